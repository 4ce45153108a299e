"""The foundations: their bases, how many there are and when the bases are laid out.

Rules: ``foundation-base``, ``base-taken``.  Where the foundations take cards from is
``fed_from.py``'s; the bases' timing said by a clause, ``base_timing.py``'s.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from corpus.annotate.context import Context, emit
from corpus.annotate.pronouns import RANKS_BUILT_ON
from corpus.annotate.rules.base_phrases import (
    apposition, count_said_last, gone_onto, one_per_rank, pair_starts, they_count, when_they_appear,
)
from corpus.annotate.rules.cards import base_top_ranks, card_patterns, card_set_items
from corpus.annotate.rules.piles import foundation_cues, from_word_before, piles, put_up, role_of
from corpus.annotate.sentence import Cue, Sentence, question_before
from corpus.annotate.words import (
    ARTICLES, AS_AVAILABLE, BACK_WORDS, DEMONSTRATIVES, OWNER_POSSESSIVE, CARDS_ARE, CLAUSE_BREAK, DISCARD_IDS, DISTRIBUTIVE, FIRST_WORDS, FIRSTLY_PREFIXES, FROM_WORDS, IN_ALL,
    IN_ALL_AFTER, LIST_JOIN_WORDS, ON_WORDS, OVER_WORDS, OWN_NAME_THIS, TAKE_OUT_WORDS,
    THEN_WORDS, THEY_WORDS, THIS_IS_BETWEEN, UNTIL_WORDS,
)
from rules.cards import RANK_TEXT as RANK_ORDER


def _base_ranks(ctx: Context, s: Sentence, f: Cue) -> list[Cue]:
    """Rank cues that name the foundation bases: before the foundation word in its clause, not
    after a discard verb; or right after it («Основными картами служатъ четыре туза…»,
    «Основания — туз и двойка»)."""
    discard = [c for c in s.of("ACT") if c.pattern in DISCARD_IDS
               and not f.i - c.j <= 1  # «откладывают в сторону основанием», "set aside as foundations"
               and not put_up(s, c)]  # «тузы убираешь наверх»: put up, not away
    ranks = [r for r in s.of("RANK") if r.i not in _excepted(s)]
    if f.pattern == RANKS_BUILT_ON:  # «Валетъ и тузъ …; на нихъ кладутъ…» (pronouns.py)
        return [r for r in ranks if r.j <= f.i]
    served = _serving_subject(s, f, ranks)
    if served:
        return served
    won = s.has("WIN")  # "… topped by a King or a Queen, you have won": the last cards, no bases
    if f.i > s.span.start and s.norm(f.i - 1) in OVER_WORDS:
        return [] if won else _first_onto(ctx, s, f)  # cards put *on* (or above) the foundations
    before = [r for r in ranks if r.j <= f.i and not any(r.i < d.i < f.i for d in discard)
              and (not s.breaks_between(r.i, f.i) or _refers_back(s, r, f))]
    before = [r for r in before if not any(
        w in UNTIL_WORDS for w in s.before(r.i, 2))]
    if len({r.value for r in before}) >= 4 or any(e.i < f.i for e in s.of("ETC")):
        return []  # a sequence (A, K, 2, Q, 3 … «и такъ далѣе»), not the bases
    # «На тузъ кладутъ короля, на короля двойку»: ranks after «на» are where cards go
    before = [r for r in before if not (r.i > s.span.start and s.norm(r.i - 1) in OVER_WORDS)]
    if before or won:
        return before
    after = []
    # "each foundation is built in suit in the order Ace, King, …": how it is built, not its base
    how = [c for c in s.cues if f.j <= c.i and (c.label in ("UP", "DOWN", "INSUIT") or (
        c.label == "ACT" and c.value == "build"))]
    # «Основанія — одинъ тузъ…», «Основания: туз и двойка»
    dash = f.j < s.span.end and s.doc[f.j].text in ("—", "–", "-", ":")
    lead = f.j + 1 if dash else apposition(s, f) or f.j
    for r in ranks:
        if r.i < f.j or s.comma_between(lead, r.i) or any(h.i < r.i for h in how):
            continue
        if any(w in UNTIL_WORDS for w in s.before(r.i, 2, f.j)):
            break
        if any(w in FROM_WORDS or w == "от" for w in s.before(r.i, 2, f.j)):
            continue
        if r.i > f.j and s.norm(r.i - 1) in ON_WORDS:
            continue  # «…начинается основаніе: на валета кладутъ десятку»: where cards go
        after.append(r)
    return after


def _serving_subject(s: Sentence, f: Cue, ranks: list[Cue]) -> list[Cue]:
    """«Тузъ и двойка каждой масти … откладываются въ сторону, какъ выходятъ, и служатъ
    основаніями», "The Aces … are put aside as they come and serve as foundations": a verb of
    serving (or being) right before the foundation word, its subject the one or two ranks that
    open the sentence (before its first verb, no other rank after it)."""
    if f.i - 1 <= s.span.start or not any(s.doc[k].lemma_.lower() in CARDS_ARE for k in range(max(f.i - 2, s.span.start), f.i)):
        return []
    verb = min([c.i for c in s.of("ACT")] + [f.i])
    subject = [r for r in ranks if r.j <= verb]
    if not subject or len({r.value for r in subject}) > 2 or any(verb < r.i < f.i for r in ranks):
        return []
    return subject


def _excepted(s: Sentence) -> set[int]:
    """«все карты, кроме Королей и Королев», "every card except the Kings and Queens": the ranks
    an exception names (right after its word, and those joined to them) are no bases."""
    out: set[int] = set()
    for e in s.of("EXCEPT"):
        last = e.j
        for r in s.of("RANK"):
            if r.i < last:
                continue
            between = s.words(last, r.i)
            if len(between) > 2 or not all(w in LIST_JOIN_WORDS or w in ARTICLES or w == "all" for w in between):
                break
            out.add(r.i)
            last = r.j
    return out


def _first_onto(ctx: Context, s: Sentence, f: Cue) -> list[Cue]:
    """«Тузы выкладываются на основания по мере появления»: before any base is known, the one
    rank (or two) laid onto the foundations as the sentence's subject are their bases."""
    if ctx.bases.get(s.game):
        return []
    verbs = [c for c in s.of("ACT") if c.value in ("build", "deal", "move") and c.j <= f.i]
    ranks = [r for r in s.of("RANK") if verbs and r.j <= verbs[0].i and not s.breaks_between(r.i, f.i)]
    later = [r for r in s.of("RANK") if r.i > f.i and not any(
        w in UNTIL_WORDS for w in s.words(max(r.i - 2, f.j), r.i))]  # "… up to the Kings" is no base
    if not ranks or len({r.value for r in ranks}) > 2 or later:
        return []
    return ranks


