"""Rules: cards, the claim vocabulary, rulesets (resolve), their compilation (compile), the engine
(engine) and the players and simulation (play).

This package depends on nothing else of ours.
"""

from __future__ import annotations

from rules.errors import VariorumError

__all__ = ["VariorumError"]
