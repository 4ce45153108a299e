"""The Russian annotator reads grammar, not corpus phrases: every case and number of a word,
numbers in words and figures, the words rule books and literal machine translations use for the
game's terms, pronouns, negation and exceptions, pre-reform spelling.

The sentences are our own, written for these tests (none is taken from a held-out set)."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text

from tests import annotated


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Используйте две палубы по 52 карты.", "odd-and-even", ("deck.packs", 2)),
    ("Переверните карты запаса по одной на кучу отходов.", "parterre", ("stock.deal", "one-to-waste")),
    ("Верхняя карта отходов доступна для игры.", "parterre", ("waste.access", "top")),
    ("Сад раскладывают в шесть свай по шесть карт.", "parterre", ("garden.count", 6)),
    ("Открывайте колоду карта за картой в отбой.", "parterre", ("stock.deal", "one-to-waste")),
    ("Верхняя карта каждой кучки сада может быть сыграна.", "parterre", ("garden.access", "top")),
    ("Раздайте 16 карт в квадрат; это прихожая.", "queens-audience", ("antechamber.size", 16)),
    ("Когда король и королева одной масти доступны, поместите их в зал.", "queens-audience",
     ("pair.moves", ("K+Q:chamber",))),
])
def test_rule_book_and_machine_translation_words_name_the_games_terms(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Три упаковки тасуют вместе.", "odd-and-even", ("deck.packs", 3)),
    ("Палуба вращается одна карта за один раз на кучу отходов.", "parterre", ("stock.deal", "one-to-waste")),
    ("Запас обрабатывается одна карта за раз к мусору.", "parterre", ("stock.deal", "one-to-waste")),
    ("Нужна колода, полная, из пятидесяти двух карт.", "parterre", ("deck.pack-size", 52)),
])
def test_literal_translations_and_apposed_words_of_the_pack_and_the_deal(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_one_time_inside_one_card_at_a_time_is_no_redeal():
    claims = annotated.claims("Палуба вращается одна карта за один раз на кучу отходов.", "ru", "parterre")
    assert not {s for s, _ in claims} & {"stock.redeals"}


_ROWS_BY_COLOUR = ("Раздайте четыре ряда по двенадцать карт: верхние два ряда — армия, из красных карт, нижние "
                   "два — флот, из чёрных.")


@pytest.mark.parametrize(("text", "game", "claim"), [
    (_ROWS_BY_COLOUR, "indian-empress", ("army.cards", ("*R",))),
    (_ROWS_BY_COLOUR, "indian-empress", ("navy.cards", ("*B",))),
    (_ROWS_BY_COLOUR + "\nНа основания карты уходят только парой: карта армии вместе с картой флота.",
     "indian-empress", ("pair.moves", ("*R+*B:foundation",))),
    ("Валет и туз одной масти, когда оба свободны, вместе уходят в аудиенцию, и валет ложится на туза.",
     "queens-audience", ("pair.moves", ("J+A:foundation",))),
    ("Валет и туз одной масти, когда оба свободны, вместе уходят в аудиенцию, и валет ложится на туза.",
     "queens-audience", ("foundation.base.timing", "as-available")),
    ("Туз и валет одной масти уходят вместе: валет кладётся на туза, и такая пара служит основанием.",
     "queens-audience", ("pair.moves", ("J+A:foundation",))),
    ("Пасьянс удачно окончен, если все карты лежат на тузах.", "parterre", ("end.win", "all-to-foundations")),
    ("Игра выиграна, когда на основаниях остались одни короли.", "parterre", ("end.win", "all-to-foundations")),
    ("Шесть красных валетов в игру не идут.", "indian-empress", ("deck.removed", ("6xJR",))),
    ("Две бубновые и три червонные дамы откладываются прочь.", "indian-empress",
     ("deck.removed", ("2xQD", "3xQH"))),
    ("Кругом резерва кладут четырнадцать карт; это окопы.", "besieged-city", ("rampart.size", 14)),
])
def test_groups_cards_pairs_and_the_end_said_by_their_grammar(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Лишняя карта уходит в талон своего цвета; талонов, стало быть, два.", "indian-empress",
     ("waste.split", "by-colour")),
    ("Лишняя карта уходит в талон своего цвета; талонов, стало быть, два.", "indian-empress", ("waste.count", 2)),
    ("Брешь в нижнем ряду тут же закрывают картой из колоды; других способов пустить карты колоды в ход нет.",
     "british-constitution", ("stock.deal", "into-gaps-only")),
    ("Остальные шестнадцать карт составляют букет.", "parterre", ("bouquet.count", 16)),
])
def test_the_waste_the_stock_and_a_group_said_without_a_deal_verb(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Раздают два блока по двенадцать карт, в каждом три ряда по четыре.", "gavotte", ("ladies.count", 4)),
    ("Раздают два блока по двенадцать карт, в каждом три ряда по четыре.", "gavotte", ("lords.count", 12)),
    ("Раздают два блока по двенадцать карт, в каждом три ряда по четыре.", "gavotte", ("ladies.shape", "3x4")),
    ("Сдают две группы карт, по шестнадцати в каждой.", "gavotte", ("lords.size", 16)),
    ("Играющий сам назначает, которая из двух групп будет стороной кавалеров.", "gavotte",
     ("setup.choice", ("lords-group",))),
    ("Вокруг заповедника положите четырнадцать карт; это укрепления.", "besieged-city", ("rampart.size", 14)),
    ("Сдайте девять карт в три ряда из трех; это заповедник.", "odd-and-even", ("reserve.size", 9)),
    ("Переверните запас по одной карте на отвал.", "parterre", ("stock.deal", "one-to-waste")),
    ("Запас обращают по одной карте на ненужную кучу.", "parterre", ("stock.deal", "one-to-waste")),
])
def test_blocks_cavaliers_and_literal_translations_name_groups_and_piles(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "value"), [
    ("Никакой повторной сделки.", 0),
    ("Разрешается только один проход через колоду.", 0),
    ("Колода проходится один только раз.", 0),
    ("Колоду раскладывают однажды, без пересдачи.", 0),
    ("Отбой может быть перевернут и сдан еще однажды.", 1),
])
def test_a_second_deal_denied_or_allowed_in_other_words(text, value):
    assert ("stock.redeals", value) in annotated.claims(text, "ru", "parterre")


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Колоды: три, по 52 карты.", "odd-and-even", ("deck.pack-size", 52)),
    ("Нужны две колоды, в каждой по 52 листа.", "odd-and-even", ("deck.pack-size", 52)),
    ("Цель: все карты на основаниях.", "parterre", ("end.win", "all-to-foundations")),
    ("Партия выиграна, когда каждое основание увенчано королём.", "parterre", ("end.win", "all-to-foundations")),
    ("Если ряд Людей полон и запас не пуст, игра проиграна.", "british-constitution",
     ("end.loss", "bottom-row-full")),
    ("Шесть красных валетов удалены из игры.", "indian-empress", ("deck.removed", ("6xJR",))),
    ("Из колод вынимают всех валетов — они нам не понадобятся.", "odd-and-even", ("deck.removed", ("J*",))),
    ("Колоду открывают по одной карте в отбой, в любой момент.", "parterre", ("stock.deal.timing", "any-time")),
])
def test_labels_sheets_goals_and_cards_taken_out_of_play(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_a_negation_of_the_moves_after_a_second_deal_is_no_redeal_denied():
    claims = annotated.claims("Если и после второй сдачи ходов нет, пасьянс не вышел.", "ru", "odd-and-even")
    assert not {s for s, _ in claims} & {"stock.redeals"}


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Тридцать две карты сдаются в четыре ряда из восьми, формируя таблицу.", "british-constitution",
     ("people.size", 8)),
    ("Пустые места в Народе тут же заполняют из колоды, по-другому карты колоды в игру не попадают.",
     "british-constitution", ("stock.deal", "into-gaps-only")),
    ("Проходить колоду заново не разрешается.", "parterre", ("stock.redeals", 0)),
    ("Лишнюю карту кладут в талон того же цвета; талонов, стало быть, два.", "indian-empress",
     ("waste.split", "by-colour")),
    (_ROWS_BY_COLOUR + "\nКарты идут на основания по две разом: красная из армии и чёрная из флота.",
     "indian-empress", ("pair.moves", ("*R+*B:foundation",))),
])
def test_tables_other_ways_colours_and_pairs_said_otherwise(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "slot"), [
    ("В трёх нижних рядах ничего одно на другое не кладут.", "british-constitution", "people.size"),
    ("Пустое место занимают картой из талона того же цвета.", "indian-empress", "waste.split"),
    ("Черные основания растут до короля, не используя дам.", "indian-empress", "deck.removed"),
])
def test_one_on_another_a_fill_from_a_waste_and_a_rank_left_out_claim_nothing_more(text, game, slot):
    assert slot not in {s for s, _ in annotated.claims(text, "ru", game)}


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Достоинство оснований избирает играющий, например шестерки и осьмерки.", "gavotte",
     ("setup.choice", ("foundation-ranks",))),
    ("Лорды: любая из двух групп, на выбор игрока.", "gavotte", ("setup.choice", ("lords-group",))),
    ("Дамские столбцы можно сдвинуть, и тогда играет верхняя карта, а можно оставить как есть, и тогда "
     "играет только нижняя.", "gavotte", ("setup.choice", ("ladies-access",))),
    ("Из колод вынимают всех королей — играть ими не придётся.", "odd-and-even", ("deck.removed", ("K*",))),
    ("Берут три колодъі карт.", "odd-and-even", ("deck.packs", 3)),
    ("Если ходов больше нет, пасьянс не вышел.", "odd-and-even", ("end.loss", "blocked")),
    ("Даму пик кладут в середину — это Императрица, вокруг неё восемь красных валетов, её телохранителей.",
     "indian-empress", ("deck.decorative", ("QS:empress", "8xJR:guard"))),
])
def test_choices_pronouns_of_removed_cards_ocr_and_the_blocked_end(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_cards_given_a_part_that_take_no_part_in_play_are_decorative_not_removed():
    text = "Даму треф кладут в середину — это Императрица; в игре эти карты не участвуют."
    assert "deck.removed" not in {s for s, _ in annotated.claims(text, "ru", "indian-empress")}


def test_cards_laid_around_a_pile_are_not_that_pile():
    assert not {s for s, _ in annotated.claims("Кругом резерва кладут четырнадцать карт; это окопы.",
                                               "ru", "besieged-city")} & {
        "reserve.size", "reserve.count"}


@pytest.mark.parametrize(("text", "value"), [
    ("Колода проходится один раз.", 0),
    ("Колоду можно пройти только один раз.", 0),
    ("Отбой можно перевернуть один раз.", 1),
    ("Отбой можно перевернуть и разложить еще один раз.", 1),
    ("Перераздачи нет.", 0),
])
def test_going_through_the_stock_and_turning_the_waste_count_redeals(text, value):
    assert ("stock.redeals", value) in annotated.claims(text, "ru", "parterre")


@pytest.mark.parametrize(("text", "value"), [
    ("Раскладывают шестнадцать карт, это резерв.", 16),
    ("Резерв состоит из шестнадцати карт.", 16),
    ("Резерв состоит из 16-ти карт.", 16),
    ("В резерв кладут дюжину карт.", 12),
])
def test_numbers_in_words_and_figures_in_any_case(text, value):
    assert ("reserve.size", value) in annotated.claims(text, "ru", "odd-and-even")


def test_a_pronoun_after_a_preposition_stands_for_the_pile_that_agrees_with_it():
    found = annotated.claims("Основания — туз и двойка каждой масти.\nНа них кладут карты той же масти через одну.\n"
                             "Резерв состоит из девяти карт.\nВ нем доступна любая карта.", "ru", "odd-and-even")
    assert {("foundation.base", ("A*", "2*")), ("foundation.suit", "same-suit"), ("foundation.step", 2),
            ("reserve.access", "all")} <= found


def test_any_of_them_counts_cards_and_names_no_pile():
    found = annotated.claims("Все карты на стороне лордов доступны, и если какая-либо из них уходит на основание, ее "
                             "место занимает карта из отбоя.", "ru", "royal-cotillion")
    assert ("lords.access", "all") in found
    assert not any(slot == "lords.build.from" for slot, _ in found)


@pytest.mark.parametrize(("text", "present", "absent"), [
    ("Все карты букета доступны, кроме тех, что лежат под другими.", None, ("bouquet.access", "all")),
    ("Верхняя карта отбоя не доступна для игры в партер.", None, ("waste.access", "top")),
    ("Пустые места партера остаются незаполненными.", ("garden.fill", ("never",)), None),
    ("На карты букета ничего не кладут.", ("bouquet.build", "none"), None),
    ("Освободившиеся места в букете заполняются картами из отбоя, а при отсутствии отбоя — из колоды.",
     ("bouquet.fill.priority", "in-order"), None),
])
def test_negations_and_exceptions_change_what_is_claimed(text, present, absent):
    found = annotated.claims(text, "ru", "parterre")
    assert present is None or present in found
    assert absent is None or absent not in found


def test_rows_dealt_and_then_named_one_group_each_give_each_its_size():
    found = annotated.claims("Раздают четыре ряда по восемь карт: первый ряд — Тайный совет, ниже — Палата лордов, "
                             "Палата общин и Народ.", "ru", "british-constitution")
    assert {(f"{g}.size", 8) for g in ("privy-council", "house-of-lords", "house-of-commons", "people")} <= found


def test_a_waste_counted_after_its_name_and_split_by_colour():
    found = annotated.claims("Лишние карты откладывают в талон, так что талонов два: красный и черный.",
                             "ru", "indian-empress")
    assert {("waste.count", 2), ("waste.split", "by-colour")} <= found


def test_a_series_that_ends_with_its_base_rank_comes_back_to_it():
    found = annotated.claims("Тузы выкладываются на основания по мере появления.\nНа туза кладут короля, потом двойку, "
                             "даму, тройку и так далее, и основание кончается тузом.", "ru", "besieged-city")
    assert ("foundation.base", ("A*",)) in found
    assert ("foundation.base.timing", "as-available") in found
    assert ("foundation.sequence", ("A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A",)) in found


def test_pre_reform_spelling_reads_as_modern():
    found = annotated.claims("Всѣ карты букета доступны.\nКолода раскладывается одинъ разъ.", "ru-petr1708", "parterre")
    assert {("bouquet.access", "all"), ("stock.redeals", 0)} <= found


def test_the_older_instrumental_of_adjectives_reads_as_the_modern_one():
    found = annotated.claims("Свободное мѣсто въ рядѣ тотчасъ заполняютъ любою картою изъ ряда, лежащаго ниже.",
                             "ru-petr1708", "british-constitution")
    assert ("privy-council.fill", ("row-below:any-card",)) in found


def test_a_size_shared_out_in_columns_gives_the_shape_and_the_pile_count():
    found = annotated.claims("Сторона дам: 16 карт в четырех столбцах.\nФонды: туз и двойка каждой масти.",
                             "ru", "royal-cotillion")
    assert {("ladies.size", 16), ("ladies.shape", "4x4"), ("ladies.count", 4),
            ("foundation.base", ("A*", "2*"))} <= found


def test_ocr_slips_of_a_pre_reform_print_are_mended():
    found = annotated.claims("Основанія — восемь тузовь.\nКолода раскладывается одинъ разь.", "ru-petr1708",
                             "odd-and-even")
    assert {("stock.redeals", 0), ("foundation.base", ("8xA*",))} <= found


def test_gavotte_in_our_own_words():
    found = annotated.claims("Слева выкладывают четыре столбца по четыре карты — это дамская сторона.\n"
                             "С дамской стороны берут только нижние карты столбцов.\n"
                             "Играющий выбирает два достоинства; карты этих достоинств становятся основаниями.",
                             "ru", "gavotte")
    assert {("ladies.size", 16), ("ladies.count", 4), ("ladies.shape", "4x4"), ("ladies.access", "bottom"),
            ("setup.choice", ("foundation-ranks",)), ("foundation.base", ("X*", "Y*"))} <= found


def test_parterre_in_our_own_words_keeps_its_negations_where_they_belong():
    found = annotated.claims("Тузы по мере появления выкладывают на основания и строят на них по масти до королей.\n"
                             "В партере карты кладутся друг на друга в убывающем порядке, масть значения не имеет.\n"
                             "Опустевшая кучка партера заполняется любой доступной картой.", "ru", "parterre")
    assert {("foundation.base", ("A*",)), ("foundation.base.timing", "as-available"),
            ("foundation.suit", "same-suit"), ("garden.build", "down-any-suit")} <= found
    assert ("garden.build", "none") not in found and ("garden.access", "all") not in found


def test_each_part_of_a_sentence_cut_at_a_semicolon_lays_out_its_own_group():
    found = annotated.claims("Налѣво раскладываютъ двѣнадцать картъ въ три ряда по четыре — сторона лордовъ; направо "
                             "шестнадцать картъ въ четыре ряда — дамская сторона.", "ru-petr1708", "royal-cotillion")
    assert {("lords.size", 12), ("lords.shape", "3x4"), ("ladies.size", 16), ("ladies.shape", "4x4")} <= found


@pytest.mark.parametrize("text", [
    "Колода — по одной карте в отбой; из отбоя играет только верхняя.",
    "Колоду — по одной карте в отбой; верхняя — в игре.",
])
def test_a_stock_dealt_in_a_verbless_sentence_and_its_waste_top_card(text):
    found = annotated.claims(text, "ru", "odd-and-even")
    assert {("stock.deal", "one-to-waste"), ("waste.access", "top"), ("foundation.fed-from", ("waste",))} <= found


def test_cards_that_do_not_go_to_the_foundations_go_to_the_waste_so_the_stock_feeds_them():
    found = annotated.claims("Колоду открывают по одной карте; что не идёт на основания, ложится в отбой.",
                             "ru", "odd-and-even")
    assert {("stock.deal", "one-to-waste"), ("foundation.fed-from", ("stock",))} <= found


@pytest.mark.parametrize("text", [
    "На туза кладут короля той же масти, затем двойку, даму, тройку, валета и так далее, пока не дойдут до "
    "семёрки, а после неё тот же путь проходят обратно, до туза.",
    "Каждый фонд строится в костюме: туз, король, два, королева, три, валет, и так далее к семи, затем назад "
    "к тузу.",  # MT: ranks said as numbers
])
def test_a_series_that_goes_back_to_its_base_is_mirrored(text):
    found = annotated.claims("Тузы становятся основаниями, когда появляются.\n" + text, "ru", "besieged-city")
    assert ("foundation.sequence", ("A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A",)) in found


def test_a_fill_whose_verb_is_a_dash():
    found = annotated.claims("Пустое место в резерве — сразу из отбоя, при пустом отбое — из колоды.",
                             "ru", "odd-and-even")
    assert {("reserve.fill", ("waste", "stock")), ("reserve.fill.priority", "in-order")} <= found


@pytest.mark.parametrize(("text", "game", "group"), [
    ("Никакая карта не может быть помещена на букет.", "parterre", "bouquet"),
    ("Все карты в прихожей доступны для игры, но никакое здание не разрешено в прихожей.", "queens-audience",
     "antechamber"),  # MT: "no building is allowed in the antechamber"
])
def test_a_building_denied_leaves_the_group_unbuilt_and_names_no_source(text, game, group):
    found = annotated.claims(text, "ru", game)
    assert (f"{group}.build", "none") in found
    assert not any(slot == f"{group}.build.from" for slot, _ in found)


def test_a_quantifier_after_a_comma_and_a_dash_belongs_to_the_group_after_it():
    found = annotated.claims("У лордов можно брать любую карту, у дам — только нижнюю карту каждого столбца.",
                             "ru", "royal-cotillion")
    assert {("lords.access", "all"), ("ladies.access", "bottom")} <= found
    assert ("ladies.access", "all") not in found and ("lords.access", "bottom") not in found


@pytest.mark.parametrize(("text", "absent"), [
    ("Карты из колоды нельзя класть прямо в партер.", ("garden.build", "none")),  # a source refused
    ("Не все карты букета доступны сразу.", ("bouquet.access", "all")),
    ("Если в отбое нет карт, место в партере заполняют картой из колоды.", ("garden.fill", ("waste", "stock"))),
])
def test_what_a_sentence_denies_or_makes_a_condition_is_not_claimed(text, absent):
    found = annotated.claims(text, "ru", "parterre")
    assert absent not in found
    assert not any(slot == "layout.orientation" for slot, _ in found)  # «прямо» is not 'upright'


def test_ranks_that_cards_are_built_on_are_a_foundation():
    found = annotated.claims("Валет и туз одной масти, вышедшие вместе, кладутся в зал, валет сверху; на них кладут карты "
                             "той же масти по убыванию до двойки.", "ru", "queens-audience")
    assert {("foundation.base", ("J+A",)), ("pair.moves", ("J+A:foundation",)), ("foundation.suit", "same-suit"),
            ("foundation.sequence", ("J-10-9-8-7-6-5-4-3-2",)), ("foundation.base.timing", "as-available")} <= found


@pytest.mark.parametrize("text", [
    "Играть из окопа разрешается только его верхней картой, и её можно перенести на другой окоп.",
    "Только верхняя карта каждой кучи вала доступна, и она может быть перемещена к другой куче вала.",  # MT
])
def test_a_card_moved_to_another_pile_of_its_group_builds_from_that_group(text):
    found = annotated.claims(text, "ru", "besieged-city")
    assert {("rampart.access", "top"), ("rampart.build.from", ("rampart",))} <= found


def test_a_group_that_may_lie_two_ways_is_a_set_up_choice():
    found = annotated.claims("Другую группу игрок делает дамской стороной.\nЕё можно сдвинуть столбцами внахлёст, и тогда в "
                             "каждом столбце свободна верхняя карта, а можно оставить как есть, и тогда свободна нижняя.",
                             "ru", "gavotte")
    assert {("setup.choice", ("ladies-access",)), ("ladies.access", "top"), ("ladies.access", "bottom")} <= found


def test_ranks_laid_out_in_a_row_as_they_come_are_the_bases():
    found = annotated.claims("Туз и двойку каждой масти кладут в ряд над резервом по мере того, как они выходят.\n"
                             "На тузы карты идут через одну, в масть.", "ru", "odd-and-even")
    assert {("foundation.base", ("A*", "2*")), ("foundation.base.timing", "as-available"),
            ("foundation.step", 2), ("foundation.suit", "same-suit")} <= found


def test_the_other_rows_are_those_the_sentence_before_did_not_name():
    found = annotated.claims("В Тайном совете карты кладут друг на друга по убыванию, чередуя цвета.\n"
                             "В прочих рядах никаких построений не делают.", "ru", "british-constitution")
    assert {(f"{g}.build", "none") for g in ("house-of-lords", "house-of-commons", "people")} <= found
    assert ("privy-council.build", "none") not in found


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Из талонов в игру поступают лишь верхние карты.", "indian-empress", ("waste.access", "top")),
    ("Любая карта приёмной может пойти в игру.", "queens-audience", ("antechamber.access", "all")),
    ("Из кучек партера в ход пускают только верхнюю карту.", "parterre", ("garden.access", "top")),
    ("Вершина отбоя доступна.", "odd-and-even", ("waste.access", "top")),  # MT: the top as a noun
])
def test_a_verb_of_going_into_play_says_which_cards_are_available(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "absent"), [
    ("Тузы и короли в игру не идут.", "parterre", "access"),
    ("Из талонов в игру поступают лишь верхние карты.", "indian-empress", "foundation.fed-from"),  # several talons
    ("Пустое место в резерве заполняется с вершины отбоя.", "odd-and-even", "waste.access"),  # what fills it
])
def test_cards_not_in_play_several_wastes_and_a_top_that_fills_say_no_more(text, game, absent):
    assert not any(absent in slot for slot, _ in annotated.claims(text, "ru", game))


def test_a_play_verb_with_a_modal_apart_from_it_says_the_cards_are_available():
    assert ("antechamber.access", "all") in annotated.claims("Это приёмная, и сыграть из неё ты можешь любую карту.",
                                                             "ru", "queens-audience")
    assert not any(slot.endswith(".access") for slot, _ in annotated.claims("Играющий держит все карты букета в руке.",
                                                                    "ru", "parterre"))


def test_a_put_verb_whose_place_is_there_fills_the_gap_named_before_it():
    found = annotated.claims("Освободилось место в резерве — положи туда карту из отбоя, а нет отбоя — из колоды.",
                             "ru", "odd-and-even")
    assert {("reserve.fill", ("waste", "stock")), ("reserve.fill.priority", "in-order")} <= found


def test_a_word_for_the_stock_or_a_reserve_names_the_reserve_once_the_text_lays_one_out_under_it():
    found = annotated.claims("Посреди стола кладут двенадцать карт в четыре ряда по три: это запас.\n"
                             "Пустое место в запасе тотчас занимают картой из талона.", "ru", "besieged-city")
    assert ("reserve.fill", ("waste",)) in found
    assert ("stock.deal", "one-to-waste") in annotated.claims("Из запаса карты открывают по одной в талон.",
                                                              "ru", "besieged-city")


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Пустое место у кавалеров сразу занимают картой из отбоя.", "royal-cotillion", ("lords.fill", ("waste",))),
    ("Пространство в заповеднике заполняется от отвала.", "odd-and-even", ("reserve.fill", ("waste",))),  # MT
    ("Опустевшую кучку сада можно когда угодно начать снова любой картой из букета или из сада, по выбору игрока.",
     "parterre", ("garden.fill.priority", "player-chooses")),
])
def test_other_names_of_the_piles_and_a_pile_started_again_are_fills(text, game, claim):
    found = annotated.claims(text, "ru", game)
    assert claim in found
    assert not any(slot.endswith(".fill.priority") and value == "in-order" for slot, value in found)


def test_a_pairing_said_one_way_and_vice_versa_holds_both_ways():
    found = annotated.claims("Чтобы составить пару, любую карту флота кладут на любую карту армии, и наоборот.",
                             "ru", "indian-empress")
    assert {("army.build.from", ("navy",)), ("navy.build.from", ("army",)), ("navy.build", "paired")} <= found


def test_the_group_covered_is_built_on_from_the_group_in_the_instrumental():
    found = annotated.claims("Карту армии можно покрыть картой флота, и эта пара дальше ходит вместе.",
                             "ru", "indian-empress")
    assert {("army.build", "paired"), ("army.build.from", ("navy",))} <= found
    assert ("navy.build.from", ("army",)) not in found


def test_a_groups_colour_said_after_its_name_is_the_cards_it_holds():
    found = annotated.claims("Раскладывают четыре ряда по двенадцать карт: два верхних ряда — армия, в ней одни красные карты, "
                             "два нижних — флот, в нём одни чёрные.", "ru", "indian-empress")
    assert {("army.cards", ("*R",)), ("navy.cards", ("*B",))} <= found


def test_only_before_the_group_built_on_restricts_the_source_to_its_row_ends():
    found = annotated.claims("Карту резерва разрешается класть лишь на окоп у конца её ряда.", "ru", "besieged-city")
    assert {("rampart.build.from", ("reserve",)), ("reserve.access", "row-ends")} <= found


@pytest.mark.parametrize("text", [
    # a pronoun in a relative clause is not the clause's head («…Палаты лордов, что под ним»: the Council)
    "В Тайном совете карты кладут друг на друга по убыванию.\nКарту для этого берут из самого Тайного совета или "
    "из Палаты лордов, что под ним.\nВ остальных трёх рядах ничего друг на друга не кладут.",
    # a pronoun stands for a card named by its rank («лежит красная десятка: на неё…»), not for a row
    "Пусть в Тайном совете лежит красная десятка: на неё кладут чёрную девятку из Палаты лордов.\n"
    "В других рядах ничего не кладут.",
])
def test_the_other_rows_are_those_the_sentence_before_did_not_speak_of(text):
    found = {(slot, value) for slot, value in annotated.claims(text, "ru", "british-constitution")
             if slot.endswith(".build")}
    assert {("house-of-lords.build", "none"), ("house-of-commons.build", "none"), ("people.build", "none")} <= found
    assert ("privy-council.build", "none") not in found


@pytest.mark.parametrize(("text", "claim"), [
    ("Пусть в Тайном совете лежит красная шестёрка: на неё можно положить чёрную пятёрку, взятую из того же ряда "
     "или из Палаты лордов.", ("privy-council.build.from", ("same-row-and-row-below",))),
    ("Пусть в Тайном совете лежит красная шестёрка: на неё можно положить чёрную пятёрку.",
     ("privy-council.build", "down-alternate-colour")),  # the example: the card built on first
    ("В Тайном совете можно строить вниз, чередуя чёрные карты с красными.",
     ("privy-council.build", "down-alternate-colour")),
    ("В Тайном совете карты кладут друг на друга по убыванию, и так, чтобы цвет менялся.\n"
     "Перекладывают не более одной карты.", ("privy-council.move-unit", "one-card")),
])
def test_building_by_example_alternating_colours_the_same_row_and_one_card_at_most(text, claim):
    assert claim in annotated.claims(text, "ru", "british-constitution")


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Доступ у кавалеров: любые карты.", "gavotte", ("lords.access", "all")),  # access as a noun
    ("Доступ у дам: на выбор — верхняя карта столбца или нижняя.", "gavotte", ("ladies.access", "top")),
    ("Доступ у дам: на выбор — верхняя карта столбца или нижняя.", "gavotte", ("ladies.access", "bottom")),
    ("Брать из резерва можно любую карту.", "odd-and-even", ("reserve.access", "all")),  # a take verb, a modal
    ("Верхняя карта талона всегда идёт в дело.", "odd-and-even", ("waste.access", "top")),
])
def test_access_said_by_a_noun_a_choice_a_take_verb_or_going_into_use(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_every_time_is_no_quantifier_of_the_cards():
    assert not any(slot.endswith(".access") for slot, _ in annotated.claims("Всякий раз из резерва берут только одну карту.",
                                                                    "ru", "odd-and-even"))


@pytest.mark.parametrize(("text", "game", "claim"), [
    # building by twos said without «по двойкам»: a skipped rank, a step of two, through a rank
    ("Основания растут вверх по масти, пропуская каждую вторую карту.", "odd-and-even", ("foundation.step", 2)),
    ("Основанія ведутъ въ масть, пропуская всякій разъ по одной картѣ.", "gavotte", ("foundation.step", 2)),
    ("Основания собирают в масть через одно достоинство.", "gavotte", ("foundation.step", 2)),
    ("На основания карты идут с шагом в два.", "gavotte", ("foundation.step", 2)),
    ("Основания строятся в костюме через ранг.", "gavotte", ("foundation.step", 2)),
    ("Основания: в масть, с пропуском одного ранга.", "odd-and-even", ("foundation.step", 2)),
    # the foundations as a pronoun beside the build verb of the next sentence
    ("Основания — восьмерки.\nИх строят в масть через одну карту.", "gavotte", ("foundation.suit", "same-suit")),
    ("Основания — восьмерки.\nВ масть их кладут через одну карту.", "gavotte", ("foundation.step", 2)),
])
def test_foundations_built_by_twos_in_other_words(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game", "claim"), [
    # when the bases come: before the deal (also the machine translation's «сделка»), as they come free
    ("Перед сделкой положите четыре Туза в ряд как основания.", "parterre", ("foundation.base.timing", "before-deal")),
    ("Пока карты ещё не сдали, выложите восемь тузов: это основания.", "british-constitution",
     ("foundation.base.timing", "before-deal")),
    ("Восемь тузов выкладывают в ряд перед раздачей.", "british-constitution", ("foundation.base", ("8xA*",))),
    ("Восемь тузов выкладывают в ряд перед раздачей.", "british-constitution",
     ("foundation.base.timing", "before-deal")),
    ("Тузы, как только освободятся, кладут отдельно и делают основаниями.", "parterre",
     ("foundation.base.timing", "as-available")),
    # a Jack laid on an Ace is the J+A base
    ("Валет кладётся на туза своей масти, и эта пара — основание.", "queens-audience", ("foundation.base", ("J+A",))),
    # a series from the base closed by «и так далее» ends at the rank after «до» (or «последним»)
    ("Четыре туза кладут в ряд; это основания.\nКаждый туз собирает свою масть: двойку, тройку и так далее до дамы.",
     "parterre", ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q",))),
    ("Четыре туза кладут в ряд; это основания.\nКаждый туз собирает свою масть: двойку, тройку и так далее до дамы.",
     "parterre", ("foundation.suit", "same-suit")),
    ("Основания — валеты.\nНа валета кладут десятку той же масти, затем девятку и так до тройки.", "queens-audience",
     ("foundation.sequence", ("J-10-9-8-7-6-5-4-3",))),
    ("Восемь тузов кладут в ряд до раздачи; каждый подбирает свою масть: двойку, тройку и дальше, последней — даму.",
     "british-constitution", ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q",))),
])
def test_when_the_bases_come_a_jack_on_an_ace_and_a_series_to_a_rank(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_the_suit_of_a_pair_is_not_how_the_foundations_are_built():
    claims = annotated.claims("Валета и туза одной масти, когда оба свободны, кладут вместе: валета наверх, с него начинается "
                              "основание.", "ru", "queens-audience")
    assert ("foundation.base", ("J+A",)) in claims
    assert "foundation.suit" not in {slot for slot, _ in claims}


@pytest.mark.parametrize(("text", "game", "lang", "claim"), [
    # building denied on every side, or between and within the sides
    ("Ни на одной стороне строить нельзя: карты не могут быть положены на любую сторону.", "royal-cotillion", "ru",
     ("lords.build", "none")),
    ("Перекладывать карты внутри стороны или между сторонами не разрешается.", "gavotte", "ru",
     ("ladies.build", "none")),
    ("Перемещение карт между блоками: нет.", "gavotte", "ru", ("lords.build", "none")),
    ("Никакую карту нельзя перенести между сторонами.", "royal-cotillion", "ru-mt", ("ladies.build", "none")),
    # the negated permission after the verb and its goal; a verb of going with its goal first
    ("Класть карты на резерв нельзя.", "odd-and-even", "ru", ("reserve.build", "none")),
    ("Перекладывать на букетъ ничего не дозволяется.", "parterre", "ru-petr1708", ("bouquet.build", "none")),
    ("На карты букета никакие карты не идут.", "parterre", "ru", ("bouquet.build", "none")),
    # «дамы» joined to the other side's owners are the ladies' side, not the Queens
    ("Ни лордов, ни дам друг на друга не кладут.", "royal-cotillion", "ru", ("ladies.build", "none")),
    ("Карты кавалеровъ и дамъ одну на другую не кладутъ.", "gavotte", "ru-petr1708", ("ladies.build", "none")),
    # a demonstrative before the goal: «только на те окопы, что …»
    ("Карту резерва разрешается класть только на те окопы, что лежат у концов её ряда или её столбца.",
     "besieged-city", "ru", ("rampart.build.from", ("reserve",))),
    ("Карты гарнизона идут лишь на эти окопы, у концов ряда или столбца.", "besieged-city", "ru",
     ("reserve.access", "line-ends")),
])
def test_building_denied_on_every_side_after_the_verb_or_by_a_verb_of_going(text, game, lang, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "lang"), [
    ("Все карты приёмной в игре, но перекладывать их одну на другую вы не можете.", "ru"),
    ("Карты передней свободны; однако класть ихъ одну на другую не дозволяется.", "ru-petr1708"),
])
def test_one_on_another_denied_after_the_verb_names_no_source(text, lang):
    assert "antechamber.build.from" not in {s for s, _ in annotated.claims(text, lang, "queens-audience")}


@pytest.mark.parametrize(("text", "lang"), [
    ("Верхнюю карту окопа можно переложить на другой окоп.", "ru"),
    ("Свободная карта укрепления может быть перемещена на другое укрепление.", "ru-mt"),
    ("Верхнюю карту вала переносятъ на другую кучу вала.", "ru-petr1708"),
])
def test_a_card_moved_onto_another_pile_of_its_group_is_built_from_the_group(text, lang):
    assert ("rampart.build.from", ("rampart",)) in annotated.claims(text, lang, "besieged-city")


@pytest.mark.parametrize(("text", "game", "lang", "claim"), [
    # the sources in a sentence after the building: a take verb, «как …, так и …», «либо …, либо …»
    ("В саду карты кладут вниз, не глядя на масть.\nКарты для этого берут либо с других стопок сада, либо из "
     "букета.", "parterre", "ru", ("garden.build.from", ("garden", "bouquet"))),
    ("В саду карты кладут вниз, не глядя на масть.\nБрать их можно как из букета, так и с другой стопки.",
     "parterre", "ru", ("garden.build.from", ("bouquet", "garden"))),
    # «на нихъ»: the piles named before, not their cards; «съ другихъ кучекъ»: the group's own piles
    ("Въ кучкахъ сада карты кладутся внизъ.\nНа нихъ перекладываютъ карты изъ букета или съ другихъ кучекъ.",
     "parterre", "ru-petr1708", ("garden.build.from", ("bouquet", "garden"))),
    # a row left out after its ordinal; a short label after the full one
    ("В первом ряду строят вниз через цвет, а карты для этого берут из того же ряда или из второго.",
     "british-constitution", "ru", ("privy-council.build.from", ("same-row-and-row-below",))),
    ("Въ Тайномъ совѣтѣ кладутъ карты внизъ; ихъ берутъ изъ самаго совѣта или изъ Палаты лордовъ.",
     "british-constitution", "ru-petr1708", ("privy-council.build.from", ("same-row-and-row-below",))),
])
def test_the_sources_of_building_by_a_take_verb_an_ellipsis_or_a_pronoun(text, game, lang, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "game", "claim"), [
    # a take verb with the stock after a fill, in the same sentence or after a colon and a semicolon
    ("Пустое место резерва заполняют из отбоя, а если отбоя нет, берут карту из колоды.", "odd-and-even",
     ("reserve.fill.priority", "in-order")),
    ("Место у лордов: из отбоя сразу; нет отбоя — из колоды.", "gavotte", ("lords.fill", ("waste", "stock"))),
    # «затыкать» a gap is to fill it
    ("Дыры в резерве немедленно затыкают картами из отбоя.", "odd-and-even", ("reserve.fill", ("waste",))),
    # a gap in the tableau of a game whose tableau is two groups is a gap of each
    ("Освободившееся место в раскладке заполняют сразу из талона, а если талон пуст — из колоды.", "indian-empress",
     ("army.fill", ("waste", "stock"))),
])
def test_a_fill_with_its_stock_in_a_later_clause_a_plugged_gap_and_a_gap_of_the_whole_tableau(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "lang", "claim"), [
    # a card put "in its place" (the gap's) fills it; «какую вздумается»: the player's choice
    ("Если стопка сада опустеет, игрок может положить на её место любую карту букета или сада, какую вздумается.", "ru",
     ("garden.fill", ("bouquet", "garden"))),
    ("Если стопка сада опустеет, игрок может положить на её место любую карту букета или сада, какую вздумается.", "ru",
     ("garden.fill.priority", "player-chooses")),
    # a pile word of the one tableau group; «разс» of the old spelling is «расс»
    ("Опустѣвшую кучку можно начать вновь картою букета, когда заблагоразсудится.", "ru-petr1708",
     ("garden.fill.timing", "player-chooses")),
])
def test_a_card_put_in_the_gaps_place_and_a_pile_begun_again_when_the_player_likes(text, lang, claim):
    assert claim in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "game", "claim"), [
    # rows named by position with the number after the adjective
    ("Место в любом из верхних трёх рядов заполняют картой из ряда ниже.", "british-constitution",
     ("house-of-commons.fill", ("row-below",))),
    # the waste's top card «играет», «в вашем распоряжении»
    ("Колоду сдают по одной карте в отбой, и верхняя карта отбоя тоже играет.", "queens-audience",
     ("waste.access", "top")),
    ("Колоду сдают по одной карте в отбой; верхние карты отбоя всегда в вашем распоряжении.", "odd-and-even",
     ("waste.access", "top")),
    # won when the last ranks lie on all the piles
    ("Пасьянс вышел, если на всех стопках сверху лежат короли и дамы.", "odd-and-even",
     ("end.win", "all-to-foundations")),
    # the line that ends at the gap, said with a verb
    ("Пустой окоп заполняют сразу картой резерва из того ряда или столбца, что кончается у этого окопа.",
     "besieged-city", ("rampart.fill", ("reserve:same-line-end",))),
    # the pack «с вынутыми … королями»: those ranks removed
    ("Играют двумя колодами, с вынутыми из них королями и дамами.", "british-constitution",
     ("deck.removed", ("K*", "Q*"))),
    # the player names the foundations' ranks
    ("Игрок сам называет два достоинства, с которых начнутся основания, например шестёрки и семёрки.", "gavotte",
     ("setup.choice", ("foundation-ranks",))),
    ("Основания начинаются с двух достоинств, названных игроком.", "gavotte", ("foundation.base", ("X*", "Y*"))),
])
def test_rows_by_position_a_waste_card_that_plays_the_topped_piles_a_pack_without_ranks_and_ranks_named(
        text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "present", "absent"), [
    # «откладывают в сторону»: set aside, out of the game — unless they are to be the foundations
    ("Восемь черных дам и восемь красных валетов откладывают в сторону до начала игры.",
     ("deck.removed", ("8xQB", "8xJR")), None),
    ("Тузы откладывают в сторону и кладут в ряд как основания.", None, "deck.removed"),
    ("Короли и дамы отбрасываются, в то время как тузы кладутся в ряд основаниями.", ("deck.removed", ("K*", "Q*")),
     None),
])
def test_cards_set_aside_are_removed_unless_they_become_the_foundations(text, present, absent):
    claims = annotated.claims(text, "ru", "indian-empress")
    assert present is None or present in claims
    assert absent is None or absent not in {s for s, _ in claims}


# Machine-translation senses of the English terms (patterns_ru.jsonl, "-mt-sense-"): each English
# game term rendered by one of its everyday senses, in MT-style sentences of our own.
@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Используйте две стаи по 52 карты, перетасованные вместе.", "odd-and-even", ("deck.packs", 2)),  # pack
    ("Игра требует трёх рюкзаков карт.", "odd-and-even", ("deck.packs", 3)),  # pack
    ("Вытаскивайте карты из пакета по одной на кучу хлама.", "parterre", ("stock.deal", "one-to-waste")),
    ("Верхняя карта пустоши доступна для игры.", "parterre", ("waste.access", "top")),  # waste land
    ("Фундации строятся вверх в иске.", "odd-and-even", ("foundation.suit", "same-suit")),  # a lawsuit
    ("Базисы построены в том же иске.", "odd-and-even", ("foundation.suit", "same-suit")),
    ("Раздайте 16 открыток в квадрат, чтобы сформировать вестибюль.", "queens-audience",
     ("antechamber.size", 16)),  # a postcard
    ("Щель в резервации заполняется из отвала.", "odd-and-even", ("reserve.fill", ("waste",))),
    ("Разрыв в заказнике немедленно заполняется картой из утиля.", "odd-and-even",
     ("reserve.fill.timing", "immediate")),
    ("Все открытки на стороне женщин доступны.", "royal-cotillion", ("ladies.access", "all")),
    ("Плуты не используются в этой игре; удалите их.", "queens-audience", ("deck.removed", ("J*",))),  # knaves
    ("Разложите восемь ферзей как фундаменты.", "odd-and-even", ("foundation.base", ("8xQ*",))),
    ("Крутите запас по одной карте на свалку.", "parterre", ("stock.deal", "one-to-waste")),  # turn
    ("Штабели в таблице строятся вниз независимо от иска.", "parterre", ("garden.build", "down-any-suit")),
    ("Сделка 16 карт лицом вверх в квадрат; это вестибюль.", "queens-audience", ("antechamber.size", 16)),
    ("На валах карты могут быть положены в заказе фондов.", "besieged-city", ("rampart.build", "foundation-order")),
    ("В окопах карты кладут в приказе оснований.", "besieged-city", ("rampart.build", "foundation-order")),
    ("Фундаменты уменьшаются в костюме от короля до туза.", "parterre",
     ("foundation.sequence", ("K-Q-J-10-9-8-7-6-5-4-3-2-A",))),  # built down: decreasing
    ("Допускается два раунда через запас.", "parterre", ("stock.redeals", 1)),  # a round of a contest
    ("Когда игра заблокирована, колоду открывают по одной карте в отбой.", "parterre",
     ("stock.deal.timing", "standstill")),  # blocked
    ("Верхняя карта отходов бесплатна для игры.", "parterre", ("waste.access", "top")),  # free of charge
    ("На стороне женщин бесплатна только карта на дне каждой колонны.", "royal-cotillion",
     ("ladies.access", "bottom")),  # the bottom of a vessel
    ("Пустое место в окопах незамедлительно заполняется картой из колоды.", "besieged-city",
     ("rampart.fill.timing", "immediate")),
    ("Пустое место в окопах тут же заполняют картой из колоды.", "besieged-city", ("rampart.fill.timing", "immediate")),
    ("Колоду раскладывают дважды.", "parterre", ("stock.redeals", 1)),  # twice: one redeal
    ("Вы побеждаете, когда все карты построены на фундаментах.", "parterre", ("end.win", "all-to-foundations")),
    ("Если ходов больше нет, игра терпит неудачу.", "parterre", ("end.loss", "blocked")),  # the game fails
    ("Основания строятся в костюме через звание.", "gavotte", ("foundation.step", 2)),  # rank as a title
    ("Фундаменты строятся в иске, пропуская каждое второе звание.", "odd-and-even", ("foundation.step", 2)),
])
def test_machine_translation_senses_of_the_english_terms(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "game"), [
    ("Дамские столбцы можно сдвинуть внахлёст, и тогда играет верхняя карта столбца.", "royal-cotillion"),
    ("Раздайте шестнадцать карт крестом.", "queens-audience"),
])
def test_rule_book_words_left_out_of_the_machine_translation_senses(text, game):
    slots = {slot for slot, _ in annotated.claims(text, "ru", game)}
    assert not slots & {"tableau.move-unit", "foundation.suit", "deck.removed"}


@pytest.mark.parametrize(("text", "game", "claim"), [
    # «в него кладут» after the gap: a fill; MT «пересделка» is a redeal
    ("Если в приёмной освободилось место, в него кладут верхнюю карту отбоя.", "queens-audience",
     ("antechamber.fill", ("waste",))),
    ("Нет никакой пересделки.", "queens-audience", ("stock.redeals", 0)),
])
def test_a_card_put_into_the_gap_named_before_and_a_machine_translated_redeal(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


def test_a_waste_that_is_not_turned_over_is_no_redeal():
    claims = annotated.claims("Когда колода кончится, отбой не переворачивают.", "ru", "queens-audience")
    assert ("stock.redeals", 0) in claims


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Колоду сдают лишь тогда, когда ходов больше нет.", "queens-audience", ("stock.deal.timing", "standstill")),
    ("Карты колоды идут только на заполнение пустых мест в нижнем ряду.", "british-constitution",
     ("stock.deal", "into-gaps-only")),
])
def test_a_stock_dealt_at_a_standstill_or_only_into_gaps(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize(("text", "claim"), [
    ("Пасьянс считается разложенным, когда все короли и дамы ушли в зал.", ("end.win", "all-to-chamber")),
    ("Вы победили, если на основаниях оказались все карты.", ("end.win", "all-to-foundations")),
])
def test_a_win_said_as_a_patience_laid_out_or_a_victory(text, claim):
    assert claim in annotated.claims(text, "ru", "queens-audience")


# OCR slips (ocr.py, words.toml [ocr-slips]): a word that is no word is re-read with one or two
# slips mended; whitespace slips join or split tokens.  The slips are our own.
@pytest.mark.parametrize(("printed", "modern"), [
    ("k0лоды", "колоды"),  # a Latin k and a zero
    ("пнковый", "пиковый"),  # «н» for «и»
    ("заполняюmъ", "заполняют"),  # a Latin m for «т»
    ("валетьі", "валеты"),  # «ьі» for «ы»
    ("6убны", "бубны"),  # a six for «б»
    ("мьсто", "место"),  # «ь» for «ѣ»
    ("uгрѣ", "игре"),  # a Latin u for «и»
    ("иартеръ", "партер"),  # «и» for «п»
    ("нзъ", "из"),  # a short word, in lower case
    ("какія", "какие"),  # a pre-reform plural «-ія» after «к» ([ocr-slips] spelling)
    ("стратегія", "стратегия"),  # a noun in «-ія» stays a noun
    ("Нью", "нью"),  # a short capitalised word is no slip
    ("масть", "масть"),  # a word: nothing to mend
])
def test_an_ocr_slip_inside_a_word_is_mended(printed, modern):
    from corpus.annotate.components import modern_form

    assert modern_form(printed) == modern


def test_whitespace_slips_join_a_broken_word_and_split_two_words_run_together():
    from corpus.annotate.pipeline import get_pipeline

    doc = get_pipeline("ru")("изъ двухъ ко лодъ на осно-\nванія кладутъ вотбой внахлёстъ у Купса")
    norms = [t.norm_ for t in doc if not t.is_space]
    assert norms == ["из", "двух", "колод", "на", "основания", "кладут", "в", "отбой", "внахлест", "у", "купса"]


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Берутъ двѣ k0лоды, по 52 карты.", "odd-and-even", ("deck.packs", 2)),
    ("Берутъ три колодьі картъ.", "odd-and-even", ("deck.packs", 3)),
    ("Верхняя карта отбоя всегда въ нгрѣ.", "parterre", ("waste.access", "top")),
    ("Короли и валетьі въ игрѣ не участвуютъ.", "indian-empress", ("deck.removed", ("K*", "J*"))),
    ("Пасьянсъ раскладываютъ изъ двухъ ко лодъ.", "odd-and-even", ("deck.packs", 2)),
    ("Тузы кладутъ на осно- ванія по мѣрѣ ихъ появленія.", "parterre", ("foundation.base.timing", "as-available")),
    ("Остальныя карты открываютъ по одной и кладутъ вотбой.", "parterre", ("stock.deal", "one-to-waste")),
    ("Пустое мѣсто въ окопахъ заполняюmъ тотчасъ картою изъ колоды.", "besieged-city",
     ("rampart.fill.timing", "immediate")),
])
def test_rules_printed_with_ocr_slips_are_read(text, game, claim):
    assert claim in annotated.claims(text, "ru-petr1708", game)


# Machine-translation senses of the games' names and of their groups' labels.
@pytest.mark.parametrize(("text", "game"), [
    ("Странный и Даже\nИспользуйте две колоды по 52 карты.", "odd-and-even"),  # odd as strange
    ("Императрица Индии\nНужны четыре колоды.", "indian-empress"),
    ("Аудитория короля\nВозьмите одну колоду из 52 карт.", "kings-audience"),  # audience as an auditorium
])
def test_a_heading_with_a_machine_translated_game_name_names_the_game(text, game):
    found = annotate_text(text, "ru", None)
    assert ("deck.packs", game) in {(f.slot, f.game) for f in found}
    assert any(f.slot == "name" and f.game == game for f in found)


@pytest.mark.parametrize(("text", "game", "claim"), [
    ("Пустое место в Доме лордов немедленно заполняется картой из ряда ниже.", "british-constitution",
     ("house-of-lords.fill.timing", "immediate")),  # house as a building
    ("В Частном совете карты строятся вниз в чередующихся цветах.", "british-constitution",
     ("privy-council.build", "down-alternate-colour")),  # privy as private
    ("Верхняя карта каждого бастиона доступна.", "besieged-city", ("rampart.access", "top")),
    ("Двенадцать карт образуют гарнизон.", "besieged-city", ("reserve.size", 12)),
    ("Огород раскладывают в шесть куч по шесть карт.", "parterre", ("garden.size", 36)),  # a vegetable garden
])
def test_machine_translation_senses_of_the_group_labels(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)
def test_the_waste_top_available_feeds_the_foundations_after_a_group_did():
    claims = annotated.claims("С кавалеров карты идут только на основания.\nКолоду сдают по одной карте в отбой; верхняя карта "
                              "отбоя доступна.", "ru", "gavotte")
    assert ("foundation.fed-from", ("waste",)) in claims


@pytest.mark.parametrize("text", [
    # «только» with the sides in the plural or with «любой», «кроме» in a denied sentence
    "Карты с любой стороны играют только на основания.",
    "Ни на что, кроме оснований, карты сторон не кладутся.",
    "Друг на друга карты сторон не кладут: они идут только на основания.",
])
def test_the_sides_feed_only_the_foundations_said_otherwise(text):
    fed = [v for slot, v in annotated.claims(text, "ru", "royal-cotillion") if slot == "foundation.fed-from"]
    assert fed and set(fed[0]) == {"lords", "ladies"}


@pytest.mark.parametrize(("text", "game", "claim"), [
    # the count as a total («всего», «итого», «числом») or after a colon
    ("Основания — туз и двойка каждой масти, итого восемь.", "royal-cotillion", ("foundation.count", 8)),
    ("Основаній: шестнадцать, по четыре на масть.", "indian-empress", ("foundation.count", 16)),
    ("Отбирают всех черных тузов и всех красных королей, числом шестнадцать; это основания.", "indian-empress",
     ("foundation.count", 16)),
])
def test_the_number_of_foundations_said_as_a_total(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


@pytest.mark.parametrize("text", [
    "Пасьянс вышел, если все основания закончены королями или дамами.",
    "Выигрыш — когда на каждом основании наверху лежит король или дама.",
])
def test_the_last_cards_of_a_won_game_are_no_bases(text):
    assert "foundation.base" not in {slot for slot, _ in annotated.claims(text, "ru", "odd-and-even")}


_TWO_BASES = "Перед раздачей вынимают восемь чёрных тузов и восемь красных королей: это основания.\n"


@pytest.mark.parametrize("text", [
    # clause by clause: the base (by its rank or its colour), the end rank, the rank left out
    _TWO_BASES + "На чёрных тузах собирают масть вверх до короля, без дамы; на красных королях — вниз до туза, "
    "без валета.",
    _TWO_BASES + "Чёрные основания растут от туза до короля, пропуская даму; красные уменьшаются от короля до туза, "
    "опуская валета.",
    _TWO_BASES + "Основания из тузов поднимаются в масть до короля, не считая дам; основания из королей спускаются "
    "до туза, не считая валетов.",
])
def test_each_base_its_own_run_with_a_rank_left_out(text):
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-K", "K-Q-10-9-8-7-6-5-4-3-2-A")) in annotated.claims(
        text, "ru", "indian-empress")


@pytest.mark.parametrize(("text", "lang", "claim"), [
    # «той-же масти» with the hyphen of the old print; «и» read for «н» by the OCR
    ("Основанія — короли.\nНа короля кладутъ даму той-же масти, на даму валета, и такъ до туза.", "ru-petr1708",
     ("foundation.suit", "same-suit")),
    ("Осиованія собираютъ въ масть.", "ru-petr1708", ("foundation.suit", "same-suit")),
    ("Основаиія строятъ въ масть, черезъ карту.", "ru-petr1708", ("foundation.step", 2)),
])
def test_a_hyphenated_same_suit_and_a_misread_letter(text, lang, claim):
    assert claim in annotated.claims(text, lang, "gavotte")


@pytest.mark.parametrize("text", [
    # «из» before the adjectives of a compound name is where the foundations take from
    "На основания карты идут только из Армии и из Военно-морского флота.",
    "Карты на фундаменты играют только из красной Армии и из чёрного Военно-морского флота.",
])
def test_from_before_the_adjectives_of_a_groups_name(text):
    fed = [v for slot, v in annotated.claims(text, "ru", "indian-empress") if slot == "foundation.fed-from"]
    assert fed and set(fed[0]) == {"army", "navy"}


@pytest.mark.parametrize("text", [
    # the stock dealt, cards fit or unfit for the foundations: the stock feeds them
    "Колоду сдают по одной карте: подходящие карты идут сразу на основания, остальные — в отбой.",
    "Карты колоды открывают по одной, а непригодные для оснований кладут в талон.",
])
def test_cards_fit_for_the_foundations_while_the_stock_is_dealt(text):
    assert ("foundation.fed-from", ("stock",)) in annotated.claims(text, "ru", "odd-and-even")


def test_a_game_named_to_compare_with_leaves_the_sentence_to_its_own_game():
    found = annotate_text("Основания строятся в масть через одну карту, как и в Королевском котильоне.", "ru", "gavotte")
    assert {(f.game, f.slot) for f in found} >= {("gavotte", "foundation.step"), ("gavotte", "foundation.suit")}


@pytest.mark.parametrize(("text", "claim"), [
    # ranks laid out up above as they come are the bases; cards going onto them «той же масти» build in suit
    ("Тузы и двойки кладёте наверх, как только они выходят, по одной карте каждой масти, всего восемь.",
     ("foundation.base", ("A*", "2*"))),
    ("Тузы и двойки кладёте наверх, как только они выходят.\nНа туза идут карты той же масти через одну: тройка, "
     "пятёрка и т. д.", ("foundation.suit", "same-suit")),
])
def test_ranks_laid_out_above_as_they_come_are_the_bases(text, claim):
    assert claim in annotated.claims(text, "ru", "odd-and-even")


def test_the_suit_of_a_jack_with_its_ace_names_the_pair():
    claims = annotated.claims("Валет с тузом одной масти, когда оба свободны, идут в зал, валет наверху, и это основание.",
                              "ru", "queens-audience")
    assert "foundation.suit" not in {slot for slot, _ in claims}


def test_all_the_cards_of_a_colour_count_every_pack():
    claims = annotated.claims("Игра идёт двумя колодами.\nСначала отбирают всех красных королей: это основания.",
                              "ru", "indian-empress")
    assert ("foundation.base", ("4xKR",)) in claims


@pytest.mark.parametrize("text", [
    # a Jack and Ace moved when both are free (the free word after the chamber), or «точно так же» as the pair before
    "Валет и туз одного костюма идут в палату, валет наверху, когда оба открыты.",
    "Король и дама одной масти, как только обе свободны, уходят в зал, дама сверху.\n"
    "Точно так же в зал уходят валет и туз одной масти, валет сверху.",
])
def test_a_jack_and_ace_moved_when_free_or_likewise_come_as_available(text):
    assert ("foundation.base.timing", "as-available") in annotated.claims(text, "ru", "queens-audience")




@pytest.mark.parametrize(("text", "game", "lang", "claim"), [
    # cards said to be a group, then "all of them" available, in a clause of their own
    ("Последние шестнадцать карт образуют букет; игрок держит их веером, и любая из них свободна.", "parterre", "ru",
     ("bouquet.access", "all")),
    ("Остальныя карты суть букетъ; ихъ держатъ въ рукѣ, и каждая изъ нихъ годна.", "parterre", "ru-petr1708",
     ("bouquet.access", "all")),
    # «дамы» after a pile word or opening the sentence as its topic are the ladies' side
    ("В игре лишь нижняя карта каждого столбца дам.", "royal-cotillion", "ru", ("ladies.access", "bottom")),
    ("С дамами иначе: у каждой колонки доступна только самая нижняя карта.", "royal-cotillion", "ru",
     ("ladies.access", "bottom")),
])
def test_access_of_all_of_them_and_of_the_ladies_columns(text, game, lang, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "game", "lang", "claim"), [
    ("В саду карты кладут по убыванию, независимо от масти.", "parterre", "ru", ("garden.build", "down-any-suit")),
    ("Въ партерѣ кладутъ карты внизъ безъ всякаго различія мастей.", "parterre", "ru-petr1708",
     ("garden.build", "down-any-suit")),
    ("На окопах карты складывают в масть, на одну старше или младше.", "besieged-city", "ru",
     ("rampart.build", "up-or-down-in-suit")),
    ("Карты могут быть сложены на укреплениях в заказе основ.", "besieged-city", "ru-mt",
     ("rampart.build", "foundation-order")),
])
def test_building_down_without_regard_to_suit_higher_or_lower_and_the_foundations_order(text, game, lang, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "game", "lang", "claim"), [
    ("Оставшіяся шестнадцать картъ суть букетъ.", "parterre", "ru-petr1708", ("bouquet.count", 16)),
    ("Вокругъ резерва раскладываютъ ещё четырнадцать: это окопы.", "besieged-city", "ru-petr1708",
     ("rampart.size", 14)),
])
def test_cards_that_are_a_group_and_n_more_laid_out(text, game, lang, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "lang", "claim"), [
    # cards dealt in piles, no group named, in a game of one tableau group
    ("Сдают тридцать шесть карт шестью стопками по шесть.", "ru", ("garden.shape", "6x6")),
    ("Раскладываютъ шесть кучекъ по шести картъ.", "ru-petr1708", ("garden.count", 6)),
])
def test_cards_dealt_in_piles_lay_out_the_one_tableau_group(text, lang, claim):
    assert claim in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "lang"), [
    ("Перекладывают только по одной карте, беря её из букета.", "ru"),
    ("Карты переносятъ не иначе, какъ по одной картѣ.", "ru-petr1708"),
])
def test_one_card_at_a_time_moved_is_the_move_unit_of_the_one_tableau_group(text, lang):
    assert ("garden.move-unit", "one-card") in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "lang"), [
    ("Со стопок сада берут только верхнюю карту.", "ru"),
    ("Съ кучекъ партера снимаютъ лишь верхнюю карту.", "ru-petr1708"),
])
def test_a_take_verb_with_only_says_the_access(text, lang):
    assert ("garden.access", "top") in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "game", "claim"), [
    # the card that fills, in the nominative: its group is the source (after the verb or before it)
    ("Когда карта Тайного совета уходит на базу, её место занимает любая карта Палаты лордов.",
     "british-constitution", ("privy-council.fill", ("row-below:any-card",))),
    ("Ушедшую из Палаты лордов карту заменяет любая карта Палаты общин.", "british-constitution",
     ("house-of-lords.fill", ("row-below:any-card",))),
    ("Карту Тайного совета, ушедшую на базу, заменяют картой Палаты лордов.", "british-constitution",
     ("privy-council.fill", ("row-below",))),
    # the ladies' side named by its people: «места дам», «среди дам»
    ("Места дам, однажды опустев, так и остаются пустыми.", "royal-cotillion", ("ladies.fill", ("never",))),
    ("Пустое место среди дам ничем не заполняют.", "royal-cotillion", ("ladies.fill", ("never",))),
    ("Места лордов тотчас заполняют картами из отбоя.", "royal-cotillion", ("lords.fill", ("waste",))),
    ("Пустые места у лордов заполняются немедленно.", "royal-cotillion", ("lords.fill.timing", "immediate")),
    # one waste pile
    ("Есть только одна стопка отбоя.", "royal-cotillion", ("waste.count", 1)),
    ("Отбой один.", "royal-cotillion", ("waste.count", 1)),
    ("Отбой у игры единственный.", "royal-cotillion", ("waste.count", 1)),
])
def test_a_subject_card_fills_a_side_by_its_people_and_one_waste(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)



def test_one_waste_card_played_is_no_count_of_the_waste():
    assert "waste.count" not in {s for s, _ in annotated.claims("Положите одну карту отбоя на основание.",
                                                                "ru", "indian-empress")}


@pytest.mark.parametrize("text", ["Прежде всего выньте из двух колод всех королей и всех дам.",
                                  "Из обеих колод убирают всех королей и дам."])
def test_all_of_some_ranks_taken_out_of_the_packs_are_removed(text):
    assert ("deck.removed", ("K*", "Q*")) in annotated.claims(text, "ru", "british-constitution")


def test_ranks_taken_out_to_be_laid_in_a_row_are_not_removed():
    assert "deck.removed" not in {s for s, _ in annotated.claims("Выньте из колоды всех тузов и положите их в ряд.",
                                                                 "ru", "odd-and-even")}


@pytest.mark.parametrize(("text", "lang", "claim"), [
    ("Колоду можно сдавать когда угодно.", "ru", ("stock.deal.timing", "any-time")),
    ("Играть можно только верхнюю карту отбоя.", "ru", ("waste.access", "top")),
    ("Мѣста дамъ, разъ опустѣвши, такъ и остаются пустыми.", "ru-petr1708", ("ladies.fill", ("never",))),
])
def test_a_deal_at_will_the_top_of_the_waste_played_only_and_the_ladies_places(text, lang, claim):
    assert claim in annotated.claims(text, lang, "royal-cotillion")


def test_the_card_of_the_gap_in_the_genitive_is_no_subject_of_the_fill_verb():
    text = "Место ушедшей карты Палаты лордов займёт любая карта Палаты общин."
    assert ("house-of-lords.fill", ("row-below:any-card",)) in annotated.claims(text, "ru", "british-constitution")


@pytest.mark.parametrize("text", [
    # a participle of a verb of coming into play beside the rank, in any case and number
    "Появившегося туза сразу кладите на основание.",
    "Освободившиеся двойки переносят на основания.",
    "Каждого вышедшего туза кладут в ряд оснований.",
])
def test_a_base_rank_with_a_participle_of_appearing_comes_as_available(text):
    assert ("foundation.base.timing", "as-available") in annotated.claims(text, "ru", "parterre")


@pytest.mark.parametrize("text", [
    # the base rank built on with a direction and «вплоть до»; a gerund of ending («заканчивая»)
    "Основаниями служат тузы.\nНа тузы кладут карты той же масти по возрастанию вплоть до короля.",
    "Основаниями служат тузы.\nОснования собираются по возрастанию, заканчивая королём.",
    "Основаниями служат тузы.\nНа туза карты одной масти ложатся по старшинству, кончая королями.",
])
def test_a_series_to_an_end_rank_from_the_base_rank_or_ending_with_it(text):
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q-K",)) in annotated.claims(text, "ru", "parterre")


@pytest.mark.parametrize("text", [
    # a total said after the number («в общей сложности», «в общем счёте»)
    "Основаниями служат тузы.\nФундаментов будет восемь в общей сложности.",
    "Основаниями служат тузы.\nОснований выкладывают восемь в общем счёте.",
])
def test_a_total_said_after_the_number_counts_the_foundations(text):
    assert ("foundation.count", 8) in annotated.claims(text, "ru", "parterre")


def test_a_named_shape_of_dealt_columns_is_read_without_a_grid():
    # a shape named by a word («в квадрат») has no rows and columns to count: the columns dealt
    # before it are read as they were, and the sentence does not stop the annotator
    claims = annotated.claims("Справа сдайте шестнадцать карт Дам в четыре колонки.\nКолонки Дам можно оставить сложенными "
                              "в квадрат, так чтобы нижняя карта каждой колонки была доступна.", "ru", "gavotte")
    assert ("ladies.access", "bottom") in claims


def test_a_token_too_long_to_be_a_word_is_neither_mended_nor_split():
    # a line printed without spaces is one token: reading it with two slips would cost seconds
    # and hundreds of MB (the readings grow with the cube of its length), so it is left alone
    from corpus.annotate.ocr import MAX_LENGTH, mend, split_run

    run = "тузыкладутвряд" * 4
    assert len(run) > MAX_LENGTH
    assert mend(run) is None and split_run(run) is None
    assert mend("Осиованія") == "основания"  # a word's slip is still mended


# The senses table (senses_ru.toml, senses.py): every English game term's Russian words, the rule
# books' synonyms and a literal machine translation's senses, each written as pymorphy3's lemma.
def test_every_word_of_the_senses_table_is_a_lemma_the_pipeline_gives():
    from corpus.annotate.datafile import read_toml
    from corpus.annotate.pipeline import get_pipeline
    from corpus.annotate.senses import KINDS, SENSES_FILE

    nlp = get_pipeline("ru")
    words = {lemma for table in read_toml(SENSES_FILE).values() if isinstance(table, dict)
             for kind in KINDS for phrase in table.get(kind, []) for w in phrase.split() for lemma in w.split("|")}
    assert len(words) > 300
    assert [w for w in sorted(words) if nlp(w)[0].lemma_ != w] == []


def test_a_senses_table_without_reads_is_refused():
    from corpus.annotate.datafile import DataFileError
    from corpus.annotate.senses import term_patterns

    with pytest.raises(DataFileError, match=r"\[pack\] needs reads"):
        term_patterns({"pack": {"mt-dictionary": ["стая"]}})
    with pytest.raises(DataFileError, match=r"unknown key"):
        term_patterns({"pack": {"reads": ["PACK"], "mt-dictionry": ["стая"]}})


# Our own sentences, in the style of a literal machine translation, of a modern rule book and of a
# pre-reform print, each using a word of the senses table (none is a line of a development set).
_SENSE_CLAIMS = [
    # machine-translation style (the senses table)
    ("Каждая карта на стороне господ имеется в наличии для пьесы.", "royal-cotillion", ("lords.access", "all")),
    ("На стороне дам в пьесе лишь нижняя карта каждой графы.", "royal-cotillion", ("ladies.access", "bottom")),
    ("Торгуйте девять карт лицом вверх тремя рядами по три; это бронь.", "odd-and-even", ("reserve.size", 9)),
    ("Щель в брони немедленно заполняется с вершины талона.", "besieged-city", ("reserve.fill.timing", "immediate")),
    ("Фундаменты должны последовать примеру.", "parterre", ("foundation.suit", "same-suit")),
    ("Только топовая карта каждой насыпи свободна.", "besieged-city", ("rampart.access", "top")),
    ("Нет никакой повторной торговли.", "parterre", ("stock.redeals", 0)),
    ("Позволен лишь один пропуск через инвентарь.", "parterre", ("stock.redeals", 0)),
    ("Поместите восемь асов в ряд как фундаменты, прежде чем иметь дело.", "british-constitution",
     ("foundation.base.timing", "before-deal")),
    ("На букете никакая застройка не разрешена.", "parterre", ("bouquet.build", "none")),
    ("Учреждения растут вверх в иске по двое.", "royal-cotillion", ("foundation.step", 2)),
    ("Верхняя карта кучи траты всегда в наличии.", "parterre", ("waste.access", "top")),
    ("Поворачивайте инвентарь по одной карте на кучу траты.", "parterre", ("stock.deal", "one-to-waste")),
    ("Пустая насыпь тут же заполняется картой из брони.", "besieged-city", ("rampart.fill.timing", "immediate")),
    ("Из колоды убирают четыре дамы пик и три дамы треф.", "indian-empress", ("deck.removed", ("4xQS", "3xQC"))),
    ("Дамы лопат и дамы клубов бросаются в сторону.", "indian-empress", ("deck.removed", ("QS", "QC"))),
    ("Объект игры состоит в том, чтобы собрать все карты на фундаментах.", "british-constitution",
     ("end.win", "all-to-foundations")),
    ("Королева треф изображает Императрицу, а восемь красных валетов — её охрану; эти девять карт в игре не "
     "участвуют.", "indian-empress", ("deck.decorative", ("QC:empress", "8xJR:guard"))),
    ("Каждый туз кладут над садом как фундамент, когда он поворачивается.", "parterre",
     ("foundation.base.timing", "as-available")),
    ("Переворачивайте колоду по одной карте в отбой, когда вам нравится.", "parterre",
     ("stock.deal.timing", "any-time")),
    ("Раздайте шестнадцать карт в площадь; это вестибюль.", "queens-audience", ("antechamber.shape", "square")),
    ("Король червей изображает Государя и в игре не участвует.", "british-constitution",
     ("deck.decorative", ("KH:sovereign",))),
    # modern rule books' synonyms
    ("Карты кладут на стены в масть, по возрастанию или по убыванию.", "besieged-city",
     ("rampart.build", "up-or-down-in-suit")),
    ("Пустое место в резерве заполняют без промедления картой из отбоя.", "odd-and-even",
     ("reserve.fill.timing", "immediate")),
    ("Справа разложите шестнадцать карт квадратом 4 × 4 — это сторона лордов.", "royal-cotillion",
     ("lords.shape", "4x4")),
    ("Резервные карты раскладывают тремя рядами по три.", "odd-and-even", ("reserve.shape", "3x3")),
    ("Верхняя карта каждой грядки сада свободна.", "parterre", ("garden.access", "top")),
    ("Верхнюю карту каждого окопа можно перенести на другой окоп.", "besieged-city", ("rampart.access", "top")),
    ("Верхняя карта каждого вала может быть перемещена к другому валу.", "besieged-city", ("rampart.access", "top")),
    ("Карты распределяют в саду шестью кучками по шести.", "parterre", ("garden.count", 6)),
    ("Фундаменты наращивают в масть от туза до короля.", "parterre", ("foundation.suit", "same-suit")),
    ("На букет ничего не кладут, и масть там значения не имеет.", "parterre", ("bouquet.build", "none")),
    ("В саду карты кладут по убыванию, не обращая внимания на масть.", "parterre",
     ("garden.build", "down-any-suit")),
    ("Когда ходов больше нет, пасьянс не удался.", "parterre", ("end.loss", "blocked")),
    # pre-reform spelling
    ("Хлапы и крали изъ игры вынимаются.", "queens-audience", ("deck.removed", ("J*", "Q*"))),
    ("Берутъ двѣ колоды, каждую о пятидесяти двухъ картахъ.", "odd-and-even", ("deck.pack-size", 52)),
    ("Колоду открываютъ по картѣ въ отбой, когда играющему заблагоразсудится.", "parterre",
     ("stock.deal.timing", "any-time")),
    ("Выньте восемь черныхъ дамъ, изъ коихъ четыре дамы пикъ и три дамы трефъ откладываютъ въ сторону.",
     "indian-empress", ("deck.removed", ("4xQS", "3xQC"))),
    ("Какъ только тузъ подвернется, его кладутъ надъ садомъ основаніемъ.", "parterre",
     ("foundation.base.timing", "as-available")),
    ("Ежели въ резервѣ опростается мѣсто, его тотчасъ занимаютъ картою изъ талона, а при неимѣніи талона — "
     "изъ колоды.", "odd-and-even", ("reserve.fill.priority", "in-order")),
    ("Вспомогательныя карты раскладываются въ три ряда по три карты.", "odd-and-even", ("reserve.shape", "3x3")),
    ("Если всѣ карты собраны на основаніяхъ, пасьянсъ почитается удавшимся.", "parterre",
     ("end.win", "all-to-foundations")),
    ("Пустое мѣсто въ резервѣ немедля занимаютъ картою изъ талона.", "odd-and-even",
     ("reserve.fill.timing", "immediate")),
    ("Въ саду свободны лишь верхнія карты всякой кучки.", "parterre", ("garden.access", "top")),
]


@pytest.mark.parametrize(("text", "game", "claim"), _SENSE_CLAIMS)
def test_the_senses_table_names_the_games_terms(text, game, claim):
    assert claim in annotated.claims(text, "ru", game)


# ... and sentences where a wide sense must make no claim: the word outside its phrase, or in its
# everyday sense.
_SENSE_NEGATIVES = [
    ("Короли из игры выходят последними, а карта считается вышедшей, когда легла на основание.", "parterre",
     ("end.win",)),
    ("Этот пасьянс похож на пьесу в трёх действиях.", "royal-cotillion", ("lords.access", "ladies.access")),
    ("Господин Пьеро придумал этот пасьянс в Париже.", "royal-cotillion",
     ("lords.access", "lords.fill", "foundation.fed-from")),
    ("Следуя примеру выше, разложите карты в два ряда.", "parterre", ("foundation.suit",)),
    ("Раскладывают по двое суток, если не выходит.", "royal-cotillion", ("foundation.step",)),
    ("Бабушка торговала на рынке, а вечерами раскладывала пасьянс у стены.", "besieged-city",
     ("stock.deal", "rampart.access", "rampart.build")),
    ("В наличии должны быть две колоды по 52 карты.", "parterre", ("waste.access", "garden.access", "bouquet.access")),
    ("Днем он строил дом, а вечером играл в пьесе.", "parterre", ("garden.build", "garden.access")),
    ("Колоду тасуют без промедления и раздают.", "odd-and-even", ("reserve.fill.timing",)),
    ("Если вам нравится этот пасьянс, попробуйте и Гавот.", "parterre", ("stock.deal.timing",)),
    ("На площади у нас играли в этот пасьянс.", "queens-audience", ("antechamber.shape",)),
    ("Перекладывать карты в саду можно только по одной.", "parterre", ("garden.access",)),
]


@pytest.mark.parametrize(("text", "game", "slots"), _SENSE_NEGATIVES)
def test_a_wide_sense_outside_its_phrase_makes_no_claim(text, game, slots):
    assert not {slot for slot, _ in annotated.claims(text, "ru", game)} & set(slots)


# --- session 9, e3: Russian rule syntax (our own sentences, none from a set) --------------------

@pytest.mark.parametrize(("text", "lang", "game", "claim"), [
    # which card may be taken, said by a relative clause on the card word or «тот»
    ("Брать из талона позволяется лишь ту карту, что лежит наверху.", "ru", "indian-empress", ("waste.access", "top")),
    ("С кучи отбоя разрешено снимать только ту карту, которая находится сверху.", "ru", "parterre",
     ("waste.access", "top")),
    ("У дам свободна лишь та карта каждого столбика, что лежит ниже остальных.", "ru", "royal-cotillion",
     ("ladies.access", "bottom")),
    # «годится» (fit for play) is available
    ("Изъ окоповъ годится только верхняя карта.", "ru-petr1708", "besieged-city", ("rampart.access", "top")),
    ("Въ талонѣ годится только верхняя карта.", "ru-petr1708", "besieged-city", ("waste.access", "top")),
    # MT: 'the lowest card', 'the waste heap' («отработанная куча»)
    ("В дамской стороне доступна лишь самая низкая карта каждой колонки.", "ru-mt", "royal-cotillion",
     ("ladies.access", "bottom")),
    ("Верхняя карта отработанной кучи доступна для игры.", "ru-mt", "parterre", ("waste.access", "top")),
])
def test_access_said_by_which_card_may_be_taken(text, lang, game, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "game", "slot"), [
    ("На пустое место в резерве годится любая карта из отбоя.", "odd-and-even", "reserve.access"),
    ("Карту кладут на ту кучку сада, которая лежит сверху.", "parterre", "garden.access"),
])
def test_a_card_fit_for_a_gap_or_a_pile_on_top_is_no_access(text, game, slot):
    assert not {s for s, _ in annotated.claims(text, "ru", game)} & {slot}


@pytest.mark.parametrize(("text", "lang", "game", "claims"), [
    # a noun of building denied after it
    ("Карты резерва строительству не подлежат.", "ru", "odd-and-even", {("reserve.build", "none")}),
    ("Строительства на букете нет вообще.", "ru-mt", "parterre", {("bouquet.build", "none")}),
    ("Надстройка букета запрещена.", "ru", "parterre", {("bouquet.build", "none")}),
    # a verb whose object is the pile built on
    ("Карты букета надстраивать не разрешается.", "ru", "parterre", {("bouquet.build", "none")}),
    # moving from a group to another pile of it (or to itself) forbidden
    ("Перекладывать карты съ одной кучки букета на другую не дозволяется.", "ru-petr1708", "parterre",
     {("bouquet.build", "none")}),
    ("Переносить карты из резерва в резерв нельзя; они идут только на основания.", "ru", "odd-and-even",
     {("reserve.build", "none")}),
    # no card goes onto another (in a group, on any side)
    ("Никакая карта не идет на другую карту в резерве.", "ru-mt", "odd-and-even", {("reserve.build", "none")}),
    ("Ни одна карта не ложится на другую ни на какой стороне.", "ru", "gavotte",
     {("ladies.build", "none"), ("lords.build", "none")}),
])
def test_build_none_said_by_a_noun_a_passive_or_a_forbidden_move(text, lang, game, claims):
    assert claims <= annotated.claims(text, lang, game)


@pytest.mark.parametrize(("text", "game"), [
    ("Карты из букета можно класть на карты сада.", "parterre"),
    ("Надстройка сада ведётся вниз в масть.", "parterre"),
    ("Перекладывать карты с одной кучки сада на другую можно.", "parterre"),
])
def test_building_allowed_or_described_is_not_none(text, game):
    assert not {(s, v) for s, v in annotated.claims(text, "ru", game) if s.endswith(".build") and v == "none"}


@pytest.mark.parametrize(("text", "lang", "game"), [
    ("Колоду открывают по одной карте: что подходит, кладут на основание, а что нет — в отбой.", "ru", "parterre"),
    ("Карты колоды переворачивают по одной; если карта подходит к основанию, её кладут туда, иначе в отбой.",
     "ru-mt", "parterre"),
    ("Колоду сдают по одной карте, и если карта никуда не годится, она ложится в талон.", "ru", "indian-empress"),
])
def test_the_foundations_fed_from_the_stock_by_what_is_done_with_a_turned_card(text, lang, game):
    assert ("foundation.fed-from", ("stock",)) in annotated.claims(text, lang, game)


def test_a_waste_turned_to_and_foundations_left_alone_is_no_feeding():
    claims = annotated.claims("Колоду открывают по одной карте в отбой, а основания не трогают.", "ru", "parterre")
    assert ("foundation.fed-from", ("stock",)) not in claims


def test_the_loss_in_a_clause_that_denies_the_win_verb():
    claims = annotated.claims("Пасьянс сходится, если все карты легли на основания, и не сходится, если колода "
                              "вышла, а ходов больше нет.", "ru", "parterre")
    assert {("end.loss", "blocked"), ("end.win", "all-to-foundations")} <= claims


def test_an_abbreviation_does_not_end_the_sentence_of_the_deal():
    claims = annotated.claims("Колоду открывают лишь тогда, когда игра встала, т. е. когда ходов больше нет, и карты "
                              "кладут по одной в отбой.", "ru", "parterre")
    assert {("stock.deal", "one-to-waste"), ("stock.deal.timing", "standstill")} <= claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Карты перемещаются поштучно.", "ru"),
    ("В саду карты переносят поштучно, перенос целой кучки не допускается.", "ru"),
    ("Переносить всю кучку сада целиком запрещено.", "ru"),
    ("На кучкахъ партера карты перекладываютъ внизъ, и не иначе какъ по одной картѣ.", "ru-petr1708"),
])
def test_one_card_a_move_said_by_an_adverb_or_a_whole_pile_forbidden(text, lang):
    assert ("garden.move-unit", "one-card") in annotated.claims(text, lang, "parterre")


def test_one_card_at_a_time_refused_for_the_foundations_is_no_move_unit():
    claims = annotated.claims("По одной карте на основания класть нельзя, только парой: красную из армии и чёрную "
                              "из флота.", "ru", "indian-empress")
    assert not {s for s, _ in claims if s.endswith(".move-unit")}


@pytest.mark.parametrize(("text", "lang", "game", "value"), [
    ("Фонды принимают карты только от сада и ни от какой другой кучи.", "ru-mt", "parterre", ("garden",)),
    ("Класть карты на основания может лишь Тайный совет, и никакой другой ряд.", "ru", "british-constitution",
     ("privy-council",)),
])
def test_the_foundations_fed_from_one_pile_and_no_other(text, lang, game, value):
    assert ("foundation.fed-from", value) in annotated.claims(text, lang, game)


def test_a_source_denied_before_no_other_is_not_the_one_fed_from():
    claims = annotated.claims("Основания берут карты из армии, а не из флота, и ни из какого другого места.", "ru",
                              "indian-empress")
    assert ("foundation.fed-from", ("navy",)) not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Пасьянс не сошёлся, если колода кончилась и ходить больше некуда.", "ru"),
    ("Ежели колода вышла, а ходовъ нѣтъ, пасьянсъ не удался.", "ru-petr1708"),
])
def test_the_loss_when_no_move_is_left(text, lang):
    assert ("end.loss", "blocked") in annotated.claims(text, lang, "parterre")


def test_a_relative_clause_with_more_words_still_says_the_top():
    claims = annotated.claims("Играть из отбоя можно лишь ту карту, которая легла последней и лежит сверху.", "ru",
                              "parterre")
    assert ("waste.access", "top") in claims


def test_any_end_of_a_line_is_no_access_of_all():
    claims = annotated.claims("Карту из резерва можно положить на окоп, только если он стоит на любом конце её ряда.",
                              "ru", "besieged-city")
    assert not {(s, v) for s, v in claims if s.endswith(".access") and v == "all"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Лишнюю красную карту кладут в красный талон, а лишнюю чёрную — в чёрный.", "ru"),
    ("Красныя карты, которымъ нѣтъ мѣста въ арміи, идутъ въ красный талонъ, черныя — въ черный.", "ru-petr1708"),
    ("Красная карта, не имеющая места в армии, идёт на красный талон, а чёрная на чёрный талон.", "ru-mt"),
])
def test_wastes_named_by_colour_are_split_by_colour(text, lang):
    assert ("waste.split", "by-colour") in annotated.claims(text, lang, "indian-empress")


def test_colours_going_to_different_places_are_no_split():
    claims = annotated.claims("Красные карты кладут на основания, а чёрные в талон.", "ru", "indian-empress")
    assert ("waste.split", "by-colour") not in claims


def test_a_gap_filled_from_the_row_standing_below_at_once_by_the_players_choice_of_card():
    claims = annotated.claims("Место, опустевшее в Тайном совете, тотчас же замещается любой картой нижестоящего ряда "
                              "по выбору играющего.", "ru", "british-constitution")
    assert {("privy-council.fill", ("row-below:any-card",)), ("privy-council.fill.timing", "immediate")} <= claims
    assert ("privy-council.fill.timing", "player-chooses") not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("В окопах карты кладут в масть вверх или вниз, а можно и в том порядке, в каком их собирают на основаниях.",
     "ru"),
    ("Карты въ окопахъ кладутъ по масти, вверхъ или внизъ на одну, либо въ томъ порядкѣ, какого держатся основанія.",
     "ru-petr1708"),
])
def test_building_in_the_order_the_foundations_take_said_by_a_relative_clause(text, lang):
    assert ("rampart.build", "foundation-order") in annotated.claims(text, lang, "besieged-city")


def test_an_order_without_the_foundations_is_no_foundation_order():
    claims = annotated.claims("В окопах карты кладут в масть в любом порядке, какой нравится игроку.", "ru",
                              "besieged-city")
    assert ("rampart.build", "foundation-order") not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("В Тайном совете на карту кладут карту на единицу младше и другого цвета.", "ru"),
    ("Въ Тайномъ совѣтѣ на карту кладутъ младшую одною, противнаго цвѣта.", "ru-petr1708"),
])
def test_a_card_of_the_other_colour_laid_on_is_alternate_colours(text, lang):
    assert ("privy-council.build", "down-alternate-colour") in annotated.claims(text, lang, "british-constitution")


def test_wastes_by_colour_say_nothing_of_building():
    claims = annotated.claims("Лишние карты одного цвета кладут в один талон, другого цвета — в другой.", "ru",
                              "indian-empress")
    assert not {s for s, _ in claims if s.endswith(".build")}


def test_before_having_business_is_before_the_deal_in_machine_translation():
    claims = annotated.claims("Перед тем как иметь дело, достаньте все тузы и положите их в ряд: это основания.",
                              "ru-mt", "parterre")
    assert ("foundation.base.timing", "before-deal") in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Вы выигрываете, когда каждая карта сидит на фондах.", "ru-mt"),
    ("Пасьянс сошёлся, если каждая карта, кроме королей, лежит на основаниях.", "ru"),
])
def test_each_card_on_the_foundations_is_the_win(text, lang):
    assert ("end.win", "all-to-foundations") in annotated.claims(text, lang, "parterre")


def test_from_what_is_on_hand_is_the_stock_in_machine_translation():
    claims = annotated.claims("Зазор в резерве заполняется сразу от кучи отходов, или из наличия, если куча отходов "
                              "пуста.", "ru-mt", "odd-and-even")
    assert ("reserve.fill", ("waste", "stock")) in claims


def test_nothing_laid_on_its_cards_is_said_of_the_group_named_before():
    claims = annotated.claims("Карты букета все открыты, однако на их карты ничего не кладут.", "ru", "parterre")
    assert ("bouquet.build", "none") in claims


def test_laying_on_its_cards_allowed_is_no_build_none():
    claims = annotated.claims("С грядки сада берут верхнюю карту, а на её карты кладут младшую.", "ru", "parterre")
    assert not {s for s, v in claims if s.endswith(".build") and v == "none"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Когда никакие дальнейшие движения не возможны, сдайте одну карту от запаса к куче отходов.", "ru-mt"),
    ("Когда ходов нет, переверните верхнюю карту колоды в отбой.", "ru"),
])
def test_one_card_dealt_to_the_waste_when_stuck(text, lang):
    claims = annotated.claims(text, lang, "parterre")
    assert {("stock.deal", "one-to-waste"), ("stock.deal.timing", "standstill")} <= claims


def test_the_top_card_of_the_waste_laid_on_a_foundation_is_no_deal():
    claims = annotated.claims("Положите верхнюю карту отбоя на основание.", "ru", "parterre")
    assert ("stock.deal", "one-to-waste") not in claims


def test_each_card_picked_by_a_relative_clause_is_no_win():
    claims = annotated.claims("Каждая карта, которая выходит из колоды, идёт в отбой или на основание.", "ru",
                              "parterre")
    assert "end.win" not in {s for s, _ in claims}
