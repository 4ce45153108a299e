"""``variorum rules list | show R | explain R``: the rulesets, resolved, with their sources.

*explain* writes the resolved rules as readable text in English or Russian; every rule is marked
stated / reported / inherited / editorial, with its source and the quoted words.  In Russian the
quotation is taken from the Russian translation of the same sentence when the corpus holds one
(seed 000 is bilingual); editorial justifications are shown in Russian where the ruleset gives
them in both languages (``justification = { en = "...", ru = "..." }``), else in English.

Values are written as words in the output language: vocabulary labels for enum values, groups,
named shapes and special sources (``labels`` in rules/vocabulary.toml), card patterns as card
names (``2xQC`` "2 дамы треф"), Russian rank letters in rank sequences, game names for related
games.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.cards import RANK_WORD_EN, RANK_SHORT_RU, SUIT_WORD_EN, SUIT_WORD_RU
from rules.claims import Claim
from rules.vocabulary import RANKS, SUITS, SlotDef, parse_card_pattern

ORIGIN_WORDS = {
    "en": {"stated": "stated", "reported": "reported", "inherited": "inherited", "editorial": "editorial"},
    "ru": {"stated": "заявлено", "reported": "сообщается", "inherited": "унаследовано",
           "editorial": "редакторское решение"},
}
GRADE_WORDS = {
    "en": {"scholarly": "scholarly", "reconstructed": "reconstructed", "incomplete": "incomplete"},
    "ru": {"scholarly": "по источнику", "reconstructed": "реконструкция", "incomplete": "неполный"},
}
WORDS = {
    "en": {
        "grade": "Evidence grade", "follows": "Follows", "readings": "Readings in effect",
        "other": "Other readings", "draws": "Sources drawn on", "rules": "Rules",
        "general": "The game", "description": "Description (compared and shown, never played)",
        "sources": "Sources cited", "by": "by", "as_reported_by": "as reported by",
        "from": "from", "reading": "reading", "editors": "Patience Variorum", "unset": "not set",
        "choice": "chosen by the player at set-up", "or": "or", "own": "its own source",
        "translation": "", "anonymous": "anonymous",
    },
    "ru": {
        "grade": "Степень обоснованности", "follows": "Следует", "readings": "Принятые прочтения",
        "other": "Другие прочтения", "draws": "Использованные источники", "rules": "Правила",
        "general": "Игра в целом", "description": "Описание (сравнивается и показывается, но не исполняется)",
        "sources": "Цитируемые источники", "by": "—", "as_reported_by": "по сообщению",
        "from": "от", "reading": "прочтение", "editors": "Patience Variorum", "unset": "не задано",
        "choice": "выбирает игрок при раскладке", "or": "или", "own": "собственный источник",
        "translation": "в русском переводе", "anonymous": "автор не указан",
    },
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list, show and explain the rulesets",
                       description="The rulesets (one per game and source), resolved against the "
                                   "corpus claims: every slot with its value and where it came from.")
    rsub = p.add_subparsers(dest="rules_command", metavar="SUBCOMMAND", required=True)

    ls = rsub.add_parser("list", help="every ruleset with its game, source, grade and readings")
    ls.add_argument("--format", choices=("text", "json"), default="text")
    ls.set_defaults(func=cmd_list)

    show = rsub.add_parser("show", help="the resolved slots of a ruleset",
                           description="Every slot of the resolved ruleset: value, origin "
                                       "(stated/reported/inherited/editorial) and the claims behind it.")
    show.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    show.add_argument("--reading", metavar="NAME", help="reading(s) to apply, joined by +")
    show.add_argument("--format", choices=("text", "json"), default="text")
    show.set_defaults(func=cmd_show)

    ex = rsub.add_parser("explain", help="the resolved rules as readable text, each with its source",
                         description="Write the rules of a ruleset as readable text, each rule marked "
                                     "stated, reported, inherited or editorial, with its source and "
                                     "the quoted words.")
    ex.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    ex.add_argument("--lang", choices=("en", "ru"), default="en")
    ex.add_argument("--reading", metavar="NAME", help="reading(s) to apply, joined by +")
    ex.set_defaults(func=cmd_explain)


# -- list / show -------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace) -> int:
    from rules.ruleset import list_rulesets, load

    rows = []
    for name in list_rulesets():
        rs = load(name)
        rows.append({
            "ruleset": name, "game": rs.game, "source": rs.source, "grade": rs.grade,
            "follows": rs.follows, "title": rs.title_en,
            "readings": [{"name": r.name, "axis": r.axis, "default": r.default} for r in rs.readings],
        })
    if args.format == "json":
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"{'ruleset':42} {'grade':14} {'follows':42} readings (default*)")
    for r in rows:
        readings = ", ".join(x["name"] + ("*" if x["default"] else "") for x in r["readings"]) or "-"
        print(f"{r['ruleset']:42} {r['grade']:14} {r['follows'] or '-':42} {readings}")
    return 0


def _resolve(name: str, reading: str | None) -> Any:
    from corpus.claims import load_claims
    from rules.ruleset import load, resolve

    claims = load_claims()
    return resolve(load(name), claims, reading), claims


def _json_value(v: Any) -> Any:
    return list(v) if isinstance(v, tuple) else v


def slot_record(game: str, slot: str, rs: Any, vocab: Any) -> dict[str, Any]:
    root = rs.root
    c = root.claim
    ev = c.evidence
    return {
        "slot": slot,
        "kind": vocab.slot(game, slot).kind,
        "value": _json_value(rs.value),
        "options": [_json_value(o) for o in rs.options],
        "origin": rs.origin,
        "via": rs.via or None,
        "root_origin": root.origin,
        "reading": root.reading or None,
        "claims": [x.id for x in root.claims],
        "asserted_by": c.asserted_by,
        "status": c.status,
        "quote": ev.quote if ev else None,
        "witness": ev.witness if ev else None,
        "segments": list(ev.segments) if ev else [],
        "corrects": list(c.corrects),
        "note": c.note or None,
        "decision": root.decision or None,
    }


def cmd_show(args: argparse.Namespace) -> int:
    from rules.vocabulary import load_vocabulary

    res, _ = _resolve(args.ruleset, args.reading)
    vocab = load_vocabulary()
    game = res.ruleset.game
    records = [slot_record(game, s, rs, vocab) for s, rs in res.slots.items()]
    if args.format == "json":
        out = {"ruleset": res.ruleset.id, "game": game, "source": res.ruleset.source,
               "grade": res.ruleset.grade, "follows": res.ruleset.follows,
               "readings": list(res.readings), "slots": records}
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"{res.ruleset.id}  ({res.ruleset.grade}; readings: {'+'.join(res.readings) or '-'})")
    for r in records:
        value = vocab.format_value(game, r["slot"], tuple(r["value"]) if isinstance(r["value"], list) else r["value"]) \
            if r["value"] is not None else "(not set)"
        if r["options"]:
            value = " | ".join(str(o) for o in r["options"]) + " (set-up choice)"
        origin = r["origin"] + (f" from {r['via']}" if r["via"] else "")
        print(f"{r['slot']:28} {value[:48]:48} {origin:50} {r['claims'][0]}")
    return 0


# -- explain -----------------------------------------------------------------------------------


@dataclass
class _Context:
    lang: str
    vocab: Any
    corpus: Any
    claims: list[Claim]
    cited: dict[str, None]
    roots: dict[Any, Any] = field(default_factory=dict)
    #: The resolved ruleset explained (for the Russian of bilingual editorial values).
    res: Any = None

    def w(self, key: str) -> str:
        return WORDS[self.lang][key]

    def reporter(self, claim: Claim) -> str:
        """The source of the witness a claim's evidence lies in."""
        if claim.evidence is None:
            return ""
        w = self.corpus.witnesses.get(claim.evidence.witness)
        return w.source if w else ""

    def corrections(self, claim: Claim) -> list[tuple[str, str, str]]:
        """(sic, corr, kind) of each <choice> a claim reads through; kind is the ``corr/@type``
        (``mt``, ``ocr``, ``print``)."""
        if not claim.corrects or claim.evidence is None:
            return []
        from corpus.reader import element_text

        root = self._root(claim.evidence.witness)
        if root is None:
            return []
        out = []
        for cid in claim.corrects:
            found = root.xpath("//*[@xml:id=$i]", i=cid)
            if found:
                corr = found[0].xpath("./*[local-name()='corr']")
                kind = corr[0].get("type", "") if corr else ""
                out.append((element_text(found[0], "orig"), element_text(found[0], "reg"), kind))
        return out

    def _root(self, witness: str) -> Any:
        """The parsed TEI file of a witness (parsed once per explain)."""
        w = self.corpus.witnesses.get(witness)
        if w is None:
            return None
        if w.file not in self.roots:
            from lxml import etree

            self.roots[w.file] = etree.parse(str(w.file)).getroot()
        return self.roots[w.file]

    def parallel(self, claim: Claim) -> Claim | None:
        """The same claim in a translation of its segments, in the output language."""
        if claim.evidence is None:
            return None
        wit = self.corpus.witnesses.get(claim.evidence.witness)
        if wit is None or wit.lang.split("-")[0] == self.lang:
            return None
        linked = {s.id for seg in claim.evidence.segments for s in self.corpus.translations_of(seg)}
        for other in self.claims:
            if (other.game, other.slot, other.status) == (claim.game, claim.slot, claim.status) and \
                    other.evidence and set(other.evidence.segments) & linked and other.is_curated:
                return other
        return None


