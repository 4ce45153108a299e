"""The Russian words of each English game term, as a table: ``senses_ru.toml``.

Each table of the file is one English term of a rules page ("pack", "waste", "foundation",
"available"...): the cues its words give (``reads``: a label, or a label and a value) and its
words by where they come from: ``rulebook`` (what modern Russian rule books call it) and the
senses a literal machine translation prints for it: ``mt-dictionary`` (the English word's other
dictionary senses: "stock" as a share, "suit" as a lawsuit), ``mt-calque`` (a phrase rendered
word for word: "follow suit" as «последовать примеру») and ``mt-transliteration`` («топовый»).

Every word is written as pymorphy3's lemma, as the Russian pipeline gives it (``ё`` as ``е``);
a phrase is lemmas separated by spaces, matched token by token, and ``a|b`` is either lemma at
one place.  Each list becomes span-ruler patterns beside those of ``patterns_ru.jsonl``, with
ids ``ru-sense-<term>-<label>-<kind>`` (a phrase adds its number), so every cue still names
where it came from; the machine-translation ids hold ``-mt-``.

>>> entries = term_patterns({"pack": {"reads": ["PACK", "PILE stock"], "mt-dictionary": ["стая"],
...                                     "mt-calque": ["мусорный куча|груда"]}})
>>> [(e.id, e.label, e.value, e.pattern) for e in entries][:2]  # doctest: +NORMALIZE_WHITESPACE
[('ru-sense-pack-pack-mt-dictionary', 'PACK', None, ({'LEMMA': {'IN': ['стая']}},)),
 ('ru-sense-pack-pack-mt-calque-1', 'PACK', None, ({'LEMMA': 'мусорный'}, {'LEMMA': {'IN': ['куча', 'груда']}}))]
"""

from __future__ import annotations

from typing import Any

from corpus.annotate.datafile import DataFileError, read_toml
from corpus.annotate.pipeline import PatternEntry

__all__ = ["SENSES_FILE", "KINDS", "term_patterns", "sense_patterns"]

SENSES_FILE = "senses_ru.toml"

#: Where a term's words come from, in the order their patterns are made.
KINDS = ("rulebook", "mt-dictionary", "mt-calque", "mt-transliteration")


def _reads(term: str, table: dict[str, Any]) -> list[tuple[str, str | None]]:
    reads = table.get("reads")
    if not isinstance(reads, list) or not reads or not all(isinstance(r, str) and r.strip() for r in reads):
        raise DataFileError(f"{SENSES_FILE}: [{term}] needs reads = [\"LABEL\" or \"LABEL value\", ...]")
    out: list[tuple[str, str | None]] = []
    for r in reads:
        label, _, value = r.strip().partition(" ")
        out.append((label, value.strip() or None))
    return out


def _token(word: str) -> dict[str, Any]:
    alts = word.split("|")
    return {"LEMMA": alts[0]} if len(alts) == 1 else {"LEMMA": {"IN": alts}}


def term_patterns(tables: dict[str, Any]) -> list[PatternEntry]:
    """The span-ruler patterns of a senses table (term -> reads and word lists): one pattern of
    the single words of each kind and read, one of each phrase; a word said twice for one read
    makes one pattern (the first)."""
    out: list[PatternEntry] = []
    seen: set[tuple[str, str | None, str]] = set()
    for term, table in tables.items():
        if term == "note":
            continue
        if not isinstance(table, dict):
            raise DataFileError(f"{SENSES_FILE}: [{term}] is not a table")
        unknown = set(table) - {"en", "note", "reads", *KINDS}
        if unknown:
            raise DataFileError(f"{SENSES_FILE}: [{term}] unknown key(s) {', '.join(sorted(unknown))}")
        for label, value in _reads(term, table):
            base = f"ru-sense-{term}-{label.lower()}"
            for kind in KINDS:
                words = table.get(kind, [])
                if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() for w in words):
                    raise DataFileError(f"{SENSES_FILE}: [{term}] {kind} is not a list of words")
                fresh = [w.strip() for w in words if (label, value, w.strip()) not in seen]
                seen.update((label, value, w) for w in fresh)
                single = [w for w in fresh if " " not in w and "|" not in w]
                if single:
                    out.append(PatternEntry(f"{base}-{kind}", label, ({"LEMMA": {"IN": single}},), value,
                                            f"{term}: {kind}"))
                phrases = [w for w in fresh if w not in single]
                for n, phrase in enumerate(phrases, 1):
                    out.append(PatternEntry(f"{base}-{kind}-{n}", label, tuple(_token(w) for w in phrase.split()),
                                            value, f"{term}: {kind}"))
    return out


def sense_patterns() -> list[PatternEntry]:
    """The patterns of ``senses_ru.toml``."""
    return term_patterns(read_toml(SENSES_FILE))
