"""A fresh offline draft numbers its cases in the order the spec lists them (TC-001 at the top)."""

from __future__ import annotations

import re
from pathlib import Path

from utspec.designer.rule_based import number_in_table_order
from utspec.models import TestCase

from .test_concrete_cases import _run


def _case(id_: str, ref: str) -> TestCase:
    return TestCase(id=id_, perspective="p", category="normal", preconditions="-", input="i", expected="e",
                    evidence=[ref])  # fmt: skip


def test_cases_are_renumbered_by_file_table() -> None:
    # ruleid: the normal path of a.py (drafted last) goes back to a.py's table, above b.sql's case.
    cases = [_case("TC-001", "a.py:3:branch"), _case("TC-002", "b.sql:4:sql_condition"), _case("TC-003", "a.py:1:branch")]
    number_in_table_order(cases)
    assert [(c.id, c.evidence[0]) for c in cases] == [
        ("TC-001", "a.py:3:branch"), ("TC-002", "a.py:1:branch"), ("TC-003", "b.sql:4:sql_condition"),
    ]  # fmt: skip


def test_example_spec_lists_ids_in_order(tmp_path: Path) -> None:
    _run("order-registration-documented", tmp_path)
    text = (tmp_path / "out" / "unit-test-specification.md").read_text(encoding="utf-8")
    ids = re.findall(r"^\| (TC-\d{3}) \|", text, flags=re.M)
    assert len(ids) >= 10
    assert ids == [f"TC-{n:03d}" for n in range(1, len(ids) + 1)]
