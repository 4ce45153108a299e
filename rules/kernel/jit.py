"""How the kernel's functions are compiled: ``hot`` (no reference counting) and ``entry``,
both cached on disk by numba, the cache keyed on every source file of the kernel.

numba keys a cached function on the file that defines it alone.  The kernel's functions read
the layout's constants (:mod:`rules.kernel.layout`, frozen into the compiled code) and call one
another across files, so a cache keyed on one file would outlive a change to another (a stale
layout or callee).  So the kernel's cache lives in a folder of its own named after the digest
of all the kernel's source files (:func:`cache_dir`): any change to any of them gives a new,
empty folder, and the kernel is compiled afresh.

This goes through numba's documented surface: the cache folder ``NUMBA_CACHE_DIR``, which
numba reads into ``numba.config.CACHE_DIR`` and which its cache locator reads when a function
is decorated with ``cache=True``.  The kernel's decorators set it for their own functions only
and put the user's value back at once, so other numba code in the process (and a
``NUMBA_CACHE_DIR`` the user set, which becomes the folder's parent) is left as it was.
``tests/test_kernel.py`` checks that every kernel function's cache lies in the digest's folder,
and fails loudly if numba ever stops honouring the setting.  Where no folder can be written,
the kernel is compiled without a disk cache rather than risk numba's own (stale) one.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import numba

KERNEL_DIR = Path(__file__).resolve().parent
#: numba's settings (its attributes are set from the environment when numba is imported).
_config: Any = numba.config

#: Prefix of the cache folders, one per digest of the kernel's sources.
CACHE_PREFIX = "numba-kernel-"


def sources_digest(files: Iterable[Path] | None = None) -> bytes:
    """The digest of the kernel's source files (names and contents): all of them by default."""
    if files is None:
        return _kernel_digest()
    h = hashlib.sha256()
    for path in sorted(files):
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.digest()


@functools.cache
def _kernel_digest() -> bytes:
    return sources_digest(KERNEL_DIR.glob("*.py"))


@functools.cache
def cache_dir() -> Path | None:
    """The folder of the kernel's compiled code for the current sources: under
    ``$NUMBA_CACHE_DIR`` when set, else ``__pycache__`` beside the kernel, else the user's cache
    folder; None when none can be written."""
    name = CACHE_PREFIX + sources_digest().hex()[:20]
    user = os.environ.get("NUMBA_CACHE_DIR")
    xdg = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    bases = [Path(user)] if user else [KERNEL_DIR / "__pycache__", xdg / "variorum"]
    for base in bases:
        folder = base / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            probe = folder / f".probe-{os.getpid()}"
            probe.touch()
            probe.unlink()
        except OSError:
            continue
        if base == KERNEL_DIR / "__pycache__":
            _remove_older(base, keep=folder)
        return folder
    return None


def _remove_older(base: Path, keep: Path) -> None:
    """The caches of the kernel's earlier sources, in the checkout's own folder only (a shared
    folder may serve other checkouts)."""
    for old in base.glob(CACHE_PREFIX + "*"):
        if old != keep and old.is_dir():
            shutil.rmtree(old, ignore_errors=True)


def _compiled(**options: Any) -> Callable[[Any], Any]:
    def decorate(fn: Any) -> Any:
        folder = cache_dir()
        if folder is None:
            return numba.njit(**options)(fn)
        before = _config.CACHE_DIR
        _config.CACHE_DIR = str(folder)
        try:
            return numba.njit(cache=True, **options)(fn)
        finally:
            _config.CACHE_DIR = before
    return decorate


#: The kernel's functions allocate nothing, so they are compiled without numba's reference
#: counting (``_nrt=False``): counting costs more than the work when a function is called
#: with a dozen arrays at every step.  Only the entry point allocates the working arrays.
hot = _compiled(_nrt=False)
entry = _compiled()
