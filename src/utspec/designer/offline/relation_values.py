"""Input values for conditions that name no literal in themselves but whose values the code still fixes.

- `maxWidth < minAbbrevWidth`: two numbers (their declared types say so) in the wanted order;
- `typeof retry === 'number'`, `Array.isArray(x)`: a value of that type, or of another;
- `REMOTE_PREFECTURES.includes(pref)`, `code in RETRY_CODES`: a member of the constant's literal list
  (defined in the same file), or a value outside it;
- `case 2` / `default` of a `switch (mode)`: the label's value for the switch's subject, or one no label has;
- `/^[A-Z0-9]+$/.test(code)`: a candidate the pattern accepts or rejects, checked with Python's `re`.

Each reader returns (operand, value) pairs, said by the caller as a tester types them; None when the
shape is not its own or the values cannot be fixed (an expression operand, an unknown type).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.domain import counted
from utspec.analyzers.path_value import constants, shown
from utspec.codetext import closing_bracket
from utspec.designer.offline import go_type_switch
from utspec.designer.offline.derived import Derived
from utspec.designer.offline.folded_operand import unfolded
from utspec.designer.offline.imported_member import imported_member
from utspec.designer.offline.instance_values import instanceof_pairs, isinstance_pairs
from utspec.designer.offline.remainder_operand import remainder_operand
from utspec.designer.offline.text_values import literal_members, other_literal

Pair = tuple[str, str]
_SIMPLE = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?"
_COUNT_CALL = r"(?:len|count|cap)\(\s*[A-Za-z_$][\w$.]*\s*\)"  # `len(text)`: a count, whatever `text` holds
_RELATION = re.compile(rf"^({_SIMPLE}|{_COUNT_CALL})\s*(<=|>=|<|>)\s*({_SIMPLE}|{_COUNT_CALL})$")
_TYPEOF = re.compile(r"""^typeof\s+([\w.$]+)\s*(===|!==|==|!=)\s*['"](\w+)['"]$""")
_IS_ARRAY = re.compile(r"^Array\.isArray\(\s*([\w.$]+)\s*\)$")
_CONST_MEMBER = re.compile(
    r"^([A-Z][A-Z0-9_]*)\.(?:includes|contains|has|Contains)\(\s*([\w.$]+)(?:\s+as\s+\w+)?\s*\)$"
)
_IN_CONST = re.compile(r"^([\w.]+(?:\(\))?)\s+(not\s+in|in)\s+([A-Z][A-Z0-9_]*)$")
_CASE = re.compile(r"^case\s+(.+?):?$")
_SWITCH = re.compile(r"\bswitch\s*\(?\s*(.+?)\s*\)?\s*\{?\s*$|^\s*match\s+(.+?)\s*:\s*$")
_REGEX_LITERAL = re.compile(r"^/((?:[^/\\]|\\.)+)/[gimsuy]*\.test\(\s*([\w.$]+)\s*\)$")
_CANDIDATES = ("ABC123", "abc", "user@example.com", "2024-01-31", "12345", "a", "ABC-123", "a b", "@", "")

_SAMPLE = {"number": "1", "string": '"abc"', "boolean": "true", "object": "{}", "undefined": "undefined",
           "function": "() => {}", "bigint": "1n"}  # fmt: skip


def _relation(cond: str, want: bool, type_of: Callable[[str], str | None]) -> list[Pair] | None:
    m = _RELATION.match(cond)
    if m is None:
        return None
    left, op, right = m.groups()
    if any(re.fullmatch(r"[A-Z][A-Z0-9_]*", n.rsplit(".", 1)[-1]) for n in (left, right)):
        return None  # a named constant is not an input: its boundary is the checklist's (4,999 / 5,000)
    counts = [n for n in (left, right) if counted(n) is not None]
    if not all(_numeric(n, type_of, bool(counts)) for n in (left, right) if n not in counts and "(" not in n):
        return None
    if not counts and all("(" in n for n in (left, right)):
        return None  # two calls and no declared type: nothing says they are numbers
    # (left, right) for which `left op right` is true / false.
    table = {"<": ((0, 1), (1, 1)), "<=": ((1, 1), (2, 1)), ">": ((1, 0), (1, 1)), ">=": ((1, 1), (0, 1))}
    a, b = table[op][0 if want else 1]
    if counts:
        a, b = (
            a + 1,
            b + 1,
        )  # a length of 0 is the empty-input guard's case (`len(text) == 0 or len(text) <= width`)
    return [(left, str(a)), (right, str(b))]


