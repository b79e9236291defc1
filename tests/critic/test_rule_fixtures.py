"""One harness for every deterministic check's annotated fixture: `fixtures/<rule-id>.yaml`.

semgrep's `ruleid:` / `ok:` idea applied to specs. A fixture holds a small review input (sources,
checklist, requirements, key items, a spec) and an `expect` list of annotations:

- `ruleid: <id>`: the check must produce a finding or question with this id; optional
  `severity` (`blocking`, `advisory`, or `question` for an open question), `says` (substrings its
  message must contain) and `not_says`;
- `ok: <id>`: an id the check must NOT produce, naming a target that is in the fixture, so an
  over-eager check fails here;
- `todoruleid: <id>`: a known miss; it is not produced yet, and the test fails once it is, so the
  annotation gets promoted to `ruleid`.

Every annotation carries a `why`. Anything the check produces that is not annotated `ruleid`
fails the test too, so a fixture pins everything the check says about it. Checklist items may
omit `file`, `line`, `end_line` and `kind` (read from their `path:line:kind` id) and `language`
(from the file extension); requirements and key items may omit `file` and `line`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from utspec.critic.checks import CHECKS, Check
from utspec.critic.review_input import ReviewInput
from utspec.models import ChecklistItem, Finding, KeyItem, OpenQuestion, Requirement, SourceText, TestSpec

FIXTURE_DIR = Path(__file__).parent / "fixtures"
FIXTURES = sorted(FIXTURE_DIR.glob("*.yaml"))
REGISTRY: dict[str, Check] = {c.id: c for c in CHECKS}
_LANGUAGES = {"py": "python", "sql": "sql", "java": "java", "yaml": "yaml", "yml": "yaml", "json": "json",
              "js": "javascript", "ts": "typescript", "cs": "csharp", "go": "go"}  # fmt: skip
_KINDS_OF_ANNOTATION = ("ruleid", "ok", "todoruleid")


def _item(raw: dict[str, Any]) -> ChecklistItem:
    path, line, kind = raw["id"].rsplit(":", 2)
    defaults = {"file": path, "line": int(line), "end_line": int(line), "kind": kind,
                "language": _LANGUAGES.get(path.rsplit(".", 1)[-1], "text")}  # fmt: skip
    return ChecklistItem.model_validate({**defaults, **raw})


def load(path: Path) -> tuple[str, ReviewInput, dict[str, Any], list[dict[str, Any]]]:
    """(rule id, review input, check parameters, annotations) of one fixture file."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    sources = [SourceText(path=p, text=t) for p, t in (data.get("sources") or {}).items()]
    checklist = [_item(raw) for raw in data.get("checklist") or []]
    reqs = [Requirement.model_validate({"file": "design.md", "line": n, "kind": "bullet", **raw})
            for n, raw in enumerate(data.get("requirements") or [], start=1)]  # fmt: skip
    kts = [KeyItem.model_validate({"file": "key-test-items.md", "line": n, **raw})
           for n, raw in enumerate(data.get("key_items") or [], start=1)]  # fmt: skip
    spec = TestSpec.model_validate({"designer": "fixture", **(data.get("spec") or {})})
    return data["rule"], ReviewInput(spec, checklist, reqs, kts, sources), data.get("params") or {}, data["expect"]


def _run(chk: Check, inp: ReviewInput, params: dict[str, Any]) -> list[Finding | OpenQuestion]:
    return chk.fn(inp, **params)


def _targets(inp: ReviewInput) -> set[str]:
    return {
        *(c.id for c in inp.spec.cases), *(i.id for i in inp.checklist),
        *(r.id for r in inp.requirements), *(k.id for k in inp.key_items),
    }  # fmt: skip


def _text(r: Finding | OpenQuestion) -> str:
    return r.question if isinstance(r, OpenQuestion) else r.message


def _severity(r: Finding | OpenQuestion) -> str:
    return "question" if isinstance(r, OpenQuestion) else r.severity.value


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture(path: Path) -> None:
    rule, inp, params, expect = load(path)
    assert path.stem == rule, f"{path.name} is the fixture of {rule!r}: name it {rule}.yaml"
    assert rule in REGISTRY, f"{path.name}: no registered check {rule!r}"
    by_kind: dict[str, list[dict[str, Any]]] = {k: [] for k in _KINDS_OF_ANNOTATION}
    for a in expect:
        (kind,) = [k for k in _KINDS_OF_ANNOTATION if k in a]
        assert a.get("why"), f"{path.name}: annotation {a[kind]!r} says no `why`"
        by_kind[kind].append(a)
    assert by_kind["ruleid"] and by_kind["ok"], f"{path.name}: needs at least one `ruleid` and one `ok`"

    results = _run(REGISTRY[rule], inp, params)
    got = {r.id: r for r in results}
    problems: list[str] = []
    assert len(got) == len(results), f"{path.name}: duplicate ids in {[r.id for r in results]}"
    wanted = {a["ruleid"] for a in by_kind["ruleid"]}
    for extra in sorted(set(got) - wanted):
        problems.append(f"unexpected {extra}: {_text(got[extra])}")
    for a in by_kind["ruleid"]:
        r = got.get(a["ruleid"])
        if r is None:
            problems.append(f"missing {a['ruleid']} ({a['why']})")
            continue
        if isinstance(r, Finding) and r.rule != rule:
            problems.append(f"{r.id} is reported under rule {r.rule!r}")
        if "severity" in a and _severity(r) != a["severity"]:
            problems.append(f"{r.id} is {_severity(r)}, annotated {a['severity']}")
        problems += [f"{r.id} does not say {s!r}: {_text(r)}" for s in a.get("says", []) if s not in _text(r)]
        problems += [f"{r.id} says {s!r}: {_text(r)}" for s in a.get("not_says", []) if s in _text(r)]
    targets = _targets(inp)
    for a in by_kind["ok"]:
        if not any(t in a["ok"] for t in targets):
            problems.append(f"ok {a['ok']!r} names nothing in the fixture: it could never be produced")
        if a["ok"] in got:
            problems.append(f"ok {a['ok']} is produced ({a['why']}): {_text(got[a['ok']])}")
    for a in by_kind["todoruleid"]:
        if a["todoruleid"] in got:
            problems.append(f"todo {a['todoruleid']} is found now: make it `ruleid`")
    assert not problems, f"{path.name}:\n" + "\n".join(problems)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_fixture_results_are_identical_over_ten_runs(path: Path) -> None:
    rule, inp, params, _ = load(path)
    first = _run(REGISTRY[rule], inp, params)
    for _ in range(9):
        # A fresh input each time: nothing cached on the first may carry over.
        assert _run(REGISTRY[rule], load(path)[1], params) == first


def test_every_registered_check_has_a_fixture() -> None:
    assert sorted(REGISTRY) == sorted(p.stem for p in FIXTURES)
