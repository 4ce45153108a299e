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

A word no slip of the table mends is *repaired* (:func:`repair`) when exactly one word of the
game's vocabulary (the patterns' lemmas, the groups' Russian labels, and the function words of
the word sets ``[repair-vocabulary]`` names: :func:`repair_vocabulary`) is one edit away: two
neighbouring letters swapped, a letter doubled or dropped, or one read for another («кододы» →
«колоды», «стобца» → «столбца», «отркыта» → «открыта»); words of five letters or more only.
Older spellings the normaliser leaves («осьмерка», «итти», «разсчетъ») are slips of the table
(its ``spelling`` and ``variants`` lists) or a prefix's «з» (:func:`voiceless_prefix`).

Marks that stand for no letter inside a word (``[ocr-silent]``: a soft hyphen, a stress accent,
an apostrophe) are dropped before a word is read (:func:`unmark`).  Whitespace and punctuation
slips are mended by :func:`join_pieces` (a word broken by a stray space or a line-break hyphen),
:func:`join_glued` (a word the tokeniser split at a stray comma or full stop, ``[ocr-glue]``) and
:func:`split_run` (two words printed together).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator

from corpus.annotate.words import (ABBREVIATION_END, ABBREVIATIONS, OCR_ONE_LETTER, OCR_SILENT, OCR_SLIPS,
                                   REPAIR_VOCABULARY, word_set)
from corpus.normalize import fix_confusables, normalize_word

__all__ = ["abbreviations", "breaks_word", "split_at_hard_sign", "mend", "repair", "unmark", "join_pieces", "join_glued", "split_run", "is_known", "one_letter_word",
           "voiceless_prefix"]

_CYRILLIC = re.compile(r"[а-яёѣіѳѵ]")
#: Slips are looked for only in a token of letters (and digits, Greek letters and marks read
#: for letters: the printed sides of ``[ocr-slips]``), not in hyphenated figures («16-ти») or
#: abbreviations.
_LETTERS = "a-zа-яёѣіѳѵђ0-9"
#: At most this many slips in one word.
MAX_SLIPS = 2
#: A word with two slips has this many letters at least (in a shorter one, two slips of a
#: name or a piece of a phrase make a word too easily: «точь» is no «гочъ»).
MIN_LENGTH_TWO_SLIPS = 5
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
    for entry in OCR_SLIPS:  # in the file's order: the first listed is tried first
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


@functools.lru_cache(maxsize=1)
def _mendable() -> re.Pattern[str]:
    """A token whose characters are all letters, digits or printed sides of the slips table."""
    printed = "".join(sorted({ch for key in slips() for ch in key if not re.match(f"[{_LETTERS}]", ch)}))
    return re.compile(f"^[{_LETTERS}{re.escape(printed)}]+$")


def _one_letter_words() -> frozenset[str]:
    return OCR_ONE_LETTER


def one_letter_word(text: str) -> str | None:
    """The Russian one-letter word a lone lower-case Latin letter stands for (``c`` -> «с»), or a
    letter with the pre-reform final hard sign that is no word stands for, when the slips table
    reads it as exactly one one-letter word («зъ» -> «в»).

    >>> one_letter_word("c"), one_letter_word("зъ"), one_letter_word("въ"), one_letter_word("мъ")
    ('с', 'в', None, None)
    """
    if len(text) == 1 and "a" <= text <= "z":
        return next((m for m in slips().get(text, ()) if m in _one_letter_words()), None)
    low = text.lower()
    if len(low) != 2 or low[1] not in "ъь" or low[0] in _one_letter_words() or not _CYRILLIC.match(low[0]):
        return None
    meant = {m for m in slips().get(low[0], ()) if m in _one_letter_words()}
    return meant.pop() if len(meant) == 1 else None


@functools.lru_cache(maxsize=65536)
def unmark(text: str) -> str:
    """``text`` without the marks that stand for no letter inside a Cyrillic word
    (``[ocr-silent]``), composed (NFC: a «й» printed as «и» and a breve stays «й»).

    >>> unmark("ко\u00adлоды"), unmark("кар¬ты"), unmark("сто\u0301лбцы"), unmark("don't")
    ('колоды', 'карты', 'столбцы', "don't")
    """
    composed = unicodedata.normalize("NFC", text)
    if not _CYRILLIC.search(composed.lower()):
        return text
    out = "".join(ch for ch in composed if ch not in OCR_SILENT)
    return out or text


