"""Rulesets: every ruleset resolves under every reading, every executable slot has a value with
an origin and a claim, editorial claims are justified, layout versions compile to their parent's
spec, and bad ruleset files are refused with the file and slot named."""

from __future__ import annotations

import itertools
import textwrap
from pathlib import Path

import pytest

from corpus.claims import load_claims
from comparer.specs import spec_for
from rules.compile.compiler import compile_resolved
from rules.errors import RulesetError
from rules.resolve.resolution import ORIGINS, resolve
from rules.resolve.ruleset import EDITOR, all_readings, list_rulesets, load
from rules.vocabulary import load_vocabulary

RULESETS = list_rulesets()
#: Layout versions and the ruleset they follow: they may differ only in descriptive slots.
LAYOUT_VERSIONS = {
    "queens-audience/coops-1939": "queens-audience/dick-1883",
    "queens-audience/bonaventure": "queens-audience/dick-1883",
    "kings-audience/morehead-mott-smith-1949": "queens-audience/dick-1883",
    "queens-audience/moyse-1950": "kings-audience/morehead-mott-smith-1949",
    "queens-audience/parlett-1979": "kings-audience/morehead-mott-smith-1949",
    "queens-audience/arnold-2011": "kings-audience/morehead-mott-smith-1949",
}


@pytest.fixture(scope="module")
def claims():
    return load_claims()


@pytest.fixture(scope="module")
def vocab():
    return load_vocabulary()


def reading_sets(name: str) -> list[str | None]:
    """The default reading and each other reading alone."""
    return [None] + [r.name for r in all_readings(load(name)) if not r.default]


def test_the_issue_rulesets_exist():
    for name in [
        "queens-audience/dick-1883", "kings-audience/morehead-mott-smith-1949",
        "queens-audience/coops-1939", "queens-audience/bonaventure", "queens-audience/moyse-1950",
        "queens-audience/parlett-1979", "queens-audience/arnold-2011",
        "royal-cotillion/wp-ru-royal-cotillion", "gavotte/wp-ru-royal-cotillion",
        "odd-and-even/wp-ru-royal-cotillion",
    ]:
        assert name in RULESETS


@pytest.mark.parametrize("name", RULESETS)
def test_every_executable_slot_has_a_value_origin_and_claim(name, claims, vocab):
    for reading in reading_sets(name):
        res = resolve(name, claims, reading)
        game = res.ruleset.game
        for slot in vocab.game_slots(game, "executable"):
            sd = vocab.slot(game, slot)
            if not sd.required:
                continue
            assert slot in res, f"{name} [{reading}]: {slot} has no value"
        for slot, rs in res.slots.items():
            assert rs.origin in ORIGINS, (name, slot)
            assert rs.claims, (name, slot)
            root = rs.root
            assert root.origin != "inherited"
            for c in root.claims:
                if c.status == "editorial":
                    assert c.asserted_by == EDITOR and c.note.strip(), (name, slot, c.id)
                else:
                    assert c.evidence is not None and c.evidence.quote, (name, slot, c.id)


@pytest.mark.parametrize("name", RULESETS)
def test_editorial_claims_and_readings_are_justified(name):
    rs = load(name)
    for c in rs.editorial:
        assert len(c.note) > 20, f"{name}: editorial claim for {c.slot} needs a real justification"
    for slot, why, _why_ru in rs.unset:
        assert len(why) > 20, (name, slot)
    for d in rs.draws:
        if d.source != rs.source:
            assert len(d.justification) > 20, (name, d.source)
    for r in rs.readings:
        assert r.en and r.ru
        if r.claims:
            assert len(r.justification) > 20, (name, r.name)


@pytest.mark.parametrize("name", RULESETS)
def test_every_reading_compiles(name, claims):
    specs = {}
    for reading in reading_sets(name):
        res = resolve(name, claims, reading)
        spec = compile_resolved(res)
        assert spec.validate() == []
        specs[reading] = spec
        behind = {c.id for rs in res.slots.values() for c in rs.root.claims}
        for slot, ids in spec.provenance:  # a refused move names these claims
            assert ids, (name, slot)
            for cid in ids:
                assert cid in behind, (name, slot, cid)
    own = {r.name for r in load(name).readings}
    for r in [r for r in specs if r in own]:  # a declared reading must make a difference to play
        assert specs[r] != specs[None], f"{name}: reading {r} compiles to the default spec"