_DASHES = ("—", "–", "-")


def _refers_back(s: Sentence, r: Cue, f: Cue) -> bool:
    """Whether the clause of ``f`` opens with a word that refers back across a break to ``r``."""
    breaks = [k for k in range(r.j, f.i) if s.doc[k].text in CLAUSE_BREAK]
    counts = {n.i for n in s.of("NUM")}
    if breaks and s.doc[breaks[-1]].text in _DASHES and all(k in counts for k in range(breaks[-1] + 1, f.i)):
        return True  # «восемь тузовъ и восемь королей — шестнадцать основаній»: the dash is "are"
    if breaks and _that_is(s, breaks[-1], f):
        return True
    if breaks and s.doc[breaks[-1]].text in _DASHES:
        # «…, и эта пара — основание»: the dash stands for "is", inside the clause, which opens
        # after the break or comma before it
        opens = [k for k in range(r.j, breaks[-1]) if s.doc[k].text in CLAUSE_BREAK or s.doc[k].text == ","]
        if opens:
            breaks[-1] = opens[-1]
    return bool(breaks) and any(k < f.i and s.norm(k) in BACK_WORDS for k in (breaks[-1] + 1, breaks[-1] + 2))


def _that_is(s: Sentence, brk: int, f: Cue) -> bool:
    """"… — that's the Government", "…; those are your foundations", «…кладёшь ихъ наверху — это
    основанія»: the clause after the break ``brk`` opens with a demonstrative, and only a verb of
    being, articles, possessives and the like ([this-is-between]) stand before the foundation
    word, so it names the ranks laid out before; a verb of being is needed unless the break is a
    dash or colon (the Russian present has none). Not "that was the first pair the foundations
    took": another noun stands first."""
    k = brk + 1
    if k >= f.i or s.norm(k) not in DEMONSTRATIVES | OWN_NAME_THIS:
        return False
    between = range(k + 1, f.i)

    def being(m: int) -> bool:
        return s.doc[m].lemma_.lower() in CARDS_ARE or s.norm(m) in ("'s", "is", "are")

    if not (s.doc[brk].text in (*_DASHES, ":") or any(being(m) for m in between)):
        return False
    return all(being(m) or s.norm(m) in ARTICLES or s.norm(m) in OWNER_POSSESSIVE or s.norm(m) in THIS_IS_BETWEEN
               for m in between)


