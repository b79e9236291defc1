"""The analyzers' hot-path memories (bench/bench_checklist.py) give exactly what computing afresh gives.

Each cache is checked against the uncached computation on inputs that a wrongly keyed cache would
confuse: callees and statements of equal length, equal prefix, or differing in one character.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from utspec.analyzers import analyze
from utspec.analyzers import ts_adapter as ts
from utspec.analyzers.boundary import test_values
from utspec.analyzers.callees import CalleeBits
from utspec.analyzers.domain import Declarations, assignment_at, fit_domain, is_float_type
from utspec.analyzers.effects import _record, _statement_record, statement_effect, structured_effects
from utspec.analyzers.options import CALL_ITEM, SQL_CALL, AnalyzerOptions
from utspec.analyzers.registry import code_spec
from utspec.models import ChecklistItem, Kind, SourceText

#: Pairs a cache keyed by length, by prefix or by the last name alone would merge.
CALLEES = [b"open", b"text", b"cur.execute", b"cur.executes", b"requests.get", b"requests_get", b"len", b"shutil.copy",
           b"self.query", b"self.Query", b"x.send_mail", b"send_mail", "f\u00fcr.execute".encode()]  # fmt: skip
STATEMENTS = ["return 1", "return 2", 'raise ValueError("a")', 'raise ValueError("b")', "continue", "break",
              "print(x)", "print(y)", "log.info('x')", "x = 1", "x += 1", "evaluates to 1"]  # fmt: skip


def test_callee_bits_equal_the_verdict_for_every_callee_in_any_order() -> None:
    verdict = AnalyzerOptions().callee_verdict
    bits = CalleeBits(verdict)
    expected = {c: verdict(c.decode()) for c in CALLEES}
    assert expected[b"open"] == CALL_ITEM and expected[b"text"] == SQL_CALL  # same length, different answers
    for callee in [*CALLEES, *reversed(CALLEES), *CALLEES]:
        assert bits(callee) == expected[callee], callee


def test_callee_bits_judge_each_distinct_callee_once() -> None:
    asked: list[str] = []
    bits = CalleeBits(lambda c: asked.append(c) or len(asked))
    assert [bits(c) for c in (b"a.b", b"a.c", b"a.b", b"a.c")] == [1, 2, 1, 2]
    assert asked == ["a.b", "a.c"]


def test_statement_records_equal_a_fresh_reading_in_any_order() -> None:
    for stmt in [*STATEMENTS, *reversed(STATEMENTS)]:
        assert _statement_record(stmt) == _record(statement_effect(stmt)), stmt


def test_calls_in_one_file_keep_their_own_verdicts() -> None:
    # Same file, callees that collide under a length- or prefix-keyed cache: each keeps its own item.
    code = 'def f(cur, p):\n    open(p)\n    text(p)\n    cur.execute("SELECT a FROM t WHERE b > 3")\n    cur.executes(p)\n'
    items = analyze([SourceText(path="m.py", text=code)]).items
    assert [(i.kind.value, i.line) for i in items if i.kind in (Kind.CALL, Kind.SQL_CONDITION)] == [
        ("call", 2), ("call", 4), ("sql_condition", 4),
    ]  # fmt: skip


def test_items_are_built_as_fitting_and_effects_after_the_fact_would_build_them() -> None:
    code = (
        "def f(items: list, ratio: float, n: int):\n"
        "    if len(items) >= 0:\n        return None\n"
        "    if ratio >= 1:\n        raise ValueError('too big')\n"
        "    if n < 10:\n        print(n)\n"
    )
    items = analyze([SourceText(path="m.py", text=code)]).items
    lines = code.split("\n")
    for item in items:
        bare = ChecklistItem(**item.model_dump(exclude={"effects", "test_values"}), test_values=None)
        if item.kind is Kind.BOUNDARY:
            assert item.operator is not None and item.value is not None
            raw = test_values(item.operator, item.value, str(item.value))  # the values before fitting
            assert fit_domain(bare.model_copy(update={"test_values": raw}), lines).test_values == item.test_values
        assert structured_effects(item) == item.effects
    # A count is never negative (-1 dropped); a float steps by 0.01.
    assert [i.test_values for i in items if i.kind is Kind.BOUNDARY] == [[0], [0.99, 1], [9, 10]]


def test_callee_memories_are_kept_per_configuration() -> None:
    # Shared across files, so keyed by the configuration too: `x.fetch_rows` is SQL only where configured so.
    custom, default = AnalyzerOptions(sql_call_names=("fetch_rows",)), AnalyzerOptions()
    for _ in range(2):
        assert custom.callee_bits(b"x.fetch_rows") == SQL_CALL
        assert default.callee_bits(b"x.fetch_rows") == 0
    assert custom.callee_bits is custom.callee_bits and custom.callee_bits is not default.callee_bits


FLOATS = """\
def f(ratio: float, n: int, total, price: Decimal):
    count: int = 0
    total: float = 0.0  # redeclared as a float below its first use
    x = n
    if ratio > 1 and n > 1 and total > 1 and price > 1 and count > 1 and x > 1:
        pass
    n: float = 2.5
    if n > 1:
        pass
