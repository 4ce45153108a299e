"""The project's one error hierarchy.

Every error the tool raises on bad input derives from :class:`VariorumError`, so the CLI can
catch one type, print one clear line and exit with status 2.  Messages quote the offending input
together with its file, line, id or slot.
"""

from __future__ import annotations


class VariorumError(Exception):
    """Root of all errors raised on bad input or data."""


class CorpusError(VariorumError):
    """A corpus file is missing, malformed or invalid."""


class UnknownWitnessError(CorpusError):
    """A witness id that the corpus does not hold."""


class RulesetError(VariorumError):
    """A ruleset file is malformed or cannot be resolved/compiled."""


class NotationError(VariorumError, ValueError):
    """A card, pile or move written in a notation we cannot parse."""


class IllegalMoveError(VariorumError):
    """A well-formed move that the rules forbid in the current state."""
