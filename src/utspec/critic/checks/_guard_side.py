"""A branch's side from its condition evaluated at the values the case's input gives.

`_literal_side` reads an equality or a literal membership; a condition such as
`sku == null || sku.isEmpty()`, `!prefecture`, `not isinstance(text, str)` or
`REMOTE_PREFECTURES.includes(prefecture)` was left undecided, so an assignment or raise it guards
was compared with nothing ("`IllegalArgumentException` is not raised" at `sku` = `""` passed).
This module evaluates the whole condition with `analyzers.path_value.evaluate` (one evaluator for
the designer's worked values and the critic's sides) over the file's literal constants and the
`name` = `value` inputs of the case.

It decides only when it can be sure: every name the condition reads is known (a constant, an input,
or for an `if` at the function's top level a local the lines before it set from them:
`trimmed = code.trim().toUpperCase()`, `path_value.env_at`); elsewhere no line of the function before
the branch may assign an input name it reads (a parameter normalised first, `text = text.replace(...)`,
or a loop variable, is not the value the input gives).
A non-boolean result counts by the language's truthiness only where that is the language's own
rule (Python, JavaScript/TypeScript); Java and C# conditions must give a boolean.

>>> src = ["const REMOTE = ['沖縄県', '北海道'];", "function fee(p: string, w: number) {", "  let f = 800;",
...        "  if (REMOTE.includes(p)) {", "    f += 1200;", "  }", "  if (!p) {", "    throw new Error('x');", "  }",
...        "  return f;", "}"]
>>> guard_side("REMOTE.includes(p)", 4, "fee", '`p` = `"沖縄県"`', src, "typescript")
True
>>> guard_side("!p", 7, "fee", "`p` に `\\"東京都\\"` を指定", src, "typescript")
False
>>> guard_side("f > 900", 4, "fee", "`f` = `1`", src, "typescript")  # `let f = 800` runs first: the input is no run

>>> java = ["int reserve(String sku, int q) {", "  if (sku == null || sku.isEmpty()) {", "    throw new X();", "  }", "}"]
>>> guard_side("sku == null || sku.isEmpty()", 2, "reserve", '`sku` = `""`', java, "java")
True
>>> py = ["def slug(text, n):", "    text = text.strip()", "    if not isinstance(text, str):", "        pass",
...       "    if not isinstance(n, int):", "        pass"]
>>> guard_side("not isinstance(text, str)", 3, "slug", "`text` = `1`", py, "python"), guard_side(
...     "not isinstance(n, int)", 5, "slug", "`n` = `1`", py, "python")
(None, False)
>>> svc = ["def withdraw(cur, member_id):", "    row = cur.fetchone()", "    if row is None:", "        raise LookupError()",
...        "    if row[0] >= 10000:", "        raise RuntimeError()"]
>>> double = "`cur.fetchone()` が `(10000,)` を返す（テストダブル）"
>>> guard_side("row is None", 3, "withdraw", double, svc, "python"), guard_side("row[0] >= 10000", 5, "withdraw", double, svc,
...     "python")
(False, True)
>>> cap = ["def cap(n):", "    n = abs(n)", "    if n > 9:", "        return 9", "    for x in xs:", "        if n > x:",
...        "            pass"]
>>> guard_side("n > 9", 3, "cap", "`n` = `-10`", cap, "python"), guard_side("n > x", 6, "cap", "`n` = `1`", cap, "python")
(True, None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from utspec.analyzers.path_value import NOT_KNOWN, constants, env_at, input_values, value_of
from utspec.codetext import boolean_operands
from utspec.critic.checks._call_binding import call_values
from utspec.critic.checks._stated_local import stated_locals
from utspec.designer.offline.signature import numbered_body, parameters
from utspec.doubles import doubles, substitute

_IDENT = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")
_PATH = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
#: Languages whose `if` takes any value by truthiness; the others need a boolean.
_TRUTHY = frozenset({"python", "javascript", "typescript"})


def _assigns(text: str, name: str) -> bool:
    """Whether a line sets `name`: an assignment, an increment, or a loop header binding it."""
    n = re.escape(name)
    return bool(
        re.search(rf"(?<![\w.$]){n}\s*(?:[-+*/%|&^]|\?\?|<<|>>|//|\*\*)?=(?![=>])", text)
        or re.search(rf"(?<![\w.$]){n}\s*(?:\+\+|--)|(?:\+\+|--)\s*{n}\b", text)
        or re.search(rf"\bfor\b[^:;]*?(?<![\w.$]){n}\b[^;]*?(?:\bin\b|\bof\b|:)", text)
        or re.search(rf"\bas\s+{n}\b|\bwith\b.*\bas\s+\(?[^)]*\b{n}\b", text)
    )


def _constants(source: Sequence[str], body: list[tuple[int, str]], language: str) -> dict[str, object]:
    """The file's constants, less a lower-case one the function shadows (a parameter of its header, a local it sets)."""
    header = body[0][1] if body and language not in ("python",) else ""
    out = {}
    for name, value in constants(source, language).items():
        if not name[:1].isupper() and (re.search(rf"(?<![\w$.]){re.escape(name)}\b", header)
                                       or any(_assigns(text, name) for _n, text in body)):  # fmt: skip
            continue
        out[name] = value
    return out


