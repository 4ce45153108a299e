"""A ruleset drafted from a witness's curated claims (``variorum rules new GAME/SOURCE --from W``),
and its holes filled by the editors (``variorum rules fill``).

The draft draws the curated claims of the witness that its source asserts.  Every **hole** — an
executable slot the game needs (required by the vocabulary, or given by the nearest existing
ruleset of the game, or needed by another slot's value) that no claim fills — is written as an
``[[editorial]]`` table *without a value*, the nearest ruleset's value as a suggestion in a
comment: the draft does not compile until an editor gives each hole a value and a justification,
so nothing is filled silently.  A slot the witness's claims give different values is excluded
from the draw and left as **readings**, one per value (the editor chooses the default).

The **nearest** ruleset is the one of the same game whose resolved values (default readings)
agree with most of the slots the witness gives, fewest disagreeing (then by name).

Filling (``fill_holes``) takes a TOML file: ``["slot"]`` tables with ``value``, ``cert`` and a
``justification`` in English and Russian; and an optional ``["*"]`` table (``from = RULESET``,
``cert``, ``justification``): every hole not named takes that ruleset's value, an explicit
editorial decision whose justification names the ruleset.  A named slot that is not a hole is
left as it is, with a note.  (The command line writes the files, atomically.)
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.claims import Claim, Value
from rules.errors import RulesetError, VariorumError
from rules.files import read_toml
from rules.resolve.resolution import Resolved, resolve
from rules.resolve.ruleset import list_rulesets, load
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["Hole", "Draft", "draft_ruleset", "draft_text", "fill_holes", "FillReport", "toml_value"]


@dataclass(frozen=True)
class Hole:
    """A slot to fill, with the nearest ruleset's value as a suggestion (``has_suggestion``)."""

    slot: str
    suggestion: Value | None = None
    has_suggestion: bool = False
    origin: str = ""


@dataclass
class Draft:
    """What a draft holds before it is written as TOML."""

    name: str
    game: str
    source: str
    witness: str
    title: tuple[str, str]
    claims: list[Claim]
    nearest: str | None = None
    agreement: tuple[int, int] = (0, 0)
    holes: list[Hole] = field(default_factory=list)
    ambiguous: dict[str, list[Claim]] = field(default_factory=dict)


def toml_value(v: Any) -> str:
    """A value as TOML (strings as JSON-escaped basic strings, which TOML reads the same)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, (tuple, list)):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{toml_key(k)} = {toml_value(x)}" for k, x in v.items()) + " }"
    return json.dumps(str(v), ensure_ascii=False)


def toml_key(k: str) -> str:
    return k if re.fullmatch(r"[A-Za-z0-9_-]+", k) else json.dumps(k, ensure_ascii=False)


# -- drafting ----------------------------------------------------------------------------------


def _resolved_others(game: str, name: str, claims: Sequence[Claim], root: Path | None) -> dict[str, Resolved]:
    out = {}
    for other in list_rulesets(root):
        if other.split("/")[0] != game or other == name:
            continue
        try:
            out[other] = resolve(load(other, root), claims, root=root)
        except VariorumError:
            continue  # a ruleset that does not resolve suggests nothing
    return out


def _nearest(given: Mapping[str, Value], others: Mapping[str, Resolved]) -> tuple[str | None, tuple[int, int]]:
    best: tuple[int, int, int, str] | None = None
    for name, res in sorted(others.items()):
        agree = sum(1 for s, v in given.items() if s in res.slots and res.slots[s].value == v)
        differ = sum(1 for s, v in given.items() if s in res.slots and res.slots[s].value != v)
        inherited = sum(1 for r in res.slots.values() if r.origin == "inherited")
        key = (agree - differ, -differ, -inherited, name)
        if best is None or key[:3] > best[:3]:
            best = key
    if best is None:
        return None, (0, 0)
    res = others[best[3]]
    agree = sum(1 for s, v in given.items() if s in res.slots and res.slots[s].value == v)
    return best[3], (agree, len(given))


def _needed(game: str, given: Mapping[str, Value], near: Resolved | None, vocab: Vocabulary) -> list[str]:
    """Executable slots the game needs: required ones, those the nearest ruleset gives, and
    those another slot's value makes necessary (a group that fills gaps needs when and how)."""
    out = []
    for slot in vocab.game_slots(game):
        sd = vocab.slot(game, slot)
        if not sd.executable:
            continue
        if sd.required or (near is not None and slot in near.slots):
            out.append(slot)
    for slot, value in given.items():
        group, _, prop = slot.partition(".")
        if prop == "fill" and value not in ((), ("never",), None):
            out += [f"{group}.fill.timing", f"{group}.fill.priority"]
    return list(dict.fromkeys(out))


