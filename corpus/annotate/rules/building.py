"""Building on the layout denied: "nothing is ever built on the reserve", «на карты резерва ничего
не кладут», and the verbs and denials the other building rules share (``going_verbs``,
``laying_on``, ``one_another``, ``negation_of``).  How a group is built on: build_shape.py; where
the cards come from: build_from.py; paired building: pairs.py; how many at a time: units.py.

Rule: ``build-none``.
"""

from __future__ import annotations

from dataclasses import replace

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.piles import all_piles, cases, from_word_before, group_roles, into, is_preposition, piles, role_of
from corpus.annotate.rules.units import whole_pile_denied
from corpus.annotate.sentence import Cue, Sentence, clause_bounds, denied_after
from corpus.annotate.words import (
    ALLOWED_WORDS, BUILD_DENIED_AFTER, BUILD_ONTO_VERBS, FORBID_LEMMAS, PERMIT_LEMMAS, ANY_SIDE_WORDS, BETWEEN_WORDS,
    BOTH_WORDS, BUILD_NOUN_IDS, COVER_VERBS, GO_LEMMAS, ON_WORDS, ONE_ANOTHER_WORDS, ONE_WORDS, OTHER_SIDE, SIDE_WORDS,
    PLACE_ADVERBS, POSSESSIVE_WORDS, REFUSAL_CONDITION, REFUSED_BETWEEN, REFUSED_LAYING, NOTHING_OBJECT, RECEIVE_LEMMAS, WITHIN_WORDS,
)


