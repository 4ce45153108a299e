"""``variorum corpus import``: a text file becomes a valid TEI witness with a bibliography entry.

Every test imports into a scratch copy of ``corpus/texts`` and the bibliography (the real corpus
is never touched)."""

from __future__ import annotations

from pathlib import Path

import pytest

import corpus
from comparer.cli import main
from corpus.importer import ImportRequest, plan_import, write_plan
from corpus.normalize import normalize_text
from corpus.validate import default_tei_all, validate

RETELLING = """Аудиенция королевы

Играют одной колодой в пятьдесят две карты. Сначала сдают шестнадцать карт квадратом.
Колоду можно сдать только один раз.
"""
OLD = "ОСАЖДЕННЫЙ ГОРОДЪ.\nВсѣ четыре ряда слѣдуетъ разложить сразу, при чемъ карты лежатъ въ поперекъ.\n"


@pytest.fixture
def data(scratch_corpus: Path) -> Path:
    """The scratch copy of the corpus data that corpus.TEXTS_DIR / BIBLIOGRAPHY point at."""
    return scratch_corpus


def _write(tmp_path: Path, text: str, name: str = "in.txt", encoding: str = "utf-8") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def test_plain_text_becomes_a_witness_with_sentences_ids_and_a_new_bibliography_entry(
        data: Path, tmp_path: Path) -> None:
    src = _write(tmp_path, RETELLING)
    assert main(["corpus", "import", str(src), "--lang", "ru", "--source", "my-retelling",
                 "--title", "Аудиенция королевы, пересказ", "--author", "A. Reader",
                 "--date", "2026", "--witness-of", "dick-1883"]) == 0
    c = corpus.load(data / "texts", data / "bibliography.xml")
    w = c.witness("my-retelling-ru")
    assert w.source == "my-retelling" and w.lang == "ru"
    assert [(s.id, s.tag) for s in c.segments_of(w.id)] == [
        ("my-retelling-ru-h1", "head"), ("my-retelling-ru-p1-s1", "s"), ("my-retelling-ru-p1-s2", "s"),
        ("my-retelling-ru-p2-s1", "s")]
    assert c.segments["my-retelling-ru-p1-s2"].orig == "Сначала сдают шестнадцать карт квадратом."
    src_entry = c.sources["my-retelling"]
    assert src_entry.title == "Аудиенция королевы, пересказ" and src_entry.authors == ("A. Reader",)
    assert src_entry.year == 2026
    assert any(r.name == "witnessOf" and (r.active, r.passive) == ("my-retelling", "dick-1883")
               for r in c.relations)


def test_imported_files_are_valid_under_the_project_schema_and_tei_all(data: Path, tmp_path: Path) -> None:
    src = _write(tmp_path, RETELLING)
    plan = plan_import(ImportRequest(src, "ru", "my-retelling", title="T"))
    write_plan(plan)
    files = [data / "bibliography.xml", data / "texts" / "my-retelling-ru.xml"]
    assert validate(files, corpus.SCHEMA) == []
    tei_all = default_tei_all()
    if tei_all is None:
        pytest.skip("tei_all.rng not found beside the checkout (set VARIORUM_TEI_ALL)")
    assert validate(files, corpus.SCHEMA, tei_all) == []


def test_pre_reform_words_get_orig_and_the_normalisers_reg(data: Path, tmp_path: Path) -> None:
    src = _write(tmp_path, OLD)
    plan = plan_import(ImportRequest(src, "ru-petr1708", "ru-24-patiences", witness="r24-extra"))
    write_plan(plan)
    c = corpus.load(data / "texts", data / "bibliography.xml")
    segs = c.segments_of("r24-extra")
    assert segs[1].orig == "Всѣ четыре ряда слѣдуетъ разложить сразу, при чемъ карты лежатъ въ поперекъ."
    assert [s.reg for s in segs] == [normalize_text(s.orig) for s in segs]
    assert "причём" in segs[1].reg and plan.orig_reg == 6
    assert c.witness("r24-extra").counts["orig/reg"] == 6


def test_a_known_source_gets_no_new_entry_and_the_bibliography_is_untouched(data: Path, tmp_path: Path) -> None:
    before = (data / "bibliography.xml").read_bytes()
    plan = plan_import(ImportRequest(_write(tmp_path, RETELLING), "ru", "dick-1883", witness="dick-ru"))
    assert list(plan.files) == [data / "texts" / "dick-ru.xml"]
    write_plan(plan)
    assert (data / "bibliography.xml").read_bytes() == before


