"""Seeded, documented deals: our own small generator, so deals never change with Python.

The generator (documented in docs/ENGINE.md §3 so that other tools can reproduce our deals):
the seed is scrambled by the splitmix64 finaliser, then Knuth's MMIX 64-bit linear
congruential generator steps, and each draw is its high 32 bits.  A shuffle is Fisher–Yates
from the end with ``j = (draw * (i + 1)) >> 32``.

>>> shuffled(list(range(10)), seed=0)
[7, 6, 8, 0, 9, 4, 5, 3, 1, 2]
>>> rng = Rng(7); [rng.below(6) for _ in range(5)]
[4, 2, 3, 3, 2]
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import RANK_OF, SUIT_OF
from rules.engine.spec import PileGroup, Spec

MASK64 = (1 << 64) - 1
LCG_MUL = 6364136223846793005
LCG_INC = 1442695040888963407
#: XORed into a deal seed to seed the random policy's generator.
POLICY_STREAM = 0xA5A5A5A5A5A5A5A5


def scramble(seed: int) -> int:
    """The splitmix64 finaliser applied to ``seed + golden gamma`` (mod 2**64)."""
    z = (seed + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


class Rng:
    """The project's generator: 32-bit draws from a scrambled-seed 64-bit LCG.

    Picklable and copyable; ``state`` is the whole state.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = scramble(seed & MASK64)

    def next32(self) -> int:
        self.state = (self.state * LCG_MUL + LCG_INC) & MASK64
        return self.state >> 32

    def below(self, n: int) -> int:
        """A draw in ``range(n)`` (``n`` at most 2**32)."""
        self.state = s = (self.state * LCG_MUL + LCG_INC) & MASK64
        return ((s >> 32) * n) >> 32

    def choice(self, items: Sequence[object]) -> object:
        return items[self.below(len(items))]


def shuffle_in_place(items: list[int], seed: int) -> None:
    """Fisher–Yates shuffle of ``items`` with the generator seeded by ``seed``."""
    s = scramble(seed & MASK64)
    mul, inc, mask = LCG_MUL, LCG_INC, MASK64
    for i in range(len(items) - 1, 0, -1):
        s = (s * mul + inc) & mask
        j = ((s >> 32) * (i + 1)) >> 32
        items[i], items[j] = items[j], items[i]


def shuffled(items: list[int], seed: int) -> list[int]:
    out = list(items)
    shuffle_in_place(out, seed)
    return out


def ordered_deck(spec: Spec) -> list[int]:
    """Every card in play, ascending: ``spec.deck.packs`` packs minus the removed cards."""
    removed = spec.deck.removed
    out = []
    for c in range(52 * spec.deck.packs):
        r, s = RANK_OF[c], SUIT_OF[c]
        if not any(p.matches(r, s) for p in removed):
            out.append(c)
    return out


def take_bases(spec: Spec, deck: list[int]) -> list[list[int]]:
    """Take the before-deal foundation bases out of the ordered ``deck`` (in place).

    Returns one list per pile of the spec, in pile order (empty for piles without a base).
    """
    laid: list[list[int]] = []
    for g in spec.groups:
        for i in range(g.piles):
            pile: list[int] = []
            b = g.base
            if b.timing == "before-deal" and b.ranks:
                want_suit = None if b.suits is None else b.suits[i]
                for k, c in enumerate(deck):
                    if RANK_OF[c] in b.ranks and (want_suit is None or SUIT_OF[c] == want_suit):
                        pile.append(deck.pop(k))
                        break
            laid.append(pile)
    return laid


def deal(spec: Spec, seed: int) -> tuple[list[list[int]], list[int]]:
    """The seeded deal of ``spec``: (piles in pile order, stock with its top card last).

    Piles are lists of cards bottom first; for ``access="bottom"`` groups this is deal order
    (the engine reorders them).  The stock group's pile in the first list is empty.

    Groups are dealt in order, each ``deal`` rounds of one card to each pile in turn.  A run of
    consecutive groups that hold only some cards (``PileGroup.cards``: the Indian Empress's red
    Army and black Navy) is dealt together: each card in turn goes to the first group of the run
    that takes it and still has room (its piles in turn, round by round); a card none of them
    takes goes to the waste (the pile of its colour when the stock splits by colour) until
    every group of the run is full.
    """
    deck = ordered_deck(spec)
    piles = take_bases(spec, deck)
    shuffle_in_place(deck, seed)
    starts = []
    start = 0
    for g in spec.groups:
        starts.append(start)
        start += g.piles
    k = 0
    gi = 0
    groups = spec.groups
    while gi < len(groups):
        g = groups[gi]
        if g.cards is not None and g.deal:
            run = [gi]
            while run[-1] + 1 < len(groups) and groups[run[-1] + 1].cards is not None \
                    and groups[run[-1] + 1].deal:
                run.append(run[-1] + 1)
            k = _deal_sorted(spec, [groups[i] for i in run], [starts[i] for i in run], piles,
                             deck, k, starts)
            gi = run[-1] + 1
            continue
        if g.deal:
            for _ in range(g.deal):
                for i in range(g.piles):
                    if k < len(deck):
                        piles[starts[gi] + i].append(deck[k])
                        k += 1
        gi += 1
    stock = deck[k:]
    stock.reverse()
    return piles, stock


def _deal_sorted(spec: Spec, run: list[PileGroup], run_starts: list[int],
                 piles: list[list[int]], deck: list[int], k: int, starts: list[int]) -> int:
    """Deal ``deck[k:]`` to the groups of ``run`` by their card patterns (see :func:`deal`);
    returns the index of the first card left for the stock."""
    waste = next(i for i, g in enumerate(spec.groups) if g.name == spec.stock.to)
    wstart = starts[waste]
    dealt = [0] * len(run)
    sizes = [g.piles * g.deal for g in run]
    while k < len(deck) and any(d < n for d, n in zip(dealt, sizes)):
        c = deck[k]
        k += 1
        r, s = RANK_OF[c], SUIT_OF[c]
        for j, g in enumerate(run):
            if dealt[j] < sizes[j] and g.cards is not None and g.cards.matches(r, s):
                piles[run_starts[j] + dealt[j] % g.piles].append(c)
                dealt[j] += 1
                break
        else:
            red = s in (1, 2)
            w = 0 if spec.stock.split != "colour" or red else 1
            piles[wstart + w].append(c)
    return k
