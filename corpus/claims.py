"""Stand-off claims in the corpus TEI files: read them as ``rules.claims.Claim``, write them.

The TEI form (docs/ENCODING.md, "Stand-off claims"): in ``<standOff type="claims">``, one
``<span>`` per claim in a ``<spanGrp type="claims">`` (evidence and provenance) and one
``<fs type="claim">`` per claim (the assertion)::

    <span xml:id="qa-en-c1" target="#qa-en-rules-s1"
          ana="../vocabulary.xml#slot-reserve.size #qa-en-c1-fs"
          source="../bibliography.xml#wp-en-queens-audience" resp="#qa-curator"
          cert="high">sixteen cards</span>
    <fs xml:id="qa-en-c1-fs" type="claim">
     <f name="game"><symbol value="queens-audience"/></f>
     <f name="slot"><symbol value="antechamber.size"/></f>
     <f name="value"><numeric value="16"/></f>
     <f name="status"><symbol value="stated"/></f>
    </fs>

Writing never changes or removes a curated claim: a claim whose id is already in the file must
be identical to it (a curated one) or is replaced (an automatic one, ``resp="auto:..."``).  A
write that changes nothing leaves the file untouched; otherwise the file is replaced atomically.

>>> from rules.claims import Evidence
>>> c = Claim(id="x-c1", game="queens-audience", slot="antechamber.fill", value=("waste", "stock"),
...           asserted_by="wp-en-queens-audience", status="stated", resp="x-curator",
...           evidence=Evidence("w", ("x-s1",), "from the wastepile"))
>>> span, fs = claim_elements(c)
>>> span.get("ana")
'../vocabulary.xml#slot-reserve.fill #x-c1-fs'
>>> claim_from_elements(span, fs, witness="w") == c
True
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from lxml import etree

from rules.files import atomic_write, check_writable, writing
from rules.claims import CERTS, STATUSES, Claim, Evidence, Value
from rules.errors import CorpusError, VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = [
    "load_claims",
    "read_claims",
    "write_claims",
    "claim_elements",
    "claim_from_elements",
    "WriteReport",
    "VOCABULARY_HREF",
    "BIBLIOGRAPHY_HREF",
    "QUOTE_GAP",
    "quote_passages",
]

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
NS = {"tei": TEI_NS}
XML_ID = f"{{{XML_NS}}}id"
_T = f"{{{TEI_NS}}}"

#: Pointer prefixes, relative to a file in corpus/texts/.
VOCABULARY_HREF = "../vocabulary.xml#"
BIBLIOGRAPHY_HREF = "../bibliography.xml#"
AUTO_PREFIX = "auto:"

#: What joins the passages of a quote taken from several segments: passage *i* is words of
#: segment *i* of the evidence (``start``/``end`` locate the first passage in the first segment).
QUOTE_GAP = " … "


def quote_passages(ev: Evidence) -> tuple[str, ...]:
    """The passages of a claim's quote, one per evidence segment, in the segments' order.

    >>> quote_passages(Evidence("w", ("s1", "s2"), "sixteen cards … from the waste"))
    ('sixteen cards', 'from the waste')
    """
    return tuple(ev.quote.split(QUOTE_GAP))
INDENT = " "  # the corpus files indent by one space per level


# -- value <-> TEI -----------------------------------------------------------------------------


def _value_element(value: Value, as_text: bool) -> etree._Element:
    if isinstance(value, tuple):
        el = etree.Element(_T + "vColl", org="list")
        for item in value:
            el.append(_value_element(item, as_text))
        return el
    if isinstance(value, bool):
        return etree.Element(_T + "binary", value="true" if value else "false")
    if isinstance(value, (int, float)):
        return etree.Element(_T + "numeric", value=repr(value))
    if as_text:
        el = etree.Element(_T + "string")
        el.text = value
        return el
    return etree.Element(_T + "symbol", value=value)


def _read_value(el: etree._Element) -> Value:
    name = etree.QName(el).localname
    if name == "vColl":
        return tuple(_read_value(child) for child in el if isinstance(child.tag, str))  # type: ignore[misc]
    if name == "binary":
        return el.get("value") == "true"
    if name == "numeric":
        raw = el.get("value", "")
        try:
            return int(raw)
        except ValueError:
            return float(raw)
    if name == "symbol":
        return el.get("value", "")
    if name == "string":
        return el.text or ""
    raise ValueError(f"unsupported feature value <{name}>")


def _text_typed(vocab: Vocabulary, claim: Claim) -> bool:
    """Free text is written as <string>, everything else as <symbol>/<numeric>/<binary>."""
    try:
        sd = vocab.slot(claim.game, claim.slot)
    except VariorumError:
        return False
    if sd.type in ("text", "texts"):
        return True
    return sd.type == "odds" and isinstance(claim.value, str) and "/" not in claim.value


def _feature(name: str, value_el: etree._Element) -> etree._Element:
    f = etree.Element(_T + "f", name=name)
    f.append(value_el)
    return f


def claim_elements(claim: Claim, vocab: Vocabulary | None = None) -> tuple[etree._Element, etree._Element]:
    """The ``<span>`` and ``<fs>`` elements (without layout whitespace) for one claim."""
    vocab = vocab or load_vocabulary()
    sd = vocab.slot(claim.game, claim.slot)
    fs_id = f"{claim.id}-fs"
    span = etree.Element(_T + "span", nsmap={None: TEI_NS})
    span.set(XML_ID, claim.id)
    ev = claim.evidence
    if ev is None or not ev.segments:
        raise CorpusError(f"claim {claim.id!r}: a claim in a witness file needs evidence segments")
    span.set("target", " ".join(f"#{s}" for s in ev.segments))
    span.set("ana", f"{VOCABULARY_HREF}{sd.category} #{fs_id}")
    span.set("source", BIBLIOGRAPHY_HREF + claim.asserted_by)
    span.set("resp", claim.resp if claim.resp.startswith(AUTO_PREFIX) else f"#{claim.resp}")
    span.set("cert", claim.cert)
    if claim.corrects:
        span.set("corresp", " ".join(f"#{c}" for c in claim.corrects))
    span.text = ev.quote
    fs = etree.Element(_T + "fs", nsmap={None: TEI_NS})
    fs.set(XML_ID, fs_id)
    fs.set("type", "claim")
    fs.append(_feature("game", _value_element(claim.game, False)))
    fs.append(_feature("slot", _value_element(vocab.canonical(claim.game, claim.slot), False)))
    fs.append(_feature("value", _value_element(claim.value, _text_typed(vocab, claim))))
    fs.append(_feature("status", _value_element(claim.status, False)))
    if ev.start is not None and ev.end is not None:
        fs.append(_feature("start", _value_element(ev.start, False)))
        fs.append(_feature("end", _value_element(ev.end, False)))
    if claim.note:
        fs.append(_feature("note", _value_element(claim.note, True)))
    return span, fs


def _pointer_ids(value: str | None) -> tuple[str, ...]:
    return tuple(p.split("#", 1)[1] for p in (value or "").split() if "#" in p)


def claim_from_elements(span: etree._Element, fs: etree._Element, witness: str) -> Claim:
    """A Claim from its ``<span>`` and ``<fs>``; ValueError says what is wrong."""
    feats: dict[str, Value] = {}
    for f in fs.iterfind("tei:f", NS):
        children = [c for c in f if isinstance(c.tag, str)]
        if len(children) != 1:
            raise ValueError(f"feature {f.get('name')!r} needs exactly one value")
        feats[f.get("name", "")] = _read_value(children[0])
    for name in ("game", "slot", "value", "status"):
        if name not in feats:
            raise ValueError(f"<fs> has no feature {name!r}")
    status, cert = feats["status"], span.get("cert", "high")
    if status not in STATUSES:
        raise ValueError(f"status {status!r} is not one of {', '.join(STATUSES)}")
    if cert not in CERTS:
        raise ValueError(f"cert {cert!r} is not one of {', '.join(CERTS)}")
    sources = _pointer_ids(span.get("source"))
    if len(sources) != 1:
        raise ValueError("@source must name exactly one bibliography entry")
    resp = span.get("resp", "")
    resp = resp if resp.startswith(AUTO_PREFIX) else resp.removeprefix("#")
    start, end = feats.get("start"), feats.get("end")
    evidence = Evidence(
        witness=witness,
        segments=_pointer_ids(span.get("target")),
        quote=span.text or "",
        start=start if isinstance(start, int) else None,
        end=end if isinstance(end, int) else None,
    )
    note = feats.get("note", "")
    return Claim(
        id=span.get(XML_ID, ""),
        game=str(feats["game"]),
        slot=str(feats["slot"]),
        value=feats["value"],
        asserted_by=sources[0],
        status=status,  # type: ignore[arg-type]
        evidence=evidence,
        resp=resp,
        cert=cert,
        note=str(note),
        corrects=_pointer_ids(span.get("corresp")),
    )


# -- reading -----------------------------------------------------------------------------------


def _segment_witnesses(path: Path) -> dict[str, str]:
    from corpus.reader import read_witness_file

    _, segments, _ = read_witness_file(path)
    return {s.id: s.witness for s in segments}


def _claims_standoffs(root: etree._Element) -> list[etree._Element]:
    return [so for so in root.iterfind("tei:standOff", NS) if so.get("type") == "claims"]


def _read(path: Path, vocab: Vocabulary) -> tuple[list[Claim], list[str]]:
    from corpus.reader import parse_file

    root = parse_file(path).getroot()
    seg_witness = _segment_witnesses(path)
    choices = {el.get(XML_ID) for el in root.iter(_T + "choice") if el.get(XML_ID)}
    claims: list[Claim] = []
    problems: list[str] = []
    for so in _claims_standoffs(root):
        fss = {fs.get(XML_ID): fs for fs in so.iterfind("tei:fs", NS)}
        for span in so.iterfind("tei:spanGrp/tei:span", NS):
            where = f"{path}:{span.sourceline}: claim {span.get(XML_ID)!r}"
            fs_ids = [p for p in _pointer_ids(span.get("ana")) if not p.startswith("slot-")]
            fs = fss.get(fs_ids[0]) if len(fs_ids) == 1 else None
            if fs is None:
                problems.append(f"{where}: @ana must point at one <fs> of this standOff")
                continue
            segs = _pointer_ids(span.get("target"))
            witnesses = {seg_witness.get(s) for s in segs}
            if not segs or None in witnesses:
                missing = [s for s in segs if s not in seg_witness]
                problems.append(f"{where}: @target names no segment or unknown segments {missing}")
                continue
            if len(witnesses) != 1:
                problems.append(f"{where}: @target mixes witnesses {sorted(witnesses)}")  # type: ignore[type-var]
                continue
            try:
                claim = claim_from_elements(span, fs, witnesses.pop())  # type: ignore[arg-type]
                claim = vocab.check_claim(claim)
            except (ValueError, VariorumError) as exc:
                problems.append(f"{where}: {exc}")
                continue
            bad = [c for c in claim.corrects if c not in choices]
            if bad:
                problems.append(f"{where}: @corresp names no <choice> {bad}")
            category = vocab.slot(claim.game, claim.slot).category
            if f"{VOCABULARY_HREF}{category}" not in (span.get("ana") or "").split():
                problems.append(f"{where}: @ana must name the category {category!r} of slot {claim.slot!r}")
            claims.append(claim)
    return claims, problems


def read_claims(path: Path | str, vocab: Vocabulary | None = None) -> list[Claim]:
    """The claims of one witness file, in file order.

    Raises CorpusError listing every bad claim (file, line, claim id and slot).
    """
    claims, problems = _read(Path(path), vocab or load_vocabulary())
    if problems:
        raise CorpusError("; ".join(problems))
    return claims


def load_claims(texts_dir: Path | str | None = None) -> list[Claim]:
    """Every stand-off claim of the corpus witness files (``corpus/texts`` by default)."""
    from corpus import witness_files

    vocab = load_vocabulary()
    claims: list[Claim] = []
    problems: list[str] = []
    for path in witness_files(Path(texts_dir) if texts_dir else None):
        got, bad = _read(path, vocab)
        claims.extend(got)
        problems.extend(bad)
    if problems:
        raise CorpusError("; ".join(problems))
    return claims


# -- writing -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class WriteReport:
    """What a write did: claim ids added, replaced (automatic ones), removed, left unchanged."""

    path: Path
    added: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    unchanged: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.added or self.replaced or self.removed)


def _comparable(c: Claim, vocab: Vocabulary) -> Claim:
    c = vocab.check_claim(c)
    c = replace(c, slot=vocab.canonical(c.game, c.slot))
    if c.evidence is not None:
        c = replace(c, evidence=replace(c.evidence, witness=""))
    return c


def _indent(el: etree._Element, level: int, indent: str) -> None:
    """Lay out a new element: one child per line, ``level`` = the element's own depth."""
    children = [c for c in el if isinstance(c.tag, str)]
    if not children or etree.QName(el).localname == "f":
        return
    el.text = "\n" + indent * (level + 1)
    for i, child in enumerate(children):
        _indent(child, level + 1, indent)
        child.tail = "\n" + indent * (level + (1 if i < len(children) - 1 else 0))


