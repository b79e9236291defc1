"""The benchmark's mutants: the defect corpus's operators (`utspec_defects`, shipped), applied to a base.

`utspec_defects` imports nothing from utspec (its verdicts cannot mirror the critic's code); this
module is the one place that turns a base into its plain inputs and each plain mutant back into
what a critic reviews: a `TestSpec` (parsed from Markdown when the operator wrote a person's
table) and, for operators that change the code, sources and a checklist rebuilt from the changed files.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from utspec.bench.critic_bench import Mutant

if TYPE_CHECKING:
    from utspec.bench.corpus import Base
    from utspec.critic.review_input import ReviewInput


def _operators() -> Any:
    try:
        import utspec_defects
    except ImportError:
        from utspec.errors import UtspecError

        raise UtspecError(
            "utspec bench critic", "the mutation operators (package utspec_defects) are not installed"
        ) from None
    return utspec_defects


def inputs_of(base: Base) -> Any:
    """The plain `utspec_defects.Inputs` of a base: spec.json, the checklist as `utspec checklist -f json`, design, sources."""
    ud = _operators()

    from utspec.cli.checklist import public_record

    inp = base.inp
    design = "\n\n".join(r.text for r in inp.requirements)
    return ud.Inputs(
        spec=base.spec.model_dump(mode="json"),
        checklist=tuple(public_record(i) for i in inp.checklist),
        design=design,
        sources={s.path: s.text for s in inp.sources},
        language=base.language,
        name=base.project.name,
    )


def review_input(base: Base, plain: Any) -> ReviewInput:
    """What the critic reviews for a plain mutant: its spec, and its changed sources with their checklist."""
    from utspec.analyzers import analyze
    from utspec.models import SourceText, TestSpec
    from utspec.render.spec_md import parse_spec

    spec = parse_spec(plain.markdown, f"{base.project.name}:{plain.kind}") if plain.markdown is not None \
        else TestSpec.model_validate(plain.spec)  # fmt: skip
    inp = replace(base.inp, spec=spec)
    if plain.sources:
        sources = [
            s.model_copy(update={"text": plain.sources[s.path]}) if s.path in plain.sources else s
            for s in inp.sources
        ]
        sources += [
            SourceText(path=p, text=t)
            for p, t in plain.sources.items()
            if p not in {s.path for s in inp.sources}
        ]
        inp = replace(inp, sources=sources, checklist=analyze(sources, base.analyzer_options).items)
    return inp


def check_kinds(kinds: list[str]) -> tuple[str, ...] | None:
    """The operators asked for (None: all); an unknown one is the user's to fix."""
    ud = _operators()

    from utspec.errors import UtspecError

    for k in kinds:
        if k not in ud.OPERATORS:
            raise UtspecError("--operator", f"unknown operator {k!r} (known: {', '.join(ud.OPERATORS)})")
    return tuple(kinds) or None


def mutants(
    base: Base, *, kinds: tuple[str, ...] | None = None, max_per_operator: int | None = None
) -> Iterator[Mutant]:
    """Every operator's mutants of `base` (at most `max_per_operator` of each, spread over the cases)."""
    ud = _operators()

    for plain in ud.mutants(inputs_of(base), kinds=kinds, limit=max_per_operator):
        inp = review_input(base, plain)
        yield Mutant(plain.kind, f"{plain.case_id}: {plain.description}", inp.spec, plain.expect, inp)
