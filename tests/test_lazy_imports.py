"""Commands that need only the engine start without the annotator's heavy imports: `variorum
rules list` and `variorum simulate` never import spaCy (issue 8, item 8)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

PROBE = """
import contextlib, io, json, sys
from comparer.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main({args!r})
print(json.dumps([status, sorted(m for m in sys.modules if m.split(".")[0] in ("spacy", "thinc", "pymorphy3"))]))
"""


@pytest.mark.parametrize("args", [
    ["rules", "list"],
    ["simulate", "queens-audience/dick-1883", "--deals", "3", "--no-progress", "--format", "json"],
], ids=["rules-list", "simulate"])
def test_engine_commands_do_not_import_spacy(args: list[str]) -> None:
    out = subprocess.run([sys.executable, "-c", PROBE.format(args=args)], capture_output=True,
                         text=True, check=True)
    status, heavy = json.loads(out.stdout.strip().splitlines()[-1])
    assert status in (0, None)
    assert heavy == [], f"{' '.join(args)} imported {heavy}"
