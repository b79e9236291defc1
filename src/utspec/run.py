"""One `utspec run`: build the services, run the graph, write the artifacts."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from utspec.analyzers import AnalyzerOptions, analyze
from utspec.config import LoadedConfig
from utspec.critic.deterministic import review as deterministic_review
from utspec.designer import RuleBasedDesigner
from utspec.evidence import EvidenceIndex
from utspec.graph.nodes import Services
from utspec.graph.state import State
from utspec.inputs.context import Context
from utspec.models import ChecklistItem, Notice, Status
from utspec.render.atomic import write_all
from utspec.render.spec_md import render_spec
from utspec.render.trace import render_trace, trace_json


@dataclass(frozen=True)
class RunResult:
    status: Status
    artifacts: dict[str, Path]
    cases: int
    rounds: int
    path: list[str]
    mode: str
    notices: list[Notice]


def analyze_context(state: State, ctx: Context) -> tuple[list[ChecklistItem], list[Notice]]:
    analysis = analyze(ctx.sources, AnalyzerOptions())
    return analysis.items, analysis.notices


def offline_services() -> Services:
    return Services(designer=RuleBasedDesigner(), critic=deterministic_review, analyzer=analyze_context)


def run(loaded: LoadedConfig, *, out_dir: Path | None = None, services: Services | None = None) -> RunResult:
    from utspec.graph.build import build_graph

    cfg = loaded.config
    if cfg.llm.model is not None and services is None:
        from utspec.errors import UtspecError

        raise UtspecError(str(loaded.path), "the LLM designer is not wired into `utspec run` yet; set llm.model: null",
                          field="llm.model")  # fmt: skip
    svc = services or offline_services()
    mode = "offline: rule-based designer, deterministic critic (no model configured)"
    graph = build_graph(svc)
    final: State = graph.invoke({"config": loaded, "max_revisions": cfg.loop.max_revisions}, {"recursion_limit": 100})
    spec = final["draft"].model_copy(update={"open_questions": _merge_questions(final)})
    ctx: Context = final["context"]
    checklist = final.get("checklist", [])
    index = EvidenceIndex.build(checklist, ctx.requirements, ctx.key_items, ctx.sources)
    cited: dict[str, list[str]] = {}
    for c in spec.cases:
        for item_id in index.cited_items(c.evidence):
            cited.setdefault(item_id, []).append(c.id)
    status: Status = final["status"]
    spec_md = loaded.output_path(cfg.output.test_specification[0], out_dir)
    trace_md = loaded.output_path(cfg.output.trace[0], out_dir)
    spec_json, trace_js = spec_md.with_name("spec.json"), trace_md.with_name("trace.json")
    counts = {"design statements (DR)": len(ctx.requirements), "key test items (KT)": len(ctx.key_items),
              "source files": len(ctx.sources), "checklist items": len(checklist)}  # fmt: skip
    notices = final.get("notices", [])
    trace_fields = dict(path=final["path"], rounds=final.get("rounds", []), status=status,
                        questions=final.get("questions", []), notices=notices, checklist=checklist,
                        counts=counts, mode=mode, designer=spec.designer, language=cfg.language)  # fmt: skip
    files = {
        spec_md: render_spec(spec, language=cfg.language, status=status, checklist=checklist, cited=cited),
        spec_json: spec.model_dump_json(indent=2) + "\n",
        trace_md: render_trace(**trace_fields),
        trace_js: json.dumps(
            trace_json(**trace_fields, requirements=ctx.requirements, key_items=ctx.key_items), ensure_ascii=False, indent=2
        ) + "\n",
    }
    for extra in cfg.output.test_specification[1:]:
        files[loaded.output_path(extra, out_dir)] = files[spec_md]
    for extra in cfg.output.trace[1:]:
        files[loaded.output_path(extra, out_dir)] = files[trace_md]
    write_all(files)
    return RunResult(
        status=status,
        artifacts={"spec": spec_md, "spec_json": spec_json, "trace": trace_md, "trace_json": trace_js},
        cases=len(spec.cases),
        rounds=len(final.get("rounds", [])),
        path=final["path"],
        mode=mode,
        notices=notices,
    )


def _merge_questions(final: State):
    seen: dict[str, object] = {q.id: q for q in final["draft"].open_questions}
    for q in final.get("questions", []):
        seen.setdefault(q.id, q)
    return list(seen.values())