def r_foundation_base(ctx: Context, s: Sentence) -> None:
    fcues = foundation_cues(s)
    _count_beside(ctx, s, fcues)
    # (an answer read through its question: the foundation word is the question's)
    asked_only = s.asked is not None and bool(fcues) and all(f.i < s.answer for f in fcues)
    if (not fcues or asked_only) and (_laid_out_as_they_come(ctx, s) or _answer_names_bases(ctx, s)):
        return
    if asked_only:
        return
    if not fcues:
        if s.has("RANK") and not s.has("PILE"):
            pr = ctx.pending_ranks
            last = pr[2][-1] if pr is not None and pr[2] else (pr[0] if pr is not None else None)
            if pr is not None and s.prev is last and len(pr[2]) < 2:
                ctx.pending_ranks = (pr[0], pr[1], (*pr[2], s))
            else:
                ctx.pending_ranks = (s, s.of("RANK"), ())
        else:
            ctx.pending_ranks = None
        return
    f = fcues[0]
    if s.has("CHOOSE") and s.has("RANKWORD"):
        return  # the player chooses the ranks (setup-choice): ranks said are an example
    ranks = _base_ranks(ctx, s, f)
    if not ranks and pair_starts(ctx, s, f):
        return
    src: Sentence = s
    extra: list[str] = []
    if not ranks and s.has("ANAPHOR") and ctx.pending_ranks is not None:
        src, ranks, later = ctx.pending_ranks
        extra = [x.segment for x in (*later, s) if x.segment and x.segment != src.segment]
        ranks = [r for r in ranks if not any(w in UNTIL_WORDS for w in src.before(r.i, 2, 0))]
    ctx.pending_ranks = None
    if not ranks:
        if not _laid_out_as_they_come(ctx, s):
            _timing_without_ranks(ctx, s, f)
        return
    values = {r.value for r in ranks}
    tops = src.of("ONTOP") + src.of("TOP") + _rank_side_up(src)
    laid = _jack_on_ace(src) if "J" in values else None
    aces = [r for r in src.of("RANK") if r.value == "A"]  # «Валета и туза …: валета наверх»
    if "J" in values and aces and tops or laid is not None:
        j = next(r for r in ranks if r.value == "J") if laid is None else laid[0]
        a = next((r for r in ranks if r.value == "A"), aces[0] if aces else j) if laid is None else laid[2]
        if laid is not None and not tops:
            tops = [laid[1]]  # the verb that lays the Jack on the Ace
        emit(ctx, src, "foundation-base", "foundation.base", ("J+A",), [j, a, tops[0]], extra)
        emit(ctx, src, "pairs", "pair.moves", ("J+A:foundation",), [j, a, tops[0]], extra)
        ctx.bases[src.game] = ("J+A",)
        base_extras(ctx, src, ("J*",), [j, a, tops[0]], extra)
        return
    pats = card_patterns(src, ranks, packs=ctx.packs.get(src.game))
    items = one_per_rank(p for p, _ in pats)
    if ctx.bases.get(src.game) == ("J+A",) and {r.value for r in ranks} == {"J"}:
        items = ("J+A",)  # "Each Jack so placed starts a foundation": the Jack on its Ace
    used = [c for _, cs in pats for c in cs]
    if _restated(ctx, src, items):
        return
    found = emit(ctx, src, "foundation-base", "foundation.base", items, used + ([f] if src is s else []), extra)
    if found is None:
        return
    ctx.bases[found.game] = items
    base_extras(ctx, src, items, used, extra)
    _taken_before(ctx, src, items)


