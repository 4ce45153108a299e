"""Compiling the moves: pairs (to a discard pile or the foundations) and transfers between groups.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import RANK_OF_TEXT
from rules.compile.groups import row_below, row_end_links
from rules.compile.slots import SlotReader, card_pattern, rank_word
from rules.engine.spec import PairMove, Transfer
from rules.vocabulary import parse_card_pattern

def pair_moves(c: SlotReader, playing: Sequence[str]) -> tuple[PairMove, ...]:
    out = []
    base_pairs = {p for p in c.get("foundation.base", ()) if "+" in p} if "foundation" in c.game.group_roles else set()
    for item in c.get("pair.moves", ()):
        pattern, _, target = item.rpartition(":")
        top_s, bottom_s = pattern.split("+")
        _, top, ts = parse_card_pattern(top_s)
        _, bottom, bs = parse_card_pattern(bottom_s)
        role = c.game.group_roles.get(target, target)
        relation = "same-suit" if ts == bs == "*" else (
            "opposite-colour" if {ts, bs} == {"R", "B"} else "any")
        if role == "foundation" and {ts, bs} == {"R", "B"}:
            out.append(colour_pair(c, item, (top, ts), (bottom, bs)))
            continue
        if role == "discard":  # which card lies on top is layout: one canonical order
            hi, lo = sorted((top, bottom), key=lambda r: -RANK_OF_TEXT.get(r, 0))
            first, second, name, together = hi, lo, f"{rank_word(hi)}-{rank_word(lo)}", True
            dest = target if target in c.present else next(iter(c.game.groups_with_role("discard")))
        else:
            first, second, name = bottom, top, f"{rank_word(top)}-{rank_word(bottom)}"
            together = pattern in base_pairs
            dest = c.found_names[0] if len(c.found_names) == 1 else None
            if dest is None:
                raise c.err("pair.moves", f"{item!r}: which foundation group it goes to is ambiguous")
        out.append(PairMove(name, card_pattern(first, ts), card_pattern(second, bs), relation, to=dest,  # type: ignore[arg-type]  # relation: a PairRelation
                            sources=tuple(playing), together=together))
    return tuple(out)


def colour_pair(c: SlotReader, item: str, a: tuple[str, str], b: tuple[str, str]) -> PairMove:
    """A red card and a black card played together, each onto a foundation of its own
    colour (Indian Empress): first the red card, onto the foundations whose bases are red;
    taken from the groups that feed the foundations."""
    by_colour = {}
    for name in c.found_names:
        suits = set(c.foundation_suits[name])
        colour = "R" if suits <= {1, 2} else "B" if suits <= {0, 3} else None
        if colour is None or colour in by_colour:
            raise c.err("pair.moves", f"{item!r}: needs one foundation group of each colour")
        by_colour[colour] = name
    if set(by_colour) != {"R", "B"}:
        raise c.err("pair.moves", f"{item!r}: needs one foundation group of each colour")
    red, black = (a, b) if a[1] == "R" else (b, a)
    sources = tuple(s for s in c.get("foundation.fed-from") if s in c.present)
    return PairMove("red-black", card_pattern(*red), card_pattern(*black), "opposite-colour",
                    to=by_colour["R"], sources=sources, together=False,
                    to_second=by_colour["B"])


def pairs_only(c: SlotReader) -> bool:
    """True when a pair rule takes every card (a red with a black one): the foundations
    are then reached through it alone, never by single cards."""
    for item in c.get("pair.moves", ()):
        pattern, _, _target = str(item).rpartition(":")
        parts = [parse_card_pattern(x) for x in pattern.split("+")]
        if {p[2] for p in parts} == {"R", "B"} and all(p[1] == "*" for p in parts):
            return True
    return False


def transfers(c: SlotReader, dealt: Sequence[str]) -> tuple[Transfer, ...]:
    out: list[Transfer] = []
    for src in () if pairs_only(c) else c.get("foundation.fed-from"):
        if src == "stock":  # the next card of the stock may be played before it is dealt
            out.extend(Transfer("stock", f) for f in c.found_names)
            continue
        if src not in c.present and src not in ("waste",):
            continue
        if src in dealt:
            c.get(f"{src}.move-unit")  # cards reach a foundation one at a time in any case
        out.extend(Transfer(src, f) for f in c.found_names)
    for name in dealt:
        slot = f"{name}.build.from"
        sources: list[str] = []
        for src in c.get(slot, (), required=False):
            if src == "row-below":
                sources.append(row_below(c, name, slot))
            elif src == "same-row-and-row-below":
                sources += [name, row_below(c, name, slot)]
            elif src in c.present or src == "waste":
                sources.append(src)
            else:
                raise c.err(slot, f"{src!r} is not supported by the compiler yet")
        for src in sources:
            unit = c.get(f"{src}.move-unit") if src in dealt else "one-card"
            links = (row_end_links(c, src, name, slot, c.row_end_groups[src])
                     if src in c.row_end_groups else None)
            out.append(Transfer(src, name, unit=unit, links=links))  # type: ignore[arg-type]  # unit: a vocabulary move-unit value
    return tuple(out)
