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
- an assignment the file makes only under a branch the case does not cite (`_elsewhere`: a result moved
  from another case);
- a literal said returned where the function's body, run at the case's `name` = `value` inputs, returns
  another (`_worked_return`: `0` where `shippingFee` gives 1170).

A reviewer can check every finding against one line of code, so it blocks. Only what both sides
state is compared (`_claims`): a result that says nothing about exceptions contradicts nothing.
"""

from __future__ import annotations

import re

from utspec.analyzers.effects import effects_of, handled_types
from utspec.analyzers.path_value import input_values
from utspec.critic.checks._after_loop import after_loop_return
from utspec.critic.checks._body_returns import body_returns
from utspec.critic.checks._case_facts import Side, cited_items, sides
from utspec.critic.checks._claims import Claims, claims, norm_value
from utspec.critic.checks._concise_arrow import concise_body
from utspec.critic.checks._conditional import (
    conditional_assignment,
    conditional_return,
    top_level,
    try_assignment,
)
from utspec.critic.checks._doubled_return import doubled_return_hits
from utspec.critic.checks._else_arm import else_arm, else_raise_hit, unconditional
from utspec.critic.checks._elsewhere import assignment_lines, only_under_uncited
from utspec.critic.checks._example_call import example_call, open_expression
from utspec.critic.checks._exit_reached import exit_hits
from utspec.critic.checks._expression_arm import arm_hits
from utspec.critic.checks._guarded_claims import said_exit
from utspec.critic.checks._handler_raises import handler_raises
from utspec.critic.checks._kept_return import kept_to_return
from utspec.critic.checks._literal_returns import cannot_return
from utspec.critic.checks._literal_side import literal_values
from utspec.critic.checks._loop_block import body_assignment, loop_assignment, loop_body, runs
from utspec.critic.checks._loop_count import input_iterations, said_iterations
from utspec.critic.checks._loop_exit import enclosing_loop, ran_but_zero, zero_run_exit
from utspec.critic.checks._main_path import ending_guards, final_return_of, on_main_path
from utspec.critic.checks._message_template import PLACEHOLDER, fits
from utspec.critic.checks._name_values import values_at_return
from utspec.critic.checks._nested_function import in_nested_function
from utspec.critic.checks._never_assigned import other_values
from utspec.critic.checks._no_exit import without_exit
from utspec.critic.checks._numbers import same_number, show
from utspec.critic.checks._rethrown_choice import rethrown_choice, rethrows_variable
from utspec.critic.checks._return_elsewhere import literal_return_lines
from utspec.critic.checks._sized_side import tested_collection
from utspec.critic.checks._sql_blocks import with_block_ends
from utspec.critic.checks._sql_rows import wrong_rows
from utspec.critic.checks._statement_call import statement_call_hits
from utspec.critic.checks._string_valued import string_valued
from utspec.critic.checks._unhandled_write import unhandled_write
from utspec.critic.checks._unreached import passes_all, unreached
from utspec.critic.checks._untaken_arm import untaken_arm
from utspec.critic.checks._value_arm import taken_value
from utspec.critic.checks._worked import worked_return_at, worked_returns
from utspec.critic.checks._worked_return import refuted, worked_value
from utspec.critic.checks._write_claims import said_writes
from utspec.critic.checks._write_op import write_op_conflict
from utspec.critic.review_input import ReviewInput
from utspec.designer.offline.facts import strip_comment
from utspec.designer.offline.signature import function_body, numbered_body
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, ItemEffect, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-contradicts-code"
SEVERITY = Severity.BLOCKING
#: The function's normal end is not known (see `_returned_elsewhere`): it may return any value.
UNKNOWN = "\0unknown"
SUMMARY = "A case's expected result states another exception, message, value, table or outcome than the code it cites."


def _said(c: Claims, msg: Catalog) -> str:
    """What the expected result states instead of an exception, in the reviewer's words."""
    if c.not_raised:
        return msg("semantic.said_not_raised", exc=sorted(c.not_raised)[0])
    if c.no_exception:
        return msg("semantic.said_no_exception")
    if c.returns:
        return msg("semantic.said_returns", value=c.returns[0])
    return msg("semantic.said_success")


def _has_placeholder(message: str) -> bool:
    return any(ch in message for ch in "{}%$")


def raised_type(name: str) -> str:
    """The type a `throw` of a factory call raises: `NumberFormatException.forInputString` (jdk-radix's
    `throw NumberFormatException.forInputString("", radix)`) raises a `NumberFormatException`, and a spec
    naming either names the same exception (the claim reader keeps the type).

    >>> raised_type("NumberFormatException.forInputString"), raised_type("errors.ValidationError"), raised_type("E")
    ('NumberFormatException', 'errors.ValidationError', 'E')
    """
    m = re.fullmatch(r"(.*\b[A-Z]\w*)\.[a-z_]\w*", name)
    return m.group(1) if m else name


def _raise_hits(side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog, expected: str = "") -> list[str]:
    ref = side.item.id
    exc = raised_type(e.name or "")
    if side.fires is False:
        if exc in c.raised and exc not in fired:
            guard = side.guard or side.item
            at = show(side.value) if side.value is not None else msg("semantic.the_input")
            return [msg("semantic.code_wrong_side", value=at, cond=guard.text,
                        truth=msg("semantic.truth_false"), ref=guard.id, exc=exc)]  # fmt: skip
        return []
    if c.raised and not (c.raised & fired):
        return [msg("semantic.code_raises_other", exc=exc, ref=ref, said=", ".join(sorted(c.raised)))]
    if not c.raised and (exc in c.not_raised or c.no_exception or c.success or c.returns):
        return [msg("semantic.code_raises_not", exc=exc, ref=ref, said=_said(c, msg))]
    if exc in c.raised and e.message and not _has_placeholder(e.message) and c.messages:
        want = " ".join(e.message.split()).casefold()
        if all(" ".join(m.split()).casefold() != want for m in c.messages):
            return [msg("semantic.code_message", exc=exc, msg=e.message, ref=ref, said=c.messages[0])]
    if exc in c.raised and e.message and PLACEHOLDER.search(e.message) and c.messages:
        # A formatted message: its words around the placeholders must be there (`_message_template`).
        # A message quoting a value in double quotes reads as two: the outermost quotes give it whole (ms-ts).
        outer = re.search(r'"(.*)"', expected, re.DOTALL)
        if not any(fits(m, e.message) for m in (*c.messages, *(outer.groups() if outer else ()))):
            return [msg("semantic.code_message", exc=exc, msg=e.message, ref=ref, said=c.messages[0])]
    return []


_STRING = re.compile(r"""^(['"`])(.*)\1$""", re.DOTALL)


def _unquote(v: str) -> str:
    """A string literal's text whatever its quotes: a spec writes a JS template literal (in backticks in the
    code) as `'${n}y'`, since a backtick cannot stand inside a Markdown code span (ms-ts was blocked on it)."""
    m = _STRING.match(v)
    return m.group(2) if m else v


def _same(a: str, b: str) -> bool:
    """Two values or expressions alike up to spacing, backticks, string quotes and `None`/`null` spelling.

    A template literal inside a larger expression is written with `'` in a spec too (no backtick stands in
    a Markdown code span): ts-dedent's `new RegExp(`…`, 'g')`, go-units' message naming `soft[:hard]`.

    >>> _same("new RegExp('\\n{${n}}', 'g')", "new RegExp(`\\n{${n}}`, 'g')"), _same("f('a')", 'f("a")')
    (True, False)
    """
    x, y = norm_value(re.sub(r"\s+", "", a)), norm_value(re.sub(r"\s+", "", b))
    return x == y or _unquote(x) == _unquote(y) or x.replace("`", "'") == y.replace("`", "'")


