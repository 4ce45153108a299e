"""The boards of the ruleset pages: what ``variorum site`` adds so that a reader plays each
source's rules in the browser.

Under ``play/`` the built site gets:

* ``pyodide/``: the files of the pinned Pyodide (CPython on WebAssembly) the browser needs,
  copied from ``node_modules/pyodide`` (``npm ci`` installs it from ``package-lock.json``);
  without them the site is built all the same and each board says in one line that play is off;
* ``engine.zip``: the Python the worker runs: the ``rules`` package's modules and data (not
  its ruleset files: the specs come compiled), :mod:`comparer.terminal` and
  :mod:`comparer.words` (the terminal player's words, so that refusals read the same), and
  :mod:`comparer.webplay`; nothing that needs the corpus, lxml or numba;
* ``data/G--S.json``: per ruleset, its compiled spec under every reading combination
  (:mod:`rules.engine.spec_json`) and the citations of their claims in both languages, quoted
  from the corpus here (the browser has no corpus);
* ``board.js``, ``worker.js``: the page's script and the Web Worker (``site/play/``).

Pages opened from disk (``file://``) cannot start Python (browsers refuse module loading and
fetches there), so :func:`serve` serves the site on 127.0.0.1 with ``.wasm`` as
``application/wasm`` (``variorum site --serve``).
"""

from __future__ import annotations

import functools
import http.server
import io
import json
import os
import zipfile
from pathlib import Path
from typing import Any, Callable

from comparer.webplay.game import WORDS

ROOT = Path(__file__).resolve().parents[2]
#: The Pyodide files the browser loads (the rest of the npm package is for Node and docs).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
#: The page's script and the worker (copied as they are).
ASSETS = ROOT / "site" / "play"
#: The packages the worker imports, as (folder, paths left out: the ruleset files, whose specs
#: come compiled, and the kernel's modules that need numpy and numba, which the browser lacks).
ENGINE_PACKAGES = (("rules", ("rulesets/", "kernel/core.py", "kernel/lower.py", "kernel/run.py")),
                   ("comparer/terminal", ()), ("comparer/words", ()), ("comparer/webplay", ()))
#: The deal a board shows first (``variorum play R --seed 0``).
DEFAULT_SEED = 0


def pyodide_dir() -> Path | None:
    """The installed Pyodide package (``$VARIORUM_PYODIDE`` or ``node_modules/pyodide``), or
    None when it is absent or incomplete."""
    where = Path(os.environ.get("VARIORUM_PYODIDE", ROOT / "node_modules" / "pyodide"))
    return where if all((where / f).is_file() for f in PYODIDE_FILES) else None


def engine_zip() -> bytes:
    """The worker's Python as one zip (fixed timestamps: the same files give the same bytes)."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("comparer/__init__.py", (2000, 1, 1, 0, 0, 0)),
                   (ROOT / "comparer" / "__init__.py").read_bytes())
        for folder, left_out in ENGINE_PACKAGES:
            base = ROOT / folder
            for path in sorted(base.rglob("*")):
                rel = path.relative_to(base)
                if path.suffix not in (".py", ".toml") or rel.as_posix().startswith(left_out) \
                        or "__pycache__" in rel.parts:
                    continue
                info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), (2000, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(info, path.read_bytes())
    return buf.getvalue()


def reading_label(ruleset: str, combination: str | None, lang: str) -> str:
    """A reading combination in words: each reading's label, joined (the defaults: so said)."""
    from rules.resolve.ruleset import all_readings, load

    if not combination:
        return WORDS[lang]["defaults"]
    labels = {r.name: r.label(lang) for r in all_readings(load(ruleset))}
    return " + ".join(f"{labels.get(n, n)} ({n})" for n in combination.split("+"))


