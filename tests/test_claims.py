"""Stand-off claims: TEI round trip, writing rules (curated claims untouched, idempotence), the
generated taxonomy, and the curated claims of seeds 000 and 001."""

from __future__ import annotations

import dataclasses
import shutil
from collections import Counter
from pathlib import Path

import pytest
from lxml import etree

import corpus
from corpus.claims import (
    claim_elements,
    claim_from_elements,
    load_claims,
    quote_passages,
    read_claims,
    undeclare_auto_prefix,
    write_claims,
)
from corpus.taxonomy import VOCABULARY_XML, taxonomy_xml
from rules.claims import Claim, Evidence
from rules.errors import CorpusError
from rules.vocabulary import load_vocabulary

TEXTS = corpus.TEXTS_DIR
QA = "queens-audience-wp.xml"
RC = "royal-cotillion-wp-ru.xml"


@pytest.fixture()
def texts(tmp_path: Path) -> Path:
    """A copy of the corpus (texts beside vocabulary and bibliography, so pointers resolve)."""
    (tmp_path / "texts").mkdir()
    for name in ("vocabulary.xml", "bibliography.xml"):
        shutil.copy(corpus.CORPUS_DIR / name, tmp_path / name)
    for p in corpus.witness_files():
        shutil.copy(p, tmp_path / "texts" / p.name)
    return tmp_path / "texts"


def _auto(cid: str, value: object = 1, quote: str = "sixteen cards") -> Claim:
    return Claim(id=cid, game="queens-audience", slot="deck.packs", value=value,  # type: ignore[arg-type]
                 asserted_by="wp-en-queens-audience", status="stated", resp="auto:test-1",
                 cert="medium", evidence=Evidence("queens-audience-wp-en", ("qa-en-rules-s1",), quote))


SAMPLES = [
    ("antechamber.size", 16),
    ("antechamber.fill", ("waste", "stock")),
    ("deck.removed", ()),
    ("odds.win", "3/4"),
    ("odds.win", "three times out of four"),
    ("odds.win", 0.75),
    ("name", "Queen's Audience & <co>"),
    ("foundation.sequence", ("J-10-9-8-7-6-5-4-3-2",)),
    ("related", ("contradance",)),
]


@pytest.mark.parametrize("slot, value", SAMPLES)
def test_value_round_trip(slot, value):
    c = Claim(id="t-c1", game="queens-audience", slot=slot, value=value, asserted_by="dick-1883",
              status="reported", resp="t-curator", cert="low", note="a note",
              corrects=("t-mt1",), evidence=Evidence("w", ("t-s1", "t-s2"), "words", 3, 8))
    span, fs = claim_elements(c)
    back = claim_from_elements(etree.fromstring(etree.tostring(span)),
                               etree.fromstring(etree.tostring(fs)), witness="w")
    assert back == c
    assert type(back.value) is type(c.value)


def test_write_adds_reads_back_and_is_idempotent(texts):
    path = texts / QA
    before = {c.id: c for c in read_claims(path)}
    new = [_auto("qa-en-t1"), _auto("qa-en-t2", 2, "the stock")]
    report = write_claims(path, new)
    assert report.added == ("qa-en-t1", "qa-en-t2")
    after = {c.id: c for c in read_claims(path)}
    assert after["qa-en-t1"] == new[0] and after["qa-en-t2"].value == 2
    assert all(after[cid] == c for cid, c in before.items())
    data = path.read_bytes()
    for _ in range(3):
        assert not write_claims(path, new).changed
        assert path.read_bytes() == data


def test_write_never_modifies_a_curated_claim(texts):
    path = texts / QA
    curated = [c for c in read_claims(path) if c.is_curated]
    if not curated:  # the curated claims are added to the corpus files by this work
        curated = [dataclasses.replace(_auto("qa-en-t9"), resp="qa-curator")]
        write_claims(path, curated)
    data = path.read_bytes()
    changed = dataclasses.replace(curated[0], cert="low" if curated[0].cert != "low" else "high")
    with pytest.raises(CorpusError, match="curated claims are never modified"):
        write_claims(path, [changed])
    assert path.read_bytes() == data
    # Automatic runs replace their own output but leave curated claims byte for byte.
    spans = _curated_span_texts(path)
    write_claims(path, [_auto("qa-en-t1")], replace_auto=True)
    write_claims(path, [_auto("qa-en-t1", 2), _auto("qa-en-t3")], replace_auto=True)
    report = write_claims(path, [_auto("qa-en-t3")], replace_auto=True)
    assert report.removed == ("qa-en-t1",)
    assert _curated_span_texts(path) == spans
    write_claims(path, [], replace_auto=True)
    assert path.read_bytes() == data


