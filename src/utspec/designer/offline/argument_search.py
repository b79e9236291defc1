"""Argument values found by running the function: an input given as a local's or a condition's value (issue 12).

A case's input often names what the branch reads rather than what a caller passes: jstrutils' `charCode` =
`12439` inside a loop over `value`, calendar's `year % 400` = `-1`, sndhdr's `encoding` = `2`. No call can be made
of such an input, so `case_run` states nothing and a tester is left to work the argument out. This module works it
out by running: candidate values for the parameters the input does not give (taken from the values the input
states, the function's own literals and a few plain ones) are tried in a fixed order through the exact
interpreters, and a candidate is kept only when its run

- reaches the item's condition and takes the side the case gives it (`case_run._side`, the same test `case_run`
  makes), or for an exit, leaves at the exit line exactly when the case says it does;
- holds every value the input states for a non-parameter (the item's condition is replaced by
  `(check && cond) || (!check && <unknown name>)`: a run in which a stated value does not hold reads the unknown
  name, and the interpreter gives up on it).

A parameter value the input gives is kept, unless its run never reaches the case's condition or takes its other
side (calendar's `year` = `1` for `year % 100 != 0`: `year % 4 == 0` is false first); then values near it are
tried. Nothing found, nothing changed: a candidate is never stated without its run.
"""

from __future__ import annotations

import itertools
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from utspec.analyzers.path_value import NOT_KNOWN, constants, input_values, literal, value_of
from utspec.analyzers.py_eval import Outcome
from utspec.codetext import match_paren, split_top_level
from utspec.designer.offline.argument_candidates import (
    assignments,
    candidates,
    counts,
    declared_text,
    kinds,
    sized,
)
from utspec.designer.offline.case_run import (
    _PROBE,
    _UNCARRIED,
    Disagreement,
    _arg,
    _outcome,
    _replaced,
    _same,
    _side,
    _sources,
    _within,
    arm_of,
    arm_sources,
    case_call,
    case_run,
    guard_value,
    shown,
)
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.facts import function_start, strip_comment
from utspec.designer.offline.field_search import MAX_FIELDS, field_choices, instance_call, read_fields
from utspec.designer.offline.normal_arguments import normal_arguments
from utspec.designer.offline.operand_side import kept_if, operand_check
from utspec.designer.offline.run_result import _pattern
from utspec.designer.offline.signature import parameter_defaults, parameters
from utspec.designer.offline.switch_side import Arm
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Kind

LOG = logging.getLogger(__name__)

#: Plain runs tried per case: enough for one parameter's candidates and a few pairs of two.
BUDGET = 160
#: Runs of a method that give up before a set of fields is taken to leave out one the method reads.
_UNREAD = 4
_STATED = re.compile(r"`([^`]+)`\s*=\s*`([^`]+)`|`([^`]+)`\s*(?:is then|は)\s*`([^`]+)`")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_DOTTED = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+")


@dataclass(frozen=True)
class Found:
    """Parameter values whose run takes the case's path, and the stated values that run holds."""

    args: tuple[tuple[str, str], ...]
    """(parameter, value as the language writes it), in declaration order."""
    held: tuple[tuple[str, str], ...]
    """(name or expression, value as the input wrote it): what the case said, true on the run."""
    counted: tuple[tuple[str, int], ...] = ()
    """(parameter, count) for a value made for a count the input gave ("`value` with 253 elements"): the input
    still says the count, which a 253-letter text does not show a reader (or the boundary check)."""


def stated(case_input: str, params: Sequence[str], language: str) -> list[tuple[str, str]]:
    """The (name or expression, value) pairs the input states for something other than a parameter.

    >>> stated("`year % 100` = `-1`。", ["year"], "python"), stated("`s` = `'a'`; `i` = `1`.", ["s"], "go")
    ([('year % 100', '-1')], [('i', '1')])
    >>> stated("`toSkip` = `1`（このとき `remain` は `1`）。", ["toSkip"], "java")
    [('remain', '1')]
    """
    out = []
    for m in _STATED.finditer(case_input):
        key, raw = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
        key, raw = key.strip(), raw.strip()
        if key in params or "(" in key and not re.search(r"[%+\-*/&|]", key):
            continue  # a parameter, or a call's result (a test double's answer)
        if literal(raw, language) is NOT_KNOWN and not _DOTTED.fullmatch(raw):
            return []  # `() => {}`, an expression: no check written from it
        out.append((key, raw))
    for name, n in counts(case_input).items():
        if name not in params and language != "java":
            # a local's count (`parts` with 2 elements) is its length on the run
            out.append(
                (f"{name}.length" if language in ("javascript", "typescript") else f"len({name})", str(n))
            )
    return out


