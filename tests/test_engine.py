"""Engine: deals, spec equality, legal moves, apply/undo, replay, illegal-move diagnosis,
random-playout conformance over every test spec."""

from __future__ import annotations

import pickle
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest_engine_specs import ACYCLIC, SPECS, product_names, product_spec
from rules.cards import ACE, QUEEN, card_name, parse_card
from rules.engine.deal import Rng, ordered_deck, shuffled
from rules.engine.notation import AmbiguousMoveError, parse_move
from rules.engine.state import describe, new_game, replay
from rules.errors import IllegalMoveError, NotationError, RulesetError
from rules.engine.moves import Move
from rules.engine.examples import queens_audience_example, royal_cotillion_example
from rules.engine.spec import (Base, Build, Deck, Fill, FillSource, PileGroup, Spec, StockRule,
                               Transfer)

#: every spec the engine tests run over: the test specs and every ruleset (compiled when asked)
ALL_NAMES = sorted(SPECS) + product_names()
_BUILT: dict[str, object] = {}


def spec_named(name: str):  # type: ignore[no-untyped-def]
    """A test spec or a compiled ruleset by name (a ruleset that does not compile fails the
    test that asks for it)."""
    if name not in _BUILT:
        _BUILT[name] = SPECS[name]() if name in SPECS else product_spec(name)
    return _BUILT[name]


def find_position(spec, found, what: str, seeds: range = range(100),  # type: ignore[no-untyped-def]
                  steps: int = 500):
    """The first position where ``found(state, moves)`` is true, looking along the line of
    first legal moves of each seed in turn: (state, moves).  Fails, naming ``what``, if no seed
    has one (the situation a test needs is searched for, never skipped)."""
    for seed in seeds:
        state = new_game(spec, seed)
        for _ in range(steps):
            moves = state.legal_moves()
            if found(state, moves):
                return state, moves
            if not moves:
                break
            state.apply(moves[0])
    pytest.fail(f"no {what} along the first-move lines of seeds {seeds.start}-{seeds.stop - 1}")


# --- deals -------------------------------------------------------------------------------------


def test_shuffle_test_vector():
    """The vector published in docs/ENGINE.md §3."""
    assert shuffled(list(range(52)), 0)[:10] == [19, 42, 11, 40, 13, 45, 9, 44, 24, 27]


def test_rng_is_deterministic_and_in_range():
    a, b = Rng(5), Rng(5)
    xs = [a.below(7) for _ in range(200)]
    assert xs == [b.below(7) for _ in range(200)]
    assert set(xs) == set(range(7))


@pytest.mark.parametrize("name", ALL_NAMES)
def test_deal_uses_every_card_once(name):
    spec = spec_named(name)
    st_ = new_game(spec, 11)
    while st_.pending_choice >= 0 and not st_.dealt:
        st_.apply(st_.legal_moves()[0])
    assert st_.all_cards() == ordered_deck(spec)
    assert new_game(spec, 11) == new_game(spec, 11)
    assert new_game(spec, 11) != new_game(spec, 12)


def test_queens_audience_deal_layout():
    st_ = new_game(queens_audience_example(), 0)
    t = st_.t
    ante = [st_.piles[p] for p in t.group_piles[t.gindex["antechamber"]]]
    assert all(len(p) == 1 for p in ante)
    deck = shuffled(list(range(52)), 0)
    assert [p[0] for p in ante] == deck[:16]
    assert st_.piles[t.stock][-1] == deck[16]  # next card dealt is on top
    assert len(st_.piles[t.stock]) == 36


def test_bases_before_deal_or_as_available():
    before = new_game(royal_cotillion_example(True), 4)
    t = before.t
    fa = [before.piles[p] for p in t.group_piles[t.gindex["foundations-ace"]]]
    fb = [before.piles[p] for p in t.group_piles[t.gindex["foundations-two"]]]
    assert [card_name(p[0], style="ascii") for p in fa] == ["AC", "AD", "AH", "AS"]
    assert [card_name(p[0], style="ascii") for p in fb] == ["2C", "2D", "2H", "2S"]
    assert len(before.piles[t.stock]) == 104 - 8 - 28
    after = new_game(royal_cotillion_example(False), 4)
    assert all(not after.piles[p] for g in ("foundations-ace", "foundations-two")
               for p in after.t.group_piles[after.t.gindex[g]])


# --- spec equality ----------------------------------------------------------------------------


def test_spec_equality_ignores_labels_keys_provenance():
    a = queens_audience_example()
    groups = tuple(replace(g, label=g.name.upper(), key=g.key + "x") for g in a.groups)
    b = replace(a, groups=groups, name="other", provenance=(("deck.packs", ("c1",)),))
    assert a == b and hash(a) == hash(b)
    assert pickle.loads(pickle.dumps(a)) == a


