"""A call's literal values pick the switch arm they reach (switch_call.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

# Hand-written: a suffix picked by a switch on the last digit, each arm refining on the last two digits, so the
# call's number is also in the conditions of other arms' cases.
JAVA = """public final class Rank {
    public static String suffix(int n) {
        String s = "th";
        switch (n % 10) {
            case 1:
                if (n % 100 != 11) {
                    s = "st";
                }
                break;
            case 2:
                if (n % 100 != 12) {
                    s = "nd";
                }
                break;
            default:
                break;
        }
        return n + s;
    }
}
"""


@pytest.fixture
def linker_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The linker's choice alone: no worked example moved afterwards onto a case stating its values."""
    from utspec.designer import rule_based

    monkeypatch.setattr(rule_based, "split_worked", lambda *a: None)


@pytest.mark.parametrize(("text", "line"), [('suffix(12) returns "12th"', 10), ('suffix(21) returns "21st"', 5)])
def test_the_call_lands_on_its_arm(text: str, line: int, linker_only: None) -> None:
    assert linked_lines(JAVA, text, path="Rank.java", key_item=True) == [line]


#: Then the arm's case whose input is the call's own value and whose result is the call's (the lead's decision,
#: session 29: a worked example sits on a case stating its values): `n % 100 != 12` off at 12 → "12th" in `case 2`
#: (10-14), `n % 100 != 11` on at 21 → "21st" in `case 1` (5-9); the arm's own case gives `n` = 2 and 1.
@pytest.mark.parametrize(
    ("text", "line"), [('suffix(12) returns "12th"', 11), ('suffix(21) returns "21st"', 6)]
)
def test_the_example_ends_on_the_arm_case_stating_its_value(text: str, line: int) -> None:
    assert linked_lines(JAVA, text, path="Rank.java", key_item=True) == [line]


def test_without_the_rule_it_does_not(monkeypatch: pytest.MonkeyPatch, linker_only: None) -> None:
    monkeypatch.setattr(linking, "arm_taken", lambda *a: None)
    assert linked_lines(JAVA, 'suffix(12) returns "12th"', path="Rank.java", key_item=True) != [10]
    assert linked_lines(JAVA, 'suffix(21) returns "21st"', path="Rank.java", key_item=True) != [5]


def test_an_unknown_value_picks_no_arm() -> None:
    assert linked_lines(JAVA, "suffix(count) returns a rank", path="Rank.java", key_item=True) != [10]
