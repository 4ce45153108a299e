"""Filling gaps: from where, when, in what order; gaps pushed down a row.

Rule: ``fill``.
"""

from __future__ import annotations

from dataclasses import replace

from corpus.annotate.context import Context, emit
from corpus.annotate.grammar_en import inverted_condition, modal_before, not_required
from corpus.annotate.games import bottom_row, game_rows
from corpus.annotate.modality import permitted
from corpus.annotate.rules.piles import all_piles, from_word_before, group_roles, line_reach, piles, role_of, unknown_place
from corpus.annotate.sentence import Cue, Sentence, any_moment, clause_bounds, denied_after
from corpus.annotate.words import (
    ANY_GROUP_WORDS, ARTICLES, AT_WILL_OWNER, AT_WILL_WORDS, CONDITIONAL, CONDITIONAL_MORE, END_VERBS, END_WORDS, FILL_NEVER_IDS, FROM_WORDS, INFER_EMPTY, LIST_JOIN_WORDS, MODAL,
    PLAYER_CHOOSES, FREE_PICK, WHEN_YOU, GAP_PRONOUNS, GRAMMAR_ADVERBS, PASSIVE_AUX, PLACE_PREPOSITIONS, PREFER_LEMMAS, SIDE_WORDS, GROUP_WORDS, TAKE_LEMMAS, THERE_WORDS,
)
from rules.errors import VariorumError


def r_fill(ctx: Context, s: Sentence) -> None:
    """A fill verb: the sources after it (waste, stock, the row below, the reserve row end), the
    groups before it; negated: ``never``.  A next clause or sentence that only adds the stock
    extends each rule just read."""
    fills = s.of("ACT", "fill") or _gap_dash(s) or _put_there(s) or _source_only(ctx, s) or _gap_passive(s)
    if not fills:
        ctx.last_fills = []
        return
    verb = fills[0]
    sources, targets = _sources_and_targets(ctx, s, verb)
    read = _rows_below(s, sources, targets)
    if read is None:
        return
    values, used = _fill_values(ctx, s, verb, read)
    told_when = _when_you_fill(s, verb)
    # ("when you do fill it, …": the fill's own time; a condition on a source comes after the verb)
    conditional = _conditional(s) and not (told_when and not set(s.words(verb.j, s.span.end)) & CONDITIONAL)
    if not targets and "stock" in values and ctx.last_fills:
        for at in ctx.last_fills:
            _extend_last_fill(ctx, s, at, values, used, conditional)
        ctx.last_fills = []
        return
    ctx.last_fills = []
    imm = s.of("IMMEDIATE")
    gap_targets = _gap_targets(ctx, s, targets)
    if gap_targets and values == ["never"] and not targets and not ctx.last_groups and not _every_gap(s) \
            and len(gap_targets) > 1:
        return  # "Spaces are not filled" naming no group, none spoken of before: no group's rule
    if gap_targets:
        targets = gap_targets
    if not targets:
        return
    free = s.lang == "en" and not_required(s.doc, verb.i, s.span.start) is not None
    if free:  # "an emptied pile need not be refilled straight away": when the player likes
        for name, c in targets:
            emit(ctx, s, "fill", f"{name}.fill.timing", "player-chooses", [c, verb])
    if not values:
        if imm and not free and (gap_targets or _gap_of_group_at_once(s, targets, verb, imm[0])):
            # «немедленно закрываютъ новыми картами каждое открывшееся свободное мѣсто»; "Vacancies
            # on the lords' side are filled at once" (when, the sources left unsaid)
            for name, c in targets:
                emit(ctx, s, "fill", f"{name}.fill.timing", "immediate", [c, verb, imm[0]])
        return
    modal = any(w in MODAL for w in s.words(max(verb.i - 3, s.span.start), verb.i)) or (
        modal_before(s.doc, verb.i, s.span.start) is not None  # "you are free to fill", "could be filled"
        or (s.lang.startswith("ru") and verb.i < s.span.end and permitted(s.span, s.doc[verb.i])))
    last_row = bottom_row(s.game)
    for name, c in targets:
        if name == last_row and values[0].startswith("row-below"):
            continue  # the bottom row has no row below it
        f = emit(ctx, s, "fill", f"{name}.fill", tuple(values), [c, *used])
        if f is not None and values != ["never"]:
            ctx.last_fills.append(next(k for k, x in enumerate(ctx.found) if x is f))
        if values == ["never"]:
            continue
        if (imm or not modal) and not free and not (told_when and not imm):
            # "is replaced", «должно быть заполнено»: a rule, so at once (a default reading,
            # dropped where the text says when); "may be filled": not
            emit(ctx, s, "fill", f"{name}.fill.timing", "immediate", [c, *(imm[:1] or [verb])],
                 implicit=not imm)
        chosen = _player_chooses(ctx, s, name, c, values, used)
        if not chosen and len(values) >= 2 and _free_pick(s, used):
            emit(ctx, s, "fill", f"{name}.fill.priority", "player-chooses", [c, *used])
        elif not chosen and len(values) >= 2 and conditional:
            emit(ctx, s, "fill", f"{name}.fill.priority", "in-order", [c, *used])
    if s.has("DOWN") and s.has("GAP") and game_rows(s.game):
        _pushed_down(ctx, s, [n for n, _ in targets], s.of("DOWN")[0])


