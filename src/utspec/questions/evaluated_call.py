"""A key item (or a design example) that writes a call and its outcome, checked by running the call.

"ordinal(-1021) は 'st' を返すこと" states a call with literal arguments and what it gives. A reviewer checks
it by running `ordinal` on -1021 (the parameters it leaves out at their defaults), and so does this: through
`utspec.analyzers.py_eval` for a Python function of the sources. Three answers:
- the run gives the stated outcome: the statement **agrees** with the code (no text rule may call it
  contradicted: yn's "yn('abomasum') returns undefined" was asked against a TypeError branch the call never reaches);
- the run gives another value, or raises where a value is stated, or returns where a raise is stated:
  **contradicted**, naming the `return` or `raise` the run reached;
- the statement is not of this shape, or the run cannot be made exactly: None (nothing is said, no guess).

A statement is of this shape when it writes exactly one call (nested calls inside its arguments allowed) of a
function one Python source defines at its top level, with arguments Python can read, and states one outcome:
one literal after the call (a quoted string, a number, True/False/None and their other spellings, 空文字列), or
a raise (an exception type, or raise / throw / 送出 / 例外 words). A negation ("does not raise", "送出しない")
or a second outcome leaves it unread.
"""

from __future__ import annotations

import ast
import builtins
import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from utspec.analyzers import js_eval
from utspec.analyzers.js_data import same_data, written
from utspec.analyzers.py_eval import Outcome, Unknown, call_outcome
from utspec.anchoring.worked_example import _calls
from utspec.models import SourceText
from utspec.questions.judged_predicate import judged_call
from utspec.questions.keyword_call import keyword_call
from utspec.questions.option_stand_in import option_stand_ins
from utspec.questions.property_outcome import MISSING, field_said, field_value, whole_unsaid
from utspec.questions.stand_in import stand_ins
from utspec.questions.stand_in_runs import combined
from utspec.questions.worded_input import DEFAULT_EXPORT, js_options, js_others, py_others, worded_call
from utspec.questions.worded_outcome import READ_VERBS as _READ_VERBS
from utspec.questions.worded_outcome import worded_outcome

#: A literal a statement may state as the result; the other spellings of None and of the booleans included. An object
#: literal opens with a key (`{valid: true, index: 4}`), not a type (`{string}`): JavaScript reads it (`js_data`).
_LITERAL = r"""(?:\([^()\n]*,[^()\n]*\)|\[[^\[\]\n]*\]|\{\s*(?:[\w$'"]+\s*:[^{}\n]*)?\}|'[^'\n]*'|"[^"\n]*"|「[^」\n]*」|-?\d+(?:\.\d+)?(?![\d.,]*\d)|True|False|None|true|false|null|nil|undefined|空文字列|空文字)"""
#: Before the literal: the words that say "gives" (`f(x) returns 'y'`, `f(x) → 'y'`); not a number that starts a longer
#: code span (`1337` → `1.34 kB` states the string '1.34 kB', not 1.34).
_CONNECTED = re.compile(
    rf"(?:\breturns?|\bgives|\byields|\bis|==|=>|->|→|⇒)\s*`?(?P<v>{_LITERAL})(?![\w'\"])(?!\s+[^\s`]+`)",
    re.I,
)
#: After the literal: Japanese result verbs or the end of the statement (`f(x) は 'y' を返すこと`, `… に戻ること`), or a
#: verb of reading or judging said of it (`4 と読まれる`, `false と判定される`: questions.worded_outcome).
_ENDED = re.compile(
    rf"(?<![A-Za-z0-9_.'\"(\[])(?<!,\s)(?<!,)`?(?P<v>{_LITERAL})`?\s*(?=を返|が返|に(?:な|戻)|と(?:な|{_READ_VERBS})|のまま|です|である|$|[,.;:、。]|\s+(?:is\s+)?returned)"
)
_RAISE = re.compile(
    r"\b(?:raise[sd]?|raising|throws?|thrown|throwing)\b|送出|例外|スロー|投げ|エラーに(?:な|す)|(?:Error|Exception)`?\s*(?:に|と)な", re.I
)
_EXCEPTION = re.compile(r"(?<![\w.'\"])([A-Z]\w*(?:Error|Exception|Warning|Exit|Interrupt))(?![\w'\"])")
_NEGATION = re.compile(
    r"\b(?:not|never|no longer|without)\b|n't|せず|しない|されない|ない(?:こと|場合|とき)|ではな|以外", re.I
)
_UNREAD = object()
_SPELLINGS: dict[str, Any] = {"true": True, "false": False, "null": None, "nil": None, "undefined": None,
                              "none": None, "空文字列": "", "空文字": ""}  # fmt: skip


