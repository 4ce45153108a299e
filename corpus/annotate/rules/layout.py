"""The layout: group sizes, shapes and pile counts, rows shared out between groups, no reserve.

Rules: ``layout``, ``layout-count``, ``layout-groups``, ``no-reserve``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, PendingLayout, emit
from corpus.annotate.games import column_piles, game_rows
from corpus.annotate.rules.piles import group_roles, piles, role_of
from corpus.annotate.sentence import Cue, Sentence, speaker_end
from corpus.annotate.words import (
    ANAPHOR_START_WORDS, ANOTHER_WORDS, AS_MANY_AGAIN, BOTH_WORDS, COUNTED_BEFORE, DISTRIBUTIVE, GROUP_WORDS, HAVE_LEMMAS,
    LIST_JOIN_WORDS,
    PLACE_VERBS, PLACE_WORDS, DEMONSTRATIVES, IS_THE_WORDS, RELATIVE_WORDS, SAME_AS_WORDS, SECOND_LOT, VERTICAL_LEMMAS,
    WHICH_WORDS,
)


def _shape(s: Sentence) -> tuple[str, list[Cue]] | None:
    """The shape a sentence states, as 'RxC' (or a named shape), with its cues."""
    for c in s.of("SHAPE"):
        if c.value and "x" in str(c.value):
            return str(c.value), [c]
    nums = [c for c in s.of("NUM") if isinstance(c.value, int)]
    for a in nums:
        for lab in ("ROW", "COLUMN"):
            hits = [c for c in s.of(lab) if 0 <= c.i - a.j <= 1
                    and not any(a.j <= k.i < c.i for k in s.of("CARD"))]
            if not hits:
                continue
            # "four vertical rows of three": four columns (the cards of a line, not its piles)
            upright = lab == "ROW" and any(s.doc[k].lemma_.lower() in VERTICAL_LEMMAS for k in range(a.j, hits[0].i))
            # "four rows of twelve", «четыре ряда, въ каждомъ по двѣнадцати картъ»
            # (not «одно на другое»: 'one on another' is no line of one card)
            b = next((n for n in nums if n.value >= 2 and (0 <= n.i - hits[0].j <= 3 or (
                0 < n.i - hits[0].j <= 5 and any(hits[0].j <= e.i < n.i for e in s.of("EACH"))))), None)
            if b is None:
                # "three cards in each of four rows": the count of a line before it
                b = next((n for n in nums if 0 < a.i - n.j <= 5 and n.value >= 2 and any(
                    n.j <= e.i < a.i for e in s.of("EACH"))), None)
            if b is None:
                # «16 карт в четырех столбцах», "sixteen cards in four rows": the size shared out
                size = _size(s)
                if size is None or size.i >= a.i or a.value < 2 or int(size.value) % a.value:
                    continue
                per = int(size.value) // a.value
                return (f"{a.value}x{per}" if lab == "ROW" and not upright else f"{per}x{a.value}"), [size, a, hits[0]]
            rows, cols = (a.value, b.value) if lab == "ROW" and not upright else (b.value, a.value)
            return f"{rows}x{cols}", [a, hits[0], b]
    for by in s.of("BY"):
        left = next((n for n in nums if n.j in (by.i, by.i - 1)), None)
        right = next((n for n in nums if n.i in (by.j, by.j + 1)), None)
        if left and right and left.value == right.value:
            return f"{left.value}x{right.value}", [left, by, right]
    for c in s.of("SHAPE"):
        if c.value == "square" and not _shape_named_before(s, c):
            return "square", [c]
    return None


def _shape_named_before(s: Sentence, c: Cue) -> bool:
    """«Другой квадратъ сталъ барынями», "which square you like", "that square": a shape word
    after "other", a demonstrative or a relative speaks of a shape laid out before (``focus``), not
    of one the sentence lays out."""
    if c.i == s.span.start:
        return False
    w = s.norm(c.i - 1)
    return any(o.j == c.i for o in s.of("OTHER")) or w in DEMONSTRATIVES | RELATIVE_WORDS | ANOTHER_WORDS or (
        s.doc[c.i - 1].lemma_.lower() in RELATIVE_WORDS)


def _size(s: Sentence) -> Cue | None:
    """The first "N cards" of a sentence (a number right before «карт»/"cards", or "N more" dealt)."""
    for n in s.of("NUM"):
        if not isinstance(n.value, int) or n.value < 2:
            continue
        if n.i > s.span.start and s.norm(n.i - 1) in DISTRIBUTIVE | COUNTED_BEFORE:
            continue  # (not «эти две карты», 'these two cards': cards counted before)
        if any(c.j == n.i for c in s.of("ROW")):
            continue
        rest = s.of("OTHER") + s.of("REST")
        if any((c.i == n.j + 1 and any(o.i == n.j for o in rest)) or (c.i == n.j and any(o.j == n.i for o in rest))
               for c in s.of("ROW")):
            continue  # «в трёх других рядах карты …», "the other three rows": the rows counted, not cards
        if n.i - 1 > s.span.start and s.norm(n.i - 1) == "of" and any(
                c.j == n.i - 1 and any(0 <= c.i - m.j <= 1 and isinstance(m.value, int) and m.value >= 2
                                       for m in s.of("NUM")) for c in s.of("ROW") + s.of("COLUMN")):
            continue  # "four rows of four cards": the cards of a line (not "a row of fourteen cards")
        if any(n.j <= e.i <= n.j + 2 and n.j < e.i for e in s.of("EACH")):
            continue  # "three cards in each of four rows"
        if any(0 <= c.i - n.j <= 2 for c in s.of("CARD")) and not any(0 <= c.i - n.j <= 2 for c in s.of("PACK")):
            return n
        # "fourteen more are dealt", «раскладываютъ ещё четырнадцать»: the cards left unsaid
        more = (n.j < s.span.end and s.norm(n.j) in _MORE) or (n.i > s.span.start and s.norm(n.i - 1) in _MORE)
        if more and s.has("ACT", "deal"):
            return n
        # "put out sixteen of them in four lines of four", «выложите шестнадцать из них в четыре ряда»:
        # the cards (of the pack just named) counted by a pronoun, laid out in rows or columns
        if s.words(n.j, n.j + 2) in (["of", "them"], ["из", "них"]) and (s.has("ACT", "deal") or s.has("ACT", "build")) \
                and any(c.i > n.j for c in s.of("ROW") + s.of("COLUMN")):
            return n
    return None


#: "N more (cards)", «ещё N»: a number of cards said without the card word.
_MORE = frozenset({"more", "further", "ещё", "еще"})


def _layout_piles(ctx: Context, s: Sentence) -> list[tuple[Cue, str]]:
    out = []
    for c, name in piles(s):
        if any(w in PLACE_WORDS for w in s.before(c.i, 1)) or (
                c.i > s.span.start and s.doc[c.i - 1 - (s.norm(c.i - 1) in ("the", "a"))].lemma_.lower() in PLACE_VERBS):
            continue  # "around the reserve", "surround the reserve": where the cards go, not what they are
        if c.pattern.endswith("stock-or-reserve"):
            name = "reserve"
        roles = group_roles(ctx.vocab, s.game)
        if name not in roles and sum(r == name for r in roles.values()) > 1:
            continue  # "the tableau" of a game with several tableau groups (Army and Navy): no one group
        if role_of(ctx.vocab, s.game, name) in ("reserve", "tableau"):
            out.append((c, name))
    return out


def _row_groups(ctx: Context, s: Sentence, shape: tuple[str, list[Cue]] | None,
                targets: list[tuple[Cue, str]], before: Sentence | None = None) -> bool:
    """«Раскладываютъ четыре ряда по двѣнадцати картъ; два верхнихъ ряда … (армія), два
    нижнихъ … (флотъ)»: the rows are shared out between groups, each named after its number of
    rows; a colour said of a group's cards is remembered for it (and is the cards it holds).
    The shape may come from the sentence ``before`` ("Deal the rest in four rows of twelve. The
    top two rows take only red cards and are called the Army; the bottom two …")."""
    if shape is None or "x" not in shape[0] or len({n for _, n in targets}) < 2:
        return False
    n_rows, per_row = (int(x) for x in shape[0].split("x"))
    last = s.span.start if before is not None else max(c.j for c in shape[1])
    shape_cues = [] if before is not None else shape[1]
    extra = [before.segment] if before is not None and before.segment and before.segment != s.segment else []
    parts: list[tuple[Cue, str, Cue, Cue | None]] = []
    for c, name in sorted(targets, key=lambda t: t[0].i):
        nums = [n for n in s.of("NUM") if last <= n.i < c.i and isinstance(n.value, int)]
        # the number of rows («въ два верхнихъ ряда идутъ однѣ красныя карты»), not another one
        of_rows = [n for n in nums if any(x.label in ("ROW", "TOP", "BOTTOM") and 0 <= x.i - n.j <= 1 for x in s.cues)]
        nums = of_rows or nums
        if not nums:
            return False
        # the colour said before the rows' number in its clause, no comma or "and" between ("red
        # cards only in the top two rows, which make the Army"), else between the number and the name
        colour = next((k for k in s.of("COLOUR") if last <= k.i < nums[-1].i and not s.comma_between(k.i, nums[-1].i)
                       and not any(s.norm(x) in LIST_JOIN_WORDS for x in range(k.j, nums[-1].i))),
                      None) or next((k for k in s.of("COLOUR") if nums[-1].i < k.i < c.i), None)
        parts.append((c, name, nums[-1], colour))
        last = c.j
    if sum(int(p[2].value) for p in parts) != n_rows:
        return False
    parts = _colours_after(s, parts)
    for c, name, num, colour in parts:
        k = int(num.value)
        emit(ctx, s, "layout", f"{name}.size", k * per_row, [num, c], extra)
        emit(ctx, s, "layout", f"{name}.shape", f"{k}x{per_row}", [*shape_cues, num, c], extra)
        if colour is not None:
            ctx.colours[(s.game, name)] = str(colour.value)
            emit(ctx, s, "layout", f"{name}.cards", (f"*{colour.value}",), [colour, c])
    return True


def _colours_after(s: Sentence, parts: list[tuple[Cue, str, Cue, Cue | None]]) -> list[tuple[Cue, str, Cue, Cue | None]]:
    """A group's colour said after its name, before the next group's rows («первые два ряда —
    армия, только из красных карт, последние два — флот, только из чёрных», "the upper two rows
    (the Army) hold red cards only")."""
    out = []
    for k, (c, name, num, colour) in enumerate(parts):
        if colour is None:
            hi = parts[k + 1][2].i if k + 1 < len(parts) else s.span.end
            colour = next((x for x in s.of("COLOUR") if c.j <= x.i < hi), None)
        out.append((c, name, num, colour))
    return out


def _rows_named(ctx: Context, s: Sentence, shape: tuple[str, list[Cue]], targets: list[tuple[Cue, str]]) -> bool:
    """«четыре ряда по восемь карт: первый ряд — Тайный совет, ниже — Палата лордов, Палата
    общин и Народ»: as many row groups named as rows dealt, each a row of that size."""
    rows = set(game_rows(s.game).values())
    if "x" not in shape[0] or not rows or not any(c.label == "ROW" for c in shape[1]):
        return False
    n_rows, per_row = (int(x) for x in shape[0].split("x"))
    named = [(c, n) for c, n in targets if n in rows and c.i > min(x.i for x in shape[1])]
    if n_rows < 2 or len({n for _, n in named}) != n_rows:
        return False
    for c, name in named:
        emit(ctx, s, "layout", f"{name}.size", per_row, [*shape[1], c])
    return True


def r_layout(ctx: Context, s: Sentence) -> None:
    """"N cards" and a shape said with a reserve or tableau group: its size, shape and pile count;
    said before the group is named, they wait for the next sentence that names it ("These
    compose the reserve")."""
    size, shape = _size(s), _shape(s)
    if size is None and shape is not None:
        size = _shape_size(s, shape)
    if size is None and shape is not None and _grid(shape[0]) is None and not (
            s.has("ACT", "deal") or s.has("FORM") or s.has("NUM")):
        shape = None  # «который квадратъ мнѣ больше нравится»: a named shape that lays out no cards
    cues = ([size] if size is not None else []) + (shape[1][:1] if shape is not None else [])
    targets = _layout_piles(ctx, s)
    pending = ctx.pending_layout
    ctx.pending_layout = None
    if targets and shape and (_row_groups(ctx, s, shape, targets) or _rows_named(ctx, s, shape, targets)):
        return
    if targets and cues and _each_part(ctx, s):
        return
    if targets and shape is None and pending is not None and pending.shape is not None and _row_groups(
            ctx, s, pending.shape, targets, pending.sentence):
        return
    if shape is not None and _rows_are_groups(s, shape, targets):
        return  # "four rows of eight: the first row is the Privy Council, …" (layout-groups)
    if targets and cues:
        c, name = min(targets, key=lambda t: abs(t[0].i - cues[0].i))
        if size is not None and size.pattern == "shape-size" and name in game_rows(s.game).values():
            size = None  # a group that is one row holds no shape's worth of cards
        for c, name in [t for t in targets if t[0].i == c.i] if c.collective else [(c, name)]:
            _emit_layout(ctx, s, name, size, shape, [c], [])  # ("both halves": each group of the pair)
        _same_again(ctx, s, (c, name), targets, size, shape)
    elif targets:
        anaphoric = s.has("ANAPHOR") or any(t.norm_ in ANAPHOR_START_WORDS for t in s.span[:2]) or _names_that(s)
        if pending is not None and anaphoric:
            prev = pending.sentence
            extra = [s.segment] if s.segment and s.segment != prev.segment else []
            _emit_layout(ctx, prev, targets[0][1], pending.size, pending.shape, [], extra)
    elif cues and (one := _one_tableau_in_piles(ctx, s, shape)) is not None:
        _emit_layout(ctx, s, one, size, shape, [], [])
    elif cues:
        ctx.pending_layout = PendingLayout(s, size, shape)


def _names_that(s: Sentence) -> bool:
    """"That block is the reserve", «Этот квадрат — резерв»: the words said (after a speaker's
    label) open with a demonstrative and a shape or a word of lots ("block", "square", «квадрат»,
    «дюжина»): the cards the sentence before laid out."""
    k = speaker_end(s.span)
    if k + 1 >= s.span.end or s.norm(k) not in DEMONSTRATIVES:
        return False
    nxt = s.doc[k + 1]
    return any(c.i == k + 1 and c.label in ("SHAPE", "NUM", "CARD") for c in s.cues) or (
        nxt.lemma_.lower() in GROUP_WORDS or s.norm(k + 1) in GROUP_WORDS)


def _same_again(ctx: Context, s: Sentence, first: tuple[Cue, str], targets: list[tuple[Cue, str]],
                size: Cue | None, shape: tuple[str, list[Cue]] | None) -> None:
    """"sixteen cards in four rows of four for the ladies, then a second sixteen in exactly the
    same pattern for the lords", «… а рядомъ еще шестнадцать такимъ же квадратомъ для господъ»: a
    word of sameness ("same", «такой же») after the group laid out, and another group named after
    it: that group is laid out alike (its size and shape; its pile count its own)."""
    marks = [c.i for c in s.of("SAME")] + [k for k in range(s.span.start, s.span.end - 1)
                                          if s.doc[k].lemma_.lower() in SAME_AS_WORDS and s.norm(k + 1) == "же"]
    mark = next((k for k in marks if k > first[0].j and (size is None or k > size.j)), None)
    if mark is None:
        return
    after = [(c, n) for c, n in targets if c.i > mark and n != first[1] and 0 < c.i - mark <= 6]
    if not after:
        return
    c, name = after[0]
    at = Cue("SAME", None, s.doc[mark].idx, s.doc[mark].idx + len(s.doc[mark].text), mark, mark + 1, "same-pattern",
             s.doc[mark].text)
    _emit_layout(ctx, s, name, size, shape, [at, c], [])


def _one_tableau_in_piles(ctx: Context, s: Sentence, shape: tuple[str, list[Cue]] | None) -> str | None:
    """«сдаютъ тридцать шесть картъ открытыми, шестью кучками по шести», "deal six piles of six":
    cards dealt in piles that names no group, in a game of one tableau group, lay out that group."""
    if shape is None or not any(c.label == "COLUMN" for c in shape[1]) or not s.has("ACT", "deal"):
        return None
    tableau = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "tableau"]
    return tableau[0] if len(tableau) == 1 else None