def _when_you_fill(s: Sentence, verb: Cue) -> bool:
    """"When you do fill it, …", "whenever you refill a pile, …": the fill verb after a time word
    (``when-you``) and "you" (and "do") in English: the fill's own time, not a rule of when."""
    if s.lang != "en":
        return False
    before = s.words(max(verb.i - 3, s.span.start), verb.i)
    return "you" in before and bool(set(before) & WHEN_YOU)


def _free_pick(s: Sentence, used: list[Cue]) -> bool:
    """"… any free card will serve, whether from the bouquet or from another garden pile": a word
    of ``free-pick`` within three words before the first source cited: the player picks."""
    piles_used = [c for c in used if c.label in ("PILE", "ROW", "BELOW")]
    if s.lang != "en" or not piles_used:
        return False
    first = min(c.i for c in piles_used)
    return bool(set(s.words(max(first - 3, s.span.start), first)) & FREE_PICK)


def _gap_of_group_at_once(s: Sentence, targets: list[tuple[str, Cue]], verb: Cue, imm: Cue) -> bool:
    """"Vacancies on the lords' side are filled at once", «Пустые места у лордов заполняются
    немедленно»: a gap word, the group just after it, the fill verb and "at once" next to the verb
    (within two words) in one clause: every target is filled at once."""
    gaps = [g for g in s.of("GAP") if g.j <= verb.i]
    return bool(gaps) and abs(imm.i - verb.i) <= 2 and not s.comma_between(gaps[0].i, max(imm.j, verb.j) - 1) \
        and all(any(0 <= c.i - g.j <= 3 for g in gaps) for _, c in targets)


def _conditional(s: Sentence) -> bool:
    """Whether a fill rule puts a condition on a source ("if", «если», «при отсутствии»), or says
    a source is missing with a bare negation ("no waste, then from the stock", «отбоя нет — из
    колоды»), or an English condition said by inversion (", should the waste be empty,"): then its
    sources come in order."""
    if s.all_words() & CONDITIONAL or inverted_condition(s.doc, s.span.start, s.span.end) or any(
            s.norm(t.i) in CONDITIONAL_MORE and not (t.i > s.span.start and s.norm(t.i - 1) == "at") for t in s.span):
        return True  # ('once the waste is empty' is a condition, 'filled at once' is not)
    negs = {n.i for n in s.of("NEG")}
    return any(c.i - 1 in negs or c.j in negs for c in s.of("PILE") if c.value in ("waste", "stock"))


#: Words that open another clause between a gap's passive and its source.
_GAP_PASSIVE_STOP = frozenset({"when", "whenever", "if", "after", "once", "as", "because", "since"})


