"""Compiling the pile groups dealt to the layout: wastes, reserves and tableaux, their gaps,
building, the cards they hold, and rows (a row below, row ends).
"""

from __future__ import annotations

from dataclasses import replace

from rules.cards import RANK_OF_TEXT, SUITS_OF_LETTER
from rules.compile.slots import SlotReader
from rules.engine.spec import (NEVER_FILLED, NO_BUILD, Base, Build, CardPattern, Fill, FillSource,
                               PileGroup)
from rules.vocabulary import parse_card_pattern

#: ``<group>.build`` values that are one Build each.
BUILDS = {
    "none": NO_BUILD,
    "down-alternate-colour": Build("down", "alternate-colour"),
    "down-any-suit": Build("down", "any-suit"),
    # any card of the other colour on a single card; the two are then locked together (LOCKS)
    "paired": Build("any", "alternate-colour", max_cards=2),
}
#: ``<group>.build`` values whose piles keep their cards together from that many on
#: (``PileGroup.lock_at``): Indian Empress's paired cards leave only together.
LOCKS = {"paired": 2}

def waste(c: SlotReader, name: str) -> PileGroup | None:
    if c.get(f"{name}.count") == 0:
        return None  # no waste in this game (stock cards go only into gaps)
    access = c.get(f"{name}.access")
    if access not in ("top", "all"):
        raise c.err(f"{name}.access", f"a waste is 'top' or 'all', not {access!r}")
    split = c.get(f"{name}.split", "none", required=False)
    piles = c.get(f"{name}.count")
    if split == "none" and piles != 1:
        raise c.err(f"{name}.count", "several waste piles need waste.split")
    return PileGroup(name, "waste", piles=piles, access=access, key=c.key(name))


def fill_of(c: SlotReader, name: str) -> Fill:
    sources = c.get(f"{name}.fill")
    if tuple(sources) == ("never",):
        return NEVER_FILLED
    out = []
    for src in sources:
        if src in ("row-below", "row-below:any-card"):
            # any available card of the row below (the player picks it)
            out.append(FillSource(row_below(c, name, f"{name}.fill")))
            continue
        if src in ("reserve:same-row-end", "reserve:same-line-end"):
            reserve = one_group(c, "reserve", f"{name}.fill")
            columns = src == "reserve:same-line-end"
            out.append(FillSource(reserve, links=row_end_links(c, reserve, name, f"{name}.fill", columns)))
            continue
        if src in ("waste", "stock") or src in c.game.group_roles:
            if src in c.game.group_roles and src not in c.present and src not in ("waste", "stock"):
                continue
            out.append(FillSource(src))
        else:
            raise c.err(f"{name}.fill", f"fill source {src!r} is not supported by the compiler yet")
    timing = c.get(f"{name}.fill.timing")
    choice = {"in-order": "first-available", "player-chooses": "any-source"}[c.get(f"{name}.fill.priority")]
    return Fill(tuple(out), timing=timing, choice=choice)  # type: ignore[arg-type]  # vocabulary enum values


def with_fill(c: SlotReader, group: PileGroup) -> PileGroup:
    """The group with its gap rule.  Canonical form: a gap that the player may fill at will
    from groups that also build on it is an empty pile taking any card (``Base(ranks=None)``)
    reached by those groups' transfers, not a separate fill move."""
    fill = fill_of(c, group.name)
    building = set(c.get(f"{group.name}.build.from", (), required=False))
    if fill.timing == "player-chooses" and fill.sources and all(
            s.group in c.present and s.links is None and s.group in building
            for s in fill.sources):
        return replace(group, base=Base(ranks=None))
    return replace(group, fill=fill)


def dealt_group(c: SlotReader, name: str, role: str) -> PileGroup | None:
    piles = c.get(f"{name}.count")
    size = c.get(f"{name}.size")
    if piles == 0 or size == 0:
        if piles or size:
            raise c.err(f"{name}.count", f"{piles} piles for {size} cards")
        return None
    if size % piles:
        raise c.err(f"{name}.size", f"{size} cards do not deal evenly to {piles} piles")
    deal = size // piles
    access = c.get(f"{name}.access")
    if access == "all":
        access = "top" if deal == 1 else "all"
    elif access in ("row-ends", "line-ends"):
        # every card is available, but only to the piles at the ends of its own row: the
        # transfers and fills out of this group get links (row_end_links)
        if deal != 1:
            raise c.err(f"{name}.access", "row-end access needs a group of single cards")
        c.row_end_groups[name] = access == "line-ends"
        access = "top"
    build = build_of(c, name)
    c.get(f"{name}.shape", "", required=False)  # layout: recorded for provenance only
    c.present.add(name)
    return PileGroup(name, role, piles=piles, deal=deal, access=access, build=build,  # type: ignore[arg-type]  # access: an Access value
                     cards=cards_of(c, name), lock_at=LOCKS.get(str(c.get(f"{name}.build"))),
                     key=c.key(name))


