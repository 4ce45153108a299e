"""OCR slips in Russian words, mended by one general rule: a word the morphological analyser does
not know is tried against a confusion table of slips (``[ocr-slips]`` in ``words.toml``).

A *slip* is one printed letter (or pair of letters) read for another: a Latin letter that looks
like a Cyrillic one (``k`` for «к», ``u`` for «и»), a digit read for a letter (``3`` for «з»,
``0`` for «о»), or two Cyrillic letters OCR confuses («и»/«н», «ш»/«щ», «ь»/«ъ», «іо» for «ю»).
A token whose modern spelling (after the old-spelling normaliser) is no word is re-read with one
slip mended, then with two; the first reading that is a known word wins, and among the readings
with as many slips a word of the game's vocabulary (a *preferred* lemma) wins over any other.

>>> mend("k0лоды")
'колоды'
>>> mend("тузовь"), mend("пнковый"), mend("колодъі"), mend("нзъ"), mend("Нью")
('тузов', 'пиковый', 'колоды', 'из', None)
>>> mend("колода") is None, mend("Кадоганъ") is None
(True, True)

Whitespace slips are mended by :func:`join_pieces` (a word broken by a stray space or a
line-break hyphen) and :func:`split_run` (two words printed together).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from corpus.annotate.words import OCR_ONE_LETTER, OCR_SLIPS
from corpus.normalize import fix_confusables, normalize_word

__all__ = ["mend", "join_pieces", "split_run", "is_known", "one_letter_word"]

_CYRILLIC = re.compile(r"[а-яёѣіѳѵ]")
#: Slips are looked for only in a token of letters (and digits read for letters), not in
#: hyphenated figures («16-ти») or abbreviations.
_MENDABLE = re.compile(r"^[a-zа-яёѣіѳѵђ0-9]+$")
#: At most this many slips in one word.
MAX_SLIPS = 2
#: A word shorter than this is not mended letter by letter (too many short words are words);
#: one of this length only in lower case (a short capitalised word is a name or an abbreviation
#: more often than a slip: «Нью»).
MIN_LENGTH = 3
#: A token longer than this is not mended or split: readings with two slips grow with the cube
#: of the length (a line printed without spaces would take seconds and hundreds of MB), and a
#: Russian word is hardly ever longer («достопримечательностями» has 24 letters).
MAX_LENGTH = 26


def _pairs() -> tuple[tuple[str, str], ...]:
    """The (printed, meant) pairs of ``[ocr-slips]`` (each entry "printed meant")."""
    out = []
    for entry in sorted(OCR_SLIPS):
        printed, meant = entry.split()
        out.append((printed, meant))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def slips() -> dict[str, tuple[str, ...]]:
    """printed -> the letters it may stand for, from ``[ocr-slips]``."""
    table: dict[str, list[str]] = {}
    for printed, meant in _pairs():
        table.setdefault(printed, []).append(meant)
    return {k: tuple(v) for k, v in table.items()}


def _one_letter_words() -> frozenset[str]:
    return OCR_ONE_LETTER


def one_letter_word(text: str) -> str | None:
    """The Russian one-letter word a lone lower-case Latin letter stands for (``c`` -> «с»)."""
    if len(text) != 1 or not ("a" <= text <= "z"):
        return None
    for meant in slips().get(text, ()):
        if meant in _one_letter_words():
            return meant
    return None


@functools.lru_cache(maxsize=65536)
def is_known(modern: str) -> bool:
    """Whether pymorphy3 knows the (modern, lower-case) word."""
    from corpus.annotate.components import morph_analyzer

    return bool(modern) and morph_analyzer().word_is_known(modern)


@functools.lru_cache(maxsize=262144)
def modern(text: str) -> str:
    """The modern lower-case spelling of a word as the normaliser writes it (no slips mended)."""
    return normalize_word(fix_confusables(text)).modern.lower().replace("ё", "е")


def _readings(text: str, start: int = 0) -> Iterator[tuple[int, str]]:
    """(where the slip ended, the text with one slip at or after ``start`` mended)."""
    table = slips()
    # a Latin letter or a digit inside a Cyrillic word is surely a slip: those are mended first
    for i in sorted(range(start, len(text)), key=lambda i: (bool(_CYRILLIC.match(text[i])), i)):
        for size in (2, 1):
            printed = text[i:i + size]
            if len(printed) < size:
                continue
            for meant in table.get(printed, ()):
                yield i + len(meant), text[:i] + meant + text[i + size:]


def _candidates(text: str) -> Iterator[list[str]]:
    """The readings of ``text`` with one slip mended, then those with two (in modern spelling)."""
    level = [(0, text)]
    for _ in range(MAX_SLIPS):
        nxt = [r for pos, t in level for r in _readings(t, pos)]
        yield [modern(t) for _, t in nxt]
        level = nxt


@functools.lru_cache(maxsize=65536)
def mend(text: str, prefer: frozenset[str] = frozenset()) -> str | None:
    """The modern spelling of ``text`` with its OCR slips mended, or None when the word is known
    as printed, is too short, or no reading with at most two slips is a word."""
    low = text.lower()
    if not MIN_LENGTH <= len(low) <= MAX_LENGTH or not _MENDABLE.match(low) or not _CYRILLIC.search(low):
        return None
    if len(low) == MIN_LENGTH and not text.islower():
        return None
    if is_known(modern(low)):
        return None
    for readings in _candidates(low):
        known = [w for w in dict.fromkeys(readings) if is_known(w)]
        if known:
            return next((w for w in known if _lemma_of(w) in prefer), known[0])
    return None


#: Parts of speech of the content words a run-together token is split for.
_CONTENT = frozenset({"NOUN", "ADJF", "ADJS", "VERB", "INFN", "NUMR", "PRTF", "PRTS", "GRND"})
#: Content lemmas too common to say that a token is two words.
_LIGHT = frozenset({"быть"})


def _vocabulary_word(word: str, prefer: frozenset[str]) -> bool:
    """Whether ``word`` is a content word of the game's vocabulary (its best lemma in ``prefer``)."""
    from corpus.annotate.components import morph_analyzer

    p = morph_analyzer().parse(word)[0]
    lemma = p.normal_form.replace("ё", "е")
    return (lemma in prefer and lemma not in _LIGHT and len(lemma) >= 3 and p.tag.POS in _CONTENT
            and "Apro" not in p.tag)


