"""Engine specs of the rulesets, compiled against the corpus claims (read once per process).

The rules package reads no texts: this is where the corpus's claims are handed to it.

>>> inert_readings("odd-and-even/wp-ru-royal-cotillion")
('bases-before-deal', 'bases-as-available')
>>> inert_readings("royal-cotillion/wp-ru-royal-cotillion")
()
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from rules.claims import Claim
from rules.compile import compiler, readings
from rules.engine.spec import Spec


@functools.cache
def corpus_claims() -> tuple[Claim, ...]:
    """Every claim of the corpus (curated and automatic), read once."""
    from corpus.claims import load_claims

    return tuple(load_claims())


def spec_for(name: str, reading: str | None = None, *, allow_inert: bool = False) -> Spec:
    """The engine spec of ruleset ``name`` under ``reading`` (reading names joined by ``+``); a
    reading that changes nothing there is refused unless ``allow_inert``."""
    return compiler.spec_for(name, corpus_claims(), reading, allow_inert=allow_inert)


def _any_reading(name: str, reading: str | None) -> Spec:
    return spec_for(name, reading, allow_inert=True)


def inert_readings(name: str) -> tuple[str, ...]:
    """The readings that change nothing in ruleset ``name`` (``rules.compile.readings``)."""
    return readings.inert_readings(name, _any_reading)


def refuse_inert(name: str, reading: str | Sequence[str] | None) -> None:
    """RulesetError (one line) if ``reading`` names a reading that changes nothing in ``name``."""
    readings.refuse_inert(name, reading, _any_reading)
