"""One game at the terminal: commands, hints, refusals in words, the read–answer loop.

The loop reads lines from any text stream and writes to any text stream, so tests drive it
without a tty.  Commands: a move (``a3>f2``, ``a3>f``, ``QH>f``, ``a1+a7``, ``deal``,
``choose lords=ladies``), ``hint``, ``undo``, ``moves``, ``board``, ``save FILE``,
``load FILE``, ``help``, ``quit``.  A refused move is answered with the rule that forbids it and
the words of the source it comes from (:class:`comparer.words.Quoter`).  A file that cannot be
saved or loaded is answered in one line and the game goes on; with ``autosave`` the record is
written (whole or not at all) after every move, undo and load.

>>> import io
>>> from rules.engine.examples import queens_audience_example
>>> out = io.StringIO()
>>> s = Session(queens_audience_example(), seed=3)
>>> run(s, io.StringIO("deal\\nundo\\nquit\\n"), out)
0
>>> "antechamber" in out.getvalue() and "undone: deal" in out.getvalue()
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from comparer.terminal.board import board, option_words
from comparer.terminal.texts import Texts, texts
from rules.cards import card_name
from rules.engine.deal import Rng
from rules.engine.decode import source_card
from rules.engine.notation import parse_move
from rules.engine.state import State, new_game
from rules.errors import IllegalMoveError, NotationError, VariorumError
from rules.play.record import load_record, record_of, replay_record, save_record

if TYPE_CHECKING:
    from comparer.words import Quoter
    from rules.engine.spec import Spec

#: Resolves (ruleset name, reading) to a spec; the CLI passes its ``spec_for``.
SpecResolver = Callable[[str, "str | None"], "Spec"]
#: The policy ``hint`` asks: the strongest that answers at once (greedy wins none of the
#: tableau games); ``hint greedy`` asks another.
HINT_POLICY = "lookahead"


class Session:
    """One game at the terminal: a state, its ruleset name and reading, the player's language
    and a spec resolver (for ``load`` of another game)."""

    def __init__(self, spec: Spec, seed: int, ruleset: str | None = None,
                 reading: str | None = None, lang: str = "en",
                 resolver: SpecResolver | None = None, autosave: str | None = None) -> None:
        self.spec = spec
        self.autosave = autosave
        self.ruleset = ruleset or spec.name
        self.reading = reading
        self.lang = lang
        self.resolver = resolver
        self.state = new_game(spec, seed)
        self.say: Texts = texts(lang)
        self._quoter: Quoter | None = None
        self._loaded = False

    @classmethod
    def from_record(cls, record: dict[str, Any], resolver: SpecResolver,
                    lang: str = "en", autosave: str | None = None) -> Session:
        spec = resolver(record["ruleset"], record.get("reading"))
        s = cls(spec, record["seed"], record["ruleset"], record.get("reading"), lang, resolver,
                autosave)
        s.state = replay_record(spec, record)
        return s

    @property
    def game(self) -> str:
        return self.ruleset.split("/")[0]

    def title(self) -> str:
        reading = self.say.say("reading", reading=self.reading) if self.reading else ""
        return self.say.say("title", ruleset=self.ruleset, reading=reading,
                            seed=self.state.seed, move=len(self.state.history))

    def show(self) -> str:
        return board(self.state, self.game, self.title(), self.lang) + "\n" + self.status()

    def status(self) -> str:
        st, say = self.state, self.say
        moves = st.legal_moves()
        if st.is_won():
            return say.say("won")
        if not moves:
            return say.say("lost", cards=say.count(st.cards_left(), "cards"), n=st.cards_left())
        ci = st.pending_choice
        if ci >= 0:
            c = st.spec.setup[ci]
            options = " | ".join(option_words(self.game, o, self.lang) for o in c.options)
            return say.say("setup", name=c.name, options=options, example=moves[0])
        return say.say("legal", moves=say.count(len(moves), "legal_moves"), n=len(moves))

    def hint(self, policy: str = HINT_POLICY) -> str:
        """What ``policy`` would play now."""
        from rules.play.policies import get_policy, policy_names

        moves = self.state.legal_moves()
        if not moves:
            return self.say.say("no_move")
        try:
            chooser = get_policy(policy)
        except VariorumError:
            return self.say.say("hint_unknown", policy=policy, known=", ".join(policy_names()))
        move = chooser(self.state, moves, Rng(0))
        if move is None:
            return self.say.say("hint_resigns", policy=policy)
        return self.say.say("hint", policy=policy, move=move)

    def help(self) -> str:
        """The moves this game allows, as examples drawn from it, and the commands."""
        return self.say.say("help", moves=("\n" + " " * 10).join(examples(self.state, self.say)))

    def handle(self, line: str) -> tuple[str, bool]:
        """Answer one input line: (text to show, whether the session ends); after a line that
        changed the game, the autosave file is rewritten."""
        before = self.state.moves_made[:] if self.autosave else None
        answer, done = self._answer(line)
        if before is not None and (self.state.moves_made != before or self._loaded):
            answer += self._autosave()
        self._loaded = False
        return answer, done

    def _autosave(self) -> str:
        """Write the record to the autosave file; '' or the line saying why it failed."""
        assert self.autosave is not None
        try:
            save_record(self.autosave, record_of(self.state, self.ruleset, self.reading))
        except VariorumError as exc:
            return "\n" + self.say.say("autosave_failed", path=self.autosave, error=self._error_words(exc))
        return ""

    def _answer(self, line: str) -> tuple[str, bool]:
        text = line.strip()
        if not text:
            return "", False
        word, _, arg = text.partition(" ")
        cmd, arg = self.say.command(word), arg.strip()
        if cmd in ("quit", "exit", "q"):
            return self.say.say("bye"), True
        if cmd in ("help", "?"):
            return self.help(), False
        if cmd == "hint":
            return self.hint(arg or HINT_POLICY), False
        if cmd in ("board", "b"):
            return self.show(), False
        if cmd == "moves":
            return " ".join(str(m) for m in self.state.legal_moves()) or self.say.say("no_move"), False
        if cmd == "undo":
            if not self.state.history:
                return self.say.say("nothing_to_undo"), False
            return self.say.say("undone", move=self.state.undo()) + "\n" + self.show(), False
        if cmd == "save":
            return self._save(arg), False
        if cmd == "load":
            return self._load(arg), False
        return self._play("deal" if cmd == "deal" else text), False

    def _play(self, text: str) -> str:
        try:
            move = parse_move(self.state, text)
        except IllegalMoveError as exc:
            return self.refusal(exc)
        except NotationError as exc:
            return self.say.say("not_understood", error=self._notation_words(exc))
        self.state.apply(move)
        return self.say.say("played", move=move) + "\n" + self.show()

    def refusal(self, exc: IllegalMoveError) -> str:
        """A refused move in words: the reason, the rule's slot, and the claims behind it
        quoted from their sources (read as corrected, in the player's language where the corpus
        has it)."""
        from comparer.terminal.refusals import refusal_words

        what, slot, claim_ids = refusal_words(exc, self.state, self.game, self.say)
        lines = [self.say.say("refused", what=what)]
        if slot:
            lines.append(self.say.say("rule", slot=slot))
        quoter = self._quoter_for_claims() if claim_ids else None
        if quoter is not None:
            by_id = {c.id: c for c in quoter.claims}
            lines += [self.say.say("rule_claim", claim=cid, citation=quoter.citation(by_id[cid]))
                      for cid in claim_ids if cid in by_id]
        return "\n".join(lines)

    def _quoter_for_claims(self) -> Quoter:
        if self._quoter is None:
            import corpus
            from comparer.words import Quoter
            from corpus.claims import load_claims

            self._quoter = Quoter(corpus.load(), load_claims(), self.lang)
        return self._quoter

    def _notation_words(self, exc: NotationError) -> str:
        """What could not be read, in the player's language (the engine's words when this
        language has none for the error's code)."""
        words = self.say.reason("notation", exc.code, exc.params) if exc.code else None
        return words or str(exc)

    def _error_words(self, exc: VariorumError) -> str:
        """A record or file error in the player's language (the English words when this
        language has none for its code)."""
        words = self.say.reason("records", exc.code, exc.params) if exc.code else None
        return words or str(exc)

    def _save(self, path: str) -> str:
        if not path:
            return self.say.say("save_needs_file")
        try:
            save_record(path, record_of(self.state, self.ruleset, self.reading))
        except VariorumError as exc:
            return self.say.say("cannot_save", error=self._error_words(exc))
        n = len(self.state.history)
        return self.say.say("saved", moves=self.say.count(n, "moves"), n=n, path=path)

    def _load(self, path: str) -> str:
        if not path:
            return self.say.say("load_needs_file")
        try:
            record = load_record(path)
            if record["ruleset"] == self.ruleset and record.get("reading") == self.reading:
                spec = self.spec
            elif self.resolver is None:
                return self.say.say("load_other_game", other=record["ruleset"], ruleset=self.ruleset)
            else:
                spec = self.resolver(record["ruleset"], record.get("reading"))
            state = replay_record(spec, record)
        except VariorumError as exc:
            return self.say.say("cannot_load", error=self._error_words(exc))
        self.spec, self.state = spec, state
        self.ruleset, self.reading = record["ruleset"], record.get("reading")
        self._loaded = True
        return self.say.say("loaded", path=path) + "\n" + self.show()


