"""The odds audit of a game as SVG drawing data, made at build time from the audit's cache.

One row per distinct game the audit played (rulesets and readings that compile to the same
rules share a row, named after the first of them), one mark per policy: the win rate as a dot
and its 95% interval as a bar (for the solver, the interval counting its give-ups both ways,
as the audit does).  The range of each stated figure of the game (``odds.win`` claims, read by
:func:`comparer.audit.figure_range`) is shaded behind the rows.  Nothing is played: a cell
missing from ``results/cache`` is listed as not computed, one computed by another solver or with
other parameters as stale (``comparer.audit.stale_reason``).  The template ``site/game.html``
draws the shapes.
"""

from __future__ import annotations

from typing import Any

from comparer.audit import POLICIES, figure_range

WIDTH = 860
LABEL, RIGHT, TOP, ROW, LANE = 370, 20, 52, 34, 5
#: Longer row labels are cut (the row's tooltip gives them whole).
LABEL_CHARS = 54
POLICY_COLOURS = {"random": "#8a8a8f", "greedy": "#a86a12", "lookahead": "#2f5f8a",
                  "expert": "#47705a", "solver": "#a4372a"}


def _x(rate: float) -> float:
    return round(LABEL + (WIDTH - LABEL - RIGHT) * rate, 1)


def _rows_by_spec(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The audit's rows grouped by spec: its first name, how many more share it, its cells."""
    groups: dict[str, dict[str, Any]] = {}
    for r in rows:
        if "spec" not in r:  # a reading that cannot compile: not drawn (the table says why)
            continue
        name = f"{r['ruleset'].split('/', 1)[1]} [{r['reading'] or 'defaults'}]"
        g = groups.setdefault(r["spec"], {"name": name, "names": [], "cells": {}})
        if name not in g["names"]:
            g["names"].append(name)
        g["cells"].setdefault(r["policy"], r)
    return list(groups.values())


def audit_drawing(rows: list[dict[str, Any]], figures: list[Any], words: dict[str, str],
                  name: str) -> dict[str, Any]:
    """Shapes of the audit chart of the game called ``name`` from its cached ``rows``
    (``comparer.audit.game_table`` with ``compute=False``) and its stated ``figures`` (claim
    values)."""
    policies = [p for p, _n, _b in POLICIES]
    groups = _rows_by_spec(rows)
    height = TOP + ROW * len(groups) + 46
    bands: list[dict[str, Any]] = []
    for value in dict.fromkeys(str(v) for v in figures):
        f = figure_range(value)
        bands.append({"x": _x(f["low"]), "w": round(_x(f["high"]) - _x(f["low"]), 1),
                      "label": words["audit_stated"].format(value=value, low=f"{100 * f['low']:.1f}",
                                                            high=f"{100 * f['high']:.1f}")})
    shapes, drawn, missing = [], 0, 0
    for i, g in enumerate(groups):
        y = TOP + ROW * i
        more = len(g["names"]) - 1
        label = g["name"] + (" " + words["audit_more"].format(n=more) if more else "")
        marks: list[dict[str, Any]] = []
        absent: list[str] = []
        stale: list[str] = []
        for k, policy in enumerate(policies):
            r = g["cells"].get(policy)
            if r is None or "rate" not in r:
                if r is not None and "error" not in r:
                    (stale if "stale" in r else absent).append(policy)
                continue
            ly = y + 4 + LANE * k
            marks.append({"policy": policy, "colour": POLICY_COLOURS[policy], "y": ly,
                          "x": _x(r["rate"]), "x1": _x(r["low"]), "x2": _x(r["high"]),
                          "title": f"{label}, {policy}: {100 * r['rate']:.1f}% "
                                   f"[{100 * r['low']:.1f}–{100 * r['high']:.1f}], n = {r['deals']}"})
        drawn += len(marks)
        missing += len(absent) + len(stale)
        if len(label) > LABEL_CHARS:
            label = "…" + label[-LABEL_CHARS + 1:]
        shapes.append({"y": y, "label": label, "title": "; ".join(g["names"]), "marks": marks,
                       "absent": "; ".join(
                           [words["audit_not_computed"].format(policies=", ".join(absent))] * bool(absent)
                           + [words["audit_stale"].format(policies=", ".join(stale))] * bool(stale))})
    return {
        "width": WIDTH, "height": height, "rows": shapes, "bands": bands,
        "ticks": [{"x": _x(t / 100), "label": f"{t}%"} for t in (0, 25, 50, 75, 100)],
        "legend": [{"policy": p, "colour": POLICY_COLOURS[p], "x": LABEL + 100 * k} for k, p in enumerate(policies)],
        "plot_top": TOP - 10, "plot_bottom": TOP + ROW * len(groups) - 4, "label_x": LABEL - 8,
        "title": words["audit_title"].format(game=name),
        "desc": words["audit_desc"].format(rows=len(groups), cells=drawn, missing=missing,
                                           stated="; ".join(b["label"] for b in bands) or words["audit_no_figure"]),
    }