def _return_hits(
    side: Side, e: ItemEffect, c: Claims, fired: set[str], msg: Catalog, worked: str | None = None
) -> list[str]:
    """`worked`: what the returned expression gives for the case's input (`worked_return_at`), a value it may state."""
    value = e.value or "None"
    if c.raised and not (c.raised & fired):
        return [msg("semantic.code_returns_raise", value=value, ref=side.item.id, said=", ".join(sorted(c.raised)))]
    if c.returns and all(not _same(r, value) and not (worked is not None and _same(r, worked)) for r in c.returns):
        return [msg("semantic.code_returns_other", value=value, ref=side.item.id, said=c.returns[0])]
    if any(_same(r, value) for r in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=value, ref=side.item.id)]
    return []


def _off_return_hits(side: Side, e: ItemEffect, c: Claims, others: set[str], msg: Catalog) -> list[str]:
    """A return said to happen on the side of its boundary where it does not (`others`: values returned elsewhere)."""
    value = e.value or "None"
    if side.guard is None and side.item.kind is Kind.BRANCH and side.fires is False:
        # A branch whose side the input decides (`_case_facts.stated_side`): no boundary value to show.
        if UNKNOWN in others or any(_same(value, o) for o in others) or not any(_same(r, value) for r in c.returns):
            return []
        return [msg("semantic_paths.code_return_wrong_side", at=msg("semantic.the_input"), cond=side.item.text,
                    truth=msg("semantic.truth_false"), ref=side.item.id, value=value)]  # fmt: skip
    if side.guard is None or side.value is None:
        return []
    if c.not_returns and not c.returns and all(not _same(r, value) for r in c.not_returns):
        # "does not return `1` at line 23" where line 23 returns `0`: the sentence is about another return.
        return [msg("semantic_paths.code_not_returns_other", ref=side.item.id, value=value, said=c.not_returns[0])]
    if UNKNOWN in others or any(_same(value, o) for o in others):
        return []
    if any(_same(r, value) for r in c.returns):
        return [msg("semantic_paths.code_return_wrong_side", at=show(side.value), cond=side.guard.text,
                    truth=msg("semantic.truth_false"), ref=side.guard.id, value=value)]  # fmt: skip
    return []


def _returned_elsewhere(
    inp: ReviewInput, items: list[ChecklistItem], item: ChecklistItem, e: ItemEffect
) -> set[str]:
    """What the function returns other than through `e`: its other returns and its final `return`."""
    pool = inp.checklist if inp.citable is None else inp.citable
    same = [i for i in pool if i.file == item.file and i.symbol == item.symbol]
    # The statement `e` is the one inside the branch on the item's line.
    end = max(
        [
            item.end_line,
            item.line + 1,
            *(b.end_line for b in same if b.kind is Kind.BRANCH and b.line == item.line),
        ]
    )
    out = {x.value or "None" for i in same if i.kind is Kind.EARLY_RETURN and not item.line <= i.line <= end
           for x in effects_of(i)[:1] if x.kind == "return"}  # fmt: skip
    final = final_return_of(inp, items)
    return {*out, final.value or "None"} if final is not None else {*out, UNKNOWN}


def _assign_hits(side: Side, e: ItemEffect, c: Claims, msg: Catalog) -> list[str]:
    name, value = e.name or "", e.value or ""
    said = [v for n, v in c.assigned if _same(n, name)]
    denied = [v for n, v in c.not_assigned if _same(n, name)]
    ref = side.item.id
    if side.fires:
        if said and all(not _same(v, value) for v in said):
            return [msg("semantic_paths.code_assign_other", name=name, value=value, ref=ref, said=said[0])]
        if any(_same(v, value) for v in denied):
            return [msg("semantic_paths.code_assign_not", name=name, value=value, ref=ref)]
        if not said and value and (other := next((n for n, v in c.assigned if _same(v, value) and not _same(n, name)), None)):
            # The cited line's value given to another name (`elts[1]` for the line's `elts[0] = JLA.join(…)`).
            return [msg("semantic_paths.code_assign_target", name=name, value=value, ref=ref, said=other)]
    elif side.fires is False and any(_same(v, value) for v in said):
        guard = side.guard or side.item
        return [msg("semantic_paths.code_assign_wrong_side", cond=guard.text, truth=msg("semantic.truth_false"),
                    ref=guard.id, name=name, value=value)]  # fmt: skip
    return []


_LITERAL = re.compile(r"-?\d+(?:\.\d+)?|\"[^\"]*\"|'[^']*'|None|null|nil|undefined|True|False|true|false")
_NAME = re.compile(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


def _may_be(expr: str, said: str, inp: ReviewInput, where: str) -> bool:
    """Whether a returned expression may evaluate to the value said (`fee` may be `500`; `order_id` is not `None`).

    A literal is itself only. A name or expression may be any computed value, except another bare
    name (the result says the function returns `string` where it returns `text`), and `None` only
    when the file assigns it `None` somewhere.
    """
    expr, said = expr.strip(), said.strip().strip("`")
    if _LITERAL.fullmatch(expr):
        return False
    if _NAME.fullmatch(said) and norm_value(said) != "null" and said.lower() not in ("true", "false"):
        return False  # two names: the result names another variable
    if _NAME.fullmatch(expr) and _NUMBER.fullmatch(said):
        src = next((x.text for x in inp.sources if x.path == where.rsplit(":", 1)[0]), "")
        line = where.rsplit(":", 1)[-1]
        known = values_at_return(src.split("\n"), int(line), expr) if line.isdigit() else None
        if known is not None:  # every line setting the name gives a number: `fee` is 500, 800, 900 or 1200
            return any(same_number(float(said), v) for v in known)
    if norm_value(said) == "null":
        src = next((x.text for x in inp.sources if x.path == where.rsplit(":", 1)[0]), "")
        name = re.escape(expr)
        return bool(_NAME.fullmatch(expr)) and bool(
            re.search(rf"\b{name}\s*(?::[^=]*)?=\s*(?:None|null|nil|undefined)\b", src)
        )
    return True


def _final_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                msg: Catalog) -> list[str]:  # fmt: skip
    """On the main path, the value the function's final `return` gives against the value stated."""
    if not (c.returns or c.not_returns) or c.raised:
        return []
    main = on_main_path(all_sides, ending_guards(inp, items))
    if not main and not without_exit(inp, items):
        return []
    final = final_return_of(inp, items)
    if final is None:
        return []
    value = final.value or "None"
    if not main:
        # Off the normal-path shape, in a function nothing ends early (`_no_exit`): only a plain name said not
        # returned is compared. The final statement's reading is surer for `return name` than for a conditional
        # expression or a concise arrow, which other checks read on the case's side.
        if _NAME.fullmatch(value) and any(_same(r, value) for r in c.not_returns):
            return [msg("semantic_paths.code_final_not", value=value, where=final.where)]
        return []
    if c.returns and all(not _same(r, value) and not _may_be(value, r, inp, final.where) for r in c.returns):
        return [msg("semantic_paths.code_final_other", value=value, where=final.where, said=c.returns[0])]
    if any(_same(r, value) for r in c.not_returns):
        return [msg("semantic_paths.code_final_not", value=value, where=final.where)]
    return []


