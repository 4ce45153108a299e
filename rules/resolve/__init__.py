"""From sources to one set of rules: ruleset files (``ruleset``) resolved against the claims
(``resolution``).
"""

from __future__ import annotations
