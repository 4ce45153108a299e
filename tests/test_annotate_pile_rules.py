"""What may be done with a pile: building denied (a pronoun or "there" for the pile named earlier
in the sentence, a pile in the dative, two piles joined as one goal), the player's wish as the
time of a fill, "whatever card" of the row below.  Every text here is our own wording (none is a
line of a development or held-out set); the negatives pin precision."""

from __future__ import annotations

import pytest

from tests import annotated


def _last(text: str, lang: str, game: str) -> set[tuple[str, object]]:
    return annotated.claims_on_line(text, lang, game, f"line-{len(text.splitlines())}")


# (lang, game, text, claim): building denied on a pile named before in the sentence, by a pronoun
# («на них», "upon them") or a place adverb («там»)
BUILD_DENIED_BY_PRONOUN = [
    ("en", "odd-and-even", "Lay nine cards face up in three rows of three; they form the reserve.\n"
     "Any card of the reserve may be played at any time, though nothing is ever to be put upon them.", ("reserve.build", "none")),
    ("en", "contradance", "Every reserve card is free to play, but you may not build on them.", ("reserve.build", "none")),
    ("ru", "odd-and-even", "Девять карт кладут квадратом, это резерв.\n"
     "Любую карту резерва можно брать в игру, а класть на них ничего нельзя.", ("reserve.build", "none")),
    ("ru-petr1708", "contradance", "Всякую карту резерва можно взять въ игру, но накладывать на нихъ ничего не дозволяется.",
     ("reserve.build", "none")),
    ("ru-mt", "queens-audience", "Все шестнадцать карт прихожей доступны, и никакое строительство не имеет места там.",
     ("antechamber.build", "none")),
    ("ru-mt", "queens-audience", "Карты прихожей можно играть в любое время, но никакое здание там не имеет места.",
     ("antechamber.build", "none")),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), BUILD_DENIED_BY_PRONOUN)
def test_building_denied_on_a_pronoun_is_denied_on_the_pile_named_before(lang, game, text, claim):
    assert claim in _last(text, lang, game)


# (lang, game, text, claims): two piles joined as one goal of a denied build; a Russian dative
BUILD_DENIED_ON_BOTH = [
    ("en", "royal-cotillion", "Nothing is ever to be laid upon the lords or the ladies."),
    ("en", "gavotte", "Nothing may be placed on the ladies and the lords."),
    ("ru", "gavotte", "Ни лордам, ни дамам карт не подкладывают."),
    ("ru", "royal-cotillion", "Лордам и дамам ничего не подкладывают: их карты идут только на основания."),
    ("ru-petr1708", "royal-cotillion", "Ни лордамъ, ни дамамъ картъ не подкладываютъ."),
]


@pytest.mark.parametrize(("lang", "game", "text"), BUILD_DENIED_ON_BOTH)
def test_building_denied_on_two_joined_piles_is_denied_on_each(lang, game, text):
    got = _last(text, lang, game)
    assert {("lords.build", "none"), ("ladies.build", "none")} <= got


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "contradance", "Any card of the reserve may be played, and you may build on them in suit."),
    ("ru", "contradance", "Любую карту резерва можно брать, и на них можно класть карты той же масти."),
    ("ru", "gavotte", "Карты лордам подкладывают из отбоя."),
    ("ru-mt", "queens-audience", "Все шестнадцать карт прихожей доступны там."),
])
def test_a_pronoun_or_dative_without_denied_building_denies_nothing(lang, game, text):
    assert not {k for k, v in _last(text, lang, game) if k.endswith(".build") and v == "none"}


# (lang, game, text): a fill made when the player wishes («когда ему угодно», "whenever he wishes")
WHEN_WISHED = [
    ("ru-petr1708", "parterre", "Опустѣвшій рядъ партера играющій заполняетъ, когда ему угодно, картою изъ букета."),
    ("ru", "parterre", "Пустой ряд партера игрок заполняет, когда захочет, картой из букета."),
    ("ru", "parterre", "Освободившийся ряд партера можно занять картой из букета, когда вам вздумается."),
    ("en", "parterre", "An empty row of the garden may be filled with a card from the bouquet whenever the player wishes."),
]


