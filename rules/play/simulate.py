"""Simulation: play many seeded deals of a spec with a policy and summarise the outcomes.

Seeds ``seed_start .. seed_start + deals - 1`` are played; deal *s* uses the deal seed *s* and,
for the random policy, a generator seeded ``s ^ POLICY_STREAM`` (docs/ENGINE.md §3), so every
number is reproducible and a process-pool run gives exactly the serial result.

The seconds per deal (``timing``) leave out what a process loads once, before its first deal:
numba's compiled kernel (10-30 s compiled, some 0.3 s from its disk cache), a searching
policy's search and table, the spec's tables.  :func:`warm` loads them before the clock of a
block starts, and the seconds it took are counted apart (``seconds_load``, summed over the
processes that played), so that neither a median nor a 99th percentile carries them.

>>> from rules.engine.examples import queens_audience_example
>>> r = simulate(queens_audience_example(), "greedy", deals=20)
>>> r["deals"], 0 <= r["wins"] <= 20, len(r["wilson95"])
(20, True, 2)
"""

from __future__ import annotations

import itertools
import signal
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from time import perf_counter
from typing import Any

from rules.engine.deal import POLICY_STREAM, Rng
from rules.engine.state import State
from rules.play.policies import Policy, get_policy
from rules.engine.spec import Spec
from rules.play.stats import wilson
from rules.play.store import ResultsStore
from rules.errors import VariorumError

#: A game still running after this many moves is stopped and counted as lost ("capped").
DEFAULT_MAX_MOVES = 5000
#: The seconds per deal kept for the median and 99th percentile: beyond this many, an even
#: sample of them (a run of 10**9 deals must not keep 10**9 floats).
MAX_TIMES = 200_000


@dataclass
class Tally:
    """Sums over a block of games (all ints, so blocks add up exactly)."""

    deals: int = 0
    wins: int = 0
    moves: int = 0
    decisions: int = 0
    losses: int = 0
    cards_left_at_loss: int = 0
    capped: int = 0
    #: the solver policy's verdicts (``rules.play.solver``): deals it gave up on, and proved lost
    gave_up: int = 0
    proved_lost: int = 0
    #: seconds per deal, in seed order (lists add up by concatenation)
    times: list[float] = field(default_factory=list)
    #: seconds of one-time loading before the deals (:func:`warm`), in no deal's time; not
    #: kept in a results store (a block read from it loaded nothing)
    load_seconds: float = 0.0

    def add(self, other: Tally) -> None:
        for k in self.__dataclass_fields__:
            setattr(self, k, getattr(self, k) + getattr(other, k))
        while len(self.times) > MAX_TIMES:  # a long run keeps every 2nd, 4th... deal's time
            self.times = self.times[::2]


def play_out(spec: Spec, seed: int, policy: Policy, max_moves: int = DEFAULT_MAX_MOVES,
             verdict: bool = False) -> Any:
    """Play one deal to the end: (won, moves, decisions, cards left, capped), and with
    ``verdict`` the solver policy's verdict on the deal ("won", "lost", "gave-up"; "" for
    other policies) as a sixth item."""
    st = State(spec, seed)
    rng = Rng(seed ^ POLICY_STREAM)
    n = decisions = 0
    legal = st.legal_moves
    apply = st.apply
    capped = False
    while True:
        moves = legal()
        if not moves:
            break
        if len(moves) > 1:
            decisions += 1
        move = policy(st, moves, rng)
        if move is None:  # the policy resigns
            break
        apply(move)
        n += 1
        if n >= max_moves:
            capped = True
            break
    won = st.is_won()
    out = (won, n, decisions, 0 if won else st.cards_left(), capped)
    return (*out, str(st.notes.get("solver", ""))) if verdict else out


#: (spec, policy, engine) already loaded in this process (:func:`warm`)
_WARM: set[tuple[Spec, str, str]] = set()


def warm(spec: Spec, policy: str, engine: str = "reference", seed: int = 0) -> float:
    """Load, once per process, what the first deal of ``spec`` played by ``policy`` on
    ``engine`` would otherwise be charged: the compiled kernel's play (``kernel``: called with
    no seed, it plays nothing), the policy's search (:func:`rules.play.policies.warm`), the
    spec's tables (deal ``seed``'s first moves listed).  The wall seconds it took; 0.0 when
    this process has done it already."""
    key = (spec, policy, engine)
    if key in _WARM:
        return 0.0
    start = perf_counter()
    if engine == "kernel":
        from rules.kernel.run import outcomes

        outcomes(spec, policy, (), DEFAULT_MAX_MOVES)
    else:
        from rules.play.policies import warm as warm_policy

        st = State(spec, seed)
        st.legal_moves()
        warm_policy(policy, st)
    _WARM.add(key)
    return perf_counter() - start


