"""A statement that ends in a colon right before a code block leads into it: the code is what it says.

python-slugify's README: "To truncate, use the slice notation:" and then a fenced `text[:n]`. Read alone,
the sentence ending in ":" states nothing a test can check and was asked about as a bare requirement;
with the code it introduces, it carries the call a test makes. The code block's lines are added to
the statement as code spans (the first `MAX_LINES`: a statement is a sentence, a long listing is an
example, and its first lines carry the call).
"""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it.token import Token

MAX_LINES = 6
_CODE = ("fence", "code_block")


def code_after(tokens: Sequence[Token], inline_at: int) -> str | None:
    """The content of the code block right after the paragraph whose inline token is at `inline_at`."""
    nxt = inline_at + 2  # inline, paragraph_close, then the next block
    if nxt < len(tokens) and tokens[inline_at + 1].type == "paragraph_close" and tokens[nxt].type in _CODE:
        return tokens[nxt].content
    return None


def _span(line: str) -> str:
    ticks = "``" if "`" in line else "`"
    pad = " " if ticks == "``" else ""
    return f"{ticks}{pad}{line}{pad}{ticks}"


def with_code(statement: str, code: str | None) -> str:
    """`statement` with the code it leads into, when it ends in a colon; else as it was.

    >>> with_code("To truncate, use the slice notation:", "text[:n]\\n")
    'To truncate, use the slice notation: `text[:n]`'
    >>> with_code("切り詰めるには次のように書く：", "slugify(t, max_length=9)\\n")
    '切り詰めるには次のように書く： `slugify(t, max_length=9)`'
    >>> with_code("A plain sentence.", "x = 1\\n")
    'A plain sentence.'
    """
    if code is None or not statement.rstrip().endswith((":", "：")):
        return statement
    lines = [ln.strip() for ln in code.splitlines() if ln.strip()]
    if not lines:
        return statement
    shown = " ".join(_span(ln) for ln in lines[:MAX_LINES])
    return f"{statement.rstrip()} {shown}{' …' if len(lines) > MAX_LINES else ''}"


__all__ = ["MAX_LINES", "code_after", "with_code"]
