"""One seeded game of a ruleset replayed move by move, each position as the terminal shows it.

The game is played once per ruleset at build time (its default readings, ``POLICY`` on deal
``SEED``, at most ``MOVES`` moves: milliseconds), recorded as a game record
(:mod:`rules.play.record`), then replayed in each language through the terminal's own
:class:`comparer.terminal.session.Session`, so every step shows the board, the title line and
the status exactly as ``variorum play RULESET --seed SEED`` would after the same moves.
"""

from __future__ import annotations

from typing import Any

__all__ = ["POLICY", "SEED", "MOVES", "replay_record_of", "replay_steps"]

POLICY = "lookahead"
SEED = 1
MOVES = 150


def replay_record_of(ruleset: str) -> dict[str, Any]:
    """The game record of ``POLICY`` playing deal ``SEED`` of ``ruleset`` (defaults), cut at
    ``MOVES`` moves."""
    from comparer.specs import spec_for
    from rules.play.policies import get_policy
    from rules.play.record import record_of
    from rules.play.simulate import play_out

    chooser = get_policy(POLICY)
    seen: list[Any] = []

    def recording(state: Any, moves: Any, rng: Any) -> Any:
        seen[:] = [state]
        return chooser(state, moves, rng)

    play_out(spec_for(ruleset, None), SEED, recording, max_moves=MOVES)
    if not seen:  # no legal move at the start
        from rules.engine.state import new_game

        seen.append(new_game(spec_for(ruleset, None), SEED))
    return record_of(seen[0], ruleset, None) | {"policy": POLICY, "max_moves": MOVES}


def replay_steps(record: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """Each position of ``record`` in ``lang``: the move that led to it (none for the deal) and
    the terminal's screen (board and status)."""
    from comparer.specs import spec_for
    from comparer.terminal.session import Session
    from rules.engine.notation import parse_move

    s = Session(spec_for(record["ruleset"], record["reading"]), record["seed"], record["ruleset"],
                record["reading"], lang)
    steps = [{"n": 0, "move": "", "screen": s.show()}]
    for i, text in enumerate(record["moves"], start=1):
        s.state.apply(parse_move(s.state, text), check=True)
        steps.append({"n": i, "move": text, "screen": s.show()})
    return steps
