"""`variorum rules list | show | explain`: every rule is cited, in English and in Russian."""

from __future__ import annotations

import json
import re

import pytest

from comparer.cli import main
from comparer.explain import explain_text
from comparer.words import ORIGIN_WORDS
from corpus.claims import load_claims
from rules.resolve.resolution import resolve
from rules.resolve.ruleset import list_rulesets
from rules.vocabulary import load_vocabulary

RULESETS = list_rulesets()


@pytest.fixture(scope="module")
def claims():
    return load_claims()


def rule_lines(text: str) -> list[str]:
    """The lines of the Rules section (one per executable slot)."""
    body = text.split("\n\n")
    rules = next(part for part in body if part.startswith(("Rules", "Правила")))
    return [line for line in rules.splitlines() if line.startswith("  - ")]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", RULESETS)
def test_explain_cites_a_source_for_every_rule(name, lang, claims):
    res = resolve(name, claims)
    text = explain_text(res, claims, lang)
    lines = rule_lines(text)
    vocab = load_vocabulary()
    assert len(lines) == len([s for s in res.slots if vocab.slot(res.ruleset.game, s).executable])
    sources = {c.asserted_by for c in claims} | {"Patience Variorum"}
    origins = ORIGIN_WORDS[lang].values()
    for line in lines:
        assert any(w in line for w in origins), line
        assert any(s in line for s in sources), f"no source in: {line}"
        if ORIGIN_WORDS[lang]["stated"] in line or ORIGIN_WORDS[lang]["reported"] in line:
            assert re.search(r"«[^»]+»|“[^”]+”", line), f"no quoted words in: {line}"


def test_russian_explain_quotes_the_russian_translation(claims):
    text = explain_text(resolve("queens-audience/dick-1883", claims), claims, "ru")
    line = next(l for l in rule_lines(text) if l.startswith("  - пересдачи"))
    assert "«Колода раздается только один раз.»" in line and "wp-en-queens-audience" in line
    win = next(l for l in rule_lines(text) if "пасьянс сходится" in l)
    # the claim reads through a machine-translation error: the corrected word, the error beside it
    assert "«Игра считается выигранной [ошибка перевода: проигранной], когда" in win


def test_explain_marks_inherited_and_editorial_rules(claims):
    text = explain_text(resolve("queens-audience/coops-1939", claims), claims, "en")
    assert "inherited from queens-audience/dick-1883" in text
    assert "editorial, Patience Variorum" in text
    assert "reported: coops-1939, as reported by wp-en-queens-audience" in text
    literal = explain_text(resolve("queens-audience/dick-1883", claims, "stock-allowed"), claims, "en")
    assert "editorial (reading stock-allowed)" in literal


