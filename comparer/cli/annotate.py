"""``variorum annotate``: automatic claims from a witness or a plain text.

    variorum annotate WITNESS [--format jsonl|tei|text] [--write]
    variorum annotate FILE.txt --lang en|ru|ru-petr1708 --game GAME [--format ...]
    variorum annotate --evaluate [--heldout DIR ...] [--misses | --misses-held-out] [--causes] [--format json|text]
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
    p.add_argument("--heldout", type=Path, metavar="DIR", action="append",
                   help="held-out texts for --evaluate (default: the sets shipped in "
                        "corpus/annotate/heldout): a folder of the first set's kind (texts, "
                        "gold-curated-conventions.jsonl and gold.jsonl, later sets in set-* "
                        "subfolders) or one later set (texts and gold.jsonl); may be given "
                        "several times, each set is scored on its own, per language")
    p.add_argument("--misses", action="store_true",
                   help="with --evaluate: list the misses and false claims (executable slots) of "
                        "the later sets that may be tuned on, line by line, with what the "
                        "annotator said instead; held-out sets (heldout/sets.toml) are not listed")
    p.add_argument("--misses-held-out", action="store_true",
                   help="with --evaluate: list the misses of the held-out sets (with --misses: "
                        "of every set); for the lead, since nobody tunes on them")
    p.add_argument("--causes", action="store_true",
                   help="with --evaluate: count the misses and false claims (executable slots) of "
                        "every later set by cause, per language (a pile the text names in words "
                        "never read, a wrong value, another group, a line read as nothing ...); "
                        "counts only, so held-out sets are shown too")
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
    from corpus.annotate.causes import format_causes, miss_causes
    from corpus.annotate.evaluate import (
        HELDOUT_DIR,
        corpus_evaluation,
        format_misses,
        format_scores,
        heldout_evaluation,
        heldout_lines,
        miss_rows,
    )

    first, sets = _heldout_folders(args.heldout)  # bad folders and gold lines refused before any work
    corpus_scores = corpus_evaluation()
    scores: dict[str, Any] = {"corpus": corpus_scores}
    titles = {"corpus": "corpus (automatic vs curated claims)"}
    if first is not None:
        scores["heldout"] = heldout_evaluation(first)
        scores["heldout_blind_gold"] = heldout_evaluation(first, "gold.jsonl")
        # the shipped first set has been tuned on since it was written: its title says so
        shipped = first.resolve() == HELDOUT_DIR.resolve()
        name = "set A, the first held-out texts (tuned on in later sessions)" if shipped \
            else f"held-out texts in {first}"
        titles["heldout"] = f"{name}: gold in the curators' conventions"
        titles["heldout_blind_gold"] = f"{name}: blind gold, written before the curated claims"
    for s in sets:  # the later sets, each scored on its own
        scores[s.key] = heldout_evaluation(s.path, "gold.jsonl")
        titles[s.key] = s.title
    causes = {s.key: miss_causes(scores[s.key]) for s in sets} if args.causes else {}
    if args.format == "json":
        out = {k: v.as_dict() | ({"causes": causes[k]} if k in causes else {}) for k, v in scores.items()}
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    for key, s in scores.items():
        if key != "corpus":
            print()
        print("corpus: no curated claims yet" if key == "corpus" and s.total.gold == 0
              else format_scores(s, titles[key]))
    if args.misses or args.misses_held_out:
        shown = [s for s in sets if s.held_out == bool(args.misses_held_out) or not s.held_out and args.misses]
        for s in shown:
            print()
            print(format_misses(miss_rows(scores[s.key], heldout_lines(s.path)), f"misses of {s.title}"))
        hidden = [s.title for s in sets if s not in shown and s.held_out]
        if hidden:
            print()
            print(f"misses not listed: {'; '.join(hidden)} (held out: never tuned on; --misses-held-out "
                  "lists them, for the lead)")
    for s in sets:
        if s.key in causes:
            print()
            print(format_causes(causes[s.key], f"causes of the misses of {s.title}"))
    return 0


def _heldout_folders(folders: list[Path] | None) -> tuple[Path | None, list[Any]]:
    """The folder of the first set's kind (texts with both gold files; at most one) and the later
    sets among the ``--heldout`` folders (default: the shipped one); every gold file is read, so
    a bad folder or gold line is refused (one line) before the corpus is annotated."""
    from corpus.annotate.evaluate import HELDOUT_DIR, gold_files, read_gold
    from corpus.annotate.heldout_sets import is_single_set, later_sets, set_of

    first: Path | None = None
    sets = []
    for folder in folders or [HELDOUT_DIR]:
        if is_single_set(folder):
            sets.append(set_of(folder))
            continue
        if first is not None:
            raise VariorumError(f"annotate: --heldout {folder}: only one folder of the first set's kind "
                                f"(with gold-curated-conventions.jsonl) at a time; {first} is one")
        first = folder
        gold_files(folder)
        sets.extend(later_sets(folder))
    keys = [s.key for s in sets]
    for s in sets:
        if keys.count(s.key) > 1:
            raise VariorumError(f"annotate: --heldout: two sets named {s.path.name}; give one of them")
    for path in ([first / "gold-curated-conventions.jsonl", first / "gold.jsonl"] if first else []) + \
            [s.path / "gold.jsonl" for s in sets]:
        read_gold(path)
    return first, sets


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
