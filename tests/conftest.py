"""Fixtures shared by the test modules: the compiled schemas (tei_all takes seconds to compile,
so it is compiled once per session, and only by tests that need it)."""

from __future__ import annotations

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


@pytest.fixture(scope="session")
def project_schema():
    """The project's own, narrower schema."""
    return load_schema(corpus.SCHEMA)
