"""Tables: everything about a spec the engine needs, precomputed once per spec (cached).

Pile numbering and names, which cards each pile accepts, transfers, pairs, fills and the
availability index plan, so that move generation is list and dict look-ups on ints.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.engine.codes import (ALL, B_NONE, B_REL, B_SEQ, NONE, OP_DEAL, OP_EXTRACT, OP_MOVE, OP_PAIR,
                                OP_REDEAL, TOP)
from rules.engine.deal import ordered_deck
from rules.engine.moves import DEAL, REDEAL, Move
from rules.engine.spec import FillSource, PairMove, PileGroup, Spec
from rules.errors import RulesetError

ALL_SUITS = (0, 1, 2, 3)


class TransferRule(NamedTuple):
    """Cards may move from group ``src`` to group ``dst`` (group indices); ``packets``: a built
    sequence moves whole; ``links``: the (source pile index, destination pile index) pairs
    allowed, None for any; ``spec_index``: its place in ``Spec.transfers``."""

    src: int
    dst: int
    packets: bool
    links: frozenset[tuple[int, int]] | None
    spec_index: int


class PairRule(NamedTuple):
    """A pair rule of the spec with its groups resolved: ``sources`` (group indices the cards
    come from) and ``dest`` (the group the pair, or its first card, goes to)."""

    spec_index: int
    rule: PairMove
    sources: tuple[int, ...]
    dest: int


def related(relation: str, fa: int, fb: int) -> bool:
    """Whether faces ``fa`` and ``fb`` (0..51) stand in a pair rule's ``relation``."""
    if relation == "same-suit":
        return fa // 13 == fb // 13
    if relation == "opposite-colour":
        return (fa // 13 in (1, 2)) != (fb // 13 in (1, 2))
    return True


def suits_for(rule: str, s: int) -> tuple[int, ...]:
    """The suits a card of suit ``s`` may be built on (or take) under a build's suit rule."""
    red = s in (1, 2)
    if rule == "same-suit":
        return (s,)
    if rule == "alternate-colour":
        return (0, 3) if red else (1, 2)
    if rule == "same-colour":
        return (1, 2) if red else (0, 3)
    return ALL_SUITS


def derive_keys(groups: tuple[PileGroup, ...]) -> list[str]:
    """Notation keys: the spec's, else the first letter of the name, else its initials..."""
    keys: list[str] = []
    for g in groups:
        parts = [p for p in g.name.lower().split("-") if p]
        candidates = [g.key] if g.key else []
        candidates += [g.name[:1].lower(), "".join(p[0] for p in parts), g.name.lower()]
        candidates += [g.name[:1].lower() + str(i) + "x" for i in range(2, 9)]
        for k in candidates:
            if k and k not in keys:
                keys.append(k)
                break
    return keys


class Tables:
    """Everything about a spec the engine needs, precomputed (one per spec and choices)."""

    def __init__(self, spec: Spec) -> None:
        problems = spec.validate()
        if problems:
            raise RulesetError(f"spec {spec.name or '?'} is invalid: " + "; ".join(problems))
        self.spec = spec
        groups = spec.groups
        self.groups = groups
        gindex = {g.name: i for i, g in enumerate(groups)}
        self.gindex = gindex
        self.keys = derive_keys(groups)
        self.group_piles: list[range] = []
        self.pile_group: list[int] = []
        self.pile_index: list[int] = []  # index within its group
        names: list[str] = []
        for gi, g in enumerate(groups):
            start = len(self.pile_group)
            self.group_piles.append(range(start, start + g.piles))
            for i in range(g.piles):
                self.pile_group.append(gi)
                self.pile_index.append(i)
                names.append(self.keys[gi] if g.piles == 1 else f"{self.keys[gi]}{i + 1}")
        self.pile_names = names
        self.name_to_pile = {n: p for p, n in enumerate(names)}
        if len(self.name_to_pile) != len(names) or set(names) & set(
                k for k, g in zip(self.keys, groups) if g.piles > 1):
            raise RulesetError(f"spec {spec.name or '?'}: pile names clash ({', '.join(names)});"
                               " give the groups distinct keys")
        self.key_to_group = {k: gi for gi, k in enumerate(self.keys)}
        self.npiles = len(names)
        self.access = [ALL if groups[gi].access == "all" else NONE
                       if groups[gi].access == "none" else TOP for gi in self.pile_group]
        self.reversed_groups = {gi for gi, g in enumerate(groups) if g.access == "bottom"}
        #: per pile: the number of cards at which the pile is locked (``PileGroup.lock_at``;
        #: a number no pile reaches when never)
        self.lock_at = [groups[gi].lock_at or 10**6 for gi in self.pile_group]
        self.roles = [g.role for g in groups]
        self.stock = self.group_piles[[g.role for g in groups].index("stock")][0]
        self.waste_group = gindex[spec.stock.to] if spec.stock.to else -1
        self.waste = list(self.group_piles[self.waste_group]) if spec.stock.to else []
        #: with the stock split by colour: the waste pile of each suit (red first, black second)
        #: (suits 0 clubs, 1 diamonds, 2 hearts, 3 spades)
        self.waste_of_suit = ([self.waste[1], self.waste[0], self.waste[0], self.waste[1]]
                              if spec.stock.split == "colour" else [])
        #: per group: the card faces it may hold (``PileGroup.cards``), or None for any
        self.allowed: list[frozenset[int] | None] = [
            None if g.cards is None else frozenset(
                f for f in range(52) if g.cards.matches(f % 13 + 1, f // 13))
            for g in groups]
        self.total = len(ordered_deck(spec))
        self.win_piles = [p for name in spec.win for p in self.group_piles[gindex[name]]]
        self._build_acceptance()
        self._build_transfers()
        self._build_pairs()
        self._build_fills()
        self._build_index_plan()
        self.decode: dict[Move, tuple[int, ...]] = {DEAL: (OP_DEAL,), REDEAL: (OP_REDEAL,)}
        self.mv1 = [[self._make_move(sp, dp) for dp in range(self.npiles)]
                    for sp in range(self.npiles)]
        self._moves: dict[tuple[int, ...], Move] = {}

    # -- acceptance ------------------------------------------------------------------------

    def _build_acceptance(self) -> None:
        groups = self.groups
        self.build_kind: list[int] = []
        self.seq_next: list[dict[tuple[int, int], int]] = []
        self.seq_want: list[dict[tuple[int, int, int], frozenset[int]]] = []
        self.seq_suit: list[tuple[tuple[int, ...], ...]] = []
        self.rel: list[list[frozenset[int]]] = []
        self.max_cards: list[int] = []
        for gi, g in enumerate(groups):
            b = g.build
            kind = {"none": B_NONE, "sequence": B_SEQ}.get(b.direction, B_REL)
            self.build_kind.append(kind)
            nxt: dict[tuple[int, int], int] = {}
            seq = b.sequence
            if kind == B_SEQ:
                starts = range(len(seq)) if b.cyclic else range(1)
                for i0 in starts:
                    for k in range(1, len(seq)):
                        nxt[(seq[i0], k)] = seq[(i0 + k) % len(seq)]
            self.seq_next.append(nxt)
            self.seq_want.append({})
            self.seq_suit.append(tuple(suits_for(b.suit, s) for s in ALL_SUITS))
            rel: list[frozenset[int]] = []
            for face in range(52):
                r, s = face % 13 + 1, face // 13
                ranks: set[int] = set()
                if kind == B_REL:
                    if b.direction == "any":
                        ranks.update(range(1, 14))
                    if b.direction in ("up", "up-or-down"):
                        ranks.add(r + 1 if r < 13 else (1 if b.wrap else 0))
                    if b.direction in ("down", "up-or-down"):
                        ranks.add(r - 1 if r > 1 else (13 if b.wrap else 0))
                    if b.or_sequence_order:
                        for i, x in enumerate(seq):  # a rank may occur more than once
                            if x == r:
                                if i + 1 < len(seq):
                                    ranks.add(seq[i + 1])
                                if i > 0:
                                    ranks.add(seq[i - 1])
                ranks.discard(0)
                faces = frozenset(ss * 13 + rr - 1 for rr in ranks for ss in suits_for(b.suit, s))
                # ``cards`` limits what the group is dealt and filled with; what goes on a
                # card is its Build's business (Indian Empress: a red card on a Navy card)
                rel.append(faces)
            self.rel.append(rel)
            cap = b.max_cards if b.max_cards is not None else 10**6
            if kind == B_SEQ:
                cap = min(cap, len(seq))
            self.max_cards.append(cap)
        self.base_faces: list[frozenset[int] | None] = []
        for gi in self.pile_group:
            g = groups[gi]
            base = g.base
            i = self.pile_index[len(self.base_faces)]
            suits = ALL_SUITS if base.suits is None else (base.suits[i],)
            allowed = self.allowed[gi]
            if base.ranks is None:
                any_rank = (None if base.suits is None else
                            frozenset(s * 13 + r for s in suits for r in range(13)))
                self.base_faces.append(allowed if any_rank is None else
                                       any_rank if allowed is None else any_rank & allowed)
            else:
                faces = frozenset(s * 13 + r - 1 for s in suits for r in base.ranks)
                self.base_faces.append(faces if allowed is None else faces & allowed)

    # -- transfers, pairs, fills -----------------------------------------------------------

    def _build_transfers(self) -> None:
        out = []
        for ti, t in enumerate(self.spec.transfers):
            sg, dg = self.gindex[t.src], self.gindex[t.dst]
            links = None if t.links is None else frozenset(t.links)
            out.append(TransferRule(sg, dg, t.unit == "sequence", links, ti))
        # moves to foundations and discard first (the greedy order), then the rest
        self.transfers = sorted(out, key=lambda x: self.roles[x[1]] not in ("foundation",
                                                                            "discard"))
        self.safe_transfers = sum(1 for x in out if self.roles[x[1]] in ("foundation",
                                                                          "discard"))

    def _build_pairs(self) -> None:
        self.pairs: list[PairRule] = []
        self.pair_faces: list[tuple[frozenset[int], frozenset[int]]] = []
        #: per pair rule: the group its second card goes to (``to`` unless placed apart)
        self.pair_dest2: list[int] = []
        for pi, p in enumerate(self.spec.pairs):
            srcs = tuple(self.gindex[s] for s in p.sources)
            self.pairs.append(PairRule(pi, p, srcs, self.gindex[p.to]))
            self.pair_dest2.append(self.gindex[p.to_second or p.to])
            self.pair_faces.append(
                (frozenset(f for f in range(52) if p.first.matches(f % 13 + 1, f // 13)),
                 frozenset(f for f in range(52) if p.second.matches(f % 13 + 1, f // 13))))

    def _build_index_plan(self) -> None:
        """Which piles the availability index covers: every pile of a group that is a source
        of a pair or of a one-card transfer (the stock excepted)."""
        groups: set[int] = set()
        for _pi, _rule, srcs, _dest in self.pairs:
            groups.update(srcs)
        for sg, _dg, seq, _links, _ti in self.transfers:
            if not seq:
                groups.add(sg)
        self.indexed = [False] * self.npiles
        for gi in groups:
            for p in self.group_piles[gi]:
                if p != self.stock and self.access[p] != NONE:
                    self.indexed[p] = True
        self.indexed_groups = frozenset(
            gi for gi in groups if all(self.indexed[p] for p in self.group_piles[gi]))
        # for each pair rule and first-card face: the second-card faces that complete it
        self.partners: list[dict[int, tuple[int, ...]]] = []
        for pi, rule, _srcs, _dest in self.pairs:
            first_faces, second_faces = self.pair_faces[pi]
            table = {}
            for fa in first_faces:
                ok = []
                for fb in sorted(second_faces):
                    if related(rule.relation, fa, fb):
                        ok.append(fb)
                table[fa] = tuple(ok)
            self.partners.append(table)

    def _build_fills(self) -> None:
        """Split gap-filling groups into automatic, forced (player picks) and optional."""
        self.auto_fill: list[tuple[int, tuple[int, ...]]] = []
        self.forced_fill: list[int] = []     # group indices
        self.optional_fill: list[int] = []
        #: gaps of groups that hold only some cards, filled automatically by the first source
        #: offering a card they take: (gap, ((source pile, faces taken), ...))
        self.auto_fill_cards: list[tuple[int, tuple[tuple[int, frozenset[int]], ...]]] = []
        #: those gaps that take the stock's top card: while one is open and the stock's top
        #: card does not fit, the stock must be dealt (gone through until a card fits)
        self.deal_for_gaps: list[int] = []
        for gi, g in enumerate(self.groups):
            f = g.fill
            if not f.sources:
                continue
            allowed = self.allowed[gi]
            if allowed is not None and f.timing == "immediate" and \
                    f.choice == "first-available" and all(s.links is None for s in f.sources):
                sources = self._card_sources(f.sources, allowed)
                if sources is not None:
                    for p in self.group_piles[gi]:
                        self.auto_fill_cards.append((p, sources))
                        if any(sp == self.stock for sp, _ in sources):
                            self.deal_for_gaps.append(p)
                    continue
            single = all(self._single_source(s.group) and s.links is None for s in f.sources)
            if f.timing == "immediate" and f.choice == "first-available" and single:
                src_piles = tuple(self.group_piles[self.gindex[s.group]][0] for s in f.sources)
                for p in self.group_piles[gi]:
                    self.auto_fill.append((p, src_piles))
            elif f.timing == "immediate":
                self.forced_fill.append(gi)
            else:
                self.optional_fill.append(gi)

    def _card_sources(self, sources: tuple[FillSource, ...], allowed: frozenset[int]
                      ) -> tuple[tuple[int, frozenset[int]], ...] | None:
        """The single-card source piles of a gap that takes only ``allowed`` faces: the stock,
        a one-pile waste, or the waste piles of the colours taken; None if a source offers
        several cards at once (the player picks: a forced fill)."""
        out: list[tuple[int, frozenset[int]]] = []
        for s in sources:
            gi = self.gindex[s.group]
            if gi == self.waste_group and self.waste_of_suit:
                for w in self.waste:
                    if any(self.waste_of_suit[f // 13] == w for f in allowed):
                        out.append((w, allowed))
            elif self._single_source(s.group):
                out.append((self.group_piles[gi][0], allowed))
            else:
                return None
        return tuple(out)

    def _single_source(self, name: str) -> bool:
        gi = self.gindex[name]
        g = self.groups[gi]
        return g.role == "stock" or (g.piles == 1 and g.access in ("top", "bottom"))

    # -- queries shared by move generation, refusals and the search ------------------------

    def transfer_between(self, sg: int, dg: int) -> TransferRule | None:
        """The rule that lets cards go from group ``sg`` to group ``dg``, if any."""
        return next((tr for tr in self.transfers if tr.src == sg and tr.dst == dg), None)

    def feeders(self, dg: int) -> list[int]:
        """The groups cards may be moved from to group ``dg``."""
        return [tr.src for tr in self.transfers if tr.dst == dg]

    def fills_from(self, sg: int, dg: int) -> bool:
        """Whether group ``sg`` is a source of group ``dg``'s gap fills."""
        return any(self.gindex[s.group] == sg for s in self.groups[dg].fill.sources)

    def pair_rules_of(self, fa: int, fb: int) -> list[PairRule]:
        """The pair rules whose first card may be face ``fa`` and second face ``fb`` (their
        relation not yet checked), in rule order."""
        return [pr for pr in self.pairs
                if fa in self.pair_faces[pr.spec_index][0] and fb in self.pair_faces[pr.spec_index][1]]

    # -- move objects ----------------------------------------------------------------------

    def _make_move(self, sp: int, dp: int) -> Move:
        m = Move("move", self.pile_names[sp], self.pile_names[dp], 1)
        self.decode[m] = (OP_MOVE, sp, dp, 1)
        return m

    def position(self, p: int, pos: int) -> str:
        """The notation of the card at index ``pos`` of pile ``p``."""
        if self.access[p] == ALL and p != self.stock:
            return f"{self.pile_names[p]}:{pos + 1}"
        return self.pile_names[p]

    def move(self, sp: int, pos: int, dp: int, n: int) -> Move:
        """The move of ``n`` cards of ``sp`` (the lowest at ``pos``) onto ``dp``."""
        key = (OP_MOVE, sp, pos, dp, n)
        m = self._moves.get(key)
        if m is None:
            m = Move("move", self.position(sp, pos), self.pile_names[dp], n)
            if self.access[sp] == ALL and sp != self.stock:
                self.decode[m] = (OP_EXTRACT, sp, pos, dp)
            else:
                self.decode[m] = (OP_MOVE, sp, dp, n)
            self._moves[key] = m
        return m

    def pair(self, pi: int, pa: int, qa: int, pb: int, qb: int) -> Move:
        # a top card is named by its pile alone: resolve its index when the move is played;
        # the two cards of one (locked) pile are named by their places in it (``n5:2+n5:1``)
        same = pa == pb
        if (self.access[pa] != ALL or pa == self.stock) and not same:
            qa = -1
        if (self.access[pb] != ALL or pb == self.stock) and not same:
            qb = -1
        key = (OP_PAIR, pi, pa, qa, pb, qb)
        m = self._moves.get(key)
        if m is None:
            if same:
                m = Move("pair", f"{self.pile_names[pa]}:{qa + 1}", f"{self.pile_names[pb]}:{qb + 1}", 0)
            else:
                m = Move("pair", self.position(pa, qa), self.position(pb, qb), 0)
            # the pair rule is found from the cards when the move is played: the same text
            # may pair other cards (under another rule) in another position
            self.decode[m] = (OP_PAIR, pa, qa, pb, qb)
            self._moves[key] = m
        return m


_TABLES: dict[tuple[object, ...], Tables] = {}


def tables_for(spec: Spec) -> Tables:
    """The cached :class:`Tables` of ``spec`` (keyed by the spec and its notation keys)."""
    key = (spec, tuple(g.key for g in spec.groups))
    t = _TABLES.get(key)
    if t is None:
        if len(_TABLES) > 4096:  # set-up choices can make hundreds of variants
            _TABLES.clear()
        t = _TABLES[key] = Tables(spec)
    return t


def effective_spec(spec: Spec, choices: tuple[int, ...]) -> Spec:
    """``spec`` with the ``replace-group`` set-up choices made so far applied."""
    replaced = []
    for c, opt in zip(spec.setup, choices):
        if c.kind == "replace-group":
            replaced.append(c.variants[opt])
    return spec.with_groups(*replaced) if replaced else spec
