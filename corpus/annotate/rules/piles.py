"""Piles a sentence names: groups and roles of a game, rows, and where cards go from or to."""

from __future__ import annotations

import functools

from corpus.annotate.focus import in_focus, others, rest_before
from corpus.annotate.games import game_rows
from corpus.annotate.sentence import Cue, Sentence, content_word
from corpus.annotate.words import (
    ANY_GROUP_WORDS, ARTICLES, FROM_WORDS, GAP_PLACE, INTO_WORDS, LEAVE_WORDS, LINE_WORDS, LIST_JOIN_WORDS, MOVED_UP, OTHER_SIDE,
    POSSESSIVE_WORDS, WHOLE_LAYOUT,
)
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary


def group_roles(vocab: Vocabulary, game: str) -> dict[str, str]:
    try:
        return vocab.game(game).group_roles
    except VariorumError:
        return {}


def role_of(vocab: Vocabulary, game: str, pile: str) -> str | None:
    roles = group_roles(vocab, game)
    if pile in roles:
        return roles[pile]
    return pile if pile in vocab.roles else None


def row_numbers(s: Sentence, cue: Cue) -> list[int]:
    """Row numbers a ROW cue names: "row 1", «строки 1 или 2», "the first row", "fourth row"."""
    nums: list[int] = []
    doc = s.doc
    prev = [c for c in s.cues if c.label == "ORD" and c.j in (cue.i, cue.i - 1)]
    if prev and isinstance(prev[-1].value, int):
        return [prev[-1].value]
    k = cue.j
    while k < s.span.end and k <= cue.j + 4:
        t = doc[k]
        words = [c for c in s.cues if c.label in ("ORD", "NUM") and c.i == k]
        if t.like_num and t.text.isdigit():
            nums.append(int(t.text))
        elif t.norm_ in LIST_JOIN_WORDS or t.lower_ in LIST_JOIN_WORDS:
            pass
        elif words and isinstance(words[0].value, int) and words[0].value <= 10:
            nums.append(words[0].value)  # "row one or two": number words as well as figures
        else:
            break
        k += 1
    return nums


def piles(s: Sentence) -> list[tuple[Cue, str]]:
    """(cue, group or role name) for every pile the sentence names, rows resolved by game."""
    out = all_piles(s)
    seen: set[str] = set()
    uniq = []
    for c, name in out:
        if name not in seen:
            seen.add(name)
            uniq.append((c, name))
    return uniq


def all_piles(s: Sentence) -> list[tuple[Cue, str]]:
    """Like ``piles`` but every mention, not only the first of each group."""
    out: list[tuple[Cue, str]] = []
    rows = game_rows(s.game)
    for c in s.cues:
        if c.label == "PILE":
            name = _game_pile(s.game, str(c.value))
            if name is not None:
                out.append((c, name))
        elif c.label == "ROW" and rows:
            nums = row_numbers(s, c) or _rows_by_position(s, c, sorted(rows)) or _other_rows(s, c, rows)
            out.extend((c, rows[n]) for n in nums if n in rows)
    return out


@functools.lru_cache(maxsize=256)
def _game_pile(game: str, name: str) -> str | None:
    """A pile word as a pile of ``game``: a role the game has no group of is no pile of it,
    except "the layout"/"tableau" in a game whose one laid-out group is a reserve (Queen's
    Audience: the antechamber); nor is another game's group («валы», "the trenches" in a game
    without ramparts)."""
    vocab = load_vocabulary()
    roles = group_roles(vocab, game)
    if roles and name not in roles and name not in vocab.roles:
        return None
    if not roles or name in roles or name not in vocab.roles or name in roles.values():
        return name
    laid = [g for g, r in roles.items() if r == "reserve"]
    return laid[0] if name == "tableau" and len(laid) == 1 else None


def _other_rows(s: Sentence, cue: Cue, rows: dict[int, str]) -> list[int]:
    """«Въ прочихъ рядахъ», "in the other three rows", "the rest of the rows": the rows not in
    focus (``focus.py``): those the nearest sentence before spoke of as the place of its rule (a row it names as a source, «изъ Палаты лордовъ», is
    one of the others; a sentence that names only sources is passed over)."""
    rest, count, _ = rest_before(s, cue)
    if not rest:
        return []
    kind = tuple(g for _, g in sorted(rows.items()))
    focus = in_focus(s, lambda ref: [n for c, n in all_piles(ref) if n in kind and not from_word_before(ref, c)])
    return [k for k, g in sorted(rows.items()) if g in others(kind, focus, count)]


