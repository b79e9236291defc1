"""Argument values found by running the function: an input given as a local's or a condition's value (issue 12).

A case's input often names what the branch reads rather than what a caller passes: jstrutils' `charCode` =
`12439` inside a loop over `value`, calendar's `year % 400` = `-1`, sndhdr's `encoding` = `2`. No call can be made
of such an input, so `case_run` states nothing and a tester is left to work the argument out. This module works it
out by running: candidate values for the parameters the input does not give (taken from the values the input
states, the function's own literals and a few plain ones) are tried in a fixed order through the exact
interpreters, and a candidate is kept only when its run

- reaches the item's condition and takes the side the case gives it (`case_run._side`, the same test `case_run`
  makes), or for an exit, leaves at the exit line exactly when the case says it does;
- holds every value the input states for a non-parameter (the item's condition is replaced by
  `(check && cond) || (!check && <unknown name>)`: a run in which a stated value does not hold reads the unknown
  name, and the interpreter gives up on it).

A parameter value the input gives is kept, unless its run never reaches the case's condition or takes its other
side (calendar's `year` = `1` for `year % 100 != 0`: `year % 4 == 0` is false first); then values near it are
tried. Nothing found, nothing changed: a candidate is never stated without its run.
"""

from __future__ import annotations

import itertools
import logging
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from utspec.analyzers.path_value import NOT_KNOWN, constants, input_values, literal, value_of
from utspec.analyzers.py_eval import Outcome
from utspec.codetext import match_paren, split_top_level
from utspec.designer.offline.case_run import (
    _PROBE,
    _UNCARRIED,
    Disagreement,
    _arg,
    _outcome,
    _replaced,
    _same,
    _side,
    _sources,
    _within,
    case_call,
    case_run,
    shown,
)
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.facts import function_start, strip_comment
from utspec.designer.offline.run_result import _pattern
from utspec.designer.offline.signature import numbered_body, parameter_defaults, parameters
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind

LOG = logging.getLogger(__name__)

#: Plain runs tried per case: enough for one parameter's candidates and a few pairs of two.
BUDGET = 160
_PER_KIND = 24
_STATED = re.compile(r"`([^`]+)`\s*=\s*`([^`]+)`|`([^`]+)`\s*(?:is then|は)\s*`([^`]+)`")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_DOTTED = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+")
_INT_LITERAL = re.compile(r"(?<![\w.$])(0[xX][0-9a-fA-F]+|\d+)(?![\w.])")
_STR_LITERAL = re.compile(r"""'((?:[^'\\\n]|\\.){0,12})'|"((?:[^"\\\n]|\\.){0,12})\"""")
_PLAIN_INTS = (0, 1, 2, -1, 3, 4, 5, 10, 100, 1000)
_PLAIN_STRS = ("", "a", "abc", "0", "1", " ", "A")


@dataclass(frozen=True)
class Found:
    """Parameter values whose run takes the case's path, and the stated values that run holds."""

    args: tuple[tuple[str, str], ...]
    """(parameter, value as the language writes it), in declaration order."""
    held: tuple[tuple[str, str], ...]
    """(name or expression, value as the input wrote it): what the case said, true on the run."""


def stated(case_input: str, params: Sequence[str], language: str) -> list[tuple[str, str]]:
    """The (name or expression, value) pairs the input states for something other than a parameter.

    >>> stated("`year % 100` = `-1`。", ["year"], "python"), stated("`s` = `'a'`; `i` = `1`.", ["s"], "go")
    ([('year % 100', '-1')], [('i', '1')])
    >>> stated("`toSkip` = `1`（このとき `remain` は `1`）。", ["toSkip"], "java")
    [('remain', '1')]
    """
    out = []
    for m in _STATED.finditer(case_input):
        key, raw = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        key, raw = key.strip(), raw.strip()
        if key in params or "(" in key and not re.search(r"[%+\-*/&|]", key):
            continue  # a parameter, or a call's result (a test double's answer)
        if literal(raw, language) is NOT_KNOWN and not _DOTTED.fullmatch(raw):
            return []  # `() => {}`, an expression: no check written from it
        out.append((key, raw))
    for name, n in _counts(case_input).items():
        if name not in params and language != "java":
            # a local's count (`parts` with 2 elements) is its length on the run
            out.append(
                (f"{name}.length" if language in ("javascript", "typescript") else f"len({name})", str(n))
            )
    return out


