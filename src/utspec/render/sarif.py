"""A review as SARIF 2.1.0, for code-scanning UIs.

Levels say what a result asks of the reader: `error` blocks approval, `warning` is a question only
a person can answer, `note` is advice (advisory and downgraded findings). A result is located at the
code its refs point at (`path:line[:kind]`), else at the spec's row for the case it names, else at
the spec file. URIs are relative to the config's folder (`uriBaseId: CONFIGROOT`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from utspec import __version__
from utspec.evidence import EvidenceIndex
from utspec.models import Finding, ReviewResult, Severity

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
BASE_ID = "CONFIGROOT"
QUESTION_RULE = "human-clarification-required"
_CODE = re.compile(r"^(?P<path>.+?):(?P<line>\d+)(?::[a-z_]+(?:#\d+)?)?$")
_CASE = re.compile(r"TC-\d{3,}")


def review_sarif(
    review: ReviewResult,
    *,
    spec_uri: str,
    base: Path,
    index: EvidenceIndex,
    case_lines: Mapping[str, int] | None = None,
    summaries: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Build the SARIF log of one review.

    Args:
        spec_uri: the reviewed spec, relative to `base` when inside it.
        base: the config's folder, which every evidence path is relative to.
        index: this run's evidence, to tell a code ref that resolves from one that does not.
        case_lines: the spec's line for each case id (Markdown specs only).
        summaries: a short description per rule id, for the driver's rule list.
    """
    rows = case_lines or {}
    about = summaries or {}
    rules: dict[str, dict[str, Any]] = {}
    results: list[dict[str, Any]] = []

    def rule_index(rule: str, level: str) -> int:
        if rule not in rules:
            rules[rule] = {
                "id": rule,
                "shortDescription": {"text": about.get(rule, rule)},
                "defaultConfiguration": {"level": level},
            }
        return list(rules).index(rule)

    for f in review.findings:
        level = "error" if f.severity is Severity.BLOCKING else "note"
        results.append({
            "ruleId": f.rule,
            "ruleIndex": rule_index(f.rule, level),
            "level": level,
            "message": {"text": f.message},
            "locations": [_location(f.refs, f.id, spec_uri, index, rows)],
            "partialFingerprints": {"utspecFindingId/v1": f.id},
            "properties": _properties(f),
        })  # fmt: skip
    for q in review.questions:
        results.append({
            "ruleId": QUESTION_RULE,
            "ruleIndex": rule_index(QUESTION_RULE, "warning"),
            "level": "warning",
            "message": {"text": q.question},
            "locations": [_location(q.refs, q.id, spec_uri, index, rows)],
            "partialFingerprints": {"utspecFindingId/v1": q.id},
            "properties": {"questionId": q.id, "refs": q.refs},
        })  # fmt: skip
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "utspec",
                        "version": __version__,
                        "rules": list(rules.values()),
                    }
                },
                "originalUriBaseIds": {BASE_ID: {"uri": base.resolve().as_uri() + "/"}},
                "results": results,
                "properties": {
                    "status": review.status.value,
                    "critic": review.critic,
                    "rationale": review.rationale,
                },
            }
        ],
    }


def _properties(f: Finding) -> dict[str, Any]:
    out: dict[str, Any] = {"severity": f.severity.value, "source": f.source.value, "refs": f.refs}
    if f.downgraded:
        out["downgraded"] = f.downgraded
    return out


def _location(
    refs: Sequence[str], ident: str, spec_uri: str, index: EvidenceIndex, rows: Mapping[str, int]
) -> dict[str, Any]:
    for ref in refs:
        m = _CODE.match(ref.strip())
        if m and index.resolve(ref).ok:
            return _physical(m["path"], int(m["line"]))
    for text in (*refs, ident):
        for case in _CASE.findall(text):
            if case in rows:
                return _physical(spec_uri, rows[case])
    return _physical(spec_uri, None)


def _physical(uri: str, line: int | None) -> dict[str, Any]:
    # A spec outside the config's folder is shown by its absolute path: give it a file URI of its own.
    artifact = {"uri": Path(uri).as_uri()} if Path(uri).is_absolute() else {"uri": uri, "uriBaseId": BASE_ID}
    loc: dict[str, Any] = {"artifactLocation": artifact}
    if line is not None:
        loc["region"] = {"startLine": line}
    return {"physicalLocation": loc}
