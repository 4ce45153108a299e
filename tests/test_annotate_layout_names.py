"""Cards laid out and then named (own_names.py, rules/layout.py): a name the text gives the cards a
sentence lays out goes to the one group it can be, even when two groups are not named yet: the
side of the name's class of people (a Russian animate noun's gender: «гувернантки», «пажи»), or
the group named after no people beside a side; and a layout waiting for its group is taken up by
"That block is …".  Every sentence is our own wording (none is taken from a set); the negatives
pin what must stay unbound."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claims"), [
    # a feminine animate name, named after the layout by «пусть это будут»
    ("ru-petr1708", "royal-cotillion",
     "Сначала раздаютъ двѣнадцать картъ въ четыре столбца по три; пусть это будутъ гувернантки.\n"
     "У гувернантокъ играетъ только нижняя карта.",
     {("ladies.size", 12), ("ladies.shape", "3x4"), ("ladies.count", 4), ("ladies.access", "bottom")}),
    # a masculine animate name, given by «назовите их» after the layout
    ("ru", "royal-cotillion",
     "Справа кладут шестнадцать карт, четыре ряда по четыре, и назовите их пажами.\n"
     "Из пажей можно брать любую карту.",
     {("lords.size", 16), ("lords.shape", "4x4"), ("lords.access", "all")}),
    # both sides named in turn, the lords first
    ("ru", "gavotte",
     "Сначала кладут шестнадцать карт квадратом четыре на четыре, это будут рыцари.\n"
     "Рядом кладут ещё шестнадцать карт тем же квадратом; пусть это будут принцессы.\n"
     "Из принцесс можно брать любую карту.",
     {("lords.size", 16), ("ladies.access", "all")}),
    # English: a name of no class beside a side named after people: the other group
    ("en", "odd-and-even",
     "Twelve cards are dealt face up in four rows of three, and these twelve are called the Sentries.\n"
     "Any of the Sentries may be played.",
     {("reserve.size", 12), ("reserve.shape", "4x3"), ("reserve.count", 12), ("reserve.access", "all")}),
    ("en", "odd-and-even",
     "Lay out sixteen cards in four lines of four; we call them the porters.\nNothing is built on the porters.",
     {("reserve.size", 16), ("reserve.build", "none")}),
    # «называют их X» after «лицом вверх … по три карты»: the pronoun stands for the cards, not «лицо»
    ("ru-petr1708", "odd-and-even",
     "Сперва сдаютъ двѣнадцать картъ лицомъ вверхъ, въ четыре ряда по три карты, и называютъ ихъ запасомъ.",
     {("reserve.size", 12), ("reserve.shape", "4x3")}),
    # a layout waiting for its group: "That block is …", «Этот квадрат — …»
    ("en", "besieged-city",
     "SAM: You begin by dealing nine cards face up in a small square: three rows, three cards in each row.\n"
     "JO: That square is your reserve.",
     {("reserve.size", 9), ("reserve.shape", "3x3")}),
    ("en", "odd-and-even",
     "You begin by dealing sixteen cards in a block, four rows of four.\nThis block is your reserve.",
     {("reserve.size", 16), ("reserve.shape", "4x4")}),
])
def test_cards_laid_out_then_named_are_that_group(lang, game, text, claims):
    assert claims <= annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    # a name of no class between two sides named after people: no guess
    ("en", "royal-cotillion", "Deal sixteen cards in four rows of four and call them the Sentries."),
    # an inanimate name has no class, whatever its gender («крепость»)
    ("ru", "royal-cotillion", "Сначала кладут двенадцать карт в три ряда по четыре и называют их крепостью."),
    # a name of the men's class when the men's side is named already
    ("ru", "royal-cotillion", "Справа кладут шестнадцать карт — это сторона лордов.\n"
                              "Слева кладут двенадцать карт в три ряда по четыре и называют их пажами."),
])
def test_a_name_no_group_fits_is_not_bound(lang, game, text):
    assert annotated.own_names(text, lang, game) == {}


def test_a_face_up_noun_is_no_name():
    text = "Сперва сдают двенадцать карт лицом вверх, в четыре ряда по три карты, и называют их запасом."
    assert ("лицо",) not in annotated.own_names(text, "ru", "odd-and-even")


def test_a_demonstrative_before_no_lot_takes_no_layout():
    text = "You begin by dealing sixteen cards in four rows of four.\nThat rule is the reserve rule."
    assert not any(slot.startswith("reserve.") for slot, _ in annotated.claims(text, "en", "odd-and-even"))
