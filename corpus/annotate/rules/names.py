"""A game's names: the name and other names from headings, defining sentences and brackets.

Rule: ``names`` (and ``name_text``, which the reader uses for headings).
"""

from __future__ import annotations

from corpus.annotate.context import Context, emit
from corpus.annotate.sentence import Cue, Sentence
from corpus.annotate.words import NAME_AND_WORDS, NAME_AS_WORDS, NAME_IS_WORDS, NAME_OR_WORDS, NAME_STOP_WORDS


def name_text(s: Sentence, i: int, j: int) -> str:
    """The words ``doc[i:j]`` as a name: quotes, brackets and footnote marks left out; a
    pre-reform text in modern spelling (first letter capitalised)."""
    toks = [t for t in s.doc[i:j] if not (t.is_punct and t.text not in ("-", "'", "’")) and not t.like_num]
    if not toks:
        return ""
    out = ""
    for k, t in enumerate(toks):
        word = t.text
        if t.norm_ and t.norm_ != t.lower_ and s.lang.startswith("ru"):
            # old spelling: the modern form, in the case it was printed in
            word = t.norm_.upper() if t.text.isupper() else (t.norm_.capitalize() if t.text[:1].isupper() else t.norm_)
        out += word + (t.whitespace_ if k + 1 < len(toks) else "")
    out = out.strip()
    if out.isupper() and len(out) > 3:
        out = out[:1] + out[1:].lower()  # a heading in capitals: «ОСАЖДЕННЫЙ ГОРОДЪ.»
    return out


def _name_run(s: Sentence, i: int) -> tuple[int, int]:
    """The extent of a name starting at token ``i``: up to a bracket, dash, comma or the end of
    the sentence part; inside quotes, the quoted words."""
    doc = s.doc
    if i < s.span.end and doc[i].text in ("«", '"', "'", "“", "‘"):
        close = {"«": "»", '"': '"', "'": "'", "“": "”", "‘": "’"}[doc[i].text]
        for k in range(i + 1, s.span.end):
            if doc[k].text == close or doc[k].text.endswith(close):
                return i + 1, k
        return i + 1, i + 1
    k = i
    while k < s.span.end and doc[k].text not in ("(", ")", ",", ";", ":", "-", "—", "–", ".", "[", "«", "»"):
        if k > i and doc[k].norm_ in NAME_STOP_WORDS and \
                not doc[k].text[:1].isupper():
            break
        k += 1
    return i, k


def r_names(ctx: Context, s: Sentence) -> None:
    """Names and other names:

    - a sentence that opens with the game's name and goes on to say what it is («Гавот или же
      Нечетные и четные (также известный как Дворец) - это редкая игра»): ``name``; the name
      after "or"/«или же» and the one in brackets ("usually X", "also known as X"): ``alias``;
    - "the name 'X'", «название Лорды и дамы»: ``alias`` of the game the text is about;
    - another game named with a name in brackets («Кадриль (Захваченные королевы)»): its
      ``name`` and ``alias``."""
    games = s.of("GAME")
    doc = s.doc
    start = s.span.start + (1 if doc[s.span.start].text in ("«", '"', "'") else 0)
    lead = next((g for g in games if g.i == start), None)
    taken: list[tuple[int, int]] = []
    if lead is not None and lead.j < s.span.end:
        nxt = doc[lead.j + (1 if doc[lead.j].text in ("»", '"', "'") else 0)] if lead.j < s.span.end else None
        defining = nxt is not None and (nxt.text in ("(", "-", "—", "–") or nxt.norm_ in NAME_OR_WORDS or (
            nxt.norm_ in NAME_IS_WORDS and str(lead.value) == s.home))
        if defining:
            emit(ctx, s, "names", "name", name_text(s, lead.i, lead.j), [lead], game=str(lead.value))
            after = lead.j
            for k in s.of("KNOWNAS"):
                if k.i == lead.j or (k.i == lead.j + 1 and doc[lead.j].text in ("»", '"')):
                    i, j = _name_run(s, k.j)
                    alias = name_text(s, i, j)
                    if alias:
                        emit(ctx, s, "names", "alias", alias, [k], game=str(lead.value))
                        taken.append((i, j))
                        after = j
            if after < s.span.end and doc[after].text == "(":
                _bracket_alias(ctx, s, after, str(lead.value))
    for g in games:
        if g is lead or g.j >= s.span.end or doc[g.j].text != "(" or str(g.value) == s.home:
            continue
        if any(i <= g.i and g.j <= j for i, j in taken):
            continue
        emit(ctx, s, "names", "name", name_text(s, g.i, g.j), [g], game=str(g.value))
        _bracket_alias(ctx, s, g.j, str(g.value))
    for nw in s.of("NAMEWORD"):
        if nw.j >= s.span.end or not (doc[nw.j].text[:1].isupper() or doc[nw.j].text in ("«", "'", '"')):
            continue
        i, j = _name_run(s, nw.j)
        if i == nw.j and j > i + 1 and doc[j - 1].text[:1].islower():
            # «название Лорды и дамы потому что»: a capitalised name and what joins it
            j = next((k + 3 for k in range(i, j - 2) if doc[k + 1].norm_ in NAME_AND_WORDS), i + 1)
        alias = name_text(s, i, j)
        if any(c.label == "SOURCE" and c.i == i for c in s.cues):
            continue  # «… название Купс»: who gave it, not the name
        if alias and not any(g.i == i and g.j == j and str(g.value) == s.home for g in games):
            emit(ctx, s, "names", "alias", alias, [nw], game=s.home or s.game)
    for f in s.of("FIRST"):
        # "The game first appears as The Queen's Audience"
        named = next((g for g in games if g.i > f.j and s.norm(g.i - 1) in NAME_AS_WORDS), None)
        if named is not None:
            i = named.i - 1 if doc[named.i - 1].text == "The" else named.i
            emit(ctx, s, "names", "name", name_text(s, i, named.j), [f, named], game=str(named.value))


def _bracket_alias(ctx: Context, s: Sentence, open_at: int, game: str) -> None:
    """The first capitalised name inside brackets after a game's name ("(usually Constitution
    in American sources)", «(также известный как Дворец)»), unless the brackets deny it."""
    doc = s.doc
    close = next((k for k in range(open_at + 1, s.span.end) if doc[k].text == ")"), None)
    if close is None or any(c.label == "NEG" and open_at < c.i < close for c in s.cues):
        return
    start = next((k for k in range(open_at + 1, close) if doc[k].text[:1].isupper()
                  or doc[k].text in ("«", '"')), None)
    if start is None:
        return
    i, j = _name_run(s, start)
    j = min(j, close)
    while j > i and (doc[j - 1].like_num or doc[j - 1].is_punct):
        j -= 1
    alias = name_text(s, i, j)
    if alias:
        emit(ctx, s, "names", "alias", alias, [Cue("NAME", alias, doc[i].idx, doc[j - 1].idx + len(doc[j - 1]),
                                                   i, j, "bracket-name", alias)], game=game)
