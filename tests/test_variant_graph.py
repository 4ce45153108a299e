"""The variant graph: nodes and relations, inferred lineage, GraphML/JSON/dot/TEI output."""

from __future__ import annotations

import io
import json

import networkx as nx
import pytest
from lxml import etree

from comparer.cli import main
from comparer.graph import (BORROWS, build_graph, documented_parent, inferred_edges, later_borrowings, lineage,
                            may_precede, write)
from comparer.variants import Variant, spec_of
from rules.resolve.ruleset import list_rulesets, load


@pytest.fixture(scope="module")
def graph() -> nx.MultiDiGraph:
    return build_graph()


def test_nodes_carry_kind_names_dates_and_languages(graph):
    kinds = {d["kind"] for _, d in graph.nodes(data=True)}
    assert {"game", "ruleset", "source", "witness"} <= kinds
    qa = graph.nodes["game:queens-audience"]
    assert qa["name_en"] == "Queen's Audience" and qa["name_ru"] == "Аудиенция королевы"
    cadogan = graph.nodes["source:cadogan-1874"]
    assert (cadogan["date_from"], cadogan["date_to"]) == (1869, 1874) and cadogan["disputed_date"]
    rs = graph.nodes["ruleset:queens-audience/dick-1883"]
    assert rs["grade"] and rs["lang"] == "en" and rs["title_ru"]


def test_documented_edges_carry_their_claims(graph):
    rels = {}
    for u, v, d in graph.edges(data=True):
        rels.setdefault(d["relation"], []).append((u, v, d))
    for name in ("follows", "translation-of", "witness-of", "variant-of", "alias-of", "reports"):
        assert rels.get(name), name
    for u, v, d in rels["variant-of"] + rels["alias-of"] + rels["reports"]:
        assert d["claim"] and d["status"] in ("stated", "reported"), (u, v, d)
    follows = {(u, v): d for u, v, d in rels["follows"]}
    assert not any(u.startswith("ruleset:") for u, _v in follows)  # a ruleset file's follows is a borrowing
    assert follows[("source:parlett-1979", "source:morehead-mott-smith-1949")]["claim"].split() == ["qa-en-c13", "qa-ru-c13"]
    assert ("source:coops-1939", "source:dick-1883") in {(u, v) for u, v, _ in rels["layout-follows"]}


def test_a_ruleset_file_s_follows_is_an_editorial_borrowing_from_borrower_to_lender(graph):
    borrows = {(u, v): d for u, v, d in graph.edges(data=True) if d["relation"] == BORROWS}
    for name in list_rulesets():
        lender = load(name).follows
        if lender:
            d = borrows[(f"ruleset:{name}", f"ruleset:{lender}")]
            assert d["group"] == "editorial" and d["status"] == "declared"
            assert d["later_source"] == (not may_precede(Variant(lender), Variant(name)))
    later = {(u, v) for (u, v), d in borrows.items() if d["later_source"]}
    assert later == {("ruleset:british-constitution/cadogan-1874",
                      "ruleset:british-constitution/morehead-mott-smith-1949")}
    assert "not lineage" in borrows[next(iter(later))]["note"]


def test_a_borrowing_from_a_later_source_is_not_counted_as_lineage():
    cadogan = Variant("british-constitution/cadogan-1874")
    assert load(cadogan.ruleset).follows == "british-constitution/morehead-mott-smith-1949"
    assert documented_parent(cadogan) is None
    assert documented_parent(Variant("queens-audience/parlett-1979")) == Variant("kings-audience/morehead-mott-smith-1949")
    assert later_borrowings("british-constitution") == [(str(cadogan), "british-constitution/morehead-mott-smith-1949")]
    bc = {d.ruleset: d for d in lineage("british-constitution")}
    # Cadogan has no documented parent and no inferred one: they agree, so it is no disagreement
    assert str(cadogan) not in bc
    morehead = bc["british-constitution/morehead-mott-smith-1949"]
    assert morehead.documented is None and morehead.inferred == str(cadogan)


def test_same_play_edges_join_exactly_the_equal_specs(graph):
    for u, v, d in graph.edges(data=True):
        if d["relation"] == "same-play":
            a, b = graph.nodes[u], graph.nodes[v]
            assert a["play_class"] == b["play_class"]
    assert graph.has_edge("ruleset:queens-audience/dick-1883", "ruleset:kings-audience/morehead-mott-smith-1949")


def test_inferred_lineage_runs_from_earlier_to_later_sources():
    for game in ("queens-audience", "british-constitution", "gavotte", "odd-and-even"):
        for child, parent, distance in inferred_edges(game):
            assert may_precede(parent, child), (game, child, parent)
            assert distance >= 0


def test_lineage_lists_each_departure_from_the_documented_parent():
    for game in ("queens-audience", "british-constitution", "royal-cotillion", "gavotte", "odd-and-even"):
        inferred = {str(c): str(p) for c, p, _ in inferred_edges(game)}
        for d in lineage(game):
            assert inferred.get(d.ruleset) == d.inferred
            assert d.documented != d.inferred
            documented = documented_parent(Variant(d.ruleset))
            assert d.documented == (str(documented) if documented else None)
            if d.tie:
                assert d.documented_distance == d.inferred_distance


def test_graphml_reads_back_into_networkx(graph):
    text = write(graph, "graphml")
    back = nx.read_graphml(io.BytesIO(text.encode("utf-8")))
    assert back.number_of_nodes() == graph.number_of_nodes()
    assert back.number_of_edges() == graph.number_of_edges()
    assert back.nodes["game:gavotte"]["name_ru"] == "Гавот"
    rels = {d["relation"] for _, _, d in back.edges(data=True)}
    assert {"distance", "inferred-parent", "same-play", "follows", BORROWS} <= rels


def test_node_link_json_and_dot(graph):
    data = json.loads(write(graph, "json"))
    assert len(data["nodes"]) == graph.number_of_nodes() and len(data["edges"]) == graph.number_of_edges()
    dot = write(graph, "dot")
    assert dot.startswith("digraph") and "inferred-parent" in dot


def test_tei_relations_are_valid_and_resolve(graph, project_schema, tei_all):
    doc = etree.fromstring(write(graph, "tei").encode()).getroottree()
    assert project_schema.validate(doc), project_schema.error_log
    assert tei_all.validate(doc), tei_all.error_log
    ids = set(doc.xpath("//@xml:id"))
    for attr in ("active", "passive"):
        for ptr in doc.xpath(f"//@{attr}"):
            assert ptr[1:] in ids, ptr


def test_outcome_distance_is_the_share_of_changed_results():
    g = build_graph(["besieged-city"], deals=4, policy="greedy")
    dist = [d for _, _, d in g.edges(data=True) if d["relation"] == "distance"]
    assert dist and all(0 <= d["outcome_distance"] <= 1 and d["deals"] == 4 for d in dist)
    a, b = Variant("besieged-city/ru-24-patiences"), Variant("besieged-city/ru-24-patiences", ("high-first",))
    assert spec_of(a) != spec_of(b)


@pytest.mark.parametrize("fmt", ["graphml", "json", "dot", "tei"])
def test_graph_command(fmt, tmp_path, capsys):
    out = tmp_path / f"g.{fmt}"
    assert main(["graph", "royal-cotillion", "--format", fmt, "-o", str(out)]) == 0
    assert out.stat().st_size > 0
    assert "nodes" in capsys.readouterr().err
    assert main(["graph", "no-such-game"]) == 2
