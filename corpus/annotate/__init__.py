"""Automatic annotation: English and Russian rule texts -> claims (slot = value, with evidence).

Two rule-based spaCy pipelines (pipeline.py; no pretrained model), pattern files and word sets
as data (``patterns_en.jsonl``, ``patterns_ru.jsonl``, ``words.toml``), sentence rules that turn
the matches into claims (the ``rules`` folder, by topic, run by reader.py over a sentence's cues
from sentence.py, with discourse memory in context.py and the last pass in found.py), scoring
against the curated claims (evaluate.py) and the claims that translation changes (drift.py).

Which game a segment speaks about: the game of its witness, else of its section (by segment-id
prefix; both in ``games.toml``, see games.py), changed by any heading that names a game
(«Гавот», «Нечетное и четное»), and for one sentence by a sentence that names exactly one game.
A plain text takes ``--game`` and its headings.

>>> found = annotate_text("The stock can only be dealt once.", "en", "queens-audience")
>>> [(f.slot, f.value, f.text, f.rule) for f in found]
[('stock.redeals', 0, 'dealt once', 'redeals')]
"""

from __future__ import annotations

import re

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from corpus.annotate import pile_inference
from corpus.annotate.found import Found, finalise
from corpus.annotate.games import section_game, witness_game
from corpus.annotate.pipeline import PatternSet, get_pipeline, lang_base, patterns
from corpus.annotate.reader import SentenceReader
from corpus.annotate.words import REPLY_NO, REPLY_YES
from corpus.sentences import is_heading
from rules.vocabulary import load_vocabulary

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

    from corpus import Corpus
    from corpus.model import Form

__all__ = [
    "ANNOTATOR_VERSION",
    "RESP",
    "Found",
    "TextSegment",
    "annotate_segments",
    "read_segments",
    "annotate_text",
    "annotate_witness",
    "annotate_corpus",
    "plain_segments",
]

#: Bumped whenever patterns or rules change what the annotator finds.
ANNOTATOR_VERSION = "0.4"
RESP = f"auto:annotate-{ANNOTATOR_VERSION}"

#: Slots whose values are the words themselves: read through a correction, the corrected words win.
TEXT_SLOTS = frozenset({"name", "alias"})

#: A turn of a dialogue opens with a dash or a speaker's label in capitals ("Q:", «ВОПРОС:»).
_SPEAKER = re.compile(r"^\s*(?:[—–-]|[A-ZА-ЯЁ]{1,20}\s*:)")

@dataclass(frozen=True)
class TextSegment:
    """A piece of text to annotate: id, text, whether it is a heading, and a fixed game if any."""

    id: str | None
    text: str
    heading: bool = False
    game: str | None = None


def _heading_game(doc: Doc, pset: PatternSet) -> str | None:
    from corpus.annotate.sentence import cues_of

    games = {str(c.value) for c in cues_of(doc[:], pset) if c.label == "GAME"}
    return games.pop() if len(games) == 1 else None


def annotate_segments(segments: Sequence[TextSegment], lang: str, game: str | None, join: bool = True,
                      named: dict[str, set[str]] | None = None) -> list[Found]:
    """Annotate segments in order (discourse memory runs across them) and return the claims
    (``join``: see ``finalise``; ``named``: see ``read_segments``)."""
    return finalise(read_segments(segments, lang, game, named), join)


def read_segments(segments: Sequence[TextSegment], lang: str, game: str | None,
                  named: dict[str, set[str]] | None = None) -> list[Found]:
    """The claims of the sentence rules, before ``finalise`` (defaults, joined statements).

    A heading that names another game starts a section (the discourse memory is forgotten); a
    heading that names no game («Правила», «Варианты») starts a new stretch of text within the
    section; a heading (or caption) that names the current game changes nothing.

    The text is read twice when a noun of its own names a pile it never defines
    (pile_inference.py): the first reading tells which groups the text names with known words,
    the second reads the inferred names like the text's own definitions.  ``named``, when given,
    receives each segment's pile groups as the last reading saw them (a diagnosis, causes.py)."""
    base = lang_base(lang)
    nlp = get_pipeline(base)
    pset = patterns(base)
    vocab = load_vocabulary()
    docs = list(nlp.pipe(s.text for s in segments))
    reader = SentenceReader(vocab, pset)
    read = _read_all(reader, nlp, segments, docs, lang, game)
    sents = [(sent, g) for doc, g in read for sent in doc.sents]
    inferred = pile_inference.infer(sents, lang, vocab, pset, reader.ctx.own_names)
    if inferred:
        reader = SentenceReader(vocab, pset)
        for g, names in inferred.items():
            reader.ctx.own_names.setdefault(g, {}).update(names)
        _read_all(reader, nlp, segments, docs, lang, game)
    if named is not None:
        named.update(reader.named)
    return reader.found


