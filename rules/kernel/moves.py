"""The kernel's legal moves: every move of a position, in the engine's order, into a move
buffer (``legal_moves``), as the reference engine lists them (rules/engine/generate.py).

Per step: forced gap fills alone; else pairs, transfers, optional fills, then the deal or
redeal.  Quick rejection by masks: a group's available faces against what the pair rules and
the destination piles want, so a step without a pair or a home move costs a few mask
operations per group.
"""

from __future__ import annotations

import numpy as np

from rules.kernel.jit import hot
from rules.kernel.layout import (A_ALL, A_NONE, A_TOP, B_REL, B_SEQ, DEBRUIJN, DEBRUIJN_MUL, K_DEAL,
                                 K_MOVE, K_PAIR, K_REDEAL, ONE, O_BASE_ANY, O_BASE_SUIT,
                                 O_BUILD_KIND, O_DEST_PILES, O_FILL_FIRST, O_FILL_LINKS, O_FILL_SRC,
                                 O_FORCED_FILL, O_GROUP_START, O_IS_DISCARD, O_MAX_CARDS,
                                 O_OPTIONAL_FILL, O_PAIR_MATCH, O_PAIR_SRC, O_PAIR_TO,
                                 O_PILE_ACCESS, O_PILE_GROUP, O_PILE_INDEX, O_TR_DST, O_TR_LINKS,
                                 O_TR_SEQ, O_TR_SRC, Q_BASE_MASK, Q_PAIR_FIRST_MASK,
                                 Q_PAIR_PARTNER_MASK, Q_REL_MASK, Q_SEQ_WANT, S58, S_FILL_WIDTH,
                                 S_MAXP, S_NDEST, S_NFORCED, S_NOPTIONAL, S_NPAIRS, S_NPILES,
                                 S_NTRANSFERS, S_PAIR_WIDTH, S_SEQ_LEN, S_STANDSTILL, S_STOCK,
                                 S_WASTE, U64, ZERO)


