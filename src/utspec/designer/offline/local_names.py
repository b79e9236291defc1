"""Names a function declares for itself: no tester passes them, so no input phrase may name them.

`if _, ok := seen[arg]; ok {` (Go's comma-ok lookup) and `if err := parg(cmd, args); err != nil {`
gave the normal-path inputs "`ok` = `nil`" and "`err` = `nil`" on spf13/cobra's args.go: a value
for a name the caller never sees, and the wrong type besides. A declaration (`:=`, `const`, `let`,
`var`, a typed Java/C# local) on the condition's own line or in the lines above it marks such a name;
a plain `name = …` may be a parameter reassigned (`items = list(items)`) and is not read as one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_KEYWORD_DECL = r"(?:\b(?:const|let|var|final|auto|val)\s+(?:[\w.<>\[\]?]+\s+)?)"


def declared_local(name: str, lines: Sequence[str], line: int, reach: int = 30) -> str | None:
    """The expression `name` is declared with in the body at or above `line` (1-based); None when it is not
    declared there (a parameter, a field, or a plain assignment that may reassign one).

    >>> declared_local("ok", ["\tfor _, arg := range args {", "\t\tif _, ok := seen[arg]; ok {"], 2)
    'seen[arg]'
    >>> declared_local("err", ["\t\tif err := parg(cmd, args); err != nil {"], 1)
    'parg(cmd, args)'
    >>> declared_local("user", ["  const user = await repo.find(id);", "  if (!user) {"], 2)
    'await repo.find(id)'
    >>> declared_local("items", ["    items = list(items)", "    if not items:"], 2) is None  # maybe a parameter
    True
    >>> declared_local("args", ["func NoArgs(cmd *Command, args []string) error {", "\tif len(args) > 0 {"], 2) is None
    True
    """
    word = re.escape(name)
    short = re.compile(
        rf"(?<![\w$.])(?:[\w$]+\s*,\s*)*{word}(?:\s*,\s*[\w$]+)*\s*:=(?P<rhs>.*)"
    )  # `_, ok :=`
    keyword = re.compile(
        rf"{_KEYWORD_DECL}{word}\s*(?::\s*[^=]+)?=(?!=)(?P<rhs>.*)"
    )  # `const user =`, `let n: T =`
    for n in range(min(line, len(lines)), max(0, line - 1 - reach), -1):
        text = lines[n - 1]
        if name in text and (m := short.search(text) or keyword.search(text)):
            return re.split(r";|\{\s*$", m.group("rhs"))[0].strip()
    return None


def is_call(expr: str) -> bool:
    """Whether an expression is a call whose result a test double or an input decides (`parse(value)`, `repo.find(id)`).

    >>> is_call("await repo.find(id)"), is_call("parg(cmd, args)"), is_call("seen[arg]"), is_call("a + b")
    (True, True, False, False)
    >>> is_call("parg.(Failing)")  # a Go type assertion
    False
    """
    return re.match(r"(?:await\s+)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*\(", expr) is not None


__all__ = ["declared_local", "is_call"]
