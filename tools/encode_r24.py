#!/usr/bin/env python3
"""Encode seed 003 (page 7 of «Двадцать четыре основные пасьянса с двадцатью таблицами») as TEI.

Usage: python3 tools/encode_r24.py SEED [-o corpus/texts/ru-24-patiences-p7.xml]

The structure of the page (which line is a rule, a heading, a caption, a paragraph) is the
table ``LAYOUT`` below, checked line by line against the seed.  Old spellings get
``<orig>/<reg>`` from ``corpus.regularize`` (the one home of that markup); OCR errors get ``<sic>/<corr>`` from
``OCR_WORDS`` and the ђ-for-ѣ rule.  The curated claims of the page (``tools/r24_claims.toml``)
are written into a ``<standOff type="claims">`` by ``corpus.claims.write_claims``; the OCR
choices they read through get the ids they name (``<segment>-ocr<k>``).  The committed XML is
the artifact; this script must re-create it byte for byte (tests/test_r24_encoding.py checks
the text and its claims).
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from corpus.normalize import fix_confusables, normalize_pair  # noqa: E402
from corpus.regularize import pair_choice, word_choice  # noqa: E402
from corpus.sentences import split_sentences  # noqa: E402

DEFAULT_OUT = REPO / "corpus" / "texts" / "ru-24-patiences-p7.xml"
CLAIMS_FILE = Path(__file__).resolve().parent / "r24_claims.toml"
WITNESS = "ru-24-patiences-p7"
RESP = "#r24-curator"

#: Words misread by the OCR (as printed in the seed) → (corrected old form, certainty).
#: Every other word with ђ (U+0452) is corrected by putting ѣ for ђ, with high certainty.
OCR_WORDS: dict[str, tuple[str, str]] = {
    "треФъ": ("трефъ", "high"),
    "Флота": ("флота", "medium"),
    "окоиахъ": ("окопахъ", "high"),
    "нзъ": ("изъ", "high"),
    "картамй": ("картами", "high"),
    "встрђтатся": ("встрѣтятся", "medium"),
    "ђще": ("еще", "medium"),
}

#: Old forms whose modern spelling the word rules cannot give (explained in the header).
EXCEPTIONS: dict[str, str] = {
    "тотчасъ-же": "тотчас же",
    "то-есть": "то есть",
}

# Line kinds: fw, head, caption, rule (numbered), cont (unnumbered rule paragraph), play.
# Each entry: (kind, game, start of the line in the seed).
LAYOUT: list[tuple[str, str, str]] = [
    ("fw", "", "Двадцать четыре основные пасьянса"),
    ("rule", "empress", "IV. Талонъ"),
    ("rule", "empress", "V. Основныя"),
    ("play", "empress", "Вынимаютъ"),
    ("play", "empress", "Карты эти"),
    ("play", "empress", "Четвертая дама"),
    ("play", "empress", "Восемь черныхъ"),
    ("caption", "empress", "Индійская императрица."),
    ("play", "empress", "Раскладываютъ четыре"),
    ("play", "empress", "Всђ четыре ряда"),
    ("play", "empress", "Когда армія"),
    ("play", "empress", "Каждая карта можетъ"),
    ("play", "empress", "Для спаровыванія"),
    ("play", "empress", "Пасьянсъ вновь"),
    ("head", "besieged", "ОСАЖДЕННЫЙ ГОРОДЪ."),
    ("rule", "besieged", "I. Основанія"),
    ("rule", "besieged", "II. Карты"),
    ("cont", "besieged", "Карты въ окоиахъ"),
    ("caption", "besieged", "Осажденный городъ."),
    ("rule", "besieged", "III. Также"),
    ("rule", "besieged", "IV. Свободныя"),
    ("rule", "besieged", "V. Свободныя"),
    ("rule", "besieged", "VI За"),
    ("play", "besieged", "Раскладываютъ двђнадцать"),
    ("play", "besieged", "Основными картамй"),
    ("play", "besieged", "Разложивши"),
    ("play", "besieged", "(Правила IV и V)"),
    ("play", "besieged", "Сдђлавши"),
    ("play", "besieged", "Въ концђ"),
    ("play", "besieged", "Пасьянсъ этотъ"),
    ("head", "parterre", "ПАРТЕРЪ."),
    ("rule", "parterre", "I. Годными"),
    ("rule", "parterre", "II. Основныя"),
    ("rule", "parterre", "III. Карты"),
]

GAME_START: dict[str, str] = {
    "empress": (
        '<gap reason="lost" extent="previous page(s)"><desc>The heading of Индийская '
        "императрица (Indian Empress), its pack count and rules I–III, on the book's previous "
        "page(s), are not in this seed.</desc></gap>"
    ),
}
GAME_END: dict[str, str] = {
    "parterre": (
        '<gap reason="cut-off" extent="following page(s)"><desc>The page ends here: the rest '
        "of Партер (Parterre), its later rules and its play, is on the book's next page.</desc>"
        "</gap>"
    ),
}
TABLE_GAP = (
    '<gap reason="not-transcribed"><desc>The layout table this caption belongs to is not in the '
    "web copy.</desc></gap>"
)

_TOKEN = re.compile(r"(?P<ref>\[(?P<n>\d+)\])|(?P<word>[^\W\d_]+(?:-[^\W\d_]+)*)|(?P<other>.)", re.S)
_RULE_NO = re.compile(r"^(?P<no>[IVX]+)(?P<dot>\.?) ")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8}


@dataclass
class Counts:
    """What the encoding holds, for the report; and where the encoder is (for choice ids).

    ``segment`` is the id of the sentence being encoded and ``sics`` the number of sic/corr
    choices met in it so far; ``wanted`` the choice ids to give (``<segment>-ocr<k>``),
    ``given`` those given.
    """

    orig_reg: int = 0
    sic_corr: int = 0
    exceptions: int = 0
    claims: int = 0
    segment: str = ""
    sics: int = 0
    wanted: frozenset[str] = frozenset()
    given: list[str] = field(default_factory=list)

    def enter(self, segment: str) -> None:
        self.segment, self.sics = segment, 0

    def choice_open(self) -> str:
        """``<choice>`` for the next sic/corr choice, with its id if a claim names it."""
        self.sic_corr += 1
        self.sics += 1
        cid = f"{self.segment}-ocr{self.sics}"
        if self.segment and cid in self.wanted:
            self.given.append(cid)
            return f'<choice xml:id="{cid}">'
        return "<choice>"


def _corr(text: str, cert: str) -> str:
    space = ' xml:space="preserve"' if text.isspace() else ""
    return f'<corr type="ocr" resp="{RESP}" cert="{cert}"{space}>{escape(text)}</corr>'


def _ocr_fixed(word: str) -> tuple[str, str]:
    """The OCR-corrected old form of a seed word and the certainty of the correction."""
    if word in OCR_WORDS:
        return OCR_WORDS[word]
    if "ђ" in word:
        return word.replace("ђ", "ѣ"), "high"
    return word, ""


def _old_markup(word: str, counts: Counts) -> tuple[str, str]:
    """A seed word as printed, with its OCR correction (if any) as sic/corr; and its fixed form."""
    fixed, cert = _ocr_fixed(word)
    if fix_confusables(fixed) != fixed:
        raise ValueError(f"unhandled OCR confusable in {word!r}")
    old = escape(word)
    if fixed != word:
        old = f"{counts.choice_open()}<sic>{escape(word)}</sic>{_corr(fixed, cert)}</choice>"
    return old, fixed


def encode_word(word: str, counts: Counts) -> str:
    """One word of the seed as plain text or (nested) choice markup."""
    old, fixed = _old_markup(word, counts)
    counts.exceptions += fixed in EXCEPTIONS
    choice = word_choice(old, fixed, EXCEPTIONS)
    counts.orig_reg += choice is not None
    return choice or old


def encode_pair(first: str, second: str, counts: Counts) -> str | None:
    """Two seed words that modern spelling writes as one, as one orig/reg choice (or None)."""
    a, b = _ocr_fixed(first)[0], _ocr_fixed(second)[0]
    if normalize_pair(a, b) is None:
        return None
    counts.orig_reg += 1
    return pair_choice(a, b, (_old_markup(first, counts)[0], _old_markup(second, counts)[0]))


def encode_inline(text: str, counts: Counts) -> str:
    """A run of seed text (no line breaks) as TEI inline markup."""
    tokens = [(m.lastgroup, m) for m in _TOKEN.finditer(text)]
    out: list[str] = []
    skip = 0
    for i, (kind, m) in enumerate(tokens):
        if skip:
            skip -= 1
            continue
        if kind == "ref":
            n = m.group("n")
            out.append(f'<ref type="footnote" n="{n}">[{n}]</ref>')
        elif kind == "word":
            pair = None
            if i + 2 < len(tokens) and tokens[i + 1][1].group(0) == " " and tokens[i + 2][0] == "word":
                pair = encode_pair(m.group(0), tokens[i + 2][1].group(0), counts)
            if pair is not None:
                out.append(pair)
                skip = 2
            else:
                out.append(encode_word(m.group(0), counts))
        elif (
            m.group(0) == "."
            and 0 < i < len(tokens) - 1
            and tokens[i - 1][0] == "word"
            and tokens[i + 1][0] == "word"
        ):
            # a full stop printed for a space between two words: «чемъ.карты»
            out.append(f"{counts.choice_open()}<sic>.</sic>{_corr(' ', 'high')}</choice>")
        else:
            out.append(escape(m.group(0)))
    return "".join(out)


def _p(body: str, ind: str, n: str | None = None) -> str:
    attr = f' n="{n}"' if n else ""
    return f"{ind}<p{attr}>{body}</p>"


def encode_body(lines: list[str], counts: Counts) -> str:
    """The ``<body>`` of the page."""
    if len(lines) != len(LAYOUT):
        raise ValueError(f"seed has {len(lines)} lines, layout expects {len(LAYOUT)}")
    out: list[str] = []
    game, section = "", ""
    play_no = 0
    last_rule = ""
    rule_s = 0
    i5, i6 = " " * 5, " " * 6

    def close_section() -> None:
        nonlocal section
        if section:
            out.append("    </div>")
            section = ""

    def close_game() -> None:
        nonlocal game
        close_section()
        if game:
            if game in GAME_END:
                out.append(f"    {GAME_END[game]}")
            out.append("   </div>")
            game = ""

    def open_section(name: str) -> None:
        nonlocal section
        if section != name:
            close_section()
            out.append(f'    <div type="{name}" xml:id="r24-{game}-{name}">')
            section = name

    for line, (kind, g, start) in zip(lines, LAYOUT):
        if not line.startswith(start):
            raise ValueError(f"seed line {line[:40]!r} does not start with {start!r}")
        if kind == "fw":
            out.append('   <pb n="7"/>')
            out.append(f'   <fw type="header" xml:lang="ru">{escape(line)}</fw>')
            continue
        if g != game:
            close_game()
            game, play_no = g, 0
            out.append(f'   <div type="game" xml:id="r24-{g}">')
            if g in GAME_START:
                out.append(f"    {GAME_START[g]}")
        if kind == "head":
            counts.enter(f"r24-{g}-head")
            out.append(f'    <head xml:id="r24-{g}-head">{encode_inline(line, counts)}</head>')
            continue
        if kind == "caption":
            out.append(f'{i5}<figure type="table">')
            counts.enter(f"r24-{g}-caption")
            out.append(
                f'{i6}<head type="caption" xml:id="r24-{g}-caption">'
                f"{encode_inline(line, counts)}</head>"
            )
            out.append(f"{i6}{TABLE_GAP}")
            out.append(f"{i5}</figure>")
            continue
        if kind in ("rule", "cont"):
            open_section("rules")
            number, text = "", line
            if kind == "rule":
                m = _RULE_NO.match(line)
                if not m:
                    raise ValueError(f"no rule number in {line[:40]!r}")
                number, text = m.group("no"), line[m.end():]
                last_rule, rule_s = str(_ROMAN[number]), 0
                counts.enter("")
                dot = "." if m.group("dot") else (
                    f"{counts.choice_open()}<sic/>{_corr('.', 'medium')}</choice>"
                )
                lead = f"{number}{dot} "
            else:
                lead = ""
            segs = []
            for sent in split_sentences(text):
                rule_s += 1
                sid = f"r24-{g}-rule{last_rule}-s{rule_s}"
                counts.enter(sid)
                segs.append(f'<s xml:id="{sid}">{encode_inline(sent, counts)}</s>')
            out.append(_p(lead + " ".join(segs), i5, number or None))
            continue
        open_section("play")
        play_no += 1
        segs = []
        for k, sent in enumerate(split_sentences(line), 1):
            sid = f"r24-{g}-play{play_no}-s{k}"
            counts.enter(sid)
            segs.append(f'<s xml:id="{sid}">{encode_inline(sent, counts)}</s>')
        out.append(_p(" ".join(segs), i5))
    close_game()
    return "\n".join(out)


HEADER = """\
<?xml version="1.0" encoding="UTF-8"?>
<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="ru">
 <teiHeader>
  <fileDesc>
   <titleStmt>
    <title>«Двадцать четыре основные пасьянса с двадцатью таблицами», page 7: the end of Indian
     Empress, The Besieged City, the beginning of Parterre</title>
    <respStmt xml:id="r24-curator"><resp>encoded and curated by</resp><name>Patience Variorum</name></respStmt>
   </titleStmt>
   <publicationStmt><p>Patience Variorum corpus.</p></publicationStmt>
   <notesStmt>
    <note type="structure">The page begins inside Индийская императрица (Indian Empress): its
     heading, pack count and rules I–III were on an earlier page and are marked by a gap; it ends
     inside Партер (Parterre), after rule III, marked by a gap. The two headings set in ordinary
     case, «Индійская императрица.» (after the rules and the setup paragraphs of Indian Empress,
     before its deal) and «Осажденный городъ.» (between rules II and III of The Besieged City),
     stand where a game's heading cannot be, whereas the real headings are set in capitals
     (ОСАЖДЕННЫЙ ГОРОДЪ., ПАРТЕРЪ.), and the text refers to a picture («какъ на рисункѣ»). They
     are read as captions of the book's layout tables (its title promises twenty) and kept in
     document order as figure type="table" with head type="caption"; the tables themselves are
     not in the web copy (gap reason="not-transcribed"). Each game's split into div type="rules"
     (the numbered rules, and the unnumbered paragraph after rule II of The Besieged City, read
     as its continuation: its sentence ids go on from rule II) and div type="play" (the
     paragraphs after the last numbered rule) is editorial: the page has no «Правила» or «Игра»
     headings. One line of the web copy is one paragraph. The line «(Правила IV и V). Это должно
     быть сдѣлано…» probably belongs by sense to the sentence before it («…каждое открывшееся
     свободное мѣсто (правила IV и V).»); it is kept where the copy has it, as a sentence of its
     own.</note>
   </notesStmt>
   <sourceDesc>
    <listWit>
     <witness xml:id="ru-24-patiences-p7" source="../bibliography.xml#ru-24-patiences"
              ana="../bibliography.xml#kind-print ../bibliography.xml#kind-ocr">Page 7 of the
      anonymous Russian book «Двадцать четыре основные пасьянса с двадцатью таблицами»
      (pre-1918 spelling), as an online OCR text of the print: the end of Indian Empress, The
      Besieged City, and the first three rules of Parterre.</witness>
    </listWit>
   </sourceDesc>
  </fileDesc>
  <encodingDesc>
   <editorialDecl>
    <correction>
     <p>OCR errors are corrected in choice/sic/corr with type="ocr" and resp="#r24-curator".
      The OCR prints ђ (U+0452, Cyrillic dje) for ѣ: corrected in every word that has it
      (cert="high"). A capital Ф inside a lower-case word: треФъ → трефъ (high); Флота → флота
      (medium: the book could capitalise the Navy, but армія is lower case in the same
      sentence). Misread letters: окоиахъ → окопахъ, нзъ → изъ, картамй → картами (high);
      встрђтатся → встрѣтятся (medium); ђще → еще (medium: the pre-reform spelling is еще, and
      the print may have had the slip). A full stop printed for a space in «при чемъ.карты»
      (the corr is a space; high). A full stop missing after the rule number in «VI За» (empty
      sic; medium, since the print may lack it too). Nothing else is changed. Where a word has
      both an OCR error and an old spelling, the sic/corr choice sits inside orig.</p>
    </correction>
    <normalization>
     <p>Every word whose spelling differs from modern Russian is given as
      choice/orig/reg. The orig holds the (OCR-corrected) old form; the reg is exactly what
      corpus.normalize.normalize_word gives for it: ѣ→е, і→и, word-final ъ deleted (also before
      a hyphen), -аго→-ого (-его after a hushing consonant: играющаго → играющего), -ыя→-ые,
      -ія→-ие only as an adjective or participle ending (подходящія, нижнія; the nouns армія,
      основанія, занятія keep -ия), онѣ/однѣ→они/одни, чрезъ→через. A reg with
      type="exception" is a modern spelling the word rules cannot give: тотчасъ-же → «тотчас
      же» and то-есть → «то есть» (modern Russian writes two words without a hyphen). Two
      words that modern spelling writes as one get one choice whose orig holds both:
      «при чемъ» → «причём», «въ поперекъ» → «поперёк», «на верху» → «наверху»
      (corpus.normalize.normalize_pair). ё is not restored elsewhere (Осажденный,
      Четвертая, еще). The running header is already in modern spelling. The file is generated
      by tools/encode_r24.py from the seed text.</p>
    </normalization>
    <segmentation>
     <p>Every sentence is an s with an xml:id (r24-GAME-ruleN-sK for a numbered rule,
      r24-GAME-playN-sK for the Nth paragraph after the rules); game headings and table captions
      are head elements with an xml:id. Rule numbers are kept as text before the first sentence
      and in p/@n. The web copy's first line, the book's title with the page number «[7]», is
      kept as fw type="header" after pb n="7"; nothing is dropped.</p>
    </segmentation>
   </editorialDecl>
  </encodingDesc>
  <profileDesc>
   <langUsage>
    <language ident="ru-petr1708">Russian in the pre-1918 orthography: the text of the book
     (the orig readings).</language>
    <language ident="ru">Modern Russian: the regularised readings (reg) and the web copy's
     running header.</language>
   </langUsage>
  </profileDesc>
 </teiHeader>
 <text xml:lang="ru-petr1708">
  <body>
