"""A key item that says its input in words, turned into the call a reviewer would run.

"負の値を bytes.format に渡すと null を返すこと", "空文字列を fromRoman に渡すと InvalidRomanNumeralError",
"小数（1.5 など）を toRoman に渡すと", "NaN passed to parse throws": the function is named, its one input is
described, not written as a call. A reviewer checks such an item by calling the function on a value the words
fix and comparing the outcome; `questions.evaluated_call` does the running, this module only writes the call.

The words fix a value when the input part of the statement (the text before its outcome) holds
- exactly one literal: a quoted string, a number, True/False/None/null/undefined, NaN, Infinity
  (`'bytes=abc' のようなヘッダー`, `8 文字のパスワード 'Abcdef1!'`: a number counting characters or items is a
  description, not the value); or, with no literal,
- exactly one word that names one value: 負の値 / a negative number (-1: any negative value is a witness of a
  statement about every negative value), 空文字列 / an empty string, 空のリスト / an empty list (`[]`), ゼロ /
  zero, NaN, 無限大 / Infinity.

It says nothing (None, no guess) when the words fix no value ("上限を超える値"), when they name two, when the
function takes another required parameter the text does not fill, or when the text names another parameter
or option of the function (`With the signed option, zero gives ' 0 B'`: running without the option would answer
another question).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

from utspec.codetext import split_top_level

#: The outcome a statement states: a raise, or a literal after "returns" / before "を返す" (evaluated_call's forms).
_RAISE_AT = re.compile(
    r"\b(?:raise[sd]?|raising|throws?|thrown|throwing)\b|送出|例外|スロー|エラーに(?:な|す)"
    r"|(?<![\w.'\"])[A-Z]\w*(?:Error|Exception)\b",
    re.I,
)
_QUOTED = r"'[^'\n]*'|\"[^\"\n]*\"|「[^」\n]*」"
_NUMBER = r"(?<![\w.])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])"
#: A number followed by a counter is a count the input has ("8 文字の", "I が 4 つ", "3 digits"), not the input.
_COUNTER = re.compile(
    r"\s*(?:文字|桁|個|つ|回|件|行|characters?|chars?|digits?|times|items?|places?)\b|\s*(?:文字|桁|個|つ|回|件|行)"
)
_WORD_LITERAL = r"(?<![\w.])(?:True|False|None|null|undefined|NaN|-?Infinity)(?![\w.])"
_INPUT_LITERAL = re.compile(rf"{_QUOTED}|{_NUMBER}|{_WORD_LITERAL}")
#: Words that name exactly one value (the first one matching wins; the longer forms come first).
_WORD_VALUES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), v)
    for p, v in (
        (r"負の無限大|negative infinity", "-inf"),
        (r"正の無限大|無限大|positive infinity|\binfinity\b", "inf"),
        (r"\bNaN\b|非数", "nan"),
        (r"空文字列|空文字|空の文字列|\ban? empty string\b", "''"),
        (r"空のリスト|空の配列|空のデータ|空のシーケンス|\ban? empty (?:list|array|sequence)\b", "[]"),
        (r"負の(?:値|数|整数)|負数|マイナスの値|\ba negative (?:number|value|integer)\b", "-1"),
        (r"ゼロ|\bzero\b", "0"),
    )
)
#: Japanese "X を f に渡すと / X を f で変換すると / X なら / X は f で (4 と読まれる)": the input part ends where its
#: particle does.
_JA_GIVE = re.compile(
    r"を\s*(?:`?[\w.]+`?\s*(?:に|で)\s*)?(?:渡|指定|与え|変換|入力)|なら|は\s*`?[A-Za-z_$][A-Za-z0-9_$.]*`?\s*で"
)


def _spell(value: str, js: bool) -> str:
    """A value as the call's language writes it (`True` → `true`, `nan` → `float('nan')` / `NaN`)."""
    if value in ("inf", "-inf", "nan"):
        if js:
            return {"inf": "Infinity", "-inf": "-Infinity", "nan": "NaN"}[value]
        return f"float({value!r})"
    if js:
        return {"True": "true", "False": "false", "None": "null"}.get(value, value)
    if value in ("Infinity", "-Infinity", "NaN"):
        return f"float({value.lower().replace('infinity', 'inf')!r})"
    if value in ("null", "undefined"):
        return "None"
    if value.startswith("「"):
        return repr(value[1:-1])
    return {"true": "True", "false": "False"}.get(value, value)


