"""A call to a same-file function returning only integer literals is tested inside their range (D10).

Found on go-money (read in /tmp, not committed): `compare` returns 1, -1 or 0, and `m.compare(om) == 1`
was tested at 2 ("`m.compare(om)` returns `2` (test double)"), a value the call never gives.
"""

from __future__ import annotations

import pytest

from utspec.analyzers.call_range import returned_range
from utspec.analyzers.domain import fit_values

GO = """package money

func (m *Money) compare(om *Money) int {
	switch {
	case m.amount > om.amount:
		return 1
	case m.amount < om.amount:
		return -1
	}

	return 0
}

func (m *Money) amountOf() int64 {
	return m.amount
}

func (m *Money) GreaterThan(om *Money) bool {
	return m.compare(om) == 1
}
""".splitlines()

# (operand, range or None): the annotated fixture. `ruleid:` bounded by its function's literal returns; `ok:` not.
CASES = [
    ("m.compare(om)", (-1, 1)),  # ruleid: every return of `compare` is 1, -1 or 0
    ("compare(a, b)", (-1, 1)),  # ruleid: the same function called without a receiver
    ("m.amountOf()", None),  # ok: returns a field, any value
    ("len(ms)", None),  # ok: no function of that name in the file
    ("m.amount", None),  # ok: no call
]


@pytest.mark.parametrize(("operand", "expected"), CASES)
def test_returned_range(operand: str, expected: tuple[int, int] | None) -> None:
    assert returned_range(operand, GO) == expected


def test_the_boundary_values_stay_inside_the_returns() -> None:
    assert fit_values("m.compare(om) == 1", 1, [0, 1, 2], None, 19, GO) == [0, 1]
    assert fit_values("m.compare(om) == -1", -1, [-2, -1, 0], None, 19, GO) == [-1, 0]
    assert fit_values("m.amountOf() == 1", 1, [0, 1, 2], None, 19, GO) == [0, 1, 2]
