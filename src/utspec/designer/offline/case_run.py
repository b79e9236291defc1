"""Run a case's function on the case's own input through the project's exact interpreters (issue 12).

The walk of `analyzers.path_value` stops at the first name it cannot follow (a local, a call into a helper, a
loop), so a case whose input gives every argument still said "the function returns `result`" (roman's
`toRoman(1)`) or "Not stated by the code" (calendar's `isleap(100)`). The project already runs Python, JavaScript /
TypeScript, Go and Java code exactly (`analyzers.{py,js,go,java}_eval`, used by `questions.evaluated_call` for key
items); this module builds the call the case makes and runs it:

- the call is made only when the input gives a literal value to every parameter of the function (one left out
  holds its declared default); anything the interpreter cannot run exactly gives nothing, never a guess;
- the run must take the path the case is about: the item's line is run, and a condition's side on the run (found
  by running again with the condition replaced by `true` and by `false`) is the side the input gives it. A run
  that never reaches the condition, or takes its other side, means the case's input is wrong: `Disagreement`;
- a test double, or an input said to raise, is no value the call can carry: no run.

The designer (`designer.offline.run_result`) and the critic (`critic.checks._interpreted`) read the same run, so
a value stated from it is the case's own evidence.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from utspec.analyzers import go_eval, java_eval, js_eval, py_eval, py_instances
from utspec.analyzers.fixed_ints import Fixed
from utspec.analyzers.java_values import CHAR
from utspec.analyzers.path_value import constants, input_values, value_of
from utspec.analyzers.py_eval import Outcome
from utspec.designer.offline.date_argument import date_argument
from utspec.designer.offline.signature import numbered_body, parameter_defaults, parameters
from utspec.designer.offline.switch_side import Arm, Mode, body_lines, rewritten, switch_arm
from utspec.models import ChecklistItem, Kind

_EXT = {
    "python": (".py",),
    "javascript": (".js", ".mjs", ".cjs", ".ts"),
    "typescript": (".ts", ".js", ".mjs", ".cjs"),
    "go": (".go",),
    "java": (".java",),
}
#: An input the call cannot carry: a test double's answer, a dependency made to raise.
_UNCARRIED = re.compile(r"test double|テストダブル|\braises?\b|\bthrows?\b|送出|スロー|モック|\bmock", re.I)
#: A container written as code (`{}`, `[1]`, `['a', 'b']`): passed to the interpreter as written, which reads it
#: exactly or not at all. No name inside but the literal words.
_CONTAINER = re.compile(r"[\[{(][^`]*[\]})]")
_WORDS = frozenset({"true", "false", "null", "undefined", "None", "True", "False", "nil"})
_RAW = re.compile(r"`([A-Za-z_$][\w$]*)`\s*=\s*`([^`]+)`")
#: Stands for a condition the run must not reach (an unknown name: every interpreter gives up on it).
_PROBE = "utspecProbe"


@dataclass(frozen=True)
class Run:
    """A case's call and what it does."""

    call: str
    outcome: Outcome
    shown: str | None
    """The returned value as the language writes it (`'I'`, `1170`, `"a"`), None for a raise or a value not
    written as a literal."""


@dataclass(frozen=True)
class Disagreement:
    """The run takes another path than the case says: its input is wrong (kept for the lead, never stated)."""

    call: str
    reason: str
    line: int = 0
    """The line the run leaves at (a guard's `raise` or `return` the case says it passes)."""


def _arg(value: object, language: str) -> str | None:
    """`value` written as an argument in the language (Python as Python writes it; the others as JSON does)."""
    if language == "python":
        return repr(value) if isinstance(value, (str, bytes, bool, int, float)) or value is None else None
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nil" if language == "go" else "null"
    if isinstance(value, float) and math.isnan(value):
        return "NaN" if language in ("javascript", "typescript") else None
    if isinstance(value, float) and value.is_integer() and language in ("javascript", "typescript"):
        return str(int(value))
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return None


def _names(raw: str) -> set[str]:
    """The names a container written as code holds besides the literal words (none: it is a literal)."""
    return set(re.findall(r"(?<!['\"\w])[A-Za-z_$][\w$]*", raw)) - _WORDS