#: How a claim's reading through a marked error is announced, by the error's kind (corr/@type).
CORRECTION_WORDS = {
    "en": {"mt": "translation error read as corrected", "ocr": "OCR error read as corrected",
           "print": "slip in the source read as corrected", "": "error read as corrected"},
    "ru": {"mt": "ошибка перевода исправлена", "ocr": "ошибка распознавания исправлена",
           "print": "опечатка источника исправлена", "": "ошибка исправлена"},
}


def _quote(text: str, lang: str) -> str:
    return f"«{text}»" if lang == "ru" else f"“{text}”"


def _citation(ctx: _Context, claim: Claim, reading: str = "") -> str:
    """``origin source: "quoted words" [segments]`` for one claim."""
    words = ORIGIN_WORDS[ctx.lang]
    if claim.status == "editorial" or claim.evidence is None:
        head = words["editorial"]
        if reading:
            head += f" ({ctx.w('reading')} {reading})"
        return f"{head}, {ctx.w('editors')}: {claim.note_in(ctx.lang)}"
    ctx.cited[claim.asserted_by] = None
    ev = claim.evidence
    quote, segs = ev.quote, ev.segments
    par = ctx.parallel(claim)
    if par is not None and par.evidence is not None:
        quote, segs = par.evidence.quote, par.evidence.segments
    where = f" [{', '.join(segs)}]"
    shown = par if par is not None else claim
    fixes = ctx.corrections(shown)
    for kind in dict.fromkeys(k for _, _, k in fixes):
        word = CORRECTION_WORDS[ctx.lang].get(kind, CORRECTION_WORDS[ctx.lang][""])
        shown_fixes = "; ".join(f"{_quote(a or ' ', ctx.lang)} → {_quote(b or ' ', ctx.lang)}"
                                for a, b, k in fixes if k == kind)
        where += f" ({word}: {shown_fixes})"
    if claim.status == "reported":
        reporter = ctx.reporter(claim)
        ctx.cited[reporter] = None
        head = f"{words['reported']}: {claim.asserted_by}, {ctx.w('as_reported_by')} {reporter}"
    else:
        head = f"{words[claim.status]}: {claim.asserted_by}"
    return f"{head}: {_quote(quote, ctx.lang)}{where}"


