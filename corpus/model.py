"""Typed values the corpus reader returns: sources, witnesses, segments, links.

Plain frozen dataclasses, so they print, compare and serialise (``dataclasses.asdict``) simply.

>>> s = Segment(id="qa-en-rules-s1", witness="queens-audience-wp-en", lang="en", tag="s",
...             orig="First, sixteen cards are dealt.", reg="First, sixteen cards are dealt.")
>>> s.text("orig")
'First, sixteen cards are dealt.'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Form = Literal["orig", "reg"]
FORMS: tuple[str, ...] = ("orig", "reg")


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
        """The earliest year we hold for the source, if any."""
        years = []
        for d in self.dates:
            for v in (d.when, d.not_before):
                if v and v[:4].isdigit():
                    years.append(int(v[:4]))
        return min(years) if years else None


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
