"""A statement keyword before a parenthesis is no call: `if (…) {` is not "`if` is called with …".

pretty-ms (read in /tmp, not committed): the branch `if (!options.hideSeconds)` opens with a nested
`if (options.separateMilliseconds || …) {`, and its case said "`if` is called with `options.separateMilliseconds
|| … { const seconds = Number(parsed.seconds`".
"""

from __future__ import annotations

import pytest

from utspec.analyzers.effects import statement_effect


@pytest.mark.parametrize(
    "stmt",
    [
        # ruleid: the analyzer's effect text ends inside the block, at a parenthesis: the shape `_CALL` would take.
        "if (options.separateMilliseconds || options.formatSubMilliseconds) { const seconds = Number(parsed.seconds)",
        "while (i < n) { f(i)",  # ruleid
        "for (const x of xs) { f(x)",  # ruleid
        "switch (kind) { case 1: g(1)",  # ruleid
        "synchronized (lock) { n.inc()",  # ruleid: Java
    ],
)
def test_a_control_statement_is_no_call(stmt: str) -> None:
    assert statement_effect(stmt).kind == "unknown"


def test_a_call_is_still_a_call() -> None:
    effect = statement_effect("result.push(valueString);")  # ok
    assert (effect.kind, effect.name, effect.args) == ("call", "result.push", "valueString")
    assert statement_effect("iff(x)").kind == "call"  # ok: a function whose name starts like a keyword
