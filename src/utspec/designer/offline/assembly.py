"""Numbering cases and putting the per-item drafts together into the code-derived part of a spec."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from utspec.analyzers.effects import bound_name
from utspec.designer.offline.argument_search import searched_input
from utspec.designer.offline.arm_guards import outside_arms
from utspec.designer.offline.bare_exit import bare_exit_host
from utspec.designer.offline.boundary_cases import boundary_cases
from utspec.designer.offline.branch_cases import stated_exit
from utspec.designer.offline.callback_words import callback_words
from utspec.designer.offline.clipped import unclipped
from utspec.designer.offline.context import Ctx
from utspec.designer.offline.disjuncts import other_disjuncts
from utspec.designer.offline.drafts import Draft
from utspec.designer.offline.else_exits import else_host
from utspec.designer.offline.else_guards import else_checks, else_input
from utspec.designer.offline.enclosing_guard import lifted
from utspec.designer.offline.fallthrough import label_holds
from utspec.designer.offline.generator_end import generator_words
from utspec.designer.offline.go_error_exit import go_success_return
from utspec.designer.offline.handler_cases import handler_around
from utspec.designer.offline.handler_guards import handler_guards
from utspec.designer.offline.item_cases import BY_KIND
from utspec.designer.offline.late_exit import late_exits
from utspec.designer.offline.leaving_blocks import guards_of, normal_guards
from utspec.designer.offline.main_path import main_path_input
from utspec.designer.offline.normal_path import normal_path
from utspec.designer.offline.reached_return import reached_return
from utspec.designer.offline.rethrow_double import rethrow_double
from utspec.designer.offline.run_result import run_result
from utspec.designer.offline.sentences import first_statement, fmt
from utspec.designer.offline.unnamed_arguments import with_normal_arguments
from utspec.designer.offline.walk_path import walk_items
from utspec.models import ChecklistItem, Kind, OpenQuestion, TestCase
from utspec.terms import mentions_number


@dataclass
class Builder:
    """The cases drafted so far and the next free id (TC-nnn)."""

    cases: list[TestCase] = field(default_factory=list)
    next_id: int = 1
    asked: dict[str, OpenQuestion] = field(default_factory=dict)
    """Case id -> the question that replaces it (a `Draft.question`), see `settle`."""

    def add(self, d: Draft, evidence: list[str]) -> TestCase:
        perspective, category, pre, inp, exp = d[:5]
        case = TestCase(
            id=f"TC-{self.next_id:03d}",
            perspective=perspective,
            category=category,
            preconditions=pre,
            input=inp,
            expected=exp,
            evidence=list(dict.fromkeys(evidence)),
        )
        self.next_id += 1
        self.cases.append(case)
        if d.question is not None:
            self.asked[case.id] = d.question
        return case

    def settle(self, ctx: Ctx) -> None:
        """Replace the stand-in cases of statements that nothing checkable tests by their questions.

        They stand in while statements and key items are linked, so the matcher weighs anchors over
        the same cases whatever becomes of them. A key item that landed on one is asked about in the
        same question. Cases after the first one removed are renumbered (they are all new).
        """
        if not self.asked:
            return
        first = min(int(i[3:]) for i in self.asked)
        kept = []
        for c in self.cases:
            question = self.asked.get(c.id)
            if question is None:
                kept.append(c)
                continue
            refs = list(dict.fromkeys([*question.refs, *c.evidence]))
            ctx.ask(question.model_copy(update={"refs": refs}))
        n = first
        for c in kept:
            if int(c.id[3:]) >= first:
                c.id = f"TC-{n:03d}"
                n += 1
        self.cases, self.next_id, self.asked = kept, n, {}


def merged_into(
    item: ChecklistItem,
    branches: list[ChecklistItem],
    items: Sequence[ChecklistItem] = (),
    lines: Sequence[str] = (),
) -> ChecklistItem | None:
    """A raise/early return that is the first statement of a branch (or handler) is tested by that one's case.

    Not a Go success way out (go_failure_case.py): that branch's one case is its false side, the error after the
    block; cast's `if err == nil { return v != 0, nil }` case stated the error and cited this `return` as evidence.

    A handler's statements are clipped for display (`unclipped` gives them whole): the `throw` of
    `catch (final Exception e) { throw new IllegalArgumentException("…"); }` had two cases of its own
    whose input could name nothing but "passes every guard", and the handler's case said nothing.
    """
    if item.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
        return None
    hosts = [
        b for b in branches
        if b.file == item.file and unclipped(first_statement(b.effect), b, items) == item.text.strip() and (
            b.line <= item.line <= b.end_line or label_holds(lines, b.line, item.line)
        ) and go_success_return(b, lines) is None
    ]  # fmt: skip
    return nearest_host(item, hosts)


def nearest_host(item: ChecklistItem, hosts: Sequence[ChecklistItem]) -> ChecklistItem | None:
    """Of the branches whose block holds an exit, the one opening nearest above it: its own `elif`.

    Python's `if` spans its `elif` clauses, so jpholiday's `if A: return True` / `elif B: return True` merged the
    second `return True` into the `if`'s case too (hlink13's "cites both returns"): six dated key items landed on
    the right `if` and counted wrong for the other return.

    >>> b = lambda n, end: ChecklistItem(id=f"a.py:{n}:branch", kind=Kind.BRANCH, file="a.py", line=n, end_line=end,
    ...     language="python", symbol="f", text="x", effect="return True")
    >>> ret = ChecklistItem(id="a.py:4:early_return", kind=Kind.EARLY_RETURN, file="a.py", line=4, end_line=4,
    ...     language="python", symbol="f", text="return True")
    >>> nearest_host(ret, [b(1, 4), b(3, 4)]).line, nearest_host(ret, [])
    (3, None)
    """
    above = [b for b in hosts if b.line <= item.line]
    return max(above or hosts, key=lambda b: b.line, default=None)


def exit_of(item: ChecklistItem, branches: list[ChecklistItem], ctx: Ctx) -> ChecklistItem | None:
    """The branch whose case states `item` as its block's exit (`stated_exit`): that case tests it."""
    if item.kind not in (Kind.RAISE, Kind.EARLY_RETURN):
        return None
    for b in branches:
        if (
            b.file == item.file
            and b.line < item.line
            and (ends := stated_exit(b, ctx)) is not None
            and ends.line == item.line
        ):
            # Go's success way out (go_error_exit.py): the branch's case shows the error after it, not this return.
            return None if go_success_return(b, ctx.lines(b.file)) is not None else b
    return None


