"""English read as a stranger writes it: a paraphrase stress test.  Each case is a rule of the
development sets said again in our own words (other verbs and nouns for the game's terms, active
or passive, "you" / "the player" / the imperative, modals, conditionals, relative clauses, a label
or a step number, a pronoun for a pile named the line before); none is a set's line.  A case is
read right when every expected claim is read on its last line and no other value of the same slot
is.  Cases still misread are marked ``xfail`` (strict): they are what is left to do.  The
negatives at the end must stay silent on the slots they name."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text
from corpus.annotate.evaluate import normalise_value
from rules.vocabulary import load_vocabulary

_VOCAB = load_vocabulary()


def xfail(case: tuple) -> object:
    return pytest.param(*case, marks=pytest.mark.xfail(strict=True, reason="not read yet"))


def _norm(game: str, slot: str, value: object) -> object:
    v = normalise_value(_VOCAB, game, slot, value)
    # the sources cards are built from are a set: "from the bouquet or the garden" either way round
    return tuple(sorted(v)) if slot.endswith("build.from") and isinstance(v, tuple) else v


def _read(game: str, context: str, text: str) -> dict[str, set[object]]:
    """The values read on the last line of ``context`` + ``text``, by slot."""
    full = f"{context}\n{text}" if context else text
    last = f"-{full.count(chr(10)) + 1}"
    got: dict[str, set[object]] = {}
    for f in annotate_text(full, "en", game):
        if not context or f.segment.endswith(last):
            got.setdefault(f.slot, set()).add(_norm(game, f.slot, f.value))
    return got


CASES = [
    ('besieged-city', '',
     'The reserve consists of twelve cards, laid out in four rows of three.',
     [('reserve.shape', '4x3'), ('reserve.size', 12)]),  # layout
    ('besieged-city', '',
     'First you deal 12 cards into 4 rows with 3 cards in each row; this is the reserve.',
     [('reserve.shape', '4x3'), ('reserve.size', 12)]),  # layout
    xfail(('besieged-city', '',
     'Step 1 - Set out the reserve: four rows, three cards to a row.',
     [('reserve.shape', '4x3'), ('reserve.size', 12)])),  # layout
    ('besieged-city', '',
     'The player begins by dealing twelve cards, in four rows of three each, which together make up the reserve.',
     [('reserve.shape', '4x3'), ('reserve.size', 12)]),  # layout
    ('besieged-city', 'Deal the reserve: twelve cards in four rows of three.',
     'Fourteen cards are then dealt in a ring around the reserve; they form the rampart.',
     [('rampart.size', 14)]),  # layout
    ('besieged-city', 'Deal the reserve: twelve cards in four rows of three.',
     'The rampart is a border of 14 cards laid around the reserve.',
     [('rampart.size', 14)]),  # layout
    xfail(('besieged-city', 'Deal the reserve: twelve cards in four rows of three.',
     'Surround these cards with fourteen more, which are called the rampart.',
     [('rampart.size', 14)])),  # layout
    ('besieged-city', 'Deal the reserve: twelve cards in four rows of three.',
     'Next, the player deals a frame of fourteen cards around the reserve to serve as the rampart.',
     [('rampart.size', 14)]),  # layout
    ('parterre', '',
     'Deal thirty-six cards face up into six piles of six; these piles are the garden.',
     [('garden.count', 6), ('garden.shape', '6x6'), ('garden.size', 36)]),  # layout
    ('parterre', '',
     'The garden is made of six fans of six cards each, all dealt face up.',
     [('garden.count', 6), ('garden.shape', '6x6'), ('garden.size', 36)]),  # layout
    ('parterre', '',
     'To form the garden, the player lays out 6 piles, each of 6 face-up cards.',
     [('garden.count', 6), ('garden.shape', '6x6'), ('garden.size', 36)]),  # layout
    ('parterre', '',
     'Six piles of six cards, all face upward, make up the garden.',
     [('garden.count', 6), ('garden.shape', '6x6'), ('garden.size', 36)]),  # layout
    ('odd-and-even', '',
     'The reserve is nine cards dealt face up in three rows of three.',
     [('reserve.count', 9), ('reserve.shape', '3x3')]),  # layout
    ('odd-and-even', '',
     'Lay nine cards face up, three rows of three cards each; they are the reserve.',
     [('reserve.count', 9), ('reserve.shape', '3x3')]),  # layout
    ('odd-and-even', '',
     'You start by setting out a reserve of 9 cards in 3 rows of 3.',
     [('reserve.count', 9), ('reserve.shape', '3x3')]),  # layout
    ('odd-and-even', '',
     'A reserve of nine face-up cards, arranged in three rows of three, is dealt first.',
     [('reserve.count', 9), ('reserve.shape', '3x3')]),  # layout
    ('gavotte', '',
     'Two 52-card packs are shuffled together for this game.',
     [('deck.packs', 2), ('deck.pack-size', 52)]),  # deck
    ('gavotte', '',
     'You will need two full packs of fifty-two cards each.',
     [('deck.packs', 2), ('deck.pack-size', 52)]),  # deck
    ('gavotte', '',
     'The game is played with two standard decks of 52 cards, mixed together.',
     [('deck.packs', 2), ('deck.pack-size', 52)]),  # deck
    ('gavotte', '',
     'Shuffle together two ordinary packs of 52 cards.',
     [('deck.packs', 2), ('deck.pack-size', 52)]),  # deck
    ('indian-empress', 'Four packs are used.',
     'The eight black Queens and the eight red Jacks are taken out and not used.',
     [('deck.removed', ('8xQB', '8xJR'))]),  # deck
    ('indian-empress', 'Four packs are used.',
     'Remove all eight black Queens and all eight red Jacks from the packs; they take no part in the game.',
     [('deck.removed', ('8xQB', '8xJR'))]),  # deck
    ('indian-empress', 'Four packs are used.',
     'Before play, discard the eight black Queens and the eight red Jacks.',
     [('deck.removed', ('8xQB', '8xJR'))]),  # deck
    ('indian-empress', 'Four packs are used.',
     'The eight black Queens and eight red Jacks are set aside, as they play no part.',
     [('deck.removed', ('8xQB', '8xJR'))]),  # deck
    ('besieged-city', '',
     'Each of the four Aces becomes a foundation as soon as it turns up.',
     [('foundation.base', ('A*',)), ('foundation.base.timing', 'as-available'), ('foundation.count', 4)]),  # bases
    ('besieged-city', '',
     'The four Aces serve as foundations and are moved to their places whenever they become available.',
     [('foundation.base', ('A*',)), ('foundation.base.timing', 'as-available'), ('foundation.count', 4)]),  # bases
    ('besieged-city', '',
     'Foundations: the 4 Aces, put in place as they appear.',
     [('foundation.base', ('A*',)), ('foundation.base.timing', 'as-available'), ('foundation.count', 4)]),  # bases
    ('besieged-city', '',
     'Whenever you come across an Ace, play it to a foundation space; the four Aces are the foundations.',
     [('foundation.base', ('A*',)), ('foundation.base.timing', 'as-available'), ('foundation.count', 4)]),  # bases
    ('british-constitution', 'Two packs are used.',
     'Before dealing, take the eight Aces out of the packs and lay them in a row as foundations.',
     [('foundation.base', ('8xA*',)), ('foundation.base.timing', 'before-deal'), ('foundation.count', 8)]),  # bases
    ('british-constitution', 'Two packs are used.',
     'First of all the eight Aces are removed and placed in a line; these are the foundations.',
     [('foundation.base', ('8xA*',)), ('foundation.base.timing', 'before-deal'), ('foundation.count', 8)]),  # bases
    ('british-constitution', 'Two packs are used.',
     'The foundations are the eight Aces, which you set out at the top before the deal begins.',
     [('foundation.base', ('8xA*',)), ('foundation.base.timing', 'before-deal'), ('foundation.count', 8)]),  # bases
    ('british-constitution', 'Two packs are used.',
     'To begin, the player sets out all eight Aces as foundations before any other card is dealt.',
     [('foundation.base', ('8xA*',)), ('foundation.base.timing', 'before-deal'), ('foundation.count', 8)]),  # bases
    ('odd-and-even', 'The foundations are one Ace and one Two of each suit.',
     'The foundations are built up in suit, two ranks at a time.',
     [('foundation.step', 2), ('foundation.suit', 'same-suit')]),  # sequence
    ('odd-and-even', 'The foundations are one Ace and one Two of each suit.',
     'You build on each foundation in suit, skipping every other rank: Ace, Three, Five, and so on.',
     [('foundation.step', 2), ('foundation.suit', 'same-suit')]),  # sequence
    ('odd-and-even', 'The foundations are one Ace and one Two of each suit.',
     'Build each foundation upward by suit in steps of two.',
     [('foundation.step', 2), ('foundation.suit', 'same-suit')]),  # sequence
    ('odd-and-even', 'The foundations are one Ace and one Two of each suit.',
     'Foundations go up by twos, following suit.',
     [('foundation.step', 2), ('foundation.suit', 'same-suit')]),  # sequence
    ('parterre', 'The four Aces are the foundations.',
     'Foundations are built upward in suit from Ace to King.',
     [('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('parterre', 'The four Aces are the foundations.',
     'On each Ace you build up in the same suit until you reach the King.',
     [('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('parterre', 'The four Aces are the foundations.',
     'Each foundation must follow suit and ascend from the Ace to the King.',
     [('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('parterre', 'The four Aces are the foundations.',
     'The foundations ascend by suit, Ace through King.',
     [('foundation.sequence', ('A-2-3-4-5-6-7-8-9-10-J-Q-K',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('besieged-city', 'The four Aces are the foundations.',
     'The cards go onto the foundations in suit, alternating low and high: Ace, King, Two, Queen, Three, Jack, and so forth.',
     [('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7',)), ('foundation.suit', 'same-suit')]),  # sequence
    xfail(('besieged-city', 'The four Aces are the foundations.',
     'Foundations are filled up following suit in this order: A, K, 2, Q, 3, J, 4, 10 and so on.',
     [('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7',)), ('foundation.suit', 'same-suit')])),  # sequence
    ('besieged-city', 'The four Aces are the foundations.',
     'On each Ace you play, in suit, the King, then the Two, then the Queen, then the Three, and so on.',
     [('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('besieged-city', 'The four Aces are the foundations.',
     'The foundation order is Ace, King, Two, Queen, Three, Jack, etc., always of the same suit.',
     [('foundation.sequence', ('A-K-2-Q-3-J-4-10-5-9-6-8-7',)), ('foundation.suit', 'same-suit')]),  # sequence
    ('british-constitution', 'The eight Aces are the foundations.',
     'Cards can be played to the foundations only from the Privy Council.',
     [('foundation.fed-from', ('privy-council',))]),  # fed-from
    ('british-constitution', 'The eight Aces are the foundations.',
     'Only the Privy Council may feed the foundations.',
     [('foundation.fed-from', ('privy-council',))]),  # fed-from
    xfail(('british-constitution', 'The eight Aces are the foundations.',
     'No card may be played to a foundation unless it comes from the Privy Council.',
     [('foundation.fed-from', ('privy-council',))])),  # fed-from
    ('british-constitution', 'The eight Aces are the foundations.',
     'The foundations accept cards from the first row alone.',
     [('foundation.fed-from', ('privy-council',))]),  # fed-from
    ('indian-empress', 'Deal the rest in four rows of twelve.\nThe top two rows are the Army and take red cards; the bottom two are the Navy and take black cards.',
     'Cards go to the foundations only in pairs: a red card from the Army together with a black card from the Navy.',
     [('foundation.fed-from', ('army', 'navy')), ('pair.moves', ('*R+*B:foundation',))]),  # fed-from
    xfail(('indian-empress', 'Deal the rest in four rows of twelve.\nThe top two rows are the Army and take red cards; the bottom two are the Navy and take black cards.',
     'You must always play to the foundations two at a time, one red card from the Army and one black card from the Navy.',
     [('foundation.fed-from', ('army', 'navy')), ('pair.moves', ('*R+*B:foundation',))])),  # fed-from
    ('indian-empress', 'Deal the rest in four rows of twelve.\nThe top two rows are the Army and take red cards; the bottom two are the Navy and take black cards.',
     'A red Army card and a black Navy card are moved to the foundations together, as a pair.',
     [('foundation.fed-from', ('army', 'navy')), ('pair.moves', ('*R+*B:foundation',))]),  # fed-from
    ('indian-empress', 'Deal the rest in four rows of twelve.\nThe top two rows are the Army and take red cards; the bottom two are the Navy and take black cards.',
     'Only pairs can be played onto the foundations, each made of a red card of the Army and a black one of the Navy.',
     [('foundation.fed-from', ('army', 'navy')), ('pair.moves', ('*R+*B:foundation',))]),  # fed-from
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'Cards on the garden are built downward regardless of suit, one card at a time.',
     [('garden.build', 'down-any-suit'), ('garden.move-unit', 'one-card')]),  # build
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'You can build down on the garden piles irrespective of suit, but only one card may be moved at a time.',
     [('garden.build', 'down-any-suit'), ('garden.move-unit', 'one-card')]),  # build
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'On the garden, pack down in any suit; move only single cards.',
     [('garden.build', 'down-any-suit'), ('garden.move-unit', 'one-card')]),  # build
    xfail(('parterre', 'Deal six piles of six cards; this is the garden.',
     'Garden piles take cards in descending order, suit does not matter; cards are moved singly.',
     [('garden.build', 'down-any-suit'), ('garden.move-unit', 'one-card')])),  # build
    ('besieged-city', 'Around the reserve deal fourteen cards, the rampart.',
     'Cards may be built on the rampart in suit, either upward or downward.',
     [('rampart.build', 'up-or-down-in-suit')]),  # build
    ('besieged-city', 'Around the reserve deal fourteen cards, the rampart.',
     'On the rampart, build up or down by suit.',
     [('rampart.build', 'up-or-down-in-suit')]),  # build
    ('besieged-city', 'Around the reserve deal fourteen cards, the rampart.',
     'The rampart piles are built on in the same suit, ascending or descending as you like.',
     [('rampart.build', 'up-or-down-in-suit')]),  # build
    ('besieged-city', 'Around the reserve deal fourteen cards, the rampart.',
     'You are allowed to pack the rampart up or down, following suit.',
     [('rampart.build', 'up-or-down-in-suit')]),  # build
    ('queens-audience', 'Deal sixteen cards in four rows of four: the antechamber.',
     "All the cards in the antechamber are available, but you can't build on them.",
     [('antechamber.access', 'all'), ('antechamber.build', 'none')]),  # access+build
    ('queens-audience', 'Deal sixteen cards in four rows of four: the antechamber.',
     'Any card of the antechamber may be played; no building is allowed there.',
     [('antechamber.access', 'all'), ('antechamber.build', 'none')]),  # access+build
    ('queens-audience', 'Deal sixteen cards in four rows of four: the antechamber.',
     'Each antechamber card is free to move, though cards are never built on one another in the antechamber.',
     [('antechamber.access', 'all'), ('antechamber.build', 'none')]),  # access+build
    ('queens-audience', 'Deal sixteen cards in four rows of four: the antechamber.',
     'In the antechamber every card can be used, and it is forbidden to place one card on another.',
     [('antechamber.access', 'all'), ('antechamber.build', 'none')]),  # access+build
    ('british-constitution', 'The first row is the Privy Council.',
     'In the Privy Council you build down in alternating colours.',
     [('privy-council.build', 'down-alternate-colour')]),  # build
    ('british-constitution', 'The first row is the Privy Council.',
     'Cards in the first row are packed downward, red on black and black on red.',
     [('privy-council.build', 'down-alternate-colour')]),  # build
    ('british-constitution', 'The first row is the Privy Council.',
     'The Privy Council may be built downward in alternate colours.',
     [('privy-council.build', 'down-alternate-colour')]),  # build
    xfail(('british-constitution', 'The first row is the Privy Council.',
     'On the Privy Council, a card may be placed on one of the opposite colour and one rank higher.',
     [('privy-council.build', 'down-alternate-colour')])),  # build
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'The cards you build on the garden may come from other garden piles or from the bouquet.',
     [('garden.build.from', ('garden', 'bouquet'))]),  # build-from
    xfail(('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'Cards from the bouquet or from another pile of the garden can be built on the garden.',
     [('garden.build.from', ('garden', 'bouquet'))])),  # build-from
    xfail(('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'A garden pile can take cards from the bouquet as well as from the other garden piles.',
     [('garden.build.from', ('garden', 'bouquet'))])),  # build-from
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'You may move cards onto the garden either from the bouquet or from the garden itself.',
     [('garden.build.from', ('garden', 'bouquet'))]),  # build-from
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'Only the top card of each garden pile can be played.',
     [('garden.access', 'top')]),  # access
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'In the garden, just the uppermost card of every pile is available.',
     [('garden.access', 'top')]),  # access
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'The top cards of the garden piles are free.',
     [('garden.access', 'top')]),  # access
    ('parterre', 'Deal six piles of six cards; this is the garden.',
     'From the garden you may play only the exposed card of each pile.',
     [('garden.access', 'top')]),  # access
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'All the reserve cards are available for play.',
     [('reserve.access', 'all')]),  # access
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'Any card in the reserve may be played.',
     [('reserve.access', 'all')]),  # access
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'You can use every card of the reserve.',
     [('reserve.access', 'all')]),  # access
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     "Each of the reserve's cards is free to be moved.",
     [('reserve.access', 'all')]),  # access
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'When a reserve card is played, its place is filled at once from the waste, or from the stock if the waste is empty.',
     [('reserve.fill', ('waste', 'stock')), ('reserve.fill.priority', 'in-order'), ('reserve.fill.timing', 'immediate')]),  # fill
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'Fill any gap in the reserve immediately with the top card of the waste pile; if there is no waste, use the stock.',
     [('reserve.fill', ('waste', 'stock')), ('reserve.fill.priority', 'in-order'), ('reserve.fill.timing', 'immediate')]),  # fill
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'Empty spaces in the reserve must be filled straight away from the waste, or, failing that, from the stock.',
     [('reserve.fill', ('waste', 'stock')), ('reserve.fill.priority', 'in-order'), ('reserve.fill.timing', 'immediate')]),  # fill
    ('odd-and-even', 'Deal nine cards in three rows of three to form the reserve.',
     'If a space opens up in the reserve, you must fill it at once from the waste pile, or from the stock when the waste pile is empty.',
     [('reserve.fill', ('waste', 'stock')), ('reserve.fill.priority', 'in-order'), ('reserve.fill.timing', 'immediate')]),  # fill
    ('gavotte', "The other group is the ladies' side.",
     "Spaces in the ladies' side are never filled.",
     [('ladies.fill', ('never',))]),  # fill
    ('gavotte', "The other group is the ladies' side.",
     "A gap in the ladies' side stays empty.",
     [('ladies.fill', ('never',))]),  # fill
    ('gavotte', "The other group is the ladies' side.",
     "Once a card leaves the ladies' side, its place is not refilled.",
     [('ladies.fill', ('never',))]),  # fill
    ('gavotte', "The other group is the ladies' side.",
     "Vacancies on the ladies' side may not be filled.",
     [('ladies.fill', ('never',))]),  # fill
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'An empty garden pile may be filled whenever you like with any available card from the bouquet or the garden.',
     [('garden.fill', ('bouquet', 'garden')), ('garden.fill.timing', 'player-chooses')]),  # fill
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     "A space in the garden can be filled at any time by any free card of the bouquet or the garden, at the player's choice.",
     [('garden.fill', ('bouquet', 'garden')), ('garden.fill.timing', 'player-chooses')]),  # fill
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     'When a garden pile is empty, you may fill it, at your convenience, with a free card from the bouquet or the garden.',
     [('garden.fill', ('bouquet', 'garden')), ('garden.fill.timing', 'player-chooses')]),  # fill
    ('parterre', 'Deal six piles of six cards; this is the garden. The remaining sixteen cards are the bouquet.',
     "Gaps in the garden are refilled at the player's discretion with any free card of the bouquet or of the garden.",
     [('garden.fill', ('bouquet', 'garden')), ('garden.fill.timing', 'player-chooses')]),  # fill
    ('british-constitution', 'The first row is the Privy Council.\nIn the Privy Council you may build down in alternate colours.',
     'You may move only one card at a time.',
     [('privy-council.move-unit', 'one-card')]),  # move-unit
    ('british-constitution', 'The first row is the Privy Council.\nIn the Privy Council you may build down in alternate colours.',
     'Sequences cannot be moved as a unit.',
     [('privy-council.move-unit', 'one-card')]),  # move-unit
    ('british-constitution', 'The first row is the Privy Council.\nIn the Privy Council you may build down in alternate colours.',
     'Only single cards may be moved, never a run.',
     [('privy-council.move-unit', 'one-card')]),  # move-unit
    ('british-constitution', 'The first row is the Privy Council.\nIn the Privy Council you may build down in alternate colours.',
     'Cards are moved singly.',
     [('privy-council.move-unit', 'one-card')]),  # move-unit
    ('besieged-city', '',
     'Deal the remaining cards one by one onto a waste pile.',
     [('stock.deal', 'one-to-waste'), ('waste.count', 1)]),  # stock
    ('besieged-city', '',
     'The rest of the pack is turned up a card at a time, and cards that cannot be played go onto a single waste pile.',
     [('stock.deal', 'one-to-waste'), ('waste.count', 1)]),  # stock
    ('besieged-city', '',
     'Then go through the stock one card at a time, putting any card you cannot use onto the waste.',
     [('stock.deal', 'one-to-waste'), ('waste.count', 1)]),  # stock
    ('besieged-city', '',
     'Turn over the cards of the stock singly onto one waste heap.',
     [('stock.deal', 'one-to-waste'), ('waste.count', 1)]),  # stock
    ('odd-and-even', 'Turn the stock one card at a time onto the waste.',
     'Once the stock runs out, you may turn the waste over and go through it a second time.',
     [('stock.redeals', 1)]),  # redeals
    ('odd-and-even', 'Turn the stock one card at a time onto the waste.',
     'One redeal is allowed.',
     [('stock.redeals', 1)]),  # redeals
    ('odd-and-even', 'Turn the stock one card at a time onto the waste.',
     'The waste may be picked up and dealt again once when the stock is empty.',
     [('stock.redeals', 1)]),  # redeals
    ('odd-and-even', 'Turn the stock one card at a time onto the waste.',
     'The player is allowed to go through the pack twice.',
     [('stock.redeals', 1)]),  # redeals
    ('besieged-city', 'Turn the stock one card at a time onto the waste.',
     'There is only one deal; no redeal is allowed.',
     [('stock.redeals', 0)]),  # redeals
    ('besieged-city', 'Turn the stock one card at a time onto the waste.',
     'You may go through the stock only once.',
     [('stock.redeals', 0)]),  # redeals
    ('besieged-city', 'Turn the stock one card at a time onto the waste.',
     'The pack cannot be redealt.',
     [('stock.redeals', 0)]),  # redeals
    ('besieged-city', 'Turn the stock one card at a time onto the waste.',
     'Redealing is not permitted.',
     [('stock.redeals', 0)]),  # redeals
    ('queens-audience', '',
     'When no more moves are possible, deal the stock one card at a time onto the waste.',
     [('stock.deal', 'one-to-waste'), ('stock.deal.timing', 'standstill')]),  # stock-timing
    ('queens-audience', '',
     'Once you are stuck, turn up cards from the stock one by one to the waste pile.',
     [('stock.deal', 'one-to-waste'), ('stock.deal.timing', 'standstill')]),  # stock-timing
    ('queens-audience', '',
     'If no move can be made, the player turns the stock over one card at a time onto the waste heap.',
     [('stock.deal', 'one-to-waste'), ('stock.deal.timing', 'standstill')]),  # stock-timing
    ('queens-audience', '',
     'Only when play is blocked do you begin dealing the stock, a single card at a time, onto the waste.',
     [('stock.deal', 'one-to-waste'), ('stock.deal.timing', 'standstill')]),  # stock-timing
    ('british-constitution', 'The fourth row is the People.',
     'Spaces in the People are filled at once from the stock; stock cards enter play in no other way.',
     [('people.fill', ('stock',)), ('people.fill.timing', 'immediate'), ('stock.deal', 'into-gaps-only')]),  # stock-gaps
    ('british-constitution', 'The fourth row is the People.',
     'The stock is used only to fill gaps in the People, which must be done immediately.',
     [('people.fill', ('stock',)), ('people.fill.timing', 'immediate'), ('stock.deal', 'into-gaps-only')]),  # stock-gaps
    xfail(('british-constitution', 'The fourth row is the People.',
     'A gap in the fourth row is filled straight away with a card from the stock, and that is the only use of the stock.',
     [('people.fill', ('stock',)), ('people.fill.timing', 'immediate'), ('stock.deal', 'into-gaps-only')])),  # stock-gaps
    ('british-constitution', 'The fourth row is the People.',
     'Cards from the stock can come into play only by filling empty places among the People, at once.',
     [('people.fill', ('stock',)), ('people.fill.timing', 'immediate'), ('stock.deal', 'into-gaps-only')]),  # stock-gaps
    ('indian-empress', '',
     'Cards that cannot be placed go to one of two waste piles, one for red cards and one for black.',
     [('waste.count', 2), ('waste.split', 'by-colour')]),  # waste
    ('indian-empress', '',
     'There are two talons: red cards go on one, black cards on the other.',
     [('waste.count', 2), ('waste.split', 'by-colour')]),  # waste
    ('indian-empress', '',
     'Keep two waste heaps, one for each colour.',
     [('waste.count', 2), ('waste.split', 'by-colour')]),  # waste
    ('indian-empress', '',
     'Unplayable cards are sorted by colour onto two waste piles.',
     [('waste.count', 2), ('waste.split', 'by-colour')]),  # waste
    ('gavotte', 'Turn the stock one card at a time onto a waste pile.',
     'The top card of the waste pile is always available.',
     [('waste.access', 'top')]),  # waste
    ('gavotte', 'Turn the stock one card at a time onto a waste pile.',
     'You can play the top card of the waste.',
     [('waste.access', 'top')]),  # waste
    ('gavotte', 'Turn the stock one card at a time onto a waste pile.',
     'Only the uppermost card of the waste heap may be used.',
     [('waste.access', 'top')]),  # waste
    ('gavotte', 'Turn the stock one card at a time onto a waste pile.',
     'The card on top of the discard pile is available for play.',
     [('waste.access', 'top')]),  # waste
    ('queens-audience', '',
     'The game is won when all fifty-two cards are in the chamber.',
     [('end.win', 'all-to-chamber')]),  # win
    ('queens-audience', '',
     'You win if you manage to get every card into the audience chamber.',
     [('end.win', 'all-to-chamber')]),  # win
    ('queens-audience', '',
     'To win, all the cards must end up in the chamber.',
     [('end.win', 'all-to-chamber')]),  # win
    ('queens-audience', '',
     'The aim is to move all 52 cards into the chamber.',
     [('end.win', 'all-to-chamber')]),  # win
    ('british-constitution', 'The fourth row is the People.',
     'If there is no gap in the People while the stock still has cards, the game is lost.',
     [('end.loss', 'bottom-row-full')]),  # loss
    ('british-constitution', 'The fourth row is the People.',
     'You lose when cards remain in the stock but there is no empty space in the People.',
     [('end.loss', 'bottom-row-full')]),  # loss
    ('british-constitution', 'The fourth row is the People.',
     'The game is lost if the People has no vacancy and the stock is not yet empty.',
     [('end.loss', 'bottom-row-full')]),  # loss
    ('british-constitution', 'The fourth row is the People.',
     'Should the fourth row be full while stock cards remain, the game fails.',
     [('end.loss', 'bottom-row-full')]),  # loss
    ('british-constitution', 'The eight Aces are the foundations.',
     'The game is won when all the cards have been built onto the foundations.',
     [('end.win', 'all-to-foundations')]),  # win
    ('british-constitution', 'The eight Aces are the foundations.',
     'You win by moving every card to the foundations.',
     [('end.win', 'all-to-foundations')]),  # win
    ('british-constitution', 'The eight Aces are the foundations.',
     'The object is to build all the cards onto the Aces.',
     [('end.win', 'all-to-foundations')]),  # win
    ('british-constitution', 'The eight Aces are the foundations.',
     'If all cards reach the foundations, the patience comes out.',
     [('end.win', 'all-to-foundations')]),  # win
]


@pytest.mark.parametrize(("game", "context", "text", "expected"), CASES)
def test_paraphrase_is_read_right(game: str, context: str, text: str, expected: list) -> None:
    got = _read(game, context, text)
    for slot, value in expected:
        assert got.get(slot) == {_norm(game, slot, value)}, (slot, got)


@pytest.mark.parametrize(("game", "context", "text", "silent"), [
    # 'the pack' before 'down' is the stock, not the verb of building
    ("parterre", "Deal six piles of six cards; this is the garden.",
     "Put the pack down on the table and turn up its top card.", ["garden.build"]),
    # 'singly' with a deal is how the stock is dealt, not a move unit
    ("besieged-city", "", "Cards are dealt singly from the stock onto the waste.", ["rampart.move-unit"]),
    # two wastes, no colour said: no split
    ("indian-empress", "", "Keep two waste piles beside the layout.", ["waste.split"]),
    # 'through' before a rank that a series follows is no end of the sequence
    # (the series read on is the whole run: A-2-…-K, never A-2)
    ("parterre", "The four Aces are the foundations.",
     "Each foundation rises in suit from the Ace through the Two, the Three and so forth.",
     [("foundation.sequence", ("A-2",))]),
    # 'at' before a place, not before a word of the player's wish
    ("odd-and-even", "Deal nine cards in three rows of three to form the reserve.",
     "A gap in the reserve is filled at once with the card at the top of the waste.", ["reserve.fill.priority"]),
    # 'single cards' filling gaps: no move unit
    ("british-constitution", "The first row is the Privy Council.",
     "Single cards from the stock fill the gaps of the fourth row.", ["privy-council.move-unit"]),
    # 'follows the rules': no suit
    ("gavotte", "", "The game follows the usual rules of patience.", ["foundation.suit"]),
])
def test_paraphrase_negative_stays_silent(game: str, context: str, text: str, silent: list) -> None:
    """Each of ``silent`` is a slot that must not be read, or (slot, value) a value it must not take."""
    got = _read(game, context, text)
    assert not [s for s in silent if (s in got if isinstance(s, str) else _norm(game, *s) in got.get(s[0], set()))], got


def test_abbreviation_stop_ends_no_sentence() -> None:
    text = "The foundation order is Ace, King, Two, Queen, Three, Jack, etc., always of the same suit."
    got = _read("besieged-city", "The four Aces are the foundations.", text)
    assert got.get("foundation.suit") == {"same-suit"}


def test_at_will_reads_an_owner_between() -> None:
    got = _read("parterre", "Deal six piles of six cards; this is the garden.",
                "A gap in the garden may be filled at the player's own discretion from the waste.")
    assert got.get("garden.fill.timing") == {"player-chooses"}
