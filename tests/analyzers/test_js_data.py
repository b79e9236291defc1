"""Arrays and objects as results of `js_eval.call_outcome`, an array spread, a function reached through an import
(session 28: check-ends-with-period and @geolonia/japanese-numeral's key items)."""

from __future__ import annotations

from utspec.analyzers import js_eval

CHECK = (
    "check.ts",
    """export const check = function (text: string, {marks = ["。", "."]}: {marks?: string[]} = {}) {
    const chars = [...text];
    const last = chars[chars.length - 1];
    const found = marks.find(m => text.endsWith(m));
    if (found) {
        return {valid: true, mark: found, index: chars.length - 1};
    }
    return {valid: false, mark: last, index: chars.length - 1};
};
""",
)


def test_an_object_result_is_given_only_when_asked_for() -> None:
    out = js_eval.call_outcome([CHECK], 'check("です。")', data=True)
    assert out is not None and out.value == {"valid": True, "mark": "。", "index": 2.0} and out.line == 6
    assert js_eval.call_outcome([CHECK], 'check("です。")') is None  # other callers read primitives only


def test_a_string_spreads_into_its_characters() -> None:
    out = js_eval.call_outcome([CHECK], 'check("abc", {marks: ["!"]})', data=True)
    assert out is not None and out.value == {"valid": False, "mark": "c", "index": 2.0}


def test_a_function_imported_by_another_module_is_one_function() -> None:
    utils = ("utils.ts", "export function twice(n: number) {\n  return n * 2\n}\n")
    index = (
        "index.ts",
        "import { twice } from './utils'\n\nexport function quad(n: number) {\n  return twice(twice(n))\n}\n",
    )
    out = js_eval.call_outcome([index, utils], "twice(4)")
    assert out is not None and out.value == 8.0 and out.file == "utils.ts" and out.line == 2
