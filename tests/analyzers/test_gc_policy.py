"""`analyze` keeps what it holds out of the cycle collector's passes while it runs, and leaks no freeze.

What is alive after each file is frozen (`gc.freeze`) and handed back at the end (`gc.unfreeze`):
bench/bench_checklist.py, ~1.5 s of ~9.5 s CPU on the standard library went to collections that
traversed every file's kept facts and items again.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from utspec.analyzers import analyze, checklist
from utspec.models import SourceText

FILES = [
    SourceText(
        path="a.py",
        text="LIMIT = 10\n\ndef f(x):\n    if x >= LIMIT:\n        raise ValueError(x)\n    return x\n",
    ),
    SourceText(
        path="b.py",
        text="from a import LIMIT\n\ndef g(n):\n    while n < LIMIT:\n        n += 1\n    return n\n",
    ),
]


@pytest.fixture
def no_caller_freeze() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_what_analyze_holds_is_frozen_during_the_run_and_released_after(
    no_caller_freeze: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    frozen_during: list[int] = []
    analyze_one = checklist._analyze_one

    def spy(source: SourceText, options: checklist.AnalyzerOptions) -> checklist._FileResult:
        frozen_during.append(gc.get_freeze_count())
        return analyze_one(source, options)

    monkeypatch.setattr(checklist, "_analyze_one", spy)
    analysis = analyze(FILES)
    # The first file's results were frozen before the second file was read.
    assert frozen_during[0] == 0 and frozen_during[1] > 0
    assert gc.get_freeze_count() == 0  # nothing stays frozen after the run
    assert analysis.items


def test_a_callers_own_freeze_is_left_alone(no_caller_freeze: None) -> None:
    mine = [object() for _ in range(10)]  # noqa: F841 (alive, tracked through the list)
    gc.freeze()
    frozen = gc.get_freeze_count()
    analyze(FILES)
    # Neither unfrozen (0) nor grown. It may shrink by a few: a bounded memory that earlier tests in this worker
    # filled (an `lru_cache`, `re`'s patterns) frees a frozen entry for each new one during the run.
    assert frozen - 50 < gc.get_freeze_count() <= frozen


def test_the_same_checklist_with_and_without_the_freeze(no_caller_freeze: None) -> None:
    kept = analyze(FILES)
    gc.freeze()  # a caller's freeze turns the analyzer's own off
    plain = analyze(FILES)
    assert [i.model_dump() for i in kept.items] == [i.model_dump() for i in plain.items]
