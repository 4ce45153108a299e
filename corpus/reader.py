"""Read the TEI corpus: witnesses, segments (orig and reg text), translation links, bibliography.

The orig form of an element takes, in every ``<choice>``, the ``sic``/``orig``/``abbr`` branch;
the reg form takes ``corr``/``reg``/``expan`` (docs/ENCODING.md).  ``<desc>`` and editorial
notes belong to neither.

>>> from lxml import etree
>>> el = etree.fromstring('<s xmlns="http://www.tei-c.org/ns/1.0">восемь <choice><orig>'
...     '<choice><sic>черныхъ</sic><corr>черныхъ</corr></choice></orig><reg>черных</reg>'
...     '</choice> тузовъ</s>')
>>> element_text(el, "orig"), element_text(el, "reg")
('восемь черныхъ тузовъ', 'восемь черных тузовъ')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from lxml import etree

from corpus.model import (
    Choice,
    DateStatement,
    Form,
    Relation,
    Segment,
    Source,
    TranslationLink,
    Witness,
)
from rules.errors import CorpusError, FileAccessError

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
NS = {"tei": TEI_NS}
XML_ID = f"{{{XML_NS}}}id"
XML_LANG = f"{{{XML_NS}}}lang"

#: Elements that are segments when they carry an xml:id and hold no other segment.
SEGMENT_TAGS = frozenset({"s", "head", "ab", "item", "note", "p", "bibl", "label"})
#: In a choice, which child each form reads.
CHOICE_BRANCH: dict[str, frozenset[str]] = {
    "orig": frozenset({"sic", "orig", "abbr"}),
    "reg": frozenset({"corr", "reg", "expan"}),
}
#: Elements whose text belongs to no reading of the source.
SILENT = frozenset({"desc"})

_SPACE = re.compile(r"\s+")


def local(el: etree._Element) -> str:
    """The local name of an element (no namespace); '' for comments and PIs."""
    tag = el.tag
    if not isinstance(tag, str):
        return ""
    return tag.rsplit("}", 1)[-1]


def parse_file(path: Path) -> etree._ElementTree:
    """Parse an XML file, raising CorpusError with file and line on a syntax error."""
    try:
        return etree.parse(str(path))
    except etree.XMLSyntaxError as exc:
        line = exc.lineno or 0
        raise CorpusError(f"{path}:{line}: {exc.msg}") from exc
    except OSError as exc:
        raise FileAccessError(f"{path}: cannot read: {exc.strerror or exc}") from exc


def _iter_text(el: etree._Element, form: Form) -> Iterator[str]:
    name = local(el)
    if name in SILENT or (name == "note" and el.get("type") == "editorial"):
        return
    if name == "choice":
        wanted = CHOICE_BRANCH[form]
        for child in el:
            if local(child) in wanted:
                yield from _iter_text(child, form)
                break
        return
    if name and el.text:
        yield el.text
    for child in el:
        yield from _iter_text(child, form)
        if child.tail:
            yield child.tail


def element_text(el: etree._Element, form: Form = "orig") -> str:
    """The text of ``el`` in the given form, whitespace collapsed, NFC."""
    text = "".join(_iter_text(el, form))
    return unicodedata.normalize("NFC", _SPACE.sub(" ", text).strip())


def read_choices(path: Path) -> dict[str, Choice]:
    """Every ``<choice>`` of a TEI file that has an ``xml:id``, by id.

    >>> from corpus import TEXTS_DIR
    >>> read_choices(TEXTS_DIR / "british-constitution-wp-ru.xml")["bc-rules-s2-mt2"]
    Choice(id='bc-rules-s2-mt2', orig='костюму', reg='масти', kind='mt')
    """
    out: dict[str, Choice] = {}
    for el in parse_file(path).iter(f"{{{TEI_NS}}}choice"):
        cid = el.get(XML_ID)
        if cid is None:
            continue
        corr = el.find(f"{{{TEI_NS}}}corr")
        kind = corr.get("type", "") if corr is not None else ""
        out[cid] = Choice(cid, element_text(el, "orig"), element_text(el, "reg"), kind)
    return out


def effective_lang(el: etree._Element) -> str:
    """The xml:lang in force on ``el`` (inherited from ancestors), '' if none."""
    cur: etree._Element | None = el
    while cur is not None:
        lang = cur.get(XML_LANG)
        if lang:
            return lang
        cur = cur.getparent()
    return ""


def _is_segment(el: etree._Element) -> bool:
    if local(el) not in SEGMENT_TAGS or el.get(XML_ID) is None:
        return False
    for desc in el.iterdescendants():
        if local(desc) in SEGMENT_TAGS and desc.get(XML_ID) is not None:
            return False
    return True


def split_pointers(value: str | None) -> list[str]:
    """Pointers in an attribute (space separated)."""
    return value.split() if value else []


def pointer_id(pointer: str) -> str:
    """The id part of ``#id`` or ``file.xml#id``."""
    return pointer.split("#", 1)[1] if "#" in pointer else pointer