def _run_block(spec: Spec, policy_name: str, seeds: range, max_moves: int,
               engine: str = "reference") -> Tally:
    """The block's sums, its deals timed after :func:`warm` (whose seconds it keeps apart)."""
    load = warm(spec, policy_name, engine, seeds.start)
    t = (_kernel_block if engine == "kernel" else _reference_block)(spec, policy_name, seeds, max_moves)
    t.load_seconds += load
    return t


def _reference_block(spec: Spec, policy_name: str, seeds: range, max_moves: int) -> Tally:
    """The block played by the reference engine, each deal timed."""
    policy = get_policy(policy_name)
    t = Tally()
    for seed in seeds:
        start = perf_counter()
        won, n, dec, left, capped, verdict = play_out(spec, seed, policy, max_moves, True)
        t.times.append(perf_counter() - start)
        t.gave_up += verdict == "gave-up"
        t.proved_lost += verdict == "lost"
        t.deals += 1
        t.moves += n
        t.decisions += dec
        if won:
            t.wins += 1
        else:
            t.losses += 1
            t.cards_left_at_loss += left
        t.capped += capped
    return t


def _kernel_block(spec: Spec, policy_name: str, seeds: range, max_moves: int) -> Tally:
    """The block played by the compiled kernel (rules.kernel): the same games, summed; the
    seconds per deal are the block's mean (the kernel does not time single deals)."""
    from rules.kernel.run import outcomes

    start = perf_counter()
    out = outcomes(spec, policy_name, seeds, max_moves)
    n = len(seeds)
    won = int(out[:, 0].sum())
    return Tally(deals=n, wins=won, moves=int(out[:, 1].sum()), decisions=int(out[:, 2].sum()),
                 losses=n - won, cards_left_at_loss=int(out[:, 3].sum()),
                 capped=int(out[:, 4].sum()), times=[(perf_counter() - start) / n] * n)


ENGINES = ("auto", "kernel", "reference")


def pick_engine(spec: Spec, policy: str, engine: str = "auto") -> tuple[str, str | None]:
    """(the engine that plays ``spec`` with ``policy``, why the kernel does not when it was
    asked for and cannot).  ``auto`` and ``kernel``: the compiled kernel when it covers the
    spec (rules.kernel.coverage), else the reference engine; ``reference``: always that."""
    if engine not in ENGINES:
        raise VariorumError(f"unknown engine {engine!r} (known: {', '.join(ENGINES)})")
    if engine == "reference":
        return "reference", None
    from rules.kernel.coverage import unsupported

    why = unsupported(spec, policy)
    return ("reference", why) if why else ("kernel", None)


