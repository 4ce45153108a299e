"""TEI output of the comparer: a collation as a ``<listApp>`` apparatus, the variant graph as a
``<listRelation>``, each in a small TEI document valid under the project schema
(``corpus/schema/patience-tei.rng``) and so under tei_all.

The witnesses of the apparatus are the variants (rulesets under their readings), listed in the
header's ``<listWit>``; each ``<witness>`` points with ``@source`` at its source in the project
bibliography (``corpus/bibliography.xml``), named in a ``<listBibl>`` beside it, so every
``#pointer`` resolves inside the document.  One ``<app>`` per slot (``@n`` the slot id,
``@type`` executable or descriptive, ``@ana`` ``#varies`` when the variants disagree); one
``<rdg>`` per distinct value with ``@wit`` listing the variants that give it (silent variants
share an empty ``<rdg type="silent">``); one ``<witDetail>`` per variant with the cell's kind,
status and the quoted evidence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from lxml import etree

from comparer.collate import Collation
from comparer.variants import Variant, sources

#: The project schema's xml:id pattern.
_ID = re.compile(r"[a-z][a-z0-9.\-]*")

__all__ = ["apparatus_document", "relations_document", "to_string", "validate"]

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
_T = f"{{{TEI_NS}}}"
XML_ID = f"{{{XML_NS}}}id"
XML_LANG = f"{{{XML_NS}}}lang"


def _el(parent: etree._Element | None, tag: str, text: str | None = None, **attrs: str) -> etree._Element:
    attrs = {XML_ID if k == "xml_id" else XML_LANG if k == "xml_lang" else k: v
             for k, v in attrs.items() if v}
    el = etree.Element(_T + tag, attrs, nsmap={None: TEI_NS}) if parent is None \
        else etree.SubElement(parent, _T + tag, attrs)
    if text:
        el.text = text
    return el


def source_id(source: str) -> str:
    return "src-" + source


def _document(title: str, lang: str, variants: Iterable[Variant], extra_sources: Iterable[str] = (),
              note: str = "") -> tuple[etree._Element, etree._Element]:
    """A TEI document with the header listing ``variants`` as witnesses and their sources;
    returns (root, standOff)."""
    root = _el(None, "TEI", xml_lang=lang)
    header = _el(root, "teiHeader")
    fd = _el(header, "fileDesc")
    _el(_el(fd, "titleStmt"), "title", title)
    _el(_el(fd, "publicationStmt"), "p", "Written by Patience Variorum (variorum) from the project's "
                                          "rulesets and corpus.")
    sd = _el(fd, "sourceDesc")
    variants = list(variants)
    wanted = list(dict.fromkeys([*(v.source for v in variants), *extra_sources]))
    bib = sources()
    lb = _el(sd, "listBibl")
    for sid in wanted:
        src = bib.get(sid)
        title_text = src.title if src is not None else sid
        b = _el(lb, "bibl", xml_id=source_id(sid), corresp=f"../corpus/bibliography.xml#{sid}")
        if src is not None:
            for a in src.authors:
                _el(b, "author", a)
        _el(b, "title", title_text)
        if src is not None and src.year:
            _el(b, "date", str(src.year), when=f"{src.year:04d}")
    if variants:
        lw = _el(sd, "listWit")
        for v in variants:
            _el(lw, "witness", str(v), xml_id=v.xml_id, source="#" + source_id(v.source))
    text = _el(root, "text")
    body = _el(text, "body")
    _el(body, "p", note or title)
    return root, _el(root, "standOff")


def apparatus_document(col: Collation, lang: str = "en") -> etree._Element:
    """The collation as a TEI document with one ``<listApp>``."""
    games = ", ".join(dict.fromkeys(v.game for v in col.variants))
    cited = [c.source for r in col.rows for c in r.cells if c.source]
    root, stand = _document(f"Collation of {games}", lang, col.variants, cited,
                            note=f"Apparatus of the rules of {games}: one entry per slot, one "
                                 "reading per value.")
    stand.set("type", "apparatus")
    list_app = _el(stand, "listApp", type="slots")
    for row in col.rows:
        app = _el(list_app, "app", type=row.kind, n=row.slot, ana="#varies" if row.varies else "")
        groups: dict[Any, list[Any]] = {}
        silent = []
        for cell in row.cells:
            if cell.kind == "silent":
                silent.append(cell)
            else:
                groups.setdefault((repr(cell.value), repr(cell.options)), []).append(cell)
        for cells in groups.values():
            wit = " ".join("#" + Variant.parse(c.variant).xml_id for c in cells)
            _el(app, "rdg", cells[0].words.get(lang, ""), wit=wit)
        if silent:
            _el(app, "rdg", wit=" ".join("#" + Variant.parse(c.variant).xml_id for c in silent),
                type="silent")
        for cell in row.cells:
            detail = cell.quote or cell.note.get(lang, "")
            _el(app, "witDetail", detail, wit="#" + Variant.parse(cell.variant).xml_id,
                type=cell.kind, xml_lang=cell.quote_lang if cell.quote else "", ana=f"#status-{cell.status}" if cell.status else "",
                source="#" + source_id(cell.source) if cell.source else "")
    _status_taxonomy(root)
    return root


def _taxonomy(root: etree._Element, xml_id: str) -> etree._Element:
    """A new ``<taxonomy>`` in the header's ``encodingDesc/classDecl`` (after ``fileDesc``)."""
    enc = etree.Element(_T + "encodingDesc")
    root[0].insert(1, enc)
    return _el(_el(enc, "classDecl"), "taxonomy", xml_id=xml_id)


