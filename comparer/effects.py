"""Measured effects: two specs played on the same seeds with the same policy, compared deal by deal.

A paired comparison: deal *s* is the same deal under both specs (docs/ENGINE.md), so the
question "does this difference change the game?" is answered per deal: won by one and lost by
the other, or played differently (another number of moves or cards left) with the same result.
The test of the win rates is McNemar's exact test on the discordant deals (a two-sided binomial
test of ``b`` deals won only by A against ``c`` won only by B, with p = 1/2).

>>> round(mcnemar_exact(0, 0), 3), round(mcnemar_exact(9, 1), 4), round(mcnemar_exact(5, 5), 3)
(1.0, 0.0215, 1.0)
>>> a = Outcomes("x", "greedy", 0, (True, True, False, False), (10, 12, 30, 31), (0, 0, 5, 7))
>>> b = Outcomes("y", "greedy", 0, (True, False, False, True), (10, 40, 30, 20), (0, 3, 5, 0))
>>> p = paired(a, b)
>>> p.only_a, p.only_b, p.changed, p.play_changed
(1, 1, 0.5, 0.5)
"""

from __future__ import annotations

import functools
import json
import math
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.engine.spec import Spec
from rules.play.stats import wilson

__all__ = ["Outcomes", "Paired", "Store", "NotStored", "outcomes", "paired", "mcnemar_exact", "default_policy",
           "clear_cache"]

def default_policy(ruleset: str) -> str:
    """The policy for measured effects when none is given: the one ``variorum simulate`` uses
    for the ruleset (``rules/play/default_policies.toml``: the strongest that finishes in
    reasonable time for that game)."""
    from rules.play.default_policy import default_policy as simulate_default

    return simulate_default(ruleset)[0]


@dataclass(frozen=True)
class Outcomes:
    """Per deal, seeds ``seed_start ..``: won, moves made, cards left at the end."""

    name: str
    policy: str
    seed_start: int
    won: tuple[bool, ...]
    moves: tuple[int, ...]
    left: tuple[int, ...]

    @property
    def deals(self) -> int:
        return len(self.won)

    @property
    def wins(self) -> int:
        return sum(self.won)


def _play_block(spec: Spec, policy_name: str, seeds: range) -> list[tuple[bool, int, int]]:
    from rules.play.policies import get_policy
    from rules.play.simulate import play_out

    policy = get_policy(policy_name)
    out = []
    for seed in seeds:
        won, n, _, left, _ = play_out(spec, seed, policy)
        out.append((bool(won), int(n), int(left)))
    return out


_CACHE: dict[tuple[Spec, str, int, int], Outcomes] = {}


class NotStored(LookupError):
    """The outcomes asked for are not in the store, and the store may not play them."""


@dataclass(frozen=True)
class Store:
    """Outcome lists kept on disk, beside the odds audit's cells:
    ``<folder>/<spec hash>/outcomes-<policy>-<its parameters' tag>-<first seed>-<deals>.json``
    (the spec hash and the parameters' tag of :mod:`comparer.audit`: equal games share a file,
    a policy whose parameters change gets new ones).  ``variorum compare --cache``
    fills it (``compute``: play what is missing and keep it); the site reads it with
    ``compute=False``, where a missing list raises :class:`NotStored`."""

    folder: Path
    compute: bool = True

    def path(self, spec: Spec, policy: str, deals: int, seed_start: int) -> Path:
        from comparer.audit import parameters_tag, policy_parameters, spec_hash

        tag = parameters_tag(policy_parameters(policy))
        return self.folder / spec_hash(spec) / f"outcomes-{policy}-{tag}-{seed_start}-{deals}.json"

    def load(self, spec: Spec, policy: str, deals: int, seed_start: int) -> Outcomes | None:
        path = self.path(spec, policy, deals, seed_start)
        if not path.exists():
            if not self.compute:
                raise NotStored(str(path))
            return None
        d = json.loads(path.read_text(encoding="utf-8"))
        return Outcomes(spec.name, policy, seed_start, tuple(bool(x) for x in d["won"]),
                        tuple(d["moves"]), tuple(d["left"]))

    def keep(self, spec: Spec, out: Outcomes) -> None:
        path = self.path(spec, out.policy, out.deals, out.seed_start)
        path.parent.mkdir(parents=True, exist_ok=True)
        record = {"kind": "outcomes", "policy": out.policy, "seed_start": out.seed_start,
                  "deals": out.deals, "wins": out.wins, "won": [int(x) for x in out.won],
                  "moves": list(out.moves), "left": list(out.left)}
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(record, separators=(",", ":")) + "\n", encoding="utf-8")
        tmp.replace(path)


