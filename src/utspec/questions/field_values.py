"""A getter that returns a field, and a value the key item expects of it that the field can never hold.

npm retry 0.13.1: `RetryOperation` sets `this._attempts = 1` in its constructor and in `reset()`, `retry()`
counts it up (`this._attempts++`), and `attempts()` is `return this._attempts;`. "attempts() は最初の attempt の
直後に 0 を返すこと" expects 0, a value below every one the field is set to while it is only ever counted up.
The getter has no branch, so no condition to meet the claim, and the key item was cited as evidence.

Read: a method the key item calls by name (`attempts()`) whose body is one `return this.F` / `return self.F`,
and every write to that field in the same file (through `this` or a `var self = this` alias): integer literals (`= 1`), counting up (`++`, `+= 1`) or down
(`--`, `-= 1`). Any other write (`= n`, `= compute()`), or counting both ways, and the field is not read. The
claim is contradicted when it expects an integer the field cannot reach: none of the literals when it is never
counted, below their least when only counted up, above their greatest when only counted down. Pure function
of the texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from utspec.models import SourceText

_JS_GETTER = re.compile(
    r"^\s*(?:[\w$.]+\.prototype\.(?P<a>[A-Za-z_$][\w$]*)\s*=\s*function\s*\(\s*\)\s*|(?P<b>[A-Za-z_$][\w$]*)\s*\(\s*\)\s*)\{\s*$"
)
_PY_GETTER = re.compile(r"^\s*def\s+(?P<a>[A-Za-z_]\w*)\s*\(\s*self\s*\)\s*(?:->[^:]*)?:\s*$")
_RETURN_FIELD = re.compile(r"^\s*return\s+(?P<self>this|self)\.(?P<f>[A-Za-z_$][\w$]*)\s*;?\s*$")


@dataclass(frozen=True)
class FieldClaim:
    function: str
    field: str
    file: str
    line: int
    """The getter's `return`."""
    statement: str
    set_at: int
    """The first line that sets the field to a literal."""
    values: tuple[int, ...]
    """The literals the field is set to."""
    counted: str
    """`up`, `down` or `` (never counted)."""

    def shown(self) -> str:
        """What the field holds, in code: `_attempts = 1, _attempts++`."""
        step = {"up": f", {self.field}++", "down": f", {self.field}--"}.get(self.counted, "")
        return " / ".join(f"{self.field} = {v}" for v in self.values) + step


def _owners(text: str, owner: str) -> str:
    """`this` and the names a JavaScript body aliases it to (`var self = this;`), as one pattern."""
    if owner != "this":
        return owner
    aliases = re.findall(r"\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*this\s*;?", text)
    return "(?:" + "|".join(re.escape(a) for a in ["this", *aliases]) + ")"


def _writes(text: str, owner: str, field: str) -> tuple[list[tuple[int, int]], set[str]] | None:
    """(line, literal) of each literal write and the directions it is counted in; None for any other write."""
    f = re.escape(field)
    lits: list[tuple[int, int]] = []
    counted: set[str] = set()
    for n, line in enumerate(text.split("\n"), start=1):
        for m in re.finditer(
            rf"(?P<pre>\+\+|--)?(?<![\w$.]){owner}\.{f}(?![\w$])\s*(?P<op>\+\+|--|[-+]?=(?!=))?\s*(?P<rhs>[^;\n]*)",
            line,
        ):
            op, pre = m.group("op"), m.group("pre")
            if pre or op in ("++", "--"):
                counted.add("up" if "+" in (pre or op or "") else "down")
            elif op == "=":
                lit = re.match(r"-?\d+(?=\s*(?:;|$|//|#))", m.group("rhs").strip())
                if lit is None:
                    return None
                lits.append((n, int(lit.group(0))))
            elif op in ("+=", "-="):
                step = re.match(r"\d+(?=\s*(?:;|$|//|#))", m.group("rhs").strip())
                if step is None:
                    return None
                counted.add("up" if op == "+=" else "down")
    return lits, counted


def field_claim(text: str, claimed: str | None, sources: Sequence[SourceText]) -> FieldClaim | None:
    """The getter the text calls when the integer it expects is one its field never holds, else None.

    >>> js = SourceText(path="r.js", text="function R() {\\n  this._attempts = 1;\\n}\\n"
    ...     "R.prototype.retry = function(err) {\\n  this._attempts++;\\n  return true;\\n};\\n"
    ...     "R.prototype.attempts = function() {\\n  return this._attempts;\\n};\\n")
    >>> c = field_claim("attempts() は最初の attempt の直後に 0 を返すこと", "0", [js])
    >>> (c.field, c.line, c.set_at, c.values, c.counted)
    ('_attempts', 9, 2, (1,), 'up')
    >>> field_claim("attempts() は 3 回目の試行で 3 を返すこと", "3", [js]) is None
    True
    """
    if claimed is None or not re.fullmatch(r"-?\d+", claimed):
        return None
    want = int(claimed)
    for src in sources:
        lines = src.text.split("\n")
        getter = _PY_GETTER if src.path.endswith(".py") else _JS_GETTER
        for n, line in enumerate(lines[:-1], start=1):
            m = getter.match(line)
            name = m and (m.group("a") or m.groupdict().get("b"))
            if not name or not re.search(rf"(?<![\w$]){re.escape(name)}\s*\(", text):
                continue
            r = _RETURN_FIELD.match(lines[n])
            if r is None or (
                n + 1 < len(lines)
                and lines[n + 1].strip() not in ("}", "};", "")
                and not src.path.endswith(".py")
            ):
                continue
            found = _writes(src.text, _owners(src.text, r.group("self")), r.group("f"))
            if found is None or not found[0] or len(found[1]) > 1:
                continue
            lits, counted = found
            values = tuple(sorted({v for _, v in lits}))
            way = next(iter(counted), "")
            possible = want in values if not way else want >= values[0] if way == "up" else want <= values[-1]
            if not possible:
                return FieldClaim(
                    name, r.group("f"), src.path, n + 1, lines[n].strip(), lits[0][0], values, way
                )
    return None
