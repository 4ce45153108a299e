"""A foundation's sequence written out rank by rank: "Ace, King, Two, Queen, Three, …, Seven",
"an Ace pile runs A, 3, 5, 7, 9, J, K, 2, …", «на тузе — 3, 5, 7, 9, В, К, 2, …; на двойке — 4, 6, …»,
«Ас: 3-5-7-9-J-K-…», and "… then a second Seven and the same way back to the Ace".

A series is read from the tokens, not from phrases: each item is a rank word, a number (a
figure or a number word, the rank names Two … Ten of a literal translation), or a capital letter
that stands for a rank (``[rank-letter]``: A, J, Q, K; «Т, К, Д, В»), the items joined by commas,
dashes or "and"/«и» (``[series-join]``).  A series long enough to be a whole foundation
(``MIN_RANKS``) is a foundation's sequence when the foundations are spoken of (here or in the
sentence before) or when it starts at a base rank, and so is a second series as long as one read
so in the same sentence ("for the Ace …, and for the Two …"); a base rank named just before it ("on an Ace:",
«на двойке —») is its first rank when the series leaves it out.  A word of coming back
(``[series-back]``) followed by "to" and the first rank doubles the series back to its start.

Rule: ``sequence-written``.
"""

from __future__ import annotations

import re

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import base_top_ranks
from corpus.annotate.rules.piles import foundation_cues, piles, role_of
from corpus.annotate.rules.sequences import from_the_base
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import RANK_LETTER, SERIES_BACK, SERIES_BACK_TO, SERIES_JOIN
from rules.cards import RANK_TEXT as RANK_ORDER

#: The fewest ranks a written-out series needs to be read as a whole foundation's sequence.
MIN_RANKS = 8
#: How many tokens before a series its base rank may stand ("on an Ace the cards follow").
ANCHOR_SPAN = 6

#: Numbers that stand for the Ace and the court cards in a series written in numbers
#: ("1, 3, 5, 7, 9, 11, 13, 2, …"): a run of them must still be a whole foundation's series.
_COURT_NUMBERS = {1: "A", 11: "J", 12: "Q", 13: "K"}

_ITEM = re.compile(r"^(?:10|[2-9]|[A-ZА-Я])(?:-(?:10|[2-9]|[A-ZА-Я]))*$")


def _token_ranks(s: Sentence, k: int, rank_at: dict[int, str], num_at: dict[int, str]) -> list[str] | None:
    """The ranks token ``k`` stands for in a series (one, or several for '9-J'), or None."""
    if k in rank_at:
        return [rank_at[k]]
    if k in num_at:
        return [num_at[k]]
    text = s.doc[k].text.rstrip(".")  # "…, J, K." (the full stop kept on a letter)
    if not _ITEM.match(text):
        return None
    out = []
    for part in text.split("-"):
        value = part if part.isdigit() else RANK_LETTER.get(part.lower())
        if value is None or value not in RANK_ORDER:
            return None
        out.append(value)
    return out


def _series(s: Sentence) -> list[tuple[int, int, list[str]]]:
    """The runs of ranks in the sentence: (first token, end token, ranks).  A rank with a word
    right after it ("and a Two pile runs") names a thing, and is no item of the run before it."""
    rank_at = {c.i: str(c.value) for c in s.of("RANK") if str(c.value) in RANK_ORDER}
    inside = {k for c in s.of("RANK") for k in range(c.i + 1, c.j)}
    num_at = {c.i: _COURT_NUMBERS.get(c.value, str(c.value)) for c in s.of("NUM") if c.j == c.i + 1
              and isinstance(c.value, int) and 1 <= c.value <= 13}
    runs: list[list[tuple[int, list[str]]]] = []
    items: list[tuple[int, list[str]]] = []
    gap = said = 0  # (tokens and words between two items: "…, Ten and, finally, Jack")
    for k in range(s.span.start, s.span.end):
        if k in inside:
            continue
        got = _token_ranks(s, k, rank_at, num_at)
        if got is not None and (not items or gap > 0 or "-" in s.doc[k].text):
            items.append((k, got))
            gap = said = 0
            continue
        if got is None and items and s.norm(k) in SERIES_JOIN and gap < 4 and said < 3:
            gap += 1
            said += not s.doc[k].is_punct
            continue
        if got is None and items and gap == 0 and s.doc[k].is_alpha:
            items.pop()  # "… and a Two pile": the Two names the pile
        if items:
            runs.append(items)
        items, gap = ([(k, got)] if got is not None else []), 0
    if items:
        runs.append(items)
    out = []
    for run in runs:
        ranks = [r for _, rs in run for r in rs]
        if len(ranks) >= MIN_RANKS - 1:
            out.append((run[0][0], run[-1][0] + 1, ranks))
    return out


