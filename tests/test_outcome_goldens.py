"""Per-seed outcome goldens: every ruleset, every combination of its declared readings, the
greedy and the lookahead policy, seeds 0-199 replayed as `variorum simulate` plays them and
compared with tests/data/outcomes/ (won or not, moves, cards left).  A change to the engine
that changes a game shows here, seed by seed; after a deliberate rules change rewrite the
files with tools/outcome_goldens.py (tests/data/outcomes/README.md) and review the diff.
"""

from __future__ import annotations

import os

import pytest

from goldens import (OutcomeCase, outcome_cases, outcome_differences, outcomes_json,
                     play_cases, stored_outcomes, stray_outcome_files)

CASES = outcome_cases()
WORKERS = min(2, os.cpu_count() or 1)
SHOWN = 20  # differing seeds listed in a failure


@pytest.fixture(scope="module")
def replayed(request: pytest.FixtureRequest) -> dict[OutcomeCase, list]:
    """The outcomes of the cases selected in this run, played once over WORKERS processes."""
    selected = {item.callspec.params["case"] for item in request.session.items
                if item.path == request.path and hasattr(item, "callspec")
                and "case" in item.callspec.params}
    return play_cases([c for c in CASES if c in selected], WORKERS)


@pytest.mark.parametrize("case", CASES, ids=[c.path.stem for c in CASES])
def test_outcomes_match_the_stored_goldens(case: OutcomeCase, replayed) -> None:
    if not case.path.exists():
        pytest.fail(f"{case.path} is missing: run python3 tools/outcome_goldens.py "
                    f"--ruleset {case.ruleset}")
    stored = stored_outcomes(case)
    rows = replayed[case]
    if outcomes_json(case, rows) == case.path.read_text(encoding="utf-8"):
        return
    lines = outcome_differences(stored["outcomes"], rows)
    shown = lines[:SHOWN] + ([f"... and {len(lines) - SHOWN} more"] if len(lines) > SHOWN else [])
    if not lines:  # the rows agree, so the header does not
        shown = [f"stored header: {({k: v for k, v in stored.items() if k != 'outcomes'})}"]
    pytest.fail(f"{case.label} differs from {case.path.name} in {len(lines)} of "
                f"{len(rows)} seeds:\n" + "\n".join(shown))


def test_every_outcome_file_belongs_to_a_case() -> None:
    """A file left over from a renamed ruleset or reading would be checked by nothing."""
    stray = [p.name for p in stray_outcome_files(CASES)]
    assert not stray, f"outcome files of no ruleset/reading/policy: {stray}"


def test_outcome_files_cover_every_seed_from_zero() -> None:
    """Each file holds consecutive seeds from 0, one row per seed, with the counts it states."""
    for case in CASES:
        if not case.path.exists():
            continue  # reported by the replay test
        data = stored_outcomes(case)
        seeds = [row[0] for row in data["outcomes"]]
        assert seeds == list(range(data["seed_start"], data["seed_start"] + data["deals"])), case
        assert data["seed_start"] == 0, case
        assert data["wins"] == sum(1 for row in data["outcomes"] if row[1]), case
