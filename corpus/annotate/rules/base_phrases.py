"""Readings of the words around a foundation's base, shared by ``foundations`` and
``base_timing``: ranks in apposition to the foundation word, a foundation word gone onto, a pair
that starts a foundation, one pattern a rank, and a time clause of cards coming into play.
"""

from __future__ import annotations

from collections.abc import Iterable

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import card_set_items
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import APPEAR_WORDS, ARTICLES, DISTRIBUTIVE, INTO_PILE, THEY_WORDS, WHEN_WORDS

#: How many words a time clause ("as soon as … free") may run to its comma.
CLAUSE_SPAN = 14

__all__ = ["apposition", "gone_onto", "they_count", "one_per_rank", "pair_starts", "when_they_appear"]


def apposition(s: Sentence, f: Cue) -> int:
    """"There are eight foundations, one Ace and one Two of each suit, …": ranks (after a count or
    an article) set off by a comma right after the foundation word say what the foundations are
    (not after "to the foundations", where cards go).  The token after the comma, or 0."""
    counts = {n.i for n in s.of("NUM")}
    comma = f.j + (f.j in counts)  # «Оснований восемь, по тузу …»
    told = they_count(s, f)
    end = told.j + 2 * (s.words(told.j, told.j + 2) == ["of", "them"]) if told is not None else 0
    if told is not None and end < s.span.end and s.doc[end].text in (",", ":", "—", "–"):
        comma = end  # «основания, их восемь: по одному тузу …», "the foundations, eight of them: …"
    if comma >= s.span.end or s.doc[comma].text not in ((",", ":", "—", "–") if told else (",",)) or gone_onto(s, f):
        return 0
    rank = next((r for r in s.of("RANK") if comma < r.i <= comma + 3), None)
    if rank is None or not all(k in counts or s.norm(k) in ARTICLES or s.norm(k) in DISTRIBUTIVE
                               for k in range(comma + 1, rank.i)):
        return 0
    return comma + 1


def they_count(s: Sentence, f: Cue) -> Cue | None:
    """«основания, их восемь», «основаній — ихъ восемь», "the foundations, eight of them": a count
    said of the foundation word by a pronoun right after it (a comma or dash between), the number
    counting nothing else.  The number's cue, or None."""
    k = f.j
    if k < s.span.end and s.doc[k].text in (",", "—", "–"):
        k += 1
    num = None
    if k < s.span.end and s.norm(k) in THEY_WORDS:
        num = next((n for n in s.of("NUM") if n.i == k + 1), None)  # «их восемь»
    elif s.lang.startswith("en"):
        num = next((n for n in s.of("NUM") if n.i == k and s.words(n.j, n.j + 2) == ["of", "them"]), None)
    if num is None or not isinstance(num.value, int) or not 2 <= num.value <= 16 or any(
            c.label in ("CARD", "RANK", "PACK", "ROW", "COLUMN", "PILE") and num.j <= c.i <= num.j + 1 for c in s.cues):
        return None
    return num


def gone_onto(s: Sentence, f: Cue) -> bool:
    """Whether a word of going onto ("to", «на», past articles) stands before the foundation
    word: where cards go, not the foundations as things laid out."""
    k = f.i - 1
    while k >= s.span.start and (s.norm(k) in ARTICLES or s.norm(k) in ("each", "every", "any")):
        k -= 1
    return k >= s.span.start and s.norm(k) in INTO_PILE


def one_per_rank(pats: Iterable[str]) -> tuple[str, ...]:
    """The card patterns of the bases, a rank and colour said again later in the sentence ("one
    Ace and one Two of each suit …, the Aces on the left and the Twos on the right") kept once,
    as first said."""
    out: dict[tuple[str, str], str] = {}
    for p in pats:
        m = card_set_items([p])
        key = (m[0][1], m[0][2]) if m else (p, "")
        out.setdefault(key, p)
    return tuple(out.values())


