"""Which cards of a group are available: all, the top, the bottom.

Rule: ``access``.
"""

from __future__ import annotations

from dataclasses import replace

from corpus.annotate.components import morph_analyzer
from corpus.annotate.context import Context, emit
from corpus.annotate.grammar_en import imperative, modal_before, modality, negated_modal
from corpus.annotate.rules.piles import all_piles, cases, from_word_before, role_of
from corpus.annotate.sentence import Cue, Sentence, any_moment, time_words
from corpus.annotate.words import (
    BOTH_WORDS, CARD_LYING, CARD_LYING_RU, CHOICE_PHRASES, PURPOSE_WORDS, EITHER_WORDS, IMPERATIVE_AFTER, IS_THE_WORDS, MODAL, OR_WORDS, PLAY_WORDS, POSSESSIVE_WORDS,
    NONE_OF_ALL, RELATIVE_WORDS, TAKE_LEMMAS, TIME_NOUNS, THEY_WORDS, UNAVAILABLE_WORDS, USE_LEMMAS,
)
from rules.errors import VariorumError

_VALUES = {"ALL": "all", "EACH": "all", "TOP": "top", "BOTTOM": "bottom"}


def r_access(ctx: Context, s: Sentence) -> None:
    named = all_piles(s)
    avail = _available(s)
    if avail:
        quants = _quantifiers(s)
        done: set[str] = set()
        for c, name in named:
            role = role_of(ctx.vocab, s.game, name)
            if role not in ("reserve", "tableau", "waste") or name in done:
                continue
            q = _quantifier_of(s, c, name, role, quants, avail, named)
            if q is None or _fill_source(s, c, q):
                continue
            done.add(name)
            f = emit(ctx, s, "access", f"{name}.access", _VALUES[q.label], [q, c])
            _other_option(ctx, s, name, c, q, quants, avail)
            if f is not None and role == "waste" and f.value == "top":
                _waste_feeds(ctx, s, name, c, q, named)
        _unnamed_group(ctx, s, quants, avail, named)
    _waste_top(ctx, s, named)


def _fill_source(s: Sentence, c: Cue, q: Cue) -> bool:
    """"When you fill it, any free card will serve, whether from the bouquet or from another
    pile": a group after "from" with a fill verb before the quantifier is where the card that fills
    comes from, and the fill verb's object is the pile filled: neither says which of its cards are
    available."""
    fills = [a for a in s.of("ACT") if a.value == "fill" and a.j <= q.i]
    # (or the pile filled: "fill it, any free card will serve")
    return any(a.j == c.i for a in fills) or (from_word_before(s, c, of=False) and bool(fills))


def _quantifiers(s: Sentence) -> list[Cue]:
    """The words that say which cards: all, each, the top, the bottom (not a row's place, not
    "all … except", not the card that fills, not «не все»)."""
    rows = s.of("ROW")
    # "the top row", "the bottom row": a row's place, not its cards' access
    # "(played) on top of the bouquet": where a card would go, not which card is free ("the card on
    # top of a pile" is)
    ontop = {k for o in s.of("ONTOP") if o.j < s.span.end and s.norm(o.j) == "of"
             and not any(c.j == o.i or (0 < o.i - c.j <= 3 and set(s.words(c.j, o.i)) <= CARD_LYING)
                         for c in s.of("CARD")) for k in range(o.i, o.j)}  # ("the card lying on top of …")
    quants = [c for c in s.cues if c.label in ("ALL", "TOP", "BOTTOM")
              and not (c.label != "ALL" and any(0 <= r.i - c.j <= 1 for r in rows)) and c.i not in ontop]
    quants += [q for _, q in _never_blocked(s)] + _generic_plural(s) + _relative_end(s)
    if not any(q.label in ("TOP", "BOTTOM") for q in quants) and not s.has("COLUMN"):
        quants += s.of("EACH")  # «каждая карта букета находится в игре», «свободна каждая»: all of them
    negs = s.of("NEG")
    # «все карты, кроме …», "all cards except …": not all; «заполняется любой картой», "filled
    # with any card": the card that fills, not the cards available
    fills = [a for a in s.of("ACT") if a.value == "fill"]
    return [q for q in quants if not (q.label == "ALL" and any(
        x.i > q.i and not s.breaks_between(q.i, x.i) for x in s.of("EXCEPT")))
        and not any(a.j <= q.i and not s.comma_between(a.j, q.i) for a in fills)
        # "take any card you please from the Lords to stop it": the card that fills (a purpose after)
        and not any(q.j <= a.i and a.i > s.span.start and s.norm(a.i - 1) in PURPOSE_WORDS
                    and not s.comma_between(q.j, a.i) for a in fills)
        and not any_moment(s, q.i, min(q.j + 2, s.span.end))  # «в любое время», "at any moment"
        and not (q.j < s.span.end and s.norm(q.j) == "раз")  # «всякий раз»
        and not any(n.j == q.i for n in negs)  # «Не все карты букета доступны»
        and not _other_noun_after(s, q)]


