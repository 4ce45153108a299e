"""The README's "Adding a source" tutorial runs end to end, command by command, in a temporary
copy of the code and data (the real corpus and rulesets are never touched)."""

from __future__ import annotations

import hashlib
import importlib.util
import re
import shlex
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

import corpus
from corpus.validate import default_tei_all, validate

REPO = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("bench_tutorial", REPO / "benchmarks" / "bench_tutorial.py")
assert _spec is not None and _spec.loader is not None
bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench)

Run = list[tuple[list[str], float, subprocess.CompletedProcess[str]]]


def _digest() -> str:
    h = hashlib.sha256()
    for part in ("corpus/texts", "rules/rulesets"):
        for p in sorted((REPO / part).rglob("*")):
            if p.is_file() and "__pycache__" not in p.parts:
                h.update(str(p.relative_to(REPO)).encode() + p.read_bytes())
    h.update((REPO / "corpus" / "bibliography.xml").read_bytes())
    return h.hexdigest()


@pytest.fixture(scope="module")
def tutorial(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Run]]:
    """The tutorial, run once in a scratch copy: (the copy, each command with its time and result)."""
    before = _digest()
    work = bench.scratch_copy(tmp_path_factory.mktemp("tutorial"))
    results = bench.run_tutorial(work)
    yield work, results
    assert _digest() == before, "the tutorial changed the real corpus or rulesets"


def test_the_tutorial_names_every_step_from_import_to_the_comparison_report() -> None:
    steps = [" ".join(cmd[1:3]) for cmd in bench.tutorial_commands()]
    assert steps == ["corpus import", "annotate tutorial-retelling-ru", "claims review", "claims review",
                     "rules new", "rules fill", "rules explain", "compare queens-audience"]


def test_every_command_of_the_tutorial_succeeds(tutorial: tuple[Path, Run],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    _, results = tutorial
    for cmd, _, proc in results:
        assert proc.returncode == 0, f"{shlex.join(cmd)}\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    assert len(results) == len(bench.tutorial_commands())
    with capsys.disabled():
        print(f"\ntutorial: {sum(s for _, s, _ in results):.1f} s from `corpus import` to the comparison "
              f"report ({len(results)} commands)")


def test_the_new_witness_holds_the_editors_curated_claims(tutorial: tuple[Path, Run]) -> None:
    work, _ = tutorial
    tei = (work / "corpus" / "texts" / "tutorial-retelling-ru.xml").read_text(encoding="utf-8")
    assert 'xml:id="tutorial-retelling-ru-c1"' in tei and "<name>A. Reader</name>" in tei
    assert "rejected the automatic claim waste.count" in tei and "corrected foundation.fed-from" in tei
    assert 'resp="auto:' not in tei  # every automatic claim was decided
    bib = (work / "corpus" / "bibliography.xml").read_text(encoding="utf-8")
    assert '<bibl xml:id="tutorial-retelling" type="book">' in bib
    assert '<relation name="witnessOf" active="#tutorial-retelling" passive="#dick-1883"/>' in bib


def test_the_new_files_are_valid_under_the_project_schema(tutorial: tuple[Path, Run]) -> None:
    work, _ = tutorial
    files = [work / "corpus" / "bibliography.xml", work / "corpus" / "texts" / "tutorial-retelling-ru.xml"]
    assert validate(files, corpus.SCHEMA) == []


def test_the_new_files_are_valid_under_tei_all(tutorial: tuple[Path, Run]) -> None:
    tei_all = default_tei_all()
    if tei_all is None:
        pytest.skip("tei_all.rng not found beside the checkout (../shared/schemas) nor in $VARIORUM_TEI_ALL")
    work, _ = tutorial
    files = [work / "corpus" / "bibliography.xml", work / "corpus" / "texts" / "tutorial-retelling-ru.xml"]
    assert validate(files, corpus.SCHEMA, tei_all) == []


def test_the_drafted_ruleset_has_every_hole_filled_and_explains_its_rules(tutorial: tuple[Path, Run]) -> None:
    work, results = tutorial
    ruleset = work / "rules" / "rulesets" / "queens-audience" / "tutorial-retelling.toml"
    data = tomllib.loads(ruleset.read_text(encoding="utf-8"))
    assert data["editorial"] and all("value" in e or e.get("unset") for e in data["editorial"])
    assert "# suggestion: value =" in ruleset.read_text(encoding="utf-8")
    assert "queens-audience/tutorial-retelling compiles" in results[5][2].stdout
    explain = results[6][2].stdout
    assert "«пересдать один»" in explain or "пересдать" in explain, explain


def test_the_report_puts_the_retelling_beside_the_other_versions(tutorial: tuple[Path, Run]) -> None:
    work, _ = tutorial
    report = (work / "tutorial-report.md").read_text(encoding="utf-8")
    assert "queens-audience/tutorial-retelling" in report and "queens-audience/coops-1939" in report
    assert "dick-1883 → tutorial-retelling" in report and "stock.redeals" in report
    # as the README says: the retelling plays as Dick's rules read with two passes
    classes = dict(re.findall(r"^- queens-audience/(\S+) \(class (\d+);", report, re.M))
    assert classes["tutorial-retelling"] == classes["dick-1883@two-passes"] != classes["dick-1883"]