def _gap_passive(s: Sentence) -> list[Cue]:
    """"A gap in the reserve, in its turn, is closed straight away from the talon", "a space in the
    reserve is covered at once from the waste": in English a gap word, then in its clause a passive
    (a form of "be", adverbs or "at once" between, a participle: a lemma unlike its form, no other
    verb's cue) with a pile after "from" later in the clause: whatever the verb, the gap is filled.
    A fill cue at the participle, or none."""
    if s.lang != "en":
        return []
    # the gap word, or "it" after a pile that fell empty ("When a rampart falls empty it is manned …")
    subjects = [(g.i, g.j) for g in s.of("GAP")] + [(t.i, t.i + 1) for t in s.span if s.norm(t.i) in GAP_PRONOUNS
                                                    and any(c.j <= t.i for c, _ in all_piles(s))]
    for gi, gj in subjects:
        hi = next((b for a, b in clause_bounds(s) if a <= gi < b), s.span.end)
        for k in range(gj, min(gj + 10, hi)):
            if s.norm(k) not in PASSIVE_AUX:
                continue
            m = k + 1
            while m < hi and (s.norm(m) in GRAMMAR_ADVERBS or any(
                    c.label == "IMMEDIATE" and c.i <= m < c.j for c in s.cues)):
                m += 1
            t = s.doc[m] if m < hi else None
            if t is None or not t.is_alpha or t.lemma_.lower() == t.lower_ or any(
                    c.label == "ACT" and c.value not in ("takeout", "fill") and c.i <= m < c.j for c in s.cues):
                break
            src = next((c for c, _ in all_piles(s) if m < c.i < hi and (
                from_word_before(s, c, of=False) or _card_of_by(s, m, c))), None)
            # (not "a gap is made when a card is played from the reserve": the source of another verb)
            if src is not None and not any(m < a.i < src.i for a in s.of("ACT")) and not any(
                    s.norm(x) in _GAP_PASSIVE_STOP and not any(c.label == "IMMEDIATE" and c.i <= x < c.j for c in s.cues)
                    for x in range(m + 1, src.i)):
                return [Cue("ACT", "fill", t.idx, t.idx + len(t.text), m, m + 1, "gap-passive", t.text)]
            break
    return []


def _card_of_by(s: Sentence, m: int, c: Cue) -> bool:
    """"… are taken up at once by the top card of the waste", "… with a card of the stock": a pile
    after "of", a card word before it, "by"/"with" after the verb ``m`` and before the card."""
    card = next((k for k in s.of("CARD") if m < k.i and 0 <= c.i - k.j <= 2 and "of" in s.words(k.j, c.i)), None)
    return card is not None and bool({"by", "with"} & set(s.words(m + 1, card.i)))


def _source_only(ctx: Context, s: Sentence) -> list[Cue]:
    """A clause (or sentence) after a fill rule that names no gap and no group, only the stock
    after "from" or a take verb («…; отбоя нет — из колоды», «…, а если отбой пуст, берут из
    колоды», "…. Failing that, take from the stock"): it adds the stock to the rule just read (the
    cue stands on the word before the stock)."""
    own_acts = [a for a in s.of("ACT") if s.span.start <= a.i < s.span.end]  # (not those a verbless clause took)
    if not ctx.last_fills or s.has("GAP") or any(a.value != "takeout" for a in own_acts) or any(
            role_of(ctx.vocab, s.game, n) in ("reserve", "tableau") for _, n in piles(s)):
        return []  # not "Cards are turned from the stock …": a verb of its own
    for c in s.of("PILE", "stock"):
        lo = max(c.i - 3, s.span.start)
        near = [k for k in range(lo, c.i) if s.norm(k) in FROM_WORDS or s.doc[k].lemma_.lower() in TAKE_LEMMAS]
        if near:
            t = s.doc[near[0]]
            return [Cue("ACT", "fill", t.idx, t.idx + len(t.text), t.i, t.i + 1, "source-only", t.text)]
    return []


def _player_chooses(ctx: Context, s: Sentence, name: str, c: Cue, values: list[str], used: list[Cue]) -> bool:
    """«Пустая стопка может быть заполнена в любое время любой … картой из букета или сада, на выбор
    игрока», "refilled at will …, as the player prefers": when (and, with two sources, from which)
    the player chooses (then «когда угодно» is no condition that orders the sources)."""
    text = " ".join(s.words(s.span.start, s.span.end))
    chosen = any(p in text for p in PLAYER_CHOOSES) or any(c.pattern == "ru-choose-choice" for c in s.of("CHOOSE"))
    if not chosen and not any_moment(s, s.span.start, s.span.end) and (
            s.has("IMMEDIATE") or _at_will(s) is None):
        return False
    # («незамедлительно замещается любой картой … по усмотрению играющего»: the card is the player's
    # choice, the time is not)
    if not s.has("IMMEDIATE") or any_moment(s, s.span.start, s.span.end):
        emit(ctx, s, "fill", f"{name}.fill.timing", "player-chooses", [c, *used])
    if len(values) >= 2:
        emit(ctx, s, "fill", f"{name}.fill.priority", "player-chooses", [c, *used])
    return True


