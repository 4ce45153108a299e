"""The pile a line speaks about when it does not name it: the text's reference chain.

A text names a pile once and then goes on about it, or about "the other three rows", "the rest
of the rows", «въ прочихъ рядахъ», «в трёх других рядах».  The pile in *focus* is the one the
nearest sentence before spoke of as the place its rule is about: a sentence that only names piles
cards come *from* («Карту для сего берутъ изъ Совѣта или изъ Палаты лордовъ») is passed over, and
the focus is the pile the rule before it was about (the Privy Council).  "The other N <kind>"
is then the game's groups of that kind minus the ones in focus (or named before it in the same
sentence), when the number, if said, agrees.

Precision first: a chain stops at a section break (a sentence without ``prev``) and after a few
sentences; the foundations are never in focus (a line about cards going to them is not about a
pile of the layout); nothing is resolved when the focus holds none of the kind's groups.

>>> others(("a", "b", "c", "d"), ["a"], 3)
['b', 'c', 'd']
>>> others(("a", "b", "c", "d"), ["a"], 2)
[]
>>> others(("a", "b"), ["x"], None)
[]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from spacy.tokens import Token

from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import FOCUS_OF_WORDS, FOCUS_THERE_AFTER

__all__ = ["chain", "in_focus", "others", "place_there", "rest_before"]

#: How many sentences back the focus is looked for.
DEPTH = 3


def chain(s: Sentence, depth: int = DEPTH) -> Iterator[Sentence]:
    """The sentences before ``s`` of the same game, nearest first, up to ``depth`` of them."""
    ref = s.prev
    n = 0
    while ref is not None and n < depth:
        if ref.game != s.game:
            return
        yield ref
        ref = ref.prev
        n += 1


def in_focus(s: Sentence, topics: Callable[[Sentence], list[str]]) -> list[str]:
    """The groups in focus before ``s``: the topics (``topics``: the groups a sentence speaks of as
    the place its rule is about, not its sources) of the nearest sentence before that has any."""
    for ref in chain(s):
        found = topics(ref)
        if found:
            return found
    return []


def others(kind: Sequence[str], focus: Sequence[str], count: int | None) -> list[str]:
    """"The other (``count``) <kind>": the groups of ``kind`` not in focus, when the focus holds
    one of them and the number, if said, is theirs."""
    if not set(focus) & set(kind):
        return []
    out = [g for g in kind if g not in focus]
    return out if out and (count is None or count == len(out)) else []


def rest_before(s: Sentence, cue: Cue) -> tuple[bool, int | None, int]:
    """Whether "other"/"remaining"/"the rest of" stands right before a group word, a number and
    "of the" allowed among them ("the other three rows", "three other rows", "the rest of the
    rows", «въ остальныхъ трехъ рядахъ», «в трёх других рядах»), the number said (or None) and
    the token where the phrase starts."""
    k = cue.i
    rest = False
    start = cue.i
    count: int | None = None
    while k > s.span.start and cue.i - k < 5:
        at = [x for x in s.cues if x.i <= k - 1 < x.j and x.label in ("REST", "OTHER", "NUM")]
        if any(x.label in ("REST", "OTHER") for x in at):
            rest, start = True, k - 1
        elif at and isinstance(at[0].value, int) and count is None:
            count = int(at[0].value)
        elif at or s.norm(k - 1) not in FOCUS_OF_WORDS:
            break
        k -= 1
    while start > s.span.start and s.norm(start - 1) in FOCUS_OF_WORDS - {"of", "из", "изъ"}:
        start -= 1  # "the rest of the rows": from its article
    return rest, count, start


def place_there(t: Token) -> bool:
    """"in there", "from there", "out of there": "there" after a place word stands for the pile in
    focus (not "there is", "there are")."""
    return t.lower_ == "there" and t.i > 0 and t.doc[t.i - 1].lower_ in FOCUS_THERE_AFTER
