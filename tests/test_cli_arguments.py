"""Every command resolves its RULESET, GAME, VARIANT and WITNESS arguments through one resolver
(``comparer.cli.arguments``): an unknown name gets the same one-line refusal everywhere."""

from __future__ import annotations

import pytest

from comparer.cli import arguments, main
from rules.errors import VariorumError

REFUSALS = [
    (["rules", "show", "nowhere/none"], "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["rules", "explain", "nowhere/none"], "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["play", "nowhere/none", "--seed", "1"], "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["solve", "nowhere/none", "--seed", "1"], "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["simulate", "nowhere", "--deals", "1"], "unknown ruleset or game 'nowhere'; see `variorum rules list`"),
    (["collate", "queens-audience,nowhere"], "unknown ruleset or game 'nowhere'; see `variorum rules list`"),
    (["compare", "nowhere/none", "queens-audience/dick-1883", "--deals", "0"],
     "unknown ruleset 'nowhere/none'; see `variorum rules list`"),
    (["compare", "nowhere", "--deals", "0"], "unknown ruleset or game 'nowhere'; see `variorum rules list`"),
    (["graph", "nowhere"], "unknown game 'nowhere'; see `variorum rules list`"),
    (["audit-odds", "nowhere", "--no-compute"], "unknown game 'nowhere'; see `variorum rules list`"),
    (["corpus", "show", "nowhere"], "unknown witness or document 'nowhere'; see `variorum corpus list`"),
    (["annotate", "nowhere"], "unknown witness or document 'nowhere'; see `variorum corpus list`"),
]


@pytest.mark.parametrize("argv, line", REFUSALS, ids=[" ".join(a[:2]) for a, _ in REFUSALS])
def test_every_command_refuses_an_unknown_name_with_the_same_one_line(argv, line, capsys):
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"variorum: error: {line}\n"


def test_the_refusal_carries_the_name_and_the_known_names():
    with pytest.raises(VariorumError) as caught:
        arguments.ruleset("queens-audience/dik-1883")
    assert caught.value.code == "unknown-name"
    assert caught.value.params["kind"] == "ruleset"
    assert caught.value.params["name"] == "queens-audience/dik-1883"
    assert "queens-audience/dick-1883" in caught.value.params["known"]


def test_known_names_resolve_to_ids():
    assert arguments.rulesets(["queens-audience/dick-1883", "queens-audience/dick-1883"]) == \
        ["queens-audience/dick-1883"]
    assert arguments.game("gavotte") == "gavotte"
    assert arguments.variants(["besieged-city/ru-24-patiences@high-first", "gavotte"]) == \
        ["besieged-city/ru-24-patiences@high-first", "gavotte"]
