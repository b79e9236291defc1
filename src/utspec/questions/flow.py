"""Where a value goes in one function: the conditions it meets, in order, and the statement that ends it.

A key item's claim ("A 404 response is retried") names a value; the code decides on it. This module
walks a function's top-level conditions in source order with the value substituted for the thing it
is compared with and answers *what the function does* for it: the first `return`, `raise`, `throw`
or `reject(…)` reached. Every step is three-valued: a part of a condition is true, false or
unknown, and an unknown that matters stops the walk (no verdict rather than a guess).

- **Atoms about the value**: a comparison, `in` / `not in`, `includes` / `contains` / `indexOf`,
  `startswith`, whose literals have the value's type (numbers with numbers, strings with strings)
  and whose subject is one the claim talks about (its words meet the claim's, or it is a code: a
  status, code, reply, mode, method, version). Named collections are resolved from the code (a
  list constant, an object key that refers to one, the analyzers' constants, a field a delegating
  constructor fills: `utspec.questions.delegation`) and HTTP status names
  from the standard libraries (`http.StatusTooManyRequests` is 429).
- **Other atoms** are true when the claim names what they test ("with a stream body" for
  `request.body`), else unknown.
- **A condition with no atom about the value** is taken when the claim names all it tests, or when
  a condition about the value lies inside it (the value must reach that decision); otherwise the
  normal path is assumed: it is not taken.

Pure functions of checklist items and source texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from utspec.anchoring import Anchor, anchors
from utspec.models import ChecklistItem, Kind, SourceText
from utspec.questions.code_values import CodeSet
from utspec.questions.const_alias import aliases
from utspec.questions.decision_shapes import range_truth
from utspec.questions.delegation import delegated_sets
from utspec.questions.exception_types import instance_test, loop_collections, parents
from utspec.questions.function_end import ended, plain, python_def
from utspec.questions.guard_walk import guard_call
from utspec.questions.literals import words
from utspec.questions.null_input import NULL, null_truth
from utspec.questions.option_defaults import default_truth, option_defaults
from utspec.questions.parsed_local import reads_parsed_local, value_names
from utspec.questions.predicates import returns_condition
from utspec.questions.prefix_guard import malformed_guard
from utspec.questions.regex_test import regex_truth
from utspec.questions.reported import Reported, reported
from utspec.questions.set_conflicts import loose
from utspec.questions.substring_test import substring_truth
from utspec.questions.unnamed import undecided
from utspec.questions.value_type import typeof_truth

Outcome = Literal["error", "true", "false", "none", "value", "reported", "warning", "completed", "unknown"]
"""`reported` / `warning`: the value reaches a block recording an error / only a warning (`utspec.questions.reported`);
`completed`: the value walks off the end of a Python function through plain assignments (`utspec.questions.function_end`);
`unknown`: it walks off the end past a call that may raise."""
Truth = bool | None

#: Standard-library names of HTTP status codes (Go net/http, Python http.HTTPStatus, Apache HttpStatus).
HTTP_STATUS: dict[str, int] = {
    "continue": 100, "ok": 200, "created": 201, "accepted": 202, "nocontent": 204, "movedpermanently": 301,
    "found": 302, "seeother": 303, "notmodified": 304, "temporaryredirect": 307, "permanentredirect": 308,
    "badrequest": 400, "unauthorized": 401, "forbidden": 403, "notfound": 404, "methodnotallowed": 405,
    "requesttimeout": 408, "conflict": 409, "gone": 410, "payloadtoolarge": 413, "requestentitytoolarge": 413,
    "toomanyrequests": 429, "internalservererror": 500, "notimplemented": 501, "badgateway": 502,
    "serviceunavailable": 503, "gatewaytimeout": 504,
}  # fmt: skip
#: Words of a subject that make it a code a claim's bare value may be about ("A 404 response").
_CODE_SUBJECT = frozenset(
    "status code codes reply resp response mode method version kind type statuscode".split()
)
_GENERIC = frozenset("this self options opts config cfg is has get the error err".split())
_TERMINAL = re.compile(r"^\s*(?:}\s*)?(?:return\b|raise\b|throw\b|reject\s*\(|return\s+Promise\.reject)")
_ELSE = re.compile(r"^\s*(?:}\s*)?(?:elif\b|else\b)")
_ELSE_IF = re.compile(r"^\s*(?:}\s*)?(?:elif\b|else\s+if\b)")


@dataclass(frozen=True)
class Walked:
    outcome: Outcome
    line: int
    """The line of the statement that ends the function for the value."""
    statement: str
    decided: ChecklistItem | None
    """The last condition about the value on the way (the decision the claim meets)."""
    returned_condition: bool = False
    """The function returns the condition itself (`utspec.questions.predicates`): its name is its meaning."""


def _split_top(expr: str, ops: Sequence[str]) -> list[str]:
    """`expr` split on the operators `ops` outside brackets and strings."""
    out, depth, cur, i, quote = [], 0, "", 0, ""
    while i < len(expr):
        ch = expr[i]
        if quote:
            cur += ch
            if ch == quote and expr[i - 1] != "\\":
                quote = ""
            i += 1
            continue
        if ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if depth == 0:
            hit = next(
                (
                    op
                    for op in ops
                    if expr.startswith(op, i) and (op.isalpha() is False or _word_at(expr, i, op))
                ),
                None,
            )
            if hit:
                out.append(cur)
                cur = ""
                i += len(hit)
                continue
        cur += ch
        i += 1
    return [*out, cur]


def _word_at(expr: str, i: int, op: str) -> bool:
    before = expr[i - 1] if i else " "
    after = expr[i + len(op)] if i + len(op) < len(expr) else " "
    return not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_")


def _strip_parens(e: str) -> str:
    e = e.strip()
    while e.startswith("(") and e.endswith(")") and _balanced(e[1:-1]):
        e = e[1:-1].strip()
    return e


def _balanced(e: str) -> bool:
    depth = 0
    for ch in e:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


def _and(vals: list[Truth]) -> Truth:
    if any(v is False for v in vals):
        return False
    return None if any(v is None for v in vals) else True


def _or(vals: list[Truth]) -> Truth:
    if any(v is True for v in vals):
        return True
    return None if any(v is None for v in vals) else False


def _not(v: Truth) -> Truth:
    return None if v is None else not v


@dataclass(frozen=True)
class Context:
    """What the walk knows besides the claim: named collections and constants."""

    sets: dict[str, tuple[str, ...]]
    """Collection name (last part, lower case) -> its literal values as written."""
    constants: dict[str, str]
    """Constant name (last part, lower case) -> its value."""
    defaults: dict[str, bool] = field(default_factory=dict)
    """Option name (lower case) -> its boolean default (`utspec.questions.option_defaults`)."""
    classes: dict[str, str | None] = field(default_factory=dict)
    """Exception class -> its superclass (`utspec.questions.exception_types`)."""
    loops: dict[str, str] = field(default_factory=dict)
    """Loop variable -> the collection (last part, lower case) it iterates."""

    @staticmethod
    def of(
        item_sets: Sequence[CodeSet], checklist: Sequence[ChecklistItem], sources: Sequence[SourceText] = ()
    ) -> Context:
        sets: dict[str, tuple[str, ...]] = {}
        for s in item_sets:
            for n in s.names:
                sets.setdefault(n.split(".")[-1].lower(), s.values)
        constants: dict[str, str] = {}
        for it in checklist:
            for c in it.constants or []:
                key = c.name.split(".")[-1].lower()
                if isinstance(c.value, list):
                    sets.setdefault(key, tuple(repr(v) if isinstance(v, str) else str(v) for v in c.value))
                elif c.value is not None and not isinstance(c.value, bool):
                    constants.setdefault(key, repr(c.value) if isinstance(c.value, str) else str(c.value))
        for name, classes in delegated_sets(sources).items():
            sets.setdefault(
                name, classes
            )  # a field a delegating constructor fills (`this(…, Arrays.asList(…))`)
        for (
            src
        ) in sources:  # a name holding a constant (`maxline = MAXLINE`, `self.methods = methods=ALLOWED`)
            for name, held in aliases(src).items():
                if held.collection:
                    sets.setdefault(name.lower(), held.values)
                else:
                    constants.setdefault(name.lower(), held.values[0])
        return Context(sets, constants, option_defaults(sources), parents(sources), loop_collections(sources))


def _norm(v: str) -> str:
    v = v.strip()
    if len(v) >= 2 and v[0] in "'\"`" and v[-1] == v[0]:
        return "'" + v[1:-1] + "'"
    return v


def _literals(text: str) -> list[str]:
    return [_norm(t) for t in re.findall(r"'[^'\n]*'|\"[^\"\n]*\"|(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])", text)]


def _resolve(name: str, ctx: Context) -> str | None:
    key = re.sub(r"\(\)$", "", name.strip()).split(".")[-1].lower()
    if key in ctx.constants:
        return ctx.constants[key]
    plain = re.sub(r"^(?:status|sc_|http_?)", "", key.replace("_", ""))
    if plain in HTTP_STATUS and (key.startswith(("status", "sc_", "http")) or name.count(".") >= 1):
        return str(HTTP_STATUS[plain])
    return None


def _is_number(v: str) -> bool:
    return bool(re.fullmatch(r"-?\d+(?:\.\d+)?", v))


@dataclass(frozen=True)
class _Atom:
    subject: str
    """The name the atom tests (`resp.StatusCode`, `mode`, `error.config.method`)."""
    truth: Truth
    known: tuple[str, ...] = ()
    """The values the atom tests for equality or membership (a value one subject knows belongs to it)."""
    typed: bool = False
    """A type test (`isinstance(err, …)`): about a claimed exception class whatever its subject is called."""
    worded: bool = False
    """About the value only when the claim names the subject (`'t' in mode`): a code word is no mode string."""


def _transform(subject: str, v: str) -> tuple[str, str]:
    """`method.upper()` compares the value upper-cased; the subject without the call."""
    m = re.fullmatch(
        r"(?P<s>.+?)\.(?P<f>upper|lower|toUpperCase|toLowerCase|casefold|strip|trim)\(\)", subject.strip()
    )
    if not m or _is_number(v):
        return subject, v
    body = v[1:-1]
    body = (
        body.upper()
        if m.group("f") in ("upper", "toUpperCase")
        else body.lower()
        if m.group("f") in ("lower", "toLowerCase", "casefold")
        else body.strip()
    )
    return m.group("s"), f"'{body}'"


def _compare(a: str, op: str, b: str) -> Truth:
    if _is_number(a) and _is_number(b):
        x, y = float(a), float(b)
        return {"==": x == y, "===": x == y, "!=": x != y, "!==": x != y, "<": x < y, "<=": x <= y, ">": x > y,
                ">=": x >= y}.get(op)  # fmt: skip
    if op in ("==", "===", "!=", "!==") and not _is_number(a) and not _is_number(b):
        return (a == b) if op in ("==", "===") else (a != b)
    return None


def _same_type(v: str, lits: Sequence[str]) -> bool:
    return bool(lits) and all(_is_number(x) == _is_number(v) for x in lits)


_CMP = re.compile(r"^(?P<a>.+?)\s*(?P<op>===|!==|==|!=|<=|>=|<|>|\bis\s+not\b|\bis\b)\s*(?P<b>.+)$")
_IN = re.compile(r"^(?P<s>.+?)\s+(?P<neg>not\s+)?in\s+(?P<c>.+)$")
_HAS = re.compile(r"^(?P<c>.+?)\s*\.\s*(?:includes|contains|has)\(\s*(?P<s>.+?)\s*\)$")
_INDEX = re.compile(
    r"^(?P<c>.+?)\s*\.\s*indexOf\(\s*(?P<s>.+?)\s*\)\s*(?P<op>!==|!=|===|==|>=|>|<)\s*(?P<n>-?\d+)$"
)
_PREFIX = re.compile(
    r"^(?P<s>.+?)\s*\.\s*(?:startswith|startsWith|HasPrefix)\(\s*(?P<p>'[^']*'|\"[^\"]*\")\s*\)$"
)


def _collection(text: str, ctx: Context) -> list[str] | None:
    t = text.strip()
    m = re.fullmatch(
        r"(?:frozenset|set|tuple|list|Set\.of|List\.of|Arrays\.asList)?\s*\(?\s*[\[\(\{](?P<v>[^\[\]\(\)\{\}]*)[\]\)\}]\s*\)?",
        t,
    )
    if m:
        return _literals(m.group("v")) if m.group("v").strip() else []
    key = re.sub(r"\(\)$", "", t).split(".")[-1].lower()
    if key in ctx.sets:
        return [_norm(v) for v in ctx.sets[key]]
    return None


def _atom(expr: str, v: str, ctx: Context) -> _Atom | None:
    """An atom about a value: (its subject, its truth for `v`); None when the atom decides on nothing literal."""
    e = _strip_parens(expr)
    if ctx.classes and not _is_number(v) and (typed := instance_test(e, v, ctx.sets, ctx.loops, ctx.classes)):
        # "A SocketTimeoutException is retried" against a test of a superclass (`c.isInstance(exception)`)
        return _Atom(typed[0], typed[1], typed=True)
    if nulled := null_truth(e, v):
        return _Atom(
            nulled[0], nulled[1], worded=True
        )  # `name === null`: a passed null, or a value that is not null
    if v == NULL:
        return None  # no other test is read for a passed null (`name.startsWith('.')` would throw first)
    if typed_value := typeof_truth(e, v):
        return _Atom(
            typed_value[0], typed_value[1], worded=True
        )  # `typeof name !== 'string'`: the value's own type
    if rx := regex_truth(e, v):
        return _Atom(rx[0], rx[1], worded=True)  # `name.match(/^_/)`: the pattern decides the claimed string
    if sub := substring_truth(e, v, frozenset(ctx.sets)):
        return _Atom(
            sub[0], sub[1], worded=True
        )  # `'t' in mode`: a literal looked for inside the claimed string
    if ranged := range_truth(e, v):
        return _Atom(_transform(ranged[0], v)[0], ranged[1])  # `code in range(200, 300)`
    if m := _PREFIX.match(e):
        if _is_number(v):
            return None
        subj, val = _transform(m.group("s"), v)
        return _Atom(subj, val[1:-1].startswith(m.group("p")[1:-1]))
    if m := _INDEX.match(e):
        coll = _collection(m.group("c"), ctx)
        if coll is None or not _same_type(v, coll):
            return None
        subj, val = _transform(m.group("s"), v)
        found = val in coll
        known = tuple(coll)
        n, op = int(m.group("n")), m.group("op")
        truth = (
            found
            if (n == -1 and op in ("!==", "!=", ">")) or (n == 0 and op == ">=")
            else (not found if n == -1 else None)
        )
        return _Atom(subj, truth, known)
    if m := _HAS.match(e):
        coll = _collection(m.group("c"), ctx)
        if coll is None or not _same_type(v, coll):
            return None
        subj, val = _transform(m.group("s"), v)
        return _Atom(subj, val in coll, tuple(coll))
    if (m := _IN.match(e)) and not re.search(r"\b(?:for|typeof)\b", e):
        coll = _collection(m.group("c"), ctx)
        if coll is None or not _same_type(v, coll):
            return None
        subj, val = _transform(m.group("s"), v)
        return _Atom(subj, (val not in coll) if m.group("neg") else (val in coll), tuple(coll))
    if m := _CMP.match(e):
        a, op, b = m.group("a").strip(), m.group("op"), m.group("b").strip()
        lit_b = _literals(b)
        rb = b if lit_b == [_norm(b)] else _resolve(b, ctx)
        if rb is None:
            la = _literals(a)
            if la == [_norm(a)]:
                a, b, rb = b, a, _norm(a)
                op = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}.get(op, op)
            else:
                return None
        if op.startswith("is"):
            return None
        if not _same_type(v, [_norm(rb)]) or re.search(r"\b(?:len|size|length|count)\b", a, re.I):
            return None
        subj, val = _transform(a, v)
        return _Atom(
            subj, _compare(val, op, _norm(rb)), (_norm(rb),) if op in ("==", "===", "!=", "!==") else ()
        )
    return None


def _content(name: str) -> list[str]:
    return [
        w for w in words(re.sub(r"[^\w.]", " ", name).replace(" ", "_")) if w not in _GENERIC and len(w) > 1
    ]


def _mentioned(expr: str, claim: frozenset[Anchor]) -> bool:
    """Whether a claim names what an opaque condition part tests: two of its words, or its one word."""
    ws = list(dict.fromkeys(_content(expr)))
    hits = sum(any(loose(a, claim) for a in anchors(w)) for w in ws)
    return bool(ws) and (hits >= 2 or hits == len(ws))


def _about(
    subject: str, claim: frozenset[Anchor], v: str, owners: dict[str, set[str]], worded: bool = False
) -> bool:
    """Whether an atom's subject is what the claim's value is about.

    A value one subject of the function tests for (`request.method === 'POST'`) belongs to that
    subject only; otherwise the subject's words meet the claim's, or it is a status-like code and
    the claim names a three-digit code bare ("A 404 response").
    """
    if v in owners and _key(subject) not in owners[v]:
        return False
    if any(any(loose(a, claim) for a in anchors(w)) for w in _content(subject)):
        return True
    if worded:
        return False
    code_like = any(w in _CODE_SUBJECT for w in words(subject))
    return code_like and (not _is_number(v) or 100 <= float(v) <= 599)


def _key(subject: str) -> str:
    return re.sub(r"\s+", "", subject).lower()


def owners(conditions: Sequence[str], values: Sequence[str], ctx: Context) -> dict[str, set[str]]:
    """For each value, the subjects that test for it by equality or membership in these conditions."""
    out: dict[str, set[str]] = {}

    def visit(expr: str) -> None:
        e = _strip_parens(expr)
        for ops in (["||", " or "], ["&&", " and "]):
            parts = _split_top(e, ops)
            if len(parts) > 1:
                for p in parts:
                    visit(p)
                return
        e = e[1:] if e.startswith("!") and not e.startswith("!=") else e[4:] if e.startswith("not ") else e
        for v in values:
            at = _atom(e, v, ctx)
            if (
                at is not None
                and _transform(at.subject, v)[1] in at.known
                or (at is not None and v in at.known)
            ):
                out.setdefault(v, set()).add(_key(at.subject))

    for c in conditions:
        visit(c)
    return out


def evaluate(condition: str, values: Sequence[str], claim: frozenset[Anchor], ctx: Context,
             owned: dict[str, set[str]] | None = None) -> tuple[Truth, bool]:  # fmt: skip
    """(truth, about the value) of a condition for the claim's values (see the module docstring)."""
    about = False
    owned = owned or {}

    def ev(expr: str) -> Truth:
        nonlocal about
        e = _strip_parens(expr)
        parts = _split_top(e, ["||", " or "])
        if len(parts) > 1:
            # a length guard beside a prefix test of the same subject is the malformed path (prefix_guard)
            prefixed = _prefixed(parts)
            return _or(
                [False if malformed_guard(_strip_parens(p), prefixed, claim) else ev(p) for p in parts]
            )
        parts = _split_top(e, ["&&", " and "])
        if len(parts) > 1:
            return _and([ev(p) for p in parts])
        if e.startswith("!") and not e.startswith("!="):
            return _not(ev(e[1:]))
        if e.startswith("not "):
            return _not(ev(e[4:]))
        for v in values:
            at = _atom(e, v, ctx)
            if at is not None and (at.typed or _about(at.subject, claim, v, owned, worded=at.worded)):
                about = True
                return at.truth
        if (default := default_truth(e, ctx.defaults, claim)) is not None:
            # "既定で再試行される": the option is at its default, whatever words it shares with the claim
            about = about or not values
            return default
        if undecided(e, claim):
            return None
        if _mentioned(e, claim):
            # a claim naming no value ("A cancelled request is retried") is about the conditions it names
            about = about or not values
            return True
        return None

    def _prefixed(parts: list[str]) -> list[str]:
        """The subjects of the parts that test a claimed string value as a prefix (`resp.startsWith("HTTP/")`)."""
        out = []
        for p in parts:
            q = _strip_parens(p)
            q = (
                q[1:]
                if q.startswith("!") and not q.startswith("!=")
                else q[4:]
                if q.startswith("not ")
                else q
            )
            m = _PREFIX.match(_strip_parens(q))
            if m and any(
                not _is_number(v) and _about(_transform(m.group("s"), v)[0], claim, v, owned) for v in values
            ):
                out.append(_transform(m.group("s"), values[0])[0])
        return out

    return ev(condition), about


