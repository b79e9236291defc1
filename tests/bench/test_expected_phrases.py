"""bench/expected/phrases.py, the independent recogniser behind "expected results naming an observable" (issue 12).

It imports nothing of utspec. An exception is recognised by the syntax that raises it (`is raised`,
`is thrown`, `が送出される`), not by an `Error`/`Exception` suffix: `LineTooLong`, `BadStatusLine`, `Abort` and
Go's `ErrNotFound` are exceptions a test names. A lower-case name (`e`, `attempt.get`) is a variable or a call,
and a hedge still wins.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from expected.phrases import RAISED_BY_SYNTAX, is_observable  # noqa: E402


@pytest.mark.parametrize(
    ("text", "observable"),
    [
        ('`LineTooLong` is raised with the message "header line".', True),
        ('`LineTooLong` with the message "header line" is not raised.', True),
        ("`BadStatusLine` is raised with `line`.", True),
        ("`http.client.RemoteDisconnected` is thrown.", True),
        ("`ErrNotFound` is propagated.", True),
        ('`BadGzipFile` が送出される（メッセージ "Unknown compression method"）。', True),
        ('メッセージ "Unknown compression method" の `BadGzipFile` は送出されない。', True),
        ("`ValueError` is raised.", True),  # the suffix rule still holds
        ("`e` is raised.", False),  # the caught variable: which exception is the test's to say
        ("`attempt.get` が送出される（引数 `tb`）。", False),  # a call's name, not a type
        ("`LineTooLong` is raised or is handled as the code states.", False),  # a hedge wins
        ("`Abort` is a class.", False),  # a capitalised name alone is no raise
        ("`digit` is not set to `digit(firstChar, radix)`.", False),
        # a generator's output (session 15): what it yields, and that it yields nothing more
        ("The generator yields `LintProblem(line.line_no, 1, 'too many blank lines')`.", True),
        ("ジェネレーターが `LintProblem(x)` を yield する。", True),
        ("The generator ends: nothing more is yielded.", True),
        ("The generator yields something.", False),
    ],
)
def test_is_observable(text: str, observable: bool) -> None:
    assert is_observable(text) is observable


def test_syntax_rule_is_what_counts_a_suffix_less_exception() -> None:
    # Without RAISED_BY_SYNTAX the suffix-less names fall back to not observable: the rows above can fail.
    text = "`SMTPRecipientsRefused` is raised with `senderrs`."
    assert any(p.search(text) for p in RAISED_BY_SYNTAX)
    import expected.phrases as ph

    assert not any(p.search(text) for p in ph.OBSERVABLE)
