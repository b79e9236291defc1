"""The execution trace: the node path as in the seed, then what each review round decided."""

from __future__ import annotations

from collections import Counter
from typing import Any

from utspec.messages import Catalog, Said, status_label
from utspec.models import ChecklistItem, Notice, OpenQuestion, RoundRecord, Status
from utspec.notices import notice_line
from utspec.render.labels import LABELS
from utspec.render.mermaid import path_flowchart

#: The keys of the trace's `counts` and the catalog entries that name them.
COUNT_KEYS = {
    "design statements (DR)": "trace.count_dr", "key test items (KT)": "trace.count_kt",
    "source files": "trace.count_sources", "checklist items": "trace.count_items", "answers (ANS)": "trace.count_answers",
}  # fmt: skip


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
    llm_calls: list[Any] | None = None,
    llm_totals: Any = None,
    fault: Any = None,
    ref_checks: list[dict[str, Any]] | None = None,
    answers: list[Any] | None = None,
    edges: list[tuple[str, str, bool]] | None = None,
) -> str:
    """Render execution-trace.md; the model sections appear only when a model door was open."""
    L = LABELS[language]
    msg = Catalog(language)
    lines = [f"# {L['trace']}", "", f"- {L['status']}: {status_label(status.value, language)}", f"- {L['mode']}: {mode}",
             f"- {L['designer']}: {designer}", ""]  # fmt: skip
    if edges:
        statuses = [r.review.status.value for r in rounds]
        lines += ["```mermaid", path_flowchart(edges, path, statuses), "```", ""]
    lines += [f"## {L['path']}", "", "```text", "START"]
    lines += [f"→ {p}" for p in path] + ["→ END", "```", "", f"## {L['inputs']}", ""]
    # trace.json keeps the English keys (data); the Markdown says them in the run's language.
    lines += [f"- {msg(COUNT_KEYS[k]) if k in COUNT_KEYS else k}: {v}" for k, v in counts.items()]
    kinds = Counter(i.kind.value for i in checklist)
    if kinds:
        by_kind = msg("sep.list").join(f"{msg(f'kind.{k}')} {n}" for k, n in sorted(kinds.items()))
        lines.append("- " + msg("trace.by_kind", kinds=by_kind))
    if notices:
        lines += ["", f"## {L['notices']}", ""] + ["- " + notice_line(n, language) for n in notices]
    for r in rounds:
        rv = r.review
        lines += ["", f"## {L['round']} {r.round}", "", f"- {L['status']}: {status_label(rv.status.value, language)}",
                  f"- {L['critic']}: {critic_label(rv.critic, msg)}", f"- {L['rationale']}: {rv.rationale}",
                  "- " + msg("trace.revisions", n=r.revision_count, cases=r.cases)]  # fmt: skip
        for title, group in ((L["blocking"], rv.blocking), (L["advisory"], rv.advisory)):
            lines += ["", f"### {title}", ""]
            lines += [f"- `{f.id}` ({f.source.value}): {f.message}" for f in group] or [L["none"]]
        lines += ["", f"### {L['questions']}", ""]
        lines += [f"- **{q.id}**: {q.question}" for q in rv.questions] or [L["none"]]
        if r.round > 1 and rv.history:
            # From round 2 on, say what happened to every earlier finding: this is how a reader
            # checks that the loop converged instead of shifting its criteria (the seed's first run).
            lines += ["", f"### {L['history']}", ""]
            lines += [f"- `{e.finding_id}` ({e.source.value}): {msg(f'history.state.{e.state}')}; {L['first_raised']} "
                      f"{e.first_round}" + (f"; {_note(e, msg)}" if e.note else "") for e in rv.history]  # fmt: skip
    if answers:
        lines += answer_lines(answers, language)
    if questions:
        lines += ["", "## " + msg("trace.questions", title=L["questions"]), ""]
        lines += [f"- **{q.id}**: {q.question}" + (msg("trace.refs", refs=", ".join(q.refs)) if q.refs else "")
                  for q in questions]  # fmt: skip
    if llm_totals is not None:
        lines += model_call_lines(llm_calls or [], llm_totals, fault, ref_checks or [], language)
    return "\n".join(lines) + "\n"


def _note(e: Any, msg: Catalog) -> str:
    """A history entry's note in the trace's language (English `note` when it has no catalog key)."""
    return Said(e.note_key, e.note_args).said_in(msg.language) if e.note_key else e.note


def critic_label(critic: str, msg: Catalog) -> str:
    """Who reviewed a round: the critic's id (`deterministic`, `deterministic+llm:model`), or the
    partly reviewed round's description in the run's language."""
    return (
        msg("llm_critic.partial_critic") if critic == Catalog("en")("llm_critic.partial_critic") else critic
    )


def answer_lines(answers: list[Any], language: str = "en") -> list[str]:
    """A person's answers: evidence `ANS-n`, what each answered and settled, who and when if given."""
    msg = Catalog(language)
    lines = ["", "## " + msg("trace.answers"), ""]
    for a in answers:
        who = ", ".join(x for x in (a.by, a.at) if x)
        effect = f"{a.effect}; {who}" if who else str(a.effect)
        lines.append("- " + msg("trace.answer", id=a.id, effect=effect, question=a.question, text=a.text))
    return lines


def _cost(value: float | None, msg: Catalog) -> str:
    return msg("calls.unknown") if value is None else f"${value:.6f}"


def model_call_lines(
    calls: list[Any], totals: Any, fault: Any, ref_checks: list[dict[str, Any]], language: str = "en"
) -> list[str]:
    """The model-call table (one row per door call) and the run totals.

    Latency is wall-clock: the only thing in a trace that differs between a recorded run and its replay.
    """
    msg = Catalog(language)
    none = LABELS[msg.language]["none"]
    lines = ["", "## " + msg("calls.title"), ""]
    if calls:
        lines += [msg("calls.header"), "|---|---|---|---|---|---|---|---|---|---|---|"]
        for n, c in enumerate(calls, start=1):
            lines.append(f"| {n} | {c.node} | {c.model} | {c.requests} | {c.retries} | {c.reasks} | {c.prompt_tokens} "
                         f"| {c.completion_tokens} | {_cost(c.cost_usd, msg)} | {c.latency_s:.3f} | {c.outcome} |")  # fmt: skip
        lines += [""] + ["- " + msg("calls.error", n=n, node=c.node, error=c.error)
                         for n, c in enumerate(calls, start=1) if c.error]  # fmt: skip
    else:
        lines.append(none)
    unpriced = msg("calls.unpriced", n=totals.unpriced_calls) if totals.unpriced_calls else ""
    lines += ["", "### " + msg("calls.totals"), "",
              "- " + msg("calls.count", calls=totals.calls, requests=totals.requests),
              "- " + msg("calls.tokens", prompt=totals.prompt_tokens, completion=totals.completion_tokens,
                         total=totals.total_tokens),
              "- " + msg("calls.cost", cost=_cost(totals.cost_usd, msg)) + unpriced,
              "- " + msg("calls.latency", s=f"{totals.latency_s:.3f}")]  # fmt: skip
    for rc in ref_checks:
        if rc["reasks"] or rc["dropped"]:
            dropped = ", ".join(rc["dropped"]) or msg("calls.no_refs")
            lines.append("- " + msg("calls.refs", node=rc["node"], reasks=rc["reasks"], dropped=dropped))
    if fault is not None:
        lines += ["", "### " + msg("calls.stopped"), "",
                  "- " + msg("calls.stop", kind=fault.kind, node=fault.node, message=fault.message)]  # fmt: skip
    return lines


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
