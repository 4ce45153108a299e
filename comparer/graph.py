"""The variant graph: games, rulesets, sources and witnesses, and the relations between them.

A plain ``networkx.MultiDiGraph`` with string node ids (``game:…``, ``ruleset:…``,
``source:…``, ``witness:…``, ``name:…``) and attribute dicts of strings and numbers, so it
writes to GraphML and node-link JSON as it is.  Every edge has ``relation``, ``group``
(``documented``, ``computed`` or ``inferred``), ``claim`` (the claim ids it rests on, space
separated, as TEI ``@wit`` does) and ``status``.

* documented: ``follows`` (a source's ``follows`` claim, or a third source's
  ``history.follows``: who says whose rules a source follows), ``layout-follows`` (``layout.follows``),
  ``translation-of``, ``edition-of``/``continuation-of``/``earlier-revision-of`` (bibliography),
  ``witness-of`` (a witness holds a source), ``variant-of``, ``alias-of``, ``reports`` (a witness
  reports another source's rules), ``rules-of`` (a ruleset is of a game), ``draws-on``;
* computed: ``same-play`` (equal specs), ``distance`` (substantive and cosmetic slot counts, and
  with ``deals`` the outcome distance: the share of deals whose result changes);
* editorial: ``borrows-unstated-rules-from`` (a ruleset file's ``follows``: the editors fill the
  slots its source leaves open from another ruleset; an editorial borrowing, not a historical
  descent.  ``later_source`` is true when the lender's source cannot be earlier than the
  borrower's: such a borrowing is never counted as lineage);
* inferred: ``inferred-parent``, the minimum spanning arborescence per game (below).

**Inferred lineage.**  For each game, over its rulesets and the rulesets they follow: an edge
u -> v wherever u's source may be earlier than v's (its earliest possible year is not after v's
latest; undated sources may be either), weighted by the substantive distance from u to v, ties
broken towards the nearer date, then towards the documented parent; ``networkx.minimum_spanning_arborescence`` picks each
ruleset's nearest ancestor.  A ruleset's documented parent is the ruleset it borrows unstated rules
from when that one's source may be earlier (:func:`documented_parent`); a borrowing from a later
source is no parent (:func:`later_borrowings` lists them).  :func:`lineage` lists every ruleset
whose inferred parent is not its documented one, and says when the distances cannot tell them
apart (a tie).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import networkx as nx

from rules.resolve.ruleset import list_rulesets, load
from rules.vocabulary import load_vocabulary

from comparer.diff import Diff, diff
from comparer.variants import Variant, corpus_claims, game_variants, resolved, sources, spec_of

__all__ = ["build_graph", "lineage", "inferred_edges", "Disagreement", "date_range", "families", "write",
           "BORROWS", "documented_parent", "later_borrowings"]

#: Slots whose value is [who, whom]: a third source says who follows whom (rules, or layout only).
FOLLOWS_PAIRS = {"history.follows": "follows", "layout.follows": "layout-follows"}
UNKNOWN_GAP = 100  # years assumed between undated sources, for tie-breaking only
#: The relation of a ruleset to the ruleset whose unstated slots it inherits (its file's ``follows``).
BORROWS = "borrows-unstated-rules-from"


def date_range(source_id: str) -> tuple[int | None, int | None]:
    """(earliest, latest) year the bibliography allows for a source (None: open)."""
    src = sources().get(source_id)
    if src is None:
        return None, None
    years_lo, years_hi = [], []
    for d in src.dates:
        for v, bucket in ((d.when, "both"), (d.not_before, "lo"), (d.not_after, "hi")):
            if v and v[:4].isdigit():
                y = int(v[:4])
                if bucket in ("both", "lo"):
                    years_lo.append(y)
                if bucket in ("both", "hi"):
                    years_hi.append(y)
    return (min(years_lo) if years_lo else None, max(years_hi) if years_hi else None)


def may_precede(u: Variant, v: Variant) -> bool:
    """u's source may be earlier than (or as early as) v's."""
    lo_u, _ = date_range(u.source)
    _, hi_v = date_range(v.source)
    return lo_u is None or hi_v is None or lo_u <= hi_v


def documented_parent(v: Variant) -> Variant | None:
    """The ruleset ``v`` borrows unstated rules from, if that one's source may be earlier than
    ``v``'s: a borrowing from a later source is an editorial convenience, not a lineage."""
    lender = load(v.ruleset).follows
    if not lender or not may_precede(Variant(lender), v):
        return None
    return Variant(lender)


