"""The compiled kernel (rules/kernel) plays the reference engine's games, and says where it
cannot; simulate runs on it, on a Dask cluster and from a results store with equal results."""

from __future__ import annotations

import dataclasses
import json

import pytest

from comparer.cli import main
from comparer.cli.arguments import readings_of
from comparer.specs import spec_for
from rules.engine.examples import queens_audience_example
from rules.engine.spec import StockRule, Transfer
from rules.kernel.coverage import spec_hash, unsupported
from rules.kernel.run import outcomes
from rules.play.policies import get_policy
from rules.play.simulate import play_out, simulate
from rules.play.store import ResultsStore
from rules.resolve.ruleset import list_rulesets

SEEDS = range(200)
#: Play of the tableau games runs long (random often to the move cap, and the reference
#: greedy tries every move there): a lower cap, the same on both sides, keeps the check of
#: every move they make quick; the reserve games are played to the end.
TABLEAU_CAP = 200
JOBS = [(name, reading) for name in list_rulesets() for reading in readings_of(name)]
COVERED = [(name, reading, policy) for name, reading in JOBS for policy in ("greedy", "random")
           if unsupported(spec_for(name, reading), policy) is None]


@pytest.mark.parametrize("name,reading,policy", COVERED,
                         ids=[f"{n}[{r or 'default'}]-{p}" for n, r, p in COVERED])
def test_kernel_plays_each_seed_as_the_reference_engine_does(name, reading, policy):
    spec = spec_for(name, reading)
    cap = TABLEAU_CAP if any(g.role == "tableau" for g in spec.groups) else 5000
    got = outcomes(spec, policy, SEEDS, cap)
    pol = get_policy(policy)
    diffs = []
    for seed in SEEDS:
        won, moves, decisions, left, capped = play_out(spec, seed, pol, cap)
        want = [int(won), moves, decisions, left, int(capped)]
        if got[seed].tolist() != want:
            diffs.append((seed, want, got[seed].tolist()))
    assert diffs == []


def test_kernel_covers_every_game_but_those_with_set_up_choices_or_split_pairs():
    covered = {(n, r, p) for n, r, p in COVERED}
    for name, reading in JOBS:
        game = name.split("/")[0]
        for policy in ("greedy", "random"):
            expected = game not in ("gavotte", "indian-empress")
            assert ((name, reading, policy) in covered) == expected, (name, reading, policy)


def test_kernel_refuses_what_it_does_not_know_by_the_spec_s_features():
    qa = queens_audience_example()
    assert unsupported(qa, "lookahead") is not None
    split = dataclasses.replace(qa, stock=StockRule(to="waste", split="colour"))
    assert unsupported(split, "greedy") == "a stock split over several wastes"

    @dataclasses.dataclass(frozen=True)
    class Aimed(Transfer):  # a transfer with a field the kernel has never heard of
        targets: tuple[int, ...] = ()

    aimed = dataclasses.replace(qa, transfers=(Aimed("waste", "foundations"),))
    assert unsupported(aimed, "random") == "spec element Aimed"


def test_spec_hash_follows_spec_equality():
    assert spec_hash(spec_for("queens-audience/dick-1883")) == \
        spec_hash(spec_for("queens-audience/coops-1939"))
    assert spec_hash(spec_for("queens-audience/dick-1883")) != \
        spec_hash(spec_for("queens-audience/dick-1883", "two-passes"))


def test_simulate_gives_the_same_numbers_on_either_engine():
    spec = spec_for("royal-cotillion/wp-ru-royal-cotillion")
    for policy in ("greedy", "random"):
        k = simulate(spec, policy, deals=300, seed_start=17, block=64, engine="kernel")
        r = simulate(spec, policy, deals=300, seed_start=17, block=100, engine="reference")
        assert k.pop("engine") == "kernel" and r.pop("engine") == "reference"
        assert k == r