def element_as_text(el: etree._Element, level: int) -> str:
    """An element as text at depth ``level``, one child per line, without a namespace
    declaration of its own (how new stand-off elements are written into a file)."""
    _indent(el, level, INDENT)
    el.tail = None
    text = etree.tostring(el, encoding="unicode")
    return text.replace(f' xmlns="{TEI_NS}"', "", 1)


_CLAIMS_OPEN = re.compile(r'<standOff\b[^>]*\btype="claims"[^>]*>')


def _cut(text: str, tag: str, xml_id: str, lo: int, hi: int) -> str:
    """Remove ``<tag xml:id="xml_id" ...>...</tag>`` (and the layout before it) from text[lo:hi]."""
    pat = re.compile(rf'\n?[ \t]*<{tag}\b[^>]*\bxml:id="{re.escape(xml_id)}"[^>]*?(?:/>|>.*?</{tag}>)',
                     re.S)
    m = pat.search(text, lo, hi)
    if m is None:
        raise CorpusError(f"cannot find <{tag} xml:id={xml_id!r}> to replace")
    return text[: m.start()] + text[m.end():]


def _insert_before_close(text: str, close: str, lo: int, hi: int, new: str) -> str:
    """Insert ``new`` just before the layout whitespace that precedes the last ``close`` tag."""
    at = text.rindex(close, lo, hi)
    while at > lo and text[at - 1] in " \t\n":
        at -= 1
    return text[:at] + new + text[at:]


