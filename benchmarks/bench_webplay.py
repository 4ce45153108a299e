"""Play in the browser (issue 16): the engine under Pyodide in Node, and the site's added size.

    python benchmarks/bench_webplay.py [--deals N] [--hints N] [--site DIR]

Needs node and node_modules/pyodide (``npm ci``).  Prints Pyodide's start-up time and, per
ruleset (defaults, deal 0), greedy deals per second as the board's simulation plays them and
the hint policy's seconds per answer over the first moves; with ``--site`` (a built site) the
bytes ``play/`` and the boards add.  JSON goes to benchmarks/results/ (git-ignored).  The time
to a live board in a browser is measured by hand (see the issue's notes): it is Pyodide's
start-up plus the engine's import.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from comparer.site.pages import file_of  # noqa: E402
from comparer.site.play import engine_zip, play_data, pyodide_dir  # noqa: E402
from rules.resolve.ruleset import list_rulesets  # noqa: E402


def site_sizes(site: Path) -> dict[str, int]:
    """Bytes of ``play/`` (by part) and of the board sections of the ruleset pages."""
    def size(p: Path) -> int:
        return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) if p.is_dir() else p.stat().st_size

    out = {part: size(site / "play" / part) for part in ("pyodide", "data", "engine.zip")}
    out["play"] = size(site / "play")
    out["boards_in_pages"] = sum(len(m.encode()) for p in site.glob("*/ruleset/*.html")
                                 for m in re.findall(r'<section id="play".*?</section>', p.read_text("utf-8"), re.S))
    out["site"] = size(site)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--hints", type=int, default=40)
    ap.add_argument("--site", type=Path, help="a built site, to measure what play adds to it")
    args = ap.parse_args()
    node, pyodide = shutil.which("node"), pyodide_dir()
    if node is None or pyodide is None:
        print("needs node and node_modules/pyodide (npm ci)", file=sys.stderr)
        return 2
    names = [n for n in list_rulesets() if not n.startswith("queens-audience/") or n.endswith("dick-1883")]
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        (d / "engine.zip").write_bytes(engine_zip())
        (d / "data").mkdir()
        for n in names:
            (d / "data" / f"{file_of(n)}.json").write_text(json.dumps(play_data(n), ensure_ascii=False), "utf-8")
        (d / "names.json").write_text(json.dumps([[n, file_of(n)] for n in names]), "utf-8")
        env = {**os.environ, "BENCH_DIR": str(d), "BENCH_PYODIDE": str(pyodide),
               "BENCH_DEALS": str(args.deals), "BENCH_HINTS": str(args.hints)}
        run = subprocess.run([node, str(ROOT / "benchmarks" / "bench_webplay.mjs")], env=env,
                             capture_output=True, text=True, check=True)
    result = json.loads(run.stdout.strip().splitlines()[-1])
    print(f"Pyodide start-up in Node: {result['pyodide_load_ms']} ms")
    print(f"{'ruleset':48} {'greedy deals/s':>15} {'hint median s':>14} {'hint max s':>11}")
    for n, r in result["rulesets"].items():
        print(f"{n:48} {r['greedy_deals_per_s']:15.1f} {r['hint_median_s'] or 0:14.4f} {r['hint_max_s'] or 0:11.4f}")
    if args.site:
        result["site"] = site_sizes(args.site)
        print(" ".join(f"{k}={v / 1e6:.2f} MB" for k, v in result["site"].items()))
    out = ROOT / "benchmarks" / "results"
    out.mkdir(exist_ok=True)
    (out / "webplay.json").write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
