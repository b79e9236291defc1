"""A call of a class's name is a call of its constructor.

Found on japanera (session 18): "`EraDate(2019, 4, 30)` は元号の境目を自動で判定し…", "`EraDate(2020, 1, 1, era=昭和)`
のように…警告「Date is not in era」が出る". The key item names no function (`EraDate` is a class; its constructor is
`__new__`), so it was matched by words against every case of the file and tied between `EraDate.__new__` and
`EraDateTime.__new__`, which raise and warn alike. A call `Name(...)` (or `new Name(...)`) of a class whose
constructor has checklist items names that constructor (`__init__` / `__new__` in Python, `constructor` in
JavaScript / TypeScript, the method named as its class in Java / C#), as `f(...)` names `f` (`scope.named_function`).
A text calling two classes names neither.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from utspec.models import ChecklistItem

#: `EraDate(2019, 4, 30)`, `new Window(a, b)`: a capitalised name called, not a method (`x.Foo(`).
_CALL = re.compile(r"(?<![\w.])(?:new\s+)?([A-Z]\w*)\s*\(")
#: `.to_date(` right after the constructor's closing parenthesis.
_METHOD_CALL = re.compile(r"\.\w+\s*\(")
_CONSTRUCTORS = frozenset({"__init__", "__new__", "constructor"})


def constructors(items: Iterable[ChecklistItem]) -> dict[str, str]:
    """Each class (lower case) whose constructor has checklist items, with that constructor's name (lower case).

    >>> from utspec.models import Kind
    >>> item = ChecklistItem(id="a.py:3:branch", kind=Kind.BRANCH, file="a.py", line=3, end_line=3, language="python",
    ...                      symbol="EraDate.__new__", text="era")
    >>> constructors([item])
    {'eradate': '__new__'}
    """
    out: dict[str, str] = {}
    for item in items:
        owner, _, name = (item.symbol or "").rpartition(".")
        cls = owner.rsplit(".", 1)[-1]
        if cls and (name.lower() in _CONSTRUCTORS or name == cls):
            out[cls.lower()] = name.lower()
    return out


def constructor_function(text: str, built: dict[str, str]) -> str | None:
    """The constructor (lower case) of the one class a text calls by name; None for none or two.

    >>> built = {"eradate": "__new__", "eradatetime": "__new__"}
    >>> constructor_function("EraDate(2019, 4, 30) は平成31年", built), constructor_function("new EraDateTime(1)", built)
    ('__new__', '__new__')
    >>> constructor_function("EraDate(1) == EraDateTime(1)", built) is None  # two classes
    True
    >>> constructor_function("x.EraDate(1) and date(2020, 1, 1)", built) is None  # a method, a function
    True
    >>> constructor_function("EraDate(2019, 5, 1).to_date() は date(2019, 5, 1)", built) is None  # about `to_date`
    True
    >>> constructor_function("EraDate(1950, 1, 1).era の kanji は「昭和」", built)  # an attribute of the object
    '__new__'

    """
    called = {
        m.group(1).lower() for m in _CALL.finditer(text) if not _then_member(text, m.end())
    } & built.keys()
    return built[next(iter(called))] if len(called) == 1 else None


def _then_member(text: str, opened: int) -> bool:
    """Whether the call opened at `opened` (just past its `(`) is followed by a method call: `EraDate(2019, 5,
    1).to_date()` is about `to_date`, not the constructor (an attribute read, `EraDate(1950, 1, 1).era`, is not)."""
    depth = 1
    for i in range(opened, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return _METHOD_CALL.match(text, i + 1) is not None
    return False
