"""The claim vocabulary: every slot a claim can fill, its value type and its labels.

The data lives in ``rules/vocabulary.toml`` (see the comments at its top); this module loads it
into plain frozen dataclasses and checks claim values against slot types.

A game names its pile groups and maps each to a role (``antechamber`` -> ``reserve``); a group
slot is ``<group>.<property>``, and a claim may use the role instead of the group name when the
game has exactly one group with that role.

>>> v = load_vocabulary()
>>> v.canonical("queens-audience", "reserve.size")
'antechamber.size'
>>> v.slot("queens-audience", "antechamber.size").id
'reserve.size'
>>> v.slot("queens-audience", "antechamber.size").category
'slot-reserve.size'
>>> v.check_value("royal-cotillion", "foundation.base", "A*")
('A*',)
>>> v.check_value("queens-audience", "deck.packs", "one")
Traceback (most recent call last):
...
rules.vocabulary.VocabularyError: slot 'deck.packs' (queens-audience): expected an integer, got 'one'
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from rules.cards import RANK_TEXT
from rules.claims import Claim, Value
from rules.errors import UnknownIdError, VariorumError, suggest
from rules.files import read_toml

__all__ = [
    "VOCABULARY_FILE",
    "VocabularyError",
    "EnumValue",
    "Role",
    "SlotDef",
    "GameDef",
    "Group",
    "Vocabulary",
    "load_vocabulary",
    "parse_card_pattern",
]

VOCABULARY_FILE = Path(__file__).resolve().parent / "vocabulary.toml"

Kind = Literal["executable", "descriptive"]
KINDS = ("executable", "descriptive")
LANGS = ("en", "ru")

_RANK_RE = r"(?:A|10|[2-9]|J|Q|K|\*|X|Y)"
_SUIT_RE = r"(?:C|D|H|S|R|B|\*)"
_CARD_RE = re.compile(rf"^(?:(?P<count>[1-9][0-9]*)x)?(?P<rank>{_RANK_RE})(?P<suit>{_SUIT_RE})?$")
_SHAPE_RE = re.compile(r"^[1-9][0-9]*x[1-9][0-9]*$")
_SOURCE_RE = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_ODDS_RE = re.compile(r"^(?P<n>[0-9]+)/(?P<m>[1-9][0-9]*)$")

#: The value types a slot may have (see the top of vocabulary.toml).
TYPES = (
    "int", "number", "bool", "text", "texts", "enum", "enum-list", "count", "card-set",
    "rank-sequences", "groups", "shape", "source", "source-pair", "odds", "pairs",
)
#: Types whose values are tuples (a single scalar given for them is wrapped).
LIST_TYPES = frozenset({"texts", "enum-list", "card-set", "rank-sequences", "groups", "pairs", "source-pair"})


class VocabularyError(VariorumError, ValueError):
    """A slot or value that the vocabulary does not allow, or a malformed vocabulary file."""


@dataclass(frozen=True)
class EnumValue:
    """One value of a closed set, with its labels.  A set-up choice also says what it acts on
    (``acts``, ``groups``, ``slot``, ``option_names``: see the comments of vocabulary.toml)."""

    id: str
    en: str
    ru: str
    acts: str = ""
    groups: tuple[str, ...] = ()
    slot: str = ""
    option_names: tuple[tuple[str, str], ...] = ()

    def label(self, lang: str = "en") -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class Role:
    """A pile role: stock, waste, reserve, tableau, foundation or discard."""

    id: str
    en: str
    ru: str
    doc: str = ""


@dataclass(frozen=True)
class SlotDef:
    """A slot of the vocabulary.

    Game-wide slots have ``role is None``; a pile-group property is expanded into one SlotDef
    per role it applies to, with ``id`` ``<role>.<property>``.
    """

    id: str
    kind: Kind
    type: str
    en: str
    ru: str
    doc: str = ""
    values: tuple[EnumValue, ...] = ()
    min: int | None = None
    max: int | None = None
    required: bool = True
    role: str | None = None
    prop: str | None = None
    specials: tuple[str, ...] = ()
    shapes: tuple[str, ...] = ()
    #: ``union``: several claims of one source add up instead of contradicting each other.
    combine: str = ""

    @property
    def category(self) -> str:
        """The xml:id of the slot's category in corpus/vocabulary.xml."""
        return f"slot-{self.id}"

    @property
    def executable(self) -> bool:
        return self.kind == "executable"

    def label(self, lang: str = "en") -> str:
        return self.ru if lang == "ru" else self.en

    def enum_value(self, value_id: str) -> EnumValue | None:
        for v in self.values:
            if v.id == value_id:
                return v
        return None


