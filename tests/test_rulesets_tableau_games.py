"""The tableau rulesets: British Constitution (Morehead & Mott-Smith, Cadogan), The Besieged City,
Parterre and Indian Empress — what each resolves to, where each rule comes from, and what it
compiles to."""

from __future__ import annotations

import pytest

from corpus.claims import load_claims
from comparer.specs import spec_for
from rules.errors import RulesetError
from rules.resolve.resolution import resolve
from rules.resolve.ruleset import all_readings, list_rulesets, load
from rules.engine.spec import Base, Build, CardPattern

MMS = "british-constitution/morehead-mott-smith-1949"
CADOGAN = "british-constitution/cadogan-1874"
BESIEGED = "besieged-city/ru-24-patiences"
PARTERRE = "parterre/ru-24-patiences"
TABLEAU_RULESETS = [MMS, CADOGAN, BESIEGED, PARTERRE, "indian-empress/ru-24-patiences"]


@pytest.fixture(scope="module")
def claims():
    return load_claims()


def test_the_tableau_rulesets_exist():
    assert set(TABLEAU_RULESETS) <= set(list_rulesets())


# -- British Constitution -------------------------------------------------------------------------


def test_mms_rules_are_reported_from_the_1977_edition_by_a_justified_draw(claims):
    res = resolve(MMS, claims)
    for slot in ("privy-council.build", "privy-council.build.from", "privy-council.fill",
                 "people.fill", "foundation.fed-from", "stock.deal", "end.loss"):
        assert res[slot].origin == "reported", slot
        assert res[slot].claim.asserted_by == "morehead-mott-smith-1977", slot
    assert "1977 Bantam edition" in res["privy-council.build"].decision
    assert res.value("privy-council.build.from") == ("same-row-and-row-below",)
    assert res.value("house-of-lords.build") == "none"
    assert res["house-of-lords.build"].origin == "editorial"
    # the article's own statements
    assert res["odds.win"].origin == "stated" and res.value("odds.win") == "high chance of winning"
    assert res.value("deck.packs") == 2 and res["deck.packs"].claim.asserted_by == "wp-ru-british-constitution"


def test_mms_reads_the_machine_translation_through_its_errors(claims):
    res = resolve(MMS, claims)
    assert res.value("foundation.sequence") == ("A-2-3-4-5-6-7-8-9-10-J",)
    assert "bc-rules-s2-mt3" in res["foundation.sequence"].claim.corrects  # «для домкратов»
    assert res.value("end.loss") == "bottom-row-full"
    assert res["end.loss"].claim.corrects == ("bc-rules-s13-mt1", "bc-rules-s13-mt2")


def test_mms_spec(claims):
    spec = spec_for(MMS)
    names = [g.name for g in spec.groups]
    assert names == ["stock", "privy-council", "house-of-lords", "house-of-commons", "people",
                     "foundations"]  # no waste, no discard group
    assert spec.stock.to is None
    assert spec.deck.removed == (CardPattern((12,)), CardPattern((13,)))
    assert spec.group("privy-council").build == Build("down", "alternate-colour")
    assert spec.group("house-of-lords").build == Build()
    fills = {g.name: [s.group for s in g.fill.sources] for g in spec.groups if g.fill.sources}
    assert fills == {"privy-council": ["house-of-lords"], "house-of-lords": ["house-of-commons"],
                     "house-of-commons": ["people"], "people": ["stock"]}
    assert {(t.src, t.dst) for t in spec.transfers} == {
        ("privy-council", "foundations"), ("privy-council", "privy-council"),
        ("house-of-lords", "privy-council")}
    f = spec.group("foundations")
    assert f.base == Base(ranks=(1,), suits=(0, 1, 2, 3, 0, 1, 2, 3), timing="before-deal")
    assert f.build.sequence == tuple(range(1, 12))


