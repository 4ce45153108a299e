"""Groups that hold one colour only (dealt together, overflow to a talon split by colour, refilled
from the talon of their colour or by going through the pack) and pairs whose two cards go to two
foundation groups, on a small hand-made spec."""

from __future__ import annotations

from rules.cards import RED_OF, card_name
from rules.engine.deal import deal
from rules.engine.notation import parse_move
from rules.engine.state import new_game, replay
from rules.errors import IllegalMoveError
from rules.engine.moves import DEAL
from rules.engine.spec import (ACE, KING, Base, Build, CardPattern, Deck, Fill, FillSource,
                               PairMove, PileGroup, Spec, StockRule)

import pytest

RED, BLACK = CardPattern(suits=(1, 2)), CardPattern(suits=(0, 3))


def colour_spec(packs: int = 2) -> Spec:
    """A small Indian-Empress-like game: 6 red and 6 black single cards, black Aces up and red
    Kings down, cards to the foundations only in red-black pairs."""
    refill = Fill((FillSource("waste"), FillSource("stock")))
    return Spec(
        deck=Deck(packs=packs),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("waste", "waste", piles=2, key="w"),
            PileGroup("army", "tableau", piles=6, deal=1, cards=RED, fill=refill, key="a"),
            PileGroup("navy", "tableau", piles=6, deal=1, cards=BLACK, fill=refill, key="n"),
            PileGroup("up", "foundation", piles=2 * packs, access="none", key="f",
                      base=Base(ranks=(ACE,), suits=(0, 3) * packs, timing="before-deal"),
                      build=Build("sequence", "same-suit", sequence=tuple(range(1, 14)))),
            PileGroup("down", "foundation", piles=2 * packs, access="none", key="g",
                      base=Base(ranks=(KING,), suits=(1, 2) * packs, timing="before-deal"),
                      build=Build("sequence", "same-suit", sequence=tuple(range(13, 0, -1)))),
        ),
        pairs=(PairMove("red-black", RED, BLACK, "opposite-colour", to="down",
                        sources=("army", "navy"), together=False, to_second="up"),),
        stock=StockRule(to="waste", split="colour"),
        win=("up", "down"),
        name="colour/test",
    )


def with_pair(spec: Spec):
    """The first seeded start position that offers a pair."""
    for seed in range(200):
        st = new_game(spec, seed)
        if any(m.kind == "pair" for m in st.legal_moves()):
            return st
    raise AssertionError("no deal offers a pair")


def test_groups_of_one_colour_are_dealt_together_and_the_rest_goes_to_its_talon():
    spec = colour_spec()
    for seed in range(20):
        piles, stock = deal(spec, seed)
        army, navy = piles[3:9], piles[9:15]
        assert all(len(p) == 1 and RED_OF[p[0]] for p in army)
        assert all(len(p) == 1 and not RED_OF[p[0]] for p in navy)
        red_talon, black_talon = piles[1], piles[2]
        assert all(RED_OF[c] for c in red_talon) and not any(RED_OF[c] for c in black_talon)
        # only one colour overflows: the deal stops when both groups are full
        assert not (red_talon and black_talon)
        assert len(stock) + sum(map(len, piles)) == 104


def test_a_deal_goes_to_the_talon_of_its_colour_and_a_pair_to_two_foundations():
    spec = colour_spec()
    st = with_pair(spec)
    t = st.t
    top = st.piles[t.stock][-1]
    st.apply(DEAL, check=True)
    assert st.piles[t.waste[0 if RED_OF[top] else 1]][-1] == top
    st.undo()
    pairs = [m for m in st.legal_moves() if m.kind == "pair"]
    assert pairs
    for m in pairs:
        before = st.key()
        st.apply(m, check=True)
        ups = [c for p in t.group_piles[t.gindex["up"]] for c in st.piles[p]]
        downs = [c for p in t.group_piles[t.gindex["down"]] for c in st.piles[p]]
        assert len(ups) == 2 * 2 + 1 and len(downs) == 2 * 2 + 1
        # each gap is refilled at once with a card of its colour, or waits for the pack
        army = [st.piles[p] for p in t.group_piles[t.gindex["army"]]]
        assert all(RED_OF[c] for p in army for c in p)
        st.undo()
        assert st.key() == before


def test_a_gap_the_talon_cannot_fill_makes_the_player_go_through_the_pack():
    spec = colour_spec()
    for seed in range(40):
        st = new_game(spec, seed)
        t = st.t
        for _ in range(400):
            moves = st.legal_moves()
            if not moves:
                break
            if st.forced_deal() >= 0:
                assert moves == [DEAL]
                with pytest.raises(IllegalMoveError, match="must be filled from the pack first"):
                    st.apply(moves[0].__class__("pair", "a1", "n1", 0), check=True)
                pattern = t.groups[t.pile_group[st.forced_deal()]].cards
                tops = [p[-1] for p in (st.piles[w] for w in t.waste) if p]
                tops.append(st.piles[t.stock][-1])
                assert pattern is not None
                assert not any(pattern.matches(c % 13 + 1, c % 52 // 13) for c in tops)
                return
            st.apply(moves[0])
    pytest.fail("no deal reached a gap that only the pack could fill")


def test_pairs_are_read_in_either_order_and_refused_with_the_rule():
    spec = colour_spec()
    st = with_pair(spec)
    pair = next(m for m in st.legal_moves() if m.kind == "pair")
    assert parse_move(st, f"{pair.dst}+{pair.src}") == pair
    red = st.piles[st.t.name_to_pile[pair.src]][-1]
    wrong = next(p for p in st.t.group_piles[st.t.gindex["navy"]]
                 if st.piles[p] and st.t.pile_names[p] != pair.dst
                 and all(m.dst != st.t.pile_names[p] for m in st.legal_moves() if m.kind == "pair"
                         and m.src == pair.src))
    with pytest.raises(IllegalMoveError, match="cannot both be played"):
        parse_move(st, f"{pair.src}+{st.t.pile_names[wrong]}")
    assert card_name(red)


def test_random_games_conserve_cards_and_replay():
    spec = colour_spec()
    for seed in range(10):
        st = new_game(spec, seed)
        cards = st.all_cards()
        k = 0
        while (moves := st.legal_moves()) and k < 300:
            st.apply(moves[(seed * 7 + k) % len(moves)], check=True)
            k += 1
            assert st.all_cards() == cards
        assert replay(spec, seed, [str(m) for m in st.moves_made]).key() == st.key()
