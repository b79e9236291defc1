"""The values the cited functions can return, against a returned name, call or literal said."""

from __future__ import annotations

import re

from utspec.analyzers.effects import effects_of
from utspec.critic.checks._after_loop import after_loop_return
from utspec.critic.checks._body_returns import body_returns
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims, norm_value
from utspec.critic.checks._concise_arrow import concise_body
from utspec.critic.checks._conditional import top_level
from utspec.critic.checks._constructed import constructed
from utspec.critic.checks._literal_returns import cannot_return
from utspec.critic.checks._main_path import final_return_of
from utspec.critic.checks._nested_function import in_nested_function
from utspec.critic.checks._string_valued import string_valued
from utspec.critic.checks.contradicts_code.values import LITERAL, UNKNOWN, same
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import after_block
from utspec.designer.offline.signature import function_body, numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind


def arms(expr: str) -> set[str]:
    """The values a returned expression may take: itself, and each arm of a conditional (`c ? a : b`, `a if c else b`).

    >>> sorted(arms("options?.long ? fmtLong(ms) : fmtShort(ms)"))
    ['fmtLong(ms)', 'fmtShort(ms)', 'options?.long ? fmtLong(ms) : fmtShort(ms)']
    >>> sorted(arms("a if ok else b")), arms("x ?? y")
    (['a', 'a if ok else b', 'b'], {'x ?? y'})
    >>> sorted(arms("(a < b ? -1 : (a > b ? 1 : 0))"))[:3]
    ['(a < b ? -1 : (a > b ? 1 : 0))', '(a > b ? 1 : 0)', '-1']
    """
    out = {expr}
    if (inner := unwrapped(expr)) != expr:
        return out | arms(inner)  # the JDK's `compareTo` returns `(a < b ? -1 : (…))`, brackets and all
    q = top_level(expr, "?")
    if q > 0 and (c := top_level(expr, ":", q + 1)) > 0:
        return out | arms(expr[q + 1 : c].strip()) | arms(expr[c + 1 :].strip())
    m = re.fullmatch(r"(.+?)\s+if\s+.+?\s+else\s+(.+)", expr)
    if m and top_level(expr, " if ") > 0:
        return out | arms(m.group(1).strip()) | arms(m.group(2).strip())
    return out


def unwrapped(expr: str) -> str:
    """`expr` without brackets that wrap it whole (quotes are not read: a bracket in a string ends nothing here).

    >>> unwrapped("((a ? b : c))"), unwrapped("(a) + (b)"), unwrapped("f(x)")
    ('a ? b : c', '(a) + (b)', 'f(x)')
    """
    while expr.startswith("(") and expr.endswith(")"):
        depth = 0
        for n, ch in enumerate(expr):
            depth += (ch == "(") - (ch == ")")
            if depth == 0 and n < len(expr) - 1:
                return expr  # the first bracket closes before the end: `(a) + (b)`
        expr = expr[1:-1].strip()
    return expr


def whole_return(lines: list[str], line: int, language: str) -> bool:
    """Whether the `return` right after the block on `line` is whole on its line: its brackets close, it ends in no
    operator, and in Java or C# its `;` is there (the JDK's `return (mostSigBits & 0x0FFFL) << 48` goes on below).

    >>> whole_return(["if (a) {", "  b();", "}", 'return "%" + code;'], 1, "javascript")
    True
    >>> whole_return(["if (a) {", "  b();", "}", "return (m & 0x0FFFL) << 48", "  | m >>> 32;"], 1, "java")
    False
    """
    text = (after_block(lines, line, language) or "").strip()
    if sum(text.count(o) - text.count(c) for o, c in ("()", "[]", "{}")) != 0 or re.search(
        r"[-+*/%&|^<>=?:,.]$", text
    ):
        return False
    return language not in ("java", "csharp") or text.endswith(";")


def own_return(line: str) -> str | None:
    """The expression a one-line `return EXPR` gives (None: the line is no such return).

    >>> own_return("      return i === 0 ? str : `${e}${str}`"), own_return("  return;"), own_return("x = 1")
    ('i === 0 ? str : `${e}${str}`', None, None)
    """
    m = re.match(r"\s*return\s+(.+?)\s*;?\s*$", line)
    return m.group(1) if m else None