def _section_of(el: etree._Element) -> str | None:
    for anc in el.iterancestors():
        if local(anc) == "div" and anc.get(XML_ID):
            return anc.get(XML_ID)
    return None


def _witness_for(el: etree._Element, witnesses: list[Witness], lang: str) -> str:
    """Which witness of a file a segment belongs to.

    A ``@corresp``/``@decls`` on an enclosing element naming a witness wins; otherwise the
    witness whose language equals the segment's; otherwise the file's only witness.
    """
    ids = {w.id for w in witnesses}
    cur: etree._Element | None = el
    while cur is not None:
        for attr in ("decls", "corresp"):
            for ptr in split_pointers(cur.get(attr)):
                if pointer_id(ptr) in ids and local(cur) != "s":
                    return pointer_id(ptr)
        cur = cur.getparent()
    if len(witnesses) == 1:
        return witnesses[0].id
    base = lang.split("-")[0]
    matches = [w for w in witnesses if w.lang.split("-")[0] == base]
    if len(matches) == 1:
        return matches[0].id
    raise CorpusError(
        f"{el.getroottree().docinfo.URL}:{el.sourceline}: segment {el.get(XML_ID)!r} "
        f"(xml:lang {lang!r}) matches no single witness of {sorted(ids)}"
    )


def read_witness_file(path: Path) -> tuple[list[Witness], list[Segment], list[TranslationLink]]:
    """Read one TEI witness file."""
    tree = parse_file(path)
    root = tree.getroot()
    text_el = root.find("tei:text", NS)
    if text_el is None:
        raise CorpusError(f"{path}: no <text> element")
    raw_witnesses = root.findall("tei:teiHeader/tei:fileDesc/tei:sourceDesc/tei:listWit/tei:witness", NS)
    if not raw_witnesses:
        raise CorpusError(f"{path}: no <witness> in sourceDesc/listWit")
    doc_lang = text_el.get(XML_LANG) or root.get(XML_LANG) or ""
    witnesses: list[Witness] = []
    for w in raw_witnesses:
        wid = w.get(XML_ID)
        if not wid:
            raise CorpusError(f"{path}:{w.sourceline}: <witness> without xml:id")
        lang = w.get(XML_LANG) or _lang_from_id(wid) or doc_lang
        witnesses.append(
            Witness(
                id=wid,
                source=pointer_id(w.get("source", "")),
                lang=lang,
                kinds=tuple(pointer_id(p).removeprefix("kind-") for p in split_pointers(w.get("ana"))),
                description=element_text(w),
                file=path,
                document=path.stem,
            )
        )
    segments: list[Segment] = []
    for el in text_el.iter():
        if not _is_segment(el):
            continue
        lang = effective_lang(el)
        segments.append(
            Segment(
                id=el.get(XML_ID),
                witness=_witness_for(el, witnesses, lang),
                lang=lang,
                tag=local(el),
                orig=element_text(el, "orig"),
                reg=element_text(el, "reg"),
                section=_section_of(el),
                file=path.name,
                line=el.sourceline,
            )
        )
    links = [
        TranslationLink(tuple(pointer_id(p) for p in split_pointers(link.get("target"))))
        for grp in root.iterfind(".//tei:linkGrp", NS)
        if grp.get("type") == "translation"
        for link in grp.iterfind("tei:link", NS)
    ]
    counts = markup_counts(text_el, lambda el: _witness_for(el, witnesses, effective_lang(el)))
    counted = [
        replace(w, segment_ids=ids, counts={"segments": len(ids), **counts.get(w.id, _zero_counts())})
        for w in witnesses
        for ids in [tuple(s.id for s in segments if s.witness == w.id)]
    ]
    return counted, segments, links


