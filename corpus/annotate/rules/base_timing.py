"""When the foundations' bases are laid out, said by a clause of the sentence that lays them out
(or names the foundations as things set out), whatever words name the bases:

- a time clause of cards coming into play ("the moment it becomes free", "as soon as its card
  turns up", «едва туз освободится», «какъ скоро они покажутся») -> ``as-available``;
- "at the start"/"in advance"/«заранее» negated ("you do not set them out at the start",
  «Основания заранее не выкладывают», «Основаній въ началѣ нѣтъ») -> ``as-available``;
- "before" with a verb or noun of dealing after it ("before anything else is dealt", «прежде чем
  сдавать», «до раскладки»), or "in advance" not negated -> ``before-deal``.

The sentence must lay the bases out: a foundation word that is not where cards are played
("played *to* the foundations", «кладут *на* основания»), or a known base rank with a verb of
laying; and it must not be about building (a direction or "in suit").

Rule: ``base-timing``.
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.cards import base_top_ranks, card_patterns
from corpus.annotate.rules.base_phrases import gone_onto, when_they_appear
from corpus.annotate.rules.foundations import base_extras
from corpus.annotate.rules.piles import foundation_cues
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import BEFORE_CONJUNCTION, BEFORE_WORDS, DEAL_LEMMAS, FEED_LEMMAS, OVER_WORDS, THEY_WORDS, IN_ADVANCE, ON_WORDS, ROW_BEFORE, UNTIL_WORDS

#: How many tokens a negation may stand from "at the start"/«заранее» to deny it.
NEG_SPAN = 4
#: How many tokens after "before" its verb of dealing may stand.
DEAL_SPAN = 5


def _phrase(s: Sentence, phrases: tuple[str, ...]) -> tuple[int, int] | None:
    """The token span of the first of ``phrases`` said in the sentence (modern spelling)."""
    words = s.words(s.span.start, s.span.end)
    for k in range(len(words)):
        for p in phrases:
            n = len(p.split())
            if " ".join(words[k:k + n]) == p:
                return s.span.start + k, s.span.start + k + n
    return None


def _token_cue(s: Sentence, i: int, j: int, label: str) -> Cue:
    t = s.doc[i:j]
    return Cue(label, None, t.start_char, t.end_char, i, j, f"clause-{label.lower()}", t.text)


def _negated(s: Sentence, i: int, j: int) -> bool:
    """A negation near the span (not inside it: «не дожидаясь сдачи» is one phrase of before)."""
    return any((-NEG_SPAN <= n.i - i <= 0 or 0 <= n.i - j < NEG_SPAN) and not i <= n.i < j for n in s.of("NEG"))


def clause_timing(s: Sentence) -> tuple[str, Cue] | None:
    """The bases' timing a clause of the sentence says, with the words that say it, or None."""
    advance = [(b.i, b.j) for b in s.of("BEFOREDEAL")]
    at = _phrase(s, IN_ADVANCE)
    if at is not None:
        advance.append(at)
    for i, j in advance:
        if _negated(s, i, j):
            return "as-available", _token_cue(s, i, j, "ADVANCE")
    if when_they_appear(s):
        return "as-available", _token_cue(s, s.span.start, s.span.start + 1, "WHEN")
    for i, j in advance:
        return "before-deal", _token_cue(s, i, j, "ADVANCE")
    for k in range(s.span.start, s.span.end):
        if s.norm(k) in BEFORE_WORDS or (s.lang.startswith("ru") and s.norm(k) in UNTIL_WORDS | BEFORE_CONJUNCTION):
            # (a deal verb by lemma, or a deal cue: MT «перед тем как иметь дело», 'before dealing')
            deal = next((m for m in range(k + 1, min(k + 1 + DEAL_SPAN, s.span.end))
                         if s.doc[m].lemma_.lower() in DEAL_LEMMAS or any(a.i == m for a in s.of("ACT", "deal"))), None)
            if deal is not None and not _negated(s, k, deal + 1):
                return "before-deal", _token_cue(s, k, deal + 1, "BEFORE")
    return None


def _building(s: Sentence) -> bool:
    """"in suit", "by twos", "and so on", or a direction going to a rank ("up to the King",
    «вверх до короля»): the sentence says how the foundations are built ("goes up above the
    reserve", "shows up" are no direction of building)."""
    named = {r.j for r in s.of("RANK")}
    if any(c.label in ("TWOS", "ETC") for c in s.cues) or any(
            not (c.text.lower().startswith("of ") or c.pattern == "ru-in-suit-2" or c.i in named) for c in s.of("INSUIT")):
        return True  # ("of his suit", «тузъ его масти» name cards: no way of building)
    return any(any(w in UNTIL_WORDS for w in s.words(d.j, min(d.j + 2, s.span.end)))
               for d in s.cues if d.label in ("UP", "DOWN"))


def _laid_base(ctx: Context, s: Sentence) -> Cue | None:
    """What the sentence lays out as a base: a foundation word not gone onto, or a known base
    rank with a verb of laying out.  None for a sentence about building or about the end."""
    if _building(s) or s.has("WIN"):
        return None
    laid = [f for f in foundation_cues(s) if not gone_onto(s, f)]
    if laid:
        return laid[0]
    jack_on_ace = _jack_laid_on_ace(s)
    if jack_on_ace is not None and not foundation_cues(s) and not s.has("PILE"):
        return jack_on_ace
    tops = base_top_ranks(ctx.bases.get(s.game, ()))
    verbs = [c for c in s.of("ACT") if c.value in ("deal", "move", "build", "takeout")]
    ranks = [r for r in s.of("RANK") if r.value in tops]
    if ranks and verbs and not foundation_cues(s):
        return ranks[0]
    return None


