"""What `variorum solve` and `variorum simulate --policy solver` tell the user in words."""

from __future__ import annotations

import pytest

from comparer.cli import main


def test_solve_names_the_limit_it_gave_up_at_once_and_the_cpu_seconds_it_used(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "british-constitution/cadogan-1874", "--seed", "3",
                 "--nodes", "5000"]) == 0
    line = capsys.readouterr().out.strip()
    assert "gave up at the node limit (" in line
    assert line.count("5,000") <= 1  # the limit is not repeated beside the positions searched
    assert "positions searched" in line and "CPU s" in line
    assert "60 s" not in line  # the time limit that did not bind is not named


def test_simulate_with_the_solver_says_its_searches_run_on_the_kernel(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "queens-audience/dick-1883", "--policy", "solver", "--deals", "2",
                 "--reading", "deal-any-time", "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert "the moves are played on the reference engine" in err
    assert "the solver's searches run on the kernel" in err
