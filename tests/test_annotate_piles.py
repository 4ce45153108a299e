"""The layout groups, their building, access and filling, the stock and the waste, read by their
grammar in all four kinds of text (English, modern Russian, pre-reform Russian and literal
machine translation).

The sentences are our own, written for these tests (none is taken from a held-out set); each
group has negatives that pin precision."""

from __future__ import annotations

import pytest

from tests import annotated


_FIRST_ROW = {
    "en": "Build down in alternate colours on the first row. ",
    "ru": "На первом ряду кладут карты по убыванию, чередуя цвета. ",
    "ru-petr1708": "Въ первомъ ряду карты кладутъ въ нисходящемъ порядкѣ, чередуя цвѣта. ",
    "ru-mt": "Стройте вниз на первом ряду в чередующихся цветах. ",
}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Building is not permitted on the other three rows."),
    ("ru", "На прочих рядах строить нельзя."),
    ("ru", "На трёх остальных рядах строить не разрешается."),
    ("ru-petr1708", "На остальныхъ трехъ рядахъ строить не дозволяется."),
    ("ru-mt", "Никакая застройка не разрешена на трех других рядах."),
    ("ru-mt", "Никакое строительство не позволено на других трех рядах."),
])
def test_building_denied_on_the_other_rows(lang, text):
    claims = annotated.claims(_FIRST_ROW[lang] + text, lang, "british-constitution")
    assert {("house-of-lords.build", "none"), ("house-of-commons.build", "none"), ("people.build", "none")} <= claims


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Building is permitted on the other three rows."),
    ("ru", "Карты из прочих рядов на него класть нельзя."),
    ("ru-mt", "Строительство позволено на других трех рядах."),
])
def test_building_allowed_or_a_source_refused_is_no_denial(lang, text):
    claims = annotated.claims(_FIRST_ROW[lang] + text, lang, "british-constitution")
    assert not {c for c in claims if c[1] == "none"}


_BOTH_SIDES = {("lords.size", 16), ("lords.shape", "4x4"), ("lords.count", 16),
               ("ladies.size", 16), ("ladies.shape", "4x4"), ("ladies.count", 4)}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Lay out two batches of sixteen cards, each in four rows of four."),
    ("en", "The dealer makes two lots of sixteen, each in four rows of four."),
    ("en", "Deal sixteen cards in four rows of four, and beside them as many again in the same way."),
    ("ru", "Разложите два набора по шестнадцать карт, каждый в четыре ряда по четыре."),
    ("ru", "Разложите шестнадцать карт в четыре ряда по четыре, а рядом ещё столько же так же."),
    ("ru-petr1708", "Кладутъ шестнадцать картъ въ четыре ряда, по четыре въ каждомъ, и возлѣ еще столько же."),
    ("ru-mt", "Раздайте шестнадцать карт в четырех рядах из четырех, и рядом с ними еще столько же."),
])
def test_two_lots_laid_out_alike_are_both_sides(lang, text):
    assert _BOTH_SIDES <= annotated.claims(text, lang, "gavotte")


@pytest.mark.parametrize(("lang", "text", "game"), [
    ("en", "Deal sixteen cards in four rows of four.", "gavotte"),
    ("en", "Shuffle two packs of fifty-two cards together.", "gavotte"),
    ("en", "Deal sixteen cards in four rows of four, and beside them as many again.", "parterre"),
    ("ru", "Возьмите два комплекта по 52 карты.", "gavotte"),
    ("en", "Take two sets of fifty-two cards.", "gavotte"),
])
def test_one_lot_or_packs_lay_out_no_two_sides(lang, text, game):
    assert not {c for c in annotated.claims(text, lang, game) if c[0].startswith(("lords.", "ladies."))}


def test_as_many_again_is_no_redeal():
    claims = annotated.claims("Deal sixteen cards in four rows of four, and beside them as many again.",
                              "en", "gavotte")
    assert not {c for c in claims if c[0] == "stock.redeals"}


