"""How the game ends: won when every card is in the chamber or on the foundations; lost when the
bottom row is full (the last row of a game whose rows are groups, ``games.toml``).

Rule: ``end``.
"""

from __future__ import annotations

from dataclasses import replace

from corpus.annotate.context import Context, emit
from corpus.annotate.games import bottom_row
from corpus.annotate.rules.cards import card_set_items
from corpus.annotate.rules.piles import piles
from corpus.annotate.sentence import Cue, Sentence, is_question
from corpus.annotate.components import morph_analyzer
from corpus.annotate.words import (
    EMPTY_WORDS, END_STATE_HOME, FULL_WORDS, END_STATE_LEMMAS, END_STATE_VERB, END_STATE_WHEN, GO_LEMMAS, INTO_PILE, INTO_WORDS, MOVE_NOUNS, NO_LONGER,
    ON_WORDS, ONLY_THESE, RELATIVE_WORDS, STANDSTILL, STUCK_LEMMAS,
)

#: How far (in tokens) the verb of the end stated as a state may stand after "all cards" (an
#: exception «кромѣ Императрицы и ея гвардіи» may stand between).
STATE_REACH = 12


def r_end(ctx: Context, s: Sentence) -> None:
    """Won: "all cards" in the chamber or on the foundations (or on the base ranks: «всѣ карты
    поднялись на тузы»); lost: the bottom row full, said with "lost" or a negated win («пасьянсъ
    не вышелъ»)."""
    # ("When have I won? When all … are on the foundations.": read through its question, the
    # answer holds the question's "won")
    if is_question(s):
        return  # ("How many cards lie on each foundation if the game comes out?": asked, not said)
    wins, loses = s.of("WIN"), s.of("LOSE")
    negated = [w for w in wins if any(0 <= w.i - n.j <= 1 for n in s.of("NEG"))]
    if negated:
        wins, loses = [w for w in wins if w not in negated], loses + negated
    loses = loses + _elided_win_denied(s, wins)
    full = _bottom_row_full(s, loses)
    blocked = None if full is not None else _blocked(s, loses, wins)
    if blocked is not None:
        emit(ctx, s, "end", "end.loss", "blocked", blocked)
    # "all cards"; «каждый фундамент» (each foundation) is every foundation
    # («каждая карта, кроме Королей и Королев, сидит на основаниях»: in Russian each card is every
    # card, unless a relative clause picks some: «каждая карта, которая выходит из колоды, …»)
    cards = [c for c in s.of("CARD") if s.lang.startswith("ru") and not _relative_after(s, c)]
    alls = s.of("ALL") + [e for e in s.of("EACH") if any(0 <= c.i - e.j <= 1 for c in s.of("PILE") + cards)]
    tops = {r for _, r, _ in card_set_items(ctx.bases.get(s.game, ()))}
    bases = [r for r in s.of("RANK") if r.value in tops and any(a.j <= r.i for a in alls)]
    if wins and alls and bases and not s.has("ODDS") and not any(n == "chamber" for _, n in piles(s)):
        emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], bases[0]])
        return
    if wins and not s.has("ODDS") and any(n == "foundation" for _, n in piles(s)):
        shown = [r for r in s.of("RANK") if r.i > s.span.start and s.norm(r.i - 1) in ONLY_THESE]
        if shown:  # «Пасьянсъ вышелъ, когда на основаніяхъ видны одни короли и дамы»: the foundations done
            emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], shown[0]])
            return
    topped = _all_piles_topped(s, alls, tops)
    if wins and topped is not None and not s.has("ODDS"):
        emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], topped])
        return
    if wins and alls and not s.has("ODDS"):
        # "won when every card … has been raised upon the Aces" (the bases; any rank when no base
        # is known yet: «все карты лежат на тузах»)
        on_bases = [r for r in s.of("RANK") if (r.value in tops or not tops)
                    and any(w in ON_WORDS for w in s.before(r.i, 1))]
        if on_bases:
            emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], on_bases[0]])
            return
        for c, name in piles(s):
            if name == "chamber":
                emit(ctx, s, "end", "end.win", "all-to-chamber", [wins[0], c])
                return
            if name == "foundation":
                emit(ctx, s, "end", "end.win", "all-to-foundations", [wins[0], c])
                return
    state = _end_as_state(s, wins, loses)
    if state is not None:  # "… when all 104 cards stand on the foundations": the end as a state
        emit(ctx, s, "end", "end.win", "all-to-foundations", state)
        return
    if full is not None:
        emit(ctx, s, "end", "end.loss", "bottom-row-full", full)


