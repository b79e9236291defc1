"""Loop cases: a `while` says which condition is false; a loop over a written-out constant collection has none.

Humanizer's `ToRoman` (MIT): `foreach (var pair in RomanNumeralsSequence)` over a `static readonly` array and
`while (input >= pair.Value)` both said "An empty collection (zero iterations)".
"""

from __future__ import annotations

import doctest
import json
from pathlib import Path

from typer.testing import CliRunner

from utspec.designer.offline import loop_inputs

CS = """class Roman {
    static readonly int[] Values =
    [
        1000, 500, 1,
    ];

    public static int Count(int input, int[] extra)
    {
        var total = 0;
        foreach (var v in Values)
        {
            while (input >= v)
            {
                input -= v;
                total++;
            }
        }
        foreach (var e in extra)
        {
            total += e;
        }
        return total;
    }
}
"""


def test_loop_cases_name_what_a_caller_can_set(tmp_path: Path) -> None:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "Roman.cs").write_text(CS, encoding="utf-8")
    (tmp_path / "design.md").write_text("# Roman\n\nCounts numerals.\n", encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    res = CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    assert (out / "spec.json").exists(), res.output
    cases = json.loads((out / "spec.json").read_text(encoding="utf-8"))["cases"]
    loops = {c["perspective"]: c["input"] for c in cases if c["perspective"].startswith("Loop ")}
    assert loops == {
        "Loop `input >= v` with nothing to iterate": "Values for which `input >= v` is false (the code names no literal to choose them from).",
        "Loop `foreach (var e in extra)` with nothing to iterate": "`extra` is empty (zero iterations).",
    }, loops


def test_loop_inputs_doctests() -> None:
    result = doctest.testmod(loop_inputs)
    assert result.failed == 0 and result.attempted >= 4
