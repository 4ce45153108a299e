"""The lineage of a game as SVG drawing data, made at build time (no script draws it).

Nodes are the game's rulesets and the rulesets they follow, placed left to right by the year of
the edition each is named after (``cadogan-1874``: 1874), else by their source's date
(``comparer.graph.date_range``; undated sources at the right edge), and one row each.  Where the
bibliography disputes a source's date (Cadogan's first edition: "c. 1870" or 1874), the node's
tooltip and a note under the drawing give every date with who gives it.  Every arrow points from
a ruleset to the one it draws on: the variant graph's editorial borrowings (a ruleset borrows
unstated rules from another; from a later source it is drawn apart, grey and dotted, as no lineage)
and its ``inferred-parent`` edges (the nearest earlier ruleset).  The template ``site/game.html``
draws the shapes.
"""

from __future__ import annotations

import re
from typing import Any

import networkx as nx

from comparer.graph import BORROWS, date_range
from comparer.variants import sources

WIDTH = 860
LEFT, RIGHT, TOP, ROW = 16, 190, 44, 34
LEGEND = 18  # the height of a line of the legend under the drawing
BEND = 14  # how far an arrow bows from the straight line (borrowings one way, inferred the other)
#: Per kind of arrow: its colour, its dashes ('' solid) and the key of its words.
STYLES = {"borrowed": ("#2f5f8a", "", "borrowed_edge"),
          "borrowed-later": ("#8a8a8a", "2 3", "borrowed_later_edge"),
          "inferred": ("#a4372a", "6 4", "inferred_edge")}


_NAMED_YEAR = re.compile(r"-(\d{4})$")


def _year(ruleset: str) -> int | None:
    """The year of the edition the ruleset is named after, else its source's earliest year."""
    source = ruleset.split("/")[1]
    named = _NAMED_YEAR.search(source)
    if named:
        return int(named[1])
    lo, hi = date_range(source)
    return lo if lo is not None else hi


def _disputed(ruleset: str, words: dict[str, str]) -> str:
    """The source's dates with who gives each, when the bibliography disputes them; else ''."""
    src = sources().get(ruleset.split("/")[1])
    if src is None or not src.disputed_date:
        return ""
    dates = "; ".join(f"{d.text or d.when} ({', '.join(d.given_by)})" if d.given_by else (d.text or d.when or "")
                      for d in src.dates)
    return words["disputed_date"].format(ruleset=ruleset, year=_year(ruleset), dates=dates)


def _arrows(g: nx.MultiDiGraph, own: list[str]) -> list[tuple[str, str, str]]:
    """(from, to, kind) for the drawing: a ruleset of the game to the ruleset it draws on."""
    out = []
    for u, v, d in g.edges(data=True):
        rel = d.get("relation")
        if rel not in (BORROWS, "inferred-parent") or not (u.startswith("ruleset:") and v.startswith("ruleset:")):
            continue
        child, parent = u.split(":", 1)[1], v.split(":", 1)[1]
        if child in own and "@" not in parent:
            kind = "inferred" if rel == "inferred-parent" else "borrowed-later" if d.get("later_source") else "borrowed"
            out.append((child, parent, kind))
    return out


def _curve(a: tuple[float, int], b: tuple[float, int], bend: int) -> str:
    """An SVG path from the edge of box ``a`` that faces box ``b`` to the edge of ``b`` that faces
    ``a``, bowed ``bend`` pixels to one side of the pair (the side fixed by the pair, not by the
    direction, so that two kinds of arrow between the same boxes bow apart)."""
    (x1, y1), (x2, y2) = a, b
    down = y2 > y1
    x1, y1, x2, y2 = x1 + 10, y1 + (9 if down else -13), x2 + 10, y2 + (-13 if down else 9)
    (tx, ty), (bx, by) = sorted([(x1, y1), (x2, y2)], key=lambda p: (p[1], p[0]))
    length = max(((bx - tx) ** 2 + (by - ty) ** 2) ** 0.5, 1.0)
    cx = (x1 + x2) / 2 + bend * (by - ty) / length
    cy = (y1 + y2) / 2 - bend * (bx - tx) / length
    return f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}"


def lineage_drawing(g: nx.MultiDiGraph, game: str, words: dict[str, str], name: str) -> dict[str, Any]:
    """Shapes of the lineage of ``game`` in the variant graph ``g``."""
    own = sorted(d["id"] for n, d in g.nodes(data=True)
                 if d.get("kind") == "ruleset" and d.get("game") == game and not d.get("readings"))
    arrows = _arrows(g, own)
    nodes = list(dict.fromkeys(own + [p for _c, p, _k in arrows]))
    years = {n: _year(n) for n in nodes}
    known = [y for y in years.values() if y is not None]
    lo, hi = (min(known), max(known)) if known else (0, 1)
    span = max(hi - lo, 1)
    usable = WIDTH - LEFT - RIGHT - 70

    def x_of(n: str) -> float:
        y = years[n]
        return float(WIDTH - RIGHT) if y is None else LEFT + usable * (y - lo) / span

    order = sorted(nodes, key=lambda n: (years[n] is None, years[n] or 0, n))
    pos = {n: (round(x_of(n), 1), TOP + ROW * i) for i, n in enumerate(order)}
    shapes = []
    for n in order:
        x, y = pos[n]
        label = f"{n.split('/')[1]} ({years[n] or words['undated']})"
        if n.split("/")[0] != game:
            label = f"{n} ({years[n] or words['undated']})"
        shapes.append({"id": n, "file": n.replace("/", "--"), "x": x, "y": y, "label": label,
                       "w": 8 + 7 * len(label), "in_game": n in own, "note": _disputed(n, words)})
    lines = []
    for child, parent, kind in arrows:
        stroke, dash, key = STYLES[kind]
        bend = -BEND if kind == "inferred" else BEND  # both kinds on one pair stay visible
        lines.append({"d": _curve(pos[child], pos[parent], bend), "kind": kind, "stroke": stroke,
                      "dash": dash, "label": f"{child} → {parent}: {words[key]}"})
    ticks: list[dict[str, Any]] = []
    last = -1e9
    for t in sorted({y for y in years.values() if y is not None}):
        x = round(x_of(order[[years[n] for n in order].index(t)]) + 10, 1)
        if x - last >= 34:  # labels that would overlap: the first only
            ticks.append({"x": x, "label": t})
            last = x
    count = {k: sum(1 for e in lines if e["kind"] == k) for k in STYLES}
    rows = TOP + ROW * len(order) + 6
    legend = [{"y": rows + LEGEND * i + 10, "stroke": STYLES[k][0], "dash": STYLES[k][1], "label": words[STYLES[k][2]]}
              for i, k in enumerate(k for k in STYLES if count[k] or k != "borrowed-later")]
    return {
        "width": WIDTH, "height": rows + LEGEND * len(legend) + 8, "nodes": shapes, "edges": lines,
        "legend": legend, "ticks": ticks, "notes": [n["note"] for n in shapes if n["note"]],
        "title": words["lineage_title"].format(game=name),
        "desc": words["lineage_desc"].format(n=len(own), b=count["borrowed"] + count["borrowed-later"],
                                             later=count["borrowed-later"], i=count["inferred"]),
    }