def _bottom_row_full(s: Sentence, loses: list[Cue]) -> list[Cue] | None:
    """Lost when the bottom row is full (the last row of a game whose rows are groups,
    ``games.toml``): the row named with a negation or a gap ("no gap left", «безъ единаго пустого
    кресла») and a word of losing, or of being stuck ("…, you're stuck"); read before "no move left",
    which such a sentence may also say («вы застряли»).  The cues to cite, or None."""
    last = bottom_row(s.game)
    without_gap = any(s.doc[k].lemma_.lower() in EMPTY_WORDS for w in s.of("SKIP")
                      for k in range(w.j, min(w.j + 3, s.span.end)))  # («безъ единаго пустого кресла»)
    full = any(s.doc[k].lemma_.lower() in FULL_WORDS for k in range(s.span.start, s.span.end))  # ("the People row full")
    if last is None or s.has("ODDS") or not (s.has("NEG") or s.has("GAP") or without_gap or full):
        return None
    bottom = [c for c, n in piles(s) if n == last]
    stuck = [Cue("LOSE", None, t.idx, t.idx + len(t.text), t.i, t.i + 1, "standstill", t.text)
             for t in s.span if s.norm(t.i) in STANDSTILL]
    said = loses or stuck
    return [bottom[0], said[0]] if bottom and said else None


def _relative_after(s: Sentence, c: Cue) -> bool:
    """Whether a relative clause («, которая …», «, что …») follows a cue."""
    k = c.j
    return k + 1 < s.span.end and s.doc[k].text == "," and s.doc[k + 1].lemma_.lower() in RELATIVE_WORDS


def _elided_win_denied(s: Sentence, wins: list[Cue]) -> list[Cue]:
    """«Пасьянсъ выходитъ, когда …, и не выходитъ, когда …»: a clause that leaves out the subject
    and denies the verb of a word of winning said before it (the same lemma right after a
    negation) says when the game is lost (a ``LOSE`` cue at the negation)."""
    verbs = {s.doc[w.j - 1].lemma_.lower() for w in wins}
    return [replace(n, label="LOSE") for n in s.of("NEG") if n.j < s.span.end and n.j > n.i
            and s.doc[n.j].lemma_.lower() in verbs and not any(w.i <= n.j < w.j for w in wins)]


#: How far (in tokens) a "nothing left to play" may stand from the word of losing it explains.
LOSS_REACH = 14


def _blocked(s: Sentence, loses: list[Cue], wins: list[Cue]) -> list[Cue] | None:
    """The one reader of "no move left: lost" (``end.loss = blocked``), every language: a word of
    losing (or a denied win: «пасьянсъ не вышелъ») with
    - a negation and a noun of moves anywhere in the sentence («ходовъ нѣтъ», "no more moves"), or
      (Russian) a verb of doing or moving with a negation and "more" («… и ходить больше некуда»);
    - a word of ``standstill`` near it, not negated ("if you are stuck, the game is lost", «застрял
      — проиграл»);
    - (Russian) a negative pronoun right by a verb of doing or moving («ходить некуда», «делать
      нечего»);
    - a negation (not of the losing itself) with a verb of playing or going, or a noun of moving,
      within four words after it, near the word of losing and no word of winning between ("you
      lose when no card can be played", "once nothing more will go").
    The cues to cite, or None (never in a sentence of odds)."""
    if s.has("ODDS") or not loses:
        return None
    negs = s.of("NEG")
    ru = s.lang.startswith("ru")
    no_move = bool(s.lemmas() & MOVE_NOUNS) or (ru and bool(s.lemmas() & STUCK_LEMMAS and s.all_words() & NO_LONGER))
    if negs and no_move:
        return [loses[0], negs[0]]
    acts = [a for a in s.cues if (a.label == "ACT" and a.value in ("play", "move")) or a.label == "AVAIL"] + [
        Cue("ACT", "move", t.idx, t.idx + len(t.text), t.i, t.i + 1, "go-verb", t.text) for t in s.span
        if t.lemma_.lower() in GO_LEMMAS]  # ("no card will go anywhere")
    for lose in loses:
        if any(n.i == lose.j for n in negs):
            continue  # ("you have lost nothing": no loss)
        stuck = [t for t in s.span if s.norm(t.i) in STANDSTILL and abs(t.i - lose.i) <= LOSS_REACH]
        if stuck and not any(n.i < lose.i <= n.j + 1 for n in negs):  # "if you are stuck, the game is lost"
            return [lose]
        for n in negs:
            if _denies_loss(s, n, lose) or abs(n.i - lose.i) > LOSS_REACH or any(
                    min(n.i, lose.i) < w.i < max(n.i, lose.i) for w in wins):
                continue
            if ru and _nothing_to_do(s, n):
                return [lose, n]
            if s.lang != "en":
                continue
            moved = any(0 < a.i - n.i <= 4 for a in acts) or any(
                s.doc[k].lemma_.lower() in MOVE_NOUNS for k in range(n.j, min(n.j + 3, s.span.end)))
            if moved:
                return [lose, n]
    return None


