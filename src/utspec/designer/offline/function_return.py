"""A function that returns a function: the expected result names what comes back, not the closure's source.

spf13/cobra's `MinimumNArgs(n int) PositionalArgs` returns `func(cmd *Command, args []string) error { … }`;
the normal-path case said "the function returns `func(cmd *Command, args []string) error { if len(args) < n {
return fmt.Errorf(…) } return nil }`", which restates the code and checks nothing. What a test of the
factory observes is that it returns a function of that shape; what the function does when called is the
subject of the cases on its own branches (their evidence is the closure's lines).
"""

from __future__ import annotations

import re

#: The start of a function literal, by language: Go `func(`, JS/TS `function (` / `async (a) =>` / `a =>`,
#: Python `lambda a:`, Java/C# `(a, b) ->` / `a =>`.
_LITERAL = re.compile(
    r"^(?:async\s+)?(?:func\s*\(|function\b\s*\w*\s*\(|lambda\b[^:]*:)"
    r"|^(?:async\s+)?(?:\([^()]*\)|[A-Za-z_$][\w$]*)\s*(?::\s*[\w<>\[\]. |]+)?\s*(?:=>|->)"
)


def function_literal(expr: str) -> str | None:
    """The head of a returned function literal (its parameters and result type), or None when `expr` is none.

    >>> function_literal("func(cmd *Command, args []string) error { if len(args) < n { return nil } return nil }")
    'func(cmd *Command, args []string) error'
    >>> function_literal("(value: string) => value.trim()"), function_literal("lambda x: x + n")
    ('(value: string) =>', 'lambda x:')
    >>> function_literal("async function (req, res) { res.send(1) }")
    'async function (req, res)'
    >>> function_literal("format(value)"), function_literal("fn(value)"), function_literal("(a + b) * 2")
    (None, None, None)
    """
    text = expr.strip()
    m = _LITERAL.match(text)
    if m is None:
        return None
    if text.startswith("lambda") or "=>" in m.group(0) or "->" in m.group(0):
        return m.group(0).strip()
    return text.split("{", 1)[0].strip() or None  # Go / JS: up to the body's brace


__all__ = ["function_literal"]
