"""``variorum rules list | show R | explain R``: the rulesets, resolved, with their sources.

*explain* writes the resolved rules as readable text in English or Russian; every rule is marked
stated / reported / inherited / editorial, with its source and the quoted words.  In Russian the
quotation is taken from the Russian translation of the same sentence when the corpus holds one
(seed 000 is bilingual); editorial justifications are shown in Russian where the ruleset gives
them in both languages (``justification = { en = "...", ru = "..." }``), else in English.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from typing import Any

from rules.claims import Claim

ORIGIN_WORDS = {
    "en": {"stated": "stated", "reported": "reported", "inherited": "inherited", "editorial": "editorial"},
    "ru": {"stated": "заявлено", "reported": "сообщается", "inherited": "унаследовано",
           "editorial": "редакторское решение"},
}
GRADE_WORDS = {
    "en": {"scholarly": "scholarly", "reconstructed": "reconstructed", "incomplete": "incomplete"},
    "ru": {"scholarly": "по источнику", "reconstructed": "реконструкция", "incomplete": "неполный"},
}
WORDS = {
    "en": {
        "grade": "Evidence grade", "follows": "Follows", "readings": "Readings in effect",
        "other": "Other readings", "draws": "Sources drawn on", "rules": "Rules",
        "general": "The game", "description": "Description (compared and shown, never played)",
        "sources": "Sources cited", "by": "by", "as_reported_by": "as reported by",
        "from": "from", "reading": "reading", "editors": "Patience Variorum", "unset": "not set",
        "choice": "chosen by the player at set-up", "or": "or", "own": "its own source",
        "translation": "",
    },
    "ru": {
        "grade": "Степень обоснованности", "follows": "Следует", "readings": "Принятые прочтения",
        "other": "Другие прочтения", "draws": "Использованные источники", "rules": "Правила",
        "general": "Игра в целом", "description": "Описание (сравнивается и показывается, но не исполняется)",
        "sources": "Цитируемые источники", "by": "—", "as_reported_by": "по сообщению",
        "from": "от", "reading": "прочтение", "editors": "Patience Variorum", "unset": "не задано",
        "choice": "выбирает игрок при раскладке", "or": "или", "own": "собственный источник",
        "translation": "в русском переводе",
    },
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list, show and explain the rulesets",
                       description="The rulesets (one per game and source), resolved against the "
                                   "corpus claims: every slot with its value and where it came from.")
    rsub = p.add_subparsers(dest="rules_command", metavar="SUBCOMMAND", required=True)

    ls = rsub.add_parser("list", help="every ruleset with its game, source, grade and readings")
    ls.add_argument("--format", choices=("text", "json"), default="text")
    ls.set_defaults(func=cmd_list)

    show = rsub.add_parser("show", help="the resolved slots of a ruleset",
                           description="Every slot of the resolved ruleset: value, origin "
                                       "(stated/reported/inherited/editorial) and the claims behind it.")
    show.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    show.add_argument("--reading", metavar="NAME", help="reading(s) to apply, joined by +")
    show.add_argument("--format", choices=("text", "json"), default="text")
    show.set_defaults(func=cmd_show)

    ex = rsub.add_parser("explain", help="the resolved rules as readable text, each with its source",
                         description="Write the rules of a ruleset as readable text, each rule marked "
                                     "stated, reported, inherited or editorial, with its source and "
                                     "the quoted words.")
    ex.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    ex.add_argument("--lang", choices=("en", "ru"), default="en")
    ex.add_argument("--reading", metavar="NAME", help="reading(s) to apply, joined by +")
    ex.set_defaults(func=cmd_explain)


# -- list / show -------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace) -> int:
    from rules.ruleset import list_rulesets, load

    rows = []
    for name in list_rulesets():
        rs = load(name)
        rows.append({
            "ruleset": name, "game": rs.game, "source": rs.source, "grade": rs.grade,
            "follows": rs.follows, "title": rs.title_en,
            "readings": [{"name": r.name, "axis": r.axis, "default": r.default} for r in rs.readings],
        })
    if args.format == "json":
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"{'ruleset':42} {'grade':14} {'follows':42} readings (default*)")
    for r in rows:
        readings = ", ".join(x["name"] + ("*" if x["default"] else "") for x in r["readings"]) or "-"
        print(f"{r['ruleset']:42} {r['grade']:14} {r['follows'] or '-':42} {readings}")
    return 0


def _resolve(name: str, reading: str | None) -> Any:
    from corpus.claims import load_claims
    from rules.ruleset import load, resolve

    claims = load_claims()
    return resolve(load(name), claims, reading), claims


def _json_value(v: Any) -> Any:
    return list(v) if isinstance(v, tuple) else v


def slot_record(game: str, slot: str, rs: Any, vocab: Any) -> dict[str, Any]:
    root = rs.root
    c = root.claim
    ev = c.evidence
    return {
        "slot": slot,
        "kind": vocab.slot(game, slot).kind,
        "value": _json_value(rs.value),
        "options": [_json_value(o) for o in rs.options],
        "origin": rs.origin,
        "via": rs.via or None,
        "root_origin": root.origin,
        "reading": root.reading or None,
        "claims": [x.id for x in root.claims],
        "asserted_by": c.asserted_by,
        "status": c.status,
        "quote": ev.quote if ev else None,
        "witness": ev.witness if ev else None,
        "segments": list(ev.segments) if ev else [],
        "corrects": list(c.corrects),
        "note": c.note or None,
        "decision": root.decision or None,
    }


def cmd_show(args: argparse.Namespace) -> int:
    from rules.vocabulary import load_vocabulary

    res, _ = _resolve(args.ruleset, args.reading)
    vocab = load_vocabulary()
    game = res.ruleset.game
    records = [slot_record(game, s, rs, vocab) for s, rs in res.slots.items()]
    if args.format == "json":
        out = {"ruleset": res.ruleset.id, "game": game, "source": res.ruleset.source,
               "grade": res.ruleset.grade, "follows": res.ruleset.follows,
               "readings": list(res.readings), "slots": records}
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"{res.ruleset.id}  ({res.ruleset.grade}; readings: {'+'.join(res.readings) or '-'})")
    for r in records:
        value = vocab.format_value(game, r["slot"], tuple(r["value"]) if isinstance(r["value"], list) else r["value"]) \
            if r["value"] is not None else "(not set)"
        if r["options"]:
            value = " | ".join(str(o) for o in r["options"]) + " (set-up choice)"
        origin = r["origin"] + (f" from {r['via']}" if r["via"] else "")
        print(f"{r['slot']:28} {value[:48]:48} {origin:50} {r['claims'][0]}")
    return 0


# -- explain -----------------------------------------------------------------------------------


@dataclass
class _Context:
    lang: str
    vocab: Any
    corpus: Any
    claims: list[Claim]
    cited: dict[str, None]
    roots: dict[Any, Any] = field(default_factory=dict)

    def w(self, key: str) -> str:
        return WORDS[self.lang][key]

    def reporter(self, claim: Claim) -> str:
        """The source of the witness a claim's evidence lies in."""
        if claim.evidence is None:
            return ""
        w = self.corpus.witnesses.get(claim.evidence.witness)
        return w.source if w else ""

    def corrections(self, claim: Claim) -> list[tuple[str, str, str]]:
        """(sic, corr, kind) of each <choice> a claim reads through; kind is the ``corr/@type``
        (``mt``, ``ocr``, ``print``)."""
        if not claim.corrects or claim.evidence is None:
            return []
        from corpus.reader import element_text

        root = self._root(claim.evidence.witness)
        if root is None:
            return []
        out = []
        for cid in claim.corrects:
            found = root.xpath("//*[@xml:id=$i]", i=cid)
            if found:
                corr = found[0].xpath("./*[local-name()='corr']")
                kind = corr[0].get("type", "") if corr else ""
                out.append((element_text(found[0], "orig"), element_text(found[0], "reg"), kind))
        return out

    def _root(self, witness: str) -> Any:
        """The parsed TEI file of a witness (parsed once per explain)."""
        w = self.corpus.witnesses.get(witness)
        if w is None:
            return None
        if w.file not in self.roots:
            from lxml import etree

            self.roots[w.file] = etree.parse(str(w.file)).getroot()
        return self.roots[w.file]

    def parallel(self, claim: Claim) -> Claim | None:
        """The same claim in a translation of its segments, in the output language."""
        if claim.evidence is None:
            return None
        wit = self.corpus.witnesses.get(claim.evidence.witness)
        if wit is None or wit.lang.split("-")[0] == self.lang:
            return None
        linked = {s.id for seg in claim.evidence.segments for s in self.corpus.translations_of(seg)}
        for other in self.claims:
            if (other.game, other.slot, other.status) == (claim.game, claim.slot, claim.status) and \
                    other.evidence and set(other.evidence.segments) & linked and other.is_curated:
                return other
        return None


