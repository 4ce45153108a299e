"""Blocks of seeded deals played on a Dask distributed cluster (``simulate --scheduler``).

Each block is one task; the cluster's workers need this package installed (the same version)
and import it as they would locally, so the kernel compiles (or loads its disk cache) once per
worker.  Results come back as the blocks finish; the caller sums them, so the order does not
matter and the result equals a serial run.  Dask is imported only here, and only when a
scheduler address is given.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from rules.engine.spec import Spec
from rules.errors import VariorumError

#: Blocks submitted ahead per cluster worker.
IN_FLIGHT = 4


def run_blocks(address: str, run_block: Callable[..., Any], spec: Spec, policy: str,
               blocks: Iterable[range], max_moves: int, engine: str
               ) -> Iterator[tuple[range, Any]]:
    """(block, ``run_block(spec, policy, block, max_moves, engine)``) for every block, computed
    on the cluster whose scheduler listens at ``address`` (``tcp://host:8786``), as they
    finish.  At most ``IN_FLIGHT`` blocks per worker are submitted ahead, so a run of any length
    holds a few blocks, not all of them."""
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
        ahead = IN_FLIGHT * max(1, len(client.scheduler_info().get("workers", {})))
        pending = iter(blocks)
        futures = {client.submit(run_block, spec_future, policy, b, max_moves, engine,
                                 pure=False): b for b in itertools.islice(pending, ahead)}
        running = as_completed(futures)
        for future in running:
            yield futures.pop(future), future.result()
            for b in itertools.islice(pending, 1):  # one finished, one more submitted
                nxt = client.submit(run_block, spec_future, policy, b, max_moves, engine, pure=False)
                futures[nxt] = b
                running.add(nxt)
    finally:
        client.close()
