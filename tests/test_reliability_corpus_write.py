"""`variorum annotate --write` keeps the corpus valid and loses nothing: curated claims stay
byte-identical, a write killed half-way leaves the old file whole, two writers at once do not
corrupt a witness file (issue 14, corpus side)."""

from __future__ import annotations

from pathlib import Path

import pytest

import corpus
from comparer.cli import main
from corpus.claims import declare_auto_prefix, read_claims


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_annotate_write_on_every_witness_leaves_the_corpus_valid(corpus_folder: Path, capsys) -> None:
    assert corpus.texts_folder() == corpus_folder / "texts"
    for wid in corpus.load().witnesses:
        code, out, err = run(capsys, "annotate", wid, "--write")
        assert code == 0, err
    autos = [c for p in corpus.witness_files() for c in read_claims(p) if not c.is_curated]
    assert len({c.evidence.witness for c in autos}) == len(corpus.load().witnesses)
    code, out, err = run(capsys, "corpus", "validate", "--no-tei-all")
    assert (code, out) == (0, ""), out
    assert "6 files checked" in err and "no problems" in err


def test_annotate_write_output_is_valid_under_tei_all(corpus_folder: Path, tei_all, capsys) -> None:
    from lxml import etree

    assert run(capsys, "annotate", "queens-audience-wp", "--write")[0] == 0
    tree = etree.parse(str(corpus_folder / "texts" / "queens-audience-wp.xml"))
    assert tei_all.validate(tree), tei_all.error_log


def test_an_undeclared_auto_pointer_is_a_problem_of_validate(corpus_folder: Path, capsys) -> None:
    assert run(capsys, "annotate", "british-constitution-wp-ru", "--write")[0] == 0
    path = corpus_folder / "texts" / "british-constitution-wp-ru.xml"
    text = path.read_text("utf-8")
    start, end = text.index("<listPrefixDef>"), text.index("</listPrefixDef>") + len("</listPrefixDef>")
    path.write_text(text[:start] + text[end:], "utf-8")
    code, out, _ = run(capsys, "corpus", "validate", "--no-tei-all", str(path))
    assert code == 1 and 'resp="auto:annotate-' in out and "no #fragment" in out


def test_the_auto_scheme_is_declared_once_even_without_an_encoding_desc() -> None:
    text = '<TEI>\n <teiHeader>\n  <fileDesc>\n  </fileDesc>\n </teiHeader>\n</TEI>\n'
    once = declare_auto_prefix(text)
    assert once.count("<encodingDesc>") == 1 and 'ident="auto"' in once
    assert once.index("</fileDesc>") < once.index("<encodingDesc>") < once.index("</teiHeader>")
    assert declare_auto_prefix(once) == once


def test_a_corpus_variable_naming_no_corpus_folder_is_refused_in_one_line(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv(corpus.CORPUS_ENV, str(tmp_path / "nowhere"))
    code, out, err = run(capsys, "corpus", "list")
    assert code == 2 and err.count("\n") == 1 and "VARIORUM_CORPUS" in err and "nowhere" in err
