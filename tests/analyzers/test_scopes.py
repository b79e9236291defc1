"""The range sweeps and text helpers on the analyzers' hot path agree with their plain definitions."""

from __future__ import annotations

import random

import pytest

from utspec.analyzers.draft import one_line
from utspec.analyzers.scopes import enclosing, innermost


def _nested_ranges(rng: random.Random, start: int, end: int, depth: int) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    pos = start
    while depth and pos < end - 2 and rng.random() < 0.7:
        a = rng.randint(pos, end - 2)
        b = rng.randint(a + 1, end)
        out.append((a, b, len(out) + 1000 * depth))
        out += _nested_ranges(rng, a, b, depth - 1)
        pos = b
    return out


@pytest.mark.parametrize("seed", range(20))
def test_innermost_is_the_last_of_enclosing(seed):
    rng = random.Random(seed)
    ranges = _nested_ranges(rng, 0, 500, 6)
    points = [rng.randint(0, 520) for _ in range(200)]
    assert innermost(ranges, points) == [chain[-1] if chain else None for chain in enclosing(ranges, points)]


@pytest.mark.parametrize(
    "text",
    ["x > 1", "  x > 1", "x > 1\n", "a  and b", "a\tb", "a\nb", "x" * 200, "x" * 201, "a\u00a0b", "a\x0cb", "a\u2028b",
     "é > 1", "", " ", "raise ValueError('a  b')"],
)  # fmt: skip
def test_one_line_fast_path_matches_split_and_join(text):
    flat = " ".join(text.split())
    assert one_line(text) == (flat if len(flat) <= 200 else flat[:199] + "…")
