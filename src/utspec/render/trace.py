"""The execution trace: the node path as in the seed, then what each review round decided."""

from __future__ import annotations

from collections import Counter
from typing import Any

from utspec.models import ChecklistItem, Notice, OpenQuestion, RoundRecord, Status
from utspec.render.labels import LABELS


def render_trace(
    *,
    path: list[str],
    rounds: list[RoundRecord],
    status: Status,
    questions: list[OpenQuestion],
    notices: list[Notice],
    checklist: list[ChecklistItem],
    counts: dict[str, int],
    mode: str,
    designer: str,
    language: str = "en",
) -> str:
    L = LABELS[language]
    lines = [f"# {L['trace']}", "", f"- {L['status']}: {status.value}", f"- {L['mode']}: {mode}",
             f"- {L['designer']}: {designer}", "", f"## {L['path']}", "", "```text", "START"]  # fmt: skip
    lines += [f"→ {p}" for p in path] + ["→ END", "```", "", f"## {L['inputs']}", ""]
    lines += [f"- {k}: {v}" for k, v in counts.items()]
    kinds = Counter(i.kind.value for i in checklist)
    if kinds:
        lines.append("- checklist by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    if notices:
        lines += ["", f"## {L['notices']}", ""] + [f"- {n}" for n in notices]
    for r in rounds:
        rv = r.review
        lines += ["", f"## {L['round']} {r.round}", "", f"- {L['status']}: {rv.status.value}",
                  f"- {L['critic']}: {rv.critic}", f"- {L['rationale']}: {rv.rationale}",
                  f"- revisions before this review: {r.revision_count}; cases: {r.cases}"]  # fmt: skip
        for title, group in ((L["blocking"], rv.blocking), (L["advisory"], rv.advisory)):
            lines += ["", f"### {title}", ""]
            lines += [f"- `{f.id}` ({f.source.value}): {f.message}" for f in group] or [L["none"]]
        lines += ["", f"### {L['questions']}", ""]
        lines += [f"- **{q.id}**: {q.question}" for q in rv.questions] or [L["none"]]
    if questions:
        lines += ["", f"## {L['questions']} (human clarification)", ""]
        lines += [f"- **{q.id}**: {q.question}" + (f" (refs: {', '.join(q.refs)})" if q.refs else "") for q in questions]
    return "\n".join(lines) + "\n"


def trace_json(**fields: Any) -> dict[str, Any]:
    """The trace as plain JSON data (pydantic models dumped)."""

    def dump(v: Any) -> Any:
        if hasattr(v, "model_dump"):
            return v.model_dump(mode="json")
        if isinstance(v, list):
            return [dump(x) for x in v]
        if isinstance(v, dict):
            return {k: dump(x) for k, x in v.items()}
        return v.value if hasattr(v, "value") else v

    return {k: dump(v) for k, v in fields.items()}
