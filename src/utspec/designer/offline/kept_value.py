"""The value a name keeps when the `if` that would set it is not taken (the skipped side of an assignment).

node-fetch's redirect builds the next request, then changes its method on a 303:

    const requestOptions = {
        ...
        method: request.method,
        ...
    };
    ...
    if (response_.statusCode === 303 || …) {
        requestOptions.method = 'GET';

The cases off the condition (302, 304, …) said only "`requestOptions.method` is not set to `'GET'`": no
value a test can compare. The method it keeps is in the code: `request.method`, from the object literal.

The earlier value is taken only when it is certain on the skipped side: the nearest assignment to the name
above the `if` (or the member of the object literal that built it), at the `if`'s level or above, with no
line in between leaving that level (a sibling `else`/`except` block), no loop header in between (an earlier
iteration may have set it), no augmented assignment, and no method call on or argument passing of the object
in between (it may change the member). Anything else gives None: the sentence stays as it was.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.brackets import brackets_closed
from utspec.analyzers.effects import statement_effect
from utspec.designer.offline.facts import indent, squash, strip_comment
from utspec.designer.offline.sentences import q
from utspec.messages import Catalog

_LOOP = re.compile(r"\s*(?:\}\s*)?(?:for|while|do|foreach)\b")
_FUNCTION = re.compile(
    r"\s*(?:(?:export\s+)?(?:async\s+)?(?:def|function|func)\b|(?:public|private|protected|static)\b.*\()"
)


def _assigned(name: str) -> re.Pattern[str]:
    """`name = value` / `let name = value;` / `name := value` / `T name = value;` (group 1: the value)."""
    n = re.escape(name)
    return re.compile(
        rf"^\s*(?:(?:const|let|var|final|auto|val)\s+)?(?:[\w<>\[\], ]+\s+)?{n}\s*(?::[^=]+)?(?::=|=)(?!=)\s*(.+?);?\s*$"
    )


def _touched(name: str) -> re.Pattern[str]:
    """A line that may change `name` without assigning it: augmented assignment, `++`, a method of its object."""
    n = re.escape(name)
    base = re.escape(name.split(".", 1)[0]) if "." in name else None
    parts = [
        rf"(?<![\w.$]){n}\s*(?:[-+*/%&|^]|\*\*|//|<<|>>|\?\?)=",
        rf"(?<![\w.$]){n}\s*(?:\+\+|--)",
        rf"(?:\+\+|--){n}\b",
    ]
    if base is not None:
        # `self.reset()`, `Object.assign(opts, …)`, `update(opts)`: the object's member may change.
        parts += [rf"(?<![\w.$]){base}\.\w+\s*\(", rf"[(,]\s*{base}\s*[,)]"]
    return re.compile("|".join(parts))


def _literal_member(lines: Sequence[str], at: int, name: str) -> tuple[int, str] | None:
    """(line of `obj = {`, value) when line `at` (1-based) is `attr: value,` inside the literal that builds `obj`."""
    obj, _, attr = name.rpartition(".")
    m = re.match(rf"\s*['\"]?{re.escape(attr)}['\"]?\s*:\s*(.+?),?\s*$", strip_comment(lines[at - 1]))
    if not obj or "." in obj or m is None or not brackets_closed(m.group(1)):
        return None
    member = indent(lines[at - 1])
    for n in range(at - 1, 0, -1):
        text = strip_comment(lines[n - 1])
        if not text.strip():
            continue
        if indent(text) >= member:
            if text.strip().startswith("}") or text.rstrip().endswith("{"):
                return None  # a nested literal: the member is not the object's own
            continue
        opener = re.match(rf"\s*(?:(?:const|let|var)\s+)?{re.escape(obj)}\s*=\s*\{{\s*$", text)
        return (n, m.group(1)) if opener else None
    return None


def kept_value(lines: Sequence[str], if_line: int, name: str) -> str | None:
    """The value `name` holds at the `if` on `if_line` (1-based) when its block is skipped, or None.

    >>> kept_value(["def f(x):", "    n = 5", "    if x > 0:", "        n = 1", "    return n"], 3, "n")
    '5'
    >>> kept_value(["def f(x):", "    if a:", "        n = 2", "    else:", "        n = 3", "    if x:", "        n = 1"], 6, "n")
    >>> kept_value(["def f(xs):", "    n = 0", "    for x in xs:", "        if x:", "            n = 1"], 4, "n")
    >>> kept_value(["def f(x):", "    self.n = 0", "    self.reset()", "    if x:", "        self.n = 1"], 4, "self.n")
    """
    if not 1 <= if_line <= len(lines):
        return None
    level = indent(lines[if_line - 1])
    assigned, touched = _assigned(name), _touched(name)
    lowest = level  # the shallowest indentation of a line between the candidate and the `if`
    for n in range(if_line - 1, 0, -1):
        raw = lines[n - 1]
        text = strip_comment(raw)
        if not text.strip() or text.strip().startswith(("#", "//", "*", "/*")):
            continue
        if _FUNCTION.match(text):
            return None
        if (m := assigned.match(text)) is not None:
            if (
                indent(text) > lowest
                or not brackets_closed(m.group(1))
                or m.group(1).rstrip().endswith((",", "\\"))
            ):
                return None
            return m.group(1).strip()
        if touched.search(text):
            return None
        if "." in name and (found := _literal_member(lines, n, name)) is not None:
            opener, value = found
            if indent(lines[opener - 1]) > lowest:
                return None
            return value.strip()
        if _LOOP.match(text) and indent(text) < level:
            return None  # an earlier iteration may have set it
        lowest = min(lowest, indent(text))
    return None


def stays_clause(lines: Sequence[str], if_line: int, stmt: str | None, msg: Catalog) -> str | None:
    """ "`name` stays `value`" for the skipped side of an `if` whose block first assigns `name`, or None."""
    e = statement_effect(stmt or "")
    if e.kind != "assign" or not e.name or "." not in e.name.strip("."):
        return None  # a local is no result a test reads (pretty-ms's `minLength`): only an object's member is
    kept = kept_value(lines, if_line, e.name)
    if kept is None or squash(kept) == squash(e.value or ""):
        return None
    return msg("effect.stays", name=q(e.name), value=q(kept))
