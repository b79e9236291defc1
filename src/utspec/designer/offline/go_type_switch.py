"""The input of a Go type-switch arm: a value of the arm's type, given to the switch's subject.

cast's `switch s := i.(type) { case int64: return int(s), nil … default: return 0, fmt.Errorf(…) }` gave every arm
the input "Values for which `case int64` is true (the code names no literal)" and its `default` arm "`default` =
`true`": neither is a value a test can pass. An arm's label is a type; a value of that type, passed as the subject,
takes the arm. Only types whose values Go writes as a literal or a conversion of one are given (the built-in kinds
and a few standard named types with a known underlying kind); any other type says nothing, as before. A `default`
arm takes `struct{}{}`, a value no named type and no non-empty interface in the labels can match.

The sample is the zero-free `8` kind of value: a number a conversion keeps (`int(int64(8))` is `8`), a string the
strconv functions read ("8"); what the arm does with it is its statements', worked out elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: `switch s := i.(type) {` / `switch i.(type) {` / `switch v := indirect(i).(type) {`: the subject is `i`.
_HEAD = re.compile(r"^\s*switch\s+(?:(?P<binding>\w+)\s*:=\s*)?(?P<subject>.+?)\.\(type\)\s*\{?\s*$")
_LABEL = re.compile(r"^\s*(?:case\s+(?P<types>.+?)|(?P<default>default))\s*:?\s*$")

#: A value of each type a test can write, and the same value seen through another numeric type (`int(int64(8))`).
_SAMPLES = {
    "bool": "true",
    "string": '"8"',
    "int": "8",
    "int8": "int8(8)",
    "int16": "int16(8)",
    "int32": "int32(8)",
    "int64": "int64(8)",
    "uint": "uint(8)",
    "uint8": "uint8(8)",
    "uint16": "uint16(8)",
    "uint32": "uint32(8)",
    "uint64": "uint64(8)",
    "float32": "float32(8)",
    "float64": "8.0",
    "byte": "byte(8)",
    "rune": "rune('8')",
    "[]byte": '[]byte("8")',
    "[]string": '[]string{"8"}',
    "[]int": "[]int{8}",
    "[]interface{}": "[]interface{}{8}",
    "map[string]interface{}": 'map[string]interface{}{"a": 8}',
    "map[string]string": 'map[string]string{"a": "8"}',
    "nil": "nil",
    "error": 'errors.New("8")',
    "time.Duration": "time.Duration(8)",
    "time.Weekday": "time.Monday",
    "time.Month": "time.August",
    "json.Number": 'json.Number("8")',
}
#: Labels a `struct{}{}` would match: the default arm then has no value that only it takes.
_MATCHES_ANY = frozenset({"interface{}", "any"})


def switch_head(lines: Sequence[str], line: int) -> tuple[str, int] | None:
    """(subject, head line) of the Go type switch whose arm label is on `line` (1-based); None when it is none.

    >>> switch_head(["\\tswitch s := i.(type) {", "\\tcase int64:", "\\t\\treturn int(s), nil"], 2)
    ('i', 1)
    >>> switch_head(["\\tswitch x {", "\\tcase 1:"], 2) is None  # a value switch: relation_values reads its labels
    True
    """
    depth = 0
    for n in range(line - 1, max(0, line - 200), -1):
        text = lines[n - 1]
        depth += text.count("}") - text.count("{")
        if depth < 0:
            m = _HEAD.match(text)
            return (m.group("subject").strip(), n) if m else None
    return None


def _labels(lines: Sequence[str], head: int) -> list[str]:
    """Every type named by an arm of the switch opening on line `head` (1-based)."""
    ind = len(lines[head - 1]) - len(lines[head - 1].lstrip())
    out: list[str] = []
    for text in lines[head:]:
        if text.strip().startswith("}") and len(text) - len(text.lstrip()) <= ind:
            break
        if (m := _LABEL.match(text)) is not None and m.group("types"):
            out += [t.strip() for t in m.group("types").split(",")]
    return out


def _branches_inside(lines: Sequence[str], line: int) -> bool:
    """Whether the arm whose label is on `line` (1-based) decides again inside (an `if`, `for` or `switch`).

    Such an arm's case states the exit its nested guards all miss (cast's `case int: if i.(int) != 0 { return true,
    nil }; return false, nil`): a sample of the type alone may take another exit (`8` returns `true, nil`).
    """
    ind = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    for text in lines[line:]:
        s = text.strip()
        if s and len(text) - len(text.lstrip()) <= ind and (_LABEL.match(text) or s.startswith("}")):
            return False
        if re.match(r"(?:if|for|switch|select)\b", s):
            return True
    return False


#: A nested test of the arm's value against a number (`if i.(int) != 0 {`, `if s < 0 {`) or of a bool (`if s {`).
_NESTED_IF = re.compile(r"^if\s+(?P<cond>.+?)\s*\{$")
_COMPARED = re.compile(r"^(?P<x>\w+(?:\.\(\w+\))?)\s*(?P<op>==|!=|<=|>=|<|>)\s*(?P<n>-?\d+)$")
_TRUTH = re.compile(r"^(?P<neg>!)?(?P<x>\w+(?:\.\(bool\))?)$")
_HOLDS = {"==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
          ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}  # fmt: skip
_INTS = frozenset({"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64"})


def _arm_ifs(lines: Sequence[str], line: int) -> list[str] | None:
    """The conditions of the `if`s the arm on `line` (1-based) decides with; None when it decides otherwise too
    (a loop, a switch, an `else`, an `if` with an init statement)."""
    ind = len(lines[line - 1]) - len(lines[line - 1].lstrip())
    out = []
    for text in lines[line:]:
        s = text.strip()
        if s and len(text) - len(text.lstrip()) <= ind and (_LABEL.match(text) or s.startswith("}")):
            break
        if re.match(r"(?:for|switch|select)\b", s) or re.match(r"\}?\s*else\b", s):
            return None
        if s.startswith("if"):
            if (m := _NESTED_IF.match(s)) is None or ";" in m.group("cond"):
                return None
            out.append(m.group("cond"))
    return out


def _false_at(cond: str, names: frozenset[str], kind: str) -> int | bool | None:
    """A value of the arm's value that makes `cond` false, or None when `cond` is not a test of it this reads."""
    if (m := _COMPARED.match(cond)) is not None and m.group("x") in names and kind in _INTS:
        n, op = int(m.group("n")), m.group("op")
        return next((v for v in (n, n + 1, n - 1) if not _HOLDS[op](v, n)), None)
    if (m := _TRUTH.match(cond)) is not None and m.group("x") in names and kind == "bool":
        return bool(m.group("neg"))
    return None


