"""spaCy components for Russian in old spelling and OCR: ``ru_old_spelling``.

The component reads each token's text as printed (pre-1918 spelling, OCR slips such as ``ђ``
for ``ѣ`` or a Latin ``o`` inside a Cyrillic word), and writes

- ``token.norm_``: the modern, lower-case spelling, with ``ё`` written ``е`` (the corpus does
  not restore ``ё``, and a pattern then needs one form only);
- ``token.lemma_``: the normal form of pymorphy3's best parse of that modern spelling, with
  ``ё`` written ``е`` too.  When the word is ambiguous, a parse whose normal form is one of the
  *domain lemmas* (the lemmas the patterns look for: ``дама`` rather than ``дать`` for
  «дам», ``валет`` rather than the surname «Валетов») wins over a higher score.

``token.text``, ``token.idx`` and so every character offset stay those of the original text:
claims quote the words as printed.

>>> import spacy
>>> nlp = spacy.blank("ru")
>>> _ = nlp.add_pipe("ru_old_spelling", config={"domain_lemmas": ["дама"]})
>>> doc = nlp("восемь черныхъ дамъ въ видђ")
>>> [(t.text, t.norm_, t.lemma_) for t in doc]  # doctest: +NORMALIZE_WHITESPACE
[('восемь', 'восемь', 'восемь'), ('черныхъ', 'черных', 'черный'), ('дамъ', 'дам', 'дама'),
 ('въ', 'в', 'в'), ('видђ', 'виде', 'вид')]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from spacy.language import Language
from spacy.tokens import Doc

from corpus.annotate.ocr import (abbreviations, breaks_word, join_glued, join_pieces, mend, modern, one_letter_word,
                                 split_at_hard_sign, split_run, unmark, voiceless_prefix)
from corpus.annotate.words import OCR_GLUE
from corpus.normalize import fix_confusables

__all__ = ["OldSpellingNormalizer", "modern_form", "morph_analyzer"]

_CYRILLIC = re.compile(r"[а-яёѣіѳѵђ]", re.IGNORECASE)
#: Letters of a word, with hyphen-joined pieces (what normalize_word expects).
_WORDLIKE = re.compile(r"^[^\W\d_]+(?:-[^\W\d_]+)*$")


@functools.lru_cache(maxsize=1)
def morph_analyzer():  # -> pymorphy3.MorphAnalyzer (imported lazily: it loads dictionaries)
    """The shared pymorphy3 analyser (loaded once per process)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


@functools.lru_cache(maxsize=65536)
def modern_form(text: str, prefer: frozenset[str] = frozenset(), kept: re.Pattern[str] | None = None) -> str:
    """The modern lower-case spelling of one token as printed (``ё`` written ``е``).

    A word the morphological analyser does not know is re-read through the OCR confusion table
    (ocr.py: one or two slips at most; the first reading that is a word wins, a word whose lemma
    is in ``prefer`` first): a Latin letter alone where Russian has a one-letter word (``c`` →
    ``с``), a soft sign read for the final hard sign (``тузовь`` → ``тузов``), a digit read for a
    letter (``3апасныхъ``), «ъі» read for «ы» (``колодъі``), «н» read for «и» (``пнковый``).
    A word that ``kept`` matches (a word the patterns read as printed: a name, «Купс») is no slip.

    >>> modern_form("Двђнадцать"), modern_form("тpефъ"), modern_form("IV"), modern_form("Four")
    ('двенадцать', 'треф', 'iv', 'four')
    >>> modern_form("c"), modern_form("тузовь"), modern_form("масть"), modern_form("3апасныхъ"), modern_form("16-ти")
    ('с', 'тузов', 'масть', 'запасных', '16-ти')
    >>> modern_form("колодъі"), modern_form("k0лоды"), modern_form("пнковый")
    ('колоды', 'колоды', 'пиковый')

    The prefix «раз-», «без-», «из-» … before a voiceless consonant is spelt «рас-», «бес-», «ис-»:

    >>> modern_form("заблагоразсудится"), modern_form("безпрестанно"), modern_form("разсказъ")
    ('заблагорассудится', 'беспрестанно', 'рассказ')
    """
    one = one_letter_word(text)
    if one is not None:
        return one
    if not _CYRILLIC.search(text) or not _WORDLIKE.match(fix_confusables(unmark(text))):
        plain = text.lower()
    else:
        plain = modern(text)
    if kept is not None and kept.match(plain):
        return plain
    voiceless = voiceless_prefix(plain)
    if voiceless is not None:
        return voiceless  # «заблагоразсудится», «безпрестанно»: the prefix's «з» before a voiceless consonant
    mended = mend(text, prefer)
    return plain if mended is None else mended