def _check(key: str, raw: str, language: str) -> str | None:
    """The expression true when `key` holds `raw` (the language's equality of values)."""
    if raw == "NaN":
        return None
    if language == "python":
        return f"({key}) is None" if raw == "None" else f"({key}) == ({raw})"
    if language in ("javascript", "typescript"):
        return f"({key}) === ({raw})"
    if language == "java" and raw.startswith('"'):
        return f"({raw}).equals({key})"
    return f"({key}) == ({raw})"


def _guarded(cond: str, checks: Sequence[str], language: str) -> str:
    """`cond`, read only when every check holds; else an unknown name the interpreter gives up on."""
    if language == "python":
        every = " and ".join(f"({c})" for c in checks)
        return f"(({every}) and ({cond})) or (not ({every}) and {_PROBE})"
    every = " && ".join(f"({c})" for c in checks)
    return f"(({every}) && ({cond})) || (!({every}) && {_PROBE})"


def _claimed_side(
    item: ChecklistItem,
    lines: Sequence[str],
    case_input: str,
    held: Sequence[tuple[str, str]],
    arm: Arm | None = None,
) -> bool | None:
    """The side the input gives the item's condition: its names' values, an expression's value put in its place.
    A `switch` arm's case is the one entering it (`case_run._claimed`)."""
    if arm is not None:
        return True
    lang = item.language
    cond = item.text
    for key, raw in held:
        if not _IDENT.fullmatch(key) and not _DOTTED.fullmatch(key) and cond.count(key) == 1:
            cond = cond.replace(key, f"({raw})")
    env: dict[str, object] = {**constants(lines, lang), **input_values(case_input, lang)}
    for key, raw in held:
        if key not in env and (value := literal(raw, lang)) is not NOT_KNOWN:
            env[key] = value
    for name, n in counts(case_input).items():
        # a sized input (`items` with 101 elements) settles a condition on its length; its elements stay unknown,
        # so a condition that reads one gives nothing
        env.setdefault(name, [NOT_KNOWN] * n)
    value = value_of(cond, env, lang)
    return value if isinstance(value, bool) else None


#: The designer's "no value" input for a condition (`in.none`, en and ja): the side is said, no value is.
_NONE = re.compile(
    r"Values for which `([^`]+)` is (true|false) \(the code names no literal|`([^`]+)` が(真|偽)になる値（コードに値を選ぶ"
)


def _phrased_side(item: ChecklistItem, case_input: str) -> bool | None:
    """The side an input that names no value gives the item's own condition ("Values for which `c` is true")."""
    m = _NONE.search(case_input)
    if m is None:
        return None
    cond, state = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    return state in ("true", "真") if cond.strip() == item.text.strip() else None


def _operand(item: ChecklistItem, case_input: str) -> str | None:
    """The check of a guard's left operand the input names a side of ("Values for which `arguments[1]` is false",
    the case of `arguments[1] || 0` evaluating `0`: operand_side.py)."""
    m = _NONE.search(case_input)
    if m is None:
        return None
    cond, state = (m.group(1), m.group(2)) if m.group(1) is not None else (m.group(3), m.group(4))
    return operand_check(item, cond, state in ("true", "真"))


def _counted_side(
    sources: Mapping[str, Sequence[str]],
    item: ChecklistItem,
    case_input: str,
    params: Sequence[str],
    language: str,
    body: str,
) -> bool | None:
    """The side an input giving only counts ("要素数 4 の `code`") gives a condition on them, run with any value of
    that count (`code.length >= constants_1.MESH.LEVEL_80000.DIGIT` reads a constant of another module, which the
    input's text cannot be evaluated against)."""
    sizes = {p: n for p, n in counts(case_input).items() if p in params}
    if not sizes:
        return None
    values = []
    for p, n in sizes.items():
        made = sized(n, kinds(p, body, language), language)
        if not made:
            return None
        values.append(f"`{p}` = `{made[0]}`")
    return guard_value(sources, item, item.text, "; ".join(values))


