"""A call with literal values is about the guard its values make fire first (call_path.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.analyzers import AnalyzerOptions, analyze
from utspec.designer.offline import linking
from utspec.designer.offline.call_path import exit_of
from utspec.models import SourceText

# Later conditions test 2 (the 2 of -2 is shared with them) and a local (`size`) the walk cannot judge.
SRC = """def repeat(text, count):
    if text is None:
        return None
    if count <= 0:
        return ""
    size = len(text)
    if count == 2 or size == 0:
        return text + text
    if size == 2:
        return text[0] * count
    return text * count
"""


def test_the_call_lands_on_the_guard_it_fires_first() -> None:
    assert linked_lines(SRC, 'repeat("a", -2) returns ""', key_item=True) == [4, 5]


def test_without_the_rule_it_lands_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "exit_of", lambda text, items, sources: None)
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)  # running the call finds it too (evaluated_exit.py)
    # Since session 13 the tie this leaves is also decided by `count <= 0` holding for -2 (value_holds.py): both off.
    monkeypatch.setattr(linking, "taken_condition", lambda *a, **k: False)
    assert linked_lines(SRC, 'repeat("a", -2) returns ""', key_item=True) != [4, 5]


def test_value_holds_alone_also_finds_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "exit_of", lambda text, items, sources: None)
    assert linked_lines(SRC, 'repeat("a", -2) returns ""', key_item=True) == [4, 5]


def _exit(text: str, src: str = SRC) -> object:
    items = analyze([SourceText(path="a.py", text=src)], AnalyzerOptions()).items
    found = exit_of(text, items, {"a.py": src.split("\n")})
    return found if found is None or isinstance(found, str) else found.line


def test_the_walk() -> None:
    assert _exit('repeat(None, 3)') == 2
    assert _exit('repeat("a", -2)') == 4
    # `size = len(text)` is 1 for "a" (call_judge.local_lengths): `count == 2 or size == 0` and `size == 2` are false.
    assert _exit('repeat("a", 3)') == "main"
    assert _exit('repeat(x, 3)') is None  # `text` unbound: `size` unknown, not judged
    assert _exit("repeat(x, y)") is None  # no literal values
    simple = "def f(a, n):\n    if n < 0:\n        raise ValueError('n')\n    if a is None:\n        return 0\n    return n\n"
    assert _exit("f(1, 2)", simple) == "main"  # every guard judged false: the main path
    assert _exit("f(None, 5)", simple) == 4
    reassigned = "def f(n):\n    n = abs(n)\n    if n < 0:\n        return 0\n    return n\n"
    assert _exit("f(-1)", reassigned) is None  # the literal is not the value tested
    nested = "def f(n):\n    for i in range(n):\n        if n < 0:\n            return 0\n    return n\n"
    assert _exit("f(-1)", nested) is None  # a return inside a loop: not judged
    chained = "def f(n):\n    if n < 0:\n        return 1\n    elif n > 5:\n        return 2\n    return 3\n"
    assert _exit("f(-1)", chained) == 2
    assert _exit("f(7)", chained) is None  # false, with an `elif` of its own: not walked
