"""Curation: the editor accepts, rejects or corrects each automatic claim of a witness
(``variorum claims review``).

An automatic claim (``resp="auto:…"``) the editor **accepts** becomes a curated claim with the
next curated id of the file (``PREFIX-cN``), the editor as ``resp`` and ``cert="high"``; one the
editor **corrects** becomes a curated claim with the editor's value (checked against the slot's
type); one the editor **rejects** is removed.  Each decision is recorded in the file's
``<revisionDesc>`` as a ``<change who="#EDITOR" n="AUTOMATIC-ID">``: the annotator does not
propose a decided claim again (``decided_ids``), and a later ``annotate --write`` never touches
the curated ones (``corpus.claims.write_claims`` refuses to).  The editor is a ``<respStmt>`` of
the file, added on first review.

Decisions come from a prompt loop (``ask``) or a file (``read_decisions``): JSON or TOML mapping
a claim id, a slot name (every pending claim of that slot) or ``"*"`` (every other pending
claim) to ``"accept"``, ``"reject"`` or ``{value = …}`` (a correction; ``cert``/``note`` may be
added).  The file is written once, atomically, after every decision is checked.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
import tempfile
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from corpus.claims import read_claims, write_claims
from corpus.reader import NS, XML_ID, parse_file
from rules.claims import CERTS, Claim, Value
from rules.errors import CorpusError, FileAccessError, VariorumError
from rules.vocabulary import load_vocabulary
from rules.files import atomic_write, writing

__all__ = ["Decision", "ReviewReport", "pending", "decided_ids", "read_decisions", "parse_decisions",
           "apply_decisions", "ask", "parse_value", "ACTIONS"]

ACTIONS = ("accept", "reject", "correct")


@dataclass(frozen=True)
class Decision:
    """What the editor decided for one automatic claim."""

    action: str
    value: Value | None = None
    cert: str = "high"
    note: str = ""


@dataclass(frozen=True)
class ReviewReport:
    """Automatic claim id -> curated claim id it became (accepted, corrected); ids rejected."""

    path: Path
    accepted: tuple[tuple[str, str], ...] = ()
    corrected: tuple[tuple[str, str], ...] = ()
    rejected: tuple[str, ...] = ()
    left: int = 0

    def summary(self) -> str:
        return (f"{self.path.name}: {len(self.accepted)} accepted, {len(self.corrected)} corrected, "
                f"{len(self.rejected)} rejected, {self.left} left to review")


# -- what is pending ---------------------------------------------------------------------------


def decided_ids(path: Path) -> set[str]:
    """Ids of automatic claims an editor has decided on (the ``n`` of the review changes)."""
    root = parse_file(path).getroot()
    return {ch.get("n", "") for ch in root.iterfind("tei:teiHeader/tei:revisionDesc/tei:change", NS)
            if ch.get("n")}


def pending(path: Path, witness: str | None = None) -> list[Claim]:
    """The automatic claims of a file (of one witness) that no editor has decided on."""
    done = decided_ids(path)
    return [c for c in read_claims(path) if not c.is_curated and c.id not in done
            and (witness is None or (c.evidence is not None and c.evidence.witness == witness))]


# -- decisions ---------------------------------------------------------------------------------


def read_decisions(path: Path) -> Mapping[str, Any]:
    """A decisions file (JSON, or TOML), as a mapping; CorpusError (FileAccessError when it cannot
    be read) names the file."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileAccessError(f"{path}: a decisions file is UTF-8 JSON or TOML") from None
    try:
        data = json.loads(text) if path.suffix == ".json" or text.lstrip().startswith("{") else tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        raise CorpusError(f"{path}: not valid {'JSON' if path.suffix == '.json' else 'TOML'}: {exc}") from None
    if not isinstance(data, dict):
        raise CorpusError(f"{path}: a decisions file maps claim ids to accept, reject or {{value: …}}")
    return data


def _value(game: str, slot: str, raw: Any, where: str) -> Value:
    try:
        return load_vocabulary().check_value(game, slot, tuple(raw) if isinstance(raw, list) else raw)
    except VariorumError as exc:
        raise CorpusError(f"{where}: {exc}") from None


