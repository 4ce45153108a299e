"""The foundations family read by grammar, in all four kinds of text (English, modern Russian,
pre-reform Russian, machine-translation Russian): sequences written out rank by rank, the bases'
timing said by a clause, bases named in apposition, by a pair word or in an answer, counts,
steps and skipped ranks, the end, and "nowhere else".  Every sentence is our own wording (none
is copied from a development or held-out set); the negatives pin precision."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ('en', 'odd-and-even', 'No foundation is laid down in advance: each Ace or Two goes up above the reserve as a '
     'foundation the instant it becomes free.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'parterre', 'The foundations are not set out beforehand; an Ace is moved up above the garden as a '
     'foundation once it is released.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'gavotte', 'There are eight foundations altogether, and each one is started the moment its card '
     'shows up.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'parterre', 'Основания заранее не выкладывают: едва туз освободится, его кладут над садом основанием.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'besieged-city', 'Каждый туз, как только он выйдет, сразу кладут в сторону, и он становится основанием.',
     ('foundation.base.timing', 'as-available')),
    ('ru-petr1708', 'parterre', 'Основаній въ началѣ нѣтъ: какъ скоро тузъ освободится, его кладутъ надъ партеромъ, и онъ '
     'служитъ основаніемъ.',
     ('foundation.base.timing', 'as-available')),
    ('ru-mt', 'parterre', 'Асы не помещаются заранее; каждый Ас играется к фонду, как только он становится '
     'доступным.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'british-constitution', 'First sort out the eight Aces and set them in a line along the top, before any other '
     'card is dealt.',
     ('foundation.base', ('8xA*',))),
    ('en', 'british-constitution', 'First sort out the eight Aces and set them in a line along the top, before any other '
     'card is dealt.',
     ('foundation.base.timing', 'before-deal')),
    ('en', 'british-constitution', 'First sort out the eight Aces and set them in a line along the top, before any other '
     'card is dealt.',
     ('foundation.count', 8)),
    ('ru-mt', 'british-constitution', 'Поместите восемь Асов в линию через верх стола, прежде чем иметь дело; они являются '
     'фундаментами.',
     ('foundation.base.timing', 'before-deal')),
    ('ru', 'indian-empress', 'Бабушка отобрала восемь чёрных тузов и восемь красных королей — это шестнадцать '
     'оснований, и легли они ещё до раздачи.',
     ('foundation.base.timing', 'before-deal')),
    ('en', 'odd-and-even', 'There are eight foundations, an Ace and a Two of every suit, set out as they turn up.',
     ('foundation.base', ('A*', '2*'))),
    ('ru-mt', 'royal-cotillion', 'Удалите один Ас и одну Двойку каждого иска и положите их в две колонки, Асы слева и '
     'Двойки справа; это фонды.',
     ('foundation.base', ('A*', '2*'))),
    ('en', 'odd-and-even', 'The bases are one Ace and one Two of every suit.\nOn an Ace the cards follow A, 3, 5, 7, '
     '9, J, K, 2, 4, 6, 8, 10, Q; on a Two they follow 2, 4, 6, 8, 10, Q, A, 3, 5, 7, 9, J, K.',
     ('foundation.sequence', ('A-3-5-7-9-J-K-2-4-6-8-10-Q', '2-4-6-8-10-Q-A-3-5-7-9-J-K'))),
    ('ru', 'royal-cotillion', 'Основания — туз и двойка каждой масти.\nНапомним порядок: на туз — 3, 5, 7, 9, В, К, 2, '
     '4, 6, 8, 10, Д; на двойку — 4, 6, 8, 10, Д, Т, 3, 5, 7, 9, В, К.',
     ('foundation.sequence', ('A-3-5-7-9-J-K-2-4-6-8-10-Q', '2-4-6-8-10-Q-A-3-5-7-9-J-K'))),
    ('ru-mt', 'royal-cotillion', 'Учреждения — один Ас и одна Двойка каждого иска.\nТаким образом: Ас: 3, 5, 7, 9, J, K, '
     '2, 4, 6, 8, 10, Q; Двойка: 4, 6, 8, 10, Q, A, 3, 5, 7, 9, J, K.',
     ('foundation.sequence', ('A-3-5-7-9-J-K-2-4-6-8-10-Q', '2-4-6-8-10-Q-A-3-5-7-9-J-K'))),
    ('ru', 'besieged-city', 'Основания начинаются с тузов.\nСтроят их в масть вот так: туз, король, двойка, дама, '
     'тройка, валет, четвёрка, десятка, пятёрка, девятка, шестёрка, восьмёрка, семёрка, потом '
     'вторая семёрка и обратно тем же порядком до туза.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('ru-petr1708', 'besieged-city', 'Основаніями служатъ тузы.\nКарты кладутся на нихъ въ такомъ порядкѣ: тузъ, король, '
     'двойка, дама, тройка, валетъ, четверка, десятка, пятерка, девятка, шестерка, восьмерка, '
     'семерка; затѣмъ другая семерка, и тою же дорогою назадъ до туза.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('ru-mt', 'besieged-city', 'Асы являются фондами.\nКаждый фонд строится в следующем приказе: Ас, Король, Два, '
     'Королева, Три, Плут, Четыре, Десять, Пять, Девять, Шесть, Восемь, Семь, затем другой '
     'Семь и той же самой дорогой назад к Асу.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('en', 'besieged-city', 'The Aces are the foundations.\nEach is built in suit in this order: Ace, King, Two, '
     'Queen, Three, Jack, Four, Ten, Five, Nine, Six, Eight, Seven, and after a second Seven '
     'the same way back to the Ace.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('en', 'queens-audience', 'A Jack laid on the Ace of his suit begins a foundation.\nFrom that Jack you go down in '
     'suit, Ten, Nine, Eight and so forth, down to the Two.',
     ('foundation.sequence', ('J-10-9-8-7-6-5-4-3-2',))),
    ('ru', 'parterre', 'Основания — тузы.\nНа туза кладут двойку той же масти, потом тройку, и так далее по '
     'порядку до короля.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',))),
    ('ru', 'parterre', 'Основания — тузы.\nНа туза кладут двойку той же масти, потом тройку, и так далее по '
     'порядку до короля.',
     ('foundation.suit', 'same-suit')),
    ('ru-mt', 'british-constitution', 'Асы — фонды.\nСтройте на фондах в иске от Аса до Домкрата.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('en', 'gavotte', 'The eight foundations are begun by two ranks the player names.\nThey climb in suit by '
     'twos, going round the corner after the King.',
     ('foundation.step', 2)),
    ('ru-mt', 'royal-cotillion', 'Фонды строятся вверх в иске по двое, оборачиваясь от Короля к Асу.',
     ('foundation.step', 2)),
    ('en', 'royal-cotillion', 'Each foundation goes up in suit, skipping every other rank.',
     ('foundation.step', 2)),
    ('ru', 'royal-cotillion', 'Основания собирают в масть через одну карту.',
     ('foundation.step', 2)),
    ('ru-petr1708', 'gavotte', 'Пасьянсъ считается вышедшимъ, если всѣ карты легли на основанія.',
     ('end.win', 'all-to-foundations')),
    ('ru-petr1708', 'parterre', 'Когда пасьянсъ почитается вышедшимъ? — Когда всѣ до одной карты лежатъ на основаніяхъ.',
     ('end.win', 'all-to-foundations')),
    ('en', 'gavotte', 'The cards of the lords and of the ladies may go to the foundations and nowhere else.',
     ('foundation.fed-from', ('lords', 'ladies'))),
    ('ru', 'gavotte', 'Карты лордов и дам идут на основания и больше никуда.',
     ('foundation.fed-from', ('lords', 'ladies'))),
    ('en', 'british-constitution', 'Before you deal, take the eight Aces from the packs and range them side by side at the '
     'top.',
     ('foundation.base', ('8xA*',))),
    ('en', 'british-constitution', 'Before you deal, take the eight Aces from the packs and range them side by side at the '
     'top.',
     ('foundation.base.timing', 'before-deal')),
    ('ru-petr1708', 'besieged-city', 'Основанія строятся въ масть въ такомъ порядкѣ: тузъ, король, двойка.',
     ('foundation.suit', 'same-suit')),
    ('en', 'besieged-city', 'Each foundation is built in suit in the order Ace, King, Two, Queen.',
     ('foundation.suit', 'same-suit')),
    ('ru', 'parterre', 'Карты кладут в порядке возрастания на основания, в масть.',
     ('foundation.suit', 'same-suit')),
    ('en', 'queens-audience', 'When a Jack and the Ace of his suit are both free, put the Jack on the Ace.\nThis pair '
     'then starts a foundation, built downwards in suit.',
     ('foundation.base', ('J+A',))),
    ('ru-petr1708', 'queens-audience', 'Валетъ и тузъ одной масти, оба свободные, идутъ вмѣстѣ, валетъ сверху.\nЭтою четою и '
     'начинается основаніе: на валета кладутъ десятку.',
     ('foundation.base', ('J+A',))),
    ('ru-mt', 'queens-audience', 'Плут и Ас того же иска перемещаются вместе, Плут сверху.\nЭта пара — начало фонда.',
     ('foundation.base', ('J+A',))),
    ('ru-petr1708', 'gavotte', 'Картъ съ одной стороны на другую не перекладываютъ: путь имъ одинъ — на основанія.',
     ('foundation.fed-from', ('ladies', 'lords'))),
    ('en', 'royal-cotillion', 'A card of the lords may be moved to the foundations, never elsewhere.',
     ('foundation.fed-from', ('lords',))),
    ('ru-mt', 'odd-and-even', 'Карты резерва идут к фондам, и никуда больше.',
     ('foundation.fed-from', ('reserve',))),
    ('en', 'gavotte', "The foundations are begun with two ranks of the player's choosing.\nThey rise in suit by "
     'twos and wrap from the King to the Ace.',
     ('foundation.suit', 'same-suit')),
    ('ru', 'queens-audience', 'Пара из валета и туза одной масти становится основанием.\nС этой пары начинается '
     'основание: на валета кладут десятку той же масти, и так вниз до двойки.',
     ('foundation.suit', 'same-suit')),
    ('ru', 'odd-and-even', 'Оснований восемь, по одному тузу и одной двойке каждой масти.',
     ('foundation.base', ('A*', '2*'))),
    ('ru', 'indian-empress', 'Сначала из обеих колод берут восемь чёрных тузов и восемь красных королей — шестнадцать '
     'оснований.',
     ('foundation.base', ('8xAB', '8xKR'))),
    ('ru-petr1708', 'besieged-city', 'Какъ скоро выйдетъ тузъ, его откладываютъ въ сторону основаніемъ.',
     ('foundation.base', ('A*',))),
    ('ru-petr1708', 'besieged-city', 'Какъ скоро выйдетъ тузъ, его откладываютъ въ сторону основаніемъ.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'besieged-city', 'Whenever an Ace turns up, set it aside as a foundation.',
     ('foundation.base', ('A*',))),
    ('ru-mt', 'indian-empress', 'Восемь черных Тузов и восемь красных Королей являются фондами.\nКрасные Короли идут вниз '
     'в той же масти к Тузам, опуская Плутов, а черные Тузы идут вверх в той же масти до '
     'Королей, опуская Королев.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-K', 'K-Q-10-9-8-7-6-5-4-3-2-A'))),
    ('en', 'indian-empress', 'The eight black Aces and the eight red Kings are the foundations.\nOn the black Aces '
     'build up in suit to the Kings, the Queens being left out; on the red Kings build down in '
     'suit to the Aces, the Jacks being skipped.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-K', 'K-Q-10-9-8-7-6-5-4-3-2-A'))),
    ('ru', 'indian-empress', 'Основания — восемь чёрных тузов и восемь красных королей.\nНа чёрных тузах масть растёт '
     'вверх до короля, причём дама пропускается; на красных королях она идёт вниз до туза, и '
     'валет тоже пропускается.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-K', 'K-Q-10-9-8-7-6-5-4-3-2-A'))),
    ('ru', 'royal-cotillion', 'Итого оснований получается, как видите, восемь.',
     ('foundation.count', 8)),
    ('ru-petr1708', 'royal-cotillion', 'Всего основаній, стало быть, восемь.',
     ('foundation.count', 8)),
    ('en', 'royal-cotillion', 'Altogether the foundations number eight.',
     ('foundation.count', 8)),
    ('ru', 'parterre', 'А основания где? Их сначала нет: туз, едва освободится, кладётся над садом и начинает '
     'стопку.',
     ('foundation.base', ('A*',))),
    ('ru', 'parterre', 'А основания где? Их сначала нет: туз, едва освободится, кладётся над садом и начинает '
     'стопку.',
     ('foundation.base.timing', 'as-available')),
    ('ru-petr1708', 'parterre', 'Что же служитъ основаніями? — Четыре туза; ихъ кладутъ надъ партеромъ, какъ скоро они '
     'освободятся.',
     ('foundation.count', 4)),
    ('en', 'parterre', 'What are the foundations? The four Aces, each put above the garden as soon as it comes '
     'free.',
     ('foundation.base', ('A*',))),
    ('en', 'british-constitution', 'The eight Aces are the foundations.\nRaise every card onto the Aces and you may '
     'congratulate yourself.',
     ('end.win', 'all-to-foundations')),
    ('ru', 'british-constitution', 'Основания — восемь тузов.\nЕсли все карты удалось поднять на тузы, можете себя '
     'поздравить.',
     ('end.win', 'all-to-foundations')),
    ('ru-mt', 'british-constitution', 'Объект состоит в том, чтобы построить все карты на фонды.',
     ('end.win', 'all-to-foundations')),
    ('ru-mt', 'royal-cotillion', 'Выньте один Ас и одну Двойку каждого иска; эти восемь карт являются фондами.',
     ('foundation.count', 8)),
    ('en', 'royal-cotillion', 'Take one Ace and one Two of each suit; these eight cards form the foundations.',
     ('foundation.count', 8)),
    ('ru', 'royal-cotillion', 'Выложите туза и двойку каждой масти: эти восемь карт — основания.',
     ('foundation.count', 8)),
    ('en', 'besieged-city', 'Whenever an Ace turns up, set it aside as a foundation.\nEach foundation goes in suit in '
     'this order: Ace, King, Two, Queen, Three, Jack, Four, Ten, Five, Nine, Six, Eight, '
     'Seven, and then, after the second Seven, back again from the Eight to the Ace.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('ru-petr1708', 'besieged-city', 'Какъ скоро выйдетъ тузъ, его откладываютъ въ сторону основаніемъ.\nОснованіе собираютъ '
     'въ масть такъ: тузъ, король, двойка, дама, тройка, валетъ, четверка, десятка, пятерка, '
     'девятка, шестерка, восьмерка, семерка, а за второю семеркою обратно, отъ восьмерки до '
     'туза.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('ru', 'parterre', 'Основания — тузы, их кладут над садом по мере появления.\nНа туза идёт двойка его масти, '
     'потом тройка — и так по порядку до короля.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',))),
    ('ru-petr1708', 'queens-audience', 'Валетъ, положенный на туза своей масти, начинаетъ основаніе.\nНа валета кладутъ десятку, '
     'на десятку девятку, и такъ внизъ до двойки.',
     ('foundation.sequence', ('J-10-9-8-7-6-5-4-3-2',))),
    ('en', 'queens-audience', 'As soon as a Jack and the Ace of his suit are both free, lay the Jack on top of the Ace '
     'and move the two up together.',
     ('foundation.base.timing', 'as-available')),
    ('ru-petr1708', 'queens-audience', 'Какъ скоро освободятся валетъ и тузъ одной масти, ихъ отправляютъ наверхъ вмѣстѣ, '
     'положивъ валета на туза.',
     ('foundation.base.timing', 'as-available')),
    ('ru-mt', 'queens-audience', 'Когда Плут и Ас его иска оба свободны, поместите Плута на Аса.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'gavotte', 'Before play the player may name the two ranks that the foundations will begin with.',
     ('foundation.base', ('X*', 'Y*'))),
    ('en', 'indian-empress', 'Cards from the stock or the waste are never played straight up; they must first pass '
     'through the army or the navy.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('ru', 'indian-empress', 'Карты из колоды и из талона сразу на основания не идут: сначала они должны пройти через '
     'армию или флот.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('ru-petr1708', 'indian-empress', 'Карты изъ колоды прежде всего должны пройти чрезъ армію или флотъ.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('ru-mt', 'royal-cotillion', 'Фонды должны следовать примеру и идти вверх по двое.',
     ('foundation.suit', 'same-suit')),
    ('ru-mt', 'besieged-city', 'Каждый фонд строится, следуя примеру, в таком приказе: Ас, Король, Два, Королева.',
     ('foundation.suit', 'same-suit')),
    ('ru', 'parterre', 'Основания — четыре туза.\nЧто кладут на туза? Двойку его масти, потом тройку — и так по '
     'порядку до короля.',
     ('foundation.suit', 'same-suit')),
    ('ru-petr1708', 'parterre', 'Основанія — четыре туза.\nКакъ ихъ собираютъ? — Въ масть, отъ двойки до короля.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',))),
    ('en', 'parterre', 'The four Aces are the foundations.\nHow are they built? In suit, from the Two up to the '
     'King.',
     ('foundation.suit', 'same-suit')),
    ('ru-petr1708', 'queens-audience', 'Когда освободятся и валетъ, и тузъ его масти, ихъ кладутъ вмѣстѣ, валета на туза.',
     ('foundation.base.timing', 'as-available')),
])
def test_a_foundation_rule_is_read(lang, game, text, claim):
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ('en', 'parterre', 'Before the deal, set the four Aces above the garden as foundations.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'parterre', 'До раздачи положите четырёх тузов над садом: это основания.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'gavotte', 'Deal the lords and the ladies, then lay the Aces aside when they turn up.',
     ('foundation.base.timing', 'before-deal')),
    ('en', 'parterre', 'The cards in the garden run King, Queen, Jack, Ten, Nine and so on.',
     ('foundation.sequence', None)),
    ('ru', 'besieged-city', 'На валу карты кладут в масть, или в том порядке, в каком они пойдут на основания.',
     ('foundation.suit', None)),
    ('en', 'odd-and-even', 'The bases are one Ace and one Two of each suit, laid out before the deal.\nCards go onto '
     'the foundations as soon as they become free.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'parterre', 'Основания — четыре туза, их кладут до раздачи.\nКарты кладут на основания, как только '
     'они освободятся.',
     ('foundation.base.timing', 'as-available')),
    ('ru-petr1708', 'gavotte', 'Карту, какъ скоро она освободится, кладутъ на основаніе.',
     ('foundation.base.timing', None)),
    ('en', 'gavotte', 'A foundation is never started before the player has named its rank.',
     ('foundation.base.timing', 'before-deal')),
    ('ru', 'royal-cotillion', 'Партия выиграна, когда все карты окажутся в основаниях.',
     ('foundation.base.timing', None)),
    ('en', 'gavotte', 'The foundations start from two ranks that the player names before play.',
     ('foundation.base.timing', 'before-deal')),
    ('en', 'indian-empress', 'Put the Queen of Clubs in the middle and eight red Jacks around her in a ring before the '
     'deal; they take no part in play.',
     ('foundation.base', None)),
    ('en', 'british-constitution', 'Before the deal, lay the Kings and Queens in a row along the top: they are never played.',
     ('foundation.base', None)),
    ('en', 'besieged-city', 'On a rampart you may pack cards in suit, up or down, or in the order of the foundations.',
     ('foundation.suit', None)),
    ('ru-mt', 'besieged-city', 'Карты на насыпи можно строить в масти, или в приказе оснований.',
     ('foundation.suit', None)),
    ('ru', 'queens-audience', 'Валет и туз его масти идут вместе, валет ложится сверху.\nС этой пары начинается '
     'основание: на валета кладут десятку той же масти.',
     ('foundation.base', ('J*',))),
    ('en', 'gavotte', 'A card goes to the foundations when it can, and to the waste otherwise.',
     ('foundation.fed-from', None)),
    ('ru', 'queens-audience', 'Валет и туз одной масти идут в аудиенцию парой.',
     ('foundation.suit', None)),
    ('en', 'odd-and-even', 'Cards are moved to the foundations, Aces first and then the rest.',
     ('foundation.base', None)),
    ('ru', 'indian-empress', 'Восемь червонных дам откладывают в сторону: в игре они не участвуют.',
     ('foundation.base', None)),
    ('ru', 'queens-audience', 'С валетом так же, только пара ему — туз его масти: валет ложится на туза, и эта пара '
     'становится основанием.',
     ('foundation.suit', None)),
    ('ru-mt', 'parterre', 'Асы являются фондами.\nФонды строятся в иске к Королю.',
     ('foundation.sequence', None)),
    ('ru', 'royal-cotillion', 'Всего на основания уходит восемь карт каждой масти.',
     ('foundation.count', None)),
    ('en', 'parterre', 'What goes on the foundations? The Two, then the Three, and so on up to the King.',
     ('foundation.base', None)),
    ('en', 'british-constitution', 'Congratulations are due to the inventor of this game.',
     ('end.win', None)),
    ('en', 'royal-cotillion', 'Eight cards are dealt to the foundations at the start.',
     ('foundation.count', None)),
    ('en', 'queens-audience', 'When the waste is empty, a Jack may be played on the Queen in the antechamber.',
     ('foundation.base.timing', None)),
    ('en', 'gavotte', "The player names the lords' side.",
     ('foundation.base', None)),
    ('en', 'indian-empress', 'Deal the cards one by one through the stock into the waste.',
     ('foundation.fed-from', None)),
    ('en', 'royal-cotillion', 'You have won when all the hundred and four cards are on the foundations.',
     ('foundation.count', None)),
    ('ru', 'royal-cotillion', 'Пасьянс сошёлся, если все сто четыре карты лежат на основаниях.',
     ('foundation.count', None)),
    ('ru-mt', 'parterre', 'Следуя примеру своей бабушки, я разложила карты в саду.',
     ('foundation.suit', None)),
    ('en', 'parterre', 'The four Aces are the foundations.\nHow are the garden piles built? Down, in any suit.',
     ('foundation.suit', None)),
    ('ru', 'parterre', 'Основания — четыре туза.\nКак строят в саду? В масть не смотрят.',
     ('foundation.suit', None)),
])
def test_no_foundation_claim_where_the_sentence_does_not_make_it(lang, game, text, claim):
    slot, value = claim
    assert not any(s == slot and (value is None or v == value) for s, v in annotated.claims(text, lang, game))
