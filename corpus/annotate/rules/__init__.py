"""The sentence rules, by topic, and the order in which they run.

A rule reads the cues of one sentence (see ``corpus.annotate.sentence``), sometimes with the
sentence before it or what the discourse memory holds (``corpus.annotate.context``), and states
claims through ``emit``: game, slot, value, the words that say so (start and end offsets into
the segment's text) and the ids of the rule and of the patterns it used.  Every rule is a
function ``(Context, Sentence) -> None`` in the module of its topic:

==================  ==========================================================================
module              rules
==================  ==========================================================================
deck                takeouts, packs, removed, decorative
layout              layout, layout-count, layout-groups, no-reserve
access              access, access-all-of-them
building            build-none
build_shape         build-alternate
units               move-unit
build_from          build-from
filling             fill
foundations         foundation-base, base-taken
fed_from            fed-from, fed-only, pass-through
base_timing         base-timing
base_phrases        (no rule) readings shared by foundations and base_timing
sequences           foundation-build, sequence-to, sequence-etc
series              sequence-written
stock               redeals, stock-deal, gaps-only, waste-split, stock-through, waste-formed
pairs               pairs
end                 end
odds                odds
history             history, related
names               names
setup_choice        setup-choice
==================  ==========================================================================

Shared readings of a sentence: ``piles`` (which groups and rows it names, where cards go from or
to) and ``cards`` (card patterns from rank, count, colour and suit cues); the word sets the
rules read are data (``corpus/annotate/words.toml``).

The order matters: a rule may read what an earlier one remembered or stated in the same
sentence (``takeouts`` before ``foundation-base``, ``layout`` before ``access``...).  It is
the order of ``RULES`` below, and nowhere else.

Adding a rule: write ``r_name(ctx, s)`` in the module of its topic (or a new module named after
the topic); read the sentence's cues with ``s.of(LABEL)`` and its tokens through ``s.doc`` and
``s.words``; state each claim with ``emit(ctx, s, rule_id, slot, value, cues)``, which keeps the
pattern ids of ``cues`` on the claim; then list the function in ``RULES`` where it must run (a
test checks that every ``r_*`` function is listed once).

The rules (``RULES``, in the order they run):

==================  ==============================================================================
id                  reads
==================  ==============================================================================
takeouts            (no claim) remembers a sentence that takes ranks out of the pack, «Вынимаютъ
                    изъ колоды восемь черныхъ тузовъ…»: later rules refer back to it
packs               a number before "pack(s)"/«колода»: ``deck.packs``; "of 52 cards": ``deck.pack-size``
layout              "N cards" with a reserve/tableau pile: ``G.size``; "R rows of C", "C columns of
                    R", «R рядовъ, въ каждомъ по C», "4x4", "four by four", "square": ``G.shape``;
                    the pile count of a reserve when the cards are laid out (a deal verb or a
                    shape).  When the pile is named only in the next sentence ("These compose the
                    reserve") or a later one repeats the count («Двѣнадцать внутреннихъ картъ…»),
                    the claim takes both segments.  Rows shared out between groups («два верхнихъ
                    ряда … (армія), два нижнихъ … (флотъ)»): each group's size and shape, and the
                    colour of its cards (remembered)
layout-count        a later sentence naming the pile repeats the count of one before it that gave a
                    shape but no pile («Двѣнадцать внутреннихъ картъ представляютъ резервъ»):
                    that sentence's ``G.shape`` (the claim takes both segments)
access              "all/every/any … available", "fully available", "top/bottom card … available",
                    "(only the one on top of the packet is available)": ``G.access``; "each
                    column … its top card" with no group named: the group just spoken of (and
                    its pile count: its columns); «на верху талона»: ``waste.access = top``
access-all-of-them  cards said to form a group, then all of them available in a later clause ("The
                    rest form the bouquet; all of them are free", «… и всѣ онѣ свободны»):
                    ``G.access = all`` (stated under the rule id ``access``)
build-none          a negated build verb with a pile ("no packing", «не укладываются друг на друга»),
                    or no move "from one side to the other": ``G.build = none``
build-alternate     alternate colours: ``G.build = down-alternate-colour``; up and down:
                    ``up-or-down-in-suit`` (also in the next sentence that names no group);
                    "of different suits": ``down-any-suit``; "in the order in which they will be
                    played": ``foundation-order``
fill                a fill verb: sources after it (waste, stock, the row below, the reserve row end),
                    the pile before it; negated: ``never``; a next sentence that only adds the
                    stock extends the list.  "at once"/«сразу»: ``G.fill.timing`` (without it, a
                    stated fill rule is read as "at once" by default); "every gap" with no group:
                    every group that is filled; "the gaps so opened": the groups of the sentence
                    before; "the gap is pushed down until row 4": the rows between
foundation-base     ranks (with count and colour) next to "foundation(s)"/«основные карты»:
                    ``foundation.base``; a Jack "on top" of an Ace: ``J+A``; "first/before"
                    with the ranks, an earlier sentence that took the ranks out of the pack,
                    "taken at once": ``base.timing = before-deal``; "chosen during play":
                    ``as-available``
base-timing         a clause of the sentence that lays the bases out: "the moment it becomes free",
                    «едва туз освободится», "not … at the start", «заранее не»: ``as-available``;
                    "before anything else is dealt", «прежде чем сдавать»: ``before-deal``
foundation-build    "in suit"/«по масти»: ``foundation.suit``; down/up/by twos: ``foundation.step``;
                    ``A: 3-5-7…`` lines, "down to the Deuces": ``foundation.sequence``
fed-from            "only from row 1"/«изъ окоповъ и изъ колоды» about foundations:
                    ``foundation.fed-from``; "cards from the stock may not be played to the
                    foundations" restates the sources known
redeals             "dealt once", «только один раз», "no second deal", «вновь не раскладывается»,
                    "one redeal": ``stock.redeals``
stock-deal          "one at a time"/«по одной» with a deal verb and the waste: ``stock.deal``
pairs               a King and Queen of each suit into the chamber; a Jack and an Ace:
                    ``pair.moves``; "Queen on top": ``layout.pair-top``; a pair of a red and a
                    black card (or of cards from groups of the two colours) played:
                    ``*R+*B:foundation`` (and the foundations take from those groups)
end                 win + all cards + chamber/foundations: ``end.win``; lose + row 4 / no space:
                    ``end.loss``
removed             a discard verb with ranks: ``deck.removed``; "the other Queens" after some
                    were given a part: the rest, suit by suit
odds                "three times out of four", «три раза из четырёх», "high chance", «чрезвычайно
                    труденъ»: ``odds.win``
history             "first appears … 1883 … Dick": ``history.year``, ``history.first``; "X follows
                    Y": ``history.follows``; "a circle": ``layout.chamber`` (one claim per source named);
                    "in any of the ways": ``layout.chamber = any``; "vertical": ``layout.orientation``
layout-groups       "two groups of sixteen, each in four rows of four": both reserve groups
move-unit           "only one card may be moved at a time": ``G.move-unit`` of the groups built on
gaps-only           "the only way cards of the stock enter play": ``stock.deal = into-gaps-only``
fed-only            "they are only available for play to the foundations": ``foundation.fed-from``
sequence-to         "the Aces go up to the Kings, the Kings down to the Aces": one sequence per
                    base rank, skipping ranks taken out of play in the base's colour
sequence-etc        "on the Aces go Kings, then Twos, Queens, Threes and so on": the series
                    continued (``extrapolate``)
sequence-written    "Ace, King, Two, Queen, …", «на тузе — 3, 5, 7, 9, В, К, …»: a foundation's
                    sequence written out rank by rank (figures, letters, number words), "… the
                    same way back to the Ace" doubling it back
waste-split         "the talon is two packets, red in one, black in the other": ``waste.count``,
                    ``waste.split``; the rest of a colour's cards make the talon; "two packets" again
stock-through       "the rest of the pack is dealt, cards that do not fit going to the talon":
                    ``stock.deal = one-to-waste``, its timing, the foundations (or the gaps) take
                    from the stock
waste-formed        "the waste, formed from the unplayed cards of the stock": ``stock.deal``
build-from          cards put on (or into) a group, from where: ``G.build.from``; "only at the ends
                    of the row they come from": ``reserve.access = row-ends``
pass-through        "talon cards pass through the reserve, the reserve into the ramparts before
                    they can be played": ``foundation.fed-from`` the last group
base-taken          "an Ace taken from the ramparts and played": ``base.timing = as-available``
setup-choice        the player chooses which group is the lords' side, how the ladies' side lies,
                    the foundations' ranks: ``setup.choice`` (and ``foundation.base = X*, Y*``)
no-reserve          "both of which have no reserve": ``reserve.count = 0`` of the games named
decorative          "Q ♦ is the Sovereign, the black Kings the Bishops…": ``deck.decorative`` with
                    the card roles; "these nine cards are purely decorative" restates them
names               a sentence opening with the game's name (``name``, ``alias`` after "or", in
                    brackets); "the name X" (``alias``); another game with a name in brackets;
                    "first appears as X".  A heading or caption that names the game gives its
                    ``name`` (under a section heading a default reading, see ``finalise``)
related             "related to X", ``related``; "a variant of X", "identical except":
                    ``variant-of``; "entirely luck": ``skill``
==================  ==============================================================================
"""