def _status_taxonomy(root: etree._Element) -> None:
    """The claim statuses and ``varies`` as categories, so that ``@ana`` pointers resolve."""
    tax = _taxonomy(root, "comparer-categories")
    for cid, desc in (("varies", "the variants disagree on this slot"),
                      ("status-stated", "the source states the value"),
                      ("status-reported", "a witness reports the source's value"),
                      ("status-inferred", "inferred from other claims"),
                      ("status-editorial", "chosen by the editors")):
        cat = _el(tax, "category", xml_id=cid)
        _el(cat, "catDesc", desc)


def relations_document(graph: Any, lang: str = "en") -> etree._Element:
    """The variant graph's relations as a TEI ``<listRelation>`` per kind (documented,
    editorial borrowings, computed, inferred lineage); nodes are the header's witnesses (rulesets) and bibliography
    entries (sources), the corpus witnesses and games as categories."""
    variants = [Variant(d["ruleset"], tuple(d.get("readings", "").split("+")) if d.get("readings") else ())
                for _, d in graph.nodes(data=True) if d.get("kind") == "ruleset"]
    srcs = [d["source"] for _, d in graph.nodes(data=True) if d.get("kind") == "source"]
    root, stand = _document("Variant graph of the rulesets", lang, variants, srcs,
                            note="Documented, editorial, computed and inferred relations between games, "
                                 "rulesets, sources and witnesses.")
    stand.set("type", "relations")
    tax = _taxonomy(root, "graph-nodes")
    ids: dict[str, str] = {}
    for node, d in graph.nodes(data=True):
        kind = d.get("kind")
        if kind == "ruleset":
            ids[node] = "#" + Variant(d["ruleset"], tuple(d["readings"].split("+")) if d.get("readings") else ()).xml_id
        elif kind == "source":
            ids[node] = "#" + source_id(d["source"])
        else:
            xid = f"{kind}-{d.get('id', node.split(':', 1)[-1])}".replace("/", ".")
            if not _ID.fullmatch(xid):
                xid = f"{kind}-{len(ids) + 1}"
            cat = _el(tax, "category", xml_id=xid)
            _el(cat, "catDesc", d.get("name_en") or d.get("id", node), xml_lang="en")
            if d.get("name_ru"):
                _el(cat, "catDesc", d["name_ru"], xml_lang="ru")
            ids[node] = "#" + xid
    by_kind: dict[str, list[tuple[str, str, dict[str, Any]]]] = {}
    for u, v, d in graph.edges(data=True):
        by_kind.setdefault(d.get("group", "documented"), []).append((u, v, d))
    for group in ("documented", "editorial", "computed", "inferred"):
        edges = by_kind.get(group, [])
        if not edges:
            continue
        lr = _el(stand, "listRelation", type=group)
        for u, v, d in edges:
            rel = _el(lr, "relation", name=_nmtoken(d["relation"]), active=ids[u], passive=ids[v],
                      cert=str(d["cert"]) if d.get("cert") in ("high", "medium", "low") else "",
                      type=_nmtoken(d["status"]) if d.get("status") else "")
            desc = _edge_desc(d)
            if desc:
                _el(rel, "desc", desc)
    return root


def _nmtoken(text: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-._" else "-" for ch in str(text))


def _edge_desc(d: dict[str, Any]) -> str:
    parts = []
    for key in ("claim", "distance", "outcome_distance", "note"):
        if d.get(key) not in (None, ""):
            parts.append(f"{key}: {d[key]}")
    return "; ".join(parts)


def to_string(root: etree._Element) -> str:
    etree.indent(root, space=" ")
    return etree.tostring(root, encoding="unicode", xml_declaration=False) + "\n"


def validate(root: etree._Element) -> list[str]:
    """Problems under the project schema (empty: valid)."""
    import corpus
    from corpus.validate import load_schema

    schema = load_schema(corpus.SCHEMA)
    doc = etree.fromstring(to_string(root).encode()).getroottree()
    if schema.validate(doc):
        return []
    return [f"{e.line}: {e.message}" for e in schema.error_log]