def _other_noun_after(s: Sentence, q: Cue) -> bool:
    """«… лежит на любом конце её строки»: a Russian "any"/"all" right before a noun that names
    neither cards nor a pile (no cue there) quantifies that noun, not the cards available."""
    if not s.lang.startswith("ru") or q.label != "ALL" or q.j >= s.span.end:
        return False
    if any(c.i <= q.j < c.j for c in s.cues if c.label != "ALL"):
        return False
    return any(p.tag.POS == "NOUN" for p in morph_analyzer().parse(s.norm(q.j))[:1])


def _relative_end(s: Sentence) -> list[Cue]:
    """«только ту карту, которая лежит сверху», «лишь та карта каждого столбика, что лежит ниже
    остальных», «только ту, что лежит наверху»: a Russian relative clause (a comma, «который» or
    «что», a verb of lying in it, ``card-lying-ru``) that says which end of a pile a card is
    at qualifies the card word (or the demonstrative «тот») before the comma: the end read at
    that word (a ``TOP`` or ``BOTTOM`` cue there), so the rules that look for the end next to
    "only" and the pile find it."""
    if not s.lang.startswith("ru"):
        return []
    out = []
    for t in s.cues:
        if t.label not in ("TOP", "BOTTOM") or t.pattern == "relative-end":
            continue
        # back over the relative clause (no comma) to «, которая» / «, что»
        k = next((k for k in range(t.i - 1, max(t.i - 7, s.span.start), -1)
                  if s.doc[k].lemma_.lower() in RELATIVE_WORDS and s.doc[k - 1].text == ","
                  and not s.comma_between(k, t.i)), None)
        if k is None or not (k + 1 == t.i or any(s.doc[x].lemma_.lower() in CARD_LYING_RU for x in range(k + 1, t.i))):
            continue
        comma = k - 1
        card = next((c for c in reversed(s.of("CARD")) if 0 < comma - c.i <= 4 and not s.comma_between(c.j, comma)), None)
        if card is not None:
            lo, hi = card.i, card.j
        elif comma - 1 >= s.span.start and s.doc[comma - 1].lemma_.lower() == "тот":
            lo, hi = comma - 1, comma
        else:
            continue
        tok = s.doc[lo]
        out.append(Cue(t.label, None, tok.idx, s.doc[hi - 1].idx + len(s.doc[hi - 1].text), lo, hi,
                       "relative-end", s.doc[lo:hi].text))
    return out


def _available(s: Sentence) -> list[Cue]:
    """The "available" cues that say so (not «свободныхъ мѣстъ», free *spaces*; not «не доступна»,
    "not available")."""
    gaps = {c.i for c in s.of("GAP")}
    negs = s.of("NEG")
    said = s.of("AVAIL") + _may_play(s) + [a for a, _ in _never_blocked(s)]
    if s.has("GAP") or any(a.value == "fill" for a in s.of("ACT")):
        said = [a for a in said if a.pattern != "ru-avail-fit"]  # «на пустое место годится любая»: what fills
    return [a for a in said if a.j not in gaps and not any(0 <= a.i - n.j <= 1 for n in negs)]


def _may_play(s: Sentence) -> list[Cue]:
    """A play verb that lets the reader play: with a modal near it in its clause ("you can play",
    «играть из неё можешь», «можно сыграть»), or an English imperative ("play its top card")."""
    out = []
    for a in s.of("ACT", "play") + [c for c in s.of("ACT", "takeout") if s.doc[c.i].lemma_ in TAKE_LEMMAS] + _using(s):
        tok = s.doc[a.i]
        # a verb a verbless clause took from the clause before is read where it stands
        inside = a.i >= s.span.start
        start, end = (s.span.start, s.span.end) if inside else (max(a.i - 4, 0), min(a.j + 4, len(s.doc)))
        if s.lang.startswith("ru"):
            if not any(p.tag.POS in ("INFN", "VERB") for p in morph_analyzer().parse(tok.norm_ or tok.lower_)[:1]):
                continue  # «играющий», the player
            near = range(max(a.i - 3, start), min(a.j + 4, end))
            ok = any(s.norm(k) in MODAL or s.doc[k].lemma_ == "мочь" for k in near
                     if not s.comma_between(min(k, a.i), max(k, a.j - 1))) or _played_with_end(s, a)
        else:
            # a modal of permission in any form before it: "may", "could only ever", "are
            # allowed to", "it's fine to" (grammar_en.py); not a denied one ("are not allowed to")
            k = modal_before(s.doc, a.i, start)
            ok = (k is not None and not negated_modal(s.doc, k)) or imperative(s.doc, a.i, start)
        if ok:
            out.append(replace(a, label="AVAIL"))
    return out + _taken_only(s)


