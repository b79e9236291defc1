"""A duration a design states and a code number that holds the same time in another unit.

cockatiel's readme says "30 seconds max delay" and "Maximum delay, in milliseconds. Defaults to 30s." for
`maxDelay: 30000`: the design-code check compared 30 with 30000 and asked whether the design or the code was
right. Code keeps durations in milliseconds or seconds (a bare number, its unit in a name or a comment the check
cannot always see), so a stated time agrees with a code number equal to it in seconds or in milliseconds.
"""

from __future__ import annotations

#: Seconds in one of each unit `utspec.questions.limits.stated` reads.
_SECONDS = {
    "ms": 0.001, "msec": 0.001, "millisecond": 0.001, "milliseconds": 0.001, "ミリ秒": 0.001,
    "s": 1.0, "sec": 1.0, "secs": 1.0, "second": 1.0, "seconds": 1.0, "秒": 1.0,
    "min": 60.0, "mins": 60.0, "minute": 60.0, "minutes": 60.0, "分": 60.0,
    "hour": 3600.0, "hours": 3600.0, "時間": 3600.0,
}  # fmt: skip


def same_duration(value: float, unit: str | None, code: float) -> bool:
    """Whether `code` is the stated time in seconds or in milliseconds (only for a stated time unit).

    >>> same_duration(30, "seconds", 30000), same_duration(30, "s", 30), same_duration(2, "分", 120000)
    (True, True, True)
    >>> same_duration(30, "seconds", 3000), same_duration(30, None, 30000), same_duration(3, "retries", 3000)
    (False, False, False)
    """
    per = _SECONDS.get((unit or "").lower())
    if per is None:
        return False
    seconds = value * per
    return any(abs(code - want) < 1e-9 * max(1.0, abs(want)) for want in (seconds, seconds * 1000))


def seconds_of(value: float, unit: str | None) -> float | None:
    """A stated time in seconds, or None when `unit` is no time unit.

    >>> seconds_of(500, "ミリ秒"), seconds_of(5, "分"), seconds_of(3, "retries") is None
    (0.5, 300.0, True)
    """
    per = _SECONDS.get((unit or "").lower())
    return None if per is None else value * per
