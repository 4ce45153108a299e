"""The project's one error hierarchy.

Every error the tool raises on bad input derives from :class:`VariorumError`, so the CLI can
catch one type, print one clear line and exit with status 2.  Messages quote the offending input
together with its file, line, id or slot.
"""

from __future__ import annotations

from typing import Any


class VariorumError(Exception):
    """Root of all errors raised on bad input or data.

    ``code`` and ``params`` (optional) give the problem as a stable code with its parameters,
    from which a renderer writes the message in the user's language (the message itself is
    English).

    >>> e = VariorumError("no pile 'zz'", code="unknown-pile", name="zz")
    >>> str(e), e.code, e.params
    ("no pile 'zz'", 'unknown-pile', {'name': 'zz'})
    """

    def __init__(self, *args: object, code: str = "", **params: Any) -> None:
        super().__init__(*args)
        self.code = code
        self.params = params


class CorpusError(VariorumError):
    """A corpus file is missing, malformed or invalid."""


class UnknownWitnessError(CorpusError):
    """A witness id that the corpus does not hold."""


class RulesetError(VariorumError):
    """A ruleset file is malformed or cannot be resolved/compiled."""


class NotationError(VariorumError, ValueError):
    """A card, pile or move written in a notation we cannot parse."""


class IllegalMoveError(VariorumError):
    """A well-formed move that the rules forbid in the current state.

    Where the engine names the rule: ``move``, ``refusal`` (rules.engine.refusal.Refusal: the
    rule's slot and the reason, also as a code), ``slot`` and ``claims`` (the ids of the claims
    the rule was compiled from).
    """

    move: Any = None
    refusal: Any = None
    slot: str = ""
    claims: tuple[str, ...] = ()
