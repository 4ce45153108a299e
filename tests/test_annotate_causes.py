"""``annotate --evaluate --causes``: each miss and false claim of a set counted under one cause,
per language, without listing a held-out set's lines."""

from __future__ import annotations

import json

from comparer.cli import main
from corpus.annotate.causes import FALSE_CAUSES, MISS_CAUSES, miss_causes
from corpus.annotate.evaluate import HELDOUT_B_DIR, Auto, Gold, score


def _gold(slot, value, line, lang="en"):
    return Gold("besieged-city", slot, value, (f"en-besieged-city-{line}",), lang)


def _auto(slot, value, line, lang="en"):
    return Auto("besieged-city", slot, value, (f"en-besieged-city-{line}",), lang)


def test_a_miss_is_counted_under_the_first_cause_that_holds():
    gold = [
        _gold("rampart.build", "up-or-down-in-suit", 3),   # ramparts named nowhere by a claim
        _gold("reserve.fill.timing", "immediate", 4),     # the timing claimed with another value
        _gold("reserve.access", "line-ends", 5),          # another group's access on that line
        _gold("end.win", "all-to-foundations", 6),        # nothing claimed on that line
        _gold("waste.count", 1, 7),                       # the line read, this slot not
    ]
    auto = [
        _auto("reserve.fill.timing", "standstill", 4),
        _auto("waste.access", "top", 5),
        _auto("foundation.suit", "same-suit", 7),
    ]
    causes = miss_causes(score(auto, gold))["en"]
    assert causes["misses"] == {"group-unseen": 1, "wrong-value": 1, "other-group": 1, "line-unread": 1,
                                "slot-unread": 1}
    assert causes["false"] == {"wrong-value": 1, "other-group": 1, "unstated": 1}


def test_a_group_named_only_in_a_claims_value_counts_as_seen():
    gold = [_gold("rampart.access", "top", 3)]
    auto = [_auto("foundation.fed-from", ("rampart",), 9)]
    assert miss_causes(score(auto, gold))["en"]["misses"] == {"line-unread": 1}


def test_descriptive_slots_are_not_counted():
    gold = [_gold("name", "The Besieged City", 1), _gold("end.win", "all-to-foundations", 2)]
    assert miss_causes(score([], gold)) == {"en": {"misses": {"line-unread": 1}, "false": {}}}


def test_the_causes_of_a_held_out_set_are_printed_as_counts_and_its_lines_are_not(capsys):
    held_out = HELDOUT_B_DIR.parent / "set-c"
    code = main(["annotate", "--evaluate", "--heldout", str(held_out), "--causes"])
    out = capsys.readouterr().out
    assert code == 0
    table = out.split("causes of the misses of held-out set C", 1)[1]
    assert all(c in table for c in MISS_CAUSES + FALSE_CAUSES)
    assert "en-" not in table and "MISS" not in out  # counts only: no segment, no line


def test_the_causes_go_into_the_json_output_beside_each_sets_scores(capsys):
    code = main(["annotate", "--evaluate", "--heldout", str(HELDOUT_B_DIR), "--causes", "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    causes = data["heldout_set_b"]["causes"]
    assert set(causes) <= {"en", "ru", "ru-petr1708", "ru-mt"}
    missed = sum(sum(v["misses"].values()) for v in causes.values())
    s = data["heldout_set_b"]["executable"]
    assert missed == s["gold"] - s["matched"]


def test_a_line_whose_words_for_the_pile_were_not_read_there_is_told_apart():
    gold = [_gold("reserve.fill.timing", "immediate", 5), _gold("rampart.build", "down-in-suit", 6),
            _gold("foundation.suit", "same-suit", 7)]
    auto = [_auto("reserve.size", 14, 2), _auto("rampart.count", 10, 3), _auto("foundation.count", 8, 4)]
    s = score(auto, gold)
    s.named = {"en-besieged-city-5": {"waste"}, "en-besieged-city-6": {"rampart"}, "en-besieged-city-7": set()}
    # the reserve named on line 2 but not read on line 5; line 6 named its pile and still said
    # nothing; a line on the foundations often leaves them implied, so it is no pile unread
    assert miss_causes(s)["en"]["misses"] == {"pile-unread": 1, "line-unread": 2}
