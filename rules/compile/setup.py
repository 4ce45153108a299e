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
    out: list[SetupChoice] = []
    for choice in c.get("setup.choice"):
        if choice == "lords-group":
            out.append(SetupChoice("lords", "swap-deal", ("lords", "ladies"), ("lords", "ladies")))
        elif choice == "ladies-access":
            rs = c.slot("ladies.access")
            options = rs.options if rs is not None and rs.options else ()
            ladies = groups["ladies"]
            variants = tuple(replace(ladies, access=group_access(str(o), ladies.deal)) for o in options)
            if len(set(variants)) <= 1:
                continue  # arrangements that free the same cards: layout, not play (§1)
            names = tuple({"top": "columns", "bottom": "grid"}.get(str(o), str(o)) for o in options)
            out.append(SetupChoice("ladies", "replace-group", ("ladies",), names, variants=variants))
        elif choice == "foundation-ranks":
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
