"""A literal a key item pairs with one case of a switch, which the code writes under another case."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """function pad(str) {
    let output = str.replace(/-/g, "+");
    switch (output.length % 4) {
        case 0:
            break;
        case 2:
            output += "==";
            break;
        case 3:
            output += "=";
            break;
        default:
            throw new Error("base64 string is not of the correct length");
    }
    return output;
}
"""


def _inputs() -> Inputs:
    srcs = [SourceText(path="b.js", text=JS)]
    return Inputs.of(analyze(srcs).items, [], srcs)


def test_the_other_case_s_literal_is_a_contradiction() -> None:
    v = classify("長さを 4 で割った余りが 3 の部分には '==' を補ってデコードされること", _inputs())
    assert v.outcome == "contradicted"
    assert v.place is not None and v.place.line == 9
    assert v.expected == "'=='"


def test_the_case_s_own_literal_agrees() -> None:
    v = classify("長さを 4 で割った余りが 2 の部分には '==' を補ってデコードされること", _inputs())
    assert v.outcome != "contradicted"