def _each_part(ctx: Context, s: Sentence) -> bool:
    """«…двѣнадцать картъ въ три ряда — сторона лордовъ; направо шестнадцать картъ въ четыре
    ряда — дамская сторона»: parts of a sentence cut at «;» that each lay out a group of their own."""
    cuts = [t.i for t in s.span if t.text == ";"]
    bounds = [s.span.start, *[k + 1 for k in cuts], s.span.end]
    parts = []
    for a, b in zip(bounds, bounds[1:]):
        part = Sentence(s.doc[a:b], [c for c in s.cues if a <= c.i and c.j <= b], s.segment, s.game, s.lang,
                        s.prev, home=s.home)
        targets, size, shape = _layout_piles(ctx, part), _size(part), _shape(part)
        if targets and (size or shape):
            parts.append((part, targets, size, shape))
    if len(parts) < 2 or len({t[0][1] for _, t, _, _ in parts}) < len(parts):
        return False
    for part, targets, size, shape in parts:
        _emit_layout(ctx, part, targets[0][1], size, shape, [targets[0][0]], [])
    return True


def _shape_size(s: Sentence, shape: tuple[str, list[Cue]]) -> Cue | None:
    """"four rows of four cards", "six piles of six cards each": the cards the shape holds, when
    the sentence lays out cards (a card word or a deal verb)."""
    grid = _grid(shape[0])
    if grid is None or not (s.has("CARD") or s.has("ACT", "deal")):
        return None
    rows, cols = grid
    first, last = min(shape[1], key=lambda c: c.i), max(shape[1], key=lambda c: c.j)
    return Cue("NUM", rows * cols, first.start, last.end, first.i, last.j, "shape-size",
               s.doc.text[first.start:last.end])


