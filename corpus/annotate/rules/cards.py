"""Card patterns from rank, count, colour and suit cues (``8xAB``, ``K*``, ``QD``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from corpus.annotate.sentence import Cue, Sentence

__all__ = ["card_patterns", "card_set_items"]


def _plural(s: Sentence, c: Cue) -> bool:
    tok = s.doc[c.i]
    form = tok.norm_ or tok.lower_
    return tok.lemma_.lower() != form and form.endswith(("s", "ы", "и", "ов", "ей", "ев"))


def card_patterns(s: Sentence, ranks: Sequence[Cue], each_suit: bool | None = None,
                  packs: int | None = None) -> list[tuple[str, list[Cue]]]:
    """Card patterns for rank cues: count (when a colour or suit narrows it), rank, suit.

    A plural rank with no count, suit or "each suit" in a game of several packs means all of
    them: «тузы» of two packs is ``8xA*``; so does "all" with a colour («всѣхъ черныхъ тузовъ»
    of two packs is ``8xAB``)."""
    out: list[tuple[str, list[Cue]]] = []
    different = s.has("ANYSUIT")
    each = s.has("EACH") if each_suit is None else each_suit
    packs_at = {p.i for p in s.of("PACK")}
    for r in ranks:
        used = [r]
        # (not the number of packs: «из двух колод всех королей»)
        # (not a word of the rank before, nor a suit said after it: «четыре дамы пик и три дамы треф»)
        near = [c for c in s.cues if c.j <= r.i and c.i >= r.i - 3 and c.label in ("NUM", "COLOUR", "SUIT")
                and not (c.label == "NUM" and c.j in packs_at)
                and not any(o.label == "RANK" and (c.j <= o.i < r.i or o.j == c.i) for o in s.cues)]
        after = [c for c in s.cues if c.i >= r.j and c.i <= r.j + 1 and c.label == "SUIT"]
        num = next((c for c in reversed(near) if c.label == "NUM"), None)
        colour = next((c for c in reversed(near) if c.label == "COLOUR"), None)
        suit = next((c for c in reversed(near) if c.label == "SUIT"), None) or (after[0] if after else None)
        if num is None:  # "the Queens of spades (all four)", «дамы пик, все четыре,»
            num = _apposed_count(s, max(r.j, suit.j if suit is not None else r.j))
        if suit is not None:
            sfx, used = str(suit.value), used + [suit]
        elif colour is not None:
            sfx, used = str(colour.value), used + [colour]
        else:
            sfx = "*"
        count = ""
        if num is not None and isinstance(num.value, int) and (suit is not None or colour is not None):
            if num.value > 1:
                count = f"{num.value}x"
            used.append(num)
        elif num is not None and isinstance(num.value, int):
            if num.value not in (1, 4) and not different:
                count = f"{num.value}x"  # "the eight Aces"
            used.append(num)
        elif num is None and not (each or different) and sfx == "*" and packs and packs > 1 and _plural(s, r):
            count = f"{4 * packs}x"
        elif num is None and sfx in ("R", "B") and packs and packs > 1 and any(
                c.label == "ALL" and r.i - 3 <= c.i < r.i for c in s.cues):
            count = f"{2 * packs}x"  # «всѣхъ черныхъ тузовъ» of two packs: the eight black Aces
        out.append((f"{count}{r.value}{sfx}", used))
    return out


def _apposed_count(s: Sentence, k: int) -> Cue | None:
    """A count set off right after the cards: "(all four)", «(все четыре)», ", all eight,": a
    bracket or a comma or dash, "all" / «все», then the number closing the aside."""
    end = s.span.end
    if k + 2 >= end or s.doc[k].text not in ("(", ",", "—", "–"):
        return None
    if not any(c.label == "ALL" and c.i == k + 1 for c in s.cues):
        return None
    num = next((c for c in s.of("NUM") if c.i == k + 2 and isinstance(c.value, int) and c.value > 1), None)
    if num is None or (num.j < end and s.doc[num.j].text not in (")", ",", "—", "–", ";", ".")):
        return None
    return num


def card_set_items(items: Iterable[str]) -> list[tuple[int | None, str, str]]:
    """``8xAB`` -> (8, "A", "B"); ``K*`` -> (None, "K", "*")."""
    out = []
    for it in items:
        m = re.match(r"^(?:(\d+)x)?(10|[2-9AJQKXY*])([CDHSRB*])", it)
        if m:
            out.append((int(m.group(1)) if m.group(1) else None, m.group(2), m.group(3)))
    return out


def base_top_ranks(items: Iterable[str]) -> set[str]:
    """The ranks cards are put on, of foundation bases: ``8xAB`` -> A; a pair ``J+A`` (the Jack
    on its Ace) -> J, the card on top."""
    out = {r for _, r, _ in card_set_items(items)}
    out.update(it.split("+")[0] for it in items if "+" in it)
    return out
