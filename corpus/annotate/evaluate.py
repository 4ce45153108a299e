"""Score automatic claims against gold claims: precision, recall and F1 per language and slot.

**The matching rule.**  An automatic claim *matches* a gold claim when

1. they are about the same game;
2. they fill the same slot, compared by its canonical name (``reserve.size`` and
   ``antechamber.size`` are the same slot of Queen's Audience);
3. their values are equal once normalised: odds written ``"3/4"`` equal ``0.75``; numbers are
   compared to four decimals; card sets, pair moves, enum lists and the groups of a slot whose
   claims add up (``foundation.fed-from``) are compared as sets (their order means nothing),
   every other list in order (a fill order, a foundation sequence);
4. their evidence overlaps: they share at least one segment.

Matching is one to one: each gold claim is matched by at most one automatic claim and each
automatic claim matches at most one gold claim (first come, in document order).  Precision is
matched automatic claims over all automatic claims, recall is matched gold claims over all gold
claims.  Gold claims are the curated claims whose status is ``stated`` or ``reported`` (the text
says it); ``inferred`` and ``editorial`` claims are not in the words and are left out.

Scores are given per language (``en``, ``ru``, ``ru-petr1708``), per slot (the vocabulary's slot
id, so every game's reserve sizes count together) and for the executable slots alone.

>>> g = Gold("queens-audience", "antechamber.size", 16, ("s1",), "en")
>>> a = Auto("queens-audience", "reserve.size", 16, ("s1", "s2"), "en")
>>> s = score([a], [g])
>>> (s.total.tp, s.total.precision, s.total.recall)
(1, 1.0, 1.0)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from rules.errors import CorpusError, FileAccessError, VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["Gold", "Auto", "Counts", "Scores", "score", "normalise_value", "corpus_evaluation",
           "heldout_evaluation", "HELDOUT_DIR", "HELDOUT_B_DIR", "HELDOUT_C_DIR", "format_scores",
           "heldout_lines", "miss_rows", "format_misses", "slot_executable"]

#: The held-out sets ship with the package (pyproject package-data), so that ``annotate
#: --evaluate`` works from a non-editable install too.
HELDOUT_DIR = Path(__file__).resolve().parent / "heldout"
#: The second held-out set, written before the second session changed any rule (its README).
HELDOUT_B_DIR = HELDOUT_DIR / "set-b"
#: The third held-out set, written before the grammar-level rules (issue 15) and never tuned on.
HELDOUT_C_DIR = HELDOUT_DIR / "set-c"
#: File-name prefixes of held-out texts: prefix -> (the language the text is read in, the
#: language it is reported under).  Machine-translation Russian is read as Russian but scored
#: on its own line.  Longest prefix first.
FILE_LANGS = (("ru-petr-", "ru-petr1708", "ru-petr1708"), ("ru-mt-", "ru", "ru-mt"),
              ("ru-", "ru", "ru"), ("en-", "en", "en"))
#: The gold files of a held-out folder: in the curators' conventions, and the blind gold.
GOLD_FILES = ("gold-curated-conventions.jsonl", "gold.jsonl")
UNORDERED = frozenset({"card-set", "pairs", "enum-list", "texts", "groups-union"})


@dataclass(frozen=True)
class Gold:
    game: str
    slot: str
    value: Any
    segments: tuple[str, ...]
    lang: str
    id: str = ""


@dataclass(frozen=True)
class Auto:
    game: str
    slot: str
    value: Any
    segments: tuple[str, ...]
    lang: str
    rule: str = ""
    text: str = ""


@dataclass
class Counts:
    """True positives, automatic claims and gold claims; the three scores from them."""

    tp: int = 0
    auto: int = 0
    gold: int = 0
    matched_gold: int = 0

    @property
    def precision(self) -> float:
        return self.tp / self.auto if self.auto else 0.0

    @property
    def recall(self) -> float:
        return self.matched_gold / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {"auto": self.auto, "gold": self.gold, "matched": self.tp,
                "precision": round(self.precision, 3), "recall": round(self.recall, 3),
                "f1": round(self.f1, 3)}


@dataclass
class Scores:
    total: Counts = field(default_factory=Counts)
    executable: Counts = field(default_factory=Counts)
    by_lang: dict[str, Counts] = field(default_factory=dict)
    by_lang_executable: dict[str, Counts] = field(default_factory=dict)
    by_slot: dict[str, Counts] = field(default_factory=dict)
    false_positives: list[Auto] = field(default_factory=list)
    misses: list[Gold] = field(default_factory=list)
    #: every automatic claim scored, matched or not (causes.py reads which piles a text names)
    found: list[Auto] = field(default_factory=list, repr=False)
    #: segment -> the pile groups the annotator read there (held-out texts; causes.py)
    named: dict[str, set[str]] = field(default_factory=dict, repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {
            "total": self.total.as_dict(),
            "executable": self.executable.as_dict(),
            "by_lang": {k: v.as_dict() for k, v in sorted(self.by_lang.items())},
            "by_lang_executable": {k: v.as_dict() for k, v in sorted(self.by_lang_executable.items())},
            "by_slot": {k: v.as_dict() for k, v in sorted(self.by_slot.items())},
            "false_positives": [a.__dict__ for a in self.false_positives],
            "misses": [g.__dict__ for g in self.misses],
        }


def normalise_value(vocab: Vocabulary, game: str, slot: str, value: Any) -> Any:
    """A value in the form claims are compared in (see the matching rule).

    >>> v = load_vocabulary()
    >>> normalise_value(v, "queens-audience", "odds.win", "3/4")
    0.75
    >>> normalise_value(v, "royal-cotillion", "foundation.base", ["2*", "A*"])
    ('2*', 'A*')
    >>> normalise_value(v, "royal-cotillion", "foundation.fed-from", ["lords", "ladies"])
    ('ladies', 'lords')
    >>> normalise_value(v, "royal-cotillion", "lords.fill", ["waste", "stock"])
    ('waste', 'stock')
    """
    try:
        sd = vocab.slot(game, slot)
        kind = sd.type
        if kind == "groups" and sd.combine == "union":
            kind = "groups-union"  # claims that add up (foundation.fed-from): a set of groups
    except VariorumError:
        kind = ""
    if isinstance(value, list):
        value = tuple(value)
    if kind == "odds" and isinstance(value, str) and "/" in value:
        try:
            value = float(Fraction(value.replace(" ", "")))
        except (ValueError, ZeroDivisionError):
            pass
    if isinstance(value, float):
        value = round(value, 4)
        if value.is_integer() and kind != "odds":
            value = int(value)
    if isinstance(value, str) and kind in ("text", "odds"):
        value = " ".join(value.lower().split())
    if kind in UNORDERED and isinstance(value, tuple):
        value = tuple(sorted(value, key=str))
    elif kind in UNORDERED or (kind in ("groups", "rank-sequences") and not isinstance(value, tuple)):
        value = (value,)
    return value


def _key(vocab: Vocabulary, game: str, slot: str, value: Any) -> tuple[str, str, Any]:
    try:
        slot = vocab.canonical(game, slot)
    except VariorumError:
        pass
    return game, slot, normalise_value(vocab, game, slot, value)


def _slot_id(vocab: Vocabulary, game: str, slot: str) -> tuple[str, bool]:
    try:
        sd = vocab.slot(game, slot)
        return sd.id, sd.executable
    except VariorumError:
        return slot, False


def slot_executable(vocab: Vocabulary, game: str, slot: str) -> bool:
    """Whether a game's slot is one the engine runs (an unknown slot is not)."""
    return _slot_id(vocab, game, slot)[1]


