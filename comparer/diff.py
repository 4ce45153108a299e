"""The diff of two variants: every slot whose value differs, cosmetic or substantive, with effects.

A differing slot is **cosmetic** when giving the first variant (A) that one value of the second
(B) leaves A's compiled spec equal: the change cannot alter play.  Otherwise it is
**substantive**: A's spec changes (or A cannot even be compiled with that value alone, which is
said).  Descriptive slots never reach the spec, so they are always cosmetic.  Related games
compare through their group maps (:func:`comparer.variants.group_map`): B's slots are read under
A's group names.

The **measured effect** of a substantive slot is a paired comparison of A and "A with that slot
alone changed" on the same seeds and policy; the pair's effect compares A and B.  A substantive
slot whose change alters no deal is reported as "substantive in the spec, no effect seen in N
deals", never silently as cosmetic.

>>> d = diff(Variant.parse("queens-audience/dick-1883"), Variant.parse("kings-audience/morehead-mott-smith-1949"))
>>> d.same_play, [s.slot for s in d.substantive], "layout.pair-top" in [s.slot for s in d.cosmetic]
(True, [], True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from rules.errors import VariorumError
from rules.resolve.resolution import ResolvedSlot
from rules.engine.spec import Spec

from comparer.collate import Cell, Row, collate
from comparer.effects import NotStored, Outcomes, Paired, Store, default_policy, outcomes, paired
from comparer.variants import Variant, resolved, slots_in, spec_of

__all__ = ["SlotDiff", "Diff", "diff", "measure", "swapped_spec"]


@dataclass(frozen=True)
class SlotDiff:
    """One slot on which A and B differ, classified."""

    slot: str
    kind: str  # executable | descriptive
    label: dict[str, str]
    a: Cell
    b: Cell
    verdict: str  # cosmetic | substantive
    #: Why: ``descriptive`` (never compiled), ``spec-equal``, ``spec-changes``, ``no-spec``
    #: (A cannot be compiled with B's value alone; ``error`` says why) or
    #: ``spec-equal-together`` (not alone, but changed with ``joint`` A's spec stays equal).
    reason: str
    error: str = ""
    #: The paired comparison of A and A-with-this-slot-changed (substantive slots, when measured).
    effect: Paired | None = None
    #: For a slot A cannot take alone: the slots changed together with it to measure it (empty
    #: when measured alone, or when no joint change compiles either).
    joint: tuple[str, ...] = ()

    @property
    def substantive(self) -> bool:
        return self.verdict == "substantive"

    def as_json(self) -> dict[str, Any]:
        return {
            "slot": self.slot, "kind": self.kind, "label_en": self.label.get("en"),
            "label_ru": self.label.get("ru"), "verdict": self.verdict, "reason": self.reason,
            "error": self.error or None, "a": self.a.as_json(), "b": self.b.as_json(),
            "effect": self.effect.as_json() if self.effect else None,
            "changed_together_with": list(self.joint) or None,
        }


@dataclass(frozen=True)
class Diff:
    """Every differing slot of two variants, and the pair's measured effect."""

    a: Variant
    b: Variant
    slots: tuple[SlotDiff, ...]
    #: A's and B's specs are equal: they play identically.
    same_play: bool
    effect: Paired | None = None
    #: Slots both variants give the same value (for a report's "agree" count).
    agreed: int = 0
    notes: tuple[str, ...] = field(default=())

    @property
    def substantive(self) -> tuple[SlotDiff, ...]:
        return tuple(s for s in self.slots if s.substantive)

    @property
    def cosmetic(self) -> tuple[SlotDiff, ...]:
        return tuple(s for s in self.slots if not s.substantive)


def with_slot(a: Variant, slot: str, rs: ResolvedSlot | None) -> Any:
    """A's resolution with ``slot`` set to ``rs`` (None: removed)."""
    res = resolved(a)
    slots = dict(res.slots)
    if rs is None:
        slots.pop(slot, None)
    else:
        slots[slot] = replace(rs, slot=slot)
    return replace(res, slots=slots)


