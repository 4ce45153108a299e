"""The ``variorum`` command line.

Each group of commands lives in its own module of this package (``corpus``, ``annotate``,
``rules``, ``play``), which exposes ``register(subparsers)``; heavy modules are imported only inside the command that needs
them so that ``variorum play`` and ``variorum simulate`` start fast.

Bad input ends with one clear line on stderr and exit status 2: a value argparse refuses
(``argtypes`` checks numbers, deal numbers, readings and files to write), or any
:class:`rules.errors.VariorumError` (unknown ids with the nearest known ones, unreadable or
unwritable files, malformed data), or a file-system error (the file and the reason).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn

from rules.errors import VariorumError

#: Modules contributing sub-commands, in the order they appear in ``--help``.
COMMAND_MODULES = (
    "comparer.cli.corpus",
    "comparer.cli.annotate",
    "comparer.cli.claims",
    "comparer.cli.rules",
    "comparer.cli.play",
    "comparer.cli.solve",
    "comparer.cli.compare",
    "comparer.cli.site",
)


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (the command, the problem, where help is)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see `{self.prog} --help`)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="variorum",
        description=(
            "Patience Variorum: read historical rule texts of patience games (English and "
            "Russian), see how the rules drift from source to source, and run each source's "
            "rules to find out which differences matter."
        ),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except VariorumError as exc:
        return fail(str(exc))
    except BrokenPipeError:  # e.g. `variorum corpus show X | head`
        return 0
    except OSError as exc:  # a file we were not told about in advance: name it and the reason
        where = f"{exc.filename}: " if exc.filename else ""
        return fail(f"{where}{exc.strerror or exc}")
    except KeyboardInterrupt:
        print("variorum: interrupted", file=sys.stderr)
        return 130


def fail(message: str) -> int:
    """Print the one line of an error on stderr; the exit status of bad input (2).  An error
    listing several problems (one per line) is given on one line, the problems joined by ``;``.
    """
    problems = [p.strip() for p in message.splitlines() if p.strip()] or ["(no message)"]
    if len(problems) == 1:
        line = problems[0]
    else:  # problems of one file: the file named once
        head = problems[0].split(": ", 1)[0] + ": "
        if all(p.startswith(head) for p in problems):
            problems = [p[len(head):] for p in problems]
        else:
            head = ""
        line = f"{head}{len(problems)} problems: " + "; ".join(problems)
    print(f"variorum: error: {line}", file=sys.stderr)
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
