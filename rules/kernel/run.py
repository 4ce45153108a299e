"""Running the kernel from Python: lowered tables cached per spec; numba is imported on first
use only (``rules.kernel.core`` imports it), so nothing pays for it until a kernel run.

>>> from rules.engine.examples import queens_audience_example
>>> out = outcomes(queens_audience_example(), "greedy", range(3))
>>> out.shape
(3, 5)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rules.engine.spec import Spec

if TYPE_CHECKING:
    from rules.kernel.lower import Lowered

_LOWERED: dict[Spec, Lowered] = {}


def lowered(spec: Spec) -> Lowered:
    """The lowered tables of ``spec`` (cached)."""
    from rules.kernel.lower import lower

    low = _LOWERED.get(spec)
    if low is None:
        if len(_LOWERED) > 256:
            _LOWERED.clear()
        low = _LOWERED[spec] = lower(spec)
    return low


def outcomes(spec: Spec, policy: str, seeds: Iterable[int], max_moves: int = 5000) -> Any:
    """One row per seed: (won, moves, decisions, cards left at a loss, capped), as int64."""
    import numpy as np

    from rules.kernel.core import play_seeds

    low = lowered(spec)
    arr = np.fromiter(seeds, dtype=np.int64)
    out = np.zeros((arr.shape[0], 5), dtype=np.int64)
    play_seeds(low.I, low.M, arr, policy == "random", max_moves, out)
    return out