@pytest.mark.parametrize("child, parent", sorted(LAYOUT_VERSIONS.items()))
def test_layout_versions_compile_to_their_parents_spec(child, parent, claims):
    assert load(child).follows == parent
    for reading in reading_sets(parent):
        assert compile_resolved(resolve(child, claims, reading)) == compile_resolved(resolve(parent, claims, reading))
    a, b = resolve(child, claims), resolve(parent, claims)
    differing = {s for s in set(a.slots) | set(b.slots)
                 if (a.value(s) if s in a else None) != (b.value(s) if s in b else None)}
    vocab = load_vocabulary()
    assert differing, f"{child} should differ from {parent} somewhere"
    assert all(not vocab.slot(a.ruleset.game, s).executable for s in differing if s in a.slots)


def test_dick_takes_the_rules_from_wikipedia_by_a_justified_decision(claims):
    res = resolve("queens-audience/dick-1883", claims)
    wp = [d for d in res.ruleset.draws if d.source == "wp-en-queens-audience"][0]
    assert "Dick" in wp.justification
    assert res["antechamber.fill"].origin == "stated"
    assert res["antechamber.fill"].claim.asserted_by == "wp-en-queens-audience"
    assert res["antechamber.fill"].decision == wp.justification
    assert res["name"].origin == "reported" and res["name"].claim.asserted_by == "dick-1883"
    assert res["layout.chamber"].value == "circle"
    assert "odds.win" not in res  # the article's odds are not Dick's


def test_queens_audience_readings(claims):
    spec = spec_for("queens-audience/dick-1883")
    assert spec.group("antechamber").fill.choice == "first-available"
    assert spec_for("queens-audience/dick-1883", "stock-allowed").group("antechamber").fill.choice == "any-source"
    assert spec_for("queens-audience/dick-1883", "waste-all").group("waste").access == "all"
    assert spec_for("queens-audience/dick-1883", "two-passes").stock.redeals == 1
    combined = spec_for("queens-audience/dick-1883", "stock-allowed+two-passes")
    assert combined.stock.redeals == 1 and combined.group("antechamber").fill.choice == "any-source"
    res = resolve("queens-audience/dick-1883", claims, "stock-allowed")
    assert res["antechamber.fill.priority"].origin == "editorial"
    assert res["antechamber.fill.priority"].reading == "stock-allowed"


def test_readings_are_inherited_by_layout_versions():
    assert spec_for("queens-audience/parlett-1979", "waste-all") == spec_for("queens-audience/dick-1883", "waste-all")


def test_reading_errors_name_the_readings(claims):
    with pytest.raises(RulesetError, match="unknown reading 'sideways'.*stock-allowed"):
        resolve("queens-audience/dick-1883", claims, "sideways")
    with pytest.raises(RulesetError, match="same question"):
        resolve("queens-audience/dick-1883", claims, "stock-allowed+waste-first")


def test_royal_cotillion_bases_and_sequences(claims):
    spec = spec_for("royal-cotillion/wp-ru-royal-cotillion")
    ace, two = spec.group("foundations-ace"), spec.group("foundations-two")
    assert ace.base.timing == two.base.timing == "before-deal"
    assert ace.build.sequence == (1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12)
    assert two.build.sequence[:3] == (2, 4, 6)
    pysol = spec_for("royal-cotillion/wp-ru-royal-cotillion", "bases-as-available")
    assert pysol.group("foundations-ace").base.timing == "as-available"
    res = resolve("royal-cotillion/wp-ru-royal-cotillion", claims)
    # the "stock" of the machine translation («Акция») is read through its correction
    assert res["stock.redeals"].value == 0 and res["stock.redeals"].claim.corrects


