"""`raise exc.with_traceback(tb)` raises `exc`, not a method (retrying's `Attempt.get`)."""

from __future__ import annotations

from utspec.analyzers.effects import statement_effect


def test_with_traceback_raises_the_exception_object() -> None:
    e = statement_effect("raise exc.with_traceback(tb)")
    assert (e.kind, e.name, e.args) == ("raise", "exc", None)
