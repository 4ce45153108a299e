"""Every corpus-side command given the bad inputs a user will really give (issue 14): a missing
file, malformed XML, XML that is not TEI, TEI whose pointers dangle, a binary or wrongly encoded
file, an empty file, an unknown witness.  Each is answered by a status and, for exit status 2,
by one line naming the file or id, never by a traceback.

``corpus validate`` reports what is wrong *inside* a corpus file as its findings (file:line:
message, exit status 1); bad arguments (a file or schema that is not there) end with status 2.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import corpus
from comparer.cli import main

ROOT = Path(__file__).resolve().parent.parent
QA = "queens-audience-wp.xml"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str, *words: str) -> bool:
    return (err.startswith("variorum: error: ") and err.count("\n") == 1
            and "Traceback" not in err and all(w in err for w in words))


def _renamed_copy(text: str) -> str:
    """The Queen's Audience file with every id renamed (so it can stand beside the original)."""
    return (text.replace("queens-audience-wp", "zz-wp").replace('xml:id="qa-', 'xml:id="zz-')
            .replace("#qa-", "#zz-"))


def _qa_text() -> str:
    return (corpus.TEXTS_DIR / QA).read_text("utf-8")


#: A bad witness file put into the corpus: name -> its bytes.
BAD_FILES: dict[str, Callable[[], bytes]] = {
    "malformed XML": lambda: b'<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader>',
    "XML that is not TEI": lambda: b"<html><body><p>Queen's Audience</p></body></html>",
    "empty": lambda: b"",
    "binary": lambda: bytes(range(256)) * 8,
    "cp1251 declared UTF-8": lambda: _renamed_copy(_qa_text()).encode("cp1251", errors="replace"),
    "truncated": lambda: _renamed_copy(_qa_text()).encode()[:5000],
}


@pytest.fixture
def bad_corpus(corpus_folder: Path, request) -> Path:
    path = corpus_folder / "texts" / "zz.xml"
    path.write_bytes(BAD_FILES[request.param]())
    return path


@pytest.mark.parametrize("bad_corpus", sorted(BAD_FILES), indirect=True)
@pytest.mark.parametrize("argv", [("corpus", "list"), ("corpus", "show", "queens-audience-wp-en"),
                                  ("annotate", "queens-audience-wp-en")], ids=" ".join)
def test_a_bad_witness_file_stops_the_reading_commands_in_one_line(bad_corpus: Path, argv, capsys) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and one_line(err, str(bad_corpus)), err


@pytest.mark.parametrize("bad_corpus", sorted(BAD_FILES), indirect=True)
def test_validate_reports_a_bad_witness_file_as_a_finding(bad_corpus: Path, capsys) -> None:
    code, out, err = run(capsys, "corpus", "validate", "--no-tei-all")
    assert code == 1 and out.startswith(f"{bad_corpus}:") and "Traceback" not in out + err
    assert "1 problem(s)" in err or "problem(s)" in err


def test_a_utf16_witness_is_read_but_validate_says_the_corpus_is_utf8(corpus_folder: Path, capsys) -> None:
    path = corpus_folder / "texts" / "zz.xml"
    path.write_bytes(_renamed_copy(_qa_text()).replace('encoding="UTF-8"', 'encoding="UTF-16"')
                     .encode("utf-16"))
    assert run(capsys, "corpus", "show", "zz-wp-en")[0] == 0
    code, out, _ = run(capsys, "corpus", "validate", "--no-tei-all", str(path))
    assert code == 1 and "is in UTF-16" in out and "corpus files are UTF-8" in out


def _dangle_a_claim(corpus_folder: Path) -> Path:
    path = corpus_folder / "texts" / QA
    text = path.read_text("utf-8")
    path.write_text(text.replace('target="#qa-en-rules-s1"', 'target="#qa-en-nowhere"', 1), "utf-8")
    return path


