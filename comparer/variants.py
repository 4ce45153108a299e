"""What the comparer compares: a ruleset under some of its readings, resolved and compiled.

A *variant* is written ``game/source`` (the default readings) or ``game/source@reading+reading``
(``besieged-city/ru-24-patiences@high-first``); it prints back the way it parses.  Resolutions
and specs are cached per process: collation, diff and graph ask for the same few many times.

Related games compare through their **group maps**: a group of one game stands for a group of
the other when both games have a group of that name (Gavotte's ladies are Royal Cotillion's
ladies), when a ruleset declares it with ``follows-groups`` (Odd and Even's reserve is Royal
Cotillion's lords), or when each game has exactly one group of that role.

>>> v = Variant.parse("besieged-city/ru-24-patiences@high-first")
>>> v.ruleset, v.readings, str(v)
('besieged-city/ru-24-patiences', ('high-first',), 'besieged-city/ru-24-patiences@high-first')
>>> Variant.parse(str(v)) == v
True
>>> v.xml_id
'rs-besieged-city.ru-24-patiences.high-first'
>>> group_map("royal-cotillion", "odd-and-even")["reserve"]
'lords'
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from rules.claims import Claim
from rules.errors import RulesetError, UnknownRulesetError, VariorumError
from rules.resolve.resolution import (Resolved, ResolvedSlot, reading_names, rename_groups,
                                      resolve, select_readings)
from rules.resolve.ruleset import list_rulesets, load
from rules.engine.spec import Spec
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["Variant", "resolved", "spec_of", "corpus_claims", "expand", "game_variants",
           "group_map", "rename_slot", "source_year", "sources"]


@dataclass(frozen=True, order=True)
class Variant:
    """A ruleset id and the non-default readings in effect (empty: the defaults)."""

    ruleset: str
    readings: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Variant:
        """``game/source`` or ``game/source@reading+reading``; RulesetError on an unknown name."""
        name, at, readings = text.strip().partition("@")
        rs = load(name)  # UnknownRulesetError with the nearest ids
        if at and not readings.strip():
            raise RulesetError(f"{text!r}: no reading after '@' (game/source@reading+reading)")
        names = reading_names(readings)
        select_readings(rs, names)  # unknown readings, two answering one question
        return cls(name, names)

    def __str__(self) -> str:
        return self.ruleset + ("@" + "+".join(self.readings) if self.readings else "")

    @property
    def game(self) -> str:
        return self.ruleset.split("/")[0]

    @property
    def source(self) -> str:
        return self.ruleset.split("/")[1]

    @property
    def xml_id(self) -> str:
        """An ``xml:id`` for TEI output (no slash or ``@``)."""
        return "rs-" + ".".join([self.ruleset.replace("/", "."), *self.readings])

    @property
    def reading(self) -> str | None:
        """The readings as ``rules.compile``/``simulate`` take them (None: the defaults)."""
        return "+".join(self.readings) or None


@functools.lru_cache(maxsize=1)
def corpus_claims() -> tuple[Claim, ...]:
    """Every claim of the corpus, read once per process."""
    from corpus.claims import load_claims

    return tuple(load_claims())


@functools.lru_cache(maxsize=256)
def resolved(variant: Variant) -> Resolved:
    """The variant's resolved ruleset."""
    return resolve(load(variant.ruleset), list(corpus_claims()), list(variant.readings))


@functools.lru_cache(maxsize=256)
def spec_of(variant: Variant) -> Spec:
    """The variant's compiled engine spec."""
    from rules.compile.compiler import compile_resolved

    return compile_resolved(resolved(variant))


def expand(names: Iterable[str], readings: bool = True) -> list[Variant]:
    """Variants from variant names and game ids (a game: each of its rulesets, and with
    ``readings`` each non-default reading of each ruleset on its own)."""
    out: list[Variant] = []
    vocab = load_vocabulary()
    for name in names:
        if "/" in name:
            picked = [Variant.parse(name)]
        elif name in vocab.games:
            picked = game_variants(name, readings)
            if not picked:
                raise RulesetError(f"game {name!r} has no ruleset yet")
        else:
            raise UnknownRulesetError("ruleset or game", name, [*vocab.games, *list_rulesets()],
                                      hint="see `variorum rules list`")
        out.extend(v for v in picked if v not in out)
    return out


def game_variants(game: str, readings: bool = True) -> list[Variant]:
    """The game's rulesets (defaults), earliest source first, each followed by its own
    non-default readings."""
    out = []
    names = [n for n in list_rulesets() if n.split("/")[0] == game]
    for name in sorted(names, key=lambda n: (source_year(n.split("/")[1]) or 9999, n)):
        out.append(Variant(name))
        if readings:
            out.extend(Variant(name, (r.name,)) for r in load(name).readings if not r.default)
    return out


# -- related games -----------------------------------------------------------------------------


def group_map(game: str, other: str) -> dict[str, str]:
    """``other``'s groups -> ``game``'s groups that stand for them (see the module doc)."""
    vocab = load_vocabulary()
    mine, theirs = vocab.game(game).group_roles, vocab.game(other).group_roles
    out = {g: g for g in theirs if g in mine}
    for child_game, parent_game, flip in ((other, game, False), (game, other, True)):
        for name in list_rulesets():
            rs = load(name)
            if rs.game != child_game:
                continue
            parent = load(rs.follows) if rs.follows else None
            if parent is None or parent.game != parent_game:
                continue
            for child_group, parent_group in rs.follows_groups:
                a, b = (parent_group, child_group) if flip else (child_group, parent_group)
                if a in theirs and b in mine:
                    out.setdefault(a, b)
    for g, role in theirs.items():
        if g in out:
            continue
        mine_of_role = [m for m, r in mine.items() if r == role and m not in out.values()]
        theirs_of_role = [t for t, r in theirs.items() if r == role and t not in out]
        if len(mine_of_role) == 1 and len(theirs_of_role) == 1:
            out[g] = mine_of_role[0]
    return out


def rename_slot(slot: str, mapping: Mapping[str, str]) -> str:
    """A slot of the other game under this game's group name (``reserve.size`` -> ``lords.size``)."""
    group, dot, prop = slot.partition(".")
    return f"{mapping[group]}.{prop}" if dot and group in mapping else slot


def slots_in(variant: Variant, game: str) -> dict[str, ResolvedSlot]:
    """The variant's resolved slots under ``game``'s slot names (its own game: unchanged)."""
    res = resolved(variant)
    if variant.game == game:
        return dict(res.slots)
    vocab = load_vocabulary()
    mapping = group_map(game, variant.game)
    out: dict[str, ResolvedSlot] = {}
    for slot, rs in res.slots.items():
        sd = vocab.slot(variant.game, slot)
        out[rename_slot(slot, mapping)] = replace(
            rs, value=rename_groups(rs.value, sd.type, mapping),
            options=tuple(rename_groups(o, sd.type, mapping) for o in rs.options))  # type: ignore[misc]
    return out


def slot_type(vocab: Vocabulary, game: str, slot: str) -> Any:
    """The slot's definition in ``game``, or None when the game has no such slot."""
    try:
        return vocab.slot(game, slot)
    except VariorumError:
        return None


# -- sources -----------------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def sources() -> dict[str, Any]:
    """The bibliography's sources by id."""
    from corpus.reader import read_bibliography
    import corpus

    return read_bibliography(corpus.bibliography_file())[0]


def source_year(source_id: str) -> int | None:
    """The earliest year the bibliography gives the source (None: undated)."""
    src = sources().get(source_id)
    return src.year if src is not None else None
