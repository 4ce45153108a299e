"""Where the foundations take cards from: the sources listed ("only from row 1", «изъ окоповъ и
изъ колоды»), the one group said to feed them ("only available for play to the foundations"),
and the way cards must pass through the groups before they are played.

Rules: ``fed-from``, ``fed-only``, ``pass-through``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import base_top_ranks
from corpus.annotate.rules.piles import foundation_cues, from_word_before, group_roles, into, owner_of_its_cards, piles, role_of
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import (
    ALL_SIDES, ARTICLES, BEFORE_WORDS, BOTH_WORDS, EMPHASIS_WORDS, FEED_LEMMAS, FIRST_WORDS, FIT_LEMMAS, FROM_WORDS,
    LIST_JOIN_WORDS, ONLY_IF, OR_WORDS, OTHER_SIDE, PURPOSE_WORDS, SIDE_WORDS, THROUGH_WORDS,
)


#: Words of "in" before a group cards are first put into.
_IN = frozenset({"in", "into", "в", "во"})
#: How many tokens after "except" its first source may stand ("except as a pair out of the Army").
EXCEPT_SPAN = 8


def r_fed_from(ctx: Context, s: Sentence) -> None:
    fcues = foundation_cues(s)
    if not fcues or _fed_while_dealing(ctx, s, fcues):
        return
    f = fcues[0]
    if _only_and_no_other(ctx, s, f):
        return
    if any(not s.comma_between(n.i, f.i) for n in s.of("NEG")):
        if not _fed_except(ctx, s, f) and not _first_into(ctx, s, f):
            _fed_denied(ctx, s, f)  # a negation in the foundations' part of the sentence
        return
    srcs: list[tuple[str, Cue]] = []
    for c, name in piles(s):
        if name == "foundation" or c.i < f.i and not s.has("ONLY"):
            continue
        start = min([o.i for o in s.of("ORD") if o.j in (c.i, c.i - 1)] + [_phrase_start(s, c.i)])  # "of the 1st row"
        prev = s.before(start, 2)
        joined = bool(srcs) and all(w in LIST_JOIN_WORDS or w in ("the", "a") for w in s.words(srcs[-1][1].j, c.i))
        # («… и стороны лордов», '… and the stock': an article after the joining word)
        # ("from a rampart, or fresh from the pack": a comma, a joining word, emphasis and "from" only)
        listed = bool(srcs) and s.lang == "en" and all(
            w in LIST_JOIN_WORDS | EMPHASIS_WORDS | FROM_WORDS | ARTICLES or w == "," for w in s.words(srcs[-1][1].j, c.i))
        if (any(w in FROM_WORDS for w in prev) or _cards_of(s, c) or joined) and not (
                srcs and s.comma_between(srcs[0][1].i, c.i) and not listed):
            srcs.append((name, c))
    if not srcs or not (s.has("ONLY") or len(srcs) >= 2):
        return
    names = tuple(dict.fromkeys(n for n, _ in srcs))
    emit(ctx, s, "fed-from", "foundation.fed-from", names, [f, *[c for _, c in srcs]])


#: Words that may stand between a source and "no other" («… и ни от какого другого ряда»).
_NO_OTHER_BETWEEN = frozenset({"и", "а", ",", "—", "ни", "от", "из", "с", "со", "какого", "какой", "какому", "каким"})


def _only_and_no_other(ctx: Context, s: Sentence, f: Cue) -> bool:
    """«Правительство принимает карты только от Тайного Совета и ни от какого другого ряда»,
    «Право передавать карты Правительству принадлежит одному Тайному совету и никакому иному
    ряду»: after the foundations, a pile, then "and no other" (a negation or «никакой», then a
    word of "other") — the foundations take from that pile alone (Russian).  True when a claim
    was stated."""
    if not s.lang.startswith("ru"):
        return False
    for c, name in piles(s):
        if c.i <= f.j or role_of(ctx.vocab, s.game, name) not in ("reserve", "tableau", "waste", "stock"):
            continue
        if any(0 <= c.i - n.j <= 2 for n in s.of("NEG")):
            continue  # («…, а не из флота, и ни из какого другого»: a source denied)
        other = next((o for o in s.of("OTHER") if 1 <= o.i - c.j <= 6), None)
        if other is None:
            continue
        between = range(c.j, other.i)
        denied = any(n.i in between for n in s.of("NEG")) or any(s.doc[k].lemma_.lower() == "никакой" for k in between)
        if denied and all(s.norm(k) in _NO_OTHER_BETWEEN or s.doc[k].lemma_.lower() == "никакой" for k in between):
            return emit(ctx, s, "fed-from", "foundation.fed-from", (name,), [f, c, other]) is not None
    return False


def _fed_while_dealing(ctx: Context, s: Sentence, fcues: list[Cue]) -> bool:
    """«Колоду открываютъ по картѣ, и годныя карты кладутъ прямо на основанія, негодныя же въ
    талонъ», «карты, негодныя для основаній, кладутъ въ талонъ», 'cards unfit for a foundation go
    to the waste': the stock dealt in the sentence, cards fit or unfit for the foundations (a
    word of ``[fit]`` before them): the foundations take from the stock.  (The rest of the pack
    gone through is ``stock-through``'s.)  True when a claim was stated."""
    deal = s.of("ACT", "deal")
    stock = [c for c, n in piles(s) if n == "stock"] + s.of("PACK")
    if not deal or not stock or s.has("NEG") or any(0 <= stock[0].i - r.j <= 1 for r in s.of("REST")):
        return False
    fit = [t.i for t in s.span if t.lemma_.lower() in FIT_LEMMAS]
    dest = [f for f in fcues if f.i > stock[0].i and any(0 < f.i - k <= 3 or (k < f.i and into(s, f)) for k in fit)]
    if not dest:
        return False
    return emit(ctx, s, "fed-from", "foundation.fed-from", ("stock",), [stock[0], dest[0]]) is not None


def _phrase_start(s: Sentence, i: int) -> int:
    """Where the noun phrase of the (Russian) noun at ``i`` begins: back over the adjectives
    and hyphenated words before it («из Военно-морского флота»: at «Военно»)."""
    if not s.lang.startswith("ru"):
        return i
    from corpus.annotate.components import morph_analyzer

    k = i
    while k - 1 > s.span.start:
        t = s.doc[k - 1]
        if t.text in ("-", "‑"):
            k = max(k - 2, s.span.start)  # a compound: «Военно-морского»
        elif t.is_alpha and any(p.tag.POS in ("ADJF", "PRTF") for p in morph_analyzer().parse(s.norm(k - 1))[:1]):
            k -= 1
        else:
            break
    return k


def _cards_of(s: Sentence, c: Cue) -> bool:
    """«только карты перваго ряда», "only the cards of row 1": the pile is the owner of the
    cards named just before it (a Russian genitive, or "of"), where they come from."""
    start = min([o.i for o in s.of("ORD") if o.j in (c.i, c.i - 1)] + [c.i])
    card = [k for k in s.of("CARD") if k.j in (start, start - 1)]
    if not card or not s.has("ONLY"):
        return False
    from corpus.annotate.rules.piles import cases

    return s.lang.startswith("ru") and "gent" in cases(s.norm(c.i))


def _fed_except(ctx: Context, s: Sentence, f: Cue) -> bool:
    """"nothing may go up to the foundations except from the Privy Council": a negation with an
    exception says the only place the foundations take from.  True when a claim was stated."""
    neg = [n for n in s.of("NEG") if not s.comma_between(n.i, f.i)]
    cut = [x.i for x in s.of("EXCEPT") if x.i > neg[0].i]
    # «Карты никогда не идут на основания по одной: только пара, … из Армии и … из Флота»
    cut = cut or [o.i for o in s.of("ONLY") if o.i > f.j and s.doc[o.i - 1].text in (":", ";", "—", "–")]
    if not cut:
        return False
    srcs = [(c, n) for c, n in piles(s) if n != "foundation" and 0 < c.i - cut[0] <= EXCEPT_SPAN
            and any(w in FROM_WORDS for w in s.before(c.i, 2, cut[0]))
            and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste", "stock")]
    if not srcs:
        return False
    for c, n in piles(s):  # "… except out of the Army and the Navy", «одна из Армии и одна из Флота»
        last = srcs[-1][0]
        if c.i > last.i and n != "foundation" and not s.breaks_between(last.i, c.i) and (all(
                w in LIST_JOIN_WORDS or w in ARTICLES or w in FROM_WORDS for w in s.words(last.j, c.i))
                or any(w in FROM_WORDS for w in s.before(c.i, 1, last.j))):
            srcs.append((c, n))
    emit(ctx, s, "fed-from", "foundation.fed-from", tuple(dict.fromkeys(n for _, n in srcs)),
         [neg[0], f, *[c for c, _ in srcs]])
    return True


def _first_into(ctx: Context, s: Sentence, f: Cue) -> bool:
    """"Cards never go straight to the foundations; they must first take a place in the Army or
    the Navy", «на основания карты прямо не идут: сперва они ложатся в резерв»: the foundations
    denied, then (after them) a word of first and the group(s) cards go into: the foundations
    take from those groups.  True when a claim was stated."""
    # (an adverb: not "the first card dealt goes to the Army")
    first = next((k for k in range(f.j, s.span.end) if s.norm(k) in FIRST_WORDS and s.norm(k - 1) not in ARTICLES
                  and not any(c.label in ("CARD", "PILE", "RANK") and c.i == k + 1 for c in s.cues)), None)
    if first is None:
        return False
    groups = [(c, n) for c, n in piles(s) if c.i > first and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    joined = [g for g in groups if into(s, g[0]) or bool(_IN & set(s.before(g[0].i, 2)))][:1]
    for c, n in groups:
        if not joined or c.i <= joined[-1][0].i:
            continue
        if all(w in LIST_JOIN_WORDS or w in OR_WORDS or w in ARTICLES or w in _IN for w in s.words(joined[-1][0].j, c.i)):
            joined.append((c, n))
    if not joined:
        return False
    return emit(ctx, s, "fed-from", "foundation.fed-from", tuple(dict.fromkeys(n for _, n in joined)),
                [f, s.of("NEG")[0], *[c for c, _ in joined]]) is not None


def _fed_denied(ctx: Context, s: Sentence, f: Cue) -> None:
    """«карты изъ колоды не могутъ быть сыграны непосредственно на основанія», after the
    foundations were said to take only from row 1: the sentence restates where they take from."""
    known = ctx.known(s.game, "foundation.fed-from")
    if not known or not isinstance(known[-1].value, tuple):
        return
    denied = [(c, n) for c, n in piles(s) if n != "foundation" and from_word_before(s, c)]
    if denied and all(n not in known[-1].value for _, n in denied):
        emit(ctx, s, "fed-from", "foundation.fed-from", known[-1].value, [s.of("NEG")[0], f, denied[0][0]])


def r_fed_only(ctx: Context, s: Sentence) -> None:
    """"they are only available for play to the foundations": the foundations take cards from
    the group the sentence is about (both sides, for "from one side to the other" or «обѣихъ
    сторонъ»).  Without "only": a group whose cards go to the foundations (or to the base ranks)
    with a verb of going, playing or feeding («Окопы тоже кормят основания», «На тузы идутъ
    только карты Тайнаго совѣта»)."""
    fcues = foundation_cues(s)
    only = _only_to(s, fcues)
    if fcues and only and only[0].i < fcues[0].i and _only_subject_feeds(ctx, s, only[0], fcues[0]):
        return
    there = [c for c in s.of("ONLYTHERE") if fcues and (0 <= c.i - fcues[0].j <= 3 or 0 <= fcues[0].i - c.j <= 3)]
    if there:  # "… to the foundations and nowhere else", «дорога имъ одна — на основанія»
        only = [Cue(there[0].label, None, there[0].start, there[0].end, fcues[0].j, fcues[0].j,
                    there[0].pattern, there[0].text)]
    if not fcues or not only or (only[0].i > fcues[0].i and only[0].i != fcues[0].j) or (
            fcues[0].i - only[0].j > 5 and not _only_to_play(s, only[0], fcues[0])):
        _fed_by_group(ctx, s)
        return
    words = s.all_words()
    first = min(only[0].i, fcues[0].i)
    names = [n for c, n in piles(s) if c.i < first
             and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    if not names and (words & OTHER_SIDE or words & BOTH_WORDS or words & ALL_SIDES) and words & SIDE_WORDS:
        names = sorted(g for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve")
    names = names or owner_of_its_cards(ctx.vocab, s, first)
    if names:
        emit(ctx, s, "fed-only", "foundation.fed-from", tuple(dict.fromkeys(names)), [only[0], fcues[0]])


def _only_to_play(s: Sentence, only: Cue, f: Cue) -> bool:
    """MT «доступны только для того, чтобы играть к основаниям» ('only available for play to the
    foundations'): "only", a purpose word and a verb of playing before the foundations."""
    between = range(only.j, f.i)
    return f.i - only.j <= 8 and any(s.norm(k) in PURPOSE_WORDS for k in between) and any(
        a.value == "play" and a.i in between for a in s.of("ACT"))


def _only_to(s: Sentence, fcues: list[Cue]) -> list[Cue]:
    """The "only" of "only to the foundations": an "only" cue (not "only if"/«только если», a
    condition), or "except" right before the foundations in a denied sentence («Никуда, кроме
    оснований, карты … не перекладываются»: nowhere but there)."""
    only = [o for o in s.of("ONLY") if not (o.j < s.span.end and s.norm(o.j) in ONLY_IF)]
    if only or not fcues or not s.has("NEG"):
        return only
    return [x for x in s.of("EXCEPT") if 0 <= fcues[0].i - x.j <= 1]


def _only_subject_feeds(ctx: Context, s: Sentence, only: Cue, f: Cue) -> bool:
    """"Only the first row, the Privy Council, may feed the foundations", "only the waste can be
    played to the foundations": "only" before the subject, a verb of play (or "feed") before the
    foundations: they take from the group(s) the subject names.  True when a claim was stated."""
    verbs = [c for c in s.cues if c.label in ("FEED", "ACT") and c.value in (None, "play", "move", "build")
             and only.j <= c.i < f.i]
    if not verbs or any(only.i < n.i < f.i for n in s.of("NEG")) or s.breaks_between(only.i, f.i):
        return False
    names = [n for c, n in piles(s) if only.j <= c.i < verbs[0].i and n != "foundation"
             and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste", "stock")]
    if not names or only.i - s.span.start > 3 and s.norm(only.i - 1) not in (",", "and"):
        return False
    emit(ctx, s, "fed-only", "foundation.fed-from", tuple(dict.fromkeys(names)), [only, verbs[0], f])
    return True


def _fed_by_group(ctx: Context, s: Sentence) -> None:
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    fed = [t.i for t in s.span if t.lemma_.lower() in FEED_LEMMAS]
    dests = [c for c in foundation_cues(s) if into(s, c) or any(0 < c.i - k <= 1 for k in fed)] + [
        r for r in s.of("RANK") if r.value in tops and r.i > s.span.start and s.norm(r.i - 1) in ("на", "к")]
    if not dests or s.has("FORDER") or not s.lang.startswith("ru"):
        return  # (the English side reads this with its own rules)
    d = dests[0]
    if any(not s.comma_between(n.i, d.i) for n in s.of("NEG")):
        return  # «…, и ни откуда болѣе» after a comma does not deny it
    verbs = [c for c in s.of("ACT") if c.value in ("play", "build", "move", "pass")]
    feeding = verbs or any(t.lemma_.lower() in FEED_LEMMAS for t in s.span)
    groups = [n for c, n in piles(s) if c.i != d.i and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
              and not into(s, c) and not s.breaks_between(c.i, d.i)]
    if feeding and len(groups) == 1:
        emit(ctx, s, "fed-from", "foundation.fed-from", (groups[0],), [d])


def r_pass_through(ctx: Context, s: Sentence) -> None:
    """«Карты изъ талона должны проходить чрезъ резервъ, а резервъ долженъ переходить въ окопы
    раньше, чѣмъ карты могутъ быть сыграны»: the foundations take only from the last group."""
    passes = s.of("ACT", "pass")
    if not passes or not (s.has("ACT", "play") or foundation_cues(s) or s.all_words() & THROUGH_WORDS):
        return
    if not s.all_words() & (BEFORE_WORDS | FIRST_WORDS):  # "before they can be played", "first"
        return
    last = passes[-1]
    stages: list[list[Cue]] = []  # "through the reserve, and the reserve into the rampart": the last
    for c, n in piles(s):
        if c.i <= last.i or role_of(ctx.vocab, s.game, n) not in ("reserve", "tableau"):
            continue
        if into(s, c) or any(w in THROUGH_WORDS for w in s.before(c.i, 2)):
            stages.append([c])  # a new stage of the way
        elif stages and all(w in LIST_JOIN_WORDS or w in OR_WORDS or w in ARTICLES
                            for w in s.words(stages[-1][-1].j, c.i)):
            stages[-1].append(c)  # "through the army or the navy": each of them
    if stages:
        dests = stages[-1]
        emit(ctx, s, "pass-through", "foundation.fed-from", tuple(str(d.value) for d in dests),
             [passes[0], last, *dests])
