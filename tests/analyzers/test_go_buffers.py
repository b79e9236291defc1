"""Go's `strings.Builder` / `bytes.Buffer`, variadic parameters and `[]byte(s)` in go_eval (go_buffers), and the case
results they give (strcase's `ToCamel`, shellquote's `Join`, humanize's `Commaf`: each built its result in a buffer
and no case of them was ever run). Each test fails with `go_buffers` switched off (no buffer is made).
"""

from __future__ import annotations

import pytest

from tests.designer._one_file_run import spec_of
from utspec.analyzers import go_eval
from utspec.analyzers.go_eval import call_outcome

# strcase 0.3's toCamelInitCase (MIT), cut down; shellquote's Join/quote (MIT) without its `goto`; humanize's Commaf.
SRC = """package s

import (
\t"bytes"
\t"strings"
\t"unicode/utf8"
)

func toCamel(s string, initCase bool) string {
\tn := strings.Builder{}
\tn.Grow(len(s))
\tcapNext := initCase
\tfor _, v := range []byte(s) {
\t\tvIsLow := v >= 'a' && v <= 'z'
\t\tif capNext && vIsLow {
\t\t\tv += 'A'
\t\t\tv -= 'a'
\t\t}
\t\tif v == '_' {
\t\t\tcapNext = true
\t\t\tcontinue
\t\t}
\t\tn.WriteByte(v)
\t\tcapNext = false
\t}
\treturn n.String()
}

func Join(args ...string) string {
\tvar buf bytes.Buffer
\tfor i, arg := range args {
\t\tif i != 0 {
\t\t\tbuf.WriteByte(' ')
\t\t}
\t\tquote(arg, &buf)
\t}
\treturn buf.String()
}

func quote(word string, buf *bytes.Buffer) {
\tif len(word) == 0 {
\t\tbuf.WriteString("''")
\t\treturn
\t}
\tfor len(word) > 0 {
\t\tc, l := utf8.DecodeRuneInString(word)
\t\tword = word[l:]
\t\tif strings.ContainsRune("'\\"", c) {
\t\t\tbuf.WriteByte('\\\\')
\t\t}
\t\tbuf.WriteRune(c)
\t}
}

func Signed(v int) string {
\tbuf := &bytes.Buffer{}
\tif v < 0 {
\t\tbuf.Write([]byte{'-'})
\t\tv = -v
\t}
\tbuf.WriteString("n")
\treturn buf.String()
}
"""


@pytest.fixture(params=[True, False], ids=["rule-on", "rule-off"])
def rule(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    if not request.param:
        monkeypatch.setattr(go_eval, "BUFFER_TYPES", frozenset())
    return bool(request.param)


def _value(call: str):
    out = call_outcome([("s.go", SRC)], call)
    return None if out is None else out.value


def test_a_builder_a_buffer_and_a_pointer_to_one(rule: bool) -> None:
    said = [_value('toCamel("ab_cd", true)'), _value('Join("it\'s", "", "x")'), _value("Signed(-3)")]
    assert said == (["AbCd", "it\\'s '' x", "-n"] if rule else [None, None, None])


def test_no_variadic_argument_is_a_nil_slice(rule: bool) -> None:
    assert _value("Join()") == ("" if rule else None)


def test_the_case_states_the_built_value(rule: bool, tmp_path) -> None:
    spec = spec_of(tmp_path, {"s.go": SRC})
    [case] = [c for c in spec["cases"] if c["evidence"][0] == "src/s.go:15:branch"]  # `if capNext && vIsLow`
    if rule:
        assert '`"A"`' in case["expected"] or '`"Ab"`' in case["expected"], case
    else:
        assert "the value of" not in case["expected"], case