#: How a claim's reading through a marked error is announced, by the error's kind (corr/@type).
CORRECTION_WORDS = {
    "en": {"mt": "translation error read as corrected", "ocr": "OCR error read as corrected",
           "print": "slip in the source read as corrected", "": "error read as corrected"},
    "ru": {"mt": "ошибка перевода исправлена", "ocr": "ошибка распознавания исправлена",
           "print": "опечатка источника исправлена", "": "ошибка исправлена"},
}


def _quote(text: str, lang: str) -> str:
    return f"«{text}»" if lang == "ru" else f"“{text}”"


def _citation(ctx: _Context, claim: Claim, reading: str = "") -> str:
    """``origin source: "quoted words" [segments]`` for one claim."""
    words = ORIGIN_WORDS[ctx.lang]
    if claim.status == "editorial" or claim.evidence is None:
        head = words["editorial"]
        if reading:
            head += f" ({ctx.w('reading')} {reading})"
        return f"{head}, {ctx.w('editors')}: {claim.note_in(ctx.lang)}"
    ctx.cited[claim.asserted_by] = None
    ev = claim.evidence
    quote, segs = ev.quote, ev.segments
    par = ctx.parallel(claim)
    if par is not None and par.evidence is not None:
        quote, segs = par.evidence.quote, par.evidence.segments
    where = f" [{', '.join(segs)}]"
    shown = par if par is not None else claim
    fixes = ctx.corrections(shown)
    for kind in dict.fromkeys(k for _, _, k in fixes):
        word = CORRECTION_WORDS[ctx.lang].get(kind, CORRECTION_WORDS[ctx.lang][""])
        shown_fixes = "; ".join(f"{_quote(a or ' ', ctx.lang)} → {_quote(b or ' ', ctx.lang)}"
                                for a, b, k in fixes if k == kind)
        where += f" ({word}: {shown_fixes})"
    if claim.status == "reported":
        reporter = ctx.reporter(claim)
        ctx.cited[reporter] = None
        head = f"{words['reported']}: {claim.asserted_by}, {ctx.w('as_reported_by')} {reporter}"
    else:
        head = f"{words[claim.status]}: {claim.asserted_by}"
    return f"{head}: {_quote(quote, ctx.lang)}{where}"


