"""Values a compared operand can take: no negative lengths or counts, no `indexOf` below -1, no month 0
(`utspec.analyzers.calendar_domain`), and a step that follows the operand's type (an integer literal compared with a float steps by 0.01).

Pure functions over a boundary item and its file's text; `utspec.analyzers.checklist` applies
`fit_domain` to every boundary so the designer and the critic see the same on/off points.

>>> operand_of("len(items) > 100", 100)
'len(items)'
>>> measure("len(items)"), measure("s.indexOf(x)"), measure("weight"), measure("chars.index('っ')")
('count', 'index', None, 'position')
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Collection, Iterable, Sequence
from decimal import Decimal
from itertools import accumulate
from typing import Literal

from utspec.analyzers.boundary import parse_number
from utspec.analyzers.brackets import walk
from utspec.analyzers.calendar_domain import within_calendar
from utspec.analyzers.call_range import within_returns
from utspec.analyzers.counter_domain import counter_range
from utspec.analyzers.enum_members import enum_members
from utspec.models import ChecklistItem, Kind

_OPS = re.compile(r"(?<![<>=!])(===|!==|<=|>=|==|!=|<>|<|>)(?![<>=])")
#: SQL's equality is a single `=` (`XACT_STATE() = -1` in a T-SQL `IF`): read only outside brackets, where a
#: keyword argument's `=` (`timedelta(days=1)`) cannot be.
_SQL_EQ = re.compile(r"(?<![<>=!:])(=)(?![<>=])")
_COUNT = re.compile(
    r"^(?:len|count|cap)\((.+)\)$|\.(?:length|Length|Count|size\(\)|count\(\)|Count\(\)|len\(\)|length\(\))$"
)
_INDEX = re.compile(
    r"\.(?:indexOf|lastIndexOf|IndexOf|LastIndexOf|findIndex|search|find)\(|^strings\.Index\w*\("
)
# Python's `list.index` / `str.index` raise ValueError where `indexOf` gives -1: a position found, never below 0
# (jaconv `tsu_pos = chars.index('っ')` was tested at -1, a value the call cannot return).
_POSITION = re.compile(r"\.r?index\(")
Measure = Literal["count", "index", "position"]


def _top_level_eq(text: str) -> int | None:
    """Where SQL's single `=` stands outside brackets and quotes (`LEN(@name) = 0`), if anywhere.

    >>> _top_level_eq("LEN(@name) = 0"), _top_level_eq("f(days=1)"), _top_level_eq("x := 3")
    (11, None, None)
    """
    depth = walk(text).depth
    return next((k for k in range(len(text)) if depth[k] == 0 and _SQL_EQ.match(text, k)), None)


def operand_of(text: str, value: float | int | None, constant: str | None = None) -> str | None:
    """The side of the comparison with `value` (a literal, or the named `constant`) that varies."""
    parts = _OPS.split(text)
    if len(parts) == 1 and (at := _top_level_eq(text)) is not None:
        parts = [text[:at], "=", text[at + 1 :]]
    operands = [p.strip() for p in parts[0::2]]
    for left, right in zip(operands, operands[1:], strict=False):
        if constant:
            short = constant.rsplit(".", 1)[-1]
            if right == constant or right.rsplit(".", 1)[-1] == short:
                return left
            if left == constant or left.rsplit(".", 1)[-1] == short:
                return right
            continue
        lv, rv = parse_number(left), parse_number(right)
        if rv is not None and lv is None and (value is None or rv == value):
            return left
        if lv is not None and rv is None and (value is None or lv == value):
            return right
    return None


def measure(operand: str | None) -> Measure | None:
    """`count` for lengths and counts (never negative), `index` for index searches (never below -1), `position`
    for Python's raising `.index()` (never negative)."""
    if not operand:
        return None
    if _COUNT.search(operand):
        return "count"
    if _INDEX.search(operand):
        return "index"
    if _POSITION.search(operand):
        return "position"
    return None


