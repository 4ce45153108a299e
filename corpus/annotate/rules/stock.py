"""The stock and the waste: redeals, how the stock is dealt and when, the waste's packets.

Rules: ``redeals``, ``stock-deal``, ``gaps-only``, ``waste-split``, ``stock-through``, ``waste-formed``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.filling import fillable
from corpus.annotate.rules.layout import as_many_again
from corpus.annotate.rules.piles import all_piles, foundation_cues, from_word_before, into, piles, role_of, waste_packets
from corpus.annotate.sentence import Cue, Sentence, any_moment, clause_bounds
from corpus.annotate.words import (
    ANY_TIME, APP_DEAL, ARTICLES, FIT_VERBS, BE_FORMS, DISTRIBUTIVE, DO_THIS, ONE_CARD_MOVED, MOVE_NOUNS, NO_LONGER, NONE_OF, OR_WORDS, OTHERWISE_WORDS, OWN_WORDS, PASS_NOUNS, PER_COLOUR, STANDSTILL, STUCK_LEMMAS,
    SOLE_WORDS, SUBJECT_WORDS, TIME_PREPOSITIONS, TIMES, WAY_WORDS, PLAYER_CHOOSES,
)


def r_redeals(ctx: Context, s: Sentence) -> None:
    """"dealt once", «только одинъ разъ», "no second deal", «повторной раскладки нет»: no redeal;
    "dealt once more", «раскладываютъ еще разъ», "one redeal": one (or the number said); the
    stock "gone through once" («колода проходится один раз»): none; the waste turned over once
    («отбой можно перевернуть один раз»): one."""
    # ("Can I go through the stock again? No.": the answer is read through its question, the
    # reader's ``through_question``, whose "no" denies the question's verb: no redeal below)
    redeal = [r for r in s.of("REDEAL") if not _time_of(s, r)]
    # "as many again", «ещё столько же»: a second lot of cards laid out, not a deal again
    again = [] if as_many_again(s) else s.of("AGAIN")
    # the stock gone through again («проходить колоду заново») is dealt again
    passed = s.of("ACT", "pass") if any(n == "stock" for _, n in piles(s)) or s.has("PACK") else []
    deals = s.of("ACT", "deal") + redeal + passed + (_stock_laid(s) if again else [])
    # «Бабушка опять спрашивает …, как он раскладывается?»: "again" of another verb, a clause away
    again = [a for a in again if any(not s.comma_between(a.i, d.i) for d in deals)]
    if _passes(ctx, s):
        return
    if again and deals and not s.of("ACT", "pair"):
        # «Вторично колода не раскладывается»: not dealt again ("dealt once more, but not a third
        # time": a negation in another part of the sentence denies something else)
        neg = [n for n in s.of("NEG") if not s.comma_between(n.i, again[0].i)]
        emit(ctx, s, "redeals", "stock.redeals", 0 if neg else 1, [deals[0], again[0], *neg[:1]])
        return
    if redeal:
        # a negation of the redeal (not of something else: «послѣ второй сдачи ходовъ нѣтъ»)
        neg = [n for n in s.of("NEG") if _denies(s, n, redeal[0])]
        if neg or any(w in NONE_OF for w in s.before(redeal[0].i, 1)):  # «безъ пересдачи», «никакой повторной сделки»
            emit(ctx, s, "redeals", "stock.redeals", 0, [*neg[:1], redeal[0]])
            return
        nums = [c for c in s.of("NUM") if abs(c.j - redeal[0].i) <= 2 and isinstance(c.value, int)]
        nums = nums or [c for c in [s.labelled(redeal[0])] if c is not None and isinstance(c.value, int)]
        if nums:
            emit(ctx, s, "redeals", "stock.redeals", nums[0].value, [nums[0], redeal[0]])
            return
        once = [c for c in s.of("ONCE") if not _conjunction(s, c) and c.i > redeal[0].i]
        times = _times(s, redeal)
        if once:  # "the waste may be redealt once"
            emit(ctx, s, "redeals", "stock.redeals", 1, [redeal[0], once[0]])
        elif times is not None:  # "redealt twice"
            emit(ctx, s, "redeals", "stock.redeals", times[0], [redeal[0], times[1]])
        return
    if _waste_not_turned(ctx, s):
        return
    once = [c for c in s.of("ONCE") if not _conjunction(s, c)]
    named = [n for _, n in piles(s)]
    stock = "stock" in named or s.has("PACK")
    # "the stock is gone through once", «колода проходится один раз»
    deal = s.of("ACT", "deal") + (s.of("ACT", "pass") if stock else [])
    if s.of("ACT", "pair") or not deal:
        return
    if once and not (once[0].i < deal[0].i and s.breaks_between(once[0].i, deal[0].i)):
        # «отбой можно перевернуть один раз»: the waste turned over once is one redeal
        waste = not stock and any(role_of(ctx.vocab, s.game, n) == "waste" for n in named)
        emit(ctx, s, "redeals", "stock.redeals", 1 if waste else 0, [deal[0], once[0]])
        return
    times = _times(s)
    if times is not None:
        emit(ctx, s, "redeals", "stock.redeals", times[0] - 1, [deal[0], times[1]])


def _time_of(s: Sentence, redeal: Cue) -> bool:
    """"If after this second deal no card will go", «при второй сдачѣ дѣлать нечего»: a deal noun
    after a preposition of time (words.toml ``time-preposition``; a determiner may stand between)
    is when something else happens, not a rule on redeals."""
    k = redeal.i - 1
    if k > s.span.start and (s.doc[k].pos_ == "DET" or s.norm(k) in ARTICLES):
        k -= 1
    return k >= s.span.start and s.norm(k) in TIME_PREPOSITIONS


def _waste_not_turned(ctx: Context, s: Sentence) -> bool:
    """«Когда колода кончится, отбой не переворачивают», "the waste may not be turned": the waste
    (named just before the deal verb, in its clause, not where cards go) turned over is denied:
    no redeal.  Whether it was read."""
    for d in s.of("ACT", "deal"):
        neg = [n for n in s.of("NEG") if 0 <= d.i - n.j <= 2]
        waste = [c for c, n in all_piles(s) if role_of(ctx.vocab, s.game, n) == "waste" and c.j <= d.i
                 and not s.comma_between(c.i, d.i) and not into(s, c)]
        if neg and waste and not s.has("AGAIN"):
            emit(ctx, s, "redeals", "stock.redeals", 0, [waste[-1], neg[0], d])
            return True
    return False


def _denies(s: Sentence, neg: Cue, redeal: Cue) -> bool:
    """Whether a negation is of the redeal: no noun of moves between them («послѣ второй сдачи
    ходовъ нѣтъ» denies the moves, not the second deal)."""
    lo, hi = min(neg.j, redeal.j), max(neg.i, redeal.i)
    return not any(s.doc[k].lemma_.lower() in MOVE_NOUNS for k in range(lo, hi))


def _passes(ctx: Context, s: Sentence) -> bool:
    """"You only get one pass through the stock", "two rounds of the pack": a number before a
    noun of going through (``pass-noun``) with the stock named: that many deals.  True when a
    claim was stated."""
    if not any(n == "stock" for _, n in piles(s)) and not s.has("PACK"):
        return False
    for n in s.of("NUM"):
        if isinstance(n.value, int) and 1 <= n.value <= 4 and n.j < s.span.end and s.norm(n.j) in PASS_NOUNS:
            emit(ctx, s, "redeals", "stock.redeals", int(n.value) - 1, [n])
            return True
    return False


def _conjunction(s: Sentence, once: Cue) -> bool:
    """"once it has been used", "once both are free": "once" that opens a clause (a subject
    follows), not "dealt once"; nor «один раз» inside "one card at a time" («одна карта за один
    раз»)."""
    if any(c.i <= once.i and once.j <= c.j for c in s.of("SINGLY")):
        return True
    if once.j >= s.span.end:
        return False
    nxt = s.doc[once.j]
    return (nxt.norm_ or nxt.lower_) in SUBJECT_WORDS or any(
        c.i == once.j and c.label in ("NUM", "CARD", "PILE", "RANK", "ALL", "EACH") for c in s.cues)


def _times(s: Sentence, verbs: list[Cue] | None = None) -> tuple[int, Cue] | None:
    """How many times the stock is dealt: "dealt twice", "three times", "only one deal", "two
    deals" (a number before the noun "deal"): (times, cue)."""
    for c in s.of("ACT", "deal") if verbs is None else verbs:
        word = s.norm(c.i)
        nums = [n for n in s.of("NUM") if n.j == c.i and isinstance(n.value, int)]
        if word in ("deal", "deals") and nums:
            return int(nums[0].value), nums[0]
        after = [t for t in s.doc[c.j:min(c.j + 4, s.span.end)]]
        for k, t in enumerate(after):
            w = t.norm_ or t.lower_
            if w in TIMES:
                cue = Cue("NUM", TIMES[w], t.idx, t.idx + len(t), t.i, t.i + 1, "times", t.text)
                return int(TIMES[w]), cue
            if w in ("time", "times"):
                nums = [n for n in s.of("NUM") if n.j == t.i and isinstance(n.value, int)]
                if nums:
                    return int(nums[0].value), nums[0]
    return None


