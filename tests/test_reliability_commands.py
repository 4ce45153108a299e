"""Every command given the bad input a user really types: one line on stderr naming the
option, id, file or move, exit status 2, never a traceback.

Each row is (argv, a fragment of the one line).  The commands run in this process (an exception
that is not a project error would fail the test with its traceback); the rows where a
traceback could still slip through (stdin, the module entry point) run as subprocesses in
test_reliability_play.py."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from comparer.cli import main

QA = "queens-audience/dick-1883"


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    binary = tmp_path / "binary.json"
    binary.write_bytes(bytes(range(256)) * 4)
    existing = tmp_path / "existing.txt"
    existing.write_text("keep me\n", encoding="utf-8")
    others = tmp_path / "others"
    others.mkdir()
    (others / "thesis.tex").write_text("mine\n", encoding="utf-8")
    return {"BINARY": str(binary), "DIR": str(tmp_path), "MISSING": str(tmp_path / "no" / "f.json"),
            "EXISTING": str(existing), "OTHERS": str(others)}


def _argv(argv: list[str], files: dict[str, str]) -> list[str]:
    return [files.get(a, a) for a in argv]


BAD = [
    # simulate: numbers, deal numbers, readings, policies, ids
    (["simulate", QA, "--deals", "-5"], "argument --deals: must be 1 or more, not -5"),
    (["simulate", QA, "--deals", "0"], "argument --deals: must be 1 or more, not 0"),
    (["simulate", QA, "--deals", "abc"], "argument --deals: not a whole number: 'abc'"),
    (["simulate", QA, "--deals", "1.5"], "argument --deals: not a whole number: '1.5'"),
    (["simulate", QA, "--seed-start", "-1"], "argument --seed-start: deal numbers are 0 or more"),
    (["simulate", QA, "--seed-start", str(2**64)], "deal numbers are 0 or more (up to 2**64 - 1)"),
    (["simulate", QA, "--workers", "0"], "argument --workers: must be 1 or more, not 0"),
    (["simulate", QA, "--reading", "+"], "'+' has an empty reading name"),
    (["simulate", QA, "--reading", "waste-all+"], "'waste-all+' has an empty reading name"),
    (["simulate", QA, "--reading", ""], "'' has an empty reading name"),
    (["simulate", QA, "--reading", "waste-al"], "unknown reading 'waste-al'; did you mean waste-all?"),
    (["simulate", QA, "--reading", "waste-all+waste-top"], "answer the same question"),
    (["simulate", QA, "--reading", "waste-all", "--all-readings"], "--reading and --all-readings contradict"),
    (["simulate", QA, "--policy", "gredy"], "unknown policy 'gredy'; did you mean greedy?"),
    (["simulate", QA, "--engine", "fast"], "argument --engine: invalid choice: 'fast'"),
    (["simulate", "queens-audiance"], "unknown ruleset or game 'queens-audiance'; did you mean queens-audience"),
    (["simulate"], "the following arguments are required: RULESET"),
    (["simulate", QA, "--store", "EXISTING"], "argument --store: "),
    # play (arguments; the session's own inputs are in test_reliability_play.py)
    (["play", "queens-audience/dik-1883", "--seed", "1"], "did you mean queens-audience/dick-1883?"),
    (["play", QA, "--seed", "-1"], "argument --seed: deal numbers are 0 or more"),
    (["play", QA, "--seed", "x"], "argument --seed: not a whole number: 'x'"),
    (["play", QA, "--reading", "+"], "'+' has an empty reading name"),
    (["play"], "play needs a ruleset (or --load FILE)"),
    (["play", "--load", "MISSING"], "no such game record"),
    (["play", "--load", "DIR"], "a folder, not a game record"),
    (["play", "--load", "BINARY"], "not UTF-8 text"),
    (["play", "--load", "/dev/zero"], "/dev/zero: not a regular file"),
    (["play", "--load", "EXISTING"], "not a game record (line 1"),
    (["play", QA, "--autosave", "MISSING"], "argument --autosave: cannot write"),
    (["play", QA, "--autosave", "DIR"], "argument --autosave: cannot write"),
    # solve
    (["solve", QA, "--seed", "-3"], "argument --seed: deal numbers are 0 or more"),
    (["solve", QA], "the following arguments are required: --seed"),
    (["solve", QA, "--seed", "1", "--nodes", "0"], "argument --nodes: must be 1 or more, not 0"),
    (["solve", QA, "--seed", "1", "--seconds", "0"], "argument --seconds: must be more than 0 seconds"),
    (["solve", QA, "--seed", "1", "--seconds", "nan"], "argument --seconds: must be more than 0 seconds"),
    (["solve", QA, "--seed", "1", "--seconds", "soon"], "not a number of seconds: 'soon'"),
    (["solve", QA, "--seed", "1", "--out", "MISSING"], "argument --out: cannot write"),
    (["solve", QA, "--seed", "1", "--out", "DIR"], "it is a folder"),
    (["solve", QA, "--seed", "1", "--out", "/proc/version"], "cannot write /proc/version"),
    (["solve", "gavote/wp-ru-royal-cotillion", "--seed", "1"], "did you mean gavotte/wp-ru-royal-cotillion?"),
    # audit-odds
    (["audit-odds", "queens-audiance", "--no-compute"], "unknown game 'queens-audiance'; did you mean queens-audience?"),
    (["audit-odds", "--deals", "0", "--no-compute"], "argument --deals: must be 1 or more, not 0"),
    (["audit-odds", "--deals", "many"], "argument --deals: not a whole number: 'many'"),
    (["audit-odds", "--cache", "EXISTING", "--no-compute"], "argument --cache: "),
    (["audit-odds", "gavotte", "--no-compute"], "games with one: "),
    # compare, collate, graph
    (["compare", QA, "queens-audience/parlett-1979", "--deals", "-1"], "argument --deals: must be 0 or more"),
    (["compare", QA, "queens-audience/parlett-1979", "--workers", "0"], "argument --workers: must be 1 or more"),
    (["compare", QA, "queens-audience/parlett-1979", "--deals", "100000000000"], "at most 1,000,000 deals are paired"),
    (["graph", "--deals", "100000000000"], "at most 1,000,000 deals are paired"),
    (["compare", QA, "queens-audience/parlett-1979", "--seed-start", "-2"], "deal numbers are 0 or more"),
    (["compare", QA, "queens-audience/parlett-1979", "--policy", "foo", "--deals", "0"], "unknown policy 'foo'"),
    (["compare", QA, "queens-audience/parlett-1979@waste-al", "--deals", "0"], "did you mean waste-all?"),
    (["compare", QA, "queens-audience/parlett-1979@", "--deals", "0"], "no reading after '@'"),
    (["compare", QA, "queens-audience/parlett-1979", "-o", "MISSING"], "argument -o/--output: cannot write"),
    (["compare", QA, "queens-audience/parlett-1979", "-o", "DIR"], "it is a folder"),
    (["compare", QA, "gavotte/wp-ru-royal-cotillion", QA], "compare takes two rulesets"),
    (["collate", "gavote"], "unknown ruleset or game 'gavote'"),
    (["collate", "queens-audience", "-o", "DIR"], "argument -o/--output: cannot write"),
    (["collate", f"{QA}@waste-all+"], "an empty reading name"),
    (["graph", "queens-audiance"], "unknown game 'queens-audiance'"),
    (["graph", "--deals", "-1"], "argument --deals: must be 0 or more, not -1"),
    (["graph", "queens-audience", "--policy", "foo", "--deals", "2"], "unknown policy 'foo'"),
    (["graph", "-o", "MISSING"], "argument -o/--output: cannot write"),
    (["graph", "--format", "svg"], "argument --format: invalid choice: 'svg'"),
    # site
    (["site", "--out", "EXISTING"], "a file, not a folder"),
    (["site", "--out", "OTHERS"], "a folder of other files"),
    # rules
    (["rules", "show", "queens-audience/dik-1883"], "did you mean queens-audience/dick-1883?"),
    (["rules", "show", QA, "--reading", "+"], "'+' has an empty reading name"),
    (["rules", "show", QA, "--reading", "sideways"], "unknown reading 'sideways'"),
    (["rules", "explain", "nowhere/none"], "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["rules", "explain", QA, "--lang", "fr"], "argument --lang: invalid choice: 'fr'"),
    (["rules"], "the following arguments are required: SUBCOMMAND"),
    ([], "the following arguments are required: COMMAND"),
    (["simulat", QA], "invalid choice: 'simulat'"),
]


@pytest.mark.parametrize("argv, fragment", BAD, ids=[" ".join(a) or "(nothing)" for a, _ in BAD])
def test_bad_input_is_one_line_and_status_2(argv, fragment, files, capsys):
    try:
        status = main(_argv(argv, files))
    except SystemExit as exc:  # argparse's refusals
        status = exc.code
    out, err = capsys.readouterr()
    assert status == 2, err
    assert err.count("\n") == 1 and fragment in err, err
    assert "Traceback" not in err


def test_an_unwritable_output_is_refused_before_the_work(files, capsys):
    # the check runs while the arguments are read: no deal is played for a file that cannot be
    # written (a compare of 10,000 deals would otherwise fail at its very end)
    with pytest.raises(SystemExit):
        main(["compare", QA, "queens-audience/parlett-1979", "--deals", "10000", "-o", files["MISSING"]])
    assert "cannot write" in capsys.readouterr().err


def test_an_existing_output_file_is_replaced_whole(files, capsys):
    assert main(["collate", "queens-audience", "--format", "json", "-o", files["EXISTING"]]) == 0
    data = json.loads(Path(files["EXISTING"]).read_text(encoding="utf-8"))
    assert data and "keep me" not in json.dumps(data)
    assert not [p for p in Path(files["DIR"]).iterdir() if p.name.endswith(".part")]


def test_a_folder_of_other_files_is_not_emptied_by_site(files, capsys):
    assert main(["site", "--out", files["OTHERS"]]) == 2
    assert (Path(files["OTHERS"]) / "thesis.tex").read_text(encoding="utf-8") == "mine\n"
