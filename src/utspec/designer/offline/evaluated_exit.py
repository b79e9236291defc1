"""A worked example is about the exit its call takes when the call is run exactly.

semver's key item "`Parse("01.1.1")` is rejected because the major number has a leading zero" shared its words
(major, number, leading) with three guards of `Parse` and was too weak to link; go-units' "`ParseUlimit("nofile")`
returns an error: no '=' in the argument" tied the `len(parts) != 2` guard with a later one. A reviewer settles
such a statement by running the call, and so does this: the project's exact interpreters
(`questions.evaluated_call`, over `analyzers.{py,js,go,java}_eval`) run it, and the `return` or `raise` the run
reaches names the guard it leaves by (the innermost branch of the function holding that line), or the normal path
when it leaves by no guard at all. Exact or nothing: a call the interpreters cannot run (titlecase's `regex`
module, a global rebound by another function), a statement whose stated outcome the run does not give, or an exit
inside no branch that is not the function's own end, decides nothing, and the other rules go on.

`call_path.exit_of` walks the guards symbolically and stops at the first local or call; this reads the same
answer from a real run, so it is asked only when that walk decided nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from utspec.designer.offline.fallthrough import is_label
from utspec.designer.offline.link_context import function_span
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.evaluated_call import evaluated_call

#: The items a run leaves its function by.
_EXITS = frozenset({Kind.EARLY_RETURN, Kind.RAISE})


def run_exit(
    text: str, symbol: str | None, items: Sequence[ChecklistItem], sources: Mapping[str, Sequence[str]]
) -> ChecklistItem | str | None:
    """The guard a statement's call leaves `symbol`'s function by when run, "main" past every guard, or None.

    >>> from utspec.models import ChecklistItem, Kind
    >>> src = {"h.py": ["def half(n):", "    if n < 0:", "        raise ValueError('negative')", "    return n // 2"]}
    >>> it = [ChecklistItem(id="h.py:2:branch", kind=Kind.BRANCH, file="h.py", line=2, end_line=3, language="python",
    ...                     symbol="half", text="n < 0"),
    ...       ChecklistItem(id="h.py:3:raise", kind=Kind.RAISE, file="h.py", line=3, end_line=3, language="python",
    ...                     symbol="half", text="raise ValueError('negative')")]
    >>> run_exit("half(-1) raises ValueError", "half", it, src).id, run_exit("half(8) returns 4", "half", it, src)
    ('h.py:2:branch', 'main')
    >>> run_exit("half(8) returns 5", "half", it, src) is None  # the run does not give the stated outcome
    True
    """
    if symbol is None:
        return None
    own = [i for i in items if i.symbol == symbol]
    if not own or "(" not in text:
        return None
    texts = [SourceText(path=p, text="\n".join(lines)) for p, lines in sources.items()]
    try:
        run = evaluated_call(text, texts)
    except (RecursionError, ValueError, TypeError, AttributeError, KeyError, IndexError):
        return None
    if run is None or not run.agrees or run.file != own[0].file or run.stand_in:
        # a run with stand-ins for an unsaid input is no case's exit: the case would carry a value nobody wrote
        return None
    span = function_span(sources.get(own[0].file, []), own[0])
    if span is None or not span[0] < run.line <= span[1]:
        return None  # a callee's line: not this function's way out
    holding = [b for b in own if b.kind is Kind.BRANCH and b.line < run.line <= b.end_line]
    if not holding and (arm := _arm(run.line, own)) is not None:
        return arm  # a `switch` arm's own `return` (commons-lang's `case 2 :` of `repeat`): that arm's case
    if not holding:
        # Left by no guard: its own end, past every guard (a `raise` Python made on an operation is no such end).
        # Only where guards leave the function: in go-humanize's `Ordinal` nothing does, and its "normal path" is
        # the `switch` arms all false, a case about those arms, not about `Ordinal(4)`'s `return`.
        leaves = any(i.kind in _EXITS for i in own)
        return "main" if leaves and run.claim.kind == "return" and _last_return(run.line, own) else None
    inner = max(holding, key=lambda b: b.line)
    if not any(i.kind in _EXITS and i.line == run.line for i in own):
        return None  # a way out the checklist does not name: no case can stand for it
    return inner


def _arm(line: int, own: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The `case` label whose arm holds `line`: the last label above it, with another label below it (the last
    arm's end is the switch's, which the checklist does not give: go-humanize's `return` after `case 3:`)."""
    labels = sorted((b for b in own if b.kind is Kind.BRANCH and is_label(b.text)), key=lambda b: b.line)
    above = [b for b in labels if b.line < line]
    if not above or not any(b.line > line for b in labels):
        return None
    return above[-1]


def _last_return(line: int, own: Sequence[ChecklistItem]) -> bool:
    """Whether `line` lies after every guard of the function (its closing `return`, not one inside a block)."""
    return all(
        line > max(i.end_line, i.line) for i in own if i.kind in (Kind.BRANCH, Kind.LOOP, Kind.HANDLER)
    )


__all__ = ["run_exit"]
