"""The lookahead's evaluation of a position: what the player can see, judged by a heuristic
(the terms and weights are described in :mod:`rules.play.lookahead`).
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING, NamedTuple

from rules.engine.moves import split_position
from rules.engine.tables import ALL_SUITS
from rules.play.reach import goes_on, home_distances

if TYPE_CHECKING:
    from rules.engine.moves import Move
    from rules.engine.tables import Tables
    from rules.engine.state import State

#: A need for cards no foundation will ever take.
NO_NEED = 99


def _masked(need: list[int], uc: list[float], masked: frozenset[int] | set[int]
            ) -> tuple[list[int], list[float]]:
    """Copies of ``need`` and ``uc`` in which the ``masked`` cards count as unknown: needed
    after every real need, and of no urgency."""
    need = need[:]
    uc = uc[:]
    for c in masked:
        need[c] = NO_NEED + 1
        uc[c] = 0.0
    return need, uc


def _add_blocked(total: float, pile: list[int], need: list[int], uc: list[float],
                 w_blocked: float, depth: float) -> float:
    """``total`` plus the penalty of ``pile`` (two cards or more) for each card lying under one
    needed later than it, deeper cards weighing more (added term by term, in this order, so
    that a pile's part and the whole score sum alike)."""
    n = len(pile)
    above = need[pile[-1]]
    for i in range(n - 2, -1, -1):
        nc = need[pile[i]]
        if above > nc:
            total += w_blocked * uc[pile[i]] * (1 + depth * (n - 2 - i))
        else:
            above = nc
    return total


class RankBuild(NamedTuple):
    """A transfer built by rank that the mobility term counts: the source piles
    ``[src_start, src_end)`` and destination piles ``[dst_start, dst_end)``; ``every``: every
    source card is available; per card face the top-card faces it goes on (``onto``), per
    top-card face the faces that go on it (``under``), ``onto`` as sets; a weight."""

    src_start: int
    src_end: int
    dst_start: int
    dst_end: int
    every: bool
    onto: list[tuple[int, ...]]
    under: list[tuple[int, ...]]
    onto_sets: list[frozenset[int]]
    weight: float


class Context:
    """A fully evaluated position whose children are scored from it by difference (see
    :meth:`Evaluator.child_score`): its score, the needs, and per build the available source
    faces and destination top faces (for the mobility term)."""

    __slots__ = ("score", "need", "uc", "avail", "tops", "costs", "inn", "out")

    def __init__(self, score: float, need: list[int], uc: list[float],
                 avail: list[dict[int, int]], tops: list[dict[int, int]]) -> None:
        #: the piles' penalties in this position, as they are asked for
        self.costs: dict[int, float] = {}
        #: per build: per face, how many top cards it may go on (``inn``), how many
        #: available cards may go on a top card of that face (``out``), as asked for
        self.inn: list[dict[int, int]] = [{} for _ in avail]
        self.out: list[dict[int, int]] = [{} for _ in avail]
        self.score = score
        self.need = need
        self.uc = uc
        self.avail = avail
        self.tops = tops


class Evaluator:
    """The evaluation of positions of one effective spec (the spec with the set-up choices
    made so far), with everything about the rules precomputed.  ``tables``: the engine's
    tables of that spec (pile names, for reading moves)."""

    #: weights (see the module docstring)
    W_HOME = 8.0
    W_BLOCKED = 2.0
    W_GAP = 1.5
    U_UNKNOWN = 0.15
    W_DEMAND = 0.05
    W_CLOG = 1.75
    W_MOBILITY = 0.3
    W_DEPTH = 0.5

    def __init__(self, tables: Tables, reads_moves: bool = True) -> None:
        """``tables``: the engine's tables of the effective spec.  ``reads_moves``: whether the
        search may read and predict moves by the tables' pile names (not before the deal, when
        the engine has not installed the set-up choices yet: every move is then played)."""
        spec = tables.spec
        groups = spec.groups
        gindex = tables.gindex
        pile_group = tables.pile_group
        self.npiles = tables.npiles
        first = [r.start for r in tables.group_piles]
        stock_gi = tables.pile_group[tables.stock]
        self.stock = tables.stock
        #: the waste pile when there is exactly one (else -1): a deal's cards go there
        self.waste = first[gindex[spec.stock.to]] if spec.stock.to is not None and \
            groups[gindex[spec.stock.to]].piles == 1 else -1
        win_groups = {gindex[n] for n in spec.win}
        self.win_piles = [p for p in range(self.npiles) if pile_group[p] in win_groups]
        self.win_ranges = [(first[gi], first[gi] + groups[gi].piles)
                           for gi in sorted(win_groups)]
        self.home_piles = frozenset(p for p in range(self.npiles)
                                    if pile_group[p] in win_groups
                                    or groups[pile_group[p]].role in ("foundation", "discard"))
        dist = home_distances(spec)
        self.stock_cost = self.U_UNKNOWN * dist[stock_gi]
        self._init_play_groups(tables, first, dist, win_groups, stock_gi)
        self._init_builds(tables, first, dist)
        self._init_foundations(tables, first)
        self.urg = [1.0 / (1 + n) for n in range(NO_NEED)] + [0.0, 0.0]
        self._needs: dict[tuple[int, ...], tuple[list[int], list[float], float]] = {}
        self._names: dict[str, int] = dict(tables.name_to_pile) if reads_moves else {}
        # gaps the engine fills at once from a waste or the stock (its tables list them); a
        # move that opens one is played to be judged.  Gaps filled by the first source whose
        # card they take (Indian Empress) may open after any move: nothing is predicted.
        self.auto_gaps = frozenset(p for p, _ in tables.auto_fill) if reads_moves else frozenset()
        # foundation piles that are interchangeable with the others of their group holding
        # the same cards (no transfer names particular piles of the group): a card moved
        # onto one or the other gives the same game
        linked = {tr.dst for tr in tables.transfers if tr.links is not None}
        self.found_group: dict[int, int] = {
            p: pile_group[p] for p in range(self.npiles)
            if groups[pile_group[p]].role == "foundation" and pile_group[p] not in linked}
        self.predictable = reads_moves and not tables.auto_fill_cards
        self._moves: dict[Move, tuple[int, int, int, int] | None] = {}
        self._touched: dict[tuple[int, int], tuple[int, ...]] = {}

    def _init_play_groups(self, tables: Tables, first: list[int], dist: list[int], win_groups: set[int],
                          stock_gi: int) -> None:
        """The groups whose cards are judged, their gaps and slots, per pile."""
        spec = tables.spec
        groups = spec.groups
        gindex = tables.gindex
        pile_group = tables.pile_group
        into = {gindex[t.dst] for t in spec.transfers}
        # the groups whose cards are judged: (first pile, end, distance, blocks, gap value)
        self.play_groups: list[tuple[int, int, int, bool, float]] = []
        for gi, g in enumerate(groups):
            if gi in win_groups or gi == stock_gi or g.role in ("foundation", "discard"):
                continue
            blocks = g.access in ("top", "bottom")
            gap = 0.0
            free_fill = not g.fill.sources or g.fill.timing == "player-chooses"
            if gi in into and free_fill and g.base.ranks != ():
                gap = self.W_GAP if g.base.ranks is None else self.W_GAP / 2
            self.play_groups.append((first[gi], first[gi] + g.piles, dist[gi], blocks, gap))
        # slots: piles next to the foundations whose gaps bring new cards into play; a card
        # at the bottom of one that is not needed soon keeps the slot shut
        self.slot_ranges = [(a, b) for a, b, d, _, gap in self.play_groups
                            if d == 1 and (gap or groups[pile_group[a]].fill.sources)]
        slots = {p for a, b in self.slot_ranges for p in range(a, b)}
        #: per pile: (distance, blocks, gap value, slot), None for the stock and home piles
        self.pinfo: list[tuple[int, bool, float, bool] | None] = [None] * self.npiles
        for a, b, d, blocks, gap in self.play_groups:
            for p in range(a, b):
                self.pinfo[p] = (d, blocks, gap, p in slots)
        self.play_piles = [p for a, b, _, _, _ in self.play_groups for p in range(a, b)]

    def _init_builds(self, tables: Tables, first: list[int], dist: list[int]) -> None:
        """The transfers built by rank that the mobility term counts."""
        spec = tables.spec
        groups = spec.groups
        gindex = tables.gindex
        # transfers built by rank onto the piles next to the foundations (moves further off
        # count for nothing: in Cadogan's Constitution, where every row is built on from the
        # row below, counting them plays worse)
        self.builds: list[RankBuild] = []
        for t in spec.transfers:
            sg, dg = groups[gindex[t.src]], groups[gindex[t.dst]]
            if dg.role in ("foundation", "discard") or sg.role == "stock" or \
                    dg.build.direction in ("none", "sequence"):
                continue
            sa, da = first[gindex[t.src]], first[gindex[t.dst]]
            onto = goes_on(dg.build)
            under: list[list[int]] = [[] for _ in range(52)]
            for f, gs in enumerate(onto):
                for top in gs:
                    under[top].append(f)
            weight = 1.0 if dist[gindex[t.dst]] <= 1 else 0.0
            if not weight:
                continue
            self.builds.append(RankBuild(sa, sa + sg.piles, da, da + dg.piles, sg.access == "all",
                                         onto, [tuple(u) for u in under],
                                         [frozenset(gs) for gs in onto], weight))
        #: per pile: the builds it is a source or a destination of
        self.pile_builds: list[tuple[int, ...]] = [
            tuple(bi for bi, (sa, sb, da, db, *_rest) in enumerate(self.builds)
                  if sa <= p < sb or da <= p < db) for p in range(self.npiles)]

    def _init_foundations(self, tables: Tables, first: list[int]) -> None:
        """The foundations built in a sequence, the deck's packs and size, and the pairs."""
        spec = tables.spec
        groups = spec.groups
        gindex = tables.gindex
        # foundations built in a sequence: (pile, sequence, cyclic, same suit, base ranks,
        # base suit)
        self.found: list[tuple[int, tuple[int, ...], bool, bool, tuple[int, ...] | None,
                               int | None]] = []
        for gi, g in enumerate(groups):
            if g.role != "foundation" or g.build.direction != "sequence":
                continue
            for i in range(g.piles):
                suit = g.base.suits[i] if g.base.suits is not None else None
                self.found.append((first[gi] + i, g.build.sequence, g.build.cyclic,
                                   g.build.suit == "same-suit", g.base.ranks, suit))
        self.found_piles = [f[0] for f in self.found]
        # the need of a card depends on a foundation's first card when the sequence may start
        # anywhere or the pile's suit is not fixed by its base
        self.first_matters = any(cyc or (same and bs is None)
                                 for _, _, cyc, same, _, bs in self.found)
        self.packs = spec.deck.packs
        self.total = tables.total
        # pairs: (faces of both cards, destination piles, destination is a discard pile,
        # base suits of the destination piles)
        self.pairs: list[tuple[frozenset[int], list[int], bool, tuple[int, ...] | None]] = []
        for pr in spec.pairs:
            faces = frozenset(f for f in range(52)
                              if pr.first.matches(f % 13 + 1, f // 13)
                              or pr.second.matches(f % 13 + 1, f // 13))
            dg = groups[gindex[pr.to]]
            piles = list(range(first[gindex[pr.to]], first[gindex[pr.to]] + dg.piles))
            self.pairs.append((faces, piles, dg.role == "discard", dg.base.suits))

    # -- needs -------------------------------------------------------------------------------

    def needs(self, piles: list[list[int]]) -> tuple[list[int], list[float], float]:
        """Per card (by card number): how many cards must go home before a foundation takes
        it, and its urgency; and the demand term (the sum of the faces' urgencies: higher
        when the foundations want many different cards soon).  Cached on the foundations'
        lengths (and first cards where the sequence or suit depends on them)."""
        if self.first_matters:
            key: tuple[int, ...] = tuple(
                (len(pl) << 8) | (pl[0] % 52 if pl else 255)
                for pl in [piles[p] for p in self.found_piles])
        else:
            key = tuple(map(len, [piles[p] for p in self.found_piles]))
        hit = self._needs.get(key)
        if hit is not None:
            return hit
        need = [NO_NEED] * 52
        for p, seq, cyclic, same_suit, base_ranks, base_suit in self.found:
            pile = piles[p]
            n_seq = len(seq)
            k = len(pile)
            if k >= n_seq:
                continue
            if pile:
                r0 = pile[0] % 13 + 1
                starts = [seq.index(r0)] if cyclic and r0 in seq else [0]
                suits: tuple[int, ...] = (pile[-1] % 52 // 13,) if same_suit else ALL_SUITS
            else:
                if base_ranks is None:
                    starts = list(range(n_seq)) if cyclic else [0]
                elif cyclic:
                    starts = [seq.index(r) for r in base_ranks if r in seq] or [0]
                else:
                    starts = [0]
                suits = (base_suit,) if base_suit is not None else ALL_SUITS
            for i0 in starts:
                for j in range(k, n_seq):
                    r = seq[(i0 + j) % n_seq]
                    n = j - k
                    for s in suits:
                        f = s * 13 + r - 1
                        if n < need[f]:
                            need[f] = n
        for faces, dest, discard, base_suits in self.pairs:
            if discard:
                for f in faces:
                    need[f] = 0
                continue
            for i, dp in enumerate(dest):
                if not piles[dp]:
                    for f in faces:
                        if base_suits is None or f // 13 == base_suits[i]:
                            need[f] = 0
        urg = self.urg
        demand = sum(urg[n] for n in need)
        by_card = need * self.packs
        if len(self._needs) > 4096:
            self._needs.clear()
        hit = self._needs[key] = (by_card, [urg[n] for n in by_card], demand)
        return hit

    # -- evaluation --------------------------------------------------------------------------

    def evaluate(self, state: State, masked: frozenset[int] | set[int] = frozenset()
                 ) -> float:
        """The score of a position (see the module docstring).  ``masked``: cards just taken
        from the stock, valued as unknown cards: like a card in the stock, and blocking every
        card below it (their need is set beyond any real need, their urgency to 0)."""
        return self._full(state, masked, False)[0]

    def context(self, state: State) -> Context:
        """The position evaluated, with what its children's scores are computed from."""
        score, need, uc, avail, tops = self._full(state, frozenset(), True)
        return Context(score, need, uc, avail, tops)

    def _full(self, state: State, masked: frozenset[int] | set[int], keep: bool
              ) -> tuple[float, list[int], list[float], list[dict[int, int]],
                         list[dict[int, int]]]:
        piles = state.piles
        need, uc, demand = self.needs(piles)
        unknown = len(piles[self.stock])
        if masked:
            need, uc = _masked(need, uc, masked)
            unknown += len(masked)
        ucard = uc.__getitem__
        home = 0
        for a, b in self.win_ranges:
            home += sum(map(len, piles[a:b]))
        w_blocked = self.W_BLOCKED
        depth = self.W_DEPTH
        pen = 0.0
        gaps = 0.0
        w_clog = self.W_CLOG
        for a, b in self.slot_ranges:
            for pile in piles[a:b]:
                if pile:
                    pen += w_clog * (1.0 - uc[pile[0]])
        for a, b, d, blocks, gap in self.play_groups:
            sl = piles[a:b]
            pen += d * sum(map(ucard, chain.from_iterable(sl)))
            if gap:
                gaps += gap * sl.count([])
            if blocks:
                for pile in sl:
                    if len(pile) > 1:
                        pen = _add_blocked(pen, pile, need, uc, w_blocked, depth)
        mob = 0.0
        avails: list[dict[int, int]] = []
        topss: list[dict[int, int]] = []
        if self.W_MOBILITY:
            for sa, sb, da, db, every, onto, _under, _set, weight in self.builds:
                tops: dict[int, int] = {}
                for pile in piles[da:db]:
                    if pile and (not masked or pile[-1] not in masked):
                        f = pile[-1] % 52
                        tops[f] = tops.get(f, 0) + 1
                avail: dict[int, int] = {}
                for pile in piles[sa:sb]:
                    if pile:
                        for c in (pile if every else pile[-1:]):
                            if not masked or c not in masked:
                                f = c % 52
                                avail[f] = avail.get(f, 0) + 1
                get = tops.get
                here = 0
                for f, k in avail.items():
                    for g in onto[f]:
                        here += k * get(g, 0)
                mob += weight * here
                if keep:
                    avails.append(avail)
                    topss.append(tops)
        score = (self.W_HOME * home - pen - self.stock_cost * unknown + gaps
                 + self.W_DEMAND * demand + self.W_MOBILITY * mob)
        return score, need, uc, avails, topss

    def pile_cost(self, p: int, pile: list[int], need: list[int], uc: list[float],
                  masked: frozenset[int] | set[int] = frozenset()) -> float:
        """Pile ``p``'s part of the penalty (a gap's value counted negative); ``masked``
        cards cost nothing here (they count as unknown cards) and block the cards below."""
        info = self.pinfo[p]
        if info is None:
            return 0.0
        d, blocks, gap, slot = info
        n = len(pile)
        if not n:
            return -gap
        if masked:
            need, uc = _masked(need, uc, masked)
        cost = d * sum(map(uc.__getitem__, pile))
        if slot:
            cost += self.W_CLOG * (1.0 - uc[pile[0]])
        if blocks and n > 1:
            cost = _add_blocked(cost, pile, need, uc, self.W_BLOCKED, self.W_DEPTH)
        return cost

    def simple_move(self, move: Move) -> tuple[int, int, int, int] | None:
        """(source pile, destination pile, cards, index of the card taken or -1 for the top
        cards) of a move between two judged piles, which leaves the foundations alone; or
        None."""
        try:
            return self._moves[move]
        except KeyError:
            pass
        out = None
        if move.kind == "move":
            name, k = split_position(move.src)
            src = self._names.get(name)
            dst = self._names.get(move.dst)
            if src is not None and dst is not None and self.pinfo[src] is not None and \
                    self.pinfo[dst] is not None and (k is None or move.n == 1):
                out = (src, dst, move.n, -1 if k is None else k - 1)
        self._moves[move] = out
        return out

    def twin(self, move: Move, piles: list[list[int]], tried: set[tuple[object, ...]]
             ) -> bool:
        """Whether ``move`` puts its cards onto a foundation pile holding the same cards as
        one an earlier move from the same place went to (a symmetric twin: skipped)."""
        if move.kind != "move":
            return False
        dst = self._names.get(move.dst)
        if dst is None:
            return False
        gi = self.found_group.get(dst)
        if gi is None or not piles[dst]:
            return False
        key = (move.src, move.n, gi, bytes(c % 52 for c in piles[dst]))
        if key in tried:
            return True
        tried.add(key)
        return False

    def predict(self, piles: list[list[int]], simple: tuple[int, int, int, int]
                ) -> tuple[list[int], list[int]] | None:
        """The two piles after a simple move (docs/ENGINE.md §1.2: the top ``n`` cards, or
        one card of a pile whose every card is available, onto the destination), or None
        when the move may set off something else (a gap it opens filled at once): then it
        is played to be judged."""
        if not self.predictable:
            return None
        a, b, n, pos = simple
        old_a = piles[a]
        if pos < 0:
            if len(old_a) < n:
                return None
            new_a = old_a[:-n]
            moved = old_a[-n:]
        else:
            if pos >= len(old_a):
                return None
            new_a = old_a[:pos] + old_a[pos + 1:]
            moved = [old_a[pos]]
        if not new_a and a in self.auto_gaps:
            return None
        return new_a, piles[b] + moved

    def child_score(self, ctx: Context, a: int, old_a: list[int], new_a: list[int],
                    b: int, old_b: list[int], new_b: list[int],
                    masked: frozenset[int] | set[int] = frozenset()) -> float:
        """The score of a child of ``ctx``'s position in which only piles ``a`` and ``b``
        changed (from ``old_*`` to ``new_*``; ``masked``: cards that came from the stock
        into them, as many as left it) and no card went home: the parent's score corrected
        by the two piles' penalties and the change of the mobility term (which is bilinear
        in the available faces and the top faces of each build).  Equal to
        :meth:`evaluate` of the child (tests check it)."""
        need, uc = ctx.need, ctx.uc
        cost = self.pile_cost
        costs = ctx.costs
        old_cost = costs.get(a)
        if old_cost is None:
            old_cost = costs[a] = cost(a, old_a, need, uc)
        old_cost_b = costs.get(b)
        if old_cost_b is None:
            old_cost_b = costs[b] = cost(b, old_b, need, uc)
        score = ctx.score + (old_cost + old_cost_b - cost(a, new_a, need, uc, masked)
                             - cost(b, new_b, need, uc, masked))
        if not self.W_MOBILITY:
            return score
        builds = self.builds
        dmob = 0.0
        pair = (a, b)
        touched = self._touched.get(pair)
        if touched is None:
            touched = self._touched[pair] = tuple(sorted(set(self.pile_builds[a]
                                                             + self.pile_builds[b])))
        for bi in touched:
            sa, sb, da, db, every, onto, under, onto_set, weight = builds[bi]
            here = 0
            rem_s: list[int] = []
            add_s: list[int] = []
            rem_t: list[int] = []
            add_t: list[int] = []
            for p, old, new in ((a, old_a, new_a), (b, old_b, new_b)):
                if sa <= p < sb:
                    if every:
                        rem_s.extend(c % 52 for c in old)
                        add_s.extend(c % 52 for c in new if c not in masked)
                    else:
                        if old:
                            rem_s.append(old[-1] % 52)
                        if new and new[-1] not in masked:
                            add_s.append(new[-1] % 52)
                if da <= p < db:
                    if old:
                        rem_t.append(old[-1] % 52)
                    if new and new[-1] not in masked:
                        add_t.append(new[-1] % 52)
            # the change of (available faces) . M . (top faces): da.M.t + a.M.dt + da.M.dt
            inn, out = ctx.inn[bi], ctx.out[bi]
            for sign, faces in ((1, add_s), (-1, rem_s)):
                for f in faces:
                    x = inn.get(f)
                    if x is None:
                        tops = ctx.tops[bi]
                        x = inn[f] = sum([tops.get(g, 0) for g in onto[f]])
                    here += sign * x
                    if add_t or rem_t:
                        on = onto_set[f]
                        for g in add_t:
                            if g in on:
                                here += sign
                        for g in rem_t:
                            if g in on:
                                here -= sign
            for sign, faces in ((1, add_t), (-1, rem_t)):
                for g in faces:
                    y = out.get(g)
                    if y is None:
                        avail = ctx.avail[bi]
                        y = out[g] = sum([avail.get(f, 0) for f in under[g]])
                    here += sign * y
            dmob += weight * here
        return score + self.W_MOBILITY * dmob

    def child_context(self, ctx: Context, score: float, piles: list[list[int]], a: int,
                      new_a: list[int], b: int, new_b: list[int]) -> Context:
        """The context of the child of ``ctx``'s position (whose piles are ``piles``) in
        which piles ``a`` and ``b`` became ``new_a`` and ``new_b`` (no card home)."""
        avail = [dict(d) for d in ctx.avail]
        tops = [dict(d) for d in ctx.tops]
        if not self.W_MOBILITY:
            return Context(score, ctx.need, ctx.uc, avail, tops)
        for bi in set(self.pile_builds[a] + self.pile_builds[b]):
            sa, sb, da, db, every, _onto, _under, _set, _weight = self.builds[bi]
            for p, old, new in ((a, piles[a], new_a), (b, piles[b], new_b)):
                if sa <= p < sb:
                    av = avail[bi]
                    for c in (old if every else old[-1:]):
                        av[c % 52] -= 1
                    for c in (new if every else new[-1:]):
                        av[c % 52] = av.get(c % 52, 0) + 1
                if da <= p < db:
                    tp = tops[bi]
                    if old:
                        tp[old[-1] % 52] -= 1
                    if new:
                        tp[new[-1] % 52] = tp.get(new[-1] % 52, 0) + 1
        return Context(score, ctx.need, ctx.uc, avail, tops)

    def home(self, piles: list[list[int]]) -> int:
        """Cards in the winning groups."""
        home = 0
        for a, b in self.win_ranges:
            home += sum(map(len, piles[a:b]))
        return home
