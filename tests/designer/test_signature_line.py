"""A statement opening with a function's signature says what it does: its normal path (signature_line.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.signature_line import described_function

SRC = """def cut(text, width, whole_words=False):
    if not whole_words:
        return text[:width]
    if width <= 0:
        return ""
    out = ""
    for word in text.split():
        out += word + " "
    return out.strip()
"""

DR = "`cut(text, width, whole_words)` shortens a text to whole words."


def test_the_signature_line_lands_on_the_normal_path() -> None:
    assert linked_lines(SRC, DR) == [2, 4]  # the normal path cites each guard it passes


def test_without_the_rule_the_named_parameters_pull_it_onto_a_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "described_function", lambda text, functions: None)
    assert linked_lines(SRC, DR) != [2, 4]


def test_signature_reading() -> None:
    functions = frozenset({"cut", "repeat"})
    assert described_function(DR, functions) == "cut"
    assert described_function("`cut(text, ...)` makes a short text.", functions) == "cut"
    assert described_function('`repeat("ab", 2)` returns "abab"', functions) is None  # an example, not a signature
    assert described_function("`cut(text, width)` raises if width is negative", functions) is None  # about a guard
    assert described_function("`other(a)` does things", functions) is None