def rethrow_of(item: ChecklistItem, handlers: list[ChecklistItem]) -> ChecklistItem | None:
    """The handler whose caught exception `item` rethrows (`catch (X e) { …; throw e; }`, a bare `raise`).

    The handler's case already expects the caught exception to reach the caller; a case of its own
    for `throw e;` said the same with an input it could not name.
    """
    if item.kind is not Kind.RAISE:
        return None
    handler = handler_around(item, handlers)
    if handler is None:
        return None
    stmt = item.text.strip().rstrip(";").strip()
    bound = bound_name(handler.text)
    if (
        stmt == "raise"
        and item.language == "python"
        or bound
        and re.fullmatch(rf"(?:throw|raise)\s+{re.escape(bound)}", stmt)
    ):
        return handler
    return None


def _raise_first(items: Sequence[ChecklistItem]) -> list[ChecklistItem]:
    """`items`, with an early exit that is also a raise placed right after its raise: the raise's case ("Exception:
    `raise ValueError(…)`") is the one the early exit joins, not the other way round."""
    at = {(i.file, i.line): n for n, i in enumerate(items) if i.kind is Kind.RAISE}
    order = {id(i): float(at.get((i.file, i.line), n)) + 0.5 if i.kind is Kind.EARLY_RETURN and (i.file, i.line) in at
             else float(n) for n, i in enumerate(items)}  # fmt: skip
    return sorted(items, key=lambda i: order[id(i)])