def draft_ruleset(name: str, witness: str, claims: Sequence[Claim], source_title: str = "",
                  year: int | None = None, root: Path | None = None) -> Draft:
    """The draft of ruleset ``name`` (game/source) from ``witness``'s curated claims."""
    vocab = load_vocabulary()
    game, _, source = name.partition("/")
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", source or "") or game not in vocab.games:
        raise RulesetError(f"rules new: {name!r} must be GAME/SOURCE with a game of the vocabulary "
                           f"({', '.join(sorted(vocab.games))})")
    mine = [c for c in claims if c.is_curated and c.game == game and c.evidence is not None
            and c.evidence.witness == witness]
    drawn = [c for c in mine if c.asserted_by == source]
    if not drawn:
        hint = (f"its curated claims are asserted by {', '.join(sorted({c.asserted_by for c in mine}))}"
                if mine else "review its automatic claims first (variorum claims review)")
        raise RulesetError(f"rules new: witness {witness!r} has no curated claim of {game} asserted by "
                           f"{source!r}: {hint}")
    values: dict[str, list[Claim]] = {}
    for c in drawn:
        values.setdefault(c.slot, []).append(c)
    given: dict[str, Value] = {}
    ambiguous: dict[str, list[Claim]] = {}
    for slot, cs in values.items():
        distinct = list(dict.fromkeys(c.value for c in cs))
        sd = vocab.slot(game, slot)
        if len(distinct) > 1 and sd.executable and sd.combine != "union" and slot != "setup.choice":
            ambiguous[slot] = [next(c for c in cs if c.value == v) for v in distinct]
        given[slot] = cs[0].value
    others = _resolved_others(game, name, claims, root)
    executable = {s: v for s, v in given.items() if s not in ambiguous and vocab.slot(game, s).executable}
    nearest, agreement = _nearest(executable, others)
    near = others.get(nearest) if nearest else None
    holes = []
    for slot in _needed(game, given, near, vocab):
        if slot in given:
            continue
        rs = near.slots.get(slot) if near is not None else None
        holes.append(Hole(slot, rs.value if rs else None, rs is not None,
                          f"{rs.origin}, {rs.root.claim.id}" if rs else ""))
    g = vocab.game(game)
    title_en = f"{g.en}, as «{source_title or source}» gives it" + (f" ({year})" if year else "")
    title_ru = f"«{g.ru}» по источнику «{source_title or source}»" + (f" ({year})" if year else "")
    return Draft(name, game, source, witness, (title_en, title_ru), drawn, nearest, agreement, holes, ambiguous)


def _reading_name(slot: str, value: Value) -> str:
    raw = f"{slot}-{'-'.join(map(str, value)) if isinstance(value, tuple) else value}"
    return re.sub(r"[^a-z0-9]+", "-", raw.lower()).strip("-") or "reading"


def _hole_lines(h: Hole, nearest: str | None) -> list[str]:
    lines = ["[[editorial]]", f"slot = {toml_value(h.slot)}"]
    if h.has_suggestion and h.suggestion is None:
        lines.append(f"# suggestion: unset = true   ({nearest} leaves it without value: {h.origin})")
    elif h.has_suggestion:
        lines.append(f"# suggestion: value = {toml_value(h.suggestion)}   ({nearest}: {h.origin})")
    else:
        lines.append("# no existing ruleset of the game to suggest a value")
    lines += ["cert = \"medium\"", "justification = { en = \"\", ru = \"\" }", ""]
    return lines


def _reading_lines(slot: str, claims: Sequence[Claim]) -> list[str]:
    lines = []
    for i, c in enumerate(claims):
        quote = c.evidence.quote if c.evidence else ""
        lines += ["[[reading]]", f"name = {toml_value(_reading_name(slot, c.value))}",
                  f"axis = {toml_value(slot)}",
                  f"default = {'true' if i == 0 else 'false'}"
                  + ("   # the editors choose the default reading" if i == 0 else ""),
                  f"en = {toml_value(f'{slot} as claim {c.id} reads it: «{quote}»')}",
                  f"ru = {toml_value(f'{slot} так, как его читает утверждение {c.id}: «{quote}»')}",
                  f"set = {{ {toml_value(slot)} = {toml_value(c.value)} }}",
                  "justification = " + toml_value({
                      "en": f"The claims of the witness disagree on {slot}; claim {c.id} reads «{quote}» so.",
                      "ru": f"Утверждения свидетеля расходятся в {slot}; утверждение {c.id} так читает «{quote}»."}),
                  ""]
    return lines