@pytest.mark.parametrize(("lang", "text", "game"), [
    ("en", "Turn the stock one card at a time onto the waste at any convenient moment.", "parterre"),
    ("en", "You may deal from the stock at any point you like.", "parterre"),
    ("ru", "Колоду открывайте по одной карте в отбой в любой удобный момент.", "royal-cotillion"),
    ("ru-petr1708", "Колоду сдаютъ по одной картѣ въ отбой во всякую минуту.", "parterre"),
    ("ru-mt", "Поверните запас одна карта за раз на кучу отходов в любой удобный момент.", "parterre"),
])
def test_the_stock_dealt_at_any_moment(lang, text, game):
    assert ("stock.deal.timing", "any-time") in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "An empty garden pile may be filled at any moment with a card from the bouquet."),
    ("ru-petr1708", "Опустѣвшую кучку сада можно во всякую минуту занять картою букета."),
])
def test_a_gap_filled_at_any_moment_is_the_players_choice(lang, text):
    assert ("garden.fill.timing", "player-chooses") in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Turn the stock one card at a time onto the waste."),
    ("en", "The top card of the waste is available at any moment."),
    ("ru", "Колоду открывают по одной карте в отбой, когда ходов больше нет."),
])
def test_no_moment_of_the_players_said_is_no_deal_at_any_time(lang, text):
    assert ("stock.deal.timing", "any-time") not in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("lang", "text", "game"), [
    ("en", "The top card of the waste is always at your disposal.", "queens-audience"),
    ("en", "The top card of the waste is at all times at your disposal.", "queens-audience"),
    ("en", "Only the top card may be taken from the waste.", "queens-audience"),
    ("ru", "Верхняя карта отбоя всегда в распоряжении игрока.", "queens-audience"),
    ("ru", "Брать из талонов можно только верхние карты.", "indian-empress"),
    ("ru-petr1708", "Верхняя карта талона во всякое время въ распоряженіи играющаго.", "queens-audience"),
    ("ru-petr1708", "Верхняя карта талона всегда въ моемъ распоряженіи.", "queens-audience"),
    ("ru-mt", "Только верхняя карта может быть взята от кучи отходов.", "queens-audience"),
])
def test_the_top_of_the_waste_at_the_players_disposal_or_only_taken(lang, text, game):
    claims = annotated.claims(text, lang, game)
    assert ("waste.access", "top") in claims and ("waste.access", "all") not in claims


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Take the top card from the waste and fill the gap with it."),
    ("ru", "Пустое место сразу занимают верхней картой из отбоя."),
])
def test_the_top_of_the_waste_that_fills_is_no_access(lang, text):
    assert ("waste.access", "top") not in annotated.claims(text, lang, "queens-audience")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "A gap in the lords' side is filled at once from the waste or, in the absence of a waste, from the stock."),
    ("en", "A gap in the lords' side is filled at once from the waste, failing that from the stock."),
    ("ru", "Пустое место на стороне лордов сразу занимают картой из отбоя, а за неимением отбоя — картой из колоды."),
    ("ru-petr1708", "Ежели у лордовъ опростается мѣсто, его тотчасъ занимаютъ картою изъ талона, при неимѣніи же "
                    "талона — изъ колоды."),
    ("ru-mt", "Промежуток на Стороне Лордов заполняется немедленно от кучи отходов, или от запаса в отсутствие кучи "
              "отходов."),
])
def test_a_second_source_used_in_the_absence_of_the_first(lang, text):
    assert ("lords.fill.priority", "in-order") in annotated.claims(text, lang, "gavotte")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "A gap in the lords' side may be filled from the waste or from the stock, as the player prefers."),
    ("en", "A gap in the lords' side is filled at once from the waste or the stock."),
])
def test_sources_without_a_condition_are_no_order(lang, text):
    assert ("lords.fill.priority", "in-order") not in annotated.claims(text, lang, "gavotte")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "A gap in the People is filled from the stock, and that is the only road by which a stock card ever "
           "gets into the game."),
    ("en", "A gap in the People is filled from the stock; there is no other route by which stock cards reach the "
           "game."),
    ("ru", "Пустое место в Народе закрывают картой из колоды, и это единственная дорога, по которой карта колоды "
           "попадает в игру."),
    ("ru-petr1708", "Пустое мѣсто въ четвертомъ ряду закрываютъ картою изъ колоды; иного пути въ игру карты колоды "
                    "не имѣютъ."),
    ("ru-mt", "Щель в Людях заполнена от запаса, и это - единственная дорога, которой карта запаса входит в игру."),
])
def test_the_gaps_the_only_road_of_the_stock_into_play(lang, text):
    assert ("stock.deal", "into-gaps-only") in annotated.claims(text, lang, "british-constitution")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Deal the stock one card at a time; the only way to win is to get every card onto the foundations."),
    ("en", "The stock is dealt through once only, and there is no gathering up the waste to begin again."),
])
def test_an_only_way_of_something_else_is_no_gaps_only(lang, text):
    assert ("stock.deal", "into-gaps-only") not in annotated.claims(text, lang, "british-constitution")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Only one pass through the pack is allowed."),
    ("ru", "Разрешён только один проход по колоде."),
    ("ru-petr1708", "Колоды во второй разъ не перекладываютъ."),
    ("ru-petr1708", "Второй разъ колоды я не перекладываю: такъ ужъ положено."),
])
def test_no_second_time_through_the_stock(lang, text):
    claims = annotated.claims(text, lang, "queens-audience")
    assert ("stock.redeals", 0) in claims and not {c for c in claims if c[0] == "deck.packs"}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Deal twelve cards for the ladies' side in four vertical rows of three."),
    ("ru", "Слева разложите двенадцать карт дамской стороны в четыре вертикальных ряда по три карты."),
    ("ru-petr1708", "Дамскую сторону сдаютъ четырьмя отвѣсными рядами по три карты."),
    ("ru-mt", "Раздайте двенадцать карт Стороны Дам в четырех вертикальных рядах из трех."),
])
def test_vertical_rows_are_columns(lang, text):
    claims = annotated.claims(text, lang, "royal-cotillion")
    assert ("ladies.shape", "3x4") in claims and ("ladies.shape", "4x3") not in claims


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Deal twelve cards for the ladies' side in four rows of three."),
    ("ru", "Разложите двенадцать карт дамской стороны в четыре ряда по три карты."),
])
def test_rows_not_said_upright_stay_rows(lang, text):
    assert ("ladies.shape", "4x3") in annotated.claims(text, lang, "royal-cotillion")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Справа разложите 16 карт стороны лордов квадратом 4 × 4."),
    ("ru", "Справа разложите 16 карт стороны лордов квадратом 4 х 4."),
    ("en", "Deal sixteen cards for the lords' side in a 4 × 4 square."),
])
def test_a_grid_written_apart_is_its_shape(lang, text):
    assert ("lords.shape", "4x4") in annotated.claims(text, lang, "royal-cotillion")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "In the garden cards are built in descending order, and the suit is not taken into account."),
    ("ru", "В саду карту кладут на другую, на единицу старше, и масть не важна."),
    ("ru-petr1708", "Въ партерѣ карты кладутъ въ нисходящемъ порядкѣ, при чемъ масть въ разсчетъ не принимается."),
])
def test_down_with_the_suit_left_out_of_account(lang, text):
    assert ("garden.build", "down-any-suit") in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "В саду карту кладут на другую, на единицу младше, в масть."),
    ("ru-petr1708", "Въ партерѣ карты кладутъ въ нисходящемъ порядкѣ и въ масть, но не на тузы."),
])
def test_a_suit_kept_or_another_negation_is_no_any_suit(lang, text):
    assert ("garden.build", "down-any-suit") not in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "The talon consists of two packs, one red and one black."),
    ("ru", "Талон состоит из двух колод: красной и чёрной."),
    ("ru-petr1708", "Талонъ составляется изъ двухъ пачекъ, красной и черной."),
    ("ru-mt", "Талон сделан из двух пакетов, одного красного и одного черного."),
])
def test_a_waste_made_of_two_packs_of_a_colour_each(lang, text):
    claims = annotated.claims(text, lang, "indian-empress")
    assert {("waste.count", 2), ("waste.split", "by-colour")} <= claims
    assert not {c for c in claims if c[0] == "deck.packs"}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Shuffle two packs of 52 cards together; the rest of the cards form the talon."),
    ("ru", "Для игры нужен талон из остатка двух колод."),
])
def test_packs_not_counted_as_the_wastes_stay_packs(lang, text):
    assert ("deck.packs", 2) in annotated.claims(text, lang, "indian-empress")