def _claims_region(text: str) -> tuple[int, int] | None:
    m = _CLAIMS_OPEN.search(text)
    if m is None:
        return None
    return m.start(), text.index("</standOff>", m.end()) + len("</standOff>")


def _claims_bounds(text: str) -> tuple[int, int]:
    """The claims stand-off of a text that has one (``_splice`` adds it first)."""
    region = _claims_region(text)
    if region is None:
        raise ValueError("the text has no claims stand-off")
    return region


def _splice(text: str, drop: Sequence[str], spans: Sequence[str], fss: Sequence[str]) -> str:
    """The file text with claims dropped and new span/fs texts added; nothing else changes."""
    if _claims_region(text) is None:
        block = (f"{INDENT}<standOff type=\"claims\">\n{INDENT * 2}<spanGrp type=\"claims\">"
                 f"\n{INDENT * 2}</spanGrp>\n{INDENT}</standOff>\n")
        at = text.rindex("</TEI>")
        text = text[:at] + block + text[at:]
    for cid in drop:
        lo, hi = _claims_bounds(text)
        text = _cut(text, "span", cid, lo, hi)
        lo, hi = _claims_bounds(text)
        text = _cut(text, "fs", f"{cid}-fs", lo, hi)
    lo, hi = _claims_bounds(text)
    text = _insert_before_close(text, "</spanGrp>", lo, hi, "".join(f"\n{INDENT * 3}{s}" for s in spans))
    lo, hi = _claims_bounds(text)
    text = _insert_before_close(text, "</standOff>", lo, hi, "".join(f"\n{INDENT * 2}{f}" for f in fss))
    lo, hi = _claims_bounds(text)
    if not re.search(r"<(span|fs)\b", text[lo:hi]):
        # No claim left: drop the empty stand-off with its line.
        while lo > 0 and text[lo - 1] in " \t":
            lo -= 1
        if text[hi:hi + 1] == "\n":
            hi += 1
        text = text[:lo] + text[hi:]
    return text


