"""The deck: packs and their size, cards taken out before the deal, removed and decorative cards.

Rules: ``takeouts``, ``packs``, ``removed``, ``decorative``.
"""

from __future__ import annotations

import re

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import card_patterns, card_set_items
from corpus.annotate.rules.piles import foundation_cues, from_word_before, into, piles, put_up, waste_packets
from corpus.annotate.sentence import Cue, Sentence, question_before
from corpus.annotate.words import (
    CLAUSE_BREAK, DISCARD_IDS, INDEFINITE_PACK, INTO_PLAY, LIST_JOIN_WORDS, NO_LONGER, OUT_OF_PLAY, PACK_SIZE_CARDS, PACK_SIZE_WORDS, PACK_SIZES, PASS_NOUNS, TAKE_PART,
    THEY_WORDS, USE_PACK_LEMMAS, WHICH_WORDS,
)


def r_takeouts(ctx: Context, s: Sentence) -> None:
    """Remember a sentence that takes ranks out of the pack («Вынимаютъ изъ колоды восемь
    черныхъ тузовъ…»): the foundation rules and the decorative cards refer back to it."""
    acts = s.of("ACT", "takeout")
    if not acts:
        return
    stock = [c for c, n in piles(s) if n == "stock" and from_word_before(s, c)]
    ranks = s.of("RANK")
    if not stock or not ranks:
        return
    pats = card_patterns(s, ranks, packs=ctx.packs.get(s.game))
    ctx.takeouts.setdefault(s.game, []).append((s, [p for p, _ in pats]))


def r_packs(ctx: Context, s: Sentence) -> None:
    """"two packs", «Колод — две»: ``deck.packs``; "a pack of 52", «колода 52 карт», «каждая въ
    пятьдесятъ двѣ карты»: ``deck.pack-size``; the answer to a question about the packs."""
    q = question_before(s)
    if q is not None and not any(c.i >= q.span.end for c in s.of("PACK")):
        _answer_packs(ctx, s, q)
    packets = {p.i for _, _, p in waste_packets(ctx.vocab, s)}
    _whole_pack_cards(ctx, s, [p for p in s.of("PACK") if p.i not in packets]
                      or [p for p in (q.of("PACK") if q is not None else [])])
    for p in sorted(s.of("PACK") + _holding_a_pack(s), key=lambda c: c.i):
        if p.i in packets:
            continue  # "the talon consists of two packs": the waste's packets
        # "two standard 52-card decks": the number of packs, then the cards of each
        sized = [c for c in s.of("NUM") if c.j <= p.i and p.i - c.j <= 3 and isinstance(c.value, int)
                 and c.value >= 20 and any(k.i in (c.j, c.j + 1) for k in s.of("CARD"))]
        if sized:
            emit(ctx, s, "packs", "deck.pack-size", sized[0].value, [sized[0], p])
        # (not «один проход по колоде», 'one pass through the pack': the passes, not the packs)
        nums = [c for c in s.of("NUM") if c.j <= p.i and p.i - c.j <= (5 if sized else 2) and isinstance(c.value, int)
                and c not in sized and not (c.j < p.i and s.norm(c.j) in PASS_NOUNS)]
        if not nums:  # «Колод — две.»
            nums = [c for c in s.of("NUM") if isinstance(c.value, int) and c.value <= 8 and p.j < c.i <= p.j + 1
                    and s.doc[p.j].text in ("—", "–") and c.j < s.span.end and s.doc[c.j].is_punct]
        if not nums:  # «Колод понадобилось целых четыре», «Берется пара полных колод»
            nums = _count_after_pack(s, p) or _pair_of_packs(s, p)
        if not nums and _a_pack(s, p):  # "fetch a pack of cards", "played with a single deck"
            nums = [Cue("NUM", 1, s.doc[p.i - 1].idx, p.start, p.i - 1, p.i, "indefinite-pack", s.doc[p.i - 1].text)]
        given = s.labelled(p)  # "Decks: two"
        if given is not None and isinstance(given.value, int) and given.value <= 8 and not nums:
            emit(ctx, s, "packs", "deck.packs", given.value, [p, given])
        elif nums and not any(s.doc[k].is_punct and s.doc[k].text not in ("-", "—", "–") for k in range(nums[-1].j, p.i)):
            named = [g for g in s.of("GAME") if p.j <= g.i <= p.j + 1]
            f = emit(ctx, s, "packs", "deck.packs", nums[-1].value, [nums[-1], p],
                     game=str(named[0].value) if named else None)
            if f is not None and not named:
                ctx.packs.setdefault(f.game, int(nums[-1].value))
        # an answer's count stands for the pack: "Two, of fifty-two cards each"
        anchor = nums[-1].j if nums and nums[-1].i > p.i else _apposed_end(s, p.j)
        if given is not None and not nums:
            anchor = given.j  # "Decks: two, of 52 cards each"
        # «две колоды, в каждой по 52 листа»: "each" between the pack and its size
        reach = 5 if any(c.label == "EACH" and anchor <= c.i <= anchor + 3 for c in s.cues) else 3
        after = [c for c in s.of("NUM") if anchor <= c.i <= anchor + reach and isinstance(c.value, int)
                 and c.value >= 20]
        if not after:
            continue
        between = s.words(anchor, after[0].i)
        carded = any(0 <= c.i - after[0].j <= 1 for c in s.of("CARD"))
        each = any(c.label == "EACH" and p.j <= c.i < after[0].i for c in s.cues)  # «…, каждая въ 52 карты»
        if (between and between[-1] in PACK_SIZE_WORDS) or (carded and (not between or between[-1] in PACK_SIZE_CARDS)
                                                              and (each or not s.comma_between(anchor, after[0].i - 1))):
            emit(ctx, s, "packs", "deck.pack-size", after[0].value, [p, after[0]])


