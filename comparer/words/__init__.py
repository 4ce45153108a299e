"""Rules in words: the one renderer of values, cards and quotations in English and Russian,
used by the terminal (``variorum rules explain``, ``variorum play``), the comparison reports and
the site.

The whole API:

- :func:`value_words` — a slot's value (``vocab, game, slot, value, lang``) as words;
- :func:`card_words`, :func:`pair_words`, :func:`shape_words`, :func:`rank_words` — card
  patterns (``2xQC``, ``K+Q``), table shapes (``4x3``) and ranks as words;
- :func:`ru_plural`, :func:`count_words` — a number with the right Russian (or English) noun;
- :class:`Quoter` — claims as quotations (:class:`Quotation`, read as corrected with the
  original's errors shown, from a translation in the reader's language where the corpus has
  one) and citations; :func:`quotation_words` writes a quotation;
- :data:`ORIGIN_WORDS` — stated / reported / inherited / editorial in both languages.

Every function takes the reader's language, ``"en"`` or ``"ru"``.

>>> card_words("Q", "C", "ru", 2), card_words("Q", "C", "en", 2)
('2 дамы треф', '2 Queens of Clubs')
"""

from __future__ import annotations

from comparer.words.cards import card_words, count_words, pair_words, rank_words, ru_plural, shape_words
from comparer.words.quotations import ORIGIN_WORDS, Quotation, Quoter, quotation_words, quote_marks
from comparer.words.values import value_words

LANGS = ("en", "ru")

__all__ = [
    "LANGS", "ORIGIN_WORDS", "Quotation", "Quoter", "card_words", "count_words", "pair_words",
    "quotation_words", "quote_marks", "rank_words", "ru_plural", "shape_words", "value_words",
]
