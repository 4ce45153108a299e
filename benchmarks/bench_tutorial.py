"""The README's "Adding a source" tutorial, run command by command in a scratch copy, timed.

The commands are read from the README (the lines of the section's code blocks that start with
``variorum``, continuation lines joined) and run as ``python3 -m comparer ...`` with the copy as
the working directory, so the copy's code and data are used and the real corpus is untouched.
``tests/test_tutorial.py`` runs the same commands through ``run_tutorial``.

    python3 benchmarks/bench_tutorial.py [--keep DIR]

Prints each command's wall time and the time from ``corpus import`` to the comparison report.
Figures depend on the machine and its load; they are not assertions.
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SECTION = "## Adding a source"
#: What the commands need: the three packages (code and data), the templates, the tutorial files.
COPIED = ("corpus", "rules", "comparer", "site", "docs/tutorial")


def tutorial_commands(readme: Path = ROOT / "README.md") -> list[list[str]]:
    """The tutorial's commands, in order, as argument lists (``variorum`` first)."""
    text = readme.read_text(encoding="utf-8")
    start = text.index(SECTION)
    end = text.find("\n## ", start + len(SECTION))
    lines = text[start:end if end > 0 else None].splitlines()
    commands: list[list[str]] = []
    pending = ""
    for line in lines:
        stripped = line.strip()
        if pending:
            pending += " " + stripped.rstrip("\\").strip()
        elif line.startswith("    ") and stripped.startswith("variorum "):
            pending = stripped.rstrip("\\").strip()
        else:
            continue
        if not stripped.endswith("\\"):
            commands.append(shlex.split(pending))
            pending = ""
    return commands


def scratch_copy(dest: Path) -> Path:
    """A copy of what the tutorial touches (no caches), to run it in."""
    for part in COPIED:
        shutil.copytree(ROOT / part, dest / part, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return dest


def run_tutorial(workdir: Path, commands: list[list[str]] | None = None
                 ) -> list[tuple[list[str], float, subprocess.CompletedProcess[str]]]:
    """Run every command in ``workdir``; stop at the first that fails. Each with its time."""
    out = []
    for cmd in commands or tutorial_commands():
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, "-m", "comparer", *cmd[1:]], cwd=workdir,
                              capture_output=True, text=True, timeout=900)
        out.append((cmd, time.perf_counter() - t0, proc))
        if proc.returncode != 0:
            break
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--keep", type=Path, help="run in this (new) folder and keep it")
    args = ap.parse_args()
    tmp = None if args.keep else tempfile.TemporaryDirectory(prefix="variorum-tutorial-")
    workdir = args.keep or Path(tmp.name)  # type: ignore[union-attr]
    scratch_copy(workdir)
    results = run_tutorial(workdir)
    for cmd, seconds, proc in results:
        print(f"{seconds:7.2f} s  {shlex.join(cmd)[:110]}")
        if proc.returncode:
            print(proc.stderr, file=sys.stderr)
            return 1
    total = sum(s for _, s, _ in results)
    print(f"{total:7.2f} s  from `corpus import` to the comparison report ({len(results)} commands)")
    if tmp is not None:
        tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
