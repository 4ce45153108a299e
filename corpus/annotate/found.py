"""A claim the annotator states (:class:`Found`) and the last pass over a text's claims.

After the whole text is read, ``finalise`` drops default readings the text states otherwise
and joins the parts of one rule (``build.from``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from rules.claims import Value

__all__ = ["Found", "CONSOLIDATED", "finalise"]


@dataclass(frozen=True)
class Found:
    """A claim the annotator states, with its evidence and the rule and patterns behind it."""

    game: str
    slot: str
    value: Value
    text: str
    start: int
    end: int
    rule: str
    patterns: tuple[str, ...]
    segment: str | None
    segments: tuple[str, ...] = ()
    lang: str = ""
    #: Ids of machine-translation (or OCR) ``<choice>``s the claim reads through (its value
    #: comes from the corrected reading; its text and offsets are then the whole segment as
    #: printed).
    corrects: tuple[str, ...] = ()
    #: The source the sentence reports the claim of ("Coops uses a circle like Dick": one
    #: claim for each), a bibliography id; empty when the text states it itself.
    source: str = ""
    #: A default reading (a fill rule stated without a time is read as "at once"): dropped when
    #: the same part of the text states the slot's value explicitly.
    implicit: bool = field(default=False, compare=False)
    #: The stretch of text (between two headings, or a change of game) the claim was read in.
    scope: int = field(default=0, compare=False)

    def key(self) -> tuple[str, str, Any]:
        return (self.game, self.slot, _hashable(self.value))

    def as_json(self) -> dict[str, Any]:
        value: Any = list(self.value) if isinstance(self.value, tuple) else self.value
        return {
            "game": self.game, "slot": self.slot, "value": value, "text": self.text,
            "start": self.start, "end": self.end, "rule": self.rule,
            "patterns": list(self.patterns), "segment": self.segment,
            "segments": list(self.segments or ((self.segment,) if self.segment else ())),
            "lang": self.lang,
            **({"corrects": list(self.corrects)} if self.corrects else {}),
            **({"source": self.source} if self.source else {}),
        }


def _hashable(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


#: Slots whose statements in one stretch of text are parts of one rule when they differ.
CONSOLIDATED = (".build.from",)


def finalise(found: Sequence[Found], join: bool = True) -> list[Found]:
    """The claims of a whole text, once read (and read through its corrections):

    - a default reading (``Found.implicit``) is dropped where the same stretch of text states the
      slot explicitly ("Gaps in the reserve are filled from the talon" … "every gap is filled at
      once");
    - statements of a consolidated slot (``CONSOLIDATED``: where a group's cards come from) that
      differ within a stretch of text are the parts of one rule: they become one claim whose
      value joins them (the group itself first, then the others as the text names them) and
      whose evidence is every sentence that states a part.  Statements that agree stay apart
      (each restates the whole rule).  With ``join`` false they stay apart too: each line's
      claim is what that line states (the held-out sets' gold convention).
    """
    explicit = {(f.scope, f.game, f.slot) for f in found if not f.implicit}
    kept = [f for f in found if not (f.implicit and (f.scope, f.game, f.slot) in explicit)]
    groups: dict[tuple[int, str, str, str], list[int]] = {}
    for k, f in enumerate(kept):
        if join and f.slot.endswith(CONSOLIDATED):
            groups.setdefault((f.scope, f.game, f.slot, f.source), []).append(k)
    merged: dict[int, Found] = {}
    drop: set[int] = set()
    for (_, _, slot, _), idx in groups.items():
        values = {kept[k].key() for k in idx}
        if len(values) < 2:
            continue
        own = slot.rsplit(".", 2)[0]
        items: list[Any] = []
        for k in idx:
            v = kept[k].value
            items.extend(v if isinstance(v, tuple) else (v,))
        items = list(dict.fromkeys(items))
        items.sort(key=lambda x: 0 if x == own else 1)
        first = kept[idx[0]]
        merged[idx[0]] = replace(
            first, value=tuple(items), rule=first.rule + "+joined",
            segments=tuple(dict.fromkeys(sid for k in idx for sid in kept[k].segments)),
            patterns=tuple(dict.fromkeys(p for k in idx for p in kept[k].patterns)),
            corrects=tuple(dict.fromkeys(c for k in idx for c in kept[k].corrects)))
        drop.update(idx[1:])
    return [merged.get(k, f) for k, f in enumerate(kept) if k not in drop]
