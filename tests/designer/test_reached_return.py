"""A case that says only "does not return `X` at line N" also says what its input does return (reached_return.py).

jdk-radix's "The function does not return `'\\0'` at line 38" and a local's "`label` is not set to `"P"`" named
nothing a test asserts; for the case's input the path evaluator gives the value the call returns. Fails with the
rule switched off (the function left as it was: the sentence stays alone).
"""

from __future__ import annotations

import pytest

from utspec.designer.offline import reached_return as rr
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.models import Category, ChecklistItem, Kind, SourceText

_PY = """def grade(score):
    if score >= 90:
        return "A"
    label = "F"
    if score >= 50:
        label = "P"
    return label + "!"
"""


def _item(line: int, text: str, kind: Kind = Kind.BRANCH) -> ChecklistItem:
    return ChecklistItem(id=f"src/g.py:{line}:{kind.value}", kind=kind, file="src/g.py", line=line, end_line=line + 1,
                         language="python", symbol="grade", text=text)  # fmt: skip


def _draft(inp: str, expected: str) -> Draft:
    return Draft("p", Category.NORMAL, "pre", inp, expected)


def _ctx(language: str = "en") -> Ctx:
    item = _item(2, "score >= 90")
    return Ctx.build(language, [item], [SourceText(path="src/g.py", text=_PY)])


def test_a_return_not_taken_is_followed_by_the_value_returned() -> None:
    d = rr.reached_return(
        _draft("`score` = `89`.", 'The function does not return `"A"` at line 2.'),
        _item(2, "score >= 90"),
        _ctx(),
    )
    assert d.expected == (
        'The function does not return `"A"` at line 2; the function returns `"P!"` '
        '(the value of `label + "!"` for this input).'
    )


def test_in_japanese_too() -> None:
    d = rr.reached_return(
        _draft("`score` = `10`。", '2 行目の `return` は実行されず、そこで `"A"` を返さない。'),
        _item(2, "score >= 90"),
        _ctx("ja"),
    )
    assert d.expected.endswith('`"F!"` が返される（この入力での `label + "!"` の値）。')


def test_a_local_not_set_is_followed_by_the_value_returned() -> None:
    d = rr.reached_return(
        _draft("`score` = `49`.", '`label` is not set to `"P"`.'), _item(5, "score >= 50"), _ctx()
    )
    assert d.expected.endswith('the function returns `"F!"` (the value of `label + "!"` for this input).')


@pytest.mark.parametrize(
    ("inp", "expected", "line", "text"),
    [
        ("`score` = `89`.", 'The function returns `"A"`.', 2, "score >= 90"),  # already a result
        ("Any `score`.", 'The function does not return `"A"` at line 2.', 2, "score >= 90"),  # no value given
        (
            "`score` = `95`.",
            'The function does not return `"A"` at line 2.',
            2,
            "score >= 90",
        ),  # that very return
        ("`score` = `10`.", "`self.label` becomes `1`.", 5, "score >= 50"),  # a member set: a result already
    ],
)
def test_left_as_it_was(inp: str, expected: str, line: int, text: str) -> None:
    d = _draft(inp, expected)
    assert rr.reached_return(d, _item(line, text), _ctx()) == d


def test_switched_off_the_sentence_stays_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rr, "path_return", lambda *a, **k: None)
    d = _draft("`score` = `89`.", 'The function does not return `"A"` at line 2.')
    assert rr.reached_return(d, _item(2, "score >= 90"), _ctx()) == d
