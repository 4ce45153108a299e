"""Indian Empress (ru-24-patiences): the lost rules I-III reconstructed from Cadogan, the Army and
Navy of one colour each, the talon in two packets by colour, red-black pairs each onto its own
foundation — resolution, spec, golden playthrough, move counts, random playouts, the terminal
player and `rules explain` in both languages."""

from __future__ import annotations

import io

import pytest

from comparer.explain import explain_text
from corpus.claims import load_claims
from comparer.specs import spec_for
from rules.engine.state import new_game
from comparer.terminal import Session, run
from rules.resolve.resolution import resolve
from rules.engine.spec import CardPattern
from test_rulesets_in_play import (DATA, SEED, compare, conform, greedy_line, movecounts_text,
                              playthrough_text)

NAME = "indian-empress/ru-24-patiences"


class Empress:
    """The ruleset resolved and compiled under each reading."""

    def __init__(self):
        self.claims = load_claims()

    def resolved(self, reading=None):
        return resolve(NAME, self.claims, reading)

    def spec(self, reading=None):
        return spec_for(NAME, reading)


@pytest.fixture(scope="module")
def empress():
    return Empress()


def test_the_page_states_what_survives_and_the_lost_rules_are_reconstructed(empress):
    res = empress.resolved()
    assert res.ruleset.grade == "reconstructed"
    stated = {s for s, r in res.slots.items() if r.origin == "stated"}
    assert {"waste.split", "waste.count", "foundation.base", "foundation.base.timing",
            "foundation.sequence", "deck.removed", "deck.decorative", "pair.moves",
            "army.size", "navy.size", "army.fill", "navy.fill", "stock.redeals",
            "army.cards", "navy.cards"} <= stated
    assert res.value("army.cards") == ("*R",) and res.value("navy.cards") == ("*B",)
    assert res.value("foundation.sequence") == ("A-2-3-4-5-6-7-8-9-10-J-K",
                                                "K-Q-10-9-8-7-6-5-4-3-2-A")
    # rule I's pairs, and the paired cards played together (play7-s2's second half)
    assert {c.id for c in res["pair.moves"].claims} >= {"r24-empress-c20", "r24-empress-c38"}
    assert res["army.build"].claim.corrects == ("r24-empress-play7-s2-ocr1",)  # «Флота»
    reconstructed = {s for s, r in res.slots.items()
                     if r.origin == "editorial" and "reconstructed" in r.claim.note.lower()}
    assert {"deck.packs", "foundation.suit", "army.fill.priority",
            "navy.fill.priority", "foundation.fed-from"} <= reconstructed
    # the pairing move (issue 9): stated by the page, play7-s2, play8-s1, play9-s1
    assert res.value("army.build") == "paired" and res.value("navy.build") == "paired"
    assert res["army.build"].origin == "stated" and res.value("army.build.from") == ("navy",)
    assert {c.id for c in res["army.build"].claims} >= {"r24-empress-c21", "r24-empress-c25"}
    assert "rule V" in res["foundation.suit"].claim.note
    for slot in reconstructed:
        assert "восстановлено" in res[slot].claim.note_ru.lower(), slot
    assert res.value("follows") == "cadogan-1874" and res["follows"].claim.cert == "low"


def test_the_spec(empress):
    spec = empress.spec()
    assert spec.deck.packs == 4
    assert {(p.ranks, p.suits) for p in spec.deck.removed} == {((11,), (1, 2)), ((12,), (0, 3))}
    assert spec.group("army").cards == CardPattern(suits=(1, 2))
    assert spec.group("navy").cards == CardPattern(suits=(0, 3))
    assert spec.group("waste").piles == 2 and spec.stock.split == "colour"
    # the foundations are reached only in pairs; Army and Navy cards go on each other (pairing)
    assert {(t.src, t.dst) for t in spec.transfers} == {("army", "navy"), ("navy", "army")}
    for name in ("army", "navy"):
        g = spec.group(name)
        assert (g.build.direction, g.build.suit, g.build.max_cards, g.lock_at) == (
            "any", "alternate-colour", 2, 2)
    (pair,) = spec.pairs
    assert (pair.together, pair.to, pair.to_second, pair.sources) == (
        False, "foundations-king", "foundations-ace", ("army", "navy"))
    assert spec.group("foundations-ace").build.sequence == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13)
    assert spec.group("foundations-king").build.sequence == (13, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    assert spec.stock.when == "any-time" and empress.spec("deal-after-pairs").stock.when == "standstill"


def test_the_first_pair_is_a_black_two_and_a_red_queen(empress):
    spec = empress.spec()
    for seed in range(40):
        st = new_game(spec, seed)
        pairs = [m for m in st.legal_moves() if m.kind == "pair"]
        for m in pairs:
            a = st.piles[st.t.name_to_pile[m.src]][-1]
            b = st.piles[st.t.name_to_pile[m.dst]][-1]
            assert {a % 13 + 1, b % 13 + 1} == {2, 12}


@pytest.mark.parametrize("reading", [None, "deal-after-pairs"])
def test_golden_playthrough_and_move_counts(empress, reading):
    label = NAME + (f"+{reading}" if reading else "")
    stem = "indian-empress-ru-24-patiences" + (f"__{reading}" if reading else "")
    spec = empress.spec(reading)
    compare(DATA / f"{stem}.playthrough.txt", playthrough_text(spec, label))
    compare(DATA / f"{stem}.movecounts.json", movecounts_text(spec, label))


@pytest.mark.parametrize("reading", [None, "deal-after-pairs"])
def test_random_playouts_conform(empress, reading):
    conform(empress.spec(reading), seeds=4, steps=400)


def test_a_game_is_played_to_the_end_at_the_terminal(empress):
    spec = empress.spec()
    line, final = greedy_line(spec, SEED)
    session = Session(spec, SEED, NAME, None, resolver=spec_for)
    out = io.StringIO()
    run(session, io.StringIO("".join(m + "\n" for m in line) + "quit\n"), out)
    text = out.getvalue()
    assert session.state.key() == final.key()  # type: ignore[attr-defined]
    assert "refused" not in text and ("Won!" in text or "No move left" in text)
    assert "army" in text and "navy" in text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_explain_in_both_languages(empress, lang):
    res = empress.resolved()
    text = explain_text(res, empress.claims, lang)
    words = {"en": ("stated", "editorial", "Reconstructed"),
             "ru": ("заявлено", "редакторское решение", "Восстановлено")}[lang]
    assert all(w in text for w in words)
    assert "Талонъ состоитъ изъ двухъ пачекъ" in text  # the page's own words
