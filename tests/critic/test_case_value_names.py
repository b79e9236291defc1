"""A boundary's operand named like a measuring word (`count == 1`) is still the operand the input sets.

commons-lang `repeat(repeat, count)`: the case "`count` = `3`; `repeat` = `"a"` (length 1)" was read at 1 (the
length of the other argument, a test value of `count == 1`), and its "does not return `repeat`" was blocked.
"""

from __future__ import annotations

from utspec.critic.checks._case_facts import case_value
from utspec.models import ChecklistItem, TestCase


def _item(text: str) -> ChecklistItem:
    return ChecklistItem(id="S.java:61:boundary", kind="boundary", file="S.java", line=61, end_line=61,
                         language="java", text=text, symbol="S.repeat", operator="==", value=1, test_values=[0, 1, 2])  # fmt: skip


def _case(inp: str) -> TestCase:
    return TestCase(id="TC-099", perspective="p", category="boundary", preconditions="x", input=inp,
                    expected="e", evidence=["S.java:61:boundary"])  # fmt: skip


def test_a_variable_named_count_is_the_operand() -> None:
    assert case_value(_case('`count` = `3`; `repeat` = `"a"` (length 1).'), _item("count == 1")) == 3
    # a measuring call is still no operand: `len(items)` reads the number after `items`
    assert case_value(_case("`items` with 2 elements; `n` = `7`."), _item("len(items) == 1")) == 2


def test_an_input_written_as_a_sentence_ends_at_its_full_stop() -> None:
    # ms-ts: "`ms` set to 60000." (a person's rewording of "`ms` = `60000`") read no value, so the worked-out
    # "1m" was blocked as unsupported.
    from utspec.analyzers.path_value import input_values

    assert input_values("`ms` set to 60000.", "typescript") == {"ms": 60000}
    assert input_values("`x` set to 1.5.", "python") == {"x": 1.5}
