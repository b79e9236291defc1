"""A FastMCP tool (`@mcp.tool()` over a plain function) runs as the function it is (analyzers.py_registered).

jp-invoice-tax-mcp's shape: every tool is decorated, so py_eval ran none of them and its key items' values decided
nothing. The module-level dict filled by a loop is jp-invoice's `_ERA_BY_KEY` (analyzers.py_mutated).
"""

from __future__ import annotations

import pytest

from utspec.analyzers import py_eval
from utspec.analyzers.py_eval import call_outcome

SRC = '''from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jp-invoice-tax")

_ERAS = [("令和", 2018), ("平成", 1988)]
_ERA_BY_KEY = {}
for _name, _base in _ERAS:
    _ERA_BY_KEY[_name] = _base


@mcp.tool()
def validate_invoice_number(number: str) -> dict:
    s = number.strip().upper()
    if not s.startswith("T"):
        return {"valid": False, "reason": "T で始まる必要があります。"}
    return {"valid": True}


@mcp.tool()
def wareki_to_seireki(era: str, year: int) -> dict:
    base = _ERA_BY_KEY.get(era.strip())
    if base is None:
        return {"ok": False}
    if year < 1:
        return {"ok": False, "reason": "年"}
    return {"ok": True, "seireki": base + year}


@other.decorator
def hidden(x):
    return x
'''


def test_a_registered_tool_runs() -> None:
    out = call_outcome(SRC, 'validate_invoice_number("123")')
    assert out is not None and out.kind == "return" and out.value["valid"] is False and out.line == 15


def test_another_decorator_still_hides_the_function() -> None:
    assert call_outcome(SRC, "hidden(1)") is None


def test_without_the_rule_no_tool_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(py_eval, "registers_only", lambda *a: False)
    assert call_outcome(SRC, 'validate_invoice_number("123")') is None


def test_a_constant_filled_at_the_top_is_not_its_literal() -> None:
    # `_ERA_BY_KEY = {}` read as the constant gave "no such era" for 平成: a wrong exit, where nothing is exact
    assert call_outcome(SRC, 'wareki_to_seireki("平成", 0)') is None


def test_without_the_mutation_check_the_literal_gives_a_wrong_exit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(py_eval, "mutated_globals", lambda tree: frozenset())
    out = call_outcome(SRC, 'wareki_to_seireki("平成", 0)')
    assert out is not None and out.value == {"ok": False}  # the unknown-era exit: what the check prevents