def _played_with_end(s: Sentence, a: Cue) -> bool:
    """«Изъ талона играютъ верхнею картою», «из отбоя ходят верхней картой»: a play verb, then
    within two words an end card («верхней», «нижней») in the instrumental: that card is played."""
    ends = [q for q in s.cues if q.label in ("TOP", "BOTTOM") and 0 <= q.i - a.j <= 1]
    return any(c.i == q.j and "ablt" in cases(s.norm(c.i)) for q in ends for c in s.of("CARD"))


def _never_blocked(s: Sentence) -> list[tuple[Cue, Cue]]:
    """"No card of the bouquet is ever blocked", "none of its cards is covered": a word of being
    unavailable (``unavailable`` in words.toml) denied by a "no" or "none" before it that reaches
    it: all the cards are available (an ``AVAIL`` cue at the word, an ``ALL`` cue at the negation)."""
    if s.lang != "en":
        return []
    out = []
    for t in s.span:
        if s.norm(t.i) not in UNAVAILABLE_WORDS:
            continue
        n = next((n for n in s.of("NEG") if 0 < t.i - n.i <= 8 and n.text.lower() in NONE_OF_ALL
                  and s.reaches(n.i, t.i)), None)
        if n is not None:
            out.append((Cue("AVAIL", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "never-blocked", t.text),
                        replace(n, label="ALL")))
    return out


def _generic_plural(s: Sentence) -> list[Cue]:
    """"Cards of the lords may be played", "Cards in the bouquet are available": an English bare
    plural opening the clause speaks of every card (an ``ALL`` cue at it), when nothing in the
    clause limits which cards (an end of a pile, "only", a negation, an exception, a number)."""
    if s.lang != "en" or any(s.has(lab) for lab in ("TOP", "BOTTOM", "ONLY", "NEG", "EXCEPT", "EACH", "NUM")):
        return []
    if any(q.j >= s.span.end or s.norm(q.j) not in TIME_NOUNS for q in s.of("ALL")):
        return []  # (not "at any time")
    first = next((t for t in s.span if not t.is_punct), None)
    return [replace(c, label="ALL") for c in s.of("CARD") if first is not None and c.i == first.i
            and s.norm(c.i) != s.doc[c.i].lemma_.lower()]


def _using(s: Sentence) -> list[Cue]:
    """"You can use any card of the bouquet", "you were free to employ the top card": an English
    verb of using a card (``use`` in words.toml) after a modal of permission, read as a play verb."""
    if s.lang != "en":
        return []
    return [Cue("ACT", "play", t.idx, t.idx + len(t.text), t.i, t.i + 1, "use-verb", t.text) for t in s.span
            if t.lemma_.lower() in USE_LEMMAS and modal_before(s.doc, t.i, s.span.start) is not None]


def _taken_only(s: Sentence) -> list[Cue]:
    """«Съ кучекъ партера снимается … лишь карта, лежащая сверху», «берут только верхнюю»: a Russian
    verb of taking with "only" close after it says which cards may be taken (an ``AVAIL`` cue)."""
    if not s.lang.startswith("ru"):
        return []
    out = []
    for t in s.span:
        if t.lemma_.lower() in TAKE_LEMMAS and any(0 < o.i - t.i <= 4 for o in s.of("ONLY")) and not any(
                0 <= t.i - n.j <= 1 for n in s.of("NEG")):
            out.append(Cue("AVAIL", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "taken-only", t.text))
    return out