def _restated(ctx: Context, s: Sentence, items: Sequence[str]) -> bool:
    """"Those Aces are the Government", «Каждый туз Правительства принимает …» after "pick out the
    eight Aces …": the ranks of the bases read before (or some of them: "an Ace Head runs …"
    after Aces and Deuces), named again without their count, refer back to them (no new reading
    of the bases)."""
    known = card_set_items(ctx.bases.get(s.game, ()))
    new = card_set_items(items)
    if not (known and new) or any(n is not None for n, _, _ in new):
        return False
    ranks, before = {r for _, r, _ in new}, {r for _, r, _ in known}
    # ("an Ace Head runs Ace, Three, …" after Aces and Deuces: one kind of the bases, no new reading)
    return ranks < before or ranks == before and any(n is not None for n, _, _ in known)


def _answer_names_bases(ctx: Context, s: Sentence) -> bool:
    """"What are the foundations? — The four Aces, set out as they come free", «Где основания?
    … каждый туз, как только освободится, кладётся над садом»: the answer to a question about the
    foundations (and no other pile) names their bases by one or two ranks.  True when stated."""
    q = question_before(s)
    if q is None or ctx.bases.get(s.game) or not foundation_cues(q) or any(n != "foundation" for _, n in piles(q)):
        return False
    ranks = [r for r in s.of("RANK") if r.i >= s.answer and not (r.i > s.span.start and s.norm(r.i - 1) in ON_WORDS)]
    others = [c for c, n in piles(s) if c.i >= s.answer and n != "foundation"
              and not any(w in OVER_WORDS for w in s.before(c.i, 2))]  # (not "above the garden")
    if not ranks or len({r.value for r in ranks}) > 2 or others or any(
            c.label in ("UP", "DOWN", "ETC", "INSUIT", "TWOS") for c in s.cues):
        return False
    pats = card_patterns(s, ranks, packs=ctx.packs.get(s.game))
    items = one_per_rank(p for p, _ in pats)
    used = [c for _, cs in pats for c in cs]
    if emit(ctx, s, "foundation-base", "foundation.base", items, used, [q.segment] if q.segment else []) is None:
        return False
    ctx.bases[s.game] = items
    base_extras(ctx, s, items, used, [])
    return True


def _rank_side_up(s: Sentence) -> list[Cue]:
    """«кладутся … валетомъ вверхъ», 'with the Jack uppermost': a rank in the instrumental case
    (or after "with") right before a word of up says which card of a pair lies on top."""
    out = []
    for r in s.of("RANK"):
        up = next((c for c in s.cues if c.label in ("UP", "ONTOP") and c.i == r.j), None)
        if up is None:
            continue
        if s.lang.startswith("ru"):
            from corpus.annotate.components import morph_analyzer

            if not any("ablt" in p.tag for p in morph_analyzer().parse(s.norm(r.i))[:2]):
                continue
        elif not (r.i > s.span.start + 1 and "with" in s.words(r.i - 2, r.i)):
            continue
        out.append(up)
    return out


def _jack_on_ace(s: Sentence) -> tuple[Cue, Cue, Cue] | None:
    """«валет ложится на туза», 'the Jack is laid on the Ace': a Jack, a verb of putting, "on" and
    an Ace (the Jack on top of the Ace: the J+A pair that starts a foundation).  Returns the
    Jack, the verb and the Ace."""
    for j in (r for r in s.of("RANK") if r.value == "J"):
        verb = next((c for c in s.of("ACT") if c.value in ("build", "deal", "move") and 0 <= c.i - j.j <= 2), None)
        if verb is None:
            continue
        ace = next((r for r in s.of("RANK") if r.value == "A" and 0 < r.i - verb.j <= 3
                    and any(w in ON_WORDS for w in s.words(verb.j, r.i))), None)
        if ace is not None:
            return j, verb, ace
    return None


