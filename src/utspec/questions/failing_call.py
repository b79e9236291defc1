"""A key item that says in words that every attempt fails, run with a stand-in function that always raises.

"When every attempt fails, retry_call returns None" names `retry_call`, whose one required parameter is the function
it retries, and says of that function only that it fails each time. A reviewer checks it by passing a function that
raises on every call and watching what `retry_call` does; so does this, under the lead's rules for stand-ins
(session 29): the stand-in follows from the words alone (a function raising a builtin exception on every call),
two are run (`Exception`, `ValueError`: the words do not say which exception), a contradiction is claimed only when
both give the same outcome (a re-raise of whichever exception the stand-in raised counts as the same), and the
question quotes the words and the stand-ins (`EvaluatedCall.stand_in`).

Read: exactly one phrase of failing on every attempt ("every attempt fails", "all calls fail", "if the function always fails",
"すべての試行が失敗", "毎回失敗", "常に例外"), one Python function of the sources named as code with exactly one
required parameter, no call written, the phrase before the function's name (after it, it says what the function
does); the outcome is what follows the name.
Anything else: None.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from utspec.analyzers.py_eval import Outcome, call_outcome
from utspec.analyzers.py_handlers import Failing
from utspec.analyzers.py_random import ENDS, End, PinnedRandom, imports_random
from utspec.models import SourceText
from utspec.questions.stand_in_runs import combined

if TYPE_CHECKING:
    from utspec.questions.evaluated_call import EvaluatedCall

#: "every attempt fails" and its forms: the function given is a stand-in that raises on every call.
EVERY_FAILS = re.compile(
    r"\b(?:every|each|all)\s+(?:(?:of\s+the\s+)?(?:attempts?|calls?|tries|retries))\s+(?:fails?|raises?)\b"
    r"|\b(?:it|f|the\s+function|the\s+callable|the\s+action)\s+always\s+(?:fails|raises)\b"
    r"|(?:すべて|全て|毎回|常に|いつも|全部)の?\s*(?:試行|呼び出し|実行|リトライ)?\s*(?:が|で)?\s*(?:失敗|例外)",
    re.I,
)
#: The exceptions the stand-in raises: the words name none, so two unrelated builtin classes are run.
EXCEPTIONS = ("Exception", "ValueError")
#: The name the stand-in goes by in the call run.
_NAME = "__stand_in"


def failing_call(
    text: str, required: dict[str, list[str]], defined: frozenset[str]
) -> tuple[str, str, str, str] | None:
    """(function, its one required parameter, the phrase, the text after the function's name), or None.

    >>> failing_call("When every attempt fails, retry_call returns None", {"retry_call": ["f"]}, frozenset({"retry_call"}))
    ('retry_call', 'f', 'every attempt fails', ' returns None')
    >>> failing_call("すべての試行が失敗した場合、retry_call は None を返すこと", {"retry_call": ["f"]}, frozenset({"retry_call"}))[2:]
    ('すべての試行が失敗', ' は None を返すこと')
    >>> failing_call("When every attempt fails, retry_call(f, tries=2) returns None", {"retry_call": ["f"]}, frozenset({"retry_call"})) is None
    True
    """
    from utspec.questions.worded_input import _named

    phrases = list(EVERY_FAILS.finditer(text))
    name = _named(text, defined)
    if len(phrases) != 1 or name is None or len(required.get(name, [])) != 1 or "(" in text:
        return None
    at = re.search(rf"(?<![\w.]){re.escape(name)}(?![\w(])", text)
    before = text[: phrases[0].start()]
    if at is None or (
        phrases[0].end() > at.start() and not re.search(r"\b(?:when|if|once)\s+$", before, re.I)
    ):
        return None  # "retry_call always fails when …" says what the function does, not what it is given
    return name, required[name][0], phrases[0].group(0), text[at.end() :]


def failing_runs(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """The key item run once per stand-in exception and the runs combined (`stand_in_runs.combined`), or None."""
    from utspec.questions import evaluated_call as ec

    if not EVERY_FAILS.search(text):
        return None  # most statements: nothing to read, and the sources are not parsed for them
    functions = ec._functions(sources)
    py = {n: s for n, s in functions.items() if ec._kind(s.path) == "py"}
    found = failing_call(text, ec._required(sources), frozenset(py))
    if found is None:
        return None
    name, param, words, rest = found
    c = ec.claim(f"{name}({_NAME}){rest}", frozenset(py))
    if c is None:
        return None
    src = py[name]
    runs: list[EvaluatedCall | None] = []
    labels: list[str] = []
    # a run drawing random numbers (redo's jitter) is made with every draw at each end of its range (py_random)
    made: list[tuple[str, Outcome | None, End | None]] = []
    for exception in EXCEPTIONS:
        pinned = PinnedRandom(ENDS[0]) if imports_random(src.text) else None
        made.append((exception, call_outcome(src.text, c.call, names={_NAME: Failing(exception)}, draws=pinned), None))
        if pinned is not None and pinned.drawn:
            high = call_outcome(src.text, c.call, names={_NAME: Failing(exception)}, draws=PinnedRandom(ENDS[1]))
            made[-1] = (exception, made[-1][1], ENDS[0])
            made.append((exception, high, ENDS[1]))
    for exception, out, end in made:
        if out is None:
            return None
        labels.append(f"{param}() raises {exception}" + (f", random draws at their {end} end" if end else ""))
        agrees = ec._agrees(c, out, "py", ec._bases(sources))
        if agrees is None:
            return None
        lines = src.text.split("\n")
        statement = lines[out.line - 1].strip() if 0 < out.line <= len(lines) else ""
        # the stand-in's own exception raised again is one outcome for every stand-in: "raise" (re-raised)
        actual = "raise" if out.kind == "raise" and out.value == exception else ec._shown(out, "py")
        runs.append(ec.EvaluatedCall(c, src.path, out.line, statement, actual, agrees, out.path))
    both = combined(runs, labels)
    if both is None:
        return None
    from dataclasses import replace

    shown = f"{name}({param})"
    # said once: each exception, and the ends when the run drew (the per-run labels list them only when they differ)
    said = ", ".join(f"{param}() raises {e}" for e in EXCEPTIONS)
    if any(end is not None for _, _, end in made):
        said += "; random draws at the low end of their range, then at the high end"
    agrees = both[0].agrees and not both[1] and not both[2]
    return replace(both[0], stand_in=(shown, said, words), unsettled=both[1], each=both[2], agrees=agrees)


__all__ = ["EVERY_FAILS", "EXCEPTIONS", "failing_call", "failing_runs"]
