"""Role cues and separations for pile_inference.py, in English and Russian alike.

- ``apart``: a noun of the text's own joined to a known group's word as a second pile ("the heap
  and the Navy", "in the Army or the Navy", «из гарнизона и из кучи») does not name that group
  (while "the ramparts, or walls", a gloss, may);
- ``negated``: building on the noun denied ("nothing is built on the X", «на X не кладут»): the
  noun is a pile not built on (a reserve);
- ``one_at_a_time``: the pack turned "one by one", "one at a time", «по одной» (the stock named or
  not): the pile it goes onto is the waste;
- ``laid_as``: a count of cards laid out "which make the X", "to form the X", "as the X", «это X»,
  «они образуют X»: the noun names a laid-out group (a tableau or a reserve).
"""

from __future__ import annotations

from spacy.tokens import Span, Token

from corpus.annotate.pipeline import SPANS_KEY
from corpus.annotate.sentence import Cue
from corpus.annotate.words import (
    ARTICLES, INFER_AND, INFER_DETERMINERS, INFER_LAID_AS, INFER_NEGATION, INFER_ONE_AT_A_TIME, INFER_OR, INFER_PLACE,
)

__all__ = ["apart", "laid_as", "negated", "one_at_a_time"]

#: Words that may stand between two joined piles beside the conjunction (articles, prepositions, commas).
#: 'one', 'a' before 'by one', 'card at a time'; what closes it.
_ONE = frozenset({"one", "a", "single"})
_TIME = frozenset({"one", "time"})
#: Russian: «по одной», «по одному», «за раз», «за один раз».
_ONE_RU = frozenset({"одной", "одному", "одну", "раз", "один"})
_POSSESSIVES = frozenset({"your", "our", "my", "his", "her"})
_JOINERS = INFER_DETERMINERS | INFER_PLACE | {",", "out", "—", "-"}


def apart(sent: Span, t: Token, cue: Cue) -> bool:
    """Whether the noun ``t`` and the pile ``cue`` are two joined piles: only articles,
    prepositions, commas and a conjunction between them, "and" (any), "or" with an article or a
    preposition after it."""
    doc = sent.doc
    lo, hi = (cue.j, t.i) if cue.j <= t.i else (t.i + 1, cue.i)
    if hi - lo > 5 or hi <= lo:
        return False
    between = [doc[k].lower_ for k in range(lo, hi)]
    if any(w not in _JOINERS | INFER_AND | INFER_OR for w in between):
        return False
    for n, w in enumerate(between):
        if w in INFER_AND:
            return True
        if w in INFER_OR and n + 1 < len(between) and between[n + 1] in INFER_DETERMINERS | INFER_PLACE:
            return True
    return False


def negated(sent: Span, verbs: frozenset[str]) -> bool:
    """A verb of ``verbs`` (building) with a negation word (``infer-negation``) up to four words
    before it ("cannot be built", "nothing is built", «не могут быть построены», «нельзя класть»)."""
    doc = sent.doc
    for t in sent:
        if t.lemma_.lower() in verbs:
            before = doc[max(sent.start, t.i - 4):t.i]
            if any(w.lower_ in INFER_NEGATION or w.lemma_.lower() in INFER_NEGATION for w in before):
                return True
    return False


def one_at_a_time(sent: Span) -> bool:
    """'one by one', 'one (card) at a time', 'a card at a time', «по одной (карте)», «по карте»,
    «(одна карта) за раз»: a card at a time."""
    doc = sent.doc
    words = [t.lower_ for t in sent]
    for n, w in enumerate(words):
        after = words[n + 1:n + 5]
        if w in _ONE and any(a in INFER_ONE_AT_A_TIME for a in after) and any(a in _TIME for a in after):
            return True  # one by one, one card at a time, a card at a time
        if w in INFER_ONE_AT_A_TIME and after[:1] and (after[0] in _ONE_RU or doc[sent.start + n + 1].lemma_ == "карта"):
            return True  # по одной, по карте, за раз
    return False


def laid_as(sent: Span, t: Token, counted: bool, skip: frozenset[str]) -> bool:
    """'which make the X', 'as the X', «это X»: a word of ``infer-laid-as`` up to three words
    before the noun (only articles, adjectives and words of ``skip`` between), in a sentence that
    lays out a number of cards (``counted``), and that does not name the game ("Queen's Audience
    is a patience for one pack of 52 cards", «… — это пасьянс …»: the noun is what the game is)."""
    doc = sent.doc
    if not counted or any(sp.label_ == "GAME" and sent.start <= sp.start < sent.end for sp in doc.spans.get(SPANS_KEY, ())):
        return False
    k = t.i - 1
    n = 0
    while k >= sent.start and n < 3:
        w = doc[k]
        if w.lower_ in INFER_LAID_AS or w.lemma_.lower() in INFER_LAID_AS:
            # (in English an article or a possessive right after: "as the X", not "as each comes")
            return bool(skip) or doc[k + 1].lower_ in ARTICLES | _POSSESSIVES
        if not (w.lower_ in INFER_DETERMINERS or w.lower_ in skip or w.pos_ == "ADJ"):
            return False
        k -= 1
        n += 1
    return False
