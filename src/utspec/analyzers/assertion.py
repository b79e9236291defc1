"""A Python `assert` is a branch: when its condition fails, `AssertionError` is raised (with its message).

`assert 0 <= percent <= 100, "percent out of range"` guards as `if not (0 <= percent <= 100): raise
AssertionError("percent out of range")` does, and a unit test checks it the same way (`pytest.raises`).
It was no checklist item at all: its boundaries had no effect, and a function made of asserts had no
branch to cover. (Under `python -O` asserts are removed; a spec states what the code says.)
"""

from __future__ import annotations


def assertion(cond: str, message: str | None) -> tuple[str, str]:
    """(branch text, effect) of `assert cond, message`: the side that fails, and the raise it makes.

    >>> assertion("0 <= p <= 100", '"percent out of range"')
    ('not (0 <= p <= 100)', 'raise AssertionError("percent out of range")')
    >>> assertion("ok", None)
    ('not (ok)', 'raise AssertionError')
    """
    effect = (
        f"raise AssertionError({message.strip()})" if message and message.strip() else "raise AssertionError"
    )
    return f"not ({cond.strip()})", effect


__all__ = ["assertion"]
