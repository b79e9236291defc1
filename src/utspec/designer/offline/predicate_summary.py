"""A predicate's summary ("GT checks if v is greater than o.") is about the one comparison the predicate returns.

Found on semver (session 18): Go doc comments of predicates say "Equals checks if v is equal to o.", "LT checks if v
is less than o."; Javadoc says "Checks if a CharSequence is empty". The summary rule (`summary_line.py`) reads "if",
"greater", "less" as a condition and leaves such a sentence to the words, which were weak ("greater" alone). The
function is one returned comparison (`return (v.Compare(o) == 1)`): every case of it is about that one expression
(its boundary values), so the summary goes on those cases. A function with more than one item is left to the other
rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.models import ChecklistItem, TestCase

#: "<Name> checks if", "<Name> reports whether", "Checks whether", "Tests if": the predicate's summary.
_PREDICATE = re.compile(r"^\s*(?:`?(\w+)`?\s+)?(?:checks|reports|tests|determines)\s+(?:if|whether)\b", re.I)


def is_predicate_summary(text: str, function: str) -> bool:
    """Whether a sentence is a predicate's summary, opening with `function`'s name or with the verb.

    >>> is_predicate_summary("GT checks if v is greater than o.", "gt")
    True
    >>> is_predicate_summary("Checks if a CharSequence is empty.", "isempty")
    True
    >>> is_predicate_summary("LT checks if v is less than o.", "gt"), is_predicate_summary("Returns 1 if v > o.", "gt")
    (False, False)
    """
    m = _PREDICATE.match(text)
    return m is not None and (m.group(1) is None or m.group(1).lower() == function)


def predicate_cases(
    function: str, cases: Sequence[TestCase], items: dict[str, ChecklistItem]
) -> list[TestCase]:
    """The cases of `function` when every one of them cites the same single code item (its returned comparison);
    else none."""
    mine = [
        (case, refs) for case in cases if (refs := frozenset(r for r in case.evidence if r in items))
        and all((items[r].symbol or "").rsplit(".", 1)[-1].lower() == function for r in refs)
    ]  # fmt: skip
    cited = {refs for _, refs in mine}
    return [case for case, _ in mine] if len(cited) == 1 and len(next(iter(cited))) == 1 else []