def later_borrowings(game: str) -> list[tuple[str, str]]:
    """(borrower, lender) for the game's rulesets that borrow unstated rules from a ruleset whose
    source cannot be earlier than their own (never counted as lineage)."""
    out = []
    for v in game_variants(game, readings=False):
        lender = load(v.ruleset).follows
        if lender and documented_parent(v) is None:
            out.append((str(v), lender))
    return out


def _gap(u: Variant, v: Variant) -> int:
    lo_u, hi_u = date_range(u.source)
    lo_v, hi_v = date_range(v.source)
    a, b = hi_u or lo_u, lo_v or hi_v
    return UNKNOWN_GAP if a is None or b is None else max(0, b - a)


# -- families of rulesets -----------------------------------------------------------------------


def families() -> list[list[str]]:
    """Games whose rulesets borrow unstated rules from one another (a file's ``follows``), each sorted."""
    g: nx.Graph[str] = nx.Graph()
    for name in list_rulesets():
        rs = load(name)
        g.add_node(rs.game)
        if rs.follows:
            g.add_edge(rs.game, rs.follows.split("/")[0])
    return sorted(sorted(c) for c in nx.connected_components(g))


@functools.lru_cache(maxsize=4096)
def cached_diff(a: Variant, b: Variant) -> Diff:
    return diff(a, b)


# -- building ----------------------------------------------------------------------------------


def _node_attrs(kind: str, **attrs: Any) -> dict[str, Any]:
    return {"kind": kind, **{k: ("" if v is None else v) for k, v in attrs.items()}}


def _add_sources(g: nx.MultiDiGraph, wanted: set[str]) -> None:
    for sid, src in sources().items():
        if sid not in wanted:
            continue
        lo, hi = date_range(sid)
        g.add_node(f"source:{sid}", **_node_attrs(
            "source", id=sid, source=sid, title=src.title, authors="; ".join(src.authors),
            year=src.year or "", date_from=lo or "", date_to=hi or "",
            date_text="; ".join(d.text for d in src.dates), disputed_date=src.disputed_date,
            lang=src.lang or "", type=src.type))


def _edge(g: nx.MultiDiGraph, u: str, v: str, relation: str, group: str = "documented",
          claim: str = "", status: str = "", **extra: Any) -> None:
    if u not in g or v not in g:
        return
    if g.has_edge(u, v, key=relation) and claim:
        old = g.edges[u, v, relation].get("claim", "")
        claim = " ".join(dict.fromkeys([*old.split(), *claim.split()]))
    g.add_edge(u, v, key=relation, relation=relation, group=group, claim=claim, status=status,
               **{k: ("" if x is None else x) for k, x in extra.items()})


def build_graph(games: Sequence[str] | None = None, deals: int = 0, policy: str | None = None,
                seed_start: int = 0, progress: Callable[[str], None] | None = None) -> nx.MultiDiGraph:
    """The variant graph of ``games`` (default: every game with a ruleset, and the games their
    rulesets follow); with ``deals`` > 0 also the outcome distances (plays every variant)."""
    vocab = load_vocabulary()
    picked = _games(games)
    variants = [v for game in picked for v in game_variants(game)]
    g: nx.MultiDiGraph[str] = nx.MultiDiGraph(name="patience-variorum variant graph")
    for game in picked:
        gd = vocab.game(game)
        g.add_node(f"game:{game}", **_node_attrs("game", id=game, name_en=gd.label("en"),
                                                 name_ru=gd.label("ru")))
    corp = _corpus()
    wanted = {v.source for v in variants}
    claims = [c for c in corpus_claims() if c.game in picked]
    wanted |= {c.asserted_by for c in claims}
    wanted |= {str(x) for c in claims if c.slot in FOLLOWS_PAIRS and isinstance(c.value, tuple) for x in c.value}
    witnesses = {c.evidence.witness for c in claims if c.evidence}
    wanted |= {corp.witnesses[w].source for w in witnesses if w in corp.witnesses}
    _add_sources(g, wanted)
    _add_rulesets(g, variants)
    for w in sorted(witnesses):
        wit = corp.witnesses.get(w)
        if wit is None:
            continue
        g.add_node(f"witness:{w}", **_node_attrs("witness", id=w, source=wit.source, lang=wit.lang,
                                                 kinds=" ".join(wit.kinds), description=wit.description))
        _edge(g, f"witness:{w}", f"source:{wit.source}", "witness-of", status="declared")
    _documented(g, claims, variants, corp, picked)
    _computed(g, variants, deals, policy, seed_start, progress)
    for game in picked:
        for child, parent, weight in inferred_edges(game):
            _edge(g, f"ruleset:{child}", f"ruleset:{parent}", "inferred-parent", "inferred",
                  status="inferred", distance=weight)
    return g


