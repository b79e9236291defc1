"""The one nested guard a branch's case must miss to reach the exit its block ends with.

A branch whose block starts with a local and ends with a `return`/`throw` says that last exit
(`block_exit.last_exit_statement`). When the block decides again on the way (cast's `case string:` arm: `v, err :=
strconv.ParseInt(…)`, `if err == nil { return int(v), nil }`, then `return 0, fmt.Errorf(…)`), that exit is only
the case's when the nested test fails: the input "Values for which `case string` is true" with the result "returns
`0, fmt.Errorf(…)`" states an outcome most strings do not give. The case's input names the nested test too, held
false (`in.none_pair`), so the stated exit follows from it. Only one nested `if` whose block leaves the function is
read; a loop, a `switch`, an `else`, or several such `if`s say nothing (the input stays as it was).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.block_exit import block_lines
from utspec.designer.offline.facts import indent
from utspec.models import ChecklistItem

_IF = re.compile(r"^if\s*(?:\((?P<paren>.+)\)\s*\{?|(?P<bare>.+?)\s*[:{])\s*$")
_OTHER = re.compile(r"^(?:\}\s*)?(?:else|elif|for|while|switch|select|match|try|do)\b")
_EXIT = re.compile(r"^(?:return|throw|raise|panic\()")


def missed_guard(branch: ChecklistItem, lines: Sequence[str], before: int | None = None) -> str | None:
    """The condition of the single nested `if` in `branch`'s block whose own block leaves the function before the
    block's last statement (before line `before`, the exit the case states, when given); None when there is none,
    more than one, or the block decides in another way.

    >>> src = ["\\tcase string:", "\\t\\tv, err := strconv.ParseInt(s, 0, 0)", "\\t\\tif err == nil {",
    ...        "\\t\\t\\treturn int(v), nil", "\\t\\t}", '\\t\\treturn 0, fmt.Errorf("bad")', "\\tdefault:"]
    >>> arm = ChecklistItem(id="c.go:1:branch", kind="branch", file="c.go", line=1, end_line=6, language="go",
    ...                     text="case string")
    >>> missed_guard(arm, src)
    'err == nil'
    >>> py = ["if mode:", "    v = f(x)", "    if v is None:", "        raise ValueError('v')", "    return v"]
    >>> missed_guard(ChecklistItem(id="a.py:1:branch", kind="branch", file="a.py", line=1, end_line=5,
    ...     language="python", text="mode"), py)
    'v is None'
    >>> missed_guard(arm, src, before=6), missed_guard(arm, src, before=3)  # the exit stated is after it, or not
    ('err == nil', None)
    >>> looped = src[:2] + ["\\t\\tfor _, c := range s {"] + src[2:]
    >>> missed_guard(arm, looped) is None
    True
    """
    span = [n for n in block_lines(lines, branch) if n > branch.line]
    body = [(n, lines[n - 1]) for n in span if lines[n - 1].strip() and lines[n - 1].strip() not in ("{", "}")]
    if not body:
        return None
    top = min(indent(x) for _, x in body)
    found: list[str] = []
    for k, (n, text) in enumerate(body):
        s = text.strip()
        if indent(text) != top or (before is not None and n >= before):
            continue
        if _OTHER.match(s):
            return None
        if (m := _IF.match(s)) is None:
            continue
        rest = body[k + 1 :]
        end = next((j for j, (_, x) in enumerate(rest) if indent(x) <= top), len(rest))
        own = [x.strip() for _, x in rest[:end]]
        if not own or not _EXIT.match(own[-1]):
            return None  # a nested `if` that does not leave: the last exit is reached either way, or not read
        cond = (m.group("paren") or m.group("bare")).strip()
        if ";" in cond or ":=" in cond:
            return None  # `if v, ok := m[k]; ok {`: an init statement no input holds false by itself
        found.append(cond)
    return found[0] if len(found) == 1 else None


__all__ = ["missed_guard"]
