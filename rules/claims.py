"""Claims: one rule statement each, with its evidence and provenance.

A claim says that a source (``asserted_by``) gives a slot of a game a value, and where the
words that say so are (``evidence``).  Claims are stored stand-off in the corpus TEI files
(``corpus.claims`` reads and writes them) and in rulesets (editorial claims); this module holds
only the value type, so the ``rules`` package depends on nothing else of ours.

>>> c = Claim(id="qa-en-c1", game="queens-audience", slot="deck.packs", value=1,
...           asserted_by="wp-en-queens-audience", status="stated",
...           evidence=Evidence(witness="queens-audience-wp-en", segments=("qa-en-rules-s1",),
...                             quote="sixteen cards"))
>>> c.is_curated
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

#: How a claim came to be: the text states it, the text reports another source's rule, we
#: inferred it from other claims, or we chose it as editors.
Status = Literal["stated", "reported", "inferred", "editorial"]
STATUSES: tuple[str, ...] = ("stated", "reported", "inferred", "editorial")

Cert = Literal["high", "medium", "low"]
CERTS: tuple[str, ...] = ("high", "medium", "low")

#: A claim value: a scalar, or a tuple of scalars (ordered lists such as a foundation sequence).
Scalar = Union[int, float, str, bool]
Value = Union[Scalar, tuple[Scalar, ...]]


@dataclass(frozen=True)
class Evidence:
    """Where the words are: a witness, its segment ids, and the quoted text.

    ``start``/``end`` are character offsets into the first segment's *orig* text when known.
    """

    witness: str
    segments: tuple[str, ...]
    quote: str = ""
    start: int | None = None
    end: int | None = None


@dataclass(frozen=True)
class Claim:
    """One rule statement: ``game``'s ``slot`` has ``value``, according to ``asserted_by``."""

    id: str
    game: str
    slot: str
    value: Value
    asserted_by: str
    status: Status
    evidence: Evidence | None = None
    resp: str = "curator"
    cert: Cert = "high"
    #: Free text: a justification (editorial claims), or what an error changed.
    note: str = ""
    #: The note in Russian, where the editors wrote one (user-facing rule explanations come in
    #: English and Russian).
    note_ru: str = ""
    #: Ids of ``<sic>``/``<corr>`` choices this claim reads through (machine-translation or OCR
    #: errors whose corrected reading the claim records).
    corrects: tuple[str, ...] = field(default_factory=tuple)

    @property
    def is_curated(self) -> bool:
        """True unless the claim was produced by the automatic annotator."""
        return not self.resp.startswith("auto:")

    def note_in(self, lang: str) -> str:
        """The note in ``lang`` (``ru`` falls back on the English note when none was written)."""
        return self.note_ru if lang == "ru" and self.note_ru else self.note