def _add_rulesets(g: nx.MultiDiGraph, variants: Sequence[Variant]) -> None:
    """Ruleset nodes, then their declared edges (every node first: a ruleset may follow one
    listed after it)."""
    for v in variants:
        rs = load(v.ruleset)
        lo, hi = date_range(v.source)
        src = sources().get(v.source)
        g.add_node(f"ruleset:{v}", **_node_attrs(
            "ruleset", id=str(v), ruleset=v.ruleset, readings="+".join(v.readings), game=v.game,
            source=v.source, grade=rs.grade, title_en=rs.title("en"), title_ru=rs.title("ru"),
            year=src.year if src and src.year else "", date_from=lo or "", date_to=hi or "",
            lang=src.lang if src and src.lang else ""))
    for v in variants:
        rs = load(v.ruleset)
        _edge(g, f"ruleset:{v}", f"game:{v.game}", "rules-of", status="declared")
        for d in rs.draws:
            _edge(g, f"ruleset:{v}", f"source:{d.source}", "draws-on", status="declared")
        if rs.follows and not v.readings:
            later = not may_precede(Variant(rs.follows), v)
            _edge(g, f"ruleset:{v}", f"ruleset:{rs.follows}", BORROWS, "editorial", status="declared",
                  later_source=later, note="an editorial borrowing of the slots its source leaves open"
                  + ("; the lender's source is later: not lineage" if later else ""))
        if v.readings:
            _edge(g, f"ruleset:{v}", f"ruleset:{v.ruleset}", "reading-of", status="declared")


def _games(games: Sequence[str] | None) -> list[str]:
    with_rules = sorted({n.split("/")[0] for n in list_rulesets()})
    if not games:
        return with_rules
    out: list[str] = []
    for game in games:
        for fam in families():
            if game in fam:
                out.extend(x for x in fam if x not in out)
    return out or list(games)


@functools.lru_cache(maxsize=1)
def _corpus() -> Any:
    import corpus

    return corpus.load()


