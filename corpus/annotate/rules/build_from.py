"""Where the cards built on a group come from (``G.build.from``), and the reach of a source's cards.

Rule: ``build-from``.
"""

from __future__ import annotations

from collections.abc import Sequence

from corpus.annotate.context import Context, emit
from corpus.annotate.games import game_rows
from corpus.annotate.rules.building import going_verbs, laying_on, negation_of, one_another
from corpus.annotate.rules.piles import (
    all_piles, from_word_before, group_roles, into, line_reach, role_of,
)
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import (
    ANOTHER_WORDS, ARTICLES, BUILD_NOUN_IDS, CLAUSE_JOINS, COME_FROM_LEMMAS, EMPHASIS_WORDS, END_WORDS, FROM_LEAD_WORDS, FROM_WORDS,
    INTO_WORDS, LIST_JOIN_WORDS, ON_WORDS, OTHER_SIDE, OTHERS_WORDS,
)


def _from_value(ctx: Context, game: str, target: str, sources: Sequence[str]) -> tuple[str, ...]:
    """A group's ``build.from`` for the groups its cards come from: the row below, the same row
    and the row below, or the groups (waste, stock, reserve…) by name."""
    rows = {g: n for n, g in game_rows(game).items()}
    out: list[str] = []
    kinds = set()
    for src in dict.fromkeys(sources):
        if rows and src in rows and target in rows:
            if rows[src] == rows[target]:
                kinds.add("same")
                continue
            if rows[src] == rows[target] + 1:
                kinds.add("below")
                continue
            return ()
        role = role_of(ctx.vocab, game, src)
        out.append(role if role in ("waste", "stock") else src)
    if kinds == {"same", "below"}:
        out.insert(0, "same-row-and-row-below")
    elif kinds == {"below"}:
        out.insert(0, "row-below")
    elif kinds == {"same"}:
        out.insert(0, target)
    return tuple(dict.fromkeys(out))


