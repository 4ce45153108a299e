"""Rules said across sentences: an answer read through its question, pronouns and ellipsis that
point to a sentence before, and no claim guessed for a group the line does not let us know.
Every text here is our own wording (none is a line of a development or held-out set); the
negatives pin precision."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text

from tests import annotated


# (lang, game, text, claim): an answer read through its question, on one line or the next
ANSWERS = [
    ("en", "queens-audience", "Q: Can a vacancy in the antechamber be refilled? A: Yes, straight away, from the waste.",
     ("antechamber.fill", ("waste",))),
    ("en", "queens-audience", "Q: Can a vacancy in the antechamber be refilled? A: Yes, straight away, from the waste.",
     ("antechamber.fill.timing", "immediate")),
    ("en", "odd-and-even", "Q: Is a second deal allowed?\nA: No.", ("stock.redeals", 0)),
    ("en", "odd-and-even", "Q: May the waste be turned over and dealt again?\nA: Never.", ("stock.redeals", 0)),
    ("en", "odd-and-even", "HOST: What becomes of a space in the reserve?\nGUEST: You fill it at once from the waste.",
     ("reserve.fill", ("waste",))),
    ("en", "parterre", "Which cards of the bouquet may be played? Any of them.", ("bouquet.access", "all")),
    ("en", "parterre", "Q: What may be put on the bouquet?\nA: Nothing at all.", ("bouquet.build", "none")),
    ("en", "parterre", "Q: Where do the cards built on the garden come from?\nA: From other garden piles or from "
     "the bouquet.", ("garden.build.from", ("garden", "bouquet"))),
    ("en", "parterre", "Q: How many cards may be moved at a time?\nA: Only one.", ("garden.move-unit", "one-card")),
    ("ru", "parterre", "Пересдача разрешается? — Нет.", ("stock.redeals", 0)),
    ("ru", "parterre", "Можно ли брать карты из середины кучки партера? — Нет, только верхнюю.",
     ("garden.access", "top")),
    ("ru", "parterre", "Можно ли переносить сразу несколько карт? Нельзя, переносится всегда одна.",
     ("garden.move-unit", "one-card")),
    ("ru", "parterre", "А на букет что-нибудь кладут? Нет.", ("bouquet.build", "none")),
    ("ru", "parterre", "ВЕДУЩИЙ: Пустое место в букете чем-нибудь заполняют?\nГОСТЬ: Нет, никогда.",
     ("bouquet.fill", ("never",))),
    ("ru-petr1708", "parterre", "Можно ли класть карты на букетъ? — Никогда.", ("bouquet.build", "none")),
    ("ru-petr1708", "parterre", "Дозволяется ли вторая сдача? — Нѣтъ.", ("stock.redeals", 0)),
    ("ru-mt", "queens-audience", "Может ли пробел в предкомнате быть заполнен? — Да, немедленно от талона.",
     ("antechamber.fill", ("waste",))),
]

# (lang, game, text, claim that must not be read)
ANSWERS_NOT = [
    # a denied question states the opposite of its words, and a question alone states nothing
    ("en", "odd-and-even", "Q: May one go through the stock a second time?\nA: No.", ("stock.redeals", 1)),
    ("en", "odd-and-even", "Q: Is the waste dealt again?\nA: No, never.", ("stock.redeals", 1)),
    ("ru", "parterre", "Можно ли пересдать колоду ещё раз? — Нет.", ("stock.redeals", 1)),
    ("ru-petr1708", "parterre", "Кладутъ ли карты на букетъ? — Никогда.", ("bouquet.build", "down-any-suit")),
    # "A:" is a speaker, not an Ace
    ("en", "odd-and-even", "Q: What starts a foundation?\nA: Ask the dealer.", ("foundation.base", ("A*",))),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ANSWERS)
def test_an_answer_is_read_through_its_question(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ANSWERS_NOT)
def test_a_question_is_not_read_as_a_statement(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim not in annotated.claims(text, lang, game)


def test_a_question_answered_on_the_next_line_is_evidenced_by_both_lines() -> None:
    found = [f for f in annotate_text("Q: Is a second deal allowed?\nA: No.", "en", "odd-and-even")
             if f.slot == "stock.redeals"]
    assert [(f.value, f.segments) for f in found] == [(0, ("line-1", "line-2"))]


def test_an_exercise_question_is_not_answered_by_the_next_rule() -> None:
    # "Question 3: …?" asks the reader; the next line is a rule of its own, read alone
    text = "Question 3: why is the waste never turned over?\nFill a space in the reserve at once from the waste."
    found = annotate_text(text, "en", "odd-and-even")
    assert {f.segment for f in found if f.slot == "reserve.fill"} == {"line-2"}
    assert all(f.segments == ("line-2",) for f in found if f.slot == "reserve.fill")


# a line whose group cannot be known claims nothing for any group
UNKNOWN = [
    ("en", "besieged-city", "A space in the citadel is filled at once from the waste.", "reserve.fill"),
    ("en", "besieged-city", "A space in the citadel is filled at once from the waste.", "rampart.fill"),
    ("en", "royal-cotillion", "When a card leaves the right wing, its place is taken at once by the top card of the "
     "waste.", "ladies.fill"),
    ("ru", "besieged-city", "Если освободилось место в крепости, его сразу занимают картой из отбоя.", "rampart.fill"),
    ("ru", "royal-cotillion", "Если карта ушла из правого крыла, её место сразу занимает верхняя карта отбоя.",
     "ladies.fill"),
    ("ru-petr1708", "odd-and-even", "Чуть освободится мѣсто среди запасныхъ картъ, тотчасъ закрой его картою талона.",
     "ladies.fill"),
    ("ru-mt", "besieged-city", "Щель в цитадели заполняется немедленно от талона.", "rampart.fill"),
]

# ... but a gap placed in words that do name its group (or every group) is read
KNOWN = [
    ("en", "besieged-city", "A space in the reserve is filled at once from the waste.", ("reserve.fill", ("waste",))),
    ("en", "queens-audience", "A space in the layout is filled at once from the waste.",
     ("antechamber.fill", ("waste",))),
    ("ru", "besieged-city", "Пустое место в резерве сразу заполняют из отбоя.", ("reserve.fill", ("waste",))),
    ("ru", "indian-empress", "Освободившееся место в раскладке заполняют сразу из талона.", ("army.fill", ("waste",))),
    ("ru-petr1708", "british-constitution", "Мѣсто, опроставшееся въ любомъ ряду, немедля занимаютъ картою изъ колоды.",
     ("people.fill", ("stock",))),
]


@pytest.mark.parametrize(("lang", "game", "text", "slot"), UNKNOWN)
def test_no_group_is_guessed_for_a_gap_in_an_unknown_place(lang: str, game: str, text: str, slot: str) -> None:
    assert slot not in {s for s, _ in annotated.claims(text, lang, game)}


@pytest.mark.parametrize(("lang", "game", "text", "claim"), KNOWN)
def test_a_gap_in_a_known_place_is_read(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim in annotated.claims(text, lang, game)


# (lang, game, text, claim): "the same goes for", «то же самое и с»: the rules of the sentence
# before hold for the group this one names; a plural pronoun stands for the group spoken of last
BEFORE = [
    ("en", "royal-cotillion", "A space on the lords' side is filled at once from the waste.\nThe same goes for a space "
     "on the ladies' side.", ("ladies.fill", ("waste",))),
    ("en", "besieged-city", "Only the top card of a rampart pile is available.\nThe same is true of the reserve.",
     ("reserve.access", "top")),
    ("en", "royal-cotillion", "Cards on the lords' side are never built on.\nLikewise the ladies' side.",
     ("ladies.build", "none")),
    ("ru", "odd-and-even", "Место в резерве сразу заполняют из отбоя.\nТо же самое и с дамской стороной.",
     ("ladies.fill", ("waste",))),
    ("ru-petr1708", "odd-and-even", "Мѣсто въ резервѣ тотчасъ занимаютъ картою изъ талона.\nТочно такъ же и съ "
     "дамской стороной.", ("ladies.fill.timing", "immediate")),
    ("ru-mt", "odd-and-even", "Пробел в резерве заполняется немедленно от талона.\nТо же самое относится к стороне дам.",
     ("ladies.fill", ("waste",))),
    ("en", "queens-audience", "Deal sixteen cards in four rows of four; this is the antechamber.\nEvery one of them is "
     "in play.", ("antechamber.access", "all")),
    ("en", "queens-audience", "Deal sixteen cards in four rows of four; this is the antechamber.\nThey are all "
     "available.", ("antechamber.access", "all")),
    ("en", "queens-audience", "Deal sixteen cards in four rows of four; this is the antechamber.\nQ: Can I play from "
     "the middle?\nA: Every one of them is in play.", ("antechamber.access", "all")),
    ("ru", "queens-audience", "Сдай шестнадцать карт в четыре ряда по четыре; это предкомната.\nВсе они открыты, но "
     "класть их одну на другую нельзя.", ("antechamber.build", "none")),
    ("ru-petr1708", "queens-audience", "Сдаютъ шестнадцать картъ въ четыре ряда по четыре; это предкомната.\nВсѣ онѣ "
     "открыты, но класть ихъ одну на другую нельзя.", ("antechamber.build", "none")),
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), BEFORE)
def test_a_sentence_that_points_back_is_read_with_the_one_before(lang: str, game: str, text: str,
                                                                 claim: tuple[str, object]) -> None:
    assert claim in annotated.claims(text, lang, game)


def test_a_pronoun_for_ranks_or_a_rule_restated_is_no_group() -> None:
    # "они"/"they" of Aces just named are no reserve
    ru = "Сдайте девять карт в три ряда по три; это резерв.\nТузы и двойки выкладывают наверх по мере того, как они приходят."
    assert not any(slot.startswith("reserve.")
                   for slot, _ in annotated.claims_on_line(ru, "ru", "odd-and-even", line="line-2"))
    en = "Deal nine cards in three rows of three; this is the reserve.\nThe Aces go up as soon as they turn up."
    assert not any(slot.startswith("reserve.")
                   for slot, _ in annotated.claims_on_line(en, "en", "odd-and-even", line="line-2"))
    # a group whose rule the sentence states itself keeps its own; the stock is no group
    own = "A space in the reserve is filled at once from the waste.\nLikewise, a space on the ladies' side is filled from the stock."
    assert ("ladies.fill", ("waste",)) not in annotated.claims(own, "en", "odd-and-even")
    stock = "A space in the reserve is filled at once from the waste.\nThe same goes for the stock."
    assert not any(slot.startswith("stock.fill") for slot, _ in annotated.claims(stock, "en", "odd-and-even"))
    # a gap sentence copies only fill rules ("The same goes for a hole in …")
    access = "Every card of the reserve is available.\nThe same goes for a hole on the ladies' side."
    assert ("ladies.access", "all") not in annotated.claims(access, "en", "odd-and-even")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Turn the stock up one card at a time onto a single waste pile.\nThe top card of that pile may always be played."),
    ("ru", "Колоду открывают по одной карте в отбой.\nВерхнюю карту этой кучки можно всегда брать в игру."),
    ("ru-petr1708", "Колоду открываютъ по одной картѣ въ талонъ.\nВерхнюю карту этой кучки всегда можно брать въ игру."),
])
def test_that_pile_is_the_pile_named_before(lang: str, text: str) -> None:
    claims = annotated.claims(text, lang, "queens-audience")
    assert ("waste.access", "top") in claims
    assert ("antechamber.access", "top") not in claims


def test_a_plain_pile_word_without_a_demonstrative_is_not_the_pile_before() -> None:
    assert ("waste.access", "top") not in annotated.claims("Turn the stock onto the waste.\nThe top card of each pile is free.",
                                                           "en", "besieged-city")


def test_nothing_to_fill_with_is_never_filled_also_in_an_answer() -> None:
    assert ("reserve.fill", ("never",)) in annotated.claims("Резерв пополнять нечем.", "ru", "odd-and-even")
    assert ("bouquet.fill", ("never",)) in annotated.claims("Кладутъ ли что на букетъ? — Нѣтъ, и пополнять его нечѣмъ.",
                                                            "ru-petr1708", "parterre")
    # «нечего» said of something else is no denial of the fill
    claims = annotated.claims("Резерв заполняют из отбоя, а когда класть нечего — из колоды.", "ru", "odd-and-even")
    assert ("reserve.fill", ("never",)) not in claims
    assert ("reserve.fill", ("waste", "stock")) in claims