def _numeric(name: str, type_of: Callable[[str], str | None], beside_count: bool) -> bool:
    """Whether `name` holds a number: its declared type says so, or, undeclared (Python, JS), it is compared
    with a length (`len(text) <= width`: `width` is a number whatever its name)."""
    declared = type_of(name.split(".")[0])
    if declared is None:
        return beside_count and "." not in name
    return bool(re.search(r"int|long|short|float|double|decimal|number", declared.lower()))


#: Members every string has: reading them says nothing about the value being an object.
_STRING_MEMBERS = frozenset("length trim toUpperCase toLowerCase slice substring split startsWith endsWith includes "
                            "indexOf replace match charAt".split())  # fmt: skip


def _has_fields(name: str, lines: Sequence[str], line: int, reach: int = 40) -> bool:
    """Whether the code after `line` reads a field of `name` (`retry.methods`): then it is an object there."""
    field = re.compile(rf"(?<![\w$.]){re.escape(name)}\??\.([A-Za-z_$][\w$]*)")
    return any(
        m.group(1) not in _STRING_MEMBERS for text in lines[line : line + reach] for m in field.finditer(text)
    )


def _compared_as_number(name: str, lines: Sequence[str], line: int, reach: int = 40) -> bool:
    """Whether the code from `line` on compares `name` by size (`len <= max`): a value of another type there is a number.

    validator's `typeof max === 'undefined' || len <= max` took `max` = `"abc"` for the defined side: a string
    no caller passes as a maximum length.

    >>> _compared_as_number("max", ["if (typeof max === 'undefined' || len <= max) {"], 1)
    True
    >>> _compared_as_number("max", ["if (typeof max === 'undefined') {", "  return max.trim();"], 1)
    False
    """
    n = re.escape(name)
    size = re.compile(
        rf"(?<![\w$.]){n}\s*(?:<=?|>=?)(?!=)\s*[\w$(]|[\w$)\]]\s*(?:<=?|>=?)(?![=>])\s*{n}(?![\w$])"
    )
    return any(size.search(text) for text in lines[max(line - 1, 0) : line + reach])


def _typeof(cond: str, want: bool, lines: Sequence[str] = (), line: int = 0) -> list[Pair] | None:
    """`typeof retry === 'number'`: a value of that type when it should hold, of another when not.

    The other type is an object when the code goes on to read the name's fields (ky's
    `normalizeRetryOptions` reads `retry.methods`: `retry` = `"abc"` was no input it accepts).

    >>> _typeof("typeof retry === 'number'", False, ["if (typeof retry === 'number') {", "  if (retry.methods) {"], 1)
    [('retry', '{}')]
    >>> _typeof("typeof v === 'number'", False, ["if (typeof v === 'number') {", "  return v.length;"], 1)
    [('v', '"abc"')]
    """
    m = _TYPEOF.match(cond)
    if m is None or m.group(3) not in _SAMPLE:
        return None
    name, op, kind = m.groups()
    is_kind = want == (op in ("===", "=="))
    other = (
        "{}" if kind != "object" and _has_fields(name, lines, line)
        else "1" if kind == "string" or kind != "number" and _compared_as_number(name, lines, line)
        else '"abc"'
    )  # fmt: skip
    return [(name, _SAMPLE[kind] if is_kind else other)]


#: The order a type outside a chain of `typeof` tests is picked in (a boolean first: the plainest other value).
_OTHER_TYPES = ("boolean", "object", "number", "string", "undefined")


