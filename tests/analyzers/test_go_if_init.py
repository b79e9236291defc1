"""Go's `if x := f(); x < 1` holds its init statement apart from its condition (`enclosing._after_init`).

units-go (bench/defect_corpus) held `seconds := int(d.Seconds()); seconds < 1` false in every later clause of its
if/else-if chain and named "`seconds := int(d.Seconds()); seconds` returns `1` (test double)" in 15 inputs.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import enclosing
from utspec.analyzers.enclosing import conditions_around

GO = [
    "func HumanDuration(d time.Duration) string {",
    "\tif seconds := int(d.Seconds()); seconds < 1 {",
    '\t\treturn "Less than a second"',
    "\t} else if seconds == 1 {",
    '\t\treturn "1 second"',
    "\t}",
    '\treturn "more"',
    "}",
]


def test_an_else_if_holds_the_condition_not_the_init_false() -> None:
    assert conditions_around(GO, 4, own=True) == [("seconds < 1", False)]


def test_doctests() -> None:
    assert doctest.testmod(enclosing).failed == 0
