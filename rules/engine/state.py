"""The engine: plays any :class:`~rules.spec.Spec`.

A :class:`State` holds the piles as lists of card ints (bottom first, available card last), the
redeals left and the set-up choices made.  ``legal_moves()`` lists the moves in a fixed order
(set-up choices, forced gap fills, pairs, moves to foundations and discard, other moves,
optional fills, deal, redeal), so the greedy policy is simply "the first one".  ``apply(move)``
changes the state in place and records what it did, so ``undo()`` restores it exactly; a game
record (spec, seed, moves) therefore replays exactly.

Everything the rules need is precomputed once per spec in :class:`Tables` (cached), so the hot
path is list and dict look-ups on ints.

>>> from rules.engine.examples import queens_audience_example
>>> st = new_game(queens_audience_example(), seed=1)
>>> len(st.legal_moves()) >= 1
True
>>> st.apply(st.legal_moves()[-1]); _ = st.undo(); st == new_game(queens_audience_example(), 1)
True
"""

from __future__ import annotations

from rules.cards import SUIT_OF
from rules.engine.codes import (ALL, MC_CHOOSE, MC_FILL, MC_HOME, MC_OTHER, MC_PAIR, MC_STOCK,
                                OP_CHOOSE, OP_DEAL, OP_EXTRACT, OP_MOVE, OP_PAIR, OP_REDEAL,
                                P_EXTRACT, P_FLIP, P_PAIR, P_PAIR2, P_TOP)
from rules.engine.deal import deal as deal_cards
from rules.engine.generate import MoveGeneration
from rules.engine.moves import Move, split_position
from rules.engine.spec import Spec
from rules.engine.tables import Tables, effective_spec, tables_for
from rules.errors import IllegalMoveError


def _shift(src: list[int], dst: list[int], n: int) -> None:
    """Move the top ``n`` cards of ``src`` onto ``dst``, in their order (a move, or its undo)."""
    if n == 1:
        dst.append(src.pop())
    else:
        dst.extend(src[-n:])
        del src[-n:]


def _take_pair(piles: list[list[int]], pa: int, qa: int, pb: int, qb: int) -> int:
    """Take a pair's cards out of position ``qa`` of pile ``pa`` and ``qb`` of ``pb`` (the
    higher position first when both lie in one pile); returns the second card."""
    if pa == pb and qa < qb:
        cb = piles[pb].pop(qb)
        piles[pa].pop(qa)
    else:
        piles[pa].pop(qa)
        cb = piles[pb].pop(qb)
    return cb


def _put_back(piles: list[list[int]], pa: int, qa: int, ca: int, pb: int, qb: int, cb: int) -> None:
    """Undo a pair: card ``ca`` back at position ``qa`` of pile ``pa``, ``cb`` at ``qb`` of
    ``pb`` (the lower position first when both came from one pile)."""
    if pa == pb and qa < qb:
        piles[pa].insert(qa, ca)
        piles[pb].insert(qb, cb)
    else:
        piles[pb].insert(qb, cb)
        piles[pa].insert(qa, ca)


class State(MoveGeneration):
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
        if not pile or len(pile) >= self.t.lock_at[p]:  # a locked pile: its cards go together
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
            _shift(piles[sp], piles[dp], n)
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
                cb = _take_pair(piles, pa, qa, pb, qb)
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
        cb = _take_pair(piles, pa, qa, pb, qb)
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
                _shift(piles[dp], piles[sp], n)
            elif code == P_EXTRACT:
                _, sp, pos, dp = op
                piles[sp].insert(pos, piles[dp].pop())
            elif code == P_PAIR:
                _, pa, qa, pb, qb, dest = op
                cb = piles[dest].pop()
                ca = piles[dest].pop()
                _put_back(piles, pa, qa, ca, pb, qb, cb)
            elif code == P_PAIR2:
                _, pa, qa, pb, qb, da, db = op
                cb = piles[db].pop()
                ca = piles[da].pop()
                _put_back(piles, pa, qa, ca, pb, qb, cb)
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
