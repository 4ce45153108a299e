"""Reading the two sides of a definition a text gives its piles (``own_names``): the thing named
and its name, as a known group of the game, new words (their lemmas) or "this" (the cards laid
out).  Shared by the English and the Russian readings (``own_names``, ``own_names_ru``)."""

from __future__ import annotations

from dataclasses import dataclass

from corpus.annotate.components import morph_analyzer
from corpus.annotate.context import Context
from corpus.annotate.labels import OWNER_RANKS
from corpus.annotate.rules.piles import group_roles, piles
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import (
    ARTICLES, IN_ALL, OWN_NAME_IS, OWN_NAME_OR, OWN_NAME_STOP, OWN_NAME_THEM, OWN_NAME_THIS, OWN_NAME_VERBS,
)

__all__ = ["IS_WORDS", "LEAD", "NAME_VERBS", "OR_WORDS", "QUOTES", "STOP_WORDS", "Side", "THEM_WORDS", "THIS_WORDS",
           "counted_name_en", "cyrillic", "known_group", "name_after", "name_word", "object_after", "pos", "side_of",
           "skip_object", "words_ending"]

NAME_VERBS = OWN_NAME_VERBS


OR_WORDS = OWN_NAME_OR


THIS_WORDS = OWN_NAME_THIS


THEM_WORDS = OWN_NAME_THEM


STOP_WORDS = OWN_NAME_STOP


IS_WORDS = OWN_NAME_IS


#: Words before a name in English that are no part of it ("as", "to as", "simply").
LEAD = frozenset({"as", "to", "simply", "just", "by", "us", "me", "—", "–", "-", ":",
                   "его", "её", "ее", "их", "наш", "наши", "наша", "наше", "и", "есть"})


QUOTES = {"«": "»", '"': '"', "“": "”", "'": "'", "‘": "’", "„": "“"}


#: Russian parts of speech a name is made of (adjectives, participles, nouns).
_NAME_POS = frozenset({"NOUN", "ADJF", "PRTF"})


@dataclass(frozen=True)
class Side:
    """One side of a definition: a known group, new words (their lemmas) or "this" (``this``)."""

    group: str | None = None
    lemmas: tuple[str, ...] = ()
    this: bool = False


def cyrillic(lemmas: tuple[str, ...]) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for w in lemmas for ch in w)


def object_after(ctx: Context, s: Sentence, k: int) -> tuple[Side | None, int]:
    """The object said between a verb of naming and the name ("call the reserve the citadel",
    «назовём эти двенадцать карт крепостью»): a pile (a known group) or cards ("this"), and where
    the name starts; (None, k) when the verb's object is a pronoun or nothing."""
    x = k
    side: Side | None = None
    while x < s.span.end and x - k < 5:
        cue = next((c for c in s.cues if c.i == x), None)
        if cue is not None and cue.label == "PILE" and side is None:
            known = known_group(ctx, s, cue.i, cue.j)
            if known is None:
                return None, skip_object(s, k)
            side, x = Side(group=known), cue.j
        elif cue is not None and cue.label in ("NUM", "CARD") and side is None:
            x = cue.j
            if cue.label == "CARD":
                side = Side(this=True)
        elif s.norm(x) in ARTICLES or s.norm(x) in ("these", "those", "эти", "этих", "эту", "этот", "все", "всё"):
            x += 1
        else:
            break
    return (side, x) if side is not None else (None, skip_object(s, k))


def skip_object(s: Sentence, k: int) -> int:
    while k < s.span.end and (s.norm(k) in LEAD or s.norm(k) in THEM_WORDS or s.norm(k) == "как"):
        k += 1
    return k


def name_after(ctx: Context, s: Sentence, k: int) -> Side | None:
    """The name after a verb of naming, "or" or "is": a pile word of the game (a known group) or
    one to three new words (quoted words whole)."""
    while k < s.span.end and (s.norm(k) in ARTICLES or s.norm(k) in LEAD or s.doc[k].text in ("—", "–", ":")):
        k += 1
    if k >= s.span.end:
        return None
    close = QUOTES.get(s.doc[k].text)
    if close is not None:
        end = next((x for x in range(k + 1, min(k + 6, s.span.end)) if s.doc[x].text == close), None)
        if end is None:
            return None
        return side_of(ctx, s, k + 1, end)
    j = k
    while j < s.span.end and j - k < 3 and name_word(s, j):
        j += 1
    if s.lang.startswith("ru"):
        while j > k and pos(s, j - 1) != "NOUN":
            j -= 1
    elif j < s.span.end and s.norm(j) == "of":
        return None  # "the beginning of a foundation": a part of a pile, not its name
    elif not _english_name_bounds(s, k, j):
        return None
    return side_of(ctx, s, k, j) if j > k else None


