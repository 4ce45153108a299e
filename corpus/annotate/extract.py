"""From pattern matches to claims: sentence-level rules, each with an id.

The span ruler marks *cues* in a sentence (numbers, ranks, piles, actions, negations...: see
the pattern files).  A rule reads the cues of one sentence, sometimes with the sentence before
it, and states a claim: game, slot, value, the words that say so (start and end offsets into
the segment's text) and the ids of the rule and of the patterns it used.

The rules (``RULES``, in the order they run):

==================  ==============================================================================
id                  reads
==================  ==============================================================================
takeouts            (no claim) remembers a sentence that takes ranks out of the pack, «Вынимаютъ
                    изъ колоды восемь черныхъ тузовъ…»: later rules refer back to it
packs               a number before "pack(s)"/«колода»: ``deck.packs``; "of 52 cards": ``deck.pack-size``
layout              "N cards" with a reserve/tableau pile: ``G.size``; "R rows of C", "C columns of
                    R", «R рядовъ, въ каждомъ по C», "4x4", "four by four", "square": ``G.shape``;
                    the pile count of a reserve when the cards are laid out (a deal verb or a
                    shape).  When the pile is named only in the next sentence ("These compose the
                    reserve") or a later one repeats the count («Двѣнадцать внутреннихъ картъ…»),
                    the claim takes both segments.  Rows shared out between groups («два верхнихъ
                    ряда … (армія), два нижнихъ … (флотъ)»): each group's size and shape, and the
                    colour of its cards (remembered)
access              "all/every/any … available", "fully available", "top/bottom card … available",
                    "(only the one on top of the packet is available)": ``G.access``; "each
                    column … its top card" with no group named: the group just spoken of (and
                    its pile count: its columns); «на верху талона»: ``waste.access = top``
build-none          a negated build verb with a pile ("no packing", «не укладываются друг на друга»),
                    or no move "from one side to the other": ``G.build = none``
build-alternate     alternate colours: ``G.build = down-alternate-colour``; up and down:
                    ``up-or-down-in-suit`` (also in the next sentence that names no group);
                    "of different suits": ``down-any-suit``; "in the order in which they will be
                    played": ``foundation-order``
fill                a fill verb: sources after it (waste, stock, the row below, the reserve row end),
                    the pile before it; negated: ``never``; a next sentence that only adds the
                    stock extends the list.  "at once"/«сразу»: ``G.fill.timing`` (without it, a
                    stated fill rule is read as "at once" by default); "every gap" with no group:
                    every group that is filled; "the gaps so opened": the groups of the sentence
                    before; "the gap is pushed down until row 4": the rows between
foundation-base     ranks (with count and colour) next to "foundation(s)"/«основные карты»:
                    ``foundation.base``; a Jack "on top" of an Ace: ``J+A``; "first/before"
                    with the ranks, an earlier sentence that took the ranks out of the pack,
                    "taken at once": ``base.timing = before-deal``; "chosen during play":
                    ``as-available``
foundation-build    "in suit"/«по масти»: ``foundation.suit``; down/up/by twos: ``foundation.step``;
                    ``A: 3-5-7…`` lines, "down to the Deuces": ``foundation.sequence``
fed-from            "only from row 1"/«изъ окоповъ и изъ колоды» about foundations:
                    ``foundation.fed-from``; "cards from the stock may not be played to the
                    foundations" restates the sources known
redeals             "dealt once", «только один раз», "no second deal", «вновь не раскладывается»,
                    "one redeal": ``stock.redeals``
stock-deal          "one at a time"/«по одной» with a deal verb and the waste: ``stock.deal``
pairs               a King and Queen of each suit into the chamber; a Jack and an Ace:
                    ``pair.moves``; "Queen on top": ``layout.pair-top``; a pair of a red and a
                    black card (or of cards from groups of the two colours) played:
                    ``*R+*B:foundation`` (and the foundations take from those groups); a later
                    sentence on pairing that names no card restates the pair move
end                 win + all cards + chamber/foundations: ``end.win``; lose + row 4 / no space:
                    ``end.loss``
removed             a discard verb with ranks: ``deck.removed``; "the other Queens" after some
                    were given a part: the rest, suit by suit
odds                "three times out of four", «три раза из четырёх», "high chance", «чрезвычайно
                    труденъ»: ``odds.win``
history             "first appears … 1883 … Dick": ``history.year``, ``history.first``; "X follows
                    Y": ``history.follows``; "a circle": ``layout.chamber`` (one claim per source named);
                    "in any of the ways": ``layout.chamber = any``; "vertical": ``layout.orientation``
layout-groups       "two groups of sixteen, each in four rows of four": both reserve groups
move-unit           "only one card may be moved at a time": ``G.move-unit`` of the groups built on
gaps-only           "the only way cards of the stock enter play": ``stock.deal = into-gaps-only``
fed-only            "they are only available for play to the foundations": ``foundation.fed-from``
sequence-to         "the Aces go up to the Kings, the Kings down to the Aces": one sequence per
                    base rank, skipping ranks taken out of play in the base's colour
sequence-etc        "on the Aces go Kings, then Twos, Queens, Threes and so on": the series
                    continued (``extrapolate``)
waste-split         "the talon is two packets, red in one, black in the other": ``waste.count``,
                    ``waste.split``; the rest of a colour's cards make the talon; "two packets" again
stock-through       "the rest of the pack is dealt, cards that do not fit going to the talon":
                    ``stock.deal = one-to-waste``, its timing, the foundations (or the gaps) take
                    from the stock
waste-formed        "the waste, formed from the unplayed cards of the stock": ``stock.deal``
build-from          cards put on (or into) a group, from where: ``G.build.from``; "only at the ends
                    of the row they come from": ``reserve.access = row-ends``
pass-through        "talon cards pass through the reserve, the reserve into the ramparts before
                    they can be played": ``foundation.fed-from`` the last group
base-taken          "an Ace taken from the ramparts and played": ``base.timing = as-available``
setup-choice        the player chooses which group is the lords' side, how the ladies' side lies,
                    the foundations' ranks: ``setup.choice`` (and ``foundation.base = X*, Y*``)
no-reserve          "both of which have no reserve": ``reserve.count = 0`` of the games named
decorative          "Q ♦ is the Sovereign, the black Kings the Bishops…": ``deck.decorative`` with
                    the card roles; "these nine cards are purely decorative" restates them
names               a sentence opening with the game's name (``name``, ``alias`` after "or", in
                    brackets); "the name X" (``alias``); another game with a name in brackets;
                    "first appears as X".  A heading or caption that names the game gives its
                    ``name`` (under a section heading a default reading, see ``finalise``)
related             "related to X", ``related``; "a variant of X", "identical except":
                    ``variant-of``; "entirely luck": ``skill``
==================  ==============================================================================

Discourse memory (``Context``): the pile last spoken of, the colours of groups, the pack's
taken-out cards, the bases, the waste's packets, and the claims of the current *stretch of
text* (between headings; ``Found.scope``).  After the whole text is read, ``finalise`` drops
default readings the text states otherwise and joins the parts of one rule (``build.from``).
A sentence that only recalls a rule ("as mentioned above") adds no claim already read.

A sentence that names exactly one game (other than by its own heading) speaks about that
game: «"Аудиенция Короля" идентична, за исключением…» gives claims about King's Audience.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from spacy.tokens import Doc, Span

from corpus.annotate.games import game_rows
from corpus.annotate.pipeline import SPANS_KEY, PatternSet
from corpus.annotate.words import (
    ANAPHOR_START_WORDS, ANY_TIME, ARTICLES, AS_AVAILABLE, BACK_WORDS, BEFORE_WORDS, BOTH_WORDS,
    CLAUSE_BREAK, CLAUSE_JOINS, CONDITIONAL, COVER_WORDS, DISCARD_IDS, DISTRIBUTIVE, EITHER_WORDS,
    END_WORDS, FIRST_WORDS, FIRSTLY_PREFIXES, FROM_WORDS, GROUP_WORDS, HAVE_LEMMAS, INTO_WORDS,
    LIST_JOIN_WORDS, MODAL, NAME_AND_WORDS, NAME_AS_WORDS, NAME_IS_WORDS, NAME_OR_WORDS,
    NAME_STOP_WORDS, ONE_ANOTHER_WORDS, ONE_WORDS, OTHER_SIDE, OVER_WORDS, PACK_SIZE_WORDS,
    PLACE_WORDS, PLAY_WORDS, RANK_VALUE, SIDE_WORDS, STANDSTILL, SUIT_VALUE, UNTIL_WORDS,
    WAY_WORDS, WHICH_WORDS,
)
from rules.cards import RANK_TEXT as RANK_ORDER
from rules.claims import Value
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary

__all__ = ["Cue", "Found", "SentenceReader", "RULES", "finalise"]

_SEQ = re.compile(r"(?<![\w-])(A|А|[2-9]|10|J|Q|K)\s*:\s*((?:(?:10|[2-9AJQK])\s*-\s*){4,}(?:10|[2-9AJQK]))")
_YEAR = re.compile(r"^(1[6-9]\d\d|20\d\d)$")


@dataclass(frozen=True)
class Cue:
    """One pattern match in a sentence: label, value, offsets (chars and tokens), pattern id."""

    label: str
    value: Any
    start: int
    end: int
    i: int
    j: int
    pattern: str
    text: str


@dataclass(frozen=True)
class Found:
    """A claim the annotator states, with its evidence and the rule and patterns behind it."""

    game: str
    slot: str
    value: Value
    text: str
    start: int
    end: int
    rule: str
    patterns: tuple[str, ...]
    segment: str | None
    segments: tuple[str, ...] = ()
    lang: str = ""
    #: Ids of machine-translation (or OCR) ``<choice>``s the claim reads through (its value
    #: comes from the corrected reading; its text and offsets are then the whole segment as
    #: printed).
    corrects: tuple[str, ...] = ()
    #: The source the sentence reports the claim of ("Coops uses a circle like Dick": one
    #: claim for each), a bibliography id; empty when the text states it itself.
    source: str = ""
    #: A default reading (a fill rule stated without a time is read as "at once"): dropped when
    #: the same part of the text states the slot's value explicitly.
    implicit: bool = field(default=False, compare=False)
    #: The stretch of text (between two headings, or a change of game) the claim was read in.
    scope: int = field(default=0, compare=False)

    def key(self) -> tuple[str, str, Any]:
        return (self.game, self.slot, _hashable(self.value))

    def as_json(self) -> dict[str, Any]:
        value: Any = list(self.value) if isinstance(self.value, tuple) else self.value
        return {
            "game": self.game, "slot": self.slot, "value": value, "text": self.text,
            "start": self.start, "end": self.end, "rule": self.rule,
            "patterns": list(self.patterns), "segment": self.segment,
            "segments": list(self.segments or ((self.segment,) if self.segment else ())),
            "lang": self.lang,
            **({"corrects": list(self.corrects)} if self.corrects else {}),
            **({"source": self.source} if self.source else {}),
        }


def _hashable(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


# -- the sentence and its cues -----------------------------------------------------------------


def _num_value(cue_text: str, value: Any) -> int | None:
    if value is not None:
        return int(value)
    digits = cue_text.strip()
    return int(digits) if digits.isdigit() else None


def cues_of(sent: Span, pset: PatternSet) -> list[Cue]:
    """The cues of a sentence, sorted; cues inside a game or source name are dropped; a
    tens number followed by a unit («двадцать четыре», "thirty-two") becomes one number."""
    doc = sent.doc
    raw: list[Cue] = []
    for sp in doc.spans[SPANS_KEY]:
        if sp.start < sent.start or sp.end > sent.end:
            continue
        entry = pset.entries.get(sp.id_)
        value = entry.value if entry else None
        text = sp.text
        if value is None:
            value = _read_value(sp.label_, text)
        raw.append(Cue(sp.label_, value, sp.start_char, sp.end_char, sp.start, sp.end, sp.id_, text))
    names = [c for c in raw if c.label in ("GAME", "SOURCE", "TWOS", "FORDER")]
    kept = [c for c in raw if c.label in ("GAME", "SOURCE", "TWOS", "FORDER")
            or not any(n.i <= c.i and c.j <= n.j for n in names)]
    # a game name inside a longer one («Котильон» in «Королевский котильон») is not a name
    games = [c for c in kept if c.label == "GAME"]
    kept = [c for c in kept if c.label != "GAME" or not any(
        g is not c and g.i <= c.i and c.j <= g.j and g.j - g.i > c.j - c.i for g in games)]
    kept.sort(key=lambda c: (c.i, -c.j, c.label))
    return _merge_numbers(kept, doc)


def _read_value(label: str, text: str) -> Any:
    t = text.strip()
    low = t.lower()
    if label in ("NUM", "ORD"):
        m = re.match(r"^\d+", t)
        return int(m.group(0)) if m else None
    if label == "RANK":
        return RANK_VALUE.get(low.split()[-1])
    if label == "SUIT":
        return SUIT_VALUE.get(t)
    if label == "SHAPE":
        m = re.match(r"^(\d+)[xх×](\d+)$", low)
        return f"{m.group(1)}x{m.group(2)}" if m else None
    if label == "CARDCODE":
        m = re.match(r"^([AKQJ])\s*([♣♦♥♠])$", t)
        return f"{m.group(1)}{SUIT_VALUE[m.group(2)]}" if m else None
    return None


def _merge_numbers(cues: list[Cue], doc: Doc) -> list[Cue]:
    out: list[Cue] = []
    for c in cues:
        prev = out[-1] if out else None
        if (prev is not None and c.label == "NUM" and prev.label == "NUM"
                and isinstance(prev.value, int) and isinstance(c.value, int)
                and prev.value % 10 == 0 and 20 <= prev.value <= 90 and 1 <= c.value <= 9
                and (c.i == prev.j or (c.i == prev.j + 1 and doc[prev.j].text == "-"))):
            out[-1] = Cue("NUM", prev.value + c.value, prev.start, c.end, prev.i, c.j,
                          prev.pattern, doc.text[prev.start:c.end])
            continue
        out.append(c)
    return out


@dataclass
class Sentence:
    """A sentence with its cues, segment, game and language; helpers for the rules."""

    span: Span
    cues: list[Cue]
    segment: str | None
    game: str
    lang: str
    prev: Sentence | None = None
    first_in_segment: bool = True
    #: The game of the section (``game`` may be another one the sentence names).
    home: str = ""

    @property
    def doc(self) -> Doc:
        return self.span.doc

    def of(self, label: str, value: Any = None) -> list[Cue]:
        return [c for c in self.cues if c.label == label and (value is None or c.value == value)]

    def has(self, label: str, value: Any = None) -> bool:
        return any(True for _ in self.of(label, value))

    def words(self, i: int, j: int) -> list[str]:
        """Lower-case (modern) forms of the tokens i..j-1."""
        return [t.norm_ or t.lower_ for t in self.doc[i:j]]

    def all_words(self) -> set[str]:
        return {t.norm_ or t.lower_ for t in self.span}

    def lemmas(self) -> set[str]:
        return {t.lemma_.lower() for t in self.span}

    def breaks_between(self, a: int, b: int) -> bool:
        lo, hi = sorted((a, b))
        return any(t.text in CLAUSE_BREAK for t in self.doc[lo:hi])

    def comma_between(self, a: int, b: int) -> bool:
        lo, hi = sorted((a, b))
        return any(t.text in CLAUSE_BREAK or t.text == "," for t in self.doc[lo:hi])

    def norm(self, k: int) -> str:
        t = self.doc[k]
        return t.norm_ or t.lower_


@dataclass
class Context:
    """What the rules may read and where they write: vocabulary, discourse memory, results."""

    vocab: Vocabulary
    found: list[Found] = field(default_factory=list)
    pending_layout: dict[str, Any] | None = None
    last_fill: int | None = None
    pending_ranks: tuple[Sentence, list[Cue], tuple[Sentence, ...]] | None = None
    sequences: list[int] = field(default_factory=list)
    packs: dict[str, int] = field(default_factory=dict)
    bases: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The stretch of text being read (see Found.scope); claims of the scope are in found[scope_start:].
    scope: int = 0
    scope_start: int = 0
    #: (game, group) -> the colour of its cards ("two rows of red cards (Army)").
    colours: dict[tuple[str, str], str] = field(default_factory=dict)
    #: game -> the sentences that take cards out of the pack, with their card patterns.
    takeouts: dict[str, list[tuple[Sentence, list[str]]]] = field(default_factory=dict)
    #: the reserve/tableau groups the previous sentence named, and the last one named at all.
    last_groups: list[str] = field(default_factory=list)
    last_group: str | None = None
    #: (game, group, segment) of the last build rule read.
    last_build: tuple[str, str, str | None] | None = None
    #: game -> how many packets its waste is made of ("the talon is made of two packets").
    waste_packets: dict[str, int] = field(default_factory=dict)

    def known(self, game: str, slot: str) -> list[Found]:
        """The claims of ``game``'s canonical ``slot`` read so far in the current scope."""
        return [f for f in self.found[self.scope_start:] if f.game == game and f.slot == slot]


