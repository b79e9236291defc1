"""A name holding a named constant decides as the constant does (issue 13: constants used in conditions).

Shaped like CPython's ftplib (`MAXLINE = 8192`, `maxline = MAXLINE`, `len(line) > self.maxline`) and a
retry class whose field is filled from a parameter defaulting to a constant set.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import unexplained_literal
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, SourceText, TestSpec
from utspec.questions.key_items import Inputs, classify

FTP = """MAXLINE = 8192


class FTP:

    maxline = MAXLINE

    def getline(self):
        line = self.file.readline(self.maxline + 1)
        if len(line) > self.maxline:
            raise Error("got more than %d bytes" % self.maxline)
        return line
"""

AMBIGUOUS = """MAXLINE = 8192
OTHER = 100


class FTP:

    maxline = MAXLINE

    def reset(self):
        self.maxline = OTHER

    def getline(self):
        line = self.file.readline()
        if len(line) > self.maxline:
            raise Error("too long")
        return line
"""

RETRY = """ALLOWED_METHODS = frozenset({'GET', 'HEAD', 'PUT'})


class Retry:
    def __init__(self, total=3, allowed_methods=ALLOWED_METHODS):
        self.total = total
        self.allowed_methods = allowed_methods

    def is_retry(self, method, status_code):
        if method.upper() not in self.allowed_methods:
            return False
        return True
"""


def _questions(text: str) -> list[OpenQuestion]:
    src = SourceText(path="ftplib.py", text=text)
    inp = ReviewInput(TestSpec(designer="t"), analyze([src]).items, [], [], [src], language="en")
    return [q for q in unexplained_literal.check(inp) if isinstance(q, OpenQuestion)]


def test_a_limit_held_in_a_class_attribute_is_asked_by_the_constant() -> None:
    # ruleid: `len(line) > self.maxline` is `len(line) > MAXLINE` (8192)
    (q,) = [q for q in _questions(FTP) if "8192" in q.values]
    assert q.subject == "MAXLINE" and q.places == ["ftplib.py:10", "ftplib.py:1"]


def test_a_name_bound_to_two_constants_is_no_alias() -> None:
    assert not [q for q in _questions(AMBIGUOUS) if "8192" in q.values or "100" in q.values]  # ok: ambiguous


def test_a_field_filled_from_a_parameter_defaulting_to_a_constant_set_decides_a_claim() -> None:
    src = SourceText(path="retry.py", text=RETRY)
    inputs = Inputs.of(analyze([src]).items, [], [src])
    v = classify("A POST request is retried", inputs)  # ruleid: POST is not in ALLOWED_METHODS
    assert v.outcome == "contradicted" and v.ends_at == "retry.py:11"
    assert classify("A PUT request is retried", inputs).outcome != "contradicted"  # ok: PUT is allowed


def test_the_doctests_run() -> None:
    import doctest

    from utspec.questions import const_alias

    assert doctest.testmod(const_alias).failed == 0


TS = """const timestampThreshold = Date.parse('2024-01-01');

export const calculateRetryTimingDelay = (value: string, allowTimestamp: boolean): number => {
	let delay = Number(value) * 1000;
	if (
		allowTimestamp
		&& delay >= timestampThreshold
	) {
		delay -= Date.now();
	}
	return delay;
};
"""


def test_a_constant_built_by_a_call_on_one_literal_is_asked_by_that_literal() -> None:
    src = SourceText(path="retry-timing.ts", text=TS)
    inp = ReviewInput(TestSpec(designer="t"), analyze([src]).items, [], [], [src], language="en")
    # ruleid: `delay >= timestampThreshold` decides at Date.parse('2024-01-01')
    (q,) = [q for q in unexplained_literal.check(inp) if isinstance(q, OpenQuestion) and q.values == ["'2024-01-01'"]]
    assert q.subject == "timestampThreshold" and "retry-timing.ts:1" in q.places
    assert len(q.places) == len(set(q.places))  # the definition once, however many items name it