def cases_for_items(items: Sequence[ChecklistItem], builder: Builder, ctx: Ctx) -> None:
    """Add the cases of every must-cover item (and loops), then one normal path per guarded function."""
    branches = [i for i in items if i.kind is Kind.BRANCH]
    handlers = [i for i in items if i.kind is Kind.HANDLER]
    case_of: dict[str, TestCase] = {}
    off_case: dict[str, TestCase] = {}  # the case of an item's side that does not fire: where its `else` runs
    exit_case: dict[
        tuple[str, int], TestCase
    ] = {}  # one case per exit statement (its raise and its early exit)
    # A branch whose condition is a literal comparison is tested by the boundary's case where it fires.
    on_line = {(i.file, i.line): i for i in items if i.kind is Kind.BOUNDARY}
    for item in _raise_first(items):
        if not item.must_cover and item.kind is not Kind.LOOP:
            continue
        host = (merged_into(item, branches + handlers, items, ctx.lines(item.file)) or rethrow_of(item, handlers)
                or exit_of(item, branches, ctx)
                or bare_exit_host(item, branches, items, ctx.lines(item.file)))  # a bare `return` (bare_exit.py)
        if host is not None and host.id in case_of:
            if item.id not in case_of[host.id].evidence:
                case_of[host.id].evidence.append(item.id)
            continue
        # The first statement of a plain `else` (else_exits.py), or the same exit seen as a raise and as an early exit.
        other = (
            off_case.get(e.id) if (e := else_host(item, branches, ctx.lines(item.file))) is not None else None
        )
        other = other or (
            exit_case.get((item.file, item.line)) if item.kind in (Kind.RAISE, Kind.EARLY_RETURN) else None
        )
        if other is not None:
            if item.id not in other.evidence:
                other.evidence.append(item.id)
            continue
        bound = on_line.get((item.file, item.line)) if item.kind is Kind.BRANCH else None
        if bound is not None and "#" not in item.id and other_disjuncts(item.text, bound.text):
            bound = None  # `x == null || x.compareTo(ZERO) < 0`: the boundary's cases never pass null
        if bound is not None and bound.id in case_of:
            case_of[bound.id].evidence.append(item.id)
            case_of[item.id] = case_of[bound.id]
            if bound.id in off_case:
                off_case[item.id] = off_case[bound.id]
            continue
        make = BY_KIND.get(item.kind)
        if make is None:
            continue
        hosted = False
        for d in make(item, ctx):
            d = generator_words(d, item, ctx)  # a generator's `return` ends the iteration (generator_end.py)
            d = callback_words(
                d, item, ctx
            )  # a `return` in `xs.map(x => …)` is the callback's (callback_words.py)
            d = rethrow_double(
                d, item, ctx
            )  # `throw e`: the exception the test's double raises (rethrow_double.py)
            d = reached_return(d, item, ctx)  # "does not return X" alone: the value (reached_return.py)
            d = searched_input(d, item, ctx)  # arguments found by running, for a local's value (argument_search.py)
            d = run_result(d, item, ctx)  # the function run on the case's own input (run_result.py)
            d = with_normal_arguments(d, item, ctx)  # a double's answer alone: the arguments (unnamed_arguments.py)
            case = builder.add(d, [item.id, *d.also])
            # The case that exercises the guarded code hosts merged items.
            if item.id not in case_of or d.hosts and not hosted:
                case_of[item.id] = case
                hosted = hosted or d.hosts
            if not d.hosts:
                off_case.setdefault(item.id, case)
        if item.kind in (Kind.RAISE, Kind.EARLY_RETURN) and item.id in case_of:
            exit_case.setdefault((item.file, item.line), case_of[item.id])
    # The normal path: every guard that raises or returns early is false. One case per function.
    seen: set[tuple[str, str | None]] = set()
    for b in branches:
        key = (b.file, b.symbol)
        if key in seen:
            continue
        guards = guards_of(b.file, b.symbol, branches, ctx.lines(b.file))
        # A guard nested in a block that always leaves is not passed by a normal run; the block is (leaving_blocks.py).
        guards = normal_guards(guards, ctx.items, ctx.lines(b.file))
        # Nor a guard nested in a plain `if` block the function runs past: that block's condition is (enclosing_guard.py).
        guards = lifted(guards, ctx.items, ctx.lines(b.file))
        # A guard inside a switch arm is passed by that arm's run only: a function that leaves from inside its arms
        # has no one normal path (each arm's case is one), and passing them all is no run at all (arm_guards.py).
        if len(outside_arms(guards, ctx.lines)) < len(guards):
            seen.add(key)
            continue
        # A block that writes before it leaves (`if ok { …; return }`) is the guard of a function with no other (late_exit.py).
        guards = guards or late_exits(b.file, b.symbol, ctx.items, ctx.lines(b.file))
        if not guards:
            continue
        seen.add(key)
        d = run_result(normal_path(guards, ctx), guards[0], ctx, guards)  # run on its input (run_result.py)
        builder.add(d, [*(g.id for g in guards), *d.also])
    # A function left only by an except block's `return` / `raise` is passed by a normal run too (handler_guards.py).
    for handlers in handler_guards(items, seen).values():
        d = normal_path(handlers, ctx)
        builder.add(d, [*(g.id for g in handlers), *d.also])
    # A function whose checks leave only through their `else` (`if ok: pass` / `else: raise`): each holds (else_guards.py).
    for key, checks in else_checks(items, seen, ctx).items():
        seen.add(key)
        d = normal_path(checks, ctx)._replace(input=else_input(checks, ctx))
        builder.add(d, [*(g.id for g in checks), *d.also])
    # A function nothing leaves early is walked through by every call: its outermost blocks (walk_path.py).
    for key in dict.fromkeys((i.file, i.symbol) for i in items if i.kind in (Kind.BRANCH, Kind.LOOP)):
        if key in seen or not (walk := walk_items(*key, items)):
            continue
        seen.add(key)
        d = normal_path(walk, ctx)
        if not main_path_input(
            walk[0], ctx
        ):  # the blocks are no guards: "valid input keeping them false" is wrong
            d = d._replace(input=ctx.msg("in.valid_any", where=ctx.where(walk[0])))
        builder.add(d, [*(i.id for i in walk), *d.also])