@functools.lru_cache(maxsize=65536)
def is_known(modern: str) -> bool:
    """Whether pymorphy3 knows the (modern, lower-case) word."""
    from corpus.annotate.components import morph_analyzer

    return bool(modern) and morph_analyzer().word_is_known(modern)


@functools.lru_cache(maxsize=262144)
def modern(text: str) -> str:
    """The modern lower-case spelling of a word as the normaliser writes it (no slips mended)."""
    return normalize_word(fix_confusables(unmark(text))).modern.lower().replace("ё", "е")


#: A prefix that pre-reform spelling ends in «з» before a voiceless consonant, modern spelling in «с»
#: (``разсказъ`` → ``рассказ``, ``безпорядокъ`` → ``беспорядок``).
_VOICED_PREFIX = re.compile(r"(раз|роз|без|из|воз|низ|чрез|через)(?=[кпстфхцчшщ])")


@functools.lru_cache(maxsize=65536)
def voiceless_prefix(plain: str) -> str | None:
    """The modern spelling of a (modern, lower-case) word that is no word only because its prefix
    is spelt the pre-reform way, «з» before a voiceless consonant; else None.

    >>> voiceless_prefix("безпрестанно"), voiceless_prefix("разсказ"), voiceless_prefix("рассказ")
    ('беспрестанно', 'рассказ', None)
    """
    if not _VOICED_PREFIX.search(plain) or is_known(plain):
        return None
    voiceless = _VOICED_PREFIX.sub(lambda m: m.group(1)[:-1] + "с", plain)
    return voiceless if is_known(voiceless) else None


def _readings(text: str, start: int = 0) -> Iterator[tuple[int, str]]:
    """(where the slip ended, the text with one slip at or after ``start`` mended)."""
    table = slips()
    longest = max(len(k) for k in table)
    # a Latin letter or a digit inside a Cyrillic word is surely a slip: those are mended first
    for i in sorted(range(start, len(text)), key=lambda i: (bool(_CYRILLIC.match(text[i])), i)):
        for size in range(longest, 0, -1):
            printed = text[i:i + size]
            if len(printed) < size:
                continue
            for meant in table.get(printed, ()):
                yield i + len(meant), text[:i] + meant + text[i + size:]


def _candidates(text: str) -> Iterator[list[str]]:
    """The readings of ``text`` with one slip mended, then those with two (in modern spelling)."""
    level = [(0, text)]
    for n in range(MAX_SLIPS):
        if n and len(text) < MIN_LENGTH_TWO_SLIPS:
            return
        nxt = [r for pos, t in level for r in _readings(t, pos)]
        yield [modern(t) for _, t in nxt]
        level = nxt


@functools.lru_cache(maxsize=65536)
def mend(text: str, prefer: frozenset[str] = frozenset(), edits: bool = True) -> str | None:
    """The modern spelling of ``text`` with its OCR slips mended, or None when the word is known
    as printed, is too short, or no reading with at most two slips is a word (nor is it one edit
    from a word of the vocabulary: :func:`repair`, unless ``edits`` is false)."""
    low = unmark(text).lower()
    sure = low.translate(_sure_slips())
    if len(low) == 2 and sure != low and _CYRILLIC.search(low) and is_known(modern(sure)):
        return modern(sure)  # a short word with a letter no Cyrillic word has («пο» with a Greek «ο»)
    if not MIN_LENGTH <= len(low) <= MAX_LENGTH or not _mendable().match(low) or not _CYRILLIC.search(low):
        return None
    if len(low) == MIN_LENGTH and not text.islower():
        return None
    if is_known(modern(low)):
        return None
    if sure != low and is_known(modern(sure)):
        return modern(sure)
    for readings in _candidates(low):
        known = [w for w in dict.fromkeys(readings) if is_known(w)]
        if known:
            return next((w for w in known if _lemma_of(w) in prefer), known[0])
    if sure != low:
        return mend(sure, prefer, edits)
    return repair(modern(low), prefer) if edits else None


