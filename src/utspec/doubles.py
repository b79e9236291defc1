"""The values a case's test doubles return, read from its input and put in place of the calls in the code.

One reader for the designer (working out what a write stores past a guard on a dependency's result) and
the critic (`_guard_side`: which side of a condition a case's input is on); it lives outside both rooms
because each must read a case's input the same way.

A case about a dependency states its canned answer in the input: "`ps.executeUpdate()` returns `0` (test
double)", 「`cur.fetchone()` が `(10000,)` を返す（テストダブル）」. The condition it decides
(`updated == 0` after `int updated = ps.executeUpdate();`, `row[0] >= 10000` after `row = cur.fetchone()`,
`cur.fetchone()[0] > 0`) reads that call, which no evaluator can run. Replacing the call's text by the
stated value, in the condition and in the lines before it, lets `_guard_side` evaluate it as the test
will see it. The designer does the same to work out what an INSERT stores past
`if cur.fetchone()[0] > 0: raise ...`. Only a value that is a literal (a number, a string, a boolean, null, a tuple or list of
them) replaces anything; a number written with full-width digits reads as its digits.

>>> doubles("`cur.fetchone()` が `(10000,)` を返す（テストダブル）、`ps.executeUpdate()` returns `０` (test double)")
{'cur.fetchone()': '(10000,)', 'ps.executeUpdate()': '0'}
>>> doubles("`repo.Find(id)` returns `nil` (test double); `cur.fetchone()` が `(9999,)` を返す（テストダブル）")
{'repo.Find(id)': 'None', 'cur.fetchone()': '(9999,)'}
>>> doubles("`cur.fetchone()[０]` が `０` を返す（テストダブル）")
{'cur.fetchone()[0]': '0'}
>>> doubles("`cur.fetchone()` が `(10,000,)` を返す（テストダブル）")  # a thousands separator is no tuple of two
{}
>>> doubles("`seconds := int(d.Seconds()); seconds` returns `1` (test double); `seconds` = `0`.")  # Go if-initialiser
{}
>>> substitute("row = cur.fetchone()", {"cur.fetchone()": "(10000,)"}), substitute("x.size()", {"size()": "1"})
('row = (10000,)', 'x.size()')
>>> bound(["    if cur.fetchone()[0] > 0:", "        raise E()"], {"cur.fetchone()[0]": "0"})
(['    if __double0 > 0:', '        raise E()'], {'__double0': 0})
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, evaluate

_DOUBLE = re.compile(
    r"`([^`\n]+\([^`\n]*\)[^`\n]*)`\s*(?:returns|が)\s*`([^`\n]+)`\s*(?:を返す|\(test double\)|（テストダブル）)"
)
#: Text that is a statement, not a call: an assignment (`:=`) or a statement separator (go-units' `if` initialiser).
_STATEMENT = re.compile(r":=|;\s")
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
        if _STATEMENT.search(call):
            continue  # Go's `if seconds := int(d.Seconds()); seconds < 1`: a statement and a name, not one call
        value = value if value[:1] in "\"'" else value.translate(_FULL_WIDTH)
        value = {"null": "None", "nil": "None", "undefined": "None", "true": "True", "false": "False"}.get(
            value, value
        )
        if _literal(value) and not re.search(
            r"\d,\d{3}(?!\d)", value
        ):  # `(10,000,)`: thousands, not two values
            out[unicodedata.normalize("NFKC", call.strip())] = value  # `fetchone()[０]` is the code's `[0]`
    return out


def _whole_call(call: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w$.]){re.escape(call)}")


def substitute(code: str, values: dict[str, str]) -> str:
    """`code` with each stubbed call replaced by its value (the whole call only: `x.size()` keeps `size()`)."""
    for call, value in sorted(values.items(), key=lambda kv: -len(kv[0])):
        code = _whole_call(call).sub(value.replace("\\", "\\\\"), code)
    return code


def bound(body: Sequence[str], values: dict[str, str]) -> tuple[list[str], dict[str, object]]:
    """`body` with each stubbed call replaced by a name, and those names' values.

    For code that is not Python (a Java or TypeScript body evaluated in its own language), where the
    Python literal text `substitute` puts in would not read: the value goes in through the evaluator's
    environment instead.
    """
    env: dict[str, object] = {}
    out = list(body)
    for k, (call, value) in enumerate(sorted(values.items(), key=lambda kv: -len(kv[0]))):
        name, pattern = f"__double{k}", _whole_call(call)
        env[name] = evaluate(value, {}, "python")
        out = [pattern.sub(name, line) for line in out]
    return out, env
