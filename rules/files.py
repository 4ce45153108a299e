"""Files read and written for the user: each failure is one :class:`FileAccessError` line, and
a written file is replaced whole or not at all.

A file is written to a temporary name in its own folder and renamed over the target, so a run
killed mid-write leaves the old file (or none) and never half of the new one.

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

import os
import tempfile
from pathlib import Path

from rules.errors import FileAccessError


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


def check_writable(path: str | os.PathLike[str]) -> Path:
    """``path`` if a file can be written there (its folder exists and takes new files, and it is
    not a folder itself); else FileAccessError.  Run before long work, not instead of handling
    the write's own errors."""
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    if p.is_dir():
        raise FileAccessError(f"cannot write {p}: it is a folder", code="cannot-write",
                              path=str(p), reason="folder")
    if not folder.is_dir():
        raise FileAccessError(f"cannot write {p}: no folder {folder}", code="cannot-write",
                              path=str(p), reason="no folder")
    if not os.access(folder, os.W_OK | os.X_OK) or (p.exists() and not os.access(p, os.W_OK)):
        raise FileAccessError(f"cannot write {p}: permission denied", code="cannot-write",
                              path=str(p), reason="permission")
    return p


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` by ``text`` (UTF-8) in one rename; FileAccessError if it cannot be."""
    p = check_writable(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".part", dir=p.parent or ".")
    except OSError as exc:
        raise FileAccessError.from_os(p, exc, "write") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except OSError as exc:
        raise FileAccessError.from_os(p, exc, "write") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
