"""The ruleset pages' boards in headless Chromium (tests/browser.py), served over http on
127.0.0.1 as ``variorum site --serve`` serves them: a Queen's Audience deal played to the end by
clicking cards and piles, a refused move showing the rule's quotation, a small simulation, and
the page opened from disk saying how to play, a record saved at the terminal loaded (and a bad
one refused).  Skipped, saying why, where the browser or
node_modules/pyodide is absent."""

from __future__ import annotations

import json
import shutil
import time
import urllib.parse
from pathlib import Path

import pytest

from comparer.site.play import pyodide_dir
from comparer.specs import spec_for
from comparer.terminal.session import Session
from rules.engine.deal import POLICY_STREAM, Rng
from rules.engine.state import new_game
from rules.play.policies import get_policy
from rules.play.record import replay_record
from tests.browser import Browser, serve
from tests.test_site import site  # noqa: F401  (the session's built site)


pytestmark = pytest.mark.skipif(pyodide_dir() is None, reason="node_modules/pyodide is absent (run npm ci)")

QA, BC = "queens-audience/dick-1883", "british-constitution/cadogan-1874"
#: Seconds Python may take to start on a loaded machine (the page itself gives up after 60).
START = 90


def _board(browser: Browser) -> dict[str, str]:
    return browser.driver.execute_script("return Object.assign({}, document.getElementById('play').dataset)")


def _open_live(browser: Browser, url: str) -> float:
    """Open a ruleset page and wait until its board is live; the seconds it took."""
    started = time.perf_counter()
    browser.open(url)
    browser.wait_for(lambda d: _board(browser).get("state") in ("live", "failed", "timeout"), START)
    assert _board(browser)["state"] == "live", browser.find("#pv-note").text
    return time.perf_counter() - started


def _console_errors(browser: Browser) -> list[str]:
    """What the console said, but the site's missing favicon (no page asks for one)."""
    return [m for m in browser.console() if "favicon.ico" not in m]


def _new_deal(browser: Browser, seed: int) -> None:
    box = browser.find("#pv-seed")
    box.clear()
    box.send_keys(str(seed))
    browser.find("#pv-new").click()
    browser.wait_for(lambda d: _board(browser).get("dealt") == str(seed) and _board(browser)["moves"] == "0", 30)


def _click_move(browser: Browser, move: str) -> None:
    """Make ``move`` as a reader does: the stock to deal, else a card and then the pile it goes
    to, or the two cards of a pair."""
    before = int(_board(browser)["moves"])
    if move in ("deal", "redeal"):
        browser.find(".pv-stockpile").click()
    elif "+" in move:
        a, b = move.split("+")
        browser.find(f'[data-pos="{a}"]').click()
        browser.find(f'[data-pos="{b}"]').click()
    else:
        a, b = move.split(">")
        browser.find(f'[data-pos="{a}"]').click()
        browser.find(f'[data-pile="{b.split("*")[0]}"]').click()
    browser.wait_for(lambda d: int(_board(browser)["moves"]) == before + 1, 30)


def test_a_queens_audience_deal_is_played_to_the_end_by_clicking(browser: Browser, site: Path) -> None:  # noqa: F811
    st = new_game(spec_for(QA), 1)
    greedy, rng = get_policy("greedy"), Rng(1 ^ POLICY_STREAM)
    with serve(site) as base:
        _open_live(browser, base + "en/ruleset/queens-audience--dick-1883.html")
        _new_deal(browser, 1)
        while (moves := st.legal_moves()):
            move = greedy(st, moves, rng)
            st.apply(move)
            _click_move(browser, str(move))
        assert st.is_won()
        assert _board(browser)["won"] == "1" and browser.find("#pv-status").text.startswith("Won!")
        assert _board(browser)["moves"] == str(len(st.history))
        href = browser.find("#pv-download").get_attribute("href")
        record = json.loads(urllib.parse.unquote(href.split(",", 1)[1]))
        assert replay_record(spec_for(QA), record).is_won()  # what `variorum play --load` replays
        assert not _console_errors(browser)


def test_a_refused_move_shows_the_quoted_rule_in_the_pages_language(browser: Browser, site: Path) -> None:  # noqa: F811
    with serve(site) as base:
        _open_live(browser, base + "ru/ruleset/british-constitution--cadogan-1874.html")
        box = browser.find("#pv-move")
        box.send_keys("e1>f1")
        browser.find("#pv-play").click()
        browser.wait_for(lambda d: browser.find("#pv-refusal").is_displayed(), 30)
        shown = [line.strip() for line in browser.find("#pv-refusal").text.splitlines()]
        terminal = [line.strip() for line in Session(spec_for(BC), 0, BC, None, "ru").handle("e1>f1")[0].splitlines()]
        assert shown == terminal and shown[0].startswith("нельзя:")
        assert any("«" in line for line in shown[2:])  # the source's words, quoted
        assert _board(browser)["moves"] == "0"
        assert not _console_errors(browser)


