"""``variorum annotate``: automatic claims from a witness or a plain text.

    variorum annotate WITNESS [--format jsonl|tei|text] [--write]
    variorum annotate FILE.txt --lang en|ru|ru-petr1708 --game GAME [--format ...]
    variorum annotate --evaluate [--heldout DIR] [--misses] [--format json|text]
    variorum annotate --drift [--format json|text]

An automatic claim written to a witness (``--write``) or printed as TEI (``--format tei``)
keeps the ids of the rule and patterns that produced it in its ``note`` feature, and
``resp="auto:annotate-<version>"`` (see ``corpus.annotate.tei``).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from comparer.cli import arguments
from comparer.cli.table import text_table
from rules.errors import VariorumError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "annotate", help="find claims (slot = value) in a witness or a plain text",
        description="Run the rule-based English/Russian annotator over a corpus witness (or a "
                    "document holding several) or a plain UTF-8 text, one segment per line. Each "
                    "claim names its game, slot, value, the words (with start and end offsets "
                    "into the segment's original text), the segment, and the rule and patterns "
                    "that produced it.")
    p.add_argument("target", nargs="?", metavar="WITNESS|FILE.txt",
                   help="a witness id or document name (see `corpus list`), or a text file")
    p.add_argument("--lang", choices=("en", "ru", "ru-petr1708"),
                   help="language of a text file (required for one): en, ru (modern Russian) or "
                        "ru-petr1708 (pre-reform spelling; read through the normaliser, its claims "
                        "reported as ru-petr1708)")
    p.add_argument("--encoding", metavar="NAME",
                   help="encoding of a text file (default: UTF-8; a file in another encoding, "
                        "e.g. cp1251 or UTF-16, is refused with its likely name unless given here). "
                        "A text file may have at most 1 MB.")
    p.add_argument("--game", help="game the text is about (a game id of the vocabulary); for a "
                   "witness, overrides the game found from its sections")
    p.add_argument("--form", choices=("orig", "reg"), default="orig",
                   help="read a witness as printed (orig, default) or regularised (reg)")
    p.add_argument("--format", choices=("jsonl", "tei", "text", "json"), default="jsonl",
                   help="jsonl: one claim per line (default); tei: stand-off span/fs elements; "
                        "text: a table; json: for --evaluate and --drift")
    p.add_argument("--write", action="store_true",
                   help="add the claims to the witness file's stand-off (resp=\"auto:...\"); "
                        "curated claims are never changed; a second run changes nothing")
    p.add_argument("--evaluate", action="store_true",
                   help="score automatic claims against the curated ones and the held-out texts")
    p.add_argument("--heldout", type=Path, metavar="DIR",
                   help="held-out texts directory for --evaluate (default: the sets shipped in "
                        "corpus/annotate/heldout)")
    p.add_argument("--misses", action="store_true",
                   help="with --evaluate: list the held-out sets' misses and false claims (executable "
                        "slots), line by line, with what the annotator said instead")
    p.add_argument("--drift", action="store_true",
                   help="claims the Russian and English of seed 000 state differently, and claims "
                        "that machine-translation errors change")
    p.set_defaults(func=cmd_annotate)


def cmd_annotate(args: argparse.Namespace) -> int:
    if args.evaluate:
        return _evaluate(args)
    if args.drift:
        return _drift(args)
    if not args.target:
        raise VariorumError("annotate: give a WITNESS or FILE.txt (or --evaluate / --drift)")
    path = Path(args.target)
    if path.suffix == ".txt" or path.exists() or "/" in args.target:
        return _annotate_file(args, path)
    return _annotate_witnesses(args)


# -- plain text --------------------------------------------------------------------------------


def _annotate_file(args: argparse.Namespace, path: Path) -> int:
    from corpus.annotate import annotate_text
    from corpus.plain_text import read_text_file

    if args.write or args.format == "tei":
        option = "--write" if args.write else "--format tei"
        raise VariorumError(f"annotate: {option} needs a corpus witness (claims point at its "
                            "segments), not a text file")
    if not args.lang:
        raise VariorumError(f"annotate {path}: a text file needs --lang en|ru|ru-petr1708")
    if args.game:
        arguments.game(args.game)
    text = read_text_file(path, args.encoding)
    found = annotate_text(text, args.lang, args.game, stem=path.stem)
    if not args.game and not found:
        print(f"variorum: note: {path}: no --game given and no heading names a game", file=sys.stderr)
    _print(args, [(None, f) for f in found])
    return 0


# -- witnesses ---------------------------------------------------------------------------------


def _annotate_witnesses(args: argparse.Namespace) -> int:
    import corpus
    from corpus.annotate import annotate_witness

    c = corpus.load()
    wids = arguments.witnesses(c, args.target)
    if args.game:
        arguments.game(args.game)
    if args.write:
        if args.form != "orig":
            raise VariorumError("annotate: --write stores claims on the orig text only")
        return _write(c, wids, args.game)
    rows: list[tuple[str | None, Any]] = []
    for wid in wids:
        rows.extend((wid, f) for f in annotate_witness(c, wid, args.game, args.form))
    _print(args, rows, c)
    return 0


def to_claim(c: Any, wid: str, f: Any) -> Any:
    """The Claim (rules.claims) an automatic finding becomes in a witness file."""
    from corpus.annotate.tei import auto_claim

    return auto_claim(c, wid, f)


def _write(c: Any, wids: list[str], game: str | None) -> int:
    from corpus.annotate import annotate_witness
    from corpus.claims import write_automatic_claims
    from corpus.review import decided_ids

    # A file's previous automatic claims are replaced as a whole, so every witness of each file
    # touched is annotated again (not only the one asked for).
    files = {c.witness(w).file for w in wids}
    for path in sorted(files):
        all_wids = [w.id for w in c.witnesses.values() if w.file == path]
        decided = decided_ids(path)  # an editor accepted, corrected or rejected them
        claims = [claim for wid in all_wids for f in annotate_witness(c, wid, game if wid in wids else None)
                  if (claim := to_claim(c, wid, f)).id not in decided]
        report = write_automatic_claims(path, claims)
        print(f"{path.name}: {len(report.added)} added, {len(report.replaced)} replaced, "
              f"{len(report.removed)} removed, {len(report.unchanged)} unchanged"
              + ("" if report.changed else " (file not rewritten)"))
    return 0


# -- output ------------------------------------------------------------------------------------


def _print(args: argparse.Namespace, rows: list[tuple[str | None, Any]], c: Any = None) -> None:
    if args.format == "tei":
        _print_tei(rows, c)
        return
    if args.format == "text":
        table = [[f.game, f.slot, _value_text(f.value), f.rule, ",".join(f.segments) or "-",
                  f"«{f.text}»"] for _, f in rows]
        print(text_table(["game", "slot", "value", "rule", "segments", "words"], table,
                         limits={"game": 22, "slot": 28, "value": 34, "rule": 24, "segments": 30}))
        return
    for wid, f in rows:
        d = f.as_json()
        if wid:
            d["witness"] = wid
        if d["segment"] is None:
            del d["segment"]
        print(json.dumps(d, ensure_ascii=False))


def _value_text(v: Any) -> str:
    return ", ".join(map(str, v)) if isinstance(v, tuple) else str(v)


def _print_tei(rows: list[tuple[str | None, Any]], c: Any) -> None:
    from corpus.annotate.tei import standoff_text

    if c is None:
        raise VariorumError("annotate: --format tei needs a corpus witness (claims point at its segments)")
    print(standoff_text(to_claim(c, wid, f) for wid, f in rows if wid is not None))


# -- evaluation and drift -----------------------------------------------------------------------


def _evaluate(args: argparse.Namespace) -> int:
    from corpus.annotate.evaluate import (
        HELDOUT_B_DIR,
        HELDOUT_C_DIR,
        HELDOUT_DIR,
        corpus_evaluation,
        format_misses,
        format_scores,
        heldout_evaluation,
        heldout_lines,
        miss_rows,
    )

    from corpus.annotate.evaluate import gold_files
    directory = args.heldout or HELDOUT_DIR
    gold_files(directory)  # a bad --heldout is refused before the corpus is annotated
    corpus_scores = corpus_evaluation()
    held = heldout_evaluation(directory)
    blind = heldout_evaluation(directory, "gold.jsonl")
    later = {}  # the later sets, each scored on its own
    for key, name in (("heldout_set_b", HELDOUT_B_DIR.name), ("heldout_set_c", HELDOUT_C_DIR.name)):
        if (directory / name / "gold.jsonl").exists():
            later[key] = heldout_evaluation(directory / name, "gold.jsonl")
    if args.format == "json":
        json.dump({"corpus": corpus_scores.as_dict(), "heldout": held.as_dict(),
                   "heldout_blind_gold": blind.as_dict(), **{k: v.as_dict() for k, v in later.items()}},
                  sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    if corpus_scores.total.gold == 0:
        print("corpus: no curated claims yet")
    else:
        print(format_scores(corpus_scores, "corpus (automatic vs curated claims)"))
    print()
    print(format_scores(held, "held-out texts (gold in the curators' conventions)"))
    print()
    print(format_scores(blind, "held-out texts (blind gold, written before the curated claims)"))
    titles = {"heldout_set_b": "held-out set B (unseen: written before the second session's rules)",
              "heldout_set_c": "held-out set C (unseen: written before the grammar-level rules, never tuned on)"}
    for key, scores in later.items():
        print()
        print(format_scores(scores, titles[key]))
    if args.misses:
        dirs = {"heldout_set_b": directory / HELDOUT_B_DIR.name, "heldout_set_c": directory / HELDOUT_C_DIR.name}
        for key, scores in later.items():
            print()
            print(format_misses(miss_rows(scores, heldout_lines(dirs[key])), f"misses of {titles[key]}"))
    return 0


def _drift(args: argparse.Namespace) -> int:
    import corpus
    from corpus.annotate.drift import all_drift

    items = all_drift(corpus.load())
    if args.format == "json":
        json.dump([i.as_json() for i in items], sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    for i in items:
        print(i.describe())
    if not items:
        print("no drift found")
    return 0
