"""A docstring's Args line that only says what a parameter is gets no question of its own (param_lines.names_only)."""

from __future__ import annotations

from pathlib import Path

from ._one_file_run import spec_of

PY = '''def pad(code, width=5):
    if len(code) > width:
        raise ValueError("too long")
    return code.zfill(width)
'''
# "code: str — the code to pad" states no behaviour: "which input and which result check it?" has no answer.
# "width: int — default is 5" states a default, and keeps its own case or question.
DESIGN = "# Padding\n\n## pad(code, width)\n\nPads a code with zeros.\n\n- code: str — the code to pad\n- width: int — the width. default is 5\n"


def test_a_line_naming_a_parameter_only_is_not_asked_about(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"pad.py": PY}, DESIGN)
    asked = {r for q in spec["open_questions"] for r in q["refs"]}
    cited = {r for c in spec["cases"] for r in c["evidence"]}
    assert "DR-4" not in asked and "DR-4" not in cited
    assert "DR-5" in asked | cited
