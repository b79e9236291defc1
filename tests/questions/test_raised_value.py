"""A value stated with the exception its one-line guard raises is explained (issue 13: questions the inputs answer).

kansuji 1.1.0 (npm, MIT): `if (n === Infinity) throw new TypeError("Infinity can't be converted");` on one line; the
design says "`Infinity` は `TypeError`（…）を送出する" and a key item "`kansuji(-Infinity)` は `TypeError` を送出すること".
The exceptions a branch raises explained its value only on the lines after the `if`, and only through a leading digit,
so "what do `Infinity` and `-Infinity` of `n` mean?" was asked although both inputs say what happens.
"""

from __future__ import annotations

from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, KeyItem, Kind, Requirement, SourceText, TestSpec

LINE = '  if (n === Infinity) throw new TypeError("Infinity is not a number");'
ITEMS = [
    ChecklistItem(id="k.js:2:branch", kind=Kind.BRANCH, file="k.js", line=2, end_line=2, language="javascript",
                  text="n === Infinity", symbol="kansuji"),
    ChecklistItem(id="k.js:2:raise", kind=Kind.RAISE, file="k.js", line=2, end_line=2, language="javascript",
                  text='throw new TypeError("Infinity is not a number")', symbol="kansuji"),
]  # fmt: skip
SRC = SourceText(path="k.js", text=f"function kansuji(n) {{\n{LINE}\n  return n;\n}}\n")


def _asked(design: str, key_items: list[KeyItem] | None = None) -> list[str]:
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text=design)
    inp = ReviewInput(TestSpec(designer="t"), ITEMS, [req], key_items or [], [SRC], language="ja")
    return [q.id for q in unexplained_literal.check(inp)]


def test_the_value_with_its_raised_exception_explains_it() -> None:
    assert _asked("`Infinity` は `TypeError` を送出する。") == []  # ok: the design says what happens at Infinity
    kt = KeyItem(id="KT-1", file="k.md", line=1, text="`kansuji(Infinity)` は `TypeError` を送出すること。")
    assert _asked("数値を漢数字に変換する。", [kt]) == []  # ok: so does a key item


def test_the_value_alone_or_with_another_exception_is_asked() -> None:
    assert _asked("`Infinity` は `RangeError` を送出する。") == ["Q-literal:k.js:2:branch"]  # ruleid
    assert _asked("`Infinity` を受け付ける。") == ["Q-literal:k.js:2:branch"]  # ruleid
