"""Play in the browser, checked on the host (issue 16): the worker's Python (comparer/webplay)
answers as the terminal player does, imports nothing the browser lacks, and ``variorum site``
ships what it needs (or says in one line that play is off).  The same Python under Pyodide is
checked by tests/test_webplay_node.py, the pages in Chromium by tests/test_webplay_browser.py."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest

from comparer.cli import main
from comparer.site.play import PYODIDE_FILES, engine_zip, play_data, pyodide_dir, server
from comparer.specs import spec_for
from comparer.terminal.session import Session
from comparer.webplay.game import WebGame
from rules.engine.spec_json import spec_from_data
from rules.engine.state import new_game
from rules.play.record import replay_record

BC = "british-constitution/cadogan-1874"
QA = "queens-audience/dick-1883"


@pytest.fixture(scope="module")
def bc_data() -> dict:
    return play_data(BC)


def _game(data: dict, lang: str = "en") -> WebGame:
    return WebGame(json.dumps(data, ensure_ascii=False), lang)


def test_play_data_holds_every_reading_combination_as_its_compiled_spec(bc_data: dict) -> None:
    from comparer.audit import reading_combinations

    assert set(bc_data["specs"]) == {c or "" for c in reading_combinations(BC)}
    for reading, data in bc_data["specs"].items():
        assert spec_from_data(data) == spec_for(BC, reading or None)
    assert bc_data["citations"]["en"] and set(bc_data["citations"]["en"]) == set(bc_data["citations"]["ru"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_refused_move_reads_as_at_the_terminal_with_the_quoted_claims(bc_data: dict, lang: str) -> None:
    game = _game(bc_data, lang)
    game.new("", 1)
    answer = game.play("e1>f1")
    refusal = answer["refusal"]
    terminal = Session(spec_for(BC), 1, BC, None, lang).handle("e1>f1")[0].splitlines()
    assert refusal["refused"] == terminal[0] and refusal["rule"] == terminal[1].strip()
    quoted = [f"  {c['id']}: {c['citation']}" for c in refusal["claims"]]
    assert quoted and quoted == terminal[2:]
    assert ("«" if lang == "ru" else "“") in quoted[0]
    assert answer["record"]["moves"] == []  # the position is unchanged


def _clicks(move: str) -> tuple[str, str]:
    """The two clicks (or one) that name a move on the board, as a reader makes them."""
    if "+" in move:
        a, b = move.split("+")
        return b, a  # either card first
    a, _, b = move.partition(">")
    return a, b.split("*")[0]


def test_clicks_play_what_the_typed_moves_play_through_a_whole_game() -> None:
    from rules.engine.deal import POLICY_STREAM, Rng
    from rules.play.policies import get_policy

    host = new_game(spec_for(QA), 1)
    greedy, rng = get_policy("greedy"), Rng(1 ^ POLICY_STREAM)
    game = _game(play_data(QA))
    game.new("", 1)
    stock = host.t.pile_names[host.t.stock]
    kinds = set()
    while (moves := host.legal_moves()):
        move = greedy(host, moves, rng)
        host.apply(move)
        kinds.add(move.kind)
        view = game.click(stock) if move.kind == "deal" else game.click(*_clicks(str(move)))
        assert view["played"] == str(move)
        assert game.s.state.key() == host.key()
    assert host.is_won() and view["won"] and {"deal", "pair", "move"} <= kinds


def test_the_downloaded_record_replays_with_play_load(bc_data: dict, tmp_path: Path) -> None:
    game = _game(bc_data)
    game.new("", 1)
    for _ in range(12):
        game.play(game.hint()["hint"])
    record = game.view()["record"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), "utf-8")
    state = replay_record(spec_for(BC), record)
    assert [str(m) for m in state.moves_made] == record["moves"] and len(record["moves"]) == 12
    out = subprocess.run([sys.executable, "-m", "comparer", "play", "--load", str(path)],
                         input="quit\n", capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "move 12" in out.stdout


def test_a_small_simulation_reports_progress_and_equals_simulate() -> None:
    from rules.play.simulate import simulate

    game = _game(play_data(QA))
    game.new("", 0)
    seen: list[tuple[int, int]] = []
    result = game.simulate("greedy", 30, 5, lambda done, total: seen.append((done, total)))
    assert seen[-1] == (30, 30) and len(seen) >= 3 and seen == sorted(seen)
    assert result["wins"] == simulate(spec_for(QA), "greedy", deals=30, seed_start=5)["wins"]


#: Imported in a bare interpreter (no site-packages: no corpus, lxml, numba, jinja2) with only the
#: shipped engine on its path; it plays, refuses, hints and simulates, and prints what it saw.
BARE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from comparer.webplay.game import WebGame
data = open(sys.argv[2], encoding="utf-8").read()
game = WebGame(data, "ru")
out = [game.new("", 1), game.play("e1>f1"), game.hint()]
out.append(game.play(out[-1]["hint"]))
out.append(game.simulate("greedy", 10, 0))
print(json.dumps([out, sorted(m.split(".")[0] for m in sys.modules)], ensure_ascii=False))
"""


