"""Shapes from kanjize (fresh third-party Python, read as a reviewer would).

- `config.style is KanjizeStyle.ALL`: the enum member is the input, not "values for which … is true".
- `zero: Optional[KanjizeZero]`: a falsy `zero` is `None`, not "a `zero` with 0 elements".
- `not kanjis` with `kanjis: str` and a docstring line `:param kanjis: Kanji str`: the empty string.
"""

from __future__ import annotations

from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = '''import enum
from typing import Optional


class KanjizeStyle(enum.Enum):
    ALL = 1
    MIXED = 2


class KanjizeZero(enum.Enum):
    KANJI = 1
    SIGN = 2


class Config:
    def __init__(self, style: KanjizeStyle = KanjizeStyle.ALL, zero: Optional[KanjizeZero] = None):
        self.style = style
        self.zero = zero or KanjizeZero.KANJI


def convert(number: int, config: Config) -> str:
    if config.style is KanjizeStyle.ALL:
        return "all"
    return "mixed"


def kanji2number(kanjis: str) -> int:
    """
    :param kanjis: Kanji str to convert into Integer
    """
    if not kanjis:
        raise ValueError("Kanji is empty")
    return len(kanjis)
'''


def _cases(tmp_path: Path) -> dict[str, dict]:
    return {c["perspective"]: c for c in spec_of(tmp_path, {"kanjize.py": SRC})["cases"]}


def test_enum_member_is_the_input(tmp_path: Path) -> None:
    case = _cases(tmp_path)["`config.style is KanjizeStyle.ALL` holds"]
    assert "`config.style` = `KanjizeStyle.ALL`" in case["input"], case["input"]


def test_optional_enum_is_no_container(tmp_path: Path) -> None:
    case = next(c for p, c in _cases(tmp_path).items() if "(`zero` is false)" in p)
    assert "elements" not in case["input"], case["input"]
    assert "`zero` = `None`" in case["input"], case["input"]


def test_docstring_param_line_does_not_hide_the_str_annotation(tmp_path: Path) -> None:
    case = _cases(tmp_path)["`not kanjis` holds"]
    assert '`kanjis` = `""`' in case["input"], case["input"]


MULTILINE = '''def to_kanji(c_num: int, kanji_thousand: bool) -> str:
    result = ""
    if (
            kanji_thousand and c_num >= 1000 and c_num % 1000 == 0
    ):
        result += "thousand"
    return result


def parse(given: str, left_unit: str) -> int:
    if left_unit and not given:
        raise ValueError(f"Kanji `{given}` seems to be invalid. `{left_unit}` needs any leading number.")
    return 1
'''


def test_boundary_of_a_condition_opening_above_cites_the_if_and_is_no_contradiction(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"k.py": MULTILINE})
    on = next(c for c in spec["cases"] if c["perspective"].startswith("`c_num >= 1000` at 1000"))
    assert "src/k.py:3:branch" in on["evidence"], on["evidence"]
    assert not [q["id"] for q in spec["open_questions"] if q["id"].startswith("Q-unresolved:expected-contradicts-code")]


def test_a_message_with_code_spans_is_supported_by_its_raise(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"k.py": MULTILINE})
    case = next(c for c in spec["cases"] if "ValueError" in c["expected"])
    assert "`{given}`" in case["expected"], case["expected"]
    assert not [q["id"] for q in spec["open_questions"] if q["id"].startswith("Q-unresolved:unsupported-value")]


ZERO = '''def number2kanji(number: int) -> str:
    if number == 0:
        return "零"
    return str(number)
'''


def test_japanese_quoted_result_is_a_worked_example_and_supported(tmp_path: Path) -> None:
    """「零」 is how Japanese prose quotes the string "零": the statement is a worked example, and its value is
    supported by the statement it cites."""
    spec = spec_of(tmp_path, {"k.py": ZERO}, design="# 変換\n\n`number2kanji(0)` は「零」を返す。\n", language="ja")
    case = next(c for c in spec["cases"] if "`number2kanji(0)`" in c["input"])
    assert '`"零"`' in case["expected"], case["expected"]
    assert not [q["id"] for q in spec["open_questions"] if q["id"].startswith("Q-unresolved:unsupported-value")]