def _check(key: str, raw: str, language: str) -> str | None:
    """The expression true when `key` holds `raw` (the language's equality of values)."""
    if raw == "NaN":
        return None
    if language == "python":
        return f"({key}) is None" if raw == "None" else f"({key}) == ({raw})"
    if language in ("javascript", "typescript"):
        return f"({key}) === ({raw})"
    if language == "java" and raw.startswith('"'):
        return f"({raw}).equals({key})"
    return f"({key}) == ({raw})"


def _guarded(cond: str, checks: Sequence[str], language: str) -> str:
    """`cond`, read only when every check holds; else an unknown name the interpreter gives up on."""
    if language == "python":
        every = " and ".join(f"({c})" for c in checks)
        return f"(({every}) and ({cond})) or (not ({every}) and {_PROBE})"
    every = " && ".join(f"({c})" for c in checks)
    return f"(({every}) && ({cond})) || (!({every}) && {_PROBE})"


def _claimed_side(
    item: ChecklistItem, lines: Sequence[str], case_input: str, held: Sequence[tuple[str, str]]
) -> bool | None:
    """The side the input gives the item's condition: its names' values, an expression's value put in its place."""
    lang = item.language
    cond = item.text
    for key, raw in held:
        if not _IDENT.fullmatch(key) and not _DOTTED.fullmatch(key) and cond.count(key) == 1:
            cond = cond.replace(key, f"({raw})")
    env: dict[str, object] = {**constants(lines, lang), **input_values(case_input, lang)}
    for key, raw in held:
        if key not in env and (value := literal(raw, lang)) is not NOT_KNOWN:
            env[key] = value
    value = value_of(cond, env, lang)
    return value if isinstance(value, bool) else None


#: The designer's "no value" input for a condition (`in.none`, en and ja): the side is said, no value is.
_NONE = re.compile(
    r"Values for which `([^`]+)` is (true|false) \(the code names no literal|`([^`]+)` が(真|偽)になる値（コードに値を選ぶ"
)


def _phrased_side(item: ChecklistItem, case_input: str) -> bool | None:
    """The side an input that names no value gives the item's own condition ("Values for which `c` is true")."""
    m = _NONE.search(case_input)
    if m is None:
        return None
    cond, state = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    return state in ("true", "真") if cond.strip() == item.text.strip() else None


def _declared(lines: Sequence[str], item: ChecklistItem) -> str:
    """The function's declaration (its first three lines) and body, one text."""
    start = function_start(lines, item.symbol, item.line, item.language)
    body = numbered_body(lines, item.symbol, item.line, item.language)
    if start is None or not body:
        return ""
    head = [strip_comment(x) for x in lines[start - 1 : start + 2]]
    doc = [
        x for x in lines[max(0, start - 16) : start - 1] if "@param" in x
    ]  # JSDoc types above the function
    return "\n".join([*head, *(strip_comment(lines[n - 1]) for n, _ in body), *doc])


_KIND_OF = {
    **dict.fromkeys(("int", "long", "short", "byte", "uint", "uint8", "uint16", "uint32", "uint64", "int8", "int16",
                     "int32", "int64", "Integer", "Long", "number", "float", "double", "float32", "float64", "Number",
                     "Short", "Byte", "Double", "Float"), "int"),
    **dict.fromkeys(("str", "string", "String", "CharSequence"), "str"),
    **dict.fromkeys(("bool", "boolean", "Boolean"), "bool"),
    **dict.fromkeys(("char", "rune"), "char"),
    **dict.fromkeys(("list", "List", "Array", "Sequence"), "list"),
    "bytes": "bytes",
    "None": "none",
    "null": "none",
}  # fmt: skip


