"""Choices the player makes before play: the lords' group, how the ladies' side lies, the
foundations' ranks.

Rule: ``setup-choice``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.games import setup_choices
from corpus.annotate.rules.piles import all_piles, cases, foundation_cues
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import EITHER_WORDS, EXAMPLE_WORDS, GROUP_WORDS


def _two_ways(ctx: Context, s: Sentence, group: str, cue: Cue | None, choice: str) -> bool:
    """«Её можно сдвинуть столбцами…, и тогда … свободна верхняя карта, а можно оставить как есть, и
    тогда свободна нижняя»: one sentence about the group (named, or the group just spoken of) that
    makes both its top and its bottom card available is the player's choice between the two."""
    if not s.lang.startswith("ru") or cue is None and ctx.last_group != group:
        return False
    tops, bottoms, avail = s.of("TOP"), s.of("BOTTOM"), s.of("AVAIL")
    if not (tops and bottoms and avail) or s.has("NEG"):
        return False
    used = [c for c in (cue, tops[0], bottoms[0]) if c is not None]
    emit(ctx, s, "setup-choice", "setup.choice", (choice,), used)
    emit(ctx, s, "setup-choice", f"{group}.access", "top", [*used[:1], tops[0]])
    emit(ctx, s, "setup-choice", f"{group}.access", "bottom", [*used[:1], bottoms[0]])
    return True


def r_setup_choice(ctx: Context, s: Sentence) -> None:
    """Choices before play: a group the player arranges (``games.toml``, ``[setup-choices]``:
    "the player chooses which group … (as the lords' side)", the ladies' side "either: …"); "the player may choose the rank the two sets of foundations
    start from" (and the bases are then ranks chosen: ``X*``, ``Y*``)."""
    choose = s.of("CHOOSE")
    # every mention: «видели обе партии, … какая из них будет Лордами» (the two lots first, collective)
    named = all_piles(s)
    words = s.all_words()
    if choose:
        rank_words, fcues = s.of("RANKWORD"), foundation_cues(s)
        if rank_words and fcues:
            emit(ctx, s, "setup-choice", "setup.choice", ("foundation-ranks",), [choose[0], rank_words[0]])
            # "two sets of foundations"; «два достоинства», "two ranks"
            n = next((int(x.value) for x in s.of("NUM") if isinstance(x.value, int) and x.j < s.span.end
                      and (s.norm(x.j) in GROUP_WORDS or any(r.i == x.j for r in rank_words))), 0)
            # «…решает сам игрок, например с шестёрок и семёрок»: as many ranks as the example gives
            example = [t.i for t in s.span if (t.norm_ or t.lower_) in EXAMPLE_WORDS]
            n = n or len({str(r.value) for r in s.of("RANK") if example and r.i > example[0]}) or 1
            if 1 <= n <= 2:
                emit(ctx, s, "setup-choice", "foundation.base", ("X*", "Y*")[:n], [rank_words[0], fcues[0]])
    for group, choice, signal in setup_choices():
        cue = next((c for c, n in named if n == group and not c.collective), None)
        if signal == "either" and _two_ways(ctx, s, group, cue, choice):
            continue
        if cue is None:
            continue
        # "chooses which group …"; «назначает стороной лордов» (the group in the instrumental: 'as')
        as_group = s.lang.startswith("ru") and any("ablt" in cases(s.norm(k)) for k in range(cue.i, cue.j))
        if signal == "choose-group" and choose and (words & GROUP_WORDS or as_group):
            emit(ctx, s, "setup-choice", "setup.choice", (choice,), [choose[0], cue])
        elif signal == "either" and (words & EITHER_WORDS or _two_readings(ctx, s, group)):
            emit(ctx, s, "setup-choice", "setup.choice", (choice,), [cue])


def _two_readings(ctx: Context, s: Sentence, group: str) -> bool:
    """Whether the sentence gave the group two values of one slot (its options, see access)."""
    mine = [f for f in ctx.found[ctx.scope_start:] if f.game == s.game and f.segment == s.segment
            and f.slot.startswith(f"{group}.")]
    slots = [f.slot for f in mine]
    return any(slots.count(x) > 1 for x in slots)
