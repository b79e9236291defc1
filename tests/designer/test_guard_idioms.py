"""C# guard idioms (hand-written in the shape of ardalis/GuardClauses): `throw creator?.Invoke() ?? new X(…)`,
`input is null`, `input == string.Empty`, `input.CompareTo(default(T)) < 0`, `String.IsNullOrWhiteSpace`.

Before these rules the spec of such a file was mostly "Values for which … is true" and "Not stated by the code:
see Q-effect" (the thrown type behind `??` was not read, `is null` and `string.Empty` gave no value, the
`CompareTo` boundary asked for a test double of an `int`).
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

CS = """using System;

public static class Guards
{
    public static T Negative<T>(T input, string? message = null, Func<Exception>? exceptionCreator = null)
        where T : struct, IComparable
    {
        if (input.CompareTo(default(T)) < 0)
        {
            Exception? exception = exceptionCreator?.Invoke();

            throw exception ?? new ArgumentException(message ?? "Input cannot be negative.", nameof(input));
        }

        return input;
    }

    public static string NotEmpty(string? input, Func<Exception>? exceptionCreator = null)
    {
        if (input is null)
        {
            throw new ArgumentNullException(nameof(input));
        }
        if (input == string.Empty)
        {
            throw exceptionCreator?.Invoke() ??
                new ArgumentException("Input was empty.", nameof(input));
        }
        if (String.IsNullOrWhiteSpace(input))
        {
            throw new ArgumentException("Input was blank.", nameof(input));
        }

        return input;
    }
}
"""


def _cases(tmp_path: Path) -> list[dict]:
    return spec_of(tmp_path, {"Guards.cs": CS})["cases"]


def _case(cases: list[dict], perspective: str) -> dict:
    return next(c for c in cases if c["perspective"].startswith(perspective))


def test_compare_to_zero_boundary_takes_the_input_and_states_the_throw(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    on = _case(cases, "`input.CompareTo(default(T)) < 0` at -1")
    assert on["input"] == "`input` = `-1`.", on
    assert on["expected"].startswith('`ArgumentException` is raised with the message "Input cannot be negative."'), on
    # The side that does not fire: the block opens with a local, so the throw it ends with is what does not happen.
    # It cites the throw with its `if`, whose side (off) tells the critic the throw does not fire (hobs16).
    off = _case(cases, "`input.CompareTo(default(T)) < 0` at 0")
    assert off["input"] == "`input` = `0`.", off
    assert off["expected"].startswith("`ArgumentException` with the message"), off
    assert off["expected"].endswith("is not raised."), off


def test_nullish_operand_of_a_throw_states_the_default_exception(tmp_path: Path) -> None:
    case = _case(_cases(tmp_path), "`exceptionCreator?.Invoke() ?? new ArgumentException(")
    assert case["input"] == "`exceptionCreator` = `null`.", case
    assert case["expected"].startswith('`ArgumentException` is raised with the message "Input was empty."'), case


def test_is_null_string_empty_and_whitespace_take_values(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    assert _case(cases, "`input is null` holds")["input"] == "`input` = `null`."
    assert _case(cases, "`input == string.Empty` holds")["input"] == '`input` = `""`.'
    assert _case(cases, "`String.IsNullOrWhiteSpace(input)` holds")["input"] == '`input` = `"   "`.'
    asked = [c["perspective"] for c in cases if "Q-effect" in c["expected"]]
    assert asked == [], asked