def _worked_not_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """"`720` is not returned" where the body returns 720 for the case's input (`worked_returns`): a flipped
    worked-out value, on a case that cites no `return` item to compare with."""
    if not c.not_returns:
        return []
    return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)
            for value, item in worked_returns(inp, case, items) if any(_same(r, value) for r in c.not_returns)]  # fmt: skip


def _unreached_hits(inp: ReviewInput, case: TestCase, all_sides: list[Side], msg: Catalog) -> list[str]:
    """A cited condition inside the block of a cited branch the case does not enter (`_unreached`). On the
    designer's "passes every guard" input each cited guard that would end the function counts as false."""
    guards = {s.item.id for s in all_sides if _guard(s)}
    normal = passes_all(case.input)
    known = [(s.item, False if normal and s.fires is None and s.item.id in guards else s.fires) for s in all_sides]
    found = [(i, h) for i, h in unreached(known, {x.path: x.text.split("\n") for x in inp.sources})
             if i.id not in guards]  # a nested guard is passed whether reached or not
    return [msg("semantic_paths.code_unreached", cond=i.text, ref=i.id, host=h.text, host_ref=h.id)
            for i, h in found[:1]]


def _guard(side: Side) -> bool:
    """A branch whose block ends the function (return, raise): a normal path passes it whether it reaches it or not
    (the designer's normal-path case cites every guard, nested ones too)."""
    effects = side.effects
    return side.item.kind is not Kind.BOUNDARY and bool(effects) and effects[0].kind in ("return", "raise")


def _assigned_lines(src: str, name: str) -> list[int]:
    """The lines of `src` that assign `name` (`x = …`, `x += …`; not `x == …`)."""
    pat = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*(?:[-+*/%|&^]|\?\?|<<|>>)?=(?![=>])")
    return [n for n, line in enumerate(src.split("\n"), 1) if pat.search(line)]


def _conditional_return_hits(side: Side, c: Claims, line: str, msg: Catalog, final: str | None = None) -> list[str]:
    """A returned conditional expression (`return keep ? text : text.toLowerCase()`) against the case's side: the
    arm of that side is returned, so saying it is not, or that the other arm is, contradicts the line (decamelize's
    short-text branch, kind-of's `ctorName`)."""
    arms = conditional_return(line, side.item.text)
    if arms is None:
        return []
    now, other = arms if side.fires else arms[::-1]
    ref = side.item.id
    if any(_same(v, now) for v in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=now, ref=ref)]
    if c.returns and any(_same(r, other) for r in c.returns) and not any(_same(r, now) for r in c.returns):
        return [msg("semantic.code_returns_other", value=now, ref=ref, said=other)]
    if (said := _foreign_to_line(c, now, other, final, own_return(line))) is not None:
        return [msg("semantic.code_returns_other", value=now, ref=ref, said=said)]
    return []


def _foreign_to_line(c: Claims, now: str, other: str, final: str | None, whole: str | None = None) -> str | None:
    """A returned expression (no literal) that is neither arm of the cited returned conditional nor the function's
    final return: another line's result moved onto the case (ts-dedent's callback `return i === 0 ? str : …`
    said to return the reduce callback's `arr.concat(…)`). None when the final return is not known.

    >>> _foreign_to_line(claims("The function returns `arr.concat(x)`."), "str", "`${e}${str}`", "string")
    'arr.concat(x)'
    >>> _foreign_to_line(claims("The function returns `string`."), "str", "`${e}${str}`", "string") is None
    True
    >>> _foreign_to_line(claims("The function returns `0`."), "str", "`${e}${str}`", "string") is None
    True
    """
    if final is None or c.raised:
        return None
    for r in c.returns:
        if _LITERAL.fullmatch(r.strip()) or re.fullmatch(r"['\"`].*['\"`]", r.strip()):
            continue
        if not any(_same(r, v) for v in (now, other, final, whole or now)):
            return r
    return None


def _conditional_hits(side: Side, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """A name assigned a conditional expression (`fee = 800 if w > 2000 else 500`), against the case's side.

    On the case's side the name becomes one arm: saying it does not, or that it becomes the other arm,
    contradicts the line. Another value is compared only when no other line assigns the name (a later
    `fee += 400` may be what the result describes).
    """
    if side.fires is None or side.item.kind not in (Kind.BRANCH, Kind.BOUNDARY):
        return []
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    lines = src.split("\n")
    if not 1 <= side.item.line <= len(lines):
        return []
    got = conditional_assignment(strip_comment(lines[side.item.line - 1]), side.item.text)  # pretty-ms's `// Cannot…`
    if got is None:
        fin = final_return_of(inp, [side.item])
        return _conditional_return_hits(side, c, lines[side.item.line - 1], msg, fin.value if fin else None)
    name, yes, no = got
    now, other = (yes, no) if side.fires else (no, yes)
    said = [v for n, v in c.assigned if _same(n, name)]
    ref = side.item.id
    if any(_same(v, now) for n, v in c.not_assigned if _same(n, name)):
        return [msg("semantic_paths.code_assign_not", name=name, value=now, ref=ref)]
    if not said or any(_same(v, now) for v in said):
        return []
    if any(_same(v, other) for v in said) and not _same(now, other):
        truth = msg("semantic.truth_true" if side.fires else "semantic.truth_false")
        return [msg("semantic_paths.code_assign_wrong_side", cond=side.item.text, truth=truth, ref=ref, name=name,
                    value=other)]  # fmt: skip
    if len(_assigned_lines(src, name)) == 1:
        return [msg("semantic_paths.code_assign_other", name=name, value=now, ref=ref, said=said[0])]
    return []


def _ended_hits(side: Side, e: ItemEffect, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """An assignment said to happen where the cited statement ends the function before any line that makes it.

    The case's `return`/`raise` fires, the result states no return and no exception but `x` becoming a
    value, and every line of the file assigning `x` comes after that statement (a parameter reassigned
    further down, another branch's assignment): the test never gets there.
    """
    if c.returns or c.raised or c.not_returns or not c.assigned:
        return []
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    what = f"`{e.value or 'None'}`" if e.kind == "return" else f"`{e.name}`"
    for name, value in c.assigned:
        lines = _assigned_lines(src, name.strip())
        if lines and all(n > side.item.line for n in lines):
            return [msg("semantic_paths.code_ended_before", ref=side.item.id, what=what, name=name, value=value,
                        kind=msg("semantic_paths.ends_" + e.kind), line=min(lines))]  # fmt: skip
    return []


def _loop_hits(item: ChecklistItem, case: TestCase, msg: Catalog) -> list[str]:
    """A loop's iteration count stated by the expected result against the one the case's input gives (`_loop_count`)."""
    given, said = input_iterations(case.input, item.text), said_iterations(case.expected)
    if given is None or said is None or given == said:
        return []
    return [msg("semantic_paths.code_loop_count", ref=item.id, n=given, said=said)]


def _block_loop_hits(side: Side, e: ItemEffect, case: TestCase, msg: Catalog) -> list[str]:
    """The iteration count said of a loop that is a cited branch's block, against the count the input gives it
    (none off the branch's firing side): slugify's `if replacements: for old, new in replacements:` at "one
    element", said to run "zero iterations" (another case's result moved onto it)."""
    parts = loop_body(e.value or "")
    said = said_iterations(case.expected)
    if parts is None or said is None or side.fires is None:
        return []
    given = input_iterations(case.input, parts[0]) if side.fires else 0
    if given is None and side.fires and runs(parts[0], case.input, tested_collection(side.item.text)):
        given = -1  # at least once: any count but zero holds
    if given is None or given == said or (given == -1 and said > 0):
        return []
    return [msg("semantic_paths.code_loop_count", ref=side.item.id, n=given if given >= 0 else "1+", said=said)]


def _loop_return_hits(inp: ReviewInput, item: ChecklistItem, case: TestCase, c: Claims, msg: Catalog) -> list[str]:
    """A value said returned that only a `return` inside a loop gives, where the case's input runs the loop 0 times.

    A `return` in the loop body runs only on an iteration; when no `return` outside the body (another early
    return, the function's last statement) gives the value, a result moved from a case that enters the loop
    contradicts the input's "zero iterations".
    """
    if not c.returns or c.raised or input_iterations(case.input, item.text) != 0:
        return []
    pool = inp.checklist if inp.citable is None else inp.citable
    returns = [(i, x.value or "None") for i in pool if i.file == item.file and i.symbol == item.symbol
               and i.kind is Kind.EARLY_RETURN for x in effects_of(i)[:1] if x.kind == "return"]  # fmt: skip
    inside = [(i, v) for i, v in returns if item.line < i.line <= item.end_line]
    outside = {v for i, v in returns if not item.line < i.line <= item.end_line}
    final = final_return_of(inp, [item])
    if final is None:
        return []  # the function's normal end is not known: it may return the same value
    outside.add(final.value or "None")
    for r in c.returns:
        hit = next(((i, v) for i, v in inside if _same(r, v)), None)
        if hit and not any(_same(r, o) for o in outside):
            return [msg("semantic_paths.code_loop_return", ref=item.id, line=hit[0].line, value=hit[1])]
    return []


def _after_loop_hits(inp: ReviewInput, item: ChecklistItem, case: TestCase, c: Claims, msg: Catalog) -> list[str]:
    """On an input that runs the loop zero times, the `return` right after the loop against the value stated."""
    if c.raised or not (c.returns or c.not_returns) or input_iterations(case.input, item.text) != 0:
        return []
    lines = next((s.text.split("\n") for s in inp.sources if s.path == item.file), None)
    value = after_loop_return(lines, item.line, item.language) if lines else None
    if value is None:
        return []
    if any(_same(r, value) for r in c.not_returns):
        return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)]
    if c.returns and not any(_same(r, value) for r in c.returns):
        return [msg("semantic.code_returns_other", value=value, ref=item.id, said=c.returns[0])]
    return []


