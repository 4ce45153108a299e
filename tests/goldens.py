"""Shared pieces of the golden-file tests: greedy playthroughs, move counts ("perft"), the
first-move line, the JSON layout of move-count files, and comparison with the stored file
(``VARIORUM_REGEN=1`` rewrites it after a deliberate change, to be reviewed as a diff).
"""

from __future__ import annotations

import difflib
import json
import os
from pathlib import Path
from typing import Any

import pytest

from rules.engine.deal import Rng
from rules.engine.state import describe
from rules.play.policies import greedy

REGEN = os.environ.get("VARIORUM_REGEN") == "1"


def compare(path: Path, actual: str) -> None:
    """Fail with a unified diff unless ``path`` holds ``actual`` (or write it under REGEN)."""
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


def greedy_playthrough(state: Any, header: str, steps: int, check: bool = False) -> str:
    """The game from ``state`` played by the greedy policy: every position, the legal moves and
    the move chosen, for at most ``steps`` steps, then how it ended."""
    out = [header]
    move = None
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
        state.apply(move, check=check)
    result = ("won" if state.is_won() else "lost" if not state.legal_moves() or move is None
              else "stopped")
    out.append(f"## end: {result} after {len(state.history)} moves, {state.cards_left()} cards left")
    return "\n".join(out) + "\n"


def perft(state: Any, depth: int) -> int:
    """How many move sequences of length ``depth`` there are from ``state``."""
    if depth == 0:
        return 1
    total = 0
    for m in state.legal_moves():
        state.apply(m)
        total += perft(state, depth - 1)
        state.undo()
    return total


def first_move_line(state: Any, steps: int) -> list[int]:
    """The number of legal moves at each step along the line that always plays the first."""
    line = []
    for _ in range(steps):
        moves = state.legal_moves()
        line.append(len(moves))
        if not moves:
            break
        state.apply(moves[0])
    return line


def movecounts_json(data: dict[str, Any]) -> str:
    """Move-count data as stored: one key per line, in key order."""
    return "{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(data[k], sort_keys=True)}"
                              for k in sorted(data)) + "\n}\n"
