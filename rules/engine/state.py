"""The engine: plays any :class:`~rules.spec.Spec`.

A :class:`State` holds the piles as lists of card ints (bottom first, available card last), the
redeals left and the set-up choices made.  ``legal_moves()`` lists the moves in a fixed order
(set-up choices, forced gap fills, pairs, moves to foundations and discard, other moves,
optional fills, deal, redeal), so the greedy policy is simply "the first one".  ``apply(move)``
changes the state in place and records what it did, so ``undo()`` restores it exactly; a game
record (spec, seed, moves) therefore replays exactly.

Everything the rules need is precomputed once per spec in :class:`Tables` (cached), so the hot
path is list and dict look-ups on ints.

>>> from rules.engine.spec import queens_audience_example
>>> st = new_game(queens_audience_example(), seed=1)
>>> len(st.legal_moves()) >= 1
True
>>> st.apply(st.legal_moves()[-1]); _ = st.undo(); st == new_game(queens_audience_example(), 1)
True
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.cards import RANK_OF, SUIT_OF
from rules.engine.codes import (ALL, B_REL, B_SEQ, EMPTY, MC_CHOOSE, MC_FILL, MC_HOME, MC_OTHER,
                                MC_PAIR, MC_STOCK, NONE, OP_CHOOSE, OP_DEAL, OP_EXTRACT, OP_MOVE,
                                OP_PAIR, OP_REDEAL, P_EXTRACT, P_FLIP, P_PAIR, P_PAIR2, P_TOP, TOP)
from rules.engine.deal import deal as deal_cards
from rules.engine.moves import DEAL, REDEAL, Move, split_position
from rules.engine.spec import Spec
from rules.engine.tables import Tables, effective_spec, related, tables_for
from rules.errors import IllegalMoveError


class State:
    """A position of a game: piles, redeals left, set-up choices made, and the undo log."""

    __slots__ = ("spec", "seed", "t", "piles", "redeals", "choices", "history", "dealt",
                 "notes", "avail", "contrib", "gver", "wcache")

    def __init__(self, spec: Spec, seed: int) -> None:
        self.spec = spec
        self.seed = seed
        self.choices: tuple[int, ...] = ()
        self.t = tables_for(spec)
        self.piles: list[list[int]] = [[] for _ in range(self.t.npiles)]
        self.redeals = spec.stock.redeals
        self.history: list[tuple[Move, list[tuple[int, ...]], int,
                                 tuple[list[list[int]], Tables, bool] | None]] = []
        self.dealt = False
        #: Scratch space for policies (e.g. positions greedy has seen); not part of the state.
        self.notes: dict[str, object] = {}
        #: The availability index: card face -> indexed piles where a card of that face is
        #: available (a pile once per such card); ``contrib[p]``: the faces pile p gave it.
        self.avail: dict[int, list[int]] = {}
        self.contrib: list[tuple[int, ...]] = []
        #: A change counter per group, and the wanted-card maps of destination groups cached
        #: against it (foundations change far less often than moves are generated).
        self.gver: list[int] = []
        self.wcache: dict[int, tuple[int, dict[int, list[int]], list[int]]] = {}
        if not self._before_deal_pending():
            self._deal()
        else:
            self._reindex_all()

    # -- set-up ----------------------------------------------------------------------------

    def _before_deal_pending(self) -> bool:
        setup = self.spec.setup
        n = len(self.choices)
        return n < len(setup) and setup[n].when == "before-deal"

    def _deal(self) -> None:
        spec = effective_spec(self.spec, self.choices)
        self.t = t = tables_for(spec)
        piles, stock = deal_cards(spec, self.seed)
        for gi in t.reversed_groups:
            for p in t.group_piles[gi]:
                piles[p].reverse()
        piles[t.stock] = stock
        self.piles = piles
        self.dealt = True
        self._reindex_all()

    def _reindex_all(self) -> None:
        self.gver = [0] * len(self.t.groups)
        self.wcache = {}
        self.avail = {}
        self.contrib = [()] * self.t.npiles
        for p in range(self.t.npiles):
            if self.t.indexed[p]:
                self._reindex(p)

    def _reindex(self, p: int) -> None:
        """Bring pile ``p``'s entries in the availability index up to date."""
        avail = self.avail
        for f in self.contrib[p]:
            avail[f].remove(p)
        pile = self.piles[p]
        if not pile:
            self.contrib[p] = ()
            return
        if self.t.access[p] == ALL:
            faces = tuple(c % 52 for c in pile)
        else:
            faces = (pile[-1] % 52,)
        for f in faces:
            lst = avail.get(f)
            if lst is None:
                avail[f] = [p]
            else:
                lst.append(p)
        self.contrib[p] = faces

    @property
    def pending_choice(self) -> int:
        """Index of the set-up choice to make next, or -1."""
        n = len(self.choices)
        return n if n < len(self.spec.setup) else -1

    # -- queries ---------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        # the seed counts: before a set-up choice that precedes the deal, it is all there is
        return (self.spec == other.spec and self.seed == other.seed and self.piles == other.piles
                and self.redeals == other.redeals and self.choices == other.choices)

    __hash__ = None  # type: ignore[assignment]

    def key(self) -> tuple[object, ...]:
        """A hashable snapshot of the position (for solvers and tests)."""
        return (tuple(tuple(p) for p in self.piles), self.redeals, self.choices)

    def is_won(self) -> bool:
        piles = self.piles
        return self.dealt and sum(len(piles[p]) for p in self.t.win_piles) == self.t.total

    def is_lost(self) -> bool:
        return not self.is_won() and not self.legal_moves()

    def is_terminal(self) -> bool:
        return self.is_won() or not self.legal_moves()

    def cards_left(self) -> int:
        """Cards not yet in the winning groups."""
        piles = self.piles
        return self.t.total - sum(len(piles[p]) for p in self.t.win_piles)

    def all_cards(self) -> list[int]:
        return sorted(c for p in self.piles for c in p)

    @property
    def moves_made(self) -> list[Move]:
        return [h[0] for h in self.history]

    def copy(self) -> State:
        new = State.__new__(State)
        new.spec, new.seed, new.t = self.spec, self.seed, self.t
        new.piles = [list(p) for p in self.piles]
        new.redeals, new.choices, new.dealt = self.redeals, self.choices, self.dealt
        new.history = list(self.history)
        new.notes = {}
        new.avail = {f: list(ps) for f, ps in self.avail.items()}
        new.contrib = list(self.contrib)
        new.gver = list(self.gver)
        new.wcache = {}
        return new

    def move_class(self, move: Move) -> int:
        """The kind of a legal move, in greedy order: ``MC_CHOOSE``, ``MC_FILL`` (a gap
        filled from its fill sources), ``MC_PAIR``, ``MC_HOME`` (to a foundation or discard
        pile), ``MC_OTHER``, ``MC_STOCK`` (deal, redeal)."""
        k = move.kind
        if k == "choose":
            return MC_CHOOSE
        if k == "pair":
            return MC_PAIR
        if k != "move":
            return MC_STOCK
        t = self.t
        dp = t.name_to_pile[move.dst]
        dg = t.pile_group[dp]
        if t.roles[dg] in ("foundation", "discard"):
            return MC_HOME
        if not self.piles[dp] and t.groups[dg].fill.sources:
            src = t.pile_group[t.name_to_pile[split_position(move.src)[0]]]
            if any(t.gindex[f.group] == src for f in t.groups[dg].fill.sources):
                return MC_FILL
        return MC_OTHER

    # -- available cards -------------------------------------------------------------------

    def available(self, gi: int, packets: bool = False) -> Iterator[tuple[int, int, int, int]]:
        """(pile, index, cards, card) for every available card (or packet) of group ``gi``."""
        t = self.t
        piles = self.piles
        gp = t.group_piles[gi]
        if not packets and t.access[gp[0]] == TOP and gp[0] != t.stock:
            for p in gp:
                pile = piles[p]
                if pile:
                    yield p, len(pile) - 1, 1, pile[-1]
            return
        for p in gp:
            pile = piles[p]
            if not pile:
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
        if k >= t.max_cards[gi]:
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
                a = [(p, len(pl) - 1, 1, pl[-1]) for p in gp if (pl := piles[p])]
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

    # -- applying moves --------------------------------------------------------------------

    def apply(self, move: Move, check: bool = False) -> None:
        """Play ``move`` (in place).  With ``check``, refuse an illegal move with
        :class:`IllegalMoveError` naming the rule; otherwise the move is trusted."""
        if check and move not in self.legal_moves():
            from rules.engine.refusal import illegal_move_error

            raise illegal_move_error(self, move)
        t = self.t
        op = t.decode.get(move)
        if op is None:
            from rules.engine.decode import decode_move

            op = decode_move(self, move)
        piles = self.piles
        log: list[tuple[int, ...]] = []
        saved: tuple[list[list[int]], Tables, bool] | None = None
        redeals = self.redeals
        code = op[0]
        if code == OP_MOVE:
            _, sp, dp, n = op
            src, dst = piles[sp], piles[dp]
            if n == 1:
                dst.append(src.pop())
            else:
                dst.extend(src[-n:])
                del src[-n:]
            log.append((P_TOP, sp, dp, n))
        elif code == OP_EXTRACT:
            _, sp, pos, dp = op
            piles[dp].append(piles[sp].pop(pos))
            log.append((P_EXTRACT, sp, pos, dp))
        elif code == OP_PAIR:
            _, pa, qa, pb, qb = op
            if qa < 0:
                qa = len(piles[pa]) - 1
            if qb < 0:
                qb = len(piles[pb]) - 1
            ca = piles[pa][qa]
            pi = self.pair_rule(ca, piles[pb][qb])
            if not t.pairs[pi].rule.together:
                da, db = self.separate_destinations(pi, ca, piles[pb][qb])  # type: ignore[misc]
                if pa == pb and qa < qb:
                    cb = piles[pb].pop(qb)
                    piles[pa].pop(qa)
                else:
                    piles[pa].pop(qa)
                    cb = piles[pb].pop(qb)
                piles[da].append(ca)
                piles[db].append(cb)
                log.append((P_PAIR2, pa, qa, pb, qb, da, db))
            else:
                self._pair_together(pi, pa, qa, pb, qb, ca, log)
        elif code == OP_DEAL:
            stock = piles[t.stock]
            split = t.waste_of_suit
            for _ in range(min(self.spec.stock.count, len(stock))):
                w = split[SUIT_OF[stock[-1]]] if split else t.waste[0]
                piles[w].append(stock.pop())
                log.append((P_TOP, t.stock, w, 1))
        elif code == OP_REDEAL:
            w = t.waste[0]
            n = len(piles[w])
            piles[t.stock].extend(reversed(piles[w]))
            piles[w].clear()
            log.append((P_FLIP, w, t.stock, n))
            self.redeals -= 1
        elif code == OP_CHOOSE:
            saved = ([list(p) for p in piles], self.t, self.dealt)
            self._choose(op[1], op[2])
            piles = self.piles
        if t.auto_fill:
            self._autofill(log)
        if t.auto_fill_cards:
            self._autofill_cards(log)
        if saved is None:
            self._touch(log)
        else:
            self._reindex_all()
        self.history.append((move, log, redeals, saved))

    def _pair_together(self, pi: int, pa: int, qa: int, pb: int, qb: int, ca: int,
                       log: list[tuple[int, ...]]) -> None:
        piles = self.piles
        dest = self.pair_destination(pi, ca)
        if pa == pb and qa < qb:
            cb = piles[pb].pop(qb)
            piles[pa].pop(qa)
        else:
            piles[pa].pop(qa)
            cb = piles[pb].pop(qb)
        piles[dest].append(ca)
        piles[dest].append(cb)
        log.append((P_PAIR, pa, qa, pb, qb, dest))

    def _touch(self, log: list[tuple[int, ...]]) -> None:
        """Re-index the indexed piles the primitive ops in ``log`` changed."""
        indexed = self.t.indexed
        pg = self.t.pile_group
        gver = self.gver
        reindex = self._reindex
        for op in log:
            code = op[0]
            piles: tuple[int, ...]
            if code == P_PAIR:
                piles = (op[1], op[3], op[5])
            elif code == P_PAIR2:
                piles = (op[1], op[3], op[5], op[6])
            elif code == P_EXTRACT:
                piles = (op[1], op[3])
            else:
                piles = (op[1], op[2])
            for p in piles:
                gver[pg[p]] += 1
                if indexed[p]:
                    reindex(p)

    def _choose(self, ci: int, opt: int) -> None:
        c = self.spec.setup[ci]
        self.choices = self.choices + (opt,)
        if not self.dealt:
            if not self._before_deal_pending():
                self._deal()
            return
        if c.kind == "swap-deal" and opt == 1:
            t = self.t
            ga, gb = (t.gindex[n] for n in c.groups)
            cards_a = self._group_cards_in_deal_order(ga)
            cards_b = self._group_cards_in_deal_order(gb)
            self._redistribute(ga, cards_b)
            self._redistribute(gb, cards_a)
        elif c.kind == "replace-group":
            old = self.t
            self.t = tables_for(effective_spec(self.spec, self.choices))
            for gi in old.reversed_groups ^ self.t.reversed_groups:
                for p in self.t.group_piles[gi]:
                    self.piles[p].reverse()

    def _group_cards_in_deal_order(self, gi: int) -> list[int]:
        t = self.t
        cols = [list(self.piles[p]) for p in t.group_piles[gi]]
        if gi in t.reversed_groups:
            for col in cols:
                col.reverse()
        out: list[int] = []
        for r in range(max((len(c) for c in cols), default=0)):
            out.extend(col[r] for col in cols if r < len(col))
        return out

    def _redistribute(self, gi: int, cards: list[int]) -> None:
        t = self.t
        ps = list(t.group_piles[gi])
        for p in ps:
            self.piles[p] = []
        for k, c in enumerate(cards):
            self.piles[ps[k % len(ps)]].append(c)
        if gi in t.reversed_groups:
            for p in ps:
                self.piles[p].reverse()

    def _autofill(self, log: list[tuple[int, ...]]) -> None:
        piles = self.piles
        for p, sources in self.t.auto_fill:
            if not piles[p]:
                for s in sources:
                    if piles[s]:
                        piles[p].append(piles[s].pop())
                        log.append((P_TOP, s, p, 1))
                        break

    def _autofill_cards(self, log: list[tuple[int, ...]]) -> None:
        piles = self.piles
        for p, sources in self.t.auto_fill_cards:
            if not piles[p]:
                for s, faces in sources:
                    src = piles[s]
                    if src and src[-1] % 52 in faces:
                        piles[p].append(src.pop())
                        log.append((P_TOP, s, p, 1))
                        break

    def undo(self) -> Move:
        """Take back the last move; returns it."""
        move, log, redeals, saved = self.history.pop()
        piles = self.piles
        for op in reversed(log):
            code = op[0]
            if code == P_TOP:
                _, sp, dp, n = op
                src, dst = piles[sp], piles[dp]
                if n == 1:
                    src.append(dst.pop())
                else:
                    src.extend(dst[-n:])
                    del dst[-n:]
            elif code == P_EXTRACT:
                _, sp, pos, dp = op
                piles[sp].insert(pos, piles[dp].pop())
            elif code == P_PAIR:
                _, pa, qa, pb, qb, dest = op
                cb = piles[dest].pop()
                ca = piles[dest].pop()
                if pa == pb and qa < qb:
                    piles[pa].insert(qa, ca)
                    piles[pb].insert(qb, cb)
                else:
                    piles[pb].insert(qb, cb)
                    piles[pa].insert(qa, ca)
            elif code == P_PAIR2:
                _, pa, qa, pb, qb, da, db = op
                cb = piles[db].pop()
                ca = piles[da].pop()
                if pa == pb and qa < qb:
                    piles[pa].insert(qa, ca)
                    piles[pb].insert(qb, cb)
                else:
                    piles[pb].insert(qb, cb)
                    piles[pa].insert(qa, ca)
            elif code == P_FLIP:
                _, w, s, n = op
                stock = piles[s]
                back = stock[-n:]
                del stock[-n:]
                back.reverse()
                piles[w].extend(back)
        self.redeals = redeals
        if saved is not None:
            old_piles, self.t, self.dealt = saved
            self.piles = old_piles
            self.choices = self.choices[:-1]
            self._reindex_all()
        else:
            self._touch(log)
        return move

    # -- names -----------------------------------------------------------------------------

    def move_text(self, move: Move) -> str:
        return str(move)

    def pile_cards(self, p: int) -> list[int]:
        """Pile ``p`` in deal/display order (bottom first, as the player sees it)."""
        pile = self.piles[p]
        if self.t.pile_group[p] in self.t.reversed_groups:
            return pile[::-1]
        return list(pile)


