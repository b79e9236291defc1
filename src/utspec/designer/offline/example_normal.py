"""The normal path's input from a worked example whose call passes every guard (issue 12: values in every input).

is-valid-domain's normal path said "253 elements of `value`, 1 element of `labels`": values picked guard by guard,
no call a tester can make, while its key items call `isValidDomain('example.com')` and say it returns `true`. When
the normal path names no argument's value, the first worked example (design statement or key item) that

- calls the function with literal arguments only, by position,
- runs through the exact interpreters without raising and without leaving inside a guard's block, and
- states the value the run returns (the text carries it after the call: `true`, `'5339'`),

gives the normal path its values. An example whose stated result the code does not give (`isValidDomain('example')`
"returns false", the code says `true`) is a question for the design, not a normal-path input.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import input_values
from utspec.codetext import match_paren
from utspec.designer.offline.case_run import (
    _EXT,
    _UNCARRIED,
    _arg,
    _outcome,
    _own_block_end,
    _sources,
    _within,
    shown,
)
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.example_args import _LITERAL
from utspec.designer.offline.signature import parameter_defaults, parameters
from utspec.models import ChecklistItem, Kind
from utspec.questions.call_args import arguments

#: Worked examples read per function: the design's and key items' first few calls of it.
_MAX_CALLS = 12


def _calls(name: str, texts: Sequence[str]) -> list[tuple[str, str]]:
    """(call, the text after it) for each call of `name` the texts write, in order."""
    out = []
    for text in texts:
        for m in re.finditer(rf"(?<![\w$]){re.escape(name)}\s*\(", text):
            end = match_paren(text, m.end() - 1)
            if end <= m.end():
                continue
            out.append((text[m.start() : end], text[end:]))
            if len(out) >= _MAX_CALLS:
                return out
    return out


def _bound(call: str, item: ChecklistItem, lines: Sequence[str]) -> list[tuple[str, str]] | None:
    """(parameter, literal) for each positional argument of the call, when every one is a literal and every
    parameter without a default has one (a JavaScript parameter left out is `undefined`, as the call leaves it).

    >>> it = ChecklistItem(id="a.js:2:branch", kind=Kind.BRANCH, file="a.js", line=2, end_line=2,
    ...                    language="javascript", symbol="isValid", text="x")
    >>> _bound("isValid('a.com')", it, ["module.exports = function isValid (value, opts) {", "  if (x) {}", "}"])
    [('value', "'a.com'")]
    """
    params = parameters(lines, item.symbol, item.line, item.language)
    args = arguments(call, call.index("("))
    if not args or len(args) > len(params) or not all(_LITERAL.match(a.strip()) for a in args):
        return None
    if item.language not in ("javascript", "typescript"):
        defaults = parameter_defaults(lines, item.symbol, item.line, item.language)
        if any(p not in defaults for p in params[len(args) :]):
            return None
    return [(p, a.strip()) for p, a in zip(params, args, strict=False)]


def _states(after: str, value: str) -> bool:
    """Whether the text after a call states `value` as its result (as written, or a string in the other quotes)."""
    forms = {value}
    if len(value) >= 2 and value[0] in "'\"" and value[-1] == value[0]:
        forms |= {f"'{value[1:-1]}'", f'"{value[1:-1]}"'}
    return any(re.search(rf"(?<![\w$.]){re.escape(f)}(?![\w$])", after) for f in forms)


def example_normal_input(
    guards: Sequence[ChecklistItem], values: Sequence[str], ctx: Ctx
) -> list[str] | None:
    """The normal path's values from a worked example (see the module), or None to keep `values`."""
    first = guards[0] if guards else None
    if first is None or not first.symbol or not ctx.texts or first.language not in _EXT:
        return None  # no example to read, or a language no interpreter runs (C#, SQL)
    lines = ctx.lines(first.file)
    said = ctx.msg("in.sep").join(values)
    params = parameters(lines, first.symbol, first.line, first.language)
    given = input_values(said, first.language)
    if any(p in given and _arg(given[p], first.language) is not None for p in params) or _UNCARRIED.search(
        said
    ):
        return None  # the normal path already names an argument's value, or a test double's answer
    name = first.symbol.rsplit(".", 1)[-1]
    call_name = first.symbol if first.language in ("javascript", "typescript") else name
    if "." in call_name and first.language not in ("javascript", "typescript"):
        return None
    pairs = _sources(ctx.sources, first)
    entry = first.model_copy(update={"kind": Kind.FUNCTION})
    for call, after in _calls(name, ctx.texts):
        bound = _bound(call, first, lines)
        if not bound:
            continue
        args = call[call.index("(") :]
        run = _outcome(pairs, first, f"{call_name}{args}")
        if (
            run is None
            or run.kind != "return"
            or run.file not in ("", first.file)
            or not _within(entry, lines, run)
        ):
            continue
        if any(g.line <= run.line <= _own_block_end(lines, g) for g in guards):
            continue  # the example leaves at a guard: it is that guard's case, not the normal path's
        value = shown(run.value, first.language)
        if value is None or not _states(after.split("\n", 1)[0], value):
            continue
        return [ctx.msg("in.value", name=p, value=v) for p, v in bound]
    return None


__all__ = ["example_normal_input"]