def r_stock_deal(ctx: Context, s: Sentence) -> None:
    """The stock dealt one card at a time (to the waste): ``stock.deal = one-to-waste``, the
    waste's count, when («when stuck», «когда пожелаете»).  The verb may be left out («Колоду —
    по одной карте в отбой»), the waste too when the stock is named («Колоду сдаютъ по одной
    картѣ»); the cards that do not go to the foundations going to the waste («что не идёт на
    основания, ложится в талон»), the foundations take from the stock."""
    singly, deal = s.of("SINGLY"), s.of("ACT", "deal")
    named = piles(s)
    waste = [c for c, n in named if role_of(ctx.vocab, s.game, n) == "waste"]
    stock = [c for c, n in named if n == "stock" and singly and c.i < singly[0].i]
    if singly and not deal and stock and not any(a.i < singly[0].i for a in s.of("ACT")) and any(
            t.text in ("—", "–") for t in s.doc[stock[0].j:singly[0].i]):
        deal = stock[:1]  # «Колоду — по одной карте в отбой»: the verb left out
    # "Stock: one card at a time to a single waste pile" (a label line says the deal)
    deal = deal or [c for c, n in named if n == "stock" and s.labelled(c, "SINGLY") is not None]
    deal = deal or _app_deal(s)
    if deal and not singly and waste and any(n == "stock" for _, n in named):
        singly = _one_card_moved(s, deal[0], waste)
    if deal and not singly and any(n == "stock" for _, n in named) and _stuck(s):
        # "The stock is dealt only when play comes to a standstill" (no 'one at a time' said)
        emit(ctx, s, "stock-deal", "stock.deal.timing", "standstill", [deal[0]])
    elif deal and not singly and deal[0].value == "deal" and _stock_object(s, deal[0]) and _when_liked(s, deal[0]):
        # "You may deal from the stock whenever you wish", «Колоду можно сдавать когда угодно»
        emit(ctx, s, "stock-deal", "stock.deal.timing", "any-time", [deal[0]])
    if singly and deal and (waste or stock):
        f = emit(ctx, s, "stock-deal", "stock.deal", "one-to-waste", [deal[0], singly[0], *(waste or stock)[:1]])
        if f is None:
            return
        _unfit_to_waste(ctx, s, singly[0], waste)
        if waste and not s.has("NUM", 2):
            emit(ctx, s, "stock-deal", "waste.count", 1, [waste[0]])
        if _stuck(s):
            emit(ctx, s, "stock-deal", "stock.deal.timing", "standstill", [deal[0]])
        elif _when_liked(s, deal[0]):
            emit(ctx, s, "stock-deal", "stock.deal.timing", "any-time", [deal[0]])