def _denies_loss(s: Sentence, neg: Cue, lose: Cue) -> bool:
    """Whether a negation denies the losing itself ("not lost", «не проигралъ»): right before it,
    or one word before it with no mark of punctuation between («ходить некуда — проиграл» denies
    the moves)."""
    gap = lose.i - neg.j
    return gap == 0 or (gap == 1 and not s.doc[neg.j].is_punct)


def _nothing_to_do(s: Sentence, neg: Cue) -> bool:
    """«ходить некуда», «делать нечего», «некуда ходить»: a negative pronoun (one word, not «не»)
    right before or after a verb of doing or moving (words.toml ``stuck``)."""
    if neg.j - neg.i != 1 or s.norm(neg.i) in ("не", "ни", "нет"):
        return False
    return any(s.span.start <= k < s.span.end and s.doc[k].lemma_.lower() in STUCK_LEMMAS
               for k in (neg.i - 1, neg.j))


def _all_piles_topped(s: Sentence, alls: list[Cue], tops: set[str]) -> Cue | None:
    """«Если на всех восьми стопках лежат короли и дамы, пасьянс сошёлся», "won when all the
    piles have a King on top": ranks (not the bases) on every pile, said with "on" before "all",
    are the foundations finished.  The rank cue, or None."""
    for a in alls:
        if not any(w in ON_WORDS for w in s.before(a.i, 1)):
            continue
        after = [c for c in s.cues if c.label in ("COLUMN", "PILE") and a.j <= c.i <= a.j + 2]
        if not after or any(c.label == "PILE" and c.value != "foundation" for c in after):
            continue
        ranks = [r for r in s.of("RANK") if r.value not in tops and r.i > after[0].i]
        if ranks:
            return ranks[0]
    return None


_STATE_BETWEEN = ("RANK", "SUIT", "COLOUR", "PILE", "COLUMN", "NEG")


def _end_as_state(s: Sentence, wins: list[Cue], loses: list[Cue]) -> list[Cue] | None:
    """The end stated as a state of every card, with or without a word of winning: "when all 104
    cards stand on the foundations", «все 104 карты лежат на основаниях».  The one reader of it;
    what differs by language is the phrase's shape and its words (words.toml: English
    ``end-state-when``, ``end-state-home``, ``end-state-verb``; Russian ``end-state``): English
    opens with a time word and may name no verb ("once every card has gone home"), Russian names
    a finite verb of lying or being gathered and stands without a word of winning or a negation.
    The cues to cite, or None (never in a sentence of odds or of losing)."""
    if s.has("ODDS") or loses:
        return None
    if s.lang.startswith("ru"):
        lying = None if wins or s.has("NEG") else _all_cards_lie_on_foundations(s)
        return list(lying) if lying is not None else None
    return _all_cards_home(s)