def _decision(raw: Any, claim: Claim, where: str) -> Decision:
    if raw in ("accept", "reject"):
        return Decision(str(raw))
    if isinstance(raw, Mapping) and "value" in raw:
        bad = set(raw) - {"value", "cert", "note"}
        if bad:
            raise CorpusError(f"{where}: unknown key(s) {', '.join(sorted(bad))} (value, cert, note)")
        cert = str(raw.get("cert", "high"))
        if cert not in CERTS:
            raise CorpusError(f"{where}: cert must be one of {', '.join(CERTS)}, got {cert!r}")
        return Decision("correct", _value(claim.game, claim.slot, raw["value"], where), cert,
                        str(raw.get("note", "")))
    raise CorpusError(f"{where}: a decision is \"accept\", \"reject\" or {{value = …}}, got {raw!r}")


def parse_decisions(data: Mapping[str, Any], claims: Sequence[Claim], source: str = "decisions",
                    notes: list[str] | None = None) -> dict[str, Decision]:
    """Claim id -> Decision, from keys that are claim ids, slot names or ``"*"`` (an id wins
    over its slot, a slot over ``"*"``).  A key that is neither a pending claim's id nor a slot
    of the claims' games is an error; a slot no pending claim has is noted in ``notes`` (a rule
    for whatever the annotator finds there, which may be nothing)."""
    vocab = load_vocabulary()
    by_id = {c.id: c for c in claims}
    games = {c.game for c in claims}
    slot_of: dict[str, str] = {}
    for key in data:
        if key == "*" or key in by_id:
            continue
        canon = {vocab.canonical(g, key) for g in games if _is_slot(vocab, g, key)}
        if not canon:
            raise CorpusError(f"{source}: {key!r} is no pending automatic claim of the witness, nor a slot")
        slot_of.update((c, key) for c in canon)
        if not any(c.slot in canon for c in claims) and notes is not None:
            notes.append(f"{source}: no pending automatic claim of slot {key!r}; its decision is not used")
    out: dict[str, Decision] = {}
    for c in claims:
        chosen: str | None = c.id if c.id in data else slot_of.get(c.slot, "*" if "*" in data else None)
        if chosen is not None:
            out[c.id] = _decision(data[chosen], c, f"{source}: {chosen}")
    return out


def _is_slot(vocab: Any, game: str, name: str) -> bool:
    try:
        vocab.canonical(game, name)
    except VariorumError:
        return False
    return True


def parse_value(text: str) -> Any:
    """A value typed at the prompt: JSON (``3``, ``true``, ``["waste", "stock"]``), else a list
    when it has commas (``waste, stock``), else the text."""
    text = text.strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    if "," in text:
        return [parse_value(part) for part in text.split(",")]
    return text


def ask(claims: Sequence[Claim], sentence: Callable[[Claim], str], read: Callable[[str], str],
        write: Callable[[str], None]) -> dict[str, Decision]:
    """The prompt loop: each claim with its words; a(ccept), r(eject), c(orrect), s(kip), q(uit).
    End of input is q."""
    out: dict[str, Decision] = {}
    for i, c in enumerate(claims, 1):
        write(f"\n[{i}/{len(claims)}] {c.id}\n  {c.game}: {c.slot} = {_show(c.value)}\n"
              f"  words: «{c.evidence.quote if c.evidence else ''}»\n  in: {sentence(c)}\n")
        while True:
            try:
                answer = read("accept (a), reject (r), correct (c), skip (s), quit (q)? ").strip().lower()
            except EOFError:
                return out
            if answer in ("a", "accept"):
                out[c.id] = Decision("accept")
            elif answer in ("r", "reject"):
                out[c.id] = Decision("reject")
            elif answer in ("c", "correct"):
                try:
                    raw = parse_value(read(f"  value of {c.slot}: "))
                    out[c.id] = Decision("correct", _value(c.game, c.slot, raw, c.slot))
                except CorpusError as exc:
                    write(f"  {exc}\n")
                    continue
                except EOFError:
                    return out
            elif answer in ("q", "quit"):
                return out
            elif answer not in ("s", "skip"):
                write("  please answer a, r, c, s or q\n")
                continue
            break
    return out


def _show(v: Value) -> str:
    return ", ".join(map(str, v)) if isinstance(v, tuple) else str(v)


# -- writing -----------------------------------------------------------------------------------


def _editor(text: str, root: Any, name: str, doc: str) -> tuple[str, str]:
    """The editor's respStmt id, and the file text with the respStmt added when it is new."""
    for rs in root.iterfind(".//tei:titleStmt/tei:respStmt", NS):
        if (rs.findtext("tei:name", "", NS) or "").strip() == name and rs.get(XML_ID):
            return rs.get(XML_ID), text
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    if not slug or not name.isascii():
        slug = "editor-" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:6]
    eid = f"{doc}-ed-{slug}"
    at = text.index("</titleStmt>")
    line = text.rindex("\n", 0, at) + 1
    indent = text[line:at]
    stmt = f'{indent} <respStmt xml:id="{eid}"><resp>reviewed by</resp><name>{escape(name)}</name></respStmt>\n'
    return eid, text[:line] + stmt + text[line:]


