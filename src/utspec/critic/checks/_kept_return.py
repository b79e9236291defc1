"""A name the function returns, set by the branch the case takes and left alone until the `return`.

pretty-bytes' `toLocaleString`: `let result = number; if (typeof locale === 'string' || …) { result =
number.toLocaleString(locale, options); } else if (…) { … } return result;`. Its case at `locale` =
`"abc"` flipped to "The function does not return `number.toLocaleString(locale, options)`" passed: the
case cites no return, and the body cannot be run (`number` is not given). When the taken branch's block
sets the returned name and nothing after its `if`/`else` chain sets it again or leaves the function
before that `return`, the branch's value is what the function returns.

>>> src = ["const f = (n, loc) => {", "  let result = n;", "  if (typeof loc === 'string') {",
...        "    result = n.toLocaleString(loc);", "  } else if (loc === true) {", "    result = n.toLocaleString();",
...        "  }", "", "  return result;", "};"]
>>> kept_to_return(src, 3, 9, "result", "javascript")
True
>>> kept_to_return(src[:7] + ["  result += '!';", "  return result;"], 3, 9, "result", "javascript")
False
>>> py = ["def f(x):", "    out = 0", "    if x:", "        out = 1", "    elif x is None:", "        out = 2",
...       "    return out"]
>>> kept_to_return(py, 3, 7, "out", "python"), kept_to_return(py, 5, 7, "out", "python")
(True, True)
>>> kept_to_return(["def f(x):", "    if x:", "        out = 1", "        return 3", "    return out"], 2, 5, "out", "python")
False
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.codetext import match_paren
from utspec.designer.offline.facts import indent, strip_comment

_EXIT = re.compile(r"(?<![\w$.])(?:return|throw|raise|break|continue|goto|panic)(?![\w$])")


def _chain_end(lines: Sequence[str], line: int, language: str) -> tuple[int, int] | None:
    """(the last line of the block of the `if` (or arm) on `line`, the last line of its whole `if`/`else` chain)."""
    if language == "python":
        own = indent(lines[line - 1])
        n, first = line, None
        while n < len(lines):
            text = lines[n]
            if text.strip() and indent(text) <= own:
                first = n if first is None else first
                if not re.match(r"\s*(?:elif\b|else\s*:)", text):
                    break
            n += 1
        return (n if first is None else first), n
    text = "\n".join(lines[line - 1 :])
    at = text.find("{")
    first_end = None
    while at >= 0:
        end = match_paren(text, at)
        first_end = first_end if first_end is not None else line + text[:end].count("\n")
        if not re.match(r"\s*else\b", text[end:]):
            return first_end, line + text[:end].count("\n")
        at = text.find("{", end)
    return None


def kept_to_return(lines: Sequence[str], branch: int, ret: int, name: str, language: str) -> bool:
    """Whether the value `branch`'s block gives `name` reaches the `return name` on line `ret`: the `if` sits at the
    return's level, its block leaves nothing early, and no line after its chain sets `name` or leaves first."""
    if not 1 <= branch < ret <= len(lines) or indent(lines[branch - 1]) != indent(lines[ret - 1]):
        if not (1 <= branch < ret <= len(lines)) or not re.match(
            r"\s*(?:\}\s*)?else\b|\s*elif\b", lines[branch - 1]
        ):
            return False
    ends = _chain_end(lines, branch, language)
    if ends is None or ends[1] >= ret:
        return False
    own, end = ends
    block = [strip_comment(t) for t in lines[branch:own]]
    after = [strip_comment(t) for t in lines[end : ret - 1]]
    if any(_EXIT.search(t) for t in block + after):
        return False
    sets = re.compile(
        rf"(?<![\w$.]){re.escape(name)}\s*(?:[-+*/%|&^]|\?\?|\*\*|//|<<|>>)?=(?!=)|"
        rf"(?<![\w$.]){re.escape(name)}\s*(?:\+\+|--)|(?:\+\+|--){re.escape(name)}(?![\w$])"
    )
    if sum(len(sets.findall(t)) for t in block) != 1:
        return False  # set twice in the block (or in a nested branch): the first value is not the last
    return not any(sets.search(t) for t in after)
