"""What the Go and Java evaluators (`go_eval`, `java_eval`) share: a block's variables and the loop exits.

Both run a function's text statement by statement; each block opens a scope whose names shadow its parent's, and
`break`/`continue` leave a loop body as exceptions the loop catches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class Break(Exception):
    pass


class Continue(Exception):
    pass


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
