"""Literal decisions in the changed code: which literal values the code decides on, about what, and where.

A decision is a place where the code's behaviour turns on a literal value a reader has to know the
meaning of: `status IN (3, 5)`, `code in (235, 503)`, `200 <= code <= 299`, `flags & 81 == 81`,
`case 501:`, `n > _MAXCHALLENGE` (5), `return -2`, `throw new HttpError(429, …)`. Each has a
subject (the column, variable or constant it is about), the values as the code writes them, and a
shape that says how a person is asked about it:

- `code`: values that stand for something (equality, `in`, SQL `IN`, `CASE`, switch labels, bit masks);
- `limit`: a value the code orders against (`>`, `<=`, SQL `BETWEEN`, ranges);
- `return` / `raise`: a code the function hands back or raises with.

Everything here reads checklist items (structured fields first; a branch's condition text only to
find the values of `in` lists and case labels the analyzers keep as text) and never builds a
sentence: the checks do that from the fields through the message catalogs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from utspec.analyzers.range_membership import has_boundaries
from utspec.codetext import split_top_level
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.bytes_values import bytes_compared
from utspec.questions.const_alias import Constant, aliases, built, compared, constants
from utspec.questions.decision_shapes import shaped
from utspec.questions.infinite_values import infinity_compared
from utspec.questions.input_names import with_input
from utspec.questions.loop_values import WrittenList, loop_lists, looped_compare
from utspec.questions.named_bits import named_bit, unpacked
from utspec.questions.returned_tests import returned_tests

Shape = Literal["code", "limit", "return", "raise"]

#: Values that decide nothing a design would explain (sizes, signs, "any at all?") unless they are
#: one of several codes in a set (`status IN (0, 1, 9)`) or the subject is itself a code.
TRIVIAL = frozenset({"0", "1", "-1"})
#: Words in a subject's name that make every value of it a code (`resp.StatusCode == 0`, `errno == 1`).
DEFAULT_CODE_WORDS: tuple[str, ...] = (
    "status", "code", "codes", "errno", "rc", "state", "kind", "type", "mode", "level", "rank", "category",
    "reason",
)  # fmt: skip
#: Names of 0/1 flags: `active = 1`, `is_deleted == 0` are yes/no, not codes.
_FLAG = re.compile(r"(^|_)(is|has|can|active|enabled|disabled|deleted|flag|valid|visible)(_|$)", re.I)
#: Name parts that say how a thing is measured or where it lives, not what it is (`len(items)`, `self.limit`).
MEASURE_WORDS = frozenset(
    "len length size count cnt num max min maximum minimum limit total self this cls get value val".split()
)
_NOT_SUBJECT = frozenset(
    """not and or in is none true false null undefined nil len typeof instanceof new this self cls return
    if else elif case switch match when int str float bool string number object len size count""".split()
)

_IDENT = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*")
#: Calls that change a value's form, not what it is: `method.upper() in (...)` is about the method.
_TRANSFORMS = frozenset(
    "upper lower strip lstrip rstrip casefold trim tolowercase touppercase tostring trimspace tolower toupper "
    "intvalue longvalue ordinal name value getvalue getcode code".split()
)
_STRING = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|`[^`]*`")
_NUM = re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])")
_SPLIT = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
#: A short code written as a string: "A", 'E003', "P1", "404".
_CODE_STRING = re.compile(r"^(?:[A-Z0-9][A-Z0-9_-]{0,5}|[A-Za-z0-9]{1,3}|[^\sA-Za-z0-9]{1,2})$")
"""A code written as a string: upper case or digits ('E003', '404'), a short token ('r', 'rb'), a mark ('-', '..')."""

#: A protocol token written as a string: `'keep-alive'`, `'HTTP/0.9'`, `'application/json'`, `'x-gzip'`.
#: Its punctuation says it is a value some other party defines, not a word of the program's own.
_TOKEN_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+]*(?:[-/:][A-Za-z0-9._+]*)+$")
#: Any single word or token (no blank): in a containment test (`"close" in conn`) it is searched for in
#: text from outside, so it is a token of that text's protocol, even when it reads as a word.
_TOKEN = re.compile(r"^[^\s'\"]{1,32}$")

_EQUALITY = frozenset({"==", "!=", "===", "!==", "=", "<>", "IN", "NOT IN"})
_ORDERING = frozenset({"<", "<=", ">", ">=", "BETWEEN", "NOT BETWEEN"})

# `x in (3, 5)`, `x not in [3, 5]`, `x in {3, 5}` (Python)
_PY_IN = re.compile(
    r"(?P<subj>[A-Za-z_][\w.]*(?:\(\))?(?:\[[^\]]*\])?)\s+(?:not\s+)?in\s+[\(\[\{](?P<vals>[^()\[\]{}]*)[\)\]\}]"
)
# `[3, 5].includes(x)`, `List.of(3, 5).contains(x)`, `Set.of(...)`, `Arrays.asList(...)`, `new Set([..]).has(x)`
_COLLECTION_HAS = re.compile(
    r"(?:\[(?P<a>[^\[\]]*)\]|(?:List|Set|Arrays|EnumSet)\.(?:of|asList)\((?P<b>[^()]*)\))\)?"
    r"\s*\.\s*(?:includes|contains|has)\(\s*(?P<subj>[A-Za-z_$][\w.$]*)\s*\)"
)
# A branch comparing with a short code written as a string: `kind == "P"`, `"E003".equals(code)`.
_STR_EQ = re.compile(
    r"(?P<subj>[A-Za-z_$][\w.$]*(?:\[[^\]]*\])*(?:\(\))?)\s*(?:===?|!==?)\s*(?P<v>\"[^\"\n]*\"|'[^'\n]*')"
)
# `resp.startswith('257')`, `code.startsWith("5")`: a prefix that stands for a code
_STR_PREFIX = re.compile(
    r"(?P<subj>[A-Za-z_$][\w.$]*(?:\[[^\]]*\])*)\s*\.\s*(?:startswith|startsWith|endswith|endsWith|HasPrefix)"
    r"\(\s*(?P<v>\"[^\"\n]*\"|'[^'\n]*')\s*\)"
)
# `status != CONTINUE`, `resp.StatusCode == http.StatusTooManyRequests`: a named code the analyzers
# could not resolve to a value (a library's constant); asked by name when the subject is a code.
_NAMED_EQ = re.compile(
    r"(?P<subj>[A-Za-z_$][\w.$]*)\s*(?:===?|!==?)\s*(?P<v>(?:[A-Za-z_]\w*\.)*(?:[A-Z][A-Z0-9_]{2,}|Status[A-Z]\w+))\b(?!\s*\()"
)
# `"close" in conn.lower()`, `'keep-alive' not in pconn`: a token looked for in a text or collection
_STR_IN = re.compile(
    r"(?P<v>\"[^\"\n]*\"|'[^'\n]*')\s+(?:not\s+)?in\s+(?P<subj>[A-Za-z_$][\w.$]*(?:\[[^\]]*\])*(?:\(\))?(?:\.\w+\(\))?)"
)
_STR_EQUALS = re.compile(
    r"(?P<v>\"[^\"\n]*\")\s*\.\s*equals(?:IgnoreCase)?\(\s*(?P<subj>[A-Za-z_$][\w.$]*)\s*\)"
)
_CASE = re.compile(r"^\s*case\s+(?P<vals>.+?)\s*(?::|=>|->|$)")
_SWITCH = re.compile(
    r"\b(?:switch\s*\(\s*(?P<a>[^)]+?)\s*\)|switch\s+(?P<b>[^{]+?)\s*\{|match\s+(?P<c>[^:]+?)\s*:)"
)
_RETURN = re.compile(r"^\s*return\s+\(?\s*(?P<v>-?\d+(?:\.\d+)?|\"[^\"\n]*\"|'[^'\n]*')\s*\)?\s*;?\s*$")
RAISE_TYPE = re.compile(r"(?:raise|throw)\s+(?:new\s+)?(?P<t>[A-Za-z_][\w.]*)\s*\((?P<args>.*)\)")


@dataclass(frozen=True)
class Decision:
    """One literal decision of the code, with what it is about."""

    item: ChecklistItem
    subject: str
    """How the code names what is decided on: `status`, `code`, `items`, `register_order` (for a return)."""
    values: tuple[str, ...]
    """The literal values, as the code writes them (`3`, `'A'`)."""
    shape: Shape
    names: tuple[str, ...] = ()
    """Every name whose words may stand for the subject in prose (operand, constant, guard)."""
    constant: str | None = None
    """The named constant the code compares with, when it does (`_MAXCHALLENGE`)."""
    defined_at: str | None = None
    code_set: bool = False
    """Several values decided on at once (`IN (0, 1, 9)`, `case 1, 2:`): each is a code, even 0 and 1."""
    sized: bool = False
    ops: tuple[str, ...] = ()
    """For a limit, the comparison operator of each value (`200 <= code <= 299`: `>=`, `<=`)."""
    merged: tuple[ChecklistItem, ...] = ()
    """Other items of one line merged into this decision (`x < 1 or x > 4`, `CASE … WHEN 3 … WHEN 5`)."""

    @property
    def texts(self) -> tuple[str, ...]:
        """The code of every item the decision stands for, as written, once each."""
        return tuple(dict.fromkeys(i.text for i in (self.item, *self.merged)))

    """The subject is a size or count (`len(code)`, `code.length`): 0 and 1 there are sizes, never codes."""

    @property
    def place(self) -> str:
        return f"{self.item.file}:{self.item.line}"


def show(value: object) -> str:
    """A value as the code writes it: `3`, not `3.0`."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def words(name: str) -> list[str]:
    """The lower-case word parts of a name: `resp.StatusCode` -> resp, status, code."""
    return [w.lower() for w in _SPLIT.findall(name.replace(".", "_"))]