def typeof_outside(conds: Sequence[str]) -> list[Pair] | None:
    """A value of a type none of `conds` (`typeof v === 'string'`, `typeof v === 'number'`) tests: all false at once.

    ms's `if (typeof value === 'string') return parse(value); if (typeof value === 'number') return …;
    throw new Error(…)` reaches its `throw` only with a value of a third type.

    >>> typeof_outside(["typeof value === 'string'", "typeof value === 'number'"])
    [('value', 'true')]
    >>> typeof_outside(["typeof value === 'string'", "typeof other === 'number'"]) is None
    True
    """
    found = [
        m.groups()
        for c in conds
        if (m := _TYPEOF.match(c.strip())) is not None and m.group(2) in ("===", "==")
    ]
    if len(found) != len(conds) or len({name for name, _, _ in found}) != 1:
        return None
    tested = {kind for _, _, kind in found}
    other = next((k for k in _OTHER_TYPES if k not in tested), None)
    return [(found[0][0], _SAMPLE[other])] if other else None


def typeof_outside_each(conds: Sequence[str]) -> list[Pair]:
    """For each name two or more of `conds` test by `typeof … ===`, a value of a type none of them tests.

    bytes's `if (typeof value === 'string') return parse(value); if (typeof value === 'number') return format(…);
    return null`: its normal path took `value` = `"abc"` (not a number, chosen last), which the first guard takes.

    >>> typeof_outside_each(["typeof value === 'string'", "x > 1", "typeof value === 'number'", "typeof y === 'string'"])
    [('value', 'true')]
    """
    names: dict[str, list[str]] = {}
    for c in conds:
        if (m := _TYPEOF.match(c.strip())) is not None and m.group(2) in ("===", "=="):
            names.setdefault(m.group(1), []).append(c)
    return [pair for tests in names.values() if len(tests) > 1 for pair in (typeof_outside(tests) or [])]


def _is_array(cond: str, want: bool) -> list[Pair] | None:
    m = _IS_ARRAY.match(cond)
    return [(m.group(1), '["a"]' if want else '"abc"')] if m else None


def constant_members(name: str, lines: Sequence[str]) -> list[str] | None:
    """The literal members of a list/set/tuple constant `name` defined on one line of `lines`."""
    pat = re.compile(
        rf"\b{re.escape(name)}\b\s*(?::[^=]+)?=\s*(?:new\s+Set\(|Set\.of\(|List\.of\(|Arrays\.asList\(|frozenset\(|set\()?"
        r"\s*[\[({]?(.*?)[\])}]*\s*(?:as\s+const)?\s*\)?\s*;?\s*$"
    )
    for n, line in enumerate(lines):
        if (m := pat.search(line)) is not None and (
            members := literal_members(m.group(1).strip().rstrip(",)]}"))
        ):
            return members
        if m is not None and not m.group(1).strip() and (block := _bracketed(lines, n)) is not None:
            # `UNCOUNTABLES = {` with one member a line below it (inflection): the members up to the closing bracket
            if members := literal_members(block):
                return members
    return None


_PAIRS = {"[": "[]", "(": "()", "{": "{}"}


def _bracketed(lines: Sequence[str], at: int) -> str | None:
    """The text between the bracket that ends line `at` and its closing bracket on a later line (None if unclosed).

    >>> _bracketed(["X = {", "    'a',", "    'b',", "}"], 0), _bracketed(["X = {", "  'a',", "  'b'}", "def f(): pass"], 0)
    ("'a', 'b'", "'a', 'b'")
    """
    head = lines[at].rstrip()
    if not head or head[-1] not in _PAIRS:
        return None
    joined = " ".join(line.strip() for line in lines[at : at + 400])
    opened = len(head.strip()) - 1
    # brackets inside the members' quotes do not count
    if (close := closing_bracket(joined, opened, _PAIRS[head[-1]], quotes=True)) < 0:
        return None
    return joined[opened + 1 : close].strip().rstrip(",").strip()


def _const_member(cond: str, want: bool, lines: Sequence[str]) -> list[Pair] | None:
    if m := _CONST_MEMBER.match(cond):
        name, operand, negated = m.group(1), m.group(2), False
    elif m := _IN_CONST.match(cond):
        operand, negated, name = m.group(1), m.group(2).startswith("not"), m.group(3)
    else:
        return None
    members = constant_members(name, lines)
    if not members:
        return None
    # `word.lower() in UNCOUNTABLES` at 'equipment': the caller passes `word` (folded_operand)
    return [unfolded(operand, members[0] if want != negated else other_literal(members))]


