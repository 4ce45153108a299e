"""``variorum site``: the static site of the corpus, the rulesets and their comparisons.

:func:`build` writes, under ``out``, one tree of pages per language (``en/``, ``ru/``, the same
relative paths in both, so each page's language switch is ``../ru/<same path>``) and the
shared ``downloads/`` (GraphML, JSON, CSV, TEI).  Pages: ``index.html``, ``game/G.html``,
``ruleset/G--S.html``, ``witness/W.html``, ``source/S.html``, ``compare/A~B.html`` (each
pair of a game's rulesets), ``search.html`` and ``downloads.html``; ``out/index.html`` opens the
chosen language; ``out/assets/`` holds the search page's scripts (``site/assets/`` and the
index made by :mod:`comparer.site.search`).  The data comes from :mod:`comparer.site.pages` (the comparer and the audit's
cache); the jinja2 templates are in ``site/templates/site/`` (autoescaping on).

Comparison pages show the comparer's measured effects on ``EFFECT_DEALS`` deals with the game's
default policy as ``variorum compare A B --deals N --cache`` stored them in ``results/cache``
(``tools/fill_effects.py`` runs it for every pair); what is not stored is "not measured".

Offline by construction: relative links only, no remote asset; every page carries a
Content-Security-Policy allowing nothing but its one inline style block (by hash) and local
images, and on the search page scripts from the site's own files; on the ruleset pages, whose
board runs Python in the browser (:mod:`comparer.site.play`), also its worker, its files and
WebAssembly; no inline script anywhere.  Nothing is played: win rates come from the audit's cache.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import re
import shutil
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = ["build", "render_page", "BuildStats", "LANGS", "csp_for"]

LANGS = ("en", "ru")
#: Deals per ruleset of the measured effects the comparison pages read from the cache.
EFFECT_DEALS = 200
WORDS: dict[str, dict[str, str]] = tomllib.loads((Path(__file__).with_name("words.toml")).read_text("utf-8"))
CSP_MARK = "__CSP__"
_STYLE = re.compile(r"<style>(.*?)</style>", re.S)
_SCRIPT = re.compile(r"<script\b([^>]*)>")
ASSETS = Path(__file__).resolve().parents[2] / "site" / "assets"


def csp_for(html: str, play: bool = False) -> str:
    """The policy of a page: nothing from anywhere but its inline style blocks (by hash),
    local images, and links; scripts only from the site's own files, and only on a page that
    loads one (never inline: a ``<script>`` without ``src`` is refused); with ``play`` (a
    ruleset page's board, comparer/site/play.py) also the site's own worker and files, and
    WebAssembly."""
    hashes = " ".join("'sha256-" + base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode() + "'"
                      for s in _STYLE.findall(html))
    tags = _SCRIPT.findall(html)
    if any("src=" not in t for t in tags):
        raise ValueError("an inline <script> in a page: scripts go in files under site/assets")
    scripts = "script-src " + ("'self'" if tags else "'none'")
    if play:
        scripts = "script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'"
    return (f"default-src 'none'; style-src {hashes}; img-src 'self' data:; {scripts}; "
            "base-uri 'none'; form-action 'none'")


@dataclass
class BuildStats:
    pages: dict[str, int] = field(default_factory=dict)
    files: int = 0
    bytes: int = 0


def render_page(lang: str, path: str, template: str, r: dict[str, Any], **extra: Any) -> str:
    """One page at ``lang/path`` from ``template`` and its data ``r``, with the navigation, the
    language switch (the same path in the other language) and the page's policy."""
    from comparer.render import environment
    from comparer.report import UI

    depth = path.count("/")
    other = "ru" if lang == "en" else "en"
    page = {"lang": lang, "other_lang": other, "up": "../" * depth, "words": WORDS[lang],
            "other_href": "../" * (depth + 1) + f"{other}/{path}", "csp": CSP_MARK, **extra}
    html = str(environment().get_template(template).render(r=r, ui=UI[lang], page=page))
    return html.replace(CSP_MARK, csp_for(html, play="play" in extra))


class _Writer:
    def __init__(self, out: Path, progress: Callable[[str], None] | None) -> None:
        self.out, self.progress = out, progress
        self.stats = BuildStats()
        self.play_on = False

    def page(self, kind: str, lang: str, path: str, template: str, r: dict[str, Any], **extra: Any) -> None:
        self.write(f"{lang}/{path}", render_page(lang, path, template, r, **extra))
        self.stats.pages[kind] = self.stats.pages.get(kind, 0) + 1
        if self.progress:
            self.progress(f"{lang}/{path}")

    def write(self, rel: str, text: str | bytes) -> None:
        target = self.out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        data = text.encode("utf-8") if isinstance(text, str) else text
        target.write_bytes(data)
        self.stats.files += 1
        self.stats.bytes += len(data)


def build(out: Path, lang: str = "en", progress: Callable[[str], None] | None = None) -> BuildStats:
    """Write the whole site under ``out`` (emptied first); ``lang`` is the language
    ``out/index.html`` opens.  Both languages are always built (each page links to the other)."""
    import corpus
    from comparer.graph import build_graph
    from comparer.site.pages import file_of
    from comparer.site.play import write_play
    from rules.resolve.ruleset import list_rulesets

    if out.exists():
        shutil.rmtree(out)
    w = _Writer(out, progress)
    corp = corpus.load()
    graph = build_graph()
    files = _downloads(w, corp, graph)
    _assets(w)
    w.play_on = write_play(w.write, list_rulesets(), file_of)
    for lg in LANGS:
        _pages(w, corp, graph, lg, files)
    w.write("index.html", _root_page(lang))
    return w.stats


def _assets(w: _Writer) -> None:
    """The scripts (``site/assets/``) and the search index, shared by both languages."""
    from comparer.site.search import index_script

    for path in sorted(ASSETS.iterdir()):
        w.write(f"assets/{path.name}", path.read_bytes())
    w.write("assets/search-index.js", index_script())


def _root_page(lang: str) -> str:
    body = (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">\n'
            f'<meta http-equiv="Content-Security-Policy" content="{CSP_MARK}">\n'
            f'<meta http-equiv="refresh" content="0; url={lang}/index.html">\n'
            '<link rel="icon" href="assets/favicon.svg" type="image/svg+xml">\n'
            "<title>Patience Variorum</title><style>body { font: 16px Georgia, serif; margin: 2rem; }</style></head>\n"
            '<body><nav class="lang-switch"><a href="en/index.html" hreflang="en">English</a> · '
            '<a href="ru/index.html" hreflang="ru" lang="ru">Русский</a></nav></body></html>\n')
    return body.replace(CSP_MARK, csp_for(body))


def _pages(w: _Writer, corp: Any, graph: Any, lang: str, files: list[dict[str, Any]]) -> None:
    from itertools import combinations

    from comparer.audit import CACHE_DIR
    from comparer.effects import Store
    from comparer.report import game_report, pair_report
    from comparer.site.audit_svg import audit_drawing
    from comparer.site.lineage_svg import lineage_drawing
    from comparer.site.pages import (audit_figures, file_of, index_data, rate_rows, ruleset_data, ruleset_title,
                                      rulesets_of, source_data, witness_data)
    from comparer.site.play import board_context
    from comparer.variants import Variant
    from rules.resolve.ruleset import list_rulesets
    from rules.vocabulary import load_vocabulary

    words = WORDS[lang]
    vocab = load_vocabulary()
    stored = Store(CACHE_DIR, compute=False)
    w.page("index", lang, "index.html", "site/index.html",
           {"title": words["index_title"], "lang": lang, **index_data(corp, graph, lang)})
    for game in sorted({n.split("/")[0] for n in list_rulesets()}):
        name = vocab.game(game).label(lang)
        names = rulesets_of(game)
        pairs = [{"a": a, "b": b, "file": f"{file_of(a)}~{file_of(b)}"} for a, b in combinations(names, 2)]
        report = game_report([game], deals=EFFECT_DEALS, lang=lang, store=stored)
        figures = audit_figures(game)
        w.page("game", lang, f"game/{game}.html", "site/game.html", report | {"title": name},
               svg=lineage_drawing(graph, game, words, name), pairs=pairs, audit_figures=figures,
               audit=audit_drawing(list(rate_rows(game)), [f["value"] for f in figures], words, name),
               rulesets=[{"id": n, "file": file_of(n), "title": ruleset_title(n, lang)} for n in names])
        for p in pairs:
            pr = pair_report(Variant(p["a"]), Variant(p["b"]), deals=EFFECT_DEALS, lang=lang, store=stored)
            w.page("comparison", lang, f"compare/{p['file']}.html", "site/pair.html", pr,
                   game=game, game_name=name)
    for n in list_rulesets():
        r = ruleset_data(corp, n, lang)
        w.page("ruleset", lang, f"ruleset/{file_of(n)}.html", "site/ruleset.html",
               r | {"lang": lang, "follows_file": file_of(r["follows"]) if r["follows"] else ""},
               replay=_replay(n, lang), play=board_context(n, lang, file_of(n), "../", w.play_on))
    for wid in corp.witnesses:
        w.page("witness", lang, f"witness/{wid}.html", "site/witness.html",
               witness_data(corp, wid, lang) | {"lang": lang})
    for sid in corp.sources:
        w.page("source", lang, f"source/{sid}.html", "site/source.html",
               source_data(corp, sid, lang, words) | {"lang": lang})
    from comparer.site.search import search_games

    w.page("search", lang, "search.html", "site/search.html",
           {"title": words["search_title"], "lang": lang, "games": search_games(lang)})
    w.page("downloads", lang, "downloads.html", "site/downloads.html",
           {"title": words["downloads_title"], "lang": lang, "files": files})


@functools.lru_cache(maxsize=64)
def _replay_record(ruleset: str) -> dict[str, Any]:
    from comparer.site.replay import replay_record_of

    return replay_record_of(ruleset)


def _replay(ruleset: str, lang: str) -> dict[str, Any]:
    """The ruleset's seeded game, played once for both languages."""
    from comparer.site.replay import MOVES, POLICY, SEED, replay_steps

    return {"policy": POLICY, "seed": SEED, "cap": MOVES, "steps": replay_steps(_replay_record(ruleset), lang)}


def _downloads(w: _Writer, corp: Any, graph: Any) -> list[dict[str, Any]]:
    """The data files (shared by both languages); their list for the downloads page."""
    import json

    from comparer.audit import audit
    from comparer.collate import collate
    from comparer.graph import write as write_graph
    from comparer.render import render_collation
    from comparer.variants import game_variants
    from rules.resolve.ruleset import list_rulesets

    out: list[dict[str, Any]] = []

    def add(rel: str, data: str | bytes, what: str) -> None:
        w.write(f"downloads/{rel}", data)
        out.append({"path": f"../downloads/{rel}", "what": what,
                    "size": len(data.encode("utf-8") if isinstance(data, str) else data)})

    add("variant-graph.graphml", write_graph(graph, "graphml", "en"), "variant graph (GraphML)")
    add("variant-graph.json", write_graph(graph, "json", "en"), "variant graph (node-link JSON)")
    add("relations.tei.xml", write_graph(graph, "tei", "en"), "variant graph (TEI relations)")
    add("odds-audit.json", json.dumps(audit(compute=False), ensure_ascii=False, indent=1) + "\n",
        "odds audit from the cache (JSON)")
    for game in sorted({n.split("/")[0] for n in list_rulesets()}):
        col = collate(game_variants(game))
        for fmt, ext in (("csv", "csv"), ("json", "json"), ("tei", "tei.xml")):
            add(f"collation/{game}.{ext}", render_collation(col, fmt), f"collation of {game} ({fmt})")
    import corpus as corpus_pkg

    for path in corpus_pkg.corpus_files():
        add(f"tei/{path.name}", path.read_bytes(), f"corpus TEI: {path.stem}")
    return out