def _laid_out_as_they_come(ctx: Context, s: Sentence) -> bool:
    """«Туз и двойку каждой масти кладут в ряд над резервом по мере того, как они выходят»,
    «Восемь тузов кладут в ряд до раздачи», «Тузы и двойки выкладываете наверх по мере …»: before
    any base is known, one or two ranks laid out in a row (or up above, no other pile named) as
    they come out, or before the deal, are the foundations' bases, though the word «основания»
    is not said (in Russian)."""
    if ctx.bases.get(s.game) or not s.lang.startswith("ru"):
        return False
    text = " ".join(s.words(s.span.start, s.span.end))
    # (a verb of putting away with «наверх» right after it lays out: «Тузы убирают наверх»)
    verbs = [c for c in s.of("ACT") if c.value in ("build", "deal") or (
        c.value == "remove" and put_up(s, c))]
    rows = [r for r in s.of("ROW") if r.i > s.span.start and s.norm(r.i - 1) in ("в", "во")]
    others = [c for c in s.of("PILE") if c.value != "foundation" or c.i < (verbs[0].i if verbs else 0)]
    if not rows and verbs and not others and not s.has("PAIR"):
        rows = [t for t in s.of("ONTOP") if t.i == verbs[0].j]  # «Тузы и двойки выкладываете наверх …»
    ranks = [r for r in s.of("RANK") if verbs and r.j <= verbs[0].i]
    when = any(p in text for p in AS_AVAILABLE) or s.has("BEFOREDEAL") or when_they_appear(s)
    if not (verbs and rows and ranks) or len({r.value for r in ranks}) > 2 or not when:
        return False
    pats = card_patterns(s, ranks, packs=ctx.packs.get(s.game))
    items = tuple(dict.fromkeys(p for p, _ in pats))
    used = [c for _, cs in pats for c in cs] + rows[:1]
    if emit(ctx, s, "foundation-base", "foundation.base", items, used) is None:
        return False
    ctx.bases[s.game] = items
    base_extras(ctx, s, items, used, [])
    return True


def _count_before_rank(s: Sentence, item: str) -> int:
    """The number right before the rank of a card pattern ("four Aces", «Четыре туза»), or 0."""
    rank = item.rstrip("*")
    for r in s.of("RANK"):
        if r.value == rank:
            n = next((n for n in s.of("NUM") if n.j == r.i and isinstance(n.value, int)), None)
            if n is not None:
                return int(n.value)
    return 0


def _count_beside(ctx: Context, s: Sentence, fcues: list[Cue]) -> None:
    """«Оснований восемь», «всѣ восемь основаній», "eight foundations": the count beside the
    word (not a number of cards: «на восемь основаній кладутъ…» counts them too)."""
    for f in fcues:
        # «Основания: восемь, по два на масть»: a number after the word and a colon or dash
        at = f.j + (f.j < s.span.end and s.doc[f.j].text in (":", "—", "–"))
        num = next((n for n in s.of("NUM") if isinstance(n.value, int) and 2 <= n.value <= 16 and (
            n.j == f.i or (n.i == at and not any(c.label in ("CARD", "RANK", "PACK") and n.j <= c.i <= n.j + 2
                                                 for c in s.cues)))), None)
        num = num or they_count(s, f) or _total_count(s) or _total_beside(s, f) or _cards_are(s, f) or count_said_last(s, f)
        if num is not None and s.norm(f.i) != "основании" and not any(c.label == "CARD" and c.i == f.j for c in s.cues):
            emit(ctx, s, "foundation-base", "foundation.count", int(num.value), [num, f])
            return


def _total_beside(s: Sentence, f: Cue) -> Cue | None:
    """«Всего оснований, таким образом, восемь», "Altogether the foundations number eight": a
    word of totalling right beside the foundation word and the sentence's one number (counting
    nothing else) is their count."""
    if not any(w in IN_ALL and w != "all" for w in s.words(max(f.i - 2, s.span.start), min(f.j + 1, s.span.end))):
        return None
    nums = [n for n in s.of("NUM") if isinstance(n.value, int)]
    if len(nums) != 1 or not 2 <= nums[0].value <= 16 or any(
            c.label in ("CARD", "RANK", "PACK", "ROW", "COLUMN") and nums[0].j <= c.i <= nums[0].j + 1 for c in s.cues):
        return None
    return nums[0]


def _cards_are(s: Sentence, f: Cue) -> Cue | None:
    """"these eight cards are the foundations", «эти восемь карт являются учреждениями»: a number
    of cards, then a verb of being (or a dash) and the foundation word (not "are on the
    foundations": where cards lie)."""
    if gone_onto(s, f):
        return None
    for n in s.of("NUM"):
        card = next((c for c in s.of("CARD") if c.i == n.j), None)
        if card is None or not isinstance(n.value, int) or not 2 <= n.value <= 16 or not 1 <= f.i - card.j <= 3:
            continue
        if any(s.doc[k].lemma_.lower() in CARDS_ARE or s.doc[k].text in CARDS_ARE for k in range(card.j, f.i)):
            return n
    return _they_are(s, f)


