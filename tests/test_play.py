"""The terminal player and the play/simulate commands, driven through text streams."""

from __future__ import annotations

import io
import json
import sys

import pytest

from conftest_engine_specs import SPECS
from comparer import cli
from comparer.cli import arguments
from rules.engine.state import new_game
from rules.errors import VariorumError
from comparer.terminal import Session, run
from comparer.terminal.board import board
from rules.play.record import load_record


def resolver(name, reading):
    key = name if reading is None else f"{name}+{reading}"
    if key not in SPECS:
        raise VariorumError(f"unknown ruleset {name!r}")
    return SPECS[key]()


def _greedy_line(spec, seed):
    st = new_game(spec, seed)
    line = []
    while (moves := st.legal_moves()):
        st.apply(moves[0])
        line.append(str(moves[0]))
    return line, st


def _drive(session, lines):
    out = io.StringIO()
    run(session, io.StringIO("".join(x + "\n" for x in lines)), out)
    return out.getvalue()


@pytest.mark.parametrize("name", ["queens-audience", "royal-cotillion", "gavotte",
                                  "odd-and-even"])
def test_a_game_can_be_played_to_the_end(name):
    spec = SPECS[name]()
    line, final = _greedy_line(spec, 7)
    session = Session(spec, 7, name, resolver=resolver)
    text = _drive(session, line + ["quit"])
    assert session.state.key() == final.key()
    assert ("Won!" in text) == final.is_won()
    assert ("No move left" in text) == (not final.is_won())
    assert "refused" not in text and "\n? " not in text


def test_illegal_move_is_refused_with_the_rule():
    session = Session(SPECS["queens-audience"](), 3, "queens-audience")
    text = _drive(session, ["a1>c", "redeal", "zz>f", "quit"])
    assert "refused: a1>c" in text and "the rule: chamber.build.from" in text
    assert "refused: redeal" in text and "the rule: stock.redeals" in text
    assert "? 'zz' is neither a pile" in text
    assert session.state.history == []


def test_hint_undo_help_moves():
    session = Session(SPECS["queens-audience"](), 7, "queens-audience")
    text = _drive(session, ["hint", "hint greedy", "moves", "help", "undo", "a16+a4", "undo",
                            "board", "q"])
    assert "lookahead would play: a16+a4" in text and "greedy would play: a16+a4" in text
    assert "a16+a4 deal" in text
    assert "save FILE" in text
    assert "nothing to undo" in text
    assert "undone: a16+a4" in text
    assert session.state == new_game(SPECS["queens-audience"](), 7)


def test_save_and_load_round_trip(tmp_path):
    spec = SPECS["royal-cotillion"]()
    line, _ = _greedy_line(spec, 4)
    path = tmp_path / "game.json"
    session = Session(spec, 4, "royal-cotillion", resolver=resolver)
    _drive(session, line[:25] + [f"save {path}", "quit"])
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record == {"ruleset": "royal-cotillion", "reading": None, "seed": 4,
                      "moves": line[:25]}
    other = Session(SPECS["queens-audience"](), 1, "queens-audience", resolver=resolver)
    text = _drive(other, [f"load {path}", "quit"])
    assert "loaded" in text
    assert other.ruleset == "royal-cotillion" and other.state.key() == session.state.key()
    again = Session.from_record(load_record(path), resolver)
    assert again.state.key() == session.state.key()


def test_bad_record_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(VariorumError, match="bad.json"):
        load_record(bad)
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"ruleset": "queens-audience", "seed": 1,
                                 "moves": ["deal", "a1>c"]}), encoding="utf-8")
    with pytest.raises(VariorumError, match=r"move 2 \('a1>c'\)"):
        Session.from_record(load_record(wrong), resolver)
    session = Session(SPECS["queens-audience"](), 1, "queens-audience", resolver=resolver)
    assert "cannot load" in _drive(session, [f"load {tmp_path / 'none.json'}", "quit"])


def test_board_marks_available_cards_and_counts_stock():
    st = new_game(SPECS["royal-cotillion"](), 2)
    text = board(st, "royal-cotillion", "title")
    assert text.startswith("title")
    assert "s: 68 cards" in text
    assert text.count("[") == 4  # the four ladies' columns
    st_ru = board(st, "royal-cotillion", lang="ru")
    assert "Т♣" in st_ru  # the Ace of clubs on a foundation, in Russian


def test_end_of_input_ends_the_loop():
    session = Session(SPECS["queens-audience"](), 3)
    assert _drive(session, []).endswith("> \n")


# --- the commands -------------------------------------------------------------------------------


@pytest.fixture
def patched(monkeypatch):
    monkeypatch.setattr(arguments, "spec_for", resolver)
    monkeypatch.setattr(arguments, "rulesets", list)  # the test specs are named by game


