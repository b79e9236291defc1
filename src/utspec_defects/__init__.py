"""Mutation operators for the defect corpus (issue 14 item 3; shipped for `utspec bench critic`, issue 16).

Stable API:

- `OPERATORS: dict[str, Operator]`: kind -> pure function `(Inputs) -> list[Mutant]`.
- `DEFECT_KINDS`, `NAMED_KINDS` (expect "blocks") and `ACCEPTABLE_KINDS` (expect "passes").
- `Inputs(spec, checklist, design, sources, language, name)`: the spec as in spec.json, the checklist
  items as `utspec checklist -f json` prints them, the design text, the source files by ref path.
- `Mutant(kind, case_id, description, spec, expect, cases, markdown, sources)`.
- `mutants(inputs, kinds=None, limit=None)`: every operator's mutants but those labelled no defect
  (`Mutant.no_defect`, `nondefect`), at most `limit` per kind, sampled by the touched cases' content.
- `render_markdown(spec, columns, headers)`: a spec as a person's Markdown table.

The expected verdict of a mutant follows from its kind alone, never from the critic. This package
imports nothing from `utspec` (a test reads its imports and fails on one).
"""

from __future__ import annotations

from utspec_defects import defects, edits, named, sized_input
from utspec_defects.edits import render_markdown
from utspec_defects.model import Expect, Inputs, Mutant, Operator
from utspec_defects.text import sample, spread

DEFECTS: dict[str, Operator] = {
    "flipped-outcome": defects.flipped_outcome,
    "wrong-exception": defects.wrong_exception,
    "wrong-message": defects.wrong_message,
    "wrong-value": defects.wrong_value,
    "swapped-expected": defects.swapped_expected,
    "evidence-moved": defects.evidence_moved,
    "reraise-vs-swallow": defects.reraise_vs_swallow,
    "placeholder-in-sentence": defects.placeholder_in_sentence,
    "vague-paraphrase": defects.vague_paraphrase,
    "sized-input": sized_input.sized_input,
}
NAMED: dict[str, Operator] = {
    "named:outcome-flipped": named.outcome_flipped,
    "named:wrong-exception-type": named.wrong_exception_type,
    "named:boundary-wrong-side": named.boundary_wrong_side,
    "named:handler-reraises": named.handler_reraises,
    "named:evidence-swapped": named.evidence_swapped,
    "named:any-input": named.any_input,
    "named:duplicate-succeeds": named.duplicate_succeeds,
    "named:injected-code-bug": named.injected_code_bug,
    "named:prompt-injection": named.prompt_injection,
    "named:todo-in-sentence": named.todo_in_sentence,
}
ACCEPTABLE: dict[str, Operator] = {
    "reword-input": edits.reword_input,
    "reformat-number": edits.reformat_number,
    "reorder-columns": edits.reorder_columns,
    "reorder-rows": edits.reorder_rows,
    "translate-headers": edits.translate_headers,
    "add-valid-case": edits.add_valid_case,
    "rephrase-result": edits.rephrase_result,
}
OPERATORS: dict[str, Operator] = {**DEFECTS, **NAMED, **ACCEPTABLE}
DEFECT_KINDS = tuple(DEFECTS)
NAMED_KINDS = tuple(NAMED)
ACCEPTABLE_KINDS = tuple(ACCEPTABLE)


def mutants(inputs: Inputs, kinds: tuple[str, ...] | None = None, limit: int | None = None) -> list[Mutant]:
    """Every defect or acceptable edit of `inputs` for `kinds` (all by default), at most `limit` per kind."""
    out: list[Mutant] = []
    for kind in kinds or tuple(OPERATORS):
        made = [m for m in OPERATORS[kind](inputs) if not m.no_defect]
        out += sample(made, limit, inputs.spec) if limit else made
    return out


__all__ = [
    "ACCEPTABLE_KINDS", "DEFECT_KINDS", "NAMED_KINDS", "OPERATORS", "Expect", "Inputs", "Mutant", "Operator",
    "mutants", "render_markdown", "sample", "spread",
]  # fmt: skip
