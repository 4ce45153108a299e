"""Moves the exact solver may play without trying the alternatives, and canonical positions.

Both are facts about a spec, worked out once per :class:`~rules.engine.Tables` (a set-up choice
can change the tables, so Gavotte gets one analysis per choice made) and then asked per
position.  Nothing here decides what is legal: the solver plays only moves the engine lists.

Interchangeable piles
---------------------
Two piles of a group are *interchangeable* when the rules treat them alike: same group, same
base suit (``Base.suits``, if any), neither named by a ``links`` table (rampart ends, row ends),
not the stock, not a waste split by colour.  Swapping the contents of two interchangeable piles
gives a position that plays the same, move for move up to pile names.  So are two cards of the
same face (a two-pack game's two Kings of hearts): the engine reads only ``card % 52``.  The
canonical key (:meth:`Analysis.key`) therefore writes every pile as its faces and sorts the
piles within each class of interchangeable piles.  A *heap* (a discard pile whose cards are not
available, that nothing is built on and that no transfer, pair or fill takes from: Queen's
Audience's chamber) is written with its faces sorted: no rule reads the order of its cards.

Safe moves (played without branching)
-------------------------------------
A move *m* is safe in position *S* when, if any winning line leaves *S*, one starts with *m*.
Two kinds, each only where its conditions hold for the spec and the position; every other move
is branched on.  (Counter-example that the conditions exclude: Queen's Audience with the stock
dealt at any time, where sending an antechamber card home before or after a deal pulls a
different card into the gap, and neither result dominates.)

**R — reserve card home at a standstill deal** (the Queen's Audience family).  Spec conditions:
the stock is dealt only at a standstill (``StockRule.when = "standstill"``) or never; every
transfer goes to a foundation or discard group; every gap is filled automatically
(``immediate``, ``first-available``, single-card sources), so the player chooses no fill; no
group other than the foundations and discard is built on; the piles of each reserve group are
interchangeable.  Position conditions: the move is a card home or a pair; each card's face
occurs once in the deck's faces that can go to that place (one home pile can ever take it, or
the pair's two faces are fixed ranks of one suit; a single card reaches a home pile only by a
transfer, so a discard pile that takes only pairs is no place for it); no set-up choice is
pending.
*Proof.*  The card *c* stays available and its home pile *F* keeps wanting it until it is
played: nothing is built on a reserve pile, a waste card is covered only by a deal, which the
standstill rule forbids while *c* can go home, and a fill that pulls *c* from the waste into a
gap leaves it available.  So every winning line *W* plays *c* home (the only pile that can ever
take it) before the next deal, after a segment *x1 … xj* of other home moves and pairs.  Gaps
are filled in a fixed sequence: the waste from the top, then the stock from the top; the *k*-th
gap filled takes the *k*-th card of that sequence whichever pile it is, and a card played home
from the waste is simply taken out of it.  Playing *m* first therefore fills one gap earlier
with the next card of the sequence, which stays available; every card available at a point of
*W* is available at the same point of *m, x1 … xj*, and every *xi* can be played (from the
pile where its card now lies).  After the segment both lines hold the same cards in the same
places up to a permutation of interchangeable reserve piles, so the rest of *W* wins.

**T — a card home when nothing can go on it** (Parterre, Besieged City, British Constitution,
the reserve games of two packs).  Spec conditions: no transfer, pair or fill takes a card back
from a home pile; some group other than the homes is built on, or the deck holds a face more
than once (and kinds R and D do not apply).  Position conditions: a single card *c* of face *f*
goes to a foundation from the top of its pile (not the stock); no pair rule names *f*; every
face that any group could build on *c* is already home (all its copies); neither *c*'s group
nor any group transfers can take it to is a source of an immediate gap fill; if *c* leaves its
pile empty, that pile's fill (if any) is optional and the stock is not dealt at a standstill
only; and (:func:`homes_ready`) with *k* cards of face *f* not yet home (*c* among them), the
home piles wanting *f* now are at least *k*, all of one interchangeable class and holding the
same faces, and no home pile can take *f* later than now (:func:`may_take_later`: only a pile
built in a fixed, non-cyclic sequence is known not to, in a suit it can still take).
*Proof.*  Call *X* the piles wanting *f* now (equal contents, so any of them may stand for
another).  Take a winning line *W*.  Each card of face *f* goes home in *W* (the win needs every
card home and no card leaves a home pile), onto a pile then wanting *f*, which is one of *X*:
no other home pile can ever take *f*, and a pile of *X* takes *f* once.  Build a line *W'*:
play *m* first (*c* onto a pile of *X*), then *W*'s moves with these changes: drop every move
of *c* to a non-home pile, and replace every packet move that carries *c* on top by the same
packet without it (same bottom card, so still legal, and no pile gets fuller); when *W* plays
*c* home, play nothing; when *W* plays another card *d* of face *f* home onto a pile of *X*,
play *d* onto a pile of *X* that still wants *f* in *W'*.  Such a pile exists: while *c* is not
yet home in *W*, at most *k* − 2 other cards of face *f* have gone home before *d*, so *W* still
has at least *k* − (*k* − 2) = 2 piles of *X* wanting *f* and *W'* one fewer.  Nothing is ever
put on *c* (those faces are home), nothing fills a gap with *c* (no group it can be in fills
gaps at once; an optional fill with *c* is a move of *c* to a non-home pile, dropped), so every
other move of *W* finds its source and destination as in *W*, up to which pile of *X* holds
what: *W'* differs from *W* only in *c* being home (and its pile perhaps empty) earlier and in
one more pile of *X* being one card ahead, which only adds options.  A deal at a standstill
cannot come in *W* before *c* goes home (until then *c* is on top of a pile and a pile of *X*
wants it), so *W'* makes no deal *W* could not.  Once *W* plays *c* home the two lines hold the
same cards in the same places up to interchangeable piles, so *W'* wins.  With one pack (*k* =
1) this is the earlier argument for one home pile, or for empty interchangeable ones.
(``Analysis.safe_move(counted=False)`` asks only that earlier form, for faces the deck holds
once, where some group is built on: what the kernel's twin in ``rules/kernel/prune.py``
decides; the copies counted are the Python search's, ``Limits.tableau_pruning``.)

**R at a spent stock** (the Queen's Audience family dealt at any time).  The spec meets kind R's
conditions except that the stock may be dealt at any time and that the player may choose the
source of a gap's card when every source is the stock or a one-pile group with one available
card (the waste's top).  Position conditions: kind R's, and the stock is empty with no redeal
left.  *Proof.*  Kind R's proof uses the standstill rule only to say that no deal comes between
*m* and the moment a winning line plays *c* home; with the stock spent no deal comes at all,
and with the stock empty every gap can take only the waste's top card, so the gaps are again
filled in one fixed sequence.  The rest of the proof is unchanged.  (Searches of these
readings spend most of their positions after the last card is dealt.)

Moves left out (not safe moves: the search drops them)
------------------------------------------------------
**D — a gap filled from the stock where the stock may be dealt at any time** (Queen's
Audience when the player chooses the gap's source).  Spec conditions: the stock is dealt one
card at a time to a one-pile waste whenever the player likes; one group's gaps are filled at
once from the waste (its available card) or the stock, by the player's choice, the group's
piles interchangeable and taking any card; no other group is filled; kinds R and T do not
apply (R at a spent stock may: it acts only where the stock is empty, D only where it is not).  Position conditions: the legal moves fill a gap of that group, and the move that
opened the gaps being filled (the last move before the fills that follow it) took no card from
the stock or the waste.  Dropped: the fills from the stock.  *Proof.*  Let *S* be the position
before that move *x*, and let the fills after *x* take *j* cards from the stock and *k* from
the waste.  From *S*, deal *j* cards (allowed at any time; the stock has them), play *x* (its
cards are neither in the stock nor in the waste, so it is still legal and does the same) and
fill every gap from the waste: the waste's top *j* + *k* cards are the *j* cards dealt and the
*k* cards the fills took, so the same cards reach the same group, whose piles are
interchangeable: the same position.  So whatever a winning line reaches through a fill from the
stock, it reaches from *S* through deals and fills from the waste alone; replacing each such
burst lowers the number of stock fills, so some winning line uses none.  The position with the
stock fills dropped is kept in the transposition table under a key of its own, so that the
same position reached where the conditions fail is searched in full.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rules.engine.deal import ordered_deck
from rules.engine.codes import ALL, B_NONE, B_SEQ, MC_HOME, MC_PAIR, NONE
from rules.engine.moves import split_position
from rules.play.bounds import StackBound, WasteBound

if TYPE_CHECKING:
    from rules.engine.state import State
    from rules.engine.tables import Tables
    from rules.engine.moves import Move

HOME_ROLES = ("foundation", "discard")

#: byte translation of card numbers (up to four packs) to faces
_FACES = bytes(c % 52 for c in range(256))


class Analysis:
    """The safe-move conditions and canonical-key layout of one :class:`Tables`."""

    def __init__(self, t: Tables) -> None:
        self.t = t
        spec = t.spec
        self.home_group = [r in HOME_ROLES for r in t.roles]
        self.home_piles = [p for gi, r in enumerate(self.home_group) if r
                           for p in t.group_piles[gi]]
        deck = ordered_deck(spec)
        self.copies = Counter(c % 52 for c in deck)
        self.classes = self._classes()
        self.heaps = self._heaps()
        self.singles = [cls[0] for cls in self.classes if len(cls) == 1]
        self.multi = [cls for cls in self.classes if len(cls) > 1]
        self.pair_faces: frozenset[int] = frozenset(
            f for pi in range(len(t.pairs)) for fs in t.pair_faces[pi] for f in fs)
        self.static_homes = self._static_homes()
        self.kind_r = self._kind_r_spec(end=False)
        #: kind R once the stock is spent (empty, no redeal left) where the stock may be
        #: dealt at any time: with no deal to come, the standstill rule's work is done
        self.kind_r_end = not self.kind_r and self._kind_r_spec(end=True)
        #: no transfer, pair or gap fill takes a card back from a home pile
        self.home_permanent = not any(self.home_group[sg] for sg, *_ in t.transfers) and not any(
            self.home_group[t.gindex[x]] for pm in spec.pairs for x in pm.sources) and not any(
            self.home_group[t.gindex[f.group]] for g in t.groups for f in g.fill.sources)
        self.kind_t = not self.kind_r and self.home_permanent and any(
            t.build_kind[gi] != B_NONE and not self.home_group[gi]
            for gi in range(len(t.groups)))
        # faces that may be built on each face, over every group cards are moved onto
        onto_groups = {dg for _sg, dg, _seq, _links, _ti in t.transfers
                       if not self.home_group[dg]}
        self.builds_on: list[frozenset[int]] = [
            frozenset().union(*(t.rel[g][f] for g in onto_groups)) if onto_groups
            else frozenset() for f in range(52)]
        fill_sources: set[int] = set()
        for gi, g in enumerate(t.groups):
            if g.fill.sources and g.fill.timing == "immediate":
                fill_sources.update(t.gindex[s.group] for s in g.fill.sources)
        self.fill_source_groups = frozenset(fill_sources)
        self.kind_d = self._kind_d_spec()
        #: kind T with the copies of a face counted (:func:`homes_ready`): also where nothing
        #: is built on, in games of several packs (the reserve games)
        self.kind_t_packs = self.kind_t or (
            not self.kind_r and self.kind_d < 0 and self.home_permanent
            and max(self.copies.values(), default=1) > 1)
        #: per group: whether a card in it can reach (by transfers to non-home groups) a group
        #: whose cards fill gaps at once
        self.reaches_fill_source = [bool(self._reach(gi) & self.fill_source_groups)
                                    for gi in range(len(t.groups))]
        wb = WasteBound(t)
        #: the waste-stack bound (rules.play.bounds), where its conditions hold
        self.bound = wb if wb.applies else None
        sb = StackBound(t)
        #: the stacked-cards bound (rules.play.bounds), where its conditions hold
        self.stack_bound = sb if sb.applies else None

    def _reach(self, gi: int) -> set[int]:
        """The non-home groups a card of group ``gi`` can be in: ``gi`` and those transfers
        lead to, again and again."""
        t = self.t
        seen = {gi}
        todo = [gi]
        while todo:
            g = todo.pop()
            for sg, dg, _seq, _links, _ti in t.transfers:
                if sg == g and not self.home_group[dg] and dg not in seen:
                    seen.add(dg)
                    todo.append(dg)
        return seen

    # -- interchangeable piles --------------------------------------------------------------

    def _classes(self) -> list[list[int]]:
        """Pile classes in canonical order: each class's piles may be listed in any order."""
        t = self.t
        spec = t.spec
        linked: set[str] = set()
        for tr in spec.transfers:
            if tr.links is not None:
                linked.update((tr.src, tr.dst))
        for g in spec.groups:
            for s in g.fill.sources:
                if s.links is not None:
                    linked.update((g.name, s.group))
        out: list[list[int]] = []
        for gi, g in enumerate(t.groups):
            piles = list(t.group_piles[gi])
            fixed = (g.role == "stock" or g.name in linked or len(piles) == 1
                     or (gi == t.waste_group and t.waste_of_suit))
            if fixed:
                out.extend([p] for p in piles)
                continue
            by_suit: dict[object, list[int]] = {}
            for i, p in enumerate(piles):
                suit = None if g.base.suits is None else g.base.suits[i]
                by_suit.setdefault(suit, []).append(p)
            out.extend(by_suit.values())
        return out

    def _heaps(self) -> frozenset[int]:
        """Piles whose order never matters: a discard group's piles that nothing is built on
        (no build, no limit), that no transfer, pair or gap fill takes from and whose cards
        are not available.  What such a pile accepts and what it counts towards a win do not
        depend on the order of its cards, so the key writes them sorted (the chamber of
        Queen's Audience, where King-Queen pairs lie in the order they were played)."""
        t = self.t
        spec = t.spec
        taken = {tr.src for tr in spec.transfers}
        taken.update(s for pm in spec.pairs for s in pm.sources)
        taken.update(f.group for g in spec.groups for f in g.fill.sources)
        out: set[int] = set()
        for gi, g in enumerate(t.groups):
            if g.role == "discard" and g.name not in taken and g.access == "none" \
                    and t.build_kind[gi] == B_NONE and g.build.max_cards is None:
                out.update(t.group_piles[gi])
        return frozenset(out)

    def key(self, st: State) -> bytes:
        """The canonical position: faces, interchangeable piles sorted, heaps sorted (see
        :meth:`_heaps`), redeals, choices."""
        piles = st.piles
        faces = _FACES
        heaps = self.heaps
        parts = [bytes(sorted(bytes(piles[p]).translate(faces))) if p in heaps
                 else bytes(piles[p]).translate(faces) for p in self.singles]
        for cls in self.multi:
            parts += sorted([bytes(piles[p]).translate(faces) for p in cls])
        parts.append(bytes((st.redeals & 0xFF, *st.choices)))
        return b"\xff".join(parts)

    # -- kind R -----------------------------------------------------------------------------

    def _static_homes(self) -> list[int]:
        """Per face: how many home piles could ever take a card of it (pairs aside: a single
        card reaches a home pile only by a transfer, so a group no transfer leads to, such as
        a discard pile that takes only pairs, takes none)."""
        t = self.t
        out = [0] * 52
        reached = {dg for _sg, dg, _s, _l, _ti in t.transfers}
        for gi, home in enumerate(self.home_group):
            if not home or gi not in reached:
                continue
            g = t.groups[gi]
            seq = set(g.build.sequence) if t.build_kind[gi] else set(range(1, 14))
            for i, p in enumerate(t.group_piles[gi]):
                for f in range(52):
                    r, s = f % 13 + 1, f // 13
                    if g.base.suits is not None and g.base.suits[i] != s:
                        continue
                    allowed = t.allowed[gi]
                    if r in seq and (allowed is None or f in allowed):
                        out[f] += 1
        return out

    def _kind_r_spec(self, end: bool) -> bool:
        t = self.t
        spec = t.spec
        if spec.stock.to is not None and spec.stock.when != "standstill" and not end:
            return False
        if any(not self.home_group[dg] for _sg, dg, _s, _l, _ti in t.transfers):
            return False
        if t.optional_fill or t.auto_fill_cards or t.deal_for_gaps:
            return False
        if t.forced_fill and not (end and all(
                t._single_source(s.group) and s.links is None
                for gi in t.forced_fill for s in t.groups[gi].fill.sources)):
            return False  # the player chooses the card: once the stock is spent, no longer
        for gi, g in enumerate(t.groups):
            if self.home_group[gi] or g.role == "stock":
                continue
            if t.build_kind[gi] != B_NONE:
                return False
            if g.role != "waste" and g.piles > 1 and not any(
                    set(t.group_piles[gi]) <= set(c) for c in self.classes):
                return False  # a reserve whose piles are not interchangeable
        if any(self.copies[f] > 1 for f in self.pair_faces):
            return False
        return all(p.together and p.relation == "same-suit" and p.first.ranks is not None
                   and len(p.first.ranks) == 1 and p.second.ranks is not None
                   and len(p.second.ranks) == 1 for p in spec.pairs)

    # -- kind D -----------------------------------------------------------------------------

    def _kind_d_spec(self) -> int:
        """The group whose gaps may be filled from the stock redundantly (kind D), or -1."""
        t = self.t
        stock = t.spec.stock
        if self.kind_r or self.kind_t or stock.to is None or stock.when != "any-time" \
                or stock.count != 1 or stock.split != "none" or len(t.waste) != 1:
            return -1
        if t.auto_fill or t.auto_fill_cards or t.deal_for_gaps or t.optional_fill \
                or t.access[t.waste[0]] == NONE or len(t.forced_fill) != 1:
            return -1
        gi = t.forced_fill[0]
        g = t.groups[gi]
        sources = {t.gindex[s.group] for s in g.fill.sources}
        if g.fill.timing != "immediate" or sources != {t.pile_group[t.stock], t.waste_group} \
                or any(s.links is not None for s in g.fill.sources) or t.allowed[gi] is not None:
            return -1
        if not any(set(t.group_piles[gi]) <= set(c) for c in self.classes):
            return -1  # the gaps must be interchangeable
        return gi

    def drop_stock_fills(self, st: State, moves: list[Move]) -> list[Move] | None:
        """``moves`` without the gap fills from the stock that kind D proves redundant, or
        None when the position does not meet its conditions (see the module docstring)."""
        t = self.t
        if self.kind_d < 0 or st.pending_choice >= 0:
            return None
        stock_name = t.pile_names[t.stock]
        fills = [m for m in moves if m.kind == "move"
                 and t.pile_group[t.name_to_pile[m.dst]] == self.kind_d]
        if len(fills) != len(moves) or not any(m.src == stock_name for m in fills):
            return None
        if not self._burst_began_off_the_stock(st):
            return None
        return [m for m in fills if m.src != stock_name]

    def _burst_began_off_the_stock(self, st: State) -> bool:
        """Whether the move that opened the gaps now being filled (the last move before the
        fills that follow it) took no card from the stock or the waste."""
        t = self.t
        outside = {t.stock, *t.waste}
        for h in reversed(st.history):
            m = h[0]
            if m.kind == "move":
                src = t.name_to_pile[split_position(m.src)[0]]
                if t.pile_group[t.name_to_pile[m.dst]] == self.kind_d and src in outside:
                    continue  # a fill of this burst
                return src not in outside
            if m.kind == "pair":
                return all(t.name_to_pile[split_position(x)[0]] not in outside
                           for x in (m.src, m.dst))
            return False
        return False

    # -- asking per position ----------------------------------------------------------------

    def safe_move(self, st: State, moves: list[Move], counted: bool = True) -> Move | None:
        """A safe move among the legal ``moves`` of ``st`` (see the module docstring), or None;
        ``counted``: kind T with the copies of a face counted (else only for faces the deck
        holds once, as the kernel's twin in rules/kernel/prune.py decides)."""
        if st.pending_choice >= 0:
            return None
        if self.kind_r:
            return self._safe_r(st, moves)
        if self.kind_r_end:
            m = None if st.piles[self.t.stock] or st.redeals else self._safe_r(st, moves)
            if m is not None or not (counted and self.kind_t_packs):
                return m
        if counted and self.kind_t_packs:
            return self._safe_t(st, moves, True)
        if self.kind_t:
            return self._safe_t(st, moves, False)
        return None

    def _safe_r(self, st: State, moves: list[Move]) -> Move | None:
        t = self.t
        for m in moves:
            cls = st.move_class(m)
            if cls == MC_PAIR:
                return m  # both faces fixed ranks of one suit (spec condition), one pack each
            if cls != MC_HOME:
                if cls > MC_HOME:
                    return None  # moves are listed safest first
                continue
            if m.n != 1:
                continue
            face = self._card(st, m) % 52
            if self.static_homes[face] == 1 and self.copies[face] == 1 \
                    and face not in self.pair_faces:
                return m
        return None

    def _card(self, st: State, m: Move) -> int:
        t = self.t
        src, _, k = m.src.partition(":")
        p = t.name_to_pile[src]
        pile = st.piles[p]
        return pile[int(k) - 1] if k else pile[-1]

    def _safe_t(self, st: State, moves: list[Move], counted: bool) -> Move | None:
        t = self.t
        piles = st.piles
        home: Counter[int] | None = None
        for m in moves:
            cls = st.move_class(m)
            if cls > MC_HOME:
                return None
            if cls != MC_HOME or m.n != 1 or ":" in m.src:
                continue
            sp = t.name_to_pile[m.src]
            dp = t.name_to_pile[m.dst]
            sg, dg = t.pile_group[sp], t.pile_group[dp]
            if t.roles[dg] != "foundation" or t.access[sp] in (ALL, NONE) or sp == t.stock:
                continue
            face = piles[sp][-1] % 52
            if face in self.pair_faces or (self.reaches_fill_source[sg] if counted else (
                    self.copies[face] != 1 or sg in self.fill_source_groups)):
                continue
            if home is None:
                home = Counter(c % 52 for p in self.home_piles for c in piles[p])
            if not self._nothing_goes_on(face, home):
                continue
            if len(piles[sp]) == 1 and not self._gap_harmless(sg):
                continue
            if not (homes_ready(self, st, face, self.copies[face] - home[face]) if counted
                    else self._home_unique(st, face)):
                continue
            return m
        return None

    def _home_unique(self, st: State, face: int) -> bool:
        """Kind T's home condition for a face the deck holds once: the home piles wanting it
        are one pile, or empty piles of one interchangeable class."""
        wanting = []
        for p in self.home_piles:
            w = st.wants(p)
            if w is None or face in w:
                wanting.append(p)
        if len(wanting) <= 1:
            return True
        if any(st.piles[p] for p in wanting):
            return False
        cls = next((c for c in self.classes if wanting[0] in c), [])
        return set(wanting) <= set(cls)

    def _nothing_goes_on(self, face: int, home: Counter[int]) -> bool:
        return all(home[f] >= self.copies[f] for f in self.builds_on[face])

    def _gap_harmless(self, gi: int) -> bool:
        t = self.t
        fill = t.groups[gi].fill
        if not fill.sources:
            return True
        if fill.timing == "immediate":
            return False
        return not (t.spec.stock.to is not None and t.spec.stock.when == "standstill")


