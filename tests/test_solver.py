"""The exact solver: agrees with brute force on small decks, never loses a deal greedy wins,
and every winning line it prints replays through the engine to a win."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.engine.state import State, new_game, replay
from rules.play.policies import greedy
from rules.play.simulate import play_out
from rules.play.solver import GAVE_UP, LOST, WON, Limits, solve, solve_deal
from rules.engine.examples import queens_audience_example
from rules.engine.spec import (ACE, Base, Build, CardPattern, Deck, PileGroup, Spec, StockRule,
                               Transfer)

#: The Python search (this file tests it and its parts; tests/test_kernel_solver.py tests the
#: kernel's twin, which ``solve`` runs by default where the kernel covers the spec).
BIG = Limits(nodes=10**7, seconds=120, engine="python")


def small_queens_audience(fill_choice: str = "first-available", waste: str = "top",
                          when: str = "standstill", redeals: int = 0, piles: int = 4) -> Spec:
    """Queen's Audience with six ranks (A, 2, 3, J, Q, K: 24 cards) and a 4-card antechamber
    (or ``piles`` cards)."""
    qa = queens_audience_example()
    groups = []
    for g in qa.groups:
        if g.name == "antechamber":
            g = replace(g, piles=piles, fill=replace(g.fill, choice=fill_choice))
        elif g.name == "waste":
            g = replace(g, access=waste)
        elif g.name == "foundations":
            g = replace(g, build=replace(g.build, sequence=(1, 11, 3, 2)))
        groups.append(g)
    return replace(qa, deck=Deck(1, removed=(CardPattern(ranks=tuple(range(4, 11))),)),
                   groups=tuple(groups), stock=StockRule("waste", 1, redeals, when),
                   name="small-queens-audience")


def small_flower_garden(unit: str = "one-card") -> Spec:
    """Flower Garden with four ranks (16 cards): 3 beds of 3, a 7-card bouquet."""
    return Spec(
        deck=Deck(packs=1, removed=(CardPattern(ranks=tuple(range(5, 14))),)),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("foundations", "foundation", piles=4, access="none", key="f",
                      base=Base(ranks=(ACE,)),
                      build=Build("sequence", "same-suit", sequence=(1, 2, 3, 4))),
            PileGroup("garden", "tableau", piles=3, deal=3, key="g",
                      build=Build("down", "any-suit"), base=Base(ranks=None)),
            PileGroup("bouquet", "reserve", piles=7, deal=1, key="b"),
        ),
        transfers=(Transfer("garden", "foundations"), Transfer("bouquet", "foundations"),
                   Transfer("bouquet", "garden"), Transfer("garden", "garden", unit=unit)),
        stock=StockRule(to=None), win=("foundations",), name="small-flower-garden")


def brute_force(state: State) -> bool:
    """Every line of play from ``state``, no safe moves, no canonical keys: is one won?"""
    seen: set[object] = set()

    def visit() -> bool:
        if state.is_won():
            return True
        key = state.key()
        if key in seen:
            return False
        seen.add(key)
        for m in state.legal_moves():
            state.apply(m)
            won = visit()
            state.undo()
            if won:
                return True
        return False

    return visit()


SMALL = [
    small_queens_audience(),
    small_queens_audience(when="any-time"),
    small_queens_audience(fill_choice="any-source", when="any-time"),
    small_queens_audience(redeals=1),
    small_flower_garden(),
    small_flower_garden("sequence"),
    small_queens_audience(when="any-time", redeals=1, piles=2),
    small_queens_audience(fill_choice="any-source", when="any-time", redeals=1, piles=2),
]


def verdicts_agreeing_with_brute_force(spec: Spec, seeds: int = 25) -> set[str]:
    """The solver's verdicts on deals ``0 .. seeds-1``, each checked against brute force (and
    each winning line replayed)."""
    verdicts = set()
    for seed in range(seeds):
        out = solve_deal(spec, seed, BIG)
        assert out.status != GAVE_UP
        assert (out.status == WON) == brute_force(new_game(spec, seed)), seed
        if out.status == WON:
            assert replay(spec, seed, list(out.line)).is_won()
        verdicts.add(out.status)
    return verdicts


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.name + str(SMALL.index(s)))
def test_solver_agrees_with_brute_force_on_small_decks(spec: Spec) -> None:
    assert verdicts_agreeing_with_brute_force(spec) == {WON, LOST}  # both answers exercised


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.name + str(SMALL.index(s)))
def test_safe_moves_do_not_change_the_answer(spec: Spec) -> None:
    unsafe = replace(BIG, safe_moves=False)
    for seed in range(15):
        assert solve_deal(spec, seed, BIG).status == solve_deal(spec, seed, unsafe).status


def test_safe_moves_are_played_where_their_proof_applies(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Kind R on Queen's Audience at a standstill deal, kind T on Flower Garden; on Queen's
    Audience dealt at any time only once the stock is spent (the counter-example in
    rules.play.safe_moves), with or without a choice of the gap's source."""
    from rules.play.safe_moves import Analysis

    played = [sum(solve_deal(spec, s, BIG).safe for s in range(5)) for spec in SMALL]
    assert played[0] > 0 and played[4] > 0 and played[5] > 0
    assert played[1] > 0 and played[2] > 0
    where: list[tuple[int, int]] = []
    original = Analysis.safe_move

    def recording(self, st, moves, counted=True):  # type: ignore[no-untyped-def]
        m = original(self, st, moves, counted)
        if m is not None:
            where.append((len(st.piles[st.t.stock]), st.redeals))
        return m

    monkeypatch.setattr(Analysis, "safe_move", recording)
    for spec in (SMALL[1], SMALL[2], SMALL[6]):
        for seed in range(5):
            solve_deal(spec, seed, BIG)
    assert where and all(w == (0, 0) for w in where)


