"""Plain text into segments: which line is a heading, where a sentence ends.

The one home of these two decisions for text that comes without markup: the annotator's plain
texts (``corpus.annotate.plain_segments``), ``variorum corpus import`` and the encoder of seed
003 (``tools/encode_r24.py``) ask here.

>>> split_sentences("Сдают шестнадцать карт. Затем — ещё. «Дама» идёт в камеру.")
['Сдают шестнадцать карт.', 'Затем — ещё.', '«Дама» идёт в камеру.']
>>> is_heading("Аудиенция королевы"), is_heading("ПАРТЕРЪ."), is_heading("Deal sixteen cards.")
(True, True, False)
"""

from __future__ import annotations

import re

__all__ = ["split_sentences", "is_heading"]

#: A sentence ends at . ! ? followed by space and a capital (possibly after an opening quote
#: or bracket); old letters count as capitals.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[(«]?[A-ZА-ЯЁІѢѲѴ])")


def split_sentences(text: str) -> list[str]:
    """Split a line or paragraph into sentences (full stop etc. followed by a capital)."""
    return SENTENCE_END.split(text)


def is_heading(line: str) -> bool:
    """A short line (four words at most) without sentence punctuation, or a short line in
    capitals that ends with a full stop («ПАРТЕРЪ.»)."""
    stripped = line.strip()
    return len(stripped.split()) <= 4 and not re.search(r"[,;:!?]", stripped) and (
        not stripped.endswith(".") or stripped[:-1].isupper())
