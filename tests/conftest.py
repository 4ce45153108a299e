"""Fixtures shared by the test modules: the compiled schemas (tei_all takes seconds to compile,
so it is compiled once per session, and only by tests that need it), and a scratch copy of the
corpus data for tests that write into it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import corpus
from corpus.validate import default_tei_all, load_schema
from tests.browser import browser  # noqa: F401  (the one headless Chromium of the session)


@pytest.fixture(scope="session")
def tei_all():
    """TEI's tei_all RELAX NG schema; the test skips where it is not beside the checkout."""
    path = default_tei_all()
    if path is None:
        pytest.skip("tei_all.rng not found beside the checkout (../shared/schemas) nor in $VARIORUM_TEI_ALL")
    return load_schema(path)


@pytest.fixture
def corpus_folder(scratch_corpus: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The scratch copy of the corpus, also named by $VARIORUM_CORPUS, so that every command reads
    and writes it, in this process and in the subprocesses it starts."""
    monkeypatch.setenv(corpus.CORPUS_ENV, str(scratch_corpus))
    return scratch_corpus


@pytest.fixture(scope="session")
def project_schema():
    """The project's own, narrower schema."""
    return load_schema(corpus.SCHEMA)


@pytest.fixture
def scratch_corpus(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of corpus/texts, the bibliography and the vocabulary taxonomy, which
    corpus.TEXTS_DIR and corpus.BIBLIOGRAPHY point at for the test (the real corpus stays
    untouched); the copy's folder."""
    root = tmp_path / "corpus"
    shutil.copytree(corpus.TEXTS_DIR, root / "texts")
    for name in ("bibliography.xml", "vocabulary.xml"):
        shutil.copy(corpus.CORPUS_DIR / name, root / name)
    monkeypatch.setattr(corpus, "TEXTS_DIR", root / "texts")
    monkeypatch.setattr(corpus, "BIBLIOGRAPHY", root / "bibliography.xml")
    return root
