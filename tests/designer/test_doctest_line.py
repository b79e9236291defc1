"""A docstring's `>>> call(…)` line is an example, not the function's definition (designer.offline.doctest_line).

alphabet2kana's `a2k` has `>>> a2k('k8s', delimiter='・', numeral=True)` in its docstring: searching up from a line of
the body for `a2k`'s definition stopped there, so the key items' calls bound no parameter (ten fell on the `numeral`
case). The lead's decision (session 29): such a line is never a definition.
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import link_context
from utspec.models import ChecklistItem, Kind

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


#: A converter's docstring: the examples call the function through its module inside `print(…)`, and the module
#: docstring above shows one more call before the `def` (the shape of a kana converter documented with doctests).
CONVERTER = [
    '"""Width conversion.',
    "",
    ">>> conv.z2h('ＡＢ', ascii=True)",
    "'AB'",
    '"""',
    "",
    "def z2h(text, ignore='', kana=True, ascii=False, digit=False):",
    '    """Convert full-width characters to half-width ones.',
    "",
    "    >>> print(conv.z2h('アイ'))",
    "    ｱｲ",
    "    >>> print(conv.z2h('ＡＢ１', kana=False,",
    "    ...                 ascii=True, digit=True))",
    "    AB1",
    '    """',
    "    if ascii:",
    "        return 2",
    "    return 1",
]


def test_a_module_prefixed_example_is_no_definition_either() -> None:
    assert link_context._definition(CONVERTER, "conv.z2h", 16) == 7
    assert link_context.function_span(CONVERTER, _item("conv.z2h", 16)) == (7, 18)


def test_without_the_rule_the_last_example_is_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_context, "doctest_line", lambda text: False)
    assert link_context._definition(CONVERTER, "conv.z2h", 16) == 12


def _item(symbol: str, line: int) -> ChecklistItem:
    return ChecklistItem(id=f"c.py:{line}:branch", kind=Kind.BRANCH, file="c.py", line=line, end_line=line + 1,
                         language="python", symbol=symbol, text="ascii")  # fmt: skip
