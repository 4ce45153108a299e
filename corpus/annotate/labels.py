"""The vocabulary's group labels as words for the game's piles.

Every pile group of a game has an English and a Russian label in ``rules/vocabulary.toml``
(«Палата лордов», «сад», "talon", "ladies' side").  A sentence about that game that uses a
label, in any inflection, names the group: the label and the sentence are compared lemma by
lemma (spaCy's lookup lemmas in English, pymorphy3's in Russian, so «въ саду», «изъ сада» and
«садомъ» all name the garden).  A label's part in brackets is a second label unless it holds a
figure («основания (Правительство)» gives «Правительство»; «Народ (ряд 4)» gives only «Народ»).

Label cues are game-aware, the pattern files are not: where a label cue and a pattern's ``PILE``
cue cover the same words, the label wins («Палата лордов» is British Constitution's House of
Lords, not Royal Cotillion's lords' side).

>>> from rules.vocabulary import load_vocabulary
>>> sorted(label_lemmas(load_vocabulary(), "british-constitution", "ru"))[:2]
[(('декоративный', 'карта'), 'discard'), (('колода',), 'stock')]
"""

from __future__ import annotations

import functools
import re

from spacy.tokens import Span

from corpus.annotate.pipeline import get_pipeline, lang_base
from corpus.annotate.sentence import Cue
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["label_lemmas", "with_group_labels"]

#: Words a label may open with that the text need not repeat ("the People", "her guard").
_SKIP = frozenset({"the", "her", "a", "an", "её", "ее"})


def _lemmas(text: str, lang: str) -> tuple[str, ...]:
    doc = get_pipeline(lang)(text)
    out = [t.lemma_.lower() for t in doc if not (t.is_punct or t.is_space)]
    while out and out[0] in _SKIP:
        out.pop(0)
    return tuple(out)


def _label_texts(label: str) -> list[str]:
    inner = re.findall(r"\(([^)]*)\)", label)
    outer = re.sub(r"\([^)]*\)", " ", label).strip()
    return [t for t in [outer, *inner] if t.strip() and not re.search(r"\d", t)]


@functools.lru_cache(maxsize=64)
def _cached(game: str, lang: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    return tuple(label_lemmas(load_vocabulary(), game, lang))


def label_lemmas(vocab: Vocabulary, game: str, lang: str) -> list[tuple[tuple[str, ...], str]]:
    """(lemmas of a label, group) for every group label of ``game`` in ``lang`` (``en``/``ru``)."""
    base = lang_base(lang)
    try:
        gdef = vocab.game(game)
    except VariorumError:
        return []
    out: set[tuple[tuple[str, ...], str]] = set()
    for g in gdef.groups:
        for text in _label_texts(g.label(base)):
            lem = _lemmas(text, base)
            if lem:
                out.add((lem, g.id))
    return sorted(out, key=lambda x: (-len(x[0]), x))


def with_group_labels(cues: list[Cue], sent: Span, game: str, lang: str, vocab: Vocabulary) -> list[Cue]:
    """The cues of a sentence with a ``PILE`` cue for every group label of ``game`` it uses."""
    if vocab is not load_vocabulary():
        labels = label_lemmas(vocab, game, lang)
    else:
        labels = list(_cached(game, lang_base(lang)))
    if not labels:
        return cues
    words = [t for t in sent if not (t.is_punct or t.is_space)]
    lemmas = [t.lemma_.lower() for t in words]
    found: list[Cue] = []
    taken: set[int] = set()
    for lem, group in labels:  # longest labels first
        n = len(lem)
        for k in range(len(words) - n + 1):
            if tuple(lemmas[k:k + n]) != lem or any(words[x].i in taken for x in range(k, k + n)):
                continue
            first, last = words[k], words[k + n - 1]
            taken.update(range(first.i, last.i + 1))
            end = last.idx + len(last.text)
            found.append(Cue("PILE", group, first.idx, end, first.i, last.i + 1, f"label-{group}",
                             sent.doc.text[first.idx:end]))
    if not found:
        return cues
    kept = [c for c in cues if not (c.label == "PILE" and any(f.i < c.j and c.i < f.j for f in found))]
    out = kept + found
    out.sort(key=lambda c: (c.i, -c.j, c.label))
    return out