def label(name: str) -> str:
    """The part of a dotted name a person calls it by: `self.max_items` -> max_items, `o.status` -> status."""
    name = re.sub(r"\[[^\]]*\]", "", name)  # `sreply[:3]`, `date_time[0]`: the thing indexed
    called = [p.strip() for p in name.split(".") if p.strip()]
    while len(called) > 1 and called[-1].endswith("()") and called[-1][:-2].lower() in _TRANSFORMS:
        called.pop()  # `method.upper()`: the method
    parts = [p.replace("()", "") for p in called]
    parts = [p for p in parts if p.lower() not in ("self", "this", "cls")]
    while len(parts) > 1 and parts[-1].lower() in MEASURE_WORDS:
        parts.pop()  # `items.length` is about the items
    return parts[-1] if parts else name


def _literal(token: str) -> str | None:
    """A token that is a literal value (number or quoted string), as written; None otherwise."""
    t = token.strip()
    if _NUM.fullmatch(t):
        return show(float(t)) if "." in t else t
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "\"'":
        return t
    if _BYTES.fullmatch(t):
        return t  # `h[:4] in (b'\0ds.', b'dns.')`: magic bytes, as written
    return None


#: A bytes literal (`b'dns.'`): in a format module a magic number or tag, always a code.
_BYTES = re.compile(r"[bB](?:'[^'\n]{1,16}'|\"[^\"\n]{1,16}\")")