def _app_deal(s: Sentence) -> list[Cue]:
    """"Tap the stock", "click on the deck": an app's instruction on the stock (words.toml
    ``app-deal``, the stock within three words after the verb) is its deal.  A deal cue, or none."""
    for t in s.span:
        if t.lemma_.lower() not in APP_DEAL and s.norm(t.i) not in APP_DEAL:
            continue
        if any(n == "stock" and 0 < c.i - t.i <= 3 for c, n in piles(s)):
            return [Cue("ACT", "deal", t.idx, t.idx + len(t.text), t.i, t.i + 1, "en-app-deal", t.text)]
    return []


def _one_card_moved(s: Sentence, deal: Cue, waste: list[Cue]) -> list[Cue]:
    """"turn its top card onto the waste", "flip one card to the discard pile": one card (words.toml
    ``one-card-moved`` before the singular card word, within four words after the deal verb) moved
    to the waste in the same clause, no pile but the stock between, is the stock dealt one at a
    time.  The card cue, or none."""
    # "Tap the stock to move a card to the waste": a verb of moving after the app's verb carries the card
    verbs = [deal] + [a for a in s.of("ACT") if a.value in ("move", "play", "deal") and 0 < a.i - deal.j <= 4]
    deal = verbs[-1]
    for c in s.of("CARD"):
        # "its top card is turned", "a card flips onto the waste": the card the verb's subject
        passive = 0 <= deal.i - c.j <= 2 and set(s.words(c.j, deal.i)) <= BE_FORMS
        single = s.norm(c.j - 1) == "card" or (s.lang.startswith("ru") and s.norm(c.j - 1) in ("карту", "карта"))
        if not (deal.j <= c.i <= deal.j + 4 or passive) or not single or s.has("NUM", 2) \
                or s.has("NUM", 3):
            continue
        if not set(s.words(deal.j if not passive else max(c.i - 3, s.span.start), c.i)) & ONE_CARD_MOVED:
            continue
        to = [w for w in waste if w.i > c.i and not s.breaks_between(c.j, w.i)]
        if to and not any(c.j <= p.i < to[0].i and n not in ("stock", "waste") for p, n in piles(s)):
            return [c]
    return []


