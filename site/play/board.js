// The board of a ruleset page (site/templates/_board.html): starts the Web Worker that runs the
// rules under Pyodide (worker.js), sends it the reader's clicks and typed moves, shows what it
// answers (the board drawn by comparer/webplay/board.py, the status line, refusals with the
// quoted rule, hints), offers the game record for download, loads one (a file the reader
// chooses, replayed by the worker as `variorum play --load` replays it) and runs small
// simulations.
// A classic script, so that a page opened from disk runs it too (and leaves the note saying how
// to play, since Python cannot start there).
(function () {
  "use strict";
  const root = document.getElementById("play");
  if (!root) return;
  const TIMEOUT_MS = 1000 * (Number(root.dataset.timeout) || 60);
  const words = JSON.parse(root.dataset.words);
  const $ = (id) => document.getElementById(id);
  const note = $("pv-note");
  if (root.dataset.on !== "1" || location.protocol === "file:") return;

  const controls = ["pv-reading", "pv-seed", "pv-new", "pv-undo", "pv-hint", "pv-move", "pv-play",
    "pv-policy", "pv-deals", "pv-simulate", "pv-load"].map($);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  let live = false;
  let busy = false;
  let selected = null;
  let nextId = 1;
  const pending = new Map();
  const started = performance.now();

  note.textContent = words.loading;
  const worker = new Worker(root.dataset.root + "worker.js", { type: "module" });
  // Python's memory goes with the page at once (a browser keeps a stopped worker's a while).
  window.addEventListener("pagehide", () => worker.terminate());
  const timer = setTimeout(() => {
    if (!live) {
      note.textContent = fill(words.timeout, { seconds: TIMEOUT_MS / 1000 });
      root.dataset.state = "timeout";
      worker.terminate();
    }
  }, TIMEOUT_MS);

  function call(op, args) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args: args || {} });
    });
  }

  worker.onmessage = (event) => {
    const m = event.data;
    if (m.kind === "progress") {
      const bar = $("pv-progress");
      bar.max = m.total;
      bar.value = m.done;
      return;
    }
    const waiting = pending.get(m.id);
    if (!waiting) return;
    pending.delete(m.id);
    if (m.ok) waiting.resolve(m.value);
    else waiting.reject(new Error(m.error));
  };
  worker.onerror = (event) => {
    if (!live) {
      clearTimeout(timer);
      note.textContent = fill(words.failed, { error: event.message || "worker" });
      root.dataset.state = "failed";
    }
  };

  function setBusy(value) {
    busy = value;
    root.classList.toggle("pv-busy", value);
  }

  function show(view) {
    $("pv-board").innerHTML = view.board;
    $("pv-status").textContent = view.status;
    $("pv-title").textContent = view.title;
    $("pv-message").textContent = (view.message || "") +
      (view.seconds !== undefined ? " " + fill(words.hint_seconds, { seconds: view.seconds.toFixed(1) }) : "");
    const choices = $("pv-choices");
    choices.replaceChildren();
    for (const move of view.moves.filter((m) => m.startsWith("choose "))) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = move;
      button.dataset.move = move;
      choices.append(button);
    }
    const box = $("pv-refusal");
    box.replaceChildren();
    box.hidden = !view.refusal;
    if (view.refusal) {
      const r = view.refusal;
      const head = document.createElement("p");
      head.className = "pv-refused";
      head.textContent = r.refused;
      box.append(head);
      if (r.rule) {
        const rule = document.createElement("p");
        rule.textContent = r.rule;
        box.append(rule);
      }
      for (const c of r.claims) {
        if (!c.citation) continue;
        const q = document.createElement("p");
        q.className = "pv-quote";
        q.textContent = c.id + ": " + c.citation;
        box.append(q);
      }
    }
    if (view.hint) {
      const [a, b] = view.hint.split(/[>+]/);
      for (const name of [a, b]) {
        if (!name) continue;
        const pile = root.querySelector(`[data-pile="${CSS.escape(name.split(":")[0].split("*")[0])}"]`);
        if (pile) pile.classList.add("pv-hinted");
      }
    }
    const link = $("pv-download");
    link.href = "data:application/json;charset=utf-8," +
      encodeURIComponent(JSON.stringify(view.record, null, 1) + "\n");
    link.download = `${view.record.ruleset.replace("/", "--")}-${view.record.seed}.json`;
    link.hidden = false;
    if (view.loaded) {
      $("pv-reading").value = view.reading;
      $("pv-seed").value = String(view.record.seed);
    }
    root.dataset.moves = String(view.record.moves.length);
    root.dataset.dealt = String(view.record.seed);
    root.dataset.won = view.won ? "1" : "0";
    selected = null;
  }

  function act(op, args) {
    if (!live || busy) return Promise.resolve();
    setBusy(true);
    return call(op, args)
      .then(show)
      .catch((err) => { $("pv-message").textContent = String(err.message || err); })
      .finally(() => setBusy(false));
  }

  function select(el, pos) {
    root.querySelectorAll(".pv-selected").forEach((x) => x.classList.remove("pv-selected"));
    selected = pos;
    if (el) el.classList.add("pv-selected");
  }

  $("pv-board").addEventListener("click", (event) => {
    if (!live || busy) return;
    const pile = event.target.closest("[data-pile]");
    if (!pile) return;
    const card = event.target.closest("[data-pos]");
    const pos = card ? card.dataset.pos : pile.dataset.pile;
    if (selected === null) {
      if (pile.classList.contains("pv-stockpile") && !card) {
        act("click", { first: pile.dataset.pile, second: "" });
      } else if (card) {
        select(card, pos);
      }
      return;
    }
    if (pos === selected) {
      select(null, null);
      return;
    }
    const first = selected;
    select(null, null);
    act("click", { first, second: pos });
  });

  $("pv-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("pv-move");
    const text = input.value.trim();
    if (!text) return;
    act("play", { text }).then(() => { input.value = ""; });
  });
  $("pv-choices").addEventListener("click", (event) => {
    const button = event.target.closest("[data-move]");
    if (button) act("play", { text: button.dataset.move });
  });
  $("pv-load").addEventListener("change", (event) => {
    const input = event.target;
    const file = input.files && input.files[0];
    input.value = "";  // the same file may be chosen again
    if (!file || !live || busy) return;
    if (file.size > 10000000) {  // rules/play/record.py: MAX_RECORD_BYTES
      $("pv-message").textContent = fill(words.load_too_large, { name: file.name, size: file.size });
      return;
    }
    file.text().then((text) => act("load", { text, name: file.name }));
  });
  $("pv-undo").addEventListener("click", () => act("undo"));
  $("pv-hint").addEventListener("click", () => act("hint"));
  const newDeal = () => act("new", { reading: $("pv-reading").value, seed: Number($("pv-seed").value) || 0 });
  $("pv-new").addEventListener("click", newDeal);
  $("pv-reading").addEventListener("change", newDeal);
  $("pv-simulate").addEventListener("click", () => {
    if (!live || busy) return;
    const deals = Math.max(1, Math.min(1000, Number($("pv-deals").value) || 100));
    const seed = Number($("pv-seed").value) || 0;
    const bar = $("pv-progress");
    bar.hidden = false;
    bar.value = 0;
    $("pv-simresult").textContent = words.simulating;
    setBusy(true);
    call("simulate", { policy: $("pv-policy").value, deals, seed })
      .then((r) => {
        const pct = (x) => (100 * x).toFixed(1) + "%";
        $("pv-simresult").textContent = fill(words.simulated, {
          policy: r.policy, wins: r.wins, deals: r.deals, rate: pct(r.win_rate),
          low: pct(r.wilson95[0]), high: pct(r.wilson95[1]), first: r.seed_start,
          last: r.seed_start + r.deals - 1 });
        root.dataset.simulated = String(r.deals);
      })
      .catch((err) => { $("pv-simresult").textContent = String(err.message || err); })
      .finally(() => setBusy(false));
  });

  call("init", { file: root.dataset.file, lang: root.dataset.lang, reading: "",
    seed: Number(root.dataset.seed) || 0 })
    .then((view) => {
      live = true;
      clearTimeout(timer);
      note.hidden = true;
      controls.forEach((el) => { el.disabled = false; });
      root.dataset.state = "live";
      root.dataset.liveMs = String(Math.round(performance.now() - started));
      show(view);
    })
    .catch((err) => {
      clearTimeout(timer);
      note.textContent = fill(words.failed, { error: String(err.message || err) });
      root.dataset.state = "failed";
    });
})();