# -- small helpers -----------------------------------------------------------------------------


def _group(vocab: Vocabulary, game: str, pile: str, prop: str) -> str | None:
    """The canonical slot ``group.prop`` for a pile name in ``game``, or None."""
    try:
        return vocab.canonical(game, f"{pile}.{prop}")
    except VariorumError:
        return None


def _roles(vocab: Vocabulary, game: str) -> dict[str, str]:
    try:
        return vocab.game(game).group_roles
    except VariorumError:
        return {}


def _role_of(vocab: Vocabulary, game: str, pile: str) -> str | None:
    roles = _roles(vocab, game)
    if pile in roles:
        return roles[pile]
    return pile if pile in vocab.roles else None


def _rows(s: Sentence, cue: Cue) -> list[int]:
    """Row numbers a ROW cue names: "row 1", «строки 1 или 2», "the first row", "fourth row"."""
    nums: list[int] = []
    doc = s.doc
    prev = [c for c in s.cues if c.label == "ORD" and c.j in (cue.i, cue.i - 1)]
    if prev and isinstance(prev[-1].value, int):
        return [prev[-1].value]
    k = cue.j
    while k < s.span.end and k <= cue.j + 4:
        t = doc[k]
        if t.like_num and t.text.isdigit():
            nums.append(int(t.text))
        elif t.norm_ in LIST_JOIN_WORDS or t.lower_ in LIST_JOIN_WORDS:
            pass
        elif nums or t.is_punct:
            break
        else:
            ords = [c for c in s.cues if c.label in ("ORD", "NUM") and c.i == k]
            if ords and isinstance(ords[0].value, int) and ords[0].value <= 10:
                nums.append(ords[0].value)
            elif nums:
                break
            else:
                break
        k += 1
    return nums


def piles(s: Sentence, vocab: Vocabulary) -> list[tuple[Cue, str]]:
    """(cue, group or role name) for every pile the sentence names, rows resolved by game."""
    out: list[tuple[Cue, str]] = []
    rows = game_rows(s.game)
    for c in s.cues:
        if c.label == "PILE":
            out.append((c, str(c.value)))
        elif c.label == "ROW" and rows:
            for n in _rows(s, c):
                if n in rows:
                    out.append((c, rows[n]))
    seen: set[str] = set()
    uniq = []
    for c, name in out:
        if name not in seen:
            seen.add(name)
            uniq.append((c, name))
    return uniq


def span_of(s: Sentence, cues: Iterable[Cue]) -> tuple[int, int, str]:
    cs = [c for c in cues if c is not None]
    start = min(c.start for c in cs)
    end = max(c.end for c in cs)
    return start, end, s.doc.text[start:end]


def emit(ctx: Context, s: Sentence, rule: str, slot: str, value: Value, cues: Sequence[Cue],
         extra_segments: Sequence[str] = (), game: str | None = None, implicit: bool = False,
         source: str = "") -> Found | None:
    """Check the slot and value against the vocabulary and record the claim.

    Not recorded: a claim already read in one of its segments; a size, shape or count read
    before anywhere; a claim the sentence only recalls ("as mentioned above") when it was read
    before."""
    game = game or s.game
    try:
        slot = ctx.vocab.canonical(game, slot)
        value = ctx.vocab.check_value(game, slot, value)
    except VariorumError:
        return None
    start, end, text = span_of(s, cues)
    segs = tuple(dict.fromkeys([*( [s.segment] if s.segment else []), *extra_segments]))
    f = Found(game, slot, value, text, start, end, rule, tuple(dict.fromkeys(c.pattern for c in cues)),
              s.segment, segs, s.lang, source=source, implicit=implicit, scope=ctx.scope)
    restated = slot.endswith((".size", ".shape", ".count"))
    recalled = any(_recalls(s, r, cues) for r in s.of("REFBACK"))
    restated = restated or slot == "name"
    for k, old in enumerate(ctx.found):
        if old.key() == f.key() and old.source == f.source and (
                restated or recalled or set(old.segments) & set(f.segments)):
            if old.implicit and not implicit:
                ctx.found[k] = f  # the text says it: the default reading gives way
                return f
            return None
    ctx.found.append(f)
    return f


def _recalls(s: Sentence, ref: Cue, cues: Sequence[Cue]) -> bool:
    """Whether "as mentioned above" goes with the words of a claim (close by, same sentence part)."""
    lo, hi = min(c.i for c in cues), max(c.j for c in cues)
    near = 0 <= ref.i - hi <= 8 or 0 <= lo - ref.j <= 8
    return near and not any(t.text in (";", ".") for t in s.doc[min(hi, ref.i):max(lo, ref.j)])


def _plural(s: Sentence, c: Cue) -> bool:
    tok = s.doc[c.i]
    form = tok.norm_ or tok.lower_
    return tok.lemma_.lower() != form and form.endswith(("s", "ы", "и", "ов", "ей", "ев"))


def card_patterns(s: Sentence, ranks: Sequence[Cue], each_suit: bool | None = None,
                  packs: int | None = None) -> list[tuple[str, list[Cue]]]:
    """Card patterns for rank cues: count (when a colour or suit narrows it), rank, suit.

    A plural rank with no count, suit or "each suit" in a game of several packs means all of
    them: «тузы» of two packs is ``8xA*``."""
    out: list[tuple[str, list[Cue]]] = []
    different = s.has("ANYSUIT")
    each = s.has("EACH") if each_suit is None else each_suit
    for r in ranks:
        used = [r]
        near = [c for c in s.cues if c.j <= r.i and c.i >= r.i - 3 and c.label in ("NUM", "COLOUR", "SUIT")]
        after = [c for c in s.cues if c.i >= r.j and c.i <= r.j + 1 and c.label == "SUIT"]
        num = next((c for c in reversed(near) if c.label == "NUM"), None)
        colour = next((c for c in reversed(near) if c.label == "COLOUR"), None)
        suit = next((c for c in reversed(near) if c.label == "SUIT"), None) or (after[0] if after else None)
        if suit is not None:
            sfx, used = str(suit.value), used + [suit]
        elif colour is not None:
            sfx, used = str(colour.value), used + [colour]
        else:
            sfx = "*"
        count = ""
        if num is not None and isinstance(num.value, int) and (suit is not None or colour is not None):
            if num.value > 1:
                count = f"{num.value}x"
            used.append(num)
        elif num is not None and isinstance(num.value, int):
            if num.value not in (1, 4) and not different:
                count = f"{num.value}x"  # "the eight Aces"
            used.append(num)
        elif num is None and not (each or different) and sfx == "*" and packs and packs > 1 and _plural(s, r):
            count = f"{4 * packs}x"
        out.append((f"{count}{r.value}{sfx}", used))
    return out


def _from_word_before(s: Sentence, c: Cue, span: int = 2, of: bool = True) -> bool:
    """Whether one of the ``span`` words before a cue is "from"/«из» (or "of", unless ``of`` is
    false: "the cards of the reserve" are the reserve's, not taken from it)."""
    words = FROM_WORDS if of else FROM_WORDS - {"of"}
    return any(w in words for w in s.words(max(c.i - span, s.span.start), c.i))