def _blocks(seed_start: int, deals: int, size: int) -> Iterator[range]:
    """The seed range cut at multiples of ``size`` (so that runs starting elsewhere share
    the blocks of a results store), one block at a time: a run of 10**11 deals holds a few
    blocks in memory, never the list of all of them.

    >>> list(_blocks(5, 12, 10))
    [range(5, 10), range(10, 17)]
    """
    s, end = seed_start, seed_start + deals
    while s < end:
        stop = min((s // size + 1) * size, end)
        yield range(s, stop)
        s = stop


def simulate(spec: Spec, policy: str = "greedy", deals: int = 1000, seed_start: int = 0,
             workers: int = 1, progress: Callable[[int], None] | None = None,
             max_moves: int = DEFAULT_MAX_MOVES, block: int = 1000, timing: bool = False,
             engine: str = "auto", scheduler: str | None = None,
             store: ResultsStore | None = None) -> dict[str, Any]:
    """Play ``deals`` seeded games; plain, JSON-serialisable results.

    ``progress(k)`` is called after each block of ``k`` games.  ``workers > 1`` uses a process
    pool, ``scheduler`` (an address) a Dask cluster; ``engine``: see :func:`pick_engine`.  With
    a ``store``, finished blocks are read from it instead of played and new ones are kept in
    it.  None of these changes the result (except the seconds per deal, given with
    ``timing``).  The solver policy's deals are counted as won, proved lost or given up
    (``gave_up``); the interval ``interval_with_give_ups`` counts give-ups as losses at its
    lower end and as wins at its upper end.
    """
    get_policy(policy)  # fail early on a bad name
    used, fallback = pick_engine(spec, policy, engine)
    total = Tally()
    key = store.key(spec, policy, max_moves) if store else None

    def todo() -> Iterator[range]:
        """The blocks to play; those the store holds are counted on the way."""
        for b in _blocks(seed_start, deals, block):
            kept = store.load(key, b) if store and key else None
            if kept is None:
                yield b
                continue
            total.add(Tally(**kept))
            if progress:
                progress(len(b))

    about = {"ruleset": spec.name, "policy": policy, "max_moves": max_moves}
    for b, t in _play_blocks(spec, policy, todo(), max_moves, used, workers, scheduler):
        if store and key:  # kept as soon as it is finished: Ctrl-C loses at most the blocks in play
            store.save(key, b, {k: v for k, v in asdict(t).items() if k != "load_seconds"}, about)
        total.add(t)
        if progress:
            progress(len(b))
    r = summarise(spec, policy, seed_start, total, timing)
    r["engine"] = used
    if fallback:
        r["fallback"] = f"the kernel does not cover {fallback}"
    if policy == "solver":
        from rules.engine.state import new_game
        from rules.play.solver import kernel_covers

        # the game goes move by move on ``used``; each of the solver's searches runs on the
        # kernel where it covers the spec (rules.play.solver.solve), whatever ``used`` is
        r["search_engine"] = "kernel" if kernel_covers(new_game(spec, seed_start)) else "python"
    return r


def _play_blocks(spec: Spec, policy: str, blocks: Iterator[range], max_moves: int, engine: str,
                 workers: int, scheduler: str | None) -> Iterator[tuple[range, Tally]]:
    """(block, its sums) for every block, serially, on a process pool (in order, at most
    ``IN_FLIGHT`` blocks per worker submitted ahead) or on a Dask cluster (as they finish)."""
    if scheduler:
        from rules.play.cluster import run_blocks

        yield from run_blocks(scheduler, _run_block, spec, policy, blocks, max_moves, engine)
    elif workers > 1:
        yield from _pool_blocks(spec, policy, blocks, max_moves, engine, workers)
    else:
        for b in blocks:
            yield b, _run_block(spec, policy, b, max_moves, engine)


#: Blocks submitted ahead per pool worker: enough to keep it busy, few enough to stay small.
IN_FLIGHT = 2


def _quiet_worker() -> None:
    """Pool workers leave Ctrl-C to the parent (which stops them): no traceback per worker."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool_blocks(spec: Spec, policy: str, blocks: Iterator[range], max_moves: int, engine: str,
                 workers: int) -> Iterator[tuple[range, Tally]]:
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_quiet_worker)
    window: deque[tuple[range, Future[Tally]]] = deque()
    finished = False
    try:
        for b in itertools.chain(blocks, [None]):
            if b is not None:
                window.append((b, pool.submit(_run_block, spec, policy, b, max_moves, engine)))
            while window and (b is None or len(window) >= IN_FLIGHT * workers):
                done, future = window.popleft()
                yield done, future.result()
        finished = True
    finally:
        if finished:
            pool.shutdown()
        else:  # interrupted or failed: blocks in play are dropped, the workers stopped now
            procs = list((getattr(pool, "_processes", None) or {}).values())
            pool.shutdown(wait=False, cancel_futures=True)
            for proc in procs:
                proc.terminate()


def summarise(spec: Spec, policy: str, seed_start: int, t: Tally,
              timing: bool = False) -> dict[str, Any]:
    """The tally as plain data; ``timing`` adds the median and 99th-percentile seconds per
    deal and, apart, the seconds of one-time loading that no deal is charged (left out by
    default so that equal runs give equal results)."""
    lo, hi = wilson(t.wins, t.deals)
    times = sorted(t.times)
    return {
        "ruleset": spec.name,
        "policy": policy,
        "seed_start": seed_start,
        "deals": t.deals,
        "wins": t.wins,
        "win_rate": t.wins / t.deals if t.deals else 0.0,
        "wilson95": [lo, hi],
        "mean_moves": t.moves / t.deals if t.deals else 0.0,
        "mean_decisions": t.decisions / t.deals if t.deals else 0.0,
        "mean_cards_left_at_loss": t.cards_left_at_loss / t.losses if t.losses else 0.0,
        "capped": t.capped,
        "gave_up": t.gave_up,
        "proved_lost": t.proved_lost,
        # give-ups counted as losses for the lower end, as wins for the upper end
        "interval_with_give_ups": [lo, wilson(t.wins + t.gave_up, t.deals)[1]],
        **({"seconds_median": times[len(times) // 2] if times else 0.0,
            "seconds_p99": times[min(len(times) - 1, int(0.99 * len(times)))] if times else 0.0,
            "seconds_load": t.load_seconds}
           if timing else {}),
    }
