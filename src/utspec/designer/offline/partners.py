"""The other operands of the condition a boundary sits in: held so that the boundary alone decides the branch.

cobra's `if !cmd.HasParent() && len(args) > 0 { return fmt.Errorf(…) }`: the case at `len(args) > 0` = 1
said "`args` with 1 element" gives the error, which holds only when `!cmd.HasParent()` holds too. In an `&&`
the other operands are held true, in an `||` false (so each side of the boundary is the one that decides,
as modified condition/decision coverage would have it).
"""

from __future__ import annotations

import re

from utspec.analyzers.domain import counted
from utspec.analyzers.range_membership import comparison_texts
from utspec.codetext import boolean_operands, no_space, strip_parens
from utspec.designer.offline.partner_solve import other_value
from utspec.designer.offline.values import Where, compared, examples
from utspec.messages import Catalog

_AND, _OR = (" and ", " AND ", "&&"), (" or ", " OR ", "||")


def _subject(phrase: str) -> str:
    m = re.search(r"`([^`]+)`", phrase)
    return m.group(1) if m else phrase


def _of_empty(part: str, fixed: tuple[str, int | float] | None) -> bool:
    """Whether `part` reads an element of the collection the boundary empties (`acc.seq[acc.seq.length - 1] === 0`
    beside `acc.seq.length > 0` at 0): no element exists to hold a value, so the case names none (ja2num's
    "要素数 0 の `acc.seq`、`acc.seq[acc.seq.length - 1]` = `0`" asked for the last element of an empty list).

    >>> _of_empty("acc.seq[acc.seq.length - 1] === 0", ("acc.seq.length", 0)), _of_empty("b > 1", ("acc.seq.length", 0))
    (True, False)
    >>> _of_empty("xs[0] == 1", ("len(xs)", 1))
    False
    >>> w = Where(["function f(acc) {", "  if ((acc.seq.length > 0) && (acc.seq[acc.seq.length - 1] === 0)) {"], 2, "javascript")
    >>> host = "(acc.seq.length > 0) && (acc.seq[acc.seq.length - 1] === 0)"
    >>> partner_phrases(host, "acc.seq.length > 0", w, Catalog("en"), "", ("acc.seq.length", 0))
    []
    >>> partner_phrases(host, "acc.seq.length > 0", w, Catalog("en"), "", ("acc.seq.length", 1))
    ['`acc.seq[acc.seq.length - 1]` = `0`']
    """
    if fixed is None or fixed[1] != 0 or (collection := counted(fixed[0])) is None:
        return False
    return no_space(collection) + "[" in no_space(part)


def partner_phrases(host: str, item: str, where: Where, msg: Catalog, own: str = "",
                    fixed: tuple[str, int | float] | None = None, partial: bool = False) -> list[str]:  # fmt: skip
    """Input phrases that hold `host`'s other operands where `item` is one of its top-level operands; [] when
    it is none (nested deeper, or the host is the item) or when an operand gives no value to choose.

    A phrase about the name `own` (the boundary's own phrase) sets is left out: the boundary's value decides it
    (`str.length === 0 || str.length > 100` at 0 is `str` = `""`, not also `str` = `"a" * 100`). `fixed` is the
    boundary's (operand, value): an operand comparing it with another name takes that name's value against it
    (partner_solve), since the partner's own example assumed a value of the operand the boundary replaces.

    `partial`: an operand that gives no value does not drop the others' phrases. jpholiday's `elif date.year >= 2003
    and date.month == 9 and date.day == utils._week_day(date, 3, 1).day` at `date.month` = 9 lost `date.year` =
    2003 to the call operand, and the case took 1965 (the earlier clause's false side), which never reaches the
    `return True` it expected.

    >>> w = Where(["func f(cmd *Command, args []string) error {", "\\tif !cmd.HasParent() && len(args) > 0 {"], 2, "go")
    >>> partner_phrases("!cmd.HasParent() && len(args) > 0", "len(args) > 0", w, Catalog("en"))
    ['`cmd.HasParent()` returns `false` (test double)']
    >>> w = Where(["def f(a, b):", "    if a < 0 or b > 10:"], 2, "python")
    >>> partner_phrases("a < 0 or b > 10", "b > 10", w, Catalog("en"))
    ['`a` = `0`']
    >>> partner_phrases("len(args) > 0", "len(args) > 0", w, Catalog("en"))
    []
    >>> w = Where(["function parse(str: string) {", "  if (str.length === 0 || str.length > 100) {"], 2, "typescript")
    >>> partner_phrases("str.length === 0 || str.length > 100", "str.length === 0", w, Catalog("en"), '`str` = `""`')
    []
    >>> w = Where(["def cut(text, width):", "    if len(text) == 0 or len(text) <= width:"], 2, "python")
    >>> partner_phrases("len(text) == 0 or len(text) <= width", "len(text) == 0", w, Catalog("en"), "", ("len(text)", 1))
    ['`width` = `0`']
    """
    target = strip_parens(item)
    for ops, held in ((_AND, True), (_OR, False)):
        parts = boolean_operands(host, ops)
        # A boundary read from `x in range(lo, hi)` is `x >= lo` / `x <= hi - 1`: its operand is the membership test.
        target = next((p for p in parts if target in comparison_texts(p)), target)
        if len(parts) > 1 and target in parts:
            out: list[str] = []
            for part in parts:
                if part == target or _of_empty(part, fixed):
                    continue
                if fixed is not None and (solved := other_value(part, fixed[0], fixed[1], held)) is not None:
                    out.append(compared(solved[0], solved[1], msg, where))
                    continue
                found = examples(part, held, where, msg)
                if not found and partial:
                    continue  # the operands that give a value are still held (see `partial` above)
                if not found:
                    return []
                out.extend(f for f in found if not own or _subject(f) != _subject(own))
            return out
    return []


__all__ = ["partner_phrases"]
