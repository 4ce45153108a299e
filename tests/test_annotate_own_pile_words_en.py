"""English piles a text names with words of its own (f2, session 9): a definition list's entry
("The Outworks: the fourteen cards …"), "we call them the X" after cards laid out, a head noun
for a pile after a modifier of turning up ("the turn-up pile").  Whole short games in our own
words (none taken from a held-out set), with negatives that pin what is no name."""

from __future__ import annotations

import pytest

from tests import annotated

_CITY = "Twelve cards make the reserve.\n"


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a definition list: "Name: the N cards …"
    ("besieged-city", "The Outworks: the fourteen cards dealt around the reserve.\nOn the Outworks build up or down in suit.",
     ("rampart.build", "up-or-down-in-suit")),
    ("queens-audience", "The Gallery: the sixteen cards dealt face up in four rows of four.\nAny card in the Gallery may be "
     "played.\nA gap in the Gallery is filled at once from the waste.", ("antechamber.fill.timing", "immediate")),
    # "we call them the X" after the cards the sentence lays out
    ("queens-audience", "Lay sixteen cards face up in four rows of four; we call them the gallery.\nAny card in the gallery "
     "may be played.", ("antechamber.access", "all")),
    ("besieged-city", _CITY + "Fourteen more cards go around it; we call them the trenches.\n"
     "On a trench build up or down in suit.\nA gap in a trench is filled at once from the reserve.",
     ("rampart.fill.timing", "immediate")),
    # other own words: "as the X", a capitalised coined name, a noun used again and again
    ("besieged-city", _CITY + "Fourteen more cards go around it as the moats.\nOn a moat you build up or down in suit.\n"
     "An empty moat is filled at once from the reserve.", ("rampart.build", "up-or-down-in-suit")),
    ("besieged-city", "Twelve cards are dealt in three rows of four as the reserve.\nAround them deal fourteen more cards, the "
     "Battlements.\nOn the Battlements build up or down in suit.\nA gap in the Battlements is filled at once from the reserve.",
     ("rampart.fill.timing", "immediate")),
    ("parterre", "Deal thirty-six cards in six fans of six; these are the beds.\nThe other sixteen cards stay in your hand.\n"
     "Only the top card of a bed may be moved.\nOn a bed build down regardless of suit.", ("garden.access", "top")),
    # a head noun after a modifier of turning up
    ("queens-audience", "Turn the stock one card at a time onto the turn-up pile.\nThe top card of the turn-up pile is always "
     "available.", ("waste.access", "top")),
])
def test_a_pile_named_in_the_texts_own_words_is_read(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text"), [
    # a heading before an imperative, or before the pack, is no name
    ("besieged-city", _CITY + "Setup: deal fourteen more cards around it.\nOn the ramparts build up or down in suit."),
    ("besieged-city", "Note: twelve cards make the reserve.\nFourteen cards go around it as the ramparts."),
    ("besieged-city", "Tip: keep the fourteen cards in view.\nTwelve cards make the reserve."),
    ("queens-audience", "Lay sixteen cards face up in four rows of four.\nThe Deal: turn the stock one card at a time."),
    ("queens-audience", "Kit: one deck of fifty-two cards.\nLay sixteen cards face up in four rows of four."),
    # "them" standing for a pile word already known names nothing new
    ("queens-audience", "Lay sixteen cards face up.\nThen the rest: all the other cards are the stock; we call them the pack."),
])
def test_a_heading_or_a_known_pile_is_no_name(game, text):
    assert annotated.own_names(text, "en", game) == {}
