"""A case's expected result from running its function on its own input (issue 12: checkable results).

roman's `toRoman(1)` said "the function returns `result`", calendar's `isleap(100)` "Not stated by the code", and
kanjize's `kanji2number("+")` "`kanjis` becomes `kanjis[1:]`": each input gives every argument, and the function
can be run exactly (`designer.offline.case_run`). The run's outcome becomes the result a test asserts:
- a restated `return` expression gains its value ("returns `'I'` (the value of `result` for this input)");
- "Not stated by the code" (the line states nothing) becomes what the call returns or raises;
- a statement about a local ("`kanjis` becomes …", "does not return … at line N") is followed by the outcome.

A result the code states literally is never replaced, and one the run contradicts is kept as it was: the case's
input does not do what the case says (`case_run.Disagreement`, logged for the lead), so no result for another
path is stated.
"""

from __future__ import annotations

import logging
import re
import string
from collections.abc import Sequence
from functools import cache

from utspec.analyzers.effects import statement_effect
from utspec.analyzers.go_consts import const_names
from utspec.analyzers.path_value import NOT_KNOWN, constants, literal
from utspec.designer.offline.case_run import Disagreement, Run, case_run, normal_run
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.worked import worked_clause
from utspec.messages import load
from utspec.models import ChecklistItem, Kind

LOG = logging.getLogger(__name__)
_EXITS = (Kind.RAISE, Kind.EARLY_RETURN)
_GROUPS = {
    "value": r"(?P<value>[^`]*)",
    "expr": r"(?P<expr>[^`]*)",
    "exc": r"(?P<exc>[^`]*)",
    "line": r"(?P<line>\d+)",
}


@cache
def _pattern(language: str, key: str) -> re.Pattern[str]:
    """The catalog's sentence `key` as a pattern; `{value}`, `{expr}`, `{exc}`, `{line}` captured."""
    out = ""
    for text, field, _spec, _conv in string.Formatter().parse(load(language)[key]):
        out += re.escape(text)
        if field is not None:
            out += _GROUPS.get(field, ".*?")
    return re.compile(f"(?i:{out[0]}){out[1:]}" if out[:1].isalpha() else out)


def _find(expected: str, language: str, *keys: str) -> re.Match[str] | None:
    return next((m for k in keys if (m := _pattern(language, k).search(expected)) is not None), None)


def _unbalanced(expr: str) -> bool:
    """Whether an expression's brackets do not close (a statement clipped where it was read).

    >>> _unbalanced("data[n"), _unbalanced("f(a)[0]"), _unbalanced("')'")
    (True, False, False)
    """
    text = re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"", "", expr)
    return any(text.count(a) != text.count(b) for a, b in ("()", "[]", "{}"))


def outcome_clause(run: Run, item: ChecklistItem, ctx: Ctx) -> str | None:
    """The run's outcome in the catalog's words: the value returned, or the exception raised (with its message
    when the `raise` writes one plain string)."""
    lines = ctx.lines(item.file)
    at = lines[run.outcome.line - 1] if 0 < run.outcome.line <= len(lines) else ""
    effect = statement_effect(at)
    if run.outcome.kind == "return":
        if run.shown is None:
            return None
        expr = effect.value if effect.kind == "return" and effect.value else ""
        if _unbalanced(expr):
            expr = ""  # `return data[n // 2]` read up to a `//` as a comment: the value alone, not a clipped expression
        return worked_clause((run.shown, expr), ctx)
    exc = str(run.outcome.value)
    if exc in ("error", "panic"):
        return None  # Go: said by the Go error cases' own words
    if (
        effect.kind == "raise"
        and (effect.name or "").rsplit(".", 1)[-1] == exc
        and effect.message is not None
    ):
        if re.fullmatch(r"""(['"])[^'"\\{}%$]*\1""", (effect.args or "").strip()):
            return ctx.msg("effect.raise_msg", exc=exc, msg=effect.message)
    return ctx.msg("effect.raise", exc=exc)


def _same_literal(text: str, run: Run, item: ChecklistItem, ctx: Ctx) -> bool | None:
    """Whether a value the case states (`'I'`, `LIMIT`) is the run's; None when it is an expression."""
    if run.outcome.kind != "return":
        return False
    if text.strip() == run.shown:
        return True
    value = literal(text, item.language)
    if value is NOT_KNOWN:
        named = constants(ctx.lines(item.file), item.language)
        if text.strip() not in named:
            # a Go constant the code returns by name (uuid's `return RFC4122`, an `iota` value): a test compares
            # with the name; "`1` (the value of `RFC4122`)" adds nothing a reader needs
            return _returned_constant(text.strip(), run, item, ctx) or None
        value = named[text.strip()]
    return type(value) in (type(run.outcome.value), int, float) and value == run.outcome.value


