"""``variorum play`` and ``variorum simulate``: the engine at the terminal and in bulk.

Both get a spec from a ruleset name through ``comparer.cli.arguments`` (the one resolver of the
commands' names); only the engine modules are imported, so the commands start fast.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import time
from typing import TYPE_CHECKING, Any

from comparer.cli import arguments
from comparer.cli.argtypes import count, deal_number, folder_to_write, output_file, readings
from comparer.cli.table import text_table
from rules.errors import UsageError, VariorumError

if TYPE_CHECKING:
    from rules.engine.spec import Spec


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "play", help="play a ruleset at the terminal",
        description="Play a ruleset at the terminal: moves by pile names (a3>f2, a1+a7, "
                    "deal), hint, undo, save FILE, load FILE, help, quit.")
    p.add_argument("ruleset", nargs="?", help="ruleset id, e.g. queens-audience/dick-1883")
    p.add_argument("--seed", type=deal_number, default=None,
                   help="deal number, 0 or more (default: a new deal)")
    p.add_argument("--load", metavar="FILE",
                   help="continue a saved game record (its ruleset, reading and deal)")
    p.add_argument("--autosave", metavar="FILE", type=output_file,
                   help="write the game record to FILE after every move, undo and load (replaced "
                        "whole each time, so a crash or Ctrl-C loses nothing); continue it with "
                        "--load FILE")
    p.add_argument("--reading", type=readings,
                   help="a declared reading of the ruleset's ambiguous rules (several joined with +)")
    p.add_argument("--lang", choices=("en", "ru"), default="en",
                   help="the player's language: board, card names, prompts, help, refusals")
    p.set_defaults(func=cmd_play)

    s = subparsers.add_parser(
        "simulate", help="play many seeded deals with a policy; win rate with a 95%% interval",
        description="Play seeded deals of each ruleset with a policy and report the win rate "
                    "(Wilson 95% interval), moves and decisions per game and cards left at a "
                    "loss. Deal N is the same deal in every run and every tool that follows "
                    "docs/ENGINE.md, so results are reproducible.")
    s.add_argument("rulesets", nargs="+", metavar="RULESET",
                   help="a ruleset id (see `variorum rules list`), a game (all its rulesets), "
                        "or `all`")
    s.add_argument("--deals", type=count, default=1000,
                   help="deals per ruleset (default 1000); played in blocks, so any number fits "
                        "in memory")
    s.add_argument("--policy", default=None,
                   help="random, greedy, lookahead, expert (cannot see the stock), solver (knows "
                        "the stock: an upper bound); default: the strongest that finishes in "
                        "reasonable time for the game (rules/play/default_policies.toml), "
                        "named in the output")
    s.add_argument("--reading", type=readings, default=None,
                   help="a declared reading (several joined with +); default: the defaults")
    s.add_argument("--all-readings", action="store_true",
                   help="simulate the default and every declared reading of each ruleset "
                        "(not with --reading)")
    s.add_argument("--seed-start", type=deal_number, default=0, help="first deal number (default 0)")
    s.add_argument("--workers", type=count, default=1, help="processes (results equal a serial run)")
    s.add_argument("--engine", choices=("auto", "kernel", "reference"), default="auto",
                   help="auto (default) and kernel: the compiled kernel where it covers the "
                        "ruleset and policy (greedy, random), else the reference engine, with a "
                        "note; reference: always the reference engine. Results are the same. "
                        "The solver policy's moves go on the engine chosen here; its searches "
                        "run on the kernel wherever it covers the ruleset")
    s.add_argument("--scheduler", metavar="ADDRESS",
                   help="run the blocks of deals on a Dask cluster (e.g. tcp://host:8786); "
                        "results equal a serial run")
    s.add_argument("--store", metavar="DIR", type=folder_to_write,
                   help="keep finished blocks of deals in DIR; a repeated or interrupted run "
                        "reads them back instead of playing them again")
    s.add_argument("--format", choices=("text", "json"), default="text",
                   help="text table, or JSON for notebooks")
    s.add_argument("--no-progress", action="store_true",
                   help="no progress bar (there is none when stderr is not a terminal)")
    s.set_defaults(func=cmd_simulate)


def cmd_play(args: argparse.Namespace) -> int:
    from comparer.terminal import Session, run
    from rules.play.record import load_record

    if args.load:
        if args.seed is not None or args.reading is not None:
            raise UsageError("--load continues the saved deal and reading: "
                             "--seed and --reading do not go with it")
        record = load_record(args.load)
        if args.ruleset and args.ruleset != record["ruleset"]:
            raise VariorumError(f"{args.load} is a game of {record['ruleset']}, "
                                f"not {args.ruleset}")
        session = Session.from_record(record, arguments.spec_for, lang=args.lang,
                                      autosave=args.autosave)
    else:
        if not args.ruleset:
            raise UsageError("play needs a ruleset (or --load FILE)")
        seed = args.seed if args.seed is not None else int(time.time()) % 1_000_000
        spec = arguments.spec_for(args.ruleset, args.reading)
        session = Session(spec, seed, args.ruleset, args.reading, args.lang, arguments.spec_for,
                          autosave=args.autosave)
    if isinstance(sys.stdin, io.TextIOWrapper):  # bytes that are not text are read, not fatal
        sys.stdin.reconfigure(errors="replace")
    return run(session, sys.stdin, sys.stdout)


def cmd_simulate(args: argparse.Namespace) -> int:
    if args.reading is not None and args.all_readings:
        raise UsageError("--reading and --all-readings contradict each other: "
                         "--all-readings already plays every reading")
    from rules.play.policies import get_policy

    if args.policy is not None:
        get_policy(args.policy)  # an unknown name fails here, before any work
    jobs: list[tuple[str, str | None]] = []
    for name in arguments.rulesets(args.rulesets):
        readings = arguments.readings_of(name) if args.all_readings else [args.reading]
        jobs.extend((name, r) for r in readings)
    specs = [(name, reading, arguments.spec_for(name, reading)) for name, reading in jobs]
    store = None
    if args.store:
        from rules.play.store import ResultsStore

        store = ResultsStore(args.store)
    try:
        results = _simulate_all(args, specs, store)
    except KeyboardInterrupt:
        kept = (f"{store.computed:,} deals finished in this run are kept in {args.store}; the same "
                f"command goes on from them" if store else
                "nothing kept (with --store DIR finished deals are kept and a rerun goes on from them)")
        print(f"variorum: interrupted: {kept}", file=sys.stderr)
        return 130
    _print_results(args, results)
    return 0


def _simulate_all(args: argparse.Namespace, specs: list[tuple[str, str | None, Spec]],
                  store: Any) -> list[dict[str, Any]]:
    """Simulate each (ruleset, reading, spec); the results in that order."""
    from rules.play.simulate import simulate

    results = []
    for name, reading, spec in specs:
        policy, why = _policy_for(args.policy, name)
        bar = _progress(args, name)
        try:
            r = simulate(spec, policy, args.deals, args.seed_start, args.workers,
                         progress=bar.update if bar else None, timing=True,
                         engine=args.engine, scheduler=args.scheduler, store=store)
        finally:
            if bar:
                bar.close()
        if "fallback" in r and args.engine != "reference":
            searched = ("; the solver's searches run on the kernel"
                        if r.get("search_engine") == "kernel" else "")
            sys.stderr.write(f"note: {name}{' [' + reading + ']' if reading else ''}: "
                             f"{r['fallback']}; the moves are played on the reference "
                             f"engine{searched}\n")
        r["ruleset"] = name
        r["reading"] = reading
        if why:
            r["policy_chosen_because"] = why
        results.append(r)
    return results


def _print_results(args: argparse.Namespace, results: list[dict[str, Any]]) -> None:
    if args.format == "json":
        json.dump(results if len(results) > 1 else results[0], sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(format_table(results) + "\n")
        for why in dict.fromkeys(f"{r['policy']} by default for {r['ruleset'].split('/')[0]}: "
                                 f"{r['policy_chosen_because']}" for r in results
                                 if "policy_chosen_because" in r):
            sys.stdout.write(why + "\n")


def _policy_for(asked: str | None, ruleset: str) -> tuple[str, str]:
    """The policy to simulate ``ruleset`` with, and why when it is the default."""
    if asked is not None:
        return asked, ""
    from rules.play.default_policy import default_policy

    return default_policy(ruleset)


def _progress(args: argparse.Namespace, name: str) -> Any:
    """A tqdm bar on stderr, only when stderr is a terminal (a log gets no bar lines)."""
    if args.no_progress or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=args.deals, desc=name, unit="deal", file=sys.stderr, leave=False)


def format_table(results: list[dict[str, Any]]) -> str:
    """Results as an aligned text table."""
    solver = any(r["policy"] == "solver" for r in results)
    head = ["ruleset", "reading", "policy", "deals", "wins", "win rate", "95% interval",
            *(["proved lost", "gave up", "interval, give-ups both ways"] if solver else []),
            "capped", "moves/game", "decisions/game", "cards left at loss", "s/deal median",
            "p99", "load s"]
    rows = []
    for r in results:
        lo, hi = r["wilson95"]
        extra = []
        if solver:
            glo, ghi = r.get("interval_with_give_ups", (lo, hi))
            extra = [str(r.get("proved_lost", 0)), str(r.get("gave_up", 0)),
                     f"{100 * glo:.1f}–{100 * ghi:.1f}%"]
        rows.append([r["ruleset"], r.get("reading") or "-", r["policy"], str(r["deals"]),
                     str(r["wins"]), f"{100 * r['win_rate']:.1f}%",
                     f"{100 * lo:.1f}–{100 * hi:.1f}%", *extra, str(r.get("capped", 0)),
                     f"{r['mean_moves']:.1f}", f"{r['mean_decisions']:.1f}",
                     f"{r['mean_cards_left_at_loss']:.1f}",
                     f"{r.get('seconds_median', 0.0):.4f}", f"{r.get('seconds_p99', 0.0):.4f}",
                     f"{r.get('seconds_load', 0.0):.2f}"])
    return text_table(head, rows, limits={"reading": 40}, right=set(head[3:])) + "\n" + TIMES_NOTE


#: Under the table of ``simulate``: what the seconds are.
TIMES_NOTE = ("s/deal: wall seconds per deal (median, 99th percentile), without what each process "
              "loads once before its first deal (the compiled kernel, a search's table): that is "
              "'load s', summed over the processes.")