def test_stock_fills_are_dropped_only_where_the_stock_may_be_dealt_at_any_time() -> None:
    """Kind D: with the gap's source the player's choice and the stock dealt at any time, a
    gap opened by a move off the antechamber is filled from the waste only (a deal first
    reaches the same position); at a standstill deal the stock fill stays."""
    from rules.play.safe_moves import analysis_for

    def dropped(spec: Spec) -> int:
        n = 0
        for seed in range(10):
            st = new_game(spec, seed)
            a = analysis_for(st.t)
            while not st.is_terminal() and len(st.history) < 60:
                moves = st.legal_moves()
                kept = a.drop_stock_fills(st, moves)
                if kept is not None:
                    assert len(kept) < len(moves)
                    assert all(m.src != "s" for m in kept)
                    n += 1
                st.apply(moves[-1] if moves[-1].kind == "deal" and len(st.history) % 3
                         else moves[0])
        return n

    assert dropped(SMALL[2]) > 0
    assert dropped(small_queens_audience(fill_choice="any-source")) == 0
    assert dropped(SMALL[1]) == 0  # the waste first: no choice to drop


def test_the_key_ignores_the_order_of_a_heap_and_sees_a_foundation() -> None:
    """The chamber's King-Queen pairs in another order are the same position; a foundation's
    cards in another order are not."""
    from rules.play.safe_moves import analysis_for

    st = new_game(queens_audience_example(), 3)
    a = analysis_for(st.t)
    chamber = st.t.name_to_pile["c"]
    assert a.heaps == frozenset({chamber})
    st.piles[chamber][:] = [12, 11, 25, 24]
    before = a.key(st)
    st.piles[chamber][:] = [25, 24, 12, 11]
    assert a.key(st) == before
    f1 = st.t.name_to_pile["f1"]
    st.piles[f1][:] = [0, 10]
    before = a.key(st)
    st.piles[f1][:] = [10, 0]
    assert a.key(st) != before


def test_solver_leaves_the_state_as_it_found_it() -> None:
    st = new_game(queens_audience_example(), 11)
    before = st.key()
    solve(st, BIG)
    assert st.key() == before and not st.history


def _greedy_wins(spec: Spec, seed: int) -> bool:
    return play_out(spec, seed, greedy)[0]


@pytest.mark.parametrize("name", ["queens-audience/dick-1883", "royal-cotillion/wp-ru-royal-cotillion",
                                  "kings-audience/morehead-mott-smith-1949"])
def test_solver_wins_every_deal_greedy_wins(name: str) -> None:
    from comparer.specs import spec_for

    spec = spec_for(name, None)
    won_by_greedy = [s for s in range(40) if _greedy_wins(spec, s)]
    assert won_by_greedy
    for seed in won_by_greedy:
        out = solve_deal(spec, seed, Limits(nodes=10**6, seconds=60))
        assert out.status == WON, seed
        assert replay(spec, seed, list(out.line)).is_won()


