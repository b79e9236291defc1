"""A `return` in a generator ends the iteration: "the generator ends (nothing more is yielded)".

yamllint's rules are generators; `if line.end == 0: return` was stated as "The function returns without a value",
which is true of no call a test makes: calling a generator returns a generator, and what a test reads is that
no (further) `LintProblem` is yielded.
"""

from __future__ import annotations

import re

from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.signature import function_body
from utspec.models import ChecklistItem

_YIELD = re.compile(r"(?:^|[=(,:]\s*|\breturn\s+)yield\b")
_GENERATOR_LANGUAGES = ("python", "javascript", "typescript")
#: A line number no template holds, to find where `{line}` goes in a rendered template.
_MARK = 987654321


def is_generator(body: list[str], language: str) -> bool:
    """Whether a function body yields (Python `yield`, JS/TS `yield` in a `function*`), nested functions aside.

    >>> is_generator(["    if x:", "        return", "    yield LintProblem(1, 1, 'x')"], "python")
    True
    >>> is_generator(["    return [y for y in ys]", "    # yield nothing"], "python")
    False
    """
    return language in _GENERATOR_LANGUAGES and any(
        _YIELD.search(text.strip()) and not text.strip().startswith(("#", "//")) for text in body
    )


def _template(text: str) -> re.Pattern[str]:
    """A catalog template as a pattern: its `{line}` a number, its first letter either case (sentence start)."""
    body = re.escape(text).replace(r"\{line\}", r"(?P<line>\d+)")
    return re.compile(f"(?i:{body[0]}){body[1:]}" if body and body[0].isalpha() else body)


def generator_words(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with "returns without a value" said as the generator's end, when `item`'s function is a generator."""
    if item.language not in _GENERATOR_LANGUAGES or not item.symbol:
        return d
    ends = _template(ctx.msg("effect.return_none"))
    not_ends = _template(ctx.msg("effect.not_return_none", line=_MARK).replace(str(_MARK), "{line}"))
    if not ends.search(d.expected) and not not_ends.search(d.expected):
        return d
    if not is_generator(
        function_body(ctx.lines(item.file), item.symbol, item.line, item.language), item.language
    ):
        return d
    text = ends.sub(lambda _m: ctx.msg("effect.generator_ends"), d.expected)
    text = not_ends.sub(lambda m: ctx.msg("effect.generator_not_end", line=m.group("line")), text)
    return (
        d._replace(expected=ctx.msg.sentence(text.removesuffix(ctx.msg("sep.stop"))))
        if text != d.expected
        else d
    )


__all__ = ["generator_words", "is_generator"]