def test_dry_run_prints_the_files_and_writes_nothing(data: Path, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    before = sorted(p.name for p in (data / "texts").iterdir())
    bib = (data / "bibliography.xml").read_bytes()
    assert main(["corpus", "import", str(_write(tmp_path, RETELLING)), "--lang", "ru",
                 "--source", "new-one", "--title", "New", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "=== would write" in out and 'xml:id="new-one-ru-p1-s1"' in out and '<bibl xml:id="new-one"' in out
    assert sorted(p.name for p in (data / "texts").iterdir()) == before
    assert (data / "bibliography.xml").read_bytes() == bib


def test_cp1251_needs_its_encoding_named_and_utf16_is_read_by_its_mark(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = _write(tmp_path, RETELLING, "w.txt", "cp1251")
    args = ["corpus", "import", str(src), "--lang", "ru", "--source", "dick-1883"]
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not UTF-8" in err[0] and "--encoding" in err[0]
    assert main([*args, "--encoding", "cp1251"]) == 0
    src16 = _write(tmp_path, RETELLING, "u.txt", "utf-16")
    assert main(["corpus", "import", str(src16), "--lang", "ru", "--source", "dick-1883", "--id", "u16"]) == 0
    assert corpus.load(data / "texts", data / "bibliography.xml").segments["u16-p1-s1"].orig.startswith("Играют")


@pytest.mark.parametrize("content, extra, message", [
    ("", [], "is empty"),
    ("\x00\x01binary", [], "control characters"),
    (RETELLING, ["--source", "nowhere"], "give --title"),
    (RETELLING, ["--source", "Bad Id"], "ids are lower-case"),
    (RETELLING, ["--source", "dick-1883", "--witness-of", "nowhere"], "--witness-of 'nowhere'"),
    (RETELLING, ["--source", "dick-1883", "--id", "royal-cotillion-wp-ru"], "exists already"),
    (RETELLING, ["--source", "dick-1883", "--translation-of", "nowhere"], "no such witness"),
    ("<div><p>unclosed</div>", ["--source", "dick-1883"], "not a well-formed TEI fragment"),
    ("<div><p><foo>x</foo></p></div>", ["--source", "dick-1883"], "would not be valid"),
])
def test_bad_input_is_one_line_and_exit_status_2(data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                 content: str, extra: list[str], message: str) -> None:
    src = _write(tmp_path, content)
    args = ["corpus", "import", str(src), "--lang", "en", *extra]
    if "--source" not in extra:
        args += ["--source", "dick-1883"]
    assert main(args) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and message in err[0], err
    assert not (data / "texts" / "dick-1883-en.xml").exists()


def test_a_tei_fragment_keeps_its_markup_and_gets_ids_where_segments_lack_them(data: Path, tmp_path: Path) -> None:
    frag = ('<div type="rules"><head>Rules</head><p>Deal sixteen cards. Then deal more.</p>'
            '<p xml:id="mine">A <hi>marked</hi> rule.</p></div>')
    write_plan(plan_import(ImportRequest(_write(tmp_path, frag, "f.xml"), "en", "dick-1883", witness="frag")))
    c = corpus.load(data / "texts", data / "bibliography.xml")
    assert [(s.id, s.orig) for s in c.segments_of("frag")] == [
        ("frag-h1", "Rules"), ("frag-p1-s1", "Deal sixteen cards."), ("frag-p1-s2", "Then deal more."),
        ("mine", "A marked rule.")]


def test_a_translation_is_linked_sentence_to_sentence_when_the_sentences_match(data: Path, tmp_path: Path) -> None:
    c0 = corpus.load(data / "texts", data / "bibliography.xml")
    original = [s for s in c0.segments_of("british-constitution-wp-ru") if s.tag == "s"]
    text = "\n".join(f"Sentence {i}." for i in range(1, len(original) + 1))
    plan = plan_import(ImportRequest(_write(tmp_path, text), "en", "bc-english", title="BC in English",
                                     translation_of="british-constitution-wp-ru"))
    write_plan(plan)
    c = corpus.load(data / "texts", data / "bibliography.xml")
    assert plan.links == len(original)
    assert [t.id for t in c.translations_of("bc-english-en-p1-s1")] == [original[0].id]
    assert any(r.name == "translationOf" and r.active == "bc-english" for r in c.relations)
    short = plan_import(ImportRequest(_write(tmp_path, "One. Two.", "s.txt"), "en", "bc-english",
                                      witness="bc-short", translation_of="british-constitution-wp-ru"))
    assert short.links == 0 and "not linked" in short.notes[0]


def test_hard_wrapped_lines_are_joined_so_no_sentence_is_cut(data: Path, tmp_path: Path) -> None:
    wrapped = "Queen's Audience\n\nSixteen cards are dealt in a square,\nfour to a side. The rest form\nthe stock.\n"
    write_plan(plan_import(ImportRequest(_write(tmp_path, wrapped), "en", "dick-1883", witness="wrapped")))
    c = corpus.load(data / "texts", data / "bibliography.xml")
    assert [s.orig for s in c.segments_of("wrapped")] == [
        "Queen's Audience", "Sixteen cards are dealt in a square, four to a side.", "The rest form the stock."]
