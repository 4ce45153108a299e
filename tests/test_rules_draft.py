"""``variorum rules new`` / ``rules fill``: a ruleset drafted from a witness's curated claims, its
holes listed (never filled silently), ambiguous slots left as readings; compiled once filled."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import pytest

from corpus.claims import load_claims
from rules.claims import Claim, Evidence
from rules.compile.compiler import compile_resolved
from rules.draft import draft_ruleset, draft_text, fill_holes
from rules.errors import RulesetError
from rules.resolve.resolution import resolve
from rules.resolve.ruleset import RULESETS_DIR, load

NAME = "queens-audience/my-notes"
WITNESS = "my-notes-ru"


def _claim(n: int, slot: str, value: object, quote: str = "words") -> Claim:
    return Claim(id=f"my-notes-ru-c{n}", game="queens-audience", slot=slot, value=value,  # type: ignore[arg-type]
                 asserted_by="my-notes", status="stated", resp="my-notes-ru-ed-a-reader",
                 evidence=Evidence(WITNESS, (f"my-notes-ru-p{n}-s1",), quote))


MINE = [_claim(1, "deck.packs", 1), _claim(2, "antechamber.size", 16), _claim(3, "stock.redeals", 1, "пересдать"),
        _claim(4, "waste.access", "top"), _claim(5, "end.win", "all-to-chamber")]


@pytest.fixture(scope="module")
def corpus_claims() -> list[Claim]:
    return load_claims()


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A scratch copy of the rulesets, to write the draft into."""
    shutil.copytree(RULESETS_DIR, tmp_path / "rulesets")
    return tmp_path / "rulesets"


def _compile(text: str, root: Path, claims: list[Claim], reading: str | None = None) -> object:
    path = root / f"{NAME}.toml"
    path.write_text(text, encoding="utf-8")
    return compile_resolved(resolve(load(NAME, root), claims, reading, root=root))


def test_every_hole_is_listed_with_the_nearest_rulesets_value_as_a_comment_and_the_draft_does_not_compile(
        corpus_claims: list[Claim], root: Path) -> None:
    claims = corpus_claims + MINE
    d = draft_ruleset(NAME, WITNESS, claims, "My notes", 2026, root)
    assert d.nearest == "queens-audience/dick-1883"  # the root of the Queen's Audience versions
    holes = {h.slot: h for h in d.holes}
    assert {"pair.moves", "foundation.base", "stock.deal.timing", "antechamber.fill"} <= set(holes)
    assert not {"deck.packs", "antechamber.size", "stock.redeals"} & set(holes)
    assert holes["foundation.base"].suggestion == ("J+A",)
    text = draft_text(d)
    data = tomllib.loads(text)
    assert [e["slot"] for e in data["editorial"]] == [h.slot for h in d.holes]
    assert all("value" not in e for e in data["editorial"])  # suggestions are comments only
    assert '# suggestion: value = ["J+A"]' in text
    assert data["draw"] == [{"source": "my-notes", "witnesses": [WITNESS]}]
    with pytest.raises(RulesetError, match="editorial claim for slot"):
        _compile(text, root, claims)


def test_filled_holes_compile_and_the_drawn_claims_win(corpus_claims: list[Claim], root: Path) -> None:
    claims = corpus_claims + MINE
    d = draft_ruleset(NAME, WITNESS, claims, "My notes", 2026, root)
    fills = {"stock.deal.timing": {"value": "any-time", "cert": "high",
                                   "justification": {"en": "the notes deal at any time", "ru": "в любое время"}},
             "deck.packs": {"value": 2, "justification": {"en": "x", "ru": "x"}},
             "*": {"from": "queens-audience/dick-1883", "justification": {"en": "as Dick", "ru": "как у Дика"}}}
    text, report = fill_holes(draft_text(d), fills, claims, root=root)
    assert report.left == () and "stock.deal.timing" in report.filled
    assert report.skipped == ("deck.packs",)  # given by a claim: not a hole, left as it is
    assert "(the value of queens-audience/dick-1883)" in text
    spec = _compile(text, root, claims)
    res = resolve(load(NAME, root), claims, root=root)
    assert res["stock.redeals"].value == 1 and res["stock.redeals"].origin == "stated"
    assert res["stock.deal.timing"].value == "any-time" and res["deck.packs"].value == 1
    dick = compile_resolved(resolve(load("queens-audience/dick-1883", root), claims, root=root))
    assert spec != dick


