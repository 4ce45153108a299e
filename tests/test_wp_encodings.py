"""Checks for the TEI encodings of the three Wikipedia-derived seeds (000, 001, 004).

Each file must be valid TEI (tei_all, and the project schema when present), hold the whole seed
text in its "orig" form, keep its ids inside the file's prefix, and have every same-file pointer
resolve. In the bilingual file every Russian and English segment must be in a translation link.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest
from lxml import etree

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
TEXTS = REPO / "corpus" / "texts"
SEEDS = SHARED / "seeds"
TEI_ALL = SHARED / "schemas" / "tei_all.rng"
PROJECT_SCHEMA = REPO / "corpus" / "schema" / "patience-tei.rng"
BIBLIOGRAPHY = REPO / "corpus" / "bibliography.xml"

TEI_NS = "http://www.tei-c.org/ns/1.0"
NS = {"tei": TEI_NS}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

#: Attributes holding pointers that this test resolves.
POINTER_ATTRS = ("target", "corresp", "resp", "ana", "source", "wit")
#: In a <choice>, the children read for the orig form; the others (corr, reg, expan) are skipped.
ORIG_BRANCH = {"sic", "orig", "abbr"}
#: Elements whose text is editorial, not the source's.
SILENT = {"desc"}
#: Layout characters of the web page that the encoding expresses as markup (<list>/<item>).
LAYOUT_CHARS = "•"
SEGMENT_TAGS = {"s", "head", "ab", "item", "note"}
ID_PATTERN = re.compile(r"^[a-z][a-z0-9-]*$")


@dataclass(frozen=True)
class Encoding:
    file: str
    seed: str
    prefixes: tuple[str, ...]
    curator: str
    witnesses: tuple[str, ...]
    #: Seed lines dropped from the comparison (the web page's interface line of seed 000).
    dropped_lines: int = 0
    #: The seed alternates languages paragraph by paragraph; the encoding groups them by language.
    grouped_by_language: bool = False


ENCODINGS = [
    Encoding(
        file="queens-audience-wp.xml",
        seed="000_2fe6d88305cb42e6.txt",
        prefixes=("qa-ru-", "qa-en-"),
        curator="qa-curator",
        witnesses=("queens-audience-wp-ru", "queens-audience-wp-en"),
        dropped_lines=1,
        grouped_by_language=True,
    ),
    Encoding(
        file="royal-cotillion-wp-ru.xml",
        seed="001_c224e6bd3a7d46f4.txt",
        prefixes=("rc-",),
        curator="rc-curator",
        witnesses=("royal-cotillion-wp-ru",),
    ),
    Encoding(
        file="british-constitution-wp-ru.xml",
        seed="004_b0f28663c3ce6327.txt",
        prefixes=("bc-",),
        curator="bc-curator",
        witnesses=("british-constitution-wp-ru",),
    ),
]
IDS = [e.file for e in ENCODINGS]


def local(el: etree._Element) -> str:
    return el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""


def orig_text(el: etree._Element) -> str:
    """The orig form of ``el``: sic/orig/abbr in every choice, no desc, no editorial note."""
    out: list[str] = []

    def walk(e: etree._Element) -> None:
        name = local(e)
        if name in SILENT or (name == "note" and e.get("type") == "editorial"):
            return
        kids = list(e)
        if name == "choice":
            kids = [k for k in kids if local(k) in ORIG_BRANCH]
        elif name and e.text:
            out.append(e.text)
        for k in kids:
            walk(k)
            if k.tail and name != "choice":
                out.append(k.tail)

    walk(el)
    return unicodedata.normalize("NFC", "".join(out))


def words(text: str) -> list[str]:
    return re.findall(r"\w+", unicodedata.normalize("NFC", text))


def squeezed(text: str) -> str:
    """Text without whitespace or layout characters: every letter, digit and mark, in order."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFC", text)).translate({ord(c): None for c in LAYOUT_CHARS})


def has_cyrillic(line: str) -> bool:
    return re.search(r"[\u0400-\u04FF]", line) is not None


def seed_text(enc: Encoding) -> str:
    path = SEEDS / enc.seed
    if not path.is_file():
        pytest.skip(f"seed {path} not available")
    lines = path.read_text(encoding="utf-8").splitlines()[enc.dropped_lines :]
    if enc.grouped_by_language:
        lines = [ln for ln in lines if has_cyrillic(ln)] + [ln for ln in lines if not has_cyrillic(ln)]
    return "\n".join(lines)


