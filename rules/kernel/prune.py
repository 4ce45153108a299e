"""The exact solver's pruning in the kernel: safe moves, kind D's dropped stock fills, and the
waste-stack bound, each the compiled twin of one function of the Python solver.

The proofs, and the conditions under which each applies to a spec, live in one place: the
Python modules ``rules.play.safe_moves`` and ``rules.play.bounds``.  This file does not
decide any spec condition itself: ``rules.play.kernel_solver`` reads the Python ``Analysis`` of
the spec's tables (which kinds apply, which faces are unique, which piles are
interchangeable, the bound's chains) into one int array ``A`` laid out as below
(:func:`pack_analysis`); the compiled functions only ask the per-position questions, line for
line as their Python twin does (named in each docstring).  ``tests/test_kernel_solver.py``
checks each pair on many positions of random play (the same decision, move or verdict).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from rules.kernel.core import move_class
from rules.kernel.jit import hot
from rules.kernel.layout import (A_ALL, A_NONE, K_MOVE, K_PAIR, MC_HOME, MC_PAIR, O_PILE_ACCESS,
                                 O_PILE_GROUP, S_STOCK, S_WASTE)
from rules.kernel.moves import wants

#: scalars at A[0:], then the offsets of the tables
A_SCALARS = ("kind_r", "kind_r_end", "kind_t", "kind_d", "bound", "nhome", "nreserve",
             "nchains", "maxsteps", "ndiscards", "ndpairs", "total", "root_burst",
             "kind_t_packs", "later_width", "stack", "sb_nchains", "sb_width", "sb_nreserve",
             "sb_nstacks", "sb_maxplaces")
(AS_KIND_R, AS_KIND_R_END, AS_KIND_T, AS_KIND_D, AS_BOUND, AS_NHOME, AS_NRESERVE, AS_NCHAINS,
 AS_MAXSTEPS, AS_NDISCARDS, AS_NDPAIRS, AS_TOTAL, AS_ROOT_BURST, AS_KIND_T_PACKS,
 AS_LATER_WIDTH, AS_STACK, AS_SB_NCHAINS, AS_SB_WIDTH, AS_SB_NRESERVE, AS_SB_NSTACKS,
 AS_SB_MAXPLACES) = range(21)
A_TABLES = ("pile_class", "heap", "static_homes", "copies", "pair_face", "builds_on",
            "fill_source_group", "gap_harmless", "foundation_group", "home_piles", "reserve",
            "chain_pile", "chain_nsteps", "chain_steps", "step_at", "discards", "dpairs",
            "reaches_fill_source", "later", "sb_chain_pile", "sb_chain_len", "sb_chain_faces",
            "sb_nplaces", "sb_places", "sb_reserve", "sb_stacks")
(AO_PILE_CLASS, AO_HEAP, AO_STATIC_HOMES, AO_COPIES, AO_PAIR_FACE, AO_BUILDS_ON,
 AO_FILL_SOURCE_GROUP, AO_GAP_HARMLESS, AO_FOUNDATION_GROUP, AO_HOME_PILES, AO_RESERVE,
 AO_CHAIN_PILE, AO_CHAIN_NSTEPS, AO_CHAIN_STEPS, AO_STEP_AT, AO_DISCARDS,
 AO_DPAIRS, AO_REACHES_FILL_SOURCE, AO_LATER, AO_SB_CHAIN_PILE, AO_SB_CHAIN_LEN,
 AO_SB_CHAIN_FACES, AO_SB_NPLACES, AO_SB_PLACES, AO_SB_RESERVE, AO_SB_STACKS) = range(21, 47)
A_HEADER = len(A_SCALARS) + len(A_TABLES)
assert A_HEADER == 47


def pack_analysis(scalars: dict[str, int], tables: dict[str, Any]) -> Any:
    """The analysis array ``A`` from its scalars and tables by name (``A_SCALARS``,
    ``A_TABLES``); rules.play.kernel_solver fills them from the Python analysis."""
    header = [int(scalars[k]) for k in A_SCALARS]
    offsets, body, at = [], [], A_HEADER
    for name in A_TABLES:
        flat = np.asarray(tables[name], dtype=np.int64).ravel()
        offsets.append(at)
        body.append(flat)
        at += flat.size
    return np.concatenate([np.array(header + offsets, dtype=np.int64), *body])


# -- safe moves ----------------------------------------------------------------------------


@hot
def safe_move(I, M, A, piles, lens, redeals, buf, n, home, counted):
    """The index of a safe move among the ``n`` legal moves in ``buf``, or -1: the twin of
    ``Analysis.safe_move`` (kinds R, R at a spent stock, T; ``counted``: kind T with the
    copies of a face counted).  ``home``: scratch (52)."""
    if A[AS_KIND_R]:
        return _safe_r(I, A, piles, lens, buf, n)
    if A[AS_KIND_R_END]:
        j = -1
        if lens[I[S_STOCK]] == 0 and redeals == 0:
            j = _safe_r(I, A, piles, lens, buf, n)
        if j >= 0 or not (counted and A[AS_KIND_T_PACKS]):
            return j
    if counted and A[AS_KIND_T_PACKS]:
        return _safe_t(I, M, A, piles, lens, buf, n, home, True)
    if A[AS_KIND_T]:
        return _safe_t(I, M, A, piles, lens, buf, n, home, False)
    return -1


@hot
def _safe_r(I, A, piles, lens, buf, n):
    """The twin of ``Analysis._safe_r``."""
    for j in range(n):
        cls = move_class(I, lens, buf, j)
        if cls == MC_PAIR:
            return j
        if cls != MC_HOME:
            if cls > MC_HOME:
                return -1
            continue
        if buf[j, 4] != 1:
            continue
        face = piles[buf[j, 1], buf[j, 2]] % 52
        if A[A[AO_STATIC_HOMES] + face] == 1 and A[A[AO_COPIES] + face] == 1 \
                and not A[A[AO_PAIR_FACE] + face]:
            return j
    return -1


@hot
def _safe_t(I, M, A, piles, lens, buf, n, home, counted):
    """The twin of ``Analysis._safe_t`` (with ``_nothing_goes_on``, ``_gap_harmless``, and
    ``homes_ready`` when ``counted``, else ``_home_unique``)."""
    home_known = False
    for j in range(n):
        cls = move_class(I, lens, buf, j)
        if cls > MC_HOME:
            return -1
        if cls != MC_HOME or buf[j, 4] != 1:
            continue
        sp, dp = buf[j, 1], buf[j, 3]
        acc = I[I[O_PILE_ACCESS] + sp]
        if acc == A_ALL or acc == A_NONE or sp == I[S_STOCK]:
            continue
        sg, dg = I[I[O_PILE_GROUP] + sp], I[I[O_PILE_GROUP] + dp]
        if not A[A[AO_FOUNDATION_GROUP] + dg]:
            continue
        face = piles[sp, lens[sp] - 1] % 52
        if A[A[AO_PAIR_FACE] + face]:
            continue
        if counted:
            if A[A[AO_REACHES_FILL_SOURCE] + sg]:
                continue
        elif A[A[AO_COPIES] + face] != 1 or A[A[AO_FILL_SOURCE_GROUP] + sg]:
            continue
        if not home_known:
            _count_home(A, piles, lens, home)
            home_known = True
        if not _nothing_goes_on(A, home, face):
            continue
        if lens[sp] == 1 and not A[A[AO_GAP_HARMLESS] + sg]:
            continue
        if counted:
            if not _homes_ready(I, M, A, piles, lens, face,
                                A[A[AO_COPIES] + face] - home[face]):
                continue
        elif not _home_unique(I, M, A, piles, lens, face):
            continue
        return j
    return -1


@hot
def _homes_ready(I, M, A, piles, lens, face, left):
    """The twin of ``safe_moves.homes_ready``: the home piles wanting ``face`` now are at
    least ``left``, of one class, with the same faces; no home pile takes it later."""
    o = A[AO_HOME_PILES]
    count = 0
    first = -1
    same = True
    for i in range(A[AS_NHOME]):
        p = A[o + i]
        mask, anyc = wants(I, M, piles, lens, p)
        if anyc or _may_take_later(A, piles, lens, i, p, face):
            return False
        if (mask >> np.uint64(face)) & np.uint64(1):
            count += 1
            if first < 0:
                first = p
            elif A[A[AO_PILE_CLASS] + p] != A[A[AO_PILE_CLASS] + first] \
                    or not _same_faces(piles, lens, p, first):
                same = False
    if count < left or count == 0:
        return False
    return count == 1 or same


@hot
def _same_faces(piles, lens, p, q):
    """Whether piles ``p`` and ``q`` hold the same faces in the same order: the equal contents
    ``safe_moves.homes_ready`` asks of interchangeable home piles."""
    if lens[p] != lens[q]:
        return False
    for k in range(lens[p]):
        if piles[p, k] % 52 != piles[q, k] % 52:
            return False
    return True


@hot
def _may_take_later(A, piles, lens, i, p, face):
    """The twin of ``safe_moves.may_take_later`` for the ``i``-th home pile ``p``, read from
    its table (rules.play.kernel_solver): by the pile's length (clamped at the table's
    width, beyond which no answer changes) and its first card's suit."""
    width = A[AS_LATER_WIDTH]
    n = min(lens[p], width - 1)
    s0 = piles[p, 0] % 52 // 13 if lens[p] > 0 else 0
    return A[A[AO_LATER] + ((i * width + n) * 4 + s0) * 52 + face] != 0


