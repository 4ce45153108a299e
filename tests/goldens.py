"""Shared pieces of the golden-file tests: greedy playthroughs, move counts ("perft"), the
first-move line, the JSON layout of move-count files, and comparison with the stored file
(``VARIORUM_REGEN=1`` rewrites it after a deliberate change, to be reviewed as a diff).
"""

from __future__ import annotations

import difflib
import itertools
import json
import os
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from rules.engine.deal import Rng
from rules.engine.state import describe
from rules.play.policies import greedy

REGEN = os.environ.get("VARIORUM_REGEN") == "1"


def compare(path: Path, actual: str) -> None:
    """Fail with a unified diff unless ``path`` holds ``actual`` (or write it under REGEN)."""
    if REGEN or not path.exists():
        if not REGEN:
            pytest.fail(f"{path} is missing: run with VARIORUM_REGEN=1 to create it")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    if expected != actual:
        diff = "".join(list(difflib.unified_diff(
            expected.splitlines(True), actual.splitlines(True), str(path), "actual"))[:60])
        pytest.fail(f"{path.name} differs (VARIORUM_REGEN=1 to accept):\n{diff}")


def greedy_playthrough(state: Any, header: str, steps: int, check: bool = False) -> str:
    """The game from ``state`` played by the greedy policy: every position, the legal moves and
    the move chosen, for at most ``steps`` steps, then how it ended."""
    out = [header]
    move = None
    for step in range(steps):
        moves = state.legal_moves()
        out.append(f"## step {step}")
        out.append(describe(state))
        out.append(f"legal ({len(moves)}): {' '.join(str(m) for m in moves)}")
        if not moves:
            break
        move = greedy(state, moves, Rng(0))
        out.append(f"move: {move if move else 'resign'}")
        if move is None:
            break
        state.apply(move, check=check)
    result = ("won" if state.is_won() else "lost" if not state.legal_moves() or move is None
              else "stopped")
    out.append(f"## end: {result} after {len(state.history)} moves, {state.cards_left()} cards left")
    return "\n".join(out) + "\n"


def perft(state: Any, depth: int) -> int:
    """How many move sequences of length ``depth`` there are from ``state``."""
    if depth == 0:
        return 1
    total = 0
    for m in state.legal_moves():
        state.apply(m)
        total += perft(state, depth - 1)
        state.undo()
    return total


def first_move_line(state: Any, steps: int) -> list[int]:
    """The number of legal moves at each step along the line that always plays the first."""
    line = []
    for _ in range(steps):
        moves = state.legal_moves()
        line.append(len(moves))
        if not moves:
            break
        state.apply(moves[0])
    return line


def movecounts_json(data: dict[str, Any]) -> str:
    """Move-count data as stored: one key per line, in key order."""
    return "{\n" + ",\n".join(f" {json.dumps(k)}: {json.dumps(data[k], sort_keys=True)}"
                              for k in sorted(data)) + "\n}\n"


# -- per-seed outcomes -------------------------------------------------------------------------
#
# For every ruleset, every combination of its declared readings and each policy in
# OUTCOME_POLICIES, the result of seeds 0..OUTCOME_DEALS-1 as `variorum simulate` plays them
# (rules.simulate.play_out): won or not, moves played, cards left.  Stored one file per case in
# tests/data/outcomes/ (README.md there says how to rewrite them); tests/test_outcome_goldens.py
# replays and compares.

OUTCOMES = Path(__file__).parent / "data" / "outcomes"
OUTCOME_POLICIES = ("greedy", "lookahead")
OUTCOME_DEALS = 200
OUTCOME_COLUMNS = ["seed", "won", "moves", "cards_left"]

#: One deal's outcome: (seed, won, moves, cards left).
Outcome = tuple[int, bool, int, int]