@functools.lru_cache(maxsize=4096)
def _cases(word: str) -> frozenset[str]:
    """The grammatical cases pymorphy3 allows for a (modern, lower-case) Russian word."""
    from corpus.annotate.components import morph_analyzer

    return frozenset(str(p.tag.case) for p in morph_analyzer().parse(word) if p.tag.case)


def _into(s: Sentence, c: Cue) -> bool:
    """Whether a pile cue is where cards go *to*: «въ окопы» (accusative), "into the rampart",
    «на карты въ окопахъ» / "onto the rampart" (on its cards)."""
    k = c.i
    while k > s.span.start and s.norm(k - 1) in ARTICLES:
        k -= 1
    before = s.words(max(k - 3, s.span.start), k)
    if not before:
        return False
    if before[-1] in INTO_WORDS:
        return True
    if before[-1] == "on" and any(a.label == "ACT" and a.j == k - 1 for a in s.cues):
        return True  # "put on the rampart"
    if before[-1] in ("в", "во"):
        cases = _cases(s.norm(k))
        if "accs" in cases and "loct" not in cases:
            return True
        # «на карты въ окопахъ»: the cards on which others are put
        return len(before) >= 3 and before[-3] == "на"
    if before[-1] == "на" or (len(before) >= 2 and before[-2] in ("на", "on") and s.doc[k - 1].lemma_ in (
            "карта", "card")):
        return True
    return False


def _card_set_items(items: Iterable[str]) -> list[tuple[int | None, str, str]]:
    """``8xAB`` -> (8, "A", "B"); ``K*`` -> (None, "K", "*")."""
    out = []
    for it in items:
        m = re.match(r"^(?:(\d+)x)?(10|[2-9AJQKXY*])([CDHSRB*])", it)
        if m:
            out.append((int(m.group(1)) if m.group(1) else None, m.group(2), m.group(3)))
    return out


# -- the rules ---------------------------------------------------------------------------------

Rule = Callable[[Context, Sentence], None]
RULES: list[tuple[str, Rule]] = []


def rule(rule_id: str) -> Callable[[Rule], Rule]:
    def deco(fn: Rule) -> Rule:
        RULES.append((rule_id, fn))
        return fn
    return deco


@rule("takeouts")
def r_takeouts(ctx: Context, s: Sentence) -> None:
    """Remember a sentence that takes ranks out of the pack («Вынимаютъ изъ колоды восемь
    черныхъ тузовъ…»): the foundation rules and the decorative cards refer back to it."""
    acts = s.of("ACT", "takeout")
    if not acts:
        return
    stock = [c for c, n in piles(s, ctx.vocab) if n == "stock" and _from_word_before(s, c)]
    ranks = s.of("RANK")
    if not stock or not ranks:
        return
    pats = card_patterns(s, ranks, packs=ctx.packs.get(s.game))
    ctx.takeouts.setdefault(s.game, []).append((s, [p for p, _ in pats]))


@rule("packs")
def r_packs(ctx: Context, s: Sentence) -> None:
    for p in s.of("PACK"):
        nums = [c for c in s.of("NUM") if c.j <= p.i and p.i - c.j <= 2 and isinstance(c.value, int)]
        if nums and not any(s.doc[k].is_punct for k in range(nums[-1].j, p.i)):
            named = [g for g in s.of("GAME") if p.j <= g.i <= p.j + 1]
            f = emit(ctx, s, "packs", "deck.packs", nums[-1].value, [nums[-1], p],
                     game=str(named[0].value) if named else None)
            if f is not None and not named:
                ctx.packs.setdefault(f.game, int(nums[-1].value))
        after = [c for c in s.of("NUM") if p.j <= c.i <= p.j + 2 and isinstance(c.value, int) and c.value >= 20]
        if after and s.words(p.j, after[0].i) and s.words(p.j, after[0].i)[-1] in PACK_SIZE_WORDS:
            emit(ctx, s, "packs", "deck.pack-size", after[0].value, [p, after[0]])


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
            # "four rows of twelve", «четыре ряда, въ каждомъ по двѣнадцати картъ»
            b = next((n for n in nums if 0 < n.i - hits[0].j <= 3 or (
                0 < n.i - hits[0].j <= 5 and any(hits[0].j <= e.i < n.i for e in s.of("EACH")))), None)
            if b is None:
                continue
            rows, cols = (a.value, b.value) if lab == "ROW" else (b.value, a.value)
            return f"{rows}x{cols}", [a, hits[0], b]
    for by in s.of("BY"):
        a = next((n for n in nums if n.j in (by.i, by.i - 1)), None)
        b = next((n for n in nums if n.i in (by.j, by.j + 1)), None)
        if a and b and a.value == b.value:
            return f"{a.value}x{b.value}", [a, by, b]
    for c in s.of("SHAPE"):
        if c.value == "square":
            return "square", [c]
    return None


def _size(s: Sentence) -> Cue | None:
    """The first "N cards" of a sentence (a number right before «карт»/"cards")."""
    for n in s.of("NUM"):
        if not isinstance(n.value, int) or n.value < 2:
            continue
        if n.i > s.span.start and s.norm(n.i - 1) in DISTRIBUTIVE:
            continue
        if any(c.j == n.i for c in s.of("ROW")):
            continue
        if any(0 <= c.i - n.j <= 2 for c in s.of("CARD")) and not any(0 <= c.i - n.j <= 2 for c in s.of("PACK")):
            return n
    return None


def _layout_piles(ctx: Context, s: Sentence) -> list[tuple[Cue, str]]:
    out = []
    for c, name in piles(s, ctx.vocab):
        if c.i > s.span.start and s.norm(c.i - 1) in PLACE_WORDS:
            continue
        if c.pattern.endswith("stock-or-reserve"):
            name = "reserve"
        if _role_of(ctx.vocab, s.game, name) in ("reserve", "tableau"):
            out.append((c, name))
    return out


def _row_groups(ctx: Context, s: Sentence, shape: tuple[str, list[Cue]] | None,
                targets: list[tuple[Cue, str]]) -> bool:
    """«Раскладываютъ четыре ряда по двѣнадцати картъ; два верхнихъ ряда … (армія), два
    нижнихъ … (флотъ)»: the rows are shared out between groups, each named after its number of
    rows; a colour said of a group's cards is remembered for it."""
    if shape is None or "x" not in shape[0] or len({n for _, n in targets}) < 2:
        return False
    n_rows, per_row = (int(x) for x in shape[0].split("x"))
    last = max(c.j for c in shape[1])
    parts: list[tuple[Cue, str, Cue, Cue | None]] = []
    for c, name in sorted(targets, key=lambda t: t[0].i):
        nums = [n for n in s.of("NUM") if last <= n.i < c.i and isinstance(n.value, int)]
        if not nums:
            return False
        colour = next((k for k in s.of("COLOUR") if nums[-1].i < k.i < c.i), None)
        parts.append((c, name, nums[-1], colour))
        last = c.j
    if sum(int(p[2].value) for p in parts) != n_rows:
        return False
    for c, name, num, colour in parts:
        k = int(num.value)
        emit(ctx, s, "layout", f"{name}.size", k * per_row, [num, c])
        emit(ctx, s, "layout", f"{name}.shape", f"{k}x{per_row}", [*shape[1], num, c])
        if colour is not None:
            ctx.colours[(s.game, name)] = str(colour.value)
    return True


@rule("layout")
def r_layout(ctx: Context, s: Sentence) -> None:
    size = _size(s)
    shape = _shape(s)
    targets = _layout_piles(ctx, s)
    pending = ctx.pending_layout
    ctx.pending_layout = None
    if targets and shape and _row_groups(ctx, s, shape, targets):
        return
    if targets and (size or shape):
        c, name = min(targets, key=lambda t: abs(t[0].i - (size or shape[1][0]).i))  # type: ignore[index]
        _emit_layout(ctx, s, name, size, shape, [c], [])
        return
    if targets and pending and not (size or shape):
        prev: Sentence = pending["sentence"]
        anaphoric = s.has("ANAPHOR") or any(t.norm_ in ANAPHOR_START_WORDS for t in s.span[:2])
        c, name = targets[0]
        if anaphoric:
            _emit_pending(ctx, prev, pending, name, s)
        return
    if targets and size and not shape and pending and pending.get("size") is not None:
        pass
    if (size or shape) and not targets:
        ctx.pending_layout = {"sentence": s, "size": size, "shape": shape}
        return
    if pending and size and targets:
        return


def _emit_pending(ctx: Context, prev: Sentence, pending: dict[str, Any], name: str, s: Sentence) -> None:
    extra = [s.segment] if s.segment and s.segment != prev.segment else []
    _emit_layout(ctx, prev, name, pending.get("size"), pending.get("shape"), [], extra)


def _emit_layout(ctx: Context, s: Sentence, name: str, size: Cue | None,
                 shape: tuple[str, list[Cue]] | None, cues: list[Cue], extra: list[str]) -> None:
    """Size and shape of a group; for a reserve, its number of piles: the columns when the
    text deals columns, else one pile a card."""
    if size is not None:
        emit(ctx, s, "layout", f"{name}.size", size.value, [size, *cues], extra)
    if shape is not None:
        emit(ctx, s, "layout", f"{name}.shape", shape[0], [*shape[1], *cues], extra)
    if size is None or _role_of(ctx.vocab, s.game, name) != "reserve":
        return
    if shape is None and not s.has("ACT", "deal") and not s.has("ACT", "build"):
        return  # "a reserve of nine cards": how they lie (how many piles) is not said
    columns = shape is not None and any(c.label == "COLUMN" for c in shape[1])
    if columns and shape is not None:
        count = int(shape[0].split("x")[1])
    else:
        count = int(size.value)
    emit(ctx, s, "layout", f"{name}.count", count, [size, *cues], extra)


@rule("layout-count")
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


def all_piles(s: Sentence, vocab: Vocabulary) -> list[tuple[Cue, str]]:
    """Like ``piles`` but every mention, not only the first of each group."""
    out: list[tuple[Cue, str]] = []
    rows = game_rows(s.game)
    for c in s.cues:
        if c.label == "PILE":
            out.append((c, str(c.value)))
        elif c.label == "ROW" and rows:
            out.extend((c, rows[n]) for n in _rows(s, c) if n in rows)
    return out


