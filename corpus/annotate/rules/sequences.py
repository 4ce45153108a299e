"""How the foundations are built: suit, step, and the sequence of ranks (written out, "down to
the Deuces", "up to the Kings", "and so on").

Rules: ``foundation-build``, ``sequence-to``, ``sequence-etc``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import base_top_ranks, card_set_items
from corpus.annotate.rules.piles import foundation_cues, piles, role_of
from corpus.annotate.sentence import Cue, Sentence, clause_bounds, is_question, question_before
from corpus.annotate.words import (
    ARTICLES, LIST_JOIN_WORDS, SERIES_JOIN, THEN_WORDS, BUILT_PRONOUN, COLLECT_LEMMAS, ORDER_NOUNS, TOWARD_WORDS, THROUGH_WORDS, ENDS_WITH, END_VERBS, FEED_LEMMAS, FROM_WORDS, LAST_WORDS, ON_WORDS, PAIR_JOIN, UNTIL_WORDS,
)
from rules.cards import RANK_TEXT as RANK_ORDER
from rules.errors import VariorumError


_SEQ = re.compile(r"(?<![\w-])(A|А|[2-9]|10|J|Q|K)\s*:\s*((?:(?:10|[2-9AJQK])\s*-\s*){4,}(?:10|[2-9AJQK]))")


def r_foundation_build(ctx: Context, s: Sentence) -> None:
    named = foundation_cues(s)
    fcues = [f for f in named if not _order_of(s, f)]
    if named and not fcues:
        return  # "packed in suit, or in the order of the foundations": another group's building
    fcues = fcues or _base_subject(ctx, s) or _built_pronoun(s)
    asked = None if fcues else _asked_about(ctx, s)
    fcues = fcues or ([asked] if asked is not None else [])
    insuit = s.of("INSUIT")
    collect = [t.i for t in s.span if t.lemma_.lower() in COLLECT_LEMMAS]  # «собираетъ свою масть»
    building = s.of("ACT", "build") or s.has("UP") or s.has("DOWN") or bool(collect) or asked is not None
    # "of the same suit" / «той же масти» names cards; "in suit" / «по масти» says how to build
    going = s.lang.startswith("ru") and any(t.lemma_.lower() in FEED_LEMMAS for t in s.span)
    # («на них идут карты той же масти»: cards going onto the bases are built on them)
    insuit = [c for c in insuit if building or going or not (
        c.text.lower().startswith("of ") or c.pattern == "ru-in-suit-2")]
    # "on the rampart, cards are packed in suit …, or in the order they go to the foundations":
    # the suit rule of the group named before it, not of the foundations named after
    groups = [c for c, n in piles(s) if role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    insuit = [c for c in insuit if not (any(g.i < c.i for g in groups) and all(f.i > c.i for f in fcues))]
    insuit = [c for c in insuit if not _suit_of_a_pair(s, c)]
    if not fcues and (building or going):
        # «Тузы идутъ вверхъ до королей…, въ масть», «На тузы карты идут через одну»: the base
        # ranks stand for the foundations
        tops = base_top_ranks(ctx.bases.get(s.game, ()))
        based = [r for r in s.of("RANK")[:1] if r.value in tops]
        if based:
            twos = s.of("TWOS")
            if insuit:
                emit(ctx, s, "foundation-build", "foundation.suit", "same-suit", [insuit[0], based[0]])
            if twos:
                emit(ctx, s, "foundation-build", "foundation.step", 2, [twos[0], based[0]])
            elif len(s.of("RANK")) == 2 and (s.has("UP") or s.has("DOWN")) or _from_next_to_end(s, based[0]):
                # «На тузы кладут … по возрастанию вплоть до короля»: a direction and an end rank
                # only (a list of ranks between them is a series of its own); «начиная съ двойки
                # и кончая валетомъ»: the sequence said by its ends
                _sequence_to(ctx, s, based[0])
    if fcues and insuit:
        emit(ctx, s, "foundation-build", "foundation.suit", "same-suit", [insuit[0], fcues[0]])
    directed = s.has("UP") or s.has("DOWN")  # ('the foundations go up by twos')
    # ('the foundations ascend from the Ace to the King': a direction with both ends is building)
    if fcues and (s.of("ACT", "build") or insuit or (going or directed) and s.has("TWOS") or collect and directed
                  or directed and _from_to(s, fcues[0])) \
            and (not s.has("WIN") or _from_to(s, fcues[0])):
        twos = s.of("TWOS")
        if twos:
            emit(ctx, s, "foundation-build", "foundation.step", 2, [twos[0], fcues[0]])
        else:
            _sequence_to(ctx, s, fcues[0])
    m = _SEQ.search(s.span.text)
    if m:
        base = "A" if m.group(1) == "А" else m.group(1)
        seq = base + "-" + re.sub(r"\s+", "", m.group(2))
        start = s.span.start_char + m.start()
        end = s.span.start_char + m.end()
        cue = Cue("SEQ", seq, start, end, s.span.start, s.span.end, "rank-sequence", m.group(0))
        prev = ctx.found[ctx.sequences[-1]] if ctx.sequences else None
        if prev is not None and prev.game == s.game and s.prev is not None and prev.segment == s.prev.segment:
            merged = replace(prev, value=tuple(prev.value) + (seq,) if isinstance(prev.value, tuple) else (seq,),
                             segments=tuple(dict.fromkeys([*prev.segments, *([s.segment] if s.segment else [])])))
            try:
                ctx.vocab.check_value(s.game, prev.slot, merged.value)
            except VariorumError:
                return
            ctx.found[ctx.sequences[-1]] = merged
            return
        f = emit(ctx, s, "foundation-build", "foundation.sequence", (seq,), [cue])
        if f is not None:
            ctx.sequences.append(len(ctx.found) - 1)
            step = _constant_step(seq)
            if step is not None:
                emit(ctx, s, "foundation-build", "foundation.step", step, [cue],
                     [s.prev.segment] if s.prev is not None and s.prev.segment and
                     foundation_cues(s.prev) else [])


def _from_to(s: Sentence, f: Cue) -> bool:
    """"… onto eight foundations, from Ace to Jack": after the foundation word, a rank after
    "from" and a later one after "to" say the sequence by its ends (even in a sentence of winning)."""
    ranks = [r for r in s.of("RANK") if r.i >= f.j]
    return any(any(w in FROM_WORDS or w == "от" for w in s.before(a.i, 1, f.j)) and any(
        b.i > a.i and any(w in UNTIL_WORDS for w in s.before(b.i, 2, a.j)) for b in ranks) for a in ranks)


def _asked_about(ctx: Context, s: Sentence) -> Cue | None:
    """«Что кладут на туза? Двойку той же масти…», «Въ какомъ порядкѣ ихъ собираютъ? — Въ масть, отъ
    двойки до короля»: the answer to a question of how the foundations (named, a base rank, or a
    pronoun once bases are known) are built, no other pile named, speaks of the foundations.  A cue
    standing for them at the answer's start, or None."""
    q = question_before(s)
    if q is None or piles(s) or any(n != "foundation" for _, n in piles(q)):
        return None
    how = q.of("ACT", "build") or q.has("UP") or q.has("DOWN") or any(
        t.lemma_.lower() in COLLECT_LEMMAS for t in q.span)
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    about = bool(foundation_cues(q) or [r for r in q.of("RANK") if r.value in tops]) or bool(tops) and any(
        s.norm(t.i) in BUILT_PRONOUN for t in q.span)
    if not how or not about:
        return None
    t = s.doc[s.span.start]
    return Cue("PILE", "foundation", t.idx, t.idx + len(t.text), t.i, t.i + 1, "question-asked", t.text)


