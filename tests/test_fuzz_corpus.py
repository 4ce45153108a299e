"""Fuzzing the corpus side with hypothesis (issue 14): TEI files mutated (elements dropped or
duplicated, attributes corrupted, pointers left dangling, bytes truncated or overwritten) given
to the corpus loader, the claims reader and the validator only ever raise project errors
(VariorumError); random bytes given to ``variorum annotate FILE.txt`` are read or refused in one
line with exit status 2.

Budgets (examples per property) are in each ``settings``; ``FUZZ_SCALE`` multiplies them for a
longer run by hand, ``FUZZ_RANDOM=1`` draws new examples instead of CI's fixed ones
(``FUZZ_SCALE=20 FUZZ_RANDOM=1 python3 -m pytest tests/test_fuzz_corpus.py``).
"""

from __future__ import annotations

import copy
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from lxml import etree

import corpus
from comparer.cli import main
from corpus.claims import load_claims, read_claims
from corpus.validate import POINTER_ATTRS, validate
from rules.errors import VariorumError

SCALE = int(os.environ.get("FUZZ_SCALE", "1"))
WITNESS_FILES = corpus.witness_files(corpus.TEXTS_DIR)
#: Derandomized (the same examples on every CI run) unless FUZZ_RANDOM=1 asks for new ones.
FUZZ = dict(deadline=None, derandomize=not os.environ.get("FUZZ_RANDOM"), suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


# -- mutations -----------------------------------------------------------------------------------


def _elements(root: etree._Element) -> list[etree._Element]:
    return [el for el in root.iter() if isinstance(el.tag, str)]


def _drop(root: etree._Element, i: int, _: str) -> None:
    els = _elements(root)[1:]
    if els:
        el = els[i % len(els)]
        parent = el.getparent()
        if parent is not None:
            parent.remove(el)


def _duplicate(root: etree._Element, i: int, _: str) -> None:
    els = _elements(root)[1:]
    if els:
        el = els[i % len(els)]
        el.addnext(copy.deepcopy(el))


def _corrupt_attribute(root: etree._Element, i: int, text: str) -> None:
    els = [el for el in _elements(root) if el.attrib]
    if els:
        el = els[i % len(els)]
        names = sorted(el.attrib)
        name = names[i % len(names)]
        if i % 3 == 0:
            del el.attrib[name]
        else:
            el.set(name, "".join(ch for ch in text if ch.isprintable()))


def _dangle(root: etree._Element, i: int, text: str) -> None:
    els = [el for el in _elements(root) if any(a in el.attrib for a in POINTER_ATTRS)]
    if els:
        el = els[i % len(els)]
        name = next(a for a in POINTER_ATTRS if a in el.attrib)
        el.set(name, f"#{''.join(ch for ch in text if ch.isalnum()) or 'x'}-nowhere")


TREE_MUTATIONS = (_drop, _duplicate, _corrupt_attribute, _dangle)


def mutate(data: bytes, ops: list[tuple[int, int, str]], cut: tuple[int, int] | None) -> bytes:
    """Apply tree mutations (op index, element index, text), then optionally truncate the bytes
    at a fraction or overwrite one byte (``cut`` = (kind, position))."""
    root = etree.fromstring(data)
    for op, i, text in ops:
        TREE_MUTATIONS[op % len(TREE_MUTATIONS)](root, i, text)
    out = etree.tostring(root, xml_declaration=True, encoding="UTF-8")
    if cut is not None:
        kind, pos = cut
        pos %= max(len(out), 1)
        out = out[:pos] if kind % 2 == 0 else out[:pos] + bytes([kind % 256]) + out[pos + 1:]
    return out


mutations = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10_000), st.text(max_size=12)),
                     min_size=1, max_size=3)
cuts = st.none() | st.tuples(st.integers(0, 255), st.integers(0, 10**7))


def _corpus_with(name: str, data: bytes, root: Path) -> Path:
    """A corpus folder under ``root`` holding the shipped files, ``name`` replaced by ``data``."""
    (root / "texts").mkdir()
    for p in WITNESS_FILES:
        shutil.copy(p, root / "texts" / p.name)
    for extra in ("bibliography.xml", "vocabulary.xml"):
        shutil.copy(corpus.CORPUS_DIR / extra, root / extra)
    target = root / name if name == "bibliography.xml" else root / "texts" / name
    target.write_bytes(data)
    return target