def _call_name(item: ChecklistItem) -> str | None:
    parts = (item.symbol or "").split(".")
    if item.language == "java":
        return ".".join(parts[-2:]) if len(parts) >= 2 else None
    if item.language in ("javascript", "typescript") and len(parts) == 2:
        return ".".join(parts)  # a compiled class's static method (js_eval runs no other)
    if item.language == "python" and len(parts) == 2:
        return f"obj.{parts[1]}"  # a method, on an object holding its fields (field_search.instance_call)
    return parts[0] if len(parts) == 1 else None


def _defaulted(lines: Sequence[str], item: ChecklistItem) -> dict[str, str]:
    """Every parameter declared with a default, whatever it is (`stopwords: Iterable[str] = ()`): left out of the call.

    >>> it = ChecklistItem(id="a.py:2:branch", kind=Kind.BRANCH, file="a.py", line=2, end_line=2, language="python",
    ...                    symbol="f", text="x")
    >>> _defaulted(["def f(text, stopwords: Iterable[str] = (), n=len(A)):", "    pass"], it)
    {'stopwords': '()', 'n': 'len(A)'}
    """
    if item.language in ("go", "java"):
        return {}
    start = function_start(lines, item.symbol, item.line, item.language)
    if start is None:
        return {}
    text = "\n".join(strip_comment(x) for x in lines[start - 1 : start + 20])
    name = (item.symbol or "").rsplit(".", 1)[-1]
    paren = text.find("(", max(text.find(name), 0))
    if paren < 0:
        return {}
    out = {}
    for p in split_top_level(text[paren + 1 : match_paren(text, paren) - 1], "([{<", ")]}>"):
        m = re.match(r"\s*([A-Za-z_$][\w$]*)\??\s*(?::[^=]*)?=(?![=>])\s*(.+?)\s*$", p, re.S)
        if m is not None:
            out[m.group(1)] = m.group(2)
    return out


_EXIT_WORDS = re.compile(r"\b(?:raise|throw|panic|return)\b")


def _written_exit(lines: Sequence[str], line: int, item: ChecklistItem, block_end: int | None = None) -> bool:
    """Whether a raising run leaves by a `raise` / `throw` the item's block writes, not by a crash of the value.

    `block_end`: the last line of the `if` a boundary item is the condition of (the item itself spans the condition
    only, so the `raise` below it was taken for a crash and `items` with 101 elements found no `email`).
    """
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    end = max(item.line, item.end_line, block_end or 0)
    return item.line <= line <= end and _EXIT_WORDS.search(text) is not None


_ABSENT = frozenset({"None", "null", "undefined", "nil"})


def _absent_in_result(run: Outcome, chosen: Iterable[str], language: str) -> bool:
    """Whether an absent value the search chose shows in the returned text (`"nul.l"`, `"None items"`)."""
    if run.kind != "return" or not isinstance(run.value, str):
        return False
    if language in ("javascript", "typescript") and re.search(r"undefined|NaN", run.value):
        # japanese-numeral's `n2kan(-1)` gives "undefined千九百九十九": a value read past the data, which the
        # text shows; no caller means that input
        return True
    if not _ABSENT & set(chosen):
        return False
    letters = re.sub(r"[^A-Za-z]", "", run.value)  # sliced and joined: "nul.l", "n.ull", "undefine.d"
    return re.search(r"nul|Non|undef|nil", letters) is not None


def _statable(run: Outcome, language: str) -> bool:
    """Whether the run's outcome is one a case states: a value written as a literal, or a named exception."""
    if run.kind == "raise":
        return str(run.value) not in ("error", "panic")
    return shown(run.value, language) is not None


def _examples(raw: Sequence[str], size: int | None, language: str) -> list[str]:
    """The worked examples' literals as the language writes an argument; only those of the stated count (a code
    "with 4 elements" is tried as `'5339'`, not as `'53394547'`).

    >>> _examples(["'5339'", "'53394547'", "35.7"], 4, "javascript"), _examples(["35.7", "x"], None, "python")
    (['"5339"'], ['35.7'])
    """
    out = []
    for text in raw:
        value = literal(text, language)
        if value is NOT_KNOWN or (size is not None and (not isinstance(value, (str, list)) or len(value) != size)):
            continue
        if (arg := _arg(value, language)) is not None:
            out.append(arg)
    return out


def _first(own: Sequence[str], rest: Sequence[str]) -> list[str]:
    return list(dict.fromkeys([*own, *rest]))


