"""The table of sentence rules in ``corpus/annotate/rules/__init__.py`` (by topic; ``RULES`` holds
the order they run in) is where a newcomer finds a rule: it must list every rule of ``RULES``
once, under the module that defines it."""

from __future__ import annotations

import re

from corpus.annotate import rules


def _table() -> list[tuple[str, str]]:
    lines = (rules.__doc__ or "").splitlines()
    rules_at = [k for k, line in enumerate(lines) if line.startswith("=" * 18)]
    rows = []
    for line in lines[rules_at[1] + 1:rules_at[2]]:
        module, _, names = line.partition(" ")
        if names.strip().startswith("(no rule)"):
            continue
        rows += [(module, n.strip()) for n in names.split(",")]
    return rows


def test_the_rule_table_lists_every_rule_once():
    listed = [name for _, name in _table()]
    assert sorted(listed) == sorted(rid for rid, _ in rules.RULES)


def test_each_rule_is_listed_under_the_module_that_defines_it():
    where = {rid: fn.__module__.rsplit(".", 1)[1] for rid, fn in rules.RULES}
    wrong = [(module, name, where[name]) for module, name in _table() if where.get(name) != module]
    assert not wrong, wrong


def test_the_table_reads_its_rows_as_module_and_rule_names():
    assert all(re.fullmatch(r"[a-z_]+", m) and re.fullmatch(r"[a-z-]+", n) for m, n in _table())