@dataclass(frozen=True)
class OutcomeCase:
    """One golden file: a ruleset, a reading (``None``: the defaults; several joined by ``+``)
    and a policy."""

    ruleset: str
    reading: str | None
    policy: str

    @property
    def path(self) -> Path:
        parts = [self.ruleset.replace("/", "--")] + ([self.reading] if self.reading else [])
        return OUTCOMES / f"{'--'.join(parts)}.{self.policy}.json"

    @property
    def label(self) -> str:
        return f"{self.ruleset} [{self.reading or 'default'}] {self.policy}"


def reading_combinations(ruleset: str) -> list[str | None]:
    """Every combination the CLI accepts: one reading per question, the default ones left out
    of the name, none that changes nothing here (rules.compile.readings); ``None`` (all
    defaults) first."""
    from comparer.specs import inert_readings
    from rules.resolve.ruleset import all_readings, load

    inert = set(inert_readings(ruleset))
    axes: dict[str, list[str | None]] = {}
    for r in all_readings(load(ruleset)):
        axes.setdefault(r.axis, [None]).extend([] if r.default or r.name in inert else [r.name])
    combos = itertools.product(*axes.values())
    names = ["+".join(n for n in combo if n) for combo in combos]
    return [n or None for n in names]


def stray_outcome_files(cases: Sequence[OutcomeCase], rulesets: Iterable[str] | None = None,
                        policies: Iterable[str] | None = None) -> list[Path]:
    """Files in OUTCOMES of ``rulesets`` and ``policies`` (default: all) that belong to none of
    ``cases``."""
    known = {c.path for c in cases}
    prefixes = tuple(p + s for p in (r.replace("/", "--") for r in rulesets or [""])
                     for s in ((".", "--") if rulesets else ("",)))
    suffixes = tuple(f".{p}.json" for p in policies) if policies else (".json",)
    return sorted(p for p in OUTCOMES.glob("*.json")
                  if p.name.startswith(prefixes) and p.name.endswith(suffixes) and p not in known)


def outcome_cases(rulesets: Iterable[str] | None = None,
                  policies: Iterable[str] = OUTCOME_POLICIES) -> list[OutcomeCase]:
    """The golden cases of ``rulesets`` (default: every ruleset)."""
    from rules.resolve.ruleset import list_rulesets

    names = list(rulesets) if rulesets is not None else list_rulesets()
    return [OutcomeCase(name, reading, policy) for name in names
            for reading in reading_combinations(name) for policy in policies]


def case_spec(case: OutcomeCase) -> Any:
    """The compiled spec of a case, got the way `variorum simulate` gets it."""
    from comparer.specs import spec_for

    return spec_for(case.ruleset, case.reading)


def play_outcomes(spec: Any, policy: str, seeds: range) -> list[Outcome]:
    """Each seed played out with ``policy`` exactly as rules.simulate does."""
    from rules.play.policies import get_policy
    from rules.play.simulate import play_out

    chosen = get_policy(policy)
    out: list[Outcome] = []
    for seed in seeds:
        won, moves, _decisions, left, _capped = play_out(spec, seed, chosen)
        out.append((seed, won, moves, left))
    return out


def outcomes_json(case: OutcomeCase, rows: Sequence[Outcome]) -> str:
    """A case's outcomes as stored: the header keys, then one seed per line."""
    from rules.play.simulate import DEFAULT_MAX_MOVES

    head = {"ruleset": case.ruleset, "reading": case.reading, "policy": case.policy,
            "seed_start": rows[0][0] if rows else 0, "deals": len(rows),
            "max_moves": DEFAULT_MAX_MOVES, "wins": sum(1 for r in rows if r[1]),
            "columns": OUTCOME_COLUMNS}
    lines = [f" {json.dumps(k)}: {json.dumps(v)}," for k, v in head.items()]
    body = ",\n".join(f"  {json.dumps(list(r))}" for r in rows)
    return "{\n" + "\n".join(lines) + '\n "outcomes": [\n' + body + "\n ]\n}\n"


def stored_outcomes(case: OutcomeCase) -> dict[str, Any]:
    """The stored file of a case, parsed (FileNotFoundError if it is missing)."""
    data: dict[str, Any] = json.loads(case.path.read_text(encoding="utf-8"))
    return data