def test_gavotte_setup_choices(claims):
    res = resolve("gavotte/wp-ru-royal-cotillion", claims)
    # both arrangements of the ladies free the card dealt last to each column (rc-c66, rc-c67)
    assert res["ladies.access"].value == "top" and res["ladies.access"].options == ()
    assert {c.id for c in res["ladies.access"].claims} == {"rc-c66", "rc-c67"}
    assert res["foundation.base"].value == ("X*", "Y*")
    assert res["deck.packs"].origin == "inherited"
    spec = spec_for("gavotte/wp-ru-royal-cotillion")
    kinds = [(c.name, c.kind, c.when) for c in spec.setup]
    assert ("lords", "swap-deal", "after-deal") in kinds
    assert "ladies" not in [c.name for c in spec.setup]  # a choice of layout, not of play
    bases = [c for c in spec.setup if c.name.startswith("base-")]
    # the ranks are chosen after the deal by default (rc-gavotte-s3, s4, s7) ...
    assert len(bases) == 2 and all(len(c.options) == 13 and c.when == "after-deal" for c in bases)
    assert res["foundation.base.timing"].value == "as-available"
    # ... and before it, as in Royal Cotillion, only under the declared reading
    before = spec_for("gavotte/wp-ru-royal-cotillion", "ranks-before-deal")
    early = [c for c in before.setup if c.name.startswith("base-")]
    assert all(c.when == "before-deal" for c in early) and before.setup[:2] == tuple(early)
    ladies = spec.group("ladies")
    assert (ladies.piles, ladies.deal, ladies.access) == (4, 4, "top")


def test_odd_and_even(claims):
    spec = spec_for("odd-and-even/wp-ru-royal-cotillion")
    assert spec.group("reserve").piles == 9 and spec.stock.redeals == 1
    assert "ladies" not in [g.name for g in spec.groups]
    assert spec.group("foundations-ace").base.timing == "as-available"
    res = resolve("odd-and-even/wp-ru-royal-cotillion", claims)
    assert res["reserve.size"].origin == "stated" and res["reserve.fill"].origin == "inherited"
    assert "reserve" in res["foundation.fed-from"].value  # the parent's lords, renamed
    literal = spec_for("odd-and-even/wp-ru-royal-cotillion", "with-ladies")
    assert literal.group("ladies").piles == 4


# -- bad ruleset files ---------------------------------------------------------------------------


def _write(root: Path, name: str, text: str) -> None:
    path = root / f"{name}.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")


HEAD = """\
game = "queens-audience"
source = "{source}"
grade = "reconstructed"
title = {{ en = "t", ru = "т" }}
follows = "queens-audience/dick-1883"
"""


@pytest.fixture()
def root(tmp_path):
    parent = Path(load("queens-audience/dick-1883").path)  # type: ignore[arg-type]
    (tmp_path / "queens-audience").mkdir()
    (tmp_path / "queens-audience" / "dick-1883.toml").write_text(parent.read_text(encoding="utf-8"))
    return tmp_path


@pytest.mark.parametrize(
    "body, message",
    [
        ('[[editorial]]\nslot = "deck.colour"\nvalue = 1\njustification = "because of reasons enough"\n',
         r"slot 'deck.colour'"),
        ('[[editorial]]\nslot = "deck.packs"\nvalue = "two"\njustification = "because of reasons enough"\n',
         r"slot 'deck.packs'.*expected an integer"),
        ('[[editorial]]\nslot = "deck.packs"\nvalue = 2\n', r"slot 'deck.packs'.*justification"),
        ('grade2 = "x"\n', r"unknown key\(s\) grade2"),
        ('[[draw]]\nsource = "x-test"\n', None),
        ('[[draw]]\nsource = "wp-en-queens-audience"\n', r"draw 1: 'justification'"),
    ],
)
def test_bad_files_name_file_and_slot(root, body, message):
    _write(root, "queens-audience/x-test", HEAD.format(source="x-test") + body)
    if message is None:
        assert load("queens-audience/x-test", root).draws[0].source == "x-test"
        return
    with pytest.raises(RulesetError, match=message) as err:
        load("queens-audience/x-test", root)
    assert "x-test.toml" in str(err.value)


