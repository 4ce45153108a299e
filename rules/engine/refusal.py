"""Refusals: which rule forbids a move, named by its vocabulary slot and the claims behind it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.cards import card_name, rank_name
from rules.engine.codes import ALL, NONE
from rules.engine.decode import decode_move, source_card
from rules.engine.moves import Move, split_position
from rules.engine.tables import related
from rules.errors import IllegalMoveError, NotationError

if TYPE_CHECKING:
    from rules.engine.state import State

SUIT_NAMES = ("♣", "♦", "♥", "♠")


@dataclass(frozen=True, init=False)
class Refusal:
    """Why a move is illegal: the rule (vocabulary slot), the reason as an English sentence,
    and the same reason as a code with its parameters (cards as ints, groups and piles by
    name), from which a renderer writes it in another language; ``claims``: the ids of the
    claims the spec compiled that slot from (filled in by :func:`refusal`).

    >>> Refusal("stock.redeals", "no redeal left (0 allowed)", "no-redeal-left", allowed=0)
    Refusal(slot='stock.redeals', reason='no redeal left (0 allowed)', code='no-redeal-left', params=(('allowed', 0),), claims=())
    """

    slot: str
    reason: str
    code: str
    params: tuple[tuple[str, Any], ...]
    claims: tuple[str, ...]

    def __init__(self, slot: str, reason: str, code: str = "", **params: Any) -> None:
        object.__setattr__(self, "slot", slot)
        object.__setattr__(self, "reason", reason)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "params", tuple(params.items()))
        object.__setattr__(self, "claims", ())

    def citing(self, slot: str, claims: tuple[str, ...]) -> Refusal:
        """The same refusal naming ``slot`` (as the spec's claims spell it) and its claims."""
        out = Refusal(slot, self.reason, self.code, **dict(self.params))
        object.__setattr__(out, "claims", claims)
        return out



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


def refusal(state: State, move: Move) -> Refusal:
    """Why ``move`` is illegal in ``state`` (it must be), citing the claims behind the rule."""
    r = why_illegal(state, move)
    for cand in _slot_candidates(state, r.slot):
        ids = state.spec.claims_for(cand)
        if ids:
            return r.citing(cand, ids)
    return r


def illegal_move_error(state: State, move: Move) -> IllegalMoveError:
    """An :class:`IllegalMoveError` for ``move`` carrying its :class:`Refusal`: the rule's slot,
    the reason as a code with its parameters, and the ids of the claims behind the rule.  The
    message names them (``a1>f1: ... [foundation.sequence: qa-c14]``); quoting the claims is
    the words renderer's work (``comparer.words``), which reads them in the reader's language.
    """
    r = refusal(state, move)
    where = r.slot + (": " + ", ".join(r.claims) if r.claims else "")
    err = IllegalMoveError(f"{move}: {r.reason} [{where}]", code=r.code, **dict(r.params))
    err.move, err.refusal, err.slot, err.claims = move, r, r.slot, r.claims
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
                           f"e.g. choose {c.name}={c.options[0]}",
                           "choose-first", name=c.name, options=c.options, option=c.options[0])
        return Refusal("setup.choice", f"{move.dst!r} is not an option of {c.name}: "
                       + ", ".join(c.options), "not-an-option", value=move.dst, name=c.name,
                       options=c.options)
    if move.kind == "choose":
        return Refusal("setup.choice", "the set-up choices have all been made",
                       "choices-made")
    if t.forced_fill:
        forced = state._forced_fills()
        if forced:
            gap = forced[0].dst
            g = t.groups[t.pile_group[t.name_to_pile[gap]]]
            return Refusal(f"{g.name}.fill.timing",
                           f"the gap at {gap} must be filled first: "
                           + " or ".join(str(m) for m in forced), "fill-first", pile=gap,
                           moves=" | ".join(str(m) for m in forced))
    deal_gap = state.forced_deal() if t.deal_for_gaps else -1
    if deal_gap >= 0 and move.kind != "deal":
        g = t.groups[t.pile_group[deal_gap]]
        return Refusal(f"{g.name}.fill", f"the gap at {t.pile_names[deal_gap]} must be filled from the "
                       f"pack first: deal until a card it takes comes up", "deal-for-gap",
                       pile=t.pile_names[deal_gap])
    if move.kind in ("deal", "redeal"):
        return _why_stock(state, move)
    try:
        decode_move(state, move)
    except NotationError as exc:
        return Refusal("notation", str(exc), exc.code, **exc.params)
    if move.kind == "pair":
        return _why_pair(state, move)
    return _why_transfer(state, move)


