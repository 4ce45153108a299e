"""Why a claim was missed or found wrongly, told from the claims alone: counts a held-out set may show.

Listing a held-out set's misses line by line would let its texts steer the rules; counting them by
cause does not, and it says where the annotator fails on new text.  Each missed gold claim on an
executable slot gets one cause, the first that holds:

- ``group-unseen``: the slot's pile group (``rampart`` of ``rampart.build``) is named by no
  automatic claim anywhere in the text, neither as the slot's group nor in a value: the text's
  word for that pile was never read (the commonest failure on new text, SCORES.md);
- ``wrong-value``: the annotator claimed the same slot on that line with another value;
- ``other-group``: it claimed the same kind of slot (``build``) on that line for another group;
- ``pile-unread``: the line's words for the slot's pile (not the foundations, which a line often
  leaves implied) were not read as that pile there, though the text names it elsewhere;
- ``line-unread``: it claimed nothing at all on that line;
- ``slot-unread``: it read other things on that line, not this one.

A false claim is ``wrong-value`` or ``other-group`` when a gold claim on its line explains it as
above, else ``unstated`` (the line says no such thing).

>>> from corpus.annotate.evaluate import Auto, Gold, score
>>> gold = [Gold("parterre", "garden.build", "down-any-suit", ("t-3",), "en"),
...         Gold("parterre", "end.win", "all-to-foundations", ("t-4",), "en")]
>>> auto = [Auto("parterre", "bouquet.build", "down-any-suit", ("t-3",), "en")]
>>> miss_causes(score(auto, gold))["en"]
{'misses': {'group-unseen': 1, 'line-unread': 1}, 'false': {'other-group': 1}}
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from corpus.annotate.evaluate import Auto, Gold, Scores, slot_executable
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["MISS_CAUSES", "FALSE_CAUSES", "miss_causes", "format_causes"]

MISS_CAUSES = ("group-unseen", "wrong-value", "other-group", "pile-unread", "line-unread", "slot-unread")
FALSE_CAUSES = ("wrong-value", "other-group", "unstated")


def _text_of(segment: str) -> str:
    """``en-parterre-12`` -> ``en-parterre`` (a plain text's segments are ``<stem>-<line>``)."""
    stem, _, n = segment.rpartition("-")
    return stem if n.isdigit() else segment


def _split(vocab: Vocabulary, game: str, slot: str) -> tuple[str, str, str]:
    """(canonical slot, its group if a pile group of the game, else "", its kind: ``build``)."""
    try:
        slot = vocab.canonical(game, slot)
        groups = {g.id for g in vocab.game(game).groups}
    except VariorumError:
        groups = set()
    group, _, kind = slot.partition(".")
    return slot, group if group in groups else "", kind


def _values(value: Any) -> set[str]:
    items = value if isinstance(value, (list, tuple)) else (value,)
    return {str(v).split(":")[0] for v in items}


def miss_causes(s: Scores, vocab: Vocabulary | None = None) -> dict[str, dict[str, dict[str, int]]]:
    """Language -> {"misses": cause -> count, "false": cause -> count}, executable slots only."""
    vocab = vocab or load_vocabulary()
    named: dict[str, set[str]] = {}  # text -> the groups its automatic claims name
    said: dict[str, list[tuple[str, str, str]]] = {}  # segment -> (slot, group, kind) claimed there
    for a in s.found:
        slot, group, kind = _split(vocab, a.game, a.slot)
        for seg in a.segments:
            named.setdefault(_text_of(seg), set()).update({group} | _values(a.value))
            said.setdefault(seg, []).append((slot, group, kind))
    out: dict[str, dict[str, Counter[str]]] = {}

    def count(lang: str, which: str, cause: str) -> None:
        out.setdefault(lang, {"misses": Counter(), "false": Counter()})[which][cause] += 1

    for g in s.misses:
        if slot_executable(vocab, g.game, g.slot):
            count(g.lang, "misses", _miss_cause(vocab, g, named, said, s.named))
    for a in s.false_positives:
        if slot_executable(vocab, a.game, a.slot):
            count(a.lang, "false", _false_cause(vocab, a, s.misses))
    return {lang: {k: dict(sorted(c.items())) for k, c in v.items()} for lang, v in sorted(out.items())}


def _miss_cause(vocab: Vocabulary, g: Gold, named: dict[str, set[str]],
                said: dict[str, list[tuple[str, str, str]]], on_line: dict[str, set[str]]) -> str:
    slot, group, kind = _split(vocab, g.game, g.slot)
    there = [x for seg in g.segments for x in said.get(seg, [])]
    if group and not any(group in named.get(_text_of(seg), set()) for seg in g.segments):
        return "group-unseen"
    if any(x[0] == slot for x in there):
        return "wrong-value"
    if group and any(x[2] == kind and x[1] and x[1] != group for x in there):
        return "other-group"
    lines = [seg for seg in g.segments if seg in on_line]
    if group and lines and vocab.game(g.game).group_roles.get(group) != "foundation" \
            and not any(group in on_line[seg] for seg in lines):
        return "pile-unread"
    return "slot-unread" if there else "line-unread"


def _false_cause(vocab: Vocabulary, a: Auto, misses: list[Gold]) -> str:
    slot, group, kind = _split(vocab, a.game, a.slot)
    near = [_split(vocab, g.game, g.slot) for g in misses if g.game == a.game and set(g.segments) & set(a.segments)]
    if any(x[0] == slot for x in near):
        return "wrong-value"
    if group and any(x[2] == kind and x[1] and x[1] != group for x in near):
        return "other-group"
    return "unstated"


def format_causes(causes: dict[str, dict[str, dict[str, int]]], title: str = "") -> str:
    """A plain table: one row per language, the misses by cause, then the false claims by cause."""
    misses = "".join(f"{c:>14}" for c in MISS_CAUSES)
    false = "".join(f"{c:>13}" for c in FALSE_CAUSES)
    lines = [title] if title else []
    lines += [f"{'':14}{'misses (executable slots)':>{len(misses)}} | {'false claims':>{len(false) - 1}}",
              f"{'':14}{misses} |{false}"]
    for lang, v in causes.items():
        m, f = v.get("misses", {}), v.get("false", {})
        lines.append(f"{lang:14}" + "".join(f"{m.get(c, 0):>14}" for c in MISS_CAUSES) + " |"
                     + "".join(f"{f.get(c, 0):>13}" for c in FALSE_CAUSES))
    return "\n".join(lines)