def _split_values(text: str) -> list[str]:
    return [v for v in (_literal(p) for p in re.split(r"[,|]", text)) if v is not None]


def operand(text: str, drop: Iterable[str] = ()) -> str | None:
    """The varying name a condition tests (`len(items) > 100` -> items), or None when there is none."""
    skip = {d.lower() for d in drop}
    body = _STRING.sub('""', text)
    for m in _IDENT.finditer(body):
        name = re.sub(r"\s+", "", m.group(0))
        after = body[m.end() : m.end() + 1]
        if after == "(" and name.split(".")[-1].lower() in _NOT_SUBJECT | MEASURE_WORDS:
            head = name.rpartition(".")[0]
            if head and head.lower() not in _NOT_SUBJECT:
                return head  # `resp.length()`: the thing measured
            continue  # `len(` / `size(`: the argument is the subject
        if after == "(":
            head, _, last = name.rpartition(".")
            if head and last.lower() in _TRANSFORMS:
                return head  # `method.upper()`: still the method
            return name  # `has_privilege(oid) & 8`: the call's result is what is decided on
        if name.lower() in skip or name.split(".")[-1].lower() in skip or name.lower() in _NOT_SUBJECT:
            continue
        if name.isupper() and len(name) > 1:
            continue  # a constant, not the varying operand
        return name
    return None