def _gap_dash(s: Sentence) -> list[Cue]:
    """«Пустое место в резерве — сразу из отбоя, …», «Пустое место у лордов: сразу из отбоя»: a
    gap, a dash or a colon, "from" a pile, no verb at all: the mark stands for the fill verb."""
    if s.has("ACT") or not s.has("GAP"):
        return []
    gap = s.of("GAP")[0]
    dash = next((t for t in s.doc[gap.j:s.span.end] if t.text in ("—", "–", ":")), None)
    if dash is None or not any(w in FROM_WORDS for w in s.words(dash.i + 1, min(dash.i + 4, s.span.end))):
        return []
    return [Cue("ACT", "fill", dash.idx, dash.idx + 1, dash.i, dash.i + 1, "dash-fill", dash.text)]


def _put_there(s: Sentence) -> list[Cue]:
    """«Освободилось место … — клади туда карту из отбоя», "a space opens: put there a card from
    the waste": a put verb whose place is "there", after a gap, fills the gap."""
    gaps = s.of("GAP") + _emptied(s)
    if not gaps:
        return []
    gaps.sort(key=lambda g: g.i)
    return [a for a in s.of("ACT", "build") if a.i > gaps[0].j and any(
        s.norm(k) in THERE_WORDS for k in range(a.j, min(a.j + 2, s.span.end)))][:1] or _put_in_its_place(s)


def _emptied(s: Sentence) -> list[Cue]:
    """«Если стопка в саду опустела, …», «кучка освободилась»: a pile (a pile word or a group's
    name) with a verb of falling empty (``[infer-empty]`` lemmas) next to it is a gap (a cue on the
    verb)."""
    out = []
    for t in s.span:
        if t.lemma_.lower() not in INFER_EMPTY or not s.lang.startswith("ru"):
            continue
        near = [c for c in s.cues if c.label in ("PILE", "COLUMN") and (0 <= t.i - c.j <= 3 or 0 <= c.i - t.i - 1 <= 1)
                and not s.comma_between(min(c.i, t.i), max(c.j, t.i + 1))]
        if near:
            out.append(Cue("GAP", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "pile-emptied", t.text))
    return out


def _put_in_its_place(s: Sentence) -> list[Cue]:
    """A put verb whose goal is the gap: «…опростается, можно положить на её место любую карту»,
    "put a card into an empty space", "no card may be put into a space among the ladies" (a
    preposition, then at most two words, then the gap word), or "it" after a gap named before
    ("when the antechamber has a space, put the top card of the waste into it")."""
    gaps = s.of("GAP")
    for a in s.of("ACT", "build"):
        for g in gaps:
            if g.i < a.j:
                pair = [k for k in range(max(g.j, a.i - 3), min(a.j + 8, s.span.end - 1))
                        if s.norm(k) in PLACE_PREPOSITIONS and s.norm(k + 1) in GAP_PRONOUNS]
                if pair and not s.breaks_between(min(pair[0], a.i), max(pair[0], a.j)):
                    return [a]
                continue
            if g.i - a.j > 8 or s.breaks_between(a.j, g.i):
                continue
            if any(s.norm(k) in PLACE_PREPOSITIONS for k in range(max(g.i - 3, a.j), g.i)) and not any(
                    c.label in ("CARD", "PILE", "RANK") and g.i - 3 <= c.i < g.i for c in s.cues):
                return [a]
    return []