def test_cadogan_differs_where_the_article_says_and_inherits_the_rest(claims):
    res = resolve(CADOGAN, claims)
    assert load(CADOGAN).follows == MMS
    for slot in ("house-of-lords.build.from", "house-of-commons.build.from",
                 "deck.decorative", "waste.access"):
        assert res[slot].origin == "reported" and res[slot].claim.asserted_by == "cadogan-1914", slot
    assert res.value("privy-council.build.from") == ("row-below",)
    # her rule II: only the three lower divisions go on the division above; the People are not
    # built on (the article's "row 4 from the waste" is a declared reading)
    assert res.value("people.build") == "none" and "three lower divisions" in res["people.build"].claim.note
    waste = resolve(CADOGAN, claims, ("people-built-from-waste",))
    assert waste.value("people.build.from") == ("waste",)
    assert res["deck.packs"].origin == "inherited" and res["deck.packs"].via == MMS
    assert res["house-of-lords.fill"].origin == "inherited"
    assert res.value("deck.decorative") == ("1xQD:sovereign", "KB:bishops", "KR:judges")


def test_cadogan_spec_and_its_sequence_reading(claims):
    spec = spec_for(CADOGAN)
    mms = spec_for(MMS)
    assert spec.deck == mms.deck  # her nine decorative cards are out of play, as M&MS's discards
    assert spec.stock.to == "waste"
    assert {(t.src, t.dst) for t in spec.transfers} == {
        ("privy-council", "foundations"), ("house-of-lords", "privy-council"),
        ("house-of-commons", "house-of-lords"), ("people", "house-of-commons")}
    assert spec_for(CADOGAN, "people-built-from-waste").transfers != spec.transfers
    assert all(t.unit == "one-card" for t in spec.transfers)
    assert [s.group for s in spec.group("people").fill.sources] == ["waste", "stock"]
    seq = spec_for(CADOGAN, "sequence-moves")
    units = {(t.src, t.dst): t.unit for t in seq.transfers}
    assert units[("house-of-lords", "privy-council")] == "sequence"
    assert units[("privy-council", "foundations")] == "one-card"  # one card at a time to a foundation
    assert [r.name for r in all_readings(load(CADOGAN))] == [
        "builds-from-row-below", "one-card", "sequence-moves", "people-built-from-waste"]


# -- The Besieged City ----------------------------------------------------------------------------


def test_besieged_rules_come_from_the_page(claims):
    res = resolve(BESIEGED, claims)
    assert res.value("rampart.build") == ("up-or-down-in-suit", "foundation-order")
    assert {c.id for c in res["rampart.build"].claims} >= {"r24-besieged-c4", "r24-besieged-c5"}
    assert "two ways of building" in res["rampart.build"].decision
    assert res.value("rampart.fill") == ("reserve:same-line-end",)
    assert res.value("reserve.access") == "line-ends"  # issue 9: Cadogan's note, A, B, C or D
    assert res["rampart.fill"].claim.corrects == ("r24-besieged-rule4-s1-ocr3",)  # «нзъ»
    assert res.value("foundation.fed-from") == ("rampart", "stock")
    assert res["deck.packs"].origin == "editorial"
    # r24-besieged-c18 runs to the closing Ace (the mirror order); high-first is a reading
    assert res["foundation.sequence"].origin == "stated" and res["foundation.sequence"].claim.id == "r24-besieged-c18"
    assert resolve(BESIEGED, claims, "high-first")["foundation.sequence"].reading == "high-first"
    assert res.value("follows") == "cadogan-1874" and res["follows"].claim.cert == "low"


