"""The annotation pipelines, the pattern files and the sentence rules."""

from __future__ import annotations

import pytest

from corpus.annotate import annotate_text, plain_segments
from corpus.annotate.components import modern_form
from corpus.annotate.pipeline import LANGS, SPANS_KEY, PatternError, get_pipeline, load_patterns, patterns
from corpus.annotate.rules import RULES

from tests import annotated

LABELS = {
    "NUM", "ORD", "RANK", "SUIT", "SUITWORD", "COLOUR", "COLOURWORD", "ALTCOLOUR", "PILE", "ROW",
    "COLUMN", "PACK", "CARD", "GAP", "ACT", "REDEAL", "AVAIL", "ALL", "EACH", "TOP", "BOTTOM", "NEG",
    "ONLY", "ONCE", "SINGLY", "IMMEDIATE", "UP", "DOWN", "TWOS", "INSUIT", "ANYSUIT", "ONTOP", "WIN",
    "LOSE", "BELOW", "SAME", "ODDS", "GAME", "SOURCE", "SHAPE", "BY", "ANAPHOR", "FIRST", "FOLLOW",
    "PAIR", "FORDER", "ETC", "REST", "OTHER", "CHOOSE", "RANKWORD", "DURING", "ROLE", "DECOR", "REFBACK",
    "FORM", "CARDCODE", "ORIENT", "RELATED", "VARIANT", "LUCK", "KNOWNAS", "NAMEWORD", "AGAIN", "FEED", "EXCEPT", "BEFOREDEAL", "SKIP", "ONLYTHERE",
}


@pytest.mark.parametrize("lang", LANGS)
def test_pattern_files_are_data_with_unique_ids(lang):
    pset = patterns(lang)
    assert len(pset.entries) > 100
    for e in pset.entries.values():
        assert e.id.startswith(f"{lang}-"), e.id
        assert e.label in LABELS, (e.id, e.label)
    assert {e.label for e in pset.entries.values()} >= {"NUM", "RANK", "SUIT", "COLOUR", "PILE", "ACT", "ODDS"}


def test_pattern_file_errors_name_file_and_line(tmp_path):
    p = tmp_path / "p.jsonl"
    p.write_text('{"id": "x", "label": "NUM", "pattern": [{"LOWER": "one"}]}\n'
                 '{"id": "x", "label": "NUM", "pattern": [{"LOWER": "two"}]}\n', encoding="utf-8")
    with pytest.raises(PatternError, match=r"p.jsonl:2: duplicate id 'x'"):
        load_patterns(p, "en")
    p.write_text('{"id": "y", "label": "NUM"}\n', encoding="utf-8")
    with pytest.raises(PatternError, match=r":1: missing pattern"):
        load_patterns(p, "en")


def test_mt_patterns_are_marked():
    mt = {e.id for e in patterns("ru").entries.values() if e.is_mt}
    assert {"ru-sense-jack-rank-mt-dictionary", "ru-sense-suit-suitword-mt-dictionary", "ru-sense-stock-pile-mt-dictionary"} <= mt


def test_english_lemmas_fall_back_to_lower_case():
    doc = get_pipeline("en")("Deals Queens Kings")
    assert [t.lemma_ for t in doc] == ["deal", "queen", "king"]


def test_russian_tokens_keep_text_and_offsets_and_get_modern_norms():
    text = "Раскладываютъ четыре ряда, въ каждомъ по двђнадцати картъ; тpефъ, при чемъ.карты"
    doc = get_pipeline("ru")(text)
    for t in doc:
        assert text[t.idx:t.idx + len(t.text)] == t.text
    norms = {t.text: t.norm_ for t in doc}
    assert norms["двђнадцати"] == "двенадцати"
    assert norms["тpефъ"] == "треф"  # a Latin p inside a Cyrillic word
    assert norms["Раскладываютъ"] == "раскладывают"
    lemmas = {t.text: t.lemma_ for t in doc}
    assert lemmas["двђнадцати"] == "двенадцать"
    assert "карты" in [t.text for t in doc]  # «чемъ.карты» is split


def test_domain_lemma_wins_over_a_higher_score():
    doc = get_pipeline("ru")("восемь черныхъ дамъ и валетов")
    assert [t.lemma_ for t in doc][2] == "дама"
    assert [t.lemma_ for t in doc][4] == "валет"


