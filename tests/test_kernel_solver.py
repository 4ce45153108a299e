"""The kernel's exact solver (rules/kernel/solve.py) is the Python solver's search: the same
answers and the same number of positions on the same deals, its pruning deciding as its Python
twin does on positions of random play, brute force's answers on small decks, winning lines the
engine replays; ``solve`` runs it where the kernel covers the spec and says so."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from comparer.specs import spec_for
from rules.engine.spec import Spec
from rules.engine.state import State, new_game, replay
from rules.kernel import solve as ksolve
from rules.kernel.moves import legal_moves
from rules.kernel.prune import bound_lost, drop_stock_fills, safe_move, stack_lost
from rules.kernel.run import lowered
from rules.kernel.table import position_key
from rules.play.kernel_solver import analysis_array
from rules.play.safe_moves import analysis_for
from rules.play.solver import GAVE_UP, LOST, WON, Limits, solve, solve_deal
from tests.test_solver import SMALL, brute_force

KERNEL = Limits(nodes=10**7, seconds=120, engine="kernel")
PYTHON = replace(KERNEL, engine="python")
QA = "queens-audience/dick-1883"
#: readings of Queen's Audience that exercise every pruning: kind R (defaults), R at a spent
#: stock with kind D and the waste bound (the any-time readings), redeals (two-passes)
QA_READINGS = [None, "deal-any-time", "stock-allowed+deal-any-time", "two-passes",
               "stock-allowed+two-passes+deal-any-time"]
TABLEAU = ["british-constitution/morehead-mott-smith-1949", "british-constitution/cadogan-1874",
           "parterre/ru-24-patiences", "royal-cotillion/wp-ru-royal-cotillion",
           "odd-and-even/wp-ru-royal-cotillion", "besieged-city/ru-24-patiences"]


class Kernel:
    """A position of the engine copied into the kernel's arrays, with the kernel's moves."""

    def __init__(self, st: State) -> None:
        low = lowered(st.spec)
        self.I, self.M = low.I, low.M
        self.A = analysis_array(st.t, False)
        self.w = ksolve._Work(low, 1024)
        self.line = np.zeros((4096, 5), dtype=np.int64)
        self.ln = 0
        self.load(st)

    def load(self, st: State) -> None:
        w = self.w
        w.lens[:] = 0
        for p, pile in enumerate(st.piles):
            w.lens[p] = len(pile)
            w.piles[p, :len(pile)] = pile
        self.redeals = st.redeals
        self.n = legal_moves(self.I, self.M, w.piles, w.lens, self.redeals, w.gmask, w.wmask,
                             w.wany, w.scratch, w.buf, w.buf.shape[0] - 1)

    def played(self, j: int) -> None:
        """Move ``j`` of the list was played (the line kind D looks back along)."""
        self.line[self.ln] = self.w.buf[j]
        self.ln += 1

    def safe_move(self, counted: bool) -> int:
        w = self.w
        return safe_move(self.I, self.M, self.A, w.piles, w.lens, self.redeals, w.buf, self.n,
                         w.home, counted)

    def stack_bound(self) -> bool:
        w = self.w
        return stack_lost(self.I, self.A, w.piles, w.lens, self.redeals, w.ks, w.home, w.buried,
                          w.pend, w.dleft, w.wbuf)

    def drops(self) -> bool:
        return drop_stock_fills(self.I, self.A, self.w.buf, self.n, self.line, self.ln)

    def bound(self) -> bool:
        w = self.w
        return bound_lost(self.I, self.A, w.piles, w.lens, self.redeals, w.wbuf, w.buried,
                          w.stockset, w.ks, w.dleft)

    def key(self) -> tuple[int, int]:
        h1, h2 = position_key(self.I, self.A, self.w.piles, self.w.lens, self.redeals, False)
        return int(h1), int(h2)


def random_positions(spec: Spec, seeds: range, steps: int = 150):
    """(engine state, its kernel twin) along random walks from each deal: half of the moves
    greedy's (the first listed: pairs and cards home first), a deal a third of the rest of the
    time, so that walks go far and reach a spent stock."""
    for seed in seeds:
        st = new_game(spec, seed)
        k = Kernel(st)
        rng = random.Random(seed)
        for _ in range(steps):
            moves = st.legal_moves()
            assert k.n == len(moves), (seed, st.moves_made)
            yield st, k
            if not moves:
                break
            j = rng.randrange(len(moves))
            r = rng.random()
            if r < 0.5:
                j = 0
            elif moves[-1].kind == "deal" and r < 0.67:
                j = len(moves) - 1
            st.apply(moves[j])
            k.played(j)
            k.load(st)


PARITY_SPECS = [(QA, r) for r in QA_READINGS] + [(name, None) for name in TABLEAU]


@pytest.mark.parametrize("name,reading", PARITY_SPECS, ids=[f"{n}[{r}]" for n, r in PARITY_SPECS])
def test_kernel_pruning_decides_as_the_python_solver_does_on_random_positions(name, reading):
    """Safe moves (kinds R, R at a spent stock, T with and without the copies counted), kind
    D's dropped stock fills, the waste bound and the stacked-cards bound: the kernel's twin
    gives the Python function's answer at every position."""
    spec = spec_for(name, reading)
    fired = {"safe": 0, "safe-one-copy": 0, "drop": 0, "bound": 0, "stack": 0}
    for st, k in random_positions(spec, range(6)):
        a = analysis_for(st.t)
        moves = st.legal_moves()
        if not moves:
            continue
        for counted in (False, True):
            m = a.safe_move(st, moves, counted)
            j = k.safe_move(counted)
            assert (m is None and j < 0) or (j >= 0 and moves[j] == m), \
                (st.seed, counted, st.moves_made)
            fired["safe" if counted else "safe-one-copy"] += m is not None
        kept = a.drop_stock_fills(st, moves) if a.kind_d >= 0 else None
        assert (kept is not None) == k.drops(), (st.seed, st.moves_made)
        fired["drop"] += kept is not None
        if a.bound is not None:
            lost = a.bound.lost(st)
            assert lost == k.bound(), (st.seed, st.moves_made)
            fired["bound"] += lost
        if a.stack_bound is not None:
            lost = a.stack_bound.lost(st)
            assert lost == k.stack_bound(), (st.seed, st.moves_made)
            fired["stack"] += lost
    a = analysis_for(new_game(spec, 0).t)
    if name in (QA, "parterre/ru-24-patiences"):
        assert fired["safe"] > 0  # (on the other games' walks they fire too seldom)
    if a.kind_d >= 0:
        assert fired["drop"] > 0
    if a.bound is not None:
        assert fired["bound"] > 0
    if a.stack_bound is not None:
        assert fired["stack"] > 0


