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
карт — это левое крыло, или «дамы»», then «…16 карт квадратом 4 × 4 — это правое крыло»), or,
of several, to the side of the name's class of people («пусть это будут фрейлины»: the ladies)
or to the one group named after no people ("these are called the Waiters" beside the ladies'
side); else, after the sentence's rules ran, to the one group they laid out (``settle``).  The
foundations are named so too: a name given to one or two ranks laid in a row or up above before
any base is known («Восемь тузов кладут в ряд наверху: это казна»), or given by a count beside
such bases or a count of piles per suit ("eight Towers in all", «башен наверху будет четыре»,
«Крепостей восемь, по две на каждую масть»); a gloss ("the Mint, i.e. your foundations", «казна,
то есть основания») binds a name to the pile word after it like "or".

This module is the entry point (``learn``, ``settle``) and reads the definitions of both
languages; ``own_names_grammar`` reads the two sides of a definition, ``own_names_ru`` holds
what only Russian needs (name-first definitions, the cards a pronoun stands for, gender).

Kept out: a name of a pile word the game already has, of rows and ranks ("the top row", "the
Aces"), of only generic words ("cards", «ряд»), and a second group for a word already bound.
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.annotate.components import morph_analyzer
from corpus.annotate.context import Context
from corpus.annotate.labels import GENERIC_WORDS, label_lemmas, owner_sides
from corpus.annotate.rules.piles import group_roles, piles
from corpus.annotate.sentence import Sentence
from corpus.annotate.own_names_grammar import (
    IS_WORDS, NAME_VERBS, OR_WORDS, QUOTES, THEM_WORDS, THIS_WORDS, Side, counted_name_en, cyrillic, known_group,
    name_after, name_word, object_after, pos, side_of, skip_object, words_ending,
)
from corpus.annotate.own_names_ru import counted_name_ru, definitions_ru, gender_class, laid_cards
from corpus.annotate.words import (
    ARTICLES, GROUP_WORDS, ON_WORDS, OWN_NAME_NOT_PILE, OWNER_CLASS, OWNER_SIDE_NOUNS, PLACE_WORDS, SIDE_WORDS,
)

__all__ = ["Definition", "learn", "settle"]


#: Words between the thing named and a verb of naming ("which we shall call", «которые мы будем звать»).
_BETWEEN = frozenset({",", "—", "–", "-", "(", "is", "are", "was", "were", "be", "been", "also", "usually", "often",
                      "commonly", "simply", "sometimes", "we", "i", "you", "shall", "will", "may", "might", "to",
                      "мы", "я", "вы", "будем", "будут", "буду", "обычно", "часто", "иногда", "также", "ещё", "еще",
                      "так", "и", "а", "все", "всё", "это", "эти", "what", "принято", "можно", "станем", "стали",
                      "договоримся", "условимся", "дальше", "далее", "впредь", "later", "from", "now", "on"})
_RELATIVE = frozenset({"which", "who", "whom", "что", "который", "которые", "которую", "которых", "которое", "которая"})


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
    counted = counted_name_ru(ctx, s) if s.lang.startswith("ru") else counted_name_en(ctx, s)
    if counted is not None and (group := _bases_laid(ctx, s, counted=True)) is not None:
        bound = _bind(ctx, s.game, counted.lemmas, group) or bound
    left = _unnamed(ctx, s) if waiting else []
    bases = _bases_laid(ctx, s) if waiting else None
    kept = []
    for d in waiting:
        group = bases or _group_of_name(ctx, s.game, d.lemmas, left)
        if group is not None:
            bound = _bind(ctx, s.game, d.lemmas, group) or bound
        else:
            kept.append(d)
    return bound, kept


def _bases_laid(ctx: Context, s: Sentence, counted: bool = False) -> str | None:
    """The foundations, when the cards a sentence lays out and then names are one or two ranks
    put in a row or up above before any base is known («Восемь тузов кладут в ряд наверху: это
    казна», "set the four Aces along the top — that is the Bank"): such cards are the bases, and
    their name is the foundations'.  A name given by a count ("eight Heads in all", «домов
    наверху будет четыре») names them too, and so does a count of piles per suit («Домиков
    восемь, по два на каждую масть») before any base is known."""
    found = [g for g, r in group_roles(ctx.vocab, s.game).items() if r == "foundation"]
    named = [c for c in s.of("PILE") if not str(c.pattern).startswith("pronoun:")]  # ("as each comes, it goes")
    places = [c for c in named if any(w in PLACE_WORDS for w in s.before(c.i, 1))]
    if len(found) != 1 or ctx.bases.get(s.game) or len(places) < len(named):
        return None  # (a pile named as the place the bases go, "above the reserve", is no other pile)
    if counted and _per_suit(s):
        return found[0]
    ranks = [r for r in s.of("RANK") if not (r.i > s.span.start and s.norm(r.i - 1) in ON_WORDS)]
    if not ranks or len(ranks) < len(s.of("RANK")) or len({r.value for r in ranks}) > 2:
        return None  # («на туза кладут двойку»: where cards go, no bases laid)
    placed = s.has("ROW") or s.has("ONTOP") or s.has("TOP") or bool(places)
    acts = any(c.value in ("deal", "build", "fill", "move") for c in s.of("ACT"))
    return found[0] if placed and (acts or counted) else None


def _per_suit(s: Sentence) -> bool:
    """«по два на каждую масть», "two of every suit": a number a few words before "each suit"."""
    return any(e.j < s.span.end and any(c.label == "SUITWORD" and c.i <= e.j for c in s.cues) and any(
        n.label == "NUM" and 0 <= e.i - n.j <= 2 for n in s.cues) for e in s.of("EACH"))


def _group_of_name(ctx: Context, game: str, lemmas: tuple[str, ...], left: list[str]) -> str | None:
    """Which of the laid-out groups not named yet a new name given to laid-out cards names: the
    one left («…двенадцать карт — это левое крыло», then «…16 карт квадратом 4 × 4 — это правое
    крыло» is the other side); of two sides named after people, the one of the name's class (a
    word of ``owner-class``, or a Russian animate noun's gender: «фрейлины», «мальчики»); a name
    of no such class given beside a side and a group of no owners names the latter ("the
    Waiters" beside the ladies' side)."""
    if not left:
        return None
    sides = owner_sides(ctx.vocab, game)
    cls = _owner_class(lemmas)
    if cls is not None and cls in sides:
        return sides[cls] if sides[cls] in left else None
    if len(left) == 1:
        return left[0]
    plain = [g for g in left if g not in sides.values()]
    return plain[0] if len(plain) == 1 and len(plain) < len(left) else None


def _owner_class(lemmas: tuple[str, ...]) -> str | None:
    """The class of people a name is of: ``owner-class`` ("knights", «кавалер»), or the gender of
    a Russian animate noun («фрейлина»: women, «камергер»: men)."""
    head = _head_word(lemmas) or (lemmas[0] if len(lemmas) == 1 else None)
    if head is None:
        return None
    if head in OWNER_CLASS:
        return OWNER_CLASS[head]
    return gender_class(head) if cyrillic((head,)) else None


def _unnamed(ctx: Context, s: Sentence) -> list[str]:
    """The laid-out groups the text has not named yet, when the sentence (or the one before, its
    layout waiting for a group) lays out cards under a new name and names no pile."""
    deals = s.has("NUM") and (s.has("CARD") or s.has("SHAPE") or s.has("ROW") or s.has("COLUMN"))
    places = [n for c, n in piles(s) if any(w in PLACE_WORDS for w in s.before(c.i, 1))]
    if len(places) < len(s.of("PILE")) or not (deals or ctx.pending_layout is not None):
        return []  # (a layout waiting for its group: "Deal twelve cards in four rows. These form the citadel.")
    # (a pile named as the place the cards go, "around the reserve", is named)
    # (a group counts as named once laid out or given its own name: one only mentioned before,
    # "also known as the Flower Garden", may still be the one this sentence lays out)
    named = _laid_out(ctx, s.game) | set(ctx.own_names.get(s.game, {}).values()) | set(places)
    roles = group_roles(ctx.vocab, s.game)
    laid = [g for g, r in roles.items() if r in ("reserve", "tableau")]
    return [g for g in laid if g not in named]


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
    if cyrillic(lemmas):
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
    return all(lem != lemmas for lem, _ in label_lemmas(ctx.vocab, game, "ru" if cyrillic(lemmas) else "en"))


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
                obj, after = object_after(ctx, s, t.i + 1)
                b = name_after(ctx, s, after) if obj is not None else None
                if b is None:  # the pile after the verb is the name itself («их называют окопами»)
                    obj, b = None, name_after(ctx, s, skip_object(s, t.i + 1))
                a = obj or _named_before(ctx, s, t.i)
            if a is not None and b is not None:
                out.append((a, b))
        elif (k0 := _or_word(s, t.i)) is not None:
            a = _side_before(ctx, s, k0)
            b = name_after(ctx, s, t.i + 1)
            if a is not None and b is not None:
                out.append((a, b))
        elif word in ("as", "как") and _dealt_as(s, t.i):
            b = name_after(ctx, s, t.i + 1)
            if b is not None and b.lemmas:
                out.append((Side(this=True), b))
        elif (word in IS_WORDS or t.lemma_.lower() in IS_WORDS) and _this_before(s, t.i) and _named_next(s, t.i + 1):
            b = name_after(ctx, s, t.i + 1)
            if b is not None:
                out.append((Side(this=True), b))
    if s.lang.startswith("ru") and not out:
        out.extend(definitions_ru(ctx, s))
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
    if not all(name_word(s, x) for x in range(i, colon)):
        return None
    side = side_of(ctx, s, i, colon)
    return side if side is not None and side.lemmas else None


def _dealt_as(s: Sentence, k: int) -> bool:
    """"deal sixteen cards in a square as the gentlemen's side", «раздайте шестнадцать карт … как
    Сторону Господ»: "as" after the cards a sentence deals (a number and a card word before it),
    its name capitalised or with its article ("as the …"); not "as soon as", «так как», «как только»."""
    if k + 1 >= s.span.end or k == s.span.start or s.norm(k - 1) in ("so", "such", "так", "same", "тот", "же"):
        return False
    if s.norm(k + 1) in ("soon", "only", "только", "долго", "well", "many", "much", "long"):
        return False
    nxt = s.doc[k + 1]
    named = nxt.text[:1].isupper() or nxt.text in QUOTES or (s.lang.startswith("en") and nxt.lower_ == "the")
    dealt = any(c.label == "CARD" and c.j <= k for c in s.cues) and any(c.label == "NUM" and c.j <= k for c in s.cues)
    return named and dealt and s.has("ACT", "deal")


def _named_next(s: Sentence, k: int) -> bool:
    """After a copula, a name: in English with its article or capital or quotes ("are the city")."""
    if k >= s.span.end:
        return False
    t = s.doc[k]
    return s.lang.startswith("ru") or t.lower_ == "the" or t.text in QUOTES or t.text[:1].isupper()


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


def _side_before(ctx: Context, s: Sentence, k: int) -> Side | None:
    """The name right before "or"/«или» (a comma, dash or «а» between)."""
    x = k - 1
    while x > s.span.start and s.doc[x].text in (",", "—", "–", "а", "»", '"', "”", "'", "’"):
        x -= 1
    return words_ending(ctx, s, x)


def _or_word(s: Sentence, k: int) -> int | None:
    """Where a second name's "or" starts: "the antechamber, or the waiting room", «резерв, а
    по-нашему — «город»», "the Treasury, i.e. the foundations", «казна, то есть основания» (a word
    of ``own-name-or`` after a comma, dash or bracket; «по-нашему» is three tokens, «то есть»
    two), not "from the reserve or the table"."""
    word = s.norm(k)
    if k - 2 >= s.span.start and s.norm(k - 2) == "по" and s.doc[k - 1].text == "-":
        word, k = "по-" + word, k - 2
    elif k - 1 > s.span.start and f"{s.norm(k - 1)} {word}" in OR_WORDS:
        word, k = f"{s.norm(k - 1)} {word}", k - 1  # «то есть», «иными словами»: two tokens
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
    return words_ending(ctx, s, x)


def _antecedent(ctx: Context, s: Sentence, them: int) -> Side | None:
    """What an object pronoun stands for: the nearest pile word before it, or (Russian) the
    nearest noun before it («это его стены (… их называют окопами)»)."""
    opened = next((x for x in range(them - 1, s.span.start - 1, -1) if s.doc[x].text in ("(", ")")), None)
    start = opened if opened is not None and s.doc[opened].text == "(" else them
    for x in range(start - 1, s.span.start - 1, -1):
        c = next((c for c in s.cues if c.i <= x < c.j and c.label == "PILE"), None)
        if c is not None:
            known = known_group(ctx, s, c.i, c.j)
            return Side(group=known) if known else None
        if s.lang.startswith("ru") and pos(s, x) == "NOUN" and s.doc[x].text[:1].islower():
            if laid_cards(s, x):
                return Side(this=True)  # «раскладывают восемнадцать карт (… по три карты); назовём их клумбами»
            if any(pos(s, y) == "PREP" for y in range(max(s.span.start, x - 2), x)) or any(
                    c.label == "UP" and c.i == x + 1 for c in s.cues):
                continue  # a noun after a preposition, «лицом вверх»: not what the pronoun stands for
            return words_ending(ctx, s, x)
    if any(c.label == "CARD" and c.j <= them for c in s.cues):
        return Side(this=True)  # "lay sixteen cards …; we call them the gallery": the cards laid out
    return None


