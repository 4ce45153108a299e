"""Proofs of loss before the search has seen every position: the waste-stack bound, and the
stacked-cards bound of games of several packs.

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


class StackBound:
    """The stacked-cards bound of reserve games of one or more packs (Royal Cotillion, Odd and
    Even, Gavotte): :class:`WasteBound`'s relaxed game where a card's face, not the card, is
    what a foundation waits for.

    **Spec conditions.**  The stock is dealt to a one-pile waste whose top card alone is
    available, and nothing else goes onto the waste; every transfer goes from a non-home group
    to a foundation; there are no pair rules and no discard group; every other group is built
    on by nothing and is either a *reserve* (one card a pile, gaps filled at once with the
    waste among the sources) or a *stack* (cards dealt to it, no fill, its top card available);
    gaps are filled only from the waste and the stock; every foundation pile is built in a
    fixed, non-cyclic sequence of ranks in one suit from its first rank; and the piles' places
    (pile, position) take, face by face, as many cards as the deck holds.  Position condition:
    no set-up choice pending.  With a redeal left, *W* below is empty: the waste may be turned
    back into the stock, whose cards are free, so nothing in it is buried.

    **The relaxed game.**  Call *W* the waste as it lies now.  A card is *buried* if it lies
    in *W* under *W*'s top card or in a stack under its top card; every other card not home
    now (in the stock, a reserve, on a top, or one that left *W* or a stack) is *free*.  A
    foundation pile may advance past its next place whenever some card of that place's face
    is free (the card is not used up: any number of piles may advance on it).  A face is
    *reached* when the piles have advanced past more places of that face than there are cards
    of it home now (so some place of it was passed since now).  A stack's top card, and *W*'s
    top card, may leave (becoming free) when its face is reached; *W*'s top card may also
    leave by spending a *token*.  Tokens: one per reserve gap now; one for each card now in a
    reserve, and one for each card that left *W* by a token, once its face is reached.

    Every line of the real game is one of the relaxed game, step for step.  A real foundation
    pile takes a card of the face it wants from a top, a reserve, *W*'s top, the stock or the
    waste dealt since: that card is not home now, and not buried in the relaxed game (where
    *W* and the stacks have lost the same top cards), so the relaxed pile passes that place
    too.  So the relaxed piles are never behind the real ones, and when a real card goes home
    its face is reached: the places of that face filled since now are passed in the relaxed
    game.  A card leaves a stack only to go home (stacks fill no gap), so its face is reached.
    A card leaves *W* to go home (its face reached) or to fill a reserve gap.  Count the
    reserve gaps: each was open now, or was opened by a card going home from a reserve (its
    face reached), which was there now, or came from *W* by a gap fill, or came from the
    stock or from the waste dealt since (then it filled a gap itself, so it pays for the gap
    it opens); so the gaps that *W*'s cards fill are never more than the tokens the relaxed
    game earns by the same point.  So if the relaxed game cannot bring every foundation to its
    end, neither can the real one.

    **Deciding the relaxed game.**  Every relaxed step only frees cards, advances piles and
    earns tokens, except spending a token, whose only use is to free *W*'s top card at once
    (freeing it earlier never hurts).  So doing every step that can be done, until none can,
    reaches the most the relaxed game can: the position is lost if then a foundation is short
    of its end.  A pure function of the position (:meth:`lost` reads only the piles and the
    redeals left).
    """

    def __init__(self, t: Tables) -> None:
        self.t = t
        #: per foundation pile: the faces it takes, in order
        self.chains: list[tuple[int, tuple[int, ...]]] = []
        #: per face: the places (foundation pile, position) that take it
        self.places: list[list[tuple[int, int]]] = [[] for _ in range(52)]
        self.reserve: list[int] = []
        self.stacks: list[int] = []
        self.copies = [0] * 52
        for c in ordered_deck(t.spec):
            self.copies[c % 52] += 1
        self.applies = self._spec_applies()

    def _spec_applies(self) -> bool:
        t = self.t
        spec = t.spec
        stock = spec.stock
        if stock.to is None or stock.split != "none" or len(t.waste) != 1 \
                or t.access[t.waste[0]] != 0 or spec.pairs:  # 0: top
            return False
        if any(t.roles[dg] != "foundation" or t.roles[sg] in HOME_ROLES
               for sg, dg, _s, _l, _ti in t.transfers):
            return False
        fillers = {t.pile_group[t.stock], t.waste_group}
        for gi, g in enumerate(t.groups):
            if g.role == "stock" or gi == t.waste_group:
                if g.fill.sources:
                    return False
                continue
            if g.role == "foundation":
                if not self._chains(gi):
                    return False
                continue
            sources = {t.gindex[f.group] for f in g.fill.sources}
            if g.role in HOME_ROLES or t.build_kind[gi] != B_NONE or g.lock_at is not None \
                    or not sources <= fillers or g.access != "top":
                return False
            if sources:
                if g.deal > 1 or g.fill.timing != "immediate" or t.waste_group not in sources:
                    return False
                self.reserve.extend(t.group_piles[gi])
            else:
                self.stacks.extend(t.group_piles[gi])
        return all(len(self.places[f]) == self.copies[f] for f in range(52))

    def _chains(self, gi: int) -> bool:
        t = self.t
        g = t.groups[gi]
        b = g.build
        if t.build_kind[gi] != B_SEQ or b.cyclic or b.suit != "same-suit" \
                or g.base.suits is None or b.or_sequence_order or g.base.ranks != b.sequence[:1] \
                or t.allowed[gi] is not None:
            return False
        for i, p in enumerate(t.group_piles[gi]):
            faces = tuple(g.base.suits[i] * 13 + r - 1 for r in b.sequence)
            self.chains.append((p, faces))
            for k, f in enumerate(faces):
                self.places[f].append((p, k))
        return True

    def lost(self, st: State) -> bool:
        """Whether the relaxed game of ``st`` is lost (then ``st`` is lost)."""
        if st.pending_choice >= 0:
            return False
        piles = st.piles
        at = {p: len(piles[p]) for p, _faces in self.chains}
        # with a redeal left the waste may go back to the stock, whose cards are free
        waste = [] if st.redeals else [c % 52 for c in piles[self.t.waste[0]]]
        stacks = [[c % 52 for c in piles[p]] for p in self.stacks]
        stacks = [s for s in stacks if s]
        home = [0] * 52
        for p, _faces in self.chains:
            for c in piles[p]:
                home[c % 52] += 1
        buried = home[:]  # per face: cards home now (never free again) or buried
        for f in waste[:-1]:
            buried[f] += 1
        for s in stacks:
            for f in s[:-1]:
                buried[f] += 1
        tokens = 0
        pending: list[int] = []  # cards owed a token once their face is reached
        for p in self.reserve:
            if piles[p]:
                pending.extend(c % 52 for c in piles[p])
            else:
                tokens += 1
        copies = self.copies
        places = self.places

        def reached(f: int) -> bool:  # a place of face f passed since now
            return sum(1 for p, k in places[f] if at[p] > k) > home[f]

        moved = True
        while moved:
            moved = False
            for p, faces in self.chains:
                k = at[p]
                while k < len(faces) and copies[faces[k]] > buried[faces[k]]:
                    k += 1
                if k != at[p]:
                    at[p] = k
                    moved = True
            still = [f for f in pending if not reached(f)]
            if len(still) != len(pending):
                tokens += len(pending) - len(still)
                pending = still
                moved = True
            while waste:
                f = waste[-1]
                if not reached(f):
                    if not tokens:
                        break
                    tokens -= 1
                    pending.append(f)
                waste.pop()
                if waste:
                    buried[waste[-1]] -= 1
                moved = True
            for s in stacks:
                while s and reached(s[-1]):
                    s.pop()
                    if s:
                        buried[s[-1]] -= 1
                    moved = True
        return any(at[p] < len(faces) for p, faces in self.chains)
