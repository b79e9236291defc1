"""Small readers of code text shared by the designer and the questions (imports nothing of utspec)."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

__all__ = [
    "boolean_operands",
    "indent",
    "no_space",
    "closing_bracket",
    "drop_block_comments",
    "match_paren",
    "split_boolean",
    "split_top_level",
    "strip_parens",
    "top_level_operators",
]

_SPACE = re.compile(r"\s+")


def indent(line: str, tabsize: int = 1) -> int:
    """The width of a line's leading whitespace; a tab counts `tabsize` columns.

    The readers that find a block's end by indentation compare lines of one file, where a tab counts one unless
    the file mixes tabs and spaces (`tabsize=4` for readers that must line up both).

    >>> indent("    return x")
    4
    >>> indent("\\t\\treturn x"), indent("\\t\\treturn x", tabsize=4)
    (2, 8)
    >>> indent("")
    0
    """
    text = line.expandtabs(tabsize)
    return len(text) - len(text.lstrip())


def split_top_level(text: str, opening: str = "([{", closing: str = ")]}") -> list[str]:
    """`text` split on the commas outside brackets, each piece stripped, empty pieces dropped.

    Call arguments, parameter lists and literal sets: `500, f(a, b)` is two pieces, not three.
    Pass `opening="([{<"` (and `closing=")]}>"`) where generics hold commas (`Map<K, V> m`).

    >>> split_top_level("500, f(a, b), [1, 2],")
    ['500', 'f(a, b)', '[1, 2]']
    >>> split_top_level("Map<K, V> m, int n", "([{<", ")]}>")
    ['Map<K, V> m', 'int n']
    >>> split_top_level('"a, b", x')
    ['"a, b"', 'x']
    """
    out, depth, cur, quote = [], 0, "", ""
    for ch in text:
        if quote:
            quote = "" if ch == quote else quote  # a comma in a string literal separates nothing
        elif ch in "'\"`":
            quote = ch
        elif ch in opening:
            depth += 1
        elif ch in closing:
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    return [p.strip() for p in [*out, cur] if p.strip()]


def no_space(text: str) -> str:
    """`text` with every whitespace character removed: two spellings of one condition compare equal.

    >>> no_space("  not ( x <  5 ) ")
    'not(x<5)'
    """
    return _SPACE.sub("", text)


def match_paren(text: str, i: int) -> int:
    """Index just after the bracket that closes the one at `i` (or the end); `([{` and `)]}` count alike.

    >>> match_paren("f(a, [b]) + 1", 1), match_paren("(a", 0)
    (9, 2)
    """
    depth = 0
    for j in range(i, len(text)):
        if text[j] in "([{":
            depth += 1
        elif text[j] in ")]}":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def strip_parens(cond: str) -> str:
    """`cond` stripped, without the parentheses that wrap the whole of it (`((a && b))` -> `a && b`).

    >>> strip_parens(" ((a && b)) "), strip_parens("(a) && (b)")
    ('a && b', '(a) && (b)')
    """
    cond = cond.strip()
    while cond.startswith("(") and match_paren(cond, 0) == len(cond):
        cond = cond[1:-1].strip()
    return cond


def top_level_operators(cond: str, ops: Sequence[str], *, quotes: bool = False) -> Iterator[tuple[int, str]]:
    """Each (index, operator) where an operator of `ops` stands outside brackets, in text order (at one index,
    in the order of `ops`); with `quotes`, also outside string literals (a backslash escapes in one).

    >>> list(top_level_operators("a && f(b && c) || d", ("&&", "||")))
    [(2, '&&'), (15, '||')]
    >>> list(top_level_operators('a == "x && y" && b', ("&&",), quotes=True))
    [(14, '&&')]
    """
    depth, quote = 0, ""
    i = 0
    while i < len(cond):
        c = cond[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = ""
        elif quotes and c in "\"'`":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0:
            for op in ops:
                if cond.startswith(op, i):
                    yield i, op
        i += 1


def boolean_operands(cond: str, ops: tuple[str, ...]) -> list[str]:
    """`cond`'s top-level operands of one boolean operator, brackets around each stripped (one when there is none).

    >>> boolean_operands("(a && b) && f(c, d) && e", ("&&",)), boolean_operands("x > 1", ("&&",))
    (['a && b', 'f(c, d)', 'e'], ['x > 1'])
    """
    out, rest = [], strip_parens(cond)
    while (split := split_boolean(rest, ops)) is not None:
        out.append(strip_parens(split[0]))
        rest = split[2]
    return [*out, strip_parens(rest)]


def split_boolean(cond: str, ops: tuple[str, ...]) -> tuple[str, str, str] | None:
    """(left, op, right) at the first top-level boolean operator in `ops` (outside brackets), else None.

    >>> split_boolean("f(a && b) && c || d", ("&&",))
    ('f(a && b)', '&&', 'c || d')
    >>> split_boolean("(a or b)", (" or ",)) is None
    True
    >>> split_boolean('s === "(" || s === ")"', ("||",))
    ('s === "("', '||', 's === ")"')
    """
    # Outside string literals too: the bracket in `s === "(" || s === ")"` opens nothing.
    for i, op in top_level_operators(cond, ops, quotes=True):
        return cond[:i].strip(), op.strip(), cond[i + len(op) :].strip()
    return None


def closing_bracket(text: str, open_at: int, pair: str = "()", *, quotes: bool = False) -> int:
    """The index of the bracket closing the one at `open_at` (-1 when unbalanced); only `pair` counts. With `quotes`,
    brackets inside a quoted literal do not count (a key item's call `f(")")`).

    >>> closing_bracket("f(a, (b)) + c", 1), closing_bracket("{ a } }", 0, "{}"), closing_bracket("(a", 0)
    (8, 4, -1)
    >>> closing_bracket('f(")") + 1', 1, quotes=True), closing_bracket('f(")") + 1', 1)
    (5, 3)
    """
    depth, quote = 0, ""
    for i in range(open_at, len(text)):
        if quotes and quote:
            quote = "" if text[i] == quote else quote
            continue
        if quotes and text[i] in "\"'":
            quote = text[i]
            continue
        depth += text[i] == pair[0]
        depth -= text[i] == pair[1]
        if depth == 0:
            return i
    return -1


_BOOLEAN_JOIN = re.compile(r"&&|\|\||\band\b|\bor\b")


def boolean_parts(condition: str) -> list[str]:
    """The operands of a condition's `&&` / `||` / `and` / `or` (not nested in brackets: a flat split, as the
    designer's statement scopes read a condition), stripped.

    >>> boolean_parts("value == null || value.Length <= length"), boolean_parts("n < 0 or n > 9")
    (['value == null', 'value.Length <= length'], ['n < 0', 'n > 9'])
    """
    return [part.strip() for part in _BOOLEAN_JOIN.split(condition)]


def drop_block_comments(text: str) -> str:
    """`text` without its `/* … */` comments outside quoted literals: a comment inside a condition
    (`code === /* "1" */0x31`) is no part of the operand a case names as its input.

    >>> drop_block_comments('code === /* "1" */0x31 && !ichiDict[r]')
    'code === 0x31 && !ichiDict[r]'
    >>> drop_block_comments('accept === "*/*" || type === "a/*b"'), drop_block_comments("x /* never closed")
    ('accept === "*/*" || type === "a/*b"', 'x /* never closed')
    """
    out, i, quote = [], 0, ""
    while i < len(text):
        c = text[i]
        if quote:
            quote = "" if c == quote and text[i - 1] != "\\" else quote
        elif c in "\"'`":
            quote = c
        elif text.startswith("/*", i) and (end := text.find("*/", i + 2)) >= 0:
            i = end + 2
            continue
        out.append(c)
        i += 1
    return "".join(out)
