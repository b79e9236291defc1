"""What the code around an item says, read from its text: negations over a comparison, the `else`
side of a branch, a function's final `return`, declared types and example values.

Pure functions over strings; the same in the seven languages the analyzers read (Python and SQL
negate with `not`, the others with `!`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from utspec.analyzers.range_membership import read_from
from utspec.codetext import indent as indent  # re-exported: the designer readers take it from facts
from utspec.codetext import match_paren
from utspec.designer.offline.try_return import try_return
from utspec.models import ChecklistItem, Kind

# ---------------------------------------------------------------------------------------------
# Negations


_WORD_OPERAND = re.compile(r"[\w.$]+")
_TOP_BOOL = re.compile(r"\s(?:and|or|AND|OR)\s|&&|\|\|")


def _scope_end(text: str, start: int, word: bool) -> int:
    """Where the operand of a negation that starts at `start` ends."""
    j = start
    while j < len(text) and text[j] == " ":
        j += 1
    if j < len(text) and text[j] == "(" and not word:
        return match_paren(text, j)
    if not word:
        m = _WORD_OPERAND.match(text, j)
        end = m.end() if m else j
        while end < len(text) and text[end] in "([":
            end = match_paren(text, end)
            if m2 := _WORD_OPERAND.match(text, end):
                end = m2.end()
        return end
    # `not` binds looser than comparisons: its operand runs to the next `and` / `or` at its depth.
    depth = 0
    k = j
    while k < len(text):
        c = text[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return k
            depth -= 1
        elif depth == 0 and (m := _TOP_BOOL.match(text, k)):
            return m.start()
        k += 1
    return len(text)


_NOT = re.compile(r"(?<![\w.])(?:not|NOT)(?=[\s(])(?!\s+(?:in|IN|like|LIKE|between|BETWEEN|null|NULL)\b)")


def negations(cond: str) -> list[tuple[int, int]]:
    """The spans of `cond` that a `not` / `!` negates."""
    spans = []
    for i, c in enumerate(cond):
        if c == "!" and not cond.startswith("!=", i):
            spans.append((i, _scope_end(cond, i + 1, word=False)))
    for m in _NOT.finditer(cond):
        before = cond[: m.start()].rstrip()
        if before.endswith((" is", " IS")) or before in ("is", "IS"):
            continue  # `x is not None` is one operator
        spans.append((m.start(), _scope_end(cond, m.end(), word=True)))
    return spans


def squash(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip())


def negated(cond: str, part: str) -> bool:
    """Whether `part` (a comparison inside the condition `cond`) is under an odd number of negations."""
    cond, part = squash(cond), squash(part)
    at = cond.find(part)
    if at < 0:
        return False
    end = at + len(part)
    return sum(1 for s, e in negations(cond) if s <= at and end <= e) % 2 == 1


# ---------------------------------------------------------------------------------------------
# The code around a line


def _code_lines(lines: Sequence[str], start: int) -> list[tuple[int, str]]:
    """(1-based number, text) of non-blank, non-comment lines from `start` (1-based) on.

    The inner lines of a triple-quoted string are not code: semver's `Version.parse` docstring holds an
    example wrapped to column 0, which ended the function's body there (no final `return` was found).
    """
    out = []
    open_quote = ""
    for n in range(start, len(lines) + 1):
        raw = lines[n - 1]
        if open_quote:
            if raw.count(open_quote) % 2:
                open_quote = ""
            continue
        s = raw.strip()
        if s and not s.startswith(("#", "//", "--", "/*", "*")):
            out.append((n, raw))
        open_quote = next((q for q in ('"""', "'''") if raw.count(q) % 2), "")
    return out


def strip_comment(line: str) -> str:
    return re.split(r"\s(?://|#|--)\s", " " + line, maxsplit=1)[0][1:]


