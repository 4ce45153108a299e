"""Read a plain text file given on the command line (``variorum annotate FILE.txt``,
``variorum corpus import FILE``).

What is refused, each with one line naming the file (``rules.errors.FileAccessError``):

* a missing file, a folder, an unreadable file;
* a file over :data:`MAX_TEXT_BYTES` (1 MB: the annotator reads some 20–30 kB of text a second,
  so a bigger file would run for minutes; split it);
* an empty file (or only white space);
* a binary file (a NUL byte, or more than 5% control characters);
* text that is not UTF-8 when no encoding is given: NUL bytes in every other position are named
  as UTF-16 without a byte-order mark; bytes that read as Russian in Windows-1251 are named as
  cp1251; either way the message says to give ``--encoding``.  A byte-order mark is
  unambiguous: UTF-8, UTF-16 and UTF-32 text that starts with one is read as such.

With ``encoding`` given the bytes are decoded with it (an unknown encoding name, or bytes that
are not in it, are refused).  The text is returned in Unicode NFC.

>>> import tempfile, os
>>> with tempfile.NamedTemporaryFile("wb", suffix=".txt", delete=False) as fh:
...     _ = fh.write("Королевская аудиенция".encode("cp1251"))
>>> try:
...     read_text_file(Path(fh.name))
... except FileAccessError as exc:
...     print(str(exc).split(": ", 1)[1])
not UTF-8 text: it looks like Windows-1251 (cp1251) Russian; give --encoding cp1251 to read it
>>> read_text_file(Path(fh.name), "cp1251")
'Королевская аудиенция'
>>> os.unlink(fh.name)
"""

from __future__ import annotations

import codecs
import unicodedata
from pathlib import Path

from rules.errors import FileAccessError

__all__ = ["read_text_file", "MAX_TEXT_BYTES"]

#: The largest text file the annotator takes (bytes).
MAX_TEXT_BYTES = 1_000_000
_CONTROL_SHARE = 0.05
_BOMS = ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
         (codecs.BOM_UTF16_LE, "UTF-16"), (codecs.BOM_UTF16_BE, "UTF-16"))


def read_text_file(path: Path, encoding: str | None = None) -> str:
    """The text of ``path`` (see the module's doc for what is refused)."""
    data = _read_bytes(path)
    text = _decode(path, data, encoding)
    if not text.strip():
        raise FileAccessError(f"{path}: the file is empty: nothing to annotate")
    controls = sum(1 for ch in text if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r\f\v")
    if "\0" in text or controls > _CONTROL_SHARE * len(text):
        raise FileAccessError(f"{path}: a binary file, not a text: it holds control characters (or give "
                          "the right --encoding)")
    return unicodedata.normalize("NFC", text)


def _read_bytes(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if path.is_dir():
            raise FileAccessError(f"{path}: a folder, not a text file")
        if size > MAX_TEXT_BYTES:
            raise FileAccessError(f"{path}: {size:,} bytes is more than the {MAX_TEXT_BYTES:,} a text may "
                              "have (the annotator would run for minutes); split it into smaller files")
        return path.read_bytes()
    except FileNotFoundError:
        raise FileAccessError(f"{path}: no such file") from None
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot read: {exc.strerror}") from None


def _decode(path: Path, data: bytes, encoding: str | None) -> str:
    if encoding is not None:
        try:
            return data.decode(encoding).removeprefix("\ufeff")
        except LookupError:
            raise FileAccessError(f"{path}: unknown encoding {encoding!r}") from None
        except UnicodeDecodeError as exc:
            raise FileAccessError(f"{path}: not {encoding} text (byte {exc.start:,}: "
                              f"{data[exc.start:exc.start + 1]!r})") from None
    for bom, name in _BOMS:
        if data.startswith(bom):
            return _decode(path, data, name.lower())
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
    if _looks_utf16(data):
        raise FileAccessError(f"{path}: looks like UTF-16 text without a byte-order mark; give "
                          "--encoding utf-16-le (or utf-16-be) to read it")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        if b"\0" in data:
            raise FileAccessError(f"{path}: a binary file, not a text: it holds NUL bytes") from None
        if _looks_cp1251(data):
            raise FileAccessError(f"{path}: not UTF-8 text: it looks like Windows-1251 (cp1251) Russian; "
                              "give --encoding cp1251 to read it") from None
        raise FileAccessError(f"{path}: not UTF-8 text (byte {exc.start:,}); give --encoding NAME if it "
                          "is in another encoding") from None


def _looks_utf16(data: bytes) -> bool:
    """NUL bytes in (nearly) every other position of the first bytes: ASCII in UTF-16."""
    head = data[:4096]
    if len(head) < 4:
        return False
    for parity in (0, 1):
        zeros = head[parity::2].count(0)
        if zeros >= 0.9 * len(head[parity::2]) and head[1 - parity::2].count(0) < 0.1 * len(head) / 2:
            return True
    return False


def _looks_cp1251(data: bytes) -> bool:
    """Mostly Cyrillic letters when read as Windows-1251."""
    text = data.decode("cp1251", errors="replace")
    letters = [ch for ch in text if ch.isalpha()]
    cyrillic = sum(1 for ch in letters if "\u0400" <= ch <= "\u04ff")
    return bool(letters) and cyrillic >= 0.5 * len(letters)
