"""A statement that is itself a worked example: `h2z('ﾃｨﾛ･ﾌｨﾅｰﾚ') が 'ティロ・フィナーレ' になること`.

jaconv's key items give the call and its result in one line, and the offline designer asked
"which input and which observable result should a test use?" about each: a question the inputs
already answer. A statement that writes a call of a function the code defines, with literal
arguments, and the literal it returns (`f(x) returns y`, `f(x) == y`, `f(x) → y`, `f(x) が y になる`,
`f(x) は y を返す`) becomes a case with exactly that input and result. Nothing is guessed: the
function must be defined in the sources, and the arguments and the result are copied as written.

Read here, in the anchoring room, because the designer (the case) and the key-item reader (such a
key item is anchored in the function it calls) both need the same reading.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import NamedTuple

#: A quoted string (any of the three quotes), a number, or a constant; what a result may be.
#: Japanese prose quotes a string with 「」 (kanjize's key item "`number2kanji(0)` は「零」を返す。").
#: A number is whole: `834,142.3` (a formatted output, humanize's `CommafWithDigits(834142.32, 1) -> 834,142.3`) is
#: no literal, and its `834` was taken as the result.
#: A tuple of such literals is one result (colorsys' `rgb_to_hsv(0.2, 0.4, 0.4)` gives `(0.5, 0.5, 0.4)`).
_ATOM = r"""(?:'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|True|False|None)"""
_LITERAL = (
    r"""(?:\((?:\s*""" + _ATOM + r"""\s*,)+(?:\s*""" + _ATOM + r""")?\s*\)"""
    r"""|'[^'\n]*'|"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|-?\d+(?:\.\d+)?(?![\d,.]*\d)|True|False|None|true|false|null|undefined|nil|空文字列|空文字)"""
)
#: "… は `"sheep"` のまま返す" (returned as it is) says the result as plainly as "を返す" (inflection's key item).
_AFTER_JA = r"\s*(?:に(?:なる|なり|なって|変換)|を返|が返|と(?:なる|なり)|のまま(?:を?返|が返|に?なる))"
#: Between a call and its result: the ways a statement says "gives".
_GIVES = (
    r"\s*(?:==|=>|->|→|⇒)\s*",
    r"\s+(?:returns|gives|yields|evaluates\s+to|is)\s+",
    r"\s*(?:は|が|を|で)\s*",
    # "… keeps the tail: "*ghijklmno"": a short phrase, a colon, the result ending the statement
    r"\s+[A-Za-z][\w ,'-]{0,40}:\s*",
    # "`calc("12345")` は重み 6,5,4,3,2 で計算したチェックディジットを末尾に付けた `"123455"` を返す": a phrase saying what
    # the result is, between the topic and the literal; no quote, call or condition in it (`_PLAIN_PHRASE`)
    r"\s*(?:は|が)\s*(?P<phrase>[^`'\"“”「」()（）。、\n]{1,60}?)\s*(?=" + _LITERAL + _AFTER_JA + ")",
)
#: A phrase that makes the result conditional ("x が 0 のとき", "以外なら") leaves the statement no worked example.
_CONDITIONAL = re.compile(r"とき|時|場合|なら|限り|以外|でも|ても|れば|たら")


class Example(NamedTuple):
    call: str
    """The call as written, arguments included (`h2z('ﾃｨﾛ･ﾌｨﾅｰﾚ')`)."""
    result: str
    """The literal the statement says it gives (`'ティロ・フィナーレ'`)."""

    @property
    def callee(self) -> str:
        """The function as the call writes it, receiver included (`strings.ToLower` of `strings.ToLower(x)`; a method
        called on a call's result keeps that call: `C(1).f` of `C(1).f(2)`)."""
        text = self.call.strip()
        head = text.split("(", 1)[0].strip()
        if text.endswith(")") and _closing(text, len(head)) != len(text):
            # the argument list that ends the call is the last one opened at depth 0
            starts = [i for i, ch in enumerate(text) if ch == "(" and _closing(text, i) == len(text)]
            head = text[: starts[0]].strip() if starts else head
        return head

    @property
    def function(self) -> str:
        """The function's bare name (`ToLower`), as `defined_functions` lists it."""
        return self.callee.rsplit(".", 1)[-1]


def _closing(text: str, i: int) -> int:
    """The index just past the `)` closing the `(` at `i`, outside quotes; -1 when it does not close."""
    depth, quote = 0, ""
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "'\"":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def _calls(text: str) -> Iterable[tuple[int, int, str]]:
    """Each `name(...)` with balanced brackets outside quotes: (start, end, function name). A method called on
    the call's result follows it as a call of its own, from the same start (`jpdatetime(2019, 5, 1).strftime(…)`:
    the method is what the example shows).

    >>> [(text[a:b], n) for text in ['f(1).g("x") は "y"'] for a, b, n in _calls(text)]
    [('f(1)', 'f'), ('f(1).g("x")', 'g')]
    """
    for m in re.finditer(r"(?<![\w.])([A-Za-z_][\w.]*)\(", text):
        end = _closing(text, m.end() - 1)
        if end < 0:
            continue
        yield m.start(), end, m.group(1)
        while (chained := re.match(r"\.([A-Za-z_]\w*)\(", text[end:])) is not None:
            if (end := _closing(text, end + chained.end() - 1)) < 0:
                break
            yield m.start(), end, chained.group(1)


def _unquoted(text: str) -> tuple[str, dict[int, int]]:
    """`text` without its code quotes, and for each quoted span the (start → end) it has in that text."""
    plain, spans, pos = [], {}, 0
    for i, part in enumerate(text.split("`")):
        if i % 2 and i < text.count("`"):
            spans[pos] = pos + len(part)
        plain.append(part)
        pos += len(part)
    return "".join(plain), spans


_VALUES = re.compile(rf"{_LITERAL}(?:\s*,\s*{_LITERAL})+")


def _whole(span: str, name: str, strings: frozenset[str]) -> str | None:
    """The result a code-quoted span holds when it holds more than its first literal, or None when unsure.

    Go returns two values (`42000000, nil`): the span as written. A function returning a string prints the
    rest of its text (`83 MB`): the span as a string. Anything else is not guessed at: cutting `83 MB` to 83
    gave a case expecting a number the function never returns.
    """
    if _VALUES.fullmatch(span):
        return span
    if name in strings and "`" not in span:
        return json.dumps(span, ensure_ascii=False)
    return None


def worked_example(
    text: str, defined: frozenset[str], strings: frozenset[str] = frozenset()
) -> Example | None:
    """The call of a defined function and the literal it gives, when `text` states both; else None.

    `strings` are the defined functions whose signature returns a string (`string_functions`).

    >>> worked_example("h2z('ﾃｨﾛ･ﾌｨﾅｰﾚ') が 'ティロ・フィナーレ' になること", frozenset({"h2z"}))
    Example(call="h2z('ﾃｨﾛ･ﾌｨﾅｰﾚ')", result="'ティロ・フィナーレ'")
    >>> worked_example("kata2hira('マミサン', ignore='ン') は 'まみさン' になること", frozenset({"kata2hira"}))
    Example(call="kata2hira('マミサン', ignore='ン')", result="'まみさン'")
    >>> worked_example("`slugify('Hello World')` returns `'hello-world'`.", frozenset({"slugify"}))
    Example(call="slugify('Hello World')", result="'hello-world'")
    >>> worked_example("`number2kanji(0)` は「零」を返す。", frozenset({"number2kanji"}))
    Example(call='number2kanji(0)', result='"零"')
    >>> worked_example('不可算名詞 `pluralize("sheep")` は `"sheep"` のまま返すこと', frozenset({"pluralize"}))
    Example(call='pluralize("sheep")', result='"sheep"')
    >>> worked_example('空文字列 `pluralize("")` は空文字列を返すこと', frozenset({"pluralize"}))
    Example(call='pluralize("")', result='""')
    >>> worked_example("`ordinal(-1021)` は `'st'`", frozenset({"ordinal"}))
    Example(call='ordinal(-1021)', result="'st'")
    >>> worked_example("`ordinal(-1021)` は `'st'` の接尾辞", frozenset({"ordinal"})) is None
    True
    >>> worked_example("`colorsys.rgb_to_hsv(0.2, 0.4, 0.4)` returns `(0.5, 0.5, 0.4)`", frozenset({"rgb_to_hsv"}))
    Example(call='colorsys.rgb_to_hsv(0.2, 0.4, 0.4)', result='(0.5, 0.5, 0.4)')
    >>> worked_example("`f(1)` returns (a, b) pairs", frozenset({"f"})) is None  # no literal in the tuple
    True
    >>> worked_example("round_up(7) == 10", frozenset({"round_up"}))
    Example(call='round_up(7)', result='10')
    >>> worked_example("CommafWithDigits(834142.32, 1) -> 834,142.3", frozenset({"CommafWithDigits"})) is None
    True
    >>> worked_example("`Bytes(82854982)` → `83 MB`", frozenset({"Bytes"}), frozenset({"Bytes"}))
    Example(call='Bytes(82854982)', result='"83 MB"')
    >>> worked_example('`ParseBytes("42 MB")` → `42000000, nil`', frozenset({"ParseBytes"}))
    Example(call='ParseBytes("42 MB")', result='42000000, nil')
    >>> worked_example("`Comma(834142)` は `834,142` を返す", frozenset({"Comma"}), frozenset({"Comma"}))
    Example(call='Comma(834142)', result='"834,142"')
    >>> worked_example("`Bytes(82854982)` → `83 MB`", frozenset({"Bytes"})) is None  # not known to return a string
    True
    >>> worked_example("Bytes(82854982) -> 83 MB", frozenset({"Bytes"})) is None
    True
    >>> worked_example('abbreviate("abcdefghijklmno", "*", 9, 10) keeps the tail: "*ghijklmno"', frozenset({"abbreviate"}))
    Example(call='abbreviate("abcdefghijklmno", "*", 9, 10)', result='"*ghijklmno"')
    >>> worked_example('`calc("12345")` は重み 6,5,4,3,2 で計算した値を末尾に付けた `"123455"` を返す', frozenset({"calc"}))
    Example(call='calc("12345")', result='"123455"')

    A function the code does not define, a result that is not a literal, or no result: None.
    >>> worked_example("print('x') returns None", frozenset({"h2z"})) is None
    True
    >>> worked_example("h2z(text) が全角になる", frozenset({"h2z"})) is None
    True
    >>> worked_example("h2z('abc') を呼ぶと変換される", frozenset({"h2z"})) is None
    True
    >>> worked_example("f('a') は区切りがないとき 'b' を返す", frozenset({"f"})) is None  # a condition, not the call's result
    True
    """
    plain, spans = _unquoted(text)
    for start, end, name in _calls(plain):
        if name.split(".")[-1] not in defined:
            continue
        rest = plain[end:]
        bare = name.split(".")[-1]
        for gives in _GIVES:
            m = re.match(rf"{gives}(?P<result>{_LITERAL})", rest)
            if m is None and gives != _GIVES[4] and bare in strings:
                m = re.match(
                    rf"{gives}(?P<result>)", rest
                )  # a quoted string no literal reads (`834,142`): below
            if m is None:
                continue
            if gives == _GIVES[4] and _CONDITIONAL.search(m.group("phrase")):
                continue
            result = re.sub(r"^[“「](.*)[”」]$", r'"\1"', m.group("result"))
            result = '""' if result in ("空文字列", "空文字") else result  # "は空文字列を返す": the empty string
            at, stop = end + m.start("result"), end + m.end("result")
            if (close := spans.get(at)) is not None and close > stop:
                if (whole := _whole(plain[at:close], bare, strings)) is None:
                    break
                result, stop = whole, close
            elif not result:
                continue
            elif close is None and re.match(r"[ \t]+[A-Za-z]", plain[stop:]) and gives == _GIVES[0]:
                break  # "Bytes(82854982) -> 83 MB": a number with a unit after it is not the value returned
            after = plain[stop:]
            # "`ordinal(-1021)` は `'st'`" (a list of examples) ends at its result: "is", with no verb to say it
            ends = gives == _GIVES[2] and m.group(0).lstrip().startswith("は") and not after.strip(" \t。.")
            if gives in (_GIVES[2], _GIVES[4]) and not re.match(_AFTER_JA, after) and not ends:
                continue  # "f(x) は 'a' を含む" is no result; the Japanese form needs its verb
            if gives == _GIVES[3] and after.strip(" .。`"):
                continue  # the colon form names the result last: "f(x) keeps the tail: 'y'"
            return Example(plain[start:end], result)
    return None


#: A definition's first line. A Java/C# return type starts with a letter: a Python doctest line `>>> tableize('x')` is a
#: call in a docstring, and read as a method returning `>>>` it made every documented function "defined" four times, so
#: no example's arguments could be bound (example_args) to the one definition.
_DEF = re.compile(
    r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:def|function|func)\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[(<]"
    r"|^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\(|function\b)"
    r"|^\s*(?:(?:public|private|protected|internal|static|final|override|virtual|async)\s+)*"
    r"(?!(?:return|new|else|throw|await|yield|print|case)\b)\w[\w<>\[\],.?]*\s+([A-Za-z_]\w*)\s*\([^;]*\)\s*(?:throws\s+[\w., ]+)?\{?\s*$"
    r"|^([A-Za-z_]\w*)\s*=\s*[A-Za-z_]\w*\s*$"
    # CoffeeScript's output and old modules assign function expressions: `isHoliday = function(date, furikae) {`,
    # `target.getHolidaysOf = function(y, furikae) {`, `exports.parse = function (str) {`
    r"|^\s*(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?function\b\s*\*?\s*[A-Za-z_$\w]*\s*\("
)


def defined_functions(sources: dict[str, list[str]]) -> frozenset[str]:
    """The functions and methods the sources define (an alias `han2zen = h2z` counts), by name.

    >>> sorted(defined_functions({"a.py": ["def h2z(text):", "han2zen = h2z", "    return z2h(text)"],
    ...                           "b.ts": ["export function fee(w: number) {"], "C.java": ["  public static int rank(int n) {"]}))
    ['fee', 'h2z', 'han2zen', 'rank']
    """
    out: set[str] = set()
    for lines in sources.values():
        for line in lines:
            if (m := _DEF.match(line)) is not None:
                out.add(next(g for g in m.groups() if g))
    return frozenset(out - {"if", "for", "while", "switch", "catch", "return", "new"})
