"""What the compiled kernel covers, decided from the spec's features alone (no numba here, so
the simulator can ask cheaply before it chooses an engine).

A whitelist: :func:`unsupported` names the first feature of the spec the kernel does not
implement, and the simulator then plays the spec on the reference engine.  A feature added to
the spec language later is therefore never played wrongly by the kernel: it is not on the list.

>>> from rules.engine.examples import gavotte_example, queens_audience_example
>>> unsupported(queens_audience_example(), "greedy") is None
True
>>> unsupported(gavotte_example(), "greedy")
'set-up choices'
>>> unsupported(queens_audience_example(), "lookahead")
"policy 'lookahead' (the kernel plays greedy, random)"
"""

from __future__ import annotations

import hashlib
from dataclasses import MISSING, fields

from rules.engine.spec import Spec

#: Policies the kernel plays (each reproduces the reference policy of the same name).
KERNEL_POLICIES = ("greedy", "random")
#: Group roles the kernel knows.
ROLES = ("stock", "waste", "reserve", "tableau", "foundation", "discard")
HOME_ROLES = ("foundation", "discard")
#: Every field of each spec element, with the values the kernel implements (None: any value).
#: A field missing here (added to the spec language later) makes the spec unsupported.
KNOWN_FIELDS: dict[str, dict[str, tuple[object, ...] | None]] = {
    "Spec": {"deck": None, "groups": None, "transfers": None, "pairs": None, "stock": None,
             "setup": ((),), "win": None, "loss": (("no-moves",),)},
    "Deck": {"packs": None, "removed": None},
    "PileGroup": {"name": None, "role": ROLES, "piles": None, "deal": None,
                  "access": ("top", "bottom", "all", "none"), "build": None, "base": None,
                  "fill": None, "cards": (None,), "lock_at": (None,)},
    "Build": {"direction": ("none", "up", "down", "up-or-down", "sequence"),
              "suit": ("same-suit", "alternate-colour", "same-colour", "any-suit"),
              "sequence": None, "cyclic": None, "wrap": None, "or_sequence_order": None,
              "max_cards": None},
    "Base": {"ranks": None, "suits": None, "timing": ("before-deal", "as-available")},
    "Fill": {"sources": None, "timing": ("immediate", "player-chooses"),
             "choice": ("first-available", "any-source")},
    "FillSource": {"group": None, "links": None},
    "Transfer": {"src": None, "dst": None, "unit": ("one-card", "sequence"), "links": None},
    "PairMove": {"name": None, "first": None, "second": None,
                 "relation": ("same-suit", "opposite-colour", "any"), "to": None,
                 "sources": None, "together": (True,), "to_second": (None,)},
    "StockRule": {"to": None, "count": None, "redeals": None,
                  "when": ("any-time", "standstill"), "split": ("none",)},
    "CardPattern": {"ranks": None, "suits": None},
}
#: What a field value not on the list means, in the fallback message.
FEATURE_NAMES = {
    ("Spec", "setup"): "set-up choices", ("PileGroup", "cards"): "groups holding only some cards",
    ("PairMove", "together"): "pairs placed on two piles",
    ("StockRule", "split"): "a stock split over several wastes",
    ("PileGroup", "lock_at"): "paired cards kept together",
}


def _unknown_field(x: object) -> str | None:
    """The first field of ``x`` (recursively) the kernel does not implement, as words."""
    kind = type(x).__name__
    if hasattr(x, "__dataclass_fields__"):
        known = KNOWN_FIELDS.get(kind)
        if known is None:
            return f"spec element {kind}"
        for f in fields(x):  # type: ignore[arg-type]
            if not f.compare:
                continue
            if f.name not in known:
                return f"{kind}.{f.name}"
            value = getattr(x, f.name)
            allowed = known[f.name]
            if allowed is not None and value not in allowed:
                return FEATURE_NAMES.get((kind, f.name), f"{kind}.{f.name} = {value!r}")
            why = _unknown_field(value)
            if why:
                return why
    elif isinstance(x, tuple):
        for v in x:
            why = _unknown_field(v)
            if why:
                return why
    return None


def unsupported(spec: Spec, policy: str) -> str | None:
    """Why the kernel cannot play ``spec`` with ``policy`` exactly as the reference engine
    does, or ``None`` when it can."""
    if policy not in KERNEL_POLICIES:
        return f"policy {policy!r} (the kernel plays {', '.join(KERNEL_POLICIES)})"
    why = _unknown_field(spec)
    if why:
        return why
    roles = {g.name: g.role for g in spec.groups}
    for g in spec.groups:
        if g.role == "stock" and g.access == "all":
            return "a stock with every card available"
    if spec.stock.to is not None and \
            next(g for g in spec.groups if g.name == spec.stock.to).piles != 1:
        return "a waste of several piles"
    for p in spec.pairs:
        if roles.get(p.to) not in HOME_ROLES:
            return f"pair {p.name} going to a {roles.get(p.to)}"
        if any(roles.get(s) == "stock" for s in p.sources) or \
                len(set(p.sources)) != len(p.sources):
            return f"pair {p.name}'s sources"
    for g in spec.groups:
        if g.fill.timing == "immediate" and g.fill.choice == "first-available" and len(
                g.fill.sources) > 2 and all(roles.get(s.group) in ("stock", "waste")
                                            for s in g.fill.sources):
            return f"{g.name} filled automatically from more than two piles"
    return None


def spec_hash(spec: Spec) -> str:
    """A digest of what the spec plays: equal specs have equal digests (the fields that do
    not count for equality — name, provenance, notation keys — are left out).
    Fields holding their default value are left out too, so that a new engine field with a
    default leaves the digests of the specs that do not use it, and the results cached under
    them (results/cache), as they were."""

    def canon(x: object) -> object:
        if hasattr(x, "__dataclass_fields__"):
            parts: list[object] = [type(x).__name__]
            for f in fields(x):  # type: ignore[arg-type]
                v = getattr(x, f.name)
                if f.compare and not (f.default is not MISSING and v == f.default):
                    parts.append((f.name, canon(v)))
            return tuple(parts)
        if isinstance(x, tuple):
            return tuple(canon(v) for v in x)
        return x

    return hashlib.sha256(repr(canon(spec)).encode()).hexdigest()[:16]
