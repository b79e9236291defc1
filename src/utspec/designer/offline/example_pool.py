"""A key item that is a worked example is no evidence for another call's stand-in case.

inflection's key item "`parameterize("Donald E. Knuth", "_")` は `"donald_e_knuth"` を返すこと" landed on the case the
docstring's example made for itself, `parameterize(u"Donald E. Knuth")` → `'donald-e-knuth'` (a case citing that
statement and no code): the two share the function's name and the words of the argument, but another separator gives
another result, and a reviewer reading the case found a key item its input and result contradict. A case that cites
no code stands for the call in its input; a worked example calling otherwise goes elsewhere, or gets its own case.
"""

from __future__ import annotations

import re
from collections.abc import Container

from utspec.anchoring.worked_example import Example
from utspec.models import TestCase


def other_call(case: TestCase, example: Example | None, code: Container[str]) -> bool:
    """Whether `case` is a stand-in with no code evidence whose input is not `example`'s call.

    >>> from utspec.models import Category
    >>> c = TestCase(id="TC-001", perspective="p", category=Category.NORMAL, preconditions="",
    ...              input='`parameterize(u"Donald E. Knuth")` を呼ぶ。', expected="e", evidence=["DR-44"])
    >>> other_call(c, Example('parameterize("Donald E. Knuth", "_")', '"donald_e_knuth"'), set())
    True
    >>> other_call(c, Example('parameterize(u"Donald E. Knuth")', "'donald-e-knuth'"), set()), other_call(c, None, set())
    (False, False)
    >>> other_call(c, Example('parameterize("x", "_")', '"x"'), {"DR-44"})  # cites code: not a stand-in
    False
    >>> other_call(c, Example('slugify("x")', '"x"'), set())  # another function's call: not this one's stand-in
    False
    """
    if example is None or any(r in code for r in case.evidence) or example.call in case.input:
        return False
    # only a stand-in for another call of the same function: a question's stand-in ("see Q-design:DR-2") is left to the
    # linker, which moves what it cites when the question's case is dropped
    name = example.callee
    return re.search(rf"(?<![\w.]){re.escape(name)}\s*\(", case.input) is not None