def _sources_and_targets(ctx: Context, s: Sentence,
                         verb: Cue) -> tuple[list[tuple[str, Cue]], list[tuple[str, Cue]]]:
    """The groups a fill sentence fills from (waste and stock; a reserve after the verb) and the
    groups it fills (reserve and tableau; in a game of rows, only those before "the row below")."""
    sources: list[tuple[str, Cue]] = []
    targets: list[tuple[str, Cue]] = []
    rows = set(game_rows(s.game).values())
    for c, name in _named_piles(s):
        role = role_of(ctx.vocab, s.game, name)
        is_source_word = c.i > 0 and (s.doc[c.i - 1].norm_ or s.doc[c.i - 1].lower_) in FROM_WORDS
        if c.i > verb.i and role in ("waste", "stock"):
            sources.append((name, c))
        elif role in ("reserve", "tableau") and _card_of(s, c) and (
                c.i > verb.i or _subject_card(s, c, verb) or _instrument_card(s, c, verb)):
            sources.append((name, c))  # "… takes its place", «её место занимает любая карта Палаты лордов»
        elif c.i > verb.i and role == "tableau" and name in rows and any(
                w in FROM_WORDS for w in s.words(max(c.i - 3, verb.j), c.i)):
            sources.append((name, c))  # "filled from the third row": a row of the game
        elif c.i > verb.i and role in ("reserve", "tableau") and (
                (role == "reserve" and (is_source_word or targets or _pile_word(ctx, s, verb)))
                or (from_word_before(s, c, of=False) and not c.pattern.startswith("pronoun:"))):
            sources.append((name, c))  # "… with any card, either from the bouquet or from the garden"
        elif role in ("reserve", "tableau"):
            targets.append((name, c))
        elif role in ("waste", "stock") and (is_source_word or not s.lang.startswith("ru")):
            sources.append((name, c))  # not «Если в отбое нет карт, …»: the waste of the condition
    for c, name in all_piles(s):  # "with any free card of the bouquet or the garden" (a target too)
        if (c.i > verb.i and sources and c.i > sources[-1][1].i and name not in [n for n, _ in sources]
                and role_of(ctx.vocab, s.game, name) in ("reserve", "tableau") and _or_joined(s, sources[-1][1], c)):
            sources.append((name, c))
    if not targets:  # "when you do fill it, … from another garden pile": the pronoun object is filled
        targets = [(n, c) for c, n in all_piles(s) if c.i == verb.j and c.pattern.startswith("pronoun:")
                   and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")][:1]
    targets = _whole_tableau(ctx, s, _pile_word_target(ctx, s, verb, targets))
    # rows named after the verb as "the row below" are sources, not targets
    if _below(s, verb) and game_rows(s.game):
        targets = [(n, c) for n, c in targets if c.i < verb.i]
    return sources, targets


def _card_of(s: Sentence, c: Cue) -> bool:
    """"any card of the House of Lords", «любая карта Палаты лордов», «картой Палаты лордов»: a
    group named just after a card word ("card", "card of the"; in Russian the group in the
    genitive after it): the group the card comes from (a fill's source after the fill verb)."""
    card = next((k for k in s.of("CARD") if 0 <= c.i - k.j <= 2), None)
    if card is None:
        return False
    between = s.words(card.j, c.i)
    if not between:
        return s.lang.startswith("ru")
    return between[0] in FROM_WORDS and all(w in ARTICLES for w in between[1:])


def _subject_card(s: Sentence, c: Cue, verb: Cue) -> bool:
    """A card of a group, the subject of an active fill verb in its clause: "any card of the
    House of Lords takes its place", "a card of the People may fill it", «любая карта Палаты лордов
    занимает его место» (the card word in the nominative; not "a card of the Council is
    replaced", a passive, nor «карту совета заменяют», the object): the card fills, so its group
    is the source."""
    if c.i > verb.i or s.comma_between(c.j, verb.i):
        return False
    card = next(k for k in s.of("CARD") if 0 <= c.i - k.j <= 2)
    if s.lang.startswith("ru"):
        word = s.doc[verb.i].lower_
        return not word.endswith(("ся", "сь")) and _agrees(s.norm(card.i), s.norm(verb.i))
    return not set(s.words(max(verb.i - 2, c.j), verb.i)) & PASSIVE_AUX


def _instrument_card(s: Sentence, c: Cue, verb: Cue) -> bool:
    """A card of a group in the instrumental before the fill verb, in its clause: «Любой картой из
    букета заполняют пустое место», «Картой из букета игрок может занять …» (word order is free:
    the instrumental is what fills, wherever it stands)."""
    if not s.lang.startswith("ru") or c.i > verb.i or s.comma_between(c.j, verb.i):
        return False
    from corpus.annotate.components import morph_analyzer

    card = next(k for k in s.of("CARD") if 0 <= c.i - k.j <= 2)
    parses = morph_analyzer().parse(s.norm(card.i))
    return bool(parses) and all(p.tag.case == "ablt" for p in parses if p.tag.POS == "NOUN")


def _agrees(noun: str, verb: str) -> bool:
    """Whether a Russian noun can be the subject of the verb: a nominative of the verb's number
    («любая карта … займёт», not «карты Палаты лордов займёт», a genitive singular)."""
    from corpus.annotate.components import morph_analyzer

    morph = morph_analyzer()
    numbers = {str(p.tag.number) for p in morph.parse(verb) if p.tag.POS == "VERB" and p.tag.number}
    return any(p.tag.case == "nomn" and (not numbers or str(p.tag.number) in numbers) for p in morph.parse(noun))


def _named_piles(s: Sentence) -> list[tuple[Cue, str]]:
    """The first mention of each pile the sentence names (as ``piles``), a pile also named by its
    word taken there rather than at a pronoun ("start it again … from the bouquet", where "it"
    was read as the bouquet of the sentence before)."""
    mentions = all_piles(s)
    worded = {n for c, n in mentions if not c.pattern.startswith("pronoun:")}
    out: dict[str, Cue] = {}
    for c, n in mentions:
        if n not in out and (n not in worded or not c.pattern.startswith("pronoun:")):
            out[n] = c
    return sorted(((c, n) for n, c in out.items()), key=lambda x: x[0].i)


def _pile_word_target(ctx: Context, s: Sentence, verb: Cue,
                      targets: list[tuple[str, Cue]]) -> list[tuple[str, Cue]]:
    """"If you clear a pile, you may start it again …": a pile word ("pile", «кучка») before the
    fill verb, with no group named before it, in a game of one tableau group is a pile of that
    group (and "it" after it is that pile, not a pile of the sentence before)."""
    named = [(n, c) for n, c in targets if not c.pattern.startswith("pronoun:")]
    col = _pile_word(ctx, s, verb)
    if col is None or any(c.i < verb.i for _, c in named):
        return targets
    group = col.value
    return [(group, col), *[(n, c) for n, c in named if n != group]]


def _pile_word(ctx: Context, s: Sentence, verb: Cue) -> Cue | None:
    """The pile word before a fill verb that no group word comes just before, as a pile of the
    game's one tableau group (a ``PILE`` cue on the word), or None."""
    tableaux = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "tableau"]
    cols = [c for c in s.of("COLUMN") if c.i < verb.i and not any(p.j == c.i for p in s.of("PILE"))]
    if len(tableaux) != 1 or not cols:
        return None
    return replace(cols[0], label="PILE", value=tableaux[0])


