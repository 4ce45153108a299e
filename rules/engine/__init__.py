"""The engine: plays any :class:`~rules.engine.spec.Spec`.

``spec`` (the executable rules as data), ``deal`` (seeded shuffles), ``moves`` (move values and
their notation), ``codes`` and ``tables`` (a spec precomputed for the hot path), ``state``
(positions: legal moves, apply, undo; ``new_game``, ``replay``), ``decode`` (a move's piles),
``notation`` (reading what a player types), ``refusal`` (which rule forbids a move).
"""

from __future__ import annotations