"""

FOOTER = """
  </body>
 </text>
</TEI>
"""


def load_claim_data(path: Path = CLAIMS_FILE) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(defaults, claim tables) of the claims data file."""
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    return dict(data.get("defaults", {})), list(data.get("claim", []))


def _value(v: Any) -> Any:
    return tuple(v) if isinstance(v, list) else v


def build_claims(xml_path: Path, defaults: dict[str, Any], rows: list[dict[str, Any]]) -> list[Any]:
    """``rules.claims.Claim`` values for the data rows; quotes located in the segments' orig
    text of the encoded file (ValueError names a claim whose quote is not there)."""
    from corpus.claims import QUOTE_GAP
    from corpus.reader import read_witness_file
    from rules.claims import Claim, Evidence

    _, segments, _ = read_witness_file(xml_path)
    orig = {seg.id: seg.orig for seg in segments}
    claims = []
    for row in rows:
        get = {**defaults, **row}.get
        segs = tuple(row["segments"])
        quote = row["quote"]
        passages = quote.split(QUOTE_GAP)
        if len(passages) != len(segs):
            raise ValueError(f"{CLAIMS_FILE.name}: claim {row['id']!r}: {len(passages)} quoted "
                             f"passages for {len(segs)} segments")
        for seg, passage in zip(segs, passages):
            if passage not in orig.get(seg, ""):
                raise ValueError(f"{CLAIMS_FILE.name}: claim {row['id']!r}: {passage!r} not in {seg}")
        start = orig[segs[0]].find(passages[0])
        claims.append(Claim(
            id=row["id"], game=row["game"], slot=row["slot"], value=_value(row["value"]),
            asserted_by=get("source"), status=get("status"), resp=get("resp"), cert=get("cert"),
            evidence=Evidence(WITNESS, segs, quote, start, start + len(passages[0])),
            note=get("note", ""), corrects=tuple(row.get("corrects", ()))))
    return claims


