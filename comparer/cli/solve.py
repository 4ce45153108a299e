"""``variorum solve`` (the exact solver on one deal) and ``variorum audit-odds``.

``solve`` prints a winning line for a player who knows the order of the stock, or says that no
line wins, or that it gave up within its limits; ``--out FILE`` writes the line as a game
record that ``variorum play --load FILE`` replays.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from comparer.cli.argtypes import count, deal_number, folder_to_write, output_file, positive_seconds, readings
from rules.errors import VariorumError


def register(subparsers: Any) -> None:
    s = subparsers.add_parser(
        "solve", help="can this deal be won by a player who knows the stock? (exact solver)",
        description="Search every line of play of one seeded deal, knowing the order of the "
                    "stock (the 'thoughtful' game: an upper bound on any player). Prints a "
                    "winning line, or proves that none exists, or says it gave up at its "
                    "node or time limit.")
    s.add_argument("ruleset", metavar="RULESET", help="ruleset id, e.g. queens-audience/dick-1883")
    s.add_argument("--seed", type=deal_number, required=True, help="deal number (0 or more)")
    s.add_argument("--reading", type=readings, default=None, help="declared reading(s), joined with +")
    s.add_argument("--nodes", type=count, default=2_000_000,
                   help="give up after this many positions (default 2,000,000)")
    s.add_argument("--seconds", type=positive_seconds, default=60.0,
                   help="give up after this many CPU seconds (default 60)")
    s.add_argument("--out", metavar="FILE", type=output_file,
                   help="write the winning line as a game record (for `play --load FILE`); "
                        "an existing FILE is replaced")
    s.add_argument("--format", choices=("text", "json"), default="text",
                   help="a line of text (default), or JSON for notebooks: the record, the "
                        "outcome and the limits")
    s.set_defaults(func=cmd_solve)

    a = subparsers.add_parser(
        "audit-odds", help="check every stated chance of winning against simulation",
        description="For every stated chance of winning in the corpus (a number, 'N in M' or "
                    "words, read through comparer/data/odds_words.toml), play its game's "
                    "rulesets under every combination of declared readings with every policy "
                    "(random, greedy, lookahead, expert, and the clairvoyant solver) and give a "
                    "verdict: consistent, reproduced only under some readings and players, or "
                    "contradicted by every reading tried. Results are cached in results/cache "
                    "by (spec hash, policy and its parameters, solver version, seed range).")
    a.add_argument("game", nargs="?", default=None, help="one game (default: every game with "
                   "a stated figure)")
    a.add_argument("--format", choices=("text", "json", "md", "html"), default="text",
                   help="text table (default), JSON for notebooks, Markdown, or an HTML page")
    a.add_argument("--deals", type=count, default=None,
                   help="deals per cell (default: per policy, see comparer/audit.py)")
    a.add_argument("--cache", default=None, type=folder_to_write, help="cache directory (default results/cache)")
    a.add_argument("--no-compute", action="store_true",
                   help="use cached results only; cells not in the cache are left empty")
    a.add_argument("--no-progress", action="store_true", help="no progress bar")
    a.set_defaults(func=cmd_audit)


def cmd_solve(args: argparse.Namespace) -> int:
    from comparer.cli.arguments import spec_for
    from rules.engine.state import new_game
    from rules.play.solver import Limits, solve

    spec = spec_for(args.ruleset, args.reading)
    limits = Limits(nodes=args.nodes, seconds=args.seconds)
    out = solve(new_game(spec, args.seed), limits)
    record = {"ruleset": args.ruleset, "reading": args.reading, "seed": args.seed,
              "moves": [str(m) for m in out.line]}
    if args.out:
        if out.status != "won":
            raise VariorumError(f"{args.ruleset} seed {args.seed}: no winning line to write "
                                f"({_verdict(out, limits)}, {out.nodes:,} positions searched)")
        from rules.play.record import save_record

        save_record(args.out, record)
    if args.format == "json":
        json.dump({**record, **out.as_dict(), "limits": {"nodes": limits.nodes,
                                                         "seconds": limits.seconds}},
                  sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0
    print(f"{args.ruleset}{' [' + args.reading + ']' if args.reading else ''} seed {args.seed}: "
          f"{_verdict(out, limits)} ({out.nodes:,} positions searched, {out.safe:,} safe "
          f"moves played, {out.seconds:.3f} CPU s, {out.engine} search)")
    if out.status == "won":
        print(f"winning line ({len(out.line)} moves):")
        print(" ".join(str(m) for m in out.line))
        if args.out:
            print(f"written to {args.out} (replay with: variorum play --load {args.out})")
    return 0


def _verdict(out: Any, limits: Any) -> str:
    if out.status == "won":
        return "won"
    if out.status == "lost":
        return "no winning line exists (proved)"
    if out.reason == "node limit":
        return "gave up at the node limit"  # the positions searched are said beside it
    if out.reason == "time limit":
        return f"gave up at the time limit of {limits.seconds:g} CPU s"
    return f"gave up ({out.reason}; limits {limits.describe()})"


def cmd_audit(args: argparse.Namespace) -> int:
    from comparer.audit import run_audit
    from comparer.cli.arguments import game

    if args.game is not None:
        game(args.game)
    return run_audit(args)
