"""The engine's small int codes: pile access, build kinds, decoded moves, move classes, undo log.

They are plain ints so that the hot path compares ints; each family is numbered from 0.
"""

from __future__ import annotations

# access codes (``bottom`` piles are stored reversed and then behave as ``top``)
TOP, ALL, NONE = 0, 1, 2
# build kinds
B_NONE, B_SEQ, B_REL = 0, 1, 2
# static op codes (decoded moves)
OP_MOVE, OP_EXTRACT, OP_PAIR, OP_DEAL, OP_REDEAL, OP_CHOOSE = range(6)
# move classes (State.move_class)
MC_CHOOSE, MC_FILL, MC_PAIR, MC_HOME, MC_OTHER, MC_STOCK = range(6)
# primitive op codes (undo log); P_PAIR2: a pair placed on two piles
P_TOP, P_EXTRACT, P_PAIR, P_FLIP, P_PAIR2 = range(5)

#: the empty set of card faces
EMPTY: frozenset[int] = frozenset()
