"""Russian abbreviations with a full stop inside a sentence: «т. е.», «т. наз.», «и т. д.», «см.».

spaCy's sentencizer ends a sentence at every full stop, so «…когда игра остановится, т. е. когда
ходовъ болѣе нѣтъ, и карты ея кладутъ по одной въ талонъ» became three sentences and no rule saw
the deal, its timing and the waste together.  This component (run before the sentencizer) marks
the token after the full stop of a word of ``[abbreviation]`` (words.toml) as no sentence start,
when that token begins in lower case (a capital after «т. д.» may start a new sentence).

>>> from corpus.annotate.pipeline import get_pipeline
>>> doc = get_pipeline("ru")("Колоду открывают, т. е. переворачивают, по одной. Потом всё.")
>>> len(list(doc.sents))
2
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc

from corpus.annotate.words import ABBREVIATIONS

__all__ = ["keep_abbreviations"]


@Language.component("ru_abbreviations")
def keep_abbreviations(doc: Doc) -> Doc:
    """No sentence starts after the full stop of an abbreviation when the next word is in lower case."""
    for token in doc[1:-1]:
        before, after = doc[token.i - 1], doc[token.i + 1]
        if token.text == "." and before.lower_ in ABBREVIATIONS and after.text[:1].islower():
            after.is_sent_start = False
    return doc