def _holding_a_pack(s: Sentence) -> list[Cue]:
    """MT «Две пачки из 52 карт», "two bundles of 52 cards": a counted pile word of a sentence that
    names no pack, said to hold a whole pack's cards ([pack-sizes], after «из» / "of"), is the
    pack (the literal translation's word for it)."""
    if s.has("PACK") or any(a.value in ("deal", "build") for a in s.of("ACT")):
        return []  # («Разложите две кучи из 36 карт»: piles dealt)
    out = []
    for c in s.of("COLUMN"):
        size = next((n for n in s.of("NUM") if n.i == c.j + 1 and n.value in PACK_SIZES), None)
        if (size is not None and s.norm(c.j) in PACK_SIZE_WORDS and any(k.i in (size.j, size.j + 1) for k in s.of("CARD"))
                and any(n.j == c.i and isinstance(n.value, int) and n.value <= 8 for n in s.of("NUM"))):
            out.append(Cue("PACK", None, c.start, c.end, c.i, c.j, "pack-by-size", c.text))
    return out


def _whole_pack_cards(ctx: Context, s: Sentence, packs: list[Cue]) -> None:
    """"a single deck, all fifty-two cards", «четыре колоды, … полными, по 52 карты», «въ каждой
    … всѣ пятьдесятъ двѣ карты», the answer «Одну, обычную, на 52 карты» to a question about the
    packs: a count of cards a whole pack has ([pack-sizes]) said after the pack, with nothing
    laid out after it (no pile, row, column or gap: "deal 36 cards in six rows" is a deal), is
    the pack's size."""
    if not packs:
        return
    for n in s.of("NUM"):
        if not (isinstance(n.value, int) and n.value in PACK_SIZES and n.i > packs[0].i
                and any(c.i in (n.j, n.j + 1) for c in s.of("CARD"))):
            continue
        if any(c.label in ("PILE", "ROW", "COLUMN", "GAP", "OTHER", "UP") and c.i >= n.i - 2 for c in s.cues) or any(
                a.value == "deal" and a.i < n.i for a in s.of("ACT")):
            continue  # ("one pack; deal thirty-six cards face up": the deal's cards)
        emit(ctx, s, "packs", "deck.pack-size", n.value, [packs[0], n])
        return