def _curated_span_texts(path: Path) -> list[bytes]:
    """The raw bytes of each curated span and fs, as they stand in the file."""
    text = path.read_bytes()
    out = []
    for c in read_claims(path):
        if c.is_curated:
            for marker, close in ((f'<span xml:id="{c.id}"', b"</span>"), (f'<fs xml:id="{c.id}-fs"', b"</fs>")):
                i = text.index(marker.encode())
                out.append(text[i: text.index(close, i) + len(close)])
    return out


def test_write_outside_claims_changes_nothing_else(texts):
    path = texts / RC
    original = path.read_bytes()
    assert not write_claims(path, []).changed
    assert path.read_bytes() == original
    seg = next(s for s in corpus.load(texts_dir=texts).segments.values() if s.witness == "royal-cotillion-wp-ru")
    c = Claim(id="rc-t1", game="royal-cotillion", slot="deck.packs", value=2,
              asserted_by="wp-ru-royal-cotillion", status="stated", resp="auto:t",
              evidence=Evidence("royal-cotillion-wp-ru", (seg.id,), "две"))
    write_claims(path, [c])
    new = path.read_text("utf-8")
    end = original.index(b'<standOff type="claims">') if b'<standOff type="claims">' in original \
        else original.rindex(b"</TEI>")
    # Before the claims, only the header's declaration of the automatic claims' resp scheme is new.
    assert 'ident="auto"' in new[:new.index('<standOff type="claims">')]
    assert undeclare_auto_prefix(new).encode()[:end] == original[:end]
    write_claims(path, [], replace_auto=True)
    assert path.read_bytes() == original


def test_written_file_is_valid_tei(texts, tei_all, project_schema):
    path = texts / QA
    write_claims(path, [_auto("qa-en-t1", quote="a & b <c>")])
    tree = etree.parse(str(path))
    assert project_schema.validate(tree), project_schema.error_log
    assert tei_all.validate(tree), tei_all.error_log


def test_bad_claims_are_refused_with_file_and_id(texts):
    path = texts / QA
    with pytest.raises(CorpusError, match="qa-en-t1.*segment 'nowhere'"):
        write_claims(path, [dataclasses.replace(_auto("qa-en-t1"),
                                                evidence=Evidence("w", ("nowhere",), "x"))])
    with pytest.raises(CorpusError, match="resp 'nobody'"):
        write_claims(path, [dataclasses.replace(_auto("qa-en-t1"), resp="nobody")])
    with pytest.raises(CorpusError, match="'qa-en-rules-s1' is already used"):
        write_claims(path, [dataclasses.replace(_auto("qa-en-rules-s1"))])
    with pytest.raises(Exception, match="deck.packs"):
        write_claims(path, [_auto("qa-en-t1", value="one")])


def test_read_reports_every_bad_claim(texts):
    path = texts / QA
    write_claims(path, [_auto("qa-en-t1"), _auto("qa-en-t2")])
    text = path.read_text(encoding="utf-8")
    text = text.replace('<f name="value"><numeric value="1"/></f>', '<f name="value"><symbol value="x"/></f>')
    path.write_text(text, encoding="utf-8")
    with pytest.raises(CorpusError) as err:
        read_claims(path)
    msg = str(err.value)
    assert "'qa-en-t1'" in msg and "'qa-en-t2'" in msg and "deck.packs" in msg and QA in msg


def test_vocabulary_xml_is_up_to_date():
    assert VOCABULARY_XML.read_text(encoding="utf-8") == taxonomy_xml(), (
        "corpus/vocabulary.xml is out of date: run python -m corpus.taxonomy")


