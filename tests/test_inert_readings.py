"""A declared reading either changes the game a ruleset compiles to, or is reported as changing
nothing there and refused by --reading (issue 9, item 6): checked for every ruleset."""

from __future__ import annotations

import pytest

from comparer.cli import main
from comparer.specs import spec_for
from comparer.specs import inert_readings
from rules.errors import RulesetError
from rules.resolve.ruleset import all_readings, list_rulesets, load

RULESETS = list_rulesets()


@pytest.mark.parametrize("name", RULESETS)
def test_every_non_default_reading_changes_the_spec_or_is_refused_as_inert(name: str) -> None:
    default = spec_for(name)
    inert = set(inert_readings(name))
    for r in all_readings(load(name)):
        if r.default:
            continue
        same = spec_for(name, r.name, allow_inert=True) == default
        assert same == (r.name in inert), (name, r.name)
        if same:
            with pytest.raises(RulesetError, match="changes nothing"):
                spec_for(name, r.name)
        else:
            assert spec_for(name, r.name) != default


def test_odd_and_even_bases_question_does_not_arise() -> None:
    # its own rules lay the bases out as they turn up, so Royal Cotillion's question is inert
    assert inert_readings("odd-and-even/wp-ru-royal-cotillion") == ("bases-before-deal", "bases-as-available")
    # Gavotte chooses its ranks after the deal (its own rule), so the same question is inert there too
    assert inert_readings("gavotte/wp-ru-royal-cotillion") == ("bases-before-deal", "bases-as-available")
    assert inert_readings("royal-cotillion/wp-ru-royal-cotillion") == ()


def test_the_cli_refuses_an_inert_reading_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["simulate", "odd-and-even/wp-ru-royal-cotillion", "--reading", "bases-as-available",
                  "--deals", "2"],
                 ["rules", "explain", "odd-and-even/wp-ru-royal-cotillion", "--reading", "bases-as-available"]):
        assert main(argv) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "changes nothing" in err[0], err


def test_explain_lists_inert_readings_apart_from_those_in_effect(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "explain", "odd-and-even/wp-ru-royal-cotillion"]) == 0
    text = capsys.readouterr().out
    in_effect = text.split("Readings in effect:")[1].split("Other readings:")[0]
    assert "bases-before-deal" not in in_effect
    assert "Readings that change nothing here" in text
