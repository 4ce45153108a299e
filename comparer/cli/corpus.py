"""``variorum corpus list | show | validate | import``."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

from comparer.cli.table import text_table
from rules.errors import CorpusError, FileAccessError

if TYPE_CHECKING:
    from corpus.model import Segment



def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("corpus", help="list, show and validate the TEI corpus",
                       description="Read the TEI witnesses of the corpus.")
    csub = p.add_subparsers(dest="corpus_command", metavar="SUBCOMMAND", required=True)

    ls = csub.add_parser("list", help="the witnesses, their sources and markup counts")
    ls.add_argument("--format", choices=("text", "json"), default="text")
    ls.set_defaults(func=cmd_list)

    show = csub.add_parser(
        "show", help="print a witness segment by segment",
        description="Print a witness (or a document holding several witnesses) one segment per "
                    "line: the segment id, then its text in the original spelling (orig) or the "
                    "regularised one (reg: modern spelling, OCR and translation errors corrected).")
    show.add_argument("witness", metavar="WITNESS", help="a witness id or a document (file) name; see `corpus list`")
    show.add_argument("--lang", choices=("ru", "en"), help="only segments in this language; for a "
                      "witness in the other language, show its linked translations instead")
    show.add_argument("--form", choices=("orig", "reg"), default="orig")
    show.add_argument("--format", choices=("text", "json"), default="text")
    show.set_defaults(func=cmd_show)

    val = csub.add_parser(
        "validate", help="check every file: syntax, schemas, pointers",
        description="Validate the bibliography and every witness file against the project schema "
                    "and (when found) TEI's tei_all, and check that every #id pointer resolves. "
                    "Prints each problem as file:line: message; exit status 1 if any, 2 (one line) "
                    "for a file or schema that is not there or not usable. Another corpus folder: "
                    "$VARIORUM_CORPUS.")
    val.add_argument("files", nargs="*", type=Path, help="files to check (default: the whole corpus)")
    val.add_argument("--tei-all", type=Path, metavar="RNG",
                     help="path to tei_all.rng (default: $VARIORUM_TEI_ALL or ../shared/schemas/tei_all.rng)")
    val.add_argument("--no-tei-all", action="store_true", help="skip the (slow) full TEI check")
    val.set_defaults(func=cmd_validate)
    _register_import(csub)


def _register_import(csub: argparse._SubParsersAction) -> None:
    imp = csub.add_parser(
        "import", help="a plain text or TEI fragment as a new TEI witness",
        description="Make a new witness of the corpus from a text file: plain text (UTF-8, or the "
                    "encoding named; one line is one paragraph, short lines without sentence "
                    "punctuation are headings, paragraphs are split into sentences with stable "
                    "ids) or a TEI fragment (body content). Pre-reform Russian (--lang "
                    "ru-petr1708) gets orig/reg choices from the normaliser. A new --source gets a "
                    "bibliography entry (--title needed). Both files are validated (project "
                    "schema, tei_all when found, pointers) before anything is written.")
    imp.add_argument("file", type=Path, metavar="FILE", help="the text file (.txt) or TEI fragment (.xml)")
    imp.add_argument("--lang", required=True, choices=("en", "ru", "ru-petr1708"),
                     help="language of the text; ru-petr1708 for pre-1918 spelling")
    imp.add_argument("--source", required=True, metavar="ID",
                     help="bibliography id of the source the text is a witness of (new or known)")
    imp.add_argument("--title", help="title of a new source (required when --source is new)")
    imp.add_argument("--author", action="append", default=[], metavar="NAME",
                     help="an author of a new source (repeat for several)")
    imp.add_argument("--date", help="date of a new source: 1883, 1914-05, or words ('c. 1870')")
    imp.add_argument("--source-type", default="book",
                     choices=("book", "article", "manuscript", "wiki", "web", "software"),
                     help="kind of a new source (default book)")
    imp.add_argument("--witness-of", metavar="ID",
                     help="the source is a version (copy, edition, retelling) of this known source: "
                          "relation witnessOf in the bibliography")
    imp.add_argument("--translation-of", metavar="WITNESS",
                     help="the text translates this witness: relation translationOf between the "
                          "sources, and sentence links when the sentences match one for one")
    imp.add_argument("--encoding", help="encoding of the file (default UTF-8; e.g. cp1251, utf-16)")
    imp.add_argument("--id", dest="witness_id", metavar="WITNESS",
                     help="witness id (default SOURCE-LANG, e.g. my-book-ru); the file is WITNESS.xml")
    imp.add_argument("--kind", action="append", default=[], choices=("print", "ocr", "wiki", "mt"),
                     help="what kind of text the witness is (repeat for several)")
    imp.add_argument("--dry-run", action="store_true",
                     help="print the files that would be written, write nothing")
    imp.set_defaults(func=cmd_import)


def cmd_list(args: argparse.Namespace) -> int:
    import corpus

    c = corpus.load()
    rows: list[dict[str, Any]] = []
    for w in c.witnesses.values():
        src = c.sources.get(w.source)
        rows.append({
            "witness": w.id, "document": w.document, "lang": w.lang, "kinds": list(w.kinds),
            "source": w.source, "source_title": src.title if src else None, **w.counts,
        })
    if args.format == "json":
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(text_table(["witness", "lang", "kinds", "segs", "orig/reg", "sic/corr", "source"],
                     [[r["witness"], r["lang"], ",".join(r["kinds"]), str(r["segments"]),
                       str(r.get("orig/reg", "-")), str(r.get("sic/corr", "-")), r["source"]]
                      for r in rows], right={"segs", "orig/reg", "sic/corr"}))
    print(f"\n{len(rows)} witnesses in {len(c.documents)} documents; {len(c.segments)} segments; "
          f"{len(c.links)} translation links; {len(c.sources)} sources in the bibliography")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    import corpus
    from comparer.cli.arguments import witnesses

    c = corpus.load()
    out: list[tuple[Segment, str | None]] = []
    for wid in witnesses(c, args.witness, args.lang):
        w = c.witness(wid)
        same_lang = args.lang is None or w.lang.split("-")[0] == args.lang
        for seg in c.segments_of(wid):
            if same_lang:
                out.append((seg, None))
                continue
            for t in c.translations_of(seg.id):
                if t.lang.split("-")[0] == args.lang:
                    out.append((t, seg.id))
    if not out:
        lang = {"en": "English", "ru": "Russian"}.get(args.lang or "", args.lang)
        raise CorpusError(f"corpus show {args.witness}: nothing in {lang}: the witness is in "
                          f"{', '.join(sorted({c.witness(w).lang for w in c.witness_ids(args.witness)}))} "
                          f"and none of its segments is linked to a translation in {lang}")
    if args.format == "json":
        json.dump([{**asdict(s), "text": s.text(args.form), "translates": via} for s, via in out],
                  sys.stdout, ensure_ascii=False, indent=2, default=str)
        print()
        return 0
    width = max((len(s.id) for s, _ in out), default=0)
    for seg, via in out:
        prefix = f"{seg.id:{width}}  "
        print(prefix + seg.text(args.form) + (f"   [↔ {via}]" if via else ""))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    import corpus
    from corpus.validate import default_tei_all, validate

    files = args.files or corpus.corpus_files()
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        raise FileAccessError(f"corpus validate: no such file: {', '.join(missing)}")
    tei_all = None
    if not args.no_tei_all:
        tei_all = args.tei_all or default_tei_all()
        if tei_all is None:
            print("note: tei_all.rng not found (set VARIORUM_TEI_ALL); checking the project schema only",
                  file=sys.stderr)
    problems = validate(files, corpus.SCHEMA, tei_all)
    for p in problems:
        print(p)
    checked = "project schema" + (f" + tei_all ({tei_all})" if tei_all else "")
    status = f"{len(problems)} problem(s)" if problems else "no problems"
    print(f"{len(files)} files checked ({checked}, pointers, NFC): {status}", file=sys.stderr)
    return 1 if problems else 0


def cmd_import(args: argparse.Namespace) -> int:
    from corpus.importer import ImportRequest, plan_import, write_plan

    req = ImportRequest(file=args.file, lang=args.lang, source=args.source, title=args.title,
                        authors=tuple(args.author), date=args.date, source_type=args.source_type,
                        witness_of=args.witness_of, translation_of=args.translation_of,
                        encoding=args.encoding, witness=args.witness_id, kinds=tuple(args.kind))
    plan = plan_import(req)
    for note in plan.notes:
        print(f"variorum: note: {note}", file=sys.stderr)
    if args.dry_run:
        for path, text in plan.files.items():
            print(f"=== would write {path}")
            print(text, end="" if text.endswith("\n") else "\n")
        print(f"dry run: {plan.summary()}; nothing written", file=sys.stderr)
        return 0
    for path in write_plan(plan):
        print(f"wrote {path}")
    print(plan.summary())
    return 0