def assignment_at(name: str, lines: Sequence[str], line: int, reach: int = 30) -> tuple[int, str] | None:
    """(line, expression) of the last assignment of the local `name` in the `reach` lines above `line`.

    A declaration's keywords and type may come first (`final int n = …`, `const t: string = …`,
    `k := …`); an attribute (`self.n = …`, `obj.n = …`) is no assignment of the local.

    >>> assignment_at("n", ["  final int n = s.length();", "  self.n = 3", "  if (n == 0) {"], 3)
    (1, 's.length()')
    """
    for n in range(min(line - 1, len(lines)), max(0, line - 1 - reach), -1):
        text = lines[n - 1]
        at = text.find(name)
        while at != -1:
            # What `(?<![.\w$])NAME<_ASSIGNED>` searches for, without compiling a pattern per name (see `_ASSIGNED`).
            if (
                _NOT_AFTER_NAME_CHAR.match(text, at)
                and (m := _ASSIGNED.match(text, at + len(name))) is not None
            ):
                return n, m.group(1)
            at = text.find(name, at + 1)
    return None


#: What follows a name in its assignment (`: type`, then `=` or `:=`, then the expression). Matched at each
#: occurrence of the name found by substring search: a pattern compiled per name (most names recur across
#: files, `re`'s own cache keeps 512) cost ~1.7% of a stdlib checklist in compiling alone.
_ASSIGNED = re.compile(r"\s*(?::\s*[\w.<>\[\]|? ]+?\s*)?(?::=|=)(?!=)\s*(.+?)\s*;?\s*$")
#: The name starts a word and is no attribute (`self.n`) or `$`-name: a lookbehind, checked at the name's start.
_NOT_AFTER_NAME_CHAR = re.compile(r"(?<![.\w$])")


def assigned(name: str, lines: Sequence[str], line: int, reach: int = 30) -> str | None:
    """The expression a local was last assigned in the `reach` lines above `line` (`final int n = s.length();`).

    A boundary on such a local measures what the expression measures: `inputLength == 0` after
    `inputLength = repeat.length()` is a length, so -1 is no value to test.

    >>> assigned("inputLength", ["    final int inputLength = repeat.length();", "    if (inputLength == 0) {"], 2)
    'repeat.length()'
    >>> assigned("n", ["n == 3"], 2) is None
    True
    """
    found = assignment_at(name, lines, line, reach)
    return found[1] if found else None


def counted(operand: str) -> str | None:
    """The collection a count operand measures: `len(items)` -> `items`, `xs.length` -> `xs`."""
    m = _COUNT.search(operand)
    if m is None:
        return None
    return m.group(1) if m.group(1) else operand[: m.start()]


_FLOAT_WORDS = re.compile(
    r"\b(?:float|double|decimal|Decimal|BigDecimal|float32|float64|Double|Float|real)\b"
)


#: (pattern, group of the name, group of the type), in the order they are preferred on one line.
# Blanks are `[ \t]`, never `\s`: the patterns run over a whole file at once and must not match across lines.
_DECLARATIONS = (
    (re.compile(r"\b(\w+)[ \t]*:[ \t]*([\w.\[\]|]+)"), 1, 2),  # Python / TypeScript annotation
    # Java / C# declaration; a statement keyword is no type (`return repeat;` declares nothing).
    (
        re.compile(
            r"\b(?!(?:return|throw|new|else|case|yield|await|delete|typeof|goto|in|of|is|as)\b)"
            r"((?:[\w.\[\]]|<[\w.\[\], \t?]*(?:<[\w.\[\], \t?]*>[\w.\[\], \t?]*)*>)+)[ \t]+(\w+)[ \t]*[,)=;]"
        ),
        2,
        1,
    ),  # fmt: skip
    (re.compile(r"\b(\w+)[ \t]+(\[\]\w+|\*?\w+)[ \t]*[,)]"), 1, 2),  # Go parameter
    # JSDoc `@param {string|object} string` (plain JavaScript states its parameters' types only there: content-type's
    # `if (!string) throw new TypeError(…)` named no value). Last rank: the code's own declaration on a line wins.
    # A member's line (`@param {string} [options.unit=]`) is the member's type, not the object's.
    (re.compile(r"@param[ \t]+\{([^{}\n]+)\}[ \t]+\[?(\w+)(?![\w.])"), 2, 1),
)


