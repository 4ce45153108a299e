"""The foundations under a name of the text's own (own_names.py, own_names_grammar.py,
own_names_ru.py, rules/foundations.py): a name given to base cards laid out ("this"/«это» after
one or two ranks put in a row or up above), a gloss ("the Mint, i.e. your foundations", «казна, то
есть основания»), a name given by a count ("eight Towers in all", «башен наверху будет четыре»,
«Крепостей восемь, по две на каждую масть») bind the new word to the foundations, and later lines
about it are read as foundation rules; «— это основания» after a long clause refers back to the
ranks laid out; the owners a side is named after, dealt with their cards counted («сдают дам —
двенадцать карт …»), are that side, not Queens as bases.  Every sentence is our own wording (none
is taken from a set); the negatives pin what must stay silent."""

from __future__ import annotations

import pytest

from tests import annotated


@pytest.mark.parametrize(("lang", "game", "text", "claims"), [
    # a name given to base cards laid in a row ("this" after a colon)
    ("ru", "british-constitution",
     "Восемь тузов сразу кладут в ряд наверху: это казна.\nВ казну идут карты только из верхнего ряда.",
     {("foundation.base", ("8xA*",)), ("foundation.count", 8), ("foundation.fed-from", ("privy-council",))}),
    ("ru-petr1708", "besieged-city",
     "Сначала выкладываютъ четыре туза въ одну линію — это будутъ крѣпости.\nНа крѣпости кладутъ карты одной масти.",
     {("foundation.base", ("A*",)), ("foundation.count", 4), ("foundation.suit", "same-suit")}),
    ("en", "british-constitution",
     "Put all eight Aces in a row along the top; these are the Treasury.\n"
     "Nothing goes onto the Treasury except from the top row.",
     {("foundation.base", ("8xA*",)), ("foundation.fed-from", ("privy-council",))}),
    # a gloss: the name, then "i.e." / «то есть» and the pile word
    ("en", "british-constitution",
     "Take out all eight Aces and line them up along the top — that's the Mint, i.e. your foundations.\n"
     "Nothing goes onto the Mint except from the top row.",
     {("foundation.base", ("8xA*",)), ("foundation.count", 8), ("foundation.fed-from", ("privy-council",))}),
    ("ru", "british-constitution",
     "Вынимаешь восемь тузов и кладёшь их в ряд наверху — это казна, то есть основания.\n"
     "В казну идут карты только из верхнего ряда.",
     {("foundation.base", ("8xA*",)), ("foundation.fed-from", ("privy-council",))}),
    ("ru", "besieged-city",
     "Тузы откладывают наверх, это казна, т. е. основания.\nНа казну кладут карты одной масти.",
     {("foundation.base", ("A*",)), ("foundation.suit", "same-suit")}),
    # a name given by a count, with the bases laid up above
    ("en", "odd-and-even",
     "Twelve cards are dealt in three rows of four; these are called the Porters.\n"
     "No Ace or Two is laid out at the start: as each comes up it goes above the Porters, "
     "one Ace and one Two of every suit, eight Towers in all.\n"
     "Upon a Tower goes only a card of its own suit.\n"
     "The game is won when all the cards lie upon the Towers.",
     {("foundation.base", ("A*", "2*")), ("foundation.count", 8), ("foundation.base.timing", "as-available"),
      ("foundation.suit", "same-suit"), ("end.win", "all-to-foundations")}),
    ("ru", "besieged-city",
     "Тузы выкладываешь наверх по мере того, как они выходят, по одному каждой масти, так что башен наверху будет четыре.\n"
     "На башню идёт только его масть.\nВсе карты легли на башни — выиграл.",
     {("foundation.base", ("A*",)), ("foundation.count", 4), ("foundation.suit", "same-suit"),
      ("end.win", "all-to-foundations")}),
    # a count of piles per suit names the foundations before their bases
    ("ru", "gavotte", "Крепостей восемь, по две на каждую масть.\nНа крепость кладёшь только ту же масть.",
     {("foundation.count", 8), ("foundation.suit", "same-suit")}),
    # «убираешь наверх»: put up, not taken out of the game
    ("ru", "besieged-city",
     "Тузы убираешь наверх, как только попадутся, по одному от каждой масти, так что башен наверху будет четыре.",
     {("foundation.base", ("A*",)), ("foundation.count", 4)}),
    # «— это основания» / "— that's your foundations" refers back to the ranks laid out before it
    ("ru", "royal-cotillion",
     "Сначала достаёшь по тузу и по двойке каждой масти, всего восемь карт, и кладёшь их в середину — это основания.",
     {("foundation.base", ("A*", "2*")), ("foundation.count", 8)}),
    ("en", "british-constitution", "Take out all eight Aces and line them up along the top — that's your foundations.",
     {("foundation.base", ("8xA*",)), ("foundation.count", 8)}),
    ("ru", "besieged-city", "Сперва выкладывают по тузу каждой масти, всего четыре карты, в одну линию — это и есть основания.",
     {("foundation.base", ("A*",)), ("foundation.count", 4)}),
    # the owners a side is named after, dealt with their cards counted after them: that side
    ("ru", "royal-cotillion", "Потом сдают дам — двенадцать карт в три ряда по четыре.",
     {("ladies.size", 12), ("ladies.shape", "3x4"), ("ladies.count", 4)}),
    ("ru", "royal-cotillion", "Справа кладёшь основания.\nСлева от них раскладываешь дам: четыре ряда по три карты.",
     {("ladies.size", 12), ("ladies.shape", "4x3")}),
])
def test_the_foundations_under_a_name_of_the_text(lang, game, text, claims):
    assert claims <= annotated.claims(text, lang, game)


@pytest.mark.parametrize(("lang", "game", "text", "line"), [
    # a demonstrative after a colon that is the subject of another noun: no bases
    ("en", "indian-empress",
     "Look at the column where a black Two lies across a red Queen: that was the first pair the foundations could take.",
     "line-1"),
    # one kind of the bases named again as an example ("a Two Tower runs …"): no new reading
    ("en", "odd-and-even",
     "As each Ace or Two comes up it goes above the reserve, one Ace and one Two of every suit, eight Towers in all.\n"
     "Thus a Two Tower runs Two, Four, Six, Eight.", "line-2"),
    # the owners dealt as cards onto something, the Queens themselves: no side
    ("ru", "royal-cotillion", "Справа кладёшь основания.\nСлева от них раскладываешь дам: четыре ряда по три карты.",
     "line-2"),
])
def test_no_new_bases_are_read(lang, game, text, line):
    assert not any(slot == "foundation.base" for slot, _ in annotated.claims_on_line(text, lang, game, line))


@pytest.mark.parametrize(("lang", "game", "text", "word"), [
    # a counted name with no bases laid: not the foundations
    ("en", "odd-and-even", "Deal twelve cards in three rows, twelve Sentries in all.", ("sentry",)),
    # a name given to cards of no rank laid out: not the foundations
    ("ru", "british-constitution", "Сдают восемь карт в один ряд наверху: это казарма.", ("казарма",)),
    # ranks where cards go («на туза кладут двойку»), no bases laid
    ("ru", "besieged-city", "На туза наверху кладут двойку: это лесенка.", ("лесенка",)),
])
def test_a_name_of_no_bases_is_not_the_foundations(lang, game, text, word):
    assert annotated.own_names(text, lang, game).get(word) != "foundation"