@hot
def _count_home(A, piles, lens, home):
    """The cards of each face on the home piles, into ``home``: the ``Counter`` that
    ``safe_moves.Analysis._safe_t`` counts."""
    home[:] = 0
    o = A[AO_HOME_PILES]
    for i in range(A[AS_NHOME]):
        p = A[o + i]
        for k in range(lens[p]):
            home[piles[p, k] % 52] += 1


@hot
def _nothing_goes_on(A, home, face):
    """The twin of ``safe_moves.Analysis._nothing_goes_on``: every card that could build on
    ``face`` is home in all its copies."""
    o = A[AO_BUILDS_ON] + face * 52
    for f in range(52):
        if A[o + f] and home[f] < A[A[AO_COPIES] + f]:
            return False
    return True


@hot
def _home_unique(I, M, A, piles, lens, face):
    """Whether the home piles wanting ``face`` are one pile, or empty piles of one class: the
    twin of ``safe_moves.Analysis._home_unique``."""
    o = A[AO_HOME_PILES]
    count = 0
    cls = -1
    full = False
    same = True
    for i in range(A[AS_NHOME]):
        p = A[o + i]
        mask, anyc = wants(I, M, piles, lens, p)
        if anyc or (mask >> np.uint64(face)) & np.uint64(1):
            count += 1
            full = full or lens[p] > 0
            c = A[A[AO_PILE_CLASS] + p]
            if cls < 0:
                cls = c
            elif c != cls:
                same = False
    if count <= 1:
        return True
    return same and not full


