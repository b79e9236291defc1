"""The function a case says it tests, read from its own cells.

The offline designer names it in the preconditions or the input with the catalogue's `where` words
("`MemoryImageStream.ReadSingle` in input/source/MemoryImageStream.cs", "input/source/caste.go の `ToIntE`"),
and a worked example names it by its call (`Call `status('403')`.`, "`String()` を呼ぶ。"). Evidence moved
onto another function's item leaves these words as they were, so they say which function the case runs.
"""

from __future__ import annotations

import re

from utspec.models import TestCase

#: The catalogue's `where` ("`{symbol}` in {file}", "{file} の `{symbol}`"): a symbol beside a file path.
_WHERE = re.compile(r"`(?P<en>[\w.$]+)` in \S+\.\w+|\S+\.\w+ の `(?P<ja>[\w.$]+)`")
#: A worked example's call (`_example_call`'s inputs), its callee's last name captured.
_CALL = re.compile(
    r"^Call `(?:[\w$]+\.)*(?P<en>[\w$]+)\(.*\)`[.:]|^`(?:[\w$]+\.)*(?P<ja>[\w$]+)\(.*\)` を呼ぶ[。:]"
)


def stated_function(case: TestCase) -> str | None:
    """The last name of the function the case states it runs (None: its cells name none).

    >>> def case(pre="-", inp="-"):
    ...     return TestCase(id="TC-001", perspective="p", category="normal", preconditions=pre, input=inp,
    ...                     expected="x", evidence=["a.go:1:branch"])
    >>> stated_function(case(pre="input/source/caste.go の `ToIntE` に、それより前のガードをすべて通過して到達する。"))
    'ToIntE'
    >>> stated_function(case(inp="Input for which `x > 3` does not hold (`Stream.ReadSingle` in src/S.cs)."))
    'ReadSingle'
    >>> stated_function(case(inp="`v.String()` を呼ぶ。")), stated_function(case(inp="Call `status('403')`: `code` = `'403'`."))
    ('String', 'status')
    >>> stated_function(case(inp="`n` = `3`."))
    """
    for text in (case.preconditions, case.input):
        if m := _WHERE.search(text or ""):
            return (m.group("en") or m.group("ja")).rsplit(".", 1)[-1]
    if m := _CALL.match((case.input or "").strip()):
        return m.group("en") or m.group("ja")
    return None
