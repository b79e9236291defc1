"""A cited item inside the block of a cited branch that the case's input does not enter: code the case never runs.

decamelize's normal-path case ("`text` with 2 elements; …; the function returns `decamelized.replace(…)`")
cites the guards `!(typeof text === 'string' && …)`, `text.length < 2` and `preserveConsecutiveUppercase`.
With its last ref moved to a neighbouring branch (`preserveConsecutiveUppercase ? text : text.toLowerCase()` on
line 36, inside `if (text.length < 2) { … }`) it still passed: that branch's stated result is the same, but at
2 elements the case never enters the block that holds it, so it cites code it does not run.

Only items of one function (same file and symbol) whose enclosing branch is a block on other lines (the branch's
own line is its condition, so an item on it, such as `a || b`'s second operand, is not inside), and only when the
enclosing branch's side is known false for the case.

>>> from utspec.models import ChecklistItem
>>> def item(n, line, end, text): return ChecklistItem(id=f"d.js:{line}:{n}", kind=n, file="d.js", line=line,
...                                                    end_line=end, language="javascript", symbol="f", text=text)
>>> outer, inner = item("branch", 35, 37, "text.length < 2"), item("branch", 36, 36, "keep")
>>> src = {"d.js": [""] * 34 + ["  if (text.length < 2) {", "    return keep ? text : text.toLowerCase();", "  }"]}
>>> [(i.id, o.id) for i, o in unreached([(outer, False), (inner, None)], src)]
[('d.js:36:branch', 'd.js:35:branch')]
>>> unreached([(outer, True), (inner, None)], src), unreached([(outer, None), (inner, None)], src)
([], [])
>>> chain = {"d.js": [""] * 34 + ["  if (typeof v === 'string') {", "  } else if (keep) {", "  }"]}
>>> unreached([(outer, False), (inner, None)], chain)  # an `else if` arm of the branch is not inside it
[]
>>> multi = item("branch", 36, 36, "text.length < 2")  # the same condition continued on the next line
>>> unreached([(outer, False), (multi, None)], src)
[]
>>> py = {"d.js": [""] * 34 + ["    if a:", "        x = 1", "    else:", "        if b:"]}
>>> unreached([(outer, False), (item("branch", 38, 38, "b"), None)], py)  # in the `else` block: runs when `a` is false
[]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from utspec.codetext import no_space
from utspec.messages import sentence_pattern
from utspec.models import ChecklistItem, Kind

#: Conditions only: a guard's own `raise` or `return` cited by its off-side case ("`E` is not raised") is the
#: statement the case says does not run, not code it claims to run.
_CODE = (Kind.BRANCH, Kind.BOUNDARY)
#: The designer's normal-path input (its catalog templates `in.valid`, `in.valid_any`, any language): it passes every
#: guard, so each cited guard that would end the function is false on it, though no value of the input decides it.
_PASSES_ALL = sentence_pattern("in.valid", "in.valid_any")


def passes_all(input_text: str) -> bool:
    """Whether the case's input is the designer's "passes every guard" input.

    >>> passes_all("Input that passes every guard of `f` in a.py: `x` = `1`."), passes_all("`x` = `1`.")
    (True, False)
    >>> passes_all("input/source/decamelize.js の `decamelize` のガードをすべて通過する入力: 要素数 2 の `text`")
    True
    """
    return bool(_PASSES_ALL.search(input_text))


def unreached(sides: Sequence[tuple[ChecklistItem, bool | None]],
              sources: Mapping[str, Sequence[str]]) -> list[tuple[ChecklistItem, ChecklistItem]]:  # fmt: skip
    """(inner item, the cited branch around it whose block the case does not enter), for each such inner item.

    `sources`: each file's lines. An item is inside only when it is in the `if`'s own block (`_in_block`): a
    branch item's span covers its `else` / `else if` / `elif` arms too (ms's `} else if (typeof value ===
    'number')`), which run exactly when the first condition is false."""
    off = [i for i, fires in sides if fires is False and i.kind is Kind.BRANCH and i.end_line > i.line]
    out = []
    for inner, _fires in sides:
        if inner.kind not in _CODE:
            continue
        lines = sources.get(inner.file, ())
        host = next((o for o in off if o.file == inner.file and o.symbol == inner.symbol and o.symbol
                     and o.line < inner.line <= o.end_line and no_space(o.text) != no_space(inner.text)
                     and _in_block(lines, inner.line, o.line)), None)  # fmt: skip
        if host is not None:
            out.append((inner, host))
    return out


def _in_block(lines: Sequence[str], inner: int, host: int) -> bool:
    """Whether line `inner` (1-based) is in the block the `if` at line `host` opens: every non-blank line from the
    one after `host` to `inner` is indented deeper than `host` (an `else`/`elif`/`} else if` line at the `if`'s own
    indentation closes it). False when either line is not in `lines`."""
    if not (1 <= host < inner <= len(lines)):
        return False
    top = len(lines[host - 1]) - len(lines[host - 1].lstrip())
    return all(len(t) - len(t.lstrip()) > top for t in lines[host:inner] if t.strip())
