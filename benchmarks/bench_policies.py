"""Policies compared: win rate (Wilson 95% interval) and speed of greedy and lookahead on every
ruleset, default reading.

    python benchmarks/bench_policies.py [--deals N] [--seed-start S] [--policies greedy,lookahead]
                                        [--budget B] [--match TEXT] [--workers W]

Every (ruleset, policy) pair plays the same seeds ``S .. S+N-1``.  Speed is deals per CPU
second of the process that played them (so it is a one-process figure even with
``--workers``: jobs run side by side, each timed alone).  ``--budget`` sets lookahead's node
budget (positions generated per search; default: the policy's own).  Prints a table and
writes JSON to benchmarks/results/ (git-ignored).
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.play.simulate import play_out  # noqa: E402
from rules.play.stats import wilson  # noqa: E402
from benchmarks.record import write_json  # noqa: E402


def make_policy(name: str, budget: int | None):  # type: ignore[no-untyped-def]
    from rules.play.policies import get_policy

    if name == "lookahead":  # a fresh instance: its counters are this job's
        from rules.play.lookahead import Lookahead

        return Lookahead() if budget is None else Lookahead(budget=budget)
    return get_policy(name)


def run(job: tuple[str, str, int, int, int | None]) -> dict[str, Any]:
    """Play one ruleset with one policy; the numbers for the table."""
    from comparer.specs import spec_for

    ruleset, policy_name, seed_start, deals, budget = job
    spec = spec_for(ruleset, None)
    policy = make_policy(policy_name, budget)
    wins = moves = capped = left = 0
    t0 = time.process_time()
    w0 = time.perf_counter()
    for seed in range(seed_start, seed_start + deals):
        won, n, _dec, cards_left, cap = play_out(spec, seed, policy)
        wins += won
        moves += n
        capped += cap
        left += cards_left
    cpu = time.process_time() - t0
    lo, hi = wilson(wins, deals)
    out = {"ruleset": ruleset, "policy": policy_name, "deals": deals, "seed_start": seed_start,
           "wins": wins, "win_rate": wins / deals, "wilson95": [lo, hi],
           "deals_per_cpu_s": deals / cpu if cpu else float("inf"),
           "wall_s": time.perf_counter() - w0, "mean_moves": moves / deals,
           "capped": capped, "mean_cards_left_at_loss":
               left / (deals - wins) if deals > wins else 0.0}
    stats = getattr(policy, "stats", None)
    if stats:
        out["searches_per_deal"] = stats["searches"] / deals
        out["nodes_per_deal"] = stats["nodes"] / deals
        out["budget"] = policy.budget
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed-start", type=int, default=0)
    ap.add_argument("--policies", default="greedy,lookahead")
    ap.add_argument("--budget", type=int, default=None, help="lookahead's node budget")
    ap.add_argument("--match", default="", help="only rulesets whose id contains this")
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args()
    from rules.resolve.ruleset import list_rulesets

    names = [n for n in list_rulesets() if args.match in n]
    jobs = [(n, p, args.seed_start, args.deals, args.budget)
            for n in names for p in args.policies.split(",")]
    rows: list[dict[str, Any]] = []
    head = (f"{'ruleset':46} {'policy':9} {'wins':>11} {'win rate':>8} {'95% interval':>13} "
            f"{'deals/s':>8} {'moves':>6} {'capped':>6}")
    print(head, flush=True)

    def show(r: dict[str, Any]) -> None:
        lo, hi = r["wilson95"]
        print(f"{r['ruleset']:46} {r['policy']:9} {r['wins']:>5}/{r['deals']:<5} "
              f"{100 * r['win_rate']:7.1f}% {100 * lo:5.1f}–{100 * hi:5.1f}% "
              f"{r['deals_per_cpu_s']:8.1f} {r['mean_moves']:6.0f} {r['capped']:6}", flush=True)

    if args.workers > 1:
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            for r in pool.map(run, jobs):
                rows.append(r)
                show(r)
    else:
        for job in jobs:
            r = run(job)
            rows.append(r)
            show(r)
    meta = {"python": sys.version.split()[0], "machine": platform.machine(),
            "platform": platform.platform(), "argv": sys.argv[1:]}
    write_json("bench_policies", {"meta": meta, "results": rows})


if __name__ == "__main__":
    main()
