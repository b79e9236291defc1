"""The literal shapes and explanations added for issue 13's recall (session 5): small pure rules."""

from __future__ import annotations

from utspec.models import ChecklistItem, Kind
from utspec.questions.leading_digit import class_end, leading_digits
from utspec.questions.literals import Decision, decisions, operand
from utspec.questions.scope import about_other_function


def _branch(text: str, line: int = 3, symbol: str | None = "f") -> ChecklistItem:
    return ChecklistItem(id=f"a.py:{line}:branch", kind=Kind.BRANCH, file="a.py", line=line, end_line=line, language="python",
                         symbol=symbol, text=text)  # fmt: skip


def _one(text: str) -> Decision | None:
    got = decisions([_branch(text)])
    return got[0] if got else None


def test_protocol_tokens_and_searched_words_are_codes() -> None:
    d = _one('version in ("HTTP/1.0", "HTTP/0.9")')
    assert d is not None and d.values == ('"HTTP/1.0"', '"HTTP/0.9"') and d.code_set
    d = _one('conn and "close" in conn.lower()')
    assert d is not None and d.subject == "conn" and d.values == ('"close"',)
    d = _one('conn == "keep-alive"')
    assert d is not None and d.values == ('"keep-alive"',)
    assert _one("mode == 'write'") is None  # a readable word of the program's own
    assert _one("'a long message here' in text") is None  # a sentence, not a token


def test_empty_string_beside_a_code_keeps_the_set() -> None:
    d = _one("passwd in {'', '-'}")
    assert d is not None and d.values == ("''", "'-'")


def test_every_named_code_of_a_line() -> None:
    d = _one("resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable")
    assert d is not None and d.values == ("http.StatusTooManyRequests", "http.StatusServiceUnavailable")
    assert d.constant is None  # a library's name, defined nowhere in the inputs


def test_a_measured_call_is_about_its_receiver() -> None:
    assert operand("resp.length() < 12") == "resp"
    assert operand("len(items) > 3") == "items"


def test_leading_digit_classes() -> None:
    assert leading_digits("All codes beginning with a 5 are negative permanent responses.") == {5}
    assert leading_digits("a 4XX client error or 5XX server error") == {4, 5}
    assert leading_digits("一時的エラー(400--499の範囲の応答コード)") == {4}
    assert leading_digits("1--5の数字で始まらない応答コード") == {1, 2, 3, 4, 5}
    assert leading_digits("between 400 and 600, or 1～47") == frozenset()
    assert class_end("500", frozenset({5})) and class_end("600", frozenset({5})) and class_end("599", frozenset({5}))
    assert class_end("'4'", frozenset({4})) and not class_end("450", frozenset({4}))


def test_a_statement_about_another_function() -> None:
    d = _one("resp.StatusCode == http.StatusTooManyRequests")
    assert d is not None
    fns = frozenset({"f", "backoff"})
    assert about_other_function("backoff", "Retry-After is read on a 429.", d, fns)  # heading names backoff
    assert about_other_function("", "voidcmd(cmd): returns on 200～299, else error_reply.", d, fns)  # an entry
    assert not about_other_function("Replies", "A 429 is retried.", d, fns)  # names no function
    assert not about_other_function("", "`f(x)`: 429 is retried.", d, fns)  # its own function