def _all_cards_home(s: Sentence) -> list[Cue] | None:
    """English: the end said as a state of every card (words.toml ``end-state-when``, ``end-state-home``):
    "when all 104 cards stand on the foundations", "once every card has gone home", "as soon as
    each of the 52 cards rests on a foundation".  A time word opens the clause, "all"/"every"/"each
    of" with the card word follows, then the foundations after a place word (or "home"), nothing
    between that narrows the cards (a rank, a suit, another pile: "when all cards of the row are
    on the foundations" is a condition, not the end).  The cues to cite, or None."""
    phrases = [tuple(p.split()) for p in END_STATE_WHEN]
    for a in s.of("ALL") + s.of("EACH"):
        ended = a.i - 2 >= s.span.start and s.norm(a.i - 1) == "with" and s.doc[a.i - 2].lemma_.lower() in END_STATE_VERB
        if not ended and not any(tuple(s.words(a.i - len(p), a.i)) == p for p in phrases):
            continue  # ("the game finishes with every card on a foundation")
        card = next((c for c in s.of("CARD") if a.j <= c.i <= a.j + 4), None)
        if card is None or (a.label == "EACH" and "of" not in s.words(a.j, card.i)):
            continue
        dest = next((c for c in s.cues if c.i >= card.j and (
            c.label == "PILE" and c.value == "foundation" and any(w in INTO_PILE for w in s.before(c.i, 1)))), None)
        home = next((k for k in range(card.j, min(card.j + 6, s.span.end)) if s.norm(k) in END_STATE_HOME), None)
        end = dest.i if dest is not None else home
        if end is None:
            continue
        # "every card except the Empress and her guard is …": the exception names cards, no condition
        excepted = next((c.i for c in s.of("EXCEPT") if card.j <= c.i <= card.j + 1), end)
        if s.breaks_between(card.j, excepted) or any(
                c.label in _STATE_BETWEEN and card.j <= c.i < min(end, excepted) for c in s.cues):
            continue
        return [a, dest if dest is not None else card]
    return None


def _finite(word: str) -> bool:
    """Whether pymorphy3's best parse of a word is a finite verb or a short participle («лежат»,
    «лягут», «собраны»), not a full participle («лежащие»: a card named, not a state)."""
    return str(morph_analyzer().parse(word)[0].tag.POS) in ("VERB", "PRTS")


def _all_cards_lie_on_foundations(s: Sentence) -> tuple[Cue, Cue] | None:
    """Russian: the end stated as a state, with no word of winning: "all (N) cards" as the subject of a
    verb of lying or being gathered ([end-state]) with a foundation pile after "on"/"in"
    («Готовность: все 104 карты лежат на основаниях», «Когда всѣ карты, кромѣ Императрицы, лягутъ
    на основанія», MT «все карты собраны на фундаментах»).  The "all" cue and the pile's, or None
    (``_end_as_state`` leaves out sentences that negate or give odds)."""
    cards = s.of("CARD")
    for a in s.of("ALL"):
        card = next((c for c in cards if c.i >= a.j and all(_number_word(s, k) for k in range(a.j, c.i))), None)
        if card is None or card.i - a.j > 3:
            continue
        k = a.i - 1  # «Легли все сто четыре карты на основания»: the verb before its subject
        if k >= s.span.start and s.doc[k].lemma_.lower() in END_STATE_LEMMAS and _finite(s.norm(k)):
            pile = _foundation_at(s, card.j, card.j + 1)
            if pile is not None:
                return a, pile
        for k in range(card.j, min(card.j + STATE_REACH, s.span.end)):
            tok = s.doc[k]
            if tok.lemma_.lower() not in END_STATE_LEMMAS or not _finite(s.norm(k)):
                continue
            if k > card.j and not _aside(s, card.j, k):
                break  # «все карты этой масти лежат …»: the cards of something, not all the cards
            pile = _foundation_at(s, k + 1, k + 3)
            if pile is not None:
                return a, pile
            break
    return None


def _foundation_at(s: Sentence, lo: int, hi: int) -> Cue | None:
    """A foundation pile at tokens lo..hi after "on"/"in" («на основания», «в домиках»), or None."""
    return next((p for p in s.of("PILE") if p.value == "foundation" and lo <= p.i <= hi
                 and any(w in ON_WORDS or w in INTO_WORDS or w in ("в", "во") for w in s.before(p.i, 1))), None)


def _number_word(s: Sentence, k: int) -> bool:
    """A figure or a number word between "all" and "cards" («все сто четыре карты»)."""
    return s.doc[k].is_digit or any(c.label == "NUM" and c.i <= k < c.j for c in s.cues) or \
        str(morph_analyzer().parse(s.norm(k))[0].tag.POS) == "NUMR"


def _aside(s: Sentence, i: int, j: int) -> bool:
    """Whether tokens i..j-1 are an exception set off by commas or dashes («, кромѣ Императрицы
    и ея гвардіи,»)."""
    marks = (",", "—", "–")
    return s.doc[i].text in marks and s.doc[j - 1].text in marks and any(
        c.label == "EXCEPT" and i < c.i <= i + 2 for c in s.cues)
