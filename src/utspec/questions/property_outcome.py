"""One field of a call's result, stated with its value: `valid が False` (issue 12: worked examples run exactly).

jp-invoice-tax-mcp's key items say one field of the dict its tools return: "validate_invoice_number("T123") は桁数不足
で valid が False", "… は valid が false の結果を返す" (textlint's checkEndsWithPeriod, an object). The claim reader
took `False` for the whole result and compared it with the dict: a "contradicted" outcome where the statement is
right. Read as a field and a value, the run's result is checked on that field only (a dict's key, a JavaScript
object's property); a result without that field decides nothing.
"""

from __future__ import annotations

import re
from typing import Any

#: No such field in the result: the statement says nothing the run can check.
MISSING = object()


def field_said(rest: str, literal: str) -> tuple[str, str] | None:
    """The field and the literal a statement's text after the call gives, or None (none, or two fields).

    `literal` is the claim reader's pattern of a literal. Read: "… valid が False", "… の code は "09JE" になる",
    "….number is 'abc'" (an attribute right after the call).

    >>> lit = r"(?:'[^']*'|\\"[^\\"]*\\"|-?\\d+|True|False|true|false)"
    >>> field_said(" は桁数不足で valid が False", lit), field_said(' の code は "09JE" になる', lit)
    (('valid', 'False'), ('code', '"09JE"'))
    >>> field_said(".number is 'abc'", lit), field_said(" は 'st' を返すこと", lit)
    (('number', "'abc'"), None)
    >>> field_said(" は is_holiday が True、holiday_name が 'x'", lit) is None  # two fields: not one outcome
    True
    """
    attribute = re.match(rf"\.(?P<f>[A-Za-z_]\w*)\s+(?:is|==|equals)\s+`?(?P<v>{literal})`?(?![\w'\"])", rest)
    if attribute is not None:
        return attribute.group("f"), attribute.group("v")
    found = [
        (m.group("f"), m.group("v"))
        for m in re.finditer(
            rf"(?<![\w.$])(?P<f>[A-Za-z_$][\w$]*)`?\s*(?:が|は)\s*`?(?P<v>{literal})`?(?![\w'\"])"
            r"(?=\s*(?:の結果|に(?:な|戻)|と(?:な|判定)|です|である|$|[,.;:、。）)]))",
            rest,
        )
    ]
    return found[0] if len(found) == 1 else None


def whole_unsaid(result: Any, stated: Any) -> bool:
    """Whether a plain value is stated for a result made of parts (a dict, a list): it states a part, not the whole.

    jp-invoice's "calc_consumption_tax(4000) は税抜 4000・消費税 400・税込 4400 を返す" names its fields in words; read as
    "returns 4400", the dict the tool returns contradicted it, and the key item became a question. JavaScript's
    results already say nothing exact there (`evaluated_call._js_equal`); Python's now too.

    >>> whole_unsaid({"tax": 400}, 4400), whole_unsaid([1, 2], 2), whole_unsaid((2024, 12), (2024, 12))
    (True, True, False)
    """
    parts = (dict, list, tuple, set, frozenset)
    return isinstance(result, parts) and not isinstance(stated, parts)


def field_value(result: Any, field: str) -> Any:
    """The field of a run's result: a dict's key (Python's dict, JavaScript's object), else MISSING."""
    if isinstance(result, dict) and field in result:
        return result[field]
    return MISSING


__all__ = ["MISSING", "field_said", "field_value", "whole_unsaid"]
