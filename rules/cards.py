"""Cards as small ints, with an exact parse/print round trip in English and Russian.

A card is ``pack * 52 + suit * 13 + (rank - 1)``: ranks 1 (Ace) .. 13 (King), suits
``CLUBS`` 0, ``DIAMONDS`` 1, ``HEARTS`` 2, ``SPADES`` 3 (diamonds and hearts are red).  So ``0``
is the Ace of clubs and ``51`` the King of spades of the first pack; ``52`` starts the second
pack.  A card's name does not show its pack: :func:`parse_card` takes the pack as an argument.

>>> parse_card("QH") == card(QUEEN, HEARTS)
True
>>> card_name(parse_card("10♠"))
'10♠'
>>> card_name(parse_card("дама червей"), lang="ru", style="long")
'дама червей'
>>> card_name(card(ACE, SPADES), lang="ru", style="short")
'Тп'
>>> parse_card("Тп") == parse_card("AS") == parse_card("туз пик")
True
>>> card_name(card(JACK, CLUBS, pack=1), style="ascii")
'JC'
>>> rank(parse_card("KD")), suit(parse_card("KD")), is_red(parse_card("KD"))
(13, 1, True)
"""

from __future__ import annotations

import re
from typing import Literal

from rules.errors import NotationError

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANKS: tuple[int, ...] = tuple(range(1, 14))
CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS: tuple[int, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
RED_SUITS: tuple[int, ...] = (DIAMONDS, HEARTS)
BLACK_SUITS: tuple[int, ...] = (CLUBS, SPADES)
MAX_PACKS = 8

Lang = Literal["en", "ru"]
Style = Literal["symbol", "ascii", "short", "long"]

# --- tables ----------------------------------------------------------------------------------

RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUIT_LETTER = ("C", "D", "H", "S")
SUIT_SYMBOL = ("♣", "♦", "♥", "♠")
RANK_WORD_EN = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
                "Jack", "Queen", "King")
SUIT_WORD_EN = ("Clubs", "Diamonds", "Hearts", "Spades")
#: Russian rank nouns (nominative) and suit names (genitive plural: «дама червей»).
RANK_WORD_RU = ("туз", "двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка",
                "восьмёрка", "девятка", "десятка", "валет", "дама", "король")
SUIT_WORD_RU = ("треф", "бубен", "червей", "пик")
#: Russian short forms: rank letter (Т туз, В валет, Д дама, К король) + suit letter.
RANK_SHORT_RU = ("Т", "2", "3", "4", "5", "6", "7", "8", "9", "10", "В", "Д", "К")
SUIT_SHORT_RU = ("т", "б", "ч", "п")
#: The rank a rank letter of the vocabulary and the rulesets stands for (``"Q"`` -> 12).
RANK_OF_TEXT: dict[str, int] = {text: i + 1 for i, text in enumerate(RANK_TEXT)}
#: The suits a suit letter of a card pattern stands for: one suit, a colour (``R`` red, ``B``
#: black) or any suit (``*``: None).
SUITS_OF_LETTER: dict[str, tuple[int, ...] | None] = {
    "C": (CLUBS,), "D": (DIAMONDS,), "H": (HEARTS,), "S": (SPADES,),
    "R": RED_SUITS, "B": BLACK_SUITS, "*": None}


def card(rank_: int, suit_: int, pack: int = 0) -> int:
    """The card number of ``rank_`` (1..13) of ``suit_`` (0..3) in ``pack``.

    >>> card(ACE, CLUBS), card(KING, SPADES), card(ACE, CLUBS, pack=1)
    (0, 51, 52)
    """
    if not (1 <= rank_ <= 13 and 0 <= suit_ <= 3 and 0 <= pack < MAX_PACKS):
        raise ValueError(f"no card with rank {rank_}, suit {suit_}, pack {pack}")
    return pack * 52 + suit_ * 13 + rank_ - 1


def rank(c: int) -> int:
    return c % 13 + 1


def suit(c: int) -> int:
    return c // 13 % 4


def pack_of(c: int) -> int:
    return c // 52


def is_red(c: int) -> bool:
    return c // 13 % 4 in RED_SUITS


#: Per-card lookup tables (index by card number) for the engine's hot paths.
RANK_OF: tuple[int, ...] = tuple(rank(c) for c in range(52 * MAX_PACKS))
SUIT_OF: tuple[int, ...] = tuple(suit(c) for c in range(52 * MAX_PACKS))
RED_OF: tuple[bool, ...] = tuple(is_red(c) for c in range(52 * MAX_PACKS))


# --- printing --------------------------------------------------------------------------------


def card_name(c: int, lang: Lang = "en", style: Style = "symbol") -> str:
    """The name of card ``c``.

    English styles: ``symbol`` ``Q♥``, ``ascii`` ``QH``, ``long`` ``Queen of Hearts``; Russian
    styles: ``symbol`` ``Д♥``, ``short`` ``Дч``, ``long`` ``дама червей``.

    >>> [card_name(card(QUEEN, HEARTS), l, s) for l, s in
    ...  [("en", "symbol"), ("en", "ascii"), ("en", "long"), ("ru", "symbol"), ("ru", "short"),
    ...   ("ru", "long")]]
    ['Q♥', 'QH', 'Queen of Hearts', 'Д♥', 'Дч', 'дама червей']
    """
    r, s = RANK_OF[c] - 1, SUIT_OF[c]
    if lang == "en":
        if style == "symbol":
            return RANK_TEXT[r] + SUIT_SYMBOL[s]
        if style in ("ascii", "short"):
            return RANK_TEXT[r] + SUIT_LETTER[s]
        if style == "long":
            return f"{RANK_WORD_EN[r]} of {SUIT_WORD_EN[s]}"
    elif lang == "ru":
        if style == "symbol":
            return RANK_SHORT_RU[r] + SUIT_SYMBOL[s]
        if style in ("short", "ascii"):
            return RANK_SHORT_RU[r] + SUIT_SHORT_RU[s]
        if style == "long":
            return f"{RANK_WORD_RU[r]} {SUIT_WORD_RU[s]}"
    raise ValueError(f"unknown card name language/style {lang!r}/{style!r}")


