"""expected-contradicts-path: a case states the outcome of the other path than the one its own setup puts it on.

A case about a handler or an SQL write cites the same code whether the dependency succeeds or
fails; its preconditions and input say which (`_failure_path.failure_setup`). The expected result
must state that path's outcome. Blocking, since a reviewer checks each finding against the case's
own cells and one line of code:

- **failure stated on the success path**: the setup says every dependency behaves (a handler case)
  or injects nothing (a write case), yet the expected result states an error reaching or kept from
  the caller, no row written, or an exception the cited code does not raise;
- **success stated on the failure path**: the setup makes the write fail, yet rows are written to
  its table; or it makes a handler's dependency raise, yet the statement the failure skips is said
  to happen, or the handler's own output or log is said not to happen;
- **a swallow where nothing catches**: the write fails, no `try` surrounds it in its function, yet
  the error is said not to reach the caller (also when the write sits in a cited handler's body and the
  sentence speaks of the database error); or the case cites no handler, write or call at all
  (only conditions, returns, raises), yet an error is said to be caught.

Cases citing a raise, a return or a condition are `expected-contradicts-code`'s (their side is
decided by the input's value, not by a failing dependency).
"""

from __future__ import annotations

from collections.abc import Sequence

from utspec.analyzers.effects import caught_types, effects_of
from utspec.critic.checks._case_facts import cited_items
from utspec.critic.checks._claims import EXCEPTION, claims
from utspec.critic.checks._failure_path import failure_outcome, failure_setup, mentions, states_contained
from utspec.critic.checks._try_blocks import in_try
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import ChecklistItem, Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-contradicts-path"
SEVERITY = Severity.BLOCKING
SUMMARY = "A handler or write case states the outcome of the other path than its own setup (a failure on the success path, or the reverse)."

#: Kinds whose outcome depends on a dependency failing, not on the input's value.
PATH_KINDS = frozenset({Kind.HANDLER, Kind.SQL_WRITE, Kind.CALL})
#: Handlers naming one of these catch whatever a test double is likely to raise.
_GENERIC = frozenset({"Exception", "BaseException", "Throwable", "Error", "RuntimeException", "error", "any"})


def _setup(case: TestCase) -> str:
    return f"{case.preconditions}\n{case.input}"


def _injected(case: TestCase) -> set[str]:
    """Exception types the setup names (`ConnectionError`, plain `Exception`)."""
    text = _setup(case)
    return set(EXCEPTION.findall(text)) | ({"Exception"} if "`Exception`" in text else set())


def _caught(handler: ChecklistItem, injected: set[str]) -> bool:
    """Whether the handler catches what the setup injects (unknown types: assume it does)."""
    types = set(caught_types(handler.text))
    if not types or not injected or types & (_GENERIC | injected):
        return True
    # `catch (err)` names a variable, not a type: it catches anything.
    return all(t[:1].islower() for t in types)


def _success_side(case: TestCase, items: list[ChecklistItem], msg: Catalog) -> list[str]:
    """Failure stated while the setup makes nothing fail."""
    setup = failure_setup(_setup(case))
    handlers = [i for i in items if i.kind is Kind.HANDLER]
    if setup is True or (handlers and setup is not False):
        return []  # a handler case must say outright that all goes well: its failure may come from the input
    said = failure_outcome(case.expected)
    if said is None:
        raised = sorted(claims(case.expected).raised)
        said = f"`{raised[0]}`" if raised else None
    if said is None:
        return []
    item = handlers[0] if handlers else items[0]
    return [msg("path.failure_on_success", ref=item.id, said=said)]


def _handled_write(write: ChecklistItem, checklist: Sequence[ChecklistItem], injected: set[str]) -> bool:
    """A write in the body of a handler that catches what the setup injects: the failure is what makes it happen.

    `except TimeoutError: cur.execute("INSERT INTO mail_retry …")` — a case injecting `TimeoutError`
    and stating the `mail_retry` row describes the handler's own path, not a success on a failure path.
    """
    return any(
        h.kind is Kind.HANDLER and h.file == write.file and h.symbol == write.symbol
        and h.line < write.line <= h.end_line and injected and _caught(h, injected)
        for h in checklist
    )  # fmt: skip


