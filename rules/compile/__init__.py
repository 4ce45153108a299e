"""A resolved ruleset compiled into the engine's :class:`~rules.engine.spec.Spec`."""

from __future__ import annotations
