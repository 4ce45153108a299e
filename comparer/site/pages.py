"""Plain data for each kind of page, taken from the comparer, the corpus and the audit's cache.

Nothing here computes a result of its own: rules in words come from :mod:`comparer.collate`
(which asks :mod:`comparer.words`) and :mod:`comparer.explain`, comparisons from
:mod:`comparer.report`, win rates from the odds audit's cached cells (``compute=False``: a cell
missing from the cache is shown as missing, never played).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from comparer.audit import CACHE_DIR, game_table
from comparer.collate import collate
from comparer.variants import Variant, corpus_claims, resolved


def file_of(ruleset: str) -> str:
    """A ruleset id as a file name (``game/source`` -> ``game--source``)."""
    return ruleset.replace("/", "--")


def rulesets_of(game: str) -> list[str]:
    from rules.resolve.ruleset import list_rulesets

    return [n for n in list_rulesets() if n.split("/")[0] == game]


@functools.lru_cache(maxsize=64)
def rate_rows(game: str, cache: Path = CACHE_DIR) -> tuple[dict[str, Any], ...]:
    """The audit's table of ``game`` from the cache only (rows with ``rate`` were found)."""
    return tuple(game_table(game, None, cache, compute=False))


def headline_rates(ruleset: str) -> list[dict[str, Any]]:
    """The cached win rates of ``ruleset`` under its default readings, one per policy."""
    return [r for r in rate_rows(ruleset.split("/")[0]) if r["ruleset"] == ruleset and r.get("plain") and "rate" in r]


def audit_figures(game: str) -> list[dict[str, Any]]:
    """The game's stated chances of winning, each read as a range with the audit's verdict
    over the cached cells (nothing played)."""
    from comparer.audit import figure_range, odds_claims, verdict

    rows = list(rate_rows(game))
    out = []
    for c in odds_claims():
        if c.game != game:
            continue
        fig = figure_range(c.value)
        out.append({"claim": c.id, "value": str(c.value), "asserted_by": c.asserted_by,
                    "quote": c.evidence.quote if c.evidence else "", **fig, **verdict(fig, rows)})
    return out


def source_entry(src: Any, lang: str) -> dict[str, Any]:
    who = ", ".join(src.authors)
    return {"id": src.id, "date": src.date_in(lang), "year": src.year,
            "label": ", ".join(p for p in (who, src.title) if p) or src.id}


@functools.lru_cache(maxsize=1)
def claim_users() -> dict[str, tuple[str, ...]]:
    """Claim id -> the rulesets (default readings) whose resolved slots rest on it."""
    from rules.resolve.ruleset import list_rulesets

    users: dict[str, list[str]] = {}
    for name in list_rulesets():
        for rs in resolved(Variant(name)).slots.values():
            for c in rs.root.claims:
                users.setdefault(c.id, []).append(name)
    return {k: tuple(dict.fromkeys(v)) for k, v in users.items()}


def claim_words(c: Any, lang: str) -> str:
    from comparer.words import value_words
    from rules.vocabulary import load_vocabulary

    try:
        return value_words(load_vocabulary(), c.game, c.slot, c.value, lang)
    except Exception:  # a claim on a slot the vocabulary does not type: its value as written
        return str(c.value)


def index_data(corp: Any, graph: Any, lang: str) -> dict[str, Any]:
    from rules.vocabulary import load_vocabulary

    vocab = load_vocabulary()
    claims = corpus_claims()
    games = []
    for gid, gd in sorted(vocab.games.items(), key=lambda kv: kv[1].label(lang)):
        aliases = sorted({graph.nodes[u].get("name_" + lang) or graph.nodes[u].get("name", "")
                          for u, v, d in graph.in_edges(f"game:{gid}", data=True)
                          if d.get("relation") == "alias-of"} - {""}) if f"game:{gid}" in graph else []
        names = rulesets_of(gid)
        srcs = {n.split("/")[1] for n in names} | {c.asserted_by for c in claims if c.game == gid}
        entries = sorted((source_entry(corp.sources[s], lang) for s in srcs if s in corp.sources),
                         key=lambda e: (e["year"] is None, e["year"] or 0, e["id"]))
        rows = [{"id": n, "file": file_of(n), "title": ruleset_title(n, lang),
                 "grade": _grade(n, lang), "rates": headline_rates(n)} for n in names]
        games.append({"id": gid, "name": gd.label(lang), "en": gd.en, "ru": gd.ru, "aliases": aliases,
                      "has_rules": bool(names), "rulesets": rows, "sources": entries})
    witnesses = [{"id": w.id, "lang": w.lang, "description": w.description} for w in corp.witnesses.values()]
    sources = sorted((source_entry(s, lang) for s in corp.sources.values()),
                     key=lambda e: (e["year"] is None, e["year"] or 0, e["id"]))
    return {"games": games, "witnesses": witnesses, "sources": sources}