def _read_everything(root: Path, target: Path) -> None:
    """Every reader of the corpus side over the folder: the loader and the text of every witness
    in both forms, the claims, the validator."""
    c = corpus.load(root / "texts", root / "bibliography.xml")
    for wid in c.witnesses:
        for form in ("orig", "reg"):
            c.text(wid, form)  # type: ignore[arg-type]
        for seg in c.segments_of(wid):
            c.translations_of(seg.id)
    if target.parent.name == "texts":
        read_claims(target)
    load_claims(root / "texts")


def _only_project_errors(root: Path, target: Path) -> None:
    try:
        _read_everything(root, target)
    except VariorumError as exc:
        assert str(exc) and "\n" not in str(exc), repr(exc)
    problems = validate([target], corpus.SCHEMA)  # never raises: every problem is listed
    assert all(p.file and p.message for p in problems)


@settings(max_examples=60 * SCALE, **FUZZ)
@given(st.sampled_from(WITNESS_FILES), mutations, cuts)
def test_a_mutated_witness_file_raises_only_project_errors(path: Path, ops, cut) -> None:
    data = mutate(path.read_bytes(), ops, cut)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        _only_project_errors(root, _corpus_with(path.name, data, root))


@settings(max_examples=25 * SCALE, **FUZZ)
@given(mutations, cuts)
def test_a_mutated_bibliography_raises_only_project_errors(ops, cut) -> None:
    data = mutate((corpus.CORPUS_DIR / "bibliography.xml").read_bytes(), ops, cut)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        _only_project_errors(root, _corpus_with("bibliography.xml", data, root))


@settings(max_examples=15 * SCALE, **FUZZ)
@given(path=st.sampled_from(WITNESS_FILES), ops=mutations, cut=cuts, argv=st.sampled_from([["corpus", "list"], ["corpus", "validate", "--no-tei-all"],
                        ["corpus", "show", "queens-audience-wp", "--lang", "en"],
                        ["annotate", "ru-24-patiences-p7", "--format", "text"]]))
def test_commands_on_a_mutated_corpus_answer_with_a_status_never_a_traceback(
        path: Path, ops, cut, argv: list[str], capsys) -> None:
    data = mutate(path.read_bytes(), ops, cut)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        _corpus_with(path.name, data, root)
        old = os.environ.get(corpus.CORPUS_ENV)
        os.environ[corpus.CORPUS_ENV] = str(root)
        try:
            code = main(argv)
        finally:
            if old is None:
                del os.environ[corpus.CORPUS_ENV]
            else:
                os.environ[corpus.CORPUS_ENV] = old
    _, err = capsys.readouterr()
    assert code in (0, 1, 2)
    if code == 2:
        assert err.startswith("variorum: error: ") and err.count("\n") == 1, err


# -- random bytes to annotate -----------------------------------------------------------------------


@settings(max_examples=50 * SCALE, **FUZZ)
@given(data=st.binary(max_size=3000), lang=st.sampled_from(["en", "ru"]))
def test_random_bytes_given_to_annotate_are_read_or_refused_in_one_line(data: bytes, lang: str, capsys) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "random.txt"
        path.write_bytes(data)
        code = main(["annotate", str(path), "--lang", lang, "--game", "queens-audience"])
    _, err = capsys.readouterr()
    assert code in (0, 2)
    if code == 2:
        assert err.startswith(f"variorum: error: {path}: ") and err.count("\n") == 1, err


@settings(max_examples=30 * SCALE, **FUZZ)
@given(text=st.text(max_size=400), encoding=st.sampled_from(["utf-8", "cp1251", "utf-16", "utf-16-le", "koi8-r", "latin-1"]))
def test_text_in_any_encoding_given_to_annotate_is_read_or_refused_in_one_line(text: str, encoding: str,
                                                                               capsys) -> None:
    data = text.encode(encoding, errors="replace")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "text.txt"
        path.write_bytes(data)
        code = main(["annotate", str(path), "--lang", "ru", "--game", "royal-cotillion"])
        again = main(["annotate", str(path), "--lang", "ru", "--game", "royal-cotillion", "--encoding", encoding])
    _, err = capsys.readouterr()
    assert code in (0, 2) and again in (0, 2)
    assert all(line.startswith("variorum: ") for line in err.splitlines()), err
