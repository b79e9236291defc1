"""Statements continued over several lines, joined into one line for the path walk (issue 12).

japanera's `if ((self.kanji == "天保" and 1831 <= date.year <= 1845) or` goes on for two more lines: the walk read
the first line as the whole condition, could not evaluate `((… or`, and gave up (51 cases whose result named nothing
checkable stopped there). Python continues a statement inside an open bracket or after a trailing backslash; a
line of a triple-quoted string is never joined (a docstring's "(see below" opens nothing). etag's `return obj &&
typeof obj === 'object' &&` goes on over four lines: in a brace language a line ending in `&&` or `||` goes on too.
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.brackets import walk

#: The languages whose continued statements are joined here.
LANGUAGES = frozenset({"python", "javascript", "typescript", "java", "csharp", "go", "kotlin"})
#: A statement continued over more lines than this is left as written (an unbalanced line is more likely a misread).
_MOST = 20


def _opens(text: str, python: bool) -> bool:
    """Whether `text` goes on: Python, a bracket left open (outside string literals) or a trailing backslash; a brace
    language, a trailing `&&` / `||` (a `{` left open there is a block, not a continued statement)."""
    w = walk(text)
    if not python:
        return text.rstrip().endswith(("&&", "||")) and not w.open_quote
    return text.rstrip().endswith("\\") or (w.end > 0 and not w.open_quote)


def joined(lines: Sequence[str], language: str = "python") -> list[str]:
    """`lines` (comments already removed) with each continued statement on its first line, keeping its indentation.

    >>> joined(["    if (a and", "            b):", "        return (", "            1", "        )", "    x = 1 + \\\\", "  2"])
    ['    if (a and b):', '        return (1)', '    x = 1 + 2']
    >>> q = chr(34) * 3  # a docstring's opening and closing quotes, and a bracket never closed
    >>> joined(["    " + q + "See f(", "    " + q, "    y = [1,"]) == ["    " + q + "See f(", "    " + q, "    y = [1,"]
    True
    >>> joined(["  return obj &&", "    typeof obj === 'object' &&", "    'ino' in obj", "  if (a) {", "    b()"], "javascript")
    ["  return obj && typeof obj === 'object' && 'ino' in obj", '  if (a) {', '    b()']
    """
    python = language == "python"
    out: list[str] = []
    in_doc = False
    i = 0
    while i < len(lines):
        line = lines[i]
        quotes = line.count('"""') + line.count("'''")
        if python and (in_doc or quotes):
            in_doc = in_doc != (quotes % 2 == 1)
            out.append(line)
            i += 1
            continue
        j, text = i, line
        while _opens(text, python) and j + 1 < len(lines) and j - i < _MOST:
            j += 1
            nxt = lines[j].strip()
            if python and ('"""' in nxt or "'''" in nxt):
                break
            head = text.rstrip().removesuffix("\\").rstrip()
            # `return (` + `major > 1` + `)` reads `(major > 1)`, as the statement would be written on one line
            tight = head.endswith(("(", "[", "{")) or nxt.startswith((")", "]", "}"))
            text = head + ("" if tight else " ") + nxt
        if j > i and not _opens(text, python):
            out.append(text)
            i = j + 1
        else:
            out.append(line)
            i += 1
    return out


__all__ = ["LANGUAGES", "joined"]