def test_solve_command_writes_a_record_play_replays(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from comparer.cli import main
    from comparer.specs import spec_for
    from rules.play.record import load_record, replay_record

    spec = spec_for("queens-audience/dick-1883", None)
    seed = next(s for s in range(50) if solve_deal(spec, s, BIG).status == WON)
    out = tmp_path / "line.json"
    assert main(["solve", "queens-audience/dick-1883", "--seed", str(seed),
                 "--out", str(out)]) == 0
    assert replay_record(spec, load_record(out)).is_won()


def test_solve_command_refuses_to_write_a_lost_deal(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from comparer.cli import main
    from comparer.specs import spec_for

    spec = spec_for("queens-audience/dick-1883", None)
    seed = next(s for s in range(50) if solve_deal(spec, s, BIG).status == LOST)
    assert main(["solve", "queens-audience/dick-1883", "--seed", str(seed),
                 "--out", str(tmp_path / "x.json")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no winning line" in err


def bound_on_random_walks(specs: list[Spec], kind: type, seeds: int = 12, walks: int = 8) -> int:
    """Random walks through deals of ``specs`` (at most 80 moves: tableau moves may go round),
    stopping where the spec's bound (of class ``kind``) proves the position lost, which brute
    force must agree with; how many times it fired."""
    import random

    from rules.play.safe_moves import analysis_for

    fired = 0
    for spec in specs:
        for seed in range(seeds):
            st = new_game(spec, seed)
            a = analysis_for(st.t)
            bound = a.bound or a.stack_bound
            assert isinstance(bound, kind)
            rng = random.Random(seed)
            for _walk in range(walks):
                while not st.is_terminal() and len(st.history) < 80:
                    if bound.lost(st):
                        fired += 1
                        assert not brute_force(st), (spec.name, seed, st.moves_made)
                        break
                    st.apply(rng.choice(st.legal_moves()))
                while st.history:
                    st.undo()
    return fired


def test_the_waste_bound_never_calls_a_winnable_position_lost() -> None:
    """Every position of small Queen's Audience decks that the bound (rules.play.bounds)
    proves lost is lost by brute force; the bound fires on some of them."""
    from rules.play.bounds import WasteBound

    specs = [SMALL[0], SMALL[1], SMALL[2], SMALL[3], SMALL[6], SMALL[7]]
    assert bound_on_random_walks(specs, WasteBound) > 50


def test_the_waste_bound_applies_where_its_conditions_hold() -> None:
    from comparer.specs import spec_for
    from rules.play.safe_moves import analysis_for

    def bound(reading: str | None) -> object:
        return analysis_for(new_game(spec_for("queens-audience/dick-1883", reading), 0).t).bound

    assert bound(None) is not None and bound("stock-allowed+deal-any-time") is not None
    assert bound("waste-all") is None  # every waste card available: nothing is buried
    assert analysis_for(new_game(small_flower_garden(), 0).t).bound is None


def test_positions_the_search_bounds_are_lost_by_brute_force(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Where the solver stops at the waste bound (mid-way through gap fills too), brute force
    agrees the position is lost."""
    from rules.play.bounds import WasteBound

    original = WasteBound.lost
    checked = [0]

    def checking(self, st):  # type: ignore[no-untyped-def]
        lost = original(self, st)
        if lost and checked[0] < 400:
            checked[0] += 1
            assert not brute_force(st), st.moves_made
        return lost

    monkeypatch.setattr(WasteBound, "lost", checking)
    for spec in (SMALL[1], SMALL[2], SMALL[6], SMALL[7]):
        for seed in range(12):
            solve_deal(spec, seed, BIG)
    assert checked[0] > 50


def test_restarts_with_the_other_move_order_do_not_change_the_answer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Many restarts (a tiny first round) give brute force's answers and replayable lines."""
    from rules.play import solver

    monkeypatch.setattr(solver, "FIRST_ROUND", 5)
    for spec in (SMALL[1], SMALL[2], SMALL[3], SMALL[5], SMALL[7]):
        for seed in range(10):
            out = solve_deal(spec, seed, BIG)
            assert (out.status == WON) == brute_force(new_game(spec, seed)), seed
            assert out.status == solve_deal(spec, seed, replace(BIG, restarts=False)).status
            if out.status == WON:
                assert replay(spec, seed, list(out.line)).is_won()
