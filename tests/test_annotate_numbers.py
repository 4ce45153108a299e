"""Numbers, the pack and card lists, read by grammar in every kind of text: a pack's size said by
its card count, a pack count after the pack word, the foundations counted by a pronoun or a verb
of naming, bases listed one of each rank, two sequences in one sentence, removed cards counted
suit by suit, a sentence not cut at an abbreviation.

The sentences are our own, written for these tests (none is taken from a held-out set)."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("text", "lang", "claim"), [
    ("It takes a single standard deck, all fifty-two cards.", "en", ("deck.pack-size", 52)),
    ("Get one deck: every one of its 52 cards is used.", "en", ("deck.pack-size", 52)),
    ("You want the one pack, jokers out, so fifty-two cards.", "en", ("deck.pack-size", 52)),
    ("Для него нужно четыре колоды, и все они должны быть полными, по 52 карты.", "ru", ("deck.pack-size", 52)),
    ("Берите одну колоду — все тридцать шесть карт.", "ru", ("deck.pack-size", 36)),
    ("Сколько нужно колод? Одну, обычную, на 52 карты.", "ru", ("deck.pack-size", 52)),
    ("Колода нужна одна, полная: всѣ пятьдесятъ двѣ карты.", "ru-petr1708", ("deck.pack-size", 52)),
    ("Нужны двѣ колоды, и въ каждой должны быть всѣ пятьдесятъ двѣ карты.", "ru-petr1708", ("deck.pack-size", 52)),
])
def test_a_whole_packs_card_count_after_the_pack_is_its_size(text, lang, claim):
    assert claim in annotated.claims(text, lang, "parterre")


@pytest.mark.parametrize(("text", "lang"), [
    ("One pack is enough; deal thirty-six cards face up.", "en"),
    ("Shuffle the deck and deal 36 cards in six rows.", "en"),
    ("The pack is shuffled and the remaining 52 cards go to the stock.", "en"),
    ("Нужна одна колода; раздайте тридцать шесть карт.", "ru"),
])
def test_cards_dealt_after_the_pack_are_no_pack_size(text, lang):
    assert not {s for s, _ in annotated.claims(text, lang, "parterre")} & {"deck.pack-size"}


@pytest.mark.parametrize(("text", "lang", "claim"), [
    ("Колод понадобилось целых три, и стол оказался мал.", "ru", ("deck.packs", 3)),
    ("Колоды нужны две, и в каждой все пятьдесят две карты.", "ru", ("deck.packs", 2)),
    ("Колод две, по 52 карты.", "ru", ("deck.packs", 2)),
    ("Нужна пара колод.", "ru", ("deck.packs", 2)),
    ("Берется пара полныхъ колодъ.", "ru-petr1708", ("deck.packs", 2)),
    ("You will need a pair of decks.", "en", ("deck.packs", 2)),
])
def test_a_pack_count_after_the_pack_word_or_a_pair_of_packs(text, lang, claim):
    assert claim in annotated.claims(text, lang, "gavotte")


def test_shuffling_the_packs_three_times_is_no_count():
    assert not {s for s, _ in annotated.claims("Колоды тасуют три раза.", "ru", "gavotte")} & {"deck.packs"}


@pytest.mark.parametrize(("text", "lang", "claims"), [
    ("Самое главное — основания, их восемь: по одному тузу и по одной двойке каждой масти.", "ru",
     {("foundation.count", 8), ("foundation.base", ("A*", "2*"))}),
    ("Основания — это один Ас и один Два каждой масти.", "ru-mt", {("foundation.base", ("A*", "2*"))}),
    ("Then the foundations, eight of them: one Ace and one Two of each suit.", "en",
     {("foundation.count", 8), ("foundation.base", ("A*", "2*"))}),
    ("Эти восемь карт называются основаниями.", "ru", {("foundation.count", 8)}),
    ("Оснований — их восемь, по две на масть.", "ru", {("foundation.count", 8)}),
])
def test_foundations_counted_by_a_pronoun_and_bases_one_of_each_rank(text, lang, claims):
    assert claims <= annotated.claims(text, lang, "odd-and-even")


def test_a_count_of_cards_by_a_pronoun_is_no_foundation_count():
    claims = annotated.claims("На основания, их восемь, кладут по две карты.", "ru", "odd-and-even")
    assert ("foundation.count", 2) not in claims


_BOTH = ("A-3-5-7-9-J-K-2-4-6-8-10-Q", "2-4-6-8-10-Q-A-3-5-7-9-J-K")


@pytest.mark.parametrize(("text", "lang"), [
    ("Основания — один туз и одна двойка каждой масти.\nНа тузе лежат туз, тройка, пятёрка, семёрка, девятка, "
     "валет, король, двойка, четвёрка, шестёрка, восьмёрка, десятка и дама, а на двойке — двойка, четвёрка, "
     "шестёрка, восьмёрка, десятка, дама, туз, тройка, пятёрка, семёрка, девятка, валет и король.", "ru"),
    ("Основания — это один Ас и один Два каждой масти.\nПорядок для Аса: A, 3, 5, 7, 9, J, K, 2, 4, 6, 8, 10, Q, "
     "а для Два: 2, 4, 6, 8, 10, Q, A, 3, 5, 7, 9, J, K.", "ru-mt"),
    ("The foundations are one Ace and one Two of each suit.\nAn Ace pile runs A, 3, 5, 7, 9, J, K, 2, 4, 6, 8, "
     "10, Q, while a Two pile runs 2, 4, 6, 8, 10, Q, A, 3, 5, 7, 9, J, K.", "en"),
])
def test_two_sequences_written_out_in_one_sentence_are_both_read(text, lang):
    assert ("foundation.sequence", _BOTH) in annotated.claims(text, lang, "odd-and-even")


@pytest.mark.parametrize(("text", "lang", "claim"), [
    ("Ещё семь чёрных дам, четыре пиковые и три трефовые, бабушка убирает в коробку.", "ru",
     ("deck.removed", ("4xQS", "3xQC"))),
    ("Пять красных королей, три червонных и два бубновых, откладывают в сторону.", "ru",
     ("deck.removed", ("3xKH", "2xKD"))),
    ("Six black Queens, four of spades and two of clubs, are set aside.", "en",
     ("deck.removed", ("4xQS", "2xQC"))),
])
def test_removed_cards_counted_suit_by_suit_after_the_rank(text, lang, claim):
    assert claim in annotated.claims(text, lang, "indian-empress")


def test_shares_that_do_not_add_up_to_the_count_are_not_read_as_shares():
    claims = annotated.claims("Пять красных королей, три червонных и три бубновых, откладывают в сторону.", "ru",
                              "indian-empress")
    assert ("deck.removed", ("3xKH", "3xKD")) not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Валет и туз одной масти, когда оба свободны, кладутся в аудиенцию валетом вверх и составляют основание.\n"
     "На такое основание, т. е. на валета, кладут карты той же масти по нисходящей: десятку, девятку, восьмерку "
     "и т. д. до двойки включительно.", "ru"),
    ("A Jack and an Ace of one suit, once both are free, go into the chamber with the Jack uppermost and make a "
     "foundation.\nOn such a foundation cards of its suit go down: Ten, Nine, Eight and so on to the Two.", "en"),
])
def test_the_card_on_top_of_a_pair_and_a_series_past_an_abbreviation(text, lang):
    claims = annotated.claims(text, lang, "queens-audience")
    assert {("foundation.base", ("J+A",)), ("foundation.sequence", ("J-10-9-8-7-6-5-4-3-2",))} <= claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Объект состоит в том, чтобы построить все карты, кроме Королей и Королев, на восемь фундаментных свай, "
     "от Аса до Домкрата.", "ru-mt"),
    ("The aim is to build every card except the Kings and Queens onto eight foundations, from Ace to Jack.", "en"),
])
def test_excepted_ranks_are_no_bases_and_a_sequence_said_by_its_ends_in_a_sentence_of_winning(text, lang):
    claims = annotated.claims(text, lang, "british-constitution")
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J",)) in claims
    assert not {v for s, v in claims if s == "foundation.base"}


@pytest.mark.parametrize(("text", "lang"), [
    ("Поместите восемь Асов в ряд, прежде чем иметь дело; они являются фундаментными сваями.", "ru-mt"),
    ("Set out the eight Aces in a row before the deal; they are the foundations.", "en"),
])
def test_counted_cards_then_they_are_the_foundations(text, lang):
    assert ("foundation.count", 8) in annotated.claims(text, lang, "british-constitution")


def test_four_cards_to_each_pile_are_no_foundation_count():
    claims = annotated.claims("Deal four cards to each pile; they are the foundations of your tableau.", "en",
                              "british-constitution")
    assert ("foundation.count", 4) not in claims


def test_the_bases_named_again_without_their_count_are_no_new_reading():
    text = ("Now pick out the eight Aces and lay them side by side above the layout as foundations.\n"
            "Those Aces are the Government, and each of them is built up in its own suit until its Jack.")
    assert annotated.claims_on_line(text, "en", "british-constitution", "line-2") & {
        ("foundation.base", ("A*",))} == set()


@pytest.mark.parametrize(("text", "lang"), [
    ("Deal sixteen cards in four rows of four for the ladies, and then a second sixteen beside them in exactly the "
     "same pattern for the lords.", "en"),
    ("Сперва сдали шестнадцать карт квадратом, четыре ряда по четыре карты, для дамской стороны, а рядом сдали ещё "
     "шестнадцать точно таким же квадратом для господ.", "ru"),
])
def test_a_second_group_laid_out_in_the_same_pattern(text, lang):
    claims = annotated.claims(text, lang, "gavotte")
    assert {("lords.size", 16), ("lords.shape", "4x4"), ("ladies.size", 16), ("ladies.shape", "4x4")} <= claims


def test_the_same_suit_said_of_another_group_lays_nothing_out():
    claims = annotated.claims("Deal sixteen cards in four rows of four for the ladies; the lords take the same suit.",
                              "en", "gavotte")
    assert not {s for s, _ in claims} & {"lords.size", "lords.shape"}


def test_a_count_summed_from_the_bases_gives_way_to_the_count_said_after():
    text = ("Сначала, до раскладки, бабушка выбирает восемь черных тузов и восемь красных королей и кладет их в ряд "
            "наверху.\nЭти шестнадцать карт называются основаниями.")
    assert ("foundation.count", 16) in annotated.claims_on_line(text, "ru", "indian-empress", "line-2")


def test_cards_thrown_out_of_both_packs_in_a_literal_translation_are_removed():
    text = "Пройдите через обе пачки и выбросьте все Короли и Королевы, они не играют никакой роли."
    assert ("deck.removed", ("K*", "Q*")) in annotated.claims(text, "ru-mt", "british-constitution")


@pytest.mark.parametrize(("text", "lang"), [
    ("She dealt sixteen cards in four rows of four, and then a second sixteen next to them in just the same way.",
     "en"),
    ("Then I laid sixteen cards in four rows of four, and another sixteen beside them.", "en"),
    ("Сначала сдают шестнадцать карт, четыре ряда по четыре, а рядом ещё шестнадцать точно так же.", "ru"),
])
def test_a_second_lot_of_as_many_cards_lays_out_both_groups(text, lang):
    claims = annotated.claims(text, lang, "gavotte")
    assert {("lords.size", 16), ("ladies.size", 16)} <= claims


def test_a_different_second_number_is_no_second_lot():
    claims = annotated.claims("Deal sixteen cards in four rows of four, and then another twelve to the stock.", "en",
                              "gavotte")
    assert ("lords.size", 16) not in claims or ("ladies.size", 16) not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Shuffle and put out sixteen of them face up in four lines of four to make the antechamber.", "en"),
    ("Перетасуйте колоду и выложите шестнадцать из них в четыре ряда по четыре: это прихожая.", "ru"),
])
def test_cards_counted_by_a_pronoun_laid_out_in_rows(text, lang):
    assert ("antechamber.size", 16) in annotated.claims(text, lang, "queens-audience")


def test_cards_counted_by_a_pronoun_put_on_the_foundations_lay_nothing_out():
    claims = annotated.claims("Take four of them and put them on the foundations.", "en", "queens-audience")
    assert not {s for s, _ in claims if s.endswith(".size")}


@pytest.mark.parametrize(("text", "lang"), [
    ("Основания растут вверх в масти, пропуская один ранг: на Ас идет Три, на Три идет Пять, на Два идет Четыре, "
     "и так далее.", "ru-mt"),
    ("The foundations go up in suit: on an Ace goes a Three, on a Three a Five, on a Two a Four, and so on.", "en"),
    ("На основания кладут так: на туза тройку, на тройку пятерку, и так далее.", "ru"),
])
def test_examples_of_what_goes_on_what_give_the_step(text, lang):
    assert ("foundation.step", 2) in annotated.claims(text, lang, "odd-and-even")


def test_examples_one_rank_apart_give_no_step_of_two():
    claims = annotated.claims("На основания кладут так: на туза двойку, на двойку тройку, и так далее.", "ru",
                              "odd-and-even")
    assert ("foundation.step", 2) not in claims


@pytest.mark.parametrize(("text", "lang"), [
    ("Потомъ она спросила, который квадратъ мнѣ больше нравится, и тотъ сталъ господами.", "ru-petr1708"),
    ("Вы можете оставить колонки Дам возведёнными в квадрат как сетка.", "ru-mt"),
])
def test_a_named_shape_that_lays_out_no_cards_is_no_shape(text, lang):
    assert not {s for s, _ in annotated.claims(text, lang, "gavotte") if s.endswith(".shape")}


def test_a_literal_translations_pile_word_holding_a_whole_pack_is_the_pack():
    claims = annotated.claims("Используются две пачки из 52 карт, перемешанные вместе.", "ru-mt", "royal-cotillion")
    assert {("deck.packs", 2), ("deck.pack-size", 52)} <= claims


def test_piles_of_cards_dealt_are_no_packs():
    claims = annotated.claims("Разложите две кучи из 36 карт.", "ru-mt", "royal-cotillion")
    assert not {s for s, _ in claims} & {"deck.packs", "deck.pack-size"}


@pytest.mark.parametrize(("text", "lang", "claim"), [
    ("All eight red Kings were taken out, but one King of hearts stayed, and the other seven, three of hearts and "
     "four of diamonds, went back into the box.", "en", ("deck.removed", ("3xKH", "4xKD"))),
    ("Для этого пасьянса нужны двѣ колоды.\nПрежде всего изъ обѣихъ колодъ вынимаютъ королей и дамъ и откладываютъ "
     "ихъ въ сторону.", "ru-petr1708", ("deck.removed", ("K*", "Q*"))),
])
def test_the_other_n_by_suit_and_cards_set_aside_by_a_pronoun_are_removed(text, lang, claim):
    assert claim in annotated.claims(text, lang, "indian-empress")

