"""Answers kept in a run folder, applied wherever that folder's spec is reviewed again.

`utspec answer` stores a person's answers with the run (utspec.runstore). A later `utspec run`
into the same folder applies them when the inputs are unchanged and reports them otherwise; so
does `utspec review` of a spec in that folder (`folder_answers`). An applied answer whose question
the review would no longer ask (the spec or rules moved on) is reported too (`unasked`): never
silently dropped.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from utspec.messages import Catalog
from utspec.models import Answer, Notice, TestSpec

if TYPE_CHECKING:
    from utspec.config import LoadedConfig
    from utspec.critic.review_input import ReviewInput
    from utspec.critic.rulefile import RuleSet


def folder_answers(folder: Path, loaded: LoadedConfig) -> tuple[list[Answer], list[Answer]]:
    """(answers to apply, answers not applied) kept in `folder`'s runs; nothing when it holds no run."""
    from utspec import runstore

    if not runstore.db_path(folder).is_file():
        return [], []
    conn = runstore.connect(folder, create=False)
    try:
        return runstore.kept_answers(conn, runstore.fingerprint(loaded))
    finally:
        conn.close()


def settled(spec: TestSpec, answers: list[Answer]) -> TestSpec:
    """The spec without the open questions a kept answer answers (as a later run's draft would be)."""
    answered = {a.question for a in answers}
    if not any(q.id in answered for q in spec.open_questions):
        return spec
    return spec.model_copy(
        update={"open_questions": [q for q in spec.open_questions if q.id not in answered]}
    )


def asked_ids(
    inp: ReviewInput, rules: RuleSet | None = None, spec_questions: set[str] | None = None
) -> set[str]:
    """Question ids a review of `inp` raises when nothing is answered (checks, unresolved findings, the spec's own).

    `spec_questions`: the ids of the questions the spec as written lists (before `settled`).
    """
    from utspec.critic.deterministic import run_checks

    findings, questions = run_checks(replace(inp, answers=[]), rules)
    return {q.id for q in questions} | {f"Q-unresolved:{f.id}" for f in findings} | (spec_questions or set())


def unasked(answers: list[Answer], asked: set[str]) -> list[Answer]:
    """The answers whose question is no longer asked.

    >>> a = Answer(id="ANS-1", question="Q-literal:q.sql:4:sql_condition", text="3 = paid")
    >>> [x.id for x in unasked([a], {"Q-literal:q.sql:4:sql_condition"})], [x.id for x in unasked([a], set())]
    ([], ['ANS-1'])
    """
    return [a for a in answers if a.question not in asked]


def answer_notices(
    folder: Path, applied: list[Answer], stale: list[Answer], gone: list[Answer], language: str
) -> list[Notice]:
    """One notice per kept answer not applied or no longer asked, and one naming those applied."""
    msg = Catalog(language)
    shown = str(folder)
    out = [
        Notice(file=shown, message=msg("answers_kept.stale", ans=a.id, question=a.question)) for a in stale
    ]
    out += [
        Notice(file=shown, message=msg("answers_kept.unasked", ans=a.id, question=a.question)) for a in gone
    ]
    if applied:
        out.append(
            Notice(file=shown, message=msg("answers_kept.applied", ids=", ".join(a.id for a in applied)))
        )
    return out
