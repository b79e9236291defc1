"""A key item whose other inputs are unsaid still runs when its outcome does not depend on them (issue 13, session 28).

"retry_call with tries=0 raises ValueError" says nothing of `f`: `while 0:` returns None before `f` is read, so the
key item is contradicted; "... with tries=3 ..." reads `f` and says nothing. Each `ruleid` fails with
`keyword_call.keyword_call` switched off (`lambda *a: None`) and with `py_eval.unsaid_parameters` raising
`Unknown`; the `ok` cases are runs that read what was not said.
"""

from __future__ import annotations

import pytest

from utspec.analyzers import py_eval, py_opaque
from utspec.analyzers.py_eval import Unknown, call_outcome
from utspec.models import SourceText
from utspec.questions import keyword_call
from utspec.questions.evaluated_call import evaluated_call

SRC = SourceText(
    path="retrying.py",
    text="""import logging
import time
from functools import partial

LOG = logging.getLogger(__name__)


def _attempts(f, tries, logger):
    while tries:
        tries -= 1
        result = f()
        if result is not None:
            return result
        time.sleep(1)
    return None


def call_with(f, args=None, tries=3, logger=LOG, errors=Exception):
    args = args if args else list()
    return _attempts(partial(f, *args), tries, logger)


def checked(f, tries=3):
    if f is None:
        raise TypeError("f")
    return tries


def kinds(f, tries=3):
    if isinstance(f, str):
        return "text"
    return "other"


def pair(f, tries=3):
    return (f, tries)


def twice(n):
    return n * 2


def doubled(n, scale=1):
    return partial(twice, *[n])() * scale
""",
)


def _run(text: str) -> tuple[bool, str] | None:
    run = evaluated_call(text, [SRC])
    return (run.agrees, run.actual) if run is not None else None


def test_a_run_that_never_reads_the_unsaid_function_is_contradicted() -> None:
    # ruleid: unsaid-input
    assert _run("call_with with tries=0 raises ValueError") == (False, "return None")
    # ruleid: unsaid-input
    assert _run("call_with に tries=0 を渡すと 1 を返すこと") == (False, "return None")


def test_a_run_that_agrees_is_no_contradiction() -> None:
    # ruleid: unsaid-input
    assert _run("call_with given tries=0 returns None") == (True, "return None")


@pytest.mark.parametrize(
    "text",
    [
        "call_with with tries=3 returns None",  # calls f
        "checked with tries=2 returns 2",  # `f is None`
        "kinds with tries=2 returns 'other'",  # isinstance(f, str)
        "pair with tries=2 returns (None, 2)",  # the result holds f
        "call_with with retries=0 raises ValueError",  # no such parameter
    ],
)
def test_a_run_that_reads_what_was_not_said_says_nothing(text: str) -> None:
    # ok: unsaid-input
    assert evaluated_call(text, [SRC]) is None


def test_partial_of_a_source_function_with_spread_arguments_is_run() -> None:
    out = call_outcome(SRC.text, "doubled(4, scale=3)")
    assert out is not None and (out.kind, out.value) == ("return", 24)


def test_without_unsaid_values_the_call_is_not_run() -> None:
    assert call_outcome(SRC.text, "call_with(tries=0)") is None
    assert call_outcome(SRC.text, "call_with(tries=0)", unsaid=True) is not None


def test_switched_off_the_rule_finds_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(keyword_call, "keyword_call", lambda *a: None)
    import utspec.questions.evaluated_call as ec

    monkeypatch.setattr(ec, "keyword_call", lambda *a: None)
    assert _run("call_with with tries=0 raises ValueError") is None


def test_without_opaque_values_the_run_gives_up(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(names: object) -> dict[str, object]:
        raise Unknown

    monkeypatch.setattr(py_eval, "unsaid_parameters", refuse)
    assert _run("call_with with tries=0 raises ValueError") is None


def test_every_read_of_an_opaque_value_gives_up() -> None:
    value = py_opaque.Opaque("f")
    for op in (
        bool,
        str,
        repr,
        len,
        iter,
        hash,
        lambda v: v + 1,
        lambda v: 1 < v,
        lambda v: v == 1,
        lambda v: v.x,
    ):
        with pytest.raises(Unknown):
            op(value)
