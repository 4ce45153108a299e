"""Pre-reform (pre-1918) Russian spelling to modern spelling, word by word.

The rules are few and each is named, so a ``<reg>`` in the corpus can say why it differs from
its ``<orig>``.  They work on one word at a time, from the old letters, in this order:

1. whole words: ``онѣ/однѣ`` → ``они/одни`` (and the oblique ``однѣхъ, однѣмъ, однѣми``),
   ``ея/нея`` → ``её/неё``, ``чрезъ`` → ``через``;
2. the hard sign at the end of a word (also before a hyphen: ``тотчасъ-же``) is deleted;
3. endings: ``-аго`` → ``-ого`` (``-его`` after ж ш ч щ: ``играющаго`` → ``играющего``),
   ``-яго`` → ``-его``, plural ``-ыя`` → ``-ые``, and ``-ія`` → ``-ие`` where it is an
   adjective/participle ending (see below); a reflexive ``-ся`` after the ending is kept;
4. letters: ѣ→е, і→и, ѳ→ф, ѵ→и (capitals too);
5. prefixes без-/раз-/роз-/из-/воз-/низ-/вз- before a voiceless consonant take с
   (``разсыпать`` → ``рассыпать``); чрез- becomes черес- (``чрезчуръ`` → ``чересчур``).

Where a rule can over-fire it is narrowed, and the narrowing is a rule or a short list:

- ``-аго``/``-яго`` only when at least two letters precede it, and not in ``благо, драго,
  чикаго, сантьяго``;
  ``большаго, чужаго`` are stressed on the ending and take ``-ого``.
- ``-ія`` is the ending of a noun far more often (``армія``, ``основанія``, ``Россія``: only
  і→и applies).  It is read as an adjective ending only after ж ш ч щ (``подходящія``,
  ``Открывшіяся``) or after a consonant plus н (``нижнія``, ``внѣшнія``); ``калифорнія`` is a
  listed noun, ``синія`` a listed adjective.  Because the rule needs the letter і, a word
  already in modern spelling (``Калифорния``) is never touched.
- ``-ыя``: every word but ``выя`` (a noun).
- prefixes: not before roots that begin with the same letters: ``низк-, низш-`` (низкий,
  низший), ``возк-, возч-`` (возка, возчик).
- The genitive singular feminine ``-ыя`` of church style (``святыя``) is read as a plural.

Word division is part of modernisation: two words that were printed apart and that modern
spelling writes as one are joined by ``normalize_pair`` (and ``normalize_text``), from a short
list keyed by the modern forms of the two words: ``при чемъ`` → ``причём``, ``въ поперекъ``
→ ``поперёк``, ``на верху`` → ``наверху`` (an adverb and, with a genitive, a preposition:
«наверху талона»).  The list cannot tell the conjunction ``причём`` from the interrogative
``при чём`` ("at what"): a text that has the second must not be run through it blindly.
Hyphenation (``то-есть``) is not this module's business; the TEI file records it as an
exception.  ``ё`` is written only where a rule produces it (``её``, ``причём``), never
restored elsewhere.

>>> n = normalize_word("Открывшіяся")
>>> n.modern, n.changes
('Открывшиеся', ('-ія→-ие',))
>>> normalize_word("основанія").modern, normalize_word("краснаго").modern
('основания', 'красного')
>>> normalize_word("тотчасъ-же").modern
'тотчас-же'
>>> normalize_text("Всѣ четыре ряда слѣдуетъ разложить сразу.")
'Все четыре ряда следует разложить сразу.'
>>> normalize_word("много").changed
False
>>> normalize_pair("при", "чемъ").modern
'причём'
>>> normalize_text("пока на верху талона")
'пока наверху талона'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "Normalized", "normalize_word", "normalize_pair", "normalize_text", "fix_confusables", "OLD_LETTERS",
]

#: Letters that modern spelling no longer has, with their modern replacements.
OLD_LETTERS: dict[str, str] = {"ѣ": "е", "і": "и", "ѳ": "ф", "ѵ": "и"}
_LETTER_RULES: dict[str, str] = {
    "ѣ": "yat ѣ→е",
    "і": "i decimal і→и",
    "ѳ": "fita ѳ→ф",
    "ѵ": "izhitsa ѵ→и",
}
_LETTER_TABLE = str.maketrans(
    {**OLD_LETTERS, **{k.upper(): v.upper() for k, v in OLD_LETTERS.items()}}
)

#: Whole words (lower case, old letters, final ъ already dropped) → (modern form, rule name).
_WORDS: dict[str, tuple[str, str]] = {
    "онѣ": ("они", "pronoun онѣ→они"),
    "однѣ": ("одни", "pronoun однѣ→одни"),
    "однѣх": ("одних", "pronoun однѣ→одни"),
    "однѣм": ("одним", "pronoun однѣ→одни"),
    "однѣми": ("одними", "pronoun однѣ→одни"),
    "ея": ("её", "pronoun ея→её"),
    "нея": ("неё", "pronoun ея→её"),
    "чрез": ("через", "чрезъ→через"),
}

#: Word division: two words printed apart that modern spelling writes as one.  Keys are the
#: modern forms of the two words, lower case; values (modern word, rule name).
_DIVISIONS: dict[tuple[str, str], tuple[str, str]] = {
    ("при", "чем"): ("причём", "word division при чем→причём"),
    ("в", "поперек"): ("поперёк", "word division в поперек→поперёк"),
    ("на", "верху"): ("наверху", "word division на верху→наверху"),
}

_HUSHING = "жшчщ"
_CONSONANTS = "бвгджзйклмнпрстфхцчшщ"
_VOICELESS = "кпстфхцчшщ"

_AGO_NOT_ENDING = frozenset({"благо", "драго", "чикаго", "сантьяго"})
_AGO_STRESSED = frozenset({"большаго", "чужаго"})
_IA_NOUNS = frozenset({"калифорнія"})
_IA_ADJECTIVES = frozenset({"синія"})
_YA_NOUNS = frozenset({"выя"})

_PREFIX = re.compile(r"(без|раз|роз|из|воз|низ|вз)(?=[" + _VOICELESS + "])")
_PREFIX_ROOTS = ("низк", "низш", "возк", "возч")
_CHREZ = re.compile(r"чрез(?=[" + _VOICELESS + "])")

_CYRILLIC = "абвгдеёжзийклмнопрстуфхцчшщъыьэюяѣіѳѵ"
_LATIN_LOOKALIKES = str.maketrans(
    {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і",
     "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О",
     "P": "Р", "T": "Т", "X": "Х", "I": "І"}
)
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


@dataclass(frozen=True)
class Normalized:
    """One word in old spelling and its modern form, with the names of the rules applied.

    >>> Normalized("картъ", "карт", ("final hard sign",))
    Normalized(orig='картъ', modern='карт', changes=('final hard sign',))
    >>> Normalized("карт", "карт", ()).changed
    False
    """

    orig: str
    modern: str
    changes: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        """Whether the modern form differs from the old one."""
        return self.modern != self.orig


def _recase(src: str, repl: str) -> str:
    """Give ``repl`` the letter case of ``src`` (letter by letter when lengths agree)."""
    if len(src) == len(repl):
        return "".join(r.upper() if s.isupper() else r for s, r in zip(src, repl))
    if src.isupper():
        return repl.upper()
    if src[:1].isupper():
        return repl[:1].upper() + repl[1:]
    return repl


def _ending(low: str) -> tuple[int, str, str] | None:
    """The ending rule that applies to ``low``: (length of old ending, new ending, name)."""
    m = re.search(r"(ыя|ія)(ся)?$", low)
    if m:
        stem, ending, refl = low[: m.start()], m.group(1), m.group(2) or ""
        if ending == "ыя" and stem and low not in _YA_NOUNS:
            return len(m.group(0)), "ые" + refl, "-ыя→-ые"
        if ending == "ія" and low not in _IA_NOUNS and (
            low in _IA_ADJECTIVES
            or stem[-1:] in tuple(_HUSHING)
            or (len(stem) >= 2 and stem[-1] == "н" and stem[-2] in _CONSONANTS)
        ):
            return len(m.group(0)), "ие" + refl, "-ія→-ие"
        return None
    if low.endswith("яго") and len(low) >= 5 and low not in _AGO_NOT_ENDING:
        return 3, "его", "-яго→-его"
    if low.endswith("аго") and len(low) >= 5 and low not in _AGO_NOT_ENDING:
        if low[-4] in _HUSHING and low not in _AGO_STRESSED:
            return 3, "его", "-аго→-его"
        return 3, "ого", "-аго→-ого"
    return None


def _normalize_part(part: str) -> tuple[str, list[str]]:
    """Normalise one hyphen-free piece of a word; return it and the rule names used."""
    changes: list[str] = []
    word = part
    stripped = word.rstrip("ъЪ")
    if stripped != word and stripped:
        word = stripped
        changes.append("final hard sign")
    # a whole word, also when old letters spell it (ѣя reads as ея): a second pass must not
    # find a word the first one missed
    key = next((k for k in (word.lower(), word.lower().translate(_LETTER_TABLE)) if k in _WORDS), None)
    if key is not None:
        modern, name = _WORDS[key]
        return _recase(word, modern), [*changes, name]
    rule = _ending(word.lower())
    if rule:
        size, new, name = rule
        word = word[:-size] + _recase(word[-size:], new)
        changes.append(name)
    for letter, name in _LETTER_RULES.items():
        if letter in word.lower():
            changes.append(name)
    word = word.translate(_LETTER_TABLE)
    low = word.lower()
    m = _CHREZ.match(low)
    if m:
        word = _recase(word[:4], "черес") + word[4:]
        changes.append("prefix чрез-→черес-")
    else:
        m = _PREFIX.match(low)
        if m and not low.startswith(_PREFIX_ROOTS):
            end = m.end()
            word = word[: end - 1] + _recase(word[end - 1], "с") + word[end:]
            changes.append(f"prefix {m.group(1)}-→{m.group(1)[:-1]}с-")
    return word, changes


def normalize_word(word: str) -> Normalized:
    """Modernise the spelling of one word (pieces joined by hyphens are done one by one).

    >>> normalize_word("двѣнадцати")
    Normalized(orig='двѣнадцати', modern='двенадцати', changes=('yat ѣ→е',))
    >>> normalize_word("ГОРОДЪ").modern
    'ГОРОД'
    """
    pieces: list[str] = []
    changes: list[str] = []
    for part in word.split("-"):
        modern, used = _normalize_part(part)
        pieces.append(modern)
        changes.extend(c for c in used if c not in changes)
    return Normalized(word, "-".join(pieces), tuple(changes))


def normalize_pair(first: str, second: str) -> Normalized | None:
    """The one modern word that two words printed apart make, or None when they stay apart.

    ``orig`` is the two words joined by one space; ``changes`` names the spelling rules of
    both words and the word-division rule.

    >>> normalize_pair("въ", "поперекъ")
    Normalized(orig='въ поперекъ', modern='поперёк', changes=('final hard sign', 'word division в поперек→поперёк'))
    >>> normalize_pair("въ", "окопахъ") is None
    True
    """
    a, b = normalize_word(first), normalize_word(second)
    hit = _DIVISIONS.get((a.modern.lower(), b.modern.lower()))
    if hit is None:
        return None
    modern, name = hit
    if first[:1].isupper():
        modern = modern[:1].upper() + modern[1:]
    changes = tuple(dict.fromkeys((*a.changes, *b.changes, name)))
    return Normalized(f"{first} {second}", modern, changes)


def normalize_text(text: str) -> str:
    """Modernise every word of ``text``; punctuation, digits and spacing are kept, except the
    space between two words that modern spelling joins (``normalize_pair``).

    >>> normalize_text("онѣ составляютъ талонъ (правило IV).")
    'они составляют талон (правило IV).'
    """
    out: list[str] = []
    pos = 0
    words = list(_WORD.finditer(text))
    i = 0
    while i < len(words):
        m = words[i]
        out.append(text[pos: m.start()])
        nxt = words[i + 1] if i + 1 < len(words) else None
        pair = None
        if nxt is not None and text[m.end(): nxt.start()] == " ":
            pair = normalize_pair(m.group(0), nxt.group(0))
        if pair is not None and nxt is not None:
            out.append(pair.modern)
            pos, i = nxt.end(), i + 2
        else:
            out.append(normalize_word(m.group(0)).modern)
            pos, i = m.end(), i + 1
    out.append(text[pos:])
    return "".join(out)


def fix_confusables(word: str) -> str:
    """Replace OCR confusables inside a Cyrillic word: Latin look-alike letters and ђ for ѣ.

    A word with no Cyrillic letter (``IV``, an English word) is returned unchanged.  Use it to
    *propose* a correction; the TEI records the correction as ``<sic>``/``<corr>``.

    >>> fix_confusables("видђ"), fix_confusables("тpефъ"), fix_confusables("IV")
    ('видѣ', 'трефъ', 'IV')
    """
    if not any(ch.lower() in _CYRILLIC for ch in word):
        return word
    return word.translate(_LATIN_LOOKALIKES).replace("ђ", "ѣ").replace("Ђ", "Ѣ")