# -- values as words ---------------------------------------------------------------------------

#: Russian forms of the card nouns, by pattern rank: gender, nominative singular, genitive
#: singular (after 2-4), genitive plural (after 5+), nominative plural, prepositional singular.
RU_CARD_NOUNS: dict[str, tuple[str, str, str, str, str, str]] = {
    "A": ("m", "туз", "туза", "тузов", "тузы", "тузе"),
    "2": ("f", "двойка", "двойки", "двоек", "двойки", "двойке"),
    "3": ("f", "тройка", "тройки", "троек", "тройки", "тройке"),
    "4": ("f", "четвёрка", "четвёрки", "четвёрок", "четвёрки", "четвёрке"),
    "5": ("f", "пятёрка", "пятёрки", "пятёрок", "пятёрки", "пятёрке"),
    "6": ("f", "шестёрка", "шестёрки", "шестёрок", "шестёрки", "шестёрке"),
    "7": ("f", "семёрка", "семёрки", "семёрок", "семёрки", "семёрке"),
    "8": ("f", "восьмёрка", "восьмёрки", "восьмёрок", "восьмёрки", "восьмёрке"),
    "9": ("f", "девятка", "девятки", "девяток", "девятки", "девятке"),
    "10": ("f", "десятка", "десятки", "десяток", "десятки", "десятке"),
    "J": ("m", "валет", "валета", "валетов", "валеты", "валете"),
    "Q": ("f", "дама", "дамы", "дам", "дамы", "даме"),
    "K": ("m", "король", "короля", "королей", "короли", "короле"),
    "*": ("f", "карта", "карты", "карт", "карты", "карте"),
}
#: Colour adjectives: English word, Russian stem (hard declension: красн-ый, чёрн-ая).
COLOURS = {"R": ("red", "красн"), "B": ("black", "чёрн")}
_RU_ADJ_ENDINGS = {("m", "nom"): "ый", ("f", "nom"): "ая", ("pl", "nom"): "ые", ("pl", "gen"): "ых",
                   ("m", "prep"): "ом", ("f", "prep"): "ой"}
