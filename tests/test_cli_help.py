"""``variorum --help`` and every sub-command's ``--help`` run as a user runs them: a fresh
interpreter (``python -m comparer``), exit status 0, the usage line on stdout, nothing on stderr.

The commands are found by walking the argparse tree, so a new command is covered without
editing this file.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest

from comparer.cli import build_parser

ROOT = Path(__file__).resolve().parent.parent


def command_paths(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every command path of the parser tree: (), ("corpus",), ("corpus", "list"), ..."""
    out = [path]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                out.extend(command_paths(sub, (*path, name)))
    return out


COMMANDS = command_paths(build_parser())


def test_the_walk_finds_every_command_group():
    top = {p[0] for p in COMMANDS if p}
    assert {"corpus", "annotate", "rules", "play", "simulate"} <= top
    assert ("rules", "explain") in COMMANDS


@pytest.mark.parametrize("path", COMMANDS, ids=lambda p: " ".join(p) or "variorum")
def test_help_of_every_command_runs_and_exits_zero(path):
    done = subprocess.run([sys.executable, "-m", "comparer", *path, "--help"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.startswith("usage: variorum" + "".join(" " + p for p in path))
