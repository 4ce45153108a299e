"""The engine spec: the compiled, executable form of a resolved ruleset.

A :class:`Spec` is pure data (frozen dataclasses, tuples, ints and strings): hashable,
comparable with ``==`` and picklable.  **Two rulesets whose specs are equal play identically**
(the same seed gives the same deal and the same legal moves at every step), so the project uses
spec equality to tell *substantive* differences between sources from *cosmetic* ones.  Hence
nothing layout-only belongs here: not the shape of the audience chamber, not which card of a
pair lies on top for display, not whether a column is drawn as a fan or a grid.  Labels,
notation keys and provenance are carried along but excluded from equality
(``field(compare=False)``).

``rules.compile`` builds a spec from a resolved ruleset; ``rules.engine`` plays it.  The full
description, with one worked spec per game family, is in ``docs/ENGINE.md``.

The model, in brief:

* a **deck** (:class:`Deck`): packs, and cards removed before the deal (decorative cards that
  take no part in play are removed too: where they lie is layout);
* **pile groups** (:class:`PileGroup`): every pile of the game belongs to one named group with a
  role (stock, waste, reserve, tableau, foundation, discard), a number of piles, the cards dealt
  to each pile, which cards are available (``access``), what may be built on a pile
  (:class:`Build`), what may start an empty pile (:class:`Base`) and how gaps are filled
  (:class:`Fill`);
* **transfers** (:class:`Transfer`): the only moves between piles are those listed: from which
  group to which group, one card or a sequence, optionally restricted to given pile pairs;
* **pair moves** (:class:`PairMove`): two available cards moved together (King and Queen to the
  chamber; Jack and Ace to start a foundation);
* the **stock** (:class:`StockRule`): where it is dealt, how many at a time, how many redeals;
* **setup choices** (:class:`SetupChoice`): decisions the player makes before play (Gavotte);
* the **end**: which groups must hold every card for a win; otherwise the game is lost when no
  move is left.

Ranks are 1 (Ace) .. 13 (King); suits are 0 clubs, 1 diamonds, 2 hearts, 3 spades (see
``rules.cards``).

>>> from rules.engine.examples import queens_audience_example
>>> qa = queens_audience_example()
>>> qa == queens_audience_example()
True
>>> qa.group("antechamber").piles
16
>>> hash(qa) == hash(queens_audience_example())
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from rules.errors import SpecError

# --- closed vocabularies -------------------------------------------------------------------

Role = Literal["stock", "waste", "reserve", "tableau", "foundation", "discard"]
ROLES: tuple[str, ...] = ("stock", "waste", "reserve", "tableau", "foundation", "discard")

#: Which cards of a pile may be moved off it.  ``top``: the last card placed (the exposed card);
#: ``bottom``: the first card dealt to the pile (a column whose lowest card is the free one);
#: ``all``: any card of the pile (e.g. a fanned waste under the "all waste available" reading);
#: ``none``: nothing leaves the pile (stock, foundations, discard).
Access = Literal["top", "bottom", "all", "none"]
ACCESSES: tuple[str, ...] = ("top", "bottom", "all", "none")

#: How a card relates to the card it is placed on (``Build.direction``).
#: ``sequence`` follows ``Build.sequence`` from the pile's first card (foundations); ``any``:
#: a card of any rank, related by the suit rule only (Indian Empress's pairing).
Direction = Literal["none", "up", "down", "up-or-down", "sequence", "any"]
DIRECTIONS: tuple[str, ...] = ("none", "up", "down", "up-or-down", "sequence", "any")

SuitRule = Literal["same-suit", "alternate-colour", "same-colour", "any-suit"]
SUIT_RULES: tuple[str, ...] = ("same-suit", "alternate-colour", "same-colour", "any-suit")

#: When a gap is filled: at once (before any other move) or when the player chooses to.
FillTiming = Literal["immediate", "player-chooses"]
FILL_TIMINGS: tuple[str, ...] = ("immediate", "player-chooses")

#: Which source fills a gap: the first non-empty source in order, or any source the player picks.
FillChoice = Literal["first-available", "any-source"]
FILL_CHOICES: tuple[str, ...] = ("first-available", "any-source")

#: When foundation bases come into play: set out before the deal, played as they turn up.
BaseTiming = Literal["before-deal", "as-available"]
BASE_TIMINGS: tuple[str, ...] = ("before-deal", "as-available")

MoveUnit = Literal["one-card", "sequence"]
MOVE_UNITS: tuple[str, ...] = ("one-card", "sequence")

#: How two cards of a pair must relate.
PairRelation = Literal["same-suit", "opposite-colour", "any"]
PAIR_RELATIONS: tuple[str, ...] = ("same-suit", "opposite-colour", "any")

#: When the stock may be dealt: at any time, or only when no other move is left.
DealWhen = Literal["any-time", "standstill"]
DEAL_WHENS: tuple[str, ...] = ("any-time", "standstill")

#: How dealt stock cards are split over several waste piles.
WasteSplit = Literal["none", "colour"]
WASTE_SPLITS: tuple[str, ...] = ("none", "colour")

#: Kinds of set-up choice.  ``swap-deal``: the player decides whether the cards dealt to two
#: groups (same number of cards) change places; options are (keep, swap).  ``replace-group``:
#: each option installs another definition of one group (``variants``).
ChoiceKind = Literal["swap-deal", "replace-group"]
CHOICE_KINDS: tuple[str, ...] = ("swap-deal", "replace-group")
ChoiceWhen = Literal["before-deal", "after-deal"]
CHOICE_WHENS: tuple[str, ...] = ("before-deal", "after-deal")

#: Ways to lose besides having no move left (named hooks; only add one when a rule cannot be
#: expressed as "no legal move").  Currently none is needed: "row 4 has no gap while stock
#: remains" (British Constitution) is a standstill in this model.
LOSS_RULES: tuple[str, ...] = ("no-moves",)

#: Ranks by name, for readability of specs written by hand.
ACE, JACK, QUEEN, KING = 1, 11, 12, 13

Provenance = tuple[tuple[str, tuple[str, ...]], ...]


def _check(value: str, allowed: tuple[str, ...], what: str) -> None:
    if value not in allowed:
        raise SpecError(f"{what} {value!r} is not one of {', '.join(allowed)}")


# --- elements ------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPattern:
    """A set of cards by rank and suit, in every pack (``None`` means any).

    >>> CardPattern(ranks=(12, 13)).matches(rank=13, suit=2)
    True
    >>> CardPattern(ranks=(1,), suits=(0, 3)).matches(rank=1, suit=2)   # black Aces only
    False
    """

    ranks: tuple[int, ...] | None = None
    suits: tuple[int, ...] | None = None

    def matches(self, rank: int, suit: int) -> bool:
        return (self.ranks is None or rank in self.ranks) and (
            self.suits is None or suit in self.suits
        )


@dataclass(frozen=True)
class Deck:
    """The cards in play: ``packs`` full 52-card packs minus every card matching ``removed``."""

    packs: int = 1
    removed: tuple[CardPattern, ...] = ()


@dataclass(frozen=True)
class Build:
    """What may be placed on the top card of a non-empty pile.

    * ``direction``: ``none`` (nothing is ever built here); ``up``/``down``/``up-or-down`` by one
      rank (``wrap``: King and Ace are adjacent); ``sequence``: the pile follows ``sequence``,
      the rank order from its first card (foundations: ``(1, 3, 5, ..., 12)``); if ``cyclic`` the
      pile may start at any rank of ``sequence`` its :class:`Base` allows and continues round
      the cycle until it holds ``len(sequence)`` cards; ``any``: a card of any rank (Indian
      Empress: any Army card on any Navy card, ``max_cards=2``).
    * ``suit``: how the new card's suit relates to the card it goes on (for foundations
      ``same-suit`` is usual).
    * ``or_sequence_order``: also allow a card that is next or previous to the card below in
      ``sequence`` (Besieged City: ramparts built "in playing order" too).
    * ``max_cards``: a pile holds at most this many cards (``None``: no limit besides the
      sequence length).

    >>> Build("sequence", "same-suit", sequence=(11, 10, 9)).direction
    'sequence'
    """

    direction: Direction = "none"
    suit: SuitRule = "any-suit"
    sequence: tuple[int, ...] = ()
    cyclic: bool = False
    wrap: bool = False
    or_sequence_order: bool = False
    max_cards: int | None = None

    def __post_init__(self) -> None:
        _check(self.direction, DIRECTIONS, "build direction")
        _check(self.suit, SUIT_RULES, "build suit rule")
        if self.direction == "sequence" and not self.sequence:
            raise SpecError("a 'sequence' build needs its rank sequence")


NO_BUILD = Build()


@dataclass(frozen=True)
class Base:
    """What may start an empty pile of a group (by a transfer or when set out before the deal).

    * ``ranks``: allowed ranks (``None``: any card; ``()``: nothing — e.g. reserve gaps, which
      only their :class:`Fill` rule fills, or Queen's Audience foundations, which only the
      Jack–Ace pair starts);
    * ``suits``: if given, one suit per pile: pile *i* takes only suit ``suits[i]`` (for
      foundations "one of each suit");
    * ``timing``: ``before-deal``: for each pile, the first matching card of the ordered deck
      (lowest card number) is taken out before shuffling and laid there; ``as-available``: bases
      are played as they turn up.
    """

    ranks: tuple[int, ...] | None = ()
    suits: tuple[int, ...] | None = None
    timing: BaseTiming = "as-available"

    def __post_init__(self) -> None:
        _check(self.timing, BASE_TIMINGS, "base timing")


NO_BASE = Base()
ANY_BASE = Base(ranks=None)


@dataclass(frozen=True)
class FillSource:
    """A source a gap may be filled from: any available card of ``group``
    (the stock gives its top card).  ``links``: if given, (source pile, gap pile) index pairs
    that may be used (Besieged City: a rampart gap takes a card of the row at whose end it lies).
    """

    group: str
    links: tuple[tuple[int, int], ...] | None = None


@dataclass(frozen=True)
class Fill:
    """How a gap (an empty pile) of a group is filled.

    ``sources`` in order of preference.  ``timing``: ``immediate`` (no other move until the gap
    is filled or every source is empty) or ``player-chooses`` (filling is an ordinary optional
    move).  ``choice``: ``first-available`` (the first non-empty source must be used) or
    ``any-source`` (the player picks).  With ``immediate`` + ``first-available`` and sources
    that offer one card each (a top-access waste, the stock), the engine fills automatically;
    otherwise the player makes the fill move.  No sources: never refilled.
    """

    sources: tuple[FillSource, ...] = ()
    timing: FillTiming = "immediate"
    choice: FillChoice = "first-available"

    def __post_init__(self) -> None:
        _check(self.timing, FILL_TIMINGS, "fill timing")
        _check(self.choice, FILL_CHOICES, "fill choice")


NEVER_FILLED = Fill()


@dataclass(frozen=True)
class PileGroup:
    """A named group of piles with one role and one set of rules.

    ``name`` is the game's group name from the vocabulary (``antechamber``, ``lords``,
    ``ladies``, ``privy-council`` ...); the compiler must use canonical names so that equal games
    get equal specs.  ``deal``: cards dealt to each pile at the start (see :class:`Spec` for the
    deal order).  Reserve spots holding one card each are ``piles=N, deal=1, access="top"``.
    ``key`` is the notation prefix of the group's piles (``a`` gives ``a1`` .. ``a16``); empty
    means derived from the name.  ``label`` is for display.  Neither counts for equality.
    """

    name: str
    role: Role
    piles: int = 1
    deal: int = 0
    access: Access = "top"
    build: Build = NO_BUILD
    base: Base = NO_BASE
    fill: Fill = NEVER_FILLED
    #: Only cards matching this pattern are dealt to the group or fill its gaps (Indian
    #: Empress: the Army holds red cards only); ``None``: any card.  Consecutive groups with a
    #: pattern are dealt together, each card to the first of them that takes it (docs in
    #: ``rules.deal.deal``).
    cards: CardPattern | None = None
    #: A pile of the group holding this many cards keeps them together: none of them is
    #: available alone (no transfer takes them, no other card is placed on them), and a
    #: :class:`PairMove` with the group among its sources takes the pile's cards as its pair
    #: (Indian Empress: paired cards "cannot be separated" and are played together).  ``None``:
    #: piles are never locked.
    lock_at: int | None = None
    key: str = field(default="", compare=False)
    label: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        _check(self.role, ROLES, "role")
        _check(self.access, ACCESSES, "access")
        if self.piles < 1 or self.deal < 0:
            raise SpecError(f"group {self.name!r}: piles must be >= 1 and deal >= 0")
        if self.base.suits is not None and len(self.base.suits) != self.piles:
            raise SpecError(f"group {self.name!r}: base.suits needs one suit per pile")
        if self.lock_at is not None and self.lock_at < 2:
            raise SpecError(f"group {self.name!r}: lock_at must be 2 or more")


@dataclass(frozen=True)
class Transfer:
    """A permitted move of cards from a pile of ``src`` to a pile of ``dst``.

    The moved card(s) must be available in ``src`` (its ``access``) and acceptable to the
    destination pile (its group's :class:`Build` if non-empty, :class:`Base` if empty).
    ``unit``: ``one-card``, or ``sequence`` (a packet of cards built by ``src``'s build rule,
    taken from the top).  ``links``: if given, the (src pile, dst pile) index pairs allowed.
    Moves to foundations are transfers too: a game whose stock never goes straight to the
    foundations simply lists no ``stock``/``waste`` → foundation transfer.
    """

    src: str
    dst: str
    unit: MoveUnit = "one-card"
    links: tuple[tuple[int, int], ...] | None = None

    def __post_init__(self) -> None:
        _check(self.unit, MOVE_UNITS, "move unit")


@dataclass(frozen=True)
class PairMove:
    """Two available cards moved together.

    ``first`` and ``second`` are the patterns of the two cards; ``relation`` how their suits
    relate.  ``sources``: groups whose available cards may take part.  If ``together``, both
    go onto one pile of ``to``, ``first`` below ``second`` (a discard group takes them on its
    first pile; a foundation group on an empty pile whose :class:`Base` suit matches
    ``first``); otherwise each card goes onto its own pile of ``to`` by that group's rules
    (Indian Empress: red and black cards reach the foundations only in pairs): the first card
    onto a pile of ``to`` and the second onto a pile of ``to_second`` (default ``to``) that
    accepts it, both at once.
    """

    name: str
    first: CardPattern
    second: CardPattern
    relation: PairRelation
    to: str
    sources: tuple[str, ...]
    together: bool = True
    #: With ``together=False``: the group the second card goes to (``None``: ``to`` too).
    to_second: str | None = None

    def __post_init__(self) -> None:
        _check(self.relation, PAIR_RELATIONS, "pair relation")
        if self.together and self.to_second is not None:
            raise SpecError(f"pair {self.name!r}: to_second is for pairs placed separately")


@dataclass(frozen=True)
class StockRule:
    """The stock: dealt ``count`` cards at a time to the waste group ``to`` (``None``: never
    dealt, only used to fill gaps), ``redeals`` times turned over again (the waste becomes the
    stock in the order it was dealt), dealing allowed ``when``.  ``split``: how dealt cards are
    spread over several waste piles (``colour``: red to the first, black to the second).
    """

    to: str | None = "waste"
    count: int = 1
    redeals: int = 0
    when: DealWhen = "any-time"
    split: WasteSplit = "none"

    def __post_init__(self) -> None:
        _check(self.when, DEAL_WHENS, "deal timing")
        _check(self.split, WASTE_SPLITS, "waste split")


@dataclass(frozen=True)
class SetupChoice:
    """A decision made by the player before play, as a move (``choose NAME=OPTION``).

    ``kind`` ``swap-deal``: ``groups`` names two groups dealt the same number of cards;
    option 0 keeps the deal, option 1 exchanges the two groups' cards (each group keeps its
    shape: cards are redistributed in deal order).  ``replace-group``: ``groups`` names one
    group and option *i* installs ``variants[i]`` (same name, piles and deal) for the rest of
    the game — e.g. another access rule, or a foundation base rank.  ``when``: before the deal
    (the choice can change what is set out before it) or after it (the player sees the cards).
    Choices are made in the order listed.
    """

    name: str
    kind: ChoiceKind
    groups: tuple[str, ...]
    options: tuple[str, ...]
    variants: tuple[PileGroup, ...] = ()
    when: ChoiceWhen = "after-deal"

    def __post_init__(self) -> None:
        _check(self.kind, CHOICE_KINDS, "choice kind")
        _check(self.when, CHOICE_WHENS, "choice timing")
        if self.kind == "swap-deal" and (len(self.groups) != 2 or len(self.options) != 2):
            raise SpecError(f"choice {self.name!r}: swap-deal needs two groups and two options")
        if self.kind == "replace-group" and (
            len(self.groups) != 1 or len(self.variants) != len(self.options)
        ):
            raise SpecError(f"choice {self.name!r}: replace-group needs one group and a variant "
                             "per option")


@dataclass(frozen=True)
class Spec:
    """A compiled ruleset: everything the engine needs, nothing it does not.

    * ``groups``: every pile group; the order matters: piles are numbered group by group, and
      the **deal** goes group by group in this order to every group with ``deal > 0`` (within a
      group round-robin: one card to each pile in turn, ``deal`` rounds); the cards left form
      the stock (see docs/ENGINE.md for the shuffle).
    * ``transfers``, ``pairs``, ``stock``, ``setup``: see the element classes.
    * ``win``: the game is won when every card in play lies in these groups.
    * ``loss``: named loss rules; ``no-moves`` (lost when not won and no legal move is left) is
      the only one so far.
    * ``name``: the ruleset id it was compiled from; ``provenance``: (slot, claim ids) pairs, e.g.
      ``("antechamber.fill", ("qa-dick-c12",))``, so that the engine can name the rule (and the
      claims behind it) that forbids a move.  Neither counts for equality.
    """

    deck: Deck
    groups: tuple[PileGroup, ...]
    transfers: tuple[Transfer, ...] = ()
    pairs: tuple[PairMove, ...] = ()
    stock: StockRule = StockRule()
    setup: tuple[SetupChoice, ...] = ()
    win: tuple[str, ...] = ("foundations",)
    loss: tuple[str, ...] = ("no-moves",)
    name: str = field(default="", compare=False)
    provenance: Provenance = field(default=(), compare=False)

    def group(self, name: str) -> PileGroup:
        """The group called ``name`` (KeyError if none)."""
        for g in self.groups:
            if g.name == name:
                return g
        raise KeyError(name)

    def claims_for(self, slot: str) -> tuple[str, ...]:
        """Claim ids behind ``slot`` (empty if the compiler recorded none)."""
        for s, ids in self.provenance:
            if s == slot:
                return ids
        return ()

    def validate(self) -> list[str]:
        """Every inconsistency found (empty if none): unknown groups, bad ranks..."""
        problems: list[str] = []
        names = [g.name for g in self.groups]
        if len(set(names)) != len(names):
            problems.append("group names are not unique")
        known = set(names)

        def need(name: str | None, where: str) -> None:
            if name is not None and name not in known:
                problems.append(f"{where} names unknown group {name!r}")

        for t in self.transfers:
            need(t.src, f"transfer {t.src}>{t.dst}")
            need(t.dst, f"transfer {t.src}>{t.dst}")
        for p in self.pairs:
            need(p.to, f"pair {p.name}")
            need(p.to_second, f"pair {p.name}")
            for s in p.sources:
                need(s, f"pair {p.name}")
        for g in self.groups:
            for fs in g.fill.sources:
                need(fs.group, f"{g.name}.fill")
            for r in g.build.sequence:
                if not 1 <= r <= 13:
                    problems.append(f"{g.name}.build.sequence has rank {r}")
        need(self.stock.to, "stock.to")
        for w in self.win:
            need(w, "win")
        for c in self.setup:
            for gname in c.groups:
                need(gname, f"setup choice {c.name}")
        seen_after = False
        for c in self.setup:
            if c.when == "after-deal":
                seen_after = True
            elif seen_after:
                problems.append(f"setup choice {c.name} is made before the deal but listed "
                                "after a choice made after it")
            if c.kind == "replace-group" and c.groups and c.groups[0] in known:
                orig = self.group(c.groups[0])
                for v in c.variants:
                    if (v.name, v.piles, v.deal) != (orig.name, orig.piles, orig.deal):
                        problems.append(f"setup choice {c.name}: a variant of {orig.name} "
                                        "must keep its name, piles and deal")
            if c.kind == "swap-deal" and all(n in known for n in c.groups):
                a, b = (self.group(n) for n in c.groups)
                if a.piles * a.deal != b.piles * b.deal:
                    problems.append(f"setup choice {c.name}: {a.name} and {b.name} are not "
                                    "dealt the same number of cards")
        for t in self.transfers:
            if self.group_role(t.dst) in ("stock", "waste"):
                problems.append(f"transfer {t.src}>{t.dst}: nothing is moved to the "
                                f"{self.group_role(t.dst)}")
        roles = [g.role for g in self.groups]
        if roles.count("stock") != 1:
            problems.append("a spec needs exactly one stock group")
        if self.stock.to is not None and self.group_role(self.stock.to) != "waste":
            problems.append(f"stock.to {self.stock.to!r} is not a waste group")
        if self.stock.split == "colour":
            if self.stock.to is None or self.group(self.stock.to).piles != 2:
                problems.append("stock.split 'colour' needs a waste group of two piles "
                                "(red, black)")
            if self.stock.redeals:
                problems.append("stock.split 'colour': redealing two waste piles is not defined")
        sorted_groups = [g for g in self.groups if g.cards is not None]
        if sorted_groups and self.stock.to is None:
            problems.append(f"group {sorted_groups[0].name} holds only some cards: the cards "
                            "dealt past it need a waste")
        for loss in self.loss:
            if loss not in LOSS_RULES:
                problems.append(f"unknown loss rule {loss!r}")
        return problems

    def group_role(self, name: str) -> str | None:
        for g in self.groups:
            if g.name == name:
                return g.role
        return None

    def with_groups(self, *groups: PileGroup) -> Spec:
        """A copy with the named groups replaced (used for setup choices)."""
        by_name = {g.name: g for g in groups}
        return replace(self, groups=tuple(by_name.get(g.name, g) for g in self.groups))
