"""Compile a resolved ruleset into the engine's :class:`~rules.spec.Spec`.

The mapping from vocabulary values to spec fields is docs/ENGINE.md §1.2a.  Layout-only slots
(``layout.*``, ``G.shape``, which card of a discarded pair lies on top, how many pairs the
chamber shows) never reach the spec, so rulesets that differ only in them compile to equal specs.
Every spec element records the slots and claims it came from (``Spec.provenance``) and a
citation for each claim (``Spec.citations``).

>>> spec = spec_for("queens-audience/dick-1883")
>>> spec.group("antechamber").piles, spec.stock.redeals
(16, 0)
>>> spec == spec_for("queens-audience/coops-1939")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from rules.claims import Claim
from rules.errors import RulesetError
from rules.resolve.resolution import Resolved, ResolvedSlot, resolve
from rules.resolve.ruleset import EDITOR, load
from rules.engine.spec import (NEVER_FILLED, NO_BUILD, Base, Build, CardPattern, Deck, Fill,
                               FillSource, PairMove, PileGroup, SetupChoice, Spec, StockRule,
                               Transfer)
from rules.vocabulary import RANKS, Vocabulary, load_vocabulary, parse_card_pattern

__all__ = ["CompileError", "compile_resolved", "spec_for", "citation"]

RANK_OF = {name: i + 1 for i, name in enumerate(RANKS)}
RANK_WORDS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king")
SUIT_OF = {"C": (0,), "D": (1,), "H": (2,), "S": (3,), "R": (1, 2), "B": (0, 3), "*": None}
CHOSEN_RANKS = {"X": "first", "Y": "second"}
#: Notation keys by group name (others: first free letter of the name).
KEYS = {"stock": "s", "waste": "w", "antechamber": "a", "chamber": "c", "ladies": "d", "lords": "l",
        "reserve": "r", "discard": "x",
        # British Constitution rows 1-4, Besieged City, Indian Empress, Parterre
        "privy-council": "p", "house-of-lords": "l", "house-of-commons": "c", "people": "e",
        "rampart": "t", "army": "a", "navy": "n", "garden": "g", "bouquet": "b"}
BUILDS = {
    "none": NO_BUILD,
    "down-alternate-colour": Build("down", "alternate-colour"),
    "down-any-suit": Build("down", "any-suit"),
}


class CompileError(RulesetError):
    """A resolved ruleset that the engine spec cannot express (names ruleset and slot)."""


class _Compiler:
    def __init__(self, resolved: Resolved, vocab: Vocabulary) -> None:
        self.r = resolved
        self.v = vocab
        self.game = vocab.game(resolved.ruleset.game)
        self.provenance: dict[str, tuple[str, ...]] = {}
        self.claims: dict[str, Claim] = {}
        self.keys: set[str] = set()
        self.present: set[str] = set()  # vocabulary groups that exist in the spec
        self.foundations: list[PileGroup] = []
        self.found_names: list[str] = []
        self.row_end_groups: set[str] = set()  # groups whose cards go only to their row's ends
        self.foundation_suits: dict[str, tuple[int, ...]] = {}

    # -- access to slots ---------------------------------------------------------------------

    def err(self, slot: str, msg: str) -> CompileError:
        return CompileError(f"{self.r.ruleset.id}: slot {slot!r}: {msg}")

    def slot(self, slot: str) -> ResolvedSlot | None:
        return self.r.slots.get(slot)

    def get(self, slot: str, default: Any = None, required: bool = True) -> Any:
        rs = self.slot(slot)
        if rs is None or rs.value is None:
            if required and default is None:
                raise self.err(slot, "has no value")
            return default
        self.provenance[slot] = rs.claim_ids
        for c in rs.root.claims:
            self.claims[c.id] = c
        return rs.value

    def key(self, name: str) -> str:
        k = KEYS.get(name) or next((ch for ch in name if ch.isalpha() and ch not in self.keys), name)
        while k in self.keys:
            k = k + "'"
        self.keys.add(k)
        return k

    # -- groups ------------------------------------------------------------------------------

    def deck(self) -> Deck:
        packs = self.get("deck.packs")
        if self.get("deck.pack-size") != 52:
            raise self.err("deck.pack-size", "the engine plays full 52-card packs only")
        counts: dict[tuple[int, int], int] = {}
        for slot in ("deck.removed", "deck.decorative"):
            for item in self.get(slot, ()):
                pattern = str(item).split(":")[0]
                if "+" in pattern:
                    raise self.err(slot, f"a pair pattern {item!r} cannot be removed")
                n, rank, suit = parse_card_pattern(pattern)
                ranks = tuple(range(1, 14)) if rank == "*" else (RANK_OF[rank],)
                suits = SUIT_OF[suit] or (0, 1, 2, 3)
                cards = [(r, s) for r in ranks for s in suits]
                each = packs if n is None else n // len(cards)
                if n is not None and n % len(cards):
                    raise self.err(slot, f"{item!r}: {n} cards do not spread evenly over {len(cards)} kinds")
                for key in cards:
                    counts[key] = counts.get(key, 0) + each
        by_rank: dict[int, list[int]] = {}
        for (rank, suit), n in sorted(counts.items()):
            if n != packs:
                raise self.err("deck.removed", f"{n} of the {packs} copies of {RANKS[rank - 1]}"
                               f"{'CDHS'[suit]}: the spec removes every copy of a card or none")
            by_rank.setdefault(rank, []).append(suit)
        # canonical: one pattern per rank, in rank order (equal decks give equal specs)
        removed = tuple(CardPattern((rank,), None if len(suits) == 4 else tuple(suits))
                        for rank, suits in by_rank.items())
        return Deck(packs=packs, removed=removed)

    def waste(self, name: str) -> PileGroup | None:
        if self.get(f"{name}.count") == 0:
            return None  # no waste in this game (stock cards go only into gaps)
        access = self.get(f"{name}.access")
        if access not in ("top", "all"):
            raise self.err(f"{name}.access", f"a waste is 'top' or 'all', not {access!r}")
        split = self.get(f"{name}.split", "none", required=False)
        piles = self.get(f"{name}.count")
        if split == "none" and piles != 1:
            raise self.err(f"{name}.count", "several waste piles need waste.split")
        return PileGroup(name, "waste", piles=piles, access=access, key=self.key(name))

    def fill(self, name: str) -> Fill:
        sources = self.get(f"{name}.fill")
        if tuple(sources) == ("never",):
            return NEVER_FILLED
        out = []
        for src in sources:
            if src in ("row-below", "row-below:any-card"):
                # any available card of the row below (the player picks it)
                out.append(FillSource(self.row_below(name, f"{name}.fill")))
                continue
            if src == "reserve:same-row-end":
                reserve = self.one_group("reserve", f"{name}.fill")
                out.append(FillSource(reserve, links=self.row_end_links(reserve, name, f"{name}.fill")))
                continue
            if src in ("waste", "stock") or src in self.game.group_roles:
                if src in self.game.group_roles and src not in self.present and src not in ("waste", "stock"):
                    continue
                out.append(FillSource(src))
            else:
                raise self.err(f"{name}.fill", f"fill source {src!r} is not supported by the compiler yet")
        timing = self.get(f"{name}.fill.timing")
        choice = {"in-order": "first-available", "player-chooses": "any-source"}[self.get(f"{name}.fill.priority")]
        return Fill(tuple(out), timing=timing, choice=choice)  # type: ignore[arg-type]

    def with_fill(self, group: PileGroup) -> PileGroup:
        """The group with its gap rule.  Canonical form: a gap that the player may fill at will
        from groups that also build on it is an empty pile taking any card (``Base(ranks=None)``)
        reached by those groups' transfers, not a separate fill move."""
        fill = self.fill(group.name)
        building = set(self.get(f"{group.name}.build.from", (), required=False))
        if fill.timing == "player-chooses" and fill.sources and all(
                s.group in self.present and s.links is None and s.group in building
                for s in fill.sources):
            return replace(group, base=Base(ranks=None))
        return replace(group, fill=fill)

    def dealt_group(self, name: str, role: str) -> PileGroup | None:
        piles = self.get(f"{name}.count")
        size = self.get(f"{name}.size")
        if piles == 0 or size == 0:
            if piles or size:
                raise self.err(f"{name}.count", f"{piles} piles for {size} cards")
            return None
        if size % piles:
            raise self.err(f"{name}.size", f"{size} cards do not deal evenly to {piles} piles")
        deal = size // piles
        access = self.get(f"{name}.access")
        if access == "all":
            access = "top" if deal == 1 else "all"
        elif access == "row-ends":
            # every card is available, but only to the piles at the ends of its own row: the
            # transfers and fills out of this group get links (row_end_links)
            if deal != 1:
                raise self.err(f"{name}.access", "row-end access needs a group of single cards")
            self.row_end_groups.add(name)
            access = "top"
        build = self.build(name)
        self.get(f"{name}.shape", "", required=False)  # layout: recorded for provenance only
        self.present.add(name)
        return PileGroup(name, role, piles=piles, deal=deal, access=access, build=build,  # type: ignore[arg-type]
                         cards=self.cards(name), key=self.key(name))

    def cards(self, name: str) -> CardPattern | None:
        """The one card pattern a group holds (``<group>.cards``), or None for any card."""
        if f"{name}.cards" not in self.r.slots:  # older vocabularies have no such slot
            return None
        value = self.get(f"{name}.cards", (), required=False)
        if not value:
            return None
        if len(value) != 1:
            raise self.err(f"{name}.cards", "the engine takes one card pattern per group")
        n, rank, suit = parse_card_pattern(str(value[0]))
        if n is not None:
            raise self.err(f"{name}.cards", "a count makes no sense for the cards a group holds")
        return CardPattern(None if rank == "*" else (RANK_OF[rank],), SUIT_OF[suit])

    def build(self, name: str) -> Build:
        """The Build of a reserve or tableau group; several ways of building add up."""
        value = self.get(f"{name}.build")
        ways = set(value) if isinstance(value, tuple) else {value}
        if len(ways) == 1 and next(iter(ways)) in BUILDS:
            return BUILDS[next(iter(ways))]
        if ways == {"up-or-down-in-suit"}:
            return Build("up-or-down", "same-suit")
        if ways == {"up-or-down-in-suit", "foundation-order"}:
            return Build("up-or-down", "same-suit", sequence=self.foundation_order(f"{name}.build"),
                         or_sequence_order=True)
        raise self.err(f"{name}.build", f"building {value!r} is not supported by the compiler yet")

    def foundation_order(self, slot: str) -> tuple[int, ...]:
        """The rank order of the (first) foundation sequence."""
        seqs = self.get("foundation.sequence", (), required=False)
        if not seqs:
            raise self.err(slot, "building in the foundations' order needs foundation.sequence")
        return tuple(RANK_OF[x] for x in seqs[0].split("-"))

    # -- rows and row ends -------------------------------------------------------------------

    def one_group(self, role: str, slot: str) -> str:
        names = [g for g in self.game.groups_with_role(role) if g in self.present]
        if len(names) != 1:
            raise self.err(slot, f"needs exactly one {role} group, found {names}")
        return names[0]

    def row_below(self, name: str, slot: str) -> str:
        """The next group of the same role in the game's order (row 1, row 2 ... of a tableau)."""
        role = self.game.group_roles[name]
        rows = list(self.game.groups_with_role(role))
        i = rows.index(name)
        if i + 1 >= len(rows) or rows[i + 1] not in self.present:
            raise self.err(slot, f"{name!r} has no row below it")
        return rows[i + 1]

    def row_end_links(self, reserve: str, ring: str, slot: str) -> tuple[tuple[int, int], ...]:
        """(reserve pile, ring pile) pairs: each pile of ``ring`` lies at the end of one row
        of ``reserve`` (an R x C block of single cards, rows first).

        The ring has 2R + 2C piles, numbered: the C above the first row, then the left and
        right ends of each row in turn, then the C below the last row.  A pile above the first
        row or below the last lies along that row's side, so it belongs to that row ("по концамъ
        или сторонамъ той линіи"): every ring pile belongs to exactly one row.
        """
        shape = str(self.get(f"{reserve}.shape"))
        try:
            rows, cols = (int(x) for x in shape.split("x"))
        except ValueError:
            raise self.err(f"{reserve}.shape", f"row ends need a rows x columns shape, not {shape!r}") from None
        ring_piles = self.get(f"{ring}.count")
        if rows * cols != self.get(f"{reserve}.count") or ring_piles != 2 * rows + 2 * cols:
            raise self.err(f"{ring}.count", f"{ring_piles} piles do not lie round {rows} rows of {cols}")
        owner = [0] * cols
        for r in range(rows):
            owner += [r, r]
        owner += [rows - 1] * cols
        return tuple((r * cols + c, k) for k, r in enumerate(owner) for c in range(cols))

    # -- foundations ---------------------------------------------------------------------------

    def sequence_for(self, top_rank: str, below: tuple[int, ...]) -> tuple[int, ...]:
        seqs = self.get("foundation.sequence", (), required=False)
        for s in seqs:
            ranks = s.split("-")
            if ranks[0] == top_rank:
                return below + tuple(RANK_OF[x] for x in ranks)
        step = self.get("foundation.step", 0, required=False)
        if not step:
            raise self.err("foundation.sequence", f"no sequence starts from {top_rank} and no step is given")
        start = RANK_OF[top_rank]
        return below + tuple((start - 1 + step * i) % 13 + 1 for i in range(13))

    def foundation_groups(self, name: str) -> list[tuple[PileGroup, SetupChoice | None]]:
        bases = self.get(f"{name}.base")
        count = self.get(f"{name}.count")
        if not bases or count % len(bases):
            raise self.err(f"{name}.count", f"{count} foundations do not divide among bases {bases}")
        piles = count // len(bases)
        timing = self.get(f"{name}.base.timing")
        if timing not in ("before-deal", "as-available"):
            raise self.err(f"{name}.base.timing", f"{timing!r} is not supported")
        suit_rule = {"same-suit": "same-suit", "any": "any-suit"}[self.get(f"{name}.suit")]
        out = []
        for pattern in bases:
            parts = pattern.split("+")
            _, top, suit = parse_card_pattern(parts[0])
            suits = SUIT_OF[suit] or (0, 1, 2, 3)
            pile_suits = tuple(suits[i % len(suits)] for i in range(piles))
            if len(parts) == 2:  # a pair starts the pile: bottom card, then the top one
                _, bottom, _ = parse_card_pattern(parts[1])
                label = RANK_WORDS[RANK_OF[top] - 1] if len(bases) > 1 else ""
                seq = self.sequence_for(top, (RANK_OF[bottom],))
                base = Base(ranks=(), suits=pile_suits, timing="as-available")
                chosen = None
            elif top in CHOSEN_RANKS:
                label = CHOSEN_RANKS[top]
                seq, base, chosen = (), None, top
            else:
                label = RANK_WORDS[RANK_OF[top] - 1] if len(bases) > 1 else ""
                seq = self.sequence_for(top, ())
                base = Base(ranks=(RANK_OF[top],), suits=pile_suits, timing=timing)  # type: ignore[arg-type]
                chosen = None
            gname = f"foundations-{label}" if label else "foundations"
            self.foundation_suits[gname] = pile_suits
            key = self.key("f" if not self.found_names else "fghijk"[len(self.found_names)])
            self.found_names.append(gname)

            def group(rank_seq: tuple[int, ...], b: Base, gname: str = gname, key: str = key) -> PileGroup:
                return PileGroup(gname, "foundation", piles=piles, access="none", key=key, base=b,
                                 build=Build("sequence", suit_rule, sequence=rank_seq))  # type: ignore[arg-type]

            if chosen is None:
                out.append((group(seq, base), None))  # type: ignore[arg-type]
                continue
            variants = tuple(
                group(self.sequence_for(RANKS[r - 1], ()), Base(ranks=(r,), suits=pile_suits, timing=timing))  # type: ignore[arg-type]
                for r in range(1, 14)
            )
            when = "before-deal" if timing == "before-deal" else "after-deal"
            choice = SetupChoice(f"base-{label}", "replace-group", (gname,), RANKS, variants=variants,
                                 when=when)  # type: ignore[arg-type]
            out.append((variants[0], choice))
        return out

    # -- moves -------------------------------------------------------------------------------

    def pairs(self, playing: Sequence[str]) -> tuple[PairMove, ...]:
        out = []
        base_pairs = {p for p in self.get("foundation.base", ()) if "+" in p} if "foundation" in self.game.group_roles else set()
        for item in self.get("pair.moves", ()):
            pattern, _, target = item.rpartition(":")
            top_s, bottom_s = pattern.split("+")
            _, top, ts = parse_card_pattern(top_s)
            _, bottom, bs = parse_card_pattern(bottom_s)
            role = self.game.group_roles.get(target, target)
            relation = "same-suit" if ts == bs == "*" else (
                "opposite-colour" if {ts, bs} == {"R", "B"} else "any")
            if role == "foundation" and {ts, bs} == {"R", "B"}:
                out.append(self.colour_pair(item, (top, ts), (bottom, bs)))
                continue
            if role == "discard":  # which card lies on top is layout: one canonical order
                hi, lo = sorted((top, bottom), key=lambda r: -RANK_OF.get(r, 0))
                first, second, name, together = hi, lo, f"{_word(hi)}-{_word(lo)}", True
                dest = target if target in self.present else next(iter(self.game.groups_with_role("discard")))
            else:
                first, second, name = bottom, top, f"{_word(top)}-{_word(bottom)}"
                together = pattern in base_pairs
                dest = self.found_names[0] if len(self.found_names) == 1 else None
                if dest is None:
                    raise self.err("pair.moves", f"{item!r}: which foundation group it goes to is ambiguous")
            out.append(PairMove(name, _pattern(first, ts), _pattern(second, bs), relation, to=dest,  # type: ignore[arg-type]
                                sources=tuple(playing), together=together))
        return tuple(out)

    def colour_pair(self, item: str, a: tuple[str, str], b: tuple[str, str]) -> PairMove:
        """A red card and a black card played together, each onto a foundation of its own
        colour (Indian Empress): first the red card, onto the foundations whose bases are red;
        taken from the groups that feed the foundations."""
        by_colour = {}
        for name in self.found_names:
            suits = set(self.foundation_suits[name])
            colour = "R" if suits <= {1, 2} else "B" if suits <= {0, 3} else None
            if colour is None or colour in by_colour:
                raise self.err("pair.moves", f"{item!r}: needs one foundation group of each colour")
            by_colour[colour] = name
        if set(by_colour) != {"R", "B"}:
            raise self.err("pair.moves", f"{item!r}: needs one foundation group of each colour")
        red, black = (a, b) if a[1] == "R" else (b, a)
        sources = tuple(s for s in self.get("foundation.fed-from") if s in self.present)
        return PairMove("red-black", _pattern(*red), _pattern(*black), "opposite-colour",
                        to=by_colour["R"], sources=sources, together=False,
                        to_second=by_colour["B"])

    def pairs_only(self) -> bool:
        """True when a pair rule takes every card (a red with a black one): the foundations
        are then reached through it alone, never by single cards."""
        for item in self.get("pair.moves", ()):
            pattern, _, _target = str(item).rpartition(":")
            parts = [parse_card_pattern(x) for x in pattern.split("+")]
            if {p[2] for p in parts} == {"R", "B"} and all(p[1] == "*" for p in parts):
                return True
        return False

    def transfers(self, dealt: Sequence[str]) -> tuple[Transfer, ...]:
        out = []
        for src in () if self.pairs_only() else self.get("foundation.fed-from"):
            if src == "stock":  # the next card of the stock may be played before it is dealt
                out.extend(Transfer("stock", f) for f in self.found_names)
                continue
            if src not in self.present and src not in ("waste",):
                continue
            if src in dealt:
                self.get(f"{src}.move-unit")  # cards reach a foundation one at a time in any case
            out.extend(Transfer(src, f) for f in self.found_names)
        for name in dealt:
            slot = f"{name}.build.from"
            sources: list[str] = []
            for src in self.get(slot, (), required=False):
                if src == "row-below":
                    sources.append(self.row_below(name, slot))
                elif src == "same-row-and-row-below":
                    sources += [name, self.row_below(name, slot)]
                elif src in self.present or src == "waste":
                    sources.append(src)
                else:
                    raise self.err(slot, f"{src!r} is not supported by the compiler yet")
            for src in sources:
                unit = self.get(f"{src}.move-unit") if src in dealt else "one-card"
                links = self.row_end_links(src, name, slot) if src in self.row_end_groups else None
                out.append(Transfer(src, name, unit=unit, links=links))
        return tuple(out)

    def stock(self) -> StockRule:
        deal = self.get("stock.deal")
        redeals = self.get("stock.redeals")
        if redeals == "unlimited":
            raise self.err("stock.redeals", "unlimited redeals are not supported by the engine")
        split = {"none": "none", "by-colour": "colour"}[self.get("waste.split", "none", required=False)]
        return StockRule(to="waste" if deal == "one-to-waste" else None, count=1, redeals=redeals,
                         when=self.get("stock.deal.timing"), split=split)  # type: ignore[arg-type]

    def setup(self, groups: dict[str, PileGroup], base_choices: list[SetupChoice]) -> tuple[SetupChoice, ...]:
        out: list[SetupChoice] = []
        for choice in self.get("setup.choice"):
            if choice == "lords-group":
                out.append(SetupChoice("lords", "swap-deal", ("lords", "ladies"), ("lords", "ladies")))
            elif choice == "ladies-access":
                rs = self.slot("ladies.access")
                options = rs.options if rs is not None and rs.options else ()
                ladies = groups["ladies"]
                variants = tuple(replace(ladies, access=_access(str(o), ladies.deal)) for o in options)
                if len(set(variants)) <= 1:
                    continue  # arrangements that free the same cards: layout, not play (§1)
                names = tuple({"top": "columns", "bottom": "grid"}.get(str(o), str(o)) for o in options)
                out.append(SetupChoice("ladies", "replace-group", ("ladies",), names, variants=variants))
            elif choice == "foundation-ranks":
                out.extend(base_choices)
            else:
                raise self.err("setup.choice", f"{choice!r} is not supported by the compiler yet")
        before = [c for c in out if c.when == "before-deal"]
        return tuple(before + [c for c in out if c.when != "before-deal"])

    # -- whole spec --------------------------------------------------------------------------

    def spec(self) -> Spec:
        deck = self.deck()
        groups: dict[str, PileGroup] = {}
        dealt: list[str] = []
        discards: list[str] = []
        base_choices: list[SetupChoice] = []
        pair_targets = {str(p).rpartition(":")[2] for p in self.get("pair.moves", ())}
        for g in self.game.groups:
            if g.role == "stock":
                fed = "stock" in self.get("foundation.fed-from", (), required=False)
                groups[g.id] = PileGroup(g.id, "stock", access="top" if fed else "none",
                                         key=self.key(g.id))
            elif g.role == "waste":
                wg = self.waste(g.id)
                if wg is not None:
                    groups[g.id] = wg
            elif g.role in ("reserve", "tableau"):
                pg = self.dealt_group(g.id, g.role)
                if pg is not None:
                    groups[g.id] = pg
                    dealt.append(g.id)
            elif g.role == "foundation":
                for pg, choice in self.foundation_groups(g.id):
                    groups[pg.name] = pg
                    if choice is not None:
                        base_choices.append(choice)
            elif g.role == "discard":
                self.get(f"{g.id}.count", 0, required=False)
                if not pair_targets & {g.id, "discard"}:
                    continue  # decorative cards only: they are removed from the deck (layout)
                self.present.add(g.id)
                discards.append(g.id)
                groups[g.id] = PileGroup(g.id, "discard", access="none", key=self.key(g.id))
        for name in dealt:  # gaps: after every group exists, so fills can name them
            groups[name] = self.with_fill(groups[name])
        playing = [n for n in dealt if groups[n].access != "none"] + [
            n for n, g in groups.items() if g.role == "waste"]
        win_kind = self.get("end.win")
        win = tuple(self.found_names) + (tuple(discards) if win_kind == "all-to-chamber" else ())
        self.get("end.loss")
        spec = Spec(
            deck=deck,
            groups=tuple(groups.values()),
            transfers=self.transfers(dealt),
            pairs=self.pairs(playing),
            stock=self.stock(),
            setup=self.setup(groups, base_choices),
            win=win,
            loss=("no-moves",),
            name=self.r.ruleset.id + (f" [{'+'.join(self.r.readings)}]" if self.r.readings else ""),
        )
        spec = replace(spec, provenance=tuple(sorted(self.provenance.items())),
                       citations=tuple((cid, citation(c)) for cid, c in sorted(self.claims.items())))
        problems = spec.validate()
        if problems:
            raise CompileError(f"{self.r.ruleset.id}: the compiled spec is inconsistent: {'; '.join(problems)}")
        return spec


