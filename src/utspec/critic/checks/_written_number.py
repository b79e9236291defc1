"""A number a case quotes as a literal result, looked up as a number the cited files write, not as digits.

unsupported-value accepts a literal result (`` `5` が返される``) when the cited code's file writes it, since the
normal path's return is no checklist item of its own. It used to look the literal up as text, so `5` was "written"
by any `2005`, `0.5` or `i5` in the file: stats-ja-java's `getCount` (`return count;`) said to return `5` for any
call passed on the digit of a copyright year. A number is written when the file has it as a number of its own
(`_numbers.numbers_in`: not inside another number, an identifier or a version); `0L`, `5u` and `-1` are numbers.
"""

from __future__ import annotations

from utspec.critic.checks._numbers import numbers_in, same_number


def written_number(value: str, files: str) -> bool:
    """Whether `files` write the number `value` as a number of its own.

    >>> written_number("5", "Copyright (c) 2005, 2013"), written_number("5", "accept(5);")
    (False, True)
    >>> written_number("0", "if (count > 0L) {"), written_number("-1", "return -1;"), written_number("1.5", "x = 1.5")
    (True, True, True)
    >>> written_number("2", "item2 = version 1.2.3")
    False
    """
    wanted = float(value)
    return any(same_number(n, wanted) for n in numbers_in(files))
