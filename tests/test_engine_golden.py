"""Golden playthroughs and move-count ("perft") data files, one per test spec.

A golden playthrough is a seeded game played by the greedy policy with every position, the
legal moves and the move chosen printed; the move-count file holds the number of legal moves
along the line of first moves and the number of move sequences of length 1..d from the start.  Both
are diffed against tests/data/; set ``VARIORUM_REGEN=1`` to rewrite them after a deliberate
change (and review the diff).
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path

import pytest

from conftest_engine_specs import ACYCLIC, SPECS
from rules.deal import Rng
from rules.engine import describe, new_game
from rules.policies import greedy

DATA = Path(__file__).parent / "data"
REGEN = os.environ.get("VARIORUM_REGEN") == "1"
SEED = 7
MAX_STEPS = 400


def _file(kind: str, name: str, ext: str) -> Path:
    return DATA / kind / (name.replace("/", "_").replace("+", "__") + ext)


def playthrough(name: str, seed: int = SEED) -> str:
    spec = SPECS[name]()
    state = new_game(spec, seed)
    out = [f"# {name}, seed {seed}, greedy policy"]
    steps = MAX_STEPS if name in ACYCLIC else 60
    for step in range(steps):
        moves = state.legal_moves()
        out.append(f"## step {step}")
        out.append(describe(state))
        out.append(f"legal ({len(moves)}): {' '.join(str(m) for m in moves)}")
        if not moves:
            break
        move = greedy(state, moves, Rng(0))
        out.append(f"move: {move if move else 'resign'}")
        if move is None:
            break
        state.apply(move)
    result = ("won" if state.is_won() else "lost" if not state.legal_moves() or move is None
              else "stopped")
    out.append(f"## end: {result} after {len(state.history)} moves, "
               f"{state.cards_left()} cards left")
    return "\n".join(out) + "\n"


def perft(state, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for m in state.legal_moves():
        state.apply(m)
        total += perft(state, depth - 1)
        state.undo()
    return total


def movecounts(name: str, seed: int = SEED) -> dict[str, object]:
    spec = SPECS[name]()
    state = new_game(spec, seed)
    depth = 3 if name in ACYCLIC else 2
    counts = {str(d): perft(state, d) for d in range(1, depth + 1)}
    line = []
    for _ in range(MAX_STEPS if name in ACYCLIC else 60):
        moves = state.legal_moves()
        line.append(len(moves))
        if not moves:
            break
        state.apply(moves[0])
    return {"spec": name, "seed": seed, "perft": counts, "first_move_line": line}


def _compare(path: Path, actual: str) -> None:
    if REGEN or not path.exists():
        if not REGEN:
            pytest.fail(f"{path} is missing: run with VARIORUM_REGEN=1 to create it")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if expected != actual:
        diff = "".join(list(difflib.unified_diff(
            expected.splitlines(True), actual.splitlines(True), str(path), "actual"))[:60])
        pytest.fail(f"{path.name} differs (VARIORUM_REGEN=1 to accept):\n{diff}")


@pytest.mark.parametrize("name", sorted(SPECS))
def test_golden_playthrough(name):
    _compare(_file("playthroughs", name, ".txt"), playthrough(name))


@pytest.mark.parametrize("name", sorted(SPECS))
def test_movecounts(name):
    data = movecounts(name)
    text = "{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(data[k], sort_keys=True)}"
                              for k in sorted(data)) + "\n}\n"
    assert json.loads(text) == data
    _compare(_file("movecounts", name, ".json"), text)


def test_movecounts_are_consistent():
    """perft(1) is the number of legal moves at the start of the line of first moves."""
    for name in sorted(SPECS):
        data = movecounts(name)
        assert data["perft"]["1"] == data["first_move_line"][0]
