"""OCR slips and older spellings, second round (ocr.py; words.toml [ocr-slips], [repair-vocabulary]):
letter confusions read from the table («ш» for «ні», «ц» for «щ», a Latin «b» for «ъ», «!» for
«і», «п» for «и»), two neighbouring letters swapped, two words printed together (not only after a
hard sign), older spellings the normaliser leaves («осьмерка», «итти», «разсчетъ»), and the
repair vocabulary chosen in one place (a seat word or a rare correct word is no repair target).
The lines are our own, in pre-reform and modern Russian."""

from __future__ import annotations

import pytest

from tests import annotated

# (game, language, clean line, claim); every variant below must read the claim the clean line does
_LINES = {
    "packs": ("odd-and-even", "ru-petr1708", "Пасьянсъ раскладываютъ изъ двухъ колодъ.", ("deck.packs", 2)),
    "packs-ru": ("odd-and-even", "ru", "Пасьянс раскладывают из двух колод.", ("deck.packs", 2)),
    "bases": ("parterre", "ru-petr1708", "Тузы кладутъ на основанія по мѣрѣ ихъ появленія.",
              ("foundation.base.timing", "as-available")),
    "bases-ru": ("parterre", "ru", "Тузы кладут на основания, как только они появляются.",
                 ("foundation.base.timing", "as-available")),
    "waste": ("parterre", "ru-petr1708", "Верхняя карта талона всегда въ игрѣ.", ("waste.access", "top")),
    "waste-ru": ("parterre", "ru", "Верхняя карта отбоя всегда доступна.", ("waste.access", "top")),
    "deal": ("parterre", "ru-petr1708", "Остальныя карты открываютъ по одной и кладутъ въ талонъ.",
             ("stock.deal", "one-to-waste")),
    "removed": ("indian-empress", "ru-petr1708", "Короли и валеты въ игрѣ не участвуютъ.",
                ("deck.removed", ("K*", "J*"))),
    "removed-ru": ("indian-empress", "ru", "Короли и валеты в игре не участвуют.", ("deck.removed", ("K*", "J*"))),
    "fill": ("besieged-city", "ru-petr1708", "Пустое мѣсто въ окопахъ заполняютъ тотчасъ картою изъ колоды.",
             ("rampart.fill.timing", "immediate")),
    "fill-ru": ("besieged-city", "ru", "Пустое место в окопах сразу заполняют картой из колоды.",
                ("rampart.fill.timing", "immediate")),
}

_LETTER_CONFUSIONS = [
    ("bases", "Тузы кладутъ на основашя по мѣрѣ ихъ появленія."),  # «ш» for «ні»
    ("bases", "Тузы кладутъ на основанія по мѣрѣ ихъ появлешя."),
    ("bases-ru", "Тузы кладут на основашя, как только они появляются."),
    ("bases", "Тузы кладутъ на основан!я по мѣрѣ ихъ появленія."),  # «!» for «і»
    ("packs", "Пасьянсъ раскладываютb изъ двухъ колодъ."),  # a Latin «b» for «ъ»
    ("deal", "Остальныя карты открываютъ по одной и кладутb въ талонъ."),
    ("removed", "Короли и валеты въ игрѣ не участвуютb."),
    ("waste", "Верхняя карта талона всегда въ пгрѣ."),  # «п» for «и»
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ тотчасъ картою пзъ колоды."),
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ немедлепно картою изъ колоды."),  # «п» for «н»
]

_SWAPS = [
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ колдоъ."),
    ("deal", "Остальныя карты открываютъ по одной и кладутъ въ тлаонъ."),
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ немделенно картою изъ колоды."),
    ("waste-ru", "Верхняя карта отобя всегда доступна."),
    ("waste-ru", "Верхняя карта отбоя всегда достпуна."),
    ("removed-ru", "Короли и валеты в игре не учатсвуют."),
    ("fill-ru", "Пустое место в окопах срзау заполняют картой из колоды."),
]

_RUN_TOGETHER = [
    ("packs", "Пасьянсъ раскладываютъ издвухъ колодъ."),  # a two-letter preposition before a term
    ("bases", "Тузы кладутъ наоснованія по мѣрѣ ихъ появленія."),
    ("deal", "Остальныя карты открываютъпо одной и кладутъ въ талонъ."),  # after a hard sign
    ("deal", "Остальныя картыоткрываютb по одной и кладутъ въ талонъ."),  # and a slip in one half
    ("removed", "Короли и валетывъ игрѣ не участвуютъ."),  # a one-letter word with its hard sign last
    ("removed", "Короли и валеты въ игрѣ неучаствуютъ."),  # a negation and its verb
    ("removed-ru", "Короли и валеты в игре неучаствуют."),
    ("packs-ru", "Пасьянс раскладываютиз двух колод."),
    ("packs-ru", "Пасьянс раскладывают издвух колод."),
    ("bases-ru", "Тузыкладут на основания, как только они появляются."),
    ("waste-ru", "Верхняя карта отбоявсегда доступна."),
    ("fill-ru", "Пустое место в окопах сразу заполняют картойиз колоды."),
    ("fill-ru", "Пустое место в окопах сразу заполняют картой изколоды."),
]


