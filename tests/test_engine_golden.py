"""Golden playthroughs and move-count ("perft") data files, one per test spec.

A golden playthrough is a seeded game played by the greedy policy with every position, the
legal moves and the move chosen printed; the move-count file holds the number of legal moves
along the line of first moves and the number of move sequences of length 1..d from the start.  Both
are diffed against tests/data/; set ``VARIORUM_REGEN=1`` to rewrite them after a deliberate
change (and review the diff).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest_engine_specs import ACYCLIC, SPECS
from goldens import compare, first_move_line, greedy_playthrough, movecounts_json, perft
from rules.engine.state import new_game

DATA = Path(__file__).parent / "data"
SEED = 7
MAX_STEPS = 400


def _file(kind: str, name: str, ext: str) -> Path:
    return DATA / kind / (name.replace("/", "_").replace("+", "__") + ext)


def playthrough(name: str, seed: int = SEED) -> str:
    state = new_game(SPECS[name](), seed)
    steps = MAX_STEPS if name in ACYCLIC else 60
    return greedy_playthrough(state, f"# {name}, seed {seed}, greedy policy", steps)


def movecounts(name: str, seed: int = SEED) -> dict[str, object]:
    spec = SPECS[name]()
    state = new_game(spec, seed)
    depth = 3 if name in ACYCLIC else 2
    counts = {str(d): perft(state, d) for d in range(1, depth + 1)}
    line = first_move_line(state, MAX_STEPS if name in ACYCLIC else 60)
    return {"spec": name, "seed": seed, "perft": counts, "first_move_line": line}


@pytest.mark.parametrize("name", sorted(SPECS))
def test_golden_playthrough(name):
    compare(_file("playthroughs", name, ".txt"), playthrough(name))


@pytest.mark.parametrize("name", sorted(SPECS))
def test_movecounts(name):
    data = movecounts(name)
    text = movecounts_json(data)
    assert json.loads(text) == data
    compare(_file("movecounts", name, ".json"), text)


def test_movecounts_are_consistent():
    """perft(1) is the number of legal moves at the start of the line of first moves."""
    for name in sorted(SPECS):
        data = movecounts(name)
        assert data["perft"]["1"] == data["first_move_line"][0]