def ruleset_title(name: str, lang: str) -> str:
    from rules.resolve.ruleset import load

    return load(name).title(lang)


def _grade(name: str, lang: str) -> str:
    from comparer.explain import GRADE_WORDS
    from rules.resolve.ruleset import load

    return GRADE_WORDS[lang][load(name).grade]


def ruleset_data(corp: Any, name: str, lang: str) -> dict[str, Any]:
    from comparer.explain import explain_text
    from comparer.graph import may_precede
    from rules.resolve.ruleset import all_readings, load
    from rules.vocabulary import load_vocabulary

    rs = load(name)
    col = collate([Variant(name)])
    rules = []
    for row in col.rows:
        c = row.cells[0]
        if c.kind == "silent":
            continue
        rules.append({"slot": row.slot, "label": row.label[lang], "words": c.words.get(lang, ""),
                      "status": c.status or c.kind, "origin": c.origin or c.kind,
                      "source": c.source if c.source in corp.sources else "",
                      "citation": c.citation.get(lang, ""), "note": c.note.get(lang, ""),
                      "quote_words": c.quote_words, "translation_words": c.translation_words})
    readings = [{"name": r.name, "axis": r.axis, "default": r.default, "label": r.label(lang),
                 "justification": (r.justification_ru if lang == "ru" and r.justification_ru else r.justification)}
                for r in all_readings(rs)]
    res = resolved(Variant(name))
    rates = [r for r in rate_rows(rs.game) if r["ruleset"] == name and "rate" in r]
    return {"id": name, "title": rs.title(lang), "game": rs.game,
            "game_name": load_vocabulary().game(rs.game).label(lang), "grade": _grade(name, lang),
            "follows": rs.follows or "", "follows_file": file_of(rs.follows or ""),
            "follows_later": rs.follows is not None and not may_precede(Variant(rs.follows), Variant(name)),
            "rules": rules,
            "readings": readings, "rates": rates,
            "explained": explain_text(res, list(corpus_claims()), lang, corp)}


