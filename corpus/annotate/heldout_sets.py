"""The later held-out sets: the ``set-*`` folders of a held-out folder, each scored on its own.

A held-out folder (``corpus/annotate/heldout``) holds the first set's texts and gold files and,
in ``set-*`` subfolders, the later sets (texts and a ``gold.jsonl``).  ``heldout/sets.toml`` says
of each later set how it is titled and whether it is *held out*: a held-out set is never tuned
on, so ``annotate --evaluate --misses`` does not list its misses (``--misses-held-out`` does, for
the lead).  A ``set-*`` folder the file does not name is treated as held out.

>>> s = set_of(HELDOUT_SETS_DIR / "set-d")
>>> (s.key, s.held_out)
('heldout_set_d', False)
>>> set_of(HELDOUT_SETS_DIR / "set-zz").held_out
True
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from corpus.annotate.datafile import DATA_DIR, DataFileError, read_toml

__all__ = ["HELDOUT_SETS_DIR", "SETS_FILE", "HeldoutSet", "later_sets", "set_of", "is_single_set"]

#: The shipped held-out folder (the same as ``evaluate.HELDOUT_DIR``).
HELDOUT_SETS_DIR = DATA_DIR / "heldout"
#: Titles and held-out flags of the later sets, by folder name (relative to DATA_DIR).
SETS_FILE = "heldout/sets.toml"
#: The gold file of a later set.
SET_GOLD = "gold.jsonl"


@dataclass(frozen=True)
class HeldoutSet:
    """A later set: its folder, the key its scores have in ``--format json``, its title, and
    whether it is held out (never tuned on: its misses are not listed by default)."""

    path: Path
    key: str
    title: str
    held_out: bool


def set_of(path: Path) -> HeldoutSet:
    """The set in folder ``path``, titled and flagged by ``sets.toml`` (by the folder's name)."""
    name = path.name
    entry = read_toml(SETS_FILE).get(name, {})
    title = entry.get("title", f"held-out {name}")
    held_out = entry.get("held-out", True)
    if not isinstance(title, str) or not isinstance(held_out, bool):
        raise DataFileError(f"{DATA_DIR / SETS_FILE}: [{name}] needs a text 'title' and a true/false "
                            "'held-out'")
    return HeldoutSet(path, "heldout_" + name.replace("-", "_"), title, held_out)


def later_sets(directory: Path) -> list[HeldoutSet]:
    """The ``set-*`` subfolders of a held-out folder that hold a gold file, in name order."""
    return [set_of(p) for p in sorted(directory.glob("set-*")) if (p / SET_GOLD).is_file()]


def is_single_set(directory: Path) -> bool:
    """Whether ``directory`` is one later set (a ``gold.jsonl`` and no curated-conventions gold)
    rather than a held-out folder of the first set's kind."""
    return (directory / SET_GOLD).is_file() and not (directory / "gold-curated-conventions.jsonl").is_file()
