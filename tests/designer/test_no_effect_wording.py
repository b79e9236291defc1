"""A question about a branch the designer cannot state never claims the code returns nothing.

jpholiday (read in /tmp): `if date.year == 2020:` opens with a nested `if date == datetime.date(2020, 7, 23): return True`
and ends with `return False`; the question said the code there "returns nothing, raises nothing and writes nothing"
(値を返さず…), which is false. It now says what the designer could not read. (Since session 13 that block with literal results states both
results, nested_return.py; the fixture returns a call's result, which still leaves the question.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of

SOURCE = """import datetime


def is_sea_day(date: datetime.date) -> bool:
    if date.year == 2020:
        if date == datetime.date(2020, 7, 23):
            return special(date)

        return False
    return date.month == 7 and date.day == 20
"""


@pytest.mark.parametrize(("language", "false_claim"), [("en", "returns nothing"), ("ja", "値を返さず")])
def test_the_question_claims_nothing_false(tmp_path: Path, language: str, false_claim: str) -> None:
    spec = spec_of(tmp_path, {"h.py": SOURCE}, language=language)
    asked = [q["question"] for q in spec["open_questions"] if q["id"].startswith("Q-effect:")]
    assert asked, spec["open_questions"]
    assert not [q for q in asked if false_claim in q], asked