@rule("access")
def r_access(ctx: Context, s: Sentence) -> None:
    quants = [c for c in s.cues if c.label in ("ALL", "TOP", "BOTTOM")]
    named = all_piles(s, ctx.vocab)
    values = {"ALL": "all", "TOP": "top", "BOTTOM": "bottom"}
    if s.has("AVAIL"):
        done: set[str] = set()
        for c, name in named:
            role = _role_of(ctx.vocab, s.game, name)
            if role not in ("reserve", "tableau", "waste") or name in done:
                continue
            avail_after = [a for a in s.of("AVAIL") if a.i > c.i]
            if role == "waste":
                after = [q for q in quants if c.j <= q.i and avail_after and q.i < avail_after[0].i
                         and q.i - c.j <= 3]
                # "the top card in the waste is available"
                before = [q for q in quants if q.label == "TOP" and q.j <= c.i and c.i - q.j <= 3
                          and avail_after and avail_after[0].i - c.j <= 2]
                q = after[0] if after else (before[-1] if before else None)
            else:
                before = [q for q in quants if q.j <= c.i and c.i - q.j <= 5 and not any(
                    o.i > q.i and o.i < c.i for o, n in named if n != name)]
                q = before[-1] if before else None
                if q is None:
                    # «Карты въ окопахъ … (годною картою можетъ быть только лежащая на верху
                    # пачки)»: the top (or bottom) of a pile of the group spoken about
                    q = next((t for t in quants if t.label in ("TOP", "BOTTOM") and t.i > c.i and any(
                        0 <= k.i - t.j <= 2 for k in s.of("COLUMN"))), None)
            if q is None:
                continue
            done.add(name)
            f = emit(ctx, s, "access", f"{name}.access", values[q.label], [q, c])
            if f is not None and role == "waste" and f.value == "top" and (
                    s.has("ACT", "play") or bool(s.all_words() & PLAY_WORDS)):
                # "the top card of which is available for play": the foundations take it
                emit(ctx, s, "access", "foundation.fed-from", (name,), [q, c])
        groups = [n for _, n in named if _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste")]
        end = [t for t in quants if t.label in ("TOP", "BOTTOM")]
        if not groups and end and s.has("COLUMN") and ctx.last_group:
            # «…каждый столбецъ… доступна его верхняя карта»: the group the text is about
            g = ctx.last_group
            f = emit(ctx, s, "access", f"{g}.access", values[end[0].label], [end[0], s.of("COLUMN")[0]])
            if f is not None and s.has("EACH"):
                _count_from_columns(ctx, s, g, end[0])
    # «пока на верху талона не выйдетъ десятка трефъ»: the top of the waste is what comes out
    for c, name in named:
        if _role_of(ctx.vocab, s.game, name) != "waste":
            continue
        tops = [t for t in s.of("TOP") if t.j == c.i and not any(
            a.label == "ACT" and a.value in ("build", "deal", "move") and t.i - 3 <= a.i < t.i for a in s.cues)]
        if tops:
            emit(ctx, s, "access", f"{name}.access", "top", [tops[0], c])


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


@rule("build-none")
def r_build_none(ctx: Context, s: Sentence) -> None:
    negs = s.of("NEG")
    if not negs:
        return
    builds = [c for c in s.of("ACT") if c.value in ("build", "move")]
    words = s.all_words()
    sides = sum(1 for t in s.span if (t.norm_ or t.lower_) in SIDE_WORDS)
    if builds and sides >= 1 and words & OTHER_SIDE and words & ONE_WORDS:
        groups = [g for g, r in _roles(ctx.vocab, s.game).items() if r == "reserve"]
        if len(groups) >= 2:
            for g in groups:
                emit(ctx, s, "build-none", f"{g}.build", "none", [negs[0], builds[0]])
            return
    one_another = bool(words & ONE_ANOTHER_WORDS) or any(c.pattern.endswith("act-build") and
                                                            "pack" in c.text.lower() for c in builds)
    if not builds or not one_another:
        return
    for c, name in piles(s, ctx.vocab):
        if _role_of(ctx.vocab, s.game, name) in ("reserve", "tableau"):
            emit(ctx, s, "build-none", f"{name}.build", "none", [negs[0], builds[0], c])


@rule("build-alternate")
def r_build_alt(ctx: Context, s: Sentence) -> None:
    """How a group is built on: alternate colours; up and down (in suit); "in the order in which
    they will be played" (the foundations' order); "may be of different suits" (down regardless
    of suit, the vocabulary's one any-suit building).  A sentence that names no group and goes
    on about building ("The cards must be of one suit; laid up or down…") speaks of the group of
    the rule just before it."""
    alts = s.of("ALTCOLOUR")
    ups, downs = s.of("UP"), s.of("DOWN")
    builds = s.of("ACT", "build")
    targets = [(c, n) for c, n in piles(s, ctx.vocab)
               if _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    if not targets:
        lb = ctx.last_build
        if (lb is not None and lb[0] == s.game and s.prev is not None and lb[2] == s.prev.segment
                and lb[2] != s.segment and ups and downs and builds and s.has("INSUIT")):
            emit(ctx, s, "build-alternate", f"{lb[1]}.build", "up-or-down-in-suit", [ups[0], downs[0]])
        return
    c, name = targets[0]
    found = []
    if alts:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "down-alternate-colour", [alts[0], c]))
    elif ups and downs and builds:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "up-or-down-in-suit", [c, ups[0], downs[0]]))
    elif s.has("ANYSUIT") and builds and not ups and not s.has("NEG"):
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "down-any-suit",
                          [c, s.of("ANYSUIT")[0]]))
    for fo in s.of("FORDER")[:1]:
        found.append(emit(ctx, s, "build-alternate", f"{name}.build", "foundation-order", [c, fo]))
    if any(f is not None for f in found):
        ctx.last_build = (s.game, name, s.segment)


@rule("fill")
def r_fill(ctx: Context, s: Sentence) -> None:
    fills = s.of("ACT", "fill")
    if not fills:
        ctx.last_fill = None
        return
    verb = fills[0]
    all_piles = piles(s, ctx.vocab)
    words = s.all_words()
    sources: list[tuple[str, Cue]] = []
    targets: list[tuple[str, Cue]] = []
    for c, name in all_piles:
        role = _role_of(ctx.vocab, s.game, name)
        is_source_word = c.i > 0 and (s.doc[c.i - 1].norm_ or s.doc[c.i - 1].lower_) in FROM_WORDS
        if c.i > verb.i and role in ("waste", "stock"):
            sources.append((name, c))
        elif c.i > verb.i and role == "reserve" and (is_source_word or targets):
            sources.append((name, c))
        elif role in ("reserve", "tableau"):
            targets.append((name, c))
        elif role in ("waste", "stock"):
            sources.append((name, c))
    below = [c for c in s.of("BELOW") if c.i > verb.i]
    # rows named after the verb as "the row below" are sources, not targets
    if below and game_rows(s.game):
        targets = [(n, c) for n, c in targets if c.i < verb.i]
    values: list[str] = []
    used: list[Cue] = [verb]
    for name, c in sources:
        if name == "reserve" and words & END_WORDS:
            name = "reserve:same-row-end"
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
    conditional = bool(words & CONDITIONAL)
    if not targets and "stock" in values and ctx.last_fill is not None:
        old = ctx.found[ctx.last_fill]
        if isinstance(old.value, tuple) and "stock" not in old.value and s.segment:
            new = replace(old, value=old.value + tuple(v for v in values if v not in old.value),
                          segments=tuple(dict.fromkeys([*old.segments, s.segment])),
                          patterns=old.patterns + tuple(c.pattern for c in used))
            ctx.found[ctx.last_fill] = new
            if conditional:
                emit(ctx, s, "fill", old.slot.removesuffix(".fill") + ".fill.priority", "in-order",
                     used, game=old.game)
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
    for name, c in targets:
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
    if s.has("DOWN") and s.has("GAP") and game_rows(s.game):
        _pushed_down(ctx, s, [n for n, _ in targets], s.of("DOWN")[0])


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
    if targets and not every:
        return []
    fillable = _fillable(ctx, s.game)
    names = fillable if every or not ctx.last_groups else [n for n in ctx.last_groups if n in fillable]
    cue = every[0] if every else gaps[0]
    return [(n, cue) for n in names]


def _fillable(ctx: Context, game: str) -> list[str]:
    """The reserve and tableau groups of a game, but those whose gaps the text says stay empty."""
    out = []
    for g, role in _roles(ctx.vocab, game).items():
        if role not in ("reserve", "tableau"):
            continue
        try:
            slot = ctx.vocab.canonical(game, f"{g}.fill")
        except VariorumError:
            continue
        if not any(f.value == ("never",) for f in ctx.known(game, slot)):
            out.append(g)
    return out


def _foundation_cues(s: Sentence) -> list[Cue]:
    return [c for c in s.of("PILE") if c.value == "foundation"]


def _base_ranks(s: Sentence, f: Cue) -> list[Cue]:
    """Rank cues that name the foundation bases: before the foundation word in its clause, not
    after a discard verb; or right after it («Основными картами служатъ четыре туза…»)."""
    discard = [c for c in s.of("ACT") if c.pattern in DISCARD_IDS]
    ranks = s.of("RANK")
    if f.i > s.span.start and s.norm(f.i - 1) in OVER_WORDS:
        return []  # cards put *on* (or above) the foundations
    before = [r for r in ranks if r.j <= f.i and not any(r.i < d.i < f.i for d in discard)
              and (not s.breaks_between(r.i, f.i) or _refers_back(s, r, f))]
    before = [r for r in before if not any(
        w in UNTIL_WORDS for w in s.words(max(r.i - 2, s.span.start), r.i))]
    if len({r.value for r in before}) >= 4:
        return []  # a sequence (A, K, 2, Q, 3 …), not the bases
    if before:
        return before
    after = []
    for r in ranks:
        if r.i < f.j or s.comma_between(f.j, r.i):
            continue
        if any(w in UNTIL_WORDS for w in s.words(max(r.i - 2, f.j), r.i)):
            break
        if any(w in FROM_WORDS or w == "от" for w in s.words(max(r.i - 2, f.j), r.i)):
            continue
        after.append(r)
    return after


def _refers_back(s: Sentence, r: Cue, f: Cue) -> bool:
    """Whether the clause of ``f`` opens with a word that refers back across a break to ``r``."""
    breaks = [k for k in range(r.j, f.i) if s.doc[k].text in CLAUSE_BREAK]
    return bool(breaks) and breaks[-1] + 1 < f.i and s.norm(breaks[-1] + 1) in BACK_WORDS


@rule("foundation-base")
def r_foundation_base(ctx: Context, s: Sentence) -> None:
    fcues = _foundation_cues(s)
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
    ranks = _base_ranks(s, f)
    src: Sentence = s
    extra: list[str] = []
    if not ranks and s.has("ANAPHOR") and ctx.pending_ranks is not None:
        src, ranks, later = ctx.pending_ranks
        extra = [x.segment for x in (*later, s) if x.segment and x.segment != src.segment]
        ranks = [r for r in ranks if not any(w in UNTIL_WORDS for w in src.words(max(r.i - 2, 0), r.i))]
    ctx.pending_ranks = None
    if not ranks:
        _timing_without_ranks(ctx, s, f)
        return
    values = {r.value for r in ranks}
    tops = src.of("ONTOP") + src.of("TOP")
    if {"J", "A"} <= values and tops:
        j = next(r for r in ranks if r.value == "J")
        a = next(r for r in ranks if r.value == "A")
        emit(ctx, src, "foundation-base", "foundation.base", ("J+A",), [j, a, tops[0]], extra)
        emit(ctx, src, "pairs", "pair.moves", ("J+A:foundation",), [j, a, tops[0]], extra)
        ctx.bases[src.game] = ("J+A",)
        _base_extras(ctx, src, ("J*",), [j, a, tops[0]], extra)
        return
    pats = card_patterns(src, ranks, packs=ctx.packs.get(src.game))
    items = tuple(dict.fromkeys(p for p, _ in pats))
    used = [c for _, cs in pats for c in cs]
    found = emit(ctx, src, "foundation-base", "foundation.base", items, used + ([f] if src is s else []), extra)
    if found is None:
        return
    ctx.bases[found.game] = items
    _base_extras(ctx, src, items, used, extra)
    _taken_before(ctx, src, items)


def _timing_without_ranks(ctx: Context, s: Sentence, f: Cue) -> None:
    """«Основныя карты берутся тотчасъ-же» (taken at once: before the deal); «Основныя карты
    выбираются во время игры» (chosen during play: as they become available)."""
    take = s.of("ACT", "takeout")
    if take and s.has("IMMEDIATE") and not s.has("NEG"):
        emit(ctx, s, "foundation-base", "foundation.base.timing", "before-deal", [f, take[0], s.of("IMMEDIATE")[0]])
    elif s.has("DURING") and f.i <= s.span.start + 1:
        emit(ctx, s, "foundation-base", "foundation.base.timing", "as-available", [f, s.of("DURING")[0]])


def _taken_before(ctx: Context, src: Sentence, items: Sequence[str]) -> None:
    """An earlier sentence that took the bases' ranks out of the pack («Вынимаютъ изъ колоды
    восемь черныхъ тузовъ … восемь красныхъ королей») laid them out before the deal."""
    ranks = {r for _, r, _ in _card_set_items(items)}
    if not ranks or not ranks <= set(RANK_ORDER):
        return
    for t, pats in ctx.takeouts.get(src.game, []):
        if t is src or t.segment == src.segment:
            continue
        if ranks <= {r for _, r, _ in _card_set_items(pats)}:
            took = [r for r in t.of("RANK") if r.value in ranks]
            emit(ctx, t, "foundation-base", "foundation.base.timing", "before-deal",
                 [t.of("ACT", "takeout")[0], *took[:1]])