def _guarded_hits(side: Side, e: ItemEffect, c: Claims, case: TestCase, inp: ReviewInput, msg: Catalog) -> list[str]:
    """A guarded `break`, `continue` or call said not to run on its side, or to run off it (`_guarded_claims`)."""
    if side.item.kind not in (Kind.BRANCH, Kind.BOUNDARY) or side.fires is None:
        return []
    truth = msg("semantic.truth_true" if side.fires else "semantic.truth_false")
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    ref, cond = side.item.id, side.item.text
    if e.kind in ("break", "continue"):
        said = said_exit(case.expected)
        if said is None or said[0] != e.kind:
            return []
        body = "\n".join(function_body(src.split("\n"), side.item.symbol, side.item.line, side.item.language))
        if side.fires and not said[1]:
            return [msg("semantic_paths.code_guarded_runs", cond=cond, truth=truth, ref=ref, stmt=e.kind)]
        if side.fires is False and said[1] and len(re.findall(rf"\b{e.kind}\b", body)) == 1:
            return [msg("semantic_paths.code_guarded_skipped", cond=cond, truth=truth, ref=ref, stmt=e.kind)]
        return []
    for name, called in c.called:
        if name != e.name:
            continue
        if side.fires and not called:
            return [msg("semantic_paths.code_guarded_runs", cond=cond, truth=truth, ref=ref, stmt=name)]
        if side.fires is False and called and src.count(f"{name}(") == 1:
            return [msg("semantic_paths.code_guarded_skipped", cond=cond, truth=truth, ref=ref, stmt=name)]
    return []


def _handler_hits(side: Side, kinds: set[str], c: Claims, msg: Catalog) -> list[str]:
    caught = set(handled_types(side.item.text))  # `catch (final X ex)`: X, not the modifier
    if "swallow" in kinds and (c.propagates or caught & c.raised):
        return [msg("semantic.code_swallows", ref=side.item.id, exc=", ".join(sorted(caught)) or "?")]
    if "reraise" in kinds and (c.contained or caught & c.not_raised):
        return [msg("semantic.code_reraises", ref=side.item.id)]
    if (own := handler_raises(side.effects)) and (c.contained or (caught | {own}) & c.not_raised):
        return [msg("semantic.code_handler_raises", ref=side.item.id, exc=own)]
    return []


_RAISES_IN_INPUT = re.compile(r"\b(?:raises?|throws?|fails?)\b|送出|スロー|例外|失敗", re.IGNORECASE)
_EXCEPTION_WORDS = re.compile(r"\b(?:exception|error)s?\b|例外|エラー", re.IGNORECASE)


def handler_runs(case: TestCase, c: Claims) -> bool | None:
    """Whether the handler a case cites runs on it: something in the try block raises (None: it does not say)."""
    if c.contained or c.propagates or _RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return True
    if not c.raised and not c.not_raised and not _EXCEPTION_WORDS.search(case.expected):
        return False
    return None


def _handler_call_hits(side: Side, case: TestCase, c: Claims, inp: ReviewInput, msg: Catalog) -> list[str]:
    """Calls, output and log lines said to happen (or not) against the handler's side."""
    effects = side.effects
    cut = next((n for n, e in enumerate(effects) if e.kind in ("swallow", "skip")), len(effects))
    in_handler = {e.name for e in effects[:cut] if e.kind in ("output", "log", "call") and e.name}
    skipped = {e.name for e in effects if e.kind == "skip" and e.name}
    runs = handler_runs(case, c)
    ref = side.item.id
    src = next((x.text for x in inp.sources if x.path == side.item.file), "")
    for name, called in c.called:
        if runs and name in in_handler and not called:
            return [msg("semantic_paths.code_handler_calls", ref=ref, name=name)]
        if runs and name in skipped and called and name not in in_handler:
            return [msg("semantic_paths.code_handler_skips", ref=ref, name=name)]
        if runs is False and name in skipped and not called:
            return [msg("semantic_paths.code_try_calls", ref=ref, name=name)]
        if runs is False and name in in_handler and called and src.count(f"{name}(") == 1:
            return [msg("semantic_paths.code_handler_only", ref=ref, name=name)]
    return []


def _write_fail_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """A write said to fail with the database error, and its table said to gain a row all the same."""
    if not c.write_fails:
        return []
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        if s.item.kind is Kind.SQL_WRITE and table:
            if any(t.rsplit(".", 1)[-1].casefold() == table and gains for t, gains in c.rows):
                return [msg("semantic_paths.code_write_fails", ref=s.item.id, table=s.item.table)]
    return []