def _changes(text: str, entries: Iterable[str]) -> str:
    """The text with change elements added to the revisionDesc (made when missing)."""
    body = "".join(f"   {e}\n" for e in entries)
    if "</revisionDesc>" in text:
        at = text.index("</revisionDesc>")
        line = text.rindex("\n", 0, at) + 1
        return text[:line] + body + text[line:]
    at = text.index("</teiHeader>")
    line = text.rindex("\n", 0, at) + 1
    return text[:line] + f"  <revisionDesc>\n{body}  </revisionDesc>\n" + text[line:]


def _next_ids(claims: Sequence[Claim], fallback: str) -> Callable[[], str]:
    """A generator of fresh curated ids ``PREFIX-cN`` (the file's usual prefix)."""
    found = [m for m in (re.match(r"^(.+)-c(\d+)$", c.id) for c in claims if c.is_curated) if m]
    prefix = Counter(m.group(1) for m in found).most_common(1)[0][0] if found else fallback
    taken = {c.id for c in claims}
    n = max((int(m.group(2)) for m in found if m.group(1) == prefix), default=0)

    def nxt() -> str:
        nonlocal n
        n += 1
        while f"{prefix}-c{n}" in taken:
            n += 1
        return f"{prefix}-c{n}"

    return nxt


def apply_decisions(path: Path, decisions: Mapping[str, Decision], editor: str,
                    witness: str | None = None) -> ReviewReport:
    """Write the decisions into the file: curated claims for accepted and corrected ones, the
    rejected removed, every decision recorded; one atomic write (nothing when none), the whole
    read-modify-write holding the folder's write lock (``rules.files.writing``)."""
    if not editor.strip():
        raise CorpusError("claims review: give the editor's name (--editor NAME)")
    with writing(path):
        return _apply_locked(path, decisions, editor, witness)


def _apply_locked(path: Path, decisions: Mapping[str, Decision], editor: str,
                  witness: str | None) -> ReviewReport:
    claims = read_claims(path)
    todo = {c.id: c for c in pending(path, witness)}
    unknown = [cid for cid in decisions if cid not in todo]
    if unknown:
        raise CorpusError(f"{path.name}: {unknown[0]!r} is no pending automatic claim")
    left = len(todo) - len(decisions)
    if not decisions:
        return ReviewReport(path, left=left)
    text = path.read_text(encoding="utf-8")
    eid, text = _editor(text, parse_file(path).getroot(), editor.strip(), path.stem)
    new_id = _next_ids(claims, witness or path.stem)
    today = datetime.date.today().isoformat()
    accepted: list[tuple[str, str]] = []
    corrected: list[tuple[str, str]] = []
    rejected: list[str] = []
    curated: list[Claim] = []
    changes: list[str] = []
    for cid, d in decisions.items():
        auto = todo[cid]
        said = f"{auto.slot} = {_show(auto.value)}"
        if d.action == "reject":
            rejected.append(cid)
            what = f"rejected the automatic claim {said}"
        else:
            cur = new_id()
            note = d.note or (f"reviewed from {cid} ({auto.note})" if d.action == "accept" else
                              f"corrected from {cid}: the annotator read {_show(auto.value)} ({auto.note})")
            curated.append(replace(auto, id=cur, value=auto.value if d.value is None else d.value,
                                   resp=eid, cert=d.cert, note=note))  # type: ignore[arg-type]
            (accepted if d.action == "accept" else corrected).append((cid, cur))
            what = (f"accepted {said} as {cur}" if d.action == "accept" else
                    f"corrected {said} to {_show(curated[-1].value)} as {cur}")
        changes.append(f'<change when="{today}" who="#{eid}" n={quoteattr(cid)}>{escape(what)}</change>')
    text = _changes(text, changes)
    keep = [c for c in claims if not c.is_curated and c.id not in decisions]
    with tempfile.TemporaryDirectory(prefix="variorum-review-") as tmp:
        probe = Path(tmp) / path.name
        probe.write_text(text, encoding="utf-8")
        write_claims(probe, [*keep, *curated], replace_auto=True)
        atomic_write(path, probe.read_bytes())
    return ReviewReport(path, tuple(accepted), tuple(corrected), tuple(rejected), left)
