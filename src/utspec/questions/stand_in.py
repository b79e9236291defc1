"""Stand-in values for an input a key item leaves unsaid, so that the call it speaks of can be run.

"A header whose range is not a number, such as 'bytes=abc', returns -2" gives the header and says nothing of the
file size that `rangeParser(size, str)` also needs. A reviewer checks it by calling it with the header and some size,
then with another size, and sees the same `-1` each time. The lead's decision (session 29) allows the same here,
under three rules this module and `questions.stand_in_runs` keep:
1. a stand-in is derived from the parameter's declared type alone (JSDoc `@param {Number} size`, a TypeScript
   `size: number`, a Python `size: int` / `float`), never from a table of the project: a number takes `NUMBERS`;
2. a verdict found with stand-ins is never used as evidence and never silently followed: the question states the
   stand-ins it ran with (`said`);
3. a contradiction is claimed only when every stand-in gives the same outcome (at least two are always run); when
   they differ the key item is asked as unsettled (`stand_in_runs.combined`).

Read only: a statement that writes no call, names one function (or the package's one export), gives exactly one
literal input whose type fits exactly one required parameter, and leaves every other required parameter unsaid,
typed as a number and not named in the text. Anything else: None (no guess).
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass

from utspec.models import SourceText

#: The numbers an unsaid number parameter is run with: zero, one and a large value, so that a test of the parameter
#: against a small bound or against another input's size (range-parser's `end > size - 1`) goes both ways.
NUMBERS = ("0", "1", "1000")


@dataclass(frozen=True)
class Param:
    name: str
    type: str | None
    """`number`, `string`, `boolean`, … (lowercase), or None when the source does not declare it."""
    optional: bool


@dataclass(frozen=True)
class StandIns:
    calls: tuple[str, ...]
    """The call once per stand-in (`rangeParser(0, 'bytes=abc')`, `rangeParser(1, 'bytes=abc')`, …)."""
    rest: str
    """The text after the input: the outcome it states."""
    shown: str
    """The call as a person reads it, the unsaid parameter by name (`rangeParser(size, 'bytes=abc')`)."""
    said: str
    """The stand-ins, for the question (`size = 0, 1, 1000`)."""
    labels: tuple[str, ...]
    """Per call, the stand-in it ran with (`size = 0`)."""


_TYPES = {"number": "number", "int": "number", "float": "number", "integer": "number", "string": "string",
          "str": "string", "boolean": "boolean", "bool": "boolean"}  # fmt: skip
_JSDOC_FN = re.compile(
    r"/\*\*(?P<doc>(?:(?!\*/).)*)\*/\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*"
    r"(?P<f>[A-Za-z_$][\w$]*)\s*\((?P<p>[^)]*)\)",
    re.S,
)
_JSDOC_PARAM = re.compile(r"@param\s+\{(?P<t>[^}]*)\}\s+(?P<opt>\[)?\s*(?P<n>[A-Za-z_$][\w$]*)")
_TS_FN = re.compile(
    r"^(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*(?P<f>[A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\s*\((?P<p>[^)]*)\)",
    re.M,
)


#: A literal the input is said to lack ("without '='", "'=' を含まない"), and a negated outcome ("does not throw").
_NEGATED_BEFORE = re.compile(r"\b(?:without|not|no|except|lacking)\s*(?:an?\s+|the\s+)?$", re.I)
_NEGATED_AFTER = re.compile(r"\s*(?:を|が)?\s*(?:含まない|含まず|持たない|以外|なし|無し)")
_NEGATED_OUTCOME = re.compile(
    r"\b(?:not|never|no longer|without)\b|n't|せず|しない|されない|ない(?:こと|場合|とき)|ではな", re.I
)


def _type(raw: str | None) -> str | None:
    return _TYPES.get(raw.strip().lower()) if raw else None


def js_params(source: str) -> dict[str, list[Param]]:
    """Each top-level JavaScript/TypeScript function's parameters with the type its JSDoc or annotation declares.

    >>> src = "/**\\n * @param {Number} size\\n * @param {String} str\\n * @param {Object} [options]\\n */\\nfunction p (size, str, options) {}"
    >>> [(q.name, q.type, q.optional) for q in js_params(src)["p"]]
    [('size', 'number', False), ('str', 'string', False), ('options', None, True)]
    >>> [(q.name, q.type, q.optional) for q in js_params("function f(n: number, s?: string) {}")["f"]]
    [('n', 'number', False), ('s', 'string', True)]
    """
    out: dict[str, list[Param]] = {}
    for m in _TS_FN.finditer(source):
        params: list[Param] = []
        for raw in (p.strip() for p in m.group("p").split(",")):
            if not raw:
                continue
            pm = re.fullmatch(
                r"(?P<n>[A-Za-z_$][\w$]*)\s*(?P<q>\?)?\s*(?::\s*(?P<t>[^=]+?))?\s*(?P<d>=.*)?", raw
            )
            if pm is None:
                params = []
                break
            optional = bool(pm.group("q") or pm.group("d"))
            params.append(Param(pm.group("n"), _type(pm.group("t")), optional))
        else:
            out[m.group("f")] = params
    for m in _JSDOC_FN.finditer(source):
        declared = {
            p.group("n"): (_type(p.group("t")), bool(p.group("opt")))
            for p in _JSDOC_PARAM.finditer(m.group("doc"))
        }
        names = [p.strip() for p in m.group("p").split(",") if p.strip()]
        if names and all(re.fullmatch(r"[A-Za-z_$][\w$]*", n) for n in names) and m.group("f") in out:
            out[m.group("f")] = [
                Param(
                    n,
                    declared.get(n, (None, False))[0] or q.type,
                    declared.get(n, (None, False))[1] or q.optional,
                )
                for n, q in zip(names, out[m.group("f")], strict=False)
            ]
    return out


def py_params(source: str) -> dict[str, list[Param]]:
    """Each top-level Python function's parameters with the type its annotation declares.

    >>> [(q.name, q.type, q.optional) for q in py_params("def f(size: int, text: str, flag=False):\\n    pass\\n")["f"]]
    [('size', 'number', False), ('text', 'string', False), ('flag', None, True)]
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return {}
    out: dict[str, list[Param]] = {}
    for fn in tree.body:
        if isinstance(fn, ast.FunctionDef):
            a = fn.args
            first_default = len(a.args) - len(a.defaults)
            out[fn.name] = [
                Param(
                    p.arg,
                    _type(ast.unparse(p.annotation)) if p.annotation is not None else None,
                    i >= first_default,
                )
                for i, p in enumerate(a.args)
            ]
    return out


