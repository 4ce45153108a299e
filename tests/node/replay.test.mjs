// Pyodide from node_modules runs the shipped engine (play/engine.zip) on the shipped play data
// and replays games recorded on the host to the same positions, move by move, with the same
// board drawn at the end.  Run by tests/test_webplay_node.py, which writes WEBPLAY_DIR:
// engine.zip, data/FILE.json per ruleset, games.json (each game's record, the host's position
// after every move and its final board in English and Russian).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = process.env.WEBPLAY_DIR;
const pyodideDir = process.env.WEBPLAY_PYODIDE || path.join(here, "..", "..", "node_modules", "pyodide");

test("recorded games replay under Pyodide to the host's positions", { skip: !dir && "WEBPLAY_DIR is not set" }, async () => {
  const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
  const started = Date.now();
  const py = await loadPyodide({ indexURL: pyodideDir + path.sep });
  const loadMs = Date.now() - started;
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(dir, "engine.zip"))), "zip",
    { extractDir: "/home/pyodide/engine" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
  const replay = py.runPython(`
import json
from comparer.webplay.game import WebGame

def replay(data, lang, record):
    game = WebGame(data, lang)
    game.new(record["reading"] or "", record["seed"])
    keys = []
    for move in record["moves"]:
        answer = game.play(move)
        assert answer["refusal"] is None and answer["played"], (move, answer["refusal"], answer["message"])
        keys.append(json.dumps(game.s.state.key()))
    return json.dumps({"keys": keys, "board": game.view()["board"], "won": game.s.state.is_won()})
replay
`);
  const games = JSON.parse(fs.readFileSync(path.join(dir, "games.json"), "utf8"));
  assert.ok(games.length > 0);
  for (const g of games) {
    const data = fs.readFileSync(path.join(dir, "data", g.file + ".json"), "utf8");
    for (const lang of ["en", "ru"]) {
      const got = JSON.parse(replay(data, lang, py.toPy(g.record)));
      assert.equal(got.keys.length, g.keys.length, `${g.label}: moves replayed`);
      for (let i = 0; i < g.keys.length; i++) {
        assert.equal(got.keys[i], g.keys[i], `${g.label}: position after move ${i + 1} (${g.record.moves[i]})`);
      }
      assert.equal(got.board, g.board[lang], `${g.label}: the final board (${lang})`);
      assert.equal(got.won, g.won, `${g.label}: won`);
    }
  }
  console.log(`pyodide loaded in ${loadMs} ms; ${games.length} games replayed`);
});
