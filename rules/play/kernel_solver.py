"""The solver's second engine: the exact search run on the compiled kernel
(``rules.kernel.solve``), given what it needs from this package.

The kernel asks the per-position questions of the safe moves and the bounds (their twins in
``rules.kernel.prune``); the spec's side of them, which kinds apply and with which faces,
piles and chains, is the Python analysis (:func:`rules.play.safe_moves.analysis_for`), lowered
here into the kernel's array (:func:`lower_analysis`), so each condition is decided in one
place.  :func:`solve_on_kernel` is what ``rules.play.solver.solve`` calls where the kernel
covers the spec.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from rules.play.safe_moves import analysis_for

if TYPE_CHECKING:
    from rules.engine.state import State
    from rules.engine.tables import Tables
    from rules.kernel.solve import KernelOutcome
    from rules.play.bounds import StackBound, WasteBound


def _pile_classes(a: Any, npiles: int) -> list[int]:
    """Each pile's class of interchangeable piles (``Analysis.classes``), numbered."""
    out = [0] * npiles
    for c, cls in enumerate(a.classes):
        for p in cls:
            out[p] = c
    return out


def _bound_tables(t: Tables, wb: WasteBound | None) -> dict[str, Any]:
    """The waste bound's reserve, foundation chains (steps of one or two faces, the step
    reached at each pile length) and discard pairs, as flat tables."""
    if wb is None:
        return {"reserve": [], "chain_pile": [], "chain_nsteps": [], "chain_steps": [],
                "step_at": [], "discards": [], "dpairs": [], "maxsteps": 0}
    maxsteps = max([len(s) for _p, s in wb.chains] + [1])
    steps = np.full((max(len(wb.chains), 1), maxsteps, 2), -1, dtype=np.int64)
    step_at = np.full((max(len(wb.chains), 1), t.total + 1), -1, dtype=np.int64)
    for i, (p, chain) in enumerate(wb.chains):
        for k, step in enumerate(chain):
            steps[i, k, :len(step)] = step
        for n, k in wb.step_at[p].items():
            step_at[i, n] = k
    return {"reserve": wb.reserve, "chain_pile": [p for p, _s in wb.chains],
            "chain_nsteps": [len(s) for _p, s in wb.chains], "chain_steps": steps,
            "step_at": step_at, "discards": wb.discards,
            "dpairs": [f for pr in wb.discard_pairs for f in pr], "maxsteps": maxsteps}


def _later_table(a: Any, t: Tables) -> tuple[int, Any]:
    """``may_take_later`` of every home pile, asked of every length and first card's suit
    (all it reads of the pile): (the table's width in lengths, the table).  Past a length of
    the longest home sequence + 1 no answer changes (a sequence pile can take nothing more,
    any other pile anything), so the kernel clamps the length at the width."""
    from rules.play.safe_moves import may_take_later

    width = 2 + max([len(t.groups[t.pile_group[p]].build.sequence) for p in a.home_piles]
                    + [13])
    out = np.zeros((max(len(a.home_piles), 1), width, 4, 52), dtype=np.int64)
    for i, p in enumerate(a.home_piles):
        for n in range(width):
            for s0 in range(4 if n else 1):
                pile = [s0 * 13] * n
                row = [int(may_take_later(a, pile, p, f)) for f in range(52)]
                out[i, n, s0 if n else slice(None)] = row
    return width, out


def _stack_tables(sb: StackBound | None) -> dict[str, Any]:
    """The stacked-cards bound's chains (pile, faces in order), the places of each face
    (chain, position), its reserve and its stacks, as flat tables."""
    if sb is None:
        return {"sb_chain_pile": [], "sb_chain_len": [], "sb_chain_faces": [],
                "sb_nplaces": [0] * 52, "sb_places": [], "sb_reserve": [], "sb_stacks": [],
                "sb_width": 1, "sb_maxplaces": 1}
    chain_of = {p: c for c, (p, _faces) in enumerate(sb.chains)}
    width = max(len(faces) for _p, faces in sb.chains)
    faces = np.full((len(sb.chains), width), -1, dtype=np.int64)
    for c, (_p, fs) in enumerate(sb.chains):
        faces[c, :len(fs)] = fs
    maxplaces = max(1, max(len(pl) for pl in sb.places))
    places = np.zeros((52, maxplaces, 2), dtype=np.int64)
    for f, pl in enumerate(sb.places):
        for j, (p, k) in enumerate(pl):
            places[f, j] = (chain_of[p], k)
    return {"sb_chain_pile": [p for p, _f in sb.chains],
            "sb_chain_len": [len(fs) for _p, fs in sb.chains], "sb_chain_faces": faces,
            "sb_nplaces": [len(pl) for pl in sb.places], "sb_places": places,
            "sb_reserve": sb.reserve, "sb_stacks": sb.stacks, "sb_width": width,
            "sb_maxplaces": maxplaces}