def test_besieged_spec(claims):
    spec = spec_for(BESIEGED)
    f = spec.group("foundations")
    assert f.build.sequence == (1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7,
                                7, 8, 6, 9, 5, 10, 4, 11, 3, 12, 2, 13, 1)
    assert f.base == Base(ranks=(1,), suits=(0, 1, 2, 3), timing="as-available")
    rampart = spec.group("rampart")
    assert rampart.build == Build("up-or-down", "same-suit", sequence=f.build.sequence,
                                  or_sequence_order=True)
    assert spec.group("stock").access == "top"  # a card of the pack may go straight up
    moves = {(t.src, t.dst): t for t in spec.transfers}
    assert set(moves) == {("rampart", "foundations"), ("stock", "foundations"),
                          ("rampart", "rampart"), ("reserve", "rampart")}
    # only the top card of a rampart packet is available (issue 9): single cards by default
    assert moves[("rampart", "rampart")].unit == "one-card"
    assert spec_for(BESIEGED, "packets").transfers != spec.transfers
    links = moves[("reserve", "rampart")].links
    assert links == rampart.fill.sources[0].links
    reach: dict[int, set[int]] = {}
    takes: dict[int, set[int]] = {}
    for r, t in links:
        reach.setdefault(r, set()).add(t)
        takes.setdefault(t, set()).add(r)
    # each reserve card (4 rows of 3) reaches four ramparts: the ends of its row and its column
    assert all(len(ts) == 4 for ts in reach.values()) and len(reach) == 12
    row = {frozenset(range(3 * r, 3 * r + 3)) for r in range(4)}
    column = {frozenset(range(c, 12, 3)) for c in range(3)}
    ends = [frozenset(rs) for rs in takes.values()]
    assert sorted(len(e) for e in ends) == [3] * 8 + [4] * 6
    assert {e for e in ends if len(e) == 3} == row and {e for e in ends if len(e) == 4} == column
    # the old reading: rows with their sides, 5, 2, 2 and 5 ramparts per row
    sides = {(t.src, t.dst): t for t in spec_for(BESIEGED, "row-sides").transfers}[("reserve", "rampart")]
    owner: dict[int, set[int]] = {}
    for r, t in sides.links:
        owner.setdefault(t, set()).add(r // 3)
    assert [sum(1 for rows in owner.values() if rows == {r}) for r in range(4)] == [5, 2, 2, 5]


# -- Parterre ------------------------------------------------------------------------------------


def test_parterre_is_incomplete_and_every_lost_rule_is_flagged(claims):
    rs = load(PARTERRE)
    assert rs.grade == "incomplete"
    res = resolve(PARTERRE, claims)
    stated = {s for s, r in res.slots.items() if r.origin == "stated"}
    assert stated == {"name", "bouquet.access", "garden.access", "foundation.base.timing",
                      "garden.build"}
    for slot, r in res.slots.items():
        if r.origin == "editorial" and slot != "follows":
            why = r.claim.note
            assert why.startswith("Reconstructed") or slot == "waste.access", (slot, why)
    assert res["waste.access"].value is None  # there is no waste


def test_parterre_spec_and_the_modern_reading(claims):
    spec = spec_for(PARTERRE)
    garden = spec.group("garden")
    assert (garden.piles, garden.deal, garden.base) == (6, 6, Base(ranks=None))
    assert garden.fill.sources == ()  # a gap takes any card the player moves there
    assert spec.group("bouquet").piles == 16 and not spec.group("bouquet").fill.sources
    assert spec.stock.to is None
    units = {(t.src, t.dst): t.unit for t in spec.transfers}
    assert units[("garden", "garden")] == "sequence"
    modern = spec_for(PARTERRE, "modern-flower-garden")
    assert {(t.src, t.dst): t.unit for t in modern.transfers}[("garden", "garden")] == "one-card"


# -- errors ----------------------------------------------------------------------------------------


def test_a_combine_declaration_needs_a_justification(tmp_path, claims):
    body = (load(BESIEGED).path.read_text(encoding="utf-8")  # type: ignore[union-attr]
            .replace('[[combine]]\nslot = "rampart.build"\njustification = ',
                     '[[combine]]\nslot = "rampart.build"\nwhy = '))
    (tmp_path / "besieged-city").mkdir()
    (tmp_path / "besieged-city" / "ru-24-patiences.toml").write_text(body, encoding="utf-8")
    with pytest.raises(RulesetError, match="combine 1: unknown key"):
        load(BESIEGED, tmp_path)


def test_without_combine_the_two_ways_of_building_disagree(tmp_path, claims):
    text = load(BESIEGED).path.read_text(encoding="utf-8")  # type: ignore[union-attr]
    start = text.index("[[combine]]")
    end = text.index("[[editorial]]", start)
    (tmp_path / "besieged-city").mkdir()
    (tmp_path / "besieged-city" / "ru-24-patiences.toml").write_text(text[:start] + text[end:],
                                                                     encoding="utf-8")
    with pytest.raises(RulesetError, match="rampart.build.*disagree"):
        resolve(load(BESIEGED, tmp_path), claims)