#: The private URI scheme of automatic claims' ``@resp`` ("auto:annotate-0.2"), declared in the
#: header of every file that holds one (TEI ``prefixDef``): it resolves to the annotator's
#: ``respStmt`` in the bibliography, so that ``corpus validate`` can check the pointer.
AUTO_PREFIX_DEF = (
    f'<listPrefixDef>\n{INDENT * 4}<prefixDef ident="{AUTO_PREFIX[:-1]}" matchPattern="(.+)" '
    f'replacementPattern="{BIBLIOGRAPHY_HREF}variorum-annotator">\n{INDENT * 5}<p>An automatic '
    f'claim\'s resp, {AUTO_PREFIX}annotate-VERSION, names the annotator (variorum annotate) and '
    f'its version.</p>\n{INDENT * 4}</prefixDef>\n{INDENT * 3}</listPrefixDef>'
)
_AUTO_DECLARED = re.compile(rf'<prefixDef\b[^>]*\bident="{AUTO_PREFIX[:-1]}"')


_DECLARATION = f"\n{INDENT * 3}{AUTO_PREFIX_DEF}"
_NEW_ENCODING_DESC = f"\n{INDENT * 2}<encodingDesc>{_DECLARATION}\n{INDENT * 2}</encodingDesc>"


def declare_auto_prefix(text: str) -> str:
    """The file text with the ``auto:`` scheme declared in its ``<encodingDesc>`` (added when
    missing, before ``</encodingDesc>``, or as a new ``<encodingDesc>`` after ``</fileDesc>``);
    the text unchanged when it is declared already."""
    if _AUTO_DECLARED.search(text):
        return text
    if "</encodingDesc>" in text:
        return _insert_before_close(text, "</encodingDesc>", 0, len(text), _DECLARATION)
    if "</fileDesc>" not in text:
        raise CorpusError("a witness file needs a <fileDesc> in its header")
    at = text.index("</fileDesc>") + len("</fileDesc>")
    return text[:at] + _NEW_ENCODING_DESC + text[at:]


