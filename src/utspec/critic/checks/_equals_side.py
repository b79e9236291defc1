"""A branch's side when its condition is several literal comparisons, or Java's `"99".equals(check)`.

Commons Validator's `IBANCheckDigit.isValid` guards with
`if ("00".equals(check) || "01".equals(check) || "99".equals(check)) { return false; }`. The evaluator
runs no call and `_literal_side` reads one comparison, so a case with "`check` = `"99"`" had no side:
its "`false` が返される" flipped to "`false` は返されない" contradicted nothing.

Here `.equals` with a literal on either side is read as `==`, and a condition joined by `||` / `&&`
(`or` / `and`) at the top level is decided from its parts, each read by `_literal_side`: an `||` is true
when one part is true and false when every part is false; an `&&` the other way round. A part left
undecided leaves the whole undecided unless another part settles it.

>>> equals_side('"00".equals(check) || "01".equals(check) || "99".equals(check)', '`check` = `"99"`。')
True
>>> equals_side('"00".equals(check) || "01".equals(check)', '`check` = `"99"`。')
False
>>> equals_side('check.equals("99") && n > 3', '`check` = `"01"`'), equals_side('a == 1 or b == 2', '`a` = `1`')
(False, True)
>>> equals_side('a == 1 || other(b)', '`a` = `2`') is None  # `other(b)` is not read: the whole is unknown
True
"""

from __future__ import annotations

import re

from utspec.analyzers.brackets import split_top
from utspec.critic.checks._literal_side import literal_side

_LIT = r"""(?:"[^"\n]*"|'[^'\n]*'|-?\d+(?:\.\d+)?)"""
_EQUALS = re.compile(
    rf"""(?:({_LIT})\s*\.\s*equals\s*\(\s*([\w$.\[\]]+)\s*\)|([\w$.\[\]]+)\s*\.\s*equals\s*\(\s*({_LIT})\s*\))"""
)


def _as_eq(text: str) -> str:
    """`"99".equals(check)` and `check.equals("99")` written `check == "99"`."""
    return _EQUALS.sub(
        lambda m: f"{m.group(2)} == {m.group(1)}" if m.group(1) else f"{m.group(3)} == {m.group(4)}", text
    )


def _parts(text: str, op: str) -> list[str]:
    """`text` split on `op` outside brackets and string literals (one part when `op` is not there)."""
    return [p.strip() for p in split_top(text, op)]


def _side(text: str, case_input: str) -> bool | None:
    for op, any_decides in (("||", True), (" or ", True), ("&&", False), (" and ", False)):
        parts = _parts(text, op)
        if len(parts) < 2:
            continue
        got = [_side(p, case_input) for p in parts]
        if any_decides in got:
            return any_decides
        return (not any_decides) if all(g is not None for g in got) else None
    if text.startswith("(") and text.endswith(")") and len(_parts(text[1:-1], ")(")) == 1:
        text = text[1:-1].strip()
    return literal_side(text, case_input)


def equals_side(cond: str, case_input: str) -> bool | None:
    """Whether `cond` holds at the literals the case's input gives (None: not decided)."""
    text = _as_eq(cond)
    if text == cond and not any(len(_parts(text, op)) > 1 for op in ("||", " or ", "&&", " and ")):
        return None  # one comparison with no `.equals`: `_literal_side` already read it
    return _side(text, case_input)


__all__ = ["equals_side"]
