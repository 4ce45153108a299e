"""A text a scholar brings, as a TEI witness of the corpus (``variorum corpus import``).

A plain text (UTF-8, or the encoding named) or a TEI fragment becomes one file
``corpus/texts/<witness>.xml``:

- **plain text**: one line is one paragraph (blank lines are ignored; a line cut inside a
  sentence, as in a hard-wrapped file, is joined to the next: ``unwrap``); a short line without
  sentence punctuation is a heading (``corpus.sentences.is_heading``); a paragraph is split into
  sentences (``corpus.sentences.split_sentences``).  Ids: ``<witness>-hN`` for the Nth heading,
  ``<witness>-pN-sK`` for the Kth sentence of the Nth paragraph.  They are given once, at
  import, and never renumbered: the file is the artifact afterwards.
- **TEI fragment** (the file starts with ``<``): elements of the TEI namespace (or of none) as
  the content of ``<body>``: ``div``, ``head``, ``p``, ``list``…  A ``head`` or ``s`` without an
  ``xml:id`` gets one; a ``p`` that holds only text is split into sentences; a ``p`` with markup
  of its own and no ``s`` is one segment.
- **pre-reform text** (``--lang ru-petr1708``): every word whose spelling differs from modern
  Russian becomes ``<choice><orig>…</orig><reg>…</reg></choice>`` (``corpus.regularize``, as in
  the encoding of seed 003); in a TEI fragment, only paragraphs that hold plain text.

The source gets a bibliography entry when it is new (title needed), and ``--witness-of`` /
``--translation-of`` add the relation between the sources (``witnessOf``, ``translationOf``);
a translation whose segments match its original's one for one is also linked segment to segment.
Nothing is written unless the new file and the bibliography are valid under the project schema
(and tei_all when it is found) with every pointer resolved; then both are written atomically.
"""

from __future__ import annotations

import datetime
import re
import tempfile
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from lxml import etree

from corpus.model import Segment
from corpus.plain_text import read_text_file
from corpus.bibliography_entry import SOURCE_TYPES, SourceEntry, add_relation, add_source
from corpus.reader import NS, TEI_NS, XML_ID, local, read_bibliography, read_witness_file
from corpus.regularize import regularize_inline
from corpus.sentences import is_heading, split_sentences
from rules.errors import CorpusError

__all__ = ["ImportRequest", "ImportPlan", "plan_import", "write_plan", "LANGS", "KINDS"]

LANGS = ("en", "ru", "ru-petr1708")
KINDS = ("print", "ocr", "wiki", "mt")
_ID = re.compile(r"^[a-z][a-z0-9-]*$")
_OLD_LETTERS = re.compile(r"[ѣіѳѵѢІѲѴ]|[а-яё]ъ\b")


@dataclass(frozen=True)
class ImportRequest:
    """What ``variorum corpus import`` was asked to do."""

    file: Path
    lang: str
    source: str
    title: str | None = None
    authors: tuple[str, ...] = ()
    date: str | None = None
    source_type: str = "book"
    witness_of: str | None = None
    translation_of: str | None = None
    encoding: str | None = None
    witness: str | None = None
    kinds: tuple[str, ...] = ()


@dataclass
class ImportPlan:
    """The files an import writes (path -> full text) and what they hold, to report."""

    witness: str
    files: dict[Path, str] = field(default_factory=dict)
    segments: int = 0
    headings: int = 0
    orig_reg: int = 0
    links: int = 0
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (f"witness {self.witness}: {self.segments} segments ({self.headings} headings), "
                f"{self.orig_reg} orig/reg, {self.links} translation links")


# -- the body ----------------------------------------------------------------------------------


class _Body:
    """Segment ids and counts while a body is built."""

    def __init__(self, wid: str, petr: bool) -> None:
        self.wid, self.petr = wid, petr
        self.paragraphs = self.headings = self.sentences = self.orig_reg = 0

    def inline(self, text: str) -> str:
        if not self.petr:
            return escape(text)
        markup, n = regularize_inline(text)
        self.orig_reg += n
        return markup

    def head_id(self) -> str:
        self.headings += 1
        return f"{self.wid}-h{self.headings}"

    def sentence_ids(self, count: int) -> list[str]:
        self.paragraphs += 1
        self.sentences += count
        return [f"{self.wid}-p{self.paragraphs}-s{k}" for k in range(1, count + 1)]

    def sentences_markup(self, text: str) -> str:
        parts = [s for s in split_sentences(" ".join(text.split())) if s]
        ids = self.sentence_ids(len(parts))
        return " ".join(f'<s xml:id="{sid}">{self.inline(s)}</s>' for sid, s in zip(ids, parts))


