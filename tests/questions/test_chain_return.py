"""A value whose chain of returning conditions returns another name than the key item claims (issue 13)."""

from __future__ import annotations

from utspec.analyzers.checklist import analyze
from utspec.models import KeyItem, SourceText
from utspec.questions.chain_return import chain_return, chains
from utspec.questions.key_item_questions import question
from utspec.questions.key_items import Inputs, classify

# google/uuid 1.3.0's Variant and Version.String
GO = """package uuid

func (uuid UUID) Variant() Variant {
	switch {
	case (uuid[8] & 0xc0) == 0x80:
		return RFC4122
	case (uuid[8] & 0xe0) == 0xc0:
		return Microsoft
	case (uuid[8] & 0xe0) == 0xe0:
		return Future
	default:
		return Reserved
	}
}

func (v Version) String() string {
	if v > 15 {
		return fmt.Sprintf("BAD_VERSION_%d", v)
	}
	return fmt.Sprintf("VERSION_%d", v)
}
"""

PY = '''def grade(score):
    if score >= 90:
        return 'A'
    elif score >= 70:
        return 'B'
    return 'C'
'''


def test_the_chain_is_read_in_order_with_its_default_and_final_return() -> None:
    variant, string = chains(GO)
    assert [(e.line, e.condition, e.returned) for e in variant] == [
        (5, "(uuid[8] & 0xc0) == 0x80", "RFC4122"), (7, "(uuid[8] & 0xe0) == 0xc0", "Microsoft"),
        (9, "(uuid[8] & 0xe0) == 0xe0", "Future"), (11, None, "Reserved"),
    ]  # fmt: skip
    assert [(e.line, e.condition) for e in string] == [(17, "v > 15"), (20, None)]


def test_a_claimed_return_the_chain_does_not_reach_for_the_value() -> None:
    src = SourceText(path="uuid.go", text=GO)
    # ruleid: 0xc0 & 0xe0 == 0xc0 returns Microsoft before the default's Reserved (uuid KT-12); 8 is in `uuid[8]`
    found = chain_return("A UUID whose byte 8 is 0xc0 has the Reserved variant", [src])
    assert found is not None and (found.line, found.actual, found.value) == (7, "Microsoft", "0xc0")
    # ruleid: BAD_VERSION_15 is the format's result at 15, but `v > 15` is false at 15 (uuid KT-13)
    found = chain_return("Version 15 の String() は BAD_VERSION_15 を返すこと", [src])
    assert found is not None and (found.line, found.actual, found.returned_at) == (17, "VERSION_15", 20)
    # ruleid: Python if/elif
    found = chain_return("grade(75) returns 'A'", [SourceText(path="g.py", text=PY)])
    assert found is not None and (found.line, found.actual) == (4, "B")
    kt = KeyItem(id="KT-12", text="A UUID whose byte 8 is 0xc0 has the Reserved variant", file="kt.md", line=12)
    v = classify(kt.text, Inputs.of(analyze([src]).items, [], [src]))
    q = question(kt, v, "en", [])
    assert v.outcome == "contradicted" and q is not None and "uuid.go:7" in q.question and "`Microsoft`" in q.question


def test_no_verdict_when_the_chain_agrees_or_the_value_is_unclear() -> None:
    src = SourceText(path="uuid.go", text=GO)
    assert chain_return("バイト 8 が 0x80 の UUID の Variant は RFC4122 になること", [src]) is None  # ok: agrees
    assert chain_return("A UUID whose byte 8 is 0x00 has the Reserved variant", [src]) is None  # ok: the default
    assert chain_return("Version 16 の String() は BAD_VERSION_16 を返すこと", [src]) is None  # ok: 16 > 15
    assert chain_return("grade(95) returns 'A'", [SourceText(path="g.py", text=PY)]) is None  # ok
    assert chain_return("grade returns 'A' for 95 or 75", [SourceText(path="g.py", text=PY)]) is None  # ok: two values
