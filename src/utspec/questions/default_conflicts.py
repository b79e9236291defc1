"""A default the design states for a name, and the default the code gives that name: when they differ, ask.

Designs document defaults in sentences: "The default value for the `quotes` option is `'single'`", "The
`wrap` option … defaults to `false`", "The default mode is "rb", and the default compresslevel is 9",
"otherwise, the default is 'rb'". Code gives defaults in three shapes, none of them a comparison:

- a parameter default (`def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_TRADEOFF)`, a
  constant read through its definition, tuple assignments included; `function f(limit = 3)`);
- a key of an options or defaults object literal (`cssesc.options = {'quotes': 'double'}`);
- a fallback read with the name as its key (`getattr(fileobj, 'mode', 'wb')`, `opts.get('mode', 'rb')`), or in
  JavaScript the literal an option's read falls back to (`(options && options.unit) || ''`,
  `options.decimalPlaces !== undefined ? options.decimalPlaces : 2`; `utspec.questions.js_fallbacks`).

A stated default is compared with the code's defaults of the same name, first those inside the function
or class the statement's section heading names (`## gzip.open(…)` -> `open`), else those anywhere. It is
a conflict only when the code gives the name a default of the same type (string, number, boolean) and
none of them equals the design's: a `None` / `null` default says "not given" and decides nothing.
The numeric limits and constants `design_code_mismatch` already compares are not asked twice (the check
skips places it asked). Pure functions of the statements and source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from utspec.codetext import split_top_level
from utspec.models import Requirement, SourceText
from utspec.questions.const_alias import constants
from utspec.questions.durations import seconds_of
from utspec.questions.go_defaults import constructor_defaults, duration_seconds
from utspec.questions.js_fallbacks import fallbacks
from utspec.questions.legend_defaults import legend_default
from utspec.questions.named_bits import unpacked
from utspec.questions.signature_defaults import signature_defaults
from utspec.questions.term_subject import term_subject

_DEFAULT = re.compile(r"\bdefault(?:s|ed)?\b|既定|デフォルト", re.I)
#: A literal as a design writes it: `'single'`, "rb", `false`, 9 (a backticked identifier is a name, not a value).
_DESIGN_LITERAL = re.compile(
    r"`([^`\n]+)`|'([^'\n]*)'|\"([^\"\n]*)\"|“([^”\n]*)”|(?<![\w.])(-?\d+(?:\.\d+)?)(?!\w|\.\d)|\b(true|false)\b"
)
_CODE_LITERAL = re.compile(
    r"""^(?:'(?P<s1>[^'\n]*)'|"(?P<s2>[^"\n]*)"|(?P<n>-?\d+(?:\.\d+)?)|(?P<b>true|false|True|False)|(?P<z>None|null|undefined|nil))$"""
)
_SIGNATURE = re.compile(
    r"^\s*(?:async\s+)?(?:def|function)\s+(?P<name>[A-Za-z_$][\w$]*)\s*\(|(?P<var>[A-Za-z_$][\w$]*)\s*=\s*function\s*\w*\s*\("
    r"|^\s*(?:export\s+)?(?:const|let|var)\s+(?P<arrow>[A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?\((?=[^)]*$|.*\)\s*=>)"
)
#: A destructured options parameter: `{lenient = false, default: default_} = {}` (yn's options, read one by one).
_DESTRUCTURED = re.compile(r"\s*\{(?P<inner>.*)\}\s*(?::[^=]+)?(?:=\s*\{\s*\})?\s*", re.S)
_BLOCK = re.compile(
    r"^\s*(?:(?:async\s+)?def|class|function)\s+(?P<name>[A-Za-z_$][\w$]*)|(?:var|let|const)\s+(?P<var>[A-Za-z_$][\w$]*)\s*=\s*function\b"
)
_OBJECT_START = re.compile(r"(?P<name>[A-Za-z_$][\w$.]*)\s*(?::[^=]+)?=\s*\{\s*$")
_OBJECT_NAME = re.compile(r"default|option|opts|config|settings", re.I)
_KEY = re.compile(
    r"""^\s*['"]?(?P<key>[A-Za-z_$][\w$]*)['"]?\s*:\s*(?P<v>[^,{}\[\]]+?)\s*,?\s*(?://.*|#.*)?$"""
)
#: A time unit right after a stated number ("60 秒", "500 ms", "15 minutes").
_TIME_UNIT = re.compile(
    r"\s*(?P<u>ミリ秒|秒|分|時間|ms|msec|milliseconds?|seconds?|secs?|s|minutes?|mins?|hours?)(?![A-Za-z])",
    re.I,
)
_FALLBACK = re.compile(
    r"""(?:\bgetattr\(\s*[^,()]+,|\.(?:get|getOrDefault|GetValueOrDefault)\()\s*['"](?P<key>[A-Za-z_]\w*)['"]\s*,\s*(?P<v>[^(),]+?)\s*\)"""
)