def _outcome_start(text: str, connected: re.Pattern[str], ended: re.Pattern[str]) -> int | None:
    """Where the stated outcome begins: the first raise word or exception name, else the one literal result."""
    if (r := _RAISE_AT.search(text)) is not None:
        return r.start()
    found = {
        m.start() for m in (*connected.finditer(text), *ended.finditer(text))
    }  # "gives ' 0 B'" from "gives"
    return min(found) if found else None


_KANA = re.compile(r"[\u3040-\u30ff]")


def _input_part(text: str, start: int) -> str | None:
    """The text before the outcome, cut at the Japanese giving verb (`X を f に渡すと`, `X なら`). A Japanese
    statement without one says something else of its words ("harmonic_mean に負の値が含まれると": the data holds
    a negative value, it is not one): None."""
    head = text[:start]
    if (m := _JA_GIVE.search(head)) is not None:
        return head[: m.start()]
    return None if _KANA.search(head) else head


def input_value(part: str) -> str | None:
    """The one value the words of an input part fix, as written (a literal) or as a Python spelling, or None.

    >>> input_value("負の値"), input_value("小数（1.5 など）"), input_value("8 文字のパスワード 'Abcdef1!'")
    ('-1', '1.5', "'Abcdef1!'")
    >>> input_value("A header whose range is not a number, such as 'bytes=abc',")
    "'bytes=abc'"
    >>> input_value("上限を超える値") is None, input_value("A bigint such as 1337n") is None
    (True, True)
    >>> input_value("空文字列"), input_value("Half a byte (0.5)"), input_value("NaN")
    ("''", '0.5', 'NaN')
    >>> input_value("A negative number such as -1337"), input_value("0 や負の値") is None
    ('-1337', True)
    """
    literals = [
        m.group(0)
        for m in _INPUT_LITERAL.finditer(part)
        if not (m.group(0)[0].isdigit() or m.group(0)[0] == "-") or not _COUNTER.match(part, m.end())
    ]
    words = {v for p, v in _WORD_VALUES if p.search(part)}
    if len(literals) > 1 or len(words) > 1:
        return None
    if literals and words and not _fits(literals[0], next(iter(words))):
        return None  # "0 や負の値": two inputs, not a word and its example
    if literals:
        return literals[0]
    return words.pop() if words else None


def _fits(literal: str, word: str) -> bool:
    """Whether the literal is an example of what the word names ("a negative number such as -1337")."""
    try:
        value = float(literal)
    except ValueError:
        return literal.strip("'\"") == "" if word == "''" else False
    if value != value:
        return word == "nan"  # NaN is both the literal and its word
    return value < 0 if word == "-1" else value == float(word) if word not in ("''", "[]") else False


def _named(text: str, defined: frozenset[str]) -> str | None:
    """The one defined function the text names as a word, not as a call: `toRoman`, or the last part of a dotted
    name (`bytes.format` names `format`, not the `bytes` it is a property of)."""
    names = set()
    for m in re.finditer(r"(?<![\w$])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?![\w$(])", text):
        last = m.group(0).rsplit(".", 1)[-1]
        if last in defined and _as_code(text, m):
            names.add(last)
    return names.pop() if len(names) == 1 else None