def _mentions(text: str, ends: list[int], names: frozenset[str]) -> dict[str, set[int]]:
    """0-based indexes of the lines where each of `names` occurs as a whole word (`\\b` on both sides).

    The regex has no leading `\\b`: a pattern that starts with its alternatives lets the engine jump
    to candidate first characters (2-3x faster on the standard library); the left boundary is
    checked here instead. A match that starts inside a word ends where that word ends, so it hides
    no whole-word match after it.
    """
    mention = re.compile(r"(?:" + "|".join(map(re.escape, sorted(names))) + r")\b")
    found: dict[str, set[int]] = {}
    for m in mention.finditer(text):
        p = m.start()
        if p and (text[p - 1].isalnum() or text[p - 1] == "_"):
            continue  # inside a longer word (a word character is exactly alnum or `_`)
        found.setdefault(m.group(), set()).add(bisect.bisect_right(ends, p))
    return found


#: Every word `_FLOAT_WORDS` matches contains one of these: a file containing none declares no float type.
_FLOAT_STEMS = ("loat", "ouble", "ecimal", "real")


def _float_lines(text: str, lines: list[str], ends: list[int]) -> list[int]:
    """0-based indexes of the lines with a float word (`_FLOAT_WORDS`), in order.

    Substring search for the stems runs in C at memory speed; only the lines a stem occurs on are
    matched with the word pattern. Searching the whole file with that pattern (it starts with `\\b`,
    so the engine tries every position) cost ~3% of a stdlib checklist.
    """
    candidates: set[int] = set()
    for stem in _FLOAT_STEMS:
        at = text.find(stem)
        while at != -1:
            i = bisect.bisect_right(ends, at)
            candidates.add(i)
            at = text.find(
                stem, ends[i] if i < len(ends) else len(text)
            )  # the next line: one hit per line is enough
    return [i for i in sorted(candidates) if _FLOAT_WORDS.search(lines[i])]


def _float_names(lines: list[str], float_lines: list[int], names: frozenset[str]) -> frozenset[str]:
    """The names that occur on a line with a float word: the only ones a float type can be declared for.

    A declaration's type is written on the declaration's line, and a float word that is a whole
    word in the type is one in the line too (every pattern's type starts after a blank, `:` or a
    word boundary and ends before a non-word character). Most files with boundaries declare no
    float at all (86 of 143 in the first 600 stdlib files), and most names are never near one.
    A substring test suffices (no regex to compile per file): a name found only inside a longer
    word is read for nothing, and its declarations, if any, are not of a float type.
    """
    return frozenset(n for n in names if any(n in lines[i] for i in float_lines))


#: A line that opens a function: its declarations are parameters (Go `func`, Python `def`, JS `function`, a Java/C#
#: method `Type name(…) {`).
_FUNCTION_HEADER = re.compile(
    r"^\s*(?:func|def|async\s+def|function|export\s+(?:default\s+)?function)\b"
    r"|^\s*(?:(?:public|private|protected|internal|static|final|virtual|override|async|abstract|synchronized)\s+)*"
    r"[\w<>\[\].,? ]+\s+\w+\s*\([^;]*\)\s*(?:throws\s+[\w., ]+)?\s*\{?\s*$"
)


#: Added to the rank of a declaration read inside a docstring: the code's own declarations come first.
_DOC = 100
_TRIPLE = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'')


