"""Replacing a corpus file without losing it: one writer at a time, atomic replacement.

* :func:`writing` holds an exclusive lock on the folder of the file (``flock`` on the folder
  itself, so no lock file is left behind) for a whole read-modify-write: a second
  ``annotate --write`` on the same corpus waits until the first has replaced its file, then
  reads the new one (no lost update).  It waits at most ``timeout`` seconds.
* :func:`atomic_write` writes a temporary file beside the target, flushes and ``fsync``\\ s it, then
  renames it over the target (and syncs the folder): a process killed at any moment leaves either
  the old file or the new one, whole.  Temporary files left by a killed writer are removed by
  the next writer (they are its own name's, and it holds the lock).

FileAccessError (one line, naming the file) when the folder cannot be locked or the file cannot be
written (read-only file or folder, disk full).
"""

from __future__ import annotations

import errno
import fcntl
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from rules.errors import FileAccessError

__all__ = ["writing", "atomic_write", "check_writable", "LOCK_TIMEOUT"]

#: Seconds a writer waits for another one to finish before giving up.
LOCK_TIMEOUT = 120.0


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


@contextmanager
def writing(path: Path, timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the write lock of ``path``'s folder; refuse a file that cannot be replaced."""
    folder = path.parent
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot open its folder: {exc.strerror}") from None
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN):
                    raise FileAccessError(f"{path}: cannot lock its folder: {exc.strerror}") from None
                if time.monotonic() > deadline:
                    raise FileAccessError(f"{path}: another writer has held the corpus folder for "
                                      f"{timeout:.0f} s; try again when it has finished") from None
                time.sleep(0.05)
        _remove_stale_temporaries(path)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _remove_stale_temporaries(path: Path) -> None:
    for stale in path.parent.glob(_temp_prefix(path) + "*.tmp"):
        try:
            stale.unlink()
        except OSError:
            pass


def check_writable(path: Path, new: bool = False) -> None:
    """FileAccessError unless ``path`` exists (or, ``new``, may be created) and may be replaced (the
    file and its folder writable)."""
    if not path.is_file() and not (new and not path.exists()):
        raise FileAccessError(f"{path}: no such file")
    for what, target in (("file", path), ("folder", path.parent)):
        if what == "file" and not path.exists():
            continue
        # The mode bits too: root may write anything, but a file marked read-only is left alone.
        if not os.access(target, os.W_OK) or not target.stat().st_mode & 0o222:
            raise FileAccessError(f"{path}: the {what} is read-only; nothing written")


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically (keeping its permission bits), or create it."""
    check_writable(path, new=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    try:
        fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot write beside it: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
        _sync_folder(path.parent)
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot write: {exc.strerror}; the file is unchanged") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
