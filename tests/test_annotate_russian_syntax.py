"""Russian rule syntax read as grammar (modern, pre-reform and machine-translation Russian): the
end stated as a state, a fill's second source said with «а пока … нет», when the stock is dealt
said by a clause of the player's convenience or an app's tap.

The sentences are our own, written for these tests (none is taken from a held-out set); each
stands after a neutral first line, as in a text."""

from __future__ import annotations

import pytest

from tests import annotated

# the neutral first line each sentence stands after, as in a text
_LEAD = "Играют так.\n"


@pytest.mark.parametrize(("text", "lang"), [
    ("Готовность: все 104 карты лежат на основаниях.", "ru"),
    ("Когда все карты лягут на основания.", "ru"),
    ("Конец игры: все сто четыре карты собраны на основаниях.", "ru"),
    ("Когда всѣ карты, кромѣ Императрицы и ея гвардіи, лягутъ на основанія.", "ru-petr1708"),
    ("Пасьянсъ конченъ, коль скоро всѣ девяносто шесть картъ окажутся на основаніяхъ.", "ru-petr1708"),
    ("Игра закончена, когда все 52 карты находятся на основах.", "ru-mt"),
])
def test_all_cards_lying_on_the_foundations_is_the_win(text, lang):
    assert ("end.win", "all-to-foundations") in annotated.claims(_LEAD + text, lang, "gavotte")


@pytest.mark.parametrize("text", [
    "Все карты, лежащие на основаниях, из игры выходят.",  # a participle names cards
    "Все карты этой масти лежат на основаниях.",  # the cards of something
    "Все карты лежат в колоде.",  # not the foundations
    "Все четыре туза лежат на основаниях.",  # ranks, not all the cards
    "Все карты не лежат на основаниях.",
])
def test_cards_on_the_foundations_that_are_not_all_the_cards_are_no_win(text):
    assert not {s for s, _ in annotated.claims(_LEAD + text, "ru", "gavotte")} & {"end.win"}


@pytest.mark.parametrize(("text", "game", "lang", "group"), [
    ("Если ушла карта лордов, сразу положите на её место верхнюю карту отбоя, а пока отбоя ещё нет, карту из колоды.",
     "gavotte", "ru", "lords"),
    ("Когда уходит карта лордов, кладите на её место карту из отбоя, а пока отбой пуст, берите карту из колоды.",
     "gavotte", "ru", "lords"),
    ("Мѣсто, опустѣвшее въ прихожей, тотчасъ занимаютъ верхнею картою талона, а покуда талона нѣтъ, — картою изъ колоды.",
     "queens-audience", "ru-petr1708", "antechamber"),
    ("Если пространство в прихожей опустеет, положите в него верхнюю карту кучи отходов, а пока кучи отходов нет, карту из запаса.",
     "queens-audience", "ru-mt", "antechamber"),
    ("Освободилось место в резерве — тут же закрываем его верхней картой из сброса, а если сброса ещё нет, берём карту из колоды.",
     "odd-and-even", "ru", "reserve"),
])
def test_the_stock_while_there_is_no_waste_is_the_second_source_in_order(text, game, lang, group):
    claims = annotated.claims(_LEAD + text, lang, game)
    assert (f"{group}.fill", ("waste", "stock")) in claims
    assert (f"{group}.fill.priority", "in-order") in claims
    assert (f"{group}.fill.timing", "immediate") in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Колоду открывайте по одной карте в отбой, когда вам удобно; играет только верхняя карта отбоя.", "ru"),
    ("Колоду можно сдавать по одной карте в отбой, когда удобнее игроку.", "ru"),
    ("Вы можете нажать запас в любое время, даже когда ходы остаются.", "ru-mt"),
    ("Коснитесь запаса, когда вам нравится, чтобы перевернуть одну карту на кучу отходов.", "ru-mt"),
])
def test_the_stock_dealt_when_it_suits_the_player_or_tapped_at_any_time(text, lang):
    assert ("stock.deal.timing", "any-time") in annotated.claims(_LEAD + text, lang, "gavotte")


def test_a_tapped_card_is_no_deal():
    assert not {s for s, _ in annotated.claims(_LEAD + "Нажмите на карту, чтобы сыграть её.", "ru-mt", "gavotte")} & {
        "stock.deal.timing", "stock.deal"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Основания строят по масти вверх двумя ступенями.", "ru"),
    ("На основаниях карты идут вверх по масти, по два ранга за ход.", "ru"),
    ("Основания растут в масти на две ступени.", "ru"),
    ("Есть 8 основ, и они строятся вверх в масти на два, оборачиваясь от Короля к Тузу.", "ru-mt"),
    ("На основанія кладутъ карты въ масть черезъ одну, вверхъ.", "ru-petr1708"),
])
def test_a_step_of_two_ranks_said_in_words(text, lang):
    assert ("foundation.step", 2) in annotated.claims(_LEAD + text, lang, "royal-cotillion")


