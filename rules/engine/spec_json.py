"""A :class:`~rules.engine.spec.Spec` as JSON, and back.

The browser plays the rulesets (``variorum site``'s boards) from specs compiled on the host and
shipped as JSON, because the compiler's inputs (the corpus claims) need the corpus, which does
not run there.  The form is the spec's own fields by name, tuples as lists, ``None`` as
``null``; a field equal to its default is left out, so a file holds what makes a game differ.
Reading it back gives an equal spec, labels, notation keys and provenance included
(``tests/test_spec_json.py`` checks every ruleset under every reading combination).

>>> from rules.engine.examples import queens_audience_example
>>> qa = queens_audience_example()
>>> text = spec_to_json(qa)
>>> spec_from_json(text) == qa and spec_to_json(spec_from_json(text)) == text
True
>>> spec_data(qa)["format"]
'variorum-spec/1'
"""

from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from typing import Any

from rules.engine import spec as spec_module
from rules.engine.spec import Spec
from rules.errors import VariorumError

#: The ``format`` member of every spec's JSON; a reader refuses any other.
FORMAT = "variorum-spec/1"


def spec_data(spec: Spec) -> dict[str, Any]:
    """The spec as plain JSON-ready data (``format`` first)."""
    data = _dump(spec)
    assert isinstance(data, dict)
    return {"format": FORMAT, **data}


def spec_to_json(spec: Spec) -> str:
    """The spec as one line of JSON (UTF-8 text, keys in field order)."""
    return json.dumps(spec_data(spec), ensure_ascii=False, separators=(",", ":"))


def spec_from_data(data: Any) -> Spec:
    """The spec held by ``data`` (as :func:`spec_data` writes it); VariorumError naming the
    field when it does not fit."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise VariorumError(f"not a spec: format {found!r}, expected {FORMAT!r}",
                            code="spec-format", found=str(found))
    body = {k: v for k, v in data.items() if k != "format"}
    out = _load(Spec, body, "spec")
    assert isinstance(out, Spec)
    return out


def spec_from_json(text: str) -> Spec:
    """The spec a :func:`spec_to_json` text holds."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VariorumError(f"not a spec: {exc.msg} at line {exc.lineno}", code="spec-json",
                            line=exc.lineno) from None
    return spec_from_data(data)


# --- the walk over the dataclasses -----------------------------------------------------------


def _dump(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out = {}
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if _is_default(f, v):
                continue
            out[f.name] = _dump(v)
        return out
    if isinstance(value, tuple):
        return [_dump(v) for v in value]
    return value


def _is_default(f: dataclasses.Field[Any], v: Any) -> bool:
    if f.default is not dataclasses.MISSING:
        return bool(v == f.default and type(v) is type(f.default))
    return False


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, vars(spec_module))


def _load(tp: Any, data: Any, where: str) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _load_dataclass(tp, data, where)
    if origin in (typing.Union, types.UnionType):
        if data is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        return _load(inner[0], data, where)
    if origin is typing.Literal:
        if data not in args:
            raise _bad(where, f"one of {', '.join(map(str, args))}", data)
        return data
    if origin is tuple:
        if not isinstance(data, list):
            raise _bad(where, "a list", data)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_load(args[0], v, f"{where}[{i}]") for i, v in enumerate(data))
        if len(args) != len(data):
            raise _bad(where, f"a list of {len(args)}", data)
        return tuple(_load(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
    if tp in (int, str, bool):
        if type(data) is not tp:
            raise _bad(where, tp.__name__, data)
        return data
    raise VariorumError(f"spec field {where}: type {tp!r} has no JSON form", code="spec-type",
                        where=where)


def _load_dataclass(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise _bad(where, "an object", data)
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - names)
    if unknown:
        raise VariorumError(f"spec field {where}: unknown member {unknown[0]!r}",
                            code="spec-member", where=where, member=unknown[0])
    kwargs = {k: _load(hints[k], v, f"{where}.{k}") for k, v in data.items()}
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise VariorumError(f"spec field {where}: {exc}", code="spec-value", where=where) from None


def _bad(where: str, wanted: str, got: Any) -> VariorumError:
    return VariorumError(f"spec field {where}: expected {wanted}, got {json.dumps(got)[:60]}",
                         code="spec-field", where=where)
