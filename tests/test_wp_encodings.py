"""Checks for the TEI encodings of the three Wikipedia-derived seeds (000, 001, 004).

Each file must be valid under tei_all, hold the whole seed text in its "orig" form (words and,
more strictly, every non-space character), keep its ids inside the file's prefix and have every
pointer resolve. In the bilingual file every Russian and English sentence must be in a
translation link joining the two languages. (The project schema and corpus-wide id uniqueness are
checked for every corpus file in test_corpus.py.)
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest
from lxml import etree

from corpus.reader import NS, XML_ID, XML_LANG, element_text, local
from corpus.validate import pointer_problems

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
TEXTS = REPO / "corpus" / "texts"
SEEDS = SHARED / "seeds"
TEI = "{http://www.tei-c.org/ns/1.0}"

#: Layout characters of the web page that the encoding expresses as markup (<list>/<item>).
LAYOUT_CHARS = "•"
ID_PATTERN = re.compile(r"^[a-z][a-z0-9-]*$")


@dataclass(frozen=True)
class Encoding:
    file: str
    seed: str
    prefixes: tuple[str, ...]
    curator: str
    witnesses: tuple[str, ...]
    #: Seed lines left out of the text (the web page's interface line of seed 000).
    dropped_lines: int = 0


ENCODINGS = [
    Encoding("queens-audience-wp.xml", "000_2fe6d88305cb42e6.txt", ("qa-ru-", "qa-en-"), "qa-curator",
             ("queens-audience-wp-ru", "queens-audience-wp-en"), dropped_lines=1),
    Encoding("royal-cotillion-wp-ru.xml", "001_c224e6bd3a7d46f4.txt", ("rc-",), "rc-curator",
             ("royal-cotillion-wp-ru",)),
    Encoding("british-constitution-wp-ru.xml", "004_b0f28663c3ce6327.txt", ("bc-",), "bc-curator",
             ("british-constitution-wp-ru",)),
]


def words(text: str) -> list[str]:
    return re.findall(r"\w+", unicodedata.normalize("NFC", text))


def squeezed(text: str) -> str:
    """Text without whitespace or layout characters: every letter, digit and mark, in order."""
    text = unicodedata.normalize("NFC", text).translate({ord(c): None for c in LAYOUT_CHARS})
    return re.sub(r"\s+", "", text)


def seed_text(enc: Encoding) -> str:
    path = SEEDS / enc.seed
    if not path.is_file():
        pytest.skip(f"seed {path} not available")
    return "\n".join(path.read_text(encoding="utf-8").splitlines()[enc.dropped_lines :])


@pytest.fixture(scope="module", params=ENCODINGS, ids=[e.file for e in ENCODINGS])
def encoding(request: pytest.FixtureRequest) -> tuple[Encoding, etree._ElementTree]:
    enc: Encoding = request.param
    path = TEXTS / enc.file
    assert path.is_file(), f"{path} is missing"
    return enc, etree.parse(str(path))


def text_el(tree: etree._ElementTree) -> etree._Element:
    el = tree.getroot().find("tei:text", NS)
    assert el is not None
    return el


def test_valid_tei_all(encoding, tei_all):
    enc, tree = encoding
    ok = tei_all.validate(tree)
    assert ok, "\n".join(f"{enc.file}:{e.line}: {e.message}" for e in tei_all.error_log)


def test_orig_words_equal_seed(encoding):
    enc, tree = encoding
    got, want = words(element_text(text_el(tree), "orig")), words(seed_text(enc))
    for i, (g, w) in enumerate(zip(got, want)):
        assert g == w, f"word {i}: encoded {g!r}, seed {w!r}; context {' '.join(got[max(0, i - 6) : i + 3])!r}"
    assert len(got) == len(want), f"encoded {len(got)} words, seed {len(want)}"


def test_orig_characters_equal_seed(encoding):
    """Stricter than words: punctuation, quotation marks, brackets and footnote carets too."""
    enc, tree = encoding
    got, want = squeezed(element_text(text_el(tree), "orig")), squeezed(seed_text(enc))
    if got != want:
        i = next((k for k, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        pytest.fail(f"first difference at {i}: encoded {got[max(0, i - 30) : i + 20]!r}, "
                    f"seed {want[max(0, i - 30) : i + 20]!r}")


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


def test_pointers_resolve(encoding):
    """Same-file #id pointers (target, corresp, resp, …) and those into the bibliography."""
    enc, tree = encoding
    assert [str(p) for p in pointer_problems({TEXTS / enc.file: tree})] == []


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


def test_corrections_are_well_formed(encoding):
    enc, tree = encoding
    for choice in text_el(tree).iter(f"{TEI}choice"):
        kids = sorted(local(k) for k in choice)
        if "sic" not in kids:
            continue
        assert kids == ["corr", "sic"], f"{enc.file}:{choice.sourceline}: {kids}"
        corr, sic = choice.find("tei:corr", NS), choice.find("tei:sic", NS)
        assert corr.get("type") in {"ocr", "mt", "print"}
        assert corr.get("resp") == f"#{enc.curator}"
        assert corr.get("cert") in {"high", "medium", "low"}
        assert element_text(corr), f"{enc.file}:{choice.sourceline}: an empty correction"
        assert element_text(corr) != element_text(sic), f"{enc.file}:{choice.sourceline}: a correction that changes nothing"


def test_footnote_refs_point_at_references(encoding):
    enc, tree = encoding
    ids = {el.get(XML_ID): el for el in tree.iter() if el.get(XML_ID)}
    for ref in text_el(tree).iter(f"{TEI}ref"):
        if ref.get("type") != "footnote":
            continue
        targets = (ref.get("target") or "").split()
        assert targets, f"{enc.file}:{ref.sourceline}: footnote ref without target"
        for t in targets:
            found = ids.get(t.removeprefix("#"))
            assert found is not None and local(found) == "bibl", f"{enc.file}:{ref.sourceline}: {t} is not a <bibl>"


def test_every_sentence_and_heading_has_an_id(encoding):
    enc, tree = encoding
    for el in text_el(tree).iter(f"{TEI}s", f"{TEI}head"):
        assert el.get(XML_ID), f"{enc.file}:{el.sourceline}: <{local(el)}> without xml:id"


def test_bilingual_sentences_all_linked():
    path = TEXTS / ENCODINGS[0].file
    tree = etree.parse(str(path))
    linked: set[str] = set()
    for link in tree.getroot().iterfind("tei:standOff/tei:linkGrp[@type='translation']/tei:link", NS):
        targets = [t.removeprefix("#") for t in link.get("target", "").split()]
        assert any(t.startswith("qa-ru-") for t in targets) and any(t.startswith("qa-en-") for t in targets), (
            f"{path.name}:{link.sourceline}: a translation link must join Russian and English"
        )
        linked.update(targets)
    for lang in ("ru", "en"):
        divs = [d for d in text_el(tree).iter(f"{TEI}div") if d.get("type") == "language" and d.get(XML_LANG) == lang]
        sentences = [s for d in divs for s in d.iter(f"{TEI}s")]
        assert sentences, f"no {lang} sentences"
        for s in sentences:
            assert s.get(XML_ID).startswith(f"qa-{lang}-")
            assert s.get(XML_ID) in linked, f"{path.name}:{s.sourceline}: {s.get(XML_ID)} is in no translation link"