def _documented(g: nx.MultiDiGraph, claims: Iterable[Any], variants: Sequence[Variant], corp: Any,
                games: Sequence[str]) -> None:
    vocab = load_vocabulary()
    names = {vocab.game(x).label(lang): x for x in vocab.games for lang in ("en", "ru")}
    reports: dict[tuple[str, str], list[str]] = {}
    for c in claims:
        if c.slot == "follows":
            _edge(g, f"source:{c.asserted_by}", f"source:{c.value}", "follows", claim=c.id,
                  status=c.status, cert=c.cert, game=c.game)
        elif c.slot in FOLLOWS_PAIRS and isinstance(c.value, tuple) and len(c.value) == 2:
            who, whom = c.value
            _edge(g, f"source:{who}", f"source:{whom}", FOLLOWS_PAIRS[c.slot], claim=c.id,
                  status=c.status, cert=c.cert, game=c.game, asserted_by=c.asserted_by)
        elif c.slot == "variant-of":
            for other in c.value if isinstance(c.value, tuple) else (c.value,):
                _edge(g, f"game:{c.game}", f"game:{other}", "variant-of", claim=c.id, status=c.status,
                      cert=c.cert, source=c.asserted_by)
        elif c.slot == "alias":
            for name in c.value if isinstance(c.value, tuple) else (c.value,):
                node = f"game:{names[name]}" if names.get(name) in games else f"name:{name}"
                if node.startswith("name:") and node not in g:
                    g.add_node(node, **_node_attrs("name", id=str(name), name=str(name)))
                if node != f"game:{c.game}":
                    _edge(g, node, f"game:{c.game}", "alias-of", claim=c.id, status=c.status,
                          cert=c.cert, source=c.asserted_by)
        if c.status == "reported" and c.evidence is not None:
            reports.setdefault((c.evidence.witness, c.asserted_by), []).append(c.id)
    for (w, src), ids in sorted(reports.items()):
        _edge(g, f"witness:{w}", f"source:{src}", "reports", claim=" ".join(ids), status="reported",
              claims=len(ids))
    for r in corp.relations:
        rel = {"translationOf": "translation-of", "editionOf": "edition-of",
               "continuationOf": "continuation-of", "earlierRevisionOf": "earlier-revision-of"}.get(
            r.name, r.name)
        _edge(g, f"source:{r.active}", f"source:{r.passive}", rel,
              status="inference" if r.is_inference else "documented", cert=r.cert or "")
    for a, b in _witness_translations(corp):
        _edge(g, f"witness:{a}", f"witness:{b}", "translation-of", status="linked")
    for v in variants:
        fol = resolved(v).slots.get("follows")
        if fol is not None and fol.value and fol.root.claim.status == "editorial":
            for target in fol.value if isinstance(fol.value, tuple) else (fol.value,):
                _edge(g, f"source:{v.source}", f"source:{target}", "follows",
                      claim=fol.root.claim.id, status="editorial", cert=fol.root.claim.cert)


def _witness_translations(corp: Any) -> list[tuple[str, str]]:
    """(translation, original) witness pairs from the segment links."""
    pairs: dict[tuple[str, str], None] = {}
    for link in corp.links:
        segs = [corp.segments.get(s) for s in link.targets]
        if len(segs) >= 2 and all(segs) and segs[0].witness != segs[1].witness:
            pairs[(segs[0].witness, segs[1].witness)] = None
    return list(pairs)


def _computed(g: nx.MultiDiGraph, variants: Sequence[Variant], deals: int, policy: str | None,
              seed_start: int, progress: Callable[[str], None] | None) -> None:
    from comparer.effects import default_policy, outcomes, paired

    specs = {v: spec_of(v) for v in variants}
    classes: dict[Any, list[Variant]] = {}
    for v, s in specs.items():
        classes.setdefault(s, []).append(v)
    for i, members in enumerate(sorted(classes.values(), key=lambda m: str(m[0]))):
        for v in members:
            g.nodes[f"ruleset:{v}"]["play_class"] = i
        for a, b in itertools.combinations(members, 2):
            _edge(g, f"ruleset:{a}", f"ruleset:{b}", "same-play", "computed", status="computed")
    fam_of = {x: tuple(f) for f in families() for x in f}
    # one policy per family of games, so that every pair in it is played alike
    fam_policy = {f: policy or default_policy(f"{f[0]}/") for f in fam_of.values()}
    results = {}
    if deals > 0:
        for spec, members in classes.items():
            if progress:
                progress(str(members[0]))
            pol = fam_policy[fam_of[members[0].game]]
            results[spec] = outcomes(spec, pol, deals, seed_start)
    for a, b in itertools.combinations(variants, 2):
        if fam_of.get(a.game) != fam_of.get(b.game):
            continue
        if not may_precede(a, b) and may_precede(b, a):
            a, b = b, a
        d = cached_diff(a, b)
        extra: dict[str, Any] = {"distance": len(d.substantive), "cosmetic": len(d.cosmetic)}
        if results:
            ra, rb = results[specs[a]], results[specs[b]]
            if ra.policy == rb.policy:
                p = paired(ra, rb)
                extra.update(outcome_distance=round(p.changed, 4), play_distance=round(p.play_changed, 4),
                             deals=deals, policy=ra.policy)
        _edge(g, f"ruleset:{a}", f"ruleset:{b}", "distance", "computed", status="computed", **extra)


