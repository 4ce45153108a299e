"""Rules: cards, the claim vocabulary, rulesets, the engine, players, solver and simulation.

This package depends on nothing else of ours.
"""

from __future__ import annotations

from rules.errors import VariorumError

__all__ = ["VariorumError"]
