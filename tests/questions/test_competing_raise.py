"""A key item's exception against the raise at its place, when the code raises the named type elsewhere too.

The source is a small real-shaped excerpt (jwt-decode's guards, written for this test); the analyzers build the
checklist, as `utspec run` does.
"""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """export class InvalidTokenError extends Error {
}
function pad(output) {
    switch (output.length % 4) {
        case 2:
            return output + "==";
        case 3:
            return output + "=";
        default:
            throw new Error("base64 string is not of the correct length");
    }
}
export function decode(token, options) {
    if (typeof token !== "string") {
        throw new TypeError("Invalid token specified: must be a string");
    }
    options || (options = {});
    const part = token.split(".")[1];
    if (typeof part !== "string") {
        throw new InvalidTokenError("Invalid token specified: missing part");
    }
    return part;
}
"""


def _inputs() -> Inputs:
    srcs = [SourceText(path="index.js", text=JS)]
    return Inputs.of(analyze(srcs).items, [], srcs)


def test_named_exception_raised_only_at_a_place_that_does_not_fit_is_a_disagreement() -> None:
    v = classify("文字列でないトークン（null）を渡すと InvalidTokenError が送出されること", _inputs())
    assert v.outcome == "contradicted"
    assert v.place is not None and v.place.line == 14
    assert (v.expected, v.actual) == ("raise InvalidTokenError", "raise TypeError")


def test_the_place_that_raises_the_named_exception_is_not_contradicted() -> None:
    v = classify("part が文字列でないときは InvalidTokenError が送出されること", _inputs())
    assert v.outcome != "contradicted"


def test_a_competing_place_that_fits_as_well_keeps_the_old_caution() -> None:
    # "string" alone fits both guards: the named type raised at the other one may be the place meant
    v = classify("A value that is not a string raises InvalidTokenError", _inputs())
    assert v.outcome != "contradicted"
