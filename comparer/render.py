"""Write a comparison report (:mod:`comparer.report`) as text, Markdown, JSON or HTML.

Text and Markdown put the headline first, then the substantive and cosmetic differences with
their values, sources and quotations.  JSON gives the report with ``records`` (one flat record
per compared slot, for a notebook: ``pandas.DataFrame(data["records"])``).  HTML is rendered
from the jinja2 templates in ``site/templates/`` (the site uses the same ones): one
self-contained page, CSS inline, no scripts or links to fetch, every value escaped.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from comparer.report import UI, records

__all__ = ["render", "render_collation", "FORMATS", "COLLATION_FORMATS", "TEMPLATES_DIR", "environment"]

FORMATS: tuple[str, ...] = ("text", "md", "json", "html")
TEMPLATES_DIR = Path(__file__).resolve().parents[1] / "site" / "templates"


@functools.lru_cache(maxsize=1)
def environment() -> Any:
    """The jinja2 environment of the site's templates (autoescaping on)."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES_DIR)),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True)
    env.filters["pct"] = lambda x: "" if x is None else f"{100 * x:.1f}%"
    return env


def render(report: dict[str, Any], fmt: str) -> str:
    """The report in ``fmt`` (text, md, json, html)."""
    if fmt == "json":
        data = dict(report)
        data["records"] = records(report)
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    if fmt == "html":
        name = "compare.html" if report["kind"] == "pair" else "game.html"
        return str(environment().get_template(name).render(r=report, ui=UI[report["lang"]]))
    if fmt in ("text", "md"):
        lines = _pair_lines(report, fmt == "md") if report["kind"] == "pair" else _game_lines(report, fmt == "md")
        return "\n".join(lines).rstrip() + "\n"
    raise ValueError(f"unknown report format {fmt!r} (formats: {', '.join(FORMATS)})")


def _title(text: str, md: bool, level: int = 1) -> list[str]:
    if md:
        return ["#" * level + " " + text, ""]
    return [text, ("=" if level == 1 else "-") * len(text), ""]


def _cell_line(cell: dict[str, Any], who: str, md: bool) -> list[str]:
    """``who: value — citation``, then the quotation in its original and in translation when
    the corpus links one."""
    src = cell["citation"] or cell["note"]
    out = [f"{who}: {cell['words']}" + (f" — {src}" if src else "")]
    if cell["quote"] and cell["translation"]:
        out.append(f"[{cell['quote_lang']}] {cell['quote_words']} · "
                   f"[{cell['translation_lang']}] {cell['translation_words']}")
    first, rest = ("  - ", "    ") if md else ("      ", "        ")
    return [(first if i == 0 else rest) + x for i, x in enumerate(out)]


def _slot_lines(s: dict[str, Any], a: str, b: str, md: bool) -> list[str]:
    bullet = "- " if md else "  * "
    name = f"**{s['label']}** (`{s['slot']}`)" if md else f"{s['label']} ({s['slot']})"
    out = [f"{bullet}{name}: {s['a']['words']} → {s['b']['words']}",
           ("  " if md else "      ") + s["effect_words"]]
    out += _cell_line(s["a"], a, md)
    out += _cell_line(s["b"], b, md)
    return out


def _diff_lines(c: dict[str, Any], ui: dict[str, str], md: bool, level: int) -> list[str]:
    out: list[str] = []
    subs = [s for s in c["slots"] if s["verdict"] == "substantive"]
    cos = [s for s in c["slots"] if s["verdict"] != "substantive"]
    if subs:
        out += _title(f"{ui['substantive']} ({len(subs)})", md, level)
        for s in subs:
            out += _slot_lines(s, c["a_short"], c["b_short"], md)
        out.append("")
    if cos:
        out += _title(f"{ui['cosmetic']} ({len(cos)})", md, level)
        for s in cos:
            out += _slot_lines(s, c["a_short"], c["b_short"], md)
        out.append("")
    return out


def _pair_lines(r: dict[str, Any], md: bool) -> list[str]:
    ui = UI[r["lang"]]
    out = _title(r["title"], md)
    out += [(f"> {h}" if md else h) for h in r["headline"]] + [""]
    return out + _diff_lines(r, ui, md, 2)