def else_statement(lines: Sequence[str], line: int, language: str) -> str | None:
    """The first statement of the plain `else` of the `if` on `line`; None when it has none.

    >>> else_statement(["if n:", "    return 1", "else:", "    return k  # unchanged"], 1, "python")
    'return k'
    """
    if not 1 <= line <= len(lines):
        return None
    if language == "python":
        head = lines[line - 1]
        ind = indent(head)
        rest = _code_lines(lines, line + 1)
        for i, (_n, text) in enumerate(rest):
            if indent(text) > ind:
                continue
            s = text.strip()
            if indent(text) == ind and s.startswith("else:"):
                # A trailing comment is no part of the statement (jpdatetime's `return kanji_num  # Leave it
                # unchanged if cannot parse` was stated as the value returned).
                after = strip_comment(s.removeprefix("else:")).strip()
                if after:
                    return after
                return strip_comment(rest[i + 1][1]).strip() if i + 1 < len(rest) else None
            return None
        return None
    # Brace languages: match the `{` of the if, then look for `else` (not `else if`).
    text = "\n".join(strip_comment(x) for x in lines[line - 1 :])
    brace = text.find("{")
    if brace < 0:
        return None
    after = text[match_paren(text, brace) :].lstrip()
    if not after.startswith("else") or re.match(r"else\s+if\b", after):
        return None
    body = after[4:].lstrip()
    if body.startswith("{"):
        body = body[1:]
    for raw in body.split("\n"):
        s = raw.strip()
        if s and s not in ("{", "}"):
            return s
    return None


_DEF = {
    "python": r"^\s*(?:async\s+)?def\s+{name}\b",
    "go": r"^\s*func\b.*\b{name}\s*\(",
}


_CONTROL = re.compile(r"\s*(?:\}\s*)?(?:return|if|else|while|for|switch)\b")


def _defines(name: str, language: str) -> Callable[[str], bool]:
    """Whether a line declares the function `name` (its last dotted part).

    A comment naming the function (`} else { // isLength(str, min [, max])`) or a call of it in a condition is no
    definition: validator's isLength took its `else` line for the function's start, so the normal path "returned"
    the early `return` inside the block above its real last line.
    """
    word = re.escape(name.rsplit(".", 1)[-1])
    # `name = function (…) {` too: CoffeeScript's output (japanese-holidays' `shubunWithTime = function(year) {`), whose
    # normal path asked "what does it return" because its body was never found.
    pat = re.compile(
        _DEF.get(language, r"\b{name}\s*(?:=\s*(?:async\s*)?(?:\(|function\b)|\()").replace("{name}", word)
    )

    def defines(text: str) -> bool:
        line = strip_comment(text)
        return bool(pat.search(line)) and not line.rstrip().endswith(";") and not _CONTROL.match(line)

    return defines


def function_start(lines: Sequence[str], symbol: str | None, before: int, language: str) -> int | None:
    if not symbol:
        return None
    defines = _defines(symbol, language)
    return next((n for n in range(min(before, len(lines)), 0, -1) if defines(lines[n - 1])), None)


def definitions(lines: Sequence[str], name: str, language: str) -> list[int]:
    """The lines of the file that declare the function `name` (as `function_start` reads a declaration)."""
    defines = _defines(name, language)
    return [n for n, text in enumerate(lines, 1) if defines(text)]


def python_body_start(lines: Sequence[str], start: int) -> int:
    """The first line after a `def` whose signature may span lines (`def f(\n  a,\n) -> str:`)."""
    depth = 0
    for n in range(start, len(lines) + 1):
        code = strip_comment(lines[n - 1])
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0 and code.rstrip().endswith(":"):
            return n + 1
    return start + 1


def brace_body(lines: Sequence[str], start: int) -> list[str] | None:
    """The lines inside the `{…}` body of the function declared on line `start`, comments stripped; None without one.

    The body's brace comes after the parameter list (which may hold a destructuring `{...}`).

    >>> [x for x in brace_body(["function f({a, b}) {  // sum", "  return a + b;", "}"], 1) if x.strip()]
    ['  return a + b;']
    """
    text = "\n".join(strip_comment(x) for x in lines[start - 1 :])
    paren = text.find("(")
    brace = text.find("{", match_paren(text, paren) if paren >= 0 else 0)
    if brace < 0:
        return None
    return text[brace + 1 : match_paren(text, brace) - 1].split("\n")