@functools.lru_cache(maxsize=1)
def _sure_slips() -> dict[int, str]:
    """The characters no Cyrillic word has that the table reads as one letter only, and that
    start no slip of several characters (a Greek «τ», a Latin «k»): a word full of them («ΤΑЛΟНЪ»)
    is read with all of them mended at once, before the slips are counted."""
    table = slips()
    multi = {ch for key in table if len(key) > 1 for ch in key}
    return {ord(k): v[0] for k, v in table.items()
            if len(k) == 1 and len(v) == 1 and len(v[0]) == 1 and not _CYRILLIC.match(k) and k not in multi}


#: The shortest word :func:`repair` mends (shorter words are one edit from too many words).
MIN_REPAIR = 5
#: The letters a repair may put in (modern spelling, «ё» written «е»).
_ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя"


def _one_edit(word: str) -> set[str]:
    """Every spelling one edit from ``word``: a letter dropped (one printed twice, a speck read as
    a letter), two neighbours swapped, a letter read for another, a letter put in."""
    out: set[str] = set()
    for i in range(len(word)):
        out.add(word[:i] + word[i + 1:])
        if i + 1 < len(word):
            out.add(word[:i] + word[i + 1] + word[i] + word[i + 2:])
        out.update(word[:i] + ch + word[i + 1:] for ch in _ALPHABET)
    for i in range(len(word) + 1):
        out.update(word[:i] + ch + word[i:] for ch in _ALPHABET)
    out.discard(word)
    return out


@functools.lru_cache(maxsize=1)
def repair_vocabulary() -> frozenset[str]:
    """The words (and their lemmas) :func:`repair` may mend a word into besides the patterns'
    lemmas, chosen in one place: the groups' Russian labels (rules/vocabulary.toml) and the words
    of the word sets ``[repair-vocabulary]`` names in ``words.toml`` (the function words the rules
    read).  No other word set is a repair target.

    >>> "можно" in repair_vocabulary(), "трон" in repair_vocabulary()
    (True, False)
    """
    from rules.vocabulary import load_vocabulary

    texts = [w for name in REPAIR_VOCABULARY for w in word_set(name)]
    for game in load_vocabulary().games.values():
        texts += [g.label("ru") for g in game.groups]
    words = {w for t in texts for w in re.findall(r"[а-яё]{3,}", t.lower().replace("ё", "е"))}
    return frozenset(words | {_lemma_of(w) for w in words})


def _of_vocabulary(word: str, vocab: frozenset[str]) -> bool:
    from corpus.annotate.components import morph_analyzer

    return any(p.normal_form.replace("ё", "е") in vocab for p in morph_analyzer().parse(word) if p.is_known)


@functools.lru_cache(maxsize=65536)
def repair(word: str, prefer: frozenset[str] = frozenset()) -> str | None:
    """The one word of the vocabulary (``prefer``, the patterns' lemmas, and
    :func:`repair_vocabulary`) one edit from ``word`` (modern spelling, no word), or None: when
    the word is shorter than five letters, its guessed lemma is itself a vocabulary word, or no
    or several vocabulary words are one edit away.

    >>> terms = frozenset({"колода", "столбец", "карта", "открыть"})
    >>> repair("кододы", terms), repair("стобца", terms), repair("коолоды", terms), repair("колдоы", terms)
    ('колоды', 'столбца', 'колоды', 'колоды')
    >>> repair("колодд", terms), repair("карто", terms), repair("колоды", terms), repair("кадоган", terms)
    ('колод', None, None, None)
    >>> repair("отркыта", terms), repair("отркыта"), repair("нельяз")
    ('открыта', None, 'нельзя')
    """
    if len(word) < MIN_REPAIR or not re.fullmatch(r"[а-я]+", word) or is_known(word):
        return None
    vocab = prefer | repair_vocabulary()
    if _lemma_of(word) in vocab:
        return None
    found = [w for w in sorted(_one_edit(word)) if is_known(w) and _of_vocabulary(w, vocab)]
    if len(found) > 1 and len({_lemma_of(w) for w in found}) == 1:
        # forms of one word: the one a doubled letter printed once more or two letters swapped
        # gives, when exactly one does («колоддъ»: «колод», not «колоде»)
        found = [w for w in found if w in _undoubled_or_swapped(word)]
    if len(found) > 1 and prefer:
        # the game's terms (the patterns' lemmas) before the function words
        terms = [w for w in found if _of_vocabulary(w, prefer)]
        found = terms if len(terms) == 1 else found
    return found[0] if len(found) == 1 else None


