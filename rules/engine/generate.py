"""Move generation: the legal moves of a position, in the engine's fixed order.

:class:`MoveGeneration` is the part of :class:`~rules.engine.state.State` that lists moves
(set-up choices, forced gap fills, pairs, moves to foundations and discard, other moves,
optional fills, deal, redeal) and answers the questions both the moves and the refusals ask:
which cards of a group are available, which cards a pile takes next, where a pair goes.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.cards import RANK_OF, SUIT_OF
from rules.engine.codes import ALL, B_REL, B_SEQ, EMPTY, NONE, OP_CHOOSE, TOP
from rules.engine.moves import DEAL, REDEAL, Move
from rules.engine.spec import Spec
from rules.engine.tables import Tables, related


class MoveGeneration:
    """Legal moves and the availability questions (a mixin of State, which holds the data)."""

    __slots__ = ()
    spec: Spec
    t: Tables
    piles: list[list[int]]
    choices: tuple[int, ...]
    redeals: int
    dealt: bool
    avail: dict[int, list[int]]
    gver: list[int]
    wcache: dict[int, tuple[int, dict[int, list[int]], list[int]]]

    @property
    def pending_choice(self) -> int:
        """Index of the set-up choice to make next, or -1."""
        n = len(self.choices)
        return n if n < len(self.spec.setup) else -1

    # -- available cards -------------------------------------------------------------------

    def available(self, gi: int, packets: bool = False) -> Iterator[tuple[int, int, int, int]]:
        """(pile, index, cards, card) for every available card (or packet) of group ``gi``."""
        t = self.t
        piles = self.piles
        gp = t.group_piles[gi]
        lock = t.lock_at[gp[0]]  # a locked pile's cards are available only as its pair
        if not packets and t.access[gp[0]] == TOP and gp[0] != t.stock:
            for p in gp:
                pile = piles[p]
                if pile and len(pile) < lock:
                    yield p, len(pile) - 1, 1, pile[-1]
            return
        for p in gp:
            pile = piles[p]
            if not pile or len(pile) >= lock:
                continue
            acc = t.access[p]
            if p == t.stock:
                if acc != NONE:
                    yield p, len(pile) - 1, 1, pile[-1]
            elif acc == TOP:
                n = len(pile)
                yield p, n - 1, 1, pile[-1]
                if packets:
                    rel = t.rel[gi]
                    k = n - 1
                    while k > 0 and pile[k] % 52 in rel[pile[k - 1] % 52]:
                        k -= 1
                        yield p, k, n - k, pile[k]
            elif acc == ALL:
                for i, c in enumerate(pile):
                    yield p, i, 1, c

    def wants(self, p: int) -> frozenset[int] | None:
        """Card faces (card % 52) pile ``p`` accepts now; ``None``: any card."""
        t = self.t
        pile = self.piles[p]
        if not pile:
            return t.base_faces[p]
        gi = t.pile_group[p]
        k = len(pile)
        if k >= t.max_cards[gi] or k >= t.lock_at[p]:
            return EMPTY
        kind = t.build_kind[gi]
        top = pile[-1]
        if kind == B_REL:
            return t.rel[gi][top % 52]
        if kind == B_SEQ:
            key = (RANK_OF[pile[0]], k, SUIT_OF[top])
            w = t.seq_want[gi].get(key)
            if w is None:
                r = t.seq_next[gi].get(key[:2])
                w = t.seq_want[gi][key] = EMPTY if not r else frozenset(
                    s * 13 + r - 1 for s in t.seq_suit[gi][key[2]])
            return w
        return EMPTY

    # -- legal moves -----------------------------------------------------------------------

    def legal_moves(self) -> list[Move]:
        """Every legal move, in the greedy order (see the module docstring)."""
        t = self.t
        ci = self.pending_choice
        if ci >= 0:
            c = self.spec.setup[ci]
            return [self._choose_move(ci, i) for i in range(len(c.options))]
        if t.forced_fill:
            forced = self._forced_fills()
            if forced:
                return forced
        if t.deal_for_gaps and self.forced_deal() >= 0:
            return [DEAL]
        moves: list[Move] = []
        cache: dict[int, list[tuple[int, int, int, int]]] = {}
        if t.pairs:
            self._pair_moves(moves, cache)
        self._transfer_moves(moves, cache)
        if t.optional_fill:
            for gi in t.optional_fill:
                for p in t.group_piles[gi]:
                    if not self.piles[p]:
                        moves.extend(self._fills_for(p))
        piles = self.piles
        stock = self.spec.stock
        if stock.when == "standstill" and moves:
            return moves
        if t.waste:
            if piles[t.stock]:
                moves.append(DEAL)
            elif self.redeals > 0 and any(piles[w] for w in t.waste):
                moves.append(REDEAL)
        return moves

    def forced_deal(self) -> int:
        """A gap (pile) that must be filled from the pack while the stock's top card does not
        fit it: the stock is then gone through (dealt) until one does.  -1: none."""
        piles = self.piles
        if not piles[self.t.stock]:
            return -1
        for p in self.t.deal_for_gaps:
            if not piles[p]:
                return p
        return -1

    def _choose_move(self, ci: int, i: int) -> Move:
        c = self.spec.setup[ci]
        m = Move("choose", c.name, c.options[i], 0)
        self.t.decode[m] = (OP_CHOOSE, ci, i)
        return m

    def _avail(self, gi: int, cache: dict[int, list[tuple[int, int, int, int]]]
               ) -> list[tuple[int, int, int, int]]:
        """``available(gi)`` as a list, memoised in ``cache`` for one move generation."""
        a = cache.get(gi)
        if a is None:
            t = self.t
            gp = t.group_piles[gi]
            if t.access[gp[0]] == TOP and gp[0] != t.stock:
                piles = self.piles
                lock = t.lock_at[gp[0]]
                a = [(p, len(pl) - 1, 1, pl[-1]) for p in gp if (pl := piles[p]) and len(pl) < lock]
            else:
                a = list(self.available(gi))
            cache[gi] = a
        return a

    def _positions(self, p: int, face: int) -> list[int]:
        """Indices in pile ``p`` of its available cards of ``face``."""
        pile = self.piles[p]
        if self.t.access[p] == ALL:
            return [i for i, c in enumerate(pile) if c % 52 == face]
        return [len(pile) - 1]

    def _pair_moves(self, moves: list[Move], cache: dict[int, list[tuple[int, int, int, int]]]
                    ) -> None:
        """Pair moves, found through the availability index; listed in the order of the
        first card's position, then the second's (source group order, pile, index)."""
        t = self.t
        avail = self.avail
        pg = t.pile_group
        piles = self.piles
        for pi, rule, srcs, _dest in t.pairs:
            if not rule.together:
                self._separate_pair_moves(pi, srcs, moves)
                self._locked_pair_moves(pi, srcs, moves)
                continue
            rank = {gi: i for i, gi in enumerate(srcs)}
            found: list[tuple[int, int, int, int, int, int]] = []
            for fa, fbs in t.partners[pi].items():
                pas = avail.get(fa)
                if not pas:
                    continue
                for fb in fbs:
                    pbs = avail.get(fb)
                    if not pbs:
                        continue
                    for pa in dict.fromkeys(pas):
                        ra = rank.get(pg[pa])
                        if ra is None:
                            continue
                        for qa in self._positions(pa, fa):
                            for pb in dict.fromkeys(pbs):
                                rb = rank.get(pg[pb])
                                if rb is None:
                                    continue
                                for qb in self._positions(pb, fb):
                                    if pb != pa or qb != qa:
                                        found.append((ra, pa, qa, rb, pb, qb))
            if len(found) > 1:
                found.sort()
            for _ra, pa, qa, _rb, pb, qb in found:
                if self.pair_destination(pi, piles[pa][qa]) >= 0:
                    moves.append(t.pair(pi, pa, qa, pb, qb))

    def _separate_pair_moves(self, pi: int, srcs: tuple[int, ...], moves: list[Move]) -> None:
        """Moves of a pair rule whose cards go to two piles: every first card some pile of
        ``to`` wants with every second card some pile of ``to_second`` wants (ordered as the
        other pair moves)."""
        t = self.t
        avail = self.avail
        pg = t.pile_group
        rank = {gi: i for i, gi in enumerate(srcs)}
        first_faces, second_faces = t.pair_faces[pi]
        ends: list[list[tuple[int, int, int, int]]] = []
        for faces, dg in ((first_faces, t.pairs[pi].dest), (second_faces, t.pair_dest2[pi])):
            wmap, _wany = self._wanted(dg)
            found: list[tuple[int, int, int, int]] = []
            for f in wmap:
                if f not in faces:
                    continue
                for p in dict.fromkeys(avail.get(f, ())):
                    r = rank.get(pg[p])
                    if r is not None:
                        found.extend((r, p, q, f) for q in self._positions(p, f))
            if not found:
                return
            found.sort()
            ends.append(found)
        rel = t.pairs[pi].rule.relation
        for ra, pa, qa, fa in ends[0]:
            for rb, pb, qb, fb in ends[1]:
                if (pa, qa) == (pb, qb):
                    continue
                if not related(rel, fa, fb):
                    continue
                if self.separate_destinations(pi, fa, fb) is not None:
                    moves.append(t.pair(pi, pa, qa, pb, qb))

    def _locked_pair_moves(self, pi: int, srcs: tuple[int, ...], moves: list[Move]) -> None:
        """Pair moves of the locked piles of ``srcs`` (``PileGroup.lock_at``): the two cards a
        pile holds leave together, each to its own foundation, or not at all."""
        t = self.t
        first_faces, second_faces = t.pair_faces[pi]
        rel = t.pairs[pi].rule.relation
        for gi in srcs:
            for p in t.group_piles[gi]:
                pile = self.piles[p]
                if len(pile) != 2 or t.lock_at[p] != 2:
                    continue
                for qa, qb in ((1, 0), (0, 1)):
                    fa, fb = pile[qa] % 52, pile[qb] % 52
                    if fa in first_faces and fb in second_faces and related(rel, fa, fb) \
                            and self.separate_destinations(pi, fa, fb) is not None:
                        moves.append(t.pair(pi, p, qa, p, qb))
                        break

    def separate_destinations(self, pi: int, first_card: int, second_card: int
                              ) -> tuple[int, int] | None:
        """The piles the two cards of a pair placed apart go to (first pile of ``to`` taking
        the first, first pile of ``to_second`` taking the second), or None."""
        t = self.t
        da = db = -1
        fa, fb = first_card % 52, second_card % 52
        for p in t.group_piles[t.pairs[pi].dest]:
            w = self.wants(p)
            if w is None or fa in w:
                da = p
                break
        for p in t.group_piles[t.pair_dest2[pi]]:
            if p == da:
                continue
            w = self.wants(p)
            if w is None or fb in w:
                db = p
                break
        return None if da < 0 or db < 0 else (da, db)

    def pair_rule(self, first_card: int, second_card: int) -> int:
        """Index of the pair rule ``first_card`` + ``second_card`` satisfy (-1: none)."""
        t = self.t
        fa, fb = first_card % 52, second_card % 52
        for pr in t.pair_rules_of(fa, fb):
            if related(pr.rule.relation, fa, fb):
                return pr.spec_index
        return -1

    def pair_destination(self, pi: int, first_card: int) -> int:
        """The pile a together-pair whose first card is ``first_card`` goes to, or -1."""
        t = self.t
        dest = t.pairs[pi].dest
        piles = t.group_piles[dest]
        if t.roles[dest] == "discard":
            return piles[0]
        g = t.groups[dest]
        s = SUIT_OF[first_card]
        for i, p in enumerate(piles):
            if not self.piles[p] and (g.base.suits is None or g.base.suits[i] == s):
                return p
        return -1

    def _transfer_moves(self, moves: list[Move],
                        cache: dict[int, list[tuple[int, int, int, int]]]) -> None:
        t = self.t
        piles = self.piles
        wanted: dict[int, tuple[dict[int, list[int]], list[int]]] = {}
        found: dict[int, dict[int, list[tuple[int, int, int]]]] = {}
        for sg, dg, seq, links, _ in t.transfers:
            w = wanted.get(dg)
            if w is None:
                w = wanted[dg] = self._wanted(dg)
            wmap, wany = w
            if not wmap and not wany:
                continue
            if not seq and not wany and sg in t.indexed_groups:
                by_src = found.get(dg)
                if by_src is None:
                    by_src = found[dg] = self._indexed_sources(dg, wmap)
                for sp, pos, dp in by_src.get(sg, ()):
                    if links is not None and \
                            (t.pile_index[sp], t.pile_index[dp]) not in links:
                        continue
                    if t.access[sp] != ALL:
                        moves.append(t.mv1[sp][dp])
                    else:
                        moves.append(t.move(sp, pos, dp, 1))
                continue
            for sp, pos, n, c in (self.available(sg, True) if seq else self._avail(sg, cache)):
                dps = wmap.get(c % 52)
                if dps is None:
                    if not wany:
                        continue
                    dps = wany
                elif wany:
                    dps = dps + wany
                for dp in dps:
                    if dp == sp:
                        continue
                    if links is not None and (t.pile_index[sp], t.pile_index[dp]) not in links:
                        continue
                    if n > 1 and len(piles[dp]) + n > t.max_cards[dg]:
                        continue
                    if n == 1 and t.access[sp] != ALL:
                        moves.append(t.mv1[sp][dp])
                    else:
                        moves.append(t.move(sp, pos, dp, n))

    def _wanted(self, dg: int) -> tuple[dict[int, list[int]], list[int]]:
        """Destination group ``dg``'s wanted-card map (face -> piles taking it, in pile order)
        and its piles taking any card; cached against the group's change counter."""
        cached = self.wcache.get(dg)
        if cached is not None and cached[0] == self.gver[dg]:
            return cached[1], cached[2]
        wmap: dict[int, list[int]] = {}
        wany: list[int] = []
        for dp in self.t.group_piles[dg]:
            faces = self.wants(dp)
            if faces is None:
                wany.append(dp)
            else:
                for f in faces:
                    wmap.setdefault(f, []).append(dp)
        self.wcache[dg] = (self.gver[dg], wmap, wany)
        return wmap, wany

    def _indexed_sources(self, dg: int, wmap: dict[int, list[int]]
                         ) -> dict[int, list[tuple[int, int, int]]]:
        """For destination group ``dg``: source group -> the (source pile, index, destination
        pile) one-card moves of available cards onto piles wanting them (``wmap``), found
        through the availability index and sorted."""
        t = self.t
        avail = self.avail
        pg = t.pile_group
        out: dict[int, list[tuple[int, int, int]]] = {}
        for face, dps in wmap.items():
            ps = avail.get(face)
            if not ps:
                continue
            for sp in dict.fromkeys(ps):
                lst = out.get(pg[sp])
                if lst is None:
                    lst = out[pg[sp]] = []
                for pos in self._positions(sp, face):
                    for dp in dps:
                        if dp != sp:
                            lst.append((sp, pos, dp))
        for lst in out.values():
            if len(lst) > 1:
                lst.sort()
        return out

    def _fills_for(self, gap: int) -> list[Move]:
        """Moves that may fill the empty pile ``gap`` (its group's fill sources)."""
        t = self.t
        g = t.groups[t.pile_group[gap]]
        out: list[Move] = []
        gi_gap = t.pile_index[gap]
        allowed = t.allowed[t.pile_group[gap]]
        for src in g.fill.sources:
            sg = t.gindex[src.group]
            found: list[Move] = []
            for sp, pos, _, c in self._fill_cards(sg):
                if src.links is not None and (t.pile_index[sp], gi_gap) not in src.links:
                    continue
                if allowed is not None and c % 52 not in allowed:
                    continue
                if sp != gap:
                    found.append(t.move(sp, pos, gap, 1))
            out.extend(found)
            if found and g.fill.choice == "first-available":
                break
        return out

    def _fill_cards(self, sg: int) -> Iterator[tuple[int, int, int, int]]:
        t = self.t
        if t.roles[sg] == "stock":
            stock = self.piles[t.stock]
            if stock:
                yield t.stock, len(stock) - 1, 1, stock[-1]
        else:
            yield from self.available(sg)

    def _forced_fills(self) -> list[Move]:
        t = self.t
        for gi in t.forced_fill:
            for p in t.group_piles[gi]:
                if not self.piles[p]:
                    fills = self._fills_for(p)
                    if fills:
                        return fills
        return []
