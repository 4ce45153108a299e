"""Which policy ``simulate`` uses by default for a ruleset: data in ``default_policies.toml``
(per game, with the reason), never a test on the game's name in code.

>>> default_policy("queens-audience/dick-1883")[0]
'expert'
>>> default_policy("parterre/ru-24-patiences")[0]
'lookahead'
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("default_policies.toml")


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    with DATA.open("rb") as fh:
        return tomllib.load(fh)


def default_policy(ruleset: str) -> tuple[str, str]:
    """(policy name, why) for ruleset ``game/source``."""
    data = _table()
    entry = data.get("game", {}).get(ruleset.split("/")[0], data["default"])
    return entry["policy"], entry["why"]
