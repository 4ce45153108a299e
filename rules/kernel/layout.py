"""The kernel's data layout and the constants its programs share.

The tables of a lowered spec (:mod:`rules.kernel.lower`) travel as two flat arrays, ``I``
(int64) and ``M`` (uint64 masks of card faces: bit *f* for face *f* = ``card % 52``): numba
passes a few plain arrays between functions at no cost, whereas a tuple of forty arrays costs a
microsecond per call.  ``I`` starts with the scalars (``S_*``), then the offset of every int
table (``O_*``) and of every mask table (``Q_*``); ``I[I[O_PILE_GROUP] + p]`` is the group of
pile ``p``.  :func:`rules.kernel.lower.pack` writes this layout from the names below, and the
compiled programs (:mod:`rules.kernel.moves`, :mod:`rules.kernel.core`) read it through the
constants: this file is the one home of the layout.  numba freezes these constants into the
compiled code, so its disk cache is keyed on every file of the kernel (:mod:`rules.kernel.jit`).
"""

from __future__ import annotations

import numpy as np

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
