"""Where a benchmark's figures go: one JSON file per run in benchmarks/results/ (git-ignored),
named by the benchmark and the time of the run (or a label the caller gives)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def write_json(name: str, payload: Any, label: str | None = None) -> Path:
    """Write ``payload`` to ``benchmarks/results/NAME-LABEL.json`` (LABEL: the time by default),
    say where, and return the path."""
    out = ROOT / "benchmarks" / "results"
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}-{label or time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"written {path.relative_to(ROOT)}")
    return path