def cards_of(c: SlotReader, name: str) -> CardPattern | None:
    """The one card pattern a group holds (``<group>.cards``), or None for any card."""
    if f"{name}.cards" not in c.r.slots:  # older vocabularies have no such slot
        return None
    value = c.get(f"{name}.cards", (), required=False)
    if not value:
        return None
    if len(value) != 1:
        raise c.err(f"{name}.cards", "the engine takes one card pattern per group")
    n, rank, suit = parse_card_pattern(str(value[0]))
    if n is not None:
        raise c.err(f"{name}.cards", "a count makes no sense for the cards a group holds")
    return CardPattern(None if rank == "*" else (RANK_OF_TEXT[rank],), SUITS_OF_LETTER[suit])


def build_of(c: SlotReader, name: str) -> Build:
    """The Build of a reserve or tableau group; several ways of building add up."""
    value = c.get(f"{name}.build")
    ways = set(value) if isinstance(value, tuple) else {value}
    if len(ways) == 1 and next(iter(ways)) in BUILDS:
        return BUILDS[next(iter(ways))]
    if ways == {"up-or-down-in-suit"}:
        return Build("up-or-down", "same-suit")
    if ways == {"up-or-down-in-suit", "foundation-order"}:
        return Build("up-or-down", "same-suit", sequence=foundation_order(c, f"{name}.build"),
                     or_sequence_order=True)
    raise c.err(f"{name}.build", f"building {value!r} is not supported by the compiler yet")


def foundation_order(c: SlotReader, slot: str) -> tuple[int, ...]:
    """The rank order of the (first) foundation sequence."""
    seqs = c.get("foundation.sequence", (), required=False)
    if not seqs:
        raise c.err(slot, "building in the foundations' order needs foundation.sequence")
    return tuple(RANK_OF_TEXT[x] for x in seqs[0].split("-"))


def one_group(c: SlotReader, role: str, slot: str) -> str:
    names = [g for g in c.game.groups_with_role(role) if g in c.present]
    if len(names) != 1:
        raise c.err(slot, f"needs exactly one {role} group, found {names}")
    return names[0]


def row_below(c: SlotReader, name: str, slot: str) -> str:
    """The next group of the same role in the game's order (row 1, row 2 ... of a tableau)."""
    role = c.game.group_roles[name]
    rows = list(c.game.groups_with_role(role))
    i = rows.index(name)
    if i + 1 >= len(rows) or rows[i + 1] not in c.present:
        raise c.err(slot, f"{name!r} has no row below it")
    return rows[i + 1]


def row_end_links(c: SlotReader, reserve: str, ring: str, slot: str, columns: bool = True
                  ) -> tuple[tuple[int, int], ...]:
    """(reserve pile, ring pile) pairs: the piles of ``ring`` at the ends of each line of
    ``reserve`` (an R x C block of single cards, rows first).

    The ring has 2R + 2C piles, numbered: the C above the first row, then the left and
    right ends of each row in turn, then the C below the last row.  With ``columns`` a line
    is a row or a column: a pile above or below column c is an end of that column, so each
    reserve card reaches four ring piles (Cadogan's note on The Besieged City: the four of
    clubs "could only be placed on cards at A, B, C, or D").  Without, the piles above the
    first row and below the last lie along that row's side and belong to it ("по концамъ или
    сторонамъ той линіи" read as rows only).
    """
    shape = str(c.get(f"{reserve}.shape"))
    try:
        rows, cols = (int(x) for x in shape.split("x"))
    except ValueError:
        raise c.err(f"{reserve}.shape", f"row ends need a rows x columns shape, not {shape!r}") from None
    ring_piles = c.get(f"{ring}.count")
    if rows * cols != c.get(f"{reserve}.count") or ring_piles != 2 * rows + 2 * cols:
        raise c.err(f"{ring}.count", f"{ring_piles} piles do not lie round {rows} rows of {cols}")
    row = [tuple(r * cols + k for k in range(cols)) for r in range(rows)]
    column = [tuple(r * cols + k for r in range(rows)) for k in range(cols)]
    ends = [column[k] if columns else row[0] for k in range(cols)]
    for r in range(rows):
        ends += [row[r], row[r]]
    ends += [column[k] if columns else row[rows - 1] for k in range(cols)]
    return tuple((p, k) for k, members in enumerate(ends) for p in members)
