"""The ``expert`` policy: a player who cannot see the stock, playing perfect-information Monte
Carlo.

At each decision (two or more legal moves, none of them proved safe by
``rules.play.safe_moves``), the expert imagines ``samples`` orders of the cards it cannot see,
plays each legal move in each imagined deal and asks the exact solver (``rules.play.solver``,
a small budget) whether the imagined deal can still be won; it plays the move that wins in the
most samples (ties: the move the engine lists first, i.e. the safest; :meth:`Expert._best`
leaves out the solves that cannot change that choice).  What it cannot see:

* the order of the stock (the number of cards in it is seen; where the rules make the stock's
  top card playable, as in The Besieged City, that card is seen and stays in place);
* before the deal (Gavotte's set-up choices made before the cards are dealt): every card, so
  each sample is another seeded deal with the same choices.

A sample the solver gives up on counts half a win.  Each solve is bounded by positions
(``nodes``), the CPU-time limit only as a safety net, so the decisions do not depend on the
machine's speed.  The expert never returns to a position it
has already been in during the game unless every move does; when no move wins in any sample it
plays as greedy does.  It is reproducible: the samples are drawn with the policy generator the
simulator passes (seeded from the deal, docs/ENGINE.md §3).

>>> from rules.engine.state import new_game
>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.deal import Rng
>>> st = new_game(queens_audience_example(), 3)
>>> m1 = expert(st, st.legal_moves(), Rng(7))
>>> m2 = expert(new_game(queens_audience_example(), 3), st.legal_moves(), Rng(7))
>>> m1 == m2
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rules.engine.codes import NONE
from rules.play.safe_moves import analysis_for
from rules.play.solver import GAVE_UP, WON, Limits, solve, warm_search

if TYPE_CHECKING:
    from rules.engine.deal import Rng
    from rules.engine.moves import Move
    from rules.engine.state import State


class Expert:
    """Perfect-information Monte Carlo over the engine's moves (see the module docstring)."""

    def __init__(self, samples: int = 8, nodes: int = 400, seconds: float = 10.0) -> None:
        self.samples = samples
        self.limits = Limits(nodes=nodes, seconds=seconds, table=50_000, line=False)

    def __repr__(self) -> str:
        return f"Expert(samples={self.samples}, nodes={self.limits.nodes})"

    def parameters(self) -> dict[str, Any]:
        """What decides its play besides the deal (a part of the odds audit's cache key)."""
        return {"samples": self.samples, "nodes": self.limits.nodes,
                "cpu_seconds": self.limits.seconds, "table": self.limits.table}

    def __call__(self, state: State, moves: Sequence[Move], rng: Rng | None) -> Move | None:
        seen = state.notes.setdefault("expert-seen", set())
        a = analysis_for(state.t)
        seen.add(a.key(state))  # type: ignore[attr-defined]
        if len(moves) == 1:
            return moves[0]
        safe = a.safe_move(state, list(moves))
        if safe is not None:
            return safe
        fresh = [m for m in moves if not self._repeats(state, m, seen)]  # type: ignore[arg-type]
        if not fresh:
            return None
        if len(fresh) == 1:
            return fresh[0]
        if rng is None:
            from rules.engine.deal import Rng

            rng = Rng(state.seed)
        samples = [self._sample(state, rng) for _ in range(self.samples)]
        best = self._best(samples, fresh)
        if best < 0:
            from rules.play.policies import greedy

            return greedy(state, fresh, rng)
        return fresh[best]

    def _best(self, samples: list[State], moves: Sequence[Move]) -> int:
        """The index of the move winning in the most ``samples`` (ties: the first listed), or
        -1 when none wins in any.  Not every move is solved in every sample, and the answer is
        the same as if each were: a move stops being solved once even winning every sample
        left could not beat the best so far (a tie goes to the earlier move), and the moves
        after one that wins every sample are not tried (none can beat it)."""
        best, top = -1, 0.0
        n = len(samples)
        for i, m in enumerate(moves):
            score = 0.0
            for k, sample in enumerate(samples):
                score += self._value(sample, m)
                if score + (n - k - 1) <= top:
                    break
            if score > top:
                best, top = i, score
                if top == n:
                    break
        return best

    @staticmethod
    def _repeats(state: State, m: Move, seen: set[bytes]) -> bool:
        state.apply(m)
        try:
            return analysis_for(state.t).key(state) in seen
        finally:
            state.undo()

    def _value(self, sample: State, m: Move) -> float:
        sample.apply(m)
        try:
            out = solve(sample, self.limits)
        finally:
            sample.undo()
        return 1.0 if out.status == WON else 0.5 if out.status == GAVE_UP else 0.0

    @staticmethod
    def _sample(state: State, rng: Rng) -> State:
        """``state`` with the cards the player cannot see in another order."""
        from rules.engine.state import State as _State

        if not state.dealt:
            sample = _State(state.spec, rng.next32() | rng.next32() << 32)
            for move in state.moves_made:
                sample.apply(move)
            return sample
        sample = state.copy()
        t = sample.t
        stock = sample.piles[t.stock]
        keep = 1 if t.access[t.stock] != NONE and stock else 0  # a playable top is seen
        hidden = stock[:len(stock) - keep]
        for i in range(len(hidden) - 1, 0, -1):
            j = rng.below(i + 1)
            hidden[i], hidden[j] = hidden[j], hidden[i]
        sample.piles[t.stock] = hidden + stock[len(stock) - keep:]
        return sample


#: The policy registered as ``expert``.
expert = Expert()


def warm_expert(state: State) -> None:
    """Load what the registered expert's first move loads: the search its samples are solved
    with, with their table (``rules.play.policies.warm``)."""
    warm_search(state, expert.limits)


def expert_with(**params: Any) -> Expert:
    """An expert with other parameters (samples, nodes, seconds)."""
    return Expert(**params)
