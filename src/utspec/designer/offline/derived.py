"""A local that is an input passed through normalising calls stands for that input in a case.

`const trimmed = code.trim().toUpperCase();` then `if (trimmed.length !== 8)`: a tester cannot pass
`trimmed`, only `code`. A case that says "`trimmed` with 7 elements" names no input and reads the
string as a list; "`code` = `"AAAAAAA"` (length 7)" is what the tester types. The chain (trim,
upper/lower case) is idempotent, so a value it leaves unchanged reaches the condition as written:
the value shown is the normalised one, and a candidate is judged after normalisation (`"abc"`
fails `/^[A-Z0-9]+$/`, but as a coupon code it is upper-cased and passes).

Only a whole right-hand side made of one identifier and such calls is read (method chains, Go's
`strings.ToUpper(strings.TrimSpace(x))`); anything else (`code.slice(1)`, `code + "x"`) is not an
input's stand-in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.analyzers.domain import assignment_at, measure
from utspec.analyzers.path_value import NORMALISERS
from utspec.designer.offline.go_stdlib_call import go_stdlib_call

_STEPS = NORMALISERS

_IDENT = r"[A-Za-z_$][\w$]*"
_CHAIN = re.compile(rf"^({_IDENT})((?:\s*\.\s*\w+\s*\(\s*\))+)$")
_GO_CALL = re.compile(r"^strings\.(\w+)\((.*)\)$")


@dataclass(frozen=True)
class Derived:
    """`name` is `source` passed through `steps` (applied left to right)."""

    source: str
    steps: tuple[str, ...]

    def apply(self, text: str) -> str:
        for step in self.steps:
            text = _STEPS[step](text)
        return text


def _read_chain(expr: str) -> Derived | None:
    """`code.trim().toUpperCase()` / `strings.ToUpper(strings.TrimSpace(code))` -> Derived; else None.

    >>> _read_chain("code.trim().toUpperCase()")
    Derived(source='code', steps=('trim', 'toUpperCase'))
    >>> _read_chain("strings.ToUpper(strings.TrimSpace(code))")
    Derived(source='code', steps=('TrimSpace', 'ToUpper'))
    >>> _read_chain("code.slice(1)") is None, _read_chain("code") is None
    (True, True)
    >>> _read_chain("String(val)")
    Derived(source='val', steps=())
    """
    expr = expr.strip()
    # JavaScript's `String(val)` gives a string back unchanged: content-type's `var str = String(val)` stands for `val`.
    if m := re.fullmatch(rf"String\(\s*({_IDENT})\s*\)", expr):
        return Derived(m.group(1), ())
    if m := _CHAIN.match(expr):
        steps = tuple(re.findall(r"\.\s*(\w+)\s*\(", m.group(2)))
        return Derived(m.group(1), steps) if all(s in _STEPS for s in steps) else None
    steps_rev: list[str] = []
    while m := _GO_CALL.match(expr):
        if m.group(1) not in _STEPS:
            return None
        steps_rev.append(m.group(1))
        expr = m.group(2).strip()
    if steps_rev and re.fullmatch(_IDENT, expr):
        return Derived(expr, tuple(reversed(steps_rev)))
    return None


def derived_from(name: str, lines: Sequence[str], line: int, reach: int = 60) -> Derived | None:
    """The input `name` stands for, read from its assignment in the `reach` lines above `line`.

    >>> derived_from("trimmed", ["const trimmed = code.trim().toUpperCase();", "if (trimmed.length !== 8) {"], 2)
    Derived(source='code', steps=('trim', 'toUpperCase'))
    >>> derived_from("key", ["    key := strings.ToLower(strings.TrimSpace(raw))", "    if key == \\"\\" {"], 2)
    Derived(source='raw', steps=('TrimSpace', 'ToLower'))
    >>> derived_from("name", ["name = user.name.strip()", "if not name:"], 2) is None  # an attribute, not an input
    True
    """
    if not re.fullmatch(_IDENT, name) or (found_at := assignment_at(name, lines, line, reach)) is None:
        return None
    n, rhs = found_at
    found = _read_chain(rhs)
    if found is None or found.source == name:
        return None
    # A chain of a chain (`t = s.trim(); u = t.toUpperCase()`) stands for the first input.
    deeper = derived_from(found.source, lines, n, reach)
    return Derived(deeper.source, deeper.steps + found.steps) if deeper else found


_ABS = re.compile(rf"^(?:Math\.abs|abs|math\.Abs|Math\.Abs|Math\.abs|fabs|math\.fabs)\(\s*({_IDENT})\s*\)$")


def absolute_of(name: str, lines: Sequence[str], line: int, reach: int = 60) -> str | None:
    """The input `name` is the absolute value of (`const msAbs = Math.abs(ms);`), read from its assignment.

    A tester passes `ms`; for a value of zero or more `ms` and `msAbs` are equal, so the case names
    `ms` with that value. ms-ts's boundary cases said "`Math.abs(ms)` returns `86400000` (test
    double)": nobody doubles `Math.abs`.

    >>> absolute_of("msAbs", ["  const msAbs = Math.abs(ms);", "  if (msAbs >= d) {"], 2)
    'ms'
    >>> absolute_of("d", ["d = abs(a - b)", "if d > 3:"], 2) is None  # no single input to name
    True
    """
    if not re.fullmatch(_IDENT, name) or (found_at := assignment_at(name, lines, line, reach)) is None:
        return None
    m = _ABS.match(found_at[1].strip())
    return m.group(1) if m else None


#: A function's first line: an assignment above it belongs to another function.
_FUNCTION_HEAD = re.compile(r"^\s*(?:async\s+def|def)\s|^\s*(?:export\s+)?(?:async\s+)?function\b|^func\s")

CALL_RHS = re.compile(r"^(?:await\s+)?((?:[A-Za-z_$][\w$]*\.)+[A-Za-z_$][\w$]*\s*\(.*\))$")


#: Methods whose result the input decides (regular expressions, string and array operations, parsing):
#: a local holding one is not set through a test double.
PURE_CALL = re.compile(
    r"\.(?:exec|match|matchAll|fullmatch|search|test|matcher|findall|finditer|sub|split|slice|substring|substr|"
    r"indexOf|lastIndexOf|find|findIndex|includes|startsWith|endsWith|replace|replaceAll|toString|join|concat|"
    r"map|filter|reduce|charAt|charCodeAt|codePointAt|format|parse|keys|values|entries|padStart|padEnd|repeat|"
    r"at|flat|flatMap|sort|reverse|encode|decode|getOrDefault)\s*\([^()]*(?:\([^()]*\)[^()]*)*\)\s*$"
)


def called_from(name: str, lines: Sequence[str], line: int, reach: int = 60) -> str | None:
    """The dependency call whose result `name` holds (`row = cur.fetchone()`), read from its nearest assignment.

    A tester sets such a local through a test double of the call: "`cur.fetchone()` returns `None`",
    not "`row` = `None`" (`row` is no input). Only a method call on an object counts; a normalising
    chain of an input is `derived_from`'s.

    >>> called_from("row", ["    row = cur.fetchone()", "    if row is None:"], 2)
    'cur.fetchone()'
    >>> called_from("user", ["  const user = await this.repo.findById(id);", "  if (!user) {"], 2)
    'this.repo.findById(id)'
    >>> called_from("key", ["key = name.strip()", "if not key:"], 2) is None
    True
    >>> called_from("n", ["int n = repeat.length();", "if (n == 0) {"], 2) is None  # a length, not a double
    True
    >>> called_from("m", ["  const m = imfPattern.exec(value);", "  if (m) {"], 2) is None  # the input decides
    True
    >>> called_from("msAbs", ["  const msAbs = Math.abs(ms);", "  if (msAbs >= d) {"], 2) is None  # no double
    True
    >>> called_from("r", ["  const r = h.get('X-Retry'); // Symfony", "  if (r !== null) {"], 2)
    "h.get('X-Retry')"
    >>> called_from("data", ["    data = self._chunk.read(n)", "    def write(self, data):", "        if data:"], 3) is None
    True
    """
    if not re.fullmatch(_IDENT, name) or (found_at := assignment_at(name, lines, line, reach)) is None:
        return None
    if any(_FUNCTION_HEAD.match(lines[k - 1]) for k in range(found_at[0] + 1, min(line, len(lines) + 1))):
        return None  # assigned in another function above: here `name` is a parameter (wave's `data`)
    rhs = found_at[1].strip()
    if (cut := re.match(r"^(.*?\))\s*;?\s+//[^'\"`]*$", rhs)) is not None:
        rhs = cut.group(1)  # `headers.get('X-RateLimit-Retry-After'); // Symfony-based services`
    found = CALL_RHS.match(rhs)
    if found is None or _read_chain(rhs) is not None or measure(rhs) in ("count", "index"):
        return None  # a normalised input, or a length (`n = s.length()`): no dependency decides it
    if _ABS.match(rhs) or PURE_CALL.search(found.group(1)):
        return None  # `pattern.exec(value)`, `s.split(",")`: the input decides it, not a double
    if go_stdlib_call(found.group(1)):
        return None  # `strconv.ParseInt(s, 0, 0)`: Go's standard library, no double (go_stdlib_call.py)
    return re.sub(r"\s+\(", "(", found.group(1))


__all__ = ["Derived", "absolute_of", "called_from", "derived_from"]
