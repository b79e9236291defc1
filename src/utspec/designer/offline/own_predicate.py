"""A condition that calls a predicate the same file defines is read through that predicate's own test.

jeraconv's `if self.__is_correct_format(str_arg): pass else: raise ValueError(…)` said "`self.__is_correct_format
(str_arg)` returns `False` (test double)": a private method of the class under test is not a dependency a test
replaces; the tester passes a `str_arg` the helper rejects. A helper whose body is one test (`return <test>`, or
the flag form `res = False` / `if <test>: res = True` / `return res`) is read as that test, at the helper's line,
when the call passes the helper's parameters by their own names (no renaming to get wrong).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.domain import assignment_at
from utspec.codetext import strip_parens
from utspec.designer.offline.facts import definitions
from utspec.designer.offline.signature import numbered_body, parameters

_CALL = re.compile(r"^(?:(?:self|this)\.)?([A-Za-z_$][\w$]*)\((.*)\)$", re.S)


def _definition(lines: Sequence[str], name: str, language: str) -> int | None:
    found = definitions(lines, name, language)
    return (
        found[0] if len(found) == 1 else None
    )  # an overload, a redefinition, a call read as one: not one predicate


def _statements(body: Sequence[tuple[int, str]]) -> list[tuple[int, str]]:
    """The body's code lines, braces, docstrings and comments left out."""
    out: list[tuple[int, str]] = []
    quote = ""
    for n, text in body:
        code = text.strip()
        if quote:
            quote = "" if quote in code else quote
            continue
        if code.startswith(('"""', "'''")):
            q = code[:3]
            quote = "" if code.count(q) >= 2 else q
            continue
        code = re.sub(r"^\}\s*|\s*\{$|;$", "", code).strip()
        if code and not code.startswith(("#", "//", "*", "/*")) and code != "}":
            out.append((n, code))
    return out


def _test(statements: list[tuple[int, str]]) -> tuple[str, int] | None:
    """(the test, its line) of a body that is one test; None for any other body."""
    code = [c for _, c in statements]
    if len(statements) == 1 and (m := re.match(r"^return\s+(.+)$", code[0])):
        return m.group(1), statements[0][0]
    # res = False / [locals] / if <test>: res = True / return res
    if len(code) >= 4 and (first := re.match(r"^(?:\w+\s+)?(\w+)\s*=\s*(False|false)$", code[0])):
        flag = first.group(1)
        if code[-1] != f"return {flag}":
            return None
        ifs = [(n, c) for n, c in statements[1:-1] if c.startswith("if")]
        if len(ifs) != 1:
            return None
        n_if, text_if = ifs[0]
        i = next(i for i, (n, _) in enumerate(statements) if n == n_if)
        if i + 1 >= len(statements) - 1 or not re.match(rf"^{flag}\s*=\s*(True|true)$", statements[i + 1][1]):
            return None
        if i + 2 != len(statements) - 1:
            return None  # something after the flag is set: not the flag form
        test = strip_parens(re.sub(r"^if\b|:$", "", text_if).strip())
        return (test, n_if) if test else None
    return None


_HEAD = re.compile(
    r"^\s*(?:async\s+)?def\s|\bfunction\b|^\s*(?:(?:public|private|protected|internal|static|func)\b).*\("
)


def unchanged(name: str, lines: Sequence[str], line: int) -> bool:
    """Whether `name` reaches `line` as the caller's function received it (no assignment since its first line).

    jeraconv's `str_arg = self.__pre_process(str_arg)` strips the text before the format test: a value built for
    the test (`"  0年"`) is not what the tester passes.
    """
    head = next((n for n in range(min(line, len(lines)), 0, -1) if _HEAD.search(lines[n - 1])), 0)
    found = assignment_at(name, lines, line, reach=max(line - head, 1))
    return found is None or found[0] <= head


def own_predicate(
    cond: str, lines: Sequence[str], language: str, line: int = 0
) -> tuple[str, int, str] | None:
    """(the test a same-file predicate call stands for, the line to read it at, the helper's name); None when `cond`
    is not such a call.

    >>> src = ["class J:", "    def convert(self, s):", "        if self.__ok(s):", "            pass",
    ...        "    def __ok(self, s):", "        res = False", "        p = re.compile('^a+$')",
    ...        "        if p.match(s):", "            res = True", "        return res"]
    >>> own_predicate("self.__ok(s)", src, "python")
    ('p.match(s)', 8, '__ok')
    >>> own_predicate("self.__ok(t)", src, "python") is None, own_predicate("self.repo.ok(s)", src, "python") is None
    (True, True)
    >>> own_predicate("self.__ok(s)", [*src[:2], "        s = s.strip()", *src[2:]], "python", 4) is None
    True
    >>> own_predicate("isBlank(x)", ["static boolean isBlank(String x) {", "  return x.trim().isEmpty();", "}"], "java")
    ('x.trim().isEmpty()', 2, 'isBlank')
    """
    m = _CALL.match(cond.strip())
    if m is None:
        return None
    name, args = m.group(1), [a.strip() for a in m.group(2).split(",") if a.strip()]
    start = _definition(lines, name, language)
    if start is None:
        return None
    params = parameters(lines, name, start + 1, language)
    if params != args:
        return None  # the call renames or computes an argument: the helper's test would need rewriting
    if line and not all(unchanged(a, lines, line) for a in args):
        return None
    body = [
        (n, text) for n, text in numbered_body(lines, name, start + 1, language) if n > start
    ]  # not the signature
    found = _test(_statements(body))
    if found is None or name in found[0]:
        return None  # recursion is no single test
    return found[0], found[1], name


__all__ = ["own_predicate", "unchanged"]