def function_named(text: str, defined: frozenset[str], sole: str | None) -> str | None:
    """The function a statement is about: the one it names as code (`_named`), or, when it names none of the
    defined functions at all, the package's sole one (pretty-bytes' anonymous export); else None.

    >>> function_named("1024 gives '1 kB'", frozenset({"prettyBytes"}), "prettyBytes")
    'prettyBytes'
    >>> function_named("prettyBytes and toFixed", frozenset({"prettyBytes", "toFixed"}), "prettyBytes") is None
    True
    """
    name = _named(text, defined)
    if (
        name is None
        and sole is not None
        and not any(re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", text) for n in defined)
    ):
        name = sole  # the package's one function: a key item naming no function is about it
    return name


def _as_code(text: str, m: re.Match[str]) -> bool:
    """Whether a name is written as code, not as an English word that happens to be a function's name ("Return
    the median (middle value) of numeric data"): in backquotes, qualified (`bytes.format`), not a plain lowercase
    word (`toRoman`, `harmonic_mean`), or followed by a Japanese particle ("median に空のデータを渡す")."""
    name = m.group(0)
    return (
        text[m.start() - 1 : m.start()] == "`"
        or "." in name
        or not re.fullmatch(r"[a-z]+", name)
        or re.match(r"`?\s*(?:に|を|で|は|の|が|へ|と)", text[m.end() :]) is not None
    )


def worded_call(
    text: str,
    defined: frozenset[str],
    others: Mapping[str, frozenset[str]],
    js: frozenset[str],
    connected: re.Pattern[str],
    ended: re.Pattern[str],
    sole: str | None = None,
    options: Mapping[str, frozenset[str]] | None = None,
) -> tuple[str, str] | None:
    """The call `f(value)` a statement says in words and the text of its outcome, or None (module docstring).

    `others` maps each function that takes its input as the first parameter to the names the text must not use
    (its other parameters and the options it reads); a function missing from it takes no such call. `js`: the
    functions written in JavaScript (their literals spelled `true`, `null`, `NaN`). `connected` / `ended`:
    evaluated_call's patterns for a stated result. `sole`: the one function the package exports (pretty-bytes'
    anonymous `module.exports = (number, options) => …`), taken when the text names no function. `options`: the
    options each JavaScript function reads off its options object, a boolean one switched on in words (`_flag`)
    given as `true`.

    >>> from utspec.questions.evaluated_call import _CONNECTED, _ENDED
    >>> f = frozenset({"toRoman", "fromRoman"})
    >>> o = {"toRoman": frozenset(), "fromRoman": frozenset()}
    >>> worded_call("負の値を toRoman に渡すと OutOfRangeError が送出されること", f, o, frozenset(), _CONNECTED, _ENDED)
    ('toRoman(-1)', 'OutOfRangeError が送出されること')
    >>> worded_call("'N' を fromRoman に渡すと 0 を返すこと", f, o, frozenset(), _CONNECTED, _ENDED)
    ("fromRoman('N')", '0 を返すこと')
    >>> worded_call("上限を超える値を toRoman に渡すと OutOfRangeError", f, o, frozenset(), _CONNECTED, _ENDED) is None
    True
    """
    name = function_named(text, defined, sole)
    if name is None or name not in others:
        return None
    flags = sorted(w for w in (options or {}).get(name, ()) if _flag(w).search(text)) if name in js else []
    for w in flags:
        text = _flag(w).sub(
            " ", text
        )  # "With the signed option": `{signed: true}`, read before the other names
    if any(re.search(rf"(?<![\w$]){re.escape(w)}(?![\w$])", text) for w in others[name]):
        return None  # another parameter or option is spoken of: the call without it is another question
    start = _outcome_start(text, connected, ended)
    if start is None:
        return None
    part = _input_part(text, start)
    if part is None:
        return None
    value = input_value(re.sub(rf"(?<![\w$])(?:[\w$]+\.)*{re.escape(name)}(?![\w$])", " ", part))
    if value is None:
        return None
    given = ", {" + ", ".join(f"{w}: true" for w in flags) + "}" if flags else ""
    return f"{name}({_spell(value, name in js)}{given})", text[start:]


def _flag(option: str) -> re.Pattern[str]:
    """A boolean option switched on in words: "With the `signed` option", "with bits enabled", "binary オプションを
    指定すると" (an option given a value in words, "with maxDelay of 5", is not read: another name stays)."""
    o = re.escape(option)
    return re.compile(
        rf"\bwith (?:the )?`?{o}`? (?:option|flag)\b|\bwith `?{o}`? (?:enabled|set|on)\b"
        rf"|`?{o}`?\s*オプション(?:を(?:指定|付け|有効)(?:\w*?)(?:と|て|た場合|たとき)?|付き|あり)",
        re.I,
    )


def py_others(source: str) -> dict[str, frozenset[str]]:
    """Each top-level Python function with exactly one required parameter: its other parameters' names."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return {}
    out: dict[str, frozenset[str]] = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        a = fn.args
        names = [p.arg for p in (*a.posonlyargs, *a.args)]
        required = len(names) - len(a.defaults) + sum(1 for d in a.kw_defaults if d is None)
        if len(names) >= 1 and required == 1:
            rest = [*names[1:], *(p.arg for p in a.kwonlyargs)]
            out[fn.name] = frozenset(n for n in rest if len(n) > 1)
    return out


#: A JavaScript function's parameter list: `function f(a, b = 1) {`, `const f = (a, {x = 1} = {}) =>`.
_JS_SIGNATURE = re.compile(
    r"^(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*(?P<f>[A-Za-z_$][\w$]*)\s*\((?P<p>[^)]*)\)"
    r"|^(?:export\s+)?(?:const|let|var)\s+(?P<g>[A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\s*)?\((?P<q>[^)]*)\)"
    r"|^(?:module\.exports\s*=|export\s+default)\s*(?:async\s*)?(?:function\s*)?\((?P<d>[^)]*)\)",
    re.M,
)
#: The name an anonymous default export (`module.exports = (number, options) => {…}`) goes by here.
DEFAULT_EXPORT = "module.exports"


#: A later parameter a call may leave out: one with a default, or an options object (`options`, `opts`, `{…} = {}`).
_OPTIONAL = re.compile(r"\s*(?:[^=]+=.+|(?:options?|opts|config|settings)\??(?:\s*:.*)?)\s*", re.S | re.I)


def js_options(source: str) -> dict[str, frozenset[str]]:
    """Each top-level JavaScript function taking one value and options: the option names it reads (`options.signed`,
    a destructured `{lenient = false}`), a subset of `js_others`'s names.

    >>> js_options("module.exports = (number, options) => {\\n  if (options.signed) {}\\n};")
    {'module.exports': frozenset({'signed'})}
    """
    out: dict[str, frozenset[str]] = {}
    for m in _JS_SIGNATURE.finditer(source):
        name, params = next(
            (n, m.group(p)) for n, p in (("f", "p"), ("g", "q"), (None, "d")) if m.group(p) is not None
        )
        name = m.group(name) if name else DEFAULT_EXPORT
        rest = params.partition(",")[2]
        keys = (
            set(re.findall(r"(?:^|[{,])\s*([A-Za-z_$][\w$]*)\s*(?==|:|,|})", rest)) if "{" in rest else set()
        )
        for p in re.findall(
            r"(?<![\w$])([A-Za-z_$][\w$]*)\s*(?:=|,|$)", rest.replace("{", " ").replace("}", " ")
        ):
            keys |= set(re.findall(rf"(?<![\w$.]){re.escape(p)}\.([A-Za-z_$][\w$]*)", source))
        if keys:
            out[name] = frozenset(keys)
    return out


def js_others(source: str) -> dict[str, frozenset[str]]:
    """Each top-level JavaScript function: the names of its parameters after the first and of the properties
    the source reads off them (`options.signed`, destructured `{lenient = false}`). A JavaScript call may leave
    every later parameter out; a function whose later parameters are all optional (a default, an options object)
    takes a call of one value (`rangeParser(size, str, options)` does not).

    >>> sorted(js_others("function format(value, options) {\\n  return options.unit;\\n}\\nfunction p(size, str) {}"))
    ['format']
    """
    out: dict[str, frozenset[str]] = {}
    for m in _JS_SIGNATURE.finditer(source):
        name, params = next(
            (n, m.group(p)) for n, p in (("f", "p"), ("g", "q"), (None, "d")) if m.group(p) is not None
        )
        name = m.group(name) if name else DEFAULT_EXPORT
        first, _, rest = params.partition(",")
        if not re.fullmatch(r"\s*[A-Za-z_$][\w$]*\s*", first) or not all(
            _OPTIONAL.fullmatch(p) for p in split_top_level(rest) if p.strip()
        ):
            continue  # `rangeParser(size, str, options)`: a second input the words do not give
        words = set(re.findall(r"[A-Za-z_$][\w$]*", rest)) - {"true", "false", "null", "undefined"}
        for p in list(words):
            words |= set(re.findall(rf"(?<![\w$.]){re.escape(p)}\.([A-Za-z_$][\w$]*)", source))
        out[name] = frozenset(w for w in words if len(w) > 1)
    return out


__all__ = ["DEFAULT_EXPORT", "function_named", "input_value", "js_options", "js_others", "py_others", "worded_call"]