def _grid(shape: str) -> tuple[int, int] | None:
    """Rows and columns of a shape written ``RxC`` ("4x4"); None for a named shape ("square").

    >>> _grid("4x3"), _grid("square")
    ((4, 3), None)
    """
    rows, x, cols = shape.partition("x")
    return (int(rows), int(cols)) if x and rows.isdigit() and cols.isdigit() else None


def _emit_layout(ctx: Context, s: Sentence, name: str, size: Cue | None,
                 shape: tuple[str, list[Cue]] | None, cues: list[Cue], extra: list[str]) -> None:
    """Size and shape of a group; its number of piles: the columns (piles) when the text deals
    columns ("six piles of six") or the group's piles are its columns (``games.toml``: "twelve
    cards in three rows of four" for the ladies' side are four piles), else, for a reserve, one
    pile a card.  A reserve dealt in columns whose size is not said has the cards of its shape
    («четыре столбца по четыре карты»)."""
    columns = shape is not None and (any(c.label == "COLUMN" for c in shape[1]) or name in column_piles(s.game))
    role = role_of(ctx.vocab, s.game, name)
    grid = _grid(shape[0]) if shape is not None else None
    if size is None and columns and shape is not None and grid is not None and role in ("reserve", "tableau"):
        r, c = grid
        emit(ctx, s, "layout", f"{name}.size", r * c, [*shape[1], *cues], extra)
        if role == "reserve":
            emit(ctx, s, "layout", f"{name}.count", c, [*shape[1], *cues], extra)
    if size is not None:
        emit(ctx, s, "layout", f"{name}.size", size.value, [size, *cues], extra)
    if shape is not None:
        emit(ctx, s, "layout", f"{name}.shape", shape[0], [*shape[1], *cues], extra)
    if columns and shape is not None and grid is not None and role == "tableau":
        emit(ctx, s, "layout", f"{name}.count", grid[1], [*shape[1], *cues], extra)
    if size is None or role != "reserve":
        return
    # "sixteen cards … are your bouquet", «… суть букетъ»: the cards are the group (one pile each)
    are = any(w in IS_THE_WORDS for c in cues[:1] for w in s.words(max(c.i - 2, s.span.start), c.i)) and not (
        "there" in s.words(max(cues[0].i - 4, s.span.start), cues[0].i))  # "there are …"
    if shape is None and not s.has("ACT", "deal") and not s.has("ACT", "build") and not s.has("FORM") and not are:
        # "a reserve of nine cards": how they lie (how many piles) is not said; "sixteen cards
        # form the bouquet": the cards are the group, one pile each
        return
    if columns and grid is not None:
        count = grid[1]
    else:
        count = int(size.value)
    emit(ctx, s, "layout", f"{name}.count", count, [size, *cues], extra)