def stored_seeds(case: OutcomeCase) -> range:
    """The seeds a stored file covers (all OUTCOME_DEALS unless it says fewer)."""
    try:
        data = stored_outcomes(case)
    except FileNotFoundError:
        return range(OUTCOME_DEALS)
    return range(data["seed_start"], data["seed_start"] + data["deals"])


def outcome_differences(expected: Sequence[Sequence[Any]], actual: Sequence[Outcome]) -> list[str]:
    """One line per seed whose outcome differs."""
    def words(row: Sequence[Any] | None) -> str:
        if row is None:
            return "not played"
        return f"{'won' if row[1] else 'lost'}, {row[2]} moves, {row[3]} cards left"

    want = {r[0]: r for r in expected}
    got = {r[0]: r for r in actual}
    seeds = sorted(s for s in set(want) | set(got) if list(want.get(s, ())) != list(got.get(s, ())))
    return [f"seed {s}: stored {words(want.get(s))}; now {words(got.get(s))}" for s in seeds]


def play_cases(cases: Sequence[OutcomeCase], workers: int = 1,
               seeds_of: Callable[[OutcomeCase], range] = stored_seeds,
               block: int = 50) -> dict[OutcomeCase, list[Outcome]]:
    """The outcomes of every case, each distinct (spec, policy, seeds) played once, in blocks
    of ``block`` seeds over ``workers`` processes (the result does not depend on either)."""
    jobs: dict[tuple[Any, str, range], list[OutcomeCase]] = {}
    for case in cases:
        jobs.setdefault((case_spec(case), case.policy, seeds_of(case)), []).append(case)
    tasks = [(key, key[2][i:i + block]) for key in jobs for i in range(0, len(key[2]), block)]
    args = [(key[0], key[1], seeds) for key, seeds in tasks]
    if workers > 1 and len(tasks) > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            parts = list(pool.map(play_outcomes, *zip(*args)))
    else:
        parts = [play_outcomes(*a) for a in args]
    played: dict[tuple[Any, str, range], list[Outcome]] = {}
    for (key, _seeds), rows in zip(tasks, parts):
        played.setdefault(key, []).extend(rows)
    return {case: played[key] for key, group in jobs.items() for case in group}


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrite the per-seed outcome files (tools/outcome_goldens.py runs this)."""
    import argparse
    import time

    p = argparse.ArgumentParser(
        prog="outcome_goldens",
        description="Rewrite tests/data/outcomes/: the per-seed result of every ruleset, reading "
                    "combination and policy. Review the diff before committing it.")
    p.add_argument("--ruleset", action="append",
                   help="only this ruleset id (repeatable); default: every ruleset")
    p.add_argument("--policy", action="append", choices=OUTCOME_POLICIES,
                   help="only this policy (repeatable); default: both")
    p.add_argument("--deals", type=int, default=None,
                   help=f"seeds 0..N-1 (default: what each file holds, {OUTCOME_DEALS} for a new one)")
    p.add_argument("--workers", type=int, default=2, help="processes (default 2)")
    args = p.parse_args(argv)
    cases = outcome_cases(args.ruleset, args.policy or OUTCOME_POLICIES)
    seeds_of = stored_seeds if args.deals is None else (lambda _case: range(args.deals))
    start = time.perf_counter()
    results = play_cases(cases, args.workers, seeds_of)
    OUTCOMES.mkdir(parents=True, exist_ok=True)
    changed = 0
    for case in cases:
        text = outcomes_json(case, results[case])
        old = case.path.read_text(encoding="utf-8") if case.path.exists() else None
        if text != old:
            case.path.write_text(text, encoding="utf-8")
            changed += 1
            print(f"{'wrote' if old is None else 'changed'} {case.path.name}")
    for path in stray_outcome_files(cases, args.ruleset, args.policy):
        path.unlink()
        print(f"removed {path.name} (no such ruleset, reading or policy)")
    print(f"{len(cases)} cases, {changed} files written, {time.perf_counter() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
