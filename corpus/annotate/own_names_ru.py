"""The Russian readings of a text's own names for its piles (``own_names``): definitions whose
name comes first («клумбами называются шесть кучек …»), the cards a pronoun stands for in a
layout sentence («… четыре ряда по четыре, и назовите их …»), and the class of people a name
is of by its gender («фрейлины»: women, «камергеры»: men)."""

from __future__ import annotations

from corpus.annotate.components import morph_analyzer
from corpus.annotate.context import Context
from corpus.annotate.labels import GENERIC_WORDS
from corpus.annotate.own_names_grammar import NAME_VERBS, THIS_WORDS, Side, name_after, object_after, words_ending
from corpus.annotate.sentence import Sentence
from corpus.annotate.words import IN_ALL, OWN_NAME_COUNT_BETWEEN_RU, OWN_NAME_UNDERSTOOD_RU

__all__ = ["counted_name_ru", "definitions_ru", "gender_class", "laid_cards"]


def definitions_ru(ctx: Context, s: Sentence) -> list[tuple[Side, Side]]:
    """Russian definitions whose name comes first: «под клумбами понимаются эти кучки» (a verb of
    ``own-name-understood-ru`` after «под» and the name), «клумбами называются шесть кучек …» (the
    name in the instrumental before a verb of naming), «клумбы — это шесть кучек …» (the name, a
    dash, «это» and the cards laid out).  The thing named is a pile of the game or the cards the
    sentence lays out ("this")."""
    out: list[tuple[Side, Side]] = []
    for t in s.span:
        lemma = t.lemma_.lower()
        if lemma in OWN_NAME_UNDERSTOOD_RU:
            under = next((x for x in range(t.i - 1, max(s.span.start, t.i - 5) - 1, -1) if s.norm(x) == "под"), None)
            name = name_after(ctx, s, under + 1) if under is not None else None
        elif lemma in NAME_VERBS and t.i > s.span.start:
            name = words_ending(ctx, s, t.i - 1)
        elif s.norm(t.i) == "это" and t.i - 1 > s.span.start and s.doc[t.i - 1].text in ("—", "–", "-"):
            name = words_ending(ctx, s, t.i - 2)
        else:
            continue
        thing = _thing_after(ctx, s, t.i + 1)
        if name is not None and name.lemmas and thing is not None:
            out.append((thing, name))
    return out


def _thing_after(ctx: Context, s: Sentence, k: int) -> Side | None:
    """What a Russian name-first definition names, after its verb: a pile of the game, or the cards
    a layout sentence deals (a demonstrative, a number or a card word first: «эти кучки», «шесть
    кучек по три карты»)."""
    obj, _ = object_after(ctx, s, k)
    if obj is not None:
        return obj
    while k < s.span.end and s.norm(k) in ("мы", "вы", "будем", "также", "обычно"):
        k += 1
    if k >= s.span.end:
        return None
    lays_out = s.has("NUM") and (s.has("CARD") or s.has("SHAPE") or s.has("ROW") or s.has("COLUMN"))
    first = next((c for c in s.cues if c.i == k), None)
    if s.norm(k) in THIS_WORDS or (lays_out and first is not None and first.label in ("NUM", "CARD")):
        return Side(this=True)
    return None


#: Cues of the cards a layout sentence deals and of the lines it deals them in.
_LAID = frozenset({"CARD", "ROW", "COLUMN", "SHAPE"})


def laid_cards(s: Sentence, x: int) -> bool:
    """Whether a Russian noun a pronoun stands for is the cards a layout sentence deals: a card
    word, a word of its lines («четыре ряда по четыре, и назовите их …») or a generic pile word
    («кучка») with a number before it in a sentence with a number."""
    cue = next((c for c in s.cues if c.i <= x < c.j), None)
    if not (cue is not None and cue.label in _LAID) and s.doc[x].lemma_.lower() not in GENERIC_WORDS:
        return False
    return any(c.label == "NUM" and c.j <= x + 1 for c in s.cues)

def gender_class(noun: str) -> str | None:
    """The class of people a Russian animate noun (a lemma) is of, by its gender: «фрейлина»,
    «девочка»: women; «камергер», «мальчик»: men; an inanimate noun («крепость») is of none."""
    for p in morph_analyzer().parse(noun):
        if p.normal_form == noun and p.tag.POS == "NOUN" and p.tag.animacy == "anim":
            return {"masc": "men", "femn": "women"}.get(str(p.tag.gender))
    return None


def counted_name_ru(ctx: Context, s: Sentence) -> Side | None:
    """A name given by a count: «домов наверху будет четыре», «Домиков восемь», «всего восемь
    крепостей» (a noun in the genitive plural no cue reads, its number right after it, or a few
    words of ``own-name-count-between-ru`` between; or a total's number right before it)."""
    for x in range(s.span.start, s.span.end):
        if any(c.i <= x < c.j for c in s.cues) or s.doc[x].lemma_.lower() in GENERIC_WORDS or not _plural_genitive(s, x):
            continue
        y = x + 1
        while y < s.span.end and y - x <= 3 and s.norm(y) in OWN_NAME_COUNT_BETWEEN_RU:
            y += 1
        after = any(c.label == "NUM" and c.i == y for c in s.cues)
        before = any(c.label == "NUM" and c.j == x and c.i > s.span.start and s.norm(c.i - 1) in IN_ALL for c in s.cues)
        if after or before:
            return Side(lemmas=(s.doc[x].lemma_.lower(),))
    return None


def _plural_genitive(s: Sentence, x: int) -> bool:
    t = s.doc[x]
    return any(p.tag.POS == "NOUN" and "gent" in p.tag and "plur" in p.tag
               for p in morph_analyzer().parse(t.norm_ or t.lower_)[:2])