def _order_of(s: Sentence, f: Cue) -> bool:
    """«в том порядке, в каком они пойдут на основание», 'in the order of the foundations', MT «в
    приказе оснований»: the foundation word inside a foundation-order phrase, or just after a noun
    of order, names the order another group is built in."""
    if any(o.i <= f.i and f.j <= o.j for o in s.of("FORDER")):
        return True
    return any(s.doc[k].lemma_.lower() in ORDER_NOUNS and all(w in ("of", "the", "its", "their") for w in s.words(k + 1, f.i))
               for k in range(max(f.i - 3, s.span.start), f.i))


def _base_subject(ctx: Context, s: Sentence) -> list[Cue]:
    """"A black Ace is built up in suit to the King": a base rank built on stands for its
    foundation (the first such rank, a build word within four words after it)."""
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    how = [c for c in s.cues if c.label in ("UP", "DOWN") or (c.label == "ACT" and c.value == "build")]
    return [r for r in s.of("RANK") if r.value in tops and any(0 < h.i - r.j <= 3 for h in how)][:1]


def _suit_of_a_pair(s: Sentence, c: Cue) -> bool:
    """«валетъ и тузъ одной масти», «пара ему — туз его масти», 'a Jack and an Ace of the same
    suit': a suit phrase right after two ranks joined by "and" (or in a sentence about a pair)
    says which cards make the pair, not how the foundations are built."""
    rank = next((r for r in s.of("RANK") if r.j == c.i), None)
    if rank is None:
        return False
    if any(p.i < c.i and not any(t.text in (":", ";", ".") for t in s.doc[p.j:c.i]) for p in s.of("PAIR")):
        return True  # «пара ему — туз его масти» (not «Съ этой четы …: на валета кладу десятку той же масти»)
    if any(r.i > s.span.start and s.norm(r.i - 1) in ON_WORDS for r in s.of("RANK")):
        return False  # «на туза кладут двойку и тройку той же масти»: built by example
    ranks = [r for r in s.of("RANK") if r.j <= rank.i]
    return any(0 < rank.i - r.j <= 1 and s.norm(r.j) in PAIR_JOIN for r in ranks)