def test_editorial_may_not_override_a_source(root, claims):
    _write(root, "queens-audience/x-over", HEAD.format(source="x-over") + textwrap.dedent("""\
        [[draw]]
        source = "wp-en-queens-audience"
        justification = "taking the article's rules for this test"
        [[editorial]]
        slot = "stock.redeals"
        value = 2
        justification = "an editor who disagrees with the text"
        """))
    with pytest.raises(RulesetError, match=r"x-over.toml: slot 'stock.redeals'.*declare a reading"):
        resolve("queens-audience/x-over", claims, root=root)


def test_missing_slots_are_all_listed(root, claims):
    _write(root, "queens-audience/x-bare", HEAD.format(source="x-bare").replace(
        'follows = "queens-audience/dick-1883"\n', ""))
    with pytest.raises(RulesetError) as err:
        resolve("queens-audience/x-bare", claims, root=root)
    msg = str(err.value)
    assert "x-bare.toml" in msg and "'deck.packs' has no value" in msg and "'stock.redeals' has no value" in msg


def test_unknown_ruleset_suggests_the_nearest_or_says_where_the_known_ones_are():
    with pytest.raises(RulesetError, match="unknown ruleset 'queens-audience/dik-1883'; "
                                           "did you mean queens-audience/dick-1883[?]"):
        load("queens-audience/dik-1883")
    with pytest.raises(RulesetError, match="unknown ruleset 'klondike/x'.*variorum rules list"):
        load("klondike/x")


def test_every_pair_of_readings_from_different_questions_resolves(claims):
    readings = all_readings(load("queens-audience/dick-1883"))
    for a, b in itertools.combinations([r for r in readings if not r.default], 2):
        if a.axis != b.axis:
            resolve("queens-audience/dick-1883", claims, f"{a.name}+{b.name}")


# -- Russian texts -------------------------------------------------------------------------------


def _in_russian(text: str) -> bool:
    """Non-empty and with Cyrillic letters in it."""
    return any("А" <= ch <= "я" or ch in "Ёё" for ch in text)


@pytest.mark.parametrize("name", RULESETS)
def test_justifications_and_notes_are_given_in_russian(name):
    rs = load(name)
    missing = [f"editorial {c.slot}" for c in rs.editorial if not _in_russian(c.note_ru)]
    missing += [f"unset {slot}" for slot, _why, why_ru in rs.unset if not _in_russian(why_ru)]
    missing += [f"draw {d.source}" for d in rs.draws
                if d.source != rs.source and not _in_russian(d.justification_ru)]
    missing += [f"reading {r.name}" for r in rs.readings if r.claims and not _in_russian(r.justification_ru)]
    missing += [f"combine {c[0]}" for c in rs.combine if len(c) < 3 or not _in_russian(c[2])]
    missing += [f"reading {r.name} (label)" for r in rs.readings if not _in_russian(r.ru)]
    if rs.note and not _in_russian(rs.note_ru):
        missing.append("note")
    if not _in_russian(rs.title_ru):
        missing.append("title")
    assert not missing, f"{name}: no Russian text for " + ", ".join(missing)


@pytest.mark.parametrize("name", RULESETS)
def test_russian_explain_gives_no_english_justification(name, claims):
    from comparer.explain import explain_text

    rs = load(name)
    for reading in reading_sets(name):
        text = explain_text(resolve(name, claims, reading), claims, "ru")
        lines = text.splitlines()
        for line in lines:
            if "Patience Variorum:" in line:
                why = line.split("Patience Variorum:", 1)[1]
                assert _in_russian(why), f"{name} [{reading}]: English justification in: {line}"
        draws = lines[lines.index("Использованные источники:") + 1:] if rs.draws else []
        for line in draws:
            if not line.startswith("  - "):
                break
            assert _in_russian(line.split(": ", 1)[1]), f"{name} [{reading}]: English draw justification: {line}"
        if rs.note:
            assert rs.note_ru.replace("\n", " ") in text, f"{name}: the Russian note is not shown"
