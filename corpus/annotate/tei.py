"""Automatic claims as TEI stand-off (``variorum annotate --format tei``, ``--write``).

An automatic claim (a :class:`~corpus.annotate.found.Found`) becomes a
:class:`rules.claims.Claim` (``auto_claim``) and is written the way ``corpus.claims`` writes
every claim: one ``<span>`` (evidence and provenance) and one ``<fs>`` (the assertion), built by
the public ``corpus.claims.claim_elements``.  This module only lays them out as text
(``standoff_text``); the file writer (``corpus.claims.write_claims``) lays them out itself.

Where an automatic claim comes from is kept in the claim itself:

- ``span/@resp`` is ``auto:annotate-<version>`` (``RESP``), ``@cert`` is ``medium``;
- the ``note`` feature of the ``<fs>`` names the sentence rule and the patterns that produced
  it: ``rule fill; patterns ru-act-fill ru-pile-waste …`` (a rule id of
  ``corpus.annotate.rules.RULES``, with ``+joined`` when several statements were joined and
  ``+mt-corr``/``+ocr-corr`` when it reads through a correction; pattern ids of
  ``patterns_<lang>.jsonl``), followed by "reads through the correction" when it does;
- ``span/@corresp`` points at the ``<choice>`` elements it reads through;
- a claim the sentence reports of another source ("Coops uses a circle like Dick") is
  ``reported`` and asserted by that source; any other is ``stated`` by the witness's source.

The claim id is ``<first segment>-auto-<8 hex digits>``, a digest of game, slot, value, source
and segments: the same finding gets the same id on every run (so ``--write`` is idempotent).

>>> from rules.claims import Claim, Evidence
>>> c = Claim(id="x-s1-auto-00000000", game="queens-audience", slot="stock.redeals", value=0,
...           asserted_by="wp-en-queens-audience", status="stated", resp="auto:annotate-0.2",
...           cert="medium", evidence=Evidence("w", ("x-s1",), "dealt once", 9, 19),
...           note="rule redeals; patterns en-act-deal en-once")
>>> print(standoff_text([c]))  # doctest: +NORMALIZE_WHITESPACE
<standOff xmlns="http://www.tei-c.org/ns/1.0" type="claims">
  <spanGrp type="claims">
   <span xml:id="x-s1-auto-00000000" target="#x-s1" ana="../vocabulary.xml#slot-stock.redeals #x-s1-auto-00000000-fs"
       source="../bibliography.xml#wp-en-queens-audience" resp="auto:annotate-0.2" cert="medium">dealt once</span>
  </spanGrp>
  <fs xml:id="x-s1-auto-00000000-fs" type="claim">
   <f name="game"><symbol value="queens-audience"/></f>
   <f name="slot"><symbol value="stock.redeals"/></f>
   <f name="value"><numeric value="0"/></f>
   <f name="status"><symbol value="stated"/></f>
   <f name="start"><numeric value="9"/></f>
   <f name="end"><numeric value="19"/></f>
   <f name="note"><string>rule redeals; patterns en-act-deal en-once</string></f>
  </fs>
</standOff>
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any


from corpus.annotate.found import Found
from corpus.claims import element_as_text
from rules.claims import Claim, Evidence

__all__ = ["auto_claim", "standoff_text", "TEI_NS"]

TEI_NS = "http://www.tei-c.org/ns/1.0"


def auto_claim(corpus: Any, wid: str, f: Found) -> Claim:
    """The Claim an automatic finding becomes in the file of witness ``wid``."""
    from corpus.annotate import RESP

    w = corpus.witness(wid)
    segs = tuple(f.segments) or ((f.segment,) if f.segment else ())
    digest = hashlib.sha1(repr((f.game, f.slot, f.value, f.source, segs) if f.source else
                               (f.game, f.slot, f.value, segs)).encode("utf-8")).hexdigest()[:8]
    note = f"rule {f.rule}; patterns {' '.join(f.patterns)}"
    if f.corrects:
        note += "; reads through the correction"
    return Claim(
        id=f"{segs[0]}-auto-{digest}",
        game=f.game,
        slot=f.slot,
        value=f.value,
        asserted_by=f.source or w.source,
        status="reported" if f.source else "stated",
        evidence=Evidence(wid, segs, f.text, f.start, f.end),
        resp=RESP,
        cert="medium",
        note=note,
        corrects=tuple(f.corrects),
    )


def standoff_text(claims: Iterable[Claim]) -> str:
    """A ``<standOff type="claims">`` holding the claims, as the corpus files lay it out."""
    from corpus.claims import claim_elements

    spans, fss = [], []
    for c in claims:
        span, fs = claim_elements(c)
        spans.append(element_as_text(span, 2))
        fss.append(element_as_text(fs, 1))
    lines = [f'<standOff xmlns="{TEI_NS}" type="claims">', '  <spanGrp type="claims">']
    lines += ["   " + s for s in spans]
    lines.append("  </spanGrp>")
    lines += ["  " + s for s in fss]
    lines.append("</standOff>")
    return "\n".join(lines)