def _whole_tableau(ctx: Context, s: Sentence, targets: list[tuple[str, Cue]]) -> list[tuple[str, Cue]]:
    """«Пустое место в таблице заполняется …», "a space in the tableau": in a game whose tableau
    is several groups (the Army and the Navy) and none of them is called the tableau, a gap of
    the tableau is a gap of each of them."""
    roles = group_roles(ctx.vocab, s.game)
    groups = [g for g, r in roles.items() if r == "tableau"]
    if "tableau" in roles or len(groups) < 2:
        return targets
    out: list[tuple[str, Cue]] = []
    for name, c in targets:
        out.extend([(g, c) for g in groups] if name == "tableau" else [(name, c)])
    return list(dict(out[::-1]).items())[::-1]


def _fill_values(ctx: Context, s: Sentence, verb: Cue,
                 sources: list[tuple[str, Cue]]) -> tuple[list[str], list[Cue]]:
    """The value of a fill rule (where from, in order) and the cues that state it."""
    below = _below(s, verb)
    values: list[str] = []
    used: list[Cue] = [verb]
    ends = bool(s.all_words() & END_WORDS or s.lemmas() & END_VERBS)
    for name, c in sources:
        if name == "row-below":
            anyc = [a for a in s.of("ALL") if a.i > verb.i or 0 < c.i - a.i <= 4]  # "any card of the Lords takes …"
            name = "row-below:any-card" if anyc else "row-below"
        elif name == "reserve" and ends:
            name = "reserve:same-line-end" if _line_ends(ctx, s, verb) else "reserve:same-row-end"
        if name not in values:
            values.append(name)
            used.append(c)
    if below and not values:
        anyc = [c for c in s.of("ALL") if c.i > verb.i]
        values.append("row-below:any-card" if anyc else "row-below")
        used += below[:1] + anyc[:1]
    # "No space on the ladies' side shall be filled": the negation of the gap filled
    neg = [n for n in s.of("NEG") if (abs(n.i - verb.i) <= 3 and s.reaches(n.i, verb.i)) or (
        0 < verb.i - n.i <= 5 and s.reaches(n.i, verb.i)) or any(
        g.i == n.j and g.j < verb.i and not s.comma_between(g.j, verb.i) for g in s.of("GAP"))
        or (s.lang == "en" and denied_after(s, verb, n))]  # "filling a gap there is not allowed"
    free = s.lang == "en" and not_required(s.doc, verb.i, s.span.start) is not None  # "need not be filled"
    if neg and not values and not free:
        values, used = ["never"], [neg[0], verb]
    elif verb.pattern in FILL_NEVER_IDS and not values:
        values, used = ["never"], [verb]  # "spaces remain empty"
    return values, used


