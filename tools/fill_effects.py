"""Fill the cache of measured effects that the site's comparison pages read.

The site computes nothing: each comparison page shows the effects of the pair that
``variorum compare A B --deals N --cache`` kept under ``results/cache/`` (outcome lists by spec
hash, policy, first seed and deals), and says "not measured" where they are missing.  This
runs that command for every pair of rulesets of every game the site shows, with the deals the
site reads (``comparer.site.EFFECT_DEALS``) and each game's default policy; pairs already
stored cost nothing.  Long: run it niced, in the background:

    nice python3 tools/fill_effects.py [GAME ...]
"""

from __future__ import annotations

import os
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from comparer.cli import main  # noqa: E402
from comparer.site import EFFECT_DEALS  # noqa: E402
from comparer.site.pages import rulesets_of  # noqa: E402
from rules.resolve.ruleset import list_rulesets  # noqa: E402


def fill(games: list[str]) -> None:
    for game in games:
        for a, b in combinations(rulesets_of(game), 2):
            started = time.perf_counter()
            main(["compare", a, b, "--deals", str(EFFECT_DEALS), "--cache", "--format", "json",
                  "--no-progress", "-o", os.devnull])
            print(f"{a} ~ {b}: {time.perf_counter() - started:.1f} s", flush=True)


if __name__ == "__main__":
    fill(sys.argv[1:] or sorted({n.split("/")[0] for n in list_rulesets()}))