def score(auto: Sequence[Auto], gold: Sequence[Gold], vocab: Vocabulary | None = None) -> Scores:
    """Score automatic claims against gold claims by the matching rule of this module."""
    vocab = vocab or load_vocabulary()
    out = Scores(found=list(auto))
    gold_keys = [_key(vocab, g.game, g.slot, g.value) for g in gold]
    gold_used = [False] * len(gold)
    auto_hit = [False] * len(auto)
    for i, a in enumerate(auto):
        k = _key(vocab, a.game, a.slot, a.value)
        for j, g in enumerate(gold):
            if not gold_used[j] and gold_keys[j] == k and set(a.segments) & set(g.segments):
                gold_used[j] = auto_hit[i] = True
                break

    def tally(items: Sequence[Any], hit: list[bool], counted: str, matched: str, missed: list[Any]) -> None:
        """Count each claim under every heading it belongs to; list the unmatched ones."""
        for item, ok in zip(items, hit):
            sid, exe = _slot_id(vocab, item.game, item.slot)
            targets = [out.total, out.by_lang.setdefault(item.lang, Counts()),
                       out.by_slot.setdefault(sid, Counts())]
            if exe:
                targets += [out.executable, out.by_lang_executable.setdefault(item.lang, Counts())]
            for c in targets:
                setattr(c, counted, getattr(c, counted) + 1)
                if ok:
                    setattr(c, matched, getattr(c, matched) + 1)
            if not ok:
                missed.append(item)

    tally(auto, auto_hit, "auto", "tp", out.false_positives)
    tally(gold, gold_used, "gold", "matched_gold", out.misses)
    return out


