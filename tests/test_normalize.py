"""Pre-reform → modern spelling: word pairs from seed 003, rule names, over-firing, properties."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from corpus.normalize import (
    OLD_LETTERS,
    Normalized,
    fix_confusables,
    normalize_pair,
    normalize_text,
    normalize_word,
)

# (old form after OCR correction, modern form): all words of seed 003 (page 7 of «Двадцать
# четыре основные пасьянса с двадцатью таблицами»).
SEED_PAIRS = [
    ("тузовъ", "тузов"),
    ("двѣнадцати", "двенадцати"),
    ("красныя", "красные"),
    ("Индійская", "Индийская"),
    ("основанія", "основания"),
    ("Основанія", "Основания"),
    ("Талонъ", "Талон"),
    ("изъ", "из"),
    ("въ", "в"),
    ("Въ", "В"),
    ("съ", "с"),
    ("черныя", "черные"),
    ("Основныя", "Основные"),
    ("тотчасъ-же", "тотчас-же"),
    ("видѣ", "виде"),
    ("рисункѣ", "рисунке"),
    ("трефъ", "треф"),
    ("англійскихъ", "английских"),
    ("однѣ", "одни"),
    ("онѣ", "они"),
    ("армія", "армия"),
    ("арміи", "армии"),
    ("Всѣ", "Все"),
    ("слѣдуетъ", "следует"),
    ("краснаго", "красного"),
    ("свободнаго", "свободного"),
    ("котораго", "которого"),
    ("играющаго", "играющего"),
    ("остальныя", "остальные"),
    ("которыя", "которые"),
    ("спарованныя", "спарованные"),
    ("сложенныя", "сложенные"),
    ("мѣстъ", "мест"),
    ("нѣтъ", "нет"),
    ("впослѣдствіи", "впоследствии"),
    ("соотвѣтствующія", "соответствующие"),
    ("подходящія", "подходящие"),
    ("принадлежащія", "принадлежащие"),
    ("Открывшіяся", "Открывшиеся"),
    ("находящіяся", "находящиеся"),
    ("нижнія", "нижние"),
    ("чрезъ", "через"),
    ("напримѣръ", "например"),
    ("основаній", "оснований"),
    ("открытіе", "открытие"),
    ("занятія", "занятия"),
    ("спаровыванія", "спаровывания"),
    ("линіи", "линии"),
    ("внѣшній", "внешний"),
    ("Снятіе", "Снятие"),
    ("ГОРОДЪ", "ГОРОД"),
    ("ПАРТЕРЪ", "ПАРТЕР"),
    ("Послѣ", "После"),
    ("Сдѣлавши", "Сделавши"),
    ("встрѣтятся", "встретятся"),
    ("окопахъ", "окопах"),
    ("картами", "картами"),
]

# Words of the seed that are already modern, or that a rule could wrongly catch.
SEED_MODERN = [
    "карты", "Карты", "много", "одного", "того", "Четвертая", "ОСАЖДЕННЫЙ", "Осажденный",
    "нисходящем", "раскладывается", "израсходован", "восемь", "восходят", "возможно",
    "разных", "чрезвычайно", "то-есть", "взяты", "поперек", "еще", "колоды",
    "двойки", "Годными", "армия", "основания",
]


@pytest.mark.parametrize(("old", "modern"), SEED_PAIRS)
def test_seed_words(old: str, modern: str) -> None:
    assert normalize_word(old).modern == modern


def test_at_least_forty_seed_pairs() -> None:
    assert len({p for p in SEED_PAIRS if p[0] != p[1]}) >= 40


@pytest.mark.parametrize("word", SEED_MODERN)
def test_modern_words_unchanged(word: str) -> None:
    n = normalize_word(word)
    assert n.modern == word
    assert not n.changed
    assert n.changes == ()


@pytest.mark.parametrize(
    ("old", "rules"),
    [
        ("тузовъ", ("final hard sign",)),
        ("двѣнадцати", ("yat ѣ→е",)),
        ("Индійская", ("i decimal і→и",)),
        ("ѳерзь", ("fita ѳ→ф",)),
        ("мѵро", ("izhitsa ѵ→и",)),
        ("красныя", ("-ыя→-ые",)),
        ("краснаго", ("-аго→-ого",)),
        ("играющаго", ("-аго→-его",)),
        ("синяго", ("-яго→-его",)),
        ("нижнія", ("-ія→-ие",)),
        ("онѣ", ("pronoun онѣ→они",)),
        ("ея", ("pronoun ея→её",)),
        ("чрезъ", ("final hard sign", "чрезъ→через")),
        ("разсыпать", ("prefix раз-→рас-",)),
        ("слѣдуетъ", ("final hard sign", "yat ѣ→е")),
        ("тотчасъ-же", ("final hard sign",)),
    ],
)
def test_changes_name_the_rules(old: str, rules: tuple[str, ...]) -> None:
    assert normalize_word(old).changes == rules


def test_normalized_value() -> None:
    n = normalize_word("картъ")
    assert n == Normalized("картъ", "карт", ("final hard sign",))
    assert n.changed
    with pytest.raises(AttributeError):
        n.modern = "x"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("old", "modern"),
    [
        ("ѲЕРЗЬ", "ФЕРЗЬ"),
        ("ІЮНЬ", "ИЮНЬ"),
        ("ѢДА", "ЕДА"),
        ("Ѵпостась", "Ипостась"),
        ("ея", "её"),
        ("нея", "неё"),
        ("Онѣ", "Они"),
        ("однѣхъ", "одних"),
        ("третьяго", "третьего"),
        ("большаго", "большого"),
        ("хорошія", "хорошие"),
        ("безполезный", "бесполезный"),
        ("изсякнуть", "иссякнуть"),
        ("возпитаніе", "воспитание"),
        ("низпадать", "ниспадать"),
        ("взходить", "всходить"),
        ("разсказъ", "рассказ"),
        ("Разсыпать", "Рассыпать"),
        ("чрезчуръ", "чересчур"),
        ("изъ-за", "из-за"),
    ],
)
def test_other_rules(old: str, modern: str) -> None:
    assert normalize_word(old).modern == modern


@pytest.mark.parametrize(
    "word",
    # nouns in -ія, roots that look like prefixes, -аго that is not an ending
    ["Россія", "Калифорнія", "исторія", "низкій", "низшій", "возчикъ", "благо", "выя", "Сантьяго"],
)
def test_rules_do_not_over_fire(word: str) -> None:
    modern = normalize_word(word).modern
    plain = word.rstrip("ъ").translate(str.maketrans(OLD_LETTERS))
    assert modern == plain


def test_ia_rule_on_every_seed_word() -> None:
    """Of the seed's words in -ія/-іяся, exactly the adjectives and participles take -ие."""
    nouns = {"армія", "основанія", "Основанія", "занятія", "спаровыванія"}
    adjectives = {"соотвѣтствующія", "подходящія", "принадлежащія", "Открывшіяся",
                  "находящіяся", "нижнія"}
    for w in nouns:
        assert normalize_word(w).modern.endswith("ия"), w
    for w in adjectives:
        assert re.search("ие(ся)?$", normalize_word(w).modern), w