def _they_are(s: Sentence, f: Cue) -> Cue | None:
    """"Set out the eight Aces …; they are the foundations", «Поместите восемь Асов в ряд …; они
    являются основаниями»: a clause opening with a pronoun and a verb of being just before the
    foundation word counts the cards (or ranks) counted last in the clause before."""
    k = f.i - 1
    while k > s.span.start and s.doc[k].is_alpha and s.norm(k) not in THEY_WORDS and f.i - k <= 3:
        k -= 1
    if s.norm(k) not in THEY_WORDS or not any(
            s.doc[m].lemma_.lower() in CARDS_ARE for m in range(k + 1, f.i)) or s.doc[k - 1].text not in (";", ",", "—", ":"):
        return None
    nums = [n for n in s.of("NUM") if n.j <= k - 1 and isinstance(n.value, int) and 2 <= n.value <= 16
            and any(c.label in ("CARD", "RANK") and c.i == n.j for c in s.cues)
            and not any(c.label == "EACH" and 0 < c.i - n.j <= 3 for c in s.cues)  # "four cards to each pile"
            and not (n.i > s.span.start and s.norm(n.i - 1) in DISTRIBUTIVE)]
    return nums[-1] if nums else None


def _total_count(s: Sentence) -> Cue | None:
    """A number said to be the total («…, всего восемь», «числомъ шестнадцать», '8 in all',
    'in total 8'): of the foundations when the sentence speaks of them."""
    for n in s.of("NUM"):
        if not isinstance(n.value, int) or not 2 <= n.value <= 16:
            continue
        before = s.words(max(n.i - 2, s.span.start), n.i)
        after = s.words(n.j, min(n.j + 2, s.span.end))
        if not s.lang.startswith("en") and (before[-1:] and before[-1] in IN_ALL or any(
                " ".join(s.words(n.j, min(n.j + 3, s.span.end))).startswith(p) for p in IN_ALL_AFTER)) or (
                s.lang.startswith("en") and (after[:2] in (["in", "all"], ["in", "total"]) or after[:1] == ["altogether"]
                                             or before == ["in", "total"] or before[-1:] == ["total"])):
            return n
    return None


def _timing_without_ranks(ctx: Context, s: Sentence, f: Cue) -> None:
    """«Основныя карты берутся тотчасъ-же» (taken at once: before the deal); «Основныя карты
    выбираются во время игры» (chosen during play: as they become available)."""
    take = s.of("ACT", "takeout")
    if take and s.has("IMMEDIATE") and not s.has("NEG"):
        emit(ctx, s, "foundation-base", "foundation.base.timing", "before-deal", [f, take[0], s.of("IMMEDIATE")[0]])
    elif s.has("DURING") and f.i <= s.span.start + 1:
        emit(ctx, s, "foundation-base", "foundation.base.timing", "as-available", [f, s.of("DURING")[0]])
    elif f.i <= s.span.start + 1 and any(p in " ".join(s.words(s.span.start, s.span.end)) for p in AS_AVAILABLE):
        # «Основанія не раскладываются заранѣе, а выбираются … по мѣрѣ того, какъ карты выходятъ»
        emit(ctx, s, "foundation-base", "foundation.base.timing", "as-available", [f])


def _taken_before(ctx: Context, src: Sentence, items: Sequence[str]) -> None:
    """An earlier sentence that took the bases' ranks out of the pack («Вынимаютъ изъ колоды
    восемь черныхъ тузовъ … восемь красныхъ королей») laid them out before the deal."""
    ranks = {r for _, r, _ in card_set_items(items)}
    if not ranks or not ranks <= set(RANK_ORDER):
        return
    for t, pats in ctx.takeouts.get(src.game, []):
        if t is src or t.segment == src.segment:
            continue
        if ranks <= {r for _, r, _ in card_set_items(pats)}:
            took = [r for r in t.of("RANK") if r.value in ranks]
            emit(ctx, t, "foundation-base", "foundation.base.timing", "before-deal",
                 [t.of("ACT", "takeout")[0], *took[:1]])


def _after_a_first_step(src: Sentence, prev: Sentence) -> bool:
    """"Before anything else, the Kings … are put away. The eight Aces are then laid in a line":
    the bases laid out "then", right after a sentence that opens with a first step."""
    then = any(w in THEN_WORDS for w in src.words(src.span.start, min(src.span.start + 6, src.span.end)))
    first = any(w in FIRST_WORDS for w in prev.words(prev.span.start, min(prev.span.start + 3, prev.span.end)))
    return then and first and not src.has("DURING") and not src.has("AVAIL")


