"""Errors a user can fix: the CLI prints them as one line and exits 2, never with a traceback."""

from __future__ import annotations


class UtspecError(Exception):
    """A problem with the user's input (config, files, rule files), located as precisely as known.

    Args:
        path: the file at fault.
        message: what is wrong, in words the user can act on.
        line: 1-based line, when known.
        field: the config key or rule field (dotted), when that is the better locator.
    """

    def __init__(self, path: str, message: str, *, line: int | None = None, field: str | None = None) -> None:
        self.path = path
        self.message = message
        self.line = line
        self.field = field
        super().__init__(self.one_line())

    def one_line(self) -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        what = f"{self.field}: " if self.field else ""
        return f"{where}: {what}{self.message}"
