"""The lineage of a game as SVG drawing data, made at build time (no script draws it).

Nodes are the game's rulesets and the rulesets they follow, placed left to right by the year of
the edition each is named after (``cadogan-1874``: 1874), else by their source's date
(``comparer.graph.date_range``; undated sources at the right edge), and one row each.  Where the
bibliography disputes a source's date (Cadogan's first edition: "c. 1870" or 1874), the node's
tooltip and a note under the drawing give every date with who gives it; edges are the variant graph's documented ``follows`` and its ``inferred-parent`` edges,
drawn from the parent to the child.  The template ``site/game.html`` draws the shapes.
"""

from __future__ import annotations

import re
from typing import Any

import networkx as nx

from comparer.graph import date_range
from comparer.variants import sources

WIDTH = 860
LEFT, RIGHT, TOP, ROW = 16, 190, 44, 34


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


def lineage_drawing(g: nx.MultiDiGraph, game: str, words: dict[str, str], name: str) -> dict[str, Any]:
    """Shapes of the lineage of ``game`` in the variant graph ``g``."""
    own = sorted(d["id"] for n, d in g.nodes(data=True)
                 if d.get("kind") == "ruleset" and d.get("game") == game and not d.get("readings"))
    edges: list[tuple[str, str, str]] = []
    for u, v, d in g.edges(data=True):
        rel = d.get("relation")
        if rel not in ("follows", "inferred-parent") or not (u.startswith("ruleset:") and v.startswith("ruleset:")):
            continue
        child, parent = u.split(":", 1)[1], v.split(":", 1)[1]
        if child in own and "@" not in parent:
            edges.append((parent, child, "documented" if rel == "follows" else "inferred"))
    nodes = list(dict.fromkeys(own + [p for p, _c, _k in edges]))
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
    for parent, child, kind in edges:
        (x1, y1), (x2, y2) = pos[parent], pos[child]
        shift = 0 if kind == "documented" else 6  # both kinds on one pair stay visible
        lines.append({"x1": x1 + 10 + shift, "y1": y1 + 9, "x2": x2 + 10 + shift, "y2": y2 - 13, "kind": kind,
                      "label": f"{child} ← {parent} ({words['documented_edge' if kind == 'documented' else 'inferred_edge']})"})
    ticks: list[dict[str, Any]] = []
    last = -1e9
    for t in sorted({y for y in years.values() if y is not None}):
        x = round(x_of(order[[years[n] for n in order].index(t)]) + 10, 1)
        if x - last >= 34:  # labels that would overlap: the first only
            ticks.append({"x": x, "label": t})
            last = x
    documented = sum(1 for e in lines if e["kind"] == "documented")
    return {
        "width": WIDTH, "height": TOP + ROW * len(order) + 40, "nodes": shapes, "edges": lines,
        "ticks": ticks, "notes": [n["note"] for n in shapes if n["note"]],
        "title": words["lineage_title"].format(game=name),
        "desc": words["lineage_desc"].format(n=len(own), d=documented, i=len(lines) - documented),
    }
