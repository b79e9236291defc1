"""A call in a later operand of `A || f(x)` / `A && f(x)` runs or not by the earlier operands' truths.

The analyzers give a short-circuit condition's call as the branch's effect (go-glob's `return trailingGlob ||
strings.HasSuffix(subj, parts[end])`: a `call` of `strings.HasSuffix`), and the designer writes its case as the
earlier operand's value ("`trailingGlob` = `false`" → "`strings.HasSuffix` is called"). The whole condition's truth
stays unknown there (the call's result decides it), so the branch's side was None and the expected result was
compared with nothing: "`strings.HasSuffix` is not called" passed. Short-circuit evaluation settles the call
without the call's result: after `||` it runs only when every operand before it is false, after `&&` only when
every operand before it is true. Only one kind of top-level operator is read, and only operands whose truth the
input states (as `_operand_truths` reads them, or a bare name given `true`/`false`).

>>> operand_call("trailingGlob || strings.HasSuffix(subj, parts[end])", "strings.HasSuffix", "`trailingGlob` = `false`.")
True
>>> operand_call("trailingGlob || strings.HasSuffix(subj, end)", "strings.HasSuffix", "`trailingGlob` = `true`。")
False
>>> operand_call("ok and check(x)", "check", "Values for which `ok` is true."), operand_call("!a && f(b)", "f", "`a` = `true`")
(True, False)
>>> operand_call("a || f(b)", "f", "`b` = `1`") is None  # the earlier operand's truth is not stated
True
>>> operand_call("f(b) || a", "f", "`a` = `false`") is None  # the call stands first: nothing before it decides
True
>>> operand_call("a && b || f(c)", "f", "`a` = `false`") is None  # mixed operators: not read
True
"""

from __future__ import annotations

import re

from utspec.codetext import boolean_operands, top_level_operators
from utspec.critic.checks._case_facts import Side
from utspec.critic.checks._claims import Claims
from utspec.messages import Catalog
from utspec.models import Kind, TestCase

_TRUTH = re.compile(r"`([^`\n]+)`\s*(?:is|が|は)\s*(true|false|真|偽)", re.IGNORECASE)
_GIVEN = re.compile(r"`([A-Za-z_$][\w.$]*)`\s*(?:=|==|:|に|を)\s*`?(true|false|True|False)`?(?![\w])")
_AND, _OR = (" and ", "&&"), (" or ", "||")
_NOT = re.compile(r"^\s*(?:not\s+|!\s*)")


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _truth(operand: str, stated: dict[str, bool], given: dict[str, bool]) -> bool | None:
    """The operand's truth the input states: as a whole, or a bare name (maybe negated) given a boolean."""
    if (t := stated.get(_squash(operand))) is not None:
        return t
    negated = bool(_NOT.match(operand))
    bare = _NOT.sub("", operand).strip()
    if re.fullmatch(r"[A-Za-z_$][\w.$]*", bare) and (t := given.get(bare)) is not None:
        return t != negated
    return None


def operand_call(cond: str, call: str, input_text: str) -> bool | None:
    """Whether `call`, made in a later top-level operand of `cond`, runs (None: the input does not decide it)."""
    ops = {op for _, op in top_level_operators(cond, (*_AND, *_OR), quotes=True)}
    if not ops or (ops & set(_AND) and ops & set(_OR)):
        return None
    conj = bool(ops & set(_AND))
    operands = boolean_operands(cond, _AND if conj else _OR)
    at = [n for n, o in enumerate(operands) if re.search(rf"(?<![\w.$]){re.escape(call)}\s*\(", o)]
    if len(at) != 1 or at[0] == 0:
        return None
    stated = {_squash(m.group(1)): m.group(2).lower() in ("true", "真") for m in _TRUTH.finditer(input_text)}
    given = {m.group(1): m.group(2).lower() == "true" for m in _GIVEN.finditer(input_text)}
    truths = [_truth(o, stated, given) for o in operands[: at[0]]]
    # `||` goes on past an operand only when it is false, `&&` only when it is true.
    goes_on = conj
    if any(t is not None and t != goes_on for t in truths):
        return False
    return True if all(t is not None for t in truths) else None


def in_condition(cond: str, call: str) -> bool:
    """Whether `call` is made in a later operand of `cond`'s top-level `||`/`&&` (what this module reads).

    >>> in_condition("a || f(x)", "f"), in_condition("a > 1", "f"), in_condition("f(x) && a", "f")
    (True, False, False)
    """
    return bool(call) and earlier_operands(cond, call) is not None


def earlier_operands(cond: str, call: str) -> tuple[str, bool] | None:
    """The operands before the one making `call`, joined as the code joins them, and whether the operator is `&&`.

    >>> earlier_operands("a || b || f(x)", "f")
    ('a || b', False)
    """
    ops = [op for _, op in top_level_operators(cond, (*_AND, *_OR), quotes=True)]
    if not ops:
        return None
    conj = ops[0] in _AND
    operands = boolean_operands(cond, _AND if conj else _OR)
    at = next(
        (n for n, o in enumerate(operands) if re.search(rf"(?<![\w.$]){re.escape(call)}\s*\(", o)), None
    )
    if not at:
        return None
    return f" {ops[0].strip()} ".join(operands[:at]), conj


def operand_call_hits(side: Side, case: TestCase, c: Claims, src: str, msg: Catalog) -> list[str]:
    """A call of a later operand said not to run where the earlier operands let it run, or to run where they stop it.

    The whole condition's side says nothing of such a call (`a || f(x)` is true when `a` is, and `f` never runs), so
    this reading replaces `branches.guarded_hits` for it; a call said to run where it does not must be the function's
    only call of that name, as there.
    """
    if side.item.kind is not Kind.BRANCH:
        return []
    e = next(iter(side.effects[:1]), None)
    if e is None or e.kind != "call" or not e.name:
        return []
    runs = operand_call(side.item.text, e.name, case.input)
    before = earlier_operands(side.item.text, e.name)
    if runs is None or before is None:
        return []
    cond, conj = before
    truth = msg("semantic.truth_true" if runs == conj else "semantic.truth_false")
    for name, called in c.called:
        if name != e.name:
            continue
        if runs and not called:
            return [
                msg("semantic_paths.code_guarded_runs", cond=cond, truth=truth, ref=side.item.id, stmt=name)
            ]
        if not runs and called and src.count(f"{name}(") == 1:
            return [
                msg(
                    "semantic_paths.code_guarded_skipped", cond=cond, truth=truth, ref=side.item.id, stmt=name
                )
            ]
    return []
