"""expected-contradicts-design: the design states an outcome the code does the opposite of; a person decides.

A spec drafted from the code follows the code; one drafted from the design follows the design.
When the two disagree on what happens, neither may be followed silently, so this check asks:

- a case cites a design statement (DR-n) or key item (KT-n) that states an exception is raised
  (`_design_raises`: "is raised", and a design's own forms: "RuntimeError とする", "（PermissionError）"),
  while the items the case cites return normally on its path (`return None` where the design
  says `DuplicateEmailError` is raised);
- a cited statement says a caught exception does not reach the caller while the handler the case
  cites re-raises it, or the reverse;
- a design statement says an exception type is raised that the code defines but never raises
  (the raise was replaced by something else): no case can test it, whatever the spec says;
- a worked-example case (`Call `f(x)`.`) says its call does not return, or returns another literal than, what
  a statement it cites says that very call returns (`_stated_example`: `FromHumanSize("32k")` "does not return
  `32000`" against KT "FromHumanSize("32k") returns 32000"; the code's loops and regexes are not run);
- a design statement says an exception is raised with a message the code writes only in a statement
  that raises nothing (`_design_message`: python-semver's "'major' is negative…" after its `raise`
  became `return None`), whether or not a case cites the statement.

Each is an open question naming both sides; an answer (`design_right` / `code_right`) settles it.
Literal limits and values (5,000 vs 10,000) are `design-code-mismatch`'s business, not this one's.
"""

from __future__ import annotations

import re

from utspec.critic.checks._case_facts import cited_items, cited_refs, sides
from utspec.critic.checks._claims import EXCEPTION, claims
from utspec.critic.checks._design_message import unraised_messages
from utspec.critic.checks._design_raises import stated_raises
from utspec.critic.checks._stated_example import example_call_text, stated_result
from utspec.critic.checks.contradicts_code.values import same
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import Finding, Kind, OpenQuestion, Severity, TestCase

RULE_ID = "expected-contradicts-design"
SEVERITY = Severity.ADVISORY
SUMMARY = (
    "The design states an outcome (an exception raised, re-raised or caught) that the cited code does the opposite"
    " of, or a worked example's result that the case making that call contradicts."
)


