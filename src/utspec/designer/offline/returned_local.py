"""A branch that sets the local the function then returns: the case states the returned value.

jeraconv's `if return_type == 'dict': res = {...}` / `elif … res = [...]` … `return res` said "`res` becomes
`{...}`": a local no test reads, while the call returns it. When the function's last statement returns that
local and nothing between the branch's block and that `return` (at the `if`'s level) sets it again, leaves, or
raises, the value the branch sets is the value the call returns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import Effect, statement_effect
from utspec.designer.offline.block_exit import block_lines
from utspec.designer.offline.facts import final_return, indent
from utspec.models import ChecklistItem


def returned_local(item: ChecklistItem, effect: Effect, lines: Sequence[str]) -> str | None:
    """The value the function returns when `item`'s block sets the local it returns; None otherwise.

    >>> from utspec.models import Kind
    >>> src = ["def f(t):", "    if t == 'a':", "        res = [1]", "    elif t == 'b':", "        res = (2,)",
    ...        "    else:", "        raise ValueError('x')", "    return res"]
    >>> b = ChecklistItem(id="f.py:2:branch", kind=Kind.BRANCH, file="f.py", line=2, end_line=3, language="python",
    ...                   text="t == 'a'", symbol="f")
    >>> returned_local(b, statement_effect("res = [1]"), src)
    '[1]'
    >>> returned_local(b, statement_effect("res = [1]"), [*src[:7], "    res = sorted(res)", "    return res"]) is None
    True
    >>> returned_local(b, statement_effect("res = [1]"), [*src[:7], "    fill(res)", "    return res"]) is None
    True
    >>> returned_local(b, statement_effect("res = [1]"), [*src[:7], "    if x:", "        y = res", "    return res"]) is None
    True
    """
    name = effect.name or ""
    if effect.kind != "assign" or not effect.value or not re.fullmatch(r"[A-Za-z_$][\w$]*", name):
        return None
    ret = final_return(lines, item.symbol, item.line, item.language)
    if (
        ret is None
        or statement_effect(ret).kind != "return"
        or (statement_effect(ret).value or "").strip() != name
    ):
        return None
    at = next((n for n in range(len(lines), item.line, -1) if lines[n - 1].strip() == ret.strip()), None)
    span = block_lines(lines, item)
    if at is None or not span:
        return None
    level = indent(lines[item.line - 1])
    word = re.compile(
        rf"(?<![\w$.]){re.escape(name)}\s*(?:[-+*/%|&]?=(?!=)|\.(?:append|extend|update|add)\()"
    )
    if sum(bool(word.search(lines[n - 1])) for n in span if n > item.line) > 1:
        return None  # the block sets it again (`res = …; res += …`): the first value is not the one returned
    used = re.compile(rf"(?<![\w$.]){re.escape(name)}(?![\w$])")
    chain = True  # still among the `elif` / `else` arms of the branch's own `if`
    for n in range(span[-1] + 1, at):
        text = lines[n - 1]
        if not text.strip():
            continue
        if indent(text) > level and chain:
            continue  # another arm's body: this case does not run it
        if indent(text) <= level:
            chain = bool(re.match(r"\s*(?:\}\s*)?(?:elif\b|else\b|\})", text))
        # Any later use may change it (jsonpointer's `parent, part = self.to_last(doc)` then `parent[part] = value`
        # edits the copy `doc` holds): only a value nothing touches before the `return` is the one returned.
        if used.search(text) or re.match(r"\s*(?:return|raise|throw)\b", text):
            return None
    return effect.value


__all__ = ["returned_local"]