def test_dangling_pointers_are_findings_of_validate_and_stop_the_claim_readers(corpus_folder: Path,
                                                                              capsys) -> None:
    path = _dangle_a_claim(corpus_folder)
    code, out, _ = run(capsys, "corpus", "validate", "--no-tei-all")
    assert code == 1 and f"{path}:" in out and "no element with xml:id 'qa-en-nowhere'" in out
    for argv in (("annotate", "queens-audience-wp-en", "--write"), ("annotate", "--evaluate")):
        code, _, err = run(capsys, *argv)
        assert code == 2 and one_line(err, str(path), "qa-en-nowhere"), err
    # Listing and showing the text need no claim.
    assert run(capsys, "corpus", "list")[0] == 0


@pytest.mark.parametrize("argv", [("corpus", "show", "queens-audence-wp-en"),
                                  ("annotate", "queens-audence-wp-en"),
                                  ("annotate", "queens-audence-wp-en", "--write")], ids=" ".join)
def test_an_unknown_witness_suggests_the_nearest(argv, capsys) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "") and one_line(err, "unknown witness", "'queens-audence-wp-en'",
                                               "did you mean queens-audience-wp-en"), err


def test_an_id_near_no_witness_points_at_the_list(capsys) -> None:
    code, _, err = run(capsys, "corpus", "show", "zzzz")
    assert code == 2 and one_line(err, "'zzzz'", "variorum corpus list"), err


def test_show_in_a_language_the_witness_has_no_counterpart_in_is_refused(capsys) -> None:
    code, out, err = run(capsys, "corpus", "show", "royal-cotillion-wp-ru", "--lang", "en")
    assert (code, out) == (2, "") and one_line(err, "royal-cotillion-wp-ru", "nothing in English")
    code, out, _ = run(capsys, "corpus", "show", "queens-audience-wp-ru", "--lang", "en")
    assert code == 0 and "[↔ qa-ru-" in out


def test_validate_refuses_a_missing_file_and_a_missing_or_malformed_schema(tmp_path: Path, capsys) -> None:
    code, _, err = run(capsys, "corpus", "validate", str(tmp_path / "nowhere.xml"))
    assert code == 2 and one_line(err, "no such file", "nowhere.xml")
    code, _, err = run(capsys, "corpus", "validate", "--tei-all", "/nonexistent.rng")
    assert code == 2 and one_line(err, "/nonexistent.rng", "no such schema file")
    bad = tmp_path / "bad.rng"
    bad.write_text("<grammar xmlns='http://relaxng.org/ns/structure/1.0'><start>", "utf-8")
    code, _, err = run(capsys, "corpus", "validate", "--tei-all", str(bad))
    assert code == 2 and one_line(err, str(bad), "not well-formed")
    bad.write_text("<grammar xmlns='http://relaxng.org/ns/structure/1.0'/>", "utf-8")
    code, _, err = run(capsys, "corpus", "validate", "--tei-all", str(bad))
    assert code == 2 and one_line(err, str(bad), "not a usable RELAX NG schema")
    code, _, err = run(capsys, "corpus", "validate", "--tei-all", str(tmp_path))
    assert code == 2 and one_line(err, str(tmp_path))


# -- annotate FILE.txt --------------------------------------------------------------------------

TEXT = "Lay out sixteen cards face up as a four-by-four square; this square is the antechamber.\n"
RU = "Шестнадцать карт раскладывают квадратом четыре на четыре — это предкомната.\n"

#: A text file -> (its bytes, words of the one-line refusal).
BAD_TEXTS: dict[str, tuple[bytes, tuple[str, ...]]] = {
    "empty": (b"", ("empty",)),
    "white space only": (b" \n\t\n", ("empty",)),
    "binary": (bytes(range(256)) * 4, ("binary",)),
    "an ELF header": (b"\x7fELF\x02\x01\x01" + bytes(200), ("binary",)),
    "cp1251": (RU.encode("cp1251"), ("not UTF-8", "cp1251", "--encoding cp1251")),
    "UTF-16 without a BOM": (TEXT.encode("utf-16-le"), ("UTF-16", "--encoding utf-16-le")),
    "latin-1": ("Le café, déjà vu — à l'œil.\n".encode("latin-1", errors="replace"), ("not UTF-8", "--encoding")),
    "control characters": (bytes([1, 2, 3, 4, 5, 6, 7, 8]) * 20 + b"cards", ("binary",)),
}