class OldSpellingNormalizer:
    """Set ``norm_`` (modern spelling) and ``lemma_`` (pymorphy3 on it) on every token."""

    def __init__(self, domain_lemmas: Iterable[str] = (), kept_norms: Iterable[str] = ()) -> None:
        self.domain_lemmas = frozenset(x.replace("ё", "е") for x in domain_lemmas)
        kept = [f"(?:{x})" for x in kept_norms]
        self.kept = re.compile("|".join(kept)) if kept else None
        self._lemma = functools.lru_cache(maxsize=65536)(self._lemma_uncached)

    def _lemma_uncached(self, modern: str) -> str:
        if not _CYRILLIC.search(modern):
            return modern
        parses = morph_analyzer().parse(modern)
        short = _short_instrumental(modern, parses)
        if short is not None:
            parses = short
        if not parses:
            return modern
        best = parses[0].normal_form.replace("ё", "е")
        if best in self.domain_lemmas:
            return best
        for p in parses[1:]:
            nf = p.normal_form.replace("ё", "е")
            if nf in self.domain_lemmas and p.is_known:
                return nf
        return best

    def __call__(self, doc: Doc) -> Doc:
        short = _merge_abbreviations(doc)
        joined = _join_broken_words(doc, self.domain_lemmas)
        _split_run_words(doc, self.domain_lemmas, self.kept)
        for token in doc:
            if token.text == "." and token.i + 1 < len(doc) and (not token.whitespace_ or _lower_word(doc[token.i + 1])):
                # «чемъ.карты», «тузъ и проч. карты» (an abbreviation the table lacks): a full stop
                # glued to the next word or followed by a lower-case word ends no sentence
                doc[token.i + 1].is_sent_start = False
            if token.is_space or token.is_punct:
                continue
            if token.idx in short:
                token.norm_ = token.lemma_ = short[token.idx]
                if " " not in token.norm_:
                    token.lemma_ = self._lemma(token.norm_)
                continue
            modern = joined.get(token.idx) or modern_form(token.text, self.domain_lemmas, self.kept)
            token.norm_ = modern
            token.lemma_ = self._lemma(modern)
        return doc


def _lower_word(token) -> bool:  # a spaCy Token
    """Whether the token is a word in lower case (Cyrillic)."""
    return bool(token.text[:1]) and token.text[:1].islower() and bool(_CYRILLIC.match(token.text[:1]))


def _merge_abbreviations(doc: Doc) -> dict[int, str]:
    """Make each printed abbreviation («т. е.», «т. наз.», «напр.») one token, and say that no
    sentence starts after its full stops (but a capitalised word after «и т. д.» may start one);
    its meaning by its offset."""
    out: dict[int, str] = {}
    ends: dict[int, bool] = {}
    spans = []
    taken = -1
    for start, end, meaning, may_end in abbreviations(doc.text):
        span = doc.char_span(start, end, alignment_mode="expand")
        if span is None or span.start <= taken:
            continue
        taken = span.end - 1
        spans.append(span)
        out[span.start_char] = meaning
        ends[span.start_char] = may_end
    if not spans:
        return out
    with doc.retokenize() as retokenizer:
        for span in spans:
            retokenizer.merge(span)
    for token in doc:
        if token.idx in ends and token.i + 1 < len(doc):
            nxt = doc[token.i + 1]
            nxt.is_sent_start = ends[token.idx] and nxt.text[:1].isupper()
    return out