def _count_after_pack(s: Sentence, p: Cue) -> list[Cue]:
    """«Колод понадобилось целых четыре», «Колоды нужны две»: a Russian pack word opening its
    clause, a predicate of one or two words (a verb, a short adjective, «целых»), then a count of
    one to eight that ends the clause (counts nothing after it)."""
    if not s.lang.startswith("ru") or (p.i > s.span.start and not s.doc[p.i - 1].is_punct):
        return []
    from corpus.annotate.components import morph_analyzer

    for c in s.of("NUM"):
        if not (isinstance(c.value, int) and 1 <= c.value <= 8 and p.j <= c.i <= p.j + 3
                and (c.j >= s.span.end or s.doc[c.j].is_punct)):
            continue
        between = [s.norm(k) for k in range(p.j, c.i)]
        if all(s.doc[k].is_alpha for k in range(p.j, c.i)) and all(
                morph_analyzer().parse(w)[0].tag.POS in ("VERB", "INFN", "ADJS", "PRTS", "PRED", "ADVB", "PRCL", "ADJF")
                for w in between):
            return [c]
    return []


def _pair_of_packs(s: Sentence, p: Cue) -> list[Cue]:
    """«пара полныхъ колодъ», "a pair of decks": a pair of packs is two (the pair word just before
    the pack, "of" or one adjective between)."""
    pair = next((c for c in s.of("PAIR") if 0 <= p.i - c.j <= 1 and all(
        s.doc[k].is_alpha for k in range(c.j, p.i))), None)
    if pair is None:
        return []
    return [Cue("NUM", 2, pair.start, pair.end, pair.i, pair.j, "pair-of-packs", pair.text)]


def _a_pack(s: Sentence, p: Cue) -> bool:
    """"a pack", "a single deck", "a standard pack" (the indefinite article, or "single", just
    before the pack word or before one adjective of it): one pack, when the sentence asks for it
    (a verb of using or taking: "fetch a pack of cards", "played with a single deck")."""
    if s.lang.startswith("ru") or s.norm(p.i) not in ("pack", "deck") or p.i < s.span.start + 1:
        return False
    k = p.i - 1
    if s.norm(k) not in INDEFINITE_PACK and k > s.span.start and s.doc[k].is_alpha:
        k -= 1  # "a standard pack"
    return s.norm(k) in INDEFINITE_PACK and bool(s.lemmas() & USE_PACK_LEMMAS)


def _answer_packs(ctx: Context, s: Sentence, q: Sentence) -> None:
    """"How many packs are used? Two, of fifty-two cards each.": the number that opens the answer
    to a question about the packs is their count; "of N cards each" after it, their size."""
    p = next((c for c in q.of("PACK") if not any(n.j <= c.i and c.i - n.j <= 2 for n in q.of("NUM"))), None)
    opens = s.answer if s.asked is not None else s.span.start
    num = next((c for c in s.of("NUM") if c.i == opens and isinstance(c.value, int) and c.value <= 8
                and c.j < s.span.end and s.doc[c.j].is_punct), None)
    if p is None or num is None:
        return
    f = emit(ctx, s, "packs", "deck.packs", num.value, [p, num])
    if f is not None:
        ctx.packs.setdefault(f.game, int(num.value))
    size = next((c for c in s.of("NUM") if num.j < c.i <= num.j + 3 and isinstance(c.value, int) and c.value >= 20
                 and s.words(num.j, c.i)[-1:] and s.words(num.j, c.i)[-1] in PACK_SIZE_WORDS), None)
    if size is not None:
        emit(ctx, s, "packs", "deck.pack-size", size.value, [p, size])