# --- parsing ---------------------------------------------------------------------------------


def _fold(text: str) -> str:
    return text.strip().lower().replace("ё", "е")


_RANK_TOKENS: dict[str, int] = {}
for _i, _t in enumerate(RANK_TEXT):
    _RANK_TOKENS[_t.lower()] = _i + 1
_RANK_TOKENS["t"] = 10
_RANK_TOKENS["1"] = 1
for _i, _t in enumerate(RANK_SHORT_RU):
    _RANK_TOKENS.setdefault(_fold(_t), _i + 1)

_SUIT_TOKENS: dict[str, int] = {}
for _i in SUITS:
    _SUIT_TOKENS[SUIT_LETTER[_i].lower()] = _i
    _SUIT_TOKENS[SUIT_SYMBOL[_i]] = _i
    _SUIT_TOKENS[SUIT_SHORT_RU[_i]] = _i
for _sym, _i in (("♧", CLUBS), ("♢", DIAMONDS), ("♡", HEARTS), ("♤", SPADES)):
    _SUIT_TOKENS[_sym] = _i

_RANK_WORDS: dict[str, int] = {}
for _i, _w in enumerate(RANK_WORD_EN):
    _RANK_WORDS[_w.lower()] = _i + 1
for _i, _w in enumerate(RANK_WORD_RU):
    _RANK_WORDS[_fold(_w)] = _i + 1
_RANK_WORDS.update({"knave": JACK, "deuce": 2})

_SUIT_WORDS: dict[str, int] = {}
for _i, _w in enumerate(SUIT_WORD_EN):
    _SUIT_WORDS[_w.lower()] = _i
    _SUIT_WORDS[_w.lower().rstrip("s")] = _i
for _i, _w in enumerate(SUIT_WORD_RU):
    _SUIT_WORDS[_fold(_w)] = _i
_SUIT_WORDS.update({"трефы": CLUBS, "бубны": DIAMONDS, "бубей": DIAMONDS, "черви": HEARTS,
                    "пики": SPADES})

_SHORT = re.compile(r"^(10|[2-9]|[1atjqkтвдк])\s*(.)$")
_SHORT_SUIT_FIRST = re.compile(r"^([♣♦♥♠♧♢♡♤])\s*(10|[2-9]|[1atjqk])$")


def parse_card(text: str, pack: int = 0) -> int:
    """Parse a card name in any style :func:`card_name` prints (and some more).

    Accepted: ``QH``, ``qh``, ``TS``/``10S``, ``Q♥``, ``♥Q``, ``Queen of Hearts``, ``дама
    червей``, ``Дч``, ``Д♥``, ``десятка``-style words with «ё» or «е».  The result is the card
    of ``pack``.

    >>> parse_card("queen of hearts") == parse_card("Q♥") == parse_card("Дч")
    True
    >>> parse_card("ZZ")
    Traceback (most recent call last):
    ...
    rules.errors.NotationError: not a card: 'ZZ' (try QH, 10♠, Q♥ or «дама червей»)
    """
    folded = _fold(text)
    found: tuple[int, int] | None = None
    m = _SHORT.match(folded)
    if m and m.group(1) in _RANK_TOKENS and m.group(2) in _SUIT_TOKENS:
        found = _RANK_TOKENS[m.group(1)], _SUIT_TOKENS[m.group(2)]
    if found is None:
        m = _SHORT_SUIT_FIRST.match(folded)
        if m:
            found = _RANK_TOKENS[m.group(2)], _SUIT_TOKENS[m.group(1)]
    if found is None:
        words = folded.replace(" of ", " ").split()
        if len(words) == 2 and words[0] in _RANK_WORDS and words[1] in _SUIT_WORDS:
            found = _RANK_WORDS[words[0]], _SUIT_WORDS[words[1]]
    if found is None:
        raise NotationError(f"not a card: {text!r} (try QH, 10♠, Q♥ or «дама червей»)")
    if not 0 <= pack < MAX_PACKS:
        raise NotationError(f"no pack {pack} for card {text!r}")
    return card(found[0], found[1], pack)


def parse_rank(text: str) -> int:
    """Parse a rank alone: ``A``, ``10``, ``T``, ``Q``, ``queen``, ``дама``, ``Д``.

    >>> parse_rank("J"), parse_rank("валет"), parse_rank("10")
    (11, 11, 10)
    """
    folded = _fold(text)
    if folded in _RANK_TOKENS:
        return _RANK_TOKENS[folded]
    if folded in _RANK_WORDS:
        return _RANK_WORDS[folded]
    raise NotationError(f"not a rank: {text!r} (try A, 2..10, J, Q, K)")


def rank_name(r: int, lang: Lang = "en") -> str:
    """``A`` .. ``K`` (``Т``, ``В``, ``Д``, ``К`` in Russian).

    >>> rank_name(12), rank_name(12, "ru")
    ('Q', 'Д')
    """
    return (RANK_TEXT if lang == "en" else RANK_SHORT_RU)[r - 1]

