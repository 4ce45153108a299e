"""The kernel search's first call in a process loads (or compiles) numba's code: that time is
never charged to the deal being solved, so a deal's verdict does not depend on whether it was
the first of its run."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""
    from comparer.specs import spec_for
    from rules.play.solver import Limits, solve_deal
    spec = spec_for("queens-audience/dick-1883", "stock-allowed+deal-any-time")
    out = solve_deal(spec, 32, Limits(seconds=0.1, engine="kernel"))
    print(out.status, out.engine, out.nodes)
""")


def test_the_first_kernel_search_of_a_process_is_not_charged_numbas_loading() -> None:
    # deal 32 is won in about 18,000 positions, some 0.02 CPU s, past the first chunk of
    # positions after which the clock is read; loading the search from numba's disk cache
    # alone takes longer than the 0.1 s limit (0.3 s here), so a charged load gives up
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          timeout=600, check=True)
    status, engine, nodes = done.stdout.split()
    assert (status, engine) == ("won", "kernel")
    assert int(nodes) > 4096