def _apposed_end(s: Sentence, k: int) -> int:
    """The token after adjectives set off by commas after the pack («одну колоду, полную, в 52
    карты»): what follows them is said of the pack."""
    if not s.lang.startswith("ru"):
        return k
    from corpus.annotate.components import morph_analyzer

    end = k
    while end < s.span.end and s.doc[end].text == ",":
        word = end + 1
        if word >= s.span.end or not s.doc[word].is_alpha:
            break
        if word + 1 < s.span.end and s.doc[word + 1].is_alpha and any(  # «, непремѣнно полныя,»: an adverb first
                p.tag.POS == "ADVB" for p in morph_analyzer().parse(s.norm(word))[:1]):
            word += 1
        parse = morph_analyzer().parse(s.norm(word))
        if not parse or parse[0].tag.POS not in ("ADJF", "PRTF"):
            break
        end = word + 1
        while end < s.span.end and s.doc[end].is_alpha and any(  # «, самая обычная,»: more than one
                p.tag.POS in ("ADJF", "PRTF") for p in morph_analyzer().parse(s.norm(end))[:1]):
            end += 1
        if end < s.span.end and s.doc[end].text == ",":
            end += 1
    return end


def r_removed(ctx: Context, s: Sentence) -> None:
    """A discard verb with ranks: ``deck.removed``; so are ranks that take no part in play."""
    acts = [c for c in s.of("ACT") if c.pattern in DISCARD_IDS] + [
        c for c in s.of("ACT", "takeout") if _out_of_play(s, c) or _pack_without(s, c) or _out_of_packs(ctx, s, c)]
    if not acts:
        _not_in_play(ctx, s)
        return
    # the first discard verb that has ranks ("Discards: the 8 black Queens … are set aside": the verb)
    a, ranks = next(((a, rs) for a in acts if (rs := _discarded(s, a))), (acts[0], []))
    if not ranks or _moved_to_a_pile(s, a) or _become_bases(ctx, s, a, ranks):
        return
    if others := _other_shares(s):  # "the other seven, four of spades and three of clubs"
        emit(ctx, s, "removed", "deck.removed", tuple(p for p, _ in others), [a, *[c for _, cs in others for c in cs]])
        return
    other = [o for o in s.of("OTHER") if any(0 <= r.i - o.j <= 1 for r in ranks)]
    if other and len(ranks) == 1 and _other_cards(ctx, s, a, other[0], ranks[0]):
        return
    shares = {r.i: _shares_after(s, r) for r in ranks}
    plain = [r for r in ranks if not shares[r.i]]
    pats = [p for r in ranks for p in shares[r.i]] + _shared_rank(s, plain) + card_patterns(s, plain, each_suit=True)
    items = tuple(dict.fromkeys(p for p, _ in pats))
    emit(ctx, s, "removed", "deck.removed", items, [a, *[c for _, cs in pats for c in cs]])


def _shares_after(s: Sentence, r: Cue) -> list[tuple[str, list[Cue]]]:
    """«семь чёрных дам, четыре пиковые и три трефовые», "seven Queens, four of spades and three
    of clubs": counts with a suit (or colour) set off after the rank, joined by "and" or commas,
    are its cards suit by suit (two shares at least; when the rank is counted, the shares add up
    to its count)."""
    total = next((n for n in s.of("NUM") if r.i - 3 <= n.i and n.j <= r.i and isinstance(n.value, int)), None)
    return _shares_from(s, r.j, str(r.value), total)


def _other_shares(s: Sentence) -> list[tuple[str, list[Cue]]]:
    """"… one Queen of clubs was kept, and the other seven, four of spades and three of clubs, went
    back into the box": "the other N" and its shares by suit, of the rank named last before it."""
    for o in s.of("OTHER"):
        n = next((n for n in s.of("NUM") if n.i == o.j and isinstance(n.value, int)), None)
        rank = next((r for r in reversed(s.of("RANK")) if r.j <= o.i), None)
        if n is not None and rank is not None:
            shares = _shares_from(s, n.j, str(rank.value), n)
            if shares:
                return [(p, [o, *cs]) for p, cs in shares]
    return []


