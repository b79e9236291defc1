"""A call of a delegate is the call its body makes: `ToSnake("testCase")` is `ToScreamingDelimited("testCase", '_', "",
false)` (session 16, hlink16).

Found on strcase (bench/linking/projects/strcase-go): `ToSnake` is `return ToDelimited(s, '_')`, `ToDelimited` is
`return ToScreamingDelimited(s, delimiter, "", false)`. A key item calling the public delegate named a function with
no code of its own, so the call's values were never run through the worker's conditions (call_path.exit_of): the key
item stayed unlinked. delegates.py scopes such a statement to the worker; this module also carries its arguments
there, parameter by parameter, so the worker's guards judge them as for a direct call.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from utspec.codetext import closing_bracket
from utspec.designer.offline.call_values import parameters
from utspec.designer.offline.delegates import DEFS, handed_call, language_of
from utspec.questions.call_args import arguments

_CALL = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
#: `return pkg.Other(...)`: the name called (its qualifier left out of the call carried).
_RETURN = re.compile(r"^return\s+(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*\(")
#: Delegates of delegates are followed this far (strcase: ToSnake -> ToDelimited -> ToScreamingDelimited).
_DEPTH = 4


def delegate_calls(sources: Mapping[str, Sequence[str]]) -> dict[str, tuple[list[str], str]]:
    """Each function whose body is one `return other(...)` and nothing more: its parameter names and that call.

    >>> delegate_calls({"s.go": ["func ToSnake(s string) string {", "\\treturn ToDelimited(s, '_')", "}",
    ...                          "func Valid(s string) bool {", "\\treturn check(s).ok", "}"]})
    {'ToSnake': (['s'], "ToDelimited(s, '_')")}
    """
    out: dict[str, tuple[list[str], str]] = {}
    for path, lines in sources.items():
        language = language_of(path)
        for n, line in enumerate(lines, 1):
            m = DEFS[language].match(line)
            name = next((g for g in m.groups() if g), None) if m else None
            ret = _RETURN.match(handed_call(list(lines), n, language) or "") if name else None
            if name is None or ret is None or ret.group(1) == name:
                continue
            body = ret.string[ret.start(1) :]
            if (
                closing_bracket(body, ret.end() - ret.start(1) - 1, quotes=True) == len(body) - 1
            ):  # the call is the whole value returned
                out[name] = (parameters(line[line.find(name) :], "go" if language == "go" else ""), body)
    return out


def forwarded(text: str, sources: Mapping[str, Sequence[str]]) -> str:
    """The text with its call of a delegate replaced by the call the delegate makes, arguments carried by parameter
    name (an argument built from a parameter, such as `size * 2`, is kept as written: no value is claimed for it).

    >>> src = {"s.go": ["func ToSnake(s string) string {", "\\treturn ToDelimited(s, '_')", "}",
    ...                 "func ToDelimited(s string, d uint8) string {", '\\treturn ToScreaming(s, d, "", false)', "}"]}
    >>> forwarded('ToSnake("testCase") returns "test_case"', src)
    'ToScreaming("testCase", \\'_\\', "", false) returns "test_case"'
    >>> forwarded('ToUpper("x") returns "X"', src)
    'ToUpper("x") returns "X"'
    """
    calls = delegate_calls(sources)
    for _ in range(_DEPTH):
        m = next((m for m in _CALL.finditer(text) if m.group(1) in calls), None)
        end = closing_bracket(text, m.end() - 1, quotes=True) if m else -1
        if m is None or end < 0:
            break
        params, body = calls[m.group(1)]
        args = arguments(text, m.end() - 1)
        inner = _CALL.match(body)
        if inner is None or len(args) != len(params):
            break
        given = dict(zip(params, args, strict=True))
        carried = [given.get(a, a) for a in arguments(body, inner.end() - 1)]
        text = f"{text[: m.start()]}{inner.group(1)}({', '.join(carried)}){text[end + 1 :]}"
    return text