def _switch_subject(lines: Sequence[str], line: int) -> tuple[str, int] | None:
    """(subject, line) of the switch above `line`: `switch (s.length())` is about `s.length()`.

    >>> _switch_subject(["switch (s.length()) {", "case 1:"], 2), _switch_subject(["match mode:", "  case 1:"], 2)
    (('s.length()', 1), ('mode', 1))
    >>> _switch_subject(["\tswitch len(parts[j]) {", "\tcase 2:"], 2)  # Go: no brackets around the subject
    ('len(parts[j])', 1)
    """
    for n in range(line - 1, max(0, line - 200), -1):
        if (m := _SWITCH.search(lines[n - 1])) is not None:
            text = lines[n - 1]
            at = text.find("(", text.find("switch"))
            # Only parentheses right after `switch` wrap the subject: Go's `switch len(parts[j]) {` is about
            # `len(parts[j])`, and taking the call's own brackets gave the input "`parts[j]` = `2`" (go-humanize).
            if m.group(1) and at >= 0 and not text[text.find("switch") + 6 : at].strip():
                end = closing_bracket(text, at)
                if end < 0 or not text[end + 1 :].strip(" \t{"):
                    return text[at + 1 : end if end >= 0 else len(text)].strip(), n
            if m.group(2):
                return m.group(2).strip(), n
            # The lazy `(.+?)\s*\)?` of `_SWITCH` leaves a Go subject's own call unclosed (`len(parts[j]`).
            head = text[text.find("switch") + 6 :].strip().rstrip("{").strip()
            return head.removeprefix("(").removesuffix(")").strip() if head.startswith("(") else head, n
    return None


def _labels(lines: Sequence[str], start: int) -> list[str]:
    """Every `case` label of the switch starting on line `start` (until its closing brace or the file's end)."""
    ind = len(lines[start - 1]) - len(lines[start - 1].lstrip())
    out = []
    for text in lines[start:]:
        s = text.strip()
        if s and len(text) - len(text.lstrip()) <= ind and s.startswith("}"):
            break
        if m := re.match(r"case\s+(.+?)\s*:", s):
            out += [p.strip() for p in m.group(1).split(",")]
    return out


def _case(
    cond: str, want: bool, lines: Sequence[str], line: int, others: Sequence[Sequence[str]] = ()
) -> list[Pair] | None:
    if not want:
        return None
    found = _switch_subject(lines, line)
    if found is None:
        return None
    subject, start = found
    if (typed := go_type_switch.type_arm_input(cond, lines, line)) is not None:
        return [typed]  # a Go type switch's arm: a value of its type (go_type_switch.py)
    if m := _CASE.match(cond):
        labels = literal_members(m.group(1))
        if not labels and (num := imported_member(m.group(1).rstrip(": "), lines, others)) is not None:
            return [(subject, str(num))]  # japanmesh's `case constants_1.MESH.LEVEL_80000.LEVEL:` (imported_member)
        if labels and (set_to := remainder_operand(subject, labels[0])) is not None:
            return [
                (set_to[0], str(set_to[1]))
            ]  # `switch x % 10 { case 1:` is `x` = 1 (remainder_operand.py)
        return [(subject, labels[0])] if labels else None
    if cond.strip().rstrip(":") == "default":
        labels = literal_members(", ".join(_labels(lines, start)))
        return [(subject, other_literal(labels))] if labels else None
    return None


def _regex_literal(cond: str, want: bool, derive: Callable[[str], Derived | None]) -> list[Pair] | None:
    m = _REGEX_LITERAL.match(cond)
    if m is None:
        return None
    try:
        rx = re.compile(m.group(1))
    except re.error:
        return None
    # A normalised operand (`trimmed = code.trim().toUpperCase()`) is tested after normalisation.
    d = derive(m.group(2))
    for cand in _CANDIDATES:
        if bool(rx.search(d.apply(cand) if d else cand)) == want:
            return [(m.group(2), f'"{cand}"')]
    return None


