"""Stand-in functions for a function parameter a key item leaves unsaid, so that the call it speaks of can be run.

"attempts=0 のとき、retry は action を一度も呼ばずに None を返すこと" gives `attempts` and says nothing of `action`, the
function `retry` calls. `keyword_call` runs `retry(attempts=0)` with `action` unsaid, and the run gives up at
`assert callable(action)`: an unsaid value may not be read. A reviewer would pass some function. The lead's decision
of session 30 allows stand-ins for a function as for a value: the parameter is given a stand-in function returning a
value (`Returning`: what it returns is never read) and then one raising `Exception` (`py_handlers.Failing`); the runs
are judged by `stand_in_runs.combined` (agrees, contradicted only when every outcome is wrong and of one kind, else
unsettled) and the question says the stand-ins.

Read only: a Python call run with unsaid parameters (`keyword_call`) that gave no outcome, where every unsaid
parameter is called in the function's own body (`action(...)`): the code's own use says it is a function. Anything
else: None.
"""

from __future__ import annotations

import ast
from dataclasses import replace
from typing import TYPE_CHECKING

from utspec.analyzers.py_eval import call_outcome
from utspec.analyzers.py_handlers import Failing
from utspec.analyzers.py_stand_in_reads import Returning
from utspec.models import SourceText
from utspec.questions.stand_in_runs import combined

if TYPE_CHECKING:
    from utspec.questions.evaluated_call import Claim, EvaluatedCall


def called_parameters(source: str, function: str) -> frozenset[str]:
    """The parameters of the module's top-level `function` that its own body calls (`action(*args)`).

    >>> called_parameters("def retry(action, n=1):\\n    return action()\\n", "retry")
    frozenset({'action'})
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return frozenset()
    fn = next((f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == function), None)
    if fn is None:
        return frozenset()
    params = {a.arg for a in fn.args.args}
    return frozenset(
        n.func.id
        for n in ast.walk(fn)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in params
    )


def callable_runs(c: Claim, src: SourceText, unsaid: tuple[str, ...], sources: list[SourceText]) -> EvaluatedCall | None:
    """The claim's call run with each unsaid function parameter a stand-in that returns, then one that raises."""
    from utspec.questions import evaluated_call as ec

    name = c.call.split("(", 1)[0].strip()
    if not unsaid or not set(unsaid) <= called_parameters(src.text, name):
        return None
    given = ", ".join(f"{p}=__stand_in_{p}" for p in unsaid)
    call = c.call[: c.call.rindex(")")] + (", " if c.call.rstrip()[-2:] != "()" else "") + given + ")"
    runs: list[EvaluatedCall | None] = []
    labels: list[str] = []
    for label, stand_in in (("returns a value", Returning), ("raises Exception", lambda p: Failing("Exception"))):
        out = call_outcome(src.text, call, names={f"__stand_in_{p}": stand_in(p) for p in unsaid})
        if out is None:
            return None
        agrees = ec._agrees(c, out, "py", ec._bases(sources))
        if agrees is None:
            return None
        lines = src.text.split("\n")
        statement = lines[out.line - 1].strip() if 0 < out.line <= len(lines) else ""
        runs.append(ec.EvaluatedCall(c, src.path, out.line, statement, ec._shown(out, "py"), agrees, out.path))
        labels.append(", ".join(f"{p}() {label}" for p in unsaid))
    both = combined(runs, labels)
    if both is None:
        return None
    agrees = both[0].agrees and not both[1] and not both[2]
    return replace(both[0], stand_in=(c.call, ", ".join(labels)), unsettled=both[1], each=both[2], agrees=agrees)


__all__ = ["callable_runs", "called_parameters"]
