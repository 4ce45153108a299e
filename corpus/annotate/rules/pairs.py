"""Pairs: moved together (a King and Queen to the chamber, a red and a black card to the
foundations), and made by building (``paired_building``: a card of one group laid on a card of
another, read by ``build_shape.r_build_alt``).

Rule: ``pairs``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.piles import all_piles, cases, foundation_cues, from_word_before, piles, role_of
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import AS_AVAILABLE, COVER_VERBS, COVER_WORDS, LIKEWISE, ON_WORDS, VICE_VERSA


def r_pairs(ctx: Context, s: Sentence) -> None:
    ranks = s.of("RANK")
    k = [r for r in ranks if r.value == "K"]
    q = [r for r in ranks if r.value == "Q"]
    _colour_pairs(ctx, s)
    if not (k or q):
        _jack_and_ace(ctx, s, ranks)
    if not (k and q):
        return
    chamber = [c for c, n in piles(s) if n == "chamber"]
    if chamber and (s.has("EACH") or s.has("INSUIT")):  # "of each suit", «одной масти»
        emit(ctx, s, "pairs", "pair.moves", ("K+Q:chamber",), [k[0], q[0], chamber[0]])
    laid = _rank_laid_on(s, k + q)
    if laid is not None:  # «дама ложится на короля», «положивъ даму на короля»: the one laid on the other
        emit(ctx, s, "pairs", "layout.pair-top", laid[0].value, list(laid))
        return
    for t in s.of("ONTOP") + s.of("TOP"):
        after = [r for r in (k + q) if t.j <= r.i <= t.j + 2]
        before = [r for r in (k + q) if r.j <= t.i and t.i - r.j <= 3]
        covers = t.text.lower() in COVER_WORDS or (t.j < s.span.end and s.norm(t.j) == "of")
        if covers:  # «дама кладётся поверх короля», "the Queen on top of the King": the other one
            after, before = [], [r for r in (k + q) if r.j <= t.i and t.i - r.j <= 3]
        pick = after[0] if after else (before[-1] if before else None)
        if pick is not None:
            emit(ctx, s, "pairs", "layout.pair-top", pick.value, [pick, t])
            break


def _rank_laid_on(s: Sentence, kq: list[Cue]) -> tuple[Cue, Cue] | None:
    """The King or Queen laid on the other, and the other: the one named before «на» / "on" + the
    other («дама ложится на короля», «положивъ даму на короля», "the Queen goes on the King"), or
    the one named within three words after «на» + the other («на короля кладут даму»)."""
    for y in kq:
        if y.i <= s.span.start or s.norm(y.i - 1) not in ON_WORDS:
            continue
        on = y.i - 1
        before = [x for x in kq if x.value != y.value and x.j <= on and on - x.j <= 3
                  and not s.breaks_between(x.i, y.i)]
        after = [x for x in kq if x.value != y.value and y.j <= x.i <= y.j + 3 and not s.breaks_between(y.i, x.i)]
        if before:
            return before[-1], y
        if after:
            return after[0], y
    return None


def _jack_and_ace(ctx: Context, s: Sentence, ranks: list[Cue]) -> None:
    """"A Jack may enter the chamber only together with the Ace of his own suit, … and the Jack
    goes on top": the Jack and Ace go together (to the chamber or the foundations) and make a
    foundation, the Jack on top (``J+A:foundation``); "as soon as both are free": the bases come
    as they are free."""
    j = [r for r in ranks if r.value == "J"]
    a = [r for r in ranks if r.value == "A"]
    tops = on_top_cues(s)
    dest = [c for c, n in piles(s) if n in ("chamber", "foundation")]
    named = bool(foundation_cues(s))
    # (with the foundations named, only the Jack put on the Ace or on top is a pair: "the top of the table" is not)
    jack_on_top = any(c.pattern == "jack-on-ace" or any(abs(c.i - x.i) <= 2 for x in j) for c in tops)
    if not (j and a and tops and dest) or named and not jack_on_top:
        return
    f = emit(ctx, s, "pairs", "pair.moves", ("J+A:foundation",), [j[0], a[0], dest[0]])
    if f is not None and not named:  # (with the foundations named, foundation-base reads the bases)
        ctx.bases[s.game] = ("J+A",)
        # "as soon as both are free", «оба свободные, идутъ въ аудіенцію», «…в палату, когда оба
        # доступны»: when they come free; «Таким же образом …», «С валетом то же самое»: as the
        # pair said so just before
        free = [c for c in s.of("AVAIL") if not s.breaks_between(c.i, dest[0].i)]
        if free or _said_free(s) or _likewise(s) and any(_said_free(p) for p in _before(s, 2)):
            emit(ctx, s, "pairs", "foundation.base.timing", "as-available", [j[0], a[0], *free[:1]])


def _said_free(s: Sentence) -> bool:
    """Whether a sentence says cards go as they come free ("as soon as", «по мере», or a free word)."""
    return s.has("AVAIL") or any(p in " ".join(s.words(s.span.start, s.span.end)) for p in AS_AVAILABLE)


def _likewise(s: Sentence) -> bool:
    """«Таким же образом …», «Аналогично, …», «С валетом то же самое», 'Likewise, …': the
    sentence does as the one before said (a ``[likewise]`` phrase near its start)."""
    start = " " + " ".join(s.words(s.span.start, min(s.span.start + 6, s.span.end))) + " "
    return any(f" {p} " in start for p in LIKEWISE)


def _before(s: Sentence, n: int) -> list[Sentence]:
    out: list[Sentence] = []
    p = s.prev
    while p is not None and len(out) < n:
        out.append(p)
        p = p.prev
    return out


def on_top_cues(s: Sentence) -> list[Cue]:
    """What says which card of a pair lies on top: "on top", «сверху», and a Jack put on the Ace
    («валетъ кладется на туза», "the Jack goes on the Ace": the word "on" between them)."""
    out = s.of("ONTOP") + s.of("TOP")
    for j in s.of("RANK", "J"):
        ace = next((a for a in s.of("RANK", "A") if 0 < a.i - j.j <= 3), None)
        if ace is None or s.breaks_between(j.i, ace.i):
            continue
        on = next((k for k in range(j.j, ace.i) if s.norm(k) in ON_WORDS), None)
        if on is not None:
            tok = s.doc[on]
            out.append(Cue("ONTOP", None, tok.idx, tok.idx + len(tok.text), on, on + 1, "jack-on-ace", tok.text))
    return out


def _card_of(s: Sentence, pile: Cue) -> bool:
    """«одна карта армии» (the group's name right after the card word), "an Army card" (right
    before it): a card of that group."""
    return any(k.j == pile.i or pile.j == k.i for k in s.of("CARD"))


def _colour_pairs(ctx: Context, s: Sentence) -> None:
    """Pairs of a red and a black card played together to the foundations: «первая пара будетъ
    состоять изъ черной двойки и красной дамы»; «Каждая карта изъ арміи должна быть положена на
    другую карту изъ флота …; спарованныя … карты … положены на … основанія» (the groups' colours
    known from the layout; the foundations then take from both groups).  A later sentence about
    pairing that names no card («Каждая карта можетъ быть спарована только однажды», "most games are
    won or lost in the pairing") restates no pair move: it says how the groups are built, or
    nothing."""
    pairing = s.of("ACT", "pair") + s.of("PAIR")
    if not pairing:
        return
    value = ("*R+*B:foundation",)
    to_foundation = bool(foundation_cues(s)) or s.has("ACT", "play")
    # «черной двойки и красной дамы»; «карты … парами: красная вмѣстѣ съ черною» (the noun left out);
    # "a red card", "a black Two", "a red one from the Army"
    carded = s.has("CARD")
    coloured = {str(c.value) for c in s.of("COLOUR")
                if carded or any(x.i in (c.j, c.j + 1) for x in s.cues if x.label in ("RANK", "CARD", "NUM"))}
    groups = [(c, n) for c, n in piles(s) if (s.game, n) in ctx.colours and (from_word_before(s, c) or _card_of(s, c))]
    by_group = {ctx.colours[(s.game, n)] for _, n in groups} >= {"R", "B"}
    if {"R", "B"} <= coloured and to_foundation and not by_group:
        emit(ctx, s, "pairs", "pair.moves", value, [pairing[0], *s.of("COLOUR")[:2]])
        return
    if by_group and to_foundation:
        emit(ctx, s, "pairs", "pair.moves", value, [pairing[0], *[c for c, _ in groups]])
        fc = foundation_cues(s)
        if fc:
            emit(ctx, s, "pairs", "foundation.fed-from", tuple(dict.fromkeys(n for _, n in groups)),
                 [fc[0], *[c for c, _ in groups]])
        return


def paired_building(ctx: Context, s: Sentence) -> bool:
    """"You may lay any Army card on any Navy card, or any Navy card on an Army card, to make
    such a pair": a card of one group laid on a card of another to make a pair: the group laid
    on is built ``paired``, from the other; "and vice versa", «и наоборот»: the other way too.
    True when a claim was stated."""
    pairs = _laid_on(s, all_piles(s)) or _covered_with(s, all_piles(s))
    done = False
    both = bool(s.all_words() & VICE_VERSA)
    for (sc, sn), (dc, dn) in pairs:
        for src, dst in ((sn, dn), (dn, sn)) if both else ((sn, dn),):
            if role_of(ctx.vocab, s.game, dst) not in ("reserve", "tableau"):
                continue
            emit(ctx, s, "build-alternate", f"{dst}.build", "paired", [sc, dc])
            emit(ctx, s, "build-from", f"{dst}.build.from", (src,), [sc, dc])
            done = True
    return done


def _laid_on(s: Sentence, named: list[tuple[Cue, str]]) -> list[tuple[tuple[Cue, str], tuple[Cue, str]]]:
    """(group laid, group laid on) for each "on" between two groups of one clause ("any Navy card
    may be placed on any Army card", «карта армии может быть помещена на любую карту флота»)."""
    out = []
    for t in s.span:
        if (t.norm_ or t.lower_) not in ON_WORDS:
            continue
        src = [(c, n) for c, n in named if c.j <= t.i and not s.comma_between(c.i, t.i)]
        dst = [(c, n) for c, n in named if 0 < c.i - t.i <= 6 and not s.comma_between(t.i, c.i)]
        if src and dst and src[-1][1] != dst[0][1]:
            out.append((src[-1], dst[0]))
    return out


def _covered_with(s: Sentence, named: list[tuple[Cue, str]]) -> list[tuple[tuple[Cue, str], tuple[Cue, str]]]:
    """(group that covers, group covered) of a cover verb: «карту армии … покрыть картою флота»
    (the accusative covered, the instrumental covering), "cover an Army card with a Navy card"."""
    for v in s.span:
        if v.lemma_.lower() not in COVER_VERBS:
            continue
        near = [(c, n) for c, n in named if not s.comma_between(min(c.i, v.i), max(c.i, v.i))]
        covering = [(c, n) for c, n in near if c.i > v.i and _instrumental(s, c)]
        covered = [(c, n) for c, n in near if covering and n != covering[0][1]]
        if covering and covered:
            return [(covering[0], covered[0])]
    return []


def _instrumental(s: Sentence, c: Cue) -> bool:
    """Whether a group is named in the instrumental («картою флота», "with a Navy card"): its
    card noun (or its own word) in that case, or "with" before it."""
    if not s.lang.startswith("ru"):
        return "with" in s.words(max(c.i - 3, s.span.start), c.i)
    card = next((k for k in s.of("CARD") if 0 <= c.i - k.j <= 1), c)
    return "ablt" in cases(s.norm(card.i))
