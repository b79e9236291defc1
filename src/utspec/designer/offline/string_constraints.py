"""One string that satisfies every guard a case passes through, not only the last one read.

`parseCouponCode` checks `trimmed.length !== 8`, then `/^[A-Z0-9]+$/.test(trimmed)`. Each guard alone
picks its own value: the length guard `"AAAAAAAA"`, the pattern guard `"ABC123"`. The normal path took
the last one (`code` = `"ABC123"`, six characters: the length guard fires) and the pattern's firing
case took `"USER@EXAMPLE.COM"` (sixteen characters: the length guard fires first, with another
message). A reviewer rejects both. Here each string guard becomes a test on a candidate value, and a
case's value is the first candidate that passes all of them.

Read: length comparisons against a number (`len(s) > 100`, `s.length !== 8`), regular expressions
(a JS literal `.test(s)`, a compiled `PATTERN.match(s)` defined in the file) and emptiness
(`!s`, `not s`). A local normalised from an input (`trimmed = code.trim().toUpperCase()`) is tested
after the normalisation and named by its input (see `derived`).
"""

from __future__ import annotations

import json
import operator
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from utspec.analyzers.domain import counted
from utspec.analyzers.text_predicates import PREDICATES
from utspec.designer.offline.derived import Derived, derived_from
from utspec.designer.offline.regex_inputs import example, pattern_of

_OPS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
    "==": operator.eq, "===": operator.eq, "!=": operator.ne, "!==": operator.ne,
}  # fmt: skip
_LENGTH = re.compile(r"^(.+?)\s*(===|!==|==|!=|<=|>=|<|>)\s*(\d+)$")
_JS_REGEX = re.compile(r"^/((?:[^/\\]|\\.)+)/[gimsuy]*\.test\(\s*([\w.$]+)\s*\)$")
_NAMED_REGEX = re.compile(
    r"^([\w.]+)\.(match|fullmatch|search|test|exec)\((\w+)\)$"
)  # JS `P.test(s)`: a search
_EMPTY = re.compile(r"^(?:not\s+|!)\s*([A-Za-z_$][\w$]*)$")
#: Python's `not base.isdigit()` (daichodo: beside `len(base) != 12`, a length boundary takes twelve digits).
_PREDICATE = re.compile(rf"^(not\s+)?([A-Za-z_]\w*)\.({'|'.join(PREDICATES)})\(\)$")
_MEMBER = re.compile(r"""^(["'])([^"'\\]+)\1\s+(in|not\s+in)\s+([A-Za-z_][\w]*)$""")
# A tab last: the one control character a tester types, outside RFC text and token patterns (content-type's `qstring`).
_ALPHABETS = ("A", "a", "1", "ABC123", "abc123", "ABC-123", "a b", "@", "\t")


@dataclass(frozen=True)
class StringTest:
    """`passes(value)` says whether the guard's condition is true for the input `name` set to `value`."""

    name: str
    passes: Callable[[str], bool]
    length: int | None = None  # the number a length guard compares with: candidates are built around it
    part: str = ""  # the text a membership guard looks for (`"t" in mode`): candidates are built with it
    samples: tuple[str, ...] = ()  # strings a pattern guard's own pattern accepts and refuses: candidates too


def _compiled(name: str, lines: Sequence[str]) -> re.Pattern[str] | None:
    short = re.escape(name.split(".")[-1])
    for line in lines:
        if m := re.search(rf"\b{short}\s*=\s*re\.compile\(\s*[rR]?(['\"])(?!\1\1)(.*?)\1", line):
            try:
                return re.compile(m.group(2))
            except re.error:
                return None
    # A pattern over several lines with its flags (roman's `re.compile(\"\"\"…\"\"\", re.VERBOSE)`): regex_inputs reads it.
    if (found := pattern_of(name.split(".")[-1], lines)) is not None:
        try:
            return re.compile(found[0], found[1])
        except re.error:
            return None
    return None