# -- lineage -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Disagreement:
    """A ruleset whose inferred parent is not its documented one."""

    ruleset: str
    documented: str | None
    inferred: str | None
    documented_distance: int | None
    inferred_distance: int | None

    @property
    def tie(self) -> bool:
        """The distances cannot tell the two parents apart."""
        return self.documented_distance is not None and self.documented_distance == self.inferred_distance

    def as_json(self) -> dict[str, Any]:
        return {"ruleset": self.ruleset, "documented": self.documented, "inferred": self.inferred,
                "documented_distance": self.documented_distance,
                "inferred_distance": self.inferred_distance, "tie": self.tie}


def _lineage_nodes(game: str) -> list[Variant]:
    """The game's rulesets and, up their documented parents, the earlier rulesets they borrow from."""
    out: list[Variant] = []
    for v in game_variants(game, readings=False):
        chain = [v]
        while (parent := documented_parent(chain[-1])) is not None and parent not in chain:
            chain.append(parent)
        out.extend(x for x in chain if x not in out)
    return out


@functools.lru_cache(maxsize=64)
def inferred_edges(game: str) -> tuple[tuple[Variant, Variant, int], ...]:
    """(child, inferred parent, substantive distance) for the game's lineage."""
    nodes = _lineage_nodes(game)
    dg: nx.DiGraph[Variant] = nx.DiGraph()
    dg.add_nodes_from(nodes)
    for u, v in itertools.permutations(nodes, 2):
        if may_precede(u, v):
            dist = len(cached_diff(u, v).substantive)
            documented = documented_parent(v) == u
            # ties: the nearer date first, then the documented parent
            weight = dist + min(_gap(u, v), 999) / 1000 - (1e-6 if documented else 0.0)
            dg.add_edge(u, v, weight=weight, distance=dist)
    if len(nodes) < 2:
        return ()
    try:
        tree = nx.minimum_spanning_arborescence(dg, attr="weight")
    except nx.NetworkXException:
        tree = nx.minimum_branching(dg, attr="weight")
    return tuple((v, u, dg.edges[u, v]["distance"]) for u, v in sorted(tree.edges(), key=str))


def lineage(game: str) -> list[Disagreement]:
    """Every ruleset of the game's lineage whose inferred parent differs from the documented."""
    nodes = _lineage_nodes(game)
    inferred = {child: (parent, d) for child, parent, d in inferred_edges(game)}
    out = []
    for v in nodes:
        documented = documented_parent(v)
        got = inferred.get(v)
        parent = got[0] if got else None
        if parent == documented:
            continue
        d_doc = len(cached_diff(documented, v).substantive) if documented else None
        out.append(Disagreement(str(v), str(documented) if documented else None,
                                str(parent) if parent else None, d_doc, got[1] if got else None))
    return out


def write(g: nx.MultiDiGraph, fmt: str, lang: str = "en") -> str:
    """The graph as GraphML, node-link JSON, Graphviz dot or TEI ``<listRelation>``."""
    import io
    import json

    if fmt == "graphml":
        buf = io.BytesIO()
        nx.write_graphml(g, buf, encoding="utf-8")
        return buf.getvalue().decode("utf-8")
    if fmt == "json":
        return json.dumps(nx.node_link_data(g, edges="edges"), ensure_ascii=False, indent=1) + "\n"
    if fmt == "dot":
        return _dot(g)
    if fmt == "tei":
        from comparer.tei import relations_document, to_string

        return to_string(relations_document(g, lang))
    raise ValueError(f"unknown graph format {fmt!r}")


def _dot(g: nx.MultiDiGraph) -> str:
    def q(s: Any) -> str:
        return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'

    shapes = {"game": "doubleoctagon", "ruleset": "box", "source": "ellipse", "witness": "note",
              "name": "plaintext"}
    styles = {"documented": "solid", "editorial": "dotted", "computed": "dashed", "inferred": "bold"}
    lines = ["digraph variorum {", "  rankdir=LR;"]
    for n, d in g.nodes(data=True):
        label = d.get("name_en") or d.get("id") or n
        lines.append(f"  {q(n)} [label={q(label)}, shape={shapes.get(str(d.get('kind')), 'box')}];")
    for u, v, d in g.edges(data=True):
        label = d["relation"] + (f" {d['distance']}" if d.get("distance") not in (None, "") else "")
        lines.append(f"  {q(u)} -> {q(v)} [label={q(label)}, style={styles.get(d['group'], 'solid')}];")
    lines.append("}")
    return "\n".join(lines) + "\n"
