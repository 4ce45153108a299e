"""Rules said across sentences: an answer read through its question, pronouns and ellipsis that
point to a sentence before, and no claim guessed for a group the line does not let us know.
Every text here is our own wording (none is a line of a development or held-out set); the
negatives pin precision."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text


def _claims(text: str, lang: str, game: str) -> set[tuple[str, object]]:
    return {(f.slot, f.value) for f in annotate_text(text, lang, game)}


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
    assert claim in _claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ANSWERS_NOT)
def test_a_question_is_not_read_as_a_statement(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim not in _claims(text, lang, game)


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
    assert slot not in {s for s, _ in _claims(text, lang, game)}


@pytest.mark.parametrize(("lang", "game", "text", "claim"), KNOWN)
def test_a_gap_in_a_known_place_is_read(lang: str, game: str, text: str, claim: tuple[str, object]) -> None:
    assert claim in _claims(text, lang, game)
