"""``variorum rules list | show R | explain R``: the rulesets, resolved, with their sources.

*explain* writes the resolved rules as readable text in English or Russian (``comparer.explain``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from comparer.cli.argtypes import readings
from comparer.cli.arguments import ruleset
from comparer.cli.rules_new import register_draft
from comparer.cli.table import text_table


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rules", help="list, show and explain the rulesets",
                       description="The rulesets (one per game and source), resolved against the "
                                   "corpus claims: every slot with its value and where it came from.")
    rsub = p.add_subparsers(dest="rules_command", metavar="SUBCOMMAND", required=True)

    ls = rsub.add_parser("list", help="every ruleset with its game, source, grade and readings")
    ls.add_argument("--format", choices=("text", "json"), default="text")
    ls.set_defaults(func=cmd_list)

    show = rsub.add_parser("show", help="the resolved slots of a ruleset",
                           description="Every slot of the resolved ruleset: value, origin "
                                       "(stated/reported/inherited/editorial) and the claims behind it.")
    show.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    show.add_argument("--reading", metavar="NAME", type=readings, help="reading(s) to apply, joined by +")
    show.add_argument("--format", choices=("text", "json"), default="text")
    show.set_defaults(func=cmd_show)

    ex = rsub.add_parser("explain", help="the resolved rules as readable text, each with its source",
                         description="Write the rules of a ruleset as readable text, each rule marked "
                                     "stated, reported, inherited or editorial, with its source and "
                                     "the quoted words.")
    ex.add_argument("ruleset", metavar="RULESET", help="game/source, see `rules list`")
    ex.add_argument("--lang", choices=("en", "ru"), default="en")
    ex.add_argument("--reading", metavar="NAME", type=readings, help="reading(s) to apply, joined by +")
    ex.set_defaults(func=cmd_explain)
    register_draft(rsub)


# -- list / show -------------------------------------------------------------------------------


def cmd_list(args: argparse.Namespace) -> int:
    from rules.resolve.ruleset import list_rulesets, load

    rows: list[dict[str, Any]] = []
    for name in list_rulesets():
        rs = load(name)
        rows.append({
            "ruleset": name, "game": rs.game, "source": rs.source, "grade": rs.grade,
            "follows": rs.follows, "title": rs.title_en,
            "readings": [{"name": r.name, "axis": r.axis, "default": r.default} for r in rs.readings],
        })
    if args.format == "json":
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    table = [[r["ruleset"], r["grade"], r["follows"] or "-",
              ", ".join(x["name"] + ("*" if x["default"] else "") for x in r["readings"]) or "-"]
             for r in rows]
    print(text_table(["ruleset", "grade", "borrows unstated rules from", "readings (default*)"], table))
    return 0


def _resolve(name: str, reading: str | None) -> Any:
    from corpus.claims import load_claims
    from rules.resolve.resolution import resolve
    from rules.resolve.ruleset import load

    ruleset(name)
    claims = load_claims()
    if reading:
        from comparer.specs import refuse_inert

        refuse_inert(name, reading)  # the same refusal simulate and play give
    return resolve(load(name), claims, reading), claims


def _json_value(v: Any) -> Any:
    return list(v) if isinstance(v, tuple) else v


def slot_record(game: str, slot: str, rs: Any, vocab: Any) -> dict[str, Any]:
    root = rs.root
    c = root.claim
    ev = c.evidence
    return {
        "slot": slot,
        "kind": vocab.slot(game, slot).kind,
        "value": _json_value(rs.value),
        "options": [_json_value(o) for o in rs.options],
        "origin": rs.origin,
        "via": rs.via or None,
        "root_origin": root.origin,
        "reading": root.reading or None,
        "claims": [x.id for x in root.claims],
        "asserted_by": c.asserted_by,
        "status": c.status,
        "quote": ev.quote if ev else None,
        "witness": ev.witness if ev else None,
        "segments": list(ev.segments) if ev else [],
        "corrects": list(c.corrects),
        "note": c.note or None,
        "decision": root.decision or None,
    }


def cmd_show(args: argparse.Namespace) -> int:
    from rules.vocabulary import load_vocabulary

    res, _ = _resolve(args.ruleset, args.reading)
    vocab = load_vocabulary()
    game = res.ruleset.game
    records = [slot_record(game, s, rs, vocab) for s, rs in res.slots.items()]
    if args.format == "json":
        out = {"ruleset": res.ruleset.id, "game": game, "source": res.ruleset.source,
               "grade": res.ruleset.grade, "follows": res.ruleset.follows,
               "readings": list(res.readings), "slots": records}
        json.dump(out, sys.stdout, ensure_ascii=False, indent=2)
        print()
        return 0
    print(f"{res.ruleset.id}  ({res.ruleset.grade}; readings: {'+'.join(res.readings) or '-'})")
    table = []
    for r in records:
        value = vocab.format_value(game, r["slot"], tuple(r["value"]) if isinstance(r["value"], list) else r["value"]) \
            if r["value"] is not None else "(not set)"
        if r["options"]:
            value = " | ".join(str(o) for o in r["options"]) + " (set-up choice)"
        origin = r["origin"] + (f" from {r['via']}" if r["via"] else "")
        table.append([r["slot"], value, origin, r["claims"][0]])
    print(text_table(["slot", "value", "origin", "claim"], table, limits={"value": 48, "origin": 60}))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from comparer.explain import explain_text

    res, claims = _resolve(args.ruleset, args.reading)
    sys.stdout.write(explain_text(res, claims, args.lang))
    return 0