def swapped_spec(a: Variant, b: Variant, *slots: str) -> Spec:
    """A's spec with ``slots`` given B's values (B's slots read under A's group names).

    Raises VariorumError (or the spec's ValueError) when A cannot take those values.
    """
    from rules.compile.compiler import compile_resolved

    theirs = slots_in(b, a.game)
    res = resolved(a)
    changed = dict(res.slots)
    for slot in slots:
        if theirs.get(slot) is None:
            changed.pop(slot, None)
        else:
            changed[slot] = replace(theirs[slot], slot=slot)
    return compile_resolved(replace(res, slots=changed))


_SPEC_ERRORS = (VariorumError, ValueError, KeyError, TypeError)


def _joint(a: Variant, b: Variant, slots: tuple[SlotDiff, ...]) -> tuple[SlotDiff, ...]:
    """Slots A cannot take alone, given a set of slots to change together: first the differing
    executable slots of the same group (a group's count and size), else every such slot with
    its group, else every differing executable slot."""
    stuck = [s for s in slots if s.reason == "no-spec"]
    if not stuck:
        return slots
    exe = [s.slot for s in slots if s.kind == "executable"]

    def group(slot: str) -> list[str]:
        return [x for x in exe if x.split(".")[0] == slot.split(".")[0]]

    everything = list(dict.fromkeys(x for s in stuck for x in group(s.slot)))
    out = []
    for s in slots:
        if s.reason == "no-spec":
            for together in (group(s.slot), everything, exe):
                try:
                    spec = swapped_spec(a, b, *together)
                except _SPEC_ERRORS:
                    continue
                s = replace(s, joint=tuple(x for x in together if x != s.slot))
                if spec == spec_of(a):  # e.g. cards removed as decorative instead: same play
                    s = replace(s, verdict="cosmetic", reason="spec-equal-together")
                break
        out.append(s)
    return tuple(out)


def _classify(a: Variant, b: Variant, row: Row) -> SlotDiff:
    ca, cb = row.cell(a), row.cell(b)
    if row.kind != "executable":
        return SlotDiff(row.slot, row.kind, row.label, ca, cb, "cosmetic", "descriptive")
    try:
        swapped = swapped_spec(a, b, row.slot)
    except _SPEC_ERRORS as exc:
        return SlotDiff(row.slot, row.kind, row.label, ca, cb, "substantive", "no-spec", str(exc))
    if swapped == spec_of(a):
        return SlotDiff(row.slot, row.kind, row.label, ca, cb, "cosmetic", "spec-equal")
    return SlotDiff(row.slot, row.kind, row.label, ca, cb, "substantive", "spec-changes")


def diff(a: Variant, b: Variant) -> Diff:
    """Classify every slot on which ``a`` and ``b`` differ (no play; see :func:`measure`)."""
    col = collate([a, b])
    slots = _joint(a, b, tuple(_classify(a, b, row) for row in col.rows if row.varies))
    return Diff(a, b, slots, spec_of(a) == spec_of(b), agreed=len(col.rows) - len(slots))


def measure(d: Diff, deals: int, policy: str | None = None, seed_start: int = 0, workers: int = 1,
            progress: Callable[[int], None] | None = None, store: Store | None = None) -> Diff:
    """The diff with measured effects: A and B, and A with each substantive slot alone changed,
    on seeds ``seed_start ..`` with ``policy`` (default: ``simulate``'s policy for A's game).
    With a ``store`` that may not play, what it lacks stays unmeasured (effect None)."""
    spec_a, spec_b = spec_of(d.a), spec_of(d.b)
    pol = policy or default_policy(d.a.ruleset)

    def run(spec: Spec) -> Outcomes | None:
        try:
            return outcomes(spec, pol, deals, seed_start, workers, progress, store=store)
        except NotStored:
            return None

    base = run(spec_a)
    if base is None:
        return d
    other = base if d.same_play else run(spec_b)
    slots = []
    for s in d.slots:
        if s.reason == "spec-changes" or s.joint:
            alone = run(swapped_spec(d.a, d.b, s.slot, *s.joint))
            s = replace(s, effect=paired(base, alone) if alone else None)
        slots.append(s)
    return replace(d, slots=tuple(slots), effect=paired(base, other) if other else None)


def runs_needed(d: Diff) -> int:
    """How many specs :func:`measure` plays (for a progress bar's total)."""
    return 2 + sum(1 for s in d.slots if s.reason == "spec-changes" or s.joint)