@pytest.mark.parametrize("reading", ["queens-audience+any-source", "queens-audience+waste-all",
                                     "queens-audience+3-passes"])
def test_readings_are_substantive(reading):
    assert SPECS[reading]() != SPECS["queens-audience"]()


def test_validate_reports_unknown_groups():
    bad = replace(queens_audience_example(), transfers=(Transfer("antechamber", "nowhere"),))
    assert any("nowhere" in p for p in bad.validate())
    with pytest.raises(RulesetError, match="nowhere"):
        new_game(bad, 0)


# --- conformance -------------------------------------------------------------------------------


def _index_ok(state):
    """The incremental availability index equals one rebuilt from scratch."""
    def norm(d):
        return {f: sorted(ps) for f, ps in d.items() if ps}
    fresh = state.copy()
    fresh._reindex_all()  # also drops the cached wanted-card maps
    return norm(state.avail) == norm(fresh.avail) and \
        state.legal_moves() == fresh.legal_moves()


def _check_every_move_applies(state):
    """Every legal move applies, keeps every card, and undoes exactly."""
    before = state.key()
    cards = state.all_cards() if state.dealt else ordered_deck(state.spec)
    for m in state.legal_moves():
        state.apply(m)
        # before the deal (set-up choices made before it) no card is out: the last such
        # choice deals them all
        assert state.all_cards() == (cards if state.dealt else []), m
        assert _index_ok(state), m
        assert state.undo() == m
        assert state.key() == before, m
        assert _index_ok(state), m


@pytest.mark.parametrize("name", ALL_NAMES)
def test_random_playout_conformance(name):
    spec = spec_named(name)
    cap = 10_000 if name in ACYCLIC else 250
    for seed in range(3):
        state = new_game(spec, seed)
        rng = Rng(seed)
        start = state.key()
        for _ in range(cap):
            moves = state.legal_moves()
            assert len(set(moves)) == len(moves), "duplicate moves"
            if not moves:
                break
            _check_every_move_applies(state)
            for m in moves:
                assert parse_move(state, str(m)) == m
                assert eval(repr(m)) == m  # noqa: S307 - the repr is the parse call
            state.apply(moves[rng.below(len(moves))], check=True)
        if not state.legal_moves():
            assert state.is_terminal()
            assert state.is_won() != state.is_lost()
            assert state.is_won() == (state.cards_left() == 0)
        n = len(state.history)
        while state.history:
            state.undo()
        assert state.key() == start, f"undo of {n} moves"


@pytest.mark.parametrize("name", sorted(ACYCLIC))
def test_won_games_exist_and_are_terminal(name):
    """Greedy wins some deals (the engine can reach a win) and a won state has no move."""
    from rules.play.simulate import play_out
    from rules.play.policies import greedy

    spec = spec_named(name)
    for seed in range(300):
        won, *_ = play_out(spec, seed, greedy)
        if won:
            st_ = replay(spec, seed, _greedy_line(spec, seed))
            assert st_.is_won() and not st_.legal_moves() and st_.cards_left() == 0
            return
    pytest.fail(f"no greedy win of {name} in 300 deals")


def _greedy_line(spec, seed):
    state = new_game(spec, seed)
    line = []
    while (moves := state.legal_moves()):
        state.apply(moves[0])
        line.append(str(moves[0]))
    return line


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(ALL_NAMES), st.integers(0, 2**32), st.integers(0, 2**32))
def test_game_record_replays_exactly(name, seed, policy_seed):
    spec = spec_named(name)
    state = new_game(spec, seed)
    rng = Rng(policy_seed)
    snapshots = [state.key()]
    for _ in range(120):
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(moves[rng.below(len(moves))])
        snapshots.append(state.key())
    record = [str(m) for m in state.moves_made]
    again = new_game(spec, seed)
    for text, snap in zip(record, snapshots[1:]):
        again.apply(parse_move(again, text), check=True)
        assert again.key() == snap
    assert again == state


# --- set-up choices ----------------------------------------------------------------------------