def test_every_slot_has_a_category_in_both_languages():
    root = etree.parse(str(VOCABULARY_XML)).getroot()
    ns = {"t": "http://www.tei-c.org/ns/1.0"}
    cats = {c.get("{http://www.w3.org/XML/1998/namespace}id"): c for c in root.iterfind(".//t:category", ns)}
    for sd in load_vocabulary().slots.values():
        cat = cats[sd.category]
        langs = [d.get("{http://www.w3.org/XML/1998/namespace}lang") for d in cat.iterfind("t:catDesc", ns)]
        assert langs == ["en", "ru"], sd.id


# -- the curated claims of seeds 000 and 001 ----------------------------------------------------


@pytest.fixture(scope="module")
def curated() -> list[Claim]:
    return [c for c in load_claims() if c.is_curated]


def test_load_claims_reads_every_witness_file(curated):
    files = {c.id.split("-")[0] for c in curated}
    assert {"qa", "rc"} <= files


def test_curated_claims_point_at_their_own_witness(curated):
    c = corpus.load()
    for claim in curated:
        ev = claim.evidence
        assert ev is not None and ev.segments, claim.id
        segs = [c.segments[s] for s in ev.segments]
        assert {s.witness for s in segs} == {ev.witness}, claim.id
        assert claim.resp.endswith("-curator"), claim.id


def test_every_claim_quotes_words_of_every_segment_it_points_at():
    """One passage per segment, in order (joined by QUOTE_GAP), each found in its segment's
    printed (orig) or regularised (reg) text; start/end locate the first passage."""
    c = corpus.load()
    wrong = []
    for claim in load_claims():
        ev = claim.evidence
        if ev is None:
            continue
        passages = quote_passages(ev)
        if len(passages) != len(ev.segments):
            wrong.append(f"{claim.id}: {len(passages)} passages for {len(ev.segments)} segments")
            continue
        for sid, passage in zip(ev.segments, passages):
            seg = c.segments[sid]
            if not passage.strip() or (passage not in seg.orig and passage not in seg.reg):
                wrong.append(f"{claim.id}: {passage!r} is not in {sid}")
        if ev.start is not None:
            if c.segments[ev.segments[0]].orig[ev.start: ev.end] != passages[0]:
                wrong.append(f"{claim.id}: start/end do not locate {passages[0]!r}")
    assert not wrong, "\n".join(wrong)


def test_seed_000_is_claimed_in_both_languages(curated):
    qa = [c for c in curated if c.id.startswith("qa-")]
    by_witness = Counter(c.evidence.witness for c in qa if c.evidence)
    assert by_witness["queens-audience-wp-en"] >= 25 and by_witness["queens-audience-wp-ru"] >= 25
    en = {(c.game, c.slot, c.status) for c in qa if c.evidence and c.evidence.witness.endswith("-en")}
    ru = {(c.game, c.slot, c.status) for c in qa if c.evidence and c.evidence.witness.endswith("-ru")}
    assert en == ru  # the Russian states what the English states; values may drift


def test_stated_claims_are_asserted_by_the_witness_source(curated):
    sources = {w.id: w.source for w in corpus.load().witnesses.values()}
    for c in curated:
        if c.status == "stated":
            assert c.asserted_by == sources[c.evidence.witness], c.id  # type: ignore[union-attr]
        else:
            assert c.asserted_by != sources[c.evidence.witness], c.id  # type: ignore[union-attr]


def test_reported_sources_exist_in_the_bibliography(curated):
    known = set(corpus.load().sources)
    assert {c.asserted_by for c in curated} <= known


def test_mt_corrections_point_at_mt_choices(curated):
    root_ids = {}
    for path in corpus.witness_files():
        root = etree.parse(str(path)).getroot()
        for ch in root.iter("{http://www.tei-c.org/ns/1.0}choice"):
            xid = ch.get("{http://www.w3.org/XML/1998/namespace}id")
            if xid:
                root_ids[xid] = ch
    corrected = [c for c in curated if c.corrects]
    assert corrected, "the machine-translation errors that garble rules must be claimed"
    for c in corrected:
        for ch in c.corrects:
            corr = root_ids[ch].find("{http://www.tei-c.org/ns/1.0}corr")
            assert corr is not None and corr.get("type") in ("mt", "ocr", "print"), c.id
