"""The values a worked example's call gives the parameters of the function it calls, destructured options too.

A worked example's input is the call alone when one of its arguments is no literal ("`decamelize('unicornRainbow',
{separator: '-'})` を呼ぶ。": the designer states `name` = `value` only when every argument is a literal), so a
condition of the function read at the case's input knew nothing: `text.length < 2` stayed undecided and the case
still passed with its last ref moved into that guard's block (line 36, a `return` the call never reaches). Here
each argument binds to its parameter as the language binds it: by position, by keyword (`f(1, sep='-')`), an
object literal to a destructuring pattern (`{separator = '_', preserveConsecutiveUppercase = false} = {}`), and a
parameter the call leaves out takes its literal default (a pattern's own defaults when the whole options object
is left out and defaults to `{}`).

Nothing is bound when the binding is not certain: the call names another function than the one around the
line, the file declares that name more than once (overloads), an argument is spread (`...xs`, `*args`), a
keyword names no parameter, or a parameter without a default is left out. An argument that is no literal binds
nothing but still takes its position.

>>> src = ["export default function decamelize(", "  text,", "  {", "    separator = '_',",
...        "    preserveConsecutiveUppercase = false,", "  } = {},", ") {", "  if (text.length < 2) {", "  }", "}"]
>>> call_values("`decamelize('unicornRainbow', {separator: '-'})` を呼ぶ。", src, "decamelize", 8, "javascript")
{'text': 'unicornRainbow', 'separator': '-', 'preserveConsecutiveUppercase': False}
>>> call_values("Call `decamelize('ab')`.", src, "decamelize", 8, "javascript")  # the options object left out
{'text': 'ab', 'separator': '_', 'preserveConsecutiveUppercase': False}
>>> call_values("Call `other('ab')`.", src, "decamelize", 8, "javascript"), call_values("`text` = `'ab'`.", src,
...     "decamelize", 8, "javascript")
({}, {})
>>> py = ["def kata2hira(text, ignore='', *, keep=None):", "    if ignore:", "        pass"]
>>> call_values("Call `kata2hira('マミ', keep=1)`.", py, "kata2hira", 2, "python")
{'text': 'マミ', 'ignore': '', 'keep': 1}
>>> call_values("Call `kata2hira(word, 'ン')`.", py, "kata2hira", 2, "python")  # `word`: no literal, no value
{'ignore': 'ン', 'keep': None}
>>> call_values("Call `kata2hira('マ', nope=1)`.", py, "kata2hira", 2, "python"), call_values(
...     "Call `kata2hira(*xs)`.", py, "kata2hira", 2, "python")
({}, {})
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, literal
from utspec.codetext import match_paren, split_top_level
from utspec.designer.offline.facts import definitions, function_start, strip_comment
from utspec.designer.offline.signature import _name
from utspec.questions.call_args import arguments

#: The designer's worked-example inputs (`designer.in.call`, `designer.in.call_bound`): the call, in backticks.
_CALL = re.compile(r"^Call `(?P<en>[^`]+\(.*?\))`[.:]|^`(?P<ja>[^`]+\(.*?\))` を呼ぶ[。:]")
_KEYWORD = re.compile(r"^([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$", re.S)
#: Languages whose parameters may be keyword arguments at the call (Python's `f(a, sep='-')`).
_KEYWORDS = frozenset({"python"})
_SPREAD = re.compile(r"^\s*(?:\.\.\.|\*)")


class _Param:
    """One declared parameter: its name (None: a pattern or a receiver), its default, a pattern's own names."""

    def __init__(self, name: str | None, default: object = NOT_KNOWN, pattern: dict[str, object] | None = None,
                 keyword_only: bool = False, empty_default: bool = False) -> None:  # fmt: skip
        self.name, self.default, self.pattern, self.keyword_only = name, default, pattern, keyword_only
        self.empty_default = empty_default
        """The pattern defaults to `{}`: left out, each of its names takes its own default."""


def _split_default(text: str) -> tuple[str, str | None]:
    """`x: int = 3` -> (`x: int`, `3`): the first top-level `=` that is no comparison or arrow."""
    depth = 0
    for i, ch in enumerate(text):
        depth += 1 if ch in "([{<" else -1 if ch in ")]}>" and depth else 0
        if (
            ch == "="
            and depth == 0
            and text[i + 1 : i + 2] not in ("=", ">")
            and text[i - 1 : i] not in "=!<>"
        ):
            return text[:i].strip(), text[i + 1 :].strip()
    return text.strip(), None


