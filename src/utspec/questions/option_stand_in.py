"""Stand-ins for a key item that gives one option of an options object and leaves the other inputs unsaid.

"unit に対応していない単位（'XB' など）を指定すると、エラーを送出すること" names the option `unit` that bytes' `format(value,
options)` documents (`@param {string} [options.unit=]`), gives it `'XB'`, and says nothing of `value`. A reviewer
checks it by calling `format(n, {unit: 'XB'})` for a few numbers n. The lead's decision of session 30 allows stand-ins
for an object as for a value: the object holds exactly the attribute the words give (nothing else is made up), the
unsaid number parameters take `stand_in.NUMBERS`, and the runs are judged by `stand_in_runs.combined` (contradicted
only when every outcome is wrong and all are of one kind; the question lists each stand-in with what it gave).

Read only: a JavaScript/TypeScript function whose JSDoc declares `@param {type} [options.name]` for an options
parameter; exactly one such option (of exactly one function) named in the text as code (`unit に`, `` `unit` ``);
the function, when the text names one, is that one; one literal input of the option's declared type; every required
parameter before the options one unsaid, typed as a number and not named. Anything else: None (no guess).
"""

from __future__ import annotations

import re

from utspec.models import SourceText
from utspec.questions.stand_in import (
    _JSDOC_FN,
    _NEGATED_AFTER,
    _NEGATED_BEFORE,
    _NEGATED_OUTCOME,
    NUMBERS,
    StandIns,
    _literal_type,
    _type,
    params_of,
)

#: `@param {string} [options.unit=]`: an option of an options parameter, with its declared type.
_OPTION = re.compile(r"@param\s+\{(?P<t>[^}]*)\}\s+\[?\s*(?P<obj>[A-Za-z_$][\w$]*)\.(?P<n>[A-Za-z_$][\w$]*)")


def declared_options(source: str) -> dict[str, tuple[str, dict[str, str | None]]]:
    """Each JSDoc-documented function's options parameter and its options with their types.

    >>> src = "/**\\n * @param {number} value\\n * @param {object} [options]\\n * @param {string} [options.unit=]\\n */\\nfunction format(value, options) {}"
    >>> declared_options(src)
    {'format': ('options', {'unit': 'string'})}
    """
    out: dict[str, tuple[str, dict[str, str | None]]] = {}
    for m in _JSDOC_FN.finditer(source):
        found = list(_OPTION.finditer(m.group("doc")))
        params = [p.strip() for p in m.group("p").split(",")]
        holders = {o.group("obj") for o in found}
        if len(holders) == 1 and (holder := holders.pop()) in params:
            out[m.group("f")] = (holder, {o.group("n"): _type(o.group("t")) for o in found})
    return out


def option_stand_ins(
    text: str,
    sources: list[SourceText],
    defined: frozenset[str],
    connected: re.Pattern[str],
    ended: re.Pattern[str],
) -> StandIns | None:
    """The stand-in calls for a statement giving one option's value and leaving the numbers unsaid, else None.

    >>> from utspec.questions.evaluated_call import _CONNECTED, _ENDED
    >>> src = SourceText(path="i.js", text="/**\\n * @param {number} value\\n * @param {object} [options]\\n * @param {string} [options.unit=]\\n */\\nfunction format(value, options) {}\\n")
    >>> s = option_stand_ins("unit に 'XB' を指定すると、エラーを送出すること", [src], frozenset({"format"}), _CONNECTED, _ENDED)
    >>> s.calls[0], s.shown, s.said
    ("format(0, {unit: 'XB'})", "format(value, {unit: 'XB'})", 'value = 0, 1, 1000')
    """
    from utspec.questions.worded_input import _input_part, _named, _outcome_start, input_value

    js = [s for s in sources if s.path.endswith((".js", ".mjs", ".cjs", ".ts"))]
    if not js or "(" in re.sub(r"（[^）]*）", "", text):
        return None  # a written call is an ordinary run
    declared: dict[str, tuple[str, dict[str, str | None]]] = {}
    for s in js:
        declared.update(declared_options(s.text))
    named = [
        (f, o)
        for f, (_, options) in declared.items()
        for o in options
        if re.search(rf"(?<![\w$.]){re.escape(o)}(?:`?\s*(?:に|を|が|は|の|option|=|:))", text)
    ]
    if len(named) != 1:
        return None
    function, option = named[0]
    said_function = _named(text, defined)
    if said_function is not None and said_function != function:
        return None
    start = _outcome_start(text, connected, ended)
    if start is None or (part := _input_part(text, start)) is None:
        return None
    literal = input_value(re.sub(rf"(?<![\w$]){re.escape(option)}(?![\w$])", " ", part))
    if literal is None or not re.fullmatch(r"'[^']*'|\"[^\"]*\"|-?\d+(?:\.\d+)?", literal):
        return None
    at = part.find(literal)
    if _NEGATED_BEFORE.search(part[:at]) or _NEGATED_AFTER.match(part[at + len(literal) :]):
        return None  # the literal is what the option lacks
    if _NEGATED_OUTCOME.search(text[start:]):
        return None  # a negated outcome is no outcome to compare
    holder, options = declared[function]
    if options[option] is not None and options[option] != _literal_type(literal):
        return None  # 'XB' for a number option: the words and the declaration disagree
    params = params_of(sources).get(function)
    if params is None or holder not in [p.name for p in params]:
        return None
    before = params[: [p.name for p in params].index(holder)]
    if not before or any(p.optional or p.type != "number" for p in before):
        return None  # only unsaid numbers have stand-ins
    if any(re.search(rf"(?<![\w$]){re.escape(p.name)}(?![\w$])", text) for p in before):
        return None  # the text speaks of the parameter: it is said, not unsaid
    given = f"{{{option}: {literal}}}"
    calls = tuple(f"{function}({', '.join([v] * len(before) + [given])})" for v in NUMBERS)
    labels = tuple(", ".join(f"{p.name} = {v}" for p in before) for v in NUMBERS)
    shown = f"{function}({', '.join([p.name for p in before] + [given])})"
    said = ", ".join(f"{p.name} = {', '.join(NUMBERS)}" for p in before)
    return StandIns(calls, text[start:], shown, said, labels)


__all__ = ["declared_options", "option_stand_ins"]
