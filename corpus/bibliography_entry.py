"""New entries in ``corpus/bibliography.xml``: a ``<bibl>`` for a source the corpus did not
know, and the ``<relation>``s that tie it to known ones (``variorum corpus import``).

The file is edited as text, so everything else in it stays byte for byte as it was; the caller
validates the result and writes it atomically.

>>> e = SourceEntry("my-notes", "Аудиенция королевы, пересказ", ("A. Reader",), "2026", "ru")
>>> print(bibl_text(e, "        "))
        <bibl xml:id="my-notes" type="book">
          <author>A. Reader</author>
          <title xml:lang="ru">Аудиенция королевы, пересказ</title>
          <date when="2026"/>
          <textLang mainLang="ru"/>
        </bibl>
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.sax.saxutils import escape, quoteattr

from rules.errors import CorpusError

__all__ = ["SourceEntry", "bibl_text", "add_source", "add_relation", "SOURCE_TYPES"]

#: Kinds of source a new entry may be (``bibl/@type``), and the list that holds each kind.
SOURCE_TYPES: dict[str, str] = {"book": "books", "article": "books", "manuscript": "books",
                                "wiki": "web", "web": "web", "software": "software"}
_ISO_DATE = re.compile(r"^\d{4}(-\d{2}(-\d{2})?)?$")
_CYRILLIC = re.compile(r"[А-Яа-яЁёѢѣІіѲѳѴѵ]")


@dataclass(frozen=True)
class SourceEntry:
    """What a new bibliography entry says: id, title, authors, date (as given), language."""

    id: str
    title: str
    authors: tuple[str, ...] = ()
    date: str | None = None
    lang: str | None = None
    type: str = "book"
    note: str = ""


def _lang_attr(text: str) -> str:
    return ' xml:lang="ru"' if _CYRILLIC.search(text) else ""


def bibl_text(e: SourceEntry, indent: str) -> str:
    """The ``<bibl>`` element as the file lays entries out (two spaces a level)."""
    inner = indent + "  "
    lines = [f'{indent}<bibl xml:id="{e.id}" type="{e.type}">']
    lines += [f"{inner}<author{_lang_attr(a)}>{escape(a)}</author>" for a in e.authors]
    lines.append(f"{inner}<title{_lang_attr(e.title)}>{escape(e.title)}</title>")
    if e.date:
        if _ISO_DATE.match(e.date):
            lines.append(f'{inner}<date when="{e.date}"/>')
        else:
            lines.append(f"{inner}<date>{escape(e.date)}</date>")
    if e.lang:
        lines.append(f'{inner}<textLang mainLang="{e.lang}"/>')
    if e.note:
        lines.append(f"{inner}<note>{escape(e.note)}</note>")
    lines.append(f"{indent}</bibl>")
    return "\n".join(lines)


def add_source(text: str, entry: SourceEntry) -> str:
    """The bibliography text with ``entry`` appended to the list of its kind (the last list
    when the file has none of that kind)."""
    if f'xml:id="{entry.id}"' in text:
        raise CorpusError(f"bibliography: the id {entry.id!r} is already used")
    wanted = SOURCE_TYPES.get(entry.type, "books")
    lists = list(re.finditer(r'<listBibl\b[^>]*>', text))
    if not lists:
        raise CorpusError("bibliography: no <listBibl> to add the source to")
    chosen = next((m for m in lists if f'type="{wanted}"' in m.group(0)), lists[-1])
    close = text.index("</listBibl>", chosen.end())
    line_start = text.rindex("\n", 0, close) + 1
    indent = text[line_start:close]
    return text[:line_start] + bibl_text(entry, indent + "  ") + "\n" + text[line_start:]


def add_relation(text: str, name: str, active: str, passive: str) -> str:
    """The bibliography text with ``<relation name=… active=#… passive=#…/>`` added to its
    list of relations (unchanged when that relation is already there)."""
    rel = f'<relation name={quoteattr(name)} active="#{active}" passive="#{passive}"/>'
    if rel in text:
        return text
    at = text.find("</listRelation>")
    if at < 0:
        raise CorpusError("bibliography: no <listRelation> to add the relation to")
    line_start = text.rindex("\n", 0, at) + 1
    indent = text[line_start:at]
    return text[:line_start] + f"{indent}  {rel}\n" + text[line_start:]