@dataclass(frozen=True)
class Group:
    """A pile group of a game: its name, role, labels and notation key ("" when not given)."""

    id: str
    role: str
    en: str
    ru: str
    key: str = ""

    def label(self, lang: str = "en") -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class GameDef:
    """A game: its names and its pile groups, each mapped to a role."""

    id: str
    en: str
    ru: str
    groups: tuple[Group, ...] = ()

    def label(self, lang: str = "en") -> str:
        return self.ru if lang == "ru" else self.en

    @property
    def group_roles(self) -> dict[str, str]:
        """Group name -> role."""
        return {g.id: g.role for g in self.groups}

    def group(self, name: str) -> Group | None:
        for g in self.groups:
            if g.id == name:
                return g
        return None

    def groups_with_role(self, role: str) -> tuple[str, ...]:
        return tuple(g.id for g in self.groups if g.role == role)


@dataclass(frozen=True)
class Vocabulary:
    """The loaded vocabulary: roles, slots (by taxonomy id) and games."""

    version: int
    roles: Mapping[str, Role]
    slots: Mapping[str, SlotDef]
    games: Mapping[str, GameDef]
    path: Path = field(default=VOCABULARY_FILE, compare=False)

    # -- slot lookup ---------------------------------------------------------------------------

    def game(self, game: str) -> GameDef:
        try:
            return self.games[game]
        except KeyError:
            raise VocabularyError(UnknownIdError("game", game, sorted(self.games))) from None

    def _split(self, game: str, slot: str) -> tuple[str | None, SlotDef]:
        """(group or None, SlotDef) for a slot id written by a claim."""
        g = self.game(game)
        if slot in self.slots and self.slots[slot].role is None:
            return None, self.slots[slot]
        group, dot, prop = slot.partition(".")
        if not dot:
            raise VocabularyError(UnknownIdError("slot", slot, self.slots, where=game))
        roles = g.group_roles
        if group not in roles:
            with_role = g.groups_with_role(group) if group in self.roles else ()
            if len(with_role) != 1:
                known = ", ".join(sorted(roles)) or "none"
                why = "is ambiguous" if with_role else "is not a group of the game"
                raise VocabularyError(f"slot {slot!r} ({game}): {group!r} {why} (groups: {known})")
            group = with_role[0]
        role = roles[group]
        key = f"{role}.{prop}"
        if key not in self.slots:
            props = [k.partition(".")[2] for k in self.slots if k.startswith(role + ".")]
            near = suggest(prop, props)
            hint = f"did you mean {' or '.join(near)}?" if near else f"its properties: {', '.join(props)}"
            raise VocabularyError(f"slot {slot!r} ({game}): a {role} group has no property "
                                  f"{prop!r}; {hint}")
        return group, self.slots[key]

    def setup_choice(self, choice: str) -> EnumValue | None:
        """The definition of a ``setup.choice`` value: what the choice acts on."""
        sd = self.slots.get("setup.choice")
        return sd.enum_value(choice) if sd is not None else None

    def slot(self, game: str, slot: str) -> SlotDef:
        """The definition of a slot as a claim about ``game`` writes it."""
        return self._split(game, slot)[1]

    def canonical(self, game: str, slot: str) -> str:
        """The slot id with the group name (not the role) in front."""
        group, sd = self._split(game, slot)
        if group is None:
            return sd.id
        return f"{group}.{sd.prop}"

    def game_slots(self, game: str, kind: Kind | None = None) -> tuple[str, ...]:
        """Every slot that applies to ``game`` (group slots with the group name), in file order."""
        g = self.game(game)
        out: list[str] = []
        for sd in self.slots.values():
            if kind is not None and sd.kind != kind:
                continue
            if sd.role is None:
                out.append(sd.id)
                continue
            for group in g.groups_with_role(sd.role):
                out.append(f"{group}.{sd.prop}")
        return tuple(out)

    # -- values --------------------------------------------------------------------------------

    def check_value(self, game: str, slot: str, value: Any) -> Value:
        """The value, normalised (tuples for list types), or VocabularyError naming the slot."""
        sd = self.slot(game, slot)
        where = f"slot {slot!r} ({game})"
        try:
            return _check(sd, value, self.game(game), self.roles)
        except _Bad as exc:
            raise VocabularyError(f"{where}: {exc}, got {value!r}") from None

    def check_claim(self, claim: Claim) -> Claim:
        """Check a claim's game, slot and value; raise VocabularyError naming claim and slot."""
        try:
            value = self.check_value(claim.game, claim.slot, claim.value)
        except VocabularyError as exc:
            raise VocabularyError(f"claim {claim.id!r}: {exc}") from None
        if value != claim.value:
            from dataclasses import replace

            return replace(claim, value=value)
        return claim

    def format_value(self, game: str, slot: str, value: Value, lang: str = "en") -> str:
        """A value written for a reader: enum labels in ``lang``, lists joined by commas."""
        sd = self.slot(game, slot)
        items = value if isinstance(value, tuple) else (value,)
        words = [_format_item(sd, item, lang, self, game) for item in items]
        if not words:
            return "нет" if lang == "ru" else "none"
        return "; ".join(words) if sd.type in ("enum-list", "pairs") else ", ".join(words)

    def group_label(self, game: str, group: str, lang: str = "en") -> str:
        """The label of a group of ``game`` (or of a role), ``group`` itself when unknown."""
        g = self.games.get(game)
        found = g.group(group) if g else None
        if found is not None:
            return found.label(lang)
        role = self.roles.get(group)
        if role is not None:
            return role.ru if lang == "ru" else role.en
        return group


