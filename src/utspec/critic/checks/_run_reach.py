"""The body a case's own run executes: its function's body without the blocks of `if`s false at the case's input.

`evidence-outside-function` reads which functions a function can run from the names its body mentions. statuses'
`status(code)` names `getStatusMessage` twice, each under an `if`: `typeof code === 'number'` and, after `var n =
parseInt(code, 10)`, `!isNaN(n)`. A worked example `status('Forbidden')` with its ref moved onto
`getStatusMessage`'s guard passed, since the body names that function; at `'Forbidden'` both conditions are false
and the call goes to `getStatusCode` alone. Here each `if` of the body is read at the case's input with the reading
the case's branch sides use (`_guard_side`: its `name` = `value` inputs, a worked example's bound arguments, the
lines before a top-level `if`), and the block of one known false is left out of the text (its own line too, after
the condition: `if (c) return g(x)`). A condition that cannot be read keeps its block, so the body errs on the side
of more code, as `_reach` does.

Only an `if` (or `else if` / `elif`, whose block runs only when its own condition holds) whose condition closes on
its own line is read; the block is the lines after it indented deeper (`_unreached._in_block`'s reading).

>>> src = ["function status (code) {", "  if (typeof code === 'number') {", "    return getStatusMessage(code)", "  }",
...        "  var n = parseInt(code, 10)", "  if (!isNaN(n)) {", "    return getStatusMessage(n)", "  }",
...        "  return getStatusCode(code)", "}"]
>>> "getStatusMessage" in run_text(src, "status", 2, "javascript", "Call `status('Forbidden')`.")
False
>>> "getStatusMessage(n)" in run_text(src, "status", 2, "javascript", "Call `status('403')`.")
True
>>> run_text(src, "status", 2, "javascript", "`x` = `1`.") is None  # nothing read at the input: no run known
True
>>> py = ["def f(a):", "    if a > 1: return g(a)", "    elif a < 0:", "        h(a)", "    return k(a)"]
>>> run_text(py, "f", 2, "python", "`a` = `0`.").split("\\n")
['    if a > 1:', '    elif a < 0:', '    return k(a)']
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import match_paren
from utspec.critic.checks._conditional import top_level
from utspec.critic.checks._guard_side import guard_side
from utspec.designer.offline.signature import numbered_body

_BRACE_IF = re.compile(r"^\s*(?:\}\s*)?(?:else\s+)?if\s*(?=\()")
_PY_IF = re.compile(r"^\s*(?:el)?if\s+")
_GO_IF = re.compile(r"^\s*(?:\}\s*)?(?:else\s+)?if\s+(?!.*;)(?P<cond>.+?)\s*\{")


def _condition(text: str, language: str) -> tuple[str, int] | None:
    """(condition, index where it ends on the line) of an `if` head whose condition closes on this line."""
    if language == "python":
        if (m := _PY_IF.match(text)) is None:
            return None
        # the `:` ending a Python `if` head (outside brackets and strings)
        colon = top_level(text, ":", m.end())
        return (text[m.end() : colon].strip(), colon + 1) if colon >= 0 else None
    if language == "go":
        m = _GO_IF.match(text)
        return (m.group("cond"), m.end("cond")) if m else None
    if (m := _BRACE_IF.match(text)) is None:
        return None
    end = match_paren(text, m.end())
    if end > len(text) or text[end - 1] != ")":
        return None
    return text[m.end() + 1 : end - 1], end


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip())


def run_text(
    source: Sequence[str], symbol: str | None, line: int, language: str, case_input: str
) -> str | None:
    """The body of the function around `line` less the blocks false at the case's input (None: none read false)."""
    body = numbered_body(source, symbol, line, language)
    out: list[str] = []
    dropped, skip_over = False, None
    for n, text in body:
        if skip_over is not None:
            if not text.strip() or _indent(text) > skip_over:
                continue
            skip_over = None
        head = _condition(text, language)
        if head is not None and guard_side(head[0], n, symbol, case_input, source, language) is False:
            out.append(text[: head[1]])
            skip_over, dropped = _indent(text), True
            continue
        out.append(text)
    return "\n".join(out) if dropped else None


__all__ = ["run_text"]