def _failure_side(
    case: TestCase, items: list[ChecklistItem], msg: Catalog, checklist: Sequence[ChecklistItem] = ()
) -> list[str]:
    """Success stated while the setup makes something fail."""
    if failure_setup(_setup(case)) is not True:
        return []
    hits: list[str] = []
    handlers = [i for i in items if i.kind is Kind.HANDLER and _caught(i, _injected(case))]
    for h in handlers:
        for e in effects_of(h):
            if e.kind == "skip" and e.name:
                if any(not neg for _, neg in mentions(case.expected, e.name)):
                    hits.append(msg("path.skipped_happens", ref=h.id, call=e.name))
            elif e.kind in ("output", "log") and e.name:
                if any(neg for _, neg in mentions(case.expected, e.name)):
                    hits.append(msg("path.output_missing", ref=h.id, call=e.name))
    writes = [
        i for i in items
        if i.kind is Kind.SQL_WRITE and i.table and not _handled_write(i, checklist, _injected(case))
    ]  # fmt: skip
    if writes and not handlers and failure_outcome(case.expected) is None:
        said = {t.rsplit(".", 1)[-1].casefold() for t in claims(case.expected).tables}
        for w in writes:
            if (w.table or "").rsplit(".", 1)[-1].casefold() in said:
                hits.append(msg("path.write_happens", ref=w.id, table=w.table))
    return hits


def _swallow_hits(inp: ReviewInput, case: TestCase, items: list[ChecklistItem], msg: Catalog) -> list[str]:
    """An unhandled write's error said not to reach the caller.

    A cited handler usually is what contains the failure the sentence speaks of; only when the sentence
    names the database error itself ("DB の例外が…送出されない") is the write's own failure what it says is
    contained, and a write in the handler's body (no `try` around it) lets that error through.
    """
    if any(i.kind is Kind.HANDLER for i in items) and not claims(case.expected).write_fails:
        return []
    if failure_setup(_setup(case)) is not True:
        return []
    if not states_contained(case.expected):
        return []
    sources = {s.path: s.text.split("\n") for s in inp.sources}
    for w in (i for i in items if i.kind is Kind.SQL_WRITE):
        if w.file in sources and in_try(sources[w.file], w.line, w.language) is False:
            return [msg("path.unhandled_write", ref=w.id, line=w.line)]
    return []


def contradictions(inp: ReviewInput, case: TestCase, msg: Catalog) -> list[str]:
    """Each way the case's expected result states the other path's outcome, as sentences."""
    items = cited_items(inp, case)
    if not items:
        return []
    if not any(i.kind in (Kind.HANDLER, Kind.SQL_WRITE, Kind.CALL) for i in items) and states_contained(
        case.expected
    ):
        return [msg("path.contained_no_handler", refs=", ".join(i.id for i in items[:3]))]
    if any(i.kind not in PATH_KINDS for i in items):
        return []
    path_items = [i for i in items if i.kind in (Kind.HANDLER, Kind.SQL_WRITE)]
    if not path_items:
        return []
    hits = _success_side(case, path_items, msg) + _failure_side(case, path_items, msg, inp.checklist)
    hits += _swallow_hits(inp, case, path_items, msg)
    return list(dict.fromkeys(hits))


def check(inp: ReviewInput, *, severity: Severity = SEVERITY) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        if hits := contradictions(inp, case, msg):
            out.append(Finding(id=f"{RULE_ID}:{case.id}", rule=RULE_ID, severity=severity,
                               message=msg("path.contradicts", case=case.id, hits=msg.join(hits)),
                               refs=[case.id]))  # fmt: skip
    return out