def outcome_of(statement: str) -> Outcome | None:
    """What a terminal statement does: raise (error), return true / false / nothing / a value."""
    s = re.sub(r"^\s*}\s*", "", statement).strip().rstrip(";").strip()
    if re.match(r"(?:raise|throw)\b", s) or re.match(r"(?:reject\s*\(|return\s+Promise\.reject)", s):
        return "error"
    m = re.match(r"return\b\s*(?P<v>.*)$", s)
    if not m:
        return None
    first = _split_top(m.group("v"), [","])[0].strip()
    low = first.lower()
    if low in ("true",):
        return "true"
    if low in ("false",):
        return "false"
    if low in ("", "none", "null", "nil", "undefined", "''", '""'):
        return "none"
    return "value"


def walk(symbol_items: Sequence[ChecklistItem], source: SourceText, values: Sequence[str], claim: frozenset[Anchor],
         ctx: Context, end: int, error_claim: bool = False, param: str = "") -> Walked | None:  # fmt: skip
    """What one function does for the claim's values, or None when a condition that matters is unknown.

    `error_claim`: the claim says an error happens, so a guard that raises and cannot be evaluated matters;
    `param`: the parameter the claim's value is passed as, when the claim says.
    """
    lines = source.text.split("\n")
    conds = {
        it.line: it for it in symbol_items if it.kind is Kind.BRANCH and "#" not in it.id.rsplit(":", 1)[-1]
    }
    handlers = {it.line: it for it in symbol_items if it.kind is Kind.HANDLER}
    if not conds:
        return None
    texts = {ln: _case_text(it.text, lines, ln) for ln, it in conds.items()}
    owned = owners(list(texts.values()), values, ctx)
    about_lines = {ln for ln in conds if evaluate(texts[ln], values, claim, ctx, owned)[1]}
    if not about_lines:
        return None
    start = min(it.line for it in symbol_items)
    taken: list[ChecklistItem] = []
    decided: ChecklistItem | None = None
    warned: Reported | None = None
    pos = start
    # a Python function the value may walk off (function_end): its `def`, and whether every line run was plain
    head = python_def(lines, start) if source.path.endswith(".py") else None
    plain_run, last_run = True, 0
    while pos <= min(end, len(lines)):
        line = lines[pos - 1]
        indent = len(line) - len(line.lstrip())
        if head is not None and pos > head[0] and ended(line, head[1]):
            break
        # leaving a taken branch: its elif / else belong to the chain already decided
        for t in list(taken):
            t_indent = len(lines[t.line - 1]) - len(lines[t.line - 1].lstrip())
            if pos > t.line and _ELSE.match(line) and indent == t_indent:
                taken.remove(t)
                pos = _past_chain(lines, pos, t_indent)
                break
        else:
            if pos in handlers and pos not in conds:
                pos = handlers[pos].end_line + 1  # an exception handler is not the normal path
                continue
            if pos in conds:
                it = conds[pos]
                truth, about = (
                    (True, False)
                    if texts[pos] == "default"
                    else evaluate(texts[pos], values, claim, ctx, owned)
                )
                if not about and truth is None:
                    if (
                        error_claim
                        and it.effect
                        and outcome_of(it.effect) == "error"
                        and reads_parsed_local(
                            texts[pos], lines[start - 1 : pos - 1], value_names(param, owned)
                        )
                    ):
                        # kansuji's `if (!matched) throw new TypeError(…)` for "\"ABC\" raises TypeError": an unknown
                        # guard that raises may be the claimed error itself; assumed false, the walk reached the end
                        # and called the key item contradicted
                        return None
                    inner = any(it.line < ln <= it.end_line for ln in about_lines)
                    truth = True if inner else False
                if truth is None:
                    return None
                if about:
                    decided = it
                if returns_condition(line, texts[pos]):
                    # `return reply >= 400 && reply < 450;`: the function answers with the condition itself
                    return (
                        Walked("true" if truth else "false", pos, line.strip(), decided, True)
                        if about
                        else None
                    )
                if truth:
                    taken.append(it)
                    if guard_call(line) and it.effect and (out := outcome_of(it.effect)) is not None:
                        return Walked(
                            out, pos, it.effect, decided
                        )  # `Objects.requireNonNull(size, …)` throws here
                    if decided is not None and (rep := reported(lines, pos, it.end_line)) is not None:
                        # a validator records the problem and goes on (`errors.push(…)`): its error is the outcome
                        if rep.kind == "error":
                            return Walked("reported", rep.line, rep.statement, decided)
                        warned = warned or rep
                    inline = _inline_terminal(line)
                    if inline is not None:
                        out = outcome_of(inline)
                        return Walked(out, pos, inline.strip(), decided) if out else None
                    pos += 1
                else:
                    pos = _next_in_chain(lines, pos, it.end_line, indent)
                continue
            if _TERMINAL.match(line) and not _ELSE.match(line):
                out = outcome_of(line)
                if out is None:
                    return None
                if warned is not None and out in ("value", "none"):
                    return Walked(
                        "warning", warned.line, warned.statement, decided
                    )  # only a warning was recorded
                return Walked(out, pos, line.strip(), decided)
            if line.strip() and not _ELSE.match(line):
                plain_run, last_run = plain_run and plain(line), pos
            pos += 1
    if (
        head is not None
        and decided is not None
        and warned is None
        and last_run
        and (pos > len(lines) or ended(lines[pos - 1], head[1]))
    ):
        # `self._nchannels = nchannels`: the call completes; past a call that may raise, the end is not known, and a
        # function as relevant as another that does decide leaves the claim without a verdict (key_items.evaluated)
        return Walked("completed" if plain_run else "unknown", last_run, lines[last_run - 1].strip(), decided)
    return None


