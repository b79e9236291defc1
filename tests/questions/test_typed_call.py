"""Key items writing a Java or Go call and its outcome, checked by running the call (issue 13, session 25).

The largest group of contradicted key items no rule caught in session 24 named a Java static method or a Go function
with literal arguments (Commons IO's `byteCountToDisplaySize(1536)`, Commons Lang's `toInt`); the new go-humanize and
Commons Math projects (labels committed before utspec ran on them) are of the same kind. Each `ruleid` below fails
with `questions.typed_call` switched off in `evaluated_call` unless it says the text rules read it too; each `ok` shows an
agreeing run keeps a text rule from calling the key item contradicted.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import typed_call as module
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.key_items import Inputs, Verdict, classify
from utspec.questions.typed_call import go_failure, language, typed_call

GO = SourceText(
    path="ordinals.go",
    text="""package h

import (
	"fmt"
	"strconv"
	"strings"
)

func Ordinal(x int) string {
	suffix := "th"
	switch x % 10 {
	case 1:
		if x%100 != 11 {
			suffix = "st"
		}
	case 2:
		if x%100 != 12 {
			suffix = "nd"
		}
	}
	return strconv.Itoa(x) + suffix
}

func ParseUnit(s string) (uint64, error) {
	switch strings.ToLower(s) {
	case "kb":
		return 1000, nil
	case "kib":
		return 1024, nil
	}
	return 0, fmt.Errorf("unhandled size name: %v", s)
}
""",
)

JAVA = SourceText(
    path="NumberUtils.java",
    text="""package p;

public class NumberUtils {

    public static int toInt(final String str) {
        return toInt(str, -1);
    }

    public static int toInt(final String str, final int defaultValue) {
        if (str == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(str);
        } catch (final NumberFormatException nfe) {
            return defaultValue;
        }
    }

    public static int checkedAdd(int x, int y) {
        long s = (long) x + (long) y;
        if (s < Integer.MIN_VALUE || s >= Integer.MAX_VALUE) {
            throw new ArithmeticException("overflow");
        }
        return (int) s;
    }
}
""",
)


def _verdict(text: str, src: SourceText) -> Verdict:
    return classify(text, Inputs.of(analyze([src]).items, [], [src]))


def test_a_go_value_the_call_does_not_return() -> None:
    # ruleid: Go's -1 % 10 is -1: no case, "-1th"
    v = _verdict('Ordinal(-1) は "-1st" を返すこと', GO)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 21
    assert (v.expected, v.actual) == ('return "-1st"', 'return "-1th"')
    # ruleid: 112 % 100 is 12
    assert _verdict('Ordinal(112) returns "112nd"', GO).outcome == "contradicted"
    # ok: the call gives the stated value
    assert _verdict('Ordinal(22) returns "22nd"', GO).outcome != "contradicted"


def test_a_go_error_result() -> None:
    # ruleid: the unit is lower-cased first, "KB" is known: 1000, nil
    v = _verdict('ParseUnit("KB") returns an error', GO)
    assert v.outcome == "contradicted" and (v.expected, v.actual) == ("return error", "return 1000")
    # ok: an unknown unit does return an error, stated in Japanese
    assert _verdict('ParseUnit("XB") はエラーを返すこと', GO).outcome != "contradicted"
    # ruleid: a value stated where the call returns an error
    assert _verdict('ParseUnit("XB") returns 0', GO).outcome == "contradicted"


def test_a_java_overload_that_delegates() -> None:
    # ruleid: toInt(String) passes -1 as the default
    v = _verdict('NumberUtils.toInt("abc") returns 0', JAVA)
    assert v.outcome == "contradicted" and v.place is not None and v.place.line == 6  # the -1 it forwards
    assert (v.expected, v.actual) == ("return 0", "return -1")
    # ruleid: the NumberFormatException is caught
    v = _verdict('NumberUtils.toInt("12x", 5) throws a NumberFormatException', JAVA)
    assert v.outcome == "contradicted" and v.actual == "return 5"


def test_a_java_exception_and_its_superclass() -> None:
    # ruleid (the text rules read this one too): `>=` throws for a sum an int holds
    v = _verdict("NumberUtils.checkedAdd(2147483646, 1) は 2147483647 を返すこと", JAVA)
    assert v.outcome == "contradicted" and v.actual == "raise ArithmeticException" and v.place is not None
    assert v.place.line in (22, 23)
    # ok: a stated superclass of the exception thrown agrees
    assert (
        _verdict("NumberUtils.checkedAdd(2147483647, 1) throws a RuntimeException", JAVA).outcome
        != "contradicted"
    )


def test_what_cannot_be_run_says_nothing() -> None:
    assert typed_call('Ordinal(n) returns "1st"', [GO]) is None  # no literal argument
    assert typed_call('Ordinal(1) does not return "1th"', [GO]) is None  # a negation
    assert (
        typed_call("NumberUtils.toInt(input) returns 0", [JAVA]) is None
    )  # an argument the text does not give
    assert (
        typed_call('ParseUnit("KB") returns nil', [GO]) is None
    )  # "nil" of a (T, error) function: its error
    assert typed_call("Ordinal(21) returns 21 and a suffix", [GO]) is None  # a number read short of a string
    assert language([GO, JAVA]) is None  # two languages: which one a name means is not known
    assert go_failure('Parse("x") returns an error or panics', 'Parse("x")') is None  # two outcomes


def test_evaluated_call_dispatches_java_and_go() -> None:
    run = evaluated_call('Ordinal(21) returns "21st"', [GO])
    assert run is not None and run.agrees and run.file == "ordinals.go"


def test_the_doctests_run() -> None:
    assert doctest.testmod(module).failed == 0


def test_a_go_failure_stated_with_its_message() -> None:
    # ok: "fails with "…"" states the error and its message, not a returned string (the linking corpus's semver-go:
    # `Parse("") fails with "Version string empty"` was read as a string the call should return)
    run = typed_call('ParseUnit("XB") fails with "unhandled size name: XB"', [GO])
    assert run is not None and run.agrees and run.expected == "return error"
    run = typed_call('ParseUnit("KB") is rejected', [GO])
    assert run is not None and not run.agrees and run.actual == "return 1000"