@pytest.mark.parametrize("name", sorted(BAD_TEXTS))
def test_annotate_refuses_a_bad_text_file_in_one_line(name: str, tmp_path: Path, capsys) -> None:
    data, words = BAD_TEXTS[name]
    path = tmp_path / "text.txt"
    path.write_bytes(data)
    code, out, err = run(capsys, "annotate", str(path), "--lang", "en", "--game", "queens-audience")
    assert (code, out) == (2, "") and one_line(err, str(path), *words), err


def test_annotate_reads_a_text_in_the_encoding_it_is_told(tmp_path: Path, capsys) -> None:
    for encoding, text, lang in (("cp1251", RU, "ru"), ("utf-16", TEXT, "en"), ("utf-16-le", TEXT, "en")):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding))
        code, out, err = run(capsys, "annotate", str(path), "--lang", lang, "--game", "queens-audience",
                             "--encoding", encoding)
        assert code == 0 and '"slot": "antechamber.size"' in out and '"value": 16' in out, err
    code, _, err = run(capsys, "annotate", str(path), "--lang", "en", "--encoding", "no-such-codec")
    assert code == 2 and one_line(err, "unknown encoding 'no-such-codec'")
    code, _, err = run(capsys, "annotate", str(tmp_path / "cp1251.txt"), "--lang", "ru", "--encoding", "utf-8")
    assert code == 2 and one_line(err, "not utf-8 text")


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-32"])
def test_a_text_with_a_byte_order_mark_is_read_in_its_encoding(encoding: str, tmp_path: Path, capsys) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(TEXT.encode(encoding))
    code, out, _ = run(capsys, "annotate", str(path), "--lang", "en", "--game", "queens-audience")
    assert code == 0 and '"value": 16' in out and '"start": 8' in out  # offsets do not count the mark


def test_a_50_mb_text_is_refused_at_once(tmp_path: Path, capsys) -> None:
    path = tmp_path / "big.txt"
    with path.open("wb") as fh:
        fh.truncate(50 * 1000 * 1000)  # a sparse file: the size is what is refused
    code, out, err = run(capsys, "annotate", str(path), "--lang", "en")
    assert (code, out) == (2, "") and one_line(err, str(path), "50,000,000 bytes", "1,000,000")


def test_annotate_refuses_a_missing_file_and_a_folder(tmp_path: Path, capsys) -> None:
    code, _, err = run(capsys, "annotate", str(tmp_path / "missing.txt"), "--lang", "en")
    assert code == 2 and one_line(err, "missing.txt", "no such file")
    code, _, err = run(capsys, "annotate", str(tmp_path), "--lang", "en")
    assert code == 2 and one_line(err, str(tmp_path), "a folder")


# -- collate (reads the corpus's claims; in a fresh process: the comparer caches the corpus) -----