def _call(name: str, params: Sequence[str], values: Mapping[str, str | None], language: str) -> str | None:
    """The call with these values; a parameter left out holds its default (Python by keyword after it)."""
    args: list[str] = []
    skipped = False
    for p in params:
        text = values.get(p)
        if text is None:
            if language not in ("python", "javascript", "typescript"):
                return None
            skipped = True
            if language != "python":
                args.append("undefined")
            continue
        args.append(f"{p}={text}" if skipped and language == "python" else text)
    while args and args[-1] == "undefined":
        args.pop()
    return f"{name}({', '.join(args)})"


def _tries(
    free: Sequence[str], choices: Sequence[Sequence[str]], field_values: Mapping[str, Sequence[str]]
) -> Iterable[tuple[tuple[str, ...], dict[str, str]]]:
    """(fields set, values) to run, the ones setting fewer fields first: a field the run never reads (the object's
    connection, for a guard on an argument that raises first) is no part of the case's input."""
    fields = list(field_values)
    for k in range(len(fields) + 1):
        for subset in itertools.combinations(fields, k):
            names = [*free, *subset]
            if not names:
                continue  # the input's own call, which `case_run` made
            for values in assignments([*choices, *(field_values[f] for f in subset)]):
                yield subset, dict(zip(names, values, strict=True))


def _after(values: list[str], last: str | None) -> list[str]:
    """`values`, then `last` (the normal path's value: tried when no plain candidate takes the path)."""
    return values if last is None or last in values else [*values, last]


