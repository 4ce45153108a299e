"""Every data file of the corpus package ships in a non-editable install (pyproject package-data)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
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


def test_the_held_out_sets_are_package_data():
    from corpus.annotate.evaluate import GOLD_FILES, HELDOUT_B_DIR, HELDOUT_C_DIR, HELDOUT_DIR

    globs = _package_data()
    files = [p for d in (HELDOUT_DIR, HELDOUT_B_DIR, HELDOUT_C_DIR) for p in d.iterdir() if p.is_file()]
    assert ROOT / "corpus" in HELDOUT_DIR.parents and all((HELDOUT_DIR / g).is_file() for g in GOLD_FILES)
    assert sum(p.suffix == ".txt" for p in files) >= 29  # the texts of the three sets
    assert [str(p) for p in files if not _shipped(p, globs)] == []


def test_a_non_editable_install_evaluates_the_annotator_on_its_held_out_sets(tmp_path):
    """`pip install .` (into a --target folder, from a copy of the sources) ships every data file
    `annotate --evaluate` reads: run from outside the checkout, it scores the held-out sets."""
    src, target = tmp_path / "src", tmp_path / "installed"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for package in ("corpus", "rules", "comparer"):
        shutil.copytree(ROOT / package, src / package, ignore=shutil.ignore_patterns("__pycache__"))
    pip = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target",
                          str(target), str(src)], capture_output=True, text=True, timeout=600)
    assert pip.returncode == 0, pip.stderr[-2000:]
    env = {**os.environ, "PYTHONPATH": str(target)}
    env.pop("VARIORUM_CORPUS", None)
    done = subprocess.run([sys.executable, "-m", "comparer", "annotate", "--evaluate", "--format", "json"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    scores = json.loads(done.stdout)
    assert {"corpus", "heldout", "heldout_blind_gold", "heldout_set_b", "heldout_set_c"} <= set(scores)
    assert all(scores[k]["total"]["gold"] > 0 for k in scores)
    where = subprocess.run([sys.executable, "-c", "import corpus; print(corpus.__file__)"], cwd=tmp_path,
                           env=env, capture_output=True, text=True, timeout=60).stdout
    assert where.startswith(str(target))
