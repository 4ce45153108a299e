"""Policies: who chooses the move.  A policy is ``callable(state, legal_moves, rng) -> move``.

``greedy`` takes the first legal move: the engine lists moves safest first (set-up choices
with their first option, forced gap fills, pairs, moves to foundations and discard, other
moves, optional fills, deal, redeal), so greedy plays every safe move before touching the
stock, breaking ties by pile order.  ``random`` picks uniformly with the seeded generator.

>>> from rules.engine import new_game
>>> from rules.spec import queens_audience_example
>>> from rules.deal import Rng
>>> st = new_game(queens_audience_example(), seed=3)
>>> greedy(st, st.legal_moves(), Rng(0))
Move.from_text('deal')
>>> get_policy("greedy") is greedy
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rules.errors import VariorumError

if TYPE_CHECKING:
    from rules.deal import Rng
    from rules.engine import State
    from rules.moves import Move

Policy = Callable[["State", Sequence["Move"], "Rng"], "Move"]


def greedy(state: State, moves: Sequence[Move], rng: Rng) -> Move:
    """Safe moves first, deterministic: the first legal move."""
    return moves[0]


def random_policy(state: State, moves: Sequence[Move], rng: Rng) -> Move:
    """A uniformly random legal move (seeded: ``rng.below``)."""
    return moves[rng.below(len(moves))]


POLICIES: dict[str, Policy] = {"greedy": greedy, "random": random_policy}


def get_policy(name: str) -> Policy:
    """The policy called ``name`` (``greedy`` or ``random``)."""
    try:
        return POLICIES[name]
    except KeyError:
        raise VariorumError(f"unknown policy {name!r} (known: {', '.join(POLICIES)})") from None