def _value_text(ctx: _Context, game: str, slot: str, rs: Any) -> str:
    if rs.options:
        opts = f" {ctx.w('or')} ".join(ctx.vocab.format_value(game, slot, o, ctx.lang) for o in rs.options)
        return f"{opts} ({ctx.w('choice')})"
    if rs.value is None:
        return ctx.w("unset")
    if ctx.vocab.slot(game, slot).type in ("text", "texts"):
        # free text in the output language where a translation of the same claim exists
        values: list[Any] = []
        for c in rs.root.claims:
            v = (ctx.parallel(c) or c).value
            for item in v if isinstance(v, tuple) else (v,):
                if item not in values:
                    values.append(item)
        return ", ".join(str(v) for v in values)
    return ctx.vocab.format_value(game, slot, rs.value, ctx.lang)


def _rule_line(ctx: _Context, game: str, slot: str, rs: Any, group_label: str | None) -> str:
    sd = ctx.vocab.slot(game, slot)
    label = sd.label(ctx.lang)
    value = _value_text(ctx, game, slot, rs)
    root = rs.root
    cite = _citation(ctx, root.claim, root.reading)
    extra = [c for c in root.claims[1:] if c.status != "editorial"]
    if extra:
        cite += "; " + "; ".join(_citation(ctx, c) for c in extra)
    if rs.origin == "inherited":
        cite = f"{ORIGIN_WORDS[ctx.lang]['inherited']} {ctx.w('from')} {rs.via} ({cite})"
    return f"  - {label}: {value} — {cite}"


