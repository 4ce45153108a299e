"""The compiled kernel against the reference engine: deals per second per ruleset, reading and
policy (one process), compile times, a million deals through the command line, and parity on
more seeds than the tests play.

    python benchmarks/bench_kernel.py [--ref-deals N] [--kernel-deals N] [--million]
                                      [--parity N] [--compile]

Prints tables and writes JSON to benchmarks/results/ (git-ignored).  Both engines are timed in
the same run, one after the other, so their ratio holds on a loaded machine even when the
absolute figures do not.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comparer.cli.arguments import readings_of  # noqa: E402
from comparer.specs import spec_for  # noqa: E402
from rules.kernel.coverage import unsupported  # noqa: E402
from rules.kernel.run import outcomes  # noqa: E402
from rules.play.policies import get_policy  # noqa: E402
from rules.play.simulate import play_out  # noqa: E402
from rules.resolve.ruleset import list_rulesets  # noqa: E402
from benchmarks.record import write_json  # noqa: E402

POLICIES = ("greedy", "random")


def reference_rate(spec: object, policy: str, deals: int, start: int = 10**6,
                   budget: float = 15.0) -> float:
    """Deals per second of the reference engine over ``deals`` deals, or fewer when they
    take longer than ``budget`` seconds (the tableau games' random play is slow)."""
    pol = get_policy(policy)
    t0 = time.perf_counter()
    n = 0
    for seed in range(start, start + deals):
        play_out(spec, seed, pol)  # type: ignore[arg-type]
        n += 1
        if time.perf_counter() - t0 > budget:
            break
    return n / (time.perf_counter() - t0)


def kernel_rate(spec: object, policy: str, deals: int, start: int = 10**6) -> float:
    """Deals per second of the kernel over ``deals`` deals (a tenth of them for games that
    take more than a second for a hundred)."""
    t0 = time.perf_counter()
    outcomes(spec, policy, range(start, start + 100))  # type: ignore[arg-type]
    if time.perf_counter() - t0 > 1.0:
        deals = max(deals // 10, 100)
    t0 = time.perf_counter()
    outcomes(spec, policy, range(start, start + deals))  # type: ignore[arg-type]
    return deals / (time.perf_counter() - t0)


def speed_table(ref_deals: int, kernel_deals: int) -> list[dict[str, object]]:
    rows = []
    for name in list_rulesets():
        for reading in readings_of(name):
            spec = spec_for(name, reading)
            for policy in POLICIES:
                why = unsupported(spec, policy)
                row: dict[str, object] = {"ruleset": name, "reading": reading, "policy": policy}
                row["reference"] = reference_rate(spec, policy, ref_deals)
                if why:
                    row["kernel"] = None
                    row["not_covered"] = why
                else:
                    row["kernel"] = kernel_rate(spec, policy, kernel_deals)
                    row["ratio"] = row["kernel"] / row["reference"]  # type: ignore[operator]
                rows.append(row)
                print(_line(row), flush=True)
    return rows


def _line(row: dict[str, object]) -> str:
    label = f"{row['ruleset']}{'@' + str(row['reading']) if row['reading'] else ''}"
    ref = f"{row['reference']:>10,.0f}"
    if row["kernel"] is None:
        return f"{label:<58} {row['policy']:<7} {ref} {'—':>10} {'':>7}  ({row['not_covered']})"
    return (f"{label:<58} {row['policy']:<7} {ref} {row['kernel']:>10,.0f} "
            f"{row['ratio']:>6.1f}x")


def compile_times() -> dict[str, float]:
    """Seconds from a fresh interpreter to the first kernel game, with an empty numba cache
    and again with the cache it left (numba's own cache directory set to a temporary one)."""
    code = ("import time; t0 = time.perf_counter(); "
            "from rules.engine.examples import queens_audience_example; "
            "from rules.kernel.run import outcomes; "
            "outcomes(queens_audience_example(), 'greedy', range(2)); "
            "outcomes(queens_audience_example(), 'random', range(2)); "
            "print(time.perf_counter() - t0)")
    out = {}
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache, PYTHONPATH=str(ROOT))
        for label in ("first_use_s", "warm_cache_s"):
            res = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                 text=True, check=True, cwd=ROOT)
            out[label] = float(res.stdout.strip())
    return out


def million(workers: int = 2) -> dict[str, object]:
    """1,000,000 deals of Queen's Audience (greedy) through `python3 -m comparer simulate`."""
    cmd = [sys.executable, "-m", "comparer", "simulate", "queens-audience/dick-1883",
           "--deals", "1000000", "--policy", "greedy", "--workers", str(workers),
           "--format", "json"]
    t0 = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT)
    seconds = time.perf_counter() - t0
    r = json.loads(res.stdout)
    return {"command": " ".join(cmd[1:]), "seconds": seconds, "wins": r["wins"],
            "deals": r["deals"], "engine": r["engine"]}


def parity(seeds: int, start: int = 200) -> dict[str, object]:
    """Kernel against reference on seeds start .. start + seeds - 1, every covered job."""
    checked = differ = 0
    for name in list_rulesets():
        for reading in readings_of(name):
            spec = spec_for(name, reading)
            for policy in POLICIES:
                if unsupported(spec, policy):
                    continue
                got = outcomes(spec, policy, range(start, start + seeds))
                pol = get_policy(policy)
                for i, seed in enumerate(range(start, start + seeds)):
                    won, n, dec, left, capped = play_out(spec, seed, pol)
                    checked += 1
                    differ += got[i].tolist() != [int(won), n, dec, left, int(capped)]
    return {"seeds": [start, start + seeds - 1], "games_checked": checked, "differences": differ}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ref-deals", type=int, default=300)
    ap.add_argument("--kernel-deals", type=int, default=20000)
    ap.add_argument("--million", action="store_true", help="time 1,000,000 deals on 2 workers")
    ap.add_argument("--parity", type=int, default=0, metavar="N",
                    help="also check N more seeds (from 200) of every covered job")
    ap.add_argument("--compile", action="store_true", help="time compiling the kernel")
    ap.add_argument("--no-table", action="store_true", help="skip the speed table")
    args = ap.parse_args()
    result: dict[str, object] = {"python": platform.python_version(),
                                 "machine": platform.machine(), "cpus": os.cpu_count(),
                                 "load_average": os.getloadavg()}
    if args.compile:
        result["compile"] = compile_times()
        print("compile:", result["compile"], flush=True)
    if not args.no_table:
        print(f"{'ruleset':<58} {'policy':<7} {'reference':>10} {'kernel':>10} {'ratio':>7}")
        result["speed"] = speed_table(args.ref_deals, args.kernel_deals)
    if args.parity:
        result["parity"] = parity(args.parity)
        print("parity:", result["parity"], flush=True)
    if args.million:
        result["million"] = million()
        print("1M deals:", result["million"], flush=True)
    result["load_average_after"] = os.getloadavg()
    write_json("kernel", result)


if __name__ == "__main__":
    main()
