"""An arm of a switch expression is a value mapping: the subject at the label gives the arm's value.

Humanizer's `(c & ~0x20) switch { 'M' => 1000, … }` (MIT) gave "Values for which `'M' => 1000,` is true" and a
question per arm asking what a test should observe; Java's `case 'M' -> 1000;` the same.
"""

from __future__ import annotations

import doctest
from pathlib import Path

from utspec.designer.offline import switch_arms

from ._one_file_run import spec_of

JAVA = """class R {
    static int value(char c) {
        return switch (c) {
            case 'M' -> 1000;
            case 'D', 'd' -> 500;
            default -> throw new IllegalArgumentException("bad");
        };
    }
}
"""
CS = """class R2 {
    static int Value(char c)
    {
        var v = c switch
        {
            'M' => 1000,
            _ => 1,
        };
        return v;
    }
}
"""


def _cases(tmp_path: Path) -> dict[str, dict]:
    spec = spec_of(tmp_path, {"R.java": JAVA, "R2.cs": CS}, "# R\n\nM is a thousand.\n")
    return {f"{c['evidence'][0]} {c['perspective']}": c for c in spec["cases"]}


def test_each_arm_names_the_subjects_value_and_the_arms_result(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    got = {k: (c["input"], c["expected"]) for k, c in cases.items() if ":branch" in k}
    assert got == {
        "src/R.java:4:branch `c` is `'M'`": ("`c` = `'M'`.", "The function returns `1000`."),
        "src/R.java:5:branch `c` is `'D'`, `'d'`": ("`c` = `'D'`.", "The function returns `500`."),
        "src/R.java:6:branch `c` matches no other arm": (
            "`c` = `'A'`.", '`IllegalArgumentException` is raised with the message "bad".'),
        "src/R2.cs:6:branch `c` is `'M'`": ("`c` = `'M'`.", "`v` becomes `1000`."),
        "src/R2.cs:7:branch `c` matches no other arm": ("`c` = `'A'`.", "`v` becomes `1`."),
    }, got


def test_switch_arms_doctests() -> None:
    result = doctest.testmod(switch_arms)
    assert result.failed == 0 and result.attempted >= 4
