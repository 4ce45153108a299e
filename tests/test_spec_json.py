"""The JSON form of an engine spec (rules/engine/spec_json.py): every ruleset under every
reading combination the CLI accepts prints to JSON and parses back to an equal spec, labels,
keys and provenance included; bad JSON is refused naming the field."""

from __future__ import annotations

import dataclasses
import json

import pytest

from comparer.audit import reading_combinations
from comparer.specs import spec_for
from rules.engine.examples import queens_audience_example
from rules.engine.spec_json import FORMAT, spec_data, spec_from_data, spec_from_json, spec_to_json
from rules.errors import VariorumError
from rules.resolve.ruleset import list_rulesets

CASES = [(name, reading) for name in list_rulesets() for reading in reading_combinations(name)]


@pytest.mark.parametrize("name,reading", CASES, ids=[f"{n}@{r or 'defaults'}" for n, r in CASES])
def test_every_ruleset_and_reading_round_trips_through_json(name: str, reading: str | None) -> None:
    spec = spec_for(name, reading)
    text = spec_to_json(spec)
    back = spec_from_json(text)
    assert back == spec
    assert repr(back) == repr(spec)  # the fields equality leaves out too (names, keys, provenance)
    assert spec_to_json(back) == text


def test_the_round_trip_covers_many_reading_combinations() -> None:
    assert len(CASES) > 100 and len({n for n, _ in CASES}) == len(list_rulesets())


def test_defaults_are_left_out_and_restored() -> None:
    qa = queens_audience_example()
    data = spec_data(qa)
    assert data["format"] == FORMAT
    assert "loss" not in data  # ("no-moves",) is the default
    assert spec_from_data(json.loads(json.dumps(data))).loss == ("no-moves",)


def test_a_changed_field_changes_the_spec_read_back() -> None:
    qa = queens_audience_example()
    data = spec_data(qa)
    data["stock"] = {**data.get("stock", {}), "redeals": 2}
    assert spec_from_data(data) == dataclasses.replace(qa, stock=dataclasses.replace(qa.stock, redeals=2))


@pytest.mark.parametrize("mutate,where", [
    (lambda d: d.update(format="other/9"), "format"),
    (lambda d: d["groups"][0].update(role="cellar"), "spec.groups[0].role"),
    (lambda d: d["groups"][0].update(piles="four"), "spec.groups[0].piles"),
    (lambda d: d["groups"][1].update(colour="red"), "spec.groups[1]"),
    (lambda d: d.update(win="foundations"), "spec.win"),
])
def test_bad_spec_json_is_refused_naming_the_field(mutate, where: str) -> None:
    data = spec_data(queens_audience_example())
    mutate(data)
    with pytest.raises(VariorumError) as info:
        spec_from_data(data)
    assert where in str(info.value) or where == "format" and "format" in str(info.value)


def test_text_that_is_not_json_is_refused_in_one_line() -> None:
    with pytest.raises(VariorumError, match="not a spec"):
        spec_from_json("{groups:")