_OPEN_END = re.compile(r"[^.!?…:;»\")]$")


def unwrap(text: str) -> list[str]:
    """The text's lines, with hard-wrapped ones joined: a line that does not end a sentence
    (no . ! ? … : ; or closing quote at its end) continues on the next when that one begins
    with a lower-case letter.  Blank lines are dropped.

    >>> unwrap("Сдают шестнадцать карт\\nквадратом.\\n\\nЗатем игра.")
    ['Сдают шестнадцать карт квадратом.', 'Затем игра.']
    """
    out: list[str] = []
    joinable = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            joinable = False
            continue
        if joinable and line[0].islower():
            out[-1] += " " + line
        else:
            out.append(line)
        joinable = bool(_OPEN_END.search(out[-1]))
    return out


def plain_body(text: str, body: _Body) -> str:
    """The content of ``<body>`` for a plain text: one div of headings and paragraphs."""
    lines = [f'   <div type="text" xml:id="{body.wid}-text">']
    for line in unwrap(text):
        if is_heading(line):
            lines.append(f'    <head xml:id="{body.head_id()}">{body.inline(line.strip())}</head>')
        else:
            lines.append(f"    <p>{body.sentences_markup(line)}</p>")
    lines.append("   </div>")
    return "\n".join(lines)


def _into_tei(el: etree._Element) -> None:
    for x in el.iter():
        if isinstance(x.tag, str) and etree.QName(x).namespace is None:
            x.tag = f"{{{TEI_NS}}}{etree.QName(x).localname}"


def tei_body(text: str, body: _Body, path: Path) -> str:
    """The content of ``<body>`` for a TEI fragment, with ids given where segments lack them."""
    try:
        wrapper = etree.fromstring(f'<body xmlns="{TEI_NS}">{text}</body>'.encode("utf-8"))
    except etree.XMLSyntaxError as exc:
        raise CorpusError(f"{path}:{exc.lineno}: not a well-formed TEI fragment: {exc.msg}") from None
    _into_tei(wrapper)
    etree.cleanup_namespaces(wrapper)
    for el in list(wrapper.iter()):
        name = local(el)
        if name == "head" and el.get(XML_ID) is None:
            el.set(XML_ID, body.head_id())
        elif name == "p" and el.find("tei:s", NS) is None:
            if len(el) == 0:
                new = etree.fromstring(f'<p xmlns="{TEI_NS}">{body.sentences_markup(el.text or "")}</p>')
                new.tail = el.tail
                for k, v in el.attrib.items():
                    new.set(k, v)
                el.getparent().replace(el, new)
            elif el.get(XML_ID) is None:
                el.set(XML_ID, body.sentence_ids(1)[0])
        elif name == "p":
            sids = body.sentence_ids(len(el.findall("tei:s", NS)))
            for s, sid in zip(el.iterfind("tei:s", NS), sids):
                if s.get(XML_ID) is None:
                    s.set(XML_ID, sid)
    inner = (wrapper.text or "") + "".join(
        etree.tostring(child, encoding="unicode") for child in wrapper)
    return inner.replace(f' xmlns="{TEI_NS}"', "").strip("\n")


# -- the document ------------------------------------------------------------------------------

_HEADER = """\
<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{doc_lang}">
 <teiHeader>
  <fileDesc>
   <titleStmt>
    <title>{title}</title>
    <respStmt xml:id="{wid}-curator"><resp>imported by</resp><name>variorum corpus import</name></respStmt>
   </titleStmt>
   <publicationStmt><p>Patience Variorum corpus.</p></publicationStmt>
   <sourceDesc>
    <listWit>
     <witness xml:id="{wid}" source="../bibliography.xml#{source}"{ana}>{description}</witness>
    </listWit>
   </sourceDesc>
  </fileDesc>
  <encodingDesc>
   <editorialDecl>
    <normalization>
     <p>{normalization}</p>
    </normalization>
    <segmentation>
     <p>Imported from {file} by variorum corpus import. One line of the text is one paragraph
      (a line that ends inside a sentence is joined to the next); a short line without sentence
      punctuation is a head; every sentence is an s with an
      xml:id ({wid}-pN-sK; heads {wid}-hN).</p>
    </segmentation>
   </editorialDecl>
  </encodingDesc>
  <profileDesc>
   <langUsage>
{languages}
   </langUsage>
  </profileDesc>
  <revisionDesc>
   <change when="{today}">Imported from {file} by variorum corpus import.</change>
  </revisionDesc>
 </teiHeader>
 <text xml:lang="{lang}">
  <body>
{body}
  </body>
 </text>
{standoff}</TEI>
"""

