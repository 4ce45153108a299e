"""The position as HTML, for the ruleset pages' boards.

One function draws the board both on the host (``variorum site`` puts the default deal on each
ruleset page, so the page shows it before Python has started in the browser) and in the
browser (the Web Worker redraws it after every move), so the two cannot differ.  Cards are text
with suit symbols in the page's language (``Q♥``, ``Д♥``); each pile carries its notation name
(``data-pile="a3"``), each card that may be taken by itself the position a move names
(``data-pos="a3"`` or ``data-pos="w:5"``), so that a click names what a typed move would.

>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.state import new_game
>>> html = board_html(new_game(queens_audience_example(), 3), "queens-audience", "ru")
>>> 'data-pile="a1"' in html and 'class="pv-card' in html and "♥" in html
True
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from comparer.terminal.board import group_name
from rules.cards import RED_OF, card_name
from rules.engine.codes import ALL, NONE

if TYPE_CHECKING:
    from rules.engine.state import State

#: Piles of these roles show their top card and a count, not every card (they only grow).
STACKED_ROLES = ("foundation", "discard")


def _card(c: int, lang: str, pos: str | None) -> str:
    colour = "red" if RED_OF[c] else "black"
    at = f' data-pos="{escape(pos)}"' if pos is not None else ""
    free = " free" if pos is not None else ""
    return f'<span class="pv-card {colour}{free}"{at}>{escape(card_name(c, lang))}</span>'  # type: ignore[arg-type]


def _pile_cards(state: State, p: int, lang: str) -> str:
    """The cards of pile ``p`` in deal order, the ones that may move marked with their
    position."""
    t = state.t
    name = t.pile_names[p]
    cards = state.pile_cards(p)
    role = t.groups[t.pile_group[p]].role
    if not cards:
        return '<span class="pv-gap">—</span>'
    if role in STACKED_ROLES:
        return _card(cards[-1], lang, None) + f'<span class="pv-count">{len(cards)}</span>'
    locked = len(cards) >= t.lock_at[p]
    free_index = 0 if t.pile_group[p] in t.reversed_groups else len(cards) - 1
    out = []
    for i, c in enumerate(cards):
        pos = None
        if not locked and t.access[p] == ALL:
            pos = f"{name}:{i + 1}"
        elif not locked and t.access[p] != NONE and i == free_index:
            pos = name
        out.append(_card(c, lang, pos))
    return "".join(out)


def _stock(state: State, lang: str) -> str:
    t = state.t
    stock = state.piles[t.stock]
    shown = ""
    if stock and t.access[t.stock] != NONE:  # its next card may be played: show it
        shown = _card(stock[-1], lang, t.pile_names[t.stock])
    back = '<span class="pv-back">🂠</span>' if stock else '<span class="pv-gap">—</span>'
    redeals = (f'<span class="pv-redeals">↻{state.redeals}</span>'
               if state.spec.stock.redeals else "")
    return f'{back}<span class="pv-count">{len(stock)}</span>{shown}{redeals}'


def board_html(state: State, game: str, lang: str) -> str:
    """The position as an HTML fragment: one row per pile group (its name in ``lang``), one box
    per pile (its notation name and cards)."""
    t = state.t
    rows = []
    for gi, g in enumerate(t.groups):
        piles = []
        for p in t.group_piles[gi]:
            name = t.pile_names[p]
            cards = _stock(state, lang) if p == t.stock else _pile_cards(state, p, lang)
            kind = "pv-pile pv-stockpile" if p == t.stock else "pv-pile"
            piles.append(f'<div class="{kind}" data-pile="{escape(name)}">'
                         f'<span class="pv-name">{escape(name)}</span>{cards}</div>')
        rows.append(f'<div class="pv-group pv-{g.role}" data-group="{escape(g.name)}">'
                    f'<div class="pv-label">{escape(group_name(game, g, lang))}</div>'
                    f'<div class="pv-piles">{"".join(piles)}</div></div>')
    return f'<div class="pv-board" lang="{lang}">{"".join(rows)}</div>'
