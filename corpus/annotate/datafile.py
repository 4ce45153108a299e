"""The annotator's TOML data files (word sets, games), each read once."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from rules.errors import VariorumError
from rules.files import read_toml as _read

__all__ = ["DATA_DIR", "DataFileError", "read_toml"]

DATA_DIR = Path(__file__).resolve().parent


class DataFileError(VariorumError, ValueError):
    """A data file of the annotator is missing a table or malformed (the message names both)."""


@functools.cache
def read_toml(name: str) -> dict[str, Any]:
    """The tables of ``DATA_DIR/name``; DataFileError names the file when it does not parse."""
    return _read(DATA_DIR / name, DataFileError)