def _literal_type(literal: str) -> str | None:
    if literal[:1] in ("'", '"', "「"):
        return "string"
    if re.fullmatch(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|NaN|-?Infinity", literal):
        return "number"
    if literal in ("true", "false", "True", "False"):
        return "boolean"
    return None


def stand_in_call(function: str, params: list[Param], literal: str, text: str, rest: str) -> StandIns | None:
    """The calls of `function` with the one literal the text gives in its parameter and stand-ins in the others.

    >>> ps = [Param("size", "number", False), Param("str", "string", False), Param("options", None, True)]
    >>> s = stand_in_call("rangeParser", ps, "'bytes=abc'", "A header such as 'bytes=abc'", "returns -2")
    >>> s.calls
    ("rangeParser(0, 'bytes=abc')", "rangeParser(1, 'bytes=abc')", "rangeParser(1000, 'bytes=abc')")
    >>> s.shown, s.said
    ("rangeParser(size, 'bytes=abc')", 'size = 0, 1, 1000')
    >>> stand_in_call("rangeParser", ps, "'bytes=abc'", "With a size of 10, 'bytes=abc'", "returns -2") is None
    True
    >>> stand_in_call("f", [Param("a", None, False), Param("b", "string", False)], "'x'", "'x'", "") is None
    True
    """
    required = [p for p in params if not p.optional]
    kind = _literal_type(literal)
    given = [p for p in required if p.type == kind]
    others = [p for p in required if p not in given]
    if kind is None or len(given) != 1 or not others:
        return None
    if any(p.type != "number" for p in others):
        return None  # only numbers have stand-ins here
    if any(re.search(rf"(?<![\w$]){re.escape(p.name)}(?![\w$])", text) for p in others):
        return None  # the text speaks of the parameter: it is said, not unsaid
    calls, labels = [], []
    for value in NUMBERS:
        args = [literal if p is given[0] else value for p in required]
        calls.append(f"{function}({', '.join(args)})")
        labels.append(", ".join(f"{p.name} = {value}" for p in others))
    shown = f"{function}({', '.join(literal if p is given[0] else p.name for p in required)})"
    said = ", ".join(f"{p.name} = {', '.join(NUMBERS)}" for p in others)
    return StandIns(tuple(calls), rest, shown, said, tuple(labels))


def params_of(sources: list[SourceText]) -> dict[str, list[Param]]:
    """Every top-level function's typed parameters, by name (a name two files define left out)."""
    return dict(_params_of(tuple((s.path, s.text) for s in sources)))


@functools.lru_cache(maxsize=64)
def _params_of(sources: tuple[tuple[str, str], ...]) -> dict[str, list[Param]]:
    """`params_of` for (path, text) pairs, kept: every statement of a run asks it of the same sources."""
    out: dict[str, list[Param]] = {}
    seen: set[str] = set()
    for path, text in sources:
        if path.endswith(".py"):
            found = py_params(text)
        elif path.endswith((".js", ".mjs", ".cjs", ".ts")):
            found = js_params(text)
        else:
            continue
        for name, params in found.items():
            if name in seen:
                out.pop(name, None)
                continue
            seen.add(name)
            out[name] = params
    return out


def stand_ins(
    text: str,
    sources: list[SourceText],
    defined: frozenset[str],
    sole: str | None,
    connected: re.Pattern[str],
    ended: re.Pattern[str],
) -> StandIns | None:
    """The stand-in calls for a statement that names a function (or, naming none, the package's one export), gives
    one literal input and states one outcome (`evaluated_call`'s patterns `connected` / `ended`); else None.

    >>> from utspec.questions.evaluated_call import _CONNECTED, _ENDED
    >>> src = SourceText(path="i.js", text="/**\\n * @param {Number} size\\n * @param {String} str\\n */\\nfunction rangeParser (size, str) {}\\n")
    >>> s = stand_ins("A header such as 'bytes=abc' returns -2", [src], frozenset({"rangeParser"}), "rangeParser", _CONNECTED, _ENDED)
    >>> s.calls[0], s.rest
    ("rangeParser(0, 'bytes=abc')", 'returns -2')
    """
    from utspec.questions.worded_input import (
        _RAISE_AT,
        _input_part,
        _outcome_start,
        function_named,
        input_value,
    )

    name = function_named(text, defined, sole)
    if name is None:
        return None
    # "returns -2" first: an example ending in a comma ("such as 'x',") is input, not the outcome
    said = connected.search(text)
    start = (
        said.start()
        if said is not None and not _RAISE_AT.search(text)
        else _outcome_start(text, connected, ended)
    )
    if start is None or (part := _input_part(text, start)) is None:
        return None
    literal = input_value(re.sub(rf"(?<![\w$])(?:[\w$]+\.)*{re.escape(name)}(?![\w$])", " ", part))
    if literal is None or not re.fullmatch(r"'[^']*'|\"[^\"]*\"|-?\d+(?:\.\d+)?", literal):
        return None  # a word value (負の値) or a spelling the call's language may not share: not here
    if _NEGATED_BEFORE.search(part[: part.find(literal)]) or _NEGATED_AFTER.match(
        part[part.find(literal) + len(literal) :]
    ):
        return None  # "A header without '='": the literal is what the input lacks, not the input
    if _NEGATED_OUTCOME.search(text[text.find(literal) + len(literal) :]):
        return None  # "does not throw": a negated outcome is no outcome to compare
    params = params_of(sources).get(name)  # parsed last: most statements stop before it
    if params is None:
        return None
    return stand_in_call(name, params, literal, part, text[start:])


__all__ = [
    "NUMBERS",
    "Param",
    "StandIns",
    "js_params",
    "params_of",
    "py_params",
    "stand_in_call",
    "stand_ins",
]