def test_simulate_falls_back_and_says_so_once(capsys):
    assert main(["simulate", "gavotte", "queens-audience/dick-1883", "--deals", "30",
                 "--policy", "greedy", "--format", "json"]) == 0
    out, err = capsys.readouterr()
    results = json.loads(out)
    assert [r["engine"] for r in results] == ["reference", "kernel"]
    assert results[0]["fallback"] == "the kernel does not cover set-up choices"
    assert err.count("note:") == 1 and "gavotte" in err and "reference engine" in err


def test_a_dask_cluster_gives_the_serial_result():
    distributed = pytest.importorskip("distributed")
    spec = spec_for("queens-audience/dick-1883", "waste-all")
    serial = simulate(spec, "random", deals=1200, block=300)
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        on_cluster = simulate(spec, "random", deals=1200, block=300,
                              scheduler=cluster.scheduler_address)
        reference = simulate(spec, "greedy", deals=200, block=50, engine="reference",
                             scheduler=cluster.scheduler_address)
    assert on_cluster == serial
    assert reference == simulate(spec, "greedy", deals=200, engine="reference")


def test_an_interrupted_run_resumes_from_the_store(tmp_path):
    spec = spec_for("odd-and-even/wp-ru-royal-cotillion")
    whole = simulate(spec, "greedy", deals=1000, block=100)

    class Stop(Exception):
        pass

    def stop_after_three(k, seen=[]):  # noqa: B006 - counts blocks across calls
        seen.append(k)
        if len(seen) == 3:
            raise Stop

    store = ResultsStore(tmp_path)
    with pytest.raises(Stop):
        simulate(spec, "greedy", deals=1000, block=100, store=store, progress=stop_after_three)
    assert store.computed == 300
    again = ResultsStore(tmp_path)
    assert simulate(spec, "greedy", deals=1000, block=100, store=again) == whole
    assert (again.reused, again.computed) == (300, 700)
    third = ResultsStore(tmp_path)
    assert simulate(spec, "greedy", deals=1000, block=100, store=third, engine="reference") \
        == dict(whole, engine="reference")
    assert (third.reused, third.computed) == (1000, 0)
    chunk = json.loads(next((tmp_path / spec_hash(spec) / "greedy-5000").glob("0-99.json"))
                       .read_text())
    assert chunk["seeds"] == [0, 99] and chunk["tally"]["deals"] == 100


def test_the_kernel_cache_is_keyed_on_every_file_of_the_kernel(tmp_path):
    """numba keys a cached function on its own file; the kernel's functions read the layout
    and call across files, so their cache lives in a folder named after the digest of all of
    them, and a change in any one file gives another folder (a fresh compile)."""
    import hashlib
    import shutil
    from pathlib import Path

    from rules.kernel import core, jit, moves

    files = sorted(Path(jit.__file__).parent.glob("*.py"))
    assert {"layout.py", "moves.py", "core.py", "jit.py"} <= {f.name for f in files}
    h = hashlib.sha256()
    for f in files:
        h.update(f.name.encode())
        h.update(f.read_bytes())
    assert jit.sources_digest() == h.digest()
    folder = jit.cache_dir()
    assert folder is not None and folder.name == jit.CACHE_PREFIX + h.hexdigest()[:20]
    copies = []
    for f in files:
        shutil.copy(f, tmp_path / f.name)
        copies.append(tmp_path / f.name)
    for f in copies:  # a change in any one file changes the digest
        text = f.read_bytes()
        f.write_bytes(text + b"\n")
        assert jit.sources_digest(copies) != h.digest(), f.name
        f.write_bytes(text)
    assert jit.sources_digest(copies) == h.digest()
    # numba's side (private attributes, read here only): each kernel function's cache is in
    # the digest's folder.  If numba stops honouring numba.config.CACHE_DIR this fails.
    for fn in (core.play_seeds, core.apply, moves.legal_moves, moves.pair_destination):
        assert Path(fn._cache.cache_path).is_relative_to(folder), (fn, fn._cache.cache_path)