def describe(state: State, lang: str = "en") -> str:
    """The position as plain text, one line per group (stable: golden files use it).

    Piles are shown with their available card last (for ``access="bottom"`` groups that is
    the reverse of the deal order); the stock as a count.
    """
    from rules.cards import card_name

    t = state.t
    lines = []
    ci = state.pending_choice
    if ci >= 0:
        c = state.spec.setup[ci]
        lines.append(f"choose {c.name}: {' | '.join(c.options)}")
    for gi, g in enumerate(t.groups):
        parts = []
        for p in t.group_piles[gi]:
            if p == t.stock:
                parts.append(f"{len(state.piles[p])} cards")
                continue
            cards = " ".join(card_name(c, lang) for c in state.piles[p])  # type: ignore[arg-type]
            parts.append(f"{t.pile_names[p]}={cards}" if g.piles > 1 else cards or "-")
        sep = " " if all(len(state.piles[p]) <= 1 for p in t.group_piles[gi]) else " | "
        lines.append(f"{g.name}: {sep.join(parts)}")
    if state.spec.stock.redeals:
        lines.append(f"redeals left: {state.redeals}")
    return "\n".join(lines)


def new_game(spec: Spec, seed: int) -> State:
    """The seeded starting position of ``spec``."""
    return State(spec, seed)


def replay(spec: Spec, seed: int, moves: list[str] | list[Move], check: bool = True) -> State:
    """Replay a game record; every move is checked unless ``check`` is false."""
    from rules.engine.notation import parse_move

    st = new_game(spec, seed)
    for m in moves:
        mv = parse_move(st, m) if isinstance(m, str) else m
        st.apply(mv, check=check)
    return st


__all__ = ["State", "Move", "new_game", "replay", "describe",
           "IllegalMoveError"]
