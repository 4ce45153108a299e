"""Policies: greedy plays safe moves first and deterministically; random is seeded."""

from __future__ import annotations

from collections import Counter

import pytest

from conftest_engine_specs import SPECS
from rules.engine.deal import Rng
from rules.engine.state import new_game
from rules.errors import VariorumError
from rules.play.policies import POLICIES, get_policy, greedy, policy_names, random_policy


def _classes(state, moves):
    t = state.t
    out = []
    for m in moves:
        if m.kind == "pair":
            out.append(0)
        elif m.kind == "move" and t.roles[t.pile_group[t.name_to_pile[m.dst]]] in (
                "foundation", "discard"):
            out.append(1)
        elif m.kind in ("deal", "redeal"):
            out.append(3)
        else:
            out.append(2)
    return out


@pytest.mark.parametrize("name", ["queens-audience", "royal-cotillion", "odd-and-even",
                                  "british-constitution-sketch"])
def test_greedy_plays_safe_moves_before_the_stock(name):
    state = new_game(SPECS[name](), 2)
    for _ in range(300):
        moves = state.legal_moves()
        if not moves:
            break
        classes = _classes(state, moves)
        assert classes == sorted(classes), "legal moves are listed safest first"
        m = greedy(state, moves, Rng(0))
        if m is None:  # resigned (tableau games only): no safe move was available
            assert min(classes) >= 2
            break
        assert _classes(state, [m])[0] == min(classes)
        state.apply(m)


def test_greedy_is_deterministic():
    a, b = new_game(SPECS["royal-cotillion"](), 9), new_game(SPECS["royal-cotillion"](), 9)
    for _ in range(200):
        ma, mb = a.legal_moves(), b.legal_moves()
        if not ma:
            break
        x, y = greedy(a, ma, Rng(1)), greedy(b, mb, Rng(2))
        assert x == y
        a.apply(x)
        b.apply(y)


def test_random_is_seeded_and_covers_the_moves():
    state = new_game(SPECS["gavotte"](), 1)
    moves = state.legal_moves()
    picks = [random_policy(state, moves, Rng(s)) for s in range(200)]
    again = [random_policy(state, moves, Rng(s)) for s in range(200)]
    assert picks == again
    counts = Counter(picks)
    assert set(counts) == set(moves)
    assert min(counts.values()) > 60  # two options, about 100 each


def test_policy_registry():
    assert set(POLICIES) == {"greedy", "random"}
    assert get_policy("random") is random_policy
    with pytest.raises(VariorumError, match="'no-such-player'"):
        get_policy("no-such-player")
    assert {"lookahead", "expert", "solver"} <= set(policy_names())


@pytest.mark.parametrize("name", ["flower-garden-sketch", "british-constitution-sketch",
                                  "flower-garden-sketch+sequences"])
def test_greedy_never_returns_to_a_position(name):
    state = new_game(SPECS[name](), 1)
    seen = {state.key()}
    for _ in range(400):
        moves = state.legal_moves()
        if not moves:
            break
        m = greedy(state, moves, Rng(0))
        if m is None:  # resigned: every other move repeats a position, no stock move
            assert all(state.move_class(x) != 5 for x in moves)
            break
        state.apply(m)
        k = state.key()
        assert k not in seen, f"{m} repeats a position"
        seen.add(k)


def test_resigning_policy_loses(monkeypatch):
    from rules.play.simulate import play_out

    won, n, _dec, left, capped = play_out(SPECS["queens-audience"](), 0,
                                          lambda s, m, r: None)
    assert (won, n, capped) == (False, 0, False) and left == 52