def _undoubled_or_swapped(word: str) -> set[str]:
    out = {word[:i] + word[i + 1:] for i in range(1, len(word)) if word[i] == word[i - 1]}
    return out | {word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(len(word) - 1)}


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


def _piece(piece: str, other: str, prefer: frozenset[str]) -> str:
    """The modern spelling of one piece of a token split in two: as printed, or with its slips of
    the table mended when the other piece is a word as printed («картыидутb»: «идут»)."""
    plain = modern(piece)
    if is_known(plain) or not is_known(modern(other)):
        return plain
    return mend(piece, prefer, edits=False) or plain


#: The parts of speech of a two-letter word printed together with the next (a preposition,
#: a conjunction, a particle: «на», «да», «не»).
_FUNCTION_POS = frozenset({"PREP", "CONJ", "PRCL"})


def _function_word(word: str) -> bool:
    """Whether pymorphy3 reads ``word`` (modern, lower case) as a function word first."""
    from corpus.annotate.components import morph_analyzer

    return morph_analyzer().parse(word)[0].tag.POS in _FUNCTION_POS


#: Verb forms a negation printed together with them stands before (no Russian verb is one word
#: with «не» but those no dictionary splits: «ненавидеть» has no «навидеть»).
_VERB_POS = frozenset({"VERB", "INFN", "GRND"})


def _negated_verb(first: str, second: str) -> bool:
    """Whether ``first`` is the negation «не» and ``second`` (modern) a verb form (best parse)."""
    from corpus.annotate.components import morph_analyzer

    return first == "не" and is_known(second) and morph_analyzer().parse(second)[0].tag.POS in _VERB_POS


def _may_follow_term(word: str, prefer: frozenset[str]) -> bool:
    """Whether ``word`` (modern), printed after a word of the vocabulary, is a word of its own: a
    word of the vocabulary (any part of speech), a verb form or a function word; another noun or
    adjective is more often the rest of a rare word made from the term («карт|очника»)."""
    from corpus.annotate.components import morph_analyzer

    p = morph_analyzer().parse(word)[0]
    lemma = p.normal_form.replace("ё", "е")
    return lemma in prefer or lemma in repair_vocabulary() or p.tag.POS in _VERB_POS | _FUNCTION_POS


def _hard_sign_word(piece: str) -> bool:
    """Whether ``piece`` (as printed) is a one-letter word with the pre-reform hard sign («въ»,
    «къ», «съ»): a last half no longer word is mistaken for."""
    return len(piece) == 2 and piece[1] == "ъ" and piece[0] in _one_letter_words()


def _lemma_of(word: str) -> str:
    from corpus.annotate.components import morph_analyzer

    return morph_analyzer().parse(word)[0].normal_form.replace("ё", "е")


#: A line-break hyphen at the end of a piece («кар-»; old prints set «=» or «⸗»).
_BREAK_HYPHEN = re.compile(r"[-‐‑¬­=⸗]$")


def breaks_word(text: str) -> bool:
    """Whether ``text`` ends in a line-break hyphen (or is one)."""
    return bool(_BREAK_HYPHEN.search(text))


@functools.lru_cache(maxsize=65536)
def join_pieces(first: str, second: str, prefer: frozenset[str] = frozenset()) -> str | None:
    """The one word (modern spelling) that two pieces printed apart make, or None.

    A piece ending in a line-break hyphen joins the next when the join is a word, or one slip
    or edit from one (:func:`mend`), and the hyphenated form is none («кар-» «ты» → «карты»,
    «ко=» «лодьі» → «колоды»); two pieces split by a stray space join when one of them is no
    word and the join is one («ко» «лоды» → «колоды»).

    >>> join_pieces("кар-", "ты"), join_pieces("ко", "лоды"), join_pieces("на", "тузы")
    ('карты', 'колоды', None)
    >>> join_pieces("ко=", "лодьі"), join_pieces("осно⸗", "вaнія"), join_pieces("той-", "же")
    ('колоды', 'основания', None)
    """
    if not (_CYRILLIC.search(first.lower()) and _CYRILLIC.search(second.lower())):
        return None
    a, b = unmark(first).lower(), unmark(second).lower()
    if _BREAK_HYPHEN.search(first):
        stem = unmark(first[:-1]).lower()
        if not (_mendable().match(stem) and _mendable().match(b)) or is_known(modern(stem + "-" + b)):
            return None
        joined = modern(stem + b)
        if is_known(joined):
            return joined
        # mended only when a piece is no word («той-же» is two words, not a slip of «тоже»)
        return None if is_known(modern(stem)) and is_known(modern(b)) else mend(stem + b, prefer)
    if not re.fullmatch(r"[а-яёѣіѳѵ]+", b):
        return None
    if not re.fullmatch(r"[а-яёѣіѳѵ]+", a) or (is_known(modern(a)) and is_known(modern(b))):
        return None
    joined = modern(a + b)
    return joined if is_known(joined) else None


