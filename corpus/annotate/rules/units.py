"""How many cards a move carries, said by Russian grammar rather than by "one card at a time".

Read by ``building.r_move_unit``:

- ``piecewise``: an adverb of one at a time (a ``SINGLY`` cue of one word, no numeral:
  «поштучно», «поодиночке») next to a verb or noun of moving: «Карты перемещаются поштучно»;
- ``whole_pile_denied``: moving a whole pile (a word of ``whole`` next to a pile word:
  «перенос стопки целиком», «переносить весь столбик») denied in its clause: one card a move;
- ``built_singly``, ``no_more``, ``agrees_with``: one card at a time said with a card word, a
  limit of one («не более одной карты»), a distributive agreeing with its noun (moved here from
  building.py);
- ``singly_refused``: «по одной карте на основания класть нельзя, только парой»: one card at a
  time said of what is *not* allowed, or of cards going to the foundations, is no move unit.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.piles import foundation_cues, piles, role_of
from corpus.annotate.sentence import Cue, Sentence, clause_bounds
from corpus.annotate.words import ALWAYS_WORDS, MORE_WORDS, OTHERWISE_WORDS, WHOLE_WORDS

__all__ = ["agrees_with", "built_singly", "no_more", "piecewise", "singly_refused", "whole_pile_denied"]


def _clause(s: Sentence, k: int) -> tuple[int, int]:
    return next(((a, b) for a, b in clause_bounds(s) if a <= k < b), (s.span.start, s.span.end))


def piecewise(s: Sentence) -> Cue | None:
    """A one-word ``SINGLY`` cue (an adverb, no numeral) within two words of a move (verb or noun)
    in its clause; its cue."""
    if not s.lang.startswith("ru"):
        return None
    for t in s.of("SINGLY"):
        if t.j - t.i != 1 or any(n.i == t.i for n in s.of("NUM")):
            continue
        if any(a.value == "move" and abs(a.i - t.i) <= 2 and not s.comma_between(min(a.i, t.i), max(a.i, t.i))
               for a in s.of("ACT")):
            return t
    return None


def whole_pile_denied(s: Sentence) -> Cue | None:
    """A move (verb or noun) with a pile word and a word of ``whole`` within two words of it, all in
    one clause with a negation: the whole pile may not be moved.  The negation's cue."""
    if not s.lang.startswith("ru"):
        return None
    for a in s.of("ACT"):
        if a.value != "move":
            continue
        lo, hi = _clause(s, a.i)
        cols = [c for c in s.of("COLUMN") if lo <= c.i < hi and abs(c.i - a.i) <= 3]
        whole = any(s.norm(k) in WHOLE_WORDS for c in cols for k in range(max(c.i - 2, lo), min(c.j + 2, hi)))
        neg = next((n for n in s.of("NEG") if lo <= n.i < hi), None)
        if whole and neg is not None:
            return neg
    return None


def singly_refused(s: Sentence, singly: Cue) -> bool:
    """Whether a «по одной карте» is denied in its clause or says how cards go to the foundations."""
    lo, hi = _clause(s, singly.i)
    # (not «не иначе какъ по одной»: "in no other way than one at a time")
    denied = [n for n in s.of("NEG") if lo <= n.i < hi and not (n.j < s.span.end and s.norm(n.j) in OTHERWISE_WORDS)]
    return bool(denied) or any(0 < c.i - singly.j <= 4 for c in foundation_cues(s))


def built_singly(ctx: Context, s: Sentence) -> None:
    """«В саду карты строятся вниз …, одна карта за раз»: a group built on one card at a time (in
    Russian; no stock or deal in the sentence)."""
    # "one card at a time" said with the card or «за раз» (not «по одному тузу»: one Ace each)
    singly = [c for c in s.of("SINGLY") if any(k.label == "CARD" and c.i <= k.i < c.j for k in s.cues)
              or "раз" in s.words(c.i, c.j) or card_elided(s, c)]
    singly = [c for c in singly if not singly_refused(s, c)]
    builds = [c for c in s.of("ACT") if c.value in ("build", "move")]
    if not (singly and builds) or s.has("ACT", "deal") or s.has("RANK") or not s.lang.startswith("ru"):
        return
    groups = [(c, n) for c, n in piles(s) if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    if len(groups) == 1:
        emit(ctx, s, "move-unit", f"{groups[0][1]}.move-unit", "one-card", [groups[0][0], builds[0], singly[0]])


def card_elided(s: Sentence, singly: Cue) -> bool:
    """«Переносить карты сада можно только по одной»: a distributive «по одной» whose numeral
    agrees in gender with a card word before it in its clause (the card left unsaid after it)."""
    from corpus.annotate.components import morph_analyzer

    return any(agrees_with(s, singly, k) for k in s.of("CARD"))


def agrees_with(s: Sentence, singly: Cue, noun: Cue) -> bool:
    """Whether the numeral of a distributive («по одной», «по одному») agrees in gender with a
    noun before it in its clause (a card word, a rank: «Тузы кладут … по одному»: one Ace each)."""
    from corpus.annotate.components import morph_analyzer

    morph = morph_analyzer()
    nums = [k for k in range(singly.i, singly.j) if any(p.normal_form == "один" for p in morph.parse(s.norm(k))[:1])]
    if not nums or noun.j > singly.i or s.breaks_between(noun.i, singly.i):
        return False
    genders = {str(p.tag.gender) for p in morph.parse(s.norm(nums[0])) if p.normal_form == "один" and p.tag.gender}
    return str(morph.parse(s.doc[noun.j - 1].lemma_)[0].tag.gender) in genders


def no_more(s: Sentence, ones: list[Cue]) -> list[Cue]:
    """«одну карту, не больше», «не более одной карты», "no more than one card", «всегда одну
    карту»: a limit of one card said without "only" (the cue that says it)."""
    if not ones:
        return []
    for n in s.of("NEG"):
        if n.j < s.span.end and s.norm(n.j) in MORE_WORDS and abs(n.i - ones[0].i) <= 4:
            return [n]
    return [Cue("ONLY", None, s.doc[k].idx, s.doc[k].idx + len(s.doc[k]), k, k + 1, "always-one", s.doc[k].text)
            for k in range(max(ones[0].i - 2, s.span.start), ones[0].i) if s.norm(k) in ALWAYS_WORDS][:1]