def test_a_small_simulation_fills_its_progress_bar_and_reports_the_rate(browser: Browser, site: Path) -> None:  # noqa: F811
    with serve(site) as base:
        _open_live(browser, base + "en/ruleset/queens-audience--dick-1883.html")
        deals = browser.find("#pv-deals")
        deals.clear()
        deals.send_keys("40")
        browser.find("#pv-simulate").click()
        browser.wait_for(lambda d: _board(browser).get("simulated") == "40", 120)
        bar = browser.find("#pv-progress")
        assert bar.get_attribute("value") == bar.get_attribute("max") == "40"
        assert "of 40 deals won" in browser.find("#pv-simresult").text


def test_a_board_whose_python_cannot_load_says_why_and_what_to_do(browser: Browser, site: Path,  # noqa: F811
                                                                 tmp_path: Path) -> None:
    broken = tmp_path / "site"
    shutil.copytree(site, broken, ignore=shutil.ignore_patterns("pyodide.asm.wasm"))
    page = broken / "en" / "ruleset" / "queens-audience--dick-1883.html"
    page.write_text(page.read_text("utf-8").replace('data-timeout="60"', 'data-timeout="10"'), "utf-8")
    with serve(broken) as base:
        browser.open(base + "en/ruleset/queens-audience--dick-1883.html")
        browser.wait_for(lambda d: _board(browser).get("state") in ("failed", "timeout"), 30)
        assert "application/wasm" in browser.find("#pv-note").text
        assert browser.find("#pv-move").get_attribute("disabled") is not None


def test_a_page_opened_from_disk_says_in_one_line_how_to_play(browser: Browser, site: Path) -> None:  # noqa: F811
    browser.open((site / "en" / "ruleset" / "queens-audience--dick-1883.html").as_uri())
    note = browser.find("#pv-note").text
    assert "variorum site --serve" in note and "\n" not in note
    assert browser.find('[data-pile="a1"] .pv-card')  # the deal drawn at build time
    assert not _console_errors(browser)


def _load(browser: Browser, path: Path) -> None:
    """Choose ``path`` in the board's file input, as a reader does, and wait for the answer."""
    browser.driver.execute_script("document.getElementById('pv-message').textContent = ''")
    browser.find("#pv-load").send_keys(str(path))
    browser.wait_for(lambda d: browser.find("#pv-message").text, 60)


def test_a_record_saved_at_the_terminal_is_loaded_and_a_bad_one_refused(browser: Browser, site: Path,  # noqa: F811
                                                                       tmp_path: Path) -> None:
    session = Session(spec_for(BC, "sequence-moves"), 7, BC, "sequence-moves", "en")
    greedy, rng = get_policy("lookahead"), Rng(7 ^ POLICY_STREAM)
    for _ in range(10):
        session.state.apply(greedy(session.state, session.state.legal_moves(), rng))
    record = tmp_path / "cadogan-7.json"
    assert session.handle(f"save {record}")[0].startswith("saved")  # `variorum play`'s save
    with serve(site) as base:
        _open_live(browser, base + "en/ruleset/british-constitution--cadogan-1874.html")
        _load(browser, record)
        assert browser.find("#pv-message").text == "loaded cadogan-7.json"
        assert (_board(browser)["dealt"], _board(browser)["moves"]) == ("7", "10")
        assert browser.find("#pv-reading").get_attribute("value") == "sequence-moves"
        assert browser.find("#pv-seed").get_attribute("value") == "7"
        href = browser.find("#pv-download").get_attribute("href")
        assert json.loads(urllib.parse.unquote(href.split(",", 1)[1]))["moves"] == json.loads(
            record.read_text("utf-8"))["moves"]
        bad = tmp_path / "ls.json"
        bad.write_bytes(Path(shutil.which("ls") or "/bin/ls").read_bytes()[:4096])
        _load(browser, bad)
        said = browser.find("#pv-message").text
        assert said.startswith("cannot load: ls.json: not a game record") and "\n" not in said, said
        assert (_board(browser)["dealt"], _board(browser)["moves"]) == ("7", "10")  # the game goes on
        assert not _console_errors(browser)