@pytest.mark.parametrize("word, modern", [
    ("шестнадцать", "шестнадцать"), ("двѣнадцати", "двенадцати"), ("восьми", "восьми"),
    ("Основанія", "основания"), ("четырёх", "четырех"), ("IV", "iv"),
])
def test_an_old_spelling_reads_as_its_modern_form(word, modern):
    assert modern_form(word) == modern


def _spans(lang, text):
    doc = get_pipeline(lang)(text)
    return [(s.label_, s.id_, s.text) for s in doc.spans[SPANS_KEY]]


def test_numbers_and_odds_in_both_languages():
    en = _spans("en", "won three times out of four, or 1 in 2")
    assert ("ODDS", "en-odds-times-out-of", "three times out of four") in en
    assert ("ODDS", "en-odds-in", "1 in 2") in en
    ru = _spans("ru", "выиграть три раза из четырёх; шестнадцать, двѣнадцати, восьми")
    assert ("ODDS", "ru-odds-raz-iz", "три раза из четырёх") in ru
    assert {("NUM", "ru-num-16"), ("NUM", "ru-num-12"), ("NUM", "ru-num-8")} <= {(a, b) for a, b, _ in ru}


def test_piles_in_old_spelling_and_mt_errors():
    ru = {(b, c) for _, b, c in _spans("ru", "предкомната, талонъ, окопы, основанія; по костюму для домкратов; акция")}
    assert ("ru-pile-antechamber", "предкомната") in ru
    assert ("ru-pile-waste", "талонъ") in ru
    assert ("ru-pile-rampart", "окопы") in ru
    assert ("ru-pile-foundation", "основанія") in ru
    assert ("ru-sense-jack-rank-mt-dictionary", "домкратов") in ru
    assert ("ru-sense-stock-pile-mt-dictionary", "акция") in ru


@pytest.mark.parametrize("text, lang, game, claim", [
    ("First, sixteen cards are dealt to form a square.\nThese compose the reserve, or \"antechamber.\"",
     "en", "queens-audience", ("antechamber.size", 16)),
    ("The stock can only be dealt once.", "en", "queens-audience", ("stock.redeals", 0)),
    ("Колода раздается только один раз.", "ru", "queens-audience", ("stock.redeals", 0)),
    ("Пасьянсъ вновь не раскладывается[17].", "ru", "indian-empress", ("stock.redeals", 0)),
    ("It is played with two packs.", "en", "royal-cotillion", ("deck.packs", 2)),
    ("On average, Queen's Audience can be won three times out of four.", "en", "queens-audience",
     ("odds.win", 0.75)),
    ("Восемь черныхъ тузовъ и восемь красныхъ королей составляютъ основныя карты.", "ru",
     "indian-empress", ("foundation.base", ("8xAB", "8xKR"))),
    ("Свободныя мђста въ резервђ пополняются картами изъ талона, если же талона нђтъ, то изъ колоды.",
     "ru", "besieged-city", ("reserve.fill", ("waste", "stock"))),
    ("Когда карта покидает предкомнату, она заменяется картой из отбоя или, если там нет карт, из колоды.",
     "ru", "queens-audience", ("antechamber.fill", ("waste", "stock"))),
    ("Кроме того, карты в ряду 1 могут быть построены с помощью чередующихся цветов.", "ru",
     "british-constitution", ("privy-council.build", "down-alternate-colour")),
])
def test_rules_state_claims(text, lang, game, claim):
    assert claim in annotated.claims(text, lang, game)


def test_claims_carry_rule_patterns_and_offsets():
    text = "Lay out the cards. The stock can only be dealt once."
    (f,) = annotate_text(text, "en", "queens-audience")
    assert (f.rule, f.segment) == ("redeals", "line-1")
    assert text[f.start:f.end] == f.text == "dealt once"
    assert "en-once" in f.patterns and "en-act-deal" in f.patterns
    assert f.as_json()["segments"] == ["line-1"]