def _unhandled_write_hits(inp: ReviewInput, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """A cited write's error said contained where its function has no handler (`_unhandled_write`)."""
    if not c.contained or c.propagates:
        return []
    write = unhandled_write(items, inp.checklist if inp.citable is None else inp.citable)
    return [] if write is None else [msg("semantic_paths.code_write_unhandled", ref=write.id, table=write.table)]


def _elsewhere_hits(inp: ReviewInput, items: list[ChecklistItem], c: Claims, msg: Catalog) -> list[str]:
    """An assignment said to happen that the cited code's file makes only under a branch the case does not cite."""
    if not c.assigned and not c.returns:
        return []
    files = dict.fromkeys(i.file for i in items if i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE,
                                                              Kind.EARLY_RETURN, Kind.LOOP, Kind.HANDLER))  # fmt: skip
    # A PL/pgSQL branch carries only its own line: the block it guards is read from the text (`_sql_blocks`).
    texts = {x.path: x.text for x in inp.sources if x.path in files}
    pool = with_block_ends([i for i in (inp.checklist if inp.citable is None else inp.citable) if i.file in files], texts)
    items = with_block_ends(items, texts)
    for value in c.returns:  # a literal returned only under an uncited branch (`_return_elsewhere`)
        for file in files:
            src = next((x.text for x in inp.sources if x.path == file), "")
            at = _in_cited_functions(literal_return_lines(src.split("\n"), value), file, items, pool)
            if host := only_under_uncited(at, file, items, pool):
                return [msg("semantic_paths.code_return_elsewhere", value=value.strip("`"), where=f"{file}:{at[0]}",
                            cond=host.text, ref=host.id)]  # fmt: skip
    for name, value in c.assigned:
        for file in files:
            src = next((x.text for x in inp.sources if x.path == file), "")
            lines = assignment_lines(src.split("\n"), name.strip("`"), value, _same)
            if host := only_under_uncited(lines, file, items, pool):
                return [msg("semantic_paths.code_assign_elsewhere", name=name, value=value, where=f"{file}:{lines[0]}",
                            cond=host.text, ref=host.id)]  # fmt: skip
            if not lines and (made := other_values(src.split("\n"), name.strip("`"), value, _same)):
                return [msg("semantic_paths.code_assign_never", name=name, value=value, file=file,
                            made=", ".join(f"`{v}`" for v in dict.fromkeys(made)))]  # fmt: skip
    return []


def _value_arm_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                    msg: Catalog) -> list[str]:  # fmt: skip
    """A literal said returned (or not) against the arm a returned switch expression takes at the input's subject
    (`_value_arm`): the arm items carry no statement, so nothing else compares their value."""
    for item in items:
        if item.kind is not Kind.BRANCH:
            continue
        src = next((x.text for x in inp.sources if x.path == item.file), "")
        value = taken_value(item.line, src.split("\n"), item.language, case.input)
        if value is None:
            continue
        said = [r for r in c.returns if literal_values([r.strip("`")]) is not None]
        if said and not any(_same(r, value) for r in said):
            return [msg("semantic.code_returns_other", value=value, ref=item.id, said=said[0])]
        if any(_same(r, value) for r in c.not_returns):
            return [msg("semantic_paths.code_returns_not", value=value, ref=item.id)]
    return []


def _untaken_arm_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """An assignment said to happen whose value the cited function gives the name only in a conditional
    expression's arm the case's input does not take (`_untaken_arm`)."""
    if not c.assigned:
        return []
    code = [i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN)]
    for item in {(i.file, i.symbol): i for i in code}.values():
        src = next((x.text for x in inp.sources if x.path == item.file), None)
        if src is None:
            continue
        lines = src.split("\n")
        numbered = numbered_body(lines, item.symbol, item.line, item.language)
        if not numbered:
            continue
        env = input_values(case.input, item.language)
        for name, value in c.assigned:
            found = untaken_arm(lines[: numbered[-1][0]], numbered[0][0], name.strip("`"), value, env, item.language)
            if found is not None:
                return [msg("semantic_paths.code_assign_untaken_arm", name=name.strip("`"), value=value.strip("`"),
                            cond=found[1], where=f"{item.file}:{found[0]}")]  # fmt: skip
    return []


def _in_cited_functions(lines: list[int], file: str, items: list[ChecklistItem],
                        pool: list[ChecklistItem]) -> list[int]:  # fmt: skip
    """The lines that belong to a function the case cites (or to no known function): go-money's `absolute` case at 0
    ("returns 0, the value of `a`") was refuted by `return 0` in another function, `allocate`."""
    cited = {i.symbol for i in items if i.file == file}
    owner = {i.line: i.symbol for i in pool if i.file == file and i.kind in (Kind.EARLY_RETURN, Kind.RAISE)}
    return [n for n in lines if owner.get(n) is None or owner[n] in cited]


