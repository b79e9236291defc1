"""A design's doctest-format example is read as a statement and a worked example (issue 13, session 28).

The colorsys reference's `>>> colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` / `(0.5, 0.5, 0.4)` sat in a code block that no
statement was read from, so the edited hue formula raised no conflict (colorsys-C1). Each `ruleid` fails with
`markdown.doctest_statements` switched off (`lambda *a: []`); the `ok` blocks are sessions that state no result.
"""

from __future__ import annotations

import pytest

from utspec.anchoring.worked_example import worked_example
from utspec.inputs import markdown
from utspec.inputs.markdown import statements
from utspec.models import SourceText
from utspec.questions.evaluated_call import evaluated_call

DESIGN = """# colorsys

## Example

```
>>> import colorsys
>>> colorsys.rgb_to_hsv(0.2, 0.4, 0.4)
(0.5, 0.5, 0.4)
>>> half(-1)
Traceback (most recent call last):
  ...
ValueError: negative
```

Results of several lines, assignments and expressions that are no call say nothing:

    >>> rows = table(2)
    >>> rows
    [1,
     2]
    >>> date(2020, 4, 16) in era
    True
"""

SRC = SourceText(
    path="lib/colorsys.py",
    text="def rgb_to_hsv(r, g, b):\n    h = 1.0 / 6.0\n    return h, 0.5, max(r, g, b)\n",
)


def _examples() -> list[tuple[int, str]]:
    return [(s.line, s.text) for s in statements(DESIGN) if s.text.startswith("`")]


def test_each_example_of_one_call_is_a_statement_at_its_prompt() -> None:
    # ruleid: doctest-example
    assert _examples() == [
        (7, "`colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` returns `(0.5, 0.5, 0.4)`"),
        (9, "`half(-1)` raises `ValueError`"),
    ]


def test_the_example_is_a_worked_example_the_code_contradicts() -> None:
    text = _examples()[0][1]
    ex = worked_example(text, frozenset({"rgb_to_hsv"}))
    assert ex is not None and ex.result == "(0.5, 0.5, 0.4)"
    run = evaluated_call(text, [SRC])
    assert run is not None and not run.agrees and run.actual == "return (0.16666666666666666, 0.5, 0.4)"


@pytest.mark.parametrize(
    "block", [">>> rows = table(2)\n>>> rows\n[1,\n 2]\n", ">>> date(1, 2, 3) in era\nTrue\n"]
)
def test_sessions_that_state_no_call_result_give_nothing(block: str) -> None:
    # ok: doctest-example
    assert [s for s in statements(f"```\n{block}```\n") if s.text.startswith("`")] == []


def test_switched_off_no_example_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(markdown, "doctest_statements", lambda *a: [])
    assert _examples() == []
