"""A function that returns a membership test decides on the codes of the set it tests.

`return redirectStatus.has(code)` (node-fetch's `isRedirect`, with `const redirectStatus = new
Set([301, 302, 303, 307, 308])`), `return code in (429, 503)`, `return [200, 204].includes(s)`: the
function answers "is this one of these codes?" and never compares anything, so the analyzers' queries
give it no branch or boundary item and it was asked nothing. Each such return is a code decision on
the set's values, asked with the set's definition as a place.

Read from the source lines (as `code_values` and `const_alias` read definitions), not from the
checklist: a returned expression is no condition to the analyzers. A set is a literal list in the
return itself or a name bound to a list of numbers in the same file (`code_values.sets`). Values are
numbers or short code strings. Pure function of the source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.codetext import split_top_level
from utspec.models import SourceText
from utspec.questions.code_values import sets

_RETURN = re.compile(r"^\s*return\s+(?P<expr>.+?)\s*;?\s*(?://.*|#.*)?$")
_SUBJECT = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[[^\]]*\]|\(\))*"
#: `code in (429, 503)`, `code not in [1, 2]`
_IN_LIST = re.compile(rf"^(?P<subj>{_SUBJECT})\s+(?:not\s+)?in\s+[\(\[\{{](?P<vals>[^()\[\]{{}}]*)[\)\]\}}]$")
#: `[200, 204].includes(s)`, `List.of(1, 2).contains(s)`, `Set.of(…)`
_LIST_HAS = re.compile(
    rf"^!?\s*(?:\[(?P<a>[^\[\]]*)\]|(?:List|Set|Arrays)\.(?:of|asList)\((?P<b>[^()]*)\))\s*\.\s*(?:includes|contains|has)\(\s*(?P<subj>{_SUBJECT})\s*\)$"
)
#: `redirectStatus.has(code)`, `CODES.contains(c)`, `code in CODES`
_NAMED_HAS = re.compile(
    rf"^!?\s*(?P<name>[A-Za-z_$][\w$.]*)\s*\.\s*(?:includes|contains|has)\(\s*(?P<subj>{_SUBJECT})\s*\)$"
)
_IN_NAME = re.compile(rf"^(?P<subj>{_SUBJECT})\s+(?:not\s+)?in\s+(?P<name>[A-Za-z_$][\w$.]*)$")
_VALUE = re.compile(r"^(?:-?\d+|'[A-Za-z0-9_-]{1,12}'|\"[A-Za-z0-9_-]{1,12}\")$")


@dataclass(frozen=True)
class ReturnedTest:
    file: str
    line: int
    text: str
    """The returned expression, as written."""
    subject: str
    values: tuple[str, ...]
    name: str | None = None
    """The set's name when the return tests a named set."""
    defined_at: str | None = None


def _values(text: str) -> tuple[str, ...] | None:
    vals = tuple(v.strip() for v in split_top_level(text) if v.strip())
    return vals if vals and all(_VALUE.match(v) for v in vals) else None


def returned_tests(sources: Sequence[SourceText]) -> list[ReturnedTest]:
    """Every `return` of a membership test on a literal or named set of codes (see the module docstring).

    >>> js = "const codes = new Set([301, 302]);\\nconst f = c => {\\n\\treturn codes.has(c);\\n};\\n"
    >>> [(t.line, t.subject, t.values, t.defined_at) for t in returned_tests([SourceText(path="r.js", text=js)])]
    [(3, 'c', ('301', '302'), 'r.js:1')]
    >>> [(t.subject, t.values) for t in returned_tests([SourceText(path="r.py", text="def f(c):\\n    return c in (429, 503)\\n")])]
    [('c', ('429', '503'))]
    """
    named = {(s.file, n): s for s in sets(sources) for n in s.names}
    out: list[ReturnedTest] = []
    for src in sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            m = _RETURN.match(line)
            if m is None:
                continue
            expr = m.group("expr").strip()
            while expr.startswith("(") and expr.endswith(")"):
                expr = expr[1:-1].strip()
            if (f := _IN_LIST.match(expr) or _LIST_HAS.match(expr)) is not None:
                raw = f.groupdict().get("vals") or f.groupdict().get("a") or f.groupdict().get("b") or ""
                if (vals := _values(raw)) is not None:
                    out.append(ReturnedTest(src.path, n, expr, f.group("subj"), vals))
                continue
            if (f := _NAMED_HAS.match(expr) or _IN_NAME.match(expr)) is not None:
                s = named.get((src.path, f.group("name"))) or named.get(
                    (src.path, f.group("name").split(".")[-1])
                )
                if s is not None:
                    out.append(
                        ReturnedTest(
                            src.path,
                            n,
                            expr,
                            f.group("subj"),
                            s.values,
                            f.group("name"),
                            f"{s.file}:{s.line}",
                        )
                    )
    return out
