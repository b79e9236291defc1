"""A key item that is a worked example of a defined function is anchored there (commons-lang KT-7)."""

from __future__ import annotations

from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.key_item_footing import anchored_refs
from utspec.questions.key_items import Inputs

SRC = SourceText(path="S.java", text="class S {\n  public static String abbreviate(String s, String m, int o, int w) {\n"
                 "    if (s == null) {\n      return null;\n    }\n    return s;\n  }\n}\n")  # fmt: skip
ITEM = ChecklistItem(id="S.java:3:branch", kind=Kind.BRANCH, file="S.java", line=3, end_line=5, language="java",
                     text="s == null", symbol="S.abbreviate")  # fmt: skip


def test_worked_example_is_anchored_in_the_function_it_calls() -> None:
    inputs = Inputs.of([ITEM], [], [SRC])
    kt = 'abbreviate("abcdefghijklmno", "*", 9, 10) keeps the tail: "*ghijklmno"'
    assert anchored_refs(kt, inputs) == ("S.java:3:branch",)


def test_a_call_of_an_undefined_function_is_not() -> None:
    inputs = Inputs.of([ITEM], [], [SRC])
    assert anchored_refs('truncate("abcdefghijklmno", 9) keeps the head: "abcdefghi"', inputs) == ()
