"""English readings by grammar, not by a text's phrases: synonyms of the piles, number words,
pronouns, verbless clauses, rules given by example, negation.  Every sentence here is our own
wording (none is taken from a held-out set), so each pins a reading a new text may use."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text

from tests import annotated


@pytest.mark.parametrize(("game", "text", "claim"), [
    # the piles by other names: hand, deck, heap, discard pile, bases
    ("queens-audience", "A vacancy in the antechamber is filled at once with the top card of the heap, or from "
     "the hand if there is no heap.", ("antechamber.fill", ("waste", "stock"))),
    ("odd-and-even", "Deal the deck card by card onto the discard pile.", ("stock.deal", "one-to-waste")),
    ("odd-and-even", "The bases are one Ace and one Deuce of every suit.", ("foundation.base", ("A*", "2*"))),
    ("queens-audience", "The hand may be gone through only once.", ("stock.redeals", 0)),
    ("parterre", "Every card of the bouquet is open for play.", ("bouquet.access", "all")),
    # number words and how many times
    ("british-constitution", "A gap in row one or two is filled with any card from the row below it.",
     ("house-of-lords.fill", ("row-below:any-card",))),
    ("parterre", "The stock may be dealt twice.", ("stock.redeals", 1)),
    ("odd-and-even", "The talon is taken up and dealt once more, but not a third time.", ("stock.redeals", 1)),
    ("parterre", "There is only one deal.", ("stock.redeals", 0)),
    ("gavotte", "Gavotte is played with a double pack.", ("deck.packs", 2)),
    ("british-constitution", "Beneath them deal four rows of eight cards each.", ("people.size", 8)),
    ("royal-cotillion", "On the left, lay out three cards in each of four rows to make the ladies' side.",
     ("ladies.shape", "4x3")),
    ("royal-cotillion", "On the right, lay out four rows of four cards for the lords' side.", ("lords.size", 16)),
    ("parterre", "Deal six piles of six cards each: this is the garden.", ("garden.count", 6)),
    ("besieged-city", "Around the reserve, deal fourteen cards to form the rampart.", ("rampart.size", 14)),
    # a modern web page's words
    ("besieged-city", "You need two standard 52-card decks.", ("deck.packs", 2)),
    ("besieged-city", "You need two standard 52-card decks.", ("deck.pack-size", 52)),
    ("besieged-city", "Next, surround the reserve with a ring of fourteen cards, which make up the ramparts.",
     ("rampart.size", 14)),
    ("besieged-city", "On the ramparts you can stack cards of the same suit, going up or down.",
     ("rampart.build", "up-or-down-in-suit")),
    ("besieged-city", "Flip cards from the stock one at a time onto the waste pile.", ("stock.deal", "one-to-waste")),
    ("besieged-city", "You only get one pass through the stock.", ("stock.redeals", 0)),
    # figures
    ("british-constitution", "Only cards of the 1st row may go to the foundations.",
     ("foundation.fed-from", ("privy-council",))),
    ("queens-audience", "Lay out 16 cards in a 4 x 4 square to form the antechamber.", ("antechamber.shape", "4x4")),
    ("british-constitution", "Deal 32 cards in 4 rows of 8.", ("house-of-commons.size", 8)),
    # sequences: "as far as", "from X to Y", number words as ranks, rules by example
    ("british-constitution", "Put the eight Aces in a row as foundations and build each of them up in suit as "
     "far as the Jack.", ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J",))),
    ("queens-audience", "The foundations build down in suit from Jack to Two.",
     ("foundation.sequence", ("J-10-9-8-7-6-5-4-3-2",))),
    ("besieged-city", "The Aces are the foundations.\nEach foundation is built in the order Ace, King, Two, "
     "Queen, Three, Jack and so on.", ("foundation.sequence", ("A-K-2-Q-3-J-4-10-5-9-6-8-7",))),
    ("odd-and-even", "The bases are one Ace and one Two of each suit.\nOn an Ace go a Three, then a Five, and so "
     "on.", ("foundation.step", 2)),
    ("indian-empress", "Take out the eight black Aces and the eight red Kings as foundations.\nThe Aces are built "
     "up to the Kings, and the Kings down to the Aces.",
     ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q-K", "K-Q-J-10-9-8-7-6-5-4-3-2-A"))),
    ("indian-empress", "Take out the eight black Aces and the eight red Kings as foundations.\nA black Ace is "
     "built up in suit to the King but leaves out the Queen, and a red King is built down in suit to the Ace but "
     "leaves out the Jack.", ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-K", "K-Q-10-9-8-7-6-5-4-3-2-A"))),
    ("indian-empress", "Take out the eight black Aces and the eight red Kings as foundations.\nA black Ace is "
     "built up in suit to the King.", ("foundation.suit", "same-suit")),
    ("queens-audience", "When nothing more can be done, turn up the stock one card at a time onto the waste.",
     ("stock.deal.timing", "standstill")),
    ("british-constitution", "The eight Aces are the foundations.\nIt is won when every card but the Kings and "
     "Queens has been raised upon the Aces.", ("end.win", "all-to-foundations")),
    ("parterre", "Goal: all cards on the foundations.", ("end.win", "all-to-foundations")),
    ("indian-empress", "Deal the rest in four rows of twelve.\nThe top two rows take only red cards and are called "
     "the Army; the bottom two take only black cards and are called the Navy.", ("navy.shape", "2x12")),
    ("indian-empress", "Deal the rest in four rows of twelve.\nThe top two rows take only red cards and are called "
     "the Army; the bottom two take only black cards and are called the Navy.", ("army.cards", ("*R",))),
    ("queens-audience", "A Jack may enter the chamber only together with the Ace of his own suit, as soon as both "
     "are free, and the Jack goes on top.", ("pair.moves", ("J+A:foundation",))),
    ("queens-audience", "A Jack may enter the chamber only together with the Ace of his suit, and the Jack goes on "
     "top.\nEach Jack so placed starts a foundation.", ("foundation.base", ("J+A",))),
    ("indian-empress", "You may lay any Army card on any Navy card, or any Navy card on an Army card, to make such a "
     "pair.", ("navy.build.from", ("army",))),
    ("indian-empress", "You may lay any Army card on any Navy card to make a pair.", ("navy.build", "paired")),
    ("british-constitution", "In the first row cards may be packed on one another, the cards so packed coming "
     "either from the first row or from the second row.",
     ("privy-council.build.from", ("same-row-and-row-below",))),
    # pronouns and the subject of "feed"
    ("gavotte", "The player decides which group is the lords' side; every card in it is available.",
     ("lords.access", "all")),
    ("gavotte", "One block becomes the lords' side; all of its cards are available.", ("lords.access", "all")),
    ("besieged-city", "Next deal the reserve.\nIt consists of twelve cards in four rows of three.",
     ("reserve.shape", "4x3")),
    ("besieged-city", "Next deal the reserve.\nThe rampart is dealt around it.\nGaps in it are filled from "
     "the talon.", ("rampart.fill", ("waste",))),
    ("royal-cotillion", "Cards that cannot be played go to a waste pile.\nIts top card is always available.",
     ("waste.access", "top")),
    ("british-constitution", "Only the first row, the Privy Council, may feed the foundations.",
     ("foundation.fed-from", ("privy-council",))),
    ("odd-and-even", "Turn the stock one card at a time to the waste; its top card is available.",
     ("foundation.fed-from", ("waste",))),
    ("queens-audience", "When a King and a Queen of the same suit are free, they go to the chamber, the Queen on "
     "top of the King.", ("layout.pair-top", "Q")),
    ("indian-empress", "The rest of the pack is dealt to two talons, one for the red and one for the black "
     "cards.", ("waste.split", "by-colour")),
    ("royal-cotillion", "A gap on the lords' side is refilled from the waste, or from the stock while there is "
     "no waste.", ("lords.fill.priority", "in-order")),
    # verbless label lines ("Decks: two")
    ("odd-and-even", "Decks: two.", ("deck.packs", 2)),
    ("odd-and-even", "Redeals: one.", ("stock.redeals", 1)),
    ("odd-and-even", "The waste may be redealt once.", ("stock.redeals", 1)),
    ("odd-and-even", "Foundations: one Ace and one Two of each suit.", ("foundation.base", ("A*", "2*"))),
    ("odd-and-even", "Reserve: nine cards in three rows of three, all available.", ("reserve.access", "all")),
    ("queens-audience", "Layout: sixteen cards, four rows of four, forming the antechamber; all available.",
     ("antechamber.access", "all")),
    ("queens-audience", "Deal sixteen cards in four rows of four to form the layout.", ("antechamber.size", 16)),
    ("queens-audience", "Stock: one card at a time to a single waste pile.", ("stock.deal", "one-to-waste")),
    ("queens-audience", "Tableau building: none.\nSpaces: filled at once from the waste, or from the stock if the "
     "waste is empty.", ("antechamber.fill", ("waste", "stock"))),
    # bases taken out of the pack; sequences that run past the Ace; no reserve
    ("contradance", "Remove the eight Fives and the eight Sixes and lay them out as foundations.",
     ("foundation.base.timing", "before-deal")),
    ("contradance", "Remove the eight Fives and the eight Sixes as foundations.\nThe Fives are built down in "
     "suit to the Kings, the Sixes up in suit to the Queens.",
     ("foundation.sequence", ("5-4-3-2-A-K", "6-7-8-9-10-J-Q"))),
    ("contradance", "There is no reserve.", ("reserve.count", 0)),
    # odds in words
    ("queens-audience", "The game comes out about once in three attempts.", ("odds.win", 0.3333)),
    ("queens-audience", "With good play it succeeds roughly half the time.", ("odds.win", 0.5)),
    # a time clause: the bases come as they appear
    ("besieged-city", "Whenever an Ace appears it is placed as a foundation.",
     ("foundation.base.timing", "as-available")),
    ("parterre", "Foundations are begun with Aces as suitable cards turn up.",
     ("foundation.base.timing", "as-available")),
    # rules by example, rows by their ordinal
    ("british-constitution", "The first-row cards are built down, e.g. a red six on a black seven.",
     ("privy-council.build", "down-alternate-colour")),
    ("british-constitution", "The second row, the House of Lords, is filled from the third row.",
     ("house-of-lords.fill", ("row-below",))),
    # choices: ranks the player names are X and Y, the ranks said only an example
    ("gavotte", "The player names two ranks, for example fives and sixes, as the foundations.",
     ("foundation.base", ("X*", "Y*"))),
    ("gavotte", "The player also chooses the two ranks on which the foundations will start.",
     ("foundation.base", ("X*", "Y*"))),
    # the player's choice, lists of sources
    ("parterre", "An empty garden pile is refilled at will with any free card of the bouquet or the garden.",
     ("garden.fill.timing", "player-chooses")),
    ("parterre", "An empty garden pile is refilled with a card of the bouquet or the garden, as the player "
     "prefers.", ("garden.fill.priority", "player-chooses")),
    ("parterre", "Cards built on the garden: from another garden pile or from the bouquet.",
     ("garden.build.from", ("garden", "bouquet"))),
    ("parterre", "Building on the garden: down, suit irrelevant, one card at a time.", ("garden.move-unit", "one-card")),
    ("british-constitution", "Nothing may go up to the foundations except from the Privy Council.",
     ("foundation.fed-from", ("privy-council",))),
    ("british-constitution", "A place that falls empty in the Council is filled at once from the row below.",
     ("privy-council.fill", ("row-below",))),
    ("gavotte", "The player may spread each column of the ladies' side so that only its top card is free, or leave "
     "it as dealt, in which case the bottom card of each column is free.", ("ladies.access", "bottom")),
    ("gavotte", "The player may spread each column of the ladies' side so that only its top card is free, or leave "
     "it as dealt, in which case the bottom card of each column is free.", ("setup.choice", ("ladies-access",))),
    # a Victorian voice
    ("royal-cotillion", "The cards on the left are called the Ladies, and of these only the lowest card in each "
     "column may be taken.", ("ladies.access", "bottom")),
    ("royal-cotillion", "The cards on the right, called the Lords, are all at the disposal of the player.",
     ("lords.access", "all")),
    ("royal-cotillion", "The Aces are built upon with Three, Five, Seven, and so on; the Deuces with Four, Six, "
     "Eight, and so on, every foundation keeping to its suit.", ("foundation.step", 2)),
    ("royal-cotillion", "The Aces are built upon with Three, Five, Seven, and so on; the Deuces with Four, Six, "
     "Eight, and so on, every foundation keeping to its suit.", ("foundation.suit", "same-suit")),
    ("parterre", "The player lays out thirty-six cards in six fans of six cards each; these form the garden.",
     ("garden.count", 6)),
    # negation
    ("queens-audience", "No building takes place in the antechamber.", ("antechamber.build", "none")),
    ("parterre", "No card may be built on the bouquet.", ("bouquet.build", "none")),
    ("parterre", "Building on the bouquet is not allowed.", ("bouquet.build", "none")),
    ("royal-cotillion", "Spaces on the ladies' side remain empty.", ("ladies.fill", ("never",))),
    ("parterre", "Cards in the garden may be built in either direction in suit.", ("garden.build", "up-or-down-in-suit")),
    # a group named by its owners in the possessive ("a lords' card"), in any case
    ("royal-cotillion", "Suppose one of the lords' cards goes up. Its gap is refilled straight away from the waste.",
     ("lords.fill", ("waste",))),
    ("royal-cotillion", "A ladies' card that is played leaves a gap that stays open.", ("ladies.fill", ("never",))),
    # a play verb with a modal or in the imperative says what may be played; an answer takes its question's verb
    ("odd-and-even", "Deal the pack card by card to a discard heap and play its top card when you can.",
     ("waste.access", "top")),
    ("royal-cotillion", "What may I play? Every card of the lords' side, but on the ladies' side only the bottom card "
     "of a column.", ("ladies.access", "bottom")),
    ("royal-cotillion", "What may I play? Every card of the lords' side, but on the ladies' side only the bottom card "
     "of a column.", ("lords.access", "all")),
    # a negated gap ("No gap … may be refilled"), a condition said with "where"
    ("gavotte", "No gap among the ladies' cards may ever be refilled.", ("ladies.fill", ("never",))),
    ("gavotte", "A gap on the lords' side is filled at once from the waste, or, where the waste is used up, from the "
     "stock.", ("lords.fill.priority", "in-order")),
    # the piles by the names of the besieged city; gaps "made good", piles "started again"
    ("besieged-city", "Any gap in the garrison is made good at once from the talon.", ("reserve.fill", ("waste",))),
    ("parterre", "When a garden pile is used up, you may start it again with any card of the bouquet.",
     ("garden.fill", ("bouquet",))),
    # a pairing said one way "or the reverse" holds both ways
    ("indian-empress", "A pair is made by putting a card of the Navy upon a card of the Army, or the reverse.",
     ("navy.build.from", ("army",))),
    ("indian-empress", "A pair is made by putting a card of the Navy upon a card of the Army, or the reverse.",
     ("army.build.from", ("navy",))),
    # a group's colour said after its name
    ("indian-empress", "Deal four rows of twelve; the upper two rows are the Army, which takes red cards only, and the "
     "lower two are the Navy, which takes only black.", ("navy.cards", ("*B",))),
    # a card that may "go" or "be played" onto a group is put there; the ends of its row and of its column
    ("besieged-city", "A reserve card may go to the rampart only at the two ends of its row and the two ends of its "
     "column.", ("reserve.access", "line-ends")),
    ("besieged-city", "A card of the reserve may be played onto a rampart only at either end of its own row.",
     ("rampart.build.from", ("reserve",))),
    # one card at a time in a game of one tableau group
    ("parterre", "You may move only one card at a time.", ("garden.move-unit", "one-card")),
    # "in play"; a label line opened by the group's word
    ("indian-empress", "The top card of either talon is in play.", ("waste.access", "top")),
    ("royal-cotillion", "Ladies: only the bottom card of a column may be played.", ("ladies.access", "bottom")),
    ("royal-cotillion", "Lords space: refill at once from the waste.", ("lords.fill", ("waste",))),
    # a verbless clause takes the play verb (and its modal) of the clause before
    ("royal-cotillion", "You may play any card of the lords' side, but from the ladies' side only the bottom card of a "
     "column.", ("ladies.access", "bottom")),
])
def test_an_english_sentence_states_its_claim(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # building denied on either side, between or within the sides
    ("royal-cotillion", "Neither side may ever be built on: no building takes place on either side.",
     ("ladies.build", "none")),
    ("gavotte", "Cards may not be moved within a block or between the blocks.", ("lords.build", "none")),
    ("royal-cotillion", "Cards may not be packed on any side.", ("lords.build", "none")),
    # a verb of going denied: nothing goes onto (on top of) a group
    ("parterre", "No card may ever be played on top of the bouquet.", ("bouquet.build", "none")),
    ("parterre", "Nothing goes onto a bouquet card.", ("bouquet.build", "none")),
    ("odd-and-even", "No card can go on top of a reserve card.", ("reserve.build", "none")),
])
def test_building_denied_on_every_side_or_by_a_verb_of_going(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # "not on just any pile": a restriction of where, not a denial; "go only to" a goal
    ("besieged-city", "A reserve card can't be put on just any rampart pile; it may only go to a rampart pile at "
     "either end of its row or of its column.", ("rampart.build.from", ("reserve",))),
    ("besieged-city", "A card of the garrison may go only to a rampart pile at one end of its row or of its column.",
     ("reserve.access", "line-ends")),
])
def test_a_restricted_goal_is_no_denial_of_building(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a card moved "onto another" pile of its group: the group is built from itself
    ("besieged-city", "The top card of each rampart pile can be shifted onto another rampart pile.",
     ("rampart.build.from", ("rampart",))),
    ("besieged-city", "You may lift the top card of a trench and carry it to another trench.",
     ("rampart.build.from", ("rampart",))),
    ("besieged-city", "Only the top card of a rampart pile may be lifted, to a foundation or another rampart pile.",
     ("rampart.access", "top")),
])
def test_a_card_moved_onto_another_pile_of_its_group(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # where the cards built come from, said in a sentence of its own or of "a pile"
    ("parterre", "Whatever you lay on a pile may be taken from another garden pile or directly from the bouquet.",
     ("garden.build.from", ("garden", "bouquet"))),
    ("british-constitution", "In the Privy Council cards are laid down in alternate colours.\nThose cards come either "
     "from the Council itself or else from the House of Lords.",
     ("privy-council.build.from", ("same-row-and-row-below",))),
])
def test_the_sources_of_building_said_apart_from_the_group(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    ("parterre", "The sixteen cards that are left form the bouquet; spread them in your hand, and every one of them "
     "is available.", ("bouquet.access", "all")),
    ("parterre", "The other cards are the bouquet; you hold them, and any of them may be played.",
     ("bouquet.access", "all")),
])
def test_cards_formed_into_a_group_then_all_of_them_available(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # how a group is built, said by the rank of the card built on, or "higher or lower"
    ("besieged-city", "On a rampart pile you may lay a card upon another of the same suit that is a rank higher or "
     "lower.", ("rampart.build", "up-or-down-in-suit")),
    ("besieged-city", "Rampart cards may also be placed in the order the foundations need.",
     ("rampart.build", "foundation-order")),
    ("parterre", "In the garden a card goes onto a card one higher, regardless of suit.",
     ("garden.build", "down-any-suit")),
    ("parterre", "On a garden pile each card goes on one that is a rank higher; suits do not matter.",
     ("garden.build", "down-any-suit")),
])
def test_building_said_by_the_card_built_on_or_higher_or_lower(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # cards that "are" a group are its piles; "N more" dealt are N cards
    ("parterre", "The remaining sixteen cards are the bouquet.", ("bouquet.count", 16)),
    ("besieged-city", "Then fourteen more are dealt around the reserve to make the rampart.", ("rampart.size", 14)),
])
def test_cards_that_are_a_group_and_n_more_dealt(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    ("parterre", "Deal thirty-six cards face up in six piles of six.", ("garden.size", 36)),
    ("parterre", "First deal six piles of six cards each.", ("garden.count", 6)),
])
def test_cards_dealt_in_piles_lay_out_the_one_tableau_group(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    ("parterre", "Shift a single card at a time, not a sequence.", ("garden.move-unit", "one-card")),
    ("parterre", "Cards are moved one card at a time.", ("garden.move-unit", "one-card")),
])
def test_one_card_at_a_time_moved_is_the_move_unit(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a pile word of the group between it and the end named
    ("parterre", "In the garden you can take only the card on top of a pile.", ("garden.access", "top")),
    ("parterre", "Of the garden, from any pile, you may take just the top card.", ("garden.access", "top")),
])
def test_the_end_of_a_pile_of_the_group_is_its_access(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    ("odd-and-even", "How many decks are used? Three, of fifty-two cards each.", ("deck.packs", 3)),
    ("odd-and-even", "How many decks are used? Three, of fifty-two cards each.", ("deck.pack-size", 52)),
    ("parterre", "May the waste be dealt out again? No.", ("stock.redeals", 0)),
    ("parterre", "When is the game won? Once all the cards are on the foundations.",
     ("end.win", "all-to-foundations")),
])
def test_an_elliptical_answer_takes_the_words_of_its_question(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_a_deal_whenever_the_player_likes_is_at_any_time():
    claims = annotated.claims("Deal the stock one card at a time to the waste whenever you please.", "en", "parterre")
    assert ("stock.deal.timing", "any-time") in claims


@pytest.mark.parametrize("claim", [("setup.choice", ("foundation-ranks",)), ("foundation.base", ("X*", "Y*"))])
def test_ranks_named_by_the_player_are_a_set_up_choice(claim):
    text = "The foundations begin with two ranks named by the player before the deal, for instance Sixes and Nines."
    assert claim in annotated.claims(text, "en", "gavotte")


def test_no_second_turning_of_the_stock_is_no_redeal():
    assert ("stock.redeals", 0) in annotated.claims("The stock is turned once; there is no second turning.",
                                                    "en", "parterre")


_ARMY_AND_NAVY = ("Layout: forty-eight cards in four rows of twelve, so that the top two rows (the Army) hold only red "
                  "cards and the bottom two rows (the Navy) only black cards.")


@pytest.mark.parametrize(("text", "claim"), [
    (_ARMY_AND_NAVY, ("army.size", 24)),
    (_ARMY_AND_NAVY, ("navy.cards", ("*B",))),
    (_ARMY_AND_NAVY + "\nA card reaches a foundation only with a partner: a red card of the Army and a black card "
     "of the Navy, the two moving up together.", ("pair.moves", ("*R+*B:foundation",))),
    ("Removed: the 8 black Queens and the 8 red Jacks are set aside.", ("deck.removed", ("8xQB", "8xJR"))),
])
def test_rows_shared_by_a_labelled_tableau_pairs_and_cards_set_aside(text, claim):
    assert claim in annotated.claims(text, "en", "indian-empress")


def test_a_remark_on_pairing_restates_no_pair_move():
    text = (_ARMY_AND_NAVY + "\nA red card of the Army and a black card of the Navy go to the foundations as a "
            "pair.\nMost games are won or lost in the pairing.")
    pairs = [f for f in annotate_text(text, "en", "indian-empress") if f.slot == "pair.moves"]
    assert [f.segment for f in pairs] == ["line-2"]


def test_a_discard_verb_in_a_relative_clause_takes_no_rank_before_it():
    text = "Each black Ace is built up to the King, passing over the Queen, which is why those cards were set aside."
    assert "deck.removed" not in {s for s, _ in annotated.claims(text, "en", "indian-empress")}


def test_a_yes_no_question_answered_no_states_no_redeal():
    assert ("stock.redeals", 1) not in annotated.claims("May the waste be dealt out again? No.", "en", "parterre")


@pytest.mark.parametrize(("game", "text", "claim"), [
    # the ladies' cards overlap down each column: a column is a pile, however the grid is named
    ("royal-cotillion", "Twelve cards in three rows of four form the ladies' side.", ("ladies.count", 4)),
    ("royal-cotillion", "Sixteen cards in four rows of four form the lords' side.", ("lords.count", 16)),
    ("gavotte", "Lay out two sets of sixteen cards, each in four rows of four.", ("ladies.count", 4)),
    ("gavotte", "Lay out two sets of sixteen cards, each in four rows of four.", ("lords.count", 16)),
])
def test_a_groups_piles_are_its_columns_or_its_cards(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "slot"), [
    ("parterre", "No card is dealt to the bouquet once it has been used.", "stock.redeals"),
    ("parterre", "The garden piles are built down, but not in alternate colours.", "garden.build"),
    ("besieged-city", "On the rampart, cards are packed in suit, or in the order in which they go to the "
     "foundations.", "foundation.suit"),
    ("besieged-city", "Each foundation is built in suit in the order Ace, King, Two.", "foundation.base"),
    ("british-constitution", "Only the top row may be played to the foundations.", "privy-council.access"),
    ("parterre", "An empty garden pile may be filled by any available card.", "garden.access"),
    ("besieged-city", "A reserve card cannot be put on just any rampart pile.", "rampart.build"),
    ("besieged-city", "A reserve card cannot be put on just any rampart pile.", "reserve.build"),
    ("british-constitution", "The same holds for the other rows: each is built from the row below it.",
     "house-of-lords.build.from"),
    ("parterre", "An empty garden pile is refilled with any free card of the bouquet.", "bouquet.access"),
    ("odd-and-even", "A gap in the reserve is filled from the talon, or, if there is none, by a card from the "
     "pack.", "reserve.build"),
    ("besieged-city", "All cards of the reserve except those in the middle are available.", "reserve.access"),
    ("besieged-city", "Next, surround the reserve with a ring of fourteen cards.", "reserve.size"),
    ("odd-and-even", "There is a reserve of nine cards.", "reserve.count"),
    ("indian-empress", "Deal four piles of twelve cards.", "army.size"),  # two tableau groups: which is not said
    ("parterre", "Turn the stock one card at a time onto the waste.", "garden.move-unit"),
    ("parterre", "The remaining sixteen cards form the bouquet.\nOnly the outside card of each bed is free; it may "
     "be played to a foundation.", "bouquet.access"),
    ("royal-cotillion", "The Aces are built upon with Three, Five, Seven, and so on; the Deuces with Four, Six, "
     "Eight, and so on, every foundation keeping to its suit.", "foundation.base"),
    ("besieged-city", "Next deal the reserve.\nThe rampart is dealt around it.\nGaps in it are filled from "
     "the talon.", "reserve.fill"),
    ("british-constitution", "In the first row a red six may go on a black nine.", "privy-council.build"),
    ("british-constitution", "Gaps in the first row are filled from the third row.", "privy-council.fill"),
    ("queens-audience", "Turn the stock onto the waste; its top card fills a gap in the antechamber.",
     "foundation.fed-from"),
    ("royal-cotillion", "Suppose one of the lords' cards goes up. Its gap is refilled straight away from the waste.",
     "ladies.fill"),
    ("royal-cotillion", "What is dealt next? Any card of the lords' side.", "lords.access"),
    ("besieged-city", "Holes in the garrison are refilled from the talon, or from the stock if the talon has no "
     "cards.", "reserve.count"),  # what "has no cards" is the talon
    ("indian-empress", "The top card of either talon is in play.", "foundation.fed-from"),  # one of two talons
    ("british-constitution", "The Aces lie at the top of the table as foundations, each built up until the Jack "
     "covers it.", "pair.moves"),
])
def test_an_english_sentence_states_no_such_claim(game, text, slot):
    assert slot not in {s for s, _ in annotated.claims(text, "en", game)}


def test_parts_of_one_rule_are_joined_for_the_corpus_and_kept_per_line_for_the_held_out_gold():
    text = ("Cards on the rampart may be shifted from one rampart pile to another.\n"
            "A reserve card may be played onto the rampart only at either end of its own row.")
    joined = {(f.slot, f.value, f.segments) for f in annotate_text(text, "en", "besieged-city")
              if f.slot == "rampart.build.from"}
    apart = {(f.slot, f.value, f.segments) for f in annotate_text(text, "en", "besieged-city", join=False)
             if f.slot == "rampart.build.from"}
    assert joined == {("rampart.build.from", ("rampart", "reserve"), ("line-1", "line-2"))}
    assert apart == {("rampart.build.from", ("rampart",), ("line-1",)),
                     ("rampart.build.from", ("reserve",), ("line-2",))}


@pytest.mark.parametrize(("game", "text", "claim"), [
    # building by twos said without "twos": every other rank, alternate ranks, steps of two
    ("odd-and-even", "The foundations are built up in suit by alternate ranks.", ("foundation.step", 2)),
    ("odd-and-even", "Each foundation rises in its suit, skipping one rank each time.", ("foundation.step", 2)),
    ("gavotte", "Foundations go up in steps of two, following suit.", ("foundation.step", 2)),
    ("gavotte", "On the foundations cards are laid every second rank, in suit.", ("foundation.step", 2)),
    # the foundations as a pronoun beside the build verb of the next sentence
    ("british-constitution", "The eight Aces are the foundations.\nBuild them up in suit, skipping every other "
     "rank.", ("foundation.step", 2)),
    ("british-constitution", "The eight Aces are the foundations.\nBuild them up in suit, skipping every other "
     "rank.", ("foundation.suit", "same-suit")),
])
def test_foundations_built_by_twos_in_other_words(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a Jack laid on an Ace is the J+A base; a series closed by "and so on" ends at the rank after "to"
    ("queens-audience", "The Jack is laid upon the Ace of its suit, and this pair becomes a foundation.",
     ("foundation.base", ("J+A",))),
    ("british-constitution", "The eight Aces are the foundations.\nEach Ace collects its own suit: Two, Three and "
     "so forth up to the Queen.", ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q",))),
])
def test_a_jack_on_an_ace_and_a_series_that_ends_at_a_rank(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a clause or sentence that only adds the stock extends every group's fill just read
    ("indian-empress", "Every gap is filled at once from the talon of its colour; when that talon is used up, from "
     "the stock.", ("army.fill", ("waste", "stock"))),
    ("indian-empress", "Gaps are filled at once from the talon.\nIf the talon is empty, take the top card of the stock "
     "instead.", ("navy.fill.priority", "in-order")),
    # a gap "in either force" is a gap of each group; "it" after the gap is the gap
    ("indian-empress", "Should a space open in either force, refill it straight from the talon.",
     ("army.fill", ("waste",))),
    # a source said to be missing by a bare negation is a condition: the sources are in order
    ("queens-audience", "Spaces in the antechamber are filled from the waste; no waste, then from the stock.",
     ("antechamber.fill.priority", "in-order")),
    # a space "left vacant" with the pronoun or noun between
    ("royal-cotillion", "When a ladies' card is played, leave the space vacant.", ("ladies.fill", ("never",))),
])
def test_a_fill_extended_by_a_later_clause_or_said_of_either_group(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # sources of either group after the verb ("from the bouquet or from another garden pile"), when the player likes
    ("parterre", "Once a garden pile is empty, you may begin it again whenever you wish with a free card taken either "
     "from the bouquet or from another garden pile.", ("garden.fill", ("bouquet", "garden"))),
    ("parterre", "Once a garden pile is empty, you may begin it again whenever you wish with a free card taken either "
     "from the bouquet or from another garden pile.", ("garden.fill.priority", "player-chooses")),
    # "a pile" in a game of one tableau group is one of its piles, and "it" after it that pile
    ("parterre", "When you empty a pile, you may start it afresh with any card from the bouquet.",
     ("garden.fill", ("bouquet",))),
    # the hand a reserve is held in names that reserve
    ("parterre", "The last sixteen cards form the bouquet; keep them in your hand.\nAn emptied garden pile may be "
     "refilled from your hand whenever you please.", ("garden.fill", ("bouquet",))),
])
def test_a_pile_started_again_from_either_group_or_from_the_hand_that_holds_a_reserve(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_any_time_in_the_clause_of_the_waste_is_no_time_of_the_deal():
    text = "Deal the stock one card at a time to the waste; its top card may be played at any time."
    assert "stock.deal.timing" not in {s for s, _ in annotated.claims(text, "en", "parterre")}


@pytest.mark.parametrize(("game", "text", "claim"), [
    # the waste's top card "at your service"
    ("queens-audience", "Turn the stock one card at a time onto the waste; the top card of the waste is always at your "
     "service.", ("waste.access", "top")),
    # "a pack", "a single deck" asked for: one pack
    ("parterre", "Use a single deck of fifty-two cards.", ("deck.packs", 1)),
    ("gavotte", "First take a pack and shuffle it well.", ("deck.packs", 1)),
    # a pack "with the Kings and Queens taken out"
    ("british-constitution", "Two packs are used, with the Kings and Queens taken out.", ("deck.removed", ("K*", "Q*"))),
    # won when on all the piles there lie the last ranks
    ("odd-and-even", "You have won when on all eight piles there lie Kings and Queens.",
     ("end.win", "all-to-foundations")),
])
def test_the_waste_at_your_service_a_pack_asked_for_or_taken_from_and_all_piles_topped(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_a_card_dealt_from_the_pack_counts_no_packs():
    assert "deck.packs" not in {s for s, _ in annotated.claims("Deal a card from the pack.", "en", "parterre")}


@pytest.mark.parametrize("text", [
    "The Aces are set aside and laid in a row as foundations.",
    "Put aside the eight Aces; they will be the foundations.",
])
def test_cards_set_aside_to_be_the_foundations_are_not_removed(text):
    assert "deck.removed" not in {s for s, _ in annotated.claims(text, "en", "british-constitution")}


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a put verb whose goal is the gap ("into a space", "into it" after the gap), negated: never
    ("queens-audience", "When the antechamber has a space, put the top card of the waste into it.",
     ("antechamber.fill", ("waste",))),
    ("royal-cotillion", "No card may ever be put into a space among the ladies.", ("ladies.fill", ("never",))),
    # a gap "is to be supplied … forthwith"; a side named by its people after a preposition of place
    ("queens-audience", "Each vacancy is to be supplied forthwith from the waste-heap.",
     ("antechamber.fill.timing", "immediate")),
    ("royal-cotillion", "Gaps among the lords are filled from the waste, or from the stock if the waste is empty.",
     ("lords.fill", ("waste", "stock"))),
])
def test_a_card_put_into_the_gap_a_gap_supplied_and_a_side_named_by_its_people(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize("text", ["Spaces among the ladies are not filled.", "Gaps among the lords are filled from the waste."])
def test_a_fill_of_one_side_says_nothing_of_the_other(text):
    slots = {s for s, _ in annotated.claims(text, "en", "royal-cotillion")}
    assert ("ladies.fill" in slots) != ("lords.fill" in slots)


def test_spaces_not_filled_naming_no_group_give_no_group_a_rule():
    assert not {s for s, _ in annotated.claims("Spaces are not filled.", "en", "royal-cotillion")}


@pytest.mark.parametrize("text", ["After the stock is exhausted, the waste may not be turned.",
                                  "The waste is never turned over."])
def test_a_waste_that_is_not_turned_over_is_no_redeal(text):
    assert ("stock.redeals", 0) in annotated.claims(text, "en", "queens-audience")


@pytest.mark.parametrize(("game", "text", "claim"), [
    # when the stock is dealt, said without 'one at a time'
    ("queens-audience", "The stock is dealt only when play comes to a standstill.", ("stock.deal.timing", "standstill")),
    ("queens-audience", "When no more moves can be made, deal the next card from the stock.",
     ("stock.deal.timing", "standstill")),
    # the stock, then 'only', then filling gaps: it goes only into gaps
    ("british-constitution", "The stock is used only to fill spaces in the People.", ("stock.deal", "into-gaps-only")),
])
def test_a_stock_dealt_at_a_standstill_or_only_into_gaps(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_a_place_taken_by_a_card_of_the_row_below_is_filled_from_it():
    text = "When a card leaves the Council, its place is taken at once by any card of the House of Lords."
    assert ("privy-council.fill", ("row-below:any-card",)) in annotated.claims(text, "en", "british-constitution")


@pytest.mark.parametrize(("game", "text", "claim"), [
    ("queens-audience", "Success means every card has reached the foundations.", ("end.win", "all-to-foundations")),
    ("british-constitution", "All Kings and Queens are thrown out of both packs before the deal.",
     ("deck.removed", ("K*", "Q*"))),
])
def test_a_win_said_as_success_and_cards_thrown_out(game, text, claim):
    assert claim in annotated.claims(text, "en", game)
def test_the_waste_top_available_feeds_the_foundations_after_a_group_did():
    claims = annotated.claims("Cards of the Lords go only to the foundations.\nDeal the stock one card at a time to the waste; "
                              "the top card of the waste is available.", "en", "gavotte")
    assert ("foundation.fed-from", ("waste",)) in claims


@pytest.mark.parametrize("text", [
    # "only" after the foundations, the groups named before it, both sides
    "Neither side may be built on; the cards of both sides go only to the foundations.",
    "No card is moved between the sides: cards of the Lords and of the Ladies go to the foundations only.",
    "Nothing is packed on the Lords or the Ladies; their cards are played to the foundations only.",
])
def test_the_sides_feed_only_the_foundations_said_otherwise(text):
    fed = [v for slot, v in annotated.claims(text, "en", "royal-cotillion") if slot == "foundation.fed-from"]
    assert fed and set(fed[0]) == {"lords", "ladies"}


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a number after a count or beside a rank word is a rank ("one 2", "each Ace or 2")
    ("royal-cotillion", "The foundations are one Ace and one 2 of every suit.", ("foundation.base", ("A*", "2*"))),
    ("odd-and-even", "Whenever an Ace or 2 comes up, play it as a foundation.", ("foundation.base", ("A*", "2*"))),
    ("odd-and-even", "Put out 1 Ace and 1 Two of each suit as foundations.", ("foundation.count", 8)),
])
def test_numbers_that_name_ranks_in_english(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_a_number_that_counts_cards_stays_a_number():
    claims = annotated.claims("Each Ace with 2 cards under it starts a foundation.", "en", "odd-and-even")
    assert not any(slot == "foundation.base" and "2*" in value for slot, value in claims)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # the count as a total ("in all"), or one base of each suit; "each Ace" counts no foundations
    ("royal-cotillion", "An Ace and a Two of each suit go up as foundations, eight in all.", ("foundation.count", 8)),
    ("odd-and-even", "The foundations are an Ace and a 2 per suit, in total 8.", ("foundation.count", 8)),
    ("parterre", "An Ace of every suit begins a foundation.", ("foundation.count", 4)),
])
def test_the_number_of_foundations_said_as_a_total_or_by_suit(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_each_ace_starting_a_foundation_counts_no_foundations():
    assert "foundation.count" not in {slot for slot, _ in annotated.claims("Once an Ace is free, each Ace begins a foundation.",
                                                                   "en", "parterre")}


@pytest.mark.parametrize("text", [
    "You win when each foundation has a King or a Queen on top.",
    "The game is won once every foundation is crowned with a Queen or a King.",
])
def test_the_last_cards_of_a_won_game_are_no_bases(text):
    assert "foundation.base" not in {slot for slot, _ in annotated.claims(text, "en", "odd-and-even")}


_TWO_BASES = "Take out the eight black Aces and the eight red Kings as foundations.\n"


@pytest.mark.parametrize("text", [
    # one part of the sentence for each base, its end rank and the rank it passes over
    _TWO_BASES + "On every black Ace build up to the King, passing over the Queen; on every red King build down "
    "to the Ace, without the Jack.",
    _TWO_BASES + "Black foundations climb from Ace to King, omitting the Queen, and red ones descend from King to "
    "Ace, omitting the Jack.",
])
def test_each_base_its_own_run_with_a_rank_passed_over(text):
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-K", "K-Q-10-9-8-7-6-5-4-3-2-A")) in annotated.claims(
        text, "en", "indian-empress")


def test_cards_fit_for_the_foundations_while_the_stock_is_dealt():
    assert ("foundation.fed-from", ("stock",)) in annotated.claims(
        "Deal the stock one card at a time: suitable cards go straight to the foundations, the others to the waste.",
        "en", "odd-and-even")


def test_a_game_named_to_compare_with_leaves_the_sentence_to_its_own_game():
    found = annotate_text("The foundations are built in suit by twos, as in Royal Cotillion.", "en", "gavotte")
    assert ("gavotte", "foundation.step") in {(f.game, f.slot) for f in found}


def test_bases_laid_out_then_after_a_first_step_come_before_the_deal():
    text = ("First of all, sort out the Kings and the Queens and put them aside.\n"
            "Next the eight Aces are set out in a row as the foundations.")
    assert ("foundation.base.timing", "before-deal") in annotated.claims(text, "en", "british-constitution")


def test_all_the_cards_of_a_colour_count_every_pack():
    claims = annotated.claims("The game needs two packs.\nFirst take out all the red Kings as foundations.",
                              "en", "indian-empress")
    assert ("foundation.base", ("4xKR",)) in claims


def test_a_jack_and_ace_moved_likewise_come_as_available():
    text = ("The King and Queen of a suit go to the chamber as soon as both are free, the Queen on top.\n"
            "Likewise the Jack and the Ace of a suit go to the chamber, the Jack on top.")
    assert ("foundation.base.timing", "as-available") in annotated.claims(text, "en", "queens-audience")


def test_a_series_that_goes_back_the_same_way_to_its_base_is_mirrored():
    text = ("The Aces are the foundations.\nOn each Ace goes the King, then the Two, the Queen, the Three, and so on, "
            "until the Seven; then another Seven, and the pile works back the same way to the Ace.")
    assert ("foundation.sequence", ("A-K-2-Q-3-J-4-10-5-9-6-8-7-7-8-6-9-5-10-4-J-3-Q-2-K-A",)) in annotated.claims(
        text, "en", "besieged-city")




@pytest.mark.parametrize(("game", "text", "claim"), [
    # the card that fills is the subject: its group, before the verb, is the source
    ("british-constitution", "When a card of the Council is played, any card of the House of Lords takes its place.",
     ("privy-council.fill", ("row-below:any-card",))),
    ("british-constitution", "Should a Commons card go up to a foundation, any card of the People may fill its place.",
     ("house-of-commons.fill", ("row-below:any-card",))),
    ("british-constitution", "If a Lords card is played, a card from the Commons takes its place at once.",
     ("house-of-lords.fill", ("row-below",))),
    # a side named by its people with the article alone; a gap 'left so'; 'at once' with no source
    ("royal-cotillion", "The ladies' places, once emptied, are left so.", ("ladies.fill", ("never",))),
    ("royal-cotillion", "Gaps on the ladies' side stay unoccupied.", ("ladies.fill", ("never",))),
    ("royal-cotillion", "The lords, once a card leaves them, are refilled at once from the waste.",
     ("lords.fill", ("waste",))),
    ("royal-cotillion", "Vacancies on the lords' side are filled at once.", ("lords.fill.timing", "immediate")),
    ("royal-cotillion", "Any gap among the lords must be made good without delay from the waste.",
     ("lords.fill.timing", "immediate")),
    ("royal-cotillion", "Spaces in the lords are filled straight away from the waste heap.",
     ("lords.fill.timing", "immediate")),
    # one waste pile, said as a count
    ("royal-cotillion", "There is a single waste pile.", ("waste.count", 1)),
    ("royal-cotillion", "There is only one waste heap, and only its top card may be played.", ("waste.count", 1)),
    ("royal-cotillion", "App help: your game has one waste pile.", ("waste.count", 1)),
])
def test_a_subject_card_fills_a_side_by_its_people_and_one_waste(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "slot"), [
    ("indian-empress", "Play one waste card onto a foundation.", "waste.count"),  # a card of the waste
    ("indian-empress", "Each card goes to one waste or the other.", "waste.count"),
    ("british-constitution", "A card of the House of Commons is replaced by a card of the People.",
     "house-of-lords.fill"),  # a passive: the card before the verb is the one replaced
])
def test_no_count_of_one_waste_and_no_passive_subject_source(game, text, slot):
    assert slot not in {s for s, _ in annotated.claims(text, "en", game)}


@pytest.mark.parametrize("text", ["Remove all Kings and Queens from both packs.",
                                  "Before dealing, strip every King and Queen out of the two packs."])
def test_all_of_some_ranks_taken_out_of_the_packs_are_removed(text):
    assert ("deck.removed", ("K*", "Q*")) in annotated.claims(text, "en", "british-constitution")


@pytest.mark.parametrize("text", ["Remove the eight Aces from the packs and lay them out in a row.",
                                  "Take all the Aces out of the pack; they are the foundations."])
def test_ranks_taken_out_to_be_laid_out_are_not_removed(text):
    assert "deck.removed" not in {s for s, _ in annotated.claims(text, "en", "odd-and-even")}


@pytest.mark.parametrize(("text", "claim"), [
    ("You may deal from the stock whenever you wish.", ("stock.deal.timing", "any-time")),  # no 'one at a time'
    ("You may play only the top card of the waste.", ("waste.access", "top")),  # the verb before the top card
])
def test_a_deal_at_will_without_singly_and_the_top_of_the_waste_played_only(text, claim):
    assert claim in annotated.claims(text, "en", "royal-cotillion")


@pytest.mark.parametrize(("text", "claim"), [
    ("Note that the ladies' side, once a card has gone, stays as it is.", ("ladies.fill", ("never",))),
    ("A hole among the lords is plugged with the waste's top card, or failing that with the stock's.",
     ("lords.fill", ("waste", "stock"))),
])
def test_a_side_that_stays_as_it_is_and_a_hole_plugged(text, claim):
    assert claim in annotated.claims(text, "en", "royal-cotillion")


@pytest.mark.parametrize("text", [
    # 'the moment', 'the minute' open a time clause; a participle of appearing beside the rank
    "The moment an Ace turns up, put it in the foundation row.",
    "The minute a Two shows, play it to the foundations.",
    "Each Ace appearing is played at once to the foundations.",
])
def test_bases_played_the_moment_they_turn_up_come_as_available(text):
    assert ("foundation.base.timing", "as-available") in annotated.claims(text, "en", "parterre")


@pytest.mark.parametrize("text", [
    # 'ending with' (the lemma of ending) closes the series as 'up to' does
    "The Aces are the foundations.\nEach foundation runs from the Ace, ending with the King, in the same suit.",
    "The Aces are the foundations.\nBuild them up in suit, ending with the King.",
])
def test_a_series_ending_with_a_rank_runs_to_it(text):
    assert ("foundation.sequence", ("A-2-3-4-5-6-7-8-9-10-J-Q-K",)) in annotated.claims(text, "en", "parterre")


@pytest.mark.parametrize(("text", "claim"), [
    # a direction with 'by twos' builds without a build verb; an article after 'and' keeps the list of sources
    ("The Aces are the foundations.\nThe foundations go up by twos.", ("foundation.step", 2)),
    ("The Aces are the foundations.\nThe foundations climb by twos to the King.", ("foundation.step", 2)),
    ("The Aces are the foundations.\nCards reach the foundations only from the waste and the stock.",
     ("foundation.fed-from", ("waste", "stock"))),
    ("The Aces are the foundations.\nFoundations are fed only from the garden and the waste heap.",
     ("foundation.fed-from", ("garden", "waste"))),
])
def test_a_step_said_with_a_direction_and_sources_joined_with_an_article(text, claim):
    assert claim in annotated.claims(text, "en", "parterre")


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a modal of permission in any form (grammar_en.py): past and hypothetical forms, 'be allowed
    # to', 'be free to', 'it's fine to', 'be able to', 'be permitted to'
    ("gavotte", "Every card of the lords could be played from then on.", ("lords.access", "all")),
    ("gavotte", "Every card of the lords might be played.", ("lords.access", "all")),
    ("gavotte", "You are allowed to play any card of the lords.", ("lords.access", "all")),
    ("gavotte", "It's fine to play any card of the lords.", ("lords.access", "all")),
    ("gavotte", "You're free to use any card of the lords.", ("lords.access", "all")),
    ("gavotte", "The player is permitted to play any card of the lords.", ("lords.access", "all")),
    ("parterre", "Any card in the bouquet could be used whenever you liked.", ("bouquet.access", "all")),
    ("parterre", "You were able to play any card of the bouquet.", ("bouquet.access", "all")),
    ("royal-cotillion", "From the ladies' side you could only ever take the bottom card of a column.",
     ("ladies.access", "bottom")),
    # a choice said with a past modal and 'or'
    ("royal-cotillion", "On the ladies' side I could push each column together so that only its top card was free, "
     "or leave the grid alone, and then only the bottom card of each column was free.", ("ladies.access", "bottom")),
    # a build verb as the subject of a denied permission after it
    ("odd-and-even", "You aren't allowed to place cards on the reserve.", ("reserve.build", "none")),
    ("gavotte", "Cards could never be put on the lords.", ("lords.build", "none")),
    # narrated and quoted leave; a verb of using; the play verb before the waste's top card
    ("parterre", "She told me I could play any card of the bouquet.", ("bouquet.access", "all")),
    ("parterre", "\"You can use any card in the bouquet,\" she said.", ("bouquet.access", "all")),
    ("queens-audience", "You were allowed to play the top card of the waste.", ("waste.access", "top")),
    ("queens-audience", "You may play the top card of the waste whenever you like.", ("waste.access", "top")),
])
def test_permission_and_its_denial_in_every_form(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "slot"), [
    # a denied permission grants nothing, and a denied build verb gives no source
    ("gavotte", "Cards of the lords could not be played.", "lords.access"),
    ("parterre", "You are not allowed to play a card of the bouquet.", "bouquet.access"),
    ("parterre", "You aren't free to use the bouquet's cards.", "bouquet.access"),
    ("gavotte", "Building on the lords is not permitted.", "lords.build.from"),
    ("odd-and-even", "Putting cards on the reserve isn't allowed.", "reserve.build.from"),
    # a leave to fill says no time; an obligation does not make it one
    ("royal-cotillion", "You are free to fill a gap in the lords from the waste.", "lords.fill.timing"),
    ("royal-cotillion", "A gap in the lords could be filled from the waste.", "lords.fill.timing"),
    # a supposition: a past modal in a sentence with 'would'
    ("parterre", "If you could play any card of the garden, the game would be too easy.", "garden.access"),
    ("parterre", "You would think any card of the garden could be played, but only the top ones can.",
     "garden.access"),
])
def test_a_denied_or_mere_permission_states_no_such_claim(game, text, slot):
    assert not any(s == slot for s, _ in annotated.claims(text, "en", game))


@pytest.mark.parametrize(("game", "text", "slot"), [
    # a negation does not reach across the subordinate clause after it
    ("parterre", "Don't worry if the garden fills up with Kings.", "garden.fill"),
    ("royal-cotillion", "Never mind when the lords' side is filled from the waste.", "lords.fill"),
])
def test_a_negation_stops_at_a_subordinate_clause(game, text, slot):
    assert (slot, ("never",)) not in annotated.claims(text, "en", game)


@pytest.mark.parametrize(("game", "text", "claim"), [
    # a label line's pile is what its verbless clauses speak of
    ("parterre", "Bouquet: sixteen cards held in the hand; every card available.", ("bouquet.access", "all")),
    ("parterre", "Garden: six piles of six; top card available.", ("garden.access", "top")),
    ("royal-cotillion", "Lords: sixteen cards in four rows of four; all available.", ("lords.access", "all")),
])
def test_a_label_lines_pile_is_the_topic_of_its_clauses(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


@pytest.mark.parametrize("text", [
    # a win in any form of its verb; an imperative joined by 'and' to what follows is its condition
    "The patience came out once every card was on the foundations.",
    "Get every card up on the foundations and you may congratulate yourself.",
    "It has come out when all the cards lie on the foundations.",
])
def test_a_win_said_in_any_form_or_after_an_imperative(text):
    assert ("end.win", "all-to-foundations") in annotated.claims("The Aces are the foundations.\n" + text,
                                                                 "en", "parterre")


def test_a_card_that_comes_out_of_the_stock_is_no_win():
    text = "The Aces are the foundations.\nEach card that comes out of the stock goes to the waste or a foundation."
    assert "end.win" not in {s for s, _ in annotated.claims(text, "en", "parterre")}


@pytest.mark.parametrize(("game", "text", "claim"), [
    # past narration: 'in play' with any form of 'be'; 'nobody' denies
    ("queens-audience", "The top card of the waste was always in play.", ("waste.access", "top")),
    ("royal-cotillion", "Nobody ever filled a gap on the ladies' side.", ("ladies.fill", ("never",))),
    ("royal-cotillion", "I was not allowed to fill the gaps on the ladies' side.", ("ladies.fill", ("never",))),
    ("parterre", "I moved only one card at a time.", ("garden.move-unit", "one-card")),
])
def test_a_game_narrated_in_the_past_states_its_rules(game, text, claim):
    assert claim in annotated.claims(text, "en", game)


def test_a_past_modal_in_an_indirect_question_grants_nothing():
    assert "garden.access" not in {s for s, _ in annotated.claims("I wondered whether I could play any card of the garden.",
                                                          "en", "parterre")}


@pytest.mark.parametrize("text", [
    # naming the ranks with a determiner between: narrated, or as a leave
    "She let me name the two ranks the foundations would start from.",
    "You may name any two ranks, and the foundations start from them.",
])
def test_ranks_named_with_a_determiner_are_a_set_up_choice(text):
    assert ("setup.choice", ("foundation-ranks",)) in annotated.claims(text, "en", "gavotte")


@pytest.mark.parametrize("text", [
    # a denied word of being unavailable; a synonym of available
    "No card of the bouquet is ever blocked.",
    "None of the bouquet cards is ever covered.",
    "Every bouquet card is eligible for play.",
])
def test_cards_never_blocked_are_all_available(text):
    assert ("bouquet.access", "all") in annotated.claims(text, "en", "parterre")


def test_a_covered_card_said_after_a_subordinate_clause_is_no_access():
    text = "No card may be played from the garden while it is covered."
    assert ("garden.access", "all") not in annotated.claims(text, "en", "parterre")


@pytest.mark.parametrize(("text", "claim"), [
    # an imperative after an opening adverb
    ("Now play any card of the bouquet to a foundation.", ("bouquet.access", "all")),
    ("Simply play the top card of the waste.", ("waste.access", "top")),
])
def test_an_imperative_opened_by_an_adverb_lets_the_reader_play(text, claim):
    assert claim in annotated.claims(text, "en", "parterre")


def test_a_verb_after_its_subject_is_no_imperative():
    assert "bouquet.access" not in {s for s, _ in annotated.claims("Cards of the bouquet always play to the foundations.",
                                                                   "en", "parterre")}


@pytest.mark.parametrize("text", [
    # a condition by inversion, 'or else', 'until': the sources in order
    "A gap in the lords is filled from the waste or, should the waste be empty, from the stock.",
    "A gap in the lords is filled from the waste, or else from the stock.",
    "A gap in the lords is filled from the stock until there is a waste, and from the waste after that.",
])
def test_fill_sources_under_a_condition_in_any_form_come_in_order(text):
    assert ("lords.fill.priority", "in-order") in annotated.claims(text, "en", "royal-cotillion")


def test_a_question_opened_by_should_is_no_inverted_condition():
    from corpus.annotate.grammar_en import inverted_condition
    from corpus.annotate.pipeline import get_pipeline

    doc = get_pipeline("en")("Should the gap be filled from the waste?")
    assert not inverted_condition(doc, 0, len(doc))


@pytest.mark.parametrize(("text", "claim"), [
    # a prohibition ('forbidden', 'prohibited') or a denied permission after or before the verb
    ("It is forbidden to fill a gap on the ladies' side.", ("ladies.fill", ("never",))),
    ("Filling a gap on the ladies' side is not allowed.", ("ladies.fill", ("never",))),
    ("Refilling the ladies' side isn't permitted.", ("ladies.fill", ("never",))),
    ("Building on the lords' side is prohibited.", ("lords.build", "none")),
    ("It is forbidden to build on the lords' side.", ("lords.build", "none")),
])
def test_a_prohibition_in_any_form_denies_the_verb(text, claim):
    assert claim in annotated.claims(text, "en", "royal-cotillion")


def test_a_fill_allowed_is_no_prohibition():
    assert ("lords.fill", ("never",)) not in annotated.claims("Filling a gap on the lords' side from the waste is allowed.",
                                                    "en", "royal-cotillion")


@pytest.mark.parametrize(("text", "present"), [
    # a bare plural opening the clause is every card; not with an end, "only" or a number
    ("Cards of the lords may be played.", True),
    ("Cards of the lords are allowed to be played at any time.", True),
    ("Cards of the lords may be played only from the top.", False),
    ("Two cards of the lords may be played.", False),
])
def test_a_bare_plural_subject_speaks_of_every_card(text, present):
    assert (("lords.access", "all") in annotated.claims(text, "en", "gavotte")) is present


# --- English rule syntax (session 8, e4): steps in words, the end as a state, an app's deal,
# build none as a refusal, access by what may be moved, a gap's fill by any passive verb.  Our own
# sentences, none from a set.

@pytest.mark.parametrize(("game", "text"), [
    ("royal-cotillion", "The foundations go up in suit two ranks at a time."),
    ("royal-cotillion", "Each foundation is built up in its suit, two pips apart."),
    ("royal-cotillion", "Build the foundations up in suit, skipping one each time."),
    ("royal-cotillion", "Each foundation goes up in its suit, a rank being skipped every time."),
    ("royal-cotillion", "The foundations are built in suit with a gap of one rank."),
    ("royal-cotillion", "On the foundations, cards go up by two, in suit."),
    ("odd-and-even", "Foundations climb in suit by twos."),
])
def test_a_step_said_in_words(game, text):
    assert ("foundation.step", 2) in annotated.claims(text, "en", game)


@pytest.mark.parametrize("text", [
    "The player also names the two ranks on which the foundations will start.",
    "Deal the stock two cards at a time onto the waste.",
    "The foundations are built up in suit.",
])
def test_no_step_without_a_distance(text):
    assert not any(slot == "foundation.step" for slot, _ in annotated.claims(text, "en", "royal-cotillion"))


@pytest.mark.parametrize("text", [
    "The siege is lifted when all 104 cards stand on the foundations, twenty-six on each.",
    "You are done once every card has gone home.",
    "The game is over as soon as each of the 104 cards rests on a foundation.",
    "Keep playing until all the cards lie on the foundations.",
])
def test_the_end_said_as_a_state_of_every_card(text):
    assert ("end.win", "all-to-foundations") in annotated.claims(text, "en", "besieged-city")


@pytest.mark.parametrize("text", [
    "When all cards of the reserve are on the foundations, the reserve stays empty.",
    "Once all the Aces are on the foundations, deal the stock.",
    "When all the cards have been dealt to the rampart, turn the stock.",
])
def test_a_condition_on_some_cards_is_no_end(text):
    assert ("end.win", "all-to-foundations") not in annotated.claims(text, "en", "besieged-city")


@pytest.mark.parametrize(("text", "claims"), [
    ("Tap the stock whenever you like to turn its top card onto the waste pile.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time"), ("waste.count", 1)}),
    ("Click the deck to flip one card onto the discard pile.", {("stock.deal", "one-to-waste")}),
    ("Whenever you wish, tap the stock and its top card is turned onto the waste.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time")}),
    ("Turn the top card of the stock onto the waste at any time you please.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time")}),
])
def test_an_app_instruction_or_one_card_turned_is_the_deal(text, claims):
    assert claims <= annotated.claims(text, "en", "royal-cotillion")


@pytest.mark.parametrize("text", [
    "Turn three cards from the stock onto the waste.",
    "Move the top card of the waste onto a foundation.",
    "Deal one card from the stock to each pile of the lords.",
])
def test_no_single_deal_without_one_card_from_the_stock_to_the_waste(text):
    assert ("stock.deal", "one-to-waste") not in annotated.claims(text, "en", "royal-cotillion")


@pytest.mark.parametrize(("game", "text", "claims"), [
    ("royal-cotillion", "Cards from the Lords and the Ladies can only go up to the foundations: the app will not "
     "let you drop one onto another card.", {("lords.build", "none"), ("ladies.build", "none")}),
    ("royal-cotillion", "The game won't allow you to put a card of the Ladies on top of another.",
     {("ladies.build", "none")}),
    ("queens-audience", "Every card of the antechamber is in play, though you may never lay one of them on another.",
     {("antechamber.build", "none")}),
    ("queens-audience", "A card of the antechamber may not be laid on another card.", {("antechamber.build", "none")}),
])
def test_build_none_said_as_a_refusal(game, text, claims):
    assert claims <= annotated.claims(text, "en", game)


def test_a_refusal_with_a_condition_is_no_build_none():
    assert ("lords.build", "none") not in annotated.claims(
        "The app will not let you drop a Lords card onto another unless it is one rank higher.",
        "en", "royal-cotillion")


@pytest.mark.parametrize("text", [
    "Only the card lying on top of a rampart may be moved, either to another rampart or up to a foundation.",
    "The card that sits on top of each rampart is free to be played.",
    "Only the card resting on top of a rampart pile can be moved.",
])
def test_access_said_by_the_card_lying_on_top(text):
    assert ("rampart.access", "top") in annotated.claims(text, "en", "besieged-city")


def test_a_card_played_on_top_of_a_pile_is_no_access():
    assert ("rampart.access", "top") not in annotated.claims("A card may be played on top of a rampart.",
                                                             "en", "besieged-city")


@pytest.mark.parametrize(("text", "claims"), [
    ("A gap in the reserve, in its turn, is closed straight away from the talon, or from the pack when the talon "
     "is empty.", {("reserve.fill", ("waste", "stock")), ("reserve.fill.priority", "in-order"),
                   ("reserve.fill.timing", "immediate")}),
    ("A space in the reserve is covered at once from the waste.",
     {("reserve.fill", ("waste",)), ("reserve.fill.timing", "immediate")}),
    ("When a rampart falls empty it is manned again at once with a card from the stock.",
     {("rampart.fill", ("stock",)), ("rampart.fill.timing", "immediate")}),
])
def test_a_gap_filled_by_any_passive_verb_with_a_source(text, claims):
    assert claims <= annotated.claims(text, "en", "besieged-city")


def test_a_gap_made_by_another_verb_is_no_fill():
    assert not any(slot.endswith(".fill") for slot, _ in annotated.claims(
        "A gap is formed when a card is played from the reserve to a foundation.", "en", "besieged-city"))


def test_its_in_an_idiom_names_no_pile():
    # "in its turn" is no pronoun for the pile named before: a gap in a place no pile names stays unread
    claims = annotated.claims("The rampart is built in suit.\nA hole in the keep, in its turn, is shut straight away from "
                              "the waste.", "en", "besieged-city")
    assert not any(slot.endswith(".fill") for slot, _ in claims)


@pytest.mark.parametrize(("text", "claims"), [
    ("Press the stock to move a card to the waste; you can do this at any time.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time")}),
    ("Turn the top card of the stock onto the waste; you may do so whenever you like.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time")}),
])
def test_a_deal_and_its_time_in_the_clause_after(text, claims):
    assert claims <= annotated.claims(text, "en", "royal-cotillion")


def test_a_denied_time_in_the_clause_after_is_no_any_time():
    assert ("stock.deal.timing", "any-time") not in annotated.claims(
        "Turn the top card of the stock onto the waste; this may not be done at any time.", "en", "royal-cotillion")


@pytest.mark.parametrize(("text", "present"), [
    ("Nothing may be placed on a card of the antechamber.", True),
    ("Cards in the antechamber cannot be covered by other cards.", True),
    ("No card may be placed on a card of the antechamber unless it is one lower.", False),
])
def test_nothing_on_a_card_of_a_group(text, present):
    assert (("antechamber.build", "none") in annotated.claims(text, "en", "queens-audience")) is present


@pytest.mark.parametrize(("text", "present"), [
    ("The game finishes with every card on a foundation.", True),
    ("Play ends with all the cards home.", True),
    ("Start with all the cards on the rampart.", False),
])
def test_an_end_verb_with_every_card_placed(text, present):
    assert (("end.win", "all-to-foundations") in annotated.claims(text, "en", "besieged-city")) is present


def test_a_card_two_higher_than_the_one_beneath():
    assert ("foundation.step", 2) in annotated.claims(
        "The foundations are built upward in suit, every card two higher than the one beneath it.",
        "en", "royal-cotillion")


@pytest.mark.parametrize(("text", "claim"), [
    ("On the ramparts you may lay a card on another of its suit one rank above or below it.",
     ("rampart.build", "up-or-down-in-suit")),
    ("A card can get to a foundation in two ways only: from a rampart, or fresh from the pack.",
     ("foundation.fed-from", ("rampart", "stock"))),
    ("Empty places in the reserve are taken up immediately by the top card of the waste or, failing that, of the "
     "stock.", ("reserve.fill", ("waste", "stock"))),
    ("A gap in the reserve is plugged at once with a card of the stock.", ("reserve.fill", ("stock",))),
])
def test_more_english_shapes(text, claim):
    assert claim in annotated.claims(text, "en", "besieged-city")


def test_a_gap_made_by_playing_is_no_fill():
    assert not any(slot.endswith(".fill") for slot, _ in annotated.claims("A gap is made by playing a card from the reserve.",
                                                                          "en", "besieged-city"))


@pytest.mark.parametrize(("text", "claim", "present"), [
    ("You can only ever move the top card of the waste.", ("waste.access", "top"), True),
    ("You may only pick up the top card of the waste.", ("waste.access", "top"), True),
    ("Any card of the antechamber may be picked up and played.", ("antechamber.access", "all"), True),
    ("You may not move the top card of the waste.", ("waste.access", "top"), False),
])
def test_access_said_by_what_may_be_moved(text, claim, present):
    assert (claim in annotated.claims(text, "en", "queens-audience")) is present


@pytest.mark.parametrize(("text", "claim", "present"), [
    ("Nothing goes onto the cards of the Ladies.", ("ladies.build", "none"), True),
    ("Nothing ever goes on top of a card of the Lords.", ("lords.build", "none"), True),
    ("A card of the Ladies goes onto the foundations.", ("ladies.build", "none"), False),
])
def test_nothing_goes_onto_the_cards_of_a_group(text, claim, present):
    assert (claim in annotated.claims(text, "en", "royal-cotillion")) is present


@pytest.mark.parametrize(("text", "claims"), [
    ("Each time you touch the deck, a card flips onto the discard pile.", {("stock.deal", "one-to-waste")}),
    ("Turn up cards from the stock at your leisure, one at a time, onto the waste.",
     {("stock.deal", "one-to-waste"), ("stock.deal.timing", "any-time")}),
])
def test_an_app_deal_with_the_card_as_subject_and_a_leisurely_time(text, claims):
    assert claims <= annotated.claims(text, "en", "royal-cotillion")


def test_its_in_an_idiom_names_no_pile_of_the_clause_before():
    claims = annotated.claims("The rampart is built in suit; a hole in the keep, in its turn, is shut straight away from the "
                              "waste.", "en", "besieged-city")
    assert not any(slot.endswith(".fill") for slot, _ in claims)


# English rule syntax (session 9): what a pile takes, what may be touched, where a card may rest,
# where a laid card comes from, gaps that stay gaps, the loss as nothing left to play.  Our own
# wording; each block has negatives that pin precision.
@pytest.mark.parametrize(("game", "text", "claim", "present"), [
    # build none said of what the pile takes, or of a verb of laying, or of cards on one another
    ("parterre", "The bouquet never takes anything on top of it.", ("bouquet.build", "none"), True),
    ("parterre", "The bouquet accepts no cards at all.", ("bouquet.build", "none"), True),
    ("parterre", "A bouquet takes nothing.", ("bouquet.build", "none"), True),
    ("gavotte", "The lords and the ladies never take anything, and their cards go only to the foundations.",
     ("ladies.build", "none"), True),
    ("parterre", "Nothing is ever laid on the bouquet.", ("bouquet.build", "none"), True),
    ("queens-audience", "Cards are never laid on one another in the antechamber.", ("antechamber.build", "none"), True),
    ("queens-audience", "In the antechamber, nothing is ever put on anything.", ("antechamber.build", "none"), True),
    ("parterre", "The garden takes no cards from the stock.", ("garden.build", "none"), False),
    ("gavotte", "The lords accept only cards of the same suit, and never take anything else.",
     ("lords.build", "none"), False),
    ("parterre", "The bouquet is never laid out in rows.", ("bouquet.build", "none"), False),
    ("queens-audience", "Cards may be laid on the foundations in the antechamber.", ("antechamber.build", "none"), False),
    # fill never: a gap that stays a gap
    ("parterre", "Holes in the bouquet remain holes till the end.", ("bouquet.fill", ("never",)), True),
    ("parterre", "A bouquet card that leaves is never replaced, and its hole stays a hole.",
     ("bouquet.fill", ("never",)), True),
    ("parterre", "The cards stay in the bouquet until they are played.", ("bouquet.fill", ("never",)), False),
])
def test_what_a_pile_takes_and_gaps_that_stay_gaps(game, text, claim, present):
    assert (claim in annotated.claims(text, "en", game)) is present


@pytest.mark.parametrize(("game", "text", "claim", "present"), [
    # access said by what may be touched or handled, or whose the card is to use
    ("parterre", "Of a garden pile only the uppermost card may be touched.", ("garden.access", "top"), True),
    ("parterre", "From a garden pile you may touch only the top card.", ("garden.access", "top"), True),
    ("parterre", "Any card in the bouquet may be handled at any time.", ("bouquet.access", "all"), True),
    ("parterre", "Every card of the bouquet is yours to use.", ("bouquet.access", "all"), True),
    ("parterre", "The top card of a garden pile is yours to take.", ("garden.access", "top"), True),
    ("gavotte", "Turn the stock onto the waste, whose top card is always yours to play.", ("waste.access", "top"), True),
    ("gavotte", "She turned the stock onto one waste whose top card was hers to use.", ("waste.access", "top"), True),
    ("parterre", "The bottom card of a garden pile may not be touched.", ("garden.access", "bottom"), False),
    ("gavotte", "The top card of the waste is not yours to play.", ("waste.access", "top"), False),
])
def test_access_said_by_what_may_be_touched_or_is_yours_to_use(game, text, claim, present):
    assert (claim in annotated.claims(text, "en", game)) is present


@pytest.mark.parametrize(("game", "text", "claim", "present"), [
    # building said by where a card may rest; suit left free by "whatever its suit", "no matter"
    ("parterre", "In the garden a card may rest on any card exactly one rank above it, whatever its suit.",
     ("garden.build", "down-any-suit"), True),
    ("parterre", "In the garden a card sits on one a rank higher, no matter what suit.",
     ("garden.build", "down-any-suit"), True),
    ("parterre", "On the garden a card may lie on any card one rank above it, of whatever suit.",
     ("garden.build", "down-any-suit"), True),
    ("parterre", "A garden card may rest on a card one rank above it, but only in suit.",
     ("garden.build", "down-any-suit"), False),
    # where the card laid comes from: "off", "out of", after a verb of laying
    ("parterre", "The card you lay on a garden pile may come off another garden pile or out of the bouquet.",
     ("garden.build.from", ("garden", "bouquet")), True),
    ("parterre", "Cards laid on the garden may come only from the bouquet.", ("garden.build.from", ("bouquet",)), True),
    ("besieged-city", "A reserve card may be laid on a rampart only at the end of its own row.",
     ("rampart.build.from", ("reserve",)), True),
    ("besieged-city", "On the ramparts a card may be laid upon another of its suit one higher or one lower.",
     ("rampart.build.from", ("rampart",)), False),
])
def test_building_said_by_where_a_card_may_rest_and_where_it_comes_from(game, text, claim, present):
    assert (claim in annotated.claims(text, "en", game)) is present


@pytest.mark.parametrize(("text", "present"), [
    ("If you reach the end of the stock with nothing left to play, the game is lost.", True),
    ("You lose if the stock is used up and nothing more can be played.", True),
    ("Once the stock is gone and no card can be moved, you have lost.", True),
    ("If all the cards reach the foundations you have won, and if the stock runs dry with no move left, you "
     "have lost.", True),
    ("You have not lost while any card can be played.", False),
    ("You have lost nothing if no card can be played yet; just turn the stock.", False),
])
def test_the_loss_said_as_nothing_left_to_play(text, present):
    assert (("end.loss", "blocked") in annotated.claims(text, "en", "gavotte")) is present


@pytest.mark.parametrize(("text", "claim", "present"), [
    # a fill told with the player's say: "need not", "when you do fill it", "whether from … or …"
    ("An emptied garden pile need not be refilled at once.", ("garden.fill.timing", "player-chooses"), True),
    ("You don't have to fill a gap in the garden at once, but when you do, use a card from the bouquet.",
     ("garden.fill.timing", "player-chooses"), True),
    ("An emptied garden pile need not be refilled at once.", ("garden.fill", ("never",)), False),
    ("A gap in the garden is not filled.", ("garden.fill", ("never",)), True),
    ("A gap in the garden need not be filled straight away; when you do fill it, any free card will serve, whether "
     "from the bouquet or from another garden pile.", ("garden.fill", ("bouquet", "garden")), True),
    ("A gap in the garden need not be filled straight away; when you do fill it, any free card will serve, whether "
     "from the bouquet or from another garden pile.", ("garden.fill.priority", "player-chooses"), True),
    ("A gap in the garden need not be filled straight away; when you do fill it, any free card will serve, whether "
     "from the bouquet or from another garden pile.", ("garden.access", "all"), False),
    ("A gap in the garden is filled at once with any card, whether from the bouquet or from another garden pile.",
     ("garden.fill.priority", "player-chooses"), True),
    ("A gap in the garden is filled at once with any card, whether from the bouquet or from another garden pile.",
     ("garden.fill.timing", "immediate"), True),
    ("A gap in the garden is filled from the waste, or from the stock if there is no waste.",
     ("garden.fill.priority", "player-chooses"), False),
    ("A gap in the garden must be filled at once from the bouquet.", ("garden.fill.timing", "player-chooses"), False),
])
def test_a_fill_told_with_the_players_say(text, claim, present):
    assert (claim in annotated.claims(text, "en", "parterre")) is present


@pytest.mark.parametrize(("text", "claim", "present"), [
    # one card per move; building said by the card that covers ("covered by any card one rank lower")
    # or by "the next higher card"
    ("Garden cards move one card per move, always.", ("garden.move-unit", "one-card"), True),
    ("Turn the stock one card per go onto the waste.", ("garden.move-unit", "one-card"), False),
    ("A garden card may be covered by any card one rank lower, whatever its suit.", ("garden.build", "down-any-suit"), True),
    ("In the garden a card goes on the next higher card, no matter its suit.", ("garden.build", "down-any-suit"), True),
    ("A garden card may be covered by any card one rank lower, but only in suit.",
     ("garden.build", "down-any-suit"), False),
])
def test_one_card_per_move_and_building_said_by_the_card_that_covers(text, claim, present):
    assert (claim in annotated.claims(text, "en", "parterre")) is present


@pytest.mark.parametrize(("text", "claim", "present"), [
    ("Cards are never added to the antechamber.", ("antechamber.build", "none"), True),
    ("Nothing may be added to the antechamber.", ("antechamber.build", "none"), True),
    ("Cards may be added to the foundations in suit.", ("antechamber.build", "none"), False),
])
def test_nothing_added_to_a_group(text, claim, present):
    assert (claim in annotated.claims(text, "en", "queens-audience")) is present


@pytest.mark.parametrize(("text", "present"), [
    ("You have failed if the stock is spent and nothing can be moved.", True),
    ("The patience fails when the stock is spent and no card will go anywhere.", True),
    ("If the stock is used up and you are stuck, the game is lost.", True),
    ("When the stock is gone and nothing will play, you are beaten.", True),
    ("If you are stuck, turn the next card of the stock; you have not lost yet.", False),
])
def test_the_loss_said_as_being_stuck_or_beaten(text, present):
    assert (("end.loss", "blocked") in annotated.claims(text, "en", "gavotte")) is present


@pytest.mark.parametrize(("text", "claim", "present"), [
    ("There is no need to fill a gap in the antechamber at once.", ("antechamber.fill.timing", "player-chooses"), True),
    ("There is no need to fill a gap in the antechamber at once.", ("antechamber.fill", ("never",)), False),
    ("No gap in the antechamber is ever filled.", ("antechamber.fill", ("never",)), True),
])
def test_no_need_to_fill_is_the_players_time(text, claim, present):
    assert (claim in annotated.claims(text, "en", "queens-audience")) is present
