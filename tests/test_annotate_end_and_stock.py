"""End of game, redeals and deal timing (rules/end.py, rules/stock.py, the goal heading in
corpus/annotate/__init__.py).  Every sentence is our own wording (none is taken from a
development or held-out set): English, modern Russian, machine-translation Russian and
pre-reform Russian; the negatives pin what must stay silent."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "parterre", "Should you find yourself stuck after the stock runs out, the game counts as a loss."),
    ("en", "gavotte", "Once the pack is finished and you are blocked, you have lost."),
    ("ru", "gavotte", "Кончилась колода, а класть больше некуда — партия проиграна."),
    ("ru", "royal-cotillion", "Если ты застрял, а колода пуста, пасьянс проигран."),
    ("ru", "parterre", "Делать нечего, колода пуста — значит, ты проиграл."),
    ("ru-petr1708", "parterre", "Коль скоро ходовъ болѣе нѣтъ, пасьянсъ почитается не вышедшимъ."),
    ("ru-mt", "gavotte", "Если вы застряли и сток пуст, игра потеряна."),
])
def test_no_move_left_is_a_loss_in_every_language(lang, game, text):
    assert ("end.loss", "blocked") in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "gavotte", "You have lost nothing if you deal the stock slowly."),
    ("ru", "gavotte", "Не проиграл тот, кто не сдался."),
    ("ru", "gavotte", "Сдавайте колоду, когда захотите, и не бойтесь проиграть."),
])
def test_no_loss_without_a_blocked_game(lang, game, text):
    assert ("end.loss", "blocked") not in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "With the People row full and cards still in the stock, you are stuck: the game is over."),
    ("ru", "Если в Народе нет ни одного пустого места, а в колоде ещё есть карты, пасьянс проигран."),
    ("ru-petr1708", "Буде Народъ занятъ весь, безъ единаго пустого мѣста, а колода не кончилась, пасьянсъ проигранъ."),
    ("ru-mt", "Если у Народа нет вакансий, а в запасе есть карты, вы застряли и игра потеряна."),
])
def test_a_full_bottom_row_is_that_loss_not_a_blocked_game(lang, text):
    found = annotated.claims(text, lang, "british-constitution")
    assert ("end.loss", "bottom-row-full") in found and ("end.loss", "blocked") not in found


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "indian-empress", "You have won once every card, except the Empress and her guard, is resting on the foundations."),
    ("en", "indian-empress", "You win when every card except the decorative ones is lying on the foundations."),
    ("ru", "besieged-city", "Ушли все сто четыре карты на основания — победа."),
    ("ru", "besieged-city", "Лягут все карты на основания — значит, пасьянс сошёлся."),
])
def test_every_card_home_wins_with_an_exception_or_the_verb_first(lang, game, text):
    assert ("end.win", "all-to-foundations") in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru-petr1708", "odd-and-even", "Сколько картъ ляжетъ на каждый тузъ, когда пасьянсъ выйдетъ?"),
    ("en", "parterre", "How many cards end on each foundation when the game is won?"),
    ("ru", "besieged-city", "Лягут все карты этой масти на основания — ходи дальше."),
])
def test_a_question_or_some_cards_state_no_win(lang, game, text):
    assert not any(s == "end.win" for s, _ in annotated.claims(text, lang, game))


@pytest.mark.parametrize(("lang", "game", "text", "value"), [
    ("ru-mt", "queens-audience", "Аудитория\nПростой пасьянс.\nОбъект игры\nПереместить все карты в зал.", "all-to-chamber"),
    ("en", "parterre", "Parterre\nA patience.\nGoal\nTo build all the cards onto the foundations.", "all-to-foundations"),
    ("ru", "parterre", "Партер\nПасьянс.\nЦель\nПереложить все карты на основания.", "all-to-foundations"),
])
def test_the_line_under_a_goal_heading_says_what_wins(lang, game, text, value):
    assert ("end.win", value) in annotated.claims(text, lang, game)


def test_a_goal_heading_lends_nothing_to_a_line_without_all_cards():
    found = annotated.claims("Parterre\nA patience.\nGoal\nDeal six piles of six.", "en", "parterre")
    assert not any(s.startswith("end.") for s, _ in found)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "odd-and-even", "If during the second deal nothing will go, the patience has failed."),
    ("en", "gavotte", "After the second round no card can be played, and the game is lost."),
    ("ru", "odd-and-even", "Если и после второй раздачи класть некуда, пасьянс проигран."),
    ("ru-petr1708", "odd-and-even", "Буде при второй сдачѣ ходовъ нѣтъ, пасьянсъ не вышелъ."),
])
def test_a_deal_named_as_the_time_of_a_loss_is_no_redeal_rule(lang, game, text):
    found = annotated.claims(text, lang, game)
    assert not any(s == "stock.redeals" for s, _ in found)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru", "gavotte", "Только один, второго круга не бывает."),
    ("ru", "queens-audience", "Колода идёт один раз: нового захода нет."),
    ("ru-petr1708", "gavotte", "Втораго круга не полагается."),
    ("en", "gavotte", "Just the one; there is no second round."),
])
def test_no_second_round_is_no_redeal(lang, game, text):
    found = annotated.claims(text, lang, game)
    assert ("stock.redeals", 0) in found and ("layout.chamber", "circle") not in found


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru", "queens-audience", "Дедушка снова спросил, как этот пасьянс раскладывается?"),
    ("ru", "gavotte", "Мы опять сели вечером, и Оля показала, как раскладывают гавот."),
])
def test_again_of_another_verb_is_no_redeal(lang, game, text):
    assert not any(s == "stock.redeals" for s, _ in annotated.claims(text, lang, game))


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("ru", "royal-cotillion", "Колоду открываешь в отбой по одной, когда тебе захочется."),
    ("ru", "parterre", "Колоду сдают по одной карте в отбой, когда захотят."),
    ("ru-mt", "gavotte", "Переверните запас по одной карте к отходам, когда бы вы ни пожелали, даже если есть ходы."),
    ("en", "gavotte", "Turn the stock one card at a time onto the waste whenever you please."),
])
def test_dealing_when_the_player_wishes_is_any_time(lang, game, text):
    found = annotated.claims(text, lang, game)
    assert ("stock.deal.timing", "any-time") in found and ("stock.deal.timing", "standstill") not in found


def test_a_concessive_ni_is_no_negation():
    found = annotated.claims("Колоду сдают по одной в отбой, только когда ходов больше нет.", "ru", "parterre")
    assert ("stock.deal.timing", "standstill") in found
    found = annotated.claims("Колоду сдают по одной в отбой, когда бы ни захотелось, хоть и ходы есть.", "ru", "parterre")
    assert ("stock.deal.timing", "standstill") not in found
