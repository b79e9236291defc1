"""`x == null || x.compareTo(BigDecimal.ZERO) < 0`: a case passes null, and the boundary's input is `x` itself.

A Spring service's guard (OrderAggregateService, Japanese Javadoc; read in /tmp in session 15): the branch was
merged into the boundary's cases, none of which passes `null`, and the boundary's input was
"`orderTotal.compareTo(BigDecimal.ZERO)` returns `-1` (test double), `orderTotal` = `1`".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import assembly

SRC = """import java.math.BigDecimal;

public class Orders {
    public void apply(int items, BigDecimal orderTotal) {
        if (orderTotal == null || orderTotal.compareTo(BigDecimal.ZERO) < 0) {
            throw new IllegalArgumentException("orderTotal must be >= 0");
        }
        repo.update(items, orderTotal);
    }
}
"""


def _inputs(tmp_path: Path) -> list[str]:
    return [c["input"] for c in spec_of(tmp_path, {"Orders.java": SRC})["cases"]]


def test_a_case_passes_null_and_the_boundary_sets_the_value(tmp_path: Path) -> None:
    inputs = _inputs(tmp_path)
    assert "`orderTotal` = `null`." in inputs
    assert "`orderTotal` = `-1`." in inputs and "`orderTotal` = `0`." in inputs


def test_without_the_rule_no_case_passes_null(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(assembly, "other_disjuncts", lambda branch, boundary: [])
    assert "`orderTotal` = `null`." not in _inputs(tmp_path)