def tell_apart(cases: Sequence[TestCase], items: dict[str, ChecklistItem], ctx: Ctx) -> None:
    """Name the line in the perspective of cases that would otherwise read the same.

    Three `recover()` handlers in one Go function give three identical rows; a tester cannot tell
    which is which, and the critic rightly reports them as duplicates. They test different lines,
    so the perspective says which.
    """
    rows: dict[tuple[str, str, str, str], list[TestCase]] = {}
    for c in cases:
        rows.setdefault((c.perspective, c.preconditions, c.input, c.expected), []).append(c)
    for same in rows.values():
        if len(same) < 2:
            continue
        for c in same:
            first = next((items[r] for r in c.evidence if r in items), None)
            suffix = ctx.msg("persp.line_suffix", line=first.line) if first is not None else ""
            if first is not None and not c.perspective.endswith(suffix):
                c.perspective += suffix


# "(boundary > 100)" restates the condition; it does not give 100 as a value.
_RESTATED = re.compile(r"(?:<=|>=|!=|<>|<|>)\s*-?\d[\d,]*(?:\.\d+)?")


def missing_boundary_cases(
    item: ChecklistItem, cases: Sequence[TestCase], builder: Builder, ctx: Ctx
) -> None:
    """Add the on/off cases of a boundary whose value no citing case's preconditions or input gives."""
    citing = [c for c in cases if item.id in c.evidence or f"{item.file}:{item.line}" in c.evidence]
    given = [_RESTATED.sub(" ", f"{c.preconditions} {c.input}".replace(item.text, " ")) for c in citing]
    for d, v in zip(boundary_cases(item, ctx), item.test_values or [], strict=True):
        if not any(mentions_number(text, fmt(v)) for text in given):
            builder.add(d, [item.id])
