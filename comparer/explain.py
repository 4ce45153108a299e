"""A resolved ruleset as readable text in English or Russian: every rule marked stated /
reported / inherited / editorial, with its source and the quoted words (``variorum rules
explain``; the reports and the site use the same text).

In Russian the quotation is taken from the Russian translation of the same sentence when the
corpus holds one (seed 000 is bilingual); editorial justifications are shown in Russian where
the ruleset gives them in both languages (``justification = { en = "...", ru = "..." }``), else
in English.  Values, cards and quotations are written by :mod:`comparer.words`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comparer.words import ORIGIN_WORDS, Quoter, value_words
from corpus import Corpus
from rules.claims import Claim
from rules.vocabulary import Vocabulary

#: The words of the explanation, by language (``explain_words.toml`` beside this file).
_WORDS = tomllib.loads(Path(__file__).with_name("explain_words.toml").read_text("utf-8"))
#: Headings and connecting words; a ruleset's evidence grade.
WORDS: dict[str, dict[str, str]] = {lang: _WORDS[lang] for lang in ("en", "ru")}
GRADE_WORDS: dict[str, dict[str, str]] = _WORDS["grades"]


@dataclass
class _Context:
    lang: str
    vocab: Vocabulary
    quoter: Quoter
    #: The resolved ruleset explained (for the Russian of bilingual editorial values).
    res: Any = None

    def w(self, key: str) -> str:
        return WORDS[self.lang][key]

    def value_words(self, game: str, slot: str, value: Any) -> str:
        """A value as words; source ids among the values join the list of sources cited."""
        if self.vocab.slot(game, slot).type == "source":
            for item in value if isinstance(value, tuple) else (value,):
                self.quoter.cited[str(item)] = None
        return value_words(self.vocab, game, slot, value, self.lang)


def _value_text(ctx: _Context, game: str, slot: str, rs: Any) -> str:
    if rs.options:
        opts = f" {ctx.w('or')} ".join(ctx.value_words(game, slot, o) for o in rs.options)
        return f"{opts} ({ctx.w('choice')})"
    if rs.value is None:
        return ctx.w("unset")
    if ctx.vocab.slot(game, slot).type in ("text", "texts"):
        # free text in the output language: a translation of the same claim, or the editors'
        # own words in that language
        values: list[Any] = []
        for c in rs.root.claims:
            par = ctx.quoter.parallel(c)
            v = par.value if par is not None else ctx.res.value_in(c, ctx.lang) if ctx.res else c.value
            for item in v if isinstance(v, tuple) else (v,):
                if item not in values:
                    values.append(item)
        return ctx.value_words(game, slot, tuple(values))
    value = rs.value
    if ctx.res is not None and len(rs.root.claims) == 1 and value == rs.root.claim.value:
        value = ctx.res.value_in(rs.root.claim, ctx.lang)  # editorial free text (odds in words)
    return ctx.value_words(game, slot, value)


def _rule_line(ctx: _Context, game: str, slot: str, rs: Any, group_label: str | None) -> str:
    sd = ctx.vocab.slot(game, slot)
    label = sd.label(ctx.lang)
    value = _value_text(ctx, game, slot, rs)
    root = rs.root
    cite = ctx.quoter.citation(root.claim, root.reading)
    extra = [c for c in root.claims[1:] if c.status != "editorial"]
    if extra:
        cite += "; " + "; ".join(ctx.quoter.citation(c) for c in extra)
    if rs.origin == "inherited":
        cite = f"{ORIGIN_WORDS[ctx.lang]['inherited']} {ctx.w('from')} {rs.via} ({cite})"
    return f"  - {label}: {value} — {cite}"


def _inert_readings(name: str) -> tuple[str, ...]:
    """The readings that change nothing in ruleset ``name`` (none for a ruleset the shipped
    rulesets folder does not hold)."""
    from comparer.specs import inert_readings
    from rules.errors import VariorumError

    try:
        return inert_readings(name)
    except (VariorumError, OSError):
        return ()


def explain_text(res: Any, claims: list[Claim], lang: str = "en", c: Corpus | None = None) -> str:
    """The resolved ruleset ``res`` as readable text in ``lang`` (``en`` or ``ru``), quoting
    ``claims`` from corpus ``c`` (default: the shipped corpus)."""
    import corpus
    from rules.resolve.ruleset import all_readings
    from rules.vocabulary import load_vocabulary

    vocab = load_vocabulary()
    c = c or corpus.load()
    ctx = _Context(lang, vocab, Quoter(c, claims, lang), res=res)
    rs = res.ruleset
    game = vocab.game(rs.game)
    out = [f"{rs.title(lang)}  ({rs.id})", ""]
    out.append(f"{ctx.w('grade')}: {GRADE_WORDS[lang][rs.grade]}")
    if rs.follows:
        from comparer.graph import may_precede
        from comparer.variants import Variant

        followed = res.parent.ruleset.title(lang) + "  " if res.parent is not None else ""
        later = "" if may_precede(Variant(rs.follows), Variant(rs.id)) else " " + ctx.w("follows_later")
        out.append(f"{ctx.w('follows')}: {followed}({rs.follows}){later}")
    readings = {r.name: r for r in all_readings(rs)}
    inert = set(_inert_readings(rs.id))
    in_effect = [n for n in res.readings if n not in inert]
    if in_effect:
        out.append(f"{ctx.w('readings')}:")
        out.extend(f"  - {n}: {readings[n].label(lang)}" for n in in_effect)
    others = [r for r in readings.values() if r.name not in res.readings and r.name not in inert]
    if others:
        out.append(f"{ctx.w('other')}:")
        out.extend(f"  - {r.name}: {r.label(lang)}" for r in others)
    if inert:
        out.append(f"{ctx.w('inert')}:")
        out.extend(f"  - {r.name}: {r.label(lang)}" for r in readings.values() if r.name in inert)
    if rs.draws:
        out.append(f"{ctx.w('draws')}:")
        for d in rs.draws:
            why = d.why(lang).replace("\n", " ") if d.justification else ctx.w("own")
            out.append(f"  - {d.source}: {why}")
            ctx.quoter.cited[d.source] = None
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
    cited = [s for s in ctx.quoter.cited if s]
    if cited:
        out += ["", f"{ctx.w('sources')}:"]
        for sid in cited:
            out.append(f"  - {sid}: {_source_label(c.sources.get(sid), lang)}")
    return "\n".join(out) + "\n"


def _source_label(src: Any, lang: str = "en") -> str:
    if src is None:
        return "?"
    who = ", ".join(WORDS[lang]["anonymous"] if a == "anonymous" else a for a in src.authors)
    parts = [p for p in (who, src.title, src.date_in(lang)) if p]
    return ", ".join(parts) or src.id


