"""Reading moves typed by a player, and saying which rule forbids an illegal one.

:func:`parse_move` accepts the canonical notation (``a3>f2``, ``a1+a7``, ``deal``) and
shorthands (a group key for "any pile of the group": ``a3>f``; a card for its position:
``QH>f``; ``pair a1 a7``).  An unknown pile or card raises :class:`NotationError`, a move that
matches several legal ones :class:`AmbiguousMoveError`, a move the rules forbid
:class:`IllegalMoveError` naming the vocabulary slot behind the rule and the claims (and so the
sources) the spec was compiled from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.cards import RANK_OF, SUIT_OF, card_name, parse_card, rank_name
from rules.errors import IllegalMoveError, NotationError
from rules.moves import DEAL, REDEAL, Move, split_position

if TYPE_CHECKING:
    from rules.engine import State

SUIT_NAMES = ("♣", "♦", "♥", "♠")


class AmbiguousMoveError(NotationError):
    """Text that matches more than one legal move."""


@dataclass(frozen=True)
class Refusal:
    """Why a move is illegal: the rule (vocabulary slot) and a sentence."""

    slot: str
    reason: str


# --- decoding --------------------------------------------------------------------------------


def _pile(state: State, name: str, text: str) -> int:
    p = state.t.name_to_pile.get(name)
    if p is None:
        raise NotationError(f"no pile {name!r} in {text!r} (piles: "
                            f"{', '.join(state.t.pile_names)})")
    return p


def decode_move(state: State, move: Move) -> tuple[int, ...]:
    """The engine op for a move not produced by ``legal_moves`` (names resolved)."""
    from rules import engine as e

    t = state.t
    text = str(move)
    if move.kind == "move":
        sname, k = split_position(move.src)
        sp, dp = _pile(state, sname, text), _pile(state, move.dst, text)
        if k is not None:
            return (e.OP_EXTRACT, sp, k - 1, dp)
        return (e.OP_MOVE, sp, dp, move.n)
    if move.kind == "pair":
        (an, ak), (bn, bk) = split_position(move.src), split_position(move.dst)
        pa, pb = _pile(state, an, text), _pile(state, bn, text)
        qa = (ak - 1) if ak else -1
        qb = (bk - 1) if bk else -1
        return (e.OP_PAIR, pa, qa, pb, qb)
    if move.kind == "choose":
        for ci, c in enumerate(state.spec.setup):
            if c.name == move.src and move.dst in c.options:
                return (e.OP_CHOOSE, ci, c.options.index(move.dst))
        raise NotationError(f"no set-up choice {text!r}")
    if move == DEAL:
        return (e.OP_DEAL,)
    if move == REDEAL:
        return (e.OP_REDEAL,)
    raise NotationError(f"cannot play {text!r}")


def source_card(state: State, move: Move) -> int | None:
    """The (lowest) card a ``move``/``pair`` move takes, or None if there is none."""
    try:
        sname, k = split_position(move.src)
        sp = state.t.name_to_pile[sname]
    except (KeyError, ValueError):
        return None
    pile = state.piles[sp]
    if not pile:
        return None
    if k is not None:
        return pile[k - 1] if 0 < k <= len(pile) else None
    n = move.n if move.kind == "move" else 1
    return pile[-n] if 0 < n <= len(pile) else None


# --- parsing ---------------------------------------------------------------------------------

_N_SUFFIX = re.compile(r"^(.*?)\s*\*\s*(\d+)$")


def parse_move(state: State, text: str | Move) -> Move:
    """The legal move ``text`` denotes in ``state``.

    >>> from rules.engine import new_game
    >>> from rules.spec import queens_audience_example
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
        raise NotationError("empty move")
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
    raise NotationError(
        f"not a move: {text!r} (try a3>f2, a3>f, QH>f, a1+a7, deal, redeal, choose NAME=OPTION)")


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
                            f"key ({', '.join(t.keys)}) nor a card") from None


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
                        f"key ({', '.join(t.keys)})")


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
        raise AmbiguousMoveError(f"{s!r} could be {', '.join(str(c) for c in cands)}")
    # nothing legal: explain with the most specific move we can form
    src_pos = _concrete_source(state, how)
    if src_pos is None:
        raise IllegalMoveError(f"{s}: no such card is available")
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
    buried = None
    for p, pile in enumerate(state.piles):
        for i, c in enumerate(pile):
            if c % 52 != val:
                continue
            if p == t.stock:
                buried = buried or f"{card_name(c)} is still in the stock [stock.deal]"
                continue
            acc = t.access[p]
            if acc == 1:
                return f"{t.pile_names[p]}:{i + 1}"
            if acc == 0 and i == len(pile) - 1:
                return t.pile_names[p]
            g = t.groups[t.pile_group[p]]
            where = ("cards never leave " + g.name if acc == 2 else
                     f"only {card_name(pile[-1])} of {t.pile_names[p]} is available")
            buried = buried or (f"{card_name(c)} in {t.pile_names[p]} is not available: "
                                f"{where} [{g.name}.access]")
    if buried:
        raise IllegalMoveError(buried)
    return None


