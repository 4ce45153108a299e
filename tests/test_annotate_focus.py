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
]


@pytest.mark.parametrize(("lang", "game", "text", "claim"), ONE_GROUP_NAMED)
def test_a_name_given_to_the_one_laid_out_group_is_that_group(lang, game, text, claim):
    assert claim in _last(text, lang, game)


def test_a_name_given_to_no_layout_names_no_group():
    names = annotated.own_names("This is the game my aunt called the lobby.", "en", "queens-audience")
    assert names == {}
