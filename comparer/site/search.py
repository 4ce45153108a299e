"""The search page's index: every game by all its names, in both languages and both spellings.

A game's names are its vocabulary labels (``rules/vocabulary.toml``, English and Russian) and
the values of the corpus claims of slot ``name`` or ``alias`` about it.  Where a claim's quoted
words are printed in pre-reform spelling (the project's normaliser,
:func:`corpus.normalize.normalize_text`, changes them), the quote as printed and its modern form
are indexed too, so «ОСАЖДЕННЫЙ ГОРОДЪ» and «Индійская императрица» find their games.  Every
Russian name is also indexed in the normaliser's modern form.

The index is shipped as a small script that sets one global (``window.VARIORUM_SEARCH``), loaded
by ``<script src>``: a page opened from ``file://`` cannot fetch JSON.  The script that reads it
(``site/assets/search.js``) folds case and ё/е in the query and in the names; nothing else.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["game_names", "search_games", "index_script", "GLOBAL"]

GLOBAL = "VARIORUM_SEARCH"
#: Quotation marks and the trailing full stop of a heading are not part of a name.
_EDGES = re.compile(r"^[\s«»\"'“”„.,;:]+|[\s«»\"'“”„.,;:]+$")


def _bare(text: str) -> str:
    return _EDGES.sub("", text)


def game_names(game: str) -> list[str]:
    """Every name of ``game`` (see the module doc), first the vocabulary's, without repeats."""
    from corpus.claims import load_claims
    from corpus.normalize import normalize_text
    from rules.vocabulary import load_vocabulary

    gd = load_vocabulary().games[game]
    names = [gd.en, gd.ru]
    for c in load_claims():
        if c.game != game or c.slot not in ("name", "alias"):
            continue
        names.append(_bare(str(c.value)))
        quote = _bare(c.evidence.quote) if c.evidence else ""
        if quote and normalize_text(quote) != quote:  # printed in the old spelling
            names.append(quote)
    names += [normalize_text(n) for n in names]
    return list(dict.fromkeys(n for n in names if n))


def search_games(lang: str) -> list[dict[str, Any]]:
    """One entry per game of the vocabulary, in the order of its name in ``lang``: id, name,
    whether it has a game page, and every name it is found by."""
    from rules.resolve.ruleset import list_rulesets
    from rules.vocabulary import load_vocabulary

    with_rules = {n.split("/")[0] for n in list_rulesets()}
    games = sorted(load_vocabulary().games.values(), key=lambda g: g.label(lang))
    return [{"id": g.id, "name": g.label(lang), "has_page": g.id in with_rules,
             "names": game_names(g.id)} for g in games]


def index_script() -> str:
    """The index as a script setting ``window.VARIORUM_SEARCH`` (game id -> names)."""
    data = {g["id"]: g["names"] for g in search_games("en")}
    return f"window.{GLOBAL} = " + json.dumps(data, ensure_ascii=False, sort_keys=True) + ";\n"