def _shares_from(s: Sentence, k: int, rank: str, total: Cue | None) -> list[tuple[str, list[Cue]]]:
    """The shares by suit set off after token ``k`` (see ``_shares_after``)."""
    end = s.span.end
    if k >= end or s.doc[k].text not in (",", "—", "–", ":", "("):
        return []
    k += 1
    out: list[tuple[str, list[Cue]]] = []
    while k < end:
        num = next((n for n in s.of("NUM") if n.i == k and isinstance(n.value, int)), None)
        if num is None:
            break
        m = num.j + (num.j < end and s.norm(num.j) == "of")  # "four of spades"
        mark = next((c for c in s.cues if c.label in ("SUIT", "COLOUR") and c.i == m), None)
        if mark is None:
            break
        out.append((f"{num.value}x{rank}{mark.value}" if num.value > 1 else f"1x{rank}{mark.value}", [num, mark]))
        k = mark.j
        while k < end and s.norm(k) in LIST_JOIN_WORDS:
            k += 1  # ", and"
    if len(out) < 2 or (total is not None and sum(int(str(p).split("x")[0]) for p, _ in out) != total.value):
        return []
    return out


def _shared_rank(s: Sentence, ranks: list[Cue]) -> list[tuple[str, list[Cue]]]:
    """«четыре пиковыя и три трефовыя дамы», "four black and two red Jacks": counts with a suit
    (or colour) joined by "and" or a comma to the next share its rank noun."""
    out: list[tuple[str, list[Cue]]] = []
    for r in ranks:
        mark = next((c for c in s.cues if c.label in ("SUIT", "COLOUR") and c.j == r.i), None)
        num = _count_of(s, mark)
        found: list[tuple[str, list[Cue]]] = []
        while mark is not None and num is not None and num.i - 1 > s.span.start:
            join = num.i - 1
            prev = next((c for c in s.cues if c.label == mark.label and c.j == join), None)
            pnum = _count_of(s, prev)
            if prev is None or pnum is None or s.norm(join) not in LIST_JOIN_WORDS:
                break
            found.insert(0, (f"{pnum.value}x{r.value}{prev.value}", [pnum, prev]))
            mark, num = prev, pnum
        out += found
    return out


def _count_of(s: Sentence, mark: Cue | None) -> Cue | None:
    """The count right before a suit or colour cue ("four black")."""
    if mark is None:
        return None
    return next((c for c in s.of("NUM") if c.j == mark.i and isinstance(c.value, int) and c.value > 1), None)


def _discarded(s: Sentence, a: Cue) -> list[Cue]:
    """The ranks a discard verb takes: before it in its clause (a list of cards), or after it."""
    return [r for r in s.of("RANK") if (r.j <= a.i and not s.breaks_between(r.i, a.i) and _listed(s, r, a))
            or (r.i >= a.j and not s.comma_between(a.j, r.i))]


def _listed(s: Sentence, rank: Cue, act: Cue) -> bool:
    """Whether a rank before the discard verb is its object: no relative clause opens between
    them ("…, passing over the Knave, which is why those cards were put aside": the verb is the
    relative clause's)."""
    return not any(s.doc[k].text == "," and k + 1 < act.i and (
        _which(s, k + 1) or (s.norm(k + 1) in ("из", "of", "среди") and k + 2 < act.i and _which(s, k + 2)))
        for k in range(rank.j, act.i))


def _which(s: Sentence, k: int) -> bool:
    """A relative word ("which", «который»), also after "of" («из которых»: a part of the cards before)."""
    return s.norm(k) in WHICH_WORDS or s.doc[k].lemma_.lower() in WHICH_WORDS


def _out_of_play(s: Sentence, act: Cue) -> bool:
    """«изъ игры вынимаютъ», «удалены из игры», "taken out of play": a verb of taking out next to
    "out of the game" (not out of the pack: those cards may be the bases)."""
    for k in range(max(act.i - 3, s.span.start), min(act.j + 3, s.span.end)):
        if s.norm(k) in OUT_OF_PLAY and k > s.span.start and s.norm(k - 1) in ("из", "изо", "of", "from"):
            return True
    return False


