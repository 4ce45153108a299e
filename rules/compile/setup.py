"""Compiling the stock's rule and the set-up choices a player makes before or after the deal.
"""

from __future__ import annotations

from dataclasses import replace

from rules.compile.slots import SlotReader
from rules.engine.spec import Access, PileGroup, SetupChoice, StockRule

def stock_rule(c: SlotReader) -> StockRule:
    deal = c.get("stock.deal")
    redeals = c.get("stock.redeals")
    if redeals == "unlimited":
        raise c.err("stock.redeals", "unlimited redeals are not supported by the engine")
    split = {"none": "none", "by-colour": "colour"}[c.get("waste.split", "none", required=False)]
    return StockRule(to="waste" if deal == "one-to-waste" else None, count=1, redeals=redeals,
                     when=c.get("stock.deal.timing"), split=split)  # type: ignore[arg-type]  # vocabulary enum values


def setup_choices(c: SlotReader, groups: dict[str, PileGroup], base_choices: list[SetupChoice]) -> tuple[SetupChoice, ...]:
    """The set-up choices of ``setup.choice``, as the vocabulary defines what each acts on."""
    out: list[SetupChoice] = []
    for choice in c.get("setup.choice"):
        d = c.v.setup_choice(choice)
        acts = d.acts if d is not None else ""
        if d is not None and acts == "swap-deal":
            out.append(SetupChoice(d.groups[0], "swap-deal", d.groups, d.groups))
        elif d is not None and acts == "group-access":
            name = d.groups[0]
            rs = c.slot(d.slot)
            options = rs.options if rs is not None and rs.options else ()
            group = groups[name]
            variants = tuple(replace(group, access=group_access(str(o), group.deal)) for o in options)
            if len(set(variants)) <= 1:
                continue  # arrangements that free the same cards: layout, not play (§1)
            shown = dict(d.option_names)
            names = tuple(shown.get(str(o), str(o)) for o in options)
            out.append(SetupChoice(name, "replace-group", (name,), names, variants=variants))
        elif acts == "foundation-bases":
            out.extend(base_choices)
        else:
            raise c.err("setup.choice", f"{choice!r} is not supported by the compiler yet")
    before = [c for c in out if c.when == "before-deal"]
    return tuple(before + [c for c in out if c.when != "before-deal"])


def group_access(value: str, deal: int) -> Access:
    """A group's access as the engine takes it: ``all`` of single cards is ``top``."""
    if value == "all":
        return "top" if deal == 1 else "all"
    if value in ("top", "bottom", "none"):
        return value  # type: ignore[return-value]  # narrowed by the test above
    raise ValueError(f"not an access: {value!r}")
