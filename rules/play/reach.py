"""What the lookahead's evaluation derives from the rules once per spec: how many moves each
group is from home (a foundation or the discard), and which cards a card may be built on.
"""

from __future__ import annotations

from rules.engine.spec import Build, Spec
from rules.engine.tables import suits_for


def home_distances(spec: Spec) -> list[int]:
    """Per group, the least number of moves that bring a card of it to a winning group
    (foundations, discard), through transfers, gap fills, pairs and the stock's deal."""
    gindex = {g.name: i for i, g in enumerate(spec.groups)}
    edges: list[tuple[int, int]] = []
    for t in spec.transfers:
        edges.append((gindex[t.src], gindex[t.dst]))
    for g in spec.groups:
        for fs in g.fill.sources:
            edges.append((gindex[fs.group], gindex[g.name]))
    for p in spec.pairs:
        for s in p.sources:
            edges.append((gindex[s], gindex[p.to]))
    stock = next(i for i, g in enumerate(spec.groups) if g.role == "stock")
    if spec.stock.to is not None:
        edges.append((stock, gindex[spec.stock.to]))
    far = len(spec.groups) + 1
    dist = [far] * len(spec.groups)
    for name in spec.win:
        dist[gindex[name]] = 0
    for gi, g in enumerate(spec.groups):
        if g.role in ("foundation", "discard"):
            dist[gi] = 0
    changed = True
    while changed:
        changed = False
        for a, b in edges:
            if dist[b] + 1 < dist[a]:
                dist[a] = dist[b] + 1
                changed = True
    return dist


def goes_on(build: Build) -> list[tuple[int, ...]]:
    """Per card face, the faces of top cards it may be built on under ``build`` (a build by
    rank: up, down, up or down, with wrap and the sequence-order option; docs/ENGINE.md
    §1.2).  The suit rules are symmetric, so "a goes on b" is "b takes a"."""
    out: list[tuple[int, ...]] = []
    seq = build.sequence
    for face in range(52):
        r, s = face % 13 + 1, face // 13
        below: set[int] = set()  # ranks of cards this one may go on
        if build.direction in ("up", "up-or-down"):  # the pile goes up: we go on rank r-1
            below.add(r - 1 if r > 1 else (13 if build.wrap else 0))
        if build.direction in ("down", "up-or-down"):
            below.add(r + 1 if r < 13 else (1 if build.wrap else 0))
        if build.or_sequence_order:
            for i, x in enumerate(seq):
                if x == r:
                    if i > 0:
                        below.add(seq[i - 1])
                    if i + 1 < len(seq):
                        below.add(seq[i + 1])
        below.discard(0)
        out.append(tuple(ss * 13 + rr - 1 for rr in sorted(below) for ss in suits_for(build.suit, s)))
    return out