def _insert_hits(case: TestCase, all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """A cited INSERT said to add no row, where nothing on the case's path fails or ends the function first.

    Not when the result or the input names a failure (an exception, the database error, a test double
    that raises) or the case cites a handler or a return/raise that fires: those cases add no row rightly.
    """
    if c.write_fails or c.raised or c.unnamed_raise or _RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    if any(s.item.kind is Kind.HANDLER or s.fires and s.effects and s.effects[0].kind in ("return", "raise")
           for s in all_sides):  # fmt: skip
        return []
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        if s.item.kind is Kind.SQL_WRITE and table and (s.item.op or "").upper() == "INSERT":
            if any(t.rsplit(".", 1)[-1].casefold() == table and not gains for t, gains in c.rows):
                return [msg("semantic_paths.code_insert_runs", ref=s.item.id, table=s.item.table)]
    return []


def _enclosed(inp: ReviewInput, write: ChecklistItem, all_sides: list[Side]) -> bool:
    """Whether a block the case is not shown to enter holds the write (a branch not cited as taken, a loop, a handler)."""
    pool = inp.checklist if inp.citable is None else inp.citable
    taken = {s.item.id for s in all_sides if s.fires}
    return any(b.file == write.file and b.line < write.line <= b.end_line and b.id not in taken
               for b in pool if b.kind in (Kind.BRANCH, Kind.LOOP, Kind.HANDLER))  # fmt: skip


def _write_runs_hits(inp: ReviewInput, case: TestCase, all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """A cited INSERT, UPDATE or DELETE said not to run, where nothing on the case's path fails or ends first.

    The same conditions as `_insert_hits` (no failure named, no handler, no return or raise that fires), and
    the write sits in no branch, loop or handler the case does not cite as taken (`_enclosed`).
    """
    if c.write_fails or c.raised or c.unnamed_raise or _RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    if any(s.item.kind is Kind.HANDLER or s.fires and s.effects and s.effects[0].kind in ("return", "raise")
           for s in all_sides):  # fmt: skip
        return []
    denied = [(t.rsplit(".", 1)[-1].casefold(), op) for t, op, happens in said_writes(case.expected) if not happens]
    for s in all_sides:
        table = (s.item.table or "").rsplit(".", 1)[-1].casefold()
        op = (s.item.op or "").upper()
        if s.item.kind is Kind.SQL_WRITE and (table, op) in denied and not _enclosed(inp, s.item, all_sides):
            return [msg("semantic_paths.code_write_runs", ref=s.item.id, table=s.item.table, op=op)]
    return []


def _truth_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    if c.truth is None:
        return []
    said, at = c.truth
    for s in all_sides:
        if s.item.kind is Kind.BOUNDARY and s.fires is not None and s.value is not None and same_number(s.value, at):
            if s.fires != said:
                truth = msg("semantic.truth_true" if s.fires else "semantic.truth_false")
                said_text = msg("semantic.said_truth", truth=msg("semantic.truth_true" if said else "semantic.truth_false"))
                return [msg("semantic.code_truth", value=show(at), cond=s.item.text, truth=truth, ref=s.item.id,
                            said=said_text)]  # fmt: skip
    return []


def _table_hits(all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    written = {s.item.table: s for s in all_sides if s.item.kind is Kind.SQL_WRITE and s.item.table}
    if not written or not c.tables:
        return []
    short = {t.rsplit(".", 1)[-1].casefold() for t in written}
    said = [t for t in c.tables if t.rsplit(".", 1)[-1].casefold() not in short]
    if said and len(said) == len(c.tables):
        table, side = next(iter(written.items()))
        return [msg("semantic.code_table", table=table, ref=side.item.id, said=said[0])]
    return []


def _write_op_hits(all_sides: list[Side], expected: str, msg: Catalog) -> list[str]:
    """A table said written one way while the case's cited writes to it do another (`_write_op`)."""
    writes = [s.item for s in all_sides if s.item.kind is Kind.SQL_WRITE and s.item.table and s.item.op]
    cited = [((w.table or "").rsplit(".", 1)[-1].lstrip("#").casefold(), (w.op or "").upper()) for w in writes]
    if (found := write_op_conflict(cited, expected)) is None:
        return []
    table, op, said = found
    ref = next(w.id for w, key in zip(writes, cited, strict=True) if key == (table, op))
    return [msg("semantic_paths.code_write_op_other", table=table, op=op, ref=ref, said=said)]


def arms(expr: str) -> set[str]:
    """The values a returned expression may take: itself, and each arm of a conditional (`c ? a : b`, `a if c else b`).

    >>> sorted(arms("options?.long ? fmtLong(ms) : fmtShort(ms)"))
    ['fmtLong(ms)', 'fmtShort(ms)', 'options?.long ? fmtLong(ms) : fmtShort(ms)']
    >>> sorted(arms("a if ok else b")), arms("x ?? y")
    (['a', 'a if ok else b', 'b'], {'x ?? y'})
    """
    out = {expr}
    q = top_level(expr, "?")
    if q > 0 and (c := top_level(expr, ":", q + 1)) > 0:
        return out | arms(expr[q + 1 : c].strip()) | arms(expr[c + 1 :].strip())
    m = re.fullmatch(r"(.+?)\s+if\s+.+?\s+else\s+(.+)", expr)
    if m and top_level(expr, " if ") > 0:
        return out | arms(m.group(1).strip()) | arms(m.group(2).strip())
    return out


def _kept_return_hits(inp: ReviewInput, items: list[ChecklistItem], side: Side, e: ItemEffect, c: Claims,
                      msg: Catalog) -> list[str]:  # fmt: skip
    """"does not return `V`" where the branch the case takes sets the returned name to `V` and nothing changes it
    before the function's final `return` (`_kept_return`)."""
    if not c.not_returns or not side.fires or not e.name or not e.value:
        return []
    if not any(_same(r, e.value) for r in c.not_returns):
        return []
    final = final_return_of(inp, items)
    if final is None or final.value is None or not _same(final.value, e.name):
        return []
    file, _, at = final.where.rpartition(":")
    src = next((x.text for x in inp.sources if x.path == file), None)
    if src is None or file != side.item.file or not at.isdigit():
        return []
    if kept_to_return(src.split("\n"), side.item.line, int(at), e.name, side.item.language):
        return [msg("semantic_paths.code_returns_not", value=e.value, ref=side.item.id)]
    return []


def _function_returns(inp: ReviewInput, items: list[ChecklistItem]) -> set[str] | None:
    """Every value the functions of the cited code return: their early returns and final returns (None: not known)."""
    code = [i for i in items if i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.HANDLER, Kind.RAISE, Kind.EARLY_RETURN)]
    places = {(i.file, i.symbol) for i in code}
    if not places:
        return None
    pool = inp.checklist if inp.citable is None else inp.citable
    out: set[str] = set()
    for file, symbol in places:
        text = next((s.text for s in inp.sources if s.path == file), None)
        lines = text.split("\n") if text is not None else []
        if (body := concise_body(lines, symbol)) is not None:
            out |= arms(body)  # a concise arrow has no `return`: its expression is what it returns
            continue
        final = final_return_of(inp, [i for i in code if (i.file, i.symbol) == (file, symbol)])
        if final is None:
            # No final `return` (a `switch` whose arms return): the body's written returns, marked incomplete.
            first = min((i for i in code if (i.file, i.symbol) == (file, symbol)), key=lambda i: i.line)
            written = body_returns(lines, symbol, first.line, first.language)
            if not written:
                return None
            out |= {v for r in written for v in arms(r)} | {UNKNOWN}
            continue
        out |= arms(final.value or "None")
        # `return res` after a cited branch's `res = {...}`: the branch's value is what the call returns (jeraconv).
        out |= {v for i in code if i.file == file and i.symbol == symbol and i.kind is Kind.BRANCH
                for x in effects_of(i)[:1] if x.kind == "assign" and x.value and x.name == (final.value or "").strip()
                for v in arms(x.value)}  # fmt: skip
        # Not a callback's `return` the analyzer names by the enclosing function (ts-dedent's `reduce((arr, str) => {…})`).
        here = [i for i in code if (i.file, i.symbol) == (file, symbol)]
        numbered = numbered_body(lines, symbol, here[0].line, here[0].language) if here else []
        top = numbered[0][0] if numbered else 0
        # A case citing code inside the callback is about the callback: its returns count then.
        inner = any(in_nested_function(lines, i.line, top, i.language) for i in here)
        out |= {v for i in pool if i.file == file and i.symbol == symbol and i.kind is Kind.EARLY_RETURN
                and (inner or not in_nested_function(lines, i.line, top, i.language))
                for x in effects_of(i)[:1] if x.kind == "return" for v in arms(x.value or "None")}  # fmt: skip
        # The `return` right after a cited `if`'s block is one too, also inside a nested callback whose last
        # statement it is (cssesc's `replace(…, function ($0, $1, $2) { if (…) { return $0; } return ($1 || '') + $2; })`).
        out |= {v for i in code if i.file == file and i.symbol == symbol and i.kind is Kind.BRANCH
                and (after := after_loop_return(lines, i.line, i.language)) is not None for v in arms(after)}  # fmt: skip
        # A cited condition on a `return` line is the return's own (ts-dedent's callback `return i === 0 ? str : …`).
        # So is an arrow callback's expression body holding it (camelcase's `.replaceAll(RE, (m, p, o) => … ? m : f(m))`).
        out |= {v for i in code if i.file == file and i.symbol == symbol and 1 <= i.line <= len(lines)
                and (own := own_return(lines[i.line - 1]) or arrow_body(lines[i.line - 1], i.text)) is not None
                for v in arms(own)}  # fmt: skip
    return out


def arrow_body(line: str, condition: str) -> str | None:
    """The expression body of an arrow function on the line that holds the condition (None: no such arrow).

    >>> arrow_body(".replaceAll(RE, (m, p, o) => ['_'].includes(m) ? m : up(m))", "['_'].includes(m)")
    "['_'].includes(m) ? m : up(m)"
    >>> arrow_body("xs.map(x => { return x; })", "x") is None
    True
    """
    for m in re.finditer(r"=>(?!\s*\{)\s*", line):
        body = line[m.end() :]
        depth, end = 0, len(body)
        for k, ch in enumerate(body):  # up to the bracket closing the call the arrow is an argument of
            depth += ch in "([{"
            depth -= ch in ")]}"
            if depth < 0 or (depth == 0 and ch == ","):
                end = k
                break
        expr = body[:end].strip().rstrip(";")
        if condition.strip() and condition.strip() in expr:
            return expr
    return None


def own_return(line: str) -> str | None:
    """The expression a one-line `return EXPR` gives (None: the line is no such return).

    >>> own_return("      return i === 0 ? str : `${e}${str}`"), own_return("  return;"), own_return("x = 1")
    ('i === 0 ? str : `${e}${str}`', None, None)
    """
    m = re.match(r"\s*return\s+(.+?)\s*;?\s*$", line)
    return m.group(1) if m else None


def _foreign_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                         msg: Catalog) -> list[str]:  # fmt: skip
    """A returned expression (a name or a call, not a literal) that no `return` of the cited functions gives.

    Another function's return moved onto this case (`parse(value)` on a case of `fmtShort`): a literal
    may be what a name evaluates to, an expression the code never returns may not. When a cited
    `return` fires, `_return_hits` compares with it instead.
    """
    if not c.returns or c.raised:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    said = [r for r in c.returns if not _LITERAL.fullmatch(r.strip()) and norm_value(r) not in ("null", "true", "false")
            and not re.fullmatch(r"['\"`].*['\"`]", r.strip())]  # fmt: skip
    if not said:
        return []
    returns = _function_returns(inp, items)
    if not returns:
        return []
    for r in said:
        if not any(_same(r, v) for v in returns):
            known = sorted(returns - {UNKNOWN})
            shown = ", ".join(f"`{v.strip('`')}`" for v in known[:4]) + (", …" if len(known) > 4 else "")
            return [msg("semantic_paths.code_returns_foreign", said=r, values=shown)]
    return []


def _literal_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                         msg: Catalog) -> list[str]:  # fmt: skip
    """A literal said returned that none of the cited functions' `return`s can give (`_literal_returns`): each
    is another literal or a boolean-valued expression. When a cited `return` fires, `_return_hits` compares."""
    if not c.returns or c.raised or c.unnamed_raise:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    returns = _function_returns(inp, items)
    if not returns or UNKNOWN in returns:
        return []
    for r in c.returns:
        if cannot_return(r, returns):
            shown = ", ".join(f"`{v.strip('`')}`" for v in sorted(returns)[:4]) + (", …" if len(returns) > 4 else "")
            return [msg("semantic_paths.code_returns_literal_never", said=r.strip("`"), values=shown)]
    return []