def _stock_laid(s: Sentence) -> list[Cue]:
    """The whole stock laid out again, a deal: a verb of moving in a sentence whose one pile is the
    stock («Колоды во второй разъ не перекладываютъ»), then, in Russian, a verb of laying or moving
    whose direct object is the stock («Второй разъ колоды я не перекладываю»: the stock's word
    next to it, in the accusative, or the genitive a negation takes, no preposition before it)."""
    alone = s.of("ACT", "move") if {n for _, n in piles(s)} == {"stock"} else []
    if not s.lang.startswith("ru"):
        return alone
    from corpus.annotate.components import morph_analyzer

    morph = morph_analyzer()

    def object_case(c: Cue) -> bool:
        after_prep = c.i > s.span.start and any(p.tag.POS == "PREP" for p in morph.parse(s.norm(c.i - 1))[:1])
        return not after_prep and any(p.tag.case in ("accs", "gent") for p in morph.parse(s.norm(c.j - 1))
                                      if p.tag.POS == "NOUN")

    stocks = [c for c, n in piles(s) if n == "stock" and object_case(c)]
    return alone + [a for a in s.of("ACT") if a.value in ("build", "move") and any(
        abs(a.i - c.i) <= 4 and not s.comma_between(min(a.i, c.i), max(a.j, c.j)) for c in stocks)][:1]


def _stock_object(s: Sentence, deal: Cue) -> bool:
    """The stock next to a deal verb, what it deals ("deal from the stock", «колоду … сдавать»,
    «сдавать колоду»): within three words of the verb, in its clause, no other pile between."""
    for c, n in piles(s):
        lo, hi = sorted((c.i, deal.i))
        if n == "stock" and hi - lo <= 4 and not s.comma_between(lo, hi) and not any(
                lo < p.i < hi for p in s.of("PILE")):
            return True
    return False


def _stuck(s: Sentence) -> bool:
    """"when play is at a standstill", «когда ходовъ болѣе нѣтъ», "when nothing more can be done":
    the player can make no move."""
    return bool(s.all_words() & STANDSTILL or (s.has("NEG") and s.lemmas() & MOVE_NOUNS) or _nothing_more(s))


