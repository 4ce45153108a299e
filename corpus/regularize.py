"""Pre-reform spelling as TEI markup: every word whose modern spelling differs becomes
``<choice><orig>old</orig><reg>modern</reg></choice>``, the ``<reg>`` exactly what
``corpus.normalize`` gives (docs/ENCODING.md, "Old spelling").

The one home of that markup: the encoder of seed 003 (``tools/encode_r24.py``, which first
wraps OCR misreadings in ``<sic>/<corr>``) and ``variorum corpus import`` both build their
choices here.

>>> regularize_inline("Всѣ четыре ряда, при чемъ")[0]
'<choice><orig>Всѣ</orig><reg>Все</reg></choice> четыре ряда, <choice><orig>при чемъ</orig><reg>причём</reg></choice>'
>>> regularize_inline("a < b")[0]
'a &lt; b'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from xml.sax.saxutils import escape

from corpus.normalize import normalize_pair, normalize_word

__all__ = ["WORD", "word_choice", "pair_choice", "regularize_inline"]

#: A word: letters, possibly joined by hyphens (``тотчасъ-же``).
WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def word_choice(old_markup: str, fixed: str, exceptions: Mapping[str, str] | None = None) -> str | None:
    """The orig/reg choice for one word, or None when its spelling is already modern.

    ``fixed`` is the word in old spelling (after any OCR correction), ``old_markup`` how it is
    written inside ``<orig>`` (the escaped word, or its sic/corr choice).  A word listed in
    ``exceptions`` takes the listed modern form as ``<reg type="exception">``.

    >>> word_choice("картъ", "картъ")
    '<choice><orig>картъ</orig><reg>карт</reg></choice>'
    >>> word_choice("то-есть", "то-есть", {"то-есть": "то есть"})
    '<choice><orig>то-есть</orig><reg type="exception">то есть</reg></choice>'
    >>> word_choice("много", "много") is None
    True
    """
    if exceptions and fixed in exceptions:
        reg, tag = exceptions[fixed], '<reg type="exception">'
    else:
        reg, tag = normalize_word(fixed).modern, "<reg>"
    if reg == fixed:
        return None
    return f"<choice><orig>{old_markup}</orig>{tag}{escape(reg)}</reg></choice>"


def pair_choice(first: str, second: str, old_markups: tuple[str, str] | None = None) -> str | None:
    """One orig/reg choice for two words that modern spelling writes as one (``при чемъ`` →
    ``причём``), or None when they stay apart.  ``old_markups``: how each word is written
    inside ``<orig>`` (default: the escaped words)."""
    pair = normalize_pair(first, second)
    if pair is None:
        return None
    a, b = old_markups or (escape(first), escape(second))
    return f"<choice><orig>{a} {b}</orig><reg>{escape(pair.modern)}</reg></choice>"


def regularize_inline(text: str, exceptions: Mapping[str, str] | None = None) -> tuple[str, int]:
    """A run of text (no markup) as TEI inline content: escaped, each old spelling a choice.
    Returns the markup and the number of orig/reg choices made."""
    out: list[str] = []
    pos = 0
    count = 0
    words = list(WORD.finditer(text))
    i = 0
    while i < len(words):
        m = words[i]
        out.append(escape(text[pos:m.start()]))
        nxt = words[i + 1] if i + 1 < len(words) else None
        pair = None
        if nxt is not None and text[m.end():nxt.start()] == " ":
            pair = pair_choice(m.group(0), nxt.group(0))
        if pair is not None and nxt is not None:
            out.append(pair)
            count += 1
            pos, i = nxt.end(), i + 2
            continue
        choice = word_choice(escape(m.group(0)), m.group(0), exceptions)
        out.append(choice or escape(m.group(0)))
        count += choice is not None
        pos, i = m.end(), i + 1
    out.append(escape(text[pos:]))
    return "".join(out), count
