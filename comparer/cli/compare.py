"""``variorum collate``, ``variorum compare`` and ``variorum graph``: the comparer at the terminal.

* ``collate GAME|VARIANT[,…]``: the table slot x variant (text, CSV, JSON, TEI apparatus);
* ``compare R1 R2``: every differing slot, cosmetic or substantive, with measured effects;
  ``compare GAME[,GAME…]``: every variant of the games against its reference, with lineage;
* ``graph [GAME]``: the variant graph as GraphML, node-link JSON, dot or TEI.

A variant is a ruleset id, optionally with readings: ``besieged-city/ru-24-patiences@high-first``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from comparer.cli.argtypes import count, deal_number, output_file, paired_deals
from rules.errors import VariorumError
from rules.files import write_text_atomic

OUTPUT_HELP = "write to FILE instead of stdout (an existing FILE is replaced, whole or not at all)"
VARIANT_HELP = ("a ruleset (game/source, see `variorum rules list`), optionally with readings "
                "(game/source@reading+reading), or a game id (its rulesets and their readings)")


def register(sub: Any) -> None:
    c = sub.add_parser(
        "collate", help="the rules of several sources side by side, slot by slot",
        description="Collate the rulesets of one or more games (or named rulesets): one row per "
                    "slot, one column per ruleset; each cell agree / differ / silent / inherited "
                    "/ editorial / reading, with the value in words, its status and the quoted "
                    "evidence (original and, where the corpus links one, translation). The first "
                    "ruleset is the base. Related games line up through their group maps.")
    c.add_argument("what", metavar="GAME|RULESET[,…]", help=VARIANT_HELP + "; several joined by commas")
    c.add_argument("--format", choices=("text", "csv", "json", "tei"), default="text",
                   help="text table (the slots that vary), CSV or JSON (one record per cell), or "
                        "a TEI <listApp> apparatus")
    c.add_argument("--lang", choices=("en", "ru"), default="en")
    c.add_argument("--all", action="store_true", help="text: every slot, not only those that vary")
    c.add_argument("--no-readings", action="store_true",
                   help="a game's rulesets under their default readings only")
    c.add_argument("-o", "--output", metavar="FILE", type=output_file, help=OUTPUT_HELP)
    c.set_defaults(func=cmd_collate)

    p = sub.add_parser(
        "compare", help="what differs between two rulesets, and what changes the game",
        description="Compare two rulesets (R1 R2), or every ruleset of one or more games (GAME "
                    "or GAME,GAME). Each differing slot is cosmetic (giving R1 that value leaves "
                    "its compiled rules equal) or substantive; substantive slots and the pair are "
                    "measured by playing the same seeded deals with the same policy: win rates "
                    "with Wilson 95%% intervals, deals won by one and lost by the other, McNemar's "
                    "exact test, share of deals whose result changes.")
    p.add_argument("what", nargs="+", metavar="R1 R2 | GAME[,GAME…]", help=VARIANT_HELP)
    p.add_argument("--format", choices=("text", "md", "json", "html"), default="text",
                   help="text, Markdown, JSON (with one record per slot) or self-contained HTML")
    p.add_argument("--lang", choices=("en", "ru"), default="en")
    p.add_argument("--deals", type=paired_deals, default=200,
                   help="deals played per ruleset for the measured effects (default 200; 0: none; at most 1,000,000)")
    p.add_argument("--policy", default=None,
                   help="who plays the deals (default: the policy `simulate` uses for the "
                        "first ruleset's game, the strongest that finishes in reasonable time)")
    p.add_argument("--seed-start", type=deal_number, default=0, help="first deal number (default 0)")
    p.add_argument("--workers", type=count, default=1, help="processes (results equal a serial run)")
    p.add_argument("--cache", nargs="?", const="results/cache", default=None, metavar="DIR",
                   help="keep each spec's outcome list under DIR (default results/cache, beside "
                        "the odds audit's cells) and read it back instead of playing again; the "
                        "site shows the measured effects it finds there")
    p.add_argument("-o", "--output", metavar="FILE", type=output_file, help=OUTPUT_HELP)
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_compare)

    g = sub.add_parser(
        "graph", help="the variant graph: games, rulesets, sources, witnesses and their relations",
        description="The variant graph: documented relations (follows, translation-of, "
                    "witness-of, variant-of, alias-of, reports) with their claims, the editorial "
                    "borrowings (a ruleset borrows unstated rules from another), computed ones "
                    "(same-play classes, substantive and outcome distance) and the inferred "
                    "lineage.  The lineage's disagreements with the documented one (the earlier "
                    "ruleset each borrows unstated rules from) go to stderr, with every borrowing "
                    "from a later source, which is not lineage.")
    g.add_argument("game", nargs="?", help="a game id (its family of related games); default: all")
    g.add_argument("--format", choices=("graphml", "json", "dot", "tei"), default="graphml")
    g.add_argument("--lang", choices=("en", "ru"), default="en")
    g.add_argument("--deals", type=paired_deals, default=0,
                   help="deals per ruleset for the outcome distances (default 0: none; at most 1,000,000)")
    g.add_argument("--policy", default=None,
                   help="who plays them (default: the policy `simulate` uses for each game)")
    g.add_argument("-o", "--output", metavar="FILE", type=output_file, help=OUTPUT_HELP)
    g.set_defaults(func=cmd_graph)


def _emit(text: str, output: str | None) -> None:
    if output:
        write_text_atomic(output, text)
    else:
        sys.stdout.write(text)


def _names(text: str) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()]


def cmd_collate(args: argparse.Namespace) -> int:
    from comparer.cli.arguments import variants as known
    from comparer.collate import collate
    from comparer.render import render_collation
    from comparer.variants import expand

    variants = expand(known(_names(args.what)), readings=not args.no_readings)
    col = collate(variants)
    _emit(render_collation(col, args.format, args.lang, args.all), args.output)
    return 0


def _check_policy(args: argparse.Namespace) -> None:
    if args.policy:
        from rules.play.policies import get_policy

        get_policy(args.policy)


def cmd_compare(args: argparse.Namespace) -> int:
    from comparer.cli.arguments import variants
    from comparer.render import render
    from comparer.report import game_report, pair_report
    from comparer.variants import Variant

    _check_policy(args)
    names = variants([n for w in args.what for n in _names(w)])
    pair = len(args.what) == 2 and all("/" in w for w in args.what)
    if len(args.what) > 1 and not pair:
        raise VariorumError("compare takes two rulesets (R1 R2) or games joined by commas (GAME,GAME)")
    bar = _progress(args)
    try:
        kw = dict(deals=args.deals, policy=args.policy, seed_start=args.seed_start, lang=args.lang,
                  workers=args.workers, progress=bar.update if bar else None, store=_store(args))
        if pair:
            a, b = (Variant.parse(x) for x in args.what)
            report = pair_report(a, b, **kw)
        else:
            report = game_report(names, **kw)
    finally:
        if bar:
            bar.close()
    _emit(render(report, args.format), args.output)
    return 0


def _store(args: argparse.Namespace) -> Any:
    if args.cache is None:
        return None
    from comparer.audit import CACHE_DIR
    from comparer.effects import Store

    return Store(CACHE_DIR if args.cache == "results/cache" else Path(args.cache))


def _progress(args: argparse.Namespace) -> Any:
    if args.no_progress or args.deals == 0 or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(desc="playing", unit="deal", file=sys.stderr, leave=False)


def cmd_graph(args: argparse.Namespace) -> int:
    from comparer.cli import arguments
    from comparer.graph import build_graph, later_borrowings, lineage, write
    from rules.resolve.ruleset import list_rulesets

    _check_policy(args)
    if args.game:
        arguments.game(args.game)
    started = time.perf_counter()
    g = build_graph([args.game] if args.game else None, deals=args.deals, policy=args.policy)
    _emit(write(g, args.format, args.lang), args.output)
    games = sorted({d["game"] for _, d in g.nodes(data=True) if d.get("kind") == "ruleset"})
    with_rules = {n.split("/")[0] for n in list_rulesets()}
    for game in games:
        if game not in with_rules:
            continue
        for d in lineage(game):
            tie = " (tie)" if d.tie else ""
            print(f"lineage {game}: {d.ruleset}: documented {d.documented or '-'} "
                  f"[{d.documented_distance}], inferred {d.inferred or '-'} [{d.inferred_distance}]{tie}",
                  file=sys.stderr)
        for borrower, lender in later_borrowings(game):
            print(f"lineage {game}: {borrower} borrows unstated rules from {lender}, a later source: "
                  "not lineage", file=sys.stderr)
    print(f"graph: {g.number_of_nodes()} nodes, {g.number_of_edges()} edges "
          f"({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    return 0
