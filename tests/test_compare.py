"""The comparer: collation, diff (cosmetic vs substantive), measured effects, reports."""

from __future__ import annotations

import itertools
import json

import pytest
from lxml import etree

from comparer.cli import main
from comparer.collate import CELL_KINDS, collate
from comparer.diff import diff, measure, swapped_spec
from comparer.effects import Outcomes, Paired, mcnemar_exact, outcomes, paired
from comparer.graph import families
from comparer.render import render, render_collation
from comparer.report import effect_words, pair_report, records
from comparer.tei import apparatus_document, to_string
from comparer.variants import Variant, game_variants, group_map, spec_of

V = Variant.parse
QA = "queens-audience/dick-1883"
KA = "kings-audience/morehead-mott-smith-1949"
LAYOUT_VERSIONS = ["queens-audience/coops-1939", "queens-audience/moyse-1950", "queens-audience/parlett-1979",
                   "queens-audience/arnold-2011", "queens-audience/bonaventure", KA]


def all_pairs() -> list[tuple[Variant, Variant]]:
    """Every ordered pair of variants (rulesets and their readings) within a family of games."""
    out = []
    for fam in families():
        variants = [v for g in fam for v in game_variants(g)]
        out.extend(itertools.permutations(variants, 2))
    return out


# -- collation ---------------------------------------------------------------------------------


def test_collation_cells_say_where_each_value_comes_from():
    col = collate([V(QA), V("queens-audience/coops-1939"), V(KA)])
    kinds = {c.kind for r in col.rows for c in r.cells}
    assert kinds <= set(CELL_KINDS)
    top = col.row("layout.pair-top")
    assert [c.kind for c in top.cells][0] == "agree" and top.cells[2].differs
    assert top.cells[2].words == {"en": "the King", "ru": "король"}
    inherited = [c for r in col.rows for c in r.cells if c.kind == "inherited"]
    assert inherited and all(c.via for c in inherited)
    stated = col.row("antechamber.size").cells[0]
    assert stated.status == "stated" and stated.quote and stated.claims


def test_collation_quotes_the_translation_where_the_corpus_links_one():
    col = collate([V(QA)])
    with_translation = [c for r in col.rows for c in r.cells if c.translation]
    assert with_translation
    c = with_translation[0]
    assert {c.quote_lang, c.translation_lang} == {"en", "ru"}


def test_related_games_collate_through_their_group_maps():
    assert group_map("royal-cotillion", "odd-and-even")["reserve"] == "lords"
    col = collate([V("royal-cotillion/wp-ru-royal-cotillion"), V("odd-and-even/wp-ru-royal-cotillion")])
    lords = col.row("lords.size")
    assert lords.cells[1].own_slot == "reserve.size" and lords.cells[1].value == 9


