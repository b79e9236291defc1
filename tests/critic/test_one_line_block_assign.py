"""A one-line `if (…) { x = v; }` assigns `x`: tsc's compiled default parameter.

japanmesh's clean draft said "`code` が `null` になる" for `if (code === void 0) { code = null; }` and was blocked:
"… には `code` を `null` にする行がありません". The block's one statement is now read as the line's statement.
"""

from __future__ import annotations

from utspec.critic.checks._elsewhere import assignment_lines
from utspec.critic.checks._never_assigned import other_values

LINES = [
    "function getCodes(code, level) {",
    "    if (code === void 0) { code = null; }",
    "    if (level) { code = code + '1'; }",
    "    return code;",
    "}",
]


def test_the_block_statement_assigns() -> None:
    assert assignment_lines(LINES, "code", "null") == [2]
    assert other_values(LINES, "code", "null") is None


def test_another_value_is_still_never_assigned() -> None:
    assert assignment_lines(LINES, "code", "'x'") == []


def test_two_statements_in_the_block_are_not_one() -> None:
    two = ["    if (a) { code = null; n = 1; }"]
    assert assignment_lines(two, "code", "null") == []
