"""Cards: numbering, names in English and Russian, exact round trips."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.cards import (ACE, CLUBS, DIAMONDS, HEARTS, JACK, KING, QUEEN, SPADES, card,
                         card_name, is_red, pack_of, parse_card, parse_rank, rank, suit)
from rules.errors import NotationError, VariorumError

STYLES = [("en", "symbol"), ("en", "ascii"), ("en", "long"), ("ru", "symbol"), ("ru", "short"),
          ("ru", "long")]


def test_numbering_is_pack_suit_rank():
    assert card(ACE, CLUBS) == 0
    assert card(KING, SPADES) == 51
    assert card(ACE, CLUBS, pack=1) == 52
    assert card(QUEEN, HEARTS, pack=3) == 3 * 52 + 2 * 13 + 11
    c = card(JACK, DIAMONDS, pack=2)
    assert (rank(c), suit(c), pack_of(c), is_red(c)) == (JACK, DIAMONDS, 2, True)


@pytest.mark.parametrize("text,expected", [
    ("QH", (QUEEN, HEARTS)), ("qh", (QUEEN, HEARTS)), ("10♠", (10, SPADES)),
    ("TS", (10, SPADES)), ("Q♥", (QUEEN, HEARTS)), ("♥Q", (QUEEN, HEARTS)),
    ("AS", (ACE, SPADES)), ("1c", (ACE, CLUBS)), ("Queen of Hearts", (QUEEN, HEARTS)),
    ("jack of clubs", (JACK, CLUBS)), ("knave of diamonds", (JACK, DIAMONDS)),
    ("дама червей", (QUEEN, HEARTS)), ("туз пик", (ACE, SPADES)),
    ("валет треф", (JACK, CLUBS)), ("король бубен", (KING, DIAMONDS)),
    ("десятка червей", (10, HEARTS)), ("четвёрка пик", (4, SPADES)),
    ("четверка пик", (4, SPADES)), ("Дч", (QUEEN, HEARTS)), ("Тп", (ACE, SPADES)),
    ("Тт", (ACE, CLUBS)), ("Вб", (JACK, DIAMONDS)), ("Кт", (KING, CLUBS)),
    ("10ч", (10, HEARTS)), ("Д♥", (QUEEN, HEARTS)), (" 7 ♦ ", (7, DIAMONDS)),
])
def test_parse_card(text, expected):
    assert parse_card(text) == card(*expected)


@pytest.mark.parametrize("bad", ["", "ZZ", "11H", "QX", "queen", "дама", "Q♥♥", "0S"])
def test_bad_card_quotes_input(bad):
    with pytest.raises(NotationError) as exc:
        parse_card(bad)
    assert repr(bad) in str(exc.value)
    assert isinstance(exc.value, VariorumError)


def test_printing_examples():
    qh = card(QUEEN, HEARTS)
    assert [card_name(qh, lang, style) for lang, style in STYLES] == [
        "Q♥", "QH", "Queen of Hearts", "Д♥", "Дч", "дама червей"]
    assert card_name(card(10, SPADES)) == "10♠"
    assert card_name(card(ACE, SPADES), "ru", "long") == "туз пик"


@given(st.integers(0, 4 * 52 - 1), st.sampled_from(STYLES))
def test_round_trip_every_style(c, style):
    lang, sty = style
    assert parse_card(card_name(c, lang, sty), pack=pack_of(c)) == c


def test_all_names_distinct():
    for lang, style in STYLES:
        names = {card_name(c, lang, style) for c in range(52)}
        assert len(names) == 52


def test_parse_rank():
    assert [parse_rank(x) for x in ("A", "10", "T", "J", "Q", "K", "дама", "Т")] == [
        1, 10, 10, 11, 12, 13, 12, 1]
    with pytest.raises(NotationError, match="'X'"):
        parse_rank("X")
