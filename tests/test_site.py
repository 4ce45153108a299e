"""`variorum site`: the static site is complete, offline, escaped and bilingual.

The site is built once per test session into a temporary folder (a few seconds: nothing is
played; win rates come from the audit's cache).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from comparer.cli import main

HREF = re.compile(r'\b(?:href|src)="([^"]*)"')


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "_site"
    assert main(["site", "--out", str(out)]) == 0
    return out


def _pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_site_has_every_kind_of_page_in_both_languages(site: Path) -> None:
    for lang in ("en", "ru"):
        root = site / lang
        assert (root / "index.html").is_file() and (root / "downloads.html").is_file()
        assert (root / "game" / "queens-audience.html").is_file()
        assert (root / "ruleset" / "queens-audience--dick-1883.html").is_file()
        assert (root / "witness" / "ru-24-patiences-p7.html").is_file()
        assert (root / "source" / "dick-1883.html").is_file()
        assert list((root / "compare").glob("queens-audience--*~queens-audience--*.html"))
    assert (site / "downloads" / "variant-graph.graphml").is_file()
    assert (site / "downloads" / "collation" / "queens-audience.csv").is_file()
    assert (site / "downloads" / "tei" / "queens-audience-wp.xml").is_file()


def test_every_internal_link_resolves_to_a_file_and_its_anchor(site: Path) -> None:
    broken = []
    ids: dict[Path, set[str]] = {}
    for page in _pages(site):
        for target in HREF.findall(page.read_text("utf-8")):
            if target.startswith(("data:", "mailto:")):
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page.resolve()
            if not file.is_file():
                broken.append(f"{page.relative_to(site)} -> {target}")
            elif anchor and file.suffix == ".html":
                if file not in ids:
                    ids[file] = set(re.findall(r'\bid="([^"]+)"', file.read_text("utf-8")))
                if anchor not in ids[file]:
                    broken.append(f"{page.relative_to(site)} -> {target} (no such anchor)")
    assert not broken, broken[:10]


def test_every_page_has_a_content_security_policy_and_a_language_switch(site: Path) -> None:
    for page in _pages(site):
        html = page.read_text("utf-8")
        csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
        assert csp, page
        assert "default-src 'none'" in csp.group(1), page
        assert "'unsafe-inline'" not in csp.group(1), page
        assert 'class="lang-switch"' in html, page
        scripts = re.findall(r"<script\b[^>]*>", html)
        assert all(" src=" in s for s in scripts), (page, scripts)  # never inline
        allowed = "script-src 'self'" if scripts else "script-src 'none'"
        assert allowed in csp.group(1), page
        if page.parent.name == "ruleset":  # the board: its worker, its files and WebAssembly (issue 16)
            assert "'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'" in csp.group(1), page


def test_no_asset_is_fetched_from_the_network(site: Path) -> None:
    for page in _pages(site):
        for target in HREF.findall(page.read_text("utf-8")):
            assert not target.startswith(("http://", "https://", "//")), (page, target)


def test_only_the_search_page_and_the_ruleset_boards_load_a_script(site: Path) -> None:
    with_script = {p.relative_to(site).as_posix() for p in _pages(site) if "<script" in p.read_text("utf-8")}
    boards = {p.relative_to(site).as_posix() for p in site.glob("*/ruleset/*.html")}  # issue 16
    assert with_script == {"en/search.html", "ru/search.html"} | boards


def test_a_page_with_an_inline_script_is_refused() -> None:
    from comparer.site import csp_for

    with pytest.raises(ValueError, match="inline"):
        csp_for("<style>a {}</style><script>alert(1)</script>")
    assert "script-src 'self'" in csp_for('<style>a {}</style><script src="x.js"></script>')


def test_the_search_index_holds_every_name_in_both_spellings(site: Path) -> None:
    import json

    text = (site / "assets" / "search-index.js").read_text("utf-8")
    assert text.startswith("window.VARIORUM_SEARCH = ") and text.rstrip().endswith(";")
    index = json.loads(text.split("=", 1)[1].rstrip().rstrip(";"))
    assert "Аудиенция королевы" in index["queens-audience"]
    assert "British Constitution" in index["british-constitution"] and "Конституция" in index["british-constitution"]
    # printed in the old spelling, and its modern form made by the normaliser
    assert {"Индійская императрица", "Индийская императрица"} <= set(index["indian-empress"])
    assert {"ОСАЖДЕННЫЙ ГОРОДЪ", "ОСАЖДЕННЫЙ ГОРОД"} <= set(index["besieged-city"])
    assert "Лорды и дамы" in index["royal-cotillion"]  # an alias from a claim


def test_without_script_the_search_page_lists_every_game(site: Path) -> None:
    from rules.vocabulary import load_vocabulary

    html = (site / "en" / "search.html").read_text("utf-8")
    listed = set(re.findall(r'<li data-game="([^"]+)">', html))
    assert listed == set(load_vocabulary().games)
    assert '<form id="search" role="search" hidden>' in html  # shown by the script only


def test_the_policy_allows_exactly_the_pages_style_block() -> None:
    from comparer.site import csp_for

    one = csp_for("<style>a { color: red; }</style>")
    other = csp_for("<style>a { color: blue; }</style>")
    assert one != other and "'sha256-" in one


def test_the_game_page_draws_its_lineage_as_svg_linking_rulesets(site: Path) -> None:
    html = (site / "en" / "game" / "queens-audience.html").read_text("utf-8")
    svg = html[html.index("<svg"):html.index("</svg>")]
    assert 'role="img"' in svg and "<title" in svg and "<desc" in svg
    assert 'href="../ruleset/queens-audience--dick-1883.html"' in svg
    assert 'stroke-dasharray' in svg  # inferred edges are dashed, documented ones are not


def test_the_lineage_places_a_ruleset_at_the_edition_it_is_named_after_and_says_a_disputed_date(site: Path) -> None:
    html = (site / "en" / "game" / "british-constitution.html").read_text("utf-8")
    svg = html[html.index("<svg"):html.index("</svg>")]
    assert "cadogan-1874 (1874)" in svg and "(1869)" not in svg and "(1870)" not in svg
    note = ("british-constitution/cadogan-1874 is placed at 1874, the edition it is named after; the date of "
            "its source is disputed: c. 1870 (wp-en-cadogan); 1874 (patience-nl, vegassolitaire, spectator-1874).")
    assert f"<title>{note}</title>" in svg  # the node's tooltip
    assert f'<p class="cite">{note}</p>' in html  # and a note under the drawing
    ru = (site / "ru" / "game" / "british-constitution.html").read_text("utf-8")
    assert "cadogan-1874 помещён в 1874 год" in ru


def test_the_lineage_draws_a_borrowing_from_a_later_source_apart_and_pointing_at_the_lender(site: Path) -> None:
    html = (site / "en" / "game" / "british-constitution.html").read_text("utf-8")
    svg = html[html.index("<svg"):html.index("</svg>")]
    arrows = re.findall(r'<path ([^>]*)><title>([^<]*)</title>', svg)
    cadogan, morehead = "british-constitution/cadogan-1874", "british-constitution/morehead-mott-smith-1949"
    later = [a for a, label in arrows if label.startswith(f"{cadogan} → {morehead}: borrows unstated rules from a later")]
    assert len(later) == 1 and 'stroke="#8a8a8a"' in later[0] and 'stroke-dasharray="2 3"' in later[0]
    # the inferred lineage runs from 1949 to its nearest earlier ruleset, 1874; nothing runs from 1874 to 1949 as lineage
    assert any(label.startswith(f"{morehead} → {cadogan}: inferred") for _a, label in arrows)
    assert not any(label.startswith(f"{cadogan} → {morehead}: inferred") or "documented lineage" in label
                   for _a, label in arrows if label.startswith(cadogan))
    assert "1 borrowings of unstated rules (1 of them from a later ruleset, not lineage)" in svg
    page = (site / "en" / "ruleset" / "british-constitution--cadogan-1874.html").read_text("utf-8")
    assert "borrows unstated rules from <a" in page and "an editorial borrowing, not lineage" in page
    ru = (site / "ru" / "ruleset" / "british-constitution--cadogan-1874.html").read_text("utf-8")
    assert "заимствует неоговорённые правила у <a" in ru and "а не преемственность" in ru


def test_the_pre_reform_witness_has_a_keyboard_usable_spelling_toggle(site: Path) -> None:
    html = (site / "ru" / "witness" / "ru-24-patiences-p7.html").read_text("utf-8")
    assert '<input type="checkbox" id="spelling">' in html and '<label class="toggle" for="spelling">' in html
    assert 'class="orig"' in html and 'class="reg"' in html
    assert "<mark" in html  # the claims' words are highlighted


def test_the_russian_index_names_the_games_in_russian(site: Path) -> None:
    html = (site / "ru" / "index.html").read_text("utf-8")
    assert "Аудиенция королевы" in html and 'lang="ru"' in html


def test_corpus_text_holding_markup_is_shown_as_text(tmp_path: Path) -> None:
    import corpus
    from comparer.site import render_page
    from comparer.site.pages import witness_data

    texts = tmp_path / "texts"
    shutil.copytree(corpus.TEXTS_DIR, texts)
    f = texts / "queens-audience-wp.xml"
    f.write_text(f.read_text("utf-8").replace(
        ">First, sixteen cards", ">&lt;script&gt;alert(1)&lt;/script&gt; First, sixteen cards", 1), "utf-8")
    corp = corpus.load(texts_dir=texts)
    assert "<script>" in corp.segments["qa-en-rules-s1"].orig
    html = render_page("en", "witness/queens-audience-wp-en.html", "site/witness.html",
                       witness_data(corp, "queens-audience-wp-en", "en") | {"lang": "en"})
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "<script" not in html


def test_the_audit_chart_draws_cached_cells_shades_the_stated_range_and_names_the_missing() -> None:
    from comparer.site import WORDS
    from comparer.site.audit_svg import audit_drawing

    cell = {"ruleset": "g/src", "reading": None, "plain": True, "spec": "h1", "deals": 100, "wins": 30,
            "rate": 0.3, "low": 0.22, "high": 0.4}
    rows = [cell | {"policy": "greedy"}, {k: cell[k] for k in ("ruleset", "reading", "plain", "spec")} | {"policy": "random"},
            cell | {"reading": "other", "spec": "h1", "policy": "lookahead"},  # plays alike: the same row
            {"ruleset": "g/src", "reading": "broken", "policy": "-", "error": "cannot compile"}]
    d = audit_drawing(rows, ["3/4"], WORDS["en"], "Some Game")
    assert len(d["rows"]) == 1 and "(+1 alike)" in d["rows"][0]["label"]
    assert [m["policy"] for m in d["rows"][0]["marks"]] == ["greedy", "lookahead"]
    assert d["rows"][0]["absent"] == "not computed: random"
    (band,) = d["bands"]
    assert "62.5–87.5%" in band["label"] and "62.5–87.5%" in d["desc"] and "1 not computed" in d["desc"]


def test_the_game_page_shows_the_odds_audit_chart_with_its_text_alternative(site: Path) -> None:
    html = (site / "en" / "game" / "queens-audience.html").read_text("utf-8")
    assert 'id="odds-audit"' in html
    svg = html[html.index('<svg class="chart"'):]
    svg = svg[:svg.index("</svg>")]
    assert 'role="img"' in svg and '<title id="audit-title">' in svg and '<desc id="audit-desc">' in svg
    assert "stated 3/4: 62.5–87.5%" in svg  # the stated figure's range, shaded
    assert "can be won three times out of four" in html


def test_the_witness_page_lists_each_corrected_error_with_its_kind(site: Path) -> None:
    r24 = (site / "en" / "witness" / "ru-24-patiences-p7.html").read_text("utf-8")
    assert "OCR: 64" in r24 and re.search(r'<td lang="[^"]+">видђ</td><td lang="[^"]+">видѣ</td>', r24)
    # every <sic>/<corr> of the file is listed, the "." of rule VI (before its first sentence) too
    witness = (Path(__file__).resolve().parent.parent / "corpus" / "texts" / "ru-24-patiences-p7.xml").read_text("utf-8")
    assert r24.count('<td>OCR</td>') == witness.count("<sic") == 64
    assert re.search(r'r24-besieged-rule6-s1</a> \(outside the sentence, in its paragraph\)</td><td>OCR</td>'
                     r'<td>medium</td><td lang="[^"]+"></td><td lang="[^"]+">\.</td>', r24)
    rc = (site / "ru" / "witness" / "royal-cotillion-wp-ru.html").read_text("utf-8")
    assert "машинный перевод: 21" in rc and "опечатка: 2" in rc
    assert "The editors corrected no error" in (site / "en" / "witness" / "queens-audience-wp-en.html").read_text("utf-8")


def test_a_comparison_page_says_where_its_effects_come_from_or_that_they_are_not_measured(site: Path) -> None:
    html = (site / "en" / "compare" /
            "british-constitution--cadogan-1874~british-constitution--morehead-mott-smith-1949.html").read_text("utf-8")
    says = re.search(r'id="effects-source">Measured effects: ([^<]*)', html)
    assert says and ("not measured" in says.group(1) or "read from the comparer" in says.group(1))


def test_the_ruleset_page_replays_a_seeded_game_as_the_terminal_shows_it(site: Path) -> None:
    import html as htmllib

    from comparer.specs import spec_for
    from comparer.site.replay import SEED, replay_record_of
    from comparer.terminal.session import Session

    page = (site / "en" / "ruleset" / "queens-audience--dick-1883.html").read_text("utf-8")
    record = replay_record_of("queens-audience/dick-1883")
    assert record["seed"] == SEED and record["moves"]
    assert f"--seed {SEED}</code>" in page
    steps = re.findall(r'<section class="step" id="move-(\d+)">', page)
    assert steps == [str(i) for i in range(len(record["moves"]) + 1)]
    # the last step is the screen the terminal player shows after loading the same record
    last = Session.from_record(record, spec_for).show()
    shown = page[page.index(f'id="move-{len(record["moves"])}"'):]
    shown = shown[shown.index('<div class="pre">') + 17:shown.index("</div>")]
    assert htmllib.unescape(shown) == last


def test_every_step_of_the_replay_links_only_to_steps_that_exist(site: Path) -> None:
    for page in (site / "ru" / "ruleset").glob("*.html"):
        html = page.read_text("utf-8")
        ids = set(re.findall(r'id="(move-\d+)"', html))
        assert ids and set(re.findall(r'href="#(move-\d+)"', html)) <= ids, page