def _word(rank: str) -> str:
    return RANK_WORDS[RANK_OF[rank] - 1] if rank in RANK_OF else rank.lower()


def _pattern(rank: str, suit: str) -> CardPattern:
    return CardPattern(None if rank == "*" else (RANK_OF[rank],), SUIT_OF[suit] if suit in ("R", "B") else None)


def _access(value: str, deal: int) -> str:
    if value == "all":
        return "top" if deal == 1 else "all"
    return value


def citation(claim: Claim) -> str:
    """A claim as one readable line: ``source (status): "quoted words"``."""
    if claim.status == "editorial" or claim.asserted_by == EDITOR:
        return f"{EDITOR} (editorial): {claim.note}"
    quote = claim.evidence.quote if claim.evidence else ""
    return f"{claim.asserted_by} ({claim.status}): \"{quote}\""


def compile_resolved(resolved: Resolved, vocab: Vocabulary | None = None) -> Spec:
    """The engine spec of a resolved ruleset (CompileError names the ruleset and slot)."""
    return _Compiler(resolved, vocab or load_vocabulary()).spec()


def spec_for(name: str, reading: str | None = None, *, allow_inert: bool = False) -> Spec:
    """Load the corpus claims, resolve the ruleset ``name`` under ``reading`` and compile it.

    A named reading that changes nothing in this ruleset is refused (RulesetError, see
    ``rules.compile.readings``) unless ``allow_inert``.
    """
    from corpus.claims import load_claims  # rules must not import corpus at module level

    if reading and not allow_inert:
        from rules.compile.readings import refuse_inert

        refuse_inert(name, reading)
    return compile_resolved(resolve(load(name), _claims_cached(load_claims), reading))


_CLAIMS: list[list[Claim]] = []


def _claims_cached(loader: Any) -> list[Claim]:
    """The corpus claims, read once per process (the simulator compiles many specs)."""
    if not _CLAIMS:
        _CLAIMS.append(loader())
    return _CLAIMS[0]