def _missing_every_if(lines: Sequence[str], line: int, subject: str, binding: str | None, kind: str) -> str | None:
    """A value of type `kind` for the arm on `line` that every nested `if` of the arm misses, written as Go writes
    it; None when one `if` tests something else or no value misses them all.

    cast's `case int: if i.(int) != 0 { return true, nil }; return false, nil`: `0` takes the arm's last exit, the
    one its case states; `8` would have returned `true, nil` (TC-010 said "a value for which `case int` is true").
    """
    conds = _arm_ifs(lines, line)
    if not conds:
        return None
    names = frozenset({f"{subject}.({kind})"} | ({binding} if binding else set()))
    picked = _false_at(conds[0], names, kind)
    if picked is None:
        return None
    for c in conds:
        m = _COMPARED.match(c)
        if m is not None and m.group("x") in names and isinstance(picked, int) and not isinstance(picked, bool):
            if _HOLDS[m.group("op")](picked, int(m.group("n"))):
                return None
        elif _false_at(c, names, kind) != picked:
            return None
    if isinstance(picked, bool):
        return "true" if picked else "false"
    if kind.startswith("uint") and picked < 0:
        return None
    return str(picked) if kind == "int" else f"{kind}({picked})"


def type_arm_input(label: str, lines: Sequence[str], line: int) -> tuple[str, str] | None:
    """(subject, value) that takes the Go type-switch arm `label` on `line` (1-based); None when none is sure.

    >>> src = ["func ToIntE(i interface{}) (int, error) {", "\\tswitch s := i.(type) {", "\\tcase int64:",
    ...        "\\t\\treturn int(s), nil", "\\tcase string, json.Number:", "\\t\\treturn 0, nil", "\\tcase Celsius:",
    ...        "\\t\\treturn 1, nil", "\\tdefault:", '\\t\\treturn 0, fmt.Errorf("unable to cast %#v", i)', "\\t}", "}"]
    >>> type_arm_input("case int64", src, 3), type_arm_input("case string, json.Number", src, 5)
    (('i', 'int64(8)'), ('i', '"8"'))
    >>> type_arm_input("case Celsius", src, 7) is None  # a type of the package: no value is sure
    True
    >>> type_arm_input("default", src, 9), type_arm_input("case 1", ["switch (x) {", "case 1:"], 2)
    (('i', 'struct{}{}'), None)
    >>> type_arm_input("default", src[:6] + ["\\tcase interface{}:", "\\t\\treturn 2, nil"] + src[8:], 9) is None
    True
    >>> nested = src[:3] + ["\\t\\tif s < 0 {", "\\t\\t\\treturn 0, errNegative", "\\t\\t}"] + src[3:]
    >>> type_arm_input("case int64", nested, 3)  # the arm decides again: a value every nested `if` misses
    ('i', 'int64(0)')
    >>> type_arm_input("case int64", src[:3] + ["\t\tif err != nil {"] + src[3:], 3) is None  # not a test of `s`
    True
    """
    m = _LABEL.match(label)  # `x.(type)` is Go's alone: the head says the language
    if m is None or (found := switch_head(lines, line)) is None:
        return None
    subject, head = found
    if _branches_inside(lines, line):
        types = [t.strip() for t in (m.group("types") or "").split(",")]
        binding = _HEAD.match(lines[head - 1])
        value = (
            _missing_every_if(lines, line, subject, binding.group("binding") if binding else None, types[0])
            if len(types) == 1 and types[0] in _INTS | {"bool"}
            else None
        )
        return (subject, value) if value is not None else None
    if m.group("default"):
        return None if _MATCHES_ANY & set(_labels(lines, head)) else (subject, "struct{}{}")
    first = m.group("types").split(",")[0].strip()
    value = _SAMPLES.get(first)
    return (subject, value) if value is not None else None