def _become_bases(ctx: Context, s: Sentence, act: Cue, ranks: list[Cue]) -> bool:
    """"The Aces are set aside and laid in a row as foundations", «Тузы откладывают в сторону …»,
    "Put aside the eight Aces; they will be the foundations": cards set aside to be the
    foundations are not removed: the bases read from the sentence are of those ranks, or the
    sentence names the foundations after the verb in its clause with no other rank between (not
    «Короли … отбрасываются, в то время как тузы помещаются в ряд … основы»)."""
    mine = {str(r.value) for r in ranks}
    bases = [f for f in ctx.found if f.game == s.game and f.slot == "foundation.base" and f.segment == s.segment
             and s.span.start_char <= f.start < s.span.end_char]
    if any(isinstance(f.value, tuple) and any(str(v).split("x")[-1][:-1] in mine for v in f.value) for f in bases):
        return True
    return any(c.i > act.i and not s.breaks_between(act.i, c.i) and not any(
        act.j <= r.i < c.i and str(r.value) not in mine for r in s.of("RANK")) for c in foundation_cues(s))


def _pack_without(s: Sentence, act: Cue) -> bool:
    """«Две колоды используются, с удаленными Королями и Королевами», "two packs, with the Kings
    taken out": the pack named with a taking-out participle after «с» / "with" has those cards
    removed (the bases are not taken so: no foundation is named)."""
    if not s.has("PACK") or any(c.value == "foundation" for c in s.of("PILE")):
        return False
    before = s.words(max(act.i - 4, s.span.start), act.i)
    if s.lang.startswith("ru"):
        from corpus.annotate.components import morph_analyzer

        participle = any(p.tag.POS == "PRTF" for p in morph_analyzer().parse(s.norm(act.i)))
        return participle and bool(before) and before[-1] in ("с", "со")
    ranks = [r for r in s.of("RANK") if r.i < act.i]
    return bool(ranks) and "with" in s.words(max(ranks[0].i - 3, s.span.start), ranks[0].i)


def _out_of_packs(ctx: Context, s: Sentence, act: Cue) -> bool:
    """"Remove all Kings and Queens from both packs", «выньте из двух колод всех королей и всех
    дам»: ranks taken out of the packs (a pack word after "from", "out of", «из»), the verb the
    only one of the sentence but a deal verb ("before dealing"), the ranks after "all" / «всех» /
    "every" (not a counted share), and no foundation, no pile, no
    pronoun after it that could make them the bases ("… and lay them in a row"), and no base of
    the game read so far of those ranks: the cards are removed."""
    packs = [p for p in s.of("PACK") if not s.breaks_between(act.i, p.i) and from_word_before(s, p, span=3)]
    ranks = [r for r in s.of("RANK") if r.i >= act.j and not s.breaks_between(act.j, r.i)]
    at_packs = {p.i for p in s.of("PACK")}
    if not packs or not ranks or foundation_cues(s) or any(c.i not in at_packs for c in s.of("PILE")) or s.has("ROW") or any(
            a is not act and a.value not in ("deal", "takeout") for a in s.of("ACT")):
        return False
    if any((t.norm_ or t.lower_) in THEY_WORDS for t in s.doc[act.j:s.span.end]) or not any(
            0 < ranks[0].i - a.i <= 2 for a in s.of("ALL")):
        return False  # «восемь черныхъ тузовъ»: a counted share may be laid out later; "all Kings": none is
    mine = {str(r.value) for r in ranks}
    bases = ctx.known(s.game, "foundation.base")
    return not any(isinstance(f.value, tuple) and any(str(v).split("x")[-1][:-1] in mine for v in f.value) for f in bases)


def _moved_to_a_pile(s: Sentence, act: Cue) -> bool:
    """«Короля и даму … убирают изъ предкомнаты … и кладутъ въ камеру»: cards taken away to a
    pile of the layout are moved there, not taken out of the game; so are cards put away up
    above («Тузы убирают наверх», "put the Aces away up top"): laid out, not removed."""
    if put_up(s, act):
        return True
    return any(c.i > act.i and into(s, c) and not s.breaks_between(act.i, c.i) for c in s.of("PILE"))



