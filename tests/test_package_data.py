"""Every data file of the corpus package ships in a non-editable install (pyproject package-data)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE_SUFFIXES = {".py", ".pyc"}


def _package_data() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)["tool"]["setuptools"]["package-data"]


def _shipped(path: Path, globs: dict[str, list[str]]) -> bool:
    """Whether a package-data glob of the file's package (or of a package above it) matches it,
    matched the way setuptools does: glob patterns relative to the package's folder."""
    for package, patterns in globs.items():
        pkg_dir = ROOT / package.replace(".", "/")
        if pkg_dir not in path.parents:
            continue
        if any(path in set(pkg_dir.glob(p)) for p in patterns):
            return True
    return False


def _data_files(top: str) -> list[Path]:
    return sorted(p for p in (ROOT / top).rglob("*") if p.is_file() and p.suffix not in CODE_SUFFIXES
                  and "__pycache__" not in p.parts)


def test_every_data_file_of_the_corpus_package_matches_a_package_data_glob():
    globs = _package_data()
    files = _data_files("corpus")
    assert any(p.name == "words.toml" for p in files) and any(p.name == "games.toml" for p in files)
    missing = [str(p.relative_to(ROOT)) for p in files if not _shipped(p, globs)]
    assert not missing, f"not in [tool.setuptools.package-data]: {missing}"


def test_a_file_outside_every_glob_is_reported(tmp_path):
    globs = {"corpus.annotate": ["*.jsonl"]}
    assert _shipped(ROOT / "corpus/annotate/patterns_en.jsonl", globs)
    assert not _shipped(ROOT / "corpus/annotate/words.toml", globs)
