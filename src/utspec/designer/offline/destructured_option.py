"""An option bound by object destructuring with a literal default (`const {space = false} = options;`).

cli-truncate's `const {position = 'end', space = false, preferTruncationOnSpace = false} = options;` (over four
lines) then `if (space)` said "Values for which `space` is true (the code names no literal to choose them from)":
`space` is a local no test sets, but the caller sets `options.space`, and the default `false` says it is a boolean.
The case says "`options.space` = `true`", and `position === 'start'` says "`options.position` = `'start'`".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: `const {…} = options;` (`let`, `var`): the braces hold no nested pattern.
_PATTERN = re.compile(r"\b(?:const|let|var)\s*\{([^{}]*)\}\s*=\s*([A-Za-z_$][\w$]*)\s*;?")
#: A literal default: a boolean, a number, a quoted text, null.
_LITERAL = re.compile(r"true|false|null|undefined|-?\d+(?:\.\d+)?|'[^'\n]*'|\"[^\"\n]*\"")
_REACH = 200  # as `declared_local` reads a local


def _a_parameter(name: str, lines: Sequence[str]) -> bool:
    """Whether a function declared in `lines` takes `name` (`function f(text, options = {})`, `(o) =>`): a caller
    passes it. A local object destructured (`const {a = 1} = result;`) is no input a tester sets."""
    n = re.escape(name)
    header = re.compile(
        rf"\bfunction\b[^(]*\([^)]*(?<![\w$.]){n}(?![\w$])[^)]*\)|\([^()]*(?<![\w$.]){n}(?![\w$])[^()]*\)\s*(?::[^=]+)?=>"
        rf"|^\s*(?:async\s+)?[A-Za-z_$][\w$]*\s*\([^)]*(?<![\w$.]){n}(?![\w$])[^)]*\)\s*(?::[^{{]+)?\{{"
    )
    return any(header.search(t) for t in lines)


def destructured_option(name: str, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(the member a caller sets, the literal default) of a local destructured from an object, or None.

    None when the binding is renamed (`{a: b = 1}`), has no literal default, or `name` is assigned again between
    the pattern and `line` (`truncationCharacter += ' '`: the local no longer holds the caller's value).

    >>> src = ["function f(text, options = {}) {", "  const {", "    position = 'end',", "    space = false,",
    ...        "  } = options;", "  if (space) {"]
    >>> destructured_option("space", src, 6), destructured_option("position", src, 6)
    (('options.space', 'false'), ('options.position', "'end'"))
    >>> destructured_option("text", src, 6) is None
    True
    >>> destructured_option("c", ["  let {c = '-'} = o;", "  c += ' ';", "  if (c) {"], 3) is None
    True
    >>> destructured_option("c", ["  const {c = 1} = o;", "}", "function g(a, c) {", "  if (c) {"], 4) is None
    True
    >>> destructured_option("a", ["function f(x) {", "  const r = g(x);", "  const {a = 1} = r;", "  if (a) {"], 4) is None
    True
    """
    start = max(line - 1 - _REACH, 0)
    text = "\n".join(lines[start : line - 1])
    found: tuple[str, str] | None = None
    after = 0
    for m in _PATTERN.finditer(text):
        for entry in m.group(1).split(","):
            bound, eq, default = entry.partition("=")
            if bound.strip() == name and eq and _LITERAL.fullmatch(default.strip()):
                found, after = (f"{m.group(2)}.{name}", default.strip()), m.end()
    if found is None or not _a_parameter(found[0].split(".")[0], lines[: line - 1]):
        return None
    n = re.escape(name)
    reassigned = re.compile(rf"(?<![\w$.]){n}\s*(?:[-+*/%|&]|\?\?|\|\||&&)?=(?![=>])")
    # A function declared after the pattern that takes `name` as a parameter reads its own argument, not the option.
    shadowed = re.compile(
        rf"\bfunction\b[^(]*\([^)]*(?<![\w$]){n}(?![\w$])[^)]*\)|\([^()]*(?<![\w$.]){n}(?![\w$])[^()]*\)\s*=>"
    )
    rest = text[after:]
    return None if reassigned.search(rest) or shadowed.search(rest) else found


__all__ = ["destructured_option"]