def _kinds(name: str, body: str, language: str) -> list[str]:
    """The kinds of value worth trying for a parameter, most likely first (its annotation, else its uses)."""
    head = body.split("\n", 3)
    sig = " ".join(head[:3])
    m = re.search(rf"(?<![\w$]){re.escape(name)}\??\s*:\s*([\w.<>| ]+(?:\[[^\]]*\])?)", sig) if language in (
        "python", "typescript") else None  # fmt: skip
    if language == "go":
        m = re.search(rf"(?<![\w$]){re.escape(name)}(?:\s*,\s*\w+)*\s+(\[\]\w+|\w+)", sig)
    if language == "java":
        m = re.search(rf"([\w.]+(?:\[\])?)\s+{re.escape(name)}\s*[,)]", sig)
    declared = m.group(1).strip() if m else ""
    if not declared and (doc := re.search(rf"@param\s*\{{([^}}]+)\}}\s*\[?{re.escape(name)}\b", body)):
        declared = doc.group(1)  # JSDoc's `@param {String|Array} field`
    if "|" not in declared and re.search(r"\[\]|\blist\b|List|Array|\bSequence\b", declared):
        return ["list"]
    if declared:
        # each alternative of a union (`float | str`, `Union[str, bytes]`) in the order written; a class, a map, a
        # function: no literal of it is tried
        words = re.findall(r"[\w.]+", declared)
        return list(
            dict.fromkeys(
                k for w in words if (k := _KIND_OF.get(w)) and (k != "bytes" or language == "python")
            )
        )
    if language in ("go", "java"):
        return []
    n = re.escape(name)
    if re.search(rf"(?<![\w.$]){n}\s*(?:\.\s*(?:length|charCodeAt|charAt|slice|substring|split|startswith|endswith|"
                 rf"lower|upper|strip|replace|indexOf|match|trim|toUpperCase|toLowerCase|encode)\b|\[)"
                 rf"|\blen\(\s*{n}\s*\)|\b(?:in|of)\s+{n}\b", body):  # fmt: skip
        iterated = (
            rf"\b(?:sorted|sum|min|max|list)\(\s*{n}\b|{n}\.(?:append|sort|push|map|filter|forEach|reduce)\("
        )
        return ["list", "str"] if re.search(iterated, body) else ["str", "list"]
    if re.search(rf"(?<![\w.$]){n}\s*(?:[%*/<>]|[-+]\s*\d|>=|<=)|(?:[%*/<>]|>=|<=)\s*{n}(?![\w$])", body):
        return ["int"]
    if near := re.search(
        rf"(?<![\w.$]){n}\s*(?:[=!]==?|\?\?|\|\||or|:)\s*(['\"]|-?\d|true\b|false\b|True\b|False\b)", body
    ):
        # compared with, or defaulted to, a literal (`sep != null ? sep : "-"`): a value of that literal's kind first
        first = "str" if near.group(1) in ("'", '"') else "bool" if near.group(1).isalpha() else "int"
        return [first, *(k for k in ("int", "str", "bool", "none") if k != first)]
    if re.match(
        r"(?:is|has|should|can|use|allow|enable|disable|ignore|include|exclude|strict)(?:[A-Z_]|$)", name
    ):
        return ["bool", "none"]  # `shouldSearchRight`, `is_negative`: a flag
    if re.search(
        r"(?i)(?:name|path|file|text|string|str|prefix|suffix|sep|separator|word|label|title|mode|url)$", name
    ):
        return ["str", "none"]  # `filename`, `mode`: a text
    if language in ("javascript", "typescript") and (
        re.search(rf"(?<![\w.$]){n}\.[A-Za-z_$]", body)
        or re.fullmatch(r"(?i)options|opts|config|settings|init", name)
    ):
        return ["none", "object"]  # `options.unit`: none given, or an object
    return ["int", "str", "bool", "none"]


def _int_literals(body: str) -> list[int]:
    return [int(x, 16) if x[:2] in ("0x", "0X") else int(x) for x in _INT_LITERAL.findall(body)]


def _ints(held: Sequence[tuple[str, str]], body: str, near: object) -> list[int]:
    found: list[int] = []
    if isinstance(near, int) and not isinstance(near, bool):
        found += [near, near - 1, near + 1, near - 2, near + 2, near + 3, near + 4]
    stated_ints = [
        v for _, raw in held if isinstance(v := literal(raw, "python"), int) and not isinstance(v, bool)
    ]
    for v in stated_ints:
        found += [v, v + 1, v - 1]
    if not found:
        found += [
            1,
            2,
        ]  # a free argument: an ordinary value first (0 multiplies or empties everything it meets)
    lits = _int_literals(body)
    found += [x for v in lits for x in (v, v + 1, v - 1)]
    found += list(_PLAIN_INTS)
    found += [a + b for a, b in itertools.combinations(sorted(set(lits))[:8], 2)]
    found += [v + d for v in lits for d in (4, 2)]
    return list(dict.fromkeys(found))[: _PER_KIND * 2]


