"""OCR-robust reading (ocr.py, components.py; words.toml [ocr-slips], [ocr-silent], [ocr-glue],
[abbreviation]): a rule line printed with a slip of any kind reads as the clean line does, and
the mending changes nothing that is no slip.  The lines and slips are our own."""

from __future__ import annotations

import pytest

from tests import annotated

# (game, language, clean line, claim) and the same line printed with slips of each kind
_LINES = {
    "packs": ("odd-and-even", "ru-petr1708", "Пасьянсъ раскладываютъ изъ двухъ колодъ.", ("deck.packs", 2)),
    "waste": ("parterre", "ru-petr1708", "Верхняя карта талона всегда въ игрѣ.", ("waste.access", "top")),
    "bases": ("parterre", "ru-petr1708", "Тузы кладутъ на основанія по мѣрѣ ихъ появленія.",
              ("foundation.base.timing", "as-available")),
    "deal": ("parterre", "ru-petr1708", "Остальныя карты открываютъ по одной и кладутъ въ талонъ.",
             ("stock.deal", "one-to-waste")),
    "removed": ("indian-empress", "ru-petr1708", "Короли и валеты въ игрѣ не участвуютъ.",
                ("deck.removed", ("K*", "J*"))),
    "fill": ("besieged-city", "ru-petr1708", "Пустое мѣсто въ окопахъ заполняютъ тотчасъ картою изъ колоды.",
             ("rampart.fill.timing", "immediate")),
    "suit": ("odd-and-even", "ru-petr1708", "Основанія строятся по мастямъ.", ("foundation.suit", "same-suit")),
    "ru-waste": ("parterre", "ru", "Верхняя карта отбоя всегда доступна.", ("waste.access", "top")),
    "mt-waste": ("parterre", "ru-mt", "Верхняя карта отходов всегда доступна для игры.", ("waste.access", "top")),
}

_SLIPS = [
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ κолодъ."),  # a Greek kappa
    ("suit", "Оснοванія стрοятся пο мастямъ."),  # Greek omicrons, in a two-letter word too
    ("removed", "Кοрοли и валеты въ игрѣ не участвуютъ."),  # Greek omicrons in a capitalised word
    ("waste", "Верхняя карта талοна всегда въ игрѣ."),
    ("waste", "Вepхняя кapта талона всегда въ игрѣ."),  # Latin e, p
    ("removed", "Короли и валетbl въ игрѣ не участвуютъ."),  # Latin «bl» for «ы»
    ("waste", "Верхняя карта тлона всегда въ игрtь."),  # a dropped letter; a Latin «tь» for «ѣ»
    ("fill", "Пустое мtьсто въ окоппахъ заполняютъ тотчасъ картою изъ колоды."),  # a doubled letter
    ("deal", "Остальныя карты οткрываютъ по одной и кладутъ въ тал0нъ."),  # a Greek omicron, a zero
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ т0тчасъ картою изъ колоды."),
    ("deal", "Остальныя карты открываютъ по одной и кладутъ зъ талонъ."),  # «зъ» for «въ»
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ клоодъ."),  # two letters swapped
    ("fill", "Пустое мѣсто въ окопахъ заполянютъ тотчасъ картою изъ колоды."),
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ колоддъ."),  # a doubled letter (not «колоде»)
    ("removed", "Короли и валеты въ игрѣ не учавствуютъ."),  # a letter too many
    ("bases", "Тузы кладутъ на основавія по мѣрѣ ихъ появ,ленія."),  # «в» for «н»; a comma in a word
    ("bases", "Тузы кладутъ на основаннія по мѣрѣ ихъ появле¬нія."),  # a line-break sign left in
    ("bases", "Тузы кладутъ на осно\u00adванія по мѣрѣ ихъ появленія."),  # a soft hyphen
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ ко\u0301лодъ."),  # a stress accent
    ("waste", "Верхняя карта та,лона всегда въ игрѣ."),  # a comma between two words that make one
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ тотчасъ картою изъ ко.лоды."),  # a full stop in a word
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ немед,ленно картою изъ колоды."),
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ тот= часъ картою изъ колоды."),  # an old print's «=» hyphen
    ("fill", "Пустое мѣсто въ окопахъ заполняютъ тотчасъ картою изъколоды."),  # two words run together
    ("deal", "Остальныя карты открываютъ по одной и кладутъвъ тал0нъ."),
    ("deal", "Остальныя карты открываютъ по одной и кладутъ вътал0нъ."),
    ("packs", "Пасьянсъ раскладываютъ изъдвухъ колодъ."),
    ("packs", "Пасьянсъ раскладываютъ изъ двухъ ко⸗ лодъ."),
    ("bases", "Тузы кладутъ на осно- вaнія по мѣрѣ ихъ появленія."),  # a break and a Latin a
    ("deal", "Остальныя карты открываютъ по одной и кладутъ въ та¬ лонъ."),
    ("deal", "Остальныя карты открываютъ по одной, т. е. поштучно, и кладутъ въ талонъ."),  # abbreviations
    ("suit", "Основанія строятся по мастямъ, т. е. на пиковаго туза идутъ только пики."),
    ("suit", "Основанія строятся по мастямъ, напр. на пиковаго туза идутъ только пики."),
    ("deal", "Остальныя карты открываютъ по одной, какъ говор. старые игроки, и кладутъ въ талонъ."),  # not in the table
    ("ru-waste", "Верхняя карта отбйоя всегда доступна."),  # modern Russian: a letter too many
    ("ru-waste", "Верхняя карта отбоя всегда доступпна."),
    ("mt-waste", "Верхняя карта отходов всегда достуна для игры."),  # machine translation: a dropped letter
]