def _parts(text: str, quotes: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """``text`` cut into runs, each with the claims whose quoted words cover it."""
    marks: list[set[str]] = [set() for _ in text]
    for quote, cid in quotes:
        at = text.find(quote) if quote else -1
        if at >= 0:
            for i in range(at, at + len(quote)):
                marks[i].add(cid)
    parts: list[dict[str, Any]] = []
    for ch, m in zip(text, marks):
        key = sorted(m)
        if parts and parts[-1]["claims"] == key:
            parts[-1]["text"] += ch
        else:
            parts.append({"text": ch, "claims": key})
    return parts


def witness_data(corp: Any, wid: str, lang: str) -> dict[str, Any]:
    w = corp.witness(wid)
    claims = [c for c in corpus_claims() if c.evidence and c.evidence.witness == wid]
    by_seg: dict[str, list[tuple[str, str]]] = {}
    for c in claims:
        assert c.evidence is not None
        for s in c.evidence.segments[:1]:
            by_seg.setdefault(s, []).append((c.evidence.quote, c.id))
    users = claim_users()
    segments = []
    for seg in corp.segments_of(wid):
        q = by_seg.get(seg.id, [])
        trans = [{"id": t.id, "lang": t.lang, "text": t.text("reg")} for t in corp.translations_of(seg.id)]
        segments.append({"id": seg.id, "differs": seg.orig != seg.reg, "translations": trans,
                         "orig": {"parts": _parts(seg.orig, q)}, "reg": {"parts": _parts(seg.reg, q)}})
    src = corp.sources.get(w.source)
    return {
        "id": wid, "title": wid, "description": w.description, "wlang": w.lang, "source": w.source,
        "source_label": source_entry(src, lang)["label"] if src else w.source,
        "has_spelling": any(s["differs"] for s in segments),
        "bilingual": any(s["translations"] for s in segments), "segments": segments,
        "corrections": witness_corrections(corp, wid),
        "claims": [{"id": c.id, "slot": c.slot, "status": c.status, "words": claim_words(c, lang),
                    "quote": c.evidence.quote, "segment": (c.evidence.segments or ("",))[0],
                    "rulesets": [{"id": n, "file": file_of(n)} for n in users.get(c.id, ())]}
                   for c in claims if c.evidence],
    }


def witness_corrections(corp: Any, wid: str) -> list[dict[str, Any]]:
    """Every error the editors corrected in the witness's text (a ``<choice>`` of ``<sic>`` and
    ``<corr>``), in text order: its segment, the kind (``corr/@type``: ``ocr``, ``mt``,
    ``print``), the certainty, the text as printed and as corrected.  A correction outside every
    sentence (a rule's number "VI." before its first sentence) is listed with the sentence that
    follows it in its paragraph (``outside``: True).  Spelling modernisation (``<orig>/<reg>``)
    is not a correction: the spelling toggle shows it."""
    from corpus.reader import TEI_NS, XML_ID, element_text, parse_file

    own = {s.id for s in corp.segments_of(wid)}
    out: list[dict[str, Any]] = []
    root = parse_file(corp.witness(wid).file).getroot()
    for ch in root.iter(f"{{{TEI_NS}}}choice"):
        corr = ch.find(f"{{{TEI_NS}}}corr")
        if corr is None or ch.find(f"{{{TEI_NS}}}sic") is None:
            continue
        sid, outside = _segment_of(ch, own)
        if sid:
            out.append({"id": ch.get(XML_ID) or "", "segment": sid, "kind": corr.get("type", ""),
                        "cert": corr.get("cert", ""), "orig": element_text(ch, "orig"),
                        "reg": element_text(ch, "reg"), "outside": outside})
    return out


_INLINE = {"choice", "orig", "reg", "sic", "corr", "hi", "w"}


def _segment_of(el: Any, own: set[str]) -> tuple[str, bool]:
    """The witness's segment holding ``el`` (``outside`` False); else the first of its own
    segments after ``el`` in the paragraph that holds it, else the last before (``outside``
    True); ('', False) when that paragraph holds none (``el`` is another witness's)."""
    from corpus.reader import XML_ID, local

    block = None
    for anc in el.iterancestors():
        if anc.get(XML_ID) in own:
            return anc.get(XML_ID), False
        if block is None and local(anc) not in _INLINE:
            block = anc
    if block is None:
        return "", False
    before, after = "", ""
    passed = False
    for node in block.iter():
        if node is el:
            passed = True
        elif node.get(XML_ID) in own if isinstance(node.tag, str) else False:
            if passed:
                after = node.get(XML_ID)
                break
            before = node.get(XML_ID)
    return (after or before, True) if after or before else ("", False)


def source_data(corp: Any, sid: str, lang: str, words: dict[str, str]) -> dict[str, Any]:
    src = corp.sources[sid]
    fields = [(words["title"], src.title), (words["authors"], "; ".join(src.authors)),
              (words["editors"], "; ".join(src.editors)), (words["date"], src.date_in(lang)),
              (words["type"], src.type), (words["publisher"], src.publisher or ""),
              (words["place"], src.place or ""), (words["lang"], src.lang or ""),
              (words["url"], src.url or ""), (words["note"], src.note)]
    if src.disputed_date:
        fields.append((words["date_status"], words["disputed"]))
    elif any(d.not_before or d.not_after or d.text.startswith("c.") for d in src.dates):
        fields.append((words["date_status"], words["approximate"]))
    claims = [c for c in corpus_claims() if c.asserted_by == sid]
    from rules.resolve.ruleset import list_rulesets

    return {
        "id": sid, "title": src.title, "fields": [(k, v) for k, v in fields if v],
        "witnesses": [w.id for w in corp.witnesses.values() if w.source == sid],
        "rulesets": [{"id": n, "file": file_of(n)} for n in list_rulesets() if n.split("/")[1] == sid],
        "claims": [{"id": c.id, "game": c.game, "slot": c.slot, "words": claim_words(c, lang),
                    "status": c.status, "witness": c.evidence.witness if c.evidence else "",
                    "quote": c.evidence.quote if c.evidence else ""} for c in claims],
    }