def final_return(lines: Sequence[str], symbol: str | None, line: int, language: str) -> str | None:
    """The `return` statement at the end of the body of the function around `line` (the main path)."""
    start = function_start(lines, symbol, line, language)
    if start is None:
        return None
    if language == "python":
        ind = indent(lines[start - 1])
        body = []
        for _n, text in _code_lines(lines, python_body_start(lines, start)):
            if indent(text) <= ind:
                break
            body.append(text)
    else:
        braced = brace_body(lines, start)
        if braced is None:
            return None
        body = [x for x in braced if x.strip()]
    if not body:
        return None
    ind = min(indent(x) for x in body)
    # The last statement starts at the body's indentation; a `return {` / `return (` spans the lines below
    # it (ky's `return {...defaultRetryOptions, ...normalizedRetry};` was read as `};`, so no return).
    starts = [k for k, x in enumerate(body) if indent(x) == ind and not x.strip().startswith((")", "]", "}"))]
    if not starts:
        return None
    # A trailing comment is not part of the value (japanera's `return …title()  # much faster than regex`).
    stmt = " ".join(" ".join(strip_comment(x).split()) for x in body[starts[-1] :])
    if re.match(r"return\b", stmt):
        return stmt
    # `try: return …` / `except: raise ParseError(e)` ends the body: a run that raises returns the try's value.
    return try_return(body)


#: T-SQL's `BEGIN TRY` … `END TRY` `BEGIN CATCH` … `END CATCH` (AdventureWorks' uspLogError).
_TSQL_TRY = re.compile(r"\s*BEGIN\s+TRY\b", re.IGNORECASE)
_TSQL_CATCH = re.compile(r"\s*(?:END\s+TRY|BEGIN\s+CATCH)\b", re.IGNORECASE)


def in_try(lines: Sequence[str], line: int, symbol: str | None, language: str) -> bool:
    """Whether a `try` block of the same function surrounds `line`."""
    start = function_start(lines, symbol, line, language) or 1
    ind = indent(lines[line - 1]) if 1 <= line <= len(lines) else 0
    for n in range(line - 1, start - 1, -1):
        s = lines[n - 1]
        if indent(s) >= ind or not s.strip():
            continue
        # A handler's own body is not guarded by its try: what it raises reaches the caller.
        if re.match(r"\s*(?:\}\s*)?(?:except|catch|finally|rescue)\b", s) or _TSQL_CATCH.match(s):
            return False
        if re.match(r"\s*try\b", s) or _TSQL_TRY.match(s):
            return True
        ind = indent(s)
    return False


# ---------------------------------------------------------------------------------------------
# Which branch a boundary decides


