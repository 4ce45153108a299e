"""The built site in a real browser (Debian's headless ``chromium``): pages load from file://
with no console message (a Content-Security-Policy violation or a failed load would log one)
and show their content.  Skipped, saying why, where chromium is not installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.test_site import site  # noqa: F401  (the session's built site)

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)")

#: One page of each kind (both languages for the witness with pre-reform text).
PAGES = ["en/index.html", "ru/index.html", "en/game/queens-audience.html", "en/ruleset/queens-audience--dick-1883.html",
         "ru/witness/ru-24-patiences-p7.html", "en/source/dick-1883.html",
         "en/compare/queens-audience--coops-1939~queens-audience--dick-1883.html", "en/downloads.html"]


def _load(page: Path) -> tuple[str, list[str]]:
    run = subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr",
                          "--v=0", "--dump-dom", page.as_uri()], capture_output=True, text=True, timeout=120)
    console = [line for line in run.stderr.splitlines() if ":CONSOLE" in line or "Refused" in line]
    return run.stdout, console


@pytest.mark.parametrize("rel", PAGES)
def test_page_loads_in_chromium_without_console_messages(site: Path, rel: str) -> None:  # noqa: F811
    dom, console = _load(site / rel)
    assert not console, console
    assert "<main>" in dom and "<h1>" in dom
    assert 'class="lang-switch"' in dom
