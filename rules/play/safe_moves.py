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
piles within each class of interchangeable piles.

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
the pair's two faces are fixed ranks of one suit); no set-up choice is pending.
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

**T — a tableau card home when nothing can go on it** (Parterre, Besieged City, the tableau
games).  Conditions: a single card *c* goes to a foundation; the deck holds one card of its face
and no pair rule names it; every face that any group could build on *c* is already home (all
copies); *c*'s group is no source of an immediate gap fill; if *c* leaves its pile empty, that
pile's fill (if any) is optional and the stock is not dealt at a standstill only (an extra
optional fill would block the deal); the home piles wanting *c* now are one pile or empty piles
of one interchangeable class.  *Proof.*  Take a winning line *W*.  It must play *c* home
(the deck has one such face, and the foundation is its only winning place), onto the pile that
then wants it: only *F*, or a pile interchangeable with *F*.  Drop from *W* every move of *c*
to a non-home pile and replace every packet move that carries *c* on top by the same packet
without it (same bottom card, so still legal, and no pile gets fuller); play *m* first.  No
move of *W* puts a card on *c* (those faces are home), nothing fills a gap with *c*, so each
remaining move of *W* finds its source and destination as in *W*, except that *c* is home and
its pile perhaps empty earlier, which only adds options.  The line reaches *W*'s final
position up to interchangeable piles, so it wins.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from rules.engine.deal import ordered_deck
from rules.engine.codes import ALL, B_NONE, MC_HOME, MC_PAIR, NONE

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
        self.singles = [cls[0] for cls in self.classes if len(cls) == 1]
        self.multi = [cls for cls in self.classes if len(cls) > 1]
        self.pair_faces: frozenset[int] = frozenset(
            f for pi in range(len(t.pairs)) for fs in t.pair_faces[pi] for f in fs)
        self.static_homes = self._static_homes()
        self.kind_r = self._kind_r_spec()
        self.kind_t = not self.kind_r and any(
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

    def key(self, st: State) -> bytes:
        """The canonical position: faces, interchangeable piles sorted, redeals, choices."""
        piles = st.piles
        faces = _FACES
        parts = [bytes(piles[p]).translate(faces) for p in self.singles]
        for cls in self.multi:
            parts += sorted([bytes(piles[p]).translate(faces) for p in cls])
        parts.append(bytes((st.redeals & 0xFF, *st.choices)))
        return b"\xff".join(parts)

    # -- kind R -----------------------------------------------------------------------------

    def _static_homes(self) -> list[int]:
        """Per face: how many home piles could ever take a card of it (pairs aside)."""
        t = self.t
        out = [0] * 52
        for gi, home in enumerate(self.home_group):
            if not home:
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

    def _kind_r_spec(self) -> bool:
        t = self.t
        spec = t.spec
        if spec.stock.to is not None and spec.stock.when != "standstill":
            return False
        if any(not self.home_group[dg] for _sg, dg, _s, _l, _ti in t.transfers):
            return False
        if t.forced_fill or t.optional_fill or t.auto_fill_cards or t.deal_for_gaps:
            return False
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

    # -- asking per position ----------------------------------------------------------------

    def safe_move(self, st: State, moves: list[Move]) -> Move | None:
        """A safe move among the legal ``moves`` of ``st`` (see the module docstring), or None."""
        if st.pending_choice >= 0:
            return None
        if self.kind_r:
            return self._safe_r(st, moves)
        if self.kind_t:
            return self._safe_t(st, moves)
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

    def _safe_t(self, st: State, moves: list[Move]) -> Move | None:
        t = self.t
        piles = st.piles
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
            if self.copies[face] != 1 or face in self.pair_faces:
                continue
            if sg in self.fill_source_groups:
                continue
            if not self._nothing_goes_on(st, face):
                continue
            if len(piles[sp]) == 1 and not self._gap_harmless(sg):
                continue
            if not self._home_unique(st, face):
                continue
            return m
        return None

    def _nothing_goes_on(self, st: State, face: int) -> bool:
        onto = self.builds_on[face]
        if not onto:
            return True
        home = Counter(c % 52 for p in self.home_piles for c in st.piles[p])
        return all(home[f] >= self.copies[f] for f in onto)

    def _gap_harmless(self, gi: int) -> bool:
        t = self.t
        fill = t.groups[gi].fill
        if not fill.sources:
            return True
        if fill.timing == "immediate":
            return False
        return not (t.spec.stock.to is not None and t.spec.stock.when == "standstill")

    def _home_unique(self, st: State, face: int) -> bool:
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