def lower_analysis(t: Tables, root_burst: bool = False) -> Any:
    """The Python solver's analysis of ``t`` as the kernel's array ``A``
    (``rules.kernel.prune``); ``root_burst``: kind D's question asked of the root position
    (``Analysis._burst_began_off_the_stock``), for a line of fills reaching back past it."""
    from rules.kernel.prune import pack_analysis

    a = analysis_for(t)
    ng = len(t.groups)
    bt = _bound_tables(t, a.bound)
    sb = _stack_tables(a.stack_bound)
    later_width, later = _later_table(a, t)
    builds_on = np.zeros((52, 52), dtype=np.int64)
    for f in range(52):
        builds_on[f, sorted(a.builds_on[f])] = 1
    scalars = {
        "kind_r": int(a.kind_r), "kind_r_end": int(a.kind_r_end), "kind_t": int(a.kind_t),
        "kind_d": a.kind_d, "bound": int(a.bound is not None), "nhome": len(a.home_piles),
        "nreserve": len(bt["reserve"]), "nchains": len(bt["chain_pile"]),
        "maxsteps": bt["maxsteps"], "ndiscards": len(bt["discards"]),
        "ndpairs": len(bt["dpairs"]) // 2, "total": t.total, "root_burst": int(root_burst),
        "kind_t_packs": int(a.kind_t_packs), "later_width": later_width,
        "stack": int(a.stack_bound is not None), "sb_nchains": len(sb["sb_chain_pile"]),
        "sb_width": sb["sb_width"], "sb_nreserve": len(sb["sb_reserve"]),
        "sb_nstacks": len(sb["sb_stacks"]), "sb_maxplaces": sb["sb_maxplaces"]}
    tables = {
        "pile_class": _pile_classes(a, t.npiles),
        "heap": [int(p in a.heaps) for p in range(t.npiles)],
        "static_homes": a.static_homes, "copies": [a.copies[f] for f in range(52)],
        "pair_face": [int(f in a.pair_faces) for f in range(52)], "builds_on": builds_on,
        "fill_source_group": [int(g in a.fill_source_groups) for g in range(ng)],
        "gap_harmless": [int(a._gap_harmless(g)) for g in range(ng)],
        "foundation_group": [int(r == "foundation") for r in t.roles],
        "home_piles": a.home_piles, **{k: v for k, v in bt.items() if k != "maxsteps"},
        "reaches_fill_source": [int(x) for x in a.reaches_fill_source], "later": later,
        **{k: v for k, v in sb.items() if k not in ("sb_width", "sb_maxplaces")}}
    return pack_analysis(scalars, tables)


_ANALYSIS: dict[tuple[int, bool], tuple[Tables, Any]] = {}


def analysis_array(t: Tables, root_burst: bool = False) -> Any:
    """:func:`lower_analysis`, cached per tables."""
    hit = _ANALYSIS.get((id(t), root_burst))
    if hit is not None and hit[0] is t:
        return hit[1]
    if len(_ANALYSIS) > 256:
        _ANALYSIS.clear()
    A = lower_analysis(t, root_burst)  # noqa: N806 - the kernel's name
    _ANALYSIS[(id(t), root_burst)] = (t, A)
    return A


def solve_on_kernel(state: State, limits: Any, first_round: int) -> KernelOutcome:
    """The kernel's search from ``state`` within ``limits`` (``rules.play.solver.Limits``),
    restarting as ``rules.play.solver`` does after ``first_round`` nodes."""
    from rules.kernel.solve import solve_state

    a = analysis_for(state.t)
    burst = a.kind_d >= 0 and a._burst_began_off_the_stock(state)
    return solve_state(state, limits, analysis_array(state.t, bool(burst)), first_round)
