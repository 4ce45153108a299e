"""`variorum rules list | show | explain`: every rule is cited, in English and in Russian."""

from __future__ import annotations

import json
import re

import pytest

from comparer.cli import main
from comparer.cli_rules import ORIGIN_WORDS, explain_text
from corpus.claims import load_claims
from rules.ruleset import list_rulesets, resolve
from rules.vocabulary import load_vocabulary

RULESETS = list_rulesets()


@pytest.fixture(scope="module")
def claims():
    return load_claims()


def rule_lines(text: str) -> list[str]:
    """The lines of the Rules section (one per executable slot)."""
    body = text.split("\n\n")
    rules = next(part for part in body if part.startswith(("Rules", "Правила")))
    return [line for line in rules.splitlines() if line.startswith("  - ")]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", RULESETS)
def test_explain_cites_a_source_for_every_rule(name, lang, claims):
    res = resolve(name, claims)
    text = explain_text(res, claims, lang)
    lines = rule_lines(text)
    vocab = load_vocabulary()
    assert len(lines) == len([s for s in res.slots if vocab.slot(res.ruleset.game, s).executable])
    sources = {c.asserted_by for c in claims} | {"Patience Variorum"}
    origins = ORIGIN_WORDS[lang].values()
    for line in lines:
        assert any(w in line for w in origins), line
        assert any(s in line for s in sources), f"no source in: {line}"
        if ORIGIN_WORDS[lang]["stated"] in line or ORIGIN_WORDS[lang]["reported"] in line:
            assert re.search(r"«[^»]+»|“[^”]+”", line), f"no quoted words in: {line}"


def test_russian_explain_quotes_the_russian_translation(claims):
    text = explain_text(resolve("queens-audience/dick-1883", claims), claims, "ru")
    line = next(l for l in rule_lines(text) if l.startswith("  - пересдачи"))
    assert "«Колода раздается только один раз.»" in line and "wp-en-queens-audience" in line
    win = next(l for l in rule_lines(text) if "пасьянс сходится" in l)
    assert "«проигранной» → «выигранной»" in win  # the MT error the claim reads through


def test_explain_marks_inherited_and_editorial_rules(claims):
    text = explain_text(resolve("queens-audience/coops-1939", claims), claims, "en")
    assert "inherited from queens-audience/dick-1883" in text
    assert "editorial, Patience Variorum" in text
    assert "reported: coops-1939, as reported by wp-en-queens-audience" in text
    literal = explain_text(resolve("queens-audience/dick-1883", claims, "stock-allowed"), claims, "en")
    assert "editorial (reading stock-allowed)" in literal


def test_cli_list_and_show_json(capsys):
    assert main(["rules", "list", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {r["ruleset"] for r in listed} == set(RULESETS)
    assert main(["rules", "show", "royal-cotillion/wp-ru-royal-cotillion", "--format", "json",
                 "--reading", "bases-as-available"]) == 0
    shown = json.loads(capsys.readouterr().out)
    slots = {s["slot"]: s for s in shown["slots"]}
    assert slots["foundation.base.timing"]["value"] == "as-available"
    assert slots["foundation.base.timing"]["origin"] == "editorial"
    assert slots["stock.redeals"]["corrects"] == ["rc-rules-s15-mt1"]


def test_cli_explain_and_errors(capsys):
    assert main(["rules", "explain", "gavotte/wp-ru-royal-cotillion", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "выбирает игрок при раскладке" in out
    assert main(["rules", "show", "nowhere/none"]) == 2
    assert "unknown ruleset" in capsys.readouterr().err
    assert main(["rules", "explain", "queens-audience/dick-1883", "--reading", "nope"]) == 2
