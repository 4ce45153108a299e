"""The two rule-based spaCy pipelines (no pretrained model) and their pattern files.

English: ``spacy.blank("en")`` -> ``lemmatizer`` (lookup mode, tables from spacy-lookups-data)
-> ``lower_lemma`` (when the lookup left a capitalised word as it was, look up its lower-case
form: «Deals» -> «deal») -> ``sentencizer`` -> ``en_grammar`` (modality and negation in
``token.morph``, see grammar_en.py) -> ``span_ruler`` (``patterns_en.jsonl``).

Russian: ``spacy.blank("ru")`` with an infix rule that splits a full stop printed between two
letters (OCR «чемъ.карты») -> ``ru_old_spelling`` (modern spelling in ``norm_``, pymorphy3
lemma of it in ``lemma_``; see components.py) -> ``lemmatizer`` (pymorphy3 mode; it only fills
tokens the first component left without a lemma) -> ``sentencizer`` -> ``span_ruler``
(``patterns_ru.jsonl``).

Patterns are data, one JSON object a line: ``id`` (unique in its file), ``label``,
``pattern`` (a spaCy token pattern) and optionally ``value`` (what the words mean: a number,
a rank, a pile name...) and ``note``.  The span ruler gets ``label``, ``pattern`` and ``id``;
the value stays in :class:`PatternSet`, so every span the ruler finds can be read back to the
pattern (``span.id_``) and its value.

>>> nlp = get_pipeline("en")
>>> doc = nlp("Sixteen cards are dealt.")
>>> [(s.label_, s.id_, s.text) for s in doc.spans[SPANS_KEY]][:2]
[('NUM', 'en-num-16', 'Sixteen'), ('CARD', 'en-card', 'cards')]
>>> patterns("en").value("en-num-16")
16
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from spacy.language import Language
from spacy.tokens import Doc

from rules.errors import VariorumError

if TYPE_CHECKING:
    from spacy.pipeline import Lemmatizer, SpanRuler
    from spacy.tokenizer import Tokenizer

__all__ = [
    "LANGS",
    "SPANS_KEY",
    "PATTERN_DIR",
    "PatternEntry",
    "PatternSet",
    "PatternError",
    "get_pipeline",
    "patterns",
    "load_patterns",
    "lang_base",
]

LANGS = ("en", "ru")
SPANS_KEY = "cues"
PATTERN_DIR = Path(__file__).resolve().parent


class PatternError(VariorumError, ValueError):
    """A malformed pattern file (the message names the file and line)."""


@dataclass(frozen=True)
class PatternEntry:
    """One pattern line: its id, label, token pattern, value and note."""

    id: str
    label: str
    pattern: tuple[Any, ...]
    value: Any = None
    note: str = ""
    line: int = 0

    @property
    def is_mt(self) -> bool:
        """True for a pattern that reads a machine-translation error («домкрат» for Jack)."""
        return "-mt-" in self.id


@dataclass(frozen=True)
class PatternSet:
    """The patterns of one language, by id."""

    lang: str
    path: Path
    entries: dict[str, PatternEntry]

    def value(self, pattern_id: str) -> Any:
        return self.entries[pattern_id].value

    def ruler_patterns(self) -> list[dict[str, Any]]:
        """What spaCy's span ruler takes: label, pattern and id.  In Russian a verb lemma also
        matches its reflexive (passive) form and the reverse: «переносить» finds «переносится»,
        «раскладываться» finds «раскладываютъ» (see ``with_reflexives``)."""
        fix = with_reflexives if self.lang == "ru" else (lambda tok: tok)
        return [{"label": e.label, "pattern": [fix(t) for t in e.pattern], "id": e.id}
                for e in self.entries.values()]

    def lemmas(self) -> set[str]:
        """Every lemma the patterns look for (the Russian normaliser prefers these)."""
        out: set[str] = set()
        for e in self.entries.values():
            for tok in e.pattern:
                if not isinstance(tok, dict):
                    continue
                spec = tok.get("LEMMA")
                if isinstance(spec, str):
                    out.add(spec)
                elif isinstance(spec, dict):
                    out.update(x for x in spec.get("IN", ()) if isinstance(x, str))
        return out

    def norms(self) -> list[str]:
        """Regular expressions of every word the patterns look for as printed (``NORM``: a word,
        an ``IN`` list, a ``REGEX``): the Russian normaliser mends no OCR slip in these («Купс»,
        «спарованныя» are words of the game, not slips)."""
        import re

        out: list[str] = []
        for e in self.entries.values():
            for tok in e.pattern:
                spec = tok.get("NORM") if isinstance(tok, dict) else None
                if isinstance(spec, str):
                    out.append(re.escape(spec) + "$")
                elif isinstance(spec, dict):
                    out.extend(re.escape(x) + "$" for x in spec.get("IN", ()) if isinstance(x, str))
                    regex = spec.get("REGEX")
                    if isinstance(regex, str) and re.match(regex, "") is None:  # not a «(?!…)» filter
                        out.append(regex)
        return sorted(set(out))


@functools.lru_cache(maxsize=4096)
def _reflexive_pair(lemma: str) -> str | None:
    """The other voice of an infinitive (pymorphy3 says which words are infinitives)."""
    if not lemma.endswith(("ть", "ти", "чь", "ться", "тись", "чься")):
        return None
    from corpus.annotate.components import morph_analyzer

    if not any(p.tag.POS == "INFN" for p in morph_analyzer().parse(lemma)):
        return None
    if lemma.endswith(("ся", "сь")):
        return lemma[:-2]
    return lemma + ("сь" if lemma.endswith("ти") else "ся")


def with_reflexives(tok: Any) -> Any:
    """A token pattern whose ``LEMMA`` (a string or an ``IN`` list) also takes each verb's
    reflexive pair: «класть» -> «класть», «класться».

    >>> with_reflexives({"LEMMA": "переносить"})
    {'LEMMA': {'IN': ['переносить', 'переноситься']}}
    >>> with_reflexives({"LEMMA": {"IN": ["масть", "раскладываться"]}})
    {'LEMMA': {'IN': ['масть', 'раскладываться', 'раскладывать']}}
    """
    if not isinstance(tok, dict):
        return tok
    spec = tok.get("LEMMA")
    words = [spec] if isinstance(spec, str) else list(spec.get("IN", ())) if isinstance(spec, dict) else []
    if not words or (isinstance(spec, dict) and set(spec) != {"IN"}):
        return tok
    more = [w for w in words if isinstance(w, str)]
    more += [pair for w in more if (pair := _reflexive_pair(w)) and pair not in more]
    return {**tok, "LEMMA": {"IN": list(dict.fromkeys(more))}}


def lang_base(lang: str) -> str:
    """``ru-petr1708`` -> ``ru``; PatternError for a language we have no pipeline for."""
    base = (lang or "").split("-")[0].lower()
    if base not in LANGS:
        raise PatternError(f"no annotation pipeline for language {lang!r} (known: {', '.join(LANGS)})")
    return base


def load_patterns(path: Path, lang: str) -> PatternSet:
    """Read a pattern file; PatternError names file and line of a bad or duplicate entry."""
    entries: dict[str, PatternEntry] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise PatternError(f"{path}: cannot read: {exc}") from exc
    for n, raw in enumerate(lines, 1):
        if not raw.strip() or raw.lstrip().startswith("//"):
            continue
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise PatternError(f"{path}:{n}: {exc.msg}") from exc
        missing = [k for k in ("id", "label", "pattern") if k not in data]
        if missing:
            raise PatternError(f"{path}:{n}: missing {', '.join(missing)}")
        extra = set(data) - {"id", "label", "pattern", "value", "note"}
        if extra:
            raise PatternError(f"{path}:{n}: unknown key(s) {', '.join(sorted(extra))}")
        pid = data["id"]
        if pid in entries:
            raise PatternError(f"{path}:{n}: duplicate id {pid!r} (first on line {entries[pid].line})")
        if not isinstance(data["pattern"], list) or not data["pattern"]:
            raise PatternError(f"{path}:{n}: pattern {pid!r} must be a non-empty token list")
        entries[pid] = PatternEntry(pid, data["label"], tuple(data["pattern"]), data.get("value"),
                                    data.get("note", ""), n)
    return PatternSet(lang, path, entries)


@functools.lru_cache(maxsize=2)
def patterns(lang: str) -> PatternSet:
    """The (cached) patterns of ``lang`` from ``patterns_<lang>.jsonl`` (in Russian, and the
    patterns of the senses table, ``senses_ru.toml``: see senses.py)."""
    base = lang_base(lang)
    pset = load_patterns(PATTERN_DIR / f"patterns_{base}.jsonl", base)
    if base == "ru":
        from corpus.annotate.senses import sense_patterns

        for e in sense_patterns():
            if e.id in pset.entries:
                raise PatternError(f"senses_ru.toml: pattern id {e.id!r} is also in {pset.path.name}")
            pset.entries[e.id] = e
    return pset


@Language.component("lower_lemma")
def lower_lemma(doc: Doc) -> Doc:
    """Where the case-sensitive lookup left a capitalised word unchanged, try its lower case."""
    table = _en_lookup_table()
    for token in doc:
        text = token.text
        if token.lemma_ == text and not text.islower():
            low = text.lower()
            token.lemma_ = table.get(low, low)
    return doc


@functools.lru_cache(maxsize=1)
def _en_lookup_table() -> Any:
    nlp = get_pipeline("en")
    lemmatizer = cast("Lemmatizer", nlp.get_pipe("lemmatizer"))
    return lemmatizer.lookups.get_table("lemma_lookup", {})


def _add_ruler(nlp: Language, pset: PatternSet) -> None:
    ruler = cast("SpanRuler", nlp.add_pipe("span_ruler", config={"spans_key": SPANS_KEY, "validate": True,
                                                                 "overwrite": True}))
    ruler.add_patterns(pset.ruler_patterns())


def _build_en() -> Language:
    import spacy

    from corpus.annotate import grammar_en  # noqa: F401  (registers en_grammar)

    nlp = spacy.blank("en")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.add_pipe("lower_lemma")
    nlp.add_pipe("sentencizer")
    nlp.add_pipe("en_grammar")
    nlp.initialize()
    _add_ruler(nlp, patterns("en"))
    return nlp


def _build_ru() -> Language:
    import spacy
    from spacy.util import compile_infix_regex, compile_suffix_regex

    from corpus.annotate import components  # noqa: F401  (registers ru_old_spelling)

    nlp = spacy.blank("ru")
    infixes = list(nlp.Defaults.infixes or ()) + [
        r"(?<=[а-яёѣіѳѵђ])\.(?=[а-яёѣіѳѵђ])",  # OCR: a full stop for a space, «чемъ.карты»
        r"\[(?=\d)",  # a footnote marker glued to a word, «раскладывается[17]»
        r"\.(?=\[\d)",  # a full stop before a footnote marker, «котильона.[3]»
    ]
    # spaCy's suffix rules know no pre-reform letters: «игрѣ.», «мѣстѣ,» keep their stop or comma
    suffixes = list(nlp.Defaults.suffixes or ()) + [r"(?<=[ѣіѳѵђѢІѲѴЂ])[.,;:!?)»]"]
    tokenizer = cast("Tokenizer", nlp.tokenizer)
    tokenizer.infix_finditer = compile_infix_regex(infixes).finditer
    tokenizer.suffix_search = compile_suffix_regex(suffixes).search
    tokenizer.url_match = None  # «чемъ.карты» is no web address
    pset = patterns("ru")
    nlp.add_pipe("ru_old_spelling", config={"domain_lemmas": sorted(pset.lemmas()), "kept_norms": pset.norms()})
    nlp.add_pipe("lemmatizer", config={"mode": "pymorphy3", "overwrite": False})
    nlp.add_pipe("sentencizer")
    nlp.initialize()
    _add_ruler(nlp, pset)
    return nlp


@functools.lru_cache(maxsize=2)
def get_pipeline(lang: str) -> Language:
    """The cached pipeline for ``en`` or ``ru`` (``ru-petr1708`` uses the Russian one)."""
    base = lang_base(lang)
    return _build_en() if base == "en" else _build_ru()
