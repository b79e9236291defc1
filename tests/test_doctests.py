"""Every docstring example in `src/utspec` runs and holds.

Most modules document their rule with `>>>` examples, but only some had a test calling `doctest.testmod`:
an example nobody runs drifts from the code (one compared a frozenset's repr, whose order depends on the
hash seed). This runs them all (~13 s).
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import utspec

MODULES = sorted(m.name for m in pkgutil.walk_packages(utspec.__path__, "utspec.") if not m.name.endswith("__main__"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples fail"


def test_the_examples_are_found() -> None:
    assert len(MODULES) > 300
    attempted = sum(doctest.testmod(importlib.import_module(n)).attempted for n in ("utspec.messages",
                    "utspec.analyzers.calendar_domain", "utspec.analyzers.range_membership"))  # fmt: skip
    assert attempted >= 6