def _glued(doc: Doc, i: int, prefer: frozenset[str]) -> str | None:
    """The word tokens ``i`` and ``i + 2`` make when token ``i + 1`` is a mark printed inside a
    word (``[ocr-glue]``, no space on either side: «столби,ки»)."""
    if i + 2 >= len(doc) or doc[i].whitespace_ or doc[i + 1].whitespace_ or doc[i + 1].text not in OCR_GLUE:
        return None
    return join_glued(doc[i].text, doc[i + 2].text, prefer)


def _join_broken_words(doc: Doc, prefer: frozenset[str] = frozenset()) -> dict[int, str]:
    """Merge the pieces of a word broken by a stray space or a line-break hyphen («ко лоды»,
    «кар-» «ты», «распо-лагаютъ», across a line break too) or split at a stray mark
    («столби,ки») into one token; its modern spelling by its offset."""
    out: dict[int, str] = {}
    spans = []
    i = 0
    while i < len(doc) - 1:
        glued = _glued(doc, i, prefer)
        if glued is not None:
            spans.append(doc[i:i + 3])
            out[doc[i].idx] = glued
            i += 3
            continue
        first, j = doc[i].text, i + 1
        if len(doc[j].text) == 1 and breaks_word(doc[j].text) and not doc[i].whitespace_ and j + 1 < len(doc):
            first, j = first + doc[j].text, j + 1  # the hyphen a token of its own
        broken = breaks_word(first)
        if broken and doc[j].is_space and "\n" in doc[j].text and j + 1 < len(doc):
            j += 1  # the line break after the hyphen
        word = join_pieces(first, doc[j].text, prefer) if not doc[j].is_space else None
        if word is not None and (j == i + 1 or broken):
            spans.append(doc[i:j + 1])
            out[doc[i].idx] = word
            i = j + 1
            continue
        i += 1
    if spans:
        with doc.retokenize() as retokenizer:
            for span in spans:
                retokenizer.merge(span)
    return out


def _split_run_words(doc: Doc, prefer: frozenset[str], kept: re.Pattern[str] | None) -> None:
    """Split a token that is no word but two words printed together («вколоду» → «в колоду»,
    «изъколоды» → «изъ колоды»)."""
    splits = []
    for token in doc:
        if len(token.text) < 4 or token.is_punct or token.is_space:
            continue
        parts = split_at_hard_sign(token.text, prefer)
        if parts is None and len(token.text) >= 5 and token.is_alpha:
            parts = split_run(token.text, prefer)
        if parts is not None and not (kept is not None and kept.match(modern_form(token.text))):
            splits.append((token, parts))
    if splits:
        with doc.retokenize() as retokenizer:
            for token, parts in splits:
                retokenizer.split(token, list(parts), heads=[(token, 1), (token, 1)])


#: Parts of speech that take the long instrumental «-ою/-ею» of the older language.
_ADJECTIVAL = frozenset({"ADJF", "PRTF", "NPRO", "NUMR"})


def _short_instrumental(word: str, parses: list) -> list | None:  # list of pymorphy3 Parse
    """The parses of the modern «-ой/-ей» form of an adjective or pronoun printed with the
    older instrumental «-ою/-ею» («любою картою» → «любой», «всею», «тою»), when pymorphy3 reads
    the long form as something else (the noun «люба», a verb); None otherwise.

    >>> [p.normal_form for p in _short_instrumental("любою", morph_analyzer().parse("любою"))][:1]
    ['любой']
    >>> _short_instrumental("картою", morph_analyzer().parse("картою")) is None
    True
    """
    if not word.endswith(("ою", "ею")) or len(word) < 3:
        return None
    if parses and parses[0].tag.POS in _ADJECTIVAL:
        return None
    variant = morph_analyzer().parse(word[:-1] + "й")
    if variant and variant[0].tag.POS in _ADJECTIVAL and any("ablt" in p.tag for p in variant):
        return variant
    return None


@Language.factory(
    "ru_old_spelling",
    default_config={"domain_lemmas": [], "kept_norms": []},
)
def make_old_spelling(nlp: Language, name: str, domain_lemmas: list[str],
                      kept_norms: list[str]) -> OldSpellingNormalizer:
    return OldSpellingNormalizer(domain_lemmas, kept_norms)
