"""How long ``variorum site`` takes on the shipped corpus, from the cache (``results/cache``):
the whole build, then the seeded replays alone (the only play at build time), with the pages
per kind, the files and the bytes written.

    python3 benchmarks/bench_site.py [--out DIR]

Figures depend on the machine and its load; they are not assertions.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from comparer.site import LANGS, build  # noqa: E402
from comparer.site.replay import replay_record_of, replay_steps  # noqa: E402
from rules.resolve.ruleset import list_rulesets  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=None, help="build here (default: a temporary folder)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        out = args.out or Path(tmp) / "_site"
        start = time.perf_counter()
        stats = build(out)
        total = time.perf_counter() - start
    start = time.perf_counter()
    for name in list_rulesets():
        record = replay_record_of(name)
        for lang in LANGS:
            replay_steps(record, lang)
    replays = time.perf_counter() - start
    kinds = ", ".join(f"{n} {k}" for k, n in stats.pages.items())
    print(f"site: {sum(stats.pages.values())} pages ({kinds}); {stats.files} files, {stats.bytes / 1e6:.1f} MB")
    print(f"build {total:.1f} s, of which the replays alone take about {replays:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
