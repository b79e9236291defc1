"""A `name: words` line inside a docstring is no declaration (kanjize's `:param kanjis: Kanji str to convert`)."""

from __future__ import annotations

from utspec.analyzers.domain import Declarations

SRC = '''def kanji2number(kanjis: str, base: int = 0) -> int:
    """
    :param kanjis: Kanji str to convert into Integer
    Args:
        base: Number of digits
    """
    if not kanjis:
        raise ValueError("Kanji is empty")
'''


def test_docstring_lines_declare_nothing() -> None:
    lines = SRC.split("\n")
    assert Declarations(lines).type_of("kanjis", 7) == "str"
    assert Declarations(lines).type_of("base", 7) == "int"
    assert Declarations(lines, {"kanjis", "base"}).type_of("kanjis", 7) == "str"


def test_code_after_a_docstring_still_declares() -> None:
    lines = [*SRC.split("\n"), "    total: float = 0"]
    assert Declarations(lines).type_of("total", len(lines)) == "float"


def test_a_docstring_type_still_counts_where_the_code_declares_none() -> None:
    lines = ["def h2z(text, ascii=False):", '    """', "    ascii : bool", '    """', "    if ascii:", "        pass"]
    assert Declarations(lines).type_of("ascii", 5) == "bool"