def _built_pronoun(s: Sentence) -> list[Cue]:
    """«Строят их в масть», "Build them up in suit", «Они растут въ масть»: a pronoun right
    beside a build verb (or a direction) stands for the foundations when the sentence before
    named them and this one names no other pile."""
    prev = s.prev
    if prev is None or not foundation_cues(prev) or s.has("PILE") or is_question(s):
        return []
    how = [c for c in s.cues if c.label in ("UP", "DOWN") or (c.label == "ACT" and c.value == "build")]
    for h in how:
        # ("They went up in suit": the pronoun opening the sentence, one word before the direction)
        opening = (s.span.start,) if 0 < h.i - s.span.start <= 2 and s.doc[s.span.start + 1].is_alpha else ()
        for k in (h.i - 1, h.j, *opening):
            if s.span.start <= k < s.span.end and s.norm(k) in BUILT_PRONOUN:
                t = s.doc[k]
                return [Cue("PILE", "foundation", t.idx, t.idx + len(t.text), k, k + 1, "pronoun-built", t.text)]
    return []


def _constant_step(seq: str) -> int | None:
    """The rank step of a written sequence when it is constant (wrapping King to Ace)."""
    ranks = [RANK_ORDER.index(r) for r in seq.split("-") if r in RANK_ORDER]
    steps = {(b - a) % 13 for a, b in zip(ranks, ranks[1:])}
    if len(steps) != 1:
        return None
    (step,) = steps
    return step if step <= 6 else step - 13


def _sequence_to(ctx: Context, s: Sentence, f: Cue) -> None:
    """"built down … to the Deuces", «по костюму для домкратов»: the sequence from the base
    (known from this or an earlier sentence) to the rank after "to"/«до»."""
    ranks = _rank_list(s)
    ends = [r for r in ranks if r.i > f.i and (
        any(w in UNTIL_WORDS for w in s.before(r.i, 2, f.j)) or _ending_with(s, r, f)
        or r is ranks[-1] and any(w in THROUGH_WORDS for w in s.before(r.i, 1, f.j)))]
    base = ctx.bases.get(s.game, ())
    tops = {b.split("+")[0].split("x")[-1].rstrip("*BRCDHS") for b in base}
    # "built down in suit from Jack to Two": the sequence says its own first rank
    starts = [r for r in ranks if ends and f.j <= r.i < ends[0].i and any(
        w in FROM_WORDS for w in s.before(r.i, 1, f.j))]
    if starts and (not tops or {str(starts[0].value)} == tops):
        tops = {str(starts[0].value)}
    if not ends or len(tops) != 1:
        return
    if len({r.value for r in ranks if f.j <= r.i < ends[0].i and r not in starts}) >= 5:
        return  # "in this order: Ace, King, Two, …, back from the Eight": a series written out
    (top,) = tops
    end = str(ends[0].value)
    if top not in RANK_ORDER or end not in RANK_ORDER or top == end:
        return
    a, b = RANK_ORDER.index(top), RANK_ORDER.index(end)
    down = s.has("DOWN") or (not s.has("UP") and b < a)
    if down != (b < a):
        return
    rng = range(a, b - 1, -1) if down else range(a, b + 1)
    seq = "-".join(RANK_ORDER[k] for k in rng)
    emit(ctx, s, "foundation-build", "foundation.sequence", (seq,), [f, ends[0]])


