"""The normal path's argument values, as candidates for the arguments a guard's case leaves out (issue 12).

A guard's or boundary's case names the value its own condition reads (`items` with 101 elements) and leaves the
other arguments to the precondition "reached with every earlier guard passing": a tester still has to work out an
`email` the two guards before it accept. The argument search (`argument_search.py`) finds such values by running the
function, but its plain candidates (`''`, `'a'`, `'abc'`) rarely pass a pattern guard; the normal path's own values
(`"user@example.com"`, chosen against every guard of the function by `main_path.main_path_input`) usually do.

They are offered to the search *after* its own candidates, so a case the search already completed keeps its values,
and like every candidate they are stated only when a run of the function with them takes the case's path.
"""

from __future__ import annotations

import re

from utspec.analyzers.path_value import constants, input_values, literal
from utspec.designer.offline.case_run import _arg
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.signature import parameters
from utspec.models import ChecklistItem


def _written(param: str, value: object, said: str, item: ChecklistItem) -> str | None:
    """`value` as the normal-path case writes it (`"user@example.com"`, not Python's `'user@example.com'`), so the
    two cases read alike; the language's own spelling when the case wrote it another way."""
    m = re.search(rf"`{re.escape(param)}`\s*=\s*`([^`]+)`", said)
    if m is not None and literal(m.group(1), item.language) == value:
        return m.group(1)
    return _arg(value, item.language)


def normal_arguments(item: ChecklistItem, ctx: Ctx) -> dict[str, str]:
    """Parameter -> the normal path's value for it, written as the language writes an argument (only literals)."""
    if not item.symbol:
        return {}
    seen = ctx.normal_arguments
    key = (item.file, item.symbol)
    if key not in seen:
        lines = ctx.lines(item.file)
        params = set(parameters(lines, item.symbol, item.line, item.language))
        said = ctx.msg("in.sep").join(main_path_input(item, ctx))
        values = input_values(said, item.language, constants(lines, item.language))
        seen[key] = {
            p: text for p, v in values.items() if p in params and (text := _written(p, v, said, item))
        }
    return seen[key]


__all__ = ["normal_arguments"]