def _collate(corpus_folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "comparer", "collate", "queens-audience"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("damage", ["malformed XML", "a dangling claim pointer"])
def test_collate_on_a_damaged_corpus_ends_in_one_line(corpus_folder: Path, damage: str) -> None:
    if damage == "malformed XML":
        path = corpus_folder / "texts" / "zz.xml"
        path.write_bytes(BAD_FILES["malformed XML"]())
    else:
        path = _dangle_a_claim(corpus_folder)
    done = _collate(corpus_folder)
    assert done.returncode == 2 and done.stdout == "" and one_line(done.stderr, str(path)), done.stderr


@pytest.mark.parametrize("extra, words", [
    (("--lang", "en", "--write"), ("--write needs a corpus witness",)),
    (("--lang", "en", "--format", "tei"), ("--format tei needs a corpus witness",)),
    ((), ("needs --lang en|ru",)),
    (("--lang", "en", "--game", "queens-audiance"), ("unknown game 'queens-audiance'",)),
], ids=["--write", "--format tei", "no --lang", "unknown game"])
def test_annotate_refuses_options_a_text_file_cannot_take_before_reading_it(extra, words, tmp_path: Path,
                                                                            capsys) -> None:
    path = tmp_path / "text.txt"
    path.write_text(TEXT, "utf-8")
    code, out, err = run(capsys, "annotate", str(path), *extra)
    assert (code, out) == (2, "") and one_line(err, *words), err


# -- annotate --evaluate --heldout ------------------------------------------------------------------


def _heldout_copy(tmp_path: Path) -> Path:
    from corpus.annotate.evaluate import HELDOUT_DIR

    folder = tmp_path / "heldout"
    folder.mkdir()
    for p in HELDOUT_DIR.iterdir():
        if p.is_file():
            (folder / p.name).write_bytes(p.read_bytes())
    return folder


@pytest.mark.parametrize("damage, words", [
    ("no folder", ("no such folder of held-out texts",)),
    ("no gold files", ("no gold file gold-curated-conventions.jsonl or gold.jsonl",)),
    ("a gold line that is not JSON", ("gold.jsonl:", "not a gold claim")),
    ("a gold claim without its line", ("gold.jsonl:", "not a gold claim", "'line'")),
    ("a binary held-out text", ("en-binary.txt", "binary")),
    ("a held-out text in no language", ("xx-queens-audience.txt", "LANG-GAME.txt")),
    ("a gold value the vocabulary refuses", ("gold.jsonl:", "antechamber.build = sideways", "sideways")),
    ("a gold slot the game has not", ("gold.jsonl:", "antechamber.colour")),
    ("a gold claim on a line its text has not", ("gold.jsonl:", "line 99", "en-queens-audience.txt")),
    ("a gold claim of a text that is not there", ("gold.jsonl:", "no text en-nowhere.txt")),
    ("two sets of one name", ("two sets named set-d",)),
])
def test_evaluate_refuses_a_bad_heldout_folder_in_one_line(damage: str, words, tmp_path: Path, capsys) -> None:
    folder = tmp_path / "nowhere"
    if damage == "no gold files":
        folder.mkdir()
        (folder / "en-queens-audience.txt").write_text(TEXT, "utf-8")
    elif damage != "no folder":
        folder = _heldout_copy(tmp_path)
        gold = folder / "gold.jsonl"
        if damage == "a gold line that is not JSON":
            gold.write_text(gold.read_text("utf-8") + '{"file": "en-queens-audience.txt",\n', "utf-8")
        elif damage == "a gold claim without its line":
            gold.write_text('{"file": "en-queens-audience.txt", "game": "queens-audience", '
                            '"slot": "antechamber.size", "value": 16}\n', "utf-8")
        elif damage == "a binary held-out text":
            (folder / "en-binary.txt").write_bytes(bytes(range(256)))
        elif damage == "a held-out text in no language":
            (folder / "xx-queens-audience.txt").write_text(TEXT, "utf-8")
        elif damage != "two sets of one name":
            claim = {"a gold value the vocabulary refuses": ("en-queens-audience.txt", "antechamber.build", "sideways", 3),
                     "a gold slot the game has not": ("en-queens-audience.txt", "antechamber.colour", "red", 3),
                     "a gold claim on a line its text has not": ("en-queens-audience.txt", "antechamber.size", 16, 99),
                     "a gold claim of a text that is not there": ("en-nowhere.txt", "antechamber.size", 16, 1)}[damage]
            gold.write_text(gold.read_text("utf-8") + json.dumps(dict(zip(
                ("file", "slot", "value", "line"), claim), game="queens-audience")) + "\n", "utf-8")
    extra = ()
    if damage == "two sets of one name":
        from corpus.annotate.evaluate import HELDOUT_DIR
        extra = ("--heldout", str(HELDOUT_DIR / "set-d"))
        folder = tmp_path / "copy" / "set-d"
        shutil.copytree(HELDOUT_DIR / "set-d", folder)
    code, out, err = run(capsys, "annotate", "--evaluate", "--heldout", str(folder), *extra)
    assert (code, out) == (2, "") and one_line(err, *words), err