def _when_liked(s: Sentence, deal: Cue) -> bool:
    """"whenever you like", "when he pleases": a time clause of the player's wish; «в любой
    момент», "at any time" (the player-chooses phrases); in the clause of the deal verb (not
    «…; верхняя его карта во всякое время годна», the waste's top card at any time)."""
    bounds = clause_bounds(s)
    a, b = next(((a, b) for a, b in bounds if a <= deal.i < b), (s.span.start, s.span.end))
    # "…; you can do this at any time": a clause after it that does the same again
    again = [(x, y) for x, y in bounds if x >= b and any(
        s.doc[k].lemma_.lower() == "do" and s.norm(k + 1) in DO_THIS for k in range(x, y - 1))][:1]
    for lo, hi in [(a, b), *again]:
        words = s.words(lo, hi)
        if set(words) & ANY_TIME or any(p in " ".join(words) for p in PLAYER_CHOOSES) or any_moment(s, lo, hi):
            return True
    return False


def _unfit_to_waste(ctx: Context, s: Sentence, singly: Cue, waste: list[Cue]) -> None:
    """«…; что не идёт на основания, ложится в талон», "cards that cannot go to the foundations go
    to the waste": the foundations take the stock's cards."""
    fit = [c for c in foundation_cues(s) if c.i > singly.i and any(0 < c.i - n.i <= 5 for n in s.of("NEG"))
           and any(w.i > c.i for w in waste)]
    if fit:
        emit(ctx, s, "stock-deal", "foundation.fed-from", ("stock",), [singly, fit[0]])
    elif s.lang.startswith("ru"):
        said = _fit_up_rest_to_waste(s, singly, waste) or _unfit_card_to_waste(s, singly, waste)
        if said is not None:
            emit(ctx, s, "stock-deal", "foundation.fed-from", ("stock",), [singly, said])


def _fit_up_rest_to_waste(s: Sentence, singly: Cue, waste: list[Cue]) -> Cue | None:
    """«…: что годится, кладут на основание, а что нет — в талон», «если карта подходит к основанию,
    положите ее туда, иначе — в отбой», «подходящую — на основание, остальные — в отбой»: the
    foundations after the deal, the waste after them, and between the two the rest said (a
    negation, "the rest", "otherwise"): the cards that fit go up from the stock.  The foundation cue."""
    for c in foundation_cues(s):
        to = [w for w in waste if w.i > c.j]
        if c.i < singly.i or not to:
            continue
        between = range(c.j, to[0].i)
        if any(x.label in ("NEG", "REST") and x.i in between for x in s.cues) or any(
                s.norm(k) in OTHERWISE_WORDS for k in between):
            return c
    return None


def _unfit_card_to_waste(s: Sentence, singly: Cue, waste: list[Cue]) -> Cue | None:
    """«…, и если карта никуда не подходит, она идёт в отбой»: after the deal, a verb of fitting
    (``fit-verb``) denied, then the waste: what fits goes up, from the stock.  The negation's cue."""
    for n in s.of("NEG"):
        if n.i < singly.j or not any(w.i > n.j for w in waste):
            continue
        if any(s.doc[k].lemma_.lower() in FIT_VERBS for k in range(n.j, min(n.j + 2, s.span.end))):
            return n
    return None


def _nothing_more(s: Sentence) -> bool:
    """"when nothing more can be done", "when no further play is possible": play is stuck."""
    return s.has("NEG") and bool(s.all_words() & NO_LONGER) and bool(s.lemmas() & STUCK_LEMMAS)


def r_gaps_only(ctx: Context, s: Sentence) -> None:
    """«Это единственный способ, которым карты из акций входят в игру»: the stock goes only
    into gaps."""
    only = s.of("ONLY")
    stock = [c for c, n in piles(s) if n == "stock"]
    # (not "dealt once only, and no gathering up the waste to begin again": a comma between)
    gaps = [g for g in s.of("GAP") + s.of("ACT", "fill") if only and stock and g.i > only[0].i > stock[0].i
            and not s.breaks_between(stock[0].i, g.i) and not s.comma_between(only[0].i, g.i)]
    if only and stock and _only_way(s, only) and (s.has("GAP") or s.has("ACT", "fill") or (
            s.prev is not None and (s.prev.has("GAP") or s.prev.has("ACT", "fill")))):
        emit(ctx, s, "gaps-only", "stock.deal", "into-gaps-only", [only[0], stock[0]])
    elif gaps:
        # "The stock is used only to fill spaces …", «Карты колоды идут только на заполнение пустых мест»
        emit(ctx, s, "gaps-only", "stock.deal", "into-gaps-only", [stock[0], only[0], gaps[0]])
    elif stock and (s.has("GAP") or s.has("ACT", "fill")) and s.has("NEG") and not _fill_denied(s) and (
            s.all_words() & OTHERWISE_WORDS or _no_other_way(s)):
        # «Пустоты … заполняются изъ колоды …, и иначе карты колоды въ игру не входятъ»; «…; других
        # способов ввести её карты в игру нет»; the gaps only filled («Места … замещаются из колоды,
        # и иным путём колода в игру не входит»)
        emit(ctx, s, "gaps-only", "stock.deal", "into-gaps-only", [s.of("NEG")[0], stock[-1]])