def test_the_shipped_engine_runs_with_nothing_but_the_standard_library(bc_data: dict, tmp_path: Path) -> None:
    with zipfile.ZipFile(io.BytesIO(engine_zip())) as z:
        names = z.namelist()
        z.extractall(tmp_path / "engine")
    assert not [n for n in names if n.startswith(("corpus/", "rules/rulesets/", "rules/kernel/core"))]
    assert "rules/engine/spec_json.py" in names and "comparer/terminal/messages.toml" in names
    (tmp_path / "data.json").write_text(json.dumps(bc_data, ensure_ascii=False), "utf-8")
    run = subprocess.run([sys.executable, "-I", "-S", "-c", BARE, str(tmp_path / "engine"),
                          str(tmp_path / "data.json")], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    answers, modules = json.loads(run.stdout)
    assert {"corpus", "lxml", "numba", "jinja2", "spacy"}.isdisjoint(modules)
    game = _game(bc_data, "ru")
    here = [game.new("", 1), game.play("e1>f1"), game.hint()]
    here.append(game.play(here[-1]["hint"]))
    here.append(game.simulate("greedy", 10, 0))
    for bare, host in zip(answers, here):
        bare.pop("seconds", None)
        host.pop("seconds", None)
        assert bare == json.loads(json.dumps(host, ensure_ascii=False))


def test_the_zip_is_the_same_bytes_for_the_same_files() -> None:
    assert engine_zip() == engine_zip()


def test_site_without_pyodide_builds_and_says_play_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("VARIORUM_PYODIDE", str(tmp_path / "nowhere"))
    out = tmp_path / "site"
    assert main(["site", "--out", str(out)]) == 0
    said = [line for line in capsys.readouterr().err.splitlines() if "play in the browser is off" in line]
    assert len(said) == 1
    page = (out / "en" / "ruleset" / "queens-audience--dick-1883.html").read_text("utf-8")
    assert "Play in the browser is off" in page and 'data-on="0"' in page
    assert 'data-pile="a1"' in page  # the deal drawn at build time is there all the same
    assert not (out / "play" / "pyodide").exists() and (out / "play" / "board.js").is_file()


def test_the_server_sends_wasm_as_application_wasm(tmp_path: Path) -> None:
    (tmp_path / "x.wasm").write_bytes(b"\0asm")
    (tmp_path / "y.mjs").write_text("export {};", "utf-8")
    httpd = server(tmp_path, 0)
    import threading

    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{httpd.server_address[1]}/"
        for name, kind in (("x.wasm", "application/wasm"), ("y.mjs", "text/javascript")):
            with urllib.request.urlopen(base + name, timeout=10) as r:
                assert r.headers["Content-Type"] == kind
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.mark.skipif(pyodide_dir() is None, reason="node_modules/pyodide is absent (run npm ci)")
def test_the_site_vendors_pyodide_the_engine_and_each_rulesets_data(tmp_path: Path) -> None:
    from comparer.site.play import write_play

    files: dict[str, bytes] = {}
    assert write_play(files.__setitem__, [QA, BC], lambda n: n.replace("/", "--"))
    assert {f"play/pyodide/{f}" for f in PYODIDE_FILES} <= set(files)
    assert {"play/engine.zip", "play/board.js", "play/worker.js",
            "play/data/queens-audience--dick-1883.json"} <= set(files)
    data = json.loads(files["play/data/british-constitution--cadogan-1874.json"])
    assert data["ruleset"] == BC and "" in data["specs"]


def test_site_serve_builds_then_serves_the_site_on_127_0_0_1(tmp_path: Path) -> None:
    """`variorum site --serve` (the README's way to play): it says where, and sends the pages
    and the WebAssembly with their types until stopped."""
    out = tmp_path / "site"
    proc = subprocess.Popen([sys.executable, "-m", "comparer", "site", "--out", str(out), "--serve", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        assert line.startswith(f"serving {out}/ at http://127.0.0.1:"), (line, proc.stderr.read() if proc.stderr else "")
        base = line.split(" at ", 1)[1].split("en/index.html", 1)[0]
        with urllib.request.urlopen(base + "en/ruleset/queens-audience--dick-1883.html", timeout=30) as r:
            assert r.headers["Content-Type"].startswith("text/html") and b'id="play"' in r.read()
        if (out / "play" / "pyodide").is_dir():
            with urllib.request.urlopen(base + "play/pyodide/pyodide.asm.wasm", timeout=30) as r:
                assert r.headers["Content-Type"] == "application/wasm"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def _terminal_record(tmp_path: Path, ruleset: str, reading: str | None, seed: int, n: int) -> tuple[Path, object]:
    """A game record as `variorum play` saves it (its own save command): ``n`` greedy moves of
    deal ``seed``; the file and the host's position after them."""
    from rules.engine.deal import POLICY_STREAM, Rng
    from rules.play.policies import get_policy

    session = Session(spec_for(ruleset, reading), seed, ruleset, reading, "en")
    greedy, rng = get_policy("greedy"), Rng(seed ^ POLICY_STREAM)
    for _ in range(n):
        moves = session.state.legal_moves()
        session.state.apply(greedy(session.state, moves, rng))
    path = tmp_path / "game.json"
    assert session.handle(f"save {path}")[0].startswith("saved")
    return path, session.state


@pytest.mark.parametrize("reading", [None, "sequence-moves", "builds-from-row-below+sequence-moves"])
def test_a_record_the_terminal_saved_is_replayed_to_the_same_position(bc_data: dict, tmp_path: Path,
                                                                     reading: str | None) -> None:
    path, host = _terminal_record(tmp_path, BC, reading, 5, 12)
    game = _game(bc_data)
    game.new("", 0)
    view = game.load(path.read_text("utf-8"), "game.json")
    assert view["message"] == "loaded game.json" and view["loaded"] == "game.json"
    assert view["record"]["seed"] == 5 and view["record"]["moves"] == [str(m) for m in host.moves_made]
    assert view["reading"] == ("sequence-moves" if reading else "")  # a default named is left out
    assert view["moves"] == [str(m) for m in host.legal_moves()]
    assert game.play(view["moves"][0])["record"]["moves"][-1] == view["moves"][0]  # and play goes on


@pytest.mark.parametrize("text, said", [
    (b"\x7fELF\x02\x01\x01\x00".decode("latin-1"), "cannot load: bad.json: not a game record (line 1"),
    ('{"ruleset": "british-constitution/cadogan-1874", "seed": -1, "moves": []}',
     "cannot load: bad.json: ruleset must be text, seed a deal number"),
    ('{"ruleset": "queens-audience/dick-1883", "seed": 1, "moves": []}',
     "cannot load a game of 'queens-audience/dick-1883' here (this is 'british-constitution/cadogan-1874')"),
    ('{"ruleset": "british-constitution/cadogan-1874", "reading": "sequence-move", "seed": 1, "moves": []}',
     "cannot load: bad.json: british-constitution/cadogan-1874: unknown reading 'sequence-move'; did you mean"),
    ('{"ruleset": "british-constitution/cadogan-1874", "seed": 1, "moves": ["a1>f1", "zz"]}',
     "cannot load: game record move 1 ('a1>f1')"),
], ids=["binary", "types", "other ruleset", "unknown reading", "illegal move"])
def test_a_bad_record_is_refused_in_one_line_and_the_game_goes_on(bc_data: dict, text: str, said: str) -> None:
    game = _game(bc_data)
    game.new("", 3)
    before = game.play(game.view()["moves"][0])
    view = game.load(text, "bad.json")
    assert view["message"].startswith(said) and "\n" not in view["message"], view["message"]
    assert "loaded" not in view and view["record"] == before["record"]
