"""Paired cards (Indian Empress, issue 9): any Army card may be laid on any Navy card and the
other way round; the two then form a locked pile (``PileGroup.lock_at``) whose cards are
available only together, played at one move each onto its own foundation; each card is paired
once; the pairing opens a vacancy that the talon of its colour refills."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.moves import Move
from rules.engine.spec import Base, Build, CardPattern, Deck, Fill, FillSource, PairMove, PileGroup, Spec, StockRule, Transfer
from rules.engine.state import State
from rules.errors import IllegalMoveError

RED = CardPattern(None, (1, 2))
BLACK = CardPattern(None, (0, 3))
PAIRING = Build("any", "alternate-colour", max_cards=2)


def small_empress() -> Spec:
    """Two Army and two Navy places, Generals (red, down from the King) and Admirals (black, up
    from the Ace), a split talon: enough to pair and to play a pair."""
    fill = Fill((FillSource("waste"), FillSource("stock")))
    return Spec(
        deck=Deck(packs=1),
        groups=(
            PileGroup("stock", "stock", access="none"),
            PileGroup("waste", "waste", piles=2),
            PileGroup("army", "tableau", piles=2, deal=1, build=PAIRING, fill=fill, cards=RED, lock_at=2),
            PileGroup("navy", "tableau", piles=2, deal=1, build=PAIRING, fill=fill, cards=BLACK, lock_at=2),
            PileGroup("admirals", "foundation", piles=2, access="none",
                      base=Base((1,), (0, 3), "before-deal"),
                      build=Build("sequence", "same-suit", sequence=tuple(range(1, 14)))),
            PileGroup("generals", "foundation", piles=2, access="none",
                      base=Base((13,), (1, 2), "before-deal"),
                      build=Build("sequence", "same-suit", sequence=tuple(range(13, 0, -1)))),
        ),
        transfers=(Transfer("army", "navy"), Transfer("navy", "army")),
        pairs=(PairMove("red-black", RED, BLACK, "opposite-colour", "generals", ("army", "navy"),
                        together=False, to_second="admirals"),),
        stock=StockRule(to="waste", split="colour"),
        win=("admirals", "generals"),
    )


def position(spec: Spec, army: list[int], navy: list[int]) -> State:
    """A state of ``spec`` (seed 0) with the Army and Navy piles set to the given cards."""
    state = State(spec, 0)
    t = state.t
    for name, cards in (("army", army), ("navy", navy)):
        for p, c in zip(t.group_piles[t.gindex[name]], cards):
            state.piles[p] = [c]
    state._reindex_all()
    return state


def settle(state: State) -> None:
    """Go through the pack while a vacancy waits for a card of its colour (the only legal move
    is then to deal)."""
    while [str(m) for m in state.legal_moves()] == ["deal"]:
        state.apply(Move.from_text("deal"), check=True)


QD, TWO_C, FIVE_H, NINE_S = 13 + 11, 1, 26 + 4, 39 + 8  # Q♦, 2♣, 5♥, 9♠


def test_any_army_card_goes_on_any_navy_card_and_back() -> None:
    state = position(small_empress(), [FIVE_H, QD], [NINE_S, TWO_C])
    legal = {str(m) for m in state.legal_moves()}
    assert {"a1>n1", "a1>n2", "n1>a1", "n2>a2"} <= legal  # any rank, the other colour
    assert "a1>a2" not in legal  # only onto the other colour's group


def test_a_pair_is_locked_and_played_together(capsys: pytest.CaptureFixture[str]) -> None:
    state = position(small_empress(), [FIVE_H, QD], [NINE_S, TWO_C])
    state.apply(Move.from_text("a2>n2"), check=True)  # Q♦ on 2♣: the first pair to play
    settle(state)
    n2 = state.t.name_to_pile["n2"]
    assert state.piles[n2] == [TWO_C, QD]
    legal = [str(m) for m in state.legal_moves()]
    # neither card leaves alone, nothing more goes on it, and the pair plays as one move
    assert not any(m.startswith("n2>") or m.endswith(">n2") for m in legal)
    assert "n2:2+n2:1" in legal
    state.apply(Move.from_text("n2:2+n2:1"), check=True)
    t = state.t
    assert [state.piles[p][-1] for p in t.group_piles[t.gindex["generals"]]].count(QD) == 1
    assert [state.piles[p][-1] for p in t.group_piles[t.gindex["admirals"]]].count(TWO_C) == 1


def test_pairing_opens_a_vacancy_the_talon_of_its_colour_refills() -> None:
    state = position(small_empress(), [FIVE_H, QD], [NINE_S, TWO_C])
    a2 = state.t.name_to_pile["a2"]
    state.apply(Move.from_text("a2>n2"), check=True)
    assert not state.piles[a2] and [str(m) for m in state.legal_moves()] in (["deal"], [])
    settle(state)
    refill = state.piles[a2]
    assert len(refill) == 1 and refill[0] % 52 // 13 in (1, 2)  # a red card from the pack


def test_a_card_is_paired_only_once() -> None:
    state = position(small_empress(), [FIVE_H, QD], [NINE_S, TWO_C])
    state.apply(Move.from_text("a1>n1"), check=True)
    settle(state)
    with pytest.raises(IllegalMoveError):
        state.apply(Move.from_text("n1>a2"), check=True)  # the 5♥ on top is paired already
    with pytest.raises(IllegalMoveError):
        state.apply(Move.from_text("a2>n1"), check=True)  # the pile holds its pair


def test_undo_restores_a_played_pair() -> None:
    state = position(small_empress(), [FIVE_H, QD], [NINE_S, TWO_C])
    state.apply(Move.from_text("a2>n2"))
    settle(state)
    before = state.key()
    state.apply(Move.from_text("n2:2+n2:1"))
    state.undo()
    assert state.key() == before


def test_only_a_locked_group_holds_its_pairs_together() -> None:
    spec = small_empress()
    loose = replace(spec, groups=tuple(replace(g, lock_at=None) for g in spec.groups))
    for sp, held in ((spec, False), (loose, True)):
        state = position(sp, [FIVE_H, QD], [NINE_S, TWO_C])
        state.apply(Move.from_text("a2>n2"))
        settle(state)
        navy = state.t.gindex["navy"]
        tops = [c for _p, _i, _n, c in state.available(navy)]
        assert (QD in tops) is held


def test_indian_empress_is_no_longer_dead_at_the_first_standstill() -> None:
    # issue 9's example: after the three rule-I pairs of deal 0 only 'deal' was left
    from comparer.specs import spec_for

    state = State(spec_for("indian-empress/ru-24-patiences"), 0)
    for m in ("a11+n18", "a3+n20", "a3+n21"):
        state.apply(Move.from_text(m), check=True)
    legal = [str(m) for m in state.legal_moves()]
    assert "a1>n1" in legal and "n1>a1" in legal and "deal" in legal
    state.apply(Move.from_text("a1>n1"), check=True)
    settle(state)
    assert len(state.piles[state.t.name_to_pile["n1"]]) == 2
