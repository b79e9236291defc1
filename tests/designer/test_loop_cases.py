"""A loop's zero-iteration case says what the function then does, and a loop over written-out values has none.

cobra's NoDuplicateArgs said only "no element is processed" for `args` empty (the function then returns nil);
ky's `for (const year of [a, b, c])` got the input "An empty collection", which no caller can pass.
"""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

TS = """export function pick(value: number): number | undefined {
\tlet found: number | undefined;
\tfor (const year of [value - 100, value, value + 100]) {
\t\tif (year > 0) {
\t\t\tfound = year;
\t\t}
\t}
\treturn found;
}

export function total(items: number[]): number {
\tlet sum = 0;
\tfor (const item of items) {
\t\tif (item < 0) {
\t\t\tthrow new Error("negative");
\t\t}
\t\tsum += item;
\t}
\treturn 0;
}
"""


def _spec(tmp_path: Path) -> dict:
    return spec_of(tmp_path, {"pick.ts": TS}, "# Pick\n\nA negative item is an error.\n")


def test_zero_iterations_say_what_the_function_returns_and_literal_collections_get_no_case(tmp_path: Path) -> None:
    loops = [c for c in _spec(tmp_path)["cases"] if c["perspective"].startswith("Loop ")]
    assert [c["perspective"] for c in loops] == ["Loop `for (const item of items)` with nothing to iterate"], loops
    assert loops[0]["expected"].endswith("; the function returns `0`."), loops[0]["expected"]
