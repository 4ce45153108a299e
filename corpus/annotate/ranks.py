"""Number words that name a rank: «Туз и два каждого костюма», «туз, король, два, королева».

A literal machine translation renders the rank names Two … Ten by the numbers («два», «три»), and
some retellings do too.  In Russian a number that counts is followed by what it counts («два
короля», «три ряда»); a number word beside a rank (joined by a comma or «и»), with no noun after
it, is a rank itself.  Such a number gets a ``RANK`` cue of its value, so every rule reads it as
the rank word.

>>> from corpus.annotate.pipeline import get_pipeline, patterns
>>> from corpus.annotate.sentence import cues_of
>>> doc = get_pipeline("ru")("Туз и два каждого костюма — основания; два короля лежат рядом.")
>>> [(c.label, c.value, c.text) for c in with_number_ranks(cues_of(doc[:], patterns("ru")), doc[:])
...  if c.label == "RANK"]
[('RANK', 'A', 'Туз'), ('RANK', '2', 'два'), ('RANK', 'K', 'короля')]
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Span

from corpus.annotate.sentence import Cue

__all__ = ["with_number_ranks", "with_number_ranks_en"]

#: Cue labels of what a number counts (a number before one of these is a count).
_COUNTED = frozenset({"RANK", "CARD", "PILE", "COLUMN", "ROW", "PACK", "GAP", "RANKWORD"})
#: Words that join the items of a list of ranks.
_JOINS = frozenset({",", "и", "или", "затем", "потом"})
#: English words that join the items of a list of ranks ("each Ace or 2").
_JOINS_EN = frozenset({",", "and", "or", "then"})


def _is_nominal(word: str) -> bool:
    """A noun or an adjective (what a count goes with: «восемь черныхъ тузовъ»), not a
    pronominal one («два каждого костюма»)."""
    from corpus.annotate.components import morph_analyzer

    parses = morph_analyzer().parse(word)
    return bool(parses) and parses[0].tag.POS in ("NOUN", "ADJF", "PRTF") and "Apro" not in parses[0].tag


def with_number_ranks(cues: list[Cue], sent: Span) -> list[Cue]:
    """The cues of a Russian sentence with the number words that stand for ranks read as ranks."""
    doc = sent.doc
    ranks = [c for c in cues if c.label == "RANK"]
    if not ranks:
        return cues
    out: list[Cue] = []
    for c in cues:
        if (c.label == "NUM" and isinstance(c.value, int) and 2 <= c.value <= 10 and not c.text[:1].isdigit()
                and not any(x.label in _COUNTED and c.j <= x.i <= c.j + 2
                            and not any(t.is_punct for t in doc[c.j:x.i]) for x in cues)
                and not (c.j < sent.end and _is_nominal(doc[c.j].norm_ or doc[c.j].lower_))
                and not (c.i > sent.start and (doc[c.i - 1].norm_ or doc[c.i - 1].lower_) == "по")
                and (any(_joined(doc, r, c) for r in ranks) or _after_one(cues, c) or _capital_inside(doc, c))):
            c = replace(c, label="RANK", value=str(c.value), pattern=f"{c.pattern}+rank")
        out.append(c)
    return out


def _capital_inside(doc, c: Cue) -> bool:  # doc: spacy Doc
    """«на Ас идет Три, на Три идет Пять»: a number word written with a capital inside a sentence
    that names ranks (after a word or a comma) is a rank name, as a literal translation writes them."""
    return c.text[:1].isupper() and c.i > 0 and (doc[c.i - 1].is_alpha or doc[c.i - 1].text == ",")


def _after_one(cues: list[Cue], c: Cue) -> bool:
    """«один Ас и один Два»: a number word right after "one" (one of what it names) is a rank."""
    return any(n.label == "NUM" and n.value == 1 and n.j == c.i for n in cues)


def _joined(doc, a: Cue, b: Cue) -> bool:  # doc: spacy Doc
    lo, hi = (a, b) if a.i < b.i else (b, a)
    between = [t.norm_ or t.lower_ for t in doc[lo.j:hi.i]]
    return 0 < len(between) <= 2 and set(between) <= _JOINS


def with_number_ranks_en(cues: list[Cue], sent: Span) -> list[Cue]:
    """The cues of an English sentence with the numbers that stand for ranks read as ranks:
    a number right after a count ("one 2", "1 Two of each suit"), or beside a rank word joined
    by "or"/"and"/"," ("each Ace or 2 as it turns up"), with nothing counted after it.

    >>> from corpus.annotate.pipeline import get_pipeline, patterns
    >>> from corpus.annotate.sentence import cues_of
    >>> doc = get_pipeline("en")("Take one Ace and one 2 of each suit, and two Kings.")
    >>> [c.value for c in with_number_ranks_en(cues_of(doc[:], patterns("en")), doc[:]) if c.label == "RANK"]
    ['A', '2', 'K']
    """
    doc = sent.doc
    ranks = [c for c in cues if c.label == "RANK"]
    nums = [c for c in cues if c.label == "NUM" and isinstance(c.value, int)]
    out: list[Cue] = []
    for c in cues:
        if c.label == "NUM" and isinstance(c.value, int) and 2 <= c.value <= 10 and not any(
                x.label in _COUNTED and c.j <= x.i <= c.j + 1 for x in cues):
            counted = any(n.j == c.i and n is not c for n in nums)  # "one 2"
            beside = any(_joined_en(doc, r, c) and not _share_of(doc, cues, r, c) for r in ranks)  # "Ace or 2"
            if counted and ranks or beside:
                c = replace(c, label="RANK", value=str(c.value), pattern=f"{c.pattern}+rank")
        out.append(c)
    return out


def _share_of(doc, cues: list[Cue], rank: Cue, c: Cue) -> bool:  # doc: spacy Doc
    """"seven Queens, four of spades and three of clubs", "seven Queens, four spades and three
    clubs": a number after a plural rank, then "of" and a suit or a plural suit right after it,
    counts that rank's cards of the suit."""
    plural = doc[rank.i].lower_ != doc[rank.i].lemma_.lower()
    if not plural or rank.j >= c.i or c.j >= len(doc):
        return False
    if doc[c.j].lower_ == "of":
        return any(x.label == "SUIT" and x.i == c.j + 1 for x in cues)
    return any(x.label == "SUIT" and x.i == c.j for x in cues) and doc[c.j].lower_ != doc[c.j].lemma_.lower()


def _joined_en(doc, a: Cue, b: Cue) -> bool:  # doc: spacy Doc
    lo, hi = (a, b) if a.i < b.i else (b, a)
    between = [t.lower_ for t in doc[lo.j:hi.i]]
    return 0 < len(between) <= 1 and set(between) <= _JOINS_EN
