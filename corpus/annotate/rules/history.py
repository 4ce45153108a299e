"""History and relations between games and sources: first appearance, who follows whom, the
chamber's shape by source, related games, variants, skill.

Rules: ``history``, ``related``.
"""

from __future__ import annotations

import re

from corpus.annotate.context import Context, emit
from corpus.annotate.rules.piles import piles
from corpus.annotate.sentence import Sentence
from corpus.annotate.words import BOTH_WORDS, WAY_WORDS


_YEAR = re.compile(r"^(1[6-9]\d\d|20\d\d)$")


def r_history(ctx: Context, s: Sentence) -> None:
    """"first appears … 1883", "first used … by Coops": ``history.year``, ``history.first``;
    "Parlett and Arnold follow Morehead & Mott-Smith": ``history.follows`` [who, whom], one claim
    per source that follows, asserted by the text that compares them; "Coops uses a circle like
    Dick": ``layout.chamber``, one claim per source named;
    "laid out in any of the ways described": ``layout.chamber = any``; "the cards are vertical":
    ``layout.orientation``."""
    first = s.of("FIRST")
    if first:
        years = [c for c in s.of("NUM") if _YEAR.match(c.text)]
        if years:
            emit(ctx, s, "history", "history.year", int(years[0].text), [first[0], years[0]])
        srcs = [c for c in s.of("SOURCE") if c.i > first[0].i]
        if srcs:
            emit(ctx, s, "history", "history.first", str(srcs[0].value), [first[0], srcs[0]])
    follow = s.of("FOLLOW")
    if follow:
        srcs = [c for c in s.of("SOURCE") if c.i > follow[0].i]
        if srcs:
            # the article compares one source with another: it asserts [who, whom]
            who = [c for c in s.of("SOURCE") if c.j <= follow[0].i]
            for w in who:
                emit(ctx, s, "history", "history.follows", (str(w.value), str(srcs[0].value)),
                     [w, follow[0], srcs[0]])
    for c in s.of("SHAPE"):
        if c.value == "circle" and not any(r.i <= c.i < r.j for r in s.of("REDEAL")):  # («второго круга нет»: a round)
            for src in [str(x.value) for x in s.of("SOURCE")] or [""]:
                emit(ctx, s, "history", "layout.chamber", "circle", [c], source=src)
    chamber = [c for c, n in piles(s) if n == "chamber"]
    if chamber and s.has("ALL") and s.lemmas() & WAY_WORDS:
        emit(ctx, s, "history", "layout.chamber", "any", [chamber[0], s.of("ALL")[0]])
    orient = s.of("ORIENT")
    if orient and s.has("CARD"):
        emit(ctx, s, "history", "layout.orientation", str(orient[0].value), [orient[0]])


def r_related(ctx: Context, s: Sentence) -> None:
    """"closely related to Cotillion … and Quadrille", «очень похожая на Royal Cotillion»: the
    games named after the word (``related``); «являющаяся разновидностью Королевского
    котильона», "King's Audience is identical except …": ``variant-of``; "… both of which …
    depend entirely on luck": ``skill = luck``."""
    home = s.home or s.game
    for r in s.of("RELATED")[:1]:
        after = [str(g.value) for g in s.of("GAME") if g.i > r.i and str(g.value) != home]
        if after:
            emit(ctx, s, "related", "related", tuple(dict.fromkeys(after)), [r], game=home)
    for v in s.of("VARIANT")[:1]:
        games = s.of("GAME")
        subject = next((g for g in games if g.i < v.i), None)
        target = next((g for g in games if g.i > v.i), None)
        if subject is not None and target is not None and subject.value != target.value:
            emit(ctx, s, "related", "variant-of", str(target.value), [subject, v, target], game=str(subject.value))
        elif subject is not None and target is None and str(subject.value) != home:
            emit(ctx, s, "related", "variant-of", home, [subject, v], game=str(subject.value))
    luck = s.of("LUCK")
    if luck and any(0 <= luck[0].i - a.j <= 3 for a in s.of("ALL") + s.of("ONLY")):
        before = [str(g.value) for g in s.of("GAME") if g.i < luck[0].i]
        targets = before[-2:] if s.all_words() & BOTH_WORDS else [s.game]
        for game in dict.fromkeys(targets):
            emit(ctx, s, "related", "skill", "luck", [luck[0]], game=game)
