"""A declared type is read by whole words: `Constraints` is no `int`, `Map<String, Integer>` is a map."""

from __future__ import annotations

import pytest

from utspec.designer.offline.values import Where, _kind


@pytest.mark.parametrize(
    ("line", "language", "name", "kind"),
    [
        ("func MustConstraints(c Constraints, err error) Constraints {", "go", "c", "?"),  # go-version: was "num"
        ("def f(settings: Settings) -> None:", "python", "settings", "?"),  # was "list" (through "set")
        ("def f(counts: Dict[str, int]) -> None:", "python", "counts", "map"),  # was "str"
        ("void f(Map<String, Integer> byName) {", "java", "byName", "map"),  # was "str"
        ("void f(IEnumerable<string> names) {", "csharp", "names", "list"),  # was "str"
        ("def f(major: SupportsInt) -> None:", "python", "major", "num"),
        ("func f(n int64) {", "go", "n", "num"),
        ("void f(BigDecimal amount) {", "java", "amount", "num"),
        ("def f(zero: Optional[KanjizeZero] = None):", "python", "zero", "?"),
    ],
)
def test_kind_of_declared_type(line: str, language: str, name: str, kind: str) -> None:
    assert _kind(name, Where([line, "  pass"], 2, language)) == kind
