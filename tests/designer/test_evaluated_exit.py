"""A worked example lands on the exit its call takes when run exactly (evaluated_exit.py)."""

from __future__ import annotations

import pytest

from tests.designer._linked import linked_lines
from utspec.designer.offline import linking
from utspec.designer.offline.evaluated_exit import run_exit
from utspec.models import ChecklistItem, Kind

#: Three guards raising the same exception: the words ("raises ValueError") fit each alike, and the symbolic walk
#: (call_path.py) stops at the local `parts`; only running the call tells which guard it leaves by.
SRC = """def parse(text):
    parts = text.split(".")
    if len(parts) != 3:
        raise ValueError("need three parts")
    major = parts[0]
    if len(major) > 1 and major[0] == "0":
        raise ValueError("leading zero")
    if not major.isdigit():
        raise ValueError("not a number")
    return int(major)
"""


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ('parse("01.2.3") raises ValueError', [6, 7]),
        ('parse("x.2.3") raises ValueError', [8, 9]),
        ('parse("1.2") raises ValueError', [3, 4]),
    ],
)
def test_the_run_picks_the_guard(text: str, lines: list[int]) -> None:
    assert linked_lines(SRC, text, key_item=True) == lines


def test_without_the_rule_every_raise_is_cited(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(linking, "run_exit", lambda *a: None)
    assert linked_lines(SRC, 'parse("01.2.3") raises ValueError', key_item=True) == [3, 4, 6, 7, 8, 9]


def test_a_stated_outcome_the_run_does_not_give_decides_nothing() -> None:
    # the leading-zero guard raises: "returns 1" is not what the run gives, so no exit is read from it
    items = [
        ChecklistItem(id="a.py:6:branch", kind=Kind.BRANCH, file="a.py", line=6, end_line=7, language="python",
                      symbol="parse", text='len(major) > 1 and major[0] == "0"'),
        ChecklistItem(id="a.py:7:raise", kind=Kind.RAISE, file="a.py", line=7, end_line=7, language="python",
                      symbol="parse", text='raise ValueError("leading zero")'),
    ]  # fmt: skip
    sources = {"a.py": SRC.split("\n")}
    assert run_exit('parse("01.2.3") returns 1', "parse", items, sources) is None
    assert run_exit('parse("01.2.3") raises ValueError', "parse", items, sources) == items[0]


def test_a_call_the_interpreter_cannot_run_decides_nothing() -> None:
    src = "import regex\n\ndef f(text):\n    if regex.match('a', text):\n        raise ValueError\n    return text\n"
    items = [ChecklistItem(id="a.py:4:branch", kind=Kind.BRANCH, file="a.py", line=4, end_line=5, language="python",
                           symbol="f", text="regex.match('a', text)")]  # fmt: skip
    assert run_exit("f('a') raises ValueError", "f", items, {"a.py": src.split("\n")}) is None


#: check-ends-with-period's shape: a result that is an object, a guard on a regex, a mark found by a callback. The
#: symbolic walk stops at the callback; the words "valid", "mark" fit every `return` alike.
JS_OBJECT = """function check(text, {marks = ["。", "."]} = {}) {
  const chars = [...text];
  const last = chars[chars.length - 1];
  if (/\\s/.test(last)) {
    return {valid: false, mark: last};
  }
  const found = marks.find(m => text.endsWith(m));
  if (found) {
    return {valid: true, mark: found};
  }
  return {valid: false, mark: last};
}
module.exports = check;
"""


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ('check("です。") は {valid: true, mark: "。"} を返す', [8, 9]),
        ('check("hi ") returns {valid: false, mark: " "}', [4, 5]),
    ],
)
def test_an_object_result_is_compared_item_by_item(text: str, lines: list[int]) -> None:
    assert linked_lines(JS_OBJECT, text, path="a.js", key_item=True) == lines


def test_an_object_the_run_does_not_give_decides_nothing() -> None:
    assert linked_lines(JS_OBJECT, 'check("hi ") returns {valid: false, mark: "  "}', path="a.js", key_item=True) != [4, 5]


def test_without_reading_objects_the_words_decide(monkeypatch: pytest.MonkeyPatch) -> None:
    from utspec.questions import evaluated_call

    monkeypatch.setattr(evaluated_call, "same_data", lambda *a: None)
    assert linked_lines(JS_OBJECT, 'check("です。") は {valid: true, mark: "。"} を返す', path="a.js", key_item=True) == [4, 8]
