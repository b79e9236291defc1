"""The value a function returns at a case's input, worked out from its body, against a literal the case says it returns.

The offline designer states the worked value of the normal path ("`1170` が返される（この入力での
`fee` の値）"); a result stating another literal there (`0`, `1300`) was supported by
`unsupported-value`'s wide set (sums and differences of the file's numbers) and contradicted by
nothing. `analyzers.path_value` runs the function's body for the `name` = `value` inputs of the case
and gives up rather than guess (loops, unknown calls, a raise on the way, an unknown name), so a
value it gives is what the code returns for that input.

Only asked when the case is about one function's normal return: the cited code sits in one
function, the result names no exception, and nothing is said to fail (no handler cited, no test
double that raises: those paths are not the body's straight run).

>>> src = ["function fee(w: number, member: boolean): number {", "  let f = 800;", "  if (w > 10) {",
...        "    f += 500;", "  }", "  if (member) {", "    f = Math.floor(f * 0.9);", "  }", "  return f;", "}"]
>>> worked_value(src, "fee", 3, "typescript", "`w` = `30`、`member` = `true`")
'1170'
>>> worked_value(["const isZero = value => value === 0 || Number.isNaN(value);"], "isZero", 1, "javascript", "`value` = `-1`")
'false'
>>> refuted("0", "1170", "typescript"), refuted("1170.0", "1170", "typescript"), refuted("`f`", "1170", "typescript")
(True, False, False)
>>> refuted("'AB'", '"AB"', "typescript"), refuted("None", "0", "python")
(False, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, literal, path_value
from utspec.critic.checks._concise_arrow import statement_body


def worked_value(lines: Sequence[str], symbol: str, line: int, language: str, case_input: str) -> str | None:
    """What the function around `line` returns for the case's input, as the language writes it (None: unknown).

    A concise arrow (`const isZero = value => value === 0;`) has no body of statements: its expression is its
    `return`."""
    return path_value(statement_body(lines, symbol, line, language), lines, language, case_input)


def refuted(said: str, worked: str, language: str) -> bool:
    """Whether a stated returned literal differs from the worked-out value (a name or expression is never refuted)."""
    a, b = literal(said.strip().strip("`"), language), literal(worked, language)
    if a is NOT_KNOWN or b is NOT_KNOWN:
        return False
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return not (type(a) is type(b) and a == b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return abs(float(a) - float(b)) > 1e-9
    return a != b
