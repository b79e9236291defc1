"""`utspec rules test` reports: a plain table, JSON, or JUnit XML for CI test tabs.

Each shows the per-rule matrix (TP, FP, FN, TN, todo, fixed) and, for every mismatch, the fixture
row (file:line), the case, the annotation and the text of the finding concerned.
"""

from __future__ import annotations

import json
from xml.etree import ElementTree as ET

from utspec.critic.rule_test import Report, Verdict

_TAG = {"fp": "FP", "fn": "FN", "todo": "todo", "fixed": "fixed", "tp": "TP", "tn": "TN"}
_COLUMNS = ("tp", "fp", "fn", "tn", "todo", "fixed")


def _line(v: Verdict) -> str:
    """`file:line: TC-001: FP: ok rule: detail: "finding text"`: the row, what was expected, what happened."""
    finding = f': "{v.finding}"' if v.finding is not None else ""
    annotated = f"{v.annotation} {v.rule}" if v.annotation != "none" else f"{v.rule} (no annotation)"
    return f"{v.location}: {v.where}: {_TAG[v.outcome]}: {annotated}: {v.detail}{finding}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def render_table(report: Report) -> str:
    rows = [("rule", *(c.upper() if c in ("tp", "fp", "fn", "tn") else c for c in _COLUMNS))]
    for t in report.tallies.values():
        rows.append((t.rule, *(str(getattr(t, c)) for c in _COLUMNS)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(
            cell.ljust(widths[0]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(r)
        ).rstrip()
        for r in rows
    ]
    shown = [v for v in report.verdicts if v.outcome not in ("tp", "tn")]
    if shown:
        lines.append("")
        lines += [_line(v) for v in shown]
    if report.untested:
        lines.append("")
        tag = "error" if report.strict else "untested"
        lines += [f"{tag}: {rid}: no fixture annotates this rule" for rid in report.untested]
    holds = sum(v.outcome in ("tp", "tn") for v in report.verdicts)
    todo = sum(v.outcome == "todo" for v in report.verdicts)
    fp = sum(v.outcome == "fp" for v in report.verdicts)
    fn = sum(v.outcome == "fn" for v in report.verdicts)
    where = f"{_plural(len(report.fixtures), 'fixture')}, {_plural(len(report.tallies), 'rule')}"
    lines.append("")
    if report.ok:
        lines.append(f"ok: {where}: {_plural(holds, 'annotation')} hold" + (f", {todo} todo" if todo else ""))
    else:
        parts = [_plural(fp, "false positive"), _plural(fn, "false negative")]
        fixed = sum(v.outcome == "fixed" for v in report.verdicts)
        if report.strict and fixed:
            parts.append(f"{fixed} todo fixed")
        if report.strict and report.untested:
            parts.append(f"{len(report.untested)} untested")
        lines.append(f"FAILED: {where}: {', '.join(parts)}")
    return "\n".join(lines)


def render_json(report: Report) -> str:
    payload = {
        "ok": report.ok,
        "strict": report.strict,
        "fixtures": report.fixtures,
        "rules": [
            {"id": t.rule, **{c: getattr(t, c) for c in _COLUMNS}, "untested": t.rule in report.untested}
            for t in report.tallies.values()
        ],
        "results": [
            {
                "outcome": v.outcome,
                "rule": v.rule,
                "fixture": v.fixture,
                "line": v.line,
                "where": v.where,
                "annotation": v.annotation,
                "detail": v.detail,
                "finding": v.finding,
            }  # fmt: skip
            for v in report.verdicts
        ],
        "notices": report.notices,
    }
    return json.dumps(payload, ensure_ascii=False, indent=2)


def render_junit(report: Report) -> str:
    """One test suite per rule, one test case per annotation (and per unclaimed result); untested rules are skipped."""
    bad = {v.outcome for v in report.failures}
    root = ET.Element("testsuites", name="utspec rules test")
    for t in report.tallies.values():
        verdicts = [v for v in report.verdicts if v.rule == t.rule]
        suite = ET.SubElement(root, "testsuite", name=t.rule, tests=str(max(len(verdicts), 1)))
        failures = 0
        for v in verdicts:
            case = ET.SubElement(
                suite, "testcase", classname=t.rule, name=f"{v.location} {v.where} {v.annotation}"
            )
            if v.outcome in bad:
                failures += 1
                el = ET.SubElement(case, "failure", message=f"{_TAG[v.outcome]}: {v.detail}", type=v.outcome)
                el.text = _line(v)
            elif v.outcome in ("todo", "fixed"):
                ET.SubElement(case, "skipped", message=f"{v.outcome}: {v.detail}")
        if t.rule in report.untested:
            case = ET.SubElement(suite, "testcase", classname=t.rule, name="untested")
            if report.strict:
                failures += 1
                ET.SubElement(case, "failure", message="no fixture annotates this rule", type="untested")
            else:
                ET.SubElement(case, "skipped", message="no fixture annotates this rule")
        suite.set("failures", str(failures))
    ET.indent(root)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="unicode")
