"""``variorum play`` as a user drives it, in a fresh interpreter reading stdin: files that cannot
be saved or loaded, nonsense, bytes that are not text and Ctrl-D at the prompt are answered in
one line and the game in progress goes on; ``--load`` of a broken record is one line and exit
status 2; ``--autosave`` keeps the record of every move, whole, even when the process is killed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
QA = "queens-audience/dick-1883"


def play(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "comparer", "play", *args], cwd=ROOT,
                          input=stdin, capture_output=True, timeout=120)


def first_moves(n: int, seed: int = 5) -> list[str]:
    from comparer.specs import spec_for
    from rules.engine.state import new_game

    st = new_game(spec_for(QA), seed)
    out = []
    for _ in range(n):
        move = st.legal_moves()[0]
        st.apply(move)
        out.append(str(move))
    return out


def test_bad_save_and_load_at_the_prompt_keep_the_game(tmp_path):
    readonly = "/proc/f.json"  # a folder nobody, not even root, can create files in
    moves = first_moves(2)
    lines = [moves[0], "save /nonexistent/dir/f.json", "save /tmp", f"save {readonly}",
             "load /bin/ls", "load /tmp", "load /nonexistent.json", moves[1],
             f"save {tmp_path / 'ok.json'}", "quit"]
    done = play(QA, "--seed", "5", stdin="\n".join(lines).encode() + b"\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    assert "cannot save: cannot write /nonexistent/dir/f.json: no folder /nonexistent/dir" in out
    assert "cannot save: cannot write /tmp: it is a folder" in out
    assert f"cannot save: cannot write {readonly}" in out
    assert "cannot load: cannot read /bin/ls: not UTF-8 text" in out
    assert "cannot load: cannot read /tmp: a folder, not a game record" in out
    assert "cannot load: /nonexistent.json: no such game record" in out
    saved = json.loads((tmp_path / "ok.json").read_text(encoding="utf-8"))
    assert saved["moves"] == moves  # both moves, around every refusal


def test_nonsense_binary_and_ctrl_d_at_the_prompt(tmp_path):
    rec = tmp_path / "auto.json"
    move = first_moves(1)[0]
    typed = b"xyzzy\n\xff\xfe\x00garbage\na99>f\n>>>\n" + move.encode() + b"\n"  # then end of input
    done = play(QA, "--seed", "5", "--autosave", str(rec), stdin=typed)
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b"", done.stderr
    assert out.count("> ? ") == 4  # each nonsense line answered: not understood, and why
    assert "not a move: 'xyzzy'" in out and "'a99' is neither a pile" in out
    assert json.loads(rec.read_text(encoding="utf-8"))["moves"] == [move]


def broken_records(tmp_path: Path) -> list[tuple[str, str]]:
    good = {"ruleset": QA, "reading": None, "seed": 5, "moves": first_moves(3)}
    cases = {
        "empty": ("", "not a game record (line 1"),
        "truncated": (json.dumps(good)[:-9], "not a game record"),
        "a list": ("[1, 2]", "a game record needs ruleset, seed and moves"),
        "seed as text": (json.dumps({**good, "seed": "5"}), "seed a deal number"),
        "negative seed": (json.dumps({**good, "seed": -5}), "seed a deal number"),
        "seed true": (json.dumps({**good, "seed": True}), "seed a deal number"),
        "moves not a list": (json.dumps({**good, "moves": "a1>f"}), "moves a list"),
        "a move not text": (json.dumps({**good, "moves": [1]}), "moves a list"),
        "reading a number": (json.dumps({**good, "reading": 3}), "reading text or null"),
        "illegal move": (json.dumps({**good, "moves": [*good["moves"], "a1>c"]}), "game record move 4 ('a1>c')"),
        "nonsense move": (json.dumps({**good, "moves": ["zz9>q"]}), "game record move 1 ('zz9>q')"),
        "unknown ruleset": (json.dumps({**good, "ruleset": "queens-audience/dik-1883"}),
                            "did you mean queens-audience/dick-1883?"),
        "unknown reading": (json.dumps({**good, "reading": "waste-al"}), "did you mean waste-all?"),
        "empty reading": (json.dumps({**good, "reading": "+"}), "an empty reading name"),
        "deep nesting": ("[" * 100000 + "]" * 100000, "not a game record"),
        "utf-16": (None, "not UTF-8 text"),
    }
    out = []
    for name, (text, fragment) in cases.items():
        path = tmp_path / (name.replace(" ", "-") + ".json")
        if text is None:
            path.write_bytes(json.dumps(good).encode("utf-16"))
        else:
            path.write_text(text, encoding="utf-8")
        out.append((str(path), fragment))
    return out


def test_load_of_a_broken_record_is_one_line_and_status_2(tmp_path):
    for path, fragment in broken_records(tmp_path):
        done = play("--load", path)
        err = done.stderr.decode()
        assert done.returncode == 2, (path, err)
        assert err.count("\n") == 1 and fragment in err and "Traceback" not in err, (path, err)


def test_load_with_seed_or_reading_is_refused():
    done = play("--load", "x.json", "--seed", "3")
    assert done.returncode == 2 and b"--seed and --reading do not go with it" in done.stderr


def test_autosave_keeps_every_move_even_when_the_process_is_killed(tmp_path):
    rec = tmp_path / "auto.json"
    moves = first_moves(6)
    proc = subprocess.Popen([sys.executable, "-m", "comparer", "play", QA, "--seed", "5",
                             "--autosave", str(rec)], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    assert proc.stdin is not None
    for i, move in enumerate(moves, start=1):
        proc.stdin.write(move.encode() + b"\n")
        proc.stdin.flush()
        deadline = time.monotonic() + 60
        while True:  # the record holds the move before the next is typed
            try:
                if len(json.loads(rec.read_text(encoding="utf-8"))["moves"]) == i:
                    break
            except (OSError, ValueError):
                pass
            assert time.monotonic() < deadline, "autosave did not follow the moves"
            time.sleep(0.05)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    record = json.loads(rec.read_text(encoding="utf-8"))
    assert record["moves"] == moves and record["seed"] == 5
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".part")]
    # and the game goes on from it
    done = play("--load", str(rec), stdin=b"quit\n")
    assert done.returncode == 0 and f"move {len(moves)}".encode() in done.stdout


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refusals_at_the_prompt_are_in_the_players_language(lang):
    done = play(QA, "--seed", "5", "--lang", lang, stdin=b"save /tmp\nload /tmp\nquit\n")
    out = done.stdout.decode()
    assert done.returncode == 0
    if lang == "ru":
        assert "не удалось сохранить" in out and "не удалось загрузить" in out
    else:
        assert "cannot save" in out and "cannot load" in out