@pytest.mark.parametrize("name,reading", [(QA, None), (QA, "deal-any-time"),
                                          ("parterre/ru-24-patiences", None),
                                          ("royal-cotillion/wp-ru-royal-cotillion", None)])
def test_kernel_keys_equal_exactly_where_the_python_keys_do(name, reading):
    spec = spec_for(name, reading)
    by_python: dict[bytes, tuple[int, int]] = {}
    by_kernel: dict[tuple[int, int], bytes] = {}
    for st, k in random_positions(spec, range(8), steps=120):
        pk, kk = analysis_for(st.t).key(st), k.key()
        assert by_python.setdefault(pk, kk) == kk
        assert by_kernel.setdefault(kk, pk) == pk
    assert len(by_python) > 300


def test_the_key_sees_interchangeable_piles_in_any_order_as_one() -> None:
    st = new_game(spec_for(QA), 2)
    k = Kernel(st)
    before = k.key()
    a1, a2 = st.t.name_to_pile["a1"], st.t.name_to_pile["a2"]
    st.piles[a1], st.piles[a2] = st.piles[a2], st.piles[a1]
    k.load(st)
    assert k.key() == before
    f1 = st.t.name_to_pile["f1"]
    st.piles[f1].append(st.piles[a1].pop())
    k.load(st)
    assert k.key() != before


@pytest.mark.parametrize("reading", QA_READINGS)
def test_kernel_and_python_solvers_search_the_same_positions(reading):
    """200 deals: the same verdict, positions and safe moves (a node limit, the same on both
    sides, keeps the Python side quick: a deal it cuts is given up by both)."""
    spec = spec_for(QA, reading)
    limits = Limits(nodes=3_000, seconds=10**6)
    verdicts = set()
    for seed in range(200):
        kern = solve_deal(spec, seed, replace(limits, engine="kernel"))
        pyth = solve_deal(spec, seed, replace(limits, engine="python"))
        assert (kern.status, kern.nodes, kern.safe) == (pyth.status, pyth.nodes, pyth.safe), seed
        assert kern.engine == "kernel" and pyth.engine == "python"
        if kern.status == WON:
            assert replay(spec, seed, list(kern.line)).is_won()
        verdicts.add(kern.status)
    assert {WON, LOST} <= verdicts


