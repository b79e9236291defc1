"""The values a case's test doubles return, put in place of the calls in the code before a condition is evaluated.

A case about a dependency states its canned answer in the input: "`ps.executeUpdate()` returns `0` (test
double)", 「`cur.fetchone()` が `(10000,)` を返す（テストダブル）」. The condition it decides
(`updated == 0` after `int updated = ps.executeUpdate();`, `row[0] >= 10000` after `row = cur.fetchone()`,
`cur.fetchone()[0] > 0`) reads that call, which no evaluator can run. Replacing the call's text by the
stated value, in the condition and in the lines before it, lets `_guard_side` evaluate it as the test
will see it. Only a value that is a literal (a number, a string, a boolean, null, a tuple or list of
them) replaces anything; a number written with full-width digits reads as its digits.

>>> doubles("`cur.fetchone()` が `(10000,)` を返す（テストダブル）、`ps.executeUpdate()` returns `０` (test double)")
{'cur.fetchone()': '(10000,)', 'ps.executeUpdate()': '0'}
>>> doubles("`cur.fetchone()` が `(10,000,)` を返す（テストダブル）")  # a thousands separator is no tuple of two
{}
>>> substitute("row = cur.fetchone()", {"cur.fetchone()": "(10000,)"}), substitute("x.size()", {"size()": "1"})
('row = (10000,)', 'x.size()')
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import NOT_KNOWN, evaluate

_DOUBLE = re.compile(r"`([^`\n]+\([^`\n]*\)[^`\n]*)`\s*(?:returns|が)\s*`([^`\n]+)`\s*(?:を返す|\(test double\)|（テストダブル）)")
_FULL_WIDTH = str.maketrans("０１２３４５６７８９－．", "0123456789-.")


def _literal(value: str) -> bool:
    try:
        got = evaluate(value, {}, "python")
    except Exception:  # noqa: BLE001 - any failure means: not a literal the code can take
        return False
    return got is not NOT_KNOWN


def doubles(case_input: str) -> dict[str, str]:
    """Call text -> the literal its test double returns, as the case's input states them."""
    out: dict[str, str] = {}
    for call, value in _DOUBLE.findall(case_input):
        value = value if value[:1] in "\"'" else value.translate(_FULL_WIDTH)
        value = {"null": "None", "nil": "None", "undefined": "None", "true": "True", "false": "False"}.get(value, value)
        if _literal(value) and not re.search(r"\d,\d{3}(?!\d)", value):  # `(10,000,)`: thousands, not two values
            out[call.strip()] = value
    return out


def substitute(code: str, values: dict[str, str]) -> str:
    """`code` with each stubbed call replaced by its value (the whole call only: `x.size()` keeps `size()`)."""
    for call, value in sorted(values.items(), key=lambda kv: -len(kv[0])):
        code = re.sub(rf"(?<![\w$.]){re.escape(call)}", value.replace("\\", "\\\\"), code)
    return code
