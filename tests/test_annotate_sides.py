"""Definitions bound to the right group and sides named by their owners (own_names.py,
labels.py).  Every sentence is our own wording (none is taken from a development or held-out
set): English, modern Russian, machine-translation Russian and pre-reform Russian; the negatives
pin what names no side."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "royal-cotillion", "Any card of the men's half may be played.", ("lords.access", "all")),
    ("en", "gavotte", "A gap on the gentlemen's side is filled at once from the waste.", ("lords.fill.timing", "immediate")),
    ("en", "royal-cotillion", "On the women's wing only the bottom card of each column is free.",
     ("ladies.access", "bottom")),
    ("ru", "royal-cotillion", "Из мужской половины можно брать любую карту.", ("lords.access", "all")),
    ("ru", "gavotte", "Пустое место на женской половине не заполняют никогда.", ("ladies.fill", ("never",))),
    ("ru-mt", "royal-cotillion", "Любая карта Стороны Господ доступна.", ("lords.access", "all")),
    ("ru-mt", "gavotte", "На половине мужчин все карты доступны для игры.", ("lords.access", "all")),
    ("ru-petr1708", "royal-cotillion", "Съ половины кавалерской можно брать любую карту.", ("lords.access", "all")),
    ("ru-petr1708", "gavotte", "Направо кладутъ шестнадцать картъ въ четыре ряда по четыре, и это половина мужская.",
     ("lords.size", 16)),
])
def test_a_side_named_by_its_owners_names_that_side(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "slot"), [
    ("en", "british-constitution", "Any card of the men's half may be played.", "house-of-lords.access"),
    ("ru", "royal-cotillion", "Мужская карта, король, ложится на даму.", "lords.access"),
    ("ru", "parterre", "Из мужской половины можно брать любую карту.", "garden.access"),
    ("en", "royal-cotillion", "Half the men in the club play it; any card may be played.", "lords.access"),
])
def test_owners_without_a_side_noun_or_a_side_of_theirs_name_no_side(lang, game, text, slot):
    assert not any(s == slot for s, _ in annotated.claims(text, lang, game))


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    # a group only mentioned before (in the game's other name) is not yet laid out
    ("en", "parterre", "This game, also called the Flower Garden, needs one pack.\n"
     "Deal six piles of six cards each, overlapping; these are the beds.\nOnly the top card of each bed is free.",
     ("garden.access", "top")),
    ("ru", "parterre", "Этот пасьянс, известный ещё как Цветочный Сад, раскладывают одной колодой.\n"
     "Разложите шесть кучек по шесть карт внахлёст; это делянки.\nСвободна только верхняя карта каждой делянки.",
     ("garden.access", "top")),
    ("ru-mt", "parterre", "Le Parterre, также известный как Цветочный Сад, использует одну колоду.\n"
     "Раздайте шесть куч по шесть карт каждая; это цветочные делянки.\nТолько верхняя карта каждой делянки доступна.",
     ("garden.access", "top")),
    ("ru-petr1708", "parterre", "Пасьянсъ сей, называемый также Садомъ, раскладываютъ одною колодою.\n"
     "Сдаютъ шесть кучекъ по шести картъ; это цвѣточныя делянки.\nНа делянкахъ карты кладутъ одну на другую "
     "въ нисходящемъ порядкѣ, не глядя на масть.", ("garden.build", "down-any-suit")),
])
def test_a_name_given_to_this_goes_to_the_group_the_clause_lays_out(lang, game, text, claim):
    found = annotated.claims(text, lang, game)
    assert claim in found and not any(s.startswith("bouquet.") for s, _ in found)


def test_a_head_noun_of_a_name_stands_alone_unless_two_names_share_it():
    names = annotated.own_names("Разложите шесть кучек по шесть карт; это цветочные делянки.", "ru", "parterre")
    assert names.get(("делянка",)) == "garden"
    names = annotated.own_names("Двенадцать карт слева — это левое крыло, или «красные скамьи».\n"
                                "Шестнадцать карт квадратом четыре на четыре — это правое крыло, или «синие скамьи».",
                                "ru", "royal-cotillion")
    assert ("скамья",) not in names and ("крыло",) not in names


@pytest.mark.parametrize(("lang", "game", "text", "claims"), [
    ("en", "indian-empress", "A gap in either force is filled at once from the talon.",
     {("army.fill.timing", "immediate"), ("navy.fill.timing", "immediate")}),
    ("en", "royal-cotillion", "Cards from both halves can only go up to the foundations.",
     {("foundation.fed-from", ("ladies", "lords"))}),
    ("en", "gavotte", "Deal both blocks alike, sixteen cards each in four rows of four.",
     {("ladies.size", 16), ("lords.size", 16), ("ladies.shape", "4x4"), ("lords.shape", "4x4")}),
    ("ru", "gavotte", "С обеих сторон карты идут только на основания.", {("foundation.fed-from", ("ladies", "lords"))}),
    ("ru", "gavotte", "Ни на лордов, ни на дам ничего не кладут.", {("lords.build", "none"), ("ladies.build", "none")}),
    ("ru", "gavotte", "Разложите две порции по шестнадцать карт, каждую квадратом четыре на четыре.",
     {("ladies.size", 16), ("lords.size", 16)}),
    ("ru-mt", "royal-cotillion", "Карты обоих блоков могут быть сыграны только к основаниям.",
     {("foundation.fed-from", ("ladies", "lords"))}),
    ("ru-mt", "gavotte", "Никакая карта не может быть помещена ни на Лордов, ни на Дам.",
     {("lords.build", "none"), ("ladies.build", "none")}),
    ("ru-petr1708", "royal-cotillion", "Изъ обоихъ крыльевъ карты идутъ только на основанія.",
     {("foundation.fed-from", ("ladies", "lords"))}),
    ("ru-petr1708", "indian-empress", "Пустое мѣсто въ обоихъ войскахъ тотчасъ занимаютъ картою изъ талона.",
     {("army.fill.timing", "immediate"), ("navy.fill.timing", "immediate")}),
])
def test_a_group_noun_said_of_both_groups_names_each(lang, game, text, claims):
    assert claims <= annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "slot"), [
    # "either" of two ranks, not of two groups
    ("en", "royal-cotillion", "Either a King or a Queen may be played there.", "ladies.access"),
    # a pronoun after "both halves" stands for neither one of them
    ("ru", "gavotte", "Посмотрите на обе половины и решите, какая из них будет лордами: из неё можно брать любую карту.",
     "ladies.access"),
    # queens built on are no side
    ("ru", "gavotte", "На дам кладут валетов, а на лордов ничего.", "ladies.build"),
])
def test_collective_words_in_other_senses_name_no_group(lang, game, text, slot):
    assert not any(s == slot for s, _ in annotated.claims(text, lang, game))


def test_two_groups_is_a_count_of_groups_not_their_size():
    found = annotated.claims("Раздайте две группы шестнадцати карт, каждая группа в четырех строках четырех карт.",
                             "ru-mt", "gavotte")
    assert {v for s, v in found if s.endswith(".size")} == {16}


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("ru-mt", "queens-audience", "Когда Плут и Туз одной масти свободны, Плута кладут на Туза, и эта пара образует основание.",
     ("pair.moves", ("J+A:foundation",))),
    ("ru-mt", "queens-audience", "Мошенник и Туз одной масти, когда оба доступны, помещаются вместе, Мошенник на Туз; "
     "эта пара образует основание.", ("pair.moves", ("J+A:foundation",))),
])
def test_a_knave_in_a_machine_translations_everyday_sense_is_a_jack(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("ru-mt", "gavotte", "Пробелы на Дамах никогда не заполняются.", ("ladies.fill", ("never",))),
    ("ru", "royal-cotillion", "Свободное место среди дам тут же заполняют верхней картой отбоя.",
     ("ladies.fill.timing", "immediate")),
    ("ru", "gavotte", "Дам можно разложить двояко: столбики внахлёст, и тогда свободна верхняя карта каждого, "
     "или ровной сеткой, и тогда свободна нижняя.", ("ladies.access", "bottom")),
    ("ru-petr1708", "gavotte", "Дамъ позволяется раздвинуть столбцами, и тогда въ игрѣ верхняя карта столбца; "
     "если же оставить ихъ рядами, въ игрѣ нижняя.", ("ladies.access", "top")),
])
def test_the_owners_where_a_place_is_or_laid_out_name_their_side(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru", "gavotte", "На дам кладут валетов."),
    ("ru", "gavotte", "Дам кладут на королей в каждом ряду."),
])
def test_queens_built_on_or_built_are_no_side(lang, game, text):
    assert not any(s.startswith("ladies.") for s, _ in annotated.claims(text, lang, game))


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "gavotte", "Every card of the gentlemen may be played.", ("lords.access", "all")),
    ("en", "royal-cotillion", "A gap among the women is never filled.", ("ladies.fill", ("never",))),
    ("ru", "royal-cotillion", "Любую карту господ можно брать в игру.", ("lords.access", "all")),
    ("ru", "gavotte", "Место среди мужчин сразу заполняют верхней картой отбоя.", ("lords.fill.timing", "immediate")),
])
def test_the_owners_alone_after_a_preposition_or_a_card_name_their_side(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "gavotte", "The gentlemen who play it deal sixteen cards in four rows of four."),
    ("en", "parterre", "Every card of the gentlemen may be played."),
    # a place beside the foundations, not both sides
    ("en", "royal-cotillion", "Deal twelve cards on either side of the foundations, in three rows of four."),
    ("ru", "royal-cotillion", "По обе стороны от оснований кладут по двенадцать карт тремя рядами по четыре."),
])
def test_owners_as_people_and_either_side_of_a_pile_name_no_side(lang, game, text):
    assert not any(s.split(".")[0] in ("lords", "ladies", "garden", "bouquet")
                   for s, _ in annotated.claims(text, lang, game))


@pytest.mark.parametrize(("lang", "game", "text", "claims"), [
    ("en", "royal-cotillion", "Nothing may ever be built on the two halves.", {("ladies.build", "none"), ("lords.build", "none")}),
    ("ru", "gavotte", "На двух половинах карты друг на друга не кладут.", {("ladies.build", "none"), ("lords.build", "none")}),
    # «…, и это X»: a name joined to the clause that lays out the cards
    ("ru", "royal-cotillion", "Слева кладут двенадцать карт в четыре столбика по три — это дамская сторона.\n"
     "Справа кладут шестнадцать карт в четыре ряда по четыре, и это двор.\nИз двора можно брать любую карту.",
     {("lords.size", 16), ("lords.access", "all")}),
    ("ru-petr1708", "royal-cotillion", "Налѣво кладутъ двѣнадцать картъ въ четыре столбика по три: это дамская сторона.\n"
     "Направо кладутъ шестнадцать картъ въ четыре ряда по четыре, и это дворъ.\nИзъ двора можно брать любую карту.",
     {("lords.size", 16), ("lords.access", "all")}),
])
def test_the_two_groups_and_a_name_joined_by_and_this(lang, game, text, claims):
    assert claims <= annotated.claims(text, lang, game)


def test_two_groups_of_a_pile_named_after_them_are_no_sides():
    found = annotated.claims("Игрок выбирает, с какого ранга начинаются две группы оснований.", "ru", "gavotte")
    assert not any(s.startswith(("ladies.", "lords.")) for s, _ in found)


@pytest.mark.parametrize(("lang", "game", "text", "claims"), [
    ("en", "royal-cotillion", "Any card of the male side may be played.", {("lords.access", "all")}),
    ("en", "gavotte", "Each side is dealt as sixteen cards in four rows of four.", {("ladies.size", 16), ("lords.size", 16)}),
    ("ru", "gavotte", "Каждую сторону раскладывают квадратом из шестнадцати карт.", {("ladies.size", 16), ("lords.size", 16)}),
])
def test_each_side_and_a_side_named_by_an_adjective_of_its_owners(lang, game, text, claims):
    assert claims <= annotated.claims(text, lang, game)


def test_each_side_of_a_pile_is_a_place_not_the_groups():
    found = annotated.claims("Deal three cards on each side of the Aces.", "en", "royal-cotillion")
    assert not any(s.startswith(("ladies.", "lords.")) for s, _ in found)
