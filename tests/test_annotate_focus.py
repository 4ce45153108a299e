"""The pile a line speaks about when it does not name it with a known word: a name the text gives
its one laid-out group, "the other three rows" and "the rest of the rows" by elimination from the
pile the text spoke of last (a line that only names sources is passed over).  Every text here is
our own wording (none is a line of a development or held-out set); the negatives pin precision."""

from __future__ import annotations

import pytest

from tests import annotated


def _last(text: str, lang: str, game: str) -> set[tuple[str, object]]:
    return annotated.claims_on_line(text, lang, game, f"line-{len(text.splitlines())}")


# (lang, game, text, claim): a name given to "this"/"that block" when the game lays out one group
ONE_GROUP_NAMED = [
    ("en", "queens-audience", "Lay out sixteen cards face up in four rows of four; that square is the lobby.\n"
     "A gap in the lobby is filled at once from the waste.", ("antechamber.fill.timing", "immediate")),
    ("en", "queens-audience", "Deal sixteen cards in a square of four by four: this block is the hall.\n"
     "Any card of the hall may be played, but nothing is ever put on the hall.", ("antechamber.build", "none")),
    ("ru", "queens-audience", "Выложите шестнадцать карт квадратом четыре на четыре: это сени.\n"
     "Пустое место в сенях сразу заполняют верхней картой талона.", ("antechamber.fill", ("waste",))),
    ("ru", "queens-audience", "Выложите шестнадцать карт квадратом четыре на четыре: это сени.\n"
     "Из сеней можно брать любую карту.", ("antechamber.access", "all")),
    ("ru-petr1708", "queens-audience", "Шестнадцать картъ кладутъ квадратомъ, въ четыре ряда по четыре: это сѣни.\n"
     "Пустое мѣсто въ сѣняхъ тотчасъ занимаютъ верхнею картою талона.", ("antechamber.fill.timing", "immediate")),
    ("ru-mt", "queens-audience", "Раздайте шестнадцать карт лицом вверх в четыре ряда по четыре: этот блок — вестибюль.\n"
     "Промежуток в вестибюле заполняется немедленно от кучи сброса.", ("antechamber.fill", ("waste",))),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ONE_GROUP_NAMED)
def test_a_name_given_to_the_one_laid_out_group_is_that_group(lang, game, text, claim):
    assert claim in _last(text, lang, game)


def test_a_name_given_to_no_layout_names_no_group():
    names = annotated.own_names("This is the game my aunt called the lobby.", "en", "queens-audience")
    assert names == {}


# (lang, text, claims): "the other (N) rows" are the rows not in focus; a line that names only
# sources («изъ Совѣта, изъ Палаты лордовъ») is passed over to the rule before it
OTHER_ROWS = [
    ("en", "You may build down in alternate colours on the Privy Council.\n"
     "The card you build may come from the Council itself or from the House of Lords.\n"
     "Nothing may be built on the other three rows."),
    ("en", "You may build down in alternate colours on the Privy Council.\nNothing may be built on the rest of the rows."),
    ("ru", "Строить можно только на Тайном совете.\nВ трёх других рядах карты друг на друга не кладут."),
    ("ru", "Строить можно только на Тайном совете.\nКарту для этого берут из самого Совета или из Палаты лордов.\n"
     "На остальных трёх рядах ничего не строят."),
    ("ru-petr1708", "Въ Тайномъ совѣтѣ карты кладутъ одна на другую въ нисходящемъ порядкѣ.\n"
     "Карту для сего берутъ или изъ самаго Совѣта, или изъ Палаты лордовъ.\n"
     "Въ прочихъ трехъ рядахъ карты одна на другую не кладутся."),
    ("ru-mt", "Вы можете строить вниз на Тайном Совете, чередуя цвета.\n"
     "Карта, которую вы строите, может прийти от самого Совета или от Палаты Лордов.\n"
     "Никакое строительство не разрешено в трех других рядах."),
    ("ru-mt", "Вы можете строить вниз на Тайном Совете, чередуя цвета.\nНа остальных рядах ничего не может быть построено."),
]


