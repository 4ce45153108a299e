"""The built site in a real browser, acting as a user: every page loads without a console
message (a Content-Security-Policy refusal or a failed load logs one), from ``file://`` and
over http; search finds games by their names; the spelling toggle and the language switch do
what they say; the replay steps through a game.  One headless Chromium for the session
(``tests/browser.py``); skipped, saying why, where it is absent."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.test_site import site  # noqa: F401  (the session's built site)

serve = pytest.importorskip("tests.browser", reason="the shared browser fixture (tests/browser.py) is not here").serve


def _all_pages(site: Path) -> list[str]:  # noqa: F811
    return [p.relative_to(site).as_posix() for p in sorted(site.rglob("*.html"))]


def _complaints(browser: Any, base: str, pages: list[str]) -> list[str]:
    bad = []
    for rel in pages:
        browser.open(base + rel)
        said = browser.console()
        if said:
            bad.append(f"{rel}: {said[:2]}")
        elif rel != "index.html" and not browser.find_all("main h1"):
            bad.append(f"{rel}: no heading shown")
    return bad


def test_every_page_loads_from_file_without_a_console_message(browser: Any, site: Path) -> None:  # noqa: F811
    pages = _all_pages(site)
    assert len(pages) > 150
    assert not _complaints(browser, site.as_uri() + "/", pages)


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:  # noqa: F811
    with serve(site) as base:
        yield base


def test_every_page_loads_over_http_without_a_console_message(browser: Any, site: Path, served: str) -> None:  # noqa: F811
    assert not _complaints(browser, served, _all_pages(site))


def _visible_games(browser: Any) -> list[str]:
    return [li.get_attribute("data-game") for li in browser.find_all("#games li") if li.is_displayed()]


def _search(browser: Any, text: str) -> list[str]:
    """Type ``text`` over what the search box holds, as a user would."""
    from selenium.webdriver.common.keys import Keys

    box = browser.find("#search-q")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.BACKSPACE)
    if text:
        box.send_keys(text)
    return _visible_games(browser)


@pytest.mark.parametrize("where", ["file", "http"])
def test_search_finds_games_by_russian_english_and_pre_reform_names(browser: Any, site: Path, served: str,  # noqa: F811
                                                                     where: str) -> None:
    base = site.as_uri() + "/" if where == "file" else served
    browser.open(base + "ru/search.html")
    everything = _visible_games(browser)
    assert len(everything) == 11  # the script has run and hides nothing yet
    assert _search(browser, "Аудиенция королевы") == ["queens-audience"]
    assert _search(browser, "«аудиенция КОРОЛЕВЫ»") == ["queens-audience"]  # case and quotes folded
    assert _search(browser, "Constitution") == ["british-constitution"]
    assert _search(browser, "ОСАЖДЕННЫЙ ГОРОДЪ") == ["besieged-city"]  # as printed in 1900s spelling
    assert _search(browser, "Индійская") == ["indian-empress"]
    assert _search(browser, "осаждённый") == ["besieged-city"]  # ё and е alike
    assert _search(browser, "Лорды и дамы") == ["royal-cotillion"]  # an alias
    assert "1" in browser.find("#search-status").text
    assert _search(browser, "zzz-no-such-game") == []
    assert _search(browser, "") == everything
    assert not browser.console()


def test_search_is_usable_from_the_keyboard(browser: Any, site: Path) -> None:  # noqa: F811
    from selenium.webdriver.common.keys import Keys

    browser.open(site.as_uri() + "/en/search.html?q=constitution")
    assert _visible_games(browser) == ["british-constitution"]
    browser.find("#search-q").send_keys(Keys.ENTER)  # Enter moves to the first game found
    focused = browser.driver.switch_to.active_element
    assert focused.text == "British Constitution"
    focused.send_keys(Keys.ENTER)
    assert browser.driver.current_url.endswith("/en/game/british-constitution.html")
    assert not browser.console()


def test_the_spelling_toggle_changes_the_visible_text(browser: Any, site: Path) -> None:  # noqa: F811
    browser.open(site.as_uri() + "/ru/witness/ru-24-patiences-p7.html")
    segment = browser.find("#r24-besieged-head")
    before = segment.text
    assert "ГОРОДЪ" in before
    browser.find("label.toggle").click()
    after = segment.text
    assert after != before and "ГОРОД" in after and "ГОРОДЪ" not in after
    browser.find("#spelling").send_keys(" ")  # the keyboard: space toggles it back
    assert segment.text == before
    assert not browser.console()


@pytest.mark.parametrize("rel", ["en/game/queens-audience.html", "ru/witness/ru-24-patiences-p7.html",
                                 "en/compare/queens-audience--coops-1939~queens-audience--dick-1883.html",
                                 "en/search.html", "ru/index.html"])
def test_the_language_switch_leads_to_the_same_page_in_the_other_language(browser: Any, site: Path,  # noqa: F811
                                                                         rel: str) -> None:
    browser.open((site / rel).as_uri())
    lang = rel.split("/")[0]
    other = "ru" if lang == "en" else "en"
    assert browser.find("html").get_attribute("lang") == lang
    browser.find("a.lang-switch").click()
    assert browser.driver.current_url == (site / other / rel.split("/", 1)[1]).as_uri()
    assert browser.find("html").get_attribute("lang") == other
    assert not browser.console()


def test_the_replay_steps_through_the_game_without_script(browser: Any, site: Path) -> None:  # noqa: F811
    browser.open(site.as_uri() + "/en/ruleset/queens-audience--dick-1883.html")
    first, second = browser.find("#move-0"), browser.find("#move-1")
    assert first.is_displayed() and not second.is_displayed()
    first.find_element("link text", "next →").click()
    assert second.is_displayed() and not first.is_displayed()
    assert re.search(r"dick-1883 .* 1", second.find_element("css selector", ".pre").text.splitlines()[0])
    assert not browser.console()