def _why_stock(state: State, move: Move) -> Refusal:
    t = state.t
    st = state.spec.stock
    if not t.waste:
        return Refusal("stock.deal", "the stock is never dealt: it only fills gaps",
                       "stock-never-dealt")
    stock = state.piles[t.stock]
    if move.kind == "deal":
        if not stock:
            extra = (" (redeal first)" if state.redeals > 0 else
                     " and there is no redeal left")
            return Refusal("stock.redeals", "the stock is used up" + extra,
                           "stock-used-up-redeal" if state.redeals > 0 else "stock-used-up-final")
        return Refusal("stock.deal.timing", "the stock may be dealt only at a standstill",
                       "deal-at-standstill")
    if stock:
        return Refusal("stock.redeals", "the stock is not used up yet", "stock-not-used-up")
    if state.redeals <= 0:
        return Refusal("stock.redeals", f"no redeal left ({st.redeals} allowed)", "no-redeal-left",
                       allowed=st.redeals)
    return Refusal("stock.deal.timing", "the stock may be turned only at a standstill",
                   "redeal-at-standstill")


def _why_pair(state: State, move: Move) -> Refusal:
    t = state.t
    cards = []
    for pos in (move.src, move.dst):
        name, k = split_position(pos)
        p = t.name_to_pile[name]
        c = source_card(state, Move("pair", pos, "", 0))
        gi = t.pile_group[p]
        if c is None:
            return Refusal("pair.moves", f"{pos} is empty", "pile-empty", pile=pos)
        if t.access[p] == NONE or (k is not None and t.access[p] != ALL):
            return Refusal(f"{t.groups[gi].name}.access",
                           f"{_cn(c)} in {pos} is not available", "card-not-available", card=c, pile=pos)
        cards.append((c, gi))
    (ca, ga), (cb, gb) = cards
    rules = []
    for pi, rule, srcs, _dest in t.pairs:
        rules.append(f"{rule.name} → {rule.to}")
        first_faces, second_faces = t.pair_faces[pi]
        for x, y, gx, gy in ((ca, cb, ga, gb), (cb, ca, gb, ga)):
            if x % 52 in first_faces and y % 52 in second_faces:
                if gx not in srcs or gy not in srcs:
                    return Refusal("pair.moves", f"pairs of {rule.name} are taken only from "
                                   + ", ".join(rule.sources), "pair-sources", rule=rule.name,
                                   groups=rule.sources)
                if rule.relation == "same-suit" and not related(rule.relation, x % 52, y % 52):
                    return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)}: a {rule.name} pair "
                                   "must be of one suit", "pair-same-suit", first=x, second=y, rule=rule.name)
                if not rule.together:
                    if state.separate_destinations(pi, x, y) is None:
                        where = rule.to if rule.to_second in (None, rule.to) else \
                            f"{rule.to} and {rule.to_second}"
                        return Refusal("foundation.sequence", f"{_cn(x)} and {_cn(y)} cannot both "
                                       f"be played on {where} now", "pair-no-room-both", first=x, second=y,
                                       target=rule.to)
                    return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)} may not pair here",
                                   "pair-not-here", first=x, second=y)
                if state.pair_destination(pi, x) < 0:
                    return Refusal("pair.moves", f"no place in {rule.to} for {_cn(x)}+{_cn(y)}",
                                   "pair-no-room", target=rule.to, first=x, second=y)
                return Refusal("pair.moves", f"{_cn(x)} and {_cn(y)} may not pair here",
                                   "pair-not-here", first=x, second=y)
    known = "; ".join(rules) if rules else "this game has no pair moves"
    return Refusal("pair.moves", f"{_cn(ca)} and {_cn(cb)} are not a pair ({known})",
                   "not-a-pair", first=ca, second=cb, known=known)


