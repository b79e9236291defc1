"""Same-file functions whose whole body is one `return expr`: the path evaluator reads a call of one as its expr.

pyhumps' `decamelize` starts with `s = _is_none(str_or_iter)`, and `_is_none` is `return "" if _in is None else _in`:
the evaluator gave up at the call, so no case of that module could say what its function returns. A helper read
here is a module-level function (Python `def` at column 0, JavaScript/TypeScript `function`, a Go `func` without
a receiver) whose body, docstring and comments aside, is that one statement, and whose parameters are plain names
(no defaults, no `*args`): its value is the expression with the arguments bound, nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import NamedTuple


class Helper(NamedTuple):
    params: tuple[str, ...]
    expr: str


_PY_DEF = re.compile(r"^def\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*(?:->\s*[^:]+)?:\s*(.*)$")
_JS_FUNCTION = re.compile(
    r"^(?:export\s+)?function\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\(([^()]*)\)\s*(?::\s*[^{]+)?\{\s*(.*)$"
)
_GO_FUNC = re.compile(r"^func\s+([A-Za-z_]\w*)\s*\(([^()]*)\)\s*[^{]*\{\s*(.*)$")
_PLAIN = re.compile(r"[A-Za-z_$][\w$]*")


def _params(raw: str, language: str) -> tuple[str, ...] | None:
    """The parameter names, or None when one has a default, a rest marker or a destructuring pattern."""
    parts = [p.strip() for p in raw.split(",") if p.strip()]
    names: list[str] = []
    for p in parts:
        if "=" in p or p.startswith(("*", "...", "{", "[")):
            return None
        if language == "go":
            name = p.split()[0]  # `a, b int`: `a` alone, then `b int`
        else:
            name = p.split(":")[0].strip().removesuffix("?")  # a Python annotation or a TypeScript type
        if not _PLAIN.fullmatch(name):
            return None
        names.append(name)
    return tuple(names)


def _statements(body: Sequence[str], language: str) -> list[str]:
    """Body lines without blanks, comments and (Python) a docstring on its own lines."""
    out: list[str] = []
    inside = False
    for raw in body:
        text = raw.strip()
        if language == "python" and (inside or text.startswith(('"""', "'''"))):
            quotes = text.count('"""') + text.count("'''")
            inside = inside != (quotes % 2 == 1)
            continue
        if not text or text.startswith(("#", "//")):
            continue
        out.append(text)
    return out


def _only_return(stmts: Sequence[str]) -> str | None:
    if len(stmts) != 1 or not re.match(r"return\s", stmts[0]):
        return None
    return stmts[0][len("return") :].strip().rstrip(";").strip() or None


def definitions(lines: Sequence[str], language: str) -> Iterator[tuple[str, str, list[str]]]:
    """Each module-level function of a file: (name, its raw parameter list, its body lines as written).

    >>> list(definitions(["def f(a, b=1):", "    a += b", "    return a", "x = 1"], "python"))
    [('f', 'a, b=1', ['    a += b', '    return a'])]
    """
    header = {"python": _PY_DEF, "javascript": _JS_FUNCTION, "typescript": _JS_FUNCTION, "go": _GO_FUNC}.get(
        language
    )
    if header is None:
        return
    for i, line in enumerate(lines):
        m = header.match(line)
        if m is None:
            continue
        name, raw, tail = m.groups()
        if language == "python":
            body = [tail] if tail.strip() else []
            for nxt in lines[i + 1 :]:
                if nxt.strip() and not nxt[:1].isspace():
                    break
                body.append(nxt)
        else:
            # A brace body ends at the first `}` at column 0 (the function's own, as formatted code closes it).
            body = [tail.rstrip().removesuffix("}")] if tail.strip().endswith("}") else [tail]
            if not tail.strip().endswith("}"):
                for nxt in lines[i + 1 :]:
                    if nxt.startswith("}"):
                        break
                    body.append(nxt)
        yield name, raw, body


def helpers(lines: Sequence[str], language: str) -> dict[str, Helper]:
    """The one-return helpers of a file, by name.

    >>> helpers(["def _is_none(_in):", "    '''Decide if None.'''", '    return "" if _in is None else _in', "", "x = 1"],
    ...         "python")
    {'_is_none': Helper(params=('_in',), expr='"" if _in is None else _in')}
    >>> helpers(["function pad(s: string) {", "  // why", "  return s + ' ';", "}"], "typescript")
    {'pad': Helper(params=('s',), expr="s + ' '")}
    >>> helpers(["func half(a, b int) int {", "\\treturn (a + b) / 2", "}", "func (v V) M() int {", "\\treturn 1", "}"], "go")
    {'half': Helper(params=('a', 'b'), expr='(a + b) / 2')}
    >>> helpers(["def f(a, b=1):", "    return a"], "python"), helpers(["def g(a):", "    a += 1", "    return a"], "python")
    ({}, {})
    """
    out: dict[str, Helper] = {}
    for name, raw, body in definitions(lines, language):
        params = _params(raw, language)
        if params is not None and (expr := _only_return(_statements(body, language))) is not None:
            out[name] = Helper(params, expr)
    return out


__all__ = ["Helper", "definitions", "helpers"]
