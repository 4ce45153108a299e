"""The reader's discourse memory (``Context``): a snapshot is a copy of everything reading can
change, so that a reading tried and given up (the focus re-reading of a bare rule line) leaves no
trace, even of changes made in place to a list or dict of the memory."""

from __future__ import annotations

from corpus.annotate.context import Context
from rules.vocabulary import load_vocabulary


def test_restoring_a_snapshot_undoes_changes_made_in_place():
    ctx = Context(load_vocabulary())
    ctx.last_groups.append("reserve")
    ctx.named_groups["g"] = {"reserve"}
    ctx.takeouts["g"] = []
    memory = ctx.snapshot()
    ctx.last_groups.append("tableau")
    ctx.named_groups["g"].add("tableau")
    ctx.takeouts["g"].append((None, ["A*"]))  # type: ignore[arg-type]
    ctx.packs["g"] = 2
    ctx.scope = 3
    ctx.restore(memory)
    assert ctx.last_groups == ["reserve"]
    assert ctx.named_groups == {"g": {"reserve"}}
    assert ctx.takeouts == {"g": []}
    assert ctx.packs == {}
    assert ctx.scope == 0


def test_a_snapshot_can_be_restored_twice():
    ctx = Context(load_vocabulary())
    memory = ctx.snapshot()
    ctx.restore(memory)
    ctx.last_fills.append(1)
    ctx.restore(memory)
    assert ctx.last_fills == []


def test_a_snapshot_shares_the_vocabulary():
    ctx = Context(load_vocabulary())
    vocab = ctx.vocab
    ctx.restore(ctx.snapshot())
    assert ctx.vocab is vocab
