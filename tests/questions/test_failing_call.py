"""A key item that says every attempt fails, run with stand-in functions that always raise (issue 13, session 29).

"When every attempt fails, retry_call returns None": `retry_call(f)` is run with an `f` raising Exception, then one
raising ValueError; both end at the bare `raise` that re-raises the last failure, so the key item is contradicted and
the question quotes the words and the stand-ins. `ruleid` cases fail with `evaluated_call`'s hook switched off
(`failing_call.failing_runs` → None) or with `py_eval`'s `try` support removed (`py_handlers.run_try` raising
`Unknown`); `ok` cases are runs whose outcome depends on the stand-in (unsettled) or texts of another shape.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import analyze, py_handlers
from utspec.analyzers.py_eval import Unknown, call_outcome
from utspec.analyzers.py_handlers import Failing
from utspec.analyzers.py_random import PinnedRandom
from utspec.models import KeyItem, SourceText
from utspec.questions import failing_call
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

SRC = SourceText(
    path="api.py",
    text="""import logging
import time

LOG = logging.getLogger(__name__)


def _loop(f, exceptions=Exception, tries=3, delay=0, logger=LOG):
    while tries:
        try:
            return f()
        except exceptions as e:
            tries -= 1
            if not tries:
                raise
            if logger is not None:
                logger.warning('%s, retrying in %s seconds...', e, delay)
            time.sleep(delay)


def retry_call(f, tries=3, delay=0):
    return _loop(f, Exception, tries, delay)


def only_values(f):
    try:
        return f()
    except ValueError:
        return None
""",
)


def _asked(text: str, language: str = "en") -> str:
    kt = KeyItem(id="KT-1", text=text, file="k.md", line=1)
    q = question(kt, classify(text, Inputs.of(analyze([SRC]).items, [], [SRC])), language, [])
    assert q is not None
    return q.question


def test_every_attempt_failing_re_raises_and_contradicts_returns_none() -> None:
    # ruleid: the last failure is raised again at `raise` (line 14), for both stand-ins
    run = evaluated_call("When every attempt fails, retry_call returns None", [SRC])
    assert run is not None and not run.agrees and run.actual == "raise" and run.line == 14
    assert run.stand_in == (
        "retry_call(f)",
        "f() raises Exception, f() raises ValueError",
        "every attempt fails",
    )
    asked = _asked("When every attempt fails, retry_call returns None")
    assert "'every attempt fails'" in asked and "f() raises ValueError" in asked
    ja = _asked("すべての試行が失敗した場合、retry_call は None を返すこと", "ja")
    assert "代わりの値（f() raises Exception, f() raises ValueError）" in ja


def test_the_condition_may_follow_the_outcome() -> None:
    # ruleid: "… returns None when every attempt fails": the phrase is the condition, after the outcome
    run = evaluated_call("retry_call returns None when every attempt fails", [SRC])
    assert run is not None and not run.agrees and run.actual == "raise"


def test_a_handler_for_one_class_only_makes_the_outcome_unsettled() -> None:
    # ok: `except ValueError` returns None for the ValueError stand-in and lets Exception through: asked, not contradicted
    run = evaluated_call("When every call fails, only_values returns None", [SRC])
    assert run is not None and run.unsettled and not run.agrees
    v = classify(
        "When every call fails, only_values returns None", Inputs.of(analyze([SRC]).items, [], [SRC])
    )
    assert v.outcome != "contradicted"


@pytest.mark.parametrize(
    "text",
    [
        "retry_call returns None",  # no failing said
        "When every attempt fails, retry_call(f, tries=2) returns None",  # a written call: its own rule
        "When the first attempt fails, retry_call returns None",  # not every attempt
        "retry_call always fails when tries=0",  # what the function does, not what it is given
    ],
)
def test_other_shapes_get_no_stand_in(text: str) -> None:
    assert failing_call.failing_call(text, {"retry_call": ["f"]}, frozenset({"retry_call"})) is None


def test_switched_off_nothing_is_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(failing_call, "failing_runs", lambda *a: None)
    assert evaluated_call("When every attempt fails, retry_call returns None", [SRC]) is None


def test_try_except_sleep_and_logger_are_run() -> None:
    # ruleid: a handler, a re-raise, a logger call and a sleep (a negative sleep raises ValueError as CPython does)
    out = call_outcome(SRC.text, "retry_call(g)", names={"g": Failing("KeyError")})
    assert out is not None and (out.kind, out.value, out.line) == ("raise", "KeyError", 14)
    out = call_outcome(SRC.text, "retry_call(g, delay=-1)", names={"g": Failing("KeyError")})
    assert out is not None and (out.kind, out.value, out.line) == ("raise", "ValueError", 17)


def test_without_try_support_the_run_gives_up(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_a: object, **_k: object) -> None:
        raise Unknown

    monkeypatch.setattr("utspec.analyzers.py_eval.run_try", refuse)
    assert call_outcome(SRC.text, "retry_call(g)", names={"g": Failing("KeyError")}) is None
    assert evaluated_call("When every attempt fails, retry_call returns None", [SRC]) is None


def test_a_caught_exception_is_never_read() -> None:
    src = "def f(g):\n    try:\n        return g()\n    except Exception as e:\n        return str(e)\n"
    assert call_outcome(src, "f(g)", names={"g": Failing("ValueError")}) is None


def test_the_doctests_run() -> None:
    for module in (failing_call, py_handlers):
        assert doctest.testmod(module).failed == 0


# redo 3.0.1's retry loop, cut down (MPL-2.0; bench/questions/projects/redo-ja-py): a generator of sleeps with a random
# jitter, `assert callable(action)`, `getattr(action, "__name__", action)`, a logging method read as a value and
# `try/except/finally` (session 30)
REDO = SourceText(
    path="redo.py",
    text="""import logging
