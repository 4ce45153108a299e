"""Worked examples of engine specs, written by hand: they document the model and serve the
doctests and engine tests; the product specs come from :mod:`rules.compile`.

>>> queens_audience_example().group("antechamber").piles
16
"""

from __future__ import annotations

from dataclasses import replace

from rules.engine.spec import (ACE, JACK, KING, QUEEN, Base, BaseTiming, Build, CardPattern, Deck, Fill,
                               FillSource, PairMove, PileGroup, SetupChoice, Spec, StockRule,
                               Transfer)


def by_twos(start: int) -> tuple[int, ...]:
    """The 13 ranks from ``start`` going up by two round the cycle.

    >>> by_twos(1)
    (1, 3, 5, 7, 9, 11, 13, 2, 4, 6, 8, 10, 12)
    """
    return tuple((start - 1 + 2 * i) % 13 + 1 for i in range(13))


def queens_audience_example() -> Spec:
    """Queen's Audience as Dick (1883) gives it, default readings."""
    return Spec(
        deck=Deck(packs=1),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("waste", "waste", key="w"),
            PileGroup("antechamber", "reserve", piles=16, deal=1, key="a",
                      fill=Fill((FillSource("waste"), FillSource("stock")))),
            PileGroup("foundations", "foundation", piles=4, access="none", key="f",
                      base=Base(ranks=(), suits=(0, 1, 2, 3)),
                      build=Build("sequence", "same-suit", sequence=(1, 11, 10, 9, 8, 7, 6, 5,
                                                                    4, 3, 2))),
            PileGroup("chamber", "discard", access="none", key="c"),
        ),
        transfers=(Transfer("antechamber", "foundations"), Transfer("waste", "foundations")),
        pairs=(
            PairMove("king-queen", CardPattern((KING,)), CardPattern((QUEEN,)), "same-suit",
                     to="chamber", sources=("antechamber", "waste")),
            PairMove("jack-ace", CardPattern((ACE,)), CardPattern((JACK,)), "same-suit",
                     to="foundations", sources=("antechamber", "waste")),
        ),
        stock=StockRule(to="waste", count=1, redeals=0),
        win=("foundations", "chamber"),
        name="queens-audience/example",
    )


def royal_cotillion_example(bases_before_deal: bool = True) -> Spec:
    """Royal Cotillion: seed 001's reading (bases set out before the deal) or PySolFC's."""
    timing: BaseTiming = "before-deal" if bases_before_deal else "as-available"
    foundations = tuple(
        PileGroup(f"foundations-{b}", "foundation", piles=4, access="none", key=k,
                  base=Base(ranks=(start,), suits=(0, 1, 2, 3), timing=timing),
                  build=Build("sequence", "same-suit", sequence=by_twos(start)))
        for b, k, start in (("ace", "f", 1), ("two", "g", 2))
    )
    return Spec(
        deck=Deck(packs=2),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("waste", "waste", key="w"),
            *foundations,
            PileGroup("ladies", "reserve", piles=4, deal=3, key="d"),
            PileGroup("lords", "reserve", piles=16, deal=1, key="l",
                      fill=Fill((FillSource("waste"), FillSource("stock")))),
        ),
        transfers=tuple(Transfer(src, f.name) for f in foundations
                        for src in ("ladies", "lords", "waste")),
        stock=StockRule(to="waste", count=1, redeals=0),
        win=("foundations-ace", "foundations-two"),
        name="royal-cotillion/example",
    )


def odd_and_even_example() -> Spec:
    """Odd and Even: 9-card reserve, bases played as they turn up, one redeal."""
    rc = royal_cotillion_example(bases_before_deal=False)
    reserve = PileGroup("reserve", "reserve", piles=9, deal=1, key="r",
                        fill=Fill((FillSource("waste"), FillSource("stock"))))
    groups = tuple(g for g in rc.groups if g.name not in ("ladies", "lords")) + (reserve,)
    founds = ("foundations-ace", "foundations-two")
    return replace(
        rc, groups=groups,
        transfers=tuple(Transfer(src, f) for f in founds for src in ("reserve", "waste")),
        stock=StockRule(to="waste", count=1, redeals=1), name="odd-and-even/example")


def gavotte_example() -> Spec:
    """Gavotte: Royal Cotillion with set-up choices (which 16 become the lords, the ladies'
    arrangement, the two foundation starting ranks)."""
    rc = royal_cotillion_example(bases_before_deal=False)

    def foundation(name: str, key: str, start: int) -> PileGroup:
        return PileGroup(name, "foundation", piles=4, access="none", key=key,
                         base=Base(ranks=(start,), suits=(0, 1, 2, 3)),
                         build=Build("sequence", "same-suit", sequence=by_twos(start)))

    ladies = PileGroup("ladies", "reserve", piles=4, deal=4, key="d")
    groups = []
    for g in rc.groups:
        groups.append(ladies if g.name == "ladies" else g)
    rank_names = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    setup = (
        SetupChoice("lords", "swap-deal", ("lords", "ladies"), ("lords", "ladies")),
        SetupChoice("ladies", "replace-group", ("ladies",), ("columns", "grid"),
                    variants=(ladies, replace(ladies, access="bottom"))),
        *(SetupChoice(f"base-{i}", "replace-group", (name,), rank_names,
                      variants=tuple(foundation(name, key, r) for r in range(1, 14)))
          for i, (name, key) in enumerate((("foundations-ace", "f"), ("foundations-two", "g")),
                                          start=1)),
    )
    return replace(rc, groups=tuple(groups), setup=setup, name="gavotte/example")
