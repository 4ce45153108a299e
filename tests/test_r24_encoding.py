"""Seed 003 as TEI (corpus/texts/ru-24-patiences-p7.xml): coverage, regularisation, ids, schema."""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from lxml import etree

from corpus.normalize import normalize_pair, normalize_text, normalize_word

REPO = Path(__file__).resolve().parents[1]
XML_FILE = REPO / "corpus" / "texts" / "ru-24-patiences-p7.xml"
SEEDS = REPO.parent / "shared" / "seeds"
SEED = SEEDS / "003_0c735b6135cd8448.txt"
ENCODER = REPO / "tools" / "encode_r24.py"

TEI = "http://www.tei-c.org/ns/1.0"
NS = {"t": TEI}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"

ORIG_BRANCH = {"sic", "orig", "abbr"}
REG_BRANCH = {"corr", "reg", "expan"}
OLD_LETTERS = set("ѣіѳѵѢІѲѴђЂ")

needs_seed = pytest.mark.skipif(not SEED.exists(), reason=f"seed not available at {SEED}")


def _local(el: etree._Element) -> str:
    return el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""


def _reading(el: etree._Element, branch: set[str]) -> Iterator[str]:
    """Text of ``el`` taking, in every choice, the child named in ``branch``."""
    name = _local(el)
    if name == "desc" or (name == "note" and el.get("type") == "editorial"):
        return
    if name == "choice":
        for child in el:
            if _local(child) in branch:
                yield from _reading(child, branch)
                break
        return
    if el.text:
        yield el.text
    for child in el:
        yield from _reading(child, branch)
        if child.tail:
            yield child.tail


def orig(el: etree._Element) -> str:
    return "".join(_reading(el, ORIG_BRANCH))


def reg(el: etree._Element) -> str:
    return "".join(_reading(el, REG_BRANCH))


@pytest.fixture(scope="module")
def doc() -> etree._ElementTree:
    return etree.parse(str(XML_FILE))


@pytest.fixture(scope="module")
def text(doc: etree._ElementTree) -> etree._Element:
    return doc.find("t:text", NS)


@needs_seed
def test_orig_form_is_the_seed_word_for_word(text: etree._Element) -> None:
    seed_words = SEED.read_text(encoding="utf-8").split()
    assert orig(text).split() == seed_words


def _encoder():
    spec = importlib.util.spec_from_file_location("encode_r24", ENCODER)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # the script's dataclass needs its module registered
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


CLAIMS_OPEN = '<standOff type="claims">'


@needs_seed
def test_file_is_regenerated_by_the_script() -> None:
    """The text is the script's byte for byte, and so are its curated claims.

    The claims stand-off may also hold automatic claims (``variorum annotate --write``): only
    when it holds none must the whole file be the script's output."""
    from corpus.claims import read_claims

    xml, counts = _encoder().encode(SEED.read_text(encoding="utf-8"))
    committed = XML_FILE.read_text(encoding="utf-8")
    assert CLAIMS_OPEN in xml and counts.claims > 0
    assert committed[: committed.index(CLAIMS_OPEN)] == xml[: xml.index(CLAIMS_OPEN)]
    in_file = read_claims(XML_FILE)
    curated = [c for c in in_file if c.is_curated]
    generated = Path(tempfile.mkdtemp()) / XML_FILE.name
    try:
        generated.write_text(xml, encoding="utf-8")
        assert curated == read_claims(generated)
    finally:
        shutil.rmtree(generated.parent)
    if len(curated) == len(in_file):
        assert xml == committed


def test_every_claim_of_the_data_file_reads_back_from_the_page() -> None:
    """Each claim quotes the page's own words and reads through the OCR choices it names."""
    from corpus.claims import read_claims

    claims = {c.id: c for c in read_claims(XML_FILE)}
    _, rows = _encoder().load_claim_data()
    assert len(rows) == len({r["id"] for r in rows}) >= 60
    games = {r["game"] for r in rows}
    assert games == {"indian-empress", "besieged-city", "parterre"}
    choice_ids = {c.get(XML_ID) for c in etree.parse(str(XML_FILE)).iter(f"{{{TEI}}}choice")}
    for row in rows:
        c = claims[row["id"]]
        assert c.asserted_by == "ru-24-patiences" and c.status == "stated", c.id
        assert c.evidence and c.evidence.witness == "ru-24-patiences-p7"
        for ch in c.corrects:
            assert ch in choice_ids and any(ch.startswith(f"{s}-") for s in c.evidence.segments), (c.id, ch)
    # Only the choices a claim reads through carry an id.
    named = {i for i in choice_ids if i}
    assert named == {ch for c in claims.values() for ch in c.corrects}


