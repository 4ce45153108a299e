"""Ctrl-C during ``simulate`` ends with one line, exit status 130, and the blocks of deals
finished before it stay in the results store, so the same command goes on from them."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _default_sigint() -> None:
    # A child of a background job inherits SIGINT ignored; Python then never raises
    # KeyboardInterrupt. Ctrl-C at a terminal reaches a process with the default action.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def interrupt_after_first_block(store: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    cmd = [sys.executable, "-m", "comparer", "simulate", "queens-audience/dick-1883",
           "--policy", "greedy", "--deals", "100000000000", "--store", str(store), *extra]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, preexec_fn=_default_sigint)
    deadline = time.monotonic() + 240
    while not list(store.rglob("*.json")):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            out, err = proc.communicate()
            pytest.fail(f"no block finished (status {proc.returncode}): {err[-2000:]}")
        time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


@pytest.mark.parametrize("extra", [(), ("--workers", "2")], ids=["serial", "two-workers"])
def test_ctrl_c_during_simulate_is_one_line_and_keeps_finished_blocks(tmp_path, extra):
    store = tmp_path / "store"
    done = interrupt_after_first_block(store, *extra)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("variorum: interrupted:"), done.stderr
    assert f"kept in {store}" in lines[0]
    blocks = list(store.rglob("*.json"))
    assert blocks
    for path in blocks:  # whole files only: a block is written under another name and renamed
        record = json.loads(path.read_text(encoding="utf-8"))
        first, last = record["seeds"]
        assert record["tally"]["deals"] == last - first + 1


def test_a_huge_deal_count_starts_at_once_instead_of_listing_its_blocks(tmp_path):
    # 10**11 deals: before the blocks were streamed, the list of 10**8 ranges took gigabytes
    # before the first deal; now the first block is finished within seconds (the test above
    # waits for it with the same count).
    store = tmp_path / "store"
    done = interrupt_after_first_block(store, "--engine", "reference")
    assert done.returncode == 130 and "Traceback" not in done.stderr
