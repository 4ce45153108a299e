"""The terminal player (``variorum play``): the board, prompts, help and refusals in the
player's language (English or Russian), over the engine of :mod:`rules.engine`.

``session`` (commands, hints, the read–answer loop), ``board`` (the position as text),
``refusals`` (a refused move in words), ``texts`` with ``messages.toml`` (every sentence, in
both languages).  Game records (save/load) are :mod:`rules.play.record`.
"""

from __future__ import annotations

from comparer.terminal.session import Session, run

__all__ = ["Session", "run"]
