"""The vocabulary's group labels as words for the game's piles.

Every pile group of a game has an English and a Russian label in ``rules/vocabulary.toml``
(«Палата лордов», «сад», "talon", "ladies' side").  A sentence about that game that uses a
label, in any inflection, names the group: the label and the sentence are compared lemma by
lemma (spaCy's lookup lemmas in English, pymorphy3's in Russian, so «въ саду», «изъ сада» and
«садомъ» all name the garden).  A label's part in brackets is a second label unless it holds a
figure («основания (Правительство)» gives «Правительство»; «Народ (ряд 4)» gives only «Народ»).

The game's thematic words (``themes.toml``, read by themes.py: "the walls", «фрейлины», "the
flower beds") are read the same way, after the labels and the text's own names, which win.

Label cues are game-aware, the pattern files are not: where a label cue and a pattern's ``PILE``
cue cover the same words, the label wins («Палата лордов» is British Constitution's House of
Lords, not Royal Cotillion's lords' side).

>>> from rules.vocabulary import load_vocabulary
>>> sorted(label_lemmas(load_vocabulary(), "british-constitution", "ru"))[:2]
[(('декоративный', 'карта'), 'discard'), (('колода',), 'stock')]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from spacy.tokens import Span, Token

from corpus.annotate.components import morph_analyzer
from corpus.annotate.pipeline import get_pipeline, lang_base
from corpus.annotate.sentence import COLLECTIVE, Cue
from corpus.annotate.themes import capital_lemmas, theme_lemmas
from corpus.annotate.words import COLLECTIVE_EACH, COLLECTIVE_TWO, BETWEEN_WORDS, FROM_WORDS, ON_WORDS, PLACE_PREPOSITIONS, COLLECTIVE_NOUNS, COLLECTIVE_WORDS, LABEL_LINE_NOUNS, OWNER_CLASS, OWNER_SIDE_NOUNS, ONE_OWNER_LEAD, OWN_NAME_IS, RANK_VALUE
from rules.errors import VariorumError
from rules.vocabulary import Vocabulary, load_vocabulary

__all__ = ["GENERIC_WORDS", "OWNER_RANKS", "label_lemmas", "with_group_labels"]

#: Words of a label that never name its group alone (pile words, not names).
GENERIC_WORDS = _GENERIC = frozenset({"side", "sides", "сторона", "card", "карта", "pair", "пара", "house", "палата",
                      "pile", "piles", "кучка", "chamber", "камера", "cards", "карты"})

#: Words a label may open with that the text need not repeat ("the People", "her guard").
_SKIP = frozenset({"the", "her", "a", "an", "её", "ее"})


def _lemmas(text: str, lang: str) -> tuple[str, ...]:
    doc = get_pipeline(lang)(text)
    out = [t.lemma_.lower() for t in doc if not (t.is_punct or t.is_space)]
    while out and out[0] in _SKIP:
        out.pop(0)
    return tuple(out)


def _label_texts(label: str) -> list[str]:
    inner = re.findall(r"\(([^)]*)\)", label)
    outer = re.sub(r"\([^)]*\)", " ", label).strip()
    return [t for t in [outer, *inner] if t.strip() and not re.search(r"\d", t)]


@functools.lru_cache(maxsize=64)
def _cached(game: str, lang: str) -> tuple[tuple[tuple[str, ...], str], ...]:
    return tuple(label_lemmas(load_vocabulary(), game, lang))


def label_lemmas(vocab: Vocabulary, game: str, lang: str) -> list[tuple[tuple[str, ...], str]]:
    """(lemmas of a label, group) for every group label of ``game`` in ``lang`` (``en``/``ru``)."""
    base = lang_base(lang)
    try:
        gdef = vocab.game(game)
    except VariorumError:
        return []
    out: set[tuple[tuple[str, ...], str]] = set()
    for g in gdef.groups:
        for text in _label_texts(g.label(base)):
            lem = _lemmas(text, base)
            if lem:
                out.add((lem, g.id))
    return sorted(out, key=lambda x: (-len(x[0]), x))


def short_labels(vocab: Vocabulary, game: str, lang: str) -> dict[str, str]:
    """Single words of a laid-out group's label of several words that no other group's label of
    the game holds ("Council" of "Privy Council", "Lords" of "House of Lords"): lemma -> group.
    A text may name the group by that word alone, capitalised ("a place in the Council")."""
    full = label_lemmas(vocab, game, lang)
    roles = vocab.game(game).group_roles if full else {}
    seen: dict[str, set[str]] = {}
    for lem, group in full:
        for w in lem:
            seen.setdefault(w, set()).add(group)
    out: dict[str, str] = {}
    for lem, group in full:
        if len(lem) < 2 or roles.get(group) not in ("reserve", "tableau"):
            continue
        for w in lem:
            if seen[w] == {group} and w.isalpha() and len(w) > 3 and w not in RANK_VALUE and w not in _GENERIC:
                out[w] = group
    return out


@functools.lru_cache(maxsize=64)
def _cached_short(game: str, lang: str) -> tuple[tuple[str, str], ...]:
    return tuple(short_labels(load_vocabulary(), game, lang).items())


def _possessive(t: Token) -> bool:
    """Whether an English word is a possessive ("lords'", "Lady's"): the owners a group is named
    after ("a lords' card", "the ladies' cards") name it in any case."""
    nxt = t.nbor(1) if t.i + 1 < len(t.doc) else None
    return nxt is not None and not t.whitespace_ and nxt.text in ("'", "'s", "’", "’s")


def _heads_label_line(t: Token) -> bool:
    """A sentence that opens with the word and a colon or a noun it qualifies ("Ladies: only the
    lowest card…", "Lords space: fill at once…"): the word names the group there too."""
    nxt = t.nbor(1) if t.i + 1 < len(t.doc) else None
    return nxt is not None and (nxt.text == ":" or nxt.lemma_.lower() in LABEL_LINE_NOUNS)


def with_group_labels(cues: list[Cue], sent: Span, game: str, lang: str, vocab: Vocabulary,
                      own: Mapping[tuple[str, ...], str] | None = None) -> list[Cue]:
    """The cues of a sentence with a ``PILE`` cue for every group label of ``game`` it uses (and
    for a capitalised or possessive word of a label, see ``short_labels``); ``own``: the text's
    own names for its groups (lemmas -> group, see own_names.py), read like labels."""
    if vocab is not load_vocabulary():
        labels = label_lemmas(vocab, game, lang)
        short = short_labels(vocab, game, lang)
    else:
        labels = list(_cached(game, lang_base(lang)))
        short = dict(_cached_short(game, lang_base(lang)))
    # the game's thematic words (themes.py), after its labels and the text's own names, which win
    said = {lem for lem, _ in labels} | set(own or ())
    theme = [(lem, g) for lem, g in theme_lemmas(vocab, game, lang) if lem not in said]
    labels = sorted([*labels, *theme, *(own or {}).items()], key=lambda x: (-len(x[0]), x))
    if not labels:
        return cues
    cues = _label_cues(cues, sent, labels, short, capital_lemmas(game, lang), frozenset(lem for lem, _ in theme))
    cues = _owner_side_cues(cues, sent, owner_sides(vocab, game))
    cues = _collective_cues(cues, sent, paired_groups(vocab, game))
    return _owner_ranks_joined(cues, sent, vocab, game)


def _label_cues(cues: list[Cue], sent: Span, labels: list[tuple[tuple[str, ...], str]],
                short: dict[str, str], capital: frozenset[tuple[str, ...]] = frozenset(),
                theme: frozenset[tuple[str, ...]] = frozenset()) -> list[Cue]:
    """The cues with a ``PILE`` cue for each label (or short label) the sentence uses; a label
    in ``capital`` only where the text capitalises it, not at the head of the sentence; a
    thematic word in ``theme`` not in a sentence that gives the game's names (``_names_game``)."""
    words = [t for t in sent if not (t.is_punct or t.is_space)]
    lemmas = [t.lemma_.lower() for t in words]
    naming = bool(theme) and _names_game(cues, sent)
    found: list[Cue] = []
    names: list[tuple[int, int]] = []
    taken: set[int] = set()
    for lem, group in labels:  # longest labels first
        n = len(lem)
        for k in range(len(words) - n + 1):
            if tuple(lemmas[k:k + n]) != lem or any(words[x].i in taken for x in range(k, k + n)):
                continue
            if lem in capital and not (words[k].text[:1].isupper() and words[k].i > sent.start):
                continue
            first, last = words[k], words[k + n - 1]
            taken.update(range(first.i, last.i + 1))
            if lem in theme and naming:  # (a name of the game: no pile, nor a pattern's pile word in it)
                names.append((first.i, last.i + 1))
                continue
            end = last.idx + len(last.text)
            found.append(Cue("PILE", group, first.idx, end, first.i, last.i + 1, f"label-{group}",
                             sent.doc.text[first.idx:end]))
    for t, word in zip(words, lemmas):
        named = short.get(word)
        # (lower-case too once the full label was said before: «въ Тайномъ совѣтѣ …, изъ самаго совѣта»)
        said = any(f.value == named and f.j <= t.i for f in found)
        if named is not None and t.i not in taken and (_possessive(t) or said or (t.text[:1].isupper() and (
                t.i > sent.start or _heads_label_line(t)))):
            taken.add(t.i)
            found.append(Cue("PILE", named, t.idx, t.idx + len(t.text), t.i, t.i + 1, f"label-{named}", t.text))
    # (a label inside a game's name is no pile: «Осаждённый город» where the text calls the reserve «город»)
    found = [f for f in found if not any(g.label == "GAME" and g.i <= f.i and f.j <= g.j for g in cues)]
    if not found and not names:
        return cues
    spans = [(f.i, f.j) for f in found] + names
    kept = [c for c in cues if not (c.label == "PILE" and any(i < c.j and c.i < j for i, j in spans))]
    out = kept + found
    out.sort(key=lambda c: (c.i, -c.j, c.label))
    return out


def _names_game(cues: list[Cue], sent: Span) -> bool:
    """Whether a sentence gives the game's names: a noun of naming ("under the name …", «под
    названием …»), or the game's name and "known as" ("Le Parterre, also known as …"): its
    thematic words are names or glosses of the game («партер — цветник»), not its piles."""
    return any(c.label == "NAMEWORD" for c in cues) or any(c.label == "GAME" for c in cues) and any(
        c.label == "KNOWNAS" and sent.doc[c.i].lower_ not in ("or", "или") for c in cues)


def owner_sides(vocab: Vocabulary, game: str) -> dict[str, str]:
    """Owner class -> the one group of ``game`` whose label is a side named after people of that
    class ("ladies' side", «сторона лордов»: ``owner-class``, ``owner-side-noun``).

    >>> from rules.vocabulary import load_vocabulary
    >>> sorted(owner_sides(load_vocabulary(), "royal-cotillion").items())
    [('men', 'lords'), ('women', 'ladies')]
    """
    seen: dict[str, set[str]] = {}
    for lang in ("en", "ru"):
        labels = label_lemmas(vocab, game, lang) if vocab is not load_vocabulary() else _cached(game, lang)
        for lem, group in labels:
            if set(lem) & OWNER_SIDE_NOUNS:
                for w in lem:
                    if w in OWNER_CLASS:
                        seen.setdefault(OWNER_CLASS[w], set()).add(group)
    return {cls: next(iter(gs)) for cls, gs in seen.items() if len(gs) == 1}


#: Tokens between owners and the side noun after them ("the men's half", «дамской же половинѣ»).
_OWNER_GAP = frozenset({"'", "'s", "’", "’s", "же"})


#: English prepositions before "the" and the owners alone ("of the gentlemen", "among the women").
_EN_OWNER_LEAD = FROM_WORDS | PLACE_PREPOSITIONS | ON_WORDS | BETWEEN_WORDS


def _bare_owners(sent: Span, t: Token, cues: list[Cue]) -> bool:
    """The owners alone in the plural where a side is spoken of ("every card of the gentlemen",
    «любую карту господ», «среди мужчин»): after "the" in English; in Russian after a
    preposition or a card, gap or column word (not «Господа, …», an address); no other cue over it."""
    if any(c.i <= t.i < c.j for c in cues) or (t.i == sent.start and t.lang_ == "en"):
        return False
    if t.i == sent.start:  # «Барынь можно сдвинуть въ столбики»: the topic of a sentence about its lines
        return _plural_noun(t) and any(c.label in ("COLUMN", "ROW") for c in cues)
    prev = sent.doc[t.i - 1]
    if t.lang_ == "en":  # "of the gentlemen", "among the women": a preposition, "the", a plural
        lead = sent.doc[t.i - 2].lower_ if t.i - 2 >= sent.start else ""
        return prev.lower_ == "the" and t.lower_ != t.lemma_.lower() and lead in _EN_OWNER_LEAD
    if not _plural_noun(t):
        return False
    if prev.lemma_.lower() in OWN_NAME_IS:  # «другой квадратъ сталъ барынями»: a group named
        return True
    return _preposition(prev) or any(c.j == t.i and c.label in ("CARD", "GAP", "COLUMN", "ROW") for c in cues)


def _one_owner(sent: Span, t: Token, cues: list[Cue]) -> bool:
    """The one owner of a side where the side is spoken of ("if a lord goes", "each lady",
    «если кавалер уйдёт»): a singular noun (not an adjective, not a rank or other cue), in
    English after "a", "one", "each" … (``one-owner-lead``)."""
    if any(c.i <= t.i < c.j for c in cues):
        return False
    if t.lang_ == "en":
        return t.i > sent.start and sent.doc[t.i - 1].lower_ in ONE_OWNER_LEAD and t.lower_ == t.lemma_.lower()
    parse = next((p for p in morph_analyzer().parse(t.norm_ or t.lower_) if p.normal_form == t.lemma_.lower()), None)
    return parse is not None and "NOUN" in parse.tag and "sing" in parse.tag


def _plural_noun(t: Token) -> bool:
    parse = next((p for p in morph_analyzer().parse(t.norm_ or t.lower_) if p.normal_form == t.lemma_.lower()), None)
    return parse is not None and "NOUN" in parse.tag and "plur" in parse.tag


def _owner_side_cues(cues: list[Cue], sent: Span, sides: Mapping[str, str]) -> list[Cue]:
    """A side named by its owners and a side noun: "the men's half", "the gentlemen's wing",
    «мужская половина», «половина мужская», «сторона господ»: a ``PILE`` cue for the game's side
    of that class of people (``owner_sides``), over both words."""
    if not sides:
        return cues
    found: list[Cue] = []
    for t in sent:
        group = sides.get(OWNER_CLASS.get(t.lemma_.lower(), ""))
        if group is None:
            continue
        k = t.i + 1
        while k < sent.end and k - t.i <= 2 and sent.doc[k].lower_ in _OWNER_GAP:
            k += 1
        if k < sent.end and sent.doc[k].lemma_.lower() in OWNER_SIDE_NOUNS:
            first, last = t, sent.doc[k]
        elif t.i > sent.start and sent.doc[t.i - 1].lemma_.lower() in OWNER_SIDE_NOUNS and not t.lang_ == "en":
            first, last = sent.doc[t.i - 1], t
        elif _bare_owners(sent, t, cues) or _one_owner(sent, t, cues):
            first, last = t, t
        else:
            continue
        if any(c.label == "PILE" and c.value != group and c.i < last.i + 1 and first.i < c.j for c in cues):
            continue  # another group's label over these words
        end = last.idx + len(last.text)
        found.append(Cue("PILE", group, first.idx, end, first.i, last.i + 1, f"owner-side-{group}",
                         sent.doc.text[first.idx:end]))
    if not found:
        return cues
    kept = [c for c in cues if not (c.label == "PILE" and any(f.i < c.j and c.i < f.j for f in found))]
    return sorted(kept + found, key=lambda c: (c.i, -c.j, c.label))


def paired_groups(vocab: Vocabulary, game: str) -> tuple[str, ...]:
    """The two laid-out groups of ``game`` that share a role, when only one role has two groups
    (the lords' and ladies' sides, the Army and the Navy); else none."""
    roles = vocab.game(game).group_roles if game in vocab.games else {}
    pairs = [tuple(g for g, r in roles.items() if r == role) for role in ("reserve", "tableau")]
    pairs = [p for p in pairs if len(p) == 2]
    return pairs[0] if len(pairs) == 1 else ()


#: Words around "either side" that make it a place beside something ("on either side of the
#: Aces", «по обе стороны от тузов»), not the two groups.
_BESIDE_BEFORE = frozenset({"по"})
_BESIDE_AFTER = frozenset({"of", "от"})


def _beside(sent: Span, i: int, k: int) -> bool:
    before = sent.doc[i - 1].lower_ if i > sent.start else ""
    after = sent.doc[k + 1].lower_ if k + 1 < sent.end else ""
    return before in _BESIDE_BEFORE or after in _BESIDE_AFTER


def _two_of_them(sent: Span, t: Token, cues: list[Cue]) -> bool:
    """"the two halves", «на двух половинах»: the number two before a group noun, in a sentence
    that counts nothing else (not "two lots of sixteen", read by layout-groups) and not of a
    pile named after it («две группы оснований»)."""
    if (t.norm_ or t.lower_) not in COLLECTIVE_TWO or t.i + 1 >= sent.end:
        return False
    if any(c.label == "NUM" and not c.i <= t.i < c.j for c in cues):
        return False
    return not any(c.label == "PILE" and c.i in (t.i + 2, t.i + 3) for c in cues)


def _each_of_them(sent: Span, t: Token) -> bool:
    """"each side", «каждую сторону»: each group of the pair, when no group noun was said before in
    the sentence ("two lots of sixteen, each lot in a square" counts the lots: layout-groups)."""
    return t.lemma_.lower() in COLLECTIVE_EACH and not any(
        u.lemma_.lower() in COLLECTIVE_NOUNS or u.lower_ in COLLECTIVE_NOUNS for u in sent.doc[sent.start:t.i])


def _collective_cues(cues: list[Cue], sent: Span, pair: tuple[str, ...]) -> list[Cue]:
    """"either force", "both halves", "the two wings", «обе порции», «съ обѣихъ половинъ»: a group
    noun said of both groups at once names each of the ``pair`` (a ``PILE`` cue for each over the
    words), unless a cue already names a pile there."""
    if not pair:
        return cues
    found: list[Cue] = []
    for t in sent:
        if not ({t.norm_ or t.lower_, t.lemma_.lower()} & COLLECTIVE_WORDS or _two_of_them(sent, t, cues)
                or _each_of_them(sent, t)):
            continue
        k = t.i + 1
        if k < sent.end and sent.doc[k].lower_ in ("of", "the", "из"):
            k += 1 + (k + 1 < sent.end and sent.doc[k + 1].lower_ == "the")  # "either of the sides"
        if k >= sent.end or not {sent.doc[k].lemma_.lower(), sent.doc[k].lower_} & COLLECTIVE_NOUNS:
            continue
        if any(c.label == "PILE" and c.i <= k < c.j for c in cues) or _beside(sent, t.i, k):
            continue
        first, last = t, sent.doc[k]
        end = last.idx + len(last.text)
        # (the number word in it, «обѣихъ», «две», counts the groups, not their cards: dropped below)
        found.extend(Cue("PILE", g, first.idx, end, first.i, last.i + 1, f"{COLLECTIVE}{g}",
                         sent.doc.text[first.idx:end]) for g in pair)
    if not found:
        return cues
    kept = [c for c in cues if not (c.label == "NUM" and any(f.i <= c.i < f.j for f in found))]
    return sorted(kept + found, key=lambda c: (c.i, -c.j, c.label))


#: Words that join two names of a list: "and", "or", «ни …, ни …», a comma.
_JOINS = frozenset({"и", "или", "ни", "and", "or", "nor", ","})


def _joined_by(sent: Span, a: Cue, b: Cue) -> bool:
    """Whether two cues are joined as a list: only "and", "or", «ни», a comma between (one to three)."""
    lo, hi = (a, b) if a.i < b.i else (b, a)
    between = [t.lower_ for t in sent.doc[lo.j:hi.i]]
    # «ни на лордов, ни на дам», "on the lords or on the ladies": the first name's preposition again
    lead = sent.doc[lo.i - 1] if lo.i > sent.start else None
    if lead is not None and _preposition(lead) and between and between[-1] == lead.lower_:
        between = between[:-1]
    return 0 < len(between) <= 3 and set(between) <= _JOINS and bool(set(between) - {","})


#: Russian prepositions of place and the case of the owners after them («на Дамах», «среди дам»).
_PLACE_CASES = {"на": "loct", "в": "loct", "во": "loct", "среди": "gent", "меж": "gent", "между": "ablt"}


def _owners_placed(sent: Span, c: Cue, cues: list[Cue]) -> bool:
    """«Пробелы на Дамах не заполняются», «место среди дам»: the owners in the plural where a
    place is (the locative after «на», the genitive after «среди»), not the rank cards are put on
    («на дам»: the accusative); «Дам можно разложить столбиками»: the owners in the plural
    opening a sentence that lays out columns or rows and names no other rank, or dealt in it
    with their cards counted after them («…сдают дам: три ряда по четыре карты»)."""
    t = sent.doc[c.i]
    tags = [p.tag for p in morph_analyzer().parse(t.norm_ or t.lower_) if p.normal_form == t.lemma_.lower()]
    plural = any("plur" in str(g) for g in tags) and not any("sing" in str(g) for g in tags)
    lays = any(o.label in ("COLUMN", "ROW") for o in cues) and sum(o.label == "RANK" for o in cues) == 1
    if c.i > sent.start:
        case = _PLACE_CASES.get(sent.doc[c.i - 1].lower_)
        if case is not None:
            return any({case, "plur"} <= set(str(g).replace(" ", ",").split(",")) for g in tags)
        # «Слева сдаёшь дам: три ряда по четыре карты»: the owners dealt, their cards counted after them
        return plural and lays and not _preposition(sent.doc[c.i - 1]) and any(
            o.label == "CARD" and o.i > c.j for o in cues) and any(o.label == "NUM" and o.i > c.j for o in cues)
    return plural and lays


def _preposition(t: Token) -> bool:
    """Whether a word is a preposition (spaCy's part of speech in English, pymorphy3's in Russian)."""
    if t.pos_:
        return t.pos_ == "ADP"
    return "PREP" in morph_analyzer().parse(t.norm_ or t.lower_)[0].tag


#: The rank words that are also the owners a side is named after («дамы»: Queens, or the ladies).
OWNER_RANKS = _OWNER_RANKS = {"дама": "ladies", "lady": "ladies", "ladies": "ladies"}


def _owner_ranks_joined(cues: list[Cue], sent: Span, vocab: Vocabulary, game: str) -> list[Cue]:
    """«карты кавалеровъ и дамъ», «у лордов или дам»: a rank word that is also a side's owners,
    joined by "and"/"or" to the other side's name, names that side too (not the Queens); so does
    it after a pile word («каждой колонны дам»: the ladies' columns) and as the topic that opens a
    sentence («С дамами строже — …»)."""
    roles = vocab.game(game).group_roles if game in vocab.games else {}
    out = list(cues)
    for k, c in enumerate(cues):
        group = _OWNER_RANKS.get(sent.doc[c.i].lemma_.lower()) if c.label == "RANK" and c.j - c.i == 1 else None
        if group is None or group not in roles:
            continue
        joined = [o for o in cues if o.label == "PILE" and o.value != group and roles.get(str(o.value)) == roles[group]
                  and _joined_by(sent, o, c)]
        owned = any(o.label == "COLUMN" and o.j == c.i for o in cues)
        topic = c.i == sent.start + 1 and sent.doc[sent.start].lower_ in ("с", "со", "with")
        if joined or owned or topic or _owners_placed(sent, c, cues):
            out[k] = Cue("PILE", group, c.start, c.end, c.i, c.j, f"owners-{group}", c.text)
    return out
