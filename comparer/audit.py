"""The odds audit: every stated chance of winning in the corpus, checked by simulation.

A stated figure is a claim about a game *and* about how well it is played.  For each claim of
slot ``odds.win`` (``corpus.claims.load_claims``) the audit

1. reads the figure as a range of win rates: a fraction *N/M* as a rounded figure (half a step
   of *1/M* either side: "three in four" is 62.5–87.5%), a decimal to its last digit, words
   through the cited scale in ``comparer/odds_words.toml``;
2. plays every ruleset of the claim's game under **every combination** of its declared readings
   (one reading per question; combinations that compile to the same spec are played once) with
   every policy: ``random``, ``greedy``, ``lookahead``, ``expert`` (cannot see the stock) and
   ``solver`` (knows the stock: the upper bound of any player; its give-ups count as losses at
   the low end of its interval and as wins at the high end);
3. gives a verdict: **consistent** when a ruleset's plain reading (its defaults) played by the
   strongest fair player run on it (expert, else lookahead) has a 95% interval meeting the
   figure's range; **reproduced only under** the readings and players whose interval meets it;
   **contradicted by every reading tried** when none does.  It names the cell the figure most
   likely describes: among those that reproduce it, a fair player (not random, not the
   clairvoyant solver) first, then the fewest readings changed from the plain text, then the
   rate nearest the figure.

The expert is run only where it finishes in reasonable time: on games whose default policy
(``rules/play/default_policies.toml``) is weaker, its cells say so instead.

Cells are cached as JSON under
``results/cache/<spec hash>/<policy>-<parameters>-<first seed>-<deals>.json``: the spec hash
(``rules.kernel.coverage.spec_hash``) leaves out names, notation keys and provenance, so equal
games share results; ``<parameters>`` is a digest of what decides the policy's play besides the
deal (:func:`policy_parameters`: the solver's limits, the expert's samples and budget, the
lookahead's search budget, the move cap), written out in the file, so a cell computed with
other parameters is not taken for this one.  The site and the comparer read the cells without
playing again.  A cell stops early when its budget of CPU seconds runs out; the file records
the deals actually played.

A cell of the same spec and policy computed with other parameters (another ``SOLVER_VERSION``
of ``rules.play.solver`` for the solver and the expert, other expert samples, …) is *stale*:
never read as a result; the audit computes the current one, and without computing
(``--no-compute``, the site) the row says "stale" and why (:func:`stale_reason`).
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

from rules.errors import VariorumError
from rules.kernel.coverage import spec_hash

ROOT = Path(__file__).resolve().parents[1]
CACHE_DIR = ROOT / "results" / "cache"
WORDS = Path(__file__).with_name("odds_words.toml")

#: Policies in the audit, weakest first; deals per cell and the budget per cell (CPU seconds).
POLICIES: tuple[tuple[str, int, float], ...] = (
    ("random", 200, 30.0), ("greedy", 200, 30.0), ("lookahead", 100, 120.0),
    ("expert", 50, 150.0), ("solver", 100, 60.0))
FAIR = ("expert", "lookahead")
#: the move cap of every cell (a game still running is stopped and counted as lost)
MAX_MOVES = 5000


# -- figures ---------------------------------------------------------------------------------

def _words() -> dict[str, Any]:
    with WORDS.open("rb") as fh:
        return dict(tomllib.load(fh)["words"])


def figure_range(value: object) -> dict[str, Any]:
    """The range of win rates a stated figure stands for, and how it was read.

    >>> r = figure_range("3/4"); (r["low"], r["point"], r["high"])
    (0.625, 0.75, 0.875)
    >>> figure_range("high chance of winning")["low"]
    0.66
    """
    text = str(value).strip()
    if "/" in text:
        n, m = (int(x) for x in text.split("/", 1))
        return {"point": n / m, "low": (n - 0.5) / m, "high": min(1.0, (n + 0.5) / m),
                "how": f"{text} read as a rounded fraction (half of 1/{m} either side)"}
    try:
        x = float(text)
    except ValueError:
        pass
    else:
        digits = len(text.split(".")[1]) if "." in text else 0
        half = 0.5 * 10 ** -digits
        return {"point": x, "low": max(0.0, x - half), "high": min(1.0, x + half),
                "how": f"{text} read to its last digit"}
    entry = _words().get(text.lower())
    if entry is None:
        raise VariorumError(f"odds {text!r}: no reading in {WORDS.name}; add one with its scale")
    return {"point": round((entry["low"] + entry["high"]) / 2, 6), "low": entry["low"],
            "high": entry["high"], "how": f"{entry['scale']} '{entry['term']}': {entry['why']}"}


def odds_claims(game: str | None = None) -> list[Any]:
    """The corpus claims of slot ``odds.win`` (of ``game``, if given)."""
    from corpus.claims import load_claims

    every = [c for c in load_claims() if c.slot == "odds.win"]
    out = [c for c in every if game is None or c.game == game]
    if game is not None and not out:
        with_odds = ", ".join(sorted({c.game for c in every}))
        raise VariorumError(f"no stated chance of winning for game {game!r} in the corpus "
                            f"(games with one: {with_odds})")
    return out


# -- readings, specs, cache -----------------------------------------------------------------

def reading_combinations(ruleset: str) -> list[str | None]:
    """Every combination of declared readings (one per question; readings that change nothing
    in this ruleset left out): None for the defaults, else the non-default names joined with
    ``+``."""
    from comparer.specs import inert_readings
    from rules.resolve.ruleset import all_readings, load

    inert = set(inert_readings(ruleset))
    axes: dict[str, list[Any]] = {}
    for r in all_readings(load(ruleset)):
        if r.default or r.name not in inert:
            axes.setdefault(r.axis, []).append(r)
    combos: list[str | None] = []
    for pick in itertools.product(*axes.values()):
        names = [r.name for r in pick if not r.default]
        combos.append("+".join(names) if names else None)
    return combos or [None]


def policy_parameters(policy: str) -> dict[str, Any]:
    """What decides ``policy``'s play besides the deal and its seed: the parameters of the
    registered policy object (a part of a cell's cache key)."""
    out: dict[str, Any] = {"max_moves": MAX_MOVES}
    if policy in ("solver", "expert"):
        from rules.play.solver import SOLVER_VERSION

        # a cell of another solver (the expert solves imagined deals with it) is stale
        out["solver_version"] = SOLVER_VERSION
    if policy == "solver":
        from rules.play.solver import POLICY_LIMITS

        out.update(nodes=POLICY_LIMITS.nodes, cpu_seconds=POLICY_LIMITS.seconds,
                   table=POLICY_LIMITS.table)
    elif policy == "expert":
        from rules.play.expert import expert

        out.update(expert.parameters())
    elif policy == "lookahead":
        from rules.play.lookahead import lookahead

        out.update(budget=lookahead.budget, max_sideways=lookahead.max_sideways,
                   max_idle=lookahead.max_idle,
                   evaluator=lookahead.evaluator_class.__name__)
    return out


def parameters_tag(params: dict[str, Any]) -> str:
    """A short digest of a policy's parameters (:func:`policy_parameters`)."""
    return hashlib.sha256(json.dumps(params, sort_keys=True).encode()).hexdigest()[:8]


def cache_path(cache: Path, digest: str, policy: str, seed_start: int, deals: int) -> Path:
    tag = parameters_tag(policy_parameters(policy))
    return cache / digest / f"{policy}-{tag}-{seed_start}-{deals}.json"


def run_cell(spec: Any, policy: str, deals: int, budget: float) -> dict[str, Any]:
    """Simulate ``deals`` seeds from 0 (fewer if ``budget`` seconds run out first)."""
    from rules.play.simulate import Tally, _run_block, summarise, warm

    # loaded before the budget's clock starts, and in no deal's seconds (given apart)
    total = Tally(load_seconds=warm(spec, policy))
    start = time.process_time()  # CPU seconds: the machine's other work does not count
    block = {"expert": 1, "solver": 5, "lookahead": 5}.get(policy, 50)
    for s in range(0, deals, block):
        total.add(_run_block(spec, policy, range(s, min(s + block, deals)), MAX_MOVES))
        if time.process_time() - start > budget:
            break
    r = summarise(spec, policy, 0, total, timing=True)
    r["deals_requested"] = deals
    r["budget_cpu_seconds"] = budget
    r["parameters"] = policy_parameters(policy)
    return r


def stale_reason(cache: Path, digest: str, policy: str, seed_start: int = 0) -> str | None:
    """Why the cells of ``policy`` on the spec ``digest`` in ``cache`` are not current, when
    there is no current one: each was computed with other parameters (:func:`policy_parameters`;
    a cell written before the solver's version was a parameter has it at the top level, or
    not at all: "none").  None when no such cell is there.  Such a cell is never read as a
    result: the audit recomputes it, and the report and the site say it is stale."""
    want = policy_parameters(policy)
    reasons = []
    for path in sorted((cache / digest).glob(f"{policy}-*-{seed_start}-*.json")):
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
            got = dict(old.get("parameters") or {})
        except (OSError, ValueError, AttributeError):
            continue
        if "solver_version" in old:
            got.setdefault("solver_version", old["solver_version"])
        diff = [f"{k} {got.get(k, 'none')} (now {want.get(k, 'none')})"
                for k in sorted(set(want) | set(got)) if got.get(k) != want.get(k)]
        if diff:
            reasons.append(f"{old.get('deals', '?')} deals with " + ", ".join(diff))
    if not reasons:
        return None
    return "stale, not used: computed by " + "; ".join(reasons)


def cell(spec: Any, policy: str, deals: int, budget: float, cache: Path,
         compute: bool) -> dict[str, Any] | None:
    """The cached result of a cell, computed (and cached) if missing and ``compute``."""
    path = cache_path(cache, spec_hash(spec), policy, 0, deals)
    if path.exists():
        return dict(json.loads(path.read_text(encoding="utf-8")))
    if not compute:
        return None
    r = run_cell(spec, policy, deals, budget)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(r, indent=1) + "\n", encoding="utf-8")
    return r


