"""One game on a ruleset page, as the browser's Web Worker plays it.

The worker (``site/play/worker.js``) runs this module under Pyodide with the ``rules`` package,
:mod:`comparer.terminal` and :mod:`comparer.words` beside it (nothing that needs the corpus,
lxml or numba), and the page's *play data* (:mod:`comparer.site.play` writes it at build time):
the ruleset's compiled specs, one per reading combination, as JSON (:mod:`rules.engine.spec_json`),
and the claims' citations in both languages, quoted from the corpus on the host.

Every method answers with plain JSON-ready data: the board (:func:`comparer.webplay.board.board_html`),
the status line and refusals in the terminal player's own words (:mod:`comparer.terminal`), the
legal moves, and the game record that ``variorum play --load`` replays; :meth:`WebGame.load`
replays such a record (one the terminal saved, or the board offered for download).

>>> import json
>>> from rules.engine.examples import queens_audience_example
>>> from rules.engine.spec_json import spec_data
>>> data = {"ruleset": "queens-audience/x", "specs": {"": spec_data(queens_audience_example())},
...         "citations": {"en": {}, "ru": {}}}
>>> g = WebGame(json.dumps(data), "en")
>>> view = g.new("", 3)
>>> view["status"], view["record"]["seed"]
('1 legal move: click or type one, or ask for a hint.', 3)
>>> g.play("a1>c")["refusal"]["what"]
'a1>c: cards do not go from antechamber to chamber (only pairs go there)'
"""

from __future__ import annotations

import json
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from comparer.terminal.refusals import refusal_words
from comparer.terminal.session import HINT_POLICY, Session
from comparer.webplay.board import board_html
from rules.engine.deal import Rng
from rules.engine.notation import parse_move
from rules.engine.spec import Spec
from rules.engine.spec_json import spec_from_data
from rules.errors import IllegalMoveError, NotationError, UnknownReadingError, VariorumError
from rules.play.record import parse_record, record_of, replay_record
from rules.play.simulate import simulate

#: A JSON-ready answer to the page.
View = dict[str, Any]
#: The board's own words by language (``words.toml`` beside this file).
WORDS: dict[str, dict[str, str]] = tomllib.loads(Path(__file__).with_name("words.toml").read_text("utf-8"))


def status_line(session: Session) -> str:
    """The line under the board: won, lost, the set-up choice to make, or how many moves there
    are (the terminal's words, but for its commands, which the page has as buttons)."""
    st, say = session.state, session.say
    words = WORDS[say.lang]
    moves = st.legal_moves()
    if st.is_won():
        return words["won"]
    if not moves:
        return words["lost"].format(cards=say.count(st.cards_left(), "cards"), n=st.cards_left())
    if st.pending_choice >= 0:
        return session.status()
    return words["legal"].format(moves=say.count(len(moves), "legal_moves"), n=len(moves))


