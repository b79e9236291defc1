"""What an operator reads (`Inputs`) and what it returns (`Mutant`): plain data, no utspec types.

The spec is a dict shaped like utspec's `spec.json` (`cases`: id, perspective, category,
preconditions, input, expected, evidence), the checklist a list of item dicts as
`utspec checklist -f json` prints them (`items`). Nothing here imports `utspec`: the corpus must
not share code with the critic it measures (issue 14, /work/shared/MEASURING.md rule 1).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Expect = Literal["blocks", "passes"]
"""`blocks`: a defect; the review must add a blocking finding or a question about the mutated case.
`passes`: an acceptable edit; the review must not add a blocking finding."""


@dataclass(frozen=True)
class Inputs:
    """Everything an operator may read about one project."""

    spec: Mapping[str, Any]
    """The base spec, as in spec.json (never modified: operators copy it)."""
    checklist: tuple[Mapping[str, Any], ...] = ()
    """Checklist items as `utspec checklist -f json` prints them (`items`)."""
    design: str = ""
    """The design documents' text, concatenated."""
    sources: Mapping[str, str] = field(default_factory=dict)
    """Source files by the path the refs use (`input/source/x.py`), for operators that change code."""
    language: str = "en"
    """The spec's language (`en` or `ja`), so an edit is written in it."""
    name: str = ""
    """The project's name (descriptions only)."""

    def cases(self) -> list[dict[str, Any]]:
        return [dict(c) for c in self.spec.get("cases", [])]

    def item(self, ref: str) -> Mapping[str, Any] | None:
        return next((it for it in self.checklist if it.get("id") == ref), None)


@dataclass(frozen=True)
class Mutant:
    """One damaged (or acceptably edited) spec, with the verdict it must get, computed from its kind."""

    kind: str
    case_id: str
    """The case the mutation is about (the first one, when it touches several)."""
    description: str
    spec: dict[str, Any]
    expect: Expect
    cases: tuple[str, ...] = ()
    """Every case the mutation touched (defaults to `case_id` alone)."""
    markdown: str | None = None
    """When set, the spec is to be reviewed as this Markdown (column order, headers), not as JSON."""
    sources: Mapping[str, str] | None = None
    """When set, these source files (path as in refs -> new text) replace the project's before review."""
    no_defect: str = ""
    """When set, why the mutant damages nothing a reviewer could check (`nondefect`): it is counted apart,
    neither as a catch nor as a miss, and `utspec_defects.mutants` leaves it out."""

    @property
    def touched(self) -> tuple[str, ...]:
        return self.cases or (self.case_id,)


Operator = Callable[[Inputs], list[Mutant]]


def with_case(spec: Mapping[str, Any], case_id: str, **fields: Any) -> dict[str, Any]:
    """A deep copy of `spec` with the fields of one case replaced."""
    out = copy.deepcopy(dict(spec))
    for c in out["cases"]:
        if c["id"] == case_id:
            c.update(fields)
    return out


def with_cases(spec: Mapping[str, Any], cases: list[dict[str, Any]]) -> dict[str, Any]:
    out = copy.deepcopy(dict(spec))
    out["cases"] = copy.deepcopy(cases)
    return out
