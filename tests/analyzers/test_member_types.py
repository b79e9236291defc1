"""A member's type comes from a field declaration, never from another function's parameter of the same name.

go-money (read in /tmp): `m.amount == 0` on an int64 field took `func NewFromFloat(amount float64, …)` above it
as the declaration and was tested at -0.01 / 0.01, values an int64 cannot hold.
"""

from __future__ import annotations

from utspec.analyzers.domain import fit_values

GO = """type Money struct {
\tamount   int64
}

func NewFromFloat(amount float64, code string) *Money {
\treturn New(int64(amount*100), code)
}

func (m *Money) IsZero() bool {
\treturn m.amount == 0
}
""".split("\n")

PY = """from dataclasses import dataclass

@dataclass
class Parcel:
    weight: float

    def heavy(self) -> bool:
        return self.weight > 25
""".split("\n")


def test_a_member_is_not_typed_by_another_functions_parameter() -> None:
    assert fit_values("m.amount == 0", 0, [-1, 0, 1], None, 10, GO) == [-1, 0, 1]  # ruleid: int64 field


def test_a_field_declaration_still_types_the_member() -> None:
    assert fit_values("self.weight > 25", 25, [25, 26], None, 8, PY) == [25, 25.01]  # ok: a float field


def test_a_bare_parameter_keeps_its_own_declaration() -> None:
    lines = ["def fee(weight: float):", "    if weight > 25:"]
    assert fit_values("weight > 25", 25, [25, 26], None, 2, lines) == [25, 25.01]  # ok: the parameter is the name