@pytest.mark.parametrize("text", [
    "Карты делят на два ряда, и основания строятся вверх по масти.",
    "Разделите колоду на две, и перетасуйте.",
])
def test_two_rows_or_two_halves_are_no_step(text):
    assert not {s for s, _ in annotated.claims(_LEAD + text, "ru-mt", "royal-cotillion")} & {"foundation.step"}


@pytest.mark.parametrize(("text", "game", "lang"), [
    ("Въ Тайномъ совѣтѣ карты кладутъ одна на другую въ нисходящемъ порядкѣ, перемѣняя цвѣтъ.",
     "british-constitution", "ru-petr1708"),
    ("На сад карты кладут по убыванию, всякий раз меняя цвет.", "parterre", "ru"),
])
def test_building_down_changing_the_colour_is_alternate_colours(text, game, lang):
    assert any(slot.endswith(".build") and value == "down-alternate-colour"
               for slot, value in annotated.claims(_LEAD + text, lang, game))


def test_building_down_keeping_the_colour_is_no_alternation():
    assert ("garden.build", "down-alternate-colour") not in annotated.claims(
        _LEAD + "На сад кладут карты по убыванию, не меняя цвета.", "ru", "parterre")


def test_one_card_at_a_time_holds_for_a_group_known_only_by_where_its_cards_come_from():
    text = ("Въ Тайномъ совѣтѣ карты кладутъ одна на другую въ нисходящемъ порядкѣ, перемѣняя цвѣтъ. "
            "Переносятъ всегда по одной картѣ, и по нѣскольку картъ разомъ перекладывать не дозволяется.")
    assert ("privy-council.move-unit", "one-card") in annotated.claims(_LEAD + text, "ru-petr1708", "british-constitution")


@pytest.mark.parametrize(("text", "lang"), [
    ("Ни на армию, ни на флот ничего не кладут: их карты идут только на основания.", "ru"),
    ("Ни на армію, ни на флотъ картъ не кладутъ, и идутъ онѣ только на основанія.", "ru-petr1708"),
])
def test_building_denied_over_a_list_with_neither_nor(text, lang):
    claims = annotated.claims(_LEAD + text, lang, "indian-empress")
    assert ("army.build", "none") in claims and ("navy.build", "none") in claims


_ACES_LAID = {"ru": "Восемь тузов выкладывают в ряд: это основания.\n",
              "ru-petr1708": "Восемь тузовъ выкладываютъ въ рядъ: это основанія.\n"}


@pytest.mark.parametrize(("text", "lang"), [
    ("На каждый тузъ кладутъ карты одной съ нимъ масти по старшинству, начиная съ двойки и кончая валетомъ.",
     "ru-petr1708"),
    ("На тузы кладут карты той же масти по порядку, начиная с двойки и заканчивая валетом.", "ru"),
])
def test_a_sequence_said_by_its_ends_from_the_rank_after_the_base(text, lang):
    claims = annotated.claims(_LEAD + _ACES_LAID[lang] + text, lang, "british-constitution")
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J",)) in claims
    assert ("foundation.suit", "same-suit") in claims


def test_a_start_rank_not_next_to_the_base_says_no_sequence():
    text = _ACES_LAID["ru"] + "На тузы кладут карты его масти, начиная с пятёрки и кончая девяткой."
    assert not {s for s, _ in annotated.claims(_LEAD + text, "ru", "british-constitution")} & {"foundation.sequence"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Когда больше ничего не может быть сделано, запас раздается по одной карте за раз на кучу отходов.", "ru-mt"),
    ("Когда больше ничего нельзя сделать, колоду сдают по одной карте в отбой.", "ru"),
    ("Колоду открывают по одной карте в отбой, если сыграть уже нечего.", "ru"),
])
def test_the_stock_dealt_when_nothing_more_can_be_done(text, lang):
    assert ("stock.deal.timing", "standstill") in annotated.claims(_LEAD + text, lang, "queens-audience")


@pytest.mark.parametrize(("text", "lang"), [
    ("Колода проходитъ лишь единожды.", "ru-petr1708"),
    ("Колоду разрешается пройти только единожды.", "ru"),
])
def test_the_stock_gone_through_but_once_has_no_redeal(text, lang):
    assert ("stock.redeals", 0) in annotated.claims(_LEAD + text, lang, "gavotte")


@pytest.mark.parametrize(("text", "game", "lang", "group"), [
    ("Карты резерва доступны, но класть на них ничего нельзя.", "odd-and-even", "ru", "reserve"),
    ("Карты резерва доступны все — только класть на них ничего нельзя.", "odd-and-even", "ru", "reserve"),
    ("Карты арміи всѣ открыты, но класть на нихъ ничего не дозволяется.", "indian-empress", "ru-petr1708", "army"),
    ("Никакая постройка не разрешена в прихожей; ее карты доступны только для того, чтобы играть к основаниям.",
     "queens-audience", "ru-mt", "antechamber"),
])
def test_nothing_put_on_a_group_or_on_its_cards_named_by_a_pronoun(text, game, lang, group):
    assert (f"{group}.build", "none") in annotated.claims(_LEAD + text, lang, game)


