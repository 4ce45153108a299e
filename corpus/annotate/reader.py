"""Read a text sentence by sentence, running every rule (in the order of ``RULES``).

A sentence that names exactly one game (other than by its own heading) speaks about that
game: «"Аудиенция Короля" идентична, за исключением…» gives claims about King's Audience.
"""

from __future__ import annotations

from dataclasses import replace

from spacy.tokens import Doc, Span, Token

from corpus.annotate import own_names
from corpus.annotate.context import Context, emit
from corpus.annotate.focus import in_focus, place_there
from corpus.annotate.found import Found
from corpus.annotate.labels import with_group_labels
from corpus.annotate.pipeline import PatternSet
from corpus.annotate.pronouns import with_pronoun_piles
from corpus.annotate.ranks import with_number_ranks, with_number_ranks_en
from corpus.annotate.rules import BY_CLAUSE, RULES
from corpus.annotate.rules.names import name_text
from corpus.annotate.rules.piles import from_word_before, piles, role_of
from corpus.annotate.sentence import (
    Cue, Sentence, answered, clause_views, cues_of, is_question, pronoun_cue, sentence_game, through_question,
)
from corpus.annotate.words import OWNER_POSSESSIVE, OWNER_SEAT, DEMONSTRATIVES, THEY_WORDS, PILE_PRONOUNS, PRONOUN_IDIOM, SAME_GOES, TWO_SENSE_PILES
from rules.vocabulary import Vocabulary

__all__ = ["SentenceReader"]

#: The slots a bare rule line may state of the group in focus: its rule shapes.
_RULE_SHAPES = frozenset({"build", "access", "fill", "move-unit"})


