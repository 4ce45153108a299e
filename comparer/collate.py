"""Collation: a table slot x variant of the rules several sources give one game (or related games).

Claims are keyed by slot, so collating rulesets is a join on the slot, not an alignment: every
slot of the first variant's game is a row (the slots of related games under its group names,
:func:`comparer.variants.group_map`), every variant a column.  The first variant is the base
(the earliest source, when the variants come from :func:`comparer.variants.expand`), as a lemma
is in an apparatus.  Each cell is one of

* ``silent``: the variant gives the slot no value;
* ``inherited``: the value comes from the ruleset it follows;
* ``reading``: the value is set by a reading of an ambiguous passage;
* ``editorial``: the editors filled a hole the source leaves;
* ``agree`` / ``differ``: the source states (or reports) a value, equal to the base's or not.

Every cell also says whether its value differs from the base's (``differs``), gives the value in
English and Russian words, the claim status, the claims, and the quoted evidence in the original
and, where the corpus links a translation of the sentence, in translation.

>>> col = collate([Variant.parse("queens-audience/dick-1883"), Variant.parse("kings-audience/morehead-mott-smith-1949")])
>>> row = col.row("layout.pair-top")
>>> [c.kind for c in row.cells], row.varies
(['agree', 'differ'], True)
>>> row.cells[1].words["en"], row.cells[1].words["ru"]
('the King', 'король')
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.claims import Claim, Value
from rules.resolve.resolution import ResolvedSlot
from rules.vocabulary import load_vocabulary

from comparer.variants import Variant, corpus_claims, group_map, rename_slot, resolved, slots_in

__all__ = ["CELL_KINDS", "Cell", "Row", "Collation", "collate", "Words", "json_value"]

CELL_KINDS: tuple[str, ...] = ("agree", "differ", "silent", "inherited", "editorial", "reading")
LANGS: tuple[str, ...] = ("en", "ru")


def json_value(value: Value | None) -> Any:
    """A value as JSON (tuples as lists)."""
    return list(value) if isinstance(value, tuple) else value


# -- words (comparer.words, as variorum rules explain uses them) ---------------------------------


@functools.lru_cache(maxsize=1)
def _corpus() -> Any:
    import corpus

    return corpus.load()


class Words:
    """Values, citations and quotations of one variant in one language, written by the one
    words renderer (:mod:`comparer.words`) the way ``variorum rules explain`` writes them."""

    def __init__(self, variant: Variant, lang: str) -> None:
        from comparer.explain import _Context
        from comparer.words import Quoter

        self.variant = variant
        self.lang = lang
        self.quoter = Quoter(_corpus(), list(corpus_claims()), lang)
        self.ctx = _Context(lang, load_vocabulary(), self.quoter, res=resolved(variant))

    def value(self, slot: str, rs: ResolvedSlot) -> str:
        """The value (or set-up options) in words; free text from a translation of the claim
        or the editors' words in this language."""
        from comparer.explain import _value_text

        return str(_value_text(self.ctx, self.variant.game, slot, rs))

    def unset(self) -> str:
        return self.ctx.w("unset")

    def citation(self, rs: ResolvedSlot) -> str:
        """``origin: source: “quoted words” [segments]`` of the claim the value rests on."""
        root = rs.root
        return self.quoter.citation(root.claim, root.reading)

    def parallel(self, claim: Claim) -> Claim | None:
        """The claim as the linked translation of its sentence gives it, in this language."""
        return self.quoter.parallel(claim)

    def quotation(self, claim: Claim) -> str:
        """The claim's words in quotation marks, read as corrected (the original's errors in
        brackets), from a translation in this language where the corpus links one."""
        from comparer.words import quotation_words

        q = self.quoter.quotation(claim)
        return quotation_words(q, self.lang) if q is not None else ""


@functools.lru_cache(maxsize=512)
def words(variant: Variant, lang: str) -> Words:
    return Words(variant, lang)


def witness_lang(claim: Claim) -> str:
    """The language of the witness a claim's evidence lies in (``en``, ``ru``; '' if none)."""
    if claim.evidence is None:
        return ""
    w = _corpus().witnesses.get(claim.evidence.witness)
    return w.lang.split("-")[0] if w is not None else ""


# -- the table ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One variant's answer for one slot."""

    variant: str
    slot: str
    #: The slot in the variant's own game (differs from ``slot`` across related games).
    own_slot: str
    kind: str
    differs: bool
    value: Value | None = None
    options: tuple[Value, ...] = ()
    words: dict[str, str] = field(default_factory=dict)
    status: str = ""
    origin: str = ""
    source: str = ""
    via: str = ""
    reading: str = ""
    claims: tuple[str, ...] = ()
    quote: str = ""
    quote_lang: str = ""
    segments: tuple[str, ...] = ()
    translation: str = ""
    translation_lang: str = ""
    #: The quotation and its translation in quotation marks, read as corrected (the original's
    #: errors in brackets).
    quote_words: str = ""
    translation_words: str = ""
    #: The editors' justification (editorial and reading cells), by language.
    note: dict[str, str] = field(default_factory=dict)
    #: The citation line of ``variorum rules explain``, by language.
    citation: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant, "slot": self.slot, "own_slot": self.own_slot, "kind": self.kind,
            "differs": self.differs, "value": json_value(self.value),
            "options": [json_value(o) for o in self.options],
            "words_en": self.words.get("en", ""), "words_ru": self.words.get("ru", ""),
            "status": self.status or None, "origin": self.origin or None,
            "source": self.source or None, "via": self.via or None, "reading": self.reading or None,
            "claims": list(self.claims), "quote": self.quote or None,
            "quote_lang": self.quote_lang or None, "segments": list(self.segments),
            "translation": self.translation or None, "translation_lang": self.translation_lang or None,
            "quote_words": self.quote_words or None, "translation_words": self.translation_words or None,
            "note_en": self.note.get("en") or None, "note_ru": self.note.get("ru") or None,
        }