def _strs(held: Sequence[tuple[str, str]], body: str, near: object) -> list[str]:
    found: list[str] = [near] if isinstance(near, str) else []
    for _, raw in held:
        v = literal(raw, "python") if not raw.startswith("'") or len(raw) != 3 else raw[1]
        if isinstance(v, int) and not isinstance(v, bool) and 32 <= v < 0x110000 and not 0xD800 <= v < 0xE000:
            found.append(chr(v))
        elif isinstance(v, str):
            found.append(v)
    found += list(
        _PLAIN_STRS
    )  # before the body's literals: a regex or a message is no argument a caller writes
    for m in _STR_LITERAL.finditer(body):
        text = m.group(1) if m.group(1) is not None else m.group(2)
        if "\\" not in text and not re.search(r"[()\[\]^$*+?{}|]", text):
            found.append(text)
    for v in _int_literals(body):
        if 0x20 <= v < 0x110000 and not 0xD800 <= v < 0xE000 and v > 127:
            found += [chr(v)]
    return list(dict.fromkeys(found))[: _PER_KIND * 2]


def _candidates(kinds: Sequence[str], held: Sequence[tuple[str, str]], body: str, near: object,
                language: str) -> list[str]:  # fmt: skip
    """Candidate values of one parameter, written as the language writes an argument, in trying order."""
    out: list[str] = []
    for kind in kinds:
        if kind == "int":
            out += [a for v in _ints(held, body, near) if (a := _arg(v, language))]
        elif kind == "str":
            out += [a for v in _strs(held, body, near) if (a := _arg(v, language))]
        elif kind == "char":
            out += [f"'{c}'" for c in _strs(held, body, near) if len(c) == 1 and c not in "'\\"]
        elif kind == "bytes":
            out += [repr(v.encode()) for v in _strs(held, body, None) if v.isascii()] + [
                "b'\\x00'",
                "b'\\x01'",
            ]
        elif kind == "object" and language in ("python", "javascript", "typescript"):
            out.append("{}")
        elif kind == "bool":
            out += [a for v in (True, False) if (a := _arg(v, language))]
        elif kind == "none":
            out += [a for a in (_arg(None, language),) if a]
            out += ["undefined"] if language in ("javascript", "typescript") else []
        elif kind == "list" and language in ("python", "javascript", "typescript"):
            elems = [a for v in _strs(held, body, None)[:4] if (a := _arg(v, language))]
            out += ["[]", *(f"[{e}]" for e in elems), "[1]", "[0]", "[1, 2]"]
        elif kind == "list" and language == "go":
            out += ['[]string{"a"}', '[]string{"a", "b"}', "[]string{}"]
    return list(dict.fromkeys(out))


_COUNT = re.compile(r"`([A-Za-z_$][\w$]*)` with (\d+) elements?|要素数 (\d+) の `([A-Za-z_$][\w$]*)`")


def _counts(case_input: str) -> dict[str, int]:
    """The element counts the input gives (`data` with 2 elements, 要素数 2 の `data`)."""
    return {(m.group(1) or m.group(4)): int(m.group(2) or m.group(3)) for m in _COUNT.finditer(case_input)}


def _sized(n: int, kinds: Sequence[str], language: str) -> list[str]:
    """A parameter the input gives a count of: a list of `n` numbers, or a string of `n` letters."""
    out = []
    for kind in kinds:
        if kind == "list" and language in ("python", "javascript", "typescript"):
            out.append(f"[{', '.join(str(i + 1) for i in range(n))}]")
        elif kind == "str" and (a := _arg("a" * n, language)):
            out.append(a)
    return out


def _assignments(choices: Sequence[Sequence[str]]) -> Iterator[tuple[str, ...]]:
    """Every combination, the ones made of earlier candidates first (diagonals of the index sum)."""
    if not choices:
        return
    sizes = [len(c) for c in choices]
    for total in range(sum(sizes) - len(sizes) + 1):
        for idx in itertools.product(*(range(min(s, total + 1)) for s in sizes)):
            if sum(idx) == total:
                yield tuple(c[i] for c, i in zip(choices, idx, strict=True))


