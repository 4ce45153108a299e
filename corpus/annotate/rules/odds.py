"""The odds of winning: "three times out of four", «чрезвычайно труденъ».

Rule: ``odds``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.sentence import Cue, Sentence


def r_odds(ctx: Context, s: Sentence) -> None:
    for o in s.of("ODDS"):
        if o.value is not None and not isinstance(o.value, (int, float)):
            emit(ctx, s, "odds", "odds.win", str(o.value), [o])
            continue
        if isinstance(o.value, float):  # "half the time"
            emit(ctx, s, "odds", "odds.win", o.value, [o])
            continue
        nums = [c for c in s.of("NUM") if o.i <= c.i and c.j <= o.j and isinstance(c.value, int)]
        if len(nums) == 1 and s.norm(o.i) == "once":  # "once in three attempts"
            nums.insert(0, Cue("NUM", 1, o.start, o.start + 4, o.i, o.i + 1, o.pattern, "once"))
        if len(nums) >= 2 and 0 < nums[-1].value and nums[0].value <= nums[-1].value:
            emit(ctx, s, "odds", "odds.win", round(nums[0].value / nums[-1].value, 4), [o])
