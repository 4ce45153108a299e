"""Pronouns that stand for a pile: «на нихъ кладутъ…», «в ней доступна любая карта».

Russian uses the forms of «он», «она», «оно», «они» that begin with н- (``words.toml``,
``[pronoun-pile]``) only after a preposition, where a rule text speaks of a place: the pile cards
go to or come from.  Such a pronoun stands for the pile named last (before it in its sentence,
else in the sentence before) whose noun agrees with it in number and, in the singular, in
gender (pymorphy3 says what a noun may be: «основания» is singular or plural, «сторона»
feminine).  The pronoun then gets a ``PILE`` cue of that pile, so every rule reads it as if the
pile were named again.

>>> from corpus.annotate.pipeline import get_pipeline
>>> doc = get_pipeline("ru")("Основания — туз и двойка. На них кладут карты той же масти.")
>>> first, second = doc.sents
>>> agrees(doc[3], "них"), agrees(doc[0], "нее")
(True, False)
"""

from __future__ import annotations

import functools

from spacy.tokens import Span, Token

from corpus.annotate.sentence import Cue
from corpus.annotate.words import PARTITIVE, PRONOUN_PILE, RELATIVE_PRONOUN_LEMMAS, RELATIVE_WORDS

__all__ = ["PRONOUN_FORMS", "RANKS_BUILT_ON", "agrees", "with_pronoun_piles"]

#: The pattern id of a foundation read at a pronoun that stands for ranks built on.
RANKS_BUILT_ON = "pronoun-ranks-built-on"

#: pronoun form -> the numbers and genders it may stand for ("plur", "femn", "masc", "neut").
PRONOUN_FORMS = {form: frozenset(v.split()) for form, v in PRONOUN_PILE.items()}
#: Cues a pronoun may stand for: a pile, or cards, also named by their rank («лежит чёрная
#: девятка: на неё можно положить…»; then it names no pile).
_ANTECEDENTS = ("PILE", "CARD", "RANK")


@functools.lru_cache(maxsize=4096)
def _noun_features(word: str) -> frozenset[str]:
    """"plur" and/or the genders of the singular a (modern, lower-case) word may be as a noun."""
    from corpus.annotate.components import morph_analyzer

    out: set[str] = set()
    for p in morph_analyzer().parse(word):
        if p.tag.POS != "NOUN":
            continue
        if p.tag.number == "plur" or "Pltm" in p.tag:
            out.add("plur")
        if p.tag.number == "sing" and p.tag.gender:
            out.add(str(p.tag.gender))
    return frozenset(out)


def agrees(token: Token, form: str) -> bool:
    """Whether a noun token may be what the pronoun ``form`` stands for («там»: any)."""
    wanted = PRONOUN_FORMS.get(form, frozenset())
    features = _noun_features(token.norm_ or token.lower_)
    return bool(wanted & features) or ("any" in wanted and bool(features))


def _agreeing(cue: Cue, doc_tokens: Span | None, form: str) -> bool:
    if doc_tokens is None:
        return False
    return any(agrees(t, form) for t in doc_tokens.doc[cue.i:cue.j])


def _partitive(sent: Span, t: Token) -> bool:
    """«любая изъ нихъ»: a quantifier, «из», the pronoun."""
    doc = sent.doc
    k = t.i - 2
    return k >= sent.start and doc[k].lemma_.lower() in PARTITIVE and (doc[k + 1].norm_ or doc[k + 1].lower_) in ("из", "изо")


def _antecedent(cues: list[Cue], span: Span, form: str, before: int, onto: bool = False) -> Cue | None:
    """The last pile or card cue before token ``before`` that agrees with the pronoun (cards
    named inside a pile's words, «запасныхъ картъ», are the pile's)."""
    piles = [c for c in cues if c.label == "PILE"]
    candidates = [c for c in cues if c.label in _ANTECEDENTS and c.j <= before and not (
        c.label == "CARD" and any(p.i <= c.i and c.j <= p.j for p in piles))
        and not c.collective]  # ("either force" is two piles, not one)
    # «на кучкахъ партера …; класть на нихъ»: a pile word right before a group's name agrees for it
    named_piles = {c.i: p for c in cues if c.label == "COLUMN" and c.j <= before for p in piles if p.i == c.j}
    candidates += [c for c in cues if c.i in named_piles and c.label == "COLUMN"]
    # «класть на нихъ»: what cards are put on is a pile (cards named without one are its cards)
    goal = onto and bool(named_piles)
    for c in sorted(candidates, key=lambda c: -c.i):
        if goal and c.label == "CARD":
            continue
        if (_agreeing(c, span, form) or _every_card(cues, c, form)) and not _heads_relative(span, c, before):
            if onto and c.label == "CARD":
                # «Карты резерва доступны, но класть на нихъ нельзя»: put onto a group's cards is
                # put onto the group (its name just after the cards, in the genitive)
                owner = next((p for p in piles if p.i == c.j), None)
                if owner is not None:
                    return owner
            return named_piles.get(c.i, c) if c.label == "COLUMN" else c
    return None


def _every_card(cues: list[Cue], c: Cue, form: str) -> bool:
    """«Любую карту резерва брать можно, а класть на них нельзя», «всякую карту запаса … на нихъ»:
    a card word in the singular right after a word of every (an ``ALL`` cue: «любой», «всякий»)
    speaks of all the cards, and a plural pronoun may stand for them."""
    return c.label == "CARD" and "plur" in PRONOUN_FORMS.get(form, frozenset()) and any(
        a.label == "ALL" and a.j == c.i for a in cues)