_FINITE = re.compile(
    r"^(!|not\s+)?\s*(Number\.isFinite|isFinite|math\.isfinite|Number\.isNaN|isNaN|math\.isnan|math\.isinf)\(\s*([\w.$]+)\s*\)$"
)
#: (value that makes the test true, value that makes it false), as each language writes them.
_FINITE_VALUES = {"isfinite": (("1", "Infinity"), ("1", "float('inf')")), "isnan": (("NaN", "1"), ("float('nan')", "1")),
                  "isinf": (("Infinity", "1"), ("float('inf')", "1"))}  # fmt: skip


def _finite(cond: str, want: bool) -> list[Pair] | None:
    """`!Number.isFinite(ms)`: `Infinity` makes it hold (ms-ts's case gave `ms` = `1`, which passes the guard).

    >>> _finite("!Number.isFinite(ms)", True), _finite("Number.isFinite(ms)", True), _finite("math.isnan(x)", True)
    ([('ms', 'Infinity')], [('ms', '1')], [('x', "float('nan')")])
    """
    m = _FINITE.match(cond.strip())
    if m is None:
        return None
    neg, fn, name = m.groups()
    kind = "isfinite" if "finite" in fn.lower() else "isnan" if "nan" in fn.lower() else "isinf"
    js, py = _FINITE_VALUES[kind]
    yes, no = py if fn.startswith("math.") else js
    holds = want != bool(neg)
    return [(name, yes if holds else no)]


_CHAR_CLASS = re.compile(
    r"^(?:(?:char|Char|Character|unicode)\.(?P<fn>[iI]s(?:Digit|Letter|LetterOrDigit|WhiteSpace|Whitespace|Upper|Lower|UpperCase|LowerCase))\(\s*(?P<arg>[\w.$]+)\s*\)"
    r"|(?P<py_arg>[\w.]+)\.(?P<py_fn>isdigit|isdecimal|isnumeric|isalpha|isalnum|isspace|isupper|islower)\(\))$"
)
#: A character in the class, and one outside it.
_CHAR_SAMPLES = {"digit": ("5", "a"), "decimal": ("5", "a"), "numeric": ("5", "a"), "letter": ("a", "5"), "alpha": ("a", "5"),
                 "letterordigit": ("a", "-"), "alnum": ("a", "-"), "whitespace": (" ", "a"), "space": (" ", "a"),
                 "upper": ("A", "a"), "uppercase": ("A", "a"), "lower": ("a", "A"), "lowercase": ("a", "A")}  # fmt: skip


def _char_class(cond: str, want: bool, language: str) -> list[Pair] | None:
    """`char.IsDigit(c)`, `Character.isLetter(c)`, `c.isdigit()`: a character of that class, or one outside it.

    LuhnDotNet's `ThrowIfNotDigit` said "Values for which `char.IsDigit(c)` is true (the code names no literal)";
    `'5'` and `'a'` are what any tester types. C#, Java and Go test a `char` / `rune` (quoted `'5'`); Python a string.

    >>> _char_class("char.IsDigit(c)", True, "csharp"), _char_class("char.IsDigit(c)", False, "csharp")
    ([('c', "'5'")], [('c', "'a'")])
    >>> _char_class("s.isspace()", True, "python"), _char_class("Character.isUpperCase(ch)", False, "java")
    ([('s', '" "')], [('ch', "'a'")])
    """
    m = _CHAR_CLASS.match(cond.strip())
    if m is None:
        return None
    name = m.group("arg") or m.group("py_arg")
    kind = (m.group("fn") or m.group("py_fn")).lower().removeprefix("is")
    yes, no = _CHAR_SAMPLES[kind]
    value = yes if want else no
    return [
        (name, f'"{value}"' if m.group("py_fn") or language not in ("csharp", "java", "go") else f"'{value}'")
    ]


_CONST_EQ = re.compile(
    r"^([A-Za-z_$][\w$.]*)\s*(===|!==|==|!=)\s*([A-Z][A-Z0-9_]*)$|^([A-Z][A-Z0-9_]*)\s*(===|!==|==|!=)\s*([A-Za-z_$][\w$.]*)$"
)


