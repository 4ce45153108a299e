"""Playing at the terminal: the board as text, commands, game records.

The loop reads lines from any text stream and writes to any text stream, so tests drive it
without a tty.  Commands: a move (``a3>f2``, ``a3>f``, ``QH>f``, ``a1+a7``, ``deal``,
``choose lords=ladies``), ``hint``, ``undo``, ``moves``, ``board``, ``save FILE``,
``load FILE``, ``help``, ``quit``.  A refused move is answered with the rule that forbids it.

A game record is JSON: ``{"ruleset": ..., "reading": ..., "seed": ..., "moves": [...]}``.

>>> import io
>>> from rules.engine.spec import queens_audience_example
>>> out = io.StringIO()
>>> s = Session(queens_audience_example(), seed=3)
>>> run(s, io.StringIO("deal\\nundo\\nquit\\n"), out)
0
>>> "antechamber" in out.getvalue() and "undone: deal" in out.getvalue()
True
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from rules.cards import card_name
from rules.engine.deal import Rng
from rules.engine.notation import parse_move
from rules.engine.state import State, new_game
from rules.errors import IllegalMoveError, NotationError, VariorumError
from rules.engine.spec import Spec

#: Resolves (ruleset name, reading) to a spec; the CLI passes ``rules.compile.spec_for``.
SpecResolver = Callable[[str, "str | None"], Spec]

HELP = """\
moves:    a3>f2  (one card onto a pile)   a3>f  (onto any pile of group f)   QH>f  (by card)
          a1+a7 or pair a1 a7  (a pair)   t1>t4*3  (three cards)   w:5>f1  (5th waste card)
          deal   redeal   choose NAME=OPTION
commands: hint [lookahead]  undo  moves  board  save FILE  load FILE  help  quit"""

PER_LINE = 8
#: The board's width in characters, beyond which piles go to more lines.
WIDTH = 110


def record_of(state: State, ruleset: str, reading: str | None) -> dict[str, Any]:
    """The game record of ``state`` (JSON-ready)."""
    return {"ruleset": ruleset, "reading": reading, "seed": state.seed,
            "moves": [str(m) for m in state.moves_made]}


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and check a game record file."""
    p = Path(path)
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise VariorumError(f"{p}: no such game record") from None
    except json.JSONDecodeError as exc:
        raise VariorumError(f"{p}: not a game record (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(data, dict) or not {"ruleset", "seed", "moves"} <= set(data):
        raise VariorumError(f"{p}: a game record needs ruleset, seed and moves")
    if not isinstance(data["seed"], int) or not isinstance(data["moves"], list):
        raise VariorumError(f"{p}: seed must be an integer and moves a list")
    data.setdefault("reading", None)
    return data


def save_record(path: str | Path, record: dict[str, Any]) -> None:
    Path(path).write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n",
                          encoding="utf-8")


def replay_record(spec: Spec, record: dict[str, Any]) -> State:
    """The state after replaying ``record`` on ``spec`` (every move checked)."""
    state = new_game(spec, record["seed"])
    for i, text in enumerate(record["moves"], start=1):
        try:
            state.apply(parse_move(state, text), check=True)
        except (NotationError, IllegalMoveError) as exc:
            raise VariorumError(f"game record move {i} ({text!r}): {exc}") from None
    return state


# --- the board ---------------------------------------------------------------------------------


def _pile_text(state: State, p: int, lang: str) -> str:
    t = state.t
    cards = state.pile_cards(p)
    if not cards:
        return "-"
    names = [card_name(c, lang) for c in cards]  # type: ignore[arg-type]
    if len(cards) > 1 and t.access[p] == 0:
        # mark the available card: last placed, or first dealt for "bottom" groups
        i = 0 if t.pile_group[p] in t.reversed_groups else len(names) - 1
        names[i] = f"[{names[i]}]"
    return " ".join(names)