def _read_all(reader: SentenceReader, nlp: Language, segments: Sequence[TextSegment], docs: Sequence[Doc],
              lang: str, game: str | None) -> list[tuple[Doc, str]]:
    """Read the segments in order (see ``read_segments``); the documents read, each with its game."""
    vocab = reader.vocab
    pset = reader.pset
    read: list[tuple[Doc, str]] = []
    current = game
    title = True  # a heading before any sentence is the text's title
    asked: TextSegment | None = None  # a line that only asks, answered by the next line
    for k, (seg, doc) in enumerate(zip(segments, docs)):
        if seg.game and seg.game != current:
            current = seg.game
            reader.section_break()
        if seg.heading:
            named = _heading_game(doc, pset)
            if named and named != current:
                current = named
                reader.section_break()
            elif not named:
                reader.boundary()
            if named and named in vocab.games:
                reader.heading(doc, seg.id, named, lang, title)
            elif not title and _goal_heading(doc, pset) and k + 1 < len(segments) and not segments[k + 1].heading:
                asked = seg  # "Object of the game" / "To move all cards to the chamber.": read as one
            continue
        title = False
        if current is None or current not in vocab.games:
            continue
        read.append((doc, current))
        if _asks(seg, segments[k + 1] if k + 1 < len(segments) else None):
            asked = seg  # "Q: May one go through the stock again?" on a line of its own
            continue
        if asked is not None:
            _read_answer(reader, nlp, asked, seg, current, lang)
            asked = None
            continue
        reader.read(doc, seg.id, current, lang)
    return read


def _goal_heading(doc: Doc, pset: PatternSet) -> bool:
    """Whether a heading only names the goal ("Goal", «Объект игры», «Цель пасьянса»: its one cue
    a word of winning): the line under it says what wins, and is read through it (as an answer
    through its question, ``_read_answer``)."""
    from corpus.annotate.sentence import cues_of

    cues = cues_of(doc[:], pset)
    return bool(cues) and all(c.label == "WIN" for c in cues)


def _asks(seg: TextSegment, nxt: TextSegment | None) -> bool:
    """Whether a line ends with a question the next line answers (a line that is no heading and
    asks nothing at its end)."""
    return (seg.text.rstrip().endswith("?") and nxt is not None and not nxt.heading and nxt.game == seg.game
            and not nxt.text.rstrip().endswith("?") and (_spoken(seg.text) or _spoken(nxt.text)))


def _spoken(text: str) -> bool:
    """Whether a line is a turn of a dialogue: it opens with a speaker's label ("Q:", "REDFERN:",
    «В:») or a dash, or (an answer) with yes or no («Нет, …»).  A question that is none ("Question
    1: why …?", an exercise for the reader) is not answered by the line after it."""
    words = text.split()
    first = words[0].strip(",.:!").lower() if words else ""
    return bool(_SPEAKER.match(text)) or first in REPLY_NO | REPLY_YES


def _read_answer(reader: SentenceReader, nlp: Language, asked: TextSegment, seg: TextSegment, game: str,
                 lang: str) -> None:
    """Read an answer line through the question line before it: the two are read as one text; a
    claim read in the answer's words keeps the answer's offsets, one whose words begin in the
    question is evidenced by both lines (its offsets are into the question, the first line)."""
    lead = len(asked.text) + 1
    before = len(reader.found)
    reader.read(nlp(asked.text + " " + seg.text), seg.id, game, lang)
    for n in range(before, len(reader.found)):
        f = reader.found[n]
        if f.start >= lead:
            reader.found[n] = replace(f, start=f.start - lead, end=f.end - lead)
        elif asked.id:  # (offsets into the first line: the question's)
            reader.found[n] = replace(f, end=min(f.end, len(asked.text)),
                                      segments=tuple(dict.fromkeys([asked.id, *f.segments])))


def plain_segments(text: str, stem: str = "line") -> list[TextSegment]:
    """A plain text as segments: one per non-empty line, id ``<stem>-<line number>``.

    A short line (four words at most) without sentence punctuation is a heading; so is a short
    line in capitals that ends with a full stop («ПАРТЕРЪ.»).

    >>> [(s.id, s.heading) for s in plain_segments("Gavotte\\nDeal sixteen cards. Then more.\\n")]
    [('line-1', True), ('line-2', False)]
    """
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        out.append(TextSegment(f"{stem}-{n}", line, is_heading(line)))
    return out