@pytest.mark.parametrize("fmt", ["text", "csv", "json", "tei"])
def test_collate_command_writes_every_format(fmt, capsys):
    assert main(["collate", "royal-cotillion,gavotte", "--format", fmt, "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    if fmt == "json":
        data = json.loads(out)
        assert data["cells"] and {"variant", "slot", "kind", "words_ru"} <= set(data["cells"][0])
    elif fmt == "csv":
        assert out.splitlines()[0].startswith("slot,label")
    elif fmt == "tei":
        assert "<listApp" in out
    else:
        assert "setup.choice" in out


def test_the_apparatus_is_valid_tei(project_schema, tei_all):
    col = collate([*game_variants("royal-cotillion"), *game_variants("gavotte"), *game_variants("odd-and-even")])
    doc = etree.fromstring(to_string(apparatus_document(col)).encode()).getroottree()
    assert project_schema.validate(doc), project_schema.error_log
    assert tei_all.validate(doc), tei_all.error_log
    apps = doc.findall(".//{http://www.tei-c.org/ns/1.0}app")
    assert len(apps) == len(col.rows)
    ids = set(doc.xpath("//@xml:id"))
    for wit in doc.xpath("//@wit"):
        assert {w[1:] for w in wit.split()} <= ids


# -- diff --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LAYOUT_VERSIONS)
def test_queens_and_kings_audience_layout_versions_are_cosmetic(name):
    d = diff(V(QA), V(name))
    assert d.same_play
    assert d.slots and not d.substantive, [s.slot for s in d.substantive]


def test_every_pair_of_rulesets_of_every_game_compares():
    pairs = all_pairs()
    assert len(pairs) > 100
    for a, b in pairs:
        d = diff(a, b)
        assert d.same_play == (spec_of(a) == spec_of(b)), (a, b)
        if not d.same_play:
            assert d.substantive, f"{a} vs {b}: the specs differ but no slot is substantive"
        for s in d.substantive:
            assert s.reason in ("spec-changes", "no-spec")


def test_a_cosmetic_slot_leaves_the_spec_equal_and_a_substantive_one_changes_it():
    a, b = V("royal-cotillion/wp-ru-royal-cotillion"), V("gavotte/wp-ru-royal-cotillion")
    d = diff(a, b)
    for s in d.slots:
        if s.reason == "spec-equal":
            assert swapped_spec(a, b, s.slot) == spec_of(a)
        elif s.reason == "spec-changes":
            assert swapped_spec(a, b, s.slot) != spec_of(a)
    assert {s.slot for s in d.substantive} >= {"foundation.base", "setup.choice"}


def test_measured_effects_pair_the_same_seeds():
    a, b = V("besieged-city/ru-24-patiences"), V("besieged-city/ru-24-patiences@packets")
    d = measure(diff(a, b), deals=6, policy="greedy")
    (only,) = d.substantive
    assert only.slot == "rampart.move-unit"
    # the reading changes this one slot: the slot's effect is the pair's
    assert only.effect == d.effect
    ea, eb = outcomes(spec_of(a), "greedy", 6), outcomes(spec_of(b), "greedy", 6)
    assert d.effect == paired(ea, eb)
    assert d.effect.only_a + d.effect.only_b == round(d.effect.changed * 6)


def test_a_substantive_slot_without_effect_is_said_so():
    d = diff(V("royal-cotillion/wp-ru-royal-cotillion"), V("odd-and-even/wp-ru-royal-cotillion"))
    s = next(x for x in d.substantive if x.reason == "spec-changes")
    none = Paired(50, "greedy", 0, 10, 10, 0, 0, 0.0, 0.0, 1.0)
    words = effect_words(s.__class__(**{**s.__dict__, "effect": none}), "A", "en")
    assert words == "substantive in the spec, no effect seen in 50 deals"
    assert "влияния не видно" in effect_words(s.__class__(**{**s.__dict__, "effect": none}), "A", "ru")


def test_mcnemar_exact_is_a_two_sided_binomial_test():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(0, 6) == pytest.approx(2 / 64)
    assert mcnemar_exact(3, 3) == 1.0
    assert mcnemar_exact(1, 9) == mcnemar_exact(9, 1)


def test_paired_outcomes_need_the_same_seeds():
    a = Outcomes("a", "greedy", 0, (True,), (1,), (0,))
    b = Outcomes("b", "greedy", 1, (True,), (1,), (0,))
    with pytest.raises(ValueError):
        paired(a, b)


# -- reports -----------------------------------------------------------------------------------


def test_a_pair_report_starts_with_what_changes_the_game():
    r = pair_report(V("royal-cotillion/wp-ru-royal-cotillion"), V("odd-and-even/wp-ru-royal-cotillion"),
                    deals=8, policy="greedy")
    text = render(r, "text").splitlines()
    assert "substantive" in text[3] and "On 8 deals (greedy)" in text[4]
    recs = records(r)
    assert len(recs) == len(r["slots"]) and all(x["verdict"] in ("cosmetic", "substantive") for x in recs)
    measured = [x for x in recs if x["deals"]]
    assert measured and all(0 <= x["win_rate_b"] <= 1 for x in measured)


def test_same_play_report_says_every_difference_is_cosmetic():
    r = pair_report(V(QA), V(KA), deals=0, lang="ru")
    assert "играются одинаково" in r["headline"][0]


@pytest.mark.parametrize("fmt", ["text", "md", "json", "html"])
def test_compare_command_writes_every_format(fmt, tmp_path):
    out = tmp_path / f"report.{fmt}"
    assert main(["compare", QA, "queens-audience/dick-1883@waste-all", "--deals", "4", "--policy", "greedy",
                 "--format", fmt, "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    if fmt == "json":
        data = json.loads(text)
        assert data["records"][0]["slot"] == "waste.access"
    if fmt == "html":
        assert text.startswith("<!DOCTYPE html>")
        assert "<script" not in text and "<link" not in text and "http" not in text


def test_html_escapes_everything():
    r = pair_report(V(QA), V(KA), deals=0)
    r["slots"][0]["a"]["words"] = "<script>alert(1)</script>"
    html = render(r, "html")
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_game_report_compares_each_variant_with_its_reference(capsys):
    assert main(["compare", "queens-audience,kings-audience", "--deals", "0", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    pairs = {(c["a"], c["b"]) for c in data["comparisons"]}
    assert (QA, KA) in pairs and (QA, "queens-audience/dick-1883@waste-all") in pairs
    assert (KA, "queens-audience/parlett-1979") in pairs
    assert len(data["distances"]["matrix"]) == len(data["variants"])


@pytest.mark.parametrize("lang,words", [("en", "borrows unstated rules from"), ("ru", "заимствует неоговорённые правила у")])
def test_the_game_report_says_a_borrowing_from_a_later_source_is_not_lineage(lang, words, capsys):
    assert main(["compare", "british-constitution", "--deals", "0", "--format", "json", "--lang", lang]) == 0
    data = json.loads(capsys.readouterr().out)
    cadogan, morehead = "british-constitution/cadogan-1874", "british-constitution/morehead-mott-smith-1949"
    assert data["later_borrowings"] == [{"ruleset": cadogan, "lender": morehead}]
    assert all(d["documented"] != morehead for d in data["lineage"])  # no lineage runs back from 1949
    for fmt in ("text", "md", "html"):
        assert main(["compare", "british-constitution", "--deals", "0", "--format", fmt, "--lang", lang]) == 0
        text = capsys.readouterr().out
        assert f"{cadogan} {words} {morehead}" in text


def test_bad_names_end_with_one_line_and_status_2(capsys):
    assert main(["compare", "queens-audience/nobody", QA]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nobody" in err[0]
    assert main(["collate", "no-such-game"]) == 2
    assert main(["compare", QA, "queens-audience/dick-1883@no-such-reading"]) == 2