def test_gavotte_swap_and_grid():
    spec = SPECS["gavotte"]()
    state = new_game(spec, 3)
    t = state.t
    lords = [state.piles[p][:] for p in t.group_piles[t.gindex["lords"]]]
    ladies = [state.piles[p][:] for p in t.group_piles[t.gindex["ladies"]]]
    assert [str(m) for m in state.legal_moves()] == ["choose lords=lords", "choose lords=ladies"]
    state.apply(parse_move(state, "choose lords=ladies"))
    # the ladies' cards, in deal order (row by row), are now the lords, and vice versa
    ladies_deal_order = [col[r] for r in range(4) for col in ladies]
    assert [state.piles[p][0] for p in t.group_piles[t.gindex["lords"]]] == ladies_deal_order
    assert sorted(c for p in t.group_piles[t.gindex["ladies"]] for c in state.piles[p]) == \
        sorted(c for p in lords for c in p)
    tops_as_columns = [state.piles[p][-1] for p in t.group_piles[t.gindex["ladies"]]]
    state.apply(parse_move(state, "choose ladies=grid"))
    firsts = [state.pile_cards(p)[0] for p in state.t.group_piles[t.gindex["ladies"]]]
    avail = [a[3] for a in state.available(t.gindex["ladies"])]
    assert avail == firsts and avail != tops_as_columns
    state.undo()
    state.undo()
    assert [state.piles[p] for p in t.group_piles[t.gindex["lords"]]] == lords


def test_gavotte_base_choice_sets_foundation_rank():
    state = new_game(SPECS["gavotte"](), 8)
    for text in ("choose lords=lords", "choose ladies=columns", "choose base-1=5",
                 "choose base-2=K"):
        state.apply(parse_move(state, text), check=True)
    assert state.pending_choice == -1
    t = state.t
    first_ace_pile = t.group_piles[t.gindex["foundations-ace"]][0]
    first_two_pile = t.group_piles[t.gindex["foundations-two"]][0]
    assert {f % 13 + 1 for f in state.wants(first_ace_pile)} == {5}
    assert {f % 13 + 1 for f in state.wants(first_two_pile)} == {13}
    with pytest.raises(IllegalMoveError, match="setup.choice"):
        state.apply(Move.from_text("choose base-1=A"), check=True)


# --- notation and illegal moves ---------------------------------------------------------------


def _qa(seed=3, **kw):
    return new_game(SPECS["queens-audience" + kw.get("reading", "")](), seed)


def test_illegal_moves_name_the_rule():
    state = _qa()
    with pytest.raises(IllegalMoveError, match=r"chamber\.build\.from"):
        parse_move(state, "a1>c")
    with pytest.raises(IllegalMoveError, match=r"stock\.redeals"):
        parse_move(state, "redeal")
    with pytest.raises(IllegalMoveError, match=r"antechamber\.fill|antechamber\.build"):
        parse_move(state, "a1>a2")
    with pytest.raises(IllegalMoveError, match=r"foundation\.base|pair"):
        parse_move(state, "a1>f1")
    with pytest.raises(IllegalMoveError, match=r"access"):
        parse_move(state, "f1>a1")


def test_foundation_sequence_refusal_cites_claims():
    spec = replace(SPECS["queens-audience"](), provenance=(("foundation.sequence", ("qa-c14",)),))
    t = new_game(spec, 0).t
    founds, ante = t.group_piles[t.gindex["foundations"]], t.group_piles[t.gindex["antechamber"]]

    def misfits(state):  # type: ignore[no-untyped-def]
        """(foundation, antechamber pile whose card does not fit on it) pairs"""
        return [(f, p) for f in founds if state.piles[f] for p in ante
                if state.piles[p] and state.piles[p][-1] % 52 not in state.wants(f)]

    state, _ = find_position(spec, lambda state, _moves: misfits(state),
                             "started foundation with an antechamber card that does not fit")
    f, wrong = misfits(state)[0]
    with pytest.raises(IllegalMoveError) as exc:
        parse_move(state, f"{t.pile_names[wrong]}>{t.pile_names[f]}")
    msg = str(exc.value)
    assert msg.endswith("[foundation.sequence: qa-c14]"), msg
    assert exc.value.claims == ("qa-c14",) and exc.value.slot == "foundation.sequence"
    assert exc.value.code == exc.value.refusal.code != ""
    assert exc.value.params == dict(exc.value.refusal.params)


def test_deal_refused_when_stock_used_up():
    state = _qa()
    while state.piles[state.t.stock]:
        state.apply(Move.from_text("deal"))
    with pytest.raises(IllegalMoveError, match="stock is used up"):
        parse_move(state, "deal")


def test_any_source_reading_forces_a_fill_choice():
    state, moves = find_position(
        SPECS["queens-audience+any-source"](),
        lambda _state, moves: bool(moves) and {m.src for m in moves} >= {"w", "s"}
        and all(m.kind == "move" for m in moves), "forced fill from the waste or the stock")
    gap = moves[0].dst
    assert [str(m) for m in moves] == [f"w>{gap}", f"s>{gap}"]
    with pytest.raises(IllegalMoveError, match=r"antechamber\.fill\.timing"):
        parse_move(state, "deal")
    top_stock = state.piles[state.t.stock][-1]
    state.apply(parse_move(state, f"s>{gap}"), check=True)
    assert state.piles[state.t.name_to_pile[gap]] == [top_stock]


