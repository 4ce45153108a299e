// The Web Worker of a ruleset page's board: starts Pyodide (vendored under ./pyodide/ by
// `variorum site`), unpacks the engine (./engine.zip: the rules package, the terminal player's
// words, comparer/webplay) and the ruleset's play data (./data/FILE.json: compiled specs,
// citations), and answers the page: {id, op, args} -> {id, ok, value | error}; a simulation
// also sends {kind: "progress", done, total}.  Python runs here so that hints and simulations
// never freeze the page.
import { loadPyodide } from "./pyodide/pyodide.mjs";

let game = null;

async function fetched(url, how) {
  const response = await fetch(new URL(url, import.meta.url));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return how === "text" ? response.text() : response.arrayBuffer();
}

async function start(args) {
  const [py, engine, data] = await Promise.all([
    loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href }),
    fetched("./engine.zip", "bytes"),
    fetched(`./data/${args.file}.json`, "text"),
  ]);
  py.unpackArchive(engine, "zip", { extractDir: "/home/pyodide/engine" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
  const module = py.pyimport("comparer.webplay.game");
  game = module.WebGame(data, args.lang);
}

function plain(value) {
  if (value && typeof value.toJs === "function") {
    const out = value.toJs({ dict_converter: Object.fromEntries });
    value.destroy();
    return out;
  }
  return value;
}

const progress = (done, total) => self.postMessage({ kind: "progress", done, total });

const OPS = {
  new: (a) => game.new(a.reading, a.seed),
  play: (a) => game.play(a.text),
  click: (a) => game.click(a.first, a.second),
  undo: () => game.undo(),
  hint: () => game.hint(),
  load: (a) => game.load(a.text, a.name),
  simulate: (a) => game.simulate(a.policy, a.deals, a.seed, progress),
};

self.onmessage = async (event) => {
  const { id, op, args } = event.data;
  try {
    if (op === "init") await start(args);
    const value = op === "init" ? game.new(args.reading, args.seed) : OPS[op](args);
    self.postMessage({ id, ok: true, value: plain(value) });
  } catch (err) {
    const text = String((err && err.message) || err).trim().split("\n").pop();
    self.postMessage({ id, ok: false, error: text });
  }
};