# -- kind D ---------------------------------------------------------------------------------


@hot
def drop_stock_fills(I, A, buf, n, line, ln):
    """Kind D, the twin of ``Analysis.drop_stock_fills``: whether the fills from the stock
    among the ``n`` moves may be dropped (the caller drops them).  ``line[:ln]``: the moves
    played since the root (kind, a, b, c, d, ...), for ``_burst_began_off_the_stock``."""
    kd = A[AS_KIND_D]
    if kd < 0:
        return False
    stock = I[S_STOCK]
    o_pg = I[O_PILE_GROUP]
    from_stock = False
    for j in range(n):
        if buf[j, 0] != K_MOVE or I[o_pg + buf[j, 3]] != kd:
            return False
        if buf[j, 1] == stock:
            from_stock = True
    if not from_stock:
        return False
    return _burst_began_off_the_stock(I, A, line, ln)


@hot
def _burst_began_off_the_stock(I, A, line, ln):
    """The twin of ``Analysis._burst_began_off_the_stock`` over the line since the root; past
    the root, the Python answer for the root (``AS_ROOT_BURST``)."""
    stock, waste = I[S_STOCK], I[S_WASTE]
    kd = A[AS_KIND_D]
    o_pg = I[O_PILE_GROUP]
    for i in range(ln - 1, -1, -1):
        kind = line[i, 0]
        if kind == K_MOVE:
            src = line[i, 1]
            outside = src == stock or src == waste
            if I[o_pg + line[i, 3]] == kd and outside:
                continue
            return not outside
        if kind == K_PAIR:
            return line[i, 1] != stock and line[i, 1] != waste and line[i, 3] != stock \
                and line[i, 3] != waste
        return False
    return A[AS_ROOT_BURST] != 0


# -- the waste-stack bound ------------------------------------------------------------------


