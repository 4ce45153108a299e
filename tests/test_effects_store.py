"""The comparer's measured effects kept on disk (``variorum compare --cache``) and read back
without playing, as the site reads them."""

from __future__ import annotations

from pathlib import Path

from comparer.effects import Store, clear_cache
from comparer.report import pair_report
from comparer.variants import Variant

A, B = Variant("british-constitution/cadogan-1874"), Variant("british-constitution/morehead-mott-smith-1949")


def test_stored_outcomes_give_the_same_effects_without_playing(tmp_path: Path) -> None:
    played = pair_report(A, B, deals=2, policy="greedy", store=Store(tmp_path))
    files = sorted(p.name for p in tmp_path.rglob("outcomes-*.json"))
    assert files and all(f.startswith("outcomes-greedy-") and f.endswith("-0-2.json") for f in files)
    clear_cache()  # nothing left in the process: the effects must come from the files
    read = pair_report(A, B, deals=2, policy="greedy", store=Store(tmp_path, compute=False))
    assert read["effect"] == played["effect"] and read["slots"] == played["slots"]


def test_a_store_that_may_not_play_leaves_missing_effects_unmeasured(tmp_path: Path) -> None:
    clear_cache()
    r = pair_report(A, B, deals=2, policy="greedy", store=Store(tmp_path, compute=False))
    assert r["effect"] is None
    subs = [s for s in r["slots"] if s["verdict"] == "substantive"]
    assert subs and all(s["effect"] is None and "not measured" in s["effect_words"] for s in subs)
    assert not list(tmp_path.iterdir())  # and nothing was written


def test_compare_cache_option_keeps_the_outcomes(tmp_path: Path) -> None:
    from comparer.cli import main

    clear_cache()
    out = tmp_path / "report.json"
    assert main(["compare", str(A), str(B), "--deals", "2", "--policy", "greedy", "--cache", str(tmp_path / "c"),
                 "--format", "json", "--no-progress", "-o", str(out)]) == 0
    assert list((tmp_path / "c").rglob("outcomes-greedy-*-0-2.json"))
