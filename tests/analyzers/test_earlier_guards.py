"""A boundary's value an earlier leaving guard on the same operand takes is not proposed there (earlier_guards.py):
camelcase's `input.length === 1` after `if (input.length === 0) return ''`, cli-truncate's `columns === 1` after
`if (columns < 1) return ''`."""

from __future__ import annotations

import pytest

from utspec.analyzers import AnalyzerOptions, analyze, checklist
from utspec.models import Kind, SourceText

JS = """export default function cliTruncate(text, columns) {
\tif (columns < 1) {
\t\treturn '';
\t}
\tif (columns === 1) {
\t\treturn '…';
\t}
\treturn text.slice(0, columns - 1) + '…';
}
"""
PY = """def pick(n):
    if n < 0:
        raise ValueError("negative")
    if n == 0:
        return 0
    x = n
    if n > 5:
        return x
    return n * 2
"""


def _values(path: str, src: str) -> dict[int, list]:
    items = analyze([SourceText(path=path, text=src)], AnalyzerOptions()).items
    return {i.line: i.test_values for i in items if i.kind is Kind.BOUNDARY}


def test_a_value_an_earlier_guard_takes_is_not_proposed() -> None:
    assert _values("a.js", JS) == {2: [0, 1], 5: [1, 2]}  # `columns === 1` at 0: `columns < 1` returned first
    assert _values("a.py", PY) == {2: [-1, 0], 4: [0, 1], 7: [5, 6]}  # `n == 0` at -1: the ValueError first


def test_without_the_rule_they_were(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checklist, "narrowed", lambda item, items, lines, subject: item)
    assert _values("a.js", JS)[5] == [0, 1, 2]