def test_every_rule_function_runs_once_in_the_listed_order_under_a_unique_id():
    import importlib
    import inspect
    import pkgutil

    import corpus.annotate.rules as rules_pkg

    ids = [r for r, _ in RULES]
    assert len(ids) == len(set(ids))
    defined = set()
    for info in pkgutil.iter_modules(rules_pkg.__path__):
        module = importlib.import_module(f"{rules_pkg.__name__}.{info.name}")
        defined |= {fn for name, fn in inspect.getmembers(module, inspect.isfunction)
                    if name.startswith("r_") and fn.__module__ == module.__name__}
    listed = [fn for _, fn in RULES]
    assert len(listed) == len(set(listed)) and set(listed) == defined


def test_plain_segments_mark_headings():
    segs = plain_segments("Gavotte\n\nDeal sixteen cards in four rows of four.\n")
    assert [(s.id, s.heading) for s in segs] == [("line-1", True), ("line-3", False)]


def test_a_heading_switches_the_game_and_names_it():
    found = annotate_text("Royal Cotillion\nDeal twelve cards.\nGavotte\nThe stock is dealt once.", "en", None)
    assert {(f.game, f.slot) for f in found if f.slot != "name"} == {("gavotte", "stock.redeals")}
    assert {(f.game, f.value, f.segment) for f in found if f.slot == "name"} == {
        ("royal-cotillion", "Royal Cotillion", "line-1"), ("gavotte", "Gavotte", "line-3")}


# -- waste packets, shared rows, series, build order, base timing, passing through, choices -------


@pytest.mark.parametrize("text, lang, game, claim", [
    # a talon of two packets by colour; a colour's remaining cards make a talon
    ("Талонъ состоитъ изъ двухъ пачекъ; въ одной красныя, въ другой черныя карты.", "ru", "indian-empress",
     ("waste.split", "by-colour")),
    ("Талонъ состоитъ изъ двухъ пачекъ; въ одной красныя, въ другой черныя карты.", "ru", "indian-empress",
     ("waste.count", 2)),
    ("Когда ряды разложены, всѣ остальныя черныя карты кладутъ въ сторону; онѣ составляютъ талонъ.", "ru",
     "indian-empress", ("waste.split", "by-colour")),
    # rows shared out between two groups
    ("Раскладываютъ четыре ряда, въ каждомъ по двѣнадцати картъ; два верхнихъ ряда изъ красныхъ картъ "
     "(армія), два нижнихъ изъ черныхъ (флотъ).", "ru", "indian-empress", ("navy.shape", "2x12")),
    # "and so on": the series continued
    ("Основными картами служатъ четыре туза разныхъ мастей.\nНа тузовъ кладутъ королей, потомъ двойки, дамъ, "
     "тройки и такъ далѣе.", "ru", "besieged-city", ("foundation.sequence", ("A-K-2-Q-3-J-4-10-5-9-6-8-7",))),
    # building in the foundations' order; of any suit
    ("Карты въ окопахъ можно класть одну на другую въ томъ порядкѣ, въ которомъ онѣ будутъ сыграны.", "ru",
     "besieged-city", ("rampart.build", "foundation-order")),
    ("Cards placed on the garden may be of any suit.", "en", "parterre", ("garden.build", "down-any-suit")),
    # when the bases come
    ("Основныя карты выбираются во время игры.", "ru", "parterre", ("foundation.base.timing", "as-available")),
    ("Основныя карты берутся тотчасъ-же.", "ru", "indian-empress", ("foundation.base.timing", "before-deal")),
    ("Основными картами служатъ четыре туза.\nРазложивши пасьянсъ, берутъ изъ окоповъ туза и играютъ его.", "ru",
     "besieged-city", ("foundation.base.timing", "as-available")),
    # the rest of the pack through to the talon; the foundations take from it
    ("Потомъ раскладываютъ остальную колоду, когда пожелаютъ, а карты, не подходящія для основанія, "
     "откладываютъ въ талонъ.", "ru", "besieged-city", ("stock.deal.timing", "any-time")),
    ("Потомъ раскладываютъ остальную колоду, а карты, не подходящія для основанія, откладываютъ въ талонъ.",
     "ru", "besieged-city", ("foundation.fed-from", ("stock",))),
    # passing through groups before play
    ("Cards from the talon must pass through the reserve, and the reserve into the rampart, before they can "
     "be played.", "en", "besieged-city", ("foundation.fed-from", ("rampart",))),
    # choices at set-up
    ("Игрок может выбрать, с какого ранга начинаются две группы оснований.", "ru", "gavotte",
     ("setup.choice", ("foundation-ranks",))),
    ("Игрок может выбрать, с какого ранга начинаются две группы оснований.", "ru", "gavotte",
     ("foundation.base", ("X*", "Y*"))),
    # every gap filled at once, no group named
    ("Потомъ немедленно закрываютъ новыми картами каждое открывшееся свободное мѣсто.", "ru", "besieged-city",
     ("reserve.fill.timing", "immediate")),
    # "one card at a time" is the move unit; "from one packet to another" is not
    ("Кроме того, карты в ряду 1 можно класть по убыванию с чередованием цветов.\nТолько одна карта может быть "
     "перемещена за раз.", "ru", "british-constitution", ("privy-council.move-unit", "one-card")),
])
def test_pre_reform_and_modern_rule_sentences_state_claims(text, lang, game, claim):
    assert claim in annotated.claims(text, lang, game)