def _pattern(text: str, language: str) -> dict[str, object] | None:
    """A destructuring pattern's local names with their literal defaults (NOT_KNOWN: none); None when unreadable."""
    out: dict[str, object] = {}
    for part in split_top_level(text.strip()[1:-1]):
        key, default = _split_default(part)
        local = key.split(":", 1)[-1].strip()  # `{sep: separator = '_'}` binds the local `separator`
        if not re.fullmatch(r"[A-Za-z_$][\w$]*", local) or _SPREAD.match(key):
            return None
        out[local] = literal(default, language) if default is not None else NOT_KNOWN
    return out


def _params(source: Sequence[str], symbol: str, line: int, language: str) -> list[_Param] | None:
    """The declared parameters of the function around `line`, in order (None: no parameter list found)."""
    start = function_start(source, symbol, line, language)
    if start is None:
        return None
    text = "\n".join(strip_comment(x) for x in source[start - 1 : start + 20])
    at = text.find(symbol.rsplit(".", 1)[-1])
    paren = text.find("(", max(at, 0))
    if paren < 0:
        return None
    out: list[_Param] = []
    keyword_only = False
    for raw in split_top_level(text[paren + 1 : match_paren(text, paren) - 1], "([{", ")]}"):
        decl, default = _split_default(raw)
        if decl in ("*", "/") or decl.startswith("*") or decl.startswith("..."):
            keyword_only = True  # Python's `*` / `*args`, a JavaScript rest: nothing after binds by position
            continue
        value = literal(default, language) if default is not None else NOT_KNOWN
        if decl.startswith("{"):
            body = decl[: match_paren(decl, 0)]
            empty = default is not None and re.fullmatch(r"\{\s*\}", default) is not None
            out.append(_Param(None, value, _pattern(body, language) or {}, keyword_only, empty))
        elif decl.startswith("["):
            # an array pattern: it takes a position and binds nothing
            out.append(_Param(None, value, {}, keyword_only))
        elif (name := _name(raw, language)) is not None:
            out.append(_Param(name, value, None, keyword_only))
        elif language == "python" and not out and decl.split(":")[0].strip() in ("self", "cls"):
            continue  # the receiver: the call names it before the dot
        else:
            return None
    return out


def _object(text: str, language: str) -> dict[str, object] | None:
    """An object literal's keys with their literal values (NOT_KNOWN: not a literal); None with a spread."""
    out: dict[str, object] = {}
    for part in split_top_level(text.strip()[1:-1]):
        if _SPREAD.match(part):
            return None
        key, sep, value = part.partition(":")
        key = key.strip().strip("'\"")
        out[key] = literal(value.strip(), language) if sep else NOT_KNOWN
    return out


def call_values(case_input: str, source: Sequence[str], symbol: str | None, line: int,
                language: str) -> dict[str, object]:  # fmt: skip
    """The parameters of the function around `line` that the case's call gives a known value, by name."""
    m = _CALL.match(case_input.strip())
    if m is None or not symbol:
        return {}
    call = m.group("en") or m.group("ja")
    head = re.match(r"^\s*(?:[\w$]+\.)*([\w$]+)\s*\(", call)
    short = symbol.rsplit(".", 1)[-1]
    if head is None or head.group(1) != short or len(definitions(source, short, language)) != 1:
        return {}
    params = _params(source, symbol, line, language)
    args = arguments(call, head.end() - 1)
    if params is None or any(_SPREAD.match(a) for a in args):
        return {}
    given: dict[int, str] = {}
    for k, arg in enumerate(args):
        kw = _KEYWORD.match(arg) if language in _KEYWORDS else None
        if kw is None:
            if k >= len(params) or params[k].keyword_only or any(_KEYWORD.match(a) for a in args[:k]
                                                                 if language in _KEYWORDS):  # fmt: skip
                return {}
            given[k] = arg
            continue
        at = next((i for i, p in enumerate(params) if p.name == kw.group(1)), None)
        if at is None or at in given:
            return {}
        given[at] = kw.group(2)
    out: dict[str, object] = {}
    for i, p in enumerate(params):
        if i not in given:
            if p.default is NOT_KNOWN and not p.empty_default:
                return {}  # a parameter the call leaves out without a default: no call of this function
            if p.name is not None:
                out[p.name] = p.default
            elif p.pattern is not None:
                out.update(p.pattern)
            continue
        arg = given[i]
        if p.name is not None:
            out[p.name] = literal(arg, language)
        elif p.pattern and arg.strip().startswith("{") and (obj := _object(arg, language)) is not None:
            out.update({k: obj.get(k, default) for k, default in p.pattern.items()})
    return {k: v for k, v in out.items() if v is not NOT_KNOWN}


__all__ = ["call_values"]
