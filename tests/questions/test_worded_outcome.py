"""Outcomes said in words, read as the value they fix (issue 13, session 25).

"強いパスワードと判定されること", "2000 年はうるう年と判定されること", "4 と読まれること": the key item states what a
predicate returns, or what a value is read as, without writing the literal. Each `ruleid` test fails with
`worded_outcome` switched off in `evaluated_call.claim`; the `ok` ones hold either way (nothing is said).
"""

from __future__ import annotations

import pytest

from utspec.models import SourceText
from utspec.questions import evaluated_call as evaluated_call_module
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.worded_outcome import worded_outcome

# calendar.isleap as CPython 3.11 writes it (PSF-2.0), and a reader of small numerals
SRC = SourceText(
    path="cal.py",
    text="""def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def read_count(text):
    if text == 'IIII':
        raise ValueError('not a numeral')
    return len(text)
""",
)


def test_a_predicate_judged_so_is_true() -> None:
    # ruleid: 1900 is no leap year
    run = evaluated_call("isleap(1900) はうるう年と判定されること", [SRC])
    assert run is not None and not run.agrees and run.actual == "return False"
    # ok
    run = evaluated_call("isleap(2000) はうるう年と判定されること", [SRC])
    assert run is not None and run.agrees


def test_a_literal_said_to_be_what_the_input_is_read_as() -> None:
    # ruleid
    run = evaluated_call("read_count('IIII') は 4 と読まれること", [SRC])
    assert run is not None and not run.agrees and run.actual == "raise ValueError"


def test_switched_off_nothing_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluated_call_module, "worded_outcome", lambda rest, function: None)
    assert evaluated_call("isleap(1900) はうるう年と判定されること", [SRC]) is None


@pytest.mark.parametrize(
    ("rest", "function", "expected"),
    [
        ("は強いパスワードと判定されること", "isStrongPassword", (True, "true")),
        ("は存在しないと判定されること", "has", (False, "false")),
        ("は有効と判定されないこと", "isValid", (False, "false")),
        (" is considered valid", "validate", (True, "true")),
        (" is not considered valid", "isEmail", (False, "false")),
        ("は false と判定されること", "isStrongPassword", (False, "false")),
        # ok: the function's name does not answer yes or no, so the judgement fixes no value
        ("は強いパスワードと判定されること", "score", None),
        # ok: negated twice
        ("は存在しないと判定されないこと", "has", None),
        # ok: an adjective whose answer depends on the function
        (" is considered an error", "validate", None),
    ],
)
def test_worded_outcomes(rest: str, function: str, expected: object) -> None:
    assert worded_outcome(rest, function) == expected


def test_a_judgement_of_a_result_that_is_no_boolean_says_nothing() -> None:
    src = SourceText(path="s.py", text="def issue(n):\n    return 'T-' + str(n)\n")
    assert evaluated_call("issue(3) は有効と判定されること", [src]) is None


def test_a_topic_read_by_the_function_named() -> None:
    # ruleid: "X は f で 4 と読まれる" (roman's KT-12): X is the input, 4 the result, "4 つ" a count
    run = evaluated_call("'IIII' のような I が 4 つ続く文字列は read_count で 4 と読まれること", [SRC])
    assert run is not None and not run.agrees and run.claim.call == "read_count('IIII')"
    # ok
    run = evaluated_call("'III' は read_count で 3 と読まれること", [SRC])
    assert run is not None and run.agrees
