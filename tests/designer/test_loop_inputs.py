"""Loop cases: a `while` says which condition is false; a loop over a written-out constant collection has none.

Humanizer's `ToRoman` (MIT): `foreach (var pair in RomanNumeralsSequence)` over a `static readonly` array and
`while (input >= pair.Value)` both said "An empty collection (zero iterations)".
"""

from __future__ import annotations

import doctest
from pathlib import Path

from utspec.designer.offline import loop_inputs

from ._one_file_run import spec_of

CS = """class Roman {
    static readonly int[] Values =
    [
        1000, 500, 1,
    ];

    public static int Count(int input, int[] extra)
    {
        var total = 0;
        foreach (var v in Values)
        {
            while (input >= v)
            {
                input -= v;
                total++;
            }
        }
        foreach (var e in extra)
        {
            total += e;
        }
        return total;
    }
}
"""


def test_loop_cases_name_what_a_caller_can_set(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"Roman.cs": CS}, "# Roman\n\nCounts numerals.\n")["cases"]
    loops = {c["perspective"]: c["input"] for c in cases if c["perspective"].startswith("Loop ")}
    assert loops == {
        "Loop `input >= v` with nothing to iterate": "Values for which `input >= v` is false (the code names no literal to choose them from).",
        "Loop `foreach (var e in extra)` with nothing to iterate": "`extra` is empty (zero iterations).",
    }, loops


def test_loop_inputs_doctests() -> None:
    result = doctest.testmod(loop_inputs)
    assert result.failed == 0 and result.attempted >= 4
