"""The call a branch's block makes, for a block that opens with locals and leaves by no `return` / `throw`.

textlint's max-ten rule reports an error in `if (currentTenCount > maxLen) { const positionInSentence = …;
const index = …; const ruleError = new context.RuleError(…); report(node, ruleError); currentTenCount = 0; }`.
Its case expected "`positionInSentence` becomes `source.originalIndexFromIndex(…)`": a local no test can read,
while the block's whole point, `report(node, ruleError)`, went unsaid. A call the block makes at its own level
is what a test of the branch observes (a spy or a double of the callee), so the case states it.

Only the block's own level counts: a call inside a nested `if` or loop may not happen for the case's input.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.effects import first_string, statement_effect
from utspec.designer.offline.block_exit import block_lines
from utspec.designer.offline.facts import indent
from utspec.designer.offline.statement_span import whole_statement
from utspec.models import ChecklistItem

#: A line that opens or continues a compound statement, not a statement of the block's own level.
_COMPOUND = re.compile(
    r"(?:if|else|for|foreach|while|do|switch|case|default|try|catch|finally|elif|except|with)\b|[})\]]"
)


def block_call(branch: ChecklistItem, lines: Sequence[str]) -> str | None:
    """The first call statement at `branch`'s block level (the whole statement), or None.

    >>> from utspec.models import Kind
    >>> src = ["if (count > max) {", "    const at = pos(last);", "    const err = new RuleError(", "        `too many`,",
    ...        "    );", "    report(node, err);", "    count = 0;", "}"]
    >>> b = ChecklistItem(id="a.js:1:branch", kind=Kind.BRANCH, file="a.js", line=1, end_line=8,
    ...                   language="javascript", text="count > max")
    >>> block_call(b, src)
    'report(node, err);'
    >>> block_call(b, ["if (count > max) {", "    if (x) {", "        report(node);", "    }", "}"]) is None
    True
    """
    span = [n for n in block_lines(lines, branch) if n > branch.line]
    body = [
        (n, lines[n - 1])
        for n in span
        if lines[n - 1].strip() and not lines[n - 1].strip().startswith(("//", "#", "*", "/*"))
    ]
    body = [(n, text) for n, text in body if text.strip() not in ("}", "{")]
    if not body:
        return None
    ind = min(indent(text) for _, text in body)
    for n, text in body:
        stmt = text.strip()
        if indent(text) != ind or _COMPOUND.match(stmt):
            continue
        whole = whole_statement(stmt, lines, n)
        effect = statement_effect(whole)
        if effect.kind in ("return", "raise", "reraise", "continue", "break"):
            return None  # the block leaves: its exit is stated elsewhere (`block_exit`)
        if effect.kind in ("call", "output", "log"):
            return whole
    return None


def argument_message(call: str, branch: ChecklistItem, lines: Sequence[str]) -> tuple[str, str] | None:
    """(local, message) for an argument of `call` that the block built from a string (`const ruleError = new
    RuleError(`…`)`): the message a test of the call checks; None when no argument is such a local.

    >>> from utspec.models import Kind
    >>> src = ["if (n > max) {", "    const err = new RuleError(", '        `over ${max}`,', "    );", "    report(node, err);", "}"]
    >>> b = ChecklistItem(id="a.js:1:branch", kind=Kind.BRANCH, file="a.js", line=1, end_line=6,
    ...                   language="javascript", text="n > max")
    >>> argument_message("report(node, err);", b, src)
    ('err', 'over ${max}')
    """
    args = statement_effect(call).args or ""
    names = [a.strip() for a in args.split(",") if re.fullmatch(r"\s*[A-Za-z_$][\w$]*\s*", a)]
    for n in block_lines(lines, branch):
        stmt = lines[n - 1].strip()
        for name in names:
            m = re.match(
                rf"(?:const|let|var|final|val|auto)?\s*(?:[\w.<>\[\]]+\s+)?{re.escape(name)}\s*=(?!=)\s*(.*)$",
                stmt,
            )
            if m is None:
                continue
            whole = whole_statement(stmt, lines, n)
            init = whole.split("=", 1)[1]
            if re.match(r"\s*(?:new\s+)?[\w.$]+\s*\(", init) and (said := first_string(init)):
                return name, said
    return None


__all__ = ["argument_message", "block_call"]