_SIZE_CALL = re.compile(
    r"\b(?:len|size|count|length|strlen|cap)\s*\(|\.(?:length|size|count|Length|Count|Size)\b|\.(?:size|count|length)\(\)"
)


def _sized(text: str, subject: str) -> bool:
    """Whether a condition compares a size (`len(x)`, `x.length`, `x.size()`), not the value itself."""
    return bool(_SIZE_CALL.search(text)) or subject.split(".")[-1].lower() in MEASURE_WORDS


def _is_code_string(value: str) -> bool:
    """A string that stands for a code: short upper case or digits ('E003'), a short token ('rb'), a mark
    ('-'), or a protocol token ('keep-alive', 'HTTP/0.9'); a readable word ('shipped', 'read') is not.
    """
    body = value.strip("'\"")
    return bool(_CODE_STRING.match(body) or _TOKEN_CODE.match(body))


def _set_member(value: str) -> bool:
    """A member a code set may hold: a code string, magic bytes, or the empty string (`passwd in {'', '-'}`: trivial, not a word)."""
    return value in ('""', "''") or _is_code_string(value) or _magic_bytes(value)


def _magic_bytes(value: str) -> bool:
    """Bytes with a letter or digit (`b'dns.'`, `b'\\0ds.'`); line ends (`b'\\r\\n'`, `b''`) are framing, not codes."""
    return (
        _BYTES.fullmatch(value) is not None
        and re.search(r"[A-Za-z0-9]", re.sub(r"\\[rnt]", "", value[2:-1])) is not None
    )


#: Names of mappings: `"location" in self.headers` asks whether a key is there, not what a code means.
_MAPPINGS = frozenset(
    "headers params kwargs options opts args environ env attrs fields keys dict map data".split()
)


def _searched_token(value: str) -> bool:
    """A value a containment test looks for (`"close" in conn`): any single token, a word included."""
    return _TOKEN.match(value.strip("'\"")) is not None


def _is_flag(name: str) -> bool:
    return bool(_FLAG.search(label(name)))


def _boundary(item: ChecklistItem) -> Decision | None:
    if item.operator is None or item.value is None or isinstance(item.value, bool):
        return None
    value = show(item.value)
    subj = operand(item.text, [item.constant or ""])
    constant = item.constant
    if subj is None and constant is None:
        return None
    names = tuple(n for n in (subj, constant) if n)
    if item.operator in _EQUALITY:
        if subj is None or (_is_flag(subj) and value in ("0", "1")):
            return None
        if _sized(item.text, subj):
            # `len(data) == 4`: a size the code expects, asked as a limit, never as a code's meaning
            return Decision(item, label(subj), (value,), "limit", names, constant, item.defined_at, sized=True,
                            ops=(item.operator,))  # fmt: skip
        return Decision(item, label(subj), (value,), "code", names, constant, item.defined_at)
    if item.operator in _ORDERING:
        return Decision(item, label(subj or constant or ""), (value,), "limit", names, constant, item.defined_at,
                        ops=(item.operator,))  # fmt: skip
    return None