_SWITCH = re.compile(
    r"\bswitch\s*\(\s*(?P<s>.+?)\s*\)\s*\{|\bswitch\s+(?P<g>[^{]+?)\s*\{|\bmatch\s+(?P<p>.+?)\s*:"
)


def _case_text(text: str, lines: list[str], line: int) -> str:
    """A `case X:` label as the comparison it makes (`request.redirect == 'error'`); `default` as is."""
    m = re.match(r"^\s*case\s+(?P<v>.+?)\s*(?::|=>|->|\{|$)", text)
    if not m:
        return "default" if re.match(r"^\s*default\b", text) else text
    for n in range(line - 1, max(0, line - 200), -1):
        if sw := _SWITCH.search(lines[n - 1]):
            subject = next(g for g in sw.groups() if g)
            labels = _split_top(m.group("v"), [","])
            return " || ".join(f"{subject} == {lab.strip()}" for lab in labels)
    return text


def _inline_terminal(line: str) -> str | None:
    """`if x: return y` on one line (Python): the statement after the colon."""
    m = re.search(r":\s*(return\b.*|raise\b.*)$", line)
    return m.group(1) if m and line.lstrip().startswith(("if ", "elif ")) else None


def _past_chain(lines: list[str], pos: int, indent: int) -> int:
    """The first line after the `elif` / `else` at `pos` and their blocks: the rest of a chain already decided.

    A taken branch that ends in no return (`self.version = 11`) goes on after the whole chain, not
    into its `else:` (which the item's end line, its own block's end, would lead to).
    """
    for n in range(pos + 1, len(lines) + 1):
        line = lines[n - 1]
        if line.strip() and len(line) - len(line.lstrip()) <= indent and not _ELSE.match(line):
            return n
    return len(lines) + 1


def _next_in_chain(lines: list[str], pos: int, end: int, indent: int) -> int:
    """After a condition found false: its `elif` / `else if` line, the line after its `else`, or past it."""
    for n in range(pos + 1, min(end, len(lines)) + 1):
        line = lines[n - 1]
        if len(line) - len(line.lstrip()) == indent and _ELSE.match(line):
            if _ELSE_IF.match(line):
                return n
            return n + 1 if re.search(r"(?:else\s*:|else\s*\{)\s*$", line.strip()) else n
    return end + 1
