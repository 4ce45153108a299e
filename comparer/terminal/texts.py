"""What the terminal player says, in the player's language (``messages.toml`` beside this file).

>>> ru = texts("ru")
>>> ru.say("undone", move="a3>f2"), ru.count(3, "cards"), texts("en").count(1, "cards")
('ход отменён: a3>f2', '3 карты', '1 card')
>>> ru.command("подсказка"), ru.command("hint"), ru.command("a3>f2")
('hint', 'hint', None)
"""

from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comparer.words import ru_plural

MESSAGES = Path(__file__).with_name("messages.toml")
#: The command words every language accepts (typed as in English).
COMMANDS = ("quit", "exit", "q", "help", "?", "hint", "board", "b", "moves", "undo", "save", "load")


@dataclass(frozen=True)
class Texts:
    """The messages of one language: ``say`` a message, ``count`` a noun, read a ``command``."""

    lang: str
    messages: dict[str, Any]

    def say(self, key: str, /, **fields: Any) -> str:
        """Message ``key`` with its placeholders filled."""
        return str(self.messages[key]).format(**fields)

    def count(self, n: int, noun: str) -> str:
        """``n`` and the noun ``noun`` (a list of forms in messages.toml) agreeing with it."""
        forms = self.messages[noun]
        if self.lang == "ru":
            return f"{n} {ru_plural(n, *forms)}"
        return f"{n} {forms[0] if n == 1 else forms[1]}"

    def command(self, word: str) -> str | None:
        """The command a typed word names (``подсказка`` is ``hint`` in Russian), else None."""
        low = word.lower()
        if low in COMMANDS:
            return low
        for cmd, aliases in self.messages.get("commands", {}).items():
            if low in aliases:
                return str(cmd)
        return None

    def reason(self, table: str, code: str, fields: dict[str, Any]) -> str | None:
        """The words for refusal or notation code ``code`` (``table``: ``refusals`` or
        ``notation``), or None when this language has none (the engine's words are used)."""
        template = self.messages.get(table, {}).get(code)
        return None if template is None else str(template).format(**fields)


@functools.lru_cache(maxsize=2)
def texts(lang: str) -> Texts:
    """The messages in ``lang`` (``en`` or ``ru``)."""
    with open(MESSAGES, "rb") as fh:
        data = tomllib.load(fh)
    return Texts(lang, data[lang])