@hot
def wants(I, M, piles, lens, p):
    """(the faces pile ``p`` takes now as a mask, 1 if it takes any card)."""
    k = lens[p]
    if k == 0:
        return M[I[Q_BASE_MASK] + p], I[I[O_BASE_ANY] + p]
    g = I[I[O_PILE_GROUP] + p]
    if k >= I[I[O_MAX_CARDS] + g]:
        return ZERO, 0
    kind = I[I[O_BUILD_KIND] + g]
    top = piles[p, k - 1] % 52
    if kind == B_REL:
        return M[I[Q_REL_MASK] + g * 52 + top], 0
    if kind == B_SEQ:
        width = I[S_SEQ_LEN]
        if k >= width:
            return ZERO, 0
        first_rank = piles[p, 0] % 13 + 1
        return M[I[Q_SEQ_WANT] + ((g * 14 + first_rank) * width + k) * 4 + top // 13], 0
    return ZERO, 0


@hot
def group_masks(I, piles, lens, gmask):
    """For each group: the faces of its available cards."""
    o_acc, o_pg = I[O_PILE_ACCESS], I[O_PILE_GROUP]
    stock = I[S_STOCK]
    gmask[:] = 0
    for p in range(I[S_NPILES]):
        k = lens[p]
        acc = I[o_acc + p]
        if k == 0 or acc == A_NONE:
            continue
        g = I[o_pg + p]
        if acc == A_ALL and p != stock:
            for i in range(k):
                gmask[g] |= ONE << U64(piles[p, i] % 52)
        else:
            gmask[g] |= ONE << U64(piles[p, k - 1] % 52)


@hot
def _push(buf, n, kind, a, b, c, d):
    buf[n, 0] = kind
    buf[n, 1] = a
    buf[n, 2] = b
    buf[n, 3] = c
    buf[n, 4] = d
    return n + 1


@hot
def pair_destination(I, lens, rule, card):
    """The pile a pair of ``rule`` with first card ``card`` goes to, or -1 (the engine's
    ``pair_destination``: a discard's first pile, or the first empty foundation of its suit)."""
    g = I[I[O_PAIR_TO] + rule]
    first = I[I[O_GROUP_START] + g]
    if I[I[O_IS_DISCARD] + g]:
        return first
    suit = (card % 52) // 13
    o_suit = I[O_BASE_SUIT]
    for p in range(first, I[I[O_GROUP_START] + g + 1]):
        if lens[p] == 0 and (I[o_suit + p] < 0 or I[o_suit + p] == suit):
            return p
    return -1


@hot
def _pair_faces(I, M, gmask, rule):
    """(first-card faces whose partner is available, the partners' faces): the faces to look
    for; most positions have no pair, and this says so from a few masks."""
    width = I[S_PAIR_WIDTH]
    o_src = I[O_PAIR_SRC] + rule * width
    avail = ZERO
    for ia in range(width):
        if I[o_src + ia] < 0:
            break
        avail |= gmask[I[o_src + ia]]
    firsts = avail & M[I[Q_PAIR_FIRST_MASK] + rule]
    o_partner = I[Q_PAIR_PARTNER_MASK] + rule * 52
    hits = ZERO
    partners = ZERO
    while firsts:
        low = firsts & (~firsts + ONE)
        f = DEBRUIJN[(low * DEBRUIJN_MUL) >> S58]
        firsts ^= low
        p = avail & M[o_partner + f]
        if p:
            hits |= low
            partners |= p
    return hits, partners


@hot
def _positions(I, piles, lens, rule, faces, out):
    """The available cards of the rule's source groups whose face is in ``faces``, in the
    engine's order (source group order, pile, index), into ``out`` as (pile, index, face);
    returns their number."""
    o_acc, o_gs = I[O_PILE_ACCESS], I[O_GROUP_START]
    width = I[S_PAIR_WIDTH]
    o_src = I[O_PAIR_SRC] + rule * width
    k = 0
    for i in range(width):
        g = I[o_src + i]
        if g < 0:
            break
        for p in range(I[o_gs + g], I[o_gs + g + 1]):
            n = lens[p]
            if n == 0 or I[o_acc + p] == A_NONE:
                continue
            for q in range(0 if I[o_acc + p] == A_ALL else n - 1, n):
                f = piles[p, q] % 52
                if (faces >> U64(f)) & ONE:
                    out[k, 0], out[k, 1], out[k, 2] = p, q, f
                    k += 1
    return k


@hot
def _pair_moves(I, M, piles, lens, gmask, scratch, buf, n, limit):
    """The pair moves, in the engine's order: by the first card's position (source group
    order, pile, index), then the second's."""
    for rule in range(I[S_NPAIRS]):
        firsts, partners = _pair_faces(I, M, gmask, rule)
        if not firsts:
            continue
        o_match = I[O_PAIR_MATCH] + rule * 52 * 52
        na = _positions(I, piles, lens, rule, firsts, scratch[0])
        nb = _positions(I, piles, lens, rule, partners, scratch[1])
        for i in range(na):
            pa, qa, fa = scratch[0, i, 0], scratch[0, i, 1], scratch[0, i, 2]
            if pair_destination(I, lens, rule, fa) < 0:
                continue
            for j in range(nb):
                pb, qb, fb = scratch[1, j, 0], scratch[1, j, 1], scratch[1, j, 2]
                if I[o_match + fa * 52 + fb] and (pa != pb or qa != qb):
                    n = _push(buf, n, K_PAIR, pa, qa, pb, qb)
                    if n >= limit:
                        return n
    return n


@hot
def _transfer_from(I, M, piles, lens, wmask, wany, ti, sp, buf, n, limit):
    """The moves of transfer ``ti`` out of pile ``sp``: positions in the engine's order (an
    ``all`` pile bottom up; packets top card first, then ever longer ones), for each the
    destination piles wanting that card, then those taking any card."""
    ls = lens[sp]
    acc = I[I[O_PILE_ACCESS] + sp]
    stock = I[S_STOCK]
    dg = I[I[O_TR_DST] + ti]
    d0, d1 = I[I[O_GROUP_START] + dg], I[I[O_GROUP_START] + dg + 1]
    packets = I[I[O_TR_SEQ] + ti] and acc == A_TOP and sp != stock
    maxp = I[S_MAXP]
    o_links = I[O_TR_LINKS] + (ti * maxp + I[I[O_PILE_INDEX] + sp]) * maxp
    o_pi = I[O_PILE_INDEX]
    cap = I[I[O_MAX_CARDS] + dg]
    rel = I[Q_REL_MASK] + I[I[O_PILE_GROUP] + sp] * 52
    pos = 0 if acc == A_ALL and sp != stock else ls - 1
    while True:
        cnt = ls - pos if packets else 1
        f = piles[sp, pos] % 52
        for anypass in range(2):
            for dp in range(d0, d1):
                if dp == sp or not I[o_links + I[o_pi + dp]]:
                    continue
                if anypass == 0:
                    if wany[dp] or not (wmask[dp] >> U64(f)) & ONE:
                        continue
                elif not wany[dp]:
                    continue
                if cnt > 1 and lens[dp] + cnt > cap:
                    continue
                n = _push(buf, n, K_MOVE, sp, pos, dp, cnt)
                if n >= limit:
                    return n
        if packets:
            # the next longer packet, while built by the source group's rule
            if pos > 0 and (M[rel + piles[sp, pos - 1] % 52] >> U64(f)) & ONE:
                pos -= 1
                continue
            return n
        pos += 1
        if pos >= ls:
            return n


@hot
def _transfer_moves(I, M, piles, lens, gmask, wmask, wany, buf, n, limit):
    o_gs = I[O_GROUP_START]
    for ti in range(I[S_NTRANSFERS]):
        sg, dg = I[I[O_TR_SRC] + ti], I[I[O_TR_DST] + ti]
        wanted = ZERO
        anyp = False
        for dp in range(I[o_gs + dg], I[o_gs + dg + 1]):
            wanted |= wmask[dp]
            anyp = anyp or wany[dp] != 0
        if not anyp and (wanted == 0 or (not I[I[O_TR_SEQ] + ti] and not wanted & gmask[sg])):
            continue
        for sp in range(I[o_gs + sg], I[o_gs + sg + 1]):
            if lens[sp] == 0 or I[I[O_PILE_ACCESS] + sp] == A_NONE:
                continue
            n = _transfer_from(I, M, piles, lens, wmask, wany, ti, sp, buf, n, limit)
            if n >= limit:
                return n
    return n


@hot
def _fills_for(I, piles, lens, gap, buf, n, limit):
    """The moves that may fill the empty pile ``gap`` from its group's fill sources (the
    stock offers its top card; with ``first-available`` only the first source offering any)."""
    g = I[I[O_PILE_GROUP] + gap]
    o_gs, o_acc, o_pi = I[O_GROUP_START], I[O_PILE_ACCESS], I[O_PILE_INDEX]
    width, maxp = I[S_FILL_WIDTH], I[S_MAXP]
    gap_index = I[o_pi + gap]
    for k in range(width):
        sg = I[I[O_FILL_SRC] + g * width + k]
        if sg < 0:
            break
        o_links = I[O_FILL_LINKS] + (g * width + k) * maxp * maxp
        n0 = n
        for sp in range(I[o_gs + sg], I[o_gs + sg + 1]):
            ls = lens[sp]
            if ls == 0 or sp == gap or not I[o_links + I[o_pi + sp] * maxp + gap_index]:
                continue
            acc = I[o_acc + sp]
            if sp == I[S_STOCK] or acc == A_TOP:
                lo = ls - 1
            elif acc == A_ALL:
                lo = 0
            else:
                continue
            for pos in range(lo, ls):
                n = _push(buf, n, K_MOVE, sp, pos, gap, 1)
                if n >= limit:
                    return n
        if n > n0 and I[I[O_FILL_FIRST] + g]:
            break
    return n


@hot
def _gap_fills(I, piles, lens, o_groups, ngroups, buf, n, limit, first_gap):
    """Fill moves for the empty piles of the listed groups (``first_gap``: only those of the
    first gap that has any, as the engine lists forced fills)."""
    o_gs = I[O_GROUP_START]
    for i in range(ngroups):
        g = I[o_groups + i]
        for p in range(I[o_gs + g], I[o_gs + g + 1]):
            if lens[p] == 0:
                n0 = n
                n = _fills_for(I, piles, lens, p, buf, n, limit)
                if n >= limit or (first_gap and n > n0):
                    return n
    return n


@hot
def legal_moves(I, M, piles, lens, redeals, gmask, wmask, wany, scratch, buf,
                limit):
    """The legal moves in the engine's order into ``buf`` (forced fills alone; else pairs,
    transfers, optional fills, deal or redeal); stops after ``limit`` moves."""
    n = _gap_fills(I, piles, lens, I[O_FORCED_FILL], I[S_NFORCED], buf, 0, limit, True)
    if n > 0:
        return n
    group_masks(I, piles, lens, gmask)
    if I[S_NPAIRS] > 0:
        n = _pair_moves(I, M, piles, lens, gmask, scratch, buf, n, limit)
        if n >= limit:
            return n
    o_dest = I[O_DEST_PILES]
    for i in range(I[S_NDEST]):
        dp = I[o_dest + i]
        wmask[dp], wany[dp] = wants(I, M, piles, lens, dp)
    n = _transfer_moves(I, M, piles, lens, gmask, wmask, wany, buf, n, limit)
    if n >= limit:
        return n
    n = _gap_fills(I, piles, lens, I[O_OPTIONAL_FILL], I[S_NOPTIONAL], buf, n, limit, False)
    if n >= limit or (I[S_STANDSTILL] and n > 0):
        return n
    w = I[S_WASTE]
    if w >= 0:
        if lens[I[S_STOCK]] > 0:
            n = _push(buf, n, K_DEAL, 0, 0, 0, 0)
        elif redeals > 0 and lens[w] > 0:
            n = _push(buf, n, K_REDEAL, 0, 0, 0, 0)
    return n
