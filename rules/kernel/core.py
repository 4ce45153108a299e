"""The compiled kernel: one generic numba program that plays any lowered spec
(:mod:`rules.kernel.lower`) with the greedy or the random policy.

It mirrors the reference engine step for step: the same seeded deal (docs/ENGINE.md §3), the
same legal moves in the same order, the same effect of each move and the same automatic gap
fills, so a seed gives the same game.  Greedy plays the first legal move (the kernel covers
greedy only where the engine's greedy does the same: ``coverage.unsupported``); random draws
``moves[below(len(moves))]`` from the documented policy generator.  Compiled once and cached
on disk (numba ``cache=True``).

**Layout.**  The tables travel as two flat arrays, ``I`` (int64) and ``M`` (uint64 masks of card
faces: bit *f* for face *f* = ``card % 52``): numba passes a few plain arrays between functions
at no cost, whereas a tuple of forty arrays costs a microsecond per call.  ``I`` starts with
the scalars (``S_*``), then the offset of every int table (``O_*``) and of every mask table
(``Q_*``); ``I[I[O_PILE_GROUP] + p]`` is the group of pile ``p``.  :func:`rules.kernel.lower.pack`
writes this layout from the names below (the one home of the layout: numba's disk cache is
keyed on this file, so the layout must not live elsewhere).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

_jit: Any = njit
#: The kernel's functions allocate nothing, so they are compiled without numba's reference
#: counting (``_nrt=False``): counting costs more than the work when a function is called
#: with a dozen arrays at every step.  Only the entry point allocates the working arrays.
hot = _jit(cache=True, _nrt=False)
entry = _jit(cache=True)

#: scalars, at I[0:]
SCALARS = ("npiles", "total", "stock", "waste", "deal_count", "redeals", "standstill", "maxp",
           "seq_len", "pair_width", "fill_width", "auto_width", "npairs", "ntransfers",
           "nauto", "nforced", "noptional", "ndest", "nwin", "ndeck", "nplan", "nreversed")
(S_NPILES, S_TOTAL, S_STOCK, S_WASTE, S_DEAL_COUNT, S_REDEALS, S_STANDSTILL, S_MAXP,
 S_SEQ_LEN, S_PAIR_WIDTH, S_FILL_WIDTH, S_AUTO_WIDTH, S_NPAIRS, S_NTRANSFERS, S_NAUTO,
 S_NFORCED, S_NOPTIONAL, S_NDEST, S_NWIN, S_NDECK, S_NPLAN, S_NREVERSED) = range(22)
#: int tables, their offsets at I[len(SCALARS):]
INT_TABLES = ("pile_group", "pile_index", "pile_access", "base_any", "base_suit", "base_card",
              "group_start", "build_kind", "max_cards", "is_discard", "fill_first", "tr_src",
              "tr_dst", "tr_seq", "tr_links", "dest_piles", "pair_match", "pair_src", "pair_to",
              "auto_fill", "forced_fill", "optional_fill", "fill_src", "fill_links",
              "win_piles", "deck", "deal_plan", "reversed_piles", "is_home")
(O_PILE_GROUP, O_PILE_INDEX, O_PILE_ACCESS, O_BASE_ANY, O_BASE_SUIT, O_BASE_CARD,
 O_GROUP_START, O_BUILD_KIND, O_MAX_CARDS, O_IS_DISCARD, O_FILL_FIRST, O_TR_SRC, O_TR_DST,
 O_TR_SEQ, O_TR_LINKS, O_DEST_PILES, O_PAIR_MATCH, O_PAIR_SRC, O_PAIR_TO, O_AUTO_FILL,
 O_FORCED_FILL, O_OPTIONAL_FILL, O_FILL_SRC, O_FILL_LINKS, O_WIN_PILES, O_DECK, O_DEAL_PLAN,
 O_REVERSED_PILES, O_IS_HOME) = range(22, 51)
#: mask tables, their offsets in M at I[len(SCALARS) + len(INT_TABLES):]
MASK_TABLES = ("rel_mask", "seq_want", "base_mask", "pair_first_mask", "pair_partner_mask")
Q_REL_MASK, Q_SEQ_WANT, Q_BASE_MASK, Q_PAIR_FIRST_MASK, Q_PAIR_PARTNER_MASK = range(51, 56)
HEADER = len(SCALARS) + len(INT_TABLES) + len(MASK_TABLES)
assert HEADER == 56

# move kinds in the move buffer (columns: kind, a, b, c, d)
K_MOVE, K_PAIR, K_DEAL, K_REDEAL = 0, 1, 2, 3
# move classes, in the engine's greedy order (rules.engine.codes)
MC_CHOOSE, MC_FILL, MC_PAIR, MC_HOME, MC_OTHER, MC_STOCK = range(6)
# pile access and build kinds, as the engine numbers them (rules.engine.codes)
A_TOP, A_ALL, A_NONE = 0, 1, 2
B_NONE, B_SEQ, B_REL = 0, 1, 2

U64 = np.uint64
MUL = U64(6364136223846793005)
INC = U64(1442695040888963407)
GAMMA = U64(0x9E3779B97F4A7C15)
MIX1 = U64(0xBF58476D1CE4E5B9)
MIX2 = U64(0x94D049BB133111EB)
POLICY_STREAM = U64(0xA5A5A5A5A5A5A5A5)
S27, S30, S31, S32 = U64(27), U64(30), U64(31), U64(32)
ONE = U64(1)
ZERO = U64(0)
# the index of a mask's lowest bit: DEBRUIJN[(lowest * DEBRUIJN_MUL) >> 58]
DEBRUIJN_MUL = U64(0x03F79D71B4CB0A89)
S58 = U64(58)
DEBRUIJN = np.zeros(64, dtype=np.int64)
for _i in range(64):
    DEBRUIJN[((1 << _i) * 0x03F79D71B4CB0A89 % 2**64) >> 58] = _i


@hot
def scramble(seed):
    """The splitmix64 finaliser of ``seed + gamma`` (docs/ENGINE.md §3)."""
    z = seed + GAMMA
    z = (z ^ (z >> S30)) * MIX1
    z = (z ^ (z >> S27)) * MIX2
    return z ^ (z >> S31)


@hot
def deal(I, seed, piles, lens, deck):
    """The seeded starting position into ``piles``/``lens`` (docs/ENGINE.md §3); ``deck`` is
    scratch space."""
    n = I[S_NDECK]
    o_deck = I[O_DECK]
    for i in range(n):
        deck[i] = I[o_deck + i]
    s = scramble(seed)
    for i in range(n - 1, 0, -1):
        s = s * MUL + INC
        j = np.int64(((s >> S32) * U64(i + 1)) >> S32)
        deck[i], deck[j] = deck[j], deck[i]
    o_base = I[O_BASE_CARD]
    for p in range(I[S_NPILES]):
        lens[p] = 0
        if I[o_base + p] >= 0:
            piles[p, 0] = I[o_base + p]
            lens[p] = 1
    k = 0
    o_plan = I[O_DEAL_PLAN]
    for i in range(I[S_NPLAN]):
        if k < n:
            p = I[o_plan + i]
            piles[p, lens[p]] = deck[k]
            lens[p] += 1
            k += 1
    st = I[S_STOCK]
    for i in range(n - 1, k - 1, -1):
        piles[st, lens[st]] = deck[i]
        lens[st] += 1
    o_rev = I[O_REVERSED_PILES]
    for r in range(I[S_NREVERSED]):
        p = I[o_rev + r]
        m = lens[p]
        for i in range(m // 2):
            piles[p, i], piles[p, m - 1 - i] = piles[p, m - 1 - i], piles[p, i]


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


@hot
def _remove(piles, lens, p, q):
    c = piles[p, q]
    for i in range(q, lens[p] - 1):
        piles[p, i] = piles[p, i + 1]
    lens[p] -= 1
    return c


@hot
def _append(piles, lens, p, c):
    piles[p, lens[p]] = c
    lens[p] += 1


@hot
def _apply_pair(I, piles, lens, a, b, c, d):
    """Both cards onto the pile of the first pair rule they satisfy (as the engine does)."""
    ca, cb = piles[a, b], piles[c, d]
    rule = 0
    for r in range(I[S_NPAIRS]):
        if I[I[O_PAIR_MATCH] + (r * 52 + ca % 52) * 52 + cb % 52]:
            rule = r
            break
    dest = pair_destination(I, lens, rule, ca)
    if a == c and b < d:
        _remove(piles, lens, c, d)
        _remove(piles, lens, a, b)
    else:
        _remove(piles, lens, a, b)
        _remove(piles, lens, c, d)
    _append(piles, lens, dest, ca)
    _append(piles, lens, dest, cb)


@hot
def apply(I, piles, lens, redeals, buf, m):
    """Play move ``buf[m]``, then the automatic gap fills; returns the redeals left."""
    kind = buf[m, 0]
    a, b, c, d = buf[m, 1], buf[m, 2], buf[m, 3], buf[m, 4]
    st, w = I[S_STOCK], I[S_WASTE]
    if kind == K_MOVE:
        if I[I[O_PILE_ACCESS] + a] == A_ALL and a != st:
            _append(piles, lens, c, _remove(piles, lens, a, b))
        else:
            base = lens[a] - d
            for i in range(d):
                _append(piles, lens, c, piles[a, base + i])
            lens[a] = base
    elif kind == K_PAIR:
        _apply_pair(I, piles, lens, a, b, c, d)
    elif kind == K_DEAL:
        for _ in range(min(I[S_DEAL_COUNT], lens[st])):
            lens[st] -= 1
            _append(piles, lens, w, piles[st, lens[st]])
    elif kind == K_REDEAL:
        for i in range(lens[w] - 1, -1, -1):
            _append(piles, lens, st, piles[w, i])
        lens[w] = 0
        redeals -= 1
    o_auto, width = I[O_AUTO_FILL], I[S_AUTO_WIDTH]
    for i in range(I[S_NAUTO]):
        gap = I[o_auto + i * width]
        if lens[gap] == 0:
            for j in range(1, width):
                s = I[o_auto + i * width + j]
                if s >= 0 and lens[s] > 0:
                    lens[s] -= 1
                    _append(piles, lens, gap, piles[s, lens[s]])
                    break
    return redeals


@hot
def cards_home(I, lens):
    """Cards in the winning groups."""
    n = 0
    o_win = I[O_WIN_PILES]
    for i in range(I[S_NWIN]):
        n += lens[I[o_win + i]]
    return n


@hot
def move_class(I, lens, buf, m):
    """The class of move ``buf[m]`` (the engine's ``State.move_class``)."""
    kind = buf[m, 0]
    if kind == K_PAIR:
        return MC_PAIR
    if kind != K_MOVE:
        return MC_STOCK
    dp = buf[m, 3]
    g = I[I[O_PILE_GROUP] + dp]
    if I[I[O_IS_HOME] + g]:
        return MC_HOME
    if lens[dp] == 0:
        sg = I[I[O_PILE_GROUP] + buf[m, 1]]
        width = I[S_FILL_WIDTH]
        for k in range(width):
            src = I[I[O_FILL_SRC] + g * width + k]
            if src < 0:
                break
            if src == sg:
                return MC_FILL
    return MC_OTHER


@hot
def position_hash(I, piles, lens, redeals):
    """Two independent 64-bit digests of the position (every pile's cards in order, the
    redeals left): the key greedy remembers positions by (a clash of both for two positions
    of one game is beyond any run's reach: about 2**-128 per pair)."""
    h1, h2 = GAMMA, MIX1
    for p in range(I[S_NPILES]):
        n = lens[p]
        h1 = (h1 ^ U64(n + 1)) * MIX2
        h2 = (h2 + U64(n + 7)) * MUL
        for i in range(n):
            c = U64(piles[p, i] + 1)
            h1 = (h1 ^ c) * MIX2
            h1 ^= h1 >> S31
            h2 = (h2 + c * GAMMA) * MUL
            h2 ^= h2 >> S27
    return scramble(h1 ^ U64(redeals)), scramble(h2 + U64(redeals))


@hot
def _seen(seen, game, h1, h2, add):
    """Whether the position (h1, h2) is in game ``game``'s memory (open addressing; a slot
    of another game counts as empty); with ``add``, put it there."""
    cap = seen.shape[0]
    i = np.int64(h1 & U64(cap - 1))
    while seen[i, 2] == U64(game):
        if seen[i, 0] == h1 and seen[i, 1] == h2:
            return True
        i = (i + 1) & (cap - 1)
    if add:
        seen[i, 0], seen[i, 1], seen[i, 2] = h1, h2, U64(game)
    return False


@hot
def greedy_other(I, piles, lens, redeals, buf, n, seen, game, saved):
    """Greedy where its first move moves a card between tableau piles (the engine's
    ``greedy``): remember this position; then the first move that is safe, or that leads to a
    position not seen before, else the first deal or redeal; -1 to resign."""
    h1, h2 = position_hash(I, piles, lens, redeals)
    _seen(seen, game, h1, h2, True)
    npiles = I[S_NPILES]
    stock_move = -1
    for j in range(n):
        c = move_class(I, lens, buf, j)
        if c == MC_STOCK:
            if stock_move < 0:
                stock_move = j
            continue
        if c < MC_OTHER:
            return j
        for p in range(npiles):
            saved[npiles, p] = lens[p]
            for i in range(lens[p]):
                saved[p, i] = piles[p, i]
        after = apply(I, piles, lens, redeals, buf, j)
        k1, k2 = position_hash(I, piles, lens, after)
        for p in range(npiles):
            lens[p] = saved[npiles, p]
            for i in range(lens[p]):
                piles[p, i] = saved[p, i]
        if not _seen(seen, game, k1, k2, False):
            return j
    return stock_move


@hot
def play(I, M, seed, random, max_moves, piles, lens, gmask, wmask, wany, scratch, buf, deck,
         seen, game, saved):
    """One deal to the end: (won, moves, decisions, cards left, capped), as
    ``rules.play.simulate.play_out`` counts them."""
    deal(I, U64(seed), piles, lens, deck)
    rng = scramble(U64(seed) ^ POLICY_STREAM)
    redeals = I[S_REDEALS]
    full = buf.shape[0]
    moves = decisions = capped = 0
    while True:
        n = legal_moves(I, M, piles, lens, redeals, gmask, wmask, wany, scratch, buf,
                        full if random else 2)
        if n == 0:
            break
        if n > 1:
            decisions += 1
        m = np.int64(0)
        if random:
            rng = rng * MUL + INC
            m = np.int64(((rng >> S32) * U64(n)) >> S32)
        elif move_class(I, lens, buf, 0) == MC_OTHER:
            n = legal_moves(I, M, piles, lens, redeals, gmask, wmask, wany, scratch, buf, full)
            m = greedy_other(I, piles, lens, redeals, buf, n, seen, game, saved)
            if m < 0:
                break  # greedy resigns
        redeals = apply(I, piles, lens, redeals, buf, m)
        moves += 1
        if moves >= max_moves:
            capped = 1
            break
    total = I[S_TOTAL]
    home = cards_home(I, lens)
    won = 1 if home == total else 0
    return won, moves, decisions, 0 if won else total - home, capped


@entry
def play_seeds(I, M, seeds, random, max_moves, out):
    """Play every seed of ``seeds``; ``out[i]`` = (won, moves, decisions, cards left,
    capped)."""
    total, npiles = I[S_TOTAL], I[S_NPILES]
    piles = np.zeros((npiles, total + 1), dtype=np.int64)
    lens = np.zeros(npiles, dtype=np.int64)
    gmask = np.zeros(npiles, dtype=np.uint64)
    wmask = np.zeros(npiles, dtype=np.uint64)
    wany = np.zeros(npiles, dtype=np.int64)
    buf = np.zeros((total * total + total * npiles + 16, 5), dtype=np.int64)
    deck = np.zeros(total, dtype=np.int64)
    scratch = np.zeros((2, total, 3), dtype=np.int64)
    saved = np.zeros((npiles + 1, total + 1), dtype=np.int64)
    cap = 16
    while cap < 2 * max_moves + 16:
        cap *= 2
    seen = np.zeros((cap, 3), dtype=np.uint64)  # (digest, digest, game number + 1)
    for i in range(seeds.shape[0]):
        r = play(I, M, seeds[i], random, max_moves, piles, lens, gmask, wmask, wany, scratch,
                 buf, deck, seen, i + 1, saved)
        for j in range(5):
            out[i, j] = r[j]