@pytest.fixture(scope="module", params=ENCODINGS, ids=IDS)
def encoding(request: pytest.FixtureRequest) -> tuple[Encoding, etree._ElementTree]:
    enc: Encoding = request.param
    path = TEXTS / enc.file
    assert path.is_file(), f"{path} is missing"
    return enc, etree.parse(str(path))


@pytest.fixture(scope="module")
def tei_all() -> etree.RelaxNG:
    if not TEI_ALL.is_file():
        pytest.skip(f"tei_all schema not available at {TEI_ALL}")
    return etree.RelaxNG(etree.parse(str(TEI_ALL)))


@pytest.fixture(scope="module")
def project_schema() -> etree.RelaxNG:
    if not PROJECT_SCHEMA.is_file():
        pytest.skip(f"project schema not available at {PROJECT_SCHEMA}")
    return etree.RelaxNG(etree.parse(str(PROJECT_SCHEMA)))


def text_el(tree: etree._ElementTree) -> etree._Element:
    el = tree.getroot().find("tei:text", NS)
    assert el is not None
    return el


def test_valid_tei_all(encoding, tei_all):
    enc, tree = encoding
    ok = tei_all.validate(tree)
    assert ok, "\n".join(f"{enc.file}:{e.line}: {e.message}" for e in tei_all.error_log)


def test_valid_project_schema(encoding, project_schema):
    enc, tree = encoding
    ok = project_schema.validate(tree)
    assert ok, "\n".join(f"{enc.file}:{e.line}: {e.message}" for e in project_schema.error_log)


def test_file_is_nfc(encoding):
    enc, _ = encoding
    raw = (TEXTS / enc.file).read_text(encoding="utf-8")
    assert unicodedata.is_normalized("NFC", raw)


def test_orig_words_equal_seed(encoding):
    enc, tree = encoding
    got, want = words(orig_text(text_el(tree))), words(seed_text(enc))
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"word {i}: encoded {g!r}, seed {w!r}; context {' '.join(got[max(0, i - 6) : i + 3])!r}"
    assert len(got) == len(want), f"encoded {len(got)} words, seed {len(want)}"