def _sql(item: ChecklistItem) -> Decision | None:
    column, op = (item.column or "").strip(), (item.op or "").upper()
    bare = re.sub(r"/\*.*?\*/", " ", column).strip()  # `f(x) /* 1 << CMD_INSERT */ & 8`
    mask = re.fullmatch(r"([A-Za-z_][\w.]*)\s*(?:\(.*\))?\s*&\s*\d+", bare, re.S)
    if mask:
        column = mask.group(
            1
        )  # `tgtype & 81`, `pg_relation_is_updatable(c.oid, FALSE) & 8`: the bits of that
    if not re.fullmatch(r"[A-Za-z_][\w.]*", column):
        return None  # an expression (`CASE WHEN … END`): its own parts are items of their own
    values = [v for v in (item.values or []) if v is not None and not isinstance(v, bool)]
    shown = []
    for v in values:
        lit = _literal(str(v)) if isinstance(v, str) else show(v)
        if lit is None:
            lit = f"'{v}'" if isinstance(v, str) and _is_code_string(v) else None
        if lit is not None:
            shown.append(lit)
    if not shown:
        return None
    col = label(column)
    if op in _ORDERING:
        ops = (">=", "<=") if "BETWEEN" in op else (op,)
        return Decision(item, col, tuple(shown), "limit", (column,), ops=ops[: len(shown)])
    if op in _EQUALITY or item.kind is Kind.SQL_CASE:
        if _is_flag(col) and all(v in ("0", "1") for v in shown):
            return None
        strings = [v for v in shown if v[0] in "'\""]
        if strings and not all(_is_code_string(v) for v in strings):
            return None  # `status = 'shipped'` names its own meaning
        # A CASE maps codes to results (`WHEN stakind1 = 1 THEN …`): its values are codes, even 1.
        return Decision(
            item, col, tuple(shown), "code", (column,), code_set=len(shown) > 1 or item.kind is Kind.SQL_CASE
        )
    return None


def _switch_subject(item: ChecklistItem, sources: dict[str, list[str]]) -> str | None:
    lines = sources.get(item.file)
    if not lines:
        return None
    for n in range(min(item.line - 1, len(lines) - 1), max(-1, item.line - 200), -1):
        m = _SWITCH.search(lines[n])
        if m:
            return operand(next(g for g in m.groups() if g is not None))
    return None


def _branch(item: ChecklistItem, sources: dict[str, list[str]]) -> Decision | None:
    text = item.text
    if m := _CASE.match(text):
        values = _split_values(m.group("vals"))
        subj = _switch_subject(item, sources)
        if values and subj:
            return Decision(item, label(subj), tuple(values), "code", (subj,), code_set=len(values) > 1)
        return None
    for pattern in (_PY_IN, _COLLECTION_HAS):
        if m := pattern.search(text):
            raw = m.groupdict().get("vals") or m.groupdict().get("a") or m.groupdict().get("b") or ""
            values = _split_values(raw)
            strings = [v for v in values if v[0] in "'\"bB"]
            if strings and not all(_set_member(v) for v in strings):
                values = [v for v in values if v[0] not in "'\"bB"]
            subj = m.group("subj")
            if values and subj and not subj.isupper():
                return Decision(item, label(subj), tuple(values), "code", (subj,), code_set=len(values) > 1)
    for c in item.constants or []:
        if isinstance(c.value, list) and c.value:
            values = [show(v) if not isinstance(v, str) else repr(v) for v in c.value]
            if any(isinstance(v, str) and not _is_code_string(v) for v in c.value):
                continue
            subj = operand(text, [c.name])
            if subj:
                return Decision(item, label(subj), tuple(values), "code", (subj, c.name), c.name, c.defined_at,
                                code_set=len(values) > 1)  # fmt: skip
    for pattern, is_code in ((_STR_EQ, _is_code_string), (_STR_EQUALS, _is_code_string),
                             (_STR_PREFIX, _is_code_string), (_STR_IN, _searched_token)):  # fmt: skip
        if d := _compared(item, pattern, is_code):
            return d
    if not item.constants and (m := _NAMED_EQ.search(text)):
        subj = m.group("subj")
        if not subj.isupper() and any(w in DEFAULT_CODE_WORDS for w in words(label(subj))):
            return _compared(item, _NAMED_EQ, lambda v: True, named=True)
    if (inf := infinity_compared(text)) is not None and not inf[0].isupper():
        # `options.retries === Infinity` (npm retry): a value that stands for something (questions.infinite_values)
        return Decision(item, label(inf[0]), (inf[1],), "code", (inf[0],))
    return None


