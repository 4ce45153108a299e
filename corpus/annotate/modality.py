"""Russian modality read as grammar: permission and prohibition in every form.

A *permission* is a word whose pymorphy3 lemma is in ``[permit]`` (words.toml): «можно», «мочь»
in any person («можешь», «могут»), «разрешаться», the short participle «разрешено» (lemma
«разрешить»), «позволено», «допускается», «вправе»…  A negation right before it («не разрешается»,
«никогда себе не позволяю») makes it a *prohibition*, as is a word of ``[forbid]`` («нельзя»,
«запрещено», «запрещается», «воспрещается», «недопустимо»).  Either *governs* the infinitive of
its clause, before or after it and at any distance within the clause (free word order: «Брать из
талонов можно только верхние», «Любую карту разрешено брать»), or the short passive participle
after «быть» («может быть взята»).

What the rules read from this (``modal_cues``, added to a sentence's cues by ``cues_of``):

- a prohibition is a ``NEG`` cue where it stands (as «нельзя» always was), so every rule that
  reads a negation reads «запрещено» and «не позволяется» the same way; when the verb it governs
  is away from it («Заполнять пустые места сада запрещено»), a second ``NEG`` cue of no words
  stands right before that verb, where a rule looks for the negation of a verb;
- a permission that governs a verb of playing or taking a card («можно брать», «разрешено
  играть», «ходить можно любой картой») is an ``AVAIL`` cue: the card may be played.  The cue
  stands on the modal and the verb when they are next to each other, on the modal when the
  verb is away from it (the modal is the clause's predicate: «брать из талонов *можно* только
  верхние» says as much as «из талонов играет только верхняя»).

>>> from corpus.annotate.pipeline import get_pipeline, patterns
>>> from corpus.annotate.sentence import cues_of
>>> doc = get_pipeline("ru")("Брать карты из двух талонов разрешается только верхние; класть на них запрещено.")
>>> [(c.label, c.i, c.text) for c in cues_of(doc[:], patterns("ru")) if c.pattern.startswith("modal-")]
[('AVAIL', 5, 'разрешается'), ('NEG', 9, ''), ('NEG', 12, 'запрещено')]
"""

from __future__ import annotations

import functools

from spacy.tokens import Span, Token

from corpus.annotate.components import morph_analyzer
from corpus.annotate.words import (
    CLAUSE_BREAK, FORBID_LEMMAS, MODAL_NEGATION, MODAL_NEGATION_BETWEEN, PERMIT_AFTER_IN, PERMIT_LEMMAS,
    PLAY_VERB_LEMMAS, RELATIVE_WORDS, TAKE_LEMMAS,
)

__all__ = ["modal_of", "governed_verb", "modal_cues", "is_infinitive", "permitted"]

#: How far (in tokens) a modal reaches for the verb it governs within its clause.
REACH = 8


@functools.lru_cache(maxsize=65536)
def _pos(word: str) -> frozenset[str]:
    """The parts of speech of pymorphy3's two best parses of a (modern, lower-case) word."""
    return frozenset(str(p.tag.POS) for p in morph_analyzer().parse(word)[:2])


def is_infinitive(tok: Token) -> bool:
    """Whether pymorphy3 reads the token as an infinitive («класть», «сыграть»)."""
    return "INFN" in _pos(tok.norm_ or tok.lower_)


def _lemma(tok: Token) -> str:
    return tok.lemma_.lower()


def modal_of(sent: Span, tok: Token) -> str | None:
    """``"permit"``, ``"forbid"`` or None for a token of ``sent`` (see the module's docstring)."""
    lemma = _lemma(tok)
    if lemma in FORBID_LEMMAS:
        return "forbid"
    after_in = lemma in PERMIT_AFTER_IN and tok.i > sent.start and (
        sent.doc[tok.i - 1].norm_ or sent.doc[tok.i - 1].lower_) in ("в", "во")  # «въ правѣ»
    if lemma not in PERMIT_LEMMAS and not after_in:
        return None
    k = tok.i - 1
    while k >= sent.start and (sent.doc[k].norm_ or sent.doc[k].lower_) in MODAL_NEGATION_BETWEEN \
            and _lemma(sent.doc[k]) not in MODAL_NEGATION:
        k -= 1
    if k >= sent.start and tok.i - k <= 3 and _lemma(sent.doc[k]) in MODAL_NEGATION:
        return "forbid"
    return "permit"


