"""``variorum claims review``: the editor accepts, rejects or corrects automatic claims, at a
prompt or from a decisions file; curated claims are never overwritten by a later annotation.

Every test works on a scratch copy of the corpus data with one imported witness whose automatic
claims are written directly (so the tests do not depend on what the annotator finds)."""

from __future__ import annotations

import hashlib
import io
import json
import re
from pathlib import Path

import pytest

import corpus
from comparer.cli import main
from corpus.claims import read_claims, write_automatic_claims
from corpus.importer import ImportRequest, plan_import, write_plan
from corpus.review import pending
from corpus.validate import validate
from rules.claims import Claim, Evidence

W = "notes-ru"
TEXT = "Аудиенция королевы\n\nИграют одной колодой. Колоду можно сдать только один раз.\nВерхняя карта отбоя доступна.\n"


def _auto(seg: str, slot: str, value: object, quote: str) -> Claim:
    digest = hashlib.sha1(repr((slot, value)).encode()).hexdigest()[:8]
    return Claim(id=f"{seg}-auto-{digest}", game="queens-audience", slot=slot,
                 value=value, asserted_by="notes", status="stated", resp="auto:annotate-test",  # type: ignore[arg-type]
                 cert="medium", evidence=Evidence(W, (seg,), quote, 0, len(quote)), note="rule test")


AUTOS = [_auto("notes-ru-p1-s1", "deck.packs", 1, "одной колодой"),
         _auto("notes-ru-p1-s2", "stock.redeals", 0, "сдать только один раз"),
         _auto("notes-ru-p2-s1", "waste.access", "top", "Верхняя карта отбоя"),
         _auto("notes-ru-p2-s1", "foundation.fed-from", ("waste",), "отбоя")]


@pytest.fixture
def witness(scratch_corpus: Path, tmp_path: Path) -> Path:
    root = scratch_corpus
    src = tmp_path / "notes.txt"
    src.write_text(TEXT, encoding="utf-8")
    write_plan(plan_import(ImportRequest(src, "ru", "notes", title="Notes")))
    path = root / "texts" / f"{W}.xml"
    write_automatic_claims(path, AUTOS)
    return path