def undeclare_auto_prefix(text: str) -> str:
    """The inverse of :func:`declare_auto_prefix` (for a file left without automatic claims):
    the declaration as the writer lays it out is removed; one edited by hand stays."""
    for block in (_NEW_ENCODING_DESC, _DECLARATION):
        if block in text:
            return text.replace(block, "", 1)
    return text


def write_claims(
    path: Path | str,
    claims: Iterable[Claim],
    *,
    replace_auto: bool = False,
    vocab: Vocabulary | None = None,
) -> WriteReport:
    """Add ``claims`` to the claims stand-off of a witness file.

    * A claim whose id is not in the file is appended.
    * A claim whose id is in the file must be identical to it if the file's claim is curated
      (CorpusError otherwise: curated claims are never modified); an automatic one is replaced.
    * ``replace_auto``: automatic claims of the file that are not in ``claims`` are removed
      (an annotator run replaces its previous output).  Curated claims are never removed.

    Idempotent: writing the same claims again changes nothing (the file is not rewritten).
    The whole read-modify-write holds the corpus folder's write lock
    (``rules.files.writing``) and the file is replaced atomically.
    """
    path = Path(path)
    with writing(path):
        return _write_locked(path, list(claims), replace_auto, vocab)


def _write_locked(path: Path, new: list[Claim], replace_auto: bool,
                  vocab: Vocabulary | None) -> WriteReport:
    from corpus.reader import parse_file

    vocab = vocab or load_vocabulary()
    existing = {c.id: c for c in read_claims(path, vocab)}
    seen: set[str] = set()
    added, replaced, unchanged = [], [], []
    problems = []
    for c in new:
        if c.id in seen:
            problems.append(f"{path}: claim id {c.id!r} given twice")
        seen.add(c.id)
        old = existing.get(c.id)
        try:
            same = old is not None and _comparable(old, vocab) == _comparable(c, vocab)
        except VariorumError as exc:
            problems.append(f"{path}: {exc}")
            continue
        if old is None:
            added.append(c)
        elif same:
            unchanged.append(c.id)
        elif old.is_curated:
            problems.append(f"{path}: claim {c.id!r} is curated and differs from the one given: "
                            "curated claims are never modified")
        else:
            replaced.append(c)
    removed = [cid for cid, c in existing.items() if replace_auto and not c.is_curated and cid not in seen]
    if problems:
        raise CorpusError("; ".join(problems))
    report = WriteReport(path, tuple(c.id for c in added), tuple(c.id for c in replaced),
                         tuple(removed), tuple(unchanged))
    if not report.changed:
        return report
    check_writable(path, existing=True)
    original = path.read_text(encoding="utf-8")
    root = parse_file(path).getroot()
    _check_targets(root, added, replaced, path)
    spans, fss = [], []
    for c in added + replaced:
        span, fs = claim_elements(c, vocab)
        spans.append(element_as_text(span, 3))
        fss.append(element_as_text(fs, 2))
    data = _splice(original, [c.id for c in replaced] + removed, spans, fss)
    autos_left = [c for c in added + replaced if not c.is_curated] or [
        c for cid, c in existing.items() if not c.is_curated and cid not in removed]
    data = declare_auto_prefix(data) if autos_left else undeclare_auto_prefix(data)
    # Refuse to write a document whose curated claims would not read back identically.
    _atomic_verify_and_write(path, data.encode("utf-8"), existing, vocab)
    return report


