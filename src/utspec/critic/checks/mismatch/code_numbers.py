"""The code's numbers design-code-mismatch compares with the design's: comparisons, named constants, Go durations and
values set by name, each with the thing it is about (its label, identifier and content words) and the numbers that
agree with it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.anchoring import Anchor, anchors
from utspec.critic.checks._numbers import contains_number, numbers_in
from utspec.models import ChecklistItem, Kind, Requirement, SourceText
from utspec.questions.choices import named_values
from utspec.questions.code_values import CodeValue, values
from utspec.questions.durations import same_duration
from utspec.questions.explained import content_words, name_forms, word_forms
from utspec.questions.go_defaults import duration_seconds, go_constants
from utspec.questions.limits import Direction, Stated, code_direction, cut
from utspec.questions.literals import label, operand, words
from utspec.questions.set_conflicts import loose

_ORDERING = frozenset({"<", "<=", ">", ">="})
#: Identifier words that make the compared value a count.
_COUNTING = frozenset({"len", "length", "size", "count", "cnt", "num", "number"})
#: Things named by these words alone are not matched by their words (`code` would meet every コード).
_GENERIC_THINGS = frozenset(
    Anchor("word", w) for w in ("code", "status", "type", "kind", "value", "id", "key", "data", "result", "flag",
                                "mode", "state", "level", "number", "@limit", "@minimum")
)  # fmt: skip
#: Words of a configuration key that name its unit, not its thing (`timeoutSeconds` is the timeout).
_UNIT_WORDS = frozenset(
    "ms msec millis seconds second secs sec minutes minute mins hours hour days day bytes byte kb mb gb "
    "kg percent pct yen".split()
)


_TIME_UNITS = frozenset(
    "ms msec millisecond milliseconds s sec secs second seconds minute minutes min mins hour hours day days 秒 分 時間 日".split()
)
_TIME_WORDS = frozenset(
    "wait timeout delay interval backoff sleep duration time seconds secs ms millis minutes hours ttl after".split()
)


@dataclass(frozen=True)
class CodeNumber:
    item: ChecklistItem
    label: str
    """How the code names the thing, for the question (`items`, `timeout`)."""
    parts: tuple[frozenset[Anchor], ...]
    """Each content word of the thing (with its synonyms): a statement naming all of them is about it."""
    ident: Anchor
    constant: Anchor | None
    is_count: bool
    value: float
    direction: Direction | None
    agrees: tuple[float, ...]
    generic: bool = False
    """The thing's words are too common ("status", "code"): only a statement naming its function is about it."""
    plain: bool = True
    """A number without a direction, unit or limit word may be about it when its words stand near (a named
    constant: "the standard SMTP port (25)"). False for values set in other shapes (`code_values`), which
    a statement must name as code or state as a limit."""

    def about_in(self, s: Said) -> bool:
        """`about`, or a limit in a statement that names this comparison's function as code
        ("`setsampwidth(n)`: … n は 1 から 3 まで" for `sampwidth > 4` inside `setsampwidth`)."""
        if not self.generic and self.about(s.st):
            return True
        if s.req.kind == "table_row" and self.item.kind is Kind.CONFIG and self.ident in s.st.near:
            return True  # "constant=DefaultMaxInterval | value=60 * time.Second": a header, not a code setting `value=`
        qualified = (self.item.symbol or "").lower()
        if "." in qualified and s.st.is_limit and self.item.kind is Kind.BOUNDARY:
            # "## response.ok … smaller than 300" for `status < 299` in the getter `Response.ok`
            if qualified in f"{s.req.section or ''} {s.req.text}".lower():
                return True
        if self.generic:
            return False
        symbol = (self.item.symbol or "").split(".")[-1]
        return (len(symbol) >= 4 and s.st.is_limit and self.item.kind is Kind.BOUNDARY
                and names_as_code(s.req.text, symbol))  # fmt: skip

    def about(self, st: Stated) -> bool:
        """Whether a stated number is about this thing: it names the constant or the identifier (any
        number then counts: "`MAX_RETRY` is 3"), or all the thing's words stand near a number that
        reads as a limit (a direction, a unit, or a word of limits)."""
        if st.setting is not None:
            # `wait_exponential_max=10000` is that parameter's value in an example, not `MAX_WAIT`'s
            own = {a for a in anchors(f"`{st.setting}`") if a.kind == "ident"}
            return bool(own & {self.ident, self.constant})
        if self.constant is not None and self.constant in st.near:
            return True
        if self.ident in st.near:
            return True
        # A named constant is a value the design may state plainly ("the standard SMTP port (25)",
        # "gives up after 3 challenges"); a bare comparison needs the number to read as a limit.
        if not self.plain and (not st.is_limit or (st.unit in _TIME_UNITS and not self.timed)):
            return False  # "4s" is a time, not `defaultRetryMax`
        return (
            (st.is_limit or (self.constant is not None and self.plain))
            and bool(self.parts)
            and all(any(loose(a, st.near) for a in p) for p in self.parts)
        )

    @property
    def timed(self) -> bool:
        return bool(set(words(self.label)) & _TIME_WORDS)

    def agrees_with(self, st: Stated) -> bool:
        if st.direction is not None and self.direction is not None:
            whole = float(self.value).is_integer() and float(st.value).is_integer()
            return cut(st.value, st.direction, whole) == cut(self.value, self.direction, whole)
        # "30 seconds max delay" is `maxDelay: 30000` (milliseconds): a time in another unit (questions.durations)
        return contains_number(self.agrees, st.value) or same_duration(st.value, st.unit, self.value)