def test_shorthands_and_ambiguity():
    def to_foundation(_state, moves):  # type: ignore[no-untyped-def]
        return [m for m in moves if m.kind == "move" and m.dst.startswith("f")]

    state, moves = find_position(SPECS["queens-audience"](), to_foundation, "foundation move")
    m = to_foundation(state, moves)[0]
    card = state.piles[state.t.name_to_pile[m.src]][-1]
    assert parse_move(state, f"{m.src}>f") == m
    assert parse_move(state, f"{card_name(card, style='ascii')}>f") == m
    assert parse_move(state, f"{card_name(card, 'ru', 'long')} > f") == m
    with pytest.raises(NotationError, match="'zz9'"):
        parse_move(state, "zz9>f")
    with pytest.raises(NotationError):
        parse_move(state, "hello")


def test_pair_notation_both_orders():
    state, moves = find_position(SPECS["queens-audience"](),
                                 lambda _state, moves: any(m.kind == "pair" for m in moves),
                                 "pair move", seeds=range(1, 100))
    m = next(m for m in moves if m.kind == "pair")
    assert parse_move(state, f"pair {m.dst} {m.src}") == m
    assert parse_move(state, f"{m.src} + {m.dst}") == m
    before = state.key()
    state.apply(m, check=True)
    assert state.key() != before


def test_waste_all_reading_names_cards_by_position():
    state = new_game(SPECS["queens-audience+waste-all"](), 2)
    seen = False
    for _ in range(400):
        moves = state.legal_moves()
        if not moves:
            break
        deep = [mv for mv in moves if ":" in mv.src or ":" in mv.dst]
        if deep:
            seen = True
            mv = deep[0]
            assert parse_move(state, str(mv)) == mv
        state.apply(moves[0])
    assert seen


def test_describe_shows_every_group():
    text = describe(_qa())
    for name in ("stock: 36 cards", "waste: -", "antechamber:", "foundations:", "chamber:"):
        assert name in text


def test_forced_fill_from_row_below_in_tableau_sketch():
    def fills(state, moves):  # type: ignore[no-untyped-def]
        return [m for m in moves if m.src.startswith("h") and m.dst.startswith("p")
                and not state.piles[state.t.name_to_pile[m.dst]]]

    state, moves = find_position(SPECS["british-constitution-sketch"](), fills,
                                 "gap in the privy council", seeds=range(5, 105), steps=200)
    gap = fills(state, moves)[0].dst
    assert all(m.dst == gap for m in moves)  # only the forced fills
    assert len(moves) == 8


def test_unsupported_features_refused_clearly():
    qa = queens_audience_example()
    bad = replace(qa, stock=replace(qa.stock, split="colour"))
    with pytest.raises(RulesetError, match="split"):
        new_game(bad, 0)


def test_parse_card_used_by_moves_is_pack_free():
    assert parse_card("QH") % 52 == (QUEEN - 1) + 2 * 13
    assert ACE == 1
    assert FillSource("waste") == FillSource("waste") and Fill() == Fill()
    assert PileGroup("x", "reserve") == PileGroup("x", "reserve", key="y")


def test_standstill_deal_only_when_nothing_else():
    spec = SPECS["queens-audience+standstill"]()
    state = new_game(spec, 2)
    rng = Rng(4)
    saw_deal = False
    for _ in range(300):
        moves = state.legal_moves()
        if not moves:
            break
        if Move.from_text("deal") in moves:
            saw_deal = True
            assert moves == [Move.from_text("deal")]
        elif state.piles[state.t.stock]:
            with pytest.raises(IllegalMoveError, match=r"stock\.deal\.timing|fill\.timing"):
                parse_move(state, "deal")
        state.apply(moves[rng.below(len(moves))])
    assert saw_deal


def test_redeal_turns_the_waste_over_in_order():
    state = new_game(SPECS["odd-and-even"](), 3)
    t = state.t
    order = list(reversed(state.piles[t.stock]))
    while state.piles[t.stock]:
        state.apply(Move.from_text("deal"))
    dealt = [c for c in order if c in state.piles[t.waste[0]]]
    assert Move.from_text("redeal") in state.legal_moves()
    state.apply(parse_move(state, "redeal"), check=True)
    assert state.redeals == 0 and not state.piles[t.waste[0]]
    again = []
    while state.piles[t.stock]:
        again.append(state.piles[t.stock][-1])
        state.apply(Move.from_text("deal"))
    assert again == dealt
    assert Move.from_text("redeal") not in state.legal_moves()
    with pytest.raises(IllegalMoveError, match="no redeal left"):
        parse_move(state, "redeal")


