"""Reading moves typed by a player.

:func:`parse_move` accepts the canonical notation (``a3>f2``, ``a1+a7``, ``deal``) and
shorthands (a group key for "any pile of the group": ``a3>f``; a card for its position:
``QH>f``; ``pair a1 a7``).  An unknown pile or card raises :class:`NotationError`, a move that
matches several legal ones :class:`AmbiguousMoveError`, a move the rules forbid
:class:`IllegalMoveError` naming the vocabulary slot behind the rule and the claims (and so the
sources) the spec was compiled from.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rules.cards import SUIT_OF, card_name, parse_card
from rules.engine.codes import ALL, NONE, TOP
from rules.engine.decode import source_card
from rules.engine.moves import Move, split_position
from rules.engine.refusal import illegal_move_error
from rules.errors import IllegalMoveError, NotationError

if TYPE_CHECKING:
    from rules.engine.state import State


class AmbiguousMoveError(NotationError):
    """Text that matches more than one legal move."""


# --- parsing ---------------------------------------------------------------------------------

_N_SUFFIX = re.compile(r"^(.*?)\s*\*\s*(\d+)$")


def parse_move(state: State, text: str | Move) -> Move:
    """The legal move ``text`` denotes in ``state``.

    >>> from rules.engine.state import new_game
    >>> from rules.engine.examples import queens_audience_example
    >>> st = new_game(queens_audience_example(), seed=3)
    >>> parse_move(st, "deal")
    Move.from_text('deal')
    >>> parse_move(st, "a1>c")
    Traceback (most recent call last):
    ...
    rules.errors.IllegalMoveError: a1>c: cards do not go from antechamber to chamber (only pairs go there) [chamber.build.from]
    """
    legal = state.legal_moves()
    if isinstance(text, Move):
        if text in legal:
            return text
        raise illegal_move_error(state, text)
    s = " ".join(text.strip().split())
    low = s.lower()
    if not s:
        raise NotationError("empty move", code="empty")
    if low in ("deal", "redeal") or low.startswith("choose"):
        m = Move.from_text(s)
        for lm in legal:
            if lm.kind == m.kind and lm.src.lower() == m.src.lower() and \
                    lm.dst.lower() == m.dst.lower():
                return lm
        raise illegal_move_error(state, m)
    if ">" in s:
        return _parse_transfer(state, legal, s)
    if "+" in s or low.startswith("pair ") or len(s.split()) == 2:
        return _parse_pair(state, legal, s)
    examples = ", ".join(move_examples(state))
    raise NotationError(f"not a move: {text!r} (try {examples})", code="not-a-move",
                        text=str(text), examples=examples)


def move_examples(state: State) -> list[str]:
    """Moves written in this game's notation, to show a player who typed something else:
    the position's first legal transfer, pair and set-up choice, else a transfer between two
    of the game's piles, and ``deal`` where there is a waste.

    >>> from rules.engine.state import new_game
    >>> from rules.engine.examples import queens_audience_example
    >>> move_examples(new_game(queens_audience_example(), seed=3))
    ['a1>f1', 'deal']
    """
    t = state.t
    legal = state.legal_moves()
    out = []
    for kind in ("move", "pair", "choose"):
        first = next((m for m in legal if m.kind == kind), None)
        if first is not None:
            out.append(str(first))
    if not out:
        names = [n for p, n in enumerate(t.pile_names) if p != t.stock and p not in t.waste]
        found = [t.pile_names[p] for gi, g in enumerate(t.groups) if g.role == "foundation"
                 for p in t.group_piles[gi]]
        out.append(f"{names[0]}>{found[0] if found else names[-1]}")
    if t.waste:
        out.append("deal")
    return out


def _src_matches(state: State, token: str) -> tuple[str, object]:
    """How a source token selects positions: ('pos', 'w:5'), ('pile', 'a3'), ('group', gi),
    ('card', face)."""
    t = state.t
    tok = token.strip()
    low = tok.lower()
    name, k = split_position(low) if re.fullmatch(r"[a-z0-9-]+:\d+", low) else (low, None)
    if name in t.name_to_pile:
        return ("pos", low) if k is not None else ("pile", name)
    if low in t.key_to_group:
        return ("group", t.key_to_group[low])
    try:
        return ("card", parse_card(tok) % 52)
    except NotationError:
        raise NotationError(f"{token!r} is neither a pile ({', '.join(t.pile_names)}), a group "
                            f"key ({', '.join(t.keys)}) nor a card", code="unknown-token", token=token,
                            piles=", ".join(t.pile_names), keys=", ".join(t.keys)) from None


def _pos_ok(state: State, how: tuple[str, object], move_pos: str, card: int | None) -> bool:
    kind, val = how
    t = state.t
    pname, _ = split_position(move_pos)
    if kind == "pos":
        return move_pos == val
    if kind == "pile":
        if move_pos != val:
            return False
        return True
    if kind == "group":
        return t.pile_group[t.name_to_pile[pname]] == val
    return card is not None and card % 52 == val


def _dst_piles(state: State, token: str) -> set[int]:
    t = state.t
    low = token.strip().lower()
    if low in t.name_to_pile:
        return {t.name_to_pile[low]}
    if low in t.key_to_group:
        return set(t.group_piles[t.key_to_group[low]])
    raise NotationError(f"{token!r} is neither a pile ({', '.join(t.pile_names)}) nor a group "
                        f"key ({', '.join(t.keys)})", code="unknown-target", token=token,
                        piles=", ".join(t.pile_names), keys=", ".join(t.keys))


def _parse_transfer(state: State, legal: list[Move], s: str) -> Move:
    a, b = (x.strip() for x in s.split(">", 1))
    n = None
    m = _N_SUFFIX.match(b)
    if m:
        b, n = m.group(1), int(m.group(2))
    how = _src_matches(state, a)
    dsts = _dst_piles(state, b)
    t = state.t
    cands = [lm for lm in legal if lm.kind == "move" and t.name_to_pile[lm.dst] in dsts
             and (n is None or lm.n == n)
             and _pos_ok(state, how, lm.src, source_card(state, lm))]
    if n is None and len(cands) > 1 and any(c.n == 1 for c in cands):
        cands = [c for c in cands if c.n == 1]
    if len(cands) == 1:
        return cands[0]
    if cands:
        if len({(c.src, c.n) for c in cands}) == 1 and len(
                {t.pile_group[t.name_to_pile[c.dst]] for c in cands}) == 1:
            return cands[0]  # equivalent piles of one group: the first
        raise AmbiguousMoveError(f"{s!r} could be {', '.join(str(c) for c in cands)}",
                                 code="ambiguous", text=s, moves=", ".join(str(c) for c in cands))
    # nothing legal: explain with the most specific move we can form
    src_pos = _concrete_source(state, how)
    if src_pos is None:
        raise IllegalMoveError(f"{s}: no such card is available", code="no-card-available", text=s)
    dst_list = sorted(dsts)
    card = source_card(state, Move("move", src_pos, "", n or 1))
    best = dst_list[0]
    if card is not None:
        for dp in dst_list:
            g = t.groups[t.pile_group[dp]]
            if g.base.suits is not None and g.base.suits[t.pile_index[dp]] == SUIT_OF[card]:
                best = dp
                break
    raise illegal_move_error(state, Move("move", src_pos, t.pile_names[best], n or 1))


def _concrete_source(state: State, how: tuple[str, object]) -> str | None:
    t = state.t
    kind, val = how
    if kind in ("pos", "pile"):
        return str(val)
    if kind == "group":
        for p in t.group_piles[int(val)]:  # type: ignore[call-overload]
            if state.piles[p]:
                return t.pile_names[p]
        return t.pile_names[t.group_piles[int(val)][0]]  # type: ignore[call-overload]
    buried: IllegalMoveError | None = None
    for p, pile in enumerate(state.piles):
        for i, c in enumerate(pile):
            if c % 52 != val:
                continue
            if p == t.stock:
                buried = buried or IllegalMoveError(f"{card_name(c)} is still in the stock [stock.deal]",
                                                    code="in-stock", card=c)
                continue
            acc = t.access[p]
            if acc == ALL:
                return f"{t.pile_names[p]}:{i + 1}"
            if acc == TOP and i == len(pile) - 1:
                return t.pile_names[p]
            g = t.groups[t.pile_group[p]]
            where = ("cards never leave " + g.name if acc == NONE else
                     f"only {card_name(pile[-1])} of {t.pile_names[p]} is available")
            buried = buried or IllegalMoveError(
                f"{card_name(c)} in {t.pile_names[p]} is not available: {where} [{g.name}.access]",
                code="buried", card=c, pile=t.pile_names[p],
                where="buried-never-leave" if acc == NONE else "buried-only-top",
                group=g.name, top=pile[-1])
    if buried:
        raise buried
    return None


def _parse_pair(state: State, legal: list[Move], s: str) -> Move:
    body = s[5:] if s.lower().startswith("pair ") else s
    parts = [p for p in re.split(r"[\s+]+", body) if p]
    if len(parts) != 2:
        raise NotationError(f"a pair names two cards or piles: {s!r}", code="pair-needs-two", text=s)
    ha, hb = (_src_matches(state, p) for p in parts)
    cands = []
    for lm in legal:
        if lm.kind != "pair":
            continue
        ca = _card_at(state, lm.src)
        cb = _card_at(state, lm.dst)
        if (_pos_ok(state, ha, lm.src, ca) and _pos_ok(state, hb, lm.dst, cb)) or \
                (_pos_ok(state, hb, lm.src, ca) and _pos_ok(state, ha, lm.dst, cb)):
            cands.append(lm)
    if len(cands) == 1:
        return cands[0]
    if cands:
        raise AmbiguousMoveError(f"{s!r} could be {', '.join(str(c) for c in cands)}",
                                 code="ambiguous", text=s, moves=", ".join(str(c) for c in cands))
    pa, pb = _concrete_source(state, ha), _concrete_source(state, hb)
    if pa is None or pb is None:
        raise IllegalMoveError(f"{s}: no such card is available", code="no-card-available", text=s)
    raise illegal_move_error(state, Move("pair", pa, pb, 0))


def _card_at(state: State, pos: str) -> int | None:
    return source_card(state, Move("pair", pos, "", 0))
