"""design-code-mismatch: a design naming an exception class is not contradicted by code raising a subclass the
code itself defines (math3's `lcm` throws `MathArithmeticException extends ArithmeticException`, cut down)."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import OpenQuestion, Requirement, SourceText, TestSpec

UTILS = """public class ArithmeticUtils {
    public static int lcm(int a, int b) {
        int lcm = Math.abs(a * b);
        if (lcm == Integer.MIN_VALUE) {
            throw new MathArithmeticException("overflow");
        }
        return lcm;
    }
}
"""
EXCEPTION = "public class MathArithmeticException extends {parent} {{\n}}\n"
SAID = "The invocation `lcm(Integer.MIN_VALUE, n)` where `lcm == Integer.MIN_VALUE` throws an `ArithmeticException`."


def _questions(parent: str) -> list[OpenQuestion]:
    sources = [SourceText(path="ArithmeticUtils.java", text=UTILS),
               SourceText(path="MathArithmeticException.java", text=EXCEPTION.format(parent=parent))]  # fmt: skip
    design = Requirement(id="DR-1", file="d.md", line=3, kind="sentence", text=SAID)
    inp = ReviewInput(spec=TestSpec(designer="rule-based", cases=[]), checklist=analyze(sources).items,
                      requirements=[design], key_items=[], sources=sources, language="en")  # fmt: skip
    return [q for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion)]


def test_a_subclass_the_code_defines_is_the_exception_named() -> None:
    assert _questions("ArithmeticException") == []


def test_an_unrelated_class_is_still_asked() -> None:
    qs = _questions("IllegalStateException")
    assert len(qs) == 1 and "MathArithmeticException" in qs[0].question
