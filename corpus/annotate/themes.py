"""The games' own vocabulary: ``themes.toml``, thematic words for each game's groups, read as labels.

A writer retelling a game names its piles by its theme: "the walls" for the Besieged City's
ramparts, «фрейлины» for Royal Cotillion's ladies' side, "the flower beds" for Le Parterre's
garden.  ``themes.toml`` lists such words for every group of every game (and everyday words for a
role, read as the game's one group of that role); ``labels.with_group_labels`` reads them beside
the vocabulary's labels, lemma by lemma, only in a text about that game.  A word written with a
capital in the data ("Commons") names its group only when the text capitalises it, not at the
head of a sentence.

>>> from rules.vocabulary import load_vocabulary
>>> words = dict(theme_lemmas(load_vocabulary(), "parterre", "en"))
>>> words[("flower", "bed")], words[("posy",)]
('garden', 'bouquet')
>>> theme_lemmas(load_vocabulary(), "odd-and-even", "en")[:1]
[(('draw', 'pile'), 'stock')]
>>> ("common",) in capital_lemmas("british-constitution", "en")
True
"""

from __future__ import annotations

import functools
from typing import Any

from corpus.annotate.datafile import DataFileError, read_toml
from corpus.annotate.pipeline import get_pipeline, lang_base
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["THEMES_FILE", "LISTS", "theme_words", "theme_lemmas", "capital_lemmas"]

THEMES_FILE = "themes.toml"

#: The lists of a table by language: English, and the Russian ones (modern, older texts only, MT).
LISTS = {"en": ("en",), "ru": ("ru", "petr", "mt")}


def _tables() -> dict[str, Any]:
    data = read_toml(THEMES_FILE)
    for part in ("games", "roles"):
        if not isinstance(data.get(part), dict):
            raise DataFileError(f"{THEMES_FILE}: no [{part}] tables")
    return data


def _words(where: str, table: Any, lang: str) -> list[str]:
    if not isinstance(table, dict):
        raise DataFileError(f"{THEMES_FILE}: {where} is not a table")
    out: list[str] = []
    for key in LISTS[lang]:
        words = table.get(key, [])
        if not isinstance(words, list) or not all(isinstance(w, str) and w.strip() for w in words):
            raise DataFileError(f"{THEMES_FILE}: {where} {key} is not a list of words")
        out.extend(w.strip() for w in words)
    return out


def theme_words(vocab: Vocabulary, game: str, lang: str) -> list[tuple[str, str]]:
    """(word as written, group) for every thematic word of ``game`` in ``lang`` (``en``/``ru``):
    the game's own (or those of the game it is ``same-as``), then the role words of each role the
    game has exactly one group of."""
    base = lang_base(lang)
    try:
        roles = vocab.game(game).group_roles
    except VariorumError:
        return []
    data = _tables()
    own = data["games"].get(game, {})
    if isinstance(own, dict) and isinstance(own.get("same-as"), str):
        own = data["games"].get(own["same-as"], {})
    out: list[tuple[str, str]] = []
    for group, table in (own or {}).items():
        if group not in roles:
            raise DataFileError(f"{THEMES_FILE}: [games.{game}.{group}]: {game} has no group {group}")
        out.extend((w, group) for w in _words(f"[games.{game}.{group}]", table, base))
    for role, table in data["roles"].items():
        groups = [g for g, r in roles.items() if r == role]
        if len(groups) == 1:
            out.extend((w, groups[0]) for w in _words(f"[roles.{role}]", table, base))
    return out


def _lemmas(text: str, lang: str) -> tuple[str, ...]:
    doc = get_pipeline(lang)(text.replace("-", " "))
    return tuple(t.lemma_.lower() for t in doc if not (t.is_punct or t.is_space))


def _plural(word: str) -> str:
    """The regular English plural of a noun ("battlement" -> "battlements", "sentry" -> "sentries")."""
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")


def _forms(word: str, lang: str) -> list[tuple[str, ...]]:
    """The lemmas of a thematic word, and in English those of its plural too (the lookup
    lemmatiser leaves a plural it does not know as it is: "battlements")."""
    lem = _lemmas(word, lang)
    if not lem or lang != "en":
        return [lem] if lem else []
    head = next((k - 1 for k, w in enumerate(lem) if k and w in ("of", "in")), len(lem) - 1)  # "maids of honour"
    plural = (*lem[:head], _plural(lem[head]), *lem[head + 1:])
    return [lem] if plural == lem else [lem, plural]


def _entries(vocab: Vocabulary, game: str, lang: str) -> list[tuple[tuple[str, ...], str, bool]]:
    return [(lem, group, word[:1].isupper()) for word, group in theme_words(vocab, game, lang)
            for lem in _forms(word, lang)]


@functools.lru_cache(maxsize=64)
def _cached(game: str, lang: str) -> tuple[tuple[tuple[str, ...], str, bool], ...]:
    return tuple(_entries(load_vocabulary(), game, lang))


def theme_lemmas(vocab: Vocabulary, game: str, lang: str) -> list[tuple[tuple[str, ...], str]]:
    """(lemmas of a thematic word, group) for ``game`` in ``lang``, as ``labels.label_lemmas``."""
    base = lang_base(lang)
    entries = _cached(game, base) if vocab is load_vocabulary() else _entries(vocab, game, base)
    return [(lem, group) for lem, group, _ in entries]


def capital_lemmas(game: str, lang: str) -> frozenset[tuple[str, ...]]:
    """The lemmas of the thematic words of ``game`` that name their group only capitalised."""
    return frozenset(lem for lem, _, cap in _cached(game, lang_base(lang)) if cap)