import random
import time

log = logging.getLogger(__name__)


def retrier(attempts=5, sleeptime=10, jitter=1):
    for _ in range(attempts):
        yield sleeptime
        sleeptime = sleeptime + random.uniform(-jitter, jitter)
        if _ < attempts - 1:
            time.sleep(sleeptime)


def retry(action, attempts=5, sleeptime=60, jitter=1):
    assert callable(action)
    action_name = getattr(action, "__name__", action)
    n = 1
    for _ in retrier(attempts=attempts, sleeptime=sleeptime, jitter=jitter):
        try:
            logfn = log.info if n != 1 else log.debug
            logfn("calling %s, attempt #%d", action_name, n)
            return action()
        except Exception:
            if n == attempts:
                raise
            continue
        finally:
            n += 1
""",
)


def test_a_generator_a_finally_and_pinned_random_draws_are_run() -> None:
    # ruleid: every attempt fails: the fifth re-raises at line 27 for both stand-ins and both ends of the draws
    run = evaluated_call("すべての試行が失敗した場合、retry は None を返すこと", [REDO])
    assert run is not None and not run.agrees and (run.actual, run.line) == ("raise", 27)
    assert run.stand_in[1].endswith("; random draws at the low end of their range, then at the high end")
    # the finally runs after `continue`: attempts=0 never calls the action and returns None (the loop never turns)
    out = call_outcome(REDO.text, "retry(g, attempts=0)", names={"g": Failing("KeyError")}, draws=PinnedRandom("low"))
    assert out is not None and (out.kind, out.value) == ("return", None)
    # an ordinary run still gives up at random
    assert call_outcome(REDO.text, "retry(g, attempts=2)", names={"g": Failing("KeyError")}) is None


@pytest.mark.parametrize(
    "off",
    [
        ("utspec.analyzers.py_eval.is_generator", lambda node: False),
        ("utspec.analyzers.py_eval.draw", lambda *a: (_ for _ in ()).throw(Unknown())),
        ("utspec.analyzers.py_eval.stand_in_read", lambda *a: (_ for _ in ()).throw(Unknown())),
    ],
)
def test_without_generators_draws_or_stand_in_reads_the_run_gives_up(
    monkeypatch: pytest.MonkeyPatch, off: tuple[str, object]
) -> None:
    monkeypatch.setattr(*off)
    assert evaluated_call("すべての試行が失敗した場合、retry は None を返すこと", [REDO]) is None


def test_a_finally_that_returns_replaces_the_raise_but_not_a_run_given_up() -> None:
    src = "def f(g):\n    try:\n        return g()\n    finally:\n        return 3\n"
    out = call_outcome(src, "f(g)", names={"g": Failing("ValueError")})
    assert out is not None and (out.kind, out.value) == ("return", 3)
    src = "def f(g):\n    try:\n        return open(g)\n    finally:\n        return 3\n"
    assert call_outcome(src, "f(g)", names={"g": Failing("ValueError")}) is None


def test_an_open_ended_generator_gives_up_past_its_bound() -> None:
    src = "def gen():\n    n = 0\n    while True:\n        yield n\n        n += 1\n\n\ndef first():\n    for x in gen():\n        if x == 3:\n            return x\n"
    out = call_outcome(src, "first()")
    assert out is not None and out.value == 3
    src2 = src.replace("if x == 3", "if x == -1")
    assert call_outcome(src2, "first()") is None


RUN_ALL = SourceText(
    path="run_all.py",
    text="""def run_all(action, times=1):
    assert callable(action)
    for _ in range(times):
        action()
    return None if times == 0 else 'done'
""",
)


def test_an_unsaid_function_parameter_is_run_as_stand_in_functions() -> None:
    # ruleid (session 30, the lead's decision 1): `action` is unsaid and called in the body; run with one stand-in
    # returning a value and one raising Exception, both return None where the key item says 'done'
    run = evaluated_call("run_all with times=0 returns 'done'", [RUN_ALL])
    assert run is not None and not run.agrees and run.actual == "return None"
    assert run.stand_in == ("run_all(times=0)", "action() returns a value, action() raises Exception")
    # ok: the stated outcome for both stand-ins
    assert evaluated_call("run_all with times=0 returns None", [RUN_ALL]).agrees  # type: ignore[union-attr]
    # ok: times=1 calls the stand-in: one returns 'done', one raises Exception: unsettled, never contradicted
    unsettled = evaluated_call("run_all with times=1 returns None", [RUN_ALL])
    assert unsettled is not None and unsettled.unsettled and not unsettled.each


def test_without_function_stand_ins_the_unsaid_function_gives_the_run_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("utspec.questions.callable_stand_in.callable_runs", lambda *a: None)
    assert evaluated_call("run_all with times=0 returns 'done'", [RUN_ALL]) is None