# -- the audit -------------------------------------------------------------------------------

def _interval(r: dict[str, Any]) -> tuple[float, float]:
    if r["policy"] == "solver":
        lo, hi = r["interval_with_give_ups"]
    else:
        lo, hi = r["wilson95"]
    return float(lo), float(hi)


def game_table(game: str, deals: int | None, cache: Path, compute: bool,
               progress: Any = None) -> list[dict[str, Any]]:
    """Rows (ruleset, reading, policy, deals, wins, rate, interval) for every ruleset of
    ``game`` and every combination of its readings."""
    from comparer.cli.arguments import rulesets as expand_rulesets, spec_for
    from rules.play.default_policy import default_policy

    rows: list[dict[str, Any]] = []
    for name in expand_rulesets([game]):
        seen: dict[str, str] = {}
        for reading in reading_combinations(name):
            try:
                spec = spec_for(name, reading)
            except VariorumError as exc:
                rows.append({"ruleset": name, "reading": reading, "policy": "-",
                             "error": str(exc)})
                continue
            digest = spec_hash(spec)
            same_as = seen.setdefault(digest, reading or "defaults")
            for policy, n, budget in POLICIES:
                if policy in FAIR and policy != default_policy(name)[0] \
                        and FAIR.index(policy) < FAIR.index(default_policy(name)[0]):
                    rows.append({"ruleset": name, "reading": reading, "plain": reading is None,
                                 "policy": policy, "spec": digest,
                                 "error": f"{policy} not run: too slow here "
                                          f"({default_policy(name)[1]})"})
                    continue
                r = cell(spec, policy, deals or n, budget, cache, compute)
                if progress:
                    progress(f"{name} [{reading or 'defaults'}] {policy}")
                row: dict[str, Any] = {"ruleset": name, "reading": reading,
                                       "plain": reading is None, "policy": policy,
                                       "spec": digest}
                if same_as != (reading or "defaults"):
                    row["same_game_as"] = same_as
                if r is None:
                    stale = stale_reason(cache, digest, policy)
                    if stale:
                        row["stale"] = stale
                else:
                    lo, hi = _interval(r)
                    row.update(deals=r["deals"], wins=r["wins"], rate=r["win_rate"], low=lo,
                               high=hi, gave_up=r.get("gave_up", 0), capped=r.get("capped", 0),
                               seconds_median=r.get("seconds_median", 0.0),
                               seconds_p99=r.get("seconds_p99", 0.0),
                               seconds_load=r.get("seconds_load"))
                rows.append(row)
    return rows