def explain_text(res: Any, claims: list[Claim], lang: str = "en") -> str:
    """The resolved ruleset as readable text in ``lang`` (``en`` or ``ru``)."""
    import corpus
    from rules.ruleset import all_readings
    from rules.vocabulary import load_vocabulary

    vocab = load_vocabulary()
    c = corpus.load()
    ctx = _Context(lang, vocab, c, claims, {})
    rs = res.ruleset
    game = vocab.game(rs.game)
    out = [f"{rs.title(lang)}  ({rs.id})", ""]
    out.append(f"{ctx.w('grade')}: {GRADE_WORDS[lang][rs.grade]}")
    if rs.follows:
        out.append(f"{ctx.w('follows')}: {rs.follows}")
    readings = {r.name: r for r in all_readings(rs)}
    if res.readings:
        out.append(f"{ctx.w('readings')}:")
        out.extend(f"  - {n}: {readings[n].label(lang)}" for n in res.readings)
    others = [r for r in readings.values() if r.name not in res.readings]
    if others:
        out.append(f"{ctx.w('other')}: " + ", ".join(r.name for r in others))
    if rs.draws:
        out.append(f"{ctx.w('draws')}:")
        for d in rs.draws:
            why = d.why(lang).replace("\n", " ") if d.justification else ctx.w("own")
            out.append(f"  - {d.source}: {why}")
            ctx.cited[d.source] = None
    if rs.note:
        out += ["", rs.note_in(lang).replace("\n", " ")]
    exe = {s: r for s, r in res.slots.items() if vocab.slot(rs.game, s).executable}
    desc = {s: r for s, r in res.slots.items() if not vocab.slot(rs.game, s).executable}
    out += ["", f"{ctx.w('rules')}", f" {ctx.w('general')}"]
    out += [_rule_line(ctx, rs.game, s, r, None) for s, r in exe.items() if "." not in s or
            s.split(".")[0] not in game.group_roles]
    for g in game.groups:
        lines = [_rule_line(ctx, rs.game, s, r, g.id) for s, r in exe.items() if s.split(".")[0] == g.id]
        if lines:
            out.append(f" {g.label(lang)}")
            out += lines
    if desc:
        out += ["", ctx.w("description")]
        out += [_rule_line(ctx, rs.game, s, r, None) for s, r in desc.items()]
    cited = [s for s in ctx.cited if s]
    if cited:
        out += ["", f"{ctx.w('sources')}:"]
        for sid in cited:
            out.append(f"  - {sid}: {_source_label(c.sources.get(sid))}")
    return "\n".join(out) + "\n"


def _source_label(src: Any) -> str:
    if src is None:
        return "?"
    who = ", ".join(src.authors)
    parts = [p for p in (who, src.title, str(src.year) if src.year else "") if p]
    return ", ".join(parts) or src.id


def cmd_explain(args: argparse.Namespace) -> int:
    res, claims = _resolve(args.ruleset, args.reading)
    sys.stdout.write(explain_text(res, claims, args.lang))
    return 0
