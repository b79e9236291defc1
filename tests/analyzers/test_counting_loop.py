"""A counting loop's condition tests its own counter, not an input (`utspec.analyzers.counting_loop`).

Found on iban4j's BicUtil (read in /tmp, not committed): `for (int i = 0; i < COUNTRY_CODE_LENGTH; i++)`
gave boundary cases "`i` = 1" / "`i` = 2" (Q-effects), a question "what limit does the design intend for
`i`", and "the loop runs over an empty collection", which no input can make happen.
"""

from __future__ import annotations

import doctest

import pytest

from utspec.analyzers import counting_loop
from utspec.analyzers.checklist import analyze
from utspec.models import Kind, SourceText

# (file, source): each language's C-style `for`. In every file: line 3 `i < N` counts (ruleid), line 4's
# bound is an input (`ok:` the loop keeps its case), line 5 compares an input with a literal (`ok:` a boundary).
SOURCES = {
    "A.java": """class A { static final int N = 2;
  void f(String s) {
    for (int i = 0; i < N; i++) { g(i); }
    for (int k = 0; k < s.length(); k++) { g(k); }
    if (s.length() > 3) { throw new IllegalArgumentException("long"); }
  } }""",
    "A.cs": """class A { const int N = 2;
  void F(string s) {
    for (int i = 0; i < N; i++) { G(i); }
    for (int k = 0; k < s.Length; k++) { G(k); }
    if (s.Length > 3) { throw new System.ArgumentException("long"); }
  } }""",
    "a.js": """function f(s) {
  const unused = 0;
    for (let i = 0; i < 10; i++) { g(i); }
    for (var k = 0; k < s.length; k++) { g(k); }
    if (s.length > 3) { throw new Error("long"); }
}""",
    "a.ts": """function f(s: string) {
  const unused = 0;
    for (let i = 0; i < 10; i++) { g(i); }
    for (let k = 0; k < s.length; k++) { g(k); }
    if (s.length > 3) { throw new Error("long"); }
}""",
    "a.go": """package a
func f(s string) int {
	for i := 0; i < 8; i++ { g(i) }
	for k := 0; k < len(s); k++ { g(k) }
	if len(s) > 3 { return 1 }
	return 0
}""",
}


@pytest.mark.parametrize("path", sorted(SOURCES))
def test_counter_boundaries_are_advisory_and_fixed_loops_marked(path: str) -> None:
    items = analyze([SourceText(path=path, text=SOURCES[path])]).items
    at = {(i.line, i.kind): i for i in items}
    counter = at[(3, Kind.BOUNDARY)]
    assert counter.loop_counter == "i" and not counter.must_cover  # ruleid: the counter is no input
    assert at[(3, Kind.LOOP)].loop_counter == "i"  # ruleid: starts at 0, stops at a number or constant
    assert at[(4, Kind.LOOP)].loop_counter is None  # ok: the bound is the input's length
    real = at[(5, Kind.BOUNDARY)]
    assert real.loop_counter is None and real.must_cover  # ok: an input against a literal


def test_designer_and_questions_skip_the_counter() -> None:
    from utspec.designer.offline.context import Ctx
    from utspec.designer.offline.loop_cases import loop_cases
    from utspec.questions.literals import decisions

    sources = [SourceText(path="A.java", text=SOURCES["A.java"])]
    items = analyze(sources).items
    ctx = Ctx.build("en", items, sources)
    fixed, counted = (next(i for i in items if i.kind is Kind.LOOP and i.line == n) for n in (3, 4))
    assert loop_cases(fixed, ctx) == []  # ruleid: always runs N times
    assert len(loop_cases(counted, ctx)) == 1  # ok: `s.length()` may be 0
    asked = decisions(items, sources)
    assert [d.item.line for d in asked] == [5]  # `s.length() > 3` only, not `i < N`


def test_doctests() -> None:
    assert doctest.testmod(counting_loop).failed == 0