@pytest.mark.parametrize("name", TABLEAU)
def test_kernel_and_python_solvers_search_alike_on_tableau_games(name):
    spec = spec_for(name)
    limits = Limits(nodes=1_500, seconds=10**6)
    for seed in range(3):
        kern = solve_deal(spec, seed, replace(limits, engine="kernel"))
        pyth = solve_deal(spec, seed, replace(limits, engine="python"))
        assert (kern.status, kern.nodes, kern.safe) == (pyth.status, pyth.nodes, pyth.safe), seed
        if kern.status == WON:
            assert replay(spec, seed, list(kern.line)).is_won()


@pytest.mark.parametrize("spec", SMALL, ids=lambda s: s.name + str(SMALL.index(s)))
def test_kernel_solver_agrees_with_brute_force_on_small_decks(spec: Spec) -> None:
    verdicts = set()
    for seed in range(25):
        out = solve_deal(spec, seed, KERNEL)
        assert out.engine == "kernel" and out.status != GAVE_UP
        assert (out.status == WON) == brute_force(new_game(spec, seed)), seed
        if out.status == WON:
            assert replay(spec, seed, list(out.line)).is_won()
        verdicts.add(out.status)
    assert verdicts == {WON, LOST}


@pytest.mark.parametrize("spec", SMALL[:4], ids=lambda s: s.name + str(SMALL.index(s)))
def test_kernel_safe_moves_restarts_and_table_size_do_not_change_the_answer(spec: Spec) -> None:
    for seed in range(12):
        want = solve_deal(spec, seed, KERNEL).status
        for limits in (replace(KERNEL, safe_moves=False), replace(KERNEL, restarts=False),
                       replace(KERNEL, table=8)):
            assert solve_deal(spec, seed, limits).status == want, (seed, limits)


def test_a_search_stopped_and_resumed_at_every_few_nodes_is_the_same_search(monkeypatch):
    """The compiled search returns after ``CHUNK`` nodes, or when an array is full (then
    enlarged), and goes on where it stopped: the same verdict and positions."""
    spec = spec_for(QA, "stock-allowed+deal-any-time")
    whole = [solve_deal(spec, s, KERNEL) for s in range(8)]
    monkeypatch.setattr(ksolve, "CHUNK", 7)
    small_work = ksolve._Work.__init__

    def tiny(self, low, table):  # type: ignore[no-untyped-def]
        small_work(self, low, table)
        self.frames, self.fkeys, self.snaps = self.frames[:2], self.fkeys[:2], self.snaps[:2]
        self.mstack, self.line = self.mstack[:3], self.line[:1]

    monkeypatch.setattr(ksolve._Work, "__init__", tiny)
    ksolve._WORK.clear()
    for s, out in enumerate(whole):
        again = solve_deal(spec, s, KERNEL)
        assert (again.status, again.nodes, again.line) == (out.status, out.nodes, out.line), s
    ksolve._WORK.clear()


def test_the_cpu_limit_holds_between_calls_of_the_compiled_search():
    spec = spec_for("besieged-city/ru-24-patiences")
    out = solve_deal(spec, 0, Limits(seconds=0.2))
    assert out.engine == "kernel" and out.status == GAVE_UP and out.reason == "time limit"
    assert out.seconds < 1.0


def test_solve_runs_the_kernel_where_it_covers_the_spec_and_says_so():
    assert solve_deal(spec_for(QA), 3).engine == "kernel"
    gavotte = solve_deal(spec_for("gavotte/wp-ru-royal-cotillion"), 3, Limits(nodes=2_000))
    assert gavotte.engine == "python" and gavotte.as_dict()["engine"] == "python"
    st = new_game(spec_for(QA), 5)
    before = st.key()
    out = solve(st, KERNEL)
    assert st.key() == before and not st.history and out.status in (WON, LOST)


def test_many_restarts_leave_the_kernel_and_python_searches_alike(monkeypatch):
    """A tiny first round (a restart every few positions, the move order switching each time):
    still brute force's answers, and the same positions searched as the Python search."""
    from rules.play import solver

    monkeypatch.setattr(solver, "FIRST_ROUND", 5)
    for spec in (SMALL[1], SMALL[2], SMALL[3], SMALL[5], SMALL[7]):
        for seed in range(10):
            kern, pyth = solve_deal(spec, seed, KERNEL), solve_deal(spec, seed, PYTHON)
            assert (kern.status, kern.nodes) == (pyth.status, pyth.nodes), seed
            assert (kern.status == WON) == brute_force(new_game(spec, seed)), seed


def test_a_verdict_without_its_line_is_the_same_verdict():
    spec = spec_for(QA, "deal-any-time")
    for seed in range(10):
        full, bare = solve_deal(spec, seed), solve_deal(spec, seed, Limits(line=False))
        assert (bare.status, bare.nodes, bare.line) == (full.status, full.nodes, ())