def search(
    sources: Mapping[str, Sequence[str]],
    item: ChecklistItem,
    case_input: str,
    *,
    fires: bool | None = None,
    avoid: frozenset[str] = frozenset(),
    examples: Mapping[str, Sequence[str]] | None = None,
    preferred: Mapping[str, str] | None = None,
    block_end: int | None = None,
) -> Found | None:
    """Parameter values whose run takes the case's path and holds what its input states, or None.

    `examples`: parameter name -> literals the worked examples pass for it (`example_values`), tried first.

    >>> src = {"a.py": ["def count(s):", "    n = 0", "    for ch in s:", "        code = ord(ch)",
    ...                 "        if code > 0x3040:", "            n += 1", "    return n"]}
    >>> it = ChecklistItem(id="a.py:5:boundary", kind=Kind.BOUNDARY, file="a.py", line=5, end_line=6,
    ...                    language="python", symbol="count", text="code > 0x3040")
    >>> search(src, it, "`code` = `12353`.")
    Found(args=(('s', "'ぁ'"),), held=(('code', '12353'),), counted=())
    """
    lang = item.language
    lines = sources.get(item.file, [])
    name = _call_name(item)
    if not lines or name is None or lang not in ("python", "javascript", "typescript", "go", "java"):
        return None
    if item.kind not in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN) or _UNCARRIED.search(
        case_input
    ):
        return None
    params = parameters(lines, item.symbol, item.line, lang)
    # a member of an argument the input sets cannot be carried; the item's own condition named as a whole
    # ("`japanese.match(/^[0-9]+$/)` が真になる値") sets none
    setting = _NONE.sub("", case_input)
    if not params or any(re.search(rf"`{re.escape(p)}(?:\.|\[)", setting) for p in params):
        return None
    held = stated(case_input, params, lang)
    exits = item.kind in (Kind.RAISE, Kind.EARLY_RETURN)
    if exits and (held or fires is None):
        return None  # an exit's line holds no condition to check a stated value at
    defaults = {**parameter_defaults(lines, item.symbol, item.line, lang), **_defaulted(lines, item)}
    given = input_values(case_input, lang, constants(lines, lang))
    body = declared_text(lines, item)
    method = name.startswith("obj.")
    fields = read_fields(body, given) if method else []
    if len(fields) > MAX_FIELDS:
        return None
    if case_call(lines, item, case_input) is not None:
        own = case_run(sources, item, case_input, fires=fires)
        if own is None and fields and all(p in given or p in defaults for p in params):
            free = []  # a method whose fields the input leaves out: only they are searched, its arguments kept
        elif not isinstance(own, Disagreement):
            return None  # the input's own call is `case_run`'s
        else:
            free = [p for p in params if p in given]  # the given values take another path: try near them
            if held or len(free) != 1 or item.kind is Kind.BOUNDARY:
                # a boundary's given value is its point: calendar's `year` = `1` for `year % 100 != 0` cannot be
                # moved to 4 without losing the value 1 the boundary asks for (no year with `year % 4 == 0` has it)
                return None
    else:
        free = [p for p in params if p not in given and p not in defaults]
        if not free and not fields:
            return None
    fixed: dict[str, str] = {}
    for p in params:
        if p in given and p not in free:
            if (text := _arg(given[p], lang)) is None:
                return None
            written = re.search(rf"`{re.escape(p)}`\s*=\s*`([^`]+)`", case_input)
            # the value as the input wrote it (`""`, not Python's `''`), when it is that value
            fixed[p] = written.group(1) if written and literal(written.group(1), lang) == given[p] else text
    pairs = _sources(sources, item)
    arm = arm_of(pairs, item)
    phrased = _phrased_side(item, case_input)
    # the left operand's side a guard's case names: runs on which it has that side, whatever the whole expression's
    operand = None if exits or phrased is not None else _operand(item, case_input)
    claimed = (
        None
        if exits
        else phrased
        if phrased is not None
        else _claimed_side(item, lines, case_input, held, arm)
    )
    if not exits and claimed is None:
        claimed = _counted_side(sources, item, case_input, params, lang, body)
    if not exits and claimed is None and operand is None:
        return None
    checks = [c for k, r in held if (c := _check(k, r, lang))]
    if len(checks) != len(held):
        return None
    sizes = counts(case_input)
    plain = [
        sized(sizes[p], kinds(p, body, lang), lang)
        if p in sizes
        else _after(candidates(kinds(p, body, lang), held, body, given.get(p), lang), (preferred or {}).get(p))
        for p in free
    ]
    offered = [_examples(examples.get(p, ()) if examples else (), sizes.get(p), lang) for p in free]
    # the examples' values only where the plain ones find nothing: a case made of a key item's own argument
    # (`a2k('ABC')` on the `numeral` = `True` branch) returns what the key item says and draws it off its own case
    plans = [plain, *([[_first(o, c) for o, c in zip(offered, plain, strict=True)]] if any(offered) else [])]
    field_values = {
        f: candidates(field_choices(f, lines, item, body), held, body, None, lang) for f in fields
    }
    if not all(plain) or not all(field_values.values()):
        return None
    own_fields = [
        (k, t) for k, v in given.items() if k.startswith("self.") and (t := _arg(v, lang)) is not None
    ]
    if operand is not None:
        if checks:
            return None
        guarded: list[tuple[str, str]] | None = _replaced(pairs, item, kept_if(item.text, operand, _PROBE, lang))
    elif not checks:
        guarded = pairs
    elif arm is not None:
        # the stated values are read when the switch reads its discriminant
        guarded = arm_sources(pairs, item, arm, "same", " && ".join(f"({c})" for c in checks))
    else:
        guarded = _replaced(pairs, item, _guarded(item.text, checks, lang))
    if guarded is None:
        return None
    for choices in plans:
        n = 0
        # runs of a set of fields that could not be made (the method read a field the set leaves out)
        unread: dict[tuple[str, ...], int] = {}
        for subset, chosen in _tries(free, choices, field_values):
            if unread.get(subset, 0) >= _UNREAD and len(subset) < len(fields):
                continue  # the run reads a field this set leaves out: try one setting more
            n += 1
            if n >= BUDGET:
                break
            call = _call(name, params, {**fixed, **chosen}, lang)
            if call is None:
                return None
            if method:
                cls = (item.symbol or "").split(".")[0]
                call = instance_call(cls, call, [*own_fields, *((f, chosen[f]) for f in fields if f in chosen)])
            run = _outcome(pairs, item, call)
            if run is None and method:
                unread[subset] = unread.get(subset, 0) + 1
            if run is None or (run.file and run.file != item.file) or not _within(item, lines, run):
                continue
            unread[subset] = -BUDGET  # this set of fields makes runs: its other values are worth trying
            if exits:
                if (run.line == item.line) != fires:
                    continue
            else:
                if run.kind == "raise" and not _written_exit(lines, run.line, item, block_end):
                    continue  # the value crashes (`null.toLocaleString`): no input a caller means
                if (checks or operand) and not _same(_outcome(guarded, item, call), run):
                    continue
                if operand is None and _side(pairs, item, call, run) != claimed:
                    continue
            if run.kind == "return" and shown(run.value, lang) in avoid:
                continue  # "does not return `0` at line 4; the function returns `0`": true, and no reader follows it
            if _absent_in_result(run, chosen.values(), lang):
                continue  # pretty-ms's `steps` = `null` gives "nul.l": the missing value itself, no result a caller means
            if not _statable(run, lang):
                continue  # a run whose outcome no case can state (a Go error, an object): no reason to change the input
            every = {**fixed, **chosen}
            return Found(
                tuple((p, every[p]) for p in [*params, *fields] if p in every),
                tuple(held),
                tuple((p, sizes[p]) for p in free if p in sizes),
            )
    return None