def _string_return_hits(inp: ReviewInput, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                        msg: Catalog) -> list[str]:  # fmt: skip
    """A boolean said returned by a JS/TS function every `return` of which is a string (`_string_valued`)."""
    said = [r for r in c.returns if norm_value(r) in ("true", "false")]
    if not said or c.raised or c.unnamed_raise:
        return []
    if any(s.fires and s.effects and s.effects[0].kind in ("return", "raise") for s in all_sides):
        return []
    code = [i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.EARLY_RETURN)]
    if len({(i.file, i.symbol) for i in code}) != 1 or code[0].language not in ("javascript", "typescript"):
        return []
    returns = _function_returns(inp, items)
    src = next((x.text for x in inp.sources if x.path == code[0].file), None)
    if not returns or UNKNOWN in returns or src is None:
        return []
    body = function_body(src.split("\n"), code[0].symbol, code[0].line, code[0].language)
    if all(string_valued(v, body) for v in returns):
        shown = ", ".join(f"`{v}`" for v in sorted(returns)[:4]) + (", …" if len(returns) > 4 else "")
        return [msg("semantic_paths.code_returns_string_only", said=said[0].strip("`"), values=shown)]
    return []


def _worked_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side], c: Claims,
                 msg: Catalog) -> list[str]:  # fmt: skip
    """A literal said returned where the function's body, run at the case's input, returns another (`_worked_return`)."""
    if not c.returns or c.raised or c.unnamed_raise or c.write_fails or any(s.item.kind is Kind.HANDLER for s in all_sides):
        return []
    if _RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    code = [i for i in items if i.symbol and i.kind in (Kind.BRANCH, Kind.BOUNDARY, Kind.RAISE, Kind.EARLY_RETURN)]
    if len({(i.file, i.symbol) for i in code}) != 1:
        return []
    first = code[0]
    src = next((x.text for x in inp.sources if x.path == first.file), "")
    worked = worked_value(src.split("\n"), first.symbol or "", first.line, first.language, case.input) if src else None
    if worked is None:
        return []
    if all(refuted(r, worked, first.language) for r in c.returns):
        return [msg("semantic_paths.code_worked_other", value=worked, symbol=first.symbol, file=first.file,
                    said=c.returns[0])]  # fmt: skip
    return []


def _main_path_raise_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side],
                          c: Claims, msg: Catalog) -> list[str]:  # fmt: skip
    """An exception said to be raised (no type named) on the main path, where nothing the case cites raises.

    Not when a handler is cited, the case's own write is said to fail, or the input makes something raise
    (a test double): those are failure cases whose exception comes from outside the cited code.
    """
    if not c.unnamed_raise or c.raised or c.write_fails or any(s.item.kind is Kind.HANDLER for s in all_sides):
        return []
    if _RAISES_IN_INPUT.search(f"{case.input} {case.preconditions}"):
        return []
    if not on_main_path(all_sides, ending_guards(inp, items)):
        return []
    return [msg("semantic_paths.code_main_path_raises", refs=", ".join(s.item.id for s in all_sides[:3]))]


def _loop_assignment(side: Side, e: ItemEffect, case: TestCase) -> tuple[str, str] | None:
    """A branch's loop body's assignment, on the side where the loop runs (`_loop_block`); off the branch's
    firing side the block does not run at all, so the assignment is what `_assign_hits` says does not happen."""
    if side.fires is False:
        return body_assignment(e.value)
    tested = tested_collection(side.item.text) if side.item.kind is Kind.BRANCH else None
    return loop_assignment(e.value, case.input, tested)


def _else_hits(inp: ReviewInput, all_sides: list[Side], c: Claims, msg: Catalog) -> list[str]:
    """The `else` arm's raise of a cited branch against the case's side of its condition (`_else_arm`)."""
    out: list[str] = []
    done: set[tuple[str, int]] = set()
    pool = inp.checklist if inp.citable is None else inp.citable
    quiet = c.no_exception or c.success or bool(c.returns)
    for s in all_sides:
        if s.fires is None or s.item.kind not in (Kind.BRANCH, Kind.BOUNDARY) or (s.item.file, s.item.line) in done:
            continue
        done.add((s.item.file, s.item.line))
        lines = next((x.text.split("\n") for x in inp.sources if x.path == s.item.file), [])
        arm = else_arm(lines, s.item.line)
        if arm is None or arm[1].kind != "raise" or not arm[1].name:
            continue
        at, e = arm
        exc = raised_type(e.name or "")
        others = [x.message for i in pool if i.kind is Kind.RAISE and i.file == s.item.file and i.symbol == s.item.symbol
                  and not i.line <= at <= i.end_line for x in effects_of(i)[:1]
                  if x.kind == "raise" and raised_type(x.name or "") == exc]  # fmt: skip
        kind = else_raise_hit(bool(s.fires), exc, e.message, others, c.raised, c.not_raised, c.messages, quiet)
        if kind == "runs" and not unconditional(lines, s.item.line):
            continue  # off the condition says the `else` runs only when the `if` is reached (not in a handler)
        if kind is not None:
            truth = msg("semantic.truth_true" if s.fires else "semantic.truth_false")
            out.append(msg(f"semantic_paths.code_else_{kind}", cond=s.item.text, truth=truth, ref=s.item.id, exc=exc,
                           line=at))  # fmt: skip
    return out


