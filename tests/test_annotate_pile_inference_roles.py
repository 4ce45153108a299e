"""A pile named by a word of the text's own, bound by its role (pile_inference.py,
pile_inference_roles.py): joined to a known group as another pile, laid out "to form the X",
not built on, turned onto one at a time, its places filled.  Every text is our own wording, with
nonce nouns; the negatives pin precision (two groups equally likely bind nothing)."""

from __future__ import annotations

import pytest

from corpus.annotate import pile_inference
from corpus.annotate.pipeline import get_pipeline, lang_base, patterns
from rules.vocabulary import load_vocabulary


def _inferred(text: str, lang: str, game: str) -> dict[tuple[str, ...], str]:
    base = lang_base(lang)
    doc = get_pipeline(base)(text)
    sents = [(s, game) for s in doc.sents]
    return pile_inference.infer(sents, lang, load_vocabulary(), patterns(base), {}).get(game, {})


@pytest.mark.parametrize(("lang", "game", "text", "noun", "group"), [
    # joined to the known group as a second pile ("the X and the Navy"): the other tableau group
    ("en", "indian-empress",
     "Lay out forty-eight cards in four rows; the upper half is the brindle and the lower half the Navy. "
     "Pair a card of the brindle with a card of the Navy. When a space in the brindle or the Navy opens, "
     "fill it from the talon.", "brindle", "army"),
    ("en", "indian-empress",
     "Couples come out of the gorse and the Navy together. A gap in the Navy or in the gorse is filled at "
     "once.", "gorse", "army"),
    ("ru", "indian-empress",
     "Пары составляют из карт флота и из карт бурелома. Пустое место во флоте или в буреломе сразу "
     "закрывают картой из колоды.", "бурелом", "army"),
    # laid out "to form the X" / «это X», its places filled: the one reserve group left
    ("en", "royal-cotillion",
     "Sixteen cards on the right are the Lords. Next to the Aces lay twelve cards in three rows of four to form the thicket. Only the lowest card of "
     "each column of the thicket is free. A space in the thicket stays empty.", "thicket", "ladies"),
    ("ru", "royal-cotillion",
     "Справа лежат шестнадцать карт лордов. Слева кладут двенадцать карт, три ряда по четыре, — это у нас валежник. Карты с валежника идут только "
     "на основания. Места валежника не заполняются.", "валежник", "ladies"),
    # the pack turned one at a time onto the X, the stock not named
    ("en", "queens-audience",
     "Sixteen cards make the antechamber. The other cards are turned up one at a time and laid upon a single "
     "tussock. The top card of the tussock is always free.", "tussock", "waste"),
    # built on with a negation elsewhere in the sentence: still built on (a tableau)
    ("en", "parterre",
     "The sixteen cards left over are the bouquet. On the hedge you build downwards and colours don't count. "
     "A card from another hedge may go there.", "hedge", "garden"),
    # not built on (the negation before the verb), its gaps filled: the reserve, the garden named
    ("ru", "parterre",
     "Шесть кучек по шесть карт — это цветник. На сугробы карты не могут быть построены. Пустое место в "
     "сугробе сразу закрывают картой из колоды.", "сугроб", "bouquet"),
    # an empty X that is no gap to fill ("from the stock if the X is empty") and the pack dealt onto
    # it: the waste, though "empty" alone would allow a reserve
    ("en", "royal-cotillion",
     "The Lords and the Ladies lie apart. A gap among the Lords is taken from the spillway, or from the stock "
     "if the spillway is empty. You turn the stock over onto the spillway whenever you like.", "spillway",
     "waste"),
    # the stock's cards a card at a time to the X, no verb
    ("en", "queens-audience",
     "Sixteen cards form the antechamber. Stock: a card at a time to a single runnel; top of runnel free.",
     "runnel", "waste"),
    ("ru", "odd-and-even",
     "Девять карт — резерв. Переверните запас по одной карте на пригорок. Верхняя карта пригорка доступна.",
     "пригорок", "waste"),
])
def test_role_binds_the_noun(lang: str, game: str, text: str, noun: str, group: str) -> None:
    assert _inferred(text, lang, game).get((noun,)) == group


@pytest.mark.parametrize(("lang", "game", "text", "noun"), [
    # two tableau groups, neither named: the noun stays unbound
    ("en", "indian-empress",
     "Lay out forty-eight cards in four rows to form the brindle. Pair a card of the brindle with another. "
     "When a space in the brindle opens, fill it from the talon.", "brindle"),
    # two reserve groups, neither named
    ("ru", "royal-cotillion",
     "Слева кладут двенадцать карт — это валежник. Карты с валежника идут только на основания. Места "
     "валежника не заполняются.", "валежник"),
    # built on and not built on, equally often: no role, and the text names its tableau
    ("en", "parterre",
     "Deal the garden in six piles. Nothing may be built on the hedge. Cards are built down on the hedge "
     "in the second round.", "hedge"),
    # empty and filled: a tableau or a reserve, never the waste, though the pack is turned in the text
    ("en", "royal-cotillion",
     "The Lords and the Ladies lie apart. When the spillway is empty, fill it from the stock. Turn the "
     "stock one by one onto the table.", "spillway"),
    # "as each comes up": no noun laid out "as the X"
    ("en", "odd-and-even",
     "Twelve cards are dealt in rows as the reserve. As each comes up, it goes to a foundation.", "come"),
    # a gloss ("the X, or Y") is no second pile: "wall" is not kept from the ramparts by it
])
def test_unresolved_noun_stays_unbound(lang: str, game: str, text: str, noun: str) -> None:
    assert (noun,) not in _inferred(text, lang, game)


def test_a_gloss_with_or_is_no_second_pile() -> None:
    from corpus.annotate.pile_inference_roles import apart
    from corpus.annotate.sentence import Cue

    doc = get_pipeline("en")("Around it runs a ring, the ramparts, or walls of the city, and the reserve.")
    sent = next(iter(doc.sents))
    ramparts = next(t for t in doc if t.lower_ == "ramparts")
    walls = next(t for t in doc if t.lower_ == "walls")
    reserve = next(t for t in doc if t.lower_ == "reserve")
    cue = Cue("PILE", "rampart", ramparts.idx, ramparts.idx + 8, ramparts.i, ramparts.i + 1, "label", "ramparts")
    assert not apart(sent, walls, cue)
    other = Cue("PILE", "reserve", reserve.idx, reserve.idx + 7, reserve.i, reserve.i + 1, "label", "reserve")
    assert apart(sent, walls, other) is False  # "of the city, and" — a word not a joiner between
    doc2 = get_pipeline("en")("Take it from the hedge or the reserve.")
    hedge = next(t for t in doc2 if t.lower_ == "hedge")
    res = next(t for t in doc2 if t.lower_ == "reserve")
    cue2 = Cue("PILE", "reserve", res.idx, res.idx + 7, res.i, res.i + 1, "label", "reserve")
    assert apart(next(iter(doc2.sents)), hedge, cue2)
