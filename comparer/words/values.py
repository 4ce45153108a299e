"""A slot's value as words in the reader's language.

Vocabulary labels for enum values, groups, named shapes and special sources (``labels`` in
rules/vocabulary.toml), card patterns as card names (``2xQC`` "2 дамы треф"), Russian rank
letters in rank sequences, game names for related games.

>>> from rules.vocabulary import load_vocabulary
>>> vocab = load_vocabulary()
>>> value_words(vocab, "queens-audience", "foundation.sequence", ("A", "2", "3"), "ru")
'Т, 2, 3'
>>> value_words(vocab, "queens-audience", "variant-of", "kings-audience", "en")
"King's Audience"
"""

from __future__ import annotations

import functools
import tomllib
from pathlib import Path
from typing import Any

from comparer.words.cards import card_words, pair_words, shape_words
from rules.cards import RANK_SHORT_RU, RANK_TEXT
from rules.vocabulary import SlotDef, Vocabulary, parse_card_pattern

#: Slots whose text values are game ids (shown by the game's name).
GAME_ID_SLOTS = frozenset({"related", "variant-of"})
#: Value types the vocabulary itself writes as words (enum labels, yes/no, numbers).
_VOCABULARY_TYPES = frozenset({"enum", "enum-list", "bool", "count", "int"})


@functools.lru_cache(maxsize=4)
def _reader_labels(path: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """Slot or property id -> {word: (English, Russian)}: the ``labels`` lists of the vocabulary
    file (named shapes, special sources, decorative-card names)."""
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for entry in [*data.get("slot", ()), *data.get("property", ())]:
        labels = {str(x["id"]): (str(x["en"]), str(x["ru"])) for x in entry.get("labels", ())}
        if labels:
            out[str(entry["id"])] = labels
    return out


def reader_label(vocab: Vocabulary, sd: SlotDef, word: str, lang: str) -> str | None:
    """The label of a non-enum word of a slot's values (``labels`` in the vocabulary), or None."""
    found = _reader_labels(vocab.path).get(sd.prop or sd.id, {}).get(word)
    if found is None:
        return None
    return found[1] if lang == "ru" else found[0]


def _card_set_words(vocab: Vocabulary, sd: SlotDef, item: str, lang: str) -> str:
    head, _, label = item.partition(":")
    if "+" in head:
        words = pair_words(head, lang)
    else:
        count, rank, suit = parse_card_pattern(head)
        words = card_words(rank, suit, lang, count, "each" if sd.prop == "base" else "all")
    if label:
        words += f" ({reader_label(vocab, sd, label, lang) or label})"
    return words


def item_words(vocab: Vocabulary, game: str, sd: SlotDef, item: Any, lang: str) -> str:
    """One item of a value of slot ``sd`` as words in ``lang``."""
    t = sd.type
    if t == "card-set" and isinstance(item, str):
        return _card_set_words(vocab, sd, item, lang)
    if t == "pairs" and isinstance(item, str):
        pattern, _, target = item.rpartition(":")
        role = vocab.game(game).group_roles.get(target, target)
        return pair_words(pattern, lang, vocab.group_label(game, target, lang), role)
    if t == "rank-sequences" and isinstance(item, str) and lang == "ru":
        return "-".join(RANK_SHORT_RU[RANK_TEXT.index(r)] for r in item.split("-"))
    if t == "shape" and isinstance(item, str):
        named = reader_label(vocab, sd, item, lang)
        return named if named is not None else shape_words(item, lang)
    if t == "groups" and isinstance(item, str):
        if vocab.game(game).group(item) is None:
            special = reader_label(vocab, sd, item, lang)
            if special is not None:
                return special
        return str(vocab.group_label(game, item, lang))
    if t in ("text", "texts") and sd.id in GAME_ID_SLOTS and item in vocab.games:
        return str(vocab.games[item].label(lang))
    if isinstance(item, float) and lang == "ru":
        return str(item).replace(".", ",")
    return str(item)


def value_words(vocab: Vocabulary, game: str, slot: str, value: Any, lang: str) -> str:
    """A value of ``game``'s ``slot`` as words in ``lang`` (items joined as the vocabulary
    joins them).  Values of type ``source`` stay source ids: the reader finds them in the list
    of sources."""
    sd = vocab.slot(game, slot)
    items = value if isinstance(value, tuple) else (value,)
    if not items or sd.type in _VOCABULARY_TYPES:
        return str(vocab.format_value(game, slot, value, lang))
    words = [item_words(vocab, game, sd, item, lang) for item in items]
    return ("; " if sd.type in ("enum-list", "pairs") else ", ").join(words)
