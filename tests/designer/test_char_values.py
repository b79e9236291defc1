"""Character comparisons take characters, and a returned `&&` is stated as its value (`char_values`, `worked_return`).

Shaped after iban4j's CharacterUtil (read in /tmp, not committed): `return ch >= '0' && ch <= '9';` gave
"`ch` = `0`" (the number; `(char) 0` is NUL) and "then the function returns `ch >= '0' && ch <= '9'`".
"""

from __future__ import annotations

import doctest
import json
from pathlib import Path

from tests.designer._one_file_run import spec_of
from utspec.designer.offline import char_values

JAVA = """public final class CharacterUtil {
    public static boolean isAsciiDigit(char ch) {
        return ch >= '0' && ch <= '9';
    }
}
"""

PY = """def is_digit(ch: str) -> bool:
    return ch >= '0' and ch <= '9'
"""


def _guard_case(spec: dict) -> dict:
    return next(c for c in spec["cases"] if any(":branch" in e for e in c["evidence"]))


def test_java_char_bounds_and_the_worked_return(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"CharacterUtil.java": JAVA})
    case = _guard_case(spec)
    assert case["input"] == "`ch` = `'0'`.", case["input"]
    assert case["expected"].startswith("The function returns `true`"), case["expected"]
    # The critic reads the same value: nothing but the placeholder design's own question stays open.
    assert [q["id"] for q in spec["open_questions"]] == ["Q-design:DR-2"], json.dumps(spec["open_questions"])[
        :400
    ]


def test_python_one_character_strings(tmp_path: Path) -> None:
    case = _guard_case(spec_of(tmp_path, {"digits.py": PY}, language="ja"))
    assert case["input"] == "`ch` = `'0'`。", case["input"]
    assert case["expected"].startswith("`True` が返される"), case["expected"]


def test_doctests() -> None:
    assert doctest.testmod(char_values).failed == 0


def test_a_line_continuation_is_no_operand() -> None:
    # ftplib's `if nextline[:3] == code and \\` / `nextline[3:4] != '-':` gave "`\\ nextline[3:4]` = `'.'`".
    from utspec.designer.offline.values import Where, examples
    from utspec.messages import Catalog

    src = [
        "def f(nextline, code):",
        "    if nextline[:3] == code and \\",
        "            nextline[3:4] != '-':",
        "        return 1",
    ]
    got = examples(
        "nextline[:3] == code and \\ nextline[3:4] != '-'", True, Where(src, 2, "python"), Catalog("en")
    )
    assert got and all("\\" not in g for g in got), got