# -- the corpus and the held-out texts -----------------------------------------------------------


def _lang_label(lang: str) -> str:
    return "ru-petr1708" if lang.startswith("ru-petr") else lang.split("-")[0]


def corpus_gold(corpus: Any, claims: Iterable[Any] | None = None) -> list[Gold]:
    """The curated, text-stated claims of the corpus as Gold."""
    if claims is None:
        from corpus.claims import load_claims

        claims = load_claims()
    out = []
    for c in claims:
        if not c.is_curated or c.status not in ("stated", "reported") or c.evidence is None:
            continue
        segs = tuple(s for s in c.evidence.segments if s in corpus.segments)
        if not segs:
            continue
        lang = _lang_label(corpus.segments[segs[0]].lang)
        out.append(Gold(c.game, c.slot, c.value, segs, lang, c.id))
    return out


def corpus_evaluation(corpus: Any = None, found: dict[str, list[Any]] | None = None,
                      claims: Iterable[Any] | None = None) -> Scores:
    """Annotate the corpus (or take ``found``) and score it against its curated claims.

    Only witnesses that hold curated claims are scored (a witness nobody has curated yet
    would count every automatic claim as wrong).
    """
    import corpus as corpus_pkg
    from corpus.annotate import annotate_corpus

    c = corpus or corpus_pkg.load()
    gold = corpus_gold(c, claims)
    curated_witnesses = {c.segments[g.segments[0]].witness for g in gold}
    found = found if found is not None else annotate_corpus(c, sorted(curated_witnesses))
    auto = []
    for wid, fs in found.items():
        if wid not in curated_witnesses:
            continue
        for f in fs:
            segs = f.segments or ((f.segment,) if f.segment else ())
            lang = _lang_label(c.segments[segs[0]].lang) if segs and segs[0] in c.segments else f.lang
            auto.append(Auto(f.game, f.slot, f.value, tuple(segs), lang, f.rule, f.text))
    return score(auto, gold)


def heldout_files(directory: Path = HELDOUT_DIR) -> list[Path]:
    return sorted(directory.glob("*.txt"))