def pair_starts(ctx: Context, s: Sentence, f: Cue) -> bool:
    """"That couple is the beginning of a foundation", «Съ этой четы начинается основаніе»: a pair
    word before the foundation word, the Jack and the Ace named in this sentence or the one before:
    the Jack on its Ace is a foundation's base.  True when the base was stated."""
    pair = next((p for p in s.of("PAIR") if p.i < f.i and not any(
        t.text in (";", ".", "?", "!") for t in s.doc[p.j:f.i])), None)  # («Эта пара — начало»: a dash is "is")
    if pair is None or ctx.bases.get(s.game):
        return False
    said = {str(r.value) for x in (s, s.prev) if x is not None for r in x.of("RANK")}
    if not {"J", "A"} <= said:
        return False
    if emit(ctx, s, "foundation-base", "foundation.base", ("J+A",), [pair, f]) is None:
        return False
    ctx.bases[s.game] = ("J+A",)
    return True


def when_they_appear(s: Sentence) -> bool:
    """"whenever an Ace appears", "as suitable cards turn up", "when they come up": a time
    clause (a word of ``when``) whose verb is one of cards coming into play (``appear``)."""
    lemmas = [t.lemma_.lower() for t in s.span]
    words = [t.norm_ or t.lower_ for t in s.span]
    for k, w in enumerate(words):
        if w not in WHEN_WORDS:
            continue
        # the clause runs to its comma ("as soon as a Jack and the Ace of his suit are both free,")
        end = next((m for m in range(k + 1, min(k + CLAUSE_SPAN, len(words))) if words[m] in (",", ";", ":")),
                   min(k + CLAUSE_SPAN, len(words)))
        if any(x in APPEAR_WORDS for x in lemmas[k + 1:max(end, k + 6)]):
            return True
    return _appearing_rank(s)


def _appearing_rank(s: Sentence) -> bool:
    """«Появившегося туза кладут на основание», «освободившиеся двойки», 'each Ace appearing':
    a participle of a verb of cards coming into play (``appear``) right beside a base's rank
    says the bases are played as they come."""
    from corpus.annotate.components import morph_analyzer
    for r in s.of("RANK"):
        for k in (r.i - 1, r.j):
            if not s.span.start <= k < s.span.end:
                continue
            t = s.doc[k]
            if t.lemma_.lower() not in APPEAR_WORDS:
                continue
            if s.lang.startswith("en") and t.lower_.endswith("ing") or not s.lang.startswith("en") and any(
                    p.tag.POS == "PRTF" for p in morph_analyzer().parse(s.norm(k))[:1]):
                return True
    return False


def count_said_last(s: Sentence, f: Cue) -> Cue | None:
    """«Оснований, стало быть, восемь», «Таких оснований за партию набирается четыре, по одному на
    масть»: the foundation word in the genitive plural, then (a parenthesis or a verb of becoming
    between, no cards, ranks or other piles) a number that closes its clause: their count."""
    from corpus.annotate.components import morph_analyzer

    if not s.lang.startswith("ru") or not any(
            {"gent", "plur"} <= set(str(p.tag).replace(" ", ",").split(",")) for p in morph_analyzer().parse(s.norm(f.j - 1))[:2]):
        return None
    if f.i > s.span.start and any(p.tag.POS == "NOUN" for p in morph_analyzer().parse(s.norm(f.i - 1))[:1]):
        return None  # («Начальные достоинства оснований: любые два»: the foundations' ranks)
    for n in s.of("NUM"):
        if n.i <= f.j or n.i - f.j > 6:
            continue
        if any(s.doc[k].text in (":", ";") for k in range(f.j, n.i)):
            return None
        if not isinstance(n.value, int) or not 2 <= n.value <= 16 or n.j >= s.span.end or not s.doc[n.j].is_punct:
            return None
        if any(c.label in ("CARD", "RANK", "PACK", "PILE", "ROW", "COLUMN") and f.j <= c.i < n.i for c in s.cues):
            return None
        return n
    return None