def _compared(
    item: ChecklistItem, pattern: re.Pattern[str], is_code: Callable[[str], bool], *, named: bool = False
) -> Decision | None:
    """One decision for every value one subject is compared with on a line (`a == X || a == Y`: X and Y)."""
    found = [m for m in pattern.finditer(item.text) if is_code(m.group("v")) and not m.group("subj").isupper()
             and not (pattern is _STR_IN and label(m.group("subj")).lower() in _MAPPINGS)]  # fmt: skip
    if not found:
        return None
    subj = found[0].group("subj")
    values = tuple(dict.fromkeys(m.group("v") for m in found if m.group("subj") == subj))
    if (
        named
    ):  # a library's named code (`http.StatusTooManyRequests`): asked by its name, defined nowhere here
        return Decision(item, label(subj), values, "code", (subj, *values), code_set=len(values) > 1)
    return Decision(item, label(subj), values, "code", (subj,), code_set=len(values) > 1)


def _guard(item: ChecklistItem, guards: Sequence[Decision]) -> Decision | None:
    """The decision guarding a return or raise: the nearest one above it in the same function."""
    above = [
        d
        for d in guards
        if d.item.file == item.file and d.item.symbol == item.symbol and d.item.line < item.line
    ]
    return max(above, key=lambda d: d.item.line) if above else None


def _outcome(item: ChecklistItem, guards: Sequence[Decision]) -> Decision | None:
    guard = _guard(item, guards)
    names = (item.symbol or "",) + (guard.names if guard else ())
    function = label(item.symbol or "") or "?"
    if item.kind is Kind.EARLY_RETURN:
        m = _RETURN.match(item.text)
        if not m:
            return None
        v = _literal(m.group("v"))
        if v is None or (v[0] in "'\"" and not _is_code_string(v)):
            return None
        return Decision(item, function, (v,), "return", tuple(n for n in names if n))
    if item.kind is Kind.RAISE and (m := RAISE_TYPE.search(item.text)):
        args = _STRING.sub('""', m.group("args"))
        values = [
            a.strip() for a in split_top_level(args) if _NUM.fullmatch(a.strip()) and a.strip() not in TRIVIAL
        ]
        if values:
            return Decision(item, m.group("t").split(".")[-1], tuple(values), "raise", (m.group("t"), *names))
    return None


def _aliased(item: ChecklistItem, held: dict[str, Constant]) -> Decision | None:
    """A comparison with a name that holds a constant (`len(line) > self.maxline`, `maxline = MAXLINE`):
    the constant's decision, asked by its name and value (`utspec.questions.const_alias`)."""
    if not held or (found := compared(item.text, held)) is None:
        return None
    other, op, c = found
    subj = operand(other) or label(c.name)
    names = (subj, c.name)
    if op in _ORDERING and not c.collection:
        return Decision(item, label(subj), c.values, "limit", names, c.name, c.defined_at,
                        sized=_sized(other, subj), ops=(op,))  # fmt: skip
    if op in ("==", "!=", "===", "!==", "in", "not in"):
        return Decision(
            item, label(subj), c.values, "code", names, c.name, c.defined_at, code_set=len(c.values) > 1
        )
    return None


def _shaped(item: ChecklistItem) -> Decision | None:
    """A range, a bit test or an `indexOf` membership the branch text holds (`utspec.questions.decision_shapes`)."""
    found = shaped(item.text)
    if found is None or (found.shape == "limit" and item.language == "python" and has_boundaries(item.text)):
        return None  # `code in range(200, 300)`: the analyzers' boundary items (`code >= 200`, `code < 300`) decide it
    subj = found.subject
    return Decision(item, label(subj), found.values, found.shape, (subj,), ops=found.ops, code_set=True,
                    sized=found.shape == "limit" and _sized(item.text, subj))  # fmt: skip