def names_as_code(text: str, symbol: str) -> bool:
    """Whether a statement spells the function's name (`setsampwidth(n): …`), any case.

    Spelled, not matched through anchors: the glossary turns 登録 into the word `register`, and
    "18歳未満の利用者は登録できない" then "named" `register_member`, so the duplicate count
    `cur.fetchone()[0] > 0` in that function was asked about against the age's 18 (member-ja-py).

    >>> names_as_code("setsampwidth(n): n は 1 から 3 までです。", "setsampwidth")
    True
    >>> names_as_code("18歳未満の利用者は登録できない。", "register_member")
    False
    """
    return (
        re.search(rf"(?<![A-Za-z0-9_]){re.escape(symbol)}(?![A-Za-z0-9_])", text, re.IGNORECASE) is not None
    )


def thing(name: str) -> tuple[str, Anchor, tuple[frozenset[Anchor], ...]]:
    """The thing a code number is about: its label, its identifier, and its content words (units left out)."""
    ident, _ = name_forms(name)
    content = [w for w in content_words(name) if w not in _UNIT_WORDS]
    return label(name), ident, tuple(word_forms(w) for w in content)


def definitions(sources: Sequence[SourceText], used: set[str]) -> list[CodeNumber]:
    """Named numeric constants as the code defines them (`SMTP_PORT = 587`), when no comparison uses them.

    The thing is the constant's own name (`SMTP_PORT`: smtp and port); the place is the definition.
    """
    out = []
    for n in named_values(sources):
        if n.name in used or n.line == 0 or not re.fullmatch(r"-?\d+", n.value):
            continue
        value = float(n.value)
        if value in (0.0, 1.0, -1.0):
            continue
        shown, ident, parts = thing(n.name)
        if not parts or all(p & _GENERIC_THINGS for p in parts):
            continue
        item = ChecklistItem(id=f"{n.file}:{n.line}:config", kind=Kind.CONFIG, file=n.file, line=n.line,
                             end_line=n.line, language="", text=f"{n.name} = {n.value}", symbol=n.name)  # fmt: skip
        out.append(CodeNumber(item, n.name, parts, ident, Anchor("ident", n.name.lower()), False, value, None,
                               (value,)))  # fmt: skip
    return out


def duration_definitions(sources: Sequence[SourceText], used: set[str]) -> list[CodeNumber]:
    """Go constants holding a `time.Duration` (`DefaultMaxInterval = 30 * time.Second`; `questions.go_defaults`).

    The value compared is the duration in seconds; a statement agrees when it gives the multiplier as written
    ("60 * time.Second", no unit read) or the same time in any unit (`questions.durations`).
    """
    out = []
    for src in sources:
        for name, (expr, line) in go_constants(src).items():
            secs = duration_seconds(expr)
            if name in used or secs is None or secs == 0:
                continue
            shown, ident, parts = thing(name)
            if not parts:
                continue
            written = (
                float(expr.split("*")[0])
                if "*" in expr and expr.split("*")[0].strip()[:1].isdigit()
                else secs
            )
            item = ChecklistItem(id=f"{src.path}:{line}:config", kind=Kind.CONFIG, file=src.path, line=line,
                                 end_line=line, language="", text=f"{name} = {expr}", symbol=name)  # fmt: skip
            out.append(CodeNumber(item, name, parts, ident, Anchor("ident", name.lower()), False, secs, None,
                                   (secs, written)))  # fmt: skip
    return out


