"""Ruleset files a user writes (in a folder named by $VARIORUM_RULESETS, read before the shipped
rulesets) with the mistakes people make: every command answers in one line naming the file and
the slot, exit status 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from comparer.cli import main
from rules.resolve import ruleset as ruleset_module

ROOT = Path(__file__).resolve().parent.parent

HEAD = '''game = "queens-audience"
source = "{source}"
grade = "reconstructed"
title = {{ en = "Mine", ru = "Моя" }}
'''
FOLLOWS = 'follows = "queens-audience/dick-1883"\n'
WHY = 'justification = { en = "Because.", ru = "Потому что." }\n'

#: (what is wrong, the file's text after its head, a fragment of the one line)
BROKEN = [
    ("unknown slot", FOLLOWS + '[[editorial]]\nslot = "stock.redeels"\nvalue = 1\ncert = "high"\n' + WHY,
     "slot 'stock.redeels'"),
    ("a value of the wrong type", FOLLOWS + '[[editorial]]\nslot = "deck.packs"\nvalue = "two"\ncert = "high"\n' + WHY,
     "slot 'deck.packs'"),
    ("two editorial claims for one slot",
     '[[editorial]]\nslot = "deck.packs"\nvalue = 1\ncert = "high"\n' + WHY
     + '[[editorial]]\nslot = "deck.packs"\nvalue = 2\ncert = "high"\n' + WHY,
     "slot 'deck.packs' has more than one editorial claim"),
    ("an editorial claim against a drawn claim",
     FOLLOWS + '[[draw]]\nsource = "wp-en-queens-audience"\nwitnesses = ["queens-audience-wp-en"]\n' + WHY
     + '[[editorial]]\nslot = "stock.redeals"\nvalue = 3\ncert = "high"\n' + WHY,
     "an editorial claim may not override"),
    ("nothing drawn, nothing inherited", "", "has no value"),
    ("unknown key", FOLLOWS + 'grdae = "x"\n', "unknown key(s) grdae"),
    ("unknown ruleset followed", 'follows = "queens-audience/dik-1883"\n', "did you mean queens-audience/dick-1883?"),
    ("a reading with two defaults",
     FOLLOWS + '[[reading]]\nname = "a"\naxis = "q"\ndefault = true\nen = "A"\nru = "А"\n'
     '[[reading]]\nname = "b"\naxis = "q"\ndefault = true\nen = "B"\nru = "Б"\n',
     "need exactly one default"),
    ("TOML syntax", FOLLOWS + "[[editorial]\n", "mine.toml:6: not valid TOML: Expected ']]'"),
    ("cert out of range", FOLLOWS + '[[editorial]]\nslot = "deck.packs"\nvalue = 1\ncert = "sure"\n' + WHY,
     "cert must be one of"),
]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    (tmp_path / "queens-audience").mkdir()
    monkeypatch.setenv("VARIORUM_RULESETS", str(tmp_path))
    ruleset_module._load_cached.cache_clear()
    yield tmp_path
    ruleset_module._load_cached.cache_clear()


def write(folder: Path, source: str, body: str) -> None:
    (folder / "queens-audience" / f"{source}.toml").write_text(HEAD.format(source=source) + body,
                                                                encoding="utf-8")


def one_line(argv: list[str], capsys) -> str:
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    err = capsys.readouterr().err
    assert status == 2 and err.count("\n") == 1 and "Traceback" not in err, err
    return err


@pytest.mark.parametrize("what, body, fragment", BROKEN, ids=[b[0] for b in BROKEN])
@pytest.mark.parametrize("command", [["rules", "show"], ["rules", "explain"], ["simulate", "--deals", "1"]],
                         ids=["rules show", "rules explain", "simulate"])
def test_a_broken_ruleset_is_one_line_naming_the_file(folder, capsys, what, body, fragment, command):
    write(folder, "mine", body)
    err = one_line([*command[:2], "queens-audience/mine", *command[2:]] if command[0] == "rules"
                   else [command[0], "queens-audience/mine", *command[1:]], capsys)
    assert fragment in err and ("mine.toml" in err or "queens-audience/mine" in err), err


def test_a_follows_cycle_is_named_with_its_chain(folder, capsys):
    write(folder, "mine", 'follows = "queens-audience/yours"\n')
    write(folder, "yours", 'follows = "queens-audience/mine"\n')
    err = one_line(["rules", "show", "queens-audience/mine"], capsys)
    assert "follows makes a cycle: queens-audience/mine -> queens-audience/yours -> queens-audience/mine" in err


def test_a_ruleset_file_that_is_not_text(folder, capsys):
    (folder / "queens-audience" / "mine.toml").write_bytes(b"game = \"\xff\xfe\"\n")
    assert "mine.toml: not UTF-8 text" in one_line(["rules", "show", "queens-audience/mine"], capsys)


def test_a_users_ruleset_is_listed_and_played(folder, capsys):
    write(folder, "mine", FOLLOWS)
    assert main(["rules", "list"]) == 0
    assert "queens-audience/mine" in capsys.readouterr().out
    assert main(["simulate", "queens-audience/mine", "--deals", "5", "--policy", "greedy"]) == 0


def test_the_variable_naming_no_folder_is_one_line():
    done = subprocess.run([sys.executable, "-m", "comparer", "rules", "list"], cwd=ROOT, text=True,
                          capture_output=True, timeout=120,
                          env={**__import__("os").environ, "VARIORUM_RULESETS": "/nonexistent/rules"})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == "variorum: error: VARIORUM_RULESETS=/nonexistent/rules: not a folder\n"
