"""The test browser itself: it hears what a page's console says, and the local server gives
the site's files the media types a browser insists on."""

from __future__ import annotations

import urllib.request
from pathlib import Path

from tests.browser import Browser, serve


def test_local_server_serves_wasm_as_application_wasm(tmp_path: Path) -> None:
    (tmp_path / "engine.wasm").write_bytes(b"\0asm\1\0\0\0")
    (tmp_path / "worker.mjs").write_text("export {};\n", encoding="utf-8")
    with serve(tmp_path) as base:
        with urllib.request.urlopen(base + "engine.wasm") as reply:
            assert reply.headers["Content-Type"] == "application/wasm"
            assert reply.read() == b"\0asm\1\0\0\0"
        with urllib.request.urlopen(base + "worker.mjs") as reply:
            assert reply.headers["Content-Type"].startswith("text/javascript")


def test_browser_reports_a_console_error_and_a_csp_refusal(browser: Browser, tmp_path: Path) -> None:
    (tmp_path / "noisy.js").write_text('console.error("noisy page");\n', encoding="utf-8")
    (tmp_path / "page.html").write_text(
        '<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src \'self\'">'
        '<title>t</title><script src="noisy.js"></script></head>'
        '<body><p id="p">x</p><img src="https://example.invalid/a.png" alt=""></body></html>', encoding="utf-8")
    with serve(tmp_path) as base:
        browser.open(base + "page.html")
        said = browser.console()
    assert any("noisy page" in line for line in said), said
    assert any("Content Security Policy" in line for line in said), said
    # read once, forgotten: (a late favicon request may still say something of its own)
    assert not any("noisy page" in line for line in browser.console())
