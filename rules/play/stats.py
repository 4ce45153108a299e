"""Interval estimates for win rates.

>>> lo, hi = wilson(81, 100)
>>> round(lo, 4), round(hi, 4)
(0.7222, 0.8749)
>>> wilson(0, 0)
(0.0, 1.0)
"""

from __future__ import annotations

import math

#: The two-sided 95% normal quantile.
Z95 = 1.959963984540054


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials (95% by default).

    Unlike the normal ("Wald") interval it stays inside [0, 1] and behaves at 0 and n wins.

    >>> [round(x, 4) for x in wilson(0, 10)]
    [0.0, 0.2775]
    >>> [round(x, 4) for x in wilson(10, 10)]
    [0.7225, 1.0]
    """
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= wins <= n:
        raise ValueError(f"wins {wins} not in 0..{n}")
    p = wins / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    lo = 0.0 if wins == 0 else max(0.0, centre - half)  # exact ends, no rounding residue
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)
