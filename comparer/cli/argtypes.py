"""The values a command-line option takes, checked as argparse reads them: counts, deal
numbers, reading names, files to write.  A bad value ends the command before any work with one
line naming the option and the value (argparse's ``argument --deals: ...``), exit status 2.

>>> count("12"), deal_number("0"), readings("waste-all+one-pass")
(12, 0, 'waste-all+one-pass')
>>> count("0")
Traceback (most recent call last):
argparse.ArgumentTypeError: must be 1 or more, not 0
>>> deal_number("-5")
Traceback (most recent call last):
argparse.ArgumentTypeError: deal numbers are 0 or more (up to 2**64 - 1), not -5
>>> readings("waste-all+")
Traceback (most recent call last):
argparse.ArgumentTypeError: 'waste-all+' has an empty reading name (names are joined by +)
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

#: Deal numbers are taken modulo 2**64 by the engine (docs/ENGINE.md), so larger or negative
#: ones would only repeat deals under another number: they are refused.
DEAL_NUMBERS = 2**64


def _int(text: str) -> int:
    try:
        return int(text.strip().replace("_", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number ``>= minimum``."""
    def parse(text: str) -> int:
        n = _int(text)
        if n < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, not {n}")
        return n
    parse.__name__ = f"whole number >= {minimum}"  # argparse names the type in some messages
    return parse


#: How many: 1 or more (deals, workers, nodes).
count = at_least(1)
#: 0 or more (deals where 0 means "none").
count_or_zero = at_least(0)


#: Paired comparisons keep every deal's outcome in memory (about 150 bytes a deal) to pair
#: them: more deals than this would take gigabytes before any answer.
MAX_PAIRED_DEALS = 1_000_000


def paired_deals(text: str) -> int:
    """Deals for a paired comparison: 0 (none) up to ``MAX_PAIRED_DEALS``."""
    n = count_or_zero(text)
    if n > MAX_PAIRED_DEALS:
        raise argparse.ArgumentTypeError(
            f"at most {MAX_PAIRED_DEALS:,} deals are paired (every deal's outcome is kept), not {n:,}; "
            "for more, simulate each ruleset with --store")
    return n


def deal_number(text: str) -> int:
    """A deal number (seed): ``0 <= n < 2**64``."""
    n = _int(text)
    if not 0 <= n < DEAL_NUMBERS:
        raise argparse.ArgumentTypeError(f"deal numbers are 0 or more (up to 2**64 - 1), not {n}")
    return n


def positive_seconds(text: str) -> float:
    """A time limit in seconds, more than 0."""
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not x > 0 or x == float("inf"):
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, not {text}")
    return x


def readings(text: str) -> str:
    """Reading names joined by ``+``, none empty (``+``, ``a+``, ``""`` are refused).  Whether
    the ruleset declares them is checked when the ruleset is read."""
    names = [n.strip() for n in text.replace(",", "+").split("+")]
    if any(not n for n in names):
        raise argparse.ArgumentTypeError(f"{text!r} has an empty reading name (names are joined by +)")
    return "+".join(names)


def output_file(text: str) -> str:
    """A file to write (replaced if it exists): its folder must exist and take new files.
    Checked here so that a long command does not fail at its very end."""
    from rules.errors import FileAccessError
    from rules.files import check_writable

    if not text:
        raise argparse.ArgumentTypeError("an empty file name")
    try:
        check_writable(text)
    except FileAccessError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def folder_to_write(text: str) -> str:
    """A folder to keep files in (made if missing): not a file, and writable where it is or
    will be made."""
    import os
    from pathlib import Path

    path = Path(text)
    if not text:
        raise argparse.ArgumentTypeError("an empty folder name")
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    existing = next((p for p in (path, *path.parents) if p.exists()), Path("."))
    if not existing.is_dir() or not os.access(existing, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"cannot write in {existing}")
    return text
