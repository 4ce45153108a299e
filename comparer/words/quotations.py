"""Claims as quotations and citations, in the reader's language.

A quotation shows the words a claim rests on *as the claim reads them*: where the claim reads
through marked errors (``Claim.corrects``: ``<choice><sic/><corr/></choice>`` of a machine
translation, OCR or a misprint), each corrected word is shown with the original's word beside
it in brackets, so the error stays visible:

    «основы, которые наращиваются [ошибка перевода: создаются] по масти [ошибка перевода: костюму] …»

Where the corpus holds the same claim in a translation in the reader's language (segments
linked as translations), that translation is quoted instead.

>>> from corpus.model import Choice
>>> q = Quotation("основы, которые создаются по костюму", "wp-ru", ("s2",), "ru",
...               (Choice("mt1", "создаются", "наращиваются", "mt"), Choice("mt2", "костюму", "масти", "mt")))
>>> quotation_words(q, "en")
'“основы, которые наращиваются [mistranslation: создаются] по масти [mistranslation: костюму]”'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.claims import Claim

if TYPE_CHECKING:  # the browser's board renders refusals with these words and has no corpus
    from corpus import Corpus
    from corpus.model import Choice

#: How a rule's origin is named.
ORIGIN_WORDS = {
    "en": {"stated": "stated", "reported": "reported", "inherited": "inherited", "editorial": "editorial"},
    "ru": {"stated": "заявлено", "reported": "сообщается", "inherited": "унаследовано",
           "editorial": "редакторское решение"},
}
#: The mark put before the original's word, by the kind of error corrected (``corr/@type``).
ERROR_MARKS = {
    "en": {"mt": "mistranslation", "ocr": "OCR", "print": "misprint", "": "originally"},
    "ru": {"mt": "ошибка перевода", "ocr": "ошибка распознавания", "print": "опечатка",
           "": "в оригинале"},
}
_CITE_WORDS = {
    "en": {"editors": "Patience Variorum", "as_reported_by": "as reported by", "reading": "reading"},
    "ru": {"editors": "Patience Variorum", "as_reported_by": "по сообщению", "reading": "прочтение"},
}


@dataclass(frozen=True)
class Quotation:
    """Words quoted from a witness: the text as printed, where it is, and the errors in it
    that the claim reads as corrected."""

    text: str
    witness: str
    segments: tuple[str, ...]
    lang: str
    corrections: tuple[Choice, ...] = ()


def quote_marks(text: str, lang: str) -> str:
    """``text`` in the quotation marks of ``lang``: «…» or “…”."""
    return f"«{text}»" if lang == "ru" else f"“{text}”"


def quotation_words(q: Quotation, lang: str) -> str:
    """The quotation in quotation marks, read as corrected, each corrected word followed by the
    original's word in brackets; a correction whose word is not within the quoted words follows
    the quotation as ``[mark: original → corrected]``."""
    text, at, missing = q.text, 0, []
    for c in q.corrections:
        mark = ERROR_MARKS[lang].get(c.kind, ERROR_MARKS[lang][""])
        text = _widened(text, c.orig)
        found = re.compile(rf"(?<!\w){re.escape(c.orig)}(?!\w)").search(text, at) if c.orig else None
        if found is None:
            missing.append(f"[{mark}: {c.orig or '—'} → {c.reg or '—'}]")
            continue
        shown = f"{c.reg} [{mark}: {c.orig}]"
        text = text[:found.start()] + shown + text[found.end():]
        at = found.start() + len(shown)
    return " ".join([quote_marks(text, lang), *missing])


def _widened(text: str, orig: str) -> str:
    """``text`` widened to hold the whole of ``orig`` where the quoted words begin inside it or
    stop inside it (``… в свалку`` quoting part of ``свалку, верхняя карта которой``), so that the
    error can be shown corrected as a whole.

    >>> _widened("из колоды в свалку", "свалку, верхняя карта которой")
    'из колоды в свалку, верхняя карта которой'
    >>> _widened("карта которой доступна", "свалку, верхняя карта которой")
    'свалку, верхняя карта которой доступна'
    """
    if not orig or re.search(rf"(?<!\w){re.escape(orig)}(?!\w)", text):
        return text
    for k in range(len(orig) - 1, 2, -1):
        head, tail = orig[:k], orig[-k:]
        if text.endswith(head) and not (orig[k].isalnum() and head[-1].isalnum()) and \
                (len(text) == k or not text[-k - 1].isalnum()):
            return text + orig[k:]
        if text.startswith(tail) and not (orig[-k - 1].isalnum() and tail[0].isalnum()) and \
                (len(text) == k or not text[k].isalnum()):
            return orig[:-k] + text
    return text


class Quoter:
    """Quotations and citations of claims for one reader's language.

    ``cited`` collects the ids of the sources cited, in order, so that a text can list them.
    """

    def __init__(self, corpus: Corpus, claims: list[Claim], lang: str) -> None:
        self.corpus = corpus
        self.claims = claims
        self.lang = lang
        self.cited: dict[str, None] = {}

    def reporter(self, claim: Claim) -> str:
        """The source of the witness a claim's evidence lies in."""
        if claim.evidence is None:
            return ""
        w = self.corpus.witnesses.get(claim.evidence.witness)
        return w.source if w else ""

    def parallel(self, claim: Claim) -> Claim | None:
        """The same claim in a translation of its segments, in the reader's language."""
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

    def quotation(self, claim: Claim) -> Quotation | None:
        """The words ``claim`` rests on, from a translation in the reader's language where the
        corpus links one; None for a claim without evidence (editorial)."""
        shown = self.parallel(claim) or claim
        ev = shown.evidence
        if ev is None:
            return None
        wit = self.corpus.witnesses.get(ev.witness)
        fixes = self.corpus.choices(ev.witness, shown.corrects) if wit is not None else []
        return Quotation(ev.quote, ev.witness, ev.segments, wit.lang if wit else "", tuple(fixes))

    def citation(self, claim: Claim, reading: str = "") -> str:
        """``origin: source: “quoted words” [segments]`` for one claim; an editorial claim
        gives the editors' justification in the reader's language."""
        words, cite = ORIGIN_WORDS[self.lang], _CITE_WORDS[self.lang]
        q = None if claim.status == "editorial" else self.quotation(claim)
        if q is None:
            head = words["editorial"]
            if reading:
                head += f" ({cite['reading']} {reading})"
            return f"{head}, {cite['editors']}: {claim.note_in(self.lang)}"
        self.cited[claim.asserted_by] = None
        if claim.status == "reported":
            reporter = self.reporter(claim)
            self.cited[reporter] = None
            head = f"{words['reported']}: {claim.asserted_by}, {cite['as_reported_by']} {reporter}"
        else:
            head = f"{words[claim.status]}: {claim.asserted_by}"
        return f"{head}: {quotation_words(q, self.lang)} [{', '.join(q.segments)}]"
