"""A statement naming a function whose body only returns another's call is scoped to that other function
(delegates.py; go-units' `FromHumanSize` / `RAMInBytes` are `return parseSize(size, ...)`)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking

SRC = """import re

SIZE = re.compile(r"^(\\d+)([kmg]?)$")
BINARY = {"": 1, "k": 1024, "m": 1024 * 1024, "g": 1024 * 1024 * 1024}


def _parse(text, table):
    m = SIZE.match(text)
    if m is None:
        raise ValueError("invalid size: " + text)
    return int(m.group(1)) * table[m.group(2)]


def ram_in_bytes(text):
    return _parse(text, BINARY)


def describe(size):
    if size < 1024:
        return f"{size} bytes"
    return f"{size // 1024} KiB"
"""
SUMMARY = "ram_in_bytes returns the number of bytes a size string represents."


def test_a_delegates_summary_lands_on_the_workers_normal_path() -> None:
    assert linked_lines(SRC, SUMMARY, section="ram_in_bytes(text)") == [9]  # `_parse`'s normal path cites the guard it passes


def test_switched_off_it_does_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "delegated", lambda text, delegates: None)
    assert linked_lines(SRC, SUMMARY, section="ram_in_bytes(text)") != [9]