@dataclass(frozen=True)
class Claim:
    call: str
    """The call as the statement writes it (`ordinal(-1021)`)."""
    kind: Literal["return", "raise"]
    value: Any
    """The value stated (a Python value), or the exception type named (None: any exception)."""
    written: str
    """The outcome as the statement writes it (`'st'`, `TypeError`)."""
    worded: bool = field(default=False, repr=False)
    """Said in words ("うるう年と判定される", questions.worded_outcome): a result that is no boolean fixes nothing."""
    key: str | None = field(default=None, repr=False)
    """The one field of the result the value is stated for (`valid が False`, questions.property_outcome)."""


#: `EvaluatedCall.actual` of a run that made an object and raised nothing (a constructor): no value a person writes.
ENDS_NORMALLY = "ends normally"


@dataclass(frozen=True)
class EvaluatedCall:
    claim: Claim
    file: str
    line: int
    """The `return` or `raise` the run reached (or the statement Python raised on)."""
    statement: str
    actual: str
    """What the run gives, as Python writes it (`return 'th'`, `raise IndexError`)."""
    agrees: bool
    path: tuple[int, ...] = ()
    """The lines the called function ran to get there (`number = int(number)`, its test, its return)."""
    written_expected: str = ""
    """The stated outcome as the sources' language writes it (`return error` in Go), when not `raise X`."""
    stand_in: tuple[str, ...] = ()
    """How the call was made when the statement does not say every input (`questions.stand_in`): the call with the
    unsaid parameter by name and the stand-ins it ran with (`rangeParser(size, 'bytes=abc')`; `size = 0, 1, 1000`)."""
    unsettled: tuple[str, ...] = ()
    """When the stand-ins gave different outcomes: each stand-in and its outcome (asked, never contradicted)."""
    each: tuple[str, ...] = ()
    """When every stand-in contradicts with outcomes of one kind that differ: each stand-in and its outcome."""
    left_unsaid: tuple[str, ...] = ()
    """Required parameters the statement does not fill, run without a value and never read (`keyword_call`)."""

    @property
    def expected(self) -> str:
        return self.written_expected or f"{self.claim.kind} {self.claim.written}".strip()


#: "value に None を渡すと", "setfirstweekday に 7 を指定すると": an argument said in words, one literal given to a name.
_GIVEN = re.compile(
    rf"(?<![\w.])(?P<name>[A-Za-z_][\w]*)\s*に\s*`?(?P<lit>{_LITERAL})`?\s*を(?:渡|指定|与え)"
)