def _rows_by_position(s: Sentence, cue: Cue, numbers: list[int]) -> list[int]:
    """Rows named by where they lie: "the bottom row", «въ нижнемъ ряду» (the last row), "the
    top row" (the first), «три верхнихъ ряда», «верхних трех рядов», "the two lower rows" (the
    first or last N; the number before the position word or between it and the row)."""
    pos = [c for c in s.cues if c.label in ("TOP", "BOTTOM") and (0 <= cue.i - c.j <= 1 or any(
        n.label == "NUM" and n.i == c.j and n.j == cue.i for n in s.cues))]
    if not pos or not numbers:
        return []
    count = [c for c in s.cues if c.label == "NUM" and isinstance(c.value, int) and (
        0 <= pos[-1].i - c.j <= 1 or (c.i >= pos[-1].j and c.j == cue.i))]
    n = int(count[-1].value) if count else 1
    if n > len(numbers):
        return []
    return numbers[:n] if pos[-1].label == "TOP" else numbers[-n:]


def foundation_cues(s: Sentence) -> list[Cue]:
    return [c for c in s.of("PILE") if c.value == "foundation"]


def from_word_before(s: Sentence, c: Cue, span: int = 2, of: bool = True) -> bool:
    """Whether one of the ``span`` words before a cue is "from"/«из» (or "of", unless ``of`` is
    false: "the cards of the reserve" are the reserve's, not taken from it)."""
    words = FROM_WORDS if of else FROM_WORDS - {"of"}
    start = min([o.i for o in s.cues if o.label == "ORD" and o.j in (c.i, c.i - 1)] + [c.i])  # "from the second row"
    if any(w in words for w in s.words(max(start - span, s.span.start), start)):
        return True
    # «из другой стопки сада», "from another pile of the garden": a pile word of the group between
    col = next((k for k in s.cues if k.label == "COLUMN" and k.j == c.i), None)
    return col is not None and any(w in words for w in s.words(max(col.i - span, s.span.start), col.i))


@functools.lru_cache(maxsize=4096)
def cases(word: str) -> frozenset[str]:
    """The grammatical cases pymorphy3 allows for a (modern, lower-case) Russian word."""
    from corpus.annotate.components import morph_analyzer

    return frozenset(str(p.tag.case) for p in morph_analyzer().parse(word) if p.tag.case)


def is_preposition(word: str) -> bool:
    """Whether pymorphy3's best parse of a (modern, lower-case) Russian word is a preposition."""
    from corpus.annotate.components import morph_analyzer

    parses = morph_analyzer().parse(word)
    return bool(parses) and parses[0].tag.POS == "PREP"


def into(s: Sentence, c: Cue) -> bool:
    """Whether a pile cue is where cards go *to*: «въ окопы» (accusative), "into the rampart",
    «на карты въ окопахъ» / "onto the rampart" (on its cards)."""
    rest, _, k = rest_before(s, c)
    if not (rest and "of" in s.words(k, c.i)):
        k = c.i  # (but "onto the rest of the rows": from its article)
    while k > s.span.start and s.norm(k - 1) in ARTICLES:
        k -= 1
    # «на другой окоп», «к другой куче вала», "onto another trench": another pile of the group
    while k > s.span.start and (s.norm(k - 1) in OTHER_SIDE | ARTICLES or any(
            x.label == "COLUMN" and x.j == k for x in s.cues)):
        k -= 1
    before = s.words(max(k - 3, s.span.start), k)
    if not before:
        return False
    if before[-1] in INTO_WORDS:
        return True
    if before[-1] == "of" and any(x.label == "ONTOP" and x.j == k - 1 for x in s.cues):
        return True  # "on top of the bouquet", "on top of a garden pile"
    if before[-1] == "on" and any(a.label in ("ACT", "UP") and a.j == k - 1 for a in s.cues):
        return True  # "put on the rampart", "goes face up on a heap"
    if before[-1] in ("в", "во"):
        allowed = cases(s.norm(k))
        if "accs" in allowed and "loct" not in allowed:
            return True
        # «на карты въ окопахъ»: the cards on which others are put
        return len(before) >= 3 and before[-3] == "на"
    if before[-1] == "на" or (len(before) >= 2 and before[-2] in ("на", "on") and s.doc[k - 1].lemma_ in (
            "карта", "card")):
        return True
    return False


def line_reach(s: Sentence, after: int) -> bool:
    """Whether the ends a sentence speaks of (after token ``after``) are those of a *line* — a row
    or a column — rather than of a row: "its line", «той линіи», "its row or its column",
    «ряда или столбца»."""
    rows = [c for c in s.of("ROW") if c.i >= after]
    if any(s.doc[k].lemma_.lower() in LINE_WORDS for c in rows for k in range(c.i, c.j)):
        return True
    if any(s.doc[k].lemma_.lower() in LINE_WORDS for k in range(after, s.span.end)):
        return True
    # "the two ends of its row and the two ends of its column": both named after it
    return bool(rows) and any(col.i > after for col in s.of("COLUMN"))