_LANGUAGE_NAMES = {"en": "English", "ru": "Modern Russian",
                   "ru-petr1708": "Russian in the pre-1918 orthography (the orig readings)"}


def _normalization(petr: bool) -> str:
    if petr:
        return ("Every word whose spelling differs from modern Russian is given as choice/orig/reg; "
                "the reg is exactly what corpus.normalize gives for it. Nothing else is changed.")
    return "The text is kept as given (Unicode NFC); nothing is corrected or regularised."


def _document(req: ImportRequest, wid: str, title: str, body: str, standoff: str) -> str:
    petr = req.lang == "ru-petr1708"
    langs = [req.lang] + (["ru"] if petr else [])
    ana = ""
    if req.kinds:
        ana = " ana=" + quoteattr(" ".join(f"../bibliography.xml#kind-{k}" for k in req.kinds))
    return _HEADER.format(
        doc_lang=req.lang.split("-")[0], title=escape(title), wid=wid, source=req.source, ana=ana,
        description=escape(f"{title}: the text of {req.file.name}, imported."),
        normalization=_normalization(petr), file=escape(req.file.name),
        languages="\n".join(f'    <language ident="{x}">{_LANGUAGE_NAMES[x]}</language>' for x in langs),
        today=datetime.date.today().isoformat(), lang=req.lang, body=body, standoff=standoff)


def _check_request(req: ImportRequest, texts_dir: Path, sources: Mapping[str, object]) -> str:
    if req.lang not in LANGS:
        raise CorpusError(f"--lang must be one of {', '.join(LANGS)}, got {req.lang!r}")
    for name, value in (("--source", req.source), ("--witness-of", req.witness_of), ("--id", req.witness)):
        if value is not None and not _ID.match(value):
            raise CorpusError(f"{name} {value!r}: ids are lower-case letters, digits and hyphens, "
                              "starting with a letter")
    if req.source_type not in SOURCE_TYPES:
        raise CorpusError(f"--source-type must be one of {', '.join(SOURCE_TYPES)}, got {req.source_type!r}")
    bad = [k for k in req.kinds if k not in KINDS]
    if bad:
        raise CorpusError(f"--kind {bad[0]!r}: one of {', '.join(KINDS)}")
    if req.source not in sources and not req.title:
        raise CorpusError(f"--source {req.source!r} is not in the bibliography: give --title (and "
                          "--author, --date) to add it")
    if req.witness_of is not None and req.witness_of not in sources:
        raise CorpusError(f"--witness-of {req.witness_of!r} is not in the bibliography")
    wid = req.witness or f"{req.source}-{req.lang.split('-')[0]}"
    if (texts_dir / f"{wid}.xml").exists():
        raise CorpusError(f"witness {wid!r} exists already ({texts_dir / f'{wid}.xml'}); choose "
                          "another with --id")
    return wid


def _translation(req: ImportRequest, wid: str, body_xml: str, texts_dir: Path,
                 plan: ImportPlan) -> tuple[str, str | None]:
    """The alignment stand-off (or '') and the source the text translates."""
    if req.translation_of is None:
        return "", None
    known = {}
    for path in sorted(texts_dir.glob("*.xml")):
        for w in read_witness_file(path)[0]:
            known[w.id] = w
    original = known.get(req.translation_of)
    if original is None:
        raise CorpusError(f"--translation-of {req.translation_of!r}: no such witness "
                          f"(known: {', '.join(sorted(known))})")
    ours = re.findall(r'<s xml:id="([^"]+)"', body_xml)
    theirs = [s for s in original.segment_ids if s.split("-")[-1].startswith("s")]
    if len(ours) != len(theirs) or not ours:
        plan.notes.append(f"{len(ours)} sentences here, {len(theirs)} in {original.id}: "
                          "not linked sentence to sentence")
        return "", original.source
    links = "\n".join(f'   <link target="#{a} {original.file.name}#{b}"/>' for a, b in zip(ours, theirs))
    plan.links = len(ours)
    return (f' <standOff type="alignment">\n  <linkGrp type="translation">\n{links}\n'
            f"  </linkGrp>\n </standOff>\n"), original.source