def test_orig_characters_equal_seed(encoding):
    """Stricter than words: punctuation, quotation marks, brackets and footnote carets too."""
    enc, tree = encoding
    got, want = squeezed(orig_text(text_el(tree))), squeezed(seed_text(enc))
    if got != want:
        i = next((k for k, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        pytest.fail(f"first difference at {i}: encoded {got[max(0, i - 30) : i + 20]!r}, seed {want[max(0, i - 30) : i + 20]!r}")


def test_ids_prefixed_and_ascii(encoding):
    enc, tree = encoding
    allowed_exact = {enc.curator, *enc.witnesses}
    for el in tree.iter():
        xid = el.get(XML_ID)
        if xid is None:
            continue
        assert ID_PATTERN.match(xid), f"{enc.file}:{el.sourceline}: id {xid!r} is not lower-case ASCII"
        assert xid in allowed_exact or xid.startswith(enc.prefixes), (
            f"{enc.file}:{el.sourceline}: id {xid!r} lacks the prefix {enc.prefixes}"
        )


def test_header_declares_witnesses_and_curator(encoding):
    enc, tree = encoding
    root = tree.getroot()
    wits = root.findall("tei:teiHeader/tei:fileDesc/tei:sourceDesc/tei:listWit/tei:witness", NS)
    assert tuple(w.get(XML_ID) for w in wits) == enc.witnesses
    for w in wits:
        assert w.get("source", "").startswith("../bibliography.xml#")
        assert "../bibliography.xml#kind-wiki" in w.get("ana", "").split()
        assert (w.text or "").strip(), "a witness needs a description"
    resp = root.find("tei:teiHeader/tei:fileDesc/tei:titleStmt/tei:respStmt", NS)
    assert resp is not None and resp.get(XML_ID) == enc.curator
    assert root.find("tei:teiHeader/tei:encodingDesc/tei:editorialDecl/tei:correction", NS) is not None


def test_same_file_pointers_resolve(encoding):
    enc, tree = encoding
    ids = {el.get(XML_ID) for el in tree.iter() if el.get(XML_ID)}
    for el in tree.iter():
        if not isinstance(el.tag, str):
            continue
        for attr in POINTER_ATTRS:
            for ptr in (el.get(attr) or "").split():
                if ptr.startswith("#"):
                    assert ptr[1:] in ids, f"{enc.file}:{el.sourceline}: {attr}={ptr!r} does not resolve"


def test_bibliography_pointers_resolve(encoding):
    enc, tree = encoding
    if not BIBLIOGRAPHY.is_file():
        pytest.skip("corpus/bibliography.xml not available")
    bib_ids = set(etree.parse(str(BIBLIOGRAPHY)).getroot().xpath("//@xml:id"))
    for el in tree.iter():
        if not isinstance(el.tag, str):
            continue
        for attr in POINTER_ATTRS:
            for ptr in (el.get(attr) or "").split():
                if ptr.startswith("../bibliography.xml#"):
                    frag = ptr.split("#", 1)[1]
                    assert frag in bib_ids, f"{enc.file}:{el.sourceline}: {attr}={ptr!r} not in bibliography"


def test_corrections_are_well_formed(encoding):
    enc, tree = encoding
    for choice in text_el(tree).iter(f"{{{TEI_NS}}}choice"):
        kids = [local(k) for k in choice]
        if "sic" not in kids:
            continue
        assert sorted(kids) == ["corr", "sic"], f"{enc.file}:{choice.sourceline}: {kids}"
        corr = choice.find("tei:corr", NS)
        assert corr.get("type") in {"ocr", "mt", "print"}
        assert corr.get("resp") == f"#{enc.curator}"
        assert corr.get("cert") in {"high", "medium", "low"}
        assert orig_text(corr).strip(), "an empty correction"
        assert orig_text(corr) != orig_text(choice.find("tei:sic", NS)), "a correction that changes nothing"


def test_footnote_refs_point_into_references(encoding):
    enc, tree = encoding
    for ref in text_el(tree).iter(f"{{{TEI_NS}}}ref"):
        if ref.get("type") != "footnote":
            continue
        targets = (ref.get("target") or "").split()
        assert targets, f"{enc.file}:{ref.sourceline}: footnote ref without target"
        for t in targets:
            found = tree.getroot().xpath("//*[@xml:id=$i]", i=t.lstrip("#"))
            assert found and local(found[0]) == "bibl", f"{enc.file}:{ref.sourceline}: {t} is not a <bibl>"


def _segments(el: etree._Element) -> list[etree._Element]:
    """Elements with an id that are segments (s/head/ab/item/note holding no other segment)."""
    segs = []
    for e in el.iter():
        if local(e) in SEGMENT_TAGS and e.get(XML_ID):
            if not any(local(d) in SEGMENT_TAGS and d.get(XML_ID) for d in e.iterdescendants()):
                segs.append(e)
    return segs


def test_every_sentence_has_an_id(encoding):
    enc, tree = encoding
    for s in text_el(tree).iter(f"{{{TEI_NS}}}s", f"{{{TEI_NS}}}head"):
        assert s.get(XML_ID), f"{enc.file}:{s.sourceline}: <{local(s)}> without xml:id"


def test_bilingual_segments_all_linked():
    enc = ENCODINGS[0]
    path = TEXTS / enc.file
    tree = etree.parse(str(path))
    body = text_el(tree)
    linked: set[str] = set()
    for link in tree.getroot().iterfind("tei:standOff/tei:linkGrp[@type='translation']/tei:link", NS):
        targets = [t.lstrip("#") for t in link.get("target", "").split()]
        assert any(t.startswith("qa-ru-") for t in targets) and any(t.startswith("qa-en-") for t in targets), (
            f"{enc.file}:{link.sourceline}: a translation link must join Russian and English"
        )
        linked.update(targets)
    for lang in ("ru", "en"):
        divs = body.findall(f"tei:body/tei:div[@type='language'][@{{http://www.w3.org/XML/1998/namespace}}lang='{lang}']", NS)
        assert len(divs) == 1, f"one language division for {lang}"
        segs = _segments(divs[0])
        assert segs
        for seg in segs:
            assert seg.get(XML_ID).startswith(f"qa-{lang}-")
            assert seg.get(XML_ID) in linked, f"{enc.file}:{seg.sourceline}: {seg.get(XML_ID)} is in no translation link"