def clear_cache() -> None:
    _CACHE.clear()


def outcomes(spec: Spec, policy: str, deals: int, seed_start: int = 0, workers: int = 1,
             progress: Callable[[int], None] | None = None, block: int = 25,
             store: Store | None = None) -> Outcomes:
    """Play deals ``seed_start .. seed_start + deals - 1`` of ``spec`` with ``policy``.

    Equal specs play identically, so results are cached per (spec, policy, seeds) for the
    process: a slot swap that gives another variant's spec costs nothing.  With a ``store``
    they are read from (and, when it computes, written to) disk.
    """
    key = (spec, policy, deals, seed_start)
    kept = _CACHE.get(key) or (store.load(spec, policy, deals, seed_start) if store else None)
    if kept is not None:
        _CACHE[key] = kept
        if progress:
            progress(deals)
        return kept
    blocks = [range(s, min(s + block, seed_start + deals)) for s in range(seed_start, seed_start + deals, block)]
    results: list[tuple[bool, int, int]] = []
    if workers > 1 and len(blocks) > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for b, part in zip(blocks, pool.map(_play_block, [spec] * len(blocks),
                                                 [policy] * len(blocks), blocks)):
                results.extend(part)
                if progress:
                    progress(len(b))
    else:
        for b in blocks:
            results.extend(_play_block(spec, policy, b))
            if progress:
                progress(len(b))
    out = Outcomes(spec.name, policy, seed_start, tuple(r[0] for r in results),
                   tuple(r[1] for r in results), tuple(r[2] for r in results))
    _CACHE[key] = out
    if store is not None:
        store.keep(spec, out)
    return out


@functools.lru_cache(maxsize=4096)
def _log_choose(n: int, k: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def mcnemar_exact(b: int, c: int) -> float:
    """Two-sided exact McNemar p-value for ``b`` and ``c`` discordant pairs (1.0 when none)."""
    n = b + c
    if n == 0:
        return 1.0
    k = min(b, c)
    tail = sum(math.exp(_log_choose(n, i) - n * math.log(2)) for i in range(k + 1))
    return min(1.0, 2 * tail)


@dataclass(frozen=True)
class Paired:
    """Two outcome lists on the same seeds, compared deal by deal."""

    deals: int
    policy: str
    seed_start: int
    wins_a: int
    wins_b: int
    #: Deals won by A and lost by B, and the reverse.
    only_a: int
    only_b: int
    #: Share of deals whose result (won/lost) changes.
    changed: float
    #: Share of deals played differently (result, moves or cards left).
    play_changed: float
    p_value: float

    @property
    def rate_a(self) -> float:
        return self.wins_a / self.deals if self.deals else 0.0

    @property
    def rate_b(self) -> float:
        return self.wins_b / self.deals if self.deals else 0.0

    @property
    def wilson_a(self) -> tuple[float, float]:
        return wilson(self.wins_a, self.deals)

    @property
    def wilson_b(self) -> tuple[float, float]:
        return wilson(self.wins_b, self.deals)

    @property
    def no_effect_seen(self) -> bool:
        """No deal played differently."""
        return self.play_changed == 0.0

    def as_json(self) -> dict[str, Any]:
        return {
            "deals": self.deals, "policy": self.policy, "seed_start": self.seed_start,
            "wins_a": self.wins_a, "win_rate_a": self.rate_a, "wilson95_a": list(self.wilson_a),
            "wins_b": self.wins_b, "win_rate_b": self.rate_b, "wilson95_b": list(self.wilson_b),
            "won_by_a_only": self.only_a, "won_by_b_only": self.only_b,
            "mcnemar_p": self.p_value, "share_result_changed": self.changed,
            "share_play_changed": self.play_changed, "no_effect_seen": self.no_effect_seen,
        }


def paired(a: Outcomes, b: Outcomes) -> Paired:
    """Compare two outcome lists of the same seeds and policy."""
    if (a.deals, a.seed_start, a.policy) != (b.deals, b.seed_start, b.policy):
        raise ValueError("paired outcomes need the same deals and policy")
    only_a = sum(1 for x, y in zip(a.won, b.won) if x and not y)
    only_b = sum(1 for x, y in zip(a.won, b.won) if y and not x)
    differ = sum(1 for i in range(a.deals)
                 if (a.won[i], a.moves[i], a.left[i]) != (b.won[i], b.moves[i], b.left[i]))
    n = a.deals
    return Paired(n, a.policy, a.seed_start, a.wins, b.wins, only_a, only_b,
                  (only_a + only_b) / n if n else 0.0, differ / n if n else 0.0,
                  mcnemar_exact(only_a, only_b))
