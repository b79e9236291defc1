"""Input values for conditions on string literals and literal sets: `"SHIPPED".equals(status)`, `sku.startsWith("HZ-")`,
`code in (235, 503)`.

Without these the designer wrote "values for which … is true (the code names no literal to choose them
from)" for conditions whose literal is right there, and a reviewer could not sign the case. Each shape is
one small reader returning (operand, value) for the wanted truth; `literal_examples` says it as a tester
types it (`compared`: a plain value, or what a dependency returns).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from utspec.designer.offline.remainder_operand import remainder_operand

_STR = r"""("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')"""
_OPERAND = r"([\w.]+(?:\(\))?(?:\[[^\]]+\])?(?:\.[\w]+(?:\(\))?)*)"

# a == "X", a === 'X', a != "X", a !== 'X' (and the literal on the left)
_EQ_RIGHT = re.compile(rf"^{_OPERAND}\s*(===|!==|==|!=)\s*{_STR}$")
_EQ_LEFT = re.compile(rf"^{_STR}\s*(===|!==|==|!=)\s*{_OPERAND}$")
# a.equals("X"), "X".equals(a), a.equalsIgnoreCase("X"), a.Equals("X"), Objects.equals(a, "X"), string.Equals(a, "X")
_EQUALS_CALL = re.compile(rf"^{_OPERAND}\.(?:equals|equalsIgnoreCase|Equals)\(\s*{_STR}\s*\)$")
_EQUALS_ON_LITERAL = re.compile(rf"^{_STR}\.(?:equals|equalsIgnoreCase|Equals)\(\s*{_OPERAND}\s*\)$")
_EQUALS_STATIC = re.compile(
    rf"^(?:Objects\.equals|[Ss]tring\.Equals|StringUtils\.equals)\(\s*{_OPERAND}\s*,\s*{_STR}\s*\)$"
)
# prefix / suffix / substring tests, as methods or as Go's strings functions
_AFFIX_METHOD = re.compile(
    rf"^{_OPERAND}\.(startsWith|startswith|StartsWith|endsWith|endswith|EndsWith|contains|includes|Contains)"
    rf"\(\s*{_STR}\s*\)$"
)
_AFFIX_GO = re.compile(rf"^strings\.(HasPrefix|HasSuffix|Contains)\(\s*{_OPERAND}\s*,\s*{_STR}\s*\)$")
_IN_TEXT = re.compile(rf"^{_STR}\s+(not\s+in|in)\s+{_OPERAND}$")
# a in ("x", "y"), a not in {1, 2}, [1, 2].includes(a), Set.of("a").contains(a), List.of(1, 2).contains(a)
_MEMBER_PY = re.compile(r"^([\w.]+(?:\(\))?|[A-Za-z_]\w*\s*%\s*\d+)\s+(not\s+in|in)\s+[(\[{](.*)[)\]}]$", re.S)
_MEMBER_CALL = re.compile(r"^(?:\[(.*)\]\.includes|(?:Set|List)\.of\((.*)\)\.contains|Arrays\.asList\((.*)\)\.contains)"
                          rf"\(\s*{_OPERAND}\s*\)$", re.S)  # fmt: skip
_NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")

_PREFIX = {"startsWith", "startswith", "StartsWith", "HasPrefix"}
_SUFFIX = {"endsWith", "endswith", "EndsWith", "HasSuffix"}


def other_text(literal: str) -> str:
    """A string literal that differs from `literal`, in its quotes and case style (`"SHIPPED"` -> `"OTHER"`).

    >>> other_text('"SHIPPED"'), other_text("'pending'"), other_text('"a-b"'), other_text('"OTHER"')
    ('"OTHER"', "'other'", '"X"', '"OTHER2"')
    >>> other_text("'-'"), other_text("'a'"), other_text('""'), other_text("'H'"), other_text("'0'")
    ("'a'", "'q'", '"a"', "'Q'", "'7'")
    """
    quote, body = literal[0], literal[1:-1]
    if quote == "'" and len(body) == 1 and body.isalnum():
        # A character literal (Java/C#/Go `char`, or a one-letter string): another character of its class, not
        # "'OTHER'", which Soundex's `ch == 'H'` case gave its `char ch` (no Java char holds five letters).
        return f"'{_other_char(body)}'"
    if len(body) <= 1 and not body.isalnum():  # a mark, or the empty text
        # Another text than a mark (`text[0] == '-'`) or than "" is an ordinary lower-case letter: an upper-case `X`
        # failed the next test of gosimple/slug's IsSlug (`c < 'a' || c > 'z'`), so its "normal" input returned false.
        return f"{quote}a{quote}"
    if body.isupper():
        word = "OTHER"
    elif body.islower() and body.isalpha():
        word = "other"
    else:
        word = "X" if body != "X" else "Y"
    return f"{quote}{word if word != body else word + '2'}{quote}"


def _other_char(ch: str) -> str:
    """A rarely tested character of `ch`'s class (letter case or digit) other than `ch`."""
    pick = "QZ" if ch.isupper() else "qz" if ch.islower() else "78" if ch.isdigit() else "QZ"
    return pick[0] if pick[0] != ch else pick[1]


def _equality(operand: str, op: str, literal: str, want: bool) -> tuple[str, str]:
    equal = op in ("==", "===")
    return operand, literal if want == equal else other_text(literal)


def _affix(operand: str, how: str, literal: str, want: bool) -> tuple[str, str]:
    quote, body = literal[0], literal[1:-1]
    if not want:
        miss = next(c for c in ("abc", "xyz", "q") if body not in c)
        return operand, f"{quote}{miss}{quote}"
    if how in _PREFIX:
        return operand, f"{quote}{body}001{quote}"
    if how in _SUFFIX:
        return operand, f"{quote}abc{body}{quote}"
    return operand, f"{quote}a{body}b{quote}"


def literal_members(text: str) -> list[str] | None:
    """The literal members of a set written in code (`"a", "b"`, `1, 2`); None when one is not a literal."""
    parts = [p.strip() for p in re.split(r",(?=(?:[^\"']|\"[^\"]*\"|'[^']*')*$)", text) if p.strip()]
    if not parts or not all(re.fullmatch(_STR, p) or _NUMBER.match(p) for p in parts):
        return None
    return parts


def other_literal(members: list[str]) -> str:
    """A literal of the same type as `members` that none of them is."""
    if all(_NUMBER.match(m) for m in members):
        return str(max(int(float(m)) for m in members) + 1)
    return other_text(next(m for m in members if not _NUMBER.match(m)))


def _membership(operand: str, members: list[str], negated: bool, want: bool) -> tuple[str, str]:
    inside = want != negated
    return operand, members[0] if inside else other_literal(members)


Reader = Callable[[str, bool], "tuple[str, str] | None"]


def _read_eq(cond: str, want: bool) -> tuple[str, str] | None:
    if m := _EQ_RIGHT.match(cond):
        return _equality(m.group(1), m.group(2), m.group(3), want)
    if m := _EQ_LEFT.match(cond):
        return _equality(m.group(3), m.group(2), m.group(1), want)
    return None


def _read_equals(cond: str, want: bool) -> tuple[str, str] | None:
    if m := _EQUALS_CALL.match(cond) or _EQUALS_STATIC.match(cond):
        return _equality(m.group(1), "==", m.group(2), want)
    if m := _EQUALS_ON_LITERAL.match(cond):
        return _equality(m.group(2), "==", m.group(1), want)
    return None


def _read_affix(cond: str, want: bool) -> tuple[str, str] | None:
    if m := _AFFIX_METHOD.match(cond):
        return _affix(m.group(1), m.group(2), m.group(3), want)
    if m := _AFFIX_GO.match(cond):
        return _affix(m.group(2), m.group(1), m.group(3), want)
    if m := _IN_TEXT.match(cond):
        return _affix(m.group(3), "contains", m.group(1), want != m.group(2).startswith("not"))
    return None


def _read_member(cond: str, want: bool) -> tuple[str, str] | None:
    if m := _MEMBER_PY.match(cond):
        members = literal_members(m.group(3))
        if not members:
            return None
        operand, value = _membership(m.group(1), members, m.group(2).startswith("not"), want)
        # `number % 100 in (11, 12, 13)`: `number` = 11, the remainder below its divisor (remainder_operand)
        if "%" not in operand:
            return operand, value
        return (at[0], str(at[1])) if (at := remainder_operand(operand, value)) is not None else None
    if m := _MEMBER_CALL.match(cond):
        members = literal_members(m.group(1) or m.group(2) or m.group(3) or "")
        return _membership(m.group(4), members, False, want) if members else None
    return None


READERS: tuple[Reader, ...] = (_read_eq, _read_equals, _read_affix, _read_member)


def literal_value(cond: str, want: bool) -> tuple[str, str] | None:
    """(operand, value) that makes `cond` evaluate to `want`, for a condition on a string literal or literal set.

    >>> literal_value('"SHIPPED".equals(status)', True), literal_value('"SHIPPED".equals(status)', False)
    (('status', '"SHIPPED"'), ('status', '"OTHER"'))
    >>> literal_value('line.sku().startsWith("HZ-")', True), literal_value("code in (235, 503)", False)
    (('line.sku()', '"HZ-001"'), ('code', '504'))
    >>> literal_value("a < b", True) is None
    True
    """
    cond = cond.strip()
    for read in READERS:
        if (found := read(cond, want)) is not None:
            return found
    return None


__all__ = ["literal_value", "other_text"]
