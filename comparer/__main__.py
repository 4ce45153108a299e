"""``python -m comparer`` runs the ``variorum`` command line (handy from a checkout)."""

from __future__ import annotations

import sys

from comparer.cli import main

sys.exit(main())
