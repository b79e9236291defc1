"""C# relational patterns are comparisons: `input is < lowest or > highest` gives two boundaries.

Humanizer's `ToRoman` (MIT) guards its range with local consts and a relational pattern; the checklist had
no boundary there, so 0/1 and 3999/4000, the cases every reviewer asks for first, were never proposed.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText

CS = """class Roman {
    const int Limit = 10;
    public static string ToRoman(int input) {
        const int lowest = 1;
        const int highest = 3999;
        if (input is < lowest or > highest) { throw new System.ArgumentOutOfRangeException(nameof(input)); }
        return "";
    }
    public static bool Small(int x) => x is >= 0 and (<= Limit);
    public static bool Outside(int x) => x is not (< 1 or > 9);
}
"""


def test_each_bound_of_a_relational_pattern_is_a_boundary() -> None:
    items = analyze([SourceText(path="Roman.cs", text=CS)]).items
    got = {i.text: (i.operator, i.value, i.test_values, i.constant) for i in items if i.kind.value == "boundary"}
    assert got == {
        "input < lowest": ("<", 1, [0, 1], "lowest"),
        "input > highest": (">", 3999, [3999, 4000], "highest"),
        "x >= 0": (">=", 0, [-1, 0], None),
        "x <= Limit": ("<=", 10, [10, 11], "Roman.Limit"),
    }, got  # a pattern under `not` is not read: its outcome needs the negation
