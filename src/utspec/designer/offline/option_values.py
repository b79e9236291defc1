"""An option set to a string or a number keeps a statement off the cases that need it at another value.

`cliTruncate('unicorns', 7, {position: 'middle', space: true})` sets `space` (a flag: option_cases.py) and
`position`; the code tests `space` three times, once inside each `if (position === ...)`. The flag alone
ties the three (and the words picked the first, `position === 'start'`). A case whose way in needs
`position === 'start'` to hold is not about a call with `position: 'middle'`; and an option the call leaves
out takes its default (`const {position = 'end'} = options;`), so `{space: true}` alone is about the `space`
inside `position === 'end'`. Likewise a raise whose message lists the allowed values ("to be either `start`,
`middle` or `end`") is about the other values, not about a call setting one of them.

Only a condition of the shape `name === literal` (`==`, `!==`, `!=`, either side) is read; anything else
on the path says nothing here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

#: `{position: 'middle'}`, `{unitCount: 1}`, `name="x"`: an option (or keyword) set to a string or a number.
_SETS_VALUE = re.compile(
    r"(?<![\w.])([A-Za-z_]\w*)\s*(:|=(?!=))\s*(?:'([^'\n]*)'|\"([^\"\n]*)\"|(-?\d+(?:\.\d+)?)(?![\w.]))"
)
#: `const {position = 'end', space = false} = options;` (also `let {...} = options`).
_DESTRUCTURED = re.compile(r"\b(?:const|let|var)\s*\{([^{}]*)\}\s*=\s*options\b")
_DEFAULT = re.compile(r"([A-Za-z_]\w*)\s*=\s*(?:'([^'\n]*)'|\"([^\"\n]*)\"|(-?\d+(?:\.\d+)?)|(true|false))")
#: `options.position === 'start'`, `'start' !== position`, `unitCount == 1`.
_COMPARISON = re.compile(
    r"^(?:(?P<name>(?:[A-Za-z_]\w*\??\.)*[A-Za-z_]\w*)\s*(?P<op>===|!==|==|!=)\s*(?P<lit>'[^']*'|\"[^\"]*\"|-?\d+(?:\.\d+)?)"
    r"|(?P<lit2>'[^']*'|\"[^\"]*\"|-?\d+(?:\.\d+)?)\s*(?P<op2>===|!==|==|!=)\s*(?P<name2>(?:[A-Za-z_]\w*\??\.)*[A-Za-z_]\w*))$"
)
#: A message listing allowed values: "to be either `start`, `middle` or `end`", "must be one of ...".
_ALLOWED = re.compile(r"\b(?:either|one of)\b", re.IGNORECASE)


def option_values(text: str) -> dict[str, str]:
    """The options a statement sets to a string or a number, by lower-cased name (the value as written).

    >>> option_values("cliTruncate('unicorns', 7, {position: 'middle', space: true})")
    {'position': 'middle'}
    >>> option_values("prettyMilliseconds(4200000, {unitCount: 1}) returns '1h'")
    {'unitcount': '1'}
    >>> option_values("calc_consumption_tax(1100, amount_is=\\"included\\") は…")
    {'amount_is': 'included'}
    >>> option_values("a == 1 and b: c")
    {}
    """
    out: dict[str, str] = {}
    for m in _SETS_VALUE.finditer(text):
        if not _in_call(text, m.start()):
            continue  # `x = 3`, "amount: 金額" in prose: no argument, no options object
        value = next(g for g in m.groups()[2:] if g is not None)
        out.setdefault(m.group(1).lower(), value)
    return out


def _in_call(text: str, at: int) -> bool:
    """Whether position `at` lies inside parentheses or braces (a call's arguments, an options object)."""
    depth = 0
    for ch in text[:at]:
        depth += ch in "({"
        depth -= ch in ")}"
    return depth > 0


def option_defaults(sources: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """The defaults an `options` destructuring gives (`const {position = 'end'} = options;`), by lower-cased
    name; a name given two different defaults is left out.

    >>> option_defaults({"a.js": ["const {", "  position = 'end',", "  space = false,", "} = options;"]})
    {'position': 'end', 'space': 'false'}
    """
    found: dict[str, set[str]] = {}
    for lines in sources.values():
        for block in _DESTRUCTURED.finditer("\n".join(lines)):
            for m in _DEFAULT.finditer(block.group(1)):
                value = next(g for g in m.groups()[1:] if g is not None)
                found.setdefault(m.group(1).lower(), set()).add(value)
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


def _literal(lit: str) -> str:
    return lit[1:-1] if lit[:1] in "'\"" else lit


def path_contradicts(path: Sequence[tuple[str, bool]], values: Mapping[str, str]) -> bool:
    """Whether a condition on a case's way in (each with whether it holds there) needs an option at another value.

    >>> path_contradicts([("space", True), ("position === 'start'", True)], {"position": "middle"})
    True
    >>> path_contradicts([("space", True), ("position === 'middle'", True)], {"position": "middle"})
    False
    >>> path_contradicts([("options.unitCount !== 1", True)], {"unitcount": "1"})
    True
    >>> path_contradicts([("position === 'start'", False)], {"position": "start"})
    True
    >>> path_contradicts([("width > 3", True)], {"width": "1"})
    False
    """
    for condition, holds in path:
        m = _COMPARISON.match(condition.strip())
        if m is None:
            continue
        name = (m.group("name") or m.group("name2")).rsplit(".", 1)[-1].lower()
        if name not in values:
            continue
        op = m.group("op") or m.group("op2")
        equal = _literal(m.group("lit") or m.group("lit2")) == values[name]
        true_here = equal if op in ("===", "==") else not equal
        if true_here != holds:
            return True
    return False


def lists_as_allowed(message: str, values: Mapping[str, str]) -> bool:
    """A raise's message lists allowed values, among them the one a statement sets for an option it names.

    >>> lists_as_allowed("Expected `options.position` to be either `start`, `middle` or `end`, got ${position}",
    ...                  {"position": "start"})
    True
    >>> lists_as_allowed("throw new Error(`Expected \\\\`options.position\\\\` to be either \\\\`end\\\\`, got ${p}`)",
    ...                  {"position": "end"})
    True
    >>> lists_as_allowed("Expected `options.position` to be either `start`, `middle` or `end`", {"space": "x"})
    False
    """
    message = message.replace("\\", "")  # a template literal's escaped backticks: \`start\`
    if not _ALLOWED.search(message):
        return False
    low = message.lower()
    return any(
        name in low and any(f"{q}{value}{q}" in message for q in "`'\"") for name, value in values.items()
    )


#: `typeof options.unitCount === 'number'`: the type test an option set to a number or a string passes.
_TYPEOF = re.compile(
    r"^typeof\s+(?:[A-Za-z_]\w*\??\.)*([A-Za-z_]\w*)\s*(===|==|!==|!=)\s*['\"](number|string)['\"]$"
)
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def value_tested(path: Sequence[tuple[str, bool]], values: Mapping[str, str]) -> bool:
    """Whether a case's own condition (the first of `path`) tests an option the statement sets, and holds there
    at the value set: `position === 'start'` for `{position: 'start'}`, `typeof options.unitCount === 'number'`
    for `{unitCount: 1}`.

    >>> value_tested([("position === 'start'", True)], {"position": "start"})
    True
    >>> value_tested([("typeof options.unitCount === 'number'", True)], {"unitcount": "1"})
    True
    >>> value_tested([("position === 'end'", True)], {"position": "start"})
    False
    >>> value_tested([("space", True)], {"position": "start"})
    False
    """
    if not path or not values:
        return False
    condition, holds = path[0]
    condition = condition.strip()
    if (m := _TYPEOF.match(condition)) is not None:
        name = m.group(1).lower()
        if name not in values:
            return False
        is_type = (m.group(3) == "number") == bool(_NUMBER.fullmatch(values[name]))
        return holds == (is_type if m.group(2) in ("===", "==") else not is_type)
    if (c := _COMPARISON.match(condition)) is None:
        return False
    name = (c.group("name") or c.group("name2")).rsplit(".", 1)[-1].lower()
    return name in values and not path_contradicts(path[:1], values)