def test_pairs_of_a_red_and_a_black_card_and_their_groups():
    text = ("Раскладываютъ четыре ряда, въ каждомъ по двѣнадцати картъ; два верхнихъ ряда изъ красныхъ картъ "
            "(армія), два нижнихъ изъ черныхъ (флотъ).\n"
            "Каждая карта изъ арміи кладется вмѣстѣ съ картой изъ флота; спарованныя карты идутъ на основанія.\n"
            "Каждая карта можетъ быть спарована только однажды.")
    found = annotate_text(text, "ru", "indian-empress")
    pairs = [f for f in found if f.slot == "pair.moves"]
    # (the third line says how a pair is built, once: it restates no pair move, as the corpus's curators read it)
    assert [(f.value, f.segment) for f in pairs] == [(("*R+*B:foundation",), "line-2")]
    assert ("foundation.fed-from", ("army", "navy")) in {(f.slot, f.value) for f in found}


def test_sequences_from_two_bases_skip_the_ranks_out_of_play():
    text = ("Вынимаютъ изъ колоды восемь черныхъ тузовъ и восемь черныхъ дамъ, восемь красныхъ королей и восемь "
            "красныхъ валетовъ.\n"
            "Восемь черныхъ тузовъ и восемь красныхъ королей составляютъ основныя карты; тузы восходятъ по "
            "порядку до королей, короли нисходятъ по порядку до тузовъ.")
    found = annotated.claims_by_game(text, "ru", "indian-empress")
    assert ("indian-empress", "foundation.sequence",
            ("A-2-3-4-5-6-7-8-9-10-J-K", "K-Q-10-9-8-7-6-5-4-3-2-A")) in found
    # the sentence that took the bases out of the pack laid them out before the deal
    timing = [f for f in annotate_text(text, "ru", "indian-empress") if f.slot == "foundation.base.timing"]
    assert [(f.value, f.segment) for f in timing] == [("before-deal", "line-1")]


def test_decorative_cards_with_their_roles_and_the_other_cards_removed():
    text = ("Играют двумя колодами.\n"
            "Одна королева бубен и восемь королей лежат над основаниями; Q ♦ — «Суверен», черные короли — "
            "«епископы», а красные короли — «судьи».\n"
            "Другие королевы отброшены.")
    found = annotated.claims_by_game(text, "ru", "british-constitution")
    assert ("british-constitution", "deck.decorative", ("1xQD:sovereign", "KB:bishops", "KR:judges")) in found
    assert ("british-constitution", "deck.removed", ("2xQC", "1xQD", "2xQH", "2xQS")) in found


def test_games_without_a_reserve_and_related_games():
    found = annotated.claims_by_game("Королевский котильон похож на Кадриль и Контрданс, оба из которых не имеют резерва.",
                                     "ru", "royal-cotillion")
    assert {("quadrille", "reserve.count", 0), ("contradance", "reserve.count", 0)} <= found
    assert ("royal-cotillion", "related", ("quadrille", "contradance")) in found