def _format_token(item: ChecklistItem, named: dict[str, Constant]) -> Decision | None:
    """Bytes matched against data (`magic != b'\\037\\213'`) or a bit tested through a named constant
    (`flag & FEXTRA`): codes (`utspec.questions.bytes_values`, `utspec.questions.named_bits`)."""
    if found := bytes_compared(item.text):
        return Decision(item, label(found[0]), found[1], "code", (found[0],), code_set=True)
    if (bit := named_bit(item.text)) and (c := named.get(bit[1])) is not None and not c.collection:
        return Decision(
            item, label(bit[0]), c.values, "code", (bit[0], c.name), c.name, c.defined_at, code_set=True
        )
    return None


def _looped(item: ChecklistItem, loops: dict[str, WrittenList]) -> Decision | None:
    """`name === excludedName` inside `exclusionList.forEach(function (excludedName) …)`: a decision on the
    values of the list written out in the code (`utspec.questions.loop_values`)."""
    if (found := looped_compare(item.text, loops)) is None:
        return None
    subject, lst = found
    return Decision(item, label(subject), lst.values, "code", (subject, lst.name), lst.name, f"{item.file}:{lst.line}",
                    code_set=True)  # fmt: skip


def _returned(out: Sequence[Decision], sources: Sequence[SourceText]) -> list[Decision]:
    """`return redirectStatus.has(code)`: a returned membership test, which no checklist item holds
    (`utspec.questions.returned_tests`); a place some decision already stands for is not read again."""
    found = []
    for t in returned_tests(sources):
        if any(o.item.file == t.file and o.item.line == t.line for o in out):
            continue
        item = ChecklistItem(id=f"{t.file}:{t.line}:return", kind=Kind.EARLY_RETURN, file=t.file, line=t.line,
                             end_line=t.line, language="", text=t.text)  # fmt: skip
        names = tuple(n for n in (t.subject, t.name) if n)
        found.append(Decision(item, label(t.subject), t.values, "code", names, t.name, t.defined_at,
                              code_set=len(t.values) > 1))  # fmt: skip
    return found


def _same_line_code(out: Sequence[Decision], item: ChecklistItem, subject: str) -> int | None:
    for i, o in enumerate(out):
        if (
            o.shape == "code"
            and o.item.file == item.file
            and o.item.line == item.line
            and o.subject == subject
        ):
            return i
    return None


def _same_case(out: Sequence[Decision], item: ChecklistItem, subject: str) -> int | None:
    for i, o in enumerate(out):
        if (o.item.kind is Kind.SQL_CASE and o.item.file == item.file and o.item.statement_index == item.statement_index
                and o.subject == subject):  # fmt: skip
            return i
    return None


def trivial(d: Decision, code_words: Sequence[str] = DEFAULT_CODE_WORDS) -> bool:
    """Whether a decision is on values no one needs explained (0, 1, -1, empty, null, true, false)."""
    if not all(v in TRIVIAL or v in ('""', "''") for v in d.values):
        return False
    named_code = any(
        w in code_words or any(len(c) >= 4 and w.endswith(c) for c in code_words) for w in words(d.subject)
    )
    if (
        d.shape == "code" and not d.sized and (d.code_set or named_code)
    ):  # `tgtype`, `stakind1`: a type, a kind
        return False  # `status IN (0, 1)`, `resp.StatusCode == 0`: codes, however small
    return True