@hot
def bound_lost(I, A, piles, lens, redeals, waste, buried, stock, ks, dleft):
    """The twin of ``WasteBound.lost`` (rules.play.bounds): whether the relaxed game of the
    position is lost.  ``waste`` (total), ``buried``/``stock`` (52), ``ks`` (chains),
    ``dleft`` (discard pairs): scratch."""
    if redeals:
        return False
    w = I[S_WASTE]
    wl = lens[w]
    tokens = 0
    o_res = A[AO_RESERVE]
    for i in range(A[AS_NRESERVE]):
        if lens[A[o_res + i]] == 0:
            tokens += 1
    if tokens >= wl:
        return False
    wl -= tokens
    buried[:] = 0
    stock[:] = 0
    for i in range(wl):
        waste[i] = piles[w, i] % 52
        buried[waste[i]] = 1
    st = I[S_STOCK]
    for i in range(lens[st]):
        stock[piles[st, i] % 52] = 1
    nch, ms = A[AS_NCHAINS], A[AS_MAXSTEPS]
    total = A[AS_TOTAL]
    for c in range(nch):
        ks[c] = A[A[AO_STEP_AT] + c * (total + 1) + lens[A[A[AO_CHAIN_PILE] + c]]]
    laid = np.int64(0)
    o_dis = A[AO_DISCARDS]
    for i in range(A[AS_NDISCARDS]):
        p = A[o_dis + i]
        for k in range(lens[p]):
            laid |= np.int64(1) << np.int64(piles[p, k] % 52)
    ndp = A[AS_NDPAIRS]
    o_dp = A[AO_DPAIRS]
    for i in range(ndp):
        dleft[i] = 0 if (laid >> np.int64(A[o_dp + 2 * i])) & 1 else 1
    moved = True
    while moved:
        moved = False
        for c in range(nch):
            k = ks[c]
            o_steps = A[AO_CHAIN_STEPS] + c * ms * 2
            while k < A[A[AO_CHAIN_NSTEPS] + c]:
                earned, wl = _play(A[o_steps + 2 * k], A[o_steps + 2 * k + 1], waste, wl,
                                   buried, stock)
                if earned < 0:
                    break
                k += 1
                moved = True
                wl = _spend(earned, waste, wl, buried)
                if wl == 0:
                    return False
            ks[c] = k
        for i in range(ndp):
            if not dleft[i]:
                continue
            earned, wl = _play(A[o_dp + 2 * i], A[o_dp + 2 * i + 1], waste, wl, buried, stock)
            if earned >= 0:
                dleft[i] = 0
                moved = True
                wl = _spend(earned, waste, wl, buried)
                if wl == 0:
                    return False
    return True


@hot
def _spend(tokens, waste, wl, buried):
    """The twin of ``bounds._spend``: the waste's new length."""
    while tokens and wl:
        wl -= 1
        buried[waste[wl]] = 0
        tokens -= 1
    return wl


@hot
def _play(f1, f2, waste, wl, buried, stock):
    """The twin of ``bounds._play`` for a step of one or two faces (``f2`` -1 for one):
    (tokens earned or -1, the waste's new length)."""
    earned = 0
    top = False
    for k in range(2):
        f = f1 if k == 0 else f2
        if f < 0:
            break
        if buried[f]:
            if top or waste[wl - 1] != f:
                return -1, wl
            top = True
        elif not stock[f]:
            earned += 1
    if top:
        wl -= 1
        buried[waste[wl]] = 0
    return earned, wl


@hot
def stack_lost(I, A, piles, lens, redeals, at, home, buried, pend, slen, waste):
    """The twin of ``StackBound.lost`` (rules.play.bounds): whether the relaxed game of the
    stacked-cards bound is lost.  ``at`` (chains), ``home``/``buried`` (52), ``pend``
    (total), ``slen`` (stacks), ``waste`` (total): scratch."""
    _place_chains(A, piles, lens, at, home)
    wl = _bury(I, A, piles, lens, redeals, home, buried, slen, waste)
    tokens, npend = _reserve_tokens(A, piles, lens, pend)
    moved = True
    while moved:
        moved = _advance_chains(A, at, buried)
        keep = _keep_unreached(A, at, home, pend, npend)
        if keep != npend:
            tokens += npend - keep
            npend = keep
            moved = True
        wl, tokens, npend, cleared = _clear_waste(A, at, home, buried, waste, wl, tokens, pend, npend)
        stacked = _clear_stacks(A, piles, at, home, buried, slen)
        moved = moved or cleared or stacked
    return _chains_unfinished(A, at)


@hot
def _place_chains(A, piles, lens, at, home):
    """Each chain's place (``at``: its pile's length) and, per face, the cards home now."""
    o_cp = A[AO_SB_CHAIN_PILE]
    home[:] = 0
    for c in range(A[AS_SB_NCHAINS]):
        p = A[o_cp + c]
        at[c] = lens[p]
        for k in range(lens[p]):
            home[piles[p, k] % 52] += 1


