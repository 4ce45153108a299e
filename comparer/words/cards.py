"""Cards, ranks, card patterns and shapes as English and Russian words.

Card patterns are the vocabulary's notation (``2xQC``, ``KB``, ``A*``, ``K+Q``; see
``rules.vocabulary.parse_card_pattern``); the words agree in number, gender and case in Russian:

>>> card_words("K", "B", "ru", 2), card_words("K", "B", "en", 2)
('2 чёрных короля', '2 black Kings')
>>> card_words("A", "*", "ru", form="on"), rank_words(12, "ru"), rank_words(12, "en")
('тузе', 'дама', 'Queen')
"""

from __future__ import annotations

from typing import TypeVar

from rules.cards import RANK_TEXT, RANK_WORD_EN, RANK_WORD_RU, SUIT_LETTER, SUIT_WORD_EN, SUIT_WORD_RU
from rules.vocabulary import parse_card_pattern

#: Russian forms of the card nouns, by pattern rank: gender, nominative singular, genitive
#: singular (after 2-4), genitive plural (after 5+), nominative plural, prepositional singular.
RU_CARD_NOUNS: dict[str, tuple[str, str, str, str, str, str]] = {
    "A": ("m", "туз", "туза", "тузов", "тузы", "тузе"),
    "2": ("f", "двойка", "двойки", "двоек", "двойки", "двойке"),
    "3": ("f", "тройка", "тройки", "троек", "тройки", "тройке"),
    "4": ("f", "четвёрка", "четвёрки", "четвёрок", "четвёрки", "четвёрке"),
    "5": ("f", "пятёрка", "пятёрки", "пятёрок", "пятёрки", "пятёрке"),
    "6": ("f", "шестёрка", "шестёрки", "шестёрок", "шестёрки", "шестёрке"),
    "7": ("f", "семёрка", "семёрки", "семёрок", "семёрки", "семёрке"),
    "8": ("f", "восьмёрка", "восьмёрки", "восьмёрок", "восьмёрки", "восьмёрке"),
    "9": ("f", "девятка", "девятки", "девяток", "девятки", "девятке"),
    "10": ("f", "десятка", "десятки", "десяток", "десятки", "десятке"),
    "J": ("m", "валет", "валета", "валетов", "валеты", "валете"),
    "Q": ("f", "дама", "дамы", "дам", "дамы", "даме"),
    "K": ("m", "король", "короля", "королей", "короли", "короле"),
    "*": ("f", "карта", "карты", "карт", "карты", "карте"),
}
#: Colour adjectives: English word, Russian stem (hard declension: красн-ый, чёрн-ая).
COLOURS = {"R": ("red", "красн"), "B": ("black", "чёрн")}
_RU_ADJ_ENDINGS = {("m", "nom"): "ый", ("f", "nom"): "ая", ("pl", "nom"): "ые", ("pl", "gen"): "ых",
                   ("m", "prep"): "ом", ("f", "prep"): "ой"}
#: The ranks the player chooses at set-up (``X*``, ``Y*``): first and second set of foundations.
CHOSEN_RANK_WORDS = {
    "en": {"X": "a card of each suit of the first rank the player chooses",
           "Y": "a card of each suit of the second rank the player chooses"},
    "ru": {"X": "карта каждой масти первого выбранного игроком достоинства",
           "Y": "карта каждой масти второго выбранного игроком достоинства"},
}

_Form = TypeVar("_Form")


def ru_plural(n: int, one: _Form, few: _Form, many: _Form) -> _Form:
    """The Russian form for the number ``n``: 1 карта, 2 карты, 5 карт (21 карта, 11 карт).

    >>> [ru_plural(n, "карта", "карты", "карт") for n in (1, 3, 11, 21, 25)]
    ['карта', 'карты', 'карт', 'карта', 'карт']
    """
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def count_words(n: int, lang: str, en: tuple[str, str], ru: tuple[str, str, str]) -> str:
    """``n`` with its noun: ``count_words(3, "ru", ("card", "cards"), ("карта", "карты", "карт"))``
    is ``3 карты``."""
    if lang == "ru":
        return f"{n} {ru_plural(n, *ru)}"
    return f"{n} {en[0] if n == 1 else en[1]}"


def rank_words(rank: int, lang: str) -> str:
    """The name of rank ``rank`` (1 = Ace ... 13 = King): ``Queen``, ``дама``."""
    return (RANK_WORD_RU if lang == "ru" else RANK_WORD_EN)[rank - 1]


def _en_noun(rank: str, plural: bool) -> str:
    word = "card" if rank == "*" else RANK_WORD_EN[RANK_TEXT.index(rank)]
    if not plural:
        return word
    return word + ("es" if word.endswith("x") else "s")


def _ru_adj(colour: str, gender: str, case: str) -> str:
    return COLOURS[colour][1] + _RU_ADJ_ENDINGS[(gender, case)]