def _anchor(s: Sentence, lo: int, start: int) -> Cue | None:
    """A rank named just before a series, after ``lo``: the base it is built on."""
    near = [r for r in s.of("RANK") if lo <= r.i and r.j <= start and start - r.j <= ANCHOR_SPAN]
    return near[-1] if near else None


def _whole(ranks: list[str]) -> bool:
    """Every rank once, or once out and once back (``A-K-…-7-7-…-K-A``)."""
    if len(set(ranks)) == len(ranks):
        return True
    half = len(ranks) // 2
    return len(ranks) % 2 == 0 and ranks[:half] == ranks[half:][::-1] and len(set(ranks[:half])) == half


def _comes_back(s: Sentence, end: int, first: str) -> Cue | None:
    """"… and the same way back to the Ace", «тем же путём назад, от восьмёрки до туза»: a word of
    coming back after the series, then "to" and the series' first rank.  The rank cue, or None."""
    stop = min(end + 14, s.span.end)
    back = next((k for k in range(end, stop) if s.norm(k) in SERIES_BACK), None)
    if back is None:
        return None
    to = next((r for r in s.of("RANK") if back < r.i <= back + 8 and str(r.value) == first
               and any(w in SERIES_BACK_TO for w in s.before(r.i, 2, back))), None)
    return to if to is not None else _written_back(s, back, first)


def _written_back(s: Sentence, back: int, first: str) -> Cue | None:
    """"… and then back again, 8, 6, 9, …, K and at last the Ace": after the word of coming back,
    the way back written out rank by rank, ending at the series' first rank.  That rank's cue."""
    rank_at = {c.i: str(c.value) for c in s.of("RANK") if str(c.value) in RANK_ORDER}
    num_at = {c.i: str(c.value) for c in s.of("NUM") if c.j == c.i + 1 and isinstance(c.value, int)
              and 2 <= c.value <= 10}
    ranks = [(k, r) for k in range(back + 1, s.span.end) for r in (_token_ranks(s, k, rank_at, num_at) or [])]
    if len(ranks) < MIN_RANKS - 1 or ranks[-1][1] != first:
        return None
    t = s.doc[ranks[-1][0]]
    return Cue("RANK", first, t.idx, t.idx + len(t.text), t.i, t.i + 1, "series-back", t.text)


def _about_foundations(ctx: Context, s: Sentence, start: int) -> bool:
    """Whether the sentence speaks of the foundations (or follows one that does), and names no
    other group before the series."""
    others = [c for c, n in piles(s) if c.i < start and n != "foundation"
              and role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    here = [f for f in foundation_cues(s) if f.i < start]
    if others and not here:
        return False
    return bool(here) or (s.prev is not None and bool(foundation_cues(s.prev)))


def _parallel(seqs: list[str], seq: list[str]) -> bool:
    """"for the Ace …, and for the Two …": a second whole series of the sentence, as long as a
    foundation's series read before it there and starting at another rank, is another
    foundation's sequence (its base need not be one read so far)."""
    return any(len(p.split("-")) == len(seq) and p.split("-")[0] != seq[0] for p in seqs)


def r_sequence_written(ctx: Context, s: Sentence) -> None:
    if any(f.slot == "foundation.sequence" and s.segment in f.segments for f in ctx.found):
        return  # read already (``A: 3-5-7…``, "and so on")
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    seqs: list[str] = []
    cues: list[Cue] = []
    lo = s.span.start
    for start, end, ranks in _series(s):
        if any(0 <= e.i - end <= 2 for e in s.of("ETC")):
            lo = end
            continue  # "…, and so on": ``sequence-etc``
        anchor = _anchor(s, lo, start)
        seq = list(ranks)
        if len(seq) > 1 and seq[0] == seq[1]:
            seq = seq[1:]  # «а на двойке — двойка, четвёрка, …»: the base joined to its own series by a dash
        if anchor is not None and str(anchor.value) != seq[0] and (not tops or str(anchor.value) in tops):
            seq = [str(anchor.value), *seq]
        elif anchor is None:
            seq = from_the_base(seq, tops)  # "each Ace takes its suit in order: Two, Three, …"
        back = _comes_back(s, end, seq[0])
        if back is not None and seq[-1] != seq[0]:
            seq = seq + seq[::-1]
        lo = end
        if len(set(seq)) < MIN_RANKS or not _whole(seq):
            continue
        if not (seq[0] in tops or (not tops and _about_foundations(ctx, s, start))
                or (anchor is not None and _about_foundations(ctx, s, start)) or _parallel(seqs, seq)):
            continue
        seqs.append("-".join(seq))
        t = s.doc[start:end]
        cues.append(Cue("SEQ", seqs[-1], t.start_char, t.end_char, start, end, "rank-series", t.text))
        if back is not None:
            cues.append(back)
    if seqs:
        emit(ctx, s, "sequence-written", "foundation.sequence", tuple(dict.fromkeys(seqs)), cues)
