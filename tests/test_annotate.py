"""The annotation pipelines, the pattern files and the sentence rules."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from corpus.annotate import annotate_text, plain_segments
from corpus.annotate.components import modern_form
from corpus.annotate.extract import RULES
from corpus.annotate.pipeline import LANGS, SPANS_KEY, PatternError, get_pipeline, load_patterns, patterns

LABELS = {
    "NUM", "ORD", "RANK", "SUIT", "SUITWORD", "COLOUR", "COLOURWORD", "ALTCOLOUR", "PILE", "ROW",
    "COLUMN", "PACK", "CARD", "GAP", "ACT", "REDEAL", "AVAIL", "ALL", "EACH", "TOP", "BOTTOM", "NEG",
    "ONLY", "ONCE", "SINGLY", "IMMEDIATE", "UP", "DOWN", "TWOS", "INSUIT", "ANYSUIT", "ONTOP", "WIN",
    "LOSE", "BELOW", "SAME", "ODDS", "GAME", "SOURCE", "SHAPE", "BY", "ANAPHOR", "FIRST", "FOLLOW",
    "PAIR", "FORDER", "ETC", "REST", "OTHER", "CHOOSE", "RANKWORD", "DURING", "ROLE", "DECOR", "REFBACK",
    "FORM", "CARDCODE", "ORIENT",
}


@pytest.mark.parametrize("lang", LANGS)
def test_pattern_files_are_data_with_unique_ids(lang):
    pset = patterns(lang)
    assert len(pset.entries) > 100
    for e in pset.entries.values():
        assert e.id.startswith(f"{lang}-"), e.id
        assert e.label in LABELS, (e.id, e.label)
    assert {e.label for e in pset.entries.values()} >= {"NUM", "RANK", "SUIT", "COLOUR", "PILE", "ACT", "ODDS"}


def test_pattern_file_errors_name_file_and_line(tmp_path):
    p = tmp_path / "p.jsonl"
    p.write_text('{"id": "x", "label": "NUM", "pattern": [{"LOWER": "one"}]}\n'
                 '{"id": "x", "label": "NUM", "pattern": [{"LOWER": "two"}]}\n', encoding="utf-8")
    with pytest.raises(PatternError, match=r"p.jsonl:2: duplicate id 'x'"):
        load_patterns(p, "en")
    p.write_text('{"id": "y", "label": "NUM"}\n', encoding="utf-8")
    with pytest.raises(PatternError, match=r":1: missing pattern"):
        load_patterns(p, "en")


def test_mt_patterns_are_marked():
    mt = {e.id for e in patterns("ru").entries.values() if e.is_mt}
    assert {"ru-rank-mt-J-domkrat", "ru-suitword-mt-kostyum", "ru-pile-mt-stock-akciya"} <= mt


def test_english_lemmas_fall_back_to_lower_case():
    doc = get_pipeline("en")("Deals Queens Kings")
    assert [t.lemma_ for t in doc] == ["deal", "queen", "king"]


def test_russian_tokens_keep_text_and_offsets_and_get_modern_norms():
    text = "Раскладываютъ четыре ряда, въ каждомъ по двђнадцати картъ; тpефъ, при чемъ.карты"
    doc = get_pipeline("ru")(text)
    for t in doc:
        assert text[t.idx:t.idx + len(t.text)] == t.text
    norms = {t.text: t.norm_ for t in doc}
    assert norms["двђнадцати"] == "двенадцати"
    assert norms["тpефъ"] == "треф"  # a Latin p inside a Cyrillic word
    assert norms["Раскладываютъ"] == "раскладывают"
    lemmas = {t.text: t.lemma_ for t in doc}
    assert lemmas["двђнадцати"] == "двенадцать"
    assert "карты" in [t.text for t in doc]  # «чемъ.карты» is split


def test_domain_lemma_wins_over_a_higher_score():
    doc = get_pipeline("ru")("восемь черныхъ дамъ и валетов")
    assert [t.lemma_ for t in doc][2] == "дама"
    assert [t.lemma_ for t in doc][4] == "валет"


@pytest.mark.parametrize("word, modern", [
    ("шестнадцать", "шестнадцать"), ("двѣнадцати", "двенадцати"), ("восьми", "восьми"),
    ("Основанія", "основания"), ("четырёх", "четырех"), ("IV", "iv"),
])
def test_modern_form(word, modern):
    assert modern_form(word) == modern


def _spans(lang, text):
    doc = get_pipeline(lang)(text)
    return [(s.label_, s.id_, s.text) for s in doc.spans[SPANS_KEY]]


def test_numbers_and_odds_in_both_languages():
    en = _spans("en", "won three times out of four, or 1 in 2")
    assert ("ODDS", "en-odds-times-out-of", "three times out of four") in en
    assert ("ODDS", "en-odds-in", "1 in 2") in en
    ru = _spans("ru", "выиграть три раза из четырёх; шестнадцать, двѣнадцати, восьми")
    assert ("ODDS", "ru-odds-raz-iz", "три раза из четырёх") in ru
    assert {("NUM", "ru-num-16"), ("NUM", "ru-num-12"), ("NUM", "ru-num-8")} <= {(a, b) for a, b, _ in ru}


def test_piles_in_old_spelling_and_mt_errors():
    ru = {(b, c) for _, b, c in _spans("ru", "предкомната, талонъ, окопы, основанія; по костюму для домкратов; акция")}
    assert ("ru-pile-antechamber", "предкомната") in ru
    assert ("ru-pile-waste", "талонъ") in ru
    assert ("ru-pile-rampart", "окопы") in ru
    assert ("ru-pile-foundation", "основанія") in ru
    assert ("ru-rank-mt-J-domkrat", "домкратов") in ru
    assert ("ru-pile-mt-stock-akciya", "акция") in ru


def _claims(text, lang, game):
    return {(f.slot, f.value) for f in annotate_text(text, lang, game)}


@pytest.mark.parametrize("text, lang, game, claim", [
    ("First, sixteen cards are dealt to form a square.\nThese compose the reserve, or \"antechamber.\"",
     "en", "queens-audience", ("antechamber.size", 16)),
    ("The stock can only be dealt once.", "en", "queens-audience", ("stock.redeals", 0)),
    ("Колода раздается только один раз.", "ru", "queens-audience", ("stock.redeals", 0)),
    ("Пасьянсъ вновь не раскладывается[17].", "ru", "indian-empress", ("stock.redeals", 0)),
    ("It is played with two packs.", "en", "royal-cotillion", ("deck.packs", 2)),
    ("On average, Queen's Audience can be won three times out of four.", "en", "queens-audience",
     ("odds.win", 0.75)),
    ("Восемь черныхъ тузовъ и восемь красныхъ королей составляютъ основныя карты.", "ru",
     "indian-empress", ("foundation.base", ("8xAB", "8xKR"))),
    ("Свободныя мђста въ резервђ пополняются картами изъ талона, если же талона нђтъ, то изъ колоды.",
     "ru", "besieged-city", ("reserve.fill", ("waste", "stock"))),
    ("Когда карта покидает предкомнату, она заменяется картой из отбоя или, если там нет карт, из колоды.",
     "ru", "queens-audience", ("antechamber.fill", ("waste", "stock"))),
    ("Кроме того, карты в ряду 1 могут быть построены с помощью чередующихся цветов.", "ru",
     "british-constitution", ("privy-council.build", "down-alternate-colour")),
])
def test_rules_state_claims(text, lang, game, claim):
    assert claim in _claims(text, lang, game)


def test_claims_carry_rule_patterns_and_offsets():
    text = "Lay out the cards. The stock can only be dealt once."
    (f,) = annotate_text(text, "en", "queens-audience")
    assert (f.rule, f.segment) == ("redeals", "line-1")
    assert text[f.start:f.end] == f.text == "dealt once"
    assert "en-once" in f.patterns and "en-act-deal" in f.patterns
    assert f.as_json()["segments"] == ["line-1"]


def test_every_rule_has_an_id():
    ids = [r for r, _ in RULES]
    assert len(ids) == len(set(ids))


def test_plain_segments_mark_headings():
    segs = plain_segments("Gavotte\n\nDeal sixteen cards in four rows of four.\n")
    assert [(s.id, s.heading) for s in segs] == [("line-1", True), ("line-3", False)]


def test_a_heading_switches_the_game():
    found = annotate_text("Royal Cotillion\nDeal twelve cards.\nGavotte\nThe stock is dealt once.", "en", None)
    assert {(f.game, f.slot) for f in found} == {("gavotte", "stock.redeals")}


def test_pipelines_load_in_under_two_seconds():
    code = textwrap.dedent("""
        import json, time
        t0 = time.perf_counter()
        from corpus.annotate.pipeline import get_pipeline
        get_pipeline("en"); t1 = time.perf_counter()
        get_pipeline("ru"); t2 = time.perf_counter()
        print(json.dumps({"en": t1 - t0, "ru": t2 - t1}))
    """)
    runs = []
    for _ in range(3):  # the best of three fresh processes: a busy machine only slows some
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    best = {k: min(r[k] for r in runs) for k in ("en", "ru")}
    assert best["en"] < 2.0 and best["ru"] < 2.0, runs