def _lang_from_id(wid: str) -> str:
    for code in ("ru", "en"):
        if wid.endswith(f"-{code}") or f"-{code}-" in wid:
            return code
    return ""


def _zero_counts() -> dict[str, int]:
    return {"orig/reg": 0, "sic/corr": 0, "gap": 0}


def markup_counts(text_el: etree._Element, owner: Callable[[etree._Element], str]) -> dict[str, dict[str, int]]:
    """How many orig/reg and sic/corr pairs and gaps each witness (``owner(el)``) holds."""
    counts: dict[str, dict[str, int]] = {}
    for el in text_el.iter():
        name = local(el)
        keys: list[str] = []
        if name == "choice":
            kids = {local(c) for c in el}
            keys = [k for k, pair in (("orig/reg", {"orig", "reg"}), ("sic/corr", {"sic", "corr"})) if pair <= kids]
        elif name == "gap":
            keys = ["gap"]
        if keys:
            mine = counts.setdefault(owner(el), _zero_counts())
            for k in keys:
                mine[k] += 1
    return counts


# --- bibliography -----------------------------------------------------------------------


def _texts(el: etree._Element, path: str) -> tuple[str, ...]:
    return tuple(element_text(x) for x in el.iterfind(path, NS))


def _first(el: etree._Element, path: str) -> str | None:
    x = el.find(path, NS)
    return element_text(x) if x is not None else None


def read_source(b: etree._Element) -> Source:
    dates = tuple(
        DateStatement(
            text=element_text(d) or d.get("when") or "",
            when=d.get("when"),
            not_before=d.get("notBefore"),
            not_after=d.get("notAfter"),
            type=d.get("type"),
            given_by=tuple(pointer_id(p) for p in split_pointers(d.get("source"))),
        )
        for d in b.iterfind("tei:date", NS)
    )
    lang_el = b.find("tei:textLang", NS)
    ptr = b.find("tei:ptr", NS)
    return Source(
        id=b.get(XML_ID),
        type=b.get("type", ""),
        title=" / ".join(_texts(b, "tei:title")),
        authors=_texts(b, "tei:author"),
        editors=_texts(b, "tei:editor"),
        edition=_first(b, "tei:edition"),
        publisher=_first(b, "tei:publisher"),
        place=_first(b, "tei:pubPlace"),
        dates=dates,
        lang=lang_el.get("mainLang") if lang_el is not None else None,
        idnos=tuple((i.get("type", ""), element_text(i)) for i in b.iterfind("tei:idno", NS)),
        url=ptr.get("target") if ptr is not None else None,
        note=" ".join(_texts(b, "tei:note")),
    )


def read_bibliography(path: Path) -> tuple[dict[str, Source], list[Relation]]:
    root = parse_file(path).getroot()
    sources = {}
    for b in root.iterfind(".//tei:listBibl/tei:bibl", NS):
        src = read_source(b)
        if not src.id:
            raise CorpusError(f"{path}:{b.sourceline}: <bibl> without xml:id")
        sources[src.id] = src
    relations = [
        Relation(
            name=r.get("name", ""),
            active=pointer_id(r.get("active", "")),
            passive=pointer_id(r.get("passive", "")),
            type=r.get("type"),
            cert=r.get("cert"),
            resp=pointer_id(r.get("resp")) if r.get("resp") else None,
            desc=" ".join(_texts(r, "tei:desc")),
        )
        for r in root.iterfind(".//tei:listRelation/tei:relation", NS)
    ]
    return sources, relations