@pytest.mark.parametrize(("lang", "text", "game"), [
    ("ru", "Любую карту армии можно положить на любую карту флота, и потом эти две карты уже не разлучаются.",
     "indian-empress"),
    ("en", "Any Army card may be laid on any Navy card, and those two cards then stay together.", "indian-empress"),
])
def test_cards_counted_before_are_no_groups_size(lang, text, game):
    assert not {c for c in annotated.claims(text, lang, game) if c[0].endswith(".size")}


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Deal sixteen more cards. These sixteen cards are your bouquet."),
    ("ru", "Оставшиеся шестнадцать карт раздают отдельно. Эти шестнадцать карт составляют букет."),
])
def test_a_lot_dealt_then_named_with_these_keeps_its_size(lang, text):
    assert ("bouquet.size", 16) in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Hold the other sixteen cards in your hand as the bouquet. The card you put on the garden can come from "
           "another garden pile or out of your hand."),
    ("en", "The card you put on the garden can come from another garden pile or straight from the bouquet."),
    ("ru", "Карту на сад кладут с другой кучки сада или прямо из букета."),
])
def test_a_second_source_said_out_of_or_straight_from(lang, text):
    assert ("garden.build.from", ("garden", "bouquet")) in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "claim"), [
    ("Now suppose a card leaves the Council: that hole must be stopped at once, and you may take any card you please "
     "from the House of Lords to stop it.", ("privy-council.fill.timing", "immediate")),
    ("A gap in the Privy Council must be stopped at once with any card from the House of Lords.",
     ("privy-council.fill", ("row-below:any-card",))),
    ("A hole in the Lords is stopped from the Commons.", ("house-of-lords.fill", ("row-below",))),
])
def test_a_hole_stopped_is_filled(text, claim):
    assert claim in annotated.claims(text, "en", "british-constitution")


def test_a_card_taken_to_stop_a_hole_is_no_access():
    claims = annotated.claims("Now suppose a card leaves the Council: that hole must be stopped at once, and you may take any "
                              "card you please from the House of Lords to stop it.", "en", "british-constitution")
    assert ("house-of-lords.access", "all") not in claims


@pytest.mark.parametrize("text", [
    "The game is stopped at once when the stock runs out.",
    "Play stops when no card can be moved.",
])
def test_play_stopped_is_no_fill(text):
    assert not {c for c in annotated.claims(text, "en", "parterre") if ".fill" in c[0]}
