"""A number given as the value of the compared name is walked for the raised-type check (issue 13).

Through `classify`: tests/questions/test_named_class.py ("CountBreaker with a threshold of 1.5 throws a TypeError"
fails with this rule off).
"""

from __future__ import annotations

from utspec.questions.named_value import names_compared_value


def test_a_number_written_as_the_compared_names_value() -> None:
    # ruleid: "a threshold of 1.5" is `threshold`'s value
    assert names_compared_value("CountBreaker with a threshold of 1.5 throws a TypeError", "1.5", "threshold >= 1")
    assert names_compared_value("size が 0 のとき RangeError", "0", "this.size < 1")
    # ok: a number inside a quoted message is no value of the compared name (jwt-decode's 'missing part #2')
    assert not names_compared_value("'missing part #2' の InvalidTokenError", "2", 'typeof token !== "string"')
    # ok: a count of something else
    assert not names_compared_value("retries 3 times when the status is 2", "2", "retries > 2")
