"""Where else a stated assignment is made: the lines of the case's code that set a name to the value said.

A result moved from another case ("`text` becomes `_conv_dakuten(text)`" on a case about `if ignore:`)
states an assignment the cited code does not make. It is a contradiction only when every line of the
file making exactly that assignment sits inside a branch the case does not cite and outside every
item it cites: a nested branch under a cited one, or an assignment with no branch around it, may run
on the case's path and is left alone. A boundary or `else` arm cited on the branch's own line cites the
branch (Go's `} else { counter++ }` under `if counter == 2`, cited through its boundary).

>>> assignment_lines(["x = 1", "if a:", "    text = conv(text)", "text = conv( text )"], "text", "conv(text)")
[3, 4]
>>> assignment_lines(["    number = '0' + number  # convert from 9 to 10 digits"], "number", "'0' + number")
[1]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.effects import statement_effect
from utspec.codetext import match_paren
from utspec.critic.checks._else_part import in_else_part
from utspec.models import ChecklistItem, Kind


def _uncommented(line: str) -> str:
    """The line without a trailing comment: yamllint's `blank_lines += 1  # first line doesn't have…` is an assignment,
    and without it the critic found only the loop's `blank_lines += 1` and refuted the designer's own case.

    >>> _uncommented("    blank_lines += 1  # first line"), _uncommented("n += 1 // one more"), _uncommented("x = '#'")
    ('    blank_lines += 1', 'n += 1', "x = '#'")
    """
    return re.split(r"\s(?://|#|--)\s", " " + line, maxsplit=1)[0][1:].rstrip()


def _spacing(text: str) -> str:
    return re.sub(r"\s+", "", text).strip("`")


_INLINE_IF = re.compile(r"^(?:\}\s*)?(?:else\s+)?if\s*\(")


def inline_body(line: str) -> str:
    """The statement of a one-line `if (cond) stmt;` (brace languages); else the line as it is.

    kansuji's `if (decConverted !== "") converted += kansuji.DOT + decConverted;` assigns `converted`: read whole,
    the line was no assignment, and a case saying so was told no line makes it.

    A block that opens and closes on the line with one statement in it is that statement: tsc's compiled default
    parameter `if (code === void 0) { code = null; }` assigns `code` (japanmesh's clean draft was told no line does).

    >>> inline_body('if (a !== "") out += "." + a;'), inline_body("if (a) {"), inline_body("x = 1;")
    ('out += "." + a;', 'if (a) {', 'x = 1;')
    >>> inline_body("if (code === void 0) { code = null; }"), inline_body("if (a) { x = 1; y = 2; }")
    ('code = null;', 'if (a) { x = 1; y = 2; }')
    """
    m = _INLINE_IF.match(line)
    if m is None:
        return line
    close = match_paren(line, m.end() - 1)
    rest = line[close:].strip() if close > 0 else ""
    if rest.startswith("{") and rest.endswith("}") and match_paren(rest, 0) == len(rest):
        inner = rest[1:-1].strip()
        one = inner.rstrip(";")
        return inner if inner and ";" not in one and "{" not in one else line
    return rest if rest and not rest.startswith("{") else line


def assignment_lines(lines: Sequence[str], name: str, value: str,
                     same: Callable[[str, str], bool] | None = None) -> list[int]:  # fmt: skip
    """The lines (1-based) that assign `value` to `name` (`x = v`, `x += d` read as `x + d`)."""
    alike = same or (lambda a, b: _spacing(a) == _spacing(b))
    out = []
    for n, line in enumerate(lines, 1):
        if name not in line:
            continue
        e = statement_effect(inline_body(_uncommented(line).strip()))
        if e.kind == "assign" and e.name and alike(e.name, name) and e.value and alike(e.value, value):
            out.append(n)
    return out


def _within(line: int, item: ChecklistItem) -> bool:
    return item.line <= line <= max(item.end_line, item.line)


def _puts_in(branch: ChecklistItem, item: ChecklistItem, line: int, source: Sequence[str]) -> bool:
    """Whether the cited `item` inside `branch` puts the case where `line` is: not when `line` is in the `if`'s own
    block and the item in its `else` / `elif` part (shortuuid's `elif` cited, `u = _uu.uuid4()` of the `if` said)."""
    if not branch.line < item.line <= branch.end_line:
        return False
    return not (in_else_part(source, branch.line, item.line) and not in_else_part(source, branch.line, line))


def only_under_uncited(lines: list[int], file: str, cited: list[ChecklistItem],
                       pool: Sequence[ChecklistItem], source: Sequence[str] = ()) -> ChecklistItem | None:  # fmt: skip
    """The uncited branch every line sits under (innermost of the first line), when all of them do; else None.

    `source` (the file's lines) tells an `if` block from its `else` / `elif` part (`_else_part`)."""
    if not lines:
        return None
    ids = {i.id for i in cited}
    # A cited boundary or arm on the branch's own line is that branch's condition (`counter == 2`'s boundary
    # case decides its `else` arm too): the branch is cited, and the side is the boundary checks' business.
    lines_cited = {(i.file, i.line) for i in cited}
    mine = [i for i in cited if i.file == file]
    branches = [b for b in pool if b.file == file and b.kind is Kind.BRANCH and b.end_line > b.line]
    hosts: list[ChecklistItem] = []
    for n in lines:
        # A cited `if` whose `else` / `else if` part holds the line does not put the case at it: the analyzers give
        # the `if` the lines of its whole chain, so base64js's case citing `if (extraBytes === 1)` read the `else if
        # (extraBytes === 2)` block's `tmp = …` as its own (evidence moved from the `else if`, session 30).
        beside = {i.line for i in mine if i.kind is Kind.BRANCH and in_else_part(source, i.line, n)}
        if any(_within(n, i) and not (i.kind is Kind.BRANCH and i.line in beside) for i in mine):
            return None
        around = [b for b in branches if b.line < n <= b.end_line and b.line not in beside]
        if not around or any(b.id in ids or (b.file, b.line) in lines_cited for b in around):
            return None
        # A cited item inside a branch puts the case in it (go-semver's `return 0` under the `len(versionA) == 0`
        # that holds the cited `len(versionB) > 0`); what is left is the branches the case is not in. Inside a
        # branch the case is in, a sibling branch it does not cite is as untaken as one at the top level
        # (pg_partman's `v_child_smaller := false` under the `IF` next to the cited one, in the same loop).
        around = [b for b in around if not any(_puts_in(b, i, n, source) for i in mine)]
        if not around:
            return None
        hosts.append(max(around, key=lambda b: b.line))
    return hosts[0]
