"""Candidate argument values for `argument_search`, in the order they are tried (issue 12).

What a parameter is (its annotation, a JSDoc type, its uses in the body, its name), and the values worth trying for
it: the value the input gave, values the input states for what the function computes from it (a character from a
stated char code), the function's own literals and sums of them (`year % 100` with `year % 4 == 0` needs 104), and a
few ordinary ones. Nothing here runs code; `argument_search` keeps a value only when its run takes the case's path.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence

from utspec.analyzers.path_value import literal
from utspec.designer.offline.case_run import _arg
from utspec.designer.offline.facts import function_start, strip_comment
from utspec.designer.offline.signature import numbered_body
from utspec.models import ChecklistItem

_PER_KIND = 24
_INT_LITERAL = re.compile(r"(?<![\w.$])(0[xX][0-9a-fA-F]+|\d+)(?![\w.])")
_STR_LITERAL = re.compile(r"""'((?:[^'\\\n]|\\.){0,12})'|"((?:[^"\\\n]|\\.){0,12})\"""")
_PLAIN_INTS = (0, 1, 2, -1, 3, 4, 5, 10, 100, 1000)
_PLAIN_STRS = ("", "a", "abc", "0", "1", " ", "A")


def declared_text(lines: Sequence[str], item: ChecklistItem) -> str:
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


def kinds(name: str, body: str, language: str) -> list[str]:
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
    # nothing says what it is: `None` first, which a run reads only where the path needs the argument (member's
    # `conn` and `mailer` are never touched before its `email` check raises: no made-up connection `1`)
    return ["none", "int", "str", "bool"]


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


def candidates(kinds: Sequence[str], held: Sequence[tuple[str, str]], body: str, near: object,
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


def counts(case_input: str) -> dict[str, int]:
    """The element counts the input gives (`data` with 2 elements, 要素数 2 の `data`)."""
    return {(m.group(1) or m.group(4)): int(m.group(2) or m.group(3)) for m in _COUNT.finditer(case_input)}


def sized(n: int, kinds: Sequence[str], language: str) -> list[str]:
    """A parameter the input gives a count of: a list of `n` numbers, or a string of `n` letters."""
    out = []
    for kind in kinds:
        if kind == "list" and language in ("python", "javascript", "typescript"):
            out.append(f"[{', '.join(str(i + 1) for i in range(n))}]")
        elif kind == "str" and (a := _arg("a" * n, language)):
            out.append(a)
    return out


def assignments(choices: Sequence[Sequence[str]]) -> Iterator[tuple[str, ...]]:
    """Every combination, the ones made of earlier candidates first (diagonals of the index sum)."""
    if not choices:
        return
    sizes = [len(c) for c in choices]
    for total in range(sum(sizes) - len(sizes) + 1):
        for idx in itertools.product(*(range(min(s, total + 1)) for s in sizes)):
            if sum(idx) == total:
                yield tuple(c[i] for c, i in zip(choices, idx, strict=True))


__all__ = ["assignments", "candidates", "counts", "declared_text", "kinds", "sized"]