def _call_name(item: ChecklistItem) -> str | None:
    parts = (item.symbol or "").split(".")
    if item.language == "java":
        return ".".join(parts[-2:]) if len(parts) >= 2 else None
    return parts[0] if len(parts) == 1 else None


def _defaulted(lines: Sequence[str], item: ChecklistItem) -> dict[str, str]:
    """Every parameter declared with a default, whatever it is (`stopwords: Iterable[str] = ()`): left out of the call.

    >>> it = ChecklistItem(id="a.py:2:branch", kind=Kind.BRANCH, file="a.py", line=2, end_line=2, language="python",
    ...                    symbol="f", text="x")
    >>> _defaulted(["def f(text, stopwords: Iterable[str] = (), n=len(A)):", "    pass"], it)
    {'stopwords': '()', 'n': 'len(A)'}
    """
    if item.language in ("go", "java"):
        return {}
    start = function_start(lines, item.symbol, item.line, item.language)
    if start is None:
        return {}
    text = "\n".join(strip_comment(x) for x in lines[start - 1 : start + 20])
    name = (item.symbol or "").rsplit(".", 1)[-1]
    paren = text.find("(", max(text.find(name), 0))
    if paren < 0:
        return {}
    out = {}
    for p in split_top_level(text[paren + 1 : match_paren(text, paren) - 1], "([{<", ")]}>"):
        m = re.match(r"\s*([A-Za-z_$][\w$]*)\??\s*(?::[^=]*)?=(?![=>])\s*(.+?)\s*$", p, re.S)
        if m is not None:
            out[m.group(1)] = m.group(2)
    return out


_EXIT_WORDS = re.compile(r"\b(?:raise|throw|panic|return)\b")


def _written_exit(lines: Sequence[str], line: int, item: ChecklistItem) -> bool:
    """Whether a raising run leaves by a `raise` / `throw` the item's block writes, not by a crash of the value."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return item.line <= line <= max(item.line, item.end_line) and _EXIT_WORDS.search(text) is not None


def _statable(run: Outcome, language: str) -> bool:
    """Whether the run's outcome is one a case states: a value written as a literal, or a named exception."""
    if run.kind == "raise":
        return str(run.value) not in ("error", "panic")
    return shown(run.value, language) is not None


def _call(name: str, params: Sequence[str], values: Mapping[str, str | None], language: str) -> str | None:
    """The call with these values; a parameter left out holds its default (Python by keyword after it)."""
    args: list[str] = []
    skipped = False
    for p in params:
        text = values.get(p)
        if text is None:
            if language not in ("python", "javascript", "typescript"):
                return None
            skipped = True
            if language != "python":
                args.append("undefined")
            continue
        args.append(f"{p}={text}" if skipped and language == "python" else text)
    while args and args[-1] == "undefined":
        args.pop()
    return f"{name}({', '.join(args)})"


