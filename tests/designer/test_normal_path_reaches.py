"""The normal path's input reaches the end the case states (issue 12 / 14: the critic's clean-draft scan, session 20).

Hand-written in the shapes the scan found:
- a return whose own `else` raises is the way out, not a guard (else_raise_exit.py): sunau/wave `open`, ftplib
  `delete`, OptionalInt `orElseThrow(supplier)`: the normal path took the raise (`mode` = `'q'`).
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import cases_of

OPEN = """def open(f, mode=None):
    if mode is None:
        mode = 'rb'
    if mode in ('r', 'rb'):
        return Reader(f)
    elif mode in ('w', 'wb'):
        return Writer(f)
    else:
        raise Error("mode must be 'r', 'rb', 'w', or 'wb'")
"""

OPTIONAL = """public final class Holder {
    private final boolean isPresent;
    private final int value;

    public int orElseThrow(Supplier<? extends RuntimeException> supplier) {
        if (isPresent) {
            return value;
        } else {
            throw supplier.get();
        }
    }
}
"""


def _normal(cases: dict[str, dict]) -> dict:
    return next(c for p, c in cases.items() if p.startswith("Normal path"))


def test_elif_chain_closed_by_a_raise_leaves_through_its_last_return(tmp_path: Path) -> None:
    case = _normal(cases_of(tmp_path, "aufile.py", OPEN))
    assert "`mode` = `'w'`" in case["input"], case
    assert "`Writer(f)`" in case["expected"], case


def test_if_else_throw_returns_on_the_normal_path(tmp_path: Path) -> None:
    case = _normal(cases_of(tmp_path, "Holder.java", OPTIONAL))
    assert "`isPresent` = `true`" in case["input"], case
    assert "`value`" in case["expected"] and "Not stated" not in case["expected"], case