def _each_suit(s: Sentence) -> bool:
    """"one Ace of each suit", «по тузу каждой масти», "an Ace of every suit": one base a suit,
    four in all ("each Ace starts a foundation", «на каждое …» count no foundations)."""
    suits = [w.i for w in s.of("SUITWORD")]
    return any(e.pattern == "en-each-suit" or any(0 < k - e.i <= 2 for k in suits) for e in s.of("EACH"))


def base_extras(ctx: Context, src: Sentence, items: Sequence[str], used: list[Cue],
                 extra: list[str]) -> None:
    """Count and timing of the foundations, from the sentence that names their bases."""
    counts = []
    explicit = src.has("NUM") and all("x" in it for it in items)
    total = _total_count(src)
    for it in items if total is None else ():
        m = re.match(r"^(\d+)x", it)
        if m and explicit:
            counts.append(int(m.group(1)))
        elif not m and it.endswith("*") and (_each_suit(src) or src.has("ANYSUIT")):
            counts.append(4)
        elif not m and it.endswith("*") and (n := _count_before_rank(src, it)):
            counts.append(n)  # «Четыре туза играются к фондам»
        else:
            counts = []
            break
    if total is not None:
        emit(ctx, src, "foundation-base", "foundation.count", int(total.value), [*used, total], extra)
    elif counts:  # a sum of the bases' counts: a later sentence that states the count says it
        emit(ctx, src, "foundation-base", "foundation.count", sum(counts), used, extra, implicit=True)
    first = src.words(src.span.start, min(src.span.start + 3, src.span.end))
    text = " ".join(src.words(src.span.start, src.span.end))  # modern spelling: «по мѣрѣ» -> «по мере»
    prev = src.prev
    negated_first = any(n.i < src.span.start + 4 and not any(b.i <= n.i < b.j for b in src.of("BEFOREDEAL"))
                        for n in src.of("NEG"))  # (not «пока … не сдали»: before the deal)
    if (any(w in FIRST_WORDS for w in first) or "before" in text or src.has("BEFOREDEAL")) and not negated_first:
        emit(ctx, src, "foundation-base", "foundation.base.timing", "before-deal", used, extra)
    elif any(p in text for p in AS_AVAILABLE) or src.has("AVAIL") or when_they_appear(src):
        emit(ctx, src, "foundation-base", "foundation.base.timing", "as-available", used, extra)
    elif prev is not None and prev.of("ACT", "takeout") and any(
            w in FIRST_WORDS or w.lstrip("-").startswith(FIRSTLY_PREFIXES)
            for w in prev.words(prev.span.start, prev.span.start + 3)):
        took = [r for r in prev.of("RANK") if any(it.rstrip("*").split("x")[-1].startswith(str(r.value)) for it in items)]
        if took:
            emit(ctx, prev, "foundation-base", "foundation.base.timing", "before-deal",
                 [took[0], prev.of("ACT", "takeout")[0]])
    elif prev is not None and _after_a_first_step(src, prev):
        emit(ctx, src, "foundation-base", "foundation.base.timing", "before-deal", used, extra)
    elif (take := [t for t in src.of("ACT", "takeout") if used and t.j <= min(c.i for c in used)
                   and src.norm(t.i) in TAKE_OUT_WORDS]) and not src.has("DURING"):
        # "Remove the eight Fives and the eight Sixes … as foundations": taken out of the pack
        # (the first thing said of them), so laid out before the deal
        emit(ctx, src, "foundation-base", "foundation.base.timing", "before-deal", [take[0], *used], extra)



def r_base_taken(ctx: Context, s: Sentence) -> None:
    """«берутъ изъ окоповъ туза … и играютъ ихъ на принадлежащія имъ мѣста»: a base card taken
    from the layout during play: the bases are played as they become available."""
    take = s.of("ACT", "takeout")
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    if not take or not tops:
        return
    ranks = [r for r in s.of("RANK") if r.value in tops]
    src = [c for c, n in piles(s) if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
           and from_word_before(s, c)]
    if ranks and src:
        emit(ctx, s, "base-taken", "foundation.base.timing", "as-available", [take[0], src[0], ranks[0]])