def _from_next_to_end(s: Sentence, base: Cue) -> bool:
    """A sequence said by its ends after the base rank: «На каждый тузъ кладутъ карты …, начиная
    съ двойки и кончая валетомъ», «на короля — от дамы до двойки»: three ranks, the base, then one
    rank next to it after "from", then an end rank after "to" or a verb of ending."""
    ranks = s.of("RANK")
    if len(ranks) != 3 or ranks[0] is not base or base.value not in RANK_ORDER:
        return False
    start, end = ranks[1], ranks[2]
    if start.value not in RANK_ORDER or not any(w in FROM_WORDS for w in s.before(start.i, 1, base.j)):
        return False
    near = abs(RANK_ORDER.index(str(start.value)) - RANK_ORDER.index(str(base.value))) in (1, 12)
    return near and (any(w in UNTIL_WORDS for w in s.before(end.i, 2, start.j)) or _ending_with(s, end, start))


def _ending_with(s: Sentence, r: Cue, f: Cue) -> bool:
    """'ending with the King', «заканчивая королём», «кончая королями»: a verb of ending (any
    form: a gerund, a participle) just before the rank makes it the sequence's last rank."""
    return any(s.doc[k].lemma_.lower() in ENDS_WITH for k in range(max(r.i - 3, f.j, s.span.start), r.i))


def r_sequence_to(ctx: Context, s: Sentence) -> None:
    """«тузы восходятъ по порядку до королей, … короли нисходятъ по порядку до тузовъ»: each base
    rank runs up or down to a rank.  A rank taken out of play in the colour of a base (as many
    cards as there are bases of that colour) is skipped: a foundation whose base has a colour
    takes that colour."""
    items = card_set_items(ctx.bases.get(s.game, ()))
    if len({r for _, r, _ in items}) < 2:
        return  # one base rank: _sequence_to
    seqs: dict[str, tuple[str, list[Cue]]] = _clause_sequences(ctx, s, items)
    for r in s.of("RANK"):
        mine = [it for it in items if it[1] == r.value]
        if not mine or r.value in seqs:
            continue
        # «Тузы идутъ вверхъ…», «На тузы карты кладут по возрастанию…»: the direction soon after
        # the base rank, in its clause, before any other rank
        d = next((c for c in s.cues if c.label in ("UP", "DOWN") and r.j <= c.i <= r.j + 4
                  and not any(t.text in (";", ".", ":") for t in s.doc[r.j:c.i])
                  and not any(r.j <= o.i < c.i for o in s.of("RANK"))), None)
        if d is None:
            continue
        end = next((e for e in s.of("RANK") if 0 < e.i - d.j <= 4 and any(
            w in UNTIL_WORDS for w in s.words(d.j, e.i))), None)
        if end is None or end.value not in RANK_ORDER:
            continue
        a, b = RANK_ORDER.index(str(r.value)), RANK_ORDER.index(str(end.value))
        up = d.label == "UP"
        count, _, colour = mine[0]
        skip = _out_of_play(ctx, s.game, colour, count) | _skipped(s, end)
        # "the Fives down to the Kings": past the Ace round to the King (the ranks wrap)
        rng = [(a + k) % 13 if up else (a - k) % 13 for k in range(((b - a) if up else (a - b)) % 13 + 1)]
        seq = [RANK_ORDER[k] for k in rng if k in (a, b) or RANK_ORDER[k] not in skip]
        seqs[str(r.value)] = ("-".join(seq), [r, d, end])
    if len(seqs) < len({rank for _, rank, _ in items}):
        return  # one sequence a base rank, or none: a part of the rule is no claim
    order = list(dict.fromkeys(rank for _, rank, _ in items if rank in seqs))
    emit(ctx, s, "foundation-build", "foundation.sequence", tuple(seqs[k][0] for k in order),
         [c for k in order for c in seqs[k][1]])


