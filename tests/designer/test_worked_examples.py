"""A design statement or key item that is a worked example becomes that case, not a question (jaconv KT-1)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner


def _run(tmp_path: Path, design: str, language: str) -> dict:
    from utspec.cli import app, run_cmd  # noqa: F401 - registers `run`

    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "conv.py").write_text(
        "def h2z(text, kana=True):\n    if not kana:\n        return text\n    return _convert(text)\n", encoding="utf-8"
    )
    (tmp_path / "design.md").write_text(design, encoding="utf-8")
    (tmp_path / "config.yaml").write_text(
        'input:\n  design_paths: ["design.md"]\n  source_paths: ["src/**/*"]\nllm:\n  model: null\n'
        f"language: {language}\n",
        encoding="utf-8",
    )
    out = tmp_path / "out"
    CliRunner().invoke(app, ["run", "--config", str(tmp_path / "config.yaml"), "--out", str(out)])
    return json.loads((out / "spec.json").read_text(encoding="utf-8"))


def test_japanese_worked_example_is_a_case(tmp_path: Path) -> None:
    spec = _run(tmp_path, "# 変換\n\n- h2z('ﾃｨﾛ') が 'ティロ' になること。\n", "ja")
    case = next(c for c in spec["cases"] if "DR-" in " ".join(c["evidence"]) and "h2z" in c["input"])
    assert case["input"] == "`h2z('ﾃｨﾛ')` を呼ぶ: `text` = `'ﾃｨﾛ'`。"  # each argument by its parameter
    assert case["expected"] == "`'ティロ'` が返される。"
    assert not any(q["id"].startswith("Q-design:") for q in spec["open_questions"])


def test_english_worked_example_is_a_case(tmp_path: Path) -> None:
    spec = _run(tmp_path, "# Conversion\n\n- `h2z('abc')` returns `'ａｂｃ'`.\n", "en")
    case = next(c for c in spec["cases"] if "h2z('abc')" in c["input"])
    assert case["expected"] == "The function returns `'ａｂｃ'`."
    assert case["category"] == "normal"


def test_a_call_of_a_function_the_code_does_not_define_stays_a_question(tmp_path: Path) -> None:
    spec = _run(tmp_path, "# Conversion\n\n- `z2h('ａ')` returns `'a'`.\n", "en")
    assert not any("z2h('ａ')" in c["input"] for c in spec["cases"])


def test_a_phrase_between_the_topic_and_the_result_still_gives_the_example(tmp_path: Path) -> None:
    # "`h2z('ｱ')` は全角に直した `'ア'` を返す": what the result is, said between は and the literal, was a
    # question "which input?" though the statement writes the call (a check-digit key item, session 18).
    spec = _run(tmp_path, "# 変換\n\n- `h2z('ｱ')` は全角に直した `'ア'` を返す。\n", "ja")
    case = next(c for c in spec["cases"] if "h2z('ｱ')" in c["input"])
    assert case["expected"] == "`'ア'` が返される。"
    assert not any(q["id"].startswith("Q-design:") for q in spec["open_questions"])


def test_a_conditional_phrase_keeps_the_statement_a_question(tmp_path: Path) -> None:
    # "… は kana が偽のとき 'x' を返す" states the result under a condition the call does not show.
    spec = _run(tmp_path, "# 変換\n\n- `h2z('ｱ')` は kana が偽のとき `'ｱ'` を返す。\n", "ja")
    assert not any("h2z('ｱ')` を呼ぶ" in c["input"] for c in spec["cases"])


def test_a_quoted_result_of_a_string_function_is_the_whole_string(tmp_path: Path) -> None:
    # go-humanize's "`Bytes(82854982)` → `83 MB`" gave a case expecting `83`: the number cut from the printed string.
    from utspec.anchoring.string_returns import string_functions
    from utspec.anchoring.worked_example import worked_example

    sources = {"bytes.go": ["func Bytes(s uint64) string {", "func ParseBytes(s string) (uint64, error) {"]}
    strings = string_functions(sources)
    ex = worked_example("例: `Bytes(82854982)` → `83 MB`", frozenset({"Bytes", "ParseBytes"}), strings)
    assert ex is not None and ex.result == '"83 MB"'
    ex = worked_example('例: `ParseBytes("42 MB")` → `42000000, nil`', frozenset({"Bytes", "ParseBytes"}), strings)
    assert ex is not None and ex.result == "42000000, nil"
    # A function not declared to return a string: the quoted text is not guessed into a value.
    assert worked_example("`Bytes(82854982)` → `83 MB`", frozenset({"Bytes"})) is None
