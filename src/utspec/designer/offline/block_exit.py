"""What a branch's block ends in, for a branch whose first statement shows a test nothing.

`case 2: final char ch0 = repeat.charAt(0); … return new String(output2);` expected "`ch0` becomes
`repeat.charAt(0)`" (a local no test can read) while its own `return` got a second case whose input
could not name the label; `default: matchUnit satisfies never; throw new Error(…)` said "not stated by
the code". The `return` / `throw` that ends the block at its own level is what a test of the branch
observes, and the branch's case is the one that tests it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.facts import indent
from utspec.designer.offline.fallthrough import is_label, label_holds
from utspec.designer.offline.statement_span import whole_statement
from utspec.models import ChecklistItem, Kind

#: A statement that declares a new local (`final char c0 = …`, `let delay = …`, `int n = …`): nothing a caller sees.
_LOCAL = re.compile(
    r"(?:const|let|var|final|auto|val)\s+\w"
    r"|(?:[A-Z]\w*|int|long|char|double|float|boolean|bool|byte|short|string)(?:<[^=]*>)?\??(?:\[\])*\s+\w+\s*=(?!=)"
)
_BLOCKS = (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)


def shows_nothing(stmt: str) -> bool:
    """Whether a block's first statement is nothing a test observes: a new local, or no known effect.

    >>> [shows_nothing(s) for s in ("final char c0 = s.charAt(0);", "let delay = Number(v) * 1000;",
    ...                             "matchUnit satisfies never;", "return n;", "total = 0", "log.info(x)")]
    [True, True, True, False, False, False]
    >>> shows_nothing("Exception? exception = exceptionCreator?.Invoke();")  # a C# nullable local
    True
    """
    s = stmt.strip()
    return bool(_LOCAL.match(s)) or statement_effect(s).kind == "unknown"


def block_lines(lines: Sequence[str], branch: ChecklistItem) -> range:
    """The lines of `branch`'s own block (not its `else`): Python by indentation, a label to the next label,
    other languages to the `}` matching the block's `{`.

    >>> block_lines(["if a:", "    x = 1", "    return x", "else:", "    return 0"], ChecklistItem(id="a.py:1:branch",
    ...     kind=Kind.BRANCH, file="a.py", line=1, end_line=5, language="python", text="a"))
    range(2, 4)
    """
    n = branch.line
    if not 1 <= n <= len(lines):
        return range(0)
    if branch.language == "python":
        ind, end = indent(lines[n - 1]), n
        for k in range(n + 1, len(lines) + 1):
            s = lines[k - 1].strip()
            if not s or s.startswith("#"):
                continue
            if indent(lines[k - 1]) <= ind:
                break
            end = k
        return range(n + 1, end + 1)
    if is_label(branch.text):
        end = n
        while end + 1 <= len(lines) and label_holds(lines, n, end + 1):
            end += 1
        return range(n + 1, end + 1)
    depth, opened = 0, False
    for k in range(n, len(lines) + 1):
        for c in lines[k - 1]:
            if c == "{":
                depth, opened = depth + 1, True
            elif c == "}" and opened:  # a `}` before the block opens closes the previous one (`} else if`)
                depth -= 1
                if depth == 0:
                    return range(n, k + 1)
            elif c == ";" and not opened and branch.language != "go":
                return range(0)  # `if (a) return x;`: no braces, the statement is the branch's own effect
    return range(0)


def block_exit(
    branch: ChecklistItem, items: Sequence[ChecklistItem], lines: Sequence[str]
) -> ChecklistItem | None:
    """The `return` / `throw` item that ends `branch`'s block at the block's own level (not in a nested block)."""
    span = block_lines(lines, branch)
    # A `??` / `?.` item is an expression's, not a block (`throw exception ?? new X(…)` is no nested branch).
    nested = [b for b in items if b.kind in _BLOCKS and b.file == branch.file and b.line in span
              and b.line > branch.line and "??" not in b.text]  # fmt: skip
    exits = [
        i for i in items
        if i.kind in (Kind.RAISE, Kind.EARLY_RETURN) and i.file == branch.file and i.line in span
        and not any(b.line <= i.line <= max(b.end_line, b.line) for b in nested)
    ]  # fmt: skip
    return min(exits, key=lambda i: (i.line, i.kind is not Kind.RAISE), default=None)


def last_exit_statement(branch: ChecklistItem, lines: Sequence[str]) -> str | None:
    """The `return` / `throw` the block ends with when the analyzers gave it no item of its own (the last
    statement of a function is no early return): `default: … return buf.toString();`.

    >>> src = ["switch (n) {", "default:", "    final StringBuilder b = new StringBuilder();", "    return b.toString();", "}"]
    >>> last_exit_statement(ChecklistItem(id="A.java:2:branch", kind=Kind.BRANCH, file="A.java", line=2, end_line=2,
    ...     language="java", text="default"), src)
    'return b.toString();'
    """
    span = [n for n in block_lines(lines, branch) if n > branch.line]
    body = [(n, lines[n - 1]) for n in span
            if lines[n - 1].strip() and not lines[n - 1].strip().startswith(("//", "#", "*", "/*"))]  # fmt: skip
    body = [(n, x) for n, x in body if x.strip() not in ("}", "{")]
    if not body:
        return None
    ind = min(indent(x) for _, x in body)
    at, first = [(n, x.strip()) for n, x in body if indent(x) == ind][-1]
    last = whole_statement(
        first, lines, at
    )  # `yield LintProblem(n,` / `    'line too long …')`: the whole call
    # A generator's block that ends in `yield X(…)` (yamllint's `yield LintProblem(…)`) hands X to the caller.
    return (
        last
        if re.match(r"(?:return|throw|raise|yield(?!\s+from\b))\b", last)
        and last.endswith((";", ")"))
        or (branch.language == "python" and re.match(r"(?:return|raise|yield(?!\s+from\b))\b", last))
        else None
    )


__all__ = ["block_exit", "block_lines", "last_exit_statement", "shows_nothing"]