@hot
def _bury(I, A, piles, lens, redeals, home, buried, slen, waste):
    """Per face, the cards never free again: home, or under the waste's top (the waste, kept
    in ``waste``, counts as empty with a redeal left) or under a stack's top (each stack's
    length in ``slen``).  The waste's length."""
    for f in range(52):
        buried[f] = home[f]
    w = I[S_WASTE]
    wl = 0 if redeals else lens[w]
    for i in range(wl):
        waste[i] = piles[w, i] % 52
        if i < wl - 1:
            buried[waste[i]] += 1
    o_st = A[AO_SB_STACKS]
    for s in range(A[AS_SB_NSTACKS]):
        p = A[o_st + s]
        slen[s] = lens[p]
        for k in range(lens[p] - 1):
            buried[piles[p, k] % 52] += 1
    return wl


@hot
def _reserve_tokens(A, piles, lens, pend):
    """(tokens: the empty reserve piles, the number of cards of the others now in ``pend``,
    each owed a token once its face is reached)."""
    tokens = 0
    npend = 0
    o_res = A[AO_SB_RESERVE]
    for r in range(A[AS_SB_NRESERVE]):
        p = A[o_res + r]
        if lens[p] == 0:
            tokens += 1
        for k in range(lens[p]):
            pend[npend] = piles[p, k] % 52
            npend += 1
    return tokens, npend


@hot
def _advance_chains(A, at, buried):
    """Each chain past every face with a copy neither home nor buried; whether one moved."""
    width = A[AS_SB_WIDTH]
    o_cl, o_cf, o_copies = A[AO_SB_CHAIN_LEN], A[AO_SB_CHAIN_FACES], A[AO_COPIES]
    moved = False
    for c in range(A[AS_SB_NCHAINS]):
        k = at[c]
        while k < A[o_cl + c] and A[o_copies + A[o_cf + c * width + k]] > \
                buried[A[o_cf + c * width + k]]:
            k += 1
        if k != at[c]:
            at[c] = k
            moved = True
    return moved


@hot
def _keep_unreached(A, at, home, pend, npend):
    """The pending cards whose face is not reached yet, kept at the front of ``pend``: how many."""
    keep = 0
    for i in range(npend):
        if not _reached(A, at, home, pend[i]):
            pend[keep] = pend[i]
            keep += 1
    return keep


@hot
def _clear_waste(A, at, home, buried, waste, wl, tokens, pend, npend):
    """The waste's top cards taken off while their face is reached or a token pays for one
    (then owed back once reached): (the waste's length, tokens, pending cards, whether any left)."""
    cleared = False
    while wl > 0:
        f = waste[wl - 1]
        if not _reached(A, at, home, f):
            if tokens == 0:
                break
            tokens -= 1
            pend[npend] = f
            npend += 1
        wl -= 1
        if wl > 0:
            buried[waste[wl - 1]] -= 1
        cleared = True
    return wl, tokens, npend, cleared


@hot
def _clear_stacks(A, piles, at, home, buried, slen):
    """Each stack's top cards taken off while their face is reached; whether any left."""
    o_st = A[AO_SB_STACKS]
    cleared = False
    for s in range(A[AS_SB_NSTACKS]):
        p = A[o_st + s]
        while slen[s] > 0 and _reached(A, at, home, piles[p, slen[s] - 1] % 52):
            slen[s] -= 1
            if slen[s] > 0:
                buried[piles[p, slen[s] - 1] % 52] -= 1
            cleared = True
    return cleared


@hot
def _chains_unfinished(A, at):
    """Some chain stopped short of its end: the relaxed game is lost."""
    o_cl = A[AO_SB_CHAIN_LEN]
    for c in range(A[AS_SB_NCHAINS]):
        if at[c] < A[o_cl + c]:
            return True
    return False


@hot
def _reached(A, at, home, f):
    """A place of face ``f`` passed since the position (``StackBound.lost``'s ``reached``)."""
    mp = A[AS_SB_MAXPLACES]
    o = A[AO_SB_PLACES] + f * mp * 2
    passed = 0
    for j in range(A[A[AO_SB_NPLACES] + f]):
        if at[A[o + 2 * j]] > A[o + 2 * j + 1]:
            passed += 1
    return passed > home[f]
