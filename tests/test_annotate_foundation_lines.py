"""Foundation lines read by general grammar (session 10, g2): bases counted "one per suit" in a
game of two packs, the bases put up top «когда попадутся» / "wait till they turn up", «дом» for a
foundation, "— that's the Government" referring back to the ranks before, «не дожидаясь сдачи»
(before the deal), a series written out with its way back, one that starts a rank after the base,
one joined by "and finally", and one that stops at a rank ("stops when the Jack is reached"); the foundations fed "except out of
the Army and the Navy", «только пара, одна из Армии и одна из ВМС», and "never straight onto the
foundations; first into the Army or the Navy"; ranks that open a sentence and «служатъ
основаніями» after being set aside as they come; "No Ace is put out beforehand: as each comes free
it goes above the reserve"; a series written in numbers with the court cards as 11-13; "up to the
Jack and then the King, leaving out the Queen".
Every sentence is our own wording; the negatives pin precision."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ('en', 'besieged-city', 'Play with two packs.\nThe Kings are the foundations, four of them, one per suit; they are not set out first, you wait until they come up.',
     ('foundation.base', ('K*',))),
    ('en', 'besieged-city', 'Play with two packs.\nThe Kings are the foundations, four of them, one per suit; they are not set out first, you wait until they come up.',
     ('foundation.base.timing', 'as-available')),
    ('en', 'odd-and-even', 'Two packs are used.\nThe foundations are Aces, one a suit, put up as they arrive.',
     ('foundation.base', ('A*',))),
    ('en', 'odd-and-even', 'Two packs are used.\nThe foundations are the Aces, eight in all.',
     ('foundation.base', ('8xA*',))),
    ('ru', 'besieged-city', 'Колод две.\nКоролей кладёшь наверх, когда попадутся, по одному каждой масти, так что домиков будет четыре.',
     ('foundation.base', ('K*',))),
    ('ru', 'besieged-city', 'Колод две.\nКоролей кладёшь наверх, когда попадутся, по одному каждой масти, так что домиков будет четыре.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'besieged-city', 'Колод две.\nТузы убирают наверх, как только попадаются, но каждой масти по одному; домов выходит четыре.',
     ('foundation.count', 4)),
    ('en', 'british-constitution', 'Take out the eight Aces first and put them in a row at the top — those are the foundations.',
     ('foundation.base', ('8xA*',))),
    ('en', 'british-constitution', 'Before dealing, pull every Ace out and lay them across the top; that is your Government.',
     ('foundation.base.timing', 'before-deal')),
    ('ru-petr1708', 'british-constitution', 'Восемь тузовъ, не дожидаясь раздачи, кладутъ въ рядъ наверху: это министерство.',
     ('foundation.base.timing', 'before-deal')),
    ('ru-petr1708', 'british-constitution', 'Восемь тузовъ, не дожидаясь раздачи, кладутъ въ рядъ наверху: это министерство.',
     ('foundation.base', ('8xA*',))),
    ('ru', 'british-constitution', 'Не дожидаясь сдачи, выложи восемь тузов в ряд: это и есть основания.',
     ('foundation.base.timing', 'before-deal')),
    ('en', 'british-constitution', 'Without waiting for the deal, set the eight Aces in a row: these are the foundations.',
     ('foundation.base.timing', 'before-deal')),
    ('ru', 'besieged-city', 'Колод две.\nВсе тузы убирают в коробку, в игре они не нужны.',
     ('deck.removed', ('A*',))),
    ('en', 'besieged-city', 'The Kings are the foundations.\nIn full the order is K, A, Q, 2, J, 3, 10, 4, 9, 5, 8, 6, 7, then another Seven, and it then runs back again, 6, 8, 5, 9, 4, 10, 3, J, 2, Q, A and at last the King once more.',
     ('foundation.sequence', ('K-A-Q-2-J-3-10-4-9-5-8-6-7-7-6-8-5-9-4-10-3-J-2-Q-A-K',))),
    ('en', 'besieged-city', 'The Aces are the foundations.\nThe full order: A, K, 2, Q, 3, J, 4, 10, 5, 9, 6, 8, 7, a second Seven, and back the way it came, 8, 6, 9, 5, 10, 4, J, 3, Q, 2, K, A.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A',))),
    ('en', 'besieged-city', 'The Aces are the foundations.\nThe order is A, K, 2, Q, 3, J, 4, 10, 5, 9, 6, 8, 7, and the reserve cards go back to the stock.',
     ('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7',))),
    ('en', 'british-constitution', 'The Kings and Queens are taken out of both packs.\nThe eight Aces are the foundations.\nEach Ace goes up in suit, 2, 3 and so on, and stops when the Jack is reached.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('ru', 'british-constitution', 'Основания — восемь тузов.\nКаждый туз растёт в масть: двойка, тройка и так далее, пока не остановится на валете.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('ru', 'british-constitution', 'Основания — восемь тузов.\nКаждый туз принимает только свою масть по порядку: двойку, тройку, четвёрку, пятёрку, шестёрку, семёрку, восьмёрку, девятку, десятку и, наконец, валета.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('ru', 'british-constitution', 'Основания — восемь тузов.\nКаждый туз принимает только свою масть по порядку: двойку, тройку, четвёрку, пятёрку, шестёрку, семёрку, восьмёрку, девятку, десятку и, наконец, валета.',
     ('foundation.suit', 'same-suit')),
    ('ru-petr1708', 'british-constitution', 'Основанія суть восемь тузовъ.\nНа тузъ идутъ карты той же масти, по старшинству: двойка, тройка, четверка, пятерка, шестерка, семерка, восьмерка, девятка, десятка и, наконецъ, валетъ.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('en', 'british-constitution', 'The eight Aces are the foundations.\nEvery Ace accepts only cards of its own suit: Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten and finally the Jack.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J',))),
    ('en', 'british-constitution', 'The eight Aces are the foundations.\nEvery Ace accepts only cards of its own suit: Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten and finally the Jack.',
     ('foundation.suit', 'same-suit')),
    ('en', 'indian-empress', 'No card reaches the foundations except in a pair taken out of the Army and the Navy together.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('en', 'indian-empress', 'Nothing may be played to a foundation except from the Navy or the Army.',
     ('foundation.fed-from', ('navy', 'army'))),
    ('en', 'indian-empress', 'A card turned from the stock is never played directly to the foundations; it must first be placed in the Navy or the Army.',
     ('foundation.fed-from', ('navy', 'army'))),
    ('ru', 'indian-empress', 'Карты из колоды никогда не кладут прямо на основания: сначала они ложатся в армию или во флот.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('ru-mt', 'indian-empress', 'Карты никогда не идут на основания из колоды: только пара, одна из Армии и одна из ВМС, перемещается туда.',
     ('foundation.fed-from', ('army', 'navy'))),
    ('ru-petr1708', 'odd-and-even', 'Короли и дамы каждой масти, числомъ восемь, откладываются въ сторону, какъ только выходятъ, и служатъ основаніями.',
     ('foundation.base', ('K*', 'Q*'))),
    ('ru-petr1708', 'odd-and-even', 'Короли и дамы каждой масти, числомъ восемь, откладываются въ сторону, какъ только выходятъ, и служатъ основаніями.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'odd-and-even', 'Тузы и двойки, по одной каждой масти, откладываются по мере того, как выходят, и являются основаниями.',
     ('foundation.base', ('A*', '2*'))),
    ('en', 'odd-and-even', 'No Ace or Two is laid out in advance: as each comes free it is put above the reserve, until there is an Ace and a Two of every suit.',
     ('foundation.base', ('A*', '2*'))),
    ('en', 'odd-and-even', 'Kings are not set out at the start; whenever one turns up it goes above the tableau, one King of each suit.',
     ('foundation.base', ('K*',))),
    ('en', 'odd-and-even', 'Kings are not set out at the start; whenever one turns up it goes above the tableau, one King of each suit.',
     ('foundation.base.timing', 'as-available')),
    ('ru', 'odd-and-even', 'Основания — туз и двойка каждой масти.\nНа тузе карты идут так: 1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12; на двойке так: 2, 4, 6, 8, 10, 12, 1, 3, 5, 7, 9, 11, 13.',
     ('foundation.sequence', ('A-3-5-7-9-J-K-2-4-6-8-10-Q', '2-4-6-8-10-Q-A-3-5-7-9-J-K'))),
    ('en', 'odd-and-even', 'The foundations are an Ace and a Two of each suit.\nWith the court cards counted as 11, 12 and 13, an Ace pile takes 1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12.',
     ('foundation.sequence', ('A-3-5-7-9-J-K-2-4-6-8-10-Q',))),
    ('en', 'indian-empress', 'The foundations are the eight black Aces and the eight red Kings.\nEach black Ace is built up in suit as far as the Jack and then the King, the Queen being left out; each red King is built down in suit from the Queen to the Ace, the Jack being left out.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-K', 'K-Q-10-9-8-7-6-5-4-3-2-A'))),
    ('ru', 'indian-empress', 'Основания — восемь чёрных тузов и восемь красных королей.\nЧёрные тузы строятся вверх по масти до валета, а затем короля, минуя даму; красные короли вниз по масти от дамы до туза, минуя валета.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-K', 'K-Q-10-9-8-7-6-5-4-3-2-A'))),
])
def test_foundation_line_is_read(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), [
    ('ru', 'besieged-city', 'Колод две.\nТузы убирают наверх, как только попадаются, но каждой масти по одному; домов выходит четыре.',
     ('deck.removed', ('A*',))),
    ('ru', 'besieged-city', 'Хозяйка дома раскладывает этот пасьянс по вечерам.',
     ('foundation.count', 4)),
    ('en', 'british-constitution', 'Look at the third row, where a red Two sits on a black King: that was the first pair the foundations took.',
     ('foundation.base', ('KB',))),
    ('ru', 'british-constitution', 'Основания — восемь тузов.\nЗапас принимает любые карты.',
     ('foundation.suit', 'same-suit')),
    ('en', 'indian-empress', 'Cards never go straight onto the foundations, and the first card dealt goes to the Army.',
     ('foundation.fed-from', ('army',))),
    ('ru', 'odd-and-even', 'Тузы откладываются в сторону, а короли служат основаниями.',
     ('foundation.base', ('A*',))),
    ('en', 'odd-and-even', 'An Ace is not moved when it turns up; it stays above the reserve until the end.',
     ('foundation.base', ('A*',))),
    ('en', 'odd-and-even', 'Deal 1, 2, 3, 4, 5, 6, 7 and 8 cards to the eight columns.',
     ('foundation.sequence', ('A-2-3-4-5-6-7-8',))),
])
def test_foundation_line_stays_silent(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim not in annotated.claims(text, lang, game)