def r_layout_count(ctx: Context, s: Sentence) -> None:
    """A later sentence repeats the count: «Двенадцать внутреннихъ картъ представляютъ резервъ»."""
    size = _size(s)
    targets = _layout_piles(ctx, s)
    if not (size and targets) or s.prev is None:
        return
    p: Sentence | None = s.prev
    for _ in range(2):
        if p is None:
            return
        psize, pshape = _size(p), _shape(p)
        if psize is not None and psize.value == size.value and pshape is not None and not _layout_piles(ctx, p):
            name = targets[0][1]
            extra = [s.segment] if s.segment and s.segment != p.segment else []
            emit(ctx, p, "layout-count", f"{name}.shape", pshape[0], pshape[1], extra)
            return
        p = p.prev


def _rows_are_groups(s: Sentence, shape: tuple[str, list[Cue]], targets: list[tuple[Cue, str]]) -> bool:
    """Whether a shape of R rows lays out the R row groups of a game whose rows are groups, the
    sentence naming no other reserve or tableau group."""
    rows = game_rows(s.game)
    if not rows or "x" not in shape[0] or int(shape[0].split("x")[0]) != len(rows):
        return False
    return all(n in rows.values() for _, n in targets)


def r_layout_groups(ctx: Context, s: Sentence) -> None:
    """"two groups of sixteen cards, each in four rows of four" (both reserve groups of the game);
    "four rows of eight" in a game whose rows are groups (each row group)."""
    shape = _shape(s)
    rows = game_rows(s.game)
    nums = [c for c in s.of("NUM") if isinstance(c.value, int)]
    size = _size(s)
    if rows and shape and _rows_are_groups(s, shape, _layout_piles(ctx, s)):
        # "deal thirty-two cards in four rows of eight": each row group (the total agrees)
        n_rows, per_row = (int(x) for x in shape[0].split("x"))
        if n_rows == len(rows) and (size is None or size.value in (n_rows * per_row, per_row)):
            for g in rows.values():
                emit(ctx, s, "layout-groups", f"{g}.size", per_row, shape[1])
        return
    if size is not None and (as_many_again(s) or _second_lot(s, size)):
        # a second lot like the first: both groups, unless the sentence names the pile it lays out
        # ("the lords' side takes sixteen …, and as many again go to the stock")
        if not _layout_piles(ctx, s):
            _both_groups(ctx, s, size, [size], shape)
        return
    for a in nums:
        if a.value != 2 or a.j >= s.span.end or not {s.norm(a.j), s.doc[a.j].lemma_.lower()} & GROUP_WORDS:
            continue
        # "two groups of sixteen", «двѣ группы картъ, по шестнадцати въ каждой»: the first number after
        # the group word that counts no rows or columns
        each = next((n for n in nums if a.j < n.i <= a.j + 5 and n.value > 2 and not s.breaks_between(a.j, n.i)
                     and not any(x.i in (n.j, n.j + 1) for x in s.of("ROW") + s.of("COLUMN"))), None)
        if each is None:
            continue
        _both_groups(ctx, s, each, [a, each], shape)


