"""Which game a witness or section is about, and the rows of games whose rows are groups.

Read once from ``games.toml`` (data, beside the pattern files).

>>> witness_game("queens-audience-wp-en"), section_game("r24-besieged-rules-s1")
('queens-audience', 'besieged-city')
>>> game_rows("british-constitution")[4], game_rows("queens-audience")
('people', {})
>>> bottom_row("british-constitution"), bottom_row("gavotte")
('people', None)
>>> sorted(column_piles("royal-cotillion")), column_piles("queens-audience")
(['ladies'], frozenset())
>>> setup_choices()[0]
('lords', 'lords-group', 'choose-group')
"""

from __future__ import annotations

import functools
from typing import Any

from corpus.annotate.datafile import DataFileError, read_toml

__all__ = [
    "GAMES_FILE", "SIGNALS", "witness_game", "section_game", "game_rows", "bottom_row", "column_piles", "setup_choices",
]

GAMES_FILE = "games.toml"


def _data() -> dict[str, Any]:
    return read_toml(GAMES_FILE)


def _strings(table: str) -> dict[str, str]:
    raw = _data().get(table, {})
    if not isinstance(raw, dict) or not all(isinstance(v, str) for v in raw.values()):
        raise DataFileError(f"{GAMES_FILE}: [{table}] must map ids to game ids")
    return dict(raw)


def witness_game(witness: str) -> str | None:
    """The game a whole witness is about, or None (a many-game witness or a plain text)."""
    return _strings("witnesses").get(witness)


def section_game(segment_id: str) -> str | None:
    """The game of the section a segment belongs to (by segment-id prefix), or None."""
    for prefix, game in _strings("sections").items():
        if segment_id.startswith(prefix + "-") or segment_id == prefix:
            return game
    return None


@functools.cache
def _rows() -> dict[str, dict[int, str]]:
    out: dict[str, dict[int, str]] = {}
    for game, rows in _data().get("rows", {}).items():
        try:
            out[game] = {int(n): str(group) for n, group in rows.items()}
        except (TypeError, ValueError, AttributeError):
            raise DataFileError(f"{GAMES_FILE}: [rows.{game}] must map row numbers to groups") from None
    return out


def game_rows(game: str) -> dict[int, str]:
    """Row number -> group for a game whose rows are named groups; empty for other games."""
    return dict(_rows().get(game, {}))


def bottom_row(game: str) -> str | None:
    """The group of the last row of a game whose rows are groups ("row 4 is full": lost)."""
    rows = game_rows(game)
    return rows[max(rows)] if rows else None


@functools.cache
def _column_piles() -> dict[str, frozenset[str]]:
    raw = _data().get("column-piles", {})
    if not isinstance(raw, dict) or not all(
            isinstance(v, list) and all(isinstance(g, str) for g in v) for v in raw.values()):
        raise DataFileError(f"{GAMES_FILE}: [column-piles] must map game ids to lists of groups")
    return {game: frozenset(groups) for game, groups in raw.items()}


def column_piles(game: str) -> frozenset[str]:
    """The groups of ``game`` whose piles are their columns (the cards of a column overlap)."""
    return _column_piles().get(game, frozenset())


#: What a sentence must also say for a group's set-up choice (see ``[setup-choices]``).
SIGNALS = ("choose-group", "either")


@functools.cache
def setup_choices() -> tuple[tuple[str, str, str], ...]:
    """(group, ``setup.choice`` value, signal) for every group the player arranges before play."""
    out = []
    for group, entry in _data().get("setup-choices", {}).items():
        choice, signal = entry.get("choice"), entry.get("signal")
        if not isinstance(choice, str) or signal not in SIGNALS:
            raise DataFileError(f"{GAMES_FILE}: [setup-choices.{group}] needs a choice and a signal "
                                f"(one of {', '.join(SIGNALS)})")
        out.append((group, choice, signal))
    return tuple(out)