def _base_extras(ctx: Context, src: Sentence, items: Sequence[str], used: list[Cue],
                 extra: list[str]) -> None:
    """Count and timing of the foundations, from the sentence that names their bases."""
    counts = []
    explicit = src.has("NUM") and all("x" in it for it in items)
    for it in items:
        m = re.match(r"^(\d+)x", it)
        if m and explicit:
            counts.append(int(m.group(1)))
        elif not m and it.endswith("*") and (src.has("EACH") or src.has("ANYSUIT")):
            counts.append(4)
        else:
            counts = []
            break
    if counts:
        emit(ctx, src, "foundation-base", "foundation.count", sum(counts), used, extra)
    first = src.words(src.span.start, min(src.span.start + 3, src.span.end))
    text = src.span.text.lower()
    prev = src.prev
    if any(w in FIRST_WORDS for w in first) or "before" in text:
        emit(ctx, src, "foundation-base", "foundation.base.timing", "before-deal", used, extra)
    elif any(p in text for p in AS_AVAILABLE) or src.has("AVAIL"):
        emit(ctx, src, "foundation-base", "foundation.base.timing", "as-available", used, extra)
    elif prev is not None and prev.of("ACT", "takeout") and any(
            w in FIRST_WORDS or w.lstrip("-").startswith(FIRSTLY_PREFIXES)
            for w in prev.words(prev.span.start, prev.span.start + 3)):
        took = [r for r in prev.of("RANK") if any(it.rstrip("*").split("x")[-1].startswith(str(r.value)) for it in items)]
        if took:
            emit(ctx, prev, "foundation-base", "foundation.base.timing", "before-deal",
                 [took[0], prev.of("ACT", "takeout")[0]])


@rule("foundation-build")
def r_foundation_build(ctx: Context, s: Sentence) -> None:
    fcues = _foundation_cues(s)
    insuit = s.of("INSUIT")
    building = s.of("ACT", "build") or s.has("UP") or s.has("DOWN")
    # "of the same suit" / «той же масти» names cards; "in suit" / «по масти» says how to build
    insuit = [c for c in insuit if building or not (c.text.lower().startswith("of ") or c.pattern == "ru-in-suit-2")]
    if fcues and insuit:
        emit(ctx, s, "foundation-build", "foundation.suit", "same-suit", [insuit[0], fcues[0]])
    if fcues and (s.of("ACT", "build") or insuit) and not s.has("WIN"):
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
                     _foundation_cues(s.prev) else [])


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
    ends = [r for r in s.of("RANK") if r.i > f.i and any(
        w in UNTIL_WORDS for w in s.words(max(r.i - 2, f.j), r.i))]
    base = ctx.bases.get(s.game, ())
    tops = {b.split("+")[0].split("x")[-1].rstrip("*BRCDHS") for b in base}
    if not ends or len(tops) != 1:
        return
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


@rule("fed-from")
def r_fed_from(ctx: Context, s: Sentence) -> None:
    fcues = _foundation_cues(s)
    if not fcues:
        return
    f = fcues[0]
    if any(not s.comma_between(n.i, f.i) for n in s.of("NEG")):
        _fed_denied(ctx, s, f)  # a negation in the foundations' part of the sentence
        return
    srcs: list[tuple[str, Cue]] = []
    for c, name in piles(s, ctx.vocab):
        if name == "foundation" or c.i < f.i and not s.has("ONLY"):
            continue
        prev = [s.doc[k].norm_ or s.doc[k].lower_ for k in range(max(c.i - 2, 0), c.i)]
        if any(w in FROM_WORDS for w in prev) and not (srcs and s.comma_between(srcs[0][1].i, c.i)):
            srcs.append((name, c))
    if not srcs or not (s.has("ONLY") or len(srcs) >= 2):
        return
    names = tuple(dict.fromkeys(n for n, _ in srcs))
    emit(ctx, s, "fed-from", "foundation.fed-from", names, [f, *[c for _, c in srcs]])


@rule("redeals")
def r_redeals(ctx: Context, s: Sentence) -> None:
    redeal = s.of("REDEAL")
    if redeal:
        neg = s.of("NEG")
        if neg:
            emit(ctx, s, "redeals", "stock.redeals", 0, [neg[0], redeal[0]])
            return
        nums = [c for c in s.of("NUM") if abs(c.j - redeal[0].i) <= 2 and isinstance(c.value, int)]
        if nums:
            emit(ctx, s, "redeals", "stock.redeals", nums[0].value, [nums[0], redeal[0]])
        return
    once = s.of("ONCE")
    deal = s.of("ACT", "deal")
    if once and deal and not s.of("ACT", "pair"):
        emit(ctx, s, "redeals", "stock.redeals", 0, [deal[0], once[0]])


@rule("stock-deal")
def r_stock_deal(ctx: Context, s: Sentence) -> None:
    singly, deal = s.of("SINGLY"), s.of("ACT", "deal")
    waste = [c for c, n in piles(s, ctx.vocab) if _role_of(ctx.vocab, s.game, n) == "waste"]
    if singly and deal and waste:
        f = emit(ctx, s, "stock-deal", "stock.deal", "one-to-waste", [deal[0], singly[0], waste[0]])
        if f is None:
            return
        words = s.all_words()
        if not s.has("NUM", 2):
            emit(ctx, s, "stock-deal", "waste.count", 1, [waste[0]])
        if words & STANDSTILL:
            emit(ctx, s, "stock-deal", "stock.deal.timing", "standstill", [deal[0]])
        elif words & ANY_TIME:
            emit(ctx, s, "stock-deal", "stock.deal.timing", "any-time", [deal[0]])


@rule("pairs")
def r_pairs(ctx: Context, s: Sentence) -> None:
    ranks = s.of("RANK")
    k = [r for r in ranks if r.value == "K"]
    q = [r for r in ranks if r.value == "Q"]
    _colour_pairs(ctx, s)
    if not (k and q):
        return
    chamber = [c for c, n in piles(s, ctx.vocab) if n == "chamber"]
    if chamber and s.has("EACH"):
        emit(ctx, s, "pairs", "pair.moves", ("K+Q:chamber",), [k[0], q[0], chamber[0]])
    for t in s.of("ONTOP") + s.of("TOP"):
        after = [r for r in (k + q) if t.j <= r.i <= t.j + 2]
        before = [r for r in (k + q) if r.j <= t.i and t.i - r.j <= 3]
        if t.text.lower() in COVER_WORDS:  # «дама кладётся поверх короля»: the other one
            after, before = [], [r for r in (k + q) if r.j <= t.i and t.i - r.j <= 3]
        pick = after[0] if after else (before[-1] if before else None)
        if pick is not None:
            emit(ctx, s, "pairs", "layout.pair-top", pick.value, [pick, t])
            break


def _colour_pairs(ctx: Context, s: Sentence) -> None:
    """Pairs of a red and a black card played together to the foundations: «первая пара будетъ
    состоять изъ черной двойки и красной дамы»; «Каждая карта изъ арміи должна быть положена на
    другую карту изъ флота …; спарованныя … карты … положены на … основанія» (the groups' colours
    known from the layout; the foundations then take from both groups).  A later sentence about
    pairing that names no card («Каждая карта можетъ быть спарована только однажды») speaks of
    the pair move already read."""
    pairing = s.of("ACT", "pair") + s.of("PAIR")
    if not pairing:
        return
    value = ("*R+*B:foundation",)
    to_foundation = bool(_foundation_cues(s)) or s.has("ACT", "play")
    coloured = {str(c.value) for c in s.of("COLOUR")
                if any(x.i in (c.j, c.j + 1) for x in s.cues if x.label in ("RANK", "CARD"))}
    if {"R", "B"} <= coloured and to_foundation:
        emit(ctx, s, "pairs", "pair.moves", value, [pairing[0], *s.of("COLOUR")[:2]])
        return
    groups = [(c, n) for c, n in piles(s, ctx.vocab) if (s.game, n) in ctx.colours and _from_word_before(s, c)]
    if {ctx.colours[(s.game, n)] for _, n in groups} >= {"R", "B"} and to_foundation:
        emit(ctx, s, "pairs", "pair.moves", value, [pairing[0], *[c for c, _ in groups]])
        fc = _foundation_cues(s)
        if fc:
            emit(ctx, s, "pairs", "foundation.fed-from", tuple(dict.fromkeys(n for _, n in groups)),
                 [fc[0], *[c for c, _ in groups]])
        return
    known = ctx.known(s.game, "pair.moves")
    if not s.has("RANK") and s.has("ACT", "pair") and len({f.value for f in known}) == 1:
        emit(ctx, s, "pairs", "pair.moves", known[-1].value, s.of("ACT", "pair")[:1])


@rule("end")
def r_end(ctx: Context, s: Sentence) -> None:
    wins, loses = s.of("WIN"), s.of("LOSE")
    alls = s.of("ALL")
    if wins and alls and not s.has("ODDS"):
        for c, name in piles(s, ctx.vocab):
            if name == "chamber":
                emit(ctx, s, "end", "end.win", "all-to-chamber", [wins[0], c])
                return
            if name == "foundation":
                emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], c])
                return
    if loses:
        rows = piles(s, ctx.vocab)
        bottom = [c for c, n in rows if n == "people"]
        if bottom and (s.has("NEG") or s.has("GAP")):
            emit(ctx, s, "end", "end.loss", "bottom-row-full", [bottom[0], loses[0]])


@rule("removed")
def r_removed(ctx: Context, s: Sentence) -> None:
    acts = [c for c in s.of("ACT") if c.pattern in DISCARD_IDS]
    if not acts:
        return
    a = acts[0]
    ranks = [r for r in s.of("RANK") if (r.j <= a.i and not s.breaks_between(r.i, a.i))
             or (r.i >= a.j and not s.comma_between(a.j, r.i))]
    if not ranks:
        return
    other = [o for o in s.of("OTHER") if any(0 <= r.i - o.j <= 1 for r in ranks)]
    if other and len(ranks) == 1 and _other_cards(ctx, s, a, other[0], ranks[0]):
        return
    pats = card_patterns(s, ranks, each_suit=True)
    items = tuple(dict.fromkeys(p for p, _ in pats))
    emit(ctx, s, "removed", "deck.removed", items, [a, *[c for _, cs in pats for c in cs]])


def _other_cards(ctx: Context, s: Sentence, act: Cue, other: Cue, rank: Cue) -> bool:
    """«Другие королевы отброшены» after «одна королева бубен … Суверен»: every card of the rank
    in the game's packs but those already given a part, counted suit by suit."""
    packs = ctx.packs.get(s.game)
    if not packs:
        return False
    taken: dict[str, int] = {}
    for f in ctx.known(s.game, "deck.decorative"):
        for item in f.value if isinstance(f.value, tuple) else (f.value,):
            for n, r, suit in _card_set_items([str(item).split(":")[0]]):
                if r == rank.value and suit in "CDHS":
                    taken[suit] = taken.get(suit, 0) + (n or 1)
    if not taken:
        return False
    items = tuple(f"{packs - taken.get(su, 0)}x{rank.value}{su}" for su in "CDHS" if packs > taken.get(su, 0))
    return emit(ctx, s, "removed", "deck.removed", items, [other, rank, act]) is not None


@rule("odds")
def r_odds(ctx: Context, s: Sentence) -> None:
    for o in s.of("ODDS"):
        if o.value is not None and not isinstance(o.value, (int, float)):
            emit(ctx, s, "odds", "odds.win", str(o.value), [o])
            continue
        nums = [c for c in s.of("NUM") if o.i <= c.i and c.j <= o.j and isinstance(c.value, int)]
        if len(nums) >= 2 and 0 < nums[-1].value and nums[0].value <= nums[-1].value:
            emit(ctx, s, "odds", "odds.win", round(nums[0].value / nums[-1].value, 4), [o])