def _raw_args(text: str, language: str) -> dict[str, str]:
    """`name` = `{}` / `[1]`: containers written as code, for Python and JavaScript only (Go and Java write types)."""
    if language not in ("python", "javascript", "typescript"):
        return {}
    out = {}
    for m in _RAW.finditer(text):
        raw = m.group(2).strip()
        if _CONTAINER.fullmatch(raw) and not _names(raw):
            out[m.group(1)] = raw
    return out


def case_call(lines: Sequence[str], item: ChecklistItem, case_input: str, preconditions: str = "") -> str | None:
    """The call the case's input makes of the item's function, or None when a parameter has no value.

    A Python method's object holds the fields the input or the preconditions set (`self.limit` = `2`: a test sets
    the object up before the call, `argument_search.field_setup`).

    >>> it = ChecklistItem(id="a.py:2:branch", kind=Kind.BRANCH, file="a.py", line=2, end_line=3, language="python",
    ...                    symbol="half", text="n < 0")
    >>> src = ["def half(n, exact=False, *, k=1):", "    if n < 0:", "        return 0", "    return n // 2"]
    >>> case_call(src, it, "`n` = `7`."), case_call(src, it, "`k` = `2`."), case_call(src, it, "`n` = `7`; `k` = `2`.")
    ('half(7)', None, 'half(7, k=2)')
    """
    symbol, language = item.symbol or "", item.language
    if language not in _EXT or not symbol or _UNCARRIED.search(case_input):
        return None
    parts = symbol.split(".")
    if language == "java":
        if len(parts) < 2:
            return None
        name = ".".join(parts[-2:])
    elif language == "python" and len(parts) == 2:
        name = "obj." + parts[1]  # a method: run on an object holding the fields the input sets (_instance)
    elif language in ("javascript", "typescript") and len(parts) == 2:
        name = symbol  # `JapanMesh.getCodes(…)`: js_eval runs it only when it is a function set on a top-level one
    elif len(parts) != 1:
        return None  # another language's method: the interpreters run top-level functions (and Java's static ones)
    else:
        name = symbol
    params = parameters(lines, symbol, item.line, language)
    defaults = parameter_defaults(lines, symbol, item.line, language)
    given = input_values(case_input, language, constants(lines, language))
    raw = _raw_args(case_input, language)
    args: list[str] = []
    skipped = False
    for p in params:
        if (
            language == "python"
            and (date := date_argument(p, case_input, lines, symbol, item.line)) is not None
        ):
            args.append(f"{p}={date}" if skipped else date)  # `date.year`, `.month`, `.day`: one date
            continue
        if re.search(rf"`{re.escape(p)}(?:\.|\[)", case_input):
            return None  # `obj.getHeader` = `() => {}`: a member the call's own value would have to carry
        text = raw.get(p) if p not in given else _arg(given[p], language)
        if text is None:
            if p not in defaults or language in ("go", "java"):
                return None
            skipped = True  # held at its default
            if language in ("javascript", "typescript"):
                args.append("undefined")
            continue
        if skipped and language == "python":
            args.append(f"{p}={text}")
        else:
            args.append(text)
    while args and args[-1] == "undefined":
        args.pop()
    call = f"{name}({', '.join(args)})"
    if not name.startswith("obj."):
        return call
    setup = {k: v for k, v in input_values(preconditions, language).items() if k.startswith("self.")}
    return _instance(parts[0], {**setup, **given}, f"{preconditions}\n{case_input}", language) + call


def _instance(cls: str, given: Mapping[str, object], case_input: str, language: str) -> str:
    """The statements making the object a Python method's case runs on: no `__init__`, the fields the input sets.

    A case of a method states the object's state it reads (`self.until` = `None`), not how a constructor got there;
    a test sets the same fields. A field the input does not set is never made up: a run that reads one gives up.
    """
    fields = [f"obj.{k[5:]} = {text}" for k, v in given.items()
              if re.fullmatch(r"self\.[A-Za-z_]\w*", k) and (text := _arg(v, language)) is not None]  # fmt: skip
    fields += [f"obj.{m.group(1)} = {raw}" for m in re.finditer(r"`self\.([A-Za-z_]\w*)`\s*=\s*`([^`]+)`", case_input)
               if _CONTAINER.fullmatch(raw := m.group(2).strip()) and not _names(raw)]  # fmt: skip
    return "\n".join([f"obj = {cls}.__new__({cls})", *fields, ""])