@pytest.mark.parametrize(("lang", "text"), OTHER_ROWS)
def test_the_other_rows_are_the_rows_not_in_focus(lang, text):
    claims = _last(text, lang, "british-constitution")
    assert {("house-of-lords.build", "none"), ("house-of-commons.build", "none"), ("people.build", "none")} <= claims
    assert ("privy-council.build", "none") not in claims
    assert not any(slot.endswith(".size") for slot, _ in claims)  # "three" counts the rows, not cards


def test_the_other_rows_with_a_count_that_does_not_agree_resolve_to_nothing():
    text = "You may build down in alternate colours on the Privy Council.\nNothing may be built on the other two rows."
    assert not any(slot.endswith(".build") for slot, _ in _last(text, "en", "british-constitution"))


def test_the_other_rows_after_a_line_that_names_every_row_resolve_to_nothing():
    text = ("The rows are the Privy Council, the House of Lords, the House of Commons and the People.\n"
            "Nothing may be built on the other rows.")
    assert not any(slot.endswith(".build") for slot, _ in _last(text, "en", "british-constitution"))


# a stop word after an article is a noun: a gap "in the keep" is in no pile the text named
def test_a_gap_in_a_place_named_by_a_stop_word_is_no_pile_of_the_line_before():
    text = "Nine cards are dealt face up as the reserve.\nA gap in the keep is filled at once from the waste."
    assert not any(slot.startswith("reserve.fill") for slot, _ in _last(text, "en", "odd-and-even"))
    text = "Nine cards are dealt face up as the reserve.\nA gap in it is filled at once from the waste."
    assert ("reserve.fill", ("waste",)) in _last(text, "en", "odd-and-even")


# the owners a side is named after, as the topic of a sentence about its lines or after "became"
OWNERS = [
    ("ru", "Первый квадрат стал господами, и у господ можно брать любую карту.\nВторой квадрат стал барынями.\n"
     "Барынь можно сдвинуть в столбики, и тогда берут только верхнюю карту столбика.", ("ladies.access", "top")),
    ("ru", "Господ можно разложить в столбики, и тогда берут только нижнюю карту.", ("lords.access", "bottom")),
    ("ru-petr1708", "Одинъ квадратъ сталъ господами, другой барынями.\n"
     "Барынь раскладываютъ въ столбики, и тогда берутъ только верхнюю карту столбика.", ("ladies.access", "top")),
]


@pytest.mark.parametrize(("lang", "text", "claim"), OWNERS)
def test_the_owners_of_a_side_name_it_as_a_topic_or_after_became(lang, text, claim):
    assert claim in _last(text, lang, "gavotte")


def test_an_address_to_the_owners_names_no_side():
    assert not any(slot.startswith(("lords.", "ladies.")) for slot, _ in _last(
        "Господа, можно разложить карты в столбики.", "ru", "gavotte"))


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Тот квадрат, который остался, стал барынями."),
    ("ru-petr1708", "Другой квадратъ сталъ барынями."),
    ("en", "The other square became the ladies."),
])
def test_a_square_laid_out_before_is_no_shape_said_again(lang, text):
    assert not any(slot.endswith(".shape") for slot, _ in _last(text, lang, "gavotte"))


def test_a_square_laid_out_is_still_a_shape():
    assert ("lords.shape", "square") in _last("Deal sixteen cards in a square: these are the lords.", "en", "gavotte")


@pytest.mark.parametrize(("text", "claim"), [
    ("Deal nine cards face up as the reserve.\nAny card in there may be played.", ("reserve.access", "all")),
    ("Deal nine cards face up as the reserve.\nNothing may be built in there.", ("reserve.build", "none")),
    ("Deal nine cards face up as the reserve.\nTake any card you like out of there.", ("reserve.access", "all")),
])
def test_there_after_a_place_word_is_the_pile_in_focus(text, claim):
    assert claim in _last(text, "en", "odd-and-even")


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Девять карт кладут открытыми: это резерв.\nТам ничего не строят."),
    ("ru-mt", "Девять карт раздаются лицом вверх как резерв.\nНичто не может быть построено там."),
])
def test_there_in_russian_is_the_pile_in_focus(lang, text):
    assert ("reserve.build", "none") in _last(text, lang, "odd-and-even")


def test_there_is_names_no_pile():
    text = "Deal nine cards face up as the reserve.\nThere is no building on the foundations."
    assert not any(slot.startswith("reserve.") for slot, _ in _last(text, "en", "odd-and-even"))


