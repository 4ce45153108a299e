"""Proofs of loss before the search has seen every position: the waste-stack bound.

The exact solver (``rules.play.solver``) proves a deal lost by expanding every position it can
reach.  In games of the Queen's Audience family most of those positions are lost long before
they are reached: a card the foundations need lies deep in the waste under cards that can never
leave it.  :class:`WasteBound` sees that in one pass over the cards, from a relaxed game that
can only be easier than the real one.

**Spec conditions.**  One pack; the stock is dealt to a one-pile waste whose top card alone is
available; every transfer goes to a foundation or discard group; no group but those is built
on, and its piles (the reserve) hold one card each and are filled at once, from the waste among
other sources; every foundation pile
is built in a fixed sequence of ranks in one suit, non-cyclic, its first card (or its first two,
through a pair rule that lays them together) fixed; every pair rule lays two fixed ranks of one
suit together, onto a foundation (its first two cards) or onto a discard group; and the cards
these can take are the whole pack.  Position condition: no redeal is left (a redeal turns the
waste back into a stock, which the relaxed game below takes as available).

**The relaxed game.**  Call *W* the waste as it lies now.  In the relaxed game every card that
is neither home nor in *W* is available at any time (the stock's cards too, as if spread face
up: taking one buries nothing), *W*'s top card is available, and the player holds *tokens*: a
card going home from the reserve, or a card of *W* going home after it was taken out, earns
one, and so is a gap of the reserve now waiting for its card; a token may be spent at any time
to take *W*'s top card out, making it available.  A card of the stock earns none.

Every line of the real game is a line of the relaxed one.  A real deal changes nothing there
(the dealt card was available already).  A card of *W* goes home in the real game only from
the top of the real waste, when every card of *W* above it has left, so it is *W*'s top in the
relaxed game too.  A real gap is opened only by a card going home from the reserve, and the
gap is filled at once, by *W*'s top card or by a stock card; count the gaps: each is waiting
now, or is opened by a card that was in the reserve now, or was taken out of *W*, or was a
stock card that reached the reserve by filling an earlier gap.  So the gaps filled by cards of *W* are never more than
the cards of the first two kinds gone home: the tokens earned.  Spend a token at each real gap
that *W*'s top card fills, and the relaxed game follows the real line move for move.  So if
the relaxed game cannot be won, neither can the real one.

**Deciding the relaxed game.**  In it, playing a card home never hurts (nothing is ever
covered, and it may earn a token) and spending a token at once never hurts (an available card
is better than a buried one, and tokens have no other use).  So the most it can reach is found
greedily: play home whatever can go, spending every token on *W*'s top card as soon as it is
earned, until nothing moves.  The position is lost if cards are left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.codes import B_NONE, B_SEQ
from rules.engine.deal import ordered_deck

if TYPE_CHECKING:
    from rules.engine.state import State
    from rules.engine.tables import Tables

HOME_ROLES = ("foundation", "discard")


class WasteBound:
    """The waste-stack bound of one :class:`~rules.engine.tables.Tables` (module docstring)."""

    def __init__(self, t: Tables) -> None:
        self.t = t
        #: per foundation pile: its steps from empty (a step: the faces laid at once)
        self.chains: list[tuple[int, list[tuple[int, ...]]]] = []
        #: the face pairs laid together on a discard group
        self.discard_pairs: list[tuple[int, int]] = []
        #: the reserve's piles (a gap among them is a token already earned)
        self.reserve: list[int] = []
        #: the discard piles the pairs go to
        self.discards: list[int] = []
        self.applies = self._spec_applies()
        #: per foundation pile, its step index by the number of cards it holds
        self.step_at: dict[int, dict[int, int]] = {}
        for p, steps in self.chains:
            at, n = {0: 0}, 0
            for k, step in enumerate(steps):
                n += len(step)
                at[n] = k + 1
            self.step_at[p] = at

    def _spec_applies(self) -> bool:
        t = self.t
        spec = t.spec
        stock = spec.stock
        if spec.deck.packs != 1 or stock.to is None or stock.split != "none" \
                or len(t.waste) != 1 or t.access[t.waste[0]] != 0:  # 0: top
            return False
        homes = {gi for gi, r in enumerate(t.roles) if r in HOME_ROLES}
        if any(dg not in homes for _sg, dg, _s, _l, _ti in t.transfers):
            return False
        for gi, g in enumerate(t.groups):
            if gi in homes or g.role in ("stock", "waste"):
                continue
            if t.build_kind[gi] != B_NONE or g.deal > 1 or g.lock_at is not None \
                    or g.fill.timing != "immediate" or t.waste_group not in {
                        t.gindex[f.group] for f in g.fill.sources}:
                return False
            self.reserve.extend(t.group_piles[gi])
        covered: set[int] = set()
        for pm in spec.pairs:
            if not (pm.together and pm.relation == "same-suit" and pm.first.suits is None
                    and pm.second.suits is None and pm.first.ranks is not None
                    and pm.second.ranks is not None and len(pm.first.ranks) == 1
                    and len(pm.second.ranks) == 1):
                return False
            if t.roles[t.gindex[pm.to]] == "discard":
                self.discards.extend(t.group_piles[t.gindex[pm.to]])
                for s in range(4):
                    a, b = s * 13 + pm.first.ranks[0] - 1, s * 13 + pm.second.ranks[0] - 1
                    self.discard_pairs.append((a, b))
                    covered.update((a, b))
        for gi in homes:
            if t.roles[gi] != "foundation":
                continue
            chains = self._chains(gi)
            if chains is None:
                return False
            for p, steps in chains:
                self.chains.append((p, steps))
                covered.update(f for step in steps for f in step)
        return covered == {c % 52 for c in ordered_deck(spec)}

    def _chains(self, gi: int) -> list[tuple[int, list[tuple[int, ...]]]] | None:
        t = self.t
        g = t.groups[gi]
        b = g.build
        if t.build_kind[gi] != B_SEQ or b.cyclic or b.suit != "same-suit" \
                or g.base.suits is None or b.or_sequence_order or len(set(b.sequence)) != len(
                    b.sequence):
            return None
        seq = b.sequence
        pairs = [pm for pm in t.spec.pairs if pm.to == g.name]
        out = []
        for i, p in enumerate(t.group_piles[gi]):
            s = g.base.suits[i]
            faces = [s * 13 + r - 1 for r in seq]
            if pairs:
                if len(pairs) != 1 or len(seq) < 2 or g.base.ranks != () \
                        or pairs[0].first.ranks != (seq[0],) or pairs[0].second.ranks != (seq[1],):
                    return None
                steps: list[tuple[int, ...]] = [(faces[0], faces[1])]
                steps += [(f,) for f in faces[2:]]
            elif g.base.ranks == (seq[0],):
                steps = [(f,) for f in faces]
            else:
                return None
            out.append((p, steps))
        return out

    def lost(self, st: State) -> bool:
        """Whether the relaxed game of ``st`` is lost (then ``st`` is lost).  It is won as
        soon as the waste as it lay is cleared: every other card is available, so the rest goes
        home in order."""
        if st.redeals:
            return False
        piles = st.piles
        t = self.t
        waste = [c % 52 for c in piles[t.waste[0]]]
        tokens = sum(1 for p in self.reserve if not piles[p])  # gaps waiting for a card
        if tokens >= len(waste):
            return False
        if tokens:
            del waste[-tokens:]
        buried = set(waste)
        stock = {c % 52 for c in piles[t.stock]}
        chains = [(steps, self.step_at[p][len(piles[p])]) for p, steps in self.chains]
        laid = {c % 52 for p in self.discards for c in piles[p]}
        pairs = [pr for pr in self.discard_pairs if pr[0] not in laid]
        moved = True
        while moved:
            moved = False
            for i, (steps, k) in enumerate(chains):
                while k < len(steps):
                    earned = _play(steps[k], waste, buried, stock)
                    if earned < 0:
                        break
                    k += 1
                    moved = True
                    if _spend(earned, waste, buried):
                        return False
                chains[i] = (steps, k)
            for pr in list(pairs):
                earned = _play(pr, waste, buried, stock)
                if earned >= 0:
                    pairs.remove(pr)
                    moved = True
                    if _spend(earned, waste, buried):
                        return False
        return True


def _spend(tokens: int, waste: list[int], buried: set[int]) -> bool:
    """Take the waste's top card out for each token; whether the waste is cleared."""
    while tokens and waste:
        buried.discard(waste.pop())
        tokens -= 1
    return not waste


def _play(step: tuple[int, ...], waste: list[int], buried: set[int], stock: set[int]) -> int:
    """Play ``step``'s cards home in the relaxed game if each is available or the waste's top
    (one at most): the tokens earned (cards from outside the waste and the stock), or -1 when
    they cannot go."""
    earned = 0
    top = False
    for f in step:
        if f in buried:
            if top or waste[-1] != f:
                return -1
            top = True
        elif f not in stock:
            earned += 1
    if top:
        buried.discard(waste.pop())
    return earned