def _fill_denied(s: Sentence) -> bool:
    """«иначе их не заполнить»: the negation is of a fill verb (another way of filling is denied,
    not another way for the stock to come into play)."""
    return any(a.i in (n.j, n.j + 1) for n in s.of("NEG") for a in s.of("ACT", "fill"))


def _only_way(s: Sentence, only: list[Cue]) -> bool:
    """"the only road by which …", «единственный способ», «единственная дорога»: a noun of way
    (a form or a lemma) within three words after "only"."""
    return any(s.norm(k) in WAY_WORDS or s.doc[k].lemma_.lower() in WAY_WORDS
               for o in only for k in range(o.j, min(o.j + 3, s.span.end)))


def _no_other_way(s: Sentence) -> bool:
    """"there is no other way", «других способов … нет», «другимъ путемъ»: an "other" cue right
    before a noun of way; «по-другому» (the adverb: otherwise)."""
    return any((o.j < s.span.end and s.doc[o.j].lemma_.lower() in WAY_WORDS)
               or (o.i - 2 >= s.span.start and s.norm(o.i - 2) == "по" and s.doc[o.i - 1].text == "-")
               for o in s.of("OTHER"))


def r_waste_split(ctx: Context, s: Sentence) -> None:
    """«Талонъ состоитъ изъ двухъ пачекъ; въ одной … красныя, въ другой — черныя карты»: the
    waste's piles (``waste.count``) and, with both colours, ``waste.split = by-colour``; «всѣ
    остальныя красныя карты … составляютъ талонъ»: a colour's remaining cards make a waste;
    «складываются въ двѣ пачки» once the waste is known to be two packets: the split again."""
    wastes = [c for c, n in piles(s) if role_of(ctx.vocab, s.game, n) == "waste"]
    colours = s.of("COLOUR")
    if wastes:
        w = wastes[0]
        one = _one_waste(s, w)
        if one is not None:
            emit(ctx, s, "waste-split", f"{w.value}.count", 1, [w, one])
            return
        own = _own_colour(s, wastes)
        if own is not None:  # «идёт в талон своего цвета»: a waste for each colour
            emit(ctx, s, "waste-split", f"{own[0].value}.split", "by-colour", list(own))
        # «…, она ложится в красный талон, а лишняя чёрная — в чёрный»: a waste named by a colour,
        # and both colours said in the sentence: a waste for each colour
        every = [c for c, n in all_piles(s) if role_of(ctx.vocab, s.game, n) == "waste"]
        tinted = [k for k in colours if any(k.j == x.i for x in every)]
        if tinted and {str(c.value) for c in colours} >= {"R", "B"}:
            emit(ctx, s, "waste-split", f"{w.value}.split", "by-colour", [tinted[0], w])
        if {str(k.value) for k in tinted} >= {"R", "B"}:  # "a red talon and a black talon": two wastes
            emit(ctx, s, "waste-split", f"{w.value}.count", 2, tinted[:2])
            ctx.waste_packets[s.game] = 2
        made_of = [p for _, _, p in waste_packets(ctx.vocab, s)]  # "the talon consists of two packs"
        for p in [w] + s.of("COLUMN") + made_of:  # "two talons", "two packets"
            num = next((x for x in s.of("NUM") if x.j == p.i and isinstance(x.value, int) and x.value >= 2), None)
            if num is None or p.i < w.i or s.breaks_between(w.i, p.i) or (p is w and not s.has("COLOUR")):
                continue
            emit(ctx, s, "waste-split", f"{w.value}.count", int(num.value), [w, num, p])
            ctx.waste_packets[s.game] = int(num.value)
            if {str(c.value) for c in colours} >= {"R", "B"} or _per_colour(s):
                emit(ctx, s, "waste-split", f"{w.value}.split", "by-colour", [w, p, *(colours[:2] or _per_colour(s))])
            return
        # «талонов два: красный и черный», "two talons, red and black"
        for w2 in [c for c, n in all_piles(s) if role_of(ctx.vocab, s.game, n) == "waste"]:
            num = next((x for x in s.of("NUM") if x.i == w2.j or x.j == w2.i), None) or _count_said(s, w2)
            if num is None or not isinstance(num.value, int) or num.value < 2:
                continue
            emit(ctx, s, "waste-split", f"{w2.value}.count", int(num.value), [w2, num])
            ctx.waste_packets[s.game] = int(num.value)
            after = [k for k in colours if k.i > w2.i]
            if {str(c.value) for c in after} >= {"R", "B"} or _per_colour(s):
                emit(ctx, s, "waste-split", f"{w2.value}.split", "by-colour", [w2, num, *(after[:2] or _per_colour(s))])
            return
        col = [k for k in colours if k.i < w.i and any(x.i == k.j for x in s.of("CARD"))
               and any(0 <= k.i - q.j <= 1 for q in s.of("REST") + s.of("ALL"))]
        if col:
            emit(ctx, s, "waste-split", f"{w.value}.split", "by-colour", [col[-1], w])
        return
    n = ctx.waste_packets.get(s.game)
    split = ctx.known(s.game, "waste.split")
    if n and split:
        for p in s.of("COLUMN"):
            num = next((x for x in s.of("NUM") if x.j == p.i and x.value == n), None)
            if num is not None:
                emit(ctx, s, "waste-split", split[-1].slot, split[-1].value, [num, p])
                return


