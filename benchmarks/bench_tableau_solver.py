"""The exact solver on the tableau games: decided share and time per deal, per ruleset.

    nice python benchmarks/bench_tableau_solver.py [--deals N] [--seconds S] [--match TEXT]
                                                    [--engine auto|kernel|python]
                                                    [--no-safe-moves] [--no-tableau-pruning]
                                                    [--label TEXT]

The tableau games are the rulesets whose default policy (``rules/play/default_policies.toml``)
is not the expert: the games where the Python solver decides least.  Each ruleset is played
under its default readings, deals ``0 .. N-1``, each with ``S`` CPU seconds (the solver's own
limit, so other processes on the machine do not count) and no node limit.  Printed per ruleset:
won, proved lost, gave up, the decided share (won or proved lost), the median and 99th
percentile of CPU seconds per deal, the positions searched per second, and the safe moves
played and positions cut by a bound per deal (``rules.play.safe_moves``, ``rules.play.bounds``;
the cuts are counted by the Python search only).
``--engine`` chooses the search (``auto``: the compiled kernel's where it covers the spec, the
Python search otherwise; the kernel's safe moves and bounds are the twins of the Python ones
without kind T's copies counted and the stacked-cards bound).  ``--no-safe-moves`` switches
every pruning off, ``--no-tableau-pruning`` those two (the solver's answers stay the same; only
what it decides in the time changes).  JSON goes to ``benchmarks/results/`` (git-ignored).  Kept apart from
``bench_solver.py`` (the kernel solver's benchmark) so the two can change independently.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comparer.cli.arguments import rulesets as expand_rulesets, spec_for  # noqa: E402
from rules.play.default_policy import default_policy  # noqa: E402
from rules.play.solver import Limits, solve_deal  # noqa: E402
from benchmarks.record import write_json  # noqa: E402


def tableau_rulesets(match: str = "") -> list[str]:
    """The rulesets whose default policy is not the expert (whose id contains ``match``)."""
    return [n for n in expand_rulesets(["all"])
            if match in n and default_policy(n)[0] != "expert"]


def bench_ruleset(name: str, deals: int, limits: Limits) -> dict[str, Any]:
    """Solve deals ``0 .. deals-1`` of ``name`` (default readings) within ``limits``."""
    spec = spec_for(name, None)
    counts = {"won": 0, "lost": 0, "gave-up": 0}
    times, nodes, safe, cut = [], 0, 0, 0
    for seed in range(deals):
        out = solve_deal(spec, seed, limits)
        counts[out.status] += 1
        times.append(out.seconds)
        nodes += out.nodes
        safe += out.safe
        cut += out.bounded
    times.sort()
    return {"ruleset": name, "deals": deals, **counts,
            "decided": (counts["won"] + counts["lost"]) / deals,
            "median_s": times[len(times) // 2], "p99_s": times[min(deals - 1, int(0.99 * deals))],
            "nodes_per_s": nodes / max(1e-9, sum(times)), "safe_per_deal": safe / deals,
            "bound_cuts_per_deal": cut / deals}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=50)
    ap.add_argument("--seconds", type=float, default=1.0)
    ap.add_argument("--match", default="")
    ap.add_argument("--engine", default="auto", choices=("auto", "kernel", "python"))
    ap.add_argument("--no-safe-moves", action="store_true")
    ap.add_argument("--no-tableau-pruning", action="store_true")
    ap.add_argument("--label", default="")
    args = ap.parse_args()
    limits = Limits(nodes=10**9, seconds=args.seconds, engine=args.engine,
                    safe_moves=not args.no_safe_moves,
                    tableau_pruning=not args.no_tableau_pruning)
    rows = []
    print(f"{'ruleset':46} {'won':>4} {'lost':>4} {'gave up':>7} {'decided':>8} "
          f"{'median s':>9} {'p99 s':>6} {'pos/s':>7} {'safe':>6} {'cuts':>7}")
    for name in tableau_rulesets(args.match):
        r = bench_ruleset(name, args.deals, limits)
        rows.append(r)
        print(f"{name:46} {r['won']:4} {r['lost']:4} {r['gave-up']:7} "
              f"{100 * r['decided']:7.1f}% {r['median_s']:9.4f} {r['p99_s']:6.3f} "
              f"{r['nodes_per_s']:7.0f} {r['safe_per_deal']:6.1f} {r['bound_cuts_per_deal']:7.1f}",
              flush=True)
    write_json("tableau-solver", {"limits": vars(args), "rows": rows}, args.label)
    return 0


if __name__ == "__main__":
    sys.exit(main())
