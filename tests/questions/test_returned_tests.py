"""A returned membership test decides on its set's codes (issue 13, item 1; session 9's known gap).

`return redirectStatus.has(code)` and `return code in (429, 503)` get no checklist item from the
analyzers' queries; each was asked nothing before `utspec.questions.returned_tests`.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.literals import decisions

JS = "const redirectStatus = new Set([301, 302, 303, 307, 308]);\n\nexport const isRedirect = code => {\n\treturn redirectStatus.has(code);\n};\n"
PY = "def retryable(code):\n    return code in (429, 503)\n"
SIZE = "def big(items):\n    return len(items) > 100\n"


def _decided(path: str, text: str) -> list[tuple[str, tuple[str, ...], str | None]]:
    src = SourceText(path=path, text=text)
    return [(d.subject, d.values, d.defined_at) for d in decisions(analyze([src]).items, [src])]


def test_a_returned_named_set_is_a_code_decision_with_its_definition() -> None:
    assert _decided("r.js", JS) == [("code", ("301", "302", "303", "307", "308"), "r.js:1")]  # ruleid: .has(code)


def test_a_returned_literal_membership_is_a_code_decision() -> None:
    assert _decided("r.py", PY) == [("code", ("429", "503"), None)]  # ruleid: code in (429, 503)


def test_a_returned_comparison_is_not_read_twice() -> None:
    assert len(_decided("s.py", SIZE)) <= 1  # ok: the analyzers' boundary item, if any, decides it alone


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import returned_tests

    assert doctest.testmod(returned_tests).failed == 0