def _one_waste(s: Sentence, w: Cue) -> Cue | None:
    """"There is a single waste pile", "only one waste heap", «Есть только одна стопка отбоя»,
    «Отбой один», «Отбой … единственный»: the number one (or "single", «единственный») just before
    the waste word (or its pile word), or ending its clause: one waste pile.  Not when a verb
    stands in the waste's stretch of the sentence ("deal one card to the waste", "put it on one
    waste or the other"), a card word follows the waste ("one waste card") or a distributive
    ("one waste for each colour") or "or" follows ("one waste or the other")."""
    if any(not s.comma_between(a.i, w.i) for a in s.of("ACT")) or any(
            c.i == w.j for c in s.of("CARD")) or set(s.words(w.j, min(w.j + 4, s.span.end))) & (DISTRIBUTIVE | OR_WORDS):
        return None
    col = next((c for c in s.of("COLUMN") if c.j == w.i), None)
    head = col.i if col is not None else w.i
    num = next((x for x in s.of("NUM") if x.j == head and x.value == 1), None)
    said = _count_said(s, w) or next((x for x in s.of("NUM") if x.i == w.j and (
        x.j >= s.span.end or s.doc[x.j].is_punct)), None)  # «Отбой один.»
    if num is None and said is not None and said.value == 1:
        num = said
    only = next((o for o in s.of("ONLY") if s.doc[o.i].lemma_.lower() in SOLE_WORDS
                 and (o.j == head or (0 < o.i - w.j <= 3 and not s.breaks_between(w.j, o.i)
                                      and (o.j >= s.span.end or s.doc[o.j].is_punct)))), None)
    return num or only


def _per_colour(s: Sentence) -> list[Cue]:
    """"one for each colour", "sorted by colour", "according to colour": a colour word with a
    word of ``[per-colour]`` one or two words before it (the colour word's cue, or none)."""
    return [c for c in s.of("COLOURWORD") if any(s.norm(k) in PER_COLOUR
                                                  for k in range(max(c.i - 2, s.span.start), c.i))][:1]


def _own_colour(s: Sentence, wastes: list[Cue]) -> tuple[Cue, Cue] | None:
    """«в талон своего цвета», «въ талонъ того-же цвѣта», "to the waste of its own colour": the waste
    pile cards go into and the colour word (a possessive between them) that make one waste a colour
    (not «из талона того же цвета»: a fill from the waste)."""
    for w in wastes:
        word = next((c for c in s.of("COLOURWORD") if 0 < c.i - w.j <= 3), None)
        if word is not None and into(s, w) and any(s.norm(k) in OWN_WORDS for k in range(w.j, word.i)):
            return w, word
    return None