def _field(name: str) -> bool:
    return name.startswith("self.")


def said(found: Found, msg: Catalog, sizes: Mapping[str, int] | None = None) -> str:
    """The found values as the case's input: the arguments, then what the input stated, true on their run (an
    object's fields are its set-up: `field_setup`). Empty when the call takes no argument.

    A list the input gave by its size (`items` with 101 elements) keeps that wording: the run's list of 101 numbers
    is one way to build it, not a value a reader needs; a text made for a count shows with its length.
    """
    counted = dict(found.counted)
    args = msg("in.sep").join(
        msg.count("in.count", sizes[p], name=p) if sizes and p in sizes and v.startswith("[")
        else msg("in.text_length", name=p, value=v, n=counted[p]) if p in counted
        else msg("in.value", name=p, value=v)
        for p, v in found.args
        if not _field(p)
    )  # fmt: skip
    if not args:
        return ""
    if not found.held:
        return msg.sentence(args)
    held = msg("sep.list").join(msg("in.held_then", name=k, value=v) for k, v in found.held)
    return msg.sentence(msg("in.ran_from", said=args, held=held))


def field_setup(found: Found, preconditions: str, msg: Catalog) -> str:
    """The case's preconditions with the object's found fields set before the call ("Before the call, the object's
    fields are set: `self.limit` = `2`."), as a reviewer sets a test's object up; unchanged when none was found.

    >>> from utspec.messages import catalog
    >>> f = Found((("extra", "1"), ("self.limit", "2")), ())
    >>> field_setup(f, "`Box.full` is reached.", catalog("en"))
    "`Box.full` is reached. Before the call, the object's fields are set: `self.limit` = `2`."
    >>> said(f, catalog("en")), said(Found((("s", "'aaa'"),), (), (("s", 3),)), catalog("ja"))
    ('`extra` = `1`.', "`s` = `'aaa'`（長さ 3）。")
    """
    fields = [msg("in.value", name=p, value=v) for p, v in found.args if _field(p)]
    if not fields:
        return preconditions
    setup = msg("pre.fields", fields=msg("sep.list").join(fields))
    return f"{preconditions}{' ' if msg.language == 'en' and preconditions else ''}{setup}"


def _carried(lines: Sequence[str], item: ChecklistItem, text: str, preconditions: str) -> bool:
    """Whether the case's own call can be made of the input as said (what `case_run` then runs)."""
    return case_call(lines, item, text, preconditions) is not None


def _block_end(item: ChecklistItem, ctx: Ctx) -> int | None:
    """The last line of the branch a boundary item is the condition of (None for any other item)."""
    if item.kind is not Kind.BOUNDARY:
        return None
    return max(
        (b.end_line for b in ctx.items
         if b.kind is Kind.BRANCH and b.file == item.file and b.line <= item.line <= b.end_line
         and b.text.strip() == item.text.strip()),
        default=None,
    )  # fmt: skip


def searched_input(d: Draft, item: ChecklistItem, ctx: Ctx) -> Draft:
    """`d` with an input every parameter of which has a value, found by running (or `d` unchanged)."""
    if d.question is not None or not item.symbol:
        return d
    fires = d.hosts if item.kind in (Kind.RAISE, Kind.EARLY_RETURN) else None
    avoid = frozenset(
        m.group("value") for m in _pattern(ctx.msg.language, "effect.not_return").finditer(d.expected)
    )
    found = search(
        ctx.sources, item, d.input, fires=fires, avoid=avoid, examples=ctx.examples,
        preferred=normal_arguments(item, ctx), block_end=_block_end(item, ctx),
    )  # fmt: skip
    if found is None:
        return d
    text = said(found, ctx.msg) or d.input
    setup = field_setup(found, d.preconditions, ctx.msg)
    if not _carried(ctx.lines(item.file), item, text, setup):
        return d  # a value the case's own call cannot carry (Go's `[]string{"a"}`): no result would follow from it
    if sizes := {p: n for p, n in counts(d.input).items() if p in dict(found.args)}:
        text = said(found, ctx.msg, sizes) or d.input
    LOG.info("argument_search: %s at %s: %s", d.input, item.id, found.args)
    return d._replace(input=text, preconditions=setup)


__all__ = ["BUDGET", "Found", "field_setup", "said", "search", "searched_input", "stated"]
