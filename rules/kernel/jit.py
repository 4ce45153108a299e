"""How the kernel's functions are compiled: ``hot`` (no reference counting) and ``entry``,
both cached on disk by numba, the cache keyed on every source file of the kernel.

numba keys a cached function on the file that defines it alone.  The kernel's functions read
the layout's constants (:mod:`rules.kernel.layout`, frozen into the compiled code) and call one
another across files, so a cache keyed on one file would outlive a change to another (a stale
layout or callee).  The locators below key every kernel function on the digest of all the
kernel's source files instead: any change to any of them recompiles the kernel.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path
from typing import Any

from numba import njit
from numba.core import caching

KERNEL_DIR = Path(__file__).resolve().parent


@functools.cache
def sources_digest() -> bytes:
    """The digest of every source file of the kernel (names and contents)."""
    h = hashlib.sha256()
    for path in sorted(KERNEL_DIR.glob("*.py")):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.digest()


class _KernelSources:
    """A cache locator for the kernel's functions only, stamped with :func:`sources_digest`."""

    def get_source_stamp(self) -> bytes:
        return sources_digest()

    @classmethod
    def from_function(cls, py_func: Any, py_file: str) -> Any:
        if Path(py_file).resolve().parent != KERNEL_DIR:
            return None
        return super().from_function(py_func, py_file)  # type: ignore[misc]


class _InUserCacheDir(_KernelSources, caching.UserProvidedCacheLocator):
    """``$NUMBA_CACHE_DIR`` when it is set."""


class _InTree(_KernelSources, caching.InTreeCacheLocator):
    """``__pycache__`` beside the kernel's files."""


_impl: Any = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl")
if not any(issubclass(c, _KernelSources) for c in _impl._locator_classes):
    _impl._locator_classes[:0] = [_InUserCacheDir, _InTree]

_jit: Any = njit
#: The kernel's functions allocate nothing, so they are compiled without numba's reference
#: counting (``_nrt=False``): counting costs more than the work when a function is called
#: with a dozen arrays at every step.  Only the entry point allocates the working arrays.
hot = _jit(cache=True, _nrt=False)
entry = _jit(cache=True)