def heldout_evaluation(directory: Path = HELDOUT_DIR, gold_file: str = "gold-curated-conventions.jsonl") -> Scores:
    """Annotate the held-out texts and score them against a gold file beside them.

    A file ``LANG-GAME.txt`` is read in LANG (``en``, ``ru``, ``ru-petr`` = pre-reform Russian,
    ``ru-mt`` = machine-translation Russian, read as Russian and reported as ``ru-mt``) as GAME;
    gold lines give ``file``, ``game``, ``slot``, ``value`` and ``line`` (1-based).
    """
    from corpus.annotate import annotate_text
    from corpus.plain_text import read_text_file

    gold = read_gold(directory / gold_file)
    auto: list[Auto] = []
    named: dict[str, set[str]] = {}
    for path in heldout_files(directory):
        stem = path.stem
        lang, label, game = file_lang(stem)
        if lang not in ("en", "ru", "ru-petr1708"):
            raise CorpusError(f"{path}: a held-out text is named LANG-GAME.txt, LANG one of en, ru, "
                              "ru-petr, ru-mt")
        # the gold gives each line the claims it states: parts of one rule are not joined
        for f in annotate_text(read_text_file(path), lang, game, stem=stem, join=False, named=named):
            auto.append(Auto(f.game, f.slot, f.value, f.segments, label, f.rule, f.text))
    out = score(auto, gold)
    out.named = named
    return out


def gold_files(directory: Path) -> list[Path]:
    """The gold files (GOLD_FILES) of a held-out folder; FileAccessError (one line) when it is no
    folder, CorpusError when it lacks one."""
    if not directory.is_dir():
        raise FileAccessError(f"{directory}: no such folder of held-out texts")
    missing = [name for name in GOLD_FILES if not (directory / name).is_file()]
    if missing:
        raise CorpusError(f"{directory}: no gold file {' or '.join(missing)}: a held-out folder holds "
                          f"LANG-GAME.txt texts and the gold claims they state ({', '.join(GOLD_FILES)})")
    return [directory / name for name in GOLD_FILES]


def read_gold(gold_path: Path) -> list[Gold]:
    """The gold claims of a gold file; CorpusError (one line: file and line) for a line that is
    not a gold claim, or whose claim the vocabulary refuses, or that points at no line of a text
    beside the gold file."""
    from corpus.plain_text import read_text_file

    vocab = load_vocabulary()
    line_counts: dict[str, int] = {}
    gold: list[Gold] = []
    for n, raw in enumerate(read_text_file(gold_path).splitlines(), 1):
        if not raw.strip():
            continue
        try:
            d = json.loads(raw)
            stem, line = Path(d["file"]).stem, int(d["line"])
            claim = Gold(d["game"], d["slot"], d["value"], (f"{stem}-{line}",), file_lang(stem)[1],
                         f"{gold_path.name}:{n}")
        except (ValueError, KeyError, TypeError) as exc:
            raise CorpusError(f"{gold_path}:{n}: not a gold claim (a JSON object with file, game, "
                              f"slot, value and line): {exc}") from None
        _check_gold(vocab, claim, gold_path.parent / d["file"], line, line_counts, f"{gold_path}:{n}")
        gold.append(claim)
    return gold


def _check_gold(vocab: Vocabulary, claim: Gold, text: Path, line: int, line_counts: dict[str, int],
                where: str) -> None:
    """CorpusError (one line) when the vocabulary refuses the claim's game, slot or value, or
    when its line is not a line of its text."""
    try:
        value = tuple(claim.value) if isinstance(claim.value, list) else claim.value
        vocab.check_value(claim.game, vocab.canonical(claim.game, claim.slot), value)
    except VariorumError as exc:
        raise CorpusError(f"{where}: {claim.slot} = {_show(claim.value)}: {exc}") from None
    if text.name not in line_counts:
        if not text.is_file():
            raise CorpusError(f"{where}: no text {text.name} beside the gold file")
        from corpus.plain_text import read_text_file  # refuses a binary or undecodable text in one line

        line_counts[text.name] = len(read_text_file(text).splitlines())
    if not 1 <= line <= line_counts[text.name]:
        raise CorpusError(f"{where}: line {line} is not a line of {text.name} "
                          f"(it has {line_counts[text.name]})")


def file_lang(stem: str) -> tuple[str, str, str]:
    """A held-out file's stem -> (language read in, language reported, game).

    >>> file_lang("ru-mt-queens-audience")
    ('ru', 'ru-mt', 'queens-audience')
    >>> file_lang("ru-petr-parterre")
    ('ru-petr1708', 'ru-petr1708', 'parterre')
    """
    for prefix, lang, label in FILE_LANGS:
        if stem.startswith(prefix):
            return lang, label, stem[len(prefix):]
    lang, _, game = stem.partition("-")
    return lang, lang, game


