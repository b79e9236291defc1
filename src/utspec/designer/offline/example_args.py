"""Which parameter each argument of a design's worked example binds to (`repeat("ab", 2)`: `repeat`, `count`).

"Call `abbreviate("abcdefghijklmno", "*", 9, 10)`." names values, but a reviewer reading the case
against `abbreviate(str, abbrevMarker, offset, maxWidth)` still has to count positions to know that 9
is the offset. The case now says it: "`str` = `"abcdefghijklmno"`; `abbrevMarker` = `"*"`; …". Arguments
bind by position, keyword arguments (`ignore='ン'`) by name, to the one definition of that name whose
parameter count admits the call; two candidate definitions (overloads of the same arity) or an argument
that is not a literal bind nothing (the case keeps the call alone).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.analyzers.registry import language_for
from utspec.anchoring.worked_example import _DEF
from utspec.designer.offline.signature import parameter_defaults, parameters
from utspec.questions.call_args import arguments

_LITERAL = re.compile(
    # a Python string may carry a prefix: `parameterize(u"Donald E. Knuth")` (inflection's docstring, Python 2 style)
    r"""^(?:-?\d[\d_]*(?:\.\d+)?|(?:[uUbBrR]|[rR][bB]|[bB][rR])?(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')"""
    r"""|True|False|None|true|false|null)$"""
)
_KEYWORD = re.compile(r"^([A-Za-z_]\w*)\s*=\s*(?!=)(.+)$")


def _definitions(name: str, sources: Mapping[str, Sequence[str]]) -> list[tuple[list[str], list[str]]]:
    """(parameters, those with a default) of each definition of `name` in the sources."""
    out = []
    for path, lines in sources.items():
        language = language_for(path) or ""
        for n, line in enumerate(lines, 1):
            m = _DEF.match(line)
            if m is None or next((g for g in m.groups() if g), None) != name or "(" not in line:
                continue
            params = parameters(lines, name, n + 1, language)
            out.append((params, list(parameter_defaults(lines, name, n + 1, language))))
    return out


def bound_arguments(call: str, sources: Mapping[str, Sequence[str]]) -> list[tuple[str, str]] | None:
    """(parameter, literal) for each argument of `call`, or None when the binding is not certain.

    >>> src = {"s.py": ["def kata2hira(text, ignore=''):", "    return text"]}
    >>> bound_arguments("kata2hira('マミサン', ignore='ン')", src)
    [('text', "'マミサン'"), ('ignore', "'ン'")]
    >>> java = {"S.java": ["  public static String repeat(final String repeat, final int count) {", "  }",
    ...                    "  public static String repeat(final String repeat, final String sep, final int count) {"]}
    >>> bound_arguments('repeat("ab", 2)', java)
    [('repeat', '"ab"'), ('count', '2')]
    >>> bound_arguments("kata2hira(word)", src) is None  # not a literal: nothing to state
    True
    """
    m = re.match(r"^\s*(?:[\w.]+\.)?([A-Za-z_]\w*)\s*\(", call)
    if m is None:
        return None
    args = arguments(call, m.end() - 1)
    if not args:
        return None
    fits = []
    for params, defaulted in _definitions(m.group(1), sources):
        positional = [a for a in args if not _KEYWORD.match(a)]
        keywords = [k.group(1) for a in args if (k := _KEYWORD.match(a))]
        required = [p for p in params if p not in defaulted]
        if (
            len(positional) <= len(params)
            and len(positional) + len(keywords) >= len(required)
            and set(keywords) <= set(params)
        ):
            fits.append(params)
    if len(fits) != 1:
        return None
    out = []
    for i, arg in enumerate(args):
        k = _KEYWORD.match(arg)
        name, value = (k.group(1), k.group(2).strip()) if k else (fits[0][i], arg.strip())
        if not _LITERAL.match(value):
            return None
        out.append((name, value))
    return out


__all__ = ["bound_arguments"]