def _second_lot(s: Sentence, size: Cue) -> bool:
    """"… and then a second sixteen beside them", "another twelve", «а рядомъ еще шестнадцать»:
    the number of the cards laid out, said again after them with a word of another lot
    (``second-lot``, or the ordinal "second") right before it."""
    for n in s.of("NUM"):
        if n.i < size.j or n.value != size.value:
            continue
        before = range(max(n.i - 2, size.j), n.i)
        if any(s.norm(k) in SECOND_LOT for k in before) or any(
                o.label == "ORD" and o.value == 2 and o.i in before for o in s.cues):
            return True
    return False


def as_many_again(s: Sentence) -> bool:
    """Whether a sentence lays out a second lot like the first: "and as many again beside them",
    «а подле них ещё столько же» (``as-many-again``, read in the words' modern forms)."""
    text = " " + " ".join(s.norm(k) for k in range(s.span.start, s.span.end)) + " "
    return any(f" {p} " in text for p in AS_MANY_AGAIN)


def _both_groups(ctx: Context, s: Sentence, each: Cue, cues: list[Cue], shape: tuple[str, list[Cue]] | None) -> None:
    """Both reserve groups of a game that has two, laid out alike: ``each`` cards in ``shape``."""
    groups = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "reserve"]
    if len(groups) != 2 or not (shape is not None or s.has("ACT", "deal")):
        return  # ("take two sets of 52 cards": packs, not lots laid out)
    ctx.pending_layout = None  # the lots are laid out: a later name picks one, it lays out nothing
    for g in groups:
        emit(ctx, s, "layout-groups", f"{g}.size", each.value, cues)
        if shape is not None:
            emit(ctx, s, "layout-groups", f"{g}.shape", shape[0], shape[1])
        # the piles of each group: its columns when they overlap (``column-piles``), else its cards
        if shape is not None and g in column_piles(s.game) and "x" in shape[0]:
            emit(ctx, s, "layout-groups", f"{g}.count", int(shape[0].split("x")[1]), shape[1])
        else:
            emit(ctx, s, "layout-groups", f"{g}.count", each.value, cues)