def r_build_from(ctx: Context, s: Sentence) -> None:
    """Where the cards built on a group come from (``G.build.from``):

    - "X cards may be put on the cards of Y" / «карты въ резервѣ можно класть на карты въ
      окопахъ», «резервъ долженъ переходить въ окопы», «переводятъ карты въ окопы и изъ
      резерва», «на карты ряда 2 кладутся карты изъ ряда 3, на карты ряда 3 — …»: the group the
      cards go to or onto, and the group they come from (named with "from", or the subject);
    - «карты въ окопахъ можно перекладывать изъ одной пачки въ другую», "one on another": the
      group itself;
    - "for building on row 1 are available the top cards of row 1 and the cards of row 2",
      "the top card of the waste is available for building on row 4": the groups named with it.

    "… but only on the cards at the ends of the row they were taken from": the source group's
    cards are available at the ends of its rows (``access = row-ends``); of the *line* they were
    taken from, or of their row or column: at the ends of both (``line-ends``)."""
    negs = s.of("NEG")
    # a building denied («никакое здание не разрешено», «не может быть помещена») says no source
    # (building's negation_of; ``_negated`` below also denies a pile said after a negation)
    # "the card you lay on a garden pile may come from …": a verb of laying builds when a verb of
    # coming from says where its card comes from
    # (or whose subject is a group's card: "a reserve card may be laid on a rampart pile")
    laid = [v for v in laying_on(s) if s.lemmas() & COME_FROM_LEMMAS or _card_of_group_before(s, v)]
    verbs = [c for c in s.of("ACT") + going_verbs(s) + laid if c.value in ("build", "move", "pass")
             and negation_of(s, c, negs) is None]
    named = [(c, n) for c, n in all_piles(s)
             if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste", "stock")]
    if not verbs:
        # "cards laid one on another … may come from X or from Y"; «такую карту берёшь либо из …»
        if not _come_from(ctx, s, named):
            _sources_of_group_built(ctx, s, named)
        return
    targets = [(c, n) for c, n in named if into(s, c) and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    for k, (t, tname) in enumerate(targets):
        verb = min(verbs, key=lambda v: abs(v.i - t.i))
        if _negated(s, verb) or _negated(s, t):
            continue
        nxt = targets[k + 1][0].i if k + 1 < len(targets) else s.span.end
        srcs = [(c, n) for c, n in named if t.j <= c.i < nxt and from_word_before(s, c) and not _negated(s, c)]
        srcs = sorted(srcs + _other_piles_from(s, tname, t.j, nxt), key=lambda x: x[0].i)
        if not srcs and _another_pile_of(s, t):
            srcs = [(t, tname)]  # «её можно перенести на другой окоп», 'to another rampart pile'
        if not srcs:
            # the subject: a group named in the target's part of the sentence, else the nearest
            # one before it («карты въ резервѣ, которыхъ можно перевести въ окопы»)
            lo = max([b.i for b in s.doc[s.span.start:t.i] if b.text in (",", ";")] + [s.span.start])
            # (not a pile cards were put "on" in a clause before: "not on just any rampart pile; it …")
            before = [(c, n) for c, n in named if c.i < t.i and (c, n) not in targets and not _negated(s, c)
                      and not from_word_before(s, c, of=False)
                      and not set(s.words(max(c.i - 3, s.span.start), c.i)) & (ON_WORDS | INTO_WORDS)]
            srcs = [(c, n) for c, n in before if c.i >= lo] or before[-1:]
        if not srcs:
            continue
        value = _from_value(ctx, s.game, tname, _joined_sources(s, srcs))
        if value:
            emit(ctx, s, "build-from", f"{tname}.build.from", value, [srcs[0][0], verb, t])
            only = [w for w in s.of("ONLY") if w.i > t.i or 0 < t.i - w.j <= 3]  # «лишь на окоп»
            ends = bool(only and s.all_words() & END_WORDS and any(r.i > t.i for r in s.of("ROW")))
            src_name = srcs[0][1]
            if ends and role_of(ctx.vocab, s.game, src_name) == "reserve":
                reach = "line-ends" if line_reach(s, t.j) else "row-ends"
                emit(ctx, s, "build-from", f"{src_name}.access", reach, [srcs[0][0], s.of("ONLY")[-1]])
    if not targets and not _come_from(ctx, s, named) and not _sources_of_group_built(ctx, s, named) \
            and not _within_group(ctx, s, verbs, named):
        _building_on(ctx, s, verbs, named)


def _card_of_group_before(s: Sentence, v: Cue) -> bool:
    """Whether a group's card is named before a verb in its clause: "a reserve card (may be laid
    on …)", "cards of the reserve (are laid on …)" (a card word right after the group, or "of"
    and the group right after a card word)."""
    cards = s.of("CARD")
    for c in s.of("PILE"):
        if c.j > v.i or s.comma_between(c.i, v.i):
            continue
        if any(k.i == c.j for k in cards) or any(0 < c.i - k.j <= 2 and s.norm(k.j) == "of" for k in cards):
            return True
    return False


def _another_pile_of(s: Sentence, t: Cue) -> bool:
    """«на другой окоп», «къ другой кучѣ вала», "to another rampart pile", "onto another trench": a
    card moved to another pile of its own group ("another" right before the group or its pile
    word, articles between)."""
    col = next((k for k in s.cues if k.label == "COLUMN" and k.j == t.i), None)
    k = (col or t).i - 1
    while k > s.span.start and s.norm(k) in ARTICLES:
        k -= 1
    return k >= s.span.start and s.norm(k) in ANOTHER_WORDS


def _other_piles_from(s: Sentence, group: str, lo: int, hi: int) -> list[tuple[Cue, str]]:
    """«съ другихъ кучекъ», "from other piles": a pile word after "other" and "from" that names no
    group is another pile of the group built on (its cue, the group)."""
    out = []
    for col in s.of("COLUMN"):
        if not lo <= col.i < hi or any(p.i == col.j for p in s.of("PILE")):
            continue
        k = col.i - 1
        if k >= s.span.start and s.norm(k) in OTHER_SIDE | OTHERS_WORDS and from_word_before(
                s, Cue("", None, 0, 0, k, k + 1, "", ""), of=False):
            out.append((col, group))
    return out


def _joined_sources(s: Sentence, srcs: list[tuple[Cue, str]]) -> list[str]:
    """The first source, and those joined to it by "or"/"and" («из букета или из другой стопки
    сада»): only "from", "another" and a pile word between them."""
    out = [srcs[0]]
    for c, n in srcs[1:]:
        prev = out[-1][0]
        # (pile words and ordinals between are part of the next pile's name: "or from the second row")
        piles_between = {k for x in s.cues if x.label in ("COLUMN", "ORD") and prev.j <= x.i and x.j <= c.i
                         for k in range(x.i, x.j)}
        between = [s.norm(k) for k in range(prev.j, c.i) if k not in piles_between
                   and s.norm(k) not in ARTICLES | EMPHASIS_WORDS]
        if not between or not set(between) <= LIST_JOIN_WORDS | FROM_WORDS | FROM_LEAD_WORDS | OTHER_SIDE | OTHERS_WORDS or not set(
                between) & LIST_JOIN_WORDS:
            break
        out.append((c, n))
    return list(dict.fromkeys(n for _, n in out))


def _come_from(ctx: Context, s: Sentence, named: list[tuple[Cue, str]]) -> bool:
    """"In the Privy Council alone may cards be laid one on another, …, and the card so laid may
    come either from the Council itself or from the House of Lords": the group built on is the
    one the sentence opens with (before its build verb); the groups named with "from" in a later
    clause, joined by "or"/"and", are where its cards come from.  True when a claim was stated."""
    build = [v for v in s.of("ACT") if v.value in ("build", "deal")]  # "cards … laid one on another"
    if not build or not s.has("ACT", "build") and not any(s.norm(v.j) in ON_WORDS or one_another(s) for v in build):
        return False
    locus = [(c, n) for c, n in named if c.i < build[0].i and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
             and not from_word_before(s, c)]
    later = [(c, n) for c, n in named + _same_rows(s, locus) + _elliptic_rows(s) if c.i > build[0].j
             and from_word_before(s, c, of=False) and s.comma_between(build[0].j, c.i)]
    later.sort(key=lambda x: x[0].i)
    if len(locus) != 1 or len(later) < 2:
        return False
    srcs = _joined_sources(s, later)
    value = _from_value(ctx, s.game, locus[0][1], srcs)
    if len(srcs) < 2 or not value:
        return False
    emit(ctx, s, "build-from", f"{locus[0][1]}.build.from", value, [locus[0][0], build[0], *[c for c, _ in later[:len(srcs)]]])
    return True


def _same_rows(s: Sentence, locus: list[tuple[Cue, str]]) -> list[tuple[Cue, str]]:
    """«из того же ряда», "from the same row": the row of the one group the sentence builds on
    (the cue spans "the same row", so the word "from" before it is read)."""
    if len(locus) != 1:
        return []
    out = []
    for r in s.of("ROW"):
        same = next((x for x in s.of("SAME") if x.j == r.i), None)
        if same is not None:
            out.append((Cue("ROW", None, same.start, r.end, same.i, r.j, r.pattern, s.doc[same.i:r.j].text), locus[0][1]))
    return out


def _elliptic_rows(s: Sentence) -> list[tuple[Cue, str]]:
    """«из того же ряда и из второго», "from the same row or from the second": an ordinal after
    "from" with its row noun left out, in a sentence that names a row, is that row (of a game
    whose rows are groups)."""
    rows = game_rows(s.game)
    if not rows or not s.has("ROW"):
        return []
    out = []
    for o in s.of("ORD"):
        if isinstance(o.value, int) and o.value in rows and not any(r.i in (o.j, o.j + 1) for r in s.of("ROW")) \
                and from_word_before(s, o, of=False):
            out.append((o, rows[o.value]))
    return out


def _negated(s: Sentence, c: Cue) -> bool:
    """Whether a negation shortly before the cue, in the same part of the sentence, denies it;
    or a clause-final «нельзя» or negated permission after it («класть ихъ одну на другую нельзя»,
    «… не можете», «… не разрешается»).  Kept beside building's ``negation_of`` (which it
    calls): it reads a negated *pile* too ("but not from the stock"), which that one does not."""
    negs = s.of("NEG")
    return any((0 < c.i - n.i <= 4 and not s.comma_between(n.i, c.i))
               or (0 < n.i - c.i <= 6 and n.text.lower() == "нельзя" and not s.comma_between(c.i, n.i))
               for n in negs) or negation_of(s, c, [n for n in negs if n.i > c.i]) is not None


def _within_group(ctx: Context, s: Sentence, verbs: list[Cue], named: list[tuple[Cue, str]]) -> bool:
    """"from one packet to another", "one on another": cards move within the group named before.
    True when the sentence speaks so (whether or not it states a claim)."""
    others = s.all_words() & OTHER_SIDE
    ones = [x for x in s.of("NUM") if x.value == 1 and any(v.i < x.i for v in verbs)]
    if not (others and ones):
        return False
    here = [(c, n) for c, n in named if c.i < ones[0].i and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
            and not c.collective]  # (not "either side": two groups, not one)
    verb = next(v for v in verbs if v.i < ones[0].i)
    if here and not _negated(s, verb):
        emit(ctx, s, "build-from", f"{here[-1][1]}.build.from", (here[-1][1],), [here[-1][0], verb, ones[0]])
    return True


def _sources_of_group_built(ctx: Context, s: Sentence, named: list[tuple[Cue, str]]) -> bool:
    """"The cards you build on a pile can come from other garden piles or straight from the
    bouquet", «Перекладываютъ …, беря ее или съ другой кучки, или изъ букета», «Карты для такого
    построения берут как из букета, так и с других стопок сада»: a sentence that names no group
    built on but says where cards are taken from (a take or come verb, two sources or more joined
    by "or"/"and") speaks of the group built on in the sentence before (or, said of "a pile", of
    the game's one tableau group).  True when a claim was stated."""
    group = _group_built_before(ctx, s) or _one_tableau_pile(ctx, s)
    if group is None or not any(t.lemma_.lower() in COME_FROM_LEMMAS for t in s.span):
        return False
    if any(into(s, c) for c, _ in all_piles(s)):
        return False  # cards taken from X go somewhere named: not the group built on
    srcs = [(c, n) for c, n in named if from_word_before(s, c, of=False) and not _negated(s, c)]
    srcs = sorted(srcs + _other_piles_from(s, group, s.span.start, s.span.end), key=lambda x: x[0].i)
    joined = _joined_sources(s, srcs) if srcs else []
    value = _from_value(ctx, s.game, group, joined) if len(joined) >= 2 else ()
    if not value:
        return False
    return emit(ctx, s, "build-from", f"{group}.build.from", value, [c for c, _ in srcs[:len(joined)]]) is not None


def _one_tableau_pile(ctx: Context, s: Sentence) -> str | None:
    """"build on a pile": a pile word right after a build verb and "on", in a game of one tableau
    group: that group."""
    tableau = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "tableau"]
    builds = s.of("ACT", "build") + s.of("ACT", "deal")  # "what you lay on a pile"
    on = any(b.j < s.span.end and s.norm(b.j) in ON_WORDS and any(0 < c.i - b.j <= 3 for c in s.of("COLUMN"))
             for b in builds)
    return tableau[0] if len(tableau) == 1 and on else None


def _group_built_before(ctx: Context, s: Sentence) -> str | None:
    """The group the sentence before stated a way of building on (or a source of), if any."""
    if s.prev is None or s.prev.game != s.game:
        return None
    for f in reversed(ctx.found):
        if f.game == s.game and f.segment == s.prev.segment and f.value != "none" and f.slot.endswith(
                (".build", ".build.from", ".move-unit")):
            return f.slot.split(".")[0]
    return None


def _building_on(ctx: Context, s: Sentence, verbs: list[Cue], named: list[tuple[Cue, str]]) -> bool:
    """"for building on X are available …": the groups named in the same clause as "building".
    True when the sentence speaks so."""
    for v in verbs:
        if v.pattern not in BUILD_NOUN_IDS:
            continue
        target = next(((c, n) for c, n in named if 0 < c.i - v.j <= 3 and not from_word_before(s, c, of=False)
                       and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")), None)
        if target is None:
            continue
        bounds = [b.i for b in s.doc[s.span.start:s.span.end] if b.text == ";" or b.norm_ in CLAUSE_JOINS]
        lo = max([b for b in bounds if b < v.i] + [s.span.start])
        hi = min([b for b in bounds if b > v.i] + [s.span.end])
        srcs = [(c, n) for c, n in named if lo <= c.i < hi and c is not target[0] and not _negated(s, c)]
        if srcs:
            value = _from_value(ctx, s.game, target[1], [n for _, n in srcs])
            if value:
                emit(ctx, s, "build-from", f"{target[1]}.build.from", value,
                     [v, target[0], *[c for c, _ in srcs]])
            return True
    return False