class _Bad(Exception):
    pass


def parse_card_pattern(text: str) -> tuple[int | None, str, str]:
    """(count or None, rank, suit) of one card pattern; suit ``*`` when left out.

    >>> parse_card_pattern("4xQS")
    (4, 'Q', 'S')
    >>> parse_card_pattern("A")
    (None, 'A', '*')
    """
    m = _CARD_RE.match(text)
    if not m:
        raise VocabularyError(f"not a card pattern: {text!r}")
    count = int(m["count"]) if m["count"] else None
    return count, m["rank"], m["suit"] or "*"


def _is_card_pattern(text: str) -> bool:
    head, _, label = text.partition(":")
    if label and not _SOURCE_RE.match(label):
        return False
    parts = head.split("+")
    return 1 <= len(parts) <= 2 and all(_CARD_RE.match(p) for p in parts)


def _as_tuple(value: Any) -> tuple[Any, ...]:
    if isinstance(value, (list, tuple)):
        return tuple(value)
    return (value,)


def _check(sd: SlotDef, value: Any, game: GameDef, roles: Mapping[str, Role]) -> Value:
    t = sd.type
    if t in LIST_TYPES:
        items = _as_tuple(value)
        for item in items:
            _check_item(sd, item, game, roles)
        if not items and t in ("groups", "rank-sequences", "texts"):
            raise _Bad("expected at least one item")
        if t == "source-pair" and len(items) != 2:
            raise _Bad("expected two bibliography ids: [who, whom]")
        return items
    if isinstance(value, (list, tuple)):
        raise _Bad("expected a single value, not a list")
    _check_item(sd, value, game, roles)
    return value