def _sources(sources: Mapping[str, Sequence[str]], item: ChecklistItem) -> list[tuple[str, str]]:
    exts = _EXT.get(item.language)
    if exts is None:
        return []  # no interpreter for the language (C#, SQL): nothing to run
    own = "/".join(item.file.split("/")[:-1])
    out = []
    for path, lines in sources.items():
        if not path.endswith(exts):
            continue
        if item.language == "go" and "/".join(path.split("/")[:-1]) != own:
            continue  # one package: the files of the item's directory
        out.append((path, "\n".join(lines)))
    return out


def _outcome(pairs: list[tuple[str, str]], item: ChecklistItem, call: str) -> Outcome | None:
    try:
        if item.language == "python":
            text = next((t for p, t in pairs if p == item.file), None)
            if text is not None and "\n" in call:
                return py_instances.sequence_outcome(text, call)  # a method, on its object (case_call)
            return py_eval.call_outcome(text, call) if text is not None else None
        if item.language in ("javascript", "typescript"):
            return js_eval.call_outcome(pairs, call, data=True)
        if item.language == "go":
            return go_eval.call_outcome(pairs, call)
        return java_eval.call_outcome(pairs, call)
    except (RecursionError, ValueError, TypeError, AttributeError, KeyError, IndexError):
        return None


def _replaced(pairs: list[tuple[str, str]], item: ChecklistItem, by: str) -> list[tuple[str, str]] | None:
    """The sources with the item's condition on its own line replaced by `by`; None unless written there once."""
    out = []
    for path, text in pairs:
        if path == item.file:
            lines = text.split("\n")
            line = lines[item.line - 1] if 0 < item.line <= len(lines) else ""
            if line.count(item.text) != 1:
                return None
            lines[item.line - 1] = line.replace(item.text, f"({by})")
            text = "\n".join(lines)
        out.append((path, text))
    return out


def _same(a: Outcome | None, b: Outcome | None) -> bool:
    return (
        a is not None
        and b is not None
        and (a.kind, a.line, a.path) == (b.kind, b.line, b.path)
        and (type(a.value) is type(b.value) and a.value == b.value)
    )


def arm_of(pairs: Sequence[tuple[str, str]], item: ChecklistItem) -> Arm | None:
    """The `switch` arm the item is (`case X` / `default`), read from its file among `pairs`."""
    text = next((t for p, t in pairs if p == item.file), None)
    return switch_arm(text.split("\n"), item) if text is not None else None


def arm_sources(
    pairs: Sequence[tuple[str, str]], item: ChecklistItem, arm: Arm, mode: Mode, guard: str | None = None
) -> list[tuple[str, str]] | None:
    """The sources with the arm forced on / off or probed (`switch_side.rewritten`) in the item's file."""
    out = []
    for path, text in pairs:
        if path == item.file:
            lines = rewritten(text.split("\n"), arm, mode, _PROBE, guard)
            if lines is None:
                return None
            text = "\n".join(lines)
        out.append((path, text))
    return out


def _side(pairs: list[tuple[str, str]], item: ChecklistItem, call: str, run: Outcome) -> bool | str | None:
    """The side the item's condition takes on the run: True / False; "unreached"; None when it cannot be told
    (written otherwise on its line, or evaluated more than once, or its side changes nothing). A `switch` arm's
    side is whether the run enters it by its label (`switch_side`)."""
    arm = arm_of(pairs, item)
    probe = _replaced(pairs, item, _PROBE) if arm is None else arm_sources(pairs, item, arm, "probe")
    if probe is None:
        return None
    if _same(_outcome(probe, item, call), run):
        return "unreached"  # a run that never reads the condition is not the run of its case
    python = item.language == "python"
    on, off = (
        _replaced(pairs, item, "True" if python else "true"),
        _replaced(pairs, item, "False" if python else "false"),
    )
    if arm is not None:
        on, off = arm_sources(pairs, item, arm, "on"), arm_sources(pairs, item, arm, "off")
    if on is None or off is None:
        return None
    as_on, as_off = _same(_outcome(on, item, call), run), _same(_outcome(off, item, call), run)
    return True if as_on and not as_off else False if as_off and not as_on else None