def format_scores(s: Scores, title: str = "") -> str:
    """A plain-text table of the scores."""
    lines = [title] if title else []
    row = "{:34} {:>5} {:>5} {:>5}  {:>5} {:>5} {:>5}"
    lines.append(row.format("", "auto", "gold", "match", "P", "R", "F1"))

    def add(name: str, c: Counts) -> None:
        lines.append(row.format(name, c.auto, c.gold, c.tp, f"{c.precision:.2f}", f"{c.recall:.2f}",
                                f"{c.f1:.2f}"))

    add("all slots", s.total)
    add("executable slots", s.executable)
    for lang, c in sorted(s.by_lang.items()):
        add(f"  {lang}", c)
    for lang, c in sorted(s.by_lang_executable.items()):
        add(f"  {lang} (executable)", c)
    for slot, c in sorted(s.by_slot.items()):
        add(f"  {slot}", c)
    return "\n".join(lines)


# -- misses, for reading them one by one -----------------------------------------------------------


def heldout_lines(directory: Path) -> dict[str, str]:
    """Segment id (``<stem>-<line>``) -> the line's text, for every held-out text of a directory."""
    out: dict[str, str] = {}
    for path in heldout_files(directory):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            out[f"{path.stem}-{n}"] = line
    return out


def miss_rows(s: Scores, texts: dict[str, str] | None = None, executable_only: bool = True,
              vocab: Vocabulary | None = None) -> list[dict[str, Any]]:
    """The gold claims nobody found, one row each: segment, language, slot, the gold value, what
    the annotator said for that slot in that segment instead (``found``: a wrong value), and the
    segment's words; the false positives follow with ``gold`` empty.  Sorted by segment."""
    vocab = vocab or load_vocabulary()
    texts = texts or {}

    def keep(game: str, slot: str) -> bool:
        return not executable_only or slot_executable(vocab, game, slot)

    rows = []
    for g in s.misses:
        if not keep(g.game, g.slot):
            continue
        said = [a.value for a in s.false_positives if a.game == g.game and set(a.segments) & set(g.segments)
                and _key(vocab, a.game, a.slot, None)[1] == _key(vocab, g.game, g.slot, None)[1]]
        rows.append({"segment": g.segments[0], "lang": g.lang, "slot": g.slot, "gold": g.value,
                     "found": said, "text": texts.get(g.segments[0], "")})
    for a in s.false_positives:
        if keep(a.game, a.slot):
            rows.append({"segment": a.segments[0] if a.segments else "", "lang": a.lang, "slot": a.slot,
                         "gold": None, "found": [a.value], "text": texts.get(a.segments[0], "") if a.segments else ""})
    return sorted(rows, key=lambda r: (*_segment_order(r["segment"]), r["gold"] is None, r["slot"]))


def _segment_order(segment: str) -> tuple[str, int]:
    """``en-gavotte-11`` after ``en-gavotte-9``."""
    stem, _, n = segment.rpartition("-")
    return (stem, int(n)) if n.isdigit() else (segment, 0)


def format_misses(rows: Sequence[dict[str, Any]], title: str = "") -> str:
    """A plain-text list of miss rows: ``MISS`` (gold not found; ``said`` the wrong value found)
    and ``FALSE`` (found, not in the gold), with each segment's words once."""
    lines = [title] if title else []
    seen = None
    for r in rows:
        if r["segment"] != seen:
            seen = r["segment"]
            lines.append(f"{r['segment']} [{r['lang']}]: {r['text']}")
        if r["gold"] is None:
            lines.append(f"    FALSE {r['slot']} = {_show(r['found'][0])}")
        else:
            said = f"  (said {', '.join(_show(v) for v in r['found'])})" if r["found"] else ""
            lines.append(f"    MISS  {r['slot']} = {_show(r['gold'])}{said}")
    return "\n".join(lines)


def _show(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(str(v) for v in value) + "]"
    return str(value)