def search(
    sources: Mapping[str, Sequence[str]],
    item: ChecklistItem,
    case_input: str,
    *,
    fires: bool | None = None,
    avoid: frozenset[str] = frozenset(),
) -> Found | None:
    """Parameter values whose run takes the case's path and holds what its input states, or None.

    >>> src = {"a.py": ["def count(s):", "    n = 0", "    for ch in s:", "        code = ord(ch)",
    ...                 "        if code > 0x3040:", "            n += 1", "    return n"]}
    >>> it = ChecklistItem(id="a.py:5:boundary", kind=Kind.BOUNDARY, file="a.py", line=5, end_line=6,
    ...                    language="python", symbol="count", text="code > 0x3040")
    >>> search(src, it, "`code` = `12353`.")
    Found(args=(('s', "'ぁ'"),), held=(('code', '12353'),))
    """
    lang = item.language
    lines = sources.get(item.file, [])
    name = _call_name(item)
    if not lines or name is None or lang not in ("python", "javascript", "typescript", "go", "java"):
        return None
    if item.kind not in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN) or _UNCARRIED.search(
        case_input
    ):
        return None
    params = parameters(lines, item.symbol, item.line, lang)
    if not params or any(re.search(rf"`{re.escape(p)}(?:\.|\[)", case_input) for p in params):
        return None
    held = stated(case_input, params, lang)
    exits = item.kind in (Kind.RAISE, Kind.EARLY_RETURN)
    if exits and (held or fires is None):
        return None  # an exit's line holds no condition to check a stated value at
    defaults = {**parameter_defaults(lines, item.symbol, item.line, lang), **_defaulted(lines, item)}
    given = input_values(case_input, lang, constants(lines, lang))
    if case_call(lines, item, case_input) is not None:
        if not isinstance(case_run(sources, item, case_input, fires=fires), Disagreement):
            return None  # the input's own call is `case_run`'s
        free = [p for p in params if p in given]  # the given values take another path: try near them
        if held or len(free) != 1:
            return None
    else:
        free = [p for p in params if p not in given and p not in defaults]
        if not free or any(p not in given and p not in defaults and p not in free for p in params):
            return None
    fixed: dict[str, str] = {}
    for p in params:
        if p in given and p not in free:
            if (text := _arg(given[p], lang)) is None:
                return None
            fixed[p] = text
    phrased = _phrased_side(item, case_input)
    claimed = (
        None if exits else phrased if phrased is not None else _claimed_side(item, lines, case_input, held)
    )
    if not exits and claimed is None:
        return None
    checks = [c for k, r in held if (c := _check(k, r, lang))]
    if len(checks) != len(held):
        return None
    body = _declared(lines, item)
    counts = _counts(case_input)
    choices = [
        _sized(counts[p], _kinds(p, body, lang), lang)
        if p in counts
        else _candidates(_kinds(p, body, lang), held, body, given.get(p), lang)
        for p in free
    ]
    if not all(choices):
        return None
    pairs = _sources(sources, item)
    guarded = _replaced(pairs, item, _guarded(item.text, checks, lang)) if checks else pairs
    if guarded is None:
        return None
    for n, values in enumerate(_assignments(choices)):
        if n >= BUDGET:
            return None
        chosen = dict(zip(free, values, strict=True))
        call = _call(name, params, {**fixed, **chosen}, lang)
        if call is None:
            return None
        run = _outcome(pairs, item, call)
        if run is None or (run.file and run.file != item.file) or not _within(item, lines, run):
            continue
        if exits:
            if (run.line == item.line) != fires:
                continue
        else:
            if run.kind == "raise" and not _written_exit(lines, run.line, item):
                continue  # the value crashes (`null.toLocaleString`): no input a caller means
            if checks and not _same(_outcome(guarded, item, call), run):
                continue
            if _side(pairs, item, call, run) != claimed:
                continue
        if run.kind == "return" and shown(run.value, lang) in avoid:
            continue  # "does not return `0` at line 4; the function returns `0`": true, and no reader follows it
        if not _statable(run, lang):
            continue  # a run whose outcome no case can state (a Go error, an object): no reason to change the input
        every = {**fixed, **chosen}
        return Found(tuple((p, every[p]) for p in params if p in every), tuple(held))
    return None


def said(found: Found, msg: Catalog) -> str:
    """The found values as the case's input: the arguments, then what the input stated, true on their run."""
    args = msg("in.sep").join(msg("in.value", name=p, value=v) for p, v in found.args)
    if not found.held:
        return msg.sentence(args)
    held = msg("sep.list").join(msg("in.held_then", name=k, value=v) for k, v in found.held)
    return msg.sentence(msg("in.ran_from", said=args, held=held))


def searched_input(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with an input every parameter of which has a value, found by running (or `d` unchanged)."""
    if d.question is not None or not item.symbol:
        return d
    fires = d.hosts if item.kind in (Kind.RAISE, Kind.EARLY_RETURN) else None
    avoid = frozenset(
        m.group("value") for m in _pattern(ctx.msg.language, "effect.not_return").finditer(d.expected)
    )
    found = search(ctx.sources, item, d.input, fires=fires, avoid=avoid)
    if found is None:
        return d
    LOG.info("argument_search: %s at %s: %s", d.input, item.id, found.args)
    return d._replace(input=said(found, ctx.msg))


__all__ = ["BUDGET", "Found", "said", "search", "searched_input", "stated"]