def test_prefix_rule_on_seed_words() -> None:
    """Seed words that begin like a prefix are left alone (no з before a voiceless consonant)."""
    for w in ["раскладываютъ", "разложить", "раздѣлены", "разумѣется", "израсходованъ",
              "нисходятъ", "восходятъ", "возможно", "взяты", "изъ", "разныхъ"]:
        assert normalize_word(w).modern == w.rstrip("ъ").replace("ѣ", "е")


def test_normalize_text_keeps_punctuation() -> None:
    old = "генераловъ[16]. Карты эти раскладываютъ въ такомъ видѣ, какъ на рисункѣ,\n(правило IV)."
    assert normalize_text(old) == (
        "генералов[16]. Карты эти раскладывают в таком виде, как на рисунке,\n(правило IV)."
    )
    assert normalize_text("валеты—англійскихъ") == "валеты—английских"


def test_fix_confusables() -> None:
    assert fix_confusables("двђнадцати") == "двѣнадцати"
    assert fix_confusables("Bсѣ") == "Всѣ"  # Latin B
    assert fix_confusables("III") == "III"
    assert fix_confusables("Patience") == "Patience"


def test_idempotent_on_seed() -> None:
    for old, _ in SEED_PAIRS:
        once = normalize_word(old).modern
        assert normalize_word(once).modern == once
        assert not normalize_word(once).changed


_LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюяѣіѳѵ"
_WORDS = st.text(alphabet=_LETTERS + _LETTERS.upper(), min_size=1, max_size=12).filter(
    lambda w: w.strip("ъЪ") != ""
)


@given(_WORDS)
def test_no_old_letters_and_no_final_hard_sign(word: str) -> None:
    modern = normalize_word(word).modern
    assert not set(modern) & set("ѣіѳѵѢІѲѴ")
    assert not modern.endswith(("ъ", "Ъ"))


@given(_WORDS)
def test_idempotent(word: str) -> None:
    once = normalize_word(word).modern
    assert normalize_word(once).modern == once


@given(st.lists(_WORDS, min_size=1, max_size=6))
def test_text_is_word_by_word_unless_modern_spelling_joins_two(words: list[str]) -> None:
    text = " ".join(words)
    joined = any(normalize_pair(a, b) for a, b in zip(words, words[1:]))
    if not joined:
        assert normalize_text(text) == " ".join(normalize_word(w).modern for w in words)
    else:
        assert len(normalize_text(text).split()) < len(words)


# Word division: the seed prints apart what modern spelling writes as one word.
SEED_DIVISIONS = [
    ("при", "чемъ", "причём"),  # r24-empress-play1-s2, r24-empress-play9-s3
    ("въ", "поперекъ", "поперёк"),  # r24-besieged-play1-s2
    ("на", "верху", "наверху"),  # r24-empress-play9-s2, r24-besieged-rule2-s3
]


@pytest.mark.parametrize("first,second,modern", SEED_DIVISIONS)
def test_word_division_joins_seed_pairs(first: str, second: str, modern: str) -> None:
    pair = normalize_pair(first, second)
    assert pair is not None and pair.modern == modern
    assert pair.orig == f"{first} {second}"
    assert pair.changes[-1].startswith("word division")


def test_word_division_in_running_text() -> None:
    assert normalize_text("раскладываютъ, при чемъ отбрасываютъ") == "раскладывают, причём отбрасывают"
    assert normalize_text("Потомъ кладутъ въ поперекъ внѣшній рядъ") == "Потом кладут поперёк внешний ряд"
    assert normalize_text("лежащая на верху пачки") == "лежащая наверху пачки"
    assert normalize_text("При чемъ") == "Причём"


@pytest.mark.parametrize("old,modern", [
    ("при картахъ", "при картах"),  # another word after при
    ("въ окопахъ", "в окопах"),
    ("на верхъ", "на верх"),  # accusative: «на верх» stays two words
    ("при\nчемъ", "при\nчем"),  # a line break is not the space the rule joins
    ("при, чемъ", "при, чем"),
])
def test_word_division_does_not_over_fire(old: str, modern: str) -> None:
    assert normalize_text(old) == modern
