"""Whether a `try` block of the same function surrounds a line: can an error raised there be caught on its way out?

Read from the source text, as a reviewer reads it: in Python a `try:` above the line, indented less,
before the enclosing `def`; in brace languages a `try {` whose block is still open at the line,
inside the same function. String literals and comments are ignored when braces are counted.

>>> in_try(["def f():", "    try:", "        db.execute(q)", "    except X:", "        pass"], 3, "python")
True
>>> in_try(["def f():", "    db.execute(q)", "    try:", "        send()", "    except X:", "        pass"], 2, "python")
False
>>> in_try(["void f() {", "  try {", "    s.execute(q);", "  } catch (E e) {}", "}"], 3, "java")
True
>>> in_try(["void f() {", "  s.execute(q);", "  try { send(); } catch (E e) {}", "}"], 2, "java")
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|`[^`]*`')
_LINE_COMMENT = re.compile(r"//.*$|#.*$")
_TRY = re.compile(r"\btry\s*(?:\([^)]*\)\s*)?$")
_DEF = re.compile(r"^\s*(?:async\s+)?def\s")


def _python(lines: Sequence[str], line: int) -> bool:
    ind = indent(lines[line - 1])
    for n in range(line - 1, 0, -1):
        text = lines[n - 1]
        if not text.strip() or indent(text) >= ind:
            continue
        ind = indent(text)
        if re.match(r"\s*try\s*:", text):
            return True
        if _DEF.match(text):
            return False
    return False


def _code(line: str, language: str) -> str:
    line = _STRING.sub('""', line)
    return _LINE_COMMENT.sub("", line) if language != "sql" else line


def _braces(lines: Sequence[str], line: int, language: str) -> bool:
    text = "\n".join(_code(x, language) for x in lines[: line - 1])
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        ch = text[i]
        if ch == "}":
            depth += 1
        elif ch == "{":
            if depth:
                depth -= 1
                continue
            head = text[max(0, i - 200) : i].rstrip()
            if _TRY.search(head):
                return True
            # `if (…) {`, `} else {`, a lambda: still inside the function; anything else is its own header.
            if not re.search(r"(?:\b(?:if|for|foreach|while|switch|catch|using|lock|synchronized)\s*\(.*\)|"
                             r"\b(?:else|do|finally|default)|=>)\s*$", head.split("\n")[-1]):  # fmt: skip
                return False
    return False


#: Languages whose errors are values (Go) or whose handlers are not `try` blocks (PL/pgSQL's EXCEPTION).
NO_TRY = frozenset({"go", "sql", "plpgsql", "yaml", "json"})


def in_try(lines: Sequence[str], line: int, language: str) -> bool | None:
    """Whether a `try` block of the function holding `line` (1-based) surrounds it; None: not a `try` language."""
    if language in NO_TRY or not 1 <= line <= len(lines):
        return None
    if language == "python":
        return _python(lines, line)
    return _braces(lines, line, language)
