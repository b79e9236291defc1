"""Go key items that make a value and call its methods in order (issue 13, session 26).

google/uuid's `Version(15).String()` and the methods of a struct a constructor returns are what a Go reviewer
writes of a type with methods. Each `ruleid` fails with `typed_call._go_sequence` switched off; each `ok` shows an
agreeing run; the last test the texts that give no one run.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import go_sequence
from utspec.questions.key_items import Inputs, Verdict, classify
from utspec.questions.typed_call import typed_call

SRC = SourceText(
    path="counter.go",
    text="""package counter

import (
	"errors"
	"fmt"
)

type Level byte

func (l Level) String() string {
	if l > 3 {
		return fmt.Sprintf("BAD_%d", l)
	}
	return fmt.Sprintf("L%d", l)
}

type Counter struct {
	step  int
	count int
}

func NewCounter(step int) (*Counter, error) {
	if step < 0 {
		return nil, errors.New("negative step")
	}
	return &Counter{step: step}, nil
}

func (c *Counter) Add() {
	c.count += c.step
}

func (c *Counter) Reset() {
	c.count = 0
}

func (c Counter) Value() int {
	return c.count
}
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_conversion_and_its_method() -> None:
    # ruleid: `l > 3`: 3 is still a level
    v = _verdict('Level(3).String() returns "BAD_3"')
    assert v.outcome == "contradicted" and (v.expected, v.actual) == ('return "BAD_3"', 'return "L3"')
    assert v.place is not None and v.place.line == 14 and v.ran == "Level(3) → String()"
    # ok
    assert _verdict('Level(4).String() は "BAD_4" を返すこと').outcome != "contradicted"


def test_a_constructor_and_methods_in_order() -> None:
    # ruleid: two adds of 2 after a reset: 4, not 6
    v = _verdict("NewCounter(2) に Add()、Reset()、Add()、Add() を呼ぶと Value() は 6 を返すこと")
    assert v.outcome == "contradicted" and v.actual == "return 4"
    assert v.ran == "NewCounter(2) → Add() → Reset() → Add() → Add() → Value()"
    # ok: Value has a value receiver, the pointer methods changed the counter it is called on
    assert _verdict("After NewCounter(3), Add() and Add(), Value() returns 6").outcome != "contradicted"


def test_what_gives_no_one_run_says_nothing() -> None:
    assert (
        typed_call("NewCounter(-1) に Add() を呼ぶと Value() は 0 を返すこと", [SRC]) is None
    )  # ctor failed
    assert typed_call("NewCounter(2) に Add() を 2 回呼ぶと Value() は 4", [SRC]) is None  # a repetition
    assert typed_call("NewCounter(2) で add した後 Value() は 2", [SRC]) is None  # a step said as a word
    assert (
        typed_call("NewCounter(2) に Add() を呼ぶと Value() は 2 にならないこと", [SRC]) is None
    )  # a negation
    assert typed_call("Value() returns 0", [SRC]) is None  # a receiver whose count is not said


def test_the_doctests_run() -> None:
    assert doctest.testmod(go_sequence).failed == 0


def test_a_call_inside_an_argument_is_run_as_written() -> None:
    src = SourceText(
        path="lv.go",
        text=SRC.text
        + "\nfunc (l Level) Above(o Level) bool {\n\treturn l > o\n}\n\nfunc Top() Level {\n\treturn Level(3)\n}\n",
    )
    v = classify("Level(3).Above(Top()) returns true", Inputs.of(analyze([src]).items, [], [src]))
    # ruleid: 3 > 3 is false
    assert v.outcome == "contradicted" and v.actual == "return false" and v.ran == "Level(3) → Above(Top())"
