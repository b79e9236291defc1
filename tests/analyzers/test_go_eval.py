"""The Go evaluator: Go's own semantics where they differ from Python's, and giving up where it cannot be exact."""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import fixed_ints, go_eval, go_library
from utspec.analyzers.go_eval import call_outcome
from utspec.analyzers.go_library import convert, sprintf
from utspec.analyzers.py_eval import Outcome, Unknown

# go-humanize 1.0.0's shapes (bench/questions humanize-go): a switch on a truncated remainder, digit groups built in a
# slice and joined, a unit table read with comma-ok, an `iota` constant block, (T, error) results.
SRC = [
    (
        "h.go",
        """package h

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

const (
	Byte = 1 << (iota * 10)
	KiByte
	MiByte
)

var table = map[string]uint64{
	"b":   Byte,
	"kib": KiByte, // with a comment inside the literal
}

func Ordinal(x int) string {
	suffix := "th"
	switch x % 10 {
	case 1:
		if x%100 != 11 {
			suffix = "st"
		}
	case 2:
		suffix = "nd"
	}
	return strconv.Itoa(x) + suffix
}

func Comma(v int64) string {
	sign := ""
	if v < 0 {
		sign = "-"
		v = 0 - v
	}
	parts := []string{"", "", "", "", "", "", ""}
	j := len(parts) - 1
	for v > 999 {
		parts[j] = strconv.FormatInt(v%1000, 10)
		switch len(parts[j]) {
		case 2:
			parts[j] = "0" + parts[j]
		case 1:
			parts[j] = "00" + parts[j]
		}
		v = v / 1000
		j--
	}
	parts[j] = strconv.Itoa(int(v))
	return sign + strings.Join(parts[j:], ",")
}

func Parse(s string) (uint64, error) {
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			break
		}
		n++
	}
	f, err := strconv.ParseFloat(s[:n], 64)
	if err != nil {
		return 0, err
	}
	unit := strings.ToLower(strings.TrimSpace(s[n:]))
	if m, ok := table[unit]; ok {
		return uint64(f * float64(m)), nil
	}
	return 0, fmt.Errorf("unhandled size name: %v", unit)
}

func Wrap(b byte) byte {
	return b + 1
}

func Must(s string) uint64 {
	v, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return v
}

func At(s string, i int) byte {
	return s[i]
}

func Check(ok bool) error {
	if !ok {
		return errors.New("not ok")
	}
	return nil
}

func Half(n int) string {
	return fmt.Sprintf("%.1f %s", float64(n)/2, "units")
}
""",
    )
]


def run(call: str) -> Outcome | None:
    return call_outcome(SRC, call)


def test_the_remainder_keeps_the_sign_of_the_dividend() -> None:
    assert run("Ordinal(-1)").value == "-1th"  # Python's -1 % 10 == 9 would give "-1th" too, but by case 9
    assert run("Ordinal(-11)").value == "-11th"
    assert run("Ordinal(21)").value == "21st"
    assert fixed_ints.trunc_mod(-1, 10) == -1 and fixed_ints.trunc_div(-7, 2) == -3


def test_slices_loops_and_switches() -> None:
    assert run("Comma(834142)").value == "834,142"
    assert run("Comma(-1000)").value == "-1,000"
    assert run("Comma(1001)").value == "1,001"


def test_an_error_result_is_an_outcome_of_its_own() -> None:
    assert run('Parse("2 kib")').value == 2048
    out = run('Parse("2 XB")')
    assert out is not None and out.kind == "raise" and out.value == "error"
    assert go_eval.error_message(SRC, 'Parse("2 XB")') == "unhandled size name: xb"
    assert run("Check(true)").value is None and run("Check(false)").value == "error"


def test_a_panic_is_an_outcome_at_its_line() -> None:
    out = run('Must("x")')
    assert out is not None and (out.kind, out.value) == ("raise", "panic")
    assert run('At("ab", 5)').value == "panic"  # index out of range
    assert run('At("ab", 1)').value == ord("b")


def test_fixed_width_integers_wrap() -> None:
    assert run("Wrap(255)").value == 0
    assert convert(-1, "uint8") == 255 and convert(2**31, "int32") == -(2**31)


def test_fmt_verbs() -> None:
    assert run("Half(5)").value == "2.5 units"
    assert sprintf("%d|%5.2f|%-3s|%x", 42, 3.14159, "a", 255) == "42| 3.14|a  |ff"
    with pytest.raises(Unknown):
        sprintf("%T", 1)  # a verb this evaluator does not print


def test_what_cannot_be_run_exactly_says_nothing() -> None:
    methods = [
        (
            "m.go",
            "package m\n\ntype T struct{ n int }\n\nfunc (t T) N() int { return t.n }\n\nfunc Make(n int) T {\n\treturn T{n: n}\n}\n",
        )
    ]
    assert call_outcome(methods, "Make(1)") is None  # a struct
    assert run('Parse("2 ü")') is None  # a string of more than one byte per character
    assert run("Ordinal(x)") is None  # an argument no literal gives
    assert run("Missing(1)") is None
    spin = [("s.go", "package s\n\nfunc Spin(n int) int {\n\tfor {\n\t\tn++\n\t}\n}\n")]
    assert call_outcome(spin, "Spin(0)") is None  # bounded


def test_the_doctests_run() -> None:
    for m in (go_eval, go_library, fixed_ints):
        assert doctest.testmod(m).failed == 0, m.__name__


def test_where_go_prints_or_reads_otherwise_it_is_not_guessed() -> None:
    for fmt, arg in (("%s", 5), ("%v", 1e6)):  # `%!s(int=5)`; `1e+06`
        with pytest.raises(Unknown):
            sprintf(fmt, arg)
    assert sprintf("%v", 123456.5) == "123456.5"
    assert go_library.LIBRARY["strconv.Atoi"]("12")[1] is None
    with pytest.raises(Unknown):  # Go reads ASCII digits only: an error, whose quoted message is not modelled
        go_library.LIBRARY["strconv.Atoi"]("١٢")
    with pytest.raises(Unknown):
        convert(1e30, "int64")  # out of range: what the platform gives


def test_append_runs_only_where_no_array_can_be_shared() -> None:
    src = [
        (
            "a.go",
            "package a\n\nfunc Grow(n int) []int {\n\tvar s []int\n\tfor i := 0; i < n; i++ {\n\t\ts = append(s, i)\n\t}\n\treturn s\n}\n\n"
            "func Count(n int) int {\n\ts := []int{}\n\tfor i := 0; i < n; i++ {\n\t\ts = append(s, i)\n\t}\n\treturn len(s)\n}\n\n"
            "func Alias() int {\n\ta := []int{1, 2, 3}\n\tb := append(a[:1], 9)\n\treturn a[1] + len(b)\n}\n\n"
            "func Live() int {\n\ts := []int{1, 2, 3}\n\tsum := 0\n\tfor i, v := range s {\n\t\tif i == 0 {\n\t\t\ts[2] = 10\n\t\t}\n\t\tsum += v\n\t}\n\treturn sum\n}\n",
        )
    ]
    assert call_outcome(src, "Count(3)").value == 3  # `s = append(s, i)`
    assert call_outcome(src, "Alias()") is None  # Go writes 9 into a's array (a[1] is 9): not modelled
    assert call_outcome(src, "Live()").value == 13  # range reads s[2] after the write, as Go does