def _check_item(sd: SlotDef, item: Any, game: GameDef, roles: Mapping[str, Role]) -> None:
    t = sd.type
    if t in ("int", "count"):
        if t == "count" and item == "unlimited":
            return
        if not isinstance(item, int) or isinstance(item, bool):
            raise _Bad("expected an integer" + (" or 'unlimited'" if t == "count" else ""))
        if t == "count" and item < 0:
            raise _Bad("expected a count of 0 or more")
        if sd.min is not None and item < sd.min:
            raise _Bad(f"expected an integer of at least {sd.min}")
        if sd.max is not None and item > sd.max:
            raise _Bad(f"expected an integer of at most {sd.max}")
    elif t == "number":
        if not isinstance(item, (int, float)) or isinstance(item, bool) or item < 0:
            raise _Bad("expected a non-negative number")
    elif t == "bool":
        if not isinstance(item, bool):
            raise _Bad("expected true or false")
    elif t in ("text", "texts"):
        if not isinstance(item, str) or not item.strip():
            raise _Bad("expected non-empty text")
    elif t in ("enum", "enum-list"):
        if not isinstance(item, str) or sd.enum_value(item) is None:
            allowed = ", ".join(v.id for v in sd.values)
            raise _Bad(f"expected one of {allowed}")
    elif t == "card-set":
        if not isinstance(item, str) or not _is_card_pattern(item):
            raise _Bad("expected card patterns such as 'A*', 'J+A', '4xQS', 'QD:sovereign'")
    elif t == "rank-sequences":
        if not isinstance(item, str) or not all(r in RANK_TEXT for r in item.split("-")):
            raise _Bad("expected rank sequences such as 'A-3-5-7-9-J-K-2-4-6-8-10-Q'")
    elif t == "groups":
        names = set(game.group_roles) | set(roles) | set(sd.specials)
        if not isinstance(item, str) or item not in names:
            raise _Bad(f"expected groups of {game.id} or one of {', '.join(sd.specials)}")
    elif t == "shape":
        if not isinstance(item, str) or not (_SHAPE_RE.match(item) or item in sd.shapes):
            raise _Bad(f"expected rows x columns ('4x4') or one of {', '.join(sd.shapes)}")
    elif t in ("source", "source-pair"):
        if not isinstance(item, str) or not _SOURCE_RE.match(item):
            raise _Bad("expected a bibliography id")
    elif t == "odds":
        _check_odds(item)
    elif t == "pairs":
        pattern, _, target = item.partition(":") if isinstance(item, str) else ("", "", "")
        parts = pattern.split("+")
        if (
            len(parts) != 2
            or not all(_CARD_RE.match(p) for p in parts)
            or target not in set(game.group_roles) | set(roles)
        ):
            raise _Bad(f"expected pair moves such as 'K+Q:<group of {game.id}>'")
    else:  # pragma: no cover - guarded at load time
        raise _Bad(f"unknown type {t}")


def _check_odds(item: Any) -> None:
    if isinstance(item, bool):
        raise _Bad("expected odds")
    if isinstance(item, (int, float)):
        if not 0 <= item <= 1:
            raise _Bad("expected a probability between 0 and 1")
        return
    if not isinstance(item, str) or not item.strip():
        raise _Bad("expected odds ('3/4', 0.75 or words)")
    m = _ODDS_RE.match(item)
    if m and int(m["n"]) > int(m["m"]):
        raise _Bad("expected odds of at most 1")


def _format_item(sd: SlotDef, item: Any, lang: str, vocab: Vocabulary, game: str) -> str:
    if sd.type in ("enum", "enum-list") and isinstance(item, str):
        ev = sd.enum_value(item)
        return ev.label(lang) if ev else item
    if isinstance(item, bool):
        if lang == "ru":
            return "да" if item else "нет"
        return "yes" if item else "no"
    if sd.type == "count" and item == "unlimited":
        return "без ограничения" if lang == "ru" else "unlimited"
    if sd.type == "groups" and isinstance(item, str):
        return vocab.group_label(game, item, lang)
    return str(item)


# -- loading -----------------------------------------------------------------------------------


def _labels(data: Mapping[str, Any], where: str) -> tuple[str, str]:
    missing = [lang for lang in LANGS if not str(data.get(lang, "")).strip()]
    if missing:
        raise VocabularyError(f"{where}: missing label(s) {', '.join(missing)}")
    return str(data["en"]), str(data["ru"])


def _enum_values(data: Mapping[str, Any], where: str) -> tuple[EnumValue, ...]:
    out = []
    for v in data.get("values", ()):
        en, ru = _labels(v, f"{where} value {v.get('id')!r}")
        names = v.get("option-names", {})
        out.append(EnumValue(str(v["id"]), en, ru, str(v.get("acts", "")),
                             tuple(str(g) for g in v.get("groups", ())), str(v.get("slot", "")),
                             tuple((str(k), str(x)) for k, x in names.items())))
    return tuple(out)