def said_call(text: str, defined: frozenset[str], parameters: dict[str, list[str]]) -> tuple[str, str] | None:
    """The call a key item says in words, and the rest of the text after it, or None.

    `parameters` maps each Python function to its parameters, the required ones first (`f(value, binary=False)`:
    `["value"]` required). A name that is a function takes the literal as its one argument; a name that is a
    parameter of exactly one function whose other parameters all have defaults takes it by keyword.

    >>> said_call("value に None を渡すと '0 Bytes' を返すこと", frozenset({"naturalsize"}), {"naturalsize": ["value"]})
    ('naturalsize(value=None)', " '0 Bytes' を返すこと")
    >>> said_call("setfirstweekday に 7 を渡すと IllegalWeekdayError", frozenset({"setfirstweekday"}), {})
    ('setfirstweekday(7)', ' IllegalWeekdayError')
    >>> said_call("n に 0 を渡すと", frozenset({"f", "g"}), {"f": ["n"], "g": ["n"]}) is None
    True
    """
    found = list(_GIVEN.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    name, lit = m.group("name"), m.group("lit")
    if lit in ("空文字列", "空文字"):
        lit = "''"
    elif lit.startswith("「"):
        lit = repr(lit[1:-1])
    rest = text[m.end() :]
    rest = re.sub(r"^(?:す|し)?(?:と|場合|とき)[、,]?", "", rest)
    if name in defined:
        return f"{name}({lit})", " " + rest.lstrip()
    owners = [f for f, required in parameters.items() if required == [name]]
    if len(owners) != 1:
        return None
    return f"{owners[0]}({name}={lit})", " " + rest.lstrip()


def _value(raw: str) -> Any:
    raw = raw.strip("`")
    if raw.lower() in _SPELLINGS:
        return _SPELLINGS[raw.lower()]
    if raw.startswith("「"):
        return raw[1:-1]
    return ast.literal_eval(raw)


@dataclass(frozen=True)
class Worded:
    """What a call said in words needs of the sources (questions.worded_input.worded_call)."""

    others: Mapping[str, frozenset[str]]
    js: frozenset[str]
    sole: str | None = None
    """The package's one exported function (`DEFAULT_EXPORT` when it is anonymous), or None."""
    options: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """The options each JavaScript function reads (`worded_input.js_options`)."""


#: Names a JavaScript call may use that are no function of the package.
_JS_GLOBALS = frozenset({"String", "Number", "Boolean", "Object", "Array", "JSON", "Math", "Date", "RegExp",
                         "parseInt", "parseFloat", "isNaN", "isFinite", "require", "Symbol", "BigInt", "Error",
                         "TypeError", "RangeError", "Promise", "Map", "Set", "console", "setTimeout"})  # fmt: skip
#: A default export (`module.exports = …`, `export default …`) and any other export of a JavaScript file.
_DEFAULT_EXPORT = re.compile(r"^(?:module\.exports\s*=|export\s+default\b)\s*(?P<v>.*)", re.M)
_OTHER_EXPORT = re.compile(
    r"^(?:(?:module\.)?exports\.[\w$]+\s*=|export\s+(?!default\b)|(?!module\.exports\b)[\w$]+\.[\w$]+\s*=)",
    re.M,
)


def _sole_export(sources: list[SourceText], functions: dict[str, SourceText]) -> str | None:
    """The package's one export when it is a function: its name, `DEFAULT_EXPORT` when anonymous, else None.
    A package of several exports (bytes' `module.exports.format = format`) or files (yn's lenient.js) has none."""
    js = [s for s in sources if _kind(s.path) == "js"]
    found = [(s, m) for s in js for m in _DEFAULT_EXPORT.finditer(s.text)]
    if len(found) != 1 or any(_OTHER_EXPORT.search(s.text) for s in js):
        return None
    src, m = found[0]
    value = m.group("v").strip().rstrip(";")
    if value in functions and functions[value] is src:
        return value
    if re.match(r"(?:async\s*)?(?:function\b\s*[\w$]*\s*)?\(", value):
        return DEFAULT_EXPORT
    return None


def claim(
    text: str,
    defined: frozenset[str],
    parameters: dict[str, list[str]] | None = None,
    worded: Worded | None = None,
) -> Claim | None:
    """The one call of a `defined` function the text writes and the one outcome it states, or None.

    >>> claim("ordinal(-1021) は 'st' を返すこと", frozenset({"ordinal"}))
    Claim(call='ordinal(-1021)', kind='return', value='st', written="'st'")
    >>> claim('camelize("", False) は空文字列を返すこと', frozenset({"camelize"})).value
    ''
    >>> claim("yn('mo') returns undefined because lenient mode is off", frozenset({"yn"})).written
    'undefined'
    >>> claim("_prev(2024, 1) は (2024, 12) を返すこと", frozenset({"_prev"})).value
    (2024, 12)
    >>> claim("half(-1) raises ValueError", frozenset({"half"})).value
    'ValueError'
    >>> claim("half(2) does not raise", frozenset({"half"})) is None
    True
    >>> claim("half(2) と half(4) は 1 と 2 を返す", frozenset({"half"})) is None
    True
    """
    calls = [(s, e, n) for s, e, n in _calls(text)]
    outer = [(s, e, n) for s, e, n in calls if not any(s2 < s and e <= e2 for s2, e2, _ in calls)]
    if _NEGATION.search(text):
        return None
    if not outer and (said := said_call(text, defined, parameters or {})) is not None:
        call, rest = said
    elif (
        not outer
        and worded is not None
        and (
            w := worded_call(
                text, defined, worded.others, worded.js, _CONNECTED, _ENDED, worded.sole, worded.options
            )
        )
        is not None
    ):
        call, rest = w  # "負の値を toRoman に渡すと…": the one value the words fix (questions.worded_input)
    elif (
        not outer
        and worded is not None
        and (j := judged_call(text, defined, worded.others, worded.js)) is not None
    ):
        # "'Abcdef1!' は強いパスワードと判定される": `isStrongPassword` (questions.judged_predicate)
        call, rest = j
    elif (
        len(outer) == 1
        and worded is not None
        and worded.sole == DEFAULT_EXPORT
        and re.fullmatch(r"[A-Za-z_$][\w$]*", outer[0][2])
        and outer[0][2] not in defined
        and outer[0][2] not in _JS_GLOBALS
    ):
        # `prettyBytes(1337)` where the package's one export is an anonymous function: the name the readme
        # imports it as (`const prettyBytes = require('pretty-bytes')`) is a name the sources never define
        start, end, called = outer[0]
        call, rest = DEFAULT_EXPORT + text[start + len(called) : end], text[end:]
    elif len(outer) != 1 or outer[0][2] not in defined:
        return None
    else:
        start, end, _ = outer[0]
        call, rest = text[start:end], text[end:]
    if not call[call.index("(") + 1 : -1].strip():
        return (
            None  # "bytes() に … true を渡すと": a function named by its call sign, its input said in words
        )
    if _RAISE.search(rest):
        names = set(_EXCEPTION.findall(rest))
        if len(names) > 1:
            return None
        name = next(iter(names), None)
        return Claim(call, "raise", name, name or "")
    if (said := field_said(rest, _LITERAL)) is not None:
        # "… は桁数不足で valid が False": one field of the result, not the result (questions.property_outcome)
        key, raw = said
        try:
            value = _value(raw)
        except (ValueError, SyntaxError):
            value = _UNREAD
        return Claim(call, "return", value, raw.strip("`"), key=key)
    found = {m.group("v") for m in (*_CONNECTED.finditer(rest), *_ENDED.finditer(rest))}
    if not found and (words := worded_outcome(rest, call.split("(", 1)[0].strip())) is not None:
        # "強いパスワードと判定される", "4 と読まれる": an outcome said in words (questions.worded_outcome)
        return Claim(call, "return", words[0], words[1], isinstance(words[0], bool))
    if len(found) != 1:
        return None
    (raw,) = found
    try:
        value = _value(raw)
    except (ValueError, SyntaxError):
        value = _UNREAD  # a JavaScript literal Python does not read (`{a: 1}`): read by js_eval
    return Claim(call, "return", value, raw.strip("`"))


#: A top-level definition: Python's `def f(`, JavaScript's `function f(`, `const f = (…) =>` / `= function`.
_DEFINITION = {
    "py": re.compile(r"^def\s+([A-Za-z_]\w*)\s*\(", re.M),
    "js": re.compile(
        r"^(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\("
        r"|^(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\(|function\b|[A-Za-z_$][\w$]*\s*=>)",
        re.M,
    ),
}
_KIND = {".py": "py", ".js": "js", ".mjs": "js", ".cjs": "js", ".ts": "js"}


def _kind(path: str) -> str | None:
    return next((k for ext, k in _KIND.items() if path.endswith(ext)), None)


def _functions(sources: list[SourceText]) -> dict[str, SourceText]:
    """Top-level functions of the Python and JavaScript/TypeScript sources, by name (a name two files define is
    left out)."""
    seen: dict[str, list[SourceText]] = {}
    for src in sources:
        kind = _kind(src.path)
        if kind is None:
            continue
        for m in _DEFINITION[kind].finditer(src.text):
            seen.setdefault(next(g for g in m.groups() if g), []).append(src)
    return {name: srcs[0] for name, srcs in seen.items() if len(srcs) == 1}


def _unqualified(text: str, functions: dict[str, SourceText]) -> str:
    """The text with a Python call qualified by its own module's name written bare: Python's documentation writes
    `colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` for the `rgb_to_hsv` that colorsys.py defines (another qualifier is left).

    >>> src = SourceText(path="lib/colorsys.py", text="def rgb_to_hsv(r, g, b):\\n    return r\\n")
    >>> _unqualified("`colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` は", {"rgb_to_hsv": src})
    '`rgb_to_hsv(0.2, 0.4, 0.4)` は'
    >>> _unqualified("other.rgb_to_hsv(1, 2, 3)", {"rgb_to_hsv": src})
    'other.rgb_to_hsv(1, 2, 3)'
    """

    def bare(m: re.Match[str]) -> str:
        src = functions.get(m.group("f"))
        stem = (
            src.path.rsplit("/", 1)[-1].removesuffix(".py")
            if src is not None and _kind(src.path) == "py"
            else None
        )
        return m.group("f") + "(" if stem == m.group("m") else m.group(0)

    return re.sub(r"(?<![\w.])(?P<m>[A-Za-z_]\w*)\.(?P<f>[A-Za-z_]\w*)\(", bare, text)


def _required(sources: list[SourceText]) -> dict[str, list[str]]:
    """Each top-level Python function's required parameters (those without a default)."""
    out: dict[str, list[str]] = {}
    for src in sources:
        if _kind(src.path) != "py":
            continue
        try:
            tree = ast.parse(src.text)
        except (SyntaxError, ValueError):
            continue
        for fn in tree.body:
            if isinstance(fn, ast.FunctionDef):
                a = fn.args
                out[fn.name] = [p.arg for p in a.args[: len(a.args) - len(a.defaults)]]
    return out


def _worded(sources: list[SourceText], functions: dict[str, SourceText]) -> Worded:
    others: dict[str, frozenset[str]] = {}
    options: dict[str, frozenset[str]] = {}
    for src in sources:
        kind = _kind(src.path)
        found = py_others(src.text) if kind == "py" else js_others(src.text) if kind == "js" else {}
        others.update((n, o) for n, o in found.items() if functions.get(n) is src)
        if kind == "js":
            options.update((n, o) for n, o in js_options(src.text).items() if functions.get(n) is src)
    sole = _sole_export(sources, functions)
    if sole == DEFAULT_EXPORT:
        src = next(s for s in sources if _kind(s.path) == "js" and _DEFAULT_EXPORT.search(s.text))
        if DEFAULT_EXPORT in (found := js_others(src.text)):
            others[DEFAULT_EXPORT] = found[DEFAULT_EXPORT]
            options[DEFAULT_EXPORT] = js_options(src.text).get(DEFAULT_EXPORT, frozenset())
    js = frozenset(n for n, src in functions.items() if _kind(src.path) == "js") | {DEFAULT_EXPORT}
    return Worded(others, js, sole, options)


def _bases(sources: list[SourceText]) -> dict[str, str | None]:
    """Each Python class of the sources and the first class it derives from (`StatisticsError` → `ValueError`)."""
    out: dict[str, str | None] = {}
    for src in sources:
        if _kind(src.path) != "py":
            continue
        try:
            tree = ast.parse(src.text)
        except (SyntaxError, ValueError):
            continue
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                names = [b.id for b in node.bases if isinstance(b, ast.Name)]
                out[node.name] = names[0] if names and len(names) == len(node.bases) else None
    return out


def _raised_is(raised: str, stated: str, bases: dict[str, str | None]) -> bool | None:
    """Whether the class raised is the class stated or derives from it; None when its ancestry leaves what is known.

    >>> b = {"StatisticsError": "ValueError", "IllegalMonthError": "ValueError"}
    >>> _raised_is("StatisticsError", "ValueError", b), _raised_is("StatisticsError", "TypeError", b)
    (True, False)
    >>> _raised_is("StatisticsError", "IllegalMonthError", b), _raised_is("Mystery", "ValueError", b)
    (False, None)
    """
    seen: set[str] = set()
    name = raised
    while name in bases and name not in seen:
        if name == stated:
            return True
        seen.add(name)
        parent = bases[name]
        if parent is None:
            return None
        name = parent
    if name == stated:
        return True
    builtin_raised, builtin_stated = getattr(builtins, name, None), getattr(builtins, stated, None)
    if not isinstance(builtin_raised, type) or not issubclass(builtin_raised, BaseException):
        return None  # the chain leaves the sources and the builtins
    if isinstance(builtin_stated, type):
        return issubclass(builtin_raised, builtin_stated)
    return False if stated in bases else None  # a class of the sources the chain does not pass through


def _agrees(c: Claim, out: Outcome, kind: str, bases: dict[str, str | None] | None = None) -> bool | None:
    if c.key is not None and out.kind == "return":
        actual = field_value(out.value, c.key)
        if actual is MISSING:
            return None  # a result without the field the statement names: nothing to compare
        out = dataclasses.replace(out, value=actual)
    if c.kind == "return":
        if out.kind == "raise":
            return False
        if kind == "js":
            return _js_equal(c, out.value)
        if c.value is _UNREAD or whole_unsaid(out.value, c.value):
            return None  # a plain value stated for a dict or list names a part of it (questions.property_outcome)
        same_kind = isinstance(out.value, bool) == isinstance(c.value, bool)
        return same_kind and type(out.value) in (type(c.value), int, float) and out.value == c.value
    if out.kind == "return":
        return False
    if c.value is None or c.value == out.value:
        return True
    if kind == "js":
        return True if c.value == "Error" else None  # every error the evaluator throws is a built-in Error
    return _raised_is(out.value, c.value, bases or {})


def _js_equal(c: Claim, actual: Any) -> bool | None:
    """The stated literal read as JavaScript (`undefined` is not `null`, `1` is not `true`) against the result."""
    if c.written in ("空文字列", "空文字"):
        stated: Any = ""
    elif c.written.startswith("「"):
        stated = c.written[1:-1]
    else:
        try:
            stated = js_eval.literal(c.written)
        except (Unknown, RecursionError):
            return None
    if isinstance(stated, (list, dict)) or isinstance(actual, (list, dict)):
        # an array or object against an array or object, item by item (js_data); against a primitive: a loose
        # "returns 'x'" of a function returning an object says nothing exact
        both = isinstance(stated, (list, dict)) and isinstance(actual, (list, dict))
        return same_data(stated, actual, js_eval.UNDEFINED) if both else None
    if isinstance(stated, bool) or isinstance(actual, bool) or stated is None or actual is None:
        return type(stated) is type(actual) and stated == actual
    if stated is js_eval.UNDEFINED or actual is js_eval.UNDEFINED:
        return stated is actual
    if isinstance(stated, (int, float)) and isinstance(actual, (int, float)):
        return float(stated) == float(actual)
    return type(stated) is type(actual) and stated == actual


def _shown(out: Outcome, kind: str) -> str:
    if out.kind == "raise":
        return f"raise {out.value}"
    if kind == "js":
        v = out.value
        if isinstance(v, str):
            return "return '" + v.replace("\\", "\\\\").replace("'", "\\'") + "'"
        if isinstance(v, (list, dict)):
            return f"return {written(v, js_eval.UNDEFINED)}"
        return f"return {js_eval.to_string(v) if v is not None else 'null'}"
    return f"return {out.value!r}"


def evaluated_call(text: str, sources: list[SourceText]) -> EvaluatedCall | None:
    """The statement's call run on the sources and compared with the outcome it states (module docstring).

    >>> src = SourceText(path="o.py", text="def ordinal(n):\\n    return {1: 'st', 2: 'nd'}.get(n % 10, 'th')\\n")
    >>> e = evaluated_call("ordinal(-1) は 'st' を返すこと", [src])
    >>> (e.agrees, e.line, e.actual)
    (False, 2, "return 'th'")
    >>> evaluated_call("ordinal(21) は 'st' を返すこと", [src]).agrees
    True
    """
    if any(s.path.endswith((".java", ".go")) for s in sources):
        from utspec.questions.typed_call import typed_call  # Java and Go (imports this module)

        return typed_call(text, sources)
    functions = _functions(sources)
    worded = _worded(sources, functions)
    text = _unqualified(text, functions)
    c = claim(text, frozenset(functions), _required(sources), worded)
    unsaid = False
    if c is None and (k := keyword_call(text, sources)) is not None:
        # "retry_call with tries=0 raises ValueError": run with the parameters it does not say unread
        c, unsaid = claim(k[0] + k[1], frozenset(functions)), True
    run = _ran(c, sources, functions, unsaid) if c is not None else None
    if run is None and unsaid and c is not None and _kind(functions[c.call.split("(", 1)[0]].path) == "py":
        # "attempts=0 のとき、retry は action を一度も呼ばずに": the unsaid function run as stand-ins (callable_stand_in)
        from utspec.questions.callable_stand_in import callable_runs  # imports this module

        given = {k.arg for k in ast.parse(c.call, mode="eval").body.keywords}  # type: ignore[attr-defined]
        left = tuple(p for p in _required(sources).get(c.call.split("(", 1)[0], []) if p not in given)
        if (cr := callable_runs(c, functions[c.call.split("(", 1)[0]], left, sources)) is not None:
            return cr
    if run is None and (
        si := stand_ins(text, sources, frozenset(functions), worded.sole, _CONNECTED, _ENDED)
        or option_stand_ins(text, sources, frozenset(functions), _CONNECTED, _ENDED)
    ):
        # "such as 'bytes=abc', returns -2" with `size` unsaid: run once per stand-in (questions.stand_in)
        claims = [claim(f"{call} {si.rest}", frozenset(functions)) for call in si.calls]
        runs = [_ran(sc, sources, functions) if sc is not None else None for sc in claims]
        if (both := combined(runs, si.labels)) is not None:
            # unsettled: no agreement either (a text rule may still speak; `mismatch.outcome` skips only agreements)
            agrees = both[0].agrees and not both[1] and not both[2]
            return replace(both[0], stand_in=(si.shown, si.said), unsettled=both[1], each=both[2], agrees=agrees)
    if c is None:
        from utspec.questions.failing_call import failing_runs  # imports this module

        if (fr := failing_runs(text, sources)) is not None:
            return fr  # "When every attempt fails, retry_call returns None": a stand-in that always raises
    if c is None:
        # a constructor and calls on the object it made (questions.instance_sequence; imported here: it reads
        # this module's claim patterns)
        from utspec.questions.instance_sequence import instance_call

        return instance_call(text, sources)
    if run is not None and unsaid:
        # "retry_call with tries=0": the question says that `f` was given nothing (and the run never read it)
        given = {k.arg for k in ast.parse(c.call, mode="eval").body.keywords}  # type: ignore[attr-defined]
        left = tuple(p for p in _required(sources).get(c.call.split("(", 1)[0], []) if p not in given)
        run = replace(run, left_unsaid=left)
    return run


def _ran(c: Claim, sources: list[SourceText], functions: dict[str, SourceText], unsaid: bool = False) -> EvaluatedCall | None:
    """The claim's call run on the sources and compared with its outcome (None: it cannot be run exactly)."""
    name = c.call.split("(", 1)[0].strip()
    if name == DEFAULT_EXPORT:
        src = next(s for s in sources if _kind(s.path) == "js" and _DEFAULT_EXPORT.search(s.text))
    else:
        src = functions[name]
    kind = _kind(src.path) or "py"
    if kind == "py":
        try:
            ast.parse(c.call, mode="eval")
        except SyntaxError:
            return None
        out = call_outcome(src.text, c.call, unsaid=unsaid)
    else:
        js = [(s.path, s.text) for s in sources if _kind(s.path) == "js"]
        out = js_eval.call_outcome(js, c.call, data=True)
    if out is None:
        return None
    agrees = _agrees(c, out, kind, _bases(sources))
    if agrees is None or (c.worded and out.kind == "return" and not isinstance(out.value, bool)):
        return None
    # a raise may come from a function of another module (yn's `lenient.js`): its own file
    at = next((s for s in sources if s.path == out.file), src)
    lines = at.text.split("\n")
    statement = lines[out.line - 1].strip() if 0 < out.line <= len(lines) else ""
    path = out.path if at is src else ()
    return EvaluatedCall(c, at.path, out.line, statement, _shown(out, kind), agrees, path)


__all__ = ["Claim", "EvaluatedCall", "claim", "evaluated_call"]
