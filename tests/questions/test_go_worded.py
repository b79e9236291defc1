"""Go key items that name a function or method and say its one input in words (issue 13, session 26).

"FromBytes returns an error for a 17-byte slice" and "Scan に int 型の値を渡すと nil を返す" were the uuid-go key items
no rule caught: the input is said, not written, and `Scan` is a method. `questions.go_worded` reads the words into
a value fixed only in part (`go_types.Opaque`); each `ruleid` fails with `typed_call._worded_go` switched off,
each `ok` shows an agreeing run, and the last test the inputs the words do not fix.
"""

from __future__ import annotations

import doctest

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions import go_worded
from utspec.questions.key_items import Inputs, Verdict, classify
from utspec.questions.typed_call import typed_call

SRC = SourceText(
    path="id.go",
    text="""package id

import (
	"errors"
	"fmt"
)

type ID [4]byte

func (id *ID) Fill(data []byte) error {
	if len(data) < 4 {
		return fmt.Errorf("short: %d", len(data))
	}
	copy(id[:], data)
	return nil
}

func FromBytes(b []byte) (id ID, err error) {
	err = id.Fill(b)
	return id, err
}

func (id *ID) Read(src interface{}) error {
	switch src := src.(type) {
	case nil:
		return nil
	case string:
		if src == "" {
			return nil
		}
		return errors.New("unparsed")
	default:
		return fmt.Errorf("cannot read %T", src)
	}
}

func Width(s string) int {
	return len(s) * 2
}
""",
)


def _verdict(text: str) -> Verdict:
    return classify(text, Inputs.of(analyze([SRC]).items, [], [SRC]))


def test_a_slice_of_a_said_length() -> None:
    # ruleid: `len(data) < 4` lets 5 bytes through: the test it passed is named, not the bare `return nil`
    v = _verdict("FromBytes returns an error for a 5-byte slice")
    assert (
        v.outcome == "contradicted" and v.place is not None and (v.place.line, v.actual) == (11, "return nil")
    )
    # ok: 3 bytes are short
    assert _verdict("FromBytes は 3 バイトのバイト列を渡すとエラーを返すこと").outcome != "contradicted"


def test_a_method_given_a_value_of_a_said_type() -> None:
    # ruleid: any int goes to the default case, an error
    v = _verdict("Read に int 型の値を渡すと nil を返すこと")
    assert (
        v.outcome == "contradicted" and v.place is not None and v.place.line in (32, 33)
    )  # the default case
    # ok: an empty string returns nil, whatever the receiver holds
    assert _verdict("Read of an empty string returns nil").outcome != "contradicted"


def test_a_string_of_a_said_length() -> None:
    # ruleid: len is 3, doubled
    run = typed_call("Width returns 5 for a string of 3 characters", [SRC])
    assert run is not None and not run.agrees and run.actual == "return 6"
    run = typed_call("Width は 3 文字の文字列を渡すと 6 を返すこと", [SRC])
    assert run is not None and run.agrees


def test_words_that_fix_no_input_say_nothing() -> None:
    assert typed_call("FromBytes returns an error for a short slice", [SRC]) is None  # no length
    assert typed_call("FromBytes returns an error for a 5-byte slice or 3 bytes", [SRC]) is None
    assert typed_call("Width returns 5 for 3", [SRC]) is None  # a number is no string (`string(3)` is a rune)
    assert typed_call("FromBytes does not return an error for a 5-byte slice", [SRC]) is None  # a negation
    assert typed_call("Read に 3 文字の文字列を渡すと nil を返すこと", [SRC]) is None  # `src == ""` reads it


def test_the_doctests_run() -> None:
    assert doctest.testmod(go_worded).failed == 0