def _claimed(item: ChecklistItem, lines: Sequence[str], case_input: str) -> bool | None:
    """The side the case's input gives the item's condition, read from the input as the designer wrote it.

    A `switch` arm's case is the one entering it (the designer writes no case for an arm not taken): a run that
    does not enter it is another arm's, whatever the input's values.
    """
    if switch_arm(lines, item) is not None:
        return True
    env = {**constants(lines, item.language), **input_values(case_input, item.language)}
    value = value_of(item.text, env, item.language)
    return value if isinstance(value, bool) else None


def shown(value: Any, language: str) -> str | None:
    """A returned value as the language writes it, or None for one a case does not write as a literal.

    >>> shown("I", "python"), shown("a", "go"), shown(3.0, "typescript"), shown(Fixed(4), "java"), shown(None, "go")
    ("'I'", '"a"', '3', '4', 'nil')
    >>> shown((1, -1), "python"), shown(("a",), "python"), shown((1, object()), "python") is None
    ('(1, -1)', "('a',)", True)
    >>> shown([1.5, 2.0], "python"), shown([], "python"), shown(["二千", 3.0], "typescript")
    ('[1.5, 2.0]', '[]', '["二千", 3]')
    >>> shown({"type": "Feature", "bbox": [139.7, 35.7], "a-b": None}, "javascript")
    '{type: "Feature", bbox: [139.7, 35.7], "a-b": null}'
    >>> shown(list(range(100)), "javascript") is None  # too long for a reviewer to compare by eye
    True
    """
    if value is js_eval.UNDEFINED:
        return "undefined"
    if isinstance(value, CHAR):
        # as Java writes a char: `'a'`, `'\0'`, `'\u00e9'`
        n = int(value)
        return (
            "'\\0'" if n == 0 else f"'{chr(n)}'" if 32 <= n < 127 and chr(n) not in "'\\" else f"'\\u{n:04x}'"
        )
    if isinstance(value, Fixed):
        return str(int(value))
    if language == "python" and isinstance(value, bytes):
        return repr(value)
    if language in ("javascript", "typescript") and isinstance(value, (list, dict)):
        text = _js_data(value)
        return text if text is not None and len(text) <= MAX_DATA_TEXT else None
    if language == "python" and isinstance(value, list) and len(value) <= 8:
        parts = [shown(v, language) for v in value]
        return None if any(p is None for p in parts) else f"[{', '.join(p or '' for p in parts)}]"
    if language == "python" and isinstance(value, tuple) and value:
        # `return year, month - 1`: the pair a test compares with
        parts = [shown(v, language) for v in value]
        return (
            None
            if any(p is None for p in parts)
            else f"({', '.join(p or '' for p in parts)}{',' if len(parts) == 1 else ''})"
        )
    return _arg(value, language)


#: The longest array or object a case writes as its expected value: toCoordinate's four corners fit; getCodes'
#: 64 mesh codes do not (no reviewer compares those by eye).
MAX_DATA_TEXT = 160


def _js_data(value: Any) -> str | None:
    """An array or plain object as JavaScript writes it (keys bare where they are names), None for anything else."""
    if isinstance(value, list):
        parts = [shown(v, "javascript") for v in value]
        return None if any(p is None for p in parts) else f"[{', '.join(p or '' for p in parts)}]"
    if type(value) is dict:
        out = []
        for k, v in value.items():
            text = shown(v, "javascript")
            if not isinstance(k, str) or text is None:
                return None
            key = k if re.fullmatch(r"[A-Za-z_$][\w$]*", k) else json.dumps(k, ensure_ascii=False)
            out.append(f"{key}: {text}")
        return "{" + ", ".join(out) + "}"
    return None


def _within(item: ChecklistItem, lines: Sequence[str], run: Outcome) -> bool:
    """Whether the run is of the item's own function (an overload or a same-named function elsewhere is not)."""
    body = numbered_body(lines, item.symbol, item.line, item.language)
    if not body or not run.path:
        return False
    first, last = body[0][0] - 1, body[-1][0]
    if item.kind is not Kind.FUNCTION and item.line not in run.path:
        # a `default:` holds no expression for the run to read: its own statements say it was entered (Java's
        # item ends on its label line: its statements run to the next label or the switch's end)
        arm = switch_arm(lines, item) if item.text.strip() == "default" else None
        own = body_lines(arm) if arm is not None else range(0)
        entered = item.text.strip() == "default" and any(
            item.line < n <= item.end_line or n in own for n in run.path
        )
        if not entered:
            return False
    return all(first <= n <= last for n in run.path)


