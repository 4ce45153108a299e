"""The odds audit: figures read as ranges, every reading combination, verdicts, formats."""

from __future__ import annotations

import json
import re
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


def test_an_audit_cell_keeps_the_load_apart_and_an_older_cell_s_p99_is_marked(tmp_path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    from comparer import audit as mod
    from comparer.cli import main

    monkeypatch.setattr(mod, "POLICIES", (("greedy", 2, 5.0),))
    args = ["audit-odds", "british-constitution", "--cache", str(tmp_path)]
    assert main(args) == 0
    out = capsys.readouterr().out
    cells = list(tmp_path.glob("*/greedy-*-0-2.json"))
    assert cells and all("seconds_load" in json.loads(c.read_text("utf-8")) for c in cells)
    assert mod.LOAD_NOTE not in out and "*" not in out
    for c in cells:  # as a cell written before the load was timed apart
        data = json.loads(c.read_text("utf-8"))
        del data["seconds_load"]
        c.write_text(json.dumps(data), "utf-8")
    assert main(args) == 0
    out = capsys.readouterr().out
    assert mod.LOAD_NOTE in out and re.search(r"\d\.\d{3}\*", out)


def test_the_committed_results_give_every_stated_figure_a_verdict() -> None:
    """results/cache holds the audit's cells: the site renders them without playing."""
    report = audit(compute=False)
    assert len(report["figures"]) == len(odds_claims())
    for f in report["figures"]:
        assert f["verdict"] in ("consistent", "reproduced only under",
                                "contradicted by every reading tried")


def _one_solver_cell(tmp_path, monkeypatch, policy: str = "solver"):  # type: ignore[no-untyped-def]
    from comparer import audit as mod

    monkeypatch.setattr(mod, "POLICIES", ((policy, 1, 30.0),))
    return audit("queens-audience", cache=tmp_path, compute=True)


def _rows(report, policy: str) -> list:  # type: ignore[no-untyped-def]
    return [r for rows in report["tables"].values() for r in rows if r.get("policy") == policy]


def test_a_solver_cell_of_another_solver_version_is_stale_and_not_read(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import rules.play.solver as solver

    _one_solver_cell(tmp_path, monkeypatch)
    monkeypatch.setattr(solver, "SOLVER_VERSION", solver.SOLVER_VERSION + 1)
    report = audit("queens-audience", cache=tmp_path, compute=False)
    rows = _rows(report, "solver")
    assert rows and all("rate" not in r for r in rows)
    assert all(f"solver_version {solver.SOLVER_VERSION - 1} (now {solver.SOLVER_VERSION})"
               in r["stale"] for r in rows)
    text = render(report, "text")
    assert "stale" in text and "not cached" not in text
    assert all(f["verdict"] == "contradicted by every reading tried" for f in report["figures"])
    again = audit("queens-audience", cache=tmp_path, compute=True)  # recomputed, then current
    assert all("rate" in r and "stale" not in r for r in _rows(again, "solver"))


def test_a_cell_written_before_the_solver_version_was_kept_is_stale(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _one_solver_cell(tmp_path, monkeypatch, "expert")
    for path in tmp_path.glob("*/expert-*.json"):  # as the cells of session 3 were written
        d = json.loads(path.read_text(encoding="utf-8"))
        del d["parameters"]["solver_version"]
        path.rename(path.with_name("expert-91c06ea2-0-1.json"))
        path.with_name("expert-91c06ea2-0-1.json").write_text(json.dumps(d), encoding="utf-8")
    rows = _rows(audit("queens-audience", cache=tmp_path, compute=False), "expert")
    assert rows and all("rate" not in r and "solver_version none" in r["stale"] for r in rows)


def test_an_expert_cell_of_other_samples_is_stale(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from rules.play.expert import expert

    _one_solver_cell(tmp_path, monkeypatch, "expert")
    monkeypatch.setattr(expert, "samples", expert.samples + 4)
    rows = _rows(audit("queens-audience", cache=tmp_path, compute=False), "expert")
    assert rows and all(f"samples {expert.samples - 4} (now {expert.samples})" in r["stale"]
                        for r in rows)


def test_the_site_chart_says_a_stale_cell_is_stale_and_does_not_draw_it() -> None:
    from comparer.site.audit_svg import audit_drawing
    from comparer.site import WORDS

    rows = [{"ruleset": "g/s", "reading": None, "plain": True, "policy": "solver", "spec": "x",
             "stale": "stale, not used: computed by 100 deals with solver_version none (now 3)"}]
    d = audit_drawing(rows, ["3/4"], WORDS["en"], "G")
    assert d["rows"][0]["marks"] == [] and "stale" in d["rows"][0]["absent"]
    assert "solver" in d["rows"][0]["absent"]


def test_the_results_store_keeps_blocks_of_each_solver_version_apart(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import rules.play.solver as solver
    from rules.engine.examples import queens_audience_example
    from rules.play.store import ResultsStore

    store = ResultsStore(tmp_path)
    spec = queens_audience_example()
    before = store.key(spec, "solver", 5000)
    assert store.key(spec, "greedy", 5000) == tmp_path / spec_hash(spec) / "greedy-5000"
    monkeypatch.setattr(solver, "SOLVER_VERSION", solver.SOLVER_VERSION + 1)
    assert store.key(spec, "solver", 5000) != before
    assert store.key(spec, "expert", 5000).name.endswith(f"solver{solver.SOLVER_VERSION}")
