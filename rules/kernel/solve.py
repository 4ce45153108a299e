"""The exact solver on the compiled kernel: the Python solver's search (rules.play.solver),
in numba, over the kernel's own moves (:func:`rules.kernel.moves.legal_moves`, ``apply``).

The search is the Python solver's, step for step: depth-first from the position, safe moves
played without branching and kind D's stock fills dropped (:mod:`rules.kernel.prune`, the
twins of rules.play.safe_moves), positions the waste-stack bound proves lost not expanded,
canonical keys in a bounded transposition table (:mod:`rules.kernel.table`), restarts with the
stock's moves first after ``first_round`` nodes, then as many, then four times more per pair,
keeping what the earlier searches proved.  Its soundness is argued once, in rules.play.solver.

**Resumable.**  All of the search's state lives in arrays (the frames of the path, each with
its position, its moves and the next one to try; the line of moves since the root; the table;
the counters in ``ctl``), so :func:`search` runs until a node count and returns, and the next
call goes on where it stopped.  Python checks the CPU time between calls
(:func:`solve_state`), so node and CPU-second limits both hold with no clock in numba; when an
array is full the call returns undone and Python enlarges it.

**Undo** is by copy: each frame keeps its position (a few dozen ints: the piles' lengths and
their cards in a row), and every child starts from it.

The winning line is the kernel's moves named by the engine's tables (:func:`_engine_line`).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

from rules.kernel.core import apply, cards_home
from rules.kernel.jit import hot
from rules.kernel.layout import K_DEAL, K_MOVE, K_PAIR, K_REDEAL, S_NPILES, S_STOCK, S_TOTAL
from rules.kernel.moves import legal_moves
from rules.kernel.prune import (AS_BOUND, AS_KIND_D, AS_STACK, bound_lost, drop_stock_fills,
                                safe_move, stack_lost)
from rules.kernel.table import DONE, GONE, PATH, find, insert, position_key, set_state

if TYPE_CHECKING:
    from rules.engine.moves import Move
    from rules.engine.state import State

# ctl: the search's counters and settings
(C_NODES, C_DEPTH, C_STATUS, C_ROUND, C_CAP, C_BUDGET, C_GEN, C_COUNT, C_SAFE, C_BOUNDED,
 C_LINE, C_LIMIT, C_USE_SAFE, C_RESTARTS, C_TABLE, C_NEED, C_TABLEAU) = range(17)
NCTL = 17
# statuses
RUNNING, WON, LOST, NODE_LIMIT, NEED_SPACE = range(5)
# what a full array was (C_NEED)
NEED_FRAMES, NEED_MOVES, NEED_LINE = 1, 2, 3
# frame columns: moves' first row in the move stack, their number, the next to try, the line's
# length on entering the frame (after its safe moves)
F_OFF, F_N, F_NEXT, F_LINE = range(4)
# what entering a position found
E_WIN, E_DEAD, E_PUSH, E_SPACE = range(4)
#: nodes per call of the compiled search between two looks at the CPU clock
CHUNK = 4096


@hot
def _save(I, piles, lens, redeals, snaps, d):
    """Position into row ``d`` of ``snaps``: lengths, cards in a row, redeals last."""
    npiles = I[S_NPILES]
    k = npiles
    for p in range(npiles):
        snaps[d, p] = lens[p]
        for i in range(lens[p]):
            snaps[d, k] = piles[p, i]
            k += 1
    snaps[d, snaps.shape[1] - 1] = redeals


@hot
def _load(I, piles, lens, snaps, d):
    """Row ``d`` of ``snaps`` back into the position; returns the redeals left."""
    npiles = I[S_NPILES]
    k = npiles
    for p in range(npiles):
        lens[p] = snaps[d, p]
        for i in range(lens[p]):
            piles[p, i] = snaps[d, k]
            k += 1
    return snaps[d, snaps.shape[1] - 1]


@hot
def _enter(I, M, A, ctl, line, ln, tt, piles, lens, redeals, gmask, wmask, wany, scratch,
           buf, home, wbuf, buried, stockset, ks, dleft, pend, stock_first):
    """The twin of ``_Search._enter``: play safe moves, then list the moves to branch on into
    ``buf``.  Returns (what it found, line length, moves, key, safe moves played, redeals)."""
    safe = 0
    total = I[S_TOTAL]
    use_safe = ctl[C_USE_SAFE] != 0
    counted = ctl[C_TABLEAU] != 0
    z = np.uint64(0)
    while True:
        if cards_home(I, lens) == total:
            return E_WIN, ln, 0, z, z, safe, redeals
        n = legal_moves(I, M, piles, lens, redeals, gmask, wmask, wany, scratch, buf,
                        buf.shape[0] - 1)
        if n == 0:
            return E_DEAD, ln, 0, z, z, safe, redeals
        if use_safe:
            j = safe_move(I, M, A, piles, lens, redeals, buf, n, home, counted)
            if j >= 0:
                if ln >= line.shape[0]:
                    return E_SPACE, ln, 0, z, z, safe, redeals
                for c in range(5):
                    line[ln, c] = buf[j, c]
                ln += 1
                redeals = apply(I, piles, lens, redeals, buf, j)
                safe += 1
                continue
        dropped = False
        if use_safe and A[AS_KIND_D] >= 0 and drop_stock_fills(I, A, buf, n, line, ln):
            dropped = True
            k = 0
            for j in range(n):
                if buf[j, 1] != I[S_STOCK]:
                    for c in range(5):
                        buf[k, c] = buf[j, c]
                    k += 1
            n = k
        h1, h2 = position_key(I, A, piles, lens, redeals, dropped)
        if find(tt, ctl[C_GEN], h1, h2) >= 0:
            return E_DEAD, ln, 0, z, z, safe, redeals
        lost = False  # the waste bound, else (counted) the stacked-cards bound
        if use_safe and A[AS_BOUND] != 0:
            lost = bound_lost(I, A, piles, lens, redeals, wbuf, buried, stockset, ks, dleft)
        elif use_safe and counted and A[AS_STACK] != 0:
            lost = stack_lost(I, A, piles, lens, redeals, ks, home, buried, pend, dleft, wbuf)
        if lost:
            ctl[C_BOUNDED] += 1
            return E_DEAD, ln, 0, z, z, safe, redeals
        if stock_first and n > 0 and (buf[n - 1, 0] == K_DEAL or buf[n - 1, 0] == K_REDEAL):
            for c in range(5):
                buf[n, c] = buf[n - 1, c]
            for j in range(n - 1, 0, -1):
                for c in range(5):
                    buf[j, c] = buf[j - 1, c]
            for c in range(5):
                buf[0, c] = buf[n, c]
        return E_PUSH, ln, n, h1, h2, safe, redeals


@hot
def _push(I, ctl, frames, fkeys, snaps, mstack, tt, piles, lens, redeals, buf, n, ln, h1, h2):
    """A new frame on top of the path (False when an array is full: nothing changed)."""
    d = ctl[C_DEPTH]
    off = 0 if d == 0 else frames[d - 1, F_OFF] + frames[d - 1, F_N]
    if d >= frames.shape[0]:
        ctl[C_NEED] = NEED_FRAMES
        return False
    if off + n > mstack.shape[0]:
        ctl[C_NEED] = NEED_MOVES
        return False
    frames[d, F_OFF], frames[d, F_N], frames[d, F_NEXT], frames[d, F_LINE] = off, n, 0, ln
    fkeys[d, 0], fkeys[d, 1] = h1, h2
    for j in range(n):
        for c in range(5):
            mstack[off + j, c] = buf[j, c]
    _save(I, piles, lens, redeals, snaps, d)
    ctl[C_DEPTH] = d + 1
    insert(tt, ctl[C_GEN], h1, h2, PATH)
    ctl[C_COUNT] += 1
    if ctl[C_COUNT] >= ctl[C_TABLE]:
        # forget every expanded position but the path's (module docstring of table.py)
        ctl[C_GEN] += 1
        ctl[C_COUNT] = 0
        for k in range(d + 1):
            insert(tt, ctl[C_GEN], fkeys[k, 0], fkeys[k, 1], PATH)
            ctl[C_COUNT] += 1
    return True


@hot
def _restart(ctl, fkeys, tt):
    """The twin of ``_Search.run``'s restart: the path's positions are forgotten (they were
    not expanded in full), the other move order, the next budget."""
    for k in range(ctl[C_DEPTH]):
        set_state(tt, ctl[C_GEN], fkeys[k, 0], fkeys[k, 1], GONE)
    ctl[C_DEPTH] = 0
    if ctl[C_ROUND] % 2:
        ctl[C_BUDGET] *= 4
    ctl[C_ROUND] += 1
    ctl[C_CAP] = ctl[C_NODES] + ctl[C_BUDGET] if ctl[C_RESTARTS] else ctl[C_LIMIT]


@hot
def _settle(I, ctl, frames, fkeys, snaps, mstack, tt, piles, lens, buf, what, ln, n, h1, h2,
            safe, redeals):
    """Act on what entering a position found (a win: the line; moves to try: a new frame);
    False, with nothing counted, when an array was full."""
    if what == E_SPACE:
        ctl[C_NEED] = NEED_LINE
        return False
    if what == E_PUSH and not _push(I, ctl, frames, fkeys, snaps, mstack, tt, piles, lens,
                                    redeals, buf, n, ln, h1, h2):
        return False
    ctl[C_SAFE] += safe
    if what == E_WIN:
        ctl[C_LINE] = ln
        ctl[C_STATUS] = WON
    return True


@hot
def search(I, M, A, ctl, frames, fkeys, snaps, mstack, line, root, tt, piles, lens, gmask,
           wmask, wany, scratch, buf, home, wbuf, buried, stockset, ks, dleft, pend, stop):
    """Search until the node count reaches ``stop`` or the status is no longer RUNNING
    (won: ``line[:ctl[C_LINE]]`` is the line; lost; the node limit; an array full)."""
    while ctl[C_STATUS] == RUNNING:
        stock_first = ctl[C_ROUND] % 2 == 1
        if ctl[C_DEPTH] == 0:
            redeals = _load(I, piles, lens, root, 0)
            what, ln, n, h1, h2, safe, redeals = _enter(
                I, M, A, ctl, line, 0, tt, piles, lens, redeals, gmask, wmask, wany, scratch,
                buf, home, wbuf, buried, stockset, ks, dleft, pend, stock_first)
            if not _settle(I, ctl, frames, fkeys, snaps, mstack, tt, piles, lens, buf, what, ln,
                           n, h1, h2, safe, redeals):
                ctl[C_STATUS] = NEED_SPACE
                return
            if what == E_DEAD:
                ctl[C_STATUS] = LOST
            continue
        if ctl[C_NODES] >= stop:
            return
        d = ctl[C_DEPTH] - 1
        i = frames[d, F_NEXT]
        if i >= frames[d, F_N]:
            set_state(tt, ctl[C_GEN], fkeys[d, 0], fkeys[d, 1], DONE)
            ctl[C_DEPTH] = d
            if d == 0:
                ctl[C_STATUS] = LOST
            continue
        frames[d, F_NEXT] = i + 1
        ctl[C_NODES] += 1
        if ctl[C_NODES] >= ctl[C_LIMIT]:
            ctl[C_STATUS] = NODE_LIMIT
            return
        if ctl[C_NODES] >= ctl[C_CAP]:
            _restart(ctl, fkeys, tt)
            continue
        ln = frames[d, F_LINE]
        if ln >= line.shape[0]:
            frames[d, F_NEXT] = i
            ctl[C_NODES] -= 1
            ctl[C_NEED] = NEED_LINE
            ctl[C_STATUS] = NEED_SPACE
            return
        row = frames[d, F_OFF] + i
        for c in range(5):
            line[ln, c] = mstack[row, c]
        redeals = _load(I, piles, lens, snaps, d)
        redeals = apply(I, piles, lens, redeals, mstack, row)
        what, ln, n, h1, h2, safe, redeals = _enter(
            I, M, A, ctl, line, ln + 1, tt, piles, lens, redeals, gmask, wmask, wany, scratch,
            buf, home, wbuf, buried, stockset, ks, dleft, pend, stock_first)
        if not _settle(I, ctl, frames, fkeys, snaps, mstack, tt, piles, lens, buf, what, ln, n,
                       h1, h2, safe, redeals):
            frames[d, F_NEXT] = i  # undone: tried again once the array is enlarged
            ctl[C_NODES] -= 1
            ctl[C_STATUS] = NEED_SPACE
            return


# -- Python side ------------------------------------------------------------------------------


@dataclass
class KernelOutcome:
    """What the kernel search found: ``status`` ``"won"`` / ``"lost"`` / ``"gave-up"``, the
    winning line as engine moves, nodes, safe moves, why it gave up, the positions a
    bound proved lost, and the CPU seconds numba's loading of the search took (on the first
    search of a process only; never charged to the limit)."""

    status: str
    line: tuple[Move, ...]
    nodes: int
    safe: int
    reason: str
    bounded: int = 0
    load_seconds: float = 0.0


class _Table:
    """A transposition table and its current generation, shared by every spec's searches of
    one table size (a new search is a new generation, not a new table: 48 MB for the default
    million positions)."""

    def __init__(self, cap: int) -> None:
        self.tt = np.zeros((cap, 3), dtype=np.uint64)
        # written once here: the zeros are mapped page by page at first touch, which would
        # otherwise cost the first deal searched some 0.1 CPU s of its limit
        self.tt.fill(0)
        self.gen = 0


_TABLES: dict[int, _Table] = {}


def _table_for(positions: int) -> _Table:
    cap = 1024
    while cap < 2 * positions:
        cap *= 2
    if cap not in _TABLES:
        if len(_TABLES) >= 2:
            _TABLES.clear()
        _TABLES[cap] = _Table(cap)
    return _TABLES[cap]


class _Work:
    """The arrays of one spec's searches (kept between solves), and the shared table."""

    def __init__(self, low: Any, table: int) -> None:
        ints = low.ints
        npiles, total = int(ints["npiles"]), int(ints["total"])
        self.width = npiles + total + 1
        self.table = _table_for(table)
        self.frames = np.zeros((256, 4), dtype=np.int64)
        self.fkeys = np.zeros((256, 2), dtype=np.uint64)
        self.snaps = np.zeros((256, self.width), dtype=np.int64)
        self.mstack = np.zeros((4096, 5), dtype=np.int64)
        self.line = np.zeros((1024, 5), dtype=np.int64)
        self.root = np.zeros((1, self.width), dtype=np.int64)
        self.piles = np.zeros((npiles, total + 1), dtype=np.int64)
        self.lens = np.zeros(npiles, dtype=np.int64)
        self.gmask = np.zeros(npiles, dtype=np.uint64)
        self.wmask = np.zeros(npiles, dtype=np.uint64)
        self.wany = np.zeros(npiles, dtype=np.int64)
        self.scratch = np.zeros((2, total, 3), dtype=np.int64)
        self.buf = np.zeros((total * total + total * npiles + 17, 5), dtype=np.int64)
        self.home = np.zeros(52, dtype=np.int64)
        self.wbuf = np.zeros(total + 1, dtype=np.int64)
        self.buried = np.zeros(52, dtype=np.int64)
        self.stockset = np.zeros(52, dtype=np.int64)
        self.ks = np.zeros(64 + npiles, dtype=np.int64)
        self.dleft = np.zeros(64 + npiles, dtype=np.int64)
        self.pend = np.zeros(total + 1, dtype=np.int64)

    def grow(self, need: int) -> None:
        """Double the array that was full."""
        if need == NEED_FRAMES:
            self.frames = np.concatenate([self.frames, np.zeros_like(self.frames)])
            self.fkeys = np.concatenate([self.fkeys, np.zeros_like(self.fkeys)])
            self.snaps = np.concatenate([self.snaps, np.zeros_like(self.snaps)])
        elif need == NEED_MOVES:
            self.mstack = np.concatenate([self.mstack, np.zeros_like(self.mstack)])
        else:
            self.line = np.concatenate([self.line, np.zeros_like(self.line)])


