"""The words of the comparison reports and of `rules explain` are data (``comparer/*_words.toml``):
each language has every key, with the same placeholders."""

from __future__ import annotations

import string
import tomllib
from pathlib import Path

import pytest

import comparer

FILES = [Path(comparer.__file__).with_name(name) for name in ("report_words.toml", "explain_words.toml")]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _tables(data: dict, prefix: str = "") -> dict[str, dict[str, str]]:
    """Every table of string values, by its dotted name."""
    out: dict[str, dict[str, str]] = {}
    leaves = {k: v for k, v in data.items() if isinstance(v, str)}
    if leaves:
        out[prefix] = leaves
    for k, v in data.items():
        if isinstance(v, dict):
            out.update(_tables(v, f"{prefix}.{k}" if prefix else k))
    return out


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_language_has_every_word_with_the_same_placeholders(path):
    tables = _tables(tomllib.loads(path.read_text("utf-8")))
    by_lang = {name: t for name, t in tables.items() if name.split(".")[-1] in ("en", "ru")}
    assert by_lang, path
    for name, en in by_lang.items():
        if not name.endswith("en"):
            continue
        ru = by_lang[name[:-2] + "ru"]
        assert set(en) == set(ru), f"{path.name} [{name}]: keys differ: {set(en) ^ set(ru)}"
        for key in en:
            assert _fields(en[key]) == _fields(ru[key]), f"{path.name} [{name}] {key}"