def _input(local: str, lines: Sequence[str], line: int) -> tuple[str, Derived | None]:
    d = derived_from(local, lines, line)
    return (d.source, d) if d else (local, None)


def string_test(
    cond: str, lines: Sequence[str], line: int, is_str: Callable[[str], bool]
) -> StringTest | None:
    """The condition `cond` as a test on one string input; None when it is not a string guard read here.

    >>> t = string_test("trimmed.length !== 8", ["const trimmed = code.trim();"], 2, lambda n: False)
    >>> t.name, t.passes(" ABCDEFGH "), t.passes("ABC")
    ('code', False, True)
    >>> t = string_test("!/^[A-Z0-9]+$/.test(t)", ["const t = code.toUpperCase();"], 2, lambda n: False)
    >>> t.name, t.passes("abc"), t.passes("ab-c")
    ('code', False, True)
    >>> string_test("len(items) > 100", [], 1, lambda n: False) is None  # a list, not a string
    True
    >>> t = string_test("not base.isdigit()", [], 1, lambda n: False)
    >>> t.name, t.passes("12a"), t.passes("12")
    ('base', True, False)
    """
    cond = cond.strip()
    if cond.startswith("(") and cond.endswith(")"):
        cond = cond[1:-1].strip()
    negate = False
    if cond.startswith("!") and not cond.startswith("!=") and cond[1:].lstrip().startswith("/"):
        negate, cond = True, cond[1:].strip()
    elif cond.startswith("not ") and _NAMED_REGEX.match(cond[4:].strip()):
        negate, cond = True, cond[4:].strip()
    elif cond.startswith("!") and _NAMED_REGEX.match(cond[1:].strip()):
        negate, cond = True, cond[1:].strip()
    if (m := _LENGTH.match(cond)) and (coll := counted(m.group(1).strip())) is not None:
        name, d = _input(coll, lines, line)
        if d is None and not is_str(coll):
            return None
        op, n = _OPS[m.group(2)], int(m.group(3))
        norm = d.apply if d else (lambda s: s)
        return StringTest(name, lambda v: op(len(norm(v)), n), n)
    rx: re.Pattern[str] | None = None
    target = ""
    if m := _JS_REGEX.match(cond):
        try:
            rx, target = re.compile(m.group(1)), m.group(2)
        except re.error:
            return None
        how = "search"
    elif m := _NAMED_REGEX.match(cond):
        rx, how, target = _compiled(m.group(1), lines), m.group(2), m.group(3)
        how = "search" if how in ("test", "exec") else how
    if rx is not None:
        name, d = _input(target, lines, line)
        pattern, norm = rx, (d.apply if d else (lambda s: s))
        check = getattr(pattern, how)
        # Strings built from the pattern (regex_inputs.example): the candidates a plain alphabet never hits.
        built = tuple(
            s for w in (True, False) if (s := example(pattern.pattern, w, pattern.flags, nonempty=True))
        )
        return StringTest(name, lambda v: (check(norm(v)) is not None) != negate, samples=built)
    if (m := _MEMBER.match(cond)) and (is_str(m.group(4)) or derived_from(m.group(4), lines, line)):
        # `"t" in mode` (gzip's `if "t" in mode: if "b" in mode: raise`): a text the string holds or not.
        name, d = _input(m.group(4), lines, line)
        part, absent, norm = m.group(2), m.group(3) != "in", d.apply if d else (lambda s: s)
        return StringTest(name, lambda v: (part in norm(v)) != absent, part=part)
    if m := _PREDICATE.match(cond):
        name, d = _input(m.group(2), lines, line)
        pred, absent, norm = PREDICATES[m.group(3)], bool(m.group(1)), d.apply if d else (lambda s: s)
        # One character of each kind as samples: a boundary's joint value is built from them (boundary_joint).
        return StringTest(name, lambda v: pred(norm(v)) != absent, samples=("1", "a", "A"))
    if m := _EMPTY.match(cond):
        name, d = _input(m.group(1), lines, line)
        if d is None and not is_str(m.group(1)):
            return None
        norm = d.apply if d else (lambda s: s)
        return StringTest(name, lambda v: not norm(v))
    return None


