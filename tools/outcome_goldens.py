"""Rewrite the per-seed outcome goldens (tests/data/outcomes/, see the README there).

    python3 tools/outcome_goldens.py                      # every ruleset, both policies
    python3 tools/outcome_goldens.py --ruleset gavotte/wp-ru-royal-cotillion

Run it from the checkout: this checkout's code is imported, not an installed copy.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from goldens import main  # noqa: E402  (after the path is set)

if __name__ == "__main__":
    raise SystemExit(main())