@rule("history")
def r_history(ctx: Context, s: Sentence) -> None:
    """"first appears … 1883", "first used … by Coops": ``history.year``, ``history.first``;
    "Parlett and Arnold follow Morehead & Mott-Smith": ``history.follows`` [who, whom], one claim
    per source that follows, asserted by the text that compares them; "Coops uses a circle like Dick": ``layout.chamber``, one claim per source named;
    "laid out in any of the ways described": ``layout.chamber = any``; "the cards are vertical":
    ``layout.orientation``."""
    first = s.of("FIRST")
    if first:
        years = [c for c in s.of("NUM") if _YEAR.match(c.text)]
        if years:
            emit(ctx, s, "history", "history.year", int(years[0].text), [first[0], years[0]])
        srcs = [c for c in s.of("SOURCE") if c.i > first[0].i]
        if srcs:
            emit(ctx, s, "history", "history.first", str(srcs[0].value), [first[0], srcs[0]])
    follow = s.of("FOLLOW")
    if follow:
        srcs = [c for c in s.of("SOURCE") if c.i > follow[0].i]
        if srcs:
            # the article compares one source with another: it asserts [who, whom]
            who = [c for c in s.of("SOURCE") if c.j <= follow[0].i]
            for w in who:
                emit(ctx, s, "history", "history.follows", (str(w.value), str(srcs[0].value)),
                     [w, follow[0], srcs[0]])
    for c in s.of("SHAPE"):
        if c.value == "circle":
            for src in s.of("SOURCE") or [None]:
                emit(ctx, s, "history", "layout.chamber", "circle", [c],
                     source=str(src.value) if src is not None else "")
    chamber = [c for c, n in piles(s, ctx.vocab) if n == "chamber"]
    if chamber and s.has("ALL") and s.lemmas() & WAY_WORDS:
        emit(ctx, s, "history", "layout.chamber", "any", [chamber[0], s.of("ALL")[0]])
    orient = s.of("ORIENT")
    if orient and s.has("CARD"):
        emit(ctx, s, "history", "layout.orientation", str(orient[0].value), [orient[0]])


@rule("layout-groups")
def r_layout_groups(ctx: Context, s: Sentence) -> None:
    """"two groups of sixteen cards, each in four rows of four" (both reserve groups of the game);
    "four rows of eight" in a game whose rows are groups (each row group)."""
    shape = _shape(s)
    rows = game_rows(s.game)
    nums = [c for c in s.of("NUM") if isinstance(c.value, int)]
    if rows and shape and not _size(s) and not piles(s, ctx.vocab):
        n_rows, per_row = (int(x) for x in shape[0].split("x"))
        if n_rows == len(rows):
            for g in rows.values():
                emit(ctx, s, "layout-groups", f"{g}.size", per_row, shape[1])
        return
    for a in nums:
        if a.value != 2 or a.j >= s.span.end or s.norm(a.j) not in GROUP_WORDS:
            continue
        each = next((n for n in nums if n.i in (a.j + 2, a.j + 1) and n is not a), None)
        if each is None:
            continue
        groups = [g for g, r in _roles(ctx.vocab, s.game).items() if r == "reserve"]
        if len(groups) != 2:
            return
        for g in groups:
            emit(ctx, s, "layout-groups", f"{g}.size", each.value, [a, each])
            if shape is not None:
                emit(ctx, s, "layout-groups", f"{g}.shape", shape[0], shape[1])
        return


@rule("move-unit")
def r_move_unit(ctx: Context, s: Sentence) -> None:
    """"Only one card may be moved at a time": the groups built on so far in the game."""
    only, moves = s.of("ONLY"), s.of("ACT", "move")
    ones = [n for n in s.of("NUM") if n.value == 1 and any(0 <= c.i - n.j <= 1 for c in s.of("CARD"))]
    if not (only and moves and ones):
        return
    built = [f.slot.removesuffix(".build") for f in ctx.found
             if f.game == s.game and f.slot.endswith(".build") and f.value != "none"]
    for g in dict.fromkeys(built):
        emit(ctx, s, "move-unit", f"{g}.move-unit", "one-card", [only[0], ones[0], moves[0]])


@rule("gaps-only")
def r_gaps_only(ctx: Context, s: Sentence) -> None:
    """«Это единственный способ, которым карты из акций входят в игру»: the stock goes only
    into gaps."""
    only = s.of("ONLY")
    stock = [c for c, n in piles(s, ctx.vocab) if n == "stock"]
    if only and stock and s.all_words() & WAY_WORDS:
        emit(ctx, s, "gaps-only", "stock.deal", "into-gaps-only", [only[0], stock[0]])