def r_no_reserve(ctx: Context, s: Sentence) -> None:
    """«…Кадриль (…), оба из которых не имеют резерва»: no reserve piles in the games named."""
    negs = s.of("NEG")
    # the reserve is what is not had: after the negation ("if the talon has no cards" about gaps
    # in the reserve says nothing of it)
    res = [c for c, n in piles(s) if (n == "reserve" or c.pattern.endswith("stock-or-reserve"))
           and any(0 <= c.i - n.j <= 2 for n in negs)]
    have = [t.i for t in s.span if t.lemma_ in HAVE_LEMMAS]
    # "there is no reserve", "played without a reserve"
    bare = [n for n in negs if res and 0 < res[0].i - n.j + 1 <= 2 and n.text.lower() in ("no", "without")]
    if not (negs and res and (have or bare)) or not (bare or any(abs(n.i - h) <= 2 for n in negs for h in have)):
        return
    games = [str(g.value) for g in s.of("GAME") if g.i < res[0].i]
    words = s.all_words()
    if words & BOTH_WORDS:
        targets = games[-2:]
    elif games and words & WHICH_WORDS:
        targets = games[-1:]
    else:
        targets = [s.game]
    for g in dict.fromkeys(targets):
        emit(ctx, s, "no-reserve", "reserve.count", 0, [negs[0], res[0]], game=g)
