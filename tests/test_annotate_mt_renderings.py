"""A machine-translation stress test of the Russian reading: thirty English lines of the
development sets (every slot family: the deck, removed cards, bases and their timing, layout sizes
and shapes, access, building and its direction, step and sequence, what a pile is built from, the
move unit, filling and its timing, the stock's deal, redeals, the waste, the win, the loss, the
odds), each rendered three ways as the machine translators of the last fifteen years would give
it: a mostly correct one, a literal one with wrong senses of polysemous words («пакет», «фонд»,
«костюм», «запас», «куча отходов», «свая», «колонна», «сделка», «лгут»), and one with English word
order and calques («может быть сыграна», «одна карта в одно время», «однажды больше», «о одной
игре в двух»).  The renderings are our own, none copied from a set's ru-mt text.

A case is read right when the claims of its last line (the ``name`` slot aside) are exactly the
expected ones.  Cases marked ``_OPEN`` are not read right yet (strict xfail)."""

from __future__ import annotations

import pytest

from corpus.annotate.evaluate import normalise_value
from rules.vocabulary import load_vocabulary
from tests import annotated

_LEAD = "Играют так."
_OPEN = pytest.mark.xfail(strict=True, reason="not read right yet: an open rendering of the MT stress test")
_VOCAB = load_vocabulary()


def _normal(game: str, pairs: set[tuple[str, object]]) -> set[tuple[str, str]]:
    return {(slot, repr(normalise_value(_VOCAB, game, slot, value))) for slot, value in pairs if slot != "name"}


def _last_line_claims(text: str, game: str, lead: str) -> set[tuple[str, object]]:
    return annotated.claims_on_line(f"{lead}\n{text}", "ru-mt", game, "line-2")