def _game_lines(r: dict[str, Any], md: bool) -> list[str]:
    ui = UI[r["lang"]]
    lang = r["lang"]
    out = _title(r["title"], md)
    out += [(f"> {h}" if md else h) for h in r["headline"]] + [""]
    out += _title(ui["variants"], md, 2)
    for v in r["variants"]:
        title = v["title_ru"] if lang == "ru" else v["title_en"]
        out.append(f"{'- ' if md else '  '}{v['variant']} ({ui['class']} {v['class']}; {ui['grade']}: "
                   f"{v['grade']}; {ui['year']}: {v['year'] or '?'}) — {title}")
    out.append("")
    out += _title(ui["lineage"], md, 2)
    if not r["lineage"]:
        out += [ui["lineage_agrees"], ""]
    for d in r["lineage"]:
        tie = f" ({ui['tie']})" if d["tie"] else ""
        out.append(f"{'- ' if md else '  '}{d['ruleset']}: {ui['documented']} {d['documented'] or ui['root']}"
                   f" [{d['documented_distance'] if d['documented_distance'] is not None else '-'}], "
                   f"{ui['inferred']} {d['inferred'] or ui['root']}"
                   f" [{d['inferred_distance'] if d['inferred_distance'] is not None else '-'}]{tie}")
    for b in r["later_borrowings"]:
        out.append(("- " if md else "  ") + ui["later_borrowing"].format(borrower=b["ruleset"], lender=b["lender"]))
    out.append("")
    out += _title(ui["comparisons"], md, 2)
    for c in r["comparisons"]:
        out += _title(f"{c['a']} → {c['b']}", md, 3)
        out += [(f"> {h}" if md else h) for h in c["headline"]] + [""]
        out += _diff_lines(c, ui, md, 4)
    return out


# -- collations --------------------------------------------------------------------------------

COLLATION_FORMATS: tuple[str, ...] = ("text", "csv", "json", "tei")


def render_collation(col: Any, fmt: str, lang: str = "en", everything: bool = False) -> str:
    """A collation as a text table (the rows that vary, or ``everything``), CSV or JSON (one
    record per cell) or a TEI apparatus."""
    if fmt == "tei":
        from comparer.tei import apparatus_document, to_string

        return to_string(apparatus_document(col, lang))
    cells = [c.as_json() | {"label": r.label[lang], "slot_kind": r.kind, "varies": r.varies}
             for r in col.rows for c in r.cells]
    if fmt == "json":
        return json.dumps({"game": col.game, "variants": [str(v) for v in col.variants],
                           "cells": cells}, ensure_ascii=False, indent=1) + "\n"
    if fmt == "csv":
        import csv
        import io

        buf = io.StringIO()
        fields = ["slot", "label", "slot_kind", "varies", "variant", "own_slot", "kind", "differs",
                  "words_en", "words_ru", "status", "origin", "source", "via", "reading", "claims",
                  "quote", "quote_lang", "segments", "translation", "translation_lang", "note_en", "note_ru"]
        w = csv.DictWriter(buf, fields, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        for c in cells:
            w.writerow({k: " ".join(v) if isinstance(v, list) else v for k, v in c.items()})
        return buf.getvalue()
    if fmt == "text":
        return _collation_text(col, lang, everything)
    raise ValueError(f"unknown collation format {fmt!r}")


def _collation_text(col: Any, lang: str, everything: bool) -> str:
    from comparer.report import short

    rows = col.rows if everything else col.varying
    names = [short(v) if len({x.game for x in col.variants}) == 1 else str(v) for v in col.variants]
    width = max(len(n) for n in names)
    head = {"en": "{n} of {m} slots vary; the base is {b}.",
            "ru": "Различаются {n} слотов из {m}; основа сравнения — {b}."}[lang]
    out = [head.format(n=len(col.varying), m=len(col.rows), b=col.variants[0]), ""]
    for row in rows:
        out.append(f"{row.label[lang]} ({row.slot}){'' if row.varies else ' ='}")
        for name, c in zip(names, row.cells):
            mark = "≠" if c.differs else " "
            where = c.source + (f" ← {c.via}" if c.via else "") + (f" @{c.reading}" if c.reading else "")
            quote = f" {c.quote_words}" if c.quote_words else ""
            out.append(f"  {mark} {name:{width}}  {c.kind:9}  {c.words.get(lang, '')}  [{where}]{quote}")
        out.append("")
    return "\n".join(out).rstrip() + "\n"