def _breaks(tok: Token) -> bool:
    return tok.text in CLAUSE_BREAK or tok.text in (",", "?", "!")


def governed_verb(sent: Span, tok: Token) -> Token | None:
    """The verb a modal governs: the nearest infinitive after it in its clause, else before it;
    after «мочь» / «можно» + «быть», the short passive participle («может быть взята»)."""
    doc = sent.doc
    for k in range(tok.i + 1, min(tok.i + REACH + 1, sent.end)):
        t = doc[k]
        if _breaks(t):
            break
        if _lemma(t) == "быть" and k + 1 < sent.end and "PRTS" in _pos(doc[k + 1].norm_ or doc[k + 1].lower_):
            return doc[k + 1]
        if is_infinitive(t) and _lemma(t) != "быть":
            return t
    for k in range(tok.i - 1, max(tok.i - REACH - 1, sent.start - 1), -1):
        t = doc[k]
        if _breaks(t):
            break
        if is_infinitive(t) and _lemma(t) != "быть":
            return t
    return None


def permitted(sent: Span, verb: Token) -> bool:
    """Whether a permission of the sentence governs ``verb`` («Пустое место разрешается заполнять
    …», «… игрок вправе занять …»): what the player may do, not a rule."""
    return any(modal_of(sent, t) == "permit" and governed_verb(sent, t) == verb for t in sent)


def in_relative_clause(sent: Span, tok: Token) -> bool:
    """Whether a token stands in a relative clause («…карты в резерве, которые можно перевести в
    окопы»): a word of ``[relative]`` by lemma opens its stretch after a comma.  What the clause
    allows is said of the word it qualifies, not of the piles of the sentence."""
    doc = sent.doc
    for k in range(tok.i - 1, sent.start - 1, -1):
        if _breaks(doc[k]):
            return False
        if _lemma(doc[k]) in RELATIVE_WORDS and (k == sent.start or _breaks(doc[k - 1]) or (
                k - 2 >= sent.start and _breaks(doc[k - 2]) and doc[k - 1].is_alpha and len(doc[k - 1]) <= 3)):
            return True  # («, которые …», «, из которых …»)
    return False


def _plays(tok: Token, act_values: dict[int, set[str]]) -> bool:
    """Whether a verb plays or takes a card («играть», «брать», «снять», «ходить»): the card it may
    do so with is available.  (Not a verb of moving: «…, то их можно переводить» says nothing of
    which cards of a pile are free.)"""
    lemma = _lemma(tok)
    return "play" in act_values.get(tok.i, set()) or lemma in TAKE_LEMMAS or lemma in PLAY_VERB_LEMMAS


def modal_cues(sent: Span, neg_at: set[int], avail_at: set[int],
               act_values: dict[int, set[str]]) -> list[tuple[str, int, int, str]]:
    """The cues the sentence's modals give: (label, first token, end token, pattern id); a
    prohibition not already read as a negation gives ``NEG``, a permission of playing or taking
    a card gives ``AVAIL`` (see the module's docstring).  ``neg_at`` and ``avail_at`` are the
    tokens the patterns already read so; ``act_values`` the actions each verb token names."""
    out: list[tuple[str, int, int, str]] = []
    for tok in sent:
        kind = modal_of(sent, tok)
        if kind is None:
            continue
        verb = governed_verb(sent, tok)
        if kind == "forbid":
            if tok.i not in neg_at and not any(k in neg_at for k in range(tok.i - 3, tok.i)):
                out.append(("NEG", tok.i, tok.i + 1, "modal-forbid"))
            if verb is not None and abs(verb.i - tok.i) > 1 and verb.i - 1 not in neg_at:
                out.append(("NEG", verb.i, verb.i, "modal-denies"))  # (no words: it stands before the verb)
            continue
        if verb is None or not _plays(verb, act_values) or verb.i in avail_at or tok.i in avail_at \
                or in_relative_clause(sent, tok):
            continue
        if abs(verb.i - tok.i) == 1:
            out.append(("AVAIL", min(tok.i, verb.i), max(tok.i, verb.i) + 1, "modal-permit-play"))
        else:
            out.append(("AVAIL", tok.i, tok.i + 1, "modal-permit-play"))
    return out