@pytest.mark.parametrize("text", [
    "На резерв нельзя класть ничего, кроме королей.",
    "На резерв кладут только королей, больше ничего не кладут.",
    "Карты резерва можно брать, а на них кладут карты той же масти.",
])
def test_a_group_built_on_with_a_condition_is_not_denied_building(text):
    assert ("reserve.build", "none") not in annotated.claims(_LEAD + text, "ru", "odd-and-even")


@pytest.mark.parametrize(("text", "lang"), [
    ("Никакая постройка не разрешена в прихожей; ее карты доступны только для того, чтобы играть к основаниям.", "ru-mt"),
    ("На прихожую ничего не кладут; её карты идут только на основания.", "ru"),
])
def test_its_cards_going_only_to_the_foundations_feed_them(text, lang):
    assert ("foundation.fed-from", ("antechamber",)) in annotated.claims(_LEAD + text, lang, "queens-audience")


@pytest.mark.parametrize(("text", "lang"), [
    ("Оснований получится восемь: по одному на масть от каждого выбранного достоинства.\n"
     "Заранее их из колоды не достают, а выкладывают по мере того, как нужные карты освобождаются.", "ru"),
    ("Основаній будетъ восемь.\nИхъ не вынимаютъ изъ колоды заранѣе, а кладутъ по мѣрѣ того, какъ нужныя карты освобождаются.",
     "ru-petr1708"),
])
def test_a_pronoun_for_the_foundations_of_the_sentence_before_takes_the_bases_timing(text, lang):
    assert ("foundation.base.timing", "as-available") in annotated.claims(_LEAD + text, lang, "gavotte")


@pytest.mark.parametrize("text", [
    "Основания строят вверх по масти.\nИх карты заранее знать нельзя.",
    "Основания строят вверх по масти.\nИх карты заранее не выкладывают.",
])
def test_their_cards_are_not_the_bases(text):
    assert not {s for s, _ in annotated.claims(_LEAD + text, "ru", "gavotte")} & {"foundation.base.timing"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Нам понадобится одна колода, самая обычная, на пятьдесят две карты.", "ru"),
    ("Возьмите колоду на 52 карты.", "ru"),
    ("Берется колода на пятьдесят двѣ карты.", "ru-petr1708"),
])
def test_a_pack_for_n_cards_is_its_size(text, lang):
    assert ("deck.pack-size", 52) in annotated.claims(_LEAD + text, lang, "gavotte")


@pytest.mark.parametrize(("text", "lang"), [
    ("Играет только верхняя карта отбоя.", "ru"),
    ("Колоду открывайте по одной карте в отбой, когда вам удобно; играет только верхняя карта отбоя.", "ru"),
    ("Играетъ лишь верхняя карта талона.", "ru-petr1708"),
])
def test_only_the_top_card_of_the_waste_plays(text, lang):
    assert ("waste.access", "top") in annotated.claims(_LEAD + text, lang, "gavotte")


def test_the_top_card_of_the_waste_played_somewhere_says_no_access():
    assert not {s for s, _ in annotated.claims(_LEAD + "Играет верхняя карта отбоя на основание.",
                                               "ru", "gavotte")} & {"waste.access"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Возьми двѣ колоды, непремѣнно полныя, о пятидесяти двухъ картахъ каждая, и хорошенько ихъ перетасуй.", "ru-petr1708"),
    ("Возьмите две колоды, обязательно полные, по 52 карты в каждой.", "ru"),
])
def test_a_pack_size_after_an_adverb_and_adjective_set_off_by_commas(text, lang):
    claims = annotated.claims(_LEAD + text, lang, "odd-and-even")
    assert ("deck.packs", 2) in claims and ("deck.pack-size", 52) in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Опустевшую кучку партера занимают любой свободной картой из букета или из сада, какую сами выберете.", "ru"),
    ("Опустѣвшую кучку партера можно занять любою свободною картою изъ букета или изъ партера, смотря по желанію "
     "играющаго.", "ru-petr1708"),
])
def test_a_fill_from_two_sources_as_the_player_wishes(text, lang):
    assert ("garden.fill.priority", "player-chooses") in annotated.claims(_LEAD + text, lang, "parterre")


@pytest.mark.parametrize(("text", "lang", "count"), [
    ("Оснований, стало быть, восемь.", "ru", 8),
    ("Таких оснований за партию набирается четыре, по одному на каждую масть.", "ru", 4),
    ("Основаній, такимъ образомъ, восемь.", "ru-petr1708", 8),
])
def test_the_foundations_counted_by_a_number_that_closes_the_clause(text, lang, count):
    assert ("foundation.count", count) in annotated.claims(_LEAD + text, lang, "royal-cotillion")


def test_a_number_said_of_the_foundations_ranks_is_no_count():
    text = "Начальные достоинства оснований: любые два, их называет игрок (скажем, восьмёрки и девятки)."
    assert not {s for s, _ in annotated.claims(_LEAD + text, "ru", "gavotte")} & {"foundation.count"}