#: The ranks the player chooses at set-up (``X*``, ``Y*``): first and second set of foundations.
CHOSEN_RANK_WORDS = {
    "en": {"X": "a card of each suit of the first rank the player chooses",
           "Y": "a card of each suit of the second rank the player chooses"},
    "ru": {"X": "карта каждой масти первого выбранного игроком достоинства",
           "Y": "карта каждой масти второго выбранного игроком достоинства"},
}
#: Slots whose text values are game ids (shown by the game's name).
GAME_ID_SLOTS = frozenset({"related", "variant-of"})


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """The Russian form for the number ``n``: 1 карта, 2 карты, 5 карт (21 карта, 11 карт)."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


@functools.lru_cache(maxsize=4)
def _reader_labels(path: Path) -> dict[str, dict[str, tuple[str, str]]]:
    """Slot or property id -> {word: (English, Russian)}: the ``labels`` lists of the vocabulary
    file (named shapes, special sources, decorative-card names)."""
    with open(path, "rb") as fh:
        data = tomllib.load(fh)
    out: dict[str, dict[str, tuple[str, str]]] = {}
    for entry in [*data.get("slot", ()), *data.get("property", ())]:
        labels = {str(x["id"]): (str(x["en"]), str(x["ru"])) for x in entry.get("labels", ())}
        if labels:
            out[str(entry["id"])] = labels
    return out


def reader_label(vocab: Any, sd: SlotDef, word: str, lang: str) -> str | None:
    """The label of a non-enum word of a slot's values (``labels`` in the vocabulary), or None."""
    found = _reader_labels(vocab.path).get(sd.prop or sd.id, {}).get(word)
    if found is None:
        return None
    return found[1] if lang == "ru" else found[0]


def _en_noun(rank: str, plural: bool) -> str:
    word = "card" if rank == "*" else RANK_WORD_EN[RANKS.index(rank)]
    if not plural:
        return word
    return word + ("es" if word.endswith("x") else "s")


def _ru_adj(colour: str, gender: str, case: str) -> str:
    return COLOURS[colour][1] + _RU_ADJ_ENDINGS[(gender, case)]