class SentenceReader:
    """Run every rule over the sentences of a text, in order, keeping discourse memory."""

    def __init__(self, vocab: Vocabulary, pset: PatternSet) -> None:
        self.vocab = vocab
        self.pset = pset
        self.ctx = Context(vocab)
        self.prev: Sentence | None = None
        #: segment -> the pile groups its sentences name (after own names), for diagnosis (causes.py)
        self.named: dict[str, set[str]] = {}

    def read(self, doc: Doc, segment: str | None, game: str, lang: str) -> None:
        """Read the sentences of a segment.  A question answered after it (in the segment) states
        nothing alone: its answer is read through it (``through_question``)."""
        asked: Sentence | None = None
        for sent in doc.sents:
            s = self._sentence(sent, segment, game, lang)
            if answered(s):
                asked = s
                if s.has("PILE"):
                    self._remember(s)
                self.prev = s
                continue
            if asked is not None:
                s = through_question(asked, s)
                asked = None
            bound, waiting = own_names.learn(self.ctx, s)
            if bound:
                s.cues = with_group_labels(s.cues, s.span, s.game, lang, self.vocab, self.ctx.own_names.get(s.game))
            if segment is not None:
                self.named.setdefault(segment, set()).update(str(c.value) for c in s.cues if c.label == "PILE")
            views = clause_views(s)
            before = len(self.ctx.found)
            self._run(s, views)
            if len(self.ctx.found) == before:
                self._focus_reading(s)
            self._likewise(s, before)
            own_names.settle(self.ctx, s, waiting, before)
            self._learn_sense(s, before)
            self._remember(s)
            self.ctx.said = list(range(before, len(self.ctx.found)))
            self.prev = s

    def _run(self, s: Sentence, views: list[Sentence]) -> None:
        for rid, fn in RULES:
            for v in (views if rid in BY_CLAUSE else (s,)):
                fn(self.ctx, v)

    def _focus_reading(self, s: Sentence) -> None:
        """A bare rule line ("Cards there are built down in suit", "Only the top one may be
        used", «Карты кладут по масти, на одну меньше»): a sentence that names no pile and read
        as nothing is read again about the one reserve or tableau group in focus (``focus.py``:
        the group the sentences just before spoke of as the place of their rule).  Never the
        foundations (not in focus; a line that names them names a pile); a heading or a line
        about another game breaks the chain."""
        if s.prev is None or is_question(s) or any(s.has(k) for k in ("PILE", "GAP", "ROW", "REST", "OTHER", "RANK")):
            return  # a pile named, "the other two rows" not resolved, or ranks named (an example): not a bare line
        if any(c.label == "NUM" and c.text[:1].isupper() and c.i > s.span.start for c in s.cues):
            return  # "a red Six on a black Seven": particular cards, an example
        focus = in_focus(s, lambda ref: [n for c, n in piles(ref) if not from_word_before(ref, c)])
        groups = [g for g in focus if role_of(self.vocab, s.game, g) in ("reserve", "tableau")]
        if len(focus) != 1 or len(groups) != 1:
            return
        if self.ctx.last_pile is None or str(self.ctx.last_pile.value) != groups[0]:
            return
        head = s.doc[s.span.start]
        seen = replace(s, cues=sorted([*s.cues, pronoun_cue(head, self.ctx.last_pile)], key=lambda c: (c.i, -c.j, c.label)))
        before = len(self.ctx.found)
        memory = self.ctx.snapshot()
        self._run(seen, clause_views(seen))
        kept = [f for f in self.ctx.found[before:]
                if f.slot.partition(".")[0] == groups[0] and f.slot.partition(".")[2].split(".")[0] in _RULE_SHAPES]
        self.ctx.found[before:] = kept
        if not kept:
            self.ctx.restore(memory)  # a reading that stated nothing leaves no memory (a pending layout)

    def _sentence(self, sent: Span, segment: str | None, game: str, lang: str) -> Sentence:
        """A sentence of the text with its cues: the game it speaks of, group labels, pronouns
        and numbers read as piles and ranks, two-sense pile words in the text's sense."""
        s = Sentence(sent, cues_of(sent, self.pset), segment, game, lang, self.prev, home=game)
        own = sentence_game(s)
        if own != game and own in self.vocab.games:
            s.game = own
        s.cues = with_group_labels(s.cues, sent, s.game, lang, self.vocab, self.ctx.own_names.get(s.game))
        s.cues = with_pronoun_piles(s.cues, sent, (self.prev.span, self.prev.cues) if self.prev else None)
        if lang.startswith("ru"):
            s.cues = with_number_ranks(s.cues, sent)
        else:
            s.cues = with_number_ranks_en(s.cues, sent)
        s.cues = self._pronoun_pile(s)
        s.cues = self._word_sense(s)
        return s

    def heading(self, doc: Doc, segment: str | None, game: str, lang: str, title: bool) -> None:
        """A heading or caption that names the game: its ``name`` (each of «X - Y»; brackets
        left out).  Under a section heading it is a default reading: a first sentence that
        names the game itself («Гавот или же …») gives the name instead; a title is the name."""
        span = doc[:]
        s = Sentence(span, cues_of(span, self.pset), segment, game, lang, None, home=game)
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

    def _pronoun_pile(self, s: Sentence) -> list[Cue]:
        """A sentence that says "it"/"its" (or "there" after a place word, "in there") before
        naming any pile ("It consists of twelve cards", "Gaps in it are filled from the talon",
        "Nothing may be built in there"): the pronoun stands for the last pile named before (of
        the same game)."""
        last = self.ctx.last_pile
        if last is None or s.prev is None or s.prev.game != s.game:
            return s.cues
        tok = next((t for t in s.span if (t.norm_ or t.lower_) in PILE_PRONOUNS and (t.lower_ != "there" or place_there(t))
                    and not (t.i + 1 < len(t.doc) and t.doc[t.i + 1].lower_ in PRONOUN_IDIOM)), None)  # "in its turn"
        tok = self._owner_seat(s, last) or tok or self._group_pronoun(s, last) or self._that_pile(s)
        if tok is None or any(c.label == "PILE" and c.i < tok.i for c in s.cues):
            return s.cues  # a pile named before the pronoun is what it stands for
        return sorted([*s.cues, pronoun_cue(tok, last)], key=lambda c: (c.i, -c.j, c.label))

    def _owner_seat(self, s: Sentence, last: Cue) -> Token | None:
        """"Then you fill his chair …", "her place stays empty", «на его место кладут …»: a
        possessive and a noun of a seat, in a sentence that names no pile before it, is the seat
        of the side spoken of last (a reserve or tableau group)."""
        if role_of(self.vocab, s.game, str(last.value)) not in ("reserve", "tableau"):
            return None
        for t in s.span:
            if (t.norm_ or t.lower_) in OWNER_POSSESSIVE and t.i + 1 < s.span.end \
                    and s.doc[t.i + 1].lemma_.lower() in OWNER_SEAT:
                return s.doc[t.i + 1]
        return None

    def _that_pile(self, s: Sentence) -> Token | None:
        """"The top card of that pile", «верхняя карта этой кучки»: a plain pile word just after a
        demonstrative, in a sentence that names no pile, is the pile named last before."""
        if s.has("PILE"):
            return None
        for c in s.of("COLUMN"):
            if c.i > s.span.start and s.norm(c.i - 1) in DEMONSTRATIVES:
                return s.doc[c.i]
        return None

    def _group_pronoun(self, s: Sentence, last: Cue) -> Token | None:
        """"Every one of them is in play", "They are all open", «Все они открыты», «класть их одну
        на другую нельзя»: in a sentence that names no pile, a plural pronoun stands for the
        reserve or tableau group the sentence before named last (English "them" only after "of",
        "they" only first), when that group is what the sentence before spoke of last and the
        sentence names no cards or ranks before the pronoun."""
        if s.has("PILE") or role_of(self.vocab, s.game, str(last.value)) not in ("reserve", "tableau"):
            return None
        ref = s.prev
        while ref is not None and is_question(ref) and not ref.has("PILE") and not ref.has("RANK"):
            ref = ref.prev  # "Are all sixteen in play? Every one of them is": the sentence before the question
        spoken = [c for c in (ref.cues if ref else []) if c.label in ("PILE", "RANK")]
        if not spoken or spoken[-1].label != "PILE" or spoken[-1].value != last.value:
            return None  # the sentence before spoke of other things last (ranks, the foundations)
        for t in s.span:
            word = t.norm_ or t.lower_
            if word not in THEY_WORDS:
                continue
            if any(c.label in ("RANK", "CARD") and c.j <= t.i for c in s.cues):
                return None  # «Тузы … как они приходят»: the ranks or cards named before it
            if s.lang.startswith("ru"):
                return t
            before = s.doc[t.i - 1].lower_ if t.i > s.span.start else ""
            if before == "of" or (word == "they" and t.i == s.span.start):
                return t
        return None

    def _word_sense(self, s: Sentence) -> list[Cue]:
        """A pile word of two senses («запас»: the stock or a reserve) in the sense the text gave
        it when it laid the pile out («…двенадцать картъ…: это запасъ»)."""
        sense = self.ctx.senses.get(s.game, {})
        if not sense:
            return s.cues
        return [replace(c, value=sense[c.pattern]) if c.label == "PILE" and c.pattern in sense else c
                for c in s.cues]

    def _likewise(self, s: Sentence, before: int) -> None:
        """"The same goes for a space on the ladies' side", «То же самое и с дамской стороной»: the
        rules the sentence before stated of its group hold for the groups this one names (those it
        states nothing of itself; only the fill rules when it names a gap).  A slot the sentence before stated of two groups is no one
        group's: not copied; nor a value that names the group it was said of."""
        opener = " " + " ".join(s.words(s.span.start, min(s.span.start + 8, s.span.end))) + " "
        same = next((p for p in SAME_GOES if f" {p} " in opener), None)
        if same is None or s.prev is None or s.prev.game != s.game:
            return
        targets = [(c, n) for c, n in piles(s) if role_of(self.vocab, s.game, n) in ("reserve", "tableau")]
        own = {f.slot.split(".")[0] for f in self.ctx.found[before:]}
        targets = [(c, n) for c, n in targets if n not in own]
        said = [self.ctx.found[k] for k in self.ctx.said if k < len(self.ctx.found)]
        by_slot: dict[str, list[Found]] = {}
        gap = s.has("GAP")  # "The same goes for a hole in the Lords": its fill rules only
        for f in said:
            group, _, rest = f.slot.partition(".")
            if gap and not rest.startswith("fill"):
                continue
            if f.game == s.game and rest and role_of(self.vocab, s.game, group) in ("reserve", "tableau"):
                by_slot.setdefault(rest, []).append(f)
        for rest, fs in by_slot.items():
            groups = {f.slot.split(".")[0] for f in fs}
            if len(groups) != 1:
                continue
            (group,) = groups
            f = fs[0]
            values = f.value if isinstance(f.value, tuple) else (f.value,)
            if any(str(v).split(":")[0] == group for v in values):
                continue
            for c, name in targets:
                if name != group:
                    emit(self.ctx, s, "likewise", f"{name}.{rest}", f.value, [c], implicit=f.implicit)

    def _learn_sense(self, s: Sentence, before: int) -> None:
        """Remember the sense of a two-sense pile word from the claims its sentence made: a
        layout claim on the reserve read at a word that also names the stock."""
        two = {c.pattern: c for c in s.of("PILE") if c.pattern in TWO_SENSE_PILES}
        for f in self.ctx.found[before:]:
            group = f.slot.split(".")[0]
            if f.rule != "layout" or role_of(self.vocab, f.game, group) != "reserve":
                continue
            for pattern in two:
                self.ctx.senses.setdefault(f.game, {})[pattern] = group

    def _remember(self, s: Sentence) -> None:
        groups = [n for _, n in piles(s)
                  if role_of(self.vocab, s.game, n) in ("reserve", "tableau")]
        self.ctx.named_groups.setdefault(s.game, set()).update(n for _, n in piles(s))
        named = [c for c in s.cues if c.label == "PILE" and c.value != "foundation"
                 and not c.collective]
        if named:
            self.ctx.last_pile = named[-1]
        self.ctx.last_groups = list(dict.fromkeys(groups))
        if groups:
            self.ctx.last_group = groups[-1]

    def boundary(self) -> None:
        """A new stretch of text starts (a heading that names no other game)."""
        self.ctx.scope += 1
        self.ctx.scope_start = len(self.ctx.found)
        self.ctx.last_groups = []
        self.ctx.last_group = None
        self.ctx.last_pile = None
        self.ctx.last_build = None
        self.ctx.said = []

    def section_break(self) -> None:
        """Forget the discourse memory (a new game or section starts)."""
        self.ctx.pending_layout = None
        self.ctx.pending_ranks = None
        self.ctx.last_fills = []
        self.prev = None
        self.boundary()

    @property
    def found(self) -> list[Found]:
        return self.ctx.found
