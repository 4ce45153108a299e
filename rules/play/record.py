"""Game records: a game is (ruleset, reading, seed, moves), stored as JSON and replayed exactly.

A record file holds ``{"ruleset": ..., "reading": ..., "seed": ..., "moves": [...]}``.

>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.state import new_game
>>> spec = queens_audience_example()
>>> st = new_game(spec, 3)
>>> st.apply(st.legal_moves()[0])
>>> rec = record_of(st, "queens-audience", None)
>>> replay_record(spec, rec).moves_made == st.moves_made
True
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.engine.notation import parse_move
from rules.engine.spec import Spec
from rules.engine.state import State, new_game
from rules.errors import IllegalMoveError, NotationError, VariorumError


def record_of(state: State, ruleset: str, reading: str | None) -> dict[str, Any]:
    """The game record of ``state`` (JSON-ready)."""
    return {"ruleset": ruleset, "reading": reading, "seed": state.seed,
            "moves": [str(m) for m in state.moves_made]}


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and check a game record file."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise VariorumError(f"{p}: no such game record", code="no-record", path=str(p)) from None
    except json.JSONDecodeError as exc:
        raise VariorumError(f"{p}: not a game record (line {exc.lineno}: {exc.msg})",
                            code="not-a-record", path=str(p), line=exc.lineno) from None
    if not isinstance(data, dict) or not {"ruleset", "seed", "moves"} <= set(data):
        raise VariorumError(f"{p}: a game record needs ruleset, seed and moves",
                            code="record-fields", path=str(p))
    if not isinstance(data["seed"], int) or not isinstance(data["moves"], list):
        raise VariorumError(f"{p}: seed must be an integer and moves a list",
                            code="record-types", path=str(p))
    data.setdefault("reading", None)
    return data


def save_record(path: str | Path, record: dict[str, Any]) -> None:
    """Write a game record as JSON (UTF-8)."""
    Path(path).write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n",
                          encoding="utf-8")


def replay_record(spec: Spec, record: dict[str, Any]) -> State:
    """The state after replaying ``record`` on ``spec`` (every move checked)."""
    state = new_game(spec, record["seed"])
    for i, text in enumerate(record["moves"], start=1):
        try:
            state.apply(parse_move(state, text), check=True)
        except (NotationError, IllegalMoveError) as exc:
            raise VariorumError(f"game record move {i} ({text!r}): {exc}", code="record-move",
                                i=i, text=text) from None
    return state
