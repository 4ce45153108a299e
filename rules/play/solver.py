"""The exact solver: can this deal be won by a player who knows the order of the stock?

A depth-first search over the engine's own moves (``State.legal_moves``, ``apply``, ``undo``:
the rules have one home, the engine), from a position to any won position.  Winning a deal of
patience is reaching a won position in a graph of positions, so a search that never expands a
position twice is complete: when it has expanded every position reachable from the deal
without finding a win, the deal is *proved* lost.  What keeps it small:

* **safe moves** (``rules.safe_moves``) are played without trying the alternatives, only
  where the spec and the position meet the conditions under which they are proved safe;
* **canonical positions**: interchangeable piles sorted and cards written as faces, so that
  positions differing only by such a swap are expanded once;
* **bounds** (``rules.play.bounds``): a position a relaxed, easier game proves lost is not
  expanded;
* **restarts** with the other move order (the stock's moves first), keeping what the earlier
  searches proved (``_Search.run``);
* a **bounded transposition table** of positions already expanded (the current path is kept
  apart and never forgotten, so the search cannot loop; a forgotten position is at worst
  expanded again);
* per-deal **node and time limits** (CPU time): past them the solver *gives up* and says so.

Two implementations of this one search: this module's, over the reference engine, and the
compiled kernel's (``rules.kernel.solve``, the same search step for step in numba, 20-30 times
faster, its pruning the twins of ``rules.play.safe_moves`` and ``rules.play.bounds``, whose
proofs are written there).  :func:`solve` runs the kernel's where the kernel covers the spec
(``rules.kernel.coverage``: its moves are the engine's), this one otherwise (set-up choices,
pairs placed on two piles); the outcome says which (``engine``).

The result is an :class:`Outcome`: ``won`` with the winning line (replayable through
``replay`` and ``variorum play --load``), ``lost`` (no winning line exists) or ``gave-up``.

>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.state import new_game, replay
>>> out = solve(new_game(queens_audience_example(), 1), Limits(seconds=30))
>>> out.status in ("won", "lost")
True
>>> out.status != "won" or replay(queens_audience_example(), 1, list(out.line)).is_won()
True
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.play.safe_moves import analysis_for

if TYPE_CHECKING:
    from rules.engine.state import State
    from rules.engine.moves import Move
    from rules.engine.spec import Spec

WON, LOST, GAVE_UP = "won", "lost", "gave-up"


@dataclass(frozen=True)
class Limits:
    """How far the solver may go on one deal before giving up."""

    nodes: int = 10_000_000
    #: CPU seconds of the solving process (not wall-clock time: on a shared machine the wall
    #: clock measures the other processes too)
    seconds: float = 1.0
    #: positions the transposition table keeps (older ones are forgotten in halves)
    table: int = 1_000_000
    #: play safe moves without branching (switched off only to test that they are safe)
    safe_moves: bool = True
    #: restart the search now and then with the other move order (see ``_Search.run``)
    restarts: bool = True
    #: which search: "auto" (the kernel's where it covers the spec), "kernel", "python"
    engine: str = "auto"
    #: the winning line as engine moves (the kernel's search replays it through the engine;
    #: a caller that needs only the verdict, the expert, spares that)
    line: bool = True
    #: with safe moves: kind T counting the copies of a face and the stacked-cards bound
    #: (``rules.play.safe_moves``, ``rules.play.bounds``; tableau and reserve games of several
    #: packs); off, the search prunes as the kernel's twins do
    tableau_pruning: bool = True

    def describe(self) -> str:
        return f"{self.nodes:,} positions, {self.seconds:g} s"


@dataclass
class Outcome:
    """What the solver found for one position."""

    status: str
    line: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    #: why it gave up ("node limit" / "time limit"), else ""
    reason: str = ""
    safe: int = 0
    first_moves: dict[str, str] = field(default_factory=dict)
    #: which search found it: "kernel" (rules.kernel.solve) or "python" (this module)
    engine: str = "python"
    #: positions a bound proved lost without expanding them
    bounded: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"status": self.status, "line": [str(m) for m in self.line],
                "nodes": self.nodes, "seconds": round(self.seconds, 6), "reason": self.reason,
                "safe_moves": self.safe, "engine": self.engine}


class _Table:
    """A bounded set of positions: two generations, the older dropped when the newer fills."""

    __slots__ = ("new", "old", "half")

    def __init__(self, capacity: int) -> None:
        self.new: set[bytes] = set()
        self.old: set[bytes] = set()
        self.half = max(1, capacity // 2)

    def __contains__(self, key: bytes) -> bool:
        return key in self.new or key in self.old

    def discard(self, key: bytes) -> None:
        self.new.discard(key)
        self.old.discard(key)

    def add(self, key: bytes) -> None:
        if len(self.new) >= self.half:
            self.old = self.new
            self.new = set()
        self.new.add(key)


class _GiveUp(Exception):
    pass


class _Restart(Exception):
    pass


#: nodes of the first two searches (one per move order); each next pair gets four times more
FIRST_ROUND = 4_000


def solve(state: State, limits: Limits = Limits()) -> Outcome:
    """Search for a winning line from ``state`` (left as it was found), on the kernel where
    it covers the spec (``limits.engine``)."""
    start = time.process_time()
    if limits.engine == "kernel" or (limits.engine == "auto" and kernel_covers(state)):
        from rules.play.kernel_solver import solve_on_kernel

        k = solve_on_kernel(state, limits, FIRST_ROUND)
        # the seconds leave out numba's one-time loading of the search (kernel_solver)
        took = max(0.0, time.process_time() - start - k.load_seconds)
        return Outcome(k.status, k.line, k.nodes, took, k.reason, k.safe,
                       engine="kernel", bounded=k.bounded)
    search = _Search(state, limits)
    base = len(state.history)
    try:
        won = search.run()
        status = WON if won else LOST
        reason = ""
    except _GiveUp as exc:
        status, reason = GAVE_UP, str(exc)
    line = tuple(state.moves_made[base:]) if status == WON else ()
    while len(state.history) > base:
        state.undo()
    return Outcome(status, line, search.nodes, time.process_time() - start, reason,
                   search.safe, bounded=search.bounded)


_COVERED: dict[int, tuple[Spec, bool]] = {}


def kernel_covers(state: State) -> bool:
    """Whether the kernel's search can solve from ``state``: the kernel plays the spec's moves
    as the engine does (``rules.kernel.coverage``, asked of its greedy, which lists every
    move; cached per spec) and no set-up choice is made or pending.  numba is not imported
    here."""
    from rules.kernel.coverage import unsupported

    spec = state.spec
    hit = _COVERED.get(id(spec))
    if hit is None or hit[0] is not spec:
        if len(_COVERED) > 256:
            _COVERED.clear()
        hit = _COVERED[id(spec)] = (spec, not spec.setup and unsupported(spec, "greedy") is None)
    return state.dealt and hit[1]


class _Search:
    def __init__(self, state: State, limits: Limits) -> None:
        self.st = state
        self.limits = limits
        self.table = _Table(limits.table)
        self.path: set[bytes] = set()
        self.nodes = 0
        self.safe = 0
        self.bounded = 0
        self.stock_first = False
        self.cap = limits.nodes
        self.deadline = time.process_time() + limits.seconds

    def _enter(self) -> tuple[int, list[Move] | None, bytes | None]:
        """Play safe moves from the current position; (safe moves played, moves to branch on
        or None when the position is won, key).  ``([], key)`` for a dead end, ``key=None``
        for a position already expanded."""
        st = self.st
        n = 0
        while True:
            if st.is_won():
                return n, None, b""
            moves = st.legal_moves()
            if not moves:
                return n, [], b""
            a = analysis_for(st.t)
            if self.limits.safe_moves:
                m = a.safe_move(st, moves, self.limits.tableau_pruning)
                if m is not None:
                    st.apply(m)
                    n += 1
                    self.safe += 1
                    continue
            key = a.key(st)
            if a.kind_d >= 0 and self.limits.safe_moves:
                kept = a.drop_stock_fills(st, moves)
                if kept is not None:
                    # a position whose stock fills are dropped is a table entry of its own,
                    # so that the same position reached where kind D does not apply is
                    # searched in full
                    moves, key = kept, key + b"\xfe"
            if key in self.path or key in self.table:
                return n, [], None
            bound = a.bound or (a.stack_bound if self.limits.tableau_pruning else None)
            if self.limits.safe_moves and bound is not None and bound.lost(st):
                self.bounded += 1
                return n, [], b""  # proved lost (rules.play.bounds)
            if self.stock_first and moves and moves[-1].kind in ("deal", "redeal"):
                moves = [moves[-1], *moves[:-1]]
            return n, moves, key

    def run(self) -> bool:
        """Depth-first searches, restarted with the other move order (the engine's, or the
        stock's moves first) after ``FIRST_ROUND`` nodes, again after as many, then after
        four times more per pair of searches, until one finishes (a win, or every position
        expanded) or the limits run out.  A restart keeps the positions already expanded in
        full (none of them leads to a win: the search would have stopped) and forgets those
        on the path it leaves, so the next search expands them again: the union of the
        searches is one complete search, and no restart changes an answer.  A different
        order finds the wins that the other buries under a large losing subtree."""
        st = self.st
        base = len(st.history)
        budget = FIRST_ROUND
        for round_ in itertools.count():
            self.stock_first = bool(round_ % 2)
            self.cap = self.nodes + budget if self.limits.restarts else self.limits.nodes
            try:
                return self._dfs()
            except _Restart:
                for key in self.path:
                    self.table.discard(key)
                self.path.clear()
                while len(st.history) > base:
                    st.undo()
            if round_ % 2:
                budget *= 4
        return False  # unreachable: itertools.count() does not end

    def _dfs(self) -> bool:
        st = self.st
        limits = self.limits
        # frames: [moves, next index, safe moves played on entry, key]
        stack: list[list[Any]] = []
        n, moves, key = self._enter()
        if moves is None:
            return True
        stack.append([moves, 0, n, key])
        if key:
            self.path.add(key)
            self.table.add(key)
        while stack:
            frame = stack[-1]
            moves, i = frame[0], frame[1]
            if i >= len(moves):
                stack.pop()
                if frame[3]:
                    self.path.discard(frame[3])
                for _ in range(frame[2]):
                    st.undo()
                if stack:
                    st.undo()  # the move that led here
                continue
            frame[1] = i + 1
            self.nodes += 1
            if self.nodes >= limits.nodes:
                raise _GiveUp("node limit")
            if self.nodes >= self.cap:
                raise _Restart()
            if not self.nodes & 255 and time.process_time() > self.deadline:
                raise _GiveUp("time limit")
            st.apply(moves[i])
            n, child, key = self._enter()
            if child is None:
                return True
            if not child:
                for _ in range(n):
                    st.undo()
                st.undo()
                continue
            assert key is not None
            self.path.add(key)
            self.table.add(key)
            stack.append([child, 0, n, key])
        return False


def solve_deal(spec: Spec, seed: int, limits: Limits = Limits()) -> Outcome:
    """Solve the seeded deal ``seed`` of ``spec`` from its start (set-up choices included)."""
    from rules.engine.state import new_game

    return solve(new_game(spec, seed), limits)


#: Bumped when the search decides more within the same limits (safe moves, bounds, order);
#: written in the odds audit's cells of the solver and the expert.
SOLVER_VERSION = 5

#: The limits of the solver as a policy (``simulate --policy solver``, the odds audit's cells,
#: whose cache key includes them).
POLICY_LIMITS = Limits()


def warm_search(state: State, limits: Limits = POLICY_LIMITS) -> None:
    """Load what the first search of a process loads, by searching one position of ``state``
    (left as it was) with ``limits``' table: numba's compiled search (compiled, or read from
    its disk cache), the transposition table, the spec's analysis.  A run that times its deals
    calls it first (``rules.play.simulate.warm``), so that no deal is charged for it."""
    from dataclasses import replace

    solve(state, replace(limits, nodes=1, line=False))


def solver_policy(state: State, moves: Any, rng: Any) -> Move | None:
    """The clairvoyant player as a policy: solves the deal on its first move (knowing the
    stock), then plays the winning line; resigns on a deal it proved lost or gave up on.
    The outcome is left in ``state.notes["solver"]`` for the simulator's counts."""
    plan = state.notes.get("solver-plan")
    if not isinstance(plan, list):
        limits = state.notes.get("solver-limits")
        out = solve(state, limits if isinstance(limits, Limits) else POLICY_LIMITS)
        state.notes["solver"] = out.status
        plan = list(reversed(out.line))
        state.notes["solver-plan"] = plan
    if not plan:
        return None
    move: Move = plan.pop()
    return move
