"""Go methods, structs, arrays and partly-said inputs run by `analyzers.go_instances` (issue 13, session 26).

google/uuid's contradicted key items (`FromBytes` of a 17-byte slice, `Scan` of an int) need a method with a
pointer receiver filling a `[16]byte` type, a type switch, and inputs the text gives only in part. Each test below
fails with `go_instances` reduced to `go_eval` (its run gives up on every one of these shapes).
"""

from __future__ import annotations

import doctest

from utspec.analyzers import go_eval, go_instances
from utspec.analyzers.go_instances import call_outcome, run
from utspec.analyzers.go_types import Opaque, signatures

SRC = [
    (
        "id.go",
        """package id

import (
	"errors"
	"fmt"
)

type ID [4]byte

type Kind byte

type lengthError struct{ n int }

func (e lengthError) Error() string {
	return fmt.Sprintf("bad length %d", e.n)
}

type Box struct {
	Name  string
	Count int
}

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

func Check(s string) (ID, error) {
	var id ID
	switch len(s) {
	case 8:
		return id, errors.New("not yet")
	}
	return id, lengthError{len(s)}
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

func (k Kind) String() string {
	if k > 3 {
		return fmt.Sprintf("BAD_%d", k)
	}
	return fmt.Sprintf("KIND_%d", k)
}

func (b *Box) Add(n int) int {
	b.Count += n
	return b.Count
}

func Twice(n int) int {
	b := Box{Name: "x"}
	c := b
	c.Add(n)
	b.Add(n)
	return b.Add(n) + c.Count
}

func First(id ID) byte {
	return id[0]
}
""",
    )
]


def test_a_pointer_receiver_fills_the_array_of_a_named_result() -> None:
    out = run(SRC, "FromBytes", [[Opaque("byte")] * 5])
    assert out is not None and (out.kind, out.value) == ("return", None)
    assert out.file == "id.go" and out.line == 28  # the callee's `return nil` decided the error
    short = run(SRC, "FromBytes", [[Opaque("byte")] * 3])
    assert short is not None and short.kind == "raise" and short.line == 25
    assert go_eval.call_outcome(SRC, "FromBytes([]byte{1, 2, 3, 4, 5})") is None  # what go_eval alone gives


def test_a_struct_error_and_a_string_of_a_said_length() -> None:
    out = run(SRC, "Check", [Opaque("string", 40)])
    assert out is not None and out.kind == "raise" and out.line == 42  # lengthError{…} is an error
    assert run(SRC, "Check", [Opaque("string", None)]) is None  # no length said: len() is not known


def test_a_type_switch_reads_only_the_type() -> None:
    assert (out := run(SRC, "Read", [Opaque("int")], "ID")) is not None and out.kind == "raise"
    assert out.line == 55
    assert (out := run(SRC, "Read", [""], "ID")) is not None and (out.kind, out.line) == ("return", 51)
    assert run(SRC, "Read", [Opaque("string", 3)], "ID") is None  # `src == ""` reads the value


def test_a_method_of_a_named_basic_type_and_value_semantics() -> None:
    assert (out := call_outcome(SRC, "Kind(3).String()")) is not None and out.value == "KIND_3"
    assert (out := call_outcome(SRC, "Kind(4).String()")) is not None and out.value == "BAD_4"
    # `c := b` copies the struct; the pointer receiver changes the variable it is called on
    assert (out := call_outcome(SRC, "Twice(2)")) is not None and out.value == 6
    assert call_outcome(SRC, "First(ID{7, 8})") is not None


def test_an_unsaid_value_is_never_read() -> None:
    assert run(SRC, "First", [Opaque("ID")]) is None
    assert call_outcome(SRC, "Error()") is None  # lengthError's: a receiver whose `n` is not said


def test_signatures_name_methods_one_type_alone_defines() -> None:
    sigs = signatures(SRC)
    assert sigs["Read"] == ("ID", ["interface{}"]) and sigs["FromBytes"] == (None, ["[]byte"])
    assert "Fill" in sigs and sigs["Fill"][0] == "ID"


def test_the_doctests_run() -> None:
    assert doctest.testmod(go_instances).failed == 0


LIB = [
    (
        "v.go",
        """package v

import (
	"errors"
	"strconv"
	"strings"
)

const digits = "0123456789"

func only(s string, set string) bool {
	return strings.IndexFunc(s, func(r rune) bool {
		return !strings.ContainsRune(set, r)
	}) == -1
}

func Render(s string) (string, error) {
	parts := strings.SplitN(s, ".", 2)
	if len(parts) != 2 || !only(parts[0], digits) {
		return "", errors.New("bad")
	}
	n, err := strconv.ParseUint(parts[0], 10, 64)
	if err != nil {
		return "", err
	}
	b := make([]byte, 0, 5)
	b = strconv.AppendUint(b, n+1, 10)
	b = append(b, '.')
	b = append(b, parts[1]...)
	return string(b), nil
}

func Must(s string) string {
	r, err := Render(s)
	if err != nil {
		panic("must: " + err.Error())
	}
	return r
}

func Grow(n int) int {
	s := make([]int, 0, 4)
	s = append(s, n)
	t := s[:2]
	return len(t)
}
""",
    )
]


def test_a_closure_strings_indexfunc_and_appends_of_a_byte_slice() -> None:
    # `only` passes a function literal closing over `set` to strings.IndexFunc
    assert (out := call_outcome(LIB, 'Render("41.x")')) is not None and out.value == "42.x"
    assert (out := call_outcome(LIB, 'Render("4a.x")')) is not None and out.kind == "raise"
    assert go_eval.call_outcome(LIB, 'Render("41.x")') is None  # what go_eval alone gives
    # an error's Error() in a panic message
    assert (out := call_outcome(LIB, 'Must("x")')) is not None and (out.kind, out.value) == ("raise", "panic")


def test_a_reslice_past_the_length_of_a_slice_gives_up() -> None:
    # Go allows `s[:2]` within the capacity (4): no panic; the capacity is not modelled, so nothing is said
    assert call_outcome(LIB, "Grow(1)") is None