def _english_name_bounds(s: Sentence, k: int, j: int) -> bool:
    """An English name without its article or a capital ends the sentence part ("calls them
    gentlemen)"), not "called it — holds nine cards"."""
    if k > s.span.start and (s.norm(k - 1) in ARTICLES or s.doc[k].text[:1].isupper()):
        return True
    return j >= s.span.end or s.doc[j].is_punct or s.norm(j) in STOP_WORDS


def name_word(s: Sentence, j: int) -> bool:
    t = s.doc[j]
    word = t.norm_ or t.lower_
    lemma = t.lemma_.lower()
    if t.is_punct or t.like_num or word in STOP_WORDS or lemma in STOP_WORDS or word in ARTICLES or lemma in NAME_VERBS:
        return False
    if s.lang.startswith("ru"):
        return pos(s, j) in _NAME_POS
    return t.is_alpha


def pos(s: Sentence, j: int) -> str:
    t = s.doc[j]
    return str(morph_analyzer().parse(t.norm_ or t.lower_)[0].tag.POS)


def side_of(ctx: Context, s: Sentence, i: int, j: int) -> Side | None:
    """Words i..j as a side: a known group when a pile cue (or owners) covers them, new words
    when no cue does, else nothing (a row, a rank, a number)."""
    if i >= j:
        return None
    known = known_group(ctx, s, i, j)
    if known is not None:
        return Side(group=known)
    if any(c.i < j and i < c.j for c in s.cues):
        return None
    return Side(lemmas=tuple(t.lemma_.lower() for t in s.doc[i:j]))


def known_group(ctx: Context, s: Sentence, i: int, j: int) -> str | None:
    roles = group_roles(ctx.vocab, s.game)
    for c, name in piles(s):
        if i <= c.i < j and name in roles and _head(s, i, c):
            return name
    for c in s.cues:
        owner = OWNER_RANKS.get(s.doc[c.i].lemma_.lower()) if c.label == "RANK" and c.j - c.i == 1 else None
        if owner in roles and i <= c.i < j:
            return owner
    return None


def _head(s: Sentence, i: int, c: Cue) -> bool:
    """Whether a pile cue is the head of the name i..: the last word in English ("the waiting
    room"), the first noun in Russian («левое крыло», not «начало основания»)."""
    if not s.lang.startswith("ru"):
        return True
    return all(pos(s, x) in ("ADJF", "PRTF") for x in range(i, c.i))


def words_ending(ctx: Context, s: Sentence, x: int) -> Side | None:
    """The name (one to three words) that ends at token x."""
    c = next((c for c in s.cues if c.i <= x < c.j), None)
    if c is not None:
        known = known_group(ctx, s, c.i, c.j)
        return Side(group=known) if known else None
    i = x
    while i > s.span.start and x - i < 2 and name_word(s, i - 1) and not any(c.i <= i - 1 < c.j for c in s.cues):
        i -= 1
    if s.lang.startswith("ru"):
        if pos(s, x) != "NOUN":
            return None
    elif not any(s.norm(y) in ARTICLES | {"this", "these", "those"} or s.doc[y].text in QUOTES
                 for y in range(max(s.span.start, i - 1), i)):
        return None  # English: a name the text gives is said with its article ("the citadel")
    return side_of(ctx, s, i, x + 1) if name_word(s, x) else None

def counted_name_en(ctx: Context, s: Sentence) -> Side | None:
    """A name given by a count: "eight Heads in all", "twelve Turrets altogether" (a number, one
    or two words no cue reads, then a word of ``in-all``): new words the text goes on using."""
    for n in s.of("NUM"):
        j = n.j
        while j < s.span.end and j - n.j < 2 and name_word(s, j) and not any(c.i <= j < c.j for c in s.cues):
            j += 1
        if j == n.j or j >= s.span.end:
            continue
        total = s.norm(j) in IN_ALL or (s.norm(j) == "in" and j + 1 < s.span.end and s.norm(j + 1) in IN_ALL)
        if total:
            return Side(lemmas=tuple(t.lemma_.lower() for t in s.doc[n.j:j]))
    return None