def test_claims_that_disagree_become_readings_and_each_reading_compiles(corpus_claims: list[Claim], root: Path) -> None:
    claims = corpus_claims + MINE + [_claim(6, "stock.redeals", 0, "сдать один раз")]
    d = draft_ruleset(NAME, WITNESS, claims, "My notes", None, root)
    assert list(d.ambiguous) == ["stock.redeals"]
    text, report = fill_holes(draft_text(d), {"*": {"from": "queens-audience/dick-1883",
                                                    "justification": {"en": "as Dick", "ru": "как у Дика"}}},
                              claims, root=root)
    data = tomllib.loads(text)
    assert data["draw"][0]["exclude"] == ["stock.redeals"]
    names = [r["name"] for r in data["reading"]]
    assert names == ["stock-redeals-1", "stock-redeals-0"] and data["reading"][0]["default"] is True
    one = _compile(text, root, claims)
    other = _compile(text, root, claims, "stock-redeals-0")
    assert one != other


def test_a_fill_needs_a_justification_in_both_languages(corpus_claims: list[Claim], root: Path) -> None:
    d = draft_ruleset(NAME, WITNESS, corpus_claims + MINE, "", None, root)
    with pytest.raises(RulesetError, match="justification"):
        fill_holes(draft_text(d), {"pair.moves": {"value": ["K+Q:chamber"], "justification": {"en": "x"}}},
                   corpus_claims)


def test_a_witness_without_curated_claims_of_the_source_is_refused(corpus_claims: list[Claim]) -> None:
    with pytest.raises(RulesetError, match="claims review"):
        draft_ruleset(NAME, "nobody", corpus_claims)
    with pytest.raises(RulesetError, match="asserted by .*wp-ru-queens-audience"):
        draft_ruleset("queens-audience/someone", "queens-audience-wp-ru", corpus_claims)
    with pytest.raises(RulesetError, match="GAME/SOURCE"):
        draft_ruleset("no-such-game/x", WITNESS, corpus_claims)


def test_rules_new_and_fill_on_the_command_line(scratch_corpus: Path, root: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    import rules.resolve.ruleset as ruleset_module
    from comparer.cli import main
    from corpus.claims import write_claims
    from corpus.importer import ImportRequest, plan_import, write_plan

    monkeypatch.setattr(ruleset_module, "RULESETS_DIR", root)
    ruleset_module._load_cached.cache_clear()
    src = tmp_path / "notes.txt"
    src.write_text("Заметки\n\n" + "\n".join(f"Правило {n}." for n in range(1, 6)) + "\n", encoding="utf-8")
    write_plan(plan_import(ImportRequest(src, "ru", "my-notes", title="My notes")))
    mine = [Claim(id=c.id, game=c.game, slot=c.slot, value=c.value, asserted_by="my-notes", status="stated",
                  resp="my-notes-ru-curator", evidence=Evidence(WITNESS, (f"my-notes-ru-p{n}-s1",), "Правило"))
            for n, c in enumerate(MINE, 1)]
    write_claims(scratch_corpus / "texts" / f"{WITNESS}.xml", mine)
    assert main(["rules", "new", NAME, "--from", WITNESS]) == 0
    assert "holes to fill" in capsys.readouterr().out and (root / f"{NAME}.toml").is_file()
    assert main(["rules", "new", NAME, "--from", WITNESS]) == 2
    assert "exists already" in capsys.readouterr().err
    fills = tmp_path / "holes.toml"
    fills.write_text('["*"]\nfrom = "queens-audience/dick-1883"\njustification = { en = "as Dick", ru = "как у Дика" }\n',
                     encoding="utf-8")
    assert main(["rules", "fill", NAME, str(fills)]) == 0
    assert f"{NAME} compiles" in capsys.readouterr().out
    assert main(["rules", "fill", "queens-audience/nowhere", str(fills)]) == 2
    ruleset_module._load_cached.cache_clear()
