"""A condition that is a dependency's answer (`!cmd.HasSubCommands()`, `not repo.exists(order_id)`): its double decides it.

spf13/cobra's `legacyArgs` opens with `if !cmd.HasSubCommands() { return nil }`; the case said "Values for which
`!cmd.HasSubCommands()` is true (the code names no literal to choose them from)", which a tester cannot type.
What the test sets is the object's answer: "`cmd.HasSubCommands()` returns `false` (test double)" (a stub, a
mock, or a real object built that way). Only a method called on an object counts, and not one whose result
the input itself decides (a string or collection test such as `value.startsWith("x")`, `seen.has(k)`,
`s.isdigit()`) nor a library namespace's pure function (`Math.`, `os.path.`, `strings.`, `StringUtils.`).
"""

from __future__ import annotations

import re

from utspec.designer.offline.derived import CALL_RHS, PURE_CALL

#: Predicates over the receiver's own value (collections, strings, characters): the input decides them.
_VALUE_TEST = re.compile(
    r"\.(?:contains|containsKey|containsValue|has|hasOwnProperty|equals|equalsIgnoreCase|isEmpty|isBlank|"
    r"matches|is(?:digit|alpha|alnum|numeric|decimal|upper|lower|space|title|identifier|ascii|printable)|"
    r"startswith|endswith|issubset|issuperset|isdisjoint|every|some|get|IsMatch|Contains|StartsWith|EndsWith|"
    r"Equals|Any|All|ContainsKey|HasPrefix|HasSuffix|isNaN|isFinite|isInteger|isArray)\s*\("
)

#: Receivers that are library namespaces, not objects a test hands in.
_NAMESPACE = re.compile(
    r"^(?:Math|Number|Object|Array|String|JSON|Date|Reflect|Symbol|BigInt|math|os\.path|os|re|json|"
    r"strings|strconv|bytes|utf8|unicode|regexp|filepath|path|sort|slices|maps|errors|reflect|"
    r"Character|Integer|Long|Double|Float|Boolean|Objects|Arrays|Collections|Pattern|StringUtils|"
    r"ObjectUtils|NumberUtils|ArrayUtils|CollectionUtils|Char|Int32|Int64|Decimal|Guid|Regex|File|Directory|"
    r"Files|Paths|Path|TimeUnit|Instant|LocalDate|LocalDateTime|Duration|string|char|int|str|isinstance)\."
)


def dependency_call(cond: str) -> str | None:
    """The method call a condition is, when a test double of its object decides it; None otherwise.

    >>> dependency_call("cmd.HasSubCommands()"), dependency_call("self.repo.exists(order_id)")
    ('cmd.HasSubCommands()', 'self.repo.exists(order_id)')
    >>> dependency_call('value.startsWith("x")'), dependency_call("seen.has(k)"), dependency_call("s.isdigit()")
    (None, None, None)
    >>> dependency_call("Math.isFinite(ms)"), dependency_call("os.path.exists(p)"), dependency_call("helper(x)")
    (None, None, None)
    >>> dependency_call("user.isActive() && x"), dependency_call("a.b().c")  # not one call
    (None, None)
    """
    text = cond.strip()
    m = CALL_RHS.match(text)
    if m is None or text.startswith("await") or PURE_CALL.search(text) or _NAMESPACE.match(text):
        return None
    if _VALUE_TEST.search(text) or not _one_call(text):
        return None
    return re.sub(r"\s+\(", "(", m.group(1))


def _one_call(text: str) -> bool:
    """Whether `text` ends with the closing parenthesis of its first call's argument list (no `&&` after it)."""
    start = text.index("(")
    depth = 0
    for i, c in enumerate(text[start:], start):
        depth += c == "("
        depth -= c == ")"
        if depth == 0:
            return i == len(text) - 1
    return False


__all__ = ["dependency_call"]
