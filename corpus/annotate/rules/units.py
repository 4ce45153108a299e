"""How many cards a move carries, said by Russian grammar rather than by "one card at a time".

Read by ``building.r_move_unit``:

- ``piecewise``: an adverb of one at a time (a ``SINGLY`` cue of one word, no numeral:
  «поштучно», «поодиночке») next to a verb or noun of moving: «Карты перемещаются поштучно»;
- ``whole_pile_denied``: moving a whole pile (a word of ``whole`` next to a pile word:
  «перенос стопки целиком», «переносить весь столбик») denied in its clause: one card a move;
- ``singly_refused``: «по одной карте на основания класть нельзя, только парой»: one card at a
  time said of what is *not* allowed, or of cards going to the foundations, is no move unit.
"""

from __future__ import annotations

from corpus.annotate.rules.piles import foundation_cues
from corpus.annotate.sentence import Cue, Sentence, clause_bounds
from corpus.annotate.words import OTHERWISE_WORDS, WHOLE_WORDS

__all__ = ["piecewise", "whole_pile_denied", "singly_refused"]


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
