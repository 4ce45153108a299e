"""The claim vocabulary: completeness against VOCABULARY.md, labels, types, group slots."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.claims import Claim
from rules.vocabulary import VocabularyError, load_vocabulary, parse_vocabulary

SHARED_VOCABULARY = Path(__file__).resolve().parents[2] / "shared" / "docs" / "VOCABULARY.md"

#: Version 1 of VOCABULARY.md, written out so the test runs without the shared docs.
V1_EXECUTABLE = (
    "deck.packs deck.removed deck.decorative G.size G.shape G.access G.build G.build.from "
    "G.move-unit G.fill G.fill.timing foundation.count foundation.base foundation.base.timing "
    "foundation.sequence foundation.suit foundation.fed-from pair.moves stock.deal stock.redeals "
    "waste.count waste.access setup.choice end.win end.loss"
).split()
V1_DESCRIPTIVE = (
    "name alias history.first follows odds.win play.time layout.chamber layout.pair-top "
    "layout.position flavour"
).split()

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


@pytest.fixture(scope="module")
def vocab():
    return load_vocabulary()


def _v1_slots_from_doc() -> tuple[list[str], list[str]]:
    text = SHARED_VOCABULARY.read_text(encoding="utf-8")
    exe, _, desc = text.partition("## Descriptive slots")
    pick = lambda part: re.findall(r"^\| `([^`]+)` \|", part, re.M)  # noqa: E731
    return pick(exe), pick(desc)


def test_v1_list_matches_shared_doc():
    if not SHARED_VOCABULARY.exists():
        pytest.skip(f"{SHARED_VOCABULARY} not present beside this checkout")
    exe, desc = _v1_slots_from_doc()
    assert exe == V1_EXECUTABLE
    assert desc == V1_DESCRIPTIVE


@pytest.mark.parametrize("slot", V1_EXECUTABLE)
def test_every_v1_executable_slot_is_defined(vocab, slot):
    if slot.startswith("G."):
        prop = slot[2:]
        defs = [sd for sd in vocab.slots.values() if sd.prop == prop]
        assert defs, f"no pile-group property {prop!r}"
        assert all(sd.kind == "executable" for sd in defs)
    else:
        assert vocab.slots[slot].kind == "executable"


@pytest.mark.parametrize("slot", V1_DESCRIPTIVE)
def test_every_v1_descriptive_slot_is_defined(vocab, slot):
    assert vocab.slots[slot].kind == "descriptive"


def test_labels_in_both_languages(vocab):
    for sd in vocab.slots.values():
        assert sd.en.strip() and sd.ru.strip(), sd.id
        assert CYRILLIC.search(sd.ru), f"{sd.id}: Russian label {sd.ru!r}"
        for ev in sd.values:
            assert ev.en.strip() and CYRILLIC.search(ev.ru), f"{sd.id}={ev.id}"
    for game in vocab.games.values():
        assert CYRILLIC.search(game.ru), game.id
        for g in game.groups:
            assert g.role in vocab.roles and CYRILLIC.search(g.ru), (game.id, g.id)


def test_categories_are_valid_xml_ids(vocab):
    for sd in vocab.slots.values():
        assert re.fullmatch(r"slot-[a-z][a-z0-9.-]*", sd.category), sd.category


def test_group_slots_use_group_or_role(vocab):
    assert vocab.canonical("queens-audience", "reserve.fill") == "antechamber.fill"
    assert vocab.canonical("queens-audience", "antechamber.fill") == "antechamber.fill"
    assert vocab.slot("royal-cotillion", "ladies.access").id == "reserve.access"
    assert vocab.canonical("royal-cotillion", "stock.redeals") == "stock.redeals"


def test_ambiguous_role_is_refused(vocab):
    # Royal Cotillion has two reserve groups: the lords' and the ladies' sides.
    with pytest.raises(VocabularyError, match=r"'reserve.size'.*ambiguous"):
        vocab.canonical("royal-cotillion", "reserve.size")


def test_unknown_slot_and_property(vocab):
    with pytest.raises(VocabularyError, match="deck.colour"):
        vocab.slot("queens-audience", "deck.colour")
    with pytest.raises(VocabularyError, match="no property 'redeals'"):
        vocab.slot("queens-audience", "antechamber.redeals")
    with pytest.raises(VocabularyError, match="unknown game"):
        vocab.slot("klondike", "deck.packs")


def test_game_slots_cover_every_group(vocab):
    slots = vocab.game_slots("royal-cotillion", "executable")
    assert "lords.fill" in slots and "ladies.fill" in slots
    assert "deck.packs" in slots and "stock.redeals" in slots
    assert not any(s.startswith("layout.") for s in slots)
    assert "layout.chamber" in vocab.game_slots("queens-audience", "descriptive")


@pytest.mark.parametrize(
    "game, slot, value, expected",
    [
        ("queens-audience", "deck.packs", 1, 1),
        ("queens-audience", "antechamber.shape", "4x4", "4x4"),
        ("queens-audience", "antechamber.fill", ["waste", "stock"], ("waste", "stock")),
        ("queens-audience", "pair.moves", ("K+Q:chamber", "J+A:foundation"), ("K+Q:chamber", "J+A:foundation")),
        ("queens-audience", "foundation.base", "J+A", ("J+A",)),
        ("queens-audience", "foundation.sequence", "J-10-9-8-7-6-5-4-3-2", ("J-10-9-8-7-6-5-4-3-2",)),
        ("queens-audience", "stock.redeals", 0, 0),
        ("queens-audience", "stock.redeals", "unlimited", "unlimited"),
        ("queens-audience", "odds.win", "3/4", "3/4"),
        ("queens-audience", "odds.win", 0.75, 0.75),
        ("queens-audience", "layout.chamber", "circle", "circle"),
        ("queens-audience", "history.first", "dick-1883", "dick-1883"),
        ("royal-cotillion", "deck.removed", (), ()),
        ("gavotte", "foundation.base", ("X*", "Y*"), ("X*", "Y*")),
        ("gavotte", "setup.choice", ("foundation-ranks", "lords-group"), ("foundation-ranks", "lords-group")),
        ("indian-empress", "deck.removed", ("4xQS", "3xQC"), ("4xQS", "3xQC")),
        ("indian-empress", "deck.decorative", ("QC:empress", "8xJR:guard"), ("QC:empress", "8xJR:guard")),
    ],
)
def test_good_values(vocab, game, slot, value, expected):
    assert vocab.check_value(game, slot, value) == expected


@pytest.mark.parametrize(
    "game, slot, value",
    [
        ("queens-audience", "deck.packs", 0),
        ("queens-audience", "deck.packs", True),
        ("queens-audience", "deck.packs", (1, 2)),
        ("queens-audience", "antechamber.access", "middle"),
        ("queens-audience", "antechamber.shape", "4 by 4"),
        ("queens-audience", "antechamber.fill", ("waste", "talon")),
        ("queens-audience", "antechamber.fill", ()),
        ("queens-audience", "pair.moves", "K+Q:throne"),
        ("queens-audience", "foundation.base", "Z*"),
        ("queens-audience", "foundation.sequence", "J-10-1"),
        ("queens-audience", "stock.redeals", -1),
        ("queens-audience", "odds.win", "4/3"),
        ("queens-audience", "odds.win", 1.5),
        ("queens-audience", "history.first", "Dick 1883"),
        ("queens-audience", "name", ""),
    ],
)
def test_bad_values_name_the_slot(vocab, game, slot, value):
    with pytest.raises(VocabularyError, match=re.escape(repr(slot))):
        vocab.check_value(game, slot, value)


def test_check_claim_normalises_and_names_claim(vocab):
    c = Claim(id="x-c1", game="queens-audience", slot="antechamber.fill", value=["waste", "stock"],  # type: ignore[arg-type]
              asserted_by="wp-en-queens-audience", status="stated")
    assert vocab.check_claim(c).value == ("waste", "stock")
    bad = Claim(id="x-c2", game="queens-audience", slot="deck.packs", value="one",
                asserted_by="wp-en-queens-audience", status="stated")
    with pytest.raises(VocabularyError, match=r"claim 'x-c2'.*'deck.packs'"):
        vocab.check_claim(bad)


def test_format_value_in_both_languages(vocab):
    assert vocab.format_value("queens-audience", "antechamber.fill", ("waste", "stock")) == "waste, stock"
    assert vocab.format_value("queens-audience", "antechamber.fill", ("waste", "stock"), "ru") == "отбой, колода"
    assert vocab.format_value("queens-audience", "antechamber.access", "all", "ru") == "все карты"
    assert vocab.format_value("royal-cotillion", "deck.removed", ()) == "none"


def test_malformed_vocabulary_names_file_and_slot(tmp_path):
    data = {"version": 1, "roles": {}, "slot": [{"id": "deck.packs", "kind": "executable", "type": "int", "en": "packs"}]}
    with pytest.raises(VocabularyError, match=r"vocab.toml.*'deck.packs'.*ru"):
        parse_vocabulary(data, tmp_path / "vocab.toml")
    data["slot"][0].update(ru="колоды", type="integer")
    with pytest.raises(VocabularyError, match="unknown type 'integer'"):
        parse_vocabulary(data, tmp_path / "vocab.toml")
