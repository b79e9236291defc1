"""expected-contradicts-code: a case's expected result states what the code it cites does not do.

The case cites checklist items whose effects are known (`ChecklistItem.effects`: raises T with
message M, returns V, writes table X, swallows or re-raises what a handler catches). On the case's
own path (`_case_facts.sides`: a boundary is evaluated at the case's value) the expected result
must not state:

- another exception type than the one raised, or another message;
- the opposite outcome: no exception, a normal end or a returned value where the code raises, an
  exception where the code returns;
- an exception the code raises only on the other side of a boundary ("raised" at 100 for `> 100`),
  or the condition's truth the wrong way round ("false for 101");
- an exception reaching the caller where the handler swallows it, or the reverse;
- another table than the one written;
- a value the function does not return: another value than the cited `return`, a cited `return`
  said not to happen, one said to happen on the other side of its boundary, or, on the main path
  (nothing cited ends the function early), another value than the function's final `return`;
- another value assigned than the cited assignment's, or an assignment said to happen (or not) on
  the wrong side of the condition that guards it; a conditional expression's assignment against the
  arm of the case's side, and a branch's `try` body by its first line (`_conditional`);
- an assignment said to happen where the cited `return`/`raise` fires before every line making it;
- an exception (of no named type) said to be raised on the main path, where nothing cited raises;
- a returned name or call that no `return` of the cited functions gives (another function's result);
- a number said returned through a name that every line setting it keeps to other numbers (`_name_values`);
- a loop's iteration count other than the one the case's input gives (`_loop_count`), or a value only a
  `return` inside the loop gives, where the input runs it zero times;
- a guarded `break`, `continue` or call said not to run on the side where it runs, or to run off it
  when nothing else in the function does it (`_guarded_claims`);
- a cited INSERT said to add no row, or a cited INSERT, UPDATE or DELETE said not to run (`_write_claims`),
  where nothing on the case's path fails or ends first;
- a raise said to happen on the designer's "passes every guard" input, where it sits in a guard's own block
  (`_guarded_raise`: that input never reaches it), or where the case cites that guard (`passed_guard`);
- an assignment the file makes only under a branch the case does not cite (`_elsewhere`: a result moved
  from another case);
- a literal said returned that the function's declared result type cannot hold (`_declared_type`: `-1` from a
  `byte[]` method, `true` from an `int` one);
- a literal said returned where the function's body, run at the case's `name` = `value` inputs, returns
  another (`_worked_return`: `0` where `shippingFee` gives 1170).
- the normal result on the designer's "passes every guard" input whose stated size makes a cited guard that
  ends the function hold (`_sized_guard`: "要素数 1 の `buf`" against `len(buf) != uuidLen`).

A reviewer can check every finding against one line of code, so it blocks. Only what both sides
state is compared (`_claims`): a result that says nothing about exceptions contradicts nothing.
"""

from __future__ import annotations

from utspec.critic.checks._case_facts import cited_items, sides
from utspec.critic.checks._claims import claims
from utspec.critic.checks._conditional import try_assignment
from utspec.critic.checks._doubled_return import doubled_return_hits
from utspec.critic.checks._example_call import example_call, open_expression
from utspec.critic.checks._exit_reached import exit_hits
from utspec.critic.checks._expression_arm import arm_hits
from utspec.critic.checks._go_exception import go_exception_hits
from utspec.critic.checks._handler_return import handler_return_hits
from utspec.critic.checks._interpreted import unrefuted
from utspec.critic.checks._negated_line_return import negated_line_hits
from utspec.critic.checks._numbers import show
from utspec.critic.checks._operand_call import operand_call_hits
from utspec.critic.checks._rethrown_choice import rethrown_choice, rethrows_variable
from utspec.critic.checks._returns_at import returns_at
from utspec.critic.checks._sized_guard import sized_guard_hits
from utspec.critic.checks._sql_rows import wrong_rows
from utspec.critic.checks._statement_call import statement_call_hits
from utspec.critic.checks._throwless_raise import throwless_raise_hits
from utspec.critic.checks._worked import worked_return_at
from utspec.critic.checks.contradicts_code.at_input import (
    untaken_arm_hits,
    value_arm_hits,
    worked_hits,
    worked_not_hits,
)
from utspec.critic.checks.contradicts_code.branches import (
    else_hits,
    elsewhere_hits,
    guarded_hits,
    guarded_raise_hits,
    other_arm_hits,
    unreached_hits,
)
from utspec.critic.checks.contradicts_code.cited_effect import (
    assign_hits,
    ended_hits,
    off_return_hits,
    raise_hits,
    return_hits,
    returned_elsewhere,
    truth_hits,
)
from utspec.critic.checks.contradicts_code.conditional import conditional_hits
from utspec.critic.checks.contradicts_code.declared import declared_type_hits
from utspec.critic.checks.contradicts_code.exit_kind import exit_kind_hits
from utspec.critic.checks.contradicts_code.handlers import handler_call_hits, handler_hits
from utspec.critic.checks.contradicts_code.kept_value import kept_literal_hits
from utspec.critic.checks.contradicts_code.loops import (
    after_loop_hits,
    block_loop_hits,
    branch_loop_assignment,
    loop_exit_hits,
    loop_hits,
    loop_return_hits,
)
from utspec.critic.checks.contradicts_code.main_path import final_hits, kept_return_hits, main_path_raise_hits
from utspec.critic.checks.contradicts_code.normal_run import normal_run_hits
from utspec.critic.checks.contradicts_code.passed_guard import passed_guard_hits
from utspec.critic.checks.contradicts_code.return_at import return_at_hits
from utspec.critic.checks.contradicts_code.returned import (
    foreign_return_hits,
    literal_return_hits,
    string_return_hits,
)
from utspec.critic.checks.contradicts_code.values import raised_type
from utspec.critic.checks.contradicts_code.writes import (
    insert_hits,
    table_hits,
    unhandled_write_hits,
    write_fail_hits,
    write_op_hits,
    write_runs_hits,
)
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, ItemEffect, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-contradicts-code"
SEVERITY = Severity.BLOCKING
SUMMARY = "A case's expected result states another exception, message, value, table or outcome than the code it cites."