def homes_ready(a: Analysis, st: State, face: int, left: int) -> bool:
    """Kind T's home condition for a card of ``face`` (``left`` cards of that face not yet
    home, this one among them): the home piles that want it now are at least ``left``, they
    are of one class of interchangeable piles and hold the same faces, and no home pile can
    take ``face`` later than now (a pile that wants it now, a second time).  A pure function of
    the position (``st.piles``; ``st.wants`` reads only them)."""
    piles = st.piles
    wanting = []
    for p in a.home_piles:
        w = st.wants(p)
        if w is None or may_take_later(a, piles[p], p, face):
            return False
        if face in w:
            wanting.append(p)
    if len(wanting) < left or not wanting:
        return False
    if len(wanting) == 1:
        return True
    cls = next((c for c in a.classes if wanting[0] in c), [])
    first = bytes(piles[wanting[0]]).translate(_FACES)
    return set(wanting) <= set(cls) and all(
        bytes(piles[p]).translate(_FACES) == first for p in wanting[1:])


def may_take_later(a: Analysis, pile: list[int], p: int, face: int) -> bool:
    """Whether home pile ``p`` (holding ``pile``) could take a card of ``face`` after its next
    card: only a pile built in a fixed, non-cyclic sequence is known not to (a rank the
    sequence holds further on, in a suit the pile can still take); any other may."""
    t = a.t
    gi = t.pile_group[p]
    b = t.groups[gi].build
    if t.build_kind[gi] != B_SEQ or b.cyclic:
        return True
    rank, suit = face % 13 + 1, face // 13
    if pile:
        if b.suit == "same-suit" and pile[0] % 52 // 13 != suit:
            return False
        return rank in b.sequence[len(pile) + 1:]
    base = t.base_faces[p]
    if base is None:
        return True
    if b.suit == "same-suit" and all(f // 13 != suit for f in base):
        return False
    return rank in b.sequence[1:]


_ANALYSES: dict[int, tuple[Tables, Analysis]] = {}


def analysis_for(t: Tables) -> Analysis:
    """The (cached) analysis of tables ``t``."""
    hit = _ANALYSES.get(id(t))
    if hit is not None and hit[0] is t:
        return hit[1]
    if len(_ANALYSES) > 4096:
        _ANALYSES.clear()
    a = Analysis(t)
    _ANALYSES[id(t)] = (t, a)
    return a