def draft_text(d: Draft, command: str = "") -> str:
    """The draft as a ruleset TOML file, with the holes and readings explained in comments."""
    today = datetime.date.today().isoformat()
    head = [f"# Drafted on {today}" + (f" by `{command}`" if command else "") + f" from the {len(d.claims)} "
            f"curated claims of witness {d.witness}.",
            "# Every [[editorial]] below without a value is a HOLE: a slot the game needs that no claim of the",
            "# witness fills. Give each a value, a cert and a justification in English and Russian (or use",
            f"# `variorum rules fill {d.name} FILE`); until then the ruleset does not compile."]
    if d.nearest:
        head.append(f"# Suggestions come from the nearest ruleset of the game, {d.nearest} (it agrees on "
                    f"{d.agreement[0]} of the {d.agreement[1]} slots the witness gives).")
    lines = head + ["", f"game = {toml_value(d.game)}", f"source = {toml_value(d.source)}",
                    "grade = \"reconstructed\"   # scholarly | reconstructed | incomplete",
                    f"title = {toml_value({'en': d.title[0], 'ru': d.title[1]})}", "",
                    "[[draw]]", f"source = {toml_value(d.source)}", f"witnesses = {toml_value([d.witness])}"]
    if d.ambiguous:
        lines.append(f"exclude = {toml_value(sorted(d.ambiguous))}   # the claims disagree: see the readings")
    lines.append("")
    if d.holes:
        lines += [f"# ---- {len(d.holes)} holes to fill ----", ""]
    for h in d.holes:
        lines += _hole_lines(h, d.nearest)
    for slot, cs in d.ambiguous.items():
        lines += [f"# ---- {slot}: the claims of {d.witness} give {len(cs)} values ----", ""]
        lines += _reading_lines(slot, cs)
    return "\n".join(lines).rstrip("\n") + "\n"


# -- filling -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class FillReport:
    filled: tuple[str, ...]
    left: tuple[str, ...]
    skipped: tuple[str, ...]


_BLOCK = re.compile(r"^\[\[editorial\]\]\n(?:.*\n)*?(?=\n|\[\[|\Z)", re.M)


def _holes_in(text: str) -> dict[str, re.Match[str]]:
    out = {}
    for m in _BLOCK.finditer(text):
        block = m.group(0)
        slot = re.search(r'^slot = "([^"]+)"', block, re.M)
        if slot and not re.search(r"^(value|unset) =", block, re.M):
            out[slot.group(1)] = m
    return out


def _filled_block(slot: str, value: Value | None, cert: str, why: Mapping[str, str], comment: str) -> str:
    lines = ["[[editorial]]", f"slot = {toml_value(slot)}"]
    if comment:
        lines.append(comment)
    lines.append("unset = true" if value is None else f"value = {toml_value(value)}")
    lines += [f"cert = {toml_value(cert)}", f"justification = {toml_value(dict(why))}"]
    return "\n".join(lines) + "\n"


def _why(entry: Mapping[str, Any], where: str) -> dict[str, str]:
    why = entry.get("justification")
    if not isinstance(why, Mapping) or not str(why.get("en", "")).strip() or not str(why.get("ru", "")).strip():
        raise RulesetError(f"{where}: needs justification = {{ en = \"…\", ru = \"…\" }}")
    return {"en": str(why["en"]), "ru": str(why["ru"])}


def fill_holes(text: str, fills: Mapping[str, Any], claims: Sequence[Claim], source: str = "fills",
               root: Path | None = None) -> tuple[str, FillReport]:
    """A ruleset file's text with its holes filled from ``fills`` (see the module's doc), and
    what was filled, left and skipped."""
    holes = _holes_in(text)
    rest = fills.get("*")
    rest_values: Resolved | None = None
    if rest is not None:
        if not isinstance(rest, Mapping) or not isinstance(rest.get("from"), str):
            raise RulesetError(f"{source}: [\"*\"] needs from = \"GAME/SOURCE\" (the ruleset whose values to take)")
        rest_values = resolve(load(rest["from"], root), claims, root=root)
        rest_why = _why(rest, f"{source}: [\"*\"]")
    filled, skipped = [], []
    for slot, m in sorted(holes.items(), key=lambda kv: -kv[1].start()):
        entry = fills.get(slot)
        comment = next((ln for ln in m.group(0).splitlines() if ln.startswith("# ")), "")
        if isinstance(entry, Mapping):
            if "value" not in entry and not entry.get("unset"):
                raise RulesetError(f"{source}: [{slot!r}] needs a value (or unset = true)")
            block = _filled_block(slot, entry.get("value"), str(entry.get("cert", "medium")),
                                  _why(entry, f"{source}: [{slot!r}]"), comment)
        elif rest_values is not None and rest is not None:
            got = rest_values.slots.get(slot)
            if got is None:
                continue
            why = {"en": f"{rest_why['en']} (the value of {rest['from']})",
                   "ru": f"{rest_why['ru']} (значение из {rest['from']})"}
            block = _filled_block(slot, got.value, str(rest.get("cert", "low")), why, comment)
        else:
            continue
        text = text[:m.start()] + block + text[m.end():]
        filled.append(slot)
    for slot in fills:
        if slot != "*" and slot not in holes:
            skipped.append(slot)
    left = tuple(s for s in _holes_in(text))
    return text, FillReport(tuple(sorted(filled)), left, tuple(skipped))


def read_fills(path: Path) -> dict[str, Any]:
    """A fills file (TOML), RulesetError naming it (and the line) when it cannot be read."""
    return read_toml(path, RulesetError)
