"""An exception said raised on the designer's "passes every guard" input of a function whose body throws nothing.

Joda-Convert's `convertToString` is `if (array.length == 0) { return ""; }`, a loop of `buf.append(…)`, then `return
buf.toString()`. Its normal-path case ("… のガードをすべて通過する入力: 要素数 1 の `array`", citing the one guard)
flipped to "例外が送出される。`buf.toString()` が返される。" passed: a case citing one guard of unknown side is not shaped
like the main path (`_main_path.on_main_path`), and the function ends early, so `main_path_raise_hits` gave up. The
input's own words say the case passes every guard; when no line of the function throws or raises, nothing the case
runs through raises either. Only an unnamed exception is read (a named one may be a runtime error the case is about:
`NullPointerException` for a null array), and a case whose input makes a dependency fail is left alone.

>>> throws_nothing(["String f(boolean[] a) {", "  if (a.length == 0) {", '    return "";', "  }", "  return x;", "}"])
True
>>> throws_nothing(["def f(s):", "    if not s:", "        raise ValueError('x')", "    return s"])
False
>>> throws_nothing(["String f(String s) throws IOException {", "  return s; // never throw here", "}"])
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.critic.checks._claims import Claims
from utspec.critic.checks._unreached import passes_all
from utspec.critic.checks.contradicts_code.values import RAISES_IN_INPUT
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import strip_comment
from utspec.designer.offline.signature import numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind, TestCase

#: A statement that raises, in the languages read (`throws` in a signature declares, it does not raise).
_RAISES = re.compile(r"\bthrow\b(?!s)|\braise\b|\bpanic\s*\(|\bRAISERROR\b|\bTHROW\b|\bRAISE\s+EXCEPTION\b")


def throws_nothing(body: Sequence[str]) -> bool:
    """Whether no line of a function's body (comments stripped) throws, raises or panics."""
    return not any(_RAISES.search(strip_comment(line)) for line in body)


def throwless_raise_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                         msg: Catalog) -> list[str]:  # fmt: skip
    """The main-path sentence for an unnamed exception said raised on a "passes every guard" input, where the one
    function the case cites throws nothing."""
    if not c.unnamed_raise or c.raised or c.write_fails or not passes_all(case.input):
        return []
    if RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []  # the input makes a dependency fail
    code = [i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.LOOP, Kind.FUNCTION)]
    if not code or len({(i.file, i.symbol) for i in code}) != 1 or len(code) != len(items):
        return []
    first = min(code, key=lambda i: i.line)
    text = next((s.text for s in inp.sources if s.path == first.file), None)
    if text is None or first.symbol is None:
        return []
    body = numbered_body(text.split("\n"), first.symbol, first.line, first.language)
    if not body or not throws_nothing([t for _, t in body]):
        return []
    return [msg("semantic_paths.code_main_path_raises", refs=", ".join(i.id for i in code[:3]))]


__all__ = ["throwless_raise_hits", "throws_nothing"]