# (game, the English line rendered, what it says, [mostly correct, literal, calqued], lead line)
_LINES = [
    ('queens-audience',
     "Queen's Audience is a patience for a single pack of 52 cards.",
     [('deck.pack-size', 52), ('deck.packs', 1)],
     ['Аудиенция у королевы — пасьянс для одной колоды из 52 карт.',
      'Аудиенция королевы — это терпение для одного пакета из 52 карт.',
      'Королевы аудиенция является пасьянсом для единственной пачки из 52 карточек.']),
    ('british-constitution',
     'Remove all Kings and Queens; they take no part in the game.',
     [('deck.removed', ('K*', 'Q*'))],
     ['Удалите всех королей и дам; они не участвуют в игре.',
      'Удалите все Короли и Королевы; они не принимают никакого участия в игре.',
      'Уберите всех кингов и ферзей; они не берут никакой части в игре.']),
    ('british-constitution',
     'Put the eight Aces in a row as foundations and build each of them up in suit as far as the Jack.',
     [('foundation.base', ('8xA*',)), ('foundation.count', 8), ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',)), ('foundation.suit', 'same-suit')],
     ['Положите восемь тузов в ряд в качестве основ и стройте каждую из них вверх по масти до валета.',
      'Поместите восемь Тузов в строке как фонды и постройте каждый из них вверх в костюме вплоть до Домкрата.',
      'Положите восемь асов в ряд как фундаменты и стройте каждый из них вверх в масти настолько далеко, как валет.']),
    ('queens-audience',
     'Lay out sixteen cards face up as a four-by-four square; this square is the antechamber.',
     [('antechamber.count', 16), ('antechamber.shape', '4x4'), ('antechamber.size', 16)],
     ['Разложите шестнадцать карт лицевой стороной вверх квадратом четыре на четыре; этот квадрат — передняя.',
      'Выложите шестнадцать карт лицом вверх как квадрат четыре на четыре; эта площадь является прихожей.',
      'Выложите шестнадцать карт лицом вверх как четыре-на-четыре квадрат; этот квадрат есть передняя.']),
    ('queens-audience',
     'Every card of the antechamber may be played.',
     [('antechamber.access', 'all')],
     ['Любую карту передней можно играть.',
      'Каждая карта прихожей может быть сыграна.',
      'Каждая карта из вестибюля может быть разыграна.']),
    ('queens-audience',
     'Each foundation is built downward in suit from the Jack to the Two.',
     [('foundation.sequence', ('J-10-9-8-7-6-5-4-3-2',)), ('foundation.suit', 'same-suit')],
     ['Каждое основание строится по убыванию в масти от валета до двойки.',
      'Каждый фонд построен вниз в костюме от Джека до Двух.',
      'Каждый фундамент строится вниз по иску от Валета к Двойке.']),
    ('queens-audience',
     'Cards may not be built on one another in the antechamber.',
     [('antechamber.build', 'none')],
     ['В передней нельзя класть карты одну на другую.',
      'Карты не могут быть построены друг на друге в прихожей.',
      'Карты не могут строиться одна на другую в передней.']),
    ('queens-audience',
     'A space in the antechamber is filled at once from the waste pile, or from the stock when the waste pile is empty.',
     [('antechamber.fill', ('waste', 'stock')), ('antechamber.fill.priority', 'in-order'), ('antechamber.fill.timing', 'immediate')],
     ['Пустое место в передней сразу заполняется из отбоя, а если отбой пуст — из колоды.',
      'Пространство в прихожей заполняется сразу из кучи отходов или из запаса, когда куча отходов пуста.',
      'Пробел в передней заполняется сразу же из отходов кучи, или из акций, когда куча отходов пуста.']),
    ('queens-audience',
     'Turn the stock one card at a time onto a waste pile whose top card is always available.',
     [('foundation.fed-from', ('waste',)), ('stock.deal', 'one-to-waste'), ('waste.access', 'top'), ('waste.count', 1)],
     ['Открывайте колоду по одной карте в отбой, верхняя карта которого всегда доступна.',
      'Переверните запас по одной карте за раз на кучу отходов, верхняя карта которой всегда доступна.',
      'Поворачивайте склад одну карту за раз на стопку мусора, чья верхняя карта всегда доступна.']),
    ('queens-audience',
     'There is no second deal.',
     [('stock.redeals', 0)],
     ['Повторной раздачи нет.',
      'Нет второй сделки.',
      'Там нет никакой второй раздачи.']),
    ('queens-audience',
     'You win when every card has reached the chamber.',
     [('end.win', 'all-to-chamber')],
     ['Вы выиграли, когда все карты попали в зал аудиенций.',
      'Вы побеждаете, когда каждая карта достигла палаты.',
      'Вы выигрываете, когда каждая карта достигла камеры.']),
    ('queens-audience',
     'A careful player wins about one game in two.',
     [('odds.win', 0.5)],
     ['Внимательный игрок выигрывает примерно одну партию из двух.',
      'Осторожный игрок выигрывает около одной игры из двух.',
      'Тщательный игрок выигрывает о одной игре в двух.']),
    ('royal-cotillion',
     'Before dealing, take out one Ace and one Two of every suit and set them in two columns; these eight cards are the foundations.',
     [('foundation.base', ('A*', '2*')), ('foundation.base.timing', 'before-deal'), ('foundation.count', 8)],
     ['Перед раздачей выньте по одному тузу и одной двойке каждой масти и положите их в два столбца; эти восемь карт — основания.',
      'Перед сделкой выньте один Туз и одну Двойку каждого костюма и установите их в две колонны; эти восемь карт являются фондами.',
      'Прежде раздачи, выньте один туз и одну двойку каждой масти и установите их в два столбца; эти восемь карт есть фундаменты.']),
    ('royal-cotillion',
     "To the left of the Aces deal twelve cards in four columns of three: this is the ladies' side.",
     [('ladies.count', 4), ('ladies.shape', '3x4'), ('ladies.size', 12)],
     ['Слева от тузов разложите двенадцать карт в четыре столбца по три: это сторона дам.',
      'Слева от Тузов раздайте двенадцать карт в четыре колонны из трёх: это сторона дам.',
      'К левой стороне от тузов сдайте двенадцать карт в четырёх колоннах из трёх: это есть дамская сторона.']),
    ('royal-cotillion',
     "On the ladies' side only the top card of each column can be played, and its gaps are never filled.",
     [('ladies.access', 'top'), ('ladies.fill', ('never',))],
     ['На стороне дам можно играть только верхнюю карту каждого столбца, а пустые места там никогда не заполняются.',
      'На стороне дам только верхняя карта каждой колонны может быть сыграна, и ее пробелы никогда не заполняются.',
      'На дамской стороне только верхняя карта каждой колонки может быть играна, и её промежутки никогда не заполнены.']),
    ('royal-cotillion',
     'The foundations are built up in suit by twos.',
     [('foundation.step', 2), ('foundation.suit', 'same-suit')],
     ['Основания собираются вверх по масти через одну карту.',
      'Фонды построены вверх в костюме по двойкам.',
      'Фундаменты строятся вверх в масти двойками.']),
    ('royal-cotillion',
     'Deal the stock one card at a time to a waste pile; the stock is dealt only once.',
     [('stock.deal', 'one-to-waste'), ('stock.redeals', 0), ('waste.count', 1)],
     ['Сдавайте колоду по одной карте в отбой; колода раздаётся только один раз.',
      'Сдайте запас одну карту за раз на кучу отходов; запас раздаётся только один раз.',
      'Раздайте акции по одной карте за один раз к куче мусора; склад сдаётся только однажды.']),
    ('royal-cotillion',
     'The game is won when all cards lie on the foundations, thirteen to each.',
     [('end.win', 'all-to-foundations')],
     ['Пасьянс сошёлся, когда все карты лежат на основаниях, по тринадцать на каждом.',
      'Игра выиграна, когда все карты лежат на фондах, тринадцать к каждому.',
      'Игра выиграна, когда все карты лгут на фундаментах, тринадцать к каждому.']),
    ('british-constitution',
     'Cards in the first row are built down in alternating colours.',
     [('privy-council.build', 'down-alternate-colour')],
     ['Карты первого ряда строятся по убыванию с чередованием цветов.',
      'Карты в первой строке построены вниз в чередующихся цветах.',
      'Карты в первом ряду строятся вниз в переменных цветах.']),
    ('british-constitution',
     'Only one card may be moved at a time.',
     [('privy-council.move-unit', 'one-card')],
     ['Перемещать можно только по одной карте.',
      'Только одна карта может быть перемещена за раз.',
      'Только одна карта может быть двинута в одно время.'],
     'Карты первого ряда строятся вниз в чередующихся цветах.'),
    ('british-constitution',
     'Gaps in the fourth row are filled from the stock.',
     [('people.fill', ('stock',)), ('people.fill.timing', 'immediate')],
     ['Пустые места в четвёртом ряду заполняются из колоды.',
      'Пробелы в четвертой строке заполнены из запаса.',
      'Промежутки в четвёртом ряду заполняются со склада.']),
    ('british-constitution',
     'If no gap appears in the fourth row while cards remain in the stock, the game is lost.',
     [('end.loss', 'bottom-row-full')],
     ['Если в четвёртом ряду не появляется пустого места, пока в колоде ещё есть карты, пасьянс проигран.',
      'Если никакой пробел не появляется в четвертой строке, в то время как карты остаются в запасе, игра потеряна.',
      'Если нет разрыва появляется в четвёртом ряду, пока карты остаются в акциях, игра проиграна.']),
    ('besieged-city',
     'The four Aces, one of each suit, are the foundations; they are played to their places as they turn up.',
     [('foundation.base', ('A*',)), ('foundation.base.timing', 'as-available'), ('foundation.count', 4)],
     ['Четыре туза, по одному каждой масти, служат основаниями; их кладут на место по мере появления.',
      'Четыре Туза, один из каждого костюма, являются фондами; они играются на свои места, как они появляются.',
      'Четыре аса, один каждой масти, есть фундаменты; они играются к их местам, когда они поворачиваются вверх.']),
    ('besieged-city',
     'On the rampart, cards may be packed in suit either up or down, or in the order in which they will go to the foundations.',
     [('rampart.build', 'foundation-order'), ('rampart.build', 'up-or-down-in-suit')],
     ['На валу карты можно складывать по масти как по возрастанию, так и по убыванию, или в том порядке, в котором они пойдут на основания.',
      'На валу карты могут быть упакованы в костюме либо вверх, либо вниз, либо в порядке, в котором они пойдут к фондам.',
      'На крепостном валу, карты могут быть упакованы в масти или вверх или вниз, или в порядке, в котором они будут идти к фундаментам.']),
    ('besieged-city',
     'Only the top card of each rampart pile is available, and cards may be moved from one rampart pile to another.',
     [('rampart.access', 'top'), ('rampart.build.from', ('rampart',))],
     ['Доступна только верхняя карта каждой стопки вала, и карты можно перекладывать с одной стопки вала на другую.',
      'Только верхняя карта каждой сваи вала доступна, и карты могут быть перемещены от одной сваи вала к другой.',
      'Только верхняя карта каждой кучи крепостного вала является доступной, и карты могут быть передвинуты с одной кучи вала на другую.']),
    ('odd-and-even',
     'When the stock is exhausted the waste may be turned over and dealt once more.',
     [('stock.redeals', 1)],
     ['Когда колода закончится, отбой можно перевернуть и сдать ещё раз.',
      'Когда запас исчерпан, отходы могут быть перевернуты и розданы еще раз.',
      'Когда склад истощён, мусор может быть повёрнут и сдан однажды больше.']),
    ('gavotte',
     "A card that leaves the ladies' side is never replaced.",
     [('ladies.fill', ('never',))],
     ['Карта, ушедшая со стороны дам, ничем не заменяется.',
      'Карта, которая покидает сторону дам, никогда не заменяется.',
      'Карта, которая оставляет дамскую сторону, никогда не заменена.']),
    ('parterre',
     'Empty garden pile: refilled at will with any free card of the bouquet or the garden, as the player prefers.',
     [('garden.fill', ('bouquet', 'garden')), ('garden.fill.priority', 'player-chooses'), ('garden.fill.timing', 'player-chooses')],
     ['Пустая стопка сада: заполняется по желанию любой свободной картой букета или сада, как предпочтёт игрок.',
      'Пустая куча сада: пополняется по желанию любой свободной картой букета или сада, как предпочитает игрок.',
      'Пустая свая сада: вновь заполнена по воле с любой свободной картой из букета или сада, как игрок предпочитает.']),
    ('indian-empress',
     'The top card of each talon is free.',
     [('waste.access', 'top')],
     ['Верхняя карта каждого сброса свободна.',
      'Верхняя карта каждого талона является свободной.',
      'Верхняя карта каждого купона бесплатна.']),
    ('parterre',
     'Building on the garden: down, suit irrelevant, one card at a time.',
     [('garden.build', 'down-any-suit'), ('garden.move-unit', 'one-card')],
     ['Построение в саду: вниз, масть не важна, по одной карте.',
      'Здание на саду: вниз, костюм не имеет значения, одна карта за раз.',
      'Строительство на саду: вниз, иск нерелевантен, одна карта в одно время.']),
]

_OPEN_RENDERINGS = {
    # 'as far as the Jack' rendered «настолько далеко, как валет»: no end rank read
    (2, 2),
    # 'from the Jack to the Two' with «к» for 'to' («от Валета к Двойке»): «к» is no end word
    # (tests/test_annotate_foundations.py keeps «строятся в иске к Королю» silent)
    (5, 2),
    # «пустые места там никогда не заполняются»: «там» (the ladies' side) is not read as the pile
    (14, 0),
}

_CASES = [
    pytest.param(game, text, expected, lead[0] if lead else _LEAD, id=f"{n}-{kind}",
                 marks=[_OPEN] if (n, k) in _OPEN_RENDERINGS else [])
    for n, (game, _en, expected, texts, *lead) in enumerate(_LINES)
    for k, (kind, text) in enumerate(zip(("correct", "literal", "calque"), texts))
]


@pytest.mark.parametrize("game,text,expected,lead", _CASES)
def test_a_machine_translated_line_is_read_as_its_english(game: str, text: str, expected: list, lead: str) -> None:
    assert _normal(game, _last_line_claims(text, game, lead)) == _normal(game, set(expected))


_SILENT = [
    # «одна игра в …» with a noun after it is no odds
    ("queens-audience", "odds.win", "Одна игра в две колоды занимает около часа."),
    # «единственный» as one, but a sentence with no pile or pack says nothing
    ("parterre", None, "Этот пасьянс любят за его единственный недостаток: он долгий."),
    # «как» opening a clause with no card coming into play is no timing of the bases
    ("besieged-city", "foundation.base.timing", "Как видите, тузы служат основаниями."),
    # «двойками» as the twos themselves, no building
    ("gavotte", "foundation.step", "Двойками называют карты достоинства два."),
]


@pytest.mark.parametrize("game,slot,text", _SILENT)
def test_a_new_mt_reading_stays_silent_where_it_does_not_apply(game: str, slot: str | None, text: str) -> None:
    claims = _last_line_claims(text, game, _LEAD)
    assert not [c for c in claims if slot is None or c[0] == slot]
