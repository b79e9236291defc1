"""Infinity compared as a value is a literal decision (issue 13: must-ask literals).

npm retry 0.13.1 (bench/questions retry-ja-js): `forever: options && (options.forever || options.retries === Infinity)`
makes an operation retry forever; the readme documents `forever` alone. `Infinity` is a name, not a number literal,
so before `utspec.questions.infinite_values` no literal question was asked there.
"""

from __future__ import annotations

from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, Kind, Requirement, SourceText, TestSpec
from utspec.questions.literals import decisions

TEXT = "options.forever || options.retries === Infinity"
ITEM = ChecklistItem(id="retry.js:6:branch", kind=Kind.BRANCH, file="retry.js", line=6, end_line=6,
                     language="javascript", text=TEXT, symbol="operation")  # fmt: skip
SRC = SourceText(path="retry.js", text="\n" * 5 + f"  var forever = options && ({TEXT});\n")


def _asked(design: str) -> list[str]:
    req = Requirement(id="DR-1", file="d.md", line=1, kind="bullet", text=design)
    inp = ReviewInput(TestSpec(designer="t"), [ITEM], [req], [], [SRC], language="en")
    return [q.id for q in unexplained_literal.check(inp)]


def test_an_equality_with_infinity_is_a_decision() -> None:
    assert [(d.subject, d.values) for d in decisions([ITEM], [SRC])] == [("retries", ("Infinity",))]  # ruleid
    less = ITEM.model_copy(update={"text": "options.retries < Infinity"})
    assert decisions([less], [SRC]) == []  # ok: a finiteness test


def test_asked_unless_the_design_names_it_with_its_subject() -> None:
    assert _asked("`forever`: Whether to retry forever, defaults to `false`.") == ["Q-literal:retry.js:6:branch"]  # ruleid
    assert _asked("Setting `retries` to `Infinity` retries forever.") == []  # ok


def test_another_options_term_explains_nothing() -> None:
    # the readme's maxTimeout entry names Infinity and, as a word, "retries" (questions.other_term)
    other = "`maxTimeout`: The maximum number of milliseconds between two retries. Default is `Infinity`."
    assert _asked(other) == ["Q-literal:retry.js:6:branch"]  # ruleid
    assert _asked("`retries`: Set to `Infinity` to retry forever.") == []  # ok
