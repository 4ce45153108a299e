"""The kernel solver's canonical position keys and its bounded transposition table.

**Keys.**  The Python solver's canonical key (``Analysis.key`` in rules.play.safe_moves) writes
every pile as its faces, sorts the piles within each class of interchangeable piles, writes a
heap's faces sorted, and adds the redeals left.  The kernel hashes the same thing, to 128 bits
(two independent 64-bit digests): each pile's faces in order (a heap's as a multiset, a sum of
scrambled faces), salted by its class, and the piles' digests *added*, so that piles of one
class count in any order; a pile alone in its class is told apart by its salt.  Two positions
with one key are treated as one: a clash of both digests is about 2**-128 per pair of
positions, beyond any search's reach.

**Table.**  Open addressing over ``(h1, h2, stamp)`` rows, the stamp ``generation * 4 +
state`` (1 expanded, 2 on the current path, 3 removed); a row of an older generation is
empty, so a new search (or forgetting everything at once) is one increment.  The solver
forgets when the table is half full: a new generation, into which it puts back the current
path (never forgotten, so the search cannot loop); a forgotten position is at worst expanded
again.
"""

from __future__ import annotations

import numpy as np

from rules.kernel.core import scramble
from rules.kernel.jit import hot
from rules.kernel.layout import GAMMA, MIX1, MIX2, MUL, S27, S31, S_NPILES, U64
from rules.kernel.prune import AO_HEAP, AO_PILE_CLASS

DONE, PATH, GONE = 1, 2, 3
#: the salt of kind D's positions (their stock fills dropped: a key of their own)
DROPPED = U64(0x5851F42D4C957F2D)
_SALT2 = U64(0xD6E8FEB86659FD93)


@hot
def position_key(I, A, piles, lens, redeals, dropped):
    """The 128-bit canonical key of the position (module docstring); ``dropped``: kind D
    dropped its stock fills here."""
    k1 = U64(0)
    k2 = U64(0)
    o_cls, o_heap = A[AO_PILE_CLASS], A[AO_HEAP]
    for p in range(I[S_NPILES]):
        n = lens[p]
        a1 = U64(n + 1) * GAMMA
        a2 = U64(n + 3) * MIX1
        if A[o_heap + p]:
            for i in range(n):
                f = U64(piles[p, i] % 52 + 1)
                a1 += scramble(f)
                a2 += scramble(f * _SALT2)
        else:
            for i in range(n):
                f = U64(piles[p, i] % 52 + 1)
                a1 = (a1 ^ f) * MIX2
                a1 ^= a1 >> S31
                a2 = (a2 + f * GAMMA) * MUL
                a2 ^= a2 >> S27
        c = U64(A[o_cls + p] + 1)
        k1 += scramble(a1 + c * MIX1)
        k2 += scramble(a2 ^ (c * _SALT2))
    r = U64(redeals + 1)
    if dropped:
        k1 ^= DROPPED
        k2 += DROPPED
    return scramble(k1 + r * MUL), scramble(k2 ^ (r * GAMMA))


@hot
def find(tt, gen, h1, h2):
    """The row holding key (h1, h2) in generation ``gen`` (its state 1 or 2), else -1."""
    cap = tt.shape[0]
    i = np.int64(h1 & U64(cap - 1))
    g = U64(gen)
    while (tt[i, 2] >> U64(2)) == g:
        if tt[i, 0] == h1 and tt[i, 1] == h2 and (tt[i, 2] & U64(3)) != U64(GONE):
            return i
        i = (i + 1) & (cap - 1)
    return -1


@hot
def insert(tt, gen, h1, h2, state):
    """Put key (h1, h2) with ``state`` into the first empty row of its probe (the caller
    knows it is absent); returns the row."""
    cap = tt.shape[0]
    i = np.int64(h1 & U64(cap - 1))
    g = U64(gen)
    while (tt[i, 2] >> U64(2)) == g:
        i = (i + 1) & (cap - 1)
    tt[i, 0], tt[i, 1], tt[i, 2] = h1, h2, (g << U64(2)) | U64(state)
    return i


@hot
def set_state(tt, gen, h1, h2, state):
    """Change the state of key (h1, h2), if it is there."""
    i = find(tt, gen, h1, h2)
    if i >= 0:
        tt[i, 2] = (U64(gen) << U64(2)) | U64(state)