def card_words(rank: str, suit: str, lang: str, count: int | None = None, form: str = "one") -> str:
    """A card pattern (rank, suit) as words.

    ``count``: how many cards (``2 дамы треф``); else ``form``: ``one`` a single card (``a red
    card``, ``красная карта``), ``each`` one of each suit (``an Ace of each suit``), ``all`` every
    such card (``black Kings``, ``чёрные короли``), ``on`` the card another lies on (Russian
    prepositional: ``на тузе``).
    """
    if rank in ("X", "Y"):
        return CHOSEN_RANK_WORDS[lang][rank]
    colour = COLOURS.get(suit)
    if lang == "ru":
        gender, nom, gen, gen_pl, nom_pl, prep = RU_CARD_NOUNS[rank]
        if count is not None:
            noun = ru_plural(count, nom, gen, gen_pl)
            case = ru_plural(count, (gender, "nom"), ("pl", "gen") if gender == "m" else ("pl", "nom"),
                             ("pl", "gen"))
        else:
            noun, case = {"all": (nom_pl, ("pl", "nom")), "on": (prep, (gender, "prep"))}.get(
                form, (nom, (gender, "nom")))
        words = [str(count)] if count is not None else []
        if colour:
            words.append(_ru_adj(suit, *case))
        words.append(noun)
        if suit in SUITS:
            words.append(SUIT_WORD_RU[SUITS.index(suit)])
        elif form == "each" and count is None and not colour:
            words.append("каждой масти")
        return " ".join(words)
    plural = count is not None and count != 1 or count is None and form == "all"
    words = [str(count)] if count is not None else []
    noun = _en_noun(rank, plural)
    if count is None and not plural:
        first = (COLOURS[suit][0] if colour else noun)
        words.append("an" if first[0] in "AEaeiou" else "a")
    if colour:
        words.append(COLOURS[suit][0])
    words.append(noun)
    if suit in SUITS:
        words.append("of " + SUIT_WORD_EN[SUITS.index(suit)])
    elif form == "each" and count is None and not colour:
        words.append("of each suit")
    return " ".join(words)


def pair_words(pattern: str, lang: str, target: str = "", target_role: str = "") -> str:
    """Two cards that move together (``K+Q``, the card on top first), and where they go."""
    (_, top, ts), (_, bottom, bs) = (parse_card_pattern(p) for p in pattern.split("+"))
    ru = lang == "ru"
    arrow = f" → {target}" if target else ""
    if {ts, bs} == {"R", "B"}:
        if ru:
            each = ", каждая карта на основание своего цвета" if target_role == "foundation" else ""
            return f"{card_words(top, ts, lang)} и {card_words(bottom, bs, lang)}{arrow}{each}"
        each = ", each onto one of its own colour" if target_role == "foundation" else ""
        return f"{card_words(top, ts, lang)} and {card_words(bottom, bs, lang)}{arrow}{each}"
    same = ts == bs == "*"
    if target_role == "discard":  # which card lies on top is layout
        if ru:
            return f"{card_words(top, ts, lang)} и {card_words(bottom, bs, lang)}" + \
                (" одной масти" if same else "") + arrow
        return f"{card_words(top, ts, lang)} and {card_words(bottom, bs, lang)}" + \
            (" of the same suit" if same else "") + arrow
    if ru:
        return f"{card_words(top, ts, lang)} на {card_words(bottom, bs, lang, form='on')}" + \
            (" той же масти" if same else "") + arrow
    if same:
        return f"{card_words(top, ts, lang)} on the {_en_noun(bottom, False)} of its suit{arrow}"
    return f"{card_words(top, ts, lang)} on {card_words(bottom, bs, lang)}{arrow}"


