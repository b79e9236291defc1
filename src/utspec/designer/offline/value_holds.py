"""A call's literal value that makes a condition of the called function hold is about that condition's case.

pretty-ms's `prettyMilliseconds(-1337) returns '-1.3s' (a negative duration gets a leading minus)` binds
`milliseconds = -1337`; `const sign = milliseconds < 0 ? '-' : '';` holds for it. The item tied between
two option cases that share the function's own name ("milliseconds"), while the one case the value
reaches on purpose, `milliseconds < 0` at -1 (on the condition), shared only the parameter. The same
coincidence put a date's day number on another year's `date.day == 20`. When the call's values make some of
the called function's own simple conditions hold (`call_values.holds`, not a guess), the statement is about
one of the cases taking those conditions: the words choose among them only. Conditions the values do not
decide (a call, a local) and conditions of other functions (a helper's parameter of the same name) count for
nothing; a value that makes no condition hold changes nothing (`call_path.py` judges the guards it passes).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.designer.offline.call_values import holds
from utspec.models import ChecklistItem, Kind


def taken_condition(cited: Sequence[ChecklistItem], symbol: str, bound: dict[str, str],
                    known: dict[str, float] | None = None) -> bool:  # fmt: skip
    """Whether a case (by the code it cites, its own condition first) takes a branch of `symbol` whose
    condition holds for the bound values: it cites the branch itself, not only a boundary off it.

    >>> from utspec.models import ChecklistItem as I
    >>> boundary = I(id="b", kind=Kind.BOUNDARY, file="f", line=52, end_line=52, symbol="f",
    ...              text="milliseconds < 0", language="javascript")
    >>> branch = I(id="r", kind=Kind.BRANCH, file="f", line=52, end_line=52, symbol="f",
    ...            text="milliseconds < 0", language="javascript")
    >>> taken_condition([boundary, branch], "f", {"milliseconds": "-1337"})
    True
    >>> taken_condition([boundary], "f", {"milliseconds": "-1337"})
    False
    >>> taken_condition([boundary, branch], "f", {"milliseconds": "1337"})
    False
    >>> taken_condition([boundary, branch], "g", {"milliseconds": "-1337"})
    False
    """
    if not cited or not bound:
        return False
    first = cited[0]
    own = [i for i in cited if i.kind is Kind.BRANCH and i.line == first.line and i.symbol == symbol]
    return bool(own) and holds(own[0].text, bound, known) is True