def _parse_pair(state: State, legal: list[Move], s: str) -> Move:
    body = s[5:] if s.lower().startswith("pair ") else s
    parts = [p for p in re.split(r"[\s+]+", body) if p]
    if len(parts) != 2:
        raise NotationError(f"a pair names two cards or piles: {s!r}")
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
        raise AmbiguousMoveError(f"{s!r} could be {', '.join(str(c) for c in cands)}")
    pa, pb = _concrete_source(state, ha), _concrete_source(state, hb)
    if pa is None or pb is None:
        raise IllegalMoveError(f"{s}: no such card is available")
    raise illegal_move_error(state, Move("pair", pa, pb, 0))


def _card_at(state: State, pos: str) -> int | None:
    return source_card(state, Move("pair", pos, "", 0))


# --- explaining --------------------------------------------------------------------------------


def _slot_candidates(state: State, slot: str) -> list[str]:
    """``slot`` and its other spellings: a group property may be claimed under the group's
    name or its role (``foundations-ace.sequence`` / ``foundation.sequence``)."""
    head, _, prop = slot.partition(".")
    out = [slot]
    for g in state.t.groups:
        if head in (g.name, g.role) and prop:
            for alt in (f"{g.name}.{prop}", f"{g.role}.{prop}"):
                if alt not in out:
                    out.append(alt)
    return out


def illegal_move_error(state: State, move: Move) -> IllegalMoveError:
    """An :class:`IllegalMoveError` for ``move``, naming the rule and its claims."""
    r = why_illegal(state, move)
    spec = state.spec
    slot, ids = r.slot, ()
    for cand in _slot_candidates(state, r.slot):
        ids = spec.claims_for(cand)
        if ids:
            slot = cand
            break
    r = Refusal(slot, r.reason)
    cites = []
    for cid in ids:
        text = spec.citation(cid)
        cites.append(f"{cid}: {text}" if text else cid)
    where = r.slot + (" — " + "; ".join(cites) if cites else "")
    err = IllegalMoveError(f"{move}: {r.reason} [{where}]")
    err.slot = r.slot  # type: ignore[attr-defined]
    err.claims = ids  # type: ignore[attr-defined]
    return err


def _cn(c: int) -> str:
    return card_name(c)


def why_illegal(state: State, move: Move) -> Refusal:
    """The rule that forbids ``move`` in ``state`` (assumes it is not legal)."""
    t = state.t
    spec = state.spec
    ci = state.pending_choice
    if ci >= 0:
        c = spec.setup[ci]
        if move.kind != "choose" or move.src != c.name:
            return Refusal("setup.choice", f"first choose {c.name} ({' | '.join(c.options)}), "
                           f"e.g. choose {c.name}={c.options[0]}")
        return Refusal("setup.choice", f"{move.dst!r} is not an option of {c.name}: "
                       + ", ".join(c.options))
    if move.kind == "choose":
        return Refusal("setup.choice", "the set-up choices have all been made")
    if t.forced_fill:
        forced = state._forced_fills()
        if forced:
            gap = forced[0].dst
            g = t.groups[t.pile_group[t.name_to_pile[gap]]]
            return Refusal(f"{g.name}.fill.timing",
                           f"the gap at {gap} must be filled first: "
                           + " or ".join(str(m) for m in forced))
    gap = state.forced_deal() if t.deal_for_gaps else -1
    if gap >= 0 and move.kind != "deal":
        g = t.groups[t.pile_group[gap]]
        return Refusal(f"{g.name}.fill", f"the gap at {t.pile_names[gap]} must be filled from the "
                       f"pack first: deal until a card it takes comes up")
    if move.kind in ("deal", "redeal"):
        return _why_stock(state, move)
    try:
        decode_move(state, move)
    except NotationError as exc:
        return Refusal("notation", str(exc))
    if move.kind == "pair":
        return _why_pair(state, move)
    return _why_transfer(state, move)


