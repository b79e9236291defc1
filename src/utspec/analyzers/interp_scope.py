"""What the evaluators share: a block's variables (Go, Java) and the loop and function exits (all four).

Each runs a function's text statement by statement; each block opens a scope whose names shadow its parent's, and
`break`/`continue` leave a loop body as exceptions the loop catches. Python's and JavaScript's `return` carry one value
and its line (`Return`); Go's carries several values and Java's whether it passed through a `finally`, so those two
keep their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class Break(Exception):
    pass


class Continue(Exception):
    pass


class Return(Exception):
    """A `return` on its way out of the function: the value and the line that returned it."""

    def __init__(self, value: Any, line: int) -> None:
        super().__init__()
        self.value, self.line = value, line


@dataclass
class Scope:
    parent: Scope | None = None
    vars: dict[str, Any] = field(default_factory=dict)
    types: dict[str, str] = field(default_factory=dict)
    """The declared type of each variable that has one (`var f float64`, a parameter): what `=` converts to."""

    def find(self, name: str) -> Scope | None:
        """The innermost scope that declares `name`, or None."""
        scope: Scope | None = self
        while scope is not None:
            if name in scope.vars:
                return scope
            scope = scope.parent
        return None
