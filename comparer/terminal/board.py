"""The position as text for the terminal: one block per pile group, pile names beside their
cards, in the player's language (group names from the vocabulary, card letters, counts)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from comparer.terminal.texts import texts
from rules.cards import card_name

if TYPE_CHECKING:
    from rules.engine.spec import PileGroup
    from rules.engine.state import State
    from rules.vocabulary import Vocabulary

PER_LINE = 8
#: The board's width in characters, beyond which piles go to more lines.
WIDTH = 110


@functools.lru_cache(maxsize=1)
def _vocabulary() -> Vocabulary:
    from rules.vocabulary import load_vocabulary

    return load_vocabulary()


def group_name(game: str, g: PileGroup, lang: str) -> str:
    """A pile group's name for the board: the spec's label in English; in Russian the
    vocabulary's label of the group (or of the one group of ``game`` with its role)."""
    if lang == "en":
        return g.label or g.name
    vocab = _vocabulary()
    gd = vocab.games.get(game)
    found = gd.group(g.name) if gd else None
    if found is None and gd is not None:
        same_role = [x for x in gd.groups if x.role == g.role]
        found = same_role[0] if len(same_role) == 1 else None
    if found is not None:
        return found.label(lang)
    role = vocab.roles.get(g.role)
    suffix = g.name.split("-", 1)[1] if "-" in g.name else ""
    return (role.ru if role else g.name) + (f" ({suffix})" if suffix else "")


def option_words(game: str, option: str, lang: str) -> str:
    """A set-up choice's option as typed, with its meaning in Russian: a group of the game by
    its label, a rank by its Russian letter (``lords (сторона лордов)``, ``Q (Д)``, ``7``)."""
    if lang == "en":
        return option
    from rules.cards import rank_name, parse_rank
    from rules.errors import NotationError

    gd = _vocabulary().games.get(game)
    group = gd.group(option) if gd else None
    if group is not None:
        return f"{option} ({group.label(lang)})"
    try:
        letter = rank_name(parse_rank(option), "ru")
    except NotationError:
        return option
    return option if letter == option else f"{option} ({letter})"


def _pile_text(state: State, p: int, lang: str) -> str:
    t = state.t
    cards = state.pile_cards(p)
    if not cards:
        return "-"
    names = [card_name(c, lang) for c in cards]  # type: ignore[arg-type]
    if len(cards) > 1 and t.access[p] == 0:
        # mark the available card: last placed, or first dealt for "bottom" groups
        i = 0 if t.pile_group[p] in t.reversed_groups else len(names) - 1
        names[i] = f"[{names[i]}]"
    return " ".join(names)


def _stock_line(state: State, lang: str) -> str:
    t, say = state.t, texts(lang)
    stock = state.piles[t.stock]
    nxt = ""
    if stock and t.access[t.stock] != 2:  # its next card may be played: show it
        nxt = say.say("next", card=card_name(stock[-1], lang))  # type: ignore[arg-type]
    redeals = say.say("redeals", n=state.redeals) if state.spec.stock.redeals else ""
    return f"{t.pile_names[t.stock]}: " + say.say("stock", count=say.count(len(stock), "cards"),
                                                   next=nxt, redeals=redeals)


def _single_pile_line(state: State, p: int, lang: str) -> str:
    t = state.t
    cards = state.pile_cards(p)
    shown = [card_name(c, lang) for c in cards]  # type: ignore[arg-type]
    if len(shown) > 16 and t.access[p] != 1:
        shown = ["…"] + shown[-12:]
    elif t.access[p] == 1 and shown:
        shown = [f"{i + 1}:{n}" for i, n in enumerate(shown)]
    if shown and t.access[p] == 0:
        shown[-1] = f"[{shown[-1]}]"
    return f"{t.pile_names[p]}: {' '.join(shown) or '-'}" + (f"  ({len(cards)})" if len(cards) > 1 else "")


def board(state: State, game: str, title: str = "", lang: str = "en") -> str:
    """The position for the terminal: one block per group, pile names beside their cards."""
    t = state.t
    lines = [title] if title else []
    labels = [group_name(game, g, lang) for g in t.groups]
    width = max(len(x) for x in labels)
    for gi, g in enumerate(t.groups):
        label = labels[gi].ljust(width)
        piles = list(t.group_piles[gi])
        if piles[0] == t.stock:
            lines.append(f"{label}  {_stock_line(state, lang)}")
            continue
        if g.piles == 1:
            lines.append(f"{label}  {_single_pile_line(state, piles[0], lang)}")
            continue
        cells = [f"{t.pile_names[p]}: {_pile_text(state, p, lang)}" for p in piles]
        multi = any(len(state.piles[p]) > 1 for p in piles)
        per = 1 if multi and len(piles) <= 8 else PER_LINE
        if multi and len(piles) > 8:
            per = 4
        cw = max(len(c) for c in cells) + 2
        per = max(1, min(per, (WIDTH - width - 2) // cw))  # long piles: fewer to a line
        for k in range(0, len(cells), per):
            chunk = cells[k:k + per]
            head = label if k == 0 else " " * width
            lines.append(f"{head}  " + "".join(c.ljust(cw) for c in chunk).rstrip())
    return "\n".join(lines)
