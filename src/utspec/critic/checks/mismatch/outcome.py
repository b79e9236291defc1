"""An exception, a returned value or a code the design names for a place where the code does another
(`utspec.questions.key_items.contradiction` read over design statements)."""

from __future__ import annotations

from dataclasses import replace

from utspec.answers.effects import answers_to
from utspec.critic.checks.mismatch.common import RULE_ID
from utspec.critic.review_input import ReviewInput
from utspec.messages import Catalog
from utspec.models import OpenQuestion, QuestionKind, Requirement
from utspec.questions.effect_line import effect_line
from utspec.questions.evaluated_call import evaluated_call
from utspec.questions.example_lines import is_example_line
from utspec.questions.exception_types import parents
from utspec.questions.go_main_return import main_path_returns
from utspec.questions.key_conditions import Conditions
from utspec.questions.key_items import Verdict, contradiction, expectation


def _outcome_conflicts(inp: ReviewInput) -> list[tuple[Requirement, Verdict]]:
    """Design statements naming an exception, a returned value or a code the code does not produce there."""
    # The code's own exception classes count (`class MathArithmeticException extends ArithmeticException`): a
    # design naming the parent is not contradicted by a child the code raises (math3's lcm). Only the class table
    # is read from the sources here; their other readings are for key items' evaluated claims.
    classes = {k.lower(): (v.lower() if v else None) for k, v in parents(inp.sources).items()}
    conditions = replace(Conditions.of(inp.checklist), classes=classes)
    out = []
    for r in inp.requirements:
        if r.kind == "heading" or is_example_line(r.text):
            continue  # an example's outcome is its call's, whatever condition shares its words
        if (run := evaluated_call(r.text, list(inp.sources))) is not None and run.agrees:
            continue  # "`yn('abomasum')` returns `undefined`": run, the call never reaches the branch sharing its words
        if (v := contradiction(r.text, inp.checklist, conditions)) is None:
            continue
        exc = expectation(r.text).exception
        if exc and v.place is not None and main_path_returns(exc, v.place, inp.sources, r.text):
            continue  # "Permanent wraps the given err in a *PermanentError": Go returns it (questions.go_main_return)
        out.append((r, v))
    return out


def outcome_questions(inp: ReviewInput, asked: set[str]) -> list[OpenQuestion]:
    msg = Catalog(inp.language)
    out = []
    for r, v in _outcome_conflicts(inp):
        if v.place is None:
            continue
        qid = f"Q-{RULE_ID}:{v.place.id}"
        if qid in asked or answers_to(inp.answers, qid):
            continue
        asked.add(qid)
        where = f"{v.place.file}:{v.place.line}"
        # the line that raises or returns inside the branch, where the code says what it does (questions.effect_line)
        at = effect_line(v.place, inp.sources)
        said = [f"{v.place.file}:{at}"] if at is not None and at != v.place.line else []
        text = msg("critic.mismatch_outcome", where=where, code=v.place.text, ref=r.id, locator=r.locator,
                   expected=v.expected, text=r.text, actual=v.actual)  # fmt: skip
        out.append(
            OpenQuestion(
                id=qid, question=text, refs=[v.place.id, r.id], kind=QuestionKind.DESIGN_CODE_CONFLICT,
                subject=v.place.text, values=[v.expected, v.actual], places=[where, *said, r.locator],
            )
        )  # fmt: skip
    return out