@dataclass(frozen=True)
class Value:
    kind: str
    """`str`, `num`, `bool`, or `dur` (a code duration, `key` in seconds: Go's `30 * time.Second`)."""
    key: str
    unit: str | None = field(default=None, compare=False)
    """The time unit a stated number is written with ("60 秒"), compared with a `dur`."""

    def shown(self) -> str:
        if self.kind == "dur":
            return f"{self.key}s"  # seconds: `30 * time.Second` is shown as 30s
        if self.unit:
            return f"{self.key} {self.unit}"  # "60 秒", as the statement writes it
        return f"'{self.key}'" if self.kind == "str" else self.key


@dataclass(frozen=True)
class CodeDefault:
    name: str
    value: Value
    file: str
    line: int
    text: str


@dataclass(frozen=True)
class DefaultConflict:
    req: Requirement
    name: str
    design: Value
    code: CodeDefault


def _num(text: str) -> str:
    f = float(text)
    return str(int(f)) if f.is_integer() else str(f)


def _code_value(expr: str, consts: dict[str, str]) -> Value | None:
    e = consts.get(expr.strip(), expr.strip())
    m = _CODE_LITERAL.match(e)
    if m is None or m.group("z"):
        return None
    if m.group("n"):
        return Value("num", _num(m.group("n")))
    if m.group("b"):
        return Value("bool", m.group("b").lower())
    return Value("str", m.group("s1") if m.group("s1") is not None else m.group("s2") or "")


def _design_value(m: re.Match[str]) -> Value | None:
    tick, s1, s2, s3, num, boolean = m.groups()
    if tick is not None:
        inner = _CODE_LITERAL.match(tick.strip())
        return _code_value(tick, {}) if inner else None
    if num is not None:
        return Value("num", _num(num))
    if boolean is not None:
        return Value("bool", boolean.lower())
    text = next(x for x in (s1, s2, s3) if x is not None)
    return Value("str", text) if re.fullmatch(r"[\w.+-]{1,32}", text) else None


def comparable(code: Value, said: Value) -> bool:
    """Whether a stated default can be compared with a code default: the same type, or a time against a duration."""
    return code.kind == said.kind or (
        code.kind == "dur" and said.kind == "num" and seconds_of(1.0, said.unit) is not None
    )


def same_value(code: Value, said: Value) -> bool:
    """Whether a stated default is the code's (`60 秒` is `60 * time.Second`).

    >>> same_value(Value("dur", "60"), Value("num", "60", "秒")), same_value(Value("dur", "0.5"), Value("num", "500", "ミリ秒"))
    (True, True)
    >>> same_value(Value("dur", "900"), Value("num", "5", "分")), same_value(Value("num", "2"), Value("num", "2"))
    (False, True)
    """
    if code.kind == "dur" and said.kind == "num":
        secs = seconds_of(float(said.key), said.unit)
        return secs is not None and abs(secs - float(code.key)) < 1e-9 * max(1.0, secs)
    return code == said


def _go_defaults(src: SourceText) -> list[CodeDefault]:
    """A Go constructor's literal keys (`utspec.questions.go_defaults`) with a literal or duration value."""
    out = []
    for d in constructor_defaults(src):
        if (secs := duration_seconds(d.expr)) is not None:
            out.append(CodeDefault(d.key, Value("dur", _num(str(secs))), src.path, d.line, d.text))
        elif (v := _code_value(d.expr, {})) is not None:
            out.append(CodeDefault(d.key, v, src.path, d.line, d.text))
    return out


