"""Readings that change nothing in a ruleset: found, reported and refused.

A ruleset inherits the readings of the rulesets it follows, and a reading may set slots that the
ruleset already gives the same value (Odd and Even inherits Royal Cotillion's question "when are
the bases laid out?", but its own rules already lay them out as they turn up).  Such a reading is
*inert* there: the ruleset compiles to the same :class:`~rules.engine.spec.Spec` under it as under
the defaults, so the two play identically (docs/ENGINE.md §1: equal specs, equal games).

- ``inert_readings(name, spec_of)`` lists them, with the default answer of a question every other
  answer of which is inert (that question does not arise in this ruleset);
- ``refuse_inert(name, reading, spec_of)`` is what ``spec_for`` asks before it hands out a spec
  for a named reading: a non-default reading that changes nothing is refused with one line.

``spec_of(name, reading)`` compiles a ruleset under a reading with the caller's claims
(``comparer.specs`` passes the corpus's and offers both functions with them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.engine.spec import Spec
from rules.errors import RulesetError
from rules.resolve.ruleset import all_readings, load

__all__ = ["inert_readings", "refuse_inert", "reading_names"]

SpecOf = Callable[[str, "str | None"], Spec]


def reading_names(reading: str | Sequence[str] | None) -> list[str]:
    """The reading names of a ``--reading`` value (``a+b``, ``a,b`` or a list)."""
    if reading is None:
        return []
    names = reading.replace(",", "+").split("+") if isinstance(reading, str) else list(reading)
    return [n.strip() for n in names if n.strip()]


def inert_readings(name: str, spec_of: SpecOf) -> tuple[str, ...]:
    """The readings of ruleset ``name`` that change nothing in it, in declaration order: each
    non-default reading whose spec equals the default spec, and the default of every question
    (axis) whose other answers are all inert."""
    readings = all_readings(load(name))
    default = spec_of(name, None)
    inert = {r.name for r in readings if not r.default and spec_of(name, r.name) == default}
    by_axis: dict[str, list[bool]] = {}
    for r in readings:
        if not r.default:
            by_axis.setdefault(r.axis, []).append(r.name in inert)
    dead_axes = {axis for axis, flags in by_axis.items() if flags and all(flags)}
    inert |= {r.name for r in readings if r.default and r.axis in dead_axes}
    return tuple(r.name for r in readings if r.name in inert)


def refuse_inert(name: str, reading: str | Sequence[str] | None, spec_of: SpecOf) -> None:
    """RulesetError (one line) if ``reading`` names a non-default reading that compiles ``name``
    to the same spec as the defaults; nothing otherwise."""
    named = reading_names(reading)
    if not named:
        return
    defaults = {r.name for r in all_readings(load(name)) if r.default}
    asked = [n for n in named if n not in defaults]
    if not asked:
        return
    default = spec_of(name, None)
    for n in asked:
        if spec_of(name, n) == default:
            raise RulesetError(
                f"{name}: reading {n!r} changes nothing here (the ruleset compiles to the same game "
                f"as under its default readings); readings that change nothing: "
                f"{', '.join(inert_readings(name, spec_of))}")
