"""Key items that write a call and its outcome, checked by running the call (issue 13, session 23).

Seen first on inflection 0.5.1 (labels committed before utspec ran on it): seven Japanese key items of the
form "ordinal(-1021) は 'st' を返すこと" contradicted the code and none was asked; each needs the named
function run on the key item's arguments (a modulo of a negative number, a default parameter, a nested
call, `re.sub` with a lambda, `string[0]` of ''). Each test fails with `questions.evaluated_call` switched off
in `key_item_contradiction` (or in the designer's worked-example question).
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.analyzers.py_eval import call_outcome
from utspec.models import SourceText
from utspec.questions.evaluated_call import claim, evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify

SRC = SourceText(
    path="infl.py",
    text="""import re


def camelize(string, uppercase_first_letter=True):
    if uppercase_first_letter:
        return re.sub(r"(?:^|_)(.)", lambda m: m.group(1).upper(), string)
    else:
        return string[0].lower() + camelize(string)[1:]


def ordinal(number):
    number = int(number)
    if number % 100 in (11, 12, 13):
        return "th"
    else:
        return {
            1: "st",
            2: "nd",
            3: "rd",
        }.get(number % 10, "th")


def check(flag, default=None):
    if default is not None and not isinstance(default, bool):
        raise TypeError("default must be a bool")
    if flag in ("y", "yes"):
        return True
    return default


def emit(x):
    print(x)
    return x
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_stated_value_the_call_does_not_return() -> None:
    # ruleid: -1021 % 100 is 79 without abs(): 'th'
    v = _verdict("ordinal(-1021) は 'st' を返すこと")
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 13
    assert (v.expected, v.actual) == ("return 'st'", "return 'th'")
    # ok: the same function on an argument it gives the stated value for
    assert _verdict("ordinal(22) は 'nd' を返すこと").outcome == "anchored"


def test_a_raise_python_makes_on_the_operation() -> None:
    # ruleid: string[0] of '' (the default-less second branch) raises IndexError, no empty string
    v = _verdict('camelize("", False) は空文字列を返すこと')
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 5
    assert v.actual == "raise IndexError"


def test_a_nested_call_and_a_lambda_replacement() -> None:
    # ruleid: camelize("io_error") gives 'IoError'
    v = _verdict("camelize(camelize('io_error', False)) は 'IOError' を返すこと")
    assert v.outcome == "contradicted" and v.actual == "return 'IoError'"


def test_an_agreeing_call_is_no_contradiction_for_any_text_rule() -> None:
    # ok: the call never reaches the TypeError branch its words share with the key item
    assert _verdict("check('maybe') returns None").outcome != "contradicted"
    assert _verdict("check('x', default=False) returns False").outcome != "contradicted"
    # ruleid: a string default does reach it
    v = _verdict("check('x', default='no') returns 'no'")
    assert v.outcome == "contradicted" and v.actual == "raise TypeError"


def test_what_cannot_be_run_says_nothing() -> None:
    assert evaluated_call("emit(3) returns 3", [SRC]) is None  # a call for its effect (print): not run
    assert evaluated_call("ordinal(x) returns 'st'", [SRC]) is None  # an argument no literal gives
    assert evaluated_call("ordinal(1) does not return 'th'", [SRC]) is None  # a negation
    assert claim("ordinal(1) と ordinal(2) は 'st' を返す", frozenset({"ordinal"})) is None  # two calls


def test_the_run_is_bounded() -> None:
    loop = "def spin(n):\n    while True:\n        n += 1\n    return n\n"
    assert call_outcome(loop, "spin(0)") is None
    deep = "def down(n):\n    return down(n - 1)\n"
    assert call_outcome(deep, "down(5)") is None


def test_the_doctests_run() -> None:
    import doctest

    from utspec.analyzers import py_eval
    from utspec.questions import evaluated_call as module

    for m in (py_eval, module):
        assert doctest.testmod(m).failed == 0, m.__name__