_WORK: dict[tuple[int, int], tuple[Any, _Work]] = {}


def _work_for(low: Any, table: int) -> _Work:
    key = (id(low), table)
    hit = _WORK.get(key)
    if hit is not None and hit[0] is low:
        return hit[1]
    if len(_WORK) > 8:
        _WORK.clear()
    w = _Work(low, table)
    _WORK[key] = (low, w)
    return w


def solve_state(state: State, limits: Any, A: Any, first_round: int) -> KernelOutcome:  # noqa: N803
    """Search from ``state`` (left as it was) within ``limits`` (a ``rules.play.solver.Limits``:
    nodes, CPU seconds, table size, safe moves, the tableau pruning, restarts, whether the line
    is wanted), ``A``
    the spec's analysis (:mod:`rules.kernel.prune`), restarting after ``first_round`` nodes
    (``rules.play.solver.FIRST_ROUND``); the caller checked coverage."""
    from rules.kernel.run import lowered

    low = lowered(state.spec)
    w = _work_for(low, limits.table)
    # the deadline is set after the first call, which expands one position only: numba loads
    # (or compiles) the search on its first call in a process, seconds the deal must not be
    # charged, or the first deal of a run would give up where the others are decided
    deadline, load_start = -1.0, time.process_time()
    load_seconds = 0.0
    for p, pile in enumerate(state.piles):
        w.lens[p] = len(pile)
        w.piles[p, :len(pile)] = pile
    w.root[0, :] = 0
    ctl = np.zeros(NCTL, dtype=np.int64)
    w.table.gen += 1
    ctl[C_GEN] = w.table.gen
    ctl[C_BUDGET] = first_round
    ctl[C_LIMIT] = limits.nodes
    ctl[C_CAP] = first_round if limits.restarts else limits.nodes
    ctl[C_USE_SAFE] = int(limits.safe_moves)
    ctl[C_TABLEAU] = int(limits.tableau_pruning)
    ctl[C_RESTARTS] = int(limits.restarts)
    ctl[C_TABLE] = max(1, limits.table)
    _save_root(low.I, w, state.redeals)
    reason = ""
    while True:
        search(low.I, low.M, A, ctl, w.frames, w.fkeys, w.snaps, w.mstack, w.line, w.root,
               w.table.tt, w.piles, w.lens, w.gmask, w.wmask, w.wany, w.scratch, w.buf, w.home,
               w.wbuf, w.buried, w.stockset, w.ks, w.dleft, w.pend,
               ctl[C_NODES] + (CHUNK if deadline >= 0 else 1))
        if deadline < 0:
            now = time.process_time()
            deadline, load_seconds = now + limits.seconds, now - load_start
        status = ctl[C_STATUS]
        if status == NEED_SPACE:
            w.grow(int(ctl[C_NEED]))
            ctl[C_STATUS] = RUNNING
            continue
        if status == NODE_LIMIT:
            reason = "node limit"
            break
        if status != RUNNING:
            break
        if time.process_time() > deadline:
            reason = "time limit"
            break
    w.table.gen = int(ctl[C_GEN])
    line: tuple[Move, ...] = ()
    if status == WON and limits.line:
        line = _engine_line(state, w.line[:ctl[C_LINE], :5])
    verdict = "won" if status == WON else "lost" if status == LOST else "gave-up"
    return KernelOutcome(verdict, line, int(ctl[C_NODES]), int(ctl[C_SAFE]), reason,
                         int(ctl[C_BOUNDED]), load_seconds)


def _save_root(I: Any, w: _Work, redeals: int) -> None:
    npiles = int(I[S_NPILES])
    w.root[0, :npiles] = w.lens
    k = npiles
    for p in range(npiles):
        n = int(w.lens[p])
        w.root[0, k:k + n] = w.piles[p, :n]
        k += n
    w.root[0, w.width - 1] = redeals


def _engine_line(state: State, rows: Any) -> tuple[Move, ...]:
    """The kernel's winning line (rows of kind, a, b, c, d) as engine moves, named by the
    engine's tables (``Tables.move``, ``Tables.pair``: the one home of the notation).  Not
    replayed here: a depth-first line of a tableau game may run to 70,000 moves, whose replay
    would cost more than the search; tests/test_kernel_solver.py replays every line it finds
    through the engine (``replay``, which checks every move)."""
    from rules.engine.moves import DEAL, REDEAL

    t = state.t
    out: list[Move] = []
    for kind, a, b, c, d in rows.tolist():
        if kind == K_MOVE:
            out.append(t.move(a, b, c, d))
        elif kind == K_PAIR:
            out.append(t.pair(0, a, b, c, d))  # (the rule's index names nothing)
        else:
            out.append(DEAL if kind == K_DEAL else REDEAL)
    return tuple(out)
