"""A key item writing a call of a Java static method or a Go function, checked by running the call.

`questions.evaluated_call` reads "StringUtils.repeat('e', -2) throws an IllegalArgumentException" and
"Ordinal(-1) は "-1st" を返すこと" the same way for every language (one call, one stated outcome); this module runs
the call through `analyzers.java_eval` or `analyzers.go_instances` (over `go_eval`) and compares in that language's terms:
- Java: `null` is null, a stated exception agrees with a thrown subclass (`NumberFormatException` is an
  `IllegalArgumentException`); a number compares by value, a `char` is its character;
- Go: a function whose last result is an `error` "returns an error" (エラーを返す) when that result is not nil,
  and its other result is the value stated otherwise (`ParseBytes("42 MB") returns 42000000`); a panic is a panic.
The same rule as everywhere: anything not run exactly says nothing (None).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Literal

from utspec.analyzers import go_instances, go_types, java_eval
from utspec.analyzers.fixed_ints import Fixed
from utspec.analyzers.java_values import CHAR, JArray, is_subclass
from utspec.analyzers.py_eval import Outcome
from utspec.anchoring.worked_example import _calls
from utspec.models import SourceText
from utspec.questions import go_sequence, go_worded
from utspec.questions.evaluated_call import (
    _CONNECTED,
    _ENDED,
    _NEGATION,
    _UNREAD,
    Claim,
    EvaluatedCall,
    _value,
    claim,
)

Language = Literal["java", "go"]

#: A Go error or panic stated as the outcome ("returns an error", "エラーを返す", "panics").
_GO_ERROR = re.compile(
    r"\breturns?\s+(?:an?\s+|a\s+non-nil\s+)?(?:error|err)\b|\berrors?\b\s*(?:is|are)\s+returned"
    r"|エラー(?:値)?(?:を|が)返|error\s*を返|エラーにな"
    # "Parse("") fails with "Version string empty"": a Go call fails by its error (the quoted text is its message)
    r"|\bfail(?:s|ed)?\b|\bis\s+rejected\b|失敗",
    re.I,
)
_GO_PANIC = re.compile(r"\bpanic(?:s|ked)?\b|パニック", re.I)
_GO_FAILURE = re.compile(f"{_GO_ERROR.pattern}|{_GO_PANIC.pattern}", re.I)
_GO_FUNC = re.compile(r"^func\s+([A-Za-z_]\w*)\s*[\[(]", re.M)


def language(sources: list[SourceText]) -> Language | None:
    """The one language of the sources this module runs, else None (Python and JavaScript go elsewhere)."""
    kinds = {"java" if s.path.endswith(".java") else "go" if s.path.endswith(".go") else "" for s in sources}
    kinds.discard("")
    return kinds.pop() if len(kinds) == 1 else None  # type: ignore[return-value]


def defined(sources: list[SourceText], lang: Language) -> frozenset[str]:
    """The names a key item may call: Go's top-level functions; Java's static methods as `Class.method` and, when
    one class alone defines it, `method`."""
    pairs = [(s.path, s.text) for s in sources]
    if lang == "go":
        functions = {n for s in sources if s.path.endswith(".go") for n in _GO_FUNC.findall(s.text)}
        # a method whose name one receiver type alone defines (`Scan`), run on a receiver whose contents are not said
        return frozenset(functions | {n for n, (r, _) in go_types.signatures(pairs).items() if r is not None})
    owners = java_eval.methods(pairs)
    names = {f"{c}.{m}" for m, classes in owners.items() for c in classes}
    names |= {m for m, classes in owners.items() if len(classes) == 1}
    return frozenset(names)


@dataclass(frozen=True)
class Stated:
    kind: Literal["return", "raise"]
    value: Any
    written: str
    worded: bool = False
    """Said in words ("true と判定される"): it fixes a boolean result only."""


def go_failure(text: str, call: str) -> Stated | None:
    """A Go error or panic stated after the call ("ParseBytes("12 XB") はエラーを返すこと"), else None.

    >>> go_failure('ParseBytes("12 XB") はエラーを返すこと', 'ParseBytes("12 XB")')
    Stated(kind='raise', value='error', written='error', worded=False)
    >>> go_failure('MustParse("x") panics', 'MustParse("x")').value
    'panic'
    """
    rest = text[text.index(call) + len(call) :] if call in text else text
    error, panic = bool(_GO_ERROR.search(rest)), bool(_GO_PANIC.search(rest))
    if error == panic:
        return None
    return Stated("raise", "error" if error else "panic", "error" if error else "panic")


def _agrees(stated: Stated, out: Outcome, lang: Language, parents: dict[str, str | None]) -> bool | None:
    if stated.kind == "raise":
        if out.kind == "return":
            return False
        if lang == "go":
            return stated.value == out.value
        if stated.value is None:
            return True
        return is_subclass(str(out.value), str(stated.value), parents)
    if out.kind == "raise":
        return False
    return _same(stated.value, out.value, lang)


def _same(stated: Any, actual: Any, lang: Language) -> bool | None:
    """A stated literal (as Python reads it) against a Java or Go result; None when the two are of different kinds,
    since a function's result type is fixed: "returns 83" of a function returning strings is most likely "83 MB"
    read short, and a Go "returns nil" of a `(T, error)` function speaks of the error.

    >>> _same(None, -1, "java"), _same(None, 1000, "go"), _same(83, "83 MB", "go"), _same("", None, "java")
    (False, None, None, False)
    """
    if stated is None:
        if lang == "java":
            return actual is None  # null; an int, an array or a string is not
        return True if actual is None else None
    if actual is None:
        return False if lang == "java" else None
    if isinstance(actual, JArray) or isinstance(actual, (list, dict, tuple)):
        return None
    if isinstance(stated, bool) or isinstance(actual, bool):
        return stated == actual if isinstance(stated, bool) and isinstance(actual, bool) else None
    if isinstance(actual, CHAR):
        return stated == chr(int(actual)) if isinstance(stated, str) else None
    if isinstance(stated, str) and isinstance(actual, str):
        return stated == actual
    if isinstance(stated, (int, float)) and isinstance(actual, (int, float)):
        return float(stated) == float(actual)
    return None


def shown(out: Outcome, lang: Language, statement: str) -> str:
    """What the run gives, as the language writes it (`return "82.9 MB"`, `return error`, `raise IllegalArgumentException`)."""
    if (
        out.kind == "raise"
    ):  # "raise" as for every language (key_items places it at a `raise`/`throw`/`panic`)
        if lang == "go":
            return "raise panic" if out.value == "panic" else "return error"
        return f"raise {out.value}"
    v = out.value
    if isinstance(v, str):
        return 'return "' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, bool):
        return f"return {'true' if v else 'false'}"
    if v is None:
        return "return null" if lang == "java" else "return nil"
    if isinstance(v, CHAR):
        return f"return '{chr(int(v))}'"
    if isinstance(v, Fixed):
        return f"return {int(v)}"
    if isinstance(v, float):
        return f"return {v!r}"
    expr = re.sub(r"^\s*return\s+|;\s*$", "", statement).strip()
    return f"return {expr}" if expr else "return"


def run_call(call: str, sources: list[SourceText], lang: Language) -> Outcome | None:
    pairs = [(s.path, s.text) for s in sources]
    # Go: `go_instances` runs what `go_eval` runs, and methods, structs and arrays besides
    return java_eval.call_outcome(pairs, call) if lang == "java" else go_instances.call_outcome(pairs, call)


def stated_outcome(text: str, names: frozenset[str], lang: Language) -> tuple[str, Stated] | None:
    """The call the text writes and the outcome it states, read as `evaluated_call.claim` reads every language
    (plus Go's "returns an error" / "panics"); None when it is not one call and one outcome."""
    c = claim(text, names)
    if c is not None:
        if c.value is _UNREAD or (getattr(c, "worded", False) and not isinstance(c.value, bool)):
            return None  # an outcome said in words fixes a value only as a boolean (questions.worded_outcome)
        if c.key is not None:
            return None  # one field of the result (`valid が false`): a Java or Go result's fields are not read here
        if lang == "go" and c.kind == "raise":
            failure = go_failure(text, c.call)
            return (c.call, failure) if failure is not None else None
        if lang == "go" and isinstance(c.value, str) and (failure := go_failure(text, c.call)) is not None:
            return c.call, failure  # a failure stated with its message, not a returned string
        return c.call, Stated(c.kind, c.value, c.written, getattr(c, "worded", False))
    if lang != "go":
        return None
    outer = [(s, e, n) for s, e, n in _calls(text) if n in names]
    if len(outer) != 1:
        return None
    call = text[outer[0][0] : outer[0][1]]
    if _NEGATION.search(text):
        return None
    failure = go_failure(text, call)
    return (call, failure) if failure is not None else None


def typed_call(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """The text's call run through the Java or Go evaluator and compared with its stated outcome, or None.

    >>> src = SourceText(path="o.go", text='package h\\n\\nfunc Half(n int) int {\\n\\treturn n / 2\\n}\\n')
    >>> r = typed_call("Half(-7) returns -4", [src])
    >>> (r.agrees, r.actual, r.expected, r.line)
    (False, 'return -3', 'return -4', 4)
    """
    lang = language(sources)
    if lang is None:
        return None
    names = defined(sources, lang)
    if not names:
        return None
    found = stated_outcome(text, names, lang)
    if found is None:
        return (_worded_go(text, sources) or _go_sequence(text, sources)) if lang == "go" else None
    call, stated = found
    out = run_call(call, sources, lang)
    if out is None:
        return None
    return _compared(call, stated, out, sources, lang)


def _worded_go(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """A Go call whose one input the text says in words (`questions.go_worded`), run and compared."""
    if _NEGATION.search(text):
        return None
    pairs = [(s.path, s.text) for s in sources]
    start = go_worded.outcome_start(text, _CONNECTED, _ENDED, _GO_FAILURE)
    said = go_worded.worded_go_call(text, go_types.signatures(pairs), start)
    if said is None or start is None:
        return None
    name, receiver, args = said
    stated = _stated(text[start:])
    if stated is None:
        return None
    out = go_instances.run(pairs, name, args, receiver)
    if out is None:
        return None
    return _compared(f"{name}({go_worded.shown_argument(args[0])})", stated, out, sources, "go")


def _go_sequence(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """A Go value made and its methods called in order (`questions.go_sequence`), run and compared."""
    if _NEGATION.search(text):
        return None
    pairs = [(s.path, s.text) for s in sources]
    said = go_sequence.said_go_sequence(text, pairs)
    stated = _stated(said.rest) if said is not None else None
    if said is None or stated is None:
        return None
    out = go_instances.call_outcome([*pairs, (go_sequence.SEQUENCE_FILE, said.source)], "__seq()")
    if out is None or out.file == go_sequence.SEQUENCE_FILE:
        return None  # the constructor failed, or the sequence's own statement gave the outcome
    # written as `instance_sequence.ran_steps` reads a program, so the question names the calls it ran
    program = "__o = " + "\n__o.".join(said.steps.split(" → "))
    # the lines `__seq` ran are the sequence's own, not lines of the file the outcome names
    return _compared(program, stated, replace(out, path=()), sources, "go")


def _stated(rest: str) -> Stated | None:
    """The one outcome `rest` states: a Go error or panic, else one literal."""
    failure = go_failure(rest, "")
    if failure is not None:
        return failure
    if _GO_FAILURE.search(rest):
        return None  # both an error and a panic
    found = {m.group("v") for m in (*_CONNECTED.finditer(rest), *_ENDED.finditer(rest))}
    if len(found) != 1:
        return None
    (raw,) = found
    try:
        value = _value(raw)
    except (ValueError, SyntaxError):
        return None
    return Stated("return", value, raw.strip("`"))


#: A Go statement that gives up with an error or a panic (what a guard the run passed would have done).
_GO_FAILS = re.compile(r"\breturn\b.*(?:errors\.New|fmt\.Errorf|\berr\b|Error\{)|\bpanic\(")


def _passed_guard(lines: list[str], path: tuple[int, ...]) -> int | None:
    """The last test the run passed whose body fails (`if len(data) < 16 {` above its `return fmt.Errorf(…)`): where a
    reviewer asks when an error is expected and the call returns normally (uuid's 17-byte slice).

    >>> _passed_guard(["if len(b) < 4 {", "  return errors.New('short')", "}", "copy(id[:], b)", "return nil"], (1, 4, 5))
    1
    """
    found = None
    for here, after in zip(path, (*path[1:], None), strict=True):
        end = after - 1 if after is not None and after > here else here + 1
        if any(_GO_FAILS.search(lines[i - 1]) for i in range(here + 1, min(end, len(lines)) + 1)):
            found = here
    return found


def _compared(
    call: str, stated: Stated, out: Outcome, sources: list[SourceText], lang: Language
) -> EvaluatedCall | None:
    """The run's outcome against the stated one, at the line that gave it."""
    parents = java_eval.exception_parents([(s.path, s.text) for s in sources]) if lang == "java" else {}
    agrees = _agrees(stated, out, lang, parents)
    if agrees is None or (stated.worded and out.kind == "return" and not isinstance(out.value, bool)):
        return None
    at = next((s for s in sources if s.path == out.file), None)
    if at is None:
        return None
    lines = at.text.split("\n")
    line = out.line
    if (
        lang == "go"
        and stated.kind == "raise"
        and out.kind == "return"
        and 0 < line <= len(lines)
        and lines[line - 1].strip() == "return nil"
    ):
        # a bare `return nil` says nothing of why no error came: the test the run passed does
        line = _passed_guard(lines, out.path) or line
    statement = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    if stated.kind == "raise":
        expected = ("return error" if stated.value == "error" else "raise panic") if lang == "go" else (
            f"raise {stated.written}".strip())  # fmt: skip
    else:
        expected = f"return {stated.written if stated.value != '' else chr(34) * 2}"  # 空文字列 as `""`
    return EvaluatedCall(
        Claim(call, stated.kind, stated.value, stated.written), at.path, line, statement,
        shown(out, lang, statement), agrees, out.path, written_expected=expected,
    )  # fmt: skip


__all__ = ["defined", "go_failure", "language", "typed_call"]