def _const_equality(cond: str, want: bool, lines: Sequence[str]) -> list[Pair] | None:
    """`separator != DEFAULT_SEPARATOR` with `DEFAULT_SEPARATOR = '-'`: the constant's string, or another one.

    A number constant is the checklist's boundary; a string one has no boundary, and "Values for which
    `separator != DEFAULT_SEPARATOR` is true (the code names no literal)" was false: the file names it.

    >>> _const_equality("separator != DEFAULT_SEPARATOR", True, ["DEFAULT_SEPARATOR = '-'"])
    [('separator', '"_"')]
    >>> _const_equality("separator != DEFAULT_SEPARATOR", False, ["DEFAULT_SEPARATOR = '-'"])
    [('separator', '"-"')]
    """
    m = _CONST_EQ.match(cond.strip())
    if m is None:
        return None
    name, op, const = (
        (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(6), m.group(5), m.group(4))
    )
    value = constants(lines, "python").get(const)  # a string literal reads the same in every language
    if not isinstance(value, str):
        return None
    equal = want == (op in ("==", "==="))
    if equal:
        return [(name, shown(value, "typescript"))]
    other = next(c for c in ("_", "x", "abc", "-") if c != value)
    return [(name, shown(other, "typescript"))]


_ENUM_EQ = re.compile(r"^([A-Za-z_$][\w$.]*)\s+(is\s+not|is|===|!==|==|!=)\s+([A-Z]\w*)\.([A-Za-z_]\w*)$")


def enum_members(enum: str, lines: Sequence[str]) -> list[str]:
    """The members of the enum `enum` as the file defines it (Python `class E(Enum):`, Java/C#/TS `enum E {`).

    >>> enum_members("Style", ["class Style(enum.Enum):", "    ALL = 1", "    FLAT = 2", "", "def f():"])
    ['ALL', 'FLAT']
    >>> enum_members("Color", ["public enum Color { RED, GREEN(2), BLUE; }"])
    ['RED', 'GREEN', 'BLUE']
    >>> enum_members("T", ["enum T {", "    /**", "     * Major, minor and patch.", "     */", "    STRICT,",
    ...                    "    // loose, too", "    LOOSE", "}"])
    ['STRICT', 'LOOSE']
    """
    name = re.escape(enum)
    for n, text in enumerate(lines):
        if re.match(rf"\s*class\s+{name}\s*\(.*Enum\b.*\)\s*:", text):
            ind = len(text) - len(text.lstrip())
            out = []
            for body in lines[n + 1 :]:
                if body.strip() and len(body) - len(body.lstrip()) <= ind:
                    break
                if m := re.match(r"\s*([A-Z_][A-Za-z0-9_]*)\s*=", body):
                    out.append(m.group(1))
            return out
        if m := re.search(rf"\benum\s+(?:class\s+)?{name}\b[^{{]*\{{", text):
            rest = "\n".join([text[m.end() :], *lines[n + 1 : n + 40]])
            # Doc comments between members ("Major, minor and patch parts are required.") are no members:
            # semver4j's `SemverType` gave `SemverType.minor`, a value the enum cannot take.
            rest = re.sub(r"/\*.*?\*/|//[^\n]*", " ", rest, flags=re.S)
            rest = re.split(r"[;}]", rest, maxsplit=1)[0]
            return [x.group(1) for part in rest.split(",") if (x := re.match(r"\s*([A-Za-z_]\w*)", part))]
    return []


def _enum_equality(cond: str, want: bool, lines: Sequence[str]) -> list[Pair] | None:
    """`config.style is KanjizeStyle.ALL`: the member itself, or another member of the same enum.

    kanjize's style branches said "Values for which `config.style is KanjizeStyle.ALL` is true (the code
    names no literal)": the member named in the condition is the value.

    >>> src = ["class KanjizeStyle(enum.Enum):", "    ALL = 1", "    MIXED = 2"]
    >>> _enum_equality("config.style is KanjizeStyle.ALL", True, src), _enum_equality("style != KanjizeStyle.ALL", True, src)
    ([('config.style', 'KanjizeStyle.ALL')], [('style', 'KanjizeStyle.MIXED')])
    >>> _enum_equality("style is Unknown.ALL", False, src) is None
    True
    >>> _enum_equality("mode == Mode.FAST", True, []), _enum_equality("mode != Mode.FAST", True, ["Mode.SLOW"])
    ([('mode', 'Mode.FAST')], [('mode', 'Mode.SLOW')])
    """
    m = _ENUM_EQ.match(cond.strip())
    if m is None:
        return None
    name, op, enum, member = m.groups()
    if want == (op.replace(" ", "") in ("is", "==", "===")):
        return [(name, f"{enum}.{member}")]  # equal to the member: the member, whoever defines it
    members = enum_members(enum, lines) or _mentioned_members(enum, lines)
    other = next((x for x in members if x != member), None)
    return [(name, f"{enum}.{other}")] if other else None


