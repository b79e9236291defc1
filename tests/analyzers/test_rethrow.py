"""A rethrow of a handler's caught variable is resolved to the caught type (utspec.analyzers.rethrow)."""

from __future__ import annotations

import pytest

from utspec.analyzers import analyze
from utspec.models import Kind, SourceText


def _raise_effects(path: str, code: str) -> list[tuple[str, str | None]]:
    items = analyze([SourceText(path=path, text=code)]).items
    raises = [i for i in items if i.kind is Kind.RAISE]
    assert len(raises) == 1, [i.id for i in items]
    return [(e.kind, e.name) for e in raises[0].effects or []]


JAVA_ONE_TYPE = """class A {
    void f() {
        try {
            repo.save();
        } catch (RepositoryException e) {
            audit.record("failed");
            throw e;
        }
    }
}
"""

JAVA_MULTI = """class A {
    void f() {
        try {
            repo.save();
        } catch (IOException | SQLException e) {
            throw e;
        }
    }
}
"""

PY_ONE_TYPE = """def f():
    try:
        save()
    except OSError as err:
        log(err)
        raise err
"""

TS_ANY = """function f() {
  try {
    save();
  } catch (err) {
    throw err;
  }
}
"""

PY_NEW_ERROR = """def f():
    try:
        save()
    except OSError as err:
        raise ValueError("bad") from err
"""

PY_OTHER_NAME = """def f(e):
    try:
        save()
    except OSError as err:
        raise e
"""


@pytest.mark.parametrize(
    ("path", "code", "expected"),
    [
        ("A.java", JAVA_ONE_TYPE, [("raise", "RepositoryException")]),  # ruleid: one caught type
        ("a.py", PY_ONE_TYPE, [("raise", "OSError")]),  # ruleid: Python `raise err`
        ("A.java", JAVA_MULTI, [("reraise", None)]),  # ruleid: a multi-catch names no single type
        ("a.ts", TS_ANY, [("reraise", None)]),  # ruleid: `catch (err)` catches anything
        ("a.py", PY_NEW_ERROR, [("raise", "ValueError")]),  # ok: a new exception stays itself
        ("a.py", PY_OTHER_NAME, [("raise", "e")]),  # ok: not the handler's variable
    ],
)
def test_a_rethrow_raises_what_the_handler_caught(path, code, expected):
    assert _raise_effects(path, code) == expected