# a group laid out in a square, then called by that word: «из одного квадрата в другой» is both groups
@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Перекладывать карты из одного квадрата в другой нельзя."),
    ("ru-petr1708", "Карты изъ одного квадрата въ другой не перекладываютъ."),
    ("ru-mt", "Вы не можете перемещать карты от одного квадрата к другому."),
])
def test_cards_never_moved_from_one_square_to_another_build_on_neither_group(lang, text):
    claims = _last(text, lang, "gavotte")
    assert {("ladies.build", "none"), ("lords.build", "none")} <= claims


def test_a_square_laid_out_names_no_rule_of_a_group():
    claims = _last("Сдайте шестнадцать карт квадратом, а рядом ещё один квадрат.", "ru", "gavotte")
    assert not any(slot.endswith(".build") for slot, _ in claims)


# (lang, game, text, claim): one owner of a side ("a lord", "each lady", «кавалер») is that side,
# and "his chair", "her place", «его место» after it is that side's seat (our own wording)
ONE_OWNER = [
    ("en", "royal-cotillion", "Suppose a lord is played off.\nThen his seat is filled at once with the top card of the waste.",
     ("lords.fill", ("waste",))),
    ("en", "gavotte", "When a gentleman leaves the table, fill his chair straight away from the waste.",
     ("lords.fill.timing", "immediate")),
    ("en", "royal-cotillion", "Once a lady has gone up to the foundations, her place stays empty for good.",
     ("ladies.fill", ("never",))),
    ("en", "gavotte", "What happens when a lord goes?\nYou fill it at once with the top card of the waste.",
     ("lords.fill", ("waste",))),
    ("ru", "royal-cotillion", "Если кавалер ушёл, его место тотчас занимают картой из талона.", ("lords.fill", ("waste",))),
    ("ru-mt", "gavotte", "Когда джентльмен уходит, его место немедленно заполняется из кучи сброса.",
     ("lords.fill", ("waste",))),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ONE_OWNER)
def test_one_owner_and_his_seat_stand_for_the_side(lang, game, text, claim):
    assert claim in _last(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    ("en", "gavotte", "The lady smiled and dealt the cards."),  # no lead word, no rule
    ("ru", "royal-cotillion", "Дама пик кладется на короля."),  # «дама» is a rank here
    ("en", "royal-cotillion", "A lady told me that the game is old."),
])
def test_a_person_in_the_story_or_a_queen_is_no_side(lang, game, text):
    assert not any(slot.startswith(("lords.", "ladies.")) for slot, _ in _last(text, lang, game))


# (lang, game, text, claim): a bare rule line (no pile word) right after a line about one reserve
# or tableau group speaks of that group
BARE_RULE = [
    ("en", "queens-audience", "Deal sixteen cards in four rows of four as the antechamber.\nOnly the top card may be used.",
     ("antechamber.access", "top")),
    ("en", "queens-audience", "Lay out the antechamber: four rows of four cards.\nJust the uppermost card may be played.",
     ("antechamber.access", "top")),
    ("en", "indian-empress", "Twelve cards go out in a row: the army.\nThe top card may be taken at any time.",
     ("army.access", "top")),
    ("ru", "queens-audience", "Выложите вестибюль: шестнадцать карт квадратом.\nБрать можно только верхнюю карту.",
     ("antechamber.access", "top")),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), BARE_RULE)
def test_a_bare_rule_line_speaks_of_the_group_in_focus(lang, game, text, claim):
    assert claim in _last(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text"), [
    # a line about the foundations before: the foundations are never in focus
    ("en", "queens-audience", "Four foundations are started with the Aces.\nOnly the top card may be used."),
    # a heading between breaks the chain
    ("en", "queens-audience", "Deal sixteen cards in four rows of four as the antechamber.\n\nStock\n\nOnly the top card may be used."),
    # two groups spoken of before: no one group in focus
    ("en", "royal-cotillion", "Deal the lords' side and the ladies' side.\nOnly the top card may be used."),
])
def test_a_bare_rule_line_without_one_group_in_focus_names_none(lang, game, text):
    claims = _last(text, lang, game)
    assert not any(slot.endswith(".access") and not slot.startswith(("waste", "stock")) for slot, _ in claims)
