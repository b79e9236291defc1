"""The doctests of the linking rules added in session 12 (each module's examples are part of its contract)."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "utspec.designer.offline.api_list",
    "utspec.designer.offline.call_judge",
    "utspec.designer.offline.call_values",
    "utspec.designer.offline.flag_section",
    "utspec.designer.offline.date_walk",
    "utspec.designer.offline.history_line",
    "utspec.designer.offline.lone_guard",
    "utspec.designer.offline.name_each",
    "utspec.designer.offline.option_cases",
    "utspec.designer.offline.summary_line",
    "utspec.designer.offline.handler_guards",
    "utspec.designer.offline.delegates",
    "utspec.designer.offline.walk_path",
    "utspec.designer.offline.forwarded",
    "utspec.designer.offline.assembly",
    "utspec.designer.offline.switch_call",
    "utspec.designer.offline.value_holds",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0
