"""A boundary value of a string that the other operands of its condition (and the guards before it) test too.

content-type's `qstring`: `if (TOKEN_REGEXP.test(str)) return str` then `if (str.length > 0 && !TEXT_REGEXP.test(str))
throw new TypeError('invalid parameter value')`. The case at `str.length > 0` = 1 said "`str` with 1 element" and
expected the TypeError; a one-character string a tester picks is a token (returned before) and is text (no throw).
`partner_phrases` leaves out an operand about the boundary's own subject (the boundary's value decides it), so the
string is chosen here against all of them at once: the comparison at the boundary's side, the other operands held
(true in `&&`, false in `||`), the earlier guards false. When no candidate passes them all, the case is unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.codetext import boolean_operands, strip_parens
from utspec.designer.offline.string_constraints import joint

Side = tuple[str, bool, Sequence[str], int, Callable[[str], bool]]
_AND, _OR = (" and ", "&&"), (" or ", "||")


def operand_sides(host: str, item: str, on: bool) -> list[tuple[str, bool]] | None:
    """(condition, wanted truth) for the boundary's comparison and the host's other top-level operands; None when
    `item` is no top-level operand of a one-operator host.

    >>> operand_sides("str.length > 0 && !TEXT.test(str)", "str.length > 0", True)
    [('str.length > 0', True), ('!TEXT.test(str)', True)]
    >>> operand_sides("a || b > 1", "b > 1", False)
    [('b > 1', False), ('a', False)]
    """
    target = strip_parens(item)
    for ops, held in ((_AND, True), (_OR, False)):
        parts = boolean_operands(host, ops)
        if len(parts) > 1 and target in parts:
            return [(target, on), *((p, held) for p in parts if p != target)]
    return None


def subject_name(operand: str) -> str:
    """The string a length operand measures: `str.length` / `len(s)` -> `str` / `s`."""
    return re.sub(r"^len\((.*)\)$", r"\1", operand).removesuffix(".length")


def boundary_joint(
    phrases: list[str], subject: str, sides: Sequence[Side], say: Callable[[str, str, int | None], str]
) -> list[str]:
    """`phrases` with the string `subject` set to one value that gives every side its truth (string_constraints)."""
    return joint(phrases, sides, say, only=subject_name(subject))


__all__ = ["boundary_joint", "operand_sides", "subject_name"]
