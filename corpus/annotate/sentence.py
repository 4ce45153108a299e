"""A sentence and its cues: what the sentence rules read.

The span ruler marks *cues* in a sentence (numbers, ranks, piles, actions, negations...: see
the pattern files); ``cues_of`` turns the spans of one sentence into :class:`Cue` values
(label, value, offsets, pattern id), and :class:`Sentence` gives the rules its words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from spacy.tokens import Doc, Span, Token

from corpus.annotate.grammar_en import modal_before, modality
from corpus.annotate.pipeline import PatternSet, SPANS_KEY
from corpus.annotate.words import (
    ALWAYS_WORDS, ANY_MOMENT, CONCESSIVE, ANY_MOMENT_BETWEEN, ANY_TIME, WHEN_WORDS, PREFER_LEMMAS, ARTICLES, CLAUSE_BREAK, COMPARE_TO, CONTRAST_WORDS, INFER_PLACE, INHERITED_LABELS,
    NO_CONTRAST_AFTER, NOT_A_NOUN_AFTER_ARTICLE,
    PILE_PRONOUNS, POSSESSIVE_WORDS, RANK_VALUE, REPLY_NO, REPLY_YES, SUBORDINATORS, SUIT_VALUE, TIME_NOUNS,
)

__all__ = [
    "COLLECTIVE", "Cue", "Sentence", "cues_of", "sentence_game", "clause_bounds", "clause_views", "pronoun_cue", "is_question",
    "question_before", "answered", "speaker_end", "through_question", "any_moment", "time_words",
    "label_pile", "denied_after", "content_word",
]


#: Pattern-id prefix of the cues a group noun said of two groups at once gives, one per group
#: ("either force", «обе порции»: labels.py).
COLLECTIVE = "collective-"


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

    @property
    def collective(self) -> bool:
        """One of the cues of words said of two groups at once: no pronoun, memory or choice takes
        it for a single group."""
        return self.pattern.startswith(COLLECTIVE)


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
    # (and the words of a phrase that says "regardless of suit" or "lost": «не обращая внимания на масть»,
    # «пасьянс не удался» negate nothing)
    names = [c for c in raw if c.label in ("GAME", "SOURCE", "TWOS", "FORDER", "ANYSUIT", "LOSE")]
    kept = [c for c in raw if c.label in ("GAME", "SOURCE", "TWOS", "FORDER", "ANYSUIT", "LOSE")
            or not any(n.i <= c.i and c.j <= n.j for n in names)]
    # a game name inside a longer one («Котильон» in «Королевский котильон») is not a name
    games = [c for c in kept if c.label == "GAME"]
    kept = [c for c in kept if c.label != "GAME" or not any(
        g is not c and g.i <= c.i and c.j <= g.j and g.j - g.i > c.j - c.i for g in games)]
    if pset.lang == "ru":
        kept = [c for c in kept if not _concessive(doc, c, sent.start)]
        kept += _modal_cues(sent, kept)
    kept.sort(key=lambda c: (c.i, -c.j, c.label))
    return _merge_numbers(kept, doc)


def _concessive(doc: Doc, c: Cue, start: int) -> bool:
    """A ``NEG`` «ни» within three words after «бы» (words.toml ``concessive-particle``) is
    concessive, no negation: «когда бы вам ни понравилось» (whenever you like)."""
    return c.label == "NEG" and c.j - c.i == 1 and (doc[c.i].norm_ or doc[c.i].lower_) == "ни" and any(
        (doc[k].norm_ or doc[k].lower_) in CONCESSIVE for k in range(max(start, c.i - 3), c.i))


def _modal_cues(sent: Span, cues: list[Cue]) -> list[Cue]:
    """The ``NEG`` and ``AVAIL`` cues Russian permissions and prohibitions give (modality.py)."""
    from corpus.annotate.modality import modal_cues

    def at(label: str) -> set[int]:
        return {k for c in cues if c.label == label for k in range(c.i, c.j)}

    acts: dict[int, set[str]] = {}
    for c in cues:
        for k in range(c.i, c.j) if c.label == "ACT" else ():
            acts.setdefault(k, set()).add(str(c.value))
    doc = sent.doc
    return [Cue(label, None, doc[i].idx, doc[max(i, j - 1)].idx + (len(doc[j - 1].text) if j > i else 0), i, j, pid,
                doc[i:j].text) for label, i, j, pid in modal_cues(sent, at("NEG"), at("AVAIL"), acts)]


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
    #: The game of the section (``game`` may be another one the sentence names).
    home: str = ""
    #: The question an answer is read through (``through_question``: the sentence's words begin
    #: with the question's), and the token where the answer's own words begin.
    asked: Sentence | None = None
    answer: int = -1

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

    def before(self, i: int, n: int = 2, lo: int | None = None) -> list[str]:
        """The ``n`` words before token ``i`` (not before ``lo``), articles and number words
        skipped: "as far as the Jack", "up to the two Kings": the words
        that say what the noun at ``i`` is to the sentence."""
        lo = self.span.start if lo is None else max(lo, self.span.start)
        out: list[str] = []
        k = i - 1
        while k >= lo and len(out) < n:
            w = self.norm(k)
            if w not in ARTICLES and not any(c.label == "NUM" and c.i <= k < c.j for c in self.cues):
                out.insert(0, w)
            k -= 1
        return out

    def labelled(self, cue: Cue, label: str = "NUM") -> Cue | None:
        """The cue a label line gives for ``cue``: "Decks: two", "Redeals: one" (the cue, a
        colon or dash, then the value)."""
        if cue.j >= self.span.end or self.doc[cue.j].text not in (":", "—", "–", "-"):
            return None
        return next((c for c in self.cues if c.label == label and c.i == cue.j + 1), None)

    def all_words(self) -> set[str]:
        return {t.norm_ or t.lower_ for t in self.span}

    def lemmas(self) -> set[str]:
        return {t.lemma_.lower() for t in self.span}

    def breaks_between(self, a: int, b: int) -> bool:
        """Whether a clause ends between tokens a and b (a stop, «;», a dash, or a contrasting
        ", а" / ", but" / "whereas")."""
        lo, hi = sorted((a, b))
        return any(t.text in CLAUSE_BREAK for t in self.doc[lo:hi]) or any(
            lo < k <= hi and k < self.span.end for k in self.contrast_cuts())

    def contrast_cuts(self) -> list[int]:
        """Tokens that open a clause set against the one before (", а", ", but", "whereas")."""
        doc, start = self.doc, self.span.start
        end = self.span.end
        return [t.i for t in self.span if (t.norm_ or t.lower_) in CONTRAST_WORDS and t.i > start + 1
                and (doc[t.i - 1].text == "," or (t.norm_ or t.lower_) in ("whereas", "while"))
                and not (t.i + 1 < end and (doc[t.i + 1].norm_ or doc[t.i + 1].lower_) in NO_CONTRAST_AFTER)]

    def reaches(self, neg: int, i: int) -> bool:
        """Whether the negation at token ``neg`` may deny the word at ``i`` after it: no comma,
        stop or subordinate clause opens between ("Don't worry if the garden fills up": the
        "n't" denies the worrying, not the filling)."""
        lo, hi = sorted((neg, i))
        return not self.comma_between(lo, hi) and not any(self.norm(k) in SUBORDINATORS for k in range(lo + 1, hi))

    def comma_between(self, a: int, b: int) -> bool:
        lo, hi = sorted((a, b))
        return any(t.text in CLAUSE_BREAK or t.text == "," for t in self.doc[lo:hi])

    def norm(self, k: int) -> str:
        t = self.doc[k]
        return t.norm_ or t.lower_


def content_word(t: Token) -> bool:
    """Whether a token is a content word: one spaCy's stop list does not hold, or one it holds right
    after an article or a place preposition, where it is a noun whatever the list says ("a gap in
    the keep", "on any side", "a part of it"; not the function words of
    ``[not-a-noun-after-article]``: "the other", "the same", "of them").

    >>> from corpus.annotate.pipeline import get_pipeline
    >>> doc = get_pipeline("en")("Keep a gap in the keep, the other one")
    >>> [t.text for t in doc if content_word(t)]
    ['gap', 'keep']
    """
    if not t.is_alpha:
        return False
    if not t.is_stop:
        return True
    if t.i == 0 or t.lower_ in NOT_A_NOUN_AFTER_ARTICLE or t.lemma_.lower() in NOT_A_NOUN_AFTER_ARTICLE:
        return False
    before = t.doc[t.i - 1].norm_ or t.doc[t.i - 1].lower_
    return before in ARTICLES or before in INFER_PLACE


def is_question(s: Sentence) -> bool:
    """Whether a sentence ends with a question mark."""
    return s.span.text.rstrip(" \n—–-").endswith("?")  # «Можно ли пересдать? — Нет»: the dash is the answer's


def question_before(s: Sentence) -> Sentence | None:
    """The question a sentence answers: the sentence before it in the same segment, when that
    one asks ("How many packs? Two.", "Can I deal again? No."): the answer leaves out what the
    question says."""
    if s.asked is not None:
        return s.asked
    q = s.prev
    if q is None or q.doc is not s.doc or not is_question(q) or is_question(s):
        return None
    return q


def answered(s: Sentence) -> bool:
    """Whether a question is answered in its own segment (the answer reads it: the question alone
    states nothing)."""
    return is_question(s) and any(not t.is_space for t in s.doc[s.span.end:])


def speaker_end(span: Span) -> int:
    """The first token after a speaker's label or a dash that opens a line of a dialogue ("Q:",
    "A:", "REDFERN:", «В:», «— »): the words the speaker says start there."""
    doc, k = span.doc, span.start
    while k < span.end and doc[k].text in ("—", "–", "-"):
        k += 1
    if k + 1 < span.end and doc[k + 1].text == ":" and doc[k].is_alpha and doc[k].text.isupper():
        k += 2
    while k < span.end and doc[k].text in ("—", "–", "-"):
        k += 1
    return k


def through_question(q: Sentence, a: Sentence) -> Sentence:
    """An answer read through its question: one sentence from the question's words to the
    answer's ("Where do cards for the garden come from? From other piles." reads as "cards for
    the garden come from other piles").  A speaker's label is no word of it ("A:" is no Ace); an
    answer that opens with "no" («Нет», «Никогда», «Нельзя») denies the question's verb: its
    negation moves there (a ``NEG`` cue just before the question's first verb), and says nothing
    in the answer's own words."""
    doc = a.doc
    labels = {k for part in (q.span, a.span) for k in range(part.start, speaker_end(part))}
    opener = speaker_end(a.span)
    reply = ""
    for k in range(opener, min(opener + 2, a.span.end)):
        word = doc[k].norm_ or doc[k].lower_
        if word in REPLY_NO | REPLY_YES:
            reply = "no" if word in REPLY_NO else "yes"
            break
    verbs = [c for c in q.cues if c.label in ("ACT", "AVAIL", "REDEAL")]
    cues = [c for c in q.cues + a.cues if not labels & set(range(c.i, c.j))]
    if reply == "no" and verbs:
        said = [c for c in a.cues if c.label == "NEG" and opener <= c.i < opener + 2]
        cues = [c for c in cues if c not in said]
        # "No, only the top card": the answer puts its own words for the question's (no denial)
        if not any(c.label == "ONLY" and opener < c.i <= opener + 3 for c in a.cues):
            v = verbs[0]
            cues.append(Cue("NEG", None, v.start, v.start, v.i, v.i, "reply-no", ""))
    cues += _elided_cards(q, a)
    cues.sort(key=lambda c: (c.i, -c.j, c.label))
    return Sentence(doc[q.span.start:a.span.end], cues, a.segment, a.game if a.game != a.home else q.game,
                    a.lang, q.prev, home=a.home, asked=q, answer=opener)


def _elided_cards(q: Sentence, a: Sentence) -> list[Cue]:
    """"Can several cards be moved at once? No, always one.": a number in the answer with no noun
    after it (a mark or the end follows) counts the cards the question speaks of (a ``CARD`` cue
    just after the number)."""
    if not q.has("CARD"):
        return []
    doc = a.doc
    return [Cue("CARD", None, doc[n.j - 1].idx + len(doc[n.j - 1]), doc[n.j - 1].idx + len(doc[n.j - 1]), n.j, n.j,
                "elided-card", "")
            for n in a.of("NUM") if n.j >= a.span.end or doc[n.j].is_punct]


def sentence_game(s: Sentence) -> str:
    """The game a sentence speaks about: its section's, or the one game it names (not one it
    is compared with: "as in Royal Cotillion", «какъ и въ котильонѣ»)."""
    games = {str(c.value) for c in s.of("GAME")
             if not (" " + " ".join(s.before(c.i, 3))).endswith(tuple(" " + p for p in COMPARE_TO))}
    if len(games) == 1:
        (g,) = games
        return g
    return s.game


def clause_bounds(s: Sentence) -> list[tuple[int, int]]:
    """The token ranges of a sentence's clauses: cut after «;» and before a contrasting
    conjunction that follows a comma (", а", ", but", ", whereas"; "whereas" and "while" cut
    without one); never inside brackets.

    >>> from corpus.annotate.pipeline import get_pipeline, patterns
    >>> doc = get_pipeline("ru")("Все карты букета доступны, а из партера — только верхняя.")
    >>> sent = next(iter(doc.sents))
    >>> [doc[i:j].text for i, j in clause_bounds(Sentence(sent, [], None, "parterre", "ru"))]
    ['Все карты букета доступны,', 'а из партера — только верхняя.']
    """
    doc, start, end = s.doc, s.span.start, s.span.end
    cuts = []
    contrast = set(s.contrast_cuts())
    depth = 0  # no cut inside brackets
    for t in doc[start:end]:
        depth += (t.text == "(") - (t.text == ")")
        if depth <= 0 and t.i > start and (doc[t.i - 1].text == ";" or t.i in contrast):
            cuts.append(t.i)
    bounds = [start, *cuts, end]
    return [(a, b) for a, b in zip(bounds, bounds[1:]) if b > a]


def clause_views(s: Sentence) -> list[Sentence]:
    """Each clause of a sentence as a sentence of its own (one view when there is one clause).

    A clause without a verb (gapping: «…, а место в нижнем ряду — картой из колоды») takes the
    verb cues of the clause before it, with its "at once", "available" and negation; a clause
    that opens with a possessive and names no pile ("…; its top card is available") takes the
    last pile of the clause before."""
    bounds = clause_bounds(s)
    if len(bounds) < 2:
        return [s]
    views: list[Sentence] = []
    for a, b in bounds:
        own = [c for c in s.cues if a <= c.i and c.j <= b]
        before = views[-1].cues if views else []
        if before and not any(c.label in ("ACT", "AVAIL") for c in own):
            own = own + [c for c in before if c.label in INHERITED_LABELS]
        opener = [t for t in s.doc[a:b] if not t.is_punct][:2]
        # a label line's pile ("Bouquet: sixteen cards held in the hand; every card available")
        # is what its clauses without a pile speak of; else the last pile of the clause before
        last_pile = label_pile(s) or [c for c in before if c.label == "PILE"][-1:]
        if before and not any(c.label == "PILE" for c in own) and any(
                (t.norm_ or t.lower_) in POSSESSIVE_WORDS for t in opener):
            own = own + last_pile  # "…to the waste; its top card"
        elif last_pile and not any(c.label == "PILE" for c in own):
            # "…will serve as the lords' side; every card in it is available": the pronoun
            # stands for the pile of the clause before, where the pronoun is
            said = [pronoun_cue(t, last_pile[0]) for t in s.doc[a:b] if (t.norm_ or t.lower_) in PILE_PRONOUNS][:1]
            if not said and a > s.span.start and any(c.label == "AVAIL" for c in own) and not any(
                    c.label == "ACT" for c in own):
                # "…forming the antechamber; all available": a verbless clause speaks of the
                # pile before (the cue stands on the mark that opens the clause)
                said = [pronoun_cue(s.doc[a - 1], last_pile[0])]
            own = own + said
        elif last_pile:
            # "…need not be refilled; when you do refill it, … from the bouquet or another pile":
            # the object of the clause's verb, before any pile it names, is the pile before
            first = min(c.i for c in own if c.label == "PILE")
            own = own + [pronoun_cue(t, last_pile[0]) for t in s.doc[a:first] if (t.norm_ or t.lower_) in PILE_PRONOUNS
                         and any(c.label == "ACT" and c.j == t.i for c in own)][:1]
        own.sort(key=lambda c: (c.i, -c.j, c.label))
        views.append(Sentence(s.doc[a:b], own, s.segment, s.game, s.lang, s.prev, home=s.home))
    return views


def label_pile(s: Sentence) -> list[Cue]:
    """The pile a label line opens with ("Bouquet: …", "Lords' side — …"): a pile cue first in
    the sentence, a colon or dash right after it; [] when the line has no such label."""
    first = [c for c in s.cues if c.label == "PILE" and c.i == s.span.start]
    if first and first[0].j < s.span.end and s.doc[first[0].j].text in (":", "—", "–"):
        return first[:1]
    return []


def pronoun_cue(tok: Token, pile: Cue) -> Cue:
    """A ``PILE`` cue at a pronoun ("in it", «в ней») for the pile it stands for."""
    return Cue("PILE", pile.value, tok.idx, tok.idx + len(tok.text), tok.i, tok.i + 1,
               f"pronoun:{pile.pattern}", tok.text)


def time_words(s: Sentence, a: int, b: int) -> int:
    """How many of tokens a..b-1 only say when ("always", "at any moment", «во всякое время»):
    words to skip between a pile and what is said of it."""
    skip: set[int] = set()
    for k in range(a, b):
        if s.norm(k) in ALWAYS_WORDS:
            skip.add(k)
        if s.norm(k) in ANY_MOMENT:
            end = _time_noun_after(s, k + 1, b)
            if end is not None:
                skip.update(range(k - int(k > a and s.doc[k - 1].pos_ == "ADP"), end + 1))
    return len(skip)


def any_moment(s: Sentence, a: int | None = None, b: int | None = None) -> bool:
    """Whether tokens a..b-1 (the sentence by default) say "at any moment": an 'any' word, then
    its noun of time ("at any convenient moment", «в любой удобный момент», «во всякую минуту»,
    «въ любое время»).

    >>> from corpus.annotate.pipeline import get_pipeline
    >>> doc = get_pipeline("ru")("Колоду открывают в любой удобный для игрока момент.")
    >>> any_moment(Sentence(doc[:], [], None, "parterre", "ru"))
    True
    """
    lo = s.span.start if a is None else a
    hi = s.span.end if b is None else b
    return any(s.norm(k) in ANY_MOMENT and _time_noun_after(s, k + 1, hi) is not None for k in range(lo, hi)) or (
        _when_wished(s, lo, hi))


def _when_wished(s: Sentence, lo: int, hi: int) -> bool:
    """"whenever the player wishes", «когда ему угодно», «когда захочет», «когда вамъ
    заблагоразсудится», «когда бы вам ни понравилось»: a word of when ([when]), then within four words
    one of the player's wish (a form of [any-time] or a lemma of [prefer]): whenever the player likes."""
    return any(s.norm(k) in WHEN_WORDS and any(
        s.norm(m) in ANY_TIME or s.doc[m].lemma_.lower() in PREFER_LEMMAS for m in range(k + 1, min(k + 5, hi)))
        for k in range(lo, hi))


def _time_noun_after(s: Sentence, k: int, b: int) -> int | None:
    """The noun of time an 'any' word before token k governs, at once or (in English) after one
    word, or (in Russian) after adjectives and participles and the player they suit ("any convenient moment", «в любой удобный для игрока
    момент», «во всякое свободное время»; [any-moment-between]), by lemma and tag; else None."""
    from corpus.annotate.components import morph_analyzer

    for m in range(k, min(k + 4, b)):
        if s.doc[m].lemma_.lower() in TIME_NOUNS:
            return m
        if s.lang == "en":
            if m > k:  # (no tagger in English: one word of any kind may stand between)
                return None
        elif not ({str(p.tag.POS) for p in morph_analyzer().parse(s.norm(m))[:1]} & {"ADJF", "PRTF"}
                  or s.norm(m) in ANY_MOMENT_BETWEEN):
            return None
    return None


def denied_after(s: Sentence, b: Cue, n: Cue) -> bool:
    """"Building on the reserve is not permitted", "filling a gap there is forbidden": an English
    verb (an ``ACT`` cue ``b``) as the subject of a denied permission or a prohibition (the
    negation ``n``) after it in its clause; the verb has no modal of its own ("cards may be
    packed but not moved" is no case)."""
    if b.label != "ACT" or not 0 < n.i - b.j <= 8 or s.comma_between(b.j, n.i) or s.breaks_between(b.j, n.i):
        return False
    if modal_before(s.doc, b.i, s.span.start) is not None:
        return False
    return modality(s.doc[n.i]) == "Prohib" or any(
        modality(s.doc[k]) == "Perm" for k in range(max(n.i - 2, b.j), min(n.j + 2, s.span.end)))
