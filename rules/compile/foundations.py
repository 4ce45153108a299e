"""Compiling the foundations: one pile group per base (a rank, a pair, or a rank the player
chooses), and the rank sequence each is built in.
"""

from __future__ import annotations

from rules.cards import RANK_OF_TEXT, RANK_TEXT, SUITS_OF_LETTER
from rules.compile.slots import SlotReader, rank_word
from rules.engine.spec import Base, Build, PileGroup, SetupChoice
from rules.vocabulary import parse_card_pattern

#: Base rank letters that stand for a rank the player chooses, and the group they name.
CHOSEN_RANKS = {"X": "first", "Y": "second"}

def sequence_for(c: SlotReader, top_rank: str, below: tuple[int, ...]) -> tuple[int, ...]:
    seqs = c.get("foundation.sequence", (), required=False)
    for s in seqs:
        ranks = s.split("-")
        if ranks[0] == top_rank:
            return below + tuple(RANK_OF_TEXT[x] for x in ranks)
    step = c.get("foundation.step", 0, required=False)
    if not step:
        raise c.err("foundation.sequence", f"no sequence starts from {top_rank} and no step is given")
    start = RANK_OF_TEXT[top_rank]
    return below + tuple((start - 1 + step * i) % 13 + 1 for i in range(13))


def foundation_groups(c: SlotReader, name: str) -> list[tuple[PileGroup, SetupChoice | None]]:
    bases = c.get(f"{name}.base")
    count = c.get(f"{name}.count")
    if not bases or count % len(bases):
        raise c.err(f"{name}.count", f"{count} foundations do not divide among bases {bases}")
    piles = count // len(bases)
    timing = c.get(f"{name}.base.timing")
    if timing not in ("before-deal", "as-available"):
        raise c.err(f"{name}.base.timing", f"{timing!r} is not supported")
    suit_rule = {"same-suit": "same-suit", "any": "any-suit"}[c.get(f"{name}.suit")]
    out: list[tuple[PileGroup, SetupChoice | None]] = []
    for pattern in bases:
        parts = pattern.split("+")
        _, top, suit = parse_card_pattern(parts[0])
        suits = SUITS_OF_LETTER[suit] or (0, 1, 2, 3)
        pile_suits = tuple(suits[i % len(suits)] for i in range(piles))
        if len(parts) == 2:  # a pair starts the pile: bottom card, then the top one
            _, bottom, _ = parse_card_pattern(parts[1])
            label = rank_word(top) if len(bases) > 1 else ""
            seq = sequence_for(c, top, (RANK_OF_TEXT[bottom],))
            base = Base(ranks=(), suits=pile_suits, timing="as-available")
        elif top in CHOSEN_RANKS:
            label = CHOSEN_RANKS[top]
            seq, base = (), None
        else:
            label = rank_word(top) if len(bases) > 1 else ""
            seq = sequence_for(c, top, ())
            base = Base(ranks=(RANK_OF_TEXT[top],), suits=pile_suits, timing=timing)
        gname = f"foundations-{label}" if label else "foundations"
        c.foundation_suits[gname] = pile_suits
        key = c.key("f" if not c.found_names else "fghijk"[len(c.found_names)])
        c.found_names.append(gname)

        def group(rank_seq: tuple[int, ...], b: Base, gname: str = gname, key: str = key) -> PileGroup:
            return PileGroup(gname, "foundation", piles=piles, access="none", key=key, base=b,
                             build=Build("sequence", suit_rule, sequence=rank_seq))  # type: ignore[arg-type]  # suit_rule: a SuitRule read from a table

        if base is not None:
            out.append((group(seq, base), None))
            continue
        variants = tuple(
            group(sequence_for(c, RANK_TEXT[r - 1], ()), Base(ranks=(r,), suits=pile_suits, timing=timing))
            for r in range(1, 14)
        )
        when = "before-deal" if timing == "before-deal" else "after-deal"
        choice = SetupChoice(f"base-{label}", "replace-group", (gname,), RANK_TEXT, variants=variants,
                             when=when)  # type: ignore[arg-type]  # when: one of the two ChoiceWhen values
        out.append((variants[0], choice))
    return out
