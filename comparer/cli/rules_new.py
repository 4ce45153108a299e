"""``variorum rules new GAME/SOURCE --from W`` and ``variorum rules fill GAME/SOURCE FILE``: a
ruleset drafted from a witness's curated claims, and its holes filled (``rules.draft``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rules.errors import RulesetError, VariorumError


def register_draft(rsub: argparse._SubParsersAction) -> None:
    new = rsub.add_parser(
        "new", help="draft a ruleset from a witness's curated claims",
        description="Write rules/rulesets/GAME/SOURCE.toml from the curated claims of a witness "
                    "asserted by SOURCE. Every slot the game needs that no claim fills is a hole: an "
                    "editorial entry without a value, with the value of the nearest existing "
                    "ruleset of the game as a suggestion in a comment. Slots the claims give "
                    "different values become readings. The draft compiles once every hole is "
                    "filled (by hand or with `rules fill`).")
    new.add_argument("ruleset", metavar="GAME/SOURCE", help="the new ruleset's name")
    new.add_argument("--from", dest="witness", required=True, metavar="WITNESS",
                     help="the witness whose curated claims to draw (see `corpus list`)")
    new.add_argument("--print", action="store_true", help="print the draft instead of writing it")
    new.add_argument("--force", action="store_true", help="replace an existing ruleset file")
    new.set_defaults(func=cmd_new)

    fill = rsub.add_parser(
        "fill", help="fill the holes of a drafted ruleset from a file",
        description="Give the holes of a drafted ruleset their values from a TOML file: "
                    "[\"SLOT\"] tables with value, cert and justification = { en, ru }; and "
                    "optionally [\"*\"] with from = \"GAME/SOURCE\", cert and justification: every "
                    "hole not named takes that ruleset's value (an explicit editorial decision, "
                    "said so in each justification). Then the ruleset is compiled.")
    fill.add_argument("ruleset", metavar="GAME/SOURCE")
    fill.add_argument("values", type=Path, metavar="FILE", help="the values (TOML)")
    fill.set_defaults(func=cmd_fill)


def _write(path: Path, text: str) -> None:
    from rules.files import write_text_atomic

    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, text)


def cmd_new(args: argparse.Namespace) -> int:
    import corpus
    from comparer.cli.arguments import game, witness
    from corpus.claims import load_claims
    from rules.draft import draft_ruleset, draft_text
    from rules.resolve.ruleset import ruleset_path

    c = corpus.load()
    w = c.witness(witness(c, args.witness))
    game(args.ruleset.partition("/")[0])
    source = args.ruleset.partition("/")[2]
    src = c.sources.get(source)
    if src is None:
        raise VariorumError(f"rules new: source {source!r} is not in the bibliography")
    path = ruleset_path(args.ruleset)
    if path.exists() and not (args.force or args.print):
        raise RulesetError(f"rules new: {path} exists already (--force replaces it)")
    draft = draft_ruleset(args.ruleset, w.id, load_claims(), src.title, src.year)
    text = draft_text(draft, f"variorum rules new {args.ruleset} --from {w.id}")
    if args.print:
        sys.stdout.write(text)
        return 0
    _write(path, text)
    print(f"wrote {path}: {len(draft.claims)} claims drawn, {len(draft.holes)} holes to fill, "
          f"{len(draft.ambiguous)} slots left as readings"
          + (f"; suggestions from {draft.nearest}" if draft.nearest else ""))
    for h in draft.holes:
        print(f"  hole {h.slot}")
    return 0


def cmd_fill(args: argparse.Namespace) -> int:
    from comparer.cli.arguments import ruleset
    from corpus.claims import load_claims
    from rules.compile.compiler import spec_for
    from rules.draft import fill_holes, read_fills
    from rules.resolve.ruleset import _load_cached, ruleset_path

    path = ruleset_path(ruleset(args.ruleset))
    claims = load_claims()  # read now: the claims may have changed in this process
    text, report = fill_holes(path.read_text(encoding="utf-8"), read_fills(args.values), claims,
                              str(args.values))
    _write(path, text)
    for slot in report.skipped:
        print(f"variorum: note: {args.values}: {slot} is not a hole of {args.ruleset}; left as it is",
              file=sys.stderr)
    print(f"{path}: {len(report.filled)} holes filled, {len(report.left)} left"
          + (f" ({', '.join(report.left)})" if report.left else ""))
    if not report.left:
        _load_cached.cache_clear()  # the file changed in this process
        spec_for(args.ruleset, claims, None)
        print(f"{args.ruleset} compiles")
    return 0