def shape_words(shape: str, lang: str) -> str:
    """``RxC`` (rows x columns) as words: ``4 rows of 3 cards``, ``4 ряда по 3 карты``."""
    rows, cols = (int(x) for x in shape.split("x"))
    if lang == "ru":
        if rows == 1 or cols == 1:
            n = cols if rows == 1 else rows
            line = "один ряд" if rows == 1 else "один столбец"
            return "одна карта" if n == 1 else f"{line} из {n} {ru_plural(n, 'карты', 'карт', 'карт')}"
        return (f"{rows} {ru_plural(rows, 'ряд', 'ряда', 'рядов')} по {cols} "
                f"{ru_plural(cols, 'карте', 'карты', 'карт')}")
    if rows == 1 or cols == 1:
        n = cols if rows == 1 else rows
        return "one card" if n == 1 else f"one {'row' if rows == 1 else 'column'} of {n} cards"
    return f"{rows} rows of {cols} cards"


def _item_words(ctx: _Context, game: str, sd: SlotDef, item: Any) -> str:
    """One item of a value as words in the output language."""
    lang, vocab = ctx.lang, ctx.vocab
    t = sd.type
    if t == "card-set" and isinstance(item, str):
        head, _, label = item.partition(":")
        if "+" in head:
            words = pair_words(head, lang)
        else:
            count, rank, suit = parse_card_pattern(head)
            words = card_words(rank, suit, lang, count, "each" if sd.prop == "base" else "all")
        if label:
            words += f" ({reader_label(vocab, sd, label, lang) or label})"
        return words
    if t == "pairs" and isinstance(item, str):
        pattern, _, target = item.rpartition(":")
        role = vocab.game(game).group_roles.get(target, target)
        return pair_words(pattern, lang, vocab.group_label(game, target, lang), role)
    if t == "rank-sequences" and isinstance(item, str) and lang == "ru":
        return "-".join(RANK_SHORT_RU[RANKS.index(r)] for r in item.split("-"))
    if t == "shape" and isinstance(item, str):
        named = reader_label(vocab, sd, item, lang)
        return named if named is not None else shape_words(item, lang)
    if t == "groups" and isinstance(item, str):
        if vocab.game(game).group(item) is None:
            special = reader_label(vocab, sd, item, lang)
            if special is not None:
                return special
        return str(vocab.group_label(game, item, lang))
    if t == "source" and isinstance(item, str):
        ctx.cited[item] = None  # listed with the sources, so the reader sees what it is
        return item
    if t in ("text", "texts") and sd.id in GAME_ID_SLOTS and item in vocab.games:
        return str(vocab.games[item].label(lang))
    if isinstance(item, float) and lang == "ru":
        return str(item).replace(".", ",")
    return str(item)


def value_words(ctx: _Context, game: str, slot: str, value: Any) -> str:
    """A slot's value as words in the output language (items joined as the vocabulary does)."""
    sd = ctx.vocab.slot(game, slot)
    items = value if isinstance(value, tuple) else (value,)
    if not items or sd.type in ("enum", "enum-list", "bool", "count", "int"):
        return str(ctx.vocab.format_value(game, slot, value, ctx.lang))
    words = [_item_words(ctx, game, sd, item) for item in items]
    return ("; " if sd.type in ("enum-list", "pairs") else ", ").join(words)


def _value_text(ctx: _Context, game: str, slot: str, rs: Any) -> str:
    if rs.options:
        opts = f" {ctx.w('or')} ".join(value_words(ctx, game, slot, o) for o in rs.options)
        return f"{opts} ({ctx.w('choice')})"
    if rs.value is None:
        return ctx.w("unset")
    if ctx.vocab.slot(game, slot).type in ("text", "texts"):
        # free text in the output language: a translation of the same claim, or the editors'
        # own words in that language
        values: list[Any] = []
        for c in rs.root.claims:
            par = ctx.parallel(c)
            v = par.value if par is not None else ctx.res.value_in(c, ctx.lang) if ctx.res else c.value
            for item in v if isinstance(v, tuple) else (v,):
                if item not in values:
                    values.append(item)
        return value_words(ctx, game, slot, tuple(values))
    value = rs.value
    if ctx.res is not None and len(rs.root.claims) == 1 and value == rs.root.claim.value:
        value = ctx.res.value_in(rs.root.claim, ctx.lang)  # editorial free text (odds in words)
    return value_words(ctx, game, slot, value)


