"""A Go function's returned error compared with the error type a key item names (google/uuid's Parse, cut down)."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.go_errors import returned_error
from utspec.questions.key_items import Inputs, classify, expectation

GO = """package uuid

type invalidLengthError struct{ len int }

func Parse(s string) (UUID, error) {
	var uuid UUID
	switch len(s) {
	case 36:

	case 36 + 9:
		if strings.ToLower(s[:9]) != "urn:uuid:" {
			return uuid, fmt.Errorf("invalid urn prefix: %q", s[:9])
		}
		s = s[9:]
	default:
		return uuid, invalidLengthError{len(s)}
	}
	return uuid, nil
}

func (v Variant) String() string {
	switch v {
	case Invalid:
		return "Invalid"
	}
	return "BadVariant"
}
"""


def _inputs() -> Inputs:
    srcs = [SourceText(path="uuid.go", text=GO)]
    return Inputs.of(analyze(srcs).items, [], srcs)


def test_returned_errors_are_read_from_the_last_result() -> None:
    assert returned_error('uuid, fmt.Errorf("a, b %q", s[:9])') == "fmt.Errorf"
    assert returned_error("uuid, invalidLengthError{len(s)}") == "invalidLengthError"
    assert returned_error("uuid, nil") is None


def test_a_returned_error_type_is_an_expectation_of_an_error() -> None:
    exp = expectation("A string of 40 characters makes Parse return an invalidLengthError")
    assert (exp.raises, exp.exception) == (True, "invalidlengtherror")


def test_another_error_returned_at_the_place_is_a_contradiction() -> None:
    v = classify(
        "A 45-character string whose prefix is not urn:uuid: makes Parse return an invalidLengthError",
        _inputs(),
    )
    assert v.outcome == "contradicted"
    assert v.place is not None and v.place.line == 11
    assert v.actual.startswith("return uuid, fmt.Errorf(")


def test_the_error_type_s_own_words_do_not_choose_the_place() -> None:
    # "invalidLengthError" says "invalid": without care it picked `case Invalid` and its `return "Invalid"`
    v = classify("A string of 40 characters makes Parse return an invalidLengthError", _inputs())
    assert v.outcome != "contradicted"
