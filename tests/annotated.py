"""What the annotator reads from a text, as plain data for the annotator's tests.

Every function takes the text first, then its language (``"en"``, ``"ru"``, ``"ru-petr1708"``,
``"ru-mt"`` …) and the game the text describes, in that order::

    from tests import annotated

    assert ("stock.redeals", 0) in annotated.claims("The stock can only be dealt once.", "en", "queens-audience")

Call them through the module (``annotated.claims``): tests often name a local set of expected
pairs ``claims``.
"""

from __future__ import annotations

from corpus.annotate import annotate_text
from corpus.annotate.pipeline import get_pipeline, lang_base, patterns
from corpus.annotate.reader import SentenceReader
from rules.vocabulary import load_vocabulary


def claims(text: str, lang: str, game: str) -> set[tuple[str, object]]:
    """The (slot, value) pairs the annotator reads from `text`, whatever line they stand on."""
    return {(f.slot, f.value) for f in annotate_text(text, lang, game)}


def claims_on_line(text: str, lang: str, game: str, line: str) -> set[tuple[str, object]]:
    """The (slot, value) pairs read from one segment of `text` (``"line-2"`` is its second line)."""
    return {(f.slot, f.value) for f in annotate_text(text, lang, game) if f.segment == line}


def claims_by_game(text: str, lang: str, game: str) -> set[tuple[str, str, object]]:
    """The (game, slot, value) triples read from `text`: a sentence may speak of another game."""
    return {(f.game, f.slot, f.value) for f in annotate_text(text, lang, game)}


def own_names(text: str, lang: str, game: str) -> dict[tuple[str, ...], str]:
    """The names `text` gives its own piles (words → pile), read line by line as the reader does."""
    base = lang_base(lang)
    reader = SentenceReader(load_vocabulary(), patterns(base))
    for line in text.splitlines():
        reader.read(get_pipeline(base)(line), "x", game, lang)
    return reader.ctx.own_names.get(game, {})
