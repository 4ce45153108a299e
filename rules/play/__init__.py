"""Who plays: policies (``policies``, the ``lookahead`` search and its ``evaluate``), many
seeded deals (``simulate``, ``stats``) and the terminal player (``terminal``).
"""

from __future__ import annotations
