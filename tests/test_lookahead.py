"""The ``lookahead`` policy (rules.play.lookahead): registered, deterministic, legal, honest (it never
uses the hidden order of the stock), stronger than greedy where greedy is hopeless, and its
games end within the move cap."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest_engine_specs import SPECS
from rules.engine.deal import POLICY_STREAM, Rng
from rules.engine.state import State
from rules.play.policies import get_policy, greedy, policy_names
from rules.play.lookahead import Lookahead, lookahead, position_key
from rules.play.simulate import DEFAULT_MAX_MOVES, play_out, simulate

BC = "british-constitution/morehead-mott-smith-1949"


def product(name: str, reading: str | None = None):  # type: ignore[no-untyped-def]
    """A ruleset compiled with the corpus's claims (one that does not compile fails the test)."""
    from comparer.specs import spec_for

    return spec_for(name, reading)


#: every family: the engine's test specs and the product rulesets with tableau play
FAMILIES = sorted(SPECS) + [BC, "british-constitution/cadogan-1874",
                            "besieged-city/ru-24-patiences", "parterre/ru-24-patiences",
                            "gavotte/wp-ru-royal-cotillion"]


def spec_of(name: str):  # type: ignore[no-untyped-def]
    return SPECS[name]() if name in SPECS else product(name)


def game(spec, seed: int, policy=None,  # type: ignore[no-untyped-def]
         limit: int = DEFAULT_MAX_MOVES) -> tuple[list[str], State]:
    """Play a deal with a (fresh) lookahead policy, checking every move is legal."""
    policy = policy or Lookahead()
    state = State(spec, seed)
    rng = Rng(seed ^ POLICY_STREAM)
    played = []
    for _ in range(limit):
        moves = state.legal_moves()
        if not moves:
            break
        move = policy(state, moves, rng)
        if move is None:
            break
        assert move in moves, f"seed {seed}: {move} is not legal"
        state.apply(move)
        played.append(str(move))
    return played, state


# -- registration ---------------------------------------------------------------------------------


def test_registered_next_to_greedy_and_random():
    assert get_policy("lookahead") is lookahead
    assert policy_names()[:2] == ["greedy", "random"] and "lookahead" in policy_names()
    r = simulate(SPECS["british-constitution-sketch"](), "lookahead", deals=6, block=3)
    assert r["policy"] == "lookahead" and r["deals"] == 6


def test_a_process_pool_gives_the_serial_result():
    spec = SPECS["flower-garden-sketch"]()
    serial = simulate(spec, "lookahead", deals=8, block=4)
    pooled = simulate(spec, "lookahead", deals=8, block=4, workers=2)
    assert serial == pooled


# -- determinism and legality -----------------------------------------------------------------


@pytest.mark.parametrize("name", FAMILIES)
def test_deterministic_and_legal(name):
    spec = spec_of(name)
    for seed in (1, 2):
        a, sa = game(spec, seed)
        b, sb = game(spec, seed, lookahead)  # the shared instance gives the same game
        assert a == b
        assert sa.key() == sb.key()


def test_the_move_does_not_depend_on_the_generator():
    spec = SPECS["british-constitution-sketch"]()
    s1, s2 = State(spec, 4), State(spec, 4)
    for _ in range(60):
        m1, m2 = s1.legal_moves(), s2.legal_moves()
        if not m1:
            break
        x, y = Lookahead()(s1, m1, Rng(1)), Lookahead()(s2, m2, Rng(2))
        assert x == y
        if x is None:
            break
        s1.apply(x)
        s2.apply(y)


# -- honesty --------------------------------------------------------------------------------------


def shuffle_hidden(state: State, rng: random.Random) -> None:
    """Reorder the stock below what the player may see (its top card when the rules let it
    be played)."""
    ev = lookahead.evaluator(state)
    stock = state.piles[ev.stock]
    keep = 1 if state.t.groups[state.t.pile_group[ev.stock]].access != "none" else 0
    hidden = stock[:len(stock) - keep]
    rng.shuffle(hidden)
    stock[:len(stock) - keep] = hidden


HONEST = [BC, "british-constitution/cadogan-1874", "besieged-city/ru-24-patiences",
          "queens-audience", "royal-cotillion", "odd-and-even", "besieged-city-sketch",
          "british-constitution-sketch"]


