"""Lowering: a :class:`~rules.engine.spec.Spec` turned into the integer tables the compiled
kernel plays (:mod:`rules.kernel.layout` describes the layout).

Nothing here is game knowledge: every table is read off the reference engine's own
precomputed :class:`~rules.engine.tables.Tables` (acceptance, pair partners, fills, the greedy
order of the transfers) and the documented deal (:mod:`rules.engine.deal`), so the kernel and
the engine share one reading of the spec.  Check :func:`rules.kernel.coverage.unsupported`
first: lowering assumes the spec uses only what the kernel implements.

>>> from rules.engine.examples import queens_audience_example
>>> lowered = lower(queens_audience_example())
>>> lowered.ints["npiles"], lowered.ints["total"], len(lowered.ints["pile_group"])
(23, 52, 23)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from rules.engine.codes import ALL, NONE
from rules.engine.deal import ordered_deck, take_bases
from rules.engine.spec import Spec
from rules.engine.tables import Tables, tables_for
from rules.kernel import layout

# pile access codes the kernel uses (they are the engine's)
assert (layout.A_TOP, layout.A_ALL, layout.A_NONE) == (0, ALL, NONE)


@dataclass(frozen=True)
class Lowered:
    """A spec's kernel tables by name (``ints``: scalars and int tables, ``masks``: uint64
    tables) and packed for the kernel (``I``, ``M``)."""

    ints: dict[str, Any]
    masks: dict[str, Any]
    I: Any  # noqa: E741 - the kernel's name for the int array
    M: Any


def _mask(faces: Iterable[int]) -> int:
    m = 0
    for f in faces:
        m |= 1 << f
    return m


def _pile_tables(t: Tables) -> dict[str, Any]:
    suits = [t.groups[t.pile_group[p]].base.suits for p in range(t.npiles)]
    return {
        "pile_group": t.pile_group, "pile_index": t.pile_index, "pile_access": t.access,
        "base_any": [int(f is None) for f in t.base_faces],
        "base_suit": [-1 if s is None else s[t.pile_index[p]] for p, s in enumerate(suits)],
        "group_start": [r.start for r in t.group_piles] + [t.npiles],
        "build_kind": t.build_kind, "max_cards": [min(m, 10**6) for m in t.max_cards],
        "is_discard": [int(r == "discard") for r in t.roles],
        "is_home": [int(r in ("foundation", "discard")) for r in t.roles],
        "win_piles": t.win_piles,
    }


def _transfer_tables(t: Tables, maxp: int) -> dict[str, Any]:
    links = np.ones((max(len(t.transfers), 1), maxp, maxp), dtype=np.int64)
    for i, (_sg, _dg, _seq, allowed, _ti) in enumerate(t.transfers):
        if allowed is not None:
            links[i] = 0
            for a, b in allowed:
                links[i, a, b] = 1
    dest_groups = sorted({dg for _sg, dg, *_ in t.transfers})
    return {
        "tr_src": [x[0] for x in t.transfers], "tr_dst": [x[1] for x in t.transfers],
        "tr_seq": [int(x[2]) for x in t.transfers], "tr_links": links,
        "dest_piles": [p for dg in dest_groups for p in t.group_piles[dg]],
    }


def _pair_tables(t: Tables) -> tuple[dict[str, Any], dict[str, Any]]:
    n = len(t.pairs)
    width = max([len(p[2]) for p in t.pairs] + [0]) + 1
    match = np.zeros((max(n, 1), 52, 52), dtype=np.int64)
    src = np.full((max(n, 1), width), -1, dtype=np.int64)
    for pi, _rule, srcs, _dest in t.pairs:
        for fa, fbs in t.partners[pi].items():
            match[pi, fa, list(fbs)] = 1
        src[pi, :len(srcs)] = srcs
    ints = {"npairs": n, "pair_width": width, "pair_match": match, "pair_src": src,
            "pair_to": [p[3] for p in t.pairs]}
    masks = {
        "pair_first_mask": [_mask([f for f in range(52) if match[r, f].any()]) for r in range(n)],
        "pair_partner_mask": [_mask(np.flatnonzero(match[r, f]).tolist())
                              for r in range(n) for f in range(52)],
    }
    return ints, masks


def _fill_tables(t: Tables, maxp: int) -> dict[str, Any]:
    ng = len(t.groups)
    width = max(len(g.fill.sources) for g in t.groups) + 1
    src = np.full((ng, width), -1, dtype=np.int64)
    links = np.ones((ng, width, maxp, maxp), dtype=np.int64)
    for gi, g in enumerate(t.groups):
        for k, s in enumerate(g.fill.sources):
            src[gi, k] = t.gindex[s.group]
            if s.links is not None:
                links[gi, k] = 0
                for a, b in s.links:
                    links[gi, k, a, b] = 1
    auto_width = max([len(s) for _gap, s in t.auto_fill] + [0]) + 1
    auto = np.full((max(len(t.auto_fill), 1), auto_width), -1, dtype=np.int64)
    for k, (gap, sources) in enumerate(t.auto_fill):
        auto[k, 0] = gap
        auto[k, 1:1 + len(sources)] = sources
    return {
        "fill_width": width, "fill_src": src, "fill_links": links,
        "fill_first": [int(g.fill.choice == "first-available") for g in t.groups],
        "auto_width": auto_width, "nauto": len(t.auto_fill), "auto_fill": auto,
        "forced_fill": t.forced_fill, "optional_fill": t.optional_fill,
    }


def _acceptance_masks(t: Tables) -> tuple[dict[str, Any], int]:
    ng = len(t.groups)
    width = max([len(g.build.sequence) for g in t.groups] + [1]) + 1
    seq_want = np.zeros((ng, 14, width, 4), dtype=np.uint64)
    for gi in range(ng):
        for (first_rank, k), r in t.seq_next[gi].items():
            for top_suit in range(4):
                seq_want[gi, first_rank, k, top_suit] = _mask(
                    {s * 13 + r - 1 for s in t.seq_suit[gi][top_suit]})
    masks = {
        "rel_mask": [_mask(t.rel[gi][f]) for gi in range(ng) for f in range(52)],
        "seq_want": seq_want,
        "base_mask": [0 if f is None else _mask(f) for f in t.base_faces],
    }
    return masks, width


def _deal_tables(spec: Spec, t: Tables) -> dict[str, Any]:
    deck = ordered_deck(spec)
    laid = take_bases(spec, deck)  # takes the before-deal bases out of ``deck``
    return {
        "deck": deck, "base_card": [pile[0] if pile else -1 for pile in laid],
        "deal_plan": [t.group_piles[gi][i] for gi, g in enumerate(spec.groups)
                      for _ in range(g.deal) for i in range(g.piles)],
        "reversed_piles": [p for gi in sorted(t.reversed_groups) for p in t.group_piles[gi]],
    }


def lower(spec: Spec) -> Lowered:
    """The kernel tables of ``spec``."""
    t = tables_for(spec)
    maxp = max(g.piles for g in t.groups)
    masks, seq_len = _acceptance_masks(t)
    pair_ints, pair_masks = _pair_tables(t)
    masks.update(pair_masks)
    ints: dict[str, Any] = {
        "npiles": t.npiles, "total": t.total, "stock": t.stock,
        "waste": t.waste[0] if t.waste else -1, "deal_count": spec.stock.count,
        "redeals": spec.stock.redeals, "standstill": int(spec.stock.when == "standstill"),
        "maxp": maxp, "seq_len": seq_len,
        **_pile_tables(t), **_transfer_tables(t, maxp), **pair_ints, **_fill_tables(t, maxp),
        **_deal_tables(spec, t),
    }
    ints["ntransfers"] = len(t.transfers)
    for count, table in (("nforced", "forced_fill"), ("noptional", "optional_fill"),
                         ("ndest", "dest_piles"), ("nwin", "win_piles"), ("ndeck", "deck"),
                         ("nplan", "deal_plan"), ("nreversed", "reversed_piles")):
        ints[count] = len(ints[table])
    I, M = pack(ints, masks)  # noqa: E741
    return Lowered(ints, masks, I, M)


def pack(ints: dict[str, Any], masks: dict[str, Any]) -> tuple[Any, Any]:
    """The two flat arrays of the kernel's layout (``layout.SCALARS``, ``layout.INT_TABLES``,
    ``layout.MASK_TABLES``)."""
    header = [int(ints[name]) for name in layout.SCALARS]
    body: list[Any] = []
    offsets = []
    at = layout.HEADER
    for name in layout.INT_TABLES:
        flat = np.asarray(ints[name], dtype=np.int64).ravel()
        offsets.append(at)
        body.append(flat)
        at += flat.size
    mbody: list[Any] = []
    moffsets = []
    mat = 0
    for name in layout.MASK_TABLES:
        mflat = np.asarray(masks[name], dtype=np.uint64).ravel()
        moffsets.append(mat)
        mbody.append(mflat)
        mat += mflat.size
    I = np.concatenate([np.array(header + offsets + moffsets, dtype=np.int64), *body])  # noqa
    M = np.concatenate([*mbody, np.zeros(1, dtype=np.uint64)])
    return I, M
