"""Policies: who chooses the move.  A policy is ``callable(state, legal_moves, rng) -> move``;
it may return ``None`` to resign (the game counts as lost).

``greedy`` takes the first legal move: the engine lists moves safest first (set-up choices
with their first option, forced gap fills, pairs, moves to foundations and discard, other
moves, optional fills, deal, redeal), so greedy plays every safe move before touching the
stock, breaking ties by pile order; among the other moves it skips those that lead back to a
position it has seen.  ``random`` picks uniformly with the seeded generator.

>>> from rules.engine.state import new_game
>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.deal import Rng
>>> st = new_game(queens_audience_example(), seed=3)
>>> greedy(st, st.legal_moves(), Rng(0))
Move.from_text('deal')
>>> get_policy("greedy") is greedy
True
>>> "lookahead" in policy_names()
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rules.errors import UnknownIdError

if TYPE_CHECKING:
    from rules.engine.deal import Rng
    from rules.engine.state import State
    from rules.engine.moves import Move

Policy = Callable[["State", Sequence["Move"], "Rng"], "Move | None"]


def greedy(state: State, moves: Sequence[Move], rng: Rng) -> Move | None:
    """Safe moves first, deterministic: the first legal move, except that it never steers
    back into a position it has already been in (tableau games can move cards to and fro).

    When every move that is neither safe nor a deal would repeat a position and the stock
    cannot be dealt, greedy resigns (returns ``None``): the game is lost.
    """
    from rules.engine.codes import MC_HOME, MC_OTHER, MC_STOCK

    first = moves[0]
    cls = state.move_class(first)
    if cls <= MC_HOME or cls == MC_STOCK:
        return first
    seen = state.notes.get("greedy-seen")
    if not isinstance(seen, set):
        seen = set()
        state.notes["greedy-seen"] = seen
    seen.add(state.key())
    stock_move = None
    for m in moves:
        c = state.move_class(m)
        if c == MC_STOCK:
            stock_move = stock_move or m
            continue
        if c < MC_OTHER:
            return m
        state.apply(m)
        k = state.key()
        state.undo()
        if k not in seen:
            return m
    return stock_move


def random_policy(state: State, moves: Sequence[Move], rng: Rng) -> Move:
    """A uniformly random legal move (seeded: ``rng.below``)."""
    return moves[rng.below(len(moves))]


POLICIES: dict[str, Policy] = {"greedy": greedy, "random": random_policy}

#: Policies defined in their own modules, imported when first asked for (so that ``variorum
#: play`` does not load a search it may never use): name -> "module:attribute".
#: ``lookahead`` (rules.play.lookahead): a bounded search over the player's own moves with a heuristic
#: evaluation of the visible cards; it never looks at the stock.  ``expert``
#: (rules.play.expert): perfect-information Monte Carlo over imagined stock orders, solved by
#: the exact solver.  ``solver`` (rules.play.solver): the clairvoyant player, who knows the
#: stock (an upper bound, not a player at the table).
LAZY_POLICIES: dict[str, str] = {"lookahead": "rules.play.lookahead:lookahead",
                                 "expert": "rules.play.expert:expert",
                                 "solver": "rules.play.solver:solver_policy"}


#: Policies that load something once per process on their first move (the exact solver's
#: compiled search and its table): name -> "module:function" that loads it from a position
#: without playing (:func:`warm`).
WARM_UPS: dict[str, str] = {"solver": "rules.play.solver:warm_search",
                            "expert": "rules.play.expert:warm_expert"}


def warm(name: str, state: State) -> None:
    """Load what policy ``name``'s first move in this process would load, from ``state`` (left
    as it was), playing nothing; nothing for a policy that loads nothing."""
    target = WARM_UPS.get(name)
    if target is None:
        return
    import importlib

    module, attr = target.split(":")
    getattr(importlib.import_module(module), attr)(state)


def policy_names() -> list[str]:
    """Every registered policy name."""
    return [*POLICIES, *LAZY_POLICIES]


def get_policy(name: str) -> Policy:
    """The policy called ``name`` (``greedy``, ``random`` or ``lookahead``)."""
    try:
        return POLICIES[name]
    except KeyError:
        pass
    target = LAZY_POLICIES.get(name)
    if target is None:
        raise UnknownIdError("policy", name, policy_names()) from None
    import importlib

    module, attr = target.split(":")
    policy: Policy = getattr(importlib.import_module(module), attr)
    return policy