def _outside_strings(by_name: dict[str, list[tuple[int, int, str]]], text: str,
                     ends: list[int]) -> dict[str, list[tuple[int, int, str]]]:  # fmt: skip
    """The declarations, those written inside a triple-quoted string (a docstring) ranked `_DOC` and after.

    kanjize's `:param kanjis: Kanji str to convert` (and Google style `number: Integer to convert`) read
    as the annotation `kanjis: Kanji`, nearer than the real `def kanji2number(kanjis: str)`: `not kanjis`
    then proposed `None` instead of `""` (tests/analyzers/test_docstring_declarations.py). A docstring
    still says the type when the code does not (numpy style `ascii : bool` beside `ascii=False`).
    """
    if '"""' not in text and "'''" not in text:
        return by_name
    inside: set[int] = set()
    for m in _TRIPLE.finditer(text):
        first, last = bisect.bisect_right(ends, m.start()) + 1, bisect.bisect_right(ends, m.end() - 1) + 1
        inside.update(range(first + 1 if first < last else first, last + 1))
    if not inside:
        return by_name
    return {k: [(n, rank + _DOC if n in inside else rank, t) for n, rank, t in v] for k, v in by_name.items()}


class Declarations:
    """Every `name: type` / `type name` / Go `name type` written in a file, read in one pass when first asked.

    `names`, when given, are the only names anyone will ask about (the operands of a file's
    boundaries): only lines that mention one are matched. Matching every line of every file with a
    boundary cost ~17% of a stdlib checklist.
    """

    def __init__(self, lines: list[str], names: Collection[str] | None = None, *, floats_only: bool = False,
                 text: str | None = None) -> None:  # fmt: skip
        """`text`, when given, is `"\\n".join(lines)` (the caller has it: no need to join the lines again)."""
        self._lines = lines
        self._text = text
        self._names = None if names is None else frozenset(names)
        self._floats_only = floats_only
        """`type_of` answers only when the nearest declaration may have a float type (None otherwise): what
        `fit_values` asks, and it lets a name never declared near a float word go unread."""
        self._index: dict[str, list[tuple[int, int, str]]] | None = None

    @property
    def lines(self) -> list[str]:
        """The file's lines."""
        return self._lines

    @property
    def _by_name(self) -> dict[str, list[tuple[int, int, str]]]:
        if self._index is None:
            self._index = self._read(self._lines, self._names, self._floats_only, self._text)
        return self._index

    @staticmethod
    def _read(lines: list[str], names: frozenset[str] | None, floats_only: bool = False,
              text: str | None = None) -> dict[str, list[tuple[int, int, str]]]:  # fmt: skip
        by_name: dict[str, list[tuple[int, int, str]]] = {}
        if names is not None and not names:
            return by_name
        text = "\n".join(lines) if text is None else text
        if floats_only and not any(stem in text for stem in _FLOAT_STEMS):
            return by_name  # no float word in the file: no float type to find
        # Offset just past each line's newline (map/accumulate keep the loop in C), for bisection.
        ends = list(accumulate(map((1).__add__, map(len, lines))))
        if names is None:
            # One regex pass per pattern over the whole text (in C).
            for rank, (pat, name_group, type_group) in enumerate(_DECLARATIONS):
                for m in pat.finditer(text):
                    n = bisect.bisect_right(ends, m.start()) + 1
                    by_name.setdefault(m.group(name_group), []).append((n, rank, m.group(type_group)))
            return _outside_strings(by_name, text, ends)
        if floats_only:
            # Only names mentioned on a line with a float word can have a float type: find those lines first.
            names = _float_names(lines, _float_lines(text, lines, ends), names)
            if not names:
                return by_name
        mentions = _mentions(text, ends, names)
        for i in sorted(set().union(*mentions.values())):
            for rank, (pat, name_group, type_group) in enumerate(_DECLARATIONS):
                for m in pat.finditer(lines[i]):
                    if m.group(name_group) in names:
                        by_name.setdefault(m.group(name_group), []).append((i + 1, rank, m.group(type_group)))
        return _outside_strings(by_name, text, ends)

    def type_of(self, name: str, upto: int) -> str | None:
        """The type declared for `name` nearest above line `upto` (1-based).

        A member (`m.amount`, `self.weight`) is declared as a field, never as another function's parameter: go-money's
        `m.amount == 0` (an int64 field) took `func NewFromFloat(amount float64, …)` above it, and was tested at -0.01.
        """
        found = [d for d in self._by_name.get(name.split(".")[-1], []) if d[0] <= upto]
        if "." in name:
            found = [d for d in found if not _FUNCTION_HEADER.search(self._lines[d[0] - 1])]
        if not found:
            return None
        found = [
            d for d in found if d[1] < _DOC
        ] or found  # a docstring's type only where the code declares none
        line = max(d[0] for d in found)
        return min((d for d in found if d[0] == line), key=lambda d: d[1])[2]


