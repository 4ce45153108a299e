"""How a group is built on: alternate colours, up or down in suit, down regardless of suit, in the
foundations' order (building denied: building.py; paired building: pairs.py).

Rule: ``build-alternate``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.building import going_verbs
from corpus.annotate.rules.pairs import paired_building
from corpus.annotate.rules.piles import piles, role_of
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import COVER_VERBS, GO_LEMMAS, ON_WORDS, RELATIVE_WORDS, REST_ON_LEMMAS, WITHOUT_WORDS
from rules.cards import RANK_TEXT as RANK_ORDER


def r_build_alt(ctx: Context, s: Sentence) -> None:
    """How a group is built on: alternate colours; up and down (in suit); "in the order in which
    they will be played" (the foundations' order); "may be of different suits" (down regardless
    of suit, the vocabulary's one any-suit building).  A sentence that names no group and goes
    on about building ("The cards must be of one suit; laid up or down…") speaks of the group of
    the rule just before it."""
    alts = s.of("ALTCOLOUR")
    ups, downs = s.of("UP"), s.of("DOWN")
    # "a card may be laid upon another", "lay a card on …": a verb of laying with "on" after it builds
    builds = s.of("ACT", "build") + [d for d in s.of("ACT", "deal") if any(
        s.norm(k) in ON_WORDS for k in range(d.j, min(d.j + 3, s.span.end)))] + [
        g for g in going_verbs(s) if g.j < s.span.end and s.norm(g.j) in ON_WORDS] + [
        _cue_at(s, t.i) for t in s.span if t.lemma_.lower() in GO_LEMMAS | REST_ON_LEMMAS and t.i + 1 < s.span.end
        and any(d.i == t.i + 1 for d in s.of("UP") + s.of("DOWN"))] + [
        _cue_at(s, d.i) for d in s.of("UP") + s.of("DOWN") if s.doc[d.i].lemma_.lower() in COVER_VERBS
        or s.norm(d.i) in COVER_VERBS]  # "may be covered by any card one rank lower"
    # "lay an Army card on a Navy card", «покрыть карту армии картою флота»
    laid = builds or s.of("ACT", "deal") or any(t.lemma_.lower() in COVER_VERBS for t in s.span)
    if laid and (s.has("PAIR") or s.has("ACT", "pair")) and paired_building(ctx, s):
        return
    targets = [(c, n) for c, n in piles(s)
               if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    if not targets:
        lb = ctx.last_build
        if (lb is not None and lb[0] == s.game and s.prev is not None and lb[2] == s.prev.segment
                and lb[2] != s.segment and ups and downs and builds and s.has("INSUIT")):
            emit(ctx, s, "build-alternate", f"{lb[1]}.build", "up-or-down-in-suit", [ups[0], downs[0]])
        return
    c, name = targets[0]
    found = []
    # "but not in alternate colours", "never in alternating colours": no such rule
    alts = [a for a in alts if not any(0 < a.i - n.i <= 3 and not s.comma_between(n.i, a.i) for n in s.of("NEG"))]
    alts = alts or _alternate_by_example(s)
    if alts:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "down-alternate-colour", [alts[0], c]))
    elif ups and downs and builds:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "up-or-down-in-suit", [c, ups[0], downs[0]]))
    elif s.has("ANYSUIT") and builds and not ups and not s.has("NEG"):
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "down-any-suit",
                          [c, s.of("ANYSUIT")[0]]))
    elif builds and downs and not ups and (ignored := _suit_ignored(s)) is not None:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "down-any-suit", [c, downs[0], ignored]))
    for fo in (s.of("FORDER") or _order_of_foundations(s))[:1]:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "foundation-order", [c, fo]))
    if any(f is not None for f in found):
        ctx.last_build = (s.game, name, s.segment)


def _order_of_foundations(s: Sentence) -> list[Cue]:
    """«… а можно и въ томъ порядкѣ, какого требуютъ основанія», «в том же порядке, в каком их
    собирают на основаниях»: the Russian noun «порядок», then a relative word («какой», «который»,
    «что») and the foundations in the clause it opens (at most eight words on, no break): the
    order the foundations are built in (a ``FORDER`` cue at the noun)."""
    if not s.lang.startswith("ru"):
        return []
    for t in s.span:
        if t.lemma_.lower() != "порядок":
            continue
        f = next((c for c in s.of("PILE", "foundation") if 0 < c.i - t.i <= 8 and not s.breaks_between(t.i, c.i)), None)
        if f is not None and any(s.doc[k].lemma_.lower() in RELATIVE_WORDS for k in range(t.i + 1, f.i)):
            return [Cue("FORDER", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "order-of-foundations", t.text)]
    return []


def _cue_at(s: Sentence, k: int) -> Cue:
    """A ``move`` cue on token ``k`` (a verb of going read as building)."""
    t = s.doc[k]
    return Cue("ACT", "move", t.idx, t.idx + len(t.text), k, k + 1, "go-on", t.text)


def _alternate_by_example(s: Sentence) -> list[Cue]:
    """"e.g. a red six on a black seven", «красная на черную»: a card of one colour put on one of
    the other (one rank lower, when the ranks are said) is building down in alternate colours."""
    on = {t.i for t in s.span if (t.norm_ or t.lower_) in ON_WORDS}
    colours = s.of("COLOUR")
    for a, b in zip(colours, colours[1:]):
        # "a red six on a black seven"; «лежит чёрная девятка: на неё можно положить красную
        # восьмёрку» (the card built on first); «на красную десятку — чёрную девятку»
        between = any(a.j <= k < b.i for k in on) and 0 < b.i - a.j <= 8
        dashed = any(0 < a.i - k <= 1 for k in on) and any(s.doc[k].text in ("—", "–") for k in range(a.j, b.i))
        if a.value == b.value or not (between or dashed):
            continue
        ra, rb = _rank_after(s, a), _rank_after(s, b)
        if ra is not None and rb is not None and abs(RANK_ORDER.index(ra) - RANK_ORDER.index(rb)) != 1:
            continue
        if s.has("NEG") and any(n.i < b.i for n in s.of("NEG")):
            continue
        return [a, b]
    return []


def _rank_after(s: Sentence, c: Cue) -> str | None:
    """The rank named right after a colour word ("a red six", "black Seven"), if any."""
    for o in s.cues:
        if o.i == c.j and o.label == "RANK" and str(o.value) in RANK_ORDER:
            return str(o.value)
        if o.i == c.j and o.label == "NUM" and isinstance(o.value, int) and 2 <= o.value <= 10:
            return str(o.value)
    return None


def _suit_ignored(s: Sentence) -> Cue | None:
    """The suit word of a negated suit rule: «не обращая вниманія на масть», "suits do not
    matter" — a negation within three words of the suit word; "without regard to suit", «безъ
    всякаго вниманія къ мастямъ» — "without" within five words before it."""
    for w in s.of("SUITWORD"):
        # («масть въ разсчетъ не принимается»: a phrase of two words between)
        if any((-3 <= w.i - n.j <= 3 or (-5 <= w.i - n.j and not s.comma_between(w.i, n.i)))
               and not s.breaks_between(n.i, w.i) for n in s.of("NEG")):
            return w
        if set(s.words(max(w.i - 5, s.span.start), w.i)) & WITHOUT_WORDS:
            return w  # «безъ всякаго вниманія къ мастямъ», "without regard to suit"
    return None