def _count_said(s: Sentence, w: Cue) -> Cue | None:
    """«талонов, таким образом, два»: a number that ends the clause of the waste word, nothing but
    punctuation and words of no cue between them."""
    num = next((x for x in s.of("NUM") if 0 < x.i - w.j <= 5 and not s.breaks_between(w.j, x.i)), None)
    if num is None or any(w.j <= c.i < num.i for c in s.cues) or num.j < s.span.end and not s.doc[num.j].is_punct:
        return None
    return num


def _waste_dest(ctx: Context, s: Sentence, after: Cue) -> Cue | None:
    """Where cards go after ``after``: a waste pile, or "two packets" when the waste is two."""
    for c, n in piles(s):
        if c.i > after.i and role_of(ctx.vocab, s.game, n) == "waste":
            return c
    packets = ctx.waste_packets.get(s.game)
    for p in s.of("COLUMN"):
        if packets and p.i > after.i and any(x.j == p.i and x.value == packets for x in s.of("NUM")):
            return p
    return None


def r_stock_through(ctx: Context, s: Sentence) -> None:
    """«раскладываютъ остальную колоду, при чемъ карты, не подходящія для основанія,
    откладываютъ въ талонъ»: the rest of the pack is gone through card by card, the cards not
    used going to the waste (``stock.deal = one-to-waste``); the cards that fit go to the
    foundations (``foundation.fed-from`` the stock).  When: "whenever the player wishes" or
    "at a standstill" said in the sentence."""
    rest, deal = s.of("REST"), s.of("ACT", "deal")
    stock = [c for c, n in piles(s) if n == "stock"] + s.of("PACK")
    st = next((c for c in stock if any(0 <= c.i - r.j <= 1 for r in rest)), None)
    if st is None or not deal:
        return
    dest = _waste_dest(ctx, s, st)
    if dest is None:
        return
    f = emit(ctx, s, "stock-through", "stock.deal", "one-to-waste", [deal[0], st, dest])
    if f is None and not ctx.known(s.game, "stock.deal"):
        return  # (read already, "one card at a time": the rest of the sentence still counts)
    words = s.all_words()
    if words & STANDSTILL:
        emit(ctx, s, "stock-through", "stock.deal.timing", "standstill", [deal[0]])
    elif words & ANY_TIME:
        emit(ctx, s, "stock-through", "stock.deal.timing", "any-time", [deal[0]])
    # "cards that cannot go to a foundation going to the talon"
    fit = [c for c in foundation_cues(s) if st.i < c.i < dest.i and any(0 < c.i - n.i <= 5 for n in s.of("NEG"))]
    if fit:
        emit(ctx, s, "stock-through", "foundation.fed-from", ("stock",), [st, fit[0]])
    gaps = [g for g in s.of("GAP") if st.i < g.i < dest.i and any(0 < g.i - n.i <= 6 for n in s.of("NEG"))]
    if gaps and ctx.known(s.game, "waste.access"):
        # «тѣ же карты, которыя не требуются для занятія свободныхъ мѣстъ, складываются въ двѣ
        # пачки»: the pack's cards fill the gaps, the others wait in the waste, whose top card
        # fills them later
        for name in fillable(ctx, s.game):
            emit(ctx, s, "stock-through", f"{name}.fill", ("waste", "stock"), [st, gaps[0], dest])


def r_waste_formed(ctx: Context, s: Sentence) -> None:
    """"the waste, which is formed from the unplayed cards of the stock": one at a time to it."""
    form = s.of("FORM")
    if not form:
        return
    named = piles(s)
    w = [c for c, n in named if role_of(ctx.vocab, s.game, n) == "waste" and c.i < form[0].i]
    st = [c for c, n in named if n == "stock" and c.i > form[0].i and from_word_before(s, c)]
    if w and st:
        emit(ctx, s, "waste-formed", "stock.deal", "one-to-waste", [w[-1], form[0], st[0]])