def _candidates(seeds: Sequence[str], lengths: Sequence[int], parts: Sequence[str] = ()) -> list[str]:
    out = list(seeds)
    # The texts membership guards look for, alone and together, after a seed or a letter (`"b"`, `"tb"`, `"atb"`).
    wholes = [*parts, "".join(parts)] if parts else []
    out += [f"{head}{w}" for w in wholes for head in (*seeds, "a", "")]
    for n in sorted(set(lengths) | {n + 1 for n in lengths} | {max(n - 1, 0) for n in lengths}):
        out += [(a * (n // len(a) + 1))[:n] for a in (*_ALPHABETS, *seeds) if a]
    out += list(_ALPHABETS)
    return out


def satisfying(tests: Sequence[tuple[StringTest, bool]], seeds: Sequence[str] = ()) -> str | None:
    """The first candidate for which each test's condition is `want`; None when no candidate passes them all.

    >>> length = string_test("s.length !== 8", [], 1, lambda n: True)
    >>> pattern = string_test("!/^[A-Z0-9]+$/.test(s)", [], 1, lambda n: True)
    >>> satisfying([(length, False), (pattern, False)], seeds=["ABC123"])  # the normal path
    'AAAAAAAA'
    >>> satisfying([(length, False), (pattern, True)], seeds=["USER@EXAMPLE.COM"])  # the pattern guard fires
    'aaaaaaaa'
    """
    lengths = [t.length for t, _ in tests if t.length is not None]
    built = [s for t, _ in tests for s in t.samples]
    for cand in _candidates([*seeds, *built], lengths, [t.part for t, want in tests if t.part and want]):
        if all(t.passes(cand) == want for t, want in tests):
            return cand
    return None


_FIRST_NAME = re.compile(r"`([^`]+)`")
_QUOTED = re.compile(r'`"([^"`]*)"`')


def joint(
    phrases: Sequence[str],
    guards: Sequence[tuple[str, bool, Sequence[str], int, Callable[[str], bool]]],
    say: Callable[[str, str, int | None], str],
    only: str | None = None,
) -> list[str]:
    """`phrases` with each string input several `guards` test set to one value that gives each its wanted side.

    `guards` holds (condition, wanted truth, file lines, line, is-a-string test on a name); `say(name, quoted value, length or None)`
    words a value; `only` limits the change to one input (a guard's own case keeps the other inputs
    as they are). A phrase whose value already satisfies every guard is kept as written.
    """
    tests: dict[str, list[tuple[StringTest, bool]]] = {}
    for cond, want, lines, line, is_str in guards:
        t = string_test(cond, lines, line, is_str)
        if t is not None:
            tests.setdefault(t.name, []).append((t, want))
    out = list(phrases)
    for name, ts in tests.items():
        if len(ts) < 2 or (only is not None and name != only):
            continue
        at = next((i for i, p in enumerate(out) if (m := _FIRST_NAME.search(p)) and m.group(1) == name), None)
        seeds = [m.group(1)] if at is not None and (m := _QUOTED.search(out[at])) else []
        if seeds and all(t.passes(seeds[0]) == want for t, want in ts):
            continue
        value = satisfying(ts, seeds)
        if value is None:
            continue
        shown = json.dumps(value, ensure_ascii=False)  # a tab shows as `"\t"`, not as a blank
        said = say(name, shown, len(value) if any(t.length is not None for t, _ in ts) else None)
        if at is None:
            out.append(said)
        else:
            out[at] = said
    return out


__all__ = ["StringTest", "joint", "satisfying", "string_test"]
