"""A design statement's exception message that the code still writes but no longer raises.

python-semver's key item says `Version(-3, 4, 5)` raises `ValueError` "'major' is negative. A version can
only be positive."; the code raises it from `raise ValueError("{!r} is negative. …".format(name))`. The
defect corpus' injected bug replaces that `raise` by `return None` and the spec then expects `None`:
nothing asked, because no case cites the key item and `ValueError` is still raised elsewhere in the
file (so `expected-contradicts-design`'s "defined but never raised" does not apply to a built-in type).

The message ties the statement to one place in the code. When a statement says an exception is raised
with a quoted message, and the code's string literal of that message (placeholders such as `{!r}`,
`%s`, `${x}` match anything) stands in a statement that does not raise (a bare expression, a
`return`, a log call), the design and the code disagree at that place. A literal assigned to a name
is left alone (it may be raised through the name), and so is a statement that raises or throws.

>>> template_matches("{!r} is negative. A version can only be positive.", "'major' is negative. A version can only be positive.")
True
>>> template_matches("Invalid Roman numeral: %s", "Invalid Roman numeral: Q12"), template_matches("x", "x is bad")
(True, False)
>>> lines = ["def f(v):", "    if v < 0:", "        return None", '            "{!r} is negative.".format(v)', "        )"]
>>> statement_at(lines, 4)
(4, '"{!r} is negative.".format(v)')
>>> statement_at(["    if v < 0:", "        raise ValueError(", '            "{!r} is negative.".format(v)'], 3)
(2, 'raise ValueError( "{!r} is negative.".format(v)')
>>> unraised(lines, 4), unraised(["        msg = (", '            "bad {}".format(v))'], 2)
(True, False)
>>> unraised(['  if (n === Infinity) throw new TypeError("Infinity is not a number");'], 1)
False
>>> unraised(['    log.warn("the caller must throw away the reply")'], 1)
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.critic.checks._claims import claims
from utspec.critic.checks._design_raises import stated_raises
from utspec.critic.review_input import ReviewInput

_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.){8,})"|\'((?:[^\'\\\n]|\\.){8,})\'')
#: Template literals, in the languages that write messages with them (a Python docstring's ``x`` is no string).
_TEMPLATE = re.compile(r"`([^`\n]{8,})`")
_TEMPLATE_LANGUAGES = (".js", ".ts", ".mjs", ".cjs", ".tsx", ".jsx", ".go")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[-+ #0]*\d*(?:\.\d+)?[sdifrxXeEgGc]|\$\{[^}]*\}")
#: A line that goes on to the next: an open call or list, a trailing operator or backslash (not a block's `{`).
_CONTINUES = re.compile(r"[(\[,+\\]\s*$|\bin\s*$")
#: A raise anywhere in the statement outside its strings: a one-line guard (`if (n === Infinity) throw new
#: TypeError("…")`, `if v < 0: raise ValueError("…")`) raises as surely as a `throw` on a line of its own.
_RAISING = re.compile(r"\b(?:raise|throw|panic)\b|^\s*(?:return\s+)?(?:Err|errors\.New|fmt\.Errorf)\(")
_ASSIGNS = re.compile(r"^\s*(?:(?:const|let|var|final|String|val)\s+)?[A-Za-z_$][\w$.]*\s*(?::[^=]+)?=(?!=)")


def template_matches(template: str, message: str) -> bool:
    """Whether `message` is what the code's `template` writes (placeholders match anything, at least one letter kept)."""
    parts = _PLACEHOLDER.split(template)
    if sum(len(p.strip()) for p in parts) < 8:
        return False
    pattern = ".*?".join(re.escape(p) for p in parts)
    return re.fullmatch(pattern, message.strip(), flags=re.DOTALL) is not None


def statement_at(lines: Sequence[str], line: int) -> tuple[int, str]:
    """(first line, text) of the statement the 1-based `line` is part of, walking back over continued lines."""
    start = line
    while start > 1 and _CONTINUES.search(lines[start - 2]):
        start -= 1
    return start, " ".join(x.strip() for x in lines[start - 1 : line])


def unraised(lines: Sequence[str], line: int) -> bool:
    """Whether the statement holding `line` neither raises nor assigns (a bare expression, a return, a call)."""
    _, text = statement_at(lines, line)
    # The message's own words ("cannot throw", "raise the limit") are no raise: only the code around them is read.
    code = _LITERAL.sub('""', _TEMPLATE.sub("``", text))
    return not _RAISING.search(code) and not _ASSIGNS.match(text)


@dataclass(frozen=True)
class Unraised:
    ref: str
    exc: str
    message: str
    file: str
    line: int
    statement: str
    near: tuple[str, ...]
    """Checklist items of the statement's neighbourhood (the guard above it, the statement itself)."""


def unraised_messages(inp: ReviewInput, stated: dict[str, tuple[str, str]]) -> list[Unraised]:
    """Each statement whose raised exception's message the code writes only in a statement that does not raise."""
    pool = inp.checklist if inp.citable is None else inp.citable
    out: list[Unraised] = []
    for ref, (text, _where) in stated.items():
        types = sorted(stated_raises(text))
        # One word ("prerelease") ties a statement to no place: a message of two words or more does.
        messages = [m for m in claims(text).messages if len(m.strip()) >= 12 and " " in m.strip()]
        if not types or not messages:
            continue
        for src in inp.sources:
            lines = src.text.split("\n")
            kinds = (_LITERAL, _TEMPLATE) if src.path.endswith(_TEMPLATE_LANGUAGES) else (_LITERAL,)
            found = [(n, next(g for g in m.groups() if g)) for n, line in enumerate(lines, 1)
                     for pattern in kinds for m in pattern.finditer(line)]  # fmt: skip
            for message in messages:
                spots = [n for n, lit in found if template_matches(lit, message)]
                if not spots or not all(unraised(lines, n) for n in spots):
                    continue  # not written in the code, or raised somewhere
                n = spots[0]
                start, stmt = statement_at(lines, n)
                near = tuple(i.id for i in pool if i.file == src.path and start - 2 <= i.line <= n)
                out.append(Unraised(ref, types[0], message, src.path, n, stmt, near))
    return out


__all__ = ["Unraised", "statement_at", "template_matches", "unraised", "unraised_messages"]