def _rule_line(ctx: _Context, game: str, slot: str, rs: Any, group_label: str | None) -> str:
    sd = ctx.vocab.slot(game, slot)
    label = sd.label(ctx.lang)
    value = _value_text(ctx, game, slot, rs)
    root = rs.root
    cite = _citation(ctx, root.claim, root.reading)
    extra = [c for c in root.claims[1:] if c.status != "editorial"]
    if extra:
        cite += "; " + "; ".join(_citation(ctx, c) for c in extra)
    if rs.origin == "inherited":
        cite = f"{ORIGIN_WORDS[ctx.lang]['inherited']} {ctx.w('from')} {rs.via} ({cite})"
    return f"  - {label}: {value} — {cite}"


def explain_text(res: Any, claims: list[Claim], lang: str = "en") -> str:
    """The resolved ruleset as readable text in ``lang`` (``en`` or ``ru``)."""
    import corpus
    from rules.ruleset import all_readings
    from rules.vocabulary import load_vocabulary

    vocab = load_vocabulary()
    c = corpus.load()
    ctx = _Context(lang, vocab, c, claims, {}, res=res)
    rs = res.ruleset
    game = vocab.game(rs.game)
    out = [f"{rs.title(lang)}  ({rs.id})", ""]
    out.append(f"{ctx.w('grade')}: {GRADE_WORDS[lang][rs.grade]}")
    if rs.follows:
        followed = res.parent.ruleset.title(lang) + "  " if res.parent is not None else ""
        out.append(f"{ctx.w('follows')}: {followed}({rs.follows})")
    readings = {r.name: r for r in all_readings(rs)}
    if res.readings:
        out.append(f"{ctx.w('readings')}:")
        out.extend(f"  - {n}: {readings[n].label(lang)}" for n in res.readings)
    others = [r for r in readings.values() if r.name not in res.readings]
    if others:
        out.append(f"{ctx.w('other')}:")
        out.extend(f"  - {r.name}: {r.label(lang)}" for r in others)
    if rs.draws:
        out.append(f"{ctx.w('draws')}:")
        for d in rs.draws:
            why = d.why(lang).replace("\n", " ") if d.justification else ctx.w("own")
            out.append(f"  - {d.source}: {why}")
            ctx.cited[d.source] = None
    if rs.note:
        out += ["", rs.note_in(lang).replace("\n", " ")]
    exe = {s: r for s, r in res.slots.items() if vocab.slot(rs.game, s).executable}
    desc = {s: r for s, r in res.slots.items() if not vocab.slot(rs.game, s).executable}
    out += ["", f"{ctx.w('rules')}", f" {ctx.w('general')}"]
    out += [_rule_line(ctx, rs.game, s, r, None) for s, r in exe.items() if "." not in s or
            s.split(".")[0] not in game.group_roles]
    for g in game.groups:
        lines = [_rule_line(ctx, rs.game, s, r, g.id) for s, r in exe.items() if s.split(".")[0] == g.id]
        if lines:
            out.append(f" {g.label(lang)}")
            out += lines
    if desc:
        out += ["", ctx.w("description")]
        out += [_rule_line(ctx, rs.game, s, r, None) for s, r in desc.items()]
    cited = [s for s in ctx.cited if s]
    if cited:
        out += ["", f"{ctx.w('sources')}:"]
        for sid in cited:
            out.append(f"  - {sid}: {_source_label(c.sources.get(sid), lang)}")
    return "\n".join(out) + "\n"


def _source_label(src: Any, lang: str = "en") -> str:
    if src is None:
        return "?"
    who = ", ".join(WORDS[lang]["anonymous"] if a == "anonymous" else a for a in src.authors)
    parts = [p for p in (who, src.title, str(src.year) if src.year else "") if p]
    return ", ".join(parts) or src.id


def cmd_explain(args: argparse.Namespace) -> int:
    res, claims = _resolve(args.ruleset, args.reading)
    sys.stdout.write(explain_text(res, claims, args.lang))
    return 0