def _clause_sequences(ctx: Context, s: Sentence,
                      items: list[tuple[int | None, str, str]]) -> dict[str, tuple[str, list[Cue]]]:
    """«Черные основания идут вверх в костюме от Туза до Короля, опуская Королеву; красные …»,
    «Основания, начатые тузами, растут в масть до короля, без дам; …», 'Upon each black Ace one
    builds upward … to the King, passing over the Queen, and upon each red King downward …':
    clause by clause (or at each base rank said after "on"), the base a part speaks of (a base
    rank before the end rank, or the colour of its foundations), the rank it goes to ("to"/«до»)
    and the ranks it passes over.  Base rank -> (sequence, cues)."""
    out: dict[str, tuple[str, list[Cue]]] = {}
    tops = {r for _, r, _ in items}
    for a, b in _sequence_parts(s, tops):
        ranks = [r for r in s.of("RANK") if a <= r.i < b]
        ends = [r for r in ranks if r.value in RANK_ORDER and (any(w in UNTIL_WORDS for w in s.before(r.i, 2, a)) or (
            s.norm(r.i - 1) in TOWARD_WORDS and any(d.label in ("UP", "DOWN") and a <= d.i < r.i for d in s.cues)))]
        lo = a
        for end in ends:  # "from Ace to King, …, and red ones descend from King to Ace"
            end = _then_on(s, end, s.of("RANK"))
            part = _run_to(ctx, s, items, (lo, end), ranks, out)
            if part is not None:
                out[part[0]] = part[1]
            lo = end.j
    return out


def _then_on(s: Sentence, end: Cue, ranks: list[Cue]) -> Cue:
    """"… up to the Jack and then the King (leaving out the Queen)", «до валета, а потом короля»:
    a rank joined to the end rank by "and then" (joining words and articles only) is the last."""
    for r in ranks:
        if r.i < end.j:
            continue
        between = s.words(end.j, r.i)
        if between and any(w in THEN_WORDS for w in between) and all(
                w in THEN_WORDS or w in LIST_JOIN_WORDS or w in SERIES_JOIN or w in ARTICLES or w == "," for w in between):
            end = r
        else:
            break
    return end


def _run_to(ctx: Context, s: Sentence, items: list[tuple[int | None, str, str]], at: tuple[int, Cue],
            ranks: list[Cue], out: dict[str, tuple[str, list[Cue]]]) -> tuple[str, tuple[str, list[Cue]]] | None:
    """One run of ``_clause_sequences``: from the base spoken of between ``at[0]`` and the end
    rank ``at[1]`` to that rank, leaving out the ranks passed over.  (base rank, (sequence, cues))."""
    lo, end = at
    tops = {r for _, r, _ in items}
    based = [r for r in ranks if lo <= r.i < end.i and r.value in tops and r.value != end.value]
    colours = {str(c.value) for c in s.of("COLOUR") if lo <= c.i < end.i}
    mine = [it for it in items if (based and it[1] == based[0].value) or (not based and it[2] in colours)]
    if len({it[1] for it in mine}) != 1 or mine[0][1] in out:
        return None
    count, rank, colour = mine[0]
    d = next((c for c in s.cues if c.label in ("UP", "DOWN") and lo <= c.i < end.i), None)
    x, y = RANK_ORDER.index(rank), RANK_ORDER.index(str(end.value))
    up = d.label == "UP" if d is not None else y > x
    if up != (y > x):
        return None
    skip = _out_of_play(ctx, s.game, colour, count) | _skipped(s, end)
    seq = [RANK_ORDER[k] for k in (range(x, y + 1) if up else range(x, y - 1, -1))
           if k in (x, y) or RANK_ORDER[k] not in skip]
    return rank, ("-".join(seq), [*based[:1], *([d] if d else []), end])