def annotate_text(text: str, lang: str, game: str | None, stem: str = "line", join: bool = True,
                  named: dict[str, set[str]] | None = None) -> list[Found]:
    """Annotate a plain text (a segment per line; ``join``, ``named``: see ``annotate_segments``)."""
    return annotate_segments(plain_segments(text, stem), lang, game, join, named)


def witness_segments(corpus: Corpus, wid: str, form: Form = "orig") -> list[TextSegment]:
    """The segments of a witness as TextSegments (headings marked, section games set)."""
    out = []
    for s in corpus.segments_of(wid):
        out.append(TextSegment(s.id, s.text(form), s.tag == "head", section_game(s.id)))
    return out


def mt_choices(corpus: Corpus, wid: str, types: tuple[str, ...] = ("mt",)) -> dict[str, tuple[str, ...]]:
    """Segment id -> ids of the machine-translation choices (``corr type="mt"``) it holds (or of
    the corrections of the given ``types``: ``("mt", "ocr")``).

    A choice without an xml:id is listed as ``""`` (the segment still counts)."""
    from corpus.reader import NS, XML_ID, parse_file

    w = corpus.witness(wid)
    wanted = set(w.segment_ids)
    out: dict[str, list[str]] = {}
    for corr in parse_file(w.file).getroot().iterfind(".//tei:corr", NS):
        if corr.get("type") not in types:
            continue
        choice = corr.getparent()
        for anc in corr.iterancestors():
            sid = anc.get(XML_ID)
            if sid in wanted:
                out.setdefault(sid, []).append(choice.get(XML_ID, "") if choice is not None else "")
                break
    return {k: tuple(v) for k, v in out.items()}


def annotate_witness(corpus: Corpus, wid: str, game: str | None = None, form: Form = "orig",
                     read_through_mt: bool = True) -> list[Found]:
    """Annotate one witness of the corpus (its ``orig`` text unless ``form="reg"``).

    ``read_through_mt``: where a segment holds a machine-translation error (or an OCR error:
    ``corr type="ocr"``), the segment is also read in its corrected (reg) form, and a slot that
    only the corrected words state is added as a claim that *corrects* the error: its value is
    the corrected reading, its text and offsets the whole segment as printed, its ``corrects``
    the ids of the choices (rule suffix ``+mt-corr`` or ``+ocr-corr``).  (The curators record
    such rules the same way.)  The claims of both readings are then finalised together.
    """
    w = corpus.witness(wid)
    g = game or witness_game(wid)
    found = read_segments(witness_segments(corpus, wid, form), w.lang, g)
    if form != "orig" or not read_through_mt:
        return finalise(found)
    mt = mt_choices(corpus, wid)
    choices = mt_choices(corpus, wid, ("mt", "ocr"))
    if not choices:
        return finalise(found)
    reg = read_segments(witness_segments(corpus, wid, "reg"), w.lang, g)
    # a name or alias read through a correction is the corrected words, not the error
    fixed: dict[tuple[str, str, str], set[object]] = {}
    for f in reg:
        if f.slot in TEXT_SLOTS:
            for sid in f.segments:
                if sid in mt:
                    fixed.setdefault((f.game, f.slot, sid), set()).add(f.value)
    found = [f for f in found if not (f.slot in TEXT_SLOTS and any(
        f.value not in fixed.get((f.game, f.slot, sid), {f.value}) for sid in f.segments))]
    stated = {(f.game, f.slot, sid) for f in found for sid in f.segments}
    known = {f.key() for f in found}
    for f in reg:
        hit = [sid for sid in f.segments if sid in choices]
        if not hit or f.key() in known:
            continue
        if f.slot not in TEXT_SLOTS and any((f.game, f.slot, sid) in stated for sid in f.segments):
            continue  # the printed words state the slot already (a name may have several values)
        seg = corpus.segments[hit[0]]
        ids = tuple(dict.fromkeys(c for sid in hit for c in choices[sid] if c))
        kind = "mt" if any(sid in mt for sid in hit) else "ocr"
        found.append(replace(f, text=seg.orig, start=0, end=len(seg.orig), segment=hit[0],
                             segments=tuple(dict.fromkeys([hit[0], *f.segments])),
                             rule=f"{f.rule}+{kind}-corr", corrects=ids))
    return finalise(found)


def annotate_corpus(corpus: Corpus | None = None, witnesses: Iterable[str] | None = None,
                    form: Form = "orig") -> dict[str, list[Found]]:
    """Annotate every witness (or the given ones): witness id -> claims."""
    import corpus as corpus_pkg

    c = corpus or corpus_pkg.load()
    out: dict[str, list[Found]] = {}
    for wid in witnesses or c.witnesses:
        out[wid] = annotate_witness(c, wid, form=form)
    return out
