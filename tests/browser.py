"""A real browser for the tests that act as a user: Debian's headless ``chromium`` driven by
selenium through Debian's ``chromedriver`` (the two come from one source package, so their
versions always match; ``.ci/run`` installs both, and selenium is in the test extras).

Use the ``browser`` fixture (one browser for the whole session; ``tests/conftest.py`` makes it
available everywhere) and ``serve(root)`` for pages that must come over http rather than from
``file://``::

    def test_search_finds_a_russian_name(browser, site):
        browser.open((site / "en/search.html").as_uri())
        ...
        assert not browser.console()

A test that needs the browser skips, saying which part is missing, where chromium, chromedriver
or selenium is absent.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")

#: Media types the site needs that Python's table may lack or get wrong (a wrong type for
#: ``.wasm`` makes Pyodide's loader hang).
MEDIA_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
               ".json": "application/json", ".svg": "image/svg+xml"}


def missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    if CHROMIUM is None:
        return "chromium is not installed (.ci/run installs Debian's chromium)"
    if CHROMEDRIVER is None:
        return "chromedriver is not installed (.ci/run installs Debian's chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


class Browser:
    """One headless Chromium page: open a URL, read what the console said since, act on it."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def open(self, url: str) -> None:
        """Load ``url`` and forget what the console said before."""
        self.console()
        self.driver.get(url)

    def console(self) -> list[str]:
        """The console's messages since the last call (errors, CSP refusals, failed loads)."""
        return [entry["message"] for entry in self.driver.get_log("browser")]

    def find(self, css: str) -> Any:
        from selenium.webdriver.common.by import By
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def find_all(self, css: str) -> list[Any]:
        from selenium.webdriver.common.by import By
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def wait_for(self, condition: Any, seconds: float = 30) -> Any:
        """Wait until ``condition(driver)`` is truthy and return it (selenium's WebDriverWait)."""
        from selenium.webdriver.support.ui import WebDriverWait
        return WebDriverWait(self.driver, seconds).until(condition)

    def screenshot(self, path: Path) -> Path:
        self.driver.save_screenshot(str(path))
        return path


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    reason = missing()
    if reason:
        pytest.skip(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1024", "--lang=en"):
        options.add_argument(argument)
    options.binary_location = str(CHROMIUM)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(str(CHROMEDRIVER)))
    driver.set_page_load_timeout(120)
    try:
        yield Browser(driver)
    finally:
        driver.quit()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MEDIA_TYPES}

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        pass


@contextmanager
def serve(root: Path) -> Iterator[str]:
    """Serve ``root`` over http on 127.0.0.1 (a free port) while the block runs; yields the base
    URL, ending in ``/``."""
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)
