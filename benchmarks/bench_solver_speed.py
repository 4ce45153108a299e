"""Positions per CPU second of the exact solver's two searches on the same deals: the Python
search over the reference engine and the kernel's (rules/kernel/solve.py).

    python benchmarks/bench_solver_speed.py [--deals N] [--nodes K]

Both searches are the same search (tests/test_kernel_solver.py checks they expand the same
positions), so each deal is solved by both under the same node limit and nothing else; the
figures are the positions expanded over the CPU seconds, per ruleset and reading, and their
ratio.  Writes JSON to benchmarks/results/ (git-ignored).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comparer.cli.arguments import spec_for  # noqa: E402
from rules.play.solver import Limits, solve_deal  # noqa: E402
from benchmarks.record import write_json  # noqa: E402

CASES = [("queens-audience/dick-1883", None), ("queens-audience/dick-1883", "deal-any-time"),
         ("queens-audience/dick-1883", "stock-allowed+deal-any-time"),
         ("british-constitution/morehead-mott-smith-1949", None),
         ("british-constitution/cadogan-1874", None), ("parterre/ru-24-patiences", None),
         ("royal-cotillion/wp-ru-royal-cotillion", None),
         ("besieged-city/ru-24-patiences", None)]


def speed(name: str, reading: str | None, deals: int, nodes: int) -> dict[str, Any]:
    spec = spec_for(name, reading)
    row: dict[str, Any] = {"ruleset": name, "reading": reading, "deals": deals, "nodes": nodes}
    solve_deal(spec, deals, Limits(nodes=100, engine="kernel"))  # load numba's cache first
    for engine in ("kernel", "python"):
        limits = Limits(nodes=nodes, seconds=10**6, engine=engine)
        total, seconds = 0, 0.0
        for seed in range(deals):
            out = solve_deal(spec, seed, limits)
            total += out.nodes
            seconds += out.seconds
        row[engine] = {"positions": total, "seconds": seconds, "per_s": total / seconds}
    row["ratio"] = row["kernel"]["per_s"] / row["python"]["per_s"]
    return row


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--nodes", type=int, default=20_000)
    args = ap.parse_args()
    rows = []
    print(f"{'ruleset':46} {'reading':28} {'positions':>10} {'kernel/s':>10} {'python/s':>9} "
          f"{'ratio':>6}")
    for name, reading in CASES:
        r = speed(name, reading, args.deals, args.nodes)
        rows.append(r)
        print(f"{name:46} {reading or '-':28} {r['kernel']['positions']:10} "
              f"{r['kernel']['per_s']:10.0f} {r['python']['per_s']:9.0f} {r['ratio']:6.1f}",
              flush=True)
    write_json("solver-speed", {"args": vars(args), "rows": rows})
    return 0


if __name__ == "__main__":
    sys.exit(main())
