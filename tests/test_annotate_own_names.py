"""A text's own names for its piles (own_names.py): a definition binds a new word to a group and
later lines that use it make the claims the group's label would.  Every sentence is our own
wording (none is taken from a held-out set): English, modern Russian, machine-translation Russian
and pre-reform Russian; the negatives pin what is no definition."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    # "call these the X": the pile named before the pronoun
    ("en", "royal-cotillion", "The lords' side is dealt as sixteen cards in four rows of four; we shall call these "
     "the knights.\nAny of the knights may be played.", ("lords.access", "all")),
    ("en", "royal-cotillion", "The lords' side is dealt as sixteen cards in four rows of four; we shall call these "
     "the knights.\nThe ladies' side is dealt in four columns of three.\nA gap among the knights is filled at once from the waste pile.", ("lords.fill.timing", "immediate")),
    # "X, which the books call Y"
    ("en", "besieged-city", "Twelve cards form the reserve, which the old books call the citadel.\nThe ramparts are built up or down in suit.\nA space in the "
     "citadel is filled at once from the talon, or from the stock when the talon is empty.",
     ("reserve.fill", ("waste", "stock"))),
    # "X, or Y if you prefer"
    ("en", "queens-audience", "Sixteen cards laid out in a square make the antechamber, or the hall if you prefer.\n"
     "Every card in the hall may be played.", ("antechamber.access", "all")),
    # a parenthesis: "(… called it the posy)"
    ("en", "parterre", "The bouquet (my grandmother called it the posy) holds sixteen cards.\n"
     "Nothing is ever placed on the posy.", ("bouquet.build", "none")),
    # «…, который мы будем называть X»
    ("ru", "besieged-city", "Двенадцать карт кладут в середину — это резерв, который мы будем называть крепостью.\nНа окопах карты кладут в масть.\n"
     "Пустое место в крепости сразу заполняют из талона.", ("reserve.fill.timing", "immediate")),
    # «…, или «X»»
    ("ru", "royal-cotillion", "Справа раскладывают шестнадцать карт квадратом четыре на четыре — это сторона "
     "лордов, или «рыцари».\nСлева кладут двенадцать карт — это дамская сторона.\nЛюбую карту рыцарей можно брать в игру.", ("lords.access", "all")),
    # «его называют X»
    ("ru", "parterre", "Оставшиеся шестнадцать карт составляют букет; в нашей семье его называют веером.\n"
     "На веер ничего не кладут.", ("bouquet.build", "none")),
    # machine translation: «эти столбцы являются X» (the group the sentence laid out)
    ("ru-mt", "parterre", "Сдайте тридцать шесть карт лицом вверх в шесть столбцов по шесть; эти столбцы являются "
     "клумбами.\nКлумбы строятся вниз независимо от иска.", ("garden.build", "down-any-suit")),
    # pre-reform: «…, иначе «X»»
    ("ru-petr1708", "odd-and-even", "Девять картъ кладутъ въ три ряда по три; это резервъ, иначе «крѣпость».\nНа основанія кладутъ карты той же масти.\n"
     "Опустѣвшее мѣсто въ крѣпости тотчасъ занимаютъ верхнею картою талона.", ("reserve.fill", ("waste",))),
    # the name borne by a pile word said later: «… их называют окопами» after «это его стены»
    ("ru", "besieged-city", "Вокруг резерва кладут ещё четырнадцать карт — это его стены (иногда их называют "
     "окопами).\nНа стенах карты кладут в масть вверх или вниз.", ("rampart.build", "up-or-down-in-suit")),
])
def test_a_name_the_text_gives_a_pile_is_read_later(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    # a name given to no pile
    ("en", "queens-audience", "There is no second deal, which my uncle calls cruel."),
    # a part of a pile is no name of it
    ("en", "queens-audience", "That pair is the beginning of a foundation."),
    # two pile words joined by "or": nothing new
    ("en", "besieged-city", "A card from the reserve, or the talon, may go to a rampart."),
    # "or" with no comma: a list, not a second name
    ("en", "besieged-city", "Put the card on the reserve or the table."),
    # a noun after a preposition is not what «их» stands for
    ("ru", "besieged-city", "В старых книгах их называют окопами."),
    # «это» before no laid-out pile
    ("ru", "besieged-city", "Колоду открывают по одной карте — это самое важное правило."),
    # a row and a rank are no new names
    ("en", "british-constitution", "The top row we call the Privy Council."),
])
def test_no_name_is_bound(lang, game, text):
    assert annotated.own_names(text, lang, game) == {}


def test_a_label_in_the_games_own_name_is_no_pile():
    text = ("Двенадцать карт кладут в середину — это резерв, а по-нашему — «город».\n"
            "Пасьянс «Осаждённый город» требует двух колод.")
    claims = annotate_text(text, "ru", "besieged-city")
    assert not any(f.slot.startswith("reserve.") and "Осаждённый" in f.text for f in claims)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "royal-cotillion", "Lay out twelve cards in four columns of three, and then as many again beside them."),
    ("en", "gavotte", "Two batches of sixteen cards are laid out, each in four rows of four."),
    ("ru", "gavotte", "Раскладывают шестнадцать карт в четыре ряда по четыре, а справа ещё столько же."),
    ("ru-petr1708", "royal-cotillion", "Сдаютъ двѣнадцать картъ въ четыре столбца по три, и рядомъ столько же."),
])
def test_two_lots_dealt_before_either_is_named_lay_out_both_sides(lang, game, text):
    claims = {slot for slot, _ in annotated.claims(text, lang, game)}
    assert {"lords.size", "ladies.size"} <= claims


@pytest.mark.parametrize(("lang", "game", "text"), [
    # the same number said of something else, or of a side that is named
    ("ru", "gavotte", "На каждое основание ляжет столько же карт."),
    ("en", "royal-cotillion", "The lords' side takes sixteen cards in four rows of four, and as many again go to the stock."),
])
def test_as_many_again_without_a_deal_of_unnamed_lots_lays_out_nothing(lang, game, text):
    claims = {slot for slot, _ in annotated.claims(text, lang, game)}
    assert "ladies.size" not in claims


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "royal-cotillion", "On the left lay twelve cards in four columns of three; this is the ladies' side.\n"
     "On the right deal sixteen cards in four rows of four; these are the orchard.\n"
     "Any card of the orchard may be played.", ("lords.access", "all")),
    ("ru", "gavotte", "Сначала кладут шестнадцать карт в четыре ряда по четыре — это сторона лордов.\n"
     "Рядом раскладывают ещё шестнадцать карт тем же порядком: это «сад».\n"
     "Место, опустевшее в саду, не заполняют.", ("ladies.fill", ("never",))),
])
def test_a_new_name_for_the_last_unnamed_side_names_it(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


def test_a_new_name_is_no_side_while_two_are_unnamed():
    text = "Сначала кладут шестнадцать карт в четыре ряда по четыре — это «сад»."
    assert annotated.own_names(text, "ru", "gavotte") == {}


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    # "X, as my father called it"
    ("en", "besieged-city", "The reserve — the 'pantry', as my father called it — holds nine cards.\n"
     "The ramparts are built up or down in suit.\nAny card of the pantry may be played.", ("reserve.access", "all")),
    # "these are known as X" after the other side was named
    ("en", "besieged-city", "Lay out nine cards in three rows of three; this is the reserve.\n"
     "Fourteen cards go around them; these are known as the walls.\nThe walls are built up or down in suit.",
     ("rampart.build", "up-or-down-in-suit")),
    # a layout waiting for its group: "… dealt. These form the X."
    ("en", "besieged-city", "First deal nine cards in three rows of three; this is the reserve.\n"
     "Next, fourteen cards are dealt in a ring around it.\nThese form the earthworks.", ("rampart.size", 14)),
    # «Карты X мы будем называть Y»
    ("ru", "besieged-city", "Карты резерва мы будем называть городом.\nНа окопы кладут карты в масть.\n"
     "Любую карту города можно положить на окоп.", ("rampart.build.from", ("reserve",))),
])
def test_more_shapes_of_a_definition(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


def test_a_name_after_its_pronoun_is_no_verb():
    assert annotated.own_names("The reserve, as my father called it, holds nine cards.", "en", "besieged-city") == {}
    assert ("hold",) not in annotated.own_names("The reserve (my father called it) holds nine cards.",
                                                "en", "besieged-city")


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "royal-cotillion", "On the left deal twelve cards in four columns of three; this is the ladies' side.\n"
     "On the right deal sixteen cards in four rows of four as the Squires.\n"
     "Every card of the Squires may be played.", ("lords.access", "all")),
    ("ru-mt", "royal-cotillion", "Налево сдайте двенадцать карт в четыре колонки по три; это дамская сторона.\n"
     "Направо сдайте шестнадцать карт в четыре ряда по четыре как Сторону Рыцарей.\n"
     "Все карты Стороны Рыцарей можно играть.", ("lords.access", "all")),
])
def test_cards_dealt_as_a_new_name(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "royal-cotillion", "Deal sixteen cards in four rows of four as soon as the ladies' side is out."),
    ("ru", "royal-cotillion", "Раздайте шестнадцать карт так, как Вам удобно."),
])
def test_as_in_other_senses_names_nothing(lang, game, text):
    assert annotated.own_names(text, lang, game) == {}


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "besieged-city", "We call the reserve the citadel.\nThe ramparts are built in suit.\n"
     "Any card of the citadel may be played.", ("reserve.access", "all")),
    ("ru", "besieged-city", "Карты резерва назовём крепостью.\nНа окопы кладут карты в масть.\n"
     "Любую карту крепости можно положить на окоп.", ("rampart.build.from", ("reserve",))),
])
def test_the_object_of_a_verb_of_naming_is_what_it_names(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("en", "besieged-city", "In the middle lies the citadel, which the books call the reserve.\n"
     "The ramparts are built in suit.\nAny card of the citadel may be played.", ("reserve.access", "all")),
    ("ru", "besieged-city", "Вокруг резерва кладут четырнадцать карт, так называемые насыпи.\n"
     "На основания карты идут из резерва.\nНа насыпях карты кладут в масть вверх или вниз.",
     ("rampart.build", "up-or-down-in-suit")),
    ("ru-petr1708", "besieged-city", "Вокругъ резерва кладутъ четырнадцать картъ, именуемыхъ насыпями.\n"
     "На основанія карты идутъ изъ резерва.\nНа насыпяхъ карты кладутъ въ масть вверхъ или внизъ.",
     ("rampart.build", "up-or-down-in-suit")),
])
def test_a_new_name_for_cards_dealt_around_a_named_pile(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "indian-empress", "A card of the Army may go on a card of the Navy, or the reverse, at any time."),
    ("en", "indian-empress", "Cards of the Army, or the other side, may be paired."),
    ("ru", "indian-empress", "Карту армии кладут на карту флота, или наоборот."),
])
def test_or_the_reverse_is_no_name(lang, game, text):
    assert annotated.own_names(text, lang, game) == {}


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "royal-cotillion", "On the left deal twelve cards in four columns of three; this is the ladies' side.\n"
     "Deal sixteen cards in four rows of four.\nThis patience is also called the Flowerbed."),
    ("ru", "royal-cotillion", "Слева кладут двенадцать карт — это дамская сторона.\n"
     "Справа кладут шестнадцать карт в четыре ряда по четыре.\nЭтот пасьянс называют также «Цветником»."),
    ("ru-mt", "royal-cotillion", "Такой ход называется «свадьбой»."),
])
def test_a_name_of_the_game_or_a_move_is_no_pile(lang, game, text):
    assert annotated.own_names(text, lang, game) == {}


# f3: Russian definitions with the name first («под X понимаются …», «X — это …», «Xами называются
# …») and a pronoun that stands for the cards the sentence lays out («…; назовём их X»).  Each
# later line uses the name once (no inference over the text could bind it).
_BEDS_BUILD = "\nНа клумбах карты кладут в убывающем порядке без учёта масти."


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ("ru", "parterre", "Раскладывают восемнадцать карт в шесть кучек по три; назовём их клумбами." + _BEDS_BUILD,
     ("garden.build", "down-any-suit")),
    ("ru-mt", "parterre", "Раскладывают восемнадцать карт в шесть кучек по три, их мы будем называть клумбами."
     + _BEDS_BUILD, ("garden.build", "down-any-suit")),
    ("ru", "parterre", "Раскладывают восемнадцать карт в шесть кучек по три; под клумбами понимаются эти кучки."
     + _BEDS_BUILD, ("garden.build", "down-any-suit")),
    ("ru-mt", "parterre", "Под клумбами подразумеваются шесть кучек по три карты, которые раскладывают в ряд."
     + _BEDS_BUILD, ("garden.build", "down-any-suit")),
    ("ru", "parterre", "Клумбы — это шесть кучек по три карты, разложенные в ряд." + _BEDS_BUILD,
     ("garden.build", "down-any-suit")),
    ("ru-petr1708", "parterre", "Клумбами называются шесть кучекъ по три карты, разложенныя въ рядъ." + _BEDS_BUILD,
     ("garden.build", "down-any-suit")),
    ("ru", "parterre", "Раскладывают восемнадцать карт в шесть кучек по три. Оставшиеся шестнадцать карт берут в "
     "руку; назовём их букетиком.\nИз букетика можно брать любую карту.", ("bouquet.access", "all")),
    ("ru-petr1708", "queens-audience", "Шестнадцать картъ кладутъ квадратомъ, четыре на четыре; подъ пріемной "
     "разумѣется этотъ квадратъ.\nИзъ пріемной можно брать любую карту.", ("antechamber.access", "all")),
])
def test_a_russian_name_given_first_or_to_the_cards_laid_out_is_read_later(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Под ходом понимается перенос одной карты."),
    ("ru", "Пасьянс — это игра на терпение."),
    ("ru", "Главное — это шесть кучек по три карты."),
    ("ru", "Под конец игры карты кладут на основания."),
    ("ru-mt", "Тузы — это четыре основания."),
    ("ru", "Раскладывают восемнадцать карт в шесть кучек по три; их кладут рубашкой вниз."),
])
def test_no_russian_name_first_definition_is_bound(lang, text):
    assert annotated.own_names(text, lang, "parterre") == {}