"""


def test_reading_only_names_near_a_float_word_answers_every_float_question_alike() -> None:
    lines = FLOATS.split("\n")
    names = ["ratio", "n", "total", "price", "count", "x", "missing"]
    full, floats = Declarations(lines, names), Declarations(lines, names, floats_only=True)
    for name in names:
        for upto in range(1, len(lines) + 1):
            assert is_float_type(floats.type_of(name, upto)) == is_float_type(full.type_of(name, upto)), (name, upto)
    assert [is_float_type(full.type_of(n, 5)) for n in names] == [True, False, True, True, False, False, False]
    assert is_float_type(full.type_of("n", 8)) and full.type_of("count", 5) == "int" and floats.type_of("count", 5) is None


@pytest.mark.parametrize(
    "word", ["float", "double", "decimal", "Decimal", "BigDecimal", "float32", "float64", "Double", "Float", "real"]
)
def test_every_float_word_is_found_when_it_is_the_only_one_in_the_file(word: str) -> None:
    # The float lines are found from substrings first (`_FLOAT_STEMS`): each word must contain one.
    lines = ["def f():", f"    x: {word} = 1", "    if x > 1:", "        pass"]
    assert Declarations(lines, ["x"], floats_only=True).type_of("x", 3) == word


def test_a_float_word_inside_a_longer_word_declares_no_float() -> None:
    lines = ["x: unreal_floaty = 1", "y: int = 2  # already a Decimalish", "if x > 1 and y > 1:"]
    floats = Declarations(lines, ["x", "y"], floats_only=True)
    assert floats.type_of("x", 3) is None and floats.type_of("y", 3) is None


FIXTURES = Path(__file__).parent / "fixtures"


class _KeepEveryCall(ts.CalleeGate):
    """A gate that leaves nothing out: every call match reaches `_call`, as before the gate."""

    def filter(self, raw: list[tuple[int, dict[str, list[Any]]]], src: bytes) -> list[ts.Match]:
        return [ts.Match(pattern, caps, src) for pattern, caps in raw]


def test_the_callee_gate_leaves_out_only_calls_the_call_reader_would_drop(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every code fixture (Python reads `@call.name`; Java, C#, Go, JS/TS read the text before `@call.arguments`).
    files = [SourceText(path=p.name, text=p.read_text(encoding="utf-8")) for p in sorted(FIXTURES.iterdir())
             if code_spec(p.name) is not None]  # fmt: skip
    gated = analyze(files)
    monkeypatch.setattr(ts, "CalleeGate", _KeepEveryCall)
    assert analyze(files) == gated
    by_language = {(i.language, i.kind) for i in gated.items if i.kind is Kind.CALL or i.call_site}
    for language in ("python", "java", "csharp", "go", "javascript", "typescript"):
        assert (language, Kind.CALL) in by_language, language
        assert (language, Kind.SQL_CONDITION) in by_language, language


def test_callee_bits_index_and_call_alike() -> None:
    verdict = AnalyzerOptions().callee_verdict
    bits = CalleeBits(verdict)
    for callee in [*CALLEES, *reversed(CALLEES)]:
        assert bits[callee] == bits(callee) == verdict(callee.decode()), callee


#: Lines on which a name occurs in every way the assignment pattern tells apart: as an attribute, inside a longer
#: word, after `$`, compared (`==`), annotated, twice (the first occurrence no assignment), and assigned.
ASSIGNMENT_LINES = ["self.n = 1", "xn = 2", "$n = 3", "n == 4", "nn = 5; n = 6", "n: int = 7", "n.x = 8; n = 9",
                    "n := 10", "final int n = s.length();", "n", "m = n; n = 11", "a.n = 1; n += 2; n = 12"]  # fmt: skip


def _assigned_by_one_pattern(name: str, text: str) -> str | None:
    """The per-name pattern `assignment_at` compiled before it matched a shared tail at each occurrence."""
    pat = re.compile(rf"(?<![.\w$]){re.escape(name)}\s*(?::\s*[\w.<>\[\]|? ]+?\s*)?(?::=|=)(?!=)\s*(.+?)\s*;?\s*$")
    m = pat.search(text)
    return m.group(1) if m else None


def test_assignments_found_at_each_occurrence_equal_the_per_name_pattern() -> None:
    found = []
    for text in ASSIGNMENT_LINES:
        for name in ("n", "x", "s", "m"):
            got = assignment_at(name, [text, "if n > 0:"], 2)
            assert (got[1] if got else None) == _assigned_by_one_pattern(name, text), (name, text)
            found.append(got)
    assert assignment_at("n", ["self.n = 1", "xn = 2", "$n = 3"], 4) is None
    assert assignment_at("n", ["nn = 5; n = 6"], 2) == (1, "6")  # the second occurrence assigns
    assert sum(f is not None for f in found) == 8  # the comparison above is not between two Nones only