def _quantifier_of(s: Sentence, c: Cue, name: str, role: str | None, quants: list[Cue], avail: list[Cue],
                   named: list[tuple[Cue, str]]) -> Cue | None:
    """The quantifier that says which cards of the group named at ``c`` are available."""
    avail_after = [a for a in avail if a.i > c.i]
    if role == "waste":
        return _waste_quantifier(s, c, quants, avail_after) or _played_top_of_waste(s, c, quants, avail) or \
            _only_top_taken_from(s, c, quants, avail)
    q = _group_quantifier(s, c, name, quants, named)
    if q is not None:
        return q
    # «въ партерѣ годна лишь верхняя карта каждой кучки», «а изъ каждой кучки партера —
    # только верхняя»: the quantifier after the group, before any other group
    nxt = min([o.i for o, n in named if o.i > c.i and n != name] + [s.span.end]
              # "a garden pile may be filled by any available card": the card that fills it
              + [a.i for a in s.of("ACT") if a.i > c.i and a.value in ("fill", "build", "move")])
    # a pile the clause took from the clause before («…Лордами; все ее карты открыты»)
    lo = max(c.j, s.span.start)
    # («…: у каждого столбика свободна лишь самая нижняя карта»: farther with a pile word between)
    q = next((t for t in quants if lo <= t.i < nxt and (t.i - lo <= 4 or (t.i - lo <= 8 and t.label in ("TOP", "BOTTOM")
                                                                          and any(lo <= k.i < t.i for k in s.of("COLUMN"))))
              and not any(x.text in (";", ".") for x in s.doc[lo:t.i])), None)
    if q is None:
        # "Reserve: nine cards in three rows of three, all available", "…; every card available":
        # an apposition
        q = next((t for t in quants if lo <= t.i < nxt and t.label == "ALL"
                  and any(a.i == t.j or (a.i == t.j + 1 and any(k.i == t.j for k in s.of("CARD"))) for a in avail)
                  and not any(x.text in (";", ".") for x in s.doc[lo:t.i])), None)
    return q


def _waste_quantifier(s: Sentence, c: Cue, quants: list[Cue], avail_after: list[Cue]) -> Cue | None:
    """"the top card of the waste is available"; «верхняя — в игре» (the pile read at the
    adjective, pronouns.py); «из отбоя играет только верхняя» (after the verb); "…onto a waste
    pile, and play its top card" (the possessive stands for the pile named last); "the top card
    in the waste is available"."""
    after = [q for q in quants if c.i <= q.i and avail_after and q.i < avail_after[0].i
             and q.i - c.j <= 3] or [q for q in quants if q.label == "TOP" and avail_after
                                     and _next_in_clause(s, avail_after[0], q) and (avail_after[0].i - c.j <= 1 or (
                                         s.norm(q.i - 1) in POSSESSIVE_WORDS and not any(
                                             c.j <= p.i < q.i for p in s.of("PILE"))))]
    before = [q for q in quants if q.label == "TOP" and q.j <= c.i and c.i - q.j <= 3
              and avail_after and avail_after[0].i - c.j - time_words(s, c.j, avail_after[0].i) <= 2]
    return after[0] if after else (before[-1] if before else None)


def _next_in_clause(s: Sentence, avail: Cue, q: Cue) -> bool:
    """Whether the quantifier follows the "available" right after it, or with only "for play" and
    "only" between («доступна для игры лишь верхняя»: the subject after its predicate)."""
    gap = q.i - avail.j
    return 0 <= gap <= 1 or (gap <= 4 and not s.comma_between(avail.j, q.i) and not any(
        avail.j <= c.i < q.i for c in s.cues if c.label not in ("ONLY", "AVAIL")))


def _played_top_of_waste(s: Sentence, c: Cue, quants: list[Cue], avail: list[Cue]) -> Cue | None:
    """«Играть можно только верхнюю карту отбоя», "you may play only the top card of the waste":
    the play verb (with its modal) first, then "only" (also read with the verb: «Играет только
    верхняя карта отбоя»), the top card and the waste, all in one
    stretch with no comma: the waste's top card is the one available (not "take the top card of
    the waste", a fill's source).  An English verb of playing itself needs no "only": "you may
    play the top card of the waste", "you were allowed to play the top card of the waste"."""
    return next((q for q in quants if q.label == "TOP" and q.j <= c.i and c.i - q.j <= 3 and any(
        a.j <= q.i and q.i - a.j <= 3 and not s.comma_between(a.i, c.i)
        and (any(a.i < o.i < q.i for o in s.of("ONLY")) or (s.lang == "en" and a.value == "play"))
        for a in avail)), None)


