"""Decoding a :class:`~rules.engine.moves.Move` against a position: its pile names resolved to
the engine's pile indices (:func:`decode_move`) and to the card it takes (:func:`source_card`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.codes import OP_CHOOSE, OP_DEAL, OP_EXTRACT, OP_MOVE, OP_PAIR, OP_REDEAL
from rules.engine.moves import DEAL, REDEAL, Move, split_position
from rules.errors import NotationError

if TYPE_CHECKING:
    from rules.engine.state import State



def _pile(state: State, name: str, text: str) -> int:
    p = state.t.name_to_pile.get(name)
    if p is None:
        raise NotationError(f"no pile {name!r} in {text!r} (piles: "
                            f"{', '.join(state.t.pile_names)})")
    return p


def decode_move(state: State, move: Move) -> tuple[int, ...]:
    """The engine op for a move not produced by ``legal_moves`` (names resolved)."""
    text = str(move)
    if move.kind == "move":
        sname, k = split_position(move.src)
        sp, dp = _pile(state, sname, text), _pile(state, move.dst, text)
        if k is not None:
            return (OP_EXTRACT, sp, k - 1, dp)
        return (OP_MOVE, sp, dp, move.n)
    if move.kind == "pair":
        (an, ak), (bn, bk) = split_position(move.src), split_position(move.dst)
        pa, pb = _pile(state, an, text), _pile(state, bn, text)
        qa = (ak - 1) if ak else -1
        qb = (bk - 1) if bk else -1
        return (OP_PAIR, pa, qa, pb, qb)
    if move.kind == "choose":
        for ci, c in enumerate(state.spec.setup):
            if c.name == move.src and move.dst in c.options:
                return (OP_CHOOSE, ci, c.options.index(move.dst))
        raise NotationError(f"no set-up choice {text!r}")
    if move == DEAL:
        return (OP_DEAL,)
    if move == REDEAL:
        return (OP_REDEAL,)
    raise NotationError(f"cannot play {text!r}")


def source_card(state: State, move: Move) -> int | None:
    """The (lowest) card a ``move``/``pair`` move takes, or None if there is none."""
    try:
        sname, k = split_position(move.src)
        sp = state.t.name_to_pile[sname]
    except (KeyError, ValueError):
        return None
    pile = state.piles[sp]
    if not pile:
        return None
    if k is not None:
        return pile[k - 1] if 0 < k <= len(pile) else None
    n = move.n if move.kind == "move" else 1
    return pile[-n] if 0 < n <= len(pile) else None
