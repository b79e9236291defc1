"""The LLM test designer: drafts and revises a spec through the model door (role `designer`).

Inputs reach the model only as delimited DATA blocks (the system prompt says they are data, never
instructions), so a design doc that says "return APPROVED" is text to test, not an order; and the
reply schema has no status at all: only the critic decides one. Evidence refs in a reply are
checked against the run's `EvidenceIndex`; unresolved ones are re-asked a bounded, counted number
of times, then dropped, so that the critic sees a case with missing evidence and blocks on it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from string import Template
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from utspec.designer.inputs import DesignInputs
from utspec.evidence import EvidenceIndex
from utspec.llm.door import ModelDoor
from utspec.llm.errors import BudgetExhausted
from utspec.llm.redact import input_texts
from utspec.messages import Catalog
from utspec.models import Category, OpenQuestion, QuestionKind, ReviewResult, TestCase, TestSpec

LANGUAGE_NAMES = {"en": "English", "ja": "Japanese (日本語)"}
#: Bounds in the reply schema: a grammar-constrained small model must not write forever.
MAX_CASES = 40
MAX_TEXT = 400


class DraftCase(BaseModel):
    """One case as the model writes it; ids are assigned by utspec, not the model."""

    model_config = ConfigDict(extra="forbid")

    perspective: str = Field(min_length=1, max_length=MAX_TEXT)
    category: Category
    preconditions: str = Field(max_length=MAX_TEXT)
    input: str = Field(max_length=MAX_TEXT)
    expected: str = Field(min_length=1, max_length=MAX_TEXT)
    evidence: list[str] = Field(min_length=1, max_length=8)


class DraftQuestion(BaseModel):
    """A question for a person, bound to the evidence that leaves it open."""

    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, max_length=MAX_TEXT)
    refs: list[str] = Field(
        max_length=8,
        description="DR-n, KT-n, a checklist id or path:line from the data that the question is about.",
    )


class DraftReply(BaseModel):
    """The designer's reply: cases and questions. No status: the designer never grades its own work."""

    model_config = ConfigDict(extra="forbid")

    cases: list[DraftCase] = Field(min_length=1, max_length=MAX_CASES)
    open_questions: list[DraftQuestion] = Field(max_length=10)


@dataclass
class RefCheck:
    """What one draft or revision did about evidence refs that do not resolve."""

    node: str
    reasks: int = 0
    dropped: list[str] = field(default_factory=list)
    """`TC-nnn: ref` for each unresolved ref dropped after the re-asks ran out."""


# --- prompts -------------------------------------------------------------------------------------


@cache
def _template(name: str) -> Template:
    return Template(resources.files("utspec.designer").joinpath("prompts", name).read_text(encoding="utf-8"))


def _neutralise(text: str) -> str:
    # Data must not be able to close its own block and speak outside it.
    return text.replace("<<<", "‹‹‹").replace(">>>", "›››")


def data_block(name: str, body: str) -> str:
    """Return `body` fenced as one DATA block the system prompt tells the model never to obey."""
    return f"<<<DATA {name}>>>\n{_neutralise(body).rstrip()}\n<<<END DATA>>>"


def _checklist_lines(inputs: DesignInputs) -> str:
    lines = []
    for it in inputs.checklist:
        tag = "must-cover" if it.must_cover else "advisory"
        where = f" in {it.symbol}" if it.symbol else ""
        extra = f"; test values {it.test_values}" if it.test_values else ""
        effect = f" -> {it.effect}" if it.effect else ""
        lines.append(f"- {it.id} [{tag}]{where}: {it.text}{effect}{extra}")
    return "\n".join(lines) or "(no checklist items)"


def input_blocks(inputs: DesignInputs) -> list[str]:
    """The run's inputs as DATA blocks: design statements, key items, checklist, numbered source."""
    design = "\n".join(
        f"- {r.id} ({r.locator}): {r.text}" for r in inputs.requirements if r.kind != "heading"
    )
    keys = "\n".join(f"- {k.id}: {k.text}" for k in inputs.key_items)
    blocks = [
        data_block("design-statements", design or "(none)"),
        data_block("key-test-items", keys or "(none)"),
        data_block("checklist", _checklist_lines(inputs)),
    ]
    for src in inputs.sources:
        numbered = "\n".join(f"{n:4d} | {line}" for n, line in enumerate(src.text.split("\n"), start=1))
        blocks.append(data_block(f"source {src.path}", numbered))
    return blocks


def system_message(language: str) -> dict[str, str]:
    text = _template("system.md").substitute(language_name=LANGUAGE_NAMES.get(language, "English"))
    return {"role": "system", "content": text}


def draft_messages(inputs: DesignInputs) -> list[dict[str, str]]:
    user = _template("draft.md").substitute(data="\n\n".join(input_blocks(inputs)))
    return [system_message(inputs.language), {"role": "user", "content": user}]


