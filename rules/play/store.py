"""The results store: finished blocks of seeded deals kept on disk, so that an interrupted or
repeated simulation resumes without playing them again.

A block's result is a :class:`~rules.play.simulate.Tally` (sums of ints), stored as one small
JSON file per block under ``ROOT/<spec hash>/<policy>-<max moves>/<first>-<last>.json``: the
key is what decides the numbers — the spec (its digest: two readings that compile to the same
spec share results), the policy, the move cap (and the solver's version, for the policies that
solve) and the seed range.  Which engine played the
block does not count (the kernel and the reference engine give the same games).  A file is
written to a temporary name and renamed, so a run killed mid-write leaves no half chunk.

>>> import tempfile
>>> from rules.engine.examples import queens_audience_example
>>> store = ResultsStore(tempfile.mkdtemp())
>>> key = store.key(queens_audience_example(), "greedy", 5000)
>>> store.load(key, range(0, 10)) is None
True
>>> store.save(key, range(0, 10), {"deals": 10, "wins": 3}, {"ruleset": "qa"})
>>> store.load(key, range(0, 10))
{'deals': 10, 'wins': 3}
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from rules.engine.spec import Spec
from rules.kernel.coverage import spec_hash


class ResultsStore:
    """A directory of finished blocks; ``computed`` and ``reused`` count deals per run."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self.computed = 0
        self.reused = 0

    def key(self, spec: Spec, policy: str, max_moves: int) -> Path:
        """The directory of ``spec`` played by ``policy`` with ``max_moves`` as the cap (and,
        for the solver and the expert, which solve deals, the solver's version: blocks of
        another solver are not read as this one's)."""
        tail = ""
        if policy in ("solver", "expert"):
            from rules.play.solver import SOLVER_VERSION

            tail = f"-solver{SOLVER_VERSION}"
        return self.root / spec_hash(spec) / f"{policy}-{max_moves}{tail}"

    def _path(self, key: Path, seeds: range) -> Path:
        return key / f"{seeds.start}-{seeds.stop - 1}.json"

    def load(self, key: Path, seeds: range) -> dict[str, Any] | None:
        """The stored sums of block ``seeds``, or None if it was never finished."""
        path = self._path(key, seeds)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            return None  # unreadable: play the block again and overwrite it
        tally: dict[str, Any] = data["tally"]
        self.reused += tally.get("deals", 0)
        return tally

    def save(self, key: Path, seeds: range, tally: dict[str, Any],
             about: dict[str, Any]) -> None:
        """Keep block ``seeds``'s sums (``about``: what was played, for a reader)."""
        key.mkdir(parents=True, exist_ok=True)
        path = self._path(key, seeds)
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        record = {"seeds": [seeds.start, seeds.stop - 1], **about, "tally": tally}
        tmp.write_text(json.dumps(record, sort_keys=True) + "\n", encoding="utf-8")
        tmp.replace(path)
        self.computed += tally.get("deals", 0)
