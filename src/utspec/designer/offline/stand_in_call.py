"""A case that stands for another statement's call is no place for a statement that does not name that call.

Found on the lead's session-23 reading of jpdatetime 1.5.0 (kept in /tmp, not a corpus): under "解析（strptime）",
DR-13 "`"令和元年5月1日"` を `"%G年%m月%d日"` で解析すると 2019 年 5 月 1 日になる" shares 元年, the format and the date
with DR-6's own case, the worked example `jpdatetime(2019, 5, 1).strftime("%G年%m月%d日")` → `"令和元年05月01日"` (a
case citing no code, written for DR-6): the parse example was cited as evidence of the format example. A case citing
no code stands for the call its input makes; a statement that does not name that call's function is about something
else (key items that are worked examples of another call of the same function: example_pool.py).
"""

from __future__ import annotations

import re
from collections.abc import Container

from utspec.anchoring.worked_example import Example
from utspec.models import TestCase

#: A code span in a case's input that is a call: `f(x)`, `jpdatetime(2019, 5, 1).strftime("%G")`.
_CALL_SPAN = re.compile(r"`([A-Za-z_][\w.]*\s*\([^`]*\))`")


def unnamed_call(case: TestCase, text: str, code: Container[str]) -> bool:
    """Whether `case` cites no code and its input calls a function `text` does not name.

    >>> from utspec.models import Category
    >>> c = TestCase(id="TC-084", perspective="p", category=Category.NORMAL, preconditions="",
    ...              input='`jpdatetime(2019, 5, 1).strftime("%G年%m月%d日")` を呼ぶ。', expected="e", evidence=["DR-6"])
    >>> unnamed_call(c, '`"令和元年5月1日"` を `"%G年%m月%d日"` で解析すると 2019 年 5 月 1 日になる。', set())
    True
    >>> unnamed_call(c, "strftime の %G は元年と書く", set()), unnamed_call(c, "解析すると…", {"DR-6"})
    (False, False)
    """
    if any(r in code for r in case.evidence) or not (m := _CALL_SPAN.search(case.input)):
        return False
    name = Example(m.group(1), "").function
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is None


__all__ = ["unnamed_call"]
