"""The linking benchmark can fail: a matcher broken on purpose scores lower than the real one."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tests._bench_script import load_bench
from utspec.designer.offline import linking
from utspec.models import ChecklistItem, TestCase

PROJECTS = ["member-ja-py", "stock-ja-java"]


def _bench() -> Any:
    return load_bench("linking")


def _first_case(
    text: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: object = None, scope: object = None,
    given: object = None, heading: object = None,
) -> list[TestCase]:
    """The old failure: any shared word and ties to the first case."""
    return list(cases[:1])


def test_breaking_the_matcher_drops_the_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = _bench()
    folders = [bench.PROJECTS / p for p in PROJECTS]
    real, _ = bench.measure(folders)
    assert real.labels >= 40 and not real.stale
    monkeypatch.setattr(linking, "linked_cases", _first_case)
    broken, _ = bench.measure(folders)
    assert broken.precision < real.precision - 0.3
    assert broken.recall < real.recall - 0.3


def test_no_anchor_match_means_no_link(monkeypatch: pytest.MonkeyPatch) -> None:
    bench = _bench()
    real_link = linking.link
    # No anchor at all: neither the text's nor the outcome the caller reads from its wording.
    monkeypatch.setattr(linking, "link", lambda text, index, **k: real_link("", index, **{**k, "extra": frozenset()}))
    s, _ = bench.measure([bench.PROJECTS / "member-ja-py"])
    assert s.links == 0 and s.recall == 0.0
