"""Comparison reports as plain data: what changes the game, and by how much, then the detail.

:func:`pair_report` compares two variants (``variorum compare R1 R2``), :func:`game_report` every
variant of one or more games (``variorum compare GAME``): each variant against its reference
(the ruleset it documents following, or for a reading its ruleset's default, else the game's
first variant), with the collation, the substantive distances, the same-play classes and where
the inferred lineage departs from the documented one.  Both return JSON-serialisable dicts that
:mod:`comparer.render` writes as text, Markdown, JSON records or HTML.

A report's ``headline`` is its first lines: the differences that change the game, ranked by the
share of deals whose result they change.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rules.resolve.ruleset import load

from comparer.collate import Collation, collate, kind_counts
from comparer.diff import Diff, SlotDiff, diff, measure, runs_needed
from comparer.effects import Paired, Store, default_policy
from comparer.variants import Variant, expand, source_year

__all__ = ["pair_report", "game_report", "records", "UI"]

#: The reports' words, by language (``report_words.toml`` beside this file).
_WORDS = tomllib.loads(Path(__file__).with_name("report_words.toml").read_text("utf-8"))
#: Sentences and labels; the collation's cell kinds; a differing slot's verdict.
UI: dict[str, dict[str, str]] = {lang: _WORDS[lang] for lang in ("en", "ru")}
KIND_WORDS: dict[str, dict[str, str]] = _WORDS["kinds"]
VERDICT_WORDS: dict[str, dict[str, str]] = _WORDS["verdicts"]


def pct(x: float, lang: str = "en") -> str:
    s = f"{100 * x:.1f}%"
    return s.replace(".", ",") if lang == "ru" else s


def p_text(p: float, lang: str = "en") -> str:
    s = "< 0.001" if p < 0.001 else f"= {p:.3f}"
    return s.replace(".", ",") if lang == "ru" else s


def short(v: Variant | str) -> str:
    """``game/source@reading`` without the game (the source and readings tell variants apart)."""
    text = str(v)
    return text.split("/", 1)[1] if "/" in text else text


def _pair_sentence(a: str, b: str, e: Paired, lang: str) -> str:
    (la, ha), (lb, hb) = e.wilson_a, e.wilson_b
    return UI[lang]["pair_effect"].format(
        deals=e.deals, policy=e.policy, a=a, b=b, ra=pct(e.rate_a, lang), rb=pct(e.rate_b, lang),
        la=pct(la, lang), ha=pct(ha, lang), lb=pct(lb, lang), hb=pct(hb, lang), oa=e.only_a,
        ob=e.only_b, p=p_text(e.p_value, lang), ch=pct(e.changed, lang))


def effect_words(s: SlotDiff, a: str, lang: str) -> str:
    """What a differing slot does to the game, in words."""
    ui = UI[lang]
    if s.verdict == "cosmetic":
        if s.reason == "spec-equal-together":
            return ui["equal_together"].format(a=a, slots=", ".join(s.joint))
        return ui["descriptive"] if s.reason == "descriptive" else ui["spec-equal"]
    parts = []
    if s.reason == "no-spec":
        parts.append(ui["no_spec"].format(a=a, err=s.error.split(": ", 1)[-1][:160]))
        if s.joint:
            parts.append(ui["joint"].format(slots=", ".join(s.joint)))
    e = s.effect
    if e is None:
        if s.reason != "no-spec" or s.joint:
            parts.append(ui["not_measured"])
        return "; ".join(parts)
    if e.no_effect_seen:
        parts.append(ui["no_effect"].format(deals=e.deals))
    elif e.changed == 0:
        parts.append(ui["play_only"].format(pc=pct(e.play_changed, lang), deals=e.deals))
    else:
        prefix = "" if s.joint else ui["alone"].format(a=a)
        parts.append(prefix + _effect_sentence(e, lang, "slot_effect"))
    return "; ".join(parts)


def _effect_sentence(e: Paired, lang: str, key: str) -> str:
    delta = 100 * (e.rate_b - e.rate_a)
    d = f"{delta:+.1f}".replace(".", ",") if lang == "ru" else f"{delta:+.1f}"
    return UI[lang][key].format(ra=pct(e.rate_a, lang), rb=pct(e.rate_b, lang), d=d, oa=e.only_a,
                                ob=e.only_b, p=p_text(e.p_value, lang), ch=pct(e.changed, lang))


def _rank(s: SlotDiff) -> tuple[float, float]:
    e = s.effect
    return (-(e.changed if e else -1.0), -(e.play_changed if e else -1.0))


def diff_summary(d: Diff, lang: str, full_names: bool = False) -> dict[str, Any]:
    """A measured (or not) diff as report data: headline lines, then the slots."""
    ui = UI[lang]
    a, b = short(d.a), short(d.b)
    if d.a.game != d.b.game or full_names:
        a, b = str(d.a), str(d.b)
    head: list[str] = []
    if d.same_play:
        head.append(ui["same_play"].format(a=a, b=b, n=len(d.slots)))
    else:
        head.append(ui["substantive_count"].format(n=len(d.substantive), m=len(d.slots), c=len(d.cosmetic)))
        if d.effect is not None:
            head.append(_pair_sentence(a, b, d.effect, lang))
        ranked = sorted(d.substantive, key=_rank)
        if ranked and ranked[0].effect is not None:
            head.append(ui["largest"])
            for s in ranked[:3]:
                head.append(f"  {s.label[lang]} ({s.slot}): {effect_words(s, a, lang)}")
    slots = []
    for s in sorted(d.slots, key=lambda s: (s.verdict != "substantive", _rank(s))):
        slots.append({
            "slot": s.slot, "label": s.label[lang], "kind": s.kind, "verdict": s.verdict,
            "verdict_words": VERDICT_WORDS[lang][s.verdict], "reason": s.reason,
            "effect_words": effect_words(s, a, lang), "a": _cell(s.a, lang), "b": _cell(s.b, lang),
            "effect": s.effect.as_json() if s.effect else None, "joint": list(s.joint),
        })
    compact = _effect_sentence(d.effect, lang, "compact") if d.effect is not None else head[0]
    return {
        "a": str(d.a), "b": str(d.b), "a_short": a, "b_short": b, "same_play": d.same_play,
        "headline": head, "compact": compact, "substantive": len(d.substantive), "cosmetic": len(d.cosmetic),
        "agreed": d.agreed, "effect": d.effect.as_json() if d.effect else None, "slots": slots,
    }


def _cell(c: Any, lang: str) -> dict[str, Any]:
    return {
        "variant": c.variant, "kind": c.kind, "kind_words": KIND_WORDS[lang][c.kind],
        "words": c.words.get(lang, ""), "origin": c.origin,
        "status": c.status, "source": c.source, "via": c.via, "reading": c.reading,
        "claims": list(c.claims), "quote": c.quote, "quote_lang": c.quote_lang,
        "translation": c.translation, "translation_lang": c.translation_lang,
        "quote_words": c.quote_words, "translation_words": c.translation_words,
        "note": c.note.get(lang, ""), "citation": c.citation.get(lang, ""),
    }


def pair_report(a: Variant, b: Variant, deals: int = 200, policy: str | None = None,
                seed_start: int = 0, lang: str = "en", workers: int = 1,
                progress: Callable[[int], None] | None = None, store: Store | None = None) -> dict[str, Any]:
    """``variorum compare A B``: every differing slot, classified and measured (outcomes kept
    in, or only read from, ``store`` if given)."""
    d = diff(a, b)
    if deals > 0:
        d = measure(d, deals, policy, seed_start, workers, progress, store)
    out = diff_summary(d, lang)
    out.update(kind="pair", lang=lang, title=UI[lang]["title_pair"].format(a=a, b=b), deals=deals,
               policy=policy or (default_policy(a.ruleset) if deals > 0 else None))
    return out


def reference_of(v: Variant, variants: Sequence[Variant]) -> Variant | None:
    """What a variant is compared with in a game report (see the module doc)."""
    if v.readings:
        return Variant(v.ruleset)
    follows = load(v.ruleset).follows
    if follows and Variant(follows) in variants:
        return Variant(follows)
    return variants[0] if v != variants[0] else None


def game_report(games: Sequence[str], deals: int = 200, policy: str | None = None,
                seed_start: int = 0, lang: str = "en", workers: int = 1,
                progress: Callable[[int], None] | None = None, store: Store | None = None) -> dict[str, Any]:
    """``variorum compare GAME[,GAME…]``: every variant against its reference, with the
    collation, distances, same-play classes and lineage."""
    from comparer.graph import cached_diff, later_borrowings, lineage
    from comparer.variants import spec_of

    variants = expand(parents_first(games))
    if policy is None:  # one player for the whole report: the first game's default
        policy = default_policy(variants[0].ruleset)
    ui = UI[lang]
    several = len({v.game for v in variants}) > 1
    col = collate(variants)
    comparisons = []
    for v in variants[1:]:
        ref = reference_of(v, variants)
        if ref is None:
            continue
        d = cached_diff(ref, v)
        if deals > 0 and not d.same_play:
            d = measure(d, deals, policy, seed_start, workers, progress, store)
        comparisons.append(diff_summary(d, lang, several))
    classes: dict[Any, list[str]] = {}
    for v in variants:
        classes.setdefault(spec_of(v), []).append(str(v))
    matrix = [[len(cached_diff(a, b).substantive) if a != b else 0 for b in variants] for a in variants]
    in_report = list(dict.fromkeys(v.game for v in variants))
    disagreements = [d.as_json() for g in in_report for d in lineage(g)]
    later = [{"ruleset": b, "lender": a} for g in in_report for b, a in later_borrowings(g)]
    changing = [c for c in comparisons if not c["same_play"]]
    results = [c for c in changing if c["effect"] and c["effect"]["share_result_changed"] > 0]
    head = [ui["game_head"].format(n=len(variants), k=len(classes), s=len(changing), c=len(comparisons))]
    if deals > 0 and changing:
        head[0] += " " + ui["game_results"].format(e=len(results), deals=deals)
    ranked = sorted(changing, key=lambda c: -(c["effect"]["share_result_changed"] if c["effect"] else -1))
    for c in ranked:
        head.append(f"{c['a_short']} → {c['b_short']}: {c['compact']}")
    return {
        "kind": "game", "lang": lang, "games": list(dict.fromkeys(v.game for v in variants)),
        "title": ui["title_game"].format(games=", ".join(games)), "deals": deals, "policy": policy,
        "headline": head,
        "variants": [_variant_row(v, classes) for v in variants],
        "collation": _collation_rows(col, lang),
        "cell_counts": kind_counts(col),
        "comparisons": comparisons,
        "classes": [members for members in classes.values()],
        "distances": {"variants": [str(v) for v in variants], "matrix": matrix},
        "lineage": disagreements,
        "later_borrowings": later,
    }


def parents_first(games: Sequence[str]) -> list[str]:
    """The games, each after the games its rulesets follow (Royal Cotillion before Gavotte),
    else the one with the earliest source first."""
    names = [n for n in games if "/" not in n]
    after: dict[str, set[str]] = {g: set() for g in names}
    from rules.resolve.ruleset import list_rulesets

    for rid in list_rulesets():
        rs = load(rid)
        if rs.game in after and rs.follows and rs.follows.split("/")[0] in after:
            after[rs.game].add(rs.follows.split("/")[0])
    years: dict[str, int] = {}
    for rid in list_rulesets():
        game, source = rid.split("/")
        if game in after:
            years[game] = min(years.get(game, 9999), source_year(source) or 9999)
    out: list[str] = []
    while len(out) < len(names):
        left = sorted((g for g in names if g not in out), key=lambda g: years.get(g, 9999))
        ready = [g for g in left if after[g] <= set(out)]
        out.append((ready or left)[0])  # a cycle (Queen's and King's Audience): the earliest
    return out + [n for n in games if "/" in n]


def _variant_row(v: Variant, classes: dict[Any, list[str]]) -> dict[str, Any]:
    rs = load(v.ruleset)
    cls = next(i for i, m in enumerate(classes.values()) if str(v) in m)
    return {"variant": str(v), "short": short(v), "game": v.game, "source": v.source,
            "year": source_year(v.source), "grade": rs.grade, "title_en": rs.title("en"),
            "title_ru": rs.title("ru"), "readings": list(v.readings), "class": cls + 1}


def _collation_rows(col: Collation, lang: str) -> list[dict[str, Any]]:
    return [{"slot": r.slot, "label": r.label[lang], "kind": r.kind,
             "cells": [_cell(c, lang) | {"differs": c.differs} for c in r.cells]}
            for r in col.varying]


def records(report: dict[str, Any]) -> list[dict[str, Any]]:
    """One flat record per compared slot (a notebook's table): pair and slot, both values,
    verdict and the measured effect's numbers."""
    comps = [report] if report["kind"] == "pair" else report["comparisons"]
    out = []
    for c in comps:
        for s in c["slots"]:
            e = s["effect"] or {}
            out.append({
                "a": c["a"], "b": c["b"], "slot": s["slot"], "label": s["label"], "kind": s["kind"],
                "verdict": s["verdict"], "reason": s["reason"], "joint": " ".join(s["joint"]) or None,
                "a_kind": s["a"]["kind"], "a_value": s["a"]["words"], "a_origin": s["a"]["origin"] or None,
                "a_source": s["a"]["source"] or None, "a_quote": s["a"]["quote"] or None,
                "b_kind": s["b"]["kind"], "b_value": s["b"]["words"], "b_origin": s["b"]["origin"] or None,
                "b_source": s["b"]["source"] or None, "b_quote": s["b"]["quote"] or None,
                "effect": s["effect_words"],
                **{k: e.get(k) for k in ("deals", "policy", "win_rate_a", "wilson95_a", "win_rate_b",
                                         "wilson95_b", "won_by_a_only", "won_by_b_only", "mcnemar_p",
                                         "share_result_changed", "share_play_changed", "no_effect_seen")},
            })
    return out


def total_runs(a: Variant, b: Variant) -> int:
    return runs_needed(diff(a, b))