def host_branch(item: ChecklistItem, items: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """The branch whose condition holds the boundary `item` (the outermost such condition); a boundary read from
    `x in range(lo, hi)` is held by the branch that tests the membership."""
    hosts = [
        b
        for b in items
        if b.kind is Kind.BRANCH and b.file == item.file and b.line <= item.line <= b.end_line
        and (squash(item.text) in squash(b.text) or read_from(item.text, b.text)) and b.effect == item.effect
    ]  # fmt: skip
    return max(hosts, key=lambda b: (b.line, len(b.text)), default=None)


# ---------------------------------------------------------------------------------------------
# Where a value lands: a conditional expression's arms and the statement that takes its value


#: What may stand before a ternary whose arms are the value itself: `return (`, `x = `, `=> `, `: ` (an object key).
# An opening parenthesis only after one of these (`return (c ? a : b)`, or an outer ternary's arm `u ? (c ? a : b) : v`):
# after an operator or a callee it groups a piece (`sign + '0' + (verbose ? ' milliseconds' : 'ms')`, pretty-ms) or
# passes an argument (`Math.min(c ? a : b, len)`).
_STARTS_VALUE = re.compile(r"(?:^|\breturn|[=:,?]|=>)\s*\(*\s*!*\(*\s*$")


def whole_value(line: str, cond: str) -> bool:
    """Whether the conditional expression on `cond` starts the value on `line` (`return c ? a : b`, `x = c ? …`).

    >>> whole_value("  return isPlural ? 's' : '';", "isPlural")
    True
    >>> whole_value("  return `${n} ${name}${isPlural ? 's' : ''}` as StringValue;", "isPlural")
    False
    >>> whole_value("  return sign + '0' + (options.verbose ? ' milliseconds' : 'ms');", "options.verbose")
    False
    >>> whole_value("  return (options.verbose ? ' milliseconds' : 'ms');", "options.verbose")
    True
    >>> whole_value("  f = init.f === undefined ? (input.f === undefined ? 20 : input.f) : init.f;", "input.f === undefined")
    True
    >>> whole_value("  int end = Math.min(offset > n ? n : offset, n);", "offset > n")
    False
    """
    text, c = squash(line), squash(cond)
    at = text.find(c)
    return at >= 0 and _STARTS_VALUE.search(text[:at]) is not None


def ternary_arms(line: str, cond: str) -> tuple[str, str] | None:
    """(value when `cond` holds, value when not) of `cond ? a : b` or Python's `a if cond else b` on `line`.

    >>> ternary_arms("  return isPlural ? 's' : '';", "isPlural")
    ("'s'", "''")
    >>> ternary_arms("  return `${n} ${name}${isPlural ? 's' : ''}` as StringValue;", "isPlural") is None
    True
    >>> ternary_arms("    return 'X' if check == 10 else str(check)", "check == 10")
    ("'X'", 'str(check)')
    >>> ternary_arms("    x = (a if ok else b)", "ok")
    ('a', 'b')
    """
    text, c = squash(line), squash(cond)
    at = text.find(c)
    if at < 0:
        return None
    after = text[at + len(c) :].lstrip().lstrip(")").lstrip()
    if after.startswith("?") and not _STARTS_VALUE.search(text[:at]):
        return None  # `${name}${isPlural ? 's' : ''}`: the arm is a piece of the value, not the value
    if after.startswith("?"):
        body = after[1:]
        depth = 0
        for i, ch in enumerate(body):
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == ":" and depth == 0:
                yes, no = body[:i].strip(), re.split(r"[;,)\]}]\s*$|;", body[i + 1 :])[0].strip()
                return (yes, no) if yes and no else None
        return None
    m = re.search(rf"(?:=|return|\()\s*(.+?)\s+if\s+{re.escape(c)}\s+else\s+(.+?)\s*$", text)
    if m:
        yes, no = m.group(1).strip(), m.group(2).strip().rstrip(":")
        # `x = (a if c else b)`: the `)` closing the group is not the arm's; `str(check)`'s own `)` is (stdnum's
        # `return 'X' if check == 10 else str(check)` gave "returns `str(check`").
        if no.endswith(")") and no.count(")") > no.count("("):
            no = no[:-1].rstrip()
        if yes.startswith("(") and yes.count("(") > yes.count(")"):
            yes = yes[1:].strip()
        return yes, no
    return None


def value_target(line: str, previous: str = "") -> tuple[str, str | None] | None:
    """What takes the value of the expression on `line`: ("return", None) or ("assign", name).

    An arrow function's expression body (`=> a ? b : c`, or `=>` ending the line before) is returned.
    """
    s = line.strip()
    if re.match(r"return\b", s) or re.search(r"=>\s*(?!\{)\S", s) or previous.rstrip().endswith("=>"):
        return ("return", None)
    m = re.match(
        r"(?:(?:const|let|var|final|auto|val)\s+)?(?:[\w<>\[\], ]+\s+)?([\w.]+)\s*(?::[^=]+)?(?<![=!<>])=(?!=)",
        s,
    )
    if m:
        return ("assign", m.group(1))
    return None


_LEAVES = re.compile(r"(?:return|raise|throw|continue|break|panic)\b")


def leaves(stmt: str | None) -> bool:
    """Whether a statement leaves the block it is in (so what follows the `if` runs only when it is not taken)."""
    return bool(stmt) and _LEAVES.match(stmt or "") is not None


def after_block(lines: Sequence[str], line: int, language: str) -> str | None:
    """The first statement after the `if` on `line` and its block; None when an `else`/`elif` follows or the block ends."""
    if not 1 <= line <= len(lines):
        return None
    if language == "python":
        ind = indent(lines[line - 1])
        for _n, text in _code_lines(lines, line + 1):
            if indent(text) > ind:
                continue
            s = text.strip()
            if indent(text) < ind or re.match(r"(?:elif|else)\b", s):
                return None
            return s
        return None
    text = "\n".join(strip_comment(x) for x in lines[line - 1 :])
    brace = text.find("{")
    if brace < 0:
        return None
    for raw in text[match_paren(text, brace) :].split("\n"):
        s = raw.strip()
        if not s:
            continue
        if s.startswith(("}", "else")):
            return None
        return s
    return None
