"""A parameter's null default that makes a leaving guard fire is no normal-path value.

smtplib's `auth_login(self, challenge=None)` leaves on `if challenge is None or self._auth_challenge_count < 2:
return self.user`; its normal path passes every guard, yet its input took `challenge` = `None` from the
default (a normal call omits a defaulted argument), which takes that very guard. With the `else`'s
`return self.password` stated as the normal result (normal_effects.else_exit), the case contradicted itself.

The default is dropped only when an operand of the guard that suffices alone (the whole condition, or an
`or` operand) tests the parameter against null (`x is None`, `x == None`, `x === null`, `x == null`,
`x === undefined`, `x == nil`): the null default then certainly fires it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.brackets import split_top

_NULL = ("None", "null", "undefined", "nil")


def _alone(cond: str) -> list[str]:
    """The operands of `cond` any one of which makes it hold (its `or` operands; itself when it has none)."""
    parts = [cond]
    for op in (" or ", "||"):
        parts = [p.strip() for part in parts for p in split_top(part, op)]
    return [p.strip("() ") for p in parts]


def default_fires(param: str, default: str, guards: Sequence[str]) -> bool:
    """Whether the null `default` of `param` makes one of the leaving `guards` (their conditions) hold.

    >>> default_fires("challenge", "None", ["challenge is None or self._auth_challenge_count < 2"])
    True
    >>> default_fires("challenge", "None", ["challenge is None and n < 2"])
    False
    >>> default_fires("invite", "None", ["invite is not None and invite not in codes"])
    False
    >>> default_fires("opts", "undefined", ["opts === undefined"])
    True
    """
    if default.strip() not in _NULL:
        return False
    test = re.compile(rf"^{re.escape(param)}\s*(?:is|===?)\s*(?:None|null|undefined|nil)$")
    return any(test.match(op) for g in guards for op in _alone(g.strip()))
