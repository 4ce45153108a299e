"""Simulation and the Wilson interval."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest_engine_specs import SPECS
from rules.errors import VariorumError
from rules.play.policies import greedy
from rules.play.simulate import play_out, simulate
from rules.play.stats import wilson


@pytest.mark.parametrize("wins,n,lo,hi", [
    # reference values (Wilson 1927 score interval, z = 1.96), e.g. as statsmodels'
    # proportion_confint(method="wilson") gives them
    (81, 100, 0.7222, 0.8749),
    (5, 10, 0.2366, 0.7634),
    (0, 10, 0.0, 0.2775),
    (10, 10, 0.7225, 1.0),
    (1, 1000, 0.00018, 0.00565),
    (750, 1000, 0.72226, 0.77584),
])
def test_wilson_known_values(wins, n, lo, hi):
    a, b = wilson(wins, n)
    assert a == pytest.approx(lo, abs=6e-5)
    assert b == pytest.approx(hi, abs=6e-5)


@given(st.integers(1, 10**6), st.data())
def test_wilson_contains_the_estimate(n, data):
    wins = data.draw(st.integers(0, n))
    lo, hi = wilson(wins, n)
    assert 0.0 <= lo <= wins / n <= hi <= 1.0
    # narrower than the crude bound 1/sqrt(n) on each side, for any n
    assert hi - lo <= 2 * 1.96 / (2 * math.sqrt(n)) + 1e-9


def test_wilson_rejects_impossible_counts():
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_simulate_returns_plain_reproducible_data():
    spec = SPECS["queens-audience"]()
    r = simulate(spec, "greedy", deals=60, seed_start=100, block=16)
    assert json.loads(json.dumps(r)) == r
    assert r["deals"] == 60 and 0 <= r["wins"] <= 60
    assert r["wilson95"] == list(wilson(r["wins"], 60))
    assert r["mean_moves"] > 16 and r["mean_decisions"] >= 0
    assert simulate(spec, "greedy", deals=60, seed_start=100, block=7) == r


def test_simulate_counts_match_single_games():
    spec = SPECS["royal-cotillion"]()
    games = [play_out(spec, s, greedy) for s in range(20)]
    r = simulate(spec, "greedy", deals=20)
    assert r["wins"] == sum(g[0] for g in games)
    assert r["mean_moves"] == pytest.approx(sum(g[1] for g in games) / 20)
    assert r["mean_decisions"] == pytest.approx(sum(g[2] for g in games) / 20)
    losses = [g for g in games if not g[0]]
    if losses:
        assert r["mean_cards_left_at_loss"] == pytest.approx(
            sum(g[3] for g in losses) / len(losses))


def test_process_pool_gives_the_serial_result():
    spec = SPECS["odd-and-even"]()
    serial = simulate(spec, "random", deals=24, seed_start=5, block=6)
    pooled = simulate(spec, "random", deals=24, seed_start=5, block=6, workers=2)
    assert pooled == serial


def test_progress_is_reported():
    seen = []
    simulate(SPECS["queens-audience"](), "random", deals=30, block=8, progress=seen.append)
    assert sum(seen) == 30 and len(seen) == 4


def test_capped_games_count_as_losses():
    r = simulate(SPECS["queens-audience"](), "greedy", deals=3, max_moves=10)
    assert r["capped"] == 3 and r["wins"] == 0


def test_readings_change_outcomes():
    """Waste fully available wins far more often than top-only (Queen's Audience)."""
    top = simulate(SPECS["queens-audience"](), "greedy", deals=200)
    every = simulate(SPECS["queens-audience+waste-all"](), "greedy", deals=200)
    assert every["wilson95"][0] > top["wilson95"][1]


def test_bad_policy_name():
    with pytest.raises(VariorumError):
        simulate(SPECS["queens-audience"](), "clever", deals=1)


def _simulate_in_a_new_process(*argv: str) -> dict:
    """``variorum simulate … --format json`` in a process of its own: nothing loaded yet."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "comparer", "simulate", *argv, "--format", "json",
                           "--no-progress"], cwd=Path(__file__).resolve().parent.parent,
                          capture_output=True, text=True, timeout=600, check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize("argv", [
    ("queens-audience/dick-1883", "--deals", "200", "--policy", "greedy"),  # the compiled kernel's play
    ("queens-audience/dick-1883", "--deals", "6", "--policy", "solver"),  # the compiled search
], ids=["kernel-play", "solver-search"])
def test_the_first_load_in_a_process_is_charged_to_no_deal_but_given_apart(argv):
    r = _simulate_in_a_new_process(*argv)
    # numba's first load (its disk cache at best, some tenths of a second) outweighs every deal
    # played here put together; before, the first deal (or block) carried it
    assert r["seconds_load"] > 0
    assert r["seconds_p99"] * r["deals"] < r["seconds_load"], r


def test_a_block_s_deals_are_timed_after_the_warm_up(monkeypatch, tmp_path):
    import time

    from rules.play import policies, simulate as sim

    monkeypatch.setattr(sim, "_WARM", set())
    slow = 0.5

    def warm(name, state):
        time.sleep(slow)

    monkeypatch.setattr(policies, "warm", warm)
    spec = SPECS["queens-audience"]()
    r = simulate(spec, "greedy", deals=8, block=4, timing=True, engine="reference")
    assert r["seconds_load"] >= slow  # once: the second block finds the process warm
    assert r["seconds_load"] < 2 * slow and r["seconds_p99"] < slow
    # a results store keeps the deals' times, never the load (a block read from it loads nothing)
    from rules.play.store import ResultsStore

    monkeypatch.setattr(sim, "_WARM", set())
    store = ResultsStore(tmp_path)
    simulate(spec, "greedy", deals=4, block=4, timing=True, engine="reference", store=store)
    again = simulate(spec, "greedy", deals=4, block=4, timing=True, engine="reference", store=store)
    assert again["seconds_load"] == 0.0


def test_the_simulate_table_says_the_load_is_left_out_of_the_seconds_per_deal(capsys):
    from comparer.cli import main

    assert main(["simulate", "queens-audience/dick-1883", "--deals", "3", "--policy", "greedy",
                 "--no-progress"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert re.search(r"s/deal median +p99 +load s$", out[0].rstrip())
    assert out[-1].startswith("s/deal: wall seconds per deal") and "'load s'" in out[-1]