def _why_stock(state: State, move: Move) -> Refusal:
    t = state.t
    st = state.spec.stock
    if not t.waste:
        return Refusal("stock.deal", "the stock is never dealt: it only fills gaps")
    stock = state.piles[t.stock]
    if move.kind == "deal":
        if not stock:
            extra = (" (redeal first)" if state.redeals > 0 else
                     " and there is no redeal left")
            return Refusal("stock.redeals", "the stock is used up" + extra)
        return Refusal("stock.deal.timing", "the stock may be dealt only at a standstill")
    if stock:
        return Refusal("stock.redeals", "the stock is not used up yet")
    if state.redeals <= 0:
        return Refusal("stock.redeals", f"no redeal left ({st.redeals} allowed)")
    return Refusal("stock.deal.timing", "the stock may be turned only at a standstill")


def _why_pair(state: State, move: Move) -> Refusal:
    t = state.t
    cards = []
    for pos in (move.src, move.dst):
        name, k = split_position(pos)
        p = t.name_to_pile[name]
        c = source_card(state, Move("pair", pos, "", 0))
        gi = t.pile_group[p]
        if c is None:
            return Refusal("pair.moves", f"{pos} is empty")
        if t.access[p] == 2 or (k is not None and t.access[p] != 1):
            return Refusal(f"{t.groups[gi].name}.access",
                           f"{_cn(c)} in {pos} is not available")
        cards.append((c, gi))
    (ca, ga), (cb, gb) = cards
    rules = []
    for pi, rule, srcs, _dest in t.pairs:
        rules.append(f"{rule.name} → {rule.to}")
        for x, y, gx, gy in ((ca, cb, ga, gb), (cb, ca, gb, ga)):
            if rule.first.matches(RANK_OF[x], SUIT_OF[x]) and \
                    rule.second.matches(RANK_OF[y], SUIT_OF[y]):
                if gx not in srcs or gy not in srcs:
                    return Refusal("pair.moves", f"pairs of {rule.name} are taken only from "
                                   + ", ".join(rule.sources))
                if rule.relation == "same-suit" and SUIT_OF[x] != SUIT_OF[y]:
                    return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)}: a {rule.name} pair "
                                   "must be of one suit")
                if not rule.together:
                    if state.separate_destinations(pi, x, y) is None:
                        where = rule.to if rule.to_second in (None, rule.to) else \
                            f"{rule.to} and {rule.to_second}"
                        return Refusal("foundation.sequence", f"{_cn(x)} and {_cn(y)} cannot both "
                                       f"be played on {where} now")
                    return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)} may not pair here")
                if state.pair_destination(pi, x) < 0:
                    return Refusal("pair.moves", f"no place in {rule.to} for {_cn(x)}+{_cn(y)}")
                return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)} may not pair here")
    known = "; ".join(rules) if rules else "this game has no pair moves"
    return Refusal("pair.moves", f"{_cn(ca)} and {_cn(cb)} are not a pair ({known})")


