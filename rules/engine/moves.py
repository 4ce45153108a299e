"""Moves: small frozen values written in a notation that uses pile names.

A move is a :class:`Move` named tuple ``(kind, src, dst, n)`` of strings and an int:

==========  ==================================  ======================================
kind        example text                        fields
==========  ==================================  ======================================
``move``    ``a3>f2``, ``t1>t4*3``, ``w:5>f1``  src position, dst pile, cards moved
``pair``    ``a1+a7``                           first card's position, second's
``deal``    ``deal``                            (stock, waste)
``redeal``  ``redeal``                          (waste, stock)
``choose``  ``choose lords=ladies``             choice name, option
==========  ==================================  ======================================

A *position* is a pile name (``a3``: its available card or packet) or ``pile:k`` (the k-th card
from the bottom, 1-based, of a pile whose every card is available).  ``repr`` evaluates back:

>>> m = Move.from_text("a3>f2")
>>> m
Move.from_text('a3>f2')
>>> str(m), m.kind, m.src, m.dst
('a3>f2', 'move', 'a3', 'f2')
>>> Move.from_text("pair a1 a7") == Move.from_text("a1+a7")
True
>>> Move.from_text("t1>t4*3").n
3
>>> str(Move.from_text("Choose lords = ladies"))
'choose lords=ladies'
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rules.errors import NotationError

KINDS = ("move", "pair", "deal", "redeal", "choose")

_POS = r"[a-z][a-z0-9-]*?(?:\d+)?(?::\d+)?"
_MOVE_RE = re.compile(rf"^({_POS})\s*>\s*({_POS})(?:\s*\*\s*(\d+))?$")
_PAIR_RE = re.compile(rf"^(?:pair\s+({_POS})\s+({_POS})|({_POS})\s*\+\s*({_POS}))$")
_CHOOSE_RE = re.compile(r"^choose\s+([\w-]+)\s*=\s*(\S+)$")


class Move(NamedTuple):
    """One move; see the module docstring for the notation."""

    kind: str
    src: str = ""
    dst: str = ""
    n: int = 1

    def __str__(self) -> str:
        k = self.kind
        if k == "move":
            return f"{self.src}>{self.dst}" + (f"*{self.n}" if self.n != 1 else "")
        if k == "pair":
            return f"{self.src}+{self.dst}"
        if k == "choose":
            return f"choose {self.src}={self.dst}"
        return k

    def __repr__(self) -> str:
        return f"Move.from_text({str(self)!r})"

    @classmethod
    def from_text(cls, text: str) -> Move:
        """Parse the canonical notation (no state needed; pile names are not checked).

        >>> Move.from_text("a3 > f2")
        Move.from_text('a3>f2')
        >>> Move.from_text("a3 to f2")
        Traceback (most recent call last):
        ...
        rules.errors.NotationError: not a move: 'a3 to f2' (try a3>f2, a1+a7, deal, redeal, choose NAME=OPTION)
        """
        t = " ".join(text.strip().split())
        low = t.lower()
        if low in ("deal", "redeal"):
            return DEAL if low == "deal" else REDEAL
        m = _CHOOSE_RE.match(t if not low.startswith("choose") else "choose" + t[6:])
        if m:
            return cls("choose", m.group(1), m.group(2), 0)
        m = _MOVE_RE.match(low)
        if m:
            return cls("move", m.group(1), m.group(2), int(m.group(3) or 1))
        m = _PAIR_RE.match(low)
        if m:
            a, b = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
            return cls("pair", a, b, 0)
        raise NotationError(
            f"not a move: {text!r} (try a3>f2, a1+a7, deal, redeal, choose NAME=OPTION)")


DEAL = Move("deal", "", "", 0)
REDEAL = Move("redeal", "", "", 0)


def split_position(pos: str) -> tuple[str, int | None]:
    """``'w:5'`` -> ``('w', 5)``; ``'a3'`` -> ``('a3', None)``.

    >>> split_position("w:5"), split_position("a3")
    (('w', 5), ('a3', None))
    """
    if ":" in pos:
        pile, k = pos.split(":", 1)
        return pile, int(k)
    return pos, None