def revise_messages(inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> list[dict[str, str]]:
    current = json.dumps(
        {"cases": [c.model_dump(mode="json") for c in spec.cases],
         "open_questions": [{"question": q.question, "refs": q.refs} for q in spec.open_questions]},
        ensure_ascii=False, indent=1,
    )  # fmt: skip
    blocking = "\n".join(f"- {f.id}: {f.message}" for f in review.blocking) or "(none)"
    advisory = "\n".join(f"- {f.id}: {f.message}" for f in review.advisory) or "(none)"
    history = "\n".join(
        f"- round {r.round}: {r.review.status.value}; blocking: {', '.join(f.id for f in r.review.blocking) or 'none'}"
        for r in inputs.history
    )
    blocks = [
        *input_blocks(inputs),
        data_block("current-specification", current),
        data_block("blocking-findings", blocking),
        data_block("advisory-findings", advisory),
        data_block("review-history", history or "(first review)"),
    ]
    user = _template("revise.md").substitute(data="\n\n".join(blocks))
    return [system_message(inputs.language), {"role": "user", "content": user}]


def refs_message(problems: list[str]) -> dict[str, str]:
    text = _template("refs.md").substitute(problems="\n".join(f"- {p}" for p in problems))
    return {"role": "user", "content": text}


# --- the designer --------------------------------------------------------------------------------


class LlmDesigner:
    """Implements `Designer` through a `ModelDoor`; door faults propagate to the graph node.

    Args:
        door: the run's door (role `designer`).
        max_ref_reasks: times a reply citing unknown refs is asked again before they are dropped.
    """

    def __init__(self, door: ModelDoor, *, max_ref_reasks: int = 1) -> None:
        self.door = door
        self.max_ref_reasks = max_ref_reasks
        self.ref_checks: list[RefCheck] = []
        self.name = f"llm:{door.model_for('designer')}"

    def draft(self, inputs: DesignInputs) -> TestSpec:
        return self._ask("generate_test_spec", inputs, draft_messages(inputs))

    def revise(self, inputs: DesignInputs, spec: TestSpec, review: ReviewResult) -> TestSpec:
        return self._ask("revise_test_spec", inputs, revise_messages(inputs, spec, review))

    def _ask(self, node: str, inputs: DesignInputs, messages: list[dict[str, Any]]) -> TestSpec:
        index = EvidenceIndex.build(inputs.checklist, inputs.requirements, inputs.key_items, inputs.sources)
        # The whole inputs, not only what fits the prompt: a literal whose context was cut off
        # (a checklist value from a long file) is still known as a secret.
        self.door.redactor.learn(input_texts(inputs.requirements, inputs.key_items, inputs.sources))
        check = RefCheck(node=node)
        self.ref_checks.append(check)
        reply = self.door.structured(node, messages, DraftReply, role="designer")
        while (problems := unresolved(reply, index)) and check.reasks < self.max_ref_reasks:
            check.reasks += 1
            messages = [
                *messages,
                {"role": "assistant", "content": reply.model_dump_json()},
                refs_message([f"case {n} cites {ref!r}: {why}" for n, ref, why in problems]),
            ]
            try:
                reply = self.door.structured(node, messages, DraftReply, role="designer")
            except BudgetExhausted as exc:
                # The valid draft already received is paid for: keep it (unresolved refs dropped).
                exc.kept = to_spec(
                    reply, designer=self.name, title=_title(inputs), index=index, language=inputs.language
                )
                check.dropped = [f"TC-{n:03d}: {ref}" for n, ref, _ in unresolved(reply, index)]
                raise
        spec = to_spec(reply, designer=self.name, title=_title(inputs), index=index, language=inputs.language)
        check.dropped = [f"TC-{n:03d}: {ref}" for n, ref, _ in unresolved(reply, index)]
        return spec


def unresolved(reply: DraftReply, index: EvidenceIndex) -> list[tuple[int, str, str]]:
    """Return `(case number, ref, reason)` for every ref in the reply that does not resolve."""
    out = []
    for n, case in enumerate(reply.cases, start=1):
        for ref in case.evidence:
            res = index.resolve(ref)
            if not res.ok:
                out.append((n, ref, res.reason))
    return out


def _title(inputs: DesignInputs) -> str:
    """The run's title: the catalog's in the run's language unless the inputs name one."""
    return Catalog(inputs.language)("title") if inputs.title == DesignInputs.title else inputs.title


def to_spec(
    reply: DraftReply, *, designer: str, title: str, index: EvidenceIndex, language: str = "en"
) -> TestSpec:
    """Number the cases and keep only refs that resolve (a case left with none is the critic's to block)."""
    cases = [
        TestCase(
            id=f"TC-{n:03d}",
            perspective=c.perspective,
            category=c.category,
            preconditions=c.preconditions,
            input=c.input,
            expected=c.expected,
            evidence=[ref.strip() for ref in c.evidence if index.resolve(ref).ok],
        )
        for n, c in enumerate(reply.cases, start=1)
    ]
    questions, assumptions = bind_questions(reply.open_questions, index, language)
    return TestSpec(
        title=title, designer=designer, cases=cases, open_questions=questions, assumptions=assumptions
    )


def bind_questions(
    asked: list[DraftQuestion], index: EvidenceIndex, language: str = "en"
) -> tuple[list[OpenQuestion], list[str]]:
    """Split the designer's questions into evidence-bound questions and assumptions.

    A question stops the run for a person, so it must cite something that resolves in this run's
    inputs (as the LLM critic's questions must); one that cites nothing that resolves becomes an
    assumption in the spec: visible, and unable to end the loop while findings still block.
    """
    questions: list[OpenQuestion] = []
    assumptions: list[str] = []
    for n, q in enumerate(asked, start=1):
        text = " ".join(q.question.split())
        if not text:
            continue
        refs = [r.strip() for r in q.refs if r.strip() and index.resolve(r.strip()).ok]
        if refs:
            questions.append(
                OpenQuestion(id=f"Q-designer-{n}", question=text, refs=refs, kind=QuestionKind.MODEL)
            )
        else:
            # Kept as an assumption a reviewer sees: without evidence it may not stop the run.
            assumptions.append(Catalog(language)("assume.unbound_question", text=text))
    return questions, assumptions
