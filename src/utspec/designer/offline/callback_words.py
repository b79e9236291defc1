"""A `return` inside a callback the function passes on is the callback's result, not the function's.

ts-dedent's `strings.reduce((arr, str) => { … if (matches) { return arr.concat(…); } return arr; }, [])` gave the
case of `matches` "The function returns `arr.concat(…)`": `dedent` returns a string, and the array is what the
`reduce` callback hands to its next step. The same for `.map((str, i) => i === 0 ? str : …)`. When the item's
line sits in a function literal opened inside its function's body (`=> {`, `function (…) {`, or a concise arrow
on the item's own line), "the function returns" is said of the callback, named by the method it is passed to.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.facts import function_start
from utspec.models import ChecklistItem

_LANGUAGES = ("javascript", "typescript")
_OPENS_FUNCTION = re.compile(r"=>\s*\{\s*$|\bfunction\b[^{]*\{\s*$")
_STRINGS = re.compile(r"'(?:\\.|[^'\\])*'|\"(?:\\.|[^\"\\])*\"|`(?:\\.|[^`\\])*`|//.*$")


def callback_at(lines: Sequence[str], start: int, line: int, text: str = "") -> str | None:
    """The method a callback enclosing `line` is passed to ("" when none is named); None when `line` is the function's own.

    >>> src = ["export function f(xs) {", "  const n = xs.reduce((acc, x) => {", "    if (x) {", "      return acc + 1;",
    ...        "    }", "    return acc;", "  }, 0);", "  if (n > 2) {", "    return n;", "  }", "}"]
    >>> callback_at(src, 1, 3), callback_at(src, 1, 8)
    ('reduce', None)
    >>> callback_at(["function g(xs) {", "  return xs.map((s, i) => i === 0 ? s : s + 1);", "}"], 1, 2, "i === 0")
    'map'
    """
    own = lines[line - 1] if 0 < line <= len(lines) else ""
    if text and (arrow := own.find("=>")) != -1 and own.find(text, arrow) != -1:
        return _callee(_STRINGS.sub("''", own[:arrow]))
    depth = 0
    for n in range(line - 1, start, -1):
        code = _STRINGS.sub("''", lines[n - 1])
        depth += code.count("}") - code.count("{")
        if depth < 0:  # an unclosed `{` above the item: the block it sits in
            if _OPENS_FUNCTION.search(code):
                return _callee(code[: code.rfind("{")])
            depth = 0  # an `if` / `for` block: look further out
    return None


def _callee(head: str) -> str:
    """The method whose argument list is still open at the end of `head` (`xs.replace(re, function (a)` -> replace).

    >>> _callee("  out = out.replace(/(a)?(b)/g, function ($0, $1) "), _callee("  xs.map((s, i) "), _callee("  run(")
    ('replace', 'map', '')
    """
    depth = 0
    for i in range(len(head) - 1, -1, -1):
        if head[i] == ")":
            depth += 1
        elif head[i] == "(":
            if depth == 0:
                m = re.search(r"\.([A-Za-z_$][\w$]*)\s*$", head[:i])
                return m.group(1) if m else ""
            depth -= 1
    return ""


def _template(text: str) -> re.Pattern[str]:
    """A catalog template as a pattern: `{value}` / `{expr}` captured, its first letter either case."""
    body = (
        re.escape(text)
        .replace(r"\{value\}", r"(?P<value>[^`]+)")
        .replace(r"\{expr\}", r"(?P<expr>[^`]+)")
        .replace(r"\{line\}", r"(?P<line>\d+)")
    )
    return re.compile(f"(?i:{body[0]}){body[1:]}" if body and body[0].isalpha() else body)


def callback_words(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with "the function returns" said of the callback when `item` sits in one."""
    if item.language not in _LANGUAGES or not item.symbol:
        return d
    lines = ctx.lines(item.file)
    start = function_start(lines, item.symbol, item.line, item.language)
    if start is None or (callee := callback_at(lines, start, item.line, item.text)) is None:
        return d
    callee = callee or "?"
    if _template(ctx.msg("effect.then_return", value="{value}")).search(d.expected):
        return (
            d  # the function's own final return, said after the block (then_returns.py): not the callback's
        )
    worked = _template(ctx.msg("effect.return_worked", value="{value}", expr="{expr}"))
    plain = _template(ctx.msg("effect.return", value="{value}"))
    text = worked.sub(lambda m: ctx.msg("effect.callback_return_worked", callee=callee, value=m.group("value"),
                                        expr=m.group("expr")), d.expected)  # fmt: skip
    if text == d.expected:
        text = plain.sub(
            lambda m: ctx.msg("effect.callback_return", callee=callee, value=m.group("value")), text
        )
    skipped = _template(ctx.msg("effect.not_return", value="{value}", line="{line}"))
    text = skipped.sub(lambda m: ctx.msg("effect.callback_not_return", callee=callee, value=m.group("value"),
                                         line=m.group("line")), text)  # fmt: skip
    return (
        d._replace(expected=ctx.msg.sentence(text.removesuffix(ctx.msg("sep.stop"))))
        if text != d.expected
        else d
    )


__all__ = ["callback_at", "callback_words"]
