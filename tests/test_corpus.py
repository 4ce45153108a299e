"""The corpus as a whole: schemas, pointers, the reading API, seed coverage, the CLI."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from lxml import etree

import corpus
from comparer.cli import main
from corpus.reader import NS, element_text
from corpus.validate import Problem, validate

REPO = Path(__file__).resolve().parents[1]
SEEDS = REPO.parent / "shared" / "seeds"
SAMPLE = REPO / "tests" / "data" / "schema-sample.xml"

#: Which corpus file encodes which seed; the 000 seed's first line is the web page's interface.
SEED_FILES = {
    "000_2fe6d88305cb42e6.txt": ("queens-audience-wp.xml", 1),
    "001_c224e6bd3a7d46f4.txt": ("royal-cotillion-wp-ru.xml", 0),
    "003_0c735b6135cd8448.txt": ("ru-24-patiences-p7.xml", 0),
    "004_b0f28663c3ce6327.txt": ("british-constitution-wp-ru.xml", 0),
}
WORD = re.compile(r"\w+")


@pytest.fixture(scope="session")
def loaded():
    return corpus.load()


ALL_FILES = corpus.corpus_files()


def test_the_corpus_has_the_four_seed_documents():
    names = {p.name for p in corpus.witness_files()}
    assert {f for f, _ in SEED_FILES.values()} <= names


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: p.name)
def test_file_is_valid_under_the_project_schema(path, project_schema):
    tree = etree.parse(str(path))
    assert project_schema.validate(tree), [str(e) for e in project_schema.error_log][:5]


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: p.name)
def test_file_is_valid_tei(path, tei_all):
    tree = etree.parse(str(path))
    assert tei_all.validate(tree), [str(e) for e in tei_all.error_log][:5]


def test_the_schema_sample_is_valid_under_both_schemas(project_schema, tei_all):
    """The sample uses every element and attribute the project schema allows: since it is also
    valid TEI, the project schema is (as far as the sample reaches) narrower than TEI."""
    tree = etree.parse(str(SAMPLE))
    assert project_schema.validate(tree), project_schema.error_log
    assert tei_all.validate(tree), tei_all.error_log


def test_the_project_schema_rejects_what_tei_forbids(project_schema):
    bad = SAMPLE.read_text(encoding="utf-8").replace('<witness xml:id="smp-w"', '<witness type="mt" xml:id="smp-w"')
    assert not project_schema.validate(etree.fromstring(bad.encode()).getroottree())


def test_no_pointer_or_text_problems():
    assert validate(ALL_FILES, project_schema=None) == []


def test_validate_reports_dangling_pointers_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.xml"
    bad.write_text(SAMPLE.read_text(encoding="utf-8").replace('target="#smp-s1 #smp-s2"', 'target="#smp-s1 #nowhere"'),
                   encoding="utf-8")
    problems = validate([bad], project_schema=corpus.SCHEMA)
    assert problems and all(isinstance(p, Problem) for p in problems)
    assert any("nowhere" in p.message and p.line > 0 for p in problems)
    assert str(problems[0]).startswith(f"{problems[0].file}:{problems[0].line}: ")


def test_validate_collects_every_problem(tmp_path):
    bad = tmp_path / "bad.xml"
    text = SAMPLE.read_text(encoding="utf-8")
    text = text.replace('target="#smp-s1 #smp-s2"', 'target="#gone1"').replace('source="#smp-b1"', 'source="#gone2"')
    bad.write_text(text, encoding="utf-8")
    messages = " ".join(p.message for p in validate([bad], project_schema=None))
    assert "gone1" in messages and "gone2" in messages


def orig_words(path: Path) -> list[str]:
    root = etree.parse(str(path)).getroot()
    return WORD.findall(element_text(root.find("tei:text", NS), "orig"))


@pytest.mark.parametrize("seed", sorted(SEED_FILES))
def test_every_word_of_the_seed_is_in_the_corpus(seed):
    path = SEEDS / seed
    if not path.is_file():
        pytest.skip(f"seed documents not found at {SEEDS}")
    filename, skip_lines = SEED_FILES[seed]
    seed_text = "\n".join(path.read_text(encoding="utf-8").splitlines()[skip_lines:])
    expected = WORD.findall(unicodedata.normalize("NFC", seed_text))
    got = orig_words(corpus.TEXTS_DIR / filename)
    assert got == expected


def test_load_gives_witnesses_segments_and_sources(loaded):
    assert len(loaded.witnesses) >= 5
    for w in loaded.witnesses.values():
        assert w.source in loaded.sources, (w.id, w.source)
        assert w.segment_ids, w.id
        assert set(w.kinds) <= {"print", "ocr", "wiki", "mt"}
    for s in loaded.segments.values():
        assert s.orig and s.reg, s.id
        assert unicodedata.is_normalized("NFC", s.orig)


def test_regularised_text_differs_where_the_encoding_says_so(loaded):
    old = loaded.witness("ru-24-patiences-p7")
    assert old.lang == "ru-petr1708"
    segs = loaded.segments_of(old.id)
    assert any("ъ " in s.orig for s in segs)
    assert not any(re.search(r"[ѣіѳѵђ]", s.reg) for s in segs)
    assert sum(s.orig != s.reg for s in segs) > len(segs) // 2


def test_translation_links_join_russian_and_english(loaded):
    assert loaded.links
    for link in loaded.links:
        langs = {loaded.segments[t].lang.split("-")[0] for t in link.targets}
        assert langs == {"ru", "en"}, link
    ru = [s for s in loaded.segments_of("queens-audience-wp-ru") if s.tag == "s"]
    assert all(loaded.translations_of(s.id) for s in ru)


def test_bibliography_keeps_disputed_dates_with_who_gives_them(loaded):
    dick = loaded.sources["dick-1883"]
    assert dick.disputed_date
    assert {d.when: d.given_by for d in dick.dates} == {
        "1883": ("wp-en-queens-audience",), "1884": ("warfield-2005",)}
    cadogan = loaded.sources["cadogan-1874"]
    assert cadogan.disputed_date and cadogan.year == 1870
    for d in cadogan.dates:
        assert all(g in loaded.sources for g in d.given_by)


def test_an_approximate_or_disputed_date_prints_as_the_sources_give_it(loaded):
    assert loaded.sources["cadogan-1874"].date_label == "c. 1870 or 1874 (disputed)"
    assert loaded.sources["dick-1883"].date_label == "1883 or 1884 (disputed)"
    assert loaded.sources["cadogan-1914"].date_label == "1914"
    assert "1869" not in loaded.sources["cadogan-1874"].date_label


def test_cadogans_first_edition_names_its_publisher_and_the_review_that_dates_it(loaded):
    cadogan = loaded.sources["cadogan-1874"]
    assert cadogan.publisher == "Sampson Low and Co." and cadogan.place == "London"
    review = loaded.sources["spectator-1874"]
    assert review.dates[0].when == "1874-07-25"
    assert any("spectator-1874" in d.given_by for d in cadogan.dates if d.when == "1874")


def test_the_russian_book_is_a_low_certainty_inferred_translation_of_cadogan(loaded):
    rel = [r for r in loaded.relations if r.active == "ru-24-patiences"]
    assert len(rel) == 1
    assert (rel[0].name, rel[0].passive, rel[0].cert, rel[0].is_inference) == (
        "translationOf", "cadogan-1874", "low", True)
    assert loaded.source_of("ru-24-patiences-p7").id == "ru-24-patiences"


def test_bibliography_names_every_source_of_the_design():
    ids = set(corpus.load().sources)
    assert {"dick-1883", "cadogan-1874", "morehead-mott-smith-1949", "ru-24-patiences", "coops-1939",
            "moyse-1950", "parlett-1979", "arnold-2011", "bonaventure", "lee-packard"} <= ids


# --- CLI ------------------------------------------------------------------------------------


def test_cli_corpus_list_json(capsys):
    assert main(["corpus", "list", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    by_id = {r["witness"]: r for r in rows}
    assert by_id["ru-24-patiences-p7"]["orig/reg"] > 100
    assert by_id["british-constitution-wp-ru"]["sic/corr"] > 5


def test_cli_corpus_show_both_forms(capsys):
    assert main(["corpus", "show", "ru-24-patiences-p7", "--form", "reg"]) == 0
    reg = capsys.readouterr().out
    assert main(["corpus", "show", "ru-24-patiences-p7"]) == 0
    orig = capsys.readouterr().out
    assert "ѣ" not in reg and "тузов" in reg
    assert "ђ" in orig


def test_cli_corpus_show_a_document_by_language(capsys):
    assert main(["corpus", "show", "queens-audience-wp", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "antechamber" in out and "предкомнат" not in out


def test_cli_show_translations_of_a_witness(capsys):
    assert main(["corpus", "show", "queens-audience-wp-ru", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "antechamber" in out and "[↔ qa-ru-" in out


def test_cli_unknown_witness_is_one_clear_line(capsys):
    assert main(["corpus", "show", "no-such-witness"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no-such-witness" in err


def test_cli_validate_is_clean(capsys):
    assert main(["corpus", "validate", "--no-tei-all"]) == 0
    assert "no problems" in capsys.readouterr().err


def test_cli_validate_lists_problems(tmp_path, capsys):
    bad = tmp_path / "bad.xml"
    bad.write_text(SAMPLE.read_text(encoding="utf-8").replace("#smp-s2\"/>", "#smp-zz\"/>"), encoding="utf-8")
    assert main(["corpus", "validate", "--no-tei-all", str(bad)]) == 1
    out = capsys.readouterr().out
    assert re.search(r"bad\.xml:\d+: .*smp-zz", out)
