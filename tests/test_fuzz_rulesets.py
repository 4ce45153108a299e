"""Fuzzing the rules side with hypothesis (issue 14): ruleset TOML mutated line by line or byte
by byte, and rulesets drawn at random from the vocabulary, are read, resolved and compiled
or refused with a project error (VariorumError), never anything else; a compiled random
ruleset and every shipped one keep every card exactly once along random legal move sequences.

Budgets (examples per property) are in each ``settings``; ``FUZZ_SCALE`` multiplies them for a
longer run by hand, ``FUZZ_RANDOM=1`` draws new examples instead of CI's fixed ones
(``FUZZ_SCALE=20 FUZZ_RANDOM=1 python3 -m pytest tests/test_fuzz_rulesets.py``).
"""

from __future__ import annotations

import functools
import os
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparer.specs import corpus_claims
from rules.compile.compiler import compile_resolved
from rules.engine.state import State
from rules.errors import VariorumError
from rules.resolve import ruleset as ruleset_module
from rules.resolve.resolution import resolve
from rules.resolve.ruleset import RULESETS_DIR, list_rulesets, load, parse_ruleset
from rules.vocabulary import load_vocabulary

SCALE = int(os.environ.get("FUZZ_SCALE", "1"))
#: Derandomized (the same examples on every CI run) unless FUZZ_RANDOM=1 asks for new ones.
FUZZ: dict[str, Any] = dict(deadline=None, derandomize=not os.environ.get("FUZZ_RANDOM"),
                            suppress_health_check=[HealthCheck.too_slow,
                                                   HealthCheck.function_scoped_fixture])
RULESETS = list_rulesets()


def compile_or_refuse(name: str, root: Path | None = None, rs: Any = None) -> Any:
    """The spec of ruleset ``name`` (or of ``rs``), or None when refused with a project error."""
    try:
        res = resolve(rs if rs is not None else load(name, root), list(corpus_claims()), root=root)
        return compile_resolved(res)
    except VariorumError as exc:
        assert str(exc).strip(), "a refusal must say something"
        return None


def keeps_every_card_once(spec: Any, seed: int, picks: list[int]) -> None:
    """Play ``picks`` (indices into the legal moves) from deal ``seed``; after every move, and
    after undoing them all, each card of the deck is somewhere, exactly once."""
    state = State(spec, seed)
    deck = Counter(state.all_cards())
    assert sum(deck.values()) == state.t.total
    played = 0
    for pick in picks:
        moves = state.legal_moves()
        if not moves:
            break
        state.apply(moves[pick % len(moves)])
        played += 1
        assert Counter(state.all_cards()) == deck
    for _ in range(played):
        state.undo()
    assert Counter(state.all_cards()) == deck and state.key() == State(spec, seed).key()


# -- mutated ruleset files -------------------------------------------------------------------------


@functools.cache
def rulesets_copy() -> Path:
    """A copy of rules/rulesets to mutate (made once, removed at exit by the OS's tmp cleaning)."""
    root = Path(tempfile.mkdtemp(prefix="fuzz-rulesets-"))
    shutil.copytree(RULESETS_DIR, root, dirs_exist_ok=True)
    return root


JUNK = ['""', "0", "-1", "99999999999999999999", "true", "[]", "{}", '"nonsense"', "[1, \"x\"]",
        '{ en = "x" }', "1.5", '"queens-audience/dick-1883"', '"queens-audience/nowhere"']


def mutate(text: str, kind: int, at: int, junk: str, blob: bytes) -> bytes:
    lines = text.splitlines(keepends=True)
    i = at % max(len(lines), 1)
    if kind == 0:  # a line dropped
        del lines[i:i + 1]
    elif kind == 1:  # a line doubled
        lines[i:i + 1] = lines[i:i + 1] * 2
    elif kind == 2:  # a value replaced
        key, eq, _ = lines[i].partition("=") if lines else ("", "", "")
        if eq:
            lines[i] = f"{key}= {junk}\n"
    elif kind == 3:  # two lines swapped
        j = (at * 7 + 3) % max(len(lines), 1)
        if lines:
            lines[i], lines[j] = lines[j], lines[i]
    data = "".join(lines).encode("utf-8")
    if kind == 4:  # cut short
        data = data[:at % (len(data) + 1)]
    elif kind == 5:  # bytes overwritten
        k = at % (len(data) + 1)
        data = data[:k] + blob + data[k + len(blob):]
    return data


@settings(max_examples=120 * SCALE, **FUZZ)
@given(name=st.sampled_from(RULESETS), kind=st.integers(0, 5), at=st.integers(0, 10_000),
       junk=st.sampled_from(JUNK), blob=st.binary(min_size=1, max_size=8))