def _lemma_of(word: str) -> str:
    from corpus.annotate.components import morph_analyzer

    return morph_analyzer().parse(word)[0].normal_form.replace("ё", "е")


#: A line-break hyphen at the end of a piece («кар-»).
_BREAK_HYPHEN = re.compile(r"[-‐‑¬­]$")


@functools.lru_cache(maxsize=65536)
def join_pieces(first: str, second: str) -> str | None:
    """The one word (modern spelling) that two pieces printed apart make, or None.

    A piece ending in a line-break hyphen joins the next when the join is a word and the
    hyphenated form is none («кар-» «ты» → «карты»); two pieces split by a stray space join
    when one of them is no word and the join is one («ко» «лоды» → «колоды»).

    >>> join_pieces("кар-", "ты"), join_pieces("ко", "лоды"), join_pieces("на", "тузы")
    ('карты', 'колоды', None)
    """
    if not (_CYRILLIC.search(first.lower()) and _CYRILLIC.search(second.lower())):
        return None
    a, b = first.lower(), second.lower()
    if not re.fullmatch(r"[а-яёѣіѳѵ]+", b):
        return None
    if _BREAK_HYPHEN.search(a):
        stem = a[:-1]
        if not re.fullmatch(r"[а-яёѣіѳѵ]+", stem) or is_known(modern(stem + "-" + b)):
            return None
    elif not re.fullmatch(r"[а-яёѣіѳѵ]+", a) or (is_known(modern(a)) and is_known(modern(b))):
        return None
    else:
        stem = a
    joined = modern(stem + b)
    return joined if is_known(joined) else None


@functools.lru_cache(maxsize=65536)
def split_run(text: str, prefer: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two words printed together, as printed (``"вколоду"`` → ``("в", "колоду")``), or None.

    The token must be no word, and no word of the game's vocabulary either (pymorphy3 guesses
    the lemma of a word it does not know: «перераздачи» is «перераздача», a vocabulary word
    that no dictionary has); it is split where both halves are words and one of them is a word
    of the vocabulary (``prefer``: a noun, verb, adjective or numeral, not a function word); a
    first half of one letter must be a one-letter word (a preposition, «и»), else both halves
    have three letters at least; the split whose shorter half is longest wins.

    >>> vocab = frozenset({"колода", "карта", "класть"})
    >>> split_run("вколоду", vocab), split_run("картыкладут", vocab), split_run("колода", vocab)
    (('в', 'колоду'), ('карты', 'кладут'), None)
    >>> split_run("осьмерка", vocab), split_run("внахлест", vocab)
    (None, None)
    """
    low = text.lower()
    if not MIN_LENGTH + 2 <= len(low) <= MAX_LENGTH or not re.fullmatch(r"[а-яёѣіѳѵ]+", low) or is_known(modern(low)):
        return None
    if _lemma_of(modern(low)) in prefer:
        return None
    best: tuple[int, int] | None = None
    for i in range(1, len(low) - 1):
        a, b = modern(low[:i]), modern(low[i:])
        if (len(a) == 1 and a not in _one_letter_words()) or len(a) == 2 or len(b) < 3:
            continue
        if not (is_known(a) and is_known(b)) or not (_vocabulary_word(a, prefer) or _vocabulary_word(b, prefer)):
            continue
        score = min(len(a), len(b))
        if best is None or score > best[0]:
            best = (score, i)
    if best is None:
        return None
    return text[:best[1]], text[best[1]:]