@pytest.mark.parametrize("key", sorted(_LINES))
def test_the_clean_lines_read_their_claim(key):
    game, lang, text, claim = _LINES[key]
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("key", "printed"), _LETTER_CONFUSIONS)
def test_a_letter_ocr_confuses_is_read_through_the_table(key, printed):
    game, lang, _, claim = _LINES[key]
    assert claim in annotated.claims(printed, lang, game)


@pytest.mark.parametrize(("key", "printed"), _SWAPS)
def test_two_neighbouring_letters_swapped_are_one_edit(key, printed):
    game, lang, _, claim = _LINES[key]
    assert claim in annotated.claims(printed, lang, game)


@pytest.mark.parametrize(("key", "printed"), _RUN_TOGETHER)
def test_two_words_printed_together_are_split_where_both_are_words(key, printed):
    game, lang, _, claim = _LINES[key]
    assert claim in annotated.claims(printed, lang, game)


def _norms(text):
    from corpus.annotate.pipeline import get_pipeline

    return [(t.text, t.norm_) for t in get_pipeline("ru")(text) if not t.is_space and not t.is_punct]


def test_where_one_printed_letter_stands_for_several_the_first_listed_wins():
    # «ц» is read «щ» before «ч»: a participle of «лежать», not the adjective «лежачий»
    assert ("лежацую", "лежащую") in _norms("карту, лежацую подъ нею")
    assert ("ищуцего", "ищущего") in _norms("по выбору ищуцего")


def test_older_spellings_read_as_the_modern_word():
    norms = dict(_norms("осьмерку можно итти разсчетъ въ нумерѣ безпрестанно"))
    assert norms == {"осьмерку": "восьмерку", "можно": "можно", "итти": "идти", "разсчетъ": "расчет",
                     "въ": "в", "нумерѣ": "номере", "безпрестанно": "беспрестанно"}


def test_a_word_in_an_older_spelling_is_not_split_in_two():
    # «разсчетъ» is one word («расчёт»), not «раз» + «счётъ»
    assert [t for t, _ in _norms("вѣрный разсчетъ")] == ["вѣрный", "разсчетъ"]


def test_mended_and_split_words_keep_their_printed_offsets():
    from corpus.annotate.pipeline import get_pipeline

    text = "карты идутb наоснованія, колдоъ неучаствуютъ"
    doc = get_pipeline("ru")(text)
    for t in doc:
        assert text[t.idx:t.idx + len(t.text)] == t.text
    assert [(t.text, t.norm_) for t in doc if not t.is_punct] == [
        ("карты", "карты"), ("идутb", "идут"), ("на", "на"), ("основанія", "основания"),
        ("колдоъ", "колод"), ("не", "не"), ("участвуютъ", "участвуют")]


def test_a_short_word_is_not_mended_with_two_slips():
    # four letters, two slips: a piece of «точь-в-точь» is no «гоч»
    assert ("точь", "точь") in _norms("точь въ точь")


def test_a_correct_rare_word_is_not_repaired_into_a_game_term():
    from corpus.annotate.ocr import repair
    from corpus.annotate.pipeline import patterns

    terms = frozenset(x.replace("ё", "е") for x in patterns("ru").lemmas())
    # words no dictionary has, each one edit from a word the game uses: left as printed
    for word in ("карточник", "валетик", "колодищи", "картежка", "пасьянсист"):
        assert repair(word, terms) is None, word
    assert dict(_norms("валетик карточника")) == {"валетик": "валетик", "карточника": "карточника"}


def test_the_repair_vocabulary_is_the_game_terms_and_the_chosen_function_words():
    from corpus.annotate.ocr import repair, repair_vocabulary

    vocab = repair_vocabulary()
    assert {"можно", "нельзя", "который", "только", "сначала"} <= vocab  # function words the rules read
    # a seat word, a time noun and a pass noun are in other word sets, none a repair target
    assert not {"трон", "стул", "кресло", "минута", "раунд"} & vocab
    assert repair("сттул") is None and repair("минтуа") is None
    assert repair("нельяз") == "нельзя" and repair("сначла") == "сначала"
