"""The ``variorum`` command line.

Each group of commands lives in its own module of this package (``corpus``, ``annotate``,
``rules``, ``play``), which exposes ``register(subparsers)``; heavy modules are imported only inside the command that needs
them so that ``variorum play`` and ``variorum simulate`` start fast.

Bad input ends with one clear line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
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
        print(f"variorum: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `variorum corpus show X | head`
        return 0
    except KeyboardInterrupt:
        print("variorum: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