def test_every_reg_is_normalize_word_of_its_orig_or_the_pair_modern_spelling_joins(
    text: etree._Element,
) -> None:
    checked = joined = 0
    for choice in text.iter(f"{{{TEI}}}choice"):
        kids = {_local(c): c for c in choice}
        if "reg" not in kids:
            continue
        assert "orig" in kids
        if kids["reg"].get("type") == "exception":
            continue
        old = reg(kids["orig"])  # the corr side where the orig holds a sic/corr
        if " " in old:
            first, second = old.split(" ")
            pair = normalize_pair(first, second)
            assert pair is not None and kids["reg"].text == pair.modern, old
            joined += 1
        else:
            assert kids["reg"].text == normalize_word(old).modern, old
        assert kids["reg"].text != old
        checked += 1
    assert checked > 250
    assert joined == 5  # «при чемъ» ×2, «въ поперекъ», «на верху» ×2


def test_exceptions_are_the_declared_ones(text: etree._Element) -> None:
    found = {
        (orig(c.find("t:orig", NS)), c.find("t:reg", NS).text)
        for c in text.iterfind(".//t:choice", NS)
        if c.find("t:reg", NS) is not None and c.find("t:reg", NS).get("type") == "exception"
    }
    assert found == {("тотчасъ-же", "тотчас же"), ("то-есть", "то есть")}


def test_reg_form_is_modern(text: etree._Element) -> None:
    """No old letter, OCR dje or final hard sign is left, and no rule would change a word."""
    body = text.find("t:body", NS)
    modern = reg(body)
    assert not OLD_LETTERS & set(modern)
    assert not re.search(r"ъ\b", modern, re.I)
    assert normalize_text(modern) == modern


def test_orig_form_after_correction_has_no_ocr_letters(text: etree._Element) -> None:
    """Reading sic→corr but orig (not reg): the corrected old text has ѣ and no ђ."""
    corrected = "".join(_reading(text, {"corr", "orig"}))
    assert "ђ" not in corrected and "Ф" not in re.sub(r"\bФ", "", corrected)
    assert "ѣ" in corrected


def test_corrections_are_attributed(text: etree._Element) -> None:
    corrs = text.findall(".//t:corr", NS)
    assert corrs
    for corr in corrs:
        assert corr.get("type") == "ocr"
        assert corr.get("resp") == "#r24-curator"
        assert corr.get("cert") in {"high", "medium", "low"}
        sic = corr.getprevious()
        assert sic is not None and _local(sic) == "sic"
        if sic.text and "ђ" in sic.text:
            assert "ѣ" in corr.text or corr.text == "еще"


def test_every_dje_is_corrected(text: etree._Element) -> None:
    sics = [s.text or "" for s in text.iter(f"{{{TEI}}}sic")]
    djes = sum(s.count("ђ") for s in sics)
    assert djes == orig(text).count("ђ") == 57


def test_ids(doc: etree._ElementTree) -> None:
    ids = [el.get(XML_ID) for el in doc.iter() if el.get(XML_ID)]
    assert len(ids) == len(set(ids))
    for i in ids:
        assert i.startswith("r24-") or i == "ru-24-patiences-p7", i
        assert re.fullmatch(r"[a-z0-9-]+", i), i
    assert "r24-curator" in ids
    for el in doc.iter():
        for attr in ("resp", "target"):
            for ptr in (el.get(attr) or "").split():
                if ptr.startswith("#"):
                    assert ptr[1:] in ids, ptr


def test_witness_and_languages(doc: etree._ElementTree) -> None:
    wit = doc.find(".//t:sourceDesc/t:listWit/t:witness", NS)
    assert wit.get(XML_ID) == "ru-24-patiences-p7"
    assert wit.get("source") == "../bibliography.xml#ru-24-patiences"
    assert wit.get("ana") == "../bibliography.xml#kind-print ../bibliography.xml#kind-ocr"
    assert doc.find("t:text", NS).get("{http://www.w3.org/XML/1998/namespace}lang") == (
        "ru-petr1708"
    )
    idents = {lang.get("ident") for lang in doc.iterfind(".//t:langUsage/t:language", NS)}
    assert idents == {"ru-petr1708", "ru"}


def test_every_sentence_and_heading_is_a_segment(text: etree._Element) -> None:
    segs = text.findall(".//t:s", NS) + text.findall(".//t:head", NS)
    assert all(s.get(XML_ID) for s in segs)
    for p in text.iterfind(".//t:p", NS):
        # nothing but a rule number outside the sentences of a paragraph
        outside = (p.text or "") + "".join(
            orig(c) if _local(c) != "s" else "" for c in p
        ) + "".join(c.tail or "" for c in p)
        assert re.fullmatch(r"\s*([IVX]+\.?)?\s*", outside), outside
    games = [d.get(XML_ID) for d in text.iterfind(".//t:div[@type='game']", NS)]
    assert games == ["r24-empress", "r24-besieged", "r24-parterre"]
    reasons = [g.get("reason") for g in text.iter(f"{{{TEI}}}gap")]
    assert reasons[0] == "lost" and reasons[-1] == "cut-off"


def test_valid_against_tei_all(doc: etree._ElementTree, tei_all: etree.RelaxNG) -> None:
    assert tei_all.validate(doc), tei_all.error_log
