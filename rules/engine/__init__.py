"""The engine: plays any :class:`~rules.engine.spec.Spec`.

``spec`` (the executable rules as data), ``examples`` (hand-written example specs), ``deal``
(seeded shuffles), ``moves`` (move values and their notation), ``codes`` and ``tables`` (a spec
precomputed for the hot path, and the rule queries generation, refusals and the search share),
``generate`` (legal moves), ``state`` (positions: apply, undo; ``new_game``, ``replay``),
``decode`` (a move's piles), ``notation`` (reading what a player types), ``refusal`` (which rule
forbids a move, citing its claims).
"""

from __future__ import annotations