def _decide(tmp_path: Path, decisions: object, suffix: str = ".json") -> Path:
    path = tmp_path / f"decisions{suffix}"
    path.write_text(json.dumps(decisions, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_decisions_file_accepts_rejects_and_corrects_with_the_editor_as_resp(
        witness: Path, tmp_path: Path) -> None:
    decisions = _decide(tmp_path, {AUTOS[1].id: "reject", "foundation.fed-from": {"value": ["antechamber", "waste"]},
                                   "*": "accept"})
    assert main(["claims", "review", W, "--editor", "A. Reader", "--decisions", str(decisions)]) == 0
    claims = {c.slot: c for c in read_claims(witness)}
    assert all(c.is_curated for c in claims.values()) and "stock.redeals" not in claims
    assert claims["deck.packs"].resp == "notes-ru-ed-a-reader" and claims["deck.packs"].cert == "high"
    assert claims["foundation.fed-from"].value == ("antechamber", "waste")
    assert re.fullmatch(r"notes-ru-c\d", claims["deck.packs"].id)
    text = witness.read_text(encoding="utf-8")
    assert '<respStmt xml:id="notes-ru-ed-a-reader"><resp>reviewed by</resp><name>A. Reader</name></respStmt>' in text
    assert text.count('who="#notes-ru-ed-a-reader"') == 4
    assert pending(witness) == []
    assert validate([witness, witness.parent.parent / "bibliography.xml"], corpus.SCHEMA) == []


def test_a_toml_decisions_file_works_the_same(witness: Path, tmp_path: Path) -> None:
    path = tmp_path / "d.toml"
    path.write_text(f'"{AUTOS[0].id}" = "accept"\n"stock.redeals" = {{ value = 1, cert = "medium" }}\n', encoding="utf-8")
    assert main(["claims", "review", W, "--editor", "Ed", "--decisions", str(path)]) == 0
    curated = {c.slot: c for c in read_claims(witness) if c.is_curated}
    assert set(curated) == {"deck.packs", "stock.redeals"} and curated["stock.redeals"].value == 1
    assert curated["stock.redeals"].cert == "medium"
    assert {c.slot for c in pending(witness)} == {"waste.access", "foundation.fed-from"}


def test_the_prompt_loop_reads_decisions_from_stdin(witness: Path, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # accept, reject, skip, then correct (a bad value first: asked again), end of input
    monkeypatch.setattr("sys.stdin", io.StringIO('a\nr\ns\nc\n"nonsense"\nc\n["antechamber", "waste"]\n'))
    assert main(["claims", "review", W, "--editor", "Ed"]) == 0
    out = capsys.readouterr().out
    assert "[1/4]" in out and "«одной колодой»" in out and "Играют одной колодой." in out
    assert "1 accepted, 1 corrected, 1 rejected, 1 left to review" in out
    assert [c.slot for c in pending(witness)] == ["waste.access"]


def test_a_later_annotate_write_never_overwrites_a_curated_claim_nor_proposes_a_decided_one(
        witness: Path, tmp_path: Path) -> None:
    decisions = _decide(tmp_path, {AUTOS[1].id: "reject", AUTOS[3].id: {"value": ["antechamber", "waste"]},
                                   AUTOS[0].id: "accept"})
    assert main(["claims", "review", W, "--editor", "Ed", "--decisions", str(decisions)]) == 0
    spans = re.findall(r'<span xml:id="notes-ru-c\d+".*?</span>', witness.read_text(encoding="utf-8"))
    assert len(spans) == 2
    assert main(["annotate", W, "--write"]) == 0
    assert main(["annotate", W, "--write"]) == 0
    after = witness.read_text(encoding="utf-8")
    assert all(span in after for span in spans)  # byte for byte
    decided = {AUTOS[i].id for i in (0, 1, 3)}
    assert not decided & {c.id for c in read_claims(witness)}


@pytest.mark.parametrize("decisions, message", [
    ({"notes-ru-p9-s9-auto-00000000": "accept"}, "no pending automatic claim of the witness, nor a slot"),
    ({"deck.packs": "maybe"}, "a decision is"),
    ({"deck.packs": {"value": "one"}}, "expected an integer"),
    ({"deck.packs": {"value": 1, "cert": "sure"}}, "cert must be"),
])
def test_bad_decisions_are_one_line_and_exit_status_2_and_nothing_is_written(
        witness: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], decisions: object, message: str) -> None:
    before = witness.read_bytes()
    assert main(["claims", "review", W, "--editor", "Ed", "--decisions", str(_decide(tmp_path, decisions))]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err
    assert witness.read_bytes() == before


def test_review_needs_an_editor_and_a_readable_file(witness: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["claims", "review", W]) == 2
    assert "--editor" in capsys.readouterr().err
    bad = tmp_path / "d.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["claims", "review", W, "--editor", "Ed", "--decisions", str(bad)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["claims", "review", "no-such-witness", "--list"]) == 2


def test_a_failed_write_leaves_the_file_as_it_was(witness: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import corpus.review as review

    def broken(path: Path, data: bytes) -> None:
        raise OSError("disk full")

    before = witness.read_bytes()
    monkeypatch.setattr(review, "atomic_write", broken)
    assert main(["claims", "review", W, "--editor", "Ed", "--decisions", str(_decide(tmp_path, {"*": "accept"}))]) == 2
    assert "disk full" in capsys.readouterr().err   # one line, no traceback
    assert witness.read_bytes() == before


def test_list_shows_each_pending_claim_with_its_words(witness: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["claims", "review", W, "--list", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["slot"], r["words"]) for r in rows][:2] == [("deck.packs", "одной колодой"),
                                                           ("stock.redeals", "сдать только один раз")]
    assert rows[0]["sentence"] == "Играют одной колодой."
