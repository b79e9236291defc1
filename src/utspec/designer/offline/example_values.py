"""Argument values the design and key items' worked examples pass, as first candidates of the argument search.

japanmesh's `toCode(lat, lng, level)` arm cases said "`level` = `80000`" and nothing of `lat` / `lng`: the search
tried the function's own literals and a few plain numbers (60, 40, 100…), none of them a point in Japan, so every
run threw "invalid location" and nothing was found. The key items call it with one (`toCode(35.70078, 139.71475,
80000)`), and `toLatLngBounds('53394547')`, `getLevel('5339')` pass mesh codes that `toCoordinate(code)`, called by
no key item, takes too. A literal an example passes for a parameter is a value a person meant for that parameter:
it is tried first for every parameter of that name (`argument_search` keeps it only when its run takes the case's
path, so a value meant for another function's `code` is never stated without its run).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from utspec.designer.offline.example_args import _LITERAL
from utspec.designer.offline.signature import parameters
from utspec.models import ChecklistItem
from utspec.questions.call_args import arguments

#: Values kept per parameter name (the examples of one function often repeat a value).
_PER_NAME = 12


def _parameters_by_name(
    items: Iterable[ChecklistItem], sources: Mapping[str, Sequence[str]]
) -> dict[str, list[str]]:
    """Function name (`toCode` for `JapanMesh.toCode`) -> its parameters; a name defined twice otherwise is left out."""
    seen: dict[str, list[str] | None] = {}
    done: set[tuple[str, str]] = set()
    for it in items:
        if not it.symbol or (it.file, it.symbol) in done:
            continue
        done.add((it.file, it.symbol))
        params = parameters(sources.get(it.file, []), it.symbol, it.line, it.language)
        name = it.symbol.rsplit(".", 1)[-1]
        if params:
            seen[name] = params if seen.get(name, params) == params else None
    return {k: v for k, v in seen.items() if v}


def example_values(
    texts: Iterable[str], items: Iterable[ChecklistItem], sources: Mapping[str, Sequence[str]]
) -> dict[str, tuple[str, ...]]:
    """Parameter name -> the literals worked examples pass for it, bound by position, in the order written.

    >>> from utspec.models import Kind
    >>> it = ChecklistItem(id="m.js:2:branch", kind=Kind.BRANCH, file="m.js", line=2, end_line=2,
    ...                    language="javascript", symbol="Mesh.toCode", text="level === 1")
    >>> src = {"m.js": ["Mesh.toCode = function (lat, lng, level) {", "  if (level === 1) {}", "};"]}
    >>> example_values(["toCode(35.7, 139.7, 80000) は '5339' を返す", "toCode(x, 1)"], [it], src)
    {'lat': ('35.7',), 'lng': ('139.7', '1'), 'level': ('80000',)}
    """
    by_name = _parameters_by_name(items, sources)
    pool: dict[str, list[str]] = {}
    for text in texts:
        for m in re.finditer(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(", text):
            params = by_name.get(m.group(1))
            if not params:
                continue
            for param, arg in zip(params, arguments(text, m.end() - 1), strict=False):
                arg = arg.strip()
                values = pool.setdefault(param, [])
                if _LITERAL.match(arg) and arg not in values and len(values) < _PER_NAME:
                    values.append(arg)
    return {p: tuple(v) for p, v in pool.items() if v}


__all__ = ["example_values"]