def _not_in_play(ctx: Context, s: Sentence) -> None:
    """«Короли и дамы въ игрѣ не участвуютъ», "none of them is used", «в игру не идут»: a negation
    with a verb (or noun) of taking part, or «в игру»; the ranks are those of its clause, or, when the clause only refers
    to them («…валетовъ; въ игрѣ они не участвуютъ»), those of the clause before."""
    if s.has("ROLE"):
        return  # «…восемь валетовъ — ея гвардію; эти девять картъ въ игрѣ не участвуютъ»: decorative, not removed
    for n in s.of("NEG"):
        lo, hi = max(n.i - 2, s.span.start), min(n.j + 4, s.span.end)
        window = s.doc[lo:hi]
        wider = s.doc[max(n.i - 5, s.span.start):min(n.j + 7, s.span.end)]  # «больше в игре они не участвуют»
        into_play = any(s.norm(t.i) in INTO_PLAY and t.i > lo and s.norm(t.i - 1) in ("в", "во") for t in window)
        if not (into_play or any(t.lemma_.lower() in TAKE_PART and not _gerund(s, t.i) for t in window)) or any(
                (t.norm_ or t.lower_) in NO_LONGER for t in wider):
            continue  # («не используя Королеву»: a gerund, the rank left out of a sequence)
        ranks = [r for r in s.of("RANK") if not s.breaks_between(r.i, n.i)]
        # «…всех королей и всех дам — они нам сегодня не понадобятся»: a pronoun in the clause
        opened = max([k + 1 for k in range(s.span.start, n.i) if s.doc[k].text in CLAUSE_BREAK] + [s.span.start])
        if not ranks and any((t.norm_ or t.lower_) in THEY_WORDS for t in s.doc[min(lo, opened):hi]):
            before = [r for r in s.of("RANK") if r.j <= n.i]
            ranks = [r for r in before if not s.breaks_between(r.i, before[-1].i)] if before else []
        if not ranks:
            continue
        pats = card_patterns(s, ranks, each_suit=True)
        items = tuple(dict.fromkeys(p for p, _ in pats))
        emit(ctx, s, "removed", "deck.removed", items, [n, *[c for _, cs in pats for c in cs]])
        return


def _gerund(s: Sentence, k: int) -> bool:
    """Whether a Russian token is a gerund («используя»)."""
    if not s.lang.startswith("ru"):
        return False
    from corpus.annotate.components import morph_analyzer

    parse = morph_analyzer().parse(s.norm(k))
    return bool(parse) and parse[0].tag.POS == "GRND"


def _other_cards(ctx: Context, s: Sentence, act: Cue, other: Cue, rank: Cue) -> bool:
    """«Другие королевы отброшены» after «одна королева бубен … Суверен»: every card of the rank
    in the game's packs but those already given a part, counted suit by suit."""
    packs = ctx.packs.get(s.game)
    if not packs:
        return False
    taken: dict[str, int] = {}
    for f in ctx.known(s.game, "deck.decorative"):
        for item in f.value if isinstance(f.value, tuple) else (f.value,):
            for n, r, suit in card_set_items([str(item).split(":")[0]]):
                if r == rank.value and suit in "CDHS":
                    taken[suit] = taken.get(suit, 0) + (n or 1)
    if not taken:
        return False
    # «Остальныя дамы черныхъ мастей»: only the suits of the colour said
    colour = next((str(c.value) for c in s.of("COLOUR") if 0 <= c.i - rank.j <= 2), None)
    suits = {"B": "CS", "R": "DH"}.get(colour or "", "CDHS")
    items = tuple(f"{packs - taken.get(su, 0)}x{rank.value}{su}" for su in suits if packs > taken.get(su, 0))
    return emit(ctx, s, "removed", "deck.removed", items, [other, rank, act]) is not None


