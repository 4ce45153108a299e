"""Engine speed: deals per second per game family and policy (one process).

    python benchmarks/bench_engine.py [--deals N] [--rulesets]

Prints a table and writes JSON to benchmarks/results/ (git-ignored).  Specs: the worked
examples of rules.engine.spec and, with --rulesets, every ruleset rules.compile can compile.
Also measured: dealing alone (shuffle + layout) and the raw legal_moves + apply rate.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules.engine.state import new_game  # noqa: E402
from rules.play.policies import get_policy  # noqa: E402
from rules.play.simulate import play_out  # noqa: E402
from benchmarks.record import write_json  # noqa: E402
from rules.engine.examples import (gavotte_example, odd_and_even_example, queens_audience_example,
                                   royal_cotillion_example)
from rules.engine.spec import Spec


def example_specs() -> dict[str, Spec]:
    qa = queens_audience_example()
    waste_all = replace(qa, groups=tuple(replace(g, access="all") if g.name == "waste" else g
                                         for g in qa.groups))
    return {
        "queens-audience (example)": qa,
        "queens-audience (waste all)": waste_all,
        "royal-cotillion (example)": royal_cotillion_example(True),
        "royal-cotillion (as available)": royal_cotillion_example(False),
        "gavotte (example)": gavotte_example(),
        "odd-and-even (example)": odd_and_even_example(),
    }


def compiled_specs() -> dict[str, Spec]:
    try:
        from comparer import specs as comp
        from rules.resolve import ruleset
    except ImportError:
        return {}
    out = {}
    for name in getattr(ruleset, "list_rulesets", lambda: [])():
        try:
            out[name] = comp.spec_for(name, None)
        except Exception as exc:  # noqa: BLE001
            print(f"skipped {name}: {exc}", file=sys.stderr)
    return out


def bench_games(spec: Spec, policy: str, deals: int) -> dict[str, float]:
    pol = get_policy(policy)
    moves = wins = 0
    t0 = time.perf_counter()
    for seed in range(deals):
        won, n, *_ = play_out(spec, seed, pol)
        moves += n
        wins += won
    dt = time.perf_counter() - t0
    return {"deals_per_s": deals / dt, "moves_per_s": moves / dt, "win_rate": wins / deals}


def bench_deal(spec: Spec, deals: int) -> float:
    t0 = time.perf_counter()
    for seed in range(deals):
        new_game(spec, seed)
    return deals / (time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--rulesets", action="store_true", help="also every compiled ruleset")
    args = ap.parse_args()
    specs = example_specs()
    if args.rulesets:
        specs.update(compiled_specs())
    rows = []
    for name, spec in specs.items():
        deal_rate = bench_deal(spec, args.deals)
        for policy in ("greedy", "random"):
            r = bench_games(spec, policy, args.deals)
            rows.append({"spec": name, "policy": policy, "deals": args.deals,
                         "deal_only_per_s": deal_rate, **r})
            print(f"{name:32} {policy:7} {r['deals_per_s']:8.0f} deals/s "
                  f"{r['moves_per_s']:9.0f} moves/s  (deal only {deal_rate:7.0f}/s, "
                  f"win {100 * r['win_rate']:.1f}%)", flush=True)
    meta = {"python": sys.version.split()[0], "machine": platform.machine(),
            "processor": platform.processor(), "platform": platform.platform()}
    write_json("bench_engine", {"meta": meta, "results": rows})


if __name__ == "__main__":
    main()
