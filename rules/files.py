"""Files read and written for the user: each failure is one :class:`FileAccessError` line, and
a written file is replaced whole or not at all.  The one writer of the project: the commands'
outputs (game records, reports) and the corpus's witness files alike.

* :func:`atomic_write` writes a temporary file beside the target, flushes and ``fsync``\\ s it,
  renames it over the target (keeping the target's permission bits) and syncs the folder: a
  process killed at any moment leaves either the old file or the new one, whole.
* :func:`writing` holds an exclusive lock on the folder of a file (``flock`` on the folder
  itself, so no lock file is left behind) for a whole read-modify-write: a second writer waits
  until the first has replaced its file, then reads the new one (no lost update).  Temporary
  files a killed writer left are removed by the next one that takes the lock.

>>> import tempfile, os
>>> d = tempfile.mkdtemp()
>>> write_text_atomic(os.path.join(d, "a.txt"), "one\\n")
>>> read_text(os.path.join(d, "a.txt"), "note")
'one\\n'
>>> try:
...     read_text(d, "note")
... except FileAccessError as exc:
...     print(str(exc).replace(d, "DIR"))
cannot read DIR: a folder, not a note
"""

from __future__ import annotations

import errno
import os
import re
import tempfile
import time
import tomllib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rules.errors import FileAccessError, VariorumError

__all__ = ["read_text", "read_toml", "check_writable", "atomic_write", "write_text_atomic", "writing",
           "LOCK_TIMEOUT"]

#: Seconds a writer waits for another one to finish before giving up.
LOCK_TIMEOUT = 120.0


def read_text(path: str | os.PathLike[str], what: str = "file") -> str:
    """The UTF-8 text of ``path``; FileAccessError (one line) if it is missing, a folder,
    unreadable, or not UTF-8 text (e.g. a binary file)."""
    p = Path(path)
    if p.is_dir():
        raise FileAccessError(f"cannot read {p}: a folder, not a {what}", code="cannot-read",
                              path=str(p), reason="folder")
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise FileAccessError.from_os(p, exc, "read") from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileAccessError(f"cannot read {p}: not UTF-8 text (byte {exc.start}); is it a {what}?",
                              code="not-text", path=str(p), byte=exc.start) from None


_TOML_WHERE = re.compile(r" \(at line (\d+), column (\d+)\)$")


def read_toml(path: str | os.PathLike[str],
              error: Callable[[str], VariorumError] = FileAccessError) -> dict[str, Any]:
    """The tables of the TOML file ``path``; else ``error`` (the caller's kind of project
    error) with one line naming the file, and for a syntax error its line:

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile("w", suffix=".toml", delete=False) as fh:
    ...     _ = fh.write('a = 1\\n[[b]\\n')
    >>> try:
    ...     read_toml(fh.name)
    ... except FileAccessError as exc:
    ...     print(str(exc).replace(fh.name, "F"))
    F:2: not valid TOML: Expected ']]' at the end of an array declaration (column 4)
    """
    p = Path(path)
    if p.is_dir():
        raise error(f"{p}: a folder, not a TOML file")
    try:
        with open(p, "rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise error(f"{p}: cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise error(f"{p}: not UTF-8 text (byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        where = _TOML_WHERE.search(message)
        if where is None:
            raise error(f"{p}: not valid TOML: {message}") from None
        raise error(f"{p}:{where[1]}: not valid TOML: {message[:where.start()]} (column {where[2]})") from None


def _refuse(path: Path, reason: str) -> FileAccessError:
    return FileAccessError(f"cannot write {path}: {reason}", code="cannot-write", path=str(path),
                           reason=reason)


def check_writable(path: str | os.PathLike[str], existing: bool = False) -> Path:
    """``path`` if a file can be written there: its folder exists and takes new files, it is not
    a folder itself, and (when it exists) it is not read-only; with ``existing``, it must
    already exist.  Else FileAccessError.  Run before long work, not instead of handling the
    write's own errors."""
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    if p.is_dir():
        raise _refuse(p, "it is a folder")
    if existing and not p.is_file():
        raise _refuse(p, "no such file")
    if not folder.is_dir():
        raise _refuse(p, f"no folder {folder}")
    for what, target in (("file", p), ("folder", folder)):
        if what == "file" and not p.exists():
            continue
        # The mode bits too: root may write anything, but a file marked read-only is left alone.
        if not os.access(target, os.W_OK | (os.X_OK if what == "folder" else 0)) \
                or not target.stat().st_mode & 0o222:
            raise _refuse(p, f"the {what} is read-only; nothing written")
    return p


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` by ``data`` in one rename (keeping its permission bits), or create it;
    FileAccessError (one line) if it cannot be, the old file then unchanged."""
    p = check_writable(path)
    mode = p.stat().st_mode & 0o777 if p.exists() else 0o644
    try:
        fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(p), suffix=".tmp", dir=p.parent)
    except OSError as exc:
        raise FileAccessError.from_os(p, exc, "write") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, p)
        _sync_folder(p.parent)
    except OSError as exc:
        raise _refuse(p, f"{exc.strerror or exc}; the file is unchanged") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) in one rename; FileAccessError if it cannot be."""
    atomic_write(path, text.encode("utf-8"))


def _sync_folder(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextmanager
def writing(path: str | os.PathLike[str], timeout: float = LOCK_TIMEOUT) -> Iterator[None]:
    """Hold the write lock of ``path``'s folder (waiting at most ``timeout`` seconds for another
    writer); FileAccessError when the folder cannot be opened or locked."""
    import fcntl  # POSIX only; imported here so that reading works where it is absent (Pyodide)

    p = Path(path)
    try:
        fd = os.open(p.parent, os.O_RDONLY)
    except OSError as exc:
        raise _refuse(p, f"cannot open its folder: {exc.strerror}") from None
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError as exc:
                if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN):
                    raise _refuse(p, f"cannot lock its folder: {exc.strerror}") from None
                if time.monotonic() > deadline:
                    raise _refuse(p, f"another writer has held its folder for {timeout:.0f} s; "
                                     "try again when it has finished") from None
                time.sleep(0.05)
        _remove_stale_temporaries(p)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def _remove_stale_temporaries(path: Path) -> None:
    for stale in path.parent.glob(_temp_prefix(path) + "*.tmp"):
        try:
            stale.unlink()
        except OSError:
            pass