def r_decorative(ctx: Context, s: Sentence) -> None:
    """Cards given a part and no play: "Q ♦ is the Sovereign, the black Kings the Bishops …",
    «Четвертая дама трефъ представляетъ собою императрицу, валеты — … гвардейскихъ солдатъ»
    (the role names are Cadogan's, see the discard role of the vocabulary).  A card's count is
    "one" for "the fourth Queen of clubs", the count of an earlier mention of the same cards in
    the sentence ("one Queen of diamonds"), or, for a bare rank, that of the cards of that rank
    taken out of the pack before.  "These nine cards are purely decorative" restates them."""
    roles = s.of("ROLE")
    if not roles:
        known = ctx.known(s.game, "deck.decorative")
        if s.has("DECOR") and known:
            emit(ctx, s, "decorative", "deck.decorative", known[-1].value, s.of("DECOR")[:1])
        return
    cards = [c for c in s.cues if c.label in ("RANK", "CARDCODE")]
    linked: list[tuple[Cue, Cue]] = []
    for k, role in enumerate(roles):
        lo = roles[k - 1].j if k else s.span.start
        # near the role, or further in its clause with no comma between ("one Queen of clubs in
        # the middle for the Empress")
        cand = [c for c in cards if lo <= c.i and c.j <= role.i and (
            role.i - c.j <= 6 or role.i - c.j <= 10 and not s.comma_between(c.j, role.i))]
        if cand:
            linked.append((cand[-1], role))
    if not linked:
        return
    ranks_linked = [_card_rank(c) for c, _ in linked]
    items, used = [], []
    for c, role in linked:
        pat = _labelled_card(ctx, s, c, ranks_linked.count(_card_rank(c)) == 1)
        if pat:
            items.append(f"{pat}:{role.value}")
            used += [c, role]
    if items:
        emit(ctx, s, "decorative", "deck.decorative", tuple(items), used)


def _numbers(word: str) -> frozenset[str]:
    """The grammatical numbers pymorphy3 allows for a (modern, lower-case) Russian noun."""
    from corpus.annotate.components import morph_analyzer

    return frozenset(str(p.tag.number) for p in morph_analyzer().parse(word) if p.tag.POS == "NOUN" and p.tag.number)


def _card_rank(c: Cue) -> str:
    return str(c.value)[0] if c.label == "CARDCODE" else str(c.value)


def _labelled_card(ctx: Context, s: Sentence, c: Cue, only_one: bool) -> str | None:
    if c.label == "CARDCODE":
        rank, suit = str(c.value)[0], str(c.value)[1:]
    else:
        (pat, _), = card_patterns(s, [c], each_suit=False)
        m = re.match(r"^(?:\d+x)?(10|[2-9AJQK])([CDHSRB*])$", pat)
        if not m:
            return None
        rank, suit = m.group(1), m.group(2)
    if any(o.label == "ORD" and 0 <= c.i - o.j <= 1 for o in s.cues):
        return f"1x{rank}{suit}"  # "the fourth Queen of clubs": one card
    own = next((n for n in s.of("NUM") if isinstance(n.value, int) and 0 <= c.i - n.j <= 2), None)
    if own is not None and suit != "*":
        return f"{own.value}x{rank}{suit}"  # «восемь красныхъ валетовъ»
    if suit in "CDHS" and ctx.packs.get(s.game, 1) > 1 and c.label == "RANK" and "plur" not in _numbers(s.norm(c.i)):
        return f"1x{rank}{suit}"  # «Трефовую даму» of several packs: one card
    if only_one:
        for r in s.of("RANK"):
            if r.i >= c.i or r.value != rank:
                continue
            num = next((n for n in s.of("NUM") if 0 <= r.i - n.j <= 1 and isinstance(n.value, int)), None)
            if num is not None:
                return f"{num.value}x{rank}{suit}"
    if suit == "*":
        for _, pats in ctx.takeouts.get(s.game, []):
            for p in pats:
                if card_set_items([p]) and card_set_items([p])[0][1] == rank:
                    return p
    return f"{rank}{suit}"
