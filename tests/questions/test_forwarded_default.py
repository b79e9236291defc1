"""An overload that supplies a default by forwarding a literal, against a statement giving another value (issue 13:
callee chains).

Commons Lang 3.12.0's `NumberUtils.toInt(String)` is `return toInt(str, 0);`, documented "returning `zero` if the
conversion fails"; the corpus edits the 0 to -1 (commons-lang-java cl-C1, KT-14).
"""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.critic.checks import design_code_mismatch
from utspec.critic.review_input import ReviewInput
from utspec.models import KeyItem, OpenQuestion, Requirement, SourceText, TestSpec
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

JAVA = """public class NumberUtils {

    public static int toInt(final String str) {
        return toInt(str, %s);
    }

    public static int toInt(final String str, final int defaultValue) {
        if (str == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(str);
        } catch (final NumberFormatException nfe) {
            return defaultValue;
        }
    }
}
"""


def _src(forwarded: str) -> SourceText:
    return SourceText(path="NumberUtils.java", text=JAVA % forwarded)


def _asked(forwarded: str, text: str, section: str = "NumberUtils.toInt(String)") -> list[str]:
    src = _src(forwarded)
    req = Requirement(id="DR-1", text=text, file="d.md", line=3, kind="sentence", section=section)
    inp = ReviewInput(TestSpec.model_construct(), analyze([src]).items, [req], [], [src])
    return [q.places[0] for q in design_code_mismatch.check(inp) if isinstance(q, OpenQuestion) and q.id.endswith(":forwarded")]


def test_a_design_value_other_than_the_forwarded_default_is_asked() -> None:
    said = "Convert a `String` to an `int`, returning `zero` if the conversion fails."
    assert _asked("-1", said) == ["NumberUtils.java:4"]  # ruleid: -1 is forwarded where the design says zero
    assert _asked("0", said) == []  # ok: the same value
    # ok: the two-argument overload's statement is about its own parameter
    assert _asked("-1", "returning a default value if the conversion fails", "NumberUtils.toInt(String, int)") == []


def _verdict(forwarded: str, text: str) -> tuple[str, str]:
    src = _src(forwarded)
    items = analyze([src]).items
    v = classify(text, Inputs.of(items, [], [src]))
    q = question(_kt(text), v, "en", [])
    return v.outcome, (q.question if q else "")


def _kt(text: str) -> KeyItem:
    return KeyItem(id="KT-1", text=text, file="k.md", line=1)


def test_a_key_item_expecting_another_value_on_the_default_path_is_contradicted() -> None:
    outcome, asked = _verdict("-1", 'NumberUtils.toInt("abc") returns 0')
    assert outcome == "contradicted"  # ruleid: "abc" cannot parse, so the forwarded -1 comes back
    assert "-1`" in asked and "NumberUtils.java:4" in asked  # the forwarded value and the line forwarding it
    assert _verdict("-1", 'NumberUtils.toInt("abc") returns -1')[0] != "contradicted"  # ok
    assert _verdict("-1", 'NumberUtils.toInt("12") returns 12')[0] != "contradicted"  # ok: a parse, not the default
