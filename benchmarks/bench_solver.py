"""The exact solver's decided share and time per deal, per ruleset and reading combination.

    python benchmarks/bench_solver.py [--deals N] [--seconds S] [--nodes K] [--match TEXT]
                                      [--all-readings] [--engine auto|kernel|python]

For each ruleset (those whose id contains ``--match``) and, with ``--all-readings``, every
combination of its declared readings, solves deals ``0 .. N-1`` with the given per-deal limits
and prints won / proved lost / gave up, the decided share (won or proved lost), and the median
and 99th-percentile seconds per deal, and the positions searched per CPU second; ``--engine``
chooses the search (``auto``: the kernel's where it covers the spec, as ``variorum solve``
does).  Kernel against Python on the same deals: ``bench_solver_speed.py``.  Writes JSON to benchmarks/results/ (git-ignored).  The
issue's target: Queen's Audience decided on >= 99% of 1,000 deals under every reading, each in
under a second.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comparer.audit import reading_combinations  # noqa: E402
from comparer.cli.arguments import rulesets as expand_rulesets, spec_for  # noqa: E402
from rules.play.solver import Limits, solve_deal  # noqa: E402
from benchmarks.record import write_json  # noqa: E402


def bench(name: str, reading: str | None, deals: int, limits: Limits) -> dict[str, Any]:
    spec = spec_for(name, reading)
    counts = {"won": 0, "lost": 0, "gave-up": 0}
    times = []
    nodes = 0
    engines = set()
    solve_deal(spec, deals, replace(limits, nodes=100))  # numba's cache loaded before timing
    for seed in range(deals):
        out = solve_deal(spec, seed, limits)
        counts[out.status] += 1
        times.append(out.seconds)
        nodes += out.nodes
        engines.add(out.engine)
    times.sort()
    return {"ruleset": name, "reading": reading, "deals": deals, **counts,
            "engine": "+".join(sorted(engines)),
            "decided": (counts["won"] + counts["lost"]) / deals,
            "median_s": times[len(times) // 2], "p99_s": times[min(deals - 1, int(0.99 * deals))],
            "nodes_per_s": nodes / max(1e-9, sum(times))}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--nodes", type=int, default=10**7)
    ap.add_argument("--match", default="")
    ap.add_argument("--all-readings", action="store_true")
    ap.add_argument("--engine", choices=("auto", "kernel", "python"), default="auto")
    args = ap.parse_args()
    limits = Limits(nodes=args.nodes, seconds=args.seconds, engine=args.engine)
    rows = []
    print(f"{'ruleset':46} {'reading':40} {'won':>5} {'lost':>5} {'gave up':>7} "
          f"{'decided':>8} {'median s':>9} {'p99 s':>7} {'pos/s':>9} engine")
    for name in expand_rulesets(["all"]):
        if args.match not in name:
            continue
        for reading in (reading_combinations(name) if args.all_readings else [None]):
            r = bench(name, reading, args.deals, limits)
            rows.append(r)
            print(f"{name:46} {reading or '-':40} {r['won']:5} {r['lost']:5} {r['gave-up']:7} "
                  f"{100 * r['decided']:7.1f}% {r['median_s']:9.4f} {r['p99_s']:7.3f} "
                  f"{r['nodes_per_s']:9.0f} {r['engine']}", flush=True)
    write_json("solver", {"limits": vars(args), "rows": rows})
    return 0


if __name__ == "__main__":
    sys.exit(main())
