"""Simulation and the Wilson interval."""

from __future__ import annotations

import json
import math

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