def test_cli_list_and_show_json(capsys):
    assert main(["rules", "list", "--format", "json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {r["ruleset"] for r in listed} == set(RULESETS)
    assert main(["rules", "show", "royal-cotillion/wp-ru-royal-cotillion", "--format", "json",
                 "--reading", "bases-as-available"]) == 0
    shown = json.loads(capsys.readouterr().out)
    slots = {s["slot"]: s for s in shown["slots"]}
    assert slots["foundation.base.timing"]["value"] == "as-available"
    assert slots["foundation.base.timing"]["origin"] == "editorial"
    assert slots["stock.redeals"]["corrects"] == ["rc-rules-s15-mt1"]


def test_cli_explain_and_errors(capsys):
    assert main(["rules", "explain", "gavotte/wp-ru-royal-cotillion", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "выбор при раскладке: какая из разложенных групп станет стороной лордов" in out
    assert "ranks-after-deal: Два достоинства оснований выбираются после раздачи" in out
    assert main(["rules", "show", "nowhere/none"]) == 2
    assert "unknown ruleset" in capsys.readouterr().err
    assert main(["rules", "explain", "queens-audience/dick-1883", "--reading", "nope"]) == 2


# -- the Russian output is Russian; values read as words ------------------------------------------

#: Proper names and references the editors' texts cite as they are (programs, publishers, web
#: sites, English titles of games in the sources).
PROPER_NAMES = ("Patience Variorum", "PySolFC", "Solitaire Central", "Solitaire Forever", "Bantam",
                "Project Gutenberg", "playingcardgames.net", "Palace", "Lords and Ladies")
#: References: project files (corpus/bibliography.xml), segment-id tails (play1-s3, s7, r24-empress-*),
#: bibliography relation ids, rule numbers in Roman numerals (правило IV).
REFERENCES = re.compile(r"[\w/.-]+\.(?:md|xml)\b|\b(?:[a-z0-9]+-)*s\d+\b|\b[a-z0-9]+(?:-[a-z0-9]+)*-\*"
                        r"|\brel-[a-z0-9-]+|\b[IVX]+\b")


def _strip_token(text: str, token: str) -> str:
    return re.sub(r"(?<![\w.-])" + re.escape(token) + r"(?![\w-])", " ", text)


def latin_words(text: str, ids: set[str], english_values: set[str] = frozenset()) -> list[str]:
    """The words with Latin letters left in ``text`` once quotations («...», nested), bracketed
    segment lists, ``ids`` (sources, rulesets, readings, segments, slots), proper names,
    references and ``english_values`` are taken out."""
    while True:
        unquoted = re.sub(r"«[^«»]*»", " ", text)
        if unquoted == text:
            break
        text = unquoted
    text = re.sub(r"\[[^\]]*\]", " ", text)
    for value in sorted(english_values, key=len, reverse=True):
        text = text.replace(value, " ")
    for token in sorted(ids | set(PROPER_NAMES), key=len, reverse=True):
        text = _strip_token(text, token)
    text = REFERENCES.sub(" ", text)
    return re.findall(r"\S*[A-Za-z]\S*", text)


@pytest.fixture(scope="module")
def known_ids(claims):
    import corpus
    from rules.resolve.ruleset import all_readings, load

    c = corpus.load()
    vocab = load_vocabulary()
    ids = set(c.sources) | {x.asserted_by for x in claims} | set(RULESETS) | set(c.segments)
    ids |= {x.id for x in claims}
    for src in c.sources.values():
        ids |= {src.title, *src.authors}  # the bibliography's titles and names, as cited
    for name in RULESETS:
        ids |= {r.name for r in all_readings(load(name))}
    for game in vocab.games:
        ids |= set(vocab.game_slots(game))
    ids |= set(vocab.slots)
    return ids


def english_free_text(res, vocab, corpus_) -> set[str]:
    """Free-text values of corpus claims read from a Russian witness: the annotators wrote them in
    English and no translation exists (the quoted Russian words stand beside them)."""
    out = set()
    for slot, r in res.slots.items():
        if vocab.slot(res.ruleset.game, slot).type not in ("text", "texts", "odds") or slot in ("related", "variant-of"):
            continue
        for c in r.root.claims:
            if c.evidence and corpus_.witnesses[c.evidence.witness].lang.startswith("ru"):
                out |= {str(v) for v in (c.value if isinstance(c.value, tuple) else (c.value,))}
    return out


def test_latin_word_check_can_fail(known_ids):
    assert latin_words("форма: квадрат — заявлено: ru-24-patiences: «square» [r24-besieged-play1-s1]",
                       known_ids) == []
    assert latin_words("форма: square — заявлено: ru-24-patiences", known_ids) == ["square"]
    assert latin_words("ходы парами: K+Q:chamber (corpus/bibliography.xml)", known_ids) == ["K+Q:chamber"]
    assert latin_words("порядок на основаниях: A-2-3", known_ids) == ["A-2-3"]


@pytest.mark.parametrize("name", RULESETS)
def test_russian_explain_has_no_english_outside_quotes_ids_and_names(name, claims, known_ids):
    import corpus

    res = resolve(name, claims)
    text = explain_text(res, claims, "ru")
    left = latin_words(text, known_ids, english_free_text(res, load_vocabulary(), corpus.load()))
    assert left == [], f"English in the Russian explanation of {name}: {left}"


def _coded_values(lang: str, claims):
    """(ruleset, slot, value as words) of every slot whose value is a code in the vocabulary's
    notation (card patterns, pairs, groups, shapes, rank sequences)."""
    from comparer.words import value_words

    vocab = load_vocabulary()
    for name in RULESETS:
        res = resolve(name, claims)
        for slot, r in res.slots.items():
            sd = vocab.slot(res.ruleset.game, slot)
            if sd.type in ("card-set", "pairs", "groups", "shape", "rank-sequences"):
                for value in (r.options or (r.value,)):
                    if value is not None:
                        yield name, slot, value, value_words(vocab, res.ruleset.game, slot, value, lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_coded_values_read_as_words(lang, claims):
    vocab = load_vocabulary()
    codes = {s for sd in vocab.slots.values() for s in (*sd.specials, *sd.shapes)}
    codes |= {g.id for game in vocab.games.values() for g in game.groups}
    seen = 0
    for name, slot, value, words in _coded_values(lang, claims):
        seen += 1
        assert not re.search(r"[+:]|\b\d+x\d+\b|\b\d*x?[AJQKXY0-9*]{1,2}[CDHSRB*]\b", words), (name, slot, words)
        hyphenated = {w for w in re.findall(r"[a-z]+(?:[-:][a-z]+)+", words)}
        assert not hyphenated & codes, (name, slot, words)
        if lang == "ru":
            assert not re.search(r"[A-Za-z]", words), (name, slot, words)
    assert seen > 50


def test_values_as_words(claims):
    text = {lang: explain_text(resolve("british-constitution/cadogan-1874", claims), claims, lang)
            for lang in ("en", "ru")}
    assert "декоративные карты: 1 дама бубен (Суверен), чёрные короли (Епископы), красные короли (Судьи) —" in text["ru"]
    assert "decorative cards: 1 Queen of Diamonds (the Sovereign), black Kings (the Bishops), red Kings (the Judges) —" in text["en"]
    assert "карты, удаляемые до игры: 2 дамы треф, 2 дамы червей, 2 дамы пик, 1 дама бубен —" in text["ru"]
    assert "порядок на основаниях: Т-2-3-4-5-6-7-8-9-10-В —" in text["ru"]
    assert "откуда заполняются свободные места: ряд ниже, любая его карта —" in text["ru"]
    assert "gaps filled from: the row below, any of its cards —" in text["en"]
    assert "форма: один ряд из 8 карт —" in text["ru"]
    kings = {lang: explain_text(resolve("kings-audience/morehead-mott-smith-1949", claims), claims, lang)
             for lang in ("en", "ru")}
    assert ("ходы парами: король и дама одной масти → пары король-дама в камере; "
            "валет на тузе той же масти → основания —") in kings["ru"]
    assert ("pair moves: a King and a Queen of the same suit → King-Queen pairs in the chamber; "
            "a Jack on the Ace of its suit → foundations —") in kings["en"]
    assert "базовые карты оснований: валет на тузе той же масти —" in kings["ru"]
    assert "разновидность пасьянса: Аудиенция королевы —" in kings["ru"]
    assert "variant of: Queen's Audience —" in kings["en"]
    assert ("Заимствует неоговорённые правила у: «Аудиенция королевы» по У. Б. Дику (1883)  "
            "(queens-audience/dick-1883)\n") in kings["ru"]
    besieged = explain_text(resolve("besieged-city/ru-24-patiences", claims), claims, "ru")
    assert "откуда заполняются свободные места: ряд или столбец резерва, у конца которого оказалось свободное место —" in besieged
    assert "порядок на основаниях: Т-К-2-Д-3-В-4-10-5-9-6-8-7-7-8-6-9-5-10-4-В-3-Д-2-К-Т —" in besieged
    assert "форма: ряд —" in besieged and "форма: 4 ряда по 3 карты —" in besieged
    assert "ru-24-patiences: автор не указан, " in besieged
    empress = explain_text(resolve("indian-empress/ru-24-patiences", claims), claims, "ru")
    assert "ходы парами: красная карта и чёрная карта → основания, каждая карта на основание своего цвета —" in empress
    assert "базовые карты оснований: 8 чёрных тузов, 8 красных королей —" in empress
    assert "декоративные карты: 1 дама треф (императрица), 8 красных валетов (её гвардия) —" in empress
    cotillion = explain_text(resolve("royal-cotillion/wp-ru-royal-cotillion", claims), claims, "ru")
    assert "родственные пасьянсы: Контрданс, Кадриль —" in cotillion
    assert "откуда заполняются свободные места: ниоткуда (свободные места остаются пустыми) —" in cotillion


def test_explain_says_a_borrowing_from_a_later_source_is_not_lineage(claims):
    text = {lang: explain_text(resolve("british-constitution/cadogan-1874", claims), claims, lang)
            for lang in ("en", "ru")}
    assert ("Borrows unstated rules from: British Constitution, as Morehead and Mott-Smith give it (1949)  "
            "(british-constitution/morehead-mott-smith-1949) — a ruleset of a later source: an editorial "
            "borrowing, not lineage\n") in text["en"]
    assert "(british-constitution/morehead-mott-smith-1949) — свод более позднего источника" in text["ru"]
    parlett = explain_text(resolve("queens-audience/parlett-1979", claims), claims, "en")
    assert "(kings-audience/morehead-mott-smith-1949)\n" in parlett  # an earlier source: nothing to say


def test_russian_card_words():
    from comparer.words import card_words, ru_plural, shape_words

    assert [ru_plural(n, "карта", "карты", "карт") for n in (1, 2, 5, 11, 12, 21, 22, 25)] == \
        ["карта", "карты", "карт", "карт", "карт", "карта", "карты", "карт"]
    assert card_words("K", "B", "ru", 2) == "2 чёрных короля"
    assert card_words("Q", "R", "ru", 3) == "3 красные дамы"
    assert card_words("J", "R", "ru", 21) == "21 красный валет"
    assert card_words("A", "*", "ru", form="each") == "туз каждой масти"
    assert card_words("A", "*", "en", form="each") == "an Ace of each suit"
    assert card_words("6", "*", "en", 2) == "2 Sixes"
    assert card_words("*", "R", "en") == "a red card"
    assert shape_words("3x4", "ru") == "3 ряда по 4 карты" and shape_words("3x4", "en") == "3 rows of 4 cards"
    assert shape_words("5x1", "ru") == "один столбец из 5 карт"


def test_bilingual_editorial_free_text(claims, tmp_path):
    from rules.errors import RulesetError
    from rules.resolve.ruleset import load, parse_ruleset

    kings = explain_text(resolve("kings-audience/morehead-mott-smith-1949", claims), claims, "ru")
    assert "расположение: пары король-дама — в верхнем ряду, основания из валетов — в нижнем — редакторское решение" in kings
    inherited = explain_text(resolve("queens-audience/parlett-1979", claims), claims, "ru")
    assert "расположение: пары король-дама — в верхнем ряду, основания из валетов — в нижнем — унаследовано" in inherited
    english = explain_text(resolve("queens-audience/bonaventure", claims), claims, "en")
    assert "placement: the thrones at the centre of each side, the Jack foundations in the corners — editorial" in english
    rs = load("queens-audience/bonaventure")
    assert dict(rs.values_ru) == {"queens-audience/bonaventure:layout.position":
                                  "троны — посередине каждой стороны, основания из валетов — по углам"}
    base = {"game": "queens-audience", "source": "x", "grade": "reconstructed",
            "title": {"en": "X", "ru": "Х"}}
    why = {"en": "Because.", "ru": "Потому что."}
    for value, error in (({"en": "one", "ru": "один"}, "only free text"),
                         ({"en": "left"}, "'ru' must be non-empty"),
                         ({"en": "left", "ru": "слева", "de": "links"}, "takes en and ru")):
        slot = "deck.packs" if error == "only free text" else "layout.position"
        data = {**base, "editorial": [{"slot": slot, "value": value, "justification": why}]}
        with pytest.raises(RulesetError, match=error):
            parse_ruleset("queens-audience/x", data, tmp_path / "x.toml")


@pytest.mark.parametrize("name", RULESETS)
def test_editorial_free_text_is_given_in_russian(name):
    from rules.resolve.ruleset import FREE_TEXT_TYPES, load

    rs = load(name)
    vocab = load_vocabulary()
    russian = dict(rs.values_ru)
    editorial = list(rs.editorial) + [c for r in rs.readings for c in r.claims]
    for c in editorial:
        if vocab.slot(rs.game, c.slot).type not in FREE_TEXT_TYPES or c.slot in ("related", "variant-of"):
            continue
        if re.fullmatch(r"[0-9]+/[1-9][0-9]*", str(c.value)) or not isinstance(c.value, (str, tuple)):
            continue  # odds as a fraction or a number: no words to translate
        assert c.id in russian, f"{name}: editorial {c.slot} = {c.value!r} has no Russian"
