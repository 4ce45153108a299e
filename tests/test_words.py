"""The one words renderer (comparer.words) and the terminal's messages: quotations read as
corrected with the original's error shown, and a Russian sentence for every reason the engine
can give."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

import rules.engine.notation
import rules.engine.refusal
import rules.play.record
from comparer.terminal.texts import MESSAGES
from comparer.words import Quotation, Quoter, quotation_words
from corpus.model import Choice


def test_a_quotation_shows_the_corrected_words_with_the_original_beside_them():
    q = Quotation("Игра считается проигранной, когда", "w", ("s1",), "ru",
                  (Choice("c1", "проигранной", "выигранной", "mt"),))
    assert quotation_words(q, "ru") == "«Игра считается выигранной [ошибка перевода: проигранной], когда»"
    assert quotation_words(q, "en") == "“Игра считается выигранной [mistranslation: проигранной], когда”"


def test_a_correction_outside_the_quoted_words_follows_the_quotation():
    q = Quotation("dealt once", "w", ("s1",), "en", (Choice("c1", "twise", "twice", "ocr"),))
    assert quotation_words(q, "en") == "“dealt once” [OCR: twise → twice]"


def test_a_correction_matches_whole_words_only():
    q = Quotation("по масти и по мастям", "w", ("s1",), "ru", (Choice("c1", "мастям", "рядам", "mt"),))
    assert quotation_words(q, "ru") == "«по масти и по рядам [ошибка перевода: мастям]»"


def test_a_machine_translated_claim_is_quoted_as_corrected_in_an_english_session():
    import corpus
    from corpus.claims import load_claims

    claims = load_claims()
    c8 = next(c for c in claims if c.id == "bc-c8")
    text = Quoter(corpus.load(), claims, "en").citation(c8)
    assert "по масти [mistranslation: костюму]" in text
    assert "до валетов [mistranslation: для домкратов]" in text
    assert "[bc-rules-s2]" in text


def _codes(module: object) -> set[str]:
    """Every reason code a module of the engine gives: Refusal(slot, reason, CODE, ...),
    code=... and where=... keywords (branches of a conditional included)."""
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))  # type: ignore[attr-defined]

    def consts(node: ast.AST) -> set[str]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return {node.value}
        if isinstance(node, ast.IfExp):
            return consts(node.body) | consts(node.orelse)
        return set()

    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", "")
            if name == "Refusal" and len(node.args) >= 3:
                out |= consts(node.args[2])
            out |= {c for kw in node.keywords if kw.arg in ("code", "where", "also")
                    for c in consts(kw.value)}
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") in ("empty_code", "also_code")
                                                for t in node.targets):
            out |= consts(node.value)
    return out


@pytest.mark.parametrize("module, at_least", [(rules.engine.refusal, 30), (rules.engine.notation, 5),
                                               (rules.play.record, 5)])
def test_every_reason_the_engine_gives_has_russian_words(module, at_least):
    ru = tomllib.loads(MESSAGES.read_text(encoding="utf-8"))["ru"]
    known = set(ru["refusals"]) | set(ru["notation"]) | set(ru["records"])
    codes = _codes(module)
    assert len(codes) >= at_least
    assert codes - known == set()


def test_every_refusal_the_engine_builds_has_a_code():
    tree = ast.parse(Path(rules.engine.refusal.__file__).read_text(encoding="utf-8"))
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Refusal"]
    assert len(calls) > 30
    assert [ast.unparse(c)[:60] for c in calls if len(c.args) < 3] == []