@pytest.mark.parametrize("name", HONEST)
def test_the_hidden_stock_order_changes_nothing_until_a_card_is_revealed(name):
    """Deals that differ only in the hidden part of the stock get the same moves, move for
    move, until a move takes a card out of the stock."""
    spec = spec_of(name)
    rng = random.Random(7)
    compared = 0
    for seed in range(6):
        states = [State(spec, seed) for _ in range(4)]
        for s in states[1:]:
            shuffle_hidden(s, rng)
        policies = [Lookahead() for _ in states]
        stock = lookahead.evaluator(states[0]).stock
        while True:
            moves = [s.legal_moves() for s in states]
            assert all(m == moves[0] for m in moves)
            if not moves[0]:
                break
            chosen = [p(s, m, None) for p, s, m in zip(policies, states, moves)]
            assert all(c == chosen[0] for c in chosen), f"seed {seed}: {chosen}"
            compared += 1
            if chosen[0] is None:
                break
            before = len(states[0].piles[stock])
            for s in states:
                s.apply(chosen[0])
            if len(states[0].piles[stock]) != before:
                break  # a card came out of the stock: from here the deals really differ
    assert compared >= 6


@pytest.mark.parametrize("name", [BC, "besieged-city/ru-24-patiences",
                                  "british-constitution/cadogan-1874", "queens-audience"])
def test_a_revealing_move_is_scored_without_its_card(name):
    """The score of every move that takes a card out of the stock is the same whatever that
    card is (the cards drawn are masked)."""
    spec = spec_of(name)
    rng = random.Random(3)
    checked = 0
    for seed in range(4):
        state = State(spec, seed)
        for step in range(80):
            moves = state.legal_moves()
            if not moves:
                break
            scores = []
            for variant in range(3):
                s = State(spec, seed)
                for m in state.moves_made:
                    s.apply(m)
                if variant:
                    shuffle_hidden(s, rng)
                ev = lookahead.evaluator(s)
                row = []
                for m in moves:
                    stock = s.piles[ev.stock]
                    old = list(stock)
                    s.apply(m)
                    after = len(s.piles[ev.stock])
                    if after < len(old) and s.dealt:
                        row.append(lookahead.evaluator(s).evaluate(s, set(old[after:])))
                    s.undo()
                scores.append(row)
            if scores[0]:
                checked += 1
                assert scores[0] == scores[1] == scores[2]
            state.apply(moves[rng.randrange(len(moves))])
    assert checked > 5


def test_choices_before_the_deal_do_not_depend_on_the_deal():
    """Before the deal only the seed exists: Gavotte's starting ranks, named before the deal under
    the reading ranks-before-deal, are the same for every deal (and different from each other:
    foundations that want different cards)."""
    spec = product("gavotte/wp-ru-royal-cotillion", "ranks-before-deal")
    picks = set()
    for seed in range(8):
        state = State(spec, seed)
        chosen = []
        while not state.dealt:
            m = lookahead(state, state.legal_moves(), None)
            chosen.append(str(m))
            state.apply(m)
        picks.add(tuple(chosen))
    assert len(picks) == 1
    (first, second), = picks
    assert first.split("=")[1] != second.split("=")[1]


# -- the evaluation worked out by difference ------------------------------------------------------


@pytest.mark.parametrize("name", FAMILIES)
def test_scores_by_difference_equal_the_full_evaluation(name):
    spec = spec_of(name)
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        state = State(spec, seed)
        for _ in range(120):
            moves = state.legal_moves()
            if not moves:
                break
            if state.dealt:
                ev = lookahead.evaluator(state)
                ctx = ev.context(state)
                assert ctx.score == pytest.approx(ev.evaluate(state), abs=1e-9)
                for m in moves:
                    simple = ev.simple_move(m)
                    pred = ev.predict(state.piles, simple) if simple else None
                    if pred is None:
                        continue
                    a, b = simple[0], simple[1]
                    old_a, old_b = list(state.piles[a]), list(state.piles[b])
                    state.apply(m)
                    assert [state.piles[a], state.piles[b]] == list(pred)
                    full = lookahead.evaluator(state).evaluate(state)
                    state.undo()
                    assert ev.child_score(ctx, a, old_a, pred[0], b, old_b, pred[1]) == \
                        pytest.approx(full, abs=1e-6)
                    checked += 1
            state.apply(moves[rng.randrange(len(moves))])
    if name not in ("queens-audience", "queens-audience+any-source", "queens-audience+3-passes",
                    "queens-audience+standstill", "queens-audience+waste-all",
                    "royal-cotillion", "royal-cotillion+as-available", "odd-and-even",
                    "gavotte", "gavotte/wp-ru-royal-cotillion"):
        assert checked > 0  # games with moves between piles other than home


