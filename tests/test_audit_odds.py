"""The odds audit: figures read as ranges, every reading combination, verdicts, formats."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from comparer.audit import (audit, figure_range, odds_claims, reading_combinations, render,
                            spec_hash, verdict)


def test_every_stated_chance_in_the_corpus_has_a_reading() -> None:
    claims = odds_claims()
    assert {c.game for c in claims} >= {"queens-audience", "british-constitution",
                                        "besieged-city"}
    for c in claims:
        r = figure_range(c.value)
        assert 0 <= r["low"] <= r["point"] <= r["high"] <= 1 and r["how"]


def test_verbal_odds_come_from_a_cited_scale() -> None:
    assert figure_range("extremely difficult")["high"] <= 0.10
    assert "ipcc" in figure_range("high chance of winning")["how"]


def test_reading_combinations_take_one_reading_per_question() -> None:
    from rules.resolve.ruleset import all_readings, load

    name = "besieged-city/ru-24-patiences"
    axes: dict[str, int] = {}
    for r in all_readings(load(name)):
        axes[r.axis] = axes.get(r.axis, 0) + 1
    combos = reading_combinations(name)
    expected = 1
    for n in axes.values():
        expected *= n
    assert len(combos) == len(set(combos)) == expected and combos[0] is None


def test_spec_hash_ignores_names_and_sees_rules() -> None:
    from rules.engine.examples import queens_audience_example

    qa = queens_audience_example()
    assert spec_hash(qa) == spec_hash(replace(qa, name="other"))
    assert spec_hash(qa) != spec_hash(replace(qa, stock=replace(qa.stock, redeals=1)))


def _row(policy: str, rate: float, low: float, high: float, plain: bool = True) -> dict:
    return {"ruleset": "g/s", "reading": None if plain else "r", "plain": plain,
            "policy": policy, "rate": rate, "low": low, "high": high}


FIG = {"point": 0.75, "low": 0.625, "high": 0.875}


def test_verdict_consistent_when_the_plain_reading_played_well_meets_the_figure() -> None:
    v = verdict(FIG, [_row("expert", 0.7, 0.6, 0.8), _row("greedy", 0.2, 0.1, 0.3)])
    assert v["verdict"] == "consistent" and "expert" in v["most_likely"]


def test_verdict_names_the_only_readings_and_players_that_reproduce_it() -> None:
    v = verdict(FIG, [_row("expert", 0.3, 0.2, 0.4), _row("solver", 0.7, 0.6, 0.8, False)])
    assert v["verdict"] == "reproduced only under"
    assert v["reproduced_by"] == ["[r] played by solver"]


def test_verdict_contradicted_when_no_reading_reaches_the_figure() -> None:
    v = verdict(FIG, [_row("expert", 0.3, 0.2, 0.4), _row("solver", 0.4, 0.3, 0.5)])
    assert v["verdict"] == "contradicted by every reading tried"
    assert not v["most_likely_reproduces"]


@pytest.mark.parametrize("fmt", ["text", "md", "json", "html"])
def test_audit_renders_from_the_cache_alone(tmp_path, fmt: str) -> None:  # type: ignore[no-untyped-def]
    report = audit("besieged-city", cache=tmp_path, compute=False)
    out = render(report, fmt)
    assert "besieged-city" in out
    if fmt == "json":
        assert json.loads(out)["figures"][0]["claim"] == "r24-besieged-c26"
    if fmt == "html":
        assert "чрезвычайно" in out and "<table>" in out


def test_audit_odds_command_computes_and_caches_a_cell(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from comparer.cli import main

    args = ["audit-odds", "british-constitution", "--deals", "1", "--cache", str(tmp_path),
            "--format", "json"]
    from comparer import audit as mod

    saved = mod.POLICIES
    mod.POLICIES = (("greedy", 1, 5.0),)
    try:
        assert main(args) == 0
    finally:
        mod.POLICIES = saved
    data = json.loads(capsys.readouterr().out)
    assert data["figures"][0]["verdict"]
    assert list(tmp_path.glob("*/greedy-*-0-1.json"))


def test_the_committed_results_give_every_stated_figure_a_verdict() -> None:
    """results/cache holds the audit's cells: the site renders them without playing."""
    report = audit(compute=False)
    assert len(report["figures"]) == len(odds_claims())
    for f in report["figures"]:
        assert f["verdict"] in ("consistent", "reproduced only under",
                                "contradicted by every reading tried")
