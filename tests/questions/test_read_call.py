"""The question on a key item run as a call it does not write says that call (issue 13, session 27).

The `ruleid` fails with `key_items.read_as` switched off (`lambda *a: ""`); the `ok` lines show that a written
call adds nothing.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions import read_call
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

SRC = SourceText(
    path="half.py",
    text="""def half(n):
    if n < 0:
        raise ValueError("negative")
    return n // 2
""",
)


def _asked(text: str, language: str = "en") -> str:
    kt = KeyItem(id="KT-1", text=text, file="k.md", line=1)
    q = question(kt, classify(text, Inputs.of(analyze([SRC]).items, [], [SRC])), language, [])
    assert q is not None
    return q.question


def test_an_input_said_in_words_is_shown_as_the_call_run() -> None:
    # ruleid: "a negative number" was run as half(-1)
    assert "`half(-1)`" in _asked("A negative number passed to `half` returns 0")
    assert "`half(-1)`" in _asked("負の値を half に渡すと 0 を返すこと", "ja")
    # ok: the call is written
    assert "run as the call" not in _asked("half(-1) returns 0")


def test_the_doctests_run() -> None:
    assert doctest.testmod(read_call).failed == 0
