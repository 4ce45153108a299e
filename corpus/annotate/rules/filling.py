"""Filling gaps: from where, when, in what order; gaps pushed down a row.

Rule: ``fill``.
"""

from __future__ import annotations

from dataclasses import replace

from corpus.annotate.context import Context, emit
from corpus.annotate.games import bottom_row, game_rows
from corpus.annotate.rules.piles import group_roles, line_reach, piles, role_of
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import CONDITIONAL, END_WORDS, FROM_WORDS, MODAL, PLAYER_CHOOSES
from rules.errors import VariorumError


def r_fill(ctx: Context, s: Sentence) -> None:
    """A fill verb: the sources after it (waste, stock, the row below, the reserve row end), the
    groups before it; negated: ``never``.  A next sentence that only adds the stock extends the
    rule just read."""
    fills = s.of("ACT", "fill") or _gap_dash(s)
    if not fills:
        ctx.last_fill = None
        return
    verb = fills[0]
    sources, targets = _sources_and_targets(ctx, s, verb)
    values, used = _fill_values(ctx, s, verb, sources)
    conditional = bool(s.all_words() & CONDITIONAL)
    if not targets and "stock" in values and ctx.last_fill is not None:
        _extend_last_fill(ctx, s, ctx.last_fill, values, used, conditional)
        ctx.last_fill = None
        return
    ctx.last_fill = None
    imm = s.of("IMMEDIATE")
    gap_targets = _gap_targets(ctx, s, targets)
    if gap_targets:
        targets = gap_targets
    if not targets:
        return
    if not values:
        if imm and gap_targets:
            # «немедленно закрываютъ новыми картами каждое открывшееся свободное мѣсто»
            for name, c in targets:
                emit(ctx, s, "fill", f"{name}.fill.timing", "immediate", [c, verb, imm[0]])
        return
    modal = any(w in MODAL for w in s.words(max(verb.i - 3, s.span.start), verb.i))
    last_row = bottom_row(s.game)
    for name, c in targets:
        if name == last_row and values[0].startswith("row-below"):
            continue  # the bottom row has no row below it
        f = emit(ctx, s, "fill", f"{name}.fill", tuple(values), [c, *used])
        if f is not None:
            ctx.last_fill = len(ctx.found) - 1
        if values == ["never"]:
            continue
        if imm or not modal:
            # "is replaced", «должно быть заполнено»: a rule, so at once (a default reading,
            # dropped where the text says when); "may be filled": not
            emit(ctx, s, "fill", f"{name}.fill.timing", "immediate", [c, *(imm[:1] or [verb])],
                 implicit=not imm)
        if len(values) >= 2 and conditional:
            emit(ctx, s, "fill", f"{name}.fill.priority", "in-order", [c, *used])
        _player_chooses(ctx, s, name, c, values, used)
    if s.has("DOWN") and s.has("GAP") and game_rows(s.game):
        _pushed_down(ctx, s, [n for n, _ in targets], s.of("DOWN")[0])


def _player_chooses(ctx: Context, s: Sentence, name: str, c: Cue, values: list[str], used: list[Cue]) -> None:
    """«Пустая стопка может быть заполнена в любое время любой … картой из букета или сада, на выбор
    игрока»: when (and, with two sources, from which) the player chooses."""
    text = " ".join(s.words(s.span.start, s.span.end))
    if not any(p in text for p in PLAYER_CHOOSES):
        return
    emit(ctx, s, "fill", f"{name}.fill.timing", "player-chooses", [c, *used])
    if len(values) >= 2:
        emit(ctx, s, "fill", f"{name}.fill.priority", "player-chooses", [c, *used])


def _gap_dash(s: Sentence) -> list[Cue]:
    """«Пустое место в резерве — сразу из отбоя, …»: a gap, a dash, "from" a pile, no verb at
    all: the dash stands for the fill verb."""
    if s.has("ACT") or not s.has("GAP"):
        return []
    gap = s.of("GAP")[0]
    dash = next((t for t in s.doc[gap.j:s.span.end] if t.text in ("—", "–")), None)
    if dash is None or not any(w in FROM_WORDS for w in s.words(dash.i + 1, min(dash.i + 4, s.span.end))):
        return []
    return [Cue("ACT", "fill", dash.idx, dash.idx + 1, dash.i, dash.i + 1, "dash-fill", dash.text)]


def _sources_and_targets(ctx: Context, s: Sentence,
                         verb: Cue) -> tuple[list[tuple[str, Cue]], list[tuple[str, Cue]]]:
    """The groups a fill sentence fills from (waste and stock; a reserve after the verb) and the
    groups it fills (reserve and tableau; in a game of rows, only those before "the row below")."""
    sources: list[tuple[str, Cue]] = []
    targets: list[tuple[str, Cue]] = []
    for c, name in piles(s):
        role = role_of(ctx.vocab, s.game, name)
        is_source_word = c.i > 0 and (s.doc[c.i - 1].norm_ or s.doc[c.i - 1].lower_) in FROM_WORDS
        if c.i > verb.i and role in ("waste", "stock"):
            sources.append((name, c))
        elif c.i > verb.i and role == "reserve" and (is_source_word or targets):
            sources.append((name, c))
        elif role in ("reserve", "tableau"):
            targets.append((name, c))
        elif role in ("waste", "stock") and (is_source_word or not s.lang.startswith("ru")):
            sources.append((name, c))  # not «Если в отбое нет карт, …»: the waste of the condition
    # rows named after the verb as "the row below" are sources, not targets
    if _below(s, verb) and game_rows(s.game):
        targets = [(n, c) for n, c in targets if c.i < verb.i]
    return sources, targets


def _fill_values(ctx: Context, s: Sentence, verb: Cue,
                 sources: list[tuple[str, Cue]]) -> tuple[list[str], list[Cue]]:
    """The value of a fill rule (where from, in order) and the cues that state it."""
    below = _below(s, verb)
    values: list[str] = []
    used: list[Cue] = [verb]
    ends = bool(s.all_words() & END_WORDS)
    for name, c in sources:
        if name == "reserve" and ends:
            name = "reserve:same-line-end" if _line_ends(ctx, s, verb) else "reserve:same-row-end"
        if name not in values:
            values.append(name)
            used.append(c)
    if below and not values:
        anyc = [c for c in s.of("ALL") if c.i > verb.i]
        values.append("row-below:any-card" if anyc else "row-below")
        used += below[:1] + anyc[:1]
    neg = [n for n in s.of("NEG") if abs(n.i - verb.i) <= 3]
    if neg and not values:
        values, used = ["never"], [neg[0], verb]
    return values, used


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
    """"Gaps are filled from the waste. … Or from the stock.": the stock joins the rule just read."""
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
    every = [g for g in gaps if any(0 <= g.i - e.j <= 3 for e in s.of("EACH") + s.of("ALL"))]
    if targets and (not every or any(c.i > every[0].i for _, c in targets)):
        return []  # «Всякое мѣсто, опроставшееся у лордовъ»: every gap of the group named after it
    open_groups = fillable(ctx, s.game)
    names = open_groups if every or not ctx.last_groups else [n for n in ctx.last_groups if n in open_groups]
    cue = every[0] if every else gaps[0]
    return [(n, cue) for n in names]


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
