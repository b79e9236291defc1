"""What an empty `case` label does: it falls through to the next label's statements.

`case 'years': case 'year': … case 'y': return n * y;` gives one branch item per label; the analyzers
give the empty labels no effect, so their cases said "not stated by the code" (28 of ms-ts's 81
cases). In Java, C#, C, JavaScript and TypeScript an empty label runs the statements of the next
label that has some: that statement is the case's observable. Go's empty `case` does nothing (it
needs `fallthrough`), and Python's `match` has no fall-through, so neither is read here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Languages whose empty `case` label runs the next label's statements.
FALLS_THROUGH = frozenset({"java", "csharp", "c", "cpp", "javascript", "typescript", "tsx"})

_LABEL = re.compile(r"(?:case\b(?:[^:'\"]|'[^']*'|\"[^\"]*\")*?|default\s*):(?!:)\s*")
_COMMENT = re.compile(r"^(?://|/\*|\*)")


def is_label(text: str) -> bool:
    """Whether a branch item's text is a `case` / `default` label (`case 'y'`, `default`)."""
    return re.match(r"(?:case|default)\b", text.strip()) is not None


def _strip_labels(line: str) -> str:
    """The line without its leading `case X:` / `default:` labels (several may share a line)."""
    s = line.strip()
    while m := _LABEL.match(s):
        s = s[m.end() :]
    return s


def fallthrough_statement(lines: Sequence[str], line: int, language: str) -> tuple[int, str] | None:
    """(line, statement) an empty `case` label on `line` (1-based) runs, or None.

    None when the label has statements of its own, the switch ends first, or the language does not
    fall through.

    >>> src = ["switch (u) {", "  case 'years':", "  // plural", "  case 'year': case 'y':", "    return n * y;", "}"]
    >>> fallthrough_statement(src, 2, "typescript")
    (5, 'return n * y;')
    >>> fallthrough_statement(src, 2, "go") is None, fallthrough_statement(["case 1: return a;"], 1, "java") is None
    (True, True)
    >>> fallthrough_statement(["case 'a':", "}"], 1, "javascript") is None
    True
    """
    if language not in FALLS_THROUGH or not 1 <= line <= len(lines):
        return None
    head = lines[line - 1].strip()
    if not _LABEL.match(head) or _strip_labels(head):
        return None  # not a label, or the label has a statement on its own line
    for n in range(line + 1, len(lines) + 1):
        s = lines[n - 1].strip()
        if not s or _COMMENT.match(s):
            continue
        rest = _strip_labels(s)
        if not rest:
            continue
        return None if rest.startswith("}") else (n, rest)
    return None


_STRING = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|`[^`]*`")


def label_holds(lines: Sequence[str], label: int, line: int) -> bool:
    """Whether the statement on `line` belongs to the `case`/`default` label on line `label`.

    Java's label item ends on the label's own line, so its statements sit below it: they belong to
    it until the next label at the same depth or the `}` that closes the switch.

    >>> src = ["switch (n) {", "case 1:", "  return a;", "case 2:", "  if (x) {", "    f();", "  }", "  return b;",
    ...        "default:", "  return c;", "}", "return d;"]
    >>> label_holds(src, 2, 3), label_holds(src, 4, 8), label_holds(src, 2, 8), label_holds(src, 9, 10)
    (True, True, False, True)
    >>> label_holds(src, 9, 12), label_holds(src, 3, 8)
    (False, False)
    """
    if not 1 <= label < line <= len(lines) or not _LABEL.match(lines[label - 1].strip()):
        return False
    depth = 0
    for n in range(label + 1, line + 1):
        s = _STRING.sub('""', lines[n - 1].strip())
        if n == line:
            return depth == 0 and not _LABEL.match(s) or depth > 0
        if depth == 0 and _LABEL.match(s):
            return False
        depth += s.count("{") - s.count("}")
        if depth < 0:
            return False
    return False
