"""Generate ``corpus/vocabulary.xml``: the claim vocabulary as a TEI ``<taxonomy>``.

Every slot of ``rules/vocabulary.toml`` becomes a ``<category xml:id="slot-<slot id>">`` with an
English and a Russian ``<catDesc>``; claims point at these categories from ``span/@ana``
(``../vocabulary.xml#slot-deck.packs``).  Game-wide slots are grouped as executable or
descriptive; pile-group properties under their role (``slot-reserve.size``).  A second taxonomy
lists the games and their pile groups.

Regenerate after editing the vocabulary::

    python -m corpus.taxonomy          # writes corpus/vocabulary.xml
    python -m corpus.taxonomy --check  # exit status 1 if the file is out of date

>>> xml = taxonomy_xml()
>>> 'xml:id="slot-deck.packs"' in xml and 'xml:id="slot-reserve.size"' in xml
True
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from rules.vocabulary import SlotDef, Vocabulary, load_vocabulary

__all__ = ["VOCABULARY_XML", "taxonomy_xml", "write_taxonomy", "main"]

VOCABULARY_XML = Path(__file__).resolve().parent / "vocabulary.xml"

_TYPE_WORDS = {
    "int": ("integer", "целое число"),
    "number": ("number", "число"),
    "bool": ("yes or no", "да или нет"),
    "text": ("text", "текст"),
    "texts": ("list of texts", "список текстов"),
    "enum": ("one of", "одно из"),
    "enum-list": ("list of", "список из"),
    "count": ("count or 'unlimited'", "число или «без ограничения»"),
    "card-set": ("card patterns", "шаблоны карт"),
    "rank-sequences": ("rank sequences", "последовательности достоинств"),
    "groups": ("pile groups", "группы стопок"),
    "shape": ("rows x columns or a named shape", "ряды × столбцы или названная форма"),
    "source": ("bibliography id", "id в библиографии"),
    "source-pair": ("two bibliography ids: who, whom", "два id в библиографии: кто, кому"),
    "odds": ("odds", "шансы"),
    "pairs": ("pair moves", "ходы парами"),
}
_KIND_WORDS = {
    "executable": ("executable", "исполняемый"),
    "descriptive": ("descriptive", "описательный"),
}


def _cat_desc(lang: str, term: str, rest: str, pad: str) -> str:
    body = f"<term>{escape(term)}</term>"
    if rest:
        body += escape(rest)
    return f'{pad}<catDesc xml:lang="{lang}">{body}</catDesc>\n'


def _type_phrase(sd: SlotDef, lang: str) -> str:
    i = 0 if lang == "en" else 1
    word = _TYPE_WORDS[sd.type][i]
    if sd.values:
        word += " " + ", ".join(v.id for v in sd.values)
    elif sd.specials:
        word += (" or " if lang == "en" else " или ") + ", ".join(sd.specials)
    elif sd.shapes:
        word += ": " + ", ".join(sd.shapes)
    kind = _KIND_WORDS[sd.kind][i]
    return f" ({kind}; {word})"


def _slot_category(sd: SlotDef, pad: str) -> str:
    out = f"{pad}<category xml:id={quoteattr(sd.category)}>\n"
    doc = f" {sd.doc.replace('`', '')}" if sd.doc else ""
    out += _cat_desc("en", sd.en, _type_phrase(sd, "en") + (":" + doc if doc else ""), pad + " ")
    out += _cat_desc("ru", sd.ru, _type_phrase(sd, "ru"), pad + " ")
    return out + f"{pad}</category>\n"


def _group_category(xml_id: str, en: str, ru: str, en_rest: str, ru_rest: str, pad: str, inner: str) -> str:
    out = f"{pad}<category xml:id={quoteattr(xml_id)}>\n"
    out += _cat_desc("en", en, en_rest, pad + " ")
    out += _cat_desc("ru", ru, ru_rest, pad + " ")
    return out + inner + f"{pad}</category>\n"


def _slots_taxonomy(v: Vocabulary) -> str:
    pad = "    "
    game_wide = [sd for sd in v.slots.values() if sd.role is None]
    parts = []
    for kind, en, ru in (
        ("executable", "Executable game-wide slots", "Исполняемые слоты всей игры"),
        ("descriptive", "Descriptive slots (compared and shown, never executed)",
         "Описательные слоты (сравниваются и показываются, но не исполняются)"),
    ):
        inner = "".join(_slot_category(sd, pad + "  ") for sd in game_wide if sd.kind == kind)
        parts.append(_group_category(f"slots-{kind}", en, ru, "", "", pad + " ", inner))
    for role in v.roles.values():
        props = [sd for sd in v.slots.values() if sd.role == role.id]
        if not props:
            continue
        inner = "".join(_slot_category(sd, pad + "  ") for sd in props)
        parts.append(_group_category(
            f"slots-{role.id}", f"Properties of a {role.en} group", f"Свойства группы: {role.ru}",
            f": {role.doc}" if role.doc else "", "", pad + " ", inner))
    return (
        f'{pad}<taxonomy xml:id="slots">\n'
        f"{pad} <desc>The claim vocabulary, version {v.version}: every slot a claim can fill. A "
        "pile-group slot is written &lt;group&gt;.&lt;property&gt; in a claim; its category here "
        "is that of the group's role.</desc>\n" + "".join(parts) + f"{pad}</taxonomy>\n"
    )


def _games_taxonomy(v: Vocabulary) -> str:
    pad = "    "
    parts = []
    for g in v.games.values():
        inner = "".join(
            _group_category(f"group-{g.id}-{grp.id}", grp.en, grp.ru, f" ({grp.role})",
                            f" ({v.roles[grp.role].ru})", pad + "  ", "")
            for grp in g.groups
        )
        parts.append(_group_category(f"game-{g.id}", g.en, g.ru, "", "", pad + " ", inner))
    return (
        f'{pad}<taxonomy xml:id="games">\n'
        f"{pad} <desc>The games claims are about (the game feature of a claim), each with its "
        "pile groups and their roles.</desc>\n" + "".join(parts) + f"{pad}</taxonomy>\n"
    )


def taxonomy_xml(vocab: Vocabulary | None = None) -> str:
    """The whole of corpus/vocabulary.xml as text."""
    v = vocab or load_vocabulary()
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<!-- Generated from rules/vocabulary.toml by `python -m corpus.taxonomy`: do not edit. -->\n"
        '<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="en">\n'
        " <teiHeader>\n"
        "  <fileDesc>\n"
        "   <titleStmt>\n"
        "    <title>Patience Variorum: the claim vocabulary</title>\n"
        '    <respStmt xml:id="vocabulary-curator"><resp>compiled by</resp><name>Patience Variorum</name></respStmt>\n'
        "   </titleStmt>\n"
        "   <publicationStmt><p>Patience Variorum corpus.</p></publicationStmt>\n"
        "   <sourceDesc><p>Generated from rules/vocabulary.toml, the data form of the project's "
        "claim vocabulary.</p></sourceDesc>\n"
        "  </fileDesc>\n"
        "  <encodingDesc>\n"
        "   <classDecl>\n" + _slots_taxonomy(v) + _games_taxonomy(v) + "   </classDecl>\n"
        "  </encodingDesc>\n"
        "  <profileDesc><langUsage><language ident=\"en\">English</language>"
        "<language ident=\"ru\">Russian</language></langUsage></profileDesc>\n"
        " </teiHeader>\n"
        " <text>\n"
        "  <body>\n"
        "   <p>This file holds no text: its header's taxonomies are the targets of the claims' "
        "slot pointers (span/@ana) in the witness files.</p>\n"
        "  </body>\n"
        " </text>\n"
        "</TEI>\n"
    )


def write_taxonomy(path: Path | str = VOCABULARY_XML, vocab: Vocabulary | None = None) -> bool:
    """Write the taxonomy file atomically; True if its content changed."""
    path = Path(path)
    data = taxonomy_xml(vocab).encode("utf-8")
    if path.is_file() and path.read_bytes() == data:
        return False
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m corpus.taxonomy", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only check that the file is up to date")
    parser.add_argument("--out", type=Path, default=VOCABULARY_XML)
    args = parser.parse_args(argv)
    if args.check:
        current = args.out.read_bytes() if args.out.is_file() else b""
        if current != taxonomy_xml().encode("utf-8"):
            print(f"{args.out} is out of date: run python -m corpus.taxonomy", file=sys.stderr)
            return 1
        return 0
    changed = write_taxonomy(args.out)
    print(f"{args.out}: {'written' if changed else 'up to date'}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
