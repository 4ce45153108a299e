"""Validate the corpus: XML syntax, the project schema, optionally tei_all, pointer integrity.

Every problem is collected (validation never stops at the first) as a :class:`Problem` that
prints as ``file:line: message``.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lxml import etree

from corpus.reader import TEI_NS, XML_ID, local, split_pointers
from rules.errors import CorpusError, FileAccessError

#: Attributes whose values are pointers (space-separated URI references).
POINTER_ATTRS = (
    "target", "ana", "corresp", "source", "resp", "wit", "active", "passive", "from", "to",
    "decls", "who",
)
#: Pointers to these schemes are external and not checked.
EXTERNAL_PREFIXES = ("http://", "https://", "urn:", "mailto:")

REPO_ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True, order=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


def default_tei_all() -> Path | None:
    """Where the full TEI schema is: $VARIORUM_TEI_ALL, else ../shared/schemas beside the repo."""
    env = os.environ.get("VARIORUM_TEI_ALL")
    candidates = [Path(env)] if env else []
    candidates.append(REPO_ROOT.parent / "shared" / "schemas" / "tei_all.rng")
    for c in candidates:
        if c.is_file():
            return c
    return None


@lru_cache(maxsize=4)
def load_schema(path: Path) -> etree.RelaxNG:
    """Compile a RELAX NG schema (cached: tei_all takes seconds); one line naming the file:
    FileAccessError when it is missing or unreadable, CorpusError when not XML or not RELAX NG."""
    if not path.is_file():
        raise FileAccessError(f"{path}: no such schema file" if not path.exists() else f"{path}: not a file")
    try:
        return etree.RelaxNG(etree.parse(str(path)))
    except etree.XMLSyntaxError as exc:
        raise CorpusError(f"{path}:{exc.lineno or 0}: the schema is not well-formed XML: {exc.msg}") from None
    except etree.RelaxNGParseError as exc:
        first = str(exc).splitlines()[0] if str(exc) else "not a RELAX NG schema"
        raise CorpusError(f"{path}: not a usable RELAX NG schema: {first}") from None
    except OSError as exc:
        raise FileAccessError.from_os(path, exc) from None


def _rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def schema_problems(tree: etree._ElementTree, schema: etree.RelaxNG, path: Path, label: str) -> list[Problem]:
    if schema.validate(tree):
        return []
    return [Problem(_rel(path), e.line, f"{label}: {e.message}") for e in schema.error_log]


def parse_all(paths: Iterable[Path]) -> tuple[dict[Path, etree._ElementTree], list[Problem]]:
    trees, problems = {}, []
    for p in paths:
        try:
            trees[p] = etree.parse(str(p))
            encoding = (trees[p].docinfo.encoding or "UTF-8").upper()
            if encoding != "UTF-8":
                problems.append(Problem(_rel(p), 1, f"the file is in {encoding}; corpus files are UTF-8"))
        except etree.XMLSyntaxError as exc:
            problems.append(Problem(_rel(p), exc.lineno or 0, f"not well-formed: {exc.msg}"))
        except OSError as exc:
            problems.append(Problem(_rel(p), 0, f"cannot read: {exc}"))
    return trees, problems


_SCHEME = re.compile(r"([a-z][a-z0-9+.-]*):(.*)", re.S)
_DOLLAR = re.compile(r"\$([0-9])")


def prefix_defs(tree: etree._ElementTree) -> dict[str, list[tuple[str, str]]]:
    """The private URI schemes a file declares (TEI ``<prefixDef>``): ident -> [(match, replacement)]."""
    defs: dict[str, list[tuple[str, str]]] = {}
    for el in tree.iter(f"{{{TEI_NS}}}prefixDef"):
        ident, match, repl = el.get("ident"), el.get("matchPattern"), el.get("replacementPattern")
        if ident and match is not None and repl is not None:
            defs.setdefault(ident, []).append((match, repl))
    return defs


def expand_prefix(ptr: str, defs: dict[str, list[tuple[str, str]]]) -> tuple[str, str | None]:
    """A pointer in a declared private scheme expanded to the pointer it stands for (TEI 16.2.3),
    with an error message when it matches none of its scheme's patterns; other pointers as given.

    >>> expand_prefix("auto:annotate-0.2", {"auto": [("(.+)", "../bibliography.xml#x-$1")]})
    ('../bibliography.xml#x-annotate-0.2', None)
    """
    m = _SCHEME.fullmatch(ptr)
    if m is None or m.group(1) not in defs:
        return ptr, None
    for match, repl in defs[m.group(1)]:
        try:
            hit = re.fullmatch(match, m.group(2))
        except re.error as exc:
            return ptr, f"the prefixDef of {m.group(1)!r} has a bad matchPattern: {exc}"
        if hit is not None:
            try:
                return hit.expand(_DOLLAR.sub(r"\\g<\1>", repl.replace("\\", "\\\\"))), None
            except (re.error, IndexError) as exc:
                return ptr, f"the prefixDef of {m.group(1)!r} has a bad replacementPattern: {exc}"
    return ptr, f"matches no matchPattern of the prefixDef of {m.group(1)!r}"


def pointer_problems(trees: dict[Path, etree._ElementTree]) -> list[Problem]:
    """Every ``#id`` and ``file.xml#id`` pointer must resolve (a pointer in a private scheme
    after its ``prefixDef`` expands it); ids must be unique corpus-wide."""
    problems: list[Problem] = []
    ids: dict[Path, set[str]] = {}
    seen: dict[str, tuple[Path, int]] = {}
    for path, tree in trees.items():
        ids[path.resolve()] = set()
        for el in tree.iter():
            xid = el.get(XML_ID)
            if xid is None:
                continue
            ids[path.resolve()].add(xid)
            if xid in seen and seen[xid][0] != path:
                other, oline = seen[xid]
                problems.append(
                    Problem(_rel(path), el.sourceline or 0, f"xml:id {xid!r} is also used in {_rel(other)}:{oline}")
                )
            seen.setdefault(xid, (path, el.sourceline or 0))
    for path, tree in trees.items():
        defs = prefix_defs(tree)
        for el in tree.iter():
            if not isinstance(el.tag, str):
                continue
            for attr in POINTER_ATTRS:
                for ptr in split_pointers(el.get(attr)):
                    full, msg = expand_prefix(ptr, defs)
                    msg = msg or _check_pointer(full, path, ids)
                    if msg:
                        problems.append(
                            Problem(_rel(path), el.sourceline or 0, f"<{local(el)} {attr}=\"{ptr}\">: {msg}")
                        )
    return problems


def _check_pointer(ptr: str, path: Path, ids: dict[Path, set[str]]) -> str | None:
    if ptr.startswith(EXTERNAL_PREFIXES):
        return None
    if "#" not in ptr:
        return "pointer has no #fragment"
    file_part, frag = ptr.split("#", 1)
    target = (path.parent / file_part).resolve() if file_part else path.resolve()
    if target not in ids:
        if not target.is_file():
            return f"file {file_part!r} does not exist"
        try:
            ids[target] = {x for x in etree.parse(str(target)).getroot().xpath("//@xml:id")}
        except etree.XMLSyntaxError:
            return f"file {file_part!r} is not well-formed"
    if frag not in ids[target]:
        where = f" in {file_part}" if file_part else ""
        return f"no element with xml:id {frag!r}{where}"
    return None


def text_problems(trees: dict[Path, etree._ElementTree]) -> list[Problem]:
    """Text must be NFC (Russian data in particular)."""
    problems = []
    for path, tree in trees.items():
        for el in tree.iter():
            for chunk in (el.text, el.tail):
                if chunk and not unicodedata.is_normalized("NFC", chunk):
                    problems.append(Problem(_rel(path), el.sourceline or 0, f"text is not NFC: {chunk.strip()[:40]!r}"))
    return problems


def validate(
    paths: Iterable[Path],
    project_schema: Path | None,
    tei_all: Path | None = None,
) -> list[Problem]:
    """All problems in the given files, sorted by file and line."""
    paths = list(paths)
    trees, problems = parse_all(paths)
    schemas = [(s, label) for s, label in ((project_schema, "project schema"), (tei_all, "tei_all")) if s]
    for schema_path, label in schemas:
        schema = load_schema(schema_path)
        for path, tree in trees.items():
            problems.extend(schema_problems(tree, schema, path, label))
    problems.extend(pointer_problems(trees))
    problems.extend(text_problems(trees))
    return sorted(set(problems))
