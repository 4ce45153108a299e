"""A refused move in the player's words.

The engine gives a refused move as a small value (:class:`rules.engine.refusal.Refusal`): the
vocabulary slot of the rule, a code for the reason with its parameters (cards as ints, pile
groups by name), the claims behind the rule, and the reason in English.  Here the code becomes a
sentence in the player's language (``[LANG.refusals]`` in messages.toml); a code that language
has no words for keeps the engine's English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from comparer.terminal.board import group_name
from comparer.terminal.texts import Texts
from comparer.words import rank_words
from rules.cards import SUIT_WORD_EN, SUIT_WORD_RU, card_name
from rules.errors import IllegalMoveError

if TYPE_CHECKING:
    from rules.engine.state import State

#: Parameters that hold one card, several cards (a choice: "or"), or cards listed with commas.
_CARD = frozenset({"card", "first", "second", "top"})
_GROUP = frozenset({"group", "source", "target"})


def _group(state: State, game: str, name: str, lang: str) -> str:
    for g in state.spec.groups:
        if g.name == name:
            return group_name(game, g, lang)
    return name


def render_fields(params: dict[str, Any], state: State, game: str, say: Texts) -> dict[str, str]:
    """The parameters of a reason as words: cards by name, groups by label, ranks by name."""
    lang = say.lang
    out: dict[str, str] = {}
    for key, value in params.items():
        if key in _CARD and isinstance(value, int):
            out[key] = card_name(value, lang)  # type: ignore[arg-type]
        elif key == "cards":
            out[key] = (" или " if lang == "ru" else " or ").join(card_name(c, lang) for c in value)  # type: ignore[arg-type]
        elif key == "on":
            out[key] = ", ".join(card_name(c, lang) for c in value)  # type: ignore[arg-type]
        elif key in _GROUP:
            out[key] = _group(state, game, str(value), lang)
        elif key == "groups":
            out[key] = ", ".join(_group(state, game, str(g), lang) for g in value)
        elif key == "ranks":
            out[key] = ", ".join(rank_words(r, lang) for r in value)
        elif key == "suit":
            words = SUIT_WORD_RU if lang == "ru" else SUIT_WORD_EN
            out[key] = "" if value is None else (f" {words[value]}" if lang == "ru" else f" of {words[value]}")
        elif key == "options":
            out[key] = " | ".join(map(str, value))
        else:
            out[key] = str(value)
    if "n" in params:
        out["cards_word"] = say.count(int(params["n"]), "cards").split(" ", 1)[1]
    for key in ("also", "where"):  # a reason within the reason: only from ..., only pairs go there
        if key in params:
            out[key] = say.reason("refusals", str(params[key]), out) or str(params[key])
    return out


def refusal_words(exc: IllegalMoveError, state: State, game: str,
                  say: Texts) -> tuple[str, str, tuple[str, ...]]:
    """(``move: reason``, the rule's slot, the claim ids behind it) of a refused move, the
    reason in the player's language."""
    refusal = exc.refusal
    move = str(exc.move or "")
    code = refusal.code if refusal is not None else exc.code
    params = dict(refusal.params) if refusal is not None else exc.params
    fields = render_fields(params, state, game, say)
    words = (say.reason("refusals", code, fields) or say.reason("notation", code, fields)) if code else None
    if refusal is None:  # refused while reading the move: no such card is available ...
        return words or str(exc), "", ()
    what = f"{move}: {words or refusal.reason}" if move else words or refusal.reason
    return what, refusal.slot, tuple(exc.claims)