def verdict(fig: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The verdict on one figure over the game's table (see the module docstring)."""
    # a cell whose every deal the solver gave up on says nothing
    played = [r for r in rows if "rate" in r and r.get("gave_up", 0) < r.get("deals", 1)]
    meets = [r for r in played if r["low"] <= fig["high"] and r["high"] >= fig["low"]]
    fair_plain = []
    for name in dict.fromkeys(r["ruleset"] for r in played):
        for policy in FAIR:
            got = [r for r in played if r["ruleset"] == name and r["plain"]
                   and r["policy"] == policy]
            if got:
                fair_plain.extend(got)
                break
    if any(r in meets for r in fair_plain):
        kind = "consistent"
    elif meets:
        kind = "reproduced only under"
    else:
        kind = "contradicted by every reading tried"

    def rank(r: dict[str, Any]) -> tuple[bool, int, float]:
        changed = len(r["reading"].split("+")) if r["reading"] else 0
        return (r["policy"] in ("solver", "random"), changed, abs(r["rate"] - fig["point"]))

    pool = meets or played
    best = min(pool, key=rank) if pool else None
    return {"verdict": kind,
            "reproduced_by": _grouped(meets, played),
            "most_likely": _label(best) if best else None,
            "most_likely_reproduces": bool(meets)}


def _grouped(meets: list[dict[str, Any]], played: list[dict[str, Any]]) -> list[str]:
    """The reproducing cells, one line per reading combination: its players, and its
    rulesets unless every ruleset played under that reading reproduces the figure."""
    by_reading: dict[str, dict[str, set[str]]] = {}
    for r in meets:
        entry = by_reading.setdefault(r["reading"] or "defaults", {})
        entry.setdefault(r["policy"], set()).add(r["ruleset"])
    out = []
    for reading, policies in by_reading.items():
        every = {r["ruleset"] for r in played if (r["reading"] or "defaults") == reading}
        parts = []
        for policy, names in policies.items():
            where = "" if names == every else " (" + ", ".join(sorted(names)) + ")"
            parts.append(policy + where)
        out.append(f"[{reading}] played by " + ", ".join(parts))
    return out


def _label(r: dict[str, Any]) -> str:
    return f"{r['ruleset']} [{r['reading'] or 'defaults'}] played by {r['policy']}"


def audit(game: str | None = None, deals: int | None = None, cache: Path = CACHE_DIR,
          compute: bool = True, progress: Any = None) -> dict[str, Any]:
    """The audit as plain data (what ``--format json`` prints)."""
    claims = odds_claims(game)
    tables: dict[str, list[dict[str, Any]]] = {}
    figures = []
    for c in claims:
        if c.game not in tables:
            tables[c.game] = game_table(c.game, deals, cache, compute, progress)
        fig = figure_range(c.value)
        ev = c.evidence
        figures.append({"claim": c.id, "game": c.game, "value": str(c.value),
                        "asserted_by": c.asserted_by,
                        "quote": ev.quote if ev else "", "witness": ev.witness if ev else "",
                        **fig, **verdict(fig, tables[c.game])})
    return {"kind": "odds-audit", "lang": "en", "title": "Odds audit: stated chances of winning",
            "policies": [p for p, _n, _b in POLICIES], "figures": figures, "tables": tables}


# -- output ----------------------------------------------------------------------------------

def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


#: Under an audit table holding cells computed before the one-time load was timed apart.
LOAD_NOTE = ("* a cell computed before each process's one-time load (the compiled kernel, a "
             "search's table) was timed apart from the deals: its first deal carries that load, "
             "and its p99 may be that load rather than a deal's time.")


def _table_lines(rows: list[dict[str, Any]], md: bool) -> list[str]:
    head = ["ruleset", "reading", "policy", "deals", "wins", "rate", "95% interval",
            "gave up", "capped", "s/deal median", "p99"]
    body = []
    notes: dict[str, None] = {}
    for r in rows:
        if "error" in r:
            notes[f"{r['ruleset']}, {r.get('policy', '-')}: {r['error']}"] = None
            body.append([r["ruleset"], r["reading"] or "defaults", r.get("policy", "-"), "-",
                         "-", "-", "see below", "", "", "", ""])
            continue
        if "rate" not in r:
            if "stale" in r:
                notes[f"{r['ruleset']} [{r['reading'] or 'defaults'}], {r['policy']}: "
                      f"{r['stale']}"] = None
            body.append([r["ruleset"], r["reading"] or "defaults", r["policy"], "-", "-",
                         "stale" if "stale" in r else "not cached", "", "", "", "", ""])
            continue
        body.append([r["ruleset"], (r["reading"] or "defaults") + (
            f" (= {r['same_game_as']})" if "same_game_as" in r else ""), r["policy"],
            str(r["deals"]), str(r["wins"]), _pct(r["rate"]),
            f"{_pct(r['low'])}–{_pct(r['high'])}", str(r["gave_up"]), str(r["capped"]),
            f"{r['seconds_median']:.3f}", f"{r['seconds_p99']:.3f}" + ("" if r.get("seconds_load") is not None else "*")])
    if any("rate" in r and r.get("seconds_load") is None for r in rows):
        notes[LOAD_NOTE] = None
    tail = [""] + list(notes) if notes else []
    if md:
        return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + [
            "| " + " | ".join(row) + " |" for row in body] + tail
    from comparer.cli.table import text_table

    return text_table(head, body, right=set(head[3:])).splitlines() + tail


def render(report: dict[str, Any], fmt: str) -> str:
    """The audit as text, md, json or html."""
    if fmt == "json":
        return json.dumps(report, ensure_ascii=False, indent=1) + "\n"
    if fmt == "html":
        from comparer.render import environment

        return str(environment().get_template("audit.html").render(r=report))
    md = fmt == "md"
    out = [("# " if md else "") + report["title"], ""]
    for f in report["figures"]:
        out += [("## " if md else "") + f"{f['game']}: {f['value']} ({f['claim']}, "
                f"{f['asserted_by']})", "",
                f"quote: \"{f['quote']}\"",
                f"read as {_pct(f['low'])}–{_pct(f['high'])}: {f['how']}",
                f"verdict: {f['verdict']}",
                *(("  " + x) for x in f["reproduced_by"]),
                ("most likely describes: " if f["most_likely_reproduces"] else
                 "nearest (does not reproduce it): ") + str(f["most_likely"]), ""]
    for game, rows in report["tables"].items():
        out += [("## " if md else "") + f"{game}: reading × policy × win rate", ""]
        out += _table_lines(rows, md) + [""]
    return "\n".join(out).rstrip() + "\n"


def run_audit(args: argparse.Namespace) -> int:
    """``variorum audit-odds``."""
    if args.deals is not None and args.deals < 1:
        raise VariorumError(f"--deals must be at least 1, not {args.deals}")
    cache = Path(args.cache) if args.cache else CACHE_DIR
    bar = not args.no_progress and sys.stderr.isatty()

    def show(what: str) -> None:
        sys.stderr.write(f"\r\033[K{what}")

    report = audit(args.game, args.deals, cache, not args.no_compute, show if bar else None)
    if bar:
        sys.stderr.write("\r\033[K")
    sys.stdout.write(render(report, args.format))
    return 0


__all__ = ["audit", "render", "figure_range", "reading_combinations", "spec_hash", "run_audit",
           "policy_parameters", "stale_reason"]
