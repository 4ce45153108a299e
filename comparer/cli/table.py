"""Aligned text tables for the terminal: each column as wide as its widest cell up to a limit;
a longer value is cut with an ellipsis, so no column runs into the next.

>>> print(text_table(["id", "value", "n"], [["a", "a long value indeed", "3"], ["bb", "short", "12"]],
...                  limits={"value": 10}, right={"n"}))
id  value        n
a   a long va…   3
bb  short       12
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

ELLIPSIS = "…"


def cut(text: str, width: int) -> str:
    """``text`` in at most ``width`` characters, cut with an ellipsis.

    >>> cut("Queen's Audience", 8), cut("Queen", 8)
    ("Queen's…", 'Queen')
    """
    text = " ".join(text.split())  # a table cell is one line
    if len(text) <= width:
        return text
    return text[:max(width - 1, 0)].rstrip() + ELLIPSIS


def text_table(head: Sequence[str], rows: Sequence[Sequence[str]], *,
               limits: Mapping[str, int] | None = None, right: Collection[str] = ()) -> str:
    """Rows under a header, columns two spaces apart.

    ``limits``: the widest a column (by header) may be; longer cells are cut with an ellipsis.
    ``right``: the columns aligned right (numbers).  The last column is not padded.
    """
    limits = limits or {}
    cells = [[cut(str(c), limits.get(h, 10_000)) for h, c in zip(head, row)] for row in rows]
    table = [list(head), *cells]
    widths = [max(len(r[i]) for r in table) for i in range(len(head))]
    lines = []
    for r in table:
        parts = [c.rjust(w) if h in right else c.ljust(w) for h, c, w in zip(head, r, widths)]
        lines.append("  ".join(parts).rstrip())
    return "\n".join(lines)
