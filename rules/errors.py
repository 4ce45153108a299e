"""The project's one error hierarchy.

Every error the tool raises on bad input derives from :class:`VariorumError`, so the CLI can
catch one type, print one clear line and exit with status 2.  Messages quote the offending input
together with its file, line, id or slot.

    VariorumError
    ├── UsageError            a command-line value out of range, options that contradict
    ├── FileAccessError       a file that cannot be read or written (missing, folder, binary)
    ├── UnknownIdError        an id we do not know; suggests the nearest known ones
    │   ├── UnknownRulesetError   (also a RulesetError)
    │   ├── UnknownReadingError   (also a RulesetError)
    │   └── UnknownWitnessError   (also a CorpusError)
    ├── CorpusError           a corpus file missing, malformed or invalid
    ├── RulesetError          a ruleset that cannot be read, resolved or compiled
    │   ├── SpecError             (also a ValueError) an engine spec that does not fit together
    │   └── (rules.compile) CompileError
    ├── NotationError         a card, pile or move we cannot parse
    ├── IllegalMoveError      a move the rules forbid
    └── (elsewhere) VocabularyError, DataFileError, PatternError
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Iterable
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


class UsageError(VariorumError):
    """A command-line value out of range, or options that contradict each other."""


class FileAccessError(VariorumError):
    """A file that cannot be read or written: missing, a folder, no permission, not text."""

    @classmethod
    def from_os(cls, path: str | os.PathLike[str], exc: OSError, doing: str = "read") -> FileAccessError:
        """The one line for an OSError met while ``doing`` (read/write) ``path``.

        >>> str(FileAccessError.from_os("/x/y.json", FileNotFoundError(2, "No such file or directory"), "write"))
        'cannot write /x/y.json: No such file or directory'
        """
        reason = exc.strerror or exc.__class__.__name__
        return cls(f"cannot {doing} {os.fspath(path)}: {reason}", code=f"cannot-{doing}",
                   path=os.fspath(path), reason=reason)


class CorpusError(VariorumError):
    """A corpus file is missing, malformed or invalid."""


class RulesetError(VariorumError):
    """A ruleset file is malformed or cannot be resolved/compiled."""


def suggest(name: str, known: Iterable[str], n: int = 3) -> list[str]:
    """The known ids nearest to ``name`` (a misspelling, a part such as the game, a prefix).

    Case is ignored; a name without separators is also compared with each part of an id
    (``game/source``, ``a+b``, ``x@y``, ``group.property``).  Only the ids about as near as the nearest are given.

    >>> ids = ["queens-audience/dick-1883", "queens-audience/parlett-1979", "gavotte/wp"]
    >>> suggest("queens-audiance/dick-1883", ids)
    ['queens-audience/dick-1883']
    >>> suggest("queens", ids)
    ['queens-audience/dick-1883', 'queens-audience/parlett-1979']
    >>> suggest("zzz", ids)
    []
    """
    wanted = name.strip().lower()
    if not wanted:
        return []
    whole = len(_split_id(wanted)) > 1
    scored: list[tuple[float, str]] = []
    for k in dict.fromkeys(known):
        low = k.lower()
        parts = [low] if whole else [low, *(p for p in _split_id(low) if p)]
        score = max(difflib.SequenceMatcher(None, wanted, p).ratio() for p in parts)
        if len(wanted) >= 3 and wanted in low:
            score = max(score, 0.9)
        if score >= 0.6:
            scored.append((score, k))
    scored.sort(key=lambda t: -t[0])  # stable: equal scores keep the known order
    return [k for score, k in scored[:n] if score >= scored[0][0] - 0.1]


def _split_id(text: str) -> list[str]:
    for sep in "@+,.":
        text = text.replace(sep, "/")
    return text.split("/")


class UnknownIdError(VariorumError):
    """An id (ruleset, game, witness, reading, policy, source...) that is not known.

    The message names what was asked and the nearest known ids; else ``hint`` (where the known
    ones are listed), or the known ones when there are few.

    >>> str(UnknownIdError("policy", "gredy", ["greedy", "random", "expert"]))
    "unknown policy 'gredy'; did you mean greedy?"
    >>> str(UnknownIdError("policy", "x", ["greedy", "random"]))
    "unknown policy 'x' (known: greedy, random)"
    """

    #: Up to this many known ids are listed when none is near.
    LIST_AT_MOST = 12

    def __init__(self, kind: str, name: str, known: Iterable[str], hint: str = "",
                 where: str = "") -> None:
        known = list(known)
        near = suggest(name, known)
        head = f"{where}: " if where else ""
        if near:
            msg = f"{head}unknown {kind} {name!r}; did you mean {' or '.join(near)}?"
        elif hint:
            msg = f"{head}unknown {kind} {name!r}; {hint}"
        elif not known:
            msg = f"{head}unknown {kind} {name!r} (there are none)"
        elif len(known) <= self.LIST_AT_MOST:
            msg = f"{head}unknown {kind} {name!r} (known: {', '.join(known)})"
        else:
            msg = f"{head}unknown {kind} {name!r} ({len(known)} known)"
        super().__init__(msg, code="unknown-name", kind=kind, name=name, known=tuple(known),
                         suggestions=tuple(near))
        self.kind = kind
        self.name = name
        self.suggestions = near


class UnknownRulesetError(UnknownIdError, RulesetError):
    """A ruleset (or game) id that no ruleset file answers."""


class UnknownReadingError(UnknownIdError, RulesetError):
    """A reading name that the ruleset does not declare."""


class UnknownWitnessError(UnknownIdError, CorpusError):
    """A witness id that the corpus does not hold."""


class SpecError(RulesetError, ValueError):
    """An engine spec whose parts do not fit together (a group of no piles, a choice without
    its options): what a ruleset compiled to, or a spec written by hand, cannot be played."""


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