class WebGame:
    """The game on one ruleset page: its specs by reading, the citations of their claims, the
    page's language, and the session being played."""

    def __init__(self, play_data: str, lang: str) -> None:
        data = json.loads(play_data)
        self.ruleset: str = data["ruleset"]
        self.game = self.ruleset.split("/")[0]
        self.lang = lang
        self.hint_policy: str = data.get("hint", HINT_POLICY)
        self.citations: dict[str, str] = data["citations"][lang]
        self._spec_data: dict[str, Any] = data["specs"]
        self._defaults: frozenset[str] = frozenset(data.get("defaults", ()))
        self._specs: dict[str, Spec] = {}
        self.session: Session | None = None

    def spec(self, reading: str) -> Spec:
        """The spec of reading combination ``reading`` (``""``: the defaults)."""
        if reading not in self._specs:
            self._specs[reading] = spec_from_data(self._spec_data[reading])
        return self._specs[reading]

    @property
    def s(self) -> Session:
        assert self.session is not None, "call new() first"
        return self.session

    def new(self, reading: str, seed: int) -> View:
        """A new deal: deal ``seed`` under ``reading``."""
        self.session = Session(self.spec(reading), seed, self.ruleset, reading or None, self.lang)
        return self.view()

    def view(self, **extra: Any) -> View:
        """The board, the status line, the legal moves and the game record."""
        st = self.s.state
        return {"board": board_html(st, self.game, self.lang), "status": status_line(self.s),
                "title": self.s.title(), "moves": [str(m) for m in st.legal_moves()],
                "won": st.is_won(), "record": record_of(st, self.ruleset, self.s.reading),
                "reading": self.s.reading or "",
                "message": "", "refusal": None, **extra}

    def load(self, text: str, name: str) -> View:
        """Replay a game record: ``text`` of the file the reader chose, ``name`` its name.  As
        at the terminal (``load FILE``), a record that is not one, is of another ruleset or an
        unknown reading, or has a move that does not play is refused in one line, in the page's
        language, and the game in progress goes on."""
        say = self.s.say
        try:
            record = parse_record(text, name)
            if record["ruleset"] != self.ruleset:
                return self.view(message=say.say("load_other_game", other=record["ruleset"],
                                                 ruleset=self.ruleset))
            reading = self._combination(record["reading"], name)
            spec = self.spec(reading)
            state = replay_record(spec, record)
        except VariorumError as exc:
            return self.view(message=say.say("cannot_load", error=self.s._error_words(exc)))
        self.session = Session(spec, record["seed"], self.ruleset, reading or None, self.lang)
        self.session.state = state
        return self.view(message=say.say("loaded", path=name), loaded=name)

    def _combination(self, reading: str | None, where: str) -> str:
        """The key of the page's specs that a record's reading names (its names in any order;
        the default readings, which a record may name, left out)."""
        names = {n for n in (reading or "").split("+") if n} - self._defaults
        for key in self._spec_data:
            if {n for n in key.split("+") if n} == names:
                return key
        raise UnknownReadingError("reading", reading or "", [k for k in self._spec_data if k],
                                  where=f"{where}: {self.ruleset}")

    def play(self, text: str) -> View:
        """Play a move typed in the terminal's notation (``a3>f2``, ``QH>f``, ``a1+a7``,
        ``deal``); a refused move leaves the position as it was and says why."""
        say = self.s.say
        try:
            move = parse_move(self.s.state, text)
        except IllegalMoveError as exc:
            return self.view(refusal=self._refusal(exc))
        except NotationError as exc:
            return self.view(message=say.say("not_understood", error=self.s._notation_words(exc)))
        self.s.state.apply(move)
        return self.view(message=say.say("played", move=move), played=str(move))

    def click(self, first: str, second: str = "") -> View:
        """Play what two clicks name: a card and the pile it goes to (``second``: that pile or
        a card on it), or the two cards of a pair; one click on the stock deals (or turns the
        waste over).  What they name is played as if typed, so a refusal is the typed one's."""
        st = self.s.state
        if not second:
            if first != st.t.pile_names[st.t.stock]:
                return self.view()
            kinds = {m.kind for m in st.legal_moves()}
            return self.play("redeal" if "redeal" in kinds and "deal" not in kinds else "deal")
        for m in st.legal_moves():
            if m.kind == "pair" and {m.src, m.dst} == {first, second}:
                return self.play(str(m))
        if self._pairs_between(first, second):
            return self.play(f"{first}+{second}")
        return self.play(f"{first}>{second.split(':')[0]}")

    def _pairs_between(self, first: str, second: str) -> bool:
        """Whether two positions are both sources of a pair rule and no transfer joins them
        (then a refused click is refused as a pair)."""
        t = self.s.state.t
        groups = []
        for pos in (first, second):
            pile = t.name_to_pile.get(pos.split(":")[0])
            if pile is None:
                return False
            groups.append(t.groups[t.pile_group[pile]].name)
        spec = self.s.state.spec
        paired = any(groups[0] in p.sources and groups[1] in p.sources for p in spec.pairs)
        moved = any((tr.src, tr.dst) == (groups[0], groups[1]) for tr in spec.transfers)
        return paired and not moved

    def undo(self) -> View:
        say = self.s.say
        if not self.s.state.history:
            return self.view(message=say.say("nothing_to_undo"))
        return self.view(message=say.say("undone", move=self.s.state.undo()))

    def hint(self) -> View:
        """What the hint policy would play, with the seconds it took."""
        st, say = self.s.state, self.s.say
        moves = st.legal_moves()
        if not moves:
            return self.view(message=say.say("no_move"))
        from rules.play.policies import get_policy

        start = time.perf_counter()
        move = get_policy(self.hint_policy)(st, moves, Rng(0))
        seconds = time.perf_counter() - start
        if move is None:
            return self.view(message=say.say("hint_resigns", policy=self.hint_policy), seconds=seconds)
        return self.view(message=say.say("hint", policy=self.hint_policy, move=move),
                         hint=str(move), seconds=seconds)

    def _refusal(self, exc: IllegalMoveError) -> dict[str, Any]:
        """A refused move: the reason, the rule's slot and the claims behind it, each quoted
        from its source in the page's language (citations written on the host)."""
        what, slot, claim_ids = refusal_words(exc, self.s.state, self.game, self.s.say)
        return {"what": what, "slot": slot, "refused": self.s.say.say("refused", what=what),
                "rule": self.s.say.say("rule", slot=slot).strip() if slot else "",
                "claims": [{"id": cid, "citation": self.citations.get(cid, "")}
                           for cid in claim_ids]}

    def simulate(self, policy: str, deals: int, seed_start: int,
                 progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
        """Play ``deals`` deals of the current reading with ``policy`` from ``seed_start``, in
        blocks of ten, calling ``progress(done, deals)`` after each; simulate's summary."""
        done = 0

        def step(k: int) -> None:
            nonlocal done
            done += k
            if progress is not None:
                progress(done, deals)

        return simulate(self.s.spec, policy, deals=deals, seed_start=seed_start, block=10,
                        progress=step, engine="reference")