@functools.lru_cache(maxsize=65536)
def join_glued(first: str, second: str, prefer: frozenset[str] = frozenset()) -> str | None:
    """The one word (modern spelling) two pieces make that the tokeniser split at a mark printed
    inside a word (``[ocr-glue]``: «столби,ки», «немед,ленно»), or None: the pieces must be
    Cyrillic letters, and the join a word or one slip or edit from one; when both pieces are
    words, the join must be a word of the vocabulary.

    >>> join_glued("столби", "ки"), join_glued("немед", "ленно"), join_glued("карты", "которые")
    ('столбики', 'немедленно', None)
    >>> join_glued("та", "лона"), join_glued("и", "на")
    ('талона', None)
    """
    a, b = unmark(first).lower(), unmark(second).lower()
    if not (re.fullmatch(r"[а-яёѣіѳѵ]+", a) and re.fullmatch(r"[а-яёѣіѳѵ]+", b)):
        return None
    joined = modern(a + b)
    if is_known(modern(a)) and is_known(modern(b)):
        # two words: joined only into a word of the vocabulary («та,лона» → «талона»)
        return joined if is_known(joined) and _of_vocabulary(joined, prefer | repair_vocabulary()) else None
    return joined if is_known(joined) else mend(a + b, prefer)


@functools.lru_cache(maxsize=65536)
def split_run(text: str, prefer: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two words printed together, as printed (``"вколоду"`` → ``("в", "колоду")``), or None; one
    of them may have slips of the table («картыидутb»).

    The token must be no word, and no word of the game's vocabulary either (pymorphy3 guesses
    the lemma of a word it does not know: «перераздачи» is «перераздача», a vocabulary word
    that no dictionary has); it is split where both halves are words and one of them is a word
    of the vocabulary (``prefer``: a noun, verb, adjective or numeral, not a function word); a
    first half of one letter must be a one-letter word (a preposition, «и»), one of two letters a
    preposition, conjunction or particle before a word of the vocabulary («накарту»), «не» before
    any verb («неучаствуют»), a
    last half of two letters a one-letter word with a hard sign («картывъ»), else both halves
    have three letters at least; after a word of the vocabulary, the second half is a word of the
    vocabulary, a verb or a function word (not the rest of a rare word made from the term:
    «карточника»); the split whose shorter half is longest wins.  A token that is one word in an older
    spelling («разсчетъ») or with a slip of the table is not split.

    >>> vocab = frozenset({"колода", "карта", "класть", "счет"})
    >>> split_run("вколоду", vocab), split_run("картыкладут", vocab), split_run("колода", vocab)
    (('в', 'колоду'), ('карты', 'кладут'), None)
    >>> split_run("двекарты", vocab), split_run("накарту", vocab), split_run("разсчетъ", vocab)
    (('две', 'карты'), ('на', 'карту'), None)
    >>> split_run("картыидутb", vocab), split_run("вkолоду", vocab), split_run("картывъ", vocab)
    (('карты', 'идутb'), ('в', 'kолоду'), ('карты', 'въ'))
    >>> split_run("неучаствуют", vocab), split_run("небезопасный", vocab), split_run("карточника", vocab)
    (('не', 'участвуют'), None, None)
    >>> split_run("осьмерка", vocab), split_run("внахлест", vocab)
    (None, None)
    """
    low = text.lower()
    if not MIN_LENGTH + 2 <= len(low) <= MAX_LENGTH or not _CYRILLIC.match(low) or is_known(modern(low)):
        return None
    if not re.fullmatch(r"[а-яёѣіѳѵ]+", low) and not re.fullmatch(f"[{_LETTERS}]+", low):
        return None
    if _lemma_of(modern(low)) in prefer or voiceless_prefix(modern(low)) or mend(text, prefer, edits=False):
        return None  # one word: of the vocabulary, in an older spelling («разсчетъ») or with a slip
    best: tuple[int, int] | None = None
    for i in range(1, len(low) - 1):
        a, b = _piece(low[:i], low[i:], prefer), _piece(low[i:], low[:i], prefer)
        if (len(a) == 1 and a not in _one_letter_words()) or (len(b) < 3 and not _hard_sign_word(low[i:])):
            continue
        if _negated_verb(a, b):
            pass  # «неучаствуют»: a negation printed together with its verb
        elif len(a) == 2 and not (_function_word(a) and _vocabulary_word(b, prefer)):
            continue  # a two-letter first half only a function word before a term («накарту»)
        elif not (is_known(a) and is_known(b)) or not (_vocabulary_word(b, prefer) or (
                _vocabulary_word(a, prefer) and _may_follow_term(b, prefer))):
            continue
        score = min(len(a), len(b))
        if best is None or score > best[0]:
            best = (score, i)
    if best is None:
        return None
    return text[:best[1]], text[best[1]:]


@functools.lru_cache(maxsize=1)
def _abbreviation_pattern() -> re.Pattern[str]:
    """Any abbreviation of ``[abbreviation]``, spaces after its full stops optional, the longest
    first («т. наз.» before «наз.»), not inside a word."""
    alternatives = []
    for key in sorted(ABBREVIATIONS, key=len, reverse=True):
        parts = [p.strip() for p in key.split(".") if p.strip()]
        alternatives.append(r"\.\s*".join(re.escape(p).replace(r"\ ", r"\s+") for p in parts) + r"\.")
    return re.compile(r"(?<![^\W\d_])(?:" + "|".join(alternatives) + ")", re.IGNORECASE)


def abbreviations(text: str) -> list[tuple[int, int, str, bool]]:
    """(start, end, meaning, whether a sentence may end with it) of every printed abbreviation
    of ``text`` (``[abbreviation]``, ``[abbreviation-end]``).

    >>> abbreviations("онѣ образуютъ т. наз. пріемную, и т.д.")
    [(14, 21, 'так называемый', False), (34, 38, 'так далее', True)]
    """
    out = []
    for m in _abbreviation_pattern().finditer(text):
        key = re.sub(r"\s+", " ", re.sub(r"\.\s*", ". ", m.group(0).lower())).strip()
        if key in ABBREVIATIONS:
            out.append((m.start(), m.end(), ABBREVIATIONS[key], key in ABBREVIATION_END))
    return out


#: A hard sign inside a pre-reform word stands only before «е ё ю я» («объявить», «подъёмъ»):
#: before any other letter it is the end of a word printed together with the next («изъколоды»).
_INNER_HARD_SIGN = re.compile(r"ъ(?=[^еёюяѣ\W])", re.IGNORECASE)


@functools.lru_cache(maxsize=65536)
def split_at_hard_sign(text: str, prefer: frozenset[str] = frozenset()) -> tuple[str, str] | None:
    """Two words printed together, split after a hard sign no word has there, as printed, when
    the token is no word and both pieces are words (the second after its slips are mended).

    >>> split_at_hard_sign("изъколоды"), split_at_hard_sign("кладутъвъ"), split_at_hard_sign("вътал0нъ")
    (('изъ', 'колоды'), ('кладутъ', 'въ'), ('въ', 'тал0нъ'))
    >>> split_at_hard_sign("объявить"), split_at_hard_sign("подъемъ"), split_at_hard_sign("колодъі")
    (None, None, None)
    """
    low = unmark(text).lower()
    m = _INNER_HARD_SIGN.search(low)
    if m is None or len(low) > MAX_LENGTH or not _CYRILLIC.search(low) or is_known(modern(low)):
        return None
    if mend(text, prefer) is not None:
        return None  # one word with a slip («колодъі»)
    a, b = text[:m.end()], text[m.end():]
    first = one_letter_word(a) or modern(a)
    if not (is_known(first) or first in _one_letter_words()):
        return None
    if not (is_known(modern(b)) or one_letter_word(b) or mend(b, prefer)):
        return None
    return a, b
