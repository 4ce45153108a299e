"""How many cards a move carries: "only one card may be moved at a time" (``r_move_unit``), and
the same said by Russian grammar rather than by "one card at a time":

- ``piecewise``: an adverb of one at a time (a ``SINGLY`` cue of one word, no numeral:
  «поштучно», «поодиночке») next to a verb or noun of moving: «Карты перемещаются поштучно»;
- ``whole_pile_denied``: moving a whole pile (a word of ``whole`` next to a pile word:
  «перенос стопки целиком», «переносить весь столбик») denied in its clause: one card a move;
- ``built_singly``, ``no_more``, ``agrees_with``: one card at a time said with a card word, a
  limit of one («не более одной карты»), a distributive agreeing with its noun;
- ``singly_refused``: «по одной карте на основания класть нельзя, только парой»: one card at a
  time said of what is *not* allowed, or of cards going to the foundations, is no move unit.

Rule: ``move-unit``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.piles import cases, foundation_cues, group_roles, piles, role_of
from corpus.annotate.sentence import Cue, Sentence, clause_bounds
from corpus.annotate.words import ALWAYS_WORDS, MORE_WORDS, OTHERWISE_WORDS, WHOLE_WORDS

__all__ = ["agrees_with", "built_singly", "no_more", "piecewise", "singly_refused", "whole_pile_denied"]


def _clause(s: Sentence, k: int) -> tuple[int, int]:
    return next(((a, b) for a, b in clause_bounds(s) if a <= k < b), (s.span.start, s.span.end))


def piecewise(s: Sentence) -> Cue | None:
    """A one-word ``SINGLY`` cue (an adverb, no numeral) within two words of a move (verb or noun)
    in its clause; its cue."""
    for t in s.of("SINGLY"):
        if t.j - t.i != 1 or any(n.i == t.i for n in s.of("NUM")):
            continue
        if any(a.value == "move" and abs(a.i - t.i) <= 2 and not s.comma_between(min(a.i, t.i), max(a.i, t.i))
               for a in s.of("ACT")):
            return t
    return None


def whole_pile_denied(s: Sentence) -> Cue | None:
    """A move (verb or noun, or a verb of laying: «перекладывать») denied in its clause, with a word
    of ``whole`` in the clause: within two words of a pile word («перенос стопки целиком
    воспрещается»), or an adjective of whole in the instrumental, whatever its noun («целыми
    стопками / рядами не перекладывают»); in English "as a unit/block/whole" after the verb ("a
    run may not be moved as a block"): the whole pile may not be moved.  The negation's cue."""
    for a in s.of("ACT"):
        if a.value not in ("move", "build"):
            continue
        lo, hi = _clause(s, a.i)
        neg = next((n for n in s.of("NEG") if lo <= n.i < hi), None)
        if neg is None:
            continue
        if s.lang == "en":
            if any(s.norm(k) == "as" and s.norm(k + 2) in WHOLE_WORDS for k in range(a.j, min(a.j + 6, hi - 2))):
                return neg
            continue
        cols = [c for c in s.of("COLUMN") if lo <= c.i < hi and abs(c.i - a.i) <= 3]
        whole = any(s.norm(k) in WHOLE_WORDS for c in cols for k in range(max(c.i - 2, lo), min(c.j + 2, hi)))
        whole = whole or (a.value == "move" or a.j - a.i == 1) and any(
            s.doc[k].lemma_.lower() in WHOLE_WORDS and "ablt" in cases(s.norm(k)) for k in range(lo, hi))
        if whole:
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


def r_move_unit(ctx: Context, s: Sentence) -> None:
    """"Only one card may be moved at a time", «перекладывают всегда одну карту, не больше», «не
    более одной карты»: the groups built on so far in the game (or, none known yet, the game's
    one tableau group)."""
    only, moves = s.of("ONLY"), s.of("ACT", "move")
    ones = [n for n in s.of("NUM") if n.value == 1 and any(0 <= c.i - n.j <= 1 for c in s.of("CARD"))]
    singly = s.of("SINGLY")
    # "Move one card at a time", «перекладываютъ не иначе, какъ по одной картѣ»: one card a move
    carded = [c for c in singly if any(k.label == "CARD" and c.i <= k.i <= c.j for k in s.cues)]
    # "only single cards may be moved": a one-card phrase with no numeral counts as "one card"
    ones = ones or [c for c in carded if not any(n.i == c.i for n in s.of("NUM"))]
    only = only or no_more(s, ones) or (carded if not s.has("ACT", "deal") else [])
    named = [(c, name) for c, name in piles(s) if role_of(ctx.vocab, s.game, name) == "tableau"]
    # (not «Тузы кладут … по одному»: one Ace each, the numeral agreeing with the rank)
    singly = [c for c in singly if not any(agrees_with(s, c, r) for r in s.of("RANK")) and not singly_refused(s, c)]
    if singly and s.has("ACT", "build") and not s.has("ACT", "deal") and named:
        # "Building on the garden: down, suit irrelevant, one card at a time"
        for c, name in named:
            emit(ctx, s, "move-unit", f"{name}.move-unit", "one-card", [c, singly[0]])
        return
    # «Карты перемещаются поштучно», «перенос стопки целиком воспрещается»: one card a move
    said = [only[0], ones[0], moves[0]] if only and moves and ones else [
        c for c in (piecewise(s), whole_pile_denied(s)) if c is not None][:1]
    if not said:
        built_singly(ctx, s)
        return
    built = [f.slot.removesuffix(".from").removesuffix(".build") for f in ctx.found
             if f.game == s.game and f.slot.endswith((".build", ".build.from")) and f.value != "none"]
    tableau = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "tableau"]
    if not built and not s.has("PILE", "foundation"):
        # none built on yet: the tableau group the sentence names («В Совете … целыми стопками не …»;
        # not the group cards go from to the foundations)
        built = [n for _, n in piles(s) if n in tableau][:1]
    if not built and len(tableau) == 1 and not any(role_of(ctx.vocab, s.game, n) in ("stock", "waste")
                                                   for _, n in piles(s)):
        built = tableau
    for g in dict.fromkeys(built):
        emit(ctx, s, "move-unit", f"{g}.move-unit", "one-card", said)
