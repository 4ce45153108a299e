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

from corpus.normalize import fix_confusables, normalize_word

__all__ = ["OldSpellingNormalizer", "modern_form", "morph_analyzer"]

_CYRILLIC = re.compile(r"[а-яёѣіѳѵђ]", re.IGNORECASE)
#: Letters of a word, with hyphen-joined pieces (what normalize_word expects).
_WORDLIKE = re.compile(r"^[^\W\d_]+(?:-[^\W\d_]+)*$")


@functools.lru_cache(maxsize=1)
def morph_analyzer():  # -> pymorphy3.MorphAnalyzer (imported lazily: it loads dictionaries)
    """The shared pymorphy3 analyser (loaded once per process)."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


#: Latin lower-case letters that OCR prints for the one-letter Russian words.
_LATIN_ONE_LETTER = {"c": "с", "o": "о", "a": "а", "y": "у", "k": "к"}
#: A word of Cyrillic letters with one digit that OCR reads for a letter like it («3апасныхъ»).
_DIGIT_IN_WORD = re.compile(r"^(?=[^\d]*[306][^\d]*$)(?=(?:.*[а-яёѣіѳѵ]){3})[а-яёѣіѳѵА-ЯЁѢІѲѴ306]+$")
_DIGIT_LETTERS = str.maketrans({"3": "з", "0": "о", "6": "б"})
#: «ы» printed as «ъ» and «і» inside a word (OCR).
_HARD_I = re.compile(r"(?<=[а-яёѣ])[ъЪ][іI]", re.IGNORECASE)
#: A prefix that pre-reform spelling ends in «з» before a voiceless consonant, modern spelling in «с»
#: (``разсказъ`` → ``рассказ``, ``безпорядокъ`` → ``беспорядок``).
_VOICED_PREFIX = re.compile(r"(раз|роз|без|из|воз|низ|чрез|через)(?=[кпстфхцчшщ])")
#: Consonants after which pre-reform spelling ends a word with «ъ» (the OCR may read «ь»).
_HARD_FINAL = frozenset("бвгдзклмнпрстфхц")


@functools.lru_cache(maxsize=65536)
def modern_form(text: str) -> str:
    """The modern lower-case spelling of one token as printed (``ё`` written ``е``).

    OCR slips are mended where the result is a word and the slip is not: a Latin letter alone
    where Russian has a one-letter word (``c`` → ``с``), a soft sign read for the final hard sign
    (``тузовь`` → ``тузов``), a digit read for a letter inside a word (``3апасныхъ``), «ъі» read for
    «ы» inside a word (``колодъі``).

    >>> modern_form("Двђнадцать"), modern_form("тpефъ"), modern_form("IV"), modern_form("Four")
    ('двенадцать', 'треф', 'iv', 'four')
    >>> modern_form("c"), modern_form("тузовь"), modern_form("масть"), modern_form("3апасныхъ"), modern_form("16-ти")
    ('с', 'тузов', 'масть', 'запасных', '16-ти')
    >>> modern_form("колодъі")
    'колоды'

    The prefix «раз-», «без-», «из-» … before a voiceless consonant is spelt «рас-», «бес-», «ис-»:

    >>> modern_form("заблагоразсудится"), modern_form("безпрестанно"), modern_form("разсказъ")
    ('заблагорассудится', 'беспрестанно', 'рассказ')
    """
    if text in _LATIN_ONE_LETTER:
        return _LATIN_ONE_LETTER[text]
    if _DIGIT_IN_WORD.match(text):  # OCR: «3апасныхъ» → «запасныхъ»
        text = text.translate(_DIGIT_LETTERS)
    text = _HARD_I.sub(lambda m: "Ы" if m.group(0)[0].isupper() else "ы", text)  # OCR: «колодъі» → «колоды»
    if not _CYRILLIC.search(text) or not _WORDLIKE.match(fix_confusables(text)):
        return text.lower()
    fixed = fix_confusables(text)
    modern = normalize_word(fixed).modern.lower().replace("ё", "е")
    if len(modern) > 2 and modern.endswith("ь") and modern[-2] in _HARD_FINAL:
        known = morph_analyzer().word_is_known
        if not known(modern) and known(modern[:-1]):
            return modern[:-1]  # OCR: «ь» for the final «ъ»
    if _VOICED_PREFIX.search(modern):
        known = morph_analyzer().word_is_known
        voiceless = _VOICED_PREFIX.sub(lambda m: m.group(1)[:-1] + "с", modern)
        if not known(modern) and known(voiceless):
            return voiceless  # «заблагоразсудится», «безпрестанно»: the prefix's «з» before a voiceless consonant
    return modern


class OldSpellingNormalizer:
    """Set ``norm_`` (modern spelling) and ``lemma_`` (pymorphy3 on it) on every token."""

    def __init__(self, domain_lemmas: Iterable[str] = ()) -> None:
        self.domain_lemmas = frozenset(x.replace("ё", "е") for x in domain_lemmas)
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
        for token in doc:
            if token.text == "." and not token.whitespace_ and token.i + 1 < len(doc):
                doc[token.i + 1].is_sent_start = False  # «чемъ.карты»: no sentence ends here
            if token.is_space or token.is_punct:
                continue
            modern = modern_form(token.text)
            token.norm_ = modern
            token.lemma_ = self._lemma(modern)
        return doc


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
    default_config={"domain_lemmas": []},
)
def make_old_spelling(nlp: Language, name: str, domain_lemmas: list[str]) -> OldSpellingNormalizer:
    return OldSpellingNormalizer(domain_lemmas)
