"""A text's own names for its piles: definitions that bind a new word to one of the game's groups.

A text may name a pile its own way and go on using that name: "the antechamber, or the waiting
room if you prefer", "(Aunt Bea calls them the gentlemen)", "the citadel, which the books call
the reserve", «это резерв, а по-нашему — «город»», «это его стены (их называют окопами)»,
«всё это называется партером».  A definition has two sides, the thing named and its name; when
one side is a pile word of the game (a pattern's or a label's ``PILE`` cue, or the owners a side
is named after, «дамы») and the other is words no pattern reads, the new words are bound to that
group for the rest of the text (``Context.own_names``), and ``labels.with_group_labels`` reads
them like the vocabulary's labels, in any inflection.  A name given to "this"/«это» or to cards
dealt "as the X" (the cards the sentence lays out, or the layout the sentence before left waiting)
goes to the one laid-out group the text has not named yet, when only one is left («…двенадцать
карт — это левое крыло, или «дамы»», then «…16 карт квадратом 4 × 4 — это правое крыло»); else,
after the sentence's rules ran, to the one group they laid out (``settle``).

Kept out: a name of a pile word the game already has, of rows and ranks ("the top row", "the
Aces"), of only generic words ("cards", «ряд»), and a second group for a word already bound.
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.annotate.components import morph_analyzer
from corpus.annotate.context import Context
from corpus.annotate.labels import GENERIC_WORDS, OWNER_RANKS, label_lemmas
from corpus.annotate.rules.piles import group_roles, piles
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import (
    GROUP_WORDS, OWNER_SIDE_NOUNS, SIDE_WORDS, ARTICLES, OWN_NAME_NOT_PILE, PLACE_WORDS, OWN_NAME_IS, OWN_NAME_OR, OWN_NAME_STOP, OWN_NAME_THEM, OWN_NAME_THIS, OWN_NAME_VERBS,
)
from corpus.annotate.words import OWN_NAME_UNDERSTOOD_RU

__all__ = ["Definition", "learn", "settle"]

NAME_VERBS = OWN_NAME_VERBS
OR_WORDS = OWN_NAME_OR
THIS_WORDS = OWN_NAME_THIS
THEM_WORDS = OWN_NAME_THEM
STOP_WORDS = OWN_NAME_STOP
IS_WORDS = OWN_NAME_IS

#: Words between the thing named and a verb of naming ("which we shall call", «которые мы будем звать»).
_BETWEEN = frozenset({",", "—", "–", "-", "(", "is", "are", "was", "were", "be", "been", "also", "usually", "often",
                      "commonly", "simply", "sometimes", "we", "i", "you", "shall", "will", "may", "might", "to",
                      "мы", "я", "вы", "будем", "будут", "буду", "обычно", "часто", "иногда", "также", "ещё", "еще",
                      "так", "и", "а", "все", "всё", "это", "эти", "what", "принято", "можно", "станем", "стали",
                      "договоримся", "условимся", "дальше", "далее", "впредь", "later", "from", "now", "on"})
_RELATIVE = frozenset({"which", "who", "whom", "что", "который", "которые", "которую", "которых", "которое", "которая"})
_QUOTES = {"«": "»", '"': '"', "“": "”", "'": "'", "‘": "’", "„": "“"}
#: Words before a name in English that are no part of it ("as", "to as", "simply").
_LEAD = frozenset({"as", "to", "simply", "just", "by", "us", "me", "—", "–", "-", ":",
                   "его", "её", "ее", "их", "наш", "наши", "наша", "наше", "и", "есть"})
#: Russian parts of speech a name is made of (adjectives, participles, nouns).
_NAME_POS = frozenset({"NOUN", "ADJF", "PRTF"})


@dataclass(frozen=True)
class Side:
    """One side of a definition: a known group, new words (their lemmas) or "this" (``this``)."""

    group: str | None = None
    lemmas: tuple[str, ...] = ()
    this: bool = False


@dataclass(frozen=True)
class Definition:
    """A name given in a sentence whose group is the one the sentence lays out ("this square")."""

    lemmas: tuple[str, ...]


def learn(ctx: Context, s: Sentence) -> tuple[bool, list[Definition]]:
    """Bind the new names the sentence defines; (whether any was bound, the names given to "this"
    that wait for the sentence's claims).  A sentence about the game or a move ("This patience
    is also called …") names no pile."""
    bound = False
    waiting: list[Definition] = []
    if any(t.lemma_.lower() in OWN_NAME_NOT_PILE and t.i > s.span.start
           and s.norm(t.i - 1) in THIS_WORDS | {"такой", "such", "the"} for t in s.span):
        return False, []
    for a, b in _definitions(ctx, s):
        for known, new in ((a, b), (b, a)):
            if known.group and new.lemmas:
                bound = _bind(ctx, s.game, new.lemmas, known.group) or bound
        if a.this and b.lemmas:
            waiting.append(Definition(b.lemmas))
    last = _last_unnamed(ctx, s) if waiting else None
    if last is not None:
        for d in waiting:
            bound = _bind(ctx, s.game, d.lemmas, last) or bound
        waiting = []
    return bound, waiting


def _last_unnamed(ctx: Context, s: Sentence) -> str | None:
    """The one laid-out group the text has not named yet, when the sentence (or the one before,
    its layout waiting for a group) lays out cards under a new name and names no pile (the other side named before: «…двенадцать карт — это левое
    крыло»; then «…16 карт квадратом 4 × 4 — это правое крыло» is the other side)."""
    deals = s.has("NUM") and (s.has("CARD") or s.has("SHAPE") or s.has("ROW") or s.has("COLUMN"))
    places = [n for c, n in piles(s) if any(w in PLACE_WORDS for w in s.before(c.i, 1))]
    if len(places) < len(s.of("PILE")) or not (deals or ctx.pending_layout is not None):
        return None  # (a layout waiting for its group: "Deal twelve cards in four rows. These form the citadel.")
    # (a pile named as the place the cards go, "around the reserve", is named)
    # (a group counts as named once laid out or given its own name: one only mentioned before,
    # "also known as the Flower Garden", may still be the one this sentence lays out)
    named = _laid_out(ctx, s.game) | set(ctx.own_names.get(s.game, {}).values()) | set(places)
    roles = group_roles(ctx.vocab, s.game)
    laid = [g for g, r in roles.items() if r in ("reserve", "tableau")]
    left = [g for g in laid if g not in named]
    return left[0] if len(left) == 1 else None


def _laid_out(ctx: Context, game: str) -> set[str]:
    """The groups of ``game`` whose size, shape or piles the text has stated so far."""
    return {f.slot.split(".")[0] for f in ctx.found
            if f.game == game and f.slot.count(".") == 1 and f.slot.split(".")[1] in ("size", "shape", "count")}


def settle(ctx: Context, s: Sentence, waiting: list[Definition], before: int) -> None:
    """Names given to "this" bound to the one group the sentence's claims laid out (a sentence
    that names a pile itself says which it names: no guess from its claims)."""
    if not waiting or s.has("PILE"):
        return
    roles = group_roles(ctx.vocab, s.game)
    groups = {f.slot.split(".")[0] for f in ctx.found[before:] if f.game == s.game}
    laid = [g for g in groups if g in roles and roles[g] not in ("stock", "waste")]
    if len(laid) == 1:
        for d in waiting:
            _bind(ctx, s.game, d.lemmas, laid[0])


def _bind(ctx: Context, game: str, lemmas: tuple[str, ...], group: str) -> bool:
    names = ctx.own_names.setdefault(game, {})
    if lemmas in names or not _new_words(ctx, game, lemmas):
        return False
    names[lemmas] = group
    head = _head_word(lemmas)
    if head is not None and (head,) in names and names[(head,)] != group:
        del names[(head,)]  # «левое крыло», «правое крыло»: the head alone names neither
    elif head is not None and _new_words(ctx, game, (head,)) and not any(
            len(k) > 1 and _head_word(k) == head and g != group for k, g in names.items()):
        names.setdefault((head,), group)  # «цветочные кровати», then «на кроватях»
    return True


def _head_word(lemmas: tuple[str, ...]) -> str | None:
    """The head noun of a name of several words (the first noun in Russian, «цветочные кровати»,
    «половина мужская»; the last word in English, "the flower beds"), when it may stand alone:
    not a word of sides or lots ("wing", «крыло»), which the other words tell apart."""
    if len(lemmas) < 2:
        return None
    if _cyrillic(lemmas):
        head = next((w for w in lemmas if str(morph_analyzer().parse(w)[0].tag.POS) == "NOUN"), None)
    else:
        head = lemmas[-1]
    if head is None or head in SIDE_WORDS | GROUP_WORDS | OWNER_SIDE_NOUNS:
        return None
    return head


def _new_words(ctx: Context, game: str, lemmas: tuple[str, ...]) -> bool:
    """Whether words may become a name: not only generic words, not a label of the game."""
    if not lemmas or all(w in GENERIC_WORDS or len(w) < 3 for w in lemmas):
        return False
    return all(lem != lemmas for lem, _ in label_lemmas(ctx.vocab, game, "ru" if _cyrillic(lemmas) else "en"))


def _cyrillic(lemmas: tuple[str, ...]) -> bool:
    return any("а" <= ch <= "я" or ch == "ё" for w in lemmas for ch in w)


def _definitions(ctx: Context, s: Sentence) -> list[tuple[Side, Side]]:
    out: list[tuple[Side, Side]] = []
    listed = _listed(ctx, s)
    if listed is not None:
        out.append((Side(this=True), listed))
    for t in s.span:
        word = t.norm_ or t.lower_
        if t.lemma_.lower() in NAME_VERBS and _naming(s, t.i):
            as_at = _as_before(s, t.i)
            if as_at is not None:  # "the 'pantry', as my father called it": the name before "as"
                b, a = _side_before(ctx, s, as_at), _named_before(ctx, s, t.i)
            else:
                obj, after = _object(ctx, s, t.i + 1)
                b = _name_after(ctx, s, after) if obj is not None else None
                if b is None:  # the pile after the verb is the name itself («их называют окопами»)
                    obj, b = None, _name_after(ctx, s, _skip_object(s, t.i + 1))
                a = obj or _named_before(ctx, s, t.i)
            if a is not None and b is not None:
                out.append((a, b))
        elif (k0 := _or_word(s, t.i)) is not None:
            a = _side_before(ctx, s, k0)
            b = _name_after(ctx, s, t.i + 1)
            if a is not None and b is not None:
                out.append((a, b))
        elif word in ("as", "как") and _dealt_as(s, t.i):
            b = _name_after(ctx, s, t.i + 1)
            if b is not None and b.lemmas:
                out.append((Side(this=True), b))
        elif (word in IS_WORDS or t.lemma_.lower() in IS_WORDS) and _this_before(s, t.i) and _named_next(s, t.i + 1):
            b = _name_after(ctx, s, t.i + 1)
            if b is not None:
                out.append((Side(this=True), b))
    if s.lang.startswith("ru") and not out:
        out.extend(_definitions_ru(ctx, s))
    return out


def _listed(ctx: Context, s: Sentence) -> Side | None:
    """A definition list's entry in English: "The Outworks: the fourteen cards dealt around the
    reserve" (a name of one to three words, capitalised or after its article, then a colon, then
    the cards it names) names the cards the sentence lays out."""
    if s.lang.startswith("ru"):
        return None
    colon = next((x for x in range(s.span.start, min(s.span.start + 5, s.span.end)) if s.doc[x].text == ":"), None)
    if colon is None or not any(c.label == "CARD" and c.i > colon for c in s.cues) or s.has("PACK"):
        return None  # ("Equipment: one pack of fifty-two cards" names the pack, no pile)
    nxt = colon + 1
    if nxt >= s.span.end or not (s.norm(nxt) in ARTICLES or s.doc[nxt].like_num
                                 or any(c.label == "NUM" and c.i == nxt for c in s.cues)):
        return None  # "Setup: deal fourteen cards …" is a heading and a rule, not a name and its cards
    i = s.span.start
    article = i < colon and s.norm(i) in ARTICLES
    i += article
    if i >= colon or not (article or s.doc[i].text[:1].isupper()):
        return None
    if not all(_name_word(s, x) for x in range(i, colon)):
        return None
    side = _side(ctx, s, i, colon)
    return side if side is not None and side.lemmas else None


def _definitions_ru(ctx: Context, s: Sentence) -> list[tuple[Side, Side]]:
    """Russian definitions whose name comes first: «под клумбами понимаются эти кучки» (a verb of
    ``own-name-understood-ru`` after «под» and the name), «клумбами называются шесть кучек …» (the
    name in the instrumental before a verb of naming), «клумбы — это шесть кучек …» (the name, a
    dash, «это» and the cards laid out).  The thing named is a pile of the game or the cards the
    sentence lays out ("this")."""
    out: list[tuple[Side, Side]] = []
    for t in s.span:
        lemma = t.lemma_.lower()
        if lemma in OWN_NAME_UNDERSTOOD_RU:
            under = next((x for x in range(t.i - 1, max(s.span.start, t.i - 5) - 1, -1) if s.norm(x) == "под"), None)
            name = _name_after(ctx, s, under + 1) if under is not None else None
        elif lemma in NAME_VERBS and t.i > s.span.start:
            name = _words_ending(ctx, s, t.i - 1)
        elif s.norm(t.i) == "это" and t.i - 1 > s.span.start and s.doc[t.i - 1].text in ("—", "–", "-"):
            name = _words_ending(ctx, s, t.i - 2)
        else:
            continue
        thing = _thing_after(ctx, s, t.i + 1)
        if name is not None and name.lemmas and thing is not None:
            out.append((thing, name))
    return out


def _thing_after(ctx: Context, s: Sentence, k: int) -> Side | None:
    """What a Russian name-first definition names, after its verb: a pile of the game, or the cards
    a layout sentence deals (a demonstrative, a number or a card word first: «эти кучки», «шесть
    кучек по три карты»)."""
    obj, _ = _object(ctx, s, k)
    if obj is not None:
        return obj
    while k < s.span.end and s.norm(k) in ("мы", "вы", "будем", "также", "обычно"):
        k += 1
    if k >= s.span.end:
        return None
    lays_out = s.has("NUM") and (s.has("CARD") or s.has("SHAPE") or s.has("ROW") or s.has("COLUMN"))
    first = next((c for c in s.cues if c.i == k), None)
    if s.norm(k) in THIS_WORDS or (lays_out and first is not None and first.label in ("NUM", "CARD")):
        return Side(this=True)
    return None


def _dealt_as(s: Sentence, k: int) -> bool:
    """"deal sixteen cards in a square as the gentlemen's side", «раздайте шестнадцать карт … как
    Сторону Господ»: "as" after the cards a sentence deals (a number and a card word before it),
    its name capitalised or with its article ("as the …"); not "as soon as", «так как», «как только»."""
    if k + 1 >= s.span.end or k == s.span.start or s.norm(k - 1) in ("so", "such", "так", "same", "тот", "же"):
        return False
    if s.norm(k + 1) in ("soon", "only", "только", "долго", "well", "many", "much", "long"):
        return False
    nxt = s.doc[k + 1]
    named = nxt.text[:1].isupper() or nxt.text in _QUOTES or (s.lang.startswith("en") and nxt.lower_ == "the")
    dealt = any(c.label == "CARD" and c.j <= k for c in s.cues) and any(c.label == "NUM" and c.j <= k for c in s.cues)
    return named and dealt and s.has("ACT", "deal")


def _named_next(s: Sentence, k: int) -> bool:
    """After a copula, a name: in English with its article or capital or quotes ("are the city")."""
    if k >= s.span.end:
        return False
    t = s.doc[k]
    return s.lang.startswith("ru") or t.lower_ == "the" or t.text in _QUOTES or t.text[:1].isupper()


def _naming(s: Sentence, k: int) -> bool:
    """Whether a naming lemma names here: "known as", "refer to as", "call them", not "call out"."""
    t = s.doc[k]
    lemma = t.lemma_.lower()
    nxt = s.doc[k + 1].lower_ if k + 1 < s.span.end else ""
    if lemma in ("know", "известный"):
        return nxt in ("as", "как")
    if lemma == "refer":
        return nxt == "to"
    if lemma == "name" and nxt == "by":
        return False  # "named by the player": a choice, not a name
    return True


def _as_before(s: Sentence, k: int) -> int | None:
    """"…, as my father called it": "as" a few words before the verb, its object a pronoun."""
    if s.lang.startswith("ru") or not (k + 1 < s.span.end and s.norm(k + 1) in THEM_WORDS):
        return None
    return next((x for x in range(k - 1, max(s.span.start, k - 5) - 1, -1)
                 if s.norm(x) == "as" and x > s.span.start and s.doc[x - 1].text in (",", "—", "–", "(")), None)


def _object(ctx: Context, s: Sentence, k: int) -> tuple[Side | None, int]:
    """The object said between a verb of naming and the name ("call the reserve the citadel",
    «назовём эти двенадцать карт крепостью»): a pile (a known group) or cards ("this"), and where
    the name starts; (None, k) when the verb's object is a pronoun or nothing."""
    x = k
    side: Side | None = None
    while x < s.span.end and x - k < 5:
        cue = next((c for c in s.cues if c.i == x), None)
        if cue is not None and cue.label == "PILE" and side is None:
            known = _known(ctx, s, cue.i, cue.j)
            if known is None:
                return None, _skip_object(s, k)
            side, x = Side(group=known), cue.j
        elif cue is not None and cue.label in ("NUM", "CARD") and side is None:
            x = cue.j
            if cue.label == "CARD":
                side = Side(this=True)
        elif s.norm(x) in ARTICLES or s.norm(x) in ("these", "those", "эти", "этих", "эту", "этот", "все", "всё"):
            x += 1
        else:
            break
    return (side, x) if side is not None else (None, _skip_object(s, k))


def _skip_object(s: Sentence, k: int) -> int:
    while k < s.span.end and (s.norm(k) in _LEAD or s.norm(k) in THEM_WORDS or s.norm(k) == "как"):
        k += 1
    return k


def _name_after(ctx: Context, s: Sentence, k: int) -> Side | None:
    """The name after a verb of naming, "or" or "is": a pile word of the game (a known group) or
    one to three new words (quoted words whole)."""
    while k < s.span.end and (s.norm(k) in ARTICLES or s.norm(k) in _LEAD or s.doc[k].text in ("—", "–", ":")):
        k += 1
    if k >= s.span.end:
        return None
    close = _QUOTES.get(s.doc[k].text)
    if close is not None:
        end = next((x for x in range(k + 1, min(k + 6, s.span.end)) if s.doc[x].text == close), None)
        if end is None:
            return None
        return _side(ctx, s, k + 1, end)
    j = k
    while j < s.span.end and j - k < 3 and _name_word(s, j):
        j += 1
    if s.lang.startswith("ru"):
        while j > k and _pos(s, j - 1) != "NOUN":
            j -= 1
    elif j < s.span.end and s.norm(j) == "of":
        return None  # "the beginning of a foundation": a part of a pile, not its name
    elif not _english_name_bounds(s, k, j):
        return None
    return _side(ctx, s, k, j) if j > k else None


def _english_name_bounds(s: Sentence, k: int, j: int) -> bool:
    """An English name without its article or a capital ends the sentence part ("calls them
    gentlemen)"), not "called it — holds nine cards"."""
    if k > s.span.start and (s.norm(k - 1) in ARTICLES or s.doc[k].text[:1].isupper()):
        return True
    return j >= s.span.end or s.doc[j].is_punct or s.norm(j) in STOP_WORDS


def _name_word(s: Sentence, j: int) -> bool:
    t = s.doc[j]
    word = t.norm_ or t.lower_
    lemma = t.lemma_.lower()
    if t.is_punct or t.like_num or word in STOP_WORDS or lemma in STOP_WORDS or word in ARTICLES or lemma in NAME_VERBS:
        return False
    if s.lang.startswith("ru"):
        return _pos(s, j) in _NAME_POS
    return t.is_alpha


def _pos(s: Sentence, j: int) -> str:
    t = s.doc[j]
    return str(morph_analyzer().parse(t.norm_ or t.lower_)[0].tag.POS)


def _side(ctx: Context, s: Sentence, i: int, j: int) -> Side | None:
    """Words i..j as a side: a known group when a pile cue (or owners) covers them, new words
    when no cue does, else nothing (a row, a rank, a number)."""
    if i >= j:
        return None
    known = _known(ctx, s, i, j)
    if known is not None:
        return Side(group=known)
    if any(c.i < j and i < c.j for c in s.cues):
        return None
    return Side(lemmas=tuple(t.lemma_.lower() for t in s.doc[i:j]))


def _known(ctx: Context, s: Sentence, i: int, j: int) -> str | None:
    roles = group_roles(ctx.vocab, s.game)
    for c, name in piles(s):
        if i <= c.i < j and name in roles and _head(s, i, c):
            return name
    for c in s.cues:
        owner = OWNER_RANKS.get(s.doc[c.i].lemma_.lower()) if c.label == "RANK" and c.j - c.i == 1 else None
        if owner in roles and i <= c.i < j:
            return owner
    return None


def _head(s: Sentence, i: int, c: Cue) -> bool:
    """Whether a pile cue is the head of the name i..: the last word in English ("the waiting
    room"), the first noun in Russian («левое крыло», not «начало основания»)."""
    if not s.lang.startswith("ru"):
        return True
    return all(_pos(s, x) in ("ADJF", "PRTF") for x in range(i, c.i))


def _side_before(ctx: Context, s: Sentence, k: int) -> Side | None:
    """The name right before "or"/«или» (a comma, dash or «а» between)."""
    x = k - 1
    while x > s.span.start and s.doc[x].text in (",", "—", "–", "а", "»", '"', "”", "'", "’"):
        x -= 1
    return _words_ending(ctx, s, x)


def _or_word(s: Sentence, k: int) -> int | None:
    """Where a second name's "or" starts: "the antechamber, or the waiting room", «резерв, а
    по-нашему — «город»» (a word of ``own-name-or`` after a comma, dash or bracket; «по-нашему»
    is three tokens), not "from the reserve or the table"."""
    word = s.norm(k)
    if k - 2 >= s.span.start and s.norm(k - 2) == "по" and s.doc[k - 1].text == "-":
        word, k = "по-" + word, k - 2
    if word not in OR_WORDS or k <= s.span.start:
        return None
    return k if s.doc[k - 1].text in (",", "—", "–", "(", "а") else None


def _this_before(s: Sentence, k: int) -> bool:
    """"this square is", "these are", «…: это», «— это»: a demonstrative (or a dash) opens the
    clause right before the copula."""
    if s.doc[k].norm_ == "это" or s.doc[k].lower_ == "это":
        if k - 2 >= s.span.start and s.norm(k - 1) in ("и", "а") and s.doc[k - 2].text in (",", ";", "—", "–"):
            k -= 1  # «…, и это половина мужская»: a clause of its own joined by «и»
        return k == s.span.start or s.doc[k - 1].text in ("—", "–", ":", ";", ",", "-")
    lo = max(s.span.start, k - 3)
    words = [s.norm(x) for x in range(lo, k)]
    if not any(w in THIS_WORDS for w in words) or any(c.label == "PILE" and lo <= c.i < k for c in s.cues):
        return False
    return any(s.doc[x].text in (";", ":", "—", ",") for x in range(max(s.span.start, lo - 1), k)) or lo == s.span.start


def _named_before(ctx: Context, s: Sentence, k: int) -> Side | None:
    """The thing a verb of naming names: the pile of its object pronoun ("calls them", «их
    называют»), the words before a relative ("the citadel, which the books call"), or the
    words right before the verb ("the ramparts, known as", «сваями, называемыми»)."""
    lo = max(s.span.start, k - 6)
    them = next((x for x in range(k + 1, min(k + 3, s.span.end)) if s.norm(x) in THEM_WORDS), None)
    if them is None and s.lang.startswith("ru"):
        them = next((x for x in range(k - 1, max(lo, k - 3) - 1, -1) if s.norm(x) in THEM_WORDS), None)
    if them is not None:
        return _antecedent(ctx, s, them)
    rel = next((x for x in range(k - 1, lo - 1, -1) if s.doc[x].lemma_.lower() in _RELATIVE or s.norm(x) in _RELATIVE),
               None)
    x = (rel if rel is not None else k) - 1
    while x >= s.span.start and (s.norm(x) in _BETWEEN or s.doc[x].text in (",", "—", "–")):
        if s.norm(x) in THIS_WORDS and rel is None:
            return Side(this=True)
        x -= 1
    if x < s.span.start:
        return None
    if rel is None and (any(s.norm(y) in THIS_WORDS for y in range(max(s.span.start, x - 2), x + 1))
                        or any(c.label == "CARD" and c.i <= x < c.j for c in s.cues)):
        return Side(this=True)  # "this square is called …", "fourteen cards, known as …"
    return _words_ending(ctx, s, x)


def _antecedent(ctx: Context, s: Sentence, them: int) -> Side | None:
    """What an object pronoun stands for: the nearest pile word before it, or (Russian) the
    nearest noun before it («это его стены (… их называют окопами)»)."""
    opened = next((x for x in range(them - 1, s.span.start - 1, -1) if s.doc[x].text in ("(", ")")), None)
    start = opened if opened is not None and s.doc[opened].text == "(" else them
    for x in range(start - 1, s.span.start - 1, -1):
        c = next((c for c in s.cues if c.i <= x < c.j and c.label == "PILE"), None)
        if c is not None:
            known = _known(ctx, s, c.i, c.j)
            return Side(group=known) if known else None
        if s.lang.startswith("ru") and _pos(s, x) == "NOUN" and s.doc[x].text[:1].islower() and not any(
                _pos(s, y) == "PREP" for y in range(max(s.span.start, x - 2), x)):
            if _laid_cards(s, x):
                return Side(this=True)  # «раскладывают восемнадцать карт …; назовём их клумбами»
            return _words_ending(ctx, s, x)
    if any(c.label == "CARD" and c.j <= them for c in s.cues):
        return Side(this=True)  # "lay sixteen cards …; we call them the gallery": the cards laid out
    return None


def _words_ending(ctx: Context, s: Sentence, x: int) -> Side | None:
    """The name (one to three words) that ends at token x."""
    c = next((c for c in s.cues if c.i <= x < c.j), None)
    if c is not None:
        known = _known(ctx, s, c.i, c.j)
        return Side(group=known) if known else None
    i = x
    while i > s.span.start and x - i < 2 and _name_word(s, i - 1) and not any(c.i <= i - 1 < c.j for c in s.cues):
        i -= 1
    if s.lang.startswith("ru"):
        if _pos(s, x) != "NOUN":
            return None
    elif not any(s.norm(y) in ARTICLES | {"this", "these", "those"} or s.doc[y].text in _QUOTES
                 for y in range(max(s.span.start, i - 1), i)):
        return None  # English: a name the text gives is said with its article ("the citadel")
    return _side(ctx, s, i, x + 1) if _name_word(s, x) else None


def _laid_cards(s: Sentence, x: int) -> bool:
    """Whether a Russian noun a pronoun stands for is the cards a layout sentence deals: a card
    word (or a generic pile word, «кучка») with a number before it in a sentence with a number."""
    cue = next((c for c in s.cues if c.i <= x < c.j), None)
    if not (cue is not None and cue.label == "CARD") and s.doc[x].lemma_.lower() not in GENERIC_WORDS:
        return False
    return any(c.label == "NUM" and c.j <= x + 1 for c in s.cues)