def _sequence_parts(s: Sentence, tops: set[str]) -> list[tuple[int, int]]:
    """The clauses of a sentence, cut again before "on"/«на» + a base rank that opens a new part
    ("…, and upon each red King downward …")."""
    between = {c.i for c in s.cues if c.label in ("COLOUR", "EACH", "ALL")}  # "upon each red King"
    cuts = []
    for r in s.of("RANK"):
        for k in range(r.i - 1, max(r.i - 4, s.span.start), -1):
            if s.norm(k) in ON_WORDS and r.value in tops:
                cuts.append(k)
                break
            if k not in between:
                break
    out: list[tuple[int, int]] = []
    for a, b in clause_bounds(s):
        inner = sorted({c for c in cuts if a < c < b})
        bounds = [a, *inner, b]
        out += [(x, y) for x, y in zip(bounds, bounds[1:]) if y > x]
    return out


def _skipped(s: Sentence, end: Cue) -> set[str]:
    """«…вверхъ до короля, минуя даму»: the ranks said to be passed over right after the end rank
    (or, with a passive verb, right before it: «только дама пропускается»)."""
    out: set[str] = set()
    for k in s.of("SKIP"):
        if 0 <= k.i - end.j <= 2 and not s.breaks_between(end.i, k.i):
            out.update(str(r.value) for r in s.of("RANK") if 0 <= r.i - k.j <= 1)
        if k.pattern.endswith("-skip-passive") and 0 <= k.i - end.j <= 5 and not s.breaks_between(end.i, k.i):
            # «…до короля, только дама пропускается», "the Queen being left out": the rank before it
            out.update(str(r.value) for r in s.of("RANK") if end.j <= r.i and 0 <= k.i - r.j <= 1)
    return out


def _out_of_play(ctx: Context, game: str, colour: str, count: int | None) -> set[str]:
    """Ranks whose cards of ``colour`` were all taken out of the pack (or removed from the game)
    and are no bases (as many as there are bases of that colour)."""
    if colour not in ("R", "B") or count is None:
        return set()
    bases = set(ctx.bases.get(game, ()))
    pats = [p for _, ps in ctx.takeouts.get(game, []) for p in ps if p not in bases]
    # cards removed from the game («…в игре они не участвуют») are out of play too
    pats += [str(p) for f in ctx.known(game, "deck.removed") if isinstance(f.value, tuple) for p in f.value]
    return {r for n, r, col in card_set_items(pats) if col == colour and n is not None and n >= count}


def r_sequence_etc(ctx: Context, s: Sentence) -> None:
    """«На тузовъ кладутъ королей, потомъ двойки, дамъ, тройки и такъ далѣе»: a series of ranks
    from a base, closed by "and so on", goes on as it began (see ``extrapolate``)."""
    etc = s.of("ETC")
    if not etc:
        return
    e = etc[0]
    # (a dash right before "and so on" does not cut the series: «…тройку — и так по порядку»)
    cut = e.i - 1 if e.i > s.span.start and s.doc[e.i - 1].text in ("—", "–") else e.i
    ranks = [r for r in _rank_list(s) if r.j <= e.i and not s.breaks_between(r.i, cut)]
    vals: list[str] = []
    for r in ranks:
        if not vals or vals[-1] != r.value:
            vals.append(str(r.value))
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    # "The Aces are built upon with Three, Five, Seven, and so on": the series' first rank is
    # the one built on (no bases read yet)
    # (not when the series is said to end at a rank: "… and so on up to the Ten")
    end = _series_end(s, e)
    built_on = not tops and bool(ranks) and end is None and any(
        c.label == "ACT" and c.value == "build" and 0 < c.i - ranks[0].j <= 2 for c in s.cues)
    vals = from_the_base(vals, tops)
    if _step_by_pairs(ctx, s, ranks, tops, e):
        return
    if len(vals) < 3 or (vals[0] not in tops and not built_on):
        return
    seq = extrapolate(vals)
    if seq is None:
        return
    if end is not None and str(end.value) in seq[len(vals):]:
        seq = seq[:seq.index(str(end.value)) + 1]  # «…и такъ далѣе до валета»: up to that rank
        ranks.append(end)
    step = _constant_step("-".join(vals))
    if step is not None and abs(step) > 1:
        # "on an Ace a Three, then a Five, and so on": an example of building by twos
        emit(ctx, s, "sequence-etc", "foundation.step", step, [*ranks, e])
        return
    back = _ends_with_base(s, e, seq[0])
    if back is not None and seq[-1] != seq[0]:
        seq = seq + seq[::-1]  # «…кончается тузомъ»: the series comes back to the base
    if emit(ctx, s, "sequence-etc", "foundation.sequence", ("-".join(seq),), [*ranks, e, *([back] if back else [])]):
        _series_suit(ctx, s, ranks)


