"""Simulation: play many seeded deals of a spec with a policy and summarise the outcomes.

Seeds ``seed_start .. seed_start + deals - 1`` are played; deal *s* uses the deal seed *s* and,
for the random policy, a generator seeded ``s ^ POLICY_STREAM`` (docs/ENGINE.md §3), so every
number is reproducible and a process-pool run gives exactly the serial result.

>>> from rules.engine.spec import queens_audience_example
>>> r = simulate(queens_audience_example(), "greedy", deals=20)
>>> r["deals"], 0 <= r["wins"] <= 20, len(r["wilson95"])
(20, True, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from rules.engine.deal import POLICY_STREAM, Rng
from rules.engine.state import State
from rules.play.policies import Policy, get_policy
from rules.engine.spec import Spec
from rules.play.stats import wilson

#: A game still running after this many moves is stopped and counted as lost ("capped").
DEFAULT_MAX_MOVES = 5000


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

    def add(self, other: Tally) -> None:
        for k in self.__dataclass_fields__:
            setattr(self, k, getattr(self, k) + getattr(other, k))


def play_out(spec: Spec, seed: int, policy: Policy,
             max_moves: int = DEFAULT_MAX_MOVES) -> tuple[bool, int, int, int, bool]:
    """Play one deal to the end: (won, moves, decisions, cards left, capped)."""
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
    return won, n, decisions, 0 if won else st.cards_left(), capped


def _run_block(spec: Spec, policy_name: str, seeds: range, max_moves: int) -> Tally:
    policy = get_policy(policy_name)
    t = Tally()
    for seed in seeds:
        won, n, dec, left, capped = play_out(spec, seed, policy, max_moves)
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


def _blocks(seed_start: int, deals: int, size: int) -> list[range]:
    return [range(s, min(s + size, seed_start + deals))
            for s in range(seed_start, seed_start + deals, size)]


def simulate(spec: Spec, policy: str = "greedy", deals: int = 1000, seed_start: int = 0,
             workers: int = 1, progress: Callable[[int], None] | None = None,
             max_moves: int = DEFAULT_MAX_MOVES, block: int = 250) -> dict[str, Any]:
    """Play ``deals`` seeded games; plain, JSON-serialisable results.

    ``progress(k)`` is called after each block of ``k`` games.  ``workers > 1`` uses a process
    pool; the result does not depend on it.
    """
    get_policy(policy)  # fail early on a bad name
    total = Tally()
    blocks = _blocks(seed_start, deals, block)
    if workers > 1 and len(blocks) > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_run_block, spec, policy, b, max_moves) for b in blocks]
            for b, f in zip(blocks, futures):
                total.add(f.result())
                if progress:
                    progress(len(b))
    else:
        for b in blocks:
            total.add(_run_block(spec, policy, b, max_moves))
            if progress:
                progress(len(b))
    return summarise(spec, policy, seed_start, total)


def summarise(spec: Spec, policy: str, seed_start: int, t: Tally) -> dict[str, Any]:
    lo, hi = wilson(t.wins, t.deals)
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
    }
