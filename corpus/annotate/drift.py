"""Translation drift: claims that two versions of the same words state differently.

Two comparisons:

- **translation** (seed 000, Russian and English in parallel): each Russian segment is linked to
  its English original; the claims the annotator finds in the two are compared slot by slot
  within each linked pair (the Russian read in its orig form, as the translation prints it).
- **mt-error** (every witness with ``<choice><sic/><corr type="mt"/></choice>``, seeds 000, 001
  and 004): each segment holding a machine-translation error is annotated in its orig form
  (the error as printed) and its reg form (the curator's correction); the claims that differ are
  what the error changes.

An item is ``differs`` (both state the slot, with different values), ``only-a`` (the first
version states it, the second does not) or ``only-b``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from corpus.annotate import (
    Found,
    annotate_segments,
    annotate_witness,
    mt_choices,
    witness_segments,
)
from corpus.annotate.games import witness_game

__all__ = ["DriftItem", "translation_drift", "mt_error_drift", "mt_segments", "all_drift"]


@dataclass(frozen=True)
class DriftItem:
    """One claim that two versions state differently."""

    comparison: str  # "translation" or "mt-error"
    kind: str  # "differs", "only-a", "only-b"
    game: str
    slot: str
    a_value: Any
    b_value: Any
    a_segments: tuple[str, ...]
    b_segments: tuple[str, ...]
    a_text: str
    b_text: str
    a_label: str
    b_label: str

    def as_json(self) -> dict[str, Any]:
        def plain(v: Any) -> Any:
            return list(v) if isinstance(v, tuple) else v

        return {
            "comparison": self.comparison, "kind": self.kind, "game": self.game, "slot": self.slot,
            self.a_label: {"value": plain(self.a_value), "segments": list(self.a_segments), "text": self.a_text},
            self.b_label: {"value": plain(self.b_value), "segments": list(self.b_segments), "text": self.b_text},
        }

    def describe(self) -> str:
        segs = " ".join(dict.fromkeys(self.a_segments + self.b_segments))
        if self.kind == "differs":
            what = f"{self.a_label} {self.a_value!r} vs {self.b_label} {self.b_value!r}"
        elif self.kind == "only-a":
            what = f"only {self.a_label}: {self.a_value!r} «{self.a_text}»"
        else:
            what = f"only {self.b_label}: {self.b_value!r} «{self.b_text}»"
        return f"[{self.comparison}] {self.game} {self.slot}: {what}  ({segs})"


def _by_key(found: Iterable[Found]) -> dict[tuple[str, str], list[Found]]:
    out: dict[tuple[str, str], list[Found]] = {}
    for f in found:
        out.setdefault((f.game, f.slot), []).append(f)
    return out


def compare(a: list[Found], b: list[Found], comparison: str, a_label: str, b_label: str) -> list[DriftItem]:
    """Compare two claim lists about the same words, slot by slot."""
    items = []
    ka, kb = _by_key(a), _by_key(b)
    for key in list(dict.fromkeys([*ka, *kb])):
        fa, fb = ka.get(key, []), kb.get(key, [])
        va = {f.value for f in fa}
        vb = {f.value for f in fb}
        if va == vb:
            continue
        x, y = (fa[0] if fa else None), (fb[0] if fb else None)
        kind = "differs" if fa and fb else ("only-a" if fa else "only-b")
        if kind == "differs":
            x = next(f for f in fa if f.value not in vb) if va - vb else fa[0]
            y = next(f for f in fb if f.value not in va) if vb - va else fb[0]
        items.append(DriftItem(
            comparison, kind, key[0], key[1],
            x.value if x else None, y.value if y else None,
            x.segments if x else (), y.segments if y else (),
            x.text if x else "", y.text if y else "", a_label, b_label))
    return items


def translation_drift(corpus: Any, ru_witness: str = "queens-audience-wp-ru",
                      en_witness: str = "queens-audience-wp-en") -> list[DriftItem]:
    """Claims the Russian translation and the English original state differently, link by link."""
    ru = annotate_witness(corpus, ru_witness, read_through_mt=False)
    en = annotate_witness(corpus, en_witness, read_through_mt=False)
    ru_segs = set(corpus.witness(ru_witness).segment_ids)
    en_segs = set(corpus.witness(en_witness).segment_ids)
    items: list[DriftItem] = []
    for link in corpus.links:
        r = [s for s in link.targets if s in ru_segs]
        e = [s for s in link.targets if s in en_segs]
        if not r or not e:
            continue
        fr = [f for f in ru if f.segment in r]
        fe = [f for f in en if f.segment in e]
        items.extend(compare(fr, fe, "translation", "ru", "en"))
    return items


def mt_segments(corpus: Any, wid: str) -> list[str]:
    """Segments of a witness holding a machine-translation correction (``corr type="mt"``)."""
    return list(mt_choices(corpus, wid))


def mt_error_drift(corpus: Any, wid: str) -> list[DriftItem]:
    """Claims a machine-translation error changes: orig (as printed) against reg (corrected).

    Each segment with an error is read with its neighbours (the discourse rules need the
    sentence before), and only claims with evidence in that segment are compared.
    """
    targets = mt_segments(corpus, wid)
    if not targets:
        return []
    game = witness_game(wid)
    orig = annotate_segments(witness_segments(corpus, wid, "orig"), corpus.witness(wid).lang, game)
    reg = annotate_segments(witness_segments(corpus, wid, "reg"), corpus.witness(wid).lang, game)
    items = []
    for sid in targets:
        fo = [f for f in orig if sid in f.segments]
        fr = [f for f in reg if sid in f.segments]
        items.extend(compare(fo, fr, "mt-error", "orig", "reg"))
    return items


def all_drift(corpus: Any) -> list[DriftItem]:
    """Translation drift for seed 000 and machine-translation drift for every witness with
    machine-translation errors."""
    items = []
    if "queens-audience-wp-ru" in corpus.witnesses and "queens-audience-wp-en" in corpus.witnesses:
        items.extend(translation_drift(corpus))
    for wid in corpus.witnesses:
        items.extend(mt_error_drift(corpus, wid))
    return items
