"""What the code says about itself around a checklist item: its function and the comments beside it.

A case is about its condition and effect; the words the code's author put next to them (the
function's name and docstring or Javadoc, a comment above the condition, a trailing comment, the
comment that heads a SQL statement) say what that code is for, in the words a design document uses
("-- 休眠会員の抽出（夜間バッチ）", "// Retry-After is authoritative when present"). They are
*context* for linking: they count less than the case's own words, and being shared by every case
of a function they mostly choose the function, not the case.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from utspec.designer.offline.doctest_line import doctest_line, without_examples
from utspec.designer.offline.setup_comment import condition_start
from utspec.models import ChecklistItem

#: A line that is only a comment, in any of the languages the analyzers read.
_COMMENT_LINE = re.compile(r"^\s*(?://+|#+|--+|/\*+|\*+/?|\"\"\"|''')\s?(.*?)\s*(?:\*/|\"\"\"|''')?\s*$")
#: A comment after code on the same line (`x = 1  # why`, `foo(); // why`, `a = 1 -- why`).
_TRAILING = re.compile(r"\S\s+(?://|#|--)\s+(.+)$")
#: Languages whose comments start with `#` (elsewhere `#` is code: C# preprocessor, private fields).
_HASH_COMMENTS = frozenset({"python", "yaml", "shell"})


def _is_comment(text: str, language: str) -> bool:
    s = text.strip()
    if not s:
        return False
    if s.startswith("#"):
        return language in _HASH_COMMENTS
    if s.startswith("--"):
        return language == "sql"
    return s.startswith(("//", "/*", "*"))


def _comment_text(text: str) -> str:
    m = _COMMENT_LINE.match(text)
    return (m.group(1) if m else text).strip()


def comment_above(lines: Sequence[str], line: int, language: str) -> str:
    """The comment block directly above `line` (1-based), markers removed."""
    out: list[str] = []
    n = line - 1
    while n >= 1 and _is_comment(lines[n - 1], language):
        out.append(_comment_text(lines[n - 1]))
        n -= 1
    return " ".join(x for x in reversed(out) if x)


def trailing_comment(text: str, language: str) -> str:
    """A comment at the end of a line of code (`headers.get('X-Rate-Limit-Reset'); // Twitter`)."""
    if "#" in text and language not in _HASH_COMMENTS and "//" not in text and "--" not in text:
        return ""
    m = _TRAILING.search(text)
    return m.group(1).strip() if m else ""


def _definition(lines: Sequence[str], symbol: str, before: int) -> int | None:
    """The line that defines `symbol` (its last part), searching up from `before`."""
    name = re.escape(symbol.rsplit(".", 1)[-1])
    # `const reporter: Reporter<Options> = (context) => {`: a TypeScript type between the name and its `=`.
    typed = r"(?::\s*[\w.$]+(?:<[^=]*>)?(?:\[\])*\s*)?"
    pat = re.compile(
        rf"\b{name}\s*(?:{typed}=\s*(?:async\s*)?(?:\(|function)|\(|<)|\bdef\s+{name}\b|\bfunc\b.*\b{name}\s*\("
    )
    for n in range(min(before, len(lines)), 0, -1):
        text = lines[n - 1]
        if (
            pat.search(text)
            and not text.rstrip().endswith(";")
            and not re.match(r"\s*(?:return|if|while|for)\b", text)
            # `>>> a2k('k8s', numeral=True)` in a docstring is an example of the call
            and not doctest_line(text)
        ):
            return n
    return None


def _docstring(lines: Sequence[str], start: int) -> str:
    """A Python docstring opening right after the `def` (possibly a multi-line signature)."""
    n = start
    while n <= len(lines) and not lines[n - 1].rstrip().endswith(":"):
        n += 1
    body = [x.strip() for x in lines[n : n + 40]]
    if not body or not body[0].startswith(('"""', "'''")):
        return ""
    quote = body[0][:3]
    out = []
    for i, text in enumerate(body):
        out.append(text.replace(quote, ""))
        if (i == 0 and text.count(quote) >= 2) or (i > 0 and quote in text):
            break
    # the examples' values are a call's, shared by every case of the function: no context (doctest_line.py)
    return " ".join(without_examples(out))


def function_context(lines: Sequence[str], item: ChecklistItem) -> str:
    """The function an item sits in: its name, the comment above its definition and its docstring."""
    if not item.symbol:
        return ""
    start = _definition(lines, item.symbol, item.line)
    if start is None:
        return item.symbol
    parts = [item.symbol, comment_above(lines, start, item.language)]
    if item.language == "python":
        parts.append(_docstring(lines, start))
    return " ".join(p for p in parts if p)