def test_pile_names_must_not_clash():
    qa = queens_audience_example()
    groups = tuple(replace(g, key="a1") if g.name == "chamber" else g for g in qa.groups)
    with pytest.raises(RulesetError, match="clash"):
        new_game(replace(qa, groups=groups), 0)


def test_row_end_links_restrict_reserve_moves():
    state = new_game(SPECS["besieged-city-sketch"](), 1)
    t = state.t
    for m in state.legal_moves():
        if m.src.startswith("q") and m.dst.startswith("r"):
            row = int(m.src[1]) - 1
            r = int(m.dst[1:]) - 1
            assert r in (row, 4 + row) or (row == 0 and 8 <= r <= 10) or \
                (row == 3 and 11 <= r <= 13), m
    assert any(m.src.startswith("q") for m in state.legal_moves())
    assert t.groups[t.gindex["rampart"]].build.or_sequence_order


def test_unavailable_card_named_by_card():
    state = _qa(5)
    in_stock = state.piles[state.t.stock][0]
    with pytest.raises(IllegalMoveError, match=r"still in the stock \[stock\.deal\]"):
        parse_move(state, f"{card_name(in_stock, style='ascii')}>f")


def test_validate_setup_choices():
    from rules.engine.examples import gavotte_example
    from rules.engine.spec import SetupChoice

    g = gavotte_example()
    ladies = g.group("ladies")
    bad = replace(g, setup=(SetupChoice("ladies", "replace-group", ("ladies",), ("x",),
                                        variants=(replace(ladies, deal=3),)),))
    assert any("must keep" in p for p in bad.validate())
    bad = replace(g, setup=(g.setup[0], replace(g.setup[1], when="before-deal")))
    assert any("listed after" in p for p in bad.validate())
    bad = replace(g, transfers=(Transfer("lords", "waste"),))
    assert any("nothing is moved" in p for p in bad.validate())
    assert g.validate() == []


def test_group_shorthand_can_be_ambiguous():
    def ambiguous_group(_state, moves):  # type: ignore[no-untyped-def]
        """the group key to which two lords' cards can be played, or None"""
        for key in ("f", "g"):
            home = {m.src for m in moves if m.kind == "move" and m.src.startswith("l")
                    and m.dst.startswith(key)}
            if len(home) >= 2:
                return key
        return None

    state, moves = find_position(SPECS["royal-cotillion"](), ambiguous_group,
                                 "two lords' cards playable to one group", steps=400)
    with pytest.raises(AmbiguousMoveError, match="could be"):
        parse_move(state, f"l>{ambiguous_group(state, moves)}")


# --- building orders and stock transfers ------------------------------------------------------


def test_building_in_the_foundations_order_where_a_rank_comes_twice():
    order = (1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 1)
    spec = Spec(
        deck=Deck(packs=2),
        groups=(PileGroup("stock", "stock", access="none", key="s"),
                PileGroup("t", "tableau", piles=4, deal=1, key="t",
                          build=Build("up-or-down", "same-suit", sequence=order,
                                      or_sequence_order=True))),
        stock=StockRule(to=None), win=("t",), name="order/test")
    st = new_game(spec, 1)
    rel = st.t.rel[1]
    seven_clubs = 6
    # 7 follows 8 (first half) and precedes 9 (second half): both neighbours count
    assert {f % 13 + 1 for f in rel[seven_clubs]} == {6, 8, 9}
    assert {f // 13 for f in rel[seven_clubs]} == {0}


def test_the_next_stock_card_may_go_straight_to_a_foundation():
    spec = Spec(
        deck=Deck(packs=1),
        groups=(PileGroup("stock", "stock", access="top", key="s"),
                PileGroup("waste", "waste", key="w"),
                PileGroup("f", "foundation", piles=4, access="none", key="f",
                          base=Base(ranks=(ACE,), suits=(0, 1, 2, 3)),
                          build=Build("sequence", "same-suit", sequence=tuple(range(1, 14))))),
        transfers=(Transfer("stock", "f"),),
        win=("f",),
        name="stock/test")
    for seed in range(30):
        st = new_game(spec, seed)
        top = st.piles[st.t.stock][-1]
        moves = st.legal_moves()
        assert any(m.src == "s" for m in moves) == (top % 13 == 0)
