"""English grammar for the blank pipeline: modality and polarity in ``token.morph``.

The English pipeline has no tagger; the lookup lemmas and a few word tables (``words.toml``:
``modal-permission``, ``modal-obligation``, ``modal-future``, ``permission-predicate``,
``obligation-predicate``) are enough to read what the rules ask of an English verb: whether the
player *may* do it (``Modality=Perm``: "may", "can", "could", "might", "is allowed to", "you're
free to", "it's fine to"), *must* do it (``Modality=Oblig``: "must", "shall", "has to", "is
required to"), forbids it (``Modality=Prohib``: "is forbidden to", "is prohibited"; a ``NEG``
cue too, pattern en-neg-prohibited), or will (``Modality=Fut``), or only supposes a leave (``Modality=Hyp``: "if you
could play any card, the game would be too easy"), and whether it is denied (``Polarity=Neg``: "not",
"n't", "never", "cannot").  The component ``en_grammar`` writes these features; patterns read
them with ``MORPH`` and the rules with :func:`modality` and :func:`modal_before`.

>>> from corpus.annotate.pipeline import get_pipeline
>>> doc = get_pipeline("en")("You aren't allowed to play it, but cards might be moved.")
>>> [(t.text, str(t.morph)) for t in doc if str(t.morph)]
[("n't", 'Polarity=Neg'), ('allowed', 'Modality=Perm|VerbType=Mod'), ('might', 'Modality=Perm|VerbType=Mod')]
"""

from __future__ import annotations

from spacy.language import Language
from spacy.tokens import Doc, MorphAnalysis, Token

from corpus.annotate.words import (
    BE_FORMS, GRAMMAR_ADVERBS, IMPERATIVE_ADVERBS, IMPERATIVE_AFTER, INVERTED_CONDITION, HAVE_TO, MODAL_FUTURE, MODAL_OBLIGATION, MODAL_PERMISSION, OBLIGATION_PREDICATES,
    NEGATORS, PAST_MODALS, PERMISSION_PREDICATES, PROHIBITION_PREDICATES, SUPPOSITION, YOURS_TO, NEED_NOT, NO_NEED,
)

__all__ = ["hypothetical", "imperative", "inverted_condition", "modality", "modal_before", "negated_modal", "not_required"]



def _word(t: Token) -> str:
    return t.norm_ or t.lower_


def _after_be(doc: Doc, i: int) -> bool:
    """Whether a form of "be" stands shortly before token ``i`` (adverbs and a negation between)."""
    k = i - 1
    while k >= 0 and k >= i - 4:
        w = _word(doc[k])
        if w in BE_FORMS or doc[k].lemma_.lower() == "be":
            return True
        if w not in GRAMMAR_ADVERBS and w not in NEGATORS:
            return False
        k -= 1
    return False


def _modality_of(doc: Doc, i: int) -> str | None:
    t = doc[i]
    w, lemma = _word(t), t.lemma_.lower()
    nxt = _word(doc[i + 1]) if i + 1 < len(doc) else ""
    if lemma in MODAL_PERMISSION or w in MODAL_PERMISSION:
        return "Perm"
    if lemma in MODAL_OBLIGATION or w in MODAL_OBLIGATION:
        return "Oblig"
    if lemma in MODAL_FUTURE or w in MODAL_FUTURE:
        return "Fut"
    if w in PERMISSION_PREDICATES and _after_be(doc, i):
        return "Perm"
    if w in PROHIBITION_PREDICATES and _after_be(doc, i):
        return "Prohib"
    if w in OBLIGATION_PREDICATES and _after_be(doc, i) and nxt == "to":
        return "Oblig"
    if lemma in HAVE_TO and nxt == "to":
        return "Oblig"
    if w == "to" and i > 0 and _word(doc[i - 1]) in YOURS_TO and _after_be(doc, i - 1):
        return "Perm"  # "the top card is always yours to use"
    return None


@Language.component("en_grammar")
def en_grammar(doc: Doc) -> Doc:
    """Write ``Modality``, ``VerbType=Mod`` and ``Polarity=Neg`` into the tokens' morphology."""
    _abbreviation_stops(doc)
    for t in doc:
        feats: dict[str, str] = {}
        mod = _modality_of(doc, t.i)
        if mod == "Perm" and hypothetical(doc, t.i):
            mod = "Hyp"
        if mod is not None:
            feats = {"Modality": mod, "VerbType": "Mod"}
        if _word(t) in NEGATORS:
            feats["Polarity"] = "Neg"
        if feats:
            t.morph = MorphAnalysis(doc.vocab, feats)
    return doc


