"""Play in the browser: the Python that a ruleset page's Web Worker runs under Pyodide.

``board`` (the position as HTML, drawn alike on the host at build time and in the browser),
``game`` (one game on a page: moves typed or clicked, refusals in the terminal player's words
with the claims quoted, hints, undo, the game record, small simulations), ``words.toml`` (the
board's own words in English and Russian).  It imports only :mod:`rules`,
:mod:`comparer.terminal` and :mod:`comparer.words` (``comparer/site/play.py`` ships exactly
these), never the corpus.
"""
