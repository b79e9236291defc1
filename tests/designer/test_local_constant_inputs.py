"""A condition naming a constant of its own function gets an input from the constant's literal, and a prefix held true
takes the file's own example of that prefix.

cron-go TC-094: `const every = "@every "` then `strings.HasPrefix(descriptor, every)`; the normal path kept the filler
`descriptor` = `"abc"`, which never reaches the `return Every(duration), nil` the case states. Each test below fails
with its rule switched off.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import local_consts, stated_prefix, values
from utspec.designer.offline.values import Where, examples
from utspec.messages import Catalog

_CRON = [
    '// Descriptors, e.g. "@midnight", "@every 1h30m"',
    "func parseDescriptor(descriptor string) (Schedule, error) {",
    '\tconst every = "@every "',
    "\tif strings.HasPrefix(descriptor, every) {",
    "\t\treturn Every(descriptor), nil",
    "\t}",
    "}",
]


def test_the_prefix_named_by_a_local_constant_gives_the_file_s_own_example() -> None:
    got = examples("strings.HasPrefix(descriptor, every)", True, Where(_CRON, 4, "go"), Catalog("en"))
    assert got == ['`descriptor` = `"@every 1h30m"`']


def test_held_false_the_prefix_is_missed() -> None:
    got = examples("strings.HasPrefix(descriptor, every)", False, Where(_CRON, 4, "go"), Catalog("en"))
    assert len(got) == 1 and "@every" not in got[0]


def test_switched_off_the_local_constant_gives_no_value(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(values, "inlined", lambda cond, *_: cond)
    got = examples("strings.HasPrefix(descriptor, every)", True, Where(_CRON, 4, "go"), Catalog("en"))
    assert not any("@every" in g for g in got)


def test_switched_off_the_prefix_takes_the_generic_tail(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(values, "stated_prefix", lambda _cond, _want, value, _lines: value)
    got = examples("strings.HasPrefix(descriptor, every)", True, Where(_CRON, 4, "go"), Catalog("en"))
    assert got == ['`descriptor` = `"@every 001"`']


@pytest.mark.parametrize(
    ("lines", "line", "language", "cond", "want"),
    [
        (["  final String sep = \"-\";", "  if (s.startsWith(sep)) {"], 2, "java", "s.startsWith(sep)",
         's.startsWith("-")'),
        (["  const max = 5;", "  if (n > max) {"], 2, "typescript", "n > max", "n > 5"),
        # a constant of another function above this one's header is not this condition's
        (["function a() {", "  const max = 5;", "}", "function b(n) {", "  if (n > max) {"], 5, "javascript",
         "n > max", "n > max"),
        (["  let max = 5;", "  if (n > max) {"], 2, "javascript", "n > max", "n > max"),  # `let` can change
    ],
)  # fmt: skip
def test_only_a_constant_of_the_condition_s_own_function_is_inlined(
    lines: list[str], line: int, language: str, cond: str, want: str
) -> None:
    assert local_consts.inlined(cond, lines, line, language) == want


@pytest.mark.parametrize(
    "lines",
    [
        ['// x = "a\\"b"', "// y = 'a\"c'"],  # a text the input's quotes cannot hold as it is
        ['  return "abc";'],  # a literal of the code, not a comment's example
    ],
)
def test_only_a_comment_s_example_the_quotes_can_hold_is_taken(lines: list[str]) -> None:
    assert stated_prefix.stated_prefix('s.startsWith("a")', True, '"a001"', lines) == '"a001"'
