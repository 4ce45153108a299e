"""Resolution: a ruleset resolved against the claims gives every slot of its game a value, and
says where it came from: ``stated`` or ``reported`` (a claim of a source the ruleset draws on),
``inherited`` (via ``follows``) or ``editorial`` (an editorial claim or a reading).
The claims come from the caller (the corpus's ``corpus.claims.load_claims()``): this package
reads no texts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from rules.claims import Claim, Value
from rules.errors import RulesetError, UnknownReadingError
from rules.resolve.ruleset import (EDITOR, GAME_OWN_SLOTS, Reading, Ruleset, all_readings,
                                   ancestry, load)
from rules.vocabulary import Vocabulary, load_vocabulary

Origin = Literal["stated", "reported", "inherited", "editorial"]
ORIGINS: tuple[str, ...] = ("stated", "reported", "inherited", "editorial")


@dataclass(frozen=True)
class ResolvedSlot:
    """A slot's value in a resolved ruleset, where it came from and the claims behind it.

    ``claims[0]`` is the claim the value rests on (others agree or add to it).  ``via``: for an
    inherited slot, the ruleset it came from; ``parent`` its resolution there.  ``decision``:
    the ruleset's justification for drawing on another source than its own.  ``options``: the
    alternatives of a set-up choice (``value`` is the first).  ``value`` is None for a slot the
    editors leave unset.
    """

    slot: str
    value: Value | None
    origin: Origin
    claims: tuple[Claim, ...]
    options: tuple[Value, ...] = ()
    via: str = ""
    parent: ResolvedSlot | None = None
    decision: str = ""
    reading: str = ""

    @property
    def claim(self) -> Claim:
        return self.claims[0]

    @property
    def root(self) -> ResolvedSlot:
        """The slot as resolved where it was first given a value (through inheritance)."""
        return self.parent.root if self.parent is not None else self

    @property
    def claim_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.root.claims)


@dataclass(frozen=True)
class Resolved:
    """A resolved ruleset: every slot's value and origin, under the readings in effect."""

    ruleset: Ruleset
    readings: tuple[str, ...]
    slots: Mapping[str, ResolvedSlot]
    parent: Resolved | None = None

    def __getitem__(self, slot: str) -> ResolvedSlot:
        return self.slots[slot]

    def __contains__(self, slot: object) -> bool:
        return slot in self.slots

    def value(self, slot: str, default: Value | None = None) -> Value | None:
        rs = self.slots.get(slot)
        return default if rs is None or rs.value is None else rs.value

    def executable(self, vocab: Vocabulary | None = None) -> dict[str, ResolvedSlot]:
        v = vocab or load_vocabulary()
        return {s: r for s, r in self.slots.items() if v.slot(self.ruleset.game, s).executable}

    def value_in(self, claim: Claim, lang: str = "en") -> Value:
        """A claim's value in ``lang``: in Russian, the Russian of a free-text editorial value
        where this ruleset or one it follows gives it (``value = { en = "...", ru = "..." }``),
        else the claim's value."""
        if lang == "ru":
            r: Resolved | None = self
            while r is not None:
                for cid, value in r.ruleset.values_ru:
                    if cid == claim.id:
                        return value
                r = r.parent
        return claim.value


# -- resolution --------------------------------------------------------------------------------


def reading_names(reading: str | Sequence[str] | None) -> tuple[str, ...]:
    """The reading names of ``reading`` (names joined by ``+`` or ``,``, or a list; None or
    empty: the defaults); an empty name among others (``"+"``, ``"waste-all+"``) is refused
    rather than dropped.

    >>> reading_names("waste-all+one-pass"), reading_names(None)
    (('waste-all', 'one-pass'), ())
    >>> reading_names("waste-all+")
    Traceback (most recent call last):
    rules.errors.RulesetError: reading 'waste-all+': an empty reading name (names are joined by +)
    """
    if not reading:
        return ()
    if isinstance(reading, str):
        names = [n.strip() for n in reading.replace(",", "+").split("+")]
    else:
        names = [n.strip() for n in reading]
    if any(not n for n in names):
        shown = reading if isinstance(reading, str) else "+".join(reading)
        raise RulesetError(f"reading {shown!r}: an empty reading name (names are joined by +)",
                           code="empty-reading", reading=shown)
    return tuple(names)


