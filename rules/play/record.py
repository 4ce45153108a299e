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
from rules.files import read_text, write_text_atomic


def record_of(state: State, ruleset: str, reading: str | None) -> dict[str, Any]:
    """The game record of ``state`` (JSON-ready)."""
    return {"ruleset": ruleset, "reading": reading, "seed": state.seed,
            "moves": [str(m) for m in state.moves_made]}


#: A game record is a few kilobytes; a file much larger than this is not one.
MAX_RECORD_BYTES = 10_000_000
#: Deal numbers run from 0 to 2**64 - 1 (docs/ENGINE.md takes seeds modulo 2**64).
SEEDS = 2**64


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and check a game record file: VariorumError (one line, with a code the terminal
    words) for a missing, unreadable, binary, oversized, malformed or hand-broken record."""
    p = Path(path)
    if not p.exists():
        raise VariorumError(f"{p}: no such game record", code="no-record", path=str(p))
    if p.is_file() and p.stat().st_size > MAX_RECORD_BYTES:
        raise VariorumError(f"{p}: {p.stat().st_size:,} bytes is too large for a game record",
                            code="record-too-large", path=str(p))
    if p.exists() and not p.is_dir() and not p.is_file():
        raise VariorumError(f"{p}: not a regular file", code="not-a-file", path=str(p))
    return parse_record(read_text(p, "game record"), str(p))


def parse_record(text: str, where: str) -> dict[str, Any]:
    """A game record from its JSON text (``where`` names it in the one-line VariorumError):
    what :func:`load_record` reads from a file, and the browser's board from the file the
    reader chose."""
    if len(text) > MAX_RECORD_BYTES:
        raise VariorumError(f"{where}: {len(text):,} characters is too large for a game record",
                            code="record-too-large", path=where)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VariorumError(f"{where}: not a game record (line {exc.lineno}: {exc.msg})",
                            code="not-a-record", path=where, line=exc.lineno) from None
    except RecursionError:
        raise VariorumError(f"{where}: not a game record (nested too deep)",
                            code="not-a-record", path=where, line=1) from None
    check_record(data, where)
    data.setdefault("reading", None)
    return data


def check_record(data: Any, where: str) -> None:
    """VariorumError unless ``data`` has the fields and types of a game record."""
    if not isinstance(data, dict) or not {"ruleset", "seed", "moves"} <= set(data):
        raise VariorumError(f"{where}: a game record needs ruleset, seed and moves",
                            code="record-fields", path=where)
    seed, moves, reading = data["seed"], data["moves"], data.get("reading")
    if (not isinstance(data["ruleset"], str) or isinstance(seed, bool) or not isinstance(seed, int)
            or not 0 <= seed < SEEDS or not isinstance(moves, list)
            or not all(isinstance(m, str) for m in moves)
            or not (reading is None or isinstance(reading, str))):
        raise VariorumError(f"{where}: ruleset must be text, seed a deal number (0 or more), "
                            f"reading text or null and moves a list of moves as text",
                            code="record-types", path=where)


def save_record(path: str | Path, record: dict[str, Any]) -> None:
    """Write a game record as JSON (UTF-8), replacing ``path`` whole or not at all
    (FileAccessError, one line, when it cannot be written)."""
    write_text_atomic(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")


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
