"""What a branch whose block is a loop does, when the loop runs at the case's input.

`if replacements: for old, new in replacements: text = text.replace(old, new)`: the analyzers record the
loop as the branch's one statement (effect kind `unknown`), so an expected result saying that `text` does
*not* become `text.replace(old, new)` on the branch's firing side had nothing to contradict (slugify
TC-012). When the loop runs at least once, its body's first statement happens: an assignment there is
the branch's assignment, read as `_conditional.try_assignment` reads a `try` body. The loop runs at least
once when the case's input gives the collection it walks an element (`_loop_count.input_iterations`), or
when the loop walks the very collection whose non-emptiness the branch tests and the branch fires.

>>> loop_body("for old, new in replacements: text = text.replace(old, new)")
('for old, new in replacements', 'text = text.replace(old, new)')
>>> loop_body("for (const w of words) { out += w; }")
('for (const w of words)', 'out += w;')
>>> loop_assignment("for old, new in replacements: text = text.replace(old, new)", "`replacements` with 1 element.", "replacements")
('text', 'text.replace(old, new)')
>>> loop_assignment("for old, new in replacements: text = text.replace(old, new)", "`replacements` is empty.", "replacements") is None
True
>>> loop_assignment("for w in words: count += 1", "`words` with 2 elements", "words") is None  # an update: its value depends on the count
True
"""

from __future__ import annotations

import re

from utspec.analyzers.effects import statement_effect
from utspec.critic.checks._loop_count import input_iterations, walked_collection

_PY_FOR = re.compile(r"^(for\s+.+?\s+in\s+.+?)\s*:\s*(.+)$", re.S)
_BRACE_FOR = re.compile(r"^(for\s*\(.+?\))\s*\{\s*(.+?)\s*\}?\s*$", re.S)


def loop_body(stmt: str) -> tuple[str, str] | None:
    """(loop header, first body statement) of a one-statement loop as the analyzers record a block (None: not one)."""
    text = stmt.strip()
    m = _PY_FOR.match(text) or _BRACE_FOR.match(text)
    if m is None:
        return None
    first = re.split(r"(?<=;)\s+|\s{2,}", m.group(2).strip())[0].strip()
    return (m.group(1).strip(), first) if first else None


def runs(header: str, input_text: str, tested: str | None) -> bool:
    """Whether the loop runs at least once: by the input's count, or it walks the collection the firing branch tests."""
    n = input_iterations(input_text, header)
    if n is not None:
        return n > 0
    walked = walked_collection(header)
    return bool(walked and tested and re.sub(r"\s+", "", walked) == re.sub(r"\s+", "", tested))


def loop_assignment(stmt: str | None, input_text: str, tested: str | None = None) -> tuple[str, str] | None:
    """(name, value) the loop's first body statement assigns, when the loop runs at the case's input (else None).

    `tested`: the collection the branch around the loop tests for elements (`if xs:`), whose firing side runs it.
    A compound update (`x += 1`) is left out: what the name holds depends on how many times the body ran.
    """
    parts = loop_body(stmt or "")
    if parts is None or not runs(parts[0], input_text, tested):
        return None
    return body_assignment(stmt)


def body_assignment(stmt: str | None) -> tuple[str, str] | None:
    """(name, value) the loop's first body statement assigns, however often it runs (None: not a plain assignment)."""
    parts = loop_body(stmt or "")
    if parts is None:
        return None
    body = parts[1]
    if re.match(r"^[\w.$\[\]]+\s*(?:[-+*/%|&^]|<<|>>|\?\?)=", body):
        return None
    e = statement_effect(body)
    return (e.name, e.value) if e.kind == "assign" and e.name and e.value else None