def test_ruleset_names_expand_from_games_and_all():
    from rules.resolve.ruleset import list_rulesets

    every = list_rulesets()
    assert arguments.rulesets(["all"]) == every
    qa = arguments.rulesets(["queens-audience", "queens-audience/dick-1883"])
    assert qa and all(r.startswith("queens-audience/") for r in qa) and len(set(qa)) == len(qa)
    with pytest.raises(VariorumError, match="unknown ruleset or game 'nosuch'; see `variorum rules list`"):
        arguments.rulesets(["nosuch"])


def test_simulate_command_json(patched, capsys):
    status = cli.main(["simulate", "queens-audience", "royal-cotillion", "--deals", "40",
                       "--format", "json", "--no-progress"])
    assert status == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["ruleset"] for d in data] == ["queens-audience", "royal-cotillion"]
    assert all(d["deals"] == 40 and len(d["wilson95"]) == 2 for d in data)


def test_simulate_draws_a_progress_bar_on_a_terminal_only(patched, capsys, monkeypatch):
    args = ["simulate", "queens-audience", "--deals", "30", "--policy", "random",
            "--reading", "waste-all", "--seed-start", "5"]
    assert cli.main(args) == 0
    out, err = capsys.readouterr()
    assert "win rate" in out and "95% interval" in out and "waste-all" in out
    assert err == ""  # stderr is not a terminal here: no bar lines in a log
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert cli.main(args) == 0
    out, err = capsys.readouterr()
    assert "queens-audience" in err and "/30" in err  # the bar, on stderr


def test_simulate_bad_ruleset_is_one_line_and_status_2(patched, capsys):
    status = cli.main(["simulate", "no-such-game", "--deals", "5", "--no-progress"])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.strip().count("\n") == 0 and "no-such-game" in err


def test_play_command_reads_stdin(patched, monkeypatch, capsys, tmp_path):
    monkeypatch.setattr("sys.stdin", io.StringIO("deal\nsave " + str(tmp_path / "g.json")
                                                 + "\nquit\n"))
    assert cli.main(["play", "queens-audience", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "played: deal" in out and "bye" in out
    monkeypatch.setattr("sys.stdin", io.StringIO("undo\nquit\n"))
    assert cli.main(["play", "--load", str(tmp_path / "g.json")]) == 0
    assert "undone: deal" in capsys.readouterr().out


def test_play_without_ruleset(patched, capsys):
    assert cli.main(["play"]) == 2
    assert "needs a ruleset" in capsys.readouterr().err


def test_simulate_all_readings(patched, monkeypatch, capsys):
    monkeypatch.setattr(arguments, "readings_of",
                        lambda name: [None, "waste-all", "any-source"])
    assert cli.main(["simulate", "queens-audience", "--deals", "20", "--all-readings",
                     "--format", "json", "--no-progress"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [d["reading"] for d in data] == [None, "waste-all", "any-source"]


def test_hint_names_the_policy_and_can_ask_lookahead():
    session = Session(SPECS["queens-audience"](), 3)
    out = _drive(session, ["hint", "hint greedy", "hint nosuch", "quit"])
    assert "greedy would play:" in out and "lookahead would play:" in out
    assert "unknown policy 'nosuch'" in out


def test_a_russian_session_speaks_russian_throughout():
    from comparer.cli.arguments import spec_for

    name = "queens-audience/dick-1883"
    session = Session(spec_for(name, None), 3, name, lang="ru")
    text = _drive(session, ["a1>f1", "xyz", "t1>f1", "подсказка", "help", "deal", "undo",
                            "undo", "quit"])
    for russian in ("расклад 3 — ход 0", "колода", "36 карт", "предкомната", "К♣", "Д♥",
                    "Возможных ходов: 1", "нельзя: a1>f1: f1 пуста, и начать её может только пара",
                    "правило: foundation.base", "«xyz» — не ход (например: ", "lookahead сыграл бы: deal",
                    "ходы:", "команды:", "ход отменён: deal", "отменять нечего", "до свидания"):
        assert russian in text, russian
    for english in ("refused", "seed", "legal move", "cards", "would play", "undone", "K♣",
                    "not a move", "type help", "Queen's Audience", "antechamber"):
        assert english not in text, english


def test_not_a_move_suggests_the_piles_of_the_game_played():
    from comparer.cli.arguments import spec_for

    name = "british-constitution/morehead-mott-smith-1949"
    text = _drive(Session(spec_for(name, None), 3, name), ["xyz", "quit"])
    line = next(x for x in text.splitlines() if "not a move" in x)
    assert "a16" not in line and "a1+a7" not in line  # Queen's Audience's piles
    assert any(f"p{i}>" in line for i in range(1, 9)) or "e1>" in line, line