def plan_import(req: ImportRequest, texts_dir: Path | None = None,
                bibliography: Path | None = None) -> ImportPlan:
    """Everything an import would write, checked; nothing is written (see ``write_plan``)."""
    import corpus

    texts_dir = texts_dir or corpus.texts_folder()
    bibliography = bibliography or corpus.bibliography_file()
    sources, _ = read_bibliography(bibliography)
    wid = _check_request(req, texts_dir, sources)
    text = read_text_file(req.file, req.encoding)
    plan = ImportPlan(wid)
    if req.lang == "ru" and _OLD_LETTERS.search(text):
        plan.notes.append("the text has pre-reform letters (ѣ, і, final ъ): was --lang ru-petr1708 meant?")
    body = _Body(wid, req.lang == "ru-petr1708")
    is_tei = text.lstrip().startswith("<")
    body_xml = tei_body(text, body, req.file) if is_tei else plain_body(text, body)
    if body.sentences + body.headings == 0 and not re.search(r'xml:id="', body_xml):
        raise CorpusError(f"{req.file}: no text to import")
    standoff, translated = _translation(req, wid, body_xml, texts_dir, plan)
    title = req.title or str(getattr(sources.get(req.source), "title", "")) or wid
    plan.files[texts_dir / f"{wid}.xml"] = _document(req, wid, title, body_xml, standoff)
    bib = bibliography.read_text(encoding="utf-8")
    if req.source not in sources:
        bib = add_source(bib, SourceEntry(req.source, req.title or wid, req.authors, req.date,
                                          req.lang, req.source_type))
    if req.witness_of:
        bib = add_relation(bib, "witnessOf", req.source, req.witness_of)
    if translated and translated != req.source:
        bib = add_relation(bib, "translationOf", req.source, translated)
    if bib != bibliography.read_text(encoding="utf-8"):
        plan.files[bibliography] = bib
    plan.orig_reg = body.orig_reg
    segments = _validate(plan, texts_dir, bibliography)
    plan.segments = len(segments)
    plan.headings = sum(1 for s in segments if s.tag == "head")
    return plan


def _validate(plan: ImportPlan, texts_dir: Path, bibliography: Path) -> list[Segment]:
    """Check the planned files in a scratch copy of the corpus layout (schemas, pointers, NFC);
    the new witness's segments."""
    import corpus
    from corpus.validate import default_tei_all, validate

    with tempfile.TemporaryDirectory(prefix="variorum-import-") as tmp:
        root = Path(tmp)
        (root / "texts").mkdir()
        bib = root / bibliography.name
        bib.write_text(plan.files.get(bibliography) or bibliography.read_text(encoding="utf-8"),
                       encoding="utf-8")
        vocab = bibliography.parent / "vocabulary.xml"
        if vocab.is_file():
            (root / vocab.name).write_bytes(vocab.read_bytes())
        checked = [bib]
        for path, text in plan.files.items():
            if path.parent == texts_dir:
                (root / "texts" / path.name).write_text(text, encoding="utf-8")
                checked.append(root / "texts" / path.name)
        for other in texts_dir.glob("*.xml"):  # pointers into the other witnesses
            if not (root / "texts" / other.name).exists():
                (root / "texts" / other.name).write_bytes(other.read_bytes())
        problems = validate(checked, corpus.SCHEMA, default_tei_all())
        if problems:
            first = str(problems[0]).replace(str(root / "texts") + "/", "").replace(str(root) + "/", "")
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise CorpusError(f"{plan.witness}: the imported file would not be valid: {first}{more}")
        try:
            return read_witness_file(root / "texts" / f"{plan.witness}.xml")[1]
        except CorpusError as exc:
            raise CorpusError(f"{plan.witness}: {exc}") from None


def write_plan(plan: ImportPlan) -> list[Path]:
    """Write the planned files, each atomically and holding the corpus folder's write lock
    (``rules.files``)."""
    from rules.files import atomic_write, writing

    for path, text in plan.files.items():
        with writing(path):
            atomic_write(path, text.encode("utf-8"))
    return list(plan.files)
