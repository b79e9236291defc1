"""Errors a user can fix: the CLI prints them as one line and exits 2, never with a traceback."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from utspec.messages import Said


class UtspecError(Exception):
    """A problem with the user's input (config, files, rule files), located as precisely as known.

    Args:
        path: the file at fault.
        message: what is wrong, in words the user can act on: English, or a catalog sentence
            (`said("error.…")`) that `one_line` says in the config's language.
        line: 1-based line, when known.
        field: the config key or rule field (dotted), when that is the better locator; a catalog
            sentence when it has words around the key (`rule 'x' check`).
    """

    def __init__(
        self, path: str, message: str | Said, *, line: int | None = None, field: str | Said | None = None
    ) -> None:
        self.path = path
        self.said = None if isinstance(message, str) else message
        self.message = message if isinstance(message, str) else message.en
        self.line = line
        self.field = field if isinstance(field, str) or field is None else field.en
        self._field_said = None if isinstance(field, str) else field
        #: The config's language once it is known (set by whoever read the config); None: English.
        self.language: str | None = None
        super().__init__(self.one_line())

    def one_line(self, language: str = "en") -> str:
        where = self.path + (f":{self.line}" if self.line else "")
        field = (
            self._field_said.said_in(language)
            if self._field_said is not None and language != "en"
            else self.field
        )
        what = f"{field}: " if field else ""
        text = self.said.said_in(language) if self.said is not None and language != "en" else self.message
        return f"{where}: {what}{text}"

    def in_language(self, language: str) -> UtspecError:
        """Say this error in `language` unless an inner reader already knew better; returns self, to re-raise."""
        if self.language is None:
            self.language = language
        return self
