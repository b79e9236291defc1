"""A statement giving one field of a call's result is checked on that field (questions.property_outcome).

jp-invoice-tax-mcp's "validate_invoice_number("T123") は桁数不足で valid が False" and textlint's
"checkEndsWithPeriod(…) は valid が false の結果を返す": the whole result is a dict or an object.
"""

from __future__ import annotations

import pytest

from utspec.models import SourceText
from utspec.questions import evaluated_call as ec
from utspec.questions.evaluated_call import claim, evaluated_call

PY = SourceText(
    path="server.py",
    text="def validate(number):\n    if not number.startswith('T'):\n        return {'valid': False, 'reason': 'T'}\n"
    "    return {'valid': True, 'number': number}\n",
)
JS = SourceText(
    path="index.js",
    text="function check(text) {\n  if (text.endsWith('。')) {\n    return {valid: true, index: 0};\n  }\n"
    "  return {valid: false, index: text.length};\n}\nmodule.exports = check;\n",
)


@pytest.mark.parametrize(
    ("text", "agrees", "line"),
    [
        ('validate("123") は桁数不足で valid が False', True, 3),
        ('validate("123") は valid が True の結果を返す', False, 3),
        ('validate("T1") の number は "T1" になる', True, 4),
        (
            'validate("T1") の reason は "x" になる',
            None,
            None,
        ),  # no such field in that result: decides nothing
    ],
)
def test_the_field_is_compared(text: str, agrees: bool | None, line: int | None) -> None:
    run = evaluated_call(text, [PY])
    assert (run.agrees, run.line) == (agrees, line) if agrees is not None else run is None


def test_a_javascript_object_field() -> None:
    run = evaluated_call('check("本当？") は valid が false の結果を返す', [JS])
    assert run is not None and run.agrees and run.line == 5


def test_the_claim_names_its_field() -> None:
    c = claim('validate("123") は桁数不足で valid が False', frozenset({"validate"}))
    assert c is not None and (c.key, c.value) == ("valid", False)


def test_without_the_field_reader_the_statement_checks_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # `False` read as the whole result: a plain value for a dict says nothing exact (whole_unsaid), so no exit
    monkeypatch.setattr(ec, "field_said", lambda *a: None)
    assert evaluated_call('validate("123") は桁数不足で valid が False', [PY]) is None


TAX = SourceText(
    path="tax.py",
    text="def calc(amount):\n    tax = amount * 10 // 100\n    return {'net': amount, 'tax': tax, 'gross': amount + tax}\n",
)


def test_a_plain_value_for_a_dict_result_decides_nothing() -> None:
    # "税抜 4000・消費税 400・税込 4400 を返す": the fields are named in words; 4400 is one of them, not the result
    assert evaluated_call("calc(4000) は税抜 4000・消費税 400・税込 4400 を返す", [TAX]) is None


def test_without_the_rule_the_dict_contradicts_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ec, "whole_unsaid", lambda *a: False)
    run = evaluated_call("calc(4000) は税抜 4000・消費税 400・税込 4400 を返す", [TAX])
    assert run is not None and run.agrees is False


def test_a_go_result_field_is_not_read_as_the_whole_result() -> None:
    from utspec.questions.typed_call import typed_call

    src = SourceText(path="v.go", text="package v\n\nfunc Valid(s string) bool {\n\treturn len(s) > 2\n}\n")
    assert typed_call('Valid("ab") は valid が false', [src]) is None
