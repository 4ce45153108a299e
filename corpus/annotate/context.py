"""Discourse memory and the one writer of claims (``emit``).

:class:`Context` holds what the rules remember across sentences: the pile last spoken of, the
colours of groups, the pack's taken-out cards, the bases, the waste's packets, and the claims of
the current *stretch of text* (between headings; ``Found.scope``).  ``emit`` checks a claim
against the vocabulary and records it, unless it was read before (a sentence that only recalls a
rule, "as mentioned above", adds no claim already read).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from corpus.annotate.found import Found
from corpus.annotate.sentence import Cue, Sentence
from rules.claims import Value
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary

__all__ = ["Context", "PendingLayout", "emit", "span_of"]


@dataclass(frozen=True)
class PendingLayout:
    """A size or shape stated before the group it belongs to is named ("First, sixteen cards are
    dealt to form a square. These compose the reserve")."""

    sentence: Sentence
    size: Cue | None
    shape: tuple[str, list[Cue]] | None


@dataclass
class Context:
    """What the rules may read and where they write: vocabulary, discourse memory, results."""

    vocab: Vocabulary
    found: list[Found] = field(default_factory=list)
    pending_layout: PendingLayout | None = None
    #: the claims (indices into ``found``) of the fill rule read last: a next clause that only adds
    #: the stock («…; отбоя нет — из колоды») extends each of them.
    last_fills: list[int] = field(default_factory=list)
    pending_ranks: tuple[Sentence, list[Cue], tuple[Sentence, ...]] | None = None
    sequences: list[int] = field(default_factory=list)
    packs: dict[str, int] = field(default_factory=dict)
    bases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The stretch of text being read (see Found.scope); claims of the scope are in found[scope_start:].
    scope: int = 0
    scope_start: int = 0
    #: (game, group) -> the colour of its cards ("two rows of red cards (Army)").
    colours: dict[tuple[str, str], str] = field(default_factory=dict)
    #: game -> the sentences that take cards out of the pack, with their card patterns.
    takeouts: dict[str, list[tuple[Sentence, list[str]]]] = field(default_factory=dict)
    #: the reserve/tableau groups the previous sentence named, and the last one named at all.
    last_groups: list[str] = field(default_factory=list)
    last_group: str | None = None
    #: the last pile (not the foundations) the sentence before named: what "it" stands for.
    last_pile: Cue | None = None
    #: (game, group, segment) of the last build rule read.
    last_build: tuple[str, str, str | None] | None = None
    #: game -> {pattern id of a two-sense pile word: the group the text laid out under it}.
    senses: dict[str, dict[str, str]] = field(default_factory=dict)
    #: the claims (indices into ``found``) the sentence before stated ("The same goes for …").
    said: list[int] = field(default_factory=list)
    #: game -> the text's own names for its groups: lemmas of the name -> group (own_names.py).
    own_names: dict[str, dict[tuple[str, ...], str]] = field(default_factory=dict)
    #: game -> the groups the text has named so far (by any pile word).
    named_groups: dict[str, set[str]] = field(default_factory=dict)
    #: game -> how many packets its waste is made of ("the talon is made of two packets").
    waste_packets: dict[str, int] = field(default_factory=dict)

    def snapshot(self) -> dict[str, Any]:
        """A copy of the memory that reading can change (its lists, dicts and sets copied down
        to their items; the vocabulary and the sentences, which reading never changes, shared)."""
        return {f.name: _copied(getattr(self, f.name)) for f in fields(self) if f.name != "vocab"}

    def restore(self, memory: dict[str, Any]) -> None:
        """Put back the memory a :meth:`snapshot` took (each container copied again, so the same
        snapshot can be restored twice)."""
        for name, value in memory.items():
            setattr(self, name, _copied(value))

    def known(self, game: str, slot: str) -> list[Found]:
        """The claims of ``game``'s canonical ``slot`` read so far in the current scope."""
        return [f for f in self.found[self.scope_start:] if f.game == game and f.slot == slot]


def _copied(value: Any) -> Any:
    """``value`` with its containers (list, dict, set) copied all the way down; other objects
    (claims, cues, sentences: frozen or never changed in place) shared."""
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, set):
        return {_copied(v) for v in value}
    return value


def span_of(s: Sentence, cues: Iterable[Cue]) -> tuple[int, int, str]:
    cs = [c for c in cues if c is not None]
    start = min(c.start for c in cs)
    end = max(c.end for c in cs)
    return start, end, s.doc.text[start:end]


def emit(ctx: Context, s: Sentence, rule: str, slot: str, value: Value, cues: Sequence[Cue],
         extra_segments: Sequence[str] = (), game: str | None = None, implicit: bool = False,
         source: str = "") -> Found | None:
    """Check the slot and value against the vocabulary and record the claim.

    Not recorded: a claim already read in one of its segments; a size, shape or count read
    before anywhere; a claim the sentence only recalls ("as mentioned above") when it was read
    before."""
    game = game or s.game
    try:
        slot = ctx.vocab.canonical(game, slot)
        value = ctx.vocab.check_value(game, slot, value)
    except VariorumError:
        return None
    start, end, text = span_of(s, cues)
    segs = tuple(dict.fromkeys([*( [s.segment] if s.segment else []), *extra_segments]))
    f = Found(game, slot, value, text, start, end, rule, tuple(dict.fromkeys(c.pattern for c in cues)),
              s.segment, segs, s.lang, source=source, implicit=implicit, scope=ctx.scope)
    restated = slot.endswith((".size", ".shape", ".count"))
    recalled = any(_recalls(s, r, cues) for r in s.of("REFBACK"))
    restated = restated or slot == "name"
    for k, old in enumerate(ctx.found):
        if old.key() == f.key() and old.source == f.source and (
                restated or recalled or set(old.segments) & set(f.segments)):
            if old.implicit and not implicit:
                ctx.found[k] = f  # the text says it: the default reading gives way
                return f
            return None
    ctx.found.append(f)
    return f


def _recalls(s: Sentence, ref: Cue, cues: Sequence[Cue]) -> bool:
    """Whether "as mentioned above" goes with the words of a claim (close by, same sentence part)."""
    lo, hi = min(c.i for c in cues), max(c.j for c in cues)
    near = 0 <= ref.i - hi <= 8 or 0 <= lo - ref.j <= 8
    return near and not any(t.text in (";", ".") for t in s.doc[min(hi, ref.i):max(lo, ref.j)])
