// Run by benchmarks/bench_webplay.py: Pyodide from node_modules, the shipped engine and play
// data in BENCH_DIR; prints one JSON line: the load time and, per ruleset, greedy deals per
// second (the board's simulation) and the hint policy's seconds per answer over a game's first
// moves (median and max).
import fs from "node:fs";
import path from "node:path";
const dir = process.env.BENCH_DIR;
const pyodideDir = process.env.BENCH_PYODIDE;
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
const started = Date.now();
const py = await loadPyodide({ indexURL: pyodideDir + path.sep });
const loadMs = Date.now() - started;
py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(dir, "engine.zip"))), "zip", { extractDir: "/home/pyodide/engine" });
py.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
const measure = py.runPython(`
import json, time
from comparer.webplay.game import WebGame
def measure(data, deals, hints):
    game = WebGame(data, "en")
    game.new("", 0)
    start = time.perf_counter()
    r = game.simulate("greedy", deals, 0)
    rate = deals / (time.perf_counter() - start)
    times = []
    for _ in range(hints):
        v = game.hint()
        if "hint" not in v:
            break
        times.append(v["seconds"])
        game.play(v["hint"])
    times.sort()
    return json.dumps({"greedy_deals_per_s": rate, "greedy_wins": r["wins"], "hints": len(times),
                       "hint_median_s": times[len(times) // 2] if times else None,
                       "hint_max_s": times[-1] if times else None})
measure
`);
const out = { pyodide_load_ms: loadMs, rulesets: {} };
for (const [name, file] of JSON.parse(fs.readFileSync(path.join(dir, "names.json"), "utf8"))) {
  const data = fs.readFileSync(path.join(dir, "data", file + ".json"), "utf8");
  out.rulesets[name] = JSON.parse(measure(data, Number(process.env.BENCH_DEALS), Number(process.env.BENCH_HINTS)));
}
console.log(JSON.stringify(out));
