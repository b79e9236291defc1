"""A design's doctest-format example (`>>> colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` then `(0.5, 0.5, 0.4)`), as a statement.

Python's library reference and many READMEs state what a call gives as an interactive session in a code block. Skipped
with the block, the example said nothing: the colorsys reference's own example contradicted an edited hue formula and
no conflict was asked (session 27, colorsys-C1). Each example of one call and a one-line result becomes the statement
"`call` returns `result`", at the `>>>` line, which the evaluators and the conflict checks read like a sentence the
author wrote; a traceback's last line `ValueError: …` becomes "`call` raises `ValueError`".

Read only: a `>>>` line that is exactly one call of a (dotted) name with arguments, whose next line is its result (not
`>>>`, `...` or blank) and the line after that ends the result (blank, `>>>` or the block's end). Assignments, imports,
`def`s, expressions that are no call (`x in y`, `"…".format(…)`) and results of several lines are left out.
"""

from __future__ import annotations

import ast
import re

_PROMPT = re.compile(r"^\s*>>>\s?(?P<code>.*)$")
_CONTINUED = re.compile(r"^\s*\.\.\.(?:\s|$)")
_TRACEBACK = "Traceback (most recent call last):"
_RAISED = re.compile(r"^(?P<name>[A-Za-z_][\w.]*(?:Error|Exception|Warning|Exit|Interrupt))(?::.*)?$")


def _one_call(code: str) -> bool:
    """Whether the code is one call of a name or a dotted name (`f(x)`, `mod.f(x)`).

    >>> _one_call("colorsys.rgb_to_hsv(0.2, 0.4, 0.4)"), _one_call("date(2020, 4, 16) in era"), _one_call("'{}'.format(1)")
    (True, False, False)
    """
    try:
        node = ast.parse(code.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return False
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    while isinstance(func, ast.Attribute):
        func = func.value
    return isinstance(func, ast.Name)


def doctest_statements(code: str, first_line: int) -> list[tuple[int, str]]:
    """The examples of a code block as statements, each with its `>>>` line (`first_line` is the block's first line).

    >>> block = ">>> import colorsys\\n>>> colorsys.rgb_to_hsv(0.2, 0.4, 0.4)\\n(0.5, 0.5, 0.4)\\n>>> x = 1\\n"
    >>> doctest_statements(block, 34)
    [(35, '`colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` returns `(0.5, 0.5, 0.4)`')]
    >>> tb = ">>> half(-1)\\nTraceback (most recent call last):\\n  ...\\nValueError: negative\\n"
    >>> doctest_statements(tb, 1)
    [(1, '`half(-1)` raises `ValueError`')]
    >>> doctest_statements(">>> f(1)\\n[1,\\n 2]\\n", 1)  # a result of two lines
    []
    """
    lines = code.split("\n")
    out: list[tuple[int, str]] = []
    for i, raw in enumerate(lines):
        m = _PROMPT.match(raw)
        if m is None or not _one_call(m.group("code")) or "`" in m.group("code"):
            continue
        rest = lines[i + 1 :]
        if not rest or not rest[0].strip() or _PROMPT.match(rest[0]) or _CONTINUED.match(rest[0]):
            continue
        call = m.group("code").strip()
        if rest[0].strip() == _TRACEBACK:
            end = next(
                (j for j, line in enumerate(rest) if not line.strip() or _PROMPT.match(line)), len(rest)
            )
            raised = _RAISED.match(rest[end - 1].strip()) if end >= 2 else None
            if raised is not None:
                out.append((first_line + i, f"`{call}` raises `{raised.group('name').rsplit('.', 1)[-1]}`"))
            continue
        if len(rest) > 1 and rest[1].strip() and not _PROMPT.match(rest[1]):
            continue  # a result of several lines
        result = rest[0].strip()
        if "`" in result:
            continue
        out.append((first_line + i, f"`{call}` returns `{result}`"))
    return out


__all__ = ["doctest_statements"]