def _short(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def _statements(inp: ReviewInput) -> dict[str, tuple[str, str]]:
    """Design statements and key items by id: (text, where)."""
    out = {r.id: (r.text, r.locator) for r in inp.requirements if r.kind != "heading"}
    out.update({k.id: (k.text, f"{k.file}:{k.line}") for k in inp.key_items})
    return out


def _case_questions(
    inp: ReviewInput, case: TestCase, stated: dict[str, tuple[str, str]], msg: Catalog
) -> list[OpenQuestion]:
    refs = [r for r in cited_refs(case, ("DR-", "KT-")) if r in stated]
    if not refs:
        return []
    all_sides = [s for s in sides(cited_items(inp, case), case) if s.fires]
    effects = [(s, e) for s in all_sides for e in s.effects[:1]]
    raises = {_short(e.name) for _, e in effects if e.kind == "raise" and e.name}
    returns = [(s, e) for s, e in effects if e.kind == "return"]
    handlers = [s for s in all_sides if s.item.kind is Kind.HANDLER]
    out: list[OpenQuestion] = []
    for ref in refs:
        text, where = stated[ref]
        said = claims(text)
        named = stated_raises(text)
        if named and not raises and returns:
            side, e = returns[0]
            exc = sorted(named)[0]
            out.append(_question(f"{case.id}:{ref}", msg("semantic.design_raises_code_returns", ref=ref, where=where,
                                 text=text, exc=exc, code=side.item.id, value=e.value or "None", case=case.id),
                                 [ref, side.item.id, case.id]))  # fmt: skip
        for h in handlers:
            kinds = {e.kind for e in h.effects}
            if "reraise" in kinds and (said.contained or said.not_raised):
                out.append(_question(f"{case.id}:{ref}", msg("semantic.design_caught_code_reraises", ref=ref,
                                     where=where, text=text, code=h.item.id, case=case.id), [ref, h.item.id, case.id]))  # fmt: skip
            elif "swallow" in kinds and said.propagates:
                out.append(_question(f"{case.id}:{ref}", msg("semantic.design_reraised_code_swallows", ref=ref,
                                     where=where, text=text, code=h.item.id, case=case.id), [ref, h.item.id, case.id]))  # fmt: skip
    out += _example_questions(case, refs, stated, msg)
    return out


def _example_questions(
    case: TestCase, refs: list[str], stated: dict[str, tuple[str, str]], msg: Catalog
) -> list[OpenQuestion]:
    """A worked-example case saying its call does not return, or returns another literal than, what a statement
    it cites says that very call returns (`_stated_example`).

    A case that states what one of its statements gives is not asked about another that gives something else:
    kanjize's TC-068 is KT-1's `number2kanji(58076099)` → "五千八百七万六千九十九" and also cites KT-4, the same call
    under a `use_daiji=True` setting the reading does not see.
    """
    call = example_call_text(case.input)
    if call is None:
        return []
    said = claims(case.expected)
    results = [(ref, value) for ref in refs if (value := stated_result(call, stated[ref][0])) is not None]
    for ref, value in results:
        text, where = stated[ref]
        if any(same(n, value) for n in said.not_returns):
            facts = dict(ref=ref, where=where, text=text, call=call, value=value, case=case.id)
            return [
                _question(f"{case.id}:{ref}", msg("semantic.design_example_not", **facts), [ref, case.id])
            ]
    if results and said.returns and not any(same(r, v) for _, v in results for r in said.returns):
        ref, value = results[0]
        text, where = stated[ref]
        facts = dict(ref=ref, where=where, text=text, call=call, value=value, case=case.id)
        return [_question(f"{case.id}:{ref}", msg("semantic.design_example_other", said=said.returns[0], **facts),
                          [ref, case.id])]  # fmt: skip
    return []


def _question(target: str, text: str, refs: list[str]) -> OpenQuestion:
    return OpenQuestion(id=f"Q-{RULE_ID}:{target}", question=text, refs=refs)


def _definitions(inp: ReviewInput, name: str) -> tuple[str | None, bool]:
    """(`path:line` of the type's definition, whether the code uses the type anywhere else)."""
    defined = re.compile(
        rf"\b(?:class|struct|type|interface|enum|exception)\s+{re.escape(name)}\b|^\s*{re.escape(name)}\s*="
    )
    used = re.compile(rf"(?<![\w.]){re.escape(name)}\b")
    where, elsewhere = None, False
    for src in inp.sources:
        for n, line in enumerate(src.text.split("\n"), start=1):
            if defined.search(line):
                where = where or f"{src.path}:{n}"
            elif used.search(line) and not re.match(r"\s*(?:from|import|using|#|//|\*)", line):
                elsewhere = True
    return where, elsewhere


def _never_raised(inp: ReviewInput, stated: dict[str, tuple[str, str]], msg: Catalog) -> list[OpenQuestion]:
    pool = inp.checklist if inp.citable is None else inp.citable
    raised = {_short(e.name) for i in pool for e in (i.effects or []) if e.kind == "raise" and e.name}
    raised |= {_short(t) for i in pool for t in EXCEPTION.findall(i.effect or "") + EXCEPTION.findall(i.text)}
    out: list[OpenQuestion] = []
    asked: set[str] = set()
    for ref, (text, where) in stated.items():
        for exc in sorted(stated_raises(text)):
            if _short(exc) in raised or exc in asked:
                continue
            defined_at, elsewhere = _definitions(inp, _short(exc))
            if defined_at is None or elsewhere:
                continue  # not the code's own type, or used somewhere the checklist does not see
            asked.add(exc)
            out.append(_question(f"{ref}:{exc}", msg("semantic.design_raises_never", ref=ref, where=where, text=text,
                                 exc=exc, defined=defined_at), [ref, defined_at]))  # fmt: skip
    return out


def check(inp: ReviewInput) -> list[Finding | OpenQuestion]:
    msg = Catalog(inp.language)
    stated = _statements(inp)
    settled = {a.question for a in inp.answers if a.effect in ("design_right", "code_right", "explains")}
    out: list[Finding | OpenQuestion] = []
    for case in inp.spec.cases:
        out += _case_questions(inp, case, stated, msg)
    out += _never_raised(inp, stated, msg)
    out += [_question(f"{u.ref}:{u.exc}:{u.file}:{u.line}", msg("semantic.design_message_unraised", ref=u.ref,
                      where=stated[u.ref][1], exc=u.exc, message=u.message, at=f"{u.file}:{u.line}", stmt=u.statement),
                      [u.ref, f"{u.file}:{u.line}", *u.near]) for u in unraised_messages(inp, stated)]  # fmt: skip
    seen: set[str] = set()
    kept: list[Finding | OpenQuestion] = []
    for q in out:
        if q.id not in seen and q.id not in settled:
            seen.add(q.id)
            kept.append(q)
    return kept