@rule("fed-only")
def r_fed_only(ctx: Context, s: Sentence) -> None:
    """"they are only available for play to the foundations": the foundations take cards from
    the group the sentence is about (both sides, for "from one side to the other")."""
    fcues = _foundation_cues(s)
    only = s.of("ONLY")
    if not fcues or not only or only[0].i > fcues[0].i or fcues[0].i - only[0].j > 5:
        return
    words = s.all_words()
    names = [n for c, n in piles(s, ctx.vocab) if c.i < only[0].i
             and _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    if not names and words & OTHER_SIDE and words & SIDE_WORDS:
        names = sorted(g for g, r in _roles(ctx.vocab, s.game).items() if r == "reserve")
    if names:
        emit(ctx, s, "fed-only", "foundation.fed-from", tuple(dict.fromkeys(names)), [only[0], fcues[0]])


def _fed_denied(ctx: Context, s: Sentence, f: Cue) -> None:
    """«карты изъ колоды не могутъ быть сыграны непосредственно на основанія», after the
    foundations were said to take only from row 1: the sentence restates where they take from."""
    known = ctx.known(s.game, "foundation.fed-from")
    if not known or not isinstance(known[-1].value, tuple):
        return
    denied = [(c, n) for c, n in piles(s, ctx.vocab) if n != "foundation" and _from_word_before(s, c)]
    if denied and all(n not in known[-1].value for _, n in denied):
        emit(ctx, s, "fed-from", "foundation.fed-from", known[-1].value, [s.of("NEG")[0], f, denied[0][0]])


@rule("sequence-to")
def r_sequence_to(ctx: Context, s: Sentence) -> None:
    """«тузы восходятъ по порядку до королей, … короли нисходятъ по порядку до тузовъ»: each base
    rank runs up or down to a rank.  A rank taken out of play in the colour of a base (as many
    cards as there are bases of that colour) is skipped: a foundation whose base has a colour
    takes that colour."""
    items = _card_set_items(ctx.bases.get(s.game, ()))
    if len({r for _, r, _ in items}) < 2:
        return  # one base rank: _sequence_to
    seqs: dict[str, tuple[str, list[Cue]]] = {}
    for r in s.of("RANK"):
        mine = [it for it in items if it[1] == r.value]
        if not mine or r.value in seqs:
            continue
        d = next((c for c in s.cues if c.label in ("UP", "DOWN") and r.j <= c.i <= r.j + 1), None)
        if d is None:
            continue
        end = next((e for e in s.of("RANK") if 0 < e.i - d.j <= 4 and any(
            w in UNTIL_WORDS for w in s.words(d.j, e.i))), None)
        if end is None or end.value not in RANK_ORDER:
            continue
        a, b = RANK_ORDER.index(str(r.value)), RANK_ORDER.index(str(end.value))
        up = d.label == "UP"
        if up != (b > a):
            continue
        count, _, colour = mine[0]
        skip = _out_of_play(ctx, s.game, colour, count)
        rng = range(a, b + 1) if up else range(a, b - 1, -1)
        seq = [RANK_ORDER[k] for k in rng if k in (a, b) or RANK_ORDER[k] not in skip]
        seqs[str(r.value)] = ("-".join(seq), [r, d, end])
    if not seqs:
        return
    order = list(dict.fromkeys(rank for _, rank, _ in items if rank in seqs))
    emit(ctx, s, "foundation-build", "foundation.sequence", tuple(seqs[k][0] for k in order),
         [c for k in order for c in seqs[k][1]])


def _out_of_play(ctx: Context, game: str, colour: str, count: int | None) -> set[str]:
    """Ranks whose cards of ``colour`` were all taken out of the pack and are no bases (as many
    as there are bases of that colour)."""
    if colour not in ("R", "B") or count is None:
        return set()
    bases = set(ctx.bases.get(game, ()))
    pats = [p for _, ps in ctx.takeouts.get(game, []) for p in ps if p not in bases]
    return {r for n, r, col in _card_set_items(pats) if col == colour and n is not None and n >= count}


@rule("sequence-etc")
def r_sequence_etc(ctx: Context, s: Sentence) -> None:
    """«На тузовъ кладутъ королей, потомъ двойки, дамъ, тройки и такъ далѣе»: a series of ranks
    from a base, closed by "and so on", goes on as it began (see ``extrapolate``)."""
    etc = s.of("ETC")
    if not etc:
        return
    e = etc[0]
    ranks = [r for r in s.of("RANK") if r.j <= e.i and not s.breaks_between(r.i, e.i)]
    vals: list[str] = []
    for r in ranks:
        if not vals or vals[-1] != r.value:
            vals.append(str(r.value))
    tops = {r for _, r, _ in _card_set_items(ctx.bases.get(s.game, ()))}
    if len(vals) < 3 or vals[0] not in tops:
        return
    seq = extrapolate(vals)
    if seq is not None:
        emit(ctx, s, "sequence-etc", "foundation.sequence", ("-".join(seq),), [*ranks, e])


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


@rule("waste-split")
def r_waste_split(ctx: Context, s: Sentence) -> None:
    """«Талонъ состоитъ изъ двухъ пачекъ; въ одной … красныя, въ другой — черныя карты»: the
    waste's piles (``waste.count``) and, with both colours, ``waste.split = by-colour``; «всѣ
    остальныя красныя карты … составляютъ талонъ»: a colour's remaining cards make a waste;
    «складываются въ двѣ пачки» once the waste is known to be two packets: the split again."""
    wastes = [c for c, n in piles(s, ctx.vocab) if _role_of(ctx.vocab, s.game, n) == "waste"]
    colours = s.of("COLOUR")
    if wastes:
        w = wastes[0]
        for p in s.of("COLUMN"):
            num = next((x for x in s.of("NUM") if x.j == p.i and isinstance(x.value, int) and x.value >= 2), None)
            if num is None or p.i < w.i or s.breaks_between(w.i, p.i):
                continue
            emit(ctx, s, "waste-split", f"{w.value}.count", int(num.value), [w, num, p])
            ctx.waste_packets[s.game] = int(num.value)
            if {str(c.value) for c in colours} >= {"R", "B"}:
                emit(ctx, s, "waste-split", f"{w.value}.split", "by-colour", [w, p, *colours[:2]])
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


def _waste_dest(ctx: Context, s: Sentence, after: Cue) -> Cue | None:
    """Where cards go after ``after``: a waste pile, or "two packets" when the waste is two."""
    for c, n in piles(s, ctx.vocab):
        if c.i > after.i and _role_of(ctx.vocab, s.game, n) == "waste":
            return c
    n = ctx.waste_packets.get(s.game)
    for p in s.of("COLUMN"):
        if n and p.i > after.i and any(x.j == p.i and x.value == n for x in s.of("NUM")):
            return p
    return None


@rule("stock-through")
def r_stock_through(ctx: Context, s: Sentence) -> None:
    """«раскладываютъ остальную колоду, при чемъ карты, не подходящія для основанія,
    откладываютъ въ талонъ»: the rest of the pack is gone through card by card, the cards not
    used going to the waste (``stock.deal = one-to-waste``); the cards that fit go to the
    foundations (``foundation.fed-from`` the stock).  When: "whenever the player wishes" or
    "at a standstill" said in the sentence."""
    rest, deal = s.of("REST"), s.of("ACT", "deal")
    stock = [c for c, n in piles(s, ctx.vocab) if n == "stock"] + s.of("PACK")
    st = next((c for c in stock if any(0 <= c.i - r.j <= 1 for r in rest)), None)
    if st is None or not deal:
        return
    dest = _waste_dest(ctx, s, st)
    if dest is None:
        return
    f = emit(ctx, s, "stock-through", "stock.deal", "one-to-waste", [deal[0], st, dest])
    if f is None:
        return
    words = s.all_words()
    if words & STANDSTILL:
        emit(ctx, s, "stock-through", "stock.deal.timing", "standstill", [deal[0]])
    elif words & ANY_TIME:
        emit(ctx, s, "stock-through", "stock.deal.timing", "any-time", [deal[0]])
    fit = [c for c in _foundation_cues(s) if st.i < c.i < dest.i and any(0 < c.i - n.i <= 3 for n in s.of("NEG"))]
    if fit:
        emit(ctx, s, "stock-through", "foundation.fed-from", ("stock",), [st, fit[0]])
    gaps = [g for g in s.of("GAP") if st.i < g.i < dest.i and any(0 < g.i - n.i <= 6 for n in s.of("NEG"))]
    if gaps and ctx.known(s.game, "waste.access"):
        # «тѣ же карты, которыя не требуются для занятія свободныхъ мѣстъ, складываются въ двѣ
        # пачки»: the pack's cards fill the gaps, the others wait in the waste, whose top card
        # fills them later
        for name in _fillable(ctx, s.game):
            emit(ctx, s, "stock-through", f"{name}.fill", ("waste", "stock"), [st, gaps[0], dest])


@rule("waste-formed")
def r_waste_formed(ctx: Context, s: Sentence) -> None:
    """"the waste, which is formed from the unplayed cards of the stock": one at a time to it."""
    form = s.of("FORM")
    if not form:
        return
    named = piles(s, ctx.vocab)
    w = [c for c, n in named if _role_of(ctx.vocab, s.game, n) == "waste" and c.i < form[0].i]
    st = [c for c, n in named if n == "stock" and c.i > form[0].i and _from_word_before(s, c)]
    if w and st:
        emit(ctx, s, "waste-formed", "stock.deal", "one-to-waste", [w[-1], form[0], st[0]])


def _from_value(ctx: Context, game: str, target: str, sources: Sequence[str]) -> tuple[str, ...]:
    """A group's ``build.from`` for the groups its cards come from: the row below, the same row
    and the row below, or the groups (waste, stock, reserve…) by name."""
    rows = {g: n for n, g in game_rows(game).items()}
    out: list[str] = []
    kinds = set()
    for src in dict.fromkeys(sources):
        if rows and src in rows and target in rows:
            if rows[src] == rows[target]:
                kinds.add("same")
                continue
            if rows[src] == rows[target] + 1:
                kinds.add("below")
                continue
            return ()
        role = _role_of(ctx.vocab, game, src)
        out.append(role if role in ("waste", "stock") else src)
    if kinds == {"same", "below"}:
        out.insert(0, "same-row-and-row-below")
    elif kinds == {"below"}:
        out.insert(0, "row-below")
    elif kinds == {"same"}:
        out.insert(0, target)
    return tuple(dict.fromkeys(out))


@rule("build-from")
def r_build_from(ctx: Context, s: Sentence) -> None:
    """Where the cards built on a group come from (``G.build.from``):

    - "X cards may be put on the cards of Y" / «карты въ резервѣ можно класть на карты въ
      окопахъ», «резервъ долженъ переходить въ окопы», «переводятъ карты въ окопы и изъ
      резерва», «на карты ряда 2 кладутся карты изъ ряда 3, на карты ряда 3 — …»: the group the
      cards go to or onto, and the group they come from (named with "from", or the subject);
    - «карты въ окопахъ можно перекладывать изъ одной пачки въ другую», "one on another": the
      group itself;
    - "for building on row 1 are available the top cards of row 1 and the cards of row 2",
      "the top card of the waste is available for building on row 4": the groups named with it.

    "… but only on the cards at the ends of the row they were taken from": the source group's
    cards are available at the ends of its rows (``access = row-ends``)."""
    verbs = [c for c in s.of("ACT") if c.value in ("build", "move", "pass")]
    if not verbs:
        return
    named = [(c, n) for c, n in all_piles(s, ctx.vocab)
             if _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau", "waste", "stock")]
    negs = s.of("NEG")

    def negated(c: Cue) -> bool:
        return any(0 < c.i - n.i <= 4 and not s.comma_between(n.i, c.i) for n in negs)

    targets = [(c, n) for c, n in named if _into(s, c) and _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
    for k, (t, tname) in enumerate(targets):
        verb = min(verbs, key=lambda v: abs(v.i - t.i))
        if negated(verb) or negated(t):
            continue
        nxt = targets[k + 1][0].i if k + 1 < len(targets) else s.span.end
        srcs = [(c, n) for c, n in named if t.j <= c.i < nxt and _from_word_before(s, c) and not negated(c)]
        if not srcs:
            # the subject: a group named in the target's part of the sentence, else the nearest
            # one before it («карты въ резервѣ, которыхъ можно перевести въ окопы»)
            lo = max([b.i for b in s.doc[s.span.start:t.i] if b.text in (",", ";")] + [s.span.start])
            before = [(c, n) for c, n in named if c.i < t.i and (c, n) not in targets and not negated(c)
                      and not _from_word_before(s, c, of=False)]
            srcs = [(c, n) for c, n in before if c.i >= lo] or before[-1:]
        if not srcs:
            continue
        value = _from_value(ctx, s.game, tname, [n for _, n in srcs[:1]])
        if value:
            emit(ctx, s, "build-from", f"{tname}.build.from", value, [srcs[0][0], verb, t])
            only = [w for w in s.of("ONLY") if w.i > t.i]
            ends = bool(only and s.all_words() & END_WORDS and any(r.i > t.i for r in s.of("ROW")))
            src_name = srcs[0][1]
            if ends and _role_of(ctx.vocab, s.game, src_name) == "reserve":
                emit(ctx, s, "build-from", f"{src_name}.access", "row-ends", [srcs[0][0], s.of("ONLY")[-1]])
    if targets:
        return
    # within a group: "from one packet to another", "one on another"
    others = s.all_words() & OTHER_SIDE
    ones = [x for x in s.of("NUM") if x.value == 1 and any(v.i < x.i for v in verbs)]
    if others and ones:
        here = [(c, n) for c, n in named if c.i < ones[0].i and _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")]
        verb = next(v for v in verbs if v.i < ones[0].i)
        if here and not negated(verb):
            emit(ctx, s, "build-from", f"{here[-1][1]}.build.from", (here[-1][1],), [here[-1][0], verb, ones[0]])
        return
    # "for building on X": the groups named with it
    for v in verbs:
        if v.pattern not in ("ru-act-build-noun", "en-act-build-noun"):
            continue
        t = next(((c, n) for c, n in named if 0 < c.i - v.j <= 3
                  and _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")), None)
        if t is None:
            continue
        bounds = [b.i for b in s.doc[s.span.start:s.span.end] if b.text == ";" or b.norm_ in CLAUSE_JOINS]
        lo = max([b for b in bounds if b < v.i] + [s.span.start])
        hi = min([b for b in bounds if b > v.i] + [s.span.end])
        srcs = [(c, n) for c, n in named if lo <= c.i < hi and c is not t[0] and not negated(c)]
        if srcs:
            value = _from_value(ctx, s.game, t[1], [n for _, n in srcs])
            if value:
                emit(ctx, s, "build-from", f"{t[1]}.build.from", value, [v, t[0], *[c for c, _ in srcs]])


@rule("pass-through")
def r_pass_through(ctx: Context, s: Sentence) -> None:
    """«Карты изъ талона должны проходить чрезъ резервъ, а резервъ долженъ переходить въ окопы
    раньше, чѣмъ карты могутъ быть сыграны»: the foundations take only from the last group."""
    passes = s.of("ACT", "pass")
    if not passes or not (s.has("ACT", "play") or _foundation_cues(s)):
        return
    if not s.all_words() & BEFORE_WORDS:
        return
    last = passes[-1]
    dest = next((c for c, n in piles(s, ctx.vocab) if c.i > last.i and _into(s, c)
                 and _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")), None)
    if dest is not None:
        emit(ctx, s, "pass-through", "foundation.fed-from", (str(dest.value),), [passes[0], last, dest])


@rule("base-taken")
def r_base_taken(ctx: Context, s: Sentence) -> None:
    """«берутъ изъ окоповъ туза … и играютъ ихъ на принадлежащія имъ мѣста»: a base card taken
    from the layout during play: the bases are played as they become available."""
    take = s.of("ACT", "takeout")
    tops = {r for _, r, _ in _card_set_items(ctx.bases.get(s.game, ()))}
    if not take or not tops:
        return
    ranks = [r for r in s.of("RANK") if r.value in tops]
    src = [c for c, n in piles(s, ctx.vocab) if _role_of(ctx.vocab, s.game, n) in ("reserve", "tableau")
           and _from_word_before(s, c)]
    if ranks and src:
        emit(ctx, s, "base-taken", "foundation.base.timing", "as-available", [take[0], src[0], ranks[0]])


@rule("setup-choice")
def r_setup_choice(ctx: Context, s: Sentence) -> None:
    """Choices before play: "the player chooses which group … (as the lords' side)"; the ladies'
    side "either: …" (how it lies); "the player may choose the rank the two sets of foundations
    start from" (and the bases are then ranks chosen: ``X*``, ``Y*``)."""
    choose = s.of("CHOOSE")
    named = piles(s, ctx.vocab)
    words = s.all_words()
    if choose:
        rank_words, fcues = s.of("RANKWORD"), _foundation_cues(s)
        if rank_words and fcues:
            emit(ctx, s, "setup-choice", "setup.choice", ("foundation-ranks",), [choose[0], rank_words[0]])
            n = next((int(x.value) for x in s.of("NUM") if isinstance(x.value, int) and x.j < s.span.end
                      and s.norm(x.j) in GROUP_WORDS), 1)
            if 1 <= n <= 2:
                emit(ctx, s, "setup-choice", "foundation.base", ("X*", "Y*")[:n], [rank_words[0], fcues[0]])
        lords = [c for c, n in named if n == "lords"]
        if lords and words & GROUP_WORDS:
            emit(ctx, s, "setup-choice", "setup.choice", ("lords-group",), [choose[0], lords[0]])
    ladies = [c for c, n in named if n == "ladies"]
    if ladies and words & EITHER_WORDS:
        emit(ctx, s, "setup-choice", "setup.choice", ("ladies-access",), [ladies[0]])


@rule("no-reserve")
def r_no_reserve(ctx: Context, s: Sentence) -> None:
    """«…Кадриль (…), оба из которых не имеют резерва»: no reserve piles in the games named."""
    negs = s.of("NEG")
    res = [c for c, n in piles(s, ctx.vocab) if n == "reserve" or c.pattern.endswith("stock-or-reserve")]
    have = [t.i for t in s.span if t.lemma_ in HAVE_LEMMAS]
    if not (negs and res and have) or not any(abs(n.i - h) <= 2 for n in negs for h in have):
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


@rule("decorative")
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
        cand = [c for c in cards if lo <= c.i and c.j <= role.i and role.i - c.j <= 6]
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
                if _card_set_items([p]) and _card_set_items([p])[0][1] == rank:
                    return p
    return f"{rank}{suit}"


def name_text(s: Sentence, i: int, j: int) -> str:
    """The words ``doc[i:j]`` as a name: quotes, brackets and footnote marks left out; a
    pre-reform text in modern spelling (first letter capitalised)."""
    toks = [t for t in s.doc[i:j] if not (t.is_punct and t.text not in ("-", "'", "’")) and not t.like_num]
    if not toks:
        return ""
    out = ""
    for k, t in enumerate(toks):
        word = t.text
        if t.norm_ and t.norm_ != t.lower_ and s.lang.startswith("ru"):
            # old spelling: the modern form, in the case it was printed in
            word = t.norm_.upper() if t.text.isupper() else (t.norm_.capitalize() if t.text[:1].isupper() else t.norm_)
        out += word + (t.whitespace_ if k + 1 < len(toks) else "")
    out = out.strip()
    if out.isupper() and len(out) > 3:
        out = out[:1] + out[1:].lower()  # a heading in capitals: «ОСАЖДЕННЫЙ ГОРОДЪ.»
    return out


def _name_run(s: Sentence, i: int) -> tuple[int, int]:
    """The extent of a name starting at token ``i``: up to a bracket, dash, comma or the end of
    the sentence part; inside quotes, the quoted words."""
    doc = s.doc
    if i < s.span.end and doc[i].text in ("«", '"', "'", "“", "‘"):
        close = {"«": "»", '"': '"', "'": "'", "“": "”", "‘": "’"}[doc[i].text]
        for k in range(i + 1, s.span.end):
            if doc[k].text == close or doc[k].text.endswith(close):
                return i + 1, k
        return i + 1, i + 1
    k = i
    while k < s.span.end and doc[k].text not in ("(", ")", ",", ";", ":", "-", "—", "–", ".", "[", "«", "»"):
        if k > i and doc[k].norm_ in NAME_STOP_WORDS and \
                not doc[k].text[:1].isupper():
            break
        k += 1
    return i, k


@rule("names")
def r_names(ctx: Context, s: Sentence) -> None:
    """Names and other names:

    - a sentence that opens with the game's name and goes on to say what it is («Гавот или же
      Нечетные и четные (также известный как Дворец) - это редкая игра»): ``name``; the name
      after "or"/«или же» and the one in brackets ("usually X", "also known as X"): ``alias``;
    - "the name 'X'", «название Лорды и дамы»: ``alias`` of the game the text is about;
    - another game named with a name in brackets («Кадриль (Захваченные королевы)»): its
      ``name`` and ``alias``."""
    games = s.of("GAME")
    doc = s.doc
    start = s.span.start + (1 if doc[s.span.start].text in ("«", '"', "'") else 0)
    lead = next((g for g in games if g.i == start), None)
    taken: list[tuple[int, int]] = []
    if lead is not None and lead.j < s.span.end:
        nxt = doc[lead.j + (1 if doc[lead.j].text in ("»", '"', "'") else 0)] if lead.j < s.span.end else None
        defining = nxt is not None and (nxt.text in ("(", "-", "—", "–") or nxt.norm_ in NAME_OR_WORDS or (
            nxt.norm_ in NAME_IS_WORDS and str(lead.value) == s.home))
        if defining:
            emit(ctx, s, "names", "name", name_text(s, lead.i, lead.j), [lead], game=str(lead.value))
            after = lead.j
            for k in s.of("KNOWNAS"):
                if k.i == lead.j or (k.i == lead.j + 1 and doc[lead.j].text in ("»", '"')):
                    i, j = _name_run(s, k.j)
                    alias = name_text(s, i, j)
                    if alias:
                        emit(ctx, s, "names", "alias", alias, [k], game=str(lead.value))
                        taken.append((i, j))
                        after = j
            if after < s.span.end and doc[after].text == "(":
                _bracket_alias(ctx, s, after, str(lead.value))
    for g in games:
        if g is lead or g.j >= s.span.end or doc[g.j].text != "(" or str(g.value) == s.home:
            continue
        if any(i <= g.i and g.j <= j for i, j in taken):
            continue
        emit(ctx, s, "names", "name", name_text(s, g.i, g.j), [g], game=str(g.value))
        _bracket_alias(ctx, s, g.j, str(g.value))
    for nw in s.of("NAMEWORD"):
        if nw.j >= s.span.end or not (doc[nw.j].text[:1].isupper() or doc[nw.j].text in ("«", "'", '"')):
            continue
        i, j = _name_run(s, nw.j)
        if i == nw.j and j > i + 1 and doc[j - 1].text[:1].islower():
            # «название Лорды и дамы потому что»: a capitalised name and what joins it
            j = next((k + 3 for k in range(i, j - 2) if doc[k + 1].norm_ in NAME_AND_WORDS), i + 1)
        alias = name_text(s, i, j)
        if any(c.label == "SOURCE" and c.i == i for c in s.cues):
            continue  # «… название Купс»: who gave it, not the name
        if alias and not any(g.i == i and g.j == j and str(g.value) == s.home for g in games):
            emit(ctx, s, "names", "alias", alias, [nw], game=s.home or s.game)
    for f in s.of("FIRST"):
        # "The game first appears as The Queen's Audience"
        g = next((g for g in games if g.i > f.j and s.norm(g.i - 1) in NAME_AS_WORDS), None)
        if g is not None:
            i = g.i - 1 if doc[g.i - 1].text == "The" else g.i
            emit(ctx, s, "names", "name", name_text(s, i, g.j), [f, g], game=str(g.value))


def _bracket_alias(ctx: Context, s: Sentence, open_at: int, game: str) -> None:
    """The first capitalised name inside brackets after a game's name ("(usually Constitution
    in American sources)", «(также известный как Дворец)»), unless the brackets deny it."""
    doc = s.doc
    close = next((k for k in range(open_at + 1, s.span.end) if doc[k].text == ")"), None)
    if close is None or any(c.label == "NEG" and open_at < c.i < close for c in s.cues):
        return
    start = next((k for k in range(open_at + 1, close) if doc[k].text[:1].isupper()
                  or doc[k].text in ("«", '"')), None)
    if start is None:
        return
    i, j = _name_run(s, start)
    j = min(j, close)
    while j > i and (doc[j - 1].like_num or doc[j - 1].is_punct):
        j -= 1
    alias = name_text(s, i, j)
    if alias:
        emit(ctx, s, "names", "alias", alias, [Cue("NAME", alias, doc[i].idx, doc[j - 1].idx + len(doc[j - 1]),
                                                   i, j, "bracket-name", alias)], game=game)


@rule("related")
def r_related(ctx: Context, s: Sentence) -> None:
    """"closely related to Cotillion … and Quadrille", «очень похожая на Royal Cotillion»: the
    games named after the word (``related``); «являющаяся разновидностью Королевского
    котильона», "King's Audience is identical except …": ``variant-of``; "… both of which …
    depend entirely on luck": ``skill = luck``."""
    home = s.home or s.game
    for r in s.of("RELATED")[:1]:
        after = [str(g.value) for g in s.of("GAME") if g.i > r.i and str(g.value) != home]
        if after:
            emit(ctx, s, "related", "related", tuple(dict.fromkeys(after)), [r], game=home)
    for v in s.of("VARIANT")[:1]:
        games = s.of("GAME")
        subject = next((g for g in games if g.i < v.i), None)
        target = next((g for g in games if g.i > v.i), None)
        if subject is not None and target is not None and subject.value != target.value:
            emit(ctx, s, "related", "variant-of", str(target.value), [subject, v, target], game=str(subject.value))
        elif subject is not None and target is None and str(subject.value) != home:
            emit(ctx, s, "related", "variant-of", home, [subject, v], game=str(subject.value))
    luck = s.of("LUCK")
    if luck and any(0 <= luck[0].i - a.j <= 3 for a in s.of("ALL") + s.of("ONLY")):
        games = [str(g.value) for g in s.of("GAME") if g.i < luck[0].i]
        words = s.all_words()
        targets = games[-2:] if words & BOTH_WORDS else [s.game]
        for g in dict.fromkeys(targets):
            emit(ctx, s, "related", "skill", "luck", [luck[0]], game=g)


def sentence_game(s: Sentence) -> str:
    """The game a sentence speaks about: its section's, or the one game it names."""
    games = {str(c.value) for c in s.of("GAME")}
    if len(games) == 1:
        (g,) = games
        return g
    return s.game


class SentenceReader:
    """Run every rule over the sentences of a text, in order, keeping discourse memory."""

    def __init__(self, vocab: Vocabulary, pset: PatternSet) -> None:
        self.vocab = vocab
        self.pset = pset
        self.ctx = Context(vocab)
        self.prev: Sentence | None = None

    def read(self, doc: Doc, segment: str | None, game: str, lang: str) -> None:
        first = True
        for sent in doc.sents:
            s = Sentence(sent, cues_of(sent, self.pset), segment, game, lang, self.prev, first, game)
            own = sentence_game(s)
            if own != game and own in self.vocab.games:
                s.game = own
            for _, fn in RULES:
                fn(self.ctx, s)
            self._remember(s)
            self.prev = s
            first = False

    def heading(self, doc: Doc, segment: str | None, game: str, lang: str, title: bool) -> None:
        """A heading or caption that names the game: its ``name`` (each of «X - Y»; brackets
        left out).  Under a section heading it is a default reading: a first sentence that
        names the game itself («Гавот или же …») gives the name instead; a title is the name."""
        span = doc[:]
        s = Sentence(span, cues_of(span, self.pset), segment, game, lang, None, True, game)
        cuts = [t.i for t in doc if t.text in ("-", "—", "–") and t.whitespace_ and t.i > 0
                and doc[t.i - 1].whitespace_]
        bounds = [0, *cuts, len(doc)]
        for a, b in zip(bounds, bounds[1:]):
            lo = a + (1 if a else 0)
            hi = next((t.i for t in doc[lo:b] if t.text == "("), b)
            name = name_text(s, lo, hi)
            if name and lo < hi:
                cue = Cue("NAME", name, doc[lo].idx, doc[hi - 1].idx + len(doc[hi - 1]), lo, hi, "heading", name)
                emit(self.ctx, s, "names", "name", name, [cue], implicit=not title)

    def _remember(self, s: Sentence) -> None:
        groups = [n for _, n in piles(s, self.vocab)
                  if _role_of(self.vocab, s.game, n) in ("reserve", "tableau")]
        self.ctx.last_groups = list(dict.fromkeys(groups))
        if groups:
            self.ctx.last_group = groups[-1]

    def boundary(self) -> None:
        """A new stretch of text starts (a heading that names no other game)."""
        self.ctx.scope += 1
        self.ctx.scope_start = len(self.ctx.found)
        self.ctx.last_groups = []
        self.ctx.last_group = None
        self.ctx.last_build = None

    def section_break(self) -> None:
        """Forget the discourse memory (a new game or section starts)."""
        self.ctx.pending_layout = None
        self.ctx.pending_ranks = None
        self.ctx.last_fill = None
        self.prev = None
        self.boundary()

    @property
    def found(self) -> list[Found]:
        return self.ctx.found


#: Slots whose statements in one stretch of text are parts of one rule when they differ.
CONSOLIDATED = (".build.from",)


def finalise(found: Sequence[Found]) -> list[Found]:
    """The claims of a whole text, once read (and read through its corrections):

    - a default reading (``Found.implicit``) is dropped where the same stretch of text states the
      slot explicitly ("Gaps in the reserve are filled from the talon" … "every gap is filled at
      once");
    - statements of a consolidated slot (``CONSOLIDATED``: where a group's cards come from) that
      differ within a stretch of text are the parts of one rule: they become one claim whose
      value joins them (the group itself first, then the others as the text names them) and
      whose evidence is every sentence that states a part.  Statements that agree stay apart
      (each restates the whole rule).
    """
    explicit = {(f.scope, f.game, f.slot) for f in found if not f.implicit}
    kept = [f for f in found if not (f.implicit and (f.scope, f.game, f.slot) in explicit)]
    groups: dict[tuple[int, str, str, str], list[int]] = {}
    for k, f in enumerate(kept):
        if f.slot.endswith(CONSOLIDATED):
            groups.setdefault((f.scope, f.game, f.slot, f.source), []).append(k)
    merged: dict[int, Found] = {}
    drop: set[int] = set()
    for (_, _, slot, _), idx in groups.items():
        values = {kept[k].key() for k in idx}
        if len(values) < 2:
            continue
        own = slot.rsplit(".", 2)[0]
        items: list[Any] = []
        for k in idx:
            v = kept[k].value
            items.extend(v if isinstance(v, tuple) else (v,))
        items = list(dict.fromkeys(items))
        items.sort(key=lambda x: 0 if x == own else 1)
        first = kept[idx[0]]
        merged[idx[0]] = replace(
            first, value=tuple(items), rule=first.rule + "+joined",
            segments=tuple(dict.fromkeys(sid for k in idx for sid in kept[k].segments)),
            patterns=tuple(dict.fromkeys(p for k in idx for p in kept[k].patterns)),
            corrects=tuple(dict.fromkeys(c for k in idx for c in kept[k].corrects)))
        drop.update(idx[1:])
    return [merged.get(k, f) for k, f in enumerate(kept) if k not in drop]


def iter_found(found: Iterable[Found]) -> Iterator[Found]:
    """Found claims in a stable order (segment order is kept by the reader)."""
    yield from found