def write_automatic_claims(path: Path | str, claims: Iterable[Claim],
                           vocab: Vocabulary | None = None) -> WriteReport:
    """Replace the automatic claims of a witness file by ``claims`` (an annotator run).

    A claim that says what a curated claim of the file already says (same game, slot, value
    and segments) is left out, and claims with the same id are written once.  Curated claims
    are never changed; see :func:`write_claims`.
    """
    def said(c: Claim) -> tuple[object, ...]:
        return (c.game, c.slot, c.value, c.evidence.segments if c.evidence else ())

    path = Path(path)
    with writing(path):
        curated = {said(x) for x in read_claims(path, vocab) if x.is_curated}
        fresh = {c.id: c for c in claims if said(c) not in curated}
        return _write_locked(path, list(fresh.values()), True, vocab)


def _check_targets(root: etree._Element, added: Sequence[Claim], replaced: Sequence[Claim],
                   path: Path) -> None:
    ids = {el.get(XML_ID) for el in root.iter() if isinstance(el.tag, str) and el.get(XML_ID)}
    curators = {el.get(XML_ID) for el in root.iter(_T + "respStmt")}
    problems = []
    new_ids = {c.id for c in added}
    for c in [*added, *replaced]:
        ev = c.evidence
        for s in ev.segments if ev else ():
            if s not in ids:
                problems.append(f"{path}: claim {c.id!r}: segment {s!r} is not in the file")
        for ch in c.corrects:
            if ch not in ids:
                problems.append(f"{path}: claim {c.id!r}: choice {ch!r} is not in the file")
        if c.is_curated and c.resp not in curators:
            problems.append(f"{path}: claim {c.id!r}: resp {c.resp!r} is no respStmt of the file")
        if c.id in new_ids and (c.id in ids or f"{c.id}-fs" in ids):
            problems.append(f"{path}: claim id {c.id!r} is already used by another element")
    if problems:
        raise CorpusError("; ".join(problems))


def _atomic_verify_and_write(path: Path, data: bytes, before: dict[str, Claim], vocab: Vocabulary) -> None:
    tmp_dir = Path(tempfile.mkdtemp(prefix="claims-check-"))
    try:
        probe = tmp_dir / path.name
        probe.write_bytes(data)
        after = {c.id: c for c in read_claims(probe, vocab)}
        for cid, c in before.items():
            if c.is_curated and after.get(cid) != c:
                raise CorpusError(f"{path}: writing would change curated claim {cid!r}; nothing written")
    finally:
        for p in tmp_dir.iterdir():
            p.unlink()
        tmp_dir.rmdir()
    atomic_write(path, data)
