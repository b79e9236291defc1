"""A Go key item that makes a value and calls its methods in order, checked by running them (issue 13, session 26).

"Version(15).String() returns "VERSION_15"", "NewVersion("1.2.3") に BumpMinor() を呼ぶと String() は "1.3.0" を返す
こと": the first call makes a value (a function of the package whose first result is a type with methods, or a
conversion to such a type), each later call is a method of that type, in the order written (or chained), and the
outcome is stated after the last. A reviewer runs exactly that; so does this, as a Go function added to the package
(`__o := NewVersion("1.2.3")` …) and run through `analyzers.go_instances`. It reads only what gives one run, as
`questions.instance_sequence` does for JavaScript and Python: no word saying a repetition or another order, no method
said as a word, a constructor whose error (when it has one) is nil; a call inside an argument (`v.GTE(MustParse(…))`)
is part of that argument, which Go evaluates as written. Else None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from utspec.analyzers import go_types
from utspec.anchoring.worked_example import _calls
from utspec.questions.instance_sequence import _ORDER_WORDS

_PACKAGE = re.compile(r"^package\s+(\w+)", re.M)
#: The Go file the sequence is written to (a panic or a line there is the sequence's, not the code's).
SEQUENCE_FILE = "<sequence>.go"


@dataclass(frozen=True)
class GoSequence:
    source: str
    """The package's added function, `__seq`, that makes the value, calls the methods and returns the last result."""
    steps: str
    """The calls as the text writes them, in order (`NewVersion("1.2.3") → BumpMinor() → String()`)."""
    rest: str
    """The text after the last call (where its outcome is stated)."""


def said_go_sequence(text: str, sources: list[tuple[str, str]]) -> GoSequence | None:
    """The value the text makes and the methods it calls on it, as a Go function, or None (module docstring).

    >>> src = [("v.go", "package v\\n\\ntype V struct{ n int }\\n\\nfunc New(n int) *V {\\n\\treturn &V{n}\\n}\\n\\nfunc (v *V) Inc() {\\n\\tv.n++\\n}\\n\\nfunc (v V) Get() int {\\n\\treturn v.n\\n}\\n")]
    >>> s = said_go_sequence("New(1) に Inc() を呼ぶと Get() は 2 を返す", src)
    >>> s.steps, s.rest
    ('New(1) → Inc() → Get()', ' は 2 を返す')
    >>> said_go_sequence("New(1) に Inc() を 2 回呼ぶと Get() は 3", src) is None
    True
    """
    if _ORDER_WORDS.search(text):
        return None
    every = sorted(_calls(text), key=lambda c: (c[0], c[1]))
    # a call inside another's arguments is part of that argument (`GTE(MustParse("1.0.0"))`): Go runs it as written
    calls = [c for c in every if not any(s2 < c[0] < e2 for s2, e2, _ in every)]
    if len(calls) < 2:
        return None
    package = {m.group(1) for _, t in sources for m in _PACKAGE.finditer(t)}
    sigs = go_types.made_types(sources)
    if len(package) != 1 or sigs is None:
        return None
    makers, methods, results = sigs
    first = calls[0][2]
    made = makers.get(first)
    if made is None:
        return None
    type_name, with_error, conversion = made
    steps = calls[1:]
    if any(n not in methods.get(type_name, ()) for _, _, n in steps):
        return None
    blanked = text
    for s, e, _ in calls:
        blanked = blanked[:s] + " " * (e - s) + blanked[e:]
    if any(
        re.search(rf"(?<![\w$]){re.escape(m)}(?![\w$])", blanked, re.I) for m in methods.get(type_name, ())
    ):
        return None  # a method said as a word is a step the text does not write as a call
    last = steps[-1][2]
    result = results.get((type_name, last))
    if not result:
        return None  # the last call returns nothing to state
    ctor = text[calls[0][0] : calls[0][1]]
    lines = [f"\t__o, __err := {ctor}", "\tif __err != nil {", '\t\tpanic("constructor")', "\t}"]
    if not with_error:
        # a conversion is declared with its type, whose methods a byte or an int alone does not carry
        lines = [f"\tvar __o {type_name} = {ctor}" if conversion else f"\t__o := {ctor}"]
    said = []
    for s, e, n in steps[:-1]:
        args = _arguments(text[s:e], n)
        if args is None:
            return None
        lines.append(f"\t__o.{n}({args})")
        said.append(f"{n}({args})")
    s, e, n = steps[-1]
    args = _arguments(text[s:e], n)
    if args is None:
        return None
    names = [f"__r{i}" for i in range(len(result))]
    lines.append(f"\t{', '.join(names)} := __o.{n}({args})")
    lines.append(f"\treturn {', '.join(names)}")
    results_text = result[0] if len(result) == 1 else f"({', '.join(result)})"
    source = f"package {package.pop()}\n\nfunc __seq() {results_text} {{\n" + "\n".join(lines) + "\n}\n"
    steps_text = " → ".join([ctor, *said, f"{n}({args})"])
    return GoSequence(source, steps_text, text[e:])


def _arguments(call: str, name: str) -> str | None:
    """The arguments of `name(…)` as written (a chained call's text holds the calls before it)."""
    at = call.rfind(name + "(")
    if at < 0 or not call.endswith(")"):
        return None
    return call[at + len(name) + 1 : -1]


__all__ = ["SEQUENCE_FILE", "GoSequence", "said_go_sequence"]