def _why_transfer(state: State, move: Move) -> Refusal:
    t = state.t
    sname, k = split_position(move.src)
    sp, dp = t.name_to_pile[sname], t.name_to_pile[move.dst]
    sg, dg = t.pile_group[sp], t.pile_group[dp]
    src_g, dst_g = t.groups[sg], t.groups[dg]
    pile = state.piles[sp]
    if sp == dp:
        return Refusal(f"{dst_g.name}.build", "a card cannot move onto its own pile", "own-pile")
    if not pile:
        return Refusal(f"{src_g.name}.access", f"{sname} is empty", "pile-empty", pile=sname)
    if src_g.role == "stock":
        if t.fills_from(sg, dg):
            return _why_fill(state, sp, dp)
        return Refusal("stock.deal", "stock cards are dealt to the waste with 'deal'",
                       "stock-deal-only")
    if t.access[sp] == NONE:
        return Refusal(f"{src_g.name}.access", f"cards never leave {src_g.name}", "never-leave",
                       group=src_g.name)
    if k is not None and t.access[sp] != ALL:
        return Refusal(f"{src_g.name}.access", f"only the available card of {sname} may move",
                       "only-available", pile=sname)
    if k is not None and not 0 < k <= len(pile):
        return Refusal(f"{src_g.name}.access", f"{sname} has no card {k}", "no-such-position",
                       pile=sname, k=k)
    card = pile[k - 1] if k is not None else pile[-move.n] if move.n <= len(pile) else None
    if card is None:
        return Refusal(f"{src_g.name}.move-unit", f"{sname} holds only {len(pile)} cards",
                       "holds-only", pile=sname, n=len(pile))
    tr = t.transfer_between(sg, dg)
    if not state.piles[dp] and t.fills_from(sg, dg) and tr is None:
        return _why_fill(state, sp, dp)
    if tr is None:
        feeders = sorted({t.groups[g].name for g in t.feeders(dg)})
        slot = "foundation.fed-from" if dst_g.role == "foundation" else \
            f"{dst_g.name}.build.from"
        pairs_go = any(dst_g.name in (p.to, p.to_second) for p in state.spec.pairs)
        also = (f"only from {', '.join(feeders)}" if feeders else
                "only pairs go there" if pairs_go else f"nothing is moved to {dst_g.name}")
        also_code = "only-from" if feeders else "only-pairs" if pairs_go else "nothing-moves-to"
        return Refusal(slot, f"cards do not go from {src_g.name} to {dst_g.name} ({also})",
                       "not-from-to", source=src_g.name, target=dst_g.name, also=also_code,
                       groups=tuple(feeders))
    if move.n > 1 and not tr.packets:
        return Refusal(f"{src_g.name}.move-unit", "cards move one at a time", "one-at-a-time")
    if tr.links is not None and (t.pile_index[sp], t.pile_index[dp]) not in tr.links:
        return Refusal(f"{src_g.name}.access", f"{sname} may not be played to {move.dst}",
                       "pile-not-to", pile=sname, target_pile=move.dst)
    if move.n > 1:
        ok = any(pos == len(pile) - move.n and n == move.n
                 for _p, pos, n, _c in state.available(sg, True) if _p == sp)
        if not ok:
            return Refusal(f"{src_g.name}.build", f"the top {move.n} cards of {sname} are not "
                           "a built sequence", "not-a-sequence", n=move.n, pile=sname)
    return _why_not_accepted(state, card, dp)


def _why_fill(state: State, sp: int, dp: int) -> Refusal:
    t = state.t
    g = t.groups[t.pile_group[dp]]
    if state.piles[dp]:
        return Refusal(f"{g.name}.fill", f"{t.pile_names[dp]} is not a gap", "not-a-gap",
                       pile=t.pile_names[dp])
    if g.fill.timing == "immediate":
        return Refusal(f"{g.name}.fill", f"gaps in {g.name} are filled at once by the rules",
                       "filled-at-once", group=g.name)
    return Refusal(f"{g.name}.fill", f"{t.pile_names[sp]} may not fill {t.pile_names[dp]} now",
                   "may-not-fill", source_pile=t.pile_names[sp], pile=t.pile_names[dp])


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
            pairs_start = any(g.name in (p.to, p.to_second) for p in state.spec.pairs)
            how = "only a pair starts one" if pairs_start else "nothing may be placed there"
            empty_code = "empty-only-pairs" if pairs_start else "empty-nothing"
            if g.fill.sources:
                slot, how = f"{g.name}.fill", "it is filled by the rules from " + ", ".join(
                    s.group for s in g.fill.sources)
                empty_code = "empty-filled-from"
            return Refusal(slot, f"{dname} is empty and {how}", empty_code, pile=dname,
                           groups=tuple(s.group for s in g.fill.sources))
        wanted = state.wants(dp) or frozenset()
        ranks = ", ".join(rank_name(r) for r in (base.ranks or ()))
        suit = ("" if base.suits is None else
                " of " + SUIT_NAMES[base.suits[t.pile_index[dp]]])
        if card % 52 not in wanted:
            return Refusal(slot, f"an empty {dname} takes only {ranks}{suit}, not {_cn(card)}",
                           "empty-takes", pile=dname, ranks=tuple(base.ranks or ()), card=card,
                           suit=None if base.suits is None else base.suits[t.pile_index[dp]])
        return Refusal(slot, f"{_cn(card)} may not start {dname}", "may-not-start",
                       card=card, pile=dname)
    slot = "foundation.sequence" if found else f"{g.name}.build"
    on = ", ".join(_cn(c) for c in reversed(dpile[-2:]))
    if len(dpile) >= t.max_cards[gi]:
        return Refusal(slot, f"{dname} is complete", "complete", pile=dname)
    next_faces = sorted(state.wants(dp) or ())
    if not next_faces:
        return Refusal(slot, f"nothing may be built on {dname} ({on})", "nothing-on", pile=dname,
                       on=tuple(reversed(dpile[-2:])))
    need = " or ".join(_cn(f) for f in next_faces)
    return Refusal(slot, f"{dname} ({on}) takes {need} next, not {_cn(card)}", "takes-next",
                   pile=dname, on=tuple(reversed(dpile[-2:])), cards=tuple(next_faces), card=card)
