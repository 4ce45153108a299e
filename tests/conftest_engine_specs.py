"""Engine test specs: the worked examples of rules.engine.spec, their readings, and sketches of the
tableau families that exercise engine features (tableau building, forced fills, packets).

These are fixtures, not the product: product specs are the rulesets compiled with the corpus's
claims (:func:`product_spec`); tests over every spec take both.
"""

from __future__ import annotations

from dataclasses import replace

from rules.engine.examples import (gavotte_example, odd_and_even_example, queens_audience_example,
                                   royal_cotillion_example)
from rules.engine.spec import (ACE, Base, Build, CardPattern, Deck, Fill, FillSource, PileGroup,
                               Spec, StockRule, Transfer)


def _qa_reading(fill_choice: str = "first-available", waste_access: str = "top",
                passes: int = 1, deal_when: str = "any-time") -> Spec:
    qa = queens_audience_example()
    groups = []
    for g in qa.groups:
        if g.name == "antechamber":
            g = replace(g, fill=replace(g.fill, choice=fill_choice))
        elif g.name == "waste":
            g = replace(g, access=waste_access)
        groups.append(g)
    return replace(qa, groups=tuple(groups),
                   stock=replace(qa.stock, redeals=passes - 1, when=deal_when))


def british_constitution_sketch(sequences: bool = False) -> Spec:
    """Morehead & Mott-Smith's British Constitution as an engine test (a sketch)."""
    rows = ("privy-council", "commons", "lords", "people")
    keys = ("p", "h", "l", "e")
    groups = [
        PileGroup("stock", "stock", access="none", key="s"),
        PileGroup("foundations", "foundation", piles=8, access="none", key="f",
                  base=Base(ranks=(ACE,), suits=(0, 0, 1, 1, 2, 2, 3, 3), timing="before-deal"),
                  build=Build("sequence", "same-suit", sequence=tuple(range(1, 12)))),
    ]
    for i, (name, key) in enumerate(zip(rows, keys)):
        source = FillSource(rows[i + 1]) if i < 3 else FillSource("stock")
        groups.append(PileGroup(
            name, "tableau", piles=8, deal=1, key=key,
            build=Build("down", "alternate-colour") if i == 0 else Build(),
            fill=Fill((source,), timing="immediate", choice="first-available")))
    unit = "sequence" if sequences else "one-card"
    return Spec(
        deck=Deck(packs=2, removed=(CardPattern(ranks=(12, 13)),)),
        groups=tuple(groups),
        transfers=(Transfer("privy-council", "foundations"),
                   Transfer("privy-council", "privy-council", unit=unit),
                   Transfer("commons", "privy-council")),
        stock=StockRule(to=None),
        win=("foundations",),
        name="british-constitution/sketch" + ("-sequences" if sequences else ""),
    )


def flower_garden_sketch(sequences: bool = False) -> Spec:
    """Flower Garden (Le Parterre's reconstruction) as an engine test (a sketch)."""
    unit = "sequence" if sequences else "one-card"
    return Spec(
        deck=Deck(packs=1),
        groups=(
            PileGroup("stock", "stock", access="none", key="s"),
            PileGroup("foundations", "foundation", piles=4, access="none", key="f",
                      base=Base(ranks=(ACE,), suits=(0, 1, 2, 3)),
                      build=Build("sequence", "same-suit", sequence=tuple(range(1, 14)))),
            PileGroup("garden", "tableau", piles=6, deal=6, key="g",
                      build=Build("down", "any-suit"), base=Base(ranks=None)),
            PileGroup("bouquet", "reserve", piles=16, deal=1, key="b"),
        ),
        transfers=(Transfer("garden", "foundations"), Transfer("bouquet", "foundations"),
                   Transfer("bouquet", "garden"), Transfer("garden", "garden", unit=unit)),
        stock=StockRule(to=None),
        win=("foundations",),
        name="flower-garden/sketch" + ("-sequences" if sequences else ""),
    )