def arrow_body(line: str, condition: str) -> str | None:
    """The expression body of an arrow function on the line that holds the condition (None: no such arrow).

    >>> arrow_body(".replaceAll(RE, (m, p, o) => ['_'].includes(m) ? m : up(m))", "['_'].includes(m)")
    "['_'].includes(m) ? m : up(m)"
    >>> arrow_body("xs.map(x => { return x; })", "x") is None
    True
    """
    for m in re.finditer(r"=>(?!\s*\{)\s*", line):
        body = line[m.end() :]
        depth, end = 0, len(body)
        for k, ch in enumerate(body):  # up to the bracket closing the call the arrow is an argument of
            depth += ch in "([{"
            depth -= ch in ")]}"
            if depth < 0 or (depth == 0 and ch == ","):
                end = k
                break
        expr = body[:end].strip().rstrip(";")
        if condition.strip() and condition.strip() in expr:
            return expr
    return None


def function_returns(inp: ReviewInput, items: list[ChecklistItem]) -> set[str] | None:
    """Every value the functions of the cited code return: their early returns and final returns (None: not known).

    A `function` item (a public function with no branch) counts: its final `return` is the one value it gives, so an
    entry case said to return another function's result is compared (jsonpointer's `set_pointer` "returns
    `pointer.resolve(doc, default)`", a wrong value the regression run of session 20 missed on entry cases)."""
    code = [
        i
        for i in items
        if i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.HANDLER, Kind.RAISE, Kind.EARLY_RETURN, Kind.FUNCTION)
    ]
    places = {(i.file, i.symbol) for i in code}
    if not places:
        return None
    pool = inp.checklist if inp.citable is None else inp.citable
    out: set[str] = set()
    for file, symbol in places:
        text = next((s.text for s in inp.sources if s.path == file), None)
        lines = text.split("\n") if text is not None else []
        if (body := concise_body(lines, symbol)) is not None:
            out |= arms(body)  # a concise arrow has no `return`: its expression is what it returns
            continue
        final = final_return_of(inp, [i for i in code if (i.file, i.symbol) == (file, symbol)])
        if final is None:
            # No final `return` (a `switch` whose arms return): the body's written returns, marked incomplete.
            first = min((i for i in code if (i.file, i.symbol) == (file, symbol)), key=lambda i: i.line)
            written = body_returns(lines, symbol, first.line, first.language)
            if not written:
                return None
            out |= {v for r in written for v in arms(r)} | {UNKNOWN}
            continue
        out |= arms(final.value or "None")
        # `return res` after a cited branch's `res = {...}`: the branch's value is what the call returns (jeraconv).
        out |= {v for i in code if i.file == file and i.symbol == symbol and i.kind is Kind.BRANCH
                for x in effects_of(i)[:1] if x.kind == "assign" and x.value and x.name == (final.value or "").strip()
                for v in arms(x.value)}  # fmt: skip
        # Not a callback's `return` the analyzer names by the enclosing function (ts-dedent's `reduce((arr, str) => {…})`).
        here = [i for i in code if (i.file, i.symbol) == (file, symbol)]
        numbered = numbered_body(lines, symbol, here[0].line, here[0].language) if here else []
        top = numbered[0][0] if numbered else 0
        # A case citing code inside the callback is about the callback: its returns count then.
        inner = any(in_nested_function(lines, i.line, top, i.language) for i in here)
        out |= {v for i in pool if i.file == file and i.symbol == symbol and i.kind is Kind.EARLY_RETURN
                and (inner or not in_nested_function(lines, i.line, top, i.language))
                for x in effects_of(i)[:1] if x.kind == "return" for v in arms(x.value or "None")}  # fmt: skip
        # The `return` right after a cited `if`'s block is one too, also inside a nested callback whose last
        # statement it is (cssesc's `replace(…, function ($0, $1, $2) { if (…) { return $0; } return ($1 || '') + $2; })`).
        out |= {v for i in code if i.file == file and i.symbol == symbol and i.kind is Kind.BRANCH
                and (after := after_loop_return(lines, i.line, i.language)) is not None for v in arms(after)}  # fmt: skip
        # A cited boundary's `if` too (jwt-decode's `if (code.length < 2) { … } return "%" + code;` in a callback),
        # when that `return` is whole on its line: the JDK's `return (mostSigBits & 0x0FFFL) << 48` goes on below, and
        # a case stating its first line alone states a value the code does not return.
        out |= {v for i in code if i.file == file and i.symbol == symbol and i.kind is Kind.BOUNDARY
                and (after := after_loop_return(lines, i.line, i.language)) is not None
                and whole_return(lines, i.line, i.language) for v in arms(after)}  # fmt: skip
        # A cited condition on a `return` line is the return's own (ts-dedent's callback `return i === 0 ? str : …`).
        # So is an arrow callback's expression body holding it (camelcase's `.replaceAll(RE, (m, p, o) => … ? m : f(m))`).
        out |= {v for i in code if i.file == file and i.symbol == symbol and 1 <= i.line <= len(lines)
                and (own := own_return(lines[i.line - 1]) or arrow_body(lines[i.line - 1], i.text)) is not None
                for v in arms(own)}  # fmt: skip
    return out