def _rows_below(s: Sentence, sources: list[tuple[str, Cue]],
                targets: list[tuple[str, Cue]]) -> list[tuple[str, Cue]] | None:
    """"The second row is filled from the third row": a row source one below every target row is
    "the row below" (a ``BELOW`` cue stands for it); any other row source: None (not read)."""
    rows = {g: n for n, g in game_rows(s.game).items()}
    named = [(n, c) for n, c in sources if n in rows]
    if not named:
        return sources
    tops = {rows[n] for n, _ in targets if n in rows}
    if len(named) != 1 or not tops or any(rows[named[0][0]] != t + 1 for t in tops):
        return None
    c = named[0][1]
    return [(n, x) for n, x in sources if n not in rows] + [("row-below", replace(c, label="BELOW"))]


def _or_joined(s: Sentence, a: Cue, b: Cue) -> bool:
    """Whether pile ``b`` follows source ``a`` in a list ("of the bouquet or the garden")."""
    gap = [s.norm(x) for x in range(a.j, b.i)]
    return len(gap) <= 3 and bool(set(gap) & (LIST_JOIN_WORDS - {","}))


def _at_will(s: Sentence) -> Cue | None:
    """"at will", "as the player prefers", "whenever he likes", "at the player's discretion": the
    player chooses (a cue on the words)."""
    for t in s.span:
        w = t.norm_ or t.lower_
        k = t.i + 1
        while w == "at" and k < min(t.i + 5, s.span.end - 1) and s.norm(k) in AT_WILL_OWNER:
            k += 1  # ("at one's own convenience")
        nxt = s.norm(k) if k < s.span.end else ""
        if (w == "at" and nxt in AT_WILL_WORDS) or t.lemma_.lower() in PREFER_LEMMAS:
            return Cue("CHOICE", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "at-will", t.text)
    return None


def _line_ends(ctx: Context, s: Sentence, verb: Cue) -> bool:
    """A gap at the end of a reserve line is filled from that line (row or column) when the
    sentence says so, or when the text said before that reserve cards reach the ends of their
    lines (the gap it fills is one of those ends: «изъ того ряда, на концѣ котораго…» after
    «по концамъ … той линіи»)."""
    if line_reach(s, verb.j):
        return True
    try:
        slot = ctx.vocab.canonical(s.game, "reserve.access")
    except VariorumError:
        return False
    return any(f.value == "line-ends" for f in ctx.known(s.game, slot))


def _below(s: Sentence, verb: Cue) -> list[Cue]:
    """"the row below" after the fill verb (not «въ нижнемъ ряду», the bottom row: a place)."""
    bottoms = {c.i for c in s.of("BOTTOM")}
    return [c for c in s.of("BELOW") if c.i > verb.i and c.i not in bottoms]


