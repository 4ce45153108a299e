"""Rulesets: the rules of one game as one source gives them (resolved in :mod:`rules.resolve.resolution`).

A ruleset is a TOML file ``rules/rulesets/<game>/<source>.toml``.  It names the game, the source,
an evidence grade, optionally a ruleset it ``follows`` (whose slots it inherits when it says
nothing of them), which sources' claims it draws on, the *editorial* claims that fill the holes
the sources leave (each with a justification) and the *readings* of ambiguous slots (one default
per question).  The file format is described in ``rules/rulesets/README.md``; besides it, a
``[[combine]]`` table (``slot``, ``justification``) declares that the drawn claims of a slot add
up instead of disagreeing (The Besieged City's rule II allows two ways of building), an
editorial decision shown with the slot.  An editorial value that is free text (a slot of type
``text``, ``texts`` or ``odds``) may be given in both languages, like a justification:
``value = { en = "...", ru = "..." }``; the claim holds the English, the ruleset keeps the Russian
(:meth:`~rules.resolve.resolution.Resolved.value_in`).

>>> rs = load("queens-audience/dick-1883")
>>> rs.game, rs.source, rs.grade
('queens-audience', 'dick-1883', 'reconstructed')
>>> "stock-allowed" in [r.name for r in all_readings(rs)]
True
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.claims import CERTS, Claim, Value
from rules.errors import RulesetError, UnknownRulesetError, VariorumError
from rules.files import read_toml
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = [
    "RULESETS_DIR",
    "EDITOR",
    "GRADES",
    "Draw",
    "Reading",
    "Ruleset",
    "load",
    "list_rulesets",
    "all_readings",
]

RULESETS_DIR = Path(__file__).resolve().parent.parent / "rulesets"
#: Environment variable naming a folder of further rulesets, read before the shipped ones.
RULESETS_ENV = "VARIORUM_RULESETS"
#: The ``asserted_by`` of editorial claims: the project's editors.
EDITOR = "patience-variorum"
GRADES: tuple[str, ...] = ("scholarly", "reconstructed", "incomplete")
#: Layout slots that belong to one game and are not inherited by a ruleset of another game.
GAME_OWN_SLOTS = frozenset({"layout.pair-top"})

_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9-]*/[a-z0-9][a-z0-9-]*$")
_TOP_KEYS = {"game", "source", "grade", "title", "note", "follows", "follows-groups", "draw",
             "editorial", "reading", "combine"}


@dataclass(frozen=True)
class Draw:
    """Which claims of the corpus a ruleset takes: those ``asserted_by`` ``source`` about one of
    ``games`` (curated claims only), optionally only from some witnesses, of some kinds, some
    slots.  A source other than the ruleset's own needs a ``justification``: taking it is an
    editorial decision."""

    source: str
    games: tuple[str, ...]
    witnesses: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ("executable", "descriptive")
    only: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    justification: str = ""
    justification_ru: str = ""

    def why(self, lang: str = "en") -> str:
        return self.justification_ru if lang == "ru" and self.justification_ru else self.justification

    def admits(self, claim: Claim, kind: str) -> bool:
        if claim.asserted_by != self.source or claim.game not in self.games or not claim.is_curated:
            return False
        if self.witnesses and (claim.evidence is None or claim.evidence.witness not in self.witnesses):
            return False
        if kind not in self.kinds:
            return False
        if self.only and claim.slot not in self.only:
            return False
        return claim.slot not in self.exclude


@dataclass(frozen=True)
class Reading:
    """One answer to an ambiguous question (``axis``): editorial claims that override slots.

    The default reading of an axis usually overrides nothing: it is the text as read plainly.
    """

    name: str
    axis: str
    default: bool
    en: str
    ru: str
    claims: tuple[Claim, ...] = ()
    justification: str = ""
    justification_ru: str = ""

    def label(self, lang: str = "en") -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class Ruleset:
    """A ruleset file, loaded and checked (see :func:`load`)."""

    id: str
    game: str
    source: str
    grade: str
    title_en: str
    title_ru: str
    follows: str | None = None
    #: (child group, parent group) pairs: the child's group inherits the parent group's slots.
    follows_groups: tuple[tuple[str, str], ...] = ()
    draws: tuple[Draw, ...] = ()
    editorial: tuple[Claim, ...] = ()
    #: Slots the editors leave deliberately without value, with the reason.
    unset: tuple[tuple[str, str, str], ...] = ()
    readings: tuple[Reading, ...] = ()
    #: (slot, justification, its Russian): slots whose drawn claims add up (their values are
    #: joined) instead of disagreeing, by an editorial decision: one sentence allows one way of
    #: building, the next another (``[[combine]]`` in the file).  Slots the vocabulary marks
    #: ``combine = "union"`` always add up.
    combine: tuple[tuple[str, str, str], ...] = ()
    note: str = ""
    path: Path | None = field(default=None, compare=False)
    note_ru: str = ""
    #: (claim id, value): the Russian of free-text editorial values given in both languages.
    values_ru: tuple[tuple[str, Value], ...] = ()

    def title(self, lang: str = "en") -> str:
        return self.title_ru if lang == "ru" else self.title_en

    def note_in(self, lang: str = "en") -> str:
        return self.note_ru if lang == "ru" and self.note_ru else self.note


# -- loading -----------------------------------------------------------------------------------


def _err(path: Path, msg: str) -> RulesetError:
    return RulesetError(f"{path}: {msg}")


def _slot_err(path: Path, slot: str, exc: Exception) -> RulesetError:
    """``exc`` about ``slot``, named with the file (and the slot, unless ``exc`` names it)."""
    text = str(exc)
    return _err(path, text if repr(slot) in text else f"slot {slot!r}: {text}")


def _tuple(x: Any) -> tuple[Any, ...]:
    if x is None:
        return ()
    return tuple(x) if isinstance(x, (list, tuple)) else (x,)


def _text(data: Mapping[str, Any], key: str, path: Path, where: str, required: bool = True) -> str:
    value = data.get(key, "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise _err(path, f"{where}: '{key}' must be non-empty text")
    return value.strip()


def _bilingual(data: Mapping[str, Any], key: str, path: Path, where: str,
               required: bool = True) -> tuple[str, str]:
    """A text given in English only (``key = "..."``) or in both languages
    (``key = { en = "...", ru = "..." }``): (English, Russian or '')."""
    value = data.get(key, "")
    if isinstance(value, Mapping):
        unknown = set(value) - {"en", "ru"}
        if unknown:
            raise _err(path, f"{where}: '{key}' takes en and ru, not {', '.join(sorted(unknown))}")
        return _text(value, "en", path, f"{where}: {key}", required), _text(value, "ru", path, f"{where}: {key}", False)
    return _text(data, key, path, where, required), ""


def _labels(data: Any, path: Path, where: str) -> tuple[str, str]:
    if not isinstance(data, Mapping):
        raise _err(path, f"{where}: needs English and Russian text (en = ..., ru = ...)")
    return _text(data, "en", path, where), _text(data, "ru", path, where)


#: Slot types whose editorial values may be given in English and Russian.
FREE_TEXT_TYPES = frozenset({"text", "texts", "odds"})


def _split_value(value: Any, slot: str, path: Path) -> tuple[Any, Any]:
    """(English, Russian or None) of an editorial value: free text may be given as
    ``{ en = "...", ru = "..." }`` (in a list, item by item)."""
    def split(item: Any) -> tuple[Any, Any]:
        if not isinstance(item, Mapping):
            return item, None
        unknown = set(item) - {"en", "ru"}
        if unknown:
            raise _err(path, f"slot {slot!r}: a value in two languages takes en and ru, "
                             f"not {', '.join(sorted(unknown))}")
        where = f"slot {slot!r}: value"
        return _text(item, "en", path, where), _text(item, "ru", path, where)

    if isinstance(value, list):
        items = [split(x) for x in value]
        if all(ru is None for _, ru in items):
            return value, None
        if any(ru is None for _, ru in items):
            raise _err(path, f"slot {slot!r}: give every item of the value in en and ru, or none")
        return [en for en, _ in items], [ru for _, ru in items]
    return split(value)


def _editorial_claim(rid: str, game: str, slot: str, value: Any, why: tuple[str, str], cert: str,
                     path: Path, vocab: Vocabulary, cid: str,
                     values_ru: dict[str, Value] | None = None) -> Claim:
    """An editorial claim; the Russian of a bilingual free-text value goes to ``values_ru``."""
    value, value_ru = _split_value(value, slot, path)
    try:
        canon = vocab.canonical(game, slot)
        if value_ru is not None and vocab.slot(game, canon).type not in FREE_TEXT_TYPES:
            raise _err(path, f"slot {slot!r}: only free text ({', '.join(sorted(FREE_TEXT_TYPES))}) "
                             "can be given in English and Russian")
        checked = vocab.check_value(game, canon, _tuple(value) if isinstance(value, list) else value)
        if value_ru is not None and values_ru is not None:
            values_ru[cid] = vocab.check_value(game, canon, _tuple(value_ru) if isinstance(value_ru, list)
                                               else value_ru)
    except RulesetError:
        raise
    except VariorumError as exc:
        raise _slot_err(path, slot, exc) from None
    if cert not in CERTS:
        raise _err(path, f"slot {slot!r}: cert must be one of {', '.join(CERTS)}, got {cert!r}")
    if not why[0].strip():
        raise _err(path, f"slot {slot!r}: an editorial claim needs a justification")
    return Claim(id=cid, game=game, slot=canon, value=checked, asserted_by=EDITOR, status="editorial",
                 resp=EDITOR, cert=cert, note=why[0].strip(), note_ru=why[1].strip())  # type: ignore[arg-type]


def _draws(data: Any, rs_id: str, game: str, source: str, path: Path, vocab: Vocabulary) -> tuple[Draw, ...]:
    out = []
    for i, d in enumerate(_tuple(data), start=1):
        where = f"draw {i}"
        if not isinstance(d, Mapping):
            raise _err(path, f"{where}: must be a table")
        unknown = set(d) - {"source", "games", "witnesses", "kinds", "only", "exclude", "justification"}
        if unknown:
            raise _err(path, f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        src = _text(d, "source", path, where)
        games = _tuple(d.get("games")) or (game,)
        for g in games:
            if g not in vocab.games:
                raise _err(path, f"{where}: unknown game {g!r}")
        kinds = _tuple(d.get("kinds")) or ("executable", "descriptive")
        if not set(kinds) <= {"executable", "descriptive"}:
            raise _err(path, f"{where}: kinds must be executable and/or descriptive")
        slots = []
        for key in ("only", "exclude"):
            names = []
            for s in _tuple(d.get(key)):
                try:
                    names.append(vocab.canonical(game, s))
                except VariorumError as exc:
                    raise _err(path, f"{where}: {key}: {exc}") from None
            slots.append(tuple(names))
        why, why_ru = _bilingual(d, "justification", path, where, required=src != source)
        out.append(Draw(src, tuple(games), _tuple(d.get("witnesses")), tuple(kinds), slots[0], slots[1],
                        why, why_ru))
    return tuple(out)


def _readings(data: Any, rs_id: str, game: str, path: Path, vocab: Vocabulary,
              values_ru: dict[str, Value]) -> tuple[Reading, ...]:
    out: list[Reading] = []
    for i, r in enumerate(_tuple(data), start=1):
        if not isinstance(r, Mapping):
            raise _err(path, f"reading {i}: must be a table")
        unknown = set(r) - {"name", "axis", "default", "en", "ru", "set", "justification", "cert"}
        if unknown:
            raise _err(path, f"reading {i}: unknown key(s) {', '.join(sorted(unknown))}")
        name = _text(r, "name", path, f"reading {i}")
        where = f"reading {name!r}"
        axis = _text(r, "axis", path, where)
        en, ru = _text(r, "en", path, where), _text(r, "ru", path, where)
        sets = r.get("set", {})
        if not isinstance(sets, Mapping):
            raise _err(path, f"{where}: 'set' must be a table of slot = value")
        why = _bilingual(r, "justification", path, where, required=bool(sets))
        claims = tuple(
            _editorial_claim(rs_id, game, slot, value, why, str(r.get("cert", "medium")), path, vocab,
                             f"{rs_id}:{name}:{slot}", values_ru)
            for slot, value in sets.items()
        )
        out.append(Reading(name, axis, bool(r.get("default", False)), en, ru, claims, *why))
    names = [r.name for r in out]
    for n in names:
        if names.count(n) > 1:
            raise _err(path, f"reading {n!r} defined twice")
    for axis in {r.axis for r in out}:
        defaults = [r.name for r in out if r.axis == axis and r.default]
        if len(defaults) != 1:
            raise _err(path, f"readings of {axis!r} need exactly one default, found {defaults or 'none'}")
    return tuple(out)


def parse_ruleset(rid: str, data: Mapping[str, Any], path: Path, vocab: Vocabulary | None = None) -> Ruleset:
    """Build and check a Ruleset from parsed TOML; RulesetError names the file and slot."""
    vocab = vocab or load_vocabulary()
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise _err(path, f"unknown key(s) {', '.join(sorted(unknown))}")
    game = _text(data, "game", path, "ruleset")
    source = _text(data, "source", path, "ruleset")
    if game not in vocab.games:
        raise _err(path, f"unknown game {game!r}")
    if rid != f"{game}/{source}":
        raise _err(path, f"the file's place says {rid!r} but it declares {game}/{source}")
    grade = _text(data, "grade", path, "ruleset")
    if grade not in GRADES:
        raise _err(path, f"grade must be one of {', '.join(GRADES)}, got {grade!r}")
    title_en, title_ru = _labels(data.get("title"), path, "title")
    follows = data.get("follows")
    if follows is not None and (not isinstance(follows, str) or not _NAME_RE.match(follows)):
        raise _err(path, f"follows must name a ruleset as game/source, got {follows!r}")
    fg = data.get("follows-groups", {})
    if fg and not follows:
        raise _err(path, "follows-groups without follows")
    groups = vocab.game(game).group_roles
    for child in fg:
        if child not in groups:
            raise _err(path, f"follows-groups: {child!r} is not a group of {game}")
    note = _bilingual(data, "note", path, "ruleset", required=False)
    values_ru: dict[str, Value] = {}
    editorial, unset = [], []
    for i, e in enumerate(_tuple(data.get("editorial")), start=1):
        if not isinstance(e, Mapping):
            raise _err(path, f"editorial {i}: must be a table")
        bad = set(e) - {"slot", "value", "unset", "justification", "cert"}
        if bad:
            raise _err(path, f"editorial {i}: unknown key(s) {', '.join(sorted(bad))}")
        slot = _text(e, "slot", path, f"editorial {i}")
        why = _bilingual(e, "justification", path, f"editorial claim for slot {slot!r}")
        if e.get("unset"):
            try:
                unset.append((vocab.canonical(game, slot), *why))
            except VariorumError as exc:
                raise _slot_err(path, slot, exc) from None
            continue
        if "value" not in e:
            raise _err(path, f"editorial claim for slot {slot!r}: needs a value (or unset = true)")
        editorial.append(_editorial_claim(rid, game, slot, e["value"], why, str(e.get("cert", "medium")),
                                          path, vocab, f"{rid}:{slot}", values_ru))
    slots = [c.slot for c in editorial] + [u[0] for u in unset]
    for s in slots:
        if slots.count(s) > 1:
            raise _err(path, f"slot {s!r} has more than one editorial claim")
    draws = _draws(data.get("draw"), rid, game, source, path, vocab)
    readings = _readings(data.get("reading"), rid, game, path, vocab, values_ru)
    return Ruleset(
        id=rid, game=game, source=source, grade=grade, title_en=title_en, title_ru=title_ru,
        follows=follows, follows_groups=tuple((str(k), str(v)) for k, v in fg.items()),
        draws=draws,
        editorial=tuple(editorial), unset=tuple(unset),
        readings=readings,
        combine=_combine(data.get("combine"), game, path, vocab),
        note=note[0], note_ru=note[1], path=path, values_ru=tuple(values_ru.items()),
    )


def _combine(data: Any, game: str, path: Path, vocab: Vocabulary) -> tuple[tuple[str, str, str], ...]:
    out = []
    for i, c in enumerate(_tuple(data), start=1):
        if not isinstance(c, Mapping):
            raise _err(path, f"combine {i}: must be a table")
        bad = set(c) - {"slot", "justification"}
        if bad:
            raise _err(path, f"combine {i}: unknown key(s) {', '.join(sorted(bad))}")
        slot = _text(c, "slot", path, f"combine {i}")
        why = _bilingual(c, "justification", path, f"combine for slot {slot!r}")
        try:
            out.append((vocab.canonical(game, slot), *why))
        except VariorumError as exc:
            raise _err(path, f"combine: slot {slot!r}: {exc}") from None
    return tuple(out)


def ruleset_roots(root: Path | str | None = None) -> tuple[Path, ...]:
    """The folders rulesets are read from, first match first: ``root`` alone when given; else
    the folder named by ``$VARIORUM_RULESETS`` (your own rulesets, or changed copies of ours,
    laid out as ``game/source.toml``) before the shipped ``rules/rulesets``."""
    if root:
        return (Path(root).resolve(),)
    extra = os.environ.get(RULESETS_ENV)
    if not extra:
        return (RULESETS_DIR,)
    path = Path(extra)
    if not path.is_dir():
        raise RulesetError(f"{RULESETS_ENV}={extra}: not a folder", code="rulesets-env", path=extra)
    return (path.resolve(), RULESETS_DIR)


def ruleset_path(name: str, root: Path | str | None = None) -> Path:
    """The file of ruleset ``name``: in the first folder of :func:`ruleset_roots` holding it,
    else where a new one goes (the first folder: ``$VARIORUM_RULESETS`` when set)."""
    roots = ruleset_roots(root)
    found = (r / f"{name}.toml" for r in roots if (r / f"{name}.toml").is_file())
    return next(found, roots[0] / f"{name}.toml")


@functools.lru_cache(maxsize=128)
def _load_cached(name: str, roots: tuple[Path, ...]) -> Ruleset:
    path = next((r / f"{name}.toml" for r in roots if (r / f"{name}.toml").is_file()), None)
    if not _NAME_RE.match(name) or path is None:
        known = sorted({n for r in roots for n in list_rulesets(r)})
        raise UnknownRulesetError("ruleset", name, known,
                                  hint="see `variorum rules list`; ruleset ids are game/source")
    return parse_ruleset(name, read_toml(path, RulesetError), path)


def load(name: str, root: Path | str | None = None) -> Ruleset:
    """Load the ruleset ``game/source`` from :func:`ruleset_roots` (``root``, else
    ``$VARIORUM_RULESETS`` then ``rules/rulesets``)."""
    return _load_cached(name, ruleset_roots(root))


def list_rulesets(root: Path | str | None = None) -> list[str]:
    """Every ruleset name (``game/source``), sorted."""
    return sorted({f"{p.parent.name}/{p.stem}" for base in ruleset_roots(root)
                   for p in base.glob("*/*.toml")})


def ancestry(rs: Ruleset, root: Path | None = None) -> list[Ruleset]:
    """The ruleset and those it follows, nearest first (RulesetError on a cycle)."""
    chain = [rs]
    while chain[-1].follows:
        try:
            nxt = load(chain[-1].follows, root)
        except UnknownRulesetError as exc:  # named with the file that follows it
            where = f"{chain[-1].path or chain[-1].id}: follows"
            raise UnknownRulesetError("ruleset", exc.name, exc.params["known"],
                                      hint="see `variorum rules list`", where=where) from None
        if any(r.id == nxt.id for r in chain):
            raise _err(rs.path or Path(rs.id), f"follows makes a cycle: {' -> '.join(r.id for r in chain)} -> {nxt.id}")
        chain.append(nxt)
    return chain


def all_readings(rs: Ruleset, root: Path | None = None) -> list[Reading]:
    """The readings of a ruleset and of every ruleset it follows."""
    return [r for anc in ancestry(rs, root) for r in anc.readings]
