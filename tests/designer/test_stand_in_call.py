"""A statement not naming the call of another statement's example case does not land on it (stand_in_call.py).

Shaped as jpdatetime 1.5.0 (the lead's session-23 reading): a parse example under "解析（strptime）" was cited on the
format example's own case, `jpdatetime(2019, 5, 1).strftime("%G年%m月%d日")` → `"令和元年05月01日"`, which cites no
code: they share 元年, the format and the date. Our own code: a Japanese era year.
"""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import linking, stand_in_call

SRC = """\
class Wareki:
    def __init__(self, year):
        self.year = year

    def strftime(self, fmt):
        if "%G" not in fmt:
            return fmt
        year = self.year - 2018
        if year == 1:
            return fmt.replace("%G", "令和元")
        return fmt.replace("%G", "令和" + str(year))

    @classmethod
    def strptime(cls, text, fmt):
        return cls(2018 + int(text[2:-1] or 1))
"""

DESIGN = """# wareki

## 書式化（strftime）

- `%G` は元号と年を書く（例 `Wareki(2019).strftime("%G年")` は `"令和元年"` を返す）。

## 解析（strptime）

- `"令和元年"` を `"%G年"` で解析すると 2019 年になる。
"""


def _parse_on_format_example(tmp_path: Path) -> bool:
    spec = spec_of(tmp_path, {"wareki.py": SRC}, DESIGN, "ja")
    stand_in = [
        c for c in spec["cases"] if "strftime(" in c["input"] and not any(":" in e for e in c["evidence"])
    ]
    assert stand_in, [c["input"] for c in spec["cases"]]
    return any("DR-5" in c["evidence"] for c in stand_in)


def test_the_parse_example_is_not_cited_by_the_format_examples_case(tmp_path: Path) -> None:
    assert not _parse_on_format_example(tmp_path)


def test_without_the_rule_it_is(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "unnamed_call", lambda case, text, code: False)
    assert _parse_on_format_example(tmp_path)


def test_doctests() -> None:
    assert doctest.testmod(stand_in_call).failed == 0