def code_defaults(src: SourceText) -> list[CodeDefault]:
    """Every parameter default, options-object key and keyed fallback of one file with a literal value.

    >>> py = "MODE = 'wb'\\ndef open(f, mode='rb',\\n         level=MODE):\\n    return getattr(f, 'mode', 'wb')\\n"
    >>> [(d.name, d.value.shown(), d.line) for d in code_defaults(SourceText(path="g.py", text=py))]
    [('mode', "'rb'", 2), ('level', "'wb'", 3), ('mode', "'wb'", 4)]
    """
    consts = {k: c.values[0] for k, c in {**constants(src), **unpacked(src)}.items() if not c.collection}
    lines = src.text.split("\n")
    script = src.path.endswith((".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"))
    out: list[CodeDefault] = _go_defaults(src)
    objects: list[bool] = []
    for n, line in enumerate(lines, start=1):
        if m := _SIGNATURE.search(line):
            out += _parameters(lines, n, line.index("(", m.start()), src.path, consts)
        for f in _FALLBACK.finditer(line):
            if (v := _code_value(f.group("v"), consts)) is not None:
                out.append(CodeDefault(f.group("key"), v, src.path, n, line.strip()))
        for key, literal in fallbacks(line) if script else ():
            if (v := _code_value(literal, consts)) is not None:
                out.append(CodeDefault(key, v, src.path, n, line.strip()))
        if m := _OBJECT_START.search(line):
            objects.append(bool(_OBJECT_NAME.search(m.group("name"))))
            continue
        if objects and line.strip().startswith("}"):
            objects.pop()
            continue
        if objects and objects[-1] and (k := _KEY.match(line)) and (v := _code_value(k.group("v"), consts)):
            out.append(CodeDefault(k.group("key"), v, src.path, n, line.strip()))
    return out


def _parameters(lines: list[str], n: int, at: int, path: str, consts: dict[str, str]) -> list[CodeDefault]:
    """The defaulted parameters of a signature opening on line `n` at column `at` (it may span lines)."""
    text, depth, out = "", 0, []
    row, col = n - 1, at
    while row < len(lines) and row < n + 20:
        for i in range(col, len(lines[row])):
            ch = lines[row][i]
            depth += ch in "([{"
            depth -= ch in ")]}"
            if depth == 0:
                text += lines[row][col : i + 1]
                break
        else:
            text += lines[row][col:] + "\n"
            row, col = row + 1, 0
            continue
        break
    params = split_top_level(text.strip()[1:-1])
    for p in list(params):
        if d := _DESTRUCTURED.fullmatch(p):
            # each option's own default, named by its key (`default: default_ = 1` defaults `default`)
            params += [
                re.sub(r"^\s*([A-Za-z_$][\w$]*)\s*:\s*[A-Za-z_$][\w$]*\s*=", r"\1 =", q)
                for q in split_top_level(d.group("inner"))
            ]
    for p in params:
        m = re.fullmatch(r"\s*(?P<name>[A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?P<v>.+?)\s*", p, re.S)
        if m and (v := _code_value(m.group("v"), consts)) is not None:
            line = next(
                (
                    k
                    for k in range(n, min(len(lines), n + 20) + 1)
                    if re.search(rf"\b{re.escape(m.group('name'))}\s*(?::[^=,]+)?=", lines[k - 1])
                ),
                n,
            )
            out.append(CodeDefault(m.group("name"), v, path, line, lines[line - 1].strip()))
    return out


def extent(src: SourceText, name: str) -> tuple[int, int] | None:
    """First and last line of the function or class `name` (by indentation; a closing brace line ends it)."""
    lines = src.text.split("\n")
    for n, line in enumerate(lines, start=1):
        m = _BLOCK.match(line)
        if m is None or name not in (m.group("name"), m.group("var")):
            continue
        indent = len(line) - len(line.lstrip())
        for k in range(n, len(lines)):
            nxt = lines[k]
            if nxt.strip() and len(nxt) - len(nxt.lstrip()) <= indent:
                return n, k + (1 if nxt.strip().startswith(("}", ")")) else 0)
        return n, len(lines)
    return None


def _section_name(section: str | None) -> str | None:
    """The function or class a heading documents: `gzip.open(filename, …)` -> open, `class GzipFile(…)` -> GzipFile."""
    m = re.search(r"(?:^|[\s`.])(?P<name>[A-Za-z_$][\w$]*)\s*\(", section or "")
    return m.group("name") if m else None


