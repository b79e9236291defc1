"""A key item stating a default the code does not give is contradicted (issue 13: value against value).

Before `utspec.questions.default_claims`, exponential-backoff's "The default numOfAttempts is 5" (the code:
`numOfAttempts: 10`) and calendar's "Calendar() の週の最初の曜日は既定で月曜日（0）" (`firstweekday=6`) were
cited as evidence by the cases that share their words.
"""

from __future__ import annotations

from utspec.models import KeyItem, QuestionKind, SourceText
from utspec.questions.default_claims import default_claim
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

TS = SourceText(
    path="o.ts", text="const defaultOptions: Options = {\n  numOfAttempts: 10,\n  jitter: 'none'\n};\n"
)
PY = SourceText(
    path="c.py",
    text="class Calendar(object):\n    def __init__(self, firstweekday=6):\n        self.firstweekday = firstweekday\n\n"
    "    def week(self, year, month=1, day=1):\n        return year\n",
)


def _claim(text: str, src: SourceText) -> tuple[str, str, str, int] | None:
    c = default_claim(text, [src])
    return None if c is None else (c.name, c.claimed.shown(), c.code.value.shown(), c.code.line)


def test_a_named_default_that_differs_is_contradicted() -> None:
    assert _claim("The default numOfAttempts is 5: a request is called 5 times", TS) == (
        "numOfAttempts",
        "5",
        "10",
        2,
    )  # ruleid
    assert _claim("jitter の既定値は 'none' であること", TS) is None  # ok: the same default


def test_the_called_class_gives_the_subject_when_it_has_one_default() -> None:
    text = "Calendar() の週の最初の曜日は既定で月曜日（0）であること"
    assert _claim(text, PY) == ("firstweekday", "0", "6", 2)  # ruleid: Calendar's one defaulted parameter
    assert (
        _claim("week() は既定で 1 月 1 日（0）を使うこと", PY) is None
    )  # ok: week has two defaults, which one is not known


def test_a_contradicted_default_is_asked_not_cited() -> None:
    inputs = Inputs.of([], [], [TS])
    v = classify("The default numOfAttempts is 5", inputs)
    assert v.outcome == "contradicted"
    kt = KeyItem(id="KT-1", file="k.md", line=3, text="The default numOfAttempts is 5")
    q = question(kt, v, "ja", [])
    assert q is not None and q.kind is QuestionKind.KEY_ITEM_CONTRADICTED and q.places == ["o.ts:2", "k.md:3"]
    assert "`numOfAttempts` の既定値を `5`" in q.question and "`10`" in q.question


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import default_claims

    assert doctest.testmod(default_claims).failed == 0


RETRY = SourceText(
    path="api.py",
    text="def __retry_internal(f, exceptions=Exception, tries=-1, delay=0):\n    return f()\n\n\n"
    "def retry_call(f, fargs=None, exceptions=Exception, tries=3, delay=0):\n"
    "    return __retry_internal(f, exceptions, tries, delay)\n",
)


def test_the_called_functions_own_default_decides() -> None:
    # PyPI retry 0.9.2 (retry-call-py KT-1, a planted edit): retry_call's `tries=3`, its helper's `tries=-1`; before,
    # the helper's -1 agreed with the key item and nothing was asked
    text = "retry_call(f) without a tries argument keeps retrying until f succeeds (tries defaults to -1)"
    assert _claim(text, RETRY) == ("tries", "-1", "3", 5)  # ruleid
    assert _claim("__retry_internal(f) retries forever (tries defaults to -1)", RETRY) is None  # ok
