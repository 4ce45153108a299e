"""Fuzzing ``variorum play --load`` with hypothesis (issue 14): random bytes, random JSON and
records with random fields are either a game that plays on, or refused in one line with exit
status 2 — never a traceback.

Budgets (examples per property) are in each ``settings``; ``FUZZ_SCALE`` multiplies them,
``FUZZ_RANDOM=1`` draws new examples instead of CI's fixed ones.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparer.cli import main
from rules.resolve.ruleset import list_rulesets

SCALE = int(os.environ.get("FUZZ_SCALE", "1"))
FUZZ: dict[str, Any] = dict(deadline=None, derandomize=not os.environ.get("FUZZ_RANDOM"),
                            suppress_health_check=[HealthCheck.too_slow])
FOLDER = Path(tempfile.mkdtemp(prefix="fuzz-play-load-"))


def load_answer(data: bytes) -> tuple[int, str]:
    """``variorum play --load FILE`` with FILE holding ``data`` and ``quit`` typed: (status,
    stderr)."""
    path = FOLDER / "record.json"
    path.write_bytes(data)
    err = io.StringIO()
    stdin, sys.stdin = sys.stdin, io.StringIO("quit\n")
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = main(["play", "--load", str(path)])
    finally:
        sys.stdin = stdin
    return status, err.getvalue()


def refused_cleanly(status: int, err: str) -> bool:
    return status == 0 and err == "" or status == 2 and err.count("\n") == 1 and \
        err.startswith("variorum: error: ")


@settings(max_examples=100 * SCALE, **FUZZ)
@given(data=st.binary(max_size=2048))
def test_random_bytes_are_refused_in_one_line(data):
    status, err = load_answer(data)
    assert status == 2 and refused_cleanly(status, err), err


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=60 * SCALE, **FUZZ)
@given(value=JSON)
def test_random_json_is_refused_in_one_line(value):
    status, err = load_answer(json.dumps(value).encode("utf-8"))
    assert refused_cleanly(status, err), err


MOVE_TEXT = st.text(alphabet="afcswr0123456789>+:=KQJA dealchoose-", max_size=12)


@settings(max_examples=80 * SCALE, **FUZZ)
@given(ruleset=st.sampled_from(list_rulesets()) | st.text(max_size=30),
       reading=st.none() | st.sampled_from(["", "+", "waste-all", "nope", "waste-all+one-pass"]),
       seed=st.integers(-3, 2**64 + 3) | st.text(max_size=5) | st.booleans(),
       moves=st.lists(MOVE_TEXT, max_size=6) | st.text(max_size=10),
       drop=st.sampled_from([None, "ruleset", "seed", "moves", "reading"]))
def test_hand_edited_records_play_on_or_are_refused_in_one_line(ruleset, reading, seed, moves, drop):
    record = {"ruleset": ruleset, "reading": reading, "seed": seed, "moves": moves}
    record.pop(drop, None)
    status, err = load_answer(json.dumps(record).encode("utf-8"))
    assert refused_cleanly(status, err), err