def examples(state: State, say: Texts) -> list[str]:
    """Lines of move examples drawn from the game being played: its pile names, group keys
    and cards, legal moves of the position where there are some."""
    t = state.t
    legal = state.legal_moves()
    out: list[str] = []
    transfer = next((m for m in legal if m.kind == "move" and m.n == 1 and ":" not in m.src), None)
    if transfer is not None:
        key = t.keys[t.pile_group[t.name_to_pile[transfer.dst]]]
        out.append(say.say("ex_onto_pile", move=transfer))
        if key != transfer.dst:
            out.append(say.say("ex_onto_group", move=f"{transfer.src}>{key}", key=key))
        c = source_card(state, transfer)
        if c is not None:
            out.append(say.say("ex_by_card", move=f"{card_name(c, say.lang)}>{key}"))  # type: ignore[arg-type]
    several = next((m for m in legal if m.kind == "move" and m.n > 1), None)
    if several is not None:
        out.append(say.say("ex_several", move=several, n=several.n))
    position = next((m for m in legal if m.kind == "move" and ":" in m.src), None)
    if position is not None:
        pile, _, k = position.src.partition(":")
        out.append(say.say("ex_position", move=position, pile=pile, k=k))
    pair = next((m for m in legal if m.kind == "pair"), None)
    if pair is not None or state.spec.pairs:
        out.append(say.say("ex_pair", move=pair if pair is not None else _pair_example(state)))
    if t.waste:
        out.append(say.say("ex_deal"))
    if state.spec.stock.redeals:
        out.append(say.say("ex_redeal"))
    if state.spec.setup:
        choice = state.spec.setup[0]
        out.append(say.say("ex_choose", name=choice.name, option=choice.options[0]))
    if not out:  # nothing legal to show: two piles of the game
        names = [n for n in t.pile_names if n != t.pile_names[t.stock]]
        out.append(say.say("ex_onto_pile", move=f"{names[0]}>{names[-1]}"))
    return out


def _pair_example(state: State) -> str:
    names = [n for p, n in enumerate(state.t.pile_names) if p != state.t.stock]
    return f"{names[0]}+{names[1]}" if len(names) > 1 else names[0]


def run(session: Session, inp: TextIO, out: TextIO, prompt: str = "> ") -> int:
    """The read–answer loop; returns an exit status (0)."""
    out.write(session.show() + "\n")
    while True:
        out.write(prompt)
        out.flush()
        line = inp.readline()
        if not line:  # end of input
            out.write("\n")
            return 0
        try:
            answer, done = session.handle(line)
        except VariorumError as exc:  # whatever the line was, the game in progress is kept
            answer, done = str(exc), False
        if answer:
            out.write(answer + "\n")
        if done:
            return 0
