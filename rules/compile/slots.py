"""Reading a resolved ruleset's slots for the compiler, recording what each spec element came from.

:class:`SlotReader` is the compiler's one view of the resolved ruleset: ``get`` returns a slot's
value and records the slot and its claims for the spec's provenance; ``key`` hands out the
notation key of a pile group.
"""

from __future__ import annotations

from typing import Any

from rules.cards import RANK_OF_TEXT, RANK_WORD_EN, SUITS_OF_LETTER
from rules.engine.spec import CardPattern, PileGroup
from rules.errors import RulesetError
from rules.resolve.resolution import Resolved, ResolvedSlot
from rules.vocabulary import Vocabulary


class CompileError(RulesetError):
    """A resolved ruleset that the engine spec cannot express (names ruleset and slot)."""


class SlotReader:
    """The slots of one resolved ruleset, and what the compiler has made of them so far."""

    def __init__(self, resolved: Resolved, vocab: Vocabulary) -> None:
        self.r = resolved
        self.v = vocab
        self.game = vocab.game(resolved.ruleset.game)
        self.provenance: dict[str, tuple[str, ...]] = {}
        self.keys: set[str] = set()
        #: notation keys the vocabulary gives the game's groups (others: a free letter)
        self.group_keys = {g.id: g.key for g in self.game.groups if g.key}
        self.present: set[str] = set()  # vocabulary groups that exist in the spec
        self.foundations: list[PileGroup] = []
        self.found_names: list[str] = []
        #: groups whose cards go only to the ends of their line: True when a line is a row or a
        #: column (``line-ends``), False when it is a row with its sides (``row-ends``)
        self.row_end_groups: dict[str, bool] = {}
        self.foundation_suits: dict[str, tuple[int, ...]] = {}

    def err(self, slot: str, msg: str) -> CompileError:
        return CompileError(f"{self.r.ruleset.id}: slot {slot!r}: {msg}")

    def slot(self, slot: str) -> ResolvedSlot | None:
        return self.r.slots.get(slot)

    def get(self, slot: str, default: Any = None, required: bool = True) -> Any:
        rs = self.slot(slot)
        if rs is None or rs.value is None:
            if required and default is None:
                raise self.err(slot, "has no value")
            return default
        self.provenance[slot] = rs.claim_ids
        return rs.value

    def key(self, name: str) -> str:
        k = self.group_keys.get(name) or next((ch for ch in name if ch.isalpha() and ch not in self.keys), name)
        while k in self.keys:
            k = k + "'"
        self.keys.add(k)
        return k


def rank_word(rank: str) -> str:
    """A rank letter as a lower-case English word (``Q`` -> ``queen``) for group and pair names."""
    return RANK_WORD_EN[RANK_OF_TEXT[rank] - 1].lower() if rank in RANK_OF_TEXT else rank.lower()


def card_pattern(rank: str, suit: str) -> CardPattern:
    """The cards a pattern's rank letter and colour letter (``R``/``B``) stand for."""
    return CardPattern(None if rank == "*" else (RANK_OF_TEXT[rank],),
                       SUITS_OF_LETTER[suit] if suit in ("R", "B") else None)
