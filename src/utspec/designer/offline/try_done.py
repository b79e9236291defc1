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
from utspec.designer.offline.facts import strip_comment
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

    >>> src = ["void f(String s) {", "  try {", "    g(s);", "  } catch (E e) {", "    throw e;",
    ...        "  } catch (R e) {", "    throw new X();", "  }", "}"]
    >>> h = lambda n, end: ChecklistItem(id=f"A.java:{n}:handler", kind=Kind.HANDLER, file="A.java", line=n,
    ...     end_line=end, language="java", symbol="A.f", text="catch (E e)", effect="throw e | skipped: g(s);")
    >>> ends_function(h(4, 6), [h(4, 6), h(6, 8)], src), ends_function(h(4, 6), [h(4, 6), h(6, 8)], src[:8] + ["  log(s);", "}"])
    (True, False)
    """
    last = _chain(item, items)[-1] if _chain(item, items) else item
    if item.language == "python":
        head = lines[item.line - 1] if 0 < item.line <= len(lines) else ""
        level = len(head) - len(head.lstrip())
        for text in lines[last.end_line :]:
            code = strip_comment(text).rstrip()
            if code.strip():
                return len(code) - len(code.lstrip()) < level and not re.match(r"\s*(?:else|finally)\b", code)
        return True
    rest = [strip_comment(t).strip() for t in lines[last.end_line :]]
    rest = [t for t in rest if t]
    # The handler's own closing brace may sit on its end line; the function's is the next code line.
    return bool(rest) and rest[0].startswith("}") and not re.match(r"}\s*(?:catch|finally)\b", rest[0])
