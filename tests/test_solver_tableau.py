"""The solver's pruning for tableau games, checked on small decks of two packs: kind T with
copies (rules.play.safe_moves) and the frozen-pile bound (rules.play.bounds) agree with brute
force, and safe moves on or off give the same answers."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.spec import (ACE, Base, Build, CardPattern, Deck, Fill, FillSource, PileGroup,
                               Spec, StockRule, Transfer)
from rules.engine.state import new_game
from rules.play.solver import LOST, WON, solve_deal
from tests.test_solver import (BIG, bound_on_random_walks, brute_force,
                               verdicts_agreeing_with_brute_force)


def small_constitution(ranks: int = 3, privy: int = 4) -> Spec:
    """British Constitution as Morehead and Mott-Smith give it, with two packs of ``ranks``
    ranks in two suits (a black and a red): the Aces start the foundations, a row of ``privy``
    piles built down in alternate colours and filled at once from a row of single cards, which
    the stock fills."""
    return Spec(
        deck=Deck(packs=2, removed=(CardPattern(ranks=tuple(range(ranks + 1, 14))),
                                    CardPattern(suits=(2, 3)))),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("privy", "tableau", piles=privy, deal=1, key="p",
                      build=Build("down", "alternate-colour"),
                      fill=Fill((FillSource("lords"),), "immediate")),
            PileGroup("lords", "tableau", piles=privy, deal=1, key="l",
                      fill=Fill((FillSource("stock"),), "immediate")),
            PileGroup("foundations", "foundation", piles=4, access="none", key="f",
                      base=Base(ranks=(ACE,), suits=(0, 1, 0, 1), timing="before-deal"),
                      build=Build("sequence", "same-suit", sequence=tuple(range(1, ranks + 1)))),
        ),
        transfers=(Transfer("privy", "foundations"), Transfer("privy", "privy"),
                   Transfer("lords", "privy")),
        stock=StockRule(to=None), win=("foundations",), name="small-constitution")


def small_cotillion(ladies: int = 2, depth: int = 2, lords: int = 3, ranks: int = 4,
                    redeals: int = 0) -> Spec:
    """Royal Cotillion with two packs of ``ranks`` ranks in two suits: Ace foundations build
    up by two from the Ace and go on with the even ranks, Two foundations the other way round
    (A-3-2-4 and 2-4-A-3 with four ranks); ``ladies`` piles of ``depth`` cards, nothing built
    on them; ``lords`` single cards filled at once from the waste or the stock, dealt one at a
    time, and turned over ``redeals`` times (Odd and Even once)."""
    odd = tuple(range(1, ranks + 1, 2))
    even = tuple(range(2, ranks + 1, 2))
    return Spec(
        deck=Deck(packs=2, removed=(CardPattern(ranks=tuple(range(ranks + 1, 14))),
                                    CardPattern(suits=(2, 3)))),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("waste", "waste", key="w"),
            PileGroup("ladies", "reserve", piles=ladies, deal=depth, key="d"),
            PileGroup("lords", "reserve", piles=lords, deal=1, key="l",
                      fill=Fill((FillSource("waste"), FillSource("stock")), "immediate")),
            PileGroup("aces", "foundation", piles=2, access="none", key="a",
                      base=Base(ranks=(ACE,), suits=(0, 1), timing="before-deal"),
                      build=Build("sequence", "same-suit", sequence=odd + even)),
            PileGroup("twos", "foundation", piles=2, access="none", key="t",
                      base=Base(ranks=(2,), suits=(0, 1), timing="before-deal"),
                      build=Build("sequence", "same-suit", sequence=even + odd)),
        ),
        transfers=tuple(Transfer(src, dst) for src in ("ladies", "lords", "waste")
                        for dst in ("aces", "twos")),
        stock=StockRule("waste", 1, redeals, "any-time"), win=("aces", "twos"),
        name="small-cotillion")


TWO_PACKS = [small_constitution(4, 2), small_constitution(6, 3), small_cotillion(2, 3, 1, 6),
             small_cotillion(2, 4, 1, 5), small_cotillion(2, 4, 1, 5, redeals=1)]


@pytest.mark.parametrize("spec", TWO_PACKS, ids=lambda s: s.name + str(TWO_PACKS.index(s)))
def test_solver_agrees_with_brute_force_on_small_two_pack_decks(spec: Spec) -> None:
    assert verdicts_agreeing_with_brute_force(spec) == {WON, LOST}


@pytest.mark.parametrize("spec", TWO_PACKS, ids=lambda s: s.name + str(TWO_PACKS.index(s)))
def test_safe_moves_and_bounds_on_or_off_give_the_same_answers_with_two_packs(spec: Spec) -> None:
    unsafe = replace(BIG, safe_moves=False)
    one_copy = replace(BIG, tableau_pruning=False)  # kind T for faces held once, no stack bound
    for seed in range(25):
        status = solve_deal(spec, seed, BIG).status
        assert status == solve_deal(spec, seed, unsafe).status, seed
        assert status == solve_deal(spec, seed, one_copy).status, seed


def test_kind_t_plays_cards_of_two_packs_home_where_its_proof_applies() -> None:
    """With the copies counted kind T fires on every small two-pack deck; without (the kernel's
    twin), never: every face of these decks has two copies."""
    played = {spec.name + str(i): sum(solve_deal(spec, s, BIG).safe for s in range(10))
              for i, spec in enumerate(TWO_PACKS)}
    assert all(n > 0 for n in played.values()), played
    one_copy = replace(BIG, tableau_pruning=False)
    assert sum(solve_deal(spec, s, one_copy).safe for spec in TWO_PACKS for s in range(5)) == 0


def test_a_position_kind_t_moves_from_is_won_only_if_the_position_after_it_is() -> None:
    """On random walks through the small decks, wherever a safe move is offered, brute force
    wins the position after it whenever it wins the position before it."""
    import random

    from rules.play.safe_moves import analysis_for

    checked = 0
    for spec in TWO_PACKS:
        for seed in range(8):
            st = new_game(spec, seed)
            rng = random.Random(seed)
            for _walk in range(6):
                while not st.is_terminal() and len(st.history) < 80:  # moves may go round
                    moves = st.legal_moves()
                    m = analysis_for(st.t).safe_move(st, moves)
                    if m is not None and checked < 600:
                        before = brute_force(st)
                        st.apply(m)
                        assert brute_force(st) == before, (spec.name, seed, st.moves_made)
                        st.undo()
                        checked += 1
                    st.apply(rng.choice(moves))
                while st.history:
                    st.undo()
    assert checked > 100


def test_the_stacked_cards_bound_never_calls_a_winnable_position_lost() -> None:
    """Every position of the small reserve decks that the bound (rules.play.bounds) proves lost
    is lost by brute force, on random walks; it fires."""
    from rules.play.bounds import StackBound

    assert bound_on_random_walks(TWO_PACKS[2:], StackBound) > 50


def test_the_stacked_cards_bound_applies_where_its_conditions_hold() -> None:
    from comparer.specs import spec_for
    from rules.play.bounds import StackBound, WasteBound
    from rules.play.safe_moves import analysis_for

    def bound(name: str, reading: str | None = None) -> object:
        a = analysis_for(new_game(spec_for(name, reading), 0).t)
        return a.bound or a.stack_bound

    for name in ("royal-cotillion/wp-ru-royal-cotillion", "odd-and-even/wp-ru-royal-cotillion"):
        assert isinstance(bound(name), StackBound)
    assert isinstance(bound("queens-audience/dick-1883"), WasteBound)  # pairs: not this one
    assert bound("queens-audience/dick-1883", "waste-all") is None
    assert bound("british-constitution/cadogan-1874") is None  # rows built on
    a = analysis_for(new_game(TWO_PACKS[0], 0).t)
    assert a.bound is None and a.stack_bound is None  # no waste