def _series_suit(ctx: Context, s: Sentence, ranks: list[Cue]) -> None:
    """"On each Ace play, in suit, the King, then the Two, …", "… and so on, always of the same
    suit": a sentence that gives the foundations' order by a series builds them, so a suit phrase
    in it (not one naming a pair, nor one said of another group) is their suit."""
    if any(role_of(ctx.vocab, s.game, n) in ("reserve", "tableau") for _, n in piles(s)):
        return
    insuit = [c for c in s.of("INSUIT") if not _suit_of_a_pair(s, c)]
    if insuit:
        emit(ctx, s, "foundation-build", "foundation.suit", "same-suit", [insuit[0], ranks[0]])


def _step_by_pairs(ctx: Context, s: Sentence, ranks: list[Cue], tops: set[str], e: Cue) -> bool:
    """«на туза идёт тройка, на тройку — пятёрка, на двойку — четвёрка, и так далее», "on an Ace
    goes a Three, on a Three a Five, …": examples of what goes on what, each rank after "on" with
    the next rank after it, all the same step (two or more): the foundations' step, when the
    sentence speaks of them or the first example is on a base.  True when read."""
    pairs = []
    for k, r in enumerate(ranks[:-1]):
        if r.i > s.span.start and s.norm(r.i - 1) in ON_WORDS and str(r.value) in RANK_ORDER:
            nxt = ranks[k + 1]
            if nxt.i - r.j <= 3 and str(nxt.value) in RANK_ORDER:
                pairs.append((r, nxt))
    if len(pairs) < 2 or not (foundation_cues(s) or str(pairs[0][0].value) in tops):
        return False
    steps = {(RANK_ORDER.index(str(b.value)) - RANK_ORDER.index(str(a.value))) % 13 for a, b in pairs}
    if len(steps) != 1:
        return False
    (step,) = steps
    step = step if step <= 6 else step - 13
    if abs(step) < 2:
        return False
    return emit(ctx, s, "sequence-etc", "foundation.step", step, [*[c for p in pairs for c in p], e]) is not None


def _series_end(s: Sentence, e: Cue) -> Cue | None:
    """The rank a series closed by "and so on" ends at: after the "and so on", with "to"/«до»
    or "last"/«последним» just before it ("… and so on up to the Ten", «…и дальше, последним —
    валета»)."""
    for r in _rank_list(s):
        if r.i >= e.j and any(w in UNTIL_WORDS or w in LAST_WORDS for w in s.before(r.i, 3, e.i)):
            return r
        # "…, and so on, stopping when its Jack lands", «…, и так далее, кончая валетом»
        if r.i >= e.j and any(s.doc[k].lemma_.lower() in END_VERBS for k in range(max(e.j, r.i - 4), r.i)):
            return r
    return None


def from_the_base(vals: list[str], tops: set[str]) -> list[str]:
    """«Каждый тузъ собираетъ свою масть: двойка, тройка и такъ далѣе»: a series that starts one
    rank from the one base rank known, going on in the same direction, starts at the base."""
    if len(tops) != 1 or len(vals) < 2 or vals[0] in tops:
        return vals
    (top,) = tops
    if top not in RANK_ORDER or any(v not in RANK_ORDER for v in vals[:2]):
        return vals
    a, b, c = RANK_ORDER.index(top), RANK_ORDER.index(vals[0]), RANK_ORDER.index(vals[1])
    return [top, *vals] if b - a == c - b and abs(b - a) == 1 else vals