def besieged_city_sketch() -> Spec:
    """The Besieged City as an engine test (a sketch): row-end links, building up or
    down or in foundation order, packets, 26-card foundations."""
    order = (1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7, 7, 8, 6, 9, 5, 10, 4, 11, 3, 12, 2, 13, 1)
    rows = [f"row-{r}" for r in range(1, 5)]
    # rampart piles 0-3 lie at the left ends of rows 1-4, 4-7 at the right ends; 8-13 above
    # and below the reserve (filled from rows 1 and 4)
    def ends(r: int) -> tuple[tuple[int, int], ...]:
        links = [(i, r) for i in range(3)] + [(i, 4 + r) for i in range(3)]
        if r == 0:
            links += [(i, 8 + j) for i in range(3) for j in range(3)]
        if r == 3:
            links += [(i, 11 + j) for i in range(3) for j in range(3)]
        return tuple(links)

    groups = [
        PileGroup("stock", "stock", access="none", key="s"),
        PileGroup("waste", "waste", key="w"),
        PileGroup("foundations", "foundation", piles=4, access="none", key="f",
                  base=Base(ranks=(ACE,), suits=(0, 1, 2, 3), timing="before-deal"),
                  build=Build("sequence", "same-suit", sequence=order)),
        PileGroup("rampart", "tableau", piles=14, deal=1, key="r",
                  build=Build("up-or-down", "same-suit", sequence=order[:13],
                              or_sequence_order=True),
                  fill=Fill(tuple(FillSource(rows[r], links=ends(r)) for r in range(4)),
                            timing="immediate", choice="any-source")),
        *(PileGroup(rows[r], "reserve", piles=3, deal=1, key=f"q{r + 1}",
                    fill=Fill((FillSource("waste"), FillSource("stock"))))
          for r in range(4)),
    ]
    return Spec(
        deck=Deck(packs=2),
        groups=tuple(groups),
        transfers=(Transfer("rampart", "foundations"), Transfer("waste", "foundations"),
                   Transfer("rampart", "rampart", unit="sequence"),
                   *(Transfer(rows[r], "rampart", links=ends(r)) for r in range(4))),
        stock=StockRule(to="waste"),
        win=("foundations",),
        name="besieged-city/sketch",
    )


#: name -> spec builder, for parametrised tests.
SPECS = {
    "queens-audience": lambda: _qa_reading(),
    "queens-audience+any-source": lambda: _qa_reading(fill_choice="any-source"),
    "queens-audience+waste-all": lambda: _qa_reading(waste_access="all"),
    "queens-audience+3-passes": lambda: _qa_reading(passes=3),
    "queens-audience+standstill": lambda: _qa_reading(deal_when="standstill"),
    "royal-cotillion": lambda: royal_cotillion_example(True),
    "royal-cotillion+as-available": lambda: royal_cotillion_example(False),
    "gavotte": gavotte_example,
    "odd-and-even": odd_and_even_example,
    "british-constitution-sketch": lambda: british_constitution_sketch(False),
    "british-constitution-sketch+sequences": lambda: british_constitution_sketch(True),
    "besieged-city-sketch": besieged_city_sketch,
    "flower-garden-sketch": lambda: flower_garden_sketch(False),
    "flower-garden-sketch+sequences": lambda: flower_garden_sketch(True),
}

#: Families whose moves never repeat a position (every move is irreversible).
ACYCLIC = {n for n in SPECS if not n.startswith(("british", "flower", "besieged"))}


def product_spec(name: str) -> Spec:
    """The compiled spec of ruleset ``name`` under its default readings, with the corpus's
    claims; a ruleset that does not compile raises (the test that asked fails, naming it)."""
    from comparer.specs import spec_for

    return spec_for(name)


def product_names() -> list[str]:
    """Every ruleset id (rules/rulesets/)."""
    from rules.resolve.ruleset import list_rulesets

    return list_rulesets()