def _only_top_taken_from(s: Sentence, c: Cue, quants: list[Cue], avail: list[Cue]) -> Cue | None:
    """"Only the top card may be taken from the waste", «Брать из отбоев можно только верхние
    карты»: the waste a source ("from"), "only" the top card, and a verb of taking that makes it
    available, in one stretch of at most nine words with no comma."""
    if not from_word_before(s, c, of=False):
        return None
    for q in quants:
        if q.label != "TOP" or not any(0 <= q.i - o.j <= 2 for o in s.of("ONLY")):
            continue
        for a in avail:
            lo, hi = min(a.i, c.i, q.i), max(a.j, c.j, q.j)
            if hi - lo <= 9 and not s.comma_between(lo, hi):
                return q
    return None


def _group_quantifier(s: Sentence, c: Cue, name: str, quants: list[Cue],
                      named: list[tuple[Cue, str]]) -> Cue | None:
    """The quantifier before a reserve or tableau group (not across a comma: «У лордов можно брать
    любую карту, у дам — только нижнюю»), or the top or bottom of a pile of the group spoken
    about («Карты въ окопахъ … (годною картою можетъ быть только лежащая на верху пачки)», "the
    lowest card in each column": only the first end named after the group)."""
    before = [q for q in quants if q.j <= c.i and c.i - q.j <= 5 and not any(
        o.i > q.i and o.i < c.i for o, n in named if n != name) and not s.comma_between(q.j, c.i)]
    if before:
        return before[-1]
    nxt_pile = min([o.i for o, n in named if o.i > c.i and n != name] + [s.span.end])
    ends = [t for t in quants if t.label in ("TOP", "BOTTOM") and c.i < t.i < nxt_pile]
    # (a pile word of the group: after the end, between, or right before the group's name: "from a
    # pile you may only take the card on top", «съ кучекъ партера … лишь карта, лежащая сверху»)
    return ends[0] if ends and any(0 <= k.i - ends[0].j <= 3 or c.j <= k.i < ends[0].i or k.j == c.i
                                   for k in s.of("COLUMN")) else None


def _waste_feeds(ctx: Context, s: Sentence, name: str, c: Cue, q: Cue, named: list[tuple[Cue, str]]) -> None:
    """"the top card of which is available (for play)": the foundations take it, also when an
    earlier sentence said they take from a group ("Cards of the Lords go only to the
    foundations. … the top card of the waste is available"; not "available
    to fill a gap in the reserve"; not "the top card of each talon", "of either talon", «из
    талонов», several wastes whose cards may go elsewhere)."""
    elsewhere = s.has("GAP") or any(o.i > c.i and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
                                    for o, n in named)
    several = (ctx.waste_packets.get(s.game, 1) > 1 or any(0 <= c.i - e.j <= 1 for e in s.of("EACH"))
               or _plural(s, c) or any(w in EITHER_WORDS | BOTH_WORDS for w in s.words(max(c.i - 2, s.span.start), c.i)))
    if not several and (s.has("ACT", "play") or bool(s.all_words() & PLAY_WORDS)
                        or not elsewhere):
        emit(ctx, s, "access", "foundation.fed-from", (name,), [q, c])


def _plural(s: Sentence, c: Cue) -> bool:
    """Whether a pile is named by its label in the plural («из талонов», "the talons"): several
    piles of it (not a word that is plural for one pile, the MT «отходы»)."""
    if not c.pattern.startswith("label-"):
        return False
    tok = s.doc[c.j - 1]
    if s.lang.startswith("ru"):
        nums = {p.tag.number for p in morph_analyzer().parse(tok.norm_ or tok.lower_) if p.tag.POS == "NOUN"}
        return nums == {"plur"}
    return tok.lower_.endswith("s") and tok.lemma_.lower() != tok.lower_