def contradictions(inp: ReviewInput, case: TestCase, msg: Catalog) -> list[str]:
    """Each way the case's expected result contradicts the effects of the items it cites, as sentences."""
    items = cited_items(inp, case)
    if not items:
        return []
    all_sides = sides(items, case, {x.path: x.text for x in inp.sources})
    c = claims(case.expected)
    c = unrefuted(c, inp, case, items)  # a value the code gives when run on this input (_interpreted.py)
    fired = {
        raised_type(e.name) for s in all_sides if s.fires for e in s.effects if e.kind == "raise" and e.name
    }
    hits: list[str] = truth_hits(all_sides, c, msg)
    seen: set[tuple[str | None, str | None, str | None]] = set()
    for s in all_sides:
        effects = s.effects
        if s.item.kind is Kind.HANDLER:
            hits += handler_hits(s, {e.kind for e in effects}, c, msg)
            hits += handler_call_hits(s, case, c, inp, msg)
            # `except ValueError: return False` said to return `True` (_handler_return)
            hits += handler_return_hits(s, case, c, msg)
            continue
        src = next((x.text for x in inp.sources if x.path == s.item.file), "")
        # `a || f(x)` with `a` false calls `f`, whatever the whole condition gives (_operand_call)
        hits += operand_call_hits(s, case, c, src, msg)
        if s.fires is None:
            continue  # a branch the case may be on either side of (the normal path cites every guard)
        if not effects and s.item.kind is Kind.BRANCH:
            # a conditional whose arms stand on lines of their own gets no effect from the analyzers
            # (content-disposition's `index = RE.lastIndex = c\n ? index - 1\n : index`): its line is read
            hits += conditional_hits(s, c, inp, msg)
        for e in effects[:1]:  # the statement the item guards: what happens first is what a test sees
            if e.kind == "unknown" and s.item.kind is Kind.BRANCH:
                hits += block_loop_hits(s, e, case, msg)
            if e.kind == "unknown" and (
                assigned := try_assignment(e.value) or branch_loop_assignment(s, e, case)
            ):
                e = ItemEffect(
                    kind="assign", name=assigned[0], value=assigned[1]
                )  # a `try` or loop body's first line
            # Two assignments to one name are two statements (base64-js' `tmp = …` under `=== 1` and under `=== 2`,
            # both cited): keyed by the name alone, the second was never compared.
            key = (e.kind, e.name or e.value, e.value if e.kind == "assign" else None)
            if key in seen:
                continue
            seen.add(key)
            if e.kind in ("raise", "return") and s.fires and s.item.kind in (Kind.RAISE, Kind.EARLY_RETURN):
                hits += ended_hits(s, e, c, inp, msg)
            if e.kind in ("reraise", "return"):
                hits += exit_kind_hits(s, e, case, all_sides, msg)
            # `throw e` of what a handler caught raises the input's double's exception (`_rethrown_choice`).
            chosen = (
                rethrows_variable(e)
                and bool(c.raised)
                and all(rethrown_choice(x, case.input, items) for x in c.raised)
            )
            if e.kind == "raise" and e.name and not chosen:
                hits += raise_hits(s, e, c, fired, msg, case.expected)
            elif e.kind == "return" and s.fires:
                worked = worked_return_at(inp, case, s.item, e.value or "")
                if (
                    worked is None
                    and example_call(case.input)
                    and open_expression(e.value or "None", s.item.language)
                ):
                    worked = next(
                        iter(c.returns), None
                    )  # a worked example's literal may be what the expression gives
                hits += return_hits(s, e, c, fired, msg, worked)
            elif e.kind == "return":
                off = off_return_hits(s, e, c, returned_elsewhere(inp, items, s.item, e), msg)
                hits += off or return_at_hits(s, e, c, returns_at(case.expected), msg)  # "returns at line N"
            elif e.kind == "assign":
                hits += assign_hits(s, e, c, msg)
                hits += kept_return_hits(inp, items, s, e, c, msg)
                hits += kept_literal_hits(inp, items, s, e, c, msg)
            elif e.kind == "value":
                hits += conditional_hits(s, c, inp, msg)
            elif e.kind in ("break", "continue") or e.kind in ("call", "log", "output") and e.name:
                hits += guarded_hits(s, e, c, case, inp, msg)
                src = next((x.text for x in inp.sources if x.path == s.item.file), "")
                hits += statement_call_hits(s, e, case.expected, c, msg, src)  # T-SQL's `RAISERROR (…)`
    hits += table_hits(all_sides, c, msg)
    hits += write_op_hits(all_sides, case.expected, msg)
    hits += write_fail_hits(all_sides, c, msg)
    hits += unhandled_write_hits(inp, items, c, msg)
    inserted = insert_hits(case, all_sides, c, msg)
    hits += inserted or write_runs_hits(inp, case, all_sides, c, msg)
    hits += elsewhere_hits(inp, items, c, msg)
    hits += untaken_arm_hits(inp, case, items, c, msg)
    hits += value_arm_hits(inp, case, items, c, msg)
    hits += unreached_hits(inp, case, all_sides, msg)
    hits += guarded_raise_hits(inp, case, items, c, msg)
    hits += passed_guard_hits(case, all_sides, c, msg)  # the same, where the case cites the guard, not the raise
    hits += exit_hits(inp, case, items, c, msg)  # `else: return None` cited by a case the first `if` takes
    for item in items:
        if item.kind is Kind.LOOP:
            hits += loop_hits(item, case, msg, {x.path: x.text for x in inp.sources})
            hits += loop_return_hits(inp, item, case, c, msg)
            hits += after_loop_hits(inp, item, case, c, msg)
        if item.kind is Kind.SQL_CONDITION:
            hits += [msg("semantic_paths.code_rows_dropped" if said else "semantic_paths.code_rows_kept",
                         cond=item.text, ref=item.id, col=item.column, value=show(v))
                     for v, said in wrong_rows(item, case.expected)]  # fmt: skip
    hits += final_hits(inp, items, all_sides, c, msg, case.input)
    hits += worked_not_hits(inp, case, items, c, msg)
    hits += main_path_raise_hits(inp, case, items, all_sides, c, msg)
    hits += go_exception_hits(inp, case, items, c, msg)  # Go raises nothing but a panic
    hits += throwless_raise_hits(inp, case, items, c, msg)  # the function throws nothing
    hits += negated_line_hits(inp, case, items, msg)  # "does not return `V` at line N", N's `return` not `V`
    hits += normal_run_hits(inp, case, items, all_sides, msg)  # run on its input, it leaves in a guard
    hits += sized_guard_hits(inp, case, items, c, msg)  # its stated size takes a cited guard
    hits += foreign_return_hits(inp, items, all_sides, c, msg)
    hits += literal_return_hits(inp, items, all_sides, c, msg, example_call(case.input))
    hits += string_return_hits(inp, items, all_sides, c, msg)
    hits += declared_type_hits(inp, items, c, msg)
    hits += worked_hits(inp, case, items, all_sides, c, msg)
    hits += doubled_return_hits(inp, case, items, c, msg)
    hits += arm_hits(inp, all_sides, case.expected, msg)
    hits += else_hits(inp, all_sides, c, msg)
    hits += loop_exit_hits(inp, case, items, all_sides, msg)
    hits += other_arm_hits(inp, case, items, msg)  # two cited items in the two arms of one `if` / `else`
    return list(dict.fromkeys(hits))


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if hits := contradictions(inp, case, msg):
            out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                               message=msg("semantic.contradicts_code", case=case.id, hits=msg.join(hits)),
                               refs=[case.id]))  # fmt: skip
    return out