def _returned_constant(name: str, run: Run, item: ChecklistItem, ctx: Ctx) -> bool:
    """Whether the run returns the Go package constant `name` at a `return <name>` line."""
    lines = ctx.lines(item.file)
    if item.language != "go" or name not in const_names(lines) or not 0 < run.outcome.line <= len(lines):
        return False
    return (
        re.fullmatch(rf"\s*return\s+{re.escape(name)}\s*(?://.*)?", lines[run.outcome.line - 1]) is not None
    )


#: A function written inside an expression (an arrow, `function`, `lambda`).
_FUNCTION_LITERAL = re.compile(r"=>|\bfunction\b|\blambda\b|\bfunc\s*\(")


def restated(expected: str, run: Run, item: ChecklistItem, ctx: Ctx) -> str | None:
    """`expected` with the run's outcome stated, or None when it already says it, or says another path's."""
    lang = ctx.msg.language
    clause = outcome_clause(run, item, ctx)
    if clause is None:
        return None
    raised = run.outcome.kind == "raise"
    if (
        _find(expected, lang, "effect.return_worked", "effect.return_either", "effect.return_none")
        is not None
    ):
        return (
            None  # a value worked out already (`path_value` reads the same code), or both of an `if`'s values
        )
    if (m := _find(expected, lang, "effect.raise_msg", "effect.raise_args", "effect.raise")) is not None:
        return None if raised and m.group("exc") == str(run.outcome.value) else _disagrees(run, item, "raise")
    if (m := _find(expected, lang, "effect.then_return", "effect.return")) is not None:
        same = _same_literal(m.group("value"), run, item, ctx)
        if same is True:
            return None
        if same is False or raised:
            return _disagrees(run, item, "return")  # the code states a literal; the run gives another
        said_expr = "" if _unbalanced(m.group("value")) else m.group("value")  # `data[n` read up to a `//`
        if _FUNCTION_LITERAL.search(said_expr):
            # `match.filter((item) => { … return true … })`: a callback's body quoted after the value reads as a
            # second returned value (the critic took its `return true` for one); the value alone says it
            said_expr = ""
        worked = worked_clause((run.shown or "", said_expr), ctx)
        return ctx.msg.sentence(expected[: m.start()] + worked + expected[m.end() :])
    if (m := _find(expected, lang, "effect.not_return", "effect.not_return_none")) is not None and int(
        m.group("line")
    ) == run.outcome.line:
        return _disagrees(run, item, "not_return")
    if raised and _find(expected, lang, "effect.no_exception") is not None:
        return _disagrees(run, item, "no_exception")
    if _find(expected, lang, "exp.open") is not None:
        return ctx.msg.sentence(clause)  # the line states nothing; the call does (its question stays open)
    stop = ctx.msg("sep.stop")
    return ctx.msg.sentence(ctx.msg.join([expected.removesuffix(stop), clause]))


def _disagrees(run: Run, item: ChecklistItem, said: str) -> str | None:
    LOG.info("case_run: %s at %s: the case says %s, the run %s at line %d", run.call, item.id, said,
             run.outcome.kind, run.outcome.line)  # fmt: skip
    return None


def run_result(d: Draft, item: ChecklistItem, ctx: Ctx, guards: Sequence[ChecklistItem] = ()) -> Draft:
    """`d` with the outcome of its function run on its input (`guards`: the normal path's, whose case `d` is)."""
    if d.question is not None or not item.symbol:
        return d
    if guards:
        found = normal_run(ctx.sources, guards, d.input, d.preconditions)
    else:
        fires = d.hosts if item.kind in _EXITS else None
        found = case_run(ctx.sources, item, d.input, fires=fires, preconditions=d.preconditions)
    if isinstance(found, Disagreement):
        LOG.info(
            "case_run: %s at %s: %s (the case's input is wrong; kept)", found.call, item.id, found.reason
        )
        return d
    if found is None:
        return d
    said = restated(d.expected, found, guards[0] if guards else item, ctx)
    return d if said is None else d._replace(expected=said)


__all__ = ["outcome_clause", "restated", "run_result"]
