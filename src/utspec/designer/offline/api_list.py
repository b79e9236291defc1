"""A bullet that is only a function's name is about that function's normal path.

A design often lists an API after a lead-in: "Money provides base compare operations like:" then
"* Equals", "* GreaterThan", "* LessThan". Each bullet is one statement naming one function and nothing
else: no condition, value or outcome for words to match, so it tied or matched weakly and became a design
case of its own (a Q-design each). What such a bullet says is "this function is provided", which is its
normal path (as a summary sentence is: summary_line.py). A bullet naming no function of the code (an option
name such as `compact`) is left to the other rules.
"""

from __future__ import annotations

import re

#: One identifier, in code quotes or not, perhaps a call form or a member (`Money.Equals`, `equals()`,
#: `` `GreaterThan(om)` ``), perhaps closed by punctuation.
_NAME_ONLY = re.compile(r"^\s*`?(?:[A-Za-z_]\w*\.)*([A-Za-z_]\w*)(?:\([^()]*\))?`?\s*[.,;]?\s*$")


def listed_function(text: str, functions: frozenset[str]) -> str | None:
    """The function (lower case, as `scope.functions_of` names them) a bullet consists of, else None.

    >>> listed_function("Equals", frozenset({"equals", "greaterthan"}))
    'equals'
    >>> listed_function("`GreaterThan(om)`", frozenset({"equals", "greaterthan"}))
    'greaterthan'
    >>> listed_function("`compact`", frozenset({"equals"})) is None, listed_function("Equals or not", frozenset({"equals"}))
    (True, None)
    """
    m = _NAME_ONLY.match(text)
    if m is None or m.group(1).lower() not in functions:
        return None
    return m.group(1).lower()