def foreign_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                         msg: Catalog) -> list[str]:  # fmt: skip
    """A returned expression (a name or a call, not a literal) that no `return` of the cited functions gives.

    Another function's return moved onto this case (`parse(value)` on a case of `fmtShort`): a literal
    may be what a name evaluates to, an expression the code never returns may not. When a cited
    `return` fires, `return_hits` compares with it instead.
    """
    if not c.returns or c.raised:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    # A quoted value is a literal, a Python bytes one (`b''`, base58's empty result) too.
    said = [r for r in c.returns if not LITERAL.fullmatch(r.strip()) and norm_value(r) not in ("null", "true", "false")
            and not re.fullmatch(r"[bB]?['\"`].*['\"`]", r.strip())]  # fmt: skip
    if not said:
        return []
    returns = function_returns(inp, items)
    if not returns:
        return []
    for r in said:
        if not any(same(r, v) for v in returns):
            known = sorted(returns - {UNKNOWN})
            shown = ", ".join(f"`{v.strip('`')}`" for v in known[:4]) + (", …" if len(known) > 4 else "")
            return [msg("semantic_paths.code_returns_foreign", said=r, values=shown)]
    return []


def literal_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                         msg: Catalog, example: bool = False) -> list[str]:  # fmt: skip
    """A literal said returned that none of the cited functions' `return`s can give (`_literal_returns`): each
    is another literal or a boolean-valued expression. When a cited `return` fires, `return_hits` compares.

    A worked example (`example`) states what its statement says of the call: of a new object, a value it holds
    (japanmesh's "`LatLngBounds(1, 1, 0, 0).getCenter()` returns `0.5`" from KT-44), so a construction is not
    compared there."""
    if not c.returns or c.raised or c.unnamed_raise:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    returns = function_returns(inp, items)
    if not returns or UNKNOWN in returns or example and any(constructed(v) for v in returns):
        return []
    for r in c.returns:
        if cannot_return(r, returns):
            shown = ", ".join(f"`{v.strip('`')}`" for v in sorted(returns)[:4]) + (
                ", …" if len(returns) > 4 else ""
            )
            return [msg("semantic_paths.code_returns_literal_never", said=r.strip("`"), values=shown)]
    return []


def string_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                        msg: Catalog) -> list[str]:  # fmt: skip
    """A boolean said returned by a JS/TS function every `return` of which is a string (`_string_valued`)."""
    said = [r for r in c.returns if norm_value(r) in ("true", "false")]
    if not said or c.raised or c.unnamed_raise:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    code = [i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.EARLY_RETURN)]
    if len({(i.file, i.symbol) for i in code}) != 1 or code[0].language not in ("javascript", "typescript"):
        return []
    returns = function_returns(inp, items)
    src = next((x.text for x in inp.sources if x.path == code[0].file), None)
    if not returns or UNKNOWN in returns or src is None:
        return []
    body = function_body(src.split("\n"), code[0].symbol, code[0].line, code[0].language)
    if all(string_valued(v, body) for v in returns):
        shown = ", ".join(f"`{v}`" for v in sorted(returns)[:4]) + (", …" if len(returns) > 4 else "")
        return [msg("semantic_paths.code_returns_string_only", said=said[0].strip("`"), values=shown)]
    return []
