"""`switch`, `while` and `do … while` for `js_eval`, run as JavaScript runs them (issue 12).

jstrutils' character converters pick the new code of each character in a `switch ( true )` whose cases are the
ranges (`case ( 0x304B <= charCode && charCode <= 0x3062 && ( charCode % 2 === 1 ) ):`), several cases sharing one
body; a case that gives no value for those was "Not stated by the code" because the evaluator gave up on the
statement. The semantics kept here are the language's own:

- `switch`: the discriminant is read once; the case labels are read in order until one is `===` to it; with no match
  the run enters at `default` wherever it stands; from the entry the bodies run on (fall through) until `break`;
- `while` / `do … while`: the condition before (after) each turn; `break` and `continue` as in `for`. Every turn
  counts against the evaluator's step limit, so a loop that never ends gives up.
"""

from __future__ import annotations

from typing import Any, Protocol

from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.interp_scope import Break
from utspec.analyzers.py_eval import Unknown


class Runner(Protocol):
    """What of `js_eval._Run` these statements use."""

    def expr(self, node: ts.Node | None, scope: Any, module: Any) -> Any: ...

    def stmt(self, st: ts.Node, scope: Any, module: Any) -> None: ...

    def loop_turn(self, body: ts.Node, scope: Any, module: Any) -> bool: ...

    def new_scope(self, parent: Any) -> Any: ...

    def hoist(self, block: ts.Node, scope: Any, module: Any) -> None: ...

    def visit(self, line: int) -> None: ...


def run_switch(run: Runner, st: ts.Node, scope: Any, module: Any, same: Any) -> None:
    """Run a `switch_statement` (`same` is JavaScript's `===`)."""
    value_node, body = st.field("value"), st.field("body")
    if value_node is None or body is None:
        raise Unknown
    value = run.expr(value_node, scope, module)
    clauses = [c for c in body.named_children() if c.type in ("switch_case", "switch_default")]
    if len(clauses) != len([c for c in body.named_children() if c.type != "comment"]):
        raise Unknown
    entry = None
    for n, clause in enumerate(clauses):
        if clause.type != "switch_case":
            continue
        run.visit(clause.line)  # a label read is a line of the run's path, as a condition of an `if` is
        if same(run.expr(clause.field("value"), scope, module), value):
            entry = n
            break
    if entry is None:
        entry = next((n for n, c in enumerate(clauses) if c.type == "switch_default"), None)
    if entry is None:
        return
    inner = run.new_scope(scope)  # one block for every case: `const` in a case is seen by the next ones
    for clause in clauses:
        run.hoist(clause, inner, module)
    try:
        for clause in clauses[entry:]:
            label = clause.field("value")
            for part in clause.named_children():
                if label is not None and part.key == label.key:
                    continue
                run.stmt(part, inner, module)
    except Break:
        return


def run_while(run: Runner, st: ts.Node, scope: Any, module: Any, truthy: Any) -> None:
    """Run a `while_statement` or a `do_statement`."""
    cond, body = st.field("condition"), st.field("body")
    if cond is None or body is None:
        raise Unknown
    if st.type == "do_statement" and not run.loop_turn(body, scope, module):
        return
    while truthy(run.expr(cond, scope, module)):
        if not run.loop_turn(body, scope, module):
            return


__all__ = ["Runner", "run_switch", "run_while"]