def case_run(
    sources: Mapping[str, Sequence[str]],
    item: ChecklistItem,
    case_input: str,
    *,
    fires: bool | None = None,
    preconditions: str = "",
) -> Run | Disagreement | None:
    """What the item's function does for the case's input, on the path the case is about.

    `fires`: for an exit (a `raise`, an early `return`), whether the case is the one that leaves there. None when
    the call cannot be made or run exactly; a `Disagreement` when it runs elsewhere than the case says.
    """
    lines = sources.get(item.file, [])
    call = case_call(lines, item, case_input, preconditions) if lines else None
    if call is None:
        return None
    pairs = _sources(sources, item)
    run = _outcome(pairs, item, call)
    if run is None or (run.file and run.file != item.file) or not _within(item, lines, run):
        return None
    if item.kind in (Kind.BRANCH, Kind.BOUNDARY):
        claimed = _claimed(item, lines, case_input)
        side = _side(pairs, item, call, run)
        if side == "unreached":
            return Disagreement(call, f"`{item.text}` is not evaluated on the run")
        if claimed is None and side is None:
            return None  # neither the input nor the run says which side: nothing is stated
        if isinstance(side, bool) and claimed is not None and side != claimed:
            return Disagreement(call, f"`{item.text}` is {side} on the run, {claimed} by the input")
    elif item.kind in (Kind.RAISE, Kind.EARLY_RETURN):
        if fires is not None and (run.line == item.line) != fires:
            return Disagreement(
                call, f"the run leaves at line {run.line}, not as the case says at line {item.line}"
            )
    elif item.kind is not Kind.FUNCTION:
        return None
    if (
        run.kind == "return"
        and run.value is None
        and not re.match(r"\s*return\s+[^\s;]", lines[run.line - 1] if 0 < run.line <= len(lines) else "")
    ):
        return None  # the end of a function, or a bare `return`: no result to state
    value = shown(run.value, item.language) if run.kind == "return" else None
    if run.kind == "return" and value is None:
        return None
    return Run(call, run, value)


def function_run(
    sources: Mapping[str, Sequence[str]], item: ChecklistItem, case_input: str, preconditions: str = ""
) -> Run | None:
    """What the item's function does for the case's input, whatever path it takes (the critic's reading: a value
    the function gives for the case's own input is supported by the case's own evidence)."""
    lines = sources.get(item.file, [])
    call = case_call(lines, item, case_input, preconditions) if lines else None
    if call is None:
        return None
    run = _outcome(_sources(sources, item), item, call)
    entry = item.model_copy(update={"kind": Kind.FUNCTION})
    if run is None or (run.file and run.file != item.file) or not _within(entry, lines, run):
        return None
    return Run(call, run, shown(run.value, item.language) if run.kind == "return" else None)


_GUARD_FN = {"python": "utspec_guard", "javascript": "utspecGuard", "typescript": "utspecGuard"}


