"""Annotation speed: pipeline load times (each in a fresh process) and whole-corpus annotation.

    python3 benchmarks/bench_annotate.py [--repeat N] [--json]

Prints the load time of the English and the Russian pipeline (spaCy import included in the
first), the time to annotate every witness of the corpus with the pipelines loaded, and the
time of a cold run (load + annotate) in a fresh process.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

LOAD = textwrap.dedent("""
    import json, time
    t0 = time.perf_counter()
    from corpus.annotate.pipeline import get_pipeline
    get_pipeline("en"); t1 = time.perf_counter()
    get_pipeline("ru"); t2 = time.perf_counter()
    import corpus
    from corpus.annotate import annotate_corpus
    found = annotate_corpus(corpus.load()); t3 = time.perf_counter()
    print(json.dumps({"en_load": t1 - t0, "ru_load": t2 - t1, "cold_corpus": t3 - t2,
                      "claims": sum(len(v) for v in found.values())}))
""")


def fresh_process() -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", LOAD], capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout.strip().splitlines()[-1])


def warm_corpus(repeat: int) -> list[float]:
    sys.path.insert(0, str(ROOT))
    import corpus
    from corpus.annotate import annotate_corpus

    c = corpus.load()
    annotate_corpus(c)  # load the pipelines
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        annotate_corpus(c)
        times.append(time.perf_counter() - t)
    return times


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cold = [fresh_process() for _ in range(3)]
    warm = warm_corpus(args.repeat)
    result = {
        "en_load_s": statistics.median(r["en_load"] for r in cold),
        "ru_load_s": statistics.median(r["ru_load"] for r in cold),
        "corpus_first_run_s": statistics.median(r["cold_corpus"] for r in cold),
        "corpus_warm_s": statistics.median(warm),
        "claims": cold[0]["claims"],
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for k, v in result.items():
            print(f"{k:22} {v:.3f}" if isinstance(v, float) else f"{k:22} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