def _heads_relative(span: Span, c: Cue, pronoun: int) -> bool:
    """Whether the pronoun stands in a relative clause whose head is ``c`` («…из Палаты лордов,
    что под ним»: «ним» is not the House of Lords itself, but what it lies under)."""
    doc = span.doc
    k = c.j
    if k + 1 >= pronoun or doc[k].text != "," or (doc[k + 1].norm_ or doc[k + 1].lower_) not in RELATIVE_WORDS:
        return False
    return not any(doc[x].text in (",", ";", ".") for x in range(k + 1, pronoun))


def with_pronoun_piles(cues: list[Cue], sent: Span, prev: tuple[Span, list[Cue]] | None) -> list[Cue]:
    """The cues of a sentence with a ``PILE`` cue for each pronoun that stands for a pile (the
    nearest agreeing pile or cards: a pronoun that stands for cards names no pile)."""
    added: list[Cue] = []
    for t in sent:
        form = t.norm_ or t.lower_
        if form not in PRONOUN_FORMS or _partitive(sent, t):
            continue
        if _ranks_built_on(cues, sent, t, form):
            # «Валетъ и тузъ …, валетъ сверху; на нихъ кладутъ карты той же масти…»: the ranks
            # cards are built on are a foundation
            added.append(Cue("PILE", "foundation", t.idx, t.idx + len(t.text), t.i, t.i + 1, RANKS_BUILT_ON, t.text))
            continue
        onto = t.i > 0 and (sent.doc[t.i - 1].norm_ or sent.doc[t.i - 1].lower_) == "на"
        found = _antecedent(cues, sent, form, t.i, onto)
        if found is None and prev is not None:  # (a card named by its rank only in its own sentence)
            found = _antecedent([c for c in prev[1] if c.label != "RANK"], prev[0], form, prev[0].end, onto)
        if found is None or found.label != "PILE":
            continue
        end = t.idx + len(t.text)
        added.append(Cue("PILE", found.value, t.idx, end, t.i, t.i + 1, f"pronoun-{found.value}", t.text))
    added += _relative_piles(cues, sent)
    added += _elliptic_piles(cues, sent)
    if not added:
        return cues
    return sorted(cues + added, key=lambda c: (c.i, -c.j, c.label))


def _ranks_built_on(cues: list[Cue], sent: Span, t: Token, form: str) -> bool:
    """«на нихъ кладутъ»: a plural pronoun after «на», two ranks joined before it in the sentence
    («Валетъ и тузъ», «Валет с тузом»), a build verb after it."""
    doc = sent.doc
    if "plur" not in PRONOUN_FORMS.get(form, frozenset()) or t.i == sent.start or (doc[t.i - 1].norm_ or "") != "на":
        return False
    ranks = [c for c in cues if c.label == "RANK" and c.j <= t.i]
    joined = any(0 < b.i - a.j <= 1 and (doc[a.j].norm_ or doc[a.j].lower_) in ("и", "с", "со")
                 for a, b in zip(ranks, ranks[1:]))
    return joined and any(c.label == "ACT" and c.value == "build" and c.i > t.i for c in cues)


#: Prepositions of place before a relative pronoun («въ талонъ, изъ коего играютъ»).
_PLACE_PREPOSITIONS = frozenset({"из", "изо", "в", "во", "на", "с", "со"})


@functools.lru_cache(maxsize=4096)
def _relative_features(word: str) -> frozenset[str]:
    """"plur" or the genders of the singular a relative pronoun («которого», «коей») may have."""
    from corpus.annotate.components import morph_analyzer

    out: set[str] = set()
    for p in morph_analyzer().parse(word):
        if p.normal_form not in RELATIVE_PRONOUN_LEMMAS:
            continue
        out.add("plur" if p.tag.number == "plur" else str(p.tag.gender))
    return frozenset(out)


def _relative_piles(cues: list[Cue], sent: Span) -> list[Cue]:
    """«…в сброс, из которого можно играть верхней картой», «въ талонъ, изъ коего играютъ
    верхнею картою»: a relative pronoun after a preposition of place, right after a comma that
    closes a pile's name, agreeing with it in number and gender, stands for that pile."""
    doc, out = sent.doc, []
    for t in sent:
        k = t.i
        if k - 2 < sent.start or doc[k - 2].text != "," or (doc[k - 1].norm_ or doc[k - 1].lower_) not in _PLACE_PREPOSITIONS:
            continue
        wanted = _relative_features(t.norm_ or t.lower_)
        head = next((c for c in cues if c.label == "PILE" and c.j == k - 2), None)
        if not wanted or head is None or not any(_noun_features(x.norm_ or x.lower_) & wanted for x in doc[head.i:head.j]):
            continue
        out.append(Cue("PILE", head.value, t.idx, t.idx + len(t.text), t.i, t.i + 1, f"pronoun-{head.value}", t.text))
    return out


def _elliptic_piles(cues: list[Cue], sent: Span) -> list[Cue]:
    """«Колоду — по одной карте в отбой; верхняя — в игре»: a clause after «;» that opens with
    "top" or "bottom" and no noun after it speaks of the pile named last before the «;»."""
    out: list[Cue] = []
    for t in sent:
        if t.text != ";" or t.i + 1 >= sent.end:
            continue
        adj = sent.doc[t.i + 1]
        ends = [c for c in cues if c.label in ("TOP", "BOTTOM") and c.i == adj.i]
        nxt = sent.doc[adj.i + 1] if adj.i + 1 < sent.end else None
        if not ends or (nxt is not None and not nxt.is_punct and any(c.i == nxt.i for c in cues if c.label == "CARD")):
            continue
        pile = [c for c in cues if c.label == "PILE" and c.j <= t.i][-1:]
        if pile:
            out.append(Cue("PILE", pile[0].value, adj.idx, adj.idx + len(adj.text), adj.i, adj.i + 1,
                           f"ellipsis-{pile[0].value}", adj.text))
    return out
