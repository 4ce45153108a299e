"""How long the comparer takes to build every comparison report and the variant graph.

For each family of related games (``comparer.graph.families``): the game report (every variant
against its reference, measured on ``--deals`` deals with the default policy), written as text,
Markdown, JSON and HTML in English and Russian; then the whole variant graph with outcome
distances, written as GraphML, JSON, dot and TEI.  Prints the time of each step and the total.

    python3 benchmarks/bench_compare.py --deals 100 [--out DIR] [--policy lookahead]

Figures depend on the machine and its load; they are not assertions.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from comparer.graph import build_graph, families, write  # noqa: E402
from comparer.render import FORMATS, render  # noqa: E402
from comparer.report import game_report  # noqa: E402
from rules.resolve.ruleset import list_rulesets  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--policy", default=None)
    ap.add_argument("--out", type=Path, default=None, help="write the reports here")
    args = ap.parse_args()
    with_rules = {n.split("/")[0] for n in list_rulesets()}
    start = time.perf_counter()
    rows = []
    for fam in families():
        games = [g for g in fam if g in with_rules]
        if not games:
            continue
        t0 = time.perf_counter()
        reports = {lang: game_report(games, deals=args.deals, policy=args.policy, lang=lang)
                   for lang in ("en", "ru")}
        for lang, rep in reports.items():
            for fmt in FORMATS:
                text = render(rep, fmt)
                if args.out:
                    args.out.mkdir(parents=True, exist_ok=True)
                    ext = {"text": "txt"}.get(fmt, fmt)
                    (args.out / f"{'+'.join(games)}.{lang}.{ext}").write_text(text, encoding="utf-8")
        dt = time.perf_counter() - t0
        n = len(reports["en"]["variants"])
        rows.append((",".join(games), n, len(reports["en"]["comparisons"]), dt))
        print(f"{','.join(games):60} {n:3} variants {len(reports['en']['comparisons']):3} comparisons "
              f"{dt:7.1f} s", flush=True)
    t0 = time.perf_counter()
    g = build_graph(deals=args.deals, policy=args.policy)
    for fmt in ("graphml", "json", "dot", "tei"):
        text = write(g, fmt)
        if args.out:
            (args.out / f"graph.{fmt}").write_text(text, encoding="utf-8")
    print(f"{'variant graph':60} {g.number_of_nodes():3} nodes {g.number_of_edges():4} edges "
          f"{time.perf_counter() - t0:7.1f} s")
    print(f"total: {time.perf_counter() - start:.1f} s for {sum(r[1] for r in rows)} variants, "
          f"{args.deals} deals each (policy {args.policy or 'default'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