def _ru_card_words(rank: str, suit: str, count: int | None, form: str) -> str:
    colour = COLOURS.get(suit)
    gender, nom, gen, gen_pl, nom_pl, prep = RU_CARD_NOUNS[rank]
    case: tuple[str, str]
    if count is not None:
        noun = ru_plural(count, nom, gen, gen_pl)
        case = ru_plural(count, (gender, "nom"), ("pl", "gen") if gender == "m" else ("pl", "nom"),
                         ("pl", "gen"))
    else:
        noun, case = {"all": (nom_pl, ("pl", "nom")), "on": (prep, (gender, "prep"))}.get(
            form, (nom, (gender, "nom")))
    words = [str(count)] if count is not None else []
    if colour:
        words.append(_ru_adj(suit, *case))
    words.append(noun)
    if suit in SUIT_LETTER:
        words.append(SUIT_WORD_RU[SUIT_LETTER.index(suit)])
    elif form == "each" and count is None and not colour:
        words.append("каждой масти")
    return " ".join(words)


def card_words(rank: str, suit: str, lang: str, count: int | None = None, form: str = "one") -> str:
    """A card pattern (rank, suit) as words.

    ``count``: how many cards (``2 дамы треф``); else ``form``: ``one`` a single card (``a red
    card``, ``красная карта``), ``each`` one of each suit (``an Ace of each suit``), ``all`` every
    such card (``black Kings``, ``чёрные короли``), ``on`` the card another lies on (Russian
    prepositional: ``тузе`` as in ``на тузе``).
    """
    if rank in ("X", "Y"):
        return CHOSEN_RANK_WORDS[lang][rank]
    if lang == "ru":
        return _ru_card_words(rank, suit, count, form)
    colour = COLOURS.get(suit)
    plural = count is not None and count != 1 or count is None and form == "all"
    out = [str(count)] if count is not None else []
    noun = _en_noun(rank, plural)
    if count is None and not plural:
        first = (COLOURS[suit][0] if colour else noun)
        out.append("an" if first[0] in "AEaeiou" else "a")
    if colour:
        out.append(COLOURS[suit][0])
    out.append(noun)
    if suit in SUIT_LETTER:
        out.append("of " + SUIT_WORD_EN[SUIT_LETTER.index(suit)])
    elif form == "each" and count is None and not colour:
        out.append("of each suit")
    return " ".join(out)


def pair_words(pattern: str, lang: str, target: str = "", target_role: str = "") -> str:
    """Two cards that move together (``K+Q``, the card on top first), and where they go.

    >>> pair_words("K*+Q*", "en", "the chamber", "discard")
    'a King and a Queen of the same suit → the chamber'
    """
    (_, top, ts), (_, bottom, bs) = (parse_card_pattern(p) for p in pattern.split("+"))
    ru = lang == "ru"
    arrow = f" → {target}" if target else ""
    one, other = card_words(top, ts, lang), card_words(bottom, bs, lang)
    if {ts, bs} == {"R", "B"}:
        if ru:
            each = ", каждая карта на основание своего цвета" if target_role == "foundation" else ""
            return f"{one} и {other}{arrow}{each}"
        each = ", each onto one of its own colour" if target_role == "foundation" else ""
        return f"{one} and {other}{arrow}{each}"
    same = ts == bs == "*"
    if target_role == "discard":  # which card lies on top is layout
        if ru:
            return f"{one} и {other}" + (" одной масти" if same else "") + arrow
        return f"{one} and {other}" + (" of the same suit" if same else "") + arrow
    if ru:
        return f"{one} на {card_words(bottom, bs, lang, form='on')}" + \
            (" той же масти" if same else "") + arrow
    if same:
        return f"{one} on the {_en_noun(bottom, False)} of its suit{arrow}"
    return f"{one} on {other}{arrow}"


def shape_words(shape: str, lang: str) -> str:
    """``RxC`` (rows x columns) as words: ``4 rows of 3 cards``, ``4 ряда по 3 карты``.

    >>> shape_words("3x4", "ru"), shape_words("5x1", "en")
    ('3 ряда по 4 карты', 'one column of 5 cards')
    """
    rows, cols = (int(x) for x in shape.split("x"))
    if lang == "ru":
        if rows == 1 or cols == 1:
            n = cols if rows == 1 else rows
            line = "один ряд" if rows == 1 else "один столбец"
            return "одна карта" if n == 1 else f"{line} из {n} {ru_plural(n, 'карты', 'карт', 'карт')}"
        return (f"{rows} {ru_plural(rows, 'ряд', 'ряда', 'рядов')} по {cols} "
                f"{ru_plural(cols, 'карте', 'карты', 'карт')}")
    if rows == 1 or cols == 1:
        n = cols if rows == 1 else rows
        return "one card" if n == 1 else f"one {'row' if rows == 1 else 'column'} of {n} cards"
    return f"{rows} rows of {cols} cards"