def _mentioned_members(enum: str, lines: Sequence[str]) -> list[str]:
    """Members of `enum` the file names (`TruncateFrom.Left`, `TruncateFrom.Right`) when another file defines it.

    Humanizer's truncators test `truncateFrom == TruncateFrom.Right` and `TruncateFrom.Left`; the enum is in
    TruncateFrom.cs. Only members written `Enum.Member` count: another member the file names is another value.

    >>> _mentioned_members("TruncateFrom", ["x == TruncateFrom.Right ? a : b", "y == TruncateFrom.Left"])
    ['Right', 'Left']
    """
    found = re.findall(rf"(?<![\w.$]){re.escape(enum)}\.([A-Za-z_]\w*)\b(?!\s*\()", "\n".join(lines))
    return list(dict.fromkeys(found))


_CHAR_IN = re.compile(r"""^([A-Za-z_$][\w$.]*)\[0\]\s+(not\s+in|in)\s+(["'])(.+)\3$""")


def _first_char_in(cond: str, want: bool) -> list[Pair] | None:
    """`match_expr[0] in "0123456789"`: a string starting with one of the characters, or with none of them.

    semver's `match_expr and match_expr[0] in "0123456789"` took `match_expr` = `"abc"` for the side that
    needs a digit first (the critic rightly found the condition false for it).

    >>> _first_char_in('match_expr[0] in "0123456789"', True), _first_char_in('kanjis[0] not in "-+"', True)
    ([('match_expr', '"0"')], [('kanjis', '"a"')])
    """
    m = _CHAR_IN.match(cond.strip())
    if m is None:
        return None
    name, op, _, chars = m.groups()
    inside = want == (op == "in")
    if inside:
        return [(name, shown(chars[0], "typescript"))]
    other = next((c for c in "a0_ " if c not in chars), None)
    return [(name, shown(other, "typescript"))] if other else None


_MATCH_COND = re.compile(
    r"^(?P<neg>!|not\s+)?\s*(?P<name>[A-Za-z_$][\w$]*)(?:\??\.groups)?"
    r"(?:\s*(?P<op>===|!==|==|!=|is\s+not|is)\s*(?:null|None|undefined))?$"
)
_JS_EXEC = re.compile(r"^/((?:[^/\\\n]|\\.)+)/([a-z]*)\.exec\(\s*([\w.$]+)\s*,?\s*\)$")
_JS_MATCH = re.compile(r"^([\w.$]+)\.match\(\s*/((?:[^/\\\n]|\\.)+)/([a-z]*)\s*\)$")
_PY_MATCH = re.compile(
    r"""^re\.(match|search|fullmatch)\(\s*[rR]?(['"])(.+?)\2\s*,\s*([\w.]+)\s*(?:,\s*re\.I(?:GNORECASE)?)?\s*\)$"""
)
_MATCH_CANDIDATES = (
    "1",
    "abc",
    "1d",
    "ABC123",
    "a",
    "user@example.com",
    "2024-01-31",
    "12345",
    "a b",
    "@",
    "",
)


def _statement(lines: Sequence[str], first: int, expr: str, most: int = 6) -> str:
    """`expr` (the right-hand side on line `first`) with the lines it continues on, until its brackets close."""
    text = expr
    n = first
    while (
        not text.strip() or text.count("(") > text.count(")") or text.rstrip().endswith(("=", "("))
    ) and n < min(len(lines), first + most):
        text += " " + lines[n].strip()
        n += 1
    return " ".join(text.split()).rstrip(";").strip()


