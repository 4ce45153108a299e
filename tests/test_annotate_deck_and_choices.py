"""Deck lines and set-up choices (rules/deck.py, cards.py, setup_choice.py, layout.py's groups
by rows, stock.py's wastes and gaps-only).  Every sentence is our own wording (none is taken
from a development or held-out set); the negatives pin what must stay silent."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "text", "removed"), [
    ("en", "Seven red Jacks, four hearts and three diamonds, go back into their carton.", ("4xJH", "3xJD")),
    ("en", "Six black Kings, three spades and three clubs, are put back in the box.", ("3xKS", "3xKC")),
    ("en", "Discard the five red Queens, two of hearts and three of diamonds.", ("2xQH", "3xQD")),
    ("en", "The Kings of hearts (all four) and two Kings of clubs are discarded.", ("4xKH", "2xKC")),
    ("ru-mt", "Валеты бубен (все четыре) и два из Валетов Клубов отложены в сторону.", ("4xJD", "2xJC")),
    ("ru", "Дамы червей, все четыре, и три трефовые дамы откладываются в сторону.", ("4xQH", "3xQC")),
])
def test_removed_cards_counted_suit_by_suit(lang, text, removed):
    assert ("deck.removed", removed) in annotated.claims(text, lang, "indian-empress")


@pytest.mark.parametrize(("lang", "text", "removed"), [
    ("ru-petr1708", "Изъ колоды изгоняются всѣ валеты.", ("J*",)),
    ("ru", "Сначала выгоняешь из колод всех тузов — они не нужны.", ("A*",)),
    ("ru-petr1708", "Прежде сдачи изгоняютъ изъ обѣихъ колодъ всѣхъ двоекъ и всѣхъ троекъ.", ("2*", "3*")),
])
def test_expelling_verbs_remove_cards(lang, text, removed):
    assert ("deck.removed", removed) in annotated.claims(text, lang, "british-constitution")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Короли убираешь наверх, как только они выйдут, по одному каждой масти."),
    ("ru", "Двойки убирают вверх, в отдельный ряд, когда они появятся."),
    ("en", "The Aces are taken up above the layout as they turn up."),
    ("en", "Put the Aces back in the box when the game is over, not before."),
])
def test_cards_moved_up_are_not_removed(lang, text):
    assert not any(slot == "deck.removed" for slot, _ in annotated.claims(text, lang, "besieged-city"))


@pytest.mark.parametrize(("lang", "text", "decor"), [
    ("en", "Set one Queen of hearts in the middle for the Empress, with the eight black Jacks as her guard.",
     ("1xQH:empress", "8xJB:guard")),
    ("en", "Lay one Queen of diamonds on the table for the Empress; it is never played.", ("1xQD:empress",)),
])
def test_a_card_further_from_its_role_in_one_clause(lang, text, decor):
    assert ("deck.decorative", decor) in annotated.claims(text, lang, "indian-empress")


def test_a_card_across_a_comma_from_its_role_is_no_decoration():
    found = annotated.claims("In the centre lies one Queen of diamonds, standing there for the Empress.",
                             "en", "indian-empress")
    assert not any(slot == "deck.decorative" for slot, _ in found)


@pytest.mark.parametrize(("lang", "text", "army", "navy"), [
    ("en", "Deal four rows of twelve cards, black cards only in the first two rows, which form the Navy, "
           "and red cards only in the last two, which form the Army.", "R", "B"),
    ("en", "Lay out forty-eight cards in four rows of twelve: red cards only in the upper two rows, called the Army, "
           "and black cards only in the lower two, called the Navy.", "R", "B"),
    ("en", "Forty-eight cards go in four rows of twelve, so that the top two rows (the Army) hold red cards only "
           "and the bottom two rows (the Navy) black cards only.", "R", "B"),
    ("ru-mt", "Раздайте четыре строки по двенадцать карт. Нижние две строки являются ВМС и принимают только черные "
              "карты; верхние две строки являются Армией и принимают только красные карты.", "R", "B"),
])
def test_each_colour_belongs_to_the_group_its_own_clause_names(lang, text, army, navy):
    found = annotated.claims(text, lang, "indian-empress")
    assert ("army.cards", (f"*{army}",)) in found and ("navy.cards", (f"*{navy}",)) in found
    assert ("army.cards", (f"*{navy}",)) not in found and ("navy.cards", (f"*{army}",)) not in found


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "An unplayable card goes face up on a heap of its own colour, so there is a red talon and a black talon."),
    ("en", "Keep a black waste and a red waste beside the stock."),
])
def test_a_red_and_a_black_waste_are_two_wastes_by_colour(lang, text):
    found = annotated.claims(text, lang, "indian-empress")
    assert ("waste.count", 2) in found and ("waste.split", "by-colour") in found


def test_one_waste_of_a_colour_is_not_two():
    found = annotated.claims("Unplayable red cards go to the red talon.", "en", "indian-empress")
    assert ("waste.count", 2) not in found


@pytest.mark.parametrize(("lang", "text"), [
    ("ru-petr1708", "Пустыя мѣста нижняго ряда тотчасъ замѣщаются изъ колоды, и другимъ путемъ карты колоды въ игру не идутъ."),
    ("ru", "Пустые места в нижнем ряду сразу заполняются из колоды; другим путём карты колоды в игру не попадают."),
    ("en", "Vacancies in the People are filled from the stock at once; the stock comes into play in no other way."),
])
def test_the_stock_enters_play_no_other_way_than_into_the_gaps_filled(lang, text):
    assert ("stock.deal", "into-gaps-only") in annotated.claims(text, lang, "british-constitution")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Места Народа заполняют из колоды, и больше ничем колода не служит."),
    ("ru", "Пустые места заполняются из колоды, иначе их не заполнить."),
])
def test_filling_from_the_stock_alone_is_not_gaps_only(lang, text):
    assert ("stock.deal", "into-gaps-only") not in annotated.claims(text, lang, "british-constitution")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru-mt", "Раздайте две партии по 16 карт. Посмотрев на обе партии, вы выбираете, какая из них станет Лордами."),
    ("ru", "Разложи две группы по шестнадцать карт. Глядя на обе группы, ты решаешь, какая из них будет лордами."),
    ("en", "Deal two groups of sixteen cards. Having looked at both groups, you choose which group becomes the Lords."),
])
def test_choosing_the_lords_after_both_lots_are_named(lang, text):
    assert ("setup.choice", ("lords-group",)) in annotated.claims(text, lang, "gavotte")
