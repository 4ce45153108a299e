"""Compile a resolved ruleset into the engine's :class:`~rules.engine.spec.Spec`.

The mapping from vocabulary values to spec fields is docs/ENGINE.md §1.2a.  Layout-only slots
(``layout.*``, ``G.shape``, which card of a discarded pair lies on top, how many pairs the
chamber shows) never reach the spec, so rulesets that differ only in them compile to equal specs.
Every spec element records the slots and claims it came from (``Spec.provenance``); the claims
are quoted by their ids wherever they are shown (``comparer.words``).

The claims come from the caller (``comparer.specs.spec_for`` passes the corpus's): the rules
package reads no texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rules.cards import RANK_OF_TEXT, RANK_TEXT, SUITS_OF_LETTER
from rules.claims import Claim
from rules.compile.foundations import foundation_groups
from rules.compile.groups import dealt_group, waste, with_fill
from rules.compile.moves import pair_moves, transfers
from rules.compile.setup import setup_choices, stock_rule
from rules.compile.slots import CompileError, SlotReader
from rules.engine.spec import CardPattern, Deck, PileGroup, SetupChoice, Spec
from rules.errors import SpecError
from rules.resolve.resolution import Resolved, resolve
from rules.resolve.ruleset import load
from rules.vocabulary import Vocabulary, load_vocabulary, parse_card_pattern

__all__ = ["CompileError", "compile_resolved", "spec_for"]


def deck_of(c: SlotReader) -> Deck:
    packs = c.get("deck.packs")
    if c.get("deck.pack-size") != 52:
        raise c.err("deck.pack-size", "the engine plays full 52-card packs only")
    counts: dict[tuple[int, int], int] = {}
    for slot in ("deck.removed", "deck.decorative"):
        for item in c.get(slot, ()):
            pattern = str(item).split(":")[0]
            if "+" in pattern:
                raise c.err(slot, f"a pair pattern {item!r} cannot be removed")
            n, rank_text, suit_letter = parse_card_pattern(pattern)
            ranks = tuple(range(1, 14)) if rank_text == "*" else (RANK_OF_TEXT[rank_text],)
            suits = SUITS_OF_LETTER[suit_letter] or (0, 1, 2, 3)
            cards = [(r, s) for r in ranks for s in suits]
            each = packs if n is None else n // len(cards)
            if n is not None and n % len(cards):
                raise c.err(slot, f"{item!r}: {n} cards do not spread evenly over {len(cards)} kinds")
            for key in cards:
                counts[key] = counts.get(key, 0) + each
    by_rank: dict[int, list[int]] = {}
    for (rank, suit), n in sorted(counts.items()):
        if n != packs:
            raise c.err("deck.removed", f"{n} of the {packs} copies of {RANK_TEXT[rank - 1]}"
                           f"{'CDHS'[suit]}: the spec removes every copy of a card or none")
        by_rank.setdefault(rank, []).append(suit)
    # canonical: one pattern per rank, in rank order (equal decks give equal specs)
    removed = tuple(CardPattern((rank,), None if len(suits) == 4 else tuple(suits))
                    for rank, suits in by_rank.items())
    return Deck(packs=packs, removed=removed)


def compile_spec(c: SlotReader) -> Spec:
    deck = deck_of(c)
    groups: dict[str, PileGroup] = {}
    dealt: list[str] = []
    discards: list[str] = []
    base_choices: list[SetupChoice] = []
    pair_targets = {str(p).rpartition(":")[2] for p in c.get("pair.moves", ())}
    for g in c.game.groups:
        if g.role == "stock":
            fed = "stock" in c.get("foundation.fed-from", (), required=False)
            groups[g.id] = PileGroup(g.id, "stock", access="top" if fed else "none",
                                     key=c.key(g.id))
        elif g.role == "waste":
            wg = waste(c, g.id)
            if wg is not None:
                groups[g.id] = wg
        elif g.role in ("reserve", "tableau"):
            pg = dealt_group(c, g.id, g.role)
            if pg is not None:
                groups[g.id] = pg
                dealt.append(g.id)
        elif g.role == "foundation":
            for pg, choice in foundation_groups(c, g.id):
                groups[pg.name] = pg
                if choice is not None:
                    base_choices.append(choice)
        elif g.role == "discard":
            c.get(f"{g.id}.count", 0, required=False)
            if not pair_targets & {g.id, "discard"}:
                continue  # decorative cards only: they are removed from the deck (layout)
            c.present.add(g.id)
            discards.append(g.id)
            groups[g.id] = PileGroup(g.id, "discard", access="none", key=c.key(g.id))
    for name in dealt:  # gaps: after every group exists, so fills can name them
        groups[name] = with_fill(c, groups[name])
    playing = [n for n in dealt if groups[n].access != "none"] + [
        n for n, g in groups.items() if g.role == "waste"]
    win_kind = c.get("end.win")
    win = tuple(c.found_names) + (tuple(discards) if win_kind == "all-to-chamber" else ())
    c.get("end.loss")
    spec = Spec(
        deck=deck,
        groups=tuple(groups.values()),
        transfers=transfers(c, dealt),
        pairs=pair_moves(c, playing),
        stock=stock_rule(c),
        setup=setup_choices(c, groups, base_choices),
        win=win,
        loss=("no-moves",),
        name=c.r.ruleset.id + (f" [{'+'.join(c.r.readings)}]" if c.r.readings else ""),
    )
    spec = replace(spec, provenance=tuple(sorted(c.provenance.items())))
    problems = spec.validate()
    if problems:
        raise CompileError(f"{c.r.ruleset.id}: the compiled spec is inconsistent: {'; '.join(problems)}")
    return spec

def compile_resolved(resolved: Resolved, vocab: Vocabulary | None = None) -> Spec:
    """The engine spec of a resolved ruleset (CompileError names the ruleset and slot; a spec
    whose parts do not fit together is refused naming the ruleset)."""
    try:
        return compile_spec(SlotReader(resolved, vocab or load_vocabulary()))
    except SpecError as exc:
        raise CompileError(f"{resolved.ruleset.id}: its rules make no playable game: {exc}") from None


def spec_for(name: str, claims: Sequence[Claim], reading: str | None = None, *,
             allow_inert: bool = False) -> Spec:
    """Resolve the ruleset ``name`` against ``claims`` under ``reading`` and compile it.

    A named reading that changes nothing in this ruleset is refused (RulesetError, see
    ``rules.compile.readings``) unless ``allow_inert``.
    """
    if reading and not allow_inert:
        from rules.compile.readings import refuse_inert

        refuse_inert(name, reading, lambda n, r: compile_resolved(resolve(load(n), claims, r)))
    return compile_resolved(resolve(load(name), claims, reading))