def _in_a_row(s: Sentence) -> Cue | None:
    """"in a row", "in a line", "side by side", "across the top": cards set out in a line."""
    for c in s.of("ROW") + s.of("TOP"):
        if any(w in ROW_BEFORE for w in s.before(c.i, 2)):
            return c
    at = _phrase(s, ("side by side",))
    return _token_cue(s, at[0], at[1], "ROW") if at is not None else None


def _bases_in_a_row(ctx: Context, s: Sentence) -> bool:
    """"First sort out the eight Aces and set them in a line along the top, before any other card
    is dealt": before any base is known, one or two ranks set out in a row with a clause of when
    (an English sentence that does not say "foundations"; «Восемь тузов кладут в ряд до
    раздачи» is ``foundation-base``'s).  True when the bases were stated."""
    if not s.lang.startswith("en") or ctx.bases.get(s.game):
        return False
    ranks = s.of("RANK")
    verbs = [c for c in s.of("ACT") if c.value in ("deal", "build", "move", "takeout")] + s.of("CHOOSE")
    row = _in_a_row(s) or _put_above(s)
    if row is not None and any(not 0 < c.i - row.i <= 2 and c.text.lower() not in THEY_WORDS | {"it"} for c in s.of("PILE")):
        return False  # (a pile named only as the place above which they go: "above the reserve")
    timing = clause_timing(s)
    if not ranks or len({r.value for r in ranks}) > 2 or not verbs or row is None or timing is None:
        return False
    if s.has("NEG") and timing[0] != "as-available":
        return False  # (a negation of "beforehand" only: "No Ace is put out beforehand: as each …")
    if any(c.value == "remove" for c in s.of("ACT")):
        return False
    pats = card_patterns(s, ranks, packs=ctx.packs.get(s.game))
    items = tuple(dict.fromkeys(p for p, _ in pats))
    used = [c for _, cs in pats for c in cs] + [row]
    if emit(ctx, s, "base-timing", "foundation.base", items, used) is None:
        return False
    ctx.bases[s.game] = items
    base_extras(ctx, s, items, used, [])
    emit(ctx, s, "base-timing", "foundation.base.timing", timing[0], [*used, timing[1]])
    return True


def _put_above(s: Sentence) -> Cue | None:
    """"… it goes above the reserve", "is put up over the layout": a word of above right after a
    verb of going or putting (a place set apart from the layout: the foundations' row)."""
    for k in range(s.span.start + 1, s.span.end):
        if s.norm(k) not in OVER_WORDS:
            continue
        verb = any(a.j in (k, k - 1) for a in s.of("ACT")) or s.doc[k - 1].lemma_.lower() in FEED_LEMMAS
        if verb:
            return _token_cue(s, k, k + 1, "ROW")
    return None


def _jack_laid_on_ace(s: Sentence) -> Cue | None:
    """"he goes in lying on top of the Ace", «положивъ валета на туза»: a Jack and, after "on"
    (or "on top of"), an Ace: the pair that starts a foundation is laid.  The Jack's cue, or None."""
    jacks = [r for r in s.of("RANK") if r.value == "J"]
    aces = [r for r in s.of("RANK") if r.value == "A" and (
        any(w in ON_WORDS for w in s.before(r.i, 2)) or any(0 <= r.i - t.j <= 2 for t in s.of("ONTOP")))]
    return jacks[0] if jacks and aces else None


def _bases_said_before(s: Sentence) -> Cue | None:
    """«Оснований получится восемь… . Заранее их из колоды не достают, а выкладывают по мере
    того, как …»: in a Russian sentence that names no foundation, group or rank, a plural pronoun
    before its time clause stands for the foundations when they are the one pile the sentence
    before named (the stock may be named: where the bases come from).  The pronoun's cue, or None."""
    prev = s.prev
    if not s.lang.startswith("ru") or prev is None or s.has("RANK") or _building(s):
        return None
    if any(c.value not in ("stock", "waste") for c in s.of("PILE")):
        return None
    named = {c.value for c in prev.of("PILE")}
    if named != {"foundation"}:
        return None
    if not any(c.value in ("deal", "move", "build", "takeout") for c in s.of("ACT")):
        return None  # (a verb of laying out or taking out the bases)
    tok = next((t for t in s.span if (t.norm_ or t.lower_) in THEY_WORDS
                and not any(c.i == t.i + 1 for c in s.of("CARD"))), None)  # (not «их карты»: their cards)
    return None if tok is None else _token_cue(s, tok.i, tok.i + 1, "BASES")


def r_base_timing(ctx: Context, s: Sentence) -> None:
    if _bases_in_a_row(ctx, s):
        return
    if any(f.slot == "foundation.base.timing" and s.segment in f.segments for f in ctx.found):
        return
    reading = clause_timing(s)
    if reading is None:
        return
    base = _laid_base(ctx, s) or _bases_said_before(s)
    if base is None:
        return
    value, cue = reading
    emit(ctx, s, "base-timing", "foundation.base.timing", value, [base, cue])
