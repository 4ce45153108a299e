"""Piles a text names with a word of its own and never defines, inferred over the whole text.

A text may call a pile by a noun no pattern, label or definition knows ("the walls", «грядки»,
machine-translation «кровати», «пустошь») and go on using it.  Such a noun still stands where a
pile stands: after a place preposition ("from a wall", «с другой грядки», with the case the
preposition takes), as the pile of "the top card of X" («верхняя карта X»), as what "falls
empty" («X опустела»), after "another" («на другую X»).  The game's groups are few, and most are
named with known words: an unknown noun seen in pile positions is bound by elimination to the
one group of the game the text has not named, helped by the role its sentences point to:

- "another X", built on X («строятся на X») -> a tableau;
- the pack dealt or turned onto X (a sentence that names the stock, one card at a time) -> the waste;
- X falls empty, a gap in X, cards of X go only to the foundations -> a tableau or a reserve.

Precision first: nothing is bound when two groups stay equally likely for a noun, or two nouns
for a group; a noun seen once in a pile position is bound only on its role's evidence.  The
bindings go to ``Context.own_names`` before the text is read again (``infer``), so
``labels.with_group_labels`` reads the noun in any inflection.

>>> sorted(_PREP_CASES["из"])
['gent']
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from spacy.tokens import Span, Token

from corpus.annotate.components import morph_analyzer
from corpus.annotate.labels import with_group_labels
from corpus.annotate.pile_inference_roles import apart, laid_as, negated, one_at_a_time
from corpus.annotate.pipeline import PatternSet
from corpus.annotate.rules.piles import group_roles
from corpus.annotate.sentence import Cue, content_word, cues_of
from corpus.annotate.words import (
    INFER_ANOTHER, INFER_BUILD, INFER_DEAL, INFER_DETERMINERS, INFER_EMPTY, INFER_NOT_PILE, INFER_ONLY, INFER_PLACE,
)
from corpus.annotate.words import INFER_BUILD_RU, INFER_EMPTY_ADJECTIVE, INFER_FILL_VERB_EN, INFER_FILL_VERB_RU
from rules.vocabulary import Vocabulary

__all__ = ["Evidence", "TextEvidence", "bind", "evidence", "infer"]

PLACE = INFER_PLACE
DETERMINERS = INFER_DETERMINERS
ANOTHER = INFER_ANOTHER
EMPTY = INFER_EMPTY
BUILD = INFER_BUILD
DEAL = INFER_DEAL
NOT_PILE = INFER_NOT_PILE

#: The cases a Russian place preposition governs when it says where a card goes or lies.
_PREP_CASES: dict[str, frozenset[str]] = {
    "на": frozenset({"loct", "loc2", "accs"}), "в": frozenset({"loct", "loc2", "accs"}),
    "во": frozenset({"loct", "loc2", "accs"}), "с": frozenset({"gent"}), "со": frozenset({"gent"}),
    "из": frozenset({"gent"}), "изо": frozenset({"gent"}), "от": frozenset({"gent"}), "ото": frozenset({"gent"}),
    "к": frozenset({"datv"}), "ко": frozenset({"datv"}),
}
_CYRILLIC = re.compile(r"[а-яё]")
#: Russian parts of speech that may stand between a preposition and its noun («на другую грядку»).
_RU_SKIP = frozenset({"ADJF", "PRTF", "NUMR"})
#: The roles a text's own word may be inferred for (the stock and the foundations have known words).
INFER_ROLES = ("tableau", "reserve", "waste")
#: Role evidence -> the roles it allows.
_ALLOWS = {"another": ("tableau",), "build": ("tableau",), "deal": ("waste",), "fill": ("tableau", "reserve"),
           "feeds": ("tableau", "reserve"), "laid": ("tableau", "reserve"), "nobuild": ("reserve",),
           "empty": ("tableau", "reserve", "waste")}
#: Russian words that may stand between «это» and the noun it names («это у нас X»).
_RU_LAID_SKIP = frozenset({"у", "нас", "вас", "же", "вот", "и", "как", "раз"})


@dataclass
class Evidence:
    """How often a noun (its lemmas) stands in a pile position, and the role cues among them."""

    count: int = 0
    roles: Counter[str] = field(default_factory=Counter)

    def allowed(self) -> tuple[str, ...]:
        """The roles the noun's evidence allows: those of its most frequent specific cue (all
        a tableau or a reserve when there is none; none when two cues disagree equally)."""
        if not self.roles:
            return ("tableau", "reserve")  # (the waste only on its own cue: it has known words)
        sets: Counter[tuple[str, ...]] = Counter()
        for cue, n in self.roles.items():
            sets[_ALLOWS[cue]] += n
        ranked = sets.most_common()
        if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
            common = set(ranked[0][0]) & set(ranked[1][0])
            return tuple(r for r in INFER_ROLES if r in common)
        return ranked[0][0]

    @property
    def specific(self) -> int:
        return sum(self.roles.values())


def _known(cues: Iterable[Cue]) -> set[int]:
    """Token indices some cue reads (piles, cards, ranks, numbers, gaps …)."""
    return {k for c in cues for k in range(c.i, c.j)}


def _ru_parses(t: Token) -> list:  # list of pymorphy3 Parse
    return morph_analyzer().parse(t.norm_ or t.lower_)


def _ru_noun(t: Token, cases: frozenset[str] | None) -> bool:
    """Whether a Russian word is a noun (or an adjective standing alone, «в приёмной»; not a
    pronoun's, «в том») in one of ``cases`` (any case when None), by the parses of its lemma."""
    nxt = t.nbor(1) if t.i + 1 < len(t.doc) else None
    alone = nxt is None or not nxt.is_alpha or not any(p.tag.POS in ("NOUN", "ADJF") for p in _ru_parses(nxt))
    lemma = t.lemma_.lower()
    for p in _ru_parses(t):
        if p.normal_form.replace("ё", "е") != lemma:
            continue
        if p.tag.POS == "NOUN" or (p.tag.POS == "ADJF" and alone and "Apro" not in p.tag):
            if cases is None or p.tag.case in cases:
                return True
    return False


def _word(t: Token) -> bool:
    """A word that may be a pile's own name: a content word (``sentence.content_word``: "the
    keep" is one), letters, not too short, not a known non-pile noun nor a determiner; in English a noun's form (its lemma, or its lemma with a plural ending:
    not "waiting", "stacked")."""
    lemma = t.lemma_.lower()
    low = t.lower_
    if not content_word(t) or not (t.is_alpha and len(t.text) > 2 and lemma not in NOT_PILE and low not in NOT_PILE | DETERMINERS):
        return False
    return bool(_CYRILLIC.search(low)) or low == lemma or (low.startswith(lemma[:-1]) and low.endswith("s"))


def _positions_en(sent: Span, known: set[int], gaps: set[int], nouns: frozenset[str] = frozenset(),
                  counted: bool = False) -> Iterable[tuple[Token, str | None]]:
    """English nouns in pile positions, with the role cue of each (or None); ``gaps``: the
    tokens of gap words ("a space in X": X is a pile that is filled); ``nouns``: the lemmas the
    text puts right after a determiner somewhere (see ``_head_en``)."""
    doc = sent.doc
    lemmas = {t.lemma_.lower() for t in sent}
    denied = negated(sent, BUILD | INFER_BUILD_RU)
    for t in sent:
        if t.i in known or not _word(t) or t.i == sent.start:
            continue
        k = t.i - 1
        skipped: list[str] = []
        while k >= sent.start and doc[k].lower_ in DETERMINERS:
            skipped.append(doc[k].lower_)
            k -= 1
        prev = doc[k].lower_ if k >= sent.start else ""
        head = _head_en(sent, t, known, nouns)
        nxt = doc[head.i + 1] if head.i + 1 < sent.end else None
        role = "fill" if {k - 1, k} & gaps else _role_en(sent, t, prev, skipped, lemmas, denied)
        if skipped and laid_as(sent, t, counted, frozenset()):
            yield head, "laid"
        elif prev in PLACE and skipped and (prev != "of" or _card_of(sent, k) or k - 1 in gaps or _out_of(sent, k)):
            yield head, role
        elif "another" in skipped and k + 1 < t.i:
            yield head, "another"
        elif skipped and nxt is not None and (nxt.lemma_.lower() in EMPTY or _falls_empty(sent, head.i + 1)):
            yield head, "fill" if _refilled(sent, head.i + 1) else "empty"


def _head_en(sent: Span, t: Token, known: set[int], nouns: frozenset[str]) -> Token:
    """The noun a word qualifies when a second noun follows it ("the flower beds": "beds"): a
    word that is no stop word, no read word, and that the text puts right after a determiner
    elsewhere ("another bed"; not a verb, "a bastion falls")."""
    if t.i + 1 >= sent.end:
        return t
    nxt = sent.doc[t.i + 1]
    if nxt.i in known or not content_word(nxt) or not _word(nxt) or not t.whitespace_ or nxt.lemma_.lower() not in nouns:
        return t
    return nxt


def _card_of(sent: Span, k: int) -> bool:
    """"the top card of X": "of" right after a card word."""
    return k > sent.start and sent.doc[k - 1].lemma_.lower() == "card"


def _refilled(sent: Span, k: int) -> bool:
    """"X is filled", "X falls empty … fill it": a verb of filling in the sentence (an empty pile
    that is not filled may be the waste: "from the stock if the heap is empty")."""
    return any(t.lemma_.lower() in INFER_FILL_VERB_EN for t in sent[k - sent.start:])


def _out_of(sent: Span, k: int) -> bool:
    """"out of X": "of" right after "out"."""
    return k > sent.start and sent.doc[k - 1].lower_ == "out"


def _falls_empty(sent: Span, k: int) -> bool:
    """"X falls empty", "X is emptied", "X becomes vacant": one or two verbs, then an empty word."""
    doc = sent.doc
    for n in (1, 2):
        if k + n < sent.end and doc[k + n].lemma_.lower() in EMPTY and all(
                doc[x].lemma_.lower() in ("be", "fall", "become", "get", "is", "are", "stand", "lie", "left", "leave")
                for x in range(k, k + n)):
            return True
    return False


def _role_en(sent: Span, t: Token, prev: str, skipped: list[str], lemmas: set[str], denied: bool) -> str | None:
    if "another" in skipped:
        return "another"
    if prev in ("on", "onto", "upon") and lemmas & BUILD:
        return "nobuild" if denied else "build"
    if prev in ("onto", "on", "upon", "to", "into") and (lemmas & DEAL or one_at_a_time(sent)):
        return "deal"
    return None


def _positions_ru(sent: Span, known: set[int], gaps: set[int],
                  counted: bool = False) -> Iterable[tuple[Token, str | None]]:
    """Russian nouns in pile positions (after a preposition in its case, after «верхняя карта»,
    with a verb of falling empty), with the role cue of each (or None); ``gaps``: as in English
    («место в X»)."""
    doc = sent.doc
    lemmas = {t.lemma_.lower() for t in sent}
    denied = negated(sent, BUILD | INFER_BUILD_RU)
    for t in sent:
        if t.i in known or not _word(t):
            continue
        if laid_as(sent, t, counted, _RU_LAID_SKIP) and _ru_noun(t, frozenset({"nomn", "accs"})):
            yield t, "laid"
            continue
        if t.i == sent.start:  # (only a verb's subject may open the sentence: «Клумбы строятся …»)
            if (first := _verb_role_ru(sent, t)) is not None:
                yield t, first
            continue
        k = t.i - 1
        between: list[Token] = []
        while k >= sent.start and len(between) < 3 and doc[k].norm_ not in _PREP_CASES and any(
                p.tag.POS in _RU_SKIP for p in _ru_parses(doc[k])):
            between.append(doc[k])
            k -= 1
        prep = doc[k].norm_ if k >= sent.start else ""
        other = any(b.lemma_.lower() in ANOTHER for b in between)
        if prep in _PREP_CASES and _ru_noun(t, _PREP_CASES[prep]):
            yield t, "fill" if {k - 1, k} & gaps else _role_ru(prep, other, lemmas, denied)
        elif k >= sent.start and doc[k].lemma_.lower() == "карта" and _ru_noun(t, frozenset({"gent"})):
            yield t, None
        elif _gap_of(sent, t, gaps) and _ru_noun(t, frozenset({"gent"})):
            yield t, "fill"
        elif _emptied(sent, t):
            yield t, "fill"
        elif (role := _verb_role_ru(sent, t)) is not None:
            yield t, role


def _gap_of(sent: Span, t: Token, gaps: set[int]) -> bool:
    """«места X», «пустое место X-а»: a gap word right before the noun (a particle, «же», between)."""
    k = t.i - 1
    if k > sent.start and sent.doc[k].lower_ in _RU_LAID_SKIP:
        k -= 1
    return k in gaps


def _verb_role_ru(sent: Span, t: Token) -> str | None:
    """A Russian noun right next to a verb of filling («клумба заполняется», «клумбы заполняют из
    колоды»: its subject or object) -> "fill"; the subject of a reflexive verb of building
    («клумбы строятся по убыванию») -> "build"."""
    doc = sent.doc
    near = [doc[x] for x in (t.i - 1, t.i + 1) if sent.start <= x < sent.end]
    if any(v.lemma_.lower() in INFER_FILL_VERB_RU for v in near) and _ru_noun(t, frozenset({"nomn", "accs"})):
        return "fill"
    if any(v.lemma_.lower() in BUILD and v.lower_.endswith(("ся", "сь")) for v in near) and _ru_noun(
            t, frozenset({"nomn"})):
        return "build"
    return None


def _emptied(sent: Span, t: Token) -> bool:
    """«грядка опустела», «опустела грядка» (the noun its subject), «опустевшую грядку» (its
    participle before the noun, in any case)."""
    doc = sent.doc
    before = t.i > sent.start and doc[t.i - 1].lemma_.lower() in EMPTY
    after = t.i + 1 < sent.end and doc[t.i + 1].lemma_.lower() in EMPTY
    participle = before and any(p.tag.POS == "PRTF" for p in _ru_parses(doc[t.i - 1]))
    participle = participle or (t.i > sent.start and doc[t.i - 1].lemma_.lower() in INFER_EMPTY_ADJECTIVE)
    return (participle and _ru_noun(t, None)) or ((before or after) and _ru_noun(t, frozenset({"nomn"})))


def _role_ru(prep: str, other: bool, lemmas: set[str], denied: bool) -> str | None:
    if other:
        return "another"
    if prep == "на" and lemmas & (BUILD | INFER_BUILD_RU) and not lemmas & DEAL:
        return "nobuild" if denied else "build"
    if prep in ("на", "в", "во") and lemmas & DEAL:
        return "deal"
    return None


@dataclass
class TextEvidence:
    """One game's evidence over a text: its nouns in pile positions, and for every sentence the
    groups it names with known words and the lemmas it holds."""

    nouns: dict[tuple[str, ...], Evidence] = field(default_factory=dict)
    sentences: list[tuple[frozenset[str], frozenset[str]]] = field(default_factory=list)
    #: noun lemma -> the groups it is joined to as another pile ("the X and the Navy", ``apart``)
    apart: dict[str, Counter[str]] = field(default_factory=dict)

    def free(self, lemmas: tuple[str, ...], groups: Iterable[str]) -> list[str]:
        """The groups the text names with known words mostly in sentences that hold the noun too
        (or never): "a ring of cards, the ramparts, or walls" leaves the ramparts free for
        "wall", while a group named without the noun as often elsewhere is another pile."""
        word = lemmas[0]
        out = []
        joined = self.apart.get(word, Counter())
        for g in groups:
            if joined[g]:
                continue
            said = [word in held for named, held in self.sentences if g in named]
            if 2 * sum(said) >= len(said) + 1 or not said:
                out.append(g)
        return out


def evidence(sents: Iterable[tuple[Span, str]], lang: str, vocab: Vocabulary, pset: PatternSet,
             own: Mapping[str, Mapping[tuple[str, ...], str]]) -> dict[str, TextEvidence]:
    """game -> the evidence of its sentences (each given with its game)."""
    out: dict[str, TextEvidence] = {}
    ru = lang.startswith("ru")
    sents = list(sents)
    nouns = frozenset(t.lemma_.lower() for sent, _ in sents for t in sent
                      if t.i > sent.start and sent.doc[t.i - 1].lower_ in DETERMINERS)
    for sent, game in sents:
        if game not in vocab.games:
            continue
        roles = group_roles(vocab, game)
        cues = with_group_labels(cues_of(sent, pset), sent, game, lang, vocab, own.get(game))
        text = out.setdefault(game, TextEvidence())
        # (a role's word, "the layout", names no one group)
        named = frozenset(str(c.value) for c in cues if c.label == "PILE" and str(c.value) in roles)
        text.sentences.append((named, frozenset(t.lemma_.lower() for t in sent)))
        known = _known(cues)
        deals = _deals_one(sent, cues, roles)
        feeds = _only_foundations(sent, cues, roles)
        gaps = {k for c in cues if c.label == "GAP" for k in range(c.i, c.j)}
        counted = any(c.label == "NUM" and isinstance(c.value, int) and c.value > 1 for c in cues)
        _note_apart(text, sent, known, cues, roles)
        for t, role in (_positions_ru(sent, known, gaps, counted) if ru
                        else _positions_en(sent, known, gaps, nouns, counted)):
            if role == "deal" and not deals:
                role = None
            if role == "build" and ru and deals:
                role = None  # «из колоды кладут по одной карте на X»: the pack dealt onto X, no build
            role = role or ("feeds" if feeds else None)
            ev = text.nouns.setdefault((t.lemma_.lower(),), Evidence())
            ev.count += 1
            if role:
                ev.roles[role] += 1
    return out


def _only_foundations(sent: Span, cues: list[Cue], roles: Mapping[str, str]) -> bool:
    """"… go only to the foundations", «идут лишь на основания»: "only" up to three words before
    a foundation word, in a sentence that names no other pile."""
    piles = [c for c in cues if c.label == "PILE"]
    if not piles or any(roles.get(str(c.value), c.value) != "foundation" for c in piles):
        return False
    doc = sent.doc
    return any(doc[k].lower_ in INFER_ONLY for c in piles for k in range(max(sent.start, c.i - 3), c.i))


def _note_apart(text: TextEvidence, sent: Span, known: set[int], cues: list[Cue], roles: Mapping[str, str]) -> None:
    """Note the nouns of the sentence joined to a known group's word as another pile (``apart``)."""
    piles = [c for c in cues if c.label == "PILE" and str(c.value) in roles]
    if not piles:
        return
    for t in sent:
        if t.i in known or not _word(t):
            continue
        for c in piles:
            if apart(sent, t, c):
                text.apart.setdefault(t.lemma_.lower(), Counter())[str(c.value)] += 1


def _deals_one(sent: Span, cues: list[Cue], roles: Mapping[str, str]) -> bool:
    """A sentence that deals from the stock (names it, or says 'one at a time') and lays out no
    number of cards above one."""
    stock = any(c.label == "PILE" and roles.get(str(c.value)) == "stock" for c in cues) or one_at_a_time(sent)
    many = any(c.label == "NUM" and isinstance(c.value, int) and c.value > 1 for c in cues)
    return stock and not many


def bind(text: TextEvidence, roles: Mapping[str, str]) -> dict[tuple[str, ...], str]:
    """Bind nouns to the game's groups by elimination among the groups free for each (see
    ``TextEvidence.free``).

    A noun binds to a group when that group is the only one left of the roles its evidence
    allows, and no other noun stands as well for it (``_blocks``); a noun seen once binds only as
    the pile the pack is dealt onto.  Repeated until nothing binds."""
    left = [g for g, r in roles.items() if r in INFER_ROLES]
    out: dict[tuple[str, ...], str] = {}
    cands = {lem: ev for lem, ev in text.nouns.items() if ev.count >= 2 or ev.roles["deal"] or ev.roles["laid"]}
    progress = True
    while progress and left and cands:
        progress = False
        fits = {lem: [g for g in text.free(lem, left) if roles[g] in ev.allowed()] for lem, ev in cands.items()}
        for lem in sorted(cands, key=lambda x: (-_weight(cands[x]), x)):
            if len(fits[lem]) != 1:
                continue
            group = fits[lem][0]
            rivals = [o for o in cands if o != lem and group in fits[o]]
            if any(_blocks(_weight(cands[o]), len(fits[o]), _weight(cands[lem])) for o in rivals):
                continue
            out[lem] = group
            left.remove(group)
            del cands[lem]
            progress = True
            break
    return out


def _blocks(rival: int, options: int, weight: int) -> bool:
    """Whether a rival noun (its weight, how many groups fit it) keeps a noun from a group: one
    that fits only that group, at half the noun's weight or more; one that fits others too, at
    the noun's weight or more."""
    return rival >= weight or (options == 1 and 2 * rival >= weight)


def _weight(ev: Evidence) -> int:
    """A noun's weight: its count, and twice its specific cues (being laid out, "to form the X",
    allows what no cue allows: it adds nothing)."""
    return ev.count + 2 * (ev.specific - ev.roles["laid"])


def infer(sents: Iterable[tuple[Span, str]], lang: str, vocab: Vocabulary, pset: PatternSet,
          own: Mapping[str, Mapping[tuple[str, ...], str]]) -> dict[str, dict[tuple[str, ...], str]]:
    """game -> {lemmas of a noun of the text's own: the group it is inferred to name} (see the module)."""
    out: dict[str, dict[tuple[str, ...], str]] = {}
    for game, text in evidence(sents, lang, vocab, pset, own).items():
        bound = bind(text, group_roles(vocab, game))
        if bound:
            out[game] = bound
    return out