def test_a_mutated_ruleset_file_compiles_or_is_refused_with_a_project_error(name, kind, at, junk, blob):
    root = rulesets_copy()
    path = root / f"{name}.toml"
    original = (RULESETS_DIR / f"{name}.toml").read_text(encoding="utf-8")
    path.write_bytes(mutate(original, kind, at, junk, blob))
    ruleset_module._load_cached.cache_clear()
    try:
        spec = compile_or_refuse(name, root)
        if spec is not None:
            keeps_every_card_once(spec, at, list(range(at % 7, at % 7 + 30)))
    finally:
        path.write_text(original, encoding="utf-8")
        ruleset_module._load_cached.cache_clear()


# -- random rulesets from the vocabulary -----------------------------------------------------------


def _as_toml_value(value: Any) -> Any:
    """A resolved value as a ruleset file gives it (lists for tuples)."""
    if isinstance(value, tuple):
        return [_as_toml_value(v) for v in value]
    return value


@functools.cache
def value_pool(game: str) -> dict[str, list[Any]]:
    """Per executable slot of ``game``: the values the vocabulary allows that we can name (every
    enum value, ints across their range) and every value a shipped ruleset resolves it to."""
    vocab = load_vocabulary()
    pool: dict[str, list[Any]] = {}
    for slot in vocab.game_slots(game):
        sd = vocab.slot(game, slot)
        if not sd.executable:
            continue
        values: list[Any] = [v.id for v in sd.values]
        if sd.type in ("int", "count"):
            lo = sd.min if sd.min is not None else 0
            hi = sd.max if sd.max is not None else lo + 12
            values += sorted({lo, hi, (lo + hi) // 2, lo + 1})
        pool[slot] = values
    for name in RULESETS:
        if name.split("/")[0] != game:
            continue
        res = resolve(name, list(corpus_claims()))
        for slot, rs in res.slots.items():
            if slot in pool and rs.value is not None:
                pool[slot].append(_as_toml_value(rs.value))
    return {slot: values for slot, values in pool.items() if values}


GAMES = sorted({name.split("/")[0] for name in RULESETS})


@st.composite
def random_ruleset(draw: Any) -> tuple[str, dict[str, Any]]:
    """A ruleset of a game following one of its shipped rulesets, with editorial values for
    up to eight executable slots drawn from the vocabulary (``value_pool``)."""
    base = draw(st.sampled_from(RULESETS))
    game = base.split("/")[0]
    pool = value_pool(game)
    slots = draw(st.lists(st.sampled_from(sorted(pool)), max_size=8, unique=True))
    why = {"en": "Drawn at random.", "ru": "Выбрано случайно."}
    editorial = [{"slot": slot, "value": draw(st.sampled_from(pool[slot])), "cert": "low",
                  "justification": why} for slot in slots]
    data = {"game": game, "source": "fuzz", "grade": "incomplete", "follows": base,
            "title": {"en": "Fuzz", "ru": "Фазз"}, "editorial": editorial}
    return f"{game}/fuzz", data


@settings(max_examples=80 * SCALE, **FUZZ)
@given(drawn=random_ruleset(), seed=st.integers(0, 2**64 - 1),
       picks=st.lists(st.integers(0, 50), max_size=60))
def test_a_random_ruleset_compiles_and_keeps_its_cards_or_is_refused(drawn, seed, picks, tmp_path_factory):
    name, data = drawn
    path = Path(tempfile.gettempdir()) / f"{name.replace('/', '-')}.toml"
    try:
        rs = parse_ruleset(name, data, path)
    except VariorumError:
        return
    spec = compile_or_refuse(name, rs=rs)
    if spec is not None:
        keeps_every_card_once(spec, seed, picks)


def test_random_rulesets_are_not_all_refused():
    # the property above is only worth its examples if some of them compile and play
    from hypothesis import find

    def compiles(drawn: tuple[str, dict[str, Any]]) -> bool:
        name, data = drawn
        try:
            rs = parse_ruleset(name, data, Path(tempfile.gettempdir()) / "fuzz.toml")
        except VariorumError:
            return False
        return compile_or_refuse(name, rs=rs) is not None

    find(random_ruleset(), compiles, settings=settings(max_examples=200, **FUZZ))


# -- random legal move sequences on the shipped rulesets ---------------------------------------------


@pytest.mark.parametrize("name", RULESETS)
@settings(max_examples=15 * SCALE, **FUZZ)
@given(seed=st.integers(0, 2**64 - 1), picks=st.lists(st.integers(0, 50), max_size=120))
def test_random_legal_moves_keep_every_card_exactly_once(name, seed, picks):
    from comparer.specs import spec_for

    keeps_every_card_once(spec_for(name), seed, picks)