@pytest.mark.parametrize("key", sorted(_LINES))
def test_the_clean_lines_read_their_claim(key):
    game, lang, text, claim = _LINES[key]
    assert claim in annotated.claims(text, lang, game)


@pytest.mark.parametrize(("key", "printed"), _SLIPS)
def test_a_line_printed_with_slips_reads_as_the_clean_line(key, printed):
    game, lang, _, claim = _LINES[key]
    assert claim in annotated.claims(printed, lang, game)


def _norms(text):
    from corpus.annotate.pipeline import get_pipeline

    return [(t.text, t.norm_) for t in get_pipeline("ru")(text) if not t.is_space]


def test_what_is_no_slip_stays_as_printed():
    from corpus.annotate.ocr import repair

    # two words a comma joins without a space stay two words; a comma between two words whose
    # join is no word of the game joins nothing
    assert _norms("карты,которыя и,на") == [("карты", "карты"), (",", ","), ("которыя", "которые"),
                                              ("и", "и"), (",", ","), ("на", "на")]
    # a name, a word with several vocabulary words one edit away, a word the vocabulary has
    assert repair("кадоган") is None and repair("карто") is None and repair("осьмерка") is None
    assert repair("колоды") is None and repair("тузы") is None  # a word; too short
    # two words a hyphen joins stay two words («той-же» is no slip of «тоже»)
    assert ("той", "той") in _norms("карту той-же масти")
    # a hard sign before «е ю я ѣ» is inside a word; a word with a slip after its hard sign is one word
    assert [n for _, n in _norms("объявить подъемъ съѣхать колодъі")] == ["объявить", "подъем", "съехать", "колоды"]
    # a one-letter word with a hard sign stays itself
    assert [n for _, n in _norms("въ съ къ")] == ["в", "с", "к"]


def test_an_abbreviation_is_one_token_and_ends_no_sentence():
    from corpus.annotate.pipeline import get_pipeline

    doc = get_pipeline("ru")("Карты кладутъ, т. е. сдаютъ, по одной и т. д. Потомъ ихъ т.наз. талонъ берутъ. Петра Р. на тему.")
    assert [s.text for s in doc.sents] == ["Карты кладутъ, т. е. сдаютъ, по одной и т. д.",
                                           "Потомъ ихъ т.наз. талонъ берутъ.", "Петра Р. на тему."]
    assert ("т. е.", "то есть") in [(t.text, t.norm_) for t in doc]
    assert ("т.наз.", "так называемый") in [(t.text, t.norm_) for t in doc]


def test_a_full_stop_before_a_capitalised_word_still_ends_a_sentence():
    assert annotated.claims("Остальныя карты открываютъ по одной, какъ говор. Старые игроки кладутъ въ талонъ.",
                            "ru-petr1708", "parterre") == set()


def test_a_line_without_a_rule_gains_none_from_its_slips():
    assert annotated.claims("Бабушка любила κофе и пасьянсы по вечерамъ, т. е. послѣ ужина.", "ru-petr1708",
                            "parterre") == set()


def test_mended_words_keep_their_printed_offsets():
    from corpus.annotate.pipeline import get_pipeline

    text = "двѣ кододы, столби,ки и тал0нъ"
    doc = get_pipeline("ru")(text)
    for t in doc:
        assert text[t.idx:t.idx + len(t.text)] == t.text
    assert [(t.text, t.norm_) for t in doc if t.norm_ != t.text.lower()] == [
        ("двѣ", "две"), ("кододы", "колоды"), ("столби,ки", "столбики"), ("тал0нъ", "талон")]
