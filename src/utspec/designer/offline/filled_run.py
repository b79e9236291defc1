"""Run an input that gives a list by its size, before it is stated (issue 12: complete and correct inputs).

The normal path says "`alphabet` with 1 element" and a guard's case copies it (`unnamed_arguments.py`); no run was
made of either, since a count is no value. shortuuid's `int_to_string(1, <alphabet with 1 element>)` never ends
(`divmod(1, 1)` leaves `number` at 1), so both cases stated an input a tester's test hangs on. Here a counted
argument is given elements (numbers, then letters: `alphabet: List[str]` indexes into them and joins them), the
function is run through the exact interpreters (bounded by their step limits), and

- the normal path takes the smallest size, from the one it said, whose run returns (`returning_sizes`);
- a guard's case completed with the normal values keeps them only when the run takes the case's path
  (`refused`): a run that never ends (the step limit, `py_eval.runs_out`), raises elsewhere, or takes the other
  side of the case's condition means the values are wrong for the case, and the arguments stay unnamed as before.
  A run the evaluator cannot make exactly (titlecase's `regex` module, a method's unset fields) says nothing.

Where no call can be made (a test double's answer, a method, a value no literal writes) nothing is changed.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from utspec.analyzers import py_eval
from utspec.analyzers.path_value import NOT_KNOWN, constants, input_values, value_of
from utspec.designer.offline.argument_candidates import counts, declared_text, kinds, sized
from utspec.designer.offline.case_run import _outcome, _side, _sources, _within, case_call
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.signature import parameters
from utspec.models import ChecklistItem, Kind

#: Sizes tried past the one the normal path said: enough for a base-n loop (`divmod(n, 1)`), few runs.
_MORE = 2
#: Element kinds tried per counted argument; the runs of one input stay a handful (each is step-bounded).
_MAX_RUNS = 8


def _letters(n: int, language: str) -> str | None:
    """A list of `n` one-letter strings as the language writes it (`['a', 'b']`)."""
    if language == "python":
        return "[" + ", ".join(repr(chr(ord("a") + i % 26)) for i in range(n)) + "]"
    if language in ("javascript", "typescript"):
        return "[" + ", ".join(f'"{chr(ord("a") + i % 26)}"' for i in range(n)) + "]"
    return None


def elements(n: int, name: str, body: str, language: str) -> list[str]:
    """Values of `n` elements for a counted argument: a list of numbers, of letters, or a text of `n` letters.

    >>> elements(2, "alphabet", "def f(number, alphabet: List[str]):", "python")
    ['[1, 2]', "['a', 'b']"]
    >>> elements(3, "s", "def f(s: str):", "python"), elements(1, "xs", "function f(xs) {", "go")
    (["'aaa'"], [])
    """
    out = sized(n, kinds(name, body, language), language)
    if any(v.startswith("[") for v in out) and (letters := _letters(n, language)) is not None:
        out.append(letters)
    return list(dict.fromkeys(out))


def run_inputs(text: str, item: ChecklistItem, ctx: Ctx, extra: int = 0) -> list[str]:
    """`text` with each counted argument given as a value (`extra` elements more than said), one input per choice
    of elements; `[text]` when it counts no argument, `[]` when a counted argument has no value to make."""
    lines = ctx.lines(item.file)
    params = parameters(lines, item.symbol, item.line, item.language)
    sizes = {p: n for p, n in counts(text).items() if p in params}
    if not sizes:
        return [text]
    body = declared_text(lines, item)
    choices = [elements(n + extra, p, body, item.language) for p, n in sizes.items()]
    out = []
    for values in itertools.islice(itertools.product(*choices), _MAX_RUNS):
        run = text
        for (p, _), v in zip(sizes.items(), values, strict=True):
            run = re.sub(
                rf"`{re.escape(p)}` with \d+ elements?|要素数 \d+ の `{re.escape(p)}`", f"`{p}` = `{v}`", run
            )
        out.append(run)
    return out


def _ran_out(pairs: Sequence[tuple[str, str]], item: ChecklistItem, call: str) -> bool:
    """Whether a Python run of `call` hits the step limit: a loop these values never leave. Any other run giving
    no outcome is code the evaluator cannot run exactly (titlecase's `regex` module), which says nothing of them."""
    text = next((t for p, t in pairs if p == item.file), None)
    return item.language == "python" and text is not None and py_eval.runs_out(text, call)


def _returns(text: str, item: ChecklistItem, ctx: Ctx) -> bool | None:
    """Whether a run of the function on `text` returns: False when it runs out of steps, None when no call can be
    made of it or the run cannot be told."""
    lines = ctx.lines(item.file)
    call = case_call(lines, item, text)
    if call is None:
        return None
    pairs = _sources(ctx.sources, item)
    run = _outcome(pairs, item, call)
    if run is None:
        return False if _ran_out(pairs, item, call) else None
    entry = item.model_copy(update={"kind": Kind.FUNCTION})
    return run.kind == "return" and run.file in ("", item.file) and _within(entry, lines, run)


def returning_sizes(phrases: Sequence[str], item: ChecklistItem, ctx: Ctx) -> list[str]:
    """The normal path's phrases, a counted argument's size raised to the smallest whose run returns (unchanged
    when the said size returns, when no run can be made, or when no size tried returns)."""
    if not item.symbol or not any(counts(p) for p in phrases):
        return list(phrases)
    text = ctx.msg("in.sep").join(phrases)
    for extra in range(_MORE + 1):
        runs = [r for t in run_inputs(text, item, ctx, extra) if (r := _returns(t, item, ctx)) is not None]
        if not runs:
            return list(phrases)  # no call can be made: nothing to check the size against
        if any(runs):
            break
    else:
        return list(phrases)
    if extra == 0:
        return list(phrases)
    params = parameters(ctx.lines(item.file), item.symbol, item.line, item.language)
    out = []
    for p in phrases:
        sizes = {name: n for name, n in counts(p).items() if name in params}
        if len(sizes) == 1:
            name, n = next(iter(sizes.items()))
            p = ctx.msg.count("in.count", n + extra, name=name)
        out.append(p)
    return out


def _claimed(item: ChecklistItem, text: str, lines: Sequence[str]) -> bool | None:
    """The side the case's own values give the item's condition; a Python value's truth for a bare test
    (`if padding:` with `padding` = `1`)."""
    env = {**constants(lines, item.language), **input_values(text, item.language)}
    value = value_of(item.text, env, item.language)
    if isinstance(value, bool):
        return value
    if (
        item.language == "python"
        and value is not NOT_KNOWN
        and isinstance(value, (int, float, str, type(None)))
    ):
        return bool(value)
    return None


def refused(text: str, item: ChecklistItem, ctx: Ctx, fires: bool, preconditions: str = "") -> bool:
    """Whether a run of the completed input `text` shows its values wrong for the case: no run of it (with any
    elements tried for a counted argument) reaches the case's line and takes the case's side, or leaves at the
    case's exit exactly when the case says. False when no call can be made of it."""
    pairs = _sources(ctx.sources, item)
    lines = ctx.lines(item.file)
    claimed = _claimed(item, text, lines)
    made = False
    for run_text in run_inputs(text, item, ctx):
        call = case_call(lines, item, run_text, preconditions)
        if call is None:
            continue
        run = _outcome(pairs, item, call)
        if run is None and not _ran_out(pairs, item, call):
            continue  # code the evaluator cannot run exactly, a method's unset fields: its giving up says nothing
        made = True
        if (
            run is None
            or run.file not in ("", item.file)
            or not _within(item.model_copy(update={"kind": Kind.FUNCTION}), lines, run)
        ):
            continue  # no outcome (a loop the step limit ends), or a run of another function
        if item.kind in (Kind.RAISE, Kind.EARLY_RETURN):
            if (run.line == item.line) == fires:
                return False
            continue
        if run.kind == "raise" and not item.line <= run.line <= item.end_line:
            continue  # an exception other than the case's own exit
        side = _side(pairs, item, call, run)
        if side == "unreached" or isinstance(side, bool) and claimed is not None and side != claimed:
            continue
        return False
    return made


__all__ = ["elements", "refused", "returning_sizes", "run_inputs"]
