"""An exception a key item expects out of a call that a handler around it catches and raises as another type."""

from __future__ import annotations

from utspec.analyzers import analyze
from utspec.models import SourceText
from utspec.questions.key_items import Inputs, classify

JS = """export class InvalidTokenError extends Error {
}
export function decode(part) {
    let decoded = atob(part);
    try {
        return JSON.parse(decoded);
    }
    catch (e) {
        throw new InvalidTokenError(`invalid json (${e.message})`);
    }
}
"""

PY = """class ConfigError(Exception):
    pass


def port(text):
    try:
        value = int(text)
    except ValueError:
        raise ConfigError("port must be a number")
    return value


def name(text):
    try:
        return text.decode("ascii")
    except UnicodeDecodeError:
        raise
"""


def _inputs(path: str, text: str) -> Inputs:
    srcs = [SourceText(path=path, text=text)]
    return Inputs.of(analyze(srcs).items, [], srcs)


def test_a_caught_and_rewrapped_exception_contradicts_the_key_item() -> None:
    v = classify("ペイロードが JSON として不正なときは JSON.parse の SyntaxError がそのまま送出されること", _inputs("a.js", JS))
    assert v.outcome == "contradicted"
    assert v.place is not None and v.place.line == 9
    assert (v.expected, v.actual) == ("raise SyntaxError", "raise InvalidTokenError")


def test_python_handler_of_the_named_type() -> None:
    v = classify("port('x') raises the ValueError of int()", _inputs("a.py", PY))
    assert v.outcome == "contradicted" and v.actual == "raise ConfigError"


def test_a_reraise_of_the_same_exception_agrees() -> None:
    v = classify("name(b'\\xff') raises the UnicodeDecodeError of text.decode()", _inputs("a.py", PY))
    assert v.outcome != "contradicted"


def test_no_call_written_no_verdict() -> None:
    # the key item names no call: which try block it means is not known
    v = classify("A bad payload raises SyntaxError", _inputs("a.js", JS))
    assert v.outcome != "contradicted"
