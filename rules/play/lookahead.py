"""The ``lookahead`` policy: a bounded search over the player's own moves, judged by a
heuristic evaluation of what the player can see.

What the policy sees
--------------------
Exactly what a player at the table sees, and nothing else:

* every card outside the stock: the cards dealt to the layout (all the games here deal
  their tableau and reserve face up), the foundations, the discard pile and the waste (its
  cards were seen when they were dealt);
* the **number** of cards in the stock, never their order or identity.  Where the rules make
  the stock's top card playable (``access`` other than ``none``: The Besieged City's
  stock-to-foundation moves) the engine lists those moves, so that one card is known too, as
  it is to a player who may play it; the evaluation still never reads the stock;
* the rules (the spec) and the legal moves.

The search never looks past a move that takes a card out of the stock (a deal, a gap filled
from the stock, the deal itself after a set-up choice made before it): such a move is a
*boundary*.  Its outcome is judged with the cards it brought out **masked**: a masked card
counts as an unknown card, exactly as it did in the stock, is not available for building and
blocks the cards below it; which card it is never enters the score.  Hence two deals that
differ only in the hidden part of the stock get the same decisions until a stock card is
actually revealed (``tests/test_lookahead.py`` checks it).  (Where the number of cards a deal
brings out, or where they land, depends on the hidden cards, e.g. a deal "until a card fits",
that number is seen after the move: the policy does not look at it before choosing, but the
score of that boundary does.)

The evaluation (higher is better; :meth:`Evaluator.evaluate`)
-------------------------------------------------------------
From the foundations the policy derives each card face's **need**: how many cards must go home
before that card can (0: a foundation takes it now; pairs to a discard pile or onto an empty
foundation make their cards needed at once).  A card's **urgency** is ``1 / (1 + need)``.
Every group gets a **distance**: how many moves a card of that group needs at least to reach a
foundation or discard pile through the spec's transfers, gap fills, pairs and deals
(British Constitution: Privy Council 1, Lords 2, Commons 3, People 4, stock 5).  Then

    score = W_HOME * cards home
          - sum over visible cards not home of urgency * distance
          - sum over blocked cards of W_BLOCKED * urgency * (1 + W_DEPTH * cards above it)
          - W_CLOG * sum over slots of (1 - urgency of the slot's bottom card)
          - U_UNKNOWN * distance(stock) * (cards in the stock + masked cards)
          + W_GAP * free gaps + W_MOBILITY * mobility + W_DEMAND * demand

* a card is *blocked* when a card above it in its pile is needed later (or is masked): that
  card must go somewhere else first; piles whose every card is available never block;
* *slots* are the piles next to the foundations whose gaps bring new cards into play (the
  Privy Council): one whose bottom card is not needed soon stays shut;
* *free gaps*: empty piles the player may fill at will (Parterre's garden);
* *mobility*: how many (available card, pile whose top card takes it) pairs the transfers
  onto the piles next to the foundations offer (masked cards and gaps do not count);
* *demand*: the sum of every face's urgency: higher when the foundations want many different
  cards soon.  It is what judges set-up choices made before the deal (Gavotte's two starting
  ranks: foundations that want different cards).

The scores of a position's children are worked out by difference from the parent's when a
move changes two piles and sends nothing home (:meth:`Evaluator.child_score`, equal to the full
evaluation: the tests check it); that keeps a decision over a dozen moves in the tens of
microseconds.

The search (:meth:`Lookahead.decide`)
-------------------------------------
* A safe move (a pair, a card home: the engine lists them first) is played at once, in the
  engine's order, as greedy plays it.
* Otherwise best-first over positions reachable by moves that are not boundaries, most
  promising first: every legal move is scored, then the best positions are expanded while the
  number of positions generated stays under ``budget`` (the node budget; the default, 1,
  scores the legal moves and looks no further).  Boundary moves are scored (masked) but never
  expanded.  Positions already played in this game, or already expanded in this search, are
  not expanded again; a path through a position already played is never chosen: the policy
  never returns to a position.
* The target is the best of: any winning position, any boundary outcome, any non-boundary
  position that scores better than the current one.  The policy plays the first move of the
  path to it and remembers the rest as a plan, followed while the position is the one planned
  (no card is revealed on the way); then it searches again.
* When nothing improves and no boundary move exists it takes the best position found anyway
  ("sideways"), at most ``max_sideways`` times in a row, and at most ``max_idle`` moves
  without a card going home or out of the stock; past that, or when every move returns to a
  position already played, it resigns (like greedy).  So a game always ends well within the
  simulator's move cap.

Set-up choices are ordinary moves of the search: a choice made after the deal is judged on the
visible layout it produces (Gavotte: which 16 cards become the lords, the ladies'
arrangement); a choice made before the deal only by the rules (the demand term).

Deterministic: no randomness is used; ties go to the move listed first.

>>> from rules.engine.state import new_game
>>> from rules.engine.examples import queens_audience_example
>>> st = new_game(queens_audience_example(), seed=3)
>>> lookahead(st, st.legal_moves(), None) == lookahead(new_game(queens_audience_example(), 3),
...                                                     st.legal_moves(), None)
True
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING, Any

from rules.engine.codes import MC_HOME, MC_OTHER, MC_PAIR
from rules.engine.tables import effective_spec, tables_for
from rules.play.evaluate import Context, Evaluator

if TYPE_CHECKING:
    from rules.engine.moves import Move
    from rules.engine.tables import Tables
    from rules.engine.state import State


def position_key(state: State) -> tuple[object, ...]:
    """A hashable position: the same content as ``State.key()``, packed into bytes (built
    fast, and a bytes object hashes once: the key is looked up several times).  Cards are
    numbered below 256 up to four packs; beyond that the tuples themselves are used."""
    piles = state.piles
    try:
        return (bytes(map(len, piles)) + bytes(chain.from_iterable(piles)), state.redeals,
                state.choices)
    except ValueError:  # a card number or a pile length beyond 255
        return (tuple(map(tuple, piles)), state.redeals, state.choices)


class _Game:
    """What the policy remembers during one game (kept in ``state.notes``)."""

    __slots__ = ("seen", "plan", "sideways", "idle", "progress", "next")

    def __init__(self) -> None:
        self.seen: set[tuple[object, ...]] = set()
        self.plan: list[tuple[tuple[object, ...], Move]] = []
        self.sideways = 0
        self.idle = 0
        self.progress: tuple[int, int] = (-1, -1)
        #: the context of the position the last move chosen leads to, when it was worked
        #: out by difference: (that position, the context)
        self.next: tuple[tuple[object, ...], Context] | None = None


class _Node:
    """A position found by the search: its score, the order it was found in, the path to
    it, whether the path's last move reveals a card (None: not to be chosen), and for a
    child of the root changed in two piles only, (a, b, new a, new b)."""

    __slots__ = ("score", "order", "path", "boundary", "delta")

    def __init__(self, score: float, order: int, path: tuple[Move, ...], boundary: bool,
                 delta: tuple[int, int, list[int], list[int]] | None = None) -> None:
        self.score = score
        self.order = order
        self.path = path
        self.boundary: bool | None = boundary
        self.delta = delta


class Lookahead:
    """The policy: ``Lookahead(budget)(state, legal_moves, rng) -> move`` (``rng`` unused).

    ``budget``: positions generated per search (the node budget).  The legal moves are
    always scored; the best positions are then expanded while fewer than ``budget`` have
    been generated, so the default, 1, is a one-move search (plus the masked outcome of
    every revealing move); a decision that follows a plan costs nothing.
    ``max_sideways``/``max_idle``: see the module docstring.
    """

    NOTE = "lookahead"

    def __init__(self, budget: int = 1, max_sideways: int = 30, max_idle: int = 400,
                 evaluator: type[Evaluator] = Evaluator) -> None:
        self.budget = budget
        self.max_sideways = max_sideways
        self.max_idle = max_idle
        self.evaluator_class = evaluator
        self._evaluators: dict[object, Evaluator] = {}
        #: counters for benchmarks: searches made, positions generated, planned moves played
        self.stats = {"searches": 0, "nodes": 0, "planned": 0}

    def __repr__(self) -> str:
        return f"Lookahead(budget={self.budget})"

    def evaluator(self, state: State) -> Evaluator:
        """The evaluator of the state's effective spec: the spec with the set-up choices
        made so far (its engine tables identify it; before the deal the engine has not
        installed the choices yet, so the spec is worked out from them)."""
        t = state.t
        key: object = t if state.dealt else (t, state.choices)
        ev = self._evaluators.get(key)
        if ev is None:
            if len(self._evaluators) > 256:
                self._evaluators.clear()
            if state.dealt:
                ev = self.evaluator_class(t)
            else:
                ev = self.evaluator_class(tables_for(effective_spec(state.spec, state.choices)),
                                          reads_moves=False)
            self._evaluators[key] = ev
        return ev

    def _game(self, state: State) -> _Game:
        g = state.notes.get(self.NOTE)
        if not isinstance(g, _Game):
            g = _Game()
            state.notes[self.NOTE] = g
        return g

    def __call__(self, state: State, moves: Sequence[Move], rng: Any = None) -> Move | None:
        return self.decide(state, moves)

    def decide(self, state: State, moves: Sequence[Move]) -> Move | None:
        """The move to play (``None``: resign)."""
        game = self._game(state)
        root = position_key(state)
        game.seen.add(root)
        ev = self.evaluator(state)
        piles = state.piles
        progress = (ev.home(piles), len(piles[ev.stock]))
        if progress != game.progress:
            game.progress = progress
            game.idle = 0
        else:
            game.idle += 1
        carried = game.next
        game.next = None
        if state.dealt and state.move_class(moves[0]) in (MC_PAIR, MC_HOME):
            # a safe move (a pair, a card home): played at once, in the engine's order, as
            # greedy plays it
            game.plan.clear()
            return moves[0]
        if game.plan:
            key, move = game.plan[0]
            if key == root and move in moves:
                del game.plan[0]
                self.stats["planned"] += 1
                return move
            game.plan.clear()
        if game.idle > self.max_idle:
            return None
        if len(moves) == 1:
            m = moves[0]
            if not state.dealt or state.move_class(m) != MC_OTHER:  # others cannot go back
                return m
            state.apply(m)
            k = position_key(state)
            state.undo()
            return None if k in game.seen else m
        ctx = carried[1] if carried is not None and carried[0] == root else None
        return self._search(state, moves, game, ev, ctx)

    # -- the search ----------------------------------------------------------------------------

    def _search(self, state: State, moves: Sequence[Move], game: _Game, ev: Evaluator,
                root_ctx: Context | None) -> Move | None:
        self.stats["searches"] += 1
        search = _Search(self, state, ev)
        search.expanded.add(position_key(state))
        won = search.generate((), moves, root_ctx)
        root_ctx = search.root_ctx
        if won is None:
            won = search.expand(game.seen)
        self.stats["nodes"] += search.nodes
        if won is not None:
            keys = self._path_keys(state, won, set())
            game.plan = [(keys[i], won[i + 1]) for i in range(len(won) - 1)] if keys else []
            game.sideways = 0
            return won[0]
        assert root_ctx is not None
        return self._target(state, game, ev, root_ctx, search.found)

    def _target(self, state: State, game: _Game, ev: Evaluator, root_ctx: Context,
                found: list[_Node]) -> Move | None:
        """The first move towards the best boundary outcome or improving position; failing
        that the best position found (sideways); each checked never to pass through a
        position played."""
        seen = game.seen
        root_score = root_ctx.score
        ranked = sorted((n for n in found if n.boundary is not None), key=_rank)
        improving = [n for n in ranked if n.boundary or n.score > root_score + 1e-9]
        for candidates, sideways in ((improving, False), (ranked, True)):
            for node in candidates:
                keys = self._path_keys(state, node.path, seen)
                if keys is None:
                    continue
                if sideways:
                    game.sideways += 1
                    if game.sideways > self.max_sideways:
                        return None
                else:
                    game.sideways = 0
                path = node.path
                game.plan = [(keys[i], path[i + 1]) for i in range(len(path) - 1)]
                if node.delta is not None:
                    a, b, new_a, new_b = node.delta
                    state.apply(path[0])
                    child = position_key(state)
                    state.undo()
                    game.next = (child, ev.child_context(root_ctx, node.score, state.piles,
                                                         a, new_a, b, new_b))
                return path[0]
        return None  # every move returns to a position already played, or is a dead end

    @staticmethod
    def _path_keys(state: State, path: tuple[Move, ...], seen: set[tuple[object, ...]]
                   ) -> list[tuple[object, ...]] | None:
        """The positions along ``path`` before its last move, or None if one was played
        before in this game (or the path's end was), or the path passes one twice.  A
        single move that cannot go back to an earlier position (greedy's classes: fills,
        pairs, moves home, deals) is not played to be checked."""
        if len(path) == 1 and state.move_class(path[0]) != MC_OTHER:
            return []
        keys: list[tuple[object, ...]] = []
        on_path: set[tuple[object, ...]] = set()
        ok = True
        n = 0
        try:
            for i, m in enumerate(path):
                state.apply(m)
                n += 1
                k = position_key(state)
                if k in seen or k in on_path:
                    ok = False
                    break
                on_path.add(k)
                if i < len(path) - 1:
                    keys.append(k)
        finally:
            for _ in range(n):
                state.undo()
        return keys if ok else None


class _Search:
    """One search from the current position: the frontier (a heap of positions, best score
    first), every position scored (``found``), the positions expanded and the counts."""

    def __init__(self, policy: Lookahead, state: State, ev: Evaluator) -> None:
        self.policy = policy
        self.state = state
        self.ev = ev
        self.ev_tables = state.t
        self.stock = ev.stock
        self.budget = policy.budget
        self.heap: list[tuple[float, int, _Node]] = []
        self.found: list[_Node] = []
        self.expanded: set[tuple[object, ...]] = set()
        self.order = 0
        self.nodes = 0
        #: the root position's context, once its children are scored
        self.root_ctx: Context | None = None

    def expand(self, seen: set[tuple[object, ...]]) -> tuple[Move, ...] | None:
        """Expand the best positions of the frontier until the budget is spent; a winning path
        if one is found."""
        state = self.state
        won = None
        while won is None and self.heap and self.nodes < self.budget:
            node = heapq.heappop(self.heap)[2]
            for m in node.path:
                state.apply(m)
            try:
                k = position_key(state)
                if k in seen or k in self.expanded:
                    node.boundary = None  # not to be chosen
                    continue
                self.expanded.add(k)
                children = state.legal_moves()
                if not children:
                    node.boundary = None  # a dead end
                else:
                    won = self.generate(node.path, children, None)
            finally:
                for _ in node.path:
                    state.undo()
        return won

    def _add(self, node: _Node) -> None:
        self.found.append(node)
        if self.nodes < self.budget:
            heapq.heappush(self.heap, (-node.score, node.order, node))

    def generate(self, path: tuple[Move, ...], children: Sequence[Move], ctx: Context | None
                 ) -> tuple[Move, ...] | None:
        """Score the children of the current position (the end of ``path``); returns a
        winning path if one child wins."""
        state = self.state
        tables = state.t
        e = self.ev if tables is self.ev_tables and state.dealt else self.policy.evaluator(state)
        if ctx is None:
            ctx = e.context(state)
        piles = state.piles
        dealt = state.dealt
        at_root = not path
        tried: set[tuple[object, ...]] = set()
        for m in children:
            if e.twin(m, piles, tried):
                continue
            self.nodes += 1
            self.order += 1
            simple = e.simple_move(m) if dealt else None
            old_a: list[int] = []
            old_b: list[int] = []
            if simple is not None:
                pred = e.predict(piles, simple)
                if pred is not None:
                    a, b = simple[0], simple[1]
                    score = e.child_score(ctx, a, piles[a], pred[0], b, piles[b], pred[1])
                    self._add(_Node(score, self.order, path + (m,), False,
                                    (a, b, pred[0], pred[1]) if at_root else None))
                    continue
                old_a, old_b = piles[simple[0]][:], piles[simple[1]][:]
            if self._play(path, m, e, ctx, simple, old_a, old_b, (piles, tables, dealt)):
                return path + (m,)
        if at_root:
            self.root_ctx = ctx
        return None

    def _play(self, path: tuple[Move, ...], m: Move, e: Evaluator, ctx: Context,
              simple: tuple[int, int, int, int] | None, old_a: list[int], old_b: list[int],
              parent: tuple[list[list[int]], Tables, bool]) -> bool:
        """Score child ``m`` by playing it (a move whose result is not predicted); True if it
        wins the game.  ``parent``: the piles, tables and dealt flag ``generate`` read from
        the parent position."""
        state = self.state
        piles, tables, dealt = parent
        stock = self.stock
        spile = piles[stock]
        before = len(spile)
        old = spile[:] if before else None
        old_w = piles[e.waste][:] if m.kind == "deal" and e.waste >= 0 else []
        state.apply(m)
        try:
            now = state.piles
            e2 = e if state.t is tables and dealt else self.policy.evaluator(state)
            if state.dealt and e2.home(now) == e2.total:
                return True
            after = len(now[stock])
            if after != before or state.dealt != dealt:
                judged: float | None = None
                if not dealt:  # the deal itself: every card of the layout is new
                    masked = {c for p in e2.play_piles for c in now[p]}
                elif old is not None and after < before:
                    masked = set(old[after:])
                    if simple is not None and after == before - 1 and state.t is tables:
                        a, b, n, _pos = simple
                        new_a, new_b = now[a], now[b]
                        if len(new_b) == len(old_b) + n and new_a[-1:] == old[-1:] \
                                and new_a[:-1] == old_a[:len(old_a) - n]:
                            # the opened gap was filled from the stock, nothing else
                            judged = e.child_score(ctx, a, old_a, new_a, b, old_b, new_b, masked)
                    elif m.kind == "deal" and e.waste >= 0 and state.t is tables:
                        w = e.waste
                        new_w = now[w]
                        k = before - after
                        if len(new_w) == len(old_w) + k and set(new_w[len(old_w):]) == masked:
                            # the cards dealt lie on the waste, nothing else moved
                            judged = e.child_score(ctx, stock, old, now[stock], w, old_w, new_w,
                                                   masked)
                else:
                    masked = set()
                if judged is None:
                    judged = e2.evaluate(state, masked)
                self.found.append(_Node(judged, self.order, path + (m,), True))
                return False
            self._add(_Node(e2.evaluate(state), self.order, path + (m,), False))
        finally:
            state.undo()
        return False


def _rank(node: _Node) -> tuple[float, int]:
    return (-node.score, node.order)


#: The registered policy (``rules.policies.get_policy("lookahead")``).
lookahead = Lookahead()
