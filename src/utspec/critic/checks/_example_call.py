"""A case whose input is a whole worked example (`Call `f(…)`.`): its stated literal may be what an expression gives.

The designer drafts a design statement or key item that is a worked example ("`abbreviate("abcdefghijklmno", "...",
6, 10)` returns `"...ghij..."`") as its own case on the code the linker chose, stating the literal the statement
gives (`designer/offline/worked_links.py`). The return it cites is an expression (`abbrevMarker + abbreviate(…)`,
a constant `EMPTY`): unlike a restated expression, a literal is no contradiction of it unless the expression can be
worked out to something else (`_worked`, which the caller tries first). commons-lang's clean draft was blocked twice.
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import NOT_KNOWN, literal

#: The designer's worked-example inputs, English and Japanese (`designer.in.call`, `designer.in.call_bound`).
_CALL_INPUT = re.compile(r"^Call `[^`]+\(.*\)`[.:]|^`[^`]+\(.*\)` を呼ぶ[。:]")


def example_call(case_input: str) -> bool:
    """Whether the case's input is a whole call with its arguments, as a worked example states it.

    >>> example_call('Call `abbreviate("abc", 2)`: `str` = `"abc"`.'), example_call('`f("十")` を呼ぶ: `kanji` = `"十"`。')
    (True, True)
    >>> example_call("`str` = `\\"abc\\"`.")
    False
    """
    return _CALL_INPUT.match(case_input.strip()) is not None


def open_expression(value: str, language: str) -> bool:
    """Whether a returned expression is no literal (a call, an operation, a name), so a literal may be its value.

    >>> open_expression('abbrevMarker + abbreviate(str, m, 3)', "java"), open_expression("EMPTY", "java")
    (True, True)
    >>> open_expression('"abc"', "java"), open_expression("-1", "go")
    (False, False)
    """
    return literal(value, language) is NOT_KNOWN


__all__ = ["example_call", "open_expression"]
