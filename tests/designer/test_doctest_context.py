"""A docstring's doctest examples are no context of the function's cases (designer.offline.doctest_line).

Since the lead's doctest decision (session 29) a function's `def` line, not a `>>> f(…)` line of its docstring, is
its definition, so its docstring became context for every one of its cases, examples included. The examples'
values are the ones a design example or a key item repeats (`print(conv.hira2kata('あい'))` → `アイ`); shared by
every case of the function, they made a tie of the statement, which lost its normal path and got a case of its own
citing no code. The shape of a converter documented with doctests (hira2kata: one `if ignore:` guard leaving early).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import link_context
from utspec.models import ChecklistItem, Kind

SRC = '''\
def _exclude(ignore, table):
    for ch in ignore:
        table.pop(ord(ch), None)
    return table


def _convert(text, table):
    return text.translate(table)


def hira2kata(text, ignore=''):
    """Convert Hiragana to Katakana.

    Parameters
    ----------
    ignore : str
        Characters to be ignored in converting.

    Examples
    --------
    >>> print(conv.hira2kata('あい'))
    アイ
    >>> print(conv.hira2kata('あい', ignore='い'))
    アい
    """
    if ignore:
        table = _exclude(ignore, {ord('あ'): 'ア', ord('い'): 'イ'})
        return _convert(text, table)
    return _convert(text, {ord('あ'): 'ア', ord('い'): 'イ'})
'''

DESIGN = """# conv

## hira2kata

ひらがなをカタカナに変換する。

```
>>> print(conv.hira2kata('あい'))
アイ
```
"""

#: The design's doctest example (DR-1 the title, DR-2 the heading, DR-3 the summary).
EXAMPLE = "DR-4"


def _code_of(spec: dict, ref: str) -> list[list[str]]:
    return [[e for e in c["evidence"] if ":" in e] for c in spec["cases"] if ref in c["evidence"]]


def test_the_prose_stays_and_the_examples_go() -> None:
    item = ChecklistItem(id="src/conv.py:26:branch", kind=Kind.BRANCH, file="src/conv.py", line=26, end_line=28,
                         language="python", symbol="hira2kata", text="ignore")  # fmt: skip
    said = link_context.function_context(SRC.splitlines(), item)
    assert "Characters to be ignored in converting." in said
    assert "あい" not in said and "アイ" not in said


def test_the_design_example_lands_on_the_normal_path(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"conv.py": SRC}, DESIGN, "ja")
    assert _code_of(spec, EXAMPLE) == [["src/conv.py:26:branch"]]  # the normal path past `if ignore:`


def test_without_the_rule_the_examples_make_a_tie(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_context, "without_examples", lambda lines: list(lines))
    spec = spec_of(tmp_path, {"conv.py": SRC}, DESIGN, "ja")
    assert _code_of(spec, EXAMPLE) == [[]]  # a case of its own, citing no code