def test_build_sources_of_one_rule_are_joined_and_restatements_stay_apart():
    text = ("Карты въ резервѣ можно класть на карты въ окопахъ, но только на карты по концамъ той линіи, съ "
            "которой онѣ взяты.\n"
            "Карты въ окопахъ можно перекладывать изъ одной пачки въ другую.")
    found = annotate_text(text, "ru", "besieged-city")
    (joined,) = [f for f in found if f.slot == "rampart.build.from"]
    assert joined.value == ("rampart", "reserve") and joined.segments == ("line-1", "line-2")
    assert joined.rule.endswith("+joined")
    assert ("reserve.access", "line-ends") in {(f.slot, f.value) for f in found}  # a line: row or column
    row = annotate_text("A reserve card may be put on the rampart only at either end of its own row.", "en",
                        "besieged-city")
    assert ("reserve.access", "row-ends") in {(f.slot, f.value) for f in row}
    same = annotate_text("Cards of the reserve may be put on the rampart.\nCards of the reserve may be put on "
                         "the rampart.", "en", "besieged-city")
    assert [(f.value, f.segment) for f in same if f.slot == "rampart.build.from"] == [
        (("reserve",), "line-1"), (("reserve",), "line-2")]


def test_a_default_fill_time_yields_to_a_stated_one():
    text = ("Свободныя мѣста въ резервѣ пополняются картами изъ талона.\n"
            "При этомъ немедленно закрываютъ новыми картами каждое открывшееся свободное мѣсто.")
    timing = [f for f in annotate_text(text, "ru", "besieged-city") if f.slot == "reserve.fill.timing"]
    assert [(f.value, f.segment, f.implicit) for f in timing] == [("immediate", "line-2", False)]
    alone = [f for f in annotate_text(text.splitlines()[0], "ru", "besieged-city") if f.slot == "reserve.fill.timing"]
    assert [(f.value, f.implicit) for f in alone] == [("immediate", True)]


def test_a_recalled_rule_adds_no_claim():
    text = "Короли и королевы отбрасываются.\nПоэтому короли и королевы отбрасываются полностью, как упомянуто выше."
    removed = [f for f in annotate_text(text, "ru", "british-constitution") if f.slot == "deck.removed"]
    assert [f.segment for f in removed] == ["line-1"]


def test_names_from_headings_and_defining_sentences():
    found = annotate_text("Королевский котильон\nИграют двумя колодами.\nГавот\nГавот или же Нечетные и четные "
                          "(также известный как Дворец) - это редкая игра.", "ru", None)
    names = {(f.game, f.slot, f.value, f.segment) for f in found if f.slot in ("name", "alias")}
    # the title names its game; under a section heading, the sentence that names the game does
    assert names == {("royal-cotillion", "name", "Королевский котильон", "line-1"),
                     ("gavotte", "name", "Гавот", "line-4"), ("gavotte", "alias", "Нечетные и четные", "line-4"),
                     ("gavotte", "alias", "Дворец", "line-4")}
    old = annotate_text("ОСАЖДЕННЫЙ ГОРОДЪ.\nПасьянсъ этотъ чрезвычайно труденъ.", "ru", None)
    assert ("besieged-city", "name", "Осажденный город") in {(f.game, f.slot, f.value) for f in old}


def test_a_witness_reads_through_its_ocr_and_mt_corrections():
    import corpus
    from corpus.annotate import annotate_witness, mt_choices

    c = corpus.load()
    ocr = mt_choices(c, "ru-24-patiences-p7", ("mt", "ocr"))
    assert "r24-besieged-rule2-s3-ocr1" in ocr["r24-besieged-rule2-s3"]
    assert not mt_choices(c, "ru-24-patiences-p7")
    # a name read through a machine-translation error is the corrected name
    found = annotate_witness(c, "royal-cotillion-wp-ru")
    aliases = {(f.game, f.value) for f in found if f.slot == "alias" and f.segment == "rc-intro-s4"}
    assert ("contradance", "Контрданс") in aliases and ("contradance", "Противоречие") not in aliases


def test_a_rank_series_said_and_so_on_is_continued_until_every_rank_has_come():
    from corpus.annotate.rules.sequences import extrapolate

    assert extrapolate(["A", "2", "3"]) == RANK_ORDER_LIST
    assert extrapolate(["K", "Q", "J"]) == RANK_ORDER_LIST[::-1]
    assert extrapolate(["A", "K", "3"]) is None