def _why_transfer(state: State, move: Move) -> Refusal:
    t = state.t
    sname, k = split_position(move.src)
    sp, dp = t.name_to_pile[sname], t.name_to_pile[move.dst]
    sg, dg = t.pile_group[sp], t.pile_group[dp]
    src_g, dst_g = t.groups[sg], t.groups[dg]
    pile = state.piles[sp]
    if sp == dp:
        return Refusal(f"{dst_g.name}.build", "a card cannot move onto its own pile")
    if not pile:
        return Refusal(f"{src_g.name}.access", f"{sname} is empty")
    if src_g.role == "stock":
        if sg in [t.gindex[s.group] for s in dst_g.fill.sources]:
            return _why_fill(state, sp, dp)
        return Refusal("stock.deal", "stock cards are dealt to the waste with 'deal'")
    if t.access[sp] == 2:
        return Refusal(f"{src_g.name}.access", f"cards never leave {src_g.name}")
    if k is not None and t.access[sp] != 1:
        return Refusal(f"{src_g.name}.access", f"only the available card of {sname} may move")
    if k is not None and not 0 < k <= len(pile):
        return Refusal(f"{src_g.name}.access", f"{sname} has no card {k}")
    card = pile[k - 1] if k is not None else pile[-move.n] if move.n <= len(pile) else None
    if card is None:
        return Refusal(f"{src_g.name}.move-unit", f"{sname} holds only {len(pile)} cards")
    transfers = [tr for tr in t.transfers if tr[0] == sg and tr[1] == dg]
    if not state.piles[dp] and sg in [t.gindex[s.group] for s in dst_g.fill.sources] and \
            not transfers:
        return _why_fill(state, sp, dp)
    if not transfers:
        feeders = sorted({t.groups[tr[0]].name for tr in t.transfers if tr[1] == dg})
        slot = "foundation.fed-from" if dst_g.role == "foundation" else \
            f"{dst_g.name}.build.from"
        also = (f"only from {', '.join(feeders)}" if feeders else
                "only pairs go there"
                if any(dst_g.name in (p.to, p.to_second) for p in state.spec.pairs)
                else f"nothing is moved to {dst_g.name}")
        return Refusal(slot, f"cards do not go from {src_g.name} to {dst_g.name} ({also})")
    tr = transfers[0]
    if move.n > 1 and not tr[2]:
        return Refusal(f"{src_g.name}.move-unit", "cards move one at a time")
    if tr[3] is not None and (t.pile_index[sp], t.pile_index[dp]) not in tr[3]:
        return Refusal(f"{src_g.name}.access", f"{sname} may not be played to {move.dst}")
    if move.n > 1:
        ok = any(pos == len(pile) - move.n and n == move.n
                 for _p, pos, n, _c in state.available(sg, True) if _p == sp)
        if not ok:
            return Refusal(f"{src_g.name}.build", f"the top {move.n} cards of {sname} are not "
                           "a built sequence")
    return _why_not_accepted(state, card, dp)


def _why_fill(state: State, sp: int, dp: int) -> Refusal:
    t = state.t
    g = t.groups[t.pile_group[dp]]
    if state.piles[dp]:
        return Refusal(f"{g.name}.fill", f"{t.pile_names[dp]} is not a gap")
    if g.fill.timing == "immediate":
        return Refusal(f"{g.name}.fill", f"gaps in {g.name} are filled at once by the rules")
    return Refusal(f"{g.name}.fill", f"{t.pile_names[sp]} may not fill {t.pile_names[dp]} now")


def _why_not_accepted(state: State, card: int, dp: int) -> Refusal:
    t = state.t
    gi = t.pile_group[dp]
    g = t.groups[gi]
    found = g.role == "foundation"
    dpile = state.piles[dp]
    dname = t.pile_names[dp]
    if not dpile:
        base = g.base
        slot = "foundation.base" if found else f"{g.name}.build"
        if base.ranks == ():
            how = ("only a pair starts one"
                   if any(g.name in (p.to, p.to_second) for p in state.spec.pairs)
                   else "nothing may be placed there")
            if g.fill.sources:
                slot, how = f"{g.name}.fill", "it is filled by the rules from " + ", ".join(
                    s.group for s in g.fill.sources)
            return Refusal(slot, f"{dname} is empty and {how}")
        wanted = state.wants(dp) or frozenset()
        ranks = ", ".join(rank_name(r) for r in (base.ranks or ()))
        suit = ("" if base.suits is None else
                " of " + SUIT_NAMES[base.suits[t.pile_index[dp]]])
        if card % 52 not in wanted:
            return Refusal(slot, f"an empty {dname} takes only {ranks}{suit}, not {_cn(card)}")
        return Refusal(slot, f"{_cn(card)} may not start {dname}")
    slot = "foundation.sequence" if found else f"{g.name}.build"
    on = ", ".join(_cn(c) for c in reversed(dpile[-2:]))
    if len(dpile) >= t.max_cards[gi]:
        return Refusal(slot, f"{dname} is complete")
    wanted = sorted(state.wants(dp) or ())
    if not wanted:
        return Refusal(slot, f"nothing may be built on {dname} ({on})")
    need = " or ".join(_cn(f) for f in wanted)
    return Refusal(slot, f"{dname} ({on}) takes {need} next, not {_cn(card)}")