def _slot_def(data: Mapping[str, Any], where: str, role: str | None = None) -> SlotDef:
    sid = data.get("id")
    if not isinstance(sid, str) or not re.match(r"^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$", sid):
        raise VocabularyError(f"{where}: bad or missing id {sid!r}")
    kind = data.get("kind")
    if kind not in KINDS:
        raise VocabularyError(f"{where} {sid!r}: kind must be executable or descriptive, got {kind!r}")
    t = data.get("type")
    if t not in TYPES:
        raise VocabularyError(f"{where} {sid!r}: unknown type {t!r}")
    values = _enum_values(data, f"{where} {sid!r}")
    if t in ("enum", "enum-list") and not values:
        raise VocabularyError(f"{where} {sid!r}: an enum needs values")
    en, ru = _labels(data, f"{where} {sid!r}")
    return SlotDef(
        id=f"{role}.{sid}" if role else sid,
        kind=kind,
        type=t,
        en=en,
        ru=ru,
        doc=str(data.get("doc", "")),
        values=values,
        min=data.get("min"),
        max=data.get("max"),
        required=bool(data.get("required", kind == "executable")),
        role=role,
        prop=sid if role else None,
        specials=tuple(data.get("specials", ())),
        shapes=tuple(data.get("shapes", ())),
        combine=_combine(data, f"{where} {sid!r}"),
    )


def _combine(data: Mapping[str, Any], where: str) -> str:
    combine = str(data.get("combine", ""))
    if combine not in ("", "union"):
        raise VocabularyError(f"{where}: combine must be 'union', got {combine!r}")
    if combine and data.get("type") not in LIST_TYPES:
        raise VocabularyError(f"{where}: only list-valued slots can combine")
    return combine


def parse_vocabulary(data: Mapping[str, Any], path: Path = VOCABULARY_FILE) -> Vocabulary:
    """Build a Vocabulary from parsed TOML data; VocabularyError names the file and slot."""
    where = str(path)
    roles = {}
    for rid, r in data.get("roles", {}).items():
        en, ru = _labels(r, f"{where}: role {rid!r}")
        roles[rid] = Role(rid, en, ru, str(r.get("doc", "")))
    slots: dict[str, SlotDef] = {}

    def add(sd: SlotDef) -> None:
        if sd.id in slots:
            raise VocabularyError(f"{where}: slot {sd.id!r} defined twice")
        slots[sd.id] = sd

    for s in data.get("slot", ()):
        add(_slot_def(s, f"{where}: slot"))
    for p in data.get("property", ()):
        prop_roles = p.get("roles") or []
        for role in prop_roles:
            if role not in roles:
                raise VocabularyError(f"{where}: property {p.get('id')!r}: unknown role {role!r}")
            add(_slot_def(p, f"{where}: property", role))
    globals_first = {sid.split(".")[0] for sid, sd in slots.items() if sd.role is None}
    games = {}
    for gid, g in data.get("games", {}).items():
        en, ru = _labels(g, f"{where}: game {gid!r}")
        groups = []
        for group, gd in g.get("groups", {}).items():
            role = gd.get("role") if isinstance(gd, dict) else None
            if role not in roles:
                raise VocabularyError(f"{where}: game {gid!r}: group {group!r} has unknown role {role!r}")
            if group in globals_first:
                raise VocabularyError(f"{where}: game {gid!r}: group name {group!r} clashes with a slot")
            gen, gru = _labels(gd, f"{where}: game {gid!r} group {group!r}")
            groups.append(Group(str(group), str(role), gen, gru, str(gd.get("key", ""))))
        games[gid] = GameDef(gid, en, ru, tuple(groups))
    return Vocabulary(int(data.get("version", 0)), roles, slots, games, path)


@functools.lru_cache(maxsize=4)
def _load_cached(path: Path) -> Vocabulary:
    return parse_vocabulary(read_toml(path, VocabularyError), path)


def load_vocabulary(path: Path | str | None = None) -> Vocabulary:
    """Load (and cache) the vocabulary from ``rules/vocabulary.toml`` or ``path``."""
    return _load_cached(Path(path).resolve() if path else VOCABULARY_FILE)

