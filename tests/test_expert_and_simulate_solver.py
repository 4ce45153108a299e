"""The expert policy and the solver as a simulate policy: counts, intervals, default policy."""

from __future__ import annotations

import json
import math
from typing import Any

from rules.engine.examples import queens_audience_example
from rules.engine.state import State, new_game
from rules.play.expert import Expert
from rules.play.simulate import play_out, simulate
from rules.play.solver import Limits, solve


def test_solver_policy_counts_add_up_and_give_ups_widen_the_interval() -> None:
    r = simulate(queens_audience_example(), "solver", deals=12, seed_start=0)
    assert r["wins"] + r["proved_lost"] + r["gave_up"] == 12
    lo, hi = r["interval_with_give_ups"]
    assert lo == r["wilson95"][0] and hi >= r["wilson95"][1]


def test_solver_policy_wins_exactly_the_deals_the_solver_wins() -> None:
    from rules.play.solver import solver_policy

    # Node limits only: a CPU-second limit makes a deal near it won in one run and given up in
    # the other on a loaded machine.  40,000 positions decide seeds 0-5 (won and lost); one
    # position gives up on the deals safe moves alone do not decide, so every verdict is compared.
    spec = queens_audience_example()
    verdicts = set()
    for limits in (Limits(nodes=40_000, seconds=math.inf), Limits(nodes=1, seconds=math.inf)):
        def policy(state: State, moves: Any, rng: Any, limits: Limits = limits) -> Any:
            state.notes.setdefault("solver-limits", limits)
            return solver_policy(state, moves, rng)

        for seed in range(6):
            out = solve(new_game(spec, seed), limits)
            won, *_, verdict = play_out(spec, seed, policy, verdict=True)
            assert (won, verdict) == (out.status == "won", out.status), (limits.nodes, seed)
            verdicts.add(verdict)
    assert {"won", "lost", "gave-up"} <= verdicts, verdicts


def test_expert_is_reproducible_and_at_least_as_good_as_greedy_on_a_sample() -> None:
    spec = queens_audience_example()
    ex = Expert(samples=4, nodes=200)
    a = [play_out(spec, s, ex)[:2] for s in range(8)]
    b = [play_out(spec, s, Expert(samples=4, nodes=200))[:2] for s in range(8)]
    assert a == b
    from rules.play.policies import greedy

    assert sum(w for w, _ in a) >= sum(play_out(spec, s, greedy)[0] for s in range(8))


def test_simulate_names_its_default_policy_and_counts_capped_games(capsys) -> None:  # type: ignore[no-untyped-def]
    from comparer.cli import main

    assert main(["simulate", "parterre/ru-24-patiences", "--deals", "2", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "capped" in out.splitlines()[0]
    assert "lookahead by default for parterre" in out
    assert main(["simulate", "queens-audience/dick-1883", "--deals", "3", "--policy", "solver",
                 "--format", "json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["policy"] == "solver" and "gave_up" in r and "seconds_p99" in r


def test_expert_choice_with_solves_left_out_equals_the_full_score_table() -> None:
    """``Expert._best`` skips solves that cannot change the choice: at every decision of a few
    deals (one reading where every move wins, one where they differ) it picks the move the full
    table of scores (every move solved in every sample) picks."""
    from comparer.cli.arguments import spec_for
    from rules.engine.deal import Rng

    ex = Expert(samples=6, nodes=300)
    checked = 0
    for spec in (queens_audience_example(),
                 spec_for("queens-audience/arnold-2011", "waste-all")):
        for seed in range(3):
            st = new_game(spec, seed)
            rng = Rng(seed)
            for _ in range(60):
                moves = st.legal_moves()
                if st.is_won() or not moves:
                    break
                if len(moves) > 1:
                    samples = [ex._sample(st, rng) for _ in range(ex.samples)]
                    full = [sum(ex._value(s, m) for s in samples) for m in moves]
                    want = max(range(len(moves)), key=lambda i: (full[i], -i))
                    assert ex._best(samples, moves) == (want if full[want] > 0 else -1)
                    checked += 1
                st.apply(moves[0])
    assert checked >= 20
