"""A worked example linked to a case that does not state its call becomes a case of its own, on the same code.

kanji-to-number's key item "`kanji_to_number("十")` は `10` を返す" was linked to the function's normal path,
whose input read "input that passes every guard (see the normal-path case)" and whose result read "`result` is
returned": the key item's call and value were in the evidence column and nowhere else, and a reviewer could not
check the case against it. The statement states a whole test. When no case citing it states its call, the
statement gets that case (the call as input, the literal as the result), citing the code the linker chose for it,
and the case it was linked to lets go of it. Nothing is guessed: the input and the result are copied from the
statement (`worked_example`), the code refs from the linked case.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from utspec.anchoring.worked_example import Example, worked_example
from utspec.designer.offline.argument_free import names_no_argument
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.design_cases import contradicted_question, worked_draft
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.example_args import bound_arguments
from utspec.designer.offline.example_path import takes_path
from utspec.designer.offline.example_setup import called_function, setup_call
from utspec.messages import sentence_pattern
from utspec.models import Category, TestCase

_QUOTES = "'\"`「」“”"
#: The designer's normal-path inputs, recognised by their catalog templates (any language): it passes every guard and
#: names no branch (`in.valid`, `in.valid_any`); a branchless function's call is its normal path too (`in.entry*`,
#: entry_cases.py). With no value to name, it lists the guards kept false (`in.valid_none`: "`v == math.MinInt64`
#: が成り立たない入力（…）", go-humanize's Comma, whose example `Comma(834142)` → `834,142` stayed in its evidence
#: column only) or, leaving through their `else`, held (`in.valid_all`).
_PASSES_ALL = sentence_pattern(
    "in.valid", "in.valid_any", "in.valid_none", "in.valid_all", "in.entry", "in.entry_any", "in.entry_none"
)


def normal_path(case: TestCase) -> bool:
    """Whether a case is a function's normal path (its input passes every guard), the one place an example's call
    can stand for: a branch or boundary case's code holds for its own values, which the example's need not take (a
    go-units example at 450 on the `seconds < 1` boundary case was a contradiction the critic rightly blocked)."""
    return _PASSES_ALL.search(case.input) is not None


def _bare(value: str) -> str:
    """A literal without its quotes: `'十'` and `"十"` are the same argument."""
    return value.strip().strip(_QUOTES)


def states_call(case: TestCase, example: Example, sources: Mapping[str, Sequence[str]]) -> bool:
    """Whether the case's input already gives the example's call: the call itself, or every argument's value.

    >>> from utspec.models import Category
    >>> c = TestCase(id="TC-001", perspective="p", category=Category.NORMAL, preconditions="", input="`kanji` = `\\"十\\"`.",
    ...              expected="e", evidence=[])
    >>> src = {"k.py": ["def f(kanji):", "    return 1"]}
    >>> states_call(c, Example("f('十')", "10"), src), states_call(c, Example("f('二十')", "20"), src)
    (True, False)
    >>> states_call(c, Example('f("")', "0"), src)
    False
    """
    if example.call in case.input:
        return True
    bound = bound_arguments(example.call, sources)
    values = [v for _, v in bound or []]
    return bool(values) and all(_gives(case.input, v) for v in values)


def _gives(text: str, value: str) -> bool:
    """Whether `text` names the literal `value` as a whole word (an empty string only as a quoted pair)."""
    if not (bare := _bare(value)):
        return any(pair in text for pair in ('""', "''", "``"))
    return re.search(rf"(?<![^\s`'\"=（(]){re.escape(bare)}(?![^\s`'\"。.、,)）])", text) is not None


#: A case input that names no value ("Values for which `cond` is true (the code names no literal …)", `in.none`).
_NO_VALUE = sentence_pattern("in.none", "in.none_pair")


def _unquoted(text: str) -> str:
    """`text` with every single quote read as a double one: `'sheep'` and `"sheep"` are one result."""
    return text.replace("'", '"')


def _giving_case(cases: Sequence[TestCase], holder: TestCase, example: Example, ctx: Ctx) -> TestCase | None:
    """Another case on the example's function whose input gives the call's arguments and whose result is the example's."""
    name = example.function
    own = {i.id for i in ctx.items if (i.symbol or "").split(".")[-1] == name}
    return next((c for c in cases if c is not holder and any(r in own for r in c.evidence)
                 and states_call(c, example, ctx.sources) and _states_result(c, example)), None)  # fmt: skip


def _states_result(case: TestCase, example: Example) -> bool:
    """Whether the case's expected result names the example's result as a value of its own (`False`, `"abc"`)."""
    bare = _bare(example.result)
    if not bare:  # the empty string: `""` or `''`, never the bare ``
        return example.result.strip() in ('""', "''") and any(f"`{q}{q}`" in case.expected for q in ('"', "'"))
    return any(f"`{q}{bare}{q}`" in case.expected for q in ("", '"', "'"))


