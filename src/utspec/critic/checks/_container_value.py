"""A returned list, tuple, dict or array is never a number, boolean or string: a case saying so contradicts the code.

bech32's `decode` ends `return (data[0], decoded)` and fresh's `parseTokenList` ends `return list` after `var list =
[]` and `list.push(…)`s. A returned expression or name may hold any computed value (`main_path._may_be`), so a
normal-path case whose result was changed to "returns `1`" or "returns `false`" passed. Read from the code alone:
- a display (`[…]`, `{…}`, and in Python a tuple `(a, b)` or `a, b`) is a container whatever its parts hold;
- a name is one when every line of its function that assigns it assigns such a display, at least one line does,
  it is no parameter and no loop header binds it (`list.push(x)` changes what it holds, not what it is).
A JavaScript `(a, b)` is the comma operator, not a tuple; other languages declare their types (`_declared_type`).

>>> py = ["def conv(data):", "    ret = []", "    for v in data:", "        ret.append(v)", "    return ret"]
>>> never_scalar("ret", py, 5, "python"), never_scalar("(data[0], ret)", py, 5, "python")
(True, True)
>>> never_scalar("data", py, 5, "python"), never_scalar("ret[0]", py, 5, "python")  # a parameter; an element
(False, False)
>>> js = ["function f (str) {", "  var list = []", "  list.push(str)", "  return list", "}"]
>>> never_scalar("list", js, 4, "javascript"), never_scalar("(a, b)", js, 4, "javascript")
(True, False)
>>> never_scalar('"a, b"', py, 5, "python"), never_scalar("f(a, b)", py, 5, "python")
(False, False)
>>> never_scalar("ret", ["def g(x):", "    ret = []", "    if x:", "        ret = x", "    return ret"], 5, "python")
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import indent, match_paren, split_top_level

_HEADER = {
    "python": re.compile(r"^\s*(?:async\s+)?def\s+\w+\s*\("),
    "javascript": re.compile(r"\bfunction\b[^(]*\(|=>\s*\{?\s*$"),
}
_LANGUAGE = {
    ".py": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "javascript",
}


def language_of(path: str) -> str | None:
    """The language `never_scalar` reads for a file (None: one it leaves to declared types)."""
    return next((lang for ext, lang in _LANGUAGE.items() if path.endswith(ext)), None)


def _display(expr: str, language: str) -> bool:
    e = (
        re.sub(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'", '""', expr).strip().rstrip(";").strip()
    )  # `"a, b"` is one
    if not e:
        return False
    if e[0] in "[{" and match_paren(e, 0) == len(e):
        return True
    if language != "python":
        return False
    if e[0] == "(" and match_paren(e, 0) == len(e):
        return len(split_top_level(e[1:-1])) > 1 or e[1:-1].strip().endswith(",")
    return len(split_top_level(e)) > 1  # `return a, b`


def _start(lines: Sequence[str], at: int, language: str) -> int | None:
    """The index of the header of the function whose `return` is on line `at` (1-based)."""
    header = _HEADER.get(language)
    if header is None or not 1 <= at <= len(lines):
        return None
    depth = indent(lines[at - 1])
    for k in range(at - 2, -1, -1):
        if header.search(lines[k]) and (language != "python" or indent(lines[k]) < depth):
            return k
    return None


def never_scalar(expr: str, lines: Sequence[str], at: int, language: str) -> bool:
    """Whether `expr`, returned on line `at`, is a container on every run (a display, or a name only set to one)."""
    if _display(expr, language):
        return True
    name = expr.strip().rstrip(";").strip()
    if not re.fullmatch(r"[A-Za-z_$][\w$]*", name) or (start := _start(lines, at, language)) is None:
        return False
    n = re.escape(name)
    if re.search(rf"(?<![\w.$]){n}(?![\w$])", lines[start]):
        return False  # a parameter holds whatever the caller passes
    sets = 0
    for line in lines[start + 1 : at - 1]:
        if re.search(rf"\bfor\s*\(?\s*(?:(?:var|let|const)\s+)?[\w$,\s]*(?<![\w.$]){n}(?![\w$])[\w$,\s]*\b(?:in|of)\b",
                     line):  # fmt: skip
            return False
        m = re.search(rf"(?<![\w.$]){n}\s*(?::[^=]+)?([-+*/%|&^]?)=(?![=>])(.*)$", line)
        if m is None:
            continue
        if m.group(1) or not _display(m.group(2), language):
            return False
        sets += 1
    return sets > 0


__all__ = ["language_of", "never_scalar"]
