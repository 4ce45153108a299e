"""The compiled kernel: specs lowered to integer tables and played by one generic numba
program (docs/ENGINE.md §7).  ``coverage`` says which specs and policies it plays exactly as
the reference engine does; ``lower`` (by ``layout``), ``moves``, ``core`` and ``run`` do the
work (numba is imported only by ``jit``, ``moves`` and ``core``, on first use).
"""

from __future__ import annotations
