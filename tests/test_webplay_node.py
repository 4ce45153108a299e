"""Pyodide in Node replays games recorded on the host to the same positions
(tests/node/replay.test.mjs): the browser's engine is the host's.  Skipped, saying why, where
node or node_modules/pyodide (``npm ci``) is absent."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from comparer.site.play import engine_zip, play_data, pyodide_dir
from comparer.site.pages import file_of
from comparer.specs import spec_for
from comparer.webplay.board import board_html
from rules.engine.deal import POLICY_STREAM, Rng
from rules.engine.state import new_game
from rules.play.policies import get_policy
from rules.play.record import record_of

NODE = shutil.which("node")
TESTS = Path(__file__).parent / "node"
pytestmark = [pytest.mark.skipif(NODE is None, reason="node is not installed"),
              pytest.mark.skipif(pyodide_dir() is None, reason="node_modules/pyodide is absent (run npm ci)")]

#: (ruleset, reading, seed, policy): a Queen's Audience win and a redealt one, the tableau
#: games' deals played out, British Constitution after Cadogan won by lookahead.
GAMES = [("queens-audience/dick-1883", None, 1, "greedy"),
         ("queens-audience/dick-1883", "two-passes", 0, "greedy"),
         ("british-constitution/cadogan-1874", None, 1, "lookahead"),
         ("british-constitution/morehead-mott-smith-1949", None, 3, "greedy"),
         ("royal-cotillion/wp-ru-royal-cotillion", None, 0, "greedy"),
         ("gavotte/wp-ru-royal-cotillion", None, 2, "lookahead"),
         ("indian-empress/ru-24-patiences", None, 0, "greedy"),
         ("besieged-city/ru-24-patiences", None, 0, "greedy")]
MAX_MOVES = 400


def _recorded(name: str, reading: str | None, seed: int, policy: str) -> dict:
    """A game the host plays, with its position after each move and its final board."""
    st = new_game(spec_for(name, reading), seed)
    chooser, rng = get_policy(policy), Rng(seed ^ POLICY_STREAM)
    keys = []
    while len(keys) < MAX_MOVES and (moves := st.legal_moves()):
        move = chooser(st, moves, rng)
        if move is None:
            break
        st.apply(move)
        keys.append(json.dumps(st.key()))
    game = name.split("/")[0]
    return {"label": f"{name}@{reading or 'defaults'} seed {seed} {policy}", "file": file_of(name),
            "record": record_of(st, name, reading), "keys": keys, "won": st.is_won(),
            "board": {lang: board_html(st, game, lang) for lang in ("en", "ru")}}


def test_pyodide_replays_host_games_to_the_same_positions(tmp_path: Path) -> None:
    (tmp_path / "engine.zip").write_bytes(engine_zip())
    (tmp_path / "data").mkdir()
    for name in {g[0] for g in GAMES}:
        (tmp_path / "data" / f"{file_of(name)}.json").write_text(json.dumps(play_data(name), ensure_ascii=False), "utf-8")
    games = [_recorded(*g) for g in GAMES]
    assert any(g["won"] for g in games if g["record"]["ruleset"].startswith("british-constitution/cadogan"))
    (tmp_path / "games.json").write_text(json.dumps(games, ensure_ascii=False), "utf-8")
    env = {**os.environ, "WEBPLAY_DIR": str(tmp_path), "WEBPLAY_PYODIDE": str(pyodide_dir())}
    run = subprocess.run([str(NODE), "--test", str(TESTS)], capture_output=True, text=True, env=env, timeout=900)
    assert run.returncode == 0, (run.stdout + run.stderr)[-3000:]
    assert "# pass 1" in run.stdout and "# fail 0" in run.stdout
