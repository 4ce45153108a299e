"""Blocks of seeded deals played on a Dask distributed cluster (``simulate --scheduler``).

Each block is one task; the cluster's workers need this package installed (the same version)
and import it as they would locally, so the kernel compiles (or loads its disk cache) once per
worker.  Results come back as the blocks finish; the caller sums them, so the order does not
matter and the result equals a serial run.  Dask is imported only here, and only when a
scheduler address is given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from rules.engine.spec import Spec
from rules.errors import VariorumError


def run_blocks(address: str, run_block: Callable[..., Any], spec: Spec, policy: str,
               blocks: list[range], max_moves: int, engine: str
               ) -> Iterator[tuple[range, Any]]:
    """(block, ``run_block(spec, policy, block, max_moves, engine)``) for every block, computed
    on the cluster whose scheduler listens at ``address`` (``tcp://host:8786``), as they
    finish."""
    try:
        from distributed import Client, as_completed
    except ImportError as exc:  # pragma: no cover - dask is a declared dependency
        raise VariorumError(f"--scheduler needs dask[distributed] ({exc})") from None
    try:
        client = Client(address, timeout="10s")
    except (OSError, TimeoutError) as exc:
        raise VariorumError(f"no Dask scheduler at {address}: {exc}") from None
    try:
        spec_future = client.scatter(spec, broadcast=True)
        futures = {client.submit(run_block, spec_future, policy, b, max_moves, engine,
                                 pure=False): b for b in blocks}
        for future in as_completed(futures):
            yield futures[future], future.result()
    finally:
        client.close()