def select_readings(rs: Ruleset, reading: str | Sequence[str] | None,
                    root: Path | None = None) -> dict[str, Reading]:
    """Axis -> the reading in effect (defaults unless named).  An unknown name
    (UnknownReadingError, with the nearest declared ones), two names answering one question
    or an empty name (RulesetError) are refused."""
    known = all_readings(rs, root)
    chosen = {r.axis: r for r in known if r.default}
    picked: dict[str, str] = {}
    for name in reading_names(reading):
        match = [r for r in known if r.name == name]
        if not match:
            raise UnknownReadingError("reading", name, [r.name for r in known],
                                      where=f"ruleset {rs.id!r}")
        r = match[0]
        if r.axis in picked:
            raise RulesetError(f"readings {picked[r.axis]!r} and {name!r} answer the same question ({r.axis})")
        picked[r.axis] = name
        chosen[r.axis] = r
    return chosen


def _origin(claim: Claim) -> Origin:
    if claim.status == "stated":
        return "stated"
    if claim.status == "reported":
        return "reported"
    return "editorial"


def _union(values: Iterable[Value]) -> tuple[Any, ...]:
    out: list[Any] = []
    for v in values:
        for item in v if isinstance(v, tuple) else (v,):
            if item not in out:
                out.append(item)
    return tuple(out)


def _from_draws(rs: Ruleset, slot: str, kind: str, claims: Sequence[Claim], vocab: Vocabulary,
                choice_slots: set[str], problems: list[str]) -> ResolvedSlot | None:
    sd = vocab.slot(rs.game, slot)
    for draw in rs.draws:
        found = [c for c in claims if c.slot == slot and draw.admits(c, kind)]
        if not found:
            continue
        values: list[Value] = []
        for c in found:
            if c.value not in values:
                values.append(c.value)
        origin = _origin(found[0])
        decision = draw.justification if draw.source != rs.source else ""
        combined = {c[0]: c[1] for c in rs.combine}
        if sd.combine == "union" or slot in combined:
            if sd.combine != "union":
                decision = "; ".join(x for x in (decision, combined[slot]) if x)
            return ResolvedSlot(slot, _union(values), origin, tuple(found), decision=decision)
        if len(values) == 1:
            return ResolvedSlot(slot, values[0], origin, tuple(found), decision=decision)
        if slot in choice_slots:
            return ResolvedSlot(slot, values[0], origin, tuple(found), options=tuple(values),
                                decision=decision)
        if kind == "descriptive":
            return ResolvedSlot(slot, tuple(values), origin, tuple(found), decision=decision)  # type: ignore[arg-type]
        ids = ", ".join(f"{c.id}={c.value!r}" for c in found)
        problems.append(f"slot {slot!r}: the claims of {draw.source} disagree ({ids}); "
                        "add a reading or restrict the draw")
        return None
    return None


def _parent_slot(rs: Ruleset, slot: str, parent: Resolved | None) -> ResolvedSlot | None:
    if parent is None:
        return None
    group, dot, prop = slot.partition(".")
    mapped = dict(rs.follows_groups)
    candidates = [slot]
    if dot and group in mapped:
        candidates.insert(0, f"{mapped[group]}.{prop}")
    for cand in candidates:
        if cand in parent.slots:
            return parent.slots[cand]
    return None


def rename_groups(value: Value | None, type_: str, renames: Mapping[str, str]) -> Value | None:
    """``value`` (of a slot of type ``type_``) with the group names it holds renamed through
    ``renames``: an inherited value gets the child's names for the parent's groups, and the
    comparer reads a related game's value with this game's names.

    >>> rename_groups(("a1:reserve", "k:foundations"), "pairs", {"reserve": "lords"})
    ('a1:lords', 'k:foundations')
    """
    if not renames or not isinstance(value, tuple):
        return value
    if type_ == "groups":
        return tuple(renames.get(v, v) for v in value)  # type: ignore[arg-type]
    if type_ == "pairs":
        out = []
        for v in value:
            pattern, _, target = str(v).rpartition(":")
            out.append(f"{pattern}:{renames.get(target, target)}")
        return tuple(out)
    return value


