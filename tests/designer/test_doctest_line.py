"""A docstring's `>>> call(…)` line is an example, not the function's definition (designer.offline.doctest_line).

alphabet2kana's `a2k` has `>>> a2k('k8s', delimiter='・', numeral=True)` in its docstring: searching up from a line of
the body for `a2k`'s definition stopped there, so the key items' calls bound no parameter (ten fell on the `numeral`
case). The lead's decision (session 29): such a line is never a definition.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import link_context

LINES = [
    "def a2k(text, delimiter=None, numeral=False):",
    '    """Convert',
    "",
    "    >>> a2k('k8s', delimiter='-', numeral=True)",
    "    'ke-eito-esu'",
    '    """',
    "    if numeral:",
    "        return 2",
    "    return 1",
]


def test_the_def_line_is_the_definition() -> None:
    assert link_context._definition(LINES, "a2k", 8) == 1


def test_without_the_rule_the_example_is_taken_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_context, "doctest_line", lambda text: False)
    assert link_context._definition(LINES, "a2k", 8) == 4