def _unnamed_group(ctx: Context, s: Sentence, quants: list[Cue], avail: list[Cue],
                   named: list[tuple[Cue, str]]) -> None:
    """«Все девять доступны»: the cards of the group just spoken of; «…каждый столбецъ… доступна
    его верхняя карта»: the group the text is about (and its pile count: its columns)."""
    groups = [n for _, n in named if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste")]
    if groups or not ctx.last_group:
        return
    end = [t for t in quants if t.label in ("TOP", "BOTTOM")]
    every = [t for t in quants if t.label in ("ALL", "EACH") and any(0 <= a.i - t.j <= 2 for a in avail)]
    if not named and every and not end and not s.has("ONLY"):
        emit(ctx, s, "access", f"{ctx.last_group}.access", "all", [every[0], avail[0]])
    if end and s.has("COLUMN"):
        g = ctx.last_group
        f = emit(ctx, s, "access", f"{g}.access", _VALUES[end[0].label], [end[0], s.of("COLUMN")[0]])
        if f is not None and s.has("EACH"):
            _count_from_columns(ctx, s, g, end[0])


def r_all_of_them(ctx: Context, s: Sentence) -> None:
    """«Шестнадцать картъ … суть букетъ; …, и всѣ онѣ свободны», «… составляют букет: …, и каждая
    из них доступна», "The rest form the bouquet; all of them are free": cards said to be (or to
    form) a group, then, in any clause after, all of them (a pronoun) available — all the group's
    cards are.  (Read over the whole sentence: the pronoun's clause names no pile.)"""
    quants, avail, named = _quantifiers(s), _available(s), all_piles(s)
    if not avail:
        return
    formed = [(c, n) for c, n in named if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau") and (
        any(f.label == "FORM" and 0 <= c.i - f.j <= 2 for f in s.cues)
        or any(w in IS_THE_WORDS for w in s.words(max(c.i - 2, s.span.start), c.i)))]
    if len(formed) != 1 or ctx.known(s.game, f"{formed[0][1]}.access"):
        return
    c, name = formed[0]
    for q in quants:
        if q.label not in ("ALL", "EACH") or q.i < c.j:
            continue
        them = [k for k in range(q.j, min(q.j + 3, s.span.end)) if s.norm(k) in THEY_WORDS | {"них"}]
        # (the predicate anywhere after «из них» in its clause: «любая из них во всякое время годна»)
        if them and any(-6 <= a.i - them[0] <= 3 or (3 < a.i - them[0] <= 7 and not s.comma_between(them[0], a.i))
                        for a in avail) and not any(n.label == "NEG" and q.i - 3 <= n.i < q.i
                                                                            for n in s.cues):
            emit(ctx, s, "access", f"{name}.access", "all", [q, c])
            return


def _waste_top(ctx: Context, s: Sentence, named: list[tuple[Cue, str]]) -> None:
    """«пока на верху талона не выйдетъ десятка трефъ»: the top of the waste is what comes out (not
    where cards are put, nor what fills a gap: «заполняется с вершины отходов»)."""
    for c, name in named:
        if role_of(ctx.vocab, s.game, name) != "waste":
            continue
        tops = [t for t in s.of("TOP") if t.j == c.i and not any(
            a.label == "ACT" and a.value in ("build", "deal", "move", "fill") and t.i - 3 <= a.i < t.i for a in s.cues)]
        if tops:
            emit(ctx, s, "access", f"{name}.access", "top", [tops[0], c])

def _other_option(ctx: Context, s: Sentence, name: str, c: Cue, q: Cue, quants: list[Cue], avail: list[Cue]) -> None:
    """"The player may overlap each column … so that only its top card is free, or leave the grid
    as dealt, in which case the bottom card of each column is free": a sentence of options (a
    modal and "or") gives the group a second access after the first, the other end of its piles;
    the two are the player's choice (``setup.choice``, read by setup-choice)."""
    words = s.all_words()
    text = " ".join(s.words(s.span.start, s.span.end))
    choice = bool(words & MODAL) or any(modality(t) == "Perm" for t in s.span) or any(
        p in text for p in CHOICE_PHRASES)  # «на выбор — верхняя … или нижняя»
    if q.label not in ("TOP", "BOTTOM") or not (choice and words & OR_WORDS):
        return
    other = next((t for t in quants if t.i > q.i and t.label in ("TOP", "BOTTOM") and t.label != q.label
                  and any(0 < a.i - t.j <= 6 for a in avail)), None)
    if other is not None:
        emit(ctx, s, "access", f"{name}.access", "top" if other.label == "TOP" else "bottom", [other, c])


def _count_from_columns(ctx: Context, s: Sentence, group: str, cue: Cue) -> None:
    """"the top card of each column" of a group laid out in rows: its piles are its columns."""
    try:
        slot = ctx.vocab.canonical(s.game, f"{group}.shape")
        count_slot = ctx.vocab.canonical(s.game, f"{group}.count")
    except VariorumError:
        return
    shapes = [f for f in ctx.known(s.game, slot) if isinstance(f.value, str) and "x" in f.value]
    if not shapes or ctx.known(s.game, count_slot):
        return
    cols = int(str(shapes[-1].value).split("x")[1])
    emit(ctx, s, "access", f"{group}.count", cols, [cue], shapes[-1].segments)
