"""Typed values the corpus reader returns: sources, witnesses, segments, links.

Plain frozen dataclasses, so they print, compare and serialise (``dataclasses.asdict``) simply.

>>> s = Segment(id="qa-en-rules-s1", witness="queens-audience-wp-en", lang="en", tag="s",
...             orig="First, sixteen cards are dealt.", reg="First, sixteen cards are dealt.")
>>> s.text("orig")
'First, sixteen cards are dealt.'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Form = Literal["orig", "reg"]


@dataclass(frozen=True)
class DateStatement:
    """One date a source is given, and who gives it (bibliography ids)."""

    text: str
    when: str | None = None
    not_before: str | None = None
    not_after: str | None = None
    type: str | None = None
    given_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class Source:
    """A book, article, web page or program named somewhere in the corpus."""

    id: str
    type: str
    title: str
    authors: tuple[str, ...] = ()
    editors: tuple[str, ...] = ()
    edition: str | None = None
    publisher: str | None = None
    place: str | None = None
    dates: tuple[DateStatement, ...] = ()
    lang: str | None = None
    idnos: tuple[tuple[str, str], ...] = ()
    url: str | None = None
    note: str = ""

    @property
    def disputed_date(self) -> bool:
        """True when sources disagree on the (first-edition) date."""
        return len({d.when or d.text for d in self.dates}) > 1

    @property
    def year(self) -> int | None:
        """The earliest year a source gives for it, if any (for sorting and graphs).

        A date given as a range with a label ("c. 1870", 1869–1871) counts as the year its
        label names, not as the range's lower bound, which no source gives.
        """
        years = [y for y in (_nominal_year(d) for d in self.dates) if y is not None]
        return min(years) if years else None

    @property
    def date_label(self) -> str:
        """The date as the sources give it, to print: "1914", "c. 1870 or 1874 (disputed)"."""
        return self.date_in("en")

    def date_in(self, lang: str = "en") -> str:
        """``date_label`` in English or Russian.

        >>> s = Source("x", "book", "T", dates=(DateStatement("c. 1870", not_before="1869",
        ...     not_after="1871"), DateStatement("1874", when="1874")))
        >>> s.date_in("en"), s.date_in("ru")
        ('c. 1870 or 1874 (disputed)', 'ок. 1870 или 1874 (спорно)')
        """
        labels = [lab for lab in dict.fromkeys(_date_text(d, lang) for d in self.dates) if lab]
        if len(labels) > 1:
            either, disputed = _DISPUTED.get(lang, _DISPUTED["en"])
            return f" {either} ".join(labels) + f" ({disputed})"
        return labels[0] if labels else ""


#: How a disputed date is printed: the word between the dates, and the mark after them.
_DISPUTED = {"en": ("or", "disputed"), "ru": ("или", "спорно")}


def _date_text(d: DateStatement, lang: str = "en") -> str:
    """One date statement as words: its own label in English; in Russian, the label when it is
    a year or "c. YEAR", else the range it stands for."""
    text = d.text.strip()
    if lang == "ru" and text:
        if re.fullmatch(r"c\. ?\d{4}", text):
            return "ок. " + text[-4:]
        if not re.fullmatch(r"[\d–-]+", text):
            text = ""
    if text:
        return text
    if d.when:
        return d.when
    before, after = _RANGE_WORDS.get(lang, _RANGE_WORDS["en"])
    if d.not_before and d.not_after:
        return f"{d.not_before[:4]}–{d.not_after[:4]}"
    if d.not_before:
        return f"{after} {d.not_before[:4]}"
    return f"{before} {d.not_after[:4]}" if d.not_after else ""


_RANGE_WORDS = {"en": ("before", "after"), "ru": ("до", "после")}


def _nominal_year(d: DateStatement) -> int | None:
    for v in (d.when, d.text.replace("c.", "").strip()[:4], d.not_before):
        if v and v[:4].isdigit():
            return int(v[:4])
    return None


@dataclass(frozen=True)
class Relation:
    """A documented or inferred relation between two sources (``active`` is a ``name`` of ``passive``)."""

    name: str
    active: str
    passive: str
    type: str | None = None
    cert: str | None = None
    resp: str | None = None
    desc: str = ""

    @property
    def is_inference(self) -> bool:
        return self.type == "inference"


@dataclass(frozen=True)
class Segment:
    """The unit of evidence: a sentence, heading or item with a stable ``xml:id``."""

    id: str
    witness: str
    lang: str
    tag: str
    orig: str
    reg: str
    section: str | None = None
    file: str | None = None
    line: int | None = None

    def text(self, form: Form = "orig") -> str:
        return self.orig if form == "orig" else self.reg


@dataclass(frozen=True)
class Choice:
    """One ``<choice>`` of a witness: the text as printed (``orig``: ``sic``/``orig``/``abbr``),
    the editors' reading (``reg``: ``corr``/``reg``/``expan``) and the kind of error corrected
    (the ``corr/@type``: ``mt``, ``ocr``, ``print``; ``""`` for spelling)."""

    id: str
    orig: str
    reg: str
    kind: str = ""


@dataclass(frozen=True)
class Witness:
    """One text we hold: a language version of a source document, in one TEI file."""

    id: str
    source: str
    lang: str
    kinds: tuple[str, ...]
    description: str
    file: Path
    document: str
    segment_ids: tuple[str, ...] = ()
    counts: dict[str, int] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class TranslationLink:
    """Segments that translate one another (first the translation, then its original)."""

    targets: tuple[str, ...]