@dataclass(frozen=True)
class Row:
    """One slot across the variants."""

    slot: str
    kind: str  # executable | descriptive
    label: dict[str, str]
    cells: tuple[Cell, ...]

    @property
    def varies(self) -> bool:
        """True when some variant's value differs from the base's (or one of them is silent)."""
        return any(c.differs for c in self.cells)

    def cell(self, variant: Variant | str) -> Cell:
        for c in self.cells:
            if c.variant == str(variant):
                return c
        raise KeyError(str(variant))


@dataclass(frozen=True)
class Collation:
    """Slots x variants; ``variants[0]`` is the base."""

    game: str
    variants: tuple[Variant, ...]
    rows: tuple[Row, ...]

    def row(self, slot: str) -> Row:
        for r in self.rows:
            if r.slot == slot:
                return r
        raise KeyError(slot)

    @property
    def varying(self) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.varies)


def _kind(rs: ResolvedSlot | None, differs: bool) -> str:
    if rs is None or rs.value is None and not rs.options:
        return "silent"
    if rs.origin == "inherited":
        return "inherited"
    if rs.root.reading:
        return "reading"
    if rs.origin == "editorial":
        return "editorial"
    return "differ" if differs else "agree"


def _evidence(variant: Variant, rs: ResolvedSlot) -> dict[str, Any]:
    """Quote (as printed, and read as corrected), its language and segments, and the
    translation of the quote where the corpus links one."""
    claim = rs.root.claim
    if claim.evidence is None:
        return {}
    lang = witness_lang(claim)
    out: dict[str, Any] = {"quote": claim.evidence.quote, "quote_lang": lang,
                           "segments": claim.evidence.segments,
                           "quote_words": words(variant, lang).quotation(claim) if lang in LANGS else ""}
    other = "ru" if lang == "en" else "en"
    par = words(variant, other).parallel(claim)
    if par is not None and par.evidence is not None:
        out["translation"] = par.evidence.quote
        out["translation_lang"] = other
        out["translation_words"] = words(variant, other).quotation(claim)
    return out


def _cell(variant: Variant, slot: str, own_slot: str, rs: ResolvedSlot | None, base: Any,
          is_base: bool) -> Cell:
    value = None if rs is None else rs.value
    options = () if rs is None else rs.options
    differs = not is_base and (value, options) != base
    kind = _kind(rs, differs)
    if rs is None or kind == "silent":
        unset = {lang: words(variant, lang).unset() for lang in LANGS}
        note = {lang: rs.root.claim.note_in(lang) for lang in LANGS} if rs is not None else {}
        return Cell(str(variant), slot, own_slot, "silent", differs, words=unset, note=note,
                    origin="editorial" if rs is not None else "")
    root = rs.root
    claim = root.claim
    w = {lang: words(variant, lang).value(own_slot, rs) for lang in LANGS}
    notes = {lang: claim.note_in(lang) for lang in LANGS} if claim.status == "editorial" else {}
    return Cell(
        str(variant), slot, own_slot, kind, differs, value, options, w,
        status=claim.status, origin=rs.origin, source=claim.asserted_by, via=rs.via,
        reading=root.reading, claims=rs.claim_ids, note=notes,
        citation={lang: words(variant, lang).citation(rs) for lang in LANGS},
        **_evidence(variant, rs),
    )


def collate(variants: Sequence[Variant]) -> Collation:
    """The collation of ``variants`` (the first is the base; related games map onto its game)."""
    if not variants:
        raise ValueError("nothing to collate")
    vocab = load_vocabulary()
    game = variants[0].game
    own: dict[Variant, dict[str, tuple[str, ResolvedSlot]]] = {}
    order: list[str] = list(vocab.game_slots(game))
    for v in variants:
        mapping = group_map(game, v.game) if v.game != game else {}
        renamed = slots_in(v, game)
        own[v] = {}
        for own_slot in resolved(v).slots:
            row_slot = rename_slot(own_slot, mapping)
            own[v][row_slot] = (own_slot, renamed[row_slot])
        for s in vocab.game_slots(v.game):
            s2 = rename_slot(s, mapping)
            if s2 not in order:
                order.append(s2)
    rows = []
    for slot in order:
        base_entry = own[variants[0]].get(slot)
        base = (None, ()) if base_entry is None else (base_entry[1].value, base_entry[1].options)
        cells = []
        for i, v in enumerate(variants):
            entry = own[v].get(slot)
            own_slot = entry[0] if entry else slot
            cells.append(_cell(v, slot, own_slot, entry[1] if entry else None, base, i == 0))
        sd = _slot_def(vocab, [(v.game, own[v].get(slot, (slot,))[0]) for v in variants])
        label = {lang: sd.label(lang) if sd else slot for lang in LANGS}
        rows.append(Row(slot, sd.kind if sd else "descriptive", label, tuple(cells)))
    return Collation(game, tuple(variants), tuple(rows))


def _slot_def(vocab: Any, where: Sequence[tuple[str, str]]) -> Any:
    from rules.errors import VariorumError

    for game, slot in where:
        try:
            return vocab.slot(game, slot)
        except VariorumError:
            continue
    return None


def kind_counts(col: Collation) -> dict[str, dict[str, int]]:
    """Per variant, how many cells of each kind."""
    out: dict[str, dict[str, int]] = {}
    for v in col.variants:
        counts = Counter(r.cell(v).kind for r in col.rows)
        out[str(v)] = {k: counts.get(k, 0) for k in CELL_KINDS}
    return out