from __future__ import annotations

from collections.abc import Callable

from corpus.annotate.context import Context
from corpus.annotate.rules import (
    access, base_timing, build_from, build_shape, building, deck, end, fed_from, filling, foundations, history, layout, names, odds, pairs, sequences, series, setup_choice, stock, units,
)
from corpus.annotate.sentence import Sentence

__all__ = ["Rule", "RULES", "BY_CLAUSE"]

#: A sentence rule: reads a sentence (and the discourse memory), states claims through ``emit``.
Rule = Callable[[Context, Sentence], None]

#: The rules in the order they run over each sentence: (rule id, function).
RULES: tuple[tuple[str, Rule], ...] = (
    ("takeouts", deck.r_takeouts),
    ("packs", deck.r_packs),
    ("layout", layout.r_layout),
    ("layout-count", layout.r_layout_count),
    ("access", access.r_access),
    ("access-all-of-them", access.r_all_of_them),
    ("build-none", building.r_build_none),
    ("build-alternate", build_shape.r_build_alt),
    ("fill", filling.r_fill),
    ("foundation-base", foundations.r_foundation_base),
    ("base-timing", base_timing.r_base_timing),
    ("foundation-build", sequences.r_foundation_build),
    ("fed-from", fed_from.r_fed_from),
    ("redeals", stock.r_redeals),
    ("stock-deal", stock.r_stock_deal),
    ("pairs", pairs.r_pairs),
    ("end", end.r_end),
    ("removed", deck.r_removed),
    ("odds", odds.r_odds),
    ("history", history.r_history),
    ("layout-groups", layout.r_layout_groups),
    ("move-unit", units.r_move_unit),
    ("gaps-only", stock.r_gaps_only),
    ("fed-only", fed_from.r_fed_only),
    ("sequence-to", sequences.r_sequence_to),
    ("sequence-etc", sequences.r_sequence_etc),
    ("sequence-written", series.r_sequence_written),
    ("waste-split", stock.r_waste_split),
    ("stock-through", stock.r_stock_through),
    ("waste-formed", stock.r_waste_formed),
    ("build-from", build_from.r_build_from),
    ("pass-through", fed_from.r_pass_through),
    ("base-taken", foundations.r_base_taken),
    ("setup-choice", setup_choice.r_setup_choice),
    ("no-reserve", layout.r_no_reserve),
    ("decorative", deck.r_decorative),
    ("names", names.r_names),
    ("related", history.r_related),
)

#: Rules that read a sentence of several clauses clause by clause (``clause_views``): which group
#: is available or filled is said within one clause, and a clause set
#: against another («…, а …», "…, whereas …") speaks of another group.
BY_CLAUSE = frozenset({"access", "fill"})
