"""``variorum claims review WITNESS``: the editor's curation of automatic claims.

    variorum claims review W --list [--format text|json]
    variorum claims review W --editor NAME                      (prompt loop on stdin)
    variorum claims review W --editor NAME --decisions FILE     (JSON or TOML, for scripts)
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from comparer.cli.table import text_table
from rules.errors import VariorumError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("claims", help="curate the automatic claims of a witness",
                       description="Review what the annotator found (`annotate W --write`).")
    csub = p.add_subparsers(dest="claims_command", metavar="SUBCOMMAND", required=True)
    rv = csub.add_parser(
        "review", help="accept, reject or correct each automatic claim of a witness",
        description="List the automatic claims of a witness that no editor has decided on, with "
                    "their words and sentence, and let the editor accept, reject or correct each: "
                    "at a prompt (one claim at a time: a, r, c, s, q), or from a decisions file for "
                    "scripts (JSON or TOML: claim id, slot name or \"*\" -> \"accept\" | \"reject\" | "
                    "{value = ...}). Accepted and corrected claims become curated claims with the "
                    "editor as resp; rejected ones are removed; each decision is recorded in the "
                    "file's revisionDesc, so a later `annotate --write` proposes none again and "
                    "never touches a curated claim. The file is written once, atomically.")
    rv.add_argument("witness", metavar="WITNESS", help="a witness id (see `corpus list`)")
    rv.add_argument("--editor", metavar="NAME", help="who decides (becomes the curated claims' resp)")
    rv.add_argument("--decisions", type=Path, metavar="FILE", help="decisions file (JSON or TOML)")
    rv.add_argument("--list", action="store_true", help="only list the pending automatic claims")
    rv.add_argument("--format", choices=("text", "json"), default="text", help="for --list")
    rv.set_defaults(func=cmd_review)


def cmd_review(args: argparse.Namespace) -> int:
    import corpus
    from comparer.cli.arguments import witness
    from corpus.review import apply_decisions, ask, parse_decisions, pending, read_decisions

    c = corpus.load()
    w = c.witness(witness(c, args.witness))
    todo = pending(w.file, w.id)
    if args.list:
        _list(todo, c, args.format)
        return 0
    if not args.editor:
        raise VariorumError("claims review: give the editor's name with --editor NAME (or --list)")
    if args.decisions is not None:
        notes: list[str] = []
        decisions = parse_decisions(read_decisions(args.decisions), todo, str(args.decisions), notes)
        for note in notes:
            print(f"variorum: note: {note}", file=sys.stderr)
    elif not todo:
        decisions = {}
    else:
        decisions = ask(todo, lambda cl: _sentence(c, cl), _read, _write)
    report = apply_decisions(w.file, decisions, args.editor, w.id)
    print(report.summary())
    for auto, cur in report.accepted + report.corrected:
        print(f"  {auto} -> {cur}")
    return 0


def _read(prompt: str) -> str:
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline()
    if not line:
        raise EOFError
    return line


def _write(text: str) -> None:
    sys.stdout.write(text)


def _sentence(c: Any, claim: Any) -> str:
    ev = claim.evidence
    return " … ".join(c.segments[s].orig for s in ev.segments if s in c.segments) if ev else ""


def _list(todo: list[Any], c: Any, fmt: str) -> None:
    if fmt == "json":
        json.dump([{"id": cl.id, "game": cl.game, "slot": cl.slot,
                    "value": list(cl.value) if isinstance(cl.value, tuple) else cl.value,
                    "words": cl.evidence.quote if cl.evidence else "",
                    "segments": list(cl.evidence.segments) if cl.evidence else [],
                    "sentence": _sentence(c, cl), "note": cl.note} for cl in todo],
                  sys.stdout, ensure_ascii=False, indent=2)
        print()
        return
    rows = [[cl.id, cl.slot, ", ".join(map(str, cl.value)) if isinstance(cl.value, tuple) else str(cl.value),
             f"«{cl.evidence.quote if cl.evidence else ''}»"] for cl in todo]
    print(text_table(["claim", "slot", "value", "words"], rows,
                     limits={"claim": 44, "slot": 28, "value": 30, "words": 60}))
    print(f"\n{len(todo)} automatic claim(s) to review")