@pytest.mark.parametrize(("lang", "game", "text"), WHEN_WISHED)
def test_a_fill_when_the_player_wishes_is_made_when_the_player_chooses(lang, game, text):
    assert ("garden.fill.timing", "player-chooses") in _last(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru", "parterre", "Пустой ряд партера сразу заполняют картой из букета, когда он опустеет."),
    ("en", "parterre", "When a row of the garden is empty, fill it at once from the bouquet."),
])
def test_a_fill_when_a_gap_opens_is_no_choice_of_time(lang, game, text):
    assert ("garden.fill.timing", "player-chooses") not in _last(text, lang, game)


# (lang, text, group): «какой угодно картой» of the row below is any of its cards
WHATEVER_CARD = [
    ("ru-petr1708", "Опустѣвшее мѣсто въ Тайномъ совѣтѣ тотчасъ замѣщаютъ какою угодно картою изъ ряда, лежащаго ниже.", "privy-council"),
    ("ru", "Пустое место в Тайном совете сразу занимают какой угодно картой из ряда ниже.", "privy-council"),
    ("ru", "Место, освободившееся в Палате лордов, сразу закрывают какою угодно картой Палаты общин.", "house-of-lords"),
]


@pytest.mark.parametrize(("lang", "text", "group"), WHATEVER_CARD)
def test_whatever_card_of_the_row_below_is_any_of_its_cards(lang, text, group):
    assert (f"{group}.fill", ("row-below:any-card",)) in _last(text, lang, "british-constitution")


def test_a_card_of_the_row_below_without_a_choice_is_the_row_below():
    got = _last("Пустое место в Тайном совете сразу занимают картой из ряда ниже.", "ru", "british-constitution")
    assert ("privy-council.fill", ("row-below",)) in got


# (lang, text): moving whole piles denied («целыми стопками не перекладывают», "not moved as a
# block") is one card a move, said of the tableau group in focus; not "nothing is built"
_COUNCIL_RU = "В Тайном совете карты кладут по убыванию.\n"
_COUNCIL_EN = "In the Privy Council cards are built down in alternate colours.\n"
WHOLE_DENIED = [
    ("ru-petr1708", "Въ Тайномъ совѣтѣ карты кладутъ по нисходящей.\n"
     "Переходитъ всякій разъ одна карта, а цѣлыми стопками перекладывать не позволено."),
    ("ru", _COUNCIL_RU + "Целыми стопками карты не перекладывают."),
    ("ru", _COUNCIL_RU + "Перекладывать карты целыми пачками нельзя."),
    ("en", _COUNCIL_EN + "No sequence may be moved as a unit."),
    ("en", _COUNCIL_EN + "Single cards only: you may not move a run of cards as a whole."),
]


@pytest.mark.parametrize(("lang", "text"), WHOLE_DENIED)
def test_moving_whole_piles_denied_is_one_card_a_move(lang, text):
    got = _last(text, lang, "british-constitution")
    assert ("privy-council.move-unit", "one-card") in got
    assert ("privy-council.build", "none") not in got


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", _COUNCIL_RU + "Целыми стопками карты можно перекладывать."),
    ("en", _COUNCIL_EN + "A sequence may be moved as a unit."),
    ("ru", "Карты идут на основания только парами, одна карта Армии с одной картой Флота."),
])
def test_moving_whole_piles_allowed_or_pairs_to_the_foundations_is_no_move_unit(lang, text):
    game = "indian-empress" if "Армии" in text else "british-constitution"
    assert not {k for k, _ in _last(text, lang, game) if k.endswith(".move-unit")}