#: Cues that make a place known: a pile, a row or a column of the layout.
_PLACE_CUES = ("PILE", "ROW", "COLUMN")


def unknown_place(s: Sentence, gap: Cue) -> bool:
    """Whether a sentence says where a gap is in words that name no pile: "a space in the
    citadel", «щель в брони», «место среди вспомогательных карт» (a place word after the gap), or
    "when a card leaves the citadel, its place …", «если карта ушла из правого крыла, её место …»
    (a card leaving a place before the gap).  Then the gap's group cannot be known, and no
    group's rule is to be guessed for it."""
    after = [gap.j] if gap.j < s.span.end and s.norm(gap.j) in GAP_PLACE else []
    before = [t.i + 1 for t in s.doc[s.span.start:gap.i]
              if (t.norm_ or t.lower_) in FROM_WORDS - {"of"} | LEAVE_WORDS or t.lemma_.lower() in LEAVE_WORDS]
    return any(_unnamed_place(s, k + (1 if k == gap.j else 0), gap.i if k < gap.i else s.span.end)
               for k in after + before)


def _unnamed_place(s: Sentence, lo: int, hi: int) -> bool:
    """Whether the words from token ``lo`` (to a mark, a verb or ``hi``) are a place that is no
    pile: a content word (``sentence.content_word``: "in the keep") no cue reads, and no pile, row, column or "any" among them."""
    words = []
    for t in s.doc[lo:min(lo + 4, hi)]:
        if t.is_punct or any(c.label in ("ACT", "AVAIL", "IMMEDIATE") and c.i <= t.i < c.j for c in s.cues):
            break
        words.append(t)
    if not words or any((t.norm_ or t.lower_) in ANY_GROUP_WORDS | WHOLE_LAYOUT
                        or t.lemma_.lower() in ANY_GROUP_WORDS | WHOLE_LAYOUT for t in words):
        return False
    known = [c for c in s.cues if c.label in _PLACE_CUES and words[0].i <= c.i <= words[-1].i
             and (c.label != "PILE" or _game_pile(s.game, str(c.value)) is not None)]  # (not another game's pile)
    if known:
        return False
    covered = {k for c in s.cues for k in range(c.i, c.j)}
    return any(content_word(t) and t.i not in covered and (t.norm_ or t.lower_) not in ARTICLES
               for t in words)


def waste_packets(vocab: Vocabulary, s: Sentence) -> list[tuple[Cue, Cue, Cue]]:
    """"The talon consists of two packs, one red and one black", MT «Талон сделан из двух
    пакетов»: a pack word counted after "of"/«из» in the clause of a waste pile named before it
    is the waste's packets, not the packs of the deal: (waste, number, pack word)."""
    out = []
    for p in s.of("PACK"):
        num = next((n for n in s.of("NUM") if n.j == p.i and isinstance(n.value, int) and n.value >= 2), None)
        if num is None or num.i == s.span.start or s.norm(num.i - 1) not in FROM_WORDS:
            continue
        w = next((c for c, n in all_piles(s) if role_of(vocab, s.game, n) == "waste" and c.j <= num.i
                  and num.i - c.j <= 5 and not s.breaks_between(c.i, num.i)), None)
        if w is not None:
            out.append((w, num, p))
    return out


def owner_of_its_cards(vocab: Vocabulary, s: Sentence, before: int) -> list[str]:
    """«Никакая постройка не разрешена в прихожей; ее карты доступны только …»: "its cards" after
    «;» (a possessive right before the cards, before token ``before``) are the cards of the group
    the clause before named last (a list of that one group's name, or empty)."""
    for c in s.of("CARD"):
        k = c.i - 1
        if c.i >= before or k <= s.span.start or s.norm(k) not in POSSESSIVE_WORDS or s.doc[k - 1].text != ";":
            continue
        groups = [n for p, n in piles(s) if p.j <= k and role_of(vocab, s.game, n) in ("reserve", "tableau")]
        return groups[-1:]
    return []


def put_up(s: Sentence, act: Cue) -> bool:
    """Whether a verb of putting away has an "up top" word right after it, or after one word of
    its object, with no comma between («Тузы убирают наверх», "take the Aces up above the rest";
    [moved-up], or an ONTOP cue): the cards go up to the foundations' row, not out of play. The
    one test the deck (no removal), the bases and their timing ask."""
    return any(t.i == act.j for t in s.of("ONTOP")) or any(
        s.norm(k) in MOVED_UP for k in range(act.j, min(act.j + 2, s.span.end)) if not s.comma_between(act.j, k))