def become_example(case: TestCase, draft: Draft, ref: str) -> None:
    """The normal-path case takes its function's first worked example as its own input and result.

    The drafted input only passes the guards the designer can read, and may fail one it cannot: ja2num's normal path
    took `"a" * 32` from the length guard, which the later `new RegExp('^[…]+$')` test refuses, and said "no
    exception" beside four example cases that call the function with real numerals. The example's call and result
    are concrete; the case keeps its code evidence and its other statements.
    """
    case.perspective, case.category, case.input, case.expected = draft[0], draft[1], draft[3], draft[4]
    case.preconditions = draft[2]  # the holder's own, or the call the example makes first (example_setup.py)
    case.evidence = list(dict.fromkeys([*case.evidence, ref]))


def take_values(case: TestCase, draft: Draft, ref: str) -> None:
    """A branch case whose side the example's values take states the example's call and result as its own.

    Its perspective and category stay (the case is still about its condition); the input it had gave the same side
    with another value, which a reviewer could not check against the example it cited.
    """
    case.preconditions, case.input, case.expected = draft[2], draft[3], draft[4]
    case.evidence = list(dict.fromkeys([*case.evidence, ref]))


def split_worked(statements: Mapping[str, str], cases: list[TestCase], items: frozenset[str], ctx: Ctx,
                 add: Callable[[Draft, list[str]], TestCase]) -> None:  # fmt: skip
    """For each worked-example statement on one normal-path case that does not state its call: its own case on that
    case's code.

    `statements` maps a DR/KT id to its text; `items` are the checklist ids (code refs); `add` is the builder's
    `add(draft, evidence)`. A statement cited by no case, by two, or by a case citing no code is left as it is.
    """
    defined, strings = ctx.defined, ctx.string_results
    worked: set[str] = set()  # the normal-path cases that became their first example
    normal = {c.id for c in cases if normal_path(c)}  # read before any of them becomes an example
    unvalued = {c.id for c in cases if _NO_VALUE.search(c.input)}
    for ref, text in statements.items():
        holders = [c for c in cases if ref in c.evidence]
        # Cited by two cases, the linker could not tell which code the example runs: neither is given up for a guess.
        if len(holders) != 1 or (example := worked_example(text, defined, strings)) is None:
            continue
        (holder,) = holders
        if (question := contradicted_question(ref, text, ctx)) is not None:
            # the code gives another value: asked, and the case keeps its own input (design_cases)
            ctx.ask(question)
            continue
        if states_call(holder, example, ctx.sources):
            continue
        # A branch case whose input names no value takes the example's call when the example gives the result the
        # case states: is_snakecase("from-that-thrift-shop") → False on "values for which `is_kebabcase(…) and
        # not is_camelcase(…)` is true" → `False` (pyhumps' KT-6 on its own branch).
        # So does a branch case whose values set none of the call's arguments (a local, a count: argument_free.py).
        loose = (
            holder.id not in normal
            and holder.category != Category.BOUNDARY
            and names_no_argument(holder.input, [p for p, _ in bound_arguments(example.call, ctx.sources) or []])
        )
        if (holder.id in unvalued or loose) and holder.id not in worked and _states_result(holder, example):
            if (draft := worked_draft(ref, text, holder.preconditions, ctx)) is not None:
                worked.add(holder.id)
                holder.input = draft[3]  # the statement stays in its evidence: the case is its example now
            continue
        # The example's values on its case (the lead's decision, session 29): the normal path takes any call that passes
        # its guards; a branch case only one whose values take its side of its condition (example_path.py).
        path = True if holder.id in normal else takes_path(holder, example.call, ctx)
        code = [r for r in holder.evidence if r in items]
        if not code or (draft := worked_draft(ref, text, holder.preconditions, ctx)) is None:
            continue
        # The example calls another function after the holder's ("After ConfigureAcronym(…), ToCamel(…) returns
        # …"): the result is that function's, so its code is cited beside the holder's.
        called = called_function(example, ctx) if setup_call(text, example, defined) is not None else []
        code = list(dict.fromkeys([*code, *called]))
        holder.evidence = [r for r in holder.evidence if r != ref] + [r for r in called if r not in holder.evidence]
        # A design example and a key item giving the same call and result (go-humanize's DR-23 and KT-10, both
        # `IBytes(82854982)` → `79 MiB`) are one case citing both, not two identical cases.
        # So is a case that already gives the call's arguments and states its result (inflection's `word` = `""` →
        # `""` and KT-4 `pluralize("")` は空文字列を返す), or the same call with the result quoted another way.
        same = next((c for c in cases if c.input == draft[3] and _unquoted(c.expected) == _unquoted(draft[4])), None)
        if same is not None:
            same.evidence = list(dict.fromkeys([*same.evidence, *code, ref]))
            continue
        if (given := _giving_case(cases, holder, example, ctx)) is not None:
            given.evidence.append(ref)  # its own code stays its own: the holder's path is not this input's
            continue
        if holder.id not in worked and path is True:
            worked.add(holder.id)
            if holder.id in normal:
                become_example(holder, draft, ref)
            else:
                take_values(holder, draft, ref)
            continue
        add(draft, [*code, ref])


__all__ = ["become_example", "normal_path", "split_worked", "states_call", "take_values"]
