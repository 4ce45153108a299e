"""Who plays: policies (``policies``, the ``lookahead`` search and its ``evaluate``), many
seeded deals (``simulate``, ``stats``), the exact solver, and game records (``record``).  The
terminal player, being presentation, is :mod:`comparer.terminal`.
"""

from __future__ import annotations
