"""How the game ends: won when every card is in the chamber or on the foundations; lost when the
bottom row is full (the last row of a game whose rows are groups, ``games.toml``).

Rule: ``end``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.games import bottom_row
from corpus.annotate.rules.piles import piles
from corpus.annotate.sentence import Sentence


def r_end(ctx: Context, s: Sentence) -> None:
    wins, loses = s.of("WIN"), s.of("LOSE")
    alls = s.of("ALL")
    if wins and alls and not s.has("ODDS"):
        for c, name in piles(s):
            if name == "chamber":
                emit(ctx, s, "end", "end.win", "all-to-chamber", [wins[0], c])
                return
            if name == "foundation":
                emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], c])
                return
    if loses:
        last = bottom_row(s.game)
        bottom = [c for c, n in piles(s) if last is not None and n == last]
        if bottom and (s.has("NEG") or s.has("GAP")):
            emit(ctx, s, "end", "end.loss", "bottom-row-full", [bottom[0], loses[0]])