def r_build_none(ctx: Context, s: Sentence) -> None:
    negs = s.of("NEG")
    if not negs:
        return
    if whole_pile_denied(s) is not None:
        return  # «целыми стопками не перекладывают», "not moved as a block": one card a move, not no building
    builds = [c for c in s.of("ACT") if c.value in ("build", "move")]
    words = s.all_words()
    sides = sum(1 for t in s.span if (t.norm_ or t.lower_) in SIDE_WORDS)
    if builds and _every_side_denied(s, negs, builds):
        groups = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve"]
        if len(groups) >= 2:
            for g in groups:
                emit(ctx, s, "build-none", f"{g}.build", "none", [negs[0], builds[0]])
            return
    if builds and sides >= 1 and words & OTHER_SIDE and words & ONE_WORDS:
        groups = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve"]
        if len(groups) >= 2:
            for g in groups:
                emit(ctx, s, "build-none", f"{g}.build", "none", [negs[0], builds[0]])
            return
    if s.lang == "en" and (_refused_on_another(ctx, s, negs) or _takes_nothing(ctx, s, negs)):
        return
    if _none_onto_another_ru(ctx, s, negs) or _no_move_within(ctx, s, negs, builds):
        return
    # "no packing", "no building takes place in …": the building itself is denied
    denied_noun = any(b.pattern in BUILD_NOUN_IDS and (any(0 < b.i - n.i <= 2 for n in negs) or _noun_denied_after(s, b, negs))
                      for b in builds)
    outright = one_another(s) or denied_noun or _plain_denial(s, negs, builds) or any(
        c.value == "build" and "pack" in c.text.lower() for c in builds)
    if not outright:
        _nothing_onto(ctx, s, negs, builds + going_verbs(s) + laying_on(s))
        return
    if not builds:
        return
    if not any(not s.comma_between(n.i, b.i) for n in negs for b in builds):
        # the negation denies another clause («…и обратно; но спарованныя карты не могутъ…») or
        # another word («…друг на друга в убывающем порядке, масть значения не имеет»)
        return
    named = [(c, name) for c, name in piles(s) if role_of(ctx.vocab, s.game, name) in ("reserve", "tableau")]
    denied = _denied_clauses(s, negs, builds)
    in_clause = [(c, name) for c, name in named if any(lo <= c.i < hi for lo, hi in denied)]
    named = in_clause or named  # (the clause's own pile: «…; строить в резерве запрещено»; else a pile named before the pronoun)
    for c, name in named:
        emit(ctx, s, "build-none", f"{name}.build", "none", [negs[0], builds[0], c])
    if not named and sides and words & BOTH_WORDS:  # «Карты обѣихъ сторонъ … класть ихъ одну на другую не дозволяется»
        for g in [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve"]:
            emit(ctx, s, "build-none", f"{g}.build", "none", [negs[0], builds[0]])


def _denied_clauses(s: Sentence, negs: list[Cue], builds: list[Cue]) -> list[tuple[int, int]]:
    """The clauses (token ranges) in which a build verb and a negation stand together."""
    out = []
    for lo, hi in clause_bounds(s):
        if any(lo <= b.i < hi for b in builds) and any(lo <= n.i < hi for n in negs):
            out.append((lo, hi))
    return out


def _noun_denied_after(s: Sentence, b: Cue, negs: list[Cue]) -> bool:
    """«Карты резерва надстройке не подлежат», «Строительства на букете нет», «Надстройка букета
    запрещена»: a Russian noun of building (not of moving), then in its clause a negation that is
    the predicate («нет», a word of ``[forbid]``) or that denies one of ``build-denied-after``
    («не подлежат», «не производится»): building is denied outright."""
    if not s.lang.startswith("ru") or b.value != "build":
        return False
    for n in negs:
        if not 0 <= n.i - b.j <= 4 or s.comma_between(b.j, n.i) or n.j <= n.i:
            continue
        said = {s.doc[k].lemma_.lower() for k in range(n.i, min(n.j + 1, s.span.end))}
        if said & (BUILD_DENIED_AFTER | FORBID_LEMMAS):
            return True
    return False


def _refused_on_another(ctx: Context, s: Sentence, negs: list[Cue]) -> bool:
    """"the app will not let you drop one onto another card", "you may never lay one of them on
    another", "the game won't allow you to put a card on top of another": a negation, only the
    words of a refusal between (words.toml ``refused-between``), a verb of laying
    (``refused-laying``), then "on/onto/upon (top of) another" or "on one another" in the same
    clause, with no condition on the cards there: every reserve or tableau group the sentence
    names (the cards' own group: "Cards from the Lords and the Ladies …", "Every card of the
    antechamber …") is not built on.  True when a claim was stated."""
    for n in negs:
        a, b = next(((a, b) for a, b in clause_bounds(s) if a <= n.i < b), (s.span.start, s.span.end))
        k = n.j
        while k < b and s.norm(k) in REFUSED_BETWEEN and s.doc[k].lemma_.lower() not in REFUSED_LAYING:
            k += 1
        cover = k < b and s.doc[k].lemma_.lower() in COVER_VERBS  # "cannot be covered by other cards"
        if k >= b or not (s.doc[k].lemma_.lower() in REFUSED_LAYING or s.norm(k) in REFUSED_LAYING or cover):
            continue
        rest = s.words(k + 1, min(k + 9, b))
        other = next((m for m, w in enumerate(rest) if w in ("another", "other")), None)
        lead = ON_WORDS | ({"by", "with"} if cover else set())
        if other is None or not set(rest[max(other - 3, 0):other]) & lead or any(
                c.label in ("PILE", "COLUMN") and c.i == k + 2 + other for c in s.cues):
            continue  # (not "onto another pile": a move between piles)
        if any(c.label in _CONDITION_LABELS + ("EXCEPT", "RANKWORD", "SUITWORD") and c.label != "ONLY"
               and n.i <= c.i < b for c in s.cues) or set(s.words(k + 1, b)) & REFUSAL_CONDITION:
            continue  # ("… onto another unless it is one rank higher": a condition)
        groups = [(c, name) for c, name in all_piles(s) if role_of(ctx.vocab, s.game, name) in ("reserve", "tableau")]
        said = [emit(ctx, s, "build-none", f"{name}.build", "none", [n, c]) for c, name in groups]
        if any(f is not None for f in said):
            return True
    return False


def _none_onto_another_ru(ctx: Context, s: Sentence, negs: list[Cue]) -> bool:
    """«Никакая карта не идёт на другую карту в резерве», «карта на карту не кладётся ни на какой
    стороне»: a Russian verb of going or laying denied (a negation at most two words before it),
    then «на другую» (another card) in its clause, no condition on the cards: the groups the
    clause names as the place (or every side, «ни на какой стороне») are not built on.  True
    when a claim was stated."""
    if not s.lang.startswith("ru"):
        return False
    for t in s.span:
        laid = any(c.label == "ACT" and c.value == "build" and c.i == t.i for c in s.cues)
        if not (laid or t.lemma_.lower() in GO_LEMMAS) or not any(0 <= t.i - n.j <= 2 for n in negs):
            continue
        rest = s.words(t.i + 1, min(t.i + 4, s.span.end))
        if not any(w in ON_WORDS and m + 1 < len(rest) and rest[m + 1] in ONE_ANOTHER_WORDS for m, w in enumerate(rest)):
            continue
        verb = Cue("ACT", "build", t.idx, t.idx + len(t.text), t.i, t.i + 1, "laid-on-another", t.text)
        if _condition_in_clause(s, verb):
            continue
        lo, hi = next(((a, b) for a, b in clause_bounds(s) if a <= t.i < b), (s.span.start, s.span.end))
        every = any(s.norm(k) in SIDE_WORDS and k - 1 > t.i and s.norm(k - 1) in ANY_SIDE_WORDS for k in range(t.i, hi))
        if every or _every_side_denied(s, negs, [verb]):  # («… ни на какой стороне»)
            said = [emit(ctx, s, "build-none", f"{g}.build", "none", [verb])
                    for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve"]
        else:
            said = [emit(ctx, s, "build-none", f"{name}.build", "none", [verb, c]) for c, name in all_piles(s)
                    if lo <= c.i < hi and role_of(ctx.vocab, s.game, name) in ("reserve", "tableau")
                    and not from_word_before(s, c)]
        if any(f is not None for f in said):
            return True
    return False


def _no_move_within(ctx: Context, s: Sentence, negs: list[Cue], builds: list[Cue]) -> bool:
    """«Переносить карты из резерва в резерв нельзя», «Перекладывать карты съ одной кучки букета
    на другую не дозволяется»: a Russian verb of moving or laying denied in its clause (or by a
    prohibition after it), from a group (a word of "from" before it) to another pile of it or to
    itself: that group is not built on.  True when a claim was stated."""
    if not s.lang.startswith("ru"):
        return False
    for b in builds:
        lo, hi = next(((x, y) for x, y in clause_bounds(s) if x <= b.i < y), (s.span.start, s.span.end))
        if not any(lo <= n.i < hi for n in negs):
            continue
        named = all_piles(s)
        for c, name in named:
            if not (lo <= c.i < hi and from_word_before(s, c) and role_of(ctx.vocab, s.game, name) in ("reserve", "tableau")):
                continue
            after = range(c.j, min(c.j + 3, hi))
            other = any(o.i in after and s.norm(o.i - 1) in ON_WORDS | {"в", "во"} for o in s.of("OTHER"))
            again = any(n == name and d.i in after and into(s, d) for d, n in named if d.i > c.i)
            if other or again:
                return emit(ctx, s, "build-none", f"{name}.build", "none", [b, c]) is not None
    return False


def _takes_nothing(ctx: Context, s: Sentence, negs: list[Cue]) -> bool:
    """"The reserve never takes anything on top", "the lords and ladies accept no cards", "the
    bouquet takes nothing": reserve or tableau groups as the subject of a verb of receiving
    (words.toml ``receive``) denied before it or in its object (``nothing-object``), with no pile
    after it in the clause (not a source: "takes no cards from the stock") and no condition on
    the cards: those groups are not built on.  True when a claim was stated."""
    done = False
    for t in s.span:
        if t.lemma_.lower() not in RECEIVE_LEMMAS:
            continue
        lo, hi = next(((a, b) for a, b in clause_bounds(s) if a <= t.i < b), (s.span.start, s.span.end))
        hi = next((k for k in range(t.i, hi) if s.doc[k].text in (",", ";", ":")), hi)
        obj = [k for k in range(t.i + 1, min(t.i + 4, hi)) if s.norm(k) not in ("a", "an", "the", "any", "ever")]
        denied = any(0 < t.i - n.i <= 3 and s.reaches(n.i, t.i) for n in negs) and bool(obj) and (
            s.norm(obj[0]) in NOTHING_OBJECT)
        denied = denied or any(n.i == t.i + 1 and n.text.lower() in ("nothing", "no") for n in negs)
        cue = Cue("ACT", "build", t.idx, t.idx + len(t.text), t.i, t.i + 1, "receive-verb", t.text)
        if not denied or any(t.i < c.i < hi for c, _ in all_piles(s)) or any(
                c.label in _CONDITION_LABELS and lo <= c.i < hi for c in s.cues):
            continue
        subject = [(c, n) for c, n in all_piles(s) if lo <= c.i and c.j <= t.i and not s.comma_between(c.i, t.i)
                   and not from_word_before(s, c) and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
        for c, name in subject:
            done = emit(ctx, s, "build-none", f"{name}.build", "none", [c, cue]) is not None or done
    return done


def laying_on(s: Sentence) -> list[Cue]:
    """"Nothing is ever laid on the bouquet": a verb of laying (a ``deal`` cue) with "on" right
    after it builds (a ``build`` cue on it)."""
    return [replace(d, label="ACT", value="build") for d in s.of("ACT", "deal")
            if d.j < s.span.end and s.norm(d.j) in ON_WORDS]


def _every_side_denied(s: Sentence, negs: list[Cue], builds: list[Cue]) -> bool:
    """"You never build on either side", «карты не могут быть построены на любой стороне», «никакая
    карта не может быть перемещена между сторонами или внутри стороны», «перекладывание внутри
    блоков и между ними: нет»: building (or moving) denied on every side, or between and within
    the sides — no side is built on.  (A side named as a source, «карты с обеих сторон», is not.)"""
    every = []
    for t in s.span:
        if (t.norm_ or t.lower_) not in SIDE_WORDS or from_word_before(s, Cue("", None, 0, 0, t.i, t.i + 1, "", "")):
            continue
        lead = s.words(max(t.i - 2, s.span.start), t.i)
        if (lead and lead[-1] in ANY_SIDE_WORDS) or set(lead) & BETWEEN_WORDS:
            every.append(t.i)
    if not every:
        return False
    for b in builds:
        near = any(abs(k - b.i) <= 6 and not s.breaks_between(min(k, b.i), max(k, b.i)) for k in every)
        before = any(0 < b.i - n.i <= 4 and not s.comma_between(n.i, b.i) for n in negs) or (
            negation_of(s, b, [n for n in negs if n.i > b.i]) is not None)
        # a label line answered «нет», "none": «Перекладывание …: нет.»
        answered = any(n.i > b.i and s.doc[n.i - 1].text == ":" and n.j >= s.span.end - 1 for n in negs)
        if near and (before or answered):
            return True
    return False


#: Lemmas that may stand between a negation and the verb it denies («не можетъ быть положена»).
_MODAL_LEMMAS = frozenset({"мочь", "быть", "можно", "следовать", "разрешаться", "дозволяться", "may", "can", "be"})

#: Words that may also stand between a negation and the verb of going it denies ("nothing ever
#: goes onto …", "no card may ever be played on …", "nothing is ever to be laid on …", «ничто
#: никогда не идёт на …»).
_BETWEEN_NEG_AND_VERB = _MODAL_LEMMAS | {"ever", "to", "card", "карта", "more", "further", "else", "никогда", "больше"}

#: A permission a negation after the verb denies: «класть на резерв нельзя», «класть на него не
#: позволяется», «… не разрешается», «… не дозволено».
_PERMISSION_LEMMAS = PERMIT_LEMMAS | FORBID_LEMMAS | {"позволено", "разрешено", "дозволено", "следовать"}


def negation_of(s: Sentence, b: Cue, negs: list[Cue]) -> Cue | None:
    """The negation that denies a build verb: right before it (modals and "ever" between: "nothing
    ever goes onto …"); after a build noun («строительство не разрешается»); or after an
    infinitive and its goal, on a permission («класть на резерв нельзя», «класть на него не
    позволяется»).  The one reading of a denied build verb: ``build_from`` reads it too."""
    for n in negs:
        if 0 <= b.i - n.j <= 4 and all(s.doc[k].lemma_.lower() in _BETWEEN_NEG_AND_VERB for k in range(n.j, b.i)):
            return n
        if b.pattern in BUILD_NOUN_IDS and 0 <= n.i - b.j <= 1:
            return n
        if s.lang == "en" and denied_after(s, b, n):
            return n
        if not s.lang.startswith("ru") or not 0 <= n.i - b.j <= 6 or s.comma_between(b.j, n.i):
            continue
        infinitive = s.doc[b.i].lemma_.lower() == (s.doc[b.i].norm_ or s.doc[b.i].lower_)
        said = [s.doc[k].lemma_.lower() for k in range(n.i, min(n.j + 1, s.span.end))]
        if infinitive and set(said) & _PERMISSION_LEMMAS:
            return n
    return None

#: Cues that make a negated build a condition on what is put, not a ban on putting anything
#: ("no card of another suit may be put on them").
_CONDITION_LABELS = ("SUIT", "INSUIT", "ANYSUIT", "COLOUR", "ALTCOLOUR", "RANK", "ONLY", "UP", "DOWN")


def _nothing_onto(ctx: Context, s: Sentence, negs: list[Cue], builds: list[Cue]) -> None:
    """«На карты резерва ничего не кладут», «Никакая карта не может быть помещена на букет», MT
    «никакое здание не разрешено в прихожей»: a build verb (or noun) negated next to it (a modal
    between), with the group it would go onto or in, and no condition on the cards: that group is
    not built on."""
    if _just_any(s):
        return
    for b in builds:
        if _condition_in_clause(s, b):
            continue
        if any(from_word_before(s, c) and not into(s, c) and not _on_a_card_of(s, c) and not s.comma_between(min(c.i, b.i), max(c.i, b.i)) for c, _ in all_piles(s)):
            continue  # «Карты из колоды нельзя класть прямо в партер»: a source refused, not all building
        n = negation_of(s, b, negs)
        if n is None or (s.lang == "en" and set(s.words(b.j, s.span.end)) & REFUSAL_CONDITION):
            continue  # ("… on a card of the antechamber unless it is one lower": a condition)
        joined: Cue | None = None  # the pile before, when it is where: "on the lords or the ladies"
        for c, name in all_piles(s):
            lead = _lead(s, c)  # «Въ прочихъ рядахъ», «на других трёх рядах»
            said = s.norm(lead) if lead >= s.span.start else ""
            # «на прочихъ рядахъ … не строятъ»: on the piles; «въ …» only with a build noun
            near = into(s, c) or said in ON_WORDS or (b.pattern in BUILD_NOUN_IDS and said in ("в", "во")) or (
                b.pattern in BUILD_NOUN_IDS and s.norm(c.i) in PLACE_ADVERBS) or _recipient(s, c) or (
                _on_a_card_of(s, c)) or _built_onto_object(s, b, c) or (
                _on_one_another(s, b) and bool(set(s.words(max(lead - 1, s.span.start), lead + 1)) & WITHIN_WORDS)) or (
                joined is not None and set(s.words(joined.j, c.i)) <= _JOINING and joined.j < c.i)
            joined = c if near else None
            if near and role_of(ctx.vocab, s.game, name) in ("reserve", "tableau") and not s.breaks_between(c.i, b.i) \
                    and not s.comma_between(min(c.i, b.i), max(c.j, b.j)):
                emit(ctx, s, "build-none", f"{name}.build", "none", [c, n, b])
        owner = _onto_its_cards(ctx, s, b)
        if owner is not None:
            emit(ctx, s, "build-none", f"{owner[1]}.build", "none", [owner[0], n, b])


def _recipient(s: Sentence, c: Cue) -> bool:
    """«Ни лордам, ни дамам ничего не подкладывают», «резерву карт не подкладывают»: a Russian
    pile in the dative with no preposition before it is what a laying verb gives cards to."""
    if not s.lang.startswith("ru"):
        return False
    if c.i > s.span.start and is_preposition(s.norm(c.i - 1)):
        return False
    return "datv" in cases(s.norm(c.j - 1)) and not {"nomn", "accs", "gent"} & cases(s.norm(c.j - 1))


#: Words that join two piles into one goal ("on the lords or the ladies", "on the Lords and the Commons").
_JOINING = frozenset({"and", "or", "nor", "the", "either", "neither", "и", "или", "либо"})


def _onto_its_cards(ctx: Context, s: Sentence, b: Cue) -> tuple[Cue, str] | None:
    """«Из резерва можно брать любую карту, а вот класть на его карты ничего нельзя»: a Russian
    «на» + a possessive («его», «её», «их») + a card word next to the build verb; "any reserve
    card may be played, though nothing is laid upon them/it", "… but you may not build on them":
    an English "on" word + "them"/"it" right after the build verb — stands for the one reserve or
    tableau group named before it in the sentence (the cue and the group), or None."""
    for k in range(max(b.i - 4, s.span.start), min(b.j + 4, s.span.end - 1)):
        if s.norm(k) not in ON_WORDS:
            continue
        if s.lang.startswith("ru"):
            if k + 2 >= s.span.end or s.norm(k + 1) not in POSSESSIVE_WORDS or not any(c.i == k + 2 for c in s.of("CARD")):
                continue
        elif not (k == b.j and s.norm(k + 1) in ("them", "it")):
            continue
        groups = {n: c for c, n in all_piles(s) if c.j <= k and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")}
        if len(groups) == 1:
            name, cue = next(iter(groups.items()))
            return cue, name
    return None


def _built_onto_object(s: Sentence, b: Cue, c: Cue) -> bool:
    """«Карты букета надстраивать не разрешается», «Надстройка букета запрещена»: a verb whose
    object is the pile built on (``build-onto-verb``), with the pile (or "cards of" it) before
    it; or a noun of building with the pile in the genitive right after it."""
    if not s.lang.startswith("ru"):
        return False
    if b.pattern in BUILD_NOUN_IDS:
        return c.i == b.j
    return s.doc[b.i].lemma_.lower() in BUILD_ONTO_VERBS and (0 <= b.i - c.j <= 2 or 0 <= c.i - b.j <= 1)


def _on_one_another(s: Sentence, b: Cue) -> bool:
    """"nothing is stacked on anything else (in the antechamber)", "laid on another within the
    garden": the verb's goal is any card of the group itself (an English "on" right after the
    verb, then a word of ``nothing-object`` or ``one-another``), so a pile after "in" is where."""
    if s.lang != "en" or b.j + 1 >= s.span.end or s.norm(b.j) not in ON_WORDS:
        return False
    return s.norm(b.j + 1) in NOTHING_OBJECT | ONE_ANOTHER_WORDS | {"one", "each"}


def _on_a_card_of(s: Sentence, c: Cue) -> bool:
    """"Nothing may be placed on a card of the antechamber", "onto any card in the reserve": in
    English the pile after "of"/"in" and a card word that follows "on" (an article or "any" between)."""
    if s.lang != "en":
        return False
    lo = max(c.i - 7, s.span.start)
    w = s.words(lo, c.i)
    while w and w[-1] in ("the", "a", "an"):
        w.pop()
    if len(w) < 3 or w[-1] not in ("of", "in") or not any(k.label == "CARD" and k.j == lo + len(w) - 1 for k in s.cues):
        return False
    return bool(set(w[-7:-2]) & ON_WORDS)  # ("on a card of", "onto any card in", "on top of a card of")


def _condition_in_clause(s: Sentence, b: Cue) -> bool:
    """Whether the clause of a build verb puts a condition on the cards put (a suit, colour, rank,
    direction, "only" with the cards it picks: "no card of another suit may be put on them",
    «только короли»).  A bare «только» before a verb is a "but" («— только класть на нихъ ничего
    нельзя»); a clause after «;» is another's («Никакая постройка не разрешена в прихожей; ее карты
    доступны только …»)."""
    lo, hi = next(((x, y) for x, y in clause_bounds(s) if x <= b.i < y), (s.span.start, s.span.end))
    picked = ("RANK", "CARD", "SUIT", "COLOUR", "ALL", "NUM")
    for c in s.cues:
        if c.label not in _CONDITION_LABELS or not lo <= c.i < hi:
            continue
        if c.label == "ONLY" and not any(x.label in picked and c.j <= x.i <= c.j + 2 for x in s.cues):
            continue
        return True
    return False


def _lead(s: Sentence, c: Cue) -> int:
    """The token before a pile cue and the words that pick some of its piles ("the other three
    rows", «на трёх других рядах», «въ прочихъ рядахъ»): where its preposition stands."""
    k = c.i - 1
    while k >= s.span.start and any(x.label in ("REST", "OTHER", "NUM") and x.i <= k < x.j for x in s.cues):
        k -= 1
    return k


#: Cues that say how building goes: a negation near them denies a way of building, not building.
_HOW = ("COLOUR", "SUIT", "SUITWORD", "ALTCOLOUR", "INSUIT", "ANYSUIT", "RANK", "UP", "DOWN", "SAME", "TWOS")


#: "not on just any trench", «не на просто любую»: a negation of "any" so qualified restricts where
#: cards go, it does not deny building.
_JUST_WORDS = frozenset({"just", "simply", "merely", "просто"})


def _just_any(s: Sentence) -> bool:
    """Whether the sentence says "just any" ("cannot be placed on just any trench")."""
    return any(a.i > s.span.start and s.norm(a.i - 1) in _JUST_WORDS for a in s.of("ALL"))


def _plain_denial(s: Sentence, negs: list[Cue], builds: list[Cue]) -> bool:
    """"No card may be built on the bouquet", "the reserve is never built upon", "building on
    the reserve is not allowed": building denied outright (the sentence says nothing of how)."""
    if any(c.label in _HOW for c in s.cues) or _just_any(s):
        return False  # (a way of building)
    for b in builds:
        lo, hi = next(((x, y) for x, y in clause_bounds(s) if x <= b.i < y), (s.span.start, s.span.end))
        if b.value != "build" or any(lo <= c.i < hi and from_word_before(s, c) for c, _ in all_piles(s)):
            continue  # (a source refused in its clause: "cards from the stock may not …")
        # (a prohibition away from the verb stands as a cue of no words right before it: «Строить в приёмной нельзя»)
        if any(n.j <= b.i and b.i - n.i <= 4 and not s.comma_between(n.i, b.i) for n in negs):
            return True
        if b.pattern in BUILD_NOUN_IDS and any(0 < n.i - b.i <= 5 and not s.comma_between(b.i, n.i)
                                               and s.norm(n.j) in ALLOWED_WORDS for n in negs if n.j < s.span.end):
            return True
    return False


def one_another(s: Sentence) -> bool:
    """"on one another", «другъ на друга», «одну на другую» (not «на другую карту»: onto another)."""
    for t in s.span:
        w = t.norm_ or t.lower_
        if w in ONE_ANOTHER_WORDS and (w == "друга" or w == "another" or any(
                s.norm(k) in ONE_WORDS for k in range(max(t.i - 2, s.span.start), t.i))):
            return True
    return False


def going_verbs(s: Sentence) -> list[Cue]:
    """A play verb or a verb of going whose goal is a pile ("may be played onto the rampart", "may
    go to the ramparts", «может быть сыграна на укрепление»): cards moved there (a ``move`` cue)."""
    out = []
    for t in s.span:
        play = any(c.label == "ACT" and c.value == "play" and c.i == t.i for c in s.cues)
        if not (play or t.lemma_.lower() in GO_LEMMAS):
            continue
        # "goes on top of a … pile", "may go only to a rampart pile"
        reach = 3 + sum(x.j - x.i + 1 for x in s.cues if x.label in ("ONTOP", "ONLY") and x.i == t.i + 1)
        goal = [c for c in s.of("PILE") if into(s, c) and (0 < c.i - t.i <= reach or (
            s.lang.startswith("ru") and 0 < t.i - c.j <= 3 and not s.comma_between(c.j, t.i)))  # «на букет … не идёт»
            or _on_a_card_of(s, c) and 0 < c.i - t.i <= reach + 4]  # "goes onto the cards of the Ladies"
        if goal:
            out.append(Cue("ACT", "move", t.idx, t.idx + len(t.text), t.i, t.i + 1, "go-to-pile", t.text))
    return out