def _sql_statement_start(lines: Sequence[str], line: int) -> int:
    n = line
    while n > 1:
        prev = lines[n - 2].strip()
        if not prev or prev.endswith(";") or prev.startswith("--"):
            break
        n -= 1
    return n


def item_context(lines: Sequence[str], item: ChecklistItem) -> str:
    """Comments beside an item: above it and at the end of its lines (they are about this code)."""
    if not 1 <= item.line <= len(lines):
        return ""
    start = _sql_statement_start(lines, item.line) if item.language == "sql" else 0
    # The comment heading a SQL statement is about the whole statement, not one of its conditions.
    # Past the locals the condition reads: `// 第2次地域区画 …` above `var lv10000Y = …;` (setup_comment.py).
    above = condition_start(lines, item.line)
    parts = [comment_above(lines, item.line, item.language) or comment_above(lines, above, item.language)
             if item.line != start else ""]  # fmt: skip
    last = min(max(item.end_line, item.line), len(lines), item.line + 3)
    parts += [trailing_comment(lines[n - 1], item.language) for n in range(item.line, last + 1)]
    return " ".join(p for p in parts if p)


def statement_context(lines: Sequence[str], item: ChecklistItem) -> str:
    """The comment heading the SQL statement an item is in ("-- 休眠会員の抽出（夜間バッチ）")."""
    if item.language != "sql" or not 1 <= item.line <= len(lines):
        return ""
    return comment_above(lines, _sql_statement_start(lines, item.line), "sql")


def body_end(lines: Sequence[str], start: int, language: str) -> int:
    """The last line of the function whose definition is on `start` (indentation or braces)."""
    if language == "python":
        ind = len(lines[start - 1]) - len(lines[start - 1].lstrip())
        end = start
        for n in range(start + 1, len(lines) + 1):
            text = lines[n - 1]
            if (
                text.strip()
                and len(text) - len(text.lstrip()) <= ind
                and not text.strip().startswith((")", "]"))
            ):
                break
            end = n
        return end
    depth, opened, parens = 0, False, 0
    for n in range(start, len(lines) + 1):
        for ch in lines[n - 1]:
            if not opened and ch in "()":
                parens += 1 if ch == "(" else -1
            elif not opened and parens > 0:
                continue  # a destructured parameter (`{ periodMarks = [] }: Options = {}`) is not the body
            elif ch == "{":
                depth, opened = depth + 1, True
            elif ch == "}":
                depth -= 1
                if opened and depth == 0:
                    return n
    return len(lines)


def function_span(lines: Sequence[str], item: ChecklistItem) -> tuple[int, int] | None:
    """The first and last line of the function an item sits in, or None when its definition is not found."""
    if not item.symbol:
        return None
    start = _definition(lines, item.symbol, item.line)
    return None if start is None else (start, body_end(lines, start, item.language))


def returned_from(
    lines: Sequence[str], first: ChecklistItem, guards: Sequence[tuple[int, int]], ret: str
) -> str:
    """The lines outside every guard that assign a variable the main path's `return` returns
    (`return total - discount;` -> `const discount = Math.floor((total * coupon.percent) / 100);`)."""
    names = {
        n
        for n in re.findall(r"[A-Za-z_]\w*", ret.removeprefix("return"))
        if n not in ("return", "new", "self", "this")
    }
    if not names:
        return ""
    assigns = re.compile(
        rf"^\s*(?:(?:const|let|var|final|int|long|double|String|auto)\s+)*({'|'.join(map(re.escape, names))})\s*(?:[-+*/]?=)(?!=)"
    )
    body = main_path_text(lines, first, guards, joined=False)
    return " ".join(x for x in body if assigns.match(x))


def main_path_text(
    lines: Sequence[str], first: ChecklistItem, guards: Sequence[tuple[int, int]], *, joined: bool = True
) -> Any:
    """What a function does when no guard fires: its body's lines outside every guard, comments left out."""
    if not first.symbol:
        return "" if joined else []
    start = _definition(lines, first.symbol, first.line)
    if start is None:
        return "" if joined else []
    end = body_end(lines, start, first.language)
    out = []
    for n in range(start + 1, end + 1):
        text = lines[n - 1]
        if any(a <= n <= b for a, b in guards) or not text.strip() or _is_comment(text, first.language):
            continue
        out.append(text.strip())
    return " ".join(out) if joined else out