def play_data(ruleset: str) -> dict[str, Any]:
    """What the worker needs for one ruleset: its specs by reading combination (``""`` for the
    defaults), the names of the default readings (a game record may name them) and the citations of the claims behind them, in English and Russian, as the
    terminal player quotes them."""
    import corpus
    from comparer.audit import reading_combinations
    from comparer.specs import corpus_claims, spec_for
    from comparer.words import Quoter
    from rules.engine.spec_json import spec_data

    specs = {c or "": spec_for(ruleset, c) for c in reading_combinations(ruleset)}
    claims = list(corpus_claims())
    by_id = {c.id: c for c in claims}
    cited = sorted({cid for s in specs.values() for _slot, ids in s.provenance for cid in ids
                    if cid in by_id})
    corp = corpus.load()
    citations = {}
    for lang in ("en", "ru"):
        quoter = Quoter(corp, claims, lang)
        citations[lang] = {cid: quoter.citation(by_id[cid]) for cid in cited}
    from rules.resolve.ruleset import all_readings, load

    defaults = sorted(r.name for r in all_readings(load(ruleset)) if r.default)
    return {"format": "variorum-play/1", "ruleset": ruleset,
            "specs": {k: spec_data(s) for k, s in specs.items()}, "defaults": defaults,
            "citations": citations}


def board_context(ruleset: str, lang: str, file: str, up: str, on: bool) -> dict[str, Any]:
    """The board part of a ruleset page: the default deal drawn here, the reading chooser, the
    words, where the play files are (``up``: the way back to the language root)."""
    from comparer.audit import reading_combinations
    from comparer.specs import spec_for
    from comparer.terminal.session import Session
    from comparer.webplay.board import board_html
    from comparer.webplay.game import status_line
    from markupsafe import Markup

    session = Session(spec_for(ruleset), DEFAULT_SEED, ruleset, None, lang)
    return {"on": on, "ruleset": ruleset, "seed": DEFAULT_SEED, "lang": lang,
            "board": Markup(board_html(session.state, ruleset.split("/")[0], lang)),
            "status": status_line(session), "title": session.title(),
            "root": f"{up}../play/", "file": file,
            "readings": [{"name": c or "", "label": reading_label(ruleset, c, lang)}
                         for c in reading_combinations(ruleset)],
            "words": WORDS[lang], "words_json": json.dumps(WORDS[lang], ensure_ascii=False)}


def write_play(write: Callable[[str, bytes], None], rulesets: list[str],
               file_of: Callable[[str], str]) -> bool:
    """Write ``play/`` through ``write(relative path, bytes)``; whether play is on (Pyodide
    found).  Without Pyodide only the board script is written (the boards say play is off)."""
    for asset in sorted(ASSETS.iterdir()):
        if asset.is_file():
            write(f"play/{asset.name}", asset.read_bytes())
    pyodide = pyodide_dir()
    if pyodide is None:
        return False
    for name in PYODIDE_FILES:
        write(f"play/pyodide/{name}", (pyodide / name).read_bytes())
    write("play/engine.zip", engine_zip())
    for name in rulesets:
        data = json.dumps(play_data(name), ensure_ascii=False, separators=(",", ":"))
        write(f"play/data/{file_of(name)}.json", data.encode("utf-8"))
    return True


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types Pyodide needs (a wrong ``.wasm`` type stalls it)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript",
                      ".js": "text/javascript", ".json": "application/json", ".zip": "application/zip"}

    def log_message(self, format: str, *args: Any) -> None:  # quiet: one line per failure only
        if args and str(args[1] if len(args) > 1 else "").startswith(("4", "5")):
            super().log_message(format, *args)


def server(folder: Path, port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server of ``folder`` on 127.0.0.1:``port`` (0: a free port), not yet serving."""
    handler = functools.partial(_Handler, directory=str(folder))
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve(folder: Path, port: int = 8000, lang: str = "en") -> None:
    """Serve the built site until interrupted, saying where."""
    httpd = server(folder, port)
    host, real_port = httpd.server_address[:2]
    print(f"serving {folder}/ at http://{host!s}:{real_port}/{lang}/index.html (Ctrl-C stops)", flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()
