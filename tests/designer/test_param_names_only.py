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


JAVA = """public final class ArithmeticUtils {
    public static int addAndCheck(int x, int y) {
        long s = (long) x + (long) y;
        if (s < Integer.MIN_VALUE || s > Integer.MAX_VALUE) {
            throw new ArithmeticException("overflow in addition");
        }
        return (int) s;
    }
}
"""
# commons-math's Javadoc rendered as sentences: "Parameter x an addend" names `x` and says what it is; math3's
# questions asked "which input and which result check DR-n?" of it.
JAVA_DESIGN = (
    "# ArithmeticUtils\n\n## addAndCheck(int x, int y)\n\nAdd two integers, checking for overflow.\n\n"
    "- Parameter x an addend\n- Parameter y Positive number.\n"
)


def test_a_javadoc_parameter_sentence_is_not_asked_about(tmp_path: Path) -> None:
    spec = spec_of(tmp_path, {"ArithmeticUtils.java": JAVA}, JAVA_DESIGN)
    asked = {r for q in spec["open_questions"] for r in q["refs"]}
    cited = {r for c in spec["cases"] for r in c["evidence"]}
    assert "DR-4" not in asked and "DR-4" not in cited
    assert "DR-5" in asked | cited  # a sign is a precondition: it stays a statement