def decisions(
    checklist: Sequence[ChecklistItem],
    sources: Sequence[SourceText] = (),
    code_words: Sequence[str] = DEFAULT_CODE_WORDS,
) -> list[Decision]:
    """Every non-trivial literal decision of a checklist, in checklist order.

    The two sides of a range (`200 <= code <= 299`) are one decision with both values.
    """
    lines = {s.path: s.text.split("\n") for s in sources}
    held = {s.path: {**built(s), **aliases(s)} for s in sources}
    named = {s.path: {**constants(s), **unpacked(s)} for s in sources}
    looped = {s.path: loop_lists(s.text) for s in sources}
    out: list[Decision] = []
    limits_at: dict[tuple[str, int, str], int] = {}
    for it in checklist:
        d: Decision | None = None
        if it.loop_counter is not None:
            continue  # a counting loop's own counter (`i < N`): no input, no limit to ask about
        if it.kind is Kind.BOUNDARY:
            d = _boundary(it)
            d = with_input(d, lines.get(it.file, [])) if d is not None else None  # `trimmed` is `code`
        elif it.kind in (Kind.SQL_CONDITION, Kind.SQL_CASE):
            d = _sql(it)
        elif it.kind is Kind.BRANCH:
            d = _branch(it, lines)
        if d is None and it.kind in (Kind.BRANCH, Kind.BOUNDARY):
            d = _aliased(it, held.get(it.file, {}))
        if d is None and it.kind is Kind.BRANCH:
            d = (
                _shaped(it)
                or _format_token(it, named.get(it.file, {}))
                or _looped(it, looped.get(it.file, {}))
            )
        if d is None:
            continue
        key = (it.file, it.line, d.subject)
        if d.shape == "limit" and key in limits_at:
            # the other side of a range on the same line: one decision, both values
            i = limits_at[key]
            out[i] = Decision(out[i].item, out[i].subject, (*out[i].values, *d.values), "limit", out[i].names,
                              out[i].constant, out[i].defined_at, code_set=True, ops=(*out[i].ops, *d.ops),
                              merged=(*out[i].merged, it))  # fmt: skip
            continue
        if d.shape == "code" and any((o.item.file, o.item.line, o.subject, o.values) == (it.file, it.line, d.subject, d.values)
                                     for o in out):  # fmt: skip
            continue  # a branch and its boundary on one line: one decision
        if d.shape == "code" and (j := _same_line_code(out, it, d.subject)) is not None:
            # `s === 303 || (s === 301 || s === 302) && …`: one subject's codes on one line, asked as one set
            o = out[j]
            out[j] = Decision(o.item, o.subject, tuple(dict.fromkeys((*o.values, *d.values))), "code",
                              tuple(dict.fromkeys((*o.names, *d.names))), o.constant, o.defined_at, code_set=True,
                              merged=(*o.merged, it) if it.id != o.item.id else o.merged)  # fmt: skip
            continue
        if it.kind is Kind.SQL_CASE and (j := _same_case(out, it, d.subject)) is not None:
            # `CASE status WHEN 3 … WHEN 5 …`: one mapping of codes, asked as one set
            o = out[j]
            out[j] = Decision(o.item, o.subject, tuple(dict.fromkeys((*o.values, *d.values))), "code", o.names,
                              code_set=True, merged=(*o.merged, it))  # fmt: skip
            continue
        if d.shape == "limit":
            limits_at[key] = len(out)
        out.append(d)
    out += _returned(out, sources)
    guards = list(out)
    outcomes = [
        d for it in checklist if it.kind in (Kind.EARLY_RETURN, Kind.RAISE) and (d := _outcome(it, guards))
    ]
    for d in outcomes:
        if d.shape == "return" and not _return_code(d, outcomes):
            continue
        if not any(o.place == d.place and o.values == d.values for o in out):
            out.append(d)
    return [d for d in out if not trivial(d, code_words)]


def _return_code(d: Decision, outcomes: Sequence[Decision]) -> bool:
    """Whether a returned literal is a code, not an amount: negative (`return -2`), a code string
    (`return "E003"`), or one of several small integers one function hands back (`return 3` … `return 7`).
    """
    v = d.values[0]
    if v.startswith("-") or v[0] in "'\"":
        return True
    same = {o.values[0] for o in outcomes if o.shape == "return" and o.item.file == d.item.file
            and o.item.symbol == d.item.symbol and re.fullmatch(r"\d{1,3}", o.values[0])}  # fmt: skip
    return bool(re.fullmatch(r"\d{1,3}", v)) and len(same - TRIVIAL) >= 2
