"""What a result says about a guarded `break`, `continue` or call, against the side of the branch guarding it.

A branch whose first statement is `break`, `continue` or a call (`logger.warn(...)`, `print(...)`,
`self.notify(...)`) runs it on one side only. The designer states it ("the loop stops (`break`)",
「`print` が呼ばれる」) and a flipped result ("the loop does not stop at line 12", 「呼ばれない」) was
compared with nothing unless the branch was a handler. With the branch's side known (cited
statement inside it, a boundary, the input's values: `_case_facts.sides`):

- on the side where it runs, a result saying it does not contradicts the code;
- on the other side, a result saying it does contradicts it only when the function has no other
  such statement (one `break` in the function, one call of that callee in the file): another
  line could make it true.

>>> said_exit("The loop stops (`break`): the later elements are skipped."), said_exit("ループは終了しない")
(('break', True), ('break', False))
>>> said_exit("the element is not skipped"), said_exit("その要素はスキップされる（`continue`）"), said_exit("x")
(('continue', False), ('continue', True), None)
"""

from __future__ import annotations

import re

_EXITS: tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...] = (
    ("break", re.compile(r"\bthe loop (?:does not|doesn't|never) stop|ループ(?:は|が)?終了しない", re.IGNORECASE),
     re.compile(r"\bthe loop stops\b|ループ(?:は|が)?終了する", re.IGNORECASE)),
    ("continue", re.compile(r"\b(?:is|are) not skipped\b|スキップされない", re.IGNORECASE),
     re.compile(r"\b(?:is|are) skipped\b|スキップされる", re.IGNORECASE)),
)  # fmt: skip


def said_exit(text: str) -> tuple[str, bool] | None:
    """(`break` or `continue`, whether it is said to happen), the first a result states; None when it states none."""
    for kind, negative, positive in _EXITS:
        if negative.search(text):
            return kind, False
        if positive.search(text):
            return kind, True
    return None
