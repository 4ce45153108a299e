"""The compiled kernel: one generic numba program that plays any lowered spec
(:mod:`rules.kernel.lower`) with the greedy or the random policy.

It mirrors the reference engine step for step: the same seeded deal (docs/ENGINE.md §3), the
same legal moves in the same order (:mod:`rules.kernel.moves`), the same effect of each move
and the same automatic gap fills, so a seed gives the same game.  Greedy plays the first legal
move (the kernel covers greedy only where the engine's greedy does the same:
``coverage.unsupported``); random draws ``moves[below(len(moves))]`` from the documented policy
generator.  This file: the deal, applying a move, and the game loops.  The tables' layout is
:mod:`rules.kernel.layout`; compiled once and cached on disk (:mod:`rules.kernel.jit`).
"""

from __future__ import annotations

import numpy as np

from rules.kernel.jit import entry, hot
from rules.kernel.layout import (A_ALL, GAMMA, INC, K_DEAL, K_MOVE, K_PAIR, K_REDEAL, MC_FILL,
                                 MC_HOME, MC_OTHER, MC_PAIR, MC_STOCK, MIX1, MIX2, MUL, O_AUTO_FILL,
                                 O_BASE_CARD, O_DEAL_PLAN, O_DECK, O_FILL_SRC, O_IS_HOME,
                                 O_PAIR_MATCH, O_PILE_ACCESS, O_PILE_GROUP, O_REVERSED_PILES,
                                 O_WIN_PILES, POLICY_STREAM, S27, S30, S31, S32, S_AUTO_WIDTH,
                                 S_DEAL_COUNT, S_FILL_WIDTH, S_NAUTO, S_NDECK, S_NPAIRS, S_NPILES,
                                 S_NPLAN, S_NREVERSED, S_NWIN, S_REDEALS, S_STOCK, S_TOTAL, S_WASTE,
                                 U64)
from rules.kernel.moves import legal_moves, pair_destination


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