def _loop_exit_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], all_sides: list[Side],
                    msg: Catalog) -> list[str]:  # fmt: skip
    """A `break`/`continue` said to run on a zero-iteration input, or zero iterations said where a cited condition
    inside the loop body is evaluated true (`_loop_exit`)."""
    out = [msg("semantic_paths.code_loop_zero_exit", ref=i.id, stmt=k)
           for i in items if i.kind is Kind.LOOP and (k := zero_run_exit(case.input, i.text, case.expected))]  # fmt: skip
    src = {x.path: x.text for x in inp.sources}
    for i in items:
        if i.kind is Kind.LOOP and input_iterations(case.input, i.text) == 0:
            for name, value in claims(case.expected).assigned:
                at = _assigned_lines(src.get(i.file, ""), name.strip())
                if at and all(i.line < n <= i.end_line for n in at):
                    out.append(msg("semantic_paths.code_loop_zero_assign", ref=i.id, name=name, value=value,
                                   lines=", ".join(map(str, at))))  # fmt: skip
    if ran_but_zero(case.expected):
        pool = inp.checklist if inp.citable is None else inp.citable
        for s in all_sides:
            # A condition inside the body whose value the input gives is evaluated, whichever way it goes.
            if s.fires is not None and s.item.kind in (Kind.BRANCH, Kind.BOUNDARY) and (
                loop := enclosing_loop(s.item, pool)
            ):
                out.append(msg("semantic_paths.code_loop_ran", cond=s.item.text, ref=s.item.id, loop=loop.id,
                               truth=msg("semantic.truth_true" if s.fires else "semantic.truth_false")))  # fmt: skip
                break
    return out


def contradictions(inp: ReviewInput, case: TestCase, msg: Catalog) -> list[str]:
    """Each way the case's expected result contradicts the effects of the items it cites, as sentences."""
    items = cited_items(inp, case)
    if not items:
        return []
    all_sides = sides(items, case, {x.path: x.text for x in inp.sources})
    c = claims(case.expected)
    fired = {raised_type(e.name) for s in all_sides if s.fires for e in s.effects if e.kind == "raise" and e.name}
    hits: list[str] = _truth_hits(all_sides, c, msg)
    seen: set[tuple[str | None, str | None]] = set()
    for s in all_sides:
        effects = s.effects
        if s.item.kind is Kind.HANDLER:
            hits += _handler_hits(s, {e.kind for e in effects}, c, msg)
            hits += _handler_call_hits(s, case, c, inp, msg)
            continue
        if s.fires is None:
            continue  # a branch the case may be on either side of (the normal path cites every guard)
        for e in effects[:1]:  # the statement the item guards: what happens first is what a test sees
            if e.kind == "unknown" and s.item.kind is Kind.BRANCH:
                hits += _block_loop_hits(s, e, case, msg)
            if e.kind == "unknown" and (assigned := try_assignment(e.value) or _loop_assignment(s, e, case)):
                e = ItemEffect(kind="assign", name=assigned[0], value=assigned[1])  # a `try` or loop body's first line
            key = (e.kind, e.name or e.value)
            if key in seen:
                continue
            seen.add(key)
            if e.kind in ("raise", "return") and s.fires and s.item.kind in (Kind.RAISE, Kind.EARLY_RETURN):
                hits += _ended_hits(s, e, c, inp, msg)
            # `throw e` of what a handler caught raises the input's double's exception (`_rethrown_choice`).
            chosen = rethrows_variable(e) and bool(c.raised) and all(rethrown_choice(x, case.input, items) for x in c.raised)
            if e.kind == "raise" and e.name and not chosen:
                hits += _raise_hits(s, e, c, fired, msg, case.expected)
            elif e.kind == "return" and s.fires:
                worked = worked_return_at(inp, case, s.item, e.value or "")
                if worked is None and example_call(case.input) and open_expression(e.value or "None", s.item.language):
                    worked = next(iter(c.returns), None)  # a worked example's literal may be what the expression gives
                hits += _return_hits(s, e, c, fired, msg, worked)
            elif e.kind == "return":
                hits += _off_return_hits(s, e, c, _returned_elsewhere(inp, items, s.item, e), msg)
            elif e.kind == "assign":
                hits += _assign_hits(s, e, c, msg)
                hits += _kept_return_hits(inp, items, s, e, c, msg)
            elif e.kind == "value":
                hits += _conditional_hits(s, c, inp, msg)
            elif e.kind in ("break", "continue") or e.kind in ("call", "log", "output") and e.name:
                hits += _guarded_hits(s, e, c, case, inp, msg)
                src = next((x.text for x in inp.sources if x.path == s.item.file), "")
                hits += statement_call_hits(s, e, case.expected, c, msg, src)  # T-SQL's `RAISERROR (…)`
    hits += _table_hits(all_sides, c, msg)
    hits += _write_op_hits(all_sides, case.expected, msg)
    hits += _write_fail_hits(all_sides, c, msg)
    hits += _unhandled_write_hits(inp, items, c, msg)
    inserted = _insert_hits(case, all_sides, c, msg)
    hits += inserted or _write_runs_hits(inp, case, all_sides, c, msg)
    hits += _elsewhere_hits(inp, items, c, msg)
    hits += _untaken_arm_hits(inp, case, items, c, msg)
    hits += _value_arm_hits(inp, case, items, c, msg)
    hits += _unreached_hits(inp, case, all_sides, msg)
    hits += exit_hits(inp, case, items, c, msg)  # `else: return None` cited by a case the first `if` takes
    for item in items:
        if item.kind is Kind.LOOP:
            hits += _loop_hits(item, case, msg)
            hits += _loop_return_hits(inp, item, case, c, msg)
            hits += _after_loop_hits(inp, item, case, c, msg)
        if item.kind is Kind.SQL_CONDITION:
            hits += [msg("semantic_paths.code_rows_dropped" if said else "semantic_paths.code_rows_kept",
                         cond=item.text, ref=item.id, col=item.column, value=show(v))
                     for v, said in wrong_rows(item, case.expected)]  # fmt: skip
    hits += _final_hits(inp, items, all_sides, c, msg)
    hits += _worked_not_hits(inp, case, items, c, msg)
    hits += _main_path_raise_hits(inp, case, items, all_sides, c, msg)
    hits += _foreign_return_hits(inp, items, all_sides, c, msg)
    hits += _literal_return_hits(inp, items, all_sides, c, msg)
    hits += _string_return_hits(inp, items, all_sides, c, msg)
    hits += _worked_hits(inp, case, items, all_sides, c, msg)
    hits += doubled_return_hits(inp, case, items, c, msg)
    hits += arm_hits(inp, all_sides, case.expected, msg)
    hits += _else_hits(inp, all_sides, c, msg)
    hits += _loop_exit_hits(inp, case, items, all_sides, msg)
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