def add_claims(xml: str, defaults: dict[str, Any], rows: list[dict[str, Any]]) -> str:
    """The document with the curated claims written by corpus.claims.write_claims."""
    from corpus.claims import write_claims

    tmp = Path(tempfile.mkdtemp(prefix="r24-"))
    try:
        path = tmp / DEFAULT_OUT.name
        path.write_text(xml, encoding="utf-8")
        write_claims(path, build_claims(path, defaults, rows))
        return path.read_text(encoding="utf-8")
    finally:
        shutil.rmtree(tmp)


def encode(seed_text: str, claims_file: Path | None = CLAIMS_FILE) -> tuple[str, Counts]:
    """The TEI document for the seed text (with the curated claims of ``claims_file``, if any),
    and what it holds."""
    lines = [line.strip() for line in seed_text.splitlines() if line.strip()]
    defaults, rows = load_claim_data(claims_file) if claims_file else ({}, [])
    wanted = frozenset(c for row in rows for c in row.get("corrects", ()))
    counts = Counts(wanted=wanted)
    body = encode_body(lines, counts)
    missing = sorted(wanted - set(counts.given))
    if missing:
        raise ValueError(f"no OCR choice has the id(s) {', '.join(missing)}")
    xml = HEADER + body + FOOTER
    if rows:
        xml = add_claims(xml, defaults, rows)
        counts.claims = len(rows)
    return xml, counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seed", type=Path, help="seed 003 text file")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    xml, counts = encode(args.seed.read_text(encoding="utf-8"))
    args.output.write_text(xml, encoding="utf-8")
    print(
        f"{args.output}: {counts.orig_reg} orig/reg, {counts.sic_corr} sic/corr, "
        f"{counts.exceptions} exceptions, {counts.claims} claims"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