def _matched_local(cond: str, want: bool, lines: Sequence[str], line: int) -> list[Pair] | None:
    """`!match?.groups` after `const match = /re/i.exec(str)`: a `str` the expression does (not) match.

    >>> lines = ["  const match =", "    /^(?<value>\\\\d+) *(?<unit>ms|s)?$/i.exec(", "      str,", "    );", "  if (!match?.groups) {"]
    >>> _matched_local("!match?.groups", True, lines, 5), _matched_local("!match?.groups", False, lines, 5)
    ([('str', '"abc"')], [('str', '"1"')])
    >>> _matched_local("m is None", True, ["    m = re.match(r'[a-z]+$', text)", "    if m is None:"], 2)
    [('text', '"1"')]
    """
    c = _MATCH_COND.match(cond.strip())
    if c is None:
        return None
    name = c.group("name")
    found = None
    for n in range(min(line - 1, len(lines)), max(0, line - 31), -1):
        m = re.search(
            rf"(?<![.\w$]){re.escape(name)}\s*(?::\s*[\w.<>\[\]|? ]+?\s*)?=(?!=)\s*(.*)$", lines[n - 1]
        )
        if m is not None:
            found = _statement(lines, n, m.group(1))
            break
    if found is None:
        return None
    if (j := _JS_EXEC.match(found)) is not None:
        pattern, flags, arg = (
            j.group(1).replace("(?<", "(?P<").replace("(?P<=", "(?<=").replace("(?P<!", "(?<!"),
            j.group(2),
            j.group(3),
        )
        search = True
    elif (j := _JS_MATCH.match(found)) is not None:
        arg, pattern, flags = (
            j.group(1),
            j.group(2).replace("(?<", "(?P<").replace("(?P<=", "(?<=").replace("(?P<!", "(?<!"),
            j.group(3),
        )
        search = True
    elif (p := _PY_MATCH.match(found)) is not None:
        pattern, arg, flags, search = (
            p.group(3),
            p.group(4),
            "i" if "re.I" in found else "",
            p.group(1) == "search",
        )
    else:
        return None
    try:
        rx = re.compile(pattern, re.IGNORECASE if "i" in flags else 0)
    except re.error:
        return None
    op = (c.group("op") or "").replace(" ", "")
    # the condition holds when there is no match: `!m`, `not m`, `m === null`, `m is None`
    holds_on_no_match = bool(c.group("neg")) != (op in ("===", "==", "is"))
    want_match = want != holds_on_no_match
    for cand in _MATCH_CANDIDATES:
        hit = (
            rx.search(cand)
            if search
            else (rx.fullmatch(cand) if found.startswith("re.fullmatch") else rx.match(cand))
        )
        if bool(hit) == want_match:
            return [(arg, f'"{cand}"')]
    return None


def fixed_values(cond: str, want: bool, lines: Sequence[str], line: int,
                 type_of: Callable[[str], str | None],
                 derive: Callable[[str], Derived | None] = lambda name: None,
                 language: str = "", others: Sequence[Sequence[str]] = ()) -> list[Pair] | None:  # fmt: skip
    """(operand, value) pairs that make `cond` evaluate to `want`; None when no reader knows its shape.

    `others`: the run's other files of the language (a `case` label read from another module's constant).

    >>> fixed_values("REMOTE.includes(pref)", True, ['const REMOTE = ["北海道", "沖縄県"];'], 2, lambda n: None)
    [('pref', '"北海道"')]
    >>> fixed_values("max < min", False, [], 1, lambda n: "int")
    [('max', '1'), ('min', '1')]
    >>> fixed_values("default", True, ["switch (n) {", "  case 1:", "  case 2:", "  default:", "}"], 4, lambda n: None)
    [('n', '3')]
    """
    cond = cond.strip()
    return (
        _relation(cond, want, type_of) or _typeof(cond, want, lines, line) or _finite(cond, want) or _is_array(cond, want)
        or isinstance_pairs(cond, want) or instanceof_pairs(cond, want, language)
        or _const_member(cond, want, lines) or _case(cond, want, lines, line, others) or _regex_literal(cond, want, derive)
        or _matched_local(cond, want, lines, line) or _const_equality(cond, want, lines)
        or _enum_equality(cond, want, lines) or _first_char_in(cond, want) or _char_class(cond, want, language)
    )  # fmt: skip


__all__ = ["constant_members", "fixed_values", "typeof_outside", "typeof_outside_each"]
