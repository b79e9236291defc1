"""Shapes from LuhnDotNet (fresh third-party C#, read as a reviewer would).

- An expression-bodied member (`=> value % 2 == 0;`, or `=>` ending the line above) returns its comparison:
  each boundary value states `true` / `false`, not "not stated by the code"; a lambda handed to a call does not.
- `char.IsDigit(c)`: a digit and a letter are the inputs (`'5'`, `'a'`).
- "You can find the API documentation [here](…)." is no requirement.
"""

from __future__ import annotations

import doctest
from pathlib import Path

from tests.designer._one_file_run import spec_of

SRC = """public static class Luhn
{
    public static bool IsValid(this string number) =>
        number.Sum() == 0;

    private static bool IsEven(this int value) => value % 2 == 0;

    public static bool Check(this string number)
    {
        return number.Validate(
            n => n.Sum() == 0);
    }

    public static void ThrowIfNotDigit(this char c)
    {
        if (char.IsDigit(c))
        {
            return;
        }
        throw new InvalidCharacterException("not a digit");
    }
}
"""


def _cases(tmp_path: Path) -> dict[str, dict]:
    return {c["perspective"]: c for c in spec_of(tmp_path, {"Luhn.cs": SRC})["cases"]}


def test_expression_bodied_comparison_returns_true_or_false(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    assert cases["`value % 2 == 0` at 0 (on the condition)"]["expected"] == "The function returns `true`."
    assert cases["`value % 2 == 0` at 1 (off the condition)"]["expected"] == "The function returns `false`."
    assert cases["`number.Sum() == 0` at 0 (on the condition)"]["expected"] == "The function returns `true`."


def test_a_lambda_argument_returns_to_its_call_not_the_caller(tmp_path: Path) -> None:
    case = _cases(tmp_path)["`n.Sum() == 0` at 0 (on the condition)"]
    assert "returns `true`" not in case["expected"], case["expected"]


def test_char_class_inputs(tmp_path: Path) -> None:
    cases = _cases(tmp_path)
    assert "`c` = `'5'`" in cases["`char.IsDigit(c)` holds"]["input"]


def test_statement_kind_doctests() -> None:
    from utspec.inputs import statement_kind

    assert doctest.testmod(statement_kind).failed == 0
