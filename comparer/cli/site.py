"""``variorum site``: build the static, bilingual, offline site (see :mod:`comparer.site`)."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

from rules.errors import FileAccessError, UsageError


def register(sub: Any) -> None:
    p = sub.add_parser(
        "site", help="build the static site: games, rulesets, witnesses, sources, comparisons",
        description="Write the static site (English and Russian, a language switch on every page) "
                    "of every game: its lineage drawn as SVG, collation, comparisons of each pair "
                    "of its rulesets; every ruleset's rules in words with their sources and quoted "
                    "words; every witness's text with its claims highlighted; every source; and "
                    "the downloads (GraphML, JSON, CSV, TEI). Works from file:// with no network. "
                    "Win rates come from the odds audit's cache (results/cache); nothing is played.")
    p.add_argument("--out", default="_site", metavar="DIR",
                   help="output folder (default _site), emptied first: a new folder, an empty one "
                        "or a site built before (a folder of other files is refused)")
    p.add_argument("--lang", choices=("en", "ru"), default="en",
                   help="the language DIR/index.html opens (both are always built)")
    p.add_argument("--serve", action="store_true",
                   help="after building, serve DIR on 127.0.0.1 (the ruleset pages' boards run Python "
                        "in the browser, which pages opened from disk cannot start); Ctrl-C stops")
    p.add_argument("--port", type=int, default=8000, help="the port --serve listens on (default 8000; 0: any free one)")
    p.set_defaults(func=cmd_site)


#: Words every page of a built site carries (site/templates/base.html): a folder whose
#: index.html has them was built by this command and may be emptied and built again.
SITE_MARK = "Patience Variorum"


def check_site_folder(out: Path) -> None:
    """Refuse an ``--out`` that is a file, cannot be made or written, or is a folder of other
    files (it is emptied before the build: ``--out ~/Documents`` must not delete them)."""
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out}: a file, not a folder")
    if out.is_dir() and any(out.iterdir()):
        index = out / "index.html"
        built = index.is_file() and SITE_MARK in index.read_text(encoding="utf-8", errors="replace")
        if not built:
            raise UsageError(f"--out {out}: a folder of other files (no site built by variorum); "
                             f"the build empties its folder, so name a new or empty one")
    parent = next((p for p in (out, *out.parents) if p.exists()), Path("."))
    if not os.access(parent, os.W_OK | os.X_OK):
        raise FileAccessError(f"cannot write {out}: permission denied", code="cannot-write",
                              path=str(out), reason="permission")


def cmd_site(args: argparse.Namespace) -> int:
    from comparer.site import build

    out = Path(args.out)
    check_site_folder(out)
    bar: Any = None
    if sys.stderr.isatty():
        from tqdm import tqdm

        bar = tqdm(desc="site", unit="page", file=sys.stderr, leave=False)

    def step(_path: str) -> None:
        if bar is not None:
            bar.update()

    started = time.perf_counter()
    try:
        stats = build(out, args.lang, progress=step)
    finally:
        if bar:
            bar.close()
    kinds = ", ".join(f"{n} {k}" for k, n in stats.pages.items())
    print(f"site: {sum(stats.pages.values())} pages ({kinds}); {stats.files} files, "
          f"{stats.bytes / 1e6:.1f} MB in {out}/ ({time.perf_counter() - started:.1f} s)", file=sys.stderr)
    from comparer.site.play import pyodide_dir, serve

    if pyodide_dir() is None:
        print("site: play in the browser is off (no node_modules/pyodide: run `npm ci`)", file=sys.stderr)
    if args.serve:
        serve(out, args.port, args.lang)
    return 0
