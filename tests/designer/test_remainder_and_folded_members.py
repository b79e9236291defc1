"""Membership tests the designer now gives a value for (issue 12: inputs naming a value).

inflection 0.5.1 (PyPI, MIT): `ordinal` tests `number % 100 in (11, 12, 13)` and `pluralize` tests
`word.lower() in UNCOUNTABLES`, a set written one member a line. Both cases said "values for which … is true (the
code names no literal to choose them from)" although the literals are right there.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = '''\
UNCOUNTABLES = {
    'equipment',
    'fish',
    'sheep'}


def ordinal(number):
    number = abs(int(number))
    if number % 100 in (11, 12, 13):
        return "th"
    return "st"


def pluralize(word):
    if word.lower() in UNCOUNTABLES:
        return word
    return word + "s"
'''


def test_remainder_and_folded_members_get_values(tmp_path: Path) -> None:
    cases = spec_of(tmp_path, {"inflection.py": SRC})["cases"]
    said = "\n".join(c["input"] for c in cases)
    # ruleid: the remainder's argument takes a member below the divisor; the folded name takes the set's member
    assert "`number` = `11`" in said, said
    assert "`word` = `'equipment'`" in said, said
    # ok: no case still says the code names no literal
    assert "names no literal" not in said, said