def board(state: State, title: str = "", lang: str = "en") -> str:
    """The position for the terminal: one block per group, pile names beside their cards."""
    t = state.t
    lines = [title] if title else []
    width = max(len(g.label or g.name) for g in t.groups)
    for gi, g in enumerate(t.groups):
        label = (g.label or g.name).ljust(width)
        piles = list(t.group_piles[gi])
        if piles[0] == t.stock:
            stock = state.piles[t.stock]
            extra = f"   redeals left: {state.redeals}" if state.spec.stock.redeals else ""
            if stock and t.access[t.stock] != 2:  # its next card may be played: show it
                extra = f", next [{card_name(stock[-1], lang)}]" + extra  # type: ignore[arg-type]
            lines.append(f"{label}  {t.pile_names[piles[0]]}: {len(stock)} cards{extra}")
            continue
        if g.piles == 1:
            p = piles[0]
            cards = state.pile_cards(p)
            shown = [card_name(c, lang) for c in cards]  # type: ignore[arg-type]
            if len(shown) > 16 and t.access[p] != 1:
                shown = ["…"] + shown[-12:]
            elif t.access[p] == 1 and shown:
                shown = [f"{i + 1}:{n}" for i, n in enumerate(shown)]
            if shown and t.access[p] == 0:
                shown[-1] = f"[{shown[-1]}]"
            lines.append(f"{label}  {t.pile_names[p]}: {' '.join(shown) or '-'}"
                         + (f"  ({len(cards)})" if len(cards) > 1 else ""))
            continue
        cells = [f"{t.pile_names[p]}: {_pile_text(state, p, lang)}" for p in piles]
        multi = any(len(state.piles[p]) > 1 for p in piles)
        per = 1 if multi and len(piles) <= 8 else PER_LINE
        if multi and len(piles) > 8:
            per = 4
        cw = max(len(c) for c in cells) + 2
        per = max(1, min(per, (WIDTH - width - 2) // cw))  # long piles: fewer to a line
        for k in range(0, len(cells), per):
            chunk = cells[k:k + per]
            head = label if k == 0 else " " * width
            lines.append(f"{head}  " + "".join(c.ljust(cw) for c in chunk).rstrip())
    return "\n".join(lines)


# --- the session ---------------------------------------------------------------------------


class Session:
    """One game at the terminal: a state, its ruleset name and reading, and a spec resolver."""

    def __init__(self, spec: Spec, seed: int, ruleset: str | None = None,
                 reading: str | None = None, lang: str = "en",
                 resolver: SpecResolver | None = None) -> None:
        self.spec = spec
        self.ruleset = ruleset or spec.name
        self.reading = reading
        self.lang = lang
        self.resolver = resolver
        self.state = new_game(spec, seed)

    @classmethod
    def from_record(cls, record: dict[str, Any], resolver: SpecResolver,
                    lang: str = "en") -> Session:
        spec = resolver(record["ruleset"], record.get("reading"))
        s = cls(spec, record["seed"], record["ruleset"], record.get("reading"), lang, resolver)
        s.state = replay_record(spec, record)
        return s

    def title(self) -> str:
        reading = f", reading {self.reading}" if self.reading else ""
        return (f"{self.ruleset}{reading} — seed {self.state.seed} — "
                f"move {len(self.state.history)}")

    def show(self) -> str:
        text = board(self.state, self.title(), self.lang)
        return text + "\n" + self.status()

    def status(self) -> str:
        st = self.state
        moves = st.legal_moves()
        if st.is_won():
            return "Won! Every card is home. (undo, save FILE or quit)"
        if not moves:
            return (f"No move left: the game is lost with {st.cards_left()} cards out. "
                    "(undo, save FILE or quit)")
        ci = st.pending_choice
        if ci >= 0:
            c = st.spec.setup[ci]
            return f"Set-up: choose {c.name} = {' | '.join(c.options)}   (e.g. {moves[0]})"
        return f"{len(moves)} legal move{'s' * (len(moves) != 1)}. Type a move, hint or help."

    def hint(self, policy: str = "greedy") -> str:
        """What ``policy`` (greedy by default; ``hint lookahead`` asks the stronger one) would play."""
        from rules.play.policies import get_policy

        moves = self.state.legal_moves()
        if not moves:
            return "no move left"
        try:
            chooser = get_policy(policy)
        except VariorumError as exc:
            return f"? {exc}"
        move = chooser(self.state, moves, Rng(0))
        if move is None:
            return f"{policy} sees only moves back to positions already played: it would resign"
        return f"{policy} would play: {move}"

    def handle(self, line: str) -> tuple[str, bool]:
        """Answer one input line: (text to show, whether the session ends)."""
        text = line.strip()
        if not text:
            return "", False
        word, _, arg = text.partition(" ")
        cmd = word.lower()
        if cmd in ("quit", "exit", "q"):
            return "bye", True
        if cmd in ("help", "?"):
            return HELP, False
        if cmd == "hint":
            return self.hint(arg.strip() or "greedy"), False
        if cmd in ("board", "b"):
            return self.show(), False
        if cmd == "moves":
            return " ".join(str(m) for m in self.state.legal_moves()) or "no move left", False
        if cmd == "undo":
            if not self.state.history:
                return "nothing to undo", False
            m = self.state.undo()
            return f"undone: {m}\n" + self.show(), False
        if cmd == "save":
            if not arg.strip():
                return "save needs a file name: save FILE", False
            save_record(arg.strip(), record_of(self.state, self.ruleset, self.reading))
            return f"saved {len(self.state.history)} moves to {arg.strip()}", False
        if cmd == "load":
            return self._load(arg.strip()), False
        try:
            move = parse_move(self.state, text)
        except IllegalMoveError as exc:
            return f"refused: {exc}", False
        except NotationError as exc:
            return f"? {exc}  (type help)", False
        self.state.apply(move)
        return f"played: {move}\n" + self.show(), False

    def _load(self, path: str) -> str:
        if not path:
            return "load needs a file name: load FILE"
        try:
            record = load_record(path)
            if record["ruleset"] == self.ruleset and record.get("reading") == self.reading:
                spec = self.spec
            elif self.resolver is None:
                return (f"cannot load a game of {record['ruleset']!r} here "
                        f"(this is {self.ruleset!r})")
            else:
                spec = self.resolver(record["ruleset"], record.get("reading"))
            state = replay_record(spec, record)
        except VariorumError as exc:
            return f"cannot load: {exc}"
        self.spec, self.state = spec, state
        self.ruleset, self.reading = record["ruleset"], record.get("reading")
        return f"loaded {path}\n" + self.show()


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
        answer, done = session.handle(line)
        if answer:
            out.write(answer + "\n")
        if done:
            return 0
