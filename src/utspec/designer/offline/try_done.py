"""The case where a try block completes: once per try, and stated when the try is the function's last statement.

Found on iban4j's BicUtil (read in /tmp, not committed): `validate` wraps six validation calls in one
`try` with two `catch` clauses. Each handler drafted its own "the try block completes" case (two identical
rows), and since the try's last statement is an `if` block that states nothing, both asked a Q-effect
quoting `if (hasBranchCode(bic)) { validateBranchCode(bic); }`. Every call in that try may throw; the try
completing is the function completing: no exception is raised and a void function returns without a value.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import split_effect
from utspec.designer.offline.facts import function_start, indent, strip_comment
from utspec.models import ChecklistItem, Kind


def _skipped(item: ChecklistItem) -> str | None:
    return split_effect(item.effect)[2]


def _chain(item: ChecklistItem, items: Sequence[ChecklistItem]) -> list[ChecklistItem]:
    """The handlers of the item's try statement, in order: adjacent handlers of one function skipping the same."""
    same = sorted(
        (h for h in items if h.kind is Kind.HANDLER and h.file == item.file and h.symbol == item.symbol
         and _skipped(h) == _skipped(item)),
        key=lambda h: h.line,
    )  # fmt: skip
    out: list[ChecklistItem] = []
    for h in same:
        if out and h.line > out[-1].end_line + 1:
            if item in out:
                break
            out = []  # another try skipping the same statement: a new chain
        out.append(h)
    return out


def first_of_try(item: ChecklistItem, items: Sequence[ChecklistItem]) -> bool:
    """Whether the item is its try statement's first handler (the one that drafts the completing case).

    >>> h = lambda n, end: ChecklistItem(id=f"A.java:{n}:handler", kind=Kind.HANDLER, file="A.java", line=n,
    ...     end_line=end, language="java", symbol="A.f", text="catch (E e)", effect="throw e | skipped: g(x);")
    >>> first, second, other = h(5, 7), h(7, 9), h(20, 22)
    >>> first_of_try(first, [first, second, other]), first_of_try(second, [first, second, other])
    (True, False)
    >>> first_of_try(other, [first, second, other])
    True
    """
    chain = _chain(item, items)
    return not chain or chain[0] is item


def ends_function(item: ChecklistItem, items: Sequence[ChecklistItem], lines: Sequence[str]) -> bool:
    """Whether nothing but the function's end follows the item's try statement (its last handler's block).

    After the last handler only closing braces may come before the function's end: the next other code line
    sits no deeper than the function's own header (a sibling member, or the end of the file). A try inside a
    loop or an `if` is followed by more of the function (smtplib's `raise last_exception` after its `for`).

    >>> src = ["class A {", "  void f(String s) {", "    try {", "      g(s);", "    } catch (E e) {", "      throw e;",
    ...        "    } catch (R e) {", "      throw new X();", "    }", "  }", "  void h() {}", "}"]
    >>> h = lambda n, end: ChecklistItem(id=f"A.java:{n}:handler", kind=Kind.HANDLER, file="A.java", line=n,
    ...     end_line=end, language="java", symbol="A.f", text="catch (E e)", effect="throw e | skipped: g(s);")
    >>> ends_function(h(5, 7), [h(5, 7), h(7, 9)], src)
    True
    >>> ends_function(h(5, 7), [h(5, 7), h(7, 9)], src[:9] + ["    log(s);"] + src[9:])
    False
    >>> py = ["def login(self):", "    for m in ms:", "        try:", "            go(m)", "        except E as e:",
    ...       "            last = e", "    raise last"]
    >>> p = ChecklistItem(id="s.py:5:handler", kind=Kind.HANDLER, file="s.py", line=5, end_line=6, language="python",
    ...                   symbol="login", text="except E as e", effect="last = e | skipped: go(m)")
    >>> ends_function(p, [p], py), ends_function(p, [p], py[:6])
    (False, True)
    """
    chain = _chain(item, items)
    last = chain[-1] if chain else item
    head = function_start(lines, item.symbol, item.line, item.language)
    if head is None:
        return False
    level = indent(lines[head - 1])
    for text in lines[last.end_line :]:
        code = strip_comment(text).rstrip()
        if not code.strip() or (item.language != "python" and re.fullmatch(r"[\s})\];]*", code)):
            continue  # closing braces of the try, of blocks around it, of the function
        return indent(code) <= level
    return True