def asked_name(text: str, value: object, test_values: object, constant: str | None) -> str | None:
    """The name `fit_values` looks up the type of for one boundary (None: it looks nothing up)."""
    if test_values and isinstance(value, int):
        operand = operand_of(text, value, constant)
        if operand and re.fullmatch(r"[\w.]+", operand):
            return operand.split(".")[-1]
    return None


def asked_names(items: Iterable[ChecklistItem]) -> set[str]:
    """The names `fit_domain` looks up the type of for these items (for `Declarations(lines, names)`)."""
    names = set()
    for item in items:
        if item.kind is Kind.BOUNDARY and (
            name := asked_name(item.text, item.value, item.test_values, item.constant)
        ):
            names.add(name)
    return names


def declared_type(name: str, lines: list[str], upto: int) -> str | None:
    """The type written next to `name` in a declaration at or above line `upto` (1-based), if any."""
    return Declarations(lines[: max(upto, 0)]).type_of(name, upto)


def is_float_type(type_text: str | None) -> bool:
    return bool(type_text) and _FLOAT_WORDS.search(type_text or "") is not None


def fit_domain(item: ChecklistItem, lines: list[str] | Declarations) -> ChecklistItem:
    """The boundary with values its operand cannot take removed, stepped by the operand's type."""
    if item.kind is not Kind.BOUNDARY or not item.test_values or item.value is None:
        return item
    values = fit_values(item.text, item.value, item.test_values, item.constant, item.line, lines)
    if values == item.test_values:
        return item
    return item.model_copy(update={"test_values": values})


_EQUALITY = re.compile(r"[=!]==?")


def fit_values(text: str, value: float, test_values: list[float | int], constant: str | None, line: int,
               lines: list[str] | Declarations) -> list[float | int]:  # fmt: skip
    """`fit_domain` on a boundary's fields (the analyzers fit values before they build the item, once)."""
    operand = operand_of(text, value, constant)
    values = list(test_values)
    if isinstance(value, int) and operand and re.fullmatch(r"[\w.]+", operand):
        decls = lines if isinstance(lines, Declarations) else Declarations(lines)
        if is_float_type(decls.type_of(operand, line)):
            step = Decimal("0.01")
            v = Decimal(value)
            values = [float(v + (Decimal(t) - v) * step) if t != value else t for t in values]
    kind = measure(operand)
    if kind is None and operand and re.fullmatch(r"[A-Za-z_$][\w$]*", operand):
        plain = lines.lines if isinstance(lines, Declarations) else lines
        expr = assigned(operand, plain, line)
        kind = measure(expr)
        if kind is None and (span := counter_range(operand, expr, plain, line)) is not None:
            # kansuji's `keta` (0, then only `keta++`) and `r = keta % 4`: never -1, never 4 (counter_domain)
            kept = [v for v in values if v >= span[0] and (span[1] is None or v <= span[1])]
            values = kept if value in kept else values
    floor = 0 if kind in ("count", "position") else -1 if kind == "index" else None
    if floor is not None:
        values = [v for v in values if v >= floor]
    # `era == EraUnknown` (a Go iota or TS enum member): a value no member has is no value the operand takes.
    if constant and _EQUALITY.search(text):
        members = enum_members(constant, lines.lines if isinstance(lines, Declarations) else lines)
        if members is not None and value in members:
            values = [v for v in values if v in members]
    # `m.compare(om) == 1` where `compare` returns only 1, -1 or 0: no value outside them (go-money's 2).
    values = within_returns(operand, values, lines.lines if isinstance(lines, Declarations) else lines)
    return within_calendar(operand, values, value)