def _ends_with_base(s: Sentence, after: Cue, base: str) -> Cue | None:
    """The base rank after a verb of ending («каждое основаніе … кончается тузомъ»), past ``after``."""
    ends = [t.i for t in s.doc[after.j:s.span.end] if t.lemma_.lower() in ENDS_WITH]
    # "… travels back by the same road to the Ace": farther off when "to" is right before the rank
    return next((r for r in _rank_list(s) if r.value == base and any(
        0 < r.i - k <= 4 or (0 < r.i - k <= 8 and any(w in UNTIL_WORDS for w in s.before(r.i, 2, k))
                             and not s.breaks_between(k, r.i)) for k in ends)), None)


def _rank_list(s: Sentence) -> list[Cue]:
    """The rank cues of a sentence, with the number words of a list of ranks read as ranks:
    "Ace, King, Two, Queen, Three" (a number between commas, next to a rank of the list)."""
    out: list[Cue] = []
    cues = [c for c in s.cues if c.label == "RANK" or (
        c.label == "NUM" and isinstance(c.value, int) and 2 <= c.value <= 10)]
    for k, c in enumerate(cues):
        if c.label == "NUM":
            sep = {s.norm(c.i - 1) if c.i > s.span.start else "", s.norm(c.j) if c.j < s.span.end else ""}
            near = [o for o in cues[max(k - 1, 0):k + 2] if o.i != c.i and abs(o.i - c.i) <= 3]
            capital = c.text[:1].isupper() and c.i > s.span.start
            if not (near and (sep & {",", "and", "then"} or capital and sep & (UNTIL_WORDS | FROM_WORDS))):
                continue
            c = Cue("RANK", str(c.value), c.start, c.end, c.i, c.j, c.pattern, c.text)
        out.append(c)
    return out


def extrapolate(ranks: Sequence[str]) -> list[str] | None:
    """A series of ranks continued "and so on", until every rank has come once:

    - one run with a constant step: by ones from the base to the King (or down to the Ace);
      by a larger step round the pack (``A 3 5`` -> ``A-3-5-7-9-J-K-2-4-6-8-10-Q``);
    - two runs taken in turn, each with a constant step (``A K 2 Q 3``: up from the Ace, down
      from the King) until they meet.

    >>> "-".join(extrapolate(["A", "K", "2", "Q", "3"]))
    'A-K-2-Q-3-J-4-10-5-9-6-8-7'
    >>> "-".join(extrapolate(["A", "3", "5"]))
    'A-3-5-7-9-J-K-2-4-6-8-10-Q'
    """
    if any(r not in RANK_ORDER for r in ranks):
        return None
    idx = [RANK_ORDER.index(r) for r in ranks]
    if len(set(idx)) != len(idx):
        return None
    steps = {b - a for a, b in zip(idx, idx[1:])}
    if len(steps) == 1:
        (step,) = steps
        seq = list(idx)
        while True:
            nxt = seq[-1] + step
            if abs(step) > 1:
                nxt %= 13
            if not 0 <= nxt < 13 or nxt in seq:
                break
            seq.append(nxt)
        return [RANK_ORDER[k] for k in seq] if abs(step) == 1 or len(seq) == 13 else None
    runs = [idx[0::2], idx[1::2]]
    run_steps = [{b - a for a, b in zip(run, run[1:])} for run in runs]
    if min(len(r) for r in runs) < 2 or any(len(st) != 1 for st in run_steps):
        return None
    deltas = [next(iter(st)) for st in run_steps]
    seq, last, turn = list(idx), [runs[0][-1], runs[1][-1]], len(idx) % 2
    while True:
        nxt = last[turn] + deltas[turn]
        if not 0 <= nxt < 13 or nxt in seq:
            break
        seq.append(nxt)
        last[turn] = nxt
        turn ^= 1
    return [RANK_ORDER[k] for k in seq] if len(seq) == 13 else None