@pytest.mark.parametrize("name", ["besieged-city/ru-24-patiences",
                                  "british-constitution/cadogan-1874", "queens-audience",
                                  "royal-cotillion"])
def test_a_deal_scored_by_difference_equals_the_full_evaluation(name):
    spec = spec_of(name)
    rng = random.Random(8)
    checked = 0
    for seed in range(3):
        state = State(spec, seed)
        for _ in range(150):
            moves = state.legal_moves()
            if not moves:
                break
            ev = lookahead.evaluator(state)
            deal = [m for m in moves if m.kind == "deal"]
            if deal and ev.waste >= 0:
                ctx = ev.context(state)
                old, old_w = list(state.piles[ev.stock]), list(state.piles[ev.waste])
                state.apply(deal[0])
                masked = set(old[len(state.piles[ev.stock]):])
                by_difference = ev.child_score(ctx, ev.stock, old, state.piles[ev.stock],
                                               ev.waste, old_w, state.piles[ev.waste], masked)
                assert by_difference == pytest.approx(ev.evaluate(state, masked), abs=1e-6)
                state.undo()
                checked += 1
            state.apply(moves[rng.randrange(len(moves))])
    assert checked > 10


def test_the_evaluation_reads_only_the_stock_size():
    spec = product(BC)
    a, b = State(spec, 11), State(spec, 11)
    shuffle_hidden(b, random.Random(1))
    assert a.piles != b.piles
    assert lookahead.evaluator(a).evaluate(a) == lookahead.evaluator(b).evaluate(b)


# -- strength -------------------------------------------------------------------------------------


def test_wins_british_constitution_where_greedy_does_not():
    """Greedy never wins Morehead & Mott-Smith's British Constitution; lookahead must win at
    least as often, and at least a fifth of these deals (it wins about 70%)."""
    spec = product(BC)
    seeds = range(30)
    greedy_wins = sum(play_out(spec, s, greedy)[0] for s in seeds)
    look_wins = sum(play_out(spec, s, Lookahead())[0] for s in seeds)
    assert look_wins >= greedy_wins
    assert look_wins >= 6


def test_a_deeper_search_is_still_legal_and_ends():
    spec = SPECS["flower-garden-sketch+sequences"]()
    played, state = game(spec, 3, Lookahead(budget=200))
    assert len(played) < DEFAULT_MAX_MOVES


def test_never_returns_to_a_position():
    for name in ("flower-garden-sketch", "british-constitution-sketch+sequences",
                 "besieged-city-sketch"):
        spec = SPECS[name]()
        for seed in (1, 5):
            state = State(spec, seed)
            policy = Lookahead(budget=30)
            seen = {position_key(state)}
            while True:
                moves = state.legal_moves()
                if not moves:
                    break
                m = policy(state, moves, None)
                if m is None:
                    break
                state.apply(m)
                k = position_key(state)
                assert k not in seen, f"{name} seed {seed}: {m} repeats a position"
                seen.add(k)


# -- termination ----------------------------------------------------------------------------------


@settings(max_examples=12, deadline=None)
@given(name=st.sampled_from(["flower-garden-sketch", "flower-garden-sketch+sequences",
                             "british-constitution-sketch",
                             "british-constitution-sketch+sequences",
                             "besieged-city-sketch", "queens-audience+3-passes", "gavotte"]),
       seed=st.integers(0, 2**32 - 1), budget=st.sampled_from([1, 8, 40]))
def test_every_game_ends_within_the_move_cap(name, seed, budget):
    won, n, _dec, left, capped = play_out(SPECS[name](), seed, Lookahead(budget=budget))
    assert not capped and n < DEFAULT_MAX_MOVES
    assert won == (left == 0)