def _read(cond: str) -> set[str]:
    """The names and member paths a condition reads, each path with its prefixes (`val.constructor.isBuffer` reads
    `val.constructor` too), since an input may set either (`path_value` reads a member path as one name).

    >>> sorted(_read("val.constructor && n > 1"))
    ['n', 'val', 'val.constructor']
    """
    out: set[str] = set()
    for path in _PATH.findall(cond):
        parts = path.split(".")
        out.update(".".join(parts[: k + 1]) for k in range(len(parts)))
    return out


def _unchanged(cond: str, line: int, body: list[tuple[int, str]], given: dict[str, object],
               env: dict[str, object]) -> dict[str, object] | None:  # fmt: skip
    """`env` when the condition reads an input that no line of the function before it sets (None otherwise)."""
    read = _read(cond) & given.keys()
    if not read or any(n < line and _assigns(text, name) for n, text in body for name in read):
        return None
    return env


def guard_side(cond: str, line: int, symbol: str | None, case_input: str, source: Sequence[str],
               language: str) -> bool | None:  # fmt: skip
    """Whether `cond` (the branch at `line` of `symbol`) holds at the case's input (None: not sure)."""
    given, stubbed = (
        input_values(case_input, language),
        doubles(case_input),
    )  # member paths too (`val.constructor`)
    # A worked example's call binds its arguments (`_call_binding`); a stated `name` = `value` wins.
    given = {**call_values(case_input, source, symbol, line, language), **given}
    if not given and not stubbed:
        return None
    body = numbered_body(source, symbol, line, language)
    if not any(n == line for n, _ in body):
        return None  # the branch is not in the function found: nothing known about what runs first
    if (
        stubbed
    ):  # a test double's answer in place of its call (`_doubles`), in the condition and the lines before
        cond, body = substitute(cond, stubbed), [(n, substitute(text, stubbed)) for n, text in body]
    start = {**_constants(source, body, language), **given}
    # A top-level `if`: the lines before it run first (`trimmed = code.trim()`), so its names take their values.
    env = env_at(body, line, language, start) or _unchanged(cond, line, body, given, start)
    if env is None and stated_locals(
        _read(cond) & given.keys(), line, body, parameters(source, symbol, line, language)
    ):
        env = (
            start  # `cleaned` = `"T001"` where `cleaned = _clean(value).upper()`: the input states the local
        )
    if env is None and stubbed and not _IDENT.findall(re.sub(r"'[^']*'|\"[^\"]*\"", "", cond)):
        env = start  # the condition reads nothing but stubbed values (`1 > 0` from `cur.fetchone()[0] > 0`)
    if env is None:
        return None
    return _truth(cond, env, language)


def _truth(cond: str, env: dict[str, object], language: str) -> bool | None:
    """`cond`'s truth in `env` (None: not known). An `&&`/`and` with one operand known false is false and an
    `||`/`or` with one known true is true, whatever the others (kind-of's `typeof val.length === 'number' &&
    typeof val.callee === 'function'` with only `val.callee` given): the evaluator gives up on the unknown one."""
    value = value_of(cond, env, language)
    if isinstance(value, bool):
        return value
    if (
        language in _TRUTHY
        and value is not NOT_KNOWN
        and (value is None or isinstance(value, (int, float, str, re.Match)))
    ):
        return bool(value)
    for ops, decides in (((" and ", "&&"), False), ((" or ", "||"), True)):
        parts = boolean_operands(cond, ops)
        if len(parts) > 1 and any(_truth(p, env, language) is decides for p in parts):
            return decides
    return None