RANK_ORDER_LIST = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def test_every_word_set_of_the_words_file_is_loaded():
    from pathlib import Path

    from corpus.annotate import words
    from corpus.annotate.datafile import DataFileError, read_toml

    source = Path(words.__file__).read_text(encoding="utf-8")
    tables = read_toml(words.WORDS_FILE)
    unread = [name for name in tables
              if not any(f'{loader}("{name}")' in source for loader in ("word_set", "word_map", "word_list"))]
    assert not unread, f"tables of {words.WORDS_FILE} no rule reads: {unread}"
    with pytest.raises(DataFileError, match=r"no table \[nonesuch\]"):
        words.word_set("nonesuch")


def test_a_clause_set_against_another_speaks_of_its_own_group():
    found = annotated.claims("На сторонѣ лордовъ годна всякая карта, а на дамской сторонѣ — только нижняя карта "
                             "каждаго столбца.", "ru-petr1708", "royal-cotillion")
    assert {("lords.access", "all"), ("ladies.access", "bottom")} <= found
    assert ("lords.access", "bottom") not in found and ("ladies.access", "all") not in found


def test_a_verbless_clause_takes_the_verb_of_the_clause_before():
    found = annotated.claims("Освободившееся место в ряду сразу заполняют любой картой из ряда под ним, а место в "
                             "нижнем ряду — картой из колоды.", "ru", "british-constitution")
    assert ("people.fill", ("stock",)) in found
    assert ("privy-council.fill", ("row-below:any-card",)) in found
    assert not any(slot == "people.fill" and "row-below:any-card" in value for slot, value in found)


def test_a_possessive_clause_speaks_of_the_pile_before_it():
    found = annotated.claims("Turn the stock one card at a time to the waste; its top card is available.", "en",
                             "odd-and-even")
    assert {("stock.deal", "one-to-waste"), ("waste.access", "top")} <= found


def test_the_vocabulary_labels_name_a_games_piles_in_any_inflection():
    from corpus.annotate.labels import label_lemmas
    from rules.vocabulary import load_vocabulary

    labels = dict((group, lem) for lem, group in label_lemmas(load_vocabulary(), "british-constitution", "ru"))
    assert labels["house-of-lords"] == ("палата", "лорд")
    assert ("house-of-lords.size", 8) in annotated.claims("В Палату лордов раздают восемь карт.",
                                                          "ru", "british-constitution")
    assert ("garden.access", "top") in annotated.claims("В саду доступна только верхняя карта каждой кучки.",
                                                        "ru", "parterre")


def test_a_figure_with_a_case_ending_is_a_number():
    found = annotated.claims("Вокруг резерва выкладывают ряд из 14-ти карт — это окопы.", "ru", "besieged-city")
    assert ("rampart.size", 14) in found


def test_once_more_is_one_redeal_and_a_second_deal_denied_is_none():
    assert ("stock.redeals", 1) in annotated.claims("When the stock is exhausted the waste may be turned over and dealt "
                                                    "once more.", "en", "odd-and-even")
    assert ("stock.redeals", 0) in annotated.claims("Повторной раскладки нет.", "ru", "indian-empress")


def test_ranks_that_take_no_part_in_play_are_removed_but_not_cards_that_leave_play():
    found = annotated.claims("Кроме того, вынимают восемь черных дам и восемь красных валетов; в игре они не участвуют.",
                             "ru", "indian-empress")
    assert ("deck.removed", ("8xQB", "8xJR")) in found
    later = annotated.claims("The King and Queen of each suit are placed in the audience chamber, never to take part "
                             "in the rest of the game.", "en", "queens-audience")
    assert not any(slot == "deck.removed" for slot, _ in later)


def test_a_negated_suit_rule_builds_down_regardless_of_suit():
    found = annotated.claims("На кучки партера карты кладут в порядке убывания, не обращая внимания на масть.", "ru",
                             "parterre")
    assert ("garden.build", "down-any-suit") in found


def test_a_line_of_the_reserve_reaches_the_ends_of_its_row_and_column():
    text = ("Карты въ резервѣ можно класть на карты въ окопахъ, но только на карты по концамъ той линіи, "
            "съ которой онѣ взяты.\n"
            "Свободныя мѣста въ окопахъ замѣщаются изъ резерва картою изъ того ряда, на концѣ котораго "
            "оказалось свободное мѣсто.")
    found = annotated.claims(text, "ru-petr1708", "besieged-city")
    assert {("reserve.access", "line-ends"), ("rampart.fill", ("reserve:same-line-end",))} <= found