def _extend_last_fill(ctx: Context, s: Sentence, at: int, values: list[str], used: list[Cue],
                      conditional: bool) -> None:
    """"Gaps are filled from the waste. … Or from the stock.": the stock joins a rule just read."""
    old = ctx.found[at]
    if isinstance(old.value, tuple) and "stock" not in old.value and s.segment:
        new = replace(old, value=old.value + tuple(v for v in values if v not in old.value),
                      segments=tuple(dict.fromkeys([*old.segments, s.segment])),
                      patterns=old.patterns + tuple(c.pattern for c in used))
        ctx.found[at] = new
        if conditional:
            emit(ctx, s, "fill", old.slot.removesuffix(".fill") + ".fill.priority", "in-order",
                 used, game=old.game)


def _pushed_down(ctx: Context, s: Sentence, reached: list[str], down: Cue) -> None:
    """«Пространство … толкается вниз, пока оно не достигнетъ строки 4, где оно заполнено картой
    изъ запаса»: the rows between the last one whose gaps are filled from the row below and the
    row the gap reaches are filled the same way."""
    rows = game_rows(s.game)
    num = {g: n for n, g in rows.items()}
    lowest = max((num[n] for n in reached if n in num), default=0)
    filled = {num[f.slot.removesuffix(".fill")]: f for f in ctx.found[ctx.scope_start:]
              if f.game == s.game and f.slot.endswith(".fill") and f.slot.removesuffix(".fill") in num
              and isinstance(f.value, tuple) and any(str(v).startswith("row-below") for v in f.value)}
    if not filled or not lowest:
        return
    top = max(filled)
    for n in range(top + 1, lowest):
        emit(ctx, s, "fill", f"{rows[n]}.fill", filled[top].value, [down])
        emit(ctx, s, "fill", f"{rows[n]}.fill.timing", "immediate", [down], implicit=True)


def _gap_targets(ctx: Context, s: Sentence, targets: list[tuple[str, Cue]]) -> list[tuple[str, Cue]]:
    """The groups whose gaps a fill sentence speaks of when it names none: "every gap" is every
    gap of the layout (of the groups that are filled at all); "the gaps so opened" are those of
    the groups the sentence before named."""
    gaps = s.of("GAP")
    if not gaps:
        return []
    every = _every_gap(s)
    if every:  # "a place in either force …, fill it": the pronoun stands for the gap
        targets = [(n, c) for n, c in targets if not (c.pattern.startswith("pronoun:") and c.i > every[0].i)]
    if targets and (not every or any(c.i > every[0].i for _, c in targets)):
        return []  # «Всякое мѣсто, опроставшееся у лордовъ»: every gap of the group named after it
    if not targets and not every and unknown_place(s, gaps[0]):
        return []  # "a space in the citadel": a place no pile names; its group is not guessed
    open_groups = fillable(ctx, s.game)
    names = open_groups if every or not ctx.last_groups else [n for n in ctx.last_groups if n in open_groups]
    cue = every[0] if every else gaps[0]
    return [(n, cue) for n in names]


def _every_gap(s: Sentence) -> list[Cue]:
    """The gap words said of every gap: "each space", «всякое мѣсто», "a place in either force"."""
    return [g for g in s.of("GAP") if any(0 <= g.i - e.j <= 3 for e in s.of("EACH") + s.of("ALL"))
            or _in_any_group(s, g)]


def _in_any_group(s: Sentence, gap: Cue) -> bool:
    """"A place in either force", "a gap on any side", «место в любой из сторон»: a gap of every
    group (a quantifier and a group noun just after the gap word)."""
    words = [t for t in s.doc[gap.j:min(gap.j + 5, s.span.end)]]
    for k, t in enumerate(words):
        if (t.norm_ or t.lower_) in ANY_GROUP_WORDS or t.lemma_.lower() in ANY_GROUP_WORDS:
            return any((u.norm_ or u.lower_) in SIDE_WORDS | GROUP_WORDS for u in words[k + 1:k + 3])
    return False


def fillable(ctx: Context, game: str) -> list[str]:
    """The reserve and tableau groups of a game, but those whose gaps the text says stay empty."""
    out = []
    for g, role in group_roles(ctx.vocab, game).items():
        if role not in ("reserve", "tableau"):
            continue
        try:
            slot = ctx.vocab.canonical(game, f"{g}.fill")
        except VariorumError:
            continue
        if not any(f.value == ("never",) for f in ctx.known(game, slot)):
            out.append(g)
    return out