def _abbreviation_stops(doc: Doc) -> None:
    """"Ace, King, Two, etc., always in suit", "e.g. a red six": a full stop followed by a comma
    or by a word in lower case closes an abbreviation, not a sentence."""
    for t in doc[1:]:
        if not t.is_sent_start or not t.is_alpha:
            continue
        k = t.i - 1
        while k > 0 and doc[k].is_punct and doc[k].text != ".":
            k -= 1
        marks = [doc[m].text for m in range(k + 1, t.i)]
        if doc[k].text == "." and k > 0 and doc[k - 1].is_alpha and (
                t.text[:1].islower() or "," in marks or ";" in marks):
            t.is_sent_start = False


def modality(t: Token) -> str | None:
    """``Perm``, ``Oblig`` or ``Fut`` for a modal word (see the module), else None."""
    found = t.morph.get("Modality", [])
    return found[0] if found else None


def negated_modal(doc: Doc, k: int) -> bool:
    """Whether the modal at ``k`` is denied: "may not", "can't", "are not allowed", "never may"."""
    lo, hi = max(k - 3, 0), min(k + 3, len(doc))
    return any(_word(doc[m]) in NEGATORS and not any(doc[x].is_punct for x in range(min(m, k), max(m, k)))
               for m in range(lo, hi) if m != k)


def hypothetical(doc: Doc, k: int) -> bool:
    """Whether the modal at ``k`` is a past form ("could", "might") in a sentence with a word of
    supposition (words.toml ``supposition``: "would", "whether", "wish"): a supposition, not a rule
    ("If you could play any card, the game would be too easy", "I wondered whether I could play
    any card")."""
    if _word(doc[k]) not in PAST_MODALS:
        return False
    return any(_word(t) in SUPPOSITION or t.lemma_.lower() in SUPPOSITION for t in doc[k].sent)


def modal_before(doc: Doc, i: int, lo: int, kind: str = "Perm", n: int = 4) -> int | None:
    """The modal of ``kind`` among the ``n`` tokens before token ``i`` (not before ``lo``, no
    punctuation between): "you may play", "you could only ever take", "you are allowed to play",
    "it's fine to use"; None when there is none."""
    k = i - 1
    while k >= max(lo, i - n):
        if doc[k].is_punct:
            return None
        if modality(doc[k]) == kind:
            return k
        k -= 1
    return None


def imperative(doc: Doc, i: int, lo: int) -> bool:
    """Whether the verb at ``i`` (in its base form) is an imperative: it opens its clause (at
    ``lo``, or after "and", "then" or a mark of ``imperative-after``), adverbs of
    ``imperative-adverb`` alone before it: "Play the top card", "…, and play", "Now play",
    "Simply take"."""
    t = doc[i]
    if t.lower_ != t.lemma_.lower():
        return False
    k = i - 1
    while k >= lo and _word(doc[k]) in IMPERATIVE_ADVERBS:
        k -= 1
    return k < lo or _word(doc[k]) in IMPERATIVE_AFTER


def inverted_condition(doc: Doc, lo: int, hi: int) -> bool:
    """Whether a clause between ``lo`` and ``hi`` is a condition said by inversion: "should" or
    "were" (words.toml ``inverted-condition``) opening a clause (after a comma, "or", "and" or at
    the start) with no question mark to end the sentence: "…, or, should the waste be empty, from
    the stock", "Were the waste empty, take from the stock"."""
    if hi <= lo or doc[hi - 1].text == "?":
        return False
    for k in range(lo, hi - 1):
        if _word(doc[k]) in INVERTED_CONDITION and (k == lo or doc[k - 1].text in (",", ";", "(")
                                                     or _word(doc[k - 1]) in ("or", "and")):
            return not doc[k + 1].is_punct
    return False


def not_required(doc: Doc, i: int, lo: int, n: int = 5) -> int | None:
    """The negation of an obligation among the ``n`` tokens before the verb at ``i`` (not before
    ``lo``, no punctuation between): "need not be refilled", "needn't fill", "you don't have to
    fill", "is not required to be filled", "there is no need to fill" (words.toml ``need-not``
    next to a negation).  The player is free to, and to choose when: the verb is not denied.  The
    negation's index, or None."""
    k = i - 1
    while k >= max(lo, i - n):
        if doc[k].is_punct:
            return None
        if _word(doc[k]) in NEGATORS | NO_NEED and any(
                _word(doc[m]) in NEED_NOT for m in range(max(k - 2, lo), min(k + 3, i)) if m != k):
            return k
        k -= 1
    return None