def resolve(
    ruleset: Ruleset | str,
    claims: Sequence[Claim],
    reading: str | Sequence[str] | None = None,
    *,
    root: Path | str | None = None,
) -> Resolved:
    """Give every slot of the ruleset's game a value, an origin and the claims behind it.

    ``claims``: the corpus claims (``corpus.claims.load_claims()``).  ``reading``: reading names
    joined by ``+`` (or a list), one per question; the default reading answers the others.

    For each slot, in order: a reading in effect; the claims of the ruleset's draws (first draw
    that has any); the ruleset's editorial claim; the parent ruleset's value (``inherited``).
    Raises RulesetError naming the file and every slot that is left without a value or whose
    claims disagree.
    """
    root_path = Path(root).resolve() if root else None
    rs = load(ruleset, root_path) if isinstance(ruleset, str) else ruleset
    vocab = load_vocabulary()
    chosen = select_readings(rs, reading, root_path)
    parent = None
    if rs.follows:
        ancestors = ancestry(rs, root_path)
        parent_names = {r.name for anc in ancestors[1:] for r in anc.readings}
        parent = resolve(load(rs.follows, root_path), claims,
                         [r.name for r in chosen.values() if r.name in parent_names], root=root_path)
    own_reading = {c.slot: (r, c) for r in chosen.values() if r in rs.readings for c in r.claims}
    editorial = {c.slot: c for c in rs.editorial}
    unset = {u[0]: u[1:] for u in rs.unset}
    problems: list[str] = []
    out: dict[str, ResolvedSlot] = {}
    slots = list(vocab.game_slots(rs.game))
    # setup.choice first: it decides which slots may hold alternatives.
    slots.remove("setup.choice")
    slots.insert(0, "setup.choice")
    choice_slots: set[str] = set()
    for slot in slots:
        sd = vocab.slot(rs.game, slot)
        got: ResolvedSlot | None = None
        if slot in own_reading:
            r, c = own_reading[slot]
            got = ResolvedSlot(slot, c.value, "editorial", (c,), reading=r.name)
        if got is None:
            got = _from_draws(rs, slot, sd.kind, claims, vocab, choice_slots, problems)
            if got is not None and (slot in editorial or slot in unset):
                problems.append(f"slot {slot!r}: an editorial claim may not override "
                                f"{', '.join(c.id for c in got.claims)}; declare a reading instead")
        if got is None and slot in editorial:
            got = ResolvedSlot(slot, editorial[slot].value, "editorial", (editorial[slot],))
        if got is None and slot in unset:
            stub = Claim(id=f"{rs.id}:{slot}", game=rs.game, slot=slot, value=(), asserted_by=EDITOR,
                         status="editorial", resp=EDITOR, note=unset[slot][0], note_ru=unset[slot][1])
            got = ResolvedSlot(slot, None, "editorial", (stub,))
        if got is None:
            inherited = _parent_slot(rs, slot, parent)
            if inherited is not None and (sd.executable or _inherits_descriptive(rs, parent, slot, vocab)):
                renames = {p: c for c, p in rs.follows_groups}
                got = ResolvedSlot(slot, rename_groups(inherited.value, sd.type, renames), "inherited",
                                   inherited.claims, options=inherited.options,
                                   via=parent.ruleset.id, parent=inherited)  # type: ignore[union-attr]
        if got is None:
            if sd.executable and sd.required:
                problems.append(f"slot {slot!r} has no value: no claim drawn, no editorial claim, "
                                "nothing to inherit")
            continue
        out[slot] = got
        if slot == "setup.choice":
            for choice in got.value or ():  # type: ignore[union-attr]
                d = vocab.setup_choice(str(choice))
                if d is not None and d.slot:
                    choice_slots.add(vocab.canonical(rs.game, d.slot))
    _check_dependencies(rs, out, vocab, problems)
    if problems:
        where = rs.path or Path(rs.id)
        raise RulesetError("\n".join(f"{where}: {p}" for p in problems))
    names = tuple(r.name for r in chosen.values())
    return Resolved(rs, names, out, parent)


def _inherits_descriptive(rs: Ruleset, parent: Resolved | None, slot: str, vocab: Vocabulary) -> bool:
    """Descriptive slots pass to a ruleset of the same game; to another game only the layout
    slots, and only when both games have the same pile groups (a layout version)."""
    if parent is None:
        return False
    if parent.ruleset.game == rs.game:
        return True
    if slot in GAME_OWN_SLOTS or not slot.startswith("layout."):
        return False
    return vocab.game(parent.ruleset.game).group_roles == vocab.game(rs.game).group_roles


def _check_dependencies(rs: Ruleset, out: Mapping[str, ResolvedSlot], vocab: Vocabulary,
                        problems: list[str]) -> None:
    """Slots that become necessary through another slot's value."""
    for slot, r in out.items():
        group, _, prop = slot.partition(".")
        if prop == "fill" and r.value not in ((), ("never",), None):
            for need in ("fill.timing", "fill.priority"):
                if f"{group}.{need}" not in out:
                    problems.append(f"slot {group}.{need!s} has no value, but {slot} fills gaps")
    for choice in out.get("setup.choice", ResolvedSlot("", (), "editorial", ())).value or ():  # type: ignore[union-attr]
        if choice == "ladies-access":
            target = "ladies.access"
            # alternatives that agree (Gavotte's two arrangements free the same card) are a
            # choice of layout: the compiler leaves it out of the spec
            if target in out and not out[target].options and len(out[target].claims) < 2:
                problems.append(f"setup choice {choice!r}: slot {target!r} has no alternatives to choose from")