def guard_value(
    sources: Mapping[str, Sequence[str]], first: ChecklistItem, cond: str, case_input: str
) -> bool | None:
    """A guard's condition over the function's parameters, run exactly at the case's values (True / False), or None.

    A function of those parameters returning the condition is added to the guard's file and called there, so the
    file's imports and constants (`constants_1.AREA_MESH_LEVELS`) are read as the guard reads them. Only Python and
    JavaScript; a condition naming anything else of the function (a local) is not run.

    >>> src = {"a.py": ["LEVELS = (1, 2)", "def f(level, x):", "    if level not in LEVELS:", "        raise E"]}
    >>> it = ChecklistItem(id="a.py:3:branch", kind=Kind.BRANCH, file="a.py", line=3, end_line=4, language="python",
    ...                    symbol="f", text="level not in LEVELS")
    >>> guard_value(src, it, "level not in LEVELS", "`level` = `3`"), guard_value(src, it, "level not in LEVELS", "`level` = `2`")
    (True, False)
    >>> guard_value(src, it, "level > y", "`level` = `3`") is None
    True
    """
    lang = first.language
    if lang not in _GUARD_FN:
        return None
    lines = sources.get(first.file, [])
    params = parameters(lines, first.symbol, first.line, lang)
    used = [p for p in params if re.search(rf"(?<![\w.$]){re.escape(p)}(?![\w$])", cond)]
    if not used:
        return None
    body = "\n".join(lines[n - 1] for n, _ in numbered_body(lines, first.symbol, first.line, lang))
    declared = {m for m in re.findall(r"(?<![\w.$])([A-Za-z_$][\w$]*)\s*=[^=]", body)} - set(params)
    if any(re.search(rf"(?<![\w.$]){re.escape(n)}(?![\w$])", cond) for n in declared):
        return None  # a local of the function
    given = input_values(case_input, lang, constants(lines, lang))
    raw = _raw_args(case_input, lang)
    args = [raw.get(p) if p not in given else _arg(given[p], lang) for p in used]
    if any(a is None for a in args):
        return None
    fn = _GUARD_FN[lang]
    if lang == "python":
        added = f"\n\ndef {fn}({', '.join(used)}):\n    return {cond}\n"
    else:
        added = f"\nfunction {fn}({', '.join(used)}) {{\n  return ({cond});\n}}\n"
    pairs = [(p, t + added if p == first.file else t) for p, t in _sources(sources, first)]
    out = _outcome(pairs, first, f"{fn}({', '.join(a for a in args if a is not None)})")
    if out is None or out.kind != "return" or not isinstance(out.value, bool):
        return None
    return out.value


def _own_block_end(lines: Sequence[str], guard: ChecklistItem) -> int:
    """The last line of the guard's own block: an `else` / `elif` arm after it is where a run that passes it goes
    (sunau's `getcompname` returns 'not compressed' from the `else` of its `if`/`elif` chain).

    >>> src = ["def f(t):", "    if t == 'U':", "        return 1", "    elif t == 'A':", "        return 2", "    else:",
    ...        "        return 3"]
    >>> g = ChecklistItem(id="a.py:4:branch", kind=Kind.BRANCH, file="a.py", line=4, end_line=7, language="python",
    ...                   symbol="f", text="t == 'A'")
    >>> _own_block_end(src, g)
    5
    """
    end = max(guard.end_line, guard.line)
    head = lines[guard.line - 1] if 0 < guard.line <= len(lines) else ""
    indent = len(head) - len(head.lstrip())
    for n in range(guard.line + 1, min(end, len(lines)) + 1):
        text = lines[n - 1]
        stripped = text.strip()
        if re.match(r"(?:\}\s*)?(?:else|elif)\b", stripped) and len(text) - len(text.lstrip()) <= indent:
            return n - 1
    return end


def normal_run(
    sources: Mapping[str, Sequence[str]],
    guards: Sequence[ChecklistItem],
    case_input: str,
    preconditions: str = "",
) -> Run | Disagreement | None:
    """The normal path's run: every guard passed, so the run neither leaves inside a guard's block nor raises."""
    if not guards:
        return None
    first = guards[0]
    lines = sources.get(first.file, [])
    call = case_call(lines, first, case_input, preconditions) if lines else None
    if call is None:
        return None
    run = _outcome(_sources(sources, first), first, call)
    if run is None or (run.file and run.file != first.file):
        return None
    entry = first.model_copy(update={"kind": Kind.FUNCTION})
    if not _within(entry, lines, run):
        return None
    if run.kind == "raise" or any(g.line <= run.line <= _own_block_end(lines, g) for g in guards):
        params = parameters(lines, first.symbol, first.line, first.language)
        given = {**input_values(case_input, first.language), **_raw_args(case_input, first.language)}
        if not any(p in given for p in params):
            # every argument held at its default (japanmesh's `getCodes()`): the input names no value to be wrong
            return None
        return Disagreement(call, f"the run leaves at line {run.line}, inside a guard", run.line)
    # a function ending with no result passed every guard too; it has no value to state
    return Run(call, run, shown(run.value, first.language) if run.value is not None else None)


__all__ = [
    "Disagreement",
    "Run",
    "arm_of",
    "arm_sources",
    "case_call",
    "case_run",
    "function_run",
    "guard_value",
    "normal_run",
    "shown",
]
