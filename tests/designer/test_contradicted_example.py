"""A design's worked example that the code evaluates to another value is asked, not made a case (issue 13).

humanize 4.9.0 (bench/questions humanize-filesize-py, planted edit: the default format "%.2f"): DR-8 "`naturalsize(3000000)`
returns `'3.0 MB'`." became TC-014 expecting '3.0 MB' beside the question on KT-1 saying the code returns '3.00 MB'.
"""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

CODE = """def naturalsize(value, binary=False, format="{fmt}"):
    if value < 1000:
        return "%d Bytes" % value
    return (format + " MB") % (value / 1000000)
"""


def _run(tmp_path: Path, fmt: str) -> dict:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "filesize.py").write_text(CODE.format(fmt=fmt), encoding="utf-8")
    (tmp_path / "design.md").write_text(
        "# naturalsize\n\n- `naturalsize(3000000)` returns `'3.0 MB'`.\n", encoding="utf-8"
    )
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def test_a_contradicted_worked_example_is_a_question_not_a_case(tmp_path: Path) -> None:
    spec = _run(tmp_path, "%.2f")
    assert not any("'3.0 MB'" in c["expected"] for c in spec["cases"])  # ruleid
    q = next(q for q in spec["open_questions"] if q["id"] == "Q-design:DR-2")
    assert q["kind"] == "design_code_conflict" and q["values"] == ["'3.0 MB'", "'3.00 MB'"]
    assert q["places"] == ["src/filesize.py:4"]


def test_an_example_the_code_agrees_with_stays_a_case(tmp_path: Path) -> None:
    spec = _run(tmp_path, "%.1f")
    assert any("'3.0 MB'" in c["expected"] for c in spec["cases"])  # ok


ORDINAL = """def ordinal(number):
    number = int(number)
    if number % 100 in (11, 12, 13):
        return "th"
    else:
        return {
            1: "st",
            2: "nd",
            3: "rd",
        }.get(number % 10, "th")
"""


def test_an_example_run_through_more_python_than_worked_return_reads(tmp_path: Path) -> None:
    # inflection 0.5.1 with its `abs()` taken out (bench/questions inflection-ja-py): a Japanese list of examples
    # ("`ordinal(-1021)` は `'st'`", no verb) run through questions.evaluated_call (a `.get` of a dict literal)
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "inflection.py").write_text(ORDINAL, encoding="utf-8")
    (tmp_path / "design.md").write_text(
        "# ordinal(number)\n\n- `ordinal(1002)` は `'nd'`\n- `ordinal(-1021)` は `'st'`\n", encoding="utf-8"
    )
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: ja\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    q = next(q for q in spec["open_questions"] if q["kind"] == "design_code_conflict")  # ruleid
    assert q["values"] == ["'st'", "'th'"] and q["places"][0] == "src/inflection.py:6"
    assert "src/inflection.py:2" in q["places"]  # the line the call ran that made the difference
    assert not any("'st'" in c["expected"] for c in spec["cases"])
    assert any("'nd'" in c["expected"] for c in spec["cases"])  # ok: the example the code agrees with


HSV = """def rgb_to_hsv(r, g, b):
    v = max(r, g, b)
    h = 1.0 / 6.0
    return h, 0.5, v
"""


def test_a_doctest_example_of_a_module_qualified_call_with_a_tuple_result(tmp_path: Path) -> None:
    # CPython's colorsys reference with its hue formula edited (bench/questions colorsys-ja-py, colorsys-C1): the example
    # is a doctest session in a code block, its call qualified by the module, its result a tuple (session 28)
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "colorsys.py").write_text(HSV, encoding="utf-8")
    (tmp_path / "design.md").write_text(
        "# colorsys\n\n```\n>>> import colorsys\n>>> colorsys.rgb_to_hsv(0.2, 0.4, 0.4)\n(0.5, 0.5, 0.4)\n```\n",
        encoding="utf-8",
    )
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\nlanguage: en\n',
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    spec = json.loads((out / "spec.json").read_text(encoding="utf-8"))
    q = next(q for q in spec["open_questions"] if q["kind"] == "design_code_conflict")  # ruleid
    assert q["values"] == ["(0.5, 0.5, 0.4)", "(0.16666666666666666, 0.5, 0.4)"]
    assert q["places"][0] == "src/colorsys.py:4"