def set_values(sources: Sequence[SourceText], taken: set[tuple[str, int]]) -> list[CodeNumber]:
    """Numbers set by a lower-case constant, an object key or a constructor argument (`code_values.values`)."""
    out = []
    for v in values(sources):
        if (v.file, v.line) in taken or v.value in ("0", "1", "-1"):
            continue
        out.append(value_number(v))
    return out


def value_number(v: CodeValue) -> CodeNumber:
    """A value set by name as a thing to compare: named by any of its names, about the first one's words."""
    name = v.names[0]
    shown, ident, parts = thing(name)
    item = ChecklistItem(id=f"{v.file}:{v.line}:config", kind=Kind.CONFIG, file=v.file, line=v.line, end_line=v.line,
                         language="", text=v.text, symbol=name)  # fmt: skip
    value = float(v.value)
    if all(p & _GENERIC_THINGS for p in parts):
        parts = ()  # `limit`, `code`: only a statement naming it as code is about it
    return CodeNumber(item, name, parts, ident, Anchor("ident", v.names[-1].lower()), False, value, None, (value,),
                       plain=False)  # fmt: skip


def comparisons(checklist: Sequence[ChecklistItem]) -> list[CodeNumber]:
    out = []
    for it in checklist:
        constant = None
        direction: Direction | None = None
        if it.kind is Kind.BOUNDARY and it.operator in _ORDERING and it.value is not None:
            value = float(it.value)
            name = operand(it.text, [it.constant or ""])
            names = re.findall(r"[A-Za-z_]\w*", it.text)
            agrees = tuple(float(v) for v in it.test_values or [it.value])
            direction = code_direction(it.operator)
            if it.constant:
                constant = Anchor("ident", it.constant.split(".")[-1].lower())
        elif (
            it.kind is Kind.SQL_CONDITION
            and (it.op or "") in _ORDERING
            and it.column
            and len(it.values or []) == 1
        ):
            nums = list(numbers_in(str((it.values or [None])[0])))
            if len(nums) != 1 or not re.fullmatch(r"[A-Za-z_][\w.]*", it.column):
                continue
            value, name, names = nums[0], it.column, [it.column]
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
            direction = code_direction(it.op or "")
        elif it.kind is Kind.CONFIG and it.symbol and len(it.values or []) == 1:
            raw = (it.values or [None])[0]
            if isinstance(raw, bool) or not isinstance(raw, int | float):
                continue
            value, name, names = float(raw), it.symbol, [it.symbol]
            # A configured limit is read as inclusive or exclusive depending on the code using it.
            agrees = (value - 1, value, value + 1) if value.is_integer() else (value,)
        else:
            continue
        if name is None:
            continue
        is_count = any(w in _COUNTING for n in names for w in words(n))
        if is_count and value in (0.0, 1.0):
            continue  # `len(items) > 0` asks "any at all?", it is not a limit a design would state
        shown, ident, parts = thing(name)
        if not parts and constant is None:
            continue
        # "code", "status", "value": too common a word to say which thing a design number is about,
        # unless the statement names the comparison's function (`about_in`)
        generic = constant is None and all(p & _GENERIC_THINGS for p in parts)
        out.append(CodeNumber(it, shown, parts, ident, constant, is_count, value, direction, agrees, generic))
    return out


@dataclass(frozen=True)
class Said:
    """A number a design statement gives (`utspec.questions.limits.stated`), with its statement."""

    req: Requirement
    st: Stated


def gathered(checklist: Sequence[ChecklistItem], sources: Sequence[SourceText]) -> list[CodeNumber]:
    """Every code number of a review: comparisons first, then constants no comparison uses, then values set by name."""
    code = comparisons(checklist)
    used = {c.item.constant.split(".")[-1] for c in code if c.item.constant}
    code += definitions(sources, used)
    code += duration_definitions(sources, used)
    code += set_values(sources, {(c.item.file, c.item.line) for c in code})
    return code
