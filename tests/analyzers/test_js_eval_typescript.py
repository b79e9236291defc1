"""js_eval runs TypeScript functions: typed parameters and `as` / `!` casts are erased at run time (issue 12).

jstrutils' `toKatakana( value: string )` gave no run at all: a `required_parameter` was no pattern the evaluator
bound, so every TypeScript function with a typed parameter was out of reach of `case_run` and the argument search.
"""

from __future__ import annotations

from utspec.analyzers.js_eval import call_outcome

_TS = """export function f( value: string, n = 2, m?: number ): string {
  const a: number[] = [];
  return (value as string)! + n + String(m);
}
"""


def test_typed_parameters_are_bound() -> None:
    out = call_outcome([("f.ts", _TS)], 'f("ab")')
    assert out is not None and out.value == "ab2undefined"


def test_a_default_fills_an_omitted_typed_parameter_only() -> None:
    out = call_outcome([("f.ts", _TS)], 'f("ab", 5, 1)')
    assert out is not None and out.value == "ab51"