def heading_name(section: str | None) -> str | None:
    """The option a heading that is one identifier documents: a readme's `##### lenient` above "Type: `boolean`
    Default: `false`" (yn), whose sentences name no option of their own.

    >>> heading_name("lenient"), heading_name("`minimumFractionDigits`"), heading_name("Options and defaults")
    ('lenient', 'minimumFractionDigits', None)
    """
    m = re.fullmatch(r"\s*`?(?P<name>[A-Za-z_$][\w$]*)`?\s*", section or "")
    return m.group("name") if m else None


def stated_defaults(text: str, names: set[str], subject: str | None = None) -> list[tuple[str, Value]]:
    """(name, value) for each default a sentence states of one of `names`.

    `subject`: the name the sentence is about when it names none ("Default value is `2`." under the
    option list's term `timeMultiple?: number`, `utspec.questions.term_subject`).
    """
    out = []
    marks = list(_DEFAULT.finditer(text))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        seg = text[m.end() : end]
        lit = next(
            ((lm, v) for lm in _DESIGN_LITERAL.finditer(seg) if (v := _design_value(lm)) is not None), None
        )
        if lit is None:
            continue
        between = seg[: lit[0].start()]
        named = [n for n in names if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", between, re.I)]
        if not named:
            before = text[: m.start()]
            named = [n for n in names if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", before, re.I)]
        if not named and subject in names:
            named = [subject]
        if len(named) == 1:
            value = lit[1]
            if value.kind == "num" and (u := _TIME_UNIT.match(seg[lit[0].end() :])):
                value = Value("num", value.key, u.group("u"))  # "60 秒", compared with a code duration
            out.append((named[0], value))
    return out


def default_conflicts(
    requirements: Sequence[Requirement], sources: Sequence[SourceText]
) -> list[DefaultConflict]:
    """Stated defaults that no code default of the same name and type equals (see the module docstring)."""
    by_file = {s.path: code_defaults(s) for s in sources}
    every = [d for ds in by_file.values() for d in ds]
    if not every:
        return []
    out: list[DefaultConflict] = []
    for r in requirements:
        out += _signature_conflicts(r, sources, every)
        if r.kind == "heading" or not _DEFAULT.search(r.text):
            continue
        scoped = every
        if (fn := _section_name(r.section)) is not None:
            spans = [(s.path, e) for s in sources if (e := extent(s, fn)) is not None]
            inside = [d for d in every for p, (a, b) in spans if d.file == p and a <= d.line <= b]
            scoped = inside or every
        subject = term_subject(r, requirements) or heading_name(r.section)
        stated = stated_defaults(r.text, {d.name for d in scoped}, subject)
        if not stated and (said := legend_default(r, requirements, {d.name for d in every})) is not None:
            scoped, stated = every, [(said[0], Value("num", said[1]))]  # "既定では月曜日…（0=月曜日）" (legend_defaults)
        for name, value in stated:
            same = [d for d in scoped if d.name.lower() == name.lower() and comparable(d.value, value)]
            if same and not any(same_value(d.value, value) for d in same):
                out.append(DefaultConflict(r, name, value, same[0]))
    return out


def _signature_conflicts(r: Requirement, sources: Sequence[SourceText], every: list[CodeDefault]) -> list[DefaultConflict]:
    """A default a signature in the statement writes (`naturalsize(…, format="%.1f")`) that the same function's
    default of that parameter is not (`utspec.questions.signature_defaults`)."""
    out = []
    for fn, name, literal in signature_defaults(r.text):
        said = _code_value(literal, {})
        spans = [(s.path, e) for s in sources if (e := extent(s, fn)) is not None]
        if said is None or not spans:
            continue
        # the signature's own defaults: the parameter lines of the function, before its body's first line
        own = [d for d in every for p, (a, _) in spans if d.file == p and a <= d.line <= a + 20 and d.name == name]
        own = [d for d in own if d.line == min(x.line for x in own)]
        if own and comparable(own[0].value, said) and not same_value(own[0].value, said):
            out.append(DefaultConflict(r, name, said, own[0]))
    return out
